"""English on a 360×740 phone: the player switches the language in the settings, then plays Mille in English —
the form, a refusal beside its field, the score lines, the rules — and the choice stays for the next pages."""

from __future__ import annotations

from typing import Any

import pytest
from phone import open_through_api, pick, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_switching_to_english_and_playing_a_deal(phone: Any) -> None:
    page = phone
    open_through_api(page, "mille", ["Ana", "Bea", "Cyr"], first_dealer="Cyr")
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    game = page.url

    page.get_by_role("link", name="Réglages (langue, thème)").click()
    page.locator("label.pill", has_text="English").click()
    page.get_by_role("button", name="Enregistrer").click()
    expect(page.locator("p.saved")).to_contain_text("Settings saved.")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    shot(page, "english-1-settings")
    page.get_by_role("link", name="Back").click()
    page.wait_for_url(game)
    expect(page.locator("#entry h2")).to_have_text("Deal 1")
    expect(page.locator(".who-deals")).to_contain_text("Cyr deals")
    shot(page, "english-2-game")

    # a refusal, in English, beside its field: a contract below 100 (Mille §3)
    pick(page, "taker", "Ana")
    page.fill("input[name=contract]", "90")
    page.get_by_role("button", name="Save deal").click()
    summary = page.locator("#error-summary")
    summary.wait_for()
    assert "between 100 and 400" in summary.inner_text() and "entre" not in summary.inner_text()
    shot(page, "english-3-refused")

    page.fill("input[name=contract]", "110")
    for player, points in (("Ana", 78), ("Bea", 30), ("Cyr", 12)):
        page.fill(f"input[name='trick_points.{player}']", str(points))
    page.locator("input[name='marriages.Ana'][value=carreau]").locator("xpath=..").click()
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    expect(page.locator("#entry .saved")).to_contain_text("Deal 1 saved.")
    assert totals(page) == ["110", "30", "10"]
    expect(page.locator("#entry h2")).to_have_text("Deal 2")
    shot(page, "english-4-saved")

    # every point explained in English, with its article
    page.locator("#scores tr.deal a").first.click()
    detail = page.locator("#detail")
    expect(detail).to_contain_text("contract 110 made")
    expect(detail).to_contain_text("Mille §9")
    shot(page, "english-5-detail")

    # the rules, in English, and the choice kept from page to page
    page.goto("/rules/mille")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("main")).to_contain_text("tonneau")
    shot(page, "english-6-rules")
