"""Loba, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Deux jeux complets avec leurs jokers : 108 cartes, chaque carte en deux exemplaires et quatre "
              "jokers. De 3 à 5 joueurs, chacun pour soi ; une partie se joue en six mènes."]},
    {"article": "§2", "title": "La distribution",
     "text": ["Onze cartes à chacun, une par une. Le reste forme la pioche, face cachée ; on en retourne la "
              "première carte à côté pour commencer la défausse."]},
    {"article": "§3", "title": "Le tour de jeu",
     "text": ["À son tour, on prend une carte, sur la pioche ou sur la défausse, et on finit toujours en jetant "
              "une carte sur la défausse. On ne peut pas passer son tour."]},
    {"article": "§4", "title": "Le but", "text": ["Se défaire de ses cartes à chaque mène, et finir la partie "
                                                   "avec le moins de points possible."]},
    {"article": "§4.1", "title": "Le but d'une mène",
     "text": ["Chacun doit d'abord poser, en une fois, exactement les combinaisons que demande la mène, sans rien "
              "de plus. Ensuite, aux tours suivants seulement, il complète les combinaisons posées, les siennes "
              "comme celles des autres, pour vider sa main.",
              "La mène s'arrête dès qu'un joueur n'a plus de carte en main."]},
    {"article": "§4.2", "title": "Le but de la partie",
     "text": ["Après la sixième mène, le joueur qui a le moins de points gagne."]},
    {"article": "§5", "title": "Les combinaisons de chaque mène",
     "text": ["Première pose demandée : mène 1, deux brelans (6 cartes) ; mène 2, un brelan et une quarte (7) ; "
              "mène 3, deux quartes (8) ; mène 4, trois brelans (9) ; mène 5, deux brelans et une quarte (10) ; "
              "mène 6, un brelan et deux quartes (11).",
              "Un brelan, ce sont trois cartes de même hauteur (deux peuvent être identiques, avec deux jeux). "
              "Une quarte, quatre cartes qui se suivent dans la même couleur."]},
    {"article": "§6", "title": "L'ordre des cartes, les jokers, les points",
     "text": ["Ordre : As (1), 2, 3 … 10, Valet, Dame, Roi, As. L'As se place sous le 2 ou au-dessus du Roi, mais "
              "une suite ne fait pas le tour : Roi, As, 2 ne se suivent pas.",
              "Un joker remplace n'importe quelle carte, un seul par combinaison.",
              "Les points ne servent qu'à la fin de la mène : les cartes de 1 à 10 valent leur nombre, Valet 11, "
              "Dame 12, Roi 13, joker 25."]},
    {"article": "§7", "title": "Précisions", "text": ["Ce que la pose, les ajouts et les suites permettent."]},
    {"article": "§7.1", "title": "La première pose",
     "text": ["Seules les combinaisons de la mène en cours se posent la première fois. Six cartes de même "
              "hauteur (un sextuple) comptent pour deux brelans : on laisse ainsi moins de prise aux ajouts.",
              "Aux tours suivants, on peut poser d'autres brelans ou quartes à son gré."]},
    {"article": "§7.2", "title": "Les ajouts",
     "text": ["Après sa première pose, et jamais dans le même tour, on complète n'importe quelle combinaison sur "
              "la table, car une combinaison posée n'appartient plus à personne : on prolonge une suite, ou on "
              "ajoute des cartes de même hauteur à un brelan.",
              "Un joker posé ne revient jamais en main. Mais s'il termine une suite, on peut poser la vraie carte "
              "à sa place et le décaler d'un cran vers l'extérieur."]},
    {"article": "§7.3", "title": "Les suites",
     "text": ["Une suite se fait dans une seule couleur. En variante, la table peut accepter les suites de "
              "plusieurs couleurs (règles de la maison)."]},
    {"article": "§8", "title": "La fin de la mène",
     "text": ["Elle vient quand un joueur a posé toutes ses cartes ; un joker peut être sa dernière carte."]},
    {"article": "§9", "title": "Le compte des points",
     "text": ["C'est un compte de pénalités. Celui qui a fini marque 0. Chacun des autres ajoute à son total la "
              "valeur des cartes qu'il garde en main ; ce qui est posé sur la table ne compte pas.",
              "Le plus petit total à la fin gagne."]},
    {"ruling": "L-1", "about": ["§2"], "title": "Qui donne, qui commence",
     "text": ["Le premier donneur est tiré au sort ; le joueur suivant joue le premier, et la donne passe au "
              "voisin à chaque mène."]},
    {"ruling": "L-2", "about": ["§3", "§8"], "title": "Comment on finit",
     "text": ["On finit quand sa main est vide, que ce soit en posant ses dernières cartes ou en jetant la "
              "dernière. À la sixième mène, la première pose prend 11 cartes : qui la fait finit dans le même "
              "tour."]},
    {"ruling": "L-3", "about": ["§6"], "title": "La valeur de l'As",
     "text": ["Resté en main, l'As vaut 1 point, qu'il soit joué en bas ou en haut des suites."]},
    {"ruling": "L-4", "about": ["§4.2"], "title": "L'égalité à la fin",
     "text": ["Si plusieurs joueurs ont le plus petit total après la sixième mène, ils partagent la victoire."]},
    {"ruling": "L-5", "about": ["§7.2"], "title": "Décaler un joker au bout",
     "text": ["On ne décale pas un joker au-delà de l'As : ni après un As du haut, ni sous un As du bas."]},
    {"ruling": "L-6", "about": ["§4.1", "§7.1"], "title": "La taille des combinaisons de la première pose",
     "text": ["Dans la première pose, un brelan a exactement 3 cartes et une quarte 4 ; seul le sextuple fait "
              "exception. Un carré ou une quinte s'obtiennent plus tard, par des ajouts."]},
    {"ruling": "L-7", "about": ["§3"], "title": "La pioche épuisée",
     "text": ["On remélange la défausse, sauf sa carte du dessus, pour refaire une pioche (usage courant, le "
              "livret n'en dit rien)."]},
    {"ruling": "L-8", "about": ["§5"], "title": "Deux cartes identiques dans un brelan",
     "text": ["Avec deux jeux, deux cartes d'un brelan peuvent être exactement la même carte ; trois, c'est "
              "impossible."]},
    {"ruling": "L-9", "about": ["§1"], "title": "Le nombre de joueurs",
     "text": ["La table des matières range le Loba parmi les jeux à trois, mais le texte dit de 3 à 5 : on y "
              "joue de 3 à 5."]},
]
