"""Démons, in our own words, with the rulebook's article numbers and our rulings.

Les Héritiers (``heritiers.py``) reuses the articles and rulings: its chapter
is the same text under another name, so nothing here names the game itself.
"""

ARTICLES = [
    {"article": "§1", "title": "What you need",
     "text": ["From two tarot packs, keep 33 cards: the Kings and Knights (Cavaliers) of both packs, one Queen, "
              "one Jack and one 6 of each suit, and the trumps 1 to 5, called the Demons (Démons). The 8s of "
              "spades, diamonds and clubs serve as markers.",
              "You can play with two 52-card packs: the 10s take the part of the Knights, and the Ace and the 2 "
              "to 5 of hearts that of Demons 1 to 5 (see ruling A-2)."]},
    {"article": "§2", "title": "The idea",
     "text": ["Three players, each for themselves. You take tricks that are worth points, build combinations "
              "with the cards you play, and bet on the number of tricks. In each deal, one of the three is "
              "secretly the Diable (the Devil); the other two are the humans."]},
    {"article": "§2.1", "title": "How a deal goes",
     "text": ["Colours are drawn only once, at the start of the game. Each deal runs through the dealing, the "
              "exchanges against 6s, then the bets and the nine tricks, during which combinations are declared, "
              "and finally the scoring.",
              "The booklet's cross-references from one section to another are sometimes wrong (see ruling "
              "A-3)."]},
    {"article": "§3", "title": "Order and value of the cards",
     "text": ["To take a trick, from lowest to highest: 6, Jack, Queen, Knight, King. Among Demons, the 1 beats "
              "all the others and the 5 is the lowest.",
              "For a human, a Queen is worth 4, a King or a Knight 2, a Jack 1, a 6 nothing: the Queen is worth "
              "more than her strength in the trick. For the Diable, every ordinary card is worth 1. Demons are "
              "worth nothing."]},
    {"article": "§4", "title": "The players' colours",
     "text": ["Before the first deal, each player draws one of the three 8s at random and lays it in front of "
              "them: spades, diamonds or clubs becomes their colour for the whole game."]},
    {"article": "§5", "title": "The deal and the Diable",
     "text": ["Nine cards each, two at a time, then one in the last round. During the first three rounds, the "
              "dealer sets two cards aside face up, as if for a fourth player sitting opposite: six cards are "
              "turned up.",
              "The Diable is the player who received Demon 1; if the 1 is among the turned-up cards, it is the "
              "one holding the 2, and so on. They keep it secret, and nobody may say whether they are the Diable "
              "or not. If all five Demons are turned up, the cards are dealt again."]},
    {"article": "§6", "title": "The exchanges against 6s",
     "text": ["A player who shows two 6s may exchange one card from their hand for a turned-up card; with three "
              "6s, two cards; with four, three. The cards they give back stay hidden, out of play."]},
    {"article": "§7", "title": "The bets",
     "text": ["You bet on the tricks in two ways: the partial win (§7.1) and the full win (§7.2). A bet stops "
              "play until everyone has answered."]},
    {"article": "§7.1", "title": "The partial win",
     "text": ["The aim is to take more tricks than each of the other two. If nobody has bet, it earns 5 points.",
              "Until the first card of the 3rd trick, a player may announce a bet: the stake becomes 10, which "
              "they will win or lose according to their tricks. Each of the others answers in turn: they concede "
              "(they can no longer win anything and drop out of all the bets of the deal), hold (they commit "
              "likewise, on their own tricks) or raise (the stake doubles and a new round of answers opens; "
              "those already committed can now only lose their stake). The stake stops at 40: one bet and two "
              "raises.",
              "After a bet on the full win, nobody bets on the partial win any more; partial commitments already "
              "made stay with those who do not commit to the full win."]},
    {"article": "§7.2", "title": "The full win",
     "text": ["The aim is to take at least 5 of the 9 tricks. The bet is made until the first card of the 5th "
              "trick, starts at 20 and goes on as for the partial win, up to 80. With no bet, a majority of the "
              "tricks earns nothing extra."]},
    {"article": "§8", "title": "Playing the cards",
     "text": ["The dealer's neighbour leads to the first trick; after that, whoever wins a trick leads to the "
              "next.",
              "When playing a Demon, you may make it possess one of the turned-up cards: you lay that card on "
              "it, the Demon counts as that card, and the card stays in the trick. A Demon played without "
              "possessing anything is called pure.",
              "You must follow the suit led, with an ordinary card or with a Demon possessing a card of that "
              "suit; otherwise you play what you like. On a pure Demon, you must play a pure Demon if you have "
              "one. You are never obliged to try to win the trick.",
              "The trick goes to the highest pure Demon; failing that, to the highest card of the suit led. A "
              "possessed card beats the same ordinary card; between two possessing Demons, the rank of the "
              "possessed cards decides, then the order of the Demons. Each player keeps their tricks apart.",
              "The Diable reveals themselves by playing the Demon that made them the Diable. At the end of that "
              "trick, they may exchange a card from their hand for a turned-up card; the card they give back "
              "joins the turned-up cards, and any Demon may possess it."]},
    {"article": "§9", "title": "The combinations",
     "text": ["They are built with the cards you play, trick after trick. Each card is declared aloud as it is "
              "played, for a Pareil (a set) or for a Suite (a run), never for both; the dealer, or a chosen "
              "player, writes down the declarations. A 6 belongs to no combination; a Demon counts as the card "
              "it possesses.",
              "A combination left at one card is a failure. The first failure costs nothing; each further one "
              "costs 10 points, but a successful combination gives back the right to one free failure.",
              "Only the best combination of each kind is paid. At equal length, the highest card wins, in the "
              "order Jack, Knight, Queen, King."]},
    {"article": "§9.1", "title": "The Pareil",
     "text": ["Cards of the same rank, from a pair up to four, and up to eight for the Kings and the Knights. "
              "More cards always beat fewer. Pair 10, three 20, four 40, five cards or more 50.",
              "If two players tie for the best Pareil, nobody scores: an equal Pareil made later by an opponent "
              "cancels the first one."]},
    {"article": "§9.2", "title": "The Suite",
     "text": ["Cards of one suit that follow one another in the order Jack, Knight, Queen, King, from two to "
              "four cards. Longer beats shorter. Two cards 15, three 30, four 60.",
              "If the best Suites are tied, nobody scores."]},
    {"article": "§10", "title": "The points of the tricks",
     "text": ["Each player counts the cards in their tricks at the values of §3. Each court card (Jack, Queen, "
              "Knight, King) of their colour, the suit of their 8, earns 1 point more."]},
    {"article": "§10.1", "title": "The Diable's points",
     "text": ["The Diable has two colours: that of their 8, and hearts; their court cards of either earn 1 point "
              "more. Each court card in one of their tricks that holds a Demon earns 1 more point. If they took "
              "at least three 6s, they gain 10 points."]},
    {"article": "§11", "title": "Scoring",
     "text": ["In each deal, every player scores the points of their tricks, the best Suite and the best Pareil "
              "if they win them, and the stake on the tricks, won or lost; penalties are taken off."]},
    {"article": "§12", "title": "The end of the game",
     "text": ["A player who reaches 333 points during a deal in which they bet, held or raised, on the partial "
              "or the full win, wins the game, even if they lost their bet. Without having bet, they go back to "
              "the score they had before the deal.",
              "If several players meet these conditions in the same deal, the one who won the tricks wins; if "
              "none of them did, they all go back to their scores from before the deal."]},
    {"article": "§13", "title": "Penalties",
     "text": ["Saying that you are the Diable, or that you are not, costs 50 points; the deal goes on.",
              "Playing a pure Demon while holding the suit led stops the deal: it is annulled and the offender "
              "loses 100 points (see ruling A-1)."]},
]

RULINGS = [
    {"ruling": "A-1", "about": ["§13", "§8"], "title": "A pure Demon when you could have possessed",
     "text": ["The booklet leaves open the case of a player who did not hold the suit in hand, but could have "
              "possessed a turned-up card of that suit. By default, they are not punished; a house rule lets "
              "you punish it like the fault of §13."]},
    {"ruling": "A-2", "about": ["§1"], "title": "A single 52-card pack",
     "text": ["Two Kings and two Knights of each suit are needed: one 52-card pack cannot supply the 33 cards. "
              "Only the two-pack versions are offered; they change only the names of the cards."]},
    {"ruling": "A-3", "about": ["§2.1"], "title": "The booklet's cross-references",
     "text": ["The text sometimes points to the wrong section. We always cite the one that holds the rule: §8 "
              "for the play and the Diable's exchange, §9 for the combinations, §10 and §11 for the scoring."]},
    {"ruling": "A-5", "about": ["§5", "§13"], "title": "The dealer",
     "text": ["The deal passes to the next player. After a redeal (all five Demons turned up) or a deal annulled "
              "by a fault, the same dealer starts again. A dealer entered by hand is taken as given."]},
    {"ruling": "A-6", "about": ["§7.1", "§7.2"], "title": "Conceding the full win",
     "text": ["Conceding a bet on the full win takes you out of that bet and the following ones, but leaves a "
              "commitment already made on the partial win. Conceding on the partial win takes you out of all the "
              "bets of the deal."]},
    {"ruling": "A-7", "about": ["§7.1"], "title": "Conceding after a raise",
     "text": ["A player overtaken by a raise stays committed to their loss. If they then concede, they can no "
              "longer win anything, but they still pay their stake if they do not win the tricks."]},
    {"ruling": "A-8", "about": ["§7.1", "§7.2"], "title": "One bet per win",
     "text": ["Each win is bet only once per deal; raising is only done in answer, during a round of answers."]},
    {"ruling": "A-9", "about": ["§9", "§9.2"], "title": "Building a Suite",
     "text": ["Each card declared must extend the Suite downwards or upwards. A card played without a "
              "declaration ends the combination in progress."]},
    {"ruling": "A-10", "about": ["§8"], "title": "Two identical cards in a trick",
     "text": ["The Kings and Knights exist twice: between two identical ordinary cards, the one played first "
              "wins."]},
    {"ruling": "A-11", "about": ["§8"], "title": "Other cards played wrongly",
     "text": ["A card that breaks the duty to follow suit is refused and taken back, without penalty. Only the "
              "fault of §13 is punished."]},
    {"ruling": "A-12", "about": ["§10.1"], "title": "Tricks with a Demon",
     "text": ["Only the Diable's tricks count. A trick holds a Demon as soon as a Demon was played in it, pure "
              "or possessing."]},
    {"ruling": "A-13", "about": ["§5", "§6"], "title": "The Diable is fixed at the deal",
     "text": ["Taking a turned-up Demon in an exchange against 6s does not make you the Diable. If the Diable "
              "discards the Demon that made them the Diable, they can no longer reveal themselves or make their "
              "exchange."]},
    {"ruling": "A-14", "about": ["§8"], "title": "What a Demon possesses",
     "text": ["A Demon possesses only an ordinary card, never a turned-up Demon."]},
    {"ruling": "A-15", "about": ["§8"], "title": "Two possessing Demons",
     "text": ["Possessed cards are compared by their strength in play (§3), not by their point value; on a tie, "
              "the higher Demon wins."]},
    {"ruling": "A-16", "about": ["§12"], "title": "Winning the tricks at 333",
     "text": ["To separate several players at 333, winning the tricks means the partial win: strictly more "
              "tricks than each of the others."]},
    {"ruling": "A-17", "about": ["§6"], "title": "The order of the exchanges",
     "text": ["The exchanges against 6s are made in turn, starting with the dealer's neighbour."]},
    {"ruling": "A-18", "about": ["§7.1"], "title": "The 5 points with no bet",
     "text": ["They are gone as soon as a bet has been made, whether on the partial win or on the full win."]},
    {"ruling": "A-19", "about": ["§9"], "title": "The free failure",
     "text": ["It is counted deal by deal: each player gets one back at the start of every deal."]},
    {"ruling": "A-20", "about": ["§7.1"], "title": "The order of the answers",
     "text": ["After a bet or a raise, the others answer in table order, starting with the neighbour of the "
              "player who has just spoken; an answer in another order is refused. A deal cannot leave a bet "
              "unanswered."]},
]

PAGE = ARTICLES + RULINGS
