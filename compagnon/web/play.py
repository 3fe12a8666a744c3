"""The game page: the score table, entering a deal (with a preview),
a deal's score lines, editing and deleting past deals, and the live entry
of games whose deals are entered while they are played (Bésigue).

Every form works without JavaScript (POST, then a redirect to the page);
with htmx the same routes answer with the partial that changed.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for
from htmx_flask import make_response as hx_response
from htmx_flask import request as hx_request
from jinja2 import TemplateNotFound
from werkzeug.datastructures import MultiDict
from werkzeug.wrappers import Response

from .. import store
from ..rules import DealError, DealRefused, Game, GameState, SetupError, replay
from . import forms

bp = Blueprint("play", __name__, url_prefix="/games")

Page = Response | str | tuple[str, int]

#: Per-player facts of ``Replay.report()`` worth a row under the totals.
PLAYER_FACTS = {
    "tonneau_turns": "Tonneau",
    "bars": "Barres",
    "bomb_used": "Bombe",
    "deal_points": "Points de la dernière donne",
}
#: Facts of the game as a whole.
GAME_FACTS = {
    "trump": "Atout de la dernière donne",
    "brisques_counted": "Brisques comptées à la dernière donne",
}


# --------------------------------------------------------------------- loading


def load(game_id: int) -> store.LoadedGame:
    try:
        return store.load_game(game_id)
    except store.GameNotFound:
        abort(404)
    except SetupError as error:  # a stored set-up the rules no longer accept
        abort(400, description=error.message)


def deal_or_404(loaded: store.LoadedGame, position: int) -> dict[str, Any]:
    if not 1 <= position <= len(loaded.deals):
        abort(404)
    return loaded.deals[position - 1]


def entry_template(slug: str) -> str:
    """A game's own entry template when it has one, else the generic form."""
    name = f"play/entry_{slug}.html"
    try:
        current_app.jinja_env.get_template(name)
    except TemplateNotFound:
        return "play/_entry.html"
    return name


def has_events(game: Game[Any]) -> bool:
    return any(f.kind == "events" for f in game.fields())


def broken_log(refused: DealRefused) -> str:
    return (f"La donne {refused.deal} déjà enregistrée est refusée par les règles : {message(refused)} "
            "Corrigez-la ou supprimez-la d'abord.")


def message(error: DealError) -> str:
    if error.rule and error.rule not in error.message:
        return f"{error.message} ({error.rule})"
    return error.message


def state_before(loaded: store.LoadedGame, position: int) -> GameState:
    """The state a deal at ``position`` is played from."""
    if position - 1 == len(loaded.replay.deals):
        return loaded.replay.state
    entries = store.with_first_dealer(loaded.game, loaded.row, loaded.entries[: position - 1])
    return replay(loaded.game, entries).state


def dealer_for(loaded: store.LoadedGame, position: int) -> str:
    if position == 1:
        return loaded.first_dealer
    return str(state_before(loaded, position).dealer)


# --------------------------------------------------------------------- the form


@dataclass
class EntryForm:
    """What the entry templates draw: values as typed, errors by field."""

    mode: str  # "new", "edit" or "live"
    action: str
    values: MultiDict[str, str]
    errors: dict[str, str] = field(default_factory=dict)
    general: list[str] = field(default_factory=list)
    preview: dict[str, Any] | None = None
    client_id: str = ""
    position: int | None = None
    deal_id: int | None = None
    events: list[dict[str, Any]] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    progress: dict[str, Any] | None = None
    who: str | None = None
    saved: str | None = None  # a short confirmation after a deal was entered

    def widgets(self, game: Game[Any]) -> list[forms.Widget]:
        return forms.widgets(game, self.values, self.errors)


def new_client_id() -> str:
    return uuid.uuid4().hex


def blank_form(loaded: store.LoadedGame) -> EntryForm:
    position = len(loaded.deals) + 1
    if has_events(loaded.game):
        return live_form(loaded)
    return EntryForm("new", url_for("play.add_deal", game_id=loaded.id),
                     forms.defaults_for(loaded.game, dealer_for(loaded, position) if loaded.refused is None
                                        else loaded.next_dealer),
                     client_id=new_client_id(), position=position)


def apply_error(game: Game[Any], form: EntryForm, error: DealError) -> None:
    """Show an engine refusal next to the field it names, or above the form."""
    target = forms.error_field(game, error.field)
    if target is not None and target != "events":
        form.errors.setdefault(target, message(error))
    elif target == "events":
        form.errors.setdefault("events", message(error))
    else:
        form.general.append(message(error))


def read_extra(text: str | None) -> dict[str, Any]:
    if not text:
        return {}
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def extra_keys(game: Game[Any], entry: Mapping[str, Any]) -> dict[str, Any]:
    """Keys of a stored entry that no declared field shows (entered through
    the API, say): kept as they are when the deal is edited."""
    declared = {f.name.split(".")[0] for f in game.fields()}
    return {k: v for k, v in entry.items() if k not in declared}


def submitted_entry(game: Game[Any], form: EntryForm) -> dict[str, Any]:
    entry, errors = forms.values_to_entry(game, form.values)
    form.errors.update(errors)
    merged = {**form.extra, **entry}
    if has_events(game):
        merged["events"] = list(form.events)
    return merged


# --------------------------------------------------------------------- previews


def preview_of(loaded: store.LoadedGame, position: int, entry: Mapping[str, Any]) -> dict[str, Any]:
    """The points a deal would score at ``position`` (raises DealError), and
    whether a later deal would then be refused."""
    game = loaded.game
    state = state_before(loaded, position)
    outcome = game.play(state, entry)
    totals = outcome.state.totals
    preview: dict[str, Any] = {
        "delta": dict(outcome.delta), "totals": dict(totals), "lines": list(outcome.lines),
        "details": dict(outcome.details), "finished": outcome.state.finished,
        "winners": list(outcome.state.winners), "later": None, "advice": None,
    }
    if position <= len(loaded.deals):
        entries = list(loaded.entries)
        entries[position - 1] = dict(entry)
        try:
            replay(game, store.with_first_dealer(game, loaded.row, entries))
        except DealRefused as refused:
            if refused.deal > position:
                preview["later"] = (f"La donne {refused.deal} deviendrait invalide "
                                    f"(champ « {refused.field} » : {message(refused)}) : "
                                    "la modification sera refusée.")
    advise = getattr(game, "brisque_advice", None)
    brisques = entry.get("brisques")
    if advise is not None and isinstance(brisques, Mapping):
        try:
            preview["advice"] = advise(state, entry, brisques)
        except DealError:
            preview["advice"] = None
    return preview


# --------------------------------------------------------------------- rendering


def facts(loaded: store.LoadedGame) -> tuple[list[dict[str, Any]], list[tuple[str, Any, str]]]:
    """Rows of per-player facts and the game-wide facts, from the report."""
    report = loaded.replay.report()
    players = loaded.game.players
    rows: list[dict[str, Any]] = []
    for key, label in PLAYER_FACTS.items():
        values = report.get(key)
        if not isinstance(values, Mapping) or not loaded.replay.deals:
            continue
        cells = []
        for p in players:
            value = values.get(p)
            if key == "tonneau_turns":
                on = loaded.replay.totals.get(p) == 880
                most = loaded.game.options.get("tonneau_max_turns")
                cells.append(f"{value}/{most}" if on and most else ("880" if on else "—"))
            elif isinstance(value, bool):
                cells.append("utilisée" if value and key == "bomb_used" else ("oui" if value else "—"))
            else:
                cells.append("—" if value is None else str(value))
        rows.append({"key": key, "label": label, "cells": cells})
    scalars: list[tuple[str, Any, str]] = []
    for key, label in GAME_FACTS.items():
        if key in report and loaded.replay.deals:
            scalars.append((key, report[key], label))
    return rows, scalars


def page_context(loaded: store.LoadedGame, form: EntryForm | None = None) -> dict[str, Any]:
    fact_rows, game_facts = facts(loaded)
    if form is None and not loaded.finished:
        form = blank_form(loaded)
    return {
        "loaded": loaded, "game": loaded.game, "players": loaded.game.players, "replay": loaded.replay,
        "form": form, "fact_rows": fact_rows, "game_facts": game_facts,
        "entry_template": entry_template(loaded.slug),
    }


def render_page(loaded: store.LoadedGame, form: EntryForm | None = None, status: int = 200,
                template: str = "play/game.html", **extra: Any) -> tuple[str, int]:
    return render_template(template, **page_context(loaded, form), **extra), status


def render_entry(loaded: store.LoadedGame, form: EntryForm, status: int = 200, *,
                 with_scores: bool = False, page: str = "play/game.html") -> Page:
    """The entry partial for htmx (with the score table swapped out of band
    when it changed), the whole page otherwise."""
    if hx_request.htmx:
        html = render_template("play/_entry_swap.html", **page_context(loaded, form), with_scores=with_scores)
        return html, swap_status(status)
    return render_page(loaded, form, status, template=page)


def swap_status(status: int) -> int:
    """A refused entry is a 422 for a plain form; htmx gets the same partial
    with a 200, so browsers do not log every refusal as a failed request."""
    return 200 if status in (409, 422) else status


def back_to_game(loaded_id: int, anchor: str = "") -> Response:
    url = url_for("play.game", game_id=loaded_id) + anchor
    if hx_request.htmx:
        return hx_response("", redirect=url)
    return redirect(url, code=303)


# --------------------------------------------------------------------- the page


@bp.get("/<int:game_id>")
def game(game_id: int) -> Page:
    return render_page(load(game_id))


@bp.get("/<int:game_id>/scores")
def scores(game_id: int) -> Page:
    loaded = load(game_id)
    if not hx_request.htmx:
        return redirect(url_for("play.game", game_id=game_id), code=303)
    return render_template("play/_scores.html", **page_context(loaded))


# --------------------------------------------------------------------- a new deal


def previewed(loaded: store.LoadedGame, form: EntryForm, position: int, entry: Mapping[str, Any]) -> int:
    """Show the points the entry would score, or its error next to its
    field; the status to answer with."""
    try:
        form.preview = preview_of(loaded, position, entry)
    except DealError as error:
        apply_error(loaded.game, form, error)
        return 422
    return 200


def enter_deal(loaded: store.LoadedGame, form: EntryForm, entry: Mapping[str, Any], position: int,
               next_form: Callable[[store.LoadedGame], EntryForm], *, clear_draft: bool = False) -> Page | None:
    """Store a new deal and answer with the scores and a fresh form; None,
    with the refusal put on ``form``, when the rules refuse it."""
    try:
        added = store.add_deal(loaded.id, entry, form.client_id, clear_draft=clear_draft)
    except DealRefused as refused:
        if refused.deal < position:
            form.general.append(broken_log(refused))
        else:
            apply_error(loaded.game, form, refused)
        return None
    if not hx_request.htmx:
        return redirect(url_for("play.game", game_id=loaded.id) + "#scores", code=303)
    loaded = load(loaded.id)
    fresh = next_form(loaded) if not loaded.finished else None
    if fresh is not None:
        fresh.saved = f"Donne {added.position} enregistrée."
    return render_entry(loaded, fresh or form, with_scores=True)


@bp.post("/<int:game_id>/deals")
def add_deal(game_id: int) -> Page:
    loaded = load(game_id)
    position = len(loaded.deals) + 1
    form = EntryForm("new", url_for("play.add_deal", game_id=game_id), request.form,
                     client_id=(request.form.get("client_id") or new_client_id())[:100], position=position,
                     extra=read_extra(request.form.get("extra_json")))
    if has_events(loaded.game):
        form.events = read_events(request.form.get("events_json"), form)
    entry = submitted_entry(loaded.game, form)
    if form.errors:
        return render_entry(loaded, form, 422)
    if loaded.finished:
        form.general.append("La partie est terminée : aucune donne ne peut plus être ajoutée.")
        return render_entry(loaded, form, 422)
    if loaded.refused is not None:
        form.general.append(broken_log(loaded.refused))
        return render_entry(loaded, form, 422)
    if request.form.get("action") == "preview":
        return render_entry(loaded, form, previewed(loaded, form, position, entry))
    entered = enter_deal(loaded, form, entry, position, blank_form)
    return entered if entered is not None else render_entry(loaded, form, 422)


# --------------------------------------------------------------------- a deal's lines


@bp.get("/<int:game_id>/deals/<int:position>")
def deal(game_id: int, position: int) -> Page:
    loaded = load(game_id)
    row = deal_or_404(loaded, position)
    record = loaded.replay.deals[position - 1] if position <= len(loaded.replay.deals) else None
    highlight = request.args.get("p", "")
    context = dict(position=position, row=row, record=record, highlight=highlight)
    if hx_request.htmx:
        return render_template("play/_detail.html", **page_context(loaded), **context)
    return render_page(loaded, template="play/deal.html", **context)


@bp.get("/<int:game_id>/detail-closed")
def detail_closed(game_id: int) -> Page:
    if hx_request.htmx:
        return '<div id="detail" class="detail-slot"></div>'
    return redirect(url_for("play.game", game_id=game_id) + "#scores", code=303)


# --------------------------------------------------------------------- editing a deal


def edit_form(loaded: store.LoadedGame, position: int, row: Mapping[str, Any]) -> EntryForm:
    entry = row["entry"]
    form = EntryForm("edit", url_for("play.edit_deal", game_id=loaded.id, position=position),
                     forms.entry_to_values(loaded.game, entry), position=position, deal_id=int(row["id"]),
                     extra=extra_keys(loaded.game, entry))
    if has_events(loaded.game):
        events = entry.get("events")
        form.events = [dict(e) for e in events if isinstance(e, Mapping)] if isinstance(events, list) else []
        form.extra.pop("events", None)
        last = next((e.get("player") for e in reversed(form.events) if e.get("player")), None)
        form.who = last if last in loaded.game.players else loaded.game.players[0]
    return form


@bp.route("/<int:game_id>/deals/<int:position>/edit", methods=["GET", "POST"])
def edit_deal(game_id: int, position: int) -> Page:
    loaded = load(game_id)
    row = deal_or_404(loaded, position)
    page = "play/edit.html"
    if request.method == "GET":
        form = edit_form(loaded, position, row)
        if has_events(loaded.game):
            progress_of(loaded, form, position)
        return render_page(loaded, form, template=page, position=position)
    form = EntryForm("edit", url_for("play.edit_deal", game_id=game_id, position=position), request.form,
                     position=position, deal_id=forms.parse_int(request.form.get("deal_id") or ""),
                     extra=read_extra(request.form.get("extra_json")))
    if has_events(loaded.game):
        form.events = read_events(request.form.get("events_json"), form)
        if event_action(loaded, form, position):
            return render_entry_edit(loaded, form, 200 if not form.errors else 422)
    entry = submitted_entry(loaded.game, form)
    if form.errors:
        return render_entry_edit(loaded, form, 422)
    if request.form.get("action") == "preview":
        return render_entry_edit(loaded, form, previewed(loaded, form, position, entry))
    try:
        store.replace_deal(game_id, position, entry, expected_id=form.deal_id)
    except store.DealNotFound:
        form.general.append("Cette donne a changé entre-temps (supprimée sur un autre téléphone ?). "
                            "Rechargez la partie.")
        return render_entry_edit(loaded, form, 409)
    except store.ChangeRefused as refused:
        form.general.append(refused.message)
        return render_entry_edit(loaded, form, 422)
    except DealRefused as refused:
        if refused.deal != position:
            form.general.append(f"La donne {refused.deal} est refusée : {message(refused)}")
        else:
            apply_error(loaded.game, form, refused)
        return render_entry_edit(loaded, form, 422)
    return back_to_game(game_id, "#scores")


def render_entry_edit(loaded: store.LoadedGame, form: EntryForm, status: int = 200) -> Page:
    if has_events(loaded.game) and form.position is not None:
        progress_of(loaded, form, form.position)
    if hx_request.htmx:
        return render_template(entry_template(loaded.slug), **page_context(loaded, form)), swap_status(status)
    return render_page(loaded, form, status, template="play/edit.html", position=form.position)


# --------------------------------------------------------------------- deleting a deal


@bp.route("/<int:game_id>/deals/<int:position>/delete", methods=["GET", "POST"])
def delete_deal(game_id: int, position: int) -> Page:
    loaded = load(game_id)
    if request.method == "POST":
        expected = forms.parse_int(request.form.get("deal_id") or "")
        try:
            store.delete_deal(game_id, position, expected_id=expected)
        except store.DealNotFound:
            return back_to_game(game_id, "#scores")
        except store.ChangeRefused as refused:
            row = deal_or_404(loaded, position)
            record = loaded.replay.deals[position - 1] if position <= len(loaded.replay.deals) else None
            template = "play/_delete.html" if hx_request.htmx else "play/delete.html"
            return render_page(loaded, template=template, position=position, row=row, record=record,
                               refusal=refused.message, status=swap_status(422) if hx_request.htmx else 422)
        return back_to_game(game_id, "#scores")
    row = deal_or_404(loaded, position)
    record = loaded.replay.deals[position - 1] if position <= len(loaded.replay.deals) else None
    return render_page(loaded, template="play/delete.html", position=position, row=row, record=record,
                       refusal=None)


# --------------------------------------------------------------------- live entry (events)


def event_digest(index: int, event: Mapping[str, Any]) -> str:
    text = json.dumps(event, sort_keys=True, ensure_ascii=False)
    return f"{index}:{hashlib.sha1(text.encode()).hexdigest()[:10]}"


def read_events(text: str | None, form: EntryForm) -> list[dict[str, Any]]:
    if not text:
        return []
    try:
        value = json.loads(text)
    except ValueError:
        form.errors["events"] = "La liste des événements est illisible ; rechargez la donne."
        return []
    if not isinstance(value, list):
        return []
    return [dict(e) for e in value if isinstance(e, Mapping)]


def event_from_button(game: Game[Any], code: str, who: str | None) -> tuple[dict[str, Any] | None, str]:
    """The event a button stands for (``kind/type/option/value``, checked
    against the game's ``event_choices()``), or None and why not."""
    parts = code.split("/")
    kind = parts[0] if parts else ""
    type_ = parts[1] if len(parts) > 1 and parts[1] else None
    choices = game.event_choices()  # type: ignore[attr-defined]
    choice = next((c for c in choices if c["kind"] == kind and c.get("type") == type_), None)
    unknown = "Annonce inconnue : choisissez l'un des boutons."
    if choice is None:
        return None, unknown
    event: dict[str, Any] = {"kind": kind}
    if choice.get("player", True):
        if who not in game.players:
            return None, "Choisir d'abord le joueur qui annonce (ou qui fait la faute), puis l'annonce."
        event["player"] = who
    if type_:
        event["type"] = type_
    options = choice.get("options") or {}
    if options:
        if len(parts) < 4 or parts[2] not in options:
            return None, unknown
        allowed = {o["value"] for o in options[parts[2]]}
        if parts[3] not in allowed:
            return None, unknown
        event[parts[2]] = parts[3]
    return event, ""


def event_label(game: Game[Any], event: Mapping[str, Any]) -> str:
    choices = getattr(game, "event_choices", lambda: [])()
    choice = next((c for c in choices if c["kind"] == event.get("kind") and c.get("type") == event.get("type")),
                  None)
    label = choice["label"] if choice else str(event.get("type") or event.get("kind"))
    for key, values in ((choice or {}).get("options") or {}).items():
        value = event.get(key)
        named = next((o["label"] for o in values if o["value"] == value), value)
        label += f" {named}"
    if event.get("kind") == "fault" and event.get("player"):
        return f"Faute de {event['player']} : {label[0].lower() + label[1:]}"
    return label


def event_action(loaded: store.LoadedGame, form: EntryForm, position: int) -> bool:
    """Add or remove an event of ``form.events`` when a button asked for it
    (checking it with ``progress``); True when one did."""
    game = loaded.game
    code = request.form.get("event")
    remove = request.form.get("remove")
    form.who = request.form.get("who") or None
    if not code and not remove:
        return False
    if remove:
        form.events = without_event(form.events, remove)
        return True
    event, why = event_from_button(game, code or "", form.who)
    if event is None:
        form.errors["events"] = why
        return True
    entry, _ = forms.values_to_entry(game, form.values)
    outcome: dict[str, str] = {}
    if accepts(game, state_before(loaded, position), entry, form.events, event, outcome):
        form.events.append(event)
    else:
        form.errors["events"] = outcome["error"]
    return True


def accepts(game: Game[Any], state: GameState, entry: Mapping[str, Any], events: list[dict[str, Any]],
            event: dict[str, Any], outcome: dict[str, str]) -> bool:
    """Whether the rules accept ``event`` after ``events`` (``progress``). An
    event is refused only for its own fault: when the deal so far is refused
    already (a wrong cut, say), that error is shown and the event is kept."""
    try:
        game.progress(state, {**entry, "events": [*events, event]})
    except DealError as error:
        try:
            game.progress(state, {**entry, "events": events})
        except DealError:
            return True
        outcome["error"] = message(error)
        return False
    return True


def without_event(events: list[dict[str, Any]], token: str) -> list[dict[str, Any]]:
    """``events`` without the one a remove button named (by index and
    digest, so a list changed meanwhile by another phone loses the right one)."""
    index = forms.parse_int(token.split(":", 1)[0]) if ":" in token else None
    if index is not None and 0 <= index < len(events) and event_digest(index, events[index]) == token:
        return events[:index] + events[index + 1:]
    digest = token.split(":", 1)[-1]
    for i, event in enumerate(events):
        if event_digest(i, event).split(":", 1)[1] == digest:
            return events[:i] + events[i + 1:]
    return events


def progress_of(loaded: store.LoadedGame, form: EntryForm, position: int) -> None:
    """The in-deal running totals of the events so far, each event with its points."""
    game = loaded.game
    entry, _ = forms.values_to_entry(game, form.values)
    state = state_before(loaded, position)
    base = {k: v for k, v in entry.items() if k in ("dealer", "cut")}
    result: dict[str, Any] | None = None
    try:
        result = game.progress(state, {**base, "events": form.events})
    except DealError as error:
        target = forms.error_field(game, error.field)
        if target is None and error.field != "events":
            form.general.append(message(error))
        else:
            form.errors.setdefault(target or "events", message(error))
        # still list the events, so a refused one can be removed
        for partial in ({**base, "events": []}, {"events": []}):
            try:
                result = game.progress(state, partial)
                break
            except DealError:
                continue
    if result is None:
        result = {"points": game.zero(), "lines": [], "trump": None, "stock_exhausted": False}
    try:
        cut_lines = len(game.progress(state, {**base, "events": []})["lines"])
    except DealError:
        cut_lines = 0
    lines = list(result["lines"])
    scored = [e for e in form.events if e.get("kind") != "stock_exhausted"]
    per_event: list[Any] = []
    event_lines = lines[cut_lines:]
    if len(event_lines) == len(scored):
        it = iter(event_lines)
        per_event = [next(it) if e.get("kind") != "stock_exhausted" else None for e in form.events]
    else:
        per_event = [None] * len(form.events)
    form.progress = {
        **result, "cut_lines": lines[:cut_lines],
        "events": [{"event": e, "label": event_label(game, e), "line": line, "token": event_digest(i, e)}
                   for i, (e, line) in enumerate(zip(form.events, per_event))],
    }


def live_form(loaded: store.LoadedGame, values: MultiDict[str, str] | None = None) -> EntryForm:
    """The live entry of the next deal, from the draft stored for the game."""
    draft = loaded.draft or {}
    position = len(loaded.deals) + 1
    if values is None:
        values = forms.entry_to_values(loaded.game, draft)
        if "dealer" not in values:
            values["dealer"] = loaded.next_dealer if loaded.refused is None else loaded.game.players[0]
    form = EntryForm("live", url_for("play.live", game_id=loaded.id), values, client_id=new_client_id(),
                     position=position)
    events = draft.get("events")
    form.events = [dict(e) for e in events if isinstance(e, Mapping)] if isinstance(events, list) else []
    last = next((e.get("player") for e in reversed(form.events) if e.get("player")), None)
    form.who = last if last in loaded.game.players else loaded.game.players[0]
    progress_of(loaded, form, position)
    return form


@bp.post("/<int:game_id>/live")
def live(game_id: int) -> Page:
    """Every button of the live entry posts the whole form here: the fields
    are kept in the draft, then the button's action is done (add or remove an
    event, preview, close the deal, start over)."""
    loaded = load(game_id)
    game = loaded.game
    if not has_events(game):
        abort(404)
    position = len(loaded.deals) + 1
    action = request.form.get("action") or ""
    form = EntryForm("live", url_for("play.live", game_id=game_id), request.form,
                     client_id=(request.form.get("client_id") or new_client_id())[:100], position=position)
    form.who = request.form.get("who") or None
    if loaded.finished:
        form.general.append("La partie est terminée : aucune donne ne peut plus être ajoutée.")
        return render_entry(loaded, form, 422)

    if action == "reset":
        store.clear_draft(game_id)
        if not hx_request.htmx:
            return redirect(url_for("play.game", game_id=game_id) + "#entry", code=303)
        loaded = load(game_id)
        return render_entry(loaded, live_form(loaded))

    entry, errors = forms.values_to_entry(game, request.form)
    form.errors.update(errors)
    code = request.form.get("event")
    remove = request.form.get("remove")
    outcome: dict[str, Any] = {}

    def change(draft: dict[str, Any]) -> dict[str, Any]:
        events = draft.get("events") if isinstance(draft.get("events"), list) else []
        events = [dict(e) for e in events if isinstance(e, Mapping)]
        if remove:
            events = without_event(events, remove)
        elif code:
            event, why = event_from_button(game, code, form.who)
            if event is None:
                outcome["error"] = why
            else:
                if accepts(game, loaded.replay.state, entry, events, event, outcome):
                    events.append(event)
        return {**entry, "events": events}

    draft = store.edit_draft(game_id, change)
    if outcome.get("error"):
        form.errors["events"] = outcome["error"]
    form.events = draft["events"]

    if action in ("preview", "close") and loaded.refused is not None:
        form.general.append(broken_log(loaded.refused))
    elif action in ("preview", "close") and not form.errors:
        if action == "preview":
            try:
                form.preview = preview_of(loaded, position, draft)
            except DealError as error:
                apply_error(game, form, error)
        else:
            entered = enter_deal(loaded, form, draft, position, live_form, clear_draft=True)
            if entered is not None:
                return entered

    loaded = load(game_id)
    progress_of(loaded, form, position)
    status = 422 if (form.errors or form.general) else 200
    if not hx_request.htmx and status == 200 and not form.preview:
        return redirect(url_for("play.game", game_id=game_id) + "#entry", code=303)
    return render_entry(loaded, form, status)


@bp.get("/<int:game_id>/progress")
def progress(game_id: int) -> Page:
    """The deal in progress alone, polled by the other phones at the table."""
    loaded = load(game_id)
    if not hx_request.htmx:
        return redirect(url_for("play.game", game_id=game_id) + "#entry", code=303)
    if loaded.finished or not has_events(loaded.game):
        return '<div id="progress" class="progress"></div>'
    form = live_form(loaded)
    return render_template("play/_progress.html", **page_context(loaded, form), poll=True)
