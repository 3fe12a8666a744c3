"""What the game pages share: loading a game, the state before a deal, the
entry form's state, previews, and the context every game template gets.

Nothing here names a game: what a game shows comes from its schema, its
facts and its messages.
"""

from __future__ import annotations

import hashlib
import threading
import uuid
from collections import OrderedDict
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from flask import abort, current_app, get_template_attribute, redirect, render_template, request, url_for
from htmx_flask import make_response as hx_response
from htmx_flask import request as hx_request
from markupsafe import Markup
from werkzeug.wrappers import Response

from .. import store
from ..rules import DealError, DealRefused, GameState, Problem, SetupError, msg, render, replay
from ..rules import schema as s
from ..rules.messages import language
from . import forms
from .device import opened_here, remember

Page = Response | str | tuple[str, int]


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


def deal_problems(error: DealError) -> list[Problem]:
    return list(error.problems)


@dataclass
class EntryState:
    """The entry form as the templates draw it."""

    mode: str  # new, edit or live
    action: str
    position: int
    view: forms.EntryView
    client_id: str = ""
    deal_id: int | None = None
    revision: int = 0
    draft_revision: int = 0
    preview: dict[str, Any] | None = None
    saved: dict[str, Any] | None = None
    notices: list[str] = field(default_factory=list)
    pad: forms.Pad | None = None
    progress: forms.LiveProgress | None = None
    who: str | None = None
    dealer: str | None = None
    first_to_speak: Any = None  # a Message: « Ana parle en premier »
    #: live: the fields entered before the events and after them, and what
    #: the start already saved says
    start: list[str] = field(default_factory=list)
    end: list[str] = field(default_factory=list)
    started: Any = None
    #: the answer to a tap on the pad, shown at the bottom of the screen
    #: where the thumb is: what was added, or why it was not
    toast: str | None = None
    toast_error: bool = False
    #: a new deal's form as drawn blank: what it looks like, in short (see
    #: :func:`blank_key`); None once anything was typed into it
    blank_key: str | None = None

    @property
    def shape(self) -> str | None:
        """Which fields the form holds (see forms.shape_key)."""
        return forms.shape_key(self.view) if self.mode in ("new", "edit") else None

    @property
    def has_errors(self) -> bool:
        return bool(self.view.summary or self.view.general)


#: what the entry form's look depends on besides its fields: its templates
_FORM_TEMPLATES = ("game/_entry.html", "forms/macros.html")


@cache
def _templates_digest() -> str:
    """The entry form's templates as they are on disk: a new version of the
    app draws new forms."""
    loader = current_app.jinja_env.loader
    sources = [loader.get_source(current_app.jinja_env, name)[0] for name in _FORM_TEMPLATES] if loader else []
    return hashlib.sha256("\0".join(sources).encode()).hexdigest()


def blank_key(entry: EntryState) -> str:
    """What a blank form looks like, in short: two blank forms with the same
    key are drawn alike, field for field, in the same language (a phone
    that holds one can clear its own instead of receiving the other)."""
    # the word a choice left empty stands for (« Bea (à son tour) ») comes with the answer
    widgets = [replace(w, attrs={**w.attrs, "empty": True}) if w.attrs.get("empty") and w.radios else w
               for w in entry.view.widgets]
    shape = repr((entry.mode, widgets, language(), _templates_digest()))
    return hashlib.sha256(shape.encode()).hexdigest()[:24]


class BlankForms:
    """The form of a new deal as drawn blank, by game set-up and language: it
    depends on nothing else (not on the game, the deal to come, nor the
    scores), so a save, the polls it causes and the page draw it once, and
    the tables of a club evening set up alike share it. What is kept is
    shared between requests and never changed in place: each entry gets its
    own lists, and the dealer's pill is a copy (see ``deals.new_entry``)."""

    def __init__(self, limit: int = 256) -> None:
        self.limit = limit
        #: by set-up and language: the view, and its blank keys (by whether the dealer's pill has its word)
        self._kept: OrderedDict[tuple[str, str], tuple[forms.EntryView, dict[bool, str]]] = OrderedDict()
        self._lock = threading.Lock()

    @staticmethod
    def _setup(loaded: store.LoadedGame) -> tuple[str, str]:
        return (store.ReplayCache.setup_key(loaded.row, with_id=False), language())

    def view(self, loaded: store.LoadedGame, record: s.Record) -> forms.EntryView:
        setup = self._setup(loaded)
        with self._lock:
            kept = self._kept.get(setup)
            if kept is not None:
                self._kept.move_to_end(setup)
        if kept is None:
            kept = (forms.build(loaded.game, record, s.Form.of(s.to_form(record, {})), {}, []), {})
            with self._lock:
                self._kept[setup] = kept
                while len(self._kept) > self.limit:
                    self._kept.popitem(last=False)
        found = kept[0]
        return replace(found, widgets=list(found.widgets), summary=list(found.summary), general=list(found.general))

    def key(self, loaded: store.LoadedGame, entry: EntryState) -> str:
        """The entry's :func:`blank_key`, worked out once per set-up, language
        and dealer's pill (with its word or without)."""
        with self._lock:
            kept = self._kept.get(self._setup(loaded))
        worded = any(w.attrs.get("empty") for w in entry.view.widgets)
        if kept is None:  # let go of meanwhile
            return blank_key(entry)
        if worded not in kept[1]:
            kept[1][worded] = blank_key(entry)
        return kept[1][worded]


BLANKS = BlankForms()


def view_of(loaded: store.LoadedGame, record: s.Record, form: s.FormData, raw: Mapping[str, Any],
            problems: list[Problem]) -> forms.EntryView:
    return forms.build(loaded.game, record, form, raw, problems)


def raw_from(loaded: store.LoadedGame, record: s.Record, form: s.FormData) -> tuple[dict[str, Any], list[Problem]]:
    raw, problems = s.from_form(record, form, loaded.game.slug, loaded.game.players, loaded.game)
    return raw, problems


def with_derived(form: s.Form, record: s.Record, raw: dict[str, Any]) -> s.Form:
    """The form as typed, plus what the schema derived (the last of a fixed
    total): those inputs show the value the deal will use."""
    typed = {name for name, value in form.items() if value.strip()}
    extra = [(name, value) for name, values in s.to_form(record, raw).items() if name not in typed
             for value in values]
    return s.Form([*form.items(), *extra]) if extra else form


def default_values(loaded: store.LoadedGame, position: int) -> dict[str, Any]:
    """A new deal starts empty: its dealer is the rotation's, said above the
    form (and kept up to date by the poll), unless the table picks another."""
    return {}


def preview_of(loaded: store.LoadedGame, position: int, raw: Mapping[str, Any]) -> dict[str, Any]:
    """The points a deal would score at ``position`` (raises DealError), and
    whether a later deal would then be refused."""
    game = loaded.game
    state = state_before(loaded, position)
    outcome = game.play(state, raw)
    preview: dict[str, Any] = {
        "delta": dict(outcome.delta), "totals": dict(outcome.state.totals), "lines": list(outcome.lines),
        "summary": outcome.summary, "details": outcome.details, "finished": outcome.state.finished,
        "winners": list(outcome.state.winners), "later": None,
        "advice": game.advice(state, game.read_entry(raw, state)),
    }
    if position <= len(loaded.deals):
        entries = list(loaded.entries)
        entries[position - 1] = dict(raw)
        try:
            replay(game, entries)
        except DealRefused as refused:
            if refused.deal > position:
                preview["later"] = msg("web.change_refused.edit", deal=refused.deal, reason=refused.message)
    return preview


#: the deals the game page's table shows, the last ones; the others are a tap away
SHOWN_DEALS = 12


class RowCache:
    """The score table's rows of a deal as drawn, by what they show: a deal
    added leaves the rows of the deals before it as they were, so the table
    sent after a save draws one new deal, not twelve."""

    def __init__(self, limit: int = 4096) -> None:
        self.limit = limit
        self._rows: OrderedDict[Hashable, Markup] = OrderedDict()
        #: the last deal record drawn in each place: the replays kept by the
        #: store share the records of the deals they have in common, so the
        #: same record, still held here, is found without working out its key
        self._last: OrderedDict[Hashable, tuple[Any, Markup]] = OrderedDict()
        self._lock = threading.Lock()

    def rows(self, deal: Any, loaded: store.LoadedGame, game: Any, players: Sequence[str]) -> Markup:
        place = (loaded.token, deal.number, game.has_dealer, tuple(players), language())
        with self._lock:
            last = self._last.get(place)
            if last is not None and last[0] is deal:
                self._last.move_to_end(place)
                return last[1]
        key = (*place, tuple(deal.delta.items()), tuple(deal.totals.items()), repr(deal.summary), deal.dealer)
        with self._lock:
            found = self._rows.get(key)
            if found is not None:
                self._rows.move_to_end(key)
        if found is None:
            draw = get_template_attribute("game/_score_rows.html", "deal_rows")
            found = Markup(draw(deal, loaded, game, players))
        with self._lock:
            self._rows[key] = found
            self._last[place] = (deal, found)
            for kept in (self._rows, self._last):
                while len(kept) > self.limit:
                    kept.popitem(last=False)
        return found


ROWS = RowCache()


def page_context(loaded: store.LoadedGame, entry: EntryState | None) -> dict[str, Any]:
    return {"loaded": loaded, "game": loaded.game, "players": loaded.game.players, "replay": loaded.replay,
            "facts": loaded.replay.facts() if loaded.refused is None else [], "entry": entry,
            "shown_deals": SHOWN_DEALS, "deal_rows": ROWS.rows}


def render_entry(loaded: store.LoadedGame, entry: EntryState | None, status: int = 200, *,
                 with_scores: bool = False, page: str = "game/page.html", **extra: Any) -> Page:
    """The entry section for htmx (with the scores swapped out of band when
    they changed), the whole page otherwise. A refusal is a 422 for a plain
    form; htmx gets the same partial with a 200, so that browsers do not log
    every refusal as a failed request."""
    context = {**page_context(loaded, entry), **extra}
    if hx_request.htmx:
        light = _light_refusal(entry, status, with_scores)
        if light is not None:
            html = render_template("game/_entry_refused.html", **context, resent=light)
            return hx_response(html, 200, reswap="none", trigger="entry-refused",
                               trigger_after_settle="entry-refused-shown")
        html = render_template("game/_entry_swap.html", **context, with_scores=with_scores)
        # when an input is refused, it takes the focus and scrolls itself into view
        reswap = "outerHTML" if entry is not None and entry.has_errors else None
        return hx_response(html, 200 if status in (409, 422) else status, reswap=reswap)
    return render_template(page, **context), status


def _light_refusal(entry: EntryState | None, status: int, with_scores: bool) -> list[forms.Widget] | None:
    """The fields a refusal may send alone: the phone's form holds the same
    fields (its « shape »), and nothing but fields is refused."""
    if entry is None or status != 422 or with_scores or entry.view.general or entry.notices or entry.preview:
        return None
    if not entry.shape or (request.form.get("shape") or "")[:100] != entry.shape:
        return None
    typed = {name: value for name, value in request.form.items()}
    return forms.resent(entry.view, typed)


def render_slots(loaded: store.LoadedGame, entry: EntryState) -> Page:
    """What a tap on a choice changes, for htmx: each field that depends on
    another value, swapped out of band; what was typed elsewhere stays put.
    Without htmx the whole page is drawn again."""
    if not hx_request.htmx:
        page = "game/edit.html" if entry.mode == "edit" else "game/page.html"
        return render_template(page, **page_context(loaded, entry)), 200
    html = render_template("game/_slots.html", **page_context(loaded, entry), slots=forms.slots(entry.view),
                           shape=forms.shape_key(entry.view))
    return hx_response(html, 200, reswap="none")


def back_to_game(token: str, anchor: str = "", **args: Any) -> Response:
    url = url_for("pages.game", token=token, **args) + anchor
    if hx_request.htmx:
        return hx_response("", redirect=url)
    return redirect(url, code=303)
