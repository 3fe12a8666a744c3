"""The home page and a game's head on a 360×740 phone: games in the
alphabet's order, long names whole in the score table, the set-up's
placeholders whole."""

from __future__ import annotations

import re
from typing import Any

import pytest
from phone import open_through_api, shot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LONG = ["Bernadette", "Maximilien", "Geneviève", "Christophe", "Anne-Sophie"]


def cut(locator: Any) -> list[str]:
    """The texts of the elements that hide part of what they hold (an ellipsis, a clip)."""
    return [str(t) for t in locator.evaluate_all(
        "els => els.filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)")]


def test_long_names_stay_whole_in_the_score_table(phone: Any) -> None:
    page = phone
    open_through_api(page, "loba", LONG, first_dealer="Bernadette")
    names = page.locator("#scores th.player .name")
    expect(names).to_have_count(5)
    assert [n.strip() for n in names.all_inner_texts()] != []
    assert cut(names) == []
    assert page.locator("#scores th.player .name").evaluate_all(
        "els => els.map(e => getComputedStyle(e).textOverflow)") == ["clip"] * 5
    shot(page, "home-long-names")


def test_home_lists_the_games_in_the_alphabets_order(phone: Any) -> None:
    page = phone
    open_through_api(page, "tarot_double_detente", ["Ana", "Bea", "Cyr"], variant="double", first_dealer="Ana")
    page.goto("/")
    game = page.locator("#playing .game-name").first
    expect(game).to_have_text("Tarot double détente")
    box = game.bounding_box()
    assert box is not None and box["height"] < 30, box  # one line
    starts = [t.split("\n")[0].strip() for t in page.locator("#new-game .catalogue a strong").all_inner_texts()]
    assert starts[0] == "Tarot double détente"  # the kind this phone played, first
    assert starts.index("Bésigue rubicon") < starts.index("Bridgette")
    shot(page, "home-catalogue")


def test_the_set_up_placeholders_are_whole(phone: Any) -> None:
    page = phone
    page.goto("/new/loba")
    seat = page.locator("#player-4")
    expect(seat).to_have_attribute("placeholder", "Joueur 5")
    fits = seat.evaluate("""e => {
        const style = getComputedStyle(e);
        const ctx = document.createElement('canvas').getContext('2d');
        ctx.font = style.font;
        const room = e.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return ctx.measureText(e.placeholder).width <= room;
    }""")
    assert fits


def test_the_set_up_pads_follow_the_house_rules_chosen(phone: Any) -> None:
    page = phone
    page.goto("/new/demons_punisseurs")
    pad = page.get_by_role("link", name="Feuille vierge (PDF)")
    for i, name in enumerate(["Ana", "Bea", "Cyr"]):
        page.locator(f"#player-{i}").fill(name)
    page.get_by_text("Règles de la maison").click()
    page.locator('input[name="option.deals"]').fill("4")
    expect(pad).to_have_attribute("href", re.compile(r"option\.deals=4"))
    href = pad.get_attribute("href")
    assert "players=Ana%2CBea%2CCyr" in href and "size=" not in href, href
    a5 = page.get_by_role("link", name="Feuille vierge A5").get_attribute("href")
    assert "option.deals=4" in a5 and "size=A5" in a5, a5
    # (the route's test, tests/web/test_paper_sheets.py, prints that very link)
