"""Bernicle, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "What you need",
     "text": ["Two 32-card packs without the 8s and 9s: 48 cards, 7 to Ace, each card twice."]},
    {"article": "§2", "title": "The idea",
     "text": ["Three players, each for themselves. You bid, declare melds, then play tricks: a taker against "
              "two defenders. The game comes from Pinochle."]},
    {"article": "§3", "title": "The deal",
     "text": ["Thirteen cards to each player, in twos or fours, never in threes. The dealer also sets aside a "
              "chien (the dog) of 5 cards and two chiots (the puppies) of 2 cards. Thirteen tricks are "
              "played."]},
    {"article": "§4", "title": "Order and value of the cards",
     "text": ["From lowest to highest, in every suit, trumps included: 7, Jack, Queen, King, 10, Ace.",
              "In tricks, only the 10s and Aces (10 points each) and the Kings (5 points) count: 200 points in "
              "all."]},
    {"article": "§5", "title": "The bidding",
     "text": ["In turn, each player bids a contract in points or passes. The opening bid is 150 or 160, then "
              "each bid goes up by 10 or 20, no more. The bidding stops when two players pass one after the "
              "other.",
              "The highest contract makes the taker, who chooses trumps. Tricks and melds count together to make "
              "it: a contract may go above 200."]},
    {"article": "§6", "title": "The exchanges",
     "text": ["The taker takes the chien without showing it and discards 5 cards face down into the niche (the "
              "kennel); each defender does the same with a chiot and discards 2. So the niche holds 9 cards, and "
              "everyone keeps 13 cards."]},
    {"article": "§7", "title": "The melds",
     "text": ["Before play, each player declares and shows their melds (combinaisons), and they are written "
              "down.",
              "Marriage (Queen and King of a suit that is not trumps) 20; Royal marriage (Queen and King of "
              "trumps) 40; Bernicle (Queen of Spades and Jack of Diamonds) 40; Grande Bernicle (the great "
              "Bernicle: Queen and King of Spades with the Jack of Diamonds) 90; Double Bernicle (both Queens of "
              "Spades and both Jacks of Diamonds) 300.",
              "Four of a kind (carré), one of each suit: Jacks 40, Queens 60, Kings 80, Aces 100; eight of a "
              "kind (octuple: all eight cards of a rank, Jacks, Queens, Kings or Aces) 600.",
              "Procession (all four marriages) 400; Family (Jack, Queen, King, 10, Ace of a suit that is not "
              "trumps) 100; Royal family (the same in trumps) 200.",
              "A larger meld does not add up with the smaller one it contains: the Grande Bernicle replaces the "
              "marriage in Spades and the Bernicle, the Procession its marriages, the Family its marriage, the "
              "Royal family its Royal marriage."]},
    {"article": "§8", "title": "The play",
     "text": ["The taker leads. You must follow the suit led and play higher to win the trick when you can; "
              "otherwise any card of the suit.",
              "Without the suit, you trump; if the trick is already trumped, overtrump if you can, otherwise "
              "undertrump. With neither the suit nor a trump, play anything.",
              "The highest trump wins the trick, otherwise the highest card of the suit led; of two identical "
              "cards, the one played first wins."]},
    {"article": "§9", "title": "The niche",
     "text": ["After the last trick, the 9 cards of the niche are turned over. Its combinations, different from "
              "those of the hand, score for the defence: each tierce (three cards in sequence) in a suit 30; four "
              "cards of the same rank, of any suits, 40, five 50, six 60, seven 80, eight 100; each Petite "
              "Bernicle (the little Bernicle: a Jack and a Queen of different suits) 100."]},
    {"article": "§10", "title": "Scoring",
     "text": ["A player who took no trick scores nothing at all, not even their melds.",
              "A player who takes all thirteen tricks (capot) adds 200 to their trick points.",
              "The taker makes the contract if their tricks and melds reach it: they then score the contract, "
              "their tricks and their melds; if the contract is lost, only their melds.",
              "Each defender scores the tricks and melds of the defence, plus the points of the niche; if the "
              "taker lost the contract, they add the contract as well."]},
    {"article": "§11", "title": "Faults",
     "text": ["A fault stops the deal at once."]},
    {"article": "§11.1", "title": "A fault by the taker",
     "text": ["The taker scores 0. The defenders score as if the contract were lost: the defence's tricks and "
              "melds, the niche and the contract."]},
    {"article": "§11.2", "title": "A fault by a defender",
     "text": ["The offender scores 0. The taker scores as if the contract were made, their tricks counted as "
              "200: contract, 200 and their melds. The other defender keeps their melds and the niche, but "
              "loses their tricks."]},
    {"article": "§11.3", "title": "Misdeal",
     "text": ["A dealer who deals wrongly loses 200 points."]},
    {"article": "§12", "title": "Winning",
     "text": ["The first player to reach 2000 points wins the game."]},
    {"article": "§13", "title": "Clarifications", "text": ["Three clarifications from the booklet, below."]},
    {"article": "§13.1", "title": "Capot and the contract",
     "text": ["The 200 points of the capot count towards making the contract."]},
    {"article": "§13.2", "title": "Bidding again after passing",
     "text": ["A player who has passed may bid again on a later turn."]},
    {"article": "§13.3", "title": "No bonus for the last trick",
     "text": ["The last trick earns nothing beyond its cards."]},
    {"ruling": "R1", "about": ["§10", "§11.1"], "title": "Defence scoring",
     "text": ["Taken literally, the text gives each defender the defence's total (the tricks and melds of "
              "both): this is our default. The house rules let each defender score only their own. A "
              "defender's fault (§11.2) is always scored as written."]},
    {"ruling": "R2", "about": ["§10"], "title": "A defender without a trick",
     "text": ["They score 0, but their tricks and melds still count in their partner's total."]},
    {"ruling": "R3", "about": ["§4", "§9"], "title": "The card points of the niche",
     "text": ["The 10s, Aces and Kings discarded into the niche belong to nobody: tricks make 200 minus what "
              "the niche kept, and the capot adds 200 to the points actually taken."]},
    {"ruling": "R4", "about": ["§5", "§10"], "title": "A taker without a trick",
     "text": ["If their melds are enough to reach the contract, it is made: the defence does not receive the "
              "contract. But the taker, with no trick, scores 0."]},
    {"ruling": "R5", "about": ["§7"], "title": "Family and Royal family",
     "text": ["The booklet describes them in the same words. As for the marriages, the Family is in a suit that "
              "is not trumps (100), the Royal family in trumps (200)."]},
    {"ruling": "R6", "about": ["§7"], "title": "One card in several melds",
     "text": ["The melds form three groups: the marriage group (marriages, families, Procession, Grande "
              "Bernicle), the Bernicle group, and the fours and eights of each rank. Within one group, a card "
              "serves only once; from one group to another, it may serve again.",
              "So the Queen of Spades of a Bernicle may also count in four Queens. As two packs hold only two "
              "copies of each card, the declarations of the three players and the niche cannot call for "
              "more."]},
    {"ruling": "R7", "about": ["§9"], "title": "Counting the niche",
     "text": ["A tierce is three ranks in sequence in one suit (7 and Jack are in sequence, the 8s and 9s being "
              "removed); count as many separate tierces as possible. For each rank present four times or more, "
              "a single combination, the size of the group. Petites Bernicles are counted in separate pairs. A "
              "card may serve in two kinds of combination."]},
    {"ruling": "R8", "about": ["§11"], "title": "Faults replace the scoring",
     "text": ["After a fault, only the scoring of §11 applies: neither the rule of the player without a trick, "
              "nor the capot."]},
    {"ruling": "R9", "about": ["§5"], "title": "Nobody bids",
     "text": ["The bidding ends only after a first bid. If all three pass without bidding, nothing is scored and "
              "the next player deals."]},
    {"ruling": "R10", "about": ["§3", "§11.3"], "title": "Who deals",
     "text": ["The booklet does not say: the deal passes to the next player each time. After a misdeal, the "
              "same dealer, after their −200, deals again."]},
    {"ruling": "R11", "about": ["§12"], "title": "Several players at 2000",
     "text": ["The highest score wins; on an exact tie, one more deal is played."]},
    {"ruling": "R12", "about": ["§7"], "title": "The Grande Bernicle with Spades as trumps",
     "text": ["It is worth 90 whatever the trump, and replaces the marriage in Spades even when that marriage "
              "would be royal."]},
    {"ruling": "R13", "about": ["§7"], "title": "Eight of a kind and Double Bernicle",
     "text": ["Eight of a kind replaces the two fours of its rank, the Double Bernicle its two Bernicles: you "
              "declare the larger meld, not the smaller ones."]},
]
