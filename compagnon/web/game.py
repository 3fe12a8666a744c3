"""A game as every page of it sees it: opened by its link, the state a deal
is played from, and what every game template gets. Below the entry of a
deal and the blueprints; it imports neither.

Nothing here names a game: what a game shows comes from its schema, its
facts and its messages.
"""

from __future__ import annotations

import uuid
from typing import Any

from flask import abort, redirect, request, url_for
from htmx_flask import make_response as hx_response
from htmx_flask import request as hx_request
from werkzeug.wrappers import Response

from .. import store
from ..rules import GameState, SetupError, msg, render, replay
from ..rules import schema as s
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
