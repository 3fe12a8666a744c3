"""The ``compagnon`` command: score a case, list games, serve the app, set up the database."""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from .rules import DealRefused, SetupError, find_game, load, render, score_case


def _dump(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


@click.group(help="Compagnon: scores and referee for card games at a real table.")
def main() -> None:
    pass


@main.command(help="Score a case file (the casebook's JSON; '-' reads standard input).")
@click.argument("case_file", type=click.File("r", encoding="utf-8"))
def score(case_file: Any) -> None:
    try:
        case = json.load(case_file)
    except json.JSONDecodeError as error:
        _dump({"error": {"deal": None, "field": "case", "message": f"JSON illisible : {error}"}})
        sys.exit(2)
    if not isinstance(case, dict):
        _dump({"error": {"deal": None, "field": "case", "message": "Un cas est un objet JSON."}})
        sys.exit(2)
    try:
        result = score_case(case)
    except (DealRefused, SetupError) as error:
        _dump({"error": error.as_dict()})
        sys.exit(2)
    _dump(result.as_dict())


@main.command(help="List the playable games: slug, name, players, variants (--all: every declared game).")
@click.option("--all", "everything", is_flag=True, help="Also the games whose entry is declared but not scored yet.")
def games(everything: bool) -> None:
    for slug, cls in sorted(load().items()):
        if not cls.playable and not everything:
            continue
        players = str(cls.players_min) if cls.players_min == cls.players_max else f"{cls.players_min}-{cls.players_max}"
        variants = f" [variantes : {', '.join(cls.variants)}]" if cls.variants else ""
        status = "" if not everything else ("\tjouable" if cls.playable else "\tsaisie déclarée, calcul à venir")
        click.echo(f"{slug}\t{cls.name}\t{players} joueurs{variants}{status}")


@main.command(help="Print the JSON Schema (draft 2020-12) of a game's deal entry.")
@click.argument("slug")
@click.option("--variant", default=None)
def schema(slug: str, variant: str | None) -> None:
    try:
        cls = find_game(slug, only_playable=False)
        game = cls.example(variant)
    except SetupError as error:
        raise click.UsageError(render(error.message)) from None
    _dump(game.json_schema())


@main.command("init-db", help="Create the database (or bring it up to date).")
def init_db() -> None:
    from . import create_app
    from .db import init_db as setup

    app = create_app()
    with app.app_context():
        path = setup()
    click.echo(f"Base de données prête : {path}")


@main.command(help="Serve the app with a production WSGI server (waitress).")
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=5000, show_default=True, type=int, envvar="PORT")
def serve(host: str, port: int) -> None:
    from waitress import serve as waitress_serve

    from . import create_app

    app = create_app()
    click.echo(f"Compagnon sur http://{host}:{port}")
    waitress_serve(app, host=host, port=port)


def _write_pdf(html_of: Any, output: str) -> None:
    from . import create_app
    from .sheets import to_pdf

    app = create_app()
    with app.test_request_context():
        pdf = to_pdf(html_of())
    with open(output, "wb") as out:
        out.write(pdf)
    click.echo(f"{output} ({len(pdf)} octets)")


@main.command(help="Print a case's filled score sheet to PDF.")
@click.argument("case_file", type=click.File("r", encoding="utf-8"))
@click.option("-o", "--output", default="feuille.pdf", show_default=True)
def sheet(case_file: Any, output: str) -> None:
    from .sheets import sheet_html

    case = json.load(case_file)
    try:
        result = score_case(case)
    except (DealRefused, SetupError) as error:
        _dump({"error": error.as_dict()})
        sys.exit(2)
    _write_pdf(lambda: sheet_html(result, title=case.get("title")), output)


@main.command(help="Print a blank score sheet of a game to PDF.")
@click.argument("slug")
@click.option("--variant", default=None)
@click.option("--players", default=None, help="Names separated by commas (default: Joueur 1, Joueur 2…).")
@click.option("-o", "--output", default="feuille-vierge.pdf", show_default=True)
def blank(slug: str, variant: str | None, players: str | None, output: str) -> None:
    from .rules import new_game
    from .sheets import blank_html

    try:
        cls = find_game(slug)
        variant = variant or cls.default_variant or (cls.variants[0] if cls.variants else None)
        names = [n.strip() for n in players.split(",")] if players else cls.example_players(variant)
        game = new_game(slug, names, variant)
    except SetupError as error:
        raise click.UsageError(render(error.message)) from None
    _write_pdf(lambda: blank_html(game), output)
