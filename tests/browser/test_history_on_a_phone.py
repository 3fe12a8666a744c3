"""After a partie of Mille is won on a phone: the same players again in one tap, the statistics, the chart."""

from __future__ import annotations

from typing import Any

from phone import deals_shown, save, shot, tap, totals
from playwright.sync_api import expect
from test_mille_on_a_phone import PARTIE, PLAYERS


def test_after_a_win_same_players_stats_and_chart(phone: Any) -> None:
    page = phone
    created = page.request.post("/api/games", data={"game": "mille", "players": list(PLAYERS), "first_dealer": "Ana"})
    assert created.status == 201
    game = created.json()
    bearer = {"Authorization": f"Bearer {game['edit_token']}"}
    for n, entry in enumerate(PARTIE, start=1):
        scored = page.request.post(f"/api/games/{game['id']}/deals", data={"entry": entry}, headers=bearer)
        assert scored.status == 201, (n, scored.text())
    page.goto(f"/g/{game['edit_token']}")
    page.wait_for_selector("#scores")
    # the last two deals on the phone, as in test_a_partie_of_mille_to_1000: Ana reaches 1000
    tap(page, page.locator("#f-taker-field label.pill", has_text="Bea"))
    page.fill("input[name=contract]", "110")
    page.fill("input[name='trick_points.Ana']", "15")
    page.fill("input[name='trick_points.Bea']", "95")
    page.locator("input[name='marriages.Bea'][value=pique]").locator("xpath=..").click()
    save(page, 9)
    tap(page, page.locator("#f-taker-field label.pill", has_text="Ana"))
    page.fill("input[name=contract]", "120")
    for player, value in zip(PLAYERS, (120, 0, 0), strict=True):
        page.fill(f"input[name='trick_points.{player}']", str(value))
    save(page, 10, last=True)
    expect(page.locator("#scores .banner.win")).to_contain_text("Ana")
    assert totals(page) == ["1000", "760", "−160"]
    again = page.locator("#same-players")
    again.scroll_into_view_if_needed()
    box = again.bounding_box()
    assert box is not None and box["height"] >= 44 and box["width"] <= 360
    shot(page, "history-1-won-then-what")

    # « Nouvelle partie, mêmes joueurs »: a fresh sheet, the same three, Bea deals first
    again.click()
    page.wait_for_url(lambda url: "/g/" in url and game["edit_token"] not in url)
    assert game["edit_token"] not in page.url
    page.wait_for_selector("#scores")
    assert totals(page) == ["0", "0", "0"]
    expect(page.locator("#scores")).to_contain_text("Bea donne en premier")
    shot(page, "history-2-same-players")

    # the statistics, from home: Ana played 1, won 1, best 1000
    page.goto("/")
    page.locator("a[href='/stats']").click()
    row = page.locator("#stats tbody tr", has_text="Ana")
    expect(row).to_contain_text("Mille")
    assert [c.strip() for c in row.locator("td").all_inner_texts()] == ["Mille", "1", "1", "1000", "1000"]
    cyr = page.locator("#stats tbody tr", has_text="Cyr")
    assert [c.strip() for c in cyr.locator("td").all_inner_texts()] == ["Mille", "1", "0", "-160", "-160"]
    shot(page, "history-3-stats")

    # the chart of the finished game, and its numbers as a table
    page.goto(f"/g/{game['edit_token']}")
    page.locator("a", has_text="Courbe et export").click()
    chart = page.locator("svg.chart[role=img]")
    expect(chart).to_be_visible()
    width = chart.bounding_box()
    assert width is not None and width["width"] <= 360
    assert chart.locator("polyline").count() == 3
    expect(page.locator("#running tbody tr")).to_have_count(10)
    assert page.locator("#running tbody tr").last.locator("td").all_inner_texts() == ["1000", "760", "-160"]
    shot(page, "history-4-chart")
    page.locator("#running").scroll_into_view_if_needed()
    shot(page, "history-5-chart-table")


def test_importing_a_game_on_a_phone(phone: Any) -> None:
    """A refused import says the deal and the field on the page; a good one opens the new game."""
    import json
    from pathlib import Path

    page = phone
    case = json.loads((Path(__file__).parent.parent / "casebook" / "mille-m5-m8-tonneau.json").read_text("utf-8"))
    page.goto("/")
    page.locator("a[href='/importer']").click()
    bad = {**case, "deals": [case["deals"][0], {**case["deals"][1], "contract": 112}]}
    page.fill("#import-text", json.dumps(bad))
    page.locator("form button[type=submit]").click()
    expect(page.locator("#import-error")).to_contain_text("Donne 2, champ « contract »")
    shot(page, "history-6-import-refused")
    page.fill("#import-text", json.dumps(case))
    page.locator("form button[type=submit]").click()
    page.wait_for_selector("#scores")
    deals_shown(page, len(case["deals"]))
    expect(page.locator("#same-players")).to_be_visible()
