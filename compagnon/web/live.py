"""Entering a deal while it is played, for games registered with a live pad
(:class:`~compagnon.rules.pad.LivePad`): one tap per event on its buttons
(or on buttons drawn from the schema), the running totals of the game's
``progress``, and the deal in progress kept on the server (the draft), seen
by every phone at the table.

Each tap says which revision of the draft it was made on: a tap from a
phone that had not yet seen another phone's tap is refused and the phone is
shown the deal as it now stands.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from flask import Blueprint, abort, request, session, url_for
from htmx_flask import request as hx_request

from .. import store
from ..rules import DealError, Game, Problem, msg, render
from ..rules import schema as s
from ..rules.core import Progress
from ..rules.messages import has
from ..rules.pad import LivePad
from ..rules.registry import live_pad
from . import forms
from .entry import (
    EntryState,
    Page,
    back_to_game,
    form_data,
    int_arg,
    load,
    new_client_id,
    preview_of,
    raw_from,
    render_entry,
    state_before,
    view_of,
)
from .limits import writes

bp = Blueprint("live", __name__, url_prefix="/g")


def t(message_id: str, **params: Any) -> str:
    return render(msg(message_id, **params))


def remove_token(index: int, event: Any) -> str:
    """Names one event of the list, so that a remove sent twice removes it once."""
    digest = hashlib.sha1(json.dumps(event, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:10]
    return f"{index}:{digest}"


def pad_of(game: Game[Any]) -> LivePad[Any, Any]:
    """The live pad of a game entered while it is played; 404 for the others."""
    pad = live_pad(game)
    if pad is None:
        abort(404)
    return pad


def split_fields(loaded: store.LoadedGame) -> tuple[list[str], list[str]]:
    """The fields entered before the events (the start: dealer, cut…) and after (the end)."""
    names = [f.name for f in loaded.game.entry_schema.shown]
    live = pad_of(loaded.game).field
    at = names.index(live) if live in names else len(names)
    return names[:at], names[at + 1:]


def folded_fields(loaded: store.LoadedGame) -> list[str]:
    """The start's and the end's fields drawn folded, as the entry form folds
    its rare ones (``group="more"``): in the start also those that depend on
    the events (they are known only once the pad filled them in), in the end
    also those a deal can close without (a request, counts on demand)."""
    game = loaded.game
    live = pad_of(game).field
    start, end = split_fields(loaded)
    folded = []
    for f in game.entry_schema.shown:
        during = live in f.needs or (f.when is not None and live in f.when.fields)
        if f.name in start and (f.group == "more" or during):
            folded.append(f.name)
        elif f.name in end and (f.group == "more" or not f.required):
            folded.append(f.name)
    return folded


@dataclass
class LiveEntry(EntryState):
    """The live entry as its templates draw it: what every entry has, and
    how its start, its pad and its list of events are drawn."""

    #: the start's and the end's fields drawn under « Incidents et détails »
    folded: list[str] = field(default_factory=list)
    #: the start is drawn open: something it requires is not saved yet, or was refused
    start_open: bool = False
    #: the fields refused (at any depth): a fold holding one is drawn open
    refused: list[str] = field(default_factory=list)
    #: the title of the pad's folded rows: the game's own words, else the template's
    more_title: str | None = None
    #: the pad's folded rows stay open: the tap came from them
    more_open: bool = False
    #: the remove token of the event the last tap added or changed, marked in the list
    tapped: str | None = None
    #: the event the last ✕ took back, in words
    removed: str | None = None
    #: how many events the list shows before « tout voir »
    recent: int = 6


def draft_of(loaded: store.LoadedGame) -> dict[str, Any]:
    draft = dict(loaded.draft or {})
    if loaded.game.entry_schema.field("dealer") is not None and "dealer" not in draft and loaded.refused is None:
        draft["dealer"] = loaded.next_dealer
    live = pad_of(loaded.game).field
    if not isinstance(draft.get(live), list):
        draft[live] = []
    return draft


def live_entry(loaded: store.LoadedGame, *, end_form: s.FormData | None = None,
               end_raw: Mapping[str, Any] | None = None, problems: list[Problem] | None = None,
               start_form: s.FormData | None = None, who: str | None = None) -> LiveEntry:
    """The deal in progress: its start as saved (or as just typed), the pad,
    the events so far with their points, and its end as typed."""
    game = loaded.game
    record = game.entry_schema
    draft = draft_of(loaded)
    start, end = split_fields(loaded)
    raw = {k: v for k, v in draft.items() if k in start}
    if end_raw is not None:
        raw.update({k: v for k, v in end_raw.items() if k in end})
    values = s.to_form(record, raw)
    if start_form is not None:
        for name in list(values):
            if name.split(".")[0].split("[")[0] in start:
                del values[name]
        for name, value in start_form.items() if isinstance(start_form, s.Form) else []:
            if name.split(".")[0].split("[")[0].split("#")[0].split("~")[0] in start:
                values.setdefault(name, []).append(value)
    if end_form is not None and isinstance(end_form, s.Form):
        for name in list(values):
            if name.split(".")[0].split("[")[0] in end:
                del values[name]
        for name, value in end_form.items():
            if name.split(".")[0].split("[")[0].split("#")[0].split("~")[0] in end:
                values.setdefault(name, []).append(value)
    form = s.Form((k, v) for k, vs in values.items() for v in vs)
    position = len(loaded.deals) + 1
    entry = LiveEntry("live", url_for("live.act", token=loaded.token), position,
                      view_of(loaded, record, form, {**raw, **(end_raw or {})}, problems or []),
                      client_id=new_client_id(), revision=loaded.revision, draft_revision=loaded.draft_revision)
    live = pad_of(game)
    entry.pad = forms.pad(live, state_before(loaded, position), draft)
    entry.start, entry.end = start, end
    entry.folded = folded_fields(loaded)
    saved = {k: v for k, v in (loaded.draft or {}).items() if k in start and v not in (None, "", {}, [])}
    entry.dealer = draft.get("dealer") if draft.get("dealer") in game.players else None
    # the dealer is said above the start already
    said = {k: v for k, v in saved.items() if not (k == "dealer" and entry.dealer and game.has_dealer)}
    entry.started = forms.describe_values(game, record, said) if said else None
    missing = [f for f in record.shown if f.name in start and f.required and f.name not in saved]
    entry.refused = [w.name for w in entry.view.widgets if any(x.errors for x in w.walk())]
    entry.start_open = bool(missing) or any(name in start for name in entry.refused)
    more = f"{game.slug}.live.more"
    entry.more_title = t(more) if has(more) else None
    entry.first_to_speak = game.speaker_words(entry.dealer) if entry.dealer else None
    entry.progress = progress_of(loaded, draft)
    events = live.items(draft)
    last = next((e.get("player") for e in reversed(events) if isinstance(e, Mapping)
                 and e.get("player") in game.players), None)
    entry.who = who if who in game.players else (last or game.players[0])
    answer(loaded, entry)
    return entry


def progress_of(loaded: store.LoadedGame, draft: Mapping[str, Any]) -> forms.LiveProgress:
    """The running totals and facts of the deal in progress, and its events
    in words (the latest first), each with its remove token."""
    game = loaded.game
    live = pad_of(game)
    state = state_before(loaded, len(loaded.deals) + 1)
    events = live.items(draft)
    result: Progress | None = None
    error = None
    if loaded.refused is None:
        try:
            result = game.progress(state, draft)
        except DealError as refused:
            error = refused.text()
    per_event = result.event_lines if result is not None else ()
    shown = [forms.ListedEvent(forms.describe_event(live, e), remove_token(i, e),
                               per_event[i] if i < len(per_event) else None) for i, e in enumerate(events)]
    if result is None:
        return forms.LiveProgress(game.zero(), (), (), tuple(reversed(shown)), error, len(events))
    return forms.LiveProgress(result.points or game.zero(), result.lines, result.facts, tuple(reversed(shown)),
                              error, len(events))


def _start_values(loaded: store.LoadedGame, form: s.FormData) -> tuple[dict[str, Any], list[Problem]]:
    start, _ = split_fields(loaded)
    raw, problems = raw_from(loaded, loaded.game.entry_schema, form)
    return {k: v for k, v in raw.items() if k in start}, [p for p in problems if p.field in start]


def _end_values(loaded: store.LoadedGame, form: s.FormData) -> tuple[dict[str, Any], list[Problem]]:
    _, end = split_fields(loaded)
    raw, problems = raw_from(loaded, loaded.game.entry_schema, form)
    return {k: v for k, v in raw.items() if k in end}, [p for p in problems if p.field in end]


@bp.post("/<token>/live")
@writes
def act(token: str) -> Page:
    """Every button of the live entry posts here: an event, removing one,
    saving the start of the deal, previewing it, closing it, starting over."""
    loaded = load(token, edit=True)
    game = loaded.game
    live = pad_of(game)
    form = form_data()
    action = (request.form.get("action") or "")[:20]
    who = (request.form.get("who") or "")[:100] or None
    draft_revision = int_arg("draft_revision")
    end_raw, end_problems = _end_values(loaded, form)

    if loaded.finished:
        entry = live_entry(loaded, end_form=form, end_raw=end_raw, who=who)
        entry.view.general.append(t("core.finished"))
        return render_entry(loaded, entry, 422)

    def refused_stale(stale: store.Stale) -> Page:
        fresh = load(token, edit=True)
        entry = live_entry(fresh, end_form=form, end_raw=end_raw, who=who)
        entry.notices.append(t(f"web.stale.{stale.what}"))
        entry.toast, entry.toast_error = entry.notices[-1], True
        return render_entry(fresh, entry, 409, with_scores=stale.what == "game")

    problems: list[Problem] = []
    tap = action == "event" or "event" in request.form
    removal = not tap and (action == "remove" or "remove" in request.form)
    before = live.items(draft_of(loaded)) if tap or removal else []
    try:
        if tap:
            problems = _add_event(loaded, request.form.get("event") or "", who, draft_revision)
        elif removal:
            _remove_event(loaded, request.form.get("remove") or "", draft_revision)
        elif action == "start":
            values, problems = _start_values(loaded, form)
            if problems:
                entry = live_entry(loaded, end_form=form, end_raw=end_raw, problems=problems, start_form=form,
                                   who=who)
                return render_entry(loaded, entry, 422)
            start, _ = split_fields(loaded)
            store.edit_draft(loaded.id, lambda d: {**{k: v for k, v in d.items() if k not in start}, **values},
                             revision=draft_revision)
        elif action == "reset":
            store.clear_draft(loaded.id, revision=draft_revision)
        elif action in ("preview", "close"):
            return _finish(loaded, action, form, end_raw, end_problems, who, draft_revision)
    except store.Stale as stale:
        return refused_stale(stale)

    fresh = load(token, edit=True)
    if fresh.draft_revision != loaded.draft_revision:
        drew(fresh.id, loaded.draft_revision, fresh.draft_revision)
    value = request.form.get("event") or ""
    if tap and not problems:
        after = live.items(draft_of(fresh))
        index = tapped(before, after, forms.event_from_button(game, value, who) or {})
        if index is not None:  # said by the answer, or by the page drawn again without htmx
            session["answered"] = [fresh.id, fresh.draft_revision, remove_token(index, after[index])]
    elif removal and fresh.draft_revision != loaded.draft_revision:
        name = (request.form.get("remove") or "")[:40]
        gone = next((e for i, e in enumerate(before) if remove_token(i, e) == name), None)
        if gone is not None:
            session["answered"] = [fresh.id, fresh.draft_revision, None, forms.describe_event(live, gone)]
    if not hx_request.htmx and not problems:
        return back_to_game(loaded.token, "#entry")
    # a refused tap is said in the status line, over the pad; without htmx
    # the page is drawn again from its top, where the refusal is listed too
    shown = [] if tap and hx_request.htmx else problems
    entry = live_entry(fresh, end_form=form, end_raw=end_raw, problems=shown, who=who)
    if problems:
        entry.toast, entry.toast_error = " ".join(p.text() + (f" ({p.rule})" if p.rule and p.rule not in p.text()
                                                              else "") for p in problems), True
    if tap:
        pad, sent = entry.pad, forms.event_from_button(game, value, None)
        entry.more_open = pad is not None and sent is not None and any(
            forms.event_from_button(game, pad.value(b), None) == sent for row in pad.folded for b in row.buttons)
    return render_entry(fresh, entry, 422 if problems else 200)


def answer(loaded: store.LoadedGame, entry: LiveEntry) -> None:
    """The answer to this phone's last tap, once, on the deal as the tap
    left it: the event it added or changed, marked in the list, and what
    the pad now says instead of buttons (« Ana a atteint 61 points… »)."""
    answered = session.get("answered")
    if not (isinstance(answered, list) and answered[:2] == [loaded.id, loaded.draft_revision]):
        return
    session.pop("answered", None)
    if len(answered) == 4 and isinstance(answered[3], str):  # an event taken back with its ✕
        entry.removed = answered[3]
        return
    listed = {e.token: e for e in (entry.progress.events if entry.progress else ())}
    if answered[2] not in listed:
        return
    entry.tapped = answered[2]
    said = [render(row.label) for row in (entry.pad.rows if entry.pad else []) if row.label and not row.buttons]
    entry.toast = " · ".join(["✓ " + listed[entry.tapped].text, *said])


def drew(game_id: int, before: int, after: int) -> None:
    """This phone changed the deal in progress from revision ``before`` to
    ``after``, and its answer drew the result: its poll, which still says
    the revision it was drawn at, has nothing to fetch back
    (:func:`already_drawn`). Taps in a row, none from another phone in
    between, make one change from the first revision to the last."""
    own = session.get("drew")
    earlier = own.get(str(game_id)) if isinstance(own, dict) else None
    if isinstance(earlier, list) and len(earlier) == 2 and earlier[1] == before:
        before = earlier[0]
    session["drew"] = {str(game_id): [before, after]}


def already_drawn(game_id: int, seen: str, current: int) -> bool:
    """The deal in progress is at revision ``current`` because of this phone's
    own last change, made from revision ``seen``: it shows it already."""
    own = session.get("drew")
    return isinstance(own, dict) and own.get(str(game_id)) == [s.parse_int(seen[:20]), current]


def tapped(before: Sequence[Any], after: Sequence[Any], event: Mapping[str, Any]) -> int | None:
    """Which event of the list a tap added or changed: the one that was not
    there before (a card put back in the middle of the deal is not the last
    one listed); among several (an event may change what those after it
    did), the one with the values of the button tapped. None when the tap
    changed nothing listed."""
    def key(item: Any) -> str:
        return json.dumps(item, sort_keys=True, ensure_ascii=False, default=str)

    left = [key(item) for item in before]
    new = []
    for i, item in enumerate(after):
        if key(item) in left:
            left.remove(key(item))
        else:
            new.append(i)
    like = [i for i in new if isinstance(after[i], Mapping)
            and all(after[i].get(k) == v for k, v in event.items())]
    found = like or new
    return found[0] if found else None


def _add_event(loaded: store.LoadedGame, value: str, who: str | None, revision: int | None) -> list[Problem]:
    """Add the event of a pad button, if the rules accept it; else nothing
    is written and the refusal is returned."""
    game = loaded.game
    live = pad_of(game)
    event = forms.event_from_button(game, value, who)
    found: list[Problem] = []
    state = state_before(loaded, len(loaded.deals) + 1)
    if event is None:
        found.append(Problem(live.field, msg("web.not_an_event")))
        store.edit_draft(loaded.id, lambda draft: None, revision=revision)  # still checks the revision
        return found

    def change(draft: dict[str, Any]) -> dict[str, Any] | None:
        if "dealer" not in draft and game.entry_schema.field("dealer") is not None:
            draft = {**draft, "dealer": loaded.next_dealer}
        try:
            candidate = live.add(state, draft, event)
        except DealError as error:
            found.extend(error.problems)
            return None
        try:
            game.read_entry(candidate, state, partial=True)
            game.progress(state, candidate)
        except DealError as error:
            found.extend(error.problems)
            return None
        return candidate

    store.edit_draft(loaded.id, change, revision=revision)
    return found


def _remove_event(loaded: store.LoadedGame, name: str, revision: int | None) -> None:
    live = pad_of(loaded.game)

    def change(draft: dict[str, Any]) -> dict[str, Any] | None:
        events = live.items(draft)
        index = next((i for i, e in enumerate(events) if remove_token(i, e) == name[:40]), None)
        return None if index is None else live.remove(draft, index)

    store.edit_draft(loaded.id, change, revision=revision)


def _finish(loaded: store.LoadedGame, action: str, form: s.FormData, end_raw: dict[str, Any],
            end_problems: list[Problem], who: str | None, draft_revision: int | None) -> Page:
    """Preview or close the deal: its start and events as saved, its end as typed."""
    from .deals import enter

    game = loaded.game
    if loaded.refused is not None:
        entry = live_entry(loaded, end_form=form, end_raw=end_raw, who=who)
        entry.view.general.append(t("web.broken_log", deal=loaded.refused.deal, reason=loaded.refused.message))
        return render_entry(loaded, entry, 422)
    if draft_revision is not None and draft_revision != loaded.draft_revision:
        return render_entry(loaded, _stale_entry(loaded, form, end_raw, who), 409)
    start, end = split_fields(loaded)
    draft = draft_of(loaded)
    raw = {**{k: v for k, v in draft.items() if k in start or k == pad_of(game).field}, **end_raw}
    if end_problems:
        return render_entry(loaded, live_entry(loaded, end_form=form, end_raw=end_raw, problems=end_problems,
                                               who=who), 422)
    if action == "preview":
        entry = live_entry(loaded, end_form=form, end_raw=end_raw, who=who)
        try:
            entry.preview = preview_of(loaded, len(loaded.deals) + 1, raw)
        except DealError as error:
            entry = live_entry(loaded, end_form=form, end_raw=end_raw, problems=list(error.problems), who=who)
            return render_entry(loaded, entry, 422)
        return render_entry(loaded, entry)
    entry = live_entry(loaded, end_form=form, end_raw=end_raw, who=who)
    client_id = (request.form.get("client_id") or "")[:100] or new_client_id()
    return enter(loaded, entry, form, raw, client_id, draft_revision=loaded.draft_revision)


def _stale_entry(loaded: store.LoadedGame, form: s.FormData, end_raw: dict[str, Any], who: str | None) -> EntryState:
    entry = live_entry(loaded, end_form=form, end_raw=end_raw, who=who)
    entry.notices.append(t("web.stale.draft"))
    return entry
