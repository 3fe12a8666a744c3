"""The JSON API: the same games and deal logs as the pages, for scripts and other apps.

Errors are ``{"error": {...}}`` with the field at fault and a message; a
deal the rules refuse is a 422, never a 500.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from flask import Blueprint, Response, jsonify, request, url_for

from .. import store
from ..rules import GAMES, DealRefused, SetupError, score_case

bp = Blueprint("api", __name__, url_prefix="/api")


def error(status: int, field: str, message: str, **more: Any) -> tuple[Response, int]:
    return jsonify({"error": {"field": field, "message": message, **more}}), status


def body() -> dict[str, Any] | None:
    data = request.get_json(silent=True)
    return data if isinstance(data, dict) else None


def game_json(loaded: store.LoadedGame) -> dict[str, Any]:
    data = loaded.replay.as_dict()
    data.update(id=loaded.id, created=loaded.row["created"], first_dealer=loaded.first_dealer,
                next_dealer=loaded.next_dealer, sheet=url_for("sheets.game_sheet", game_id=loaded.id))
    if loaded.refused is not None:
        data["refused"] = loaded.refused.as_dict()
    return data


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
    return error(422, refused.field, refused.message, deal=refused.deal, rule=refused.rule)


@bp.errorhandler(SetupError)
def setup_refused(refused: SetupError) -> tuple[Response, int]:
    return error(422, refused.field, refused.message)


# --------------------------------------------------------------------- rules


def describe(slug: str) -> dict[str, Any]:
    cls = GAMES[slug]
    variant = cls.default_variant or next(iter(cls.variants), None)
    count = cls.variant_players.get(variant or "", cls.players_min)
    example = cls([f"Joueur {i}" for i in range(1, count + 1)], variant)
    return {
        "slug": slug, "name": cls.name, "summary": cls.summary, "players": [cls.players_min, cls.players_max],
        "variants": dict(cls.variants), "default_variant": cls.default_variant,
        "variant_players": dict(cls.variant_players), "unit": cls.unit,
        "options": [dataclasses.asdict(o) for o in cls.options_declared],
        "fields": [dataclasses.asdict(f) for f in example.fields()],
        "reminders": [{"rule": r, "text": t} for r, t in cls.reminders],
    }


@bp.get("/rules")
def rules() -> Response:
    return jsonify([describe(slug) for slug in sorted(GAMES)])


@bp.get("/rules/<slug>")
def rules_of(slug: str) -> Response | tuple[Response, int]:
    if slug not in GAMES:
        return error(404, "game", f"Jeu inconnu « {slug} ».")
    return jsonify(describe(slug))


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
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        return error(422, "players", "« players » : une liste de noms.")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        return error(422, "options", "« options » : un objet.")
    game_id = store.create_game(str(data.get("game") or ""), players, data.get("variant"), options,
                                data.get("first_dealer"))
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


@bp.post("/games/<int:game_id>/deals")
def add_deal(game_id: int) -> Response | tuple[Response, int]:
    data = body()
    entry = entry_of(data)
    if data is None or entry is None:
        return error(400, "entry", "Corps JSON attendu : {\"entry\": {…}, \"client_id\": \"…\"}.")
    client_id = data.get("client_id")
    added = store.add_deal(game_id, entry, client_id if isinstance(client_id, str) else None)
    result = game_json(store.load_game(game_id))
    result["position"] = added.position
    result["created"] = added.created
    return jsonify(result), 201 if added.created else 200


@bp.put("/games/<int:game_id>/deals/<int:position>")
def replace_deal(game_id: int, position: int) -> Response | tuple[Response, int]:
    entry = entry_of(body())
    if entry is None:
        return error(400, "entry", "Corps JSON attendu : {\"entry\": {…}}.")
    store.replace_deal(game_id, position, entry)
    return jsonify(game_json(store.load_game(game_id)))


@bp.delete("/games/<int:game_id>/deals/<int:position>")
def delete_deal(game_id: int, position: int) -> Response:
    store.delete_deal(game_id, position)
    return jsonify(game_json(store.load_game(game_id)))
