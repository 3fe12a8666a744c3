"""Words every message may use."""

MESSAGES = {
    "yes": "oui",
    "no": "non",
    "and": " et ",
    "nobody": "personne",
    "ordinal.1.m": "1er",
    "ordinal.1.f": "1re",
    "ordinal.n": "{n}e",
}
