"""Entering a deal with the form drawn from the game's schema, previewing it,
editing or deleting a past deal, and taking back the deal just entered: the
routes. What an entry is, and how it is saved, is :mod:`.entry`'s.

Every form works without JavaScript (POST, then a redirect to the page);
with htmx the same routes answer with the section that changed.
"""

from __future__ import annotations

from flask import Blueprint, render_template, request
from htmx_flask import request as hx_request

from .. import store
from ..rules import DealError, DealRefused, render
from .entry import (
    broken_log,
    edit_entry,
    enter,
    entry_for,
    new_entry,
    preview_of,
    read_form,
    render_entry,
    render_slots,
    rows_changed,
    stored,
    undeclared,
    undone_entry,
    with_derived,
)
from .game import Page, back_to_game, form_data, int_arg, load, new_client_id, page_context, t
from .limits import writes

bp = Blueprint("deals", __name__, url_prefix="/g")


@bp.post("/<token>/deals")
@writes
def add(token: str) -> Page:
    loaded = load(token, edit=True)
    record = loaded.game.entry_schema
    form = form_data()
    raw, problems = read_form(loaded, form)
    form = with_derived(form, record, raw)
    action = (request.form.get("action") or "save")[:300]
    client_id = (request.form.get("client_id") or "")[:100] or new_client_id()
    if action.startswith(("add:", "remove:")):
        form, raw = rows_changed(loaded, form, action)
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


@bp.route("/<token>/deals/<int:position>/edit", methods=["GET", "POST"])
@writes
def edit(token: str, position: int) -> Page:
    loaded = load(token, edit=True)
    row = stored(loaded, position)
    if request.method == "GET":
        return render_entry(loaded, edit_entry(loaded, position, row), page="game/edit.html")
    record = loaded.game.entry_schema
    form = form_data()
    raw, problems = read_form(loaded, form)
    form = with_derived(form, record, raw)
    raw = {**undeclared(loaded, row), **raw}
    action = (request.form.get("action") or "save")[:300]
    if action.startswith(("add:", "remove:")):
        form, raw = rows_changed(loaded, form, action)
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
    """Take back the deal just entered (the Undo of its confirmation): the
    entry says so and holds that deal again, ready to correct; with htmx,
    the entry, the totals and the table as they now are. Without htmx the
    page is drawn at once: the deal taken back is in its form only."""
    loaded = load(token, edit=True)
    deal_id = int_arg("deal_id")
    last = loaded.deals[-1] if loaded.deals else None
    position = store.undo_deal(loaded.id, deal_id) if deal_id is not None else None
    fresh = load(token, edit=True)
    if position is None or last is None:
        entry = entry_for(fresh)
        if entry is not None:
            entry.notices.append(t("web.undo_too_late"))
        return render_entry(fresh, entry, 409, with_scores=True)
    return render_entry(fresh, undone_entry(fresh, position, last), with_scores=True)
