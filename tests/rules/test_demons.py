"""Démons, from the rulebook's chapter and shared/spec/demons.md.

Test names cite the rulebook's articles (Démons §3, §7.1, §9, §12, §13…) or
the spec's rulings (A-5, A-6, A-7, A-10, A-20…); the worked examples 1-9 of
the spec are checked with their exact deltas.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from cardtext import card, cards
from hypothesis import given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, DealRefused, SetupError, new_game, replay
from compagnon.rules.core import Outcome
from compagnon.rules.decks import Card, trump
from compagnon.rules.games.demons import (
    BASE_POINTS_MAX,
    DemonPlay,
    Demons,
    DemonsState,
    DemonsTrick,
    IllegalPlay,
    InvalidCombination,
    PureDemonRevoke,
    category_winner,
    combination_reward,
    designating_demon,
    human_points,
    replay_bets,
)
from compagnon.rules.tricks import played

PLAYERS = ["Anne", "Bruno", "Chloé"]
A, B, C = PLAYERS
COLOURS = {A: "pique", B: "carreau", C: "trefle"}


def game(**options: Any) -> Demons:
    g = new_game("demons", PLAYERS, options=options)
    assert isinstance(g, Demons)
    return g


def state(totals: Mapping[str, int] | None = None, dealer: str = A) -> DemonsState:
    return DemonsState(totals=dict(totals or {p: 0 for p in PLAYERS}), dealer=dealer)


def deal(diable: str = C, tricks: tuple[int, int, int] = (4, 3, 2), base: Mapping[str, int] | None = None,
         ordinary: int = 4, **more: Any) -> dict[str, Any]:
    """A played deal; the humans' base points default to 10 each."""
    humans = [p for p in PLAYERS if p != diable]
    entry: dict[str, Any] = {
        "diable": diable,
        "tricks_won": dict(zip(PLAYERS, tricks, strict=True)),
        "base_points": dict(base) if base is not None else {p: 10 for p in humans},
        "ordinary_cards": {diable: ordinary},
    }
    entry.update(more)
    return entry


def bet(player: str, action: str, objective: str = "partial", before: int | None = None) -> dict[str, Any]:
    item: dict[str, Any] = {"player": player, "objective": objective, "action": action}
    if before is not None:
        item["before_trick"] = before
    return item


def attempt(player: str, kind: str, text: str, tricks: Sequence[int] | None = None) -> dict[str, Any]:
    item: dict[str, Any] = {"player": player, "kind": kind,
                            "cards": [{"rank": c.rank, "suit": c.suit.value if c.suit else ""} for c in cards(text)]}
    if tricks is not None:
        item["tricks"] = list(tricks)
    return item


def score(g: Demons, before: DemonsState, entry: Mapping[str, Any]) -> Outcome[DemonsState]:
    outcome = g.play(before, entry)
    explained = {p: 0 for p in PLAYERS}
    for line in outcome.lines:
        assert line.rule.startswith("Démons §") and line.text
        explained[line.player] += line.points
    assert explained == dict(outcome.delta), "the lines explain every point"
    assert {p: before.totals[p] + outcome.delta[p] for p in PLAYERS} == dict(outcome.state.totals)
    return outcome


def refused(g: Demons, before: DemonsState, entry: Mapping[str, Any]) -> DealError:
    with pytest.raises(DealError) as error:
        g.play(before, entry)
    return error.value


# --------------------------------------------------------------------- §3, §10: card points


def test_demons_3_human_values() -> None:
    # §3: 6 → 0, Valet 1, Reine 4, Cavalier 2, Roi 2; Démons are worth nothing; 52 in the whole deck
    assert human_points(cards("6p Vp Dp Cp Rp")) == 9
    assert human_points([trump(1), trump(5)]) == 0
    assert human_points(Demons.deck.cards() if Demons.deck else []) == 52


def test_demons_3j_base_points_bound_by_tricks() -> None:
    # spec §3J.3: 3 ordinary cards a trick at most, the best cards first
    assert BASE_POINTS_MAX == (0, 12, 20, 26, 32, 38, 44, 49, 52, 52)


def test_demons_10_human_colour_figures_and_10_1_diable_bonuses() -> None:
    # spec example 5: the Diable counts 11 ordinary + 6 colour/heart figures + 3 in Démon tricks + 10 for three 6s
    entry = deal(B, (3, 4, 2), {A: 12, C: 10}, 11, colour_figures={B: 6}, demon_trick_figures={B: 3},
                 sixes={B: 3}, colours=COLOURS)
    outcome = score(game(), state(), entry)
    assert dict(outcome.delta) == {A: 12, B: 35, C: 10}


@pytest.mark.parametrize("sixes, bonus", [
    # §10.1: three sixes or more bring 10
    (0, 0), (2, 0), (3, 10), (4, 10),
])
def test_demons_10_1_three_sixes(sixes: int, bonus: int) -> None:
    entry = deal(C, (3, 3, 3), ordinary=9, sixes={C: sixes})
    assert score(game(), state(), entry).delta[C] == 9 + bonus


def test_demons_10_human_own_colour_figures_add_one_each() -> None:
    entry = deal(C, (3, 3, 3), {A: 12, B: 9}, 6, own_colour_figures={A: 3})
    assert dict(score(game(), state(), entry).delta) == {A: 15, B: 9, C: 6}


# --------------------------------------------------------------------- §9: combinations


@pytest.mark.parametrize("kind, text, length, top", [
    # §9.1 Pareil: same rank, Rois and Cavaliers up to 8
    ("pareil", "Rp", 1, "R"),
    ("pareil", "Rp Rp", 2, "R"),
    ("pareil", "Cp Cp Cc Cc Ck Ck Ct Ct", 8, "C"),
    ("pareil", "Vp Vc Vk Vt", 4, "V"),
    # §9.2 Suite: same suit, each card extends the run at either end
    ("suite", "Dc Rc", 2, "R"),
    ("suite", "Rc Dc", 2, "R"),
    ("suite", "Cc Dc Vc Rc", 4, "R"),
    ("suite", "Dt Ct Vt", 3, "D"),
])
def test_demons_9_valid_attempts(kind: str, text: str, length: int, top: str) -> None:
    combination = game().verify_combination(kind, cards(text))
    assert (combination.length, combination.top, combination.succeeded) == (length, top, length >= 2)


@pytest.mark.parametrize("kind, played", [
    # §9: no 6, no pure Démon
    ("pareil", cards("6p 6c")),
    ("suite", [trump(1), card("Vp")]),
    # §9.1: one rank; Dames and Valets exist once per suit
    ("pareil", cards("Rp Cp")),
    ("pareil", cards("Dp Dc Dk Dt Dp")),
    # §9.2: one suit, distinct ranks, no gap
    ("suite", cards("Vp Cc")),
    ("suite", cards("Vp Vp")),
    ("suite", cards("Vp Dp")),
    ("suite", cards("Vp Cp Rp")),
])
def test_demons_9_invalid_attempts(kind: str, played: list[Card]) -> None:
    g = game()
    with pytest.raises(InvalidCombination):
        g.verify_combination(kind, played)
    assert not g.can_combine(kind, played)


def test_demons_9_can_extend_a_suite_at_either_end() -> None:
    g = game()
    assert g.can_extend("suite", cards("Cc Dc"), card("Vc"))
    assert g.can_extend("suite", cards("Cc Dc"), card("Rc"))
    assert not g.can_extend("suite", cards("Vc Cc"), card("Rc"))
    assert not g.can_extend("pareil", cards("Rc"), card("Dc"))


@pytest.mark.parametrize("kind, attempts, winner", [
    # §9.1: a longer Pareil always wins; then the higher rank (V < C < D < R)
    ("pareil", [(A, "Rp Rc"), (B, "Vp Vc Vk")], B),
    ("pareil", [(A, "Dp Dc"), (B, "Cp Cc")], A),
    # a tie for best: nobody, not even a lower third (§9.1 « personne ne marque »)
    ("pareil", [(A, "Vp Vc"), (B, "Rp Rk"), (C, "Rc Rt")], None),
    # one player's two equal Pareils are no tie
    ("pareil", [(A, "Rp Rk"), (A, "Rc Rt")], A),
    # §9.2: Suite by length, then top card
    ("suite", [(A, "Vc Cc Dc"), (B, "Dp Rp")], A),
    ("suite", [(A, "Vc Cc"), (B, "Cp Dp")], B),
    ("suite", [(A, "Cc Dc"), (B, "Cp Dp")], None),
    # failures never score
    ("suite", [(A, "Rp")], None),
])
def test_demons_9_category_winner(kind: str, attempts: list[tuple[str, str]], winner: str | None) -> None:
    assert category_winner(kind, [(p, cards(t)) for p, t in attempts]) == winner
    assert Demons.combination_winner(kind, [(p, cards(t)) for p, t in attempts]) == winner


@pytest.mark.parametrize("kind, length, reward", [
    # §9.1: 10, 20, 40, then 50 for a quintuple or more
    ("pareil", 2, 10), ("pareil", 3, 20), ("pareil", 4, 40), ("pareil", 5, 50), ("pareil", 8, 50),
    # §9.2: 15, 30, 60
    ("suite", 2, 15), ("suite", 3, 30), ("suite", 4, 60),
    ("suite", 1, 0),
])
def test_demons_9_rewards(kind: str, length: int, reward: int) -> None:
    assert combination_reward(kind, length) == reward


@pytest.mark.parametrize("lengths, penalty", [
    # §9: the first failure is free, every next one −10; a success gives the free failure back
    ([1], 0),
    ([1, 1], -10),
    ([1, 1, 1], -20),
    ([1, 2, 1], 0),
    ([1, 1, 2, 1], -10),
    ([2, 1, 1], -10),
    ([1, 1, 2, 1, 1], -20),
])
def test_demons_9_failed_combinations(lengths: list[int], penalty: int) -> None:
    texts = {1: "Vp", 2: "Cp Cc"}
    attempts = []
    used = {"Vp": ["Vp", "Vc", "Vk", "Vt", "Dp"], "Cp Cc": ["Cp Cc", "Ck Ct", "Cp Cc", "Ck Ct"]}
    for n in lengths:
        text = used[texts[n]].pop(0)
        attempts.append(attempt(A, "pareil" if n == 2 or text[0] == "V" else "suite", text))
    entry = deal(C, (3, 3, 3), {A: 10, B: 10}, 6, combinations=attempts)
    outcome = score(game(), state(), entry)
    successes = [n for n in lengths if n == 2]
    award = {0: 0, 1: 10}.get(len(successes), 10)
    assert outcome.delta[A] == 10 + penalty + award


def test_demons_example_4_failures_and_ties() -> None:
    # spec example 4: A fails, fails (−10), succeeds, fails (free); B and C tie both categories
    combos = [
        attempt(A, "suite", "Rc", [1]), attempt(A, "pareil", "Cp", [3]), attempt(A, "pareil", "Vp Vk", [5, 6]),
        attempt(A, "suite", "Dt", [8]), attempt(B, "pareil", "Rp Rk", [2, 3]), attempt(B, "suite", "Cc Dc", [6, 7]),
        attempt(C, "pareil", "Rt Rc", [1, 2]), attempt(C, "suite", "Cp Dp", [5, 6]),
    ]
    entry = deal(C, (3, 3, 3), {A: 12, B: 14}, 6, own_colour_figures={A: 2, B: 2}, colour_figures={C: 2},
                 demon_trick_figures={C: 1}, combinations=combos)
    outcome = score(game(), state({A: 33, B: 93, C: 2}), entry)
    assert dict(outcome.delta) == {A: 4, B: 16, C: 9}
    assert dict(outcome.state.totals) == {A: 37, B: 109, C: 11}


# --------------------------------------------------------------------- §7: bets


@pytest.mark.parametrize("log, tricks, delta", [
    # §7.1: no bet at all, the one with strictly most tricks takes 5; nothing for a majority alone (§7.2)
    ([], (4, 3, 2), (5, 0, 0)),
    ([], (5, 2, 2), (5, 0, 0)),
    ([], (3, 3, 3), (0, 0, 0)),
    ([], (4, 4, 1), (0, 0, 0)),
    # §7.1: a bet doubles the stake to 10; holders are committed the same way, conceders are out
    ([bet(A, "bet", before=1), bet(B, "hold"), bet(C, "hold")], (4, 3, 2), (10, -10, -10)),
    ([bet(A, "bet", before=3), bet(B, "concede"), bet(C, "concede")], (2, 4, 3), (-10, 0, 0)),
    ([bet(A, "bet", before=1), bet(B, "concede"), bet(C, "hold")], (3, 3, 3), (-10, 0, -10)),
    # once any bet is made the base stake of 5 is gone
    ([bet(A, "bet", before=1), bet(B, "concede"), bet(C, "concede")], (2, 5, 2), (-10, 0, 0)),
    # spec example 2: the raised bettor stays liable only to lose; conceding keeps that loss
    ([bet(B, "bet", before=2), bet(C, "raise"), bet(A, "hold"), bet(B, "concede")], (3, 4, 2), (-20, 0, -20)),
    # the same, the bettor holding the raise: re-engaged on 20
    ([bet(B, "bet", before=2), bet(C, "raise"), bet(A, "hold"), bet(B, "hold")], (3, 4, 2), (-20, 20, -20)),
    # two raises: 40, the cap of the partial gain
    ([bet(A, "bet", before=1), bet(B, "raise"), bet(C, "raise"), bet(A, "hold"), bet(B, "hold")], (4, 3, 2),
     (40, -40, -40)),
    # §7.2: complete gain, 5 tricks, from 20
    ([bet(A, "bet", "complete", 5), bet(B, "hold", "complete"), bet(C, "concede", "complete")], (5, 3, 1),
     (20, -20, 0)),
    ([bet(A, "bet", "complete", 4), bet(B, "raise", "complete"), bet(C, "raise", "complete"),
      bet(A, "hold", "complete"), bet(B, "concede", "complete")], (5, 1, 3), (80, -40, -80)),
    # spec example 3: a complete bet drops the bettor's partial commitment; A-6: the conceder keeps his partial one
    ([bet(A, "bet", before=1), bet(B, "hold"), bet(C, "concede"), bet(B, "bet", "complete", 5),
      bet(A, "concede", "complete")], (3, 5, 1), (-10, 20, 0)),
    ([bet(A, "bet", before=1), bet(B, "hold"), bet(C, "concede"), bet(B, "bet", "complete", 5),
      bet(A, "concede", "complete")], (4, 4, 1), (-10, -20, 0)),
    ([bet(A, "bet", before=1), bet(B, "hold"), bet(C, "hold"), bet(C, "bet", "complete", 4),
      bet(A, "hold", "complete"), bet(B, "concede", "complete")], (5, 3, 1), (20, -10, -20)),
])
def test_demons_7_trick_stakes(log: list[dict[str, Any]], tricks: tuple[int, int, int],
                               delta: tuple[int, int, int]) -> None:
    entry = deal(C, tricks, {A: 0, B: 0}, 0, bets=log)
    assert dict(score(game(), state(), entry).delta) == dict(zip(PLAYERS, delta, strict=True))


@pytest.mark.parametrize("log", [
    # §7.1: the partial window closes at the first card of trick 3; §7.2 complete at trick 5
    [bet(A, "bet", before=4), bet(B, "hold"), bet(C, "hold")],
    [bet(A, "bet", "complete", 6), bet(B, "hold", "complete"), bet(C, "hold", "complete")],
    # a bet needs its trick
    [bet(A, "bet"), bet(B, "hold"), bet(C, "hold")],
    # §7.1 last paragraph: no partial bet after a complete bet
    [bet(A, "bet", "complete", 1), bet(B, "hold", "complete"), bet(C, "hold", "complete"),
     bet(B, "bet", before=2), bet(C, "hold"), bet(A, "hold")],
    # one bet per objective; a raise only answers
    [bet(A, "bet", before=1), bet(B, "hold"), bet(C, "hold"), bet(B, "bet", before=2)],
    [bet(A, "raise")],
    [bet(A, "hold")],
    # caps: 40 partial, 80 complete
    [bet(A, "bet", before=1), bet(B, "raise"), bet(C, "raise"), bet(A, "raise")],
    # a conceder is out of every later bet (§7.1)
    [bet(A, "bet", before=1), bet(B, "concede"), bet(C, "hold"), bet(B, "bet", "complete", 3)],
    # answers in seat order after the bettor, then after the raiser; none left unanswered
    [bet(A, "bet", before=1), bet(C, "hold"), bet(B, "hold")],
    [bet(A, "bet", before=1), bet(B, "raise"), bet(A, "hold"), bet(C, "hold")],
    [bet(A, "bet", before=1), bet(B, "hold")],
    [bet(A, "bet", before=1), bet(B, "hold"), bet(C, "hold", "complete")],
])
def test_demons_7_illegal_betting_is_refused_on_bets(log: list[dict[str, Any]]) -> None:
    error = refused(game(), state(), deal(bets=log))
    assert error.field == "bets"


def test_demons_a20_raise_reopens_the_round_after_the_raiser() -> None:
    bets = replay_bets(PLAYERS, [bet(A, "bet", before=1), bet(B, "raise"), bet(C, "hold"), bet(A, "hold")])
    assert bets.stake["partial"] == 20
    assert bets.gain["partial"] == {A: 20, B: 20, C: 20}
    assert all(bets.bettor(p) for p in PLAYERS)


def test_demons_7_1_players_out_are_skipped() -> None:
    # C conceded the partial bet: the complete bet's round goes to A only
    log = [bet(A, "bet", before=1), bet(B, "hold"), bet(C, "concede"), bet(B, "bet", "complete", 5),
           bet(A, "concede", "complete")]
    bets = replay_bets(PLAYERS, log)
    assert bets.out == {A: True, B: False, C: True}
    assert (bets.gain["partial"][A], bets.loss["partial"][A]) == (10, 10)


# --------------------------------------------------------------------- §11: spec examples 1-3 as one game


def test_demons_examples_1_to_3_chained() -> None:
    g = game()
    s = g.new_state()
    ex1 = deal(C, (4, 3, 2), {A: 16, B: 15}, 4, dealer=C, colours=COLOURS, own_colour_figures={A: 3, B: 3},
               colour_figures={C: 3}, demon_trick_figures={C: 1},
               combinations=[attempt(A, "pareil", "Rp Rp"), attempt(B, "suite", "Dc Rc"), attempt(C, "pareil", "Vc")])
    out = score(g, s, ex1)
    assert dict(out.delta) == {A: 34, B: 33, C: 8}
    assert out.state.dealer == A
    ex2 = deal(C, (3, 4, 2), {A: 12, B: 17}, 5, own_colour_figures={A: 2, B: 1}, colour_figures={C: 2},
               demon_trick_figures={C: 1}, sixes={C: 1},
               bets=[bet(B, "bet", before=2), bet(C, "raise"), bet(A, "hold"), bet(B, "concede")])
    out = score(g, out.state, ex2)
    assert dict(out.delta) == {A: -6, B: 18, C: -12}
    ex3 = deal(C, (3, 5, 1), {A: 13, B: 20}, 3, own_colour_figures={A: 2, B: 2}, colour_figures={C: 3},
               bets=[bet(A, "bet", before=1), bet(B, "hold"), bet(C, "concede"), bet(B, "bet", "complete", 5),
                     bet(A, "concede", "complete")])
    out = score(g, out.state, ex3)
    assert dict(out.delta) == {A: 5, B: 42, C: 6}
    assert dict(out.state.totals) == {A: 33, B: 93, C: 2}


# --------------------------------------------------------------------- §12: the end


def test_demons_12_example_6_reach_333_with_a_bet_and_reset_without() -> None:
    g = game()
    before = state({A: 318, B: 315, C: 290})
    entry = deal(C, (3, 2, 4), {A: 22, B: 20}, 12, colour_figures={C: 5}, demon_trick_figures={C: 3},
                 combinations=[attempt(A, "pareil", "Rp Rc Rk")],
                 bets=[bet(C, "bet", before=2), bet(A, "hold"), bet(B, "concede")])
    out = score(g, before, entry)
    assert dict(out.state.totals) == {A: 350, B: 315, C: 320}
    assert dict(out.delta) == {A: 32, B: 0, C: 30}
    assert out.state.finished and out.state.winners == (A,)
    assert g.report(out.state) == {"reset": [B]}


def test_demons_12_example_7a_two_candidates_the_trick_winner_wins() -> None:
    log = [bet(B, "bet", before=1), bet(C, "hold"), bet(A, "hold")]
    out = score(game(), state({A: 320, B: 310, C: 326}), deal(C, (3, 2, 4), {A: 25, B: 20}, 5, bets=log))
    assert dict(out.state.totals) == {A: 335, B: 320, C: 341}
    assert out.state.winners == (C,)


def test_demons_12_example_7b_two_candidates_nobody_won_the_tricks_all_reset() -> None:
    log = [bet(B, "bet", before=1), bet(C, "hold"), bet(A, "hold")]
    out = score(game(), state({A: 320, B: 310, C: 326}), deal(B, (3, 4, 2), {A: 25, C: 20}, 5, bets=log))
    assert dict(out.state.totals) == {A: 320, B: 325, C: 326}
    assert not out.state.finished
    assert g_report(out.state) == [A, C]


def g_report(s: DemonsState) -> list[str]:
    reset: list[str] = game().report(s)["reset"]
    return reset


def test_demons_12_reset_cancels_the_whole_deal_and_is_explained() -> None:
    out = score(game(), state({A: 330, B: 0, C: 0}), deal(C, (4, 3, 2), {A: 20, B: 5}, 4))
    assert out.delta[A] == 0 and out.state.totals[A] == 330
    assert [line.rule for line in out.lines if line.player == A and line.points < 0] == ["Démons §12"]


def test_demons_12_winning_the_bet_is_not_needed() -> None:
    # A held and lost his bet, but reaches 333 anyway
    log = [bet(B, "bet", before=1), bet(C, "concede"), bet(A, "hold")]
    out = score(game(), state({A: 320, B: 0, C: 0}), deal(C, (3, 4, 2), {A: 26, B: 5}, 4, bets=log))
    assert out.state.totals[A] == 336 and out.state.winners == (A,)
    with pytest.raises(DealError) as error:
        game().play(out.state, deal())
    assert error.value.field == "deal"


# --------------------------------------------------------------------- §5, §13: statuses and penalties


def test_demons_5_all_demons_turned_redeal_same_dealer() -> None:
    out = score(game(), state(dealer=B), {"dealer": B, "status": "redeal_all_demons_turned"})
    assert dict(out.delta) == {A: 0, B: 0, C: 0}
    assert out.state.dealer == B


def test_demons_13_example_8_signal_then_revoke_annuls() -> None:
    entry = {"status": "annulled_fault", "diable": A, "tricks_won": "ignored",
             "penalties": [{"player": B, "kind": "signalled_role", "trick": 2},
                           {"player": C, "kind": "pure_demon_revoke", "trick": 6}]}
    out = score(game(), state({A: 100, B: 80, C: 60}, dealer=C), entry)
    assert dict(out.state.totals) == {A: 100, B: 30, C: -40}
    assert out.state.dealer == C  # the same dealer deals again


def test_demons_13_signalled_role_in_a_played_deal() -> None:
    entry = deal(A, (3, 3, 3), {B: 12, C: 7}, 9, colour_figures={A: 1},
                 penalties=[{"player": C, "kind": "signalled_role", "trick": 1}])
    assert dict(score(game(), state(), entry).delta) == {A: 10, B: 12, C: -43}


@pytest.mark.parametrize("status, penalties", [
    # §13: a pure-Démon revoke annuls the deal; an annulled deal has exactly one
    ("played", [{"player": C, "kind": "pure_demon_revoke"}]),
    ("annulled_fault", []),
    ("annulled_fault", [{"player": C, "kind": "signalled_role"}]),
    ("annulled_fault", [{"player": C, "kind": "pure_demon_revoke"}, {"player": B, "kind": "pure_demon_revoke"}]),
])
def test_demons_13_status_must_match_the_revoke(status: str, penalties: list[dict[str, Any]]) -> None:
    assert refused(game(), state(), deal(status=status, penalties=penalties)).field == "status"


# --------------------------------------------------------------------- spec §3J.3: refusals


@pytest.mark.parametrize("changes, field", [
    ({"status": "misdeal"}, "status"),
    ({"dealer": "Zoé"}, "dealer"),
    ({"diable": "Zoé"}, "diable"),
    ({"diable": None}, "diable"),
    ({"colours": {A: "pique", B: "pique", C: "trefle"}}, "colours"),
    ({"colours": {A: "coeur", B: "carreau", C: "trefle"}}, "colours"),
    ({"colours": {A: "pique", B: "carreau"}}, "colours"),
    ({"tricks_won": {A: 4, B: 3}}, "tricks_won"),
    ({"tricks_won": {A: 4, B: 3, C: 3}}, "tricks_won"),
    ({"tricks_won": {A: 10, B: 0, C: -1}}, "tricks_won"),
    ({"base_points": {A: 10, B: 10, C: 1}}, "base_points"),
    ({"base_points": {A: 10}}, "base_points"),
    ({"tricks_won": {A: 0, B: 7, C: 2}, "base_points": {A: 1, B: 10}}, "base_points"),
    ({"own_colour_figures": {C: 1}}, "own_colour_figures"),
    ({"own_colour_figures": {A: 7}}, "own_colour_figures"),
    ({"tricks_won": {A: 1, B: 6, C: 2}, "base_points": {A: 4, B: 10}, "own_colour_figures": {A: 4}},
     "own_colour_figures"),
    ({"ordinary_cards": {A: 3}}, "ordinary_cards"),
    ({"ordinary_cards": {C: 7}}, "ordinary_cards"),
    ({"colour_figures": {C: 13}}, "colour_figures"),
    ({"colour_figures": {C: 5}}, "colour_figures"),
    ({"demon_trick_figures": {C: 3}, "sixes": {C: 2}}, "demon_trick_figures"),
    ({"sixes": {C: 5}}, "sixes"),
    ({"ordinary_cards": {C: 2}, "sixes": {C: 3}}, "sixes"),
    ({"combinations": [attempt(A, "pareil", "Rp Rp Rp")]}, "combinations"),
    ({"combinations": [attempt(A, "pareil", "Vp"), attempt(B, "suite", "Vp")]}, "combinations"),
    ({"combinations": [attempt(A, "pareil", "Rp Rc", [1, 3])]}, "combinations"),
    ({"combinations": [attempt(A, "pareil", "Rp Rc", [1])]}, "combinations"),
    ({"combinations": [attempt(A, "pareil", "Rp Rc", [4, 5]), attempt(A, "suite", "Dk", [2])]}, "combinations"),
    ({"combinations": [attempt(A, "pareil", "Rp Rp Rc Rc"), attempt(A, "pareil", "Cp Cp Cc Cc"),
                       attempt(A, "pareil", "Vp Vc")]}, "combinations"),
    ({"combinations": [{"player": A, "kind": "brelan", "cards": []}]}, "combinations"),
    ({"bets": [bet(A, "bid", before=1)]}, "bets"),
    ({"penalties": [{"player": A, "kind": "cheating"}]}, "penalties"),
    ({"penalties": [{"player": "Zoé", "kind": "signalled_role"}]}, "penalties"),
])
def test_demons_3j3_refusals(changes: dict[str, Any], field: str) -> None:
    entry = deal()
    entry.update(changes)
    entry = {k: v for k, v in entry.items() if v is not None}
    before = state()
    if "colours" in changes and len(changes["colours"]) == 3 and len(set(changes["colours"].values())) == 3:
        before = score(game(), state(), deal(colours=COLOURS)).state
    assert refused(game(), before, entry).field == field


@pytest.mark.parametrize("changes, field", [
    # §3J.3: the first row of the table wins
    ({"diable": "Zoé", "penalties": [{"player": C, "kind": "pure_demon_revoke"}]}, "diable"),
    ({"colours": {A: "pique", B: "pique", C: "trefle"}, "penalties": [{"player": C, "kind": "pure_demon_revoke"}]},
     "status"),
    ({"tricks_won": {A: 1, B: 1, C: 1}, "colours": {A: "coeur", B: "pique", C: "trefle"}}, "colours"),
    ({"tricks_won": {A: 1, B: 1, C: 1}, "base_points": {A: 99, B: 0}}, "tricks_won"),
    ({"base_points": {A: 99, B: 0}, "ordinary_cards": {C: 99}}, "base_points"),
    ({"combinations": [attempt(A, "suite", "Vp Dp")], "bets": [bet(A, "raise")]}, "combinations"),
    ({"bets": [bet(A, "raise")], "penalties": [{"player": A, "kind": "x"}]}, "bets"),
    ({"status": "nope", "dealer": "Zoé"}, "status"),
])
def test_demons_3j3_refusal_precedence(changes: dict[str, Any], field: str) -> None:
    entry = deal()
    entry.update(changes)
    assert refused(game(), state(), entry).field == field


def test_demons_3j2_annulled_and_redeal_ignore_the_other_fields() -> None:
    rubbish = {"diable": "Zoé", "tricks_won": 3, "base_points": [], "bets": "x", "combinations": 5}
    out = score(game(), state(), {"status": "redeal_all_demons_turned", **rubbish,
                                  "penalties": [{"player": A, "kind": "pure_demon_revoke"}]})
    assert dict(out.delta) == {A: 0, B: 0, C: 0}
    out = score(game(), state(), {"status": "annulled_fault", **rubbish,
                                  "penalties": [{"player": A, "kind": "pure_demon_revoke"}]})
    assert dict(out.delta) == {A: -100, B: 0, C: 0}


def test_demons_4_colours_fixed_once_for_all() -> None:
    g = game()
    s = score(g, g.new_state(), deal(colours=COLOURS)).state
    score(g, s, deal(colours=COLOURS))
    score(g, s, deal())
    error = refused(g, s, deal(colours={A: "carreau", B: "pique", C: "trefle"}))
    assert error.field == "colours"


def test_demons_a5_dealer_rotation_and_explicit_dealer() -> None:
    g = game()
    result = replay(g, [deal(), {"status": "redeal_all_demons_turned"}, deal(),
                        {"status": "annulled_fault", "penalties": [{"player": A, "kind": "pure_demon_revoke"}]},
                        deal(dealer=A)])
    assert [d.dealer for d in result.deals] == [A, B, B, C, A]
    assert result.report()["next_dealer"] == B


def test_demons_setup_exactly_three_players_and_options() -> None:
    with pytest.raises(SetupError):
        new_game("demons", [A, B])
    with pytest.raises(SetupError):
        new_game("demons", PLAYERS, options={"deck_variant": "one_pack"})
    assert game(deck_variant="std52x2").options["deck_variant"] == "std52x2"


def test_demons_casebook_style_refusal_names_the_deal() -> None:
    with pytest.raises(DealRefused) as error:
        replay(game(), [deal(), deal(tricks=(9, 9, 9))])
    assert (error.value.deal, error.value.field) == (2, "tricks_won")


# --------------------------------------------------------------------- §8: the referee


def play(text: str | int, possessed: str | None = None) -> DemonPlay:
    c = trump(text) if isinstance(text, int) else card(text)
    return DemonPlay(c, card(possessed) if possessed else None)


@pytest.mark.parametrize("plays, winner", [
    # spec example 9a: a possessed card beats the identical ordinary card
    ([play("Rp"), play(3, "Rp"), play("Dp")], 1),
    # 9b: two possessed identical cards: the Démon order decides (2 beats 4)
    ([play("Cc"), play(4, "Rc"), play(2, "Rc")], 2),
    # 9c: a pure Démon wins
    ([play("Vt"), play(5), play("Rt")], 1),
    # 9d: pure Démons answer a pure Démon: the strongest wins
    ([play(3), play(1), play("Rk")], 1),
    # 9e: identical ordinary cards, the first played wins
    ([play("6k"), play("Rk"), play("Rk")], 1),
    # §3: 6 < V < D < C < R; other suits never win
    ([play("Dp"), play("Cp"), play("Rc")], 1),
    ([play("6p"), play("Rc"), play("Rt")], 0),
    ([play(4, "Vc"), play("Dc"), play("6c")], 1),
])
def test_demons_8_trick_winner(plays: list[DemonPlay], winner: int) -> None:
    assert game().trick_winner(DemonsTrick(played(plays))) == winner


def test_demons_8_follow_suit_or_a_possessing_demon() -> None:
    g = game()
    hand = [card("Vp"), trump(2), card("Rc")]
    lead = played([play("Dp")])
    assert g.can_play(DemonsTrick(lead), hand, play("Vp"))
    assert g.can_play(DemonsTrick(lead, turned=(card("Rp"),)), hand, play(2, "Rp"))
    with pytest.raises(IllegalPlay):
        g.verify_play(DemonsTrick(lead), hand, play("Rc"))
    with pytest.raises(PureDemonRevoke):
        g.verify_play(DemonsTrick(lead), hand, play(2))
    # void in the suit: anything, a pure Démon included
    assert g.can_play(DemonsTrick(lead), [trump(2), card("Rc")], play(2))
    assert g.can_play(DemonsTrick(lead), [trump(2), card("Rc")], play("Rc"))


def test_demons_a1_strict_possession_obligation() -> None:
    hand = [trump(2), card("Rc")]
    trick = DemonsTrick(played([play("Dp")]), turned=(card("Rp"),))
    assert game().can_play(trick, hand, play(2))
    with pytest.raises(PureDemonRevoke):
        game(strict_possession_obligation=True).verify_play(trick, hand, play(2))


def test_demons_8_pure_demon_lead_asks_for_pure_demons() -> None:
    g = game()
    lead = played([play(3)])
    assert not g.can_play(DemonsTrick(lead), [trump(1), card("Rk")], play("Rk"))
    assert not g.can_play(DemonsTrick(lead, turned=(card("Rk"),)), [trump(1)], play(1, "Rk"))
    assert g.can_play(DemonsTrick(lead), [trump(1)], play(1))
    assert g.can_play(DemonsTrick(lead), [card("Rk")], play("Rk"))
    assert [p.card for p in g.legal_plays(DemonsTrick(lead), [trump(1), card("Rk")])] == [trump(1)]


def test_demons_5_designating_demon() -> None:
    # §5: the holder of the strongest Démon not turned is the Diable; all five turned: redeal
    assert designating_demon(cards("Dp Cc Rk Rt Ct") + [trump(4)]) == 1
    assert designating_demon([trump(1), trump(2), card("Rk")]) == 3
    assert designating_demon([trump(n) for n in range(1, 6)]) is None


# --------------------------------------------------------------------- a property


@st.composite
def demons_deal(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["played"] * 8 + ["redeal", "annulled"]))
    if kind == "redeal":
        return {"status": "redeal_all_demons_turned"}
    if kind == "annulled":
        return {"status": "annulled_fault", "penalties": [{"player": draw(st.sampled_from(PLAYERS)),
                                                           "kind": "pure_demon_revoke"}]}
    diable = draw(st.sampled_from(PLAYERS))
    a = draw(st.integers(0, 9))
    b = draw(st.integers(0, 9 - a))
    tricks = dict(zip(PLAYERS, draw(st.permutations([a, b, 9 - a - b])), strict=True))
    humans = [p for p in PLAYERS if p != diable]
    entry: dict[str, Any] = {
        "diable": diable, "tricks_won": tricks,
        "base_points": {p: draw(st.integers(0, BASE_POINTS_MAX[tricks[p]])) for p in humans},
        "ordinary_cards": {diable: draw(st.integers(0, 3 * tricks[diable]))},
        "sixes": {diable: draw(st.integers(0, 3))},
    }
    combos = []
    for p in PLAYERS:
        for rank in draw(st.lists(st.sampled_from(["V", "C", "D", "R"]), max_size=2)):
            n = draw(st.integers(1, 3))
            suits = ["pique", "coeur", "carreau", "trefle"][:n]
            combos.append({"player": p, "kind": "pareil", "cards": [{"rank": rank, "suit": s} for s in suits]})
    entry["combinations"] = combos
    bettor = draw(st.sampled_from(PLAYERS))
    others = [PLAYERS[(PLAYERS.index(bettor) + k) % 3] for k in (1, 2)]
    if draw(st.booleans()):
        entry["bets"] = [bet(bettor, "bet", draw(st.sampled_from(["partial", "complete"])), draw(st.integers(1, 5)))]
        objective = entry["bets"][0]["objective"]
        entry["bets"] += [bet(q, draw(st.sampled_from(["hold", "concede"])), objective) for q in others]
    return entry


@settings(max_examples=60, deadline=None)
@given(st.lists(demons_deal(), max_size=25))
def test_demons_replay_properties(entries: list[dict[str, Any]]) -> None:
    g = game()
    log = accepted(g, entries)
    check_log(g, log)
    result = replay(g, log)
    for record in result.deals:
        # §12: nobody reaches 333 without winning the game
        if not any(record.details.winners):
            assert all(t < 333 for t in record.totals.values())
    if result.finished:
        assert result.winner is not None and result.totals[result.winner] >= 333
