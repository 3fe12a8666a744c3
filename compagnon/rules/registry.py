"""The registry of games: every module (or package) of ``compagnon.rules.games``
registers its game class with ``@register`` when it is imported, and
:func:`load` imports them all, so adding a game is adding a module.

Beside its game, a module hands the registry how the game is shown: its
score sheet and blank pad (``sheet=``, a :class:`~.layout.SheetSpec`) and,
for a game entered while it is played, its live pad (``pad=``, a
:class:`~.pad.LivePad` class). The web and the sheets find them here
(:func:`sheet_spec`, :func:`live_pad`), never on the game.

The registry finds the games by the name of their package, as a plugin
system does: the games depend on it, it does not depend on them (no circle
of imports between the two)."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import Any, TypeVar, overload

from .core import Game
from .layout import SheetSpec
from .pad import LivePad

#: where the game modules are
GAMES_PACKAGE = f"{__package__}.games"

GAMES: dict[str, type[Game[Any]]] = {}
SHEETS: dict[str, SheetSpec[Any]] = {}
PADS: dict[str, type[LivePad[Any, Any]]] = {}
_loaded = False

G = TypeVar("G", bound=type[Game[Any]])

#: the sheet of a game that declares none: the deal numbers and the totals
PLAIN_SHEET: SheetSpec[Any] = SheetSpec()


@overload
def register(cls: G, /, *, sheet: SheetSpec[Any] | None = None,
             pad: type[LivePad[Any, Any]] | None = None) -> G: ...


@overload
def register(cls: None = None, /, *, sheet: SheetSpec[Any] | None = None,
             pad: type[LivePad[Any, Any]] | None = None) -> Callable[[G], G]: ...


def register(cls: G | None = None, /, *, sheet: SheetSpec[Any] | None = None,
             pad: type[LivePad[Any, Any]] | None = None) -> G | Callable[[G], G]:
    """Class decorator adding a game to the registry under its slug, with
    its sheet and its live pad: ``@register``, ``@register(sheet=SHEET)``,
    or ``register(Game, pad=Pad)`` once the pad is declared."""
    def add(game: G) -> G:
        if game.slug in GAMES and GAMES[game.slug] is not game:
            raise ValueError(f"game {game.slug!r} registered twice")
        GAMES[game.slug] = game
        if sheet is not None:
            SHEETS[game.slug] = sheet
        if pad is not None:
            PADS[game.slug] = pad
        return game

    return add(cls) if cls is not None else add


def sheet_spec(game: Game[Any] | type[Game[Any]]) -> SheetSpec[Any]:
    """How a game is written on paper (a plain sheet for a game that declares none)."""
    return SHEETS.get(game.slug, PLAIN_SHEET)


def live_pad(game: Game[Any]) -> LivePad[Any, Any] | None:
    """The live pad of a game entered while it is played; None for the others."""
    pad = PADS.get(game.slug)
    return pad(game) if pad is not None else None


def load() -> dict[str, type[Game[Any]]]:
    """Import every game module or package (once); the registry, by slug."""
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
