"""Loba, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "What you need",
     "text": ["Two full packs with their jokers: 108 cards, each card twice and four jokers. 3 to 5 players, "
              "each for themselves; a game is played over six rounds (mènes)."]},
    {"article": "§2", "title": "The deal",
     "text": ["Eleven cards to each player, one at a time. The rest makes the stock, face down; its top card is "
              "turned face up beside it to start the discard pile."]},
    {"article": "§3", "title": "A turn",
     "text": ["On your turn, you take a card, from the stock or from the discard pile, and you always end by "
              "throwing a card onto the discard pile. You cannot pass your turn."]},
    {"article": "§4", "title": "The aim", "text": ["Get rid of your cards in each round, and end the game with "
                                                   "as few points as possible."]},
    {"article": "§4.1", "title": "The aim of a round",
     "text": ["Each player must first lay down, all at once, exactly the combinations the round calls for, "
              "nothing more. Then, on later turns only, they add to the combinations on the table, their own "
              "as well as the others', to empty their hand.",
              "The round stops as soon as a player has no cards left in hand."]},
    {"article": "§4.2", "title": "The aim of the game",
     "text": ["After the sixth round, the player with the fewest points wins."]},
    {"article": "§5", "title": "The combinations of each round",
     "text": ["First meld required: round 1, two sets (6 cards); round 2, a set and a run of four (7); "
              "round 3, two runs of four (8); round 4, three sets (9); round 5, two sets and a run of four (10); "
              "round 6, a set and two runs of four (11).",
              "A set (brelan) is three cards of the same rank (two may be identical, with two packs). A run of "
              "four (quarte) is four cards in sequence in the same suit."]},
    {"article": "§6", "title": "Order of the cards, jokers, points",
     "text": ["Order: Ace (1), 2, 3 … 10, Jack, Queen, King, Ace. The Ace goes below the 2 or above the King, but "
              "a run does not go round the corner: King, Ace, 2 are not in sequence.",
              "A joker stands for any card, only one per combination.",
              "Points only matter at the end of the round: cards from 1 to 10 are worth their number, Jack 11, "
              "Queen 12, King 13, joker 25."]},
    {"article": "§7", "title": "Details", "text": ["What the meld, additions and runs allow."]},
    {"article": "§7.1", "title": "The first meld",
     "text": ["Only the combinations of the current round may be laid the first time. Six cards of the same "
              "rank (a sextuple) count as two sets: that way you leave less to add on to.",
              "On later turns, you may lay other sets or runs as you please."]},
    {"article": "§7.2", "title": "Additions",
     "text": ["After your first meld, and never in the same turn, you add to any combination on the table, "
              "since a combination laid down belongs to nobody any more: you extend a run, or add cards of the "
              "same rank to a set.",
              "A joker on the table never goes back into a hand. But if it ends a run, you may lay the real card "
              "in its place and move the joker one step outwards."]},
    {"article": "§7.3", "title": "Runs",
     "text": ["A run is made in a single suit. As a variant, the table may accept runs of mixed suits (house "
              "rules)."]},
    {"article": "§8", "title": "End of the round",
     "text": ["It comes when a player has laid down all their cards; a joker may be their last card."]},
    {"article": "§9", "title": "Scoring",
     "text": ["It is a penalty count. The player who went out scores 0. Each of the others adds to their total "
              "the value of the cards they still hold; what is laid on the table does not count.",
              "The lowest total at the end wins."]},
    {"ruling": "L-1", "about": ["§2"], "title": "Who deals, who starts",
     "text": ["The first dealer is drawn by lot; the next player plays first, and the deal passes to the "
              "neighbour each round."]},
    {"ruling": "L-2", "about": ["§3", "§8"], "title": "How you go out",
     "text": ["You go out when your hand is empty, whether by laying your last cards or by discarding the last "
              "one. In the sixth round, the first meld takes 11 cards: whoever makes it goes out in the same "
              "turn."]},
    {"ruling": "L-3", "about": ["§6"], "title": "The value of the Ace",
     "text": ["Left in hand, the Ace is worth 1 point, whether it is played at the bottom or the top of runs."]},
    {"ruling": "L-4", "about": ["§4.2"], "title": "A tie at the end",
     "text": ["If several players share the lowest total after the sixth round, they share the win."]},
    {"ruling": "L-5", "about": ["§7.2"], "title": "Moving a joker at the end of a run",
     "text": ["A joker is never moved beyond the Ace: neither above a high Ace, nor below a low Ace."]},
    {"ruling": "L-6", "about": ["§4.1", "§7.1"], "title": "The size of the combinations in the first meld",
     "text": ["In the first meld, a set has exactly 3 cards and a run 4; only the sextuple is an exception. Four "
              "of a kind or a run of five come later, through additions."]},
    {"ruling": "L-7", "about": ["§3"], "title": "The stock runs out",
     "text": ["Shuffle the discard pile, except its top card, to make a new stock (common practice; the "
              "booklet says nothing about it)."]},
    {"ruling": "L-8", "about": ["§5"], "title": "Two identical cards in a set",
     "text": ["With two packs, two cards of a set may be exactly the same card; three is impossible."]},
    {"ruling": "L-9", "about": ["§1"], "title": "The number of players",
     "text": ["The table of contents lists Loba among the three-player games, but the text says 3 to 5: it is "
              "played by 3 to 5."]},
]
