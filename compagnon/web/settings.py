"""The device's settings: its theme and its language, kept in cookies (no account)."""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, redirect, render_template, request, url_for
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from werkzeug.wrappers import Response

from .i18n import COOKIE as LANGUAGE_COOKIE
from .i18n import LANGUAGES

bp = Blueprint("settings", __name__)

#: the cookie's value → what the settings page calls it; "auto" follows the system
THEMES = {"auto": _l("Comme le téléphone"), "light": _l("Clair"), "dark": _l("Sombre")}
#: each language in its own words ("auto": the browser's); the cookie holds the code
LANGUAGE_NAMES = {"fr": "Français", "en": "English"}
THEME_COOKIE = "theme"
ONE_YEAR = 365 * 24 * 3600


def chosen_theme() -> str | None:
    """The theme this device chose (``light`` or ``dark``), None to follow the system."""
    theme = request.cookies.get(THEME_COOKIE, "")
    return theme if theme in ("light", "dark") else None


def safe_next(target: str | None) -> str:
    """Where to go back to: a path of this site, never another one."""
    parts = urlsplit(target or "")
    if not target or parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") \
            or "\\" in target or len(target) > 2000:
        return url_for("tables.home")
    return target


def chosen_language() -> str:
    """The language this device chose, ``auto`` to follow the browser."""
    chosen = request.cookies.get(LANGUAGE_COOKIE, "")
    return chosen if chosen in LANGUAGES else "auto"


def _page(back: str, error: str | None = None, saved: bool = False) -> str:
    languages = {"auto": _("Comme le navigateur"), **LANGUAGE_NAMES}
    return render_template("settings/page.html", themes=THEMES, current=chosen_theme() or "auto",
                           languages=languages, language=chosen_language(), next=back, error=error, saved=saved)


@bp.get("/settings")
def page() -> str:
    return _page(safe_next(request.args.get("next")), saved=request.args.get("saved") == "1")


def _remember(response: Response, cookie: str, value: str) -> None:
    if value == "auto":
        if cookie in request.cookies:
            response.delete_cookie(cookie)
    else:
        response.set_cookie(cookie, value, max_age=ONE_YEAR, samesite="Lax", httponly=True,
                            secure=request.is_secure)


@bp.post("/settings")
def save() -> Response | tuple[str, int]:
    theme = request.form.get("theme", "")
    language = request.form.get("lang", chosen_language())
    back = safe_next(request.form.get("next"))
    if theme not in THEMES:
        return _page(back, _("Choisissez un thème parmi ceux proposés.")), 422
    if language != "auto" and language not in LANGUAGES:
        return _page(back, _("Choisissez une langue parmi celles proposées.")), 422
    response = redirect(url_for("settings.page", next=back, saved=1), code=303)
    _remember(response, THEME_COOKIE, theme)
    _remember(response, LANGUAGE_COOKIE, language)
    return response
