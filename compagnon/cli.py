"""The ``compagnon`` command: score a case, list games, serve the app, set up the database.

A Flask command group (``flask.cli.AppGroup``): a command that needs the
app runs in its context (``with_appcontext``), the app built once, when
first needed (``ScriptInfo``); ``score``, ``referee``, ``games`` and
``schema`` never build it, so they need no database nor instance folder.

It speaks ``--lang``, else ``COMPAGNON_LANG``, else the locale's language
(the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set) when it
is French or English, else French: the rules engine's words through the
engine's catalogs, its own, help included, through the interface's (``_``:
French, the source language, in the code, ``N_`` where it is shown later;
English in ``messages.po``, gathered by ``make messages`` like the web's)."""

from __future__ import annotations

import gettext
import json
import os
import sys
from functools import cache, partial
from typing import Any, NoReturn

import click
from flask import current_app
from flask.cli import AppGroup, ScriptInfo, pass_script_info

from . import create_app
from .rules import DealError, DealRefused, SetupError, find_game, load, render, score_case
from .rules.messages import DEFAULT_LANGUAGE, LOCALE_DIR, language, speaking

LANGUAGES = ("fr", "en")


@cache
def _interface(lang: str) -> gettext.NullTranslations:
    """The interface's catalog in ``lang`` (none in French, the source language)."""
    return gettext.translation("messages", LOCALE_DIR, languages=[lang], fallback=True)


def _(text: str, **params: Any) -> str:
    """``text`` in the language being spoken, its ``%(name)s`` filled in."""
    translated = _interface(language()).gettext(text)
    return translated % params if params else translated


def N_(text: str) -> str:
    """``text`` as it is written (gettext's no-op marker, which `make messages`
    gathers): a help text, translated where it is shown."""
    return text


def chosen_language() -> str:
    """The language without ``--lang``: ``COMPAGNON_LANG``, else the locale's
    (``fr_FR.UTF-8``, ``en_GB``…) when French or English; French otherwise
    (``C``, ``POSIX``, another language)."""
    for name in ("COMPAGNON_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        if os.environ.get(name):
            lang = os.environ[name].partition(".")[0].partition("_")[0].lower()
            return lang if lang in LANGUAGES else DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


class _Said:
    """Help kept in French, as written, and shown in the language being spoken."""

    _help: str | None = None

    @property
    def help(self) -> str | None:
        return _(self._help) if self._help else self._help

    @help.setter
    def help(self, text: str | None) -> None:
        self._help = text


class Option(_Said, click.Option):
    """An option whose help and shown default (``feuille.pdf``) are in the language being spoken."""

    _default_shown: bool | str | None = None

    @property
    def show_default(self) -> bool | str | None:
        shown = self._default_shown
        return _(shown) if isinstance(shown, str) else shown

    @show_default.setter
    def show_default(self, shown: bool | str | None) -> None:
        self._default_shown = shown


class Command(_Said, click.Command):
    """A command whose help, ``--help``'s own line included, is in the language being spoken."""

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        option = super().get_help_option(ctx)
        if option is not None:  # click's words for it are English only
            option.help = _("Afficher cette aide et quitter.")
        return option


class Commands(Command, AppGroup):
    """``compagnon`` and its commands, on Flask's: each command runs in the
    app's context unless it says ``with_appcontext=False``. Not a
    ``FlaskGroup``, whose ``--app``, ``--debug`` and ``--env-file``, plugin
    commands (``digest``, ``limiter``) and help that builds the app are
    ``flask``'s, not this command's."""

    command_class = Command

    def make_context(self, info_name: str | None, args: list[str], parent: click.Context | None = None,
                     **extra: Any) -> click.Context:
        extra.setdefault("obj", ScriptInfo(create_app=create_app, set_debug_flag=False, load_dotenv_defaults=False))
        return super().make_context(info_name, args, parent, **extra)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        # the language before any option is read (--help among them); --lang, read first of all, changes it
        ctx.with_resource(speaking(chosen_language()))
        return super().parse_args(ctx, args)


option = partial(click.option, cls=Option)


def _speak(ctx: click.Context, param: click.Parameter, lang: str | None) -> str | None:
    """``--lang`` (or ``COMPAGNON_LANG``), spoken until the command ends."""
    if lang:
        ctx.with_resource(speaking(lang))
    return lang


@click.group(cls=Commands, help=N_("Compagnon : les scores et l'arbitre des jeux de cartes, à une vraie table."))
@option("--lang", type=click.Choice(LANGUAGES), envvar="COMPAGNON_LANG", is_eager=True, expose_value=False,
        callback=_speak, help=N_("La langue des lignes de score, des refus, des feuilles et de cette aide ; sinon "
                                 "COMPAGNON_LANG, puis la locale (LC_ALL, LC_MESSAGES, LANG), puis le français."))
def main() -> None:
    """Nothing to do before a command: ``--lang`` acts as it is read."""


def _dump(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


def _page_context() -> Any:
    """A request context for rendering a sheet in the language being spoken."""
    return current_app.test_request_context(headers={"Accept-Language": language()})


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


@main.command(with_appcontext=False,
              help=N_("Calculer les scores d'un cas (le JSON du recueil de cas ; « - » lit l'entrée standard)."))
@click.argument("case_file", type=click.File("r", encoding="utf-8"))
def score(case_file: Any) -> None:
    _, result = _scored(case_file)
    _dump(result.as_dict())


@main.command(with_appcontext=False, help=N_("Interroger l'arbitre (JSON avec \"question\" : trick, combination ou "
                                             "hands ; « - » lit l'entrée standard)."))
@click.argument("question_file", type=click.File("r", encoding="utf-8"))
def referee(question_file: Any) -> None:
    from .rules.referee import ask

    question = _json_object(question_file, "question", _("Une question est un objet JSON."))
    try:
        answer = ask(question)
    except (DealError, SetupError) as error:
        _refuse(error.as_dict())
    _dump(answer.as_dict())


@main.command(with_appcontext=False, help=N_("Lister les jeux jouables : slug, nom, joueurs, variantes (--all : tous "
                                             "les jeux déclarés)."))
@option("--all", "everything", is_flag=True,
        help=N_("Aussi les jeux dont la saisie est déclarée mais dont le calcul reste à venir."))
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


@main.command(with_appcontext=False, help=N_("Afficher le schéma JSON (draft 2020-12) de la saisie d'une donne d'un "
                                             "jeu."))
@click.argument("slug")
@option("--variant", default=None)
def schema(slug: str, variant: str | None) -> None:
    try:
        cls = find_game(slug, only_playable=False)
        game = cls.example(variant)
    except SetupError as error:
        raise click.UsageError(render(error.message)) from None
    _dump(game.json_schema())


@main.command("init-db", help=N_("Créer la base de données (ou la mettre à jour)."))
def init_db() -> None:
    from .db import init_db as setup

    click.echo(_("Base de données prête : %(path)s", path=setup()))


@main.command(with_appcontext=False, help=N_(
    "Servir l'application (waitress, un processus) : pour une table ou un essai, 100 connexions en tout. "
    "Pour la soirée d'un club, make run derrière nginx (README, « Serving a club »)."))
@option("--host", default="127.0.0.1", show_default=True)
@option("--port", default=5000, show_default=True, type=int, envvar="PORT")
@pass_script_info
def serve(info: ScriptInfo, host: str, port: int) -> None:
    from waitress import serve as waitress_serve

    from .hosts import announce

    announce([f"{host}:{port}"])  # before the app is built: the host names it answers to, unless configured
    app = info.load_app()
    click.echo(_("Compagnon sur %(address)s", address=f"http://{host}:{port}"))
    waitress_serve(app, host=host, port=port)


def _save(pdf: bytes, output: str) -> None:
    with open(output, "wb") as out:
        out.write(pdf)
    click.echo(_("%(file)s (%(size)s octets)", file=output, size=len(pdf)))


SIZE = click.Choice(["A4", "A5"], case_sensitive=False)


@main.command(help=N_("Imprimer en PDF la feuille de marque remplie d'un cas (CASE.json) ou d'une partie enregistrée "
                      "(--game ID)."))
@click.argument("case_file", type=click.File("r", encoding="utf-8"), required=False)
@option("--game", "game_id", type=int, default=None, help=N_("Le numéro d'une partie enregistrée dans la base."))
@option("-o", "--output", default=None, show_default=N_("feuille.pdf"))
@option("--size", type=SIZE, default="A4", show_default=True)
@option("--part", type=click.IntRange(min=1), default=1, show_default=True,
        help=N_("Laquelle des feuilles d'une partie plus longue que les 100 donnes d'une feuille."))
def sheet(case_file: Any, game_id: int | None, output: str | None, size: str, part: int) -> None:
    from .sheets import sheet_html, to_pdf

    size = size.upper()
    output = output or _("feuille.pdf")
    if (case_file is None) == (game_id is None):
        raise click.UsageError(_("Donner un cas (CASE.json) ou une partie enregistrée (--game ID), l'un des deux."))
    if game_id is None:
        case, result = _scored(case_file)
        title = case.get("title") if isinstance(case.get("title"), str) else None
        created = None
    else:
        loaded = _stored(game_id)
        result, title = loaded.replay, f"{loaded.game.name} — {', '.join(loaded.game.players)}"
        created = str(loaded.row["created"])[:10]
    with _page_context():
        pdf = to_pdf(sheet_html(result, title=title, created=created, size=size, part=part), size)
    _save(pdf, output)


def _stored(game_id: int) -> Any:
    """The stored game ``game_id``, or a usage error."""
    from . import store

    try:
        return store.load_game(game_id)
    except store.GameNotFound:
        raise click.UsageError(_("Aucune partie n° %(id)s dans la base.", id=game_id)) from None


@main.command(help=N_("Imprimer en PDF la feuille de marque vierge d'un jeu."))
@click.argument("slug")
@option("--variant", default=None)
@option("--players", default=None,
        help=N_("Combien de joueurs (des noms en blanc, à écrire), ou leurs noms séparés par des virgules."))
@option("--size", type=SIZE, default="A4", show_default=True)
@option("-o", "--output", default=None, show_default=N_("feuille-vierge.pdf"))
def blank(slug: str, variant: str | None, players: str | None, size: str, output: str | None) -> None:
    from .sheets import pad_game, pad_pdf

    size = size.upper()
    output = output or _("feuille-vierge.pdf")
    with _page_context():  # a count's placeholder names are the page's words
        try:
            find_game(slug)
            game, named = pad_game(slug, variant, players)
        except SetupError as error:
            raise click.UsageError(render(error.message)) from None
        pdf = pad_pdf(game, size, named)
    _save(pdf, output)


@main.command(help=N_("Copier toute la base de données dans OUTPUT pendant que l'application tourne (la sauvegarde "
                      "en ligne de SQLite)."))
@click.argument("output", type=click.Path(dir_okay=False))
def backup(output: str) -> None:
    from .backup import backup as copy
    from .db import database_path

    source = database_path()
    if not source.is_file():
        raise click.UsageError(_("Aucune base de données à %(path)s.", path=source))
    games = copy(str(source), output)
    click.echo(_("%(file)s : %(count)s partie(s) copiée(s)", file=output, count=games))


@main.command(help=N_("Mettre une sauvegarde (SOURCE) à la place de la base ; --force remplace une base existante."))
@click.argument("source", type=click.Path(dir_okay=False))
@option("--force", is_flag=True, help=N_("Remplacer la base en place."))
def restore(source: str, force: bool) -> None:
    from .backup import BadDatabase
    from .backup import restore as put_back
    from .db import database_path

    target = str(database_path())
    try:
        games = put_back(source, target, force=force)
    except BadDatabase as error:
        raise click.UsageError(_(error.text, **error.params)) from None
    except FileExistsError:
        raise click.UsageError(_("La base %(path)s existe déjà : ajouter --force pour la remplacer.",
                                 path=target)) from None
    click.echo(_("%(file)s : %(count)s partie(s) restaurée(s)", file=target, count=games))


@main.command("export", help=N_("Afficher une partie enregistrée (--game ID) en JSON, au format du recueil de cas, ou "
                                "en CSV."))
@option("--game", "game_id", type=int, required=True)
@option("--format", "form", type=click.Choice(["json", "csv"]), default="json", show_default=True)
def export(game_id: int, form: str) -> None:
    from .exchange import case_of, csv_of

    loaded = _stored(game_id)
    if form == "csv":
        click.echo(csv_of(loaded.replay), nl=False)
    else:
        _dump(case_of(loaded.replay, loaded.entries[: len(loaded.replay.deals)]))
