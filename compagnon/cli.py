"""The ``compagnon`` command: score a case, list games, serve the app, set up the database.

It speaks its ``--lang``: the rules engine's words through the engine's
catalogs, its own through the interface's (``_``: French, the source
language, in the code; English in ``messages.po``, gathered by ``make
messages`` like the web's)."""

from __future__ import annotations

import gettext
import json
import sys
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

import click

from .rules import DealError, DealRefused, SetupError, find_game, load, render, score_case
from .rules.messages import LOCALE_DIR, language, speaking


@cache
def _interface(lang: str) -> gettext.NullTranslations:
    """The interface's catalog in ``lang`` (none in French, the source language)."""
    return gettext.translation("messages", LOCALE_DIR, languages=[lang], fallback=True)


def _(text: str, **params: Any) -> str:
    """``text`` in the language being spoken, its ``%(name)s`` filled in."""
    translated = _interface(language()).gettext(text)
    return translated % params if params else translated


def _dump(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


@click.group(help="Compagnon: scores and referee for card games at a real table.")
@click.option("--lang", type=click.Choice(["fr", "en"]), default="fr", show_default=True, envvar="COMPAGNON_LANG",
              help="The language of score lines, refusals and sheets.")
@click.pass_context
def main(ctx: click.Context, lang: str) -> None:
    ctx.with_resource(speaking(lang))


def _page_context(app: Any) -> Any:
    """A request context for rendering a sheet in the language being spoken."""
    return app.test_request_context(headers={"Accept-Language": language()})


def _refuse(error: dict[str, Any]) -> NoReturn:
    """Print the refusal as JSON and exit with status 2."""
    _dump({"error": error})
    sys.exit(2)


def _json_object(file: Any, field: str, not_an_object: str) -> dict[str, Any]:
    """The JSON object a file holds, or a refusal naming ``field``."""
    try:
        data = json.load(file)
    except (json.JSONDecodeError, RecursionError) as error:
        _refuse({"deal": None, "field": field, "message": _("JSON illisible : %(error)s", error=error)})
    if not isinstance(data, dict):
        _refuse({"deal": None, "field": field, "message": not_an_object})
    return data


def _scored(case_file: Any) -> tuple[dict[str, Any], Any]:
    """A case file and its replay, or the refusal printed and exit status 2."""
    case = _json_object(case_file, "case", _("Un cas est un objet JSON."))
    try:
        return case, score_case(case)
    except (DealRefused, SetupError) as error:
        _refuse(error.as_dict())


@main.command(help="Score a case file (the casebook's JSON; '-' reads standard input).")
@click.argument("case_file", type=click.File("r", encoding="utf-8"))
def score(case_file: Any) -> None:
    _, result = _scored(case_file)
    _dump(result.as_dict())


@main.command(help="Ask the referee (JSON with \"question\": trick, combination or hands; '-' reads stdin).")
@click.argument("question_file", type=click.File("r", encoding="utf-8"))
def referee(question_file: Any) -> None:
    from .rules.referee import ask

    question = _json_object(question_file, "question", _("Une question est un objet JSON."))
    try:
        answer = ask(question)
    except (DealError, SetupError) as error:
        _refuse(error.as_dict())
    _dump(answer.as_dict())


@main.command(help="List the playable games: slug, name, players, variants (--all: every declared game).")
@click.option("--all", "everything", is_flag=True, help="Also the games whose entry is declared but not scored yet.")
def games(everything: bool) -> None:
    for slug, cls in sorted(load().items()):
        if not cls.playable and not everything:
            continue
        players = str(cls.players_min) if cls.players_min == cls.players_max else f"{cls.players_min}-{cls.players_max}"
        line = [slug, cls.name, _("%(count)s joueurs", count=players)]
        if cls.variants:
            line[-1] += " [" + _("variantes : %(names)s", names=", ".join(cls.variants)) + "]"
        if everything:
            line.append(_("jouable") if cls.playable else _("saisie déclarée, calcul à venir"))
        click.echo("\t".join(line))


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
    click.echo(_("Base de données prête : %(path)s", path=path))


@main.command(help="Serve the app with a production WSGI server (waitress).")
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=5000, show_default=True, type=int, envvar="PORT")
def serve(host: str, port: int) -> None:
    from waitress import serve as waitress_serve

    from . import create_app
    from .hosts import announce

    announce([f"{host}:{port}"])  # the host names the app answers to, unless configured
    app = create_app()
    click.echo(_("Compagnon sur %(address)s", address=f"http://{host}:{port}"))
    waitress_serve(app, host=host, port=port)


def _write_pdf(html_of: Any, output: str, size: str) -> None:
    from . import create_app
    from .sheets import to_pdf

    app = create_app()
    with _page_context(app):
        pdf = to_pdf(html_of(), size)
    _save(pdf, output)


def _save(pdf: bytes, output: str) -> None:
    with open(output, "wb") as out:
        out.write(pdf)
    click.echo(_("%(file)s (%(size)s octets)", file=output, size=len(pdf)))


SIZE = click.Choice(["A4", "A5"], case_sensitive=False)


@main.command(help="Print the filled score sheet of a case (CASE.json) or of a stored game (--game ID) to PDF.")
@click.argument("case_file", type=click.File("r", encoding="utf-8"), required=False)
@click.option("--game", "game_id", type=int, default=None, help="The id of a game stored in the database.")
@click.option("-o", "--output", default=None, show_default="feuille.pdf, sheet.pdf with --lang en")
@click.option("--size", type=SIZE, default="A4", show_default=True)
@click.option("--part", type=click.IntRange(min=1), default=1, show_default=True,
              help="Which sheet of a game longer than one sheet's 100 deals.")
def sheet(case_file: Any, game_id: int | None, output: str | None, size: str, part: int) -> None:
    from .sheets import sheet_html

    size = size.upper()
    output = output or _("feuille.pdf")
    if (case_file is None) == (game_id is None):
        raise click.UsageError(_("Donner un cas (CASE.json) ou une partie enregistrée (--game ID), l'un des deux."))
    if game_id is not None:
        _stored_sheet(game_id, output, size, part)
        return
    case, result = _scored(case_file)
    title = case.get("title") if isinstance(case.get("title"), str) else None
    _write_pdf(lambda: sheet_html(result, title=title, size=size, part=part), output, size)


def _stored_sheet(game_id: int, output: str, size: str, part: int = 1) -> None:
    from . import create_app, store
    from .sheets import sheet_html, to_pdf

    app = create_app()
    with _page_context(app):
        try:
            loaded = store.load_game(game_id)
        except store.GameNotFound:
            raise click.UsageError(_("Aucune partie n° %(id)s dans la base.", id=game_id)) from None
        title = f"{loaded.game.name} — {', '.join(loaded.game.players)}"
        pdf = to_pdf(sheet_html(loaded.replay, title=title, created=str(loaded.row["created"])[:10], size=size,
                                part=part), size)
    _save(pdf, output)


@main.command(help="Print a game's blank score pad to PDF.")
@click.argument("slug")
@click.option("--variant", default=None)
@click.option("--players", default=None,
              help="How many players (blank names to write in), or their names separated by commas.")
@click.option("--size", type=SIZE, default="A4", show_default=True)
@click.option("-o", "--output", default=None, show_default="feuille-vierge.pdf, blank-sheet.pdf with --lang en")
def blank(slug: str, variant: str | None, players: str | None, size: str, output: str | None) -> None:
    from . import create_app
    from .sheets import pad_game, pad_pdf

    size = size.upper()
    output = output or _("feuille-vierge.pdf")
    try:
        find_game(slug)
        game, named = pad_game(slug, variant, players)
    except SetupError as error:
        raise click.UsageError(render(error.message)) from None
    with _page_context(create_app()):
        pdf = pad_pdf(game, size, named)
    _save(pdf, output)


def _database() -> str:
    from . import create_app
    from .db import database_path

    return str(database_path(create_app()))


@main.command(help="Copy the whole database to OUT while the app runs (SQLite's online backup).")
@click.argument("output", type=click.Path(dir_okay=False))
def backup(output: str) -> None:
    from .backup import backup as copy

    source = _database()
    if not Path(source).is_file():
        raise click.UsageError(_("Aucune base de données à %(path)s.", path=source))
    games = copy(source, output)
    click.echo(_("%(file)s : %(count)s partie(s) copiée(s)", file=output, count=games))


@main.command(help="Put a backup (IN) in place of the database; --force replaces an existing one.")
@click.argument("source", type=click.Path(dir_okay=False))
@click.option("--force", is_flag=True, help="Replace the database in place.")
def restore(source: str, force: bool) -> None:
    from .backup import BadDatabase
    from .backup import restore as put_back

    target = _database()
    try:
        games = put_back(source, target, force=force)
    except BadDatabase as error:
        raise click.UsageError(_(error.text, **error.params)) from None
    except FileExistsError:
        raise click.UsageError(_("La base %(path)s existe déjà : ajouter --force pour la remplacer.",
                                 path=target)) from None
    click.echo(_("%(file)s : %(count)s partie(s) restaurée(s)", file=target, count=games))


@main.command("export", help="Print a stored game (--game ID) as JSON in the casebook's format, or CSV.")
@click.option("--game", "game_id", type=int, required=True)
@click.option("--format", "form", type=click.Choice(["json", "csv"]), default="json", show_default=True)
def export(game_id: int, form: str) -> None:
    from . import create_app, store
    from .exchange import case_of, csv_of

    with create_app().app_context():
        try:
            loaded = store.load_game(game_id)
        except store.GameNotFound:
            raise click.UsageError(_("Aucune partie n° %(id)s dans la base.", id=game_id)) from None
        if form == "csv":
            click.echo(csv_of(loaded.replay), nl=False)
        else:
            _dump(case_of(loaded.replay, loaded.entries[: len(loaded.replay.deals)]))
