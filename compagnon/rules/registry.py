"""The registry of games: every module of ``compagnon.rules.games`` registers
its game class with ``@register`` when it is imported, and :func:`load`
imports them all, so adding a game is adding a module.

The registry finds the games by the name of their package, as a plugin
system does: the games depend on it, it does not depend on them (no circle
of imports between the two)."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from .core import Game

#: where the game modules are
GAMES_PACKAGE = f"{__package__}.games"

GAMES: dict[str, type[Game[Any]]] = {}
_loaded = False


def register(cls: type[Game[Any]]) -> type[Game[Any]]:
    """Class decorator adding a game to the registry under its slug."""
    if cls.slug in GAMES and GAMES[cls.slug] is not cls:
        raise ValueError(f"game {cls.slug!r} registered twice")
    GAMES[cls.slug] = cls
    return cls


def load() -> dict[str, type[Game[Any]]]:
    """Import every game module (once); the registry, by slug."""
    global _loaded
    if not _loaded:
        games = importlib.import_module(GAMES_PACKAGE)
        for module in pkgutil.iter_modules(games.__path__):
            if not module.name.startswith("_"):
                importlib.import_module(f"{games.__name__}.{module.name}")
        _loaded = True
    return GAMES


def playable() -> dict[str, type[Game[Any]]]:
    """The games a table can play today (scoring written, not only the entry)."""
    return {slug: cls for slug, cls in sorted(load().items()) if cls.playable}
