"""Bésigue's live pad: a deal entered while it is played, one tap per event
(cartes blanches, combinations, faults, the end of the stock), each button
telling what it scores."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...decks import Suit
from ...messages import Message, msg, rank_letter
from ...pad import LivePad, PadButton, PadRow
from .rules import (
    BESIGUE_LEVELS,
    CARRE_POINTS,
    CARRE_RANKS,
    FAULT_TYPES,
    SUITED,
    TRUMP_CARRE_POINTS,
    Besigue,
    BesigueState,
    combination_name,
)

__all__ = ["BesiguePad"]


class BesiguePad(LivePad[Besigue, BesigueState]):
    """The deal entered while it is played: one tap per event (cartes
    blanches, combinations, faults, the end of the stock)."""

    field = "events"

    def rows(self, state: BesigueState, raw: Mapping[str, Any]) -> list[PadRow]:
        """One button per event, each telling what it scores, as the schema
        would draw them but for the ranks: a plain carré is offered only in
        the ranks it exists in (§6: Valets, Dames, Rois, As), and the carré
        of 10s only as the Chinois trump carré. The entry still reads a
        carré of 10s, so that its refusal names §6."""
        parts = "besigue.entry.events"

        def hint(kind: str) -> Message:
            return msg(f"{parts}.combination.type.{kind}.help")

        def label(kind: str) -> Message:
            return msg(f"besigue.combination.{kind}")

        def combination(kind: str, **more: str) -> dict[str, str]:
            return {"kind": "combination", "type": kind, **more}

        rows: list[PadRow] = []
        for kind in SUITED:
            rows.append(PadRow(label(kind), tuple(
                PadButton(combination(kind, suit=suit.value), suit.symbol,
                          msg("schema.pad.pair", first=label(kind), second=msg(f"cards.suit.{suit.value}")),
                          who=True, tone="red" if suit.red else "")
                for suit in (Suit.PIQUE, Suit.COEUR, Suit.CARREAU, Suit.TREFLE)), hint(kind)))
        carres = [("carre", tuple(CARRE_POINTS))]
        if self.game.chinois:
            carres.append(("carre_atout", tuple(TRUMP_CARRE_POINTS)))
        for kind, ranks in carres:
            rows.append(PadRow(label(kind), tuple(
                PadButton(combination(kind, rank=rank), rank_letter(rank), combination_name(kind, rank=rank), who=True)
                for rank in CARRE_RANKS if rank in ranks), hint(kind)))
        singles = [PadButton({"kind": "blank"}, msg(f"{parts}.kind.blank"),
                             msg("besigue.pad.blank", points=self.game.rules.blank), who=True)]
        singles += [PadButton(combination(kind), label(kind), hint(kind), who=True) for kind in BESIGUE_LEVELS]
        rows.append(PadRow("", tuple(singles)))
        faults = [PadButton({"kind": "fault", "type": kind}, msg(f"besigue.fault.{kind}"),
                            msg(f"{parts}.fault.type.{kind}.help"), who=True, tone="fault") for kind in FAULT_TYPES]
        faults.append(PadButton({"kind": "stock_exhausted"}, msg(f"{parts}.kind.stock_exhausted"),
                                msg(f"{parts}.stock_exhausted.help"), tone="fault"))
        rows.append(PadRow("", tuple(faults), folded=True))
        return rows

