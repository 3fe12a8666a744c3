"""Les Héritiers, in our own words: the chapter repeats Démons word for word
(ruling H-1), so its articles and rulings are those of our Démons page, cited
here as « Les Héritiers §n », with the rulings of its own spec first."""

from .demons import ARTICLES, RULINGS

OWN_RULINGS = [
    {"ruling": "H-1", "about": ["§2"], "title": "Un chapitre identique à Démons",
     "text": ["Le texte des Héritiers reprend ligne pour ligne celui de Démons, alors que la table des matières "
              "annonce un jeu adapté d'un autre : les vraies règles des Héritiers semblent manquer au livret.",
              "Nous jouons le texte tel qu'il est imprimé : les règles ci-dessus sont celles de Démons, citées "
              "sous le nom des Héritiers, avec les mêmes numéros d'articles."]},
    {"ruling": "H-2", "about": ["§2"], "title": "Les décisions de Démons",
     "text": ["Toutes nos décisions sur Démons valent ici sans changement ; elles suivent."]},
    {"ruling": "H-3", "about": ["§10.1"], "title": "Le « Diab »",
     "text": ["Ce chapitre complète le mot « Diab » resté tronqué dans celui de Démons : il s'agit bien du "
              "Diable, et d'aucun autre rôle."]},
]

PAGE = ARTICLES + OWN_RULINGS + RULINGS
