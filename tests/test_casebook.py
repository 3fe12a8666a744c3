"""Every casebook case of a registered game, through `compagnon score`.

The cases live in tests/casebook/ (`make casebook` refreshes them from
../shared/casebook/). Each one is a small game with the outcome the rules
give; the command must reproduce it, or refuse the named deal and field.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from compagnon.cli import main
from compagnon.rules import playable

CASEBOOK = Path(__file__).parent / "casebook"
ALL_CASES = sorted(CASEBOOK.glob("*.json"))
CASES = [p for p in ALL_CASES if json.loads(p.read_text(encoding="utf-8")).get("game") in playable()]


def run_score(path: Path) -> tuple[int, dict[str, Any]]:
    result = CliRunner().invoke(main, ["score", str(path)])
    return result.exit_code, json.loads(result.output)


def test_casebook_is_there() -> None:
    assert ALL_CASES, "tests/casebook/ holds no case: run `make casebook`"
    assert {json.loads(p.read_text(encoding="utf-8"))["game"] for p in CASES} >= {"mille", "besigue"}


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_case(path: Path) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    expect = case["expect"]
    status, got = run_score(path)

    if "error" in expect:
        assert status == 2, f"{path.name}: expected a refusal, got {got}"
        for key, value in expect["error"].items():
            assert got["error"][key] == value, f"{path.name}: error {key}: {got['error']}"
        assert got["error"]["message"], "a refusal says why"
        return

    assert status == 0, f"{path.name}: refused: {got}"
    for i, deal in enumerate(expect.get("deals", [])):
        for key, value in deal.items():
            assert got["deals"][i][key] == value, f"{path.name}: deal {i + 1} {key}"
    for key in ("totals", "finished", "winner"):
        if key in expect:
            assert got[key] == expect[key], f"{path.name}: {key}"
    for key, value in (expect.get("state") or {}).items():
        assert got["state"].get(key) == value, f"{path.name}: state.{key}"

    # Every point is explained: a deal's lines add up to its delta.
    for deal in got["deals"]:
        explained = {p: 0 for p in case["players"]}
        for line in deal["lines"]:
            assert line["rule"] and line["text"]
            if line.get("unit") is not None:
                continue
            if line["player"] in explained:
                explained[line["player"]] += line["points"]
            if line.get("payer") in explained:
                explained[line["payer"]] -= line["points"]
        assert explained == deal["delta"], f"{path.name}: lines do not add up to the delta"
