"""Bridgette, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "What you need",
     "text": ["A tarot pack cut down to 55 cards: the 52 ordinary cards, the 1 of trumps, a single Cavalier "
              "(the Knight) and the Excuse."]},
    {"article": "§2", "title": "The players",
     "text": ["A Bridge for two players."]},
    {"article": "§3", "title": "Order of the cards and the Colons",
     "text": ["Only the number of tricks counts. In every suit, from lowest to highest: 2, 3… 10, Jack, Queen, "
              "King, Ace.",
              "The three tarot cards are the Colons, each tied to a group: the Grand Colon (the tarot's 1 of "
              "trumps) to the Aces, the Colon Royal (the Cavalier) to the court cards, the Petit Colon (the "
              "Excuse) to the cards from 2 to 10."]},
    {"article": "§4", "title": "The deal",
     "text": ["Thirteen cards to each player, one at a time; the next card is turned face up beside the "
              "stock."]},
    {"article": "§5", "title": "The exchange",
     "text": ["The dealer's opponent draws 2 cards. The dealer draws 4 if the turned card is a 2 to 10 or the "
              "Petit Colon, 8 if it is a court card or the Colon Royal, 12 if it is an Ace or the Grand Colon. "
              "Each then discards as many cards, face down, to get back to 13."]},
    {"article": "§6", "title": "The bidding",
     "text": ["The dealer's opponent calls first. A bid states a number of tricks beyond 6 (from 0 to 7) and a "
              "trump; the strains rise from Clubs to Diamonds, Hearts, Spades, then No Trumps (Sans-Atout). "
              "Level 0 exists only at No Trumps. Each bid must beat the one before.",
              "Naming a trump suit needs at least 2 cards of that suit; No Trumps, at least one card of every "
              "suit; skipping levels in a suit, at least 4 cards.",
              "You may double the bid your opponent has just made; they pass (the bidding ends), bid higher "
              "(the double lapses) or redouble (the bidding ends). Otherwise the bidding ends once both have "
              "called and both pass in a row."]},
    {"article": "§7", "title": "The play",
     "text": ["The declarer leads; the winner of a trick leads to the next. You must follow the suit led if "
              "you can, with no duty to trump or to play higher. Trumps beat the other suits."]},
    {"article": "§7.1", "title": "What the Colons do",
     "text": ["Answering with the Colon of the led card's group loses the trick, but the opponent may not lead "
              "that suit again to the next trick (unless it is all they hold). Another Colon may only be "
              "played when void in the suit led, and loses the trick without banning anything.",
              "A Colon led loses to a card of its group or to a trump, and beats everything else."]},
    {"article": "§7.2", "title": "The tricks in front of you",
     "text": ["Each player keeps the cards they played in front of them, tricks won to the left, tricks lost to "
              "the right: the score can be followed and the hands rebuilt to check."]},
    {"article": "§8", "title": "The scoring",
     "text": ["A declarer who makes at least the contract scores: minimum 100 (0NT and the 1-level suit bids), "
              "part-score 200, game 700, small slam 1400, under slam (sous chelem, 5NT) 1500, giant slam "
              "(chelem géant, 6NT) 2000, grand slam 2100, super slam (7NT) 2500.",
              "On top: doubled 400, redoubled 1000; at least one overtrick 100 (200 doubled, 500 redoubled).",
              "If the declarer goes down, only the defender scores: 100 per missing trick up to 5, 1000 from "
              "6 on; tripled if the contract is doubled, quadrupled if it is redoubled."]},
    {"article": "§9", "title": "The faults",
     "text": ["Each fault hands tricks to the opponent before scoring: 3 for a No Trumps bid made without a "
              "card of every suit, 2 for any other fault."]},
    {"article": "§10", "title": "The end of the game",
     "text": ["Six rounds are played; on a tie, a seventh deal decides."]},
    {"ruling": "A1", "about": ["§8"], "title": "2NT and 3NT",
     "text": ["The table lists 3NT twice and leaves out 2NT: 2NT is a part-score (200), 3NT a game (700)."]},
    {"ruling": "A2", "about": ["§6", "§10"], "title": "Nobody bids",
     "text": ["The deal is cancelled and dealt again by the next dealer; it does not count among the six "
              "rounds."]},
    {"ruling": "A3", "about": ["§4"], "title": "The dealer",
     "text": ["The players deal in turn, a cancelled deal included."]},
    {"ruling": "A4", "about": ["§6"], "title": "Jumping to No Trumps",
     "text": ["One card of every suit is enough; the 4 cards only apply to suits."]},
    {"ruling": "A5", "about": ["§9"], "title": "Faults on both sides",
     "text": ["The tricks owed by each player are first set off against each other, then the difference is "
              "handed over; the declarer stays between 0 and 13 tricks."]},
    {"ruling": "A6", "about": ["§8"], "title": "Overtricks",
     "text": ["A single bonus, whether there is one overtrick or several."]},
    {"ruling": "A7", "about": ["§7.1"], "title": "The right Colon",
     "text": ["The Colon of the led card's group may be played even when holding the suit."]},
    {"ruling": "A8", "about": ["§7.1"], "title": "Answering a Colon",
     "text": ["You may answer with any card; a Colon played on a Colon loses."]},
    {"ruling": "A9", "about": ["§7.1"], "title": "The banned suit",
     "text": ["A Colon counts as another card: a player holding the banned suit and a Colon must lead something "
              "other than that suit."]},
    {"ruling": "A10", "about": ["§9"], "title": "No Trumps without every suit",
     "text": ["Each faulty No Trumps bid costs 3 tricks, by either player, even if it is not the final "
              "contract."]},
    {"ruling": "A11", "about": ["§9"], "title": "The other faults",
     "text": ["Revoke, illegal Colon, banned suit led again, a bid without the cards it requires, a call out of "
              "turn: 2 tricks each."]},
    {"ruling": "A12", "about": ["§6"], "title": "Who doubles",
     "text": ["Only the opponent of the bid just made; only the doubled player redoubles."]},
    {"ruling": "A13", "about": ["§8"], "title": "The under slam",
     "text": ["5NT is worth more than the small slams in a suit, though these rank higher in the bidding: the "
              "table is applied as it stands."]},
]
