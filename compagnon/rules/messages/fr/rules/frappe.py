"""Frappe, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Un jeu de 52 cartes. Les couleurs ne servent à rien : seul le rang compte."]},
    {"article": "§2", "title": "Les joueurs",
     "text": ["Deux joueurs, chacun pour soi. Le jeu vient du Porrazo, un jeu de pêche américano-mexicain."]},
    {"article": "§3", "title": "L'ordre des cartes",
     "text": ["De l'As (1) au Roi (13) : As, 2, 3… 10, Valet, Dame, Roi. Le numéro d'une carte sert pour "
              "les cartes en place et l'extension."]},
    {"article": "§4", "title": "La donne d'une manche",
     "text": ["Le donneur bat, l'autre coupe. Le donneur donne 3 cartes à chacun d'un coup ; quand les deux "
              "mains sont jouées, il en redonne 3, huit fois en tout dans la manche. Avec l'extension, les 52 "
              "cartes y passent."]},
    {"article": "§4.1", "title": "L'extension",
     "text": ["Une fois par manche, juste après la 2e distribution, le donneur aligne 4 cartes face cachée "
              "puis les retourne. Il peut échanger la 1re et la 2e, et la 3e et la 4e, jamais une carte de "
              "gauche avec une de droite.",
              "Il compte les positions de gauche à droite ou de droite à gauche, à son choix : une carte posée "
              "à la position de son numéro lui rapporte ce numéro (As en 1re, 2 en 2e, 3 en 3e, 4 en 4e).",
              "Il marque aussi chaque paire, brelan ou carré formé par l'extension, seule ou avec des cartes "
              "de la table, comme une annonce. Personne ne ramasse rien : les 4 cartes restent sur la table."]},
    {"article": "§5", "title": "Les annonces",
     "text": ["À chaque distribution, chacun regarde ses 3 cartes et dit s'il a une paire ou un brelan, sans "
              "dire le rang.",
              "Quand les 6 cartes du tour sont jouées, seule la plus forte annonce marque : un brelan bat "
              "toute paire, puis le rang le plus haut l'emporte ; deux paires de même rang, c'est l'adversaire "
              "du donneur qui marque.",
              "Une paire vaut : Roi 4, Dame 3, Valet 2, du 10 à l'As 1 ; un brelan le triple.",
              "Celui qui avait une combinaison sans l'annoncer ne marque rien ; si l'adversaire s'en aperçoit, "
              "c'est lui qui marque ces points."]},
    {"article": "§6", "title": "Le jeu de la carte",
     "text": ["L'adversaire du donneur joue le premier, puis on alterne. Une carte de même rang qu'une carte de "
              "la table la prend ; elle prend aussi la suite qui monte à partir de celle-ci (une carte par "
              "rang, le Roi puis l'As pour boucler : Dame-Roi-As-2). Les cartes prises vont dans la pile de "
              "gains du joueur.",
              "Une carte qui ne prend rien reste sur la table. À la fin de la manche, les cartes restées sur "
              "la table vont au dernier joueur qui a ramassé."]},
    {"article": "§6.1", "title": "Frappe, contre-frappe, pénitence",
     "text": ["Prendre la carte que l'adversaire vient de poser, et qui est restée sur la table, dans le même "
              "tour, c'est une frappe : elle vaut comme une paire (Roi 4, Dame 3, Valet 2, autres 1).",
              "L'adversaire peut répondre tout de suite avec une troisième carte du rang : c'est une "
              "contre-frappe, qui vaut le triple ; le frappeur ne marque rien et ne ramasse rien.",
              "Le frappeur peut encore répondre avec la quatrième : c'est la pénitence, qui gagne la partie "
              "sur-le-champ."]},
    {"article": "§6.2", "title": "La carte en place",
     "text": ["Un As, un 2, un 3 ou un 4 qui ne prend rien marque son numéro quand la table compte autant de "
              "cartes, la sienne comprise : As sur table vide, 2 sur une carte, 3 sur deux, 4 sur trois.",
              "On peut renoncer à prendre pour jouer sa carte en place."]},
    {"article": "§6.3", "title": "Le nettoyage",
     "text": ["Quand toute la table forme une suite, une seule carte comprise, et que l'on prend avec la carte "
              "de même rang que la première de la suite, on nettoie la table : on marque la valeur de la "
              "dernière carte de la suite (Roi 4, Dame 3, Valet 2, autres 1).",
              "Un nettoyage s'ajoute à une frappe ou à une contre-frappe. Il ne compte pas sur la toute "
              "dernière carte jouée."]},
    {"article": "§7", "title": "La marque et la fin de la partie",
     "text": ["Les annonces, les frappes et contre-frappes, les nettoyages, les cartes en place et l'extension "
              "se marquent au fil du jeu. À la fin de la manche, celui qui a ramassé le plus de cartes marque "
              "la différence.",
              "Le premier à 61 points gagne, même au milieu d'un tour : le jeu s'arrête là."]},
    {"ruling": "A1", "about": ["§4.1"], "title": "Quand retourner l'extension",
     "text": ["Après la 2e distribution de 3 cartes à chacun, avant de jouer ce 2e tour : c'est alors seulement "
              "que la table peut déjà porter des cartes."]},
    {"ruling": "A2", "about": ["§4.1"], "title": "L'extension est obligatoire",
     "text": ["Sans elle, 4 cartes ne serviraient jamais : on la retourne à chaque manche."]},
    {"ruling": "A3", "about": ["§4.1"], "title": "Le carré dans l'extension",
     "text": ["Il vaut six fois la valeur de la carte (un carré contient six paires comme un brelan en "
              "contient trois). Il ne gagne pas la partie : seule une pénitence le fait."]},
    {"ruling": "A4", "about": ["§6.1"], "title": "Ce que prend la contre-frappe",
     "text": ["Le contre-frappeur prend tout ce que la frappe aurait pris, la carte frappée, la carte du "
              "frappeur et la sienne ; il hérite aussi du nettoyage de la frappe, sauf sur la dernière carte."]},
    {"ruling": "A5", "about": ["§6.1"], "title": "Une frappe attend la réponse",
     "text": ["Une frappe ne compte qu'au coup suivant de l'adversaire dans le même tour, s'il ne contre-frappe "
              "pas, ou à la fin du tour. Une frappe sur la dernière carte du tour compte aussitôt."]},
    {"ruling": "A6", "about": ["§5"], "title": "Combinaison relevée",
     "text": ["Seules les annonces justes se comparent. Relever la combinaison que l'adversaire n'a pas "
              "annoncée est une sanction à part : on peut gagner l'annonce et marquer aussi la combinaison "
              "relevée. Annoncer une paire avec un brelan en main, ou l'inverse, n'est pas une annonce juste."]},
    {"ruling": "A7", "about": ["§5"], "title": "Fausse annonce",
     "text": ["Annoncer ce que l'on n'a pas ne rapporte rien et ne coûte rien."]},
    {"ruling": "A8", "about": ["§6.3"], "title": "La suite qui boucle",
     "text": ["Pour Roi-As-2, la première carte est le Roi et la dernière le 2 : on nettoie avec un Roi et on "
              "marque 1."]},
    {"ruling": "A9", "about": ["§7"], "title": "L'ordre de fin de manche",
     "text": ["La dernière carte, puis les annonces du 8e tour, puis les cartes restées sur la table, enfin la "
              "différence des cartes : le premier à atteindre 61 dans cet ordre gagne."]},
    {"ruling": "A10", "about": ["§6.3"], "title": "La dernière carte",
     "text": ["C'est la dernière carte de la manche, la 3e du donneur au 8e tour."]},
    {"ruling": "A11", "about": ["§6", "§6.2"], "title": "Prendre est obligatoire",
     "text": ["On ne renonce à prendre que pour jouer sa carte en place ; sinon une carte qui peut prendre "
              "prend."]},
    {"ruling": "A12", "about": ["§4"], "title": "Le donneur",
     "text": ["Le donneur change à chaque manche."]},
    {"ruling": "A13", "about": ["§6", "§7"], "title": "Personne n'a ramassé",
     "text": ["Les cartes restées sur la table ne vont à personne ; la différence se compte sur les cartes "
              "prises."]},
    {"ruling": "A14", "about": ["§5"], "title": "La Reine",
     "text": ["La « Reine » du livret est la Dame."]},
    {"ruling": "C1", "about": ["§6.1"], "title": "La contre-frappe attend aussi",
     "text": ["Comme une frappe, elle ne compte qu'au coup suivant du frappeur dans le tour, ou à la fin du "
              "tour : une pénitence l'annule."]},
    {"ruling": "C2", "about": ["§5", "§6.1"], "title": "L'ordre de fin de tour",
     "text": ["D'abord la frappe ou contre-frappe en attente, puis l'annonce gagnante, puis les combinaisons "
              "relevées, celle de l'adversaire du donneur en premier."]},
    {"ruling": "C3", "about": ["§6.1"], "title": "Après une pénitence",
     "text": ["Ni la frappe ni la contre-frappe ne marquent : les scores restent ceux d'avant la frappe, et le "
              "pénitent gagne."]},
]
