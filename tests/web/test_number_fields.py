"""Numbers typed at the table: a numeric keypad, and a ± beside the numbers that may be negative (only those);
the dealer and who speaks first in the totals always in view."""

from __future__ import annotations

import re

from webtable import Table, text

NUMBER = re.compile(r'<input type="text" class="number" inputmode="(\w+)"[^>]*name="([^"]+)" id="([^"]+)"')
SIGN = re.compile(r'<button type="button" class="sign" data-for="([^"]+)" aria-label="([^"]+)" hidden>±</button>')


def test_numbers_that_cannot_be_negative_open_the_numeric_keypad_without_a_sign_button(table: Table,
                                                                                       mille: str) -> None:
    page = table.page(mille)
    numbers = NUMBER.findall(page)
    assert {name for _, name, _ in numbers} >= {"contract", "trick_points.Ana", "trick_points.Bea",
                                                "trick_points.Cyr"}
    assert {mode for mode, _, _ in numbers} == {"numeric"}
    assert 'class="sign"' not in page and "signed-number" not in page


def test_a_number_that_may_be_negative_has_its_sign_button_hidden_until_javascript(table: Table) -> None:
    loba = table.new_game("loba", ["Ana", "Bea", "Cyr"])
    page = table.page(loba)
    modes = {name: (mode, id_) for mode, name, id_ in NUMBER.findall(page)}
    # Loba's points in hand: an integer the schema leaves unbounded below; the mène is 1 or more
    assert modes["mene"][0] == "numeric"
    signed = {name: id_ for name, (mode, id_) in modes.items() if mode == "text"}
    assert set(signed) == {"penalty_points.Ana", "penalty_points.Bea", "penalty_points.Cyr"}
    # one ± per such field, beside it, named after it, hidden for a browser without JavaScript
    assert SIGN.findall(page) == [(signed[f"penalty_points.{p}"], f"Changer le signe : {p}")
                                  for p in ("Ana", "Bea", "Cyr")]


def test_without_javascript_a_typed_minus_reaches_the_rules(table: Table) -> None:
    loba = table.new_game("loba", ["Ana", "Bea", "Cyr"])
    response = table.deal(loba, {"out_player": "Bea", "penalty_points.Ana": "-5", "penalty_points.Cyr": "12"})
    page = text(response)
    assert response.status_code == 422
    # read as the number −5 and judged by Loba §9, not refused as something that is not a number
    assert "Ana : −5 points en main est impossible" in page
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
