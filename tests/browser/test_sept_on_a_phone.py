"""Two deals of Sept through the UI on a 360×740 phone screen: the loser deals
next, the brisques add up to 8, a dealer refused. A game played to 10 is in
test_every_game_on_a_phone.py."""

from __future__ import annotations

from typing import Any

import pytest
from phone import pick, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def enter_deal(page: Any, brisques: tuple[int | None, int | None], last: str, all_cards: str | None = None) -> None:
    for player, value in zip(("Ana", "Bea"), brisques, strict=True):
        page.fill(f"input[name='brisques.{player}']", "" if value is None else str(value))
    pick(page, "last_trick", last)
    if all_cards:
        page.locator("#entry details.more > summary").click()
        pick(page, "all_cards", all_cards)


def validate(page: Any, deals: int) -> None:
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(deals)
    if page.locator("#scores .banner.win").count() == 0:  # the next deal's form is there
        expect(page.locator("#entry .saved")).to_contain_text(f"Donne {deals} enregistrée")


def deals_next(page: Any) -> str:
    return str(page.locator("#entry .who-deals").inner_text()).split(" donne")[0].strip()


def test_a_game_of_sept_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Sept").first.click()
    page.fill("#player-0", "Ana")
    page.fill("#player-1", "Bea")
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == ["0", "0"] and deals_next(page) == "Ana"
    shot(page, "sept-1-new-game")

    # D1: Ana 5 brisques and the last trick, 60 against 30: +1 (Sept §6); Bea's 3 follows from 8 (Sept §3)
    enter_deal(page, (5, None), "Ana")
    page.get_by_role("button", name="Prévisualiser").click()
    page.wait_for_selector(".preview")
    assert page.input_value("input[name='brisques.Bea']") == "3"
    assert "+1" in page.inner_text(".preview")
    validate(page, 1)
    assert totals(page) == ["1", "0"]
    # the loser deals the next deal (Sept §4), and the form says so
    assert deals_next(page) == "Bea"
    shot(page, "sept-2-loser-deals")

    # D2: the winner of D1 is named dealer: refused beside the dealer, with the article
    enter_deal(page, (0, 8), "Bea")
    pick(page, "dealer", "Ana")
    page.get_by_role("button", name="Valider la donne").click()
    page.locator("#error-summary").wait_for()
    beside = page.locator("#f-dealer-field .field-error")
    expect(beside).to_contain_text("Bea")
    assert "Sept §4" in beside.inner_text()
    assert page.input_value("input[name='brisques.Bea']") == "8"  # nothing typed is lost
    shot(page, "sept-3-refused")
    # fixed: Bea has the 90 points without every card: +2 (Sept §6)
    pick(page, "dealer", "Bea")
    validate(page, 2)
    assert totals(page) == ["1", "2"] and deals_next(page) == "Ana"
