"""Tarot 4 saisons, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "The cards",
     "text": ["A tarot pack without the 3s and without every card from 5 to 10: 50 cards remain, among them the 21 "
              "trumps and the Excuse."]},
    {"article": "§2", "title": "The idea",
     "text": ["Three-handed tarot, each for themselves: in every deal, one taker plays against the other two. "
              "Trumps make up more than 40% of the pack, so they drive the play, more than the Kings do."]},
    {"article": "§3", "title": "Order and value of the cards",
     "text": ["Trumps run from 1 to 21. In a suit, from lowest to highest: Ace, 2, 4, Jack, Knight, Queen, King. "
              "The Excuse never wins a trick.",
              "The three bouts (the Petit, i.e. the 1 of trumps, the 21 and the Excuse) are worth 10; the four "
              "seasons (trumps 16 to 19) 5; the other trumps 1. King 10, Queen 8, "
              "Knight 6, Ace 4, Jack 2; the 2s and 4s are worth nothing. The pack holds 185 points."]},
    {"article": "§4", "title": "The deal",
     "text": ["Fifteen cards to each player, in packets of five, over three rounds; after the first or the second "
              "round, the dealer puts five cards aside: the chien (the kitty).",
              "A player who received no trump scores 2 points, and the same dealer deals again.",
              "A player who received no face card may declare a Misère: they score 2 points and the deal goes "
              "on."]},
    {"article": "§5", "title": "Bidding and the chien",
     "text": ["The dealer's neighbour speaks first; each bid must beat the highest so far. The bidding stops when "
              "everyone has spoken at least once and two players in a row have passed.",
              "Seven bids, from lowest to highest: “tout” (all), “2 + 2”, “3 cartes” (3 cards), “1 + 1”, "
              "“sans voir” (without looking), “sans points” (without points), “contre” (against). Each is played "
              "simple (take more points than each of the two opponents) or clear (take at least 93 points).",
              "Stakes, simple then clear: tout 2 and 12; 2 + 2 4 and 15; 3 cartes 4 and 15; 1 + 1 6 and 17; sans "
              "voir 7 and 18; sans points 9 and 21; contre 10 and 24.",
              "The taker turns up from the top of the chien as many cards as the bid allows (tout: all five; "
              "2 + 2: two; 3 cartes: three; 1 + 1: one; the others: none), takes them into hand and discards as "
              "many, face down. Neither a King nor a bout may go to the chien.",
              "With “2 + 2” and “1 + 1”, the taker may turn up two (or one) more cards: the stake then drops by 1, "
              "unless an opponent refuses the lower stake.",
              "The points of the chien at the end of the deal go to the taker; with “sans points” they count for "
              "nobody, with “contre” they count for each of the two opponents.",
              "If nobody bids, each player loses 1 point, and the winner or winners of the next deal played "
              "score 3 points more (6, 9… if everyone passes again). This bonus is never multiplied."]},
    {"article": "§6", "title": "Contracts and bonuses",
     "text": ["After the bidding, each player may announce a contract. Some bonuses come by themselves, others only "
              "if announced, others are worth more when announced:",
              "Petit au bout (winning the last trick with the Petit) 3, or 6 announced; 2 avant-dernier (winning "
              "the next-to-last trick with the 2 of trumps) 2, or 4 announced; the 3 bouts in one's tricks 2; "
              "capot (every trick) 4 times the stake, or 8 times announced; quasi (every trick but one) 3, or 6 "
              "announced; the 4 Kings 3, only when announced; the 4 Aces 1; résistance (62 points or more in "
              "defence) 1, or 2 announced, for the taker's opponents only.",
              "A failed contract benefits the other side: failed by the taker, each of the two opponents scores "
              "its value; failed by an opponent, the taker scores it.",
              "These bonuses go straight onto the score sheet: they do not count in the card points that decide "
              "the win. Capturing someone else's Petit or 2 in these tricks brings nothing."]},
    {"article": "§7", "title": "Counters",
     "text": ["Once the contracts are announced, each player may counter what the other side announces: the taker "
              "the opponents' contracts, an opponent the taker's game or contracts. A counter adds 2 to the stake "
              "of the game or contract it targets, once each. A capot cannot be countered."]},
    {"article": "§8", "title": "The Suite",
     "text": ["The game's only declaration: King, Queen, Knight and Jack of one suit, shown after the contracts and "
              "counters, before play. It scores 2 points. Showing it is not compulsory; several players, or "
              "several Suites of one player, may score."]},
    {"article": "§9", "title": "Playing the cards",
     "text": ["The dealer's neighbour leads, except after an announced capot: the taker may then choose to lead. "
              "The winner of a trick leads to the next.",
              "You must follow the suit led, otherwise trump, otherwise play what you like. Whoever plays a trump "
              "on another must play higher if they can. If the Excuse leads, the next card sets the suit.",
              "Each player keeps their tricks face down; anyone may ask to see each player's last trick."]},
    {"article": "§10", "title": "The Excuse",
     "text": ["Playing the Excuse in one of the last two tricks costs 6 points.",
              "A player who plays it and already holds a card of no value (a 2 or a 4) in their tricks gives that "
              "card to the trick's winner and keeps the Excuse; otherwise the Excuse goes to the trick's "
              "winner."]},
    {"article": "§11", "title": "Faults and penalties",
     "text": ["Playing fault (not following suit, not playing higher, not declaring a Misère you hold): the "
              "offender loses the current stake plus 6 points, and the deal is annulled.",
              "Misdeal: the dealer loses 2 points; if it can be repaired, play goes on, otherwise the dealer deals "
              "again.",
              "Chien fault (turning up too many cards): the taker loses 3 points; if the exchange was already "
              "made, the taker also loses the stake and the deal is annulled. Turning up fewer is allowed."]},
    {"article": "§12", "title": "Scoring",
     "text": ["Simple bid: the taker scores the stake with more points than each opponent, double the stake on "
              "reaching 93.",
              "Clear bid: the taker scores the stake on reaching 93.",
              "Otherwise the taker has lost: each of the two opponents scores the stake.",
              "Capot not announced (every trick, all 185 points): the taker scores four times the stake."]},
    {"article": "§13", "title": "Winning",
     "text": ["The first to 50 points or more wins. If several pass the bar in the same deal, it moves back by 10 "
              "points at once, and so on until only one is above it: from 48 to 54 and from 48 to 61, the bar "
              "goes to 60 and the second player wins."]},
    {"ruling": "T-1", "about": ["§4", "§11"], "title": "Who deals",
     "text": ["The deal passes to the next player after a deal played or passed. The same dealer deals again "
              "after a hand with no trump, an annulled deal or a misdeal that cannot be repaired. A dealer given "
              "at entry is always accepted."]},
    {"ruling": "T-2", "about": ["§5"], "title": "The order of the bids",
     "text": ["The booklet's column meant to rank them is empty: all simple bids, in the order of the table, come "
              "before all clear bids, in the same order. That is the order of the stakes. “2 + 2” keeps its rank "
              "even with the option."]},
    {"ruling": "T-3", "about": ["§4"], "title": "The Excuse is not a trump",
     "text": ["A hand whose only “trump” is the Excuse has received no trump: 2 points and a new deal."]},
    {"ruling": "T-4", "about": ["§9", "§10"], "title": "When to play the Excuse",
     "text": ["As in tarot, it may be played at any time instead of the card due, except in the last two tricks "
              "(6-point penalty)."]},
    {"ruling": "T-5", "about": ["§6", "§12"], "title": "The capot replaces the score",
     "text": ["The capot multiplies the stake instead of adding to the result: 4 times, or 8 times if announced. "
              "A capot announced and failed gives 8 times the stake to each opponent, on top of the ordinary "
              "result."]},
    {"ruling": "T-6", "about": ["§6"], "title": "Who may announce what",
     "text": ["Only the taker may announce a capot; only the taker's opponents the résistance. The other contracts "
              "are open to all, and a player may announce several."]},
    {"ruling": "T-7", "about": ["§6"], "title": "Announced or not, not both",
     "text": ["A bonus announced and made scores only its announced value (plus 2 if countered), not the "
              "automatic value on top."]},
    {"ruling": "T-8", "about": ["§6"], "title": "The chien does not count for bonuses",
     "text": ["The 3 bouts, the 4 Kings and the 4 Aces count only in the player's own tricks, never in the chien, "
              "even when its points go to the taker."]},
    {"ruling": "T-9", "about": ["§11"], "title": "What remains of an annulled deal",
     "text": ["Only its penalties, and the Misères declared at the deal. The result, the Suites and the bonuses "
              "disappear."]},
    {"ruling": "T-10", "about": ["§4", "§5"], "title": "The Misère of a passed deal",
     "text": ["The deal is not annulled: the Misère stands even if everyone passes."]},
    {"ruling": "T-11", "about": ["§5"], "title": "The passed-deal bonus",
     "text": ["It goes to the winners of the next deal played to the end; an annulled deal has no winner, so the "
              "bonus waits. A house rule makes it disappear as soon as a bid is made."]},
    {"ruling": "T-12", "about": ["§13"], "title": "A bar nobody reaches any more",
     "text": ["If the bar, once moved back, leaves everyone below it, the game goes on with this new bar, which "
              "never comes down again."]},
    {"ruling": "T-13", "about": ["§4", "§11"], "title": "Compulsory Misère",
     "text": ["The booklet calls it optional, then punishes whoever fails to announce it: by default, not "
              "announcing it is a playing fault when it is noticed. The table can make it optional in the house "
              "rules."]},
    {"ruling": "T-14", "about": ["§5"], "title": "The option half taken",
     "text": ["With “2 + 2”, turning up three cards counts as taking the option (the stake drops, unless "
              "refused); it is not a fault, since the maximum is not exceeded."]},
    {"ruling": "T-15", "about": ["§6"], "title": "Each player's résistance",
     "text": ["Each of the taker's opponents is judged on their own card points, the chien included with a "
              "“contre”."]},
    {"ruling": "T-17", "about": ["§12"], "title": "93 points for every bid",
     "text": ["A clear win always takes 93 points, including with “sans points” and “contre”."]},
    {"ruling": "T-18", "about": ["§6", "§7"], "title": "Counter and announced capot",
     "text": ["The capot itself cannot be countered, but a counter on the game raises the stake, and the announced "
              "capot is paid on that raised stake."]},
    {"ruling": "T-19", "about": ["§5", "§11"], "title": "A King or a bout in the chien",
     "text": ["It is a chien fault: 3 points, plus the stake and the annulment if the exchange was made."]},
    {"ruling": "P-1", "about": ["§9", "§11"], "title": "Not trumping",
     "text": ["Failing to trump when you must is a playing fault, like failing to follow suit."]},
    {"ruling": "P-2", "about": ["§5"], "title": "Speaking again after passing",
     "text": ["A player who passed speaks again when their turn comes round and may still bid; the bidding ends "
              "when everyone has spoken and two players in a row have passed after the last bid."]},
    {"ruling": "P-3", "about": ["§6"], "title": "Quasi and capot",
     "text": ["A player who announced a quasi and took every trick has failed the quasi (one trick had to be left), "
              "but makes the capot."]},
]
