"""The JSON API of tournaments: start one, draw its rounds, follow its tables
and standings.

As for a game, a tournament is reached with the token of one of its links
(``Authorization: Bearer``): the organiser's (edit) token reads and changes
it, and sees every table's edit link; the view token reads it, tables' view
links only. No token, or one that does not open it, gets 404.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from flask import Blueprint, Response, jsonify, url_for
from flask_babel import gettext as _

from .. import store, tournaments
from ..standings import Standing
from .api import Invalid, Unauthorized, bearer, body, error, if_match, json_errors, setup_of
from .limits import creates, writes

bp = Blueprint("tournament_api", __name__, url_prefix="/api/tournaments")
json_errors(bp)


def refusal(refused: tournaments.TournamentRefused) -> str:
    """What a refused change means, in the players' words."""
    words = {
        "round_not_over": _("La manche en cours n'est pas finie : la clore d'abord."),
        "all_drawn": _("Toutes les manches du tournoi sont tirées."),
        "no_round": _("Aucune manche n'est encore tirée."),
        "started": _("Une donne est déjà saisie à cette table : les places ne changent plus."),
        "unknown_player": _("« %(name)s » n'est pas de cette manche.", name=refused.name),
        "known_player": _("« %(name)s » est déjà inscrit.", name=refused.name),
        "too_few": _("Trop peu de joueurs présents pour une table."),
        "same_player": _("Deux joueurs différents, pour un échange."),
        "table_size": _("Une table de ce jeu n'a pas ce nombre de joueurs."),
        "players": _("Un tournoi compte de quoi remplir une table, et %(most)s joueurs au plus.",
                     most=tournaments.MAX_PLAYERS),
        "rounds": _("De 1 à %(most)s manches.", most=tournaments.MAX_ROUNDS),
        "deals": _("De 1 à %(most)s donnes par manche, ou null pour une partie entière.",
                   most=tournaments.MAX_DEALS),
        "scoring": _("Le classement : « totals » ou « places »."),
    }
    return words[refused.what]


@bp.errorhandler(Unauthorized)
@bp.errorhandler(tournaments.TournamentNotFound)
def not_found(__: Exception) -> tuple[Response, int]:
    return error(404, "tournament", _("Tournoi introuvable."))


@bp.errorhandler(tournaments.TournamentRefused)
def refused(refused: tournaments.TournamentRefused) -> tuple[Response, int]:
    """409 for what the tournament's state does not allow now, 422 for what it never takes."""
    if refused.what in ("round_not_over", "all_drawn", "no_round", "started", "too_few"):
        return error(409, "round", refusal(refused))
    field = "players" if refused.what.endswith("_player") else refused.what
    return error(422, field, refusal(refused))


@bp.errorhandler(store.Stale)
def stale(stale: store.Stale) -> tuple[Response, int]:
    return error(409, "revision", _("Le tournoi a changé depuis : relire puis renvoyer."), revision=stale.current)


def opened(tournament_id: int, *, edit: bool = False) -> tuple[tournaments.Tournament, bool]:
    """The tournament, if the bearer token opens it (and may change it when ``edit``)."""
    token = bearer()
    if token is None:
        raise Unauthorized()
    access = tournaments.resolve(token)
    if access.tournament_id != tournament_id or (edit and not access.can_edit):
        raise Unauthorized()
    return tournaments.load_tournament(tournament_id), access.can_edit


def number(value: Fraction | None) -> int | float | None:
    if value is None:
        return None
    return int(value) if value.denominator == 1 else round(float(value), 2)


def standing_json(standing: Standing) -> dict[str, Any]:
    return {"player": standing.player, "rank": standing.rank, "points": number(standing.points),
            "rounds_won": standing.rounds_won, "best": number(standing.best),
            "rounds": [number(value) for value in standing.rounds], "exempt_rounds": list(standing.exempt_rounds)}


def tournament_json(tournament: tournaments.Tournament, organiser: bool) -> dict[str, Any]:
    def table_json(table: tournaments.Table) -> dict[str, Any]:
        links = {"view_token": table.view_token, "view_url": url_for("pages.game", token=table.view_token,
                                                                     _external=True)}
        if organiser:
            links |= {"edit_token": table.edit_token,
                      "edit_url": url_for("pages.game", token=table.edit_token, _external=True)}
        return {"number": table.number, "game_id": table.game_id, "players": list(table.players),
                "deals": table.deals, "totals": table.totals, "finished": table.finished, "done": table.done,
                **links}

    return {
        "id": tournament.id, "game": tournament.slug, "variant": tournament.variant, "options": tournament.options,
        "players": list(tournament.players), "absent": list(tournament.absent), "table_size": tournament.table_size,
        "table_sizes": list(tournament.sizes), "rounds_planned": tournament.rounds_planned,
        "deals": tournament.deals, "scoring": tournament.scoring, "lowest_wins": tournament.game.lowest_wins,
        "revision": tournament.revision, "can_edit": organiser, "may_draw": organiser and tournament.may_draw,
        "finished": tournament.finished,
        "rounds": [{"number": played.number, "closed": played.closed, "over": played.over,
                    "exempt": list(played.exempt), "tables": [table_json(t) for t in played.tables]}
                   for played in tournament.rounds],
        "standings": [standing_json(s) for s in tournament.standings()],
        "previous_id": tournament.previous_id,
        "season": season_json(tournament.id) if tournament.previous_id else None,
    }


def season_json(tournament_id: int) -> list[dict[str, Any]]:
    """The season this evening ends: each player's points over the club's evenings."""
    __, table = tournaments.season(tournament_id)
    return [{"player": row.player, "rank": row.rank, "points": number(row.points), "evenings": row.evenings,
             "won": row.won, "each": [number(value) for value in row.each]} for row in table]


def answer(tournament_id: int, organiser: bool, status: int = 200) -> Response:
    tournament = tournaments.load_tournament(tournament_id)
    response = jsonify(tournament_json(tournament, organiser))
    response.status_code = status
    response.set_etag(str(tournaments.revision(tournament_id)))
    return response


def whole(value: Any, field: str, *, nullable: bool = False) -> int | None:
    """``value`` if it is a whole number (or null where one may be)."""
    if value is None and nullable:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise Invalid(field, _("« %(field)s » : un nombre entier.", field=field))
    return value


@bp.post("")
@creates
def create() -> Response | tuple[Response, int]:
    """Start a tournament: its id and its two links."""
    data = body()
    if data is None:
        return error(400, "tournament", _("Corps JSON attendu : %(shape)s.",
                                          shape='{"game": …, "players": […], "rounds": 3, "deals": 4}'))
    slug, players, variant, options = setup_of(data)
    scoring = data.get("scoring", "totals")
    if scoring not in ("totals", "places"):
        raise tournaments.TournamentRefused("scoring")
    # (the store checks the bounds of what follows)
    created = tournaments.create_tournament(
        slug, players, variant=variant, options=options, rounds=whole(data.get("rounds", 3), "rounds") or 0,
        deals=whole(data.get("deals", 4), "deals", nullable=True), scoring=scoring,
        table_size=whole(data.get("table_size"), "table_size", nullable=True))
    response = jsonify({"id": created.id, "edit_token": created.edit_token, "view_token": created.view_token})
    response.headers["Location"] = url_for("tournament_api.tournament", tournament_id=created.id)
    return response, 201


@bp.get("/<int:tournament_id>")
def tournament(tournament_id: int) -> Response:
    _, organiser = opened(tournament_id)
    return answer(tournament_id, organiser)


@bp.post("/<int:tournament_id>/rounds")
@writes
def draw_round(tournament_id: int) -> Response:
    """Draw the next round: one game per table, created at once."""
    opened(tournament_id, edit=True)
    tournaments.draw_round(tournament_id, revision=if_match())
    return answer(tournament_id, True, 201)


@bp.post("/<int:tournament_id>/close")
@writes
def close_round(tournament_id: int) -> Response:
    """End the round being played: its tables' totals as they stand count."""
    opened(tournament_id, edit=True)
    tournaments.close_round(tournament_id, revision=if_match())
    return answer(tournament_id, True)


def name_in(data: dict[str, Any] | None) -> str:
    value = (data or {}).get("name")
    if not isinstance(value, str):
        raise Invalid("name", _("« name » : le nom d'un joueur."))
    return value


@bp.post("/<int:tournament_id>/players")
@writes
def add_player(tournament_id: int) -> Response:
    """A late player: seated from the next round drawn."""
    opened(tournament_id, edit=True)
    tournaments.add_player(tournament_id, name_in(body()), revision=if_match())
    return answer(tournament_id, True)


@bp.post("/<int:tournament_id>/absent")
@writes
def set_absent(tournament_id: int) -> Response:
    """``{"name": …, "absent": true}``: left out of the next rounds drawn (false: back)."""
    opened(tournament_id, edit=True)
    data = body()
    absent = (data or {}).get("absent", True)
    if not isinstance(absent, bool):
        raise Invalid("absent", _("« absent » : true ou false."))
    tournaments.set_absent(tournament_id, name_in(data), absent, revision=if_match())
    return answer(tournament_id, True)


@bp.post("/<int:tournament_id>/swap")
@writes
def swap(tournament_id: int) -> Response:
    """``{"players": [a, b]}``: their seats in the round just drawn, before a deal is entered."""
    opened(tournament_id, edit=True)
    pair = (body() or {}).get("players")
    if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(p, str) for p in pair)):
        raise Invalid("players", _("« players » : les deux noms à échanger."))
    tournaments.swap_players(tournament_id, pair[0], pair[1], revision=if_match())
    return answer(tournament_id, True)


@bp.post("/<int:tournament_id>/next")
@creates
def next_evening(tournament_id: int) -> tuple[Response, int]:
    """The club's next evening: the same game, set-up and players, following this one in the season."""
    opened(tournament_id, edit=True)
    created = tournaments.next_evening(tournament_id)
    response = jsonify({"id": created.id, "edit_token": created.edit_token, "view_token": created.view_token})
    response.headers["Location"] = url_for("tournament_api.tournament", tournament_id=created.id)
    return response, 201
