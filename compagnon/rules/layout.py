"""How a game is written on paper: its filled score sheet and its blank pad, as data.

A game's rules know nothing of paper. Each game module declares beside its
game one :class:`SheetSpec` (``SHEET``), handed to the registry with the
game (``register(Game, sheet=SHEET)``) and read by ``compagnon/sheets.py``
through :func:`~compagnon.rules.registry.sheet_spec`. Where a game computes
what its paper says (a cell in the table's own words, the names of its
rows, boxes that depend on a house rule), the spec holds a function of the
game.

Pure data: no WeasyPrint, no Flask.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .messages import Message

if TYPE_CHECKING:
    from .core import DealDetails, Game

__all__ = ["PadColumn", "SheetSpec"]

G = TypeVar("G", bound="Game[Any]")


@dataclass(frozen=True)
class PadColumn:
    """A column of a blank score pad: what the table writes down by hand
    during or after each deal. Its heading is ``<slug>.blank.<key>``;
    ``per_player`` puts one under each player, before his points of the deal
    and his running total (which every pad has); ``width`` is relative to a
    column holding a number of a few digits (1)."""

    key: str
    per_player: bool = False
    width: float = 1.0


@dataclass(frozen=True, kw_only=True)
class SheetSpec(Generic[G]):
    """A game's score sheet (filled, deal by deal) and blank pad (to fill by hand)."""

    #: the entry fields written down per deal on the filled sheet (a
    #: per-player field gets a sub-column under each player); ``fact:<key>``
    #: prints a fact of the state after each deal
    columns: tuple[str, ...] = ()
    #: facts of the state that a filled sheet notes on a deal's row when
    #: they change (a player's fact under his total, the others under the
    #: deal's summary); short labels ``<slug>.sheet.<key>``
    facts: tuple[str, ...] = ()
    #: the columns of a blank pad, in order; empty: the entry fields of
    #: ``columns``. Each player's points of the deal and running total
    #: follow his own columns on every pad.
    handwritten: tuple[PadColumn, ...] = ()
    #: how many rows a blank pad offers (a typical game on one page)
    rows: int = 24
    #: how many rows, when a house rule fixes the number of deals (None:
    #: ``rows``)
    rows_by_rule: Callable[[G], int | None] | None = None
    #: the height of a blank pad's rows on A4, in millimetres: taller where
    #: several numbers are tallied during a deal
    row_height: float = 7.0
    #: what the game remembers from deal to deal, as boxes a pad has under
    #: the table, one line per player: (key, how many boxes to tick; 0 for
    #: a box to write in), labelled ``<slug>.blank.<key>``
    boxes: tuple[tuple[str, int], ...] = ()
    #: a value of ``columns`` as the table writes it on paper, when the
    #: sheet's reading of the entry schema is not what players say (None:
    #: the schema's reading: choice labels, cards, short lists); it is given
    #: what the engine made of the deal (its details), when it was scored
    cell: Callable[[G, str, Any, DealDetails | None], Message | str | None] | None = None
    #: the first cell of each row of a blank pad, when a game with a fixed
    #: course names its deals (Loba's mènes); by default the deal numbers
    row_labels: Callable[[G], Sequence[Message | str]] | None = None
    #: the boxes of a pad, when their count depends on a house rule
    boxes_by_rule: Callable[[G], Sequence[tuple[str, int]]] | None = None
    #: the scoring reminders printed in a pad's margin, (article, message),
    #: when they are not the game's ``reminders``
    reminders: Callable[[G], Sequence[tuple[str, Message]]] | None = None

    def cell_for(self, game: G, name: str, value: Any, details: DealDetails | None = None) -> Message | str | None:
        return self.cell(game, name, value, details) if self.cell is not None else None

    def rows_for(self, game: G) -> list[Message | str]:
        if self.row_labels is not None:
            return list(self.row_labels(game))
        fixed = self.rows_by_rule(game) if self.rows_by_rule is not None else None
        return [str(n) for n in range(1, (fixed or self.rows) + 1)]

    def boxes_for(self, game: G) -> list[tuple[str, int]]:
        return list(self.boxes_by_rule(game) if self.boxes_by_rule is not None else self.boxes)

    def reminders_for(self, game: G) -> list[tuple[str, Message]]:
        return list(self.reminders(game) if self.reminders is not None else game.reminder_messages())
