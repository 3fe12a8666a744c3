"""Score sheets as PDF: the same HTML as the app, with print CSS, through WeasyPrint.

Two kinds of sheet, both drawn from what each game declares (nothing here
names a game):

* the **filled sheet** of a game: a row per deal with what matters of its
  entry (the ``columns`` of its :class:`~compagnon.rules.layout.SheetSpec`,
  found with :func:`~compagnon.rules.registry.sheet_spec`), each player's
  change and running total, the facts noted where they change (``facts``),
  the final state, the result, and an appendix with every score line and
  its article;
* the **blank pad**: the columns a table fills with a pencil
  (``handwritten``), enough rows for a typical game on one page, boxes for
  what the game remembers from deal to deal (``boxes``) and the scoring
  reminders in the bottom margin.

A rendered PDF is cached per (game, revision, size, sheet), a pad by what it
draws; at most one PDF renders per CPU core at a time (:func:`render_pdf`),
in a renderer process bounded in time and memory, and one sheet prints at
most :data:`SHEET_DEALS` deals.
"""

from __future__ import annotations

import atexit
import gc
import hashlib
import math
import os
import tempfile
import threading
import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from cachetools import LRUCache
from flask import render_template
from flask_babel import gettext as _

from .rules import Game, Message, Replay, msg, new_game, playable, render, schema
from .rules.core import DealDetails, Fact, FactKind, ScoreLine
from .rules.decks import Card, Suit
from .rules.layout import PadColumn
from .rules.messages import card_name, colon, has, number, show, signed
from .rules.registry import sheet_spec

STATIC = Path(__file__).resolve().parent.parent / "static"

#: paper sizes: width, height, and the printable width and height (mm) once
#: the margins of static/sheet.css are taken off
SIZES: Mapping[str, tuple[float, float]] = {"A4": (186.0, 267.0), "A5": (132.0, 186.0)}
#: what shrinks on A5: fonts and the rows of a pad
A5_SCALE = 0.8


def paper(size: str | None) -> str:
    """``A4`` or ``A5`` (anything else is A4)."""
    text = (size or "").strip().upper()
    return text if text in SIZES else "A4"


# --------------------------------------------------------------------- words

def words(value: Any) -> str:
    if isinstance(value, Message):
        return render(value)
    return show(value)


def house_rules(game: Game[Any]) -> list[tuple[str, str]]:
    """The game's options as a person reads them: label and chosen value."""
    shown = []
    for f in game.options_schema.fields:
        value = game.options.get(f.name)
        label = render(schema.field_label(game.slug, (f.name,), None, "option"))
        if isinstance(f.kind, schema.Choice) and value is not None:
            text = render(f.kind.label(game.slug, (f.name,), value, "option"))
        else:
            text = show(value)
        shown.append((label, text))
    return shown


def thresholds(game: Game[Any]) -> list[tuple[str, str]]:
    """The game's thresholds at the start (goal, Rubicon, bar): label and value."""
    return [(render(f.label), words(f.value)) for f in game.facts(game.new_state())
            if f.kind is FactKind.THRESHOLD and not isinstance(f.value, Mapping)]


def value_text(game: Game[Any], kind: schema.Kind | None, parts: tuple[str, ...], value: Any) -> str:
    """An entry value as it is written on paper: choice labels, cards in
    French (« Roi ♠ »), suits as symbols, short joins for lists and records."""
    if value is None or (isinstance(value, (list, tuple, dict)) and not value):
        return ""
    if isinstance(value, bool):
        return "✓" if value else ""
    if isinstance(value, Suit):
        return value.symbol
    if isinstance(value, Card):
        return card_name(value)
    if isinstance(kind, schema.OneOf):
        kind = next((a for a in kind.alternatives if _fits(a, value)), None)
    if isinstance(kind, schema.Choice):
        return render(kind.label(game.slug, parts, value))
    if isinstance(kind, schema.ListOf):
        items = [value_text(game, kind.item, parts, v) for v in value]
        joiner = " " if all(isinstance(v, Suit) for v in value) else ", "
        return joiner.join(i for i in items if i)
    if isinstance(kind, schema.PlayerMap) and isinstance(value, Mapping):
        return ", ".join(f"{p} {value_text(game, kind.value, parts, v)}" for p, v in value.items()
                         if value_text(game, kind.value, parts, v))
    if isinstance(kind, schema.Tagged) and isinstance(value, Mapping):
        tag = value.get(kind.tag)
        record = kind.variants.get(tag)
        head = render(kind.choice.label(game.slug, parts + (kind.tag,), tag)) if tag is not None else ""
        rest = _record_text(game, record, parts + (str(schema._plain(tag)),), value) if record else ""
        return " ".join(t for t in (head, rest) if t)
    if isinstance(kind, schema.Record) and isinstance(value, Mapping):
        return _record_text(game, kind, parts, value)
    if isinstance(value, Mapping):
        return ", ".join(f"{k} {value_text(game, None, parts, v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(value_text(game, None, parts, v) for v in value)
    if isinstance(value, int):
        return number(value)
    return words(value)


def _fits(kind: schema.Kind, value: Any) -> bool:
    if isinstance(kind, schema.Choice):
        return any(schema._same(value, v) or value == v for v in kind.values)
    if isinstance(kind, schema.Int):
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(kind, (schema.Record, schema.Tagged, schema.PlayerMap)):
        return isinstance(value, Mapping)
    if isinstance(kind, schema.ListOf):
        return isinstance(value, (list, tuple))
    if isinstance(kind, schema.CardKind):
        return isinstance(value, Card)
    return False


def _record_text(game: Game[Any], record: schema.Record, parts: tuple[str, ...], value: Mapping[str, Any]) -> str:
    """A record in a few words: its values in order, a yes/no as ✓ or ✗."""
    out = []
    for f in record.fields:
        v = value.get(f.name)
        if isinstance(f.kind, schema.Bool):
            text = "" if v is None else ("✓" if v else "✗")
        else:
            text = value_text(game, f.kind, parts + (f.name,), v)
        if text:
            out.append(text)
    return " ".join(out)


# --------------------------------------------------------------------- columns

@dataclass(frozen=True)
class Column:
    """A column of a sheet: an entry field (or ``fact:<key>``, or a pad's
    key), its short heading, whether it sits under each player, and its
    relative width."""

    name: str
    label: str
    per_player: bool
    width: float = 1.0


def _kind_width(kind: schema.Kind) -> float:
    if isinstance(kind, schema.PlayerMap):
        return _kind_width(kind.value)
    if isinstance(kind, schema.ListOf) and isinstance(kind.item, schema.Choice):
        return 1.3
    if isinstance(kind, schema.Bool):
        return 0.7
    if isinstance(kind, schema.Int):
        return 1.0
    if isinstance(kind, (schema.Player, schema.Choice, schema.CardKind)):
        return 1.4
    return 2.2


def _heading(game: Game[Any], key: str, fallback: Message | str) -> str:
    for prefix in ("sheet",):
        if has(f"{game.slug}.{prefix}.{key}"):
            return render(msg(f"{game.slug}.{prefix}.{key}"))
    return render(fallback)


def columns(game: Game[Any]) -> list[Column]:
    """The columns a filled sheet prints (the spec's ``columns``): short
    headings from ``<slug>.sheet.<field>``, else the field's own label;
    ``fact:<key>`` is a fact of the state after each deal."""
    out = []
    start = {f.key: f for f in game.facts(game.new_state())}
    for name in sheet_spec(game).columns:
        if name.startswith("fact:"):
            fact = start.get(name[5:])
            if fact is not None:
                out.append(Column(name, _heading(game, name[5:], fact.label), fact.per_player, 1.0))
            continue
        f = game.entry_schema.field(name)
        if f is None:
            continue
        label = _heading(game, name, schema.field_label(game.slug, (name,), f.label))
        out.append(Column(name, label, isinstance(f.kind, schema.PlayerMap), _kind_width(f.kind)))
    return out


def pad_columns(game: Game[Any]) -> list[Column]:
    """The columns of a blank pad (the spec's ``handwritten``, headings
    ``<slug>.blank.<key>``), else the entry fields of the filled sheet."""
    declared: Sequence[PadColumn] = sheet_spec(game).handwritten
    if not declared:
        return [c for c in columns(game) if not c.name.startswith("fact:")]
    out = []
    for c in declared:
        key = f"{game.slug}.blank.{c.key}"
        label = render(msg(key)) if has(key) else _heading(game, c.key, c.key)
        out.append(Column(c.key, label, c.per_player, c.width))
    return out


def cell(game: Game[Any], name: str, value: Any, details: DealDetails | None = None) -> str:
    """A value of a sheet column (an entry field, or a fact) as it is
    written on paper (the game may say it in its own words: the spec's
    ``cell``, told the ``details`` of the deal as scored)."""
    if value is None or (isinstance(value, (list, tuple, dict)) and not value):
        return ""
    own = sheet_spec(game).cell_for(game, name, value, details)
    if own is not None:
        return words(own)
    if name.startswith("fact:"):
        if isinstance(value, bool):
            return "✓" if value else ""
        return value_text(game, None, (), value)
    f = game.entry_schema.field(name)
    kind = f.kind if f is not None else None
    if isinstance(kind, schema.PlayerMap) and not isinstance(value, Mapping):
        kind = kind.value  # one player's value
    return value_text(game, kind, (name,), value)


# --------------------------------------------------------------------- layout

@dataclass
class Layout:
    """The widths of a table's leaf columns, in percent, and its font size."""

    widths: list[float]
    font: float  # pt
    size: str

    def css(self, row_height: str | None = None) -> str:
        """The stylesheet of this table: its type size, its columns' widths
        and, on a pad, the height of a row."""
        rules = [f"table.scores {{ font-size: {self.font}pt; }}"]
        rules += [f"table.scores col:nth-child({i}) {{ width: {w:.2f}%; }}" for i, w in enumerate(self.widths, 1)]
        if row_height:
            rules.append(f"table.scores.pad tbody td, table.scores.pad tbody th {{ height: {row_height}; }}")
        return "\n".join(rules)


class SheetHtml(str):
    """A sheet's HTML, with the stylesheet computed for it (column widths,
    type size) that WeasyPrint applies after static/sheet.css: never inline,
    so every template keeps to the app's rules (no style attribute or
    element)."""

    css: str

    def __new__(cls, html: str, css: str = "") -> SheetHtml:
        self = super().__new__(cls, html)
        self.css = css
        return self


def layout(weights: Sequence[float], size: str, base: float = 9.0,
           headings: Sequence[str] | None = None, cells: Sequence[Sequence[str]] | None = None) -> Layout:
    """Columns sharing the page width in proportion to their weights; the
    more columns, the smaller the type, so the table always fits the page.
    A column widens to hold the longest word of its heading (``headings``,
    one per column, "" for none) and of its cells (``cells``, the texts of
    each column) when the others can give the room: no word breaks
    (« Surcontré »)."""
    weights = list(weights)
    font = base * (A5_SCALE if size == "A5" else 1.0)
    padding = _PADDING[size]
    for __ in range(3):
        total = sum(weights) or 1.0
        per_unit = SIZES[size][0] / total  # mm for a column of weight 1
        # a column of weight 1 holds « −1200 » (4.5 digits of 0.62 em) beside
        # its padding: the type shrinks until it does
        fitting = (per_unit - 2 * padding) / (4.5 * 0.62 * _PT)
        font = max(5.0, min(base * (A5_SCALE if size == "A5" else 1.0), fitting))
        if not headings:
            break
        wider = False
        for i, heading in enumerate(headings):
            longest = max((len(w) for w in heading.split()), default=0)
            # a bold heading at 0.82 of the type: ~0.7 em a letter
            needed = (longest * 0.7 * 0.82 * font * _PT + 2 * padding) / per_unit
            if cells is not None and i < len(cells):
                # a cell's word in the type itself: ~0.62 em a letter
                word = max((len(w) for text in cells[i] for w in text.split()), default=0)
                needed = max(needed, (word * 0.62 * font * _PT + 2 * padding) / per_unit)
            if needed > weights[i] * 1.02 and needed < 3 * weights[i]:
                weights[i] = needed
                wider = True
        if not wider:
            break
    total = sum(weights) or 1.0
    return Layout([100.0 * w / total for w in weights], round(font, 1), size)


def number_width(figures: Sequence[int]) -> float:
    """The weight of a column of scores, in bold: a column of weight 1 holds
    4.5 × 0.62 em (see :func:`layout`); a bold digit takes 0.7 em, a sign 0.84."""
    digits = max((len(str(abs(n))) for n in figures), default=3)
    return max(1.05, (0.84 + 0.7 * digits + 0.2) / (4.5 * 0.62))


_PT = 25.4 / 72  # mm
_PADDING = {"A4": 1.0, "A5": 0.5}  # mm, each side of a cell (static/sheet.css)


# --------------------------------------------------------------------- filled sheet

@dataclass
class Row:
    """One deal on the filled sheet."""

    number: int
    dealer: str
    cells: list[str]
    summary: str
    notes: list[str]
    players: list[PlayerCells]


@dataclass
class PlayerCells:
    cells: list[str]
    delta: str
    total: str


def _fact_map(game: Game[Any], state: Any) -> dict[str, Any]:
    return {f.key: f for f in game.facts(state)}


def _fact_note(game: Game[Any], fact: Fact, value: Any) -> str:
    label = _heading(game, fact.key, fact.label)
    if value is None or value is False:
        return ""
    if value is True:
        return label
    if fact.kind is FactKind.COUNTER and fact.limit is not None and isinstance(value, int):
        return f"{label} {number(value)}/{fact.limit}"
    if fact.kind is FactKind.LIST:
        return f"{label}{colon()}{', '.join(words(v) for v in value)}" if value else ""
    return f"{label} {value_text(game, None, (), value)}"


def rows(result: Replay[Any], start: int = 0, stop: int | None = None) -> list[Row]:
    """The rows of the deals ``result.deals[start:stop]``, their facts noted
    where they change since the deal before."""
    game = result.game
    cols = columns(game)
    deal_cols = [c for c in cols if not c.per_player]
    player_cols = [c for c in cols if c.per_player]
    out = []
    before = _fact_map(game, game.new_state())
    for earlier in reversed(result.deals[:start]):
        if earlier.state is not None:
            before = _fact_map(game, earlier.state)
            break
    for deal in result.deals[start:stop]:
        values: dict[str, Any] = dict(game.read_entry(deal.entry))
        after = _fact_map(game, deal.state) if deal.state is not None else {}
        for key, fact in after.items():
            values[f"fact:{key}"] = fact.value
        notes: list[str] = []
        player_notes: dict[str, list[str]] = {p: [] for p in game.players}
        for key in sheet_spec(game).facts:
            fact, old = after.get(key), before.get(key)
            if fact is None:
                continue
            if fact.per_player:
                for p in game.players:
                    was = old.value.get(p) if old is not None and old.per_player else None
                    now = fact.value.get(p)
                    if now != was:
                        note = _fact_note(game, fact, now)
                        if note:
                            player_notes[p].append(f"{p}{colon()}{note}")
            elif old is None or fact.value != old.value:
                note = _fact_note(game, fact, fact.value)
                if note:
                    notes.append(note)
        before = after or before
        players = []
        for p in game.players:
            mine = [cell(game, c.name, (values.get(c.name) or {}).get(p), deal.details) for c in player_cols]
            players.append(PlayerCells(mine, signed(deal.delta.get(p, 0)), number(deal.totals[p])))
            notes += player_notes[p]
        out.append(Row(deal.number, deal.dealer, [cell(game, c.name, values.get(c.name), deal.details)
                                                  for c in deal_cols],
                       words(deal.summary), notes, players))
    return out


def nbsp(text: str) -> str:
    """``text`` kept on one line (an article: « Mille §9 »)."""
    return text.replace(" ", "\u00a0")


def line_text(game: Game[Any], line: ScoreLine) -> str:
    """A score line as the appendix prints it: who, how much (the unit in
    agreement with the number), then our words (the article follows)."""
    if line.payer is not None:
        return f"{line.payer} → {line.player}{colon()}{words(game.count_words(line.points, line.unit))}"
    if line.unit is not None:
        amount = words(game.count_words(abs(line.points), line.unit))
        sign = "+" if line.points > 0 else "−" if line.points < 0 else ""
        return f"{line.player}{colon()}{sign}{amount}"
    return f"{line.player}{colon()}{signed(line.points)}"


#: the most deals one filled sheet prints: what one render lays out (its
#: rows and the detail of their points, a few seconds) stays bounded; a
#: longer game prints on several sheets, each naming the others
SHEET_DEALS = 100


def sheet_parts(result: Replay[Any]) -> int:
    """How many sheets the game prints on (:data:`SHEET_DEALS` deals each)."""
    return max(1, math.ceil(len(result.deals) / SHEET_DEALS))


def sheet_html(result: Replay[Any], title: str | None = None, created: str | None = None,
               size: str = "A4", part: int = 1, part_url: Callable[[int], str] | None = None) -> SheetHtml:
    """A filled sheet: every deal with what matters of its entry, each
    player's change and total, the facts where they change, the final
    state, the result, and every line with its article. A game longer than
    :data:`SHEET_DEALS` deals prints the deals of sheet ``part`` (from 1),
    with the addresses of the other sheets (``part_url``) when known."""
    game = result.game
    size = paper(size)
    parts = sheet_parts(result)
    part = min(max(1, part), parts)
    start = (part - 1) * SHEET_DEALS
    shown = result.deals[start:start + SHEET_DEALS]
    others = [(n, _("donnes %(first)s à %(last)s", first=(n - 1) * SHEET_DEALS + 1,
                    last=min(n * SHEET_DEALS, len(result.deals))), part_url(n) if part_url else None)
              for n in range(1, parts + 1)] if parts > 1 else []
    cols = columns(game)
    deal_cols = [c for c in cols if not c.per_player]
    player_cols = [c for c in cols if c.per_player]
    figures = [n for deal in shown for n in (*deal.delta.values(), *deal.totals.values())]
    points = number_width(figures)
    weights = [0.75, 1.4, *(c.width for c in deal_cols), 3.0]
    headings = [_("N°"), _("Donneur"), *(c.label for c in deal_cols), _("Résumé")]
    drawn = rows(result, start, start + SHEET_DEALS)
    texts: list[list[str]] = [[], [], *([r.cells[i] for r in drawn] for i in range(len(deal_cols))), []]
    for n, __ in enumerate(game.players):
        weights += [*(c.width for c in player_cols), points, points]
        headings += [*(c.label for c in player_cols), "±", _("Total")]
        texts += [*([r.players[n].cells[i] for r in drawn] for i in range(len(player_cols))), [], []]
    table = layout(weights, size, headings=headings, cells=texts)
    winners = list(result.state.winners) if result.finished else []
    deal_name = words(game.deal_name())
    appendix = [(f"{deal_name} {deal.number} — {words(deal.summary)} " + _("(donneur : %(name)s)", name=deal.dealer),
                 [f"{line_text(game, line)} — {words(line.message)} [{nbsp(line.rule)}]" for line in deal.lines])
                for deal in shown]
    return SheetHtml(render_template(
        "sheets/sheet.html", game=game, result=result, title=title or game.name, appendix=appendix,
        created=created or date.today().isoformat(), size=size, table=table,
        house_rules=house_rules(game), thresholds=thresholds(game), deal_columns=deal_cols,
        player_columns=player_cols, rows=drawn, winners=winners,
        unit=render(game.unit_label()), part=part, parts=parts, others=others),
        table.css())


# --------------------------------------------------------------------- blank pad

#: what a pad's parts take on A4 (mm): title and meta lines, the table's
#: two header rows, one line of boxes, one line of reminders; a safety margin
_PAD_HEAD = 21.0
_PAD_THEAD = 13.0
_PAD_BOX_LINE = 6.5
_PAD_REMINDER_LINE = 3.3
_PAD_SPARE = 11.0
_PAD_CELL = 0.8  # mm, a cell's padding above and below (static/sheet.css)


def _reminder_lines(items: Sequence[str], size: str) -> int:
    """How many printed lines the reminders take, in two columns."""
    chars_per_line = 62 if size == "A4" else 54
    lines = sum(math.ceil((len(text) + 14) / chars_per_line) for text in items)
    return math.ceil(lines / 2) + 2


def pad_fit(game: Game[Any], size: str, reminders: Sequence[str], boxes: int) -> int:
    """How many rows of the game's height fit one page beside the rest."""
    scale = A5_SCALE if size == "A5" else 1.0
    height = SIZES[size][1]
    used = (_PAD_HEAD + _PAD_THEAD) * scale + boxes * _PAD_BOX_LINE * scale + _PAD_SPARE
    used += _reminder_lines(reminders, size) * _PAD_REMINDER_LINE * scale
    row = sheet_spec(game).row_height * scale
    return max(1, int((height - used) // row))


def blank_html(game: Game[Any], size: str = "A4", named: bool = True,
               rows_wanted: int | None = None) -> SheetHtml:
    """A blank pad to fill in by hand: the game's columns, enough rows for a
    typical game on one page (at most ``rows_wanted``), boxes for what the
    game remembers, and the scoring reminders in the margin. ``named``:
    print the players' names (else blank headings to write them in)."""
    size = paper(size)
    cols = pad_columns(game)
    deal_cols = [c for c in cols if not c.per_player]
    player_cols = [c for c in cols if c.per_player]
    has_dealer = game.entry_schema.field("dealer") is not None
    spec = sheet_spec(game)
    labels = [words(x) for x in spec.rows_for(game)]
    # the first column holds the deal numbers, or the names a game gives its rows
    first = min(2.6, max(0.8, max((len(x) for x in labels), default=1) / 6))
    weights = [first, *([1.3] if has_dealer else []), *(c.width for c in deal_cols)]
    headings = [_("N°"), *([_("Donneur")] if has_dealer else []), *(c.label for c in deal_cols)]
    goals = [f.value for f in game.facts(game.new_state()) if isinstance(f.value, int)]
    points = number_width([10 * g for g in goals if not isinstance(g, bool)])
    delta_key = f"{game.slug}.blank.delta"
    delta_label = render(msg(delta_key)) if has(delta_key) else "±"
    for __ in game.players:
        weights += [*(c.width for c in player_cols), points, points]
        headings += [*(c.label for c in player_cols), delta_label, _("Total")]
    table = layout(weights, size, headings=headings)
    reminders = [(rule, words(text)) for rule, text in spec.reminders_for(game)]
    boxes = []
    for key, count in spec.boxes_for(game):
        label_id = f"{game.slug}.blank.{key}"
        boxes.append((render(msg(label_id)) if has(label_id) else key, count))
    box_lines = len(game.players) + 1 if boxes else 0
    fit = pad_fit(game, size, [t for __, t in reminders], box_lines)
    count = min(len(labels), fit if rows_wanted is None else rows_wanted)
    # the cell's height is its content's: the row's, less the cell's padding
    height = spec.row_height * (A5_SCALE if size == "A5" else 1.0) - 2 * _PAD_CELL
    return SheetHtml(render_template(
        "sheets/pad.html", game=game, size=size, table=table, named=named, has_dealer=has_dealer,
        house_rules=house_rules(game), thresholds=thresholds(game), deal_columns=deal_cols,
        player_columns=player_cols, rows=labels[:count], reminders=reminders, boxes=boxes,
        delta_label=delta_label), table.css(f"{height:.1f}mm"))


def pad_game(slug: str, variant: str | None, players: str | None,
             options: Mapping[str, Any] | None = None) -> tuple[Game[Any], bool]:
    """The game a blank pad is drawn for: ``players`` is a count (blank
    names, for writing) or names separated by commas; ``options``, its
    house rules. Raises SetupError (and KeyError for an unknown game)."""
    cls = playable()[slug]
    variant = variant or cls.default_variant or next(iter(cls.variants), None)
    text = (players or "").strip()
    if text.isdigit():
        count, names = int(text), []
    else:
        names = [n.strip() for n in text.split(",") if n.strip()]
        count = len(names) or cls.variant_players.get(variant or "", cls.players_min)
    if not names:
        # a count the game refuses is refused by the set-up below, in its words
        names = [_("Joueur %(n)s", n=i) for i in range(1, min(count, 20) + 1)]
    return new_game(slug, names, variant, options or None), bool(text) and not text.isdigit()


# --------------------------------------------------------------------- PDF

#: at most one PDF renders per CPU core at a time, across every worker
#: process of the server; a request that finds every slot taken waits this
#: long before giving up (the table's phones must keep their threads for
#: entering scores)
RENDER_WAIT = 20.0


class RenderSlots:
    """``count`` rendering slots shared by every thread and process that
    uses the same folder: slot ``i`` is held by an exclusive ``flock`` on the
    file ``slot-i`` there (a lock the kernel drops if its holder dies)."""

    def __init__(self, folder: Path, count: int) -> None:
        self.folder = folder
        self.count = max(1, count)

    def acquire(self, timeout: float) -> int | None:
        """A held slot's file descriptor, or None after ``timeout`` seconds."""
        import fcntl

        self.folder.mkdir(parents=True, exist_ok=True)
        deadline = time.monotonic() + timeout
        while True:
            for i in range(self.count):
                fd = os.open(self.folder / f"slot-{i}", os.O_RDWR | os.O_CREAT, 0o600)
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    os.close(fd)
                    continue
                return fd
            if time.monotonic() >= deadline:
                return None
            time.sleep(0.05)

    def release(self, fd: int) -> None:
        os.close(fd)  # closing the only descriptor of the lock releases it


#: set by the app to a folder of its instance; a temporary folder otherwise
_slots = RenderSlots(Path(tempfile.gettempdir()) / f"compagnon-render-{os.getuid()}", os.cpu_count() or 1)


def use_render_slots(folder: Path, count: int | None = None) -> None:
    """Share the rendering slots through ``folder`` (every process of one
    server points at the same one)."""
    global _slots
    _slots = RenderSlots(folder, count or os.cpu_count() or 1)


class RenderBusy(RuntimeError):
    """Every rendering slot stayed taken for :data:`RENDER_WAIT` seconds."""


class RenderFailed(RuntimeError):
    """The renderer process ran past :data:`RENDER_TIMEOUT` or out of its
    memory (:data:`RENDER_MEMORY`): it was replaced, nothing was kept."""


class PdfCache:
    """Rendered PDFs by key (a game's id and revision, or what a pad
    draws), the most recently used kept, at most ``limit`` of them
    (cachetools' LRU cache, shared by the server's threads)."""

    def __init__(self, limit: int = 48) -> None:
        self.limit = limit
        self._items: LRUCache[Hashable, bytes] = LRUCache(maxsize=limit)
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> bytes | None:
        with self._lock:
            return self._items.get(key)

    def put(self, key: Hashable, pdf: bytes) -> None:
        with self._lock:
            self._items[key] = pdf

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


#: the games' sheets
CACHE = PdfCache()
#: the blank pads, by what they draw (:func:`pad_key`): pads asked for with
#: any names never push the games' sheets out
PADS = PdfCache(64)


def render_pdf(key: Hashable | None, make: Callable[[], bytes], wait: float | None = None,
               cache: PdfCache | None = None) -> bytes:
    """The PDF ``make()`` renders, from the cache (:data:`CACHE` unless
    ``cache``) when ``key`` was rendered before; rendering waits for a free
    slot (:class:`RenderBusy` after ``wait`` seconds, by default
    :data:`RENDER_WAIT`)."""
    cache = CACHE if cache is None else cache
    if key is not None:
        cached = cache.get(key)
        if cached is not None:
            return cached
    slot = _slots.acquire(RENDER_WAIT if wait is None else wait)
    if slot is None:
        raise RenderBusy("every PDF rendering slot is taken")
    try:
        pdf = make()
    finally:
        _slots.release(slot)
    if key is not None:
        cache.put(key, pdf)
    return pdf


def _document(html: str, size: str, css: str = "") -> Any:
    from weasyprint import CSS, HTML

    own = css or getattr(html, "css", "")
    sheets = [*_stylesheets(paper(size)), *([CSS(string=own)] if own else [])]
    return HTML(string=html, base_url=str(STATIC)).render(stylesheets=sheets)


def _render(html: str, css: str, size: str) -> tuple[bytes, int]:
    """The PDF of ``html`` and its number of pages (in whichever process renders)."""
    document = _document(html, size, css)
    return bytes(document.write_pdf()), len(document.pages)


#: a renderer process renders this many PDFs, then another takes its place:
#: what WeasyPrint and its font libraries keep from one render to the next
#: never piles up in a long-running server
RECYCLE_AFTER = 50
#: seconds one render may take in the renderer process (a bounded sheet
#: takes a few): past them the render stops, the process is killed and
#: another started
RENDER_TIMEOUT = 30.0
#: seconds a renderer process may take to start (settle) before its first
#: render, beyond the render's own: only a process that never answers waits them
RENDER_START = 60.0
#: bytes of address space the renderer process may map (``RLIMIT_AS``):
#: settled, it maps ~200 MB and a sheet of :data:`SHEET_DEALS` deals adds
#: ~50 MB; a render that wants more fails alone, the server goes on
RENDER_MEMORY = 1024 * 1024 * 1024

_renderer: Any = None
_renderer_lock = threading.Lock()
_use_renderer = False


def use_render_process(enabled: bool = True, timeout: float | None = None, memory: int | None = None) -> None:
    """Render in a separate process (the server does): its memory is given
    back every :data:`RECYCLE_AFTER` renders, it runs at a lower priority
    than the threads that enter scores, within a time (``timeout``,
    seconds) and a memory (``memory``, bytes) of its own, and a render
    never holds the server's interpreter lock. Elsewhere (the command line,
    tests calling the functions directly) PDFs render in the calling process."""
    global _use_renderer, RENDER_TIMEOUT, RENDER_MEMORY
    _use_renderer = enabled
    if timeout:
        RENDER_TIMEOUT = float(timeout)
    if memory:
        RENDER_MEMORY = int(memory)


def settle() -> None:
    """Ready to render, as a renderer process is once started: WeasyPrint
    imported, the stylesheets parsed and the fonts found (a page rendered),
    then all of it set aside from the garbage collector. A render makes
    hundreds of thousands of objects; each full collection it triggers then
    looks at those only, not at everything that stays for the process's life."""
    from weasyprint import HTML

    for size in SIZES:
        HTML(string='<body class="sheet"><p>Compagnon</p>').render(stylesheets=_stylesheets(size)).write_pdf()
    gc.collect()
    gc.freeze()


def _start_renderer(memory: int) -> None:
    """A renderer process runs below the threads that enter scores, within
    its memory, settled."""
    import resource

    os.nice(10)
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    settle()


class RenderLate(Exception):
    """Raised in the renderer process when a render runs past its time."""


def _render_in_time(html: str, css: str, size: str, seconds: float) -> tuple[bytes, int]:
    """:func:`_render`, stopped after ``seconds`` (a timer of the renderer
    process: the time counted is the render's, not the process's start-up
    nor the wait behind another render)."""
    import signal

    def late(signum: int, frame: Any) -> None:
        raise RenderLate(f"a render ran past {seconds:g} s")

    signal.signal(signal.SIGALRM, late)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return _render(html, css, size)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def _drop_renderer(renderer: Any) -> None:
    """Kill the renderer's process (a render past its time) and forget it:
    the next render starts another."""
    global _renderer
    with _renderer_lock:
        if _renderer is renderer:
            _renderer = None
    for process in list(getattr(renderer, "_processes", {}).values()):
        process.kill()
    renderer.shutdown(wait=False, cancel_futures=True)


def _in_renderer(html: str, css: str, size: str) -> tuple[bytes, int]:
    global _renderer
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures import TimeoutError as Late
    from concurrent.futures.process import BrokenProcessPool
    from multiprocessing import get_context

    for attempt in range(2):
        with _renderer_lock:
            if _renderer is None:
                _renderer = ProcessPoolExecutor(max_workers=1, mp_context=get_context("spawn"),
                                                max_tasks_per_child=RECYCLE_AFTER, initializer=_start_renderer,
                                                initargs=(RENDER_MEMORY,))
                atexit.register(_renderer.shutdown, cancel_futures=True)
            renderer = _renderer
        try:
            future = renderer.submit(_render_in_time, html, css, size, RENDER_TIMEOUT)
            result: tuple[bytes, int] = future.result(timeout=RENDER_TIMEOUT + RENDER_START)
            return result
        except (Late, RenderLate):  # stopped, or deaf to its timer (stuck outside Python)
            _drop_renderer(renderer)
            raise RenderFailed(f"a render ran past {RENDER_TIMEOUT:g} s") from None
        except MemoryError:
            _drop_renderer(renderer)  # what a failed allocation leaves behind is not kept
            raise RenderFailed("a render ran out of memory") from None
        except BrokenProcessPool:
            with _renderer_lock:
                if _renderer is renderer:
                    _renderer = None
            if attempt:
                raise RenderFailed("the renderer process died") from None
    raise AssertionError("unreachable")


def _run(html: str, size: str) -> tuple[bytes, int]:
    css = str(getattr(html, "css", ""))
    if _use_renderer:
        return _in_renderer(str(html), css, size)
    return _render(str(html), css, size)


def to_pdf(html: str, size: str = "A4") -> bytes:
    """Render sheet HTML to PDF bytes (fonts embedded). WeasyPrint is
    imported where the PDF renders only, so the app starts fast and the
    rules engine never sees it."""
    return _run(html, size)[0]


def pad_key(html: SheetHtml, size: str) -> tuple[str, str]:
    """What a blank pad draws, as a cache key: the same pad asked for with
    any spelling of its players, or none, is rendered once."""
    drawn = hashlib.sha256(f"{paper(size)}\n{html.css}\n{html}".encode()).hexdigest()
    return ("blank", drawn)


def pad_pdf(game: Game[Any], size: str = "A4", named: bool = True, html: SheetHtml | None = None) -> bytes:
    """A blank pad as PDF, on one page: when the rows estimated to fit run
    over, a few are taken off and the pad is drawn again (``html``: the pad
    as :func:`blank_html` draws it, when already drawn)."""
    size = paper(size)
    rows: int | None = None
    html = html if html is not None else blank_html(game, size, named)
    for __ in range(8):
        pdf, pages = _run(html, size)
        if pages <= 1:
            break
        rows = (rows if rows is not None else html.count('<th class="num">')) - 2
        if rows < 1:
            break
        html = blank_html(game, size, named, rows)
    return pdf


_styles: dict[str, list[Any]] = {}
_styles_lock = threading.Lock()


def _stylesheets(size: str) -> list[Any]:
    """static/sheet.css and the page size, parsed once per process. The
    fonts are the system's (DejaVu, Noto, Noto Color Emoji: see the
    Makefile), named in the stylesheet and embedded by WeasyPrint."""
    from weasyprint import CSS

    with _styles_lock:
        if size not in _styles:
            page = "@page { size: A5; margin: 10mm 8mm 12mm; }" if size == "A5" else ""
            _styles[size] = [CSS(filename=str(STATIC / "sheet.css")), *([CSS(string=page)] if page else [])]
        return _styles[size]
