"""Frappe: its rules (:mod:`.rules`: the manche replayed card by card,
scoring, the referee) and, beside them, its live pad (:mod:`.pad`)."""

from __future__ import annotations

from ...registry import register
from .pad import FrappePad
from .rules import (
    GOAL,
    NATURES,
    NUMBER,
    RANK,
    DeclineRefused,
    Effect,
    Event,
    Frappe,
    FrappeProgress,
    FrappeState,
    Manche,
    PlayEffect,
    RoundProblem,
    announcement_winner,
    best_extension,
    can_decline,
    capture_set,
    card_value,
    claimable,
    combination_points,
    extension_points,
    held_combination,
    judge_play,
    play_effect,
    table_suite,
    verify_decline,
)

__all__ = [
    "FrappePad",
    "GOAL",
    "NATURES",
    "NUMBER",
    "RANK",
    "DeclineRefused",
    "Effect",
    "Event",
    "Frappe",
    "FrappeProgress",
    "FrappeState",
    "Manche",
    "PlayEffect",
    "RoundProblem",
    "announcement_winner",
    "best_extension",
    "can_decline",
    "capture_set",
    "card_value",
    "claimable",
    "combination_points",
    "extension_points",
    "held_combination",
    "judge_play",
    "play_effect",
    "table_suite",
    "verify_decline",
]

register(Frappe, pad=FrappePad)
