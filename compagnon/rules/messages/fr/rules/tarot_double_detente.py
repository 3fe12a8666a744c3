"""Tarot double détente (and the Triple-Détente), in our own words, with the rulebook's article numbers and our
rulings."""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Un jeu de tarot complet : 78 cartes, soit quatre couleurs de 14 cartes (de l'As au Roi, Cavalier "
              "compris), les 21 Atouts et l'Excuse."]},
    {"article": "§2", "title": "Le principe",
     "text": ["Un jeu de plis où chacun annonce combien il en fera. Chaque manche se joue en deux demi-manches, "
              "chacune avec une moitié du paquet : ce qui est tombé dans la première ne reviendra pas dans la "
              "seconde, il est bon de s'en souvenir."]},
    {"article": "§3", "title": "La première demi-manche",
     "text": ["On distribue la moitié du paquet, chacun annonce son contrat, on joue treize plis, puis on marque."]},
    {"article": "§3.1", "title": "La distribution",
     "text": ["Treize cartes à chacun, une par une ou deux par deux ; on peut changer de manière d'un tour à "
              "l'autre, jamais au milieu d'un tour. Les 39 cartes restantes attendent la seconde demi-manche."]},
    {"article": "§3.2", "title": "Les annonces",
     "text": ["Chacun parle une seule fois et annonce un nombre de plis, de 0 à 13 : c'est son contrat. Il "
              "cherche à le faire exactement, ou au moins à s'en approcher."]},
    {"article": "§3.3", "title": "Le jeu de la carte",
     "text": ["Comme au tarot. Le voisin de gauche du donneur entame, puis le gagnant de chaque pli.",
              "Il faut fournir la couleur demandée (de l'Atout si l'on demande Atout) ; sans elle, couper ; sans "
              "Atout, jouer ce que l'on veut. Qui pose un Atout sur un autre doit le dépasser s'il le peut.",
              "Dans une couleur, l'As est la plus faible et le Roi la plus forte ; les Atouts vont de 1 à 21 et "
              "battent toutes les couleurs."]},
    {"article": "§3.3.1", "title": "L'Excuse",
     "text": ["L'Excuse ne gagne jamais de pli. Si elle entame, c'est la carte suivante qui fixe la couleur.",
              "La jouer au dernier pli coûte 5 points à celui qui la joue."]},
    {"article": "§3.3.2", "title": "Le Petit",
     "text": ["Seul le Petit (l'Atout 1) rapporte des points : 2 à celui qui le remporte, et 5 de plus s'il tombe "
              "dans le dernier pli. Les autres cartes ne valent rien : on ne compte que les plis."]},
    {"article": "§3.4", "title": "La marque de la première demi-manche",
     "text": ["Chacun marque le nombre de plis qu'il a faits, plus un bonus selon l'écart avec son contrat : 10 "
              "s'il est exact, 5 à un pli près, 2 à deux plis près, rien au-delà.",
              "S'y ajoutent les points du Petit, et se retranche la pénalité de l'Excuse."]},
    {"article": "§4", "title": "La seconde demi-manche",
     "text": ["On distribue le reste du paquet et l'on joue de la même façon ; seuls les bonus montent : 20 pour "
              "un contrat exact, 10 à un pli près, 5 à deux plis près."]},
    {"article": "§5", "title": "Les fautes",
     "text": ["Une faute de jeu (couper à tort, ne pas couper, ne pas monter à l'Atout…) arrête le jeu. Le "
              "fautif perd 20 points en première demi-manche, 30 en seconde."]},
    {"article": "§6", "title": "La victoire",
     "text": ["On ne regarde les scores qu'à la fin d'une manche complète : le premier à 200 points gagne. Si "
              "plusieurs y arrivent dans la même manche, le plus haut score l'emporte."]},
    {"article": "§7", "title": "À deux : la Triple-Détente",
     "text": ["La manche se joue en trois tiers-manches de 13 cartes chacun. Les bonus de la troisième sont de "
              "30, 20 et 10.",
              "Celui qui parle en second n'a pas le droit d'annoncer un contrat qui porterait la somme des deux "
              "contrats à 13."]},
    {"article": "§8", "title": "Les règles supplémentaires",
     "text": ["Quatre règles au choix de la table, pour bousculer les scores ; on les choisit avant la partie, "
              "dans les règles de la maison."]},
    {"article": "§8.1", "title": "Cavalerie",
     "text": ["Chaque Cavalier remporté rapporte 2 points, sans supplément au dernier pli."]},
    {"article": "§8.2", "title": "Modifications",
     "text": ["Pendant la première demi-manche (à deux : les deux premières tiers-manches), on retourne la carte "
              "qui suit la donne. Un Atout : seul un contrat exact reçoit son bonus. Un Cavalier : tous les bonus "
              "de contrat sont doublés. Une autre carte de couleur : l'ordre de sa couleur s'inverse, le Roi "
              "devient la plus faible et l'As la plus forte.",
              "Si c'est l'Excuse, on retourne une seconde carte après les annonces, et c'est elle qui décide. Les "
              "cartes retournées repartent sous le talon à la fin de la demi-manche."]},
    {"article": "§8.3", "title": "As gagnant",
     "text": ["Chaque fois qu'un joueur remporte un pli avec un As, chacun de ses adversaires perd 10 points, même "
              "si l'As n'est devenu fort que par une couleur inversée."]},
    {"article": "§8.4", "title": "Tout ou rien",
     "text": ["Dès qu'un joueur a 100 points ou plus, on peut, en annonçant son contrat, déclarer un tout ou rien "
              "contre lui.",
              "Contrat exact : on marque comme d'habitude, et l'adversaire visé perd autant de points que notre "
              "bonus. Sinon, même à un pli près, on ne marque rien du tout, et l'adversaire ne perd rien.",
              "Plusieurs joueurs peuvent en déclarer dans la même manche, contre le même adversaire ou non."]},
    {"ruling": "G1", "about": ["§3.2", "§3.3", "§7"], "title": "Qui donne, qui parle",
     "text": ["Le voisin de gauche du donneur parle le premier et entame. Le même donneur sert toutes les "
              "moitiés d'une manche ; son voisin donne la manche suivante.",
              "À deux, deux contrats qui font 13 ensemble sont refusés, quel que soit celui qui a parlé en "
              "second : l'ordre des annonces sert seulement à nommer celui qui doit changer le sien."]},
    {"ruling": "G2", "about": ["§7"], "title": "Les bonus à deux",
     "text": ["Le livret ne donne que le barème de la troisième tiers-manche : la première suit celui de la "
              "première demi-manche (10, 5, 2), la deuxième celui de la seconde (20, 10, 5)."]},
    {"ruling": "G3", "about": ["§5"], "title": "Une faute arrête la moitié en cours",
     "text": ["« L'arrêt de la partie » s'entend de la demi-manche (ou tiers-manche) jouée : le fautif paie sa "
              "pénalité, les autres ne marquent rien pour cette moitié, et la manche continue avec la suivante."]},
    {"ruling": "G4", "about": ["§5", "§7"], "title": "Une faute en troisième tiers-manche",
     "text": ["Le livret n'en dit rien : elle coûte 30 points, comme en deuxième. La table peut choisir un autre "
              "montant dans les règles de la maison."]},
    {"ruling": "G5", "about": ["§6"], "title": "Égalité en tête",
     "text": ["Si le meilleur score de 200 ou plus est partagé en fin de manche, on joue une manche de plus, puis "
              "on regarde à nouveau."]},
    {"ruling": "G6", "about": ["§3.3.1"], "title": "Quand jouer l'Excuse",
     "text": ["Comme au tarot, l'Excuse peut se jouer à tout moment à la place de la carte due, sans obligation "
              "de fournir ni de couper."]},
    {"ruling": "G7", "about": ["§8.3"], "title": "Le Petit n'est pas un As",
     "text": ["Seuls les quatre As de couleur comptent pour l'As gagnant ; le Petit a déjà sa propre prime."]},
    {"ruling": "G8", "about": ["§8.4"], "title": "Un tout ou rien manqué",
     "text": ["Le joueur perd tout ce qu'il aurait marqué dans la moitié : plis, bonus, Petit, Cavaliers. Les "
              "pénalités qu'il subit restent : l'Excuse au dernier pli, les As gagnants des autres, un tout ou "
              "rien réussi contre lui."]},
    {"ruling": "G9", "about": ["§8.4"], "title": "Ce que perd l'adversaire visé",
     "text": ["Le bonus du contrat exact dans cette moitié : 10, 20 ou 30, ou le double après un Cavalier "
              "retourné. Ni les plis, ni le Petit, ni les Cavaliers."]},
    {"ruling": "G10", "about": ["§8.4"], "title": "Les 100 points",
     "text": ["L'adversaire visé doit avoir au moins 100 points au moment des annonces ; le score de celui qui "
              "déclare ne compte pas."]},
    {"ruling": "G11", "about": ["§8.3"], "title": "Plusieurs As dans un pli",
     "text": ["Seule la carte qui remporte le pli compte : un pli gagné par un As fait perdre 10 points à chaque "
              "adversaire, pas davantage."]},
    {"ruling": "G12", "about": ["§8.2"], "title": "Les cartes retournées",
     "text": ["Elles repartent sous le talon et seront jouées plus tard dans la manche : la marque n'en est pas "
              "changée."]},
    {"ruling": "G13", "about": ["§5"], "title": "Les autres fautes",
     "text": ["Le « … » du livret couvre aussi ne pas fournir quand on le peut et jouer hors de son tour : ce "
              "sont des fautes comme les autres."]},
]
