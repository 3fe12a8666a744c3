"""The deal in progress of a game entered while it is played (a game
registered with a live pad, :class:`~compagnon.rules.pad.LivePad`): the
draft kept on the server, its start, the pad and the events entered, and
how its form is drawn. Below the entry of a deal (:mod:`.entry`) and the
live blueprint; it imports neither.

Each tap says which revision of the draft it was made on: a tap from a
phone that had not yet seen another phone's tap is refused and the phone is
shown the deal as it now stands.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from flask import abort, session, url_for

from .. import store
from ..rules import DealError, Game, Message, Problem, msg, render
from ..rules import schema as s
from ..rules.core import Progress
from ..rules.messages import has
from ..rules.pad import LivePad
from ..rules.registry import live_pad
from . import forms
from .game import form_id, state_before, t


@dataclass(kw_only=True)
class LiveDeal:
    """The deal in progress as its templates draw it: its start, the pad,
    the events so far with their points, its end as typed."""

    mode: ClassVar[str] = "live"

    action: str
    position: int
    view: forms.EntryView
    client_id: str
    revision: int
    draft_revision: int
    pad: forms.Pad | None
    progress: forms.LiveProgress
    #: the fields entered before the events (the start: dealer, cut…) and after them (the end)
    start: list[str]
    end: list[str]
    #: the start's and the end's fields drawn under « Incidents et détails »
    folded: list[str]
    #: what the start already saved says, in words
    started: str | None = None
    dealer: str | None = None
    first_to_speak: Message | None = None  # « Ana parle en premier »
    #: the player the next event names
    who: str | None = None
    #: the start is drawn open: something it requires is not saved yet, or was refused
    start_open: bool = False
    #: the fields refused (at any depth): a fold holding one is drawn open
    refused: list[str] = field(default_factory=list)
    #: the title of the pad's folded rows: the game's own words, else the template's
    more_title: str | None = None
    #: the pad's folded rows stay open: the tap came from them
    more_open: bool = False
    #: the answer to a tap on the pad, shown at the bottom of the screen
    #: where the thumb is: what was added, or why it was not
    toast: str | None = None
    toast_error: bool = False
    #: what the pad says after that tap instead of buttons (« Ana a atteint 61 points… »), each on its own line
    toast_said: list[str] = field(default_factory=list)
    #: the remove token of the event the last tap added or changed, marked in the list
    tapped: str | None = None
    #: the event the last ✕ took back, in words
    removed: str | None = None
    #: how many events the list shows before « tout voir »
    recent: int = 6
    #: the deal just saved from this phone, with the id its undo names
    saved: dict[str, Any] | None = None
    #: the number of the deal its undo just took back: in progress again
    undone: int | None = None
    preview: dict[str, Any] | None = None
    notices: list[str] = field(default_factory=list)


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
               start_form: s.FormData | None = None, who: str | None = None) -> LiveDeal:
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
    view = forms.build(game, record, form, {**raw, **(end_raw or {})}, problems or [])
    live = pad_of(game)
    saved = {k: v for k, v in (loaded.draft or {}).items() if k in start and v not in (None, "", {}, [])}
    dealer = draft.get("dealer") if draft.get("dealer") in game.players else None
    # the dealer is said above the start already
    said = {k: v for k, v in saved.items() if not (k == "dealer" and dealer and game.has_dealer)}
    missing = [f for f in record.shown if f.name in start and f.required and f.name not in saved]
    refused = [w.name for w in view.widgets if any(x.errors for x in w.walk())]
    more = f"{game.slug}.live.more"
    events = live.items(draft)
    last = next((e.get("player") for e in reversed(events) if isinstance(e, Mapping)
                 and e.get("player") in game.players), None)
    entry = LiveDeal(
        action=url_for("live.act", token=loaded.token), position=position, view=view, client_id=form_id(loaded),
        revision=loaded.revision, draft_revision=loaded.draft_revision,
        pad=forms.pad(live, state_before(loaded, position), draft), progress=progress_of(loaded, draft),
        start=start, end=end, folded=folded_fields(loaded),
        started=forms.describe_values(game, record, said) if said else None,
        dealer=dealer, first_to_speak=game.speaker_words(dealer) if dealer else None,
        who=who if who in game.players else (last or game.players[0]),
        start_open=bool(missing) or any(name in start for name in refused), refused=refused,
        more_title=t(more) if has(more) else None)
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
                               per_event[i] if i < len(per_event) else None,
                               e.get("player") if isinstance(e, Mapping) else None) for i, e in enumerate(events)]
    if result is None:
        return forms.LiveProgress(game.zero(), (), (), tuple(reversed(shown)), error, len(events))
    return forms.LiveProgress(result.points or game.zero(), result.lines, result.facts, tuple(reversed(shown)),
                              error, len(events))


def start_values(loaded: store.LoadedGame, form: s.FormData) -> tuple[dict[str, Any], list[Problem]]:
    """The start of the deal as typed, and what is wrong with it: what
    cannot be read, then what the rules refuse in it, with the events
    entered so far (a cut of 200 cards, Bésigue §3). A refused start is
    not saved: its fields stay open, each refusal beside its own."""
    start, _ = split_fields(loaded)
    game = loaded.game
    raw, problems = s.from_form(game.entry_schema, form, game.slug, game.players, game)
    values = {k: v for k, v in raw.items() if k in start}
    problems = [p for p in problems if p.field in start]
    if not problems and loaded.refused is None:
        draft = {**{k: v for k, v in draft_of(loaded).items() if k not in start}, **values}
        try:
            game.progress(state_before(loaded, len(loaded.deals) + 1), draft)
        except DealError as refused:
            problems = [p for p in refused.problems if p.field in start]
    return values, problems


def end_values(loaded: store.LoadedGame, form: s.FormData) -> tuple[dict[str, Any], list[Problem]]:
    _, end = split_fields(loaded)
    raw, problems = s.from_form(loaded.game.entry_schema, form, loaded.game.slug, loaded.game.players,
                                loaded.game)
    return {k: v for k, v in raw.items() if k in end}, [p for p in problems if p.field in end]


def answer(loaded: store.LoadedGame, entry: LiveDeal) -> None:
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
    entry.toast = "✓ " + listed[entry.tapped].text
    entry.toast_said = said


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


def add_event(loaded: store.LoadedGame, value: str, who: str | None, revision: int | None) -> list[Problem]:
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


def remove_event(loaded: store.LoadedGame, name: str, revision: int | None) -> None:
    live = pad_of(loaded.game)

    def change(draft: dict[str, Any]) -> dict[str, Any] | None:
        events = live.items(draft)
        index = next((i for i, e in enumerate(events) if remove_token(i, e) == name[:40]), None)
        return None if index is None else live.remove(draft, index)

    store.edit_draft(loaded.id, change, revision=revision)


