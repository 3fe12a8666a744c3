"""A deal of Les Héritiers played through the UI on a 360×740 phone screen:
the Démons engine under its own name, its articles cited as « Les Héritiers §n »."""

from __future__ import annotations

from typing import Any

import pytest
from phone import shot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def choose(page: Any, name: str, value: str) -> None:
    page.locator(f"input[name='{name}'][value='{value}']").locator("xpath=..").click()


def add_row(page: Any, path: str) -> None:
    count = page.locator(f"input[name='{path}#']").input_value()
    page.locator(f"button[value='add:{path}']").click()
    expect(page.locator(f"input[name='{path}#']")).to_have_value(str(int(count) + 1))


def totals(page: Any) -> list[str]:
    return [t.strip() for t in page.locator("#totals .big").all_inner_texts()]


def test_a_deal_of_les_heritiers_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Les Héritiers").first.click()
    assert "Démons" in page.inner_text("main")  # the set-up says whose rules these are (ruling H-1)
    for i, name in enumerate(["Anne", "Bruno", "Chloé"]):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == ["0", "0", "0"]

    # Bruno is the Diable; Anne bets on the partial gain, Bruno concedes, Chloé holds (Les Héritiers §7.1)
    choose(page, "diable", "Bruno")
    expect(page.locator(".htmx-request")).to_have_count(0)  # a choice may redraw the form
    for i, (player, action) in enumerate((("Anne", "bet"), ("Bruno", "concede"), ("Chloé", "hold"))):
        add_row(page, "bets")
        # the form drawn again knows the Diable: the humans' points are Anne's and Chloé's only
        assert page.locator("input[name='base_points.Bruno']").count() == 0
        choose(page, f"bets[{i}].player", player)
        choose(page, f"bets[{i}].action", action)
        choose(page, f"bets[{i}].objective", "partial")
    page.fill("input[name='bets[0].before_trick']", "1")
    # Chloé's seconde à trèfle, Cavalier then Dame (Les Héritiers §9.2)
    add_row(page, "combinations")
    choose(page, "combinations[0].player", "Chloé")
    choose(page, "combinations[0].kind", "suite")
    for j, rank in enumerate(("C", "D")):
        add_row(page, "combinations[0].cards")
        choose(page, f"combinations[0].cards[{j}].suit", "trefle")
        choose(page, f"combinations[0].cards[{j}].rank", rank)
    for player, tricks in (("Anne", 4), ("Bruno", 3), ("Chloé", 2)):
        page.fill(f"input[name='tricks_won.{player}']", str(tricks))
    page.fill("input[name='base_points.Anne']", "18")
    page.fill("input[name='base_points.Chloé']", "9")
    page.fill("input[name='own_colour_figures.Anne']", "2")
    page.fill("input[name='ordinary_cards.Bruno']", "8")
    page.fill("input[name='colour_figures.Bruno']", "2")
    shot(page, "heritiers-1-deal-entered")

    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    # Anne 18 + 2 figures + 10 won; the Diable 8 cards + 2 figures; Chloé 9 + Suite 15 − 10 lost
    assert totals(page) == ["30", "10", "14"]

    page.locator("#scores tr.deal").first.locator("td.cell a").nth(2).click()
    page.wait_for_selector("#detail li")
    detail = page.inner_text("#detail")
    assert "Les Héritiers §9.2" in detail and "Les Héritiers §7.1" in detail
    shot(page, "heritiers-2-detail")

    # the article links to the chapter's own rules page
    page.locator("#detail a.rule", has_text="Les Héritiers §9.2").first.click()
    page.wait_for_selector("article.rules")
    assert "Les Héritiers" in page.inner_text("article.rules h1")
    assert "H-1" in page.inner_text("article.rules")
    shot(page, "heritiers-3-rules")
