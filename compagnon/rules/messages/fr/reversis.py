"""Reversis (La Haye, 1785), in French."""

MESSAGES = {
    "first_to_speak": "{player} joue en premier",
    "summary": "Jeu de levées à quatre où l'on cherche à faire le moins de points : la Partie, le Quinola et "
               "sa Remise, le Reversis et l'Espagnolette se règlent en jetons et fiches, avec le Panier. Inscrivez "
               "les joueurs dans l'ordre du jeu : chacun suivi de son voisin de droite.",
    # house rules
    "option.remise_mode": "Le montant de la Remise",
    "option.remise_mode.help": "Tirer la Remise prend tout le Panier et la faire en remet autant (par défaut), "
                               "ou bien l'on tire ou paie seulement le premier fonds de 9 jetons.",
    "option.remise_mode.whole_pot": "Tout le Panier",
    "option.remise_mode.fixed_fund": "Le premier fonds (9 jetons)",
    "option.esp_refund_others_factor": "L'Espagnolette manquée rend ce que les autres se sont payé",
    "option.esp_refund_others_factor.help": "Ce qu'on lui a payé, il le rend toujours au double ; ce que les "
                                            "autres joueurs se sont payé entre eux pour une renonce, au double "
                                            "(par défaut) ou au simple.",
    "option.esp_refund_others_factor.2": "Au double",
    "option.esp_refund_others_factor.1": "Au simple",
    # short headings of the score sheet
    "sheet.points": "Points",
    "sheet.first_nine_by": "Reversis",
    # score sheets: short headings, blank pads
    "sheet.panier": "Panier",
    "blank.panier": "Panier",
    "blank.events": "Quinola, As, Reversis",
    "blank.points": "Points",
    "blank.delta": "Fiches",
    # the entry
    "entry.dealer.help": "Par défaut le voisin de droite du donneur précédent ; le même donneur après une donne "
                         "refaite.",
    "entry.status": "Le coup",
    "entry.status.help": "Rien à choisir pour un coup joué. Sinon : carte retournée ou donne rachetée (le même "
                         "donneur refait), donne perdue, maldonne vue après l'écart (4 jetons, coup nul).",
    "entry.status.played": "Joué",
    "entry.status.redeal_turned_card": "Carte retournée : la donne est refaite",
    "entry.status.redeal_bought": "Maldonne : donne rachetée d'un jeton",
    "entry.status.deal_lost": "Maldonne : donne perdue",
    "entry.status.void_after_ecart": "Maldonne vue après l'écart : coup nul",
    "entry.ecart": "L'écart",
    "entry.ecart.help": "Les cartes sous le Panier, normalement 4 : comptées comme aux levées (As de carreau 5, "
                        "Quinola 4) plus 4, elles font la Partie.",
    "entry.tricks": "Les levées",
    "entry.tricks.help": "Le nombre de levées de chacun ; à points égaux, le moins de levées gagne la Partie.",
    "entry.points": "Les points des levées",
    "entry.points.help": "As 4, Roi 3, Dame 2, Valet 1 dans ses levées ; avec l'écart, 40 en tout. Le moins "
                         "gagne la Partie, le plus la paie.",
    "entry.first_nine_by": "Le Reversis entrepris par",
    "entry.first_nine_by.help": "Le joueur qui a fait les neuf premières levées, s'il y en a un : il n'y a "
                                "alors ni Partie ni petits paiements.",
    "entry.trick10_winner": "Qui a fait la 10e levée",
    "entry.trick10_winner.help": "Si un autre que celui qui l'a entrepris la fait, le Reversis est rompu.",
    "entry.trick11_winner": "Qui a fait la 11e levée",
    "entry.trick11_winner.help": "S'il les fait toutes les deux, le Reversis est fait.",
    "entry.espagnolette": "L'Espagnolette",
    "entry.espagnolette.help": "Trois As et le Quinola, quatre As et le Quinola, ou quatre As dans une main ; "
                               "à noter seulement si elle a renoncé par privilège.",
    "entry.espagnolette.holder": "Qui la tenait",
    "entry.espagnolette.hand": "Son jeu",
    "entry.espagnolette.hand.3A+Q": "Trois As et le Quinola",
    "entry.espagnolette.hand.4A+Q": "Quatre As et le Quinola",
    "entry.espagnolette.hand.4A": "Quatre As",
    "entry.espagnolette.used": "A renoncé par privilège",
    "entry.espagnolette.used.help": "Coché s'il a renoncé au moins une fois en vertu de son droit ; sinon il "
                                    "joue un jeu ordinaire.",
    "entry.events": "Les As et le Quinola",
    "entry.events.help": "Une ligne par As ou Quinola donné en renonce, forcé ou mené ; le Quinola se note "
                         "toujours, sauf s'il est à l'écart.",
    "entry.events.card": "La carte",
    "entry.events.trick": "Au pli n°",
    "entry.events.trick.help": "De 1 à 11 ; à la 1re et à la 11e levée, le paiement est doublé.",
    "entry.events.player": "Jouée par",
    "entry.events.manner": "Comment",
    "entry.events.manner.help": "En renonce : sur une autre couleur. Forcé : fourni sur sa couleur menée par un "
                                "autre. Mené : joué en tête par son porteur.",
    "entry.events.manner.renonce": "En renonce",
    "entry.events.manner.forced": "Forcé",
    "entry.events.manner.led": "Mené (joué ou gorgé)",
    "entry.events.leader": "Qui a mené le pli",
    "entry.events.leader.help": "Pour une carte forcée, c'est le forceur ; inutile pour une carte menée.",
    "entry.events.winner": "Qui a fait la levée",
    "entry.events.winner.help": "Pour une renonce, c'est lui qui paie ; inutile pour un As forcé.",
    "entry.events.claimed": "Carte menée : réclamée par le gagnant de la Partie",
    "entry.events.claimed.help": "Seulement pour un As ou le Quinola mené par son porteur : il ne se paie au "
                                 "gagnant de la Partie que s'il le demande.",
    "entry.faults": "Les fautes",
    "entry.faults.help": "Les fautes des Lois du jeu : talon mal pris, carte jouée avant son tour, renonce.",
    "entry.faults.player": "Le fautif",
    "entry.faults.article": "La faute",
    "entry.faults.article.XLIX": "A vu sa carte du talon puis écarté (XLIX)",
    "entry.faults.article.LI": "A pris sa carte du talon sans écarter (LI)",
    "entry.faults.article.LII": "A joué avant son tour (LII)",
    "entry.faults.article.LIII": "A écarté deux cartes (LIII)",
    "entry.faults.article.LVII": "A renoncé sans l'Espagnolette (LVII)",
    "entry.faults.count": "Combien de fois",
    "entry.faults.count.help": "Seule la carte jouée avant son tour (LII) peut se compter plusieurs fois.",
    # refusals
    "refused.same_dealer": "Après une donne refaite, c'est encore {dealer} qui donne.",
    "refused.ecart_twice": "Une même carte figure deux fois dans l'écart.",
    "refused.tricks_total": "Il y a toujours 11 levées, pas {total}.",
    "refused.tricks_reversis": "Les levées ne répondent pas au Reversis : {player} a les neuf premières, et les "
                               "deux dernières vont à ceux qui les ont faites.",
    "refused.points_total": "Les points des levées et ceux de l'écart font 40 : ici {total} au lieu de {expected}.",
    "refused.points_over": "Avec trois cartes à l'écart, les levées font au plus {most} points, pas {total}.",
    "refused.points_tricks": "{player} : {points:p:point|points} en {tricks:p:levée|levées}, c'est impossible "
                             "(au plus 16 points par levée).",
    "refused.first_nine_missing": "{player} a fait toutes les levées : c'est un Reversis, à noter comme tel.",
    "refused.event_card": "{card} : seuls les As et le Quinola se notent.",
    "refused.event_twice": "{card} est noté deux fois.",
    "refused.event_in_ecart": "{card} est dans l'écart : il n'a pas été joué.",
    "refused.event_needs": "{card} au pli {trick} : indiquer qui a mené et qui a fait la levée.",
    "refused.renonce_won": "{card} donné en renonce par {player} : la levée va forcément à un autre.",
    "refused.renonce_own_lead": "{card} : {player} ne peut renoncer sur sa propre entame.",
    "refused.forced_own_lead": "{card} : on ne se force pas soi-même ; {player} a mené ce pli.",
    "refused.forced_ace_wins": "{card} forcé : l'As, plus forte carte, fait la levée de {player}.",
    "refused.led_by_other": "{card} joué en tête : c'est {player} qui a mené ce pli.",
    "refused.first_lead": "Le premier pli est mené par {player}, premier en main.",
    "refused.event_reversis": "{card} au pli {trick} : ne répond pas au Reversis entrepris par {player} (il fait "
                              "les neuf premières levées et mène jusqu'à la dixième).",
    "refused.winner_no_trick": "{card} : {player} n'a aucune levée et ne peut avoir fait ce pli.",
    "refused.fault_count": "La faute {article} se compte une fois ; seule la carte jouée avant son tour (LII) "
                           "peut se répéter.",
    "refused.misdeal": "Maldonne : onze cartes aux autres en trois fois (une fois 3, deux fois 4), douze à soi "
                        "toujours par 4.",
    "refused.not_in_hand": "{card} n'est pas dans la main.",
    "refused.revoke": "{card} : il faut fournir du {led} (renonce : 2 jetons d'amende).",
    # the referee: a trick, the Espagnolette's privilege
    "referee.context.trick": "Le numéro du pli",
    "referee.context.trick.help": "De 1 à 11 : l'Espagnolette ne peut renoncer que pendant les neuf premiers.",
    "referee.context.espagnolette": "L'Espagnolette",
    "referee.context.espagnolette.help": "Si un joueur a trois As et le Quinola, ou les quatre As, et use de son "
                                         "droit de renoncer.",
    "referee.context.espagnolette.holder": "Qui la tient",
    "referee.context.espagnolette.holder.help": "Son nom, tel qu'il est écrit dans le pli.",
    "referee.player_twice": "{player} joue deux fois dans le même pli.",
    "referee.card_twice": "{card} n'existe qu'en un exemplaire.",
    "referee.wins": "{card} l'emporte : la plus forte carte de la couleur demandée ; il n'y a pas d'atout.",
    "referee.privilege": "{card} sur du {led} : l'Espagnolette peut renoncer, même en ayant la couleur, au pli "
                         "{trick} (pendant les neuf premiers).",
    "referee.privilege_over": "{card} : au pli {trick}, l'Espagnolette n'a plus le droit de renoncer et doit "
                              "fournir du {led} (renonce : 2 jetons d'amende).",
    "referee.which_trick": "{card} sur du {led} : l'Espagnolette ne peut renoncer que pendant les neuf premiers "
                           "plis ; dites le numéro du pli.",
    # how a payment is doubled
    "how.plain": "",
    "how.vis_a_vis": ", au double en vis-à-vis",
    "how.first": ", au double à la première Bonne",
    "how.last": ", au double à la dernière Bonne",
    "how.vis_a_vis_first": ", au quadruple (vis-à-vis et première Bonne)",
    "how.vis_a_vis_last": ", au quadruple (vis-à-vis et dernière Bonne)",
    # score lines: the Panier
    "line.renewal": "{payer} met {fiches:p:fiche|fiches} au Panier : le fonds de 9 jetons est renouvelé",
    "line.deal_jeton": "{payer} donne et met son jeton au Panier",
    "line.no_contribution": "{dealer} refait la même donne : pas de nouvelle mise au Panier",
    "line.turned_card": "carte retournée : {dealer} refait la donne",
    "line.buy_back": "{payer} a mal donné et rachète sa donne d'un jeton",
    "line.deal_lost": "{dealer} a mal donné et perd sa donne ; {next} donne",
    "line.void": "{payer} : maldonne vue après l'écart, 4 jetons d'amende ; le coup est nul et la donne passe",
    # warnings
    "line.ecart_size": "attention : {count} cartes sous le Panier au lieu de 4 ; toutes comptent pour la Partie",
    "line.quinola_missing": "attention : le Quinola n'est ni à l'écart ni noté parmi les cartes jouées ; "
                            "aucune Remise n'est comptée",
    # faults
    "line.out_of_turn": "{payer} a joué avant son tour ({count:p:fois|fois}) : un jeton d'amende chaque fois",
    "line.revoke": "{payer} a renoncé : 2 jetons d'amende, et ne touche rien de ce coup",
    "line.ban_XLIX": "{player} a vu sa carte du talon avant d'écarter : ne touche rien de ce coup",
    "line.ban_LI": "{player} a pris sa carte du talon sans écarter : ne touche rien de ce coup",
    "line.ban_LIII": "{player} a écarté deux cartes : ne touche rien, sauf pour rompre un Reversis ou forcer "
                     "le Quinola",
    # the Partie
    "line.partie": "{loser} perd la Partie de {partie:p:fiche|fiches} et la paie à {winner}{how}",
    "line.no_partie_winner": "personne ne peut gagner la Partie : elle n'est pas payée",
    # small payments
    "line.renonce": "{player} donne l'{card} en renonce au pli {trick} ; {payer}, qui fait la levée, le paie{how}",
    "line.quinola_placed": "{player} place le Quinola en renonce au pli {trick} ; {payer}, qui fait la levée, lui "
                           "paie un jeton{how}",
    "line.renonce_barred": "{player} donne {card} en renonce, mais ne peut rien toucher de ce coup",
    "line.ace_forced": "{card} forcé par {forcer} au pli {trick} : {holder} le paie{how}",
    "line.forced_barred": "{player} force l'{card}, mais ne peut rien toucher de ce coup",
    "line.quinola_forced": "Quinola forcé par {forcer} au pli {trick} : {holder}, qui le tenait, paie "
                           "2 jetons{how}",
    "line.quinola_forced_other": "Quinola de {holder} forcé par {forcer} au pli {trick} : {payer} paie un "
                                 "jeton{how}",
    "line.consolation_barred": "{player} force le Quinola, mais on ne lui en paie pas la consolation",
    "line.ace_led": "{card} joué en tête par {holder} au pli {trick} : payé à {winner}, gagnant de la "
                    "Partie{how}",
    "line.quinola_led": "Quinola joué par {holder} au pli {trick} : {holder} paie 2 jetons à {winner}, gagnant "
                        "de la Partie{how}",
    "line.quinola_led_other": "Quinola joué par {holder} au pli {trick} : {payer} paie un jeton à {winner}, "
                              "gagnant de la Partie{how}",
    "line.not_claimed": "{player} n'a pas réclamé le paiement de {card} joué en tête : rien n'est payé",
    "line.esp_refund": "{holder}, Espagnolette manquée, rend à {payer} {factor} × {fiches:p:fiche|fiches} "
                       "(renonce payée à {payee})",
    "line.refund_barred": "{player} ne touche rien de ce coup : l'Espagnolette manquée ne lui rend rien",
    # the Remise
    "line.draws_placed": "{player} a placé le Quinola et tire la Remise : {fiches:p:fiche|fiches}",
    "line.draws_reversis": "{player} fait le Reversis après avoir joué le Quinola avant la Bonne : Remise tirée "
                           "en plus, {fiches:p:fiche|fiches}",
    "line.makes_forced": "{payer} s'est fait forcer le Quinola et fait la Remise : {fiches:p:fiche|fiches}",
    "line.makes_led": "{payer} a dû jouer le Quinola et fait la Remise : {fiches:p:fiche|fiches}",
    "line.makes_esp": "{payer}, Espagnolette manquée, avait placé le Quinola : Remise faite, "
                      "{fiches:p:fiche|fiches}",
    "line.makes_broken": "{payer} avait joué le Quinola avant la Bonne et son Reversis est rompu : Remise faite "
                         "en plus, {fiches:p:fiche|fiches}",
    "line.no_placement": "{player} ne peut rien toucher de ce coup : son Quinola n'est pas placé, pas de Remise",
    "line.quinola_late": "{player} a joué le Quinola au pli {trick}, dans la Bonne : pas de Remise",
    "line.quinola_plain": "coup de Reversis : le Quinola de {player} n'est qu'un Valet de cœur, pas de Remise",
    # the Reversis
    "line.no_small_payments": "coup de Reversis : pas de Partie, et les petits payements du coup sont rendus",
    "line.made_side": "{player} fait le Reversis : {payer} lui paie 16 fiches",
    "line.made_opposite": "{player} fait le Reversis : {payer}, son vis-à-vis, lui paie 32 fiches",
    "line.esp_pays_made": "{player} fait le Reversis : {holder}, l'Espagnolette, paie seul les 64 fiches",
    "line.reversis_barred": "{player} fait toutes les levées, mais ne peut rien toucher de ce coup",
    "line.broken": "{player} rompt à la Bonne le Reversis entrepris par {payer}, qui lui paie 64 fiches",
    "line.esp_pays_broken": "{player} rompt le Reversis entrepris par {undertaker} : {holder}, l'Espagnolette, "
                            "paie seul les 64 fiches",
    "line.breaker_barred": "{player} rompt le Reversis, mais on ne lui paie rien",
    # summaries
    "summary.partie": "Partie de {partie} : {winner} gagne, {loser} paie",
    "summary.no_partie": "Partie de {partie} non payée",
    "summary.made": "Reversis de {player}",
    "summary.broken": "Reversis de {player} rompu par {breaker}",
    "summary.turned_card": "Carte retournée : {dealer} redonne",
    "summary.bought": "Maldonne : {dealer} rachète sa donne",
    "summary.deal_lost": "Maldonne : {dealer} perd sa donne",
    "summary.void": "Coup nul : maldonne de {dealer}",
    "summary.with_panier": "{summary} · Panier {panier}",
    # facts
    "fact.balance": "Solde en fiches",
    "fact.balance_jetons": "Solde en jetons et fiches",
    "fact.in_jetons": "{jetons:p:jeton|jetons} {fiches:p:fiche|fiches}",
    "fact.in_jetons_round": "{jetons:p:jeton|jetons}",
    "fact.panier": "Panier (fiches)",
    "fact.panier_jetons": "Panier en jetons et fiches",
    "fact.dealer": "Donneur",
    "fact.first_fund": "Premier fonds du Panier",
    # reminders
    "reminder.points": "Dans les levées : As 4, Roi 3, Dame 2, Valet 1, les autres rien ; 40 en tout. Pas de 10, "
                       "pas d'atout, on fournit toujours.",
    "reminder.partie": "La Partie : l'écart compté (As de carreau 5, Quinola 4) plus 4 fiches ; le plus de points "
                       "la paie à celui qui en a le moins, au double en vis-à-vis.",
    "reminder.ties": "À points égaux, moins de levées l'emporte, puis le mieux placé : le donneur, puis sa gauche.",
    "reminder.panier": "Panier : 2 jetons chacun et 3 au donneur quand il a moins de 9 jetons ; sinon un jeton "
                       "du donneur à chaque coup. 1 jeton = 5 fiches.",
    "reminder.quinola": "Quinola placé en renonce : on tire la Remise ; forcé ou joué : on la fait.",
    "reminder.payments": "As en renonce 1 fiche (As de carreau 2), Quinola 1 jeton ; As forcé 1 fiche, Quinola "
                         "forcé 2 jetons plus 1 de chacun ; doublés en vis-à-vis et à la première et dernière Bonne.",
    "reminder.reversis": "Reversis fait : 16 fiches de chaque voisin, 32 du vis-à-vis ; rompu : 64 fiches à celui "
                         "qui le rompt.",
    "reminder.espagnolette": "Espagnolette : renonce permise aux neuf premières levées ; sans levée elle gagne la "
                             "Partie, avec une levée elle la perd et rend au double.",
    "reminder.faults": "Renonce 2 jetons, carte avant son tour 1 jeton, maldonne après l'écart 4 jetons ; le "
                       "fautif ne touche rien du coup.",
}
