"""Home: the games in progress and finished, and starting a new one."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, redirect, render_template, request, url_for
from htmx_flask import make_response as hx_response
from htmx_flask import request as hx_request
from werkzeug.datastructures import MultiDict
from werkzeug.wrappers import Response

from .. import store
from ..rules import GAMES, Game, Option, SetupError
from .forms import parse_int

bp = Blueprint("tables", __name__)

MAX_NAME = 30


def game_class(slug: str) -> type[Game[Any]]:
    cls = GAMES.get(slug)
    if cls is None:
        abort(404)
    return cls


@bp.get("/")
def home() -> str:
    games = store.list_games()
    return render_template(
        "tables/home.html",
        catalogue=sorted(GAMES.values(), key=lambda cls: cls.name),
        playing=[g for g in games if not g["finished"]],
        finished=[g for g in games if g["finished"]],
        names={slug: cls.name for slug, cls in GAMES.items()},
        variant_labels={slug: dict(cls.variants) for slug, cls in GAMES.items()},
    )


def option_values(cls: type[Game[Any]], form: MultiDict[str, str]) -> tuple[dict[str, Any], dict[str, str]]:
    """The house rules of the set-up form, and the options that cannot be read."""
    values: dict[str, Any] = {}
    errors: dict[str, str] = {}
    for option in cls.options_declared:
        key = f"option.{option.name}"
        if option.kind == "bool":
            values[option.name] = bool(form.get(key))
        elif option.kind == "int":
            raw = (form.get(key) or "").strip()
            if not raw:
                continue
            number = parse_int(raw)
            if number is None:
                errors[option.name] = f"{option.label} : nombre entier attendu, pas « {raw[:30]} »."
            else:
                values[option.name] = number
        else:
            raw = (form.get(key) or "").strip()
            if raw:
                values[option.name] = raw
    return values, errors


def setup_defaults(cls: type[Game[Any]]) -> MultiDict[str, str]:
    values: MultiDict[str, str] = MultiDict()
    if cls.variants:
        default = cls.default_variant
        if default:
            values["variant"] = default
    for option in cls.options_declared:
        key = f"option.{option.name}"
        if option.kind == "bool":
            if option.default:
                values[key] = "on"
        else:
            values[key] = str(option.default)
    values["first_dealer"] = "0"
    return values


def seats(cls: type[Game[Any]]) -> int:
    return max([cls.players_max, *cls.variant_players.values()])


def render_setup(cls: type[Game[Any]], values: MultiDict[str, str], errors: dict[str, str],
                 status: int = 200) -> tuple[str, int]:
    """The set-up page, or only its form for htmx (with a 200: htmx swaps it,
    and browsers do not log a refusal as a failed request)."""
    template = "tables/_setup.html" if hx_request.htmx else "tables/new.html"
    return render_template(template, cls=cls, values=values, errors=errors, seats=seats(cls),
                           option_input=lambda o: f"option.{o.name}", options=cls.options_declared,
                           ), 200 if hx_request.htmx else status


@bp.get("/new/<slug>")
def new_game(slug: str) -> tuple[str, int]:
    cls = game_class(slug)
    return render_setup(cls, setup_defaults(cls), {})


@bp.post("/new/<slug>")
def create_game(slug: str) -> Response | tuple[str, int]:
    cls = game_class(slug)
    form = request.form
    errors: dict[str, str] = {}
    names = [(form.get(f"player.{i}") or "").strip() for i in range(seats(cls))]
    if any(len(name) > MAX_NAME for name in names):
        errors["players"] = f"Un nom de joueur a au plus {MAX_NAME} caractères."
    players = [name for name in names if name]
    first_index = parse_int(form.get("first_dealer") or "0")
    first_dealer = None
    if first_index is None or not 0 <= first_index < len(names) or not names[first_index]:
        errors["first_dealer"] = "Premier donneur : choisir une place où un nom est écrit."
    else:
        first_dealer = names[first_index]
    options, option_errors = option_values(cls, form)
    if option_errors:
        errors["options"] = " ".join(option_errors.values())
    variant = (form.get("variant") or "").strip() or None
    try:
        cls(players, variant, options)  # the rules' own checks, shown with ours
    except SetupError as error:
        errors.setdefault(error.field, error.message)
    if not errors:
        try:
            game_id = store.create_game(slug, players, variant, options, first_dealer)
        except SetupError as error:
            errors[error.field] = error.message
        else:
            url = url_for("play.game", game_id=game_id)
            if hx_request.htmx:
                return hx_response("", redirect=url)
            return redirect(url, code=303)
    return render_setup(cls, form, errors, 422)


# Used by templates to describe an option's default in words.
def option_default_text(option: Option) -> str:
    if option.kind == "bool":
        return "oui" if option.default else "non"
    if option.kind == "choice":
        return dict(option.choices).get(option.default, str(option.default))
    return str(option.default)


bp.add_app_template_global(option_default_text, "option_default_text")
