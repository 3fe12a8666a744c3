"""A deal's rows of the score table, drawn once and kept while its replay is
(the game page, a saved deal's answer and every phone's poll after it show
the last twelve deals, of which one is new).

Measured (README, *Performance*): drawing the twelve deals of a game page's
table was half the time of a poll that brings another phone's deal, and of
a saved deal's answer; once drawn, a deal's rows are the same until its
replay changes.
"""

from __future__ import annotations

import threading
from typing import Any

from cachetools import LRUCache
from flask import get_template_attribute
from markupsafe import Markup

from ..rules.core import DealRecord
from ..rules.messages import language

#: a deal's rows, by the record its replay made, the link the table is drawn for, and the language. A record
#: is kept with its rows: its ``id`` names no other object while it is here. The records of a replay are the
#: same objects from one request to the next while the store keeps that replay (a deal added resumes from the
#: records of the deals before it); a replay made anew makes new records, drawn anew.
_ROWS: LRUCache[tuple[int, str, str], tuple[DealRecord[Any], Markup]] = LRUCache(maxsize=2048)
_LOCK = threading.Lock()


def deal_rows(d: DealRecord[Any], loaded: Any, game: Any, players: Any) -> Markup:
    """The rows of deal ``d`` of the table (``game/_score_rows.html``'s
    ``deal_rows``), for the link ``loaded`` was opened with."""
    key = (id(d), str(loaded.token), language())
    with _LOCK:
        kept = _ROWS.get(key)
    if kept is not None and kept[0] is d:
        return kept[1]
    drawn = Markup(get_template_attribute("game/_score_rows.html", "deal_rows")(d, loaded, game, players))
    with _LOCK:
        _ROWS[key] = (d, drawn)
    return drawn
