"""A deal of Bésigue japonais entered live, one tap per event, on a phone."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def running(page: Any) -> list[str]:
    return [t.strip() for t in page.locator("#running .run .big").all_inner_texts()]


def tap(page: Any, who: str, event_label: str) -> None:
    page.locator("#f-who label.pill", has_text=who).click()
    page.get_by_role("button", name=event_label, exact=True).click()


def test_a_besigue_deal_entered_live(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Bésigue rubicon").first.click()
    page.locator("label.pill", has_text="Japonais").click()
    page.fill("#player-0", "Ana")
    page.fill("#player-1", "Bea")
    page.get_by_role("button", name="Commencer").click()

    # the cut: exactly 18 cards, Ana deals and scores 250 (Bésigue §3)
    page.fill("input[name='cut.pile_count']", "18")
    page.fill("input[name='cut.guess']", "20")
    page.get_by_role("button", name="Enregistrer le début").click()
    expect(page.locator("#running .run .big").first).to_have_text("250")

    # the first mariage fixes the trump and scores royal (Bésigue §5.1)
    tap(page, "Ana", "Mariage ♥ Cœur")
    expect(page.locator("#running .run .big").first).to_have_text("290")
    assert "♥" in running(page)[2]
    tap(page, "Bea", "Mariage ♣ Trèfle")
    tap(page, "Bea", "Carré : Rois (80)")
    expect(page.locator("#running .run .big").nth(1)).to_have_text("100")

    # another phone, or a reload, sees the deal in progress
    page.reload()
    assert running(page)[:2] == ["290", "100"]

    # a mistaken event is removed
    page.get_by_role("button", name="Retirer : Carré", exact=False).first.click()
    expect(page.locator("#running .run .big").nth(1)).to_have_text("20")

    # the deal is closed: Bea takes the last trick (+50); Ana wins below the Rubicon
    page.locator("#f-last_trick_winner label.pill", has_text="Bea").click()
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    # 1000 + 290 + 70 = 1360, rounded down to 1300 (Bésigue §7.3)
    assert [t.strip() for t in page.locator("#scores tr.totals td").all_inner_texts()] == ["1300", "0"]
