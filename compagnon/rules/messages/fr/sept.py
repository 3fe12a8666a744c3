"""Sept, in French."""

MESSAGES = {
    "first_to_speak": "{player} joue en premier",
    "summary": "Jeu tchèque à deux joueurs (la Sedma) : les cartes n'ont pas d'ordre, un pli se prend avec le rang "
               "de la carte d'entame ou un 7 ; chaque donne rapporte 1, 2 ou 3 points, le premier à 10 gagne.",
    # the entry
    "entry.dealer.help": "Toujours le perdant de la donne précédente ; le premier donneur se choisit en "
                         "commençant la partie.",
    "entry.brisques": "Les 10 et As remportés",
    "entry.brisques.help": "Comptés dans les plis de chacun ; chacun vaut 10 points.",
    "entry.last_trick": "Le dernier pli",
    "entry.last_trick.help": "Celui qui l'a ramassé : 10 points de plus.",
    "entry.all_cards": "Toutes les cartes",
    "entry.all_cards.help": "Le joueur qui a remporté tous les plis (les 32 cartes) : 3 points.",
    # the score sheet's columns
    "sheet.brisques": "10 et As",
    "sheet.last_trick": "Dernier",
    "sheet.all_cards": "Toutes",
    # score sheets: short headings, blank pads
    "blank.last_trick": "Dernier pli",
    "blank.all_cards": "Toutes les cartes",
    "blank.brisques": "10 et As",
    # refusals
    "refused.dealer": "C'est au perdant de la donne précédente de donner : {player}.",
    "refused.brisques": "Il y a exactement huit 10 et As : les deux nombres doivent faire 8, pas {total}.",
    "refused.all_cards": "{player} ne peut pas avoir remporté toutes les cartes sans les huit 10 et As et "
                         "le dernier pli.",
    "refused.not_in_hand": "{card} n'est pas dans la main.",
    "refused.continuation": "{card} : pour continuer le pli entamé par {opening}, il faut une carte du même rang "
                            "ou un 7 ; sinon on arrête le pli.",
    # score lines
    "line.card_points": "{brisques} dix ou As → {points:p:point|points}",
    "line.card_points_last": "{brisques} dix ou As + le dernier pli → {points:p:point|points}",
    "line.all_cards": "toutes les cartes : 3 points",
    "line.ninety": "les 90 points (sans toutes les cartes) : 2 points",
    "line.more": "plus de points ({points} contre {other}) : 1 point",
    "line.deals_next": "perd la donne : donne le coup suivant",
    "line.wins": "{total} points : gagne la partie",
    # summaries of a deal
    "summary.all_cards": "{player} : toutes les cartes (+3)",
    "summary.ninety": "{player} : 90 points (+2)",
    "summary.more": "{player} : {points} points (+1)",
    # the referee (a trick, Sept §5)
    "referee.context.last_trick": "C'est le dernier pli de la donne",
    "referee.context.last_trick.help": "Il rapporte 10 points de plus à qui le remporte.",
    "referee.plays.help": "L'entame, la réponse, puis, si l'entameur continue, ses cartes et les réponses, "
                          "dans l'ordre.",
    "referee.opening": "Personne n'a repris l'entame : {card} remporte le pli ({worth}).",
    "referee.same_rank": "{card} est du rang de l'entame ({opening}) et personne ne l'a repris ensuite : "
                         "il remporte le pli ({worth}).",
    "referee.seven": "{card} : un 7 prend comme le rang de l'entame ({opening}), et personne ne l'a repris "
                     "ensuite : il remporte le pli ({worth}).",
    "referee.worth": "{points:p:point|points}",
    "referee.worth_last": "{points:p:point|points}, dernier pli compris",
    "referee.opponent_answers": "{player} a entamé : c'est son adversaire qui répond.",
    "referee.turns": "Chacun son tour : la carte n° {n} du pli est à {player}.",
    "referee.twice": "{card} ne peut pas sortir deux fois : il n'y a qu'un jeu de 32 cartes.",
    # facts
    "fact.goal": "But",
    "fact.to_go": "Points qui manquent",
    # reminders
    "reminder.cards": "Chaque 10 et chaque As vaut 10, le dernier pli 10 : 90 points par donne.",
    "reminder.tricks": "Le pli va au dernier qui a joué le rang de l'entame ou un 7 ; l'entameur ne continue "
                       "qu'avec ce rang ou un 7.",
    "reminder.scoring": "Toutes les cartes 3 points, les 90 points 2, sinon le plus de points 1 ; premier à 10.",
    "reminder.dealer": "Le perdant de la donne distribue la suivante.",
}
