"""Bernicle, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Deux jeux de 32 cartes sans les 8 ni les 9 : 48 cartes, du 7 à l'As, chaque carte en deux "
              "exemplaires."]},
    {"article": "§2", "title": "Le principe",
     "text": ["Trois joueurs, chacun pour soi. On enchérit, on annonce des combinaisons, puis on joue des plis : "
              "un preneur contre deux défenseurs. Le jeu descend du Pinochle."]},
    {"article": "§3", "title": "La distribution",
     "text": ["Treize cartes à chacun, par deux ou par quatre, jamais par trois. Le donneur met aussi de côté un "
              "chien de 5 cartes et deux chiots de 2 cartes. On joue treize plis."]},
    {"article": "§4", "title": "L'ordre et la valeur des cartes",
     "text": ["De la plus faible à la plus forte, dans toutes les couleurs, atout compris : 7, Valet, Dame, Roi, "
              "10, As.",
              "Dans les plis, seuls comptent les 10 et les As (10 points chacun) et les Rois (5 points) : 200 "
              "points en tout."]},
    {"article": "§5", "title": "Les enchères",
     "text": ["Chacun à son tour annonce un contrat en points ou passe. On ouvre à 150 ou à 160, puis on monte "
              "de 10 ou de 20, pas davantage. Les enchères s'arrêtent quand deux joueurs passent l'un après "
              "l'autre.",
              "Le plus fort contrat fait le preneur, qui choisit l'atout. Plis et combinaisons comptent ensemble "
              "pour le réussir : un contrat peut dépasser 200."]},
    {"article": "§6", "title": "Les échanges",
     "text": ["Le preneur prend le chien sans le montrer et rejette 5 cartes face cachée dans la niche ; chaque "
              "défenseur fait de même avec un chiot et en rejette 2. La niche compte donc 9 cartes, et chacun "
              "garde 13 cartes."]},
    {"article": "§7", "title": "Les combinaisons",
     "text": ["Avant de jouer, chacun annonce et montre ses combinaisons, et on les note.",
              "Mariage (Dame et Roi d'une couleur qui n'est pas l'atout) 20 ; Mariage royal (Dame et Roi "
              "d'atout) 40 ; Bernicle (Dame de Pique et Valet de Carreau) 40 ; Grande Bernicle (Dame et Roi de "
              "Pique avec le Valet de Carreau) 90 ; Double Bernicle (les deux Dames de Pique et les deux Valets "
              "de Carreau) 300.",
              "Carré de quatre couleurs différentes : Valets 40, Dames 60, Rois 80, As 100 ; octuple (les huit "
              "cartes d'un rang : Valets, Dames, Rois ou As) 600.",
              "Procession (les quatre mariages) 400 ; Famille (Valet, Dame, Roi, 10, As d'une couleur qui n'est "
              "pas l'atout) 100 ; Famille royale (la même à l'atout) 200.",
              "Une grande combinaison ne se cumule pas avec la petite qu'elle contient : la Grande Bernicle "
              "remplace le mariage à Pique et la Bernicle, la Procession ses mariages, la Famille son mariage, "
              "la Famille royale son Mariage royal."]},
    {"article": "§8", "title": "Le jeu de la carte",
     "text": ["Le preneur entame. Il faut fournir la couleur demandée et monter pour prendre la main quand on le "
              "peut ; sinon n'importe quelle carte de la couleur.",
              "Sans la couleur, on coupe à l'atout ; si le pli est déjà coupé, on surcoupe si on le peut, sinon "
              "on sous-coupe. Sans couleur ni atout, on joue ce que l'on veut.",
              "Le plus fort atout prend le pli, sinon la plus forte carte de la couleur demandée ; de deux "
              "cartes identiques, la première jouée l'emporte."]},
    {"article": "§9", "title": "La niche",
     "text": ["Après le dernier pli, on retourne les 9 cartes de la niche. Ses combinaisons, différentes de celles "
              "de la main, rapportent à la défense : chaque tierce dans une couleur 30 ; quatre cartes d'un même "
              "rang, de n'importe quelles couleurs, 40, cinq 50, six 60, sept 80, huit 100 ; chaque Petite "
              "Bernicle (un Valet et une Dame de couleurs différentes) 100."]},
    {"article": "§10", "title": "La marque",
     "text": ["Qui n'a fait aucun pli ne marque rien du tout, pas même ses combinaisons.",
              "Celui qui fait les treize plis (capot) ajoute 200 à ses points de plis.",
              "Le preneur réussit si ses plis et ses combinaisons atteignent le contrat : il marque alors le "
              "contrat, ses plis et ses combinaisons ; s'il chute, seulement ses combinaisons.",
              "Chaque défenseur marque les plis et les combinaisons de la défense, plus les points de la niche ; "
              "si le preneur a chuté, il ajoute encore le contrat."]},
    {"article": "§11", "title": "Les fautes",
     "text": ["Une faute arrête aussitôt la donne."]},
    {"article": "§11.1", "title": "La faute du preneur",
     "text": ["Le preneur marque 0. Les défenseurs marquent comme s'il avait chuté : plis et combinaisons de la "
              "défense, niche et contrat."]},
    {"article": "§11.2", "title": "La faute d'un défenseur",
     "text": ["Le fautif marque 0. Le preneur marque comme s'il avait réussi, ses plis comptés pour 200 : contrat, "
              "200 et ses combinaisons. L'autre défenseur garde ses combinaisons et la niche, mais perd ses "
              "plis."]},
    {"article": "§11.3", "title": "La maldonne",
     "text": ["Le donneur qui distribue mal perd 200 points."]},
    {"article": "§12", "title": "La victoire",
     "text": ["Le premier joueur qui atteint 2000 points gagne la partie."]},
    {"article": "§13", "title": "Précisions", "text": ["Trois précisions du livret, ci-dessous."]},
    {"article": "§13.1", "title": "Le capot et le contrat",
     "text": ["Les 200 points du capot comptent pour savoir si le contrat est réussi."]},
    {"article": "§13.2", "title": "Reparler après avoir passé",
     "text": ["Un joueur qui a passé peut enchérir de nouveau à un tour suivant."]},
    {"article": "§13.3", "title": "Pas de dix de der",
     "text": ["Le dernier pli ne rapporte rien de plus que ses cartes."]},
    {"ruling": "R1", "about": ["§10", "§11.1"], "title": "Le compte de la défense",
     "text": ["Pris à la lettre, le texte donne à chaque défenseur le total de la défense (les plis et les "
              "combinaisons des deux) : c'est notre réglage par défaut. Les règles de la maison permettent que "
              "chacun ne marque que les siens. La faute d'un défenseur (§11.2) se compte toujours comme écrit."]},
    {"ruling": "R2", "about": ["§10"], "title": "Un défenseur sans pli",
     "text": ["Il marque 0, mais ses plis et ses combinaisons comptent toujours dans le total de son "
              "partenaire."]},
    {"ruling": "R3", "about": ["§4", "§9"], "title": "Les points de cartes de la niche",
     "text": ["Les 10, As et Rois jetés dans la niche ne sont à personne : les plis font 200 moins ce que la "
              "niche a gardé, et le capot ajoute 200 aux points réellement ramassés."]},
    {"ruling": "R4", "about": ["§5", "§10"], "title": "Un preneur sans pli",
     "text": ["Si ses combinaisons suffisent à atteindre le contrat, celui-ci est réussi : la défense ne reçoit "
              "pas le contrat. Mais le preneur, sans pli, marque 0."]},
    {"ruling": "R5", "about": ["§7"], "title": "Famille et Famille royale",
     "text": ["Le livret les décrit avec les mêmes mots. Comme pour les mariages, la Famille est dans une "
              "couleur qui n'est pas l'atout (100), la Famille royale à l'atout (200)."]},
    {"ruling": "R6", "about": ["§7"], "title": "Une carte dans plusieurs combinaisons",
     "text": ["Les combinaisons forment trois familles : celles des mariages (mariages, familles, Procession, "
              "Grande Bernicle), celles des Bernicles, et les carrés et octuples de chaque rang. Dans une même "
              "famille, une carte ne sert qu'une fois ; d'une famille à l'autre, elle peut resservir.",
              "Ainsi la Dame de Pique d'une Bernicle peut aussi compter dans un carré de Dames. Deux jeux "
              "n'ayant que deux exemplaires de chaque carte, les annonces des trois joueurs et la niche ne "
              "peuvent en demander davantage."]},
    {"ruling": "R7", "about": ["§9"], "title": "Compter la niche",
     "text": ["Une tierce, c'est trois rangs qui se suivent dans une couleur (7 et Valet se suivent, les 8 et 9 "
              "étant retirés) ; on compte le plus de tierces séparées possible. Pour chaque rang présent quatre "
              "fois ou plus, une seule combinaison, de la taille du groupe. Les Petites Bernicles se comptent "
              "en paires séparées. Une carte peut servir dans deux sortes de combinaisons."]},
    {"ruling": "R8", "about": ["§11"], "title": "Les fautes remplacent la marque",
     "text": ["Après une faute, on applique seulement le compte de §11 : ni la règle du joueur sans pli, ni le "
              "capot."]},
    {"ruling": "R9", "about": ["§5"], "title": "Personne n'enchérit",
     "text": ["Les enchères ne finissent qu'après une première enchère. Si les trois passent sans enchérir, rien "
              "n'est marqué et le joueur suivant donne."]},
    {"ruling": "R10", "about": ["§3", "§11.3"], "title": "Qui donne",
     "text": ["Le livret ne le dit pas : la donne passe au joueur suivant à chaque fois. Après une maldonne, le "
              "même donneur, après ses −200, redistribue."]},
    {"ruling": "R11", "about": ["§12"], "title": "Plusieurs joueurs à 2000",
     "text": ["Le plus haut score gagne ; à égalité parfaite, on joue une donne de plus."]},
    {"ruling": "R12", "about": ["§7"], "title": "La Grande Bernicle à Pique atout",
     "text": ["Elle vaut 90 quel que soit l'atout, et remplace le mariage à Pique même quand il serait royal."]},
    {"ruling": "R13", "about": ["§7"], "title": "Octuple et Double Bernicle",
     "text": ["L'octuple remplace les deux carrés de son rang, la Double Bernicle ses deux Bernicles : on "
              "annonce la grande, pas les petites."]},
]
