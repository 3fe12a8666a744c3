"""One conformance test for every registered game.

Each game is set up, its declared fields are checked, and every valid log of
its casebook cases is replayed to check what must hold in any game: totals
are the sum of the deltas, every point is explained by lines that name a
rule, the state depends only on the log, and a finished game takes no deal.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from compagnon.rules import GAMES, DealError, DealRefused, Field, new_game, replay

CASEBOOK = Path(__file__).parent.parent / "casebook"
ROOT = Path(__file__).parent.parent.parent


def valid_cases(slug: str) -> list[dict[str, Any]]:
    cases = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(CASEBOOK.glob(f"{slug}-*.json"))]
    return [c for c in cases if "error" not in c["expect"]]


def game_of(case: dict[str, Any]) -> Any:
    return new_game(case["game"], case["players"], case.get("variant"), case.get("options"))


SLUGS = sorted(GAMES)


@pytest.mark.parametrize("slug", SLUGS)
def test_game_declares_itself(slug: str) -> None:
    cls = GAMES[slug]
    assert cls.slug == slug
    assert cls.name and cls.summary and cls.rulebook_section
    assert 2 <= cls.players_min <= cls.players_max <= 4
    if cls.default_variant is not None:
        assert cls.default_variant in cls.variants


@pytest.mark.parametrize("slug", SLUGS)
def test_fields_are_well_formed(slug: str) -> None:
    cls = GAMES[slug]
    variant = cls.default_variant or next(iter(cls.variants), None)
    players = ["Ana", "Bea", "Cyr", "Dan"][: cls.variant_players.get(variant or "", cls.players_min)]
    fields = new_game(slug, players, variant).fields()
    names = [f.name for f in fields]
    assert len(names) == len(set(names)), "field names are unique"
    for f in fields:
        assert isinstance(f, Field) and f.label
        if f.kind in ("choice", "multi"):
            assert f.choices, f"{f.name} offers choices"
        if f.min is not None and f.max is not None:
            assert f.min <= f.max


@pytest.mark.parametrize("slug", SLUGS)
def test_new_game_starts_at_zero(slug: str) -> None:
    cls = GAMES[slug]
    variant = cls.default_variant or next(iter(cls.variants), None)
    players = ["Ana", "Bea", "Cyr", "Dan"][: cls.variant_players.get(variant or "", cls.players_min)]
    game = new_game(slug, players, variant)
    result = replay(game, [])
    assert dict(result.totals) == {p: 0 for p in players}
    assert not result.finished and result.winner is None
    assert result.state.dealer == players[0]


@pytest.mark.parametrize("slug", SLUGS)
def test_wrong_number_of_players_is_refused(slug: str) -> None:
    cls = GAMES[slug]
    variant = cls.default_variant or next(iter(cls.variants), None)
    with pytest.raises(ValueError):
        new_game(slug, ["Ana"] * 1, variant)
    with pytest.raises(ValueError):
        new_game(slug, [f"P{i}" for i in range(cls.players_max + 1)], variant)


@pytest.mark.parametrize("slug", SLUGS)
def test_every_valid_case_obeys_the_invariants(slug: str) -> None:
    cases = valid_cases(slug)
    assert cases, f"{slug} has casebook cases"
    for case in cases:
        game = game_of(case)
        full = replay(game, case["deals"])
        running = {p: 0 for p in game.players}
        for deal in full.deals:
            running = {p: running[p] + deal.delta[p] for p in game.players}
            assert dict(deal.totals) == running, "totals are the running sum of deltas"
            explained = {p: 0 for p in game.players}
            for line in deal.lines:
                assert line.player in game.players and line.rule and line.text
                explained[line.player] += line.points
            assert explained == dict(deal.delta), "the lines explain every point"
            assert deal.details.get("summary"), "each deal has a summary for the score table"

        # The state is a function of the log alone: replaying a prefix and
        # then playing the rest gives the same result.
        for k in range(len(case["deals"]) + 1):
            state = replay(game, case["deals"][:k]).state
            for entry in case["deals"][k:]:
                state = game.play(state, entry).state
            assert state == full.state

        # Deleting the last deal and entering it again changes nothing.
        shorter = replay(game, case["deals"][:-1])
        again = game.play(shorter.state, case["deals"][-1])
        assert again.state == full.state

        if full.finished:
            with pytest.raises(DealError) as refused:
                game.play(full.state, case["deals"][-1])
            assert refused.value.field == "deal"


@pytest.mark.parametrize("slug", SLUGS)
def test_refusals_name_the_deal_and_a_field(slug: str) -> None:
    for path in sorted(CASEBOOK.glob(f"{slug}-*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if "error" not in case["expect"]:
            continue
        with pytest.raises(DealRefused) as refused:
            replay(game_of(case), case["deals"])
        assert refused.value.deal == case["expect"]["error"]["deal"]
        assert refused.value.field == case["expect"]["error"]["field"]
        assert refused.value.message


def test_rules_engine_loads_no_web_or_storage_module() -> None:
    code = ("import sys, compagnon.rules; "
            "bad = [m for m in ('flask', 'sqlite3', 'sqlite_utils', 'weasyprint', 'werkzeug') if m in sys.modules]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_readme_lists_every_game() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for slug, cls in GAMES.items():
        assert f"`{slug}`" in readme, f"README names the game {slug}"
