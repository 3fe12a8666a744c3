"""A long game on a 360×740 phone: the table shows the last deals and a link to
the whole table, which opens page by page, a tap on a deal there opening its detail."""

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
    # a tap on a deal of the whole table opens its detail there, as on the game's page
    page.locator("#deal-3 td.cell a").nth(1).click()
    detail = page.locator("#detail")
    expect(detail.locator("h2")).to_have_text("Donne 3")
    expect(detail).to_be_in_viewport()
    expect(detail.locator("li").first).to_be_visible()
    shot(page, "long-3-whole-table-detail")
    detail.get_by_role("link", name="Fermer").click()
    expect(page.locator("#detail h2")).to_have_count(0)
    page.get_by_role("link", name="← La partie").click()
    deals_shown(page, deals)
