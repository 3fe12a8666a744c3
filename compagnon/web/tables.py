"""Home: the games in progress and finished, and starting a new one."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from flask import Blueprint, abort, redirect, render_template, request, url_for
from flask_babel import gettext as _
from htmx_flask import make_response as hx_response
from htmx_flask import request as hx_request
from werkzeug.wrappers import Response

from .. import store
from ..rules import DealError, Game, Problem, SetupError, load, playable, render
from ..rules import schema as s
from ..rules.core import MAX_NAME
from . import collation_key, forms
from .device import device_games, remember_own
from .limits import creates

bp = Blueprint("tables", __name__)


def game_class(slug: str) -> type[Game[Any]]:
    cls = playable().get(slug)
    if cls is None:
        abort(404)
    return cls


@bp.get("/sw.js")
def service_worker() -> Response:
    """The service worker, from the site's root so that it serves every page
    (static/sw.js, minified by ``make setup``), always checked anew: a phone
    checks it at every page it opens, and its content's hash as ETag lets an
    unchanged one be answered 304, without a body (compressed otherwise)."""
    import hashlib
    from pathlib import Path

    from flask import current_app

    folder = Path(current_app.static_folder or "static")
    minified = folder / "sw.min.js"
    body = (minified if minified.exists() else folder / "sw.js").read_bytes()  # before any make setup
    response = Response(body, mimetype="text/javascript")
    response.set_etag(hashlib.sha256(body).hexdigest()[:32])
    response.headers["Cache-Control"] = "no-cache"
    return response.make_conditional(request)


@bp.get("/favicon.ico")
def favicon() -> Response:
    """The app's icon where browsers look for it unasked: static/icons/icon-192.png
    in an ICO file (one PNG image, which every browser reads)."""
    import struct
    from pathlib import Path

    from flask import current_app

    png = (Path(current_app.static_folder or "static") / "icons" / "icon-192.png").read_bytes()
    # ICONDIR (reserved, type 1 = icon, 1 image), then its ICONDIRENTRY: 192 × 192,
    # no palette, 1 plane, 32 bits, the PNG's size and offset (6 + 16 bytes)
    ico = struct.pack("<HHH", 0, 1, 1) + struct.pack("<BBBBHHII", 192, 192, 0, 0, 1, 32, len(png), 22) + png
    response = Response(ico, mimetype="image/vnd.microsoft.icon")
    response.headers["Cache-Control"] = "public, max-age=86400"
    return response


def catalogue(classes: Iterable[type[Game[Any]]], games: Sequence[Mapping[str, Any]]) -> list[type[Game[Any]]]:
    """The games to start, those this device played most recently first
    (``games``: its games, most recent first), then the others in the
    alphabet's order (Bésigue before Bridgette)."""
    recent = list(dict.fromkeys(g["slug"] for g in games))
    return sorted(classes, key=lambda cls: (recent.index(cls.slug) if cls.slug in recent else len(recent),
                                            collation_key(cls.name)))


@bp.get("/")
def home() -> str:
    games = device_games()
    every = load()
    return render_template(
        "tables/home.html",
        catalogue=catalogue(playable().values(), games),
        coming=sorted((c for c in every.values() if not c.playable), key=lambda cls: collation_key(cls.name)),
        playing=[g for g in games if not g["finished"]],
        finished=[g for g in games if g["finished"]],
        classes=every,
    )


def seats(cls: type[Game[Any]]) -> int:
    return max([cls.players_max, *cls.variant_players.values()])


def options_view(cls: type[Game[Any]], form: s.FormData, problems: list[Problem]) -> forms.EntryView:
    """The house rules as a form, drawn from the game's options schema."""
    game = cls.example()
    raw, __ = _options_from(cls, form)
    return forms.build(game, cls.options_schema, form, raw, problems, root="option", prefix="option")


def _options_from(cls: type[Game[Any]], form: s.FormData) -> tuple[dict[str, Any], list[Problem]]:
    reader = s.Reader(cls.slug, cls.example_players(), None, "option")
    raw = cls.options_schema.from_form(form, "option", s.At("option", ()), reader)
    return ({} if raw is s.MISSING else dict(raw)), reader.problems


def read_options(cls: type[Game[Any]], form: s.FormData, players: list[str]) -> tuple[dict[str, Any], list[Problem]]:
    """The house rules a set-up form chose, and what is wrong with them."""
    raw, problems = _options_from(cls, form)
    try:
        s.read(cls.options_schema, raw, cls.slug, players or cls.example_players(), None, prefix="option")
    except DealError as error:
        problems += [Problem(f"option.{p.path}", p.message, p.rule) for p in error.problems]
    return raw, problems


def defaults_form(cls: type[Game[Any]]) -> s.Form:
    pairs: list[tuple[str, str]] = [("first_dealer", "0")]
    if cls.default_variant:
        pairs.append(("variant", cls.default_variant))
    for f in cls.options_schema.fields:
        out: dict[str, list[str]] = {}
        f.kind.to_form(f.kind.dump(f.default) if f.default is not None else None, f"option.{f.name}", out)
        pairs += [(k, v) for k, vs in out.items() for v in vs]
    return s.Form(pairs)


def render_setup(cls: type[Game[Any]], form: s.FormData, errors: dict[str, str], problems: list[Problem],
                 status: int = 200) -> tuple[str, int]:
    """The set-up page, or only its form for htmx (with a 200: htmx swaps it,
    and browsers do not log a refusal as a failed request)."""
    template = "tables/_setup.html" if hx_request.htmx else "tables/new.html"
    return render_template(template, cls=cls, form=form, errors=errors, seats=seats(cls),
                           options=options_view(cls, form, problems), max_name=MAX_NAME), \
        200 if hx_request.htmx else status


@bp.get("/new/<slug>")
def new_game(slug: str) -> tuple[str, int]:
    cls = game_class(slug)
    return render_setup(cls, defaults_form(cls), {}, [])


@bp.post("/new/<slug>")
@creates
def create_game(slug: str) -> Response | tuple[str, int]:
    cls = game_class(slug)
    form = s.Form(request.form.items(multi=True))
    errors: dict[str, str] = {}
    names = [(request.form.get(f"player.{i}") or "").strip() for i in range(seats(cls))]
    players = [name for name in names if name]
    first_text = (request.form.get("first_dealer") or "0")[:3]
    first_index = int(first_text) if first_text.isdigit() else -1
    first_dealer = names[first_index] if 0 <= first_index < len(names) and names[first_index] else None
    if first_dealer is None:
        errors["first_dealer"] = _("Premier donneur : choisir une place où un nom est écrit.")
    raw_options, problems = read_options(cls, form, players)
    variant = (request.form.get("variant") or "").strip()[:40] or None
    try:
        cls(players, variant, raw_options, first_dealer)  # the rules' own checks, shown with ours
    except SetupError as error:
        if error.field != "options":
            errors.setdefault(error.field, render(error.message))
    if not errors and not problems:
        try:
            created = store.create_game(slug, players, variant, raw_options, first_dealer)
        except SetupError as error:
            errors[error.field] = render(error.message)
        else:
            remember_own(created)
            url = url_for("pages.game", token=created.edit_token)
            if hx_request.htmx:
                return hx_response("", redirect=url)
            return redirect(url, code=303)
    return render_setup(cls, form, errors, problems, 422)
