"""Score sheets as PDF: the same HTML as the app, with print CSS, through WeasyPrint."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

from flask import current_app, render_template

from .rules import Game, Replay, msg, render, schema
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


def sheet_html(result: Replay[Any], title: str | None = None, created: str | None = None) -> str:
    """A filled sheet: every deal, its lines with their articles, totals and winner."""
    game = result.game
    return render_template("sheets/sheet.html", game=game, result=result, blank=False,
                           title=title or game.name, created=created or date.today().isoformat(),
                           rows=[], house_rules=house_rules(game))


def blank_html(game: Game[Any], rows: int = 24) -> str:
    """A blank sheet to fill in by hand, with the scoring reminders of the game."""
    return render_template("sheets/sheet.html", game=game, result=None, blank=True, title=game.name,
                           created="", rows=range(1, rows + 1), house_rules=house_rules(game))


def to_pdf(html: str) -> bytes:
    """Render sheet HTML to PDF bytes. WeasyPrint is imported here only, so
    the app starts fast and the rules engine never sees it."""
    from weasyprint import CSS, HTML

    stylesheet = CSS(filename=str(STATIC / "sheet.css"))
    base = current_app.static_folder if current_app else str(STATIC)
    return bytes(HTML(string=html, base_url=base).write_pdf(stylesheets=[stylesheet]))
