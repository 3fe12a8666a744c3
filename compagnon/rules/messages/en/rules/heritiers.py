"""Les Héritiers, in our own words: the chapter repeats Démons word for word
(ruling H-1), so its articles and rulings are those of our Démons page, cited
here as "Les Héritiers §n", with the rulings of its own spec first."""

from .demons import ARTICLES, RULINGS

OWN_RULINGS = [
    {"ruling": "H-1", "about": ["§2"], "title": "A chapter identical to Démons",
     "text": ["The text of Les Héritiers (the Heirs) repeats that of Démons line for line, while the table of "
              "contents announces a game adapted from another one: the real rules of Les Héritiers seem to be "
              "missing from the booklet.",
              "We play the text as printed: the rules above are those of Démons, cited under the name of Les "
              "Héritiers, with the same article numbers."]},
    {"ruling": "H-2", "about": ["§2"], "title": "The rulings of Démons",
     "text": ["All our rulings on Démons apply here unchanged; they follow."]},
    {"ruling": "H-3", "about": ["§10.1"], "title": "The \"Diab\"",
     "text": ["This chapter completes the word \"Diab\" left cut short in the Démons chapter: it is indeed the "
              "Diable, and no other role."]},
]

PAGE = ARTICLES + OWN_RULINGS + RULINGS
