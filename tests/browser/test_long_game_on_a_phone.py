"""A long game on a 360×740 phone: the table shows the last deals and a link to
the whole table, which opens page by page."""

from __future__ import annotations

from typing import Any

import pytest
from phone import deals_shown, mille_deal, open_through_api, shot
from playwright.sync_api import expect

from compagnon.web.entry import SHOWN_DEALS

pytestmark = pytest.mark.browser
PLAYERS = ["Ana", "Bea", "Cyr"]


def test_a_long_game_shows_its_last_deals_and_opens_the_whole_table(phone: Any) -> None:
    page = phone
    deals = SHOWN_DEALS + 6
    open_through_api(page, "mille", PLAYERS, [mille_deal(i, PLAYERS) for i in range(deals)])
    earlier = page.locator("#scores tr.earlier a")
    expect(earlier).to_have_text("Donnes 1 à 6 : tout le tableau")
    box = earlier.bounding_box()
    assert box is not None and box["height"] >= 44  # a finger's target
    page.locator("#scores").scroll_into_view_if_needed()
    shot(page, "long-1-last-deals")

    earlier.click()
    expect(page.locator("h1")).to_have_text(f"Donnes 1 à {deals} sur {deals}")
    expect(page.locator("tr.deal")).to_have_count(deals)
    shot(page, "long-2-whole-table")
    page.get_by_role("link", name="← La partie").click()
    deals_shown(page, deals)
