"""Caisse, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "What you need",
     "text": ["A 32-card pack, 7 to Ace in the four suits."]},
    {"article": "§2", "title": "The idea",
     "text": ["A three-player game from Hungary. A taker plays against the other two; everyone may announce "
              "contracts and counter those of the other side. The play of the cards is almost that of "
              "Belote."]},
    {"article": "§3", "title": "Order and value of the cards",
     "text": ["In trumps, from lowest to highest: 7, 8, Queen, King, 10, Ace, 9, Jack. In the other suits, and "
              "in every suit at No Trumps (Sans-Atout) and in Misère: 7, 8, 9, Jack, Queen, King, 10, Ace. For "
              "sequences only, the 10 goes back to its place between the 9 and the Jack.",
              "Jack of trumps 20, 9 of trumps 14, Ace 11, 10 10, King 4, Queen 3, Jack outside trumps 2; 7, 8 "
              "and 9 outside trumps are worth nothing. The last trick brings 10 more (the dix de der).",
              "There are at most 162 points in the tricks of a Trumps game, 130 at No Trumps: the cards left in "
              "the stock are not played, so each player must count their own points."]},
    {"article": "§4", "title": "The deal",
     "text": ["Six cards to each player, in threes, which they may look at. The dealer turns the next one up in "
              "the middle: it proposes the trump suit. Then three cards to each, left face down. One last card "
              "is turned up on the three that remain: it is the indicator card, and these four cards make the "
              "stock. Everyone will play nine cards, so nine tricks."]},
    {"article": "§5", "title": "Declaring the game",
     "text": ["Up to three rounds of calls, starting with the player after the dealer."]},
    {"article": "§5.1", "title": "The first round",
     "text": ["Each player passes or takes a game whose trump suit is that of the turned card. The first to "
              "take becomes the taker."]},
    {"article": "§5.2", "title": "The second round",
     "text": ["If everyone passed, each player calls only once: pass, choose one of the three other suits as "
              "trumps, or call No Trumps. Each call must be higher, in the order Spades, Diamonds, Hearts, "
              "Clubs, No Trumps; the highest call makes the taker."]},
    {"article": "§5.3", "title": "The third round",
     "text": ["If everyone passed again, each player picks up their three face-down cards. A Misère may then be "
              "called: no trumps, and the taker must win no trick at all. If nobody calls it, a Misère "
              "Générale (a general misère) is played, with no taker."]},
    {"article": "§5.4", "title": "The games and their stakes",
     "text": ["Trumps 1 point, No Trumps 2, Misère 5, Misère Générale 3.",
              "At Trumps and No Trumps, the taker must score more points than each of the other two, taken "
              "separately. In a Misère, they must win no trick. If the taker wins, they score the stake; "
              "otherwise each of the two defenders scores it.",
              "In a Misère Générale, whoever won the most tricks loses and the other two score 3 each. If two "
              "players have 4 tricks, the third scores 5. Three tricks each: nobody scores."]},
    {"article": "§6", "title": "Exchanging the trump",
     "text": ["Only when trumps were taken in the first round, once the nine cards are in hand and before the "
              "first trick. Whoever holds the 7 of trumps may exchange it for the turned card (the 8 if the "
              "turned card is the 7).",
              "If they did so and the indicator card is a trump or an Ace, they may take it too; they then turn "
              "up the rest of the stock and take its trumps and Aces from it. They then discard down to nine "
              "cards, face down, never discarding a trump."]},
    {"article": "§7", "title": "The contracts",
     "text": ["At Trumps and No Trumps only. Any player, the taker included, may announce one or more; they "
              "depend neither on the game nor on each other.",
              "Each one is made or fails with its announcer's own tricks, but the points go to the side: the "
              "taker alone, or the two defenders, each the same amount. A contract of the taker's brings the "
              "points to the taker when made, to each defender when failed; and the other way round for a "
              "defender's contract."]},
    {"article": "§7.1", "title": "The list of contracts",
     "text": ["Caisse (1): you must hold the Belote, and score more points than each of the other two, tricks, "
              "last trick and declarations included.",
              "Clarté (clearness, 1): at least 82 points in tricks, last trick included, declarations not "
              "counted (66 at No Trumps). Cent (a hundred, 2): at least 100 the same way (Quatre-Vingt, 80, at "
              "No Trumps). Deux Cents (two hundred, 1): at least 200, declarations included (Cent "
              "Quatre-Vingt, 180, at No Trumps).",
              "Quarante-Quatre (forty-four, 1): win the four Aces. Tous les Trois (all three, 1): the Jack, 9 "
              "and 7 of trumps. Famille (family, 1): the Ace, King and Queen of trumps. Tous les Atouts (all "
              "the trumps, 2): Jack, 9, Ace, 10, King and Queen of trumps. Ultime (the last, 2): win the last "
              "trick with the 7 of trumps, kept until then. Capot (5): win all nine tricks.",
              "These are the values of a contract announced with nine cards; with six cards they double. Capot "
              "cannot be announced with six cards, and a Clarté cannot be announced after a Cent or at the "
              "same time."]},
    {"article": "§7.2", "title": "The first contract round",
     "text": ["As soon as the game is at Trumps or No Trumps, with six cards in hand. The taker speaks first, "
              "then each in turn, until two players in a row have passed. The contracts announced here count "
              "double."]},
    {"article": "§7.3", "title": "The second contract round",
     "text": ["At the first trick, with nine cards: each player speaks once, while playing their card. Contracts "
              "here have their normal value."]},
    {"article": "§8", "title": "The counters",
     "text": ["The other side may counter (contrer) the game or a given contract; the first side may "
              "re-counter, and so on up to four levels. Each counter doubles the value, and quadruples it when "
              "made with six cards: up to 256 times."]},
    {"article": "§9", "title": "The declarations",
     "text": ["At Trumps and No Trumps, at the first trick. Sequences of cards following each other in a suit "
              "(7, 8, 9, 10, Jack, Queen, King, Ace): tierce (three) 20, quart (four) 50, quint (five) or longer "
              "100; two sequences in the same suit may neither overlap nor touch. A carré, four cards of the "
              "same rank: 80.",
              "In each kind, only the player with the best combination scores, but they then score all their "
              "combinations of that kind."]},
    {"article": "§9.1", "title": "The best combination",
     "text": ["Between fours of a kind: the trump order in a Trumps game, the plain order at No Trumps.",
              "Between sequences: the longest; at equal length, the highest card; still equal, the sequence in "
              "trumps. Two sequences still equal, not in trumps: neither player scores."]},
    {"article": "§9.2", "title": "Announcing",
     "text": ["While playing your first card, you announce only the length of your longest sequence, never less "
              "than you hold, and “four of a kind” without the rank. You may also stay silent."]},
    {"article": "§9.3", "title": "Comparing the declarations",
     "text": ["At the end of the first trick, you reveal step by step what is needed to find the best "
              "combination; you may withdraw your announcement. The winner of each kind then shows everything "
              "they score in it."]},
    {"article": "§9.4", "title": "The Belote",
     "text": ["King and Queen of trumps in the same hand: 20 points, declared when counting, or as soon as a "
              "Caisse is announced."]},
    {"article": "§10", "title": "The first trick",
     "text": ["At No Trumps, the player seated before the taker leads; in the other games, the player after the "
              "dealer. While playing their card, each player may counter, announce contracts and their "
              "combinations. In a Misère you may only counter the game; in a Misère Générale, nothing."]},
    {"article": "§11", "title": "The challenge",
     "text": ["Before the second trick, except in a Misère Générale, and only if no contract other than a Caisse "
              "was announced: a defender may double the whole current stake (the game, the Caisse and their "
              "counters). This is the défi, the challenge.",
              "The taker concedes (the deal is not played, and they give up the stake from before the "
              "doubling), accepts, or accepts and doubles again; the defenders then have the same choice, and "
              "so on, five doublings at most (×32). To concede, both defenders must agree; one is enough to "
              "double."]},
    {"article": "§12", "title": "The play",
     "text": ["As in Belote: follow suit, otherwise trump if you can. But you never have to play a higher trump, "
              "and the two defenders each play for themselves: you must trump even when the other defender is "
              "winning the trick."]},
    {"article": "§13", "title": "The scoring",
     "text": ["Each player counts their tricks, their last-trick ten, their declarations and their Belote: the "
              "taker wins if they have more than each of the others. Then each contract according to what it "
              "requires."]},
    {"article": "§13.1", "title": "The set",
     "text": ["The player who alone reaches 20 points wins the set (the manche). If several reach it in the same "
              "deal, the target moves to 40, then 60, and so on, until only one passes it."]},
    {"article": "§14", "title": "The summary",
     "text": ["The booklet promises a summary of the course of play but leaves this article empty (see rulings "
              "K1 and K11)."]},
    {"ruling": "K1", "about": ["§13.1", "§14"], "title": "The set makes the game",
     "text": ["Nothing is said about what follows a set: the winner of the set wins the game. To carry on, start "
              "a new game."]},
    {"ruling": "K2", "about": ["§5.4", "§13"], "title": "A tie makes the taker lose",
     "text": ["The booklet wavers between “more than each” and “the most points”. A taker tied with a defender "
              "has lost; the same goes for a Caisse."]},
    {"ruling": "K3", "about": ["§10", "§11"], "title": "Countering a Misère",
     "text": ["A Misère may be countered at the first trick (×2) and a challenge launched too. A table that wants "
              "the challenge to be the only way simply enters no counters."]},
    {"ruling": "K4", "about": ["§7.1"], "title": "A defender's Caisse",
     "text": ["It must beat both other players, the taker and the other defender. As there is only one Belote, "
              "there is only one Caisse per deal."]},
    {"ruling": "K5", "about": ["§11"], "title": "The challenge with a Caisse",
     "text": ["Played to the end, the game and the Caisse are each multiplied by the challenge and settled "
              "separately. Conceded, the stake from before the last doubling, game and Caisse together, goes to "
              "the side that did not concede; nothing else is counted."]},
    {"ruling": "K6", "about": ["§7.1"], "title": "Clarté and Cent",
     "text": ["The ban concerns one and the same player: no Clarté at the same time as their Cent (in the same "
              "contract round) nor after it. A Clarté with six cards then a Cent with nine are still allowed, "
              "and two different players do as they please."]},
    {"ruling": "K7", "about": ["§9.1"], "title": "Tied sequences",
     "text": ["When two players tie for the best sequence, nobody scores sequences, not even a third player "
              "with a weaker one. A player who alone holds two equal sequences is indeed the best and scores "
              "all their sequences."]},
    {"ruling": "K8", "about": ["§9"], "title": "Every four of a kind is worth 80",
     "text": ["Four 7s or four 8s included; the rank only decides which one is best."]},
    {"ruling": "K9", "about": ["§7.1", "§9.2", "§12"], "title": "Faults",
     "text": ["The booklet sets no penalty. Faced with a fault, the table cancels the deal and deals again, or "
              "agrees on a correction; a false contract announcement usually counts as a failed contract."]},
    {"ruling": "K10", "about": ["§5.3"], "title": "Several Misères",
     "text": ["In the third round, the first to call Misère is the taker, as in the first round."]},
    {"ruling": "K11", "about": ["§4"], "title": "The dealer",
     "text": ["The deal passes to the next player after every deal."]},
    {"ruling": "K12", "about": ["§7.1", "§13"], "title": "What the Belote counts for",
     "text": ["The Belote counts towards winning the game, the Caisse and Deux Cents, not Clarté or Cent. A "
              "player who announces a Caisse has their Belote even if it was not entered."]},
    {"ruling": "K13", "about": ["§7"], "title": "A defender's contract",
     "text": ["When made, it scores for both of the taker's defenders, even the one who had no part in it."]},
    {"ruling": "K14", "about": ["§7.2", "§8"], "title": "Counters with six cards",
     "text": ["The six-card contract round takes place for every Trumps or No Trumps game, decided in the first "
              "or second round: the game may be countered in it."]},
    {"ruling": "K15", "about": ["§7"], "title": "The same contract twice",
     "text": ["Two players may announce the same contract, two Clartés for example: each is scored "
              "separately."]},
]
