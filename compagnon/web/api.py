"""The JSON API: the same games and deal logs as the pages, for scripts and other apps.

Errors are ``{"error": {...}}`` with the field at fault, its path and a
message (every problem under ``errors``); a deal the rules refuse is a 422,
never a 500.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify, request, url_for
from werkzeug.exceptions import HTTPException

from .. import store
from ..rules import DealRefused, SetupError, find_game, load, playable, render, score_case
from ..rules import schema as s

bp = Blueprint("api", __name__, url_prefix="/api")


def error(status: int, field: str, message: str, **more: Any) -> tuple[Response, int]:
    return jsonify({"error": {"field": field, "message": message, **more}}), status


def body() -> dict[str, Any] | None:
    try:
        data = request.get_json(silent=True)
    except RecursionError:
        return None
    return data if isinstance(data, dict) else None


def game_json(loaded: store.LoadedGame) -> dict[str, Any]:
    data = loaded.replay.as_dict()
    data.update(id=loaded.id, created=loaded.row["created"], first_dealer=loaded.game.first_dealer,
                next_dealer=loaded.next_dealer, revision=loaded.revision,
                facts=[fact_json(f) for f in loaded.replay.facts()],
                sheet=url_for("sheets.game_sheet", game_id=loaded.id))
    if loaded.refused is not None:
        data["refused"] = loaded.refused.as_dict()
    return data


def fact_json(fact: Any) -> dict[str, Any]:
    def plain(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [plain(v) for v in value]
        if value is None or isinstance(value, (bool, int, str)):
            return value
        return render(value) if hasattr(value, "id") else str(value)

    return {"key": fact.key, "label": render(fact.label), "kind": fact.kind, "limit": fact.limit,
            "value": plain(fact.value)}


@bp.errorhandler(store.GameNotFound)
def game_not_found(_: Exception) -> tuple[Response, int]:
    return error(404, "game", "Partie introuvable.")


@bp.errorhandler(store.DealNotFound)
def deal_not_found(_: Exception) -> tuple[Response, int]:
    return error(404, "deal", "Donne introuvable.")


@bp.errorhandler(DealRefused)
def deal_refused(refused: DealRefused) -> tuple[Response, int]:
    return jsonify({"error": refused.as_dict()}), 422


@bp.errorhandler(store.ChangeRefused)
def change_refused(refused: store.ChangeRefused) -> tuple[Response, int]:
    return error(422, refused.field, render(refused.message), deal=refused.deal, rule=refused.rule)


@bp.errorhandler(store.Stale)
def stale(refused: store.Stale) -> tuple[Response, int]:
    return error(409, "revision", "La partie a changé depuis : relire puis renvoyer.", revision=refused.current)


@bp.errorhandler(SetupError)
def setup_refused(refused: SetupError) -> tuple[Response, int]:
    return error(422, refused.field, render(refused.message))


@bp.errorhandler(HTTPException)
def http_error(exc: HTTPException) -> tuple[Response, int]:
    return error(exc.code or 500, "request", exc.name)


# --------------------------------------------------------------------- rules

def describe(slug: str) -> dict[str, Any]:
    cls = load()[slug]
    example = cls.example()
    return {
        "slug": slug, "name": cls.name, "summary": render(cls.summary()), "playable": cls.playable,
        "players": [cls.players_min, cls.players_max],
        "variants": {v: render(cls.variant_label(v) or v) for v in cls.variants},
        "default_variant": cls.default_variant,
        "variant_players": dict(cls.variant_players), "unit": render(cls.unit_label()),
        "options": s.json_schema(cls.options_schema),
        "entry": example.json_schema(),
        "reminders": [{"rule": r, "text": render(m)} for r, m in cls.reminder_messages()],
    }


@bp.get("/rules")
def rules() -> Response:
    return jsonify([describe(slug) for slug in sorted(load())])


@bp.get("/rules/<slug>")
def rules_of(slug: str) -> Response | tuple[Response, int]:
    if slug not in load():
        return error(404, "game", "Jeu inconnu.")
    return jsonify(describe(slug))


@bp.get("/rules/<slug>/schema")
def schema_of(slug: str) -> Response | tuple[Response, int]:
    """The JSON Schema of a deal entry of the game (draft 2020-12)."""
    try:
        cls = find_game(slug, only_playable=False)
    except SetupError:
        return error(404, "game", "Jeu inconnu.")
    return jsonify(cls.example(request.args.get("variant") or None).json_schema())


@bp.post("/score")
def score() -> Response | tuple[Response, int]:
    case = body()
    if case is None:
        return error(400, "case", "Le corps de la requête doit être un objet JSON (le format du casebook).")
    return jsonify(score_case(case).as_dict())


# --------------------------------------------------------------------- stored games

@bp.get("/games")
def games() -> Response:
    return jsonify([
        {"id": row["id"], "game": row["slug"], "variant": row["variant"], "players": row["players"],
         "deals": row["deal_count"], "finished": bool(row["finished"]), "winner": row["winner"],
         "created": row["created"], "updated": row["updated"]}
        for row in store.list_games()
    ])


@bp.post("/games")
def create() -> Response | tuple[Response, int]:
    data = body()
    if data is None:
        return error(400, "game", "Corps JSON attendu : {\"game\": …, \"players\": […]}.")
    slug = data.get("game")
    if not isinstance(slug, str) or slug not in playable():
        return error(422, "game", "Jeu inconnu ou pas encore jouable.")
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        return error(422, "players", "« players » : une liste de noms.")
    variant = data.get("variant")
    if variant is not None and not isinstance(variant, str):
        return error(422, "variant", "« variant » : un nom de variante, ou null.")
    options = data.get("options")
    if options is not None and not isinstance(options, dict):
        return error(422, "options", "« options » : un objet.")
    first = data.get("first_dealer")
    if first is not None and not isinstance(first, str):
        return error(422, "first_dealer", "« first_dealer » : un nom de joueur, ou null.")
    game_id = store.create_game(slug, players, variant, options, first)
    response = jsonify(game_json(store.load_game(game_id)))
    response.headers["Location"] = url_for("api.game", game_id=game_id)
    return response, 201


@bp.get("/games/<int:game_id>")
def game(game_id: int) -> Response:
    return jsonify(game_json(store.load_game(game_id)))


def entry_of(data: dict[str, Any] | None) -> dict[str, Any] | None:
    if data is None:
        return None
    entry = data.get("entry")
    return entry if isinstance(entry, dict) else None


def revision_of(data: dict[str, Any] | None) -> int | None:
    value = (data or {}).get("revision")
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@bp.post("/games/<int:game_id>/deals")
def add_deal(game_id: int) -> Response | tuple[Response, int]:
    data = body()
    entry = entry_of(data)
    if data is None or entry is None:
        return error(400, "entry", "Corps JSON attendu : {\"entry\": {…}, \"id\": \"…\"}.")
    client_id = data.get("id", data.get("client_id"))
    added = store.add_deal(game_id, entry, client_id if isinstance(client_id, str) else None,
                           revision=revision_of(data))
    result = game_json(store.load_game(game_id))
    result["position"] = added.position
    result["created"] = added.created
    return jsonify(result), 201 if added.created else 200


@bp.put("/games/<int:game_id>/deals/<int:position>")
def replace_deal(game_id: int, position: int) -> Response | tuple[Response, int]:
    data = body()
    entry = entry_of(data)
    if entry is None:
        return error(400, "entry", "Corps JSON attendu : {\"entry\": {…}}.")
    store.replace_deal(game_id, position, entry, revision=revision_of(data))
    return jsonify(game_json(store.load_game(game_id)))


@bp.delete("/games/<int:game_id>/deals/<int:position>")
def delete_deal(game_id: int, position: int) -> Response:
    store.delete_deal(game_id, position)
    return jsonify(game_json(store.load_game(game_id)))
