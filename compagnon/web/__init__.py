"""The web app's blueprints, one per area, and what their templates share.

Nothing in this package names a game: pages are drawn from each game's
schema, facts and messages.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from markupsafe import Markup
from werkzeug.routing import IntegerConverter

from ..rules import Message, messages, render
from ..rules.decks import Card, Suit
from ..rules.messages import show


def collation_key(text: str) -> tuple[str, str]:
    """``text``'s place in the alphabet, as a reader looks it up: accents
    and case count only between words otherwise equal (Bésigue before
    Bridgette, « Ecarté » beside « Écarté »)."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in folded if not unicodedata.combining(c)), text


def variant_name(game: Any, variant: str | None) -> str:
    """A variant's name beside its game's, short (« Triple-Détente », not its
    players in brackets), or "" when the game's name says it already
    (« Tarot double détente », variant « Double détente »)."""
    if not variant:
        return ""
    short = words(game.variant_label(variant)).split(" (")[0]
    return "" if collation_key(short)[0] in collation_key(game.name)[0] else short


def elide(text: str, name: Any) -> str:
    """``text`` with « de » elided before ``name`` where French does
    (« victoire d'Anne »), as the engine's messages are: for the words an
    interface template says around a name (or a list of names, by its first)."""
    first = name[0] if isinstance(name, (list, tuple)) and name else name
    if not isinstance(first, str) or not first:
        return text
    lang = messages.language()
    # a template's words come escaped (Markup): so is the name within them
    shown = str(Markup.escape(first)) if isinstance(text, Markup) else first
    out, start = [], 0
    while (at := text.find(shown, start)) >= 0:
        out.append(messages.elided(str(text[start:at]), first, lang) + shown)
        start = at + len(shown)
    joined = "".join(out) + str(text[start:])
    return Markup(joined) if isinstance(text, Markup) else joined


def signed(value: Any) -> str:
    """+110, −35, 0 (with a true minus sign); what is no number stays as it is."""
    try:
        return messages.signed(int(value))
    except (TypeError, ValueError):
        return str(value)


def tone(points: Any, game: Any) -> str:
    """The colour of a change of score: ``pos`` when it helps the player,
    ``neg`` when it hurts; points added are a loss where the lowest total
    wins (Loba's penalties)."""
    try:
        n = int(points)
    except (TypeError, ValueError):
        return ""
    if getattr(game, "lowest_wins", False):
        n = -n
    return "pos" if n > 0 else "neg" if n < 0 else ""


def number(value: Any) -> str:
    """−35 with a true minus sign; what is no number stays as it is."""
    try:
        return messages.number(int(value))
    except (TypeError, ValueError):
        return str(value)


def words(value: Any) -> str:
    """A message, or any value a fact or a line may hold, in French."""
    if isinstance(value, Message):
        return render(value)
    return show(value)


def deal_word(game: Any, lower: bool = False) -> str:
    """What one entry is called at this game's table: « Donne », « Manche », « Main »…"""
    word = render(game.deal_name())
    return word.lower() if lower else word


def amount(game: Any, points: int, unit: str | None = None, sign: bool = False) -> str:
    """« 1 noisette », « +3 fiches »: a payment or a line in its own unit, in agreement."""
    text = render(game.count_words(abs(points), unit))
    if sign and points:
        return ("+" if points > 0 else "−") + text
    return text if points >= 0 else "−" + text


def suit(value: Any) -> Markup:
    """A suit's symbol and name, coloured by the stylesheet."""
    key = str(getattr(value, "value", value) or "")
    try:
        chosen = Suit(key)
    except ValueError:
        return Markup.escape(str(value or "—"))
    red = " red" if chosen.red else ""
    return Markup('<span class="suit{}">{}</span> {}').format(red, chosen.symbol, show(chosen, "cap"))


def fact_value(value: Any, kind: str = "number", limit: int | None = None) -> Markup:
    """One value of a fact as the table reads it."""
    if value is None:
        return Markup("—")
    if kind == "marker" or isinstance(value, bool):
        return Markup("✓") if value else Markup("—")
    if isinstance(value, Suit):
        return suit(value)
    if isinstance(value, Card):
        return Markup.escape(show(value))
    if kind == "counter" and limit is not None and isinstance(value, int):
        return Markup.escape(f"{number(value)}/{limit}")
    if isinstance(value, int):
        return Markup.escape(number(value))
    return Markup.escape(words(value))


class RowId(IntegerConverter):
    """``<int:…>`` in every route: ASCII digits, 18 at most, well within
    what SQLite's INTEGER holds (2^63 − 1). A longer number matches no route
    (404) instead of overflowing the lookup it would reach; the bound is in
    the pattern so that no other route's method makes it a 405."""

    regex = r"[0-9]{1,18}"
