"""Belote Noisette, from the rulebook's chapter and shared/spec/belote_noisette.md.

Test names cite the rulebook's articles (BN §3, §4, §5, §7.1, §7.2, §7.3, §8)
or the spec's rulings (N3, N4, N5, N9…); the worked examples BN1-BN15 of the
spec are checked with their exact noisettes.
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
from compagnon.rules.decks import Card, Suit
from compagnon.rules.games.belote_noisette import (
    BeloteNoisette,
    BeloteNoisetteState,
    BeloteTrick,
    PlayFault,
    card_points,
    settle,
    take_cost,
)
from compagnon.rules.tricks import played as plays

PLAYERS = ["Ana", "Bea", "Cyr"]
A, B, C = PLAYERS


def game(**options: Any) -> BeloteNoisette:
    g = new_game("belote_noisette", PLAYERS, options=options)
    assert isinstance(g, BeloteNoisette)
    return g


def state(nuts: tuple[int, int, int], pot: int, *, points: tuple[int, int, int] = (0, 0, 0), goal: int = 6,
          dealer: str = A) -> BeloteNoisetteState:
    assert sum(nuts) + pot == 30
    return BeloteNoisetteState(totals=dict(zip(PLAYERS, points, strict=True)), dealer=dealer,
                               noisettes=dict(zip(PLAYERS, nuts, strict=True)), pot=pot, goal=goal)


def deal(taker: str, round_: int | str, pts: tuple[int, int, int], last: str, **more: Any) -> dict[str, Any]:
    return {"take_round": round_, "taker": taker, "trump": "coeur",
            "card_points": dict(zip(PLAYERS, pts, strict=True)), "last_trick": last, **more}


def nuts_of(s: BeloteNoisetteState) -> tuple[int, int, int, int]:
    return (s.noisettes[A], s.noisettes[B], s.noisettes[C], s.pot)


def nut_moves(outcome: Outcome[BeloteNoisetteState]) -> dict[str, int]:
    """Each account's change in noisettes, summed from the deal's lines."""
    moves = {p: 0 for p in [*PLAYERS, "pot"]}
    for line in outcome.lines:
        if line.unit != "noisettes":
            continue
        moves[line.player] += line.points
        if line.payer is not None:
            moves[line.payer] -= line.points
    return moves


def play(g: BeloteNoisette, before: BeloteNoisetteState, entry: Mapping[str, Any]) -> Outcome[BeloteNoisetteState]:
    outcome = g.play(before, entry)
    after = outcome.state
    moves = nut_moves(outcome)
    for p in PLAYERS:
        assert moves[p] == after.noisettes[p] - before.noisettes[p], "every noisette that moves is explained"
    assert moves["pot"] == after.pot - before.pot
    assert g.delta_of(outcome.lines) == dict(outcome.delta)
    assert sum(after.noisettes.values()) + after.pot == 30
    return outcome


# --------------------------------------------------------------------- §3 cards


@pytest.mark.parametrize("text, trump, points", [
    # §3: trump Valet 20, 9 14, As 11, 10 10, Roi 4, Dame 3; 7 and 8 nothing (N1)
    ("Vc", Suit.COEUR, 20), ("9c", Suit.COEUR, 14), ("Ac", Suit.COEUR, 11), ("10c", Suit.COEUR, 10),
    ("Rc", Suit.COEUR, 4), ("Dc", Suit.COEUR, 3), ("8c", Suit.COEUR, 0), ("7c", Suit.COEUR, 0),
    # other suits: Valet 2, 9 nothing
    ("Vp", Suit.COEUR, 2), ("9p", Suit.COEUR, 0), ("Ap", Suit.COEUR, 11), ("10t", Suit.COEUR, 10),
    ("Rk", Suit.COEUR, 4), ("Dk", Suit.COEUR, 3), ("7t", Suit.COEUR, 0),
])
def test_bn_3_card_points(text: str, trump: Suit, points: int) -> None:
    assert card_points(card(text), trump) == points


def test_bn_3_3_the_24_cards_hold_122_points() -> None:
    ranks = ["7", "8", "9", "10", "V", "D", "R", "A"]
    suits = [Suit.COEUR, Suit.PIQUE, Suit.CARREAU]
    assert sum(card_points(Card(r, s), Suit.COEUR) for r in ranks for s in suits) == 122
    assert sum(card_points(Card(r, Suit.COEUR), Suit.COEUR) for r in ranks) == 62


@pytest.mark.parametrize("played, winner", [
    # §6: the highest card of the suit led (N1 plain order: 10 above Roi, 9 below Valet)
    ("Rp 10p 9p", 1), ("9p Vp 8p", 1), ("Ap 10p Rp", 0),
    # a trump takes; the highest trump: Valet, then 9 (N1 trump order)
    ("Ap 7c 10p", 1), ("Ap 9c Vc", 2), ("Ac 9c 10c", 1), ("Vc 9c Ac", 0),
    # a discard of another suit never takes
    ("8p At Ak", 0),
])
def test_bn_6_trick_winner(played: str, winner: int) -> None:
    assert game().trick_winner(BeloteTrick(plays(cards(played)), trump=Suit.COEUR)) == winner


# --------------------------------------------------------------------- set-up


def test_bn_2_exactly_three_players() -> None:
    for players in (["Ana", "Bea"], ["Ana", "Bea", "Cyr", "Dan"]):
        with pytest.raises(SetupError) as refused:
            new_game("belote_noisette", players)
        assert refused.value.field == "players"


def test_bn_options_and_their_defaults() -> None:
    assert game().options == {"removed_suit": None, "defenders_are_partners": False}
    assert game(removed_suit="trefle").options["removed_suit"] is Suit.TREFLE
    for bad in ({"removed_suit": "atout"}, {"removed_suit": 3}, {"defenders_are_partners": "oui"}, {"x": 1}):
        with pytest.raises(SetupError):
            game(**bad)


def test_bn_4_a_manche_starts_with_ten_noisettes_each_and_an_empty_pot() -> None:
    g = game()
    fresh = g.new_state()
    assert g.report(fresh) == {"noisettes": {A: 10, B: 10, C: 10}, "pot": 0, "partie_points": {A: 0, B: 0, C: 0},
                               "goal": 6, "manches_played": 0}
    assert g.pot == "pot" and g.pot_unit == "noisettes" and g.unit == "game_points"
    assert g.pot_balance(fresh) == 0


# --------------------------------------------------------------------- worked examples BN1-BN8


BN1_BN8 = [
    deal(A, 1, (70, 30, 22), A),
    deal(B, 2, (40, 52, 30), B, belote_by=A),
    deal(C, 1, (50, 45, 27), B),
    deal(A, 1, (61, 40, 21), B, belote_by=A),
    deal(B, 1, (20, 80, 22), B),
    deal(C, "forced", (50, 37, 35), A, dealer=B),
    deal(A, 1, (58, 40, 24), C, faults=[{"offender": B, "beneficiary": A, "tricks": 2, "points_moved": 17}]),
    deal(C, 1, (50, 42, 30), B),
]


def test_bn_8_examples_bn1_to_bn8_noisettes_after_each_deal() -> None:
    g = game()
    s = g.new_state()
    after = []
    for entry in BN1_BN8:
        outcome = play(g, s, entry)
        s = outcome.state
        after.append(nuts_of(s))
    assert after[:7] == [
        (12, 9, 9, 0),    # BN1 (a) whole pot
        (12, 9, 8, 1),    # BN2 (b) 3 + 1, one left
        (13, 10, 6, 1),   # BN3 (c) 2 each
        (14, 10, 5, 1),   # BN4 exactly half with a belote: (b)
        (13, 13, 4, 0),   # BN5 (a)
        (13, 13, 3, 1),   # BN6 forced, pot of 3: 1 each
        (16, 12, 2, 0),   # BN7 fault: (a)
    ]
    # BN8: C pays his last noisette; A and B take 2 each; C at 0: partial manche, then a new manche
    assert after[7] == (10, 10, 10, 0)
    assert dict(s.totals) == {A: 2, B: 1, C: 0}
    assert s.manches_played == 1 and not s.finished


def test_bn_7_1_examples_cases_in_details() -> None:
    result = replay(game(), BN1_BN8)
    assert [d.details.case for d in result.deals] == ["all", "above", "lost", "above", "all", "lost", "all",
                                                          "lost"]
    bn2 = result.deals[1]
    assert bn2.details.scores == {A: 50, B: 62, C: 30} and bn2.details.total == 142
    assert bn2.details.won == {B: 3, A: 1}
    bn7 = result.deals[6]
    assert bn7.details.scores == {A: 75, B: 23, C: 34}
    assert render(result.deals[0].summary) == (
        "Ana (cœur) fait 80 et rafle le pot · noisettes 12\u202f/\u202f9\u202f/\u202f9, pot\u00a00")
    assert render(result.deals[7].summary) == "Cyr (cœur) perd avec 30 — manche partielle"


def test_bn_7_bn7_without_the_fault_is_case_b() -> None:
    s = state((13, 13, 3), 1)
    outcome = play(game(), s, deal(A, 1, (58, 40, 24), C))
    assert outcome.details.case == "above"
    assert nuts_of(outcome.state) == (14, 13, 2, 1)


def test_bn_8_lines_show_who_paid_the_pot_and_who_took_it() -> None:
    outcome = play(game(), state((13, 13, 3), 1), deal(A, 1, (58, 40, 24), C, faults=[
        {"offender": B, "beneficiary": A, "tricks": 2, "points_moved": 17}]))
    paid = [(line.payer, line.player, line.points, line.rule) for line in outcome.lines if line.points]
    assert paid == [(A, "pot", 1, "BN §4"), (B, "pot", 1, "BN §4"), (C, "pot", 1, "BN §4"),
                    (A, "pot", 1, "BN §5"), ("pot", A, 5, "BN §7.1")]
    assert all(line.unit == "noisettes" for line in outcome.lines)
    assert any(line.rule == "BN §8" and "17 points" in line.text for line in outcome.lines)
    assert dict(outcome.delta) == {A: 0, B: 0, C: 0}


# --------------------------------------------------------------------- §7.1 the settlement


@pytest.mark.parametrize("scores, total, pot, case, paid", [
    # (a) more than half: the whole pot
    ({A: 80, B: 30, C: 22}, 132, 4, "all", {A: 4}),
    ({A: 67, B: 40, C: 25}, 132, 9, "all", {A: 9}),
    ({A: 72, B: 40, C: 30}, 142, 5, "all", {A: 5}),
    # N9: exactly half is not more than half
    ({A: 66, B: 40, C: 26}, 132, 5, "above", {A: 3, B: 1}),
    ({A: 71, B: 50, C: 21}, 142, 5, "above", {A: 3, B: 1}),
    # (b) 3 and 1, or 2 and 1 when the pot holds fewer than 4
    ({A: 62, B: 35, C: 35}, 132, 8, "above", {A: 3}),
    ({A: 60, B: 30, C: 42}, 132, 3, "above", {A: 2, C: 1}),
    ({A: 60, B: 30, C: 42}, 132, 4, "above", {A: 3, C: 1}),
    # (c) N11: a tie with an opponent loses; 2 each, 1 each with a pot under 4
    ({A: 50, B: 50, C: 32}, 132, 5, "lost", {B: 2, C: 2}),
    ({A: 30, B: 50, C: 52}, 132, 3, "lost", {B: 1, C: 1}),
    ({A: 30, B: 50, C: 52}, 132, 4, "lost", {B: 2, C: 2}),
])
def test_bn_7_1_settlement(scores: dict[str, int], total: int, pot: int, case: str, paid: dict[str, int]) -> None:
    outcome = settle(A, scores, total, pot)
    assert outcome.case == case and dict(outcome.paid) == paid


def test_bn_7_1_n4_tied_opponents_leave_their_noisette_in_the_pot() -> None:
    # BN10
    outcome = play(game(), state((12, 12, 2), 4), deal(A, 1, (62, 25, 35), B))
    assert nuts_of(outcome.state) == (13, 11, 1, 5)
    assert any(line.player == "pot" and "reste au pot" in line.text for line in outcome.lines)


def test_bn_7_1_the_pot_carries_over() -> None:
    # BN2: 1 noisette is left for the next deal
    outcome = play(game(), state((12, 9, 9), 0), deal(B, 2, (40, 52, 30), B, belote_by=A))
    assert nuts_of(outcome.state) == (12, 9, 8, 1)


# --------------------------------------------------------------------- §5 the price of taking


@pytest.mark.parametrize("round_, held, cost", [
    (1, 5, 1), (1, 1, 1), (1, 0, 0),
    (2, 5, 2), (2, 1, 1), (2, 0, 0),
    ("forced", 5, 0), ("forced", 0, 0),
])
def test_bn_5_price_of_taking(round_: int | str, held: int, cost: int) -> None:
    assert take_cost(round_, held) == cost


def test_bn_5_n3_a_taker_without_noisette_just_says_he_takes() -> None:
    # BN11: C at 0 after the ante takes, pays nothing, wins the pot of 3; the manche goes on
    outcome = play(game(), state((15, 14, 1), 0), deal(C, 1, (30, 22, 70), C))
    assert nuts_of(outcome.state) == (14, 13, 3, 0)
    assert dict(outcome.delta) == {A: 0, B: 0, C: 0}
    assert outcome.state.manches_played == 0


def test_bn_5_second_round_with_one_noisette_pays_it() -> None:
    outcome = play(game(), state((14, 13, 2), 1), deal(C, 2, (20, 30, 72), C))
    # ante: 13/12/1, pot 4; C pays 1 (not 2): pot 5; C makes 82 > 66: takes 5
    assert nuts_of(outcome.state) == (13, 12, 5, 0)


def test_bn_5_forced_take_costs_nothing() -> None:
    outcome = play(game(), state((13, 13, 4), 0, dealer=B), deal(C, "forced", (50, 37, 35), A))
    assert nuts_of(outcome.state) == (13, 13, 3, 1)
    assert any(line.rule == "BN §5" and line.points == 0 for line in outcome.lines)


# --------------------------------------------------------------------- §7.2 the manche


def test_bn_7_2_complete_manche_at_21() -> None:
    # BN9
    outcome = play(game(), state((19, 6, 2), 3), deal(A, 1, (70, 30, 22), A))
    assert dict(outcome.delta) == {A: 3, B: 0, C: 0}
    assert nuts_of(outcome.state) == (10, 10, 10, 0)
    assert outcome.state.manches_played == 1
    assert outcome.details.manche == "complete"


def test_bn_7_2_n10_complete_manche_wins_over_a_player_at_zero() -> None:
    # A 18 → ante 17, takes: 16, pot 6; makes the lot: 22; C is left at 0 after his ante
    outcome = play(game(), state((18, 7, 1), 4), deal(A, 1, (70, 30, 22), A))
    assert nuts_of(outcome.state) == (10, 10, 10, 0)
    assert dict(outcome.delta) == {A: 3, B: 0, C: 0}


def test_bn_7_2_n5_tied_leaders_both_get_two() -> None:
    # BN12
    outcome = play(game(), state((13, 13, 1), 3), deal(C, 2, (50, 42, 30), A))
    assert dict(outcome.delta) == {A: 2, B: 2, C: 0}


def test_bn_7_2_partial_manche_leader_two_second_one() -> None:
    # ante 16/0/0, pot 14; B takes without a noisette, makes 82: the whole pot → 16/14/0
    outcome = play(game(), state((17, 1, 1), 11), deal(B, 1, (30, 72, 20), B))
    assert dict(outcome.delta) == {A: 2, B: 1, C: 0}
    assert outcome.details.manche == "partial"
    # ante 14/0/0, pot 16; C takes without a noisette and loses: A +2, B +2 → 16/2/0
    outcome = play(game(), state((15, 1, 1), 13), deal(C, 1, (50, 42, 30), A))
    assert dict(outcome.delta) == {A: 2, B: 1, C: 0}


def test_bn_7_2_n5_tied_seconds_both_get_one() -> None:
    # ante 14/0/0, pot 16; A pays 1 (13, pot 17); 62 above 35 and 35: A +3, the tie leaves 1 → 16/0/0
    outcome = play(game(), state((15, 1, 1), 13), deal(A, 1, (62, 25, 35), B))
    assert nuts_of(outcome.state) == (10, 10, 10, 0)
    assert dict(outcome.delta) == {A: 2, B: 1, C: 1}


def test_bn_7_2_no_end_while_nobody_is_at_0_or_21() -> None:
    # ante 19/0/0, pot 11; A forced (after the dealer Cyr) loses: B +2, C +2
    outcome = play(game(), state((20, 1, 1), 8, dealer=C), deal(A, "forced", (30, 50, 42), B))
    assert nuts_of(outcome.state) == (19, 2, 2, 7)
    assert dict(outcome.delta) == {A: 0, B: 0, C: 0} and outcome.details.manche is None


def test_bn_7_2_n3_zero_during_the_deal_does_not_end_the_manche() -> None:
    outcome = play(game(), state((16, 12, 2), 0), deal(C, 1, (30, 22, 70), C))
    # ante 15/11/1; C pays his last: 0, pot 4; C takes the 4 back
    assert nuts_of(outcome.state) == (15, 11, 4, 0)
    assert outcome.details.manche is None


def test_bn_4_new_manche_lines_explain_the_reset() -> None:
    outcome = play(game(), state((13, 13, 1), 3), deal(C, 2, (50, 42, 30), A))
    resets = [(line.player, line.points) for line in outcome.lines if line.rule == "BN §4" and line.payer is None]
    assert resets == [(A, -4), (B, -4), (C, 10), ("pot", -2)]


# --------------------------------------------------------------------- §7.3 the partie


def test_bn_7_3_bn13_goal_moves_to_8_then_b_alone_wins() -> None:
    g = game()
    s = state((13, 13, 1), 3, points=(4, 5, 3))
    moved = play(g, s, deal(C, 2, (50, 42, 30), A))
    # partial manche: A and B tied lead → 2 each: A 6, B 7. B alone above 6: wins.
    assert moved.state.finished and moved.state.winners == (B,)
    s = state((13, 12, 2), 3, points=(4, 5, 3))
    # ante 12/11/1 pot 6; C takes in round 2 paying 1 (0, pot 7); loses: A +2, B +2 → 14/13/0
    moved = play(g, s, deal(C, 2, (50, 42, 30), A))
    assert dict(moved.delta) == {A: 2, B: 1, C: 0}
    assert dict(moved.state.totals) == {A: 6, B: 6, C: 3}
    assert moved.state.goal == 8 and not moved.state.finished
    assert [line.player for line in moved.lines if line.rule == "BN §7.3"] == [A, B]
    after = play(g, moved.state, deal(A, 1, (30, 22, 70), C))
    assert after.state.goal == 8 and not after.state.finished


def test_bn_7_3_bn14_seven_beats_six() -> None:
    g = game()
    s = state((13, 12, 2), 3, points=(5, 5, 0))
    outcome = play(g, s, deal(C, 2, (50, 42, 30), A))
    assert dict(outcome.state.totals) == {A: 7, B: 6, C: 0}
    assert outcome.state.finished and outcome.state.winners == (A,) and g.winner(outcome.state) == A
    assert outcome.state.goal == 6
    with pytest.raises(DealError) as refused:
        g.play(outcome.state, deal(A, 1, (70, 30, 22), A))
    assert refused.value.field == "deal"


def test_bn_7_3_moved_goal_then_a_lone_leader_above_it_wins() -> None:
    g = game()
    s = state((19, 6, 2), 3, points=(7, 6, 6), goal=8)
    outcome = play(g, s, deal(A, 1, (70, 30, 22), A))
    assert outcome.state.winners == (A,) and outcome.state.goal == 8


def test_bn_7_3_goal_moves_again_when_still_tied() -> None:
    g = game()
    s = state((13, 12, 2), 3, points=(8, 9, 0), goal=8)
    outcome = play(g, s, deal(C, 2, (50, 42, 30), A))
    # A 10, B 10: tied at 10 ≥ 8 → goal 10, still tied → 12
    assert dict(outcome.state.totals) == {A: 10, B: 10, C: 0}
    assert outcome.state.goal == 12 and not outcome.state.finished


# --------------------------------------------------------------------- §8 faults


def test_bn_8_n6_taker_fault_split_between_defenders_with_the_last_trick() -> None:
    entry = {"take_round": 1, "taker": A, "trump": "pique", "card_points": {A: 72, B: 30, C: 20},
             "last_trick": A, "faults": [
                 {"offender": A, "beneficiary": B, "tricks": 1, "points_moved": 12},
                 {"offender": A, "beneficiary": C, "tricks": 1, "points_moved": 9, "includes_last_trick": True}]}
    outcome = play(game(), game().new_state(), entry)
    # A 51, B 42, C 29 + 10 de der = 39: A above both, not above half
    assert outcome.details.scores == {A: 51, B: 42, C: 39}
    assert outcome.details.case == "above"
    assert nuts_of(outcome.state) == (11, 10, 9, 0)


def test_bn_8_faults_apply_in_order() -> None:
    # C gives 40 points and the last trick to A, then B all his 30: each step is checked in turn
    entry = deal(A, 1, (40, 30, 52), C, faults=[
        {"offender": C, "beneficiary": A, "points_moved": 40, "includes_last_trick": True},
        {"offender": B, "beneficiary": A, "points_moved": 30}])
    outcome = play(game(), game().new_state(), entry)
    assert outcome.details.scores == {A: 120, B: 0, C: 12}


# --------------------------------------------------------------------- §3J.3 refusals


VALID = deal(A, 1, (70, 30, 22), A)


@pytest.mark.parametrize("change, field", [
    # dealer
    ({"dealer": "Zed"}, "dealer"),
    # take_round
    ({"take_round": 3}, "take_round"),
    ({"take_round": "1"}, "take_round"),
    ({"take_round": None}, "take_round"),
    ({"take_round": True}, "take_round"),
    # taker; §5 forced take: the player after the dealer
    ({"taker": "Zed"}, "taker"),
    ({"taker": None}, "taker"),
    ({"take_round": "forced", "taker": A}, "taker"),
    ({"take_round": "forced", "taker": C}, "taker"),
    ({"take_round": "forced", "taker": A, "dealer": B}, "taker"),
    # trump
    ({"trump": "atout"}, "trump"),
    ({"trump": None}, "trump"),
    ({"turned_cards": [{"rank": "V", "suit": "pique"}]}, "trump"),
    # turned cards
    ({"turned_cards": [{"rank": "V", "suit": "coeur"}, {"rank": "7", "suit": "pique"}]}, "turned_cards"),
    ({"turned_cards": [{"rank": "X", "suit": "coeur"}]}, "turned_cards"),
    ({"turned_cards": []}, "turned_cards"),
    ({"turned_cards": {"rank": "V", "suit": "coeur"}}, "turned_cards"),
    ({"take_round": 2, "turned_cards": [{"rank": "V", "suit": "coeur"}]}, "turned_cards"),
    ({"take_round": 2, "turned_cards": [{"rank": "V", "suit": "coeur"}, {"rank": "V", "suit": "coeur"}]},
     "turned_cards"),
    # §3.3 card points
    ({"card_points": {A: 70, B: 30, C: 21}}, "card_points"),
    ({"card_points": {A: 70, B: 52}}, "card_points"),
    ({"card_points": {A: 91, B: 1, C: 30}}, "card_points"),
    ({"card_points": {A: 124, B: -2, C: 0}}, "card_points"),
    ({"card_points": {A: 70, B: 30, C: 22, "Zed": 0}}, "card_points"),
    ({"card_points": {A: 70, B: 30, C: "22"}}, "card_points"),
    ({"card_points": None}, "card_points"),
    # last trick
    ({"last_trick": "Zed"}, "last_trick"),
    ({"last_trick": None}, "last_trick"),
    # §3.1 one Belote
    ({"belote_by": [A, B]}, "belote_by"),
    ({"belote_by": "Zed"}, "belote_by"),
    # §8 faults
    ({"faults": [{"offender": "Zed", "beneficiary": A, "points_moved": 10}]}, "faults"),
    ({"faults": [{"offender": B, "beneficiary": B, "points_moved": 10}]}, "faults"),
    ({"faults": [{"offender": B, "beneficiary": C, "points_moved": 10}]}, "faults"),
    ({"faults": [{"offender": B, "beneficiary": A, "points_moved": 31}]}, "faults"),
    ({"faults": [{"offender": B, "beneficiary": A, "points_moved": 1}]}, "faults"),
    ({"faults": [{"offender": B, "beneficiary": A, "points_moved": 10, "includes_last_trick": True}]}, "faults"),
    ({"faults": [{"offender": B, "beneficiary": A, "points_moved": 10, "tricks": 9}]}, "faults"),
    ({"faults": [{"offender": B, "beneficiary": A, "points_moved": 10, "includes_last_trick": "yes"}]}, "faults"),
    ({"faults": [{"offender": B, "beneficiary": A}]}, "faults"),
    ({"faults": [{"offender": B, "beneficiary": A, "points_moved": 20},
                 {"offender": B, "beneficiary": A, "points_moved": 20}]}, "faults"),
    # tricks won
    ({"tricks_won": {A: 5, B: 2, C: 2}}, "tricks_won"),
    ({"tricks_won": {A: 6, B: 2, C: 0}}, "tricks_won"),
    ({"card_points": {A: 100, B: 22, C: 0}, "last_trick": C, "tricks_won": {A: 6, B: 2, C: 0}}, "tricks_won"),
    ({"tricks_won": {A: 9, B: -1, C: 0}}, "tricks_won"),
])
def test_bn_3j_refusals_name_the_field(change: dict[str, Any], field: str) -> None:
    with pytest.raises(DealError) as refused:
        game().play(game().new_state(), {**VALID, **change})
    assert refused.value.field == field
    assert refused.value.text()


@pytest.mark.parametrize("change", [
    {"turned_cards": [{"rank": "V", "suit": "coeur"}]},
    {"take_round": 2, "turned_cards": [{"rank": "7", "suit": "pique"}, {"rank": "A", "suit": "coeur"}]},
    {"take_round": "forced", "taker": B, "turned_cards": [{"rank": "7", "suit": "coeur"},
                                                           {"rank": "8", "suit": "coeur"}]},
    {"tricks_won": {A: 6, B: 1, C: 1}},
    {"card_points": {A: 100, B: 22, C: 0}, "tricks_won": {A: 6, B: 2, C: 0}},
    {"belote_by": None, "faults": None, "tricks_won": None, "turned_cards": None},
    {"faults": [{"offender": B, "beneficiary": A, "points_moved": 0, "tricks": 0}]},
])
def test_bn_3j_entries_accepted(change: dict[str, Any]) -> None:
    play(game(), game().new_state(), {**VALID, **change})


def test_bn_1_removed_suit_cannot_be_trump_nor_turned() -> None:
    g = game(removed_suit="trefle")
    with pytest.raises(DealError) as refused:
        g.play(g.new_state(), {**VALID, "trump": "trefle"})
    assert refused.value.field == "trump"
    assert "retirée du jeu" in refused.value.text()
    with pytest.raises(DealError) as refused:
        g.play(g.new_state(), {**VALID, "turned_cards": [{"rank": "V", "suit": "trefle"}]})
    assert refused.value.field == "turned_cards"
    # without a removed suit, every suit may be trump
    play(game(), game().new_state(), {**VALID, "trump": "trefle"})


@pytest.mark.parametrize("entry, field", [
    # each row breaks two rules: the one earlier in the §3J.3 table is named
    ({**VALID, "dealer": "Zed", "take_round": 9}, "dealer"),
    ({**VALID, "take_round": 9, "taker": "Zed"}, "take_round"),
    ({**VALID, "taker": "Zed", "trump": "x"}, "taker"),
    ({**VALID, "take_round": "forced", "taker": A, "trump": "x"}, "taker"),
    ({**VALID, "trump": "x", "card_points": {A: 1}}, "trump"),
    ({**VALID, "turned_cards": [{"rank": "V", "suit": "pique"}, {"rank": "7", "suit": "pique"}]}, "trump"),
    ({**VALID, "turned_cards": [{"rank": "X", "suit": "coeur"}], "card_points": {A: 1}}, "turned_cards"),
    ({**VALID, "card_points": {A: 70, B: 30, C: 21}, "last_trick": "Zed"}, "card_points"),
    ({**VALID, "last_trick": "Zed", "belote_by": [A]}, "last_trick"),
    ({**VALID, "belote_by": [A], "faults": [{"offender": "Zed"}]}, "belote_by"),
    ({**VALID, "faults": [{"offender": B, "beneficiary": C, "points_moved": 2}], "tricks_won": {A: 1}},
     "faults"),
])
def test_bn_3j_refusal_precedence(entry: dict[str, Any], field: str) -> None:
    with pytest.raises(DealError) as refused:
        game().play(game().new_state(), entry)
    assert refused.value.field == field


def test_bn_15_refusal_messages() -> None:
    g = game()
    texts = []
    for change in ({"card_points": {A: 70, B: 30, C: 21}}, {"take_round": "forced", "taker": A}):
        with pytest.raises(DealError) as refused:
            g.play(g.new_state(), {**VALID, **change})
        texts.append(refused.value.text())
    assert texts[0].startswith("Les points des cartes doivent totaliser 122")
    assert "c'est le joueur qui suit le donneur qui doit prendre : Bea" in texts[1]


def test_bn_3j_refused_deal_is_numbered_in_replay() -> None:
    # after two deals the dealer is Cyr: Ana, after him, is right
    assert replay(game(), BN1_BN8[:2] + [deal(A, "forced", (70, 30, 22), A)]).deals
    with pytest.raises(DealRefused) as refused:
        replay(game(), BN1_BN8[:2] + [deal(B, "forced", (70, 30, 22), A)])
    assert (refused.value.deal, refused.value.field) == (3, "taker")


def test_bn_n12_the_deal_rotates_across_manches() -> None:
    result = replay(game(), BN1_BN8)
    assert [d.dealer for d in result.deals] == [A, B, C, A, B, B, C, A]
    assert result.state.dealer == B


# --------------------------------------------------------------------- §6 referee


@pytest.mark.parametrize("hand, trick, legal", [
    # follow the suit led
    ("7p Ap 9c Rt", "10p", "7p Ap"),
    # void: must trump
    ("9c Rt 8t", "10p", "9c"),
    # void, a trump already played: must overtrump if able (trump order 7 8 D R 10 A 9 V)
    ("Rc 9c 7t", "10p Dc", "Rc 9c"),
    ("Dc 7t", "10p Rc", "Dc"),
    ("8c Dc 7t", "10p 9c", "8c Dc"),
    # N7: trump led, go higher when able
    ("7c Ac Vp", "10c", "Ac"),
    ("7c 8c Vp", "Ac", "7c 8c"),
    # void of suit and trump: anything
    ("Vt Ak", "10p", "Vt Ak"),
    # leading: anything
    ("7p Ac", "", "7p Ac"),
])
def test_bn_6_legal_plays(hand: str, trick: str, legal: str) -> None:
    got = game().legal_plays(BeloteTrick(plays(cards(trick)), trump=Suit.COEUR), cards(hand))
    assert sorted(got) == sorted(cards(legal))


def test_bn_6_n2_partners_option_frees_a_discard_when_the_partner_is_master() -> None:
    hand = cards("Rc 9c 7t")
    # the second card (the partner's) is master: Ana took, Cléo is to play with Bob
    trick = BeloteTrick(plays(cards("10p Ap"), ["Ana", "Bob"]), player="Cléo", trump=Suit.COEUR, taker="Ana")
    assert sorted(game().legal_plays(trick, hand)) == sorted(cards("Rc 9c"))
    partners = game(defenders_are_partners=True)
    assert sorted(partners.legal_plays(trick, hand)) == sorted(cards("Rc 9c 7t"))
    # the partner is not master: trump as usual
    trick = BeloteTrick(plays(cards("10p Ap"), ["Bob", "Ana"]), player="Cléo", trump=Suit.COEUR, taker="Ana")
    assert sorted(partners.legal_plays(trick, hand)) == sorted(cards("Rc 9c"))


def test_bn_8_play_faults() -> None:
    g = game()
    with pytest.raises(PlayFault) as fault:
        g.verify_play(BeloteTrick(plays(cards("10p")), trump=Suit.COEUR), cards("7p Ap 9c"), card("9c"))
    assert "il faut fournir" in fault.value.text()
    with pytest.raises(PlayFault) as fault:
        g.verify_play(BeloteTrick(plays(cards("10p")), trump=Suit.COEUR), cards("9c Rt"), card("Rt"))
    assert "couper" in fault.value.text()
    with pytest.raises(PlayFault) as fault:
        g.verify_play(BeloteTrick(plays(cards("10p Rc")), trump=Suit.COEUR), cards("Dc 9c"), card("Dc"))
    assert "monter" in fault.value.text()
    with pytest.raises(DealError):
        g.verify_play(BeloteTrick(plays(cards("10p")), trump=Suit.COEUR), cards("Dc 9c"), card("Ac"))
    assert g.can_play(BeloteTrick(plays(cards("10p Rc")), trump=Suit.COEUR), cards("Dc 9c"), card("9c"))
    assert not g.can_play(BeloteTrick(plays(cards("10p Rc")), trump=Suit.COEUR), cards("Dc 9c"), card("Dc"))
    with pytest.raises(DealError):
        game(removed_suit="trefle").trick_winner(BeloteTrick(plays(cards("7t 8t")), trump=Suit.COEUR))


def test_bn_3_1_belote_needs_dame_and_roi_of_trump() -> None:
    g = game()
    assert g.verify_belote(cards("Dc Rc 7p"), Suit.COEUR) == 10
    assert g.can_announce_belote(cards("Dc Rc"), Suit.COEUR)
    assert not g.can_announce_belote(cards("Dc Rp"), Suit.COEUR)
    with pytest.raises(PlayFault):
        g.verify_belote(cards("Dc Rp"), Suit.COEUR)
    assert g.tricks_points([cards("Vc 9c Ap"), cards("7p 8p 9p")], Suit.COEUR) == 45


# --------------------------------------------------------------------- facts


def test_bn_facts_show_noisettes_pot_and_goal() -> None:
    g = game()
    s = replay(g, BN1_BN8[:2]).state
    facts = {f.key: f for f in g.facts(s)}
    assert facts["noisettes"].value == {A: 12, B: 9, C: 8} and facts["noisettes"].limit == 21
    assert facts["pot"].value == 1 and facts["goal"].value == 6 and facts["manches_played"].value == 0


def test_bn_5_facts_name_who_must_take_after_two_passes() -> None:
    # the next deal's dealer is the third player: the first must take if everybody passes twice
    g = game()
    s = replay(g, BN1_BN8[:2]).state
    assert s.dealer == C
    assert {f.key: f for f in g.facts(s)}["forced_taker"].value == A
    assert {f.key: f for f in g.facts(g.new_state())}["forced_taker"].value == B


# --------------------------------------------------------------------- property


@st.composite
def bn_deal(draw: st.DrawFn) -> dict[str, Any]:
    taker = draw(st.sampled_from(PLAYERS))
    round_ = draw(st.sampled_from([1, 1, 2, "forced"]))
    a = draw(st.integers(0, 122))
    b = draw(st.integers(0, 122 - a))
    pts = dict(zip(PLAYERS, draw(st.permutations([a, b, 122 - a - b])), strict=True))
    entry: dict[str, Any] = {"take_round": round_, "taker": taker, "trump": draw(st.sampled_from(["coeur", "pique"])),
                             "card_points": pts, "last_trick": draw(st.sampled_from(PLAYERS))}
    if draw(st.booleans()):
        entry["belote_by"] = draw(st.sampled_from(PLAYERS))
    if draw(st.integers(0, 4)) == 0:
        offender = draw(st.sampled_from(PLAYERS))
        beneficiary = taker if offender != taker else draw(st.sampled_from([p for p in PLAYERS if p != taker]))
        entry["faults"] = [{"offender": offender, "beneficiary": beneficiary,
                            "points_moved": draw(st.integers(0, 40))}]
    if round_ == "forced":
        entry["dealer"] = draw(st.sampled_from(PLAYERS))
    return entry


@settings(max_examples=60, deadline=None)
@given(st.lists(bn_deal(), max_size=60))
def test_bn_replay_properties(entries: list[dict[str, Any]]) -> None:
    g = game(removed_suit="trefle")
    log = accepted(g, entries)
    check_log(g, log)
    result = replay(g, log)
    s = g.new_state()
    for deal_record, entry in zip(result.deals, log, strict=True):
        outcome = play(g, s, entry)
        manche_over = outcome.state.manches_played > s.manches_played
        # points de partie move only when a manche ends: 3, or 2 and 1 (N5 may give more)
        assert any(outcome.delta.values()) == manche_over
        if manche_over:
            assert set(outcome.delta.values()) <= {0, 1, 2, 3}
            assert nuts_of(outcome.state) == (10, 10, 10, 0)
        else:
            assert all(0 < n < 21 for n in outcome.state.noisettes.values())
        assert dict(deal_record.delta) == dict(outcome.delta)
        s = outcome.state
    assert s == result.state
    if result.finished:
        best = max(result.totals.values())
        assert best >= result.state.goal and list(result.totals.values()).count(best) == 1
    assert result.state.goal % 2 == 0 and result.state.goal >= 6
    assert sum(result.state.noisettes.values()) + result.state.pot == 30
