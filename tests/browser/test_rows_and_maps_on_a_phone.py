"""Three parts of the phone form drawn from the schema, on a 360×740 screen: a
choice per player (Tarot double détente's « tout ou rien », Démons' colours),
each player named once, and a list whose items may repeat (Caisse's counters,
one row each), with a deal countered and re-countered in the same round."""

from __future__ import annotations

import re
from typing import Any

import pytest
from phone import shot, tap, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PLAYERS = ["Ana", "Bea", "Cyr"]


def open_game(page: Any, slug: str, **more: Any) -> None:
    """A new game through the JSON API, opened on the phone with its edit link."""
    created = page.request.post("/api/games", data={"game": slug, "players": PLAYERS, **more})
    assert created.status == 201, created.text()
    page.goto(f"/g/{created.json()['edit_token']}")
    page.wait_for_selector("#scores")


def unfold(page: Any) -> None:
    if page.locator("#entry details.more[open]").count() == 0:
        page.locator("#entry details.more > summary").click()


def named_once(field: Any) -> None:
    """Each player heads one row of a per-player field, and only one."""
    for player in PLAYERS:
        expect(field.locator("legend, .player-name", has_text=re.compile(f"^{player}$"))).to_have_count(1)


def test_tout_ou_rien_names_each_declarer_once(phone: Any) -> None:
    page = phone
    open_game(page, "tarot_double_detente", variant="double", options={"opt_tout_ou_rien": True})
    unfold(page)
    field = page.locator("#f-tout_ou_rien-field")
    named_once(field)
    # one row per player who may declare one, each offering the opponent he aims at
    expect(field.locator("fieldset")).to_have_count(len(PLAYERS))
    field.scroll_into_view_if_needed()
    shot(page, "rows-1-tout-ou-rien")


def test_demons_colours_name_each_player_once(phone: Any) -> None:
    page = phone
    open_game(page, "demons")
    unfold(page)
    field = page.locator("#f-colours-field")
    named_once(field)
    for player in PLAYERS:
        assert field.inner_text().count(player) == 1
    field.scroll_into_view_if_needed()
    shot(page, "rows-2-demons-colours")


def test_caisse_counter_and_recounter_are_two_rows(phone: Any) -> None:
    page = phone
    open_game(page, "caisse")
    tap(page, page.locator("#f-game-field label.pill", has_text="Atout").first)
    tap(page, page.locator("#f-trump-field label.pill", has_text="Cœur"))
    tap(page, page.locator("#f-taker-field label.pill", has_text="Bea"))
    # Ana counters Bea's game in the 6-card round and Bea re-counters it in the same round:
    # the same phase twice, each a row of its own (Caisse §8)
    for row in (0, 1):
        tap(page, page.locator("#f-game_counters-field button.add-row"))
        expect(page.locator("#f-game_counters-field > .row")).to_have_count(row + 1)
        tap(page, page.locator(f"#f-game_counters-{row}-field label.pill", has_text="À 6 cartes"))
    for player, value in zip(PLAYERS, (45, 60, 37), strict=True):
        page.fill(f"input[name='card_points.{player}']", str(value))
    tap(page, page.locator("#f-last_trick-field label.pill", has_text="Bea"))
    page.locator("#f-game_counters-field").scroll_into_view_if_needed()
    shot(page, "rows-3-caisse-counters")
    # Bea 60 + 10 (last trick) beats 45 and 37: the game, 1, × 4 × 4 for the two counters at 6 cards (Caisse §8)
    page.get_by_role("button", name="Prévisualiser").click()
    expect(page.locator(".preview")).to_contain_text("+16")
    page.locator("#entry button[name=action][value=save]").click()
    expect(page.locator("#entry .saved")).to_be_visible()
    assert totals(page) == ["0", "16", "0"]
    shot(page, "rows-4-caisse-saved")
