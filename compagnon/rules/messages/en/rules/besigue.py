"""Bésigue rubicon (Japonais and Chinois), in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "What you need",
     "text": ["Several 32-card packs shuffled together: four (128 cards) for the Japonais (Japanese) game, six "
              "(192 cards) for the Chinois (Chinese) game. So each card exists four or six times."]},
    {"article": "§2", "title": "The players",
     "text": ["Two players, one against the other."]},
    {"article": "§3", "title": "The cut and the deal",
     "text": ["The dealer lifts from the heap, without counting, a pile that should hold 18 cards (24 in "
              "Chinois); the opponent announces how many cards they think it holds.",
              "The dealer deals from that pile, one or three at a time, 9 cards to each player (12 in Chinois), "
              "completing from the heap or putting the surplus back on it. The rest of the heap is the stock.",
              "A pile of exactly 18 (24) cards earns the dealer 250; an exact guess earns the opponent 150. "
              "Both bonuses may come in the same deal."]},
    {"article": "§3.1", "title": "Carte blanche",
     "text": ["A player with no Jack, Queen or King (a carte blanche, a blank hand) shows their hand and scores "
              "50 (250 in Chinois).",
              "They may do it again after each draw as long as their hand stays without a court card."]},
    {"article": "§4", "title": "Order and value of the cards",
     "text": ["From lowest to highest, in every suit: 7, 8, 9, Jack, Queen, King, 10, Ace.",
              "Tricks are worth nothing, except the last one: 50 (250 in Chinois).",
              "The 10s and Aces, the brisques, are worth 10 each but are counted in two cases only: when a player "
              "still below the Rubicon asks for them, or to break a tie. There are 32 of them in Japonais, 48 in "
              "Chinois."]},
    {"article": "§5.1", "title": "The drawing phase",
     "text": ["At first there are no trumps: the first marriage or sequence sets trumps to its suit, and so "
              "scores as royal.",
              "The dealer's opponent leads, then the winner of each trick. You play what you like: no need to "
              "follow suit, to trump or to beat the card. The highest trump wins, otherwise the highest card of "
              "the suit led; of two identical cards, the first one played wins.",
              "The winner of the trick may lay down a meld and score it. Laid-down cards still belong to them: "
              "they may be played or used in another meld, but no card may stay on the table outside a meld. "
              "Several crossing melds may be laid down together; only one is scored, the others wait for a turn "
              "won later.",
              "The winner of the trick draws from the stock, then the other player. When the stock is empty, each "
              "player takes back into hand what they laid down."]},
    {"article": "§5.2", "title": "The final phase",
     "text": ["For the last 9 (12) tricks, you must follow the suit led and beat the card if you can, otherwise "
              "trump. No more melds are scored.",
              "The winner of the last trick scores 50 (250 in Chinois)."]},
    {"article": "§6", "title": "The melds",
     "text": ["Marriage (Queen and King of a suit) 20, royal (in trumps) 40; double marriage 80, royal 160.",
              "Bésigue (Queen of spades and Jack of diamonds, whatever the trump suit) 40; double 500, triple "
              "1500, quadruple 4500.",
              "Four Jacks 40, four Queens 60, four Kings 80, four Aces 100; no four 7s, 8s, 9s or 10s.",
              "Sequence (Jack, Queen, King, 10, Ace of one suit) 150, royal (in trumps) 250.",
              "In Chinois only, four trumps of a kind: Jacks 400, Queens 600, Kings 800, 10s 900, Aces 1000."]},
    {"article": "§7", "title": "Counting the deal",
     "text": ["Each player adds up their melds and bonuses (cut, carte blanche, last trick). Better keep this "
              "total up to date during the deal: that is what Compagnon's sheet does."]},
    {"article": "§7.1", "title": "Asking for the brisques",
     "text": ["A player who has not reached the Rubicon may ask for the brisques to be counted: each player then "
              "adds 10 for each 10 and each Ace in their tricks. The request helps the opponent too."]},
    {"article": "§7.2", "title": "A tie",
     "text": ["On a tie, the brisques are counted if they have not been already; whoever has more wins the deal. "
              "If the brisques are equal too, the winner of the last trick wins."]},
    {"article": "§7.3", "title": "The Rubicon",
     "text": ["The Rubicon is 1000 in Japonais, 3000 in Chinois. Only the winner of the deal scores.",
              "If the loser stayed below the Rubicon (or nobody reached it), the winner scores 1000 plus the sum "
              "of both totals. If both reached or passed it, the winner scores 500 plus the difference.",
              "What they score is rounded down to the hundred."]},
    {"article": "§8", "title": "Faults",
     "text": ["More than 9 (12) cards in hand: 100 to the opponent. Forgetting to draw: 10 to the opponent. An "
              "error during the final phase: the offender gives up the remaining tricks."]},
    {"article": "§9", "title": "The end of the game",
     "text": ["The first to reach 5000 (10000 in Chinois) wins."]},
    {"article": "§10.1", "title": "The end of the stock",
     "text": ["A turn is a trick, a possible declaration by its winner, then the draw. Once the last two cards of "
              "the stock are taken, nothing more is declared.",
              "Nobody may count the cards left in the stock."]},
    {"article": "§10.2", "title": "More on the melds",
     "text": ["Only one meld scored per turn.",
              "Laying down a second bésigue beside the first scores the double bésigue on top of the 40 already "
              "scored (540 in all); likewise to go up to the triple or the quadruple, and for a parallel marriage "
              "(double marriage). There is no quintuple or sextuple bésigue.",
              "In Chinois, a fifth card added to a four of a kind makes a new one; in Japonais, one card of the "
              "four must first be played before it is formed again.",
              "A Queen and King already married do not marry again; the King and Queen left from a sequence do "
              "not make a marriage, but may serve in another meld."]},
    {"article": "§10.3", "title": "When the brisques count",
     "text": ["Only when asked for or on a tie; otherwise they are not counted."]},
    {"ruling": "A1", "about": ["§9"], "title": "What counts towards 5000",
     "text": ["The points scored deal after deal (the Rubicon marks) count, never the totals within a deal. The "
              "deal is always played to the end."]},
    {"ruling": "A2", "about": ["§3"], "title": "The dealer",
     "text": ["The rules do not say: the players deal in turn."]},
    {"ruling": "A3", "about": ["§3"], "title": "The cut bonuses in Chinois",
     "text": ["250 and 150, as in Japonais: the rules give only one value."]},
    {"ruling": "A4", "about": ["§5.1"], "title": "A double marriage sets trumps too",
     "text": ["Laid down first, it sets trumps like a marriage and scores 160."]},
    {"ruling": "A5", "about": ["§6"], "title": "What makes a four of a kind",
     "text": ["Four cards of the rank, of any suits. In Chinois, four trumps of the same rank make the four "
              "trumps of a kind; in Japonais, four trump Kings are only four Kings."]},
    {"ruling": "A6", "about": ["§3.1"], "title": "Court cards",
     "text": ["Jack, Queen and King; the 10 and the Ace are not. Laid-down cards are part of the hand."]},
    {"ruling": "A7", "about": ["§7.1"], "title": "Who asks for the brisques",
     "text": ["Only a player whose total is below the Rubicon; both players then add their brisques, and the "
              "request cannot be taken back. Compagnon warns when it costs the player who asks."]},
    {"ruling": "A8", "about": ["§7.2"], "title": "A tie after a request",
     "text": ["If the totals are still equal with the brisques, whoever has more brisques wins; with equal "
              "brisques, the last trick decides."]},
    {"ruling": "A9", "about": ["§8"], "title": "Faults add up",
     "text": ["Every fault counts: the points go to the opponent, nothing is taken from the offender."]},
    {"ruling": "A10", "about": ["§8"], "title": "The tricks given up",
     "text": ["The trick of the error and all the following ones go to the opponent, the last trick included."]},
    {"ruling": "A11", "about": ["§10.2"], "title": "The parallel marriage in two steps",
     "text": ["As with the bésigues, you may score 20 for the marriage, then 80 for the double later."]},
    {"ruling": "A12", "about": ["§5.1"], "title": "From marriage to sequence",
     "text": ["Completing a laid-down marriage with the Jack, 10 and Ace of its suit to score the sequence is "
              "allowed."]},
    {"ruling": "A13", "about": ["§7.3"], "title": "The 1000 and 500 in Chinois",
     "text": ["They stay as they are, although the Rubicon there is 3000."]},
    {"ruling": "A14", "about": ["§5.2"], "title": "No trump at all",
     "text": ["If nobody set trumps, the final phase is played without trumps."]},
    {"ruling": "A15", "about": ["§7.3"], "title": "Rounding",
     "text": ["Always down, bonus included: 2980 gives 2900."]},
    {"ruling": "A16", "about": ["§3"], "title": "Misdeal",
     "text": ["The rules say nothing: deal again by agreement, with no penalty."]},
    {"ruling": "A17", "about": ["§3.1"], "title": "Carte blanche during the deal",
     "text": ["After a draw it is scored only if the player has scored it since the deal, turn after turn: a "
              "hand that has held a court card does not become blank again."]},
]
