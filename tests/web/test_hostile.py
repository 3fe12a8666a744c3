"""Bad requests of every kind get a clear answer and change nothing: never a
5xx, never HTML under /api/, never a half-written deal. Each reproducer of
the issue that asked for this is a test; Hypothesis then throws bad forms,
bad JSON and bad paths at every route."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from webtable import M1, Table, input_value, text

DEEP = "[" * 2000 + "]" * 2000
DEEP_OBJECT = '{"a":' * 2000 + "1" + "}" * 2000


def api_game(client: Any) -> tuple[int, dict[str, str]]:
    created = client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]}).get_json()
    return created["id"], {"Authorization": f"Bearer {created['edit_token']}"}


def stored(table: Table) -> list[Any]:
    """Everything the database holds."""
    from compagnon.db import init_db

    with table.app.app_context():
        init_db()
    db = table.db()
    try:
        return [list(db.query("SELECT * FROM games ORDER BY id")), list(db.query("SELECT * FROM deals ORDER BY id")),
                list(db.query("SELECT * FROM drafts ORDER BY game_id"))]
    finally:
        db.close()


# --------------------------------------------------------------------- the reproducers

@pytest.mark.parametrize("path", ["/g/" + str(2**63), "/g/" + str(2**64) + "/deals/1", "/api/games/" + str(2**63),
                                  "/api/games/" + str(2**70) + "/deals/1", "/g/%00", "/g/" + "é" * 40,
                                  "/rules/%ff", "/new/" + "x" * 500, "/g/x/deals/99999999999999999999"])
def test_huge_ids_and_strange_paths_are_404(client: Any, path: str) -> None:
    for method in ("get", "post", "delete"):
        response = getattr(client, method)(path)
        assert response.status_code in (404, 405), (method, path, response.status_code)
        if path.startswith("/api/"):
            assert response.is_json


def test_deep_json_is_refused_and_never_stored(client: Any, table: Table, mille: str) -> None:
    game_id, headers = api_game(client)
    for body in (DEEP, DEEP_OBJECT, '{"entry": ' + DEEP_OBJECT + "}"):
        for url in ("/api/score", "/api/games", f"/api/games/{game_id}/deals"):
            response = client.post(url, data=body, content_type="application/json", headers=headers)
            assert response.status_code in (400, 422) and response.is_json, (url, response.status_code)
    # an unknown key holding deep JSON is ignored, never walked into
    nested = {"taker": "Ana", "contract": 100, "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10}, "x": []}
    node = nested["x"]
    for _ in range(300):
        node.append([])
        node = node[0]
    response = client.post(f"/api/games/{game_id}/deals", json={"entry": nested}, headers=headers)
    assert response.status_code == 201
    # the live form posts events as JSON: a deep one is refused, nothing kept
    table.live(mille, {"event": DEEP})
    assert stored(table)[2] == []


@pytest.mark.parametrize("case", [
    {"game": "mille", "players": 1}, {"game": "mille", "players": True}, {"game": "mille", "players": "ABC"},
    {"game": "mille", "players": ["Ana", "Bea", "Cyr"], "options": 3},
    {"game": {}, "players": ["A", "B"]}, {"game": [], "players": ["A", "B"]},
    {"game": "mille", "players": ["Ana", "Bea", "Cyr"], "variant": {}},
    {"game": "mille", "players": ["Ana", "Bea", "Cyr"], "deals": "x"},
    {"game": "mille", "players": ["Ana", "Bea", "Cyr"], "deals": [1, None]},
    {"game": "mille", "players": ["Ana", "Bea", "\ud800"]},
])
def test_score_refuses_what_is_not_a_case(client: Any, case: dict[str, Any]) -> None:
    response = client.post("/api/score", data=json.dumps(case), content_type="application/json")
    assert response.status_code in (400, 422) and response.is_json
    assert response.get_json()["error"]["message"]


@pytest.mark.parametrize("body, field", [
    ({"game": "mille", "players": ["Ana", "Bea", "Cyr"], "variant": {}}, "variant"),
    ({"game": "mille", "players": ["Ana", "Bea", "Cyr"], "variant": []}, "variant"),
    ({"game": "mille", "players": ["Ana", "Bea", "Cyr"], "variant": "x"}, "variant"),
    ({"game": "mille", "players": ["Ana", "Bea", "x" * 100_000]}, "players"),
    ({"game": "mille", "players": "ABC"}, "players"),
    ({"game": "mille", "players": ["Ana", "Bea", "\ud800"]}, "players"),
    ({"game": "mille", "players": ["Ana", "Bea", "C\x00y"]}, "players"),
])
def test_a_game_is_not_created_from_bad_set_ups(client: Any, table: Table, body: dict[str, Any],
                                                field: str) -> None:
    before = stored(table)
    response = client.post("/api/games", data=json.dumps(body), content_type="application/json")
    assert response.status_code in (413, 422) and response.is_json
    if response.status_code == 422:
        assert response.get_json()["error"]["field"] == field
    assert stored(table) == before


def test_an_empty_string_variant_is_the_default(client: Any) -> None:
    # « "" » reads as no variant: Mille has none to choose, the game starts
    response = client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"], "variant": ""})
    assert response.status_code == 201


def test_the_delete_form_never_deletes_without_naming_its_deal(client: Any, table: Table, mille: str) -> None:
    table.deal(mille, M1)
    for deal_id in ("", "abc", "-1", "1.5", "9" * 40):
        response = client.post(f"/g/{mille}/deals/1/delete", data={"deal_id": deal_id})
        assert response.status_code in (409, 422)
        assert len(table.deal_rows(mille)) == 1
    confirm = text(client.get(f"/g/{mille}/deals/1/delete"))
    response = client.post(f"/g/{mille}/deals/1/delete", data={"deal_id": input_value(confirm, "deal_id")})
    assert response.status_code == 303 and table.deal_rows(mille) == []


def test_a_name_with_a_lone_surrogate_is_refused_not_a_crash(client: Any) -> None:
    # through the API, JSON can spell a lone surrogate
    response = client.post("/api/games", data='{"game": "mille", "players": ["Ana", "Bea", "\\ud800"]}',
                           content_type="application/json")
    assert response.status_code == 422 and "illisible" in response.get_json()["error"]["message"]
    # a form can only send its bytes, which are read as the replacement character, then refused as well
    response = client.post("/new/mille", data=b"player.0=Ana&player.1=Bea&player.2=%ED%A0%80&first_dealer=0",
                           content_type="application/x-www-form-urlencoded")
    assert response.status_code in (303, 422)


LONE = "\\ud800"  # how JSON spells a lone surrogate: valid JSON, text UTF-8 cannot write
BIG = "9007199254740993"  # 2^53 + 1


def entry(more: str = "") -> str:
    return '{"taker": "Ana", "contract": 100, "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10}' + more + "}"


def case(entry: str) -> str:
    return '{"game": "mille", "players": ["Ana", "Bea", "Cyr"], "deals": [{"entry": ' + entry + "}]}"


@pytest.mark.parametrize("route, body, field", [
    # section: text UTF-8 cannot write, anywhere in a body
    ("deals", '{"id": "' + LONE + '", "entry": ' + entry() + "}", "id"),
    ("deals", '{"entry": ' + entry(', "note": "' + LONE + '"') + "}", "entry.note"),
    ("deals", '{"entry": ' + entry(', "' + LONE + '": 1') + "}", "entry"),
    ("deals", '{"entry": {"taker": "' + LONE + '", "contract": 100}}', "entry.taker"),
    ("deal", '{"entry": ' + entry(', "x": ["' + LONE + '"]') + "}", "entry.x"),
    ("import", case(entry(', "x": "' + LONE + '"')), "deals.entry.x"),
    ("score", case(entry(', "x": "' + LONE + '"')), "deals.entry.x"),
    ("referee", '{"game": "mille", "context": {"trump": "' + LONE + '"}}', "context.trump"),
    # section: integers beyond 2^53 (RFC 8259 §6), anywhere in a body
    ("deals", '{"entry": ' + entry(', "x": ' + BIG) + "}", "entry.x"),
    ("deals", '{"entry": {"taker": "Ana", "contract": -' + BIG + "}}", "entry.contract"),
    ("deals", '{"entry": {"taker": "Ana", "contract": ' + "9" * 4000 + "}}", "entry.contract"),
    ("import", case('{"taker": "Ana", "contract": 1' + "0" * 4000 + "}"), "deals.entry.contract"),
    ("score", case('{"taker": "Ana", "contract": 1' + "0" * 60 + "}"), "deals.entry.contract"),
])
def test_unwritable_text_and_huge_integers_are_refused_naming_the_field(client: Any, table: Table, route: str,
                                                                        body: str, field: str) -> None:
    game_id, headers = api_game(client)
    saved = client.post(f"/api/games/{game_id}/deals", json={"entry": json.loads(entry())}, headers=headers)
    if route == "deal":  # a replacement says which revision it replaces (428 without)
        headers = {**headers, "If-Match": str(saved.get_json()["revision"])}
    url = {"deals": f"/api/games/{game_id}/deals", "deal": f"/api/games/{game_id}/deals/1",
           "import": "/api/games/import", "score": "/api/score", "referee": "/api/referee/trick"}[route]
    before = stored(table)
    response = (client.put if route == "deal" else client.post)(url, data=body, content_type="application/json",
                                                                 headers=headers)
    assert response.status_code == 422 and response.is_json, (response.status_code, response.data[:300])
    error = response.get_json()["error"]
    assert error["field"] == field
    assert f"« {error['path']} »" in error["message"]
    assert ("illisible" if "ud800" in body else "trop grand") in error["message"]
    assert stored(table) == before


def test_a_huge_integer_in_the_import_form_or_a_pad_event_is_refused(client: Any, table: Table, mille: str) -> None:
    before = stored(table)
    response = client.post("/importer", data={"text": case(entry(', "x": ' + BIG))})
    assert response.status_code == 422 and "« deals[0].entry.x »" in text(response)
    response = client.post("/importer", data={"text": case(entry(', "x": "' + LONE + '"'))})
    assert response.status_code == 422 and "illisible" in text(response)
    table.live(mille, {"event": '{"kind": "' + LONE + '"}'})
    table.live(mille, {"event": '{"kind": "bid", "points": ' + BIG + "}"})
    assert stored(table) == before


def test_a_number_typed_too_long_in_a_form_is_refused_not_a_crash(client: Any, table: Table, mille: str) -> None:
    response = client.post(f"/g/{mille}/deals", data={"taker": "Ana", "contract": "9" * 5000,
                                                      "trick_points.Ana": "100", "trick_points.Bea": "10",
                                                      "trick_points.Cyr": "10"})
    assert response.status_code == 422
    assert table.deal_rows(mille) == []


def test_names_are_bounded_everywhere(client: Any, table: Table) -> None:
    response = client.post("/new/mille", data={"player.0": "Ana", "player.1": "Bea", "player.2": "x" * 31,
                                               "first_dealer": "0"})
    assert response.status_code == 422 and "30 caractères" in text(response)
    assert stored(table)[0] == []


def test_a_body_over_the_limit_is_refused_before_it_is_read(app: Any, client: Any) -> None:
    big = "x" * (app.config["MAX_CONTENT_LENGTH"] + 1)
    assert client.post("/api/score", data=big, content_type="application/json").status_code == 413
    assert client.post("/new/mille", data={"player.0": big}).status_code == 413


def test_html_is_escaped_everywhere(client: Any, table: Table) -> None:
    payload = '<b onmouseover="x">'
    token = table.new_game("mille", ["Ana", payload[:30], "Cyr"])
    page = table.page(token)
    assert payload[:20] not in page and "&lt;b onmouseover=" in page
    home = text(client.get("/"))
    assert "&lt;b onmouseover=" in home and payload[:20] not in home


# --------------------------------------------------------------------- everything else, at random

TEXTS = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=12) | st.sampled_from(
    ["", "0", "-1", "9" * 30, "9" * 5000, "Ana", "on", "∅", "pique", "R", "add:bets", "remove:x[0]", DEEP[:40]])
#: what only JSON can send: text with a lone surrogate, integers up to and past 2^53 (RFC 8259 §6)
JSON_TEXTS = TEXTS | st.text(alphabet=st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), min_size=1,
                             max_size=3).map(lambda lone: "Ana" + lone)
JSON_INTEGERS = st.integers() | st.integers(min_value=2**53 - 2, max_value=2**70) | st.integers(
    min_value=-(2**70), max_value=-(2**53) + 2) | st.sampled_from([400, 1000, 3000, 10**20])


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_any_form_on_any_game_route_gets_an_answer_never_a_5xx(client: Any, table: Table, data: Any) -> None:
    mille = table.new_game("mille", ["Ana", "Bea", "Cyr"])
    table.deal(mille, M1)
    route = data.draw(st.sampled_from(["deals", "live", "deals/1/edit", "deals/1/delete", "undo", "share",
                                       "deals/7/edit", "poll", "referee"]))
    form = data.draw(st.dictionaries(st.sampled_from(
        ["action", "taker", "contract", "trick_points.Ana", "marriages.Bea", "fault.player", "dealer", "deal_id",
         "revision", "client_id", "event", "remove", "who", "bets#", "x", "q", "plays#", "plays[0].card.rank",
         "plays[0].hand", "context.trump"]) | st.text(max_size=8), TEXTS, max_size=8))
    before = stored(table)
    response = client.post(f"/g/{mille}/{route}", data=form)
    assert response.status_code < 500, (route, form)
    if response.status_code >= 400:
        assert stored(table) == before, (route, form)


#: a deal, a game to import or a case to score that is right but for one value (a stored text, a
#: client id, a number): where a lone surrogate or a huge integer would have been kept
VALID_ENTRY = {"taker": "Ana", "contract": 100, "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10}}
ALMOST_RIGHT = st.builds(
    lambda key, leaf, client_id, players: {"id": client_id, "entry": {**VALID_ENTRY, key: leaf},
                                            "game": "mille", "players": players,
                                            "deals": [{"entry": {**VALID_ENTRY, key: leaf}}]},
    st.sampled_from(["contract", "note", "x"]) | JSON_TEXTS, JSON_INTEGERS | JSON_TEXTS,
    st.none() | JSON_TEXTS, st.just(["Ana", "Bea", "Cyr"]))


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_any_json_on_any_api_route_gets_json_never_a_5xx(client: Any, data: Any) -> None:
    game_id, headers = api_game(client)
    if data.draw(st.booleans()):  # right but for one value, sent where it would be kept
        route = data.draw(st.sampled_from([f"/api/games/{game_id}/deals", "/api/games/import", "/api/score"]))
        method, value, auth = "post", data.draw(ALMOST_RIGHT), headers
    else:
        route = data.draw(st.sampled_from([
            "/api/score", "/api/games", "/api/games/import", f"/api/games/{game_id}/deals",
            f"/api/games/{game_id}/deals/1", f"/api/games/{game_id}", "/api/referee/trick",
            "/api/referee/combination", "/api/referee/hands"]))
        method = data.draw(st.sampled_from(["post", "put", "delete", "get"]))
        value = data.draw(st.recursive(st.none() | st.booleans() | JSON_INTEGERS | JSON_TEXTS,
                                       lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
                                           st.sampled_from(["game", "players", "entry", "id", "deals", "options",
                                                            "variant", "taker", "context", "plays", "card", "player",
                                                            "hand", "combination", "hands"]) | JSON_TEXTS,
                                           inner, max_size=4),
                                       max_leaves=12))
        auth = data.draw(st.sampled_from([headers, {}, {"Authorization": "Bearer x"}]))
    match = data.draw(st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=12))
    response = getattr(client, method)(route, data=json.dumps(value), content_type="application/json",
                                       headers={**auth, "If-Match": match})
    assert response.status_code < 500 and response.is_json, (method, route, value, response.status_code)


# --------------------------------------------------------------------- no accepted log makes a page fail

CASEBOOK = Path(__file__).parent.parent / "casebook"
CASES = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(CASEBOOK.glob("*.json"))]


def test_a_contract_past_what_a_deal_can_score_never_bricks_the_game(client: Any, table: Table) -> None:
    game_id, headers = api_game(client)
    huge = {"taker": "Ana", "contract": 10**15, "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10}}
    response = client.post(f"/api/games/{game_id}/deals", json={"entry": huge}, headers=headers)
    assert response.status_code == 422 and response.get_json()["error"]["field"] == "contract"
    imported = client.post("/api/games/import", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"],
                                                      "deals": [{"entry": huge}]})
    assert imported.status_code == 422
    # the most a deal allows, again and again: every page still answers
    most = {"taker": "Ana", "contract": 400, "taker_had_marriage_at_bid": True,
            "trick_points": {"Ana": 120, "Bea": 0, "Cyr": 0}, "marriages": {"Ana": ["pique", "trefle", "carreau",
                                                                                    "coeur"]}}
    assert client.post(f"/api/games/{game_id}/deals", json={"entry": most}, headers=headers).status_code == 201
    assert client.get(f"/api/games/{game_id}", headers=headers).status_code == 200


def _integer_paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [path]
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    return [p for key, item in items for p in _integer_paths(item, (*path, key))]


def _bounds(node: Any) -> set[int]:
    if isinstance(node, dict):
        own = {v for k, v in node.items() if k in ("minimum", "maximum") and isinstance(v, int)}
        return own.union(*(_bounds(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(*(_bounds(v) for v in node))
    return set()


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_no_accepted_log_makes_a_page_fail(app: Any, client: Any, data: Any) -> None:
    # a casebook game, its numbers pushed to the bounds its schema allows, its deals played again and
    # again: what the import accepts, every page, poll, export, API read and sheet shows
    case = json.loads(json.dumps(data.draw(st.sampled_from(CASES))))
    case.pop("expect", None)
    schema = client.get(f"/api/rules/{case['game']}/schema", query_string={"variant": case.get("variant") or ""})
    extremes = sorted(_bounds(schema.get_json())) or [0]
    deals = case.get("deals") or []
    for path in data.draw(st.lists(st.sampled_from(_integer_paths(deals) or [()]), max_size=6)):
        if path:
            node = deals
            for key in path[:-1]:
                node = node[key]
            node[path[-1]] = data.draw(st.sampled_from(extremes))
    case["deals"] = deals * data.draw(st.integers(1, 6))
    imported = client.post("/api/games/import", json=case)
    assert imported.status_code in (201, 413, 422), imported.status_code
    if imported.status_code != 201:
        return
    created = imported.get_json()
    token, game_id = created["edit_token"], created["id"]
    auth = {"Authorization": f"Bearer {token}"}
    for url in (f"/g/{token}", f"/g/{token}/poll", f"/g/{token}/tableau", f"/g/{token}/courbe",
                f"/g/{token}/export.json", f"/g/{token}/export.csv", f"/g/{created['view_token']}"):
        assert client.get(url).status_code in (200, 303), url
    for url in (f"/api/games/{game_id}", f"/api/games/{game_id}/export.json", f"/api/games/{game_id}/export.csv"):
        assert client.get(url, headers=auth).status_code == 200, url
    from compagnon import store
    from compagnon.sheets import sheet_html

    with app.test_request_context():
        assert str(sheet_html(store.load_game(game_id).replay, title="t", created="2026-11-29"))


# --------------------------------------------------------------------- tournaments

def a_tournament(client: Any) -> tuple[int, str, str]:
    created = client.post("/api/tournaments", json={"game": "mille", "rounds": 2, "deals": 2,
                                                    "players": ["Ana", "Bea", "Cyr", "Dan", "Eve", "Fay", "Gil"]})
    data = created.get_json()
    client.post(f"/api/tournaments/{data['id']}/rounds", headers={"Authorization": f"Bearer {data['edit_token']}"})
    return data["id"], data["edit_token"], data["view_token"]


def tournament_rows(client: Any) -> tuple[Any, ...]:
    with client.application.app_context():
        from compagnon.db import get_db

        db = get_db()
        return tuple(tuple(db.execute(f"SELECT * FROM {name}").fetchall())  # noqa: S608
                     for name in ("tournaments", "tournament_rounds", "tournament_tables", "games"))


@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_any_form_or_json_on_a_tournament_route_gets_an_answer_never_a_5xx(client: Any, data: Any) -> None:
    tid, edit, view = a_tournament(client)
    token = data.draw(st.sampled_from([edit, view, "x" * 32, "1", edit + "x"]))
    if data.draw(st.booleans()):
        route = data.draw(st.sampled_from(["manche", "clore", "absent", "joueur", "echange", "suite"]))
        form = data.draw(st.dictionaries(st.sampled_from(["name", "absent", "first", "second", "revision"])
                                         | st.text(max_size=8), TEXTS, max_size=5))
        before = tournament_rows(client)
        response = client.post(f"/tournoi/{token}/{route}", data=form)
        assert response.status_code < 500, (route, form)
        if response.status_code >= 400 or token != edit:
            assert tournament_rows(client) == before, (route, form)
    else:
        route = data.draw(st.sampled_from(["", "/rounds", "/close", "/players", "/absent", "/swap", "/next"]))
        value = data.draw(st.recursive(st.none() | st.booleans() | JSON_INTEGERS | JSON_TEXTS,
                                       lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
                                           st.sampled_from(["game", "players", "name", "absent", "rounds", "deals",
                                                            "scoring", "table_size", "variant", "options"])
                                           | JSON_TEXTS, inner, max_size=5), max_leaves=10))
        path = "/api/tournaments" if route == "" and data.draw(st.booleans()) else f"/api/tournaments/{tid}{route}"
        response = client.post(path, data=json.dumps(value), content_type="application/json",
                               headers={"Authorization": f"Bearer {token}"})
        assert response.status_code < 500 and response.is_json, (path, value, response.status_code)
    for page in (f"/tournoi/{token}", f"/t/{token}", f"/t/{token}/poll?r=x", f"/t/{token}/saison.csv"):
        assert client.get(page).status_code < 500, page
