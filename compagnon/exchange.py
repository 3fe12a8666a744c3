"""A game in and out of the app: JSON in the casebook's format, CSV for spreadsheets.

Pure: no Flask, no database. The JSON written here is what ``compagnon
score`` reads, and what an import takes back; an import is checked by
replaying it with the rules, exactly as a stored game is.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from typing import Any

from .rules import Replay, SetupError, msg, render, score_case

__all__ = ["case_of", "csv_of", "read_case"]

#: the most deals an imported game may hold (a whole evening is a few dozen)
MAX_DEALS = 2000


def case_of(result: Replay[Any], entries: list[dict[str, Any]], *, title: str | None = None) -> dict[str, Any]:
    """The game as a casebook case: set-up, deal entries, and what the rules
    make of them (``expect``), so that re-scoring it can be checked."""
    game = result.game
    case: dict[str, Any] = {
        "game": game.slug,
        "variant": game.variant,
        "options": game.option_values(),
        "players": list(game.players),
    }
    if game.first_dealer != game.players[0]:
        case["first_dealer"] = game.first_dealer
    if title:
        case["title"] = title
    case["deals"] = [dict(entry) for entry in entries]
    case["expect"] = {
        "deals": [{"delta": dict(d.delta), "totals": dict(d.totals)} for d in result.deals],
        "totals": dict(result.totals),
        "finished": result.finished,
        "winner": result.winner,
    }
    return case


#: what makes a spreadsheet read a cell as a formula (OWASP's « CSV injection »)
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def cell(text: str) -> str:
    """A text cell a spreadsheet shows as text: one starting like a formula
    (a player named ``=HYPERLINK(…)``) gets a leading ``'``."""
    return "'" + text if text.startswith(FORMULA_START) else text


def csv_of(result: Replay[Any]) -> str:
    """One row per deal: its number, then each player's change and total
    (numbers as numbers; the names neutralised by :func:`cell`), under
    headings in the language spoken."""
    players = list(result.game.players)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    header = [render(msg("exchange.csv.deal"))]
    for name in players:
        header += [cell(render(msg("exchange.csv.delta", player=name))),
                   cell(render(msg("exchange.csv.total", player=name)))]
    writer.writerow(header)
    for deal in result.deals:
        row: list[Any] = [deal.number]
        for name in players:
            row += [deal.delta.get(name, 0), deal.totals.get(name, 0)]
        writer.writerow(row)
    return out.getvalue()


def read_case(data: Any) -> tuple[dict[str, Any], Replay[Any]]:
    """The set-up and deals of an imported game, and their replay.

    Raises :class:`SetupError` (naming the field) for a file that is not a
    game, and :class:`~compagnon.rules.DealRefused` (naming the deal and the
    field) for a deal the rules refuse."""
    if not isinstance(data, Mapping):
        raise SetupError("case", msg("core.setup.case_object"))
    deals = data.get("deals")
    if deals is None:
        deals = []
    if not isinstance(deals, list):
        raise SetupError("deals", msg("core.setup.deals_list"))
    if len(deals) > MAX_DEALS:
        raise SetupError("deals", msg("core.setup.deals_many", max=MAX_DEALS))
    for entry in deals:
        if not isinstance(entry, Mapping):
            raise SetupError("deals", msg("core.setup.deals_list"))
    case = {key: data.get(key) for key in ("game", "variant", "options", "players", "first_dealer")}
    case["deals"] = [dict(entry) for entry in deals]
    result = score_case(case)
    return case, result
