"""Beyond one game: its chart, its export, a new game with the same players
(or a revanche in a series), importing a game, and the statistics of the
games this device knows."""

from __future__ import annotations

import json
from typing import Any

from flask import Blueprint, Response, redirect, render_template, request, url_for
from flask_babel import gettext as _
from htmx_flask import make_response as hx_response
from htmx_flask import request as hx_request
from markupsafe import Markup
from werkzeug.wrappers import Response as Redirect

from .. import store
from ..exchange import case_of, csv_of
from ..rules import DealRefused, SetupError, load, render
from ..rules.core import FactKind
from ..stats import PlayedGame, chart_svg, player_names, table
from .api import BodyRefused, read_json, unsafe_words
from .device import device_games, remember_own
from .game import load as load_game
from .game import page_context
from .limits import creates

bp = Blueprint("history", __name__)

#: the largest file an import reads (the app refuses larger bodies anyway)
MAX_IMPORT = 200 * 1024


def running_totals(loaded: store.LoadedGame) -> list[dict[str, int]]:
    return [dict(deal.totals) for deal in loaded.replay.deals]


def target_of(loaded: store.LoadedGame) -> int | None:
    """The score that ends the game, when it has one (a threshold fact)."""
    for fact in loaded.replay.facts():
        if fact.kind is FactKind.THRESHOLD and isinstance(fact.value, int) and not isinstance(fact.value, bool):
            return int(fact.value)
    return None


@bp.get("/g/<token>/courbe")
def chart(token: str) -> str:
    loaded = load_game(token)
    players = list(loaded.game.players)
    running = running_totals(loaded)
    last = running[-1] if running else {}
    totals = ", ".join(f"{name} {last.get(name, 0)}" for name in players)
    description = _("Total de chaque joueur après chaque donne, %(count)s donne(s) : %(totals)s.",
                    count=len(running), totals=totals) if running else _("Aucune donne jouée.")
    svg = chart_svg(players, running, title=_("Évolution des totaux — %(game)s", game=loaded.game.name),
                    description=description, target=target_of(loaded))
    return render_template("history/chart.html", **page_context(loaded, None), chart=Markup(svg),
                           running=running, marks=[f"chart-p{n % 8}" for n in range(len(players))])


def _download(body: str, mimetype: str, name: str) -> Response:
    response = Response(body, mimetype=mimetype)
    response.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


def download_name(loaded: Any, extension: str) -> str:
    """« partie-mille-2026-11-29.csv », in the page's language."""
    return _("partie-%(game)s-%(date)s", game=loaded.slug, date=str(loaded.row["created"])[:10]) + f".{extension}"


@bp.get("/g/<token>/export.json")
def export_json(token: str) -> Response:
    loaded = load_game(token)
    case = case_of(loaded.replay, loaded.entries[: len(loaded.replay.deals)],
                   title=f"{loaded.game.name} — {', '.join(loaded.game.players)}")
    return _download(json.dumps(case, ensure_ascii=False, indent=2) + "\n", "application/json",
                     download_name(loaded, "json"))


@bp.get("/g/<token>/export.csv")
def export_csv(token: str) -> Response:
    loaded = load_game(token)
    return _download(csv_of(loaded.replay), "text/csv", download_name(loaded, "csv"))


@bp.post("/g/<token>/again")
@creates
def again(token: str) -> Redirect:
    """The same game, variant, house rules and players, the next player
    dealing first; with ``series``, the new game continues this one's series.
    The edit link only: a view link writes nothing, not even a new game."""
    loaded = load_game(token, edit=True)
    players = list(loaded.game.players)
    first = loaded.game.first_dealer
    dealer = players[(players.index(first) + 1) % len(players)] if first in players else players[0]
    previous = loaded.id if request.form.get("series") == "1" else None
    created = store.create_game(loaded.slug, players, loaded.game.variant, loaded.game.option_values(), dealer,
                                previous_id=previous)
    remember_own(created)
    return redirect(url_for("pages.game", token=created.edit_token), code=303)


@bp.app_template_global("series_of")
def series_view(loaded: store.LoadedGame) -> dict[str, Any] | None:
    """The series this game belongs to (games, winners, wins per player), or None."""
    if not loaded.row.get("previous_id"):  # the first game of a series is shown with the second
        return None
    chain = store.series(loaded.id)
    if len(chain) < 2:
        return None
    wins = {name: 0 for name in loaded.game.players}
    for game in chain:
        for name in (game["winner"] or "").split(", ") if game["finished"] else []:
            if name in wins:
                wins[name] += 1
    return {"games": chain, "wins": wins}


# --------------------------------------------------------------------- import

@bp.get("/importer")
def import_page() -> str:
    return render_template("history/import.html", error=None, text="")


@bp.post("/importer")
@creates
def import_game() -> Redirect | tuple[str, int]:
    upload = request.files.get("file")
    text = ""
    if upload is not None and upload.filename:
        raw = upload.stream.read(MAX_IMPORT + 1)
        text = raw.decode("utf-8", errors="replace") if len(raw) <= MAX_IMPORT else ""
        if not raw or len(raw) > MAX_IMPORT:
            return _refused(_("Le fichier est vide ou trop gros."), "")
    else:
        text = (request.form.get("text") or "")[:MAX_IMPORT]
    if not text.strip():
        return _refused(_("Choisir un fichier exporté, ou coller son texte."), text)
    try:
        data = read_json(text)
    except BodyRefused as refused:
        return _refused(unsafe_words(refused.found), text)
    except (ValueError, RecursionError) as error:
        return _refused(_("Ce n'est pas du JSON lisible : %(error)s", error=str(error)[:120]), text)
    try:
        created = store.import_game(data)
    except DealRefused as refused:
        return _refused(_("Donne %(deal)s, champ « %(field)s » : %(reason)s", deal=refused.deal,
                          field=refused.field, reason=render(refused.message)), text)
    except SetupError as refused:
        return _refused(_("Champ « %(field)s » : %(reason)s", field=refused.field,
                          reason=render(refused.message)), text)
    remember_own(created)
    url = url_for("pages.game", token=created.edit_token)
    if hx_request.htmx:
        return hx_response("", redirect=url)
    return redirect(url, code=303)


def _refused(message: str, text: str) -> tuple[str, int]:
    """The page again, the refusal above the form (a 200 for htmx, which swaps
    it: browsers do not log it as a failed request)."""
    return render_template("history/import.html", error=message, text=text), 200 if hx_request.htmx else 422


# --------------------------------------------------------------------- statistics

@bp.app_template_global("known_names")
def known_names() -> list[str]:
    """The names this device has played with, for the new-game form."""
    return player_names(g["players"] for g in device_games())


@bp.get("/stats")
def stats() -> str:
    played: list[PlayedGame] = []
    for row in device_games():
        if not row["finished"]:
            continue
        try:
            loaded = store.load_game(int(row["id"]))
        except (store.GameNotFound, SetupError):
            continue
        if loaded.refused is not None:
            continue
        played.append(PlayedGame(loaded.slug, list(loaded.game.players), dict(loaded.replay.totals),
                                 loaded.replay.finished, list(loaded.replay.state.winners)))
    games = load()
    return render_template("history/stats.html", lines=table(played), names={s: c.name for s, c in games.items()},
                           count=len(played))
