"""Three coups of Reversis played through the UI on a 360×740 phone screen: the balances in fiches and the
Panier after each (they always add up to zero), an Ace given en renonce, and a coup made void by a misdeal."""

from __future__ import annotations

from typing import Any

import pytest
from phone import shot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PLAYERS = ["Alice", "Bernard", "Claire", "Denis"]


def pick(page: Any, field: str, label: str) -> None:
    page.locator(f"#f-{field}-field label.pill", has_text=label).first.click()


def pick_value(page: Any, name: str, value: str) -> None:
    """The pill of the radio ``name`` whose value is ``value`` (a card's suit or rank)."""
    page.locator(f"input[name='{name}'][value='{value}']").locator("xpath=..").click()


def add_row(page: Any, path: str, rows: int) -> None:
    page.locator(f"button[value='add:{path}']").click()
    expect(page.locator(f"#f-{path}-field .row")).to_have_count(rows)


def enter_ecart(page: Any, cards: list[tuple[str, str]]) -> None:
    """The écart ticked on the deck, one tap per card."""
    for rank, suit in cards:
        pick_value(page, "ecart", f"{rank}:{suit}")


def fill_map(page: Any, field: str, values: tuple[int | None, ...]) -> None:
    for player, value in zip(PLAYERS, values, strict=True):
        page.fill(f"input[name='{field}.{player}']", "" if value is None else str(value))


def number(text: str) -> int:
    return int(text.strip().replace("−", "-").replace("\u202f", "").replace("\xa0", "").replace(" ", ""))


def totals(page: Any) -> list[int]:
    # page.evaluate and wait_for_function are eval()s, which the CSP forbids: locators only
    return [number(t) for t in page.locator("#totals .tot:not(.pot) .big").all_inner_texts()]


def panier(page: Any) -> int:
    """The Panier, kept in view beside the balances, and the same in the facts under the table."""
    beside = number(page.locator("#totals .tot.pot .big").inner_text())
    assert beside == number(page.locator("dl.facts div", has_text="Panier (fiches)").locator("dd").inner_text())
    return beside


def saved(page: Any, coups: int) -> None:
    expect(page.locator("#scores tr.deal")).to_have_count(coups)


def test_three_coups_of_reversis_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Reversis").first.click()
    for i, name in enumerate(PLAYERS):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == [0, 0, 0, 0] and panier(page) == 0
    shot(page, "reversis-1-new-game")

    # C1, Alice deals: the Quinola lies in the écart, so no event; Partie 4 + 2 + 4 = 10 (Reversis VI)
    enter_ecart(page, [("V", "coeur"), ("5", "trefle"), ("D", "carreau"), ("7", "pique")])
    fill_map(page, "points", (12, 5, 16, 4))
    # a refused entry: 12 tricks; the refusal sits beside the tricks with its article, nothing typed is lost
    fill_map(page, "tricks", (3, 2, 4, 3))
    page.get_by_role("button", name="Valider la donne").click()
    summary = page.locator("#error-summary")
    summary.wait_for()
    assert "11" in summary.inner_text() and "Reversis IV" in summary.inner_text()
    beside = page.locator("#f-tricks-field .field-error").first.inner_text()
    assert "12" in beside and "Reversis IV" in beside
    assert "tricks" not in summary.inner_text()  # the players' words, not the field's name
    assert page.locator("input:focus").get_attribute("name") == "tricks.Alice"
    assert page.input_value("input[name='points.Claire']") == "16"
    assert page.locator("input[name=ecart]:checked").count() == 4
    shot(page, "reversis-2-refused")

    # fixed: Denis's tricks left empty follow from the 11 (Reversis IV)
    fill_map(page, "tricks", (3, 2, 4, None))
    page.get_by_role("button", name="Prévisualiser").click()
    page.wait_for_selector(".preview")
    assert page.input_value("input[name='tricks.Denis']") == "2"
    page.get_by_role("button", name="Valider la donne").click()
    saved(page, 1)
    # XVII: the first fund, 2 jetons each and 3 from the dealer; VII: Claire (16) pays Denis (4) the Partie of 10
    assert totals(page) == [-15, -10, -20, 0]
    assert panier(page) == 45 and sum(totals(page)) + panier(page) == 0
    shot(page, "reversis-3-first-coup")

    # C2, Bernard deals: Alice gives her Ace of spades en renonce at trick 5, Claire takes the trick
    enter_ecart(page, [("V", "coeur"), ("2", "pique"), ("3", "trefle"), ("4", "carreau")])
    fill_map(page, "tricks", (2, 3, 3, 3))
    fill_map(page, "points", (3, 12, 10, 14))
    add_row(page, "events", 1)
    pick_value(page, "events[0].card.suit", "pique")
    pick_value(page, "events[0].card.rank", "A")
    pick(page, "events-0-manner", "En renonce")
    page.fill("input[name='events[0].trick']", "5")
    pick(page, "events-0-player", "Alice")
    pick(page, "events-0-leader", "Claire")
    pick(page, "events-0-winner", "Claire")
    shot(page, "reversis-4-ace-event")
    page.get_by_role("button", name="Valider la donne").click()
    saved(page, 2)
    # XVII: Bernard's jeton; VII: Denis pays Alice the Partie of 8; XXIV, XXVIII: Claire pays Alice's Ace, doubled
    # between vis-à-vis
    assert totals(page) == [-5, -15, -22, -8]
    assert panier(page) == 50 and sum(totals(page)) + panier(page) == 0

    # the Ace's line, with its article linking to the rules page
    page.locator("#scores tr.deal").nth(1).locator("td.cell a").first.click()
    page.wait_for_selector("#detail li")
    detail = page.inner_text("#detail")
    assert "Reversis XXIV" in detail and "vis-à-vis" in detail
    assert page.locator("#detail a.rule", has_text="Reversis XXIV").count() >= 1
    shot(page, "reversis-5-detail")

    # C3, Claire deals, and a misdeal is found after the écart: 4 jetons to the Panier, the coup is void (XLVIII)
    page.locator("#entry details.more > summary").click()
    pick(page, "status", "Maldonne vue après l'écart")
    page.get_by_role("button", name="Valider la donne").click()
    saved(page, 3)
    assert totals(page) == [-5, -15, -47, -8]
    assert panier(page) == 75 and sum(totals(page)) + panier(page) == 0
    # Claire loses her deal: Denis deals next (XLVIII)
    assert "Denis donne" in page.inner_text("#entry")
    shot(page, "reversis-6-void-coup")
    # the balances in jetons and fiches, and the Panier, under the score table
    page.locator("#scores tr.fact").first.scroll_into_view_if_needed()
    assert "−9 jetons −2 fiches" in page.inner_text("#scores tfoot")
    assert "15 jetons" in page.locator("dl.facts").inner_text()
    shot(page, "reversis-7-panier")

    # the page fits the phone: no horizontal scrolling
    assert page.locator("body").bounding_box()["width"] <= 360
    for locator in ("#scores", "#entry", "#totals"):
        edge = page.locator(locator).bounding_box()
        assert edge["x"] >= 0 and edge["x"] + edge["width"] <= 360, locator

    # a reload shows the same balances and Panier: they come from the stored log
    page.reload()
    assert totals(page) == [-5, -15, -47, -8] and panier(page) == 75
