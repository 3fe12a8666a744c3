"""Export a stored game through the API (JSON, CSV) and import one back."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from click.testing import CliRunner
from test_api import BOMB_CYR, M1, M2, start_mille

from compagnon.cli import main


def played(client: Any) -> Any:
    game = start_mille(client)
    for entry in (M1, M2, BOMB_CYR):
        assert client.post(f"/api/games/{game.id}/deals", json={"entry": entry}, headers=game.edit).status_code == 201
    return game


def test_export_json_is_rescored_by_the_command_and_a_view_token_may_read_it(client: Any) -> None:
    game = played(client)
    response = client.get(f"/api/games/{game.id}/export.json", headers=game.view)
    assert response.status_code == 200
    assert "attachment" in response.headers["Content-Disposition"]
    case = response.get_json()
    assert case["game"] == "mille" and case["players"] == ["Ana", "Bea", "Cyr"]
    assert case["deals"] == [M1, M2, BOMB_CYR]
    totals = client.get(f"/api/games/{game.id}", headers=game.view).get_json()["totals"]
    out = CliRunner().invoke(main, ["score", "-"], input=json.dumps(case))
    assert out.exit_code == 0
    assert json.loads(out.output)["totals"] == totals == case["expect"]["totals"]


def test_export_csv_has_a_row_per_deal(client: Any) -> None:
    game = played(client)
    response = client.get(f"/api/games/{game.id}/export.csv", headers=game.edit)
    assert response.status_code == 200 and response.mimetype == "text/csv"
    rows = list(csv.reader(io.StringIO(response.get_data(as_text=True))))
    totals = client.get(f"/api/games/{game.id}", headers=game.view).get_json()["totals"]
    assert len(rows) == 4
    assert [int(rows[-1][2]), int(rows[-1][4]), int(rows[-1][6])] == [totals["Ana"], totals["Bea"], totals["Cyr"]]


def test_export_needs_a_token_of_that_game(client: Any) -> None:
    game = played(client)
    other = start_mille(client)
    for headers in ({}, other.edit, {"Authorization": "Bearer " + "x" * 32}):
        for kind in ("json", "csv"):
            response = client.get(f"/api/games/{game.id}/export.{kind}", headers=headers)
            assert response.status_code == 404 and response.get_json()["error"]["field"] == "game"


def test_import_creates_a_new_game_with_new_links(client: Any) -> None:
    game = played(client)
    case = client.get(f"/api/games/{game.id}/export.json", headers=game.view).get_json()
    response = client.post("/api/games/import", json=case)
    assert response.status_code == 201
    created = response.get_json()
    assert created["id"] != game.id
    assert created["edit_token"] not in (game.edit["Authorization"][7:], game.view["Authorization"][7:])
    copy = client.get(f"/api/games/{created['id']}", headers={"Authorization": f"Bearer {created['view_token']}"})
    assert copy.get_json()["totals"] == case["expect"]["totals"]
    assert [d["entry"] for d in copy.get_json()["deals"]] == case["deals"]


def test_a_bad_import_is_refused_naming_the_deal_and_field_and_creates_nothing(client: Any, app: Any) -> None:
    game = played(client)
    case = client.get(f"/api/games/{game.id}/export.json", headers=game.view).get_json()
    case["deals"][1]["contract"] = 112
    response = client.post("/api/games/import", json=case)
    assert response.status_code == 422
    refusal = response.get_json()["error"]
    assert (refusal["deal"], refusal["field"]) == (2, "contract")
    for body, field in (([1, 2], "case"), ({"game": "poker", "players": ["A", "B"]}, "game"),
                        ({"game": "mille", "players": ["A", "B", "C"], "deals": "x"}, "deals")):
        response = client.post("/api/games/import", json=body)
        assert response.status_code in (400, 422)
        assert response.get_json()["error"]["field"] == field
    assert client.post("/api/games/import", data="{nope", content_type="application/json").status_code == 400
    with app.app_context():
        from compagnon import store
        assert len(store.list_games()) == 1
