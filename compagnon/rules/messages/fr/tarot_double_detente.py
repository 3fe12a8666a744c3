"""Tarot double détente (and Triple-Détente), in French."""

MESSAGES = {
    # the referee (compagnon/rules/referee.py)
    "referee.context.modification": "La carte retournée (Modifications)",
    "referee.context.modification.help": "Une carte de couleur autre qu'un Cavalier inverse l'ordre de sa couleur "
                                         "pour la demi-manche ; seulement avec la règle des Modifications.",
    "referee.context.modification.card": "La carte retournée après la donne",
    "referee.context.modification.second_card": "La carte retournée après les annonces",
    "referee.context.modification.second_card.help": "Seulement quand la première était l'Excuse.",
    "referee.context.trick_number": "Le numéro du pli",
    "referee.context.trick_number.help": "De 1 à 13 ; l'Excuse jouée au 13e pli coûte 5 points à son joueur.",
    "referee.wins_trump": "Le plus fort atout du pli l'emporte : {card}.",
    "referee.wins_suit": "Sans atout dans le pli, la plus forte carte de la couleur demandée ({suit}) l'emporte : "
                         "{card}.",
    "referee.excuse_led": "L'Excuse ouvre : la carte suivante, {card}, fixe la couleur demandée.",
    "referee.excuse_never": "L'Excuse ne prend jamais.",
    "referee.reversed": "La carte retournée a inversé l'ordre à {suit} : l'As y est la plus forte, le Roi la plus "
                        "faible.",
    "referee.petit": "Le Petit rapporte 2 points à qui remporte le pli.",
    "referee.petit_last": "Le Petit au dernier pli rapporte 2 points, et 5 de plus, à qui remporte le pli.",
    "referee.cavaliers": "Cavalerie : {n:p:Cavalier|Cavaliers} dans le pli, 2 points chacun pour qui le remporte.",
    "referee.ace_wins": "As gagnant : chaque adversaire de celui qui remporte le pli perd 10 points.",
    "referee.excuse_last": "L'Excuse jouée au dernier pli : {player} perd 5 points.",
    "referee.card_twice": "{card} figure deux fois dans le pli ; le jeu n'en a qu'un exemplaire.",
    "referee.player_twice": "{player} joue deux fois dans le même pli.",
    "referee.excuse_alone": "L'Excuse seule ne fait pas un pli : elle ne prend jamais, il faut la carte suivante.",
    "referee.then": "{first} {then}",
    "summary": "Levées à contrat avec un jeu de tarot : chaque manche se joue en deux moitiés de paquet, chacun "
               "annonce le nombre de plis qu'il fera, et le premier à 200 points en fin de manche gagne.",
    "variant.double": "Double détente (3 joueurs, 2 demi-manches)",
    "variant.triple": "Triple-Détente (2 joueurs, 3 tiers-manches)",
    # house rules
    "option.opt_cavalerie": "Cavalerie",
    "option.opt_cavalerie.help": "Chaque Cavalier remporté rapporte 2 points (TDD §8.1).",
    "option.opt_modifications": "Modifications",
    "option.opt_modifications.help": "Une carte retournée après la donne change la 1re demi-manche (ou les 2 "
                                     "premières tiers-manches) : Atout, seul le contrat exact compte ; Cavalier, "
                                     "bonus doublés ; autre carte, ordre de sa couleur inversé (TDD §8.2).",
    "option.opt_as_gagnant": "As gagnant",
    "option.opt_as_gagnant.help": "Chaque pli remporté avec un As coûte 10 points à chaque adversaire (TDD §8.3).",
    "option.opt_tout_ou_rien": "Tout ou rien",
    "option.opt_tout_ou_rien.help": "Contre un adversaire à 100 points ou plus : contrat exact, il perd votre "
                                    "bonus ; sinon vous ne marquez rien (TDD §8.4).",
    "option.fault_penalty_third_tiers": "Pénalité de faute en 3e tiers-manche",
    "option.fault_penalty_third_tiers.help": "Le livret ne la donne pas : 30 comme en 2e, ou plus si la table "
                                             "le décide.",
    # short headings of the score sheet
    "sheet.petit_winner": "Petit",
    "sheet.contract": "Contrat",
    "sheet.tricks": "Plis",
    # score sheets: short headings, blank pads
    "sheet.manche": "Manche",
    "blank.petit": "Petit",
    "blank.contract": "Contrat",
    "blank.tricks": "Plis",
    # the entry
    "entry.dealer.help": "Il donne toutes les moitiés de la manche ; son voisin donne la manche suivante.",
    "entry.speaking_order": "L'ordre des annonces",
    "entry.speaking_order.help": "À deux, seulement si l'autre joueur a parlé en premier.",
    "entry.fault": "La faute qui arrête le jeu",
    "entry.fault.help": "Le fautif perd 20 points (30 ensuite) et personne ne marque rien d'autre : laissez le "
                        "reste vide.",
    "entry.contract": "Les contrats",
    "entry.contract.help": "Les plis annoncés, de 0 à 13. À deux, le second ne peut pas porter la somme à 13.",
    "entry.tricks": "Les plis faits",
    "entry.tricks.help": "Chacun marque ses plis, plus un bonus s'il finit à 2 plis au plus de son contrat.",
    "entry.petit_winner": "Le Petit remporté par",
    "entry.petit_winner.help": "+2 ; « — » s'il n'était pas dans cette moitié du paquet.",
    "entry.petit_in_last_trick": "Le Petit est tombé au dernier pli",
    "entry.petit_in_last_trick.help": "5 points de plus pour celui qui l'a remporté.",
    "entry.excuse_last_trick_by": "L'Excuse jouée au dernier pli par",
    "entry.excuse_last_trick_by.help": "−5 pour celui qui l'a jouée.",
    "entry.modification": "La carte retournée",
    "entry.modification.help": "Atout : seul le contrat exact a un bonus ; Cavalier : bonus doublés ; autre "
                               "carte : sa couleur s'inverse.",
    "entry.modification.card": "La carte retournée après la donne",
    "entry.modification.second_card": "La carte retournée après les annonces",
    "entry.modification.second_card.help": "Seulement quand la première était l'Excuse.",
    "entry.tout_ou_rien": "Les tout ou rien",
    "entry.tout_ou_rien.help": "Pour celui qui en annonce un, l'adversaire visé (100 points ou plus).",
    "entry.cavaliers_won": "Les Cavaliers remportés",
    "entry.cavaliers_won.help": "+2 chacun.",
    "entry.aces_winning": "Les plis gagnés par un As",
    "entry.aces_winning.help": "Par un As de couleur, pas le Petit : −10 à chaque adversaire par pli.",
    # the parts of a manche
    "part.double": "{n:ordf} demi-manche",
    "part.triple": "{n:ordf} tiers-manche",
    # faults a referee can name
    "fault.no_follow": "n'a pas fourni la couleur demandée",
    "fault.trump_while_holding_suit": "a coupé en ayant la couleur demandée",
    "fault.no_trump": "n'a pas coupé alors qu'il le devait",
    "fault.no_overtrump": "n'est pas monté à l'Atout alors qu'il le pouvait",
    # refusals
    "refused.not_in_hand": "{card} n'est pas dans la main.",
    "refused.trump_holding_suit": "{card} : coupe alors que la main a du {led} (faute).",
    "refused.no_follow": "{card} : il faut fournir du {led} (faute).",
    "refused.no_follow_trump": "{card} : Atout demandé, il faut fournir de l'Atout (faute).",
    "refused.no_trump": "{card} : sans {led}, il faut couper (faute).",
    "refused.no_overtrump": "{card} : il faut monter au-dessus de l'atout {top} quand on le peut (faute).",
    "refused.speaking_order": "L'ordre des annonces doit nommer chaque joueur une seule fois.",
    "refused.sum_13": "Le second ne peut pas annoncer {value} : la somme des contrats ferait 13 ({player} parle "
                      "en second).",
    "refused.trick_total": "Le total des plis doit être 13, pas {total}.",
    "refused.petit_twice": "Le Petit a déjà été joué dans cette manche.",
    "refused.petit_no_trick": "{player} n'a remporté aucun pli : il ne peut pas avoir remporté le Petit.",
    "refused.petit_last_alone": "Le Petit au dernier pli : dites aussi qui l'a remporté.",
    "refused.excuse_twice": "L'Excuse a déjà été jouée au dernier pli dans cette manche.",
    "refused.option_off": "Cette règle n'est pas en vigueur dans la partie ({option}).",
    "refused.modification_half": "Les modifications ne s'appliquent qu'à la 1re demi-manche (ou aux 2 premières "
                                 "tiers-manches).",
    "refused.second_card_needed": "L'Excuse retournée : une seconde carte fixe la modification.",
    "refused.second_card_excuse": "La seconde carte ne peut pas être l'Excuse.",
    "refused.second_card_only_after_excuse": "Une seconde carte ne se retourne qu'après l'Excuse.",
    "refused.target_self": "{player} ne peut pas se viser lui-même par un tout ou rien.",
    "refused.target_below": "La cible d'un tout ou rien doit avoir au moins 100 points ({target} en a {total}).",
    "refused.cavaliers_manche": "Il n'y a que 4 Cavaliers par manche ({before} déjà comptés, {now} de plus).",
    "refused.aces_manche": "Il n'y a que 4 As par manche ({before} déjà comptés, {now} de plus).",
    "refused.aces_tricks": "{player} : {aces} plis gagnés par un As pour {tricks:p:pli|plis} remportés.",
    # score lines
    "line.contract": "contrat {contract}, {tricks:p:pli|plis} (écart {diff}) : {tricks} + {bonus} de bonus",
    "line.petit": "remporte le Petit : +2",
    "line.petit_last": "le Petit au dernier pli : +5",
    "line.cavaliers": "{n:p:Cavalier remporté|Cavaliers remportés} : +2 chacun",
    "line.excuse_last": "l'Excuse jouée au dernier pli : −5",
    "line.ace": "{player} gagne {n:p:pli|plis} avec un As : −10 chacun",
    "line.tout_ou_rien": "tout ou rien réussi par {player} : perd son bonus de {bonus}",
    "line.tout_ou_rien_failed": "tout ou rien manqué (contrat {contract}, {tricks:p:pli|plis}) : ne marque rien "
                                "(au lieu de {lost})",
    "line.turned_exact_only": "{card} retourné : seul le contrat exact est bonifié",
    "line.turned_doubled": "{card} retourné : les bonus de contrat sont doublés",
    "line.turned_reversed": "{card} retourné : l'ordre de la couleur est inversé, bonus inchangés",
    "line.fault": "faute en {part} : jeu arrêté, −{penalty}",
    "line.stopped": "jeu arrêté par la faute de {offender} : rien de marqué",
    "line.wins": "{total} points en fin de manche : gagne la partie",
    "line.tie": "{players:and} à égalité en tête avec {total} : on joue une autre manche",
    # summaries
    "summary.half": "Manche {manche}, {part} : contrat exact pour {exact:and}",
    "summary.half_none": "Manche {manche}, {part} : aucun contrat exact",
    "summary.fault": "Manche {manche}, {part} : faute de {player}",
    # facts
    "fact.manche": "Manche",
    "fact.half": "Moitié en cours",
    "fact.bonus": "Bonus de contrat",
    "fact.bonus_table": "exact {exact}, ±1 {one}, ±2 {two}",
    "fact.petit_won": "Petit déjà joué dans la manche",
    "fact.excuse_used": "Excuse déjà jouée au dernier pli",
    "fact.goal": "But",
    # reminders
    "reminder.contracts": "Chacun annonce une seule fois un nombre de plis, de 0 à 13.",
    "reminder.scoring": "On marque ses plis, plus un bonus : exact 10, à un pli près 5, à deux plis 2 ; "
                        "en 2e demi-manche 20, 10, 5.",
    "reminder.petit": "Le Petit rapporte 2 points à qui le remporte, 5 de plus s'il tombe au dernier pli.",
    "reminder.excuse": "L'Excuse ne gagne jamais ; jouée au dernier pli, elle coûte 5 points.",
    "reminder.faults": "Une faute arrête le jeu : −20 en 1re demi-manche, −30 ensuite ; les autres ne marquent "
                       "rien.",
    "reminder.victory": "200 points en fin de manche complète ; à plusieurs, le plus haut score gagne.",
    "reminder.triple": "À deux : trois tiers-manches (la 3e : 30, 20, 10) et le second ne peut pas porter la "
                       "somme des contrats à 13.",
}
