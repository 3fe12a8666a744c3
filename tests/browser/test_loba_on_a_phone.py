"""Loba on a 360×740 phone: the six mènes of a 3-player game entered as points
to the lowest total, a 5-player table set up, and a hand entered as cards."""

from __future__ import annotations

from typing import Any

import pytest
from phone import shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

#: each mène: who went out, and what the others kept in hand (Loba §9)
MENES: list[tuple[str, dict[str, int]]] = [
    ("Bea", {"Ana": 52, "Cyr": 15}),
    ("Cyr", {"Ana": 21, "Bea": 71}),
    ("Ana", {"Bea": 50, "Cyr": 26}),
    ("Bea", {"Ana": 2, "Cyr": 26}),
    ("Cyr", {"Ana": 12, "Bea": 9}),
    ("Bea", {"Ana": 1, "Cyr": 30}),
]
TOTALS = [["52", "0", "15"], ["73", "71", "15"], ["73", "121", "41"], ["75", "121", "67"], ["87", "130", "67"],
          ["88", "130", "97"]]


def start(page: Any, players: tuple[str, ...]) -> None:
    page.goto("/")
    page.get_by_role("link", name="Loba").first.click()
    for i, name in enumerate(players):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")


def went_out(page: Any, player: str) -> None:
    page.locator("#f-out_player-field label.pill", has_text=player).first.click()


def hands(page: Any, points: dict[str, int]) -> None:
    for player, value in points.items():
        page.fill(f"input[name='penalty_points.{player}']", str(value))


def validate(page: Any, deals: int) -> None:
    page.get_by_role("button", name="Valider la mène").click()
    expect(page.locator("#scores tr.deal")).to_have_count(deals)


def test_six_menes_of_loba_on_a_phone(phone: Any) -> None:
    page = phone
    start(page, ("Ana", "Bea", "Cyr"))
    assert totals(page) == ["0", "0", "0"]
    # what the first meld of the coming mène must be (Loba §5)
    expect(page.locator("main")).to_contain_text("mène 1 : 2 brelans (6 cartes)")
    shot(page, "loba-1-new-game")

    # refused: 11 cards are never worth 200, at most 191 (Loba §9), shown beside Cyr's points, the rest kept
    went_out(page, "Bea")
    hands(page, {"Ana": 52, "Cyr": 200})
    page.get_by_role("button", name="Valider la mène").click()
    page.locator("#error-summary").wait_for()
    beside = page.locator("#f-penalty_points-field .field-error").first
    assert "191" in beside.inner_text() and "Loba §9" in beside.inner_text()
    assert page.locator("input:focus").get_attribute("name") == "penalty_points.Cyr"
    assert page.input_value("input[name='penalty_points.Ana']") == "52"
    shot(page, "loba-2-refused")

    for number, ((out, points), expected) in enumerate(zip(MENES, TOTALS, strict=True), start=1):
        if number > 1:
            went_out(page, out)
        hands(page, points)
        validate(page, number)
        assert totals(page) == expected, number
        if number == 5:
            expect(page.locator("main")).to_contain_text("mène 6 : 1 brelan + 2 quartes (11 cartes)")
            shot(page, "loba-3-before-the-last")

    # after the sixth mène the lowest total wins (Loba §4.2)
    banner = page.locator("#scores .banner.win")
    expect(banner).to_contain_text("victoire d'Ana")
    banner.scroll_into_view_if_needed()
    shot(page, "loba-4-won")
    expect(page.locator("#entry")).to_contain_text("Partie terminée")

    page.locator("#scores tr.deal").nth(5).locator("td.cell a").first.click()
    page.wait_for_selector("#detail li")
    assert "Loba §4.2" in page.inner_text("#detail") and "Loba §9" in page.inner_text("#detail")

    box = page.locator("body").bounding_box()
    assert box["width"] <= 360


def test_five_players_at_the_table(phone: Any) -> None:
    page = phone
    players = ("Ana", "Bea", "Cyr", "Dan", "Eve")
    start(page, players)
    assert totals(page) == ["0"] * 5
    for player in players:
        assert page.locator(f"input[name='penalty_points.{player}']").count() == 1
    went_out(page, "Dan")
    hands(page, {"Ana": 10, "Bea": 20, "Cyr": 30, "Eve": 40})
    shot(page, "loba-5-five-players")
    validate(page, 1)
    assert totals(page) == ["10", "20", "30", "0", "40"]
    expect(page.locator("#entry")).to_contain_text("Bea donne")
    for edge in (page.locator("#totals").bounding_box(), page.locator("#entry").bounding_box()):
        assert edge["x"] >= 0 and edge["x"] + edge["width"] <= 360


def test_a_hand_entered_as_cards(phone: Any) -> None:
    page = phone
    start(page, ("Ana", "Bea", "Cyr"))
    went_out(page, "Bea")
    # Ana keeps 7♠ 7♥ R♣ and a joker: 7 + 7 + 13 + 25 (Loba §6, §9); Cyr's 15 typed as points
    page.locator("#f-remaining-Ana-field > summary").click()  # a hand nobody has ticked is folded
    for code in ("7:pique", "7:coeur", "R:trefle", "joker"):  # ticked on the deck, one tap each
        page.locator(f"input[name='remaining.Ana'][value='{code}']").first.locator("xpath=..").click()
    hands(page, {"Cyr": 15})
    page.locator("#f-remaining-Ana-field").scroll_into_view_if_needed()
    shot(page, "loba-6-cards")
    validate(page, 1)
    assert totals(page) == ["52", "0", "15"]
