"""The rules engine: one module per game, one registry.

Pure Python: nothing here imports Flask, SQLite, WeasyPrint or does I/O.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .registry import GAMES, register
from .core import (DealError, DealRecord, DealRefused, Field, Game, GameState, Option, Outcome, Replay,
                   ScoreLine, SetupError, replay)

__all__ = [
    "GAMES", "DealError", "DealRecord", "DealRefused", "Field", "Game", "GameState", "Option", "Outcome",
    "Replay", "ScoreLine", "SetupError", "find_game", "new_game", "register", "replay", "score_case",
]


def find_game(slug: str) -> type[Game[Any]]:
    """The game class registered as ``slug``; ``ValueError`` naming the known ones otherwise."""
    try:
        return GAMES[slug]
    except KeyError:
        raise SetupError("game", f"Jeu inconnu « {slug} » (connus : {', '.join(sorted(GAMES))}).") from None


def new_game(slug: str, players: Sequence[str], variant: str | None = None,
             options: Mapping[str, Any] | None = None) -> Game[Any]:
    return find_game(slug)(players, variant, options)


def score_case(case: Mapping[str, Any]) -> Replay[Any]:
    """Replay a casebook case (or an API request of the same shape)."""
    game = new_game(case.get("game", ""), case.get("players") or [], case.get("variant"), case.get("options"))
    deals = case.get("deals") or []
    if not isinstance(deals, list):
        raise SetupError("deals", "« deals » doit être une liste de donnes.")
    return replay(game, deals)


# The games register themselves on import.
from .games import besigue as _besigue  # noqa: E402,F401
from .games import mille as _mille  # noqa: E402,F401
