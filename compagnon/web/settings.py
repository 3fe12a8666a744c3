"""The device's settings: its theme, kept in a cookie (no account)."""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, redirect, render_template, request, url_for
from werkzeug.wrappers import Response

bp = Blueprint("settings", __name__)

#: the cookie's value → what the settings page calls it; "auto" follows the system
THEMES = {"auto": "Comme le téléphone", "light": "Clair", "dark": "Sombre"}
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


@bp.get("/settings")
def page() -> str:
    return render_template("settings/page.html", themes=THEMES, current=chosen_theme() or "auto",
                           next=safe_next(request.args.get("next")), saved=request.args.get("saved") == "1")


@bp.post("/settings")
def save() -> Response | tuple[str, int]:
    theme = request.form.get("theme", "")
    back = safe_next(request.form.get("next"))
    if theme not in THEMES:
        return render_template("settings/page.html", themes=THEMES, current=chosen_theme() or "auto", next=back,
                               error="Choisissez un thème parmi ceux proposés."), 422
    response = redirect(url_for("settings.page", next=back, saved=1), code=303)
    if theme == "auto":
        response.delete_cookie(THEME_COOKIE)
    else:
        response.set_cookie(THEME_COOKIE, theme, max_age=ONE_YEAR, samesite="Lax", httponly=True)
    return response
