"""Belote Noisette, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Un jeu de 32 cartes dont on ôte une couleur entière : il reste 24 cartes, du 7 à l'As dans trois "
              "couleurs. Il faut aussi 30 noisettes (ou jetons) et un pot au milieu de la table."]},
    {"article": "§2", "title": "Le principe",
     "text": ["Une belote à trois, chacun pour soi. La partie se joue en manches, chaque manche en plusieurs "
              "donnes. Chacun commence une manche avec 10 noisettes et cherche à en réunir 21."]},
    {"article": "§3", "title": "L'ordre et la valeur des cartes",
     "text": ["Comme à la belote. À l'atout, du plus faible au plus fort : 7, 8, Dame, Roi, 10, As, 9, Valet. "
              "Dans les autres couleurs : 7, 8, 9, Valet, Dame, Roi, 10, As (voir la décision N1).",
              "Valet d'atout 20, 9 d'atout 14, As 11, 10 10, Roi 4, Dame 3, Valet hors atout 2 ; les 7, les 8 et "
              "les 9 hors atout ne valent rien. Les 24 cartes font 122 points."]},
    {"article": "§3.1", "title": "La Belote",
     "text": ["Qui a la Dame et le Roi d'atout en main peut dire « Belote » en jouant le premier des deux, puis "
              "« Rebelote » avec le second. Cela vaut 10 points de plus, et non 20 comme à la belote ordinaire."]},
    {"article": "§3.2", "title": "Le dix de der",
     "text": ["Celui qui remporte le huitième et dernier pli marque 10 points de plus."]},
    {"article": "§3.3", "title": "Les points de la donne",
     "text": ["Cartes et dix de der font 132 points ; 142 quand une Belote a été annoncée."]},
    {"article": "§4", "title": "Les noisettes et le pot",
     "text": ["Au début d'une manche, chacun reçoit 10 noisettes et le pot est vide. Avant chaque donne, chaque "
              "joueur met une de ses noisettes au pot."]},
    {"article": "§5", "title": "La donne et le choix de l'atout",
     "text": ["Le donneur distribue 5 cartes à chacun, par 2 puis 3 (ou 3 puis 2), et retourne la suivante : "
              "sa couleur est l'atout proposé.",
              "Premier tour : en commençant par le joueur qui suit le donneur, chacun prend ou passe. Le premier "
              "qui prend met une noisette au pot (rien s'il n'en a plus), reçoit la carte retournée, et l'on "
              "complète les mains à 8 cartes.",
              "Deuxième tour, si tous ont passé : une carte de plus à chacun, puis une deuxième carte retournée. "
              "On peut alors prendre dans la couleur de l'une ou l'autre ; cela coûte 2 noisettes (une seule si "
              "l'on n'en a qu'une, rien si l'on n'en a plus). Le preneur reçoit les deux cartes retournées.",
              "Si tout le monde passe encore, le joueur qui suit le donneur est obligé de prendre, et ne paie "
              "rien."]},
    {"article": "§6", "title": "Le jeu de la carte",
     "text": ["Huit plis, joués comme à la belote. Le preneur entame ; qui gagne un pli entame le suivant.",
              "Il faut fournir la couleur demandée. Sans elle, on doit couper si l'on a de l'atout, et monter "
              "au-dessus d'un atout déjà posé si on le peut ; sans atout, on joue ce que l'on veut.",
              "Le pli va au plus fort atout, sinon à la plus forte carte de la couleur demandée."]},
    {"article": "§7", "title": "La marque",
     "text": ["Chaque donne fait passer des noisettes du pot aux joueurs ; chaque manche rapporte des points de "
              "partie ; les points de partie désignent le vainqueur."]},
    {"article": "§7.1", "title": "Le partage du pot",
     "text": ["Le preneur qui fait plus de la moitié des points (67 sur 132, 72 sur 142) ramasse tout le pot.",
              "S'il n'a pas plus de la moitié mais dépasse chacun des deux autres, il prend 3 noisettes (2 "
              "seulement si le pot en contient moins de 4), et le meilleur de ses adversaires en prend 1.",
              "Sinon il a perdu : chaque adversaire prend 2 noisettes (1 si le pot en contient moins de 4).",
              "Ce qui reste au pot est en jeu à la donne suivante."]},
    {"article": "§7.2", "title": "La fin d'une manche",
     "text": ["Le joueur qui arrive à 21 noisettes gagne une manche complète : 3 points de partie.",
              "Quand un joueur n'a plus aucune noisette, la manche s'arrête aussi : c'est une manche partielle. "
              "Le joueur en tête marque 2 points de partie, le deuxième 1.",
              "La manche suivante repart à 10 noisettes chacun, pot vide."]},
    {"article": "§7.3", "title": "La partie",
     "text": ["Le premier à 6 points de partie gagne. Si deux joueurs passent le but ensemble, le plus haut total "
              "l'emporte ; s'ils sont à égalité, le but recule de 2 points, et ainsi de suite jusqu'à ce qu'un "
              "seul le dépasse."]},
    {"article": "§8", "title": "Les fautes",
     "text": ["Toute faute constatée (ne pas fournir, ne pas couper, ne pas monter, fausse Belote…) coûte au "
              "fautif 2 plis, donnés à l'adversaire avant de compter les points."]},
    {"ruling": "N1", "about": ["§3"], "title": "L'ordre des cartes",
     "text": ["Le livret imprime pour les couleurs hors atout l'ordre du Mille, que contredisent sa propre "
              "remarque et le renvoi à la belote : on suit l'ordre de la belote. Les 7 et 8, oubliés, sont les "
              "plus faibles et ne valent rien ; on retrouve ainsi les 132 points annoncés."]},
    {"ruling": "N2", "about": ["§6"], "title": "Pas de partenaire",
     "text": ["Chacun joue pour soi : l'exception du « partenaire maître » ne s'applique pas, il faut toujours "
              "couper et monter. Une règle de la maison peut faire des deux défenseurs des partenaires ; elle "
              "ne change que l'arbitrage, jamais la marque."]},
    {"ruling": "N3", "about": ["§5", "§7.2"], "title": "Zéro noisette en cours de donne",
     "text": ["On regarde qui n'a plus de noisette seulement une fois la donne réglée. Un joueur à zéro peut "
              "prendre, et regagner des noisettes avant la fin de la donne."]},
    {"ruling": "N4", "about": ["§7.1"], "title": "Deux meilleurs adversaires",
     "text": ["Si les deux adversaires ont autant de points, personne ne prend la noisette du meilleur "
              "adversaire : elle reste au pot."]},
    {"ruling": "N5", "about": ["§7.2"], "title": "Égalités dans une manche partielle",
     "text": ["Les joueurs à égalité prennent la meilleure place : deux premiers ex æquo marquent 2 points "
              "chacun et personne ne marque 1 ; deux deuxièmes ex æquo marquent 1 point chacun.",
              "Les noisettes ne se coupent pas en deux (N4), les points de partie s'écrivent : d'où la "
              "différence."]},
    {"ruling": "N6", "about": ["§8"], "title": "Qui reçoit les plis d'une faute",
     "text": ["La faute d'un défenseur profite au preneur. La faute du preneur donne un pli à chaque défenseur. "
              "La table choisit les plis ; on inscrit les points qu'ils contiennent. Qui a moins de 2 plis les "
              "donne tous.",
              "Le dix de der suit le dernier pli s'il en fait partie. La Belote reste à celui qui l'a, sauf si la "
              "faute est justement une fausse Belote : elle ne compte pas. La pénalité de 3 plis pour un "
              "Sans-Atout, venue d'un autre jeu, est sans objet ici."]},
    {"ruling": "N7", "about": ["§6"], "title": "Monter à l'atout",
     "text": ["Quand l'atout est demandé, il faut aussi jouer plus fort que le meilleur atout posé, si on le "
              "peut, comme à la belote."]},
    {"ruling": "N8", "about": ["§5"], "title": "La prise forcée",
     "text": ["Celui qui doit prendre choisit l'une des deux couleurs retournées et reçoit les deux cartes, "
              "comme au deuxième tour."]},
    {"ruling": "N9", "about": ["§7.1"], "title": "Exactement la moitié",
     "text": ["66 sur 132 ou 71 sur 142, ce n'est pas plus de la moitié : le preneur ne ramasse pas tout le "
              "pot, il lui faut alors dépasser chacun des deux autres."]},
    {"ruling": "N10", "about": ["§7.2"], "title": "21 et 0 dans la même donne",
     "text": ["La manche complète l'emporte : seul le joueur arrivé à 21 marque, 3 points de partie."]},
    {"ruling": "N11", "about": ["§7.1"], "title": "Dépasser chacun",
     "text": ["Une égalité avec un adversaire ne suffit pas : le preneur a perdu."]},
    {"ruling": "N12", "about": ["§1", "§5"], "title": "Le donneur et la couleur retirée",
     "text": ["La donne passe au joueur suivant à chaque donne, d'une manche à l'autre aussi. La couleur retirée "
              "est la même toute la partie : la choisir dans les règles de la maison permet de vérifier "
              "l'atout."]},
]
