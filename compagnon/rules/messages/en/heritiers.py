"""Les Héritiers, in English: the words of Démons (the same rules, ruling H-1)."""

from .demons import MESSAGES as _DEMONS

MESSAGES = {
    **_DEMONS,
    "summary": "The chapter repeats the rules of Démons word for word: a three-player trick game with a secret "
               "Diable (Devil), combinations built card by card, bets on the tricks, and 333 points to win.",
}
