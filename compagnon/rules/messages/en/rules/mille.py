"""Mille, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "What you need",
     "text": ["A 32-card pack without the 7s and 8s: 24 cards are left, 9 to Ace in each suit."]},
    {"article": "§2", "title": "The players",
     "text": ["Three players, each for themselves. The first to 1000 points wins the game."]},
    {"article": "§3", "title": "Value and order of the cards",
     "text": ["Ace 11, 10 10, King 4, Queen 3, Jack 2, 9 0: each suit is worth 30, the pack 120 points. The "
              "last trick earns nothing extra.",
              "In each suit, the card worth more beats the card worth less (see ruling A2)."]},
    {"article": "§3.1", "title": "Marriages",
     "text": ["A Queen and King of the same suit, held together in hand, make a marriage: Spades 40, Clubs 60, "
              "Diamonds 80, Hearts 100. Each suit has only one pair: at most four marriages per deal."]},
    {"article": "§4", "title": "The deal",
     "text": ["Seven cards to each player, one at a time; during the first three rounds, one card goes to the "
              "chien (the dog, a kitty), which so holds three cards."]},
    {"article": "§5", "title": "The bidding",
     "text": ["Bids go in multiples of 5, from 100. Bidding over 120 is allowed only with a marriage among your "
              "seven cards. The last bidder becomes the taker; the two others defend."]},
    {"article": "§6", "title": "The chien",
     "text": ["The taker shows the chien, adds it to their hand, then gives one card face down to each "
              "opponent: everyone plays with eight cards."]},
    {"article": "§6.1", "title": "The bomb",
     "text": ["Once per game, instead of playing, the taker may give up after seeing the chien: they score "
              "nothing and each defender gets half the contract (see §9.3)."]},
    {"article": "§7", "title": "The play",
     "text": ["Eight tricks. The taker leads; the winner of a trick leads to the next. You must follow the suit "
              "led; without it, you must trump if there are trumps; otherwise play what you like. No obligation "
              "to beat the card or to overtrump."]},
    {"article": "§8", "title": "Declaring a marriage",
     "text": ["Only the player who has just won a trick may declare a marriage, by leading the Queen or King of "
              "the pair to the next trick. The marriage scores its points and its suit becomes trumps, until the "
              "next marriage."]},
    {"article": "§9", "title": "The count",
     "text": ["The taker adds up their trick and marriage points: if they reach their contract, they score the "
              "contract; otherwise they lose it.",
              "Each defender scores their trick and marriage points, rounded to the nearest multiple of 5.",
              "The game stops as soon as a player reaches 1000; the highest score wins."]},
    {"article": "§9.1", "title": "The tonneau",
     "text": ["A score that lands between 880 and 999 is brought back to 880: the player is on the tonneau (the "
              "barrel). They no longer score anything in defence there: the only way off is to make a contract "
              "that takes them to 1000. If they stay there more than three turns in a row, they fall back to "
              "760."]},
    {"article": "§9.2", "title": "Bars",
     "text": ["A defender who takes no points in their tricks gets a bar (barre). At every third bar, they lose "
              "120 points."]},
    {"article": "§9.3", "title": "The count of a bomb",
     "text": ["Each defender scores half the contract, rounded up to the ten; the taker scores nothing."]},
    {"article": "§10", "title": "Faults",
     "text": ["Not following suit, not trumping when you must, trumping while holding the suit led, declaring a "
              "marriage without the pair: these are serious faults.",
              "A fault by the taker loses them their contract. A fault by a defender costs them 120 points and "
              "cancels the deal.",
              "A misdeal does not count: the same dealer deals again."]},
    {"ruling": "A1", "about": ["§2"], "title": "Three players",
     "text": ["The table of contents files Mille among the games for two, but the whole rule is written for "
              "three: it is played by three."]},
    {"ruling": "A2", "about": ["§3"], "title": "The order of the cards",
     "text": ["The printed order (9, 10, Jack, Queen, King, Ace) contradicts the note that follows it. By "
              "default, the order follows the values: 9, Jack, Queen, King, 10, Ace. The table may choose the "
              "printed order in the house rules."]},
    {"ruling": "A4", "about": ["§9"], "title": "The taker is not rounded",
     "text": ["The taker's exact total is compared with their contract; only the defenders' points are rounded. "
              "A house rule lets the taker be rounded too."]},
    {"ruling": "A5", "about": ["§6.1", "§9.3"], "title": "Half a bomb",
     "text": ["Half the contract is rounded up to the ten; a half that is already a round ten stays as it is "
              "(115 gives 60, 100 gives 50)."]},
    {"ruling": "A6", "about": ["§9.1", "§9.3"], "title": "The bomb and the tonneau",
     "text": ["A defender on the tonneau does not score half a bomb: those are defence points."]},
    {"ruling": "A7", "about": ["§9.1"], "title": "Turns on the tonneau",
     "text": ["A turn is a deal that starts and ends at 880; the deal that brings you there does not count. "
              "After the third turn, the next one makes you fall back to 760. Bombed or cancelled deals count; "
              "a misdeal does not. The house rules set the number of turns allowed."]},
    {"ruling": "A8", "about": ["§9.1"], "title": "Making a contract on the tonneau",
     "text": ["A taker who makes their contract from 880 without reaching 1000 stays at 880: that is one more "
              "turn."]},
    {"ruling": "A9", "about": ["§9.2"], "title": "Bars add up",
     "text": ["Bars are counted over the whole game; −120 at the third, the sixth… Only the defenders of a deal "
              "played to the end get them."]},
    {"ruling": "A10", "about": ["§10"], "title": "A fault by the taker",
     "text": ["Play stops: the taker loses their contract, the defenders score what they had already won, "
              "rounded, the tonneau taken into account."]},
    {"ruling": "A11", "about": ["§10"], "title": "A fault by a defender",
     "text": ["Only the offender scores: −120. The taker keeps their bomb; the deal counts as a turn on the "
              "tonneau."]},
    {"ruling": "A12", "about": ["§9"], "title": "Two players at 1000",
     "text": ["The highest score wins; on an exact tie, one more deal is played."]},
    {"ruling": "A14", "about": ["§4", "§10"], "title": "The dealer",
     "text": ["The deal passes to the next player after each deal scored; after a misdeal, the same dealer deals "
              "again."]},
    {"ruling": "A15", "about": ["§7"], "title": "No need to beat or overtrump",
     "text": ["Unlike belote, there is no obligation to beat the card: you may trump low."]},
    {"ruling": "A17", "about": ["§9.1", "§9.2"], "title": "Bars on the tonneau",
     "text": ["A defender on the tonneau still gets their bars and their −120: those are not points scored."]},
    {"ruling": "A18", "about": ["§5"], "title": "The marriage in hand during the bidding",
     "text": ["This means the seven cards held during the bidding, before the chien; the marriage need not be "
              "declared afterwards."]},
]
