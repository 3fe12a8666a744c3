"""Export a game (casebook JSON, CSV) and import it back, checked by the rules."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from flask import Flask

from compagnon import store
from compagnon.cli import main
from compagnon.exchange import case_of, csv_of, read_case
from compagnon.rules import DealRefused, SetupError, score_case

CASEBOOK = Path(__file__).parent / "casebook"


def playable_cases() -> list[Path]:
    """Every casebook case the rules accept (not the ones that show a refusal)."""
    cases = []
    for path in sorted(CASEBOOK.glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if "error" not in case.get("expect", {}):
            cases.append(path)
    return cases


@pytest.mark.parametrize("path", playable_cases()[::9], ids=lambda p: p.stem)
def test_an_exported_game_is_rescored_by_compagnon_score_to_the_same_totals(path: Path) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    result = score_case(case)
    exported = case_of(result, case["deals"])
    out = CliRunner().invoke(main, ["score", "-"], input=json.dumps(exported))
    assert out.exit_code == 0, out.output
    scored = json.loads(out.output)
    assert scored["totals"] == case["expect"]["totals"] == exported["expect"]["totals"]
    assert scored["finished"] == case["expect"]["finished"]
    assert [d["delta"] for d in scored["deals"]] == [d["delta"] for d in exported["expect"]["deals"]]


def test_the_first_dealer_travels_with_the_export() -> None:
    case = {"game": "mille", "players": ["Ana", "Bea", "Cyr"], "first_dealer": "Cyr", "deals": []}
    result = score_case(case)
    exported = case_of(result, [])
    assert exported["first_dealer"] == "Cyr"
    assert score_case(exported).state.dealer == "Cyr"
    assert "first_dealer" not in case_of(score_case({**case, "first_dealer": None}), [])


def test_csv_has_a_row_per_deal_with_each_players_change_and_total() -> None:
    case = json.loads((CASEBOOK / "mille-m1-m4-contracts-bomb.json").read_text(encoding="utf-8"))
    result = score_case(case)
    rows = list(csv.reader(io.StringIO(csv_of(result))))
    players = case["players"]
    assert rows[0][0] == "donne"
    assert rows[0][1:3] == [f"{players[0]} (donne)", f"{players[0]} (total)"]
    assert len(rows) == 1 + len(case["deals"])
    last = rows[-1]
    for i, name in enumerate(players):
        assert int(last[2 + 2 * i]) == case["expect"]["totals"][name]
    running = {name: 0 for name in players}
    for row in rows[1:]:
        for i, name in enumerate(players):
            running[name] += int(row[1 + 2 * i])
            assert running[name] == int(row[2 + 2 * i])


def test_csv_names_cannot_become_spreadsheet_formulas() -> None:
    players = ['=HYPERLINK("http://x.test")', "@Bea", "+Cyr"]
    case = {"game": "mille", "players": players,
            "deals": [{"taker": players[0], "contract": 100, "trick_points": dict.fromkeys(players, 40)}]}
    rows = list(csv.reader(io.StringIO(csv_of(score_case(case)))))
    assert rows[0][1:] == [f"'{name} ({what})" for name in players for what in ("donne", "total")]
    assert rows[1][1:3] == ["-100", "-100"]  # a loss is still a number
    for cell in (cell for row in rows for cell in row if not cell.lstrip("-").isdigit()):
        assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell


@pytest.mark.parametrize("bad, field", [
    ([], "case"),
    ({"game": "poker", "players": ["A", "B"]}, "game"),
    ({"game": "mille", "players": ["Ana", "Bea", "Cyr"], "deals": {"1": {}}}, "deals"),
    ({"game": "mille", "players": ["Ana", "Bea", "Cyr"], "deals": [3]}, "deals"),
    ({"game": "mille", "players": ["Ana", "Bea", "Cyr"], "options": [1]}, "options"),
])
def test_a_file_that_is_not_a_game_is_refused_naming_the_field(bad: Any, field: str) -> None:
    with pytest.raises(SetupError) as refused:
        read_case(bad)
    assert refused.value.field == field


def test_a_bad_deal_is_refused_naming_the_deal_and_the_field() -> None:
    case = json.loads((CASEBOOK / "mille-m1-m4-contracts-bomb.json").read_text(encoding="utf-8"))
    deals = list(case["deals"])
    deals[1] = {**deals[1], "contract": 112}
    with pytest.raises(DealRefused) as refused:
        read_case({**case, "deals": deals})
    assert (refused.value.deal, refused.value.field) == (2, "contract")


def test_import_stores_a_new_game_with_new_links_and_the_same_log(app: Flask) -> None:
    case = json.loads((CASEBOOK / "mille-m1-m4-contracts-bomb.json").read_text(encoding="utf-8"))
    with app.app_context():
        created = store.import_game(case)
        again = store.import_game(case)
        assert created.id != again.id and created.edit_token != again.edit_token
        loaded = store.load_game(created.id)
        assert loaded.refused is None
        assert dict(loaded.replay.totals) == case["expect"]["totals"]
        assert case_of(loaded.replay, loaded.entries)["deals"] == case["deals"]


def test_a_refused_import_writes_nothing(app: Flask) -> None:
    case = json.loads((CASEBOOK / "mille-m1-m4-contracts-bomb.json").read_text(encoding="utf-8"))
    bad = {**case, "deals": [*case["deals"], {"taker": "Ana"}]}
    with app.app_context():
        with pytest.raises(DealRefused):
            store.import_game(bad)
        assert store.list_games() == []
