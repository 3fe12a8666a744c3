"""A game of Bernicle played to 2000 through the UI on a 360×740 phone screen:
a contract made, a defender's fault, a capot with the niche entered card by
card, a contract failed; and a deal with the players' combinations."""

from __future__ import annotations

from typing import Any

import pytest
from phone import pick, plus, settled, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PLAYERS = ("Ana", "Bea", "Cyr")

#: the niche N1 of the spec: 60 for the defence (two tierces), 25 card points that nobody scores
NICHE = (("pique", "7"), ("pique", "V"), ("pique", "V"), ("pique", "D"), ("carreau", "7"), ("trefle", "7"),
         ("trefle", "R"), ("trefle", "10"), ("trefle", "A"))


def tick(page: Any, name: str, value: str) -> None:
    """A pill whose input is known by its name and value (a suit, a card's rank)."""
    page.locator(f"input[name='{name}'][value='{value}']").locator("xpath=..").click()


def choose(page: Any, name: str, value: str) -> None:
    """Pick a combination's kind, a pill: the form redraws itself with that kind's fields."""
    with page.expect_response(lambda r: "/deals" in r.url):
        tick(page, name, value)
    settled(page)  # the swap that follows the answer


def add_row(page: Any, player: str) -> None:
    """« + Ajouter » under a player's combinations: the phone draws an empty row."""
    plus(page, f"combos.{player}")


def fill_players(page: Any, field: str, values: tuple[int | None, ...]) -> None:
    for player, value in zip(PLAYERS, values, strict=True):
        page.fill(f"input[name='{field}.{player}']", "" if value is None else str(value))


def contract(page: Any, taker: str, bid: int, trump: str) -> None:
    pick(page, "taker", taker)
    page.fill("input[name=contract]", str(bid))
    tick(page, "trump", trump)


def validate(page: Any, deals: int) -> None:
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(deals)


def start(page: Any) -> None:
    page.goto("/")
    page.get_by_role("link", name="Bernicle").first.click()
    for i, name in enumerate(PLAYERS):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")


def test_a_game_of_bernicle_on_a_phone(phone: Any) -> None:
    page = phone
    start(page)
    assert totals(page) == ["0", "0", "0"]
    shot(page, "bernicle-1-new-game")

    # D1, refused first: 14 tricks (Bernicle §3), shown beside the tricks with the article, nothing typed lost
    contract(page, "Bea", 150, "coeur")
    fill_players(page, "tricks_won", (3, 8, 3))
    fill_players(page, "trick_points", (30, 150, 20))
    page.fill("input[name=niche_points]", "30")
    page.get_by_role("button", name="Valider la donne").click()
    page.locator("#error-summary").wait_for()
    beside = page.locator("#f-tricks_won-field .field-error").first
    assert "13 plis" in beside.inner_text() and "Bernicle §3" in beside.inner_text()
    assert page.input_value("input[name='trick_points.Bea']") == "150"
    assert page.locator("details.more[open]").count() == 0
    shot(page, "bernicle-2-refused")

    # fixed: Cyr's tricks left empty follow from 13; Bea makes 150 with 150 in her tricks (Bernicle §10)
    page.fill("input[name='tricks_won.Cyr']", "")
    page.get_by_role("button", name="Prévisualiser").click()
    page.wait_for_selector(".preview")
    assert page.input_value("input[name='tricks_won.Cyr']") == "2"
    validate(page, 1)
    assert totals(page) == ["80", "300", "80"]  # each defender: 30 + 20 of tricks + 30 of niche

    # D2, a fault: Bea revokes in defence; Ana scores her contract + 200, Cyr only the niche (Bernicle §11.2)
    contract(page, "Ana", 300, "pique")
    page.fill("input[name=niche_points]", "40")
    page.locator("details.more > summary").click()
    with page.expect_response(lambda r: "/deals" in r.url):  # the kind's own fields come by themselves
        pick(page, "fault-kind", "Faute d'un défenseur")
    pick(page, "fault-player", "Bea")
    shot(page, "bernicle-3-fault")
    validate(page, 2)
    assert totals(page) == ["580", "300", "120"]

    # D3, a capot with the niche's 9 cards: the niche counts itself (60) and keeps 25 card points
    contract(page, "Ana", 370, "trefle")
    fill_players(page, "tricks_won", (13, 0, None))
    fill_players(page, "trick_points", (175, 0, 0))
    seen: dict[str, int] = {}
    for suit, rank in NICHE:  # ticked on the deck, one tap each, a box per copy
        code = f"{rank}:{suit}"
        page.locator(f"input[name='niche_cards'][value='{code}']").nth(seen.get(code, 0)).locator("xpath=..").click()
        seen[code] = seen.get(code, 0) + 1
    assert page.locator("input[name=niche_cards]:checked").count() == 9
    shot(page, "bernicle-4-niche")
    validate(page, 3)
    assert totals(page) == ["1325", "300", "120"]  # 370 + 175 + 200 of capot (Bernicle §13.1)

    # D4: Bea fails 500; each defender adds it to the defence's tricks and the niche (Bernicle §10)
    contract(page, "Bea", 500, "carreau")
    fill_players(page, "tricks_won", (5, 4, None))
    fill_players(page, "trick_points", (80, 60, 60))
    page.fill("input[name=niche_points]", "60")
    validate(page, 4)
    assert totals(page) == ["2025", "300", "820"]
    banner = page.locator("#scores .banner.win")
    expect(banner).to_contain_text("victoire d'Ana")
    banner.scroll_into_view_if_needed()
    shot(page, "bernicle-5-won")

    # the lines of the capot, with their articles
    page.locator("#scores tr.deal").nth(2).locator("td.cell a").first.click()
    page.wait_for_selector("#detail li")
    assert "Bernicle §13.1" in page.inner_text("#detail")
    shot(page, "bernicle-6-detail")

    box = page.locator("body").bounding_box()
    assert box["width"] <= 360


def test_combinations_entered_per_player(phone: Any) -> None:
    page = phone
    start(page)
    # B1 of the spec: Ana's Mariage royal and Carré de Rois (120), Bea's Bernicle (40), niche 60
    contract(page, "Ana", 240, "coeur")
    add_row(page, "Ana")
    choose(page, "combos.Ana[0].kind", "mariage_royal")
    add_row(page, "Ana")
    choose(page, "combos.Ana[1].kind", "carre")
    tick(page, "combos.Ana[1].rank", "R")
    add_row(page, "Bea")
    choose(page, "combos.Bea[0].kind", "bernicle")
    page.locator("#f-combos-Bea-field").scroll_into_view_if_needed()
    shot(page, "bernicle-7-combinations")
    fill_players(page, "tricks_won", (7, 4, None))
    fill_players(page, "trick_points", (125, 30, 20))
    page.fill("input[name=niche_points]", "60")
    validate(page, 1)
    assert totals(page) == ["485", "150", "150"]
