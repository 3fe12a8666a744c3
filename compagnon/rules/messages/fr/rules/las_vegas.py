"""Duel à Las Vegas, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Deux paquets complets de 54 cartes, jokers compris : un paquet par joueur."]},
    {"article": "§2", "title": "Les joueurs",
     "text": ["Un duel : deux joueurs, chacun pour soi. C'est du poker, joué carte après carte."]},
    {"article": "§3", "title": "L'ordre des cartes",
     "text": ["Du plus faible au plus fort : 2, 3… 10, Valet, Dame, Roi, As. Les couleurs ne se classent pas.",
              "Les cartes ne rapportent aucun point : seules les combinaisons départagent les mains, et seul "
              "le nombre de mains gagnées compte pour la partie."]},
    {"article": "§4", "title": "Comparer deux mains",
     "text": ["On compare les combinaisons comme au poker. Quand une main a moins de cartes que l'autre, chaque "
              "carte qui lui manque vaut moins que n'importe quelle carte réelle : un Roi seul perd contre "
              "Roi et 2.",
              "Un joker prend la place de la carte de son choix, à condition qu'elle ne soit pas déjà dans la "
              "main : pas de cinquième As, donc pas de « quinte de même rang »."]},
    {"article": "§4.1", "title": "Les combinaisons",
     "text": ["De la plus forte à la plus faible : quinte à la couleur (cinq rangs qui se suivent, même "
              "couleur), carré, full (un brelan et une paire), couleur (cinq cartes d'une couleur), quinte "
              "(cinq rangs qui se suivent), brelan, double paire, paire, carte isolée.",
              "Deux quintes se départagent par leur plus haute carte ; deux fulls par leur brelan, puis leur "
              "paire ; des cartes isolées par la plus forte, puis la suivante, et ainsi de suite."]},
    {"article": "§5", "title": "Pas de donne",
     "text": ["Chacun bat son propre paquet et le pose face cachée. Pour commencer une main, chacun retourne la "
              "carte du dessus devant lui. Les « mains » restent sur la table : personne ne tient de cartes."]},
    {"article": "§6", "title": "Le jeu d'une main",
     "text": ["Après chaque carte retournée, on compare les deux mains. Le joueur le plus faible choisit : il "
              "concède la main, ou il retourne une carte de plus pour améliorer la sienne. Si les deux mains "
              "se valent exactement, les deux joueurs retournent une carte.",
              "Au-delà de cinq cartes, une main se coupe en deux : les cinq cartes qui font la meilleure "
              "combinaison, puis le reste, qui ne sert qu'à départager deux premières parties identiques.",
              "Celui qui ne peut plus retourner de carte, son paquet vide, concède d'office : dès lors son "
              "adversaire gagne chaque main avec une seule carte.",
              "Le gagnant garde une carte de sa main de côté pour compter ses mains gagnées ; toutes les "
              "autres cartes retournées sont écartées pour la partie."]},
    {"article": "§7", "title": "La fin de la partie",
     "text": ["Le premier à 6 mains gagnées l'emporte. Si les deux paquets sont épuisés avant, celui qui a "
              "gagné le plus de mains l'emporte ; à nombre égal, personne ne gagne. Une partie ne dépasse "
              "donc jamais un paquet."]},
    {"ruling": "A1", "about": ["§3", "§4.1"], "title": "Pas de quinte As-2-3-4-5",
     "text": ["L'As n'est que la plus forte carte : As, 2, 3, 4, 5 ne forment pas une quinte. Une règle de la "
              "maison permet de l'accepter, avec le 5 pour plus haute carte."]},
    {"ruling": "A2", "about": ["§4.1"], "title": "Les cartes d'accompagnement",
     "text": ["Pour départager deux carrés, brelans, paires, doubles paires ou couleurs de même rang, on regarde "
              "les autres cartes, de la plus forte à la plus faible, comme au poker ; une carte manquante "
              "compte pour rien."]},
    {"ruling": "A3", "about": ["§4"], "title": "Ce que le joker peut remplacer",
     "text": ["Le joker ne peut devenir aucune carte déjà retournée par son joueur dans cette main, même hors "
              "des cinq meilleures ; deux jokers ne deviennent jamais la même carte. Le Compagnon choisit pour "
              "chaque joker la carte qui donne la meilleure main."]},
    {"ruling": "A4", "about": ["§6"], "title": "Plus de dix cartes",
     "text": ["On recoupe autant qu'il faut : les cinq meilleures, puis les cinq meilleures du reste, et ainsi "
              "de suite."]},
    {"ruling": "A5", "about": ["§6"], "title": "Plusieurs façons de faire les cinq meilleures",
     "text": ["Quand plusieurs choix de cinq cartes donnent la même combinaison, on garde celui qui laisse le "
              "meilleur reste : le plus favorable au joueur."]},
    {"ruling": "A6", "about": ["§6", "§7"], "title": "Les deux paquets vides en pleine main",
     "text": ["Si les deux joueurs doivent retourner une carte et qu'aucun ne le peut, la main n'a pas de "
              "gagnant et la partie se termine au nombre de mains gagnées."]},
    {"ruling": "A7", "about": ["§6"], "title": "Le plus fort n'a rien à retourner",
     "text": ["Un joueur au paquet vide ne concède que lorsqu'il est le plus faible, ou à égalité, et qu'il "
              "devrait retourner une carte. Tant qu'il mène, il n'a rien à faire."]},
    {"ruling": "A9", "about": ["§7"], "title": "Une seule partie",
     "text": ["Le livret ne décrit pas de match en plusieurs parties : le Compagnon compte une partie, jusqu'à "
              "6 mains ou jusqu'à l'épuisement des deux paquets."]},
]
