"""Entries the specs refuse, and refuse on the right field (each spec's §3J
refusal table, and the casebook README's general rulings): a field given
where the spec says it does not apply, a key an object does not list, the
order of the refusals, Frappe's error precedence (§9)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from compagnon.rules import DealRefused, new_game, score_case

CASEBOOK = Path(__file__).resolve().parents[1] / "casebook"


def case(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((CASEBOOK / f"{name}.json").read_text())
    return loaded


def refusal(game: dict[str, Any]) -> tuple[int, str, str]:
    """The deal refused, its field and the path at fault."""
    with pytest.raises(DealRefused) as refused:
        score_case(game)
    return refused.value.deal, refused.value.error.field, refused.value.error.path


# --------------------------------------------------------------------- Caisse §3J.2: « round 2 only »

ROUND_1 = {"game": "caisse", "variant": None, "options": {}, "players": ["Ana", "Bea", "Cyr"], "deals": [
    {"game": "trump", "trump": "coeur", "decl_round": 1,
     "round2_calls": [{"player": "Bea", "call": "pass"}, {"player": "Cyr", "call": "carreau"},
                      {"player": "Ana", "call": "coeur"}],
     "taker": "Ana", "card_points": {"Ana": 113, "Bea": 0, "Cyr": 0}, "last_trick": "Ana"}]}


def test_caisse_3j3_round2_calls_in_a_round_1_game_are_refused() -> None:
    assert refusal(copy.deepcopy(ROUND_1)) == (1, "round2_calls", "round2_calls")


@pytest.mark.parametrize("change", [
    {"round2_calls": None},  # null is absent
    {"decl_round": 2, "trump": "trefle", "proposal_card": {"suit": "pique", "rank": "7"}},  # round 2: read
])
def test_caisse_3j3_round2_calls_where_they_apply(change: dict[str, Any]) -> None:
    game = copy.deepcopy(ROUND_1)
    game["deals"][0].update(change)
    if change.get("decl_round") == 2:
        game["deals"][0]["round2_calls"][2]["call"] = "trefle"
    assert score_case(game).deals[0].delta["Ana"] > 0


@pytest.mark.parametrize("change, field", [
    ({"game": "sans_atout", "decl_round": None, "round2_calls": None}, "trump"),  # a trump in a Sans-Atout game
    ({"game": "misere_generale", "trump": None, "decl_round": None, "round2_calls": None}, "taker"),
])
def test_caisse_3j3_trump_and_taker_where_the_spec_says_no(change: dict[str, Any], field: str) -> None:
    game = copy.deepcopy(ROUND_1)
    game["deals"][0].update(change)
    assert refusal(game)[1] == field


# --------------------------------------------------------------------- Reversis §3J.3

@pytest.mark.parametrize("key", ["trick10_winner", "trick11_winner"])
def test_reversis_3j3_last_tricks_name_a_player_even_without_a_reversis(key: str) -> None:
    game = case("reversis-r1-first-coup")
    game["deals"][0][key] = "Zed"
    assert refusal(game) == (1, key, key)


def test_reversis_3j3_last_tricks_of_a_player_without_a_reversis_are_not_used() -> None:
    game = case("reversis-r1-first-coup")
    game["deals"][0]["trick10_winner"] = "Denis"
    assert score_case(game).totals == score_case(case("reversis-r1-first-coup")).totals


# --------------------------------------------------------------------- Démons punisseurs: objectives

def test_demons_punisseurs_3j3_an_unknown_objective_is_refused() -> None:
    game = case("demons_punisseurs-ex2-pareil-conceded")
    log = game["deals"][0]["objective_log"]
    log["pareils"] = log.pop("pareil")  # misspelt: its bets would be lost
    assert refusal(game) == (1, "objective_log", "objective_log")


# --------------------------------------------------------------------- Loba: the order of §3J.3's table

def test_loba_3j3_a_missing_hand_comes_before_bad_points() -> None:
    game = {"game": "loba", "players": ["Lina", "Marc", "Nora"],
            "deals": [{"out_player": "Marc", "penalty_points": {"Nora": "15"}}]}
    assert refusal(game) == (1, "remaining", "remaining")


@pytest.mark.parametrize("points, path", [
    ({"Nora": "15", "Lina": 20}, "penalty_points.Nora"),  # every hand counted: the bad value
    ({"Nora": 15, "Lina": None}, "remaining"),  # null leaves Lina out
])
def test_loba_3j3_points_counted_as_given(points: dict[str, Any], path: str) -> None:
    game = {"game": "loba", "players": ["Lina", "Marc", "Nora"],
            "deals": [{"out_player": "Marc", "penalty_points": points}]}
    assert refusal(game)[2] == path


# --------------------------------------------------------------------- Frappe §9: error precedence

@pytest.mark.parametrize("extra", [
    {"plays": ["1"]},  # not a rank
    {"plays": ["A"]},  # a fifth Ace
    {"announce": {}, "plays": ["D", "2", "A"]},  # fifth copies further on
])
def test_frappe_9_a_round_after_the_end_is_refused_on_rounds(extra: dict[str, Any]) -> None:
    game = case("frappe-frappe-wins-mid-play")  # Bea reaches 61 in the 6th round of the second manche
    game["deals"][1]["rounds"].append(extra)
    assert refusal(game) == (2, "rounds", "rounds[6]")


def test_frappe_3j5_a_fifth_card_before_the_end_is_refused_on_plays() -> None:
    game = case("frappe-frappe-wins-mid-play")
    game["deals"][1]["rounds"][5]["plays"][:2] = ["A", "D"]  # the fifth Ace, before the Dame that ends it
    assert refusal(game)[1:] == ("plays", "rounds[5].plays[0]")


# --------------------------------------------------------------------- the JSON Schema says the same

@pytest.mark.parametrize("game, entry, valid", [
    ("caisse", ROUND_1["deals"][0], False),  # round-2 calls in round 1
    ("caisse", {**ROUND_1["deals"][0], "round2_calls": None}, True),
    ("reversis", {**case("reversis-r1-first-coup")["deals"][0], "trick10_winner": 3}, False),  # not a name
    ("demons_punisseurs", {**case("demons_punisseurs-ex2-pareil-conceded")["deals"][0],
                           "objective_log": {"pareils": []}}, False),
])
def test_json_schema_refuses_them_too(game: str, entry: dict[str, Any], valid: bool) -> None:
    players = {"caisse": ["Ana", "Bea", "Cyr"], "reversis": ["Alice", "Bernard", "Claire", "Denis"],
               "demons_punisseurs": ["Xavier", "Yvonne", "Zoé"]}[game]
    schema = new_game(game, players).json_schema()
    assert jsonschema.Draft202012Validator(schema).is_valid(entry) is valid
