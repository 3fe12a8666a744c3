"""Entering a deal with the form drawn from the game's schema, previewing it,
editing or deleting a past deal, and taking back the deal just entered.

Every form works without JavaScript (POST, then a redirect to the page);
with htmx the same routes answer with the section that changed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from flask import Blueprint, abort, render_template, request, url_for
from htmx_flask import make_response as hx_response
from htmx_flask import request as hx_request

from .. import store
from ..rules import DealError, DealRefused, Problem, msg, render
from ..rules import schema as s
from . import forms
from .entry import (
    BLANKS,
    EntryState,
    Page,
    back_to_game,
    default_values,
    form_data,
    int_arg,
    load,
    new_client_id,
    page_context,
    preview_of,
    raw_from,
    render_entry,
    render_slots,
    state_before,
    view_of,
    with_derived,
)
from .limits import writes

bp = Blueprint("deals", __name__, url_prefix="/g")


def t(message_id: str, **params: Any) -> str:
    return render(msg(message_id, **params))


def new_entry(loaded: store.LoadedGame, form: s.FormData | None = None, raw: dict[str, Any] | None = None,
              problems: list[Problem] | None = None, client_id: str | None = None) -> EntryState:
    """The form of the next deal: empty but for its dealer, or as submitted."""
    position = len(loaded.deals) + 1
    record = loaded.game.entry_schema
    blank = raw is None and form is None and not problems
    if raw is None:
        raw = default_values(loaded, position)
    if blank and not raw:
        view = BLANKS.view(loaded, record)
    else:
        view = view_of(loaded, record, form or s.Form.of(s.to_form(record, raw)), raw, problems or [])
    entry = EntryState("new", url_for("deals.add", token=loaded.token), position, view,
                       client_id=client_id or new_client_id(), revision=loaded.revision)
    dealer = raw.get("dealer") if isinstance(raw.get("dealer"), str) else None
    entry.dealer = dealer if dealer in loaded.game.players else (
        str(state_before(loaded, position).dealer) if loaded.refused is None else None)
    entry.first_to_speak = loaded.game.speaker_words(entry.dealer) if entry.dealer else None
    if entry.dealer and not dealer:  # left empty, the dealer is the rotation's: the pill says whose
        word = t("web.dealer_by_rotation", player=entry.dealer)
        view.widgets = [replace(w, attrs={**w.attrs, "empty": word}) if w.name == "dealer" else w
                        for w in view.widgets]
    if blank:
        entry.blank_key = BLANKS.key(loaded, entry)
    return entry


def broken_log(refused: DealRefused) -> str:
    return t("web.broken_log", deal=refused.deal, reason=refused.message)


def _rows_changed(loaded: store.LoadedGame, form: s.Form, action: str) -> tuple[s.Form, dict[str, Any]]:
    """A row added or taken away: the form drawn again, nothing refused yet."""
    form = forms.apply_row_action(form, action)
    raw, _ = raw_from(loaded, loaded.game.entry_schema, form)
    return form, raw


@bp.post("/<token>/deals")
@writes
def add(token: str) -> Page:
    loaded = load(token, edit=True)
    record = loaded.game.entry_schema
    form = form_data()
    raw, problems = raw_from(loaded, record, form)
    form = with_derived(form, record, raw)
    action = (request.form.get("action") or "save")[:300]
    client_id = (request.form.get("client_id") or "")[:100] or new_client_id()
    if action.startswith(("add:", "remove:")):
        form, raw = _rows_changed(loaded, form, action)
        return render_entry(loaded, new_entry(loaded, form, raw, [], client_id))
    if action == "refresh":  # a choice others depend on was tapped: no refusal yet
        return render_slots(loaded, new_entry(loaded, form, raw, [], client_id))

    position = len(loaded.deals) + 1
    if action == "save" and not (loaded.finished or loaded.refused is not None or problems):
        return enter(loaded, None, form, raw, client_id)  # the form is drawn only if the deal is refused
    entry = new_entry(loaded, form, raw, problems, client_id)
    if loaded.finished:
        entry.view.general.append(t("core.finished"))
        return render_entry(loaded, entry, 422)
    if loaded.refused is not None:
        entry.view.general.append(broken_log(loaded.refused))
        return render_entry(loaded, entry, 422)
    if problems:
        return render_entry(loaded, entry, 422)
    if action == "preview":
        try:
            entry.preview = preview_of(loaded, position, raw)
        except DealError as error:
            return render_entry(loaded, new_entry(loaded, form, raw, list(error.problems), client_id), 422)
        return render_entry(loaded, entry)
    return enter(loaded, entry, form, raw, client_id)


def enter(loaded: store.LoadedGame, entry: EntryState | None, form: s.FormData, raw: dict[str, Any], client_id: str,
          *, draft_revision: int | None = None) -> Page:
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
        entry.revision, entry.draft_revision = fresh.revision, fresh.draft_revision
        entry.notices.append(t(f"web.stale.{stale.what}"))
        return render_entry(fresh, entry, 409, with_scores=True)
    except DealRefused as refused:
        entry = entry or new_entry(loaded, form, raw, [], client_id)
        if refused.deal < position:
            entry.view.general.append(broken_log(refused))
            return render_entry(loaded, entry, 422)
        again = entry_after_refusal(loaded, entry, form, raw, list(refused.problems), client_id)
        return render_entry(loaded, again, 422)
    if not hx_request.htmx:
        return back_to_game(loaded.token, "#entry", saved=added.position, undo=added.deal_id)
    fresh = added.loaded or load(loaded.token, edit=True)
    fresh.token, fresh.can_edit = loaded.token, loaded.can_edit  # opened with the same link
    from .pages import entry_for

    following = entry_for(fresh)
    if following is None:
        return render_entry(fresh, following, with_scores=True, just_saved=added.position)
    following.saved = {"position": added.position, "deal_id": added.deal_id}
    held = (request.form.get("blank") or "")[:100]
    if held and held == following.blank_key:
        # the phone's form was blank, and the next one is blank the same way:
        # it clears its own, the answer brings the new rows and what changed;
        # the phone clears it as soon as the answer is in (after the swap: the
        # confirmation never shows beside the form just sent, still filled in)
        html = render_template("game/_entry_light.html", **page_context(fresh, following),
                               just_saved=added.position)
        return hx_response(html, 200, reswap="none", trigger_after_swap="entry-saved")
    return render_entry(fresh, following, with_scores=True, just_saved=added.position)


def entry_after_refusal(loaded: store.LoadedGame, entry: EntryState, form: s.FormData, raw: dict[str, Any],
                        problems: list[Problem], client_id: str) -> EntryState:
    if entry.mode == "new":
        return new_entry(loaded, form, raw, problems, client_id)
    entry.view = forms.build(loaded.game, loaded.game.entry_schema, form, raw, problems)
    return entry


# --------------------------------------------------------------------- editing a past deal

def stored(loaded: store.LoadedGame, position: int) -> dict[str, Any]:
    if not 1 <= position <= len(loaded.deals):
        abort(404)
    return loaded.deals[position - 1]


def edit_entry(loaded: store.LoadedGame, position: int, row: dict[str, Any], form: s.FormData | None = None,
               raw: dict[str, Any] | None = None, problems: list[Problem] | None = None) -> EntryState:
    record = loaded.game.entry_schema
    if raw is None:
        raw = dict(row["entry"]) if isinstance(row["entry"], dict) else {}
    if form is None:
        form = s.Form.of(s.to_form(record, raw))
    entry = EntryState("edit", url_for("deals.edit", token=loaded.token, position=position), position,
                       view_of(loaded, record, form, raw, problems or []), deal_id=int(row["id"]),
                       revision=loaded.revision)
    dealer = raw.get("dealer")
    entry.dealer = dealer if isinstance(dealer, str) and dealer in loaded.game.players else None
    return entry


def undeclared(loaded: store.LoadedGame, row: dict[str, Any]) -> dict[str, Any]:
    """Keys of a stored entry that no field declares (entered through the
    API, say): kept as they are when the deal is edited."""
    names = set(loaded.game.entry_schema.names)
    entry = row["entry"] if isinstance(row["entry"], dict) else {}
    return {k: v for k, v in entry.items() if k not in names}


@bp.route("/<token>/deals/<int:position>/edit", methods=["GET", "POST"])
@writes
def edit(token: str, position: int) -> Page:
    loaded = load(token, edit=True)
    row = stored(loaded, position)
    if request.method == "GET":
        return render_entry(loaded, edit_entry(loaded, position, row), page="game/edit.html")
    record = loaded.game.entry_schema
    form = form_data()
    raw, problems = raw_from(loaded, record, form)
    form = with_derived(form, record, raw)
    raw = {**undeclared(loaded, row), **raw}
    action = (request.form.get("action") or "save")[:300]
    if action.startswith(("add:", "remove:")):
        form, raw = _rows_changed(loaded, form, action)
        return render_entry(loaded, edit_entry(loaded, position, row, form, raw), page="game/edit.html")
    if action == "refresh":
        return render_slots(loaded, edit_entry(loaded, position, row, form, raw))
    entry = edit_entry(loaded, position, row, form, raw, problems)
    if problems:
        return render_entry(loaded, entry, 422, page="game/edit.html")
    if action == "preview":
        try:
            entry.preview = preview_of(loaded, position, raw)
        except DealError as error:
            return render_entry(loaded, edit_entry(loaded, position, row, form, raw, list(error.problems)), 422,
                                page="game/edit.html")
        return render_entry(loaded, entry, page="game/edit.html")
    try:
        store.replace_deal(loaded.id, position, raw, expected_id=int_arg("deal_id"), revision=int_arg("revision"))
    except store.Stale as stale:
        fresh = load(token, edit=True)
        entry.revision = fresh.revision
        entry.notices.append(t(f"web.stale.{stale.what}"))
        return render_entry(fresh, entry, 409, page="game/edit.html")
    except store.DealNotFound:
        entry.view.general.append(t("web.deal_moved", deal=position))
        return render_entry(loaded, entry, 409, page="game/edit.html")
    except store.ChangeRefused as refused:
        entry.view.general.append(render(refused.message))
        return render_entry(loaded, entry, 422, page="game/edit.html")
    except DealRefused as refused:
        again = edit_entry(loaded, position, row, form, raw, list(refused.problems))
        return render_entry(loaded, again, 422, page="game/edit.html")
    return back_to_game(loaded.token, "#scores")


# --------------------------------------------------------------------- deleting, taking back

@bp.route("/<token>/deals/<int:position>/delete", methods=["GET", "POST"])
@writes
def delete(token: str, position: int) -> Page:
    loaded = load(token, edit=True)
    row = stored(loaded, position)
    record = loaded.replay.deals[position - 1] if position <= len(loaded.replay.deals) else None
    context = {"position": position, "row": row, "record": record, "refusal": None}
    status = 200
    if request.method == "POST":
        status = 409
        deal_id = int_arg("deal_id")
        if deal_id is None:
            # the deal to delete must be named: a form that lost it deletes nothing
            context["refusal"] = t("web.delete_unnamed")
        else:
            try:
                store.delete_deal(loaded.id, position, expected_id=deal_id, revision=int_arg("revision"))
            except store.Stale as stale:
                context["refusal"] = t(f"web.stale.{stale.what}")
            except store.DealNotFound:
                context["refusal"] = t("web.deal_moved", deal=position)
            except store.ChangeRefused as refused:
                context["refusal"] = render(refused.message)
                status = 422
            else:
                return back_to_game(loaded.token, "#scores")
    if hx_request.htmx:
        return render_template("game/_delete.html", **page_context(loaded, None), **context), 200
    return render_template("game/delete.html", **page_context(loaded, None), **context), status


@bp.post("/<token>/undo")
@writes
def undo(token: str) -> Page:
    """Take back the deal just entered (the Undo of its confirmation)."""
    loaded = load(token, edit=True)
    deal_id = int_arg("deal_id")
    position = store.undo_deal(loaded.id, deal_id) if deal_id is not None else None
    if position is None:
        return back_to_game(loaded.token, "#entry", undone="no")
    return back_to_game(loaded.token, "#entry", undone=position)
