"""The limits that hold: creating games, computing without a game, rendering
PDFs — each bounded per device and per address, none opened by a header a
client makes up, while a club behind one router starts its tables."""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Any

import pytest
from webtable import M1

from compagnon import create_app
from compagnon.exchange import MAX_DEALS
from compagnon.web.limits import COST_UNIT

GAME = {"game": "mille", "players": ["Ana", "Bea", "Cyr"]}
FORM = {"player.0": "Ana", "player.1": "Bea", "player.2": "Cyr", "first_dealer": "0"}
TRICK = {"game": "mille", "context": {"trump": "coeur"},
         "plays": [{"player": "Ana", "card": {"rank": "A", "suit": "pique"}},
                   {"player": "Bea", "card": {"rank": "9", "suit": "coeur"}}]}


def limited(tmp_path: Path, **config: Any) -> Any:
    """The app with its rate limits on (the tests' app has them off)."""
    return create_app({"TESTING": True, "DATABASE": tmp_path / "l.db", "SECRET_KEY": "tests",
                       "WTF_CSRF_ENABLED": False, "RATELIMIT_ENABLED": True, **config})


def a_long_case(deals: int) -> dict[str, Any]:
    """Contracts made and failed in turn: the game never ends."""
    players = GAME["players"]
    return {**GAME, "deals": [{"taker": players[i % 3], "contract": 100, "trick_points": {
        p: (100 if i % 2 == 0 else 60) if p == players[i % 3] else (10 if i % 2 == 0 else 30) for p in players}}
        for i in range(deals)]}


def sent(case: dict[str, Any]) -> dict[str, Any]:
    """The case as a JSON body, and what it costs (a unit, and one per 32 KiB)."""
    body = json.dumps(case)
    return {"data": body, "content_type": "application/json"}


def cost(case: dict[str, Any]) -> int:
    return 1 + len(json.dumps(case)) // COST_UNIT


def bearer() -> dict[str, str]:
    return {"Authorization": f"Bearer {secrets.token_urlsafe(24)}"}


# --------------------------------------------------------------------- creating games

def test_a_made_up_bearer_token_opens_no_budget_of_its_own(tmp_path: Path) -> None:
    client = limited(tmp_path, CREATE_LIMIT="3 per minute").test_client()
    codes = [client.post("/api/games", json=GAME, headers=bearer()).status_code for _ in range(5)]
    assert codes == [201, 201, 201, 429, 429]
    imported = client.post("/api/games/import", json=a_long_case(2), headers=bearer())
    assert imported.status_code == 429 and imported.get_json()["error"]["field"] == "request"


def test_every_route_that_creates_a_game_shares_one_budget(tmp_path: Path) -> None:
    client = limited(tmp_path, CREATE_LIMIT="4 per minute").test_client()
    assert client.post("/new/mille", data=FORM).status_code == 303  # the device is named in its cookie
    assert client.post("/api/games", json=GAME).status_code == 201
    assert client.post("/api/games/import", json=a_long_case(2)).status_code == 201
    game = client.post("/new/mille", data=FORM).headers["Location"].rsplit("/", 1)[1]
    assert client.post(f"/g/{game}/again").status_code == 429  # « encore » is a creation too
    assert client.post("/new/mille", data=FORM).status_code == 429
    assert client.post("/importer", data={"text": '{"game": "mille"}'}).status_code == 429
    # writing to the games already there is another budget
    assert client.post(f"/g/{game}/deals", data={**M1, "action": "preview"}).status_code == 200


def test_a_device_has_its_budget_and_its_address_a_quota(tmp_path: Path) -> None:
    app = limited(tmp_path, CREATE_LIMIT="2 per minute", CREATE_QUOTA="5 per minute")
    phone, other = app.test_client(), app.test_client()
    assert [phone.post("/new/mille", data=FORM).status_code for _ in range(3)] == [303, 303, 429]
    # another phone behind the same router keeps its own budget
    assert [other.post("/new/mille", data=FORM).status_code for _ in range(2)] == [303, 303]
    # a client that drops its cookie each time is a new device, held by the address's quota
    codes = [app.test_client().post("/new/mille", data=FORM).status_code for _ in range(3)]
    assert codes == [303, 429, 429]
    # another address is not slowed down
    far = app.test_client().post("/new/mille", data=FORM, environ_base={"REMOTE_ADDR": "192.0.2.7"})
    assert far.status_code == 303


def test_an_import_costs_what_it_stores(tmp_path: Path) -> None:
    case = a_long_case(1500)
    assert cost(case) >= 4  # ~130 KiB
    client = limited(tmp_path, CREATE_LIMIT=f"{2 * cost(case) + 1} per minute").test_client()
    assert client.post("/api/games/import", **sent(case)).status_code == 201
    assert client.post("/api/games/import", **sent(case)).status_code == 201
    assert client.post("/api/games", json=GAME).status_code == 201  # what is left of the budget
    assert client.post("/api/games", json=GAME).status_code == 429


def test_a_club_behind_one_router_starts_200_tables_in_a_minute(tmp_path: Path) -> None:
    """The default limits: 200 phones, each its own device, one address, one minute; the quota of the
    address still holds a flood."""
    app = limited(tmp_path)
    phones = [app.test_client() for _ in range(200)]
    codes = [phone.post("/new/mille", data=FORM).status_code for phone in phones]
    assert codes.count(303) == 200
    flood = app.test_client()
    codes = [flood.post("/api/games", json=GAME, headers={"User-Agent": f"script {i}"}).status_code
             for i in range(120)]
    assert codes.count(201) == 100 and codes[-1] == 429  # 300 a minute for the whole address


# --------------------------------------------------------------------- computing without a game

def test_a_case_to_score_holds_as_many_deals_as_an_import(client: Any) -> None:
    assert client.post("/api/score", json=a_long_case(3)).status_code == 200
    answer = client.post("/api/score", json=a_long_case(MAX_DEALS + 1))
    assert answer.status_code == 422
    assert answer.get_json()["error"]["field"] == "deals" and str(MAX_DEALS) in answer.get_json()["error"]["message"]
    imported = client.post("/api/games/import", json=a_long_case(MAX_DEALS + 1))
    assert imported.status_code == 422 and imported.get_json()["error"]["field"] == "deals"


def test_scoring_and_the_referee_are_limited_per_address(tmp_path: Path) -> None:
    app = limited(tmp_path, COMPUTE_LIMIT="4 per minute")
    client = app.test_client()
    assert client.post("/api/score", json=a_long_case(2), headers=bearer()).status_code == 200
    assert client.post("/api/referee/trick", json=TRICK, headers=bearer()).status_code == 200
    assert client.post("/api/score", json=a_long_case(2), headers=bearer()).status_code == 200
    assert client.post("/api/referee/trick", json=TRICK).status_code == 200
    assert client.post("/api/referee/trick", json=TRICK, headers=bearer()).status_code == 429
    assert app.test_client().post("/api/score", json=a_long_case(2)).status_code == 429  # a new cookie jar
    far = client.post("/api/score", json=a_long_case(2), environ_base={"REMOTE_ADDR": "192.0.2.7"})
    assert far.status_code == 200


def test_a_large_case_costs_more_of_the_budget(tmp_path: Path) -> None:
    case = a_long_case(1500)
    client = limited(tmp_path, COMPUTE_LIMIT=f"{cost(case) + 1} per minute").test_client()
    assert client.post("/api/score", **sent(case)).status_code == 200
    assert client.post("/api/score", json=a_long_case(2)).status_code == 200  # what is left of the budget
    assert client.post("/api/score", json=a_long_case(2)).status_code == 429


# --------------------------------------------------------------------- rendering PDFs

@pytest.fixture
def fresh_pdf_caches(monkeypatch: pytest.MonkeyPatch) -> None:
    import compagnon.sheets as sheets

    monkeypatch.setattr(sheets, "CACHE", sheets.PdfCache())
    monkeypatch.setattr(sheets, "PADS", sheets.PdfCache())


def test_renders_are_limited_per_address_and_a_cached_pdf_is_free(tmp_path: Path, fresh_pdf_caches: None) -> None:
    app = limited(tmp_path, RENDER_LIMIT="2 per minute", RENDER_PROCESS=False)
    client = app.test_client()
    assert client.get("/sheets/blank/sept.pdf?players=Ana,Bea").status_code == 200
    # the same pad, spelt otherwise: what it draws is cached, nothing is rendered nor counted
    assert client.get("/sheets/blank/sept.pdf?players=%20Ana%20,Bea,&size=a4").status_code == 200
    assert client.get("/sheets/blank/sept.pdf?players=Cyr,Dan").status_code == 200
    assert client.get("/sheets/blank/sept.pdf?players=Eve,Fay").status_code == 429
    created = client.post("/api/games", json={"game": "sept", "players": ["Ana", "Bea"]}).get_json()
    assert client.get(f"/g/{created['view_token']}/sheet.pdf").status_code == 429
    far = client.get(f"/g/{created['view_token']}/sheet.pdf", environ_base={"REMOTE_ADDR": "192.0.2.7"})
    assert far.status_code == 200


def test_a_pad_is_rendered_once_for_what_it_draws(client: Any, fresh_pdf_caches: None,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    import compagnon.web.sheets as web_sheets

    made: list[str] = []
    real = web_sheets.pad_pdf

    def counting(*args: Any, **kwargs: Any) -> bytes:
        made.append("pad")
        return real(*args, **kwargs)

    monkeypatch.setattr(web_sheets, "pad_pdf", counting)
    first = client.get("/sheets/blank/sept.pdf?players=Ana,Bea")
    again = client.get("/sheets/blank/sept.pdf?players=Ana,,Bea&size=a4&variant=")
    assert first.data == again.data and made == ["pad"]
    assert client.get("/sheets/blank/sept.pdf?players=Ana,Bea", headers={"Accept-Language": "en"}).status_code == 200
    assert made == ["pad", "pad"]  # drawn in other words: another pad


# --------------------------------------------------------------------- one count for every process

def _create_six(folder: str) -> list[int]:
    """A worker process of the server: its own app over the shared folder,
    six games created from one address by six devices."""
    client = limited(Path(folder), CREATE_QUOTA="10 per minute").test_client()
    return [client.post("/api/games", json=GAME, headers={"User-Agent": f"phone {i}"}).status_code
            for i in range(6)]


def test_an_address_has_one_budget_whichever_process_answers(tmp_path: Path) -> None:
    """gunicorn's workers are processes: counted in each one's memory, four
    workers let an address create 24 games against a quota of 10."""
    import multiprocessing

    with multiprocessing.get_context("fork").Pool(4) as pool:
        codes = sum(pool.map(_create_six, [str(tmp_path)] * 4), [])
    assert codes.count(201) == 10 and codes.count(429) == 14
