"""The OpenAPI 3.1 description of the JSON API, exactly what it answers:
each game's deal entry as the JSON Schema its declaration exports (bundled
under ``components``, so every ``$ref`` resolves in this document), request
bodies as strict as the server (players per game, names as the rules take
them), every status and content type an operation can answer."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from .. import tournaments
from ..exchange import MAX_DEALS
from ..rules import load, schema
from ..rules.core import MAX_NAME, Game

#: ids in paths: 18 digits at most, as every route takes them (``compagnon.web.RowId``)
LARGEST_ID = 10**18 - 1

ERROR = {"$ref": "#/components/responses/Error"}
NOT_FOUND = {"$ref": "#/components/responses/NotFound"}
REVISION = {"description": "The game's revision", "schema": {"type": "string"}}

#: what the rules take as a name (``core.check_name``): once stripped of
#: the spaces Python strips, 1 to MAX_NAME characters, none a control one
SPACE = "\\t-\\r\\u001c-\\u0020\\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000"
CONTROL = "\\u0000-\\u001f\\u007f-\\u009f"
NAME_PATTERN = f"^[{SPACE}]*[^{SPACE}{CONTROL}](?:[^{CONTROL}]{{0,{MAX_NAME - 2}}}[^{SPACE}{CONTROL}])?[{SPACE}]*$"


def bundled(name: str, exported: dict[str, Any], schemas: dict[str, Any]) -> dict[str, Any]:
    """``exported`` (a schema of its own, with its ``$defs``) as a schema of
    this document: each definition goes to ``components/schemas/<name>_<def>``
    and every ``$ref`` follows it."""
    exported = dict(exported)
    definitions = exported.pop("$defs", {})
    exported.pop("$schema", None)

    def moved(node: Any) -> Any:
        if isinstance(node, dict):
            return {key: (f"#/components/schemas/{name}_{value.removeprefix('#/$defs/')}"
                          if key == "$ref" and isinstance(value, str) and value.startswith("#/$defs/")
                          else moved(value)) for key, value in node.items()}
        if isinstance(node, list):
            return [moved(value) for value in node]
        return node

    for key, definition in definitions.items():
        schemas[f"{name}_{key}"] = moved(definition)
    schemas[name] = moved(exported)
    return {"$ref": f"#/components/schemas/{name}"}


def player_name(pot: str | None) -> dict[str, Any]:
    name: dict[str, Any] = {"type": "string", "pattern": NAME_PATTERN}
    if pot:  # the kitty's own name is no player's (compared without case)
        letters = "".join(f"[{c.lower()}{c.upper()}]" if c.isalpha() else re.escape(c) for c in pot)
        name["not"] = {"pattern": f"^[{SPACE}]*{letters}[{SPACE}]*$"}
    return name


def players(cls: type[Game[Any]], low: int, high: int) -> dict[str, Any]:
    return {"type": "array", "items": player_name(cls.pot), "minItems": low, "maxItems": high, "uniqueItems": True}


NO_VARIANT = {"enum": [None, ""]}


def setups(slug: str, cls: type[Game[Any]], entries: dict[str | None, dict[str, Any]],
           options: dict[str, Any], max_deals: int | None = None) -> list[dict[str, Any]]:
    """Each way to set up the game: its variant (or none), so many players,
    its house rules, and the deals' entry of that variant."""
    ways: list[tuple[dict[str, Any], bool, str | None]] = []  # variant schema, required, variant
    if cls.variants:
        ways += [({"const": v}, True, v) for v in cls.variants]
        if cls.default_variant is not None:
            ways.append((NO_VARIANT, False, cls.default_variant))
    else:
        ways.append((NO_VARIANT, False, None))
    alternatives = []
    for variant_schema, required, variant in ways:
        deals: dict[str, Any] = {"type": "array", "items": entries[variant]}
        if max_deals is not None:
            deals["maxItems"] = max_deals
        count = cls.variant_players.get(variant or "")
        low, high = (count, count) if count else (cls.players_min, cls.players_max)
        alternatives.append({
            "type": "object", "required": ["game", "players", *(["variant"] if required else [])],
            "properties": {"game": {"const": slug}, "variant": variant_schema, "players": players(cls, low, high),
                           "options": {"anyOf": [options, {"type": "null"}]},
                           "first_dealer": {"type": ["string", "null"],
                                            "description": "One of the players (the first one when null)"},
                           "deals": {"anyOf": [deals, {"type": "null"}]}}})
    return alternatives


def new_tournaments(cls: type[Game[Any]], ways: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A game's set-ups as a tournament's: its players are many, its rounds
    and their deals counted, and the usual size of its tables."""
    alternatives = []
    for way in ways:
        seated = way["properties"]["players"]
        alternatives.append({"type": "object", "required": way["required"], "properties": {
            **{k: v for k, v in way["properties"].items() if k not in ("deals", "first_dealer")},
            "players": {**seated, "maxItems": tournaments.MAX_PLAYERS},
            "rounds": {"type": "integer", "minimum": 1, "maximum": tournaments.MAX_ROUNDS},
            "deals": {"type": ["integer", "null"], "minimum": 1, "maximum": tournaments.MAX_DEALS,
                      "description": "Deals per table and round; null: a whole game"},
            "scoring": {"enum": ["totals", "places"]},
            "table_size": {"type": ["integer", "null"], "minimum": cls.players_min, "maximum": cls.players_max}}})
    return alternatives


def _op(summary: str, operation_id: str, *, body: str | None = None, ok: int = 200, auth: bool = False,
        errors: tuple[int, ...] = (), params: list[dict[str, Any]] | None = None, ok_schema: str = "Game",
        content_type: str = "application/json", headers: dict[str, Any] | None = None,
        links: dict[str, Any] | None = None, also_ok: int | None = None) -> dict[str, Any]:
    success: dict[str, Any] = {"description": "OK", "content": {
        content_type: {"schema": {"$ref": f"#/components/schemas/{ok_schema}"}}}}
    if headers:
        success["headers"] = headers
    if links:
        success["links"] = links
    responses: dict[str, Any] = {str(ok): success}
    if also_ok is not None:
        responses[str(also_ok)] = success
    for code in errors:
        responses[str(code)] = NOT_FOUND if code == 404 and auth else ERROR
    op: dict[str, Any] = {"operationId": operation_id, "summary": summary, "responses": responses}
    if body:
        op["requestBody"] = {"required": True, "content": {"application/json": {
            "schema": {"$ref": f"#/components/schemas/{body}"}}}}
    if auth:
        op["security"] = [{"link": []}]
    if params:
        op["parameters"] = params
    return op


GAME_ID = {"name": "game_id", "in": "path", "required": True,
           "schema": {"type": "integer", "minimum": 1, "maximum": LARGEST_ID}}
DEAL_ID = {"name": "deal_id", "in": "path", "required": True,
           "schema": {"type": "integer", "minimum": 1, "maximum": LARGEST_ID}}
IF_MATCH = {"name": "If-Match", "in": "header", "required": False, "schema": {"type": "string"},
            "description": "The game's revision the write is based on; another one gets 409."}
#: a replacement must say which revision it replaces (428 without)
IF_MATCH_REQUIRED = {**IF_MATCH, "required": True, "schema": {"type": "string", "pattern": r'^"?[0-9]{1,18}"?$'},
                     "description": "The game's revision the replacement is based on (428 without; another "
                                    "one gets 409): nothing is overwritten unseen."}
#: a game just created: its id and edit token open the operations on it
CREATED_LINKS = {name: {"operationId": target, "parameters": {
    "game_id": "$response.body#/id", "header.Authorization": "Bearer {$response.body#/edit_token}"}}
    for name, target in (("the game", "getGame"), ("its export", "exportJson"), ("its CSV", "exportCsv"),
                         ("a deal", "addDeal"))}


TOURNAMENT_ID = {"name": "tournament_id", "in": "path", "required": True,
                 "schema": {"type": "integer", "minimum": 1, "maximum": LARGEST_ID}}


def tournament_paths() -> dict[str, Any]:
    def change(summary: str, operation_id: str, body: str | None = None, ok: int = 200) -> dict[str, Any]:
        return {"post": _op(summary, operation_id, body=body, ok=ok, auth=True, ok_schema="Tournament",
                            errors=(400, 404, 409, 413, 422, 429) if body else (404, 409, 429),
                            params=[TOURNAMENT_ID, IF_MATCH], headers={"ETag": REVISION})}

    return {
        "/api/tournaments": {"post": _op(
            "Start a tournament: its id and its two links", "createTournament", body="NewTournament", ok=201,
            errors=(400, 413, 422, 429), ok_schema="TournamentCreated",
            headers={"Location": {"schema": {"type": "string"}}})},
        "/api/tournaments/{tournament_id}": {"get": _op(
            "The tournament: its rounds, tables (their games; edit links for the organiser only) and standings",
            "getTournament", auth=True, errors=(404,), ok_schema="Tournament", params=[TOURNAMENT_ID],
            headers={"ETag": REVISION})},
        "/api/tournaments/{tournament_id}/rounds": change(
            "Draw the next round: a game per table, created at once", "drawRound", ok=201),
        "/api/tournaments/{tournament_id}/close": change(
            "End the round being played: its tables' totals as they stand count", "closeRound"),
        "/api/tournaments/{tournament_id}/players": change(
            "A late player, seated from the next round drawn", "addPlayer", body="PlayerName"),
        "/api/tournaments/{tournament_id}/absent": change(
            "Leave a player out of the next rounds drawn (absent: false brings him back)", "setAbsent",
            body="Absence"),
        "/api/tournaments/{tournament_id}/next": {"post": _op(
            "The club's next evening: the same game, set-up and players, following this one in the season",
            "nextEvening", ok=201, auth=True, errors=(404, 429), ok_schema="TournamentCreated",
            params=[TOURNAMENT_ID], headers={"Location": {"schema": {"type": "string"}}})},
        "/api/tournaments/{tournament_id}/swap": change(
            "Swap two players' seats in the round just drawn, before a deal is entered", "swapPlayers",
            body="Swap"),
    }


@cache
def document() -> dict[str, Any]:
    games = load()
    schemas: dict[str, Any] = {}
    every_entry: list[dict[str, Any]] = []
    new_games: list[dict[str, Any]] = []
    cases: list[dict[str, Any]] = []
    imports: list[dict[str, Any]] = []
    tournament_setups: list[dict[str, Any]] = []
    for slug, cls in sorted(games.items()):
        example = cls.example()
        entries: dict[str | None, dict[str, Any]] = {None: bundled(f"{slug}_entry", example.json_schema(), schemas)}
        for variant in cls.variants:  # a variant's own entry where it differs
            exported = cls.example(variant).json_schema()
            entries[variant] = entries[None] if exported == example.json_schema() else \
                bundled(f"{slug}_{variant}_entry", exported, schemas)
        every_entry += [e for e in entries.values() if e not in every_entry]
        options = bundled(f"{slug}_options", schema.json_schema(cls.options_schema), schemas)
        ways = setups(slug, cls, entries, options)
        cases += ways
        imports += setups(slug, cls, entries, options, MAX_DEALS)
        if cls.playable:
            new_games += [{**way, "properties": {k: v for k, v in way["properties"].items() if k != "deals"}}
                          for way in ways]
            tournament_setups += new_tournaments(cls, ways)
    questions: list[dict[str, Any]] = []
    for slug, cls in sorted(games.items()):
        example = cls.example()
        for question in example.referee_questions:
            body = schema.json_schema(example.referee_schema(question), title=f"{cls.name} : {question}")
            body.setdefault("properties", {}).update({
                "game": {"const": slug}, "variant": {"type": ["string", "null"]},
                "options": {"type": ["object", "null"]}})
            body["required"] = ["game", *body.get("required", [])]
            questions.append(bundled(f"{slug}_{question}", body, schemas))
    slug_param = {"name": "slug", "in": "path", "required": True, "schema": {"enum": sorted(games)}}
    return {
        "openapi": "3.1.0",
        "info": {"title": "Compagnon", "version": "1",
                 "description": "Scores and referee for card games at a real table. A game is reached with "
                                "the token of one of its links (Authorization: Bearer): the edit token reads "
                                "and writes, the view token reads; no token, or one that does not open the "
                                "game, gets 404. Errors are JSON. A body that the schema takes may still be "
                                "refused by the rules (422): a deal's names are the game's players, a first "
                                "dealer is one of them, a case's deals follow each other."},
        "paths": {
            "/api/rules": {"get": _op("Every game: players, variants, options and deal entry", "listRules",
                                      ok_schema="RulesList")},
            "/api/rules/{slug}": {"get": _op("One game", "getRules", errors=(404,), ok_schema="Rules",
                                             params=[slug_param])},
            "/api/rules/{slug}/schema": {"get": _op(
                "The JSON Schema of a deal entry of the game", "getEntrySchema", errors=(404,),
                ok_schema="JsonSchema",
                params=[slug_param, {"name": "variant", "in": "query", "required": False,
                                     "schema": {"type": "string"}}])},
            "/api/score": {"post": _op("Score a casebook case", "score", body="Case", ok_schema="Scored",
                                       errors=(400, 413, 422, 429))},
            "/api/referee/{question}": {"post": _op(
                "Ask the referee: who takes a trick and was each play legal, is a combination valid, which hand "
                "wins", "askReferee", body="Question", errors=(400, 413, 422, 429), ok_schema="Answer",
                params=[{"name": "question", "in": "path", "required": True,
                         "schema": {"enum": ["trick", "combination", "hands"]}}])},
            "/api/games": {"post": _op("Start a game: its id and links", "createGame", body="NewGame", ok=201,
                                       errors=(400, 413, 422, 429), ok_schema="Created",
                                       headers={"Location": {"schema": {"type": "string"}}},
                                       links=CREATED_LINKS)},
            "/api/games/{game_id}": {"get": _op(
                "The game: deals with their ids, totals, facts, revision (ETag)", "getGame", auth=True,
                errors=(404,), params=[GAME_ID], headers={"ETag": REVISION})},
            "/api/games/{game_id}/export.json": {"get": _op(
                "The game in the casebook's format (compagnon score re-scores it; the import takes it back)",
                "exportJson", auth=True, errors=(404,), params=[GAME_ID], ok_schema="Exported")},
            "/api/games/{game_id}/export.csv": {"get": _op(
                "The game as CSV: a row per deal, each player's change and total", "exportCsv", auth=True,
                errors=(404,), params=[GAME_ID], ok_schema="Csv", content_type="text/csv")},
            "/api/games/import": {"post": _op(
                "A game exported as JSON becomes a new game with new links, once the rules accept every deal",
                "importGame", body="Import", ok=201, errors=(400, 413, 422, 429), ok_schema="Created",
                headers={"Location": {"schema": {"type": "string"}}}, links=CREATED_LINKS)},
            "/api/games/{game_id}/deals": {"post": _op(
                "Add a deal; a retried id (the same entry) returns the same deal (200) instead of a new one (201); "
                "an id entered with another entry is 409", "addDeal",
                body="NewDeal", ok=201, also_ok=200, auth=True, errors=(400, 404, 409, 413, 422, 429),
                params=[GAME_ID, IF_MATCH], headers={"ETag": REVISION})},
            **tournament_paths(),
            "/api/games/{game_id}/deals/{deal_id}": {
                "put": _op("Replace a deal", "replaceDeal", body="DealChange", auth=True,
                           errors=(400, 404, 409, 413, 422, 428, 429), params=[GAME_ID, DEAL_ID, IF_MATCH_REQUIRED],
                           headers={"ETag": REVISION}),
                "delete": _op("Delete a deal (a second time: 404, nothing else changes)", "deleteDeal",
                              auth=True, errors=(404, 409, 422, 429), params=[GAME_ID, DEAL_ID, IF_MATCH],
                              headers={"ETag": REVISION})},
        },
        "components": {
            "securitySchemes": {"link": {"type": "http", "scheme": "bearer",
                                         "description": "The edit or view token of the game's link."}},
            "responses": {
                "Error": {"description": "Refused", "content": {"application/json": {"schema": {
                    "$ref": "#/components/schemas/Error"}}}},
                "NotFound": {"description": "No such game or deal, no token, or a token that does not open "
                                           "this game (a view token asking to write, a revoked link)",
                             "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
            },
            "schemas": {
                **schemas,
                "Entry": {"anyOf": every_entry, "description": "A deal entry of one of the games"},
                "Question": {"anyOf": questions},
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
                "NewGame": {"anyOf": new_games},
                "NewTournament": {"anyOf": tournament_setups},
                "TournamentCreated": {"type": "object", "required": ["id", "edit_token", "view_token"],
                                      "properties": {"id": {"type": "integer"}, "edit_token": {"type": "string"},
                                                     "view_token": {"type": "string"}}},
                "Tournament": {"type": "object", "required": ["id", "game", "players", "rounds", "standings"],
                               "properties": {
                                   "id": {"type": "integer"}, "game": {"type": "string"},
                                   "players": {"type": "array"}, "absent": {"type": "array"},
                                   "rounds": {"type": "array", "items": {"type": "object"}},
                                   "standings": {"type": "array", "items": {"type": "object"}},
                                   "revision": {"type": "integer"}, "finished": {"type": "boolean"}}},
                "PlayerName": {"type": "object", "required": ["name"],
                               "properties": {"name": {"type": "string", "pattern": NAME_PATTERN}}},
                "Absence": {"type": "object", "required": ["name"],
                            "properties": {"name": {"type": "string"}, "absent": {"type": "boolean"}}},
                "Swap": {"type": "object", "required": ["players"], "properties": {"players": {
                    "type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 2}}},
                "Created": {"type": "object", "required": ["id", "edit_token", "view_token", "edit_url", "view_url"],
                            "properties": {
                                "id": {"type": "integer"}, "edit_token": {"type": "string"},
                                "view_token": {"type": "string"}, "edit_url": {"type": "string"},
                                "view_url": {"type": "string"}}},
                "NewDeal": {"type": "object", "required": ["entry"], "properties": {
                    "id": {"type": ["string", "null"], "minLength": 1, "maxLength": 100,
                           "description": "A UUID: a retry is not entered twice"},
                    "entry": {"$ref": "#/components/schemas/Entry"}}},
                "DealChange": {"type": "object", "required": ["entry"],
                               "properties": {"entry": {"$ref": "#/components/schemas/Entry"}}},
                "Case": {"anyOf": cases, "description": "A game's set-up and its deals (the casebook's format)"},
                "Import": {"anyOf": imports, "description": "A case of at most so many deals"},
                "Game": {"type": "object", "properties": {
                    "id": {"type": "integer"}, "game": {"type": "string"}, "players": {"type": "array"},
                    "deals": {"type": "array"}, "totals": {"type": "object"}, "finished": {"type": "boolean"},
                    "winner": {"type": ["string", "null"]}, "state": {"type": "object"},
                    "facts": {"type": "array"}, "revision": {"type": "integer"}}},
                "Scored": {"type": "object", "properties": {
                    "game": {"type": "string"}, "players": {"type": "array"}, "deals": {"type": "array"},
                    "totals": {"type": "object"}, "finished": {"type": "boolean"},
                    "winner": {"type": ["string", "null"]}}},
                "Exported": {"type": "object", "required": ["game", "players", "deals"]},
                "Csv": {"type": "string", "description": "A header row, then a row per deal"},
                "Rules": {"type": "object"},
                "RulesList": {"type": "array", "items": {"$ref": "#/components/schemas/Rules"}},
                "JsonSchema": {"type": "object"},
            },
        },
    }
