"""Démons, in our own words, with the rulebook's article numbers and our rulings.

Les Héritiers (``heritiers.py``) reuses the articles and rulings: its chapter
is the same text under another name, so nothing here names the game itself.
"""

ARTICLES = [
    {"article": "§1", "title": "Le matériel",
     "text": ["De deux jeux de tarot, on garde 33 cartes : les Rois et les Cavaliers des deux jeux, une Dame, un "
              "Valet et un 6 de chaque couleur, et les atouts 1 à 5, que l'on appelle les Démons. Les 8 de pique, "
              "de carreau et de trèfle servent de marqueurs.",
              "On peut jouer avec deux jeux de 52 cartes : les 10 y tiennent le rôle des Cavaliers, l'As et les "
              "2 à 5 de cœur celui des Démons 1 à 5 (voir la décision A-2)."]},
    {"article": "§2", "title": "Le principe",
     "text": ["Trois joueurs, chacun pour soi. On ramasse des plis qui valent des points, on forme des "
              "combinaisons avec les cartes que l'on joue, et l'on parie sur le nombre de plis. À chaque donne, "
              "l'un des trois est en secret le Diable ; les deux autres sont les humains."]},
    {"article": "§2.1", "title": "Le déroulement d'une donne",
     "text": ["Les couleurs se tirent une seule fois, au début de la partie. Chaque donne enchaîne la "
              "distribution, les échanges contre des 6, puis les paris et les neuf plis, pendant lesquels on "
              "annonce ses combinaisons, et enfin le décompte.",
              "Les renvois du livret d'une section à l'autre sont parfois faux (voir la décision A-3)."]},
    {"article": "§3", "title": "L'ordre et la valeur des cartes",
     "text": ["Pour prendre un pli, du plus faible au plus fort : 6, Valet, Dame, Cavalier, Roi. Entre Démons, le "
              "1 bat tous les autres et le 5 est le plus faible.",
              "Pour un humain, une Dame vaut 4, un Roi ou un Cavalier 2, un Valet 1, un 6 rien : la Dame vaut "
              "plus qu'elle ne pèse dans le pli. Pour le Diable, toute carte ordinaire vaut 1. Les Démons ne "
              "valent rien."]},
    {"article": "§4", "title": "Les couleurs des joueurs",
     "text": ["Avant la première donne, chacun tire au hasard l'un des trois 8 et le pose devant lui : pique, "
              "carreau ou trèfle devient sa couleur pour toute la partie."]},
    {"article": "§5", "title": "La distribution et le Diable",
     "text": ["Neuf cartes à chacun, deux par deux, puis une au dernier tour. Pendant les trois premiers tours, "
              "le donneur met deux cartes de côté, face visible, comme pour un quatrième joueur assis en face : "
              "six cartes sont retournées.",
              "Le Diable est celui qui a reçu le Démon 1 ; si le 1 est parmi les cartes retournées, c'est celui "
              "qui tient le 2, et ainsi de suite. Il garde le secret, et nul ne doit dire s'il est le Diable ou "
              "non. Si les cinq Démons sont retournés, on redistribue."]},
    {"article": "§6", "title": "Les échanges contre des 6",
     "text": ["Qui montre deux 6 peut échanger une carte de sa main contre une carte retournée ; avec trois 6, "
              "deux cartes ; avec quatre, trois. Les cartes qu'il rend restent cachées, hors du jeu."]},
    {"article": "§7", "title": "Les paris",
     "text": ["On parie sur les plis, de deux façons : le gain partiel (§7.1) et le gain complet (§7.2). Un pari "
              "arrête le jeu jusqu'à ce que chacun ait répondu."]},
    {"article": "§7.1", "title": "Le gain partiel",
     "text": ["Il s'agit de faire plus de plis que chacun des deux autres. Si personne n'a parié, cela rapporte "
              "5 points.",
              "Jusqu'à la première carte du 3e pli, un joueur peut annoncer qu'il parie : l'enjeu passe à 10, "
              "qu'il gagnera ou perdra selon ses plis. Chacun des autres répond à son tour : il concède (il ne "
              "gagne plus rien et sort de tous les paris de la donne), il tient (il s'engage de même, sur ses "
              "propres plis) ou il monte (l'enjeu double et un nouveau tour de parole s'ouvre ; les engagés "
              "précédents ne peuvent plus que perdre leur mise). L'enjeu s'arrête à 40 : un pari et deux "
              "montées.",
              "Après un pari sur le gain complet, on ne parie plus sur le gain partiel ; les engagements "
              "partiels déjà pris restent à ceux qui ne s'engagent pas sur le gain complet."]},
    {"article": "§7.2", "title": "Le gain complet",
     "text": ["Il s'agit de faire au moins 5 des 9 plis. Le pari se fait jusqu'à la première carte du 5e pli, "
              "commence à 20 et se poursuit comme pour le gain partiel, jusqu'à 80. Sans pari, la majorité des "
              "plis ne rapporte rien de plus."]},
    {"article": "§8", "title": "Le jeu de la carte",
     "text": ["Le voisin du donneur entame le premier pli ; ensuite, qui gagne un pli entame le suivant.",
              "En jouant un Démon, on peut lui faire posséder une des cartes retournées : on la pose dessus, il "
              "compte comme elle, et elle reste dans le pli. Un Démon joué sans rien posséder est dit pur.",
              "Il faut fournir la couleur demandée, par une carte ordinaire ou par un Démon qui en possède une ; "
              "sinon on joue ce que l'on veut. Sur un Démon pur, il faut jouer un Démon pur si l'on en a. On "
              "n'est jamais obligé de chercher à prendre le pli.",
              "Le pli va au plus fort Démon pur ; à défaut, à la plus forte carte de la couleur demandée. Une "
              "carte possédée bat la même carte ordinaire ; entre deux Démons qui possèdent, le rang des cartes "
              "possédées décide, puis l'ordre des Démons. Chacun garde ses plis séparés.",
              "Le Diable se révèle en jouant le Démon qui l'a désigné. À la fin de ce pli, il peut échanger une "
              "carte de sa main contre une carte retournée ; celle qu'il rend rejoint les cartes retournées, et "
              "tout Démon pourra la posséder."]},
    {"article": "§9", "title": "Les combinaisons",
     "text": ["On les forme avec les cartes que l'on joue, pli après pli. Chaque carte est annoncée à voix haute "
              "en la posant, pour un Pareil ou pour une Suite, jamais pour les deux ; le donneur, ou un joueur "
              "désigné, note les annonces. Un 6 n'entre dans aucune combinaison ; un Démon compte pour la carte "
              "qu'il possède.",
              "Une combinaison restée à une carte est un échec. Le premier échec ne coûte rien ; chacun des "
              "suivants coûte 10 points, mais une combinaison réussie rend droit à un échec gratuit.",
              "Seule la meilleure combinaison de chaque sorte est payée. À longueur égale, la plus haute carte "
              "l'emporte, dans l'ordre Valet, Cavalier, Dame, Roi."]},
    {"article": "§9.1", "title": "Le Pareil",
     "text": ["Des cartes de même rang, de la paire jusqu'au carré, et jusqu'à huit pour les Rois et les "
              "Cavaliers. Plus de cartes bat toujours moins. Paire 10, brelan 20, carré 40, cinq cartes ou plus "
              "50.",
              "Si deux joueurs ont le meilleur Pareil à égalité, personne ne marque : un Pareil égal fait plus "
              "tard par un adversaire annule le premier."]},
    {"article": "§9.2", "title": "La Suite",
     "text": ["Des cartes d'une même couleur qui se suivent dans l'ordre Valet, Cavalier, Dame, Roi, de deux à "
              "quatre cartes. Plus longue bat plus courte. Seconde 15, tierce 30, quarte 60.",
              "À égalité entre les meilleures Suites, personne ne marque."]},
    {"article": "§10", "title": "Les points des plis",
     "text": ["Chacun compte les cartes de ses plis aux valeurs de §3. Chaque figure (Valet, Dame, Cavalier, "
              "Roi) de sa couleur, celle de son 8, rapporte 1 point de plus."]},
    {"article": "§10.1", "title": "Les points du Diable",
     "text": ["Le Diable a deux couleurs : celle de son 8 et cœur ; ses figures de l'une comme de l'autre "
              "rapportent 1 point de plus. Chaque figure d'un de ses plis où se trouve un Démon rapporte encore "
              "1 point. S'il a ramassé au moins trois 6, il gagne 10 points."]},
    {"article": "§11", "title": "La marque",
     "text": ["À chaque donne, chacun marque les points de ses plis, la meilleure Suite et le meilleur Pareil "
              "s'il les remporte, et l'enjeu des plis, gagné ou perdu ; on retire les pénalités."]},
    {"article": "§12", "title": "La fin de la partie",
     "text": ["Qui atteint 333 points au cours d'une donne où il a parié, tenu ou monté, sur le gain partiel ou "
              "complet, gagne la partie, même s'il a perdu son pari. Sans avoir parié, il revient au score qu'il "
              "avait avant la donne.",
              "Si plusieurs joueurs remplissent ces conditions dans la même donne, celui qui a remporté le gain "
              "des plis gagne ; si aucun d'eux ne l'a remporté, ils reviennent tous à leur score d'avant la "
              "donne."]},
    {"article": "§13", "title": "Les pénalités",
     "text": ["Dire que l'on est le Diable, ou que l'on ne l'est pas, coûte 50 points ; la donne continue.",
              "Jouer un Démon pur en ayant en main la couleur demandée arrête la donne : elle est annulée et le "
              "fautif perd 100 points (voir la décision A-1)."]},
]

RULINGS = [
    {"ruling": "A-1", "about": ["§13", "§8"], "title": "Un Démon pur quand on pouvait posséder",
     "text": ["Le livret laisse en suspens le cas de celui qui n'avait pas la couleur en main, mais aurait pu "
              "posséder une carte retournée de cette couleur. Par défaut, il n'est pas puni ; une règle de la "
              "maison permet de le punir comme la faute de §13."]},
    {"ruling": "A-2", "about": ["§1"], "title": "Un seul jeu de 52 cartes",
     "text": ["Il faut deux Rois et deux Cavaliers de chaque couleur : un seul jeu de 52 cartes ne fournit pas "
              "les 33 cartes. Seules les versions à deux jeux sont proposées ; elles ne changent que le nom des "
              "cartes."]},
    {"ruling": "A-3", "about": ["§2.1"], "title": "Les renvois du livret",
     "text": ["Le texte renvoie parfois à la mauvaise section. Nous citons toujours celle qui contient la règle : "
              "§8 pour le jeu et l'échange du Diable, §9 pour les combinaisons, §10 et §11 pour le décompte."]},
    {"ruling": "A-5", "about": ["§5", "§13"], "title": "Le donneur",
     "text": ["La donne passe au joueur suivant. Après une redistribution (les cinq Démons retournés) ou une "
              "donne annulée par une faute, le même donneur recommence. Un donneur saisi à la main est pris tel "
              "quel."]},
    {"ruling": "A-6", "about": ["§7.1", "§7.2"], "title": "Concéder le gain complet",
     "text": ["Concéder un pari sur le gain complet fait sortir de ce pari et des suivants, mais laisse un "
              "engagement déjà pris sur le gain partiel. Concéder sur le gain partiel fait sortir de tous les "
              "paris de la donne."]},
    {"ruling": "A-7", "about": ["§7.1"], "title": "Concéder après une montée",
     "text": ["Celui qu'une montée a dépassé reste engagé sur sa perte. S'il concède ensuite, il ne peut plus "
              "rien gagner, mais il paie toujours sa mise s'il ne remporte pas les plis."]},
    {"ruling": "A-8", "about": ["§7.1", "§7.2"], "title": "Un seul pari par gain",
     "text": ["Chaque gain ne se parie qu'une fois par donne ; monter ne se fait qu'en réponse, pendant un tour "
              "de parole."]},
    {"ruling": "A-9", "about": ["§9", "§9.2"], "title": "Construire une Suite",
     "text": ["Chaque carte annoncée doit prolonger la Suite par le bas ou par le haut. Une carte jouée sans "
              "annonce termine la combinaison en cours."]},
    {"ruling": "A-10", "about": ["§8"], "title": "Deux cartes identiques dans un pli",
     "text": ["Les Rois et les Cavaliers existent en double : entre deux cartes ordinaires identiques, la première "
              "jouée l'emporte."]},
    {"ruling": "A-11", "about": ["§8"], "title": "Les autres cartes mal jouées",
     "text": ["Une carte qui ne respecte pas l'obligation de fournir est refusée et reprise, sans pénalité. Seule "
              "la faute de §13 est punie."]},
    {"ruling": "A-12", "about": ["§10.1"], "title": "Les plis à Démon",
     "text": ["Seuls les plis du Diable comptent. Un pli contient un Démon dès qu'un Démon y a été joué, pur ou "
              "possédant."]},
    {"ruling": "A-13", "about": ["§5", "§6"], "title": "Le Diable est fixé à la distribution",
     "text": ["Prendre un Démon retourné lors d'un échange contre des 6 ne fait pas de vous le Diable. Si le Diable "
              "écarte le Démon qui l'a désigné, il ne pourra plus se révéler ni faire son échange."]},
    {"ruling": "A-14", "about": ["§8"], "title": "Ce qu'un Démon possède",
     "text": ["Un Démon ne possède qu'une carte ordinaire, jamais un Démon retourné."]},
    {"ruling": "A-15", "about": ["§8"], "title": "Deux Démons qui possèdent",
     "text": ["Les cartes possédées se comparent par leur force au jeu (§3), non par leur valeur en points ; à "
              "égalité, le plus fort Démon l'emporte."]},
    {"ruling": "A-16", "about": ["§12"], "title": "Le gain des plis à 333",
     "text": ["Pour départager plusieurs joueurs à 333, le gain des plis est le gain partiel : avoir strictement "
              "plus de plis que chacun des autres."]},
    {"ruling": "A-17", "about": ["§6"], "title": "L'ordre des échanges",
     "text": ["Les échanges contre des 6 se font à tour de rôle, en commençant par le voisin du donneur."]},
    {"ruling": "A-18", "about": ["§7.1"], "title": "Les 5 points sans pari",
     "text": ["Ils disparaissent dès qu'un pari a été fait, qu'il porte sur le gain partiel ou sur le gain "
              "complet."]},
    {"ruling": "A-19", "about": ["§9"], "title": "L'échec gratuit",
     "text": ["Il se compte donne par donne : chacun en retrouve un au début de chaque donne."]},
    {"ruling": "A-20", "about": ["§7.1"], "title": "L'ordre des réponses",
     "text": ["Après un pari ou une montée, les autres répondent dans l'ordre de la table, en commençant par le "
              "voisin de celui qui vient de parler ; une réponse dans un autre ordre est refusée. Une donne ne "
              "peut pas laisser un pari sans réponse."]},
]

PAGE = ARTICLES + RULINGS
