"""The registry of games, filled by each game module's ``@register``."""

from __future__ import annotations

from typing import Any

from .core import Game

GAMES: dict[str, type[Game[Any]]] = {}


def register(cls: type[Game[Any]]) -> type[Game[Any]]:
    """Class decorator adding a game to the registry under its slug."""
    if cls.slug in GAMES:
        raise ValueError(f"game {cls.slug!r} registered twice")
    GAMES[cls.slug] = cls
    return cls
