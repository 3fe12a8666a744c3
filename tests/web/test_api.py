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


def start_mille(client: Any) -> int:
    response = client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]})
    assert response.status_code == 201
    return int(response.get_json()["id"])


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


def test_a_stored_game_is_played_edited_and_deleted(client: Any) -> None:
    game_id = start_mille(client)
    assert client.post(f"/api/games/{game_id}/deals", json={"entry": M1, "client_id": "a1"}).status_code == 201
    result = client.post(f"/api/games/{game_id}/deals", json={"entry": M2, "client_id": "a2"}).get_json()
    assert result["totals"] == {"Ana": 155, "Bea": -95, "Cyr": 25}

    # the same submission again is not entered twice
    again = client.post(f"/api/games/{game_id}/deals", json={"entry": M2, "client_id": "a2"})
    assert again.status_code == 200
    assert len(again.get_json()["deals"]) == 2

    # editing deal 1 recomputes deal 2's running totals
    edited = dict(M1, trick_points={"Ana": 78, "Bea": 20, "Cyr": 22})
    result = client.put(f"/api/games/{game_id}/deals/1", json={"entry": edited}).get_json()
    assert result["deals"][1]["totals"] == {"Ana": 155, "Bea": -105, "Cyr": 35}

    result = client.delete(f"/api/games/{game_id}/deals/1").get_json()
    assert result["totals"] == {"Ana": 45, "Bea": -125, "Cyr": 15}
    assert [g["deals"] for g in client.get("/api/games").get_json() if g["id"] == game_id] == [1]


def test_refused_deal_is_422_and_nothing_is_written(client: Any) -> None:
    game_id = start_mille(client)
    bad = dict(M1, contract=112)
    response = client.post(f"/api/games/{game_id}/deals", json={"entry": bad})
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert (error["deal"], error["field"], error["path"], error["rule"]) == (1, "contract", "contract", "Mille §5")
    assert error["message"] == "Le contrat : un multiple de 5."
    assert client.get(f"/api/games/{game_id}").get_json()["deals"] == []


def test_an_edit_that_breaks_a_later_deal_is_refused(client: Any) -> None:
    game_id = start_mille(client)
    client.post(f"/api/games/{game_id}/deals", json={"entry": M1})
    client.post(f"/api/games/{game_id}/deals", json={"entry": BOMB_CYR})
    # Cyr bombing in deal 1 too would make deal 2 a second bomb (Mille §6.1)
    response = client.put(f"/api/games/{game_id}/deals/1", json={"entry": BOMB_CYR})
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert (error["deal"], error["field"]) == (2, "bomb")
    assert client.get(f"/api/games/{game_id}").get_json()["deals"][0]["delta"] == {"Ana": 110, "Bea": 30, "Cyr": 10}


def test_bad_requests_get_errors_not_500(client: Any) -> None:
    assert client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea"]}).status_code == 422
    assert client.post("/api/games", json={"game": "nope", "players": ["A", "B"]}).status_code == 422
    assert client.post("/api/games", json={"game": "mille", "players": "Ana"}).status_code == 422
    assert client.post("/api/games", data="x").status_code == 400
    assert client.get("/api/games/999").status_code == 404
    game_id = start_mille(client)
    assert client.post(f"/api/games/{game_id}/deals", json={"entry": "x"}).status_code == 400
    assert client.post(f"/api/games/{game_id}/deals", json={"entry": {"taker": 3}}).status_code == 422
    assert client.delete(f"/api/games/{game_id}/deals/5").status_code == 404


def test_besigue_game_through_the_api(client: Any) -> None:
    case = json.loads((CASEBOOK / "besigue-j-game-to-5000.json").read_text(encoding="utf-8"))
    response = client.post("/api/games", json={"game": "besigue", "variant": "japonais", "players": ["Ana", "Bea"]})
    game_id = response.get_json()["id"]
    for entry in case["deals"]:
        assert client.post(f"/api/games/{game_id}/deals", json={"entry": entry}).status_code == 201
    result = client.get(f"/api/games/{game_id}").get_json()
    assert result["totals"] == {"Ana": 5500, "Bea": 500}
    assert result["winner"] == "Ana"
    late = client.post(f"/api/games/{game_id}/deals", json={"entry": case["deals"][0]})
    assert late.status_code == 422 and late.get_json()["error"]["field"] == "deal"
