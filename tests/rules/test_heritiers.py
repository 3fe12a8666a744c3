"""Les Héritiers, from its chapter and shared/spec/heritiers.md.

The chapter is a copy of Démons (spec §0, ruling H-1): the engine is the
Démons one, every article cited as "Les Héritiers §n". The worked examples
H1-H6 of the spec are checked with their exact deltas.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, new_game, replay
from compagnon.rules.core import Outcome
from compagnon.rules.games.demons import Demons, DemonsState
from compagnon.rules.games.heritiers import Heritiers
from compagnon.rules.registry import load

PLAYERS = ["Anne", "Bruno", "Chloé"]
A, B, C = PLAYERS
COLOURS = {A: "pique", B: "carreau", C: "trefle"}


def game(**options: Any) -> Heritiers:
    g = new_game("heritiers", PLAYERS, options=options)
    assert isinstance(g, Heritiers)
    return g


def state(totals: Mapping[str, int] | None = None, dealer: str = A) -> DemonsState:
    return DemonsState(totals=dict(totals or {p: 0 for p in PLAYERS}), dealer=dealer)


def cards(*spec: tuple[str, str]) -> list[dict[str, str]]:
    return [{"rank": r, "suit": s} for r, s in spec]


def bet(player: str, action: str, objective: str = "partial", before: int | None = None) -> dict[str, Any]:
    item: dict[str, Any] = {"player": player, "objective": objective, "action": action}
    if before is not None:
        item["before_trick"] = before
    return item


def score(before: DemonsState, entry: Mapping[str, Any]) -> Outcome[DemonsState]:
    outcome = game().play(before, entry)
    explained = {p: 0 for p in PLAYERS}
    for line in outcome.lines:
        assert line.rule.startswith("Les Héritiers §"), line.rule
        explained[line.player] += line.points
    assert explained == dict(outcome.delta)
    return outcome


# --------------------------------------------------------------------- H-1: the same engine, its own name


def test_heritiers_h1_same_engine_own_name() -> None:
    assert issubclass(Heritiers, Demons)
    assert load()["heritiers"] is Heritiers and load()["demons"] is Demons
    assert (Heritiers.name, Heritiers.slug, Heritiers.article) == ("Les Héritiers", "heritiers", "Les Héritiers")
    assert [f.name for f in game().entry_schema.fields] == [f.name for f in new_game("demons", PLAYERS)
                                                            .entry_schema.fields]
    assert all(rule.startswith("Les Héritiers §") for rule, _ in Heritiers.reminders)


def test_heritiers_refusals_cite_its_own_chapter() -> None:
    with pytest.raises(DealError) as error:
        game().play(state(), {"diable": C, "tricks_won": {A: 4, B: 3, C: 3}, "base_points": {A: 0, B: 0},
                              "ordinary_cards": {C: 0}})
    assert error.value.field == "tricks_won" and error.value.rule == "Les Héritiers §5"


# --------------------------------------------------------------------- the worked examples


def test_heritiers_example_h1_quintuple_beats_carre_and_a_quarte() -> None:
    entry = {
        "dealer": B, "colours": COLOURS, "diable": A, "tricks_won": {A: 4, B: 4, C: 1},
        "base_points": {B: 14, C: 3}, "own_colour_figures": {B: 2}, "ordinary_cards": {A: 10},
        "colour_figures": {A: 5}, "demon_trick_figures": {A: 2}, "sixes": {A: 3},
        "combinations": [
            {"player": A, "kind": "pareil", "cards": cards(("R", "pique"), ("R", "pique"), ("R", "coeur"),
                                                           ("R", "coeur"), ("R", "carreau"))},
            {"player": C, "kind": "pareil", "cards": cards(("C", "pique"), ("C", "pique"), ("C", "coeur"),
                                                           ("C", "carreau"))},
            {"player": B, "kind": "suite", "cards": cards(("V", "trefle"), ("C", "trefle"), ("D", "trefle"),
                                                          ("R", "trefle"))},
        ],
    }
    assert dict(score(state(), entry).delta) == {A: 77, B: 76, C: 3}


def test_heritiers_example_h2_complete_bet_raised_to_80() -> None:
    log = [bet(A, "bet", "complete", 4), bet(B, "raise", "complete"), bet(C, "raise", "complete"),
           bet(A, "hold", "complete"), bet(B, "concede", "complete")]
    entry = {"diable": C, "tricks_won": {A: 5, B: 1, C: 3}, "base_points": {A: 20, B: 5},
             "ordinary_cards": {C: 9}, "colour_figures": {C: 3}, "bets": log}
    assert dict(score(state(dealer=C), entry).delta) == {A: 100, B: -35, C: -68}
    third = [*log[:3], bet(A, "raise", "complete"), *log[3:]]
    with pytest.raises(DealError) as error:
        game().play(state(), {**entry, "bets": third})
    assert error.value.field == "bets" and error.value.rule == "Les Héritiers §7.2"


def test_heritiers_example_h3_heart_bonus_and_failures() -> None:
    entry = {"diable": C, "tricks_won": {A: 4, B: 2, C: 3}, "base_points": {A: 18, B: 12},
             "own_colour_figures": {A: 2, B: 1}, "ordinary_cards": {C: 8}, "colour_figures": {C: 4},
             "demon_trick_figures": {C: 1}, "sixes": {C: 3},
             "combinations": [{"player": C, "kind": "pareil", "cards": cards(("V", "pique"))},
                              {"player": C, "kind": "suite", "cards": cards(("R", "coeur"))},
                              {"player": C, "kind": "pareil", "cards": cards(("C", "trefle"))}]}
    assert dict(score(state(), entry).delta) == {A: 25, B: 13, C: 3}


def test_heritiers_example_h4_333_without_a_bet_is_reset() -> None:
    entry = {"diable": C, "tricks_won": {A: 4, B: 2, C: 3}, "base_points": {A: 15, B: 10},
             "ordinary_cards": {C: 9}, "colour_figures": {C: 6}, "demon_trick_figures": {C: 5}, "sixes": {C: 3},
             "bets": [bet(A, "bet", before=1), bet(B, "concede"), bet(C, "hold")]}
    out = score(state({A: 300, B: 330, C: 250}), entry)
    assert dict(out.state.totals) == {A: 325, B: 330, C: 270}
    assert not out.state.finished and game().report(out.state) == {"reset": [B]}


def test_heritiers_example_h5_bettor_reengages_after_a_raise() -> None:
    log = [bet(C, "bet", before=1), bet(A, "hold"), bet(B, "raise"), bet(C, "hold"), bet(A, "concede")]
    entry = {"diable": A, "tricks_won": {A: 1, B: 3, C: 5}, "base_points": {B: 20, C: 18},
             "ordinary_cards": {A: 3}, "colour_figures": {A: 1}, "bets": log}
    assert dict(score(state(), entry).delta) == {A: -6, B: 0, C: 38}


def test_heritiers_example_h6_redeal_then_signal() -> None:
    result = replay(game(), [
        {"dealer": B, "status": "redeal_all_demons_turned"},
        {"diable": A, "tricks_won": {A: 3, B: 3, C: 3}, "base_points": {B: 12, C: 7}, "ordinary_cards": {A: 9},
         "colour_figures": {A: 1}, "penalties": [{"player": C, "kind": "signalled_role", "trick": 1}]},
    ])
    assert [d.dealer for d in result.deals] == [B, B]
    assert dict(result.totals) == {A: 10, B: 12, C: -43}
    assert result.report()["next_dealer"] == C


# --------------------------------------------------------------------- a property


@st.composite
def heritiers_deal(draw: st.DrawFn) -> dict[str, Any]:
    diable = draw(st.sampled_from(PLAYERS))
    a = draw(st.integers(0, 9))
    b = draw(st.integers(0, 9 - a))
    tricks = dict(zip(PLAYERS, draw(st.permutations([a, b, 9 - a - b])), strict=True))
    entry: dict[str, Any] = {
        "diable": diable, "tricks_won": tricks,
        "base_points": {p: draw(st.integers(0, 4 * tricks[p])) for p in PLAYERS if p != diable},
        "ordinary_cards": {diable: draw(st.integers(0, 3 * tricks[diable]))},
    }
    if draw(st.booleans()):
        first = draw(st.sampled_from(PLAYERS))
        i = PLAYERS.index(first)
        entry["bets"] = [bet(first, "bet", before=draw(st.integers(1, 3))),
                         bet(PLAYERS[(i + 1) % 3], draw(st.sampled_from(["hold", "concede"]))),
                         bet(PLAYERS[(i + 2) % 3], draw(st.sampled_from(["hold", "concede"])))]
    return entry


@settings(max_examples=40, deadline=None)
@given(st.lists(heritiers_deal(), max_size=25))
def test_heritiers_replay_properties(entries: list[dict[str, Any]]) -> None:
    g = game()
    log = accepted(g, entries)
    check_log(g, log)
    demons = new_game("demons", PLAYERS)
    # H-1: the very same scores as Démons
    assert replay(g, log).totals == replay(demons, log).totals
