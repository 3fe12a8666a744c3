"""Rate limits on writes, per link (Flask-Limiter): a phone gone wild, or a
script, cannot flood a game; other tables are not slowed down."""

from __future__ import annotations

from flask import current_app, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address


def link_or_address() -> str:
    """The game's link when the request names one (a form or the API's
    bearer token), else the client's address."""
    token = (request.view_args or {}).get("token")
    if not token:
        header = request.headers.get("Authorization", "")
        token = header[7:].strip() if header.startswith("Bearer ") else None
    return f"link:{token}" if token else f"addr:{get_remote_address()}"


def write_limit() -> str:
    return str(current_app.config.get("WRITE_LIMIT", "120 per minute"))


limiter = Limiter(key_func=link_or_address, default_limits=[], storage_uri="memory://")
#: the decorator of every route that writes
writes = limiter.limit(write_limit, methods=["POST", "PUT", "DELETE"])
