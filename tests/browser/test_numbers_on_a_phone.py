"""Numbers typed on a 360×740 phone: big fields with a numeric keypad, and the ± beside a number that may be
negative (many numeric keypads have no minus key). Loba's points in hand are the only deal number the schemas
leave unbounded below (its rule then refuses a negative one): the ± makes a negative number, the rules refuse it
by name, a second tap makes it positive again and the mène is saved."""

from __future__ import annotations

from typing import Any

import pytest
from phone import shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_the_sign_button_flips_a_number_and_the_deal_is_saved(phone: Any) -> None:
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
    sign = page.get_by_role("button", name="Changer le signe : Ana")
    # with JavaScript: the numeric keypad, and the ± shown beside the field, both big enough for a thumb
    expect(sign).to_be_visible()
    expect(ana).to_have_attribute("inputmode", "numeric")
    expect(page.locator("input[name=mene]")).to_have_attribute("inputmode", "numeric")
    font = float(ana.evaluate("e => getComputedStyle(e).fontSize").removesuffix("px"))
    field, button = ana.bounding_box(), sign.bounding_box()
    assert font >= 20 and field["height"] >= 44 and button["height"] >= 44 and button["width"] >= 44
    assert button["x"] >= field["x"] + field["width"] and abs(button["y"] - field["y"]) < 4  # beside it

    # ± on the empty field, then the digits: a negative number, which Loba §9 refuses by its value
    sign.click()
    expect(ana).to_be_focused()
    ana.press_sequentially("52")
    expect(ana).to_have_value("-52")
    page.fill("input[name='penalty_points.Cyr']", "15")
    shot(page, "numbers-1-negative")
    page.get_by_role("button", name="Valider la mène").click()
    expect(page.locator("#error-summary")).to_contain_text("Ana : −52 points en main est impossible")
    expect(ana).to_have_value("-52")
    shot(page, "numbers-2-refused")

    # ± again, on the form drawn by the refusal: 52, and the mène is saved
    page.get_by_role("button", name="Changer le signe : Ana").click()
    expect(ana).to_have_value("52")
    page.get_by_role("button", name="Valider la mène").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    assert totals(page) == ["52", "0", "15"]
    shot(page, "numbers-3-saved")
