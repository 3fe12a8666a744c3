"""Mille on a 360×740 phone screen: three deals played through the UI, then a whole partie: eight deals
entered through the JSON API (as another phone or a script would), two players on the tonneau, and the last
two deals on the phone, which end with the 1000 reached from the tonneau and a fall to 760."""

from __future__ import annotations

from typing import Any

import pytest
from phone import open_through_api, pick, save, shot, tap, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def enter_deal(page: Any, taker: str, contract: int, points: tuple[int | None, ...] | None = None,
               marriage: tuple[str, str] | None = None, held_marriage: bool = False, bomb: bool = False) -> None:
    pick(page, "taker", taker)
    page.fill("input[name=contract]", str(contract))
    if held_marriage:
        page.locator("#f-taker_had_marriage_at_bid-field label.check").click()
    if bomb:
        page.locator("#f-bomb-field label.check").click()
    if points:
        for player, value in zip(["Ana", "Bea", "Cyr"], points, strict=True):
            page.fill(f"input[name='trick_points.{player}']", "" if value is None else str(value))
    if marriage:
        player, suit = marriage
        page.locator(f"input[name='marriages.{player}'][value={suit}]").locator("xpath=..").click()


def in_view(page: Any, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] < 740 and box["y"] + box["height"] > 0


def test_three_deals_of_mille_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Mille").first.click()
    for i, name in enumerate(["Ana", "Bea", "Cyr"]):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == ["0", "0", "0"]
    shot(page, "mille-1-new-game")

    # M1: Ana makes 110 with the diamond marriage (Mille §9); Cyr's 12 follows from 120
    enter_deal(page, "Ana", 110, (78, 30, None), marriage=("Ana", "carreau"))
    page.get_by_role("button", name="Prévisualiser").click()
    page.wait_for_selector(".preview")
    assert "+110" in page.inner_text(".preview")
    assert page.input_value("input[name='trick_points.Cyr']") == "12"
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    assert totals(page) == ["110", "30", "10"]
    # the confirmation and the new totals are where the player is looking
    assert in_view(page, "#entry .saved") and in_view(page, "#totals")
    shot(page, "mille-2-saved")

    # a refused entry keeps what was typed, lists what is wrong, focuses it, names the rule (Mille §3: 120)
    enter_deal(page, "Bea", 125, (44, 63, 12), marriage=("Bea", "pique"), held_marriage=True)
    page.get_by_role("button", name="Valider la donne").click()
    summary = page.locator("#error-summary")
    summary.wait_for()
    assert "120" in summary.inner_text() and "Mille §3" in summary.inner_text()
    assert "trick_points" not in summary.inner_text()  # the player's words, not the field's name
    focused = page.locator("input:focus")
    assert focused.get_attribute("name") == "trick_points.Ana" and in_view(page, "input:focus")
    assert page.input_value("input[name='trick_points.Bea']") == "63"
    assert page.locator("details.more[open]").count() == 0  # the incidents stay folded
    shot(page, "mille-3-refused")

    # M2: fixed, Bea fails 125
    page.fill("input[name='trick_points.Cyr']", "13")
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(2)
    assert totals(page) == ["155", "−95", "25"]

    # M3: Cyr bombs; each defender scores half of 115 rounded up to 60 (Mille §9.3)
    enter_deal(page, "Cyr", 115, bomb=True)
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(3)
    assert totals(page) == ["215", "−35", "25"]

    # Undo takes the deal back, into the form, as it was entered
    page.get_by_role("button", name="Annuler").first.click()
    expect(page.locator("#scores tr.deal")).to_have_count(2)
    assert totals(page) == ["155", "−95", "25"]
    expect(page.locator("#entry-undone")).to_contain_text("Donne 3 annulée.")
    expect(page.locator("input[name=taker][value=Cyr]")).to_be_checked()
    assert page.input_value("input[name=contract]") == "115"
    expect(page.locator("input[name=bomb]")).to_be_checked()
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(3)

    # tapping a score shows its lines with their articles
    page.locator("#scores tr.deal").nth(2).locator("td.cell a").first.click()
    page.wait_for_selector("#detail li")
    assert "Mille §9.3" in page.inner_text("#detail")
    shot(page, "mille-4-detail")

    # the page fits the phone: no horizontal scrolling, every target a finger can hit, no id twice
    box = page.locator("body").bounding_box()
    assert box["width"] <= 360
    for locator in ("#scores", "#entry", "#detail", "#totals"):
        edge = page.locator(locator).bounding_box()
        assert edge["x"] >= 0 and edge["x"] + edge["width"] <= 360, locator
    small = []
    for target in page.locator("main a:visible:not(.rule), main button:visible, main label.pill:visible, "
                               "main label.check:visible, main summary:visible").all():
        size = target.bounding_box()
        if size and (size["height"] < 44 or size["width"] < 44):
            small.append((target.inner_text()[:20], size["width"], size["height"]))
    assert not small, small
    ids = page.locator("[id]").evaluate_all if False else [e.get_attribute("id") for e in page.locator("[id]").all()]
    assert len(ids) == len(set(ids))

    # a reload shows the same totals: they come from the stored log
    page.reload()
    assert totals(page) == ["215", "−35", "25"]


# -- a whole partie, to 1000 ---------------------------------------------------------------------------------

PLAYERS = ("Ana", "Bea", "Cyr")


def per_player_fact(page: Any, label: str) -> list[str]:
    """A per-player fact under the score table (tonneau turns, barres, bomb), one cell per player."""
    row = page.locator("#scores tr.fact", has_text=label).locator("xpath=following-sibling::tr[1]")
    return [t.strip() for t in row.locator("td:not(.num)").all_inner_texts()]


def api_deal(taker: str, contract: int, points: tuple[int, int, int], marriages: dict[str, list[str]] | None = None,
             **more: Any) -> dict[str, Any]:
    """A deal's entry as the spec's §3J writes it; a contract above 120 needs a marriage in hand (Mille §5)."""
    entry: dict[str, Any] = {"taker": taker, "contract": contract,
                             "trick_points": dict(zip(PLAYERS, points, strict=True)), **more}
    if contract > 120:
        entry["taker_had_marriage_at_bid"] = True
    if marriages:
        entry["marriages"] = marriages
    return entry


#: deals 1 to 8. The taker scores ± his contract, compared with his trick points plus his marriages
#: (♠ 40, ♣ 60, ♦ 80, ♥ 100), unrounded (Mille §9, ruling A4); each defender his own points rounded to the
#: nearest 5 (§9), nothing while he sits on the tonneau at 880 (§9.1); a defender with no trick point takes a
#: barre, and every 3rd costs 120 (§9.2). Totals Ana/Bea/Cyr after each deal:
PARTIE = [
    # D1: Bea 100 + ♥ 100 + ♦ 80 = 280 ≥ 250 → +250; Ana 20; Cyr 0 trick points: 1st barre → 20/250/0
    api_deal("Bea", 250, (20, 100, 0), {"Bea": ["coeur", "carreau"]}),
    # D2: Ana 90 + ♥ 100 + ♣ 60 = 250 ≥ 200 → +200; Bea 0: her 1st barre; Cyr 30 → 220/250/30
    api_deal("Ana", 200, (90, 0, 30), {"Ana": ["coeur", "trefle"]}),
    # D3: Cyr bombs 115: he scores 0, each defender half of 115 = 57.5 rounded up to 60 (§6.1, §9.3) → 280/310/30
    {"taker": "Cyr", "contract": 115, "bomb": True},
    # D4: Bea 110 + ♥ ♦ ♣ 240 = 350 ≥ 300 → +300; Ana 10; Cyr 0: his 2nd barre → 290/610/30
    api_deal("Bea", 300, (10, 110, 0), {"Bea": ["coeur", "carreau", "trefle"]}),
    # D5: Ana 113 + the four marriages 280 = 393 ≥ 390 → +390; Bea 7 → 5; Cyr 0: 3rd barre, −120 → 680/615/−90
    api_deal("Ana", 390, (113, 7, 0), {"Ana": ["pique", "coeur", "carreau", "trefle"]}),
    # D6: Bea 98 + ♥ ♦ 180 = 278 ≥ 265 → 615 + 265 = 880: on the tonneau; Ana 12 + ♠ 40 = 52 → 50;
    # Cyr 10 → 730/880/−80
    api_deal("Bea", 265, (12, 98, 10), {"Bea": ["coeur", "carreau"], "Ana": ["pique"]}),
    # D7: Ana 85 + ♦ 80 = 165 ≥ 150 → 730 + 150 = 880: on the tonneau too; Bea's 25 do not count there,
    # her 1st turn on it (ruling A7); Cyr 10 → 880/880/−70
    api_deal("Ana", 150, (85, 25, 10), {"Ana": ["carreau"]}),
    # D8: Cyr 70 < 100 → −100; the defence of Ana (1st turn) and Bea (2nd) does not count → 880/880/−170
    api_deal("Cyr", 100, (30, 20, 70)),
]


def test_a_partie_of_mille_to_1000(phone: Any) -> None:
    page = phone
    open_through_api(page, "mille", list(PLAYERS), PARTIE, first_dealer="Ana")
    assert totals(page) == ["880", "880", "−170"]
    assert per_player_fact(page, "Tonneau") == ["1/3", "2/3", "—"]
    assert per_player_fact(page, "Barres") == ["0", "1", "3"]
    assert per_player_fact(page, "Bombe utilisée") == ["—", "—", "✓"]
    assert page.locator("#scores .banner.win").count() == 0
    shot(page, "mille-5-both-on-the-tonneau")

    # D9 on the phone: Bea takes 110 and makes 95 + ♠ 40 = 135 ≥ 110: 880 + 110 = 990, put back to 880 (§9.1);
    # she started and ended on 880: her 3rd turn, not more than 3 (ruling A7, A8); Ana's 15 do not count (2nd
    # turn); Cyr's 10 → −160. Cyr's points follow from 120 − 15 − 95
    tap(page, page.locator("#f-taker-field label.pill", has_text="Bea"))
    page.fill("input[name=contract]", "110")
    page.fill("input[name='trick_points.Ana']", "15")
    page.fill("input[name='trick_points.Bea']", "95")
    page.locator("input[name='marriages.Bea'][value=pique]").locator("xpath=..").click()
    save(page, 9)
    assert totals(page) == ["880", "880", "−160"]
    assert per_player_fact(page, "Tonneau") == ["2/3", "3/3", "—"]

    # D10: Ana takes 120 from the tonneau and makes all 120 (§9.1: only as taker): 880 + 120 = 1000, the goal.
    # Bea 0 trick points: her 2nd barre (no penalty), and her 4th turn on the tonneau, more than 3: she falls
    # to 760 (§9.1); Cyr 0: his 4th barre, no penalty (only every 3rd) → 1000/760/−160: Ana wins (§9)
    tap(page, page.locator("#f-taker-field label.pill", has_text="Ana"))
    page.fill("input[name=contract]", "120")
    for player, value in zip(PLAYERS, (120, 0, 0), strict=True):
        page.fill(f"input[name='trick_points.{player}']", str(value))
    save(page, 10, last=True)
    banner = page.locator("#scores .banner.win")
    expect(banner).to_contain_text("Ana")
    assert "Bea" not in banner.inner_text() and "Cyr" not in banner.inner_text()
    assert totals(page) == ["1000", "760", "−160"]
    assert per_player_fact(page, "Barres") == ["0", "2", "4"]
    assert per_player_fact(page, "Tonneau") == ["—", "—", "—"]  # nobody left on 880
    expect(page.locator("#entry form[hx-post$='/deals']")).to_have_count(0)  # nothing more can be entered
    banner.scroll_into_view_if_needed()
    shot(page, "mille-6-partie-won")
