"""Frappe: its rules (:mod:`.rules`: the manche replayed card by card,
scoring, the referee) and, beside them, its live pad (:mod:`.pad`)."""

from __future__ import annotations

from ...registry import register
from . import rules
from .pad import FrappePad
from .rules import *  # noqa: F403  (the package is its rules, and its pad beside them)
from .rules import Frappe

__all__ = [*rules.__all__, "FrappePad"]

register(Frappe, pad=FrappePad)
