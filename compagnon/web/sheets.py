"""Score sheets as PDF: a game's filled sheet, and blank sheets to print."""

from __future__ import annotations

from flask import Blueprint, Response, abort, request

from .. import store
from ..rules import GAMES, SetupError, new_game
from ..sheets import blank_html, sheet_html, to_pdf

bp = Blueprint("sheets", __name__)


def pdf_response(pdf: bytes, filename: str) -> Response:
    response = Response(pdf, mimetype="application/pdf")
    response.headers["Content-Disposition"] = f'inline; filename="{filename}"'
    return response


@bp.get("/g/<token>/sheet.pdf")
def game_sheet(token: str) -> Response:
    try:
        loaded = store.load_game(store.resolve(token).game_id)
    except store.GameNotFound:
        abort(404)
    title = f"{loaded.game.name} — {', '.join(loaded.game.players)}"
    html = sheet_html(loaded.replay, title=title, created=str(loaded.row["created"])[:10])
    return pdf_response(to_pdf(html), f"compagnon-{loaded.slug}-{str(loaded.row['created'])[:10]}.pdf")


@bp.get("/sheets/blank/<slug>.pdf")
def blank_sheet(slug: str) -> Response:
    cls = GAMES.get(slug)
    if cls is None:
        abort(404)
    variant = request.args.get("variant") or cls.default_variant or next(iter(cls.variants), None)
    count = cls.variant_players.get(variant or "", cls.players_min)
    names = [n.strip() for n in request.args.get("players", "").split(",") if n.strip()]
    try:
        game = new_game(slug, names or [f"Joueur {i}" for i in range(1, count + 1)], variant)
    except SetupError:
        abort(400)
    return pdf_response(to_pdf(blank_html(game)), f"compagnon-{slug}-vierge.pdf")
