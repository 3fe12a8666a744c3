"""Numbers typed on a 360×740 phone: big fields with a numeric keypad. A number that can never be negative
(Loba's points in hand, 0 to 191, §9) typed negative all the same is refused beside its field, kept as typed,
and the mène is saved once it is corrected."""

from __future__ import annotations

from typing import Any

import pytest
from phone import shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_a_number_that_cannot_be_negative_has_a_numeric_keypad_and_no_sign_button(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Loba").first.click()
    for i, name in enumerate(("Ana", "Bea", "Cyr")):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    # the dealer and who plays first, in the totals always in view
    expect(page.locator("#totals .tot", has_text="Ana").locator(".badge")).to_have_text("donne")
    expect(page.locator("#totals .tot", has_text="Bea").locator(".badge.first")).to_have_text("1er")

    page.locator("#f-out_player-field label.pill", has_text="Bea").first.click()
    ana = page.locator("input[name='penalty_points.Ana']")
    # the numeric keypad (the points in hand are never negative), big enough for a thumb
    expect(ana).to_have_attribute("inputmode", "numeric")
    expect(page.locator("input[name=mene]")).to_have_attribute("inputmode", "numeric")
    font = float(ana.evaluate("e => getComputedStyle(e).fontSize").removesuffix("px"))
    assert font >= 20 and ana.bounding_box()["height"] >= 44

    # a negative number typed all the same (a keyboard with a minus) is refused by name, and kept as typed
    ana.fill("-52")
    page.fill("input[name='penalty_points.Cyr']", "15")
    page.get_by_role("button", name="Valider la mène").click()
    expect(page.locator("#error-summary")).to_contain_text("Ana")
    expect(ana).to_have_value("-52")
    shot(page, "numbers-2-refused")

    # corrected: the mène is saved
    ana.fill("52")
    page.get_by_role("button", name="Valider la mène").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    assert totals(page) == ["52", "0", "15"]
    shot(page, "numbers-3-saved")
