"""Les Héritiers, in French: the words of Démons (the same rules, ruling H-1)."""

from .demons import MESSAGES as _DEMONS

MESSAGES = {
    **_DEMONS,
    "summary": "Le chapitre reprend mot pour mot les règles de Démons : jeu de plis à trois avec un Diable secret, "
               "des combinaisons construites carte après carte, des paris sur les plis, et 333 points pour gagner.",
}
