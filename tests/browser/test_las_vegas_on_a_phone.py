"""A game of Duel à Las Vegas played through the UI on a 360×740 phone screen:
one entry per main (who won it, how many cards each turned), the packs
counted down, a concession the referee refuses. A game played to its winner is
in test_every_game_on_a_phone.py."""

from __future__ import annotations

from typing import Any

import pytest
from phone import shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def main(page: Any, winner: str, ana: int | None = None, bea: int | None = None) -> None:
    page.locator("#f-winner-field label.pill", has_text=winner).click()
    if ana is not None:
        page.fill("input[name='cards_used.Ana']", str(ana))
    if bea is not None:
        page.fill("input[name='cards_used.Bea']", str(bea))


def validate(page: Any, count: int) -> None:
    page.get_by_role("button", name="Valider la main").click()
    expect(page.locator("#scores tr.deal")).to_have_count(count)


def turned(page: Any, player: str, row: int, suit: str, rank: str) -> None:
    """One card of a main, one tap on the player's grid (opened first), numbered in the order turned."""
    main = page.locator(f"#f-mains-{player}-field")
    if main.evaluate("e => e.tagName === 'DETAILS' && !e.open"):
        main.locator("xpath=./summary").click()
    box = page.locator(f"input[name='mains.{player}'][value='{rank}:{suit}']")
    box.locator("xpath=..").click()
    expect(box.locator("xpath=..")).to_have_attribute("data-n", str(row + 1))


def test_a_game_of_las_vegas_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Duel à Las Vegas").first.click()
    page.fill("#player-0", "Ana")
    page.fill("#player-1", "Bea")
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == ["0", "0"]
    # nobody leads (LV §5): both turn their first card together
    expect(page.locator("#entry")).not_to_contain_text("en premier")
    # and nobody deals (LV §5): no dealer badge, no « Ana donne »
    expect(page.locator("#totals .badge")).to_have_count(0)
    expect(page.locator("main")).not_to_contain_text("donne")
    expect(page.locator("#entry h2")).to_contain_text("Main 1")
    shot(page, "las_vegas-1-new-game")

    # main 1 (§8 example 1): Bea wins, each turned 2 cards; the packs count down (LV §1)
    main(page, "Bea", 2, 2)
    validate(page, 1)
    assert totals(page) == ["0", "1"]
    expect(page.locator("#scores")).to_contain_text("52/54")

    # a player whose pack is not empty turns at least one card (LV §5): refused beside his count
    main(page, "Ana", 0, 1)
    page.get_by_role("button", name="Valider la main").click()
    summary = page.locator("#error-summary")
    summary.wait_for()
    assert "LV §5" in summary.inner_text() and "52 cartes" in summary.inner_text()
    expect(page.locator("#f-cards_used-field .field-error")).to_contain_text("au moins une carte")
    assert page.locator("input:focus").get_attribute("name") == "cards_used.Ana"
    shot(page, "las_vegas-2-refused")
    page.fill("input[name='cards_used.Ana']", "1")
    validate(page, 2)
    assert totals(page) == ["1", "1"]

    # main 3 with the mains turned (§8 example 1): the referee refuses Bea's concession with a paire of 7
    page.locator("#entry details.more > summary").click()
    turned(page, "Ana", 0, "pique", "R")
    turned(page, "Ana", 1, "carreau", "2")
    turned(page, "Bea", 0, "coeur", "7")
    turned(page, "Bea", 1, "trefle", "7")
    main(page, "Ana")
    page.get_by_role("button", name="Valider la main").click()
    summary.wait_for()
    assert "paire de 7" in summary.inner_text() and "LV §6" in summary.inner_text()
    expect(page.locator("#f-winner-field .field-error")).to_contain_text("le plus fort ne concède pas")
    shot(page, "las_vegas-3-referee")
    main(page, "Bea")
    validate(page, 3)
    assert totals(page) == ["1", "2"]
    expect(page.locator("#scores")).to_contain_text("49/54")

    # tapping a score shows its line and its article
    page.locator("#scores tr.deal").nth(2).locator("td.cell a").first.click()
    page.wait_for_selector("#detail li")
    assert "LV §6" in page.inner_text("#detail")
    assert "paire de 7" in page.inner_text("#detail")
