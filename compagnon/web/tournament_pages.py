"""The pages of a tournament: the organiser's set-up and desk, and the
projector's standings.

The organiser (``/tournoi/<edit token>``) draws the rounds, sees which
tables still play, closes a round, marks a player absent, adds a late one,
swaps two seats before play; each table opens its own game by its link or
QR code. The projector (``/t/<token>``, either link) shows the standings and
the tables in big type, polled every 2 s (204 while nothing changed).
"""

from __future__ import annotations

import csv
import io
import threading
from fractions import Fraction
from typing import Any

from babel.numbers import format_decimal
from cachetools import LRUCache
from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for
from flask_babel import gettext as _
from htmx_flask import request as hx_request
from werkzeug.wrappers import Response

from .. import store, tournaments
from ..exchange import cell
from ..rules import Game, Problem, SetupError, messages, playable, render
from ..rules import schema as s
from ..rules.messages import language
from ..sheets import RenderBusy, RenderFailed, render_pdf, to_pdf
from ..standings import Scoring
from . import collation_key
from .limits import creates, renders, writes
from .pages import qr_svg
from .sheets import busy, counted, failed, pdf_response
from .tables import game_class, options_view, read_options
from .tournament_api import refusal

bp = Blueprint("tournament_pages", __name__)


@bp.app_template_filter("points")
def points(value: Fraction) -> str:
    """A standing's points: whole, or to one decimal where places are shared (« 1,5 »)."""
    if value.denominator == 1:
        return messages.number(int(value))
    return format_decimal(round(float(value), 1), locale=language())

Page = str | tuple[str, int] | Response


def opened(token: str, *, edit: bool = False) -> tuple[tournaments.Tournament, bool]:
    """The tournament a link opens; 404 for a wrong one, or a view link where changing it is asked."""
    try:
        access = tournaments.resolve(token)
    except tournaments.TournamentNotFound:
        abort(404)
    if edit and not access.can_edit:
        abort(404)
    return tournaments.load_tournament(access.tournament_id), access.can_edit


# --------------------------------------------------------------------- starting one

@bp.get("/tournoi/nouveau")
def choose() -> str:
    return render_template("tournament/choose.html",
                           catalogue=sorted(playable().values(), key=lambda cls: collation_key(cls.name)))


def setup_form(cls: type[Game[Any]]) -> s.Form:
    pairs = [("rounds", "3"), ("kind", "deals"), ("deals", "4"), ("scoring", "totals"),
             ("table_size", str(cls.players_max))]
    if cls.default_variant:
        pairs.append(("variant", cls.default_variant))
    return s.Form(pairs)


def render_setup(cls: type[Game[Any]], form: s.FormData, errors: dict[str, str], problems: list[Problem],
                 status: int = 200) -> tuple[str, int]:
    return render_template("tournament/new.html", cls=cls, form=form, errors=errors,
                           options=options_view(cls, form, problems), max_players=tournaments.MAX_PLAYERS,
                           max_rounds=tournaments.MAX_ROUNDS, max_deals=tournaments.MAX_DEALS), status


@bp.get("/tournoi/nouveau/<slug>")
def new(slug: str) -> tuple[str, int]:
    cls = game_class(slug)
    return render_setup(cls, setup_form(cls), {}, [])


def names_in(text: str) -> list[str]:
    """The players typed or pasted: one a line, or separated by commas."""
    return [name.strip() for line in text.replace(",", "\n").splitlines() if (name := line.strip())]


def whole(text: str | None) -> int | None:
    text = (text or "").strip()[:6]
    return int(text) if text.isdigit() else None


@bp.post("/tournoi/nouveau/<slug>")
@creates
def create(slug: str) -> Page:
    cls = game_class(slug)
    form = s.Form(request.form.items(multi=True))
    errors: dict[str, str] = {}
    players = names_in(request.form.get("players", "")[:10_000])
    players += [name for name in request.form.getlist("known") if name not in players]
    raw_options, problems = read_options(cls, form, players[: cls.players_max])
    rounds, deals, size = whole(request.form.get("rounds")), whole(request.form.get("deals")), \
        whole(request.form.get("table_size"))
    whole_game = request.form.get("kind") == "game"
    if rounds is None:
        errors["rounds"] = _("De 1 à %(most)s manches.", most=tournaments.MAX_ROUNDS)
    if deals is None and not whole_game:
        errors["deals"] = _("De 1 à %(most)s donnes par manche, ou une partie entière.", most=tournaments.MAX_DEALS)
    variant = (request.form.get("variant") or "").strip()[:40] or None
    scoring: Scoring = "places" if request.form.get("scoring") == "places" else "totals"
    if not errors and not problems:
        try:
            created = tournaments.create_tournament(
                slug, players, variant=variant, options=raw_options, rounds=rounds or 0,
                deals=None if whole_game else deals, scoring=scoring, table_size=size)
        except SetupError as error:
            errors[error.field if error.field in ("players", "variant") else "setup"] = render(error.message)
        except tournaments.TournamentRefused as refused:
            errors[refused.what if refused.what in ("rounds", "deals", "table_size") else "players"] = \
                refusal(refused)
        else:
            return redirect(url_for("tournament_pages.desk", token=created.edit_token), code=303)
    return render_setup(cls, form, errors, problems, 422)


# --------------------------------------------------------------------- the organiser's desk

def desk_page(tournament: tournaments.Tournament, message: str | None = None, status: int = 200) -> tuple[str, int]:
    projector = url_for("tournament_pages.projector", token=tournament.view_token, _external=True)
    evenings, season = tournaments.season(tournament.id) if tournament.previous_id else ([], [])
    return render_template("tournament/desk.html", t=tournament, standings=tournament.standings(),
                           evenings=evenings, season=season,
                           projector=projector, projector_qr=qr_svg(projector, _("Le tableau du tournoi")),
                           message=message, cls=tournament.game), status


@bp.get("/tournoi/<token>")
def desk(token: str) -> Page:
    tournament, organiser = opened(token)
    if not organiser:
        return redirect(url_for("tournament_pages.projector", token=token), code=303)
    return desk_page(tournament)


def change(token: str, action: Any) -> Page:
    """Apply an organiser's change from the revision the page showed; its
    refusal is said at the top of the desk, and nothing is written."""
    tournament, __ = opened(token, edit=True)
    revision = whole(request.form.get("revision"))
    try:
        action(tournament.id, revision)
    except store.Stale:
        return desk_page(tournaments.load_tournament(tournament.id),
                         _("Le tournoi a changé depuis : voici ce qu'il est maintenant."), 409)
    except tournaments.TournamentRefused as refused:
        return desk_page(tournaments.load_tournament(tournament.id), refusal(refused), 409)
    except SetupError as error:
        return desk_page(tournaments.load_tournament(tournament.id), render(error.message), 422)
    return redirect(url_for("tournament_pages.desk", token=token) + "#round", code=303)


@bp.post("/tournoi/<token>/suite")
@creates
def next_evening(token: str) -> Response:
    """The club's next evening, with the same players: its organiser's page."""
    tournament, __ = opened(token, edit=True)
    created = tournaments.next_evening(tournament.id)
    return redirect(url_for("tournament_pages.desk", token=created.edit_token), code=303)


@bp.get("/t/<token>/saison.csv")
def season_csv(token: str) -> Response:
    """The season this evening ends: a row per player, his points each evening and in all."""
    tournament, __ = opened(token)
    evenings, table = tournaments.season(tournament.id)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([_("Rang"), _("Joueur"), _("Points"), _("Soirées"), _("Soirées gagnées"),
                     *(evening.created[:10] for evening in evenings)])
    for row in table:
        writer.writerow([row.rank, cell(row.player), points(row.points), row.evenings, row.won,
                         *("" if value is None else points(value) for value in row.each)])
    response = Response(out.getvalue(), mimetype="text/csv")
    response.headers["Content-Disposition"] = f'attachment; filename="compagnon-saison-{tournament.created[:10]}.csv"'
    return response


@bp.post("/tournoi/<token>/manche")
@writes
def draw_round(token: str) -> Page:
    return change(token, lambda tid, revision: tournaments.draw_round(tid, revision=revision))


@bp.post("/tournoi/<token>/clore")
@writes
def close_round(token: str) -> Page:
    return change(token, lambda tid, revision: tournaments.close_round(tid, revision=revision))


@bp.post("/tournoi/<token>/absent")
@writes
def set_absent(token: str) -> Page:
    name = request.form.get("name", "")[:100]
    absent = request.form.get("absent") == "1"
    return change(token, lambda tid, revision: tournaments.set_absent(tid, name, absent, revision=revision))


@bp.post("/tournoi/<token>/joueur")
@writes
def add_player(token: str) -> Page:
    name = request.form.get("name", "")[:100]
    return change(token, lambda tid, revision: tournaments.add_player(tid, name, revision=revision))


@bp.post("/tournoi/<token>/echange")
@writes
def swap(token: str) -> Page:
    first, second = request.form.get("first", "")[:100], request.form.get("second", "")[:100]
    return change(token, lambda tid, revision: tournaments.swap_players(tid, first, second, revision=revision))


# --------------------------------------------------------------------- the projector

def screen(token: str) -> str:
    """Which screen the projector shows next: the standings or the tables."""
    return "tables" if request.args.get("screen") == "tables" else "standings"


@bp.get("/t/<token>")
def projector(token: str) -> str:
    tournament, __ = opened(token)
    return render_template("tournament/projector.html", t=tournament, standings=tournament.standings(),
                           token=token, revision=tournaments.revision(tournament.id), screen=screen(token))


@bp.get("/t/<token>/poll")
def poll(token: str) -> Page:
    """The projector's screen anew when the tournament or one of its tables
    changed, or when its screen turns (``screen``); 204 otherwise."""
    try:
        access = tournaments.resolve(token)
    except tournaments.TournamentNotFound:
        return Response(status=404)
    current = tournaments.revision(access.tournament_id)
    etag = f"t{current}-{screen(token)}-{language()}"
    if request.args.get("r") == str(current) and "turn" not in request.args:
        unchanged = Response(b"", status=204)
        unchanged.set_etag(etag)
        unchanged.headers["Cache-Control"] = "no-cache"
        return unchanged
    if not hx_request.htmx:
        return redirect(url_for("tournament_pages.projector", token=token), code=303)
    # every phone and projector watching the tournament asks the same: drawn once a revision
    key = (str(current_app.config["DATABASE"]), access.tournament_id, current, screen(token), language(), token)
    with _SCREENS_LOCK:
        drawn = _SCREENS.get(key)
    if drawn is None:
        tournament = tournaments.load_tournament(access.tournament_id)
        drawn = render_template("tournament/_screen.html", t=tournament, standings=tournament.standings(),
                                token=token, revision=current, screen=screen(token))
        with _SCREENS_LOCK:
            _SCREENS[key] = drawn
    return drawn


#: the projector's screens, by tournament, revision, screen, language and link
_SCREENS: LRUCache[tuple[str, int, int, str, str, str], str] = LRUCache(maxsize=256)
_SCREENS_LOCK = threading.Lock()


# --------------------------------------------------------------------- paper

def printed(key: tuple[Any, ...], html: Any, filename: str) -> Response:
    try:
        pdf = render_pdf(key, counted(lambda: to_pdf(html(), "A4")))
    except RenderBusy:
        return busy()
    except RenderFailed:
        return failed()
    return pdf_response(pdf, filename)


@bp.get("/tournoi/<token>/cartes.pdf")
@renders
def table_cards(token: str) -> Response:
    """A card for each table of the round just drawn (``?manche=`` another):
    its number, its players in seat order, what the round plays, and the QR
    code of the table's game, which the table scans to enter its deals."""
    tournament, __ = opened(token, edit=True)
    if not tournament.rounds:
        abort(404)
    number = whole(request.args.get("manche")) or len(tournament.rounds)
    if not 1 <= number <= len(tournament.rounds):
        abort(404)
    played = tournament.rounds[number - 1]
    qr = {table.number: qr_svg(url_for("pages.game", token=table.edit_token, _external=True),
                               _("Table %(n)s", n=table.number)) for table in played.tables}
    key = ("cards", str(current_app.config["DATABASE"]), tournament.id, number, tournament.revision, language())
    return printed(key, lambda: render_template("sheets/table_cards.html", t=tournament, played=played, qr=qr),
                   f"compagnon-tournoi-manche-{number}.pdf")


@bp.get("/t/<token>/resultats.pdf")
@renders
def results(token: str) -> Response:
    """The standings and every round's tables and results."""
    tournament, __ = opened(token)
    key = ("results", str(current_app.config["DATABASE"]), tournament.id, tournaments.revision(tournament.id),
           language())
    return printed(key, lambda: render_template("sheets/results.html", t=tournament,
                                                standings=tournament.standings()),
                   f"compagnon-tournoi-{tournament.created[:10]}.pdf")
