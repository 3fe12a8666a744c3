"""Rate limits (Flask-Limiter): a phone gone wild, or a script, cannot flood
a game, the database or the server's CPU; other tables are not slowed down.

Four budgets, counted in a file every process of the server shares
(:mod:`compagnon.counters`; see README, *Serving a club*):

* **writes** to a game, per link (the page's token, or the API's bearer
  token), ``WRITE_LIMIT``;
* **creating a game** — every route that does, the API's ``POST /api/games``
  and import, the set-up form, the import page, « encore » — one budget per
  device and address, ``CREATE_LIMIT``, within a quota per address,
  ``CREATE_QUOTA``; a request costs more the more it stores (an import of a
  long game costs a unit per 32 KiB of its body);
* **computing** without a game (``/api/score``, ``/api/referee/*``), per
  address, ``COMPUTE_LIMIT``, costed the same way by the body's size;
* **rendering** a PDF, per address, ``RENDER_LIMIT``: only a PDF actually
  rendered counts, not one served from the cache.

No header a client makes up opens a budget of its own: a creation is never
keyed by a bearer token (none exists before the game), and the device is the
one this app's cookie names, else what the client says of itself.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any, TypeVar, cast

from flask import Response, current_app, g, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

from .. import counters  # noqa: F401  (the counts' storage, compagnon+sqlite://, that the app names)
from .device import new_device, this_device

View = TypeVar("View", bound=Callable[..., Any])

#: a unit of cost per this many bytes of body: what a request stores or computes grows with it
COST_UNIT = 32 * 1024


def address() -> str:
    """The client's address (the proxy's ``X-Forwarded-For`` when ``COMPAGNON_PROXIES`` trusts it)."""
    return f"addr:{get_remote_address()}"


def link_or_address() -> str:
    """The game's (or tournament's) link when the request names one (a form
    or the API's bearer token), else the client's address."""
    token = (request.view_args or {}).get("token")
    if not token and {"game_id", "tournament_id"} & set(request.view_args or {}):
        header = request.headers.get("Authorization", "")
        token = header[7:].strip() if header.startswith("Bearer ") else None
    return f"link:{token}" if token else address()


def device() -> str:
    """This device: the id its session cookie keeps (given on its first
    creation), else, for a client that keeps no cookie (the API), its
    User-Agent. A client that drops its cookie gets a new id each time and
    is held by the quota of its address."""
    known = this_device()  # the id « mes parties » keeps
    if known is not None:
        return f"device:{known}"
    if request.path.startswith("/api/"):
        agent = request.headers.get("User-Agent", "")
        return "agent:" + hashlib.sha256(agent.encode("utf-8", "replace")).hexdigest()[:16]
    return f"device:{new_device()}"


def device_and_address() -> str:
    return f"{device()}@{address()}"


def body_cost() -> int:
    """One unit, and one more per :data:`COST_UNIT` of body."""
    return 1 + (request.content_length or 0) // COST_UNIT


def _config(name: str, default: str) -> str:
    return str(current_app.config.get(name, default))


def write_limit() -> str:
    return _config("WRITE_LIMIT", "120 per minute")


def create_limit() -> str:
    return _config("CREATE_LIMIT", "30 per minute; 300 per hour")


def create_quota() -> str:
    return _config("CREATE_QUOTA", "300 per minute; 2000 per hour")


def compute_limit() -> str:
    return _config("COMPUTE_LIMIT", "60 per minute")


def render_limit() -> str:
    return _config("RENDER_LIMIT", "20 per minute")


def rendered(__: Response) -> bool:
    """A PDF was rendered for this request (set by the sheets' routes)."""
    return bool(g.get("rendered"))


limiter = Limiter(key_func=link_or_address, default_limits=[])
#: the decorator of every route that writes to a game
writes = limiter.limit(write_limit, methods=["POST", "PUT", "DELETE"])
#: the decorators of every route that creates a game: one budget for them all
creates_per_device = limiter.shared_limit(create_limit, scope="create", key_func=device_and_address,
                                          cost=body_cost, methods=["POST"])
creates_per_address = limiter.shared_limit(create_quota, scope="create-quota", key_func=address,
                                           cost=body_cost, methods=["POST"])
#: the decorator of the API's routes that compute without a game
computes = limiter.shared_limit(compute_limit, scope="compute", key_func=address, cost=body_cost)
#: the decorator of the routes that render a PDF
renders = limiter.shared_limit(render_limit, scope="render", key_func=address, deduct_when=rendered)


def creates(view: View) -> View:
    """Both budgets of creation: the device's, within its address's quota."""
    return cast(View, creates_per_address(creates_per_device(view)))
