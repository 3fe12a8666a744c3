"""Any game's entry schema as a phone form, and the live pad of its in-deal events.

The widgets are built by walking the schema (``compagnon.rules.schema``):
this module knows the kinds of values, never a game. Input names are the
paths of the values (``trick_points.Bea``, ``bets[2].action``), so a refusal
lands next to the input it names. Submitted forms are read back by the
schema's own reader (:func:`compagnon.rules.schema.from_form`).

A field whose condition (``when``) does not hold for what is typed so far is
not shown, but what was typed in it travels on as hidden inputs: nothing the
table entered is lost.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..rules import Game, Message, Problem, render
from ..rules import schema as s
from ..rules.core import Fact, GameState, ScoreLine
from ..rules.decks import Card, Suit, dump_card, trump
from ..rules.jsonvalue import read_integer, unsafe
from ..rules.messages import card_name, colon, has, language, msg, rank_letter, template
from ..rules.pad import LivePad, PadButton, PadRow

__all__ = ["EntryView", "Pad", "Widget", "apply_row_action", "build", "event_from_button", "mark_expected", "pad"]


@dataclass
class Choice:
    value: str
    label: str
    css: str = ""


@dataclass
class Widget:
    """One thing the form draws: an input, a group of choices, or a
    fieldset of other widgets."""

    kind: str  # int bool choice card text record map list tagged oneof hidden
    name: str
    id: str
    label: str
    help: str = ""
    rule: str | None = None
    required: bool = False
    group: str = "main"
    errors: list[str] = field(default_factory=list)
    value: str = ""
    choices: list[Choice] = field(default_factory=list)
    children: list[Widget] = field(default_factory=list)
    attrs: dict[str, Any] = field(default_factory=dict)
    autofocus: bool = False

    @property
    def filled(self) -> bool:
        """Something was entered or refused here: a folded group opens."""
        chosen = self.value and self.value not in ("off", "false", "") and self.value != self.attrs.get("default")
        if self.errors or chosen or self.attrs.get("ticked"):
            return True
        if self.kind == "list" and self.attrs.get("rows"):  # rows were added: keep the group open
            return True
        return any(child.filled for child in self.children)

    @property
    def radios(self) -> bool:
        """Pills, one tap each, up to seven choices, or eight short ones (Tarot 4 saisons' bids), or ten
        kinds of a row with their points (Bernicle's combinations); a list beyond."""
        kinds = bool(self.attrs.get("kinds"))
        short = all(len(c.label) <= (24 if kinds else 16) for c in self.choices)
        return len(self.choices) <= 7 or (short and len(self.choices) <= (10 if kinds else 8))

    def walk(self) -> Iterable[Widget]:
        yield self
        for child in self.children:
            yield from child.walk()


@dataclass
class EntryView:
    """The whole form: its widgets, and the refusals as a list to show first."""

    widgets: list[Widget]
    summary: list[tuple[str, str]]  # (text, id of the input to go to)
    general: list[str]

    @property
    def main(self) -> list[Widget]:
        return [w for w in self.widgets if w.group != "more"]

    @property
    def more(self) -> list[Widget]:
        return [w for w in self.widgets if w.group == "more"]

    def find(self, name: str) -> Widget | None:
        for top in self.widgets:
            for w in top.walk():
                if w.name == name:
                    return w
        return None


def _html_id(name: str, taken: dict[str, int]) -> str:
    base = "f-" + (re.sub(r"[^A-Za-z0-9_-]+", "-", name).strip("-") or "entry")
    n = taken.get(base, 0)
    taken[base] = n + 1
    return base if n == 0 else f"{base}-{n + 1}"


class _Builder:
    def __init__(self, game: Game[Any], form: s.FormData, raw: Mapping[str, Any], problems: Sequence[Problem],
                 prefix: str = "entry", lang: str | None = None) -> None:
        self.game = game
        self.ns = game.slug
        self.form = form
        self.raw = raw
        self.prefix = prefix
        self.lang = lang
        #: the players in the order they speak in a new deal (rows of turns are filled so)
        self.speaking_order: tuple[str, ...] = ()
        self.ids: dict[str, int] = {}
        self.errors: dict[str, list[str]] = {}
        for p in problems:
            self.errors.setdefault(p.path, []).append(self.text_of(p))
        self.claimed: set[str] = set()
        self.reader = s.Reader(self.ns, game.players, game, prefix)
        self.root = ""
        #: inside an optional record (a fault): its required choices can
        #: still be undone, to leave the whole record out
        self.clearable = 0
        #: drawing a list's blank row (no blank row of a list inside it)
        self.blank = False
        #: the players a free-text ``player`` is chosen among (none: typed)
        self.names: Sequence[str] = ()

    def text_of(self, problem: Problem) -> str:
        text = render(problem.message, self.lang)
        if problem.rule and problem.rule not in text:
            text += f" ({problem.rule})"
        return text

    def t(self, message: Message | None) -> str:
        return render(message, self.lang) if message is not None else ""

    # -- values as typed --------------------------------------------------------------

    def typed(self, name: str) -> str:
        values = [v.strip() for v in self.form.getlist(name) if v.strip()]
        return values[-1] if values else ""

    def under(self, name: str) -> list[tuple[str, str]]:
        """Every input of the submitted form at ``name`` or below it."""
        names = self.form.names() if isinstance(self.form, s.Form) else []
        out = []
        for key in names:
            if key == name or key.startswith((f"{name}.", f"{name}[", f"{name}#", f"{name}~")):
                out += [(key, v) for v in self.form.getlist(key)]
        return out

    # -- labels ----------------------------------------------------------------------------

    def label(self, parts: Sequence[str], explicit: str | None = None) -> str:
        return self.t(s.field_label(self.ns, parts, explicit, self.prefix))

    def help(self, parts: Sequence[str], explicit: str | None = None) -> str:
        key = explicit or f"{self.ns}.{self.prefix}.{'.'.join(parts)}.help"
        return self.t(msg(key)) if has(key) else ""

    def choice_label(self, kind: s.Choice, parts: Sequence[str], value: Any) -> str:
        text = self.t(kind.label(self.ns, parts, value, self.prefix))
        if isinstance(value, Suit):
            return f"{value.symbol} {text[:1].upper()}{text[1:]}"
        return text

    def new(self, kind: str, name: str, label: str, **more: Any) -> Widget:
        w = Widget(kind=kind, name=name, id=_html_id(name, self.ids), label=label, **more)
        if name in self.errors:
            w.errors = list(self.errors[name])
            self.claimed.add(name)
        return w

    # -- kinds ------------------------------------------------------------------------------

    def record(self, record: s.Record, name: str, parts: tuple[str, ...], raw: Any) -> list[Widget]:
        raw = raw if isinstance(raw, Mapping) else {}
        scope_values = {f.name: raw.get(f.name, f.default) for f in record.fields}
        depended = {dep for f in record.fields for dep in (*(f.when.fields if f.when else ()), *f.needs)}
        self.reader.scopes.append(scope_values)
        try:
            out = []
            for f in record.shown:
                child_name = f"{name}.{f.name}" if name else f.name
                if not self._active(f):
                    # an empty slot keeps its place: a tap that makes the field
                    # apply fills it in without redrawing the rest of the form
                    w = self.new("hidden", child_name, "", attrs={"pairs": self.under(child_name)})
                else:
                    optional_group = not f.required and isinstance(f.kind, (s.Record, s.Tagged))
                    self.clearable += optional_group
                    try:
                        w = self.kind(f.kind, child_name, parts + (f.name,), raw.get(f.name), f)
                    finally:
                        self.clearable -= optional_group
                if f.same_as is not None and w.kind == "choice":  # chosen on the phone (static/app.js, follow)
                    def named(field: str) -> str:
                        return f"{name}.{field}" if name else field
                    w.attrs["same_as"] = {"field": named(f.same_as[0]),
                                          "when": {named(k): list(v) for k, v in f.same_as[1].items()}}
                if f.when is not None or f.needs:
                    w.attrs["slot"] = True
                if f.name in depended:
                    w.attrs["refresh"] = True
                out.append(w)
            return out
        finally:
            self.reader.scopes.pop()

    def _active(self, f: s.Field) -> bool:
        if f.when is None:
            return True
        try:
            return f.when.test(self.reader.scope)
        except Exception:  # noqa: BLE001 - a condition on half-typed values: show the field
            return True

    def kind(self, kind: s.Kind, name: str, parts: tuple[str, ...], raw: Any, f: s.Field | None = None,
             label: str | None = None) -> Widget:
        text = label if label is not None else self.label(parts, f.label if f else None)
        common: dict[str, Any] = {}
        if f is not None:
            common = {"help": self.help(parts, f.help), "rule": f.rule, "required": f.required, "group": f.group}
        if isinstance(kind, s.Int):
            # a number that may be negative: the full keyboard has the minus that many phones' numeric keypads lack
            signed = kind.min is None or kind.min < 0
            return self.new("int", name, text, value=self.typed(name), attrs={
                "inputmode": "text" if signed else "numeric", "min": kind.min, "max": kind.max, "step": kind.step},
                **common)
        if isinstance(kind, s.Bool):
            if f is not None and (f.default is True or f.required):  # a box cannot say "no": ask yes or no
                choices = [Choice("true", self.t(msg("common.yes"))), Choice("false", self.t(msg("common.no")))]
                return self._choice(name, text, choices, f, common)
            return self.new("bool", name, text, value=self.typed(name), **common)
        if isinstance(kind, s.Choice):
            choices = [Choice(str(s._plain(v)), self.choice_label(kind, parts, v), _css(v)) for v in kind.offered]
            return self._choice(name, text, choices, f, common)
        if isinstance(kind, s.Player):
            players = list(self.game.players)
            if kind.among is not None:
                try:
                    allowed = kind.among(self.reader.scope)
                except Exception:  # noqa: BLE001
                    allowed = None
                if allowed is not None:
                    players = [p for p in players if p in set(allowed)] or players
            return self._choice(name, text, [Choice(p, p) for p in players], f, common)
        if isinstance(kind, s.Text) and self.names and parts[-1:] == ("player",):
            # a player named in free text (the referee's « Qui joue »): the table's players, when known
            return self._choice(name, text, [Choice(p, p) for p in self.names], f, common)
        if isinstance(kind, s.Text):
            return self.new("text", name, text, value=self.typed(name), attrs={"maxlength": kind.max_length},
                            **common)
        if isinstance(kind, s.CardKind):
            return self.card(kind, name, text, common)
        if isinstance(kind, s.Record):
            w = self.new("record", name, text, **common)
            w.children = self.record(kind, name, parts, raw)
            return w
        if isinstance(kind, s.PlayerMap):
            return self.player_map(kind, name, parts, raw, text, common)
        if isinstance(kind, s.ListOf):
            return self.list_of(kind, name, parts, raw, text, common)
        if isinstance(kind, s.Tagged):
            return self.tagged(kind, name, parts, raw, text, common)
        if isinstance(kind, s.OneOf):
            return self.one_of(kind, name, parts, raw, text, common)
        raise TypeError(f"no widget for {kind!r}")

    def _choice(self, name: str, text: str, choices: list[Choice], f: s.Field | None,
                common: dict[str, Any]) -> Widget:
        nullable = bool(f and f.nullable)
        # a choice can be undone unless it is required (a row is taken away
        # whole), but a required field of an optional fault must still be
        # clearable; nor when a default applies anyway (a house rule)
        top_required = bool(f and f.required and not self.clearable)
        default = None
        if f is not None and f.default is not None:
            default = ("true" if f.default else "false") if isinstance(f.default, bool) else str(s._plain(f.default))
        value = self.typed(name) or default or ""
        # the default shows as chosen, and does not count as something entered
        return self.new("choice", name, text, value=value, choices=choices,
                        attrs={"nullable": nullable, "optional": not (top_required or default is not None),
                               "default": default}, **common)

    def card(self, kind: s.CardKind, name: str, text: str, common: dict[str, Any]) -> Widget:
        """One card: the cards the field accepts as a grid of radios, one tap each."""
        value = s.card_code(kind.from_form(self.form, name, s.At(name), self.reader)) or ""
        return self.new("card", name, text, value=value, attrs={"rows": self.deck_rows(kind)}, **common)

    def deck_rows(self, kind: s.CardKind) -> list[dict[str, Any]]:
        """Exactly the cards ``kind`` accepts, a row per suit, then the atouts
        (a tarot's, Démons' 1 to 5, Bridgette's Grand Colon) and the Excuse
        or jokers: each cell its form code, the rank shown, the card's name
        for a screen reader, and how many copies the deck holds."""
        deck = kind.deck
        rows: list[dict[str, Any]] = []
        for suit in deck.suits:
            cells = []
            for rank in kind.suit_ranks():
                card = Card(rank, suit)
                copies = deck.copies_of(card)
                if copies:
                    cells.append({"code": f"{rank}:{suit.value}", "short": render(rank_letter(rank), self.lang),
                                  "copies": copies,
                                  "spoken": self.t(msg("cards.spoken", rank=msg(f"cards.rank.{rank}"),
                                                       suit=msg(f"cards.suit.{suit.value}")))})
            if cells:
                rows.append({"symbol": suit.symbol, "red": suit.red, "cells": cells})
        if kind.specials and deck.trumps:
            rows.append({"symbol": "★", "red": False, "cells": [
                {"code": f"atout:{n}", "copies": 1, "spoken": self.t(msg(deck.trump_name, n=n)),
                 # on the card's corner: its number, or as the game writes it short (Démons' « D3 »)
                 "short": self.t(msg(f"{deck.trump_name}.short", n=n)) if has(f"{deck.trump_name}.short") else str(n)}
                for n in range(1, deck.trumps + 1)]})
        words = [(code, deck.jokers if code == "joker" else 1) for code, on in
                 (("excuse", deck.excuse), ("joker", deck.jokers)) if on]
        if kind.specials and words:
            rows.append({"symbol": "", "red": False, "cells": [
                {"code": code, "short": self.t(msg(f"cards.special.{code}")), "copies": copies, "wide": True,
                 "spoken": self.t(msg(f"cards.special.{code}"))} for code, copies in words]})
        if kind.only is not None:  # the few cards that can be meant (Reversis' Aces and Quinola)
            meant = {s.card_code(dump_card(card)) for card in kind.only}
            rows = [{**row, "cells": cells} for row in rows
                    if (cells := [cell for cell in row["cells"] if cell["code"] in meant])]
        return rows

    def card_grid(self, kind: s.ListOf, name: str, text: str, common: dict[str, Any]) -> Widget:
        """The cards to tick, a box per copy (a cell with a count when a card
        comes more than twice: Bésigue's packs); for a list in order (a main
        turned card by card), the order of the taps is kept (static/app.js)."""
        item = kind.item
        assert isinstance(item, s.CardKind)
        ticked = [v.strip() for v in self.form.getlist(name) if v.strip()]
        rows = self.deck_rows(item)
        for row in rows:
            for cell in row["cells"]:
                # each copy ticked, with its place in the order the cards were given
                places = [i + 1 for i, code in enumerate(ticked) if code == cell["code"]]
                cell["boxes"] = [places[i] if i < len(places) else 0 for i in range(cell["copies"])]
        w = self.new("cardgrid", name, text, attrs={"rows": rows, "count": len(ticked), "min": kind.min,
                                                    "ticked": ticked, "ordered": kind.ordered}, **common)
        return w

    def player_map(self, kind: s.PlayerMap, name: str, parts: tuple[str, ...], raw: Any, text: str,
                   common: dict[str, Any]) -> Widget:
        players = list(self.game.players)
        if kind.keys is not None:
            try:
                concerned = kind.keys(self.reader.scope)
            except Exception:  # noqa: BLE001
                concerned = None
            if concerned is not None:
                players = [p for p in players if p in set(concerned)]
        w = self.new("map", name, text, **common)
        raw = raw if isinstance(raw, Mapping) else {}
        for player in players:
            child = self.kind(kind.value, f"{name}.{player}", parts, raw.get(player), None, label=player)
            child.attrs["player"] = player
            w.children.append(child)
        if kind.total is not None:
            w.attrs["total"] = kind.total
        if kind.less is not None:  # the total less the cards of a field beside it, for static/app.js
            field_name, values = kind.less
            w.attrs["less"] = {"field": f"{name.rsplit('.', 1)[0]}.{field_name}" if "." in name else field_name,
                               "values": dict(values)}
        return w

    def list_of(self, kind: s.ListOf, name: str, parts: tuple[str, ...], raw: Any, text: str,
                common: dict[str, Any]) -> Widget:
        if kind.card_grid:
            return self.card_grid(kind, name, text, common)
        if kind.multi:
            if isinstance(kind.item, s.Choice):
                item = kind.item
                choices = [Choice(str(s._plain(v)), self.choice_label(item, parts, v), _css(v))
                           for v in item.values]
            else:
                choices = [Choice(p, p) for p in self.game.players]
            ticked = [v.strip() for v in self.form.getlist(name) if v.strip()]
            return self.new("multi", name, text, choices=choices, attrs={"ticked": ticked}, **common)
        w = self.new("list", name, text, **common)
        items = raw if isinstance(raw, list) else []
        # the rows drawn are the form's, empty ones included (one just
        # added); each row's values, for its conditions, are read from it
        from_form = bool(self.form.getlist(f"{name}#"))
        count = kind.rows(self.form, name) if from_form else len(items)
        order = self.speaking_order if kind.turns else ()
        if order and not from_form and not items:
            count = len(order)  # everyone speaks at least once
        for i in range(count):
            row_name = f"{name}[{i}]"
            if from_form:
                row_raw = kind.item.from_form(self.form, row_name, s.At(row_name), self.reader)
                row_raw = None if row_raw is s.MISSING else row_raw
            else:
                row_raw = items[i] if i < len(items) else None
            child = self.kind(kind.item, row_name, parts, row_raw, None,
                              label=self.t(msg("schema.where.item", n=i + 1)))
            child.attrs["row"] = i
            if order:
                whose = next((c for c in child.children if c.name == f"{row_name}.{kind.turns}"), None)
                if whose is not None and not whose.value:
                    whose.value = order[i % len(order)]
            w.children.append(child)
        # « Aucune pour l'instant » under « Les fautes »: the label's gender, declared beside it
        gender = f"{s.field_label(self.ns, parts, None, self.prefix).id}.gender"
        w.attrs = {"rows": count, "can_add": kind.max is None or count < kind.max,
                   "item_kind": type(kind.item).__name__, "feminine": template(gender, "fr") == "f",
                   "max": kind.max}
        if not self.blank:
            # a blank row, its index and number left to fill in, that a phone adds without asking the server
            self.blank = True
            try:
                blank = self.kind(kind.item, f"{name}[{BLANK_INDEX}]", parts, None, None,
                                  label=self.t(msg("schema.where.item", n=BLANK_NUMBER)))
            finally:
                self.blank = False
            blank.attrs["row"] = BLANK_INDEX
            w.attrs["blank"] = blank
            w.attrs["starts_with"] = _row_start(blank)
        return w

    def tagged(self, kind: s.Tagged, name: str, parts: tuple[str, ...], raw: Any, text: str,
               common: dict[str, Any]) -> Widget:
        tag_name = f"{name}.{kind.tag}" if name else kind.tag
        choices = [Choice(str(s._plain(v)), self.t(kind.choice.label(self.ns, parts + (kind.tag,), v, self.prefix)))
                   for v in kind.variants]
        w = self.new("tagged", name, text, **common)
        w.attrs["slot"] = True  # its fields follow its kind
        tag = self.new("choice", tag_name, self.label(parts + (kind.tag,)), value=self.typed(tag_name),
                       choices=choices, attrs={"optional": False, "refresh": True, "kinds": True})
        w.children.append(tag)
        raw = raw if isinstance(raw, Mapping) else {}
        # every kind's fields are drawn, those of the other kinds hidden: a tap on a kind shows its
        # fields at once, offline too (static/app.js). A field two kinds share (a marriage's suit and a
        # family's) is drawn once, with each kind's help; two kinds with a field of the same name drawn
        # differently (Bernicle's fault: a defender's player is required) would give two inputs one
        # name: then only the chosen kind's fields are drawn, the others' coming with the server's redraw.
        ids = dict(self.ids)
        drawn: dict[str, Widget] = {}
        helps: dict[str, dict[str, list[str]]] = {}  # a field's help, the kinds it is theirs
        taken = dict(ids)  # the ids every kind took, for the fields drawn after this one
        for value, record in kind.variants.items():
            self.ids = dict(ids)  # each kind from the same ids: a field shared by two kinds has one id
            plain = str(s._plain(value))
            for child in self.record(record, name, parts + (plain,), raw):
                first = drawn.setdefault(child.name, child)
                if first is not child and _but_help(first) != _but_help(child):
                    self.ids = ids
                    for chosen, own in kind.variants.items():
                        if str(s._plain(chosen)) == tag.value:
                            w.children += self.record(own, name, parts + (tag.value,), raw)
                    return w
                first.attrs.setdefault("tags", []).append(plain)
                helps.setdefault(child.name, {}).setdefault(child.help, []).append(plain)
            taken |= {base: max(n, taken.get(base, 0)) for base, n in self.ids.items()}
        self.ids = taken
        for child in drawn.values():
            child.attrs["shown"] = tag.value in child.attrs["tags"]
            if len(helps[child.name]) > 1:  # each kind's own help, shown with it
                child.attrs.update(helps=list(helps[child.name].items()), chosen=tag.value)
        w.children += drawn.values()
        return w

    def one_of(self, kind: s.OneOf, name: str, parts: tuple[str, ...], raw: Any, text: str,
               common: dict[str, Any]) -> Widget:
        w = self.new("oneof", name, text, **common)
        chosen = self.typed(f"{name}~")
        picked = kind.pick(raw) if raw is not None else None
        index = kind.alternatives.index(picked) if picked is not None else (int(chosen) if chosen.isdigit() else 0)
        options = []
        for i, alternative in enumerate(kind.alternatives):
            alt_label = self.t(msg(f"schema.kind.{type(alternative).__name__.lower()}")) \
                if has(f"schema.kind.{type(alternative).__name__.lower()}") else str(i + 1)
            if isinstance(alternative, s.Choice) and len(alternative.values) == 1:
                alt_label = self.t(alternative.label(self.ns, parts, alternative.values[0]))
            # the game may name an alternative: ``<ns>.entry.<path>.alt<i>`` (« Au pli n° »)
            paths = [parts, (*parts[:-2], parts[-1])] if len(parts) > 2 else [parts]
            named = [key for path in paths if has(key := f"{self.ns}.{self.prefix}.{'.'.join(path)}.alt{i}")]
            if named:
                alt_label = self.t(msg(named[0]))
            options.append(Choice(str(i), alt_label))
            if isinstance(alternative, s.Choice) and len(alternative.values) == 1:
                continue  # its pill is its value: nothing more to tap
            # every alternative is drawn, the one not chosen hidden: choosing another shows its fields at once
            child = self.kind(alternative, f"{name}~{i}", parts, raw if i == index else None, None, label=alt_label)
            child.attrs["alt"] = str(i)
            w.children.append(child)
        w.attrs = {"alternatives": options, "chosen": str(index)}
        return w


def _but_help(w: Widget) -> Widget:
    """A field as two kinds of a row draw it, whatever its help says (its help is each kind's own)."""
    return replace(w, help="", attrs={k: v for k, v in w.attrs.items() if k != "tags"})


#: what static/app.js puts in a blank row's names and labels: the row's index, and its number
BLANK_INDEX, BLANK_NUMBER = "__i__", "__n__"


def _row_start(row: Widget) -> Widget | None:
    """What a list's rows begin with, when one tap on it can begin a row: a card (Reversis' events), or a
    short choice drawn as pills (a combination's kind, a fault's player, a counter's phase). The list
    draws it under its rows, where a tap adds the row with it chosen (static/app.js); the row's other
    fields then come as when its first was tapped in the row."""
    first = row if row.kind in ("card", "cardgrid", "choice") else next(iter(row.children), None)
    if first is None or first.kind not in ("card", "cardgrid", "choice"):
        return None
    return first if first.kind != "choice" or first.radios else None


def _css(value: Any) -> str:
    if isinstance(value, Suit) or value in ("coeur", "carreau", "pique", "trefle"):
        return "suit red" if value in ("coeur", "carreau") else "suit"
    return ""


def build(game: Game[Any], record: s.Record, form: s.FormData, raw: Mapping[str, Any],
          problems: Sequence[Problem], *, prefix: str = "entry", root: str = "", lang: str | None = None,
          names: Sequence[str] = (), first_to_speak: str | None = None) -> EntryView:
    """The widgets of ``record`` showing what ``form`` holds (``raw``: the same
    read as JSON, for the conditions), with each problem next to its input.
    ``root`` prefixes the input names (``option.`` for house rules); ``names``:
    the players a ``player`` typed as text is chosen among;
    ``first_to_speak``: in a new deal, the rows that go round the table
    (:attr:`ListOf.turns`) start with him."""
    b = _Builder(game, form, raw, problems, prefix, lang)
    b.names = names
    b.root = root
    if first_to_speak in game.players:
        start = game.players.index(first_to_speak)
        b.speaking_order = tuple(game.players[(start + i) % len(game.players)] for i in range(len(game.players)))
    widgets = b.record(record, root, (), raw)
    view = EntryView(widgets, [], [])
    # refusals no widget claimed go to the nearest enclosing widget, or above the form
    for path, texts in b.errors.items():
        if path in b.claimed:
            continue
        owner = None
        probe = path
        while probe and owner is None:
            probe = re.sub(r"(\.[^.\[]*|\[\d+\])$", "", probe) if re.search(r"(\.[^.\[]*|\[\d+\])$", probe) else ""
            owner = view.find(probe) if probe else None
        if owner is not None and owner.kind != "hidden":
            owner.errors += texts
        else:
            view.general += texts
    first = True
    for top in widgets:
        for w in top.walk():
            if w.errors:
                # a group's refusal leads to its first input
                target = next((x for x in w.walk() if x.kind in INPUTS), w)
                view.summary += [(text, target.id) for text in w.errors]
                if first:
                    target.autofocus = True
                    first = False
    return view


#: the widgets drawn as one input (or one group of radios or boxes)
INPUTS = frozenset({"int", "bool", "choice", "card", "text", "multi"})


def mark_expected(view: EntryView, name: str, value: str, words: str) -> None:
    """The value an optional choice takes when it is left empty (the dealer
    whose turn it is): its own pill stands for the empty choice and says so
    in ``words`` (« Ana (à son tour) »), one pill per value, none for « — »."""
    for top in view.widgets:
        for w in top.walk():
            if w.name == name and w.kind == "choice" and w.attrs.get("optional") \
                    and value in {c.value for c in w.choices}:
                w.attrs.update(expected=value, empty=words)


def card_rows(game: Game[Any], kind: s.CardKind, lang: str | None = None) -> list[dict[str, Any]]:
    """The cards ``kind`` accepts, row by row, as a form's grid draws them."""
    return _Builder(game, s.Form(), {}, [], lang=lang).deck_rows(kind)


def layout(view: EntryView) -> list[tuple[Any, ...]]:
    """Which fields a form holds, whatever is typed in them: their names,
    kinds and choices, row after row."""

    def fields(w: Widget) -> tuple[Any, ...]:
        return (w.name, w.kind, tuple(c.value for c in w.choices), tuple(fields(c) for c in w.children))

    return [fields(w) for w in view.widgets]


def slots(view: EntryView) -> list[Widget]:
    """The outermost widgets that depend on other values: what a tap on a
    choice redraws, out of band, leaving every other input as it is."""
    found: list[Widget] = []

    def visit(w: Widget) -> None:
        if w.attrs.get("slot"):
            found.append(w)
            return
        for child in w.children:
            visit(child)

    for top in view.widgets:
        visit(top)
    return found


# --------------------------------------------------------------------- list rows

def _row_of(name: str, rows: str) -> tuple[int, str] | None:
    """``(i, rest)`` when input ``name`` belongs to row ``i`` of list ``rows``."""
    if not name.startswith(rows + "["):
        return None
    digits, bracket, rest = name[len(rows) + 1:].partition("]")
    if not bracket or not digits.isdigit() or (rest and rest[0] not in ".["):
        return None
    return int(digits), rest


def apply_row_action(form: s.Form, action: str) -> s.Form:
    """``add:<list>`` draws one more row, ``remove:<list>[i]`` takes row i
    away and moves the following ones up; anything else leaves the form as
    it is. Rows are the form's, empty ones included: a row added and not
    yet filled stays on screen."""
    verb, _, path = action.partition(":")
    pairs = form.items()
    if verb == "add" and path:
        drawn = max([int(v) for v in form.getlist(f"{path}#") if v.isdigit()] or [0])
        used = [row[0] + 1 for name, _ in pairs if (row := _row_of(name, path))]
        count = max([drawn, *used])
        return s.Form([*((k, v) for k, v in pairs if k != f"{path}#"), (f"{path}#", str(min(count + 1, 60)))])
    if verb == "remove" and path.endswith("]") and "[" in path:
        rows, _, index = path[:-1].rpartition("[")
        if not index.isdigit():
            return form
        gone = int(index)
        out: list[tuple[str, str]] = []
        for name, value in pairs:
            row = _row_of(name, rows)
            if name == f"{rows}#":
                value = str(max(0, int(value) - 1)) if value.isdigit() else value
            elif row is not None:
                i, rest = row
                if i == gone:
                    continue
                if i > gone:
                    name = f"{rows}[{i - 1}]{rest}"
            out.append((name, value))
        return s.Form(out)
    return form


# --------------------------------------------------------------------- the live pad

@dataclass
class Pad:
    """One-tap buttons for the events of a deal entered while it is played:
    rows of buttons, the rare ones folded; ``who``: a player is chosen once
    above the buttons and given to the events that name one."""

    who: bool
    rows: list[PadRow]
    folded: list[PadRow]

    @staticmethod
    def value(button: PadButton) -> str:
        """What a button posts: its event as JSON (a player to fill in is null)."""
        event = dict(button.event)
        if button.who:
            event["player"] = None
        return json.dumps(event, ensure_ascii=False, separators=(",", ":"))

    @staticmethod
    def note(row: PadRow, button: PadButton, lang: str | None = None) -> str:
        """What a button shows under its label, in small type: its hint (what
        it scores, what the card would do). A hint that repeats the row's
        label (« Mariage pique » under « Mariage ») only names the button for
        a screen reader, and one that is its label again says nothing more:
        neither is shown."""
        if button.hint is None:
            return ""
        hint = render(button.hint, lang)
        heading = render(row.label, lang) if row.label else ""
        names = bool(heading) and heading.casefold() in hint.casefold()
        return "" if names or hint.casefold() == render(button.label, lang).casefold() else hint


@dataclass(frozen=True)
class ListedEvent:
    """One event of the deal in progress as the list shows it: in words,
    with its remove token and the lines it scored (None: not scored yet)."""

    text: str
    token: str
    lines: tuple[ScoreLine, ...] | None
    #: the player the event names: a line scored by another player names him (a fault's points go to the opponent)
    player: str | None = None


@dataclass(frozen=True)
class LiveProgress:
    """The deal in progress as every phone shows it: the game's running
    points and facts (:meth:`~compagnon.rules.core.Game.progress`), the
    events entered, the latest first, and why the rules refuse the deal as
    it stands (``error``)."""

    points: Mapping[str, int]
    lines: tuple[ScoreLine, ...]
    facts: tuple[Fact, ...]
    events: tuple[ListedEvent, ...]
    error: str | None
    count: int


def pad(live: LivePad[Any, Any], state: GameState | None = None, raw: Mapping[str, Any] | None = None) -> Pad | None:
    """The buttons of a game's live pad: its own rows, else one button per
    event of the tagged list it fills, drawn from the schema."""
    rows = live.rows(state, raw or {})
    if rows is None:
        rows = schema_pad(live)
    if rows is None:
        return None
    return Pad(any(b.who for row in rows for b in row.buttons), [r for r in rows if not r.folded],
               [r for r in rows if r.folded])


def schema_pad(live: LivePad[Any, Any]) -> list[PadRow] | None:
    game = live.game
    f = game.entry_schema.field(live.field)
    if f is None or not isinstance(f.kind, s.ListOf) or not isinstance(f.kind.item, s.Tagged):
        return None
    tagged = f.kind.item
    parts = (live.field,)
    ns = game.slug

    def hint_of(parts_: Sequence[str]) -> Message | None:
        key = f"{ns}.entry.{'.'.join(parts_)}.help"
        return msg(key) if has(key) else None

    rows: list[PadRow] = []
    reader = s.Reader(ns, game.players, game)
    for tag, record in tagged.variants.items():
        tag_text = str(s._plain(tag))
        folded = tag in tagged.folded
        tone = "fault" if folded else ""
        who = record.field("player") is not None
        singles: list[PadButton] = []
        choices = [x for x in record.fields if x.required and isinstance(x.kind, s.Choice)]
        base = {tagged.tag: s._plain(tag)}
        if not choices:
            singles.append(PadButton(base, tagged.choice.label(ns, parts + (tagged.tag,), tag),
                                     hint_of(parts + (tag_text,)), who, tone))
        else:
            first = choices[0]
            for value in first.kind.values:  # type: ignore[attr-defined]
                plain = s._plain(value)
                reader.scopes.append({first.name: plain})
                try:
                    rest = [x for x in record.fields if x is not first and x.required
                            and isinstance(x.kind, s.Choice) and (x.when is None or x.when.test(reader.scope))]
                finally:
                    reader.scopes.pop()
                value_parts = parts + (tag_text, first.name)
                label = first.kind.label(ns, value_parts, value)  # type: ignore[attr-defined]
                hint = hint_of((*value_parts, str(plain)))
                if not rest:
                    singles.append(PadButton({**base, first.name: plain}, label, hint, who, tone))
                elif len(rest) == 1:
                    second = rest[0]
                    buttons = []
                    for other in second.kind.values:  # type: ignore[attr-defined]
                        other_plain = s._plain(other)
                        other_label = second.kind.label(ns, parts + (tag_text, second.name), other)  # type: ignore[attr-defined]
                        is_rank = isinstance(second.kind, s.Choice) and second.kind.labels == "cards.rank"
                        shown: Message | str = (other.symbol if isinstance(other, Suit)
                                                else rank_letter(other_plain) if is_rank else str(other_plain))
                        buttons.append(PadButton({**base, first.name: plain, second.name: other_plain}, shown,
                                                 msg("schema.pad.pair", first=label, second=other_label), who,
                                                 "red" if isinstance(other, Suit) and other.red else tone))
                    rows.append(PadRow(label, tuple(buttons), hint, folded))
        if singles:
            rows.append(PadRow("", tuple(singles), None, folded))
    # buttons alone in their row gather in one grid row, in declaration order
    return _gather(rows)


def _gather(rows: list[PadRow]) -> list[PadRow]:
    out: list[PadRow] = []
    for folded in (False, True):
        loose = [b for r in rows if r.folded == folded and r.label == "" for b in r.buttons]
        out += [r for r in rows if r.folded == folded and r.label != ""]
        if loose:
            out.append(PadRow("", tuple(loose), None, folded))
    return out


def event_from_button(game: Game[Any], value: str, who: str | None) -> dict[str, Any] | None:
    """The raw event a pad button posted, with the chosen player where it
    names one (``"player": null``); None when it is not an event at all."""
    try:
        event = json.loads(value[:600], parse_int=read_integer)
    except (ValueError, RecursionError):
        return None
    if unsafe(event) is not None:  # what no store can keep is no event either
        return None
    if not isinstance(event, dict) or not all(isinstance(k, str) for k in event):
        return None
    if "player" in event and event["player"] is None:
        if who:
            event["player"] = who
        else:
            del event["player"]
    return event


def describe_event(live: LivePad[Any, Any], event: Any, lang: str | None = None) -> str:
    """An event in words: its kind, the values it names, and its player (or
    the pad's own words for it)."""
    own = live.describe(event)
    if own is not None:
        return render(own, lang)
    if not isinstance(event, Mapping):
        return str(event)
    game = live.game
    f = game.entry_schema.field(live.field)
    if f is None or not isinstance(f.kind, s.ListOf) or not isinstance(f.kind.item, s.Tagged):
        return ""
    tagged = f.kind.item
    parts = (live.field,)
    tag = next((t for t in tagged.variants if s._plain(t) == event.get(tagged.tag)), None)
    if tag is None:
        return str(event.get(tagged.tag, ""))
    words = []
    record = tagged.variants[tag]
    for x in record.fields:
        if x.name == "player" or x.name not in event or event[x.name] is None:
            continue
        if isinstance(x.kind, s.Choice):
            value = next((v for v in x.kind.values if s._plain(v) == event[x.name]), None)
            if value is not None:
                words.append(render(x.kind.label(game.slug, parts + (str(s._plain(tag)), x.name), value), lang))
    if not words:  # the kind alone says what happened
        words = [render(tagged.choice.label(game.slug, parts + (tagged.tag,), tag), lang)]
    text = " ".join(words)
    player = event.get("player")
    return f"{player}{_colon(lang)}{text}" if isinstance(player, str) else text


def describe_values(game: Game[Any], record: s.Record, raw: Mapping[str, Any], lang: str | None = None) -> str:
    """Saved values as the table says them, for a one-line summary: each
    field drawn as the form would draw it (:func:`build` over
    :func:`~compagnon.rules.schema.to_form`), then read back from its
    widget: a choice's label, oui or non, a card in words, a list item by
    item. What is left at its default goes unsaid; a game may give a field
    a shorter word for the summary (``<slug>.entry.<path>.short``)."""
    form = s.Form((name, value) for name, values in s.to_form(record, raw).items() for value in values)
    view = build(game, record, form, raw, [], lang=lang)
    parts = []
    for w in view.widgets:
        said = _said(game, w, lang) if w.name in raw else None
        if said:
            parts.append(f"{_short(game, w, lang)}{_colon(lang)}{said}")
    return " · ".join(parts)


def _colon(lang: str | None) -> str:
    """« : » as each language writes it: French spaces it, English does not."""
    return colon(lang)


def _short(game: Game[Any], w: Widget, lang: str | None) -> str:
    path = re.sub(r"\[\d+\]", "", w.name)
    key = f"{game.slug}.entry.{path}.short"
    return render(msg(key), lang) if has(key) else w.label


def _card_words(code: str, lang: str | None) -> str:
    """A form's card code as the table says it: « Roi ♠ », « atout 3 », « Excuse »."""
    raw = s.card_from_code(code)
    card: Card | None = None
    if isinstance(raw, int):
        card = trump(raw)
    elif isinstance(raw, str):
        card = Card(raw)
    elif isinstance(raw, Mapping) and raw.get("suit") in {x.value for x in Suit}:
        card = Card(str(raw["rank"]), Suit(str(raw["suit"])))
    return card_name(card, lang) if card is not None else code


def _said(game: Game[Any], w: Widget, lang: str | None) -> str | None:
    """What one widget shows, in words; None when it shows nothing, or only its default."""
    if w.kind in ("int", "text"):
        return w.value or None
    if w.kind == "bool":
        return render(msg("common.yes"), lang) if w.value in ("on", "true") else None
    if w.kind == "choice":
        if not w.value or w.value == w.attrs.get("default"):
            return None
        if w.value == "∅":
            return render(msg("common.nobody"), lang)
        return next((c.label for c in w.choices if c.value == w.value), w.value)
    if w.kind == "card":
        return _card_words(w.value, lang) or None
    if w.kind == "cardgrid":
        return ", ".join(_card_words(code, lang) for code in w.attrs.get("ticked", [])) or None
    if w.kind == "multi":
        ticked = w.attrs.get("ticked", [])
        return ", ".join(c.label for c in w.choices if c.value in ticked) or None
    if w.kind == "list":
        return ", ".join(x for x in (_said(game, c, lang) for c in w.children) if x) or None
    if w.kind == "map":
        return ", ".join(f"{c.label} {x}" for c in w.children if (x := _said(game, c, lang))) or None
    if w.kind in ("record", "tagged", "oneof"):
        # « pile 18 ; estimation 20 »: a box ticked says its label alone
        said = [(c, _said(game, c, lang)) for c in w.children if c.kind != "hidden"]
        semicolon = " ; " if (lang or language()) == "fr" else "; "
        return semicolon.join(_short(game, c, lang) if c.kind == "bool" else f"{_short(game, c, lang)} {x}"
                              for c, x in said if x) or None
    return None
