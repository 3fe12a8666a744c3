"""The game page: the score table and its facts, a deal's score lines, and
the poll that keeps every phone at the table up to date."""

from __future__ import annotations

from flask import Blueprint, redirect, render_template, request, url_for
from htmx_flask import request as hx_request
from werkzeug.wrappers import Response

from .. import store
from .deals import new_entry
from .entry import Page, load, page_context
from .live import live_entry

bp = Blueprint("pages", __name__, url_prefix="/games")


def entry_for(loaded: store.LoadedGame):  # type: ignore[no-untyped-def]
    """The entry of the next deal: live when the game is entered while played."""
    if loaded.finished:
        return None
    return live_entry(loaded) if loaded.game.live else new_entry(loaded)


@bp.get("/<int:game_id>")
def game(game_id: int) -> Page:
    loaded = load(game_id)
    entry = entry_for(loaded)
    saved = request.args.get("saved", "")
    if entry is not None and saved.isdigit() and len(saved) < 10:
        deal_id = request.args.get("undo", "")
        entry.saved = {"position": int(saved), "deal_id": int(deal_id) if deal_id.isdigit() and len(deal_id) < 19
                       else None}
    return render_template("game/page.html", **page_context(loaded, entry))


@bp.get("/<int:game_id>/poll")
def poll(game_id: int) -> Page | Response:
    """What changed since the revisions the phone shows: nothing (204), or the
    scores, the totals and the deal in progress, swapped in place."""
    try:
        current = store.revisions(game_id)
    except store.GameNotFound:
        return Response(status=404)
    seen = (request.args.get("r", ""), request.args.get("d", ""))
    if seen == (str(current[0]), str(current[1])):
        return Response(status=204)
    if not hx_request.htmx:
        return redirect(url_for("pages.game", game_id=game_id), code=303)
    loaded = load(game_id)
    entry = live_entry(loaded) if loaded.game.live and not loaded.finished else None
    return render_template("game/_poll.html", **page_context(loaded, entry), changed_log=seen[0] != str(current[0]))


@bp.get("/<int:game_id>/deals/<int:position>")
def deal(game_id: int, position: int) -> Page:
    loaded = load(game_id)
    if not 1 <= position <= len(loaded.deals):
        return render_template("errors/404.html"), 404
    record = loaded.replay.deals[position - 1] if position <= len(loaded.replay.deals) else None
    highlight = request.args.get("p", "")
    context = {"position": position, "row": loaded.deals[position - 1], "record": record, "highlight": highlight}
    if hx_request.htmx:
        return render_template("game/_detail.html", **page_context(loaded, None), **context)
    return render_template("game/deal.html", **page_context(loaded, entry_for(loaded)), **context)


@bp.get("/<int:game_id>/detail-closed")
def detail_closed(game_id: int) -> Page:
    if hx_request.htmx:
        return '<div id="detail" class="detail-slot"></div>'
    return redirect(url_for("pages.game", game_id=game_id) + "#scores", code=303)
