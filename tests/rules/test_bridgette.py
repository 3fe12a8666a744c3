"""Bridgette, from the rulebook's chapter and shared/spec/bridgette.md.

Test names cite the rulebook's articles (Bridgette §3 to §10) or the spec's
rulings (A1-A13); the spec's worked examples 1-12 are checked with their
exact points.
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
from compagnon.rules.decks import Card, Suit
from compagnon.rules.games.bridgette import (
    COLON_ROYAL,
    CONTRACT_TABLE,
    GRAND_COLON,
    PETIT_COLON,
    STRAINS,
    AuctionError,
    Bridgette,
    BridgetteState,
    BridgetteTrick,
    PlayFault,
    bid_rank,
    contract_value,
    defence_points,
    group_of,
    lowest_level,
    run_auction,
    tricks_after_faults,
)
from compagnon.rules.tricks import played as plays

PLAYERS = ["Ana", "Bea"]
A, B = PLAYERS
SA = "sans_atout"


def game() -> Bridgette:
    g = new_game("bridgette", PLAYERS)
    assert isinstance(g, Bridgette)
    return g


def deal(level: int, strain: str, declarer: str, tricks: int, doubling: str | None = None,
         faults: list[tuple[str, str]] | None = None, **more: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"contract": {"level": level, "strain": strain}, "declarer": declarer,
                             "declarer_tricks": tricks, **more}
    if doubling is not None:
        entry["doubling"] = doubling
    if faults:
        entry["faults"] = [{"offender": p, "kind": k} for p, k in faults]
    return entry


def bid(player: str, level: int, strain: str) -> dict[str, Any]:
    return {"player": player, "call": "bid", "level": level, "strain": strain}


def call(player: str, kind: str) -> dict[str, Any]:
    return {"player": player, "call": kind}


def at(totals: tuple[int, int], manches: int, dealer: str = A) -> BridgetteState:
    return BridgetteState(totals=dict(zip(PLAYERS, totals, strict=True)), dealer=dealer, deals=manches,
                          manches=manches)


def score(g: Bridgette, before: BridgetteState, entry: dict[str, Any]) -> Outcome[BridgetteState]:
    outcome = g.play(before, entry)
    assert g.delta_of(outcome.lines) == dict(outcome.delta), "the lines explain every point"
    for line in outcome.lines:
        assert line.rule.startswith("Bridgette §") and line.text
    # §8 NB: only one player scores in a manche
    assert sum(1 for p in PLAYERS if outcome.delta[p]) <= 1
    return outcome


def delta_of(entry: dict[str, Any], before: BridgetteState | None = None) -> dict[str, int]:
    g = game()
    return dict(score(g, before or g.new_state(), entry).delta)


def refused_field(entry: dict[str, Any], before: BridgetteState | None = None) -> str:
    g = game()
    with pytest.raises(DealError) as refused:
        g.play(before or g.new_state(), entry)
    return refused.value.field


# --------------------------------------------------------------------- §2, §6 the ladder


def test_bridgette_2_exactly_two_players() -> None:
    for players in (["Ana"], ["Ana", "Bea", "Cyr"]):
        with pytest.raises(SetupError):
            new_game("bridgette", players)


def test_bridgette_1_deck_has_55_cards() -> None:
    assert len(Bridgette.deck or ()) == 55


def test_bridgette_6_ladder_has_36_bids_in_order() -> None:
    ladder = [(0, SA)] + [(level, s) for level in range(1, 8) for s in STRAINS]
    ranks = [bid_rank(level, s) for level, s in ladder]
    assert len(ladder) == 36 and ranks == sorted(ranks) and len(set(ranks)) == 36
    assert bid_rank(1, "trefle") > bid_rank(0, SA)
    assert bid_rank(2, "trefle") > bid_rank(1, SA)
    with pytest.raises(ValueError):
        bid_rank(0, "coeur")


@pytest.mark.parametrize("highest, strain, lowest", [
    # §6: with no bid, 0 at Sans-Atout, 1 in a suit
    (None, SA, 0), (None, "trefle", 1), (None, "pique", 1),
    # spec example 10: over 2Co
    ((2, "coeur"), "coeur", 3), ((2, "coeur"), SA, 2), ((2, "coeur"), "pique", 2), ((2, "coeur"), "trefle", 3),
    ((2, SA), "trefle", 3), ((0, SA), "trefle", 1), ((0, SA), SA, 1),
    ((7, "pique"), SA, 7), ((7, SA), "trefle", None), ((7, SA), SA, None),
])
def test_bridgette_6_lowest_available_level(highest: tuple[int, str] | None, strain: str,
                                            lowest: int | None) -> None:
    from compagnon.rules.games.bridgette import Contract
    assert lowest_level(Contract(*highest) if highest else None, strain) == lowest


# --------------------------------------------------------------------- §8 the contract table


def test_bridgette_8_a1_every_contract_once() -> None:
    bids = [b for _, _, row in CONTRACT_TABLE for b in row]
    assert len(bids) == 36 == len(set(bids))


@pytest.mark.parametrize("level, strain, category, points", [
    # §8 minimum
    (0, SA, "minimum", 100), (1, "trefle", "minimum", 100), (1, "pique", "minimum", 100),
    # §8 partiel, with 2SA by ruling A1
    (1, SA, "partiel", 200), (2, SA, "partiel", 200), (2, "coeur", "partiel", 200), (3, "pique", "partiel", 200),
    (4, "trefle", "partiel", 200), (4, "carreau", "partiel", 200),
    # §8 complet, with 3SA by ruling A1
    (3, SA, "complet", 700), (4, SA, "complet", 700), (4, "coeur", "complet", 700), (4, "pique", "complet", 700),
    (5, "trefle", "complet", 700), (5, "pique", "complet", 700),
    # §8 slams (A13: 5SA above 6 in a suit, as written)
    (6, "trefle", "petit_chelem", 1400), (6, "pique", "petit_chelem", 1400),
    (5, SA, "sous_chelem", 1500), (6, SA, "chelem_geant", 2000),
    (7, "coeur", "grand_chelem", 2100), (7, SA, "super_chelem", 2500),
])
def test_bridgette_8_contract_values(level: int, strain: str, category: str, points: int) -> None:
    assert contract_value(level, strain) == (category, points)


@pytest.mark.parametrize("down, doubling, points", [
    # §8: 100 a trick up to 5, then 1000; ×3 contré, ×4 surcontré
    (1, "none", 100), (3, "none", 300), (5, "none", 500), (6, "none", 1000), (13, "none", 1000),
    (1, "contre", 300), (3, "contre", 900), (5, "contre", 1500), (6, "contre", 3000),
    (1, "surcontre", 400), (2, "surcontre", 800), (6, "surcontre", 4000), (7, "surcontre", 4000),
])
def test_bridgette_8_defence_points(down: int, doubling: str, points: int) -> None:
    assert defence_points(down, doubling) == points


@pytest.mark.parametrize("taken, by_declarer, by_defender, tricks", [
    # §9 and ruling A5: netted, then moved, within 0..13
    (9, 3, 0, 6), (8, 0, 2, 10), (12, 0, 2, 13), (1, 3, 0, 0), (13, 0, 4, 13),
    (7, 2, 2, 7), (7, 3, 2, 6), (7, 2, 4, 9), (0, 0, 0, 0),
])
def test_bridgette_9_a5_trick_transfers(taken: int, by_declarer: int, by_defender: int, tricks: int) -> None:
    assert tricks_after_faults(taken, by_declarer, by_defender) == tricks


# --------------------------------------------------------------------- §8 the worked examples


@pytest.mark.parametrize("entry, delta", [
    # example 1: 3SA exactly made, complet (A1)
    (deal(3, SA, A, 9), {A: 700, B: 0}),
    # example 2: 2SA with an overtrick (A1)
    (deal(2, SA, B, 9), {A: 0, B: 300}),
    # example 3: 4Co contré, 11 tricks
    (deal(4, "coeur", A, 11, "contre"), {A: 1300, B: 0}),
    # example 4: 6Pi surcontré, exact
    (deal(6, "pique", B, 12, "surcontre"), {A: 0, B: 2400}),
    # example 5: 5Tr contré, down 3
    (deal(5, "trefle", A, 8, "contre"), {A: 0, B: 900}),
    # example 6: flat 1000 and its multiple; 0SA made
    (deal(7, SA, A, 6), {A: 0, B: 1000}),
    (deal(4, "pique", A, 4, "surcontre"), {A: 0, B: 4000}),
    (deal(0, SA, A, 6), {A: 100, B: 0}),
    # example 7: a Sans-Atout fault breaks the contract
    (deal(2, SA, B, 9, faults=[(B, "sa_without_all_suits")]), {A: 200, B: 0}),
    # example 8: the defender's revoke helps the declarer
    (deal(1, "carreau", A, 8, faults=[(B, "other")]), {A: 200, B: 0}),
    # example 9: the 13-trick cap, no overtrick
    (deal(7, "pique", A, 12, faults=[(B, "other")]), {A: 2100, B: 0}),
])
def test_bridgette_8_worked_examples(entry: dict[str, Any], delta: dict[str, int]) -> None:
    assert delta_of(entry) == delta


@pytest.mark.parametrize("entry, delta", [
    # §8 A6: the overtrick bonus is flat, whatever the number of extra tricks
    (deal(1, "coeur", A, 13), {A: 200, B: 0}),
    (deal(1, "coeur", A, 8), {A: 200, B: 0}),
    (deal(1, "coeur", A, 13, "contre"), {A: 700, B: 0}),
    (deal(1, "coeur", A, 13, "surcontre"), {A: 1600, B: 0}),
    # made exactly: no bonus
    (deal(1, "coeur", A, 7), {A: 100, B: 0}),
    (deal(1, "coeur", A, 7, "contre"), {A: 500, B: 0}),
    (deal(1, "coeur", A, 7, "surcontre"), {A: 1100, B: 0}),
    (deal(7, SA, B, 13, "surcontre"), {A: 0, B: 3500}),
    # down one
    (deal(1, "coeur", A, 6), {A: 0, B: 100}),
    (deal(1, "coeur", A, 6, "contre"), {A: 0, B: 300}),
    (deal(0, SA, B, 0, "surcontre"), {A: 4000, B: 0}),
    (deal(0, SA, B, 1), {A: 500, B: 0}),
])
def test_bridgette_8_bonuses_and_penalties(entry: dict[str, Any], delta: dict[str, int]) -> None:
    assert delta_of(entry) == delta


@pytest.mark.parametrize("faults, tricks, delta", [
    # §9: both players at fault, netted (A5)
    ([(A, "other"), (B, "other")], 9, {A: 100 + 100, B: 0}),
    ([(A, "sa_without_all_suits"), (B, "other")], 9, {A: 100 + 100, B: 0}),
    ([(A, "sa_without_all_suits"), (A, "other")], 9, {A: 0, B: 300}),
    ([(A, "sa_without_all_suits")] * 5, 13, {A: 0, B: 1000}),
    ([(B, "other")] * 3, 1, {A: 100, B: 0}),
])
def test_bridgette_9_faults_move_tricks(faults: list[tuple[str, str]], tricks: int,
                                        delta: dict[str, int]) -> None:
    assert delta_of(deal(1, "coeur", A, tricks, faults=faults)) == delta


def test_bridgette_9_fault_lines_name_the_transfer() -> None:
    g = game()
    entry = deal(2, SA, B, 9)
    entry["faults"] = [{"offender": B, "kind": "sa_without_all_suits", "note": "pas de trèfle"}]
    outcome = score(g, g.new_state(), entry)
    texts = [line.text for line in outcome.lines if line.rule == "Bridgette §9"]
    assert any("3 plis" in t and A in t and "pas de trèfle" in t for t in texts)
    assert any("9" in t and "6" in t for t in texts)
    assert outcome.details.tricks == 6 and outcome.details.made is False


# --------------------------------------------------------------------- §10 and A2-A3: the game


EXAMPLE_12 = [
    deal(3, SA, A, 9),
    deal(4, "coeur", B, 11, "contre"),
    deal(5, "trefle", A, 8, "contre"),
    deal(2, SA, B, 9, faults=[(B, "sa_without_all_suits")]),
    deal(6, "pique", A, 12, "surcontre"),
    deal(4, "pique", B, 10, "contre"),
]


def test_bridgette_10_example_12_tie_then_seventh_deal() -> None:
    g = game()
    six = replay(g, EXAMPLE_12)
    assert [dict(d.totals) for d in six.deals] == [
        {A: 700, B: 0}, {A: 700, B: 1300}, {A: 700, B: 2200}, {A: 900, B: 2200}, {A: 3300, B: 2200},
        {A: 3300, B: 3300}]
    assert not six.finished and six.winner is None and six.report()["manches_played"] == 6
    seven = replay(g, [*EXAMPLE_12, deal(1, "carreau", A, 8, faults=[(B, "other")])])
    assert seven.finished and seven.winner == A
    assert dict(seven.totals) == {A: 3500, B: 3300}
    assert seven.report()["manches_played"] == 7


@pytest.mark.parametrize("before, manches, entry, finished, winner", [
    # §10: six manches, the higher total wins
    ((0, 0), 5, deal(1, "coeur", A, 7), True, A),
    ((0, 500), 5, deal(1, "coeur", A, 7), True, B),
    ((0, 0), 4, deal(1, "coeur", A, 7), False, None),
    # a tie after six: not over
    ((0, 100), 5, deal(1, "coeur", A, 7), False, None),
    # the seventh deal decides
    ((100, 100), 6, deal(1, "coeur", A, 6), True, B),
    ((100, 100), 6, deal(1, "coeur", B, 7), True, B),
])
def test_bridgette_10_end_of_game(before: tuple[int, int], manches: int, entry: dict[str, Any], finished: bool,
                                  winner: str | None) -> None:
    g = game()
    outcome = score(g, at(before, manches), entry)
    assert outcome.state.finished is finished
    assert g.winner(outcome.state) == winner


def test_bridgette_a2_passed_out_deals_do_not_count() -> None:
    g = game()
    log = [deal(1, "coeur", A, 7), {"passed_out": True}, {"passed_out": True}] + [deal(1, "coeur", B, 7)] * 4
    result = replay(g, log)
    assert result.report()["manches_played"] == 5 and not result.finished
    assert [dict(d.delta) for d in result.deals][1:3] == [{A: 0, B: 0}] * 2
    result = replay(g, [*log, deal(1, "coeur", B, 7)])
    assert result.finished and result.winner == B and result.report()["manches_played"] == 6


def test_bridgette_a2_passed_out_seventh_deal_is_redealt() -> None:
    g = game()
    result = replay(g, [*EXAMPLE_12, {"passed_out": True}])
    assert not result.finished and result.report()["manches_played"] == 6


@pytest.mark.parametrize("log, dealers, next_dealer", [
    # ruling A3: strict alternation over the entries, passed-out ones included
    ([deal(1, "coeur", A, 7)] * 3, [A, B, A], B),
    ([deal(1, "coeur", A, 7), {"passed_out": True}, deal(1, "coeur", A, 7)], [A, B, A], B),
    ([deal(1, "coeur", A, 7, dealer=B), deal(1, "coeur", A, 7)], [B, A], B),
    ([], [], A),
])
def test_bridgette_a3_dealer_alternates(log: list[dict[str, Any]], dealers: list[str], next_dealer: str) -> None:
    result = replay(game(), log)
    assert [d.dealer for d in result.deals] == dealers
    assert result.report()["next_dealer"] == next_dealer


def test_bridgette_10_no_deal_after_the_end() -> None:
    g = game()
    result = replay(g, [deal(1, "coeur", A, 7)] * 6)
    assert result.finished and result.winner == A and dict(result.totals) == {A: 600, B: 0}
    with pytest.raises(DealError) as refused:
        g.play(result.state, {"passed_out": True})
    assert refused.value.field == "deal"


# --------------------------------------------------------------------- §6 the auction


def test_bridgette_6_example_10_contre_cancelled_by_a_new_bid() -> None:
    calls = [bid(A, 2, "coeur"), bid(B, 2, SA), call(A, "contre"), bid(B, 3, "trefle"), call(A, "pass"),
             call(B, "pass")]
    auction = run_auction(calls, PLAYERS, A)
    assert auction.contract is not None and (auction.contract.level, auction.contract.strain) == (3, "trefle")
    assert auction.declarer == B and auction.doubling == "none" and not auction.passed_out
    # 2Co is a jump (lowest Co is 1Co); 2SA over 2Co and 3Tr over 2SA are not
    assert auction.jumps == (0,)


@pytest.mark.parametrize("calls, contract, declarer, doubling", [
    # spec example 10 variants
    ([bid(A, 2, "coeur"), bid(B, 2, SA), call(A, "contre"), call(B, "pass")], (2, SA), B, "contre"),
    ([bid(A, 2, "coeur"), bid(B, 2, SA), call(A, "contre"), call(B, "surcontre")], (2, SA), B, "surcontre"),
    # §6: a player may raise his own bid after the other passed
    ([bid(A, 1, "coeur"), call(B, "pass"), bid(A, 2, "coeur"), call(B, "pass"), call(A, "pass")], (2, "coeur"), A,
     "none"),
    ([call(A, "pass"), bid(B, 0, SA), call(A, "pass"), call(B, "pass")], (0, SA), B, "none"),
    ([bid(A, 1, "coeur"), call(B, "pass"), call(A, "pass")], (1, "coeur"), A, "none"),
    ([bid(A, 1, "coeur"), call(B, "contre"), bid(A, 1, SA), call(B, "contre"), call(A, "pass")], (1, SA), A,
     "contre"),
    ([bid(A, 7, SA), call(B, "contre"), call(A, "surcontre")], (7, SA), A, "surcontre"),
])
def test_bridgette_6_auction_outcomes(calls: list[dict[str, Any]], contract: tuple[int, str], declarer: str,
                                      doubling: str) -> None:
    auction = run_auction(calls, PLAYERS, A)
    assert auction.contract is not None
    assert (auction.contract.level, auction.contract.strain) == contract
    assert auction.declarer == declarer and auction.doubling == doubling


def test_bridgette_a2_both_pass_is_passed_out() -> None:
    assert run_auction([call(A, "pass"), call(B, "pass")], PLAYERS, A).passed_out


@pytest.mark.parametrize("calls, index", [
    # spec example 10 error: not strictly higher
    ([bid(A, 2, "coeur"), bid(B, 2, "coeur")], 1),
    ([bid(A, 2, "coeur"), bid(B, 1, SA)], 1),
    ([bid(A, 2, "coeur"), bid(B, 2, "carreau")], 1),
    # level 0 only at Sans-Atout
    ([bid(A, 0, "pique")], 0),
    # out of turn
    ([bid(B, 1, "coeur")], 0),
    ([bid(A, 1, "coeur"), bid(A, 2, "coeur")], 1),
    # contre only right after the opponent's bid (A12)
    ([call(A, "contre")], 0),
    ([bid(A, 1, "coeur"), call(B, "pass"), call(A, "contre")], 2),
    ([bid(A, 1, "coeur"), call(B, "contre"), call(A, "contre")], 2),
    # surcontre only by the doubled bidder right after the contre
    ([bid(A, 1, "coeur"), call(B, "surcontre")], 1),
    ([bid(A, 1, "coeur"), call(B, "contre"), bid(A, 2, "coeur"), call(B, "surcontre")], 3),
    # nothing after the end
    ([call(A, "pass"), call(B, "pass"), bid(A, 1, "coeur")], 2),
    ([bid(A, 1, "coeur"), call(B, "contre"), call(A, "pass"), call(B, "pass")], 3),
    ([bid(A, 1, "coeur"), call(B, "contre"), call(A, "surcontre"), call(B, "pass")], 3),
])
def test_bridgette_6_illegal_calls(calls: list[dict[str, Any]], index: int) -> None:
    with pytest.raises(AuctionError) as refused:
        run_auction(calls, PLAYERS, A)
    assert refused.value.index == index and refused.value.field == "auction"


@pytest.mark.parametrize("calls", [
    [], [call(A, "pass")], [bid(A, 1, "coeur")], [bid(A, 1, "coeur"), call(B, "pass")],
    [bid(A, 1, "coeur"), call(B, "contre")], [call(A, "pass"), bid(B, 1, "coeur"), call(A, "pass")],
])
def test_bridgette_6_unfinished_auction(calls: list[dict[str, Any]]) -> None:
    with pytest.raises(AuctionError) as refused:
        run_auction(calls, PLAYERS, A)
    assert refused.value.index is None
    run_auction(calls, PLAYERS, A, complete=False)


def test_bridgette_6_verify_call_and_can_call() -> None:
    g = game()
    so_far = [bid(A, 2, "coeur")]
    assert g.can_call(so_far, bid(B, 2, SA), dealer=B)
    assert not g.can_call(so_far, bid(B, 2, "coeur"), dealer=B)
    assert g.can_call(so_far, call(B, "contre"), dealer=B)
    assert not g.can_call(so_far, call(B, "surcontre"), dealer=B)
    assert not g.can_call([], bid(B, 1, "coeur"), dealer=B)  # the dealer's opponent speaks first
    with pytest.raises(AuctionError):
        g.verify_call(so_far, bid(B, 1, "pique"), dealer=B)
    stands = g.verify_call(so_far, call(B, "contre"), dealer=B)
    assert stands.doubling == "contre" and not stands.ended


@pytest.mark.parametrize("so_far, level, strain, jump", [
    # §6: the first bid is 0SA or 1 in a suit; more is a jump
    ([], 0, SA, False), ([], 1, "trefle", False), ([], 2, "trefle", True), ([], 1, SA, True),
    # spec example 10
    ([bid(A, 2, "coeur")], 2, SA, False), ([bid(A, 2, "coeur")], 3, "coeur", False),
    ([bid(A, 2, "coeur")], 4, "coeur", True), ([bid(A, 2, "coeur")], 3, "pique", True),
])
def test_bridgette_6_jump_bids(so_far: list[dict[str, Any]], level: int, strain: str, jump: bool) -> None:
    assert game().is_jump(so_far, level, strain, dealer=B) is jump


def test_bridgette_6_jump_in_a_suit_is_only_a_reminder() -> None:
    g = game()
    entry = {"dealer": B, "auction": [bid(A, 3, "coeur"), call(B, "pass"), call(A, "pass")], "declarer_tricks": 9}
    outcome = score(g, g.new_state(), entry)
    assert dict(outcome.delta) == {A: 200, B: 0}
    assert [line.points for line in outcome.lines if line.rule == "Bridgette §6"] == [0]


# --------------------------------------------------------------------- §3J the entry and its refusals


AUCTION = [bid(A, 2, "coeur"), bid(B, 2, SA), call(A, "contre"), call(B, "pass")]


@pytest.mark.parametrize("entry, delta", [
    # 3J.1: the auction alone gives contract, declarer and doubling
    ({"dealer": B, "auction": AUCTION, "declarer_tricks": 8}, {A: 0, B: 600}),
    # matching fields may be given as well
    ({"dealer": B, "auction": AUCTION, "declarer_tricks": 8, "contract": {"level": 2, "strain": SA},
      "declarer": B, "doubling": "contre", "passed_out": False}, {A: 0, B: 600}),
    ({"dealer": B, "auction": [call(A, "pass"), call(B, "pass")]}, {A: 0, B: 0}),
    ({"dealer": B, "auction": [call(A, "pass"), call(B, "pass")], "passed_out": True, "faults": [],
      "doubling": "none"}, {A: 0, B: 0}),
    # informational and unknown keys
    ({**deal(1, "coeur", A, 7), "turned_card_group": "grand", "remark": "x"}, {A: 100, B: 0}),
    ({**deal(1, "coeur", A, 7), "doubling": None, "faults": None, "auction": None}, {A: 100, B: 0}),
])
def test_bridgette_3j_accepted_entries(entry: dict[str, Any], delta: dict[str, int]) -> None:
    g = game()
    assert delta_of(entry) == delta
    assert g.write_entry(g.read_entry(entry)) == entry


@pytest.mark.parametrize("entry, field", [
    # dealer, turned card
    ({**deal(1, "coeur", A, 7), "dealer": "Cyr"}, "dealer"),
    ({**deal(1, "coeur", A, 7), "turned_card_group": "figure"}, "turned_card_group"),
    # passed out with a contract (A2)
    ({"passed_out": True, "declarer_tricks": 7}, "passed_out"),
    ({"passed_out": True, "contract": {"level": 1, "strain": "coeur"}}, "passed_out"),
    ({"passed_out": True, "declarer": A}, "passed_out"),
    ({"passed_out": True, "doubling": "contre"}, "passed_out"),
    ({"passed_out": True, "faults": [{"offender": A, "kind": "other"}]}, "passed_out"),
    ({"passed_out": "yes"}, "passed_out"),
    ({"dealer": B, "auction": AUCTION, "declarer_tricks": 8, "passed_out": True}, "passed_out"),
    ({"dealer": B, "auction": [call(A, "pass"), call(B, "pass")], "passed_out": False}, "passed_out"),
    ({"dealer": B, "auction": [call(A, "pass"), call(B, "pass")], "declarer_tricks": 3}, "passed_out"),
    # the contract
    ({"declarer": A, "declarer_tricks": 7}, "contract"),
    (deal(0, "coeur", A, 7), "contract"),
    (deal(8, "coeur", A, 7), "contract"),
    (deal(-1, SA, A, 7), "contract"),
    (deal(1, "atout", A, 7), "contract"),
    ({**deal(1, "coeur", A, 7), "contract": {"level": 1}}, "contract"),
    ({**deal(1, "coeur", A, 7), "contract": "1Co"}, "contract"),
    ({"dealer": B, "auction": AUCTION, "declarer_tricks": 8, "contract": {"level": 2, "strain": "coeur"}},
     "contract"),
    # the declarer
    ({"contract": {"level": 1, "strain": "coeur"}, "declarer_tricks": 7}, "declarer"),
    (deal(1, "coeur", "Cyr", 7), "declarer"),
    ({"dealer": B, "auction": AUCTION, "declarer_tricks": 8, "declarer": A}, "declarer"),
    # the doubling
    (deal(1, "coeur", A, 7, "double"), "doubling"),
    ({"dealer": B, "auction": AUCTION, "declarer_tricks": 8, "doubling": "none"}, "doubling"),
    ({"dealer": B, "auction": AUCTION, "declarer_tricks": 8, "doubling": "surcontre"}, "doubling"),
    # the tricks
    ({"contract": {"level": 1, "strain": "coeur"}, "declarer": A}, "declarer_tricks"),
    (deal(1, "coeur", A, 14), "declarer_tricks"),
    (deal(1, "coeur", A, -1), "declarer_tricks"),
    (deal(1, "coeur", A, True), "declarer_tricks"),
    ({"dealer": B, "auction": AUCTION}, "declarer_tricks"),
    # the faults
    ({**deal(1, "coeur", A, 7), "faults": [{"offender": "Cyr", "kind": "other"}]}, "faults"),
    ({**deal(1, "coeur", A, 7), "faults": [{"kind": "other"}]}, "faults"),
    ({**deal(1, "coeur", A, 7), "faults": [{"offender": A, "kind": "revoke"}]}, "faults"),
    ({**deal(1, "coeur", A, 7), "faults": [{"offender": A}]}, "faults"),
    ({**deal(1, "coeur", A, 7), "faults": {"offender": A, "kind": "other"}}, "faults"),
    # the auction (3J.3)
    ({"dealer": B, "auction": [bid(A, 2, "coeur"), bid(B, 2, "coeur")], "declarer_tricks": 8}, "auction"),
    ({"dealer": A, "auction": AUCTION, "declarer_tricks": 8}, "auction"),
    ({"dealer": B, "auction": AUCTION[:3], "declarer_tricks": 8}, "auction"),
    ({"dealer": B, "auction": [], "declarer_tricks": 8}, "auction"),
    ({"dealer": B, "auction": [call(A, "double")], "declarer_tricks": 8}, "auction"),
    ({"dealer": B, "auction": [{"call": "pass"}], "declarer_tricks": 8}, "auction"),
    ({"dealer": B, "auction": [bid(A, 9, "coeur")], "declarer_tricks": 8}, "auction"),
    ({"dealer": B, "passed_out": True, "declarer": None, "faults": None, "auction": [call(A, "pass")]}, "auction"),
])
def test_bridgette_3j_refusals(entry: dict[str, Any], field: str) -> None:
    assert refused_field(entry) == field


@pytest.mark.parametrize("entry, field", [
    # the first row of the table wins
    ({"dealer": "Cyr", "passed_out": True, "declarer_tricks": 3}, "dealer"),
    ({"turned_card_group": "x", "passed_out": True, "declarer_tricks": 3}, "turned_card_group"),
    ({"passed_out": True, "contract": {"level": 9, "strain": "coeur"}, "declarer_tricks": 30}, "passed_out"),
    ({"passed_out": True, "declarer_tricks": 3, "auction": [call(B, "pass")]}, "passed_out"),
    ({"contract": {"level": 0, "strain": "coeur"}, "declarer": "Cyr", "declarer_tricks": 14}, "contract"),
    ({"contract": {"level": 1, "strain": "coeur"}, "declarer": "Cyr", "declarer_tricks": 14}, "declarer"),
    ({"dealer": B, "auction": [bid(A, 1, "coeur"), call(B, "pass"), call(A, "pass")],
      "contract": {"level": 2, "strain": "coeur"}, "declarer_tricks": 14}, "contract"),
    ({"dealer": B, "auction": [bid(A, 1, "coeur"), call(B, "pass"), call(A, "pass")],
      "declarer": B, "declarer_tricks": 14}, "declarer"),
    ({"dealer": B, "auction": [bid(A, 1, "coeur"), call(B, "pass"), call(A, "pass")],
      "declarer_tricks": 14}, "declarer_tricks"),
    ({"dealer": B, "auction": [bid(A, 1, "coeur"), bid(B, 1, "carreau")], "contract": {"level": 3, "strain": "x"},
      "declarer": A, "declarer_tricks": 7}, "contract"),
    ({"dealer": B, "auction": [bid(A, 1, "coeur"), bid(B, 1, "carreau")], "declarer_tricks": 7,
      "faults": [{"offender": "Cyr", "kind": "other"}]}, "faults"),
    # an auction that cannot be followed leaves the required fields unchecked
    ({"dealer": B, "auction": [bid(A, 1, "coeur"), bid(B, 1, "carreau")]}, "auction"),
    ({"dealer": B, "auction": [call(A, "pass")]}, "auction"),
])
def test_bridgette_3j_refusal_precedence(entry: dict[str, Any], field: str) -> None:
    assert refused_field(entry) == field


def test_bridgette_3j_auction_uses_the_default_dealer() -> None:
    g = game()
    after_one = replay(g, [deal(1, "coeur", A, 7)]).state  # Bea deals next: Ana speaks first
    ok = {"auction": [bid(A, 1, "coeur"), call(B, "pass"), call(A, "pass")], "declarer_tricks": 7}
    assert dict(score(g, after_one, ok).delta) == {A: 100, B: 0}
    with pytest.raises(DealRefused) as refused:
        replay(g, [ok])  # Ana deals the first deal: Bea speaks first
    assert refused.value.field == "auction"


def test_bridgette_3j_entry_declares_the_form() -> None:
    names = Bridgette.example().entry_schema.names
    assert names == ("dealer", "turned_card_group", "passed_out", "contract", "declarer", "doubling",
                     "declarer_tricks", "faults", "auction")


# --------------------------------------------------------------------- §7 the referee


def test_bridgette_3_groups_and_colons() -> None:
    assert [group_of(card(t)) for t in ("2p", "10c", "Vk", "Dt", "Rp", "Ac")] == \
        ["petit", "petit", "royal", "royal", "royal", "grand"]
    assert group_of(PETIT_COLON) == "petit" and group_of(COLON_ROYAL) == "royal"
    assert group_of(GRAND_COLON) == "grand" and group_of(Card("C", Suit.COEUR)) == "royal"


@pytest.mark.parametrize("lead, response, trump, winner", [
    # §7: same suit, the higher rank
    ("9c", "Vc", Suit.PIQUE, 1), ("Ac", "Rc", Suit.PIQUE, 0), ("2t", "3t", None, 1),
    # §7: a trump takes, a discard loses
    ("Ac", "2p", Suit.PIQUE, 1), ("Ac", "2p", None, 0), ("9c", "Ak", Suit.PIQUE, 0),
    ("2p", "Ac", Suit.PIQUE, 0),
    # §7.1 and spec example 11: a Colon in answer always loses
    ("9c", "excuse", Suit.PIQUE, 0), ("Dc", "excuse", Suit.PIQUE, 0), ("Ac", "grand", None, 0),
    # a Colon led: the group or a trump takes, anything else loses
    ("royal", "Vk", Suit.PIQUE, 1), ("royal", "2p", Suit.PIQUE, 1), ("royal", "7k", Suit.PIQUE, 0),
    ("grand", "At", Suit.PIQUE, 1), ("grand", "Rt", Suit.PIQUE, 0), ("excuse", "10c", None, 1),
    ("excuse", "Vc", None, 0), ("excuse", "2p", Suit.PIQUE, 1),
    # A8: a Colon on a Colon loses
    ("excuse", "grand", Suit.PIQUE, 0), ("royal", "excuse", None, 0),
])
def test_bridgette_7_trick_winner(lead: str, response: str, trump: Suit | None, winner: int) -> None:
    named = {"excuse": PETIT_COLON, "royal": COLON_ROYAL, "grand": GRAND_COLON}
    played = [named.get(t) or card(t) for t in (lead, response)]
    assert game().trick_winner(BridgetteTrick(plays(played), trump=trump)) == winner


def test_bridgette_7_1_matching_colon_bans_the_suit() -> None:
    # spec example 11
    assert Bridgette.banned_suit(card("9c"), PETIT_COLON) == Suit.COEUR
    assert Bridgette.banned_suit(card("Dc"), PETIT_COLON) is None
    assert Bridgette.banned_suit(card("Dc"), Card("C", Suit.TREFLE)) == Suit.COEUR
    assert Bridgette.banned_suit(card("9c"), card("10c")) is None


def on(trick_so_far: list[Card], banned: Suit | None = None) -> BridgetteTrick:
    return BridgetteTrick(plays(trick_so_far), banned=banned)


def test_bridgette_7_1_legal_plays() -> None:
    g = game()
    hand = [*cards("3c Vc 2p"), PETIT_COLON, COLON_ROYAL]
    # follow suit, or the Colon of the led card's group (A7)
    assert g.legal_plays(on(cards("9c")), hand) == [*cards("3c Vc"), PETIT_COLON]
    assert g.legal_plays(on(cards("Rc")), hand) == [*cards("3c Vc"), COLON_ROYAL]
    # void: anything
    assert g.legal_plays(on(cards("9k")), hand) == hand
    # a Colon led: anything (A8)
    assert g.legal_plays(on([GRAND_COLON]), hand) == hand
    # the banned suit may not be led, a Colon counting as another card (A9)
    assert g.legal_plays(on([], banned=Suit.COEUR), hand) == [card("2p"), PETIT_COLON, COLON_ROYAL]
    assert g.legal_plays(on([], banned=Suit.COEUR), cards("3c Vc")) == cards("3c Vc")
    assert g.legal_plays(on([], banned=Suit.COEUR), [card("3c"), PETIT_COLON]) == [PETIT_COLON]


def test_bridgette_9_play_faults() -> None:
    g = game()
    hand = [*cards("3c Vc 2p"), PETIT_COLON]
    with pytest.raises(PlayFault) as refused:
        g.verify_play(on(cards("Dc")), hand, PETIT_COLON)
    assert refused.value.kind == "illegal_colon"
    with pytest.raises(PlayFault) as refused:
        g.verify_play(on(cards("Dc")), hand, card("2p"))
    assert refused.value.kind == "revoke"
    with pytest.raises(PlayFault) as refused:
        g.verify_play(on([], banned=Suit.COEUR), hand, card("3c"))
    assert refused.value.kind == "forbidden_lead"
    assert g.can_play(on(cards("9c")), hand, PETIT_COLON)
    assert not g.can_play(on(cards("9c")), hand, card("Ap"))


@pytest.mark.parametrize("turned, size", [("2p", 4), ("10c", 4), ("Vk", 8), ("Rt", 8), ("Ac", 12)])
def test_bridgette_5_exchange(turned: str, size: int) -> None:
    assert Bridgette.exchange_size(card(turned)) == size
    assert Bridgette.exchange_size(PETIT_COLON) == 4 and Bridgette.exchange_size(GRAND_COLON) == 12


# --------------------------------------------------------------------- properties


@st.composite
def bridgette_deal(draw: st.DrawFn) -> dict[str, Any]:
    if draw(st.integers(0, 9)) == 0:
        return {"passed_out": True}
    level = draw(st.integers(0, 7))
    strain = draw(st.sampled_from(STRAINS))
    entry = deal(level, strain, draw(st.sampled_from(PLAYERS)), draw(st.integers(0, 13)),
                 draw(st.sampled_from([None, "none", "contre", "surcontre"])))
    faults = draw(st.lists(st.tuples(st.sampled_from(PLAYERS), st.sampled_from(["other", "sa_without_all_suits"])),
                           max_size=2))
    if faults:
        entry["faults"] = [{"offender": p, "kind": k} for p, k in faults]
    return entry


@settings(max_examples=80, deadline=None)
@given(st.lists(bridgette_deal(), max_size=12))
def test_bridgette_replay_properties(entries: list[dict[str, Any]]) -> None:
    g = game()
    log = accepted(g, entries)
    check_log(g, log)
    result = replay(g, log)
    counted = 0
    for number, record in enumerate(result.deals):
        scorers = [p for p in PLAYERS if record.delta[p]]
        # §8 NB: one scorer per played manche, none for a passed-out deal (A2)
        assert len(scorers) == (0 if log[number].get("passed_out") else 1)
        assert all(record.delta[p] >= 0 for p in PLAYERS)
        counted += len(scorers)
    assert result.report()["manches_played"] == counted
    # §10: over after 6 manches unless tied, always after 7
    if result.finished:
        assert counted in (6, 7) and result.winner is not None
    else:
        assert counted < 6 or (counted == 6 and len(set(result.totals.values())) == 1)
