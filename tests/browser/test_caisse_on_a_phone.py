"""A manche of Caisse played through the UI on a 360×740 phone screen: the four
kinds of games, contracts added and removed as rows, counters, and the target."""

from __future__ import annotations

from typing import Any

import pytest
from phone import pick, settled, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PLAYERS = ("Ana", "Bea", "Cyr")


def per_player(page: Any, field: str, values: tuple[int | None, ...]) -> None:
    for player, value in zip(PLAYERS, values, strict=True):
        page.fill(f"input[name='{field}.{player}']", "" if value is None else str(value))


def counter(page: Any, path: str, label: str) -> None:
    """A counter is a row of its own: the same round may be countered twice (a re-counter)."""
    field = path.replace(".", "-").replace("[", "-").replace("]", "")
    row = page.locator(f"#f-{field}-field > .row").count()
    page.locator(f"button[value='add:{path}']").click()
    expect(page.locator(f"#f-{field}-field > .row")).to_have_count(row + 1)
    pick(page, f"{field}-{row}", label)


def add_contract(page: Any, who: str, kind: str, phase: str, counters: tuple[str, ...] = (),
                 fulfilled: str | None = None) -> None:
    """A new row of the contracts list: who announced which contract, when, its counters."""
    row = page.locator("#f-contracts-field > .row").count()
    page.locator("button[value='add:contracts']").click()
    expect(page.locator("#f-contracts-field > .row")).to_have_count(row + 1)
    pick(page, f"contracts-{row}-contractant", who)
    page.select_option(f"select[name='contracts[{row}].kind']", kind)
    settled(page)  # the kind decides whether « Réussi » is asked
    pick(page, f"contracts-{row}-phase", phase)
    for label in counters:
        counter(page, f"contracts[{row}].counters", label)
    if fulfilled is not None:
        pick(page, f"contracts-{row}-fulfilled", fulfilled)


def validate(page: Any, deals: int) -> None:
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(deals)


def target(page: Any) -> str:
    term = page.locator("#scores dl.facts dt", has_text="But de la manche")
    return str(term.locator("xpath=following-sibling::dd[1]").inner_text()).strip()


def test_a_manche_of_caisse_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Caisse").first.click()
    for i, name in enumerate(PLAYERS):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == ["0", "0", "0"] and target(page) == "20"
    # the common case needs no round trip: the points of a trump game are there before the game is chosen
    assert page.locator("input[name='card_points.Ana']").is_visible()
    assert page.locator("details.more[open]").count() == 0
    shot(page, "caisse-1-new-game")

    # D1, a trump game: Bea takes at ♥ with the Belote; Ana's tierce is the best suite (Caisse §5.4, §9)
    pick(page, "game", "Atout")
    pick(page, "trump", "Cœur")
    pick(page, "taker", "Bea")
    per_player(page, "card_points", (45, 60, 37))
    pick(page, "last_trick", "Bea")
    pick(page, "belote_by", "Bea")
    page.fill("input[name='combo_points.Ana']", "20")
    page.get_by_role("button", name="Prévisualiser").click()
    expect(page.locator(".preview")).to_contain_text("90 contre 65 et 37")
    validate(page, 1)
    assert totals(page) == ["0", "1", "0"]

    # D2, a Misère countered at the first trick (×2): Cyr makes no trick, 5 × 2 (Caisse §5.4, §8)
    pick(page, "game", "Misère")
    pick(page, "taker", "Cyr")
    counter(page, "game_counters", "À 9 cartes")
    per_player(page, "tricks_won", (5, None, 0))
    validate(page, 2)
    assert totals(page) == ["0", "1", "10"]

    # D3, Sans-Atout with contracts: Ana's Clarté at 6 cards countered by Cyr; Bea's Tous les Trois is refused
    pick(page, "game", "Sans-Atout")
    pick(page, "taker", "Ana")
    add_contract(page, "Ana", "clarte", "À 6 cartes", counters=("À 6 cartes",))
    add_contract(page, "Bea", "tous_les_trois", "À 9 cartes", fulfilled="Oui")
    per_player(page, "card_points", (70, 30, 20))
    pick(page, "last_trick", "Ana")
    page.get_by_role("button", name="Valider la donne").click()
    beside = page.locator("#f-contracts-1-kind-field .field-error")
    expect(beside).to_contain_text("réservé aux jeux à l'Atout")
    assert "Caisse §7.1" in beside.inner_text()
    assert "contracts" not in page.inner_text("#error-summary")
    assert page.input_value("input[name='card_points.Bea']") == "30"  # nothing typed is lost
    shot(page, "caisse-2-refused")
    page.get_by_role("button", name="Retirer Les contrats n° 2").click()
    expect(page.locator("#f-contracts-field > .row")).to_have_count(1)
    validate(page, 3)
    # the game (2) and the Clarté, 1 × 2 (6 cards) × 4 (counter at 6): 80 ≥ 66 (Caisse §7.1, §8)
    assert totals(page) == ["10", "1", "10"]

    # D4, everybody passed three times: Ana has the most tricks and loses the Misère Générale
    pick(page, "game", "Misère Générale")
    per_player(page, "tricks_won", (5, 2, None))
    validate(page, 4)
    assert totals(page) == ["10", "4", "13"]

    # D5: Cyr's trump game, countered at 6 cards and re-countered at 9 (1 × 4 × 2); Bea's
    # Quarante-Quatre fails, which pays the taker (Caisse §7): Cyr is alone at 20 and wins
    pick(page, "game", "Atout")
    pick(page, "trump", "Pique")
    pick(page, "taker", "Cyr")
    counter(page, "game_counters", "À 6 cartes")
    counter(page, "game_counters", "À 9 cartes")
    add_contract(page, "Bea", "quarante_quatre", "À 9 cartes", fulfilled="Non")
    per_player(page, "card_points", (30, 25, 80))
    pick(page, "last_trick", "Cyr")
    validate(page, 5)
    assert totals(page) == ["10", "4", "22"]
    banner = page.locator("#scores .banner.win")
    expect(banner).to_contain_text("Cyr")
    banner.scroll_into_view_if_needed()
    shot(page, "caisse-3-manche-won")
