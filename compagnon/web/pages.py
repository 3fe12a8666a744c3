"""The game page: the score table and its facts, a deal's score lines, and
the poll that keeps every phone at the table up to date."""

from __future__ import annotations

import io

import segno
from flask import Blueprint, make_response, redirect, render_template, request, url_for
from flask_babel import gettext as _
from htmx_flask import request as hx_request
from markupsafe import Markup
from werkzeug.wrappers import Response

from .. import store
from ..rules.messages import language
from .device import forget, remember_own
from .entry import entry_for
from .game import Page, load, page_context, page_tag
from .limits import writes
from .live_deal import already_drawn

bp = Blueprint("pages", __name__, url_prefix="/g")


@bp.get("/<token>")
def game(token: str) -> Page | Response:
    """The game page; opened again while nothing it shows changed, a 304
    (the phone has it: no body, nothing drawn)."""
    loaded = load(token)
    tag = page_tag(loaded)
    if tag is not None and request.if_none_match.contains_weak(tag):
        unchanged = Response(status=304)
        unchanged.set_etag(tag, weak=True)
        unchanged.headers["Cache-Control"] = "private, no-cache"
        return unchanged
    entry = entry_for(loaded)
    saved = request.args.get("saved", "")
    said = None
    if saved.isdigit() and len(saved) < 10 and loaded.can_edit:
        deal_id = request.args.get("undo", "")
        said = {"position": int(saved), "deal_id": int(deal_id) if deal_id.isdigit() and len(deal_id) < 19
                else None}
        if entry is not None:
            entry.saved = said
    # the deal that ended the game is said, and can be undone, as any other
    response = make_response(render_template("game/page.html", **page_context(loaded, entry), saved=said))
    if tag is not None:
        response.set_etag(tag, weak=True)
        response.headers["Cache-Control"] = "private, no-cache"
    return response


@bp.get("/<token>/poll")
def poll(token: str) -> Page | Response:
    """What changed since the revisions the phone shows: nothing (204), or the
    scores, the totals and the deal in progress, swapped in place."""
    try:
        access = store.resolve(token)
        current = store.revisions(access.game_id)
    except store.GameNotFound:
        return Response(status=404)
    etag = f"{current[0]}-{current[1]}-{language()}"
    seen = (request.args.get("r", ""), request.args.get("d", ""))
    if already_drawn(access.game_id, seen[1], current[1]):
        seen = (seen[0], str(current[1]))  # this phone's own change of the deal in progress: its answer drew it
    if seen == (str(current[0]), str(current[1])) or request.if_none_match.contains(etag):
        # nothing changed: no body at all (204 for htmx, 304 for a cache that holds this revision)
        unchanged = Response(b"", status=204 if seen == (str(current[0]), str(current[1])) else 304)
        unchanged.set_etag(etag)
        unchanged.headers["Cache-Control"] = "no-cache"
        return unchanged
    if not hx_request.htmx:
        return redirect(url_for("pages.game", token=token), code=303)
    loaded = load(token)
    entry = entry_for(loaded, fields=())  # a new deal's form is never in a poll's answer: its heading and ids are
    # a poll sent while this phone's own save was on its way: the save's answer says it
    entering = request.args.get("c", "")[:100]
    own = bool(entering) and bool(loaded.deals) and loaded.deals[-1].get("client_id") == entering
    response = make_response(render_template("game/_poll.html", **page_context(loaded, entry),
                                             changed_log=seen[0] != str(current[0]) and not own))
    response.set_etag(etag)
    response.headers["Cache-Control"] = "no-cache"
    return response


#: deals per page of the whole score table
PAGE_DEALS = 100


@bp.get("/<token>/tableau")
def all_scores(token: str) -> Page:
    """Every deal of the table, a hundred a page (the game page shows the
    last ones only, so that a long game stays quick to draw and to send)."""
    loaded = load(token)
    count = len(loaded.replay.deals)
    pages = max(1, -(-count // PAGE_DEALS))
    wanted = request.args.get("page", "")
    page = int(wanted) if wanted.isdigit() and len(wanted) < 10 else pages
    page = min(max(page, 1), pages)
    deals = loaded.replay.deals[(page - 1) * PAGE_DEALS:page * PAGE_DEALS]
    first = (page - 1) * PAGE_DEALS + 1 if deals else 0
    return render_template("game/scores_all.html", **page_context(loaded, None), deals=deals, page=page,
                           pages=pages, first=first, last=first + len(deals) - 1 if deals else 0)


@bp.get("/<token>/deals/<int:position>")
def deal(token: str, position: int) -> Page:
    loaded = load(token)
    if not 1 <= position <= len(loaded.deals):
        return render_template("errors/404.html"), 404
    record = loaded.replay.deals[position - 1] if position <= len(loaded.replay.deals) else None
    highlight = request.args.get("p", "")
    context = {"position": position, "row": loaded.deals[position - 1], "record": record, "highlight": highlight}
    if hx_request.htmx:
        return render_template("game/_detail.html", **page_context(loaded, None), **context)
    return render_template("game/deal.html", **page_context(loaded, entry_for(loaded)), **context)


@bp.get("/<token>/detail-closed")
def detail_closed(token: str) -> Page:
    if hx_request.htmx:
        return '<div id="detail" class="detail-slot"></div>'
    return redirect(url_for("pages.game", token=token) + "#scores", code=303)


# --------------------------------------------------------------------- sharing the links

def qr_svg(url: str, title: str) -> Markup:
    """A QR code of ``url`` as inline SVG (no script, no style attribute)."""
    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", xmldecl=False, svgns=True, nl=False, scale=5,
                                    dark="#000", light="#fff", title=title)
    return Markup(out.getvalue().decode("utf-8"))


@bp.get("/<token>/share")
def share(token: str) -> Page:
    """The edit and view links of the game, as QR codes and links to copy."""
    loaded = load(token, edit=True)
    edit_url = url_for("pages.game", token=loaded.row["edit_token"], _external=True)
    view_url = url_for("pages.game", token=loaded.row["view_token"], _external=True)
    return render_template("game/share.html", **page_context(loaded, None), edit_url=edit_url, view_url=view_url,
                           edit_qr=qr_svg(edit_url, _("Lien pour saisir")),
                           view_qr=qr_svg(view_url, _("Lien pour suivre")))


@bp.post("/<token>/share")
@writes
def reissue(token: str) -> Response:
    """New links for the game: the old ones open nothing any more."""
    loaded = load(token, edit=True)
    created = store.reissue_links(loaded.id)
    forget(token)
    remember_own(created)
    return redirect(url_for("pages.share", token=created.edit_token), code=303)
