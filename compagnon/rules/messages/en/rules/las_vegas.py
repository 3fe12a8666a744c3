"""Duel à Las Vegas, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "What you need",
     "text": ["Two full 54-card packs, jokers included: one pack per player."]},
    {"article": "§2", "title": "The players",
     "text": ["A duel: two players, each for themselves. It is poker, played one card at a time."]},
    {"article": "§3", "title": "Order of the cards",
     "text": ["From lowest to highest: 2, 3… 10, Jack, Queen, King, Ace. Suits are not ranked.",
              "Cards score no points: only combinations decide between hands, and only the number of hands "
              "won counts for the game."]},
    {"article": "§4", "title": "Comparing two hands",
     "text": ["Combinations compare as in poker. When one hand has fewer cards than the other, each card it "
              "lacks is worth less than any real card: a lone King loses to King and 2.",
              "A joker takes the place of any card you like, provided it is not already in the hand: no fifth "
              "Ace, so no five of a kind."]},
    {"article": "§4.1", "title": "The combinations",
     "text": ["From strongest to weakest: straight flush (five ranks in sequence, same suit), four of a kind, "
              "full house (three of a kind and a pair), flush (five cards of one suit), straight (five ranks "
              "in sequence), three of a kind, two pair, pair, high card.",
              "Two straights are decided by their highest card; two full houses by their three of a kind, "
              "then their pair; high cards by the highest, then the next, and so on."]},
    {"article": "§5", "title": "No deal",
     "text": ["Each player shuffles their own pack and lays it face down. To start a hand, each turns the top "
              "card face up in front of them. The « hands » stay on the table: nobody holds any cards."]},
    {"article": "§6", "title": "Playing a hand",
     "text": ["After each card turned, the two hands are compared. The player with the weaker hand chooses: "
              "concede the hand, or turn one more card to improve it. If the two hands are worth exactly the "
              "same, both players turn a card.",
              "Beyond five cards, a hand splits in two: the five cards that make the best combination, then "
              "the rest, which only serves to separate two identical first parts.",
              "A player who can no longer turn a card, their pack empty, concedes at once: from then on "
              "their opponent wins every hand with a single card.",
              "The winner sets one card of their hand aside to count the hands they have won; all the other "
              "cards turned are out of play for the rest of the game."]},
    {"article": "§7", "title": "End of the game",
     "text": ["The first to win 6 hands wins the game. If both packs run out before that, whoever has won more "
              "hands wins; with equal numbers, nobody wins. So a game never goes beyond one pack."]},
    {"ruling": "A1", "about": ["§3", "§4.1"], "title": "No Ace-2-3-4-5 straight",
     "text": ["The Ace is only the highest card: Ace, 2, 3, 4, 5 is not a straight. A house rule allows it, "
              "with the 5 as its highest card."]},
    {"ruling": "A2", "about": ["§4.1"], "title": "The side cards",
     "text": ["To separate two fours of a kind, threes of a kind, pairs, two pairs or flushes of the same rank, "
              "look at the other cards, from highest to lowest, as in poker; a missing card counts for "
              "nothing."]},
    {"ruling": "A3", "about": ["§4"], "title": "What a joker can replace",
     "text": ["A joker cannot become any card its player has already turned in this hand, even outside the "
              "best five; two jokers never become the same card. The Compagnon picks for each joker the card "
              "that gives the best hand."]},
    {"ruling": "A4", "about": ["§6"], "title": "More than ten cards",
     "text": ["Split again as often as needed: the best five, then the best five of the rest, and so on."]},
    {"ruling": "A5", "about": ["§6"], "title": "Several ways to make the best five",
     "text": ["When several choices of five cards give the same combination, keep the one that leaves the best "
              "rest: the most favourable to the player."]},
    {"ruling": "A6", "about": ["§6", "§7"], "title": "Both packs empty in the middle of a hand",
     "text": ["If both players must turn a card and neither can, the hand has no winner and the game ends on "
              "the number of hands won."]},
    {"ruling": "A7", "about": ["§6"], "title": "The stronger player has nothing to turn",
     "text": ["A player with an empty pack concedes only when they are the weaker, or equal, and would have "
              "to turn a card. As long as they are ahead, they have nothing to do."]},
    {"ruling": "A9", "about": ["§7"], "title": "A single game",
     "text": ["The booklet describes no match of several games: the Compagnon counts one game, up to 6 hands "
              "or until both packs run out."]},
]
