"""Reversis (The Hague, 1785), in our own words, with the booklet's roman article numbers and our rulings."""

PAGE = [
    # -- the game and its cards
    {"article": "I", "title": "The game",
     "text": ["Four players, each for themselves, with 48 cards: the full pack without the 10s. In each suit, "
              "the Ace beats the King, the King the Queen, and so on down to the 2.",
              "No trumps. You always follow the suit led; only the Espagnolette may skip that (XXXV)."]},
    {"article": "II", "title": "Seats and the deal",
     "text": ["Seats are drawn by lot, then the first dealer (dealing is an advantage). After that the deal "
              "always passes to the right."]},
    {"article": "III", "title": "The two stakes",
     "text": ["You play mainly for two things: the Partie (the deal's main stake), and the Remise, which sits "
              "in the Panier (the basket that serves as the pot)."]},
    {"article": "IV", "title": "The deal and the écart",
     "text": ["The dealer gives 11 cards to each of the other three and keeps 12: 3 cards are left in the "
              "talon.",
              "Each of the other three may discard one card and take a card from the talon. It is not "
              "compulsory; whoever declines may look at the card they leave. The dealer discards one card "
              "without taking any.",
              "The 4 discarded cards, the écart, go under the Panier: they make the Partie. The Panier follows "
              "the deal and always sits at the dealer's right."]},
    {"article": "V", "title": "The points in tricks",
     "text": ["Ace 4, King 3, Queen 2, Jack 1; the other cards, called blank, are worth nothing. The pack holds "
              "40 points, counted in one's tricks."]},
    # -- the Partie
    {"article": "VI", "title": "The Partie",
     "text": ["Count the 4 cards of the écart as in tricks, except the Ace of diamonds, worth 5, and the "
              "Quinola (the Jack of hearts), worth 4. Always add 4: that is the Partie, so that its winner gets "
              "something even when the écart is all blank."]},
    {"article": "VII", "title": "Who loses the Partie",
     "text": ["The player with the most points in their tricks loses the Partie and pays it to the one who wins "
              "it."]},
    {"article": "VIII", "title": "Who wins the Partie",
     "text": ["It is won by the player with the fewest points, or no points, or no tricks."]},
    {"article": "IX", "title": "Ties",
     "text": ["On equal points, the player with fewer tricks wins; no trick beats a blank trick. On equal points "
              "and tricks, the best placed wins."]},
    {"article": "X", "title": "The best placed",
     "text": ["The dealer is the best placed, then their left-hand neighbour, then the next one going on to the "
              "left; the first hand comes last."]},
    # -- the Reversis
    {"article": "XI", "title": "No Partie when one player takes everything",
     "text": ["If a single player takes every trick, the Partie does not count: that is the Reversis."]},
    {"article": "XII", "title": "Making the Reversis",
     "text": ["Making the Reversis means taking all eleven tricks alone: the finest stroke of the game, but a "
              "costly one if it fails."]},
    {"article": "XIII", "title": "Reversis attempted, Reversis broken",
     "text": ["Whoever took the first nine tricks has attempted the Reversis. If they do not also take the last "
              "two, their Reversis is broken (broken in the Bonne)."]},
    {"article": "XIV", "title": "The Bonnes",
     "text": ["The first Bonne (the good one) is the first trick; the last Bonne is the eleventh. For the "
              "Reversis and for the Espagnolette, the Bonne means the last two tricks."]},
    {"article": "XV", "title": "Who breaks the Reversis",
     "text": ["Only the player who takes one of the last two tricks from the one attempting it breaks the "
              "Reversis."]},
    {"article": "XVI", "title": "The Reversis and the Remise",
     "text": ["During a Reversis, only the player attempting it can touch the Remise: draw it if they succeed, "
              "pay it if they fail (XIX to XXIII)."]},
    # -- the Panier and the Quinola
    {"article": "XVII", "title": "The Panier",
     "text": ["On the first deal, each player puts 2 counters (jetons) into the Panier and the dealer 3: this "
              "first fund of 9 counters (45 chips, fiches) feeds the Remises. It is made up again the same way "
              "whenever the Panier is empty or below it; otherwise, the dealer adds one counter each deal.",
              "One counter is worth 5 chips."]},
    {"article": "XVIII", "title": "The Quinola and the Remise",
     "text": ["The Jack of hearts, the Quinola, is the key card of the game: the Remise goes with it.",
              "Discarding it on another suit is placing it: you draw the Remise. Having to play it on a heart "
              "led by someone else is having it forced: you pay the Remise into the Panier."]},
    {"article": "XIX", "title": "The Quinola played",
     "text": ["Whoever has to lead the Quinola themselves (Quinola played, or gorgé: led for want of any other "
              "card) pays the Remise.",
              "One exception, the greatest stroke of the game: they played it in one of the first nine tricks "
              "and they make the Reversis. Then they collect both the Reversis and the Remise."]},
    {"article": "XX", "title": "The costliest stroke",
     "text": ["A player who played their Quinola in the first nine tricks while aiming at the Reversis, and "
              "whose Reversis is broken, pays for the broken Reversis and pays the Remise as well."]},
    {"article": "XXI", "title": "Quinola played in the Bonne, Reversis made",
     "text": ["If the Quinola is played only on the tenth or eleventh trick, the Reversis made is paid, but the "
              "Remise is not drawn."]},
    {"article": "XXII", "title": "Quinola played in the Bonne, Reversis broken",
     "text": ["Likewise, with the Quinola played on the tenth or eleventh trick, the player whose Reversis is "
              "broken pays for it, but does not pay the Remise."]},
    {"article": "XXIII", "title": "No Remise during a Reversis",
     "text": ["As soon as a Reversis is made or missed, the other players' Quinola is just a Jack of hearts "
              "again: placing it or having it forced neither draws nor pays the Remise. Only the player "
              "attempting the Reversis touches it, under XIX to XXII."]},
    # -- the payments
    {"article": "XXIV", "title": "Aces and Quinola discarded",
     "text": ["Whoever discards an Ace on another suit gets one chip from the player who takes the trick, two "
              "for the Ace of diamonds. Whoever places the Quinola likewise gets one counter. This is paid at "
              "once, without having to be asked for."]},
    {"article": "XXV", "title": "Ace forced",
     "text": ["A player whose Ace is forced pays one chip to the player who forced it (who led the suit), two "
              "for the Ace of diamonds."]},
    {"article": "XXVI", "title": "Quinola forced",
     "text": ["Whoever forces the Quinola gets 2 counters from the player who held it and one counter from each "
              "of the other two: this is the consolation."]},
    {"article": "XXVII", "title": "Aces and Quinola led",
     "text": ["An Ace, or the Quinola, that its holder leads themselves is paid as if it had been forced, but to "
              "the winner of the Partie, and only if they remember to claim it."]},
    {"article": "XXVIII", "title": "Double vis-à-vis",
     "text": ["All these payments are doubled between two players sitting opposite each other (vis-à-vis)."]},
    {"article": "XXIX", "title": "Double on the Bonnes",
     "text": ["They are doubled again on the first and the last trick. So a Quinola forced from the player "
              "opposite on one of those tricks brings 8 counters from them and 2 from each of the other two; "
              "forced from a neighbour, 4 counters from the holder, 4 from the player opposite the forcer and "
              "2 from the third."]},
    {"article": "XXX", "title": "The Partie vis-à-vis",
     "text": ["The Partie is paid double when its winner sits opposite its loser."]},
    {"article": "XXXI", "title": "The Reversis wipes out the rest",
     "text": ["As soon as there is a Reversis, made or broken, the small payments stop: everyone hands back what "
              "they were paid during the deal, so that only the Reversis is paid."]},
    {"article": "XXXII", "title": "The Reversis made",
     "text": ["Whoever makes the Reversis gets 16 chips from each neighbour and 32 from the player opposite."]},
    {"article": "XXXIII", "title": "The Reversis broken",
     "text": ["Whoever breaks the Reversis gets 64 chips from the player who attempted it. The other two get "
              "nothing."]},
    # -- the Espagnolette
    {"article": "XXXIV", "title": "The Espagnolette",
     "text": ["Three Aces and the Quinola, four Aces and the Quinola, or four Aces in one hand: that is the "
              "Espagnolette, a name also given to the player who holds it. It upsets almost everything above."]},
    {"article": "XXXV", "title": "The Espagnolette's privilege",
     "text": ["During the first nine tricks, the Espagnolette may decline to follow any suit: it places its "
              "Quinola and draws the Remise, gives its Aces to whoever takes the trick, and wins the Partie "
              "whatever its seat.",
              "On the last two tricks, it must follow suit. If it ends up forced to take one, everything turns "
              "against it:",
              "1. it loses the Partie, even with a blank trick, and pays it to the player who wins it in the "
              "ordinary order;",
              "2. it pays the Remise if it had placed the Quinola, or if, having kept it, it has to lead it on "
              "the last trick; but not if, as an Espagnolette of four Aces, someone else placed the Quinola or "
              "had it forced;",
              "3. it refunds double the Aces and Quinola paid for as discards during the deal, its own as well "
              "as those the others paid each other."]},
    {"article": "XXXVI", "title": "Giving up the privilege",
     "text": ["The Espagnolette may play an ordinary hand without using its right, but no longer once it has "
              "declined to follow suit by virtue of that right."]},
    {"article": "XXXVII", "title": "When the right is lost",
     "text": ["Following suit, or even holding the trick for a moment, does not lose it the right: the trick "
              "would have to stay with it."]},
    {"article": "XXXVIII", "title": "The Espagnolette forcing the Quinola",
     "text": ["If the Espagnolette forces the Quinola, it collects the consolation at any point of the play. "
              "That can happen in only three ways: by leading a heart first, as first to play; after taking a "
              "trick by mistake; or, brought in despite itself on the tenth, with a heart that forces on the "
              "last."]},
    {"article": "XXXIX", "title": "Bringing in",
     "text": ["To \u201cbring in\u201d a player is to make them take a trick."]},
    {"article": "XL", "title": "The Espagnolette and the Reversis made",
     "text": ["If another player makes the Reversis, the Espagnolette pays it alone for the whole table."]},
    {"article": "XLI", "title": "The Espagnolette and the Reversis broken",
     "text": ["If one player attempts the Reversis and another breaks it, the Espagnolette alone pays the "
              "64 chips to the player who breaks it."]},
    {"article": "XLII", "title": "The Espagnolette breaks or makes the Reversis",
     "text": ["The Espagnolette may break a Reversis and be paid for it like anyone. It may also make the "
              "Reversis: its hand is then only an ordinary one."]},
    {"article": "XLIII", "title": "The Espagnolette's Quinola during a Reversis",
     "text": ["If the Espagnolette has placed its Quinola and a Reversis is made or missed, it does not draw the "
              "Remise: in a Reversis, only the player attempting it touches the Remise."]},
    {"article": "XLIV", "title": "Quinola forced from the Espagnolette",
     "text": ["If the Quinola is forced from the Espagnolette (by the Ace, King or Queen of hearts), at any "
              "point, it pays the Remise and pays the consolation like the other two, unless there is a "
              "Reversis. If it takes no trick otherwise, it keeps all its other rights."]},
    # -- the Lois du jeu
    {"article": "XLV", "title": "Laws of the game: how to deal",
     "text": ["The others' eleven cards are dealt in three goes: once 3 cards and twice 4. The dealer always "
              "deals their own cards 4 at a time. Any other way of dealing is a misdeal."]},
    {"article": "XLVI", "title": "Card turned up",
     "text": ["A card turned up during the deal means a redeal, unless all the players accept the deal as it is "
              "to save time."]},
    {"article": "XLVII", "title": "Misdeal",
     "text": ["A player who misdeals loses the deal. They may however deal again by putting one counter into the "
              "Panier."]},
    {"article": "XLVIII", "title": "Misdeal seen after the écart",
     "text": ["A misdeal noticed or announced only once the écart is made costs the dealer a fine of 4 counters "
              "into the Panier; the deal is void and the dealer loses the deal without being able to buy it "
              "back."]},
    {"article": "XLIX", "title": "The talon",
     "text": ["Of the three talon cards, the first goes to the first hand, the second to the second, the third "
              "to the third.",
              "Whoever looks at the card that comes to them and then discards anyway can no longer win the "
              "Partie, place their Quinola or make the Reversis, and is paid nothing if they break one. They "
              "may force the Quinola without collecting the consolation; its holder still pays the Remise."]},
    {"article": "LI", "title": "Taking without discarding",
     "text": ["A player who takes their talon card without discarding is under the same bans: they are entitled "
              "to nothing in this deal."]},
    {"article": "LII", "title": "Playing out of turn",
     "text": ["Whoever plays a card out of turn puts one counter into the Panier, each time."]},
    {"article": "LIII", "title": "Two cards discarded",
     "text": ["A player who discarded two cards instead of one and plays with only ten collects no payment, "
              "unless they break a Reversis or force the Quinola: those are paid to them."]},
    {"article": "LIV", "title": "The whole écart counts",
     "text": ["All the cards found under the Panier count for the Partie, whether there is one too many or one "
              "too few."]},
    {"article": "LV", "title": "The trick gathered",
     "text": ["The trick belongs to whoever gathers it. Another player may point out the mistake and have it "
              "put right, but only before the next card is played."]},
    {"article": "LVI", "title": "Looking at tricks again",
     "text": ["You may look again at your own tricks, and at the last trick played, never at the others'."]},
    {"article": "LVII", "title": "The revoke",
     "text": ["Whoever fails to follow suit without holding the Espagnolette puts a fine of 2 counters into the "
              "Panier and collects no further payment in this deal."]},
    # -- our rulings
    {"ruling": "RV-1", "about": ["XLIX", "LI"], "title": "No article L",
     "text": ["The booklet goes from XLIX to LI. Nothing seems to be missing: we cite XLIX for everything about "
              "the talon."]},
    {"ruling": "RV-2", "about": ["VI"], "title": "The Partie is counted in chips",
     "text": ["The booklet gives the Partie in points with no unit: we pay it in chips, from 4 to 21."]},
    {"ruling": "RV-3", "about": ["XVII", "XVIII"], "title": "What the Remise is worth",
     "text": ["Drawing the Remise means taking the whole Panier; paying it means putting in as much as it holds. "
              "A house rule limits the Remise to the first fund, 45 chips, either way."]},
    {"ruling": "RV-4", "about": ["XVII"], "title": "Renewing the fund",
     "text": ["The Panier is checked at the start of each deal. If it holds less than 45 chips, each player puts "
              "in 2 counters and the dealer 3 in all, their counter for the deal included; otherwise the dealer "
              "puts in only their counter."]},
    {"ruling": "RV-5", "about": ["II", "X", "XLIX"], "title": "Play goes to the right",
     "text": ["Like the deal, play goes to the right: the dealer's right-hand neighbour is first hand and leads "
              "the first trick; the dealer plays last. The app lists the players in that order: the first and "
              "the third sit opposite each other, and so do the second and the fourth."]},
    {"ruling": "RV-6", "about": ["VII", "IX"], "title": "Separating the losers",
     "text": ["To find who loses the Partie, the same order applies in reverse: the most points, then the most "
              "tricks, then the worst placed."]},
    {"ruling": "RV-7", "about": ["XVIII", "XXV"], "title": "What counts as forced",
     "text": ["An Ace or the Quinola played to its own suit led by someone else is forced, whether or not its "
              "holder had other cards of the suit. The player who led the trick is the forcer."]},
    {"ruling": "RV-8", "about": ["XXVI", "XXIX"], "title": "The holder of the forced Quinola pays 2 counters",
     "text": ["2 counters in all, not 2 more than the others: the sum in XXIX confirms it."]},
    {"ruling": "RV-9", "about": ["XXVIII", "XXIX"], "title": "Doubling between payer and payee",
     "text": ["A payment is doubled when the player who pays and the player who receives sit opposite each "
              "other, as in the example of XXIX."]},
    {"ruling": "RV-10", "about": ["XXVII"], "title": "The winner of the Partie led the card",
     "text": ["If they led the Ace or the Quinola themselves, nobody owes them anything for that card. A Quinola "
              "led still makes them pay the Remise."]},
    {"ruling": "RV-11", "about": ["XXXV", "XXXVII"], "title": "When the Espagnolette fails",
     "text": ["An Espagnolette that has declined to follow suit by privilege fails as soon as a trick stays with "
              "it, on any trick of the deal. It must then follow suit, and the three penalties of XXXV apply; it "
              "still collects the consolation if it forces the Quinola."]},
    {"ruling": "RV-12", "about": ["XXXVI"], "title": "An Espagnolette that has not used its privilege",
     "text": ["As long as it has not declined to follow suit by privilege, it is a player like the others for "
              "every rule, XL and XLI included."]},
    {"ruling": "RV-13", "about": ["XXXV"], "title": "Refunding double",
     "text": ["A failed Espagnolette refunds each payer double every discard paid for in the deal, whether paid "
              "to it or between the others. A house rule makes what the others paid each other single."]},
    {"ruling": "RV-14", "about": ["XLI"], "title": "When the Espagnolette pays for the broken Reversis",
     "text": ["The player who attempted the Reversis then pays nothing: the Espagnolette pays the 64 chips in "
              "their place."]},
    {"ruling": "RV-15", "about": ["XV", "XXXIII"], "title": "Two players break it",
     "text": ["If the tenth and the eleventh trick go to two different players, only the one who took the first "
              "of the two has broken the Reversis and is paid for it."]},
    {"ruling": "RV-16", "about": ["XLII", "XXXIII"], "title": "The Espagnolette that breaks it",
     "text": ["XLII refers to article 32, which deals with the Reversis made: we apply XXXIII, 64 chips from the "
              "player who attempted it."]},
    {"ruling": "RV-17", "about": ["XXXII", "XXXIII", "XXVIII", "XXIX"], "title": "The Reversis is not doubled",
     "text": ["16, 32 and 64 chips are fixed sums: vis-à-vis and the Bonnes double only the small payments and "
              "the Partie."]},
    {"ruling": "RV-18", "about": ["XLIX", "LI", "LIII", "LVII"], "title": "What the faults forbid",
     "text": ["After XLIX, LI, LIII or LVII, the player at fault can neither win the Partie nor collect the small "
              "payments, nor draw the Remise by placing their Quinola, nor be paid for a Reversis made. Only "
              "LIII keeps the payment for a broken Reversis and the consolation for a forced Quinola.",
              "The Partie then goes to the best ranked of the players who can win it. What the player at fault "
              "owes, they pay."]},
    {"ruling": "RV-19", "about": ["XVIII", "XLIX"], "title": "The Quinola of a player barred from payments",
     "text": ["If they discard it on another suit, it is not a placing: they get no counter, and the Remise "
              "stays where it is."]},
    {"ruling": "RV-20", "about": ["XVIII", "XIX"], "title": "The Remise is settled last",
     "text": ["Since it depends on a Reversis decided on the last tricks, the Remise is settled at the end of the "
              "deal, on the Panier as it stands after the dealer's stake and the fines. So the player who draws "
              "the Remise also collects the deal's fines."]},
    {"ruling": "RV-21", "about": ["XVII", "XLVI", "XLVII", "XLVIII"], "title": "The Panier and failed deals",
     "text": ["When the same dealer deals again (card turned up, deal bought back), they do not put in their "
              "counter again. A lost deal or a void deal keeps its stake, and the next dealer pays their own."]},
    {"ruling": "RV-22", "about": ["XXXI", "LII", "LVII"], "title": "Fines are not refunded",
     "text": ["XXXI refunds only what the players paid each other; what went into the Panier stays there."]},
    {"ruling": "RV-23", "about": ["II"], "title": "The end of the session",
     "text": ["The booklet sets neither an end nor a winner: play as long as you like, for example an agreed "
              "number of rounds (each player dealing once per round). The app shows the balances in chips and "
              "counters, and the Panier; sharing out what is left in the Panier is up to the table."]},
    {"ruling": "RV-24", "about": ["XXVII", "XXIX"], "title": "The Bonnes double the cards led too",
     "text": ["An Ace or a Quinola led on the first or the last trick is paid double as well."]},
    {"ruling": "RV-25", "about": ["IV", "LIV"], "title": "The écart",
     "text": ["The dealer discards one card; a talon card that nobody takes stays in the écart. So the écart "
              "normally holds 4 cards; 3 or 5 are accepted with a warning. With 3 cards, one card stays in hand "
              "without being played: the tricks then hold at most 40 minus the écart."]},
    {"ruling": "RV-24bis", "about": ["XII", "XLIX"], "title": "A player at fault who takes every trick",
     "text": ["It is still a Reversis for the others: no Partie and no small payments. But the player at fault "
              "gets nothing."]},
    {"ruling": "RV-25bis", "about": ["XXXV", "LVII"], "title": "The Espagnolette failing to follow at the end",
     "text": ["Its right covers only the first nine tricks: declining to follow suit on the tenth or the eleventh "
              "is punished like anyone else's revoke."]},
]
