"""Bernicle, in French."""

MESSAGES = {
    "summary": "Jeu à trois cousin du Pinochle : on enchérit sur plis et combinaisons, le preneur affronte deux "
               "défenseurs qui comptent aussi la niche, et le premier à 2000 points gagne.",
    # house rules
    "option.defense_scoring": "Le compte de la défense",
    "option.defense_scoring.help": "Chaque défenseur marque les plis et combinaisons de toute la défense (lecture "
                                   "littérale de Bernicle §10), ou seulement les siens.",
    "option.defense_scoring.joint": "Commun : chaque défenseur marque le total de la défense",
    "option.defense_scoring.individual": "Individuel : chaque défenseur marque ses propres plis et combinaisons",
    # short headings of the score sheet
    "sheet.taker": "Preneur",
    "sheet.contract": "Contrat",
    "sheet.niche_points": "Niche",
    "sheet.trick_points": "Plis",
    # the entry
    "entry.dealer.help": "Par défaut le joueur suivant le donneur précédent ; le même après une maldonne.",
    "entry.no_bid": "Personne n'a enchéri",
    "entry.no_bid.help": "Les trois ont passé sans enchérir : rien n'est marqué, le suivant donne.",
    "entry.fault": "La faute",
    "entry.fault.help": "Une faute arrête la donne ; plis et points de plis : ceux acquis à l'arrêt.",
    "entry.fault.kind": "Qui a fauté",
    "entry.fault.kind.taker": "Faute du preneur",
    "entry.fault.kind.defender": "Faute d'un défenseur",
    "entry.fault.kind.misdeal": "Maldonne",
    "entry.fault.player": "Le fautif",
    "entry.fault.taker.player.help": "Facultatif : c'est forcément le preneur.",
    "entry.fault.misdeal.player.help": "Facultatif : c'est forcément le donneur, qui perd 200.",
    "entry.taker": "Le preneur",
    "entry.taker.help": "Celui qui a remporté les enchères.",
    "entry.contract": "Le contrat",
    "entry.contract.help": "La dernière enchère : un multiple de 10, au moins 150 ; plis et combinaisons comptent.",
    "entry.trump": "L'atout",
    "entry.trump.help": "La couleur choisie par le preneur.",
    "entry.auction": "Les enchères",
    "entry.auction.help": "Facultatif : chaque parole dans l'ordre, pour vérifier les enchères ; ouverture 150 "
                          "ou 160, puis 10 ou 20 de plus.",
    "entry.auction.player": "Qui parle",
    "entry.auction.bid": "L'enchère",
    "entry.combos": "Les combinaisons annoncées",
    "entry.combos.help": "Ce que chacun a montré avant de jouer, une ligne par combinaison ; une grande "
                         "remplace les petites qu'elle contient.",
    "entry.combos.kind": "La combinaison",
    "entry.combos.kind.mariage": "Mariage (20)",
    "entry.combos.kind.mariage_royal": "Mariage royal (40)",
    "entry.combos.kind.bernicle": "Bernicle (40)",
    "entry.combos.kind.double_bernicle": "Double Bernicle (300)",
    "entry.combos.kind.grande_bernicle": "Grande Bernicle (90)",
    "entry.combos.kind.carre": "Carré (40 à 100)",
    "entry.combos.kind.octuple": "Octuple (600)",
    "entry.combos.kind.procession": "Procession (400)",
    "entry.combos.kind.famille": "Famille (100)",
    "entry.combos.kind.famille_royale": "Famille royale (200)",
    "entry.combos.suit": "La couleur",
    "entry.combos.rank": "Le rang",
    "entry.combos.mariage.suit.help": "Pas l'atout : à l'atout, c'est le Mariage royal.",
    "entry.combos.famille.suit.help": "Pas l'atout : à l'atout, c'est la Famille royale.",
    "entry.combos.carre.rank.help": "Une carte de chaque couleur : Valets 40, Dames 60, Rois 80, As 100.",
    "entry.combos.octuple.rank.help": "Les huit cartes du rang.",
    "entry.niche_cards": "Les cartes de la niche",
    "entry.niche_cards.help": "Au lieu des points : ses 9 cartes, et la niche se compte toute seule.",
    "entry.niche_points": "Les points de la niche",
    "entry.niche_points.help": "Pour la défense : tierce 30, carré 40 … octuple 100, Petite Bernicle 100 ; "
                               "ou ses cartes ci-dessous.",
    "entry.tricks_won": "Les plis remportés",
    "entry.tricks_won.help": "Qui n'a fait aucun pli ne marque rien, pas même ses combinaisons.",
    "entry.trick_points": "Les points de plis",
    "entry.trick_points.help": "10 et As 10, Roi 5 ; 200 en tout, moins ce que la niche a gardé.",
    # refusals
    "refused.unknown_combination": "« {kind} » n'est pas une combinaison de Bernicle.",
    "refused.combination_suit": "{kind} : il faut dire la couleur.",
    "refused.combination_rank": "{kind} : de Valets, de Dames, de Rois ou d'As seulement.",
    "refused.mariage_in_trump": "Un mariage à l'atout ({suit}) s'annonce comme Mariage royal (40).",
    "refused.famille_in_trump": "Une famille à l'atout ({suit}) s'annonce comme Famille royale (200).",
    "refused.copies": "Combinaisons impossibles : il faudrait plus de 2 exemplaires de {card}.",
    "refused.hand_size": "Combinaisons impossibles : elles demandent {cards} cartes différentes, une main "
                         "n'en a que 13.",
    "refused.not_in_hand": "Il manque {card} dans la main pour ces combinaisons.",
    "refused.niche_twice": "La niche ne peut pas contenir plus de 2 exemplaires de {card}.",
    "refused.niche_copies": "Niche impossible : avec les combinaisons annoncées, il y aurait plus de 2 "
                            "exemplaires de {card}.",
    "refused.niche_points_required": "Il faut les points de la niche, ou ses 9 cartes.",
    "refused.niche_points_impossible": "La niche ne peut pas valoir {points} : ses combinaisons font des "
                                       "multiples de 10, au moins 30.",
    "refused.niche_points_differ": "Les cartes de la niche valent {derived}, pas {points}.",
    "refused.tricks_required": "Il faut le nombre de plis de chacun.",
    "refused.tricks_total": "Il y a 13 plis, pas {total}.",
    "refused.tricks_over": "Il n'y a que 13 plis ; à l'arrêt du jeu, pas {total}.",
    "refused.points_without_trick": "{player} n'a remporté aucun pli mais a {points} points de plis.",
    "refused.points_over": "Total des points de plis incohérent : {total}, plus que les 200 du jeu.",
    "refused.points_total": "Total des points de plis incohérent : {total} au lieu de {expected} (la niche "
                            "garde {niche} points de cartes).",
    "refused.misdeal_not_dealer": "La maldonne est la faute du donneur ({dealer}), pas de {player}.",
    "refused.taker_fault_player": "La faute du preneur est celle de {taker}, pas de {player}.",
    "refused.defender_fault_player": "{player} est le preneur, pas un défenseur.",
    "refused.auction_over": "Les enchères sont closes : plus personne ne parle après deux passes de suite.",
    "refused.auction_player": "« {player} » ne joue pas dans cette partie.",
    "refused.auction_turn": "Après {previous}, ce n'est pas à {player} de parler.",
    "refused.auction_bid": "Une enchère est un nombre de points, ou « passe ».",
    "refused.auction_opening": "Les enchères commencent à 150 ou 160, pas {bid}.",
    "refused.auction_raise": "On monte par paliers de 10 ou 20 : {bid} après {high} ne va pas.",
    "refused.auction_unfinished": "Ces enchères ne sont pas finies : il faut une enchère puis deux passes "
                                  "de suite.",
    "refused.auction_taker": "Les enchères ont été remportées par {bidder}, pas par {taker}.",
    "refused.auction_contract": "La dernière enchère est {high}, pas le contrat {contract}.",
    "refused.not_held": "{card} n'est pas dans la main.",
    "refused.follow": "{card} : il faut fournir du {led}.",
    "refused.follow_higher": "{card} : il faut monter à {led} quand on le peut.",
    "refused.trump": "{card} : sans {led}, il faut couper à {trump}.",
    "refused.overtrump": "{card} : il faut surcouper quand on le peut.",
    # score lines
    "line.no_bid": "personne n'a enchéri : rien n'est marqué, on redonne",
    "line.misdeal": "maldonne : −200, il redonne",
    "line.capot": "capot : {points} de plis + 200 = {total}",
    "line.made": "contrat réussi ({tricks} de plis + {combos} de combinaisons = {reached} ≥ {contract}) : "
                 "{contract} + {tricks} + {combos} = {total}",
    "line.failed": "contrat chuté ({tricks} de plis + {combos} de combinaisons = {reached} < {contract}) : "
                   "seulement ses combinaisons, {combos}",
    "line.no_trick_taker": "aucun pli : rien de rien, même avec ses combinaisons",
    "line.no_trick": "aucun pli : rien de rien",
    "line.defence_made": "défense : {tricks} de plis + {combos} de combinaisons + {niche} de niche = {total}",
    "line.defence_failed": "défense : {tricks} de plis + {combos} de combinaisons + {niche} de niche "
                           "+ le contrat {contract} = {total}",
    "line.own_made": "ses {tricks} de plis + ses {combos} de combinaisons + {niche} de niche = {total}",
    "line.own_failed": "ses {tricks} de plis + ses {combos} de combinaisons + {niche} de niche "
                       "+ le contrat {contract} = {total}",
    "line.taker_fault": "faute du preneur : 0",
    "line.defender_fault_taker": "faute en défense : {contract} + 200 de plis + {combos} de combinaisons = {total}",
    "line.offender": "faute en défense : 0",
    "line.defender_fault_other": "faute de son partenaire : ses {combos} de combinaisons + {niche} de niche "
                                 "= {total}, ses plis perdus",
    "line.wins": "{total} points : gagne la partie",
    # summaries of a deal
    "summary.no_bid": "Personne n'a enchéri",
    "summary.misdeal": "Maldonne de {dealer}",
    "summary.fault": "Faute de {player}",
    "summary.made": "{taker} {contract} à {trump} ✓",
    "summary.failed": "{taker} {contract} à {trump} ✗",
    # facts
    "fact.goal": "But",
    # reminders
    "reminder.auction": "Enchères : on ouvre à 150 ou 160, puis on monte de 10 ou 20 ; deux passes de suite "
                        "closent ; qui a passé peut reparler.",
    "reminder.cards": "Ordre : 7, Valet, Dame, Roi, 10, As. Dans les plis : 10 et As 10, Roi 5 ; pas de dix de der.",
    "reminder.combinations": "Mariage 20, Mariage royal 40, Bernicle (Dame ♠ + Valet ♦) 40, Grande Bernicle 90, "
                             "Double Bernicle 300, carrés 40 à 100, octuple 600, Procession 400, Famille 100, "
                             "Famille royale 200.",
    "reminder.niche": "Niche pour la défense : tierce 30, carré 40 … octuple 100, Petite Bernicle (Valet + Dame "
                      "de couleurs différentes) 100.",
    "reminder.scoring": "Le preneur réussit si plis + combinaisons atteignent le contrat (capot : +200 aux plis) ; "
                        "chuté, il ne garde que ses combinaisons et la défense ajoute le contrat.",
    "reminder.no_trick": "Qui ne fait aucun pli ne marque rien, de quelque nature que ce soit.",
    "reminder.faults": "Faute du preneur : 0 pour lui, la défense marque comme s'il avait chuté. Faute d'un "
                       "défenseur : 0 pour lui, le preneur compte 200 de plis. Maldonne : −200 au donneur.",
    "reminder.goal": "Le premier à 2000 points gagne ; si plusieurs y arrivent ensemble, le plus haut.",
}
