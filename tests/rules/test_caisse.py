"""Caisse, from the rulebook's chapter and shared/spec/caisse.md.

Test names cite the rulebook's articles (Caisse §5.2, §7.1, §8, §9.1, §11,
§13.1…) or the spec's rulings (K2, K5, K6, K7…); the worked examples K1-K9
of the spec are checked with their exact deltas.
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
from compagnon.rules.games.caisse import (
    Caisse,
    CaisseState,
    CaisseTrick,
    Combos,
    ContractDone,
    PlayFault,
    Suite,
    card_points,
    contest,
    counter_factor,
    hand_combinations,
    misere_generale,
    suite_points,
    verify_combos,
)
from compagnon.rules.tricks import played

PLAYERS = ["Ana", "Bea", "Cyr"]
A, B, C = PLAYERS
P, K, H, T = Suit.PIQUE, Suit.CARREAU, Suit.COEUR, Suit.TREFLE


def game() -> Caisse:
    g = new_game("caisse", PLAYERS)
    assert isinstance(g, Caisse)
    return g


def state(totals: tuple[int, int, int] = (0, 0, 0), *, target: int = 20, dealer: str = A) -> CaisseState:
    return CaisseState(totals=dict(zip(PLAYERS, totals, strict=True)), dealer=dealer, target=target)


def trump_deal(taker: str, suit: str, pts: tuple[int, int, int], last: str, **more: Any) -> dict[str, Any]:
    return {"game": "trump", "trump": suit, "taker": taker, "card_points": dict(zip(PLAYERS, pts, strict=True)),
            "last_trick": last, **more}


def sa_deal(taker: str, pts: tuple[int, int, int], last: str, **more: Any) -> dict[str, Any]:
    return {"game": "sans_atout", "taker": taker, "card_points": dict(zip(PLAYERS, pts, strict=True)),
            "last_trick": last, **more}


def score(entry: Mapping[str, Any], before: CaisseState | None = None) -> Outcome[CaisseState]:
    g = game()
    start = before or g.new_state()
    outcome = g.play(start, entry)
    assert g.delta_of(outcome.lines) == dict(outcome.delta), "the lines explain every point"
    assert all(v >= 0 for v in outcome.delta.values()), "§4.6: nothing is ever subtracted"
    assert all(line.rule.startswith("Caisse §") and line.text for line in outcome.lines)
    return outcome


def delta(entry: Mapping[str, Any], before: CaisseState | None = None) -> tuple[int, int, int]:
    d = score(entry, before).delta
    return (d[A], d[B], d[C])


def refused(entry: Mapping[str, Any], before: CaisseState | None = None) -> DealError:
    g = game()
    with pytest.raises(DealError) as error:
        g.play(before or g.new_state(), entry)
    return error.value


# --------------------------------------------------------------------- §3 cards


@pytest.mark.parametrize("text, trump, points", [
    # §3: trump Valet 20, 9 14, As 11, 10 10, Roi 4, Dame 3, 8 and 7 nothing
    ("Vp", P, 20), ("9p", P, 14), ("Ap", P, 11), ("10p", P, 10), ("Rp", P, 4), ("Dp", P, 3), ("8p", P, 0),
    # other suits and Sans-Atout: Valet 2, 9 nothing
    ("Vc", P, 2), ("9c", P, 0), ("Ac", None, 11), ("Vc", None, 2), ("9t", None, 0), ("7k", None, 0),
])
def test_caisse_3_card_points(text: str, trump: Suit | None, points: int) -> None:
    assert card_points(card(text), trump) == points


def test_caisse_3_most_points_in_tricks() -> None:
    ranks = ["7", "8", "9", "10", "V", "D", "R", "A"]
    every = [Card(r, s) for r in ranks for s in (P, K, H, T)]
    assert sum(card_points(c, P) for c in every) + 10 == 162
    assert sum(card_points(c, None) for c in every) + 10 == 130


@pytest.mark.parametrize("played_, trump, winner", [
    # §12: highest trump, else the highest of the suit led (10 above Roi outside trump)
    ("Rc 10c Ac", P, 2), ("Rc 10c 9c", P, 1), ("Ac 7p Vc", P, 1), ("Ap 9p Vp", P, 2), ("Vp 9p Ap", P, 0),
    # Sans-Atout: no trump; a discard never takes
    ("Rc 7p Ap", None, 0), ("9c Vc Ac", None, 2),
])
def test_caisse_12_trick_winner(played_: str, trump: Suit | None, winner: int) -> None:
    assert game().trick_winner(CaisseTrick(played(cards(played_)), trump=trump)) == winner


@pytest.mark.parametrize("hand, trick, trump, legal", [
    # follow suit
    ("7c Ac Vp", "Rc", P, "7c Ac"),
    # void: trump, but no duty to go above a trump already played (§12)
    ("7p Vp Ak", "Rc 9p", P, "7p Vp"),
    # trump led: any trump, no duty to go higher
    ("7p Ak", "Vp", P, "7p"),
    # no defender exception: the other defender master still means trump
    ("8p Ak", "Ac 7c", P, "8p"),
    # void of suit and trump: anything
    ("Ak 7t", "Rc", P, "Ak 7t"),
    # Sans-Atout: void, anything
    ("Ak 7t", "Rc", None, "Ak 7t"),
])
def test_caisse_12_legal_plays(hand: str, trick: str, trump: Suit | None, legal: str) -> None:
    so_far = CaisseTrick(played(cards(trick)), trump=trump)
    assert sorted(game().legal_plays(so_far, cards(hand))) == sorted(cards(legal))


def test_caisse_12_play_faults() -> None:
    g = game()
    with pytest.raises(PlayFault):
        g.verify_play(CaisseTrick(played(cards("Rc")), trump=P), cards("7c Ac Vp"), card("Vp"))
    with pytest.raises(PlayFault):
        g.verify_play(CaisseTrick(played(cards("Rc")), trump=P), cards("7p Ak"), card("Ak"))
    with pytest.raises(DealError):
        g.verify_play(CaisseTrick(played(cards("Rc")), trump=P), cards("7p Ak"), card("Vp"))
    assert g.can_play(CaisseTrick(played(cards("Rc 9p")), trump=P), cards("7p Vp Ak"), card("7p"))
    assert not g.can_play(CaisseTrick(played(cards("Rc 9p")), trump=P), cards("7p Vp Ak"), card("Ak"))


# --------------------------------------------------------------------- §5, §6, §10 declaration


@pytest.mark.parametrize("previous, call, proposal, ok", [
    # §5.2: ♠ < ♦ < ♥ < ♣ < SA, each call stronger than the ones before
    ([], "pique", None, True), (["pique"], "carreau", None, True), (["coeur"], "carreau", None, False),
    (["trefle"], "sans_atout", None, True), (["sans_atout"], "trefle", None, False),
    (["pass", "pass"], "pique", None, True), (["coeur"], "pass", None, True),
    # never the suit of the proposal card
    ([], "coeur", H, False), ([], "sans_atout", H, True),
])
def test_caisse_5_2_calls_must_be_stronger(previous: list[str], call: str, proposal: Suit | None,
                                           ok: bool) -> None:
    assert Caisse.can_call(previous, call, proposal) is ok


def test_caisse_10_first_lead() -> None:
    g = game()
    # Sans-Atout: the player before the taker; otherwise after the dealer
    assert g.first_leader("sans_atout", C, B) == A
    assert g.first_leader("sans_atout", C, A) == C
    assert g.first_leader("trump", C, B) == A
    assert g.first_leader("misere", A, C) == B


def test_caisse_6_exchange_card() -> None:
    assert Caisse.exchange_card(card("Dc")) == card("7c")
    assert Caisse.exchange_card(card("7c")) == card("8c")


def test_caisse_7_1_caisse_needs_the_belote_in_hand() -> None:
    Caisse.verify_caisse(cards("Rp Dp 7c"), P)
    with pytest.raises(PlayFault):
        Caisse.verify_caisse(cards("Rp Dc"), P)


# --------------------------------------------------------------------- §8 counters


@pytest.mark.parametrize("phases, factor", [
    ([], 1), ([6], 4), ([9], 2), ([6, 9], 8), ([6, 6], 16), ([6, 6, 6, 6], 256), ([9, 9, 9, 9], 16),
])
def test_caisse_8_counter_factor(phases: list[int], factor: int) -> None:
    assert counter_factor(phases) == factor


# --------------------------------------------------------------------- §9 combinations


@pytest.mark.parametrize("length, points", [(3, 20), (4, 50), (5, 100), (6, 100), (8, 100)])
def test_caisse_9_suite_values(length: int, points: int) -> None:
    assert suite_points(length) == points


def test_caisse_9_1_k7a_tied_equal_suites_nobody_scores() -> None:
    combos = {A: Combos((Suite(P, "A", 4),)), B: Combos((Suite(K, "A", 4),)), C: Combos((Suite(H, "D", 3),))}
    result = contest(combos, H, PLAYERS)
    assert result.suites_winner is None and set(result.suites_tied) == {A, B}
    assert dict(result.points) == {A: 0, B: 0, C: 0}
    # a trump quarte to the As wins the tie-break
    combos[C] = Combos((Suite(H, "A", 4),))
    result = contest(combos, H, PLAYERS)
    assert result.suites_winner == C and dict(result.points) == {A: 0, B: 0, C: 50}


def test_caisse_9_1_suites_length_then_top_card() -> None:
    # K1: two tierces, the one to the Valet beats the one to the 10 (run order: 10 below Valet)
    combos = {A: Combos((Suite(T, "V", 3),)), C: Combos((Suite(P, "10", 3),))}
    assert contest(combos, H, PLAYERS).points == {A: 20, B: 0, C: 0}
    # a longer suite beats a higher one
    combos = {A: Combos((Suite(T, "A", 3),)), B: Combos((Suite(K, "9", 3), Suite(P, "10", 4)))}
    result = contest(combos, H, PLAYERS)
    assert result.suites_winner == B and result.points == {A: 0, B: 70, C: 0}


def test_caisse_3j5_one_player_with_two_equal_best_suites_scores() -> None:
    combos = {A: Combos((Suite(P, "10", 4), Suite(K, "10", 4))), B: Combos((Suite(T, "A", 3),))}
    result = contest(combos, H, PLAYERS)
    assert result.suites_winner == A and result.points == {A: 100, B: 0, C: 0}


@pytest.mark.parametrize("trump, points", [
    # K7b: trump order in a trump game (9 above As), plain order in Sans-Atout
    (T, {A: 160, B: 0, C: 0}),
    (None, {A: 0, B: 80, C: 0}),
])
def test_caisse_9_1_k7b_carres(trump: Suit | None, points: dict[str, int]) -> None:
    combos = {A: Combos(carres=("9", "7")), B: Combos(carres=("A",))}
    assert dict(contest(combos, trump, PLAYERS).points) == points


@pytest.mark.parametrize("combos", [
    {A: Combos((Suite(P, "8", 3),))},                       # no tierce up to the 8
    {A: Combos((Suite(P, "10", 9),))},                      # too long
    {A: Combos((Suite(P, "9", 3), Suite(P, "D", 3)))},      # 7-8-9 and 10-V-D touch
    {A: Combos((Suite(P, "10", 4), Suite(P, "D", 3)))},     # overlap
    {A: Combos(carres=("R", "R"))},                         # a carré twice
    {A: Combos(carres=("R",)), B: Combos((Suite(P, "A", 3),))},  # the Roi of pique twice
])
def test_caisse_9_bad_announcements(combos: dict[str, Combos]) -> None:
    with pytest.raises(DealError) as error:
        verify_combos(combos)
    assert error.value.field == "announced_combos"


def test_caisse_9_separate_suites_of_one_suit_accepted() -> None:
    # 7-8-9 and V-D-R: the 10 between them keeps them apart
    verify_combos({A: Combos((Suite(P, "9", 3), Suite(P, "R", 3)))})


def test_caisse_9_hand_combinations() -> None:
    combos = hand_combinations(cards("7p 8p 9p 10p Vc Dc Rc Ac 7c"))
    assert combos.suites == (Suite(P, "10", 4), Suite(H, "A", 4))
    eight = hand_combinations(cards("7k 8k 9k 10k Vk Dk Rk Ak Vp"))
    assert eight.suites == (Suite(K, "A", 8),)
    four = hand_combinations(cards("Vp Vc Vk Vt 7p 9c"))
    assert four.carres == ("V",) and four.suites == ()
    Caisse.verify_suite_announcement(cards("7p 8p 9p 10p Vc Dc Rc"), 4)
    with pytest.raises(PlayFault):
        Caisse.verify_suite_announcement(cards("7p 8p 9p 10p Vc Dc Rc"), 3)


def test_caisse_9_1_contest_lines_say_who_scores_and_why() -> None:
    tied = contest({A: Combos((Suite(P, "A", 4),)), B: Combos((Suite(K, "A", 4),))}, H, PLAYERS)
    texts = [(line.player, line.points, render(line.message)) for line in Caisse.contest_lines(tied)]
    assert texts == [
        (A, 0, "meilleure suite (quarte à pique, As en tête) à égalité entre joueurs : personne ne marque les suites"),
        (B, 0, "meilleure suite (quarte à pique, As en tête) à égalité entre joueurs : personne ne marque les suites"),
    ]
    carres = contest({A: Combos(carres=("9", "7")), B: Combos(carres=("A",))}, T, PLAYERS)
    [line] = Caisse.contest_lines(carres)
    assert (line.player, render(line.message)) == (
        A, "meilleur carré (carré de 9) : tous ses carrés comptent (160 points au décompte)")


def test_caisse_9_combination_contest_helper() -> None:
    g = game()
    result = g.combination_contest({A: Combos((Suite(T, "V", 3),)), C: Combos((Suite(P, "10", 3),))}, H)
    assert result.suites_winner == A and result.best_suite == Suite(T, "V", 3)
    with pytest.raises(DealError):
        g.combination_contest({A: Combos(carres=("R",)), B: Combos(carres=("R",))}, H)


# --------------------------------------------------------------------- worked examples K1-K8


def test_caisse_13_k1_trump_game_with_suites_and_belote() -> None:
    entry = {"dealer": C, "decl_round": 1, "proposal_card": {"suit": "coeur", "rank": "8"}, "game": "trump",
             "trump": "coeur", "taker": B,
             "announced_combos": {A: {"suites": [{"suit": "trefle", "top": "V", "length": 3}]},
                                  C: {"suites": [{"suit": "pique", "top": "10", "length": 3}]}},
             "belote_by": B, "card_points": {A: 45, B: 60, C: 37}, "last_trick": B}
    outcome = score(entry)
    assert dict(outcome.delta) == {A: 0, B: 1, C: 0}
    assert outcome.details.points == {A: 65, B: 90, C: 37}
    assert render(outcome.summary) == "Bea gagne (Atout cœur) : 1"


K2 = {"dealer": C, "decl_round": 2,
      "round2_calls": [{"player": A, "call": "pique"}, {"player": B, "call": "sans_atout"},
                       {"player": C, "call": "pass"}],
      "game": "sans_atout", "taker": B,
      "contracts": [{"contractant": B, "kind": "clarte", "phase": 6, "counters": [6, 9]},
                    {"contractant": C, "kind": "quarante_quatre", "phase": 6, "fulfilled": True},
                    {"contractant": A, "kind": "cent", "phase": 9}],
      "card_points": {A: 16, B: 52, C: 48}, "last_trick": B}


def test_caisse_7_k2_sans_atout_contracts_and_counters() -> None:
    outcome = score(K2)
    assert dict(outcome.delta) == {A: 18, B: 4, C: 18}
    assert outcome.details.contracts == (
        ContractDone(contractant=B, kind="clarte", made=False, value=16),
        ContractDone(contractant=C, kind="quarante_quatre", made=True, value=2),
        ContractDone(contractant=A, kind="cent", made=False, value=2),
    )
    assert [(line.player, line.points) for line in outcome.lines] == [
        (B, 2), (A, 16), (C, 16), (A, 2), (C, 2), (B, 2)]


@pytest.mark.parametrize("counters, expected", [
    # K3 and K2: a tie loses; a counter at 6 cards ×4, a re-counter at 9 ×2
    ([], (0, 1, 1)),
    ([6, 9], (0, 8, 8)),
])
def test_caisse_5_4_k3_a_tie_loses(counters: list[int], expected: tuple[int, int, int]) -> None:
    assert delta(trump_deal(A, "carreau", (60, 70, 12), A, game_counters=counters)) == expected


@pytest.mark.parametrize("tricks, expected", [
    # K4: Misère countered at the first trick: 5 × 2
    ({A: 4, B: 0, C: 5}, (0, 10, 0)),
    ({A: 4, B: 1, C: 4}, (10, 0, 10)),
])
def test_caisse_5_4_k4_misere(tricks: dict[str, int], expected: tuple[int, int, int]) -> None:
    entry = {"decl_round": 3, "game": "misere", "taker": B, "game_counters": [9], "tricks_won": tricks}
    assert delta(entry) == expected


@pytest.mark.parametrize("tricks, expected", [
    # K5: the most tricks loses, two at 4 give 5 to the third, 3-3-3 nothing
    ((5, 2, 2), (0, 3, 3)),
    ((2, 6, 1), (3, 0, 3)),
    ((4, 4, 1), (0, 0, 5)),
    ((3, 3, 3), (0, 0, 0)),
    ((4, 3, 2), (0, 3, 3)),
    ((1, 4, 4), (5, 0, 0)),
    ((0, 0, 9), (3, 3, 0)),
])
def test_caisse_5_4_k5_misere_generale(tricks: tuple[int, int, int], expected: tuple[int, int, int]) -> None:
    won = dict(zip(PLAYERS, tricks, strict=True))
    assert tuple(misere_generale(won).values()) == expected
    assert delta({"game": "misere_generale", "tricks_won": won}) == expected


CAISSE_K6 = {"game": "trump", "trump": "pique", "taker": C, "game_counters": [6],
             "contracts": [{"contractant": C, "kind": "caisse", "phase": 6}]}


@pytest.mark.parametrize("more, expected", [
    # K6a: the taker concedes at once: each defender the stake before the défi, 4 + 2
    ({"defi": {"doublings": 1, "conceded_by": "taker"}}, (6, 6, 0)),
    # K6b: re-doubled, both defenders concede: the taker scores 6 × 2
    ({"defi": {"doublings": 2, "conceded_by": "defenders"}}, (0, 0, 12)),
    # a later concession by the taker: 6 × 4
    ({"defi": {"doublings": 3, "conceded_by": "taker"}}, (24, 24, 0)),
    # K6c: played at ×4: game 16, Caisse 8 (with the Belote implicit: 70 + 10 + 20)
    ({"defi": {"doublings": 2}, "card_points": {A: 30, B: 25, C: 70}, "last_trick": C}, (0, 0, 24)),
    # K6d: C 40 + 20 = 60 ties A 50 + 10: both lost
    ({"defi": {"doublings": 2}, "card_points": {A: 50, B: 20, C: 40}, "last_trick": A}, (24, 24, 0)),
])
def test_caisse_11_k6_defi_with_a_caisse(more: dict[str, Any], expected: tuple[int, int, int]) -> None:
    assert delta({**CAISSE_K6, **more}) == expected


def test_caisse_11_k5_conceded_deal_ignores_play_fields() -> None:
    entry = {**CAISSE_K6, "defi": {"doublings": 1, "conceded_by": "taker"}, "card_points": {A: -3},
             "last_trick": "Zed", "tricks_won": {A: 12}}
    assert delta(entry) == (6, 6, 0)
    outcome = score(entry)
    assert outcome.details.conceded_stake == 6
    assert render(outcome.summary) == "Défi : abandon du preneur Cyr (6)"


def test_caisse_11_defi_in_a_misere() -> None:
    entry = {"game": "misere", "taker": A, "tricks_won": {A: 0, B: 5, C: 4}, "defi": {"doublings": 1}}
    assert delta(entry) == (10, 0, 0)
    conceded = {"game": "misere", "taker": A, "defi": {"doublings": 1, "conceded_by": "taker"}}
    assert delta(conceded) == (0, 5, 5)


def test_caisse_k7_combinations_in_a_deal() -> None:
    tied = trump_deal(A, "coeur", (50, 40, 30), A, announced_combos={
        A: {"suites": [{"suit": "pique", "top": "A", "length": 4}]},
        B: {"suites": [{"suit": "carreau", "top": "A", "length": 4}]},
        C: {"suites": [{"suit": "coeur", "top": "D", "length": 3}]}})
    assert delta(tied) == (1, 0, 0)
    trump_quarte = {**tied, "announced_combos": {**tied["announced_combos"],
                                                 C: {"suites": [{"suit": "coeur", "top": "A", "length": 4}]}}}
    # C 30 + 50 = 80 beats A 60: Ana loses
    assert delta(trump_quarte) == (0, 1, 1)


def test_caisse_9_combo_points_instead_of_announcements() -> None:
    entry = trump_deal(A, "coeur", (50, 40, 30), A, combo_points={C: 100})
    outcome = score(entry)
    assert outcome.details.points == {A: 60, B: 40, C: 130}
    assert dict(outcome.delta) == {A: 0, B: 1, C: 1}


def test_caisse_13_1_k8a_manche_won() -> None:
    deals = [
        trump_deal(A, "pique", (60, 20, 20), A, game_counters=[6, 6]),
        trump_deal(B, "pique", (20, 60, 20), B, game_counters=[6, 6]),
        sa_deal(C, (20, 20, 60), C, game_counters=[6]),
        trump_deal(A, "pique", (60, 20, 20), A, game_counters=[9]),
        trump_deal(B, "pique", (20, 60, 20), B),
        trump_deal(C, "pique", (20, 20, 60), C),
        sa_deal(A, (50, 30, 20), A, contracts=[{"contractant": B, "kind": "quarante_quatre", "phase": 9,
                                                "fulfilled": True}]),
    ]
    result = replay(game(), deals)
    assert dict(result.totals) == {A: 20, B: 18, C: 10}
    assert result.finished and result.winner == A and result.report()["target"] == 20
    with pytest.raises(DealError) as error:
        game().play(result.state, deals[0])
    assert error.value.field == "deal"


def test_caisse_13_1_k8b_target_moves() -> None:
    entry = trump_deal(A, "pique", (75, 55, 22), A, game_counters=[9],
                       contracts=[{"contractant": A, "kind": "clarte", "phase": 6}],
                       announced_combos={B: {"carres": ["R"]}})
    outcome = score(entry, state((18, 19, 10)))
    assert dict(outcome.delta) == {A: 2, B: 2, C: 2}
    assert dict(outcome.state.totals) == {A: 20, B: 21, C: 12}
    assert outcome.state.target == 40 and not outcome.state.finished
    assert [line.player for line in outcome.lines if line.rule == "Caisse §13.1"] == [A, B]


def test_caisse_13_1_target_moves_until_one_is_alone() -> None:
    # A 41, B 45 at target 20: 40 still has both, 60 neither → play on at 60
    outcome = score(trump_deal(A, "pique", (60, 20, 20), A), state((40, 45, 0)))
    assert outcome.state.target == 60 and not outcome.state.finished
    # A 41 alone at 40 once the target moved past B's 21
    outcome = score(trump_deal(A, "pique", (60, 20, 20), A, game_counters=[6, 6]), state((25, 21, 0)))
    assert dict(outcome.state.totals) == {A: 41, B: 21, C: 0}
    assert outcome.state.target == 40 and outcome.state.winners == (A,)


# --------------------------------------------------------------------- §7.1 contracts


@pytest.mark.parametrize("contract, pts, last, made", [
    # Clarté: 82 with the dix de der in a trump game, combinations not counted
    ({"kind": "clarte"}, (72, 40, 30), A, True),
    ({"kind": "clarte"}, (71, 40, 30), A, False),
    # Cent: 100
    ({"kind": "cent"}, (90, 40, 22), A, True),
    ({"kind": "cent"}, (99, 40, 13), B, False),
    # Deux Cents counts the combinations and the Belote
    ({"kind": "deux_cents"}, (150, 0, 2), A, True),
    # card contracts: as entered
    ({"kind": "famille", "fulfilled": True}, (50, 40, 30), B, True),
    ({"kind": "ultime", "fulfilled": False}, (50, 40, 30), B, False),
])
def test_caisse_7_1_contracts_by_the_taker(contract: dict[str, Any], pts: tuple[int, int, int], last: str,
                                           made: bool) -> None:
    entry = trump_deal(A, "pique", pts, last, contracts=[{"contractant": A, "phase": 9, **contract}],
                       belote_by=A, announced_combos={A: {"suites": [{"suit": "coeur", "top": "A", "length": 3}]}})
    outcome = score(entry)
    assert outcome.details.contracts[0].made is made


@pytest.mark.parametrize("contractant, made, scorers", [
    # §7: by party: the taker alone, or each defender
    (A, True, {A}), (A, False, {B, C}), (B, True, {B, C}), (B, False, {A}),
])
def test_caisse_7_contracts_scored_by_party(contractant: str, made: bool, scorers: set[str]) -> None:
    entry = trump_deal(A, "pique", (50, 40, 30), A, contracts=[
        {"contractant": contractant, "kind": "quarante_quatre", "phase": 9, "fulfilled": made}])
    outcome = score(entry)
    assert {line.player for line in outcome.lines if line.rule == "Caisse §7.1"} == scorers


def test_caisse_7_1_sans_atout_thresholds() -> None:
    entry = sa_deal(A, (56, 40, 24), A, contracts=[{"contractant": A, "kind": "clarte", "phase": 9},
                                                   {"contractant": A, "kind": "cent", "phase": 6}])
    # K6: his Clarté at 9 after his own Cent at 6 is refused; a Clarté at 6 then a Cent at 9 is not
    assert refused(entry).field == "contracts"
    entry = sa_deal(A, (70, 30, 20), A, contracts=[{"contractant": A, "kind": "clarte", "phase": 6},
                                                   {"contractant": A, "kind": "cent", "phase": 9}])
    outcome = score(entry)
    assert [c.made for c in outcome.details.contracts] == [True, True]
    # Clarté 2 + Cent 2 + game 2
    assert dict(outcome.delta) == {A: 6, B: 0, C: 0}


def test_caisse_7_1_card_contracts_say_whether_they_were_made() -> None:
    # Quarante-Quatre is decided by the cards won: the table must say yes or no (3J.2)
    entry = trump_deal(A, "pique", (60, 40, 30), A, contracts=[{"contractant": B, "kind": "quarante_quatre",
                                                                 "phase": 9}])
    error = refused(entry)
    assert error.field == "contracts" and [p.path for p in error.problems] == ["contracts[0].fulfilled"]
    entry["contracts"][0]["fulfilled"] = False
    # a defender's contract failed: the taker scores it, besides his game
    assert delta(entry) == (2, 0, 0)
    # the other kinds are decided by the points: « fulfilled » is ignored there
    entry = trump_deal(A, "pique", (80, 40, 30), A, contracts=[{"contractant": A, "kind": "clarte", "phase": 9,
                                                                 "fulfilled": False}])
    assert delta(entry) == (2, 0, 0)  # 90 ≥ 82: the Clarté is made, whatever « fulfilled » says


def test_caisse_5_4_an_entry_without_its_game_is_refused_on_the_game_alone() -> None:
    error = refused({"taker": A, "last_trick": A})
    assert [p.path for p in error.problems] == ["game"]


def test_caisse_7_1_capot_needs_all_nine_tricks() -> None:
    entry = trump_deal(A, "pique", (152, 0, 0), A, tricks_won={A: 9, B: 0, C: 0},
                       contracts=[{"contractant": A, "kind": "capot", "phase": 9, "counters": [9]}])
    assert delta(entry) == (11, 0, 0)
    entry["tricks_won"] = {A: 8, B: 1, C: 0}
    assert delta(entry) == (1, 10, 10)
    del entry["tricks_won"]
    assert refused(entry).field == "tricks_won"


def test_caisse_7_1_k4_caisse_by_a_defender_against_both() -> None:
    entry = trump_deal(A, "pique", (40, 50, 30), B, belote_by=B,
                       contracts=[{"contractant": B, "kind": "caisse", "phase": 9}])
    # B 50 + 10 + 20 = 80 beats A 40 and C 30: the game and the Caisse go to the defenders
    assert delta(entry) == (0, 2, 2)


# --------------------------------------------------------------------- K9 and §3J.3 refusals


VALID = trump_deal(A, "pique", (60, 20, 20), A)


@pytest.mark.parametrize("entry, text", [
    ({"decl_round": 2, "proposal_card": {"suit": "coeur", "rank": "9"}, "game": "trump", "trump": "coeur",
      "taker": B, "card_points": {A: 20, B: 60, C: 20}, "last_trick": B},
     "Au 2e tour, l'Atout doit être une autre couleur que la carte retournée"),
    ({**VALID, "decl_round": 2, "trump": "carreau",
      "round2_calls": [{"player": B, "call": "coeur"}, {"player": C, "call": "carreau"}]},
     "Déclaration plus forte exigée : ♠ < ♦ < ♥ < ♣ < SA"),
    ({**VALID, "contracts": [{"contractant": A, "kind": "capot", "phase": 6}], "tricks_won": {A: 9, B: 0, C: 0}},
     "Capot interdit à 6 cartes"),
    ({**VALID, "contracts": [{"contractant": A, "kind": "cent", "phase": 6},
                             {"contractant": A, "kind": "clarte", "phase": 9}]},
     "Clarté interdite après ou avec un Cent"),
    ({**sa_deal(A, (60, 20, 20), A), "contracts": [{"contractant": A, "kind": "tous_les_trois", "phase": 9,
                                                    "fulfilled": True}]},
     "Contrat réservé aux jeux à l'Atout"),
    ({**VALID, "belote_by": B, "contracts": [{"contractant": A, "kind": "caisse", "phase": 6}]},
     "La Caisse exige la Belote"),
    ({**VALID, "contracts": [{"contractant": B, "kind": "clarte", "phase": 9}], "defi": {"doublings": 1}},
     "Défi impossible : un contrat autre que la Caisse a été annoncé"),
    ({**VALID, "game_counters": [6, 9, 9, 9, 9]}, "4 niveaux de contre au maximum"),
    ({"game": "misere", "taker": B, "tricks_won": {A: 4, B: 0, C: 5},
      "contracts": [{"contractant": A, "kind": "clarte", "phase": 9}]}, "Pas de contrats en Misère"),
    ({"game": "misere_generale", "tricks_won": {A: 4, B: 3, C: 3}}, "Il y a 9 plis"),
])
def test_caisse_k9_refusal_messages(entry: dict[str, Any], text: str) -> None:
    assert text in refused(entry).text()


@pytest.mark.parametrize("change, field", [
    # dealer, game, decl_round
    ({"dealer": "Zed"}, "dealer"),
    ({"game": "belote"}, "game"),
    ({"game": None}, "game"),
    ({"decl_round": 3}, "decl_round"),
    ({"decl_round": "2"}, "decl_round"),
    ({"game": "sans_atout", "trump": None, "decl_round": 1}, "decl_round"),
    ({"game": "misere", "trump": None, "decl_round": 2}, "decl_round"),
    # proposal card
    ({"proposal_card": {"suit": "coeur", "rank": "6"}}, "proposal_card"),
    ({"proposal_card": "joker"}, "proposal_card"),
    # trump
    ({"trump": None}, "trump"),
    ({"trump": "atout"}, "trump"),
    ({"game": "sans_atout"}, "trump"),
    ({"proposal_card": {"suit": "coeur", "rank": "8"}}, "trump"),
    ({"decl_round": 2, "proposal_card": {"suit": "pique", "rank": "8"}}, "trump"),
    # round 2 calls
    ({"decl_round": 2, "round2_calls": [{"player": B, "call": "pique"}, {"player": C, "call": "pique"}]},
     "round2_calls"),
    ({"decl_round": 2, "round2_calls": [{"player": C, "call": "pique"}]}, "round2_calls"),
    ({"decl_round": 2, "round2_calls": [{"player": B, "call": "pass"}, {"player": C, "call": "pass"},
                                        {"player": A, "call": "pass"}]}, "round2_calls"),
    ({"decl_round": 2, "round2_calls": [{"player": B, "call": "pique"}]}, "round2_calls"),
    ({"decl_round": 2, "round2_calls": [{"player": B, "call": "coeur"}, {"player": C, "call": "pass"},
                                        {"player": A, "call": "pass"}]}, "round2_calls"),
    ({"decl_round": 2, "round2_calls": [{"player": B, "call": "atout"}]}, "round2_calls"),
    ({"decl_round": 2, "round2_calls": [{"player": B, "call": "pass"}, {"player": C, "call": "pass"},
                                        {"player": A, "call": "pique"}, {"player": B, "call": "coeur"}]},
     "round2_calls"),
    ({"decl_round": 2, "proposal_card": {"suit": "coeur", "rank": "8"},
      "round2_calls": [{"player": B, "call": "coeur"}, {"player": C, "call": "pass"},
                       {"player": A, "call": "pique"}]}, "round2_calls"),
    # taker
    ({"taker": None}, "taker"),
    ({"taker": "Zed"}, "taker"),
    # game counters
    ({"game_counters": [9, 6]}, "game_counters"),
    ({"game_counters": [6, 6, 6, 6, 6]}, "game_counters"),
    ({"game_counters": [12]}, "game_counters"),
    # contracts
    ({"contracts": [{"contractant": A, "kind": "belote", "phase": 9}]}, "contracts"),
    ({"contracts": [{"contractant": A, "kind": "clarte", "phase": 7}]}, "contracts"),
    ({"contracts": [{"contractant": A, "kind": "clarte"}]}, "contracts"),
    ({"contracts": [{"contractant": A, "kind": "famille", "phase": 9}]}, "contracts"),
    ({"contracts": [{"contractant": A, "kind": "clarte", "phase": 9, "counters": [6]}]}, "contracts"),
    ({"contracts": [{"contractant": A, "kind": "clarte", "phase": 6, "counters": [9, 6]}]}, "contracts"),
    ({"contracts": [{"contractant": A, "kind": "clarte", "phase": 6, "counters": [6, 6, 9, 9, 9]}]},
     "contracts"),
    ({"contracts": [{"contractant": A, "kind": "cent", "phase": 9}, {"contractant": A, "kind": "clarte",
                                                                     "phase": 9}]}, "contracts"),
    ({"contracts": [{"contractant": A, "kind": "caisse", "phase": 9}, {"contractant": B, "kind": "caisse",
                                                                       "phase": 9}]}, "contracts"),
    # défi
    ({"defi": {"doublings": 6}}, "defi"),
    ({"defi": {"doublings": 2, "conceded_by": "taker"}}, "defi"),
    ({"defi": {"doublings": 1, "conceded_by": "defenders"}}, "defi"),
    ({"defi": {"doublings": 0, "conceded_by": "defenders"}}, "defi"),
    ({"defi": {"doublings": 1, "conceded_by": "nobody"}}, "defi"),
    # tricks won
    ({"tricks_won": {A: 5, B: 3}}, "tricks_won"),
    ({"tricks_won": {A: 5, B: 3, C: 2}}, "tricks_won"),
    # card points
    ({"card_points": None}, "card_points"),
    ({"card_points": {A: 100, B: 40, C: 13}}, "card_points"),
    ({"card_points": {A: 60, B: -1, C: 20}}, "card_points"),
    ({"card_points": {A: 60, B: 20}}, "card_points"),
    # last trick
    ({"last_trick": "Zed"}, "last_trick"),
    ({"last_trick": None}, "last_trick"),
    # combinations
    ({"announced_combos": {A: {"suites": [{"suit": "pique", "top": "8", "length": 3}]}}}, "announced_combos"),
    ({"announced_combos": {A: {"suites": [{"suit": "pique", "top": "9", "length": 3},
                                          {"suit": "pique", "top": "D", "length": 3}]}}}, "announced_combos"),
    ({"announced_combos": {A: {"carres": ["R", "R"]}}}, "announced_combos"),
    ({"announced_combos": {A: {"carres": ["R"]}, B: {"carres": ["R"]}}}, "announced_combos"),
    ({"announced_combos": {A: {"carres": ["6"]}}}, "announced_combos"),
    ({"announced_combos": {"Zed": {"carres": ["R"]}}}, "announced_combos"),
    ({"combo_points": {A: 20}, "announced_combos": {A: {"carres": ["R"]}}}, "combo_points"),
    ({"combo_points": {A: -20}}, "combo_points"),
    # Belote
    ({"belote_by": "Zed"}, "belote_by"),
    ({"game": "sans_atout", "trump": None, "belote_by": A}, "belote_by"),
])
def test_caisse_3j_refusals_name_the_field(change: dict[str, Any], field: str) -> None:
    assert refused({**VALID, **change}).field == field


@pytest.mark.parametrize("entry, field", [
    # game and taker rules outside trump and Sans-Atout
    ({"game": "misere", "tricks_won": {A: 0, B: 4, C: 5}}, "taker"),
    ({"game": "misere", "taker": A}, "tricks_won"),
    ({"game": "misere", "taker": A, "tricks_won": {A: 0, B: 4, C: 5}, "game_counters": [6]}, "game_counters"),
    ({"game": "misere", "taker": A, "tricks_won": {A: 0, B: 4, C: 5}, "trump": "pique"}, "trump"),
    ({"game": "misere_generale", "taker": A, "tricks_won": {A: 3, B: 3, C: 3}}, "taker"),
    ({"game": "misere_generale", "tricks_won": {A: 3, B: 3, C: 3}, "game_counters": [9]}, "game_counters"),
    ({"game": "misere_generale", "tricks_won": {A: 3, B: 3, C: 3}, "defi": {"doublings": 1}}, "defi"),
    ({"game": "misere_generale"}, "tricks_won"),
    ({"game": "misere_generale", "tricks_won": {A: 3, B: 3, C: 3}, "belote_by": A}, "belote_by"),
])
def test_caisse_3j_misere_refusals(entry: dict[str, Any], field: str) -> None:
    assert refused(entry).field == field


@pytest.mark.parametrize("entry, field", [
    # each row breaks two rules: the one earlier in the §3J.3 table is named
    ({**VALID, "dealer": "Zed", "game": "x"}, "dealer"),
    ({**VALID, "game": "x", "decl_round": 9}, "game"),
    ({**VALID, "decl_round": 3, "proposal_card": "x"}, "decl_round"),
    ({**VALID, "proposal_card": "x", "trump": None}, "proposal_card"),
    ({**VALID, "decl_round": 2, "proposal_card": {"suit": "pique", "rank": "7"},
      "round2_calls": [{"player": C, "call": "x"}]}, "trump"),
    ({**VALID, "decl_round": 2, "round2_calls": [{"player": C, "call": "pique"}], "taker": None},
     "round2_calls"),
    ({**VALID, "decl_round": 2, "round2_calls": [{"player": B, "call": "pique"}], "taker": C,
      "game_counters": [9, 6]}, "round2_calls"),
    ({**VALID, "taker": None, "game_counters": [9, 6]}, "taker"),
    ({**VALID, "game_counters": [9, 6], "contracts": [{"contractant": A, "kind": "capot", "phase": 6}]},
     "game_counters"),
    ({**VALID, "contracts": [{"contractant": A, "kind": "capot", "phase": 6}], "defi": {"doublings": 9}},
     "contracts"),
    ({**VALID, "contracts": [{"contractant": A, "kind": "caisse", "phase": 6}], "belote_by": ["x"]},
     "belote_by"),
    ({**VALID, "defi": {"doublings": 9}, "tricks_won": {A: 1}}, "defi"),
    ({**VALID, "tricks_won": {A: 1}, "card_points": {A: 200}}, "tricks_won"),
    ({**VALID, "card_points": {A: 200}, "last_trick": "Zed"}, "card_points"),
    ({**VALID, "last_trick": "Zed", "announced_combos": {A: {"carres": ["R", "R"]}}}, "last_trick"),
    ({**VALID, "announced_combos": {A: {"carres": ["R", "R"]}}, "combo_points": {A: -1}}, "announced_combos"),
    ({**VALID, "combo_points": {A: -1}, "belote_by": "Zed"}, "combo_points"),
])
def test_caisse_3j_refusal_precedence(entry: dict[str, Any], field: str) -> None:
    assert refused(entry).field == field


@pytest.mark.parametrize("change", [
    # round 2 trump game: another suit than the proposal card, calls in order from the player after the dealer
    {"decl_round": 2, "proposal_card": {"suit": "coeur", "rank": "8"},
     "round2_calls": [{"player": B, "call": "pass"}, {"player": C, "call": "pass"}, {"player": A, "call": "pique"}]},
    {"decl_round": 1, "proposal_card": {"suit": "pique", "rank": "8"}, "indicator_card": {"suit": "coeur",
                                                                                          "rank": "A"}},
    {"tricks_won": {A: 5, B: 2, C: 2}},
    {"contracts": [{"contractant": A, "kind": "clarte", "phase": 6}, {"contractant": A, "kind": "cent", "phase": 9}]},
    {"contracts": [{"contractant": A, "kind": "clarte", "phase": 9}, {"contractant": B, "kind": "cent", "phase": 6}]},
    {"contracts": [{"contractant": B, "kind": "clarte", "phase": 9}, {"contractant": C, "kind": "clarte",
                                                                      "phase": 9}]},
    {"contracts": [{"contractant": A, "kind": "caisse", "phase": 6, "counters": [6, 6, 9, 9]}],
     "defi": {"doublings": 5}},
    {"announced_combos": {A: {"suites": [{"suit": "pique", "top": "9", "length": 3},
                                         {"suit": "pique", "top": "R", "length": 3}]}, B: None}},
    {"combo_points": {A: 20}, "announced_combos": {}},
    {"belote_by": None, "defi": None, "contracts": None, "game_counters": None},
])
def test_caisse_3j_entries_accepted(change: dict[str, Any]) -> None:
    score({**VALID, **change})


def test_caisse_3j_refused_deal_is_numbered_in_replay() -> None:
    with pytest.raises(DealRefused) as error:
        replay(game(), [VALID, {**VALID, "decl_round": 2, "trump": "carreau", "round2_calls": [
            {"player": A, "call": "coeur"}, {"player": B, "call": "carreau"}]}])
    assert (error.value.deal, error.value.field) == (2, "round2_calls")


def test_caisse_setup() -> None:
    g = game()
    assert g.options == {} and g.unit == "points"
    assert g.report(g.new_state()) == {"target": 20}
    assert [f.key for f in g.facts(g.new_state())] == ["target"]
    for players in (["Ana", "Bea"], ["Ana", "Bea", "Cyr", "Dan"]):
        with pytest.raises(SetupError):
            new_game("caisse", players)
    with pytest.raises(SetupError):
        new_game("caisse", PLAYERS, options={"target": 40})


def test_caisse_k11_the_deal_rotates() -> None:
    result = replay(game(), [VALID, VALID, {**VALID, "dealer": A}, VALID])
    assert [d.dealer for d in result.deals] == [A, B, A, B]


# --------------------------------------------------------------------- property


@st.composite
def caisse_deal(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["trump"] * 4 + ["sans_atout", "sans_atout", "misere", "misere_generale"]))
    entry: dict[str, Any] = {"game": kind}
    nine = draw(st.sampled_from([(9, 0, 0), (5, 2, 2), (4, 4, 1), (3, 3, 3), (0, 5, 4), (1, 6, 2), (2, 3, 4)]))
    tricks = dict(zip(PLAYERS, draw(st.permutations(list(nine))), strict=True))
    if kind == "misere_generale":
        entry["tricks_won"] = tricks
        return entry
    taker = draw(st.sampled_from(PLAYERS))
    entry["taker"] = taker
    counters = draw(st.lists(st.sampled_from([6, 9]), max_size=3))
    entry["game_counters"] = sorted(counters, key=lambda c: c != 6)
    if kind == "misere":
        entry["game_counters"] = [c for c in entry["game_counters"] if c == 9]
        entry["tricks_won"] = tricks
    else:
        most = 152 if kind == "trump" else 120
        a = draw(st.integers(0, most))
        b = draw(st.integers(0, most - a))
        entry["card_points"] = dict(zip(PLAYERS, draw(st.permutations([a, b, draw(st.integers(0, most - a - b))])),
                                        strict=True))
        entry["last_trick"] = draw(st.sampled_from(PLAYERS))
        if kind == "trump":
            entry["trump"] = draw(st.sampled_from(["pique", "coeur", "carreau", "trefle"]))
            if draw(st.booleans()):
                entry["belote_by"] = draw(st.sampled_from(PLAYERS))
        contracts = []
        for _ in range(draw(st.integers(0, 2))):
            ckind = draw(st.sampled_from(["caisse", "clarte", "cent", "deux_cents", "quarante_quatre", "capot"]))
            contract: dict[str, Any] = {"contractant": draw(st.sampled_from(PLAYERS)), "kind": ckind,
                                        "phase": draw(st.sampled_from([6, 9]))}
            if ckind == "quarante_quatre":
                contract["fulfilled"] = draw(st.booleans())
            contracts.append(contract)
        entry["contracts"] = contracts
        if any(c["kind"] == "capot" for c in contracts) or draw(st.booleans()):
            entry["tricks_won"] = tricks
        if draw(st.booleans()):
            entry["announced_combos"] = {draw(st.sampled_from(PLAYERS)): {"carres": [draw(st.sampled_from(
                ["7", "V", "A"]))]}}
    k = draw(st.integers(0, 3))
    if k:
        entry["defi"] = {"doublings": k,
                         "conceded_by": draw(st.sampled_from([None, "taker" if k % 2 else "defenders"]))}
    return entry


@settings(max_examples=60, deadline=None)
@given(st.lists(caisse_deal(), max_size=25))
def test_caisse_replay_properties(entries: list[dict[str, Any]]) -> None:
    g = game()
    log = accepted(g, entries)
    check_log(g, log)
    result = replay(g, log)
    target = 20
    for deal_record in result.deals:
        # §4.6: scores only go up
        assert all(v >= 0 for v in deal_record.delta.values())
        target = deal_record.details.target
    assert result.state.target == target and target % 20 == 0
    if result.finished:
        reached = [p for p in PLAYERS if result.totals[p] >= result.state.target]
        assert reached == [result.winner]
    else:
        assert sum(1 for p in PLAYERS if result.totals[p] >= result.state.target) == 0


def test_caisse_3j2_a_contract_decided_by_the_cards_says_whether_it_was_made() -> None:
    # « fulfilled »: required for the contracts decided by the cards won, with no default (a
    # forgotten answer is refused, not scored as made); the others are decided from the points
    entry = trump_deal(A, "pique", (100, 30, 22), A,
                       contracts=[{"contractant": B, "kind": "quarante_quatre", "phase": 9}])
    error = refused(entry)
    assert (error.field, error.path) == ("contracts", "contracts[0].fulfilled")
    clarte = game().read_entry(trump_deal(A, "pique", (100, 30, 22), A,
                                          contracts=[{"contractant": A, "kind": "clarte", "phase": 9}]))
    assert clarte["contracts"][0]["fulfilled"] is None
