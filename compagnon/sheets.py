"""Score sheets as PDF: the same HTML as the app, with print CSS, through WeasyPrint."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from flask import current_app, render_template

from .rules import Game, Replay, msg, render, schema
from .rules.decks import Suit
from .rules.messages import has, show

STATIC = Path(__file__).resolve().parent.parent / "static"


def house_rules(game: Game[Any]) -> list[tuple[str, str]]:
    """The game's options as a person reads them: label and chosen value."""
    shown = []
    for f in game.options_schema.fields:
        value = game.options.get(f.name)
        label = render(schema.field_label(game.slug, (f.name,), None, "option"))
        if isinstance(f.kind, schema.Choice) and value is not None:
            text = render(f.kind.label(game.slug, (f.name,), value))
            key = f"{game.slug}.option.{f.name}.{value}"
            text = render(msg(key)) if has(key) else text
        else:
            text = show(value)
        shown.append((label, text))
    return shown


@dataclass(frozen=True)
class Column:
    """A column of the sheet: an entry field the table writes down per deal
    (``per_player``: one sub-column under each player)."""

    name: str
    label: str
    per_player: bool


def columns(game: Game[Any]) -> list[Column]:
    """The columns a game asks for (``Game.sheet_columns``): short labels
    from ``<slug>.sheet.<field>``, else the field's own label; ``fact:<key>``
    is a fact of the state after each deal."""
    out = []
    start = {f.key: f for f in game.facts(game.new_state())}
    for name in game.sheet_columns:
        if name.startswith("fact:"):
            fact = start.get(name[5:])
            if fact is not None:
                key = f"{game.slug}.sheet.{name[5:]}"
                out.append(Column(name, render(msg(key)) if has(key) else render(fact.label), fact.per_player))
            continue
        f = game.entry_schema.field(name)
        if f is None:
            continue
        key = f"{game.slug}.sheet.{name}"
        label = render(msg(key)) if has(key) else render(schema.field_label(game.slug, (name,), f.label))
        out.append(Column(name, label, isinstance(f.kind, schema.PlayerMap)))
    return out


def cell(game: Game[Any], name: str, value: Any) -> str:
    """An entry value (or a fact) as it is written on paper."""
    if value is None or value == () or value == {}:
        return ""
    if name.startswith("fact:"):
        return "✓" if value is True else "" if value is False else show(value)
    f = game.entry_schema.field(name)
    kind = f.kind.value if f is not None and isinstance(f.kind, schema.PlayerMap) else (f.kind if f else None)
    if isinstance(value, bool):
        return "✓" if value else ""
    if isinstance(value, Suit):
        return value.symbol
    if isinstance(kind, schema.Choice):
        return render(kind.label(game.slug, (name,), value))
    if isinstance(value, (list, tuple)):
        if all(isinstance(v, Suit) for v in value):
            return " ".join(v.symbol for v in value)
        if all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in value):
            return " ".join(str(v) for v in value)
        return str(len(value))
    if isinstance(value, Mapping):
        return ", ".join(f"{k} {cell(game, name, v)}" for k, v in value.items())
    return show(value)


def deal_values(game: Game[Any], deal: Any) -> dict[str, Any]:
    """What a filled sheet prints of a deal: its entry, and the facts after it."""
    values: dict[str, Any] = dict(game.read_entry(deal.entry))
    if deal.state is not None:
        for fact in game.facts(deal.state):
            values[f"fact:{fact.key}"] = fact.value
    return values


def sheet_html(result: Replay[Any], title: str | None = None, created: str | None = None) -> str:
    """A filled sheet: every deal with what matters of its entry, each
    player's change and total, the final facts, and every line with its article."""
    game = result.game
    entries = [deal_values(game, deal) for deal in result.deals]
    return render_template("sheets/sheet.html", game=game, result=result, blank=False,
                           title=title or game.name, created=created or date.today().isoformat(),
                           rows=[], house_rules=house_rules(game), columns=columns(game), entries=entries,
                           cell=lambda name, value: cell(game, name, value))


def blank_html(game: Game[Any], rows: int | None = None) -> str:
    """A blank sheet to fill in by hand, with the scoring reminders of the game."""
    rows = rows or game.sheet_rows
    return render_template("sheets/sheet.html", game=game, result=None, blank=True, title=game.name,
                           created="", rows=range(1, rows + 1), house_rules=house_rules(game),
                           columns=columns(game), entries=[], cell=None)


def to_pdf(html: str) -> bytes:
    """Render sheet HTML to PDF bytes. WeasyPrint is imported here only, so
    the app starts fast and the rules engine never sees it."""
    from weasyprint import CSS, HTML

    stylesheet = CSS(filename=str(STATIC / "sheet.css"))
    base = current_app.static_folder if current_app else str(STATIC)
    return bytes(HTML(string=html, base_url=base).write_pdf(stylesheets=[stylesheet]))
