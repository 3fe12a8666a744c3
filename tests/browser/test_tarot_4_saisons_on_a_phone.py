"""Tarot 4 saisons played through the UI on a 360×740 phone screen: every kind of deal record (a hand without
trumps, everyone passing, a played deal, an annulled deal, a misdeal redealt), and a capot that ends a game past
the bar of 50."""

from __future__ import annotations

from typing import Any

import pytest
from phone import pick, save, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PLAYERS = ["Paul", "Quentin", "Rose"]


def deals(page: Any, n: int) -> None:
    expect(page.locator("#scores tr.deal")).to_have_count(n)


def add_row(page: Any, name: str, index: int) -> None:
    """Row ``index`` of a list, added unless the form drew it already (a bid for each player, T4S §5)."""
    if page.locator(f"#f-{name}-{index}-player-field").count() == 0:
        page.locator(f"button[value='add:{name}']").click()
    page.locator(f"#f-{name}-{index}-player-field").wait_for()


def bids(page: Any, *said: tuple[str, str] | tuple[str, str, str]) -> None:
    """One row per word of the auction: (player, "pass") or (player, bid, "simple" / "clair"); a row is
    added once the one before is filled (an empty row is not kept)."""
    for i, word in enumerate(said):
        add_row(page, "bids", i)
        pick(page, f"bids-{i}-player", word[0])
        page.locator(f"input[name='bids[{i}].bid'][value='{word[1]}']").locator("xpath=..").click()  # a pill
        if len(word) == 3:
            pick(page, f"bids-{i}-form", word[2])


def open_more(page: Any) -> None:
    if page.locator("details.more[open]").count() == 0:
        page.locator("details.more > summary").click()


def fill_map(page: Any, name: str, values: dict[str, int | None]) -> None:
    for player, value in values.items():
        page.fill(f"input[name='{name}.{player}']", "" if value is None else str(value))


def start(page: Any) -> None:
    page.goto("/")
    page.get_by_role("link", name="Tarot 4 saisons").first.click()
    for i, name in enumerate(PLAYERS):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == ["0", "0", "0"]


def test_tarot_4_saisons_cancelled_passed_and_played_deals(phone: Any) -> None:
    page = phone
    start(page)
    # a played deal needs no more than the auction and the points: the rest is folded
    assert page.locator("details.more[open]").count() == 0
    for folded in ("no_trump_players", "faults", "last_trick", "misere_players"):
        assert page.locator(f"details.more #f-{folded}-field").count() == 1, folded
    # the options of the « 2 + 2 » and « 1 + 1 » are not asked for before such a bid
    assert page.locator("#f-option_taken-field").count() == 0
    shot(page, "tarot_4_saisons-1-new-game")

    # 1. Rose was dealt no trump: +2, the deal is cancelled and Paul deals again (T4S §4)
    open_more(page)
    pick(page, "no_trump_players", "Rose")
    save(page, 1)
    assert totals(page) == ["0", "0", "2"]
    assert "Paul donne" in page.inner_text("#entry .who-deals")

    # 2. everyone passes: −1 each, and 3 more for the winners of the next deal played (T4S §5)
    bids(page, ("Quentin", "pass"), ("Rose", "pass"), ("Paul", "pass"))
    save(page, 2)
    assert totals(page) == ["−1", "−1", "1"]
    assert "Quentin donne" in page.inner_text("#entry .who-deals")

    # 3. Rose « 3 cartes » simple; points that do not add up to 185 are refused beside their inputs (T4S §3)
    bids(page, ("Rose", "trois_cartes", "simple"), ("Paul", "pass"), ("Quentin", "pass"))
    fill_map(page, "card_points", {"Paul": 52, "Quentin": 60, "Rose": 70})
    page.fill("input[name=chien_points]", "8")
    fill_map(page, "tricks_won", {"Paul": 4, "Quentin": None, "Rose": 7})
    page.get_by_role("button", name="Valider la donne").click()
    summary = page.locator("#error-summary")
    summary.wait_for()
    assert "185" in summary.inner_text() and "T4S §3" in summary.inner_text()
    error = page.locator("#f-card_points-field .field-error")
    assert "185" in error.inner_text() and "T4S §3" in error.inner_text()
    assert page.locator("input:focus").get_attribute("name") == "card_points.Paul"
    assert page.input_value("input[name='card_points.Rose']") == "70"
    assert page.locator("input[name='bids[0].bid'][value='trois_cartes']").is_checked()  # the bid's pill
    assert page.locator("details.more[open]").count() == 0  # nothing folded was touched
    page.locator("#f-card_points-field").scroll_into_view_if_needed()
    shot(page, "tarot_4_saisons-2-refused")
    page.fill("input[name='card_points.Quentin']", "55")
    page.get_by_role("button", name="Prévisualiser").click()
    page.wait_for_selector(".preview")
    assert page.input_value("input[name='tricks_won.Quentin']") == "4"  # 15 − 4 − 7
    preview = page.inner_text(".preview")
    assert "+4" in preview and "+3" in preview  # the stake, and the bonus of the passed deal
    save(page, 3)
    assert totals(page) == ["−1", "−1", "8"]
    shot(page, "tarot_4_saisons-3-played")


def test_tarot_4_saisons_annulled_redealt_then_a_capot_wins(phone: Any) -> None:
    page = phone
    start(page)

    # 1. Quentin « sans voir »; Rose fails to overtrump: −(7 + 6), the deal is annulled, Paul deals again (T4S §11)
    bids(page, ("Quentin", "sans_voir", "simple"), ("Rose", "pass"), ("Paul", "pass"))
    open_more(page)
    add_row(page, "faults", 0)
    pick(page, "faults-0-player", "Rose")
    pick(page, "faults-0-kind", "pas monté")
    save(page, 1)
    assert totals(page) == ["0", "0", "−13"]
    assert "Paul donne" in page.inner_text("#entry .who-deals")

    # 2. Paul's misdeal cannot be repaired: −2 and he deals again (T4S §11); whether it can be repaired is
    # asked once the fault is known to be a misdeal
    open_more(page)
    add_row(page, "faults", 0)
    pick(page, "faults-0-player", "Paul")
    pick(page, "faults-0-kind", "Fausse donne")
    assert page.locator("#f-faults-0-repairable-field").count() == 0
    page.get_by_role("button", name="Prévisualiser").click()
    pick(page, "faults-0-repairable", "non")
    page.locator("#f-faults-0-repairable-field").scroll_into_view_if_needed()
    shot(page, "tarot_4_saisons-4-misdeal")
    save(page, 2)
    assert totals(page) == ["−2", "0", "−13"]
    assert "Paul donne" in page.inner_text("#entry .who-deals")

    # 3. Quentin « contre » clair takes every trick: 4 × 24 = 96 (T4S §12), alone past 50: he wins (T4S §13)
    bids(page, ("Quentin", "contre", "clair"), ("Rose", "pass"), ("Paul", "pass"))
    fill_map(page, "card_points", {"Paul": 0, "Quentin": 185, "Rose": 0})
    page.fill("input[name=chien_points]", "0")
    fill_map(page, "tricks_won", {"Paul": 0, "Quentin": 15, "Rose": None})
    save(page, 3, last=True)
    assert totals(page) == ["−2", "96", "−13"]
    expect(page.locator("#scores .banner.win")).to_contain_text("Quentin")
    assert page.locator("#entry h2", has_text="Partie terminée").count() == 1

    # the capot's line names its article
    page.locator("#scores tr.deal").nth(2).locator("td.cell a").first.click()
    page.wait_for_selector("#detail li")
    detail = page.inner_text("#detail")
    assert "T4S §6" in detail and "96" in detail
    page.locator("#scores .banner.win").scroll_into_view_if_needed()
    shot(page, "tarot_4_saisons-5-won")
