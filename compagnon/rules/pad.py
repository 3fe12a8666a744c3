"""The live pad: how a deal is entered while it is played, one tap per event.

A game entered live (Bésigue, Frappe) declares beside its rules a subclass
of :class:`LivePad`, handed to the registry with the game
(``register(Game, pad=Pad)``): the list field of the entry that the taps
fill (``field``), the buttons offered for the deal in progress, and how an
event is added, removed, listed and said. The running points of the deal
are the game's (:meth:`~compagnon.rules.core.Game.progress`); the pad
only turns taps into the entry.

Pure Python: the web draws the rows (``compagnon/web/forms.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from .messages import Message

if TYPE_CHECKING:
    from .core import Game, GameState

__all__ = ["LivePad", "PadButton", "PadRow"]

G = TypeVar("G", bound="Game[Any]")
S = TypeVar("S", bound="GameState")


@dataclass(frozen=True)
class PadButton:
    """One tap of the live pad: the raw ``event`` it adds to the deal in
    progress. ``who``: the player chosen above the pad is added to the
    event as its ``player``."""

    event: Mapping[str, Any]
    label: Message | str
    hint: Message | None = None
    who: bool = False
    tone: str = ""  # "red" for a red suit, "fault" for a fault


@dataclass(frozen=True)
class PadRow:
    """A row of the live pad: its buttons under a label; ``folded`` rows
    (faults, markers) are tucked away."""

    label: Message | str
    buttons: tuple[PadButton, ...]
    hint: Message | None = None
    folded: bool = False


class LivePad(Generic[G, S]):
    """The pad of one game (set up with its players, variant and house
    rules). By default its events are appended to the entry's ``field``
    list, and the web draws its buttons from the entry schema."""

    #: the list field of the entry that the table fills while the deal is played
    field: ClassVar[str]

    def __init__(self, game: G) -> None:
        self.game = game

    def rows(self, state: S, raw: Mapping[str, Any]) -> list[PadRow] | None:
        """The buttons for the deal in progress ``raw``; None draws them
        from the schema (one button per event of the tagged list)."""
        return None

    def add(self, state: S, raw: Mapping[str, Any], event: Mapping[str, Any]) -> dict[str, Any]:
        """The deal in progress with one more event (by default appended to
        the ``field`` list). The result is then checked with the game's
        ``progress``; raises :class:`~compagnon.rules.errors.DealError` on
        an event the rules refuse."""
        events = raw.get(self.field)
        return {**raw, self.field: [*(events if isinstance(events, list) else []), dict(event)]}

    def items(self, raw: Mapping[str, Any]) -> list[Any]:
        """The events of the deal in progress, in the order they were entered."""
        events = raw.get(self.field)
        return list(events) if isinstance(events, list) else []

    def remove(self, raw: Mapping[str, Any], index: int) -> dict[str, Any]:
        """The deal in progress without its ``index``-th event."""
        return {**raw, self.field: [e for i, e in enumerate(self.items(raw)) if i != index]}

    def describe(self, event: Any) -> Message | None:
        """An event in words for the list of the deal in progress; None
        describes it from the schema."""
        return None
