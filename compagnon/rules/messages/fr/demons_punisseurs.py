"""Démons punisseurs, in French."""

MESSAGES = {
    "summary": "Jeu de plis à trois avec 33 cartes et des Démons qui prennent l'apparence de n'importe quelle "
               "carte : trois objectifs (Pareil, Suite, Jeu) valent chacun un point, et les paris les poussent "
               "jusqu'à 3.",
    # house rules
    "option.end_mode": "La fin de la partie",
    "option.end_mode.help": "Le livret s'arrête avant la marque : ni la fin ni le vainqueur n'y sont écrits ; "
                            "au choix, un nombre de donnes convenu ou un score à atteindre.",
    "option.end_mode.fixed_deals": "Un nombre de donnes convenu",
    "option.end_mode.target": "Un score à atteindre",
    "option.deals": "Le nombre de donnes",
    "option.deals.help": "Un multiple de 3 pour que chacun donne autant ; le plus haut total gagne, à égalité "
                         "la victoire est partagée.",
    "option.target": "Le score à atteindre",
    "option.target.help": "Le premier seul en tête parmi ceux qui l'atteignent gagne ; à égalité on continue.",
    # the score sheet
    "sheet.trump": "Atout",
    "sheet.tricks_won": "Plis",
    # score sheets: short headings, blank pads
    "blank.trump": "Atout",
    "blank.tricks": "Plis",
    "blank.pareil": "Pareil",
    "blank.suite": "Suite",
    "blank.jeu": "Jeu",
    # the entry
    "entry.dealer.help": "Par défaut le joueur suivant le donneur précédent.",
    "entry.trump": "L'atout",
    "entry.trump.help": "La dernière carte retournée ; jamais trèfle.",
    "entry.tricks_won": "Les plis remportés",
    "entry.tricks_won.help": "Le jeu s'arrête dès qu'un joueur en a 4, ou quand le Jeu est concédé.",
    "entry.objective_log": "Les paroles sur les objectifs",
    "entry.objective_log.help": "Sans pari ni concession, laissez vide : 1 point par objectif. Sinon une ligne par "
                                "parole, dans l'ordre, sous son objectif ; à l'exposition, qui ne peut pas faire "
                                "mieux concède : notez-le aussi.",
    "entry.objective_log.pareil": "Sur le Pareil",
    "entry.objective_log.suite": "Sur la Suite",
    "entry.objective_log.jeu": "Sur le Jeu",
    "entry.objective_log.player": "Qui parle",
    "entry.objective_log.action": "Ce qu'il dit",
    "entry.objective_log.trick": "Quand (facultatif)",
    "entry.objective_log.trick.help": "Le numéro du pli, ou l'exposition.",
    "entry.objective_log.trick.alt0": "Au pli n°",
    "entry.best_pareil": "Les Pareils montrés",
    "entry.best_pareil.help": "Le meilleur Pareil de chacun, Démons compris ; laissez vide qui n'en a pas montré.",
    "entry.best_pareil.count": "Cartes",
    "entry.best_pareil.rank": "Rang",
    "entry.best_suite": "Les Suites montrées",
    "entry.best_suite.help": "La meilleure Suite de chacun, Démons compris ; laissez vide qui n'en a pas montré.",
    "entry.best_suite.length": "Cartes",
    "entry.best_suite.top": "Plus haute carte",
    "entry.best_suite.suit": "Couleur",
    "entry.jeu_winner": "Le gagnant du Jeu",
    "entry.jeu_winner.help": "Facultatif : déduit des plis et des concessions, vérifié s'il est donné.",
    "action.bet": "Je parie",
    "action.tenu": "Pari tenu",
    "action.bon": "C'est bon",
    "action.pousse": "Poussé à 3",
    "action.silent": "Ne dit rien",
    "action.concede": "Concède",
    "trick.exposition": "À l'exposition",
    "objective.pareil": "le Pareil",
    "objective.suite": "la Suite",
    "objective.jeu": "le Jeu",
    "name.pareil": "Pareil",
    "name.suite": "Suite",
    "name.jeu": "Jeu",
    # refusals
    "refused.trump_trefle": "L'atout n'est jamais trèfle : on retourne des cartes jusqu'à ce qu'une ne soit pas "
                            "un trèfle.",
    "refused.tricks_total": "Il n'y a que 7 plis, pas {total}.",
    "refused.tricks_two_jeux": "Le jeu s'arrête dès que quelqu'un a 4 plis : {players:and} ne peuvent pas les "
                               "avoir tous les deux.",
    "refused.tricks_short": "{total:p:pli joué|plis joués} sur 7 : le jeu ne s'arrête avant la fin que si "
                            "quelqu'un a 4 plis ou si le Jeu est concédé.",
    "refused.tricks_conceded_other": "Le Jeu a été concédé à {winner} : {player} ne peut pas avoir fait ses 4 plis.",
    "refused.unanswered": "Sur {objective}, {player} n'a pas encore répondu au pari.",
    "refused.jeu_exposition": "Parole n° {n} : à l'exposition le Jeu est déjà résolu.",
    "refused.jeu_resolved": "Parole n° {n} : le Jeu est résolu (concédé à {winner}) ; restent le Pareil et la Suite.",
    "refused.resolved": "Parole n° {n} : {objective} est déjà concédé à {winner}.",
    "refused.out": "Parole n° {n} : {player} a concédé {objective} et n'y prend plus part.",
    "refused.turn": "Parole n° {n} : c'est à {waiting} de répondre, pas à {player}.",
    "refused.second_kind": "Parole n° {n} : le joueur suivant répond « pari tenu » ou « c'est bon ».",
    "refused.third_kind": "Parole n° {n} : après « c'est bon », le troisième dit « c'est bon », « pari tenu » ou "
                          "« poussé à 3 ».",
    "refused.cap": "Parole n° {n} : l'enjeu d'un objectif ne dépasse pas 3 points.",
    "refused.bet_twice": "Parole n° {n} : on ne parie qu'une fois sur {objective} ; ensuite on pousse.",
    "refused.push_right": "Parole n° {n} : {player} n'a pas le droit de pousser plus tard (seuls le 2e et le 3e "
                          "d'un « pari tenu » suivi d'un silence l'ont).",
    "refused.no_round": "Parole n° {n} : aucun pari n'attend de réponse.",
    "refused.suite_low": "{player} : une Suite de {length} cartes jusqu'au {top} à {suit} descend sous la plus "
                         "petite carte.",
    "refused.jeu_winner": "Le Jeu revient à {derived} d'après les plis et les concessions, pas à {given}.",
    "refused.not_in_hand": "{card} n'est pas dans la main.",
    "refused.not_a_demon": "{card} n'est pas un Démon : elle ne prend pas d'autre apparence.",
    "refused.follow": "Avec du {suit} en main, il faut jouer {suit} ou atout ({trump}).",
    # the referee: a trick, a Pareil or a Suite
    "referee.context.trump": "L'atout",
    "referee.context.trump.help": "Pique, cœur ou carreau, jamais trèfle : il dit quelles cartes sont des Démons.",
    "referee.plays.appearance": "Imite",
    "referee.plays.appearance.help": "Pour un Démon seulement : la carte qu'il imite, annoncée en le posant. "
                                     "Vide : la carte elle-même.",
    "referee.combination.kind": "L'objectif",
    "referee.combination.kind.pareil": "Le Pareil",
    "referee.combination.kind.suite": "La Suite",
    "referee.combination.cards": "Les cartes montrées",
    "referee.combination.cards.help": "Celles posées devant le joueur et celles qu'il révèle ; un Démon compte pour "
                                      "la carte qu'il imite.",
    "referee.combination.pareil.cards.appearance": "Imite",
    "referee.combination.suite.cards.appearance": "Imite",
    "referee.combination.to_beat": "La meilleure déjà montrée (facultatif)",
    "referee.combination.to_beat.help": "À l'exposition : la combinaison la plus forte montrée jusque-là par un "
                                        "adversaire ; pour disputer, il faut la battre.",
    "referee.combination.pareil.to_beat.count": "Nombre de cartes",
    "referee.combination.pareil.to_beat.rank": "Rang",
    "referee.combination.suite.to_beat.length": "Longueur",
    "referee.combination.suite.to_beat.top": "Carte de tête",
    "referee.combination.suite.to_beat.suit": "Couleur",
    "referee.play.as": "{card} imitant {appearance}",
    "referee.play.card": "{card}",
    "referee.trump_needed": "Dites l'atout de la donne : il fait les Démons.",
    "referee.player_twice": "{player} joue deux fois dans le même pli.",
    "referee.card_twice": "{card} n'existe qu'en un exemplaire.",
    "referee.follow": "{play} : avec du {suit} en main, il faut fournir du {suit} ou de l'atout ({trump}), "
                      "un Démon aussi par la carte qu'il imite.",
    "referee.wins_trump": "{play} l'emporte : le plus fort atout du pli.",
    "referee.wins_suit": "{play} l'emporte : la plus forte carte de la couleur demandée, sans atout dans le pli.",
    "referee.wins_demon_copy": "{play} l'emporte : un Démon bat la carte ordinaire qu'il imite (décision P-13).",
    "referee.wins_demon_order": "{play} l'emporte : de plusieurs Démons qui imitent la même carte, le plus fort "
                                "dans l'ordre des Démons.",
    "referee.no_pareil": "Aucun Pareil : pas deux cartes de même rang (un Démon compte pour la carte qu'il imite).",
    "referee.no_suite": "Aucune Suite : pas deux cartes de même couleur qui se suivent.",
    "referee.shows_pareil": "Les cartes font {combination} : le plus long Pareil gagne, puis le plus haut ; "
                            "à égalité, personne.",
    "referee.shows_suite": "Les cartes font {combination} : la plus longue Suite gagne, puis la plus haute ; "
                           "à égalité, personne.",
    "referee.disputes": "Les cartes font {combination}, mieux que ce qui a été montré ({other}) : de quoi "
                        "disputer l'objectif.",
    "referee.must_concede": "Les cartes font {combination}, pas mieux que ce qui a été montré ({other}) : pour "
                            "disputer il faut faire mieux ; sinon on concède (décision P-18).",
    "referee.suite_low": "Une Suite de {length} cartes jusqu'au {top} à {suit} descend sous la plus petite carte.",
    "referee.pareil.2": "une paire {of}",
    "referee.pareil.3": "un brelan {of}",
    "referee.pareil.4": "un carré {of}",
    "referee.pareil.5": "un quintuple {of}",
    "referee.pareil.6": "un sextuple {of}",
    "referee.pareil.7": "un septuple {of}",
    "referee.of": "de {rank}",
    "referee.of_as": "d'As",
    "referee.suite.2": "une seconde à {suit}, {top} en tête",
    "referee.suite.3": "une tierce à {suit}, {top} en tête",
    "referee.suite.4": "une quarte à {suit}, {top} en tête",
    "referee.suite.5": "une quinte à {suit}, {top} en tête",
    "referee.suite.6": "une sixième à {suit}, {top} en tête",
    "referee.suite.7": "une septième à {suit}, {top} en tête",
    # how an objective went
    "how.conceded": "concédé",
    "how.conceded_example": "concédé, exemplaire montré",
    "how.conceded_no_example": "concédé à {player}, qui n'a pu en montrer un exemplaire",
    "how.nobody": "personne ne l'a montré",
    "how.tie": "égalité entre {players:and}",
    "how.pareil": "{count} {rank}",
    "how.suite": "{length} cartes à {suit}, {top} en tête",
    "how.jeu_tricks": "{tricks} plis",
    "how.jeu_nobody": "personne n'a fait 4 plis",
    "how.won_by": "remporté par {player}",
    # score lines
    "line.won": "{objective} : objectif rempli ({how}) : +{points}",
    "line.won_nothing": "{objective} : objectif rempli ({how}), mais il ne pouvait plus y gagner de point",
    "line.lost": "{objective} : objectif manqué ({how}) : −{points}",
    "line.unclaimed": "{objective} : personne ne marque ({how})",
    "line.wins": "{total:p:point|points} : gagne la partie",
    "line.wins_shared": "{total:p:point|points} : partage la victoire",
    # summaries of a deal
    "summary.deal": "Jeu : {jeu} ; Pareil : {pareil} ; Suite : {suite}",
    "nobody": "personne",
    # facts
    "fact.deals_played": "Donnes jouées",
    "fact.target": "But",
    # reminders
    "reminder.objectives": "Pareil (le plus de cartes d'un rang), Suite (la plus longue à la couleur), Jeu (4 plis) : "
                           "1 point chacun, sans égalité.",
    "reminder.bets": "« Je parie » : le suivant tient (2) ou dit « c'est bon » ; le troisième peut pousser à 3. "
                     "Qui a parié ou tenu paie s'il rate l'objectif.",
    "reminder.concession": "On peut concéder un objectif à tout moment ; le dernier en lice doit en montrer un "
                           "exemplaire (le Jeu n'en demande pas).",
    "reminder.exposition": "Dès que le Jeu est résolu, on montre ses combinaisons en commençant par son gagnant : "
                           "il faut faire mieux que ce qui est montré, sinon concéder.",
    "reminder.demons": "Démons : R♥, 6♦, 7♦, 7♣, V♣, D♣, et le Valet, la Dame et le 7 d'atout ; ils prennent "
                       "l'apparence qu'on leur nomme.",
    "reminder.end": "Hors du livret : la partie se joue en un nombre de donnes convenu (9), ou jusqu'à un score.",
}
