"""A manche of Belote Noisette played through the UI on a 360×740 phone screen:
the noisettes and the pot followed deal by deal, a forced take, the points de partie."""

from __future__ import annotations

import re
from typing import Any

import pytest
from phone import shot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PLAYERS = ("Ana", "Bea", "Cyr")
ROUND = {1: "1er tour", 2: "2e tour", "forced": "Prise forcée"}


def settled(page: Any) -> None:
    """A choice that other fields depend on redraws the form from the server: wait for it."""
    expect(page.locator(".htmx-request")).to_have_count(0)


def pick(page: Any, field: str, label: str) -> None:
    pill = page.locator(f"#f-{field}-field label.pill", has_text=label).first
    pill.click()
    settled(page)
    expect(page.locator(f"#f-{field}-field label.pill", has_text=label).first.locator("input")).to_be_checked()


def enter_deal(page: Any, taker: str, take_round: int | str, points: tuple[int | None, ...], last: str,
               trump: str = "Cœur") -> None:
    pick(page, "taker", taker)
    pick(page, "take_round", ROUND[take_round])
    pick(page, "trump", trump)
    for player, value in zip(PLAYERS, points, strict=True):
        page.fill(f"input[name='card_points.{player}']", "" if value is None else str(value))
    pick(page, "last_trick", last)


def validate(page: Any, deals: int) -> None:
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(deals)


def totals(page: Any) -> list[str]:
    return [t.strip() for t in page.locator("#totals .big").all_inner_texts()]


def noisettes(page: Any) -> list[str]:
    # the per-player facts sit under the score table: the noisettes of the manche, out of 21
    row = page.locator("#scores tr.fact", has_text="Noisettes").locator("xpath=following-sibling::tr[1]")
    return [t.strip() for t in row.locator("td:not(.num)").all_inner_texts()]


def fact(page: Any, label: str) -> str:
    term = page.locator("#scores dl.facts dt", has_text=re.compile(f"^{re.escape(label)}"))
    return str(term.locator("xpath=following-sibling::dd[1]").inner_text()).strip()


def test_a_manche_of_belote_noisette_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Belote Noisette").first.click()
    for i, name in enumerate(PLAYERS):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    # a manche starts at 10 noisettes each, pot empty; Ana deals, so Bea would have to take (BN §4, §5)
    assert totals(page) == ["0", "0", "0"]
    assert noisettes(page) == ["10/21"] * 3
    assert fact(page, "Pot") == "0" and fact(page, "Prise forcée") == "Bea"
    assert fact(page, "But de la partie") == "6"
    shot(page, "belote_noisette-1-new-game")

    # D1: Cyr takes at the 2nd round (2 noisettes) and is beaten by Ana (BN §7.1); his 20 follows from 122
    enter_deal(page, "Cyr", 2, (62, 40, None), "Ana")
    page.get_by_role("button", name="Prévisualiser").click()
    page.wait_for_selector(".preview")
    assert page.input_value("input[name='card_points.Cyr']") == "20"
    validate(page, 1)
    assert noisettes(page) == ["11/21", "11/21", "7/21"] and fact(page, "Pot") == "1"
    assert totals(page) == ["0", "0", "0"]  # the points de partie move only when a manche ends
    assert fact(page, "Prise forcée") == "Cyr"  # Bea deals next

    # D2: everybody passed twice; the table first names the wrong player: refused beside the taker (BN §5)
    enter_deal(page, "Ana", "forced", (62, 40, 20), "Ana")
    page.get_by_role("button", name="Valider la donne").click()
    summary = page.locator("#error-summary")
    summary.wait_for()
    beside = page.locator("#f-taker-field .field-error")
    expect(beside).to_contain_text("Cyr")
    assert "BN §5" in beside.inner_text() and "BN §5" in summary.inner_text()
    assert "taker" not in summary.inner_text()
    assert page.input_value("input[name='card_points.Bea']") == "40"  # nothing typed is lost
    shot(page, "belote_noisette-2-refused")
    pick(page, "taker", "Cyr")
    validate(page, 2)
    assert noisettes(page) == ["12/21", "12/21", "6/21"] and fact(page, "Pot") == "0"

    # D3, D4: Cyr loses twice more and has no noisette left: a partial manche, Ana and Bea tied first (BN §7.2, N5)
    enter_deal(page, "Cyr", 2, (62, 40, 20), "Ana")
    validate(page, 3)
    assert noisettes(page) == ["13/21", "13/21", "3/21"] and fact(page, "Pot") == "1"
    enter_deal(page, "Cyr", 2, (62, 40, 20), "Ana")
    validate(page, 4)
    assert totals(page) == ["2", "2", "0"]
    assert noisettes(page) == ["10/21"] * 3 and fact(page, "Pot") == "0"  # a new manche
    assert fact(page, "Manches jouées") == "1"
    page.locator("#scores tr.deal").nth(2).scroll_into_view_if_needed()
    shot(page, "belote_noisette-3-manche-over")

    # the deal's lines say why, with their articles
    page.locator("#scores tr.deal").nth(3).locator("td.cell a").first.click()
    page.wait_for_selector("#detail li")
    detail = page.inner_text("#detail")
    assert "BN §7.2" in detail and "manche partielle" in detail
    shot(page, "belote_noisette-4-detail")
    page.get_by_role("link", name="Fermer").click()
    expect(page.locator("#detail li")).to_have_count(0)

    # the page fits the phone: no horizontal scrolling
    assert page.locator("body").bounding_box()["width"] <= 360
    for locator in ("#scores", "#entry", "#totals"):
        edge = page.locator(locator).bounding_box()
        assert edge["x"] >= 0 and edge["x"] + edge["width"] <= 360, locator
