"""Loba, in French."""

MESSAGES = {
    "deal_name": "Mène",
    "first_to_speak": "{player} joue en premier",
    "summary": "Rami à deux jeux et quatre jokers, de 3 à 5 joueurs, en six mènes : chaque mène impose sa première "
               "pose ; les cartes restées en main sont des pénalités, et le plus petit total gagne.",
    # house rules
    "option.suites_multicolores": "Suites multicolores",
    "option.suites_multicolores.help": "Variante de Loba §7.3 : les cartes d'une suite peuvent être de couleurs "
                                       "différentes.",
    "option.tie_break": "Égalité finale",
    "option.tie_break.help": "À égalité du plus petit total après la 6e mène, la victoire est partagée.",
    "option.tie_break.none": "Victoire partagée",
    # short headings of the score sheet
    "sheet.out_player": "A fini",
    "sheet.penalty_points": "En main",
    # score sheets: short headings, blank pads
    "blank.out_player": "A fini",
    "blank.mene": "{n} · {what}",
    "blank.delta": "Pénalité",
    # the entry
    "entry.mene": "Le numéro de la mène",
    "entry.mene.help": "Inutile d'y toucher : c'est la mène suivante, de 1 à 6.",
    "entry.dealer.help": "Par défaut le joueur suivant le donneur précédent.",
    "entry.out_player": "Qui a fini",
    "entry.out_player.help": "Celui qui n'a plus de carte en main ; il marque 0.",
    "entry.remaining": "Ou les cartes restées en main",
    "entry.remaining.help": "Au lieu des points : les cartes de chacun, joker compris, et le compte se fait "
                            "tout seul.",
    "entry.penalty_points": "Les points restés en main",
    "entry.penalty_points.help": "Pour chacun des autres, la valeur de sa main : As 1, 2 à 10 leur nombre, Valet "
                                 "11, Dame 12, Roi 13, joker 25. Rien pour celui qui a fini.",
    "entry.first_meld": "Les premières poses",
    "entry.first_meld.help": "Facultatif : la première pose de chacun, combinaison par combinaison, pour la "
                             "vérifier ; une suite dans l'ordre, le joker à la place de la carte qu'il remplace.",
    # refusals
    "refused.mene": "C'est la mène {expected}, pas la {mene}.",
    "refused.empty_hand": "{player} n'a pas fini : sa main ne peut pas être vide.",
    "refused.out_holds": "{player} a fini : il ne lui reste aucune carte.",
    "refused.no_hand": "Il manque la main restante (ou ses points) de {player}.",
    "refused.both": "{player} : soit les cartes, soit les points, pas les deux.",
    "refused.out_points": "{player} a fini et marque 0, pas {points}.",
    "refused.points_range": "{player} : {points} points en main est impossible (entre 1 et {most}).",
    "refused.copies": "Deux jeux n'ont que 2 exemplaires de {card}.",
    "refused.jokers": "Deux jeux n'ont que 4 jokers.",
    "refused.not_a_card": "Une combinaison se fait avec des cartes du jeu.",
    "refused.two_jokers": "Un seul joker par combinaison.",
    "refused.not_a_set": "Ces {size} cartes ne sont pas de même hauteur.",
    "refused.not_a_sequence": "Ces {size} cartes ne se suivent pas.",
    "refused.wrap": "Les suites ne bouclent pas : Roi, As, 2 ne se suivent pas.",
    "refused.one_suit": "Une suite se fait dans une seule couleur.",
    "refused.too_short": "Une combinaison a au moins 3 cartes, pas {size}.",
    "refused.first_meld_size": "Dans une première pose, un brelan a 3 cartes (6 pour un sextuple) et une quarte 4 ; "
                               "pas {size} : on allonge plus tard.",
    "refused.first_meld_list": "La mène {mene} demande exactement {brelans:p:brelan|brelans} et "
                               "{quartes:p:quarte|quartes} ({cards} cartes), pas {laid_brelans} et {laid_quartes} : "
                               "aucune combinaison de plus ni de moins.",
    "refused.no_such_mene": "Il n'y a pas de mène {mene} : une partie en compte 6.",
    "refused.addition_turn": "Pas d'ajout avant la première pose, ni dans le même tour.",
    "refused.addition": "{card} ne prolonge pas cette combinaison.",
    # the referee: a first meld, an addition
    "referee.context.mene": "La mène",
    "referee.context.mene.help": "De 1 à 6 : elle dit ce que la première pose doit contenir.",
    "referee.combination.kind": "La question",
    "referee.combination.kind.first_meld": "Une première pose",
    "referee.combination.kind.addition": "Un ajout sur la table",
    "referee.combination.first_meld": "Les combinaisons posées",
    "referee.combination.first_meld.help": "Une ligne par brelan ou quarte ; une suite dans l'ordre, le joker à la "
                                           "place de la carte qu'il remplace.",
    "referee.combination.meld": "La combinaison sur la table",
    "referee.combination.meld.help": "Ses cartes dans l'ordre où elles sont posées, joker compris.",
    "referee.combination.card": "La carte ajoutée",
    "referee.combination.end": "De quel côté",
    "referee.combination.end.help": "Pour une suite : après sa dernière carte, ou avant sa première.",
    "referee.end.end": "Au bout",
    "referee.end.start": "Au début",
    "referee.combination.melded": "Sa première pose",
    "referee.melded.earlier": "Faite à un tour précédent",
    "referee.melded.this_turn": "Faite à ce tour-ci",
    "referee.melded.not_yet": "Pas encore faite",
    "referee.mene_needed": "Dites la mène : chacune demande sa propre première pose.",
    "referee.first_meld": "Mène {mene} : {what} ({cards} cartes), rien de plus ni de moins ; la première pose est "
                          "conforme.",
    "referee.set_grows": "{card} s'ajoute aux {rank} : {size} cartes de même hauteur.",
    "referee.sequence_grows": "{card} prolonge la suite : {size} cartes qui se suivent.",
    "referee.joker_stuck": "{card} ne peut pas prendre la place du joker : il se décalerait au-delà de l'As, "
                           "et les suites ne bouclent pas (décision L-5).",
    "referee.joker_shift": "{card} prend la place du joker, qui se décale d'un cran et tient maintenant "
                           "{rank}.",
    "referee.the": "le {rank}",
    "referee.the_as": "l'As",
    # score lines
    "line.out": "n'a plus de carte : 0",
    "line.hand": "reste en main {cards} : {points:p:point|points}",
    "line.points": "reste en main : {points:p:point|points}",
    "line.wins": "{total} points, le plus petit total : gagne la partie",
    "line.shares": "{total} points, le plus petit total à égalité : victoire partagée",
    # summaries of a deal
    "summary.mene": "Mène {mene} : {player} a fini",
    # facts
    "fact.mene": "Mènes jouées",
    "fact.first_meld": "Première pose",
    "fact.first_meld_list": "mène {mene} : {what} ({cards} cartes)",
    # what each mène's first meld holds (§5)
    "meld.1": "2 brelans",
    "meld.2": "1 brelan + 1 quarte",
    "meld.3": "2 quartes",
    "meld.4": "3 brelans",
    "meld.5": "2 brelans + 1 quarte",
    "meld.6": "1 brelan + 2 quartes",
    # reminders
    "reminder.menes": "Premières poses : 1) 2 brelans, 2) brelan + quarte, 3) 2 quartes, 4) 3 brelans, "
                      "5) 2 brelans + quarte, 6) brelan + 2 quartes ; rien de plus.",
    "reminder.combinations": "Brelan : 3 cartes de même hauteur ; quarte : 4 cartes qui se suivent dans une "
                             "couleur ; un sextuple compte pour deux brelans.",
    "reminder.jokers": "Un joker remplace n'importe quelle carte, un seul par combinaison ; il ne revient jamais "
                       "en main.",
    "reminder.additions": "Après sa première pose, et pas dans le même tour, on complète n'importe quelle "
                          "combinaison ou on pose de nouveaux brelans et quartes.",
    "reminder.values": "En fin de mène : As 1, 2 à 10 leur valeur, Valet 11, Dame 12, Roi 13, joker 25.",
    "reminder.goal": "Six mènes ; le plus petit total gagne.",
}
