"""This device: its cookie, which holds an opaque id and nothing else, and
« mes parties », the games it opened or created (kept in the database by
:mod:`compagnon.devices`)."""

from __future__ import annotations

from typing import Any

from flask import Flask, has_request_context, request, session
from flask.sessions import SecureCookieSessionInterface

from .. import devices, store


class DeviceSession(SecureCookieSessionInterface):
    """Flask's signed cookie, marked ``Secure`` when the request came over
    HTTPS (behind a proxy, as its ``X-Forwarded-Proto`` says, with
    ``COMPAGNON_PROXIES``), so that it is never sent in clear afterwards;
    over plain HTTP, on a table's own network, it works as before."""

    def get_cookie_secure(self, app: Flask) -> bool:
        return super().get_cookie_secure(app) or (has_request_context() and request.is_secure)


def opened_here() -> bool:
    """Whether the player opened this game themselves: a link typed,
    scanned, bookmarked or followed on this site, or a change made on its
    page. Not a page of another site (``Sec-Fetch-Site: cross-site``), which
    could open a hundred game links in a popup and fill the home page with
    them; not a poll or a fragment a page fetched (only a navigation is the
    player's), since a page opened that way polls from this site. A browser
    that sends no ``Sec-Fetch-*`` headers is taken at its word."""
    if request.headers.get("Sec-Fetch-Site") == "cross-site":
        return False
    return request.method != "GET" or request.headers.get("Sec-Fetch-Mode", "navigate") == "navigate"


def this_device() -> str | None:
    """The device's opaque id, from its cookie. A cookie of before, which
    listed the links themselves, is emptied into the database once."""
    device = session.get("device")
    listed = session.pop("games", None)
    if not devices.valid(device):
        device = new_device() if listed else None
    if device is not None and isinstance(listed, list):
        devices.adopt(device, listed)
    return device


def new_device() -> str:
    device = devices.new_id()
    session["device"] = device
    session.permanent = True
    return device


def remember(game_id: int, token: str, *, own: bool = False) -> None:
    """This device opened the game with ``token`` (``own``: created it):
    the home page lists it."""
    if devices.remember(this_device() or new_device(), game_id, token, own=own):
        # the cookie is sent again, with its 400 days counted anew: a device in use keeps its list
        session.modified = True


def remember_own(created: store.Created) -> None:
    """This device created the game, or gave it new links: its list keeps it
    for good, whatever is opened after it."""
    remember(created.id, created.edit_token, own=True)


def forget(token: str) -> None:
    device = this_device()
    if device is not None:
        devices.forget(device, token)


def device_games() -> list[dict[str, Any]]:
    """The games this device opened or created, most recently played first."""
    return devices.games(this_device())
