"""The entry of a deal: a new deal, an edit of a past one, a deal entered
while it is played (:mod:`.live_deal`); previewing one, saving one, and the
answer each action gets. The blueprints (deals, live, pages) hold the
routes and call this module; it imports none of them.

Nothing here names a game: what a game shows comes from its schema, its
facts and its messages.
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from flask import abort, render_template, request, url_for
from flask_babel import gettext as _
from htmx_flask import make_response as hx_response
from htmx_flask import request as hx_request

from .. import store
from ..rules import DealError, DealRefused, Game, Message, Problem, msg, render, replay
from ..rules import schema as s
from ..rules.messages import language
from ..rules.registry import live_pad
from . import forms
from .game import SHOWN_DEALS, Page, back_to_game, form_id, int_arg, load, new_client_id, page_context, state_before, t
from .live_deal import LiveDeal, draft_of, live_entry, pad_of, split_fields

__all__ = ["SHOWN_DEALS", "EditDeal", "Entry", "LiveDeal", "NewDeal", "entry_for", "undone_entry"]


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
    #: the number of the deal its undo just took back, put back in this form
    undone: int | None = None
    preview: dict[str, Any] | None = None
    notices: list[str] = field(default_factory=list)
    #: drawn blank: the form of every new deal of this game looks the same
    #: (it depends on the game's set-up and the language only)
    blank: bool = False
    #: who deals by rotation, and who after each dealer (:func:`offline_rotation`)
    in_turn: str | None = None
    rotation: dict[str, dict[str, str]] = field(default_factory=dict)


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


Entry = NewDeal | EditDeal | LiveDeal


def entry_for(loaded: store.LoadedGame, *, fields: Collection[str] | None = None) -> NewDeal | LiveDeal | None:
    """The entry of the next deal: live when the game is entered while
    played; a view link only follows the deal in progress. ``fields``: the
    only ones of a new deal's form drawn (none: its heading and ids, which
    is all a poll redraws)."""
    if loaded.finished:
        return None
    if live_pad(loaded.game) is not None:
        return live_entry(loaded)
    return new_entry(loaded, fields=fields) if loaded.can_edit else None


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
              problems: list[Problem] | None = None, client_id: str | None = None, *,
              fields: Collection[str] | None = None) -> NewDeal:
    """The form of the next deal: empty but for its dealer, or as submitted;
    with only the widgets of ``fields`` when they are given."""
    position = len(loaded.deals) + 1
    record = loaded.game.entry_schema
    if fields is not None:
        record = s.Record(tuple(f for f in record.fields if f.name in fields))
    blank = raw is None and form is None and not problems
    raw = raw or {}
    chosen = raw.get("dealer") if isinstance(raw.get("dealer"), str) else None
    dealer = chosen if chosen in loaded.game.players else (
        str(state_before(loaded, position).dealer) if loaded.refused is None else None)
    view = (forms.build(loaded.game, record, form or s.Form.of(s.to_form(record, raw)), raw, problems or [],
                        first_to_speak=loaded.game.first_to_speak(dealer) if dealer else None)
            if record.fields else forms.EntryView([], [], []))
    in_turn = rotation_dealer(loaded, position, view)
    entry = NewDeal(action=url_for("deals.add", token=loaded.token), position=position, view=view,
                    client_id=client_id or form_id(loaded), revision=loaded.revision, dealer=dealer,
                    first_to_speak=loaded.game.speaker_words(dealer) if dealer else None, blank=blank,
                    in_turn=in_turn, rotation=offline_rotation(loaded.game, language()) if in_turn else {})
    return entry


@functools.lru_cache(maxsize=256)
def offline_rotation(game: Game[Any], lang: str) -> dict[str, dict[str, str]]:
    """What the phone shows once it kept a deal while the network is gone
    (static/app.js): after a deal each player dealt, who deals the next one
    in seating order, in words (« Bruno donne · Cyr parle en premier », his
    pill « Bruno (à son tour) »), and who speaks first. The rules may decide
    otherwise (a misdeal dealt again): until the server has the deal, the
    totals say they are provisional. The same for every deal of a game set
    up alike (its rules object is shared), in the language ``lang``."""
    out = {}
    for player in game.players:
        dealer = game.next_dealer_after(player)
        speaks = game.speaker_words(dealer)
        said = _("%(player)s donne", player=dealer)
        out[player] = {"dealer": dealer, "first": game.first_to_speak(dealer) or "",
                       "deals": f"{said} · {render(speaks)}" if speaks else said,
                       "speaks": render(speaks) if speaks else "",
                       "pill": t("web.dealer_by_rotation", player=dealer)}
    return out


def rotation_dealer(loaded: store.LoadedGame, position: int, view: forms.EntryView) -> str | None:
    """Who deals the deal at ``position`` by rotation (None when the log is
    broken): the dealer field, left empty, means him, and his pill says so."""
    if loaded.refused is not None or loaded.game.entry_schema.field("dealer") is None:
        return None
    dealer = str(state_before(loaded, position).dealer)
    forms.mark_expected(view, "dealer", dealer, t("web.dealer_by_rotation", player=dealer))
    return dealer


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
    view = forms.build(loaded.game, record, form, raw, problems or [])
    dealer = raw.get("dealer")
    in_turn = rotation_dealer(loaded, position, view)  # the deal's dealer when none was entered
    return EditDeal(action=url_for("deals.edit", token=loaded.token, position=position), position=position,
                    view=view, deal_id=int(row["id"]), revision=loaded.revision,
                    dealer=dealer if isinstance(dealer, str) and dealer in loaded.game.players else in_turn)


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
        entry.revision, entry.client_id = fresh.revision, form_id(fresh)  # the id may be another phone's deal's
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
    # a form drawn blank stays on the phone, emptied, when the next deal's is blank too: of its
    # widgets, the dealer's pills only are drawn again (whose turn it is); the whole form otherwise
    kept = request.form.get("blank") == language()
    following = entry_for(fresh, fields=("dealer",) if kept else None)
    if following is None:  # the deal that ends the game: it can still be undone
        return render_entry(fresh, following, with_scores=True,
                            saved={"position": added.position, "deal_id": added.deal_id})
    following.saved = {"position": added.position, "deal_id": added.deal_id}
    if isinstance(following, NewDeal) and following.blank and kept:
        # the phone's form was drawn blank, as the next one is: it empties
        # its fields once the answer is in (after the swap: the confirmation
        # never shows beside the form just sent, still filled in)
        html = render_template("game/_answer.html", **page_context(fresh, following), form_kept=True,
                               with_scores=True)
        return hx_response(html, 200, reswap="none", trigger_after_swap="entry-saved")
    return render_entry(fresh, following, with_scores=True)


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


def undone_entry(loaded: store.LoadedGame, position: int, row: dict[str, Any]) -> NewDeal | LiveDeal | None:
    """The entry after the deal at ``position`` was taken back: that deal
    in the form, ready to correct (a deal entered live is the deal in
    progress again, :func:`compagnon.store.undo_deal`)."""
    entry = entry_for(loaded)
    if isinstance(entry, NewDeal) and isinstance(row.get("entry"), dict):
        raw = dict(row["entry"])
        entry = new_entry(loaded, s.Form.of(s.to_form(loaded.game.entry_schema, raw)), raw)
    if entry is not None:
        entry.undone = position
    return entry


# --------------------------------------------------------------------- answers

def render_entry(loaded: store.LoadedGame, entry: Entry | None, status: int = 200, *,
                 with_scores: bool = False, page: str = "game/page.html", **extra: Any) -> Page:
    """For htmx, the entry section and (out of band) the other sections the
    action changed, each morphed in place; the whole page otherwise. A
    refusal is a 422 for a plain form; htmx gets its answer with a 200, so
    that browsers do not log every refusal as a failed request."""
    context = {**page_context(loaded, entry), **extra}
    if hx_request.htmx:
        # when an input is refused, it takes the focus and scrolls itself into view
        refused = entry is not None and bool(entry.view.summary or entry.view.general)
        # a refused form is the phone's own, drawn again with what was sent: what depends on nothing typed (its
        # heading and the dealers' rotation, its CSRF token, its help texts) is kept as the phone shows it
        # (hx-preserve), not sent again (1 KB of a Mille form, 0.3 KB compressed)
        html = render_template("game/_answer.html", **context, with_scores=with_scores, phone_has=refused)
        response = hx_response(html, 200 if status in (409, 422) else status)
        if refused:
            response.headers["HX-Reswap"] = "morph"
        elif entry is not None and entry.preview:
            # the preview, drawn above the buttons, comes into view (not the top of the form)
            response.headers["HX-Reswap"] = "morph show:#preview:top"
        return response
    return render_template(page, **context), status


def render_slots(loaded: store.LoadedGame, entry: NewDeal | EditDeal) -> Page:
    """What a tap on a choice changes, for htmx: each field that depends on
    another value, morphed in place; what was typed elsewhere stays put.
    Without htmx the whole page is drawn again."""
    if not hx_request.htmx:
        page = "game/edit.html" if isinstance(entry, EditDeal) else "game/page.html"
        return render_template(page, **page_context(loaded, entry)), 200
    # a form drawn blank whose fields are no longer a blank form's (a choice
    # that hides or shows some): a save must send the next form whole
    unlike_blank = isinstance(entry, NewDeal) and forms.layout(entry.view) != forms.layout(new_entry(loaded).view)
    html = render_template("game/_slots.html", **page_context(loaded, entry), slots=forms.slots(entry.view),
                           unlike_blank=unlike_blank)
    return hx_response(html, 200, reswap="none")
