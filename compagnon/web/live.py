"""Entering a deal while it is played, for games registered with a live pad
(:class:`~compagnon.rules.pad.LivePad`): the route every button of the live
entry posts to. The deal in progress, kept on the server and seen by every
phone at the table, is :mod:`.live_deal`'s; closing it is :mod:`.entry`'s.
"""

from __future__ import annotations

from flask import Blueprint, request, session
from htmx_flask import request as hx_request

from .. import store
from ..rules import Problem
from . import forms
from .entry import close_live, render_entry
from .game import Page, back_to_game, form_data, int_arg, load, t
from .limits import writes
from .live_deal import (
    add_event,
    draft_of,
    drew,
    end_values,
    live_entry,
    pad_of,
    remove_event,
    remove_token,
    split_fields,
    start_values,
    tapped,
)

bp = Blueprint("live", __name__, url_prefix="/g")


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
    end_raw, end_problems = end_values(loaded, form)

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
            problems = add_event(loaded, request.form.get("event") or "", who, draft_revision)
        elif removal:
            remove_event(loaded, request.form.get("remove") or "", draft_revision)
        elif action == "start":
            values, problems = start_values(loaded, form)
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
            return close_live(loaded, action, form, end_raw, end_problems, who, draft_revision)
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
