"""Score sheets as PDF: a game's filled sheet, the blank pads, and the page listing them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Blueprint, Response, abort, current_app, g, render_template, request, url_for
from flask_babel import gettext as _

from .. import sheets as printing
from .. import store
from ..rules import Game, SetupError, playable
from ..rules.messages import language
from ..sheets import (
    RenderBusy,
    RenderFailed,
    blank_html,
    pad_game,
    pad_key,
    pad_pdf,
    paper,
    render_pdf,
    sheet_html,
    to_pdf,
)
from . import collation_key
from .limits import renders
from .tables import read_options

bp = Blueprint("sheets", __name__)


def pdf_response(pdf: bytes, filename: str) -> Response:
    response = Response(pdf, mimetype="application/pdf")
    response.headers["Content-Disposition"] = f'inline; filename="{filename}"'
    return response


def busy() -> Response:
    """Every rendering slot is taken: the phones keep their threads for scores."""
    response = Response(_("Les feuilles en cours d'impression occupent le serveur : réessayez dans un instant.") + "\n",
                        status=503, mimetype="text/plain")
    response.headers["Retry-After"] = "5"
    return response


def failed() -> Response:
    """The render ran past its time or its memory: the renderer was replaced."""
    return Response(_("Cette feuille est trop lourde à imprimer : réessayez plus tard.") + "\n",
                    status=503, mimetype="text/plain")


def counted(make: Callable[[], bytes]) -> Callable[[], bytes]:
    """``make``, noted as a render when it runs (a PDF from the cache is not counted)."""
    def run() -> bytes:
        g.rendered = True
        return make()
    return run


def part_number() -> int:
    text = (request.args.get("part") or "1")[:6]
    return int(text) if text.isdigit() else 1


@bp.get("/g/<token>/sheet.pdf")
@renders
def game_sheet(token: str) -> Response:
    try:
        loaded = store.load_game(store.resolve(token).game_id)
    except store.GameNotFound:
        abort(404)
    size = paper(request.args.get("size"))
    created = str(loaded.row["created"])[:10]
    title = f"{loaded.game.name} — {', '.join(loaded.game.players)}"
    part = part_number()

    def part_url(n: int) -> str:  # printed on paper: the view link, never the edit one
        return url_for("sheets.game_sheet", token=loaded.row["view_token"], size=size, part=n, _external=True)

    try:
        # the database's path too: two databases (tests, a restored copy) may hold a game n° 1
        key = ("game", str(current_app.config["DATABASE"]), loaded.id, loaded.revision, size, language(), part)
        pdf = render_pdf(key, counted(lambda: to_pdf(sheet_html(loaded.replay, title=title, created=created,
                                                                size=size, part=part, part_url=part_url), size)))
    except RenderBusy:
        return busy()
    except RenderFailed:
        return failed()
    return pdf_response(pdf, f"compagnon-{loaded.slug}-{created}.pdf")


@bp.get("/sheets/blank/<slug>.pdf")
@renders
def blank_sheet(slug: str) -> Response:
    size = paper(request.args.get("size"))
    cls = playable().get(slug)
    if cls is None:
        abort(404)
    # house rules as the set-up form names them (``option.deals=4``)
    options, problems = read_options(cls, request.args, [])
    if problems:
        abort(400)
    try:
        game, named = pad_game(slug, request.args.get("variant"), request.args.get("players"), options)
    except (KeyError, SetupError):
        abort(400)
    return blank_response(game, slug, size, named)


@bp.get("/g/<token>/blank.pdf")
@renders
def game_blank(token: str) -> Response:
    """The blank pad of a game's own table: its players, its variant and its house rules
    (Démons punisseurs played in 4 deals has 4 rows)."""
    try:
        loaded = store.load_game(store.resolve(token).game_id)
    except store.GameNotFound:
        abort(404)
    return blank_response(loaded.game, loaded.slug, paper(request.args.get("size")), True)


def blank_response(game: Game[Any], slug: str, size: str, named: bool) -> Response:
    html = blank_html(game, size, named)
    try:
        pdf = render_pdf(pad_key(html, size), counted(lambda: pad_pdf(game, size, named, html)), cache=printing.PADS)
    except RenderBusy:
        return busy()
    except RenderFailed:
        return failed()
    name = slug if game.players_min == game.players_max else _("%(game)s-%(count)sj", game=slug,
                                                                count=len(game.players))
    return pdf_response(pdf, _("compagnon-%(game)s-vierge-%(size)s", game=name, size=size.lower()) + ".pdf")


@bp.get("/sheets/")
def pads() -> str:
    """Every game's blank pad, by variant and number of players, A4 or A5."""
    offers = []
    for cls in sorted(playable().values(), key=lambda c: collation_key(c.name)):
        choices = []
        for variant in cls.variants or (None,):
            wanted = cls.variant_players.get(variant or "")
            counts = [wanted] if wanted else list(range(cls.players_min, cls.players_max + 1))
            for count in counts:
                choices.append({"variant": variant, "players": count,
                                "label": cls.variant_label(variant) if variant else None})
        offers.append({"cls": cls, "choices": choices})
    return render_template("sheets/index.html", offers=offers)
