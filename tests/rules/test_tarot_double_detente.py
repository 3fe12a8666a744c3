"""Tarot double détente and Triple-Détente, from the rulebook's chapter and
shared/spec/tarot_double_detente.md.

Test names cite the rulebook's articles (TDD §3.4, §4, §5, §7, §8.x) or the
spec's rulings (G1-G13); the worked examples T1-T9 are checked with their
exact deltas.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from cardtext import card, cards
from hypothesis import given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, DealRefused, SetupError, new_game, render, replay
from compagnon.rules.core import Outcome
from compagnon.rules.decks import EXCUSE, Card, Suit, trump
from compagnon.rules.games.tarot_double_detente import (
    PlayFault,
    TarotDoubleDetente,
    TarotDoubleDetenteState,
    TarotTrick,
    bonus_for,
    contract_bonuses,
    modification_effect,
)
from compagnon.rules.tricks import played as plays

PLAYERS = ["Ana", "Bea", "Cyr"]
A, B, C = PLAYERS
TWO = ["Ana", "Bea"]
X = Card(EXCUSE)


def game(players: list[str] | None = None, **options: Any) -> TarotDoubleDetente:
    players = players or PLAYERS
    g = new_game("tarot_double_detente", players, "triple" if len(players) == 2 else None, options)
    assert isinstance(g, TarotDoubleDetente)
    return g


def half(contract: tuple[int, ...], tricks: tuple[int, ...], players: list[str] | None = None,
         **more: Any) -> dict[str, Any]:
    names = players or PLAYERS
    return {"contract": dict(zip(names, contract, strict=True)), "tricks": dict(zip(names, tricks, strict=True)),
            **more}


def state(totals: Mapping[str, int], *, deals: int = 0, **more: Any) -> TarotDoubleDetenteState:
    """A state in the middle of a game (``deals`` entries so far)."""
    return TarotDoubleDetenteState(totals=dict(totals), dealer=A, deals=deals, **more)


def score(g: TarotDoubleDetente, before: TarotDoubleDetenteState,
          entry: Mapping[str, Any]) -> Outcome[TarotDoubleDetenteState]:
    outcome = g.play(before, entry)
    assert g.delta_of(outcome.lines) == dict(outcome.delta), "the lines explain every point"
    for line in outcome.lines:
        assert line.rule.startswith("TDD §") and line.text
    return outcome


def refused(g: TarotDoubleDetente, before: TarotDoubleDetenteState, entry: Mapping[str, Any]) -> str:
    with pytest.raises(DealError) as error:
        g.play(before, entry)
    for problem in error.value.problems:
        assert render(problem.message) and not render(problem.message).startswith("tarot_double_detente.")
    return error.value.field


ZERO = {p: 0 for p in PLAYERS}


# --------------------------------------------------------------------- the scoring tables


@pytest.mark.parametrize("half_no, contract, tricks, bonus", [
    # §3.4: first demi-manche (and first tiers, ruling G2)
    (1, 4, 4, 10), (1, 5, 4, 5), (1, 3, 4, 5), (1, 6, 4, 2), (1, 2, 4, 2), (1, 7, 4, 0), (1, 0, 13, 0),
    # §4: second demi-manche
    (2, 6, 6, 20), (2, 5, 6, 10), (2, 7, 6, 10), (2, 4, 6, 5), (2, 8, 6, 5), (2, 3, 6, 0),
    # §7: third tiers-manche
    (3, 7, 7, 30), (3, 8, 7, 20), (3, 5, 7, 10), (3, 10, 7, 0),
    # §3.2: 0 is a contract like any other
    (1, 0, 0, 10), (2, 0, 1, 10), (3, 0, 2, 10),
])
def test_tdd_3_4_4_7_contract_bonus_tables(half_no: int, contract: int, tricks: int, bonus: int) -> None:
    assert bonus_for(contract, tricks, half_no) == bonus


@pytest.mark.parametrize("half_no, effect, table", [
    # §8.2: an Atout turned: only the exact contract earns a bonus
    (1, "exact_only", (10, 0, 0)), (2, "exact_only", (20, 0, 0)),
    # §8.2: a Cavalier turned: every bonus doubled
    (1, "doubled", (20, 10, 4)), (2, "doubled", (40, 20, 10)),
    # §8.2: any other card reverses its suit, bonuses unchanged
    (1, "reversed", (10, 5, 2)), (1, "none", (10, 5, 2)), (3, "none", (30, 20, 10)),
])
def test_tdd_8_2_modified_bonus_tables(half_no: int, effect: str, table: tuple[int, int, int]) -> None:
    assert contract_bonuses(half_no, effect) == table


@pytest.mark.parametrize("turned, effect", [
    (trump(12), "exact_only"), (trump(1), "exact_only"), (trump(21), "exact_only"),
    (card("Cc"), "doubled"), (card("Ct"), "doubled"),
    (card("7c"), "reversed"), (card("Ap"), "reversed"), (card("Rk"), "reversed"), (card("Vt"), "reversed"),
    (None, "none"),
])
def test_tdd_8_2_what_a_turned_card_does(turned: Card | None, effect: str) -> None:
    assert modification_effect(turned) == effect


# --------------------------------------------------------------------- set-up


def test_tdd_7_two_or_three_players_by_variant() -> None:
    assert game().variant == "double" and game().halves == 2
    assert game(TWO).variant == "triple" and game(TWO).halves == 3
    with pytest.raises(SetupError):
        new_game("tarot_double_detente", TWO)  # the default variant is for 3 players
    with pytest.raises(SetupError):
        new_game("tarot_double_detente", PLAYERS, "triple")
    with pytest.raises(SetupError):
        new_game("tarot_double_detente", [*PLAYERS, "Dan"])


def test_tdd_8_options_and_their_defaults() -> None:
    assert game().options == {"opt_cavalerie": False, "opt_modifications": False, "opt_as_gagnant": False,
                              "opt_tout_ou_rien": False, "fault_penalty_third_tiers": 30}
    for bad in ({"opt_cavalerie": 1}, {"fault_penalty_third_tiers": "30"}, {"opt_unknown": True}):
        with pytest.raises(SetupError):
            game(**bad)


def test_tdd_new_game_state() -> None:
    g = game()
    fresh = g.new_state()
    assert fresh.dealer == A and dict(fresh.totals) == ZERO
    assert g.report(fresh) == {"manches_played": 0, "last_half": 0}
    assert [f.key for f in g.facts(fresh)] == ["manche", "half", "bonus", "petit_won", "excuse_used", "goal"]


# --------------------------------------------------------------------- worked examples


def test_tdd_examples_t1_t2_one_manche() -> None:
    result = replay(game(), [
        half((4, 5, 3), (4, 7, 2)),
        half((6, 2, 5), (6, 0, 7), petit_winner=C, petit_in_last_trick=True, excuse_last_trick_by=A),
    ])
    assert [dict(d.delta) for d in result.deals] == [{A: 14, B: 9, C: 7}, {A: 21, B: 5, C: 19}]
    assert dict(result.totals) == {A: 35, B: 14, C: 26}
    assert not result.finished
    assert result.report() == {"winners": [], "next_dealer": B, "manches_played": 1, "last_half": 2}
    t2 = result.deals[1]
    assert [(line.player, line.points, line.rule) for line in t2.lines] == [
        (A, 26, "TDD §4"), (A, -5, "TDD §3.3.1"), (B, 5, "TDD §4"),
        (C, 12, "TDD §4"), (C, 2, "TDD §3.3.2"), (C, 5, "TDD §3.3.2")]
    assert render(t2.summary) == "Manche 1, 2e demi-manche : contrat exact pour Ana"


def test_tdd_example_t3_triple_detente_manche() -> None:
    result = replay(game(TWO), [
        half((6, 5), (6, 7), TWO, petit_winner=B),
        half((3, 9), (4, 9), TWO),
        half((5, 7), (6, 7), TWO),
    ])
    assert [dict(d.delta) for d in result.deals] == [{A: 16, B: 11}, {A: 14, B: 29}, {A: 26, B: 37}]
    assert dict(result.totals) == {A: 56, B: 77}
    assert result.report()["manches_played"] == 1 and result.report()["last_half"] == 3
    assert render(result.deals[2].summary).startswith("Manche 1, 3e tiers-manche")


@pytest.mark.parametrize("modification, deltas", [
    # T4: contracts 3, 6, 4; tricks 3, 5, 5 in half 1
    (None, (13, 10, 10)),
    ({"card": {"suit": "coeur", "rank": "7"}}, (13, 10, 10)),
    ({"card": {"suit": "pique", "rank": "C"}}, (23, 15, 15)),
    ({"card": 12}, (13, 5, 5)),
    ({"card": "excuse", "second_card": {"suit": "trefle", "rank": "C"}}, (23, 15, 15)),
    ({"card": "excuse", "second_card": 3}, (13, 5, 5)),
    ({"card": "excuse", "second_card": {"suit": "coeur", "rank": "A"}}, (13, 10, 10)),
])
def test_tdd_8_2_example_t4_modifications(modification: dict[str, Any] | None, deltas: tuple[int, ...]) -> None:
    g = game(opt_modifications=True)
    outcome = score(g, g.new_state(), half((3, 6, 4), (3, 5, 5), modification=modification))
    assert dict(outcome.delta) == dict(zip(PLAYERS, deltas, strict=True))


def test_tdd_8_1_8_3_example_t5_cavalerie_and_as_gagnant() -> None:
    g = game(opt_cavalerie=True, opt_modifications=True, opt_as_gagnant=True)
    outcome = score(g, g.new_state(), half((5, 4, 4), (5, 4, 4), modification={"card": {"suit": "coeur",
                                                                                            "rank": "7"}},
                                         cavaliers_won={A: 2, C: 1}, aces_winning={A: 1, B: 1}))
    assert dict(outcome.delta) == {A: 9, B: 4, C: -4}


def test_tdd_8_4_example_t6_tout_ou_rien() -> None:
    g = game(opt_tout_ou_rien=True)
    before = state({A: 120, B: 95, C: 140}, deals=1)
    outcome = score(g, before, half((4, 3, 6), (4, 4, 5), petit_winner=B, tout_ou_rien={A: C, B: C}))
    assert dict(outcome.delta) == {A: 24, B: 0, C: -5}
    assert dict(outcome.state.totals) == {A: 144, B: 95, C: 135}
    assert outcome.details.tout_ou_rien_failed == (B,)
    # A may not target B, who has 95
    assert refused(g, before, half((4, 3, 6), (4, 4, 5), tout_ou_rien={A: B})) == "tout_ou_rien"


def test_tdd_5_example_t7_fault_stops_the_half() -> None:
    g = game()
    first = score(g, state({A: 50, B: 60, C: 40}, deals=2), {"fault": B})
    assert dict(first.delta) == {A: 0, B: -20, C: 0}
    second = score(g, first.state, half((5, 4, 4), (5, 4, 4)))
    assert dict(second.state.totals) == {A: 75, B: 64, C: 64}
    assert render(first.summary) == "Manche 1, 1re demi-manche : faute de Bea"


def test_tdd_6_example_t8_tie_at_the_top_plays_on() -> None:
    g = game()
    mid = score(g, state({A: 180, B: 175, C: 170}, deals=2), half((4, 4, 5), (5, 4, 4)))
    assert dict(mid.state.totals) == {A: 190, B: 189, C: 179}
    end = score(g, mid.state, half((3, 4, 5), (3, 4, 6), petit_winner=C, petit_in_last_trick=True))
    assert dict(end.state.totals) == {A: 213, B: 213, C: 202}
    assert not end.state.finished and g.winner(end.state) is None
    # the variant: B's contract 5 → B 203, A alone at the top wins
    won = score(g, mid.state, half((3, 5, 5), (3, 4, 6), petit_winner=C, petit_in_last_trick=True))
    assert dict(won.state.totals) == {A: 213, B: 203, C: 202}
    assert won.state.finished and g.winner(won.state) == A


def test_tdd_6_example_t9_mid_manche_200_wins_nothing() -> None:
    g = game()
    mid = score(g, state({A: 195, B: 0, C: 0}, deals=4), half((4, 4, 5), (4, 0, 9)))
    assert mid.state.totals[A] == 209 and not mid.state.finished
    end = score(g, mid.state, {"fault": A})
    assert end.delta[A] == -30 and end.state.totals[A] == 179 and not end.state.finished


# --------------------------------------------------------------------- scoring rules


def test_tdd_3_3_2_petit_points_and_last_trick() -> None:
    g = game()
    plain = score(g, g.new_state(), half((4, 4, 5), (4, 4, 5), petit_winner=B))
    assert dict(plain.delta) == {A: 14, B: 16, C: 15}
    last = score(g, g.new_state(), half((4, 4, 5), (4, 4, 5), petit_winner=B, petit_in_last_trick=True))
    assert dict(last.delta) == {A: 14, B: 21, C: 15}


def test_tdd_3_3_1_excuse_in_last_trick_costs_five() -> None:
    g = game()
    outcome = score(g, g.new_state(), half((0, 0, 0), (0, 0, 13), excuse_last_trick_by=A))
    assert dict(outcome.delta) == {A: 5, B: 10, C: 13}


@pytest.mark.parametrize("players, half_no, penalty", [
    # §5: 20 in the first demi-manche, 30 in the second
    (PLAYERS, 1, 20), (PLAYERS, 2, 30),
    # ruling G4: 20, 30, then 30 in the third tiers-manche
    (TWO, 1, 20), (TWO, 2, 30), (TWO, 3, 30),
])
def test_tdd_5_fault_penalty_by_half(players: list[str], half_no: int, penalty: int) -> None:
    g = game(players)
    outcome = score(g, TarotDoubleDetenteState(totals={p: 0 for p in players}, dealer=A, deals=half_no - 1),
                    {"fault": B, "contract": "ignored", "tricks": {A: 99}})
    assert outcome.delta[B] == -penalty
    assert all(outcome.delta[p] == 0 for p in players if p != B)


def test_tdd_g4_third_tiers_penalty_is_configurable() -> None:
    g = game(TWO, fault_penalty_third_tiers=40)
    outcome = score(g, TarotDoubleDetenteState(totals={A: 0, B: 0}, dealer=A, deals=2), {"fault": A})
    assert outcome.delta[A] == -40


def test_tdd_g3_fault_voids_everything_else_of_the_half() -> None:
    g = game(opt_cavalerie=True, opt_as_gagnant=True)
    outcome = score(g, g.new_state(), {"fault": C, "contract": {A: 13, B: 0, C: 0}, "tricks": {A: 13, B: 0, C: 0},
                                       "petit_winner": A, "cavaliers_won": {A: 4}, "aces_winning": {A: 4}})
    assert dict(outcome.delta) == {A: 0, B: 0, C: -20}
    # the Petit was not counted as won: it may still be won in the second half
    later = score(g, outcome.state, half((4, 4, 5), (4, 4, 5), petit_winner=A, cavaliers_won={B: 4}))
    assert later.delta[A] == 24 + 2


def test_tdd_8_4_g8_failed_tout_ou_rien_keeps_the_penalties() -> None:
    g = game(opt_tout_ou_rien=True, opt_as_gagnant=True, opt_cavalerie=True)
    before = state({A: 150, B: 150, C: 150})
    outcome = score(g, before, half((5, 4, 4), (6, 3, 4), petit_winner=A, cavaliers_won={A: 1},
                                    excuse_last_trick_by=A, aces_winning={C: 1},
                                    tout_ou_rien={A: B, C: A}))
    # A failed (6 for 5): no tricks, bonus, Petit nor Cavalier; still −5 Excuse, −10 for C's As, −10 for C's tout
    # ou rien; B: 3 + 5, −10; C exact: 4 + 10
    assert dict(outcome.delta) == {A: -25, B: -2, C: 14}


def test_tdd_8_4_g9_tout_ou_rien_takes_the_modified_bonus() -> None:
    g = game(opt_tout_ou_rien=True, opt_modifications=True)
    outcome = score(g, state({A: 0, B: 0, C: 100}), half((4, 4, 5), (4, 4, 5), tout_ou_rien={A: C},
                                                         modification={"card": {"suit": "carreau", "rank": "C"}}))
    assert dict(outcome.delta) == {A: 24, B: 24, C: 25 - 20}


def test_tdd_8_3_as_gagnant_two_players() -> None:
    g = game(TWO, opt_as_gagnant=True)
    outcome = score(g, TarotDoubleDetenteState(totals={A: 0, B: 0}, dealer=A),
                    half((6, 6), (6, 7), TWO, aces_winning={A: 2}))
    assert dict(outcome.delta) == {A: 16, B: 12 - 20}


def test_tdd_8_options_empty_maps_accepted_without_the_option() -> None:
    g = game()
    for empty in ({}, None):
        entry = half((4, 4, 5), (4, 4, 5), cavaliers_won=empty, aces_winning=empty, tout_ou_rien=empty)
        assert dict(score(g, g.new_state(), entry).delta) == {A: 14, B: 14, C: 15}


def test_g1_dealer_stays_for_the_manche_then_rotates() -> None:
    result = replay(game(), [half((4, 4, 5), (4, 4, 5))] * 4 + [half((4, 4, 5), (4, 4, 5), dealer=A)])
    assert [d.dealer for d in result.deals] == [A, A, B, B, A]
    assert result.state.dealer == A  # half 1 of manche 3: the same dealer deals half 2
    two = replay(game(TWO), [half((4, 4), (4, 9), TWO)] * 4)
    assert [d.dealer for d in two.deals] == [A, A, A, B]


def test_tdd_6_state_keys_count_manches_and_halves() -> None:
    g = game(TWO)
    result = replay(g, [half((4, 4), (4, 9), TWO)] * 4)
    assert g.report(result.state) == {"manches_played": 1, "last_half": 1}


def test_tdd_6_deal_after_the_end_refused() -> None:
    g = game()
    won = score(g, state({A: 190, B: 0, C: 0}, deals=1), half((4, 4, 5), (4, 4, 5)))
    assert won.state.finished and g.winner(won.state) == A
    assert any(line.rule == "TDD §6" for line in won.lines)
    assert refused(g, won.state, half((4, 4, 5), (4, 4, 5))) == "deal"


# --------------------------------------------------------------------- refusals


@pytest.mark.parametrize("players, entry, field", [
    # §3J.3, row by row
    (PLAYERS, half((4, 4, 5), (4, 4, 5), dealer="Zed"), "dealer"),
    (PLAYERS, {"fault": "Zed"}, "fault"),
    (PLAYERS, {"tricks": {A: 4, B: 4, C: 5}}, "contract"),
    (PLAYERS, {"contract": {A: 4, B: 4}, "tricks": {A: 4, B: 4, C: 5}}, "contract"),
    (PLAYERS, half((4, 4, 14), (4, 4, 5)), "contract"),
    (PLAYERS, half((4, 4, -1), (4, 4, 5)), "contract"),
    (PLAYERS, half((4, 4, "5"), (4, 4, 5)), "contract"),
    (TWO, half((6, 7), (6, 7), TWO), "contract"),
    (TWO, half((13, 0), (6, 7), TWO), "contract"),
    (PLAYERS, half((4, 4, 5), (4, 4, 5), speaking_order=[A, B]), "speaking_order"),
    (PLAYERS, half((4, 4, 5), (4, 4, 5), speaking_order=[A, B, B]), "speaking_order"),
    (PLAYERS, half((4, 4, 5), (4, 4, 5), speaking_order=[A, B, "Zed"]), "speaking_order"),
    (PLAYERS, {"contract": {A: 4, B: 4, C: 5}}, "tricks"),
    (PLAYERS, half((4, 4, 5), (4, 4, 4)), "tricks"),
    (PLAYERS, half((4, 4, 5), (4, 4, 14)), "tricks"),
    (PLAYERS, half((4, 4, 5), (0, 0, 13), petit_winner=A), "petit_winner"),
    (PLAYERS, half((4, 4, 5), (4, 4, 5), petit_winner="Zed"), "petit_winner"),
    (PLAYERS, half((4, 4, 5), (4, 4, 5), petit_in_last_trick=True), "petit_in_last_trick"),
    (PLAYERS, half((4, 4, 5), (4, 4, 5), petit_in_last_trick=1), "petit_in_last_trick"),
    (PLAYERS, half((4, 4, 5), (4, 4, 5), excuse_last_trick_by="Zed"), "excuse_last_trick_by"),
    (PLAYERS, half((4, 4, 5), (4, 4, 5), modification={"card": 12}), "modification"),
    (PLAYERS, half((4, 4, 5), (4, 4, 5), tout_ou_rien={A: B}), "tout_ou_rien"),
    (PLAYERS, half((4, 4, 5), (4, 4, 5), cavaliers_won={A: 1}), "cavaliers_won"),
    (PLAYERS, half((4, 4, 5), (4, 4, 5), aces_winning={A: 1}), "aces_winning"),
    # precedence: the first row of the table wins (speaking order before the contracts, §9)
    (PLAYERS, half((4, 4, 14), (4, 4, 4), dealer="Zed"), "dealer"),
    (PLAYERS, half((4, 4, 14), (4, 4, 4), speaking_order=[A]), "speaking_order"),
    (PLAYERS, half((4, 4, 14), (4, 4, 4)), "contract"),
    (PLAYERS, half((4, 4, 5), (4, 4, 4), petit_winner="Zed"), "tricks"),
    (PLAYERS, half((4, 4, 5), (4, 4, 5), excuse_last_trick_by="Zed", cavaliers_won={A: 1}), "excuse_last_trick_by"),
])
def test_tdd_3j_3_refusals(players: list[str], entry: dict[str, Any], field: str) -> None:
    g = game(players)
    assert refused(g, g.new_state(), entry) == field


@pytest.mark.parametrize("options, deals, entry, field", [
    # §3.3.2: the Petit is won once per manche
    ({}, 1, half((4, 4, 5), (4, 4, 5), petit_winner=A), "petit_winner"),
    # §3.3.1: the Excuse can be in one last trick only per manche
    ({}, 1, half((4, 4, 5), (4, 4, 5), excuse_last_trick_by=B), "excuse_last_trick_by"),
    # §8.2: only the first demi-manche
    ({"opt_modifications": True}, 1, half((4, 4, 5), (4, 4, 5), modification={"card": 12}), "modification"),
    # §8.1 / §8.3: four of each in a manche
    ({"opt_cavalerie": True}, 1, half((4, 4, 5), (4, 4, 5), cavaliers_won={A: 2}), "cavaliers_won"),
    ({"opt_as_gagnant": True}, 1, half((4, 4, 5), (4, 4, 5), aces_winning={A: 2}), "aces_winning"),
])
def test_tdd_once_per_manche(options: dict[str, Any], deals: int, entry: dict[str, Any], field: str) -> None:
    g = game(**options)
    before = state(ZERO, deals=deals, petit_won=True, excuse_used=True, cavaliers=3, aces=3)
    assert refused(g, before, entry) == field
    # the next manche starts afresh
    fresh = state(ZERO, deals=deals + 1, petit_won=True, excuse_used=True, cavaliers=3, aces=3)
    g.play(fresh, entry)


@pytest.mark.parametrize("modification", [
    {"card": "excuse"},
    {"card": "excuse", "second_card": "excuse"},
    {"card": 12, "second_card": 13},
    {"card": 22},
    {"card": "joker"},
    {"card": {"suit": "pique", "rank": "1"}},
    {"second_card": 3},
    "excuse",
])
def test_tdd_8_2_bad_turned_cards(modification: Any) -> None:
    g = game(opt_modifications=True)
    assert refused(g, g.new_state(), half((4, 4, 5), (4, 4, 5), modification=modification)) == "modification"


def test_tdd_8_2_two_players_modify_the_first_two_tiers() -> None:
    g = game(TWO, opt_modifications=True)
    entry = half((4, 4), (4, 9), TWO, modification={"card": {"suit": "coeur", "rank": "C"}})
    for deals in (0, 1):
        g.play(TarotDoubleDetenteState(totals={A: 0, B: 0}, dealer=A, deals=deals), entry)
    assert refused(g, TarotDoubleDetenteState(totals={A: 0, B: 0}, dealer=A, deals=2), entry) == "modification"


@pytest.mark.parametrize("declared", [{A: A}, {A: "Zed"}, {"Zed": A}, {A: 3}])
def test_tdd_8_4_bad_targets(declared: dict[str, Any]) -> None:
    g = game(opt_tout_ou_rien=True)
    before = state({A: 150, B: 150, C: 150})
    assert refused(g, before, half((4, 4, 5), (4, 4, 5), tout_ou_rien=declared)) == "tout_ou_rien"


def test_tdd_8_3_aces_bounded_by_tricks() -> None:
    g = game(opt_as_gagnant=True)
    assert refused(g, g.new_state(), half((4, 4, 5), (1, 7, 5), aces_winning={A: 2})) == "aces_winning"
    assert refused(g, g.new_state(), half((4, 4, 5), (4, 4, 5), aces_winning={A: -1})) == "aces_winning"


def test_tdd_7_sum_13_refused_names_the_second_speaker() -> None:
    g = game(TWO)
    with pytest.raises(DealError) as error:
        g.play(g.new_state(), half((5, 8), (6, 7), TWO))
    assert error.value.field == "contract" and error.value.rule == "TDD §7"
    # ruling G1: Ana deals, so Bea speaks first and Ana second: Ana's 5 is the one refused
    assert "annoncer 5" in render(error.value.message) and "Ana" in render(error.value.message)
    with pytest.raises(DealError) as error:
        g.play(g.new_state(), half((5, 8), (6, 7), TWO, speaking_order=[A, B]))
    assert "annoncer 8" in render(error.value.message)


def test_tdd_casebook_style_refusal_in_replay() -> None:
    with pytest.raises(DealRefused) as error:
        replay(game(TWO), [half((6, 5), (6, 7), TWO), half((3, 9), (4, 9), TWO), half((5, 8), (6, 7), TWO)])
    assert error.value.deal == 3 and error.value.field == "contract"


# --------------------------------------------------------------------- §3.3 referee


@pytest.mark.parametrize("trick, reversed_suit, winner", [
    # §3.3: the highest card of the suit led
    ("7c Rc 10c", None, 1),
    ("Vp Cp Dp", None, 2),
    ("Ac 2c Rk", None, 1),           # another suit never wins
    # §3.3: any Atout beats the suits; the highest Atout wins
    ("Rc 2c", None, 0),
])
def test_tdd_3_3_trick_winner_suits(trick: str, reversed_suit: Suit | None, winner: int) -> None:
    assert game().trick_winner(TarotTrick(plays(cards(trick)), reversed_suit=reversed_suit)) == winner


@pytest.mark.parametrize("trick, reversed_suit, winner", [
    ([card("Rc"), trump(1), card("Dc")], None, 1),
    ([trump(5), trump(21), trump(12)], None, 1),
    ([card("Ap"), trump(2), trump(3)], None, 2),
    # §3.3.1: the Excuse never wins; led, the second card sets the suit
    ([X, card("7k"), card("Vk")], None, 2),
    ([X, card("7k"), card("Rc")], None, 1),
    ([card("2t"), X, card("Vt")], None, 2),
    ([trump(1), X], None, 0),
    # §8.2: a reversed suit: the As is strongest, the Roi weakest
    ([card("Rc"), card("Ac"), card("7c")], Suit.COEUR, 1),
    ([card("Rc"), card("Dc")], Suit.COEUR, 1),
    ([card("Rc"), card("Dc")], Suit.PIQUE, 0),
    ([card("Ac"), trump(1)], Suit.COEUR, 1),
])
def test_tdd_3_3_trick_winner_trumps_excuse_reversed(trick: list[Card], reversed_suit: Suit | None,
                                                     winner: int) -> None:
    assert game().trick_winner(TarotTrick(plays(trick), reversed_suit=reversed_suit)) == winner


def test_tdd_1_trick_winner_refuses_foreign_cards() -> None:
    with pytest.raises(ValueError):
        game().trick_winner(TarotTrick(plays([card("Rc"), trump(22)])))
    with pytest.raises(ValueError):
        game().trick_winner(TarotTrick(plays([X])))


HAND = [card("2c"), card("Rc"), card("7p"), trump(4), trump(15), X]


@pytest.mark.parametrize("trick, legal", [
    # the first card is free, and after an Excuse lead too (§3.3.1)
    ([], HAND),
    ([X], HAND),
    # §3.3: follow the suit led (the Excuse always allowed, G6)
    ([card("Vc")], [card("2c"), card("Rc"), X]),
    ([X, card("Vc")], [card("2c"), card("Rc"), X]),
    # void: must trump
    ([card("Vk")], [trump(4), trump(15), X]),
    # someone trumped already: must overtrump if able
    ([card("Vk"), trump(10)], [trump(15), X]),
    # unable to overtrump: still a trump
    ([card("Vk"), trump(18)], [trump(4), trump(15), X]),
    # Atout led: play Atout, higher if able
    ([trump(2)], [trump(4), trump(15), X]),
    ([trump(8)], [trump(15), X]),
    ([trump(20)], [trump(4), trump(15), X]),
    ([trump(3), trump(9)], [trump(15), X]),
    # following the suit: no duty to overtrump
    ([card("Vc"), trump(10)], [card("2c"), card("Rc"), X]),
])
def test_tdd_3_3_legal_plays(trick: list[Card], legal: list[Card]) -> None:
    assert game().legal_plays(TarotTrick(plays(trick)), HAND) == legal


def test_tdd_3_3_no_trump_no_suit_plays_anything() -> None:
    hand = [card("2c"), card("7p")]
    assert game().legal_plays(TarotTrick(plays([card("Vk")])), hand) == hand
    assert game().legal_plays(TarotTrick(plays([trump(3)])), hand) == hand


@pytest.mark.parametrize("trick, played, kind", [
    ([card("Vc")], card("7p"), "no_follow"),
    ([card("Vc")], trump(4), "trump_while_holding_suit"),
    ([card("Vk")], card("7p"), "no_trump"),
    ([card("Vk"), trump(10)], trump(4), "no_overtrump"),
    ([trump(8)], trump(4), "no_overtrump"),
    ([trump(8)], card("2c"), "no_follow"),
])
def test_tdd_5_verify_play_names_the_fault(trick: list[Card], played: Card, kind: str) -> None:
    g = game()
    with pytest.raises(PlayFault) as error:
        g.verify_play(TarotTrick(plays(trick)), HAND, played)
    assert error.value.kind == kind and error.value.rule == "TDD §5"
    assert isinstance(error.value, ValueError)
    assert not g.can_play(TarotTrick(plays(trick)), HAND, played)


def test_tdd_3_3_verify_play_accepts_legal_cards_and_refuses_foreign() -> None:
    g = game()
    assert g.can_play(TarotTrick(plays([card("Vk")])), HAND, X)
    assert g.can_play(TarotTrick(plays([card("Vk"), trump(18)])), HAND, trump(4))
    with pytest.raises(DealError) as error:
        g.verify_play(TarotTrick(), HAND, card("Ak"))
    assert not isinstance(error.value, PlayFault)


def test_tdd_3_3_1_excuse_penalty_in_the_13th_trick() -> None:
    assert TarotDoubleDetente.excuse_penalty(13, X) == 5
    assert TarotDoubleDetente.excuse_penalty(12, X) == 0
    assert TarotDoubleDetente.excuse_penalty(13, trump(1)) == 0


# --------------------------------------------------------------------- property


@st.composite
def tdd_half(draw: st.DrawFn, names: list[str]) -> dict[str, Any]:
    if draw(st.integers(0, 9)) == 0:
        return {"fault": draw(st.sampled_from(names))}
    cuts = sorted(draw(st.lists(st.integers(0, 13), min_size=len(names) - 1, max_size=len(names) - 1)))
    bounds = [0, *cuts, 13]
    tricks = {p: bounds[i + 1] - bounds[i] for i, p in enumerate(names)}
    entry: dict[str, Any] = {"contract": {p: draw(st.integers(0, 13)) for p in names}, "tricks": tricks}
    if draw(st.booleans()):
        entry["petit_winner"] = draw(st.sampled_from(names))
        entry["petit_in_last_trick"] = draw(st.booleans())
    if draw(st.booleans()):
        entry["excuse_last_trick_by"] = draw(st.sampled_from(names))
    if draw(st.booleans()):
        entry["modification"] = {"card": draw(st.sampled_from([5, {"suit": "coeur", "rank": "C"},
                                                               {"suit": "pique", "rank": "7"}]))}
    if draw(st.booleans()):
        entry["cavaliers_won"] = {draw(st.sampled_from(names)): draw(st.integers(0, 2))}
    if draw(st.booleans()):
        entry["aces_winning"] = {draw(st.sampled_from(names)): draw(st.integers(0, 2))}
    if draw(st.booleans()):
        declarer, target = draw(st.permutations(names))[:2]
        entry["tout_ou_rien"] = {declarer: target}
    return entry


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([PLAYERS, TWO]), st.data())
def test_tdd_replay_properties(names: list[str], data: st.DataObject) -> None:
    g = game(names, opt_cavalerie=True, opt_modifications=True, opt_as_gagnant=True, opt_tout_ou_rien=True)
    entries = data.draw(st.lists(tdd_half(names), max_size=40))
    log = accepted(g, entries)
    check_log(g, log)
    result = replay(g, log)
    # §6: a game ends only after the last half of a manche, with one player alone at the top, ≥ 200
    assert result.state.manches_played == len(log) // g.halves
    if result.finished:
        assert len(log) % g.halves == 0
        best = max(result.totals.values())
        assert best >= 200 and list(result.totals.values()).count(best) == 1
        assert result.winner is not None and result.totals[result.winner] == best


# --------------------------------------------------------------------- what the phone form asks for


@pytest.mark.parametrize("name, option, filled", [
    ("modification", "opt_modifications", {"card": 12}),
    ("tout_ou_rien", "opt_tout_ou_rien", {A: B}),
    ("cavaliers_won", "opt_cavalerie", {A: 1}),
    ("aces_winning", "opt_as_gagnant", {A: 1}),
])
def test_tdd_8_a_house_rule_not_in_force_is_not_asked_for_but_still_refused(name: str, option: str,
                                                                            filled: Any) -> None:
    record = game().entry_schema
    when = record.field(name).when  # type: ignore[union-attr]
    assert when is not None
    # the form of a game without the rule leaves the field out; with the rule, it is there
    assert not when.test(_form_scope(game(), {}))
    assert when.test(_form_scope(game(**{option: True}), {}))
    # an entry that fills it anyway is read and refused as always (§3J.3); left empty, it changes nothing
    g = game()
    entry = half((4, 5, 3), (4, 7, 2))
    assert refused(g, g.new_state(), {**entry, name: filled}) == name
    for empty in (None, {}) if name != "modification" else (None,):
        assert g.play(g.new_state(), {**entry, name: empty}).delta == g.play(g.new_state(), entry).delta
    # a half stopped by a fault asks for nothing else
    assert not when.test(_form_scope(game(**{option: True}), {"fault": A}))


def test_tdd_g1_speaking_order_asked_for_with_two_players_only() -> None:
    when = game().entry_schema.field("speaking_order").when  # type: ignore[union-attr]
    assert when is not None
    assert not when.test(_form_scope(game(), {}))
    assert when.test(_form_scope(game(TWO), {}))
    g = game()
    assert refused(g, g.new_state(), half((4, 5, 3), (4, 7, 2), speaking_order=[A, A, B])) == "speaking_order"


def test_tdd_3_1_the_form_derives_the_last_tricks_from_13() -> None:
    from compagnon.rules import schema as s

    g = game()
    raw, problems = s.from_form(g.entry_schema, s.Form([("contract.Ana", "4"), ("contract.Bea", "5"),
                                                        ("contract.Cyr", "3"), ("tricks.Ana", "4"),
                                                        ("tricks.Bea", "7")]), g.slug, g.players, g)
    assert not problems and raw["tricks"] == {A: 4, B: 7, C: 2}


def _form_scope(g: TarotDoubleDetente, typed: Mapping[str, Any]) -> Any:
    """The scope a phone form is drawn in: what was typed, no entry being read."""
    from compagnon.rules import schema as s

    reader = s.Reader(g.slug, g.players, g)
    reader.scopes.append({f.name: typed.get(f.name, f.default) for f in g.entry_schema.fields})
    return reader.scope
