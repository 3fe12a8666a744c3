"""The web app's blueprints, one per area, and what their templates share."""

from __future__ import annotations

import importlib
from typing import Any

from flask import Flask
from markupsafe import Markup

SUITS = {
    "pique": ("♠", "Pique"),
    "coeur": ("♥", "Cœur"),
    "carreau": ("♦", "Carreau"),
    "trefle": ("♣", "Trèfle"),
}
RANKS = {"7": "7", "8": "8", "9": "9", "10": "10", "V": "Valet", "D": "Dame", "R": "Roi", "A": "As"}


def signed(value: Any) -> str:
    """+110, −35, 0 (with a true minus sign)."""
    try:
        number = int(value)
    except (TypeError, ValueError):
        return str(value)
    if number > 0:
        return f"+{number}"
    if number < 0:
        return f"−{-number}"
    return "0"


def number(value: Any) -> str:
    try:
        n = int(value)
    except (TypeError, ValueError):
        return str(value)
    return f"−{-n}" if n < 0 else str(n)


def suit(value: Any) -> Markup:
    """A suit's symbol and name, coloured by the stylesheet."""
    key = str(getattr(value, "value", value) or "")
    if key not in SUITS:
        return Markup.escape(str(value or "—"))
    symbol, label = SUITS[key]
    red = " red" if key in ("coeur", "carreau") else ""
    return Markup('<span class="suit{}">{}</span> {}').format(red, symbol, label)


def register_blueprints(app: Flask) -> None:
    from . import play, tables

    app.register_blueprint(tables.bp)
    app.register_blueprint(play.bp)
    # The areas written beside these (PDF sheets, JSON API), when present.
    for area in ("sheets", "api"):
        try:
            module = importlib.import_module(f"{__name__}.{area}")
        except ModuleNotFoundError as missing:
            if missing.name != f"{__name__}.{area}":
                raise
            continue
        app.register_blueprint(module.bp)
    app.add_template_filter(signed, "signed")
    app.add_template_filter(number, "number")
    app.add_template_filter(suit, "suit")
    app.jinja_env.globals.update(SUITS=SUITS, RANKS=RANKS)
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
