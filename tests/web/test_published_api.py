"""The API answers what it publishes: ids too large for the database are
404 before any lookup, every 405 says which methods the route takes
(``Allow``, RFC 9110 §15.5.6), and the OpenAPI description is exact."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

HUGE = [str(10**18), str(2**63), str(2**64 + 1), "37492629701093872220650195564625920", "9" * 5000]


def api_game(client: Any) -> tuple[int, dict[str, str]]:
    created = client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]}).get_json()
    return created["id"], {"Authorization": f"Bearer {created['edit_token']}"}


# --------------------------------------------------------------------- ids in paths

@pytest.mark.parametrize("deal_id", HUGE)
def test_a_deal_id_past_the_database_s_integers_is_404(client: Any, deal_id: str) -> None:
    game_id, edit = api_game(client)
    for method in ("put", "delete"):
        response = getattr(client, method)(f"/api/games/{game_id}/deals/{deal_id}", json={"entry": {}}, headers=edit)
        assert response.status_code == 404 and response.is_json, (method, response.status_code)


def test_a_page_position_past_the_database_s_integers_is_404(client: Any) -> None:
    token = client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]}).get_json()[
        "edit_token"]
    for path in (f"/g/{token}/deals/{2**63}", f"/g/{token}/deals/{2**63}/edit", f"/g/{token}/deals/{2**63}/delete"):
        assert client.get(path).status_code == 404, path


def test_the_largest_id_a_route_takes_is_looked_up(client: Any) -> None:
    game_id, edit = api_game(client)
    response = client.delete(f"/api/games/{game_id}/deals/{10**18 - 1}", headers=edit)
    assert response.status_code == 404 and response.get_json()["error"]["field"] == "deal"
    assert client.get(f"/api/games/{10**18 - 1}", headers=edit).get_json()["error"]["field"] == "game"


def test_every_integer_in_a_route_is_bounded(app: Flask) -> None:
    from werkzeug.routing import IntegerConverter

    from compagnon.web import RowId

    integers = [(rule.rule, converter) for rule in app.url_map.iter_rules()
                for converter in (rule._converters or {}).values() if isinstance(converter, IntegerConverter)]
    assert len(integers) >= 9
    for rule, converter in integers:
        assert isinstance(converter, RowId), rule


# --------------------------------------------------------------------- 405

@pytest.mark.parametrize("method, path, allowed", [
    ("patch", "/api/games/1", {"GET", "HEAD", "OPTIONS"}),
    ("get", "/api/games", {"POST", "OPTIONS"}),
    ("get", "/api/games/1/deals/1", {"PUT", "DELETE", "OPTIONS"}),
    ("put", "/api/score", {"POST", "OPTIONS"}),
    ("delete", "/api/openapi.json", {"GET", "HEAD", "OPTIONS"}),
    ("put", "/", {"GET", "HEAD", "OPTIONS"}),
])
def test_a_method_not_allowed_says_which_are(client: Any, method: str, path: str, allowed: set[str]) -> None:
    response = getattr(client, method)(path)
    assert response.status_code == 405
    assert {m.strip() for m in response.headers["Allow"].split(",")} == allowed
    if path.startswith("/api/"):
        assert response.is_json


def test_every_route_s_405_carries_allow(app: Flask, client: Any) -> None:
    methods = {"GET", "POST", "PUT", "DELETE", "PATCH"}
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static" or not (methods - set(rule.methods or ())):
            continue
        path = re.sub(r"<[^>]+>", "1", rule.rule)
        method = sorted(methods - set(rule.methods or ()))[0]
        response = client.open(path, method=method)
        if response.status_code == 405:
            assert response.headers.get("Allow"), (method, rule.rule)


# --------------------------------------------------------------------- the description

def refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                yield value
            else:
                yield from refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from refs(value)


def test_every_ref_resolves_in_the_document(client: Any) -> None:
    document = client.get("/api/openapi.json").get_json()
    found = set(refs(document))
    assert "#/components/schemas/mille_entry" in found and "#/components/schemas/reversis_entry" in found
    for ref in found:
        node = document
        assert ref.startswith("#/"), ref
        for part in ref[2:].split("/"):
            node = node[part]  # a KeyError names the dangling reference
    assert not any("$defs" in ref for ref in found)


def test_request_schemas_refuse_what_the_server_refuses(client: Any) -> None:
    from jsonschema import Draft202012Validator

    document = client.get("/api/openapi.json").get_json()

    def valid(name: str, body: dict[str, Any]) -> bool:
        validator = Draft202012Validator({**document["components"]["schemas"][name],
                                          "components": document["components"]})
        return validator.is_valid(body)

    ana = ["Ana", "Bea", "Cyr"]
    for body in ({"game": "loba", "players": []}, {"game": "mille", "players": ["Ana", "Bea"]},
                 {"game": "mille", "players": ["Ana", "", "Cyr"]}, {"game": "mille", "players": ["Ana", "  ", "Cyr"]},
                 {"game": "mille", "players": ["Ana", "Ana", "Cyr"]},
                 {"game": "mille", "players": ["Ana", "B" * 31, "C"]},
                 {"game": "besigue", "players": ["Ana", "Bea"]},
                 {"game": "tarot_double_detente", "variant": "triple", "players": ana},
                 {"game": "reversis", "players": ["Ana", "Bea", "Cyr", "panier"]},
                 {"game": "mille", "players": ana, "options": {"nope": 1}}):
        assert not valid("NewGame", body), body
        assert client.post("/api/games", json=body).status_code == 422, body
    for body in ({"game": "loba", "players": ana}, {"game": "besigue", "variant": "chinois", "players": ["A", "B"]},
                 {"game": "tarot_double_detente", "variant": "triple", "players": ["A", "B"]},
                 {"game": "tarot_double_detente", "players": ana}, {"game": "mille", "players": ana, "variant": ""},
                 {"game": "mille", "players": ["Ana", " Bea ", "C" * 30]}):
        assert valid("NewGame", body), body
        assert client.post("/api/games", json=body).status_code == 201, body


def test_the_csv_export_is_described_as_csv(client: Any) -> None:
    document = client.get("/api/openapi.json").get_json()
    answers = document["paths"]["/api/games/{game_id}/export.csv"]["get"]["responses"]
    assert set(answers["200"]["content"]) == {"text/csv"}
    assert answers["404"]["$ref"] == "#/components/responses/NotFound"
    game_id, edit = api_game(client)
    assert client.get(f"/api/games/{game_id}/export.csv", headers=edit).mimetype == "text/csv"
    assert client.get(f"/api/games/{game_id}/export.csv").status_code == 404
