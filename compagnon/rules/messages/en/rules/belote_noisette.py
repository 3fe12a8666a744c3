"""Belote Noisette, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "What you need",
     "text": ["A 32-card pack with one whole suit taken out: 24 cards remain, 7 to Ace in three suits. You also "
              "need 30 noisettes (hazelnuts, or counters) and a pot in the middle of the table."]},
    {"article": "§2", "title": "The idea",
     "text": ["A three-handed belote, each for themselves. The game is played in rounds (manches), each round "
              "in several deals. Everyone starts a round with 10 noisettes and tries to collect 21."]},
    {"article": "§3", "title": "Order and value of the cards",
     "text": ["As in belote. In trumps, from lowest to highest: 7, 8, Queen, King, 10, Ace, 9, Jack. In the "
              "other suits: 7, 8, 9, Jack, Queen, King, 10, Ace (see ruling N1).",
              "Jack of trumps 20, 9 of trumps 14, Ace 11, 10 10, King 4, Queen 3, Jack outside trumps 2; the 7s, "
              "the 8s and the 9s outside trumps are worth nothing. The 24 cards make 122 points."]},
    {"article": "§3.1", "title": "The Belote",
     "text": ["A player holding the Queen and King of trumps may say “Belote” when playing the first of them, "
              "then “Rebelote” with the second. It is worth 10 extra points, not 20 as in ordinary belote."]},
    {"article": "§3.2", "title": "The dix de der",
     "text": ["Whoever wins the eighth and last trick scores 10 extra points (the dix de der, the ten for "
              "last)."]},
    {"article": "§3.3", "title": "The points of a deal",
     "text": ["Cards and the dix de der make 132 points; 142 when a Belote was announced."]},
    {"article": "§4", "title": "The noisettes and the pot",
     "text": ["At the start of a round, everyone receives 10 noisettes and the pot is empty. Before each deal, "
              "each player puts one of their noisettes into the pot."]},
    {"article": "§5", "title": "The deal and the choice of trump",
     "text": ["The dealer gives 5 cards to each player, by 2 then 3 (or 3 then 2), and turns up the next one: "
              "its suit is the trump on offer.",
              "First turn: starting with the player after the dealer, each player takes or passes. The first to "
              "take puts one noisette into the pot (nothing if they have none left), receives the turned card, "
              "and the hands are completed to 8 cards.",
              "Second turn, if everyone passed: one more card to each player, then a second card is turned up. "
              "A player may now take in the suit of either one; it costs 2 noisettes (only one if they have just "
              "one, nothing if they have none left). The taker receives both turned cards.",
              "If everyone passes again, the player after the dealer must take, and pays nothing."]},
    {"article": "§6", "title": "The play",
     "text": ["Eight tricks, played as in belote. The taker leads; whoever wins a trick leads to the next.",
              "You must follow the suit led. If you cannot, you must trump if you have a trump, and play higher "
              "than a trump already down if you can; with no trump, play anything.",
              "The trick goes to the highest trump, otherwise to the highest card of the suit led."]},
    {"article": "§7", "title": "Scoring",
     "text": ["Each deal moves noisettes from the pot to the players; each round earns game points; game points "
              "decide the winner."]},
    {"article": "§7.1", "title": "Sharing the pot",
     "text": ["A taker who makes more than half the points (67 out of 132, 72 out of 142) collects the whole "
              "pot.",
              "If not more than half but ahead of each of the other two, the taker takes 3 noisettes (only 2 if "
              "the pot holds fewer than 4), and the better of the two opponents takes 1.",
              "Otherwise the taker has lost: each opponent takes 2 noisettes (1 if the pot holds fewer than 4).",
              "Whatever is left in the pot is at stake in the next deal."]},
    {"article": "§7.2", "title": "The end of a round",
     "text": ["A player who reaches 21 noisettes wins a complete round: 3 game points.",
              "When a player has no noisette left, the round also stops: it is a partial round. The leading "
              "player scores 2 game points, the second 1.",
              "The next round starts again at 10 noisettes each, with an empty pot."]},
    {"article": "§7.3", "title": "The game",
     "text": ["The first to 6 game points wins. If two players pass the goal together, the higher total wins; if "
              "they are tied, the goal goes up by 2 points, and so on until only one player is past it."]},
    {"article": "§8", "title": "Faults",
     "text": ["Any fault noticed (not following suit, not trumping, not overtrumping, false Belote…) costs the "
              "offender 2 tricks, given to the opponent before the points are counted."]},
    {"ruling": "N1", "about": ["§3"], "title": "The order of the cards",
     "text": ["For the suits outside trumps the booklet prints the order of Mille, which its own remark and its "
              "reference to belote contradict: we follow the belote order. The 7s and 8s, left out, are the "
              "lowest and worth nothing; this gives back the 132 points stated."]},
    {"ruling": "N2", "about": ["§6"], "title": "No partner",
     "text": ["Everyone plays for themselves: the “partner winning the trick” exception does not apply, you "
              "must always trump and overtrump. A house rule can make the two defenders partners; it changes "
              "only the refereeing, never the scoring."]},
    {"ruling": "N3", "about": ["§5", "§7.2"], "title": "Zero noisettes during a deal",
     "text": ["Who has no noisette left is checked only once the deal is settled. A player at zero may take, "
              "and win noisettes back before the end of the deal."]},
    {"ruling": "N4", "about": ["§7.1"], "title": "Two best opponents",
     "text": ["If the two opponents have the same points, nobody takes the best opponent's noisette: it stays "
              "in the pot."]},
    {"ruling": "N5", "about": ["§7.2"], "title": "Ties in a partial round",
     "text": ["Tied players take the better place: two players tied first score 2 points each and nobody scores "
              "1; two players tied second score 1 point each.",
              "Noisettes cannot be split in two (N4), game points are just written down: hence the "
              "difference."]},
    {"ruling": "N6", "about": ["§8"], "title": "Who receives the tricks of a fault",
     "text": ["A defender's fault benefits the taker. The taker's fault gives one trick to each defender. The "
              "table chooses the tricks; the points they hold are entered. A player with fewer than 2 tricks "
              "gives them all.",
              "The dix de der goes with the last trick if it is one of them. The Belote stays with its holder, "
              "unless the fault is precisely a false Belote: then it does not count. The 3-trick penalty for a "
              "No-Trumps contract, borrowed from another game, has no use here."]},
    {"ruling": "N7", "about": ["§6"], "title": "Going higher in trumps",
     "text": ["When trumps are led, you must also play higher than the best trump down, if you can, as in "
              "belote."]},
    {"ruling": "N8", "about": ["§5"], "title": "The forced take",
     "text": ["The player who must take chooses one of the two turned suits and receives both cards, as on the "
              "second turn."]},
    {"ruling": "N9", "about": ["§7.1"], "title": "Exactly half",
     "text": ["66 out of 132 or 71 out of 142 is not more than half: the taker does not collect the whole pot, "
              "and must then be ahead of each of the other two."]},
    {"ruling": "N10", "about": ["§7.2"], "title": "21 and 0 in the same deal",
     "text": ["The complete round prevails: only the player who reached 21 scores, 3 game points."]},
    {"ruling": "N11", "about": ["§7.1"], "title": "Ahead of each",
     "text": ["A tie with an opponent is not enough: the taker has lost."]},
    {"ruling": "N12", "about": ["§1", "§5"], "title": "The dealer and the suit removed",
     "text": ["The deal passes to the next player at each deal, from one round to the next too. The suit "
              "removed stays the same for the whole game: choosing it in the house rules lets the trump be "
              "checked."]},
]
