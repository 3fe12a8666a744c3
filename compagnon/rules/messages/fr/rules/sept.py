"""Sept, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Un jeu de 32 cartes, du 7 à l'As dans chaque couleur."]},
    {"article": "§2", "title": "Les joueurs",
     "text": ["Deux joueurs. C'est la Sedma, un jeu venu de Tchéquie."]},
    {"article": "§3", "title": "La valeur des cartes",
     "text": ["Aucune carte n'en bat une autre par sa hauteur.",
              "Chaque 10 et chaque As vaut 10 ; les autres cartes ne valent rien. Le dernier pli ajoute 10 : une "
              "donne contient 90 points, toujours en dizaines, si bien qu'il n'y a jamais d'égalité."]},
    {"article": "§4", "title": "La distribution",
     "text": ["Le premier donneur se choisit comme on veut ; ensuite, c'est toujours le perdant de la donne "
              "précédente qui distribue.",
              "Le donneur bat, l'autre coupe ; quatre cartes à chacun, deux par deux. Le reste, face cachée, "
              "forme la pioche."]},
    {"article": "§5", "title": "Le jeu d'un pli",
     "text": ["L'adversaire du donneur entame le premier pli, puis le gagnant de chaque pli.",
              "L'entameur pose une carte, l'autre répond avec la carte qu'il veut. L'entameur peut alors "
              "s'arrêter, ou continuer avec une carte du rang de l'entame ou un 7 ; l'autre répond encore "
              "librement, et ainsi de suite. Le pli s'arrête aussi quand les deux mains sont vides.",
              "Le pli va au dernier joueur qui a posé une carte du rang de l'entame ou un 7.",
              "Chacun complète ensuite sa main à quatre cartes, une carte à la fois, le gagnant du pli "
              "d'abord, tant qu'il reste une pioche."]},
    {"article": "§6", "title": "La marque et la fin de la partie",
     "text": ["Toutes les cartes remportées : 3 points. Sinon, les 90 points : 2 points. Sinon, le plus de "
              "points : 1 point. L'autre ne marque rien.",
              "Le premier à 10 points gagne la partie."]},
    {"ruling": "S1", "about": ["§6"], "title": "Toutes les cartes",
     "text": ["Ce sont les 32 cartes, donc tous les plis. Avoir les huit 10 et As et le dernier pli sans tous les "
              "plis ne vaut que 2."]},
    {"ruling": "S2", "about": ["§3"], "title": "Pas d'égalité",
     "text": ["90 points en dizaines ne se partagent jamais à égalité : aucune règle n'est nécessaire."]},
    {"ruling": "S3", "about": ["§5"], "title": "Continuer le pli sans en avoir le droit",
     "text": ["La règle ne prévoit pas de pénalité : la carte est reprise, et l'entameur s'arrête ou joue une "
              "carte permise."]},
    {"ruling": "S4", "about": ["§4"], "title": "Le premier donneur",
     "text": ["Les joueurs le choisissent en commençant la partie."]},
    {"ruling": "S5", "about": ["§4", "§5"], "title": "Deux par deux",
     "text": ["Seulement pour la distribution ; pendant la donne, on pioche une carte à la fois."]},
    {"ruling": "S6", "about": ["§6"], "title": "Pas de fautes",
     "text": ["La règle ne punit rien d'autre ; il n'y a pas de faute à saisir."]},
]
