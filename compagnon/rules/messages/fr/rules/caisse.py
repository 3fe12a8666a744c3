"""Caisse, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Un jeu de 32 cartes, du 7 à l'As dans les quatre couleurs."]},
    {"article": "§2", "title": "Le principe",
     "text": ["Un jeu à trois venu de Hongrie. Un preneur joue contre les deux autres ; tout le monde peut "
              "annoncer des contrats et contrer ceux du camp d'en face. Le jeu de la carte est presque celui de "
              "la belote."]},
    {"article": "§3", "title": "L'ordre et la valeur des cartes",
     "text": ["À l'atout, du plus faible au plus fort : 7, 8, Dame, Roi, 10, As, 9, Valet. Dans les autres "
              "couleurs, et partout en Sans-Atout et en Misère : 7, 8, 9, Valet, Dame, Roi, 10, As. Pour les "
              "suites seulement, le 10 reprend sa place entre le 9 et le Valet.",
              "Valet d'atout 20, 9 d'atout 14, As 11, 10 10, Roi 4, Dame 3, Valet hors atout 2 ; 7, 8 et 9 hors "
              "atout ne valent rien. Le dernier pli rapporte 10 de plus.",
              "Il y a au plus 162 points dans les plis d'un jeu à l'Atout, 130 en Sans-Atout : les cartes "
              "restées au talon ne sont pas jouées, chacun doit donc compter ses propres points."]},
    {"article": "§4", "title": "La distribution",
     "text": ["Six cartes à chacun, par trois, que l'on peut regarder. Le donneur retourne la suivante au centre : "
              "elle propose l'atout. Puis trois cartes à chacun, laissées faces cachées. Une dernière carte est "
              "retournée sur les trois qui restent : c'est l'indicatrice, et ces quatre cartes forment le "
              "talon. Chacun jouera neuf cartes, donc neuf plis."]},
    {"article": "§5", "title": "La déclaration du jeu",
     "text": ["Jusqu'à trois tours de parole, en commençant par le joueur qui suit le donneur."]},
    {"article": "§5.1", "title": "Le premier tour",
     "text": ["Chacun passe ou prend un jeu dont l'atout est la couleur de la carte retournée. Le premier qui "
              "prend devient le preneur."]},
    {"article": "§5.2", "title": "Le deuxième tour",
     "text": ["Si tous ont passé, chacun parle une seule fois : passer, choisir comme atout l'une des trois "
              "autres couleurs, ou annoncer Sans-Atout. On ne peut que surenchérir, dans l'ordre Pique, Carreau, "
              "Cœur, Trèfle, Sans-Atout ; la plus forte annonce fait le preneur."]},
    {"article": "§5.3", "title": "Le troisième tour",
     "text": ["Si tous ont encore passé, chacun prend ses trois cartes cachées. On peut alors annoncer une "
              "Misère : pas d'atout, et le preneur doit ne faire aucun pli. Si personne ne l'annonce, on joue "
              "une Misère Générale, sans preneur."]},
    {"article": "§5.4", "title": "Les jeux et leurs enjeux",
     "text": ["Atout 1 point, Sans-Atout 2, Misère 5, Misère Générale 3.",
              "À l'Atout et en Sans-Atout, le preneur doit faire plus de points que chacun des deux autres, pris "
              "séparément. En Misère, il ne doit faire aucun pli. S'il gagne, il marque l'enjeu ; sinon, "
              "chacun de ses deux adversaires le marque.",
              "En Misère Générale, celui qui a fait le plus de plis perd et les deux autres marquent 3 chacun. "
              "Si deux joueurs ont 4 plis, le troisième marque 5. Trois plis chacun : personne ne marque."]},
    {"article": "§6", "title": "L'échange d'atout",
     "text": ["Seulement quand l'atout a été pris au premier tour, une fois les neuf cartes en main et avant le "
              "premier pli. Qui tient le 7 d'atout peut l'échanger contre la carte retournée (le 8 si la carte "
              "retournée est le 7).",
              "S'il l'a fait et que l'indicatrice est un atout ou un As, il peut la prendre aussi ; il retourne "
              "alors le reste du talon et y prend atouts et As. Il se défausse ensuite à neuf cartes, faces "
              "cachées, sans jamais écarter d'atout."]},
    {"article": "§7", "title": "Les contrats",
     "text": ["À l'Atout et en Sans-Atout seulement. N'importe quel joueur, preneur compris, peut en annoncer un "
              "ou plusieurs ; ils ne dépendent ni du jeu ni les uns des autres.",
              "Chacun réussit ou chute avec ses propres plis, mais les points vont au camp : le preneur seul, ou "
              "les deux adversaires, chacun la même somme. Un contrat réussi par le preneur lui rapporte, chuté "
              "il rapporte à chacun des adversaires ; et inversement pour le contrat d'un adversaire."]},
    {"article": "§7.1", "title": "La liste des contrats",
     "text": ["Caisse (1) : il faut avoir la Belote en main, et faire plus de points que chacun des deux autres, "
              "plis, dix de der et annonces compris.",
              "Clarté (1) : au moins 82 points de plis, dix de der compris, annonces non comptées (66 en "
              "Sans-Atout). Cent (2) : au moins 100 de la même façon (Quatre-Vingt, 80, en Sans-Atout). Deux "
              "Cents (1) : au moins 200, annonces comprises (Cent Quatre-Vingt, 180, en Sans-Atout).",
              "Quarante-Quatre (1) : ramasser les quatre As. Tous les Trois (1) : le Valet, le 9 et le 7 d'atout. "
              "Famille (1) : l'As, le Roi et la Dame d'atout. Tous les Atouts (2) : Valet, 9, As, 10, Roi et "
              "Dame d'atout. Ultime (2) : gagner le dernier pli avec le 7 d'atout, gardé jusque-là. Capot (5) : "
              "faire les neuf plis.",
              "Ces valeurs sont celles d'une annonce à neuf cartes ; à six cartes elles doublent. Le Capot ne "
              "s'annonce pas à six cartes, et l'on ne peut pas annoncer une Clarté après un Cent ou en même "
              "temps."]},
    {"article": "§7.2", "title": "Le premier tour de contrats",
     "text": ["Dès que le jeu est à l'Atout ou Sans-Atout, avec six cartes en main. Le preneur parle le premier, "
              "puis chacun à son tour, tant que deux joueurs de suite n'ont pas passé. Les contrats annoncés là "
              "valent double."]},
    {"article": "§7.3", "title": "Le second tour de contrats",
     "text": ["Au premier pli, avec neuf cartes : chacun parle une fois, en jouant sa carte. Les contrats y "
              "valent leur valeur normale."]},
    {"article": "§8", "title": "Les contres",
     "text": ["Le camp adverse peut contrer le jeu ou un contrat précis ; l'autre camp peut surcontrer, et ainsi "
              "de suite jusqu'à quatre niveaux. Chaque contre double la valeur, et la quadruple quand il est "
              "fait à six cartes : jusqu'à 256 fois."]},
    {"article": "§9", "title": "Les annonces",
     "text": ["À l'Atout et en Sans-Atout, au premier pli. Suites de cartes qui se suivent dans une couleur "
              "(7, 8, 9, 10, Valet, Dame, Roi, As) : tierce 20, quarte 50, quinte ou plus 100 ; deux suites "
              "d'une même couleur ne peuvent ni se chevaucher ni se toucher. Carré de quatre cartes de même "
              "rang : 80.",
              "Dans chaque catégorie, seul marque celui qui a la plus forte combinaison, mais il marque alors "
              "toutes celles de cette catégorie."]},
    {"article": "§9.1", "title": "La plus forte combinaison",
     "text": ["Entre carrés : l'ordre de l'atout dans un jeu à l'Atout, l'ordre ordinaire en Sans-Atout.",
              "Entre suites : la plus longue ; à longueur égale, la plus haute carte ; encore égales, la suite à "
              "l'atout. Deux suites toujours égales, hors atout : aucun des deux ne marque."]},
    {"article": "§9.2", "title": "Annoncer",
     "text": ["En jouant sa première carte, on annonce seulement la longueur de sa plus longue suite, sans en "
              "dire moins que ce qu'on a, et « carré » sans le rang. On peut aussi se taire."]},
    {"article": "§9.3", "title": "Départager les annonces",
     "text": ["À la fin du premier pli, on découvre peu à peu ce qu'il faut pour trouver la plus forte "
              "combinaison ; on peut retirer son annonce. Le gagnant de chaque catégorie montre alors tout ce "
              "qu'il y marque."]},
    {"article": "§9.4", "title": "La Belote",
     "text": ["Le Roi et la Dame d'atout dans une même main : 20 points, déclarés au moment de compter, ou dès "
              "l'annonce d'une Caisse."]},
    {"article": "§10", "title": "Le premier pli",
     "text": ["En Sans-Atout, le joueur placé avant le preneur entame ; dans les autres jeux, le joueur qui suit "
              "le donneur. En jouant sa carte, chacun peut contrer, annoncer des contrats et ses combinaisons. "
              "En Misère on peut seulement contrer le jeu ; en Misère Générale, rien."]},
    {"article": "§11", "title": "Le défi",
     "text": ["Avant le deuxième pli, sauf en Misère Générale, et seulement si aucun contrat autre qu'une Caisse "
              "n'a été annoncé : un adversaire du preneur peut doubler tout l'enjeu du moment (le jeu, la "
              "Caisse et leurs contres).",
              "Le preneur abandonne (on ne joue pas, et il cède l'enjeu d'avant le doublement), accepte, ou "
              "accepte et redouble ; les adversaires ont ensuite le même choix, et ainsi de suite, cinq "
              "doublements au plus (×32). Pour abandonner, les deux adversaires doivent être d'accord ; un "
              "seul suffit pour doubler."]},
    {"article": "§12", "title": "Le jeu de la carte",
     "text": ["Comme à la belote : fournir, sinon couper si l'on peut. Mais on n'est jamais obligé de monter à "
              "l'atout, et les deux adversaires jouent chacun pour soi : il faut couper même quand l'autre "
              "adversaire est maître."]},
    {"article": "§13", "title": "La marque",
     "text": ["On compte pour chacun ses plis, son dix de der, ses annonces et sa Belote : le preneur gagne s'il "
              "a plus que chacun des autres. Puis chaque contrat selon ce qu'il demande."]},
    {"article": "§13.1", "title": "La manche",
     "text": ["Le joueur qui atteint seul 20 points gagne la manche. Si plusieurs les atteignent dans la même "
              "donne, le but passe à 40, puis 60, et ainsi de suite, jusqu'à ce qu'un seul le franchisse."]},
    {"article": "§14", "title": "Le récapitulatif",
     "text": ["Le livret annonce un résumé du déroulement mais laisse cet article vide (voir les décisions K1 et "
              "K11)."]},
    {"ruling": "K1", "about": ["§13.1", "§14"], "title": "La manche fait la partie",
     "text": ["Rien n'est dit de ce qui suit une manche : le gagnant de la manche gagne la partie. Pour enchaîner, "
              "on commence une nouvelle partie."]},
    {"ruling": "K2", "about": ["§5.4", "§13"], "title": "L'égalité fait perdre le preneur",
     "text": ["Le livret hésite entre « plus que chacun » et « le plus de points ». Le preneur à égalité avec un "
              "adversaire a perdu ; de même pour une Caisse."]},
    {"ruling": "K3", "about": ["§10", "§11"], "title": "Contrer une Misère",
     "text": ["On peut contrer une Misère au premier pli (×2) et aussi lancer un défi. Une table qui veut que le "
              "défi soit le seul moyen n'inscrit simplement aucun contre."]},
    {"ruling": "K4", "about": ["§7.1"], "title": "La Caisse d'un adversaire",
     "text": ["Elle doit battre les deux autres joueurs, le preneur et l'autre adversaire. Comme il n'y a qu'une "
              "Belote, il n'y a qu'une Caisse par donne."]},
    {"ruling": "K5", "about": ["§11"], "title": "Le défi avec une Caisse",
     "text": ["Joué jusqu'au bout, le jeu et la Caisse sont chacun multipliés par le défi et réglés à part. "
              "Abandonné, l'enjeu d'avant le dernier doublement, jeu et Caisse ensemble, va au camp qui n'a pas "
              "abandonné ; rien d'autre n'est compté."]},
    {"ruling": "K6", "about": ["§7.1"], "title": "Clarté et Cent",
     "text": ["L'interdiction vise un même joueur : pas de Clarté en même temps que son Cent (au même tour de "
              "contrats) ni après. Une Clarté à six cartes puis un Cent à neuf restent permis, et deux joueurs "
              "différents font ce qu'ils veulent."]},
    {"ruling": "K7", "about": ["§9.1"], "title": "Suites à égalité",
     "text": ["Quand deux joueurs ont la meilleure suite à égalité, personne ne marque de suite, pas même un "
              "troisième qui en aurait une plus faible. Un joueur qui tient seul deux suites égales est bien le "
              "plus fort et marque toutes ses suites."]},
    {"ruling": "K8", "about": ["§9"], "title": "Tous les carrés valent 80",
     "text": ["Carré de 7 ou de 8 compris ; le rang sert seulement à savoir lequel est le plus fort."]},
    {"ruling": "K9", "about": ["§7.1", "§9.2", "§12"], "title": "Les fautes",
     "text": ["Le livret ne prévoit aucune pénalité. Devant une faute, la table annule la donne et redistribue, "
              "ou s'entend sur une correction ; une fausse annonce de contrat compte d'ordinaire comme un "
              "contrat chuté."]},
    {"ruling": "K10", "about": ["§5.3"], "title": "Plusieurs Misères",
     "text": ["Au troisième tour, le premier qui annonce la Misère est le preneur, comme au premier tour."]},
    {"ruling": "K11", "about": ["§4"], "title": "Le donneur",
     "text": ["La donne passe au joueur suivant à chaque donne."]},
    {"ruling": "K12", "about": ["§7.1", "§13"], "title": "Ce que compte la Belote",
     "text": ["La Belote compte pour gagner le jeu, pour la Caisse et pour Deux Cents, pas pour Clarté ni Cent. "
              "Celui qui annonce une Caisse a sa Belote même si on ne l'a pas inscrite."]},
    {"ruling": "K13", "about": ["§7"], "title": "Le contrat d'un adversaire",
     "text": ["Réussi, il rapporte aux deux adversaires du preneur, même à celui qui n'y est pour rien."]},
    {"ruling": "K14", "about": ["§7.2", "§8"], "title": "Les contres à six cartes",
     "text": ["Le tour de contrats à six cartes a lieu pour tout jeu à l'Atout ou Sans-Atout, décidé au premier "
              "ou au deuxième tour : on peut y contrer le jeu."]},
    {"ruling": "K15", "about": ["§7"], "title": "Deux fois le même contrat",
     "text": ["Deux joueurs peuvent annoncer le même contrat, deux Clartés par exemple : chacun est compté à "
              "part."]},
]
