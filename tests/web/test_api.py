"""The JSON API: rules, scoring a case, and stored games with their deal logs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

CASEBOOK = Path(__file__).parent.parent / "casebook"
M1 = {"dealer": "Cyr", "taker": "Ana", "contract": 110, "trick_points": {"Ana": 78, "Bea": 30, "Cyr": 12},
      "marriages": {"Ana": ["carreau"]}}
M2 = {"taker": "Bea", "contract": 125, "taker_had_marriage_at_bid": True,
      "trick_points": {"Ana": 44, "Bea": 63, "Cyr": 13}, "marriages": {"Bea": ["pique"]}}
BOMB_CYR = {"taker": "Cyr", "contract": 115, "bomb": True}


class Game:
    """A game started through the API: its id and the headers of its two links."""

    def __init__(self, client: Any, body: dict[str, Any]) -> None:
        response = client.post("/api/games", json=body)
        assert response.status_code == 201, response.get_json()
        created = response.get_json()
        self.id = created["id"]
        self.created = created
        self.edit = {"Authorization": f"Bearer {created['edit_token']}"}
        self.view = {"Authorization": f"Bearer {created['view_token']}"}


def start_mille(client: Any) -> Game:
    return Game(client, {"game": "mille", "players": ["Ana", "Bea", "Cyr"]})


def test_rules_lists_each_game_with_its_entry_schema(client: Any) -> None:
    games = {g["slug"]: g for g in client.get("/api/rules").get_json()}
    assert len(games) == 16 and {"mille", "besigue", "reversis"} <= set(games)
    assert "trick_points" in games["mille"]["entry"]["properties"]
    assert games["mille"]["entry"]["$schema"].endswith("2020-12/schema")
    assert games["besigue"]["variants"].keys() == {"japonais", "chinois"}
    assert games["mille"]["options"]["properties"]["tonneau_max_turns"]
    assert client.get("/api/rules/nope").status_code == 404
    schema = client.get("/api/rules/demons/schema").get_json()
    assert "base_points" in schema["properties"]


def test_score_answers_like_the_command(client: Any) -> None:
    case = json.loads((CASEBOOK / "mille-m5-m8-tonneau.json").read_text(encoding="utf-8"))
    result = client.post("/api/score", json=case).get_json()
    assert result["totals"] == case["expect"]["totals"]
    assert result["winner"] == "Ana" and result["finished"] is True


def test_score_refusal_is_422_with_deal_and_field(client: Any) -> None:
    case = json.loads((CASEBOOK / "mille-m3-second-bomb.json").read_text(encoding="utf-8"))
    response = client.post("/api/score", json=case)
    assert response.status_code == 422
    assert response.get_json()["error"]["field"] == case["expect"]["error"]["field"]
    assert client.post("/api/score", data="nope", content_type="application/json").status_code == 400


def test_starting_a_game_gives_its_two_links(client: Any) -> None:
    game = start_mille(client)
    created = game.created
    assert set(created) == {"id", "edit_token", "view_token", "edit_url", "view_url"}
    assert len(created["edit_token"]) >= 32 and created["edit_url"].endswith("/g/" + created["edit_token"])
    assert client.get(created["edit_url"]).status_code == 200
    assert "Valider la donne" in client.get(created["edit_url"]).get_data(as_text=True)
    assert "Valider la donne" not in client.get(created["view_url"]).get_data(as_text=True)  # read only


def test_a_stored_game_is_played_edited_and_deleted(client: Any) -> None:
    game = start_mille(client)
    first = client.post(f"/api/games/{game.id}/deals", json={"entry": M1, "id": "a1"}, headers=game.edit)
    assert first.status_code == 201
    result = client.post(f"/api/games/{game.id}/deals", json={"entry": M2, "id": "a2"}, headers=game.edit).get_json()
    assert result["totals"] == {"Ana": 155, "Bea": -95, "Cyr": 25}
    assert [d["entry"] for d in result["deals"]] == [M1, M2]

    # the same submission again (its id) is not entered twice
    again = client.post(f"/api/games/{game.id}/deals", json={"entry": M2, "id": "a2"}, headers=game.edit)
    assert again.status_code == 200 and len(again.get_json()["deals"]) == 2

    # editing deal 1 (by its id) recomputes deal 2's running totals
    deal1 = result["deals"][0]["id"]
    edited = dict(M1, trick_points={"Ana": 78, "Bea": 20, "Cyr": 22})
    result = client.put(f"/api/games/{game.id}/deals/{deal1}", json={"entry": edited},
                        headers={**game.edit, "If-Match": str(result["revision"])}).get_json()
    assert result["deals"][1]["totals"] == {"Ana": 155, "Bea": -105, "Cyr": 35}

    result = client.delete(f"/api/games/{game.id}/deals/{deal1}", headers=game.edit).get_json()
    assert result["totals"] == {"Ana": 45, "Bea": -125, "Cyr": 15}
    # the same DELETE again: 404, and nothing else goes
    assert client.delete(f"/api/games/{game.id}/deals/{deal1}", headers=game.edit).status_code == 404
    assert len(client.get(f"/api/games/{game.id}", headers=game.view).get_json()["deals"]) == 1


def test_a_write_answers_the_edit_token_that_it_may_edit(client: Any) -> None:
    game = start_mille(client)
    added = client.post(f"/api/games/{game.id}/deals", json={"entry": M1}, headers=game.edit).get_json()
    assert added["can_edit"] is True
    deal1, revision = added["deals"][0]["id"], added["revision"]
    edited = client.put(f"/api/games/{game.id}/deals/{deal1}", json={"entry": M1},
                        headers={**game.edit, "If-Match": str(revision)}).get_json()
    assert edited["can_edit"] is True
    assert client.delete(f"/api/games/{game.id}/deals/{deal1}", headers=game.edit).get_json()["can_edit"] is True
    assert client.get(f"/api/games/{game.id}", headers=game.view).get_json()["can_edit"] is False


def test_a_put_without_if_match_is_428_and_overwrites_nothing(client: Any) -> None:
    game = start_mille(client)
    added = client.post(f"/api/games/{game.id}/deals", json={"entry": M1}, headers=game.edit).get_json()
    deal1 = added["deals"][0]["id"]
    edited = dict(M1, trick_points={"Ana": 78, "Bea": 20, "Cyr": 22})
    for headers in (game.edit, {**game.edit, "If-Match": "*"}, {**game.edit, "If-Match": "soon"}):
        response = client.put(f"/api/games/{game.id}/deals/{deal1}", json={"entry": edited}, headers=headers)
        assert response.status_code == 428 and response.get_json()["error"]["field"] == "If-Match"
    assert client.get(f"/api/games/{game.id}", headers=game.view).get_json()["deals"][0]["entry"] == M1
    # a view token or none still learns nothing of the game
    assert client.put(f"/api/games/{game.id}/deals/{deal1}", json={"entry": edited}, headers=game.view
                      ).status_code == 404


def test_two_deletes_of_different_deals_at_once_both_succeed(tmp_path: Path, monkeypatch: Any) -> None:
    """The second DELETE is let in while the first one is deleting: its deal
    is found by its id inside its own write, not at a position read before."""
    import threading

    from compagnon import create_app, store

    app = create_app({"TESTING": True, "DATABASE": tmp_path / "race.db", "SECRET_KEY": "tests",
                      "RATELIMIT_ENABLED": False})
    client = app.test_client()
    game = start_mille(client)
    for entry in (M1, M2, BOMB_CYR):
        client.post(f"/api/games/{game.id}/deals", json={"entry": entry}, headers=game.edit)
    first, second, _ = (d["id"] for d in client.get(f"/api/games/{game.id}", headers=game.view).get_json()["deals"])
    answers: dict[str, int] = {}
    write = store.write

    def other_phone_first() -> Any:
        if "first" not in answers:  # the other phone's DELETE goes through now, in a thread of its own
            answers["first"] = 0
            phone = threading.Thread(target=lambda: answers.update(first=app.test_client().delete(
                f"/api/games/{game.id}/deals/{first}", headers=game.edit).status_code))
            phone.start()
            phone.join()
        return write()

    monkeypatch.setattr(store, "write", other_phone_first)
    answers["second"] = client.delete(f"/api/games/{game.id}/deals/{second}", headers=game.edit).status_code
    assert answers == {"first": 200, "second": 200}
    assert [d["entry"] for d in client.get(f"/api/games/{game.id}", headers=game.view).get_json()["deals"]
            ] == [BOMB_CYR]


def test_a_view_link_reads_and_cannot_write(client: Any) -> None:
    game = start_mille(client)
    assert client.get(f"/api/games/{game.id}", headers=game.view).status_code == 200
    for response in (client.post(f"/api/games/{game.id}/deals", json={"entry": M1}, headers=game.view),
                     client.post(f"/api/games/{game.id}/deals", json={"entry": M1}),
                     client.get(f"/api/games/{game.id}"),
                     client.get(f"/api/games/{game.id}", headers={"Authorization": "Bearer " + "x" * 32})):
        assert response.status_code == 404 and response.get_json()["error"]["field"] == "game"
    other = start_mille(client)  # a token opens its own game only
    assert client.get(f"/api/games/{other.id}", headers=game.edit).status_code == 404


def test_a_write_from_an_old_revision_gets_409_with_the_deal_as_it_is(client: Any) -> None:
    game = start_mille(client)
    result = client.post(f"/api/games/{game.id}/deals", json={"entry": M1}, headers=game.edit)
    revision = result.get_json()["revision"]
    assert result.headers["ETag"] == f'"{revision}"'
    deal1 = result.get_json()["deals"][0]["id"]
    edited = dict(M1, trick_points={"Ana": 78, "Bea": 20, "Cyr": 22})
    ok = client.put(f"/api/games/{game.id}/deals/{deal1}", json={"entry": edited},
                    headers={**game.edit, "If-Match": f'"{revision}"'})
    assert ok.status_code == 200
    stale = client.put(f"/api/games/{game.id}/deals/{deal1}", json={"entry": M1},
                       headers={**game.edit, "If-Match": f'"{revision}"'})  # a second phone, on the old view
    assert stale.status_code == 409
    error = stale.get_json()["error"]
    assert error["revision"] == revision + 1 and error["deal"]["entry"] == edited
    # nothing changed: the ETag says so, and a conditional GET costs nothing
    current = client.get(f"/api/games/{game.id}", headers=game.view)
    assert client.get(f"/api/games/{game.id}", headers={**game.view, "If-None-Match": current.headers["ETag"]}
                      ).status_code == 304


def test_refused_deal_is_422_and_nothing_is_written(client: Any) -> None:
    game = start_mille(client)
    bad = dict(M1, contract=112)
    response = client.post(f"/api/games/{game.id}/deals", json={"entry": bad}, headers=game.edit)
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert (error["deal"], error["field"], error["path"], error["rule"]) == (1, "contract", "contract", "Mille §5")
    assert error["message"] == "Le contrat : un multiple de 5."
    assert client.get(f"/api/games/{game.id}", headers=game.view).get_json()["deals"] == []


def test_an_edit_that_breaks_a_later_deal_is_refused(client: Any) -> None:
    game = start_mille(client)
    result = client.post(f"/api/games/{game.id}/deals", json={"entry": M1}, headers=game.edit).get_json()
    revision = client.post(f"/api/games/{game.id}/deals", json={"entry": BOMB_CYR}, headers=game.edit
                           ).get_json()["revision"]
    # Cyr bombing in deal 1 too would make deal 2 a second bomb (Mille §6.1)
    deal1 = result["deals"][0]["id"]
    response = client.put(f"/api/games/{game.id}/deals/{deal1}", json={"entry": BOMB_CYR},
                          headers={**game.edit, "If-Match": str(revision)})
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert (error["deal"], error["field"]) == (2, "bomb")
    first = client.get(f"/api/games/{game.id}", headers=game.view).get_json()["deals"][0]
    assert first["delta"] == {"Ana": 110, "Bea": 30, "Cyr": 10}


def test_bad_requests_get_errors_not_500(client: Any) -> None:
    assert client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea"]}).status_code == 422
    assert client.post("/api/games", json={"game": "nope", "players": ["A", "B"]}).status_code == 422
    assert client.post("/api/games", json={"game": "mille", "players": "Ana"}).status_code == 422
    assert client.post("/api/games", data="x").status_code == 400
    game = start_mille(client)
    assert client.get("/api/games/999", headers=game.edit).status_code == 404
    assert client.post(f"/api/games/{game.id}/deals", json={"entry": "x"}, headers=game.edit).status_code == 400
    assert client.post(f"/api/games/{game.id}/deals", json={"entry": {"taker": 3}}, headers=game.edit
                       ).status_code == 422
    assert client.delete(f"/api/games/{game.id}/deals/5", headers=game.edit).status_code == 404


def test_besigue_game_through_the_api(client: Any) -> None:
    case = json.loads((CASEBOOK / "besigue-j-game-to-5000.json").read_text(encoding="utf-8"))
    game = Game(client, {"game": "besigue", "variant": "japonais", "players": ["Ana", "Bea"]})
    for entry in case["deals"]:
        assert client.post(f"/api/games/{game.id}/deals", json={"entry": entry}, headers=game.edit).status_code == 201
    result = client.get(f"/api/games/{game.id}", headers=game.view).get_json()
    assert result["totals"] == {"Ana": 5500, "Bea": 500}
    assert result["winner"] == "Ana"
    late = client.post(f"/api/games/{game.id}/deals", json={"entry": case["deals"][0]}, headers=game.edit)
    assert late.status_code == 422 and late.get_json()["error"]["field"] == "deal"


def test_openapi_describes_every_route_and_each_game_entry(client: Any, app: Any) -> None:
    document = client.get("/api/openapi.json").get_json()
    assert document["openapi"].startswith("3.1")
    assert {"/api/games", "/api/games/{game_id}", "/api/games/{game_id}/deals", "/api/games/{game_id}/deals/{deal_id}",
            "/api/score", "/api/rules"} <= set(document["paths"])
    schemas = document["components"]["schemas"]
    assert "trick_points" in schemas["mille_entry"]["properties"] and "reversis_entry" in schemas
    api_rules = {r.rule.replace("<int:", "{").replace("<", "{").replace(">", "}") for r in app.url_map.iter_rules()
                 if r.rule.startswith("/api/") and r.rule != "/api/openapi.json"}
    assert api_rules <= set(document["paths"])
