"""The `compagnon` command, as a person types it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from click.testing import CliRunner

from compagnon.cli import main
from compagnon.rules import GAMES

ROOT = Path(__file__).parent.parent
CASEBOOK = ROOT / "tests" / "casebook"


def test_games_prints_one_line_per_game_starting_with_its_slug() -> None:
    result = CliRunner().invoke(main, ["games"])
    assert result.exit_code == 0
    lines = result.output.strip().splitlines()
    assert [line.split()[0] for line in lines] == sorted(GAMES)
    assert any(line.startswith("besigue") and "japonais" in line for line in lines)


def test_score_reads_standard_input() -> None:
    case = json.loads((CASEBOOK / "mille-m1-m4-contracts-bomb.json").read_text(encoding="utf-8"))
    result = CliRunner().invoke(main, ["score", "-"], input=json.dumps(case))
    assert result.exit_code == 0
    out = json.loads(result.output)
    assert out["totals"] == case["expect"]["totals"]
    assert out["deals"][0]["lines"][0]["rule"].startswith("Mille §")


def test_score_refusal_exits_2_with_the_deal_field_and_message() -> None:
    case = {"game": "mille", "players": ["Ana", "Bea", "Cyr"],
            "deals": [{"taker": "Ana", "contract": 112, "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10}}]}
    result = CliRunner().invoke(main, ["score", "-"], input=json.dumps(case))
    assert result.exit_code == 2
    error = json.loads(result.output)["error"]
    assert (error["deal"], error["field"]) == (1, "contract")
    assert "5" in error["message"]


def test_score_refuses_a_case_that_is_not_json() -> None:
    result = CliRunner().invoke(main, ["score", "-"], input="{not json")
    assert result.exit_code == 2
    assert json.loads(result.output)["error"]["field"] == "case"


def test_score_refuses_an_unknown_game_or_player_count() -> None:
    for case in ({"game": "poker", "players": ["A", "B"], "deals": []},
                 {"game": "mille", "players": ["A", "B"], "deals": []},
                 {"game": "besigue", "players": ["A", "B"], "deals": []}):
        result = CliRunner().invoke(main, ["score", "-"], input=json.dumps(case))
        assert result.exit_code == 2
        assert json.loads(result.output)["error"]["field"] in ("game", "players", "variant")


def test_blank_and_filled_sheets_are_pdf(tmp_path: Path) -> None:
    blank = tmp_path / "blank.pdf"
    result = CliRunner().invoke(main, ["blank", "besigue", "--variant", "chinois", "-o", str(blank)])
    assert result.exit_code == 0, result.output
    assert blank.read_bytes().startswith(b"%PDF")

    filled = tmp_path / "filled.pdf"
    result = CliRunner().invoke(main, ["sheet", str(CASEBOOK / "mille-m5-m8-tonneau.json"), "-o", str(filled)])
    assert result.exit_code == 0, result.output
    assert filled.read_bytes().startswith(b"%PDF")


def test_readme_documents_every_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in main.commands:
        assert re.search(rf"compagnon {re.escape(name)}\b", readme), f"README documents `compagnon {name}`"


def test_lang_en_scores_in_english_with_the_same_numbers() -> None:
    case = (CASEBOOK / "belote_noisette-bn1-bn4-settlements.json").read_text(encoding="utf-8")
    french = json.loads(CliRunner().invoke(main, ["score", "-"], input=case).output)
    english = json.loads(CliRunner().invoke(main, ["--lang", "en", "score", "-"], input=case).output)
    assert english["totals"] == french["totals"] == json.loads(case)["expect"]["totals"]
    pairs = [(fr["text"], en["text"]) for d_fr, d_en in zip(french["deals"], english["deals"], strict=True)
             for fr, en in zip(d_fr["lines"], d_en["lines"], strict=True)]
    assert pairs and all(fr != en for fr, en in pairs)
    assert [line["rule"] for deal in english["deals"] for line in deal["lines"]] == \
           [line["rule"] for deal in french["deals"] for line in deal["lines"]]


def test_lang_en_refuses_in_english() -> None:
    case = {"game": "mille", "players": ["Ana", "Ana", "Bea"], "deals": []}
    result = CliRunner().invoke(main, ["--lang", "en", "score", "-"], input=json.dumps(case))
    assert result.exit_code == 2
    assert json.loads(result.output)["error"]["message"] == "Two players cannot have the same name."


def test_lang_en_prints_the_sheet_in_english(tmp_path: Path) -> None:
    import shutil
    import subprocess

    import pytest

    if shutil.which("pdftotext") is None:
        pytest.skip("poppler's pdftotext is installed by make setup")
    output = tmp_path / "sheet.pdf"
    case = CASEBOOK / "mille-m5-m8-tonneau.json"
    result = CliRunner().invoke(main, ["--lang", "en", "sheet", str(case), "-o", str(output)])
    assert result.exit_code == 0, result.output
    text = subprocess.run(["pdftotext", str(output), "-"], capture_output=True, check=True, text=True).stdout
    assert "Dealer" in text and "Donneur" not in text
    assert "Mille §" in text and "in defence" in text and "en défense" not in text


# --lang en: nothing French is printed but the players' names, the games'
# names, the variants' names (what --variant takes) and the rulebooks' own
# words, which the English keeps (README, Languages)
KEPT_IN_FRENCH = ("Tous les Trois", "vis-à-vis", "Bésigue", "bésigue", "Clarté", "Misère", "Générale",
                  "Résistance", "pénitence", "écart", "Partie")
FRENCH = re.compile(r"[éèêëàâçîïôûùœÉÈÀÇ«»]|\b(donnes?|points de|joueurs?|jouable|variantes?|parties?|plis?|contrat|"
                    r"preneur|octets|base|illisible|objet|le|la|les|des|du|et|ou|est|une?|sur|dans|pas|aucune?)\b",
                    re.IGNORECASE)


def french_in(output: str, *names: str) -> list[str]:
    for name in sorted({*names, *(cls.name for cls in GAMES.values()), *KEPT_IN_FRENCH}, key=len, reverse=True):
        output = output.replace(name, "")
    return [found.group(0) for found in FRENCH.finditer(output)]


def english(*args: str, stdin: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["--lang", "en", *args], input=stdin)
    return result.exit_code, result.output


@pytest.mark.parametrize("case", sorted(CASEBOOK.glob("*.json")), ids=lambda path: path.stem)
def test_lang_en_scores_every_case_without_a_french_word(case: Path) -> None:
    players = json.loads(case.read_text(encoding="utf-8")).get("players", [])
    _, output = english("score", str(case))
    assert not french_in(output, *players), french_in(output, *players)


def test_lang_en_lists_the_games_without_a_french_word() -> None:
    variants = [variant for cls in GAMES.values() for variant in cls.variants]
    for args in (["games"], ["games", "--all"]):
        status, output = english(*args)
        assert status == 0 and not french_in(output, *variants), french_in(output, *variants)
        assert "players" in output
    assert "playable" in english("games", "--all")[1]


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_lang_en_schema_has_no_french_word(slug: str) -> None:
    status, output = english("schema", slug)
    assert status == 0 and json.loads(output)["title"] == GAMES[slug].name
    assert not french_in(output), french_in(output)


def test_lang_en_referee_and_refusals_have_no_french_word(tmp_path: Path) -> None:
    question = {"question": "trick", "game": "mille", "context": {"trump": "coeur"},
                "plays": [{"player": "Ana", "card": {"rank": "A", "suit": "pique"}},
                          {"player": "Bea", "card": {"rank": "9", "suit": "coeur"},
                           "hand": [{"rank": "9", "suit": "coeur"}, {"rank": "R", "suit": "pique"}]}]}
    answered = english("referee", "-", stdin=json.dumps(question))
    assert answered[0] == 0 and json.loads(answered[1])["winner"] == "Bea"
    refused = [english("score", "-", stdin="{not json"), english("score", "-", stdin="[1]"),
               english("referee", "-", stdin="[1]"), english("sheet"),
               english("restore", str(tmp_path / "none.db")), english("schema", "poker")]
    assert [status for status, _ in refused] == [2] * 6
    assert json.loads(refused[1][1])["error"]["message"] == "A case is a JSON object."
    for _, output in [answered, *refused]:
        assert not french_in(output, "Ana", "Bea"), french_in(output, "Ana", "Bea")


def test_lang_fr_keeps_its_words() -> None:
    result = CliRunner().invoke(main, ["score", "-"], input="[1]")
    assert json.loads(result.output)["error"]["message"] == "Un cas est un objet JSON."
    assert "3 joueurs" in CliRunner().invoke(main, ["games"]).output


def _cli_schema(slug: str) -> Any:
    result = CliRunner().invoke(main, ["schema", slug])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


@pytest.mark.parametrize(("slug", "mutated"), [
    ("mille", {"contract", "trick_points", "tricks_won"}),
    ("bernicle", {"contract", "trick_points", "tricks_won"}),
    ("caisse", {"card_points", "tricks_won"}),
])
def test_schema_refuses_a_wrong_value_where_a_condition_says_the_field_applies(slug: str, mutated: set[str]) -> None:
    validator = jsonschema.Draft202012Validator(_cli_schema(slug))
    tried: set[str] = set()
    for path in sorted(CASEBOOK.glob(f"{slug}-*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        deals = case["deals"] if "error" not in case["expect"] else []
        for entry in deals:
            validator.validate(entry)
            for key in mutated & set(entry):
                value = entry[key]
                wrong = {**value, next(iter(value)): "x"} if isinstance(value, dict) else "abc"
                assert not validator.is_valid({**entry, key: wrong}), f"{path.name}: {key} = {wrong!r}"
                tried.add(key)
    assert tried == mutated


# --------------------------------------------------------------------- the Flask command group

def test_score_schema_games_and_referee_never_build_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    """The casebook's hook runs `compagnon score CASE.json` on a checkout with no database nor instance folder."""
    import compagnon.cli

    def no_app() -> Any:
        raise AssertionError("the app was built")

    monkeypatch.setattr(compagnon.cli, "create_app", no_app)
    case = (CASEBOOK / "mille-m1-m4-contracts-bomb.json").read_text(encoding="utf-8")
    question = {"question": "trick", "game": "mille", "context": {"trump": "coeur"},
                "plays": [{"player": "Ana", "card": {"rank": "A", "suit": "pique"}},
                          {"player": "Bea", "card": {"rank": "9", "suit": "coeur"}}]}
    for args, stdin in ((["score", "-"], case), (["schema", "mille"], None), (["games", "--all"], None),
                        (["referee", "-"], json.dumps(question)), (["--help"], None), (["sheet", "--help"], None)):
        result = CliRunner().invoke(main, args, input=stdin)
        assert result.exit_code == 0, (args, result.output, result.exception)


def test_a_command_that_needs_the_app_builds_it_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import compagnon.cli
    from compagnon import create_app

    built: list[Any] = []

    def counted() -> Any:
        built.append(create_app())
        return built[-1]

    monkeypatch.setattr(compagnon.cli, "create_app", counted)
    monkeypatch.setenv("COMPAGNON_DATABASE", str(tmp_path / "c.db"))
    result = CliRunner().invoke(main, ["init-db"])
    assert result.exit_code == 0, result.output
    assert result.output == f"Base de données prête : {tmp_path / 'c.db'}\n" and len(built) == 1
    case = CASEBOOK / "mille-m1-m4-contracts-bomb.json"
    result = CliRunner().invoke(main, ["blank", "mille", "-o", str(tmp_path / "pad.pdf")])
    assert result.exit_code == 0, result.output
    assert len(built) == 2 and (tmp_path / "pad.pdf").read_bytes().startswith(b"%PDF")
    assert CliRunner().invoke(main, ["score", str(case)]).exit_code == 0 and len(built) == 2


# --------------------------------------------------------------------- the command's language

@pytest.mark.parametrize(("environ", "args", "spoken"), [
    ({}, [], "fr"),
    ({"LANG": "en_GB.UTF-8"}, [], "en"),
    ({"LANG": "en"}, [], "en"),
    ({"LANG": "fr_FR.UTF-8"}, [], "fr"),
    ({"LANG": "de_DE.UTF-8"}, [], "fr"),  # neither: French
    ({"LANG": "C.UTF-8"}, [], "fr"),
    ({"LC_MESSAGES": "en_US.UTF-8", "LANG": "fr_FR.UTF-8"}, [], "en"),
    ({"LC_ALL": "C", "LANG": "en_GB.UTF-8"}, [], "fr"),  # LC_ALL before LANG, as POSIX reads them
    ({"COMPAGNON_LANG": "en", "LANG": "fr_FR.UTF-8"}, [], "en"),
    ({"COMPAGNON_LANG": "fr", "LANG": "en_GB.UTF-8"}, [], "fr"),
    ({"COMPAGNON_LANG": "fr", "LANG": "fr_FR.UTF-8"}, ["--lang", "en"], "en"),
    ({"COMPAGNON_LANG": "en"}, ["--lang", "fr"], "fr"),
])
def test_the_language_is_lang_then_compagnon_lang_then_the_locale(environ: dict[str, str], args: list[str],
                                                                  spoken: str) -> None:
    runner = CliRunner(env={name: None for name in ("COMPAGNON_LANG", "LC_ALL", "LC_MESSAGES", "LANG")} | environ)
    for command in (["games"], ["--help"], ["sheet", "--help"]):
        result = runner.invoke(main, [*args, *command])
        assert result.exit_code == 0, result.output
        said = {"fr": ("3 joueurs", "Afficher cette aide"), "en": ("3 players", "Show this message")}
        assert any(words in result.output for words in said[spoken]), (command, result.output)
        assert not any(words in result.output for other in said if other != spoken for words in said[other])


def _helps(*args: str) -> list[str]:
    """The help of the command and of each of its commands."""
    pages = [CliRunner().invoke(main, [*args, "--help"])]
    pages += [CliRunner().invoke(main, [*args, name, "--help"]) for name in main.commands]
    assert all(page.exit_code == 0 for page in pages)
    return [page.output for page in pages]


def test_help_speaks_french() -> None:
    pages = _helps()
    assert "Calculer les scores d'un cas" in pages[0] and "Afficher cette aide et quitter." in pages[0]
    assert "(feuille.pdf)" in pages[1 + list(main.commands).index("sheet")]
    for page in pages:
        assert re.search(r"[éèàç«]|\b(les?|la|des?|une?|du|et|ou)\b", page.split("Options:")[0]), page


def test_help_speaks_english_without_a_french_word() -> None:
    pages = _helps("--lang", "en")
    assert "Score a case file" in pages[0] and "Show this message and exit." in pages[0]
    assert "(sheet.pdf)" in pages[1 + list(main.commands).index("sheet")]
    for page in pages:
        assert not french_in(page), (french_in(page), page)


def test_serve_says_it_is_for_one_table_and_what_serves_a_club() -> None:
    """waitress holds 100 connections in all: a club evening needs nginx in front of gunicorn."""
    french = _helps()[1 + list(main.commands).index("serve")]
    english = _helps("--lang", "en")[1 + list(main.commands).index("serve")]
    assert "pour une table" in french and "nginx" in french
    assert "for one table" in english and "behind nginx" in " ".join(english.split())
