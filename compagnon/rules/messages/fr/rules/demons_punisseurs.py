"""Démons punisseurs, in our own words, with the rulebook's article numbers and our rulings.

The chapter stops in the middle of its §7: how a deal is scored, how the game
ends and who wins are our rulings (P-1), marked as such.
"""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Un jeu de 32 cartes (du 7 à l'As dans les quatre couleurs) auquel on ajoute le 6 de carreau : "
              "33 cartes."]},
    {"article": "§2", "title": "Le principe",
     "text": ["Trois joueurs, chacun pour soi, autour de trois objectifs : le Pareil, la Suite et le Jeu. Des "
              "cartes appelées Démons peuvent se faire passer pour n'importe quelle autre."]},
    {"article": "§3", "title": "Les cartes et les Démons",
     "text": ["Dans chaque couleur, atout compris, du plus faible au plus fort : 7, 8, 9, 10, Valet, Dame, Roi, "
              "As. Les cartes ne valent aucun point.",
              "Six Démons le sont toujours : le Roi de cœur (Charles), le 6 de carreau (le Carreleur), le 7 de "
              "carreau (le petit Carreleur), le 7 de trèfle (la Pointe), le Valet et la Dame de trèfle. S'y "
              "ajoutent, le temps de la donne, la Dame, le Valet et le 7 de la couleur d'atout (le 7 seulement "
              "s'il n'est pas déjà un Démon) : huit ou neuf Démons en tout.",
              "Du plus faible au plus fort : Dame de trèfle, Valet de trèfle (voir la décision P-2), Dame "
              "d'atout, Valet d'atout, 7 d'atout, la Pointe, le petit Carreleur, le Carreleur, Charles.",
              "En posant un Démon, on peut nommer la carte dont il prend l'apparence : n'importe laquelle, même "
              "une carte déjà sur la table, déjà jouée, encore en main ou déjà imitée par un autre Démon. Face à "
              "la même carte ordinaire, le Démon l'emporte ; entre Démons imitant la même carte, le plus fort "
              "l'emporte."]},
    {"article": "§4", "title": "La distribution et l'atout",
     "text": ["Trois cartes à chacun, puis le donneur retourne une carte ; tant que c'est un trèfle, il en "
              "retourne une autre. Puis quatre cartes à chacun : sept en main. La dernière carte retournée donne "
              "l'atout, qui n'est donc jamais trèfle.",
              "Le donneur peut échanger un trèfle ordinaire de sa main contre un Démon de trèfle retourné, et un "
              "atout ordinaire contre un Démon d'atout retourné."]},
    {"article": "§5", "title": "Le jeu de la carte",
     "text": ["Le voisin du donneur entame ; qui gagne un pli entame le suivant.",
              "Qui a la couleur demandée doit jouer cette couleur ou de l'atout, rien d'autre ; un Démon doit "
              "prendre l'apparence d'une telle carte. Sans la couleur, on joue ce que l'on veut. Rien n'oblige à "
              "prendre le pli.",
              "Le plus fort atout gagne le pli ; sans atout, la plus forte carte de la couleur demandée.",
              "On ne ramasse pas les plis : chacun pose sa carte devant lui, à droite de la précédente, et "
              "avance d'un cran la carte qui lui a fait gagner un pli."]},
    {"article": "§6", "title": "Les objectifs",
     "text": ["Trois objectifs par donne : le Pareil, la Suite et le Jeu. Chacun rapporte 1 point à qui le "
              "remplit le mieux ; il peut arriver que personne ne le remplisse.",
              "On peut parier sur un ou plusieurs objectifs pour en porter l'enjeu au-delà de 1 point, sans "
              "dépasser 3. Un pari peut se lancer à tout moment, même juste avant de jouer sa carte, et le jeu "
              "s'arrête le temps des réponses."]},
    {"article": "§6.1", "title": "Le Pareil",
     "text": ["Le plus de cartes d'un même rang, de la paire jusqu'à sept grâce aux Démons. Plus de cartes bat "
              "toujours moins ; à nombre égal, le rang le plus haut gagne. Un Démon a exactement le rang de la "
              "carte qu'il imite, sans plus.",
              "À égalité, personne ne marque. Seule la meilleure combinaison compte."]},
    {"article": "§6.2", "title": "La Suite",
     "text": ["Des cartes d'une même couleur qui se suivent, de deux à sept. La plus longue gagne ; à longueur "
              "égale, celle qui monte le plus haut. À égalité, personne ne marque."]},
    {"article": "§6.3", "title": "Le Jeu",
     "text": ["Le premier à remporter 4 plis gagne le Jeu. Le jeu de la carte s'arrête aussitôt et l'on passe à "
              "l'exposition (§7)."]},
    {"article": "§6.4", "title": "Les paris",
     "text": ["On annonce « je parie » sur un objectif. Le voisin répond « pari tenu » (l'enjeu passe à 2) ou "
              "« c'est bon » (il abandonne l'objectif).",
              "Après « pari tenu », le troisième peut pousser à 3 ou se taire : s'il se tait, il peut gagner les "
              "2 points sans rien risquer, et les deux autres pourront pousser à 3 plus tard. Après « c'est "
              "bon », le troisième dit « c'est bon » à son tour (le parieur gagne le point), tient (les deux "
              "restants jouent 2 points) ou pousse.",
              "Pousser relance un tour de parole où celui qui pousse prend la place du parieur, avec un point de "
              "plus en jeu.",
              "Qui a parié ou tenu perd sa mise s'il ne remplit pas l'objectif. Si quelqu'un pousse ensuite, il "
              "reste exposé à sa mise mais ne peut plus rien gagner, à moins que lui, ou le joueur placé juste "
              "avant lui, ne tienne de nouveau pour 3 : il faut remplir l'objectif soi-même."]},
    {"article": "§6.4.1", "title": "La concession",
     "text": ["On peut aussi abandonner un objectif à tout moment, sans attendre un pari. Quand il ne reste qu'un "
              "joueur, il doit encore en montrer un exemple pour l'emporter : une simple paire suffit pour le "
              "Pareil, même si un adversaire tenait un brelan."]},
    {"article": "§7", "title": "L'exposition",
     "text": ["Dès que le Jeu est réglé (4 plis, ou le Jeu concédé), même au milieu d'un pli, on arrête de "
              "jouer et l'on règle le Pareil et la Suite qui restent.",
              "Chacun à son tour, en commençant par le gagnant du Jeu, choisit pour chaque objectif restant : "
              "concéder, parier comme pendant le jeu, ou disputer, c'est-à-dire montrer assez de cartes (de sa "
              "main et de la table) pour faire mieux que ce que les autres ont montré. Puis il passe la main.",
              "Le livret s'arrête ici : le décompte et la fin de la partie sont nos décisions (P-1)."]},
    {"ruling": "P-1", "about": ["§7"], "title": "Le décompte et la fin de la partie",
     "text": ["Chaque donne, chaque objectif rapporte son enjeu à qui le remporte et coûte leur mise à ceux qui "
              "s'y étaient engagés sans le remporter ; c'est la seule source de points.",
              "La table choisit, dans les règles de la maison, la fin de la partie : un nombre de donnes convenu "
              "(9 par défaut, un multiple de 3 pour que chacun donne autant ; le plus haut total gagne, à égalité "
              "la victoire est partagée), ou un score à atteindre (15 par défaut ; le premier seul en tête parmi "
              "ceux qui l'atteignent gagne, sinon on continue)."]},
    {"ruling": "P-2", "about": ["§3"], "title": "Les deux Démons effacés",
     "text": ["Les deux premiers noms de l'ordre des Démons manquent au livret : ce ne peuvent être que le Valet et "
              "la Dame de trèfle. Nous plaçons la Dame sous le Valet, comme pour ceux d'atout."]},
    {"ruling": "P-4", "about": ["§6.1", "§6.2", "§6.4"], "title": "Égalité et paris",
     "text": ["À égalité personne ne remporte l'objectif : chacun de ceux qui s'y étaient engagés paie sa mise."]},
    {"ruling": "P-5", "about": ["§6.4"], "title": "Le parieur que personne ne suit",
     "text": ["S'il ne remporte pas l'objectif, il perd le niveau de son propre pari : 1 pour un pari, 2 s'il a "
              "poussé. Par exemple, après deux « c'est bon », il perd 1 s'il ne peut en montrer aucun exemple."]},
    {"ruling": "P-6", "about": ["§6.4.1", "§7"], "title": "Le Jeu concédé",
     "text": ["Le Jeu concédé n'a pas d'exemple à montrer : le dernier en lice le gagne, et le jeu s'arrête "
              "comme s'il avait fait 4 plis, que la concession suive un pari ou non."]},
    {"ruling": "P-7", "about": ["§3"], "title": "Le Démon qu'on ne nomme pas",
     "text": ["Un Démon posé sans rien nommer compte pour sa propre carte."]},
    {"ruling": "P-8", "about": ["§3", "§7"], "title": "Les Démons dans les combinaisons",
     "text": ["Un Démon déjà joué garde l'apparence nommée quand on l'a posé ; un Démon encore en main peut être "
              "nommé au moment de l'exposition."]},
    {"ruling": "P-9", "about": ["§3"], "title": "Le 6 de carreau",
     "text": ["Nommé par rien, c'est un carreau de rang 6, sous le 7 : il ne peut que commencer une Suite à "
              "carreau. Il n'existe qu'un 6 : pas de Pareil de 6."]},
    {"ruling": "P-10", "about": ["§4"], "title": "Le donneur",
     "text": ["Le premier donneur est tiré au sort, puis la donne passe au joueur suivant."]},
    {"ruling": "P-11", "about": ["§5"], "title": "Avoir la couleur",
     "text": ["Seules les cartes ordinaires comptent : qui n'a plus que des Démons de cette couleur est libre de "
              "jouer ce qu'il veut."]},
    {"ruling": "P-12", "about": ["§5"], "title": "Une carte mal jouée",
     "text": ["Le livret ne prévoit aucune sanction : la carte est refusée et reprise, sans pénalité."]},
    {"ruling": "P-13", "about": ["§3", "§5"], "title": "Le Démon contre la carte qu'il imite",
     "text": ["Le Démon bat la carte ordinaire qu'il imite, qu'elle ait été posée avant ou après lui."]},
    {"ruling": "P-14", "about": ["§7"], "title": "Le déroulement de l'exposition",
     "text": ["Si les 7 plis ont été joués sans que personne fasse le Jeu, toutes les cartes sont visibles : on "
              "compare directement les Pareils et les Suites, après les éventuels paris et concessions, à "
              "commencer par le voisin du donneur.",
              "Sinon, l'exposition fait le tour de la table à partir du gagnant du Jeu, tant que quelqu'un "
              "dispute encore ; qui ne peut pas faire mieux concède."]},
    {"ruling": "P-15", "about": ["§6.4"], "title": "Pousser plus tard",
     "text": ["Seuls le deuxième et le troisième joueur d'un « pari tenu » suivi d'un silence peuvent pousser à 3 "
              "plus tard. Un objectif ne se pousse qu'une fois : après, plus personne ne peut le pousser."]},
    {"ruling": "P-16", "about": ["§4"], "title": "La carte qui donne l'atout",
     "text": ["Si la dernière carte retournée est un Démon d'atout, le donneur peut la prendre dans son échange ; "
              "l'atout ne change pas."]},
    {"ruling": "P-17", "about": ["§6.4"], "title": "Pousser après « c'est bon »",
     "text": ["Le troisième peut pousser après un « c'est bon » : il se trouve alors engagé pour 2, et passe à 3 "
              "si le parieur tient."]},
    {"ruling": "P-18", "about": ["§7", "§6.1", "§6.2"], "title": "Disputer demande de faire mieux",
     "text": ["À l'exposition, montrer une combinaison égale à la meilleure déjà montrée ne suffit pas : il faut "
              "concéder. L'égalité où personne ne marque n'arrive donc que quand les 7 plis ont été joués."]},
]
