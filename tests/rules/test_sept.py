"""Sept, from the rulebook's chapter and shared/spec/sept.md.

Test names cite the rulebook's articles (Sept §3 to §6) or the spec's
rulings (S1, S3); the spec's worked examples 1-10 are checked with their
exact game points.
"""

from __future__ import annotations

from typing import Any

import pytest
from cardtext import card, cards
from hypothesis import given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, DealRefused, SetupError, new_game, replay
from compagnon.rules.core import Outcome
from compagnon.rules.decks import PIQUET_32, Card
from compagnon.rules.games.sept import (
    IllegalContinuation,
    Sept,
    SeptState,
    SeptTrick,
    card_points,
    deal_points,
    trick_points,
    trick_winner,
)
from compagnon.rules.tricks import played as plays

PLAYERS = ["Ana", "Bea"]
A, B = PLAYERS


def game() -> Sept:
    g = new_game("sept", PLAYERS)
    assert isinstance(g, Sept)
    return g


def deal(a: int, last: str, *, all_cards: str | None = None, dealer: str | None = None) -> dict[str, Any]:
    entry: dict[str, Any] = {"brisques": {A: a, B: 8 - a}, "last_trick": last}
    if all_cards is not None:
        entry["all_cards"] = all_cards
    if dealer is not None:
        entry["dealer"] = dealer
    return entry


def at(totals: tuple[int, int], dealer: str = A, deals: int = 1) -> SeptState:
    return SeptState(totals=dict(zip(PLAYERS, totals, strict=True)), dealer=dealer, deals=deals)


def score(g: Sept, before: SeptState, entry: dict[str, Any]) -> Outcome[SeptState]:
    outcome = g.play(before, entry)
    assert g.delta_of(outcome.lines) == dict(outcome.delta), "the lines explain every point"
    for line in outcome.lines:
        assert line.rule.startswith("Sept §") and line.text
    return outcome


def refused_field(g: Sept, before: SeptState, entry: dict[str, Any]) -> str:
    with pytest.raises(DealError) as refused:
        g.play(before, entry)
    return refused.value.field


# --------------------------------------------------------------------- §1-§3 the cards


def test_sept_1_deck_has_32_cards() -> None:
    assert len(PIQUET_32.cards()) == 32
    assert Sept.deck is PIQUET_32


@pytest.mark.parametrize("text, points", [
    # §3: 10s and Aces are worth 10, every other card nothing
    ("10p", 10), ("Ac", 10), ("At", 10), ("10k", 10),
    ("7p", 0), ("8c", 0), ("9k", 0), ("Vt", 0), ("Dp", 0), ("Rc", 0),
])
def test_sept_3_card_points(text: str, points: int) -> None:
    assert card_points(card(text)) == points


def test_sept_3_deal_holds_90_points() -> None:
    assert sum(card_points(c) for c in PIQUET_32.cards()) == 80
    assert trick_points(list(PIQUET_32.cards()), last=True) == 90


@pytest.mark.parametrize("brisques, last, points", [
    # §3: 10 per 10 or Ace, 10 for the last trick
    (0, False, 0), (0, True, 10), (5, True, 60), (3, False, 30), (8, True, 90), (8, False, 80),
])
def test_sept_3_deal_points(brisques: int, last: bool, points: int) -> None:
    assert deal_points(brisques, last) == points


def test_sept_2_exactly_two_players() -> None:
    for players in (["Ana"], ["Ana", "Bea", "Cyr"]):
        with pytest.raises(SetupError):
            new_game("sept", players)
    assert game().players == (A, B)


# --------------------------------------------------------------------- §6 the game points of a deal


@pytest.mark.parametrize("entry, delta", [
    # spec example 1: 60 against 30
    (deal(5, A), {A: 1, B: 0}),
    # spec example 2: 90 without every card
    (deal(8, A), {A: 2, B: 0}),
    # spec example 3: all the cards scores 3, not 2 + 3
    (deal(8, A, all_cards=A), {A: 3, B: 0}),
    # spec example 4: 80 against 10
    (deal(8, B), {A: 1, B: 0}),
    # spec example 5: 40 against 50, the last trick decides
    (deal(4, B), {A: 0, B: 1}),
    # the mirror cases for the second player
    (deal(0, B), {A: 0, B: 2}),
    (deal(0, B, all_cards=B), {A: 0, B: 3}),
    (deal(0, A), {A: 0, B: 1}),
    (deal(4, A), {A: 1, B: 0}),
    (deal(3, A), {A: 0, B: 1}),
    (deal(1, A), {A: 0, B: 1}),
])
def test_sept_6_game_points(entry: dict[str, Any], delta: dict[str, int]) -> None:
    g = game()
    outcome = score(g, g.new_state(), entry)
    assert dict(outcome.delta) == delta
    assert dict(outcome.state.totals) == delta


def test_sept_6_card_points_are_explained_for_both_players() -> None:
    g = game()
    outcome = score(g, g.new_state(), deal(5, A))
    texts = {line.player: line.text for line in outcome.lines if line.rule == "Sept §3"}
    assert "60" in texts[A] and "30" in texts[B]
    assert outcome.details.points == {A: 60, B: 30}


# --------------------------------------------------------------------- §4 the dealer


@pytest.mark.parametrize("entry, next_dealer", [
    (deal(5, A), B),
    (deal(4, B), A),
    (deal(8, A, all_cards=A), B),
    (deal(0, B), A),
])
def test_sept_4_loser_deals_next(entry: dict[str, Any], next_dealer: str) -> None:
    g = game()
    outcome = score(g, g.new_state(), entry)
    assert outcome.state.dealer == next_dealer
    assert replay(g, [entry]).report()["next_dealer"] == next_dealer


@pytest.mark.parametrize("dealer", [A, B])
def test_sept_4_first_dealer_is_free(dealer: str) -> None:
    g = game()
    outcome = score(g, g.new_state(), deal(5, A, dealer=dealer))
    assert outcome.dealer == dealer


def test_sept_4_first_dealer_defaults_to_first_player() -> None:
    g = game()
    assert replay(g, []).report()["next_dealer"] == A
    assert score(g, g.new_state(), deal(5, A)).dealer == A


def test_sept_4_winner_may_not_deal_next() -> None:
    # spec example 10: deal 2 entered with the winner of deal 1 as dealer
    g = game()
    with pytest.raises(DealRefused) as refused:
        replay(g, [deal(5, A, dealer=B), deal(5, A, dealer=A)])
    assert refused.value.deal == 2 and refused.value.field == "dealer"


def test_sept_4_loser_named_as_dealer_is_accepted() -> None:
    g = game()
    result = replay(g, [deal(5, A, dealer=B), deal(5, A, dealer=B), deal(2, A, dealer=B)])
    assert dict(result.totals) == {A: 2, B: 1}
    assert [d.dealer for d in result.deals] == [B, B, B]
    assert result.report()["next_dealer"] == A


def test_sept_4_dealer_default_follows_the_loser() -> None:
    g = game()
    result = replay(g, [deal(5, A), deal(0, B), deal(8, A)])
    assert [d.dealer for d in result.deals] == [A, B, A]


# --------------------------------------------------------------------- §6 end of the game


def test_sept_6_example_6_trailing_player_wins_with_ten() -> None:
    g = game()
    outcome = score(g, at((9, 8), dealer=B, deals=12), deal(0, B))
    assert dict(outcome.delta) == {A: 0, B: 2}
    assert outcome.state.finished and outcome.state.winners == (B,)
    assert g.winner(outcome.state) == B


@pytest.mark.parametrize("before, entry, finished, winner, totals", [
    ((9, 0), deal(5, A), True, A, (10, 0)),
    ((9, 0), deal(8, A, all_cards=A), True, A, (12, 0)),  # overshooting is allowed
    ((8, 9), deal(8, A), True, A, (10, 9)),
    ((7, 9), deal(8, A), False, None, (9, 9)),
    ((0, 7), deal(0, B, all_cards=B), True, B, (0, 10)),
    ((0, 8), deal(3, A), False, None, (0, 9)),
])
def test_sept_6_first_to_ten(before: tuple[int, int], entry: dict[str, Any], finished: bool,
                             winner: str | None, totals: tuple[int, int]) -> None:
    g = game()
    outcome = score(g, at(before), {k: v for k, v in entry.items() if k != "dealer"})
    assert outcome.state.finished is finished
    assert g.winner(outcome.state) == winner
    assert tuple(outcome.state.totals.values()) == totals


def test_sept_6_no_deal_after_the_end() -> None:
    g = game()
    log = [deal(8, A, all_cards=A)] * 4
    result = replay(g, log)
    assert result.finished and result.winner == A and dict(result.totals) == {A: 12, B: 0}
    with pytest.raises(DealError) as refused:
        g.play(result.state, deal(5, A))
    assert refused.value.field == "deal"


# --------------------------------------------------------------------- §3J refusals


@pytest.mark.parametrize("entry, field", [
    # §3: the eight 10s and Aces
    ({"brisques": {A: 5, B: 4}, "last_trick": A}, "brisques"),
    ({"brisques": {A: 3, B: 4}, "last_trick": A}, "brisques"),
    ({"brisques": {A: 9, B: -1}, "last_trick": A}, "brisques"),
    ({"brisques": {A: 8}, "last_trick": A}, "brisques"),
    ({"brisques": {A: 8, B: 0, "Cyr": 0}, "last_trick": A}, "brisques"),
    ({"brisques": {A: 8.0, B: 0}, "last_trick": A}, "brisques"),
    ({"brisques": {A: "4", B: 4}, "last_trick": A}, "brisques"),
    ({"last_trick": A}, "brisques"),
    # §3: who took the last trick
    ({"brisques": {A: 4, B: 4}}, "last_trick"),
    ({"brisques": {A: 4, B: 4}, "last_trick": "Cyr"}, "last_trick"),
    ({"brisques": {A: 4, B: 4}, "last_trick": None}, "last_trick"),
    # S1: all the cards means the eight 10s and Aces and the last trick
    (deal(8, B, all_cards=A), "all_cards"),
    (deal(7, A, all_cards=A), "all_cards"),
    (deal(0, A, all_cards=B), "all_cards"),
    (deal(8, A, all_cards="Cyr"), "all_cards"),
    ({"brisques": {A: 8, B: 0}, "last_trick": A, "all_cards": True}, "all_cards"),
    # §4: the dealer is a player
    (deal(5, A, dealer="Cyr"), "dealer"),
])
def test_sept_3j_refusals(entry: dict[str, Any], field: str) -> None:
    g = game()
    assert refused_field(g, g.new_state(), entry) == field


@pytest.mark.parametrize("entry, field", [
    # the first row of the table wins: dealer, brisques, last_trick, all_cards
    ({"dealer": A, "brisques": {A: 5, B: 4}, "last_trick": "Cyr"}, "dealer"),
    ({"dealer": B, "brisques": {A: 5, B: 4}, "last_trick": "Cyr"}, "brisques"),
    ({"brisques": {A: 5, B: 4}, "last_trick": "Cyr", "all_cards": A}, "brisques"),
    ({"brisques": {A: 7, B: 1}, "last_trick": "Cyr", "all_cards": A}, "last_trick"),
])
def test_sept_3j_refusal_precedence(entry: dict[str, Any], field: str) -> None:
    g = game()
    assert refused_field(g, at((1, 0), dealer=B), entry) == field


def test_sept_3j_null_all_cards_is_absent_and_unknown_keys_ignored() -> None:
    g = game()
    entry = {**deal(8, A), "all_cards": None, "remark": "beau coup"}
    outcome = score(g, g.new_state(), entry)
    assert dict(outcome.delta) == {A: 2, B: 0}
    assert g.write_entry(g.read_entry(entry)) == entry


def test_sept_3j_null_dealer_takes_the_default() -> None:
    g = game()
    outcome = score(g, at((1, 0), dealer=B), {**deal(5, A), "dealer": None})
    assert outcome.dealer == B


def test_sept_3j_entry_declares_the_form() -> None:
    assert Sept.example().entry_schema.names == ("dealer", "brisques", "last_trick", "all_cards")
    assert Sept.unit == "game_points"


# --------------------------------------------------------------------- §5 the referee


@pytest.mark.parametrize("played, winner", [
    # spec example 7: 9♠ 7♥ 9♦ A♣, the leader's 9♦ captures last
    ("9p 7c 9k At", 2),
    # spec example 8: 10♠ answered by 10♥
    ("10p 10c", 1),
    # spec example 9: played to exhaustion, the leader's R♣ captures last
    ("Rp 7p Rc 7c 7k Rk Rt 8t", 6),
    # an answer that does not capture leaves the trick to the leader
    ("Vp 8c", 0),
    ("Ap Ac", 1),
    # a 7 answers anything
    ("Dk 7t", 1),
    # a 7 led: only 7s capture
    ("7p Rp", 0),
    ("7p 7c", 1),
    ("7p 7c 7k Ac", 2),
])
def test_sept_5_trick_winner(played: str, winner: int) -> None:
    assert trick_winner(cards(played)) == winner
    assert game().trick_winner(SeptTrick(plays(cards(played)))) == winner


def test_sept_5_trick_winner_refuses_empty_trick() -> None:
    with pytest.raises(ValueError):
        trick_winner([])
    with pytest.raises(ValueError):
        trick_winner([Card("2", card("Ap").suit)])


@pytest.mark.parametrize("hand, trick, legal", [
    # the opening card and every answer are free
    ("9k 10c Ap 7t", "", "9k 10c Ap 7t"),
    ("9k 10c Ap 7t", "9p", "9k 10c Ap 7t"),
    ("9k 10c Ap 7t", "9p 7c 9k", "9k 10c Ap 7t"),
    # the leader continues only with the opening rank or a 7
    ("9k 10c Ap 7t", "9p 7c", "9k 7t"),
    ("Rk Vc", "10p 10c", ""),
    ("Rk 7c", "Rp Ac", "Rk 7c"),
])
def test_sept_5_legal_plays(hand: str, trick: str, legal: str) -> None:
    g = game()
    assert g.legal_plays(SeptTrick(plays(cards(trick))), cards(hand)) == cards(legal)


def test_sept_5_leader_without_rank_or_seven_must_stop() -> None:
    # spec example 8: the leader holds no 10 and no 7
    g = game()
    assert not g.can_continue(SeptTrick(plays(cards("10p 10c"))), cards("Rk Vc 8t"))
    assert g.can_continue(SeptTrick(plays(cards("10p 10c"))), cards("Rk 10k"))
    assert not g.can_continue(SeptTrick(plays(cards("10p"))), cards("Rk 10k"))


def test_sept_s3_illegal_continuation_refused() -> None:
    g = game()
    with pytest.raises(IllegalContinuation) as refused:
        g.verify_play(SeptTrick(plays(cards("9p 7c"))), cards("Rk 9k"), card("Rk"))
    assert refused.value.rule == "Sept §5"
    g.verify_play(SeptTrick(plays(cards("9p 7c"))), cards("Rk 9k"), card("9k"))
    assert g.can_play(SeptTrick(plays(cards("9p"))), cards("Rk 9k"), card("Rk"))
    assert not g.can_play(SeptTrick(plays(cards("9p"))), cards("Rk 9k"), card("Ap"))


def test_sept_5_draws_back_to_four() -> None:
    # spec example 7: each played 2 cards, each draws 2
    assert Sept.draws(20, 2) == 2
    assert Sept.draws(2, 3) == 1
    assert Sept.draws(0, 1) == 0


# --------------------------------------------------------------------- properties


@st.composite
def sept_deal(draw: st.DrawFn) -> dict[str, Any]:
    a = draw(st.integers(-1, 9))
    entry: dict[str, Any] = {"brisques": {A: a, B: draw(st.sampled_from([8 - a, 8 - a, 8 - a, 3]))},
                             "last_trick": draw(st.sampled_from(PLAYERS))}
    if draw(st.integers(0, 5)) == 0:
        entry["all_cards"] = draw(st.sampled_from(PLAYERS))
    if draw(st.booleans()):
        entry["dealer"] = draw(st.sampled_from(PLAYERS))
    return entry


@settings(max_examples=80, deadline=None)
@given(st.lists(sept_deal(), max_size=25))
def test_sept_replay_properties(entries: list[dict[str, Any]]) -> None:
    g = game()
    log = accepted(g, entries)
    check_log(g, log)
    result = replay(g, log)
    previous = {p: 0 for p in PLAYERS}
    for number, record in enumerate(result.deals):
        # §6: exactly one player scores 1, 2 or 3 per deal
        scored = [p for p in PLAYERS if record.delta[p]]
        assert len(scored) == 1 and record.delta[scored[0]] in (1, 2, 3)
        assert all(record.delta[p] >= 0 for p in PLAYERS)
        # §4: the loser deals the next deal
        if number + 1 < len(result.deals):
            assert result.deals[number + 1].dealer != scored[0]
        # §6: the game ends as soon as someone reaches 10, and not before
        assert all(v < 10 for v in previous.values())
        previous = dict(record.totals)
    if result.finished:
        assert result.winner is not None and result.totals[result.winner] >= 10
    else:
        assert all(v < 10 for v in result.totals.values())
