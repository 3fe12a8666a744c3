"""The entry of a deal: a new deal, an edit of a past one, a deal entered
while it is played (:mod:`.live_deal`); previewing one, saving one, and the
answer each action gets. The blueprints (deals, live, pages) hold the
routes and call this module; it imports none of them.

Nothing here names a game: what a game shows comes from its schema, its
facts and its messages.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any, ClassVar

from flask import abort, current_app, get_template_attribute, render_template, request, url_for
from htmx_flask import make_response as hx_response
from htmx_flask import request as hx_request
from markupsafe import Markup

from .. import store
from ..rules import DealError, DealRefused, Message, Problem, msg, replay
from ..rules import schema as s
from ..rules.messages import language
from ..rules.registry import live_pad
from . import forms
from .game import SHOWN_DEALS, Page, back_to_game, int_arg, load, new_client_id, page_context, state_before, t
from .live_deal import LiveDeal, draft_of, live_entry, pad_of, split_fields

__all__ = ["SHOWN_DEALS", "EditDeal", "Entry", "LiveDeal", "NewDeal", "entry_for"]


@dataclass(kw_only=True)
class NewDeal:
    """The form of the next deal: empty but for its dealer, or as submitted."""

    mode: ClassVar[str] = "new"

    action: str
    position: int
    view: forms.EntryView
    client_id: str
    revision: int
    dealer: str | None = None
    first_to_speak: Message | None = None  # « Ana parle en premier »
    #: the deal just saved from this form, with the id its undo names
    saved: dict[str, Any] | None = None
    preview: dict[str, Any] | None = None
    notices: list[str] = field(default_factory=list)
    #: the form as drawn blank: what it looks like, in short (see
    #: :func:`blank_key`); None once anything was typed into it
    blank_key: str | None = None

    @property
    def shape(self) -> str:
        """Which fields the form holds (see forms.shape_key)."""
        return forms.shape_key(self.view)


@dataclass(kw_only=True)
class EditDeal:
    """A past deal's form, as stored or as submitted."""

    mode: ClassVar[str] = "edit"

    action: str
    position: int
    view: forms.EntryView
    deal_id: int
    revision: int
    dealer: str | None = None
    preview: dict[str, Any] | None = None
    notices: list[str] = field(default_factory=list)

    @property
    def shape(self) -> str:
        return forms.shape_key(self.view)


Entry = NewDeal | EditDeal | LiveDeal


def entry_for(loaded: store.LoadedGame) -> NewDeal | LiveDeal | None:
    """The entry of the next deal: live when the game is entered while
    played; a view link only follows the deal in progress."""
    if loaded.finished:
        return None
    if live_pad(loaded.game) is not None:
        return live_entry(loaded)
    return new_entry(loaded) if loaded.can_edit else None


def read_form(loaded: store.LoadedGame, form: s.FormData) -> tuple[dict[str, Any], list[Problem]]:
    """The entry a form holds, as the rules read it, and what they refuse in it."""
    return s.from_form(loaded.game.entry_schema, form, loaded.game.slug, loaded.game.players, loaded.game)


def with_derived(form: s.Form, record: s.Record, raw: dict[str, Any]) -> s.Form:
    """The form as typed, plus what the schema derived (the last of a fixed
    total): those inputs show the value the deal will use."""
    typed = {name for name, value in form.items() if value.strip()}
    extra = [(name, value) for name, values in s.to_form(record, raw).items() if name not in typed
             for value in values]
    return s.Form([*form.items(), *extra]) if extra else form


def rows_changed(loaded: store.LoadedGame, form: s.Form, action: str) -> tuple[s.Form, dict[str, Any]]:
    """A row added or taken away: the form drawn again, nothing refused yet."""
    form = forms.apply_row_action(form, action)
    raw, _ = read_form(loaded, form)
    return form, raw


def new_entry(loaded: store.LoadedGame, form: s.FormData | None = None, raw: dict[str, Any] | None = None,
              problems: list[Problem] | None = None, client_id: str | None = None) -> NewDeal:
    """The form of the next deal: empty but for its dealer, or as submitted."""
    position = len(loaded.deals) + 1
    record = loaded.game.entry_schema
    blank = raw is None and form is None and not problems
    raw = raw or {}
    if blank:
        view = BLANKS.view(loaded, record)
    else:
        view = forms.build(loaded.game, record, form or s.Form.of(s.to_form(record, raw)), raw, problems or [])
    chosen = raw.get("dealer") if isinstance(raw.get("dealer"), str) else None
    dealer = chosen if chosen in loaded.game.players else (
        str(state_before(loaded, position).dealer) if loaded.refused is None else None)
    if dealer and not chosen:  # left empty, the dealer is the rotation's: the pill says whose
        word = t("web.dealer_by_rotation", player=dealer)
        view.widgets = [replace(w, attrs={**w.attrs, "empty": word}) if w.name == "dealer" else w
                        for w in view.widgets]
    entry = NewDeal(action=url_for("deals.add", token=loaded.token), position=position, view=view,
                    client_id=client_id or new_client_id(), revision=loaded.revision, dealer=dealer,
                    first_to_speak=loaded.game.speaker_words(dealer) if dealer else None)
    if blank:
        entry.blank_key = BLANKS.key(loaded, entry)
    return entry


def stored(loaded: store.LoadedGame, position: int) -> dict[str, Any]:
    """The stored row of the deal at ``position``; 404 when there is none."""
    if not 1 <= position <= len(loaded.deals):
        abort(404)
    return loaded.deals[position - 1]


def edit_entry(loaded: store.LoadedGame, position: int, row: dict[str, Any], form: s.FormData | None = None,
               raw: dict[str, Any] | None = None, problems: list[Problem] | None = None) -> EditDeal:
    """A past deal's form: as stored, or as submitted."""
    record = loaded.game.entry_schema
    if raw is None:
        raw = dict(row["entry"]) if isinstance(row["entry"], dict) else {}
    if form is None:
        form = s.Form.of(s.to_form(record, raw))
    dealer = raw.get("dealer")
    return EditDeal(action=url_for("deals.edit", token=loaded.token, position=position), position=position,
                    view=forms.build(loaded.game, record, form, raw, problems or []), deal_id=int(row["id"]),
                    revision=loaded.revision,
                    dealer=dealer if isinstance(dealer, str) and dealer in loaded.game.players else None)


def undeclared(loaded: store.LoadedGame, row: dict[str, Any]) -> dict[str, Any]:
    """Keys of a stored entry that no field declares (entered through the
    API, say): kept as they are when the deal is edited."""
    names = set(loaded.game.entry_schema.names)
    entry = row["entry"] if isinstance(row["entry"], dict) else {}
    return {k: v for k, v in entry.items() if k not in names}


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


def broken_log(refused: DealRefused) -> str:
    return t("web.broken_log", deal=refused.deal, reason=refused.message)


# --------------------------------------------------------------------- saving

def enter(loaded: store.LoadedGame, entry: NewDeal | LiveDeal | None, form: s.FormData, raw: dict[str, Any],
          client_id: str, *, draft_revision: int | None = None) -> Page:
    """Store a new deal and answer with the scores and a fresh form, or show
    why it was refused, keeping what was typed (the form as submitted when
    ``entry`` is None)."""
    position = len(loaded.deals) + 1
    try:
        added = store.add_deal(loaded.id, raw, client_id, revision=int_arg("revision"),
                               clear_draft=draft_revision is not None, draft_revision=draft_revision,
                               known=loaded)
    except store.Stale as stale:
        entry = entry or new_entry(loaded, form, raw, [], client_id)
        fresh = load(loaded.token, edit=True)
        entry.revision = fresh.revision
        if isinstance(entry, LiveDeal):
            entry.draft_revision = fresh.draft_revision
        entry.notices.append(t(f"web.stale.{stale.what}"))
        return render_entry(fresh, entry, 409, with_scores=True)
    except DealRefused as refused:
        entry = entry or new_entry(loaded, form, raw, [], client_id)
        if refused.deal < position:
            entry.view.general.append(broken_log(refused))
            return render_entry(loaded, entry, 422)
        problems = list(refused.problems)
        if isinstance(entry, NewDeal):
            entry = new_entry(loaded, form, raw, problems, client_id)
        else:
            entry.view = forms.build(loaded.game, loaded.game.entry_schema, form, raw, problems)
        return render_entry(loaded, entry, 422)
    if not hx_request.htmx:
        return back_to_game(loaded.token, "#entry", saved=added.position, undo=added.deal_id)
    fresh = added.loaded or load(loaded.token, edit=True)
    fresh.token, fresh.can_edit = loaded.token, loaded.can_edit  # opened with the same link
    following = entry_for(fresh)
    if following is None:
        return render_entry(fresh, following, with_scores=True, just_saved=added.position)
    following.saved = {"position": added.position, "deal_id": added.deal_id}
    held = (request.form.get("blank") or "")[:100]
    if isinstance(following, NewDeal) and held and held == following.blank_key:
        # the phone's form was blank, and the next one is blank the same way:
        # it clears its own, the answer brings the new rows and what changed;
        # the phone clears it as soon as the answer is in (after the swap: the
        # confirmation never shows beside the form just sent, still filled in)
        html = render_template("game/_entry_light.html", **entry_context(fresh, following),
                               just_saved=added.position)
        return hx_response(html, 200, reswap="none", trigger_after_swap="entry-saved")
    return render_entry(fresh, following, with_scores=True, just_saved=added.position)


def close_live(loaded: store.LoadedGame, action: str, form: s.FormData, end_raw: dict[str, Any],
               end_problems: list[Problem], who: str | None, draft_revision: int | None) -> Page:
    """Preview or close the deal in progress: its start and events as saved,
    its end as typed."""
    def drawn(problems: list[Problem] | None = None) -> LiveDeal:
        return live_entry(loaded, end_form=form, end_raw=end_raw, problems=problems, who=who)

    if loaded.refused is not None:
        entry = drawn()
        entry.view.general.append(broken_log(loaded.refused))
        return render_entry(loaded, entry, 422)
    if draft_revision is not None and draft_revision != loaded.draft_revision:
        entry = drawn()
        entry.notices.append(t("web.stale.draft"))
        return render_entry(loaded, entry, 409)
    if end_problems:
        return render_entry(loaded, drawn(end_problems), 422)
    start, _ = split_fields(loaded)
    raw = {**{k: v for k, v in draft_of(loaded).items() if k in start or k == pad_of(loaded.game).field},
           **end_raw}
    entry = drawn()
    if action == "preview":
        try:
            entry.preview = preview_of(loaded, len(loaded.deals) + 1, raw)
        except DealError as error:
            return render_entry(loaded, drawn(list(error.problems)), 422)
        return render_entry(loaded, entry)
    client_id = (request.form.get("client_id") or "")[:100] or new_client_id()
    return enter(loaded, entry, form, raw, client_id, draft_revision=loaded.draft_revision)


# --------------------------------------------------------------------- answers

#: what the entry form's look depends on besides its fields: its templates
_FORM_TEMPLATES = ("game/_entry.html", "forms/macros.html")


@cache
def _templates_digest() -> str:
    """The entry form's templates as they are on disk: a new version of the
    app draws new forms."""
    loader = current_app.jinja_env.loader
    sources = [loader.get_source(current_app.jinja_env, name)[0] for name in _FORM_TEMPLATES] if loader else []
    return hashlib.sha256("\0".join(sources).encode()).hexdigest()


def blank_key(entry: NewDeal) -> str:
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
    own lists, and the dealer's pill is a copy (see :func:`new_entry`)."""

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

    def key(self, loaded: store.LoadedGame, entry: NewDeal) -> str:
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


def entry_context(loaded: store.LoadedGame, entry: Entry | None) -> dict[str, Any]:
    return {**page_context(loaded, entry), "deal_rows": ROWS.rows}


def render_entry(loaded: store.LoadedGame, entry: Entry | None, status: int = 200, *,
                 with_scores: bool = False, page: str = "game/page.html", **extra: Any) -> Page:
    """The entry section for htmx (with the scores swapped out of band when
    they changed), the whole page otherwise. A refusal is a 422 for a plain
    form; htmx gets the same partial with a 200, so that browsers do not log
    every refusal as a failed request."""
    context = {**entry_context(loaded, entry), **extra}
    if hx_request.htmx:
        light = _light_refusal(entry, status, with_scores)
        if light is not None:
            html = render_template("game/_entry_refused.html", **context, resent=light)
            return hx_response(html, 200, reswap="none", trigger="entry-refused",
                               trigger_after_settle="entry-refused-shown")
        html = render_template("game/_entry_swap.html", **context, with_scores=with_scores)
        # when an input is refused, it takes the focus and scrolls itself into view
        has_errors = entry is not None and bool(entry.view.summary or entry.view.general)
        reswap = "outerHTML" if has_errors else None
        return hx_response(html, 200 if status in (409, 422) else status, reswap=reswap)
    return render_template(page, **context), status


def _light_refusal(entry: Entry | None, status: int, with_scores: bool) -> list[forms.Widget] | None:
    """The fields a refusal may send alone: the phone's form holds the same
    fields (its « shape »), and nothing but fields is refused."""
    if isinstance(entry, LiveDeal) or entry is None or status != 422 or with_scores or entry.view.general \
            or entry.notices or entry.preview:
        return None
    if (request.form.get("shape") or "")[:100] != entry.shape:
        return None
    typed = {name: value for name, value in request.form.items()}
    return forms.resent(entry.view, typed)


def render_slots(loaded: store.LoadedGame, entry: NewDeal | EditDeal) -> Page:
    """What a tap on a choice changes, for htmx: each field that depends on
    another value, swapped out of band; what was typed elsewhere stays put.
    Without htmx the whole page is drawn again."""
    if not hx_request.htmx:
        page = "game/edit.html" if isinstance(entry, EditDeal) else "game/page.html"
        return render_template(page, **entry_context(loaded, entry)), 200
    html = render_template("game/_slots.html", **entry_context(loaded, entry), slots=forms.slots(entry.view),
                           shape=forms.shape_key(entry.view))
    return hx_response(html, 200, reswap="none")
