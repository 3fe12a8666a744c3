"""The referee's pages: a game's question (a trick, a combination, hands to
compare) as a form drawn from the game's referee schema, answered with the
article. Reached from the rules of any game, or from a game in progress with
its variant, house rules and players filled in."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, render_template, request, url_for
from htmx_flask import request as hx_request

from .. import store
from ..rules import DealError, Game, Problem, SetupError, load
from ..rules import schema as s
from ..rules.referee import answers, ask, schema_of
from . import forms

bp = Blueprint("referee", __name__)


def _game(slug: str, token: str | None) -> tuple[Game[Any], str | None]:
    """The game asked about: a game in progress (its variant, house rules and
    players), else the example table of ``slug``."""
    if token is not None:
        try:
            loaded = store.load_game(store.resolve(token).game_id)
        except store.GameNotFound:
            abort(404)
        return loaded.game, token
    cls = load().get(slug)
    if cls is None or not cls.referee_questions:
        abort(404)
    variant = request.values.get("variant", "")
    return cls.example(variant if variant in cls.variants else None), None


def _question(game: Game[Any]) -> str:
    asked = request.values.get("q", "")
    return asked if asked in game.referee_questions else game.referee_questions[0]


def _prefilled(game: Game[Any], question: str) -> dict[str, Any]:
    """A trick starts with a row per player, in the order they play after the dealer."""
    if question != "trick" or not game.players:
        return {}
    return {"plays": [{"player": p} for p in game.players]}


def _page(game: Game[Any], token: str | None, question: str, form: s.Form, raw: dict[str, Any],
          problems: list[Problem], answer: Any = None, status: int = 200) -> tuple[str, int]:
    record = schema_of(game, question)
    # at a game in progress « Qui joue » is one of its players, a tap each
    view = forms.build(game, record, form, raw, problems, prefix="referee", names=game.players if token else ())
    action = url_for("referee.game_page", token=token) if token else url_for(
        "referee.page", slug=game.slug, variant=game.variant if len(type(game).variants) > 1 else None)
    context = {"game": game, "cls": type(game), "token": token, "question": question, "questions": answers(type(game)),
               "view": view, "answer": answer, "action": action, "refresh_action": action,
               "trick_cards": _trick_cards(game, record) if question == "trick" else None}
    if hx_request.htmx and request.form.get("action") == "refresh":
        # a choice others depend on: only those fields come back, out of band
        return render_template("game/_slots.html", **context, slots=forms.slots(view)), status
    template = "referee/_ask.html" if hx_request.htmx and request.method == "POST" else "referee/page.html"
    return render_template(template, **context), status


def _trick_cards(game: Game[Any], record: s.Record) -> list[dict[str, Any]] | None:
    """The cards a trick's plays accept, for the grid above them: a tap on a
    card gives it to the next play (static/app.js)."""
    plays = record.field("plays")
    play = plays.kind.item if plays is not None and isinstance(plays.kind, s.ListOf) else None
    card = play.field("card") if isinstance(play, s.Record) else None
    if card is None or not isinstance(card.kind, s.CardKind):
        return None
    return forms.card_rows(game, card.kind)


def _answer(game: Game[Any], token: str | None) -> tuple[str, int]:
    question = _question(game)
    record = schema_of(game, question)
    form = s.Form(request.form.items(multi=True))
    action = (request.form.get("action") or "ask")[:300]
    raw, problems = s.from_form(record, form, game.slug, game.players, game, prefix="referee")
    if action.startswith(("add:", "remove:")) or action == "refresh":
        if action != "refresh":
            form = forms.apply_row_action(form, action)
            raw, _ = s.from_form(record, form, game.slug, game.players, game, prefix="referee")
        return _page(game, token, question, form, raw, [])
    if problems:
        return _page(game, token, question, form, raw, problems, status=422)
    try:
        answer = ask({**raw, "question": question, "game": game.slug, "variant": game.variant,
                      "options": dict(game.options)})
    except SetupError as refused:  # pragma: no cover - the game itself was read already
        return _page(game, token, question, form, raw, [Problem(refused.field, refused.message)], status=422)
    except DealError as refused:
        return _page(game, token, question, form, raw, list(refused.problems), status=422)
    return _page(game, token, question, form, raw, [], answer)


@bp.route("/referee/<slug>", methods=["GET", "POST"])
def page(slug: str) -> tuple[str, int]:
    game, token = _game(slug, None)
    if request.method == "POST":
        return _answer(game, token)
    question = _question(game)
    return _page(game, token, question, s.Form(), {}, [])


@bp.route("/g/<token>/referee", methods=["GET", "POST"])
def game_page(token: str) -> tuple[str, int]:
    game, token_ = _game("", token)
    if not game.referee_questions:
        abort(404)
    if request.method == "POST":
        return _answer(game, token_)
    question = _question(game)
    raw = _prefilled(game, question)
    return _page(game, token_, question, s.Form.of(s.to_form(schema_of(game, question), raw)), raw, [])

