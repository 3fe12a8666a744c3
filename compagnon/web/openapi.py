"""The OpenAPI 3.1 description of the JSON API, with each game's deal entry
as the JSON Schema its declaration exports."""

from __future__ import annotations

from functools import cache
from typing import Any

from ..rules import load, schema

ERROR = {"$ref": "#/components/responses/Error"}


def _op(summary: str, *, body: str | None = None, ok: int = 200, auth: bool = False, errors: tuple[int, ...] = (),
        params: list[dict[str, Any]] | None = None, ok_schema: str = "Game") -> dict[str, Any]:
    content = {"application/json": {"schema": {"$ref": f"#/components/schemas/{ok_schema}"}}}
    op: dict[str, Any] = {"summary": summary, "responses": {
        str(ok): {"description": "OK", "content": content}, **{str(code): ERROR for code in errors}}}
    if body:
        op["requestBody"] = {"required": True, "content": {"application/json": {
            "schema": {"$ref": f"#/components/schemas/{body}"}}}}
    if auth:
        op["security"] = [{"link": []}]
    if params:
        op["parameters"] = params
    return op


GAME_ID = {"name": "game_id", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1}}
DEAL_ID = {"name": "deal_id", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1}}
IF_MATCH = {"name": "If-Match", "in": "header", "required": False, "schema": {"type": "string"},
            "description": "The game's revision the write is based on; another one gets 409."}


@cache
def document() -> dict[str, Any]:
    games = load()
    entries = {f"{slug}_entry": cls.example().json_schema() for slug, cls in sorted(games.items())}
    any_entry = {"oneOf": [{"$ref": f"#/components/schemas/{name}"} for name in entries]}
    questions: dict[str, Any] = {}
    for slug, cls in sorted(games.items()):
        example = cls.example()
        for question in example.referee_questions:
            body = schema.json_schema(example.referee_schema(question), title=f"{cls.name} : {question}")
            body.setdefault("properties", {}).update({
                "game": {"const": slug}, "variant": {"type": ["string", "null"]},
                "options": {"type": ["object", "null"]}})
            body["required"] = ["game", *body.get("required", [])]
            questions[f"{slug}_{question}"] = body
    return {
        "openapi": "3.1.0",
        "info": {"title": "Compagnon", "version": "1",
                 "description": "Scores and referee for card games at a real table. A game is reached with "
                                "the token of one of its links (Authorization: Bearer): the edit token reads "
                                "and writes, the view token reads. Errors are JSON."},
        "paths": {
            "/api/rules": {"get": _op("Every game: players, variants, options and deal entry", ok_schema="Rules")},
            "/api/rules/{slug}": {"get": _op("One game", errors=(404,), ok_schema="Rules",
                                             params=[{"name": "slug", "in": "path", "required": True,
                                                      "schema": {"enum": sorted(games)}}])},
            "/api/rules/{slug}/schema": {"get": _op("The JSON Schema of a deal entry of the game", errors=(404,),
                                                    ok_schema="JsonSchema",
                                                    params=[{"name": "slug", "in": "path", "required": True,
                                                             "schema": {"enum": sorted(games)}}])},
            "/api/score": {"post": _op("Score a casebook case", body="Case", errors=(400, 413, 422))},
            "/api/referee/{question}": {"post": _op(
                "Ask the referee: who takes a trick and was each play legal, is a combination valid, which hand "
                "wins", body="Question", errors=(400, 413, 422), ok_schema="Answer",
                params=[{"name": "question", "in": "path", "required": True,
                         "schema": {"enum": ["trick", "combination", "hands"]}}])},
            "/api/games": {"post": _op("Start a game: its id and links", body="NewGame", ok=201,
                                       errors=(400, 413, 422, 429), ok_schema="Created")},
            "/api/games/{game_id}": {"get": _op("The game: deals with their ids, totals, facts, revision (ETag)",
                                                auth=True, errors=(404,), params=[GAME_ID])},
            "/api/games/{game_id}/export.json": {"get": _op(
                "The game in the casebook's format (compagnon score re-scores it; the import takes it back)",
                auth=True, errors=(404,), params=[GAME_ID])},
            "/api/games/{game_id}/export.csv": {"get": _op(
                "The game as CSV: a row per deal, each player's change and total", auth=True, errors=(404,),
                params=[GAME_ID])},
            "/api/games/import": {"post": _op(
                "A game exported as JSON becomes a new game with new links, once the rules accept every deal",
                body="Case", ok=201, errors=(400, 413, 422, 429), ok_schema="Created")},
            "/api/games/{game_id}/deals": {"post": _op(
                "Add a deal; a retried id returns the same deal (200) instead of a new one (201)", body="NewDeal",
                ok=201, auth=True, errors=(400, 404, 409, 413, 422, 429), params=[GAME_ID, IF_MATCH])},
            "/api/games/{game_id}/deals/{deal_id}": {
                "put": _op("Replace a deal", body="DealChange", auth=True, errors=(400, 404, 409, 413, 422, 429),
                           params=[GAME_ID, DEAL_ID, IF_MATCH]),
                "delete": _op("Delete a deal (a second time: 404, nothing else changes)", auth=True,
                              errors=(404, 409, 422, 429), params=[GAME_ID, DEAL_ID, IF_MATCH])},
        },
        "components": {
            "securitySchemes": {"link": {"type": "http", "scheme": "bearer",
                                         "description": "The edit or view token of the game's link."}},
            "responses": {"Error": {"description": "Refused", "content": {"application/json": {"schema": {
                "$ref": "#/components/schemas/Error"}}}}},
            "schemas": {
                **entries,
                **questions,
                "Entry": any_entry,
                "Question": {"oneOf": [{"$ref": f"#/components/schemas/{name}"} for name in questions]},
                "Answer": {"type": "object", "required": ["question", "rule", "reason"], "properties": {
                    "question": {"enum": ["trick", "combination", "hands"]},
                    "rule": {"type": ["string", "null"]}, "reason": {"type": ["string", "null"]},
                    "winner": {"type": ["string", "null"]}, "valid": {"type": ["boolean", "null"]},
                    "points": {"type": ["integer", "null"]},
                    "plays": {"type": "array", "items": {"type": "object", "properties": {
                        "player": {"type": "string"}, "legal": {"type": ["boolean", "null"]},
                        "rule": {"type": ["string", "null"]}, "reason": {"type": ["string", "null"]}}}},
                    "hands": {"type": "object"}}},
                "Error": {"type": "object", "required": ["error"], "properties": {"error": {
                    "type": "object", "required": ["field", "message"],
                    "properties": {"field": {"type": "string"}, "message": {"type": "string"},
                                   "path": {"type": "string"}, "rule": {"type": ["string", "null"]},
                                   "deal": {"type": ["integer", "null", "object"]},
                                   "errors": {"type": "array"}}}}},
                "NewGame": {"type": "object", "required": ["game", "players"], "properties": {
                    "game": {"enum": sorted(s for s, c in games.items() if c.playable)},
                    "players": {"type": "array", "items": {"type": "string", "maxLength": 30}},
                    "variant": {"type": ["string", "null"]}, "options": {"type": ["object", "null"]},
                    "first_dealer": {"type": ["string", "null"]}}},
                "Created": {"type": "object", "properties": {
                    "id": {"type": "integer"}, "edit_token": {"type": "string"}, "view_token": {"type": "string"},
                    "edit_url": {"type": "string"}, "view_url": {"type": "string"}}},
                "NewDeal": {"type": "object", "required": ["entry"], "properties": {
                    "id": {"type": "string", "maxLength": 100, "description": "A UUID: a retry is not entered twice"},
                    "entry": {"$ref": "#/components/schemas/Entry"}}},
                "DealChange": {"type": "object", "required": ["entry"],
                               "properties": {"entry": {"$ref": "#/components/schemas/Entry"}}},
                "Case": {"type": "object", "required": ["game", "players"], "properties": {
                    "game": {"type": "string"}, "variant": {"type": ["string", "null"]},
                    "options": {"type": "object"}, "players": {"type": "array", "items": {"type": "string"}},
                    "deals": {"type": "array", "items": {"$ref": "#/components/schemas/Entry"}}}},
                "Game": {"type": "object", "properties": {
                    "id": {"type": "integer"}, "game": {"type": "string"}, "players": {"type": "array"},
                    "deals": {"type": "array"}, "totals": {"type": "object"}, "finished": {"type": "boolean"},
                    "winner": {"type": ["string", "null"]}, "state": {"type": "object"},
                    "facts": {"type": "array"}, "revision": {"type": "integer"}}},
                "Rules": {"type": ["object", "array"]},
                "JsonSchema": {"type": "object"},
            },
        },
    }
