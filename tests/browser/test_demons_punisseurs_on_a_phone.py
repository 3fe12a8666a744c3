"""Démons punisseurs played to a win through the UI on a 360×740 phone screen:
a target of 3 points, two deals, the speaking log of the Pareil entered row by
row, one log refused for an answer out of turn."""

from __future__ import annotations

from typing import Any

import pytest
from phone import shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PLAYERS = ["Xavier", "Yvonne", "Zoé"]


def choose(page: Any, name: str, value: str) -> None:
    page.locator(f"input[name='{name}'][value='{value}']").locator("xpath=..").click()


def value(page: Any, name: str, wanted: str) -> None:
    """A short choice is pills, a long one a list: the value chosen either way."""
    if page.locator(f"select[name='{name}']").count():
        page.select_option(f"select[name='{name}']", wanted)
    else:
        choose(page, name, wanted)


def add_row(page: Any, path: str) -> None:
    count = page.locator(f"input[name='{path}#']").input_value()
    page.locator(f"button[value='add:{path}']").click()
    expect(page.locator(f"input[name='{path}#']")).to_have_value(str(int(count) + 1))


def speak(page: Any, objective: str, i: int, player: str, action: str) -> None:
    path = f"objective_log.{objective}"
    add_row(page, path)
    choose(page, f"{path}[{i}].player", player)
    choose(page, f"{path}[{i}].action", action)


def tricks(page: Any, counts: tuple[int, int, int]) -> None:
    for player, n in zip(PLAYERS, counts, strict=True):
        page.fill(f"input[name='tricks_won.{player}']", str(n))


def pareil(page: Any, player: str, count: int, rank: str) -> None:
    page.fill(f"input[name='best_pareil.{player}.count']", str(count))
    value(page, f"best_pareil.{player}.rank", rank)


def suite(page: Any, player: str, length: int, top: str, suit: str) -> None:
    page.fill(f"input[name='best_suite.{player}.length']", str(length))
    value(page, f"best_suite.{player}.top", top)
    choose(page, f"best_suite.{player}.suit", suit)


def test_demons_punisseurs_to_a_target_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Démons punisseurs").first.click()
    for i, name in enumerate(PLAYERS):
        page.fill(f"#player-{i}", name)
    page.locator("input[name=first_dealer][value='2']").locator("xpath=..").click()  # Zoé deals first
    # the booklet stops before its tally: the table plays to a score (ruling P-1)
    page.locator("details.more > summary").click()
    choose(page, "option.end_mode", "target")
    page.fill("input[name='option.target']", "3")
    shot(page, "demons_punisseurs-1-setup")
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == ["0", "0", "0"]

    # deal 1 (Zoé deals), nothing said: Yvonne's 4 tricks end the play; Zoé shows the only Pareil,
    # Yvonne the only Suite: one point per objective (Démons punisseurs §6)
    choose(page, "trump", "coeur")
    tricks(page, (1, 4, 0))
    pareil(page, "Zoé", 3, "A")
    suite(page, "Yvonne", 3, "10", "pique")
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    assert totals(page) == ["0", "2", "1"]

    # deal 2 (Xavier deals): Xavier bets on the Pareil, both others say « c'est bon » (§6.4, §6.4.1).
    # Zoé's answer is entered before Yvonne's: refused, Yvonne speaks first
    choose(page, "trump", "pique")
    speak(page, "pareil", 0, "Xavier", "bet")
    page.fill("input[name='objective_log.pareil[0].trick~0']", "2")
    speak(page, "pareil", 1, "Zoé", "bon")
    speak(page, "pareil", 2, "Yvonne", "bon")
    tricks(page, (1, 4, 1))
    pareil(page, "Xavier", 2, "8")
    pareil(page, "Yvonne", 3, "R")  # Yvonne conceded: her brelan does not count
    suite(page, "Zoé", 3, "R", "pique")
    shot(page, "demons_punisseurs-2-log-entered")
    page.get_by_role("button", name="Valider la donne").click()
    summary = page.locator("#error-summary")
    summary.wait_for()
    assert "Yvonne" in summary.inner_text() and "Démons punisseurs §6.4" in summary.inner_text()
    beside = page.locator("#f-objective_log-pareil-field")
    assert "Démons punisseurs §6.4" in beside.locator(".field-error").first.inner_text()
    assert page.input_value("input[name='tricks_won.Yvonne']") == "4"  # nothing typed is lost
    shot(page, "demons_punisseurs-3-refused")
    choose(page, "objective_log.pareil[1].player", "Yvonne")
    choose(page, "objective_log.pareil[2].player", "Zoé")
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(2)
    # Xavier shows his pair of 8s and takes the conceded Pareil; Yvonne the Jeu, Zoé the Suite:
    # Yvonne reaches 3 alone and wins
    assert totals(page) == ["1", "3", "2"]
    banner = page.locator("#scores .banner.win")
    expect(banner).to_contain_text("Yvonne")
    banner.scroll_into_view_if_needed()
    shot(page, "demons_punisseurs-4-won")

    page.locator("#scores tr.deal").nth(1).locator("td.cell a").first.click()
    page.wait_for_selector("#detail li")
    detail = page.inner_text("#detail")
    assert "Démons punisseurs §6.4" in detail and "Démons punisseurs §7" in detail
    shot(page, "demons_punisseurs-5-detail")
