"""Bésigue rubicon: its rules (:mod:`.rules`: scoring, the referee's
helpers) and, beside them, its live pad (:mod:`.pad`)."""

from __future__ import annotations

from ...registry import register
from . import rules
from .pad import BesiguePad
from .rules import *  # noqa: F403  (the package is its rules, and its pad beside them)
from .rules import Besigue

__all__ = [*rules.__all__, "BesiguePad"]

register(Besigue, pad=BesiguePad)
