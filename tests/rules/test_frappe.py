"""Frappe, from the rulebook's chapter and shared/spec/frappe.md.

Test names cite the chapter's articles (Fr §4.1, §5, §6, §6.1-§6.3, §7) or
the spec's rulings (A1-A13) and clarifications (C1-C3); the worked examples
1-11 of the spec are checked with their exact points. Rounds are written
compactly: ``"R 8 5 R 7 5"`` is the six cards in play order (the dealer's
opponent first), ``"3*"`` a 3 played en place instead of capturing.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, DealRefused, new_game, replay
from compagnon.rules.decks import FRAPPE_RANKS
from compagnon.rules.games.frappe import (
    DeclineRefused,
    Frappe,
    FrappePad,
    FrappeState,
    PlayEffect,
    announcement_winner,
    best_extension,
    can_decline,
    capture_set,
    card_value,
    claimable,
    extension_points,
    held_combination,
    play_effect,
    table_suite,
    verify_decline,
)

PLAYERS = ["Ana", "Bea"]
A, B = PLAYERS


def game() -> Frappe:
    g = new_game("frappe", PLAYERS)
    assert isinstance(g, Frappe)
    return g


def plays(text: str) -> list[Any]:
    return [{"rank": t[:-1], "decline_capture": True} if t.endswith("*") else t for t in text.split()]


def rnd(text: str, announce: dict[str, str] | None = None, claims: dict[str, bool] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"announce": announce or {}, "plays": plays(text)}
    if claims is not None:
        out["claims"] = claims
    return out


def ext(dealt: str, swap12: bool = False, swap34: bool = False, direction: str = "ltr") -> dict[str, Any]:
    return {"dealt": dealt.split(), "swap12": swap12, "swap34": swap34, "direction": direction}


def manche(dealer: str, *rounds: dict[str, Any], extension: dict[str, Any] | None = None) -> dict[str, Any]:
    entry: dict[str, Any] = {"dealer": dealer, "rounds": list(rounds)}
    if extension is not None:
        entry["extension"] = extension
    return entry


def state(a: int = 0, b: int = 0, dealer: str = A) -> FrappeState:
    g = game()
    return g.evolve(g.new_state(), totals={A: a, B: b}, dealer=dealer)


def refused(entry: dict[str, Any], before: FrappeState | None = None) -> str:
    g = game()
    with pytest.raises(DealError) as error:
        g.play(before or g.new_state(), entry)
    assert error.value.text()
    return error.value.field


def explained(outcome: Any) -> None:
    sums = {p: 0 for p in PLAYERS}
    for line in outcome.lines:
        assert line.rule.startswith("Fr §") and line.text
        sums[line.player] += line.points
    assert sums == dict(outcome.delta)


# --------------------------------------------------------------------- Fr §3, §5: values

@pytest.mark.parametrize("rank, value", [
    ("R", 4), ("D", 3), ("V", 2), ("10", 1), ("9", 1), ("5", 1), ("2", 1), ("A", 1),
])
def test_fr_5_card_values(rank: str, value: int) -> None:
    assert card_value(rank) == value


# --------------------------------------------------------------------- Fr §6: what a card takes

@pytest.mark.parametrize("table, rank, taken", [
    # a pair, and the suite going up from it
    (["7"], "7", ["7"]),
    (["9", "10", "V"], "9", ["9", "10", "V"]),
    (["9", "10", "V"], "10", ["10", "V"]),
    (["8", "10"], "8", ["8"]),
    # the As follows the Roi (Fr §6): D-R-A-2
    (["D", "R", "A", "2", "7"], "D", ["D", "R", "A", "2"]),
    # one card of each rank only, even with several on the table
    (["5", "5", "6", "6", "7"], "5", ["5", "6", "7"]),
    # nothing to pair
    (["5", "6"], "4", []),
    ([], "A", []),
    # a whole circle stops before coming back
    (list(FRAPPE_RANKS), "4", [*FRAPPE_RANKS[3:], *FRAPPE_RANKS[:3]]),
])
def test_fr_6_capture_set(table: list[str], rank: str, taken: list[str]) -> None:
    assert capture_set(table, rank) == taken


@pytest.mark.parametrize("table, suite", [
    (["9"], ("9", "9")),
    (["9", "10", "V"], ("9", "V")),
    (["V", "9", "10"], ("9", "V")),
    # A8: the first card of a wrapped suite is the one without its predecessor
    (["D", "R", "A", "2"], ("D", "2")),
    (["R", "A"], ("R", "A")),
    (["5", "2"], None),
    (["5", "5"], None),
    (["D", "R", "A", "2", "7"], None),
    ([], None),
])
def test_fr_6_3_table_suite(table: list[str], suite: tuple[str, str] | None) -> None:
    assert table_suite(table) == suite


@pytest.mark.parametrize("table, rank, kwargs, effect", [
    # example 6: D takes D-R-A-2 but a 7 stays: no nettoyage
    (["D", "R", "A", "2", "7"], "D", {}, PlayEffect(("D", "R", "A", "2"))),
    # the whole table: nettoyage worth the last card of the suite (the 2, not the Roi)
    (["D", "R", "A", "2"], "D", {}, PlayEffect(("D", "R", "A", "2"), nettoyage=1)),
    (["9", "10", "V"], "9", {}, PlayEffect(("9", "10", "V"), nettoyage=2)),
    # a 10 takes 10-V but the 9 stays: no nettoyage (the lowest card is the 9)
    (["9", "10", "V"], "10", {}, PlayEffect(("10", "V"))),
    # A10: no nettoyage with the last card of the manche
    (["9", "10", "V"], "9", {"last_card": True}, PlayEffect(("9", "10", "V"))),
    # a frappe: the opponent's card just played stayed
    (["A"], "A", {"previous": "A"}, PlayEffect(("A",), frappe=True, frappe_points=1, nettoyage=1)),
    (["7", "D"], "D", {"previous": "D"}, PlayEffect(("D",), frappe=True, frappe_points=3)),
    (["7", "D"], "D", {"previous": "7"}, PlayEffect(("D",))),
    # en place (Fr §6.2)
    ([], "A", {}, PlayEffect(en_place=1)),
    (["5"], "2", {}, PlayEffect(en_place=2)),
    (["9", "3"], "3", {"decline": True}, PlayEffect(en_place=3)),
    (["9", "3"], "5", {}, PlayEffect()),
    (["9", "3", "5"], "3", {}, PlayEffect(("3",))),
    # answering a pending frappe or contre-frappe of the same rank (Fr §6.1)
    (["7", "D"], "D", {"answering": ("frappe", "D")}, PlayEffect(contre_frappe=True, frappe_points=9)),
    (["7", "D"], "D", {"answering": ("contre", "D")}, PlayEffect(penitence=True)),
    (["7", "D"], "5", {"answering": ("frappe", "D")}, PlayEffect()),
])
def test_fr_6_play_effect(table: list[str], rank: str, kwargs: dict[str, Any], effect: PlayEffect) -> None:
    assert play_effect(table, rank, **kwargs) == effect


@pytest.mark.parametrize("table, rank, allowed", [
    # Fr §6.2, A11: only to play en place
    (["9", "3"], "3", True),
    ([], "A", True),
    (["7"], "2", True),
    (["7", "5"], "7", False),
    # a 3 onto 3 cards makes 4: not en place (example 11)
    (["3", "5", "8"], "3", False),
    (["3", "5", "8"], "4", True),
    (["3", "5", "8", "9"], "5", False),
])
def test_fr_6_2_decline_only_to_play_en_place(table: list[str], rank: str, allowed: bool) -> None:
    assert can_decline(table, rank) is allowed
    if not allowed:
        with pytest.raises(DeclineRefused) as error:
            verify_decline(table, rank)
        assert error.value.field == "plays"


# --------------------------------------------------------------------- Fr §4.1: the extension

@pytest.mark.parametrize("dealt, table, options, places, multiples", [
    # example 1: swap 1-2, A-2-3 in place, the 7 pairs the table's 7
    ("2 A 3 7", ["7", "8"], {"swap12": True}, [(1, "A"), (2, "2"), (3, "3")], [("7", 2, 1)]),
    # example 2: counted from the right, the 2 is in place; a brelan of 8s with the table
    ("8 8 2 R", ["8"], {"direction": "rtl"}, [(2, "2")], [("8", 3, 3)]),
    # example 3: a carré of 3s counts six paires (A3)
    ("A 2 3 3", ["9", "3", "3"], {}, [(1, "A"), (2, "2"), (3, "3")], [("3", 4, 6)]),
    # multiples made of table cards only do not count
    ("5 6 7 8", ["9", "9"], {}, [], []),
    # a paire inside the extension itself
    ("R R 9 4", [], {}, [(4, "4")], [("R", 2, 4)]),
    ("D R A 2", [], {"swap34": True, "direction": "rtl"}, [(1, "A"), (2, "2")], []),
])
def test_fr_4_1_extension(dealt: str, table: list[str], options: dict[str, Any], places: list[Any],
                          multiples: list[Any]) -> None:
    assert extension_points(dealt.split(), table, **options) == (places, multiples)


def test_fr_6_1_no_declining_an_answer() -> None:
    with pytest.raises(DeclineRefused):
        play_effect(["D"], "D", answering=("frappe", "D"), decline=True)
    assert not play_effect(["D"], "D", answering=("contre", "D")).stays


def test_fr_4_1_best_extension() -> None:
    # As-2-3-4 all in place: the most a dealer can make with places, 10 points
    assert best_extension(["2", "A", "4", "3"], []) == (True, True, "ltr", 10)
    assert best_extension(["4", "3", "2", "A"], []) == (False, False, "rtl", 10)
    assert best_extension(["2", "A", "3", "7"], ["7", "8"])[3] == 7


# --------------------------------------------------------------------- Fr §5: announcements

@pytest.mark.parametrize("cards, held", [
    (["5", "5", "5"], ("brelan", "5")),
    (["9", "9", "2"], ("paire", "9")),
    (["9", "8", "2"], ("none", None)),
])
def test_fr_5_held_combination(cards: list[str], held: tuple[str, str | None]) -> None:
    assert held_combination(cards) == held


@pytest.mark.parametrize("announced, cards, open_to", [
    # 7c: Ana held Dames without announcing them
    ({A: "none", B: "paire"}, {A: ["D", "D", "7"], B: ["8", "4", "4"]}, {B: ("paire", "D")}),
    # 7d, 7e: the wrong nature
    ({A: "brelan"}, {A: ["V", "V", "5"], B: ["10", "6", "2"]}, {B: ("paire", "V")}),
    ({A: "paire"}, {A: ["7", "7", "7"], B: ["R", "9", "2"]}, {B: ("brelan", "7")}),
    # announced rightly, or nothing held: nothing to claim
    ({A: "paire", B: "none"}, {A: ["9", "9", "4"], B: ["5", "6", "2"]}, {}),
])
def test_a6_claimable(announced: dict[str, str], cards: dict[str, list[str]],
                      open_to: dict[str, tuple[str, str]]) -> None:
    assert claimable(announced, cards) == open_to


@pytest.mark.parametrize("announced, cards, winner", [
    # 7a: a brelan beats any paire
    ({A: "paire", B: "brelan"}, {A: ["R", "R", "8"], B: ["5", "5", "5"]}, (B, "brelan", "5")),
    # 7b: two paires of one rank: the dealer's opponent (Ana here)
    ({A: "paire", B: "paire"}, {A: ["9", "9", "4"], B: ["9", "9", "6"]}, (A, "paire", "9")),
    # the higher rank between two paires
    ({A: "paire", B: "paire"}, {A: ["V", "V", "4"], B: ["D", "D", "6"]}, (B, "paire", "D")),
    ({A: "brelan", B: "brelan"}, {A: ["2", "2", "2"], B: ["A", "A", "A"]}, (A, "brelan", "2")),
    # A6: a wrong nature is not a valid announcement
    ({A: "paire", B: "none"}, {A: ["7", "7", "7"], B: ["9", "8", "2"]}, None),
    ({A: "brelan", B: "paire"}, {A: ["V", "V", "3"], B: ["4", "4", "2"]}, (B, "paire", "4")),
    # A7: a false announcement wins nothing
    ({A: "paire", B: "none"}, {A: ["V", "9", "3"], B: ["D", "D", "2"]}, None),
])
def test_fr_5_announcement_winner(announced: dict[str, str], cards: dict[str, list[str]],
                                  winner: tuple[str, str, str] | None) -> None:
    assert announcement_winner(announced, cards, A) == winner


# --------------------------------------------------------------------- the spec's examples, through the game

def test_example_4_complete_round() -> None:
    g = game()
    out = g.play(g.new_state(), manche(B, rnd("A A 5 2 2 2", {A: "none", B: "paire"})))
    explained(out)
    assert dict(out.delta) == {A: 1, B: 8}
    assert g.report(out.state)["table"] == ["5"]
    assert dict(out.state.captured) == {A: 0, B: 5}
    assert [(line.player, line.points, line.rule) for line in out.lines if line.points] == [
        (A, 1, "Fr §6.2"), (B, 1, "Fr §6.1"), (B, 1, "Fr §6.3"), (B, 2, "Fr §6.2"), (B, 3, "Fr §6.1"),
        (B, 1, "Fr §5")]


def test_example_5_penitence_wins_at_once_c3() -> None:
    g = game()
    out = g.play(state(20, 30, B), manche(B, rnd("9 9 9 9")))
    assert dict(out.delta) == {A: 0, B: 0}
    assert out.state.finished and out.state.winners == (B,)
    assert g.report(out.state)["end_reason"] == "penitence"


@pytest.mark.parametrize("first, second, delta, table, captured", [
    # example 6a: D takes D-R-A-2, the 7 stays: 5 cards, no nettoyage
    ("5 5 6 6 9 9", "7 D", {A: 9, B: 0}, ["7"], {A: 11, B: 0}),
    # example 6b: the whole table D-R-A-2: nettoyage val(2) = 1
    ("5 5 6 6 9 9", "D", {A: 1, B: 9}, [], {A: 5, B: 6}),
])
def test_example_6_suites_and_nettoyage(first: str, second: str, delta: dict[str, int], table: list[str],
                                        captured: dict[str, int]) -> None:
    # Ana deals in 6a (Bea plays first), Bea in 6b
    dealer = A if second.startswith("7") else B
    g = game()
    out = g.play(g.new_state(), manche(dealer, rnd(first), rnd(second),
                                       extension=ext("D R A 2", swap34=True, direction="rtl")))
    explained(out)
    assert dict(out.delta) == delta
    assert list(out.state.table) == table and dict(out.state.captured) == captured


def test_example_6c_nettoyage_valet() -> None:
    g = game()
    out = g.play(g.new_state(), manche(A, rnd("9 10 V 9")))
    assert dict(out.delta) == {A: 2, B: 0}
    assert list(out.state.table) == [] and dict(out.state.captured) == {A: 4, B: 0}


@pytest.mark.parametrize("round_, delta", [
    # 7a: brelan of 5s beats the paire of Rois
    (rnd("R 5 8 5 R 5", {A: "paire", B: "brelan"}), {A: 0, B: 3}),
    # 7b: equal paires of 9s: the dealer's opponent
    (rnd("9 6 9 9 4 9", {A: "paire", B: "paire"}), {A: 1, B: 0}),
    # 7c: B's paire of 4s, and B claims A's unannounced paire of Dames
    (rnd("D 8 D 4 7 4", {A: "none", B: "paire"}, {B: True}), {A: 0, B: 4}),
    # 7d: A announces a brelan holding a paire of Valets; B claims
    (rnd("V 10 V 6 5 2", {A: "brelan"}, {B: True}), {A: 0, B: 2}),
    # 7e: A announces a paire holding a brelan of 7s; B claims the brelan
    (rnd("7 R 7 9 7 2", {A: "paire"}, {B: True}), {A: 0, B: 3}),
    # the same without the claim: nothing
    (rnd("7 R 7 9 7 2", {A: "paire"}), {A: 0, B: 0}),
])
def test_example_7_announcements_and_claims(round_: dict[str, Any], delta: dict[str, int]) -> None:
    g = game()
    out = g.play(g.new_state(), manche(B, round_))
    explained(out)
    assert dict(out.delta) == delta


def test_a6_claimant_scores_his_own_announcement_too() -> None:
    g = game()
    # Bea announces her paire of 4s (+1) and claims Ana's unannounced paire of Rois (+4)
    out = g.play(g.new_state(), manche(B, rnd("R 4 R 4 7 8", {B: "paire"}, {B: True})))
    assert dict(out.delta) == {A: 0, B: 6}
    assert [(line.points, line.rule) for line in out.lines if line.rule == "Fr §5"] == [(1, "Fr §5"), (4, "Fr §5")]


def test_fr_6_1_frappe_on_the_dealers_third_card_is_final_a5() -> None:
    g = game()
    # Bea (dealer) frappes Ana's 5th card with her 6th, taking the suite 7-8-9-10 with it:
    # nobody can answer, it is confirmed at the end of the round
    out = g.play(g.new_state(), manche(B, rnd("2 8 9 10 7 7")))
    assert dict(out.state.captured) == {A: 0, B: 5}
    assert dict(out.delta) == {A: 0, B: 1}
    assert list(out.state.table) == ["2"]


# the two manches of example 9 (the casebook's), in compact form
MANCHE_1 = ("6 R R 3 3 6", "5 5 9 9 6 6", "V V A A 10 10", "2 8 8 V V 2", "4 4 3 3 A A", "7 7 D D R R",
            "4 8 8 10 10 4", "2 7 7 D D 2")
MANCHE_2 = ("2 8 8 10 10 2", "7 7 6 6 2 2", "3 10 10 4 4 3", "V A A 5 5 V", "R R A A D D", "9 9 4 4 R R",
            "D 9 9 5 5 D", "V 3 8 3 V 8")


def test_example_9_announcements_before_the_card_count_a9() -> None:
    g = game()
    first = manche(A, *(rnd(r) for r in MANCHE_1), extension=ext("5 5 9 9"))
    last = [rnd(r) for r in MANCHE_2[:-1]] + [rnd(MANCHE_2[-1], {A: "paire", B: "paire"})]
    second = manche(B, *last, extension=ext("7 7 6 6"))
    result = replay(g, [first, second])
    assert [dict(d.delta) for d in result.deals] == [{A: 50, B: 16}, {A: 11, B: 40}]
    assert result.winner == A and dict(result.totals) == {A: 61, B: 56}
    assert result.report()["end_reason"] == "score"
    # the card count (+8 for Bea) never came
    assert all(line.rule != "Fr §7" or line.points == 0 for line in result.deals[1].lines)


def test_fr_7_end_of_manche_difference_and_leftovers() -> None:
    g = game()
    out = g.play(g.new_state(), manche(A, *(rnd(r) for r in MANCHE_1), extension=ext("5 5 9 9")))
    explained(out)
    assert sum(out.state.captured.values()) == 52
    assert list(out.state.table) == []
    a, b = out.state.captured[A], out.state.captured[B]
    difference = [line for line in out.lines if line.rule == "Fr §7" and line.points]
    assert [(line.player, line.points) for line in difference] == [(A if a > b else B, abs(a - b))]
    assert not out.state.finished and out.state.dealer == B


def test_a12_dealer_alternates() -> None:
    g = game()
    out = g.play(g.new_state(), manche(A, *(rnd(r) for r in MANCHE_1), extension=ext("5 5 9 9")))
    assert g.report(out.state)["next_dealer"] == B
    second = g.play(out.state, {"rounds": [rnd("9 9 9 9")]})
    # Bea deals, Ana plays first: Ana 9, Bea frappes, Ana contre-frappes, Bea's pénitence
    assert second.dealer == B and second.state.winners == (B,)


# --------------------------------------------------------------------- 61 in the middle of play (A5, C1)

def test_example_10_frappe_confirmed_by_the_next_card_wins() -> None:
    g = game()
    # Ana deals, Bea plays first: table [7, 8]; Bea's D stays, Ana's D frappes it (3); Bea's 5 confirms: 61
    out = g.play(state(58, 40, A), manche(A, rnd("7 8 D D 5")))
    assert out.state.finished and out.state.winners == (A,)
    assert dict(out.state.totals) == {A: 61, B: 40}
    assert g.report(out.state)["end_reason"] == "score"


def test_c1_contre_frappe_cancels_the_frappe_and_waits() -> None:
    g = game()
    out = g.play(state(58, 40, A), manche(A, rnd("7 8 D D D 4")))
    # Ana's frappe never scores; Bea's contre-frappe (9) is confirmed by Ana's 4
    assert dict(out.state.totals) == {A: 58, B: 49}
    assert not out.state.finished
    out = g.play(state(58, 40, A), manche(A, rnd("7 8 D D D D")))
    assert out.state.finished and out.state.winners == (A,)
    assert dict(out.state.totals) == {A: 58, B: 40}


def test_c1_a_pending_contre_frappe_shows_on_the_table() -> None:
    g = game()
    out = g.play(g.new_state(), manche(A, rnd("7 8 D D D")))
    assert list(out.state.table) == ["7", "8", "D", "D", "D"]
    assert dict(out.state.captured) == {A: 0, B: 0}
    assert dict(out.state.totals) == {A: 0, B: 0}


def test_fr_7_extension_can_reach_61_its_points_credited_together() -> None:
    g = game()
    out = g.play(state(55, 0, A), manche(A, rnd("9 10 5 6 7 8"), rnd(""), extension=ext("A 2 3 4")))
    assert out.state.finished and out.state.winners == (A,)
    assert dict(out.state.totals) == {A: 65, B: 0}


def test_fr_7_a_frappe_and_its_nettoyage_are_credited_together() -> None:
    g = game()
    # Bea's 9 stays, Ana's 9 frappes it and clears the table (1 + 1); Bea's 5 confirms
    out = g.play(state(60, 0, A), manche(A, rnd("9 9 5")))
    assert dict(out.state.totals) == {A: 62, B: 0} and out.state.winners == (A,)


def test_fr_5_nothing_follows_the_61st_point() -> None:
    g = game()
    # Bea's paire of Valets reaches 61: her claim of Ana's paire of 4s is not credited
    out = g.play(state(0, 59, B), manche(B, rnd("4 V 4 9 8 V", {B: "paire"}, {B: True})))
    assert dict(out.state.totals) == {A: 0, B: 61} and out.state.winners == (B,)


@pytest.mark.parametrize("entry, field", [
    # any further card in the round where the game ended
    (manche(A, rnd("7 8 D D 5 6")), "plays"),
    # any further round (also when the extension is there)
    (manche(A, rnd("7 8 D D 5"), rnd("")), "rounds"),
    (manche(A, rnd("7 8 D D 5"), rnd(""), extension=ext("A 2 3 4")), "rounds"),
    # an extension not yet turned
    (manche(A, rnd("7 8 D D 5"), extension=ext("A 2 3 4")), "extension"),
])
def test_3j5_nothing_after_the_end(entry: dict[str, Any], field: str) -> None:
    assert refused(entry, state(58, 40, A)) == field


def test_3j5_a_manche_after_the_end_is_refused_on_deal() -> None:
    with pytest.raises(DealRefused) as error:
        replay(game(), [manche(B, rnd("9 9 9 9")), manche(A, rnd("5"))])
    assert error.value.deal == 2 and error.value.field == "deal"


# --------------------------------------------------------------------- refusals (3J.5)

@pytest.mark.parametrize("entry, field", [
    # example 11: declining with a 7; a 3 onto 3 cards
    (manche(B, rnd("7 5 7*")), "plays"),
    (manche(B, rnd("3 5 8 3*")), "plays"),
    # no declining a contre-frappe or a pénitence
    (manche(B, rnd("9 9 9*")), "plays"),
    # a fifth card of a rank, in the plays or in the extension
    (manche(B, rnd("9 9 9 5 8 4"), rnd("9 6 9"), extension=ext("R R D V")), "plays"),
    (manche(B, rnd("9 9 9 5 8 4"), rnd(""), extension=ext("9 9 D V")), "extension"),
    # only the last round may be short
    (manche(B, rnd("9 8 7"), rnd(""), extension=ext("R R D V")), "plays"),
    # the extension is there from the 2nd round, and not before
    (manche(B, rnd("9 8 7 6 5 4"), rnd("")), "extension"),
    (manche(B, rnd("9 8 7 6 5 4"), extension=ext("R R D V")), "extension"),
    # claims: nothing to claim, or a round not finished
    (manche(B, rnd("9 8 7 6 5 4", claims={A: True})), "claims"),
    (manche(B, rnd("9 8 9 6 5 4", {A: "paire"}, {B: True})), "claims"),
    (manche(B, rnd("9 8 9 6", claims={B: True})), "claims"),
    # the shape of the entry
    ({"rounds": []}, "rounds"),
    ({}, "rounds"),
    ({"rounds": [rnd("")] * 9}, "rounds"),
    (manche(B, rnd("9 8 7 6 5 4 3")), "plays"),
    (manche(B, {"announce": {}, "plays": ["1"]}), "plays"),
    (manche(B, {"announce": {}, "plays": [{"rank": "5", "decline_capture": "yes"}]}), "plays"),
    (manche(B, {"announce": {A: "carre"}, "plays": []}), "announce"),
    (manche(B, {"announce": {"Cyr": "paire"}, "plays": []}), "announce"),
    (manche(B, {"plays": [], "claims": {A: 1}}), "claims"),
    (manche(B, {"announce": {}}), "plays"),
    (manche(B, rnd("9 8 7 6 5 4"), rnd(""), extension={"dealt": ["A", "2", "3"]}), "extension"),
    (manche(B, rnd("9 8 7 6 5 4"), rnd(""), extension={"dealt": ["A", "2", "3", "4"], "direction": "up"}),
     "extension"),
    ({"dealer": "Cyr", "rounds": [rnd("")]}, "dealer"),
])
def test_3j5_refusals(entry: dict[str, Any], field: str) -> None:
    assert refused(entry) == field


@pytest.mark.parametrize("entry, path", [
    # a fifth card comes before a declined capture played earlier
    (manche(B, rnd("9 9 9 5 8 4"), rnd("3* 9 9"), extension=ext("R R D V")), "rounds[1].plays[2]"),
    # a declined capture before the short round and the missing extension
    (manche(B, rnd("7 5 7*"), rnd("")), "rounds[0].plays[2]"),
    # the short round before the missing claim
    (manche(B, rnd("7 5 8"), rnd("", claims={A: True})), "rounds[0].plays"),
])
def test_3j5_first_refusal_wins(entry: dict[str, Any], path: str) -> None:
    g = game()
    with pytest.raises(DealError) as error:
        g.play(g.new_state(), entry)
    assert error.value.path == path


def test_3j5_an_unfinished_manche_must_be_the_last() -> None:
    g = game()
    s = g.play(g.new_state(), manche(A, rnd("9 8 7"))).state
    assert s.open_manche
    assert refused(manche(B, rnd("5")), s) == "rounds"


def test_3j5_error_path_keeps_the_round() -> None:
    g = game()
    with pytest.raises(DealError) as error:
        g.play(g.new_state(), manche(B, rnd("9 8 7 6 5 4"), rnd("5 5 3*"), extension=ext("R R D V")))
    assert error.value.path == "rounds[1].plays[2]" and error.value.field == "plays"


def test_entry_read_on_its_own_skips_the_replay_but_scoring_does_not() -> None:
    g = game()
    typed = g.read_entry(manche(B, rnd("7 5 7*")))
    with pytest.raises(DealError) as error:
        g.score_deal(g.new_state(), typed)
    assert error.value.field == "plays"


def test_game_referee_methods() -> None:
    g = game()
    assert g.play_effect(["7"], "7", previous="7").frappe
    assert g.can_decline(["9", "3"], "3") and not g.can_decline(["9"], "9")
    with pytest.raises(DeclineRefused):
        g.verify_decline(["9"], "9")
    assert g.best_extension(["A", "2", "3", "4"], [])[3] == 10


# --------------------------------------------------------------------- any manche a table could play

@st.composite
def a_manche(draw: st.DrawFn) -> dict[str, Any]:
    deck = [r for r in FRAPPE_RANKS for _ in range(4)]
    random.Random(draw(st.integers(0, 10**9))).shuffle(deck)
    rounds: list[dict[str, Any]] = []
    extension = None
    count = draw(st.sampled_from([8, 8, 8, 8, 1, 2, 5]))
    cards = iter(deck)
    for k in range(count):
        if k == 1:
            extension = ext(" ".join(next(cards) for _ in range(4)))
            extension["direction"] = draw(st.sampled_from(["ltr", "rtl"]))
        n = 6 if k < count - 1 else draw(st.sampled_from([6, 6, 6, 6, 6, 0, 3, 5]))
        ranks = [next(cards) for _ in range(n)]
        announce = {p: draw(st.sampled_from(["none", "paire", "brelan"])) for p in PLAYERS}
        played: list[Any] = [{"rank": r, "decline_capture": True} if r in ("A", "2", "3", "4") and draw(
            st.sampled_from([False] * 30 + [True])) else r for r in ranks]
        claims = {p: draw(st.sampled_from([False] * 30 + [True])) for p in PLAYERS}
        rounds.append({"announce": announce, "plays": played, "claims": claims})
    entry: dict[str, Any] = {"rounds": rounds}
    if extension is not None:
        entry["extension"] = extension
    return entry


@settings(max_examples=80, deadline=None)
@given(st.lists(a_manche(), max_size=6))
def test_frappe_replay_properties(entries: list[dict[str, Any]]) -> None:
    g = game()
    log = accepted(g, entries)
    check_log(g, log)
    result = replay(g, log)
    s = result.state
    assert all(t >= 0 for t in s.totals.values())
    if s.finished:
        assert s.end_reason in ("score", "penitence")
        if s.end_reason == "score":
            assert s.totals[s.winners[0]] >= 61
    else:
        assert max(s.totals.values()) < 61 and s.end_reason is None
    for deal in result.deals:
        if deal.details.complete:
            assert sum(deal.details.captured.values()) == 52


def shuffled_manche(rng: random.Random) -> dict[str, Any]:
    """A whole manche from a shuffled deck, announcing what each player holds."""
    deck = [r for r in FRAPPE_RANKS for _ in range(4)]
    rng.shuffle(deck)
    rounds = []
    for k in range(8):
        cards = deck[:6] if k == 0 else deck[10 + 6 * (k - 1):16 + 6 * (k - 1)]
        held = {A: held_combination(cards[0::2])[0], B: held_combination(cards[1::2])[0]}
        rounds.append({"announce": {p: held[p] if rng.random() < 0.7 else "none" for p in PLAYERS},
                       "plays": cards})
    return {"rounds": rounds, "extension": ext(" ".join(deck[6:10]), direction=rng.choice(["ltr", "rtl"]))}


def cut_at_the_end(g: Frappe, before: FrappeState, entry: dict[str, Any]) -> dict[str, Any]:
    """The entry stopped where the game ended (3J.5: nothing may follow)."""
    while True:
        try:
            g.play(before, entry)
            return entry
        except DealError as error:
            found = re.fullmatch(r"rounds\[(\d+)\](?:\.plays\[(\d+)\])?", error.path)
            if error.path == "extension":
                entry = {k: v for k, v in entry.items() if k != "extension"}
                continue
            assert found, error.path
            k = int(found.group(1))
            if found.group(2) is None:
                entry = {**entry, "rounds": entry["rounds"][:k]}
            else:
                cut = dict(entry["rounds"][k], plays=entry["rounds"][k]["plays"][:int(found.group(2))])
                entry = {**entry, "rounds": [*entry["rounds"][:k], cut]}


@pytest.mark.parametrize("seed", range(12))
def test_fr_7_whole_games_reach_61(seed: int) -> None:
    rng = random.Random(seed)
    g = game()
    log: list[dict[str, Any]] = []
    s = g.new_state()
    while not s.finished and len(log) < 30:
        entry = cut_at_the_end(g, s, shuffled_manche(rng))
        s = g.play(s, entry).state
        log.append(entry)
    assert s.finished
    check_log(g, log)
    result = replay(g, log)
    if result.state.end_reason == "score":
        assert result.totals[result.winner or ""] >= 61
        loser = next(p for p in PLAYERS if p != result.winner)
        assert result.totals[loser] < 61
    for deal in result.deals[:-1]:
        assert deal.details.complete and sum(deal.details.captured.values()) == 52


# --------------------------------------------------------------------- the manche entered card by card (live)

def tap(g: Frappe, before: FrappeState, raw: dict[str, Any], event: dict[str, Any]) -> dict[str, Any]:
    """One tap of the pad, checked as the table's phone checks it."""
    candidate = FrappePad(g).add(before, raw, event)
    g.read_entry(candidate, before, partial=True)
    g.progress(before, candidate)
    return candidate


def taps(g: Frappe, before: FrappeState, raw: dict[str, Any], *events: dict[str, Any]) -> dict[str, Any]:
    for event in events:
        raw = tap(g, before, raw, event)
    return raw


def cards_of(text: str) -> list[dict[str, Any]]:
    return [{"play": t[:-1], "en_place": True} if t.endswith("*") else {"play": t} for t in text.split()]


def described(g: Frappe, raw: dict[str, Any]) -> list[str]:
    from compagnon.rules.messages import render

    return [render(FrappePad(g).describe(item)) for item in FrappePad(g).items(raw)]


def pad_rows(g: Frappe, before: FrappeState, raw: dict[str, Any]) -> dict[str, Any]:
    """The pad's rows by their words (the label, else the first button's)."""
    from compagnon.rules.messages import render

    rows = FrappePad(g).rows(before, raw) or []
    return {render(row.label) if row.label else render(row.buttons[0].label): row for row in rows}


def test_fr_6_live_cards_alternate_from_the_dealers_opponent() -> None:
    g = game()
    before = state(dealer=B)
    raw = taps(g, before, {"dealer": B, "rounds": []}, *cards_of("R 8 5 R 7 5"))
    # 3J.1: the round as the whole entry writes it
    assert raw["rounds"] == [{"announce": {}, "plays": ["R", "8", "5", "R", "7", "5"]}]
    assert [item["player"] for item in FrappePad(g).items(raw)] == [A, B, A, B, A, B]
    assert described(g, raw) == ["Ana joue Roi", "Bea joue 8", "Ana joue 5", "Bea joue Roi — ramasse 2 cartes",
                                 "Ana joue 7", "Bea joue 5 — ramasse 2 cartes"]
    progress = g.progress(before, raw)
    assert progress.table == ("7", "8") and progress.points == {A: 0, B: 0}


def test_a1_live_extension_comes_before_the_second_round() -> None:
    g = game()
    before = state(dealer=B)
    raw = taps(g, before, {"dealer": B, "rounds": []}, *cards_of("R 8 5 R 7 5"))
    rows = pad_rows(g, before, raw)
    assert any("retourne l'extension" in label for label in rows)
    assert not any(label.startswith("Ana joue") for label in rows)  # no card before the extension
    with pytest.raises(DealError) as error:
        tap(g, before, raw, {"play": "9"})
    assert error.value.field == "extension"
    # §8 example 1: table [7, 8]; dealt 2 A 3 7, swapped 1-2 and counted from the left: Bea +7
    raw = taps(g, before, raw, *({"extension": r} for r in "2 A 3".split()))
    assert g.progress(before, raw).points == {A: 0, B: 0}  # three cards of four: not scored yet
    raw = taps(g, before, raw, {"extension": "7"}, {"arrange": "swap12"})
    assert raw["extension"] == ext("2 A 3 7", swap12=True)
    progress = g.progress(before, raw)
    assert progress.points == {A: 0, B: 7}
    items = FrappePad(g).items(raw)
    lines = progress.event_lines[[i for i, item in enumerate(items) if "extension" in item][0]]
    assert sum(line.points for line in lines) == 7
    assert described(g, raw)[-1] == "Bea retourne l'extension : 2, As, 3, 7 ; 1re et 2e échangées, de gauche à droite"
    # the best arrangement, as the pad proposes it (spec §6)
    assert taps(g, before, raw, {"arrange": "best"})["extension"]["swap12"] is True
    raw = tap(g, before, raw, {"play": "9"})
    assert raw["rounds"][1]["plays"] == ["9"]
    with pytest.raises(DealError):
        tap(g, before, raw, {"arrange": "swap34"})  # once the 2nd round is played, the extension is set


def test_fr_5_live_announcements_before_the_first_card_only() -> None:
    g = game()
    before = state(dealer=B)
    raw = tap(g, before, {"dealer": B, "rounds": []}, {"announce": "paire", "player": B})
    assert raw["rounds"] == [{"announce": {B: "paire"}, "plays": []}]
    assert "Annonces du 1er tour" in pad_rows(g, before, raw)
    raw = tap(g, before, raw, {"play": "A"})
    assert "Annonces du 1er tour" not in pad_rows(g, before, raw)
    with pytest.raises(DealError) as error:
        tap(g, before, raw, {"announce": "brelan", "player": A})
    assert error.value.field == "announce" and error.value.rule == "Fr §5"
    with pytest.raises(DealError):
        tap(g, before, {"dealer": B, "rounds": []}, {"announce": "paire"})  # nobody chosen


def test_spec_example_4_live_running_points_and_lines() -> None:
    g = game()
    before = state(dealer=B)
    raw = taps(g, before, {"dealer": B, "rounds": []}, {"announce": "paire", "player": B}, *cards_of("A A 5 2 2"))
    # B's frappe on the As was confirmed by A's 5; A's frappe on the 2 waits for B's answer
    assert g.progress(before, raw).points == {A: 1, B: 4}
    assert described(g, raw)[-1] == "Ana joue 2 — frappe !"
    raw = tap(g, before, raw, {"play": "2"})
    progress = g.progress(before, raw)
    assert progress.points == {A: 1, B: 8}
    assert [f.value for f in progress.facts if f.key == "round"] == [2]
    assert [f.value for f in progress.facts if f.key == "table"] == [1]  # the 5
    texts = described(g, raw)
    assert texts == ["Bea annonce : paire (1er tour)", "Ana joue As — en place",
                     "Bea joue As — frappe et nettoyage !", "Ana joue 5", "Bea joue 2 — en place",
                     "Ana joue 2 — frappe !", "Bea joue 2 — contre-frappe !"]
    points = [sum(line.points for line in lines) for lines in progress.event_lines]
    # the frappe's points show on the frappe, the announcement's on the announcement
    assert points == [1, 1, 2, 0, 2, 0, 3]
    assert sum(points) == 9 == sum(progress.points.values())


def test_fr_7_live_61_in_the_middle_of_a_round() -> None:
    g = game()
    before = state(57, 20, dealer=A)  # Bea plays first
    raw = taps(g, before, {"dealer": A, "rounds": []}, *cards_of("R R"))
    assert g.progress(before, raw).points == {A: 0, B: 0}  # the frappe waits for Bea's next card
    raw = tap(g, before, raw, {"play": "5"})
    progress = g.progress(before, raw)
    assert progress.points == {A: 8, B: 0}  # frappe 4 + nettoyage 4 → 65
    assert progress.finished and progress.winner == A and progress.end_reason == "score"
    rows = FrappePad(g).rows(before, raw) or []
    assert len(rows) == 1 and not rows[0].buttons and "61" in str(rows[0].label)
    with pytest.raises(DealError) as error:
        tap(g, before, raw, {"play": "7"})
    assert error.value.rule == "Fr §7"
    outcome = g.play(before, raw)  # the manche closes where the game ended
    assert outcome.state.finished and outcome.state.winners == (A,) and outcome.state.totals == {A: 65, B: 20}


def test_fr_6_1_live_penitence() -> None:
    g = game()
    before = state(dealer=B)
    raw = taps(g, before, {"dealer": B, "rounds": []}, *cards_of("9 9 9"))
    assert described(g, raw)[-1] == "Ana joue 9 — contre-frappe et nettoyage !"
    raw = tap(g, before, raw, {"play": "9"})
    assert described(g, raw)[-1] == "Bea joue 9 — pénitence, gagne la partie !"
    progress = g.progress(before, raw)
    assert progress.winner == B and progress.end_reason == "penitence" and progress.points == {A: 0, B: 0}


def test_fr_6_2_live_en_place_instead_of_taking() -> None:
    g = game()
    before = state(dealer=B)
    raw = taps(g, before, {"dealer": B, "rounds": []}, *cards_of("3 9"))
    rows = pad_rows(g, before, raw)
    decline = rows["En place, sans prendre"]
    assert not decline.folded and [b.event for b in decline.buttons] == [{"play": "3", "en_place": True}]
    raw = tap(g, before, raw, {"play": "3", "en_place": True})
    assert raw["rounds"][0]["plays"][-1] == {"rank": "3", "decline_capture": True}
    assert g.progress(before, raw).points == {A: 3, B: 0}
    assert described(g, raw)[-1] == "Ana joue 3 en place, sans prendre — en place"
    # nothing to decline now: the row is folded away with the four small ranks
    assert pad_rows(g, before, raw)["En place, sans prendre"].folded
    with pytest.raises(DealError) as error:
        tap(g, before, raw, {"play": "7", "en_place": True})
    assert error.value.field == "plays" and error.value.rule == "Fr §6.2"


def test_fr_5_a6_live_claim_after_the_round() -> None:
    g = game()
    before = state(dealer=B)
    # §8 example 7 (c): A holds D-D-x and says nothing, B announces his paire of 4
    raw = taps(g, before, {"dealer": B, "rounds": []}, {"announce": "paire", "player": B}, *cards_of("D 4 D 4 7 9"))
    claim = pad_rows(g, before, raw)["Bea relève"]
    assert [b.event for b in claim.buttons] == [{"claim": B}]
    raw = tap(g, before, raw, {"claim": B})
    assert raw["rounds"][0]["claims"] == {B: True}
    assert "Bea relève" not in pad_rows(g, before, raw)
    progress = g.progress(before, raw)
    pad = FrappePad(g)
    assert progress.points[B] - g.progress(before, pad.remove(raw, len(pad.items(raw)) - 1)).points[B] == 3
    with pytest.raises(DealError):
        tap(g, before, {"dealer": B, "rounds": []}, {"claim": A})  # no round played yet


def test_live_a_card_removed_from_the_middle_leaves_its_place() -> None:
    g = game()
    before = state(dealer=B)
    raw = taps(g, before, {"dealer": B, "rounds": []}, *cards_of("R 8 6 R"))
    items = FrappePad(g).items(raw)
    wrong = next(i for i, item in enumerate(items) if item.get("play") == "6")
    raw = FrappePad(g).remove(raw, wrong)
    assert raw["rounds"][0]["plays"] == ["R", "8", None, "R"]
    progress = g.progress(before, raw)
    assert [str(f.value) for f in progress.facts if f.key == "missing"] == ["3e carte du 1er tour (Ana)"]
    assert any(label.startswith("À ressaisir") for label in pad_rows(g, before, raw))
    raw = tap(g, before, raw, {"play": "5"})  # the right card goes back in its place
    assert raw["rounds"][0]["plays"] == ["R", "8", "5", "R"]
    assert described(g, raw)[-1] == "Bea joue Roi — ramasse 2 cartes"
    # the last event removed: back to where it was
    assert FrappePad(g).remove(raw, len(FrappePad(g).items(raw)) - 1)["rounds"][0]["plays"] == ["R", "8", "5"]


def test_live_manche_card_by_card_scores_as_the_whole_entry() -> None:
    rng = random.Random(61)
    g = game()
    for _ in range(6):
        before = g.evolve(g.new_state(), totals={A: rng.randrange(0, 50), B: rng.randrange(0, 50)},
                          dealer=rng.choice(PLAYERS))
        whole = cut_at_the_end(g, before, {"dealer": before.dealer, **shuffled_manche(rng)})
        raw: dict[str, Any] = {"dealer": before.dealer, "rounds": []}
        for k, rnd in enumerate(whole["rounds"]):
            if k == 1 and "extension" in whole:
                raw = taps(g, before, raw, *({"extension": r} for r in whole["extension"]["dealt"]))
                if whole["extension"]["direction"] == "rtl":
                    raw = tap(g, before, raw, {"arrange": "direction"})
            raw = taps(g, before, raw, *({"announce": n, "player": p} for p, n in rnd["announce"].items()
                                         if n != "none"))
            raw = taps(g, before, raw, *({"play": r} for r in rnd["plays"]))
        expected, live = g.play(before, whole), g.play(before, raw)
        assert live.delta == expected.delta and live.state == expected.state
        progress = g.progress(before, raw)
        assert progress.points == dict(expected.delta)
        assert sum(line.points for lines in progress.event_lines for line in lines) == sum(expected.delta.values())


def test_3j2_advice_before_validating_an_unfinished_manche() -> None:
    g = game()
    before = state(dealer=B)
    raw = taps(g, before, {"dealer": B, "rounds": []}, *cards_of("R 8 5 R 7 5"))
    advice = g.advice(before, g.read_entry(raw, before))
    assert len(advice) == 1 and "1 tour sur 8" in str(advice[0])
    ended = taps(g, state(57, 0, dealer=A), {"dealer": A, "rounds": []}, *cards_of("R R 5"))
    assert g.advice(state(57, 0, dealer=A), g.read_entry(ended, state(57, 0, dealer=A))) == []



def test_a_refused_decline_names_the_card_with_the_word_that_agrees() -> None:
    """Declining a capture for a card that would not be en place (Fr §6.2), in a manche's plays: the refusal
    names the card (« ce 5 »), as the referee's does — no word left as a placeholder."""
    from compagnon.rules import DealRefused, score_case

    case = {"game": "frappe", "players": ["Ana", "Bea"], "deals": [
        {"dealer": "Bea", "rounds": [{"plays": [{"rank": "5", "decline_capture": True}]}]}]}
    try:
        score_case(case)
    except DealRefused as refused:
        text = refused.text()
    else:
        raise AssertionError("a decline off its place was accepted")
    assert "ce 5 ferait 1 carte sur la table" in text and "{" not in text, text
