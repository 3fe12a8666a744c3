"""Numbers typed at the table: a numeric keypad, the full keyboard (with its minus) for a number that may be
negative; the dealer and who speaks first in the totals always in view."""

from __future__ import annotations

import re

from flask import Flask
from webtable import Table, text

from compagnon.web import forms

NUMBER = re.compile(r'<input type="text" class="number" inputmode="(\w+)"[^>]*name="([^"]+)" id="([^"]+)"')


def test_numbers_that_cannot_be_negative_open_the_numeric_keypad(table: Table, mille: str) -> None:
    page = table.page(mille)
    numbers = NUMBER.findall(page)
    assert {name for _, name, _ in numbers} >= {"contract", "trick_points.Ana", "trick_points.Bea",
                                                "trick_points.Cyr"}
    assert {mode for mode, _, _ in numbers} == {"numeric"}


def test_loba_9_points_in_hand_are_never_negative_and_open_the_numeric_keypad(table: Table) -> None:
    loba = table.new_game("loba", ["Ana", "Bea", "Cyr"])
    page = table.page(loba)
    modes = {name: mode for mode, name, _ in NUMBER.findall(page)}
    # Loba §9: a hand's value is 0 (the player out) or 1..191, never below: the numeric keypad
    assert modes["mene"] == "numeric"
    assert {modes[f"penalty_points.{p}"] for p in ("Ana", "Bea", "Cyr")} == {"numeric"}


def test_a_number_that_may_be_negative_opens_the_keyboard_with_a_minus(app: Flask) -> None:
    signed = forms.Widget("int", "gain.Ana", "f-gain-Ana", "Ana", attrs={
        "inputmode": "text", "min": None, "max": 500, "step": None})
    with app.test_request_context():
        drawn = str(app.jinja_env.get_template("forms/macros.html").module.input(signed))  # type: ignore[attr-defined]
    # the full keyboard, where many phones' numeric keypads have no minus; nothing drawn beside the input
    assert NUMBER.findall(drawn) == [("text", "gain.Ana", "f-gain-Ana")]
    assert drawn.strip().count("<") == 1


def test_without_javascript_a_typed_minus_reaches_the_rules(table: Table) -> None:
    loba = table.new_game("loba", ["Ana", "Bea", "Cyr"])
    response = table.deal(loba, {"out_player": "Bea", "penalty_points.Ana": "-5", "penalty_points.Cyr": "12"})
    page = text(response)
    assert response.status_code == 422
    # read as the number −5 and refused as out of Loba §9's bounds, not as something that is not a number
    assert "Les points restés en main (Ana) : entre 0 et 191" in page
    assert "nombre entier" not in page
    assert 'value="-5"' in page


def test_the_dealer_and_who_speaks_first_stay_in_the_totals(table: Table, mille: str) -> None:
    page = table.page(mille)
    strip = re.search(r'<div id="totals"(.*?)\n</div>', page, re.S)
    assert strip
    tots = dict(re.findall(r'<span class="player-name">(\w+)</span>(.*?)</div>', strip.group(1), re.S))
    assert 'class="badge"' in tots["Cyr"] and ">donne<" in tots["Cyr"]
    assert 'class="badge first"' in tots["Ana"] and "Ana parle en premier" in tots["Ana"]
    assert "badge" not in tots["Bea"]
