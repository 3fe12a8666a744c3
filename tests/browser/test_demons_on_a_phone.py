"""Three deals of Démons played through the UI on a 360×740 phone screen:
combinations in the first, bets in the next two, one betting log refused."""

from __future__ import annotations

from typing import Any

import pytest
from phone import shot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PLAYERS = ["Anne", "Bruno", "Chloé"]


def choose(page: Any, name: str, value: str) -> None:
    """Tap the pill of a radio input (a player, a choice, a suit, a rank)."""
    page.locator(f"input[name='{name}'][value='{value}']").locator("xpath=..").click()


def settled(page: Any) -> None:
    """Wait until no htmx request is under way (a choice may redraw the form)."""
    expect(page.locator(".htmx-request")).to_have_count(0)


def choose_diable(page: Any, player: str) -> None:
    choose(page, "diable", player)
    settled(page)


def add_row(page: Any, path: str) -> None:
    """« + Ajouter » under a list, then wait for the new row to be drawn."""
    count = page.locator(f"input[name='{path}#']").input_value()
    page.locator(f"button[value='add:{path}']").click()
    expect(page.locator(f"input[name='{path}#']")).to_have_value(str(int(count) + 1))


def fill_map(page: Any, field: str, values: dict[str, int]) -> None:
    for player, value in values.items():
        page.fill(f"input[name='{field}.{player}']", str(value))


def combination(page: Any, i: int, player: str, kind: str, cards: list[tuple[str, str]]) -> None:
    add_row(page, "combinations")
    choose(page, f"combinations[{i}].player", player)
    choose(page, f"combinations[{i}].kind", kind)
    for j, (rank, suit) in enumerate(cards):
        add_row(page, f"combinations[{i}].cards")
        choose(page, f"combinations[{i}].cards[{j}].suit", suit)
        choose(page, f"combinations[{i}].cards[{j}].rank", rank)


def bet(page: Any, i: int, player: str, action: str, objective: str, before: int | None = None) -> None:
    add_row(page, "bets")
    choose(page, f"bets[{i}].player", player)
    choose(page, f"bets[{i}].action", action)
    choose(page, f"bets[{i}].objective", objective)
    if before is not None:
        page.fill(f"input[name='bets[{i}].before_trick']", str(before))


def counts(page: Any, tricks: tuple[int, int, int], base: dict[str, int], own: dict[str, int],
           ordinary: int, colour: int = 0, demon: int = 0, sixes: int = 0) -> None:
    """The Diable is Chloé in every deal: the humans' maps are Anne's and Bruno's."""
    fill_map(page, "tricks_won", dict(zip(PLAYERS, tricks, strict=True)))
    fill_map(page, "base_points", base)
    fill_map(page, "own_colour_figures", own)
    page.fill("input[name='ordinary_cards.Chloé']", str(ordinary))
    for field, value in (("colour_figures", colour), ("demon_trick_figures", demon), ("sixes", sixes)):
        if value:
            page.fill(f"input[name='{field}.Chloé']", str(value))


def validate(page: Any, deals: int) -> None:
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(deals)


def totals(page: Any) -> list[str]:
    return [t.strip() for t in page.locator("#totals .big").all_inner_texts()]


def test_three_deals_of_demons_with_bets_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Démons").first.click()
    for i, name in enumerate(PLAYERS):
        page.fill(f"#player-{i}", name)
    page.locator("input[name=first_dealer][value='2']").locator("xpath=..").click()  # Chloé deals first
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == ["0", "0", "0"]

    # deal 1: Chloé is the Diable. Before she is chosen every map offers the three players
    assert page.locator("input[name='base_points.Chloé']").count() == 1
    choose_diable(page, "Chloé")
    # Démons §9: Anne's pair of Rois and Bruno's seconde à cœur are the best of their kinds
    combination(page, 0, "Anne", "pareil", [("R", "pique"), ("R", "pique")])
    # the form drawn again knows the Diable: the humans' maps and the Diable's show only whom they concern
    assert page.locator("input[name='base_points.Chloé']").count() == 0
    assert page.locator("input[name='ordinary_cards.Anne']").count() == 0
    assert page.locator("input[name='ordinary_cards.Chloé']").count() == 1
    shot(page, "demons-1-diable-known")
    combination(page, 1, "Bruno", "suite", [("D", "coeur"), ("R", "coeur")])
    counts(page, (4, 3, 2), {"Anne": 16, "Bruno": 15}, {"Anne": 3, "Bruno": 3}, 4, colour=3, demon=1)
    shot(page, "demons-2-deal-entered")
    validate(page, 1)
    # cards 19 + Pareil 10 + 5 for the most tricks without a bet; 18 + Suite 15; the Diable 4 + 3 + 1
    assert totals(page) == ["34", "33", "8"]
    shot(page, "demons-3-saved")

    # deal 2 (Anne deals): Bruno bets on the partial gain, Chloé raises, Anne holds, Bruno concedes;
    # entered with Anne answering before Chloé, which Démons §7.1 refuses (ruling A-20)
    choose_diable(page, "Chloé")
    bet(page, 0, "Bruno", "bet", "partial", before=2)
    bet(page, 1, "Anne", "hold", "partial")
    bet(page, 2, "Chloé", "raise", "partial")
    bet(page, 3, "Bruno", "concede", "partial")
    counts(page, (3, 4, 2), {"Anne": 12, "Bruno": 17}, {"Anne": 2, "Bruno": 1}, 5, colour=2, demon=1, sixes=1)
    page.get_by_role("button", name="Valider la donne").click()
    summary = page.locator("#error-summary")
    summary.wait_for()
    assert "Chloé" in summary.inner_text() and "Démons §7.1" in summary.inner_text()
    beside = page.locator("#f-bets-field .field-error").last.inner_text()  # shown under the bets
    assert "Chloé" in beside and "Démons §7.1" in beside
    assert page.input_value("input[name='base_points.Bruno']") == "17"  # nothing typed is lost
    shot(page, "demons-4-refused")
    # fixed: the second and third words swapped
    choose(page, "bets[1].player", "Chloé")
    choose(page, "bets[1].action", "raise")
    choose(page, "bets[2].player", "Anne")
    choose(page, "bets[2].action", "hold")
    validate(page, 2)
    # Bruno takes the most tricks but conceded: he wins nothing; Anne and Chloé pay their 20 (Démons §7.1)
    assert totals(page) == ["28", "51", "−4"]

    # deal 3 (Bruno deals): Bruno bets on the complete gain before trick 4, Chloé then Anne concede
    choose_diable(page, "Chloé")
    bet(page, 0, "Bruno", "bet", "complete", before=4)
    bet(page, 1, "Chloé", "concede", "complete")
    bet(page, 2, "Anne", "concede", "complete")
    counts(page, (3, 5, 1), {"Anne": 13, "Bruno": 20}, {"Anne": 2, "Bruno": 2}, 3, colour=3)
    validate(page, 3)
    # Bruno makes his 5 tricks: +20 (Démons §7.2); no base stake of 5 once a bet was made (ruling A-18)
    assert totals(page) == ["43", "93", "2"]

    # tapping a score shows its lines with their articles
    page.locator("#scores tr.deal").nth(2).locator("td.cell a").nth(1).click()
    page.wait_for_selector("#detail li")
    assert "Démons §7.2" in page.inner_text("#detail")
    shot(page, "demons-5-detail")

    assert page.locator("body").bounding_box()["width"] <= 360  # no sideways scrolling
