"""The rules engine: one module per game, one registry.

Pure Python: nothing here imports Flask, SQLite, WeasyPrint or does I/O.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .core import DealRecord, Fact, Game, GameState, Option, Outcome, Replay, ScoreLine, replay
from .errors import DealError, DealRefused, Problem, SetupError
from .messages import Message, msg, render
from .registry import GAMES, load, playable, register

__all__ = [
    "GAMES", "load", "DealError", "DealRecord", "DealRefused", "Fact", "Game", "GameState", "Message", "Option",
    "Outcome", "Problem", "Replay", "ScoreLine", "SetupError", "find_game", "msg", "new_game", "playable",
    "register", "render", "replay", "score_case",
]


def find_game(slug: Any, *, only_playable: bool = True) -> type[Game[Any]]:
    """The game class registered as ``slug``; :class:`SetupError` otherwise,
    and for a game whose scoring is not written yet (unless ``only_playable``
    is False: its entry schema is there)."""
    games = load()
    cls = games.get(slug) if isinstance(slug, str) else None
    if cls is None:
        raise SetupError("game", msg("core.setup.game_unknown", value=str(slug)[:30],
                                     games=sorted(s for s, c in games.items() if c.playable)))
    if only_playable and not cls.playable:
        raise SetupError("game", msg("core.setup.game_not_playable", game=cls.name))
    return cls


def new_game(slug: Any, players: Any, variant: Any = None, options: Any = None,
             first_dealer: Any = None, *, only_playable: bool = True) -> Game[Any]:
    cls = find_game(slug, only_playable=only_playable)
    if options is not None and not isinstance(options, Mapping):
        raise SetupError("options", msg("core.setup.options_object"))
    return cls(players if players is not None else [], variant, options, first_dealer)


def score_case(case: Mapping[str, Any]) -> Replay[Any]:
    """Replay a casebook case (or an API request of the same shape).
    ``first_dealer`` (optional) names who deals first when it is not the
    first player. Raises :class:`SetupError` or :class:`DealRefused`."""
    game = new_game(case.get("game"), case.get("players"), case.get("variant"), case.get("options"),
                    case.get("first_dealer"))
    deals = case.get("deals")
    if deals is None:
        deals = []
    if not isinstance(deals, list):
        raise SetupError("deals", msg("core.setup.deals_list"))
    return replay(game, deals)


load()
