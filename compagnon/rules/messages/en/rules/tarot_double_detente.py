"""Tarot double détente (and the Triple-Détente), in our own words, with the rulebook's article numbers and our
rulings."""

PAGE = [
    {"article": "§1", "title": "What you need",
     "text": ["A full tarot pack: 78 cards, that is four suits of 14 cards (Ace to King, Knight included), the 21 "
              "trumps and the Excuse."]},
    {"article": "§2", "title": "The idea",
     "text": ["A trick-taking game where everyone bids how many tricks they will take. Each round (manche) is "
              "played in two halves (demi-manches), each with one half of the pack: what fell in the first half "
              "will not come back in the second, so it pays to remember it."]},
    {"article": "§3", "title": "The first half",
     "text": ["Half the pack is dealt, everyone bids their contract, thirteen tricks are played, then scored."]},
    {"article": "§3.1", "title": "The deal",
     "text": ["Thirteen cards to each player, one at a time or two at a time; the way may change from one "
              "pass round the table to the next, never in the middle of one. The remaining 39 cards wait for "
              "the second half."]},
    {"article": "§3.2", "title": "The bids",
     "text": ["Each player speaks once and bids a number of tricks, from 0 to 13: that is their contract. They "
              "try to make it exactly, or at least to come close."]},
    {"article": "§3.3", "title": "The play",
     "text": ["As in tarot. The dealer's left-hand neighbour leads, then the winner of each trick.",
              "You must follow the suit led (a trump if trumps are led); if you cannot, trump; with no trump, "
              "play anything. A player who plays a trump on another must beat it if they can.",
              "In a suit, the Ace is the lowest card and the King the highest; trumps run from 1 to 21 and beat "
              "every suit."]},
    {"article": "§3.3.1", "title": "The Excuse",
     "text": ["The Excuse never wins a trick. If it is led, the next card sets the suit.",
              "Playing it in the last trick costs its player 5 points."]},
    {"article": "§3.3.2", "title": "The Petit",
     "text": ["Only the Petit (trump 1) scores points: 2 for whoever wins it, and 5 more if it falls in the last "
              "trick. The other cards are worth nothing: only tricks are counted."]},
    {"article": "§3.4", "title": "Scoring the first half",
     "text": ["Each player scores the number of tricks they took, plus a bonus according to how far they are "
              "from their contract: 10 if exact, 5 if one trick off, 2 if two tricks off, nothing beyond.",
              "The points of the Petit are added, and the Excuse penalty taken off."]},
    {"article": "§4", "title": "The second half",
     "text": ["The rest of the pack is dealt and played the same way; only the bonuses go up: 20 for an exact "
              "contract, 10 for one trick off, 5 for two tricks off."]},
    {"article": "§5", "title": "Faults",
     "text": ["A playing fault (trumping wrongly, not trumping, not going higher in trumps…) stops play. The "
              "offender loses 20 points in the first half, 30 in the second."]},
    {"article": "§6", "title": "Winning",
     "text": ["Scores are looked at only at the end of a complete round: the first to 200 points wins. If "
              "several get there in the same round, the highest score wins."]},
    {"article": "§7", "title": "For two: the Triple-Détente",
     "text": ["The round is played in three thirds (tiers-manches) of 13 cards each. The bonuses of the third "
              "one are 30, 20 and 10.",
              "The player who speaks second may not bid a contract that would bring the sum of the two "
              "contracts to 13."]},
    {"article": "§8", "title": "Extra rules",
     "text": ["Four rules for the table to choose, to shake up the scores; they are chosen before the game, in "
              "the house rules."]},
    {"article": "§8.1", "title": "Cavalry (Cavalerie)",
     "text": ["Each Knight won scores 2 points, with no extra in the last trick."]},
    {"article": "§8.2", "title": "Modifications",
     "text": ["During the first half (for two: the first two thirds), the card after the deal is turned up. A "
              "trump: only an exact contract receives its bonus. A Knight: all contract bonuses are doubled. "
              "Another suit card: the order of its suit is reversed, the King becomes the lowest and the Ace the "
              "highest.",
              "If it is the Excuse, a second card is turned up after the bids, and that one decides. The turned "
              "cards go back under the stock (talon) at the end of the half."]},
    {"article": "§8.3", "title": "Winning Ace (As gagnant)",
     "text": ["Each time a player wins a trick with an Ace, each of their opponents loses 10 points, even if the "
              "Ace only became high through a reversed suit."]},
    {"article": "§8.4", "title": "All or nothing (Tout ou rien)",
     "text": ["As soon as a player has 100 points or more, anyone may, when bidding their contract, declare an "
              "all or nothing against them.",
              "Exact contract: you score as usual, and the opponent aimed at loses as many points as your bonus. "
              "Otherwise, even one trick off, you score nothing at all, and the opponent loses nothing.",
              "Several players may declare one in the same round, against the same opponent or not."]},
    {"ruling": "G1", "about": ["§3.2", "§3.3", "§7"], "title": "Who deals, who speaks",
     "text": ["The dealer's left-hand neighbour speaks first and leads. The same dealer deals every half of a "
              "round; their neighbour deals the next round.",
              "For two, two contracts that add up to 13 are refused, whoever spoke second: the order of the bids "
              "only names the player who must change theirs."]},
    {"ruling": "G2", "about": ["§7"], "title": "The bonuses for two",
     "text": ["The booklet gives only the scale of the third third: the first follows that of the first half "
              "(10, 5, 2), the second that of the second half (20, 10, 5)."]},
    {"ruling": "G3", "about": ["§5"], "title": "A fault stops the current half",
     "text": ["“Stopping the game” is read as the half (or third) being played: the offender pays their "
              "penalty, the others score nothing for that half, and the round goes on with the next one."]},
    {"ruling": "G4", "about": ["§5", "§7"], "title": "A fault in the third third",
     "text": ["The booklet says nothing about it: it costs 30 points, as in the second. The table may choose "
              "another amount in the house rules."]},
    {"ruling": "G5", "about": ["§6"], "title": "A tie for the lead",
     "text": ["If the best score of 200 or more is shared at the end of a round, one more round is played, then "
              "the scores are looked at again."]},
    {"ruling": "G6", "about": ["§3.3.1"], "title": "When to play the Excuse",
     "text": ["As in tarot, the Excuse may be played at any time instead of the card due, with no duty to "
              "follow suit or to trump."]},
    {"ruling": "G7", "about": ["§8.3"], "title": "The Petit is not an Ace",
     "text": ["Only the four suit Aces count for the Winning Ace; the Petit already has its own bonus."]},
    {"ruling": "G8", "about": ["§8.4"], "title": "A missed all or nothing",
     "text": ["The player loses everything they would have scored in the half: tricks, bonus, Petit, Knights. "
              "The penalties they suffer remain: the Excuse in the last trick, the other players' winning Aces, "
              "an all or nothing made against them."]},
    {"ruling": "G9", "about": ["§8.4"], "title": "What the opponent aimed at loses",
     "text": ["The bonus of the exact contract in that half: 10, 20 or 30, or double after a turned Knight. "
              "Neither the tricks, nor the Petit, nor the Knights."]},
    {"ruling": "G10", "about": ["§8.4"], "title": "The 100 points",
     "text": ["The opponent aimed at must have at least 100 points when the bids are made; the score of the "
              "player declaring does not matter."]},
    {"ruling": "G11", "about": ["§8.3"], "title": "Several Aces in a trick",
     "text": ["Only the card that wins the trick counts: a trick won by an Ace costs each opponent 10 points, "
              "no more."]},
    {"ruling": "G12", "about": ["§8.2"], "title": "The turned cards",
     "text": ["They go back under the stock and will be played later in the round: the scoring is not changed "
              "by them."]},
    {"ruling": "G13", "about": ["§5"], "title": "Other faults",
     "text": ["The booklet's “…” also covers not following suit when you can and playing out of turn: these are "
              "faults like the others."]},
]
