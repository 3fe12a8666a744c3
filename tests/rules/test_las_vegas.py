"""Duel à Las Vegas, from the rulebook's chapter and shared/spec/las_vegas.md.

Test names cite the chapter's articles (LV §4, §4.1, §6, §7) or the spec's
rulings (A1-A7); the worked examples 1-9 of the spec are checked with their
exact outcomes. The comparison of mains is also checked against a brute
force written here, over every joker assignment and every split.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import combinations
from typing import Any

import pytest
from cardtext import card, cards
from hypothesis import given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, DealRefused, new_game, render, replay
from compagnon.rules.decks import LAS_VEGAS, SUITS, Card, dump_card
from compagnon.rules.games.las_vegas import (
    ConcessionRefused,
    HandValue,
    LasVegas,
    LasVegasState,
    can_concede,
    compare,
    deciding_part,
    evaluate,
    round_steps,
    verify_concession,
    who_must_act,
)

PLAYERS = ["Ana", "Bea"]
A, B = PLAYERS
JK = Card("joker")


def game(**options: Any) -> LasVegas:
    g = new_game("las_vegas", PLAYERS, options=options)
    assert isinstance(g, LasVegas)
    return g


def hand(text: str) -> list[Card]:
    """Cards in the short notation, ``JK`` for a joker."""
    return [JK if t == "JK" else card(t) for t in text.split()]


def mains(a: str, b: str) -> dict[str, list[Any]]:
    return {A: [dump_card(c) for c in hand(a)], B: [dump_card(c) for c in hand(b)]}


def state(wins: tuple[int, int] = (0, 0), left: tuple[int, int] = (54, 54)) -> LasVegasState:
    g = game()
    return g.evolve(g.new_state(), totals=dict(zip(PLAYERS, wins, strict=True)),
                    remaining=dict(zip(PLAYERS, left, strict=True)))


def refused(g: LasVegas, before: LasVegasState, entry: dict[str, Any]) -> str:
    with pytest.raises(DealError) as error:
        g.play(before, entry)
    assert error.value.text()
    return error.value.field


# --------------------------------------------------------------------- a brute force, written apart

VALUES = {r: i for i, r in enumerate(("2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"), start=2)}


def brute_five(cs: Sequence[Card], wheel: bool) -> tuple[int, tuple[int, ...]]:
    vals = sorted((VALUES[c.rank] for c in cs), reverse=True)
    count = Counter(vals)
    shape = sorted(count.values(), reverse=True)
    by = sorted(count, key=lambda v: (count[v], v), reverse=True)

    def padded(xs: list[int], n: int) -> tuple[int, ...]:
        return tuple(xs + [0] * (n - len(xs)))

    if len(cs) == 5 and len(count) == 5:
        flush = len({c.suit for c in cs}) == 1
        high = vals[0] if vals[0] - vals[4] == 4 else (5 if wheel and vals == [14, 5, 4, 3, 2] else 0)
        if flush and high:
            return 9, (high,)
        if flush:
            return 6, tuple(vals)
        if high:
            return 5, (high,)
    if shape[0] == 4:
        return 8, padded([by[0]] + [v for v in vals if v != by[0]], 2)
    if shape[:2] == [3, 2]:
        return 7, (by[0], by[1])
    if shape[0] == 3:
        return 4, padded([by[0]] + [v for v in vals if v != by[0]], 3)
    if shape[:2] == [2, 2]:
        return 3, padded([by[0], by[1]] + [v for v in vals if v not in by[:2]], 3)
    if shape[0] == 2:
        return 2, padded([by[0]] + [v for v in vals if v != by[0]], 4)
    return 1, padded(vals, 5)


def brute(cs: Sequence[Card], wheel: bool = False) -> tuple[Any, ...]:
    real = [c for c in cs if not c.is_joker]
    jokers = len(cs) - len(real)
    free = [c for c in LAS_VEGAS.distinct() if not c.is_joker and c not in real]

    @cache
    def split(group: frozenset[Card]) -> tuple[Any, ...]:
        if not group:
            return ()
        if len(group) <= 5:
            return (brute_five(list(group), wheel),)
        return max((brute_five(list(five), wheel),) + split(group - frozenset(five))
                   for five in combinations(sorted(group), 5))

    return max(split(frozenset(real) | frozenset(stand)) for stand in combinations(free, jokers))


# --------------------------------------------------------------------- LV §4.1: the combinations

@pytest.mark.parametrize("text, category, vector", [
    # quinte à la couleur, by its highest card
    ("10p Vp Dp Rp Ap", 9, (14,)),
    ("6p 7p 8p 9p 10p", 9, (10,)),
    # carré, kicker or nothing
    ("9p 9c 9k 9t 2c", 8, (9, 2)),
    ("9p 9c 9k 9t", 8, (9, 0)),
    # full: brelan, then paire
    ("Dp Dc Dk 5t 5p", 7, (12, 5)),
    # couleur: five ranks, highest first
    ("2c 7c 9c Vc Ac", 6, (14, 11, 9, 7, 2)),
    # quinte: highest card
    ("9p 10c Vk Dt Rp", 5, (13,)),
    # brelan, kickers padded with 0
    ("7p 7c 7k Rt 2p", 4, (7, 13, 2)),
    ("7p 7c 7k", 4, (7, 0, 0)),
    # double paire
    ("8p 8c 3t 3k 2k", 3, (8, 3, 2)),
    ("8p 8c 3t 3k", 3, (8, 3, 0)),
    # paire
    ("7c 7t", 2, (7, 0, 0, 0)),
    ("Rp Rc Ap 5c 2k", 2, (13, 14, 5, 2)),
    # carte isolée
    ("Rp", 1, (13, 0, 0, 0, 0)),
    ("Ap Dk 9t 5c 2k", 1, (14, 12, 9, 5, 2)),
    # A1: A-2-3-4-5 is not a quinte
    ("Ap 2c 3k 4t 5p", 1, (14, 5, 4, 3, 2)),
    ("Ap 2p 3p 4p 5p", 6, (14, 5, 4, 3, 2)),
])
def test_lv_4_1_categories(text: str, category: int, vector: tuple[int, ...]) -> None:
    value = evaluate(cards(text))
    assert value.parts[0].key == (category, vector)
    assert render(value.describe())


@pytest.mark.parametrize("text, category, vector", [
    ("Ap 2c 3k 4t 5p", 5, (5,)),
    ("Ap 2p 3p 4p 5p", 9, (5,)),
    ("Ap Rc Dk Vt 10p", 5, (14,)),
])
def test_a1_wheel_straight_house_rule(text: str, category: int, vector: tuple[int, ...]) -> None:
    assert evaluate(cards(text), wheel=True).parts[0].key == (category, vector)


@pytest.mark.parametrize("stronger, weaker", [
    # the order of LV §4.1, one step at a time
    ("6p 7p 8p 9p 10p", "Ap Ac Ak At Rp"),
    ("2p 2c 2k 2t 3p", "Ap Ac Ak Rt Rp"),
    ("3p 3c 3k 2t 2p", "2c 7c 9c Vc Ac"),
    ("2c 3c 4c 5c 7c", "10p Vc Dk Rt Ap"),
    ("2p 3c 4k 5t 6p", "Ap Ac Ak Rt Dp"),
    ("2p 2c 2k 3t 4p", "Ap Ac Rk Rt Dp"),
    ("2p 2c 3k 3t 4p", "Ap Ac Rk Dt Vp"),
    ("2p 2c", "Ap Rc Dk Vt 9p"),
    # quintes: the highest card; fulls: brelan then paire
    ("9p 10c Vk Dt Rp", "8p 9c 10k Vt Dp"),
    ("5p 5c 5k 2t 2p", "4p 4c 4k At Ap"),
    ("5p 5c 5k 3t 3p", "5c 5k 5t 2t 2p"),
    # cartes isolées: highest first, then the next; a missing card loses
    ("Ap 3c", "Ak 2t"),
    ("Rc 2t", "Rp"),
    # A2 kickers
    ("9p 9c 9k 9t 3c", "9p 9c 9k 9t 2c"),
    ("Rp Rc 5k", "Rk Rt 4p"),
    ("8p 8c 3t 3k 2k", "8p 8c 3t 3k"),
])
def test_lv_4_stronger_main(stronger: str, weaker: str) -> None:
    assert compare(cards(stronger), cards(weaker)) == 1
    assert compare(cards(weaker), cards(stronger)) == -1
    assert evaluate(cards(stronger)) > evaluate(cards(weaker))


# --------------------------------------------------------------------- the spec's examples (§8)

def test_example_1_one_round_step_by_step() -> None:
    a, b = cards("Rp 2k"), cards("7c 7t")
    assert who_must_act(a[:1], b[:1]) == (1,)
    assert who_must_act(a[:1], b[:2]) == (0,)
    assert who_must_act(a[:2], b[:2]) == (0,)
    assert list(round_steps(a, b)) == [(1, 1, (1,)), (1, 2, (0,)), (2, 2, (0,))]


def test_example_2_exact_equality_forces_both_to_draw() -> None:
    a, b = cards("9p 4k Dc"), cards("9c 4t 2p")
    assert who_must_act(a[:1], b[:1]) == (0, 1)
    assert who_must_act(a[:2], b[:2]) == (0, 1)
    assert who_must_act(a, b) == (1,)
    assert list(round_steps(a, b)) == [(1, 1, (0, 1)), (2, 2, (0, 1)), (3, 3, (1,))]


@pytest.mark.parametrize("stronger, weaker", [
    # example 3: joker + 9 is a paire of 9s
    ("JK 9k", "Ap Rp"),
    # the joker cannot be a fifth As: carré d'As, kicker Roi, loses to a quinte flush
    ("6p 7p 8p 9p 10p", "Ap Ac Ak At JK"),
    # example 4
    ("Rc 2t", "Rp"),
    ("Rp Rc", "Ap Dk 9t 5c 2k"),
    ("8p 8c 3t 3k 2k", "8p 8c 3t 3k"),
    ("6p 6c", "Ap 2c 3k 4t 5p"),
    ("Ak Rk", "Ap 2c 3k 4t 5p"),
    # example 5: the 6th card decides; with a joker completing the quinte flush
    ("Dp Dc Dk 5c 5k 3t", "Dp Dc Dk 5t 5p 2k"),
    ("Vp Dp Rp 10p JK 9p", "Vc Dc Rc 10c Ac 8t"),
])
def test_examples_3_to_5_comparisons(stronger: str, weaker: str) -> None:
    assert compare(hand(stronger), hand(weaker)) == 1


def test_example_3_joker_cannot_be_a_fifth_ace() -> None:
    value = evaluate(hand("Ap Ac Ak At JK"))
    assert value.parts[0].key == (8, (14, 13))
    assert value.jokers[0].rank == "R"


def test_a3_two_jokers_are_two_different_aces() -> None:
    value = evaluate(hand("JK JK Ap"))
    assert value.key == ((4, (14, 0, 0)),)
    assert set(value.jokers) <= {card("Ac"), card("Ak"), card("At")} and len(set(value.jokers)) == 2
    assert compare(hand("JK JK Ap"), cards("Ac Ak At")) == 0


def test_a3_jokers_alone() -> None:
    assert evaluate(hand("JK")).key == ((1, (14, 0, 0, 0, 0)),)
    assert evaluate(hand("JK JK")).key == ((2, (14, 0, 0, 0)),)


def test_example_5_second_sub_main_decides() -> None:
    a, b = cards("Dp Dc Dk 5t 5p 2k"), cards("Dp Dc Dk 5c 5k 3t")
    assert deciding_part(a, b) == 1
    assert compare(a, b) == -1
    value = evaluate(hand("Vp Dp Rp 10p JK 9p"))
    assert value.jokers == (card("Ap"),)
    assert value.key == ((9, (14,)), (1, (9, 0, 0, 0, 0)))
    assert render(evaluate(a).describe()) == "full aux Dames par les 5, puis carte isolée 2"


def test_a4_longer_mains_split_again() -> None:
    value = evaluate(cards("2p 3p 4p 5p 6p 7p 8p 9p 10p Vp Dp Rp Ap 2c 3c"))
    assert value.key == ((9, (14,)), (9, (9,)), (3, (3, 2, 4)))
    assert len(value.best_five) == 5 and len(value.rest) == 10


def test_a5_equal_fives_leave_the_strongest_rest() -> None:
    # full As/Rois with two of three Rois: keeping the Roi of carreau for the rest makes a couleur
    value = evaluate(cards("Ap Ac Ak Rp Rc Rk 8k 5k 3k 2k"))
    assert value.key == ((7, (14, 13)), (6, (13, 8, 5, 3, 2)))


def test_lv_4_missing_sub_main_loses() -> None:
    assert compare(cards("Ap Ac Ak Rt Rp 2c"), cards("Ap Ac Ak Rt Rp")) == 1
    assert deciding_part(cards("Ap Ac Ak Rt Rp 2c"), cards("Ap Ac Ak Rt Rp")) == 1
    assert deciding_part(cards("9p"), cards("9c")) is None
    assert evaluate([]).key == ()


def test_evaluate_refuses_a_card_twice() -> None:
    with pytest.raises(ValueError):
        evaluate(cards("Ap Ap"))


def test_a_whole_pack_turned_jokers_stand_for_nothing() -> None:
    value = evaluate(LAS_VEGAS.cards())
    assert len(value.parts) == 11 and value.jokers == ()


# --------------------------------------------------------------------- the brute force agrees

@st.composite
def a_main(draw: st.DrawFn, most: int, most_jokers: int) -> list[Card]:
    real = draw(st.lists(st.sampled_from([c for c in LAS_VEGAS.distinct() if not c.is_joker]), unique=True,
                         max_size=most))
    return real + [JK] * draw(st.integers(0, most_jokers))


@settings(max_examples=150, deadline=None)
@given(a_main(10, 0), st.booleans())
def test_lv_4_evaluation_matches_brute_force_without_jokers(main: list[Card], wheel: bool) -> None:
    assert evaluate(main, wheel).key == brute(main, wheel)


@settings(max_examples=80, deadline=None)
@given(a_main(7, 1), st.booleans())
def test_lv_4_evaluation_matches_brute_force_one_joker(main: list[Card], wheel: bool) -> None:
    assert evaluate(main, wheel).key == brute(main, wheel)


@settings(max_examples=25, deadline=None)
@given(a_main(4, 2), st.booleans())
def test_lv_4_evaluation_matches_brute_force_two_jokers(main: list[Card], wheel: bool) -> None:
    assert evaluate(main, wheel).key == brute(main, wheel)


@pytest.mark.parametrize("text", [
    "Ap Ac Ak Rp Rc Rk 8k 5k 3k JK",
    "2p 3p 9p JK JK",
    "10c Vc Dc Rc JK 9c 8c",
    "5p 5c 5k 5t JK JK",
    "2c 3c 4c 5c JK Ap",
    "Rp Rc Dk Dt Vp Vc JK",
])
def test_lv_4_jokers_match_brute_force(text: str) -> None:
    assert evaluate(hand(text)).key == brute(hand(text))
    assert evaluate(hand(text), True).key == brute(hand(text), True)


# --------------------------------------------------------------------- LV §6: who may concede

def test_lv_6_only_the_weaker_concedes() -> None:
    verify_concession(cards("7c 7t"), cards("Rp 2k"))
    with pytest.raises(ConcessionRefused) as error:
        verify_concession(cards("Rp 2k"), cards("7c 7t"))
    assert error.value.field == "winner" and error.value.rule == "LV §6"
    assert not can_concede(cards("9p"), cards("9c"))
    # one who cannot draw concedes when weaker or equal
    assert can_concede(cards("9p"), cards("9c"), "exhausted")
    assert not can_concede(cards("9p"), cards("10c"), "exhausted")
    assert can_concede(cards("9p"), [], "exhausted")


def test_game_methods_use_the_house_rule() -> None:
    g = game(wheel_straight=True)
    assert g.compare(cards("Ap 2c 3k 4t 5p"), cards("6p 6c")) == 1
    assert game().compare(cards("Ap 2c 3k 4t 5p"), cards("6p 6c")) == -1
    assert g.who_must_act({A: cards("9p"), B: cards("9c")}) == (A, B)
    assert g.who_must_act({A: cards("9p"), B: cards("Dc")}) == (A,)
    assert isinstance(g.evaluate(cards("9p")), HandValue)
    assert g.can_concede(cards("Ap 2c 3k 4t 5p"), cards("6p 6c"))
    with pytest.raises(ConcessionRefused):
        game().verify_concession(cards("Ap 2c 3k 4t 5p"), cards("6p 6c"))


# --------------------------------------------------------------------- rounds and the game

def test_example_1_round_scores_one_main() -> None:
    g = game()
    out = g.play(g.new_state(), {"winner": B, "end": "concession", "cards_used": {A: 2, B: 2}})
    assert dict(out.delta) == {A: 0, B: 1}
    assert dict(out.state.remaining) == {A: 52, B: 52}
    assert g.report(out.state) == {"remaining": {A: 52, B: 52}}
    assert [line.rule for line in out.lines] == ["LV §6"]


def test_3j_cards_used_derived_from_the_mains() -> None:
    g = game()
    out = g.play(g.new_state(), {"winner": B, "mains": mains("Rp 2k", "7c 7t")})
    assert dict(out.state.remaining) == {A: 52, B: 52}
    assert "paire de 7" in render(out.lines[0].message)


def test_example_6_reaching_six_ends_the_game() -> None:
    g = game()
    out = g.play(state((5, 4), (30, 30)), {"winner": A, "cards_used": {A: 2, B: 3}})
    assert out.state.finished and out.state.winners == (A,)
    assert g.winner(out.state) == A
    with pytest.raises(DealError) as error:
        g.play(out.state, {"winner": A, "cards_used": {A: 1, B: 1}})
    assert error.value.field == "deal"


def test_example_7_exhaustion_then_one_card_mains() -> None:
    g = game()
    s = state((5, 3), (4, 5))
    s = g.play(s, {"winner": B, "end": "exhausted", "cards_used": {A: 4, B: 2}}).state
    assert dict(s.totals) == {A: 5, B: 4} and dict(s.remaining) == {A: 0, B: 3}
    s = g.play(s, {"winner": B, "end": "exhausted", "cards_used": {A: 0, B: 1}}).state
    s = g.play(s, {"winner": B, "end": "exhausted", "cards_used": {A: 0, B: 1}}).state
    assert s.finished and s.winners == (B,) and dict(s.remaining) == {A: 0, B: 1}


@pytest.mark.parametrize("b_left, wins, winners", [
    # example 8: B wins one more round with his last card: 5-5, no winner
    (1, (5, 5), ()),
])
def test_example_8_both_packs_exhausted_equal(b_left: int, wins: tuple[int, int], winners: tuple[str, ...]) -> None:
    g = game()
    s = state((5, 4), (0, b_left))
    out = g.play(s, {"winner": B, "end": "exhausted", "cards_used": {A: 0, B: 1}})
    assert dict(out.state.totals) == dict(zip(PLAYERS, wins, strict=True))
    assert out.state.finished and out.state.winners == winners
    assert g.winner(out.state) is None


def test_example_8_variant_both_empty_at_5_4_the_count_wins() -> None:
    g = game()
    out = g.play(state((5, 3), (3, 2)), {"winner": B, "end": "exhausted", "cards_used": {A: 3, B: 2}})
    assert dict(out.state.totals) == {A: 5, B: 4}
    assert out.state.finished and out.state.winners == (A,)


def test_a6_void_round_when_both_packs_run_out_on_equal_mains() -> None:
    g = game()
    out = g.play(state((2, 3), (1, 1)), {"winner": None, "mains": mains("9p", "9c")})
    assert dict(out.delta) == {A: 0, B: 0}
    assert out.state.finished and out.state.winners == (B,)
    # ``end`` is ignored on a void round
    out = g.play(state((3, 3), (1, 1)), {"winner": None, "end": "nonsense", "cards_used": {A: 1, B: 1}})
    assert out.state.finished and out.state.winners == ()


def test_a7_a_stronger_player_with_an_empty_pack_need_not_draw() -> None:
    g = game()
    # Ana's last card makes her the stronger: Bea, with cards left, concedes
    out = g.play(state((0, 0), (2, 10)), {"winner": A, "mains": mains("9p 9c", "Rc 2t 4k")})
    assert dict(out.state.remaining) == {A: 0, B: 7}
    assert not out.state.finished


def test_jokers_and_cards_are_remembered_from_round_to_round() -> None:
    g = game()
    s = g.play(g.new_state(), {"winner": A, "mains": mains("JK 9k", "Ap Rp")}).state
    s = g.play(s, {"winner": A, "mains": mains("JK 10k", "Ac Rc")}).state
    assert s.jokers_out[A] == 2 and card("9k") in s.seen[A]
    assert refused(g, s, {"winner": A, "mains": mains("JK 5k", "Ak Rk")}) == "mains"
    assert refused(g, s, {"winner": A, "mains": mains("9k 9c", "Ak Rk")}) == "mains"
    # each player has his own pack
    g.play(s, {"winner": B, "mains": mains("2c", "9k 9t")})


# --------------------------------------------------------------------- refusals, in the order of 3J.3

@pytest.mark.parametrize("before, entry, field", [
    # winner key and name
    (state(), {"cards_used": {A: 1, B: 1}}, "winner"),
    (state(), {"winner": "Cyr", "cards_used": {A: 1, B: 1}}, "winner"),
    # end value
    (state(), {"winner": A, "end": "forfeit", "cards_used": {A: 1, B: 1}}, "end"),
    # mains cards: unknown, twice, third joker
    (state(), {"winner": A, "mains": {A: [{"rank": "1", "suit": "pique"}], B: []}}, "mains"),
    (state(), {"winner": A, "mains": mains("9p 9p", "2c")}, "mains"),
    (state(), {"winner": A, "mains": mains("JK JK JK", "2c")}, "mains"),
    (state(), {"winner": A, "mains": {A: [dump_card(card("9p"))]}}, "mains"),
    # cards_used: needed, at least one, no more than the pack holds
    (state(), {"winner": A}, "cards_used"),
    (state(), {"winner": A, "cards_used": {A: 1}}, "cards_used"),
    (state(), {"winner": A, "cards_used": {A: 0, B: 1}}, "cards_used"),
    (state(left=(54, 3)), {"winner": A, "cards_used": {A: 1, B: 4}}, "cards_used"),
    (state(), {"winner": A, "cards_used": {A: 55, B: 1}}, "cards_used"),
    (state(), {"winner": A, "cards_used": {A: 1.0, B: 1}}, "cards_used"),
    # then the mains' lengths against cards_used
    (state(), {"winner": A, "cards_used": {A: 2, B: 1}, "mains": mains("9p", "2c")}, "mains"),
    # winner null only when both packs are empty after the round
    (state(), {"winner": None, "cards_used": {A: 1, B: 1}}, "winner"),
    (state(left=(1, 2)), {"winner": None, "cards_used": {A: 1, B: 1}}, "winner"),
    # a player with an empty pack cannot win; the other wins with exactly one card, exhausted
    (state(left=(0, 10)), {"winner": A, "end": "exhausted", "cards_used": {A: 0, B: 1}}, "winner"),
    (state(left=(0, 10)), {"winner": B, "end": "exhausted", "cards_used": {A: 0, B: 2}}, "cards_used"),
    (state(left=(0, 10)), {"winner": B, "cards_used": {A: 0, B: 1}}, "end"),
    # exhausted while the loser still has cards
    (state(), {"winner": B, "end": "exhausted", "cards_used": {A: 3, B: 3}}, "end"),
    # the comparison of the mains
    (state(), {"winner": A, "mains": mains("Rp 2k", "7c 7t")}, "winner"),
    (state(), {"winner": A, "mains": mains("JK JK Ap", "Ac Ak At")}, "winner"),
    (state(left=(1, 1)), {"winner": None, "mains": mains("9p", "10c")}, "winner"),
    (state(left=(2, 5)), {"winner": B, "end": "exhausted", "mains": mains("Rp 2k", "7c")}, "winner"),
])
def test_3j3_refusals(before: LasVegasState, entry: dict[str, Any], field: str) -> None:
    assert refused(game(), before, entry) == field


@pytest.mark.parametrize("entry, field", [
    # a bad winner comes before a bad end and bad cards
    ({"winner": "Cyr", "end": "x", "cards_used": {A: 0, B: 99}}, "winner"),
    # a bad end before a bad main
    ({"winner": A, "end": "x", "mains": mains("9p 9p", "2c")}, "end"),
    # the mains' cards before cards_used
    ({"winner": A, "cards_used": {A: 0, B: 1}, "mains": mains("9p 9p", "2c")}, "mains"),
    # cards_used before the lengths and the comparison
    ({"winner": A, "cards_used": {A: 0, B: 1}, "mains": mains("Rp 2k", "7c 7t")}, "cards_used"),
    # lengths before the comparison
    ({"winner": A, "cards_used": {A: 1, B: 1}, "mains": mains("Rp 2k", "7c 7t")}, "mains"),
    # winner null before end consistency and the comparison
    ({"winner": None, "mains": mains("9p", "10c")}, "winner"),
    # end consistency before the comparison
    ({"winner": A, "end": "exhausted", "mains": mains("Rp 2k", "7c 7t")}, "end"),
])
def test_3j3_first_refusal_wins(entry: dict[str, Any], field: str) -> None:
    assert refused(game(), state(), entry) == field


def test_3j3_a_round_after_the_end_is_refused_on_deal() -> None:
    g = game()
    log = [{"winner": A, "cards_used": {A: 1, B: 1}}] * 6
    with pytest.raises(DealRefused) as error:
        replay(g, log + [{"winner": A, "cards_used": {A: 1, B: 1}}])
    assert error.value.deal == 7 and error.value.field == "deal"


def test_entry_read_on_its_own_skips_pack_checks_but_scoring_does_not() -> None:
    g = game()
    typed = g.read_entry({"winner": A, "cards_used": {A: 0, B: 1}})
    with pytest.raises(DealError) as error:
        g.score_deal(g.new_state(), typed)
    assert error.value.field == "cards_used"


# --------------------------------------------------------------------- any game a table could enter

@st.composite
def a_round(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["count"] * 6 + ["mains", "void"]))
    if kind == "mains":
        pool = LAS_VEGAS.distinct()
        a = draw(st.lists(st.sampled_from(pool), unique=True, min_size=1, max_size=6))
        b = draw(st.lists(st.sampled_from(pool), unique=True, min_size=1, max_size=6))
        sign = compare(a, b)
        winner = A if sign > 0 else B if sign < 0 else draw(st.sampled_from(PLAYERS))
        return {"winner": winner, "mains": {A: [dump_card(c) for c in a], B: [dump_card(c) for c in b]}}
    used = {A: draw(st.integers(0, 12)), B: draw(st.integers(0, 12))}
    winner = None if kind == "void" else draw(st.sampled_from(PLAYERS))
    entry: dict[str, Any] = {"winner": winner, "cards_used": used}
    if draw(st.booleans()):
        entry["end"] = "exhausted"
    return entry


@settings(max_examples=60, deadline=None)
@given(st.lists(a_round(), max_size=40))
def test_las_vegas_replay_properties(entries: list[dict[str, Any]]) -> None:
    g = game()
    log = accepted(g, entries)
    check_log(g, log)
    result = replay(g, log)
    s = result.state
    assert all(0 <= s.remaining[p] <= 54 for p in PLAYERS)
    assert sum(s.totals.values()) <= len(log)
    assert all(t <= 6 for t in s.totals.values())
    assert s.finished == (max(s.totals.values()) >= 6 or all(r == 0 for r in s.remaining.values()))
    if s.finished and s.winners:
        assert s.totals[s.winners[0]] == max(s.totals.values())
    assert all(s.jokers_out[p] <= 2 for p in PLAYERS)


def test_every_card_of_the_deck_is_a_las_vegas_card() -> None:
    assert len(LAS_VEGAS) == 54 and all(s in SUITS for s in {c.suit for c in LAS_VEGAS.distinct() if c.suit})
