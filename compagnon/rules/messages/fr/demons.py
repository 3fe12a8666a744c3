"""Démons, in French."""

MESSAGES = {
    "summary": "Jeu de plis à trois avec deux jeux de tarot : un Diable secret, des combinaisons construites "
               "carte après carte, des paris sur les plis, et le premier à 333 points en ayant parié gagne.",
    # house rules
    "option.deck_variant": "Les cartes",
    "option.deck_variant.help": "Avec deux jeux de 52 cartes, les 1 à 5 de Cœur font les Démons et les 10 les "
                                "Cavaliers ; le décompte ne change pas.",
    "option.deck_variant.tarot78x2": "Deux jeux de tarot",
    "option.deck_variant.std52x2": "Deux jeux de 52 cartes",
    "option.strict_possession_obligation": "Démon pur interdit s'il pouvait posséder la couleur",
    "option.strict_possession_obligation.help": "Le texte laisse la question « à décider » : par défaut, seul "
                                                "celui qui avait la couleur en main est puni.",
    # the score sheet
    "sheet.diable": "Diable",
    "sheet.tricks_won": "Plis",
    "sheet.base_points": "Pts hum.",
    "sheet.ordinary_cards": "Pts Dia.",
    # the entry
    "entry.dealer.help": "Par défaut le joueur suivant ; le même après une donne redistribuée ou annulée.",
    "entry.status": "La donne",
    "entry.status.help": "Jouée, redistribuée (les cinq Démons retournés) ou annulée par une faute.",
    "entry.status.played": "Jouée",
    "entry.status.redeal_all_demons_turned": "Redistribuée : les cinq Démons étaient retournés",
    "entry.status.annulled_fault": "Annulée : Démon pur joué en ayant la couleur",
    "entry.colours": "Les couleurs des joueurs",
    "entry.colours.help": "Le 8 tiré par chacun au début de la partie ; à noter une fois, il ne change plus.",
    "entry.diable": "Le Diable",
    "entry.diable.help": "Celui qui tenait le plus fort Démon non retourné. Les cases de points ne concernent "
                         "ensuite que lui ou que les deux humains.",
    "entry.tricks_won": "Les plis remportés",
    "entry.tricks_won.help": "Neuf plis en tout.",
    "entry.base_points": "Les points de cartes des humains",
    "entry.base_points.help": "Les deux joueurs qui ne sont pas le Diable : Dame 4, Roi 2, Cavalier 2, Valet 1, "
                              "6 et Démons 0.",
    "entry.own_colour_figures": "Les figures de leur couleur (humains)",
    "entry.own_colour_figures.help": "Valets, Dames, Cavaliers et Rois de la couleur de son 8 dans ses plis : "
                                     "+1 chacun. Vide : aucun.",
    "entry.ordinary_cards": "Les cartes ordinaires du Diable",
    "entry.ordinary_cards.help": "Dans la case du Diable : toutes ses cartes sauf les Démons, 6 compris, 1 point "
                                 "chacune.",
    "entry.colour_figures": "Ses figures à sa couleur ou à cœur (Diable)",
    "entry.colour_figures.help": "+1 par figure de la couleur de son 8 ou de cœur. Vide : aucune.",
    "entry.demon_trick_figures": "Ses figures dans un pli à Démon (Diable)",
    "entry.demon_trick_figures.help": "+1 par figure d'un de ses plis où se trouve un Démon, pur ou possédant. "
                                      "Vide : aucune.",
    "entry.sixes": "Ses 6 (Diable)",
    "entry.sixes.help": "Trois 6 ou plus dans ses plis : +10.",
    "entry.combinations": "Les combinaisons tentées",
    "entry.combinations.help": "Une ligne par Pareil ou Suite commencé, dans l'ordre des annonces ; une carte seule "
                               "est un échec.",
    "entry.combinations.player": "Le joueur",
    "entry.combinations.kind": "La combinaison",
    "entry.combinations.kind.pareil": "Pareil",
    "entry.combinations.kind.suite": "Suite",
    "entry.combinations.cards": "Les cartes annoncées",
    "entry.combinations.cards.help": "Dans l'ordre joué ; un Démon possédant compte pour la carte qu'il possède.",
    "entry.combinations.tricks": "Les plis (facultatif)",
    "entry.combinations.tricks.help": "Le numéro du pli de chaque carte, pour vérifier qu'ils se suivent.",
    "entry.bets": "Les paris",
    "entry.bets.help": "Une ligne par parole, dans l'ordre où elles ont été dites : le pari, puis la réponse de "
                       "chacun à son tour (tient, monte ou concède).",
    "entry.bets.player": "Le joueur",
    "entry.bets.objective": "Sur le gain",
    "entry.bets.objective.help": "Partiel : le plus de plis (10, 20, 40). Complet : 5 plis (20, 40, 80).",
    "entry.bets.objective.partial": "Partiel",
    "entry.bets.objective.complete": "Complet",
    "entry.bets.action": "La parole",
    "entry.bets.action.bet": "Parie",
    "entry.bets.action.hold": "Tient",
    "entry.bets.action.raise": "Monte",
    "entry.bets.action.concede": "Concède",
    "entry.bets.before_trick": "Avant le pli",
    "entry.bets.before_trick.help": "Pour un pari seulement : le pli dont la première carte n'était pas jouée "
                                    "(partiel : 1 à 3, complet : 1 à 5).",
    "entry.penalties": "Les pénalités",
    "entry.penalties.help": "Dire qu'on est ou n'est pas le Diable : −50. Démon pur en ayant la couleur : −100, "
                            "et la donne est annulée.",
    "entry.penalties.player": "Le fautif",
    "entry.penalties.kind": "La faute",
    "entry.penalties.kind.signalled_role": "A dit s'il était Diable ou non (−50)",
    "entry.penalties.kind.pure_demon_revoke": "Démon pur joué en ayant la couleur (−100, donne annulée)",
    "entry.penalties.trick": "Au pli",
    "objective.partial": "le gain partiel",
    "objective.complete": "le gain complet",
    # refusals
    "refused.colours_twice": "Chaque joueur a son propre 8 : pique, carreau et trèfle, une fois chacun.",
    "refused.colours_changed": "Les couleurs sont fixées une fois pour toutes au début de la partie.",
    "refused.trick_total": "Les plis font 9 en tout, pas {total}.",
    "refused.base_points": "{player} : {points} points sont impossibles en {tricks:p:pli|plis} (au plus {most}).",
    "refused.figures_tricks": "{player} : {figures:p:figure|figures} de sa couleur ne tiennent pas dans "
                              "{tricks:p:pli|plis}.",
    "refused.ordinary_tricks": "{player} : {cards} cartes ordinaires ne tiennent pas dans {tricks:p:pli|plis} "
                               "(3 par pli au plus).",
    "refused.sixes": "{player} : {sixes} six pour {cards:p:carte ordinaire|cartes ordinaires}, c'est impossible.",
    "refused.colour_figures": "{player} : {figures:p:figure|figures} à sa couleur ou à cœur, mais seulement "
                              "{most:p:figure|figures} dans ses plis.",
    "refused.demon_trick_figures": "{player} : {figures:p:figure|figures} dans ses plis à Démon, mais seulement "
                                   "{most:p:figure|figures} dans ses plis.",
    "refused.combination_card": "{card} ne peut pas faire partie d'une combinaison (ni 6 ni Démon pur).",
    "refused.combination_empty": "Une combinaison est un Pareil ou une Suite d'au moins une carte.",
    "refused.pareil_ranks": "Un Pareil ne réunit que des cartes de même rang.",
    "refused.pareil_long": "Un Pareil de {rank} a au plus {most} cartes.",
    "refused.suite_suits": "Une Suite ne réunit que des cartes de même couleur.",
    "refused.suite_repeat": "{card} : ce rang est déjà dans la Suite.",
    "refused.suite_gap": "{card} ne prolonge la Suite ni par le bas ni par le haut (Valet, Cavalier, Dame, Roi).",
    "refused.combination_copies": "{card} annoncé plus souvent qu'il n'existe ({copies} dans le jeu) : une carte "
                                  "n'appartient qu'à une combinaison.",
    "refused.combination_cards": "{player} n'a joué que 9 cartes : ses combinaisons en comptent davantage.",
    "refused.combination_tricks": "Les plis d'une combinaison se suivent, un par carte.",
    "refused.combination_order": "Les combinaisons de {player} sont à donner dans l'ordre des plis.",
    "refused.bet_unanswered": "{player} n'a pas encore répondu au dernier pari : le jeu ne reprend qu'après.",
    "refused.bet_out": "Parole n° {n} : {player} a concédé, il est hors des paris pour cette donne.",
    "refused.bet_turn": "Parole n° {n} : c'est à {waiting} de répondre, pas à {player}.",
    "refused.bet_in_round": "Parole n° {n} : {player} doit d'abord répondre au pari en cours (tenir, monter ou "
                            "concéder).",
    "refused.bet_objective": "Parole n° {n} : {player} répond au pari sur {objective}.",
    "refused.bet_cap": "Parole n° {n} : l'enjeu ne dépasse pas {most} (un pari et deux montées).",
    "refused.bet_no_round": "Parole n° {n} : {player} ne peut tenir, monter ou concéder qu'en réponse à un pari.",
    "refused.bet_trick": "Parole n° {n} : dites avant quel pli {player} a parié.",
    "refused.bet_window_partial": "Parole n° {n} : le gain partiel se parie avant la première carte du 3e pli "
                                  "(ici avant le pli {trick}).",
    "refused.bet_window_complete": "Parole n° {n} : le gain complet se parie avant la première carte du 5e pli "
                                   "(ici avant le pli {trick}).",
    "refused.bet_partial_after_complete": "Parole n° {n} : plus de pari sur le gain partiel après un pari sur le "
                                          "gain complet.",
    "refused.bet_twice": "Parole n° {n} : un seul pari par gain et par donne ; ensuite on monte.",
    "refused.revoke_not_annulled": "Un Démon pur joué en ayant la couleur annule la donne : elle est à saisir "
                                   "comme annulée.",
    "refused.annulled_revokes": "Une donne annulée l'est par exactement une faute de Démon pur ({count} ici).",
    "refused.not_in_hand": "{card} n'est pas dans la main.",
    "refused.not_turned": "{card} n'est pas parmi les cartes retournées.",
    "refused.answer_pure": "Sur un Démon pur, il faut fournir un Démon pur.",
    "refused.pure_revoke": "Démon pur en ayant du {suit} : la donne est arrêtée et annulée (−100).",
    "refused.follow": "Il faut fournir du {suit}, ou un Démon qui en possède une carte.",
    # score lines
    "line.base_points": "cartes de ses plis : {points:p:point|points}",
    "line.own_figures": "{figures:p:figure|figures} de sa couleur : +{figures}",
    "line.diable_cards": "Diable : {cards:p:carte ordinaire|cartes ordinaires} à 1 point",
    "line.diable_colour": "Diable : {figures:p:figure|figures} de sa couleur ou à cœur : +{figures}",
    "line.demon_tricks": "Diable : {figures:p:figure|figures} dans ses plis à Démon : +{figures}",
    "line.sixes": "Diable : {sixes} six dans ses plis : +10",
    "line.best_pareil": "meilleur Pareil : {length} {rank} → +{points}",
    "line.best_suite": "meilleure Suite : {length} cartes, {top} en tête → +{points}",
    "line.tie_pareil": "Pareil à égalité avec un adversaire : personne ne marque",
    "line.tie_suite": "Suite à égalité avec un adversaire : personne ne marque",
    "line.free_failure": "combinaison échouée : le premier échec est sans pénalité",
    "line.failure": "{n:ord} échec d'affilée : −10",
    "line.base_stake": "le plus de plis ({tricks}) sans pari : +5",
    "line.complete_made": "gain complet réussi ({tricks} plis) : +{points}",
    "line.complete_failed": "gain complet manqué ({tricks:p:pli|plis}) : −{points}",
    "line.partial_made": "gain partiel réussi ({tricks} plis) : +{points}",
    "line.partial_failed": "gain partiel manqué : −{points}",
    "line.signalled_role": "a dit s'il était Diable ou non : −50",
    "line.signalled_role_at": "a dit s'il était Diable ou non (pli {trick}) : −50",
    "line.pure_demon_revoke": "Démon pur joué en ayant la couleur : −100",
    "line.pure_demon_revoke_at": "Démon pur joué en ayant la couleur (pli {trick}) : −100",
    "line.annulled": "donne annulée : le même donneur redistribue",
    "line.redeal": "les cinq Démons retournés : rien n'est marqué, le même donneur redistribue",
    "line.reset_no_bet": "{total} points sans avoir parié : revient à son score du début de la donne",
    "line.reset_tie": "{total} points, mais un autre atteint 333 et personne n'a remporté les plis : revient à son "
                      "score du début de la donne",
    "line.wins": "{total} points en ayant parié : gagne la partie",
    # summaries of a deal
    "summary.redeal": "Redistribuée par {dealer}",
    "summary.annulled": "Donne annulée",
    "summary.wins": "{player} gagne (Diable : {diable})",
    "summary.played": "Diable : {diable} ; le plus de plis : {leader} ({tricks})",
    "summary.played_shared": "Diable : {diable} ; plis partagés",
    # facts
    "fact.goal": "But",
    "fact.colours": "Couleurs",
    "fact.reset": "Remis au début de la donne",
    # reminders
    "reminder.cards": "Humains : Dame 4, Roi 2, Cavalier 2, Valet 1, 6 et Démons 0 ; +1 par figure de sa couleur.",
    "reminder.diable": "Diable : 1 point par carte ordinaire ; +1 par figure de sa couleur ou à cœur, +1 par figure "
                       "d'un pli à Démon, +10 pour trois 6.",
    "reminder.combinations": "Pareil 10/20/40/50, Suite 15/30/60 pour le seul meilleur ; à égalité personne ; "
                             "la première combinaison échouée est gratuite, les suivantes −10.",
    "reminder.partial": "Sans pari, le plus de plis gagne 5 ; pari sur le gain partiel avant le 3e pli : 10, 20, 40.",
    "reminder.complete": "Pari sur le gain complet (5 plis) avant le 5e pli : 20, 40, 80.",
    "reminder.end": "333 points en ayant parié dans la donne : victoire ; sans pari, retour au score du début de la "
                    "donne.",
    "reminder.penalties": "Dire qu'on est ou n'est pas le Diable : −50 ; Démon pur en ayant la couleur : −100 et "
                          "donne annulée.",
}
