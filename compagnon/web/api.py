"""The JSON API: the same games and deal logs as the pages, for scripts and other apps.

A game is reached with one of its links' tokens, sent as ``Authorization:
Bearer <token>`` (never a cookie): the edit token reads and writes, the view
token only reads; a wrong, revoked or read-only token gets 404, saying
nothing of the game. Writes name the revision they were based on
(``If-Match``); a stale one gets 409 with what is there now, and a ``PUT``
without one 428: nothing is overwritten silently. Every error is
``{"error": {"field", "message", ...}}``, never HTML, never a 500.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Blueprint, Response, jsonify, request, url_for
from flask_babel import gettext as _
from werkzeug.exceptions import HTTPException

from .. import store
from ..exchange import MAX_DEALS, case_of, csv_of
from ..rules import DealError, DealRefused, SetupError, find_game, load, msg, playable, render, score_case
from ..rules import schema as s
from ..rules.core import Fact
from ..rules.jsonvalue import SAFE_INTEGER, Unsafe, read_integer, unsafe
from ..rules.referee import ask
from .limits import computes, creates, writes
from .openapi import document

bp = Blueprint("api", __name__, url_prefix="/api")


class Unauthorized(Exception):
    """No token, or not one that opens this game: answered as 404."""


def error(status: int, field: str, message: str, **more: Any) -> tuple[Response, int]:
    return jsonify({"error": {"field": field, "message": message, **more}}), status


class BodyRefused(Exception):
    """A body holding what no game can keep: text UTF-8 cannot write, an integer beyond 2^53."""

    def __init__(self, found: Unsafe) -> None:
        super().__init__(found.path)
        self.found = found


def unsafe_words(found: Unsafe) -> str:
    """What is wrong with ``found``, in the players' words."""
    if found.what == "text":
        return _("« %(path)s » : ce texte contient un caractère illisible.", path=found.path or "…")
    return _("« %(path)s » : nombre trop grand (au plus %(most)s en valeur absolue).", path=found.path,
             most=f"{SAFE_INTEGER:,}".replace(",", "\u202f"))


def read_json(text: str | bytes) -> Any:
    """JSON as every form and body of the app reads it: :class:`BodyRefused`
    for what it cannot keep (``ValueError`` when it is not JSON at all)."""
    data = json.loads(text, parse_int=read_integer)
    found = unsafe(data)
    if found is not None:
        raise BodyRefused(found)
    return data


def body() -> dict[str, Any] | None:
    """The request's JSON object, or None; :class:`BodyRefused` (422) for what it cannot keep."""
    if not request.is_json:
        return None
    try:
        data = read_json(request.get_data(cache=True))
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


class Invalid(Exception):
    """A body's field of the wrong kind: 422 naming it."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(field)
        self.field, self.message = field, message


def setup_of(data: dict[str, Any]) -> tuple[str, list[str], str | None, dict[str, Any] | None]:
    """The game, players, variant and house rules a body sets up (what the
    rules think of them is theirs to say); :class:`Invalid` for a field of the
    wrong kind."""
    slug = data.get("game")
    if not isinstance(slug, str) or slug not in playable():
        raise Invalid("game", _("Jeu inconnu ou pas encore jouable."))
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise Invalid("players", _("« players » : une liste de noms."))
    variant = data.get("variant")
    if variant is not None and not isinstance(variant, str):
        raise Invalid("variant", _("« variant » : un nom de variante, ou null."))
    options = data.get("options")
    if options is not None and not isinstance(options, dict):
        raise Invalid("options", _("« options » : un objet."))
    return slug, players, variant, options


def bearer() -> str | None:
    header = request.headers.get("Authorization", "")
    return header[7:].strip() if header.startswith("Bearer ") else None


def opened(game_id: int, *, edit: bool = False) -> store.LoadedGame:
    """The game, if the bearer token opens it (and may change it when ``edit``)."""
    token = bearer()
    if token is None:
        raise Unauthorized()
    access = store.resolve(token)
    if access.game_id != game_id or (edit and not access.can_edit):
        raise Unauthorized()
    loaded = store.load_game(game_id)
    loaded.token, loaded.can_edit = token, access.can_edit
    return loaded


def reopened(loaded: store.LoadedGame) -> store.LoadedGame:
    """The game as a write left it, read again with the link it was opened with."""
    fresh = store.load_game(loaded.id)
    fresh.token, fresh.can_edit = loaded.token, loaded.can_edit
    return fresh


def if_match() -> int | None:
    """The revision a write was based on, from ``If-Match`` (``"12"`` or ``12``)."""
    value = request.headers.get("If-Match", "").strip().strip('"').removeprefix("W/").strip('"')
    return int(value) if value.isdigit() and len(value) < 15 else None


def fact_json(fact: Fact) -> dict[str, Any]:
    def plain(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [plain(v) for v in value]
        if value is None or isinstance(value, (bool, int, str)):
            return value
        return render(value) if hasattr(value, "id") else str(value)

    return {"key": fact.key, "label": render(fact.label), "kind": fact.kind.value, "limit": fact.limit,
            "value": plain(fact.value)}


def game_json(loaded: store.LoadedGame) -> dict[str, Any]:
    data = loaded.replay.as_dict()
    data["deals"] = [{**deal.as_dict(), "id": row["id"], "position": row["position"], "entry": row["entry"]}
                     for deal, row in zip(loaded.replay.deals, loaded.deals, strict=False)]
    data.update(id=loaded.id, created=loaded.row["created"], first_dealer=loaded.game.first_dealer,
                next_dealer=loaded.next_dealer, revision=loaded.revision, can_edit=loaded.can_edit,
                facts=[fact_json(f) for f in loaded.replay.facts()])
    if loaded.refused is not None:
        data["refused"] = loaded.refused.as_dict()
    return data


def answer(loaded: store.LoadedGame, status: int = 200) -> Response:
    """The game as JSON, its revision as the ETag."""
    response = jsonify(game_json(loaded))
    response.status_code = status
    response.set_etag(str(loaded.revision))
    return response


# --------------------------------------------------------------------- errors, all JSON

@bp.errorhandler(Unauthorized)
@bp.errorhandler(store.GameNotFound)
def game_not_found(__: Exception) -> tuple[Response, int]:
    return error(404, "game", _("Partie introuvable."))


@bp.errorhandler(store.DealNotFound)
def deal_not_found(__: Exception) -> tuple[Response, int]:
    return error(404, "deal", _("Donne introuvable."))


@bp.errorhandler(DealRefused)
def deal_refused(refused: DealRefused) -> tuple[Response, int]:
    return jsonify({"error": refused.as_dict()}), 422


@bp.errorhandler(store.ChangeRefused)
def change_refused(refused: store.ChangeRefused) -> tuple[Response, int]:
    return error(422, refused.field, render(refused.message), deal=refused.deal, rule=refused.rule)


def setup_refused(refused: SetupError) -> tuple[Response, int]:
    return error(422, refused.field, render(refused.message))


def body_refused(refused: BodyRefused) -> tuple[Response, int]:
    return error(422, refused.found.field or "request", unsafe_words(refused.found), path=refused.found.path)


def invalid(invalid: Invalid) -> tuple[Response, int]:
    return error(422, invalid.field, invalid.message)


def http_error(exc: HTTPException) -> tuple[Response, int]:
    return error(exc.code or 500, "request", exc.name)


def json_errors(blueprint: Blueprint) -> None:
    """What every blueprint of the API refuses, as JSON: a set-up the rules
    refuse, a body it cannot keep, a field of the wrong kind, any HTTP error."""
    blueprint.register_error_handler(SetupError, setup_refused)
    blueprint.register_error_handler(BodyRefused, body_refused)
    blueprint.register_error_handler(Invalid, invalid)
    blueprint.register_error_handler(HTTPException, http_error)


json_errors(bp)


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
        "rules_page": url_for("rulebook.page", slug=slug),
        "referee": {q: s.json_schema(example.referee_schema(q), title=f"{cls.name} : {q}")
                    for q in example.referee_questions},
    }


@bp.get("/rules")
def rules() -> Response:
    return jsonify([describe(slug) for slug in sorted(load())])


@bp.get("/rules/<slug>")
def rules_of(slug: str) -> Response | tuple[Response, int]:
    if slug not in load():
        return error(404, "game", _("Jeu inconnu."))
    return jsonify(describe(slug))


@bp.get("/rules/<slug>/schema")
def schema_of(slug: str) -> Response | tuple[Response, int]:
    """The JSON Schema of a deal entry of the game (draft 2020-12)."""
    try:
        cls = find_game(slug, only_playable=False)
    except SetupError:
        return error(404, "game", _("Jeu inconnu."))
    variant = request.args.get("variant") or None
    if variant is not None and variant not in cls.variants:
        return error(404, "variant", _("Variante inconnue."))
    return jsonify(cls.example(variant).json_schema())


@bp.post("/score")
@computes
def score() -> Response | tuple[Response, int]:
    case = body()
    if case is None:
        return error(400, "case", _("Le corps de la requête doit être un objet JSON (le format du casebook)."))
    deals = case.get("deals")
    if isinstance(deals, list) and len(deals) > MAX_DEALS:  # the import's bound: a case's CPU is bounded
        raise SetupError("deals", msg("core.setup.deals_many", max=MAX_DEALS))
    return jsonify(score_case(case).as_dict())


# --------------------------------------------------------------------- stored games

@bp.post("/games")
@creates
def create() -> Response | tuple[Response, int]:
    """Start a game: its id and its two links."""
    data = body()
    if data is None:
        return error(400, "game", _("Corps JSON attendu : %(shape)s.", shape='{"game": …, "players": […]}'))
    slug, players, variant, options = setup_of(data)
    first = data.get("first_dealer")
    if first is not None and not isinstance(first, str):
        return error(422, "first_dealer", _("« first_dealer » : un nom de joueur, ou null."))
    created = store.create_game(slug, players, variant, options, first)
    response = jsonify({
        "id": created.id, "edit_token": created.edit_token, "view_token": created.view_token,
        "edit_url": url_for("pages.game", token=created.edit_token, _external=True),
        "view_url": url_for("pages.game", token=created.view_token, _external=True),
    })
    response.headers["Location"] = url_for("api.game", game_id=created.id)
    return response, 201


@bp.get("/games/<int:game_id>")
def game(game_id: int) -> Response:
    loaded = opened(game_id)
    if request.if_none_match.contains(str(loaded.revision)):
        unchanged = Response(status=304)
        unchanged.set_etag(str(loaded.revision))
        return unchanged
    return answer(loaded)


@bp.get("/games/<int:game_id>/export.json")
def export_json(game_id: int) -> Response:
    """The game in the casebook's format: ``compagnon score`` re-scores it, the import takes it back."""
    loaded = opened(game_id)
    response = jsonify(case_of(loaded.replay, loaded.entries[: len(loaded.replay.deals)]))
    response.headers["Content-Disposition"] = f'attachment; filename="partie-{loaded.slug}-{loaded.id}.json"'
    return response


@bp.get("/games/<int:game_id>/export.csv")
def export_csv(game_id: int) -> Response:
    """One row per deal: its number, each player's change and total."""
    loaded = opened(game_id)
    response = Response(csv_of(loaded.replay), mimetype="text/csv")
    response.headers["Content-Disposition"] = f'attachment; filename="partie-{loaded.slug}-{loaded.id}.csv"'
    return response


@bp.post("/games/import")
@creates
def import_game() -> Response | tuple[Response, int]:
    """A game exported as JSON becomes a new game with new links, once every deal is accepted."""
    data = body()
    if data is None:
        return error(400, "case", _("Corps JSON attendu : une partie exportée (game, players, deals…)."))
    created = store.import_game(data)
    response = jsonify({
        "id": created.id, "edit_token": created.edit_token, "view_token": created.view_token,
        "edit_url": url_for("pages.game", token=created.edit_token, _external=True),
        "view_url": url_for("pages.game", token=created.view_token, _external=True),
    })
    response.headers["Location"] = url_for("api.game", game_id=created.id)
    return response, 201


def entry_of(data: dict[str, Any] | None) -> dict[str, Any] | None:
    if data is None:
        return None
    entry = data.get("entry")
    return entry if isinstance(entry, dict) else None


@bp.post("/games/<int:game_id>/deals")
@writes
def add_deal(game_id: int) -> Response | tuple[Response, int]:
    """A new deal; a retried ``id`` returns the deal it entered, never a second one."""
    loaded = opened(game_id, edit=True)
    data = body()
    entry = entry_of(data)
    if data is None or entry is None:
        return error(400, "entry", _("Corps JSON attendu : %(shape)s.", shape='{"id": "…", "entry": {…}}'))
    client_id = data.get("id")
    if client_id is not None and not (isinstance(client_id, str) and 0 < len(client_id) <= 100):
        return error(422, "id", _("« id » : un identifiant de 100 caractères au plus (un UUID)."))
    try:
        added = store.add_deal(loaded.id, entry, client_id, revision=if_match())
    except store.Stale:
        return stale(loaded.id)
    result = answer(reopened(loaded), 201 if added.created else 200)
    result.headers["Location"] = url_for("api.game", game_id=loaded.id) + f"#deal-{added.deal_id}"
    return result


def stale(game_id: int, deal_id: int | None = None) -> tuple[Response, int]:
    """409: the revision the write was based on is not the game's any more;
    here is what is there now."""
    fresh = store.load_game(game_id)
    current = next((d for d in game_json(fresh)["deals"] if d["id"] == deal_id), None)
    response, status = error(409, "revision", _("La partie a changé depuis : relire puis renvoyer."),
                             revision=fresh.revision, deal=current)
    response.set_etag(str(fresh.revision))
    return response, status


@bp.put("/games/<int:game_id>/deals/<int:deal_id>")
@writes
def replace_deal(game_id: int, deal_id: int) -> Response | tuple[Response, int]:
    """Replace a deal by its id, from the revision in ``If-Match`` (428 without it)."""
    loaded = opened(game_id, edit=True)
    revision = if_match()
    if revision is None:
        return error(428, "If-Match", _("En-tête If-Match attendu : la révision lue (l'ETag de la partie), "
                                        "pour que rien ne soit écrasé sans le savoir."))
    entry = entry_of(body())
    if entry is None:
        return error(400, "entry", _("Corps JSON attendu : %(shape)s.", shape='{"entry": {…}}'))
    try:
        store.replace_deal(loaded.id, None, entry, expected_id=deal_id, revision=revision)
    except store.Stale:
        return stale(loaded.id, deal_id)
    return answer(reopened(loaded))


@bp.delete("/games/<int:game_id>/deals/<int:deal_id>")
@writes
def delete_deal(game_id: int, deal_id: int) -> Response | tuple[Response, int]:
    """Delete a deal by its id: sent twice, the second gets 404 and nothing else changes."""
    loaded = opened(game_id, edit=True)
    try:
        if not store.delete_deal(loaded.id, None, expected_id=deal_id, revision=if_match()):
            raise store.DealNotFound(deal_id)
    except store.Stale:
        return stale(loaded.id, deal_id)
    return answer(reopened(loaded))


# --------------------------------------------------------------------- the referee

@bp.post("/referee/<question>")
@computes
def referee(question: str) -> Response | tuple[Response, int]:
    """A trick, a combination or hands to compare: the same JSON as
    ``compagnon referee`` (the path names the question)."""
    data = body()
    if data is None:
        return error(400, "question", _("Corps JSON attendu : %(shape)s.", shape='{"game": …, "context": {…}, …}'))
    try:
        answer = ask({**data, "question": question[:30]})
    except (DealError, SetupError) as refused:
        return jsonify({"error": refused.as_dict()}), 422
    return jsonify(answer.as_dict())


@bp.get("/openapi.json")
def openapi() -> Response:
    return jsonify(document())
