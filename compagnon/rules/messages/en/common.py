"""Words every message may use."""

MESSAGES = {
    "yes": "yes",
    "no": "no",
    "and": " and ",
    "nobody": "nobody",
    "ordinal.1.m": "1st",
    "ordinal.1.f": "1st",
    "ordinal.n": "{n}th",
}
