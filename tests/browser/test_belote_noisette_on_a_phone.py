"""Belote Noisette on a 360×740 phone screen. A manche played through the UI:
the noisettes and the pot followed deal by deal, a forced take, the points de
partie. Then a whole partie: fifteen deals entered through the JSON API (as
another phone or a script would enter them), three manches that leave Ana and
Bea tied at the goal, which moves to 8, and the last two deals on the phone,
which end the fourth manche and the partie."""

from __future__ import annotations

from typing import Any

import pytest
from phone import deals_shown, fact, open_through_api, pick, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PLAYERS = ("Ana", "Bea", "Cyr")
ROUND = {1: "1er tour", 2: "2e tour", "forced": "Prise forcée"}


def enter_deal(page: Any, taker: str, take_round: int | str, points: tuple[int | None, ...], last: str,
               trump: str = "Cœur") -> None:
    pick(page, "taker", taker)
    pick(page, "take_round", ROUND[take_round])
    pick(page, "trump", trump)
    for player, value in zip(PLAYERS, points, strict=True):
        page.fill(f"input[name='card_points.{player}']", "" if value is None else str(value))
    pick(page, "last_trick", last)


def validate(page: Any, deals: int) -> None:
    page.locator("#entry button[name=action][value=save]").click()
    deals_shown(page, deals)


def noisettes(page: Any) -> list[str]:
    # the per-player facts sit under the score table: the noisettes of the manche, out of 21
    row = page.locator("#scores tr.fact", has_text="Noisettes").locator("xpath=following-sibling::tr[1]")
    return [t.strip() for t in row.locator("td:not(.num)").all_inner_texts()]


def test_a_manche_of_belote_noisette_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Belote Noisette").first.click()
    for i, name in enumerate(PLAYERS):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    # a manche starts at 10 noisettes each, pot empty; Ana deals, so Bea would have to take (BN §4, §5)
    assert totals(page) == ["0", "0", "0"]
    assert noisettes(page) == ["10/21"] * 3
    assert fact(page, "Pot") == "0" and fact(page, "Prise forcée") == "Bea"
    assert fact(page, "But de la partie") == "6"
    shot(page, "belote_noisette-1-new-game")

    # D1: Cyr takes at the 2nd round (2 noisettes) and is beaten by Ana (BN §7.1); his 20 follows from 122
    enter_deal(page, "Cyr", 2, (62, 40, None), "Ana")
    page.get_by_role("button", name="Prévisualiser").click()
    page.wait_for_selector(".preview")
    assert page.input_value("input[name='card_points.Cyr']") == "20"
    validate(page, 1)
    assert noisettes(page) == ["11/21", "11/21", "7/21"] and fact(page, "Pot") == "1"
    assert totals(page) == ["0", "0", "0"]  # the points de partie move only when a manche ends
    assert fact(page, "Prise forcée") == "Cyr"  # Bea deals next

    # D2: everybody passed twice; the table first names the wrong player: refused beside the taker (BN §5)
    enter_deal(page, "Ana", "forced", (62, 40, 20), "Ana")
    page.locator("#entry button[name=action][value=save]").click()
    summary = page.locator("#error-summary")
    summary.wait_for()
    beside = page.locator("#f-taker-field .field-error")
    expect(beside).to_contain_text("Cyr")
    assert "BN §5" in beside.inner_text() and "BN §5" in summary.inner_text()
    assert "taker" not in summary.inner_text()
    assert page.input_value("input[name='card_points.Bea']") == "40"  # nothing typed is lost
    shot(page, "belote_noisette-2-refused")
    pick(page, "taker", "Cyr")
    validate(page, 2)
    assert noisettes(page) == ["12/21", "12/21", "6/21"] and fact(page, "Pot") == "0"

    # D3, D4: Cyr loses twice more and has no noisette left: a partial manche, Ana and Bea tied first (BN §7.2, N5)
    enter_deal(page, "Cyr", 2, (62, 40, 20), "Ana")
    validate(page, 3)
    assert noisettes(page) == ["13/21", "13/21", "3/21"] and fact(page, "Pot") == "1"
    enter_deal(page, "Cyr", 2, (62, 40, 20), "Ana")
    validate(page, 4)
    assert totals(page) == ["2", "2", "0"]
    assert noisettes(page) == ["10/21"] * 3 and fact(page, "Pot") == "0"  # a new manche
    assert fact(page, "Manches jouées") == "1"
    page.locator("#scores tr.deal").nth(2).scroll_into_view_if_needed()
    shot(page, "belote_noisette-3-manche-over")

    # the deal's lines say why, with their articles
    page.locator("#scores tr.deal").nth(3).locator("td.cell a").first.click()
    page.wait_for_selector("#detail li")
    detail = page.inner_text("#detail")
    assert "BN §7.2" in detail and "manche partielle" in detail
    shot(page, "belote_noisette-4-detail")
    page.get_by_role("link", name="Fermer").click()
    expect(page.locator("#detail li")).to_have_count(0)


def points(ana: int, bea: int, cyr: int) -> dict[str, int]:
    return {"Ana": ana, "Bea": bea, "Cyr": cyr}


def api_deal(take_round: int | str, taker: str, card_points: dict[str, int], last: str,
             **more: Any) -> dict[str, Any]:
    """A deal's entry as the spec's §3J writes it (trump hearts, no suit removed)."""
    return {"take_round": take_round, "taker": taker, "trump": "coeur", "card_points": card_points,
            "last_trick": last, **more}


#: Cyr takes in the 2nd round and loses: 20 is neither more than half of 132 nor more than Ana's 72
#: (BN §7.1 c): each opponent takes 2 noisettes, 1 when the pot holds less than 4
CYR_LOSES = api_deal(2, "Cyr", points(62, 40, 20), "Ana")

#: deals 1 to 15; the deal turns every deal from Ana (ruling N12). The noisettes after each deal
#: (Ana/Bea/Cyr, pot) are worked out from the rules: ante 1 each (BN §4), the taker pays 1, 2 or 0
#: (at most what he has, BN §5), then the settlement (BN §7.1); a manche ends on 0 or 21 (BN §7.2).
PARTIE = [
    # manche 1: 11/11/7 p1, 12/12/4 p2, 13/13/1 p3, then Cyr has nothing to pay: 14/14/0 p2.
    # A partial manche, Ana and Bea tied first: 2 points de partie each (ruling N5)
    CYR_LOSES, api_deal(2, "Cyr", points(50, 42, 30), "Bea", belote_by="Bea"), CYR_LOSES, CYR_LOSES,
    # manche 2. D5: Ana takes (1st round); raw 58/40/24, Cyr the last trick; Bea revoked: two tricks worth 17
    # go to Ana (BN §8) → 75/23/34: more than half, Ana takes the whole pot of 4 (without the fault only 3):
    # 12/9/9 p0. D6: Bea 72 + 10 + her Belote 10 = 92 of 142: the pot of 4 → 11/11/8 p0.
    # D7-D9: 12/12/5 p1, 13/13/2 p2, then Cyr pays his last one: 14/14/0 p2 → Ana 4, Bea 4
    api_deal(1, "Ana", points(58, 40, 24), "Cyr",
             faults=[{"offender": "Bea", "beneficiary": "Ana", "tricks": 2, "points_moved": 17}]),
    api_deal(1, "Bea", points(20, 72, 30), "Bea", belote_by="Bea"),
    CYR_LOSES, CYR_LOSES, CYR_LOSES,
    # manche 3: 11/11/7 p1; D11, dealt by Bea, everybody passed twice: Cyr must take and pays nothing (BN §5):
    # 12/12/6 p0; 13/13/3 p1; 14/14/0 p2 → Ana 6, Bea 6: both at the goal, tied: it moves to 8 (BN §7.3)
    CYR_LOSES, api_deal("forced", "Cyr", points(62, 40, 20), "Ana"), CYR_LOSES, CYR_LOSES,
    # manche 4: 11/11/7 p1, 12/12/4 p2
    CYR_LOSES, CYR_LOSES,
]


def test_a_partie_of_belote_noisette_to_its_winner(phone: Any) -> None:
    page = phone
    open_through_api(page, "belote_noisette", list(PLAYERS), PARTIE, first_dealer="Ana")
    assert totals(page) == ["6", "6", "0"]
    assert fact(page, "But de la partie") == "8" and fact(page, "Manches jouées") == "3"
    assert noisettes(page) == ["12/21", "12/21", "4/21"] and fact(page, "Pot") == "2"
    assert page.locator("#scores .banner.win").count() == 0
    shot(page, "belote_noisette-5-goal-moved")

    # D16, dealt by Ana: Bea takes at the 1st round; 52 + 10 = 62 of 142 (Ana's Belote makes it 142): not more
    # than half, but more than Ana's 50 and Cyr's 30 (BN §7.1 b): Bea 3 noisettes, Ana 1, 2 stay in the pot:
    # ante 11/11/3 p5, Bea pays 1 → 12/13/3 p2
    enter_deal(page, "Bea", 1, (40, 52, None), "Bea")
    pick(page, "belote_by", "Ana")
    page.get_by_role("button", name="Prévisualiser").click()
    page.wait_for_selector(".preview")
    assert page.input_value("input[name='card_points.Cyr']") == "30"  # 122 − 40 − 52
    validate(page, 16)
    assert noisettes(page) == ["12/21", "13/21", "3/21"] and fact(page, "Pot") == "2"
    assert totals(page) == ["6", "6", "0"]

    # D17, dealt by Bea: Cyr takes at the 2nd round and pays his last two (BN §5): ante 11/12/2 p5 → Cyr 0, p7;
    # he loses, Ana and Bea take 2 each: 13/14/0. Cyr has none left: a partial manche, Bea first (+2 → 8),
    # Ana second (+1 → 7) (BN §7.2); only Bea has reached the goal of 8: she wins the partie (BN §7.3)
    enter_deal(page, "Cyr", 2, (62, 40, 20), "Ana")
    validate(page, 17)
    banner = page.locator("#scores .banner.win")
    expect(banner).to_contain_text("Bea")
    assert "Ana" not in banner.inner_text() and "Cyr" not in banner.inner_text()
    assert totals(page) == ["7", "8", "0"]
    assert fact(page, "But de la partie") == "8" and fact(page, "Manches jouées") == "4"
    # nothing more can be entered: the only form left is the undo of the deal that ended the partie
    expect(page.locator("#entry form")).to_have_count(1)
    expect(page.locator("#entry #entry-saved form button")).to_have_text("Annuler")
    banner.scroll_into_view_if_needed()
    shot(page, "belote_noisette-6-partie-won")
