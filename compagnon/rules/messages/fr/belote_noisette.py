"""Belote Noisette, in French."""

MESSAGES = {
    # the referee (compagnon/rules/referee.py)
    "referee.context.trump": "L'atout",
    "referee.context.taker": "Le preneur",
    "referee.context.taker.help": "Son nom tel qu'il est écrit dans les cartes jouées : les deux défenseurs jouent "
                                  "alors en partenaires (règle maison).",
    "referee.combination": "La Belote annoncée",
    "referee.combination.hand": "La main du joueur",
    "referee.combination.hand.help": "Ses cartes au moment d'annoncer « Belote ».",
    "referee.belote": "Belote : la Dame et le Roi de {trump} sont dans la même main, {points} points.",
    "referee.wins_trump": "Le plus fort atout du pli l'emporte : {card}.",
    "referee.wins_suit": "Sans atout dans le pli, la plus forte carte de la couleur demandée ({suit}) l'emporte : "
                         "{card}.",
    "referee.card_twice": "{card} figure deux fois dans le pli ; le jeu n'en a qu'un exemplaire.",
    "referee.player_twice": "{player} joue deux fois dans le même pli.",
    "summary": "Belote à trois avec un jeu de 24 cartes et des noisettes : chaque donne se joue pour le pot, "
               "une manche s'arrête à 21 noisettes ou quand quelqu'un n'en a plus, et la partie se gagne "
               "en points de partie.",
    # house rules
    "option.removed_suit": "La couleur retirée",
    "option.removed_suit.help": "La couleur ôtée du jeu de 32 cartes pour toute la partie ; elle ne peut pas "
                                "être l'atout. Sans choix, l'atout n'est pas contrôlé.",
    "option.defenders_are_partners": "Les deux défenseurs jouent en partenaires",
    "option.defenders_are_partners.help": "Pour l'arbitre seulement : un défenseur dont le partenaire est maître "
                                          "n'est pas obligé de couper. Ne change pas la marque.",
    # short headings of the score sheet
    "sheet.taker": "Preneur",
    "sheet.take_round": "Prise",
    "sheet.card_points": "Cartes",
    # score sheets: short headings, blank pads
    "sheet.noisettes": "Nois.",
    "sheet.pot": "Pot",
    "sheet.goal": "But",
    "sheet.manches_played": "Manches",
    "sheet.count.noisettes": "{n:p:noisette|noisettes}",
    "blank.taker": "Preneur",
    "blank.take_round": "Tour",
    "blank.trump": "Atout",
    "blank.pot": "Pot",
    "blank.card_points": "Points",
    "blank.noisettes": "Nois.",
    "blank.delta": "Partie",
    # the entry
    "entry.dealer.help": "Par défaut le joueur suivant le donneur précédent, d'une manche à l'autre aussi.",
    "entry.take_round": "Le tour de prise",
    "entry.take_round.help": "1er tour : 1 noisette au pot ; 2e tour : 2 ; prise forcée (tous ont passé deux "
                             "fois) : le joueur qui suit le donneur prend sans payer.",
    "entry.take_round.1": "1er tour",
    "entry.take_round.2": "2e tour",
    "entry.take_round.forced": "Prise forcée",
    "entry.taker": "Le preneur",
    "entry.taker.help": "Sur une prise forcée, le joueur qui suit le donneur.",
    "entry.trump": "L'atout",
    "entry.trump.help": "La couleur de la carte retournée (de l'une des deux, au 2e tour) que le preneur a "
                        "choisie.",
    "entry.turned_cards": "Les cartes retournées",
    "entry.turned_cards.help": "Facultatif : la carte retournée (1er tour) ou les deux (sinon), pour vérifier "
                               "l'atout.",
    "entry.card_points": "Les points des cartes",
    "entry.card_points.help": "Les cartes ramassées par chacun, comptées avant les fautes, sans le dix de der "
                              "ni la Belote.",
    "entry.last_trick": "Le dernier pli",
    "entry.last_trick.help": "Qui a remporté le 8e pli (10 de der), avant les fautes.",
    "entry.belote_by": "La Belote",
    "entry.belote_by.help": "Le joueur qui a annoncé Belote et Rebelote avec la Dame et le Roi d'atout (+10). "
                            "Une fausse Belote est une faute.",
    "entry.faults": "Les fautes",
    "entry.faults.help": "Chaque faute coûte 2 plis, donnés au preneur ; une faute du preneur s'inscrit en "
                         "deux lignes d'un pli, une par défenseur.",
    "entry.faults.offender": "Le fautif",
    "entry.faults.beneficiary": "Celui qui reçoit les plis",
    "entry.faults.points_moved": "Les points des plis donnés",
    "entry.faults.points_moved.help": "La valeur des cartes contenues dans ces plis.",
    "entry.faults.includes_last_trick": "Le dernier pli en fait partie",
    "entry.faults.includes_last_trick.help": "Le dix de der passe alors avec lui.",
    "entry.faults.tricks": "Le nombre de plis donnés",
    "entry.faults.tricks.help": "2 en général ; 1 sur chacune des deux lignes d'une faute du preneur.",
    "entry.tricks_won": "Les plis remportés",
    "entry.tricks_won.help": "Facultatif : le nombre de plis de chacun (8 en tout), pour vérifier la saisie.",
    # refusals
    "refused.forced_taker": "En cas de double passe, c'est le joueur qui suit le donneur qui doit prendre : "
                            "{player}.",
    "refused.removed_suit": "Cette couleur a été retirée du jeu : {suit} ne peut pas être l'atout.",
    "refused.trump_not_turned": "L'atout doit être la couleur d'une carte retournée, pas {suit}.",
    "refused.turned_count": "Il y a {count:p:carte retournée|cartes retournées} à ce tour de prise, pas {given}.",
    "refused.turned_twice": "La même carte ne peut pas être retournée deux fois.",
    "refused.one_point": "{player} : 1 point de cartes est impossible (aucune carte ne vaut 1).",
    "refused.card_total": "Les points des cartes doivent totaliser 122, pas {total}.",
    "refused.fault_self": "{player} ne peut pas se donner ses propres plis.",
    "refused.fault_to_defender": "La faute de {offender} profite au preneur, {taker}, pas à l'autre défenseur.",
    "refused.fault_one_point": "Des plis ne peuvent pas valoir 1 point.",
    "refused.fault_points": "Le fautif n'a pas autant de points dans ses plis : {player} a {points}, pas {moved}.",
    "refused.fault_last_trick": "{player} n'a pas le dernier pli : il ne peut pas le donner.",
    "refused.trick_count": "Il y a toujours 8 plis, pas {total}.",
    "refused.points_without_trick": "{player} n'a remporté aucun pli mais a {points} points de cartes.",
    "refused.last_without_trick": "{player} n'a remporté aucun pli mais aurait le dernier.",
    "refused.not_a_card": "{card} n'est pas dans le jeu de cette partie.",
    "refused.not_in_hand": "{card} n'est pas dans la main.",
    "refused.must_follow": "{card} : il faut fournir du {led} (faute, 2 plis).",
    "refused.must_trump": "{card} : sans la couleur demandée, il faut couper à {trump} (faute, 2 plis).",
    "refused.must_overtrump": "{card} : il faut monter sur l'atout déjà joué (faute, 2 plis).",
    "refused.false_belote": "Belote annoncée sans la Dame et le Roi de {trump} (faute, 2 plis).",
    # how
    "how.small_pot": " (moins de 4 noisettes au pot)",
    "how.with_last": ", dernier pli compris",
    # lines (noisettes)
    "line.ante": "mise de début de donne",
    "line.take": "prend au {round:ord} tour : {n:p:noisette|noisettes} au pot",
    "line.forced": "prise forcée : aucune noisette à mettre au pot",
    "line.take_short": "n'a pas les {cost} noisettes de la prise : met ce qu'il a ({paid})",
    "line.fault": "reçoit {tricks:p:pli|plis} de {offender} pour faute ({points:p:point|points}{last})",
    "line.all": "{score} points, plus de la moitié de {total} : remporte tout le pot "
                "({n:p:noisette|noisettes})",
    "line.above": "{score} points, pas plus de {half}, mais devant {first} et {second} : "
                  "{n:p:noisette|noisettes}{small}",
    "line.best_opponent": "meilleur adversaire ({score} points) : 1 noisette",
    "line.opponents_tied": "adversaires à égalité ({score} points) : leur noisette reste au pot",
    "line.lost": "{taker} perd avec {score} points : {n:p:noisette|noisettes} pour chaque adversaire{small}",
    "line.left_in_pot": "{n:p:noisette reste|noisettes restent} au pot pour la donne suivante",
    "line.new_manche": "nouvelle manche : chacun repart avec {n} noisettes",
    "line.pot_cleared": "nouvelle manche : le pot est vidé ({n:p:noisette|noisettes})",
    # lines (points de partie)
    "line.complete": "{n} noisettes : manche complète, 3 points de partie",
    "line.leader": "manche partielle ({out:and} sans noisette), en tête avec {n} : 2 points de partie",
    "line.leader_tied": "manche partielle ({out:and} sans noisette), en tête à égalité avec {n} : "
                        "2 points de partie",
    "line.second": "manche partielle, deuxième avec {n} noisettes : 1 point de partie",
    "line.goal_moves": "{n} points de partie à égalité en tête : le but passe à {goal}",
    "line.wins": "{n} points de partie (but {goal}) : gagne la partie",
    # summaries of a deal
    "summary.all": "{taker} ({trump}) fait {score} et rafle le pot",
    "summary.above": "{taker} ({trump}) fait {score} : +{n}",
    "summary.lost": "{taker} ({trump}) perd avec {score}",
    "summary.with_manche": "{deal} — {manche}",
    "summary.with_noisettes": "{deal} · noisettes {a}\u202f/\u202f{b}\u202f/\u202f{c}, pot\u00a0{pot}",
    "summary.complete": "manche complète",
    "summary.partial": "manche partielle",
    # facts
    "fact.noisettes": "Noisettes",
    "fact.pot": "Pot",
    "fact.forced_taker": "Prise forcée (si tous passent deux fois)",
    "fact.goal": "But de la partie",
    "fact.manches": "Manches jouées",
    # reminders
    "reminder.cards": "Atout : Valet 20, 9 14, As 11, 10 10, Roi 4, Dame 3 ; ailleurs As 11, 10 10, Roi 4, "
                      "Dame 3, Valet 2 ; 7 et 8 rien. Dix de der 10, Belote 10 : 132 points, 142 avec Belote.",
    "reminder.ante": "Chaque manche, 10 noisettes chacun ; chaque donne, une noisette de chacun au pot.",
    "reminder.taking": "Prendre coûte 1 noisette au 1er tour, 2 au 2e (ce qu'on a si c'est moins) ; "
                       "après deux tours de passe, le joueur après le donneur prend sans payer.",
    "reminder.settlement": "Plus de la moitié des points : tout le pot. Sinon, devant chacun : 3 noisettes "
                           "(2 si le pot en a moins de 4) et 1 au meilleur adversaire. Sinon chaque adversaire "
                           "en prend 2 (1 si le pot en a moins de 4).",
    "reminder.manche": "À 21 noisettes, manche complète : 3 points de partie. Si quelqu'un n'a plus de "
                       "noisette, manche partielle : 2 au premier, 1 au deuxième.",
    "reminder.partie": "6 points de partie gagnent ; à égalité en tête au-delà du but, le but recule de 2.",
    "reminder.faults": "Chaque faute (renonce, refus de couper ou de monter, fausse Belote) donne 2 plis à "
                       "l'adversaire avant de compter.",
}
