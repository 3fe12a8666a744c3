"""A game as every page of it sees it: opened by its link, the state a deal
is played from, and what every game template gets. Below the entry of a
deal and the blueprints; it imports neither.

Nothing here names a game: what a game shows comes from its schema, its
facts and its messages.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import time
import uuid
from pathlib import Path
from typing import Any

from flask import abort, current_app, redirect, request, session, url_for
from flask_wtf.csrf import generate_csrf
from htmx_flask import make_response as hx_response
from htmx_flask import request as hx_request
from werkzeug.wrappers import Response

from .. import store
from ..rules import GameState, SetupError, msg, render, replay
from ..rules import schema as s
from ..rules.messages import language
from .device import opened_here, remember

Page = Response | str | tuple[str, int]

#: the deals the game page's table shows, the last ones; the others are a tap away
SHOWN_DEALS = 12


def t(message_id: str, **params: Any) -> str:
    """A message of the catalog, in the page's language."""
    return render(msg(message_id, **params))


def load(token: str, *, edit: bool = False) -> store.LoadedGame:
    """The game a link opens; 404, saying nothing of any game, for a wrong or
    revoked link, and for a view link where changing the game is asked."""
    try:
        access = store.resolve(token)
        if edit and not access.can_edit:
            abort(404)
        loaded = store.load_game(access.game_id)
    except store.GameNotFound:
        abort(404)
    except SetupError as error:  # a stored set-up the rules no longer accept
        abort(400, description=render(error.message))
    loaded.token, loaded.can_edit = access.token, access.can_edit
    if opened_here():
        remember(access.game_id, access.token)
    return loaded


def state_before(loaded: store.LoadedGame, position: int) -> GameState:
    """The state a deal at ``position`` is played from."""
    if position - 1 == len(loaded.replay.deals):
        return loaded.replay.state
    return replay(loaded.game, loaded.entries[: position - 1]).state


def new_client_id() -> str:
    return uuid.uuid4().hex


def form_id(loaded: store.LoadedGame) -> str:
    """The id of the next deal's form (a retried submission carries it, and
    is not entered twice): the same for this session while the game stays at
    its revisions, so that the page drawn again is the same page (a 304 for a
    phone that has it), and a new one as soon as the log or the deal in
    progress moves on (the form it was minted for is then stale). Random
    where the session holds no secret to derive it from."""
    secret = session.get("csrf_token")
    if not isinstance(secret, str) or not secret:
        return new_client_id()
    seed = f"{loaded.id}:{loaded.revision}:{loaded.draft_revision}:{secret}".encode()
    return hmac.new(str(current_app.secret_key).encode(), seed, hashlib.sha256).hexdigest()[:32]


@functools.cache
def build() -> str:
    """What this version of the app draws pages with (its code, templates,
    catalogs and static files' names), as a digest: a page tag changes with
    it."""
    root = Path(__file__).resolve().parent.parent.parent
    files = sorted([*(root / "compagnon").rglob("*.py"), *(root / "compagnon").rglob("*.mo"),
                    *(root / "templates").rglob("*.html"), root / "static" / "cache_manifest.json"])
    digest = hashlib.blake2b(digest_size=16)
    for path in files:
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def page_tag(loaded: store.LoadedGame) -> str | None:
    """A game page's ETag: everything the page drawn now depends on (the
    game's revisions, the link, the language and theme, the session's CSRF
    token its forms carry and their id derives from, the app's version), so
    that a phone opening the page again while nothing changed is answered a
    304 without a body. The signed token in the page is good for
    WTF_CSRF_TIME_LIMIT: the tag changes every half of it, so a page kept
    is never older than that. None when the session has no token yet, or
    holds the answer to a tap on a live pad, which the page shows once
    (``answered``, :mod:`.live_deal`): that page is drawn, never kept."""
    if session.get("answered") is not None:
        return None
    generate_csrf()  # the session's token, made now if it has none (the page draws it anyway)
    secret = session.get("csrf_token")
    if not isinstance(secret, str) or not secret:
        return None
    limit = current_app.config.get("WTF_CSRF_TIME_LIMIT") or 0
    period = int(time.time() // (limit / 2)) if limit else 0
    parts = (build(), request.full_path, loaded.revision, loaded.draft_revision, loaded.can_edit, language(),
             request.cookies.get("theme", ""), secret, period)  # the theme cookie (settings.py) the page follows
    return hashlib.blake2b("\n".join(map(str, parts)).encode(), digest_size=16).hexdigest()


def form_data() -> s.Form:
    return s.Form(request.form.items(multi=True))


def int_arg(name: str) -> int | None:
    """A whole number from the form, or None (never an exception)."""
    value = s.parse_int((request.form.get(name) or "")[:20])
    return value if value is not None and 0 <= value < 2**62 else None


def page_context(loaded: store.LoadedGame, entry: Any) -> dict[str, Any]:
    """What every game template gets; ``entry`` is the entry of a deal the
    page shows, if any (see :mod:`compagnon.web.entry`)."""
    return {"loaded": loaded, "game": loaded.game, "players": loaded.game.players, "replay": loaded.replay,
            "facts": loaded.replay.facts() if loaded.refused is None else [], "entry": entry,
            "shown_deals": SHOWN_DEALS}


def back_to_game(token: str, anchor: str = "", **args: Any) -> Response:
    url = url_for("pages.game", token=token, **args) + anchor
    if hx_request.htmx:
        return hx_response("", redirect=url)
    return redirect(url, code=303)
