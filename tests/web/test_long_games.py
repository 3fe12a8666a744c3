"""A long game: the game page shows the last deals and links to the whole
table, a hundred deals a page, so that it stays quick to draw and to send."""

from __future__ import annotations

import re

import pytest
from webtable import HTMX, Table, text

from compagnon.web.entry import SHOWN_DEALS
from compagnon.web.pages import PAGE_DEALS

PLAYERS = ["Ana", "Bea", "Cyr"]


def a_deal(number: int) -> dict[str, str]:
    """Contracts made and failed in turn: the game never ends."""
    taker = PLAYERS[number % 3]
    d1, d2 = [p for p in PLAYERS if p != taker]
    made = number % 2 == 0
    return {"taker": taker, "contract": "100", f"trick_points.{taker}": "100" if made else "60",
            f"trick_points.{d1}": "10" if made else "30", f"trick_points.{d2}": "10" if made else "30"}


def shown(page: str) -> list[int]:
    row = r'<tr class="deal" id="deal-\d+">\s*<th scope="row" class="num" rowspan="2"><a [^>]*>(\d+)</a>'
    return [int(n) for n in re.findall(row, page)]


@pytest.fixture
def long_game(table: Table, mille: str) -> str:
    game_id = table.game_id(mille)
    from compagnon import store

    with table.app.app_context():
        for i in range(SHOWN_DEALS + 8):
            store.add_deal(game_id, {"taker": a_deal(i)["taker"], "contract": 100, "trick_points": {
                p: int(v) for k, v in a_deal(i).items() if k.startswith("trick_points.") for p in [k[13:]]}})
    return mille


def test_the_game_page_shows_the_last_deals_and_links_to_the_others(table: Table, long_game: str) -> None:
    page = table.page(long_game)
    total = SHOWN_DEALS + 8
    assert shown(page) == list(range(total - SHOWN_DEALS + 1, total + 1))
    assert f"Donnes 1 à {total - SHOWN_DEALS} : tout le tableau" in page
    assert f'href="/g/{long_game}/tableau"' in page


def test_a_short_game_shows_every_deal_and_no_link(table: Table, mille: str) -> None:
    table.deal(mille, a_deal(0))
    page = table.page(mille)
    assert shown(page) == [1] and "tout le tableau" not in page


def test_a_poll_after_a_change_sends_the_last_deals_only(table: Table, long_game: str, client) -> None:
    answer = text(client.get(f"/g/{long_game}/poll?r=0&d=0", headers=HTMX))
    assert len(shown(answer)) == SHOWN_DEALS and "tout le tableau" in answer


def test_the_whole_table_is_paged(table: Table, long_game: str, client) -> None:
    total = SHOWN_DEALS + 8
    whole = text(client.get(f"/g/{long_game}/tableau"))
    assert shown(whole) == list(range(1, total + 1)) and "Page 1 sur" not in whole
    assert f"Donnes 1 à {total} sur {total}" in whole


def test_pages_of_a_hundred_deals(table: Table, mille: str, client, monkeypatch: pytest.MonkeyPatch) -> None:
    from compagnon.web import pages

    monkeypatch.setattr(pages, "PAGE_DEALS", 3)
    for i in range(7):
        table.deal(mille, a_deal(i))
    last = text(client.get(f"/g/{mille}/tableau"))
    assert shown(last) == [7] and "Page 3 sur 3" in last and 'rel="prev"' in last and 'rel="next"' not in last
    first = text(client.get(f"/g/{mille}/tableau?page=1"))
    assert shown(first) == [1, 2, 3] and 'rel="next"' in first and 'rel="prev"' not in first
    for odd in ("0", "99", "x", "9" * 40):
        assert client.get(f"/g/{mille}/tableau?page={odd}").status_code == 200
    assert PAGE_DEALS == 100
