"""Tarot double détente played through the UI on a 360×740 phone screen: a manche of the Double détente (two
halves, one refused entry, the rules page an article links to), and a short game of the Triple-Détente for two
players, won at the end of its second manche."""

from __future__ import annotations

from typing import Any

import pytest
from phone import fact, open_through_api, pick, save, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def start(page: Any, players: list[str], variant: str | None = None) -> None:
    page.goto("/")
    page.get_by_role("link", name="Tarot double détente").first.click()
    if variant:
        page.locator("#f-variant label.pill", has_text=variant).click()
    for i, name in enumerate(players):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == ["0"] * len(players)


def half(page: Any, contract: dict[str, int], tricks: dict[str, int | None], petit: str | None = None,
         petit_last: bool = False, excuse: str | None = None) -> None:
    """One half: each player's contract and tricks (one left empty follows from 13), the Petit and the last trick."""
    for player, value in contract.items():
        page.fill(f"input[name='contract.{player}']", str(value))
    for player, n in tricks.items():
        page.fill(f"input[name='tricks.{player}']", "" if n is None else str(n))
    if petit:
        pick(page, "petit_winner", petit)
    if petit_last:
        page.locator("#f-petit_in_last_trick-field label.check").click()
    if excuse:
        pick(page, "excuse_last_trick_by", excuse)


def test_a_manche_of_tarot_double_detente_on_a_phone(phone: Any) -> None:
    page = phone
    start(page, ["Ana", "Bea", "Cyr"])
    # without the house rules, their fields are not asked for: the half is the contracts, the tricks, the Petit
    # and the last trick; only the fault is folded
    for unused in ("modification", "cavaliers_won", "aces_winning", "tout_ou_rien", "speaking_order"):
        assert page.locator(f"#f-{unused}-field").count() == 0, unused
    assert page.locator("details.more #f-fault-field").count() == 1
    assert "Ana donne · Bea parle en premier" in page.inner_text("#entry .who-deals")
    shot(page, "tarot_double_detente-1-new-game")

    # 1st demi-manche: Ana exact (4 + 10), Bea two off (7 + 2), Cyr one off (2 + 5) (TDD §3.4); Cyr's 2 tricks
    # follow from 13
    half(page, {"Ana": 4, "Bea": 5, "Cyr": 3}, {"Ana": 4, "Bea": 7, "Cyr": None})
    page.get_by_role("button", name="Prévisualiser").click()
    page.wait_for_selector(".preview")
    assert page.input_value("input[name='tricks.Cyr']") == "2"
    assert "+14" in page.inner_text(".preview")
    save(page, 1)
    assert totals(page) == ["14", "9", "7"]
    # the same dealer deals the second half, with the bonuses of §4
    assert "Ana donne" in page.inner_text("#entry .who-deals")
    assert fact(page, "Moitié en cours") == "2/2"
    assert fact(page, "Bonus de contrat") == "exact 20, ±1 10, ±2 5"

    # 2nd demi-manche: tricks that do not make 13 are refused beside their inputs, with the article
    half(page, {"Ana": 6, "Bea": 2, "Cyr": 5}, {"Ana": 6, "Bea": 0, "Cyr": 8}, petit="Cyr", petit_last=True,
         excuse="Ana")
    page.get_by_role("button", name="Valider la donne").click()
    summary = page.locator("#error-summary")
    summary.wait_for()
    assert "13" in summary.inner_text() and "TDD §3.1" in summary.inner_text()
    assert "tricks" not in summary.inner_text()  # the players' words, not the field's name
    error = page.locator("#f-tricks-field .field-error")
    assert "TDD §3.1" in error.inner_text()
    assert page.locator("input:focus").get_attribute("name") == "tricks.Ana"
    assert page.input_value("input[name='contract.Bea']") == "2"
    assert page.locator("#f-petit_in_last_trick-field input").is_checked()
    page.locator("#f-tricks-field").scroll_into_view_if_needed()
    shot(page, "tarot_double_detente-2-refused")

    # fixed: Ana 6 + 20 − 5 (the Excuse in the last trick), Bea 0 + 5, Cyr 7 + 5 + 2 + 5 (the Petit at the end)
    page.fill("input[name='tricks.Cyr']", "7")
    save(page, 2)
    assert totals(page) == ["35", "14", "26"]
    # the manche is over, nobody has 200: Bea deals the next one
    assert "Bea donne" in page.inner_text("#entry .who-deals")
    assert fact(page, "Manche") == "2" and fact(page, "Moitié en cours") == "1/2"
    shot(page, "tarot_double_detente-3-manche")

    # a line's article leads to its paragraph of the rules page
    page.locator("#scores tr.deal").nth(1).locator("td.cell a").nth(2).click()
    page.wait_for_selector("#detail li")
    detail = page.inner_text("#detail")
    assert "TDD §3.3.2" in detail and "+5" in detail
    page.locator("#detail a.rule", has_text="TDD §3.3.2").first.click()
    page.wait_for_url("**/rules/tarot_double_detente#a-3-3-2")
    section = page.locator("#a-3-3-2")
    expect(section).to_contain_text("Petit")
    shot(page, "tarot_double_detente-4-rules")
    assert page.locator("body").bounding_box()["width"] <= 360


def test_a_game_of_triple_detente_on_a_phone(phone: Any) -> None:
    page = phone
    start(page, ["Ana", "Bea"], variant="Triple")
    assert "Ana donne · Bea parle en premier" in page.inner_text("#entry .who-deals")

    # the one who speaks second may not bring the contracts to 13 (TDD §7)
    half(page, {"Ana": 13, "Bea": 0}, {"Ana": 13, "Bea": None}, petit="Ana")
    page.get_by_role("button", name="Valider la donne").click()
    error = page.locator("#f-contract-field .field-error")
    error.wait_for()
    assert "13" in error.inner_text() and "Ana" in error.inner_text() and "TDD §7" in error.inner_text()
    page.locator("#f-contract-field").scroll_into_view_if_needed()
    shot(page, "tarot_double_detente-5-triple-refused")

    # each tiers: Ana exact on 13 (13 + 10, 20, 30), Bea one off (0 + 5, 10, 20); the Petit once a manche
    page.fill("input[name='contract.Bea']", "1")
    save(page, 1)
    assert totals(page) == ["25", "5"]
    for n, expected in ((2, ["58", "15"]), (3, ["101", "35"])):
        half(page, {"Ana": 13, "Bea": 1}, {"Ana": 13, "Bea": None})
        save(page, n)
        assert totals(page) == expected
    # three tiers make a manche: Bea deals the second
    assert "Bea donne" in page.inner_text("#entry .who-deals")

    half(page, {"Ana": 13, "Bea": 1}, {"Ana": 13, "Bea": None}, petit="Ana")
    save(page, 4)
    half(page, {"Ana": 13, "Bea": 1}, {"Ana": 13, "Bea": None})
    save(page, 5)
    assert totals(page) == ["159", "50"]
    half(page, {"Ana": 13, "Bea": 1}, {"Ana": 13, "Bea": None})
    save(page, 6, last=True)
    # 200 at the end of a manche: Ana wins (TDD §6)
    assert totals(page) == ["202", "70"]
    expect(page.locator("#scores .banner.win")).to_contain_text("Ana")
    assert page.locator("#entry h2", has_text="Partie terminée").count() == 1
    page.locator("#scores .banner.win").scroll_into_view_if_needed()
    shot(page, "tarot_double_detente-6-triple-won")
    assert page.locator("body").bounding_box()["width"] <= 360


def api_half(contract: tuple[int, int, int], tricks: tuple[int, int, int], petit_last: str | None = None
             ) -> dict[str, object]:
    players = ("Ana", "Bea", "Cyr")
    entry: dict[str, object] = {"contract": dict(zip(players, contract, strict=True)),
                                "tricks": dict(zip(players, tricks, strict=True))}
    if petit_last:
        entry |= {"petit_winner": petit_last, "petit_in_last_trick": True}
    return entry


#: one manche, played three times: in the 1st demi-manche everyone is exact (tricks + 10: Ana 20, Bea 12,
#: Cyr 11); in the 2nd too (tricks + 20), and Ana takes the Petit in the last trick (+2 +5): Ana 37, Bea 21,
#: Cyr 22 (TDD §3.3.1, §3.4, §4). After three manches: 171, 99, 99
MANCHE = [api_half((10, 2, 1), (10, 2, 1)), api_half((10, 1, 2), (10, 1, 2), petit_last="Ana")]


def test_a_game_of_tarot_double_detente_to_200(phone: Any) -> None:
    page = phone
    open_through_api(page, "tarot_double_detente", ["Ana", "Bea", "Cyr"], MANCHE * 3, variant="double")
    assert totals(page) == ["171", "99", "99"]
    # the 4th manche goes round to Ana again (ruling G1)
    assert "Ana donne" in page.inner_text("#entry .who-deals")
    assert fact(page, "Manche") == "4" and fact(page, "Moitié en cours") == "1/2"

    # 1st demi-manche on the phone: Ana exact at 12 with the Petit in the last trick, 12 + 10 + 7 = 29: she
    # reaches 200, but only the end of a manche decides (TDD §6), so the game goes on
    half(page, {"Ana": 12, "Bea": 1, "Cyr": 0}, {"Ana": 12, "Bea": 1, "Cyr": None}, petit="Ana", petit_last=True)
    save(page, 7)
    assert totals(page) == ["200", "110", "109"]
    assert page.locator("#scores .banner.win").count() == 0
    assert fact(page, "Moitié en cours") == "2/2"
    shot(page, "tarot_double_detente-7-200-mid-manche")

    # 2nd demi-manche: everyone exact again (9 + 20, 2 + 20, 2 + 20); the manche is over, Ana alone is past 200
    half(page, {"Ana": 9, "Bea": 2, "Cyr": 2}, {"Ana": 9, "Bea": 2, "Cyr": 2})
    save(page, 8, last=True)
    assert totals(page) == ["229", "132", "131"]
    banner = page.locator("#scores .banner.win")
    expect(banner).to_contain_text("Ana")
    assert "Bea" not in banner.inner_text() and "Cyr" not in banner.inner_text()
    expect(page.locator("#entry form[hx-post$='/deals']")).to_have_count(0)
    banner.scroll_into_view_if_needed()
    shot(page, "tarot_double_detente-8-won")
