"""Démons punisseurs, in our own words, with the rulebook's article numbers and our rulings.

The chapter stops in the middle of its §7: how a deal is scored, how the game
ends and who wins are our rulings (P-1), marked as such.
"""

PAGE = [
    {"article": "§1", "title": "What you need",
     "text": ["A 32-card pack (7 to Ace in the four suits) plus the 6 of diamonds: 33 cards."]},
    {"article": "§2", "title": "The idea",
     "text": ["Three players, each for themselves, compete for three objectives: the Pareil (a set of one "
              "rank), the Suite (a run in one suit) and the Jeu (the game: 4 tricks). Cards called Demons "
              "(Démons) can pass themselves off as any other card."]},
    {"article": "§3", "title": "The cards and the Demons",
     "text": ["In every suit, trumps included, from lowest to highest: 7, 8, 9, 10, Jack, Queen, King, Ace. The "
              "cards are worth no points.",
              "Six cards are always Demons: the King of hearts (Charles), the 6 of diamonds (the Carreleur, the "
              "tiler), the 7 of diamonds (the petit Carreleur, the little tiler), the 7 of clubs (the Pointe, the "
              "point), and the Jack and Queen of clubs. For the length of the deal, the Queen, Jack and 7 of the "
              "trump suit are added (the 7 only if it is not a Demon already): eight or nine Demons in all.",
              "From lowest to highest: Queen of clubs, Jack of clubs (see ruling P-2), Queen of trumps, Jack of "
              "trumps, 7 of trumps, the Pointe, the petit Carreleur, the Carreleur, Charles.",
              "When playing a Demon, you may name the card whose look it takes on: any card at all, even one "
              "already on the table, already played, still in a hand or already imitated by another Demon. "
              "Against the same ordinary card, the Demon wins; between Demons imitating the same card, the "
              "higher one wins."]},
    {"article": "§4", "title": "The deal and the trump",
     "text": ["Three cards each, then the dealer turns up a card; as long as it is a club, they turn up another. "
              "Then four cards each: seven in hand. The last card turned up sets the trump, which is therefore "
              "never clubs.",
              "The dealer may exchange an ordinary club from their hand for a turned-up club Demon, and an "
              "ordinary trump for a turned-up trump Demon."]},
    {"article": "§5", "title": "Playing the cards",
     "text": ["The dealer's neighbour leads; whoever wins a trick leads to the next.",
              "A player who holds the suit led must play that suit or a trump, nothing else; a Demon must take "
              "on the look of such a card. Without the suit, you play what you like. Nothing obliges you to win "
              "the trick.",
              "The highest trump wins the trick; with no trump, the highest card of the suit led.",
              "Tricks are not gathered: each player lays their card in front of them, to the right of the "
              "previous one, and moves forward by one notch the card that won them a trick."]},
    {"article": "§6", "title": "The objectives",
     "text": ["Three objectives per deal: the Pareil, the Suite and the Jeu. Each earns 1 point for whoever meets "
              "it best; it may happen that nobody meets it.",
              "You may bet on one or more objectives to raise their stake above 1 point, up to 3 at most. A bet "
              "can be launched at any moment, even just before playing your card, and play stops while the "
              "answers are given."]},
    {"article": "§6.1", "title": "The Pareil",
     "text": ["The most cards of one rank, from a pair up to seven thanks to the Demons. More cards always beat "
              "fewer; with the same number, the higher rank wins. A Demon has exactly the rank of the card it "
              "imitates, no more.",
              "On a tie, nobody scores. Only the best combination counts."]},
    {"article": "§6.2", "title": "The Suite",
     "text": ["Cards of one suit in sequence, from two to seven. The longest wins; at equal length, the one that "
              "reaches highest. On a tie, nobody scores."]},
    {"article": "§6.3", "title": "The Jeu",
     "text": ["The first to win 4 tricks wins the Jeu. The play of the cards stops at once and the exposition "
              "(§7) begins."]},
    {"article": "§6.4", "title": "The bets",
     "text": ["You announce \"je parie\" (I bet) on an objective. The neighbour answers \"pari tenu\" (bet "
              "held: the stake goes up to 2) or \"c'est bon\" (fine by me: they give up the objective).",
              "After \"bet held\", the third player may push to 3 or keep quiet: if they keep quiet, they can "
              "win the 2 points without risking anything, and the other two may push to 3 later. After \"fine "
              "by me\", the third player says \"fine by me\" in turn (the bettor wins the point), holds (the two "
              "left play for 2 points) or pushes.",
              "Pushing opens a new round of answers in which the pusher takes the bettor's place, with one more "
              "point at stake.",
              "Whoever bet or held loses their stake if they do not meet the objective. If someone then pushes, "
              "they stay exposed to their stake but can no longer win anything, unless they, or the player "
              "just before them, hold again for 3: you must meet the objective yourself."]},
    {"article": "§6.4.1", "title": "Conceding",
     "text": ["You may also give up an objective at any moment, without waiting for a bet. When only one player "
              "is left, they must still show an example of it to win it: a mere pair is enough for the Pareil, "
              "even if an opponent held three of a kind."]},
    {"article": "§7", "title": "The exposition",
     "text": ["As soon as the Jeu is settled (4 tricks, or the Jeu conceded), even in the middle of a trick, play "
              "stops and the remaining Pareil and Suite are settled by showing cards: the exposition.",
              "Each in turn, starting with the winner of the Jeu, chooses for each remaining objective: concede, "
              "bet as during play, or dispute, that is, show enough cards (from their hand and from the table) "
              "to do better than what the others have shown. Then the turn passes.",
              "The booklet stops here: the scoring and the end of the game are our rulings (P-1)."]},
    {"ruling": "P-1", "about": ["§7"], "title": "The scoring and the end of the game",
     "text": ["In each deal, each objective earns its stake for whoever wins it and costs their stake to those "
              "who had committed to it without winning it; that is the only source of points.",
              "The table chooses the end of the game among the house rules: an agreed number of deals (9 by "
              "default, a multiple of 3 so that everyone deals as often; the highest total wins, on a tie the "
              "victory is shared), or a score to reach (15 by default; the first player alone in the lead among "
              "those who reach it wins, otherwise play goes on)."]},
    {"ruling": "P-2", "about": ["§3"], "title": "The two missing Demons",
     "text": ["The first two names in the order of the Demons are missing from the booklet: they can only be the "
              "Jack and the Queen of clubs. We place the Queen below the Jack, as for the trump ones."]},
    {"ruling": "P-4", "about": ["§6.1", "§6.2", "§6.4"], "title": "Ties and bets",
     "text": ["On a tie, nobody wins the objective: each player who had committed to it pays their stake."]},
    {"ruling": "P-5", "about": ["§6.4"], "title": "The bettor nobody follows",
     "text": ["If they do not win the objective, they lose the level of their own bet: 1 for a bet, 2 if they "
              "pushed. For instance, after two \"fine by me\", they lose 1 if they cannot show any example."]},
    {"ruling": "P-6", "about": ["§6.4.1", "§7"], "title": "The Jeu conceded",
     "text": ["A conceded Jeu has no example to show: the last player left in wins it, and play stops as if they "
              "had taken 4 tricks, whether or not the concession follows a bet."]},
    {"ruling": "P-7", "about": ["§3"], "title": "The Demon that names nothing",
     "text": ["A Demon played without naming anything counts as its own card."]},
    {"ruling": "P-8", "about": ["§3", "§7"], "title": "Demons in combinations",
     "text": ["A Demon already played keeps the look named when it was played; a Demon still in hand may be "
              "named at the exposition."]},
    {"ruling": "P-9", "about": ["§3"], "title": "The 6 of diamonds",
     "text": ["Naming nothing, it is a diamond of rank 6, below the 7: it can only start a Suite in diamonds. "
              "There is only one 6: no Pareil of 6s."]},
    {"ruling": "P-10", "about": ["§4"], "title": "The dealer",
     "text": ["The first dealer is drawn by lot, then the deal passes to the next player."]},
    {"ruling": "P-11", "about": ["§5"], "title": "Holding the suit",
     "text": ["Only ordinary cards count: a player with nothing left of that suit but Demons is free to play what "
              "they like."]},
    {"ruling": "P-12", "about": ["§5"], "title": "A card played wrongly",
     "text": ["The booklet provides no sanction: the card is refused and taken back, without penalty."]},
    {"ruling": "P-13", "about": ["§3", "§5"], "title": "The Demon against the card it imitates",
     "text": ["The Demon beats the ordinary card it imitates, whether that card was played before or after it."]},
    {"ruling": "P-14", "about": ["§7"], "title": "How the exposition goes",
     "text": ["If all 7 tricks were played without anyone making the Jeu, every card is visible: the Pareils and "
              "Suites are compared directly, after any bets and concessions, starting with the dealer's "
              "neighbour.",
              "Otherwise, the exposition goes round the table from the winner of the Jeu, as long as someone is "
              "still disputing; a player who cannot do better concedes."]},
    {"ruling": "P-15", "about": ["§6.4"], "title": "Pushing later",
     "text": ["Only the second and third players of a \"bet held\" followed by silence may push to 3 later. An "
              "objective is pushed only once: after that, nobody can push it any more."]},
    {"ruling": "P-16", "about": ["§4"], "title": "The card that sets the trump",
     "text": ["If the last card turned up is a trump Demon, the dealer may take it in their exchange; the trump "
              "does not change."]},
    {"ruling": "P-17", "about": ["§6.4"], "title": "Pushing after \"fine by me\"",
     "text": ["The third player may push after a \"fine by me\": they are then committed for 2, and go up to 3 "
              "if the bettor holds."]},
    {"ruling": "P-18", "about": ["§7", "§6.1", "§6.2"], "title": "Disputing means doing better",
     "text": ["At the exposition, showing a combination equal to the best one already shown is not enough: you "
              "must concede. A tie where nobody scores therefore only happens when all 7 tricks have been "
              "played."]},
]
