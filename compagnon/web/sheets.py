"""Score sheets as PDF: a game's filled sheet, the blank pads, and the page listing them."""

from __future__ import annotations

from flask import Blueprint, Response, abort, current_app, render_template, request
from flask_babel import gettext as _

from .. import store
from ..rules import SetupError, playable
from ..rules.messages import language
from ..sheets import RenderBusy, pad_game, pad_pdf, paper, render_pdf, sheet_html, to_pdf

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


@bp.get("/g/<token>/sheet.pdf")
def game_sheet(token: str) -> Response:
    try:
        loaded = store.load_game(store.resolve(token).game_id)
    except store.GameNotFound:
        abort(404)
    size = paper(request.args.get("size"))
    created = str(loaded.row["created"])[:10]
    title = f"{loaded.game.name} — {', '.join(loaded.game.players)}"
    try:
        # the database's path too: two databases (tests, a restored copy) may hold a game n° 1
        key = ("game", str(current_app.config["DATABASE"]), loaded.id, loaded.revision, size, language())
        pdf = render_pdf(key,
                         lambda: to_pdf(sheet_html(loaded.replay, title=title, created=created, size=size), size))
    except RenderBusy:
        return busy()
    return pdf_response(pdf, f"compagnon-{loaded.slug}-{created}.pdf")


@bp.get("/sheets/blank/<slug>.pdf")
def blank_sheet(slug: str) -> Response:
    size = paper(request.args.get("size"))
    try:
        game, named = pad_game(slug, request.args.get("variant"), request.args.get("players"))
    except KeyError:
        abort(404)
    except SetupError:
        abort(400)
    key = ("blank", slug, game.variant, game.players, named, size, language())
    try:
        pdf = render_pdf(key, lambda: pad_pdf(game, size, named))
    except RenderBusy:
        return busy()
    suffix = f"-{len(game.players)}j" if game.players_min != game.players_max else ""
    return pdf_response(pdf, f"compagnon-{slug}{suffix}-vierge-{size.lower()}.pdf")


@bp.get("/sheets/")
def pads() -> str:
    """Every game's blank pad, by variant and number of players, A4 or A5."""
    offers = []
    for cls in sorted(playable().values(), key=lambda c: c.name):
        choices = []
        for variant in cls.variants or (None,):
            wanted = cls.variant_players.get(variant or "")
            counts = [wanted] if wanted else list(range(cls.players_min, cls.players_max + 1))
            for count in counts:
                choices.append({"variant": variant, "players": count,
                                "label": cls.variant_label(variant) if variant else None})
        offers.append({"cls": cls, "choices": choices})
    return render_template("sheets/index.html", offers=offers)
