"""Frappe, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "The cards",
     "text": ["A 52-card pack. Suits play no part: only the rank counts."]},
    {"article": "§2", "title": "The players",
     "text": ["Two players, each for themselves. The game comes from Porrazo, an American-Mexican fishing game."]},
    {"article": "§3", "title": "The order of the cards",
     "text": ["From the Ace (1) to the King (13): Ace, 2, 3… 10, Jack, Queen, King. A card's number is used for "
              "cards in place and for the extension."]},
    {"article": "§4", "title": "Dealing a hand",
     "text": ["The dealer shuffles, the other player cuts. The dealer gives 3 cards to each player at once; when "
              "both hands have been played, the dealer gives 3 more, eight times in all during the hand (the "
              "manche). With the extension, all 52 cards are used."]},
    {"article": "§4.1", "title": "The extension",
     "text": ["Once per hand, right after the 2nd deal, the dealer lays 4 cards face down in a row, then turns "
              "them up. The dealer may swap the 1st and the 2nd, and the 3rd and the 4th, but never a card on "
              "the left with one on the right.",
              "The dealer counts the positions from left to right or from right to left, as they choose: a card "
              "lying at the position of its number scores that number (Ace 1st, 2 2nd, 3 3rd, 4 4th).",
              "The dealer also scores each pair, three of a kind (brelan) or four of a kind (carré) that the "
              "extension forms, alone or with cards on the table, like an announcement. Nobody takes anything: "
              "the 4 cards stay on the table."]},
    {"article": "§5", "title": "Announcements",
     "text": ["At each deal, each player looks at their 3 cards and says whether they hold a pair or three of a "
              "kind, without naming the rank.",
              "Once the 6 cards of the round are played, only the highest announcement scores: three of a kind "
              "beats any pair, then the higher rank wins; with two pairs of the same rank, the dealer's "
              "opponent scores.",
              "A pair is worth: King 4, Queen 3, Jack 2, 10 down to Ace 1; three of a kind triple that.",
              "A player who held a combination without announcing it scores nothing; if the opponent notices, "
              "the opponent scores those points."]},
    {"article": "§6", "title": "Playing the cards",
     "text": ["The dealer's opponent plays first, then the players alternate. A card of the same rank as a card "
              "on the table captures it; it also takes the run climbing from that card (one card per rank, the "
              "King then the Ace to wrap around: Queen-King-Ace-2). Captured cards go to the player's pile of "
              "winnings.",
              "A card that captures nothing stays on the table. At the end of the hand, the cards left on the "
              "table go to the last player who captured."]},
    {"article": "§6.1", "title": "Frappe, contre-frappe, pénitence",
     "text": ["Capturing the card the opponent has just laid, while it still lies on the table in the same round, "
              "is a frappe (a strike): it is worth a pair (King 4, Queen 3, Jack 2, others 1).",
              "The opponent may answer at once with a third card of the rank: this is a contre-frappe (a "
              "counter-strike), worth triple; the striker then scores nothing and takes nothing.",
              "The striker may still answer with the fourth: this is the pénitence (penance), which wins the "
              "game on the spot."]},
    {"article": "§6.2", "title": "The card in place",
     "text": ["An Ace, a 2, a 3 or a 4 that captures nothing scores its number when the table holds as many "
              "cards, its own included: an Ace on an empty table, a 2 on one card, a 3 on two, a 4 on three.",
              "A player may give up a capture to play their card in place."]},
    {"article": "§6.3", "title": "The nettoyage",
     "text": ["When the whole table forms a run, even of a single card, and a player captures it with the card "
              "of the same rank as the run's first card, they clear the table (the nettoyage, a sweep): they "
              "score the value of the run's last card (King 4, Queen 3, Jack 2, others 1).",
              "A nettoyage adds to a frappe or a contre-frappe. It does not count on the very last card "
              "played."]},
    {"article": "§7", "title": "Scoring and the end of the game",
     "text": ["Announcements, frappes and contre-frappes, nettoyages, cards in place and the extension are scored "
              "as play goes on. At the end of the hand, the player who took more cards scores the difference.",
              "The first to 61 points wins, even in the middle of a round: play stops there."]},
    {"ruling": "A1", "about": ["§4.1"], "title": "When to turn up the extension",
     "text": ["After the 2nd deal of 3 cards to each player, before this 2nd round is played: only then can the "
              "table already hold cards."]},
    {"ruling": "A2", "about": ["§4.1"], "title": "The extension is compulsory",
     "text": ["Without it, 4 cards would never be used: it is turned up in every hand."]},
    {"ruling": "A3", "about": ["§4.1"], "title": "Four of a kind in the extension",
     "text": ["It is worth six times the card's value (four of a kind holds six pairs, just as three of a kind "
              "holds three). It does not win the game: only a pénitence does."]},
    {"ruling": "A4", "about": ["§6.1"], "title": "What the contre-frappe takes",
     "text": ["The counter-striker takes everything the frappe would have taken, the card struck, the striker's "
              "card and their own; they also inherit the frappe's nettoyage, except on the last card."]},
    {"ruling": "A5", "about": ["§6.1"], "title": "A frappe waits for the answer",
     "text": ["A frappe counts only at the opponent's next play in the same round, if they do not counter, or "
              "at the end of the round. A frappe on the round's last card counts at once."]},
    {"ruling": "A6", "about": ["§5"], "title": "A combination called out",
     "text": ["Only true announcements are compared. Calling out the combination the opponent did not announce "
              "is a separate penalty: a player may win the announcement and also score the combination called "
              "out. Announcing a pair while holding three of a kind, or the reverse, is not a true "
              "announcement."]},
    {"ruling": "A7", "about": ["§5"], "title": "A false announcement",
     "text": ["Announcing what you do not hold scores nothing and costs nothing."]},
    {"ruling": "A8", "about": ["§6.3"], "title": "The run that wraps around",
     "text": ["For King-Ace-2, the first card is the King and the last the 2: the table is cleared with a King "
              "and scores 1."]},
    {"ruling": "A9", "about": ["§7"], "title": "The order at the end of a hand",
     "text": ["The last card, then the announcements of the 8th round, then the cards left on the table, and "
              "last the difference in cards: the first to reach 61 in that order wins."]},
    {"ruling": "A10", "about": ["§6.3"], "title": "The last card",
     "text": ["It is the last card of the hand, the dealer's 3rd card in the 8th round."]},
    {"ruling": "A11", "about": ["§6", "§6.2"], "title": "Capturing is compulsory",
     "text": ["A player gives up a capture only to play their card in place; otherwise a card that can capture "
              "does."]},
    {"ruling": "A12", "about": ["§4"], "title": "The dealer",
     "text": ["The dealer changes every hand."]},
    {"ruling": "A13", "about": ["§6", "§7"], "title": "Nobody has captured",
     "text": ["The cards left on the table go to nobody; the difference counts the cards taken."]},
    {"ruling": "A14", "about": ["§5"], "title": "The Reine",
     "text": ["The booklet's « Reine » is the Queen (Dame)."]},
    {"ruling": "C1", "about": ["§6.1"], "title": "The contre-frappe waits too",
     "text": ["Like a frappe, it counts only at the striker's next play in the round, or at the end of the "
              "round: a pénitence cancels it."]},
    {"ruling": "C2", "about": ["§5", "§6.1"], "title": "The order at the end of a round",
     "text": ["First the pending frappe or contre-frappe, then the winning announcement, then the combinations "
              "called out, the dealer's opponent's first."]},
    {"ruling": "C3", "about": ["§6.1"], "title": "After a pénitence",
     "text": ["Neither the frappe nor the contre-frappe scores: the scores stay as they were before the frappe, "
              "and the penitent player wins."]},
]
