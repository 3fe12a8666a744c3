"""Bésigue rubicon: its rules (:mod:`.rules`: scoring, the referee's
helpers) and, beside them, its live pad (:mod:`.pad`)."""

from __future__ import annotations

from ...registry import register
from .pad import BesiguePad
from .rules import (
    CARD_ORDER,
    CHINOIS,
    COMBINATION_TYPES,
    FAULT_TYPES,
    JAPONAIS,
    Besigue,
    BesigueProgress,
    BesigueState,
    CombinationTable,
    Deposit,
    VariantRules,
    combination_name,
    combination_value,
    rubicon_mark,
)

__all__ = [
    "BesiguePad",
    "CARD_ORDER",
    "CHINOIS",
    "COMBINATION_TYPES",
    "FAULT_TYPES",
    "JAPONAIS",
    "Besigue",
    "BesigueProgress",
    "BesigueState",
    "CombinationTable",
    "Deposit",
    "VariantRules",
    "combination_name",
    "combination_value",
    "rubicon_mark",
]

register(Besigue, pad=BesiguePad)
