"""Tarot 4 saisons, from the rulebook's chapter and shared/spec/tarot_4_saisons.md.

Test names cite the rulebook's articles (T4S §3-§13) or the spec's rulings
(T-1 to T-19); the worked examples 1-11 of the spec are checked with their
exact deltas. The five kinds of record (cancelled, unrepairable misdeal,
all-pass, annulled, played) are checked for what each requires, ignores and
refuses.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from cardtext import card, cards, trick_of
from hypothesis import given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, SetupError, new_game, render, replay
from compagnon.rules.core import Outcome
from compagnon.rules.decks import EXCUSE, Card, Suit, trump
from compagnon.rules.games.tarot_4_saisons import (
    BID_ORDER,
    TAROT_50,
    PlayFault,
    Tarot4Saisons,
    Tarot4SaisonsState,
    bid_rank,
    card_points,
    chien_allowed,
    excuse_keeper,
    has_suite,
    record_kind,
    stake,
    verify_discard,
)

PLAYERS = ["Paul", "Quentin", "Rose"]
P, Q, R = PLAYERS
X = Card(EXCUSE)


def game(**options: Any) -> Tarot4Saisons:
    g = new_game("tarot_4_saisons", PLAYERS, options=options)
    assert isinstance(g, Tarot4Saisons)
    return g


def state(totals: Mapping[str, int] | None = None, *, dealer: str = P, bar: int = 50,
          streak: int = 0) -> Tarot4SaisonsState:
    return Tarot4SaisonsState(totals=dict(totals or {p: 0 for p in PLAYERS}), dealer=dealer, bar=bar,
                              pass_streak=streak)


def bids(dealer: str, *spoken: str | tuple[str, str]) -> list[dict[str, Any]]:
    """The bids in turn from the player after ``dealer``: "pass" or (bid, form)."""
    start = PLAYERS.index(dealer) + 1
    out: list[dict[str, Any]] = []
    for i, said in enumerate(spoken):
        player = PLAYERS[(start + i) % 3]
        out.append({"player": player, "bid": "pass"} if said == "pass" else
                   {"player": player, "bid": said[0], "form": said[1]})
    return out


def played(dealer: str, taker_bid: tuple[str, str], points: tuple[int, int, int], chien: int,
           tricks: tuple[int, int, int] = (5, 5, 5), **more: Any) -> dict[str, Any]:
    """A deal where the player after the dealer bids and the two others pass."""
    return {"dealer": dealer, "bids": bids(dealer, taker_bid, "pass", "pass"),
            "card_points": dict(zip(PLAYERS, points, strict=True)), "chien_points": chien,
            "tricks_won": dict(zip(PLAYERS, tricks, strict=True)), **more}


def score(g: Tarot4Saisons, before: Tarot4SaisonsState, entry: Mapping[str, Any]) -> Outcome[Tarot4SaisonsState]:
    outcome = g.play(before, entry)
    assert g.delta_of(outcome.lines) == dict(outcome.delta), "the lines explain every point"
    for line in outcome.lines:
        assert line.rule.startswith("T4S §") and line.text and not line.text.startswith("tarot_4_saisons.")
    return outcome


def refused(g: Tarot4Saisons, before: Tarot4SaisonsState, entry: Mapping[str, Any]) -> str:
    with pytest.raises(DealError) as error:
        g.play(before, entry)
    assert not error.value.text().startswith("tarot_4_saisons.")
    return error.value.field


def delta(outcome: Outcome[Tarot4SaisonsState]) -> tuple[int, int, int]:
    return outcome.delta[P], outcome.delta[Q], outcome.delta[R]


# --------------------------------------------------------------------- cards, bids and stakes


def test_t4s_1_fifty_cards_worth_185() -> None:
    assert len(TAROT_50) == 50
    assert sum(card_points(c) for c in TAROT_50.cards()) == 185
    assert card("3c") not in TAROT_50 and card("7p") not in TAROT_50 and card("10k") not in TAROT_50


@pytest.mark.parametrize("c, points", [
    # §3: bouts 10, saisons 5, other trumps 1
    (trump(1), 10), (trump(21), 10), (X, 10), (trump(16), 5), (trump(19), 5), (trump(2), 1), (trump(15), 1),
    (trump(20), 1),
    # §3: Roi 10, Dame 8, Cavalier 6, Valet 2, As 4, 2 and 4 nothing
    (card("Rp"), 10), (card("Dc"), 8), (card("Ck"), 6), (card("Vt"), 2), (card("Ap"), 4), (card("2c"), 0),
    (card("4k"), 0),
])
def test_t4s_3_card_points(c: Card, points: int) -> None:
    assert card_points(c) == points


@pytest.mark.parametrize("bid, form, option, refused_lowering, countered, value", [
    # §5 table
    ("tout", "simple", False, False, False, 2), ("tout", "clair", False, False, False, 12),
    ("deux_plus_deux", "simple", False, False, False, 4), ("deux_plus_deux", "clair", False, False, False, 15),
    ("trois_cartes", "simple", False, False, False, 4), ("trois_cartes", "clair", False, False, False, 15),
    ("un_plus_un", "simple", False, False, False, 6), ("un_plus_un", "clair", False, False, False, 17),
    ("sans_voir", "simple", False, False, False, 7), ("sans_voir", "clair", False, False, False, 18),
    ("sans_points", "simple", False, False, False, 9), ("sans_points", "clair", False, False, False, 21),
    ("contre", "simple", False, False, False, 10), ("contre", "clair", False, False, False, 24),
    # §5: the option lowers 2+2 and 1+1 by 1 unless refused
    ("deux_plus_deux", "simple", True, False, False, 3), ("deux_plus_deux", "clair", True, False, False, 14),
    ("un_plus_un", "simple", True, False, False, 5), ("un_plus_un", "clair", True, False, False, 16),
    ("un_plus_un", "simple", True, True, False, 6),
    ("trois_cartes", "simple", True, False, False, 4),
    # §7: a counter adds 2
    ("sans_voir", "simple", False, False, True, 9), ("deux_plus_deux", "simple", True, False, True, 5),
])
def test_t4s_5_7_stakes(bid: str, form: str, option: bool, refused_lowering: bool, countered: bool,
                        value: int) -> None:
    assert stake(bid, form, option, refused_lowering, countered) == value


def test_t4s_t2_every_simple_bid_below_every_clair_bid() -> None:
    assert len(BID_ORDER) == 14
    assert bid_rank("contre", "simple") < bid_rank("tout", "clair")
    assert bid_rank("tout", "simple") < bid_rank("deux_plus_deux", "simple") < bid_rank("trois_cartes", "simple")
    assert Tarot4Saisons.can_bid(("sans_voir", "simple"), "tout", "clair")
    assert not Tarot4Saisons.can_bid(("sans_voir", "simple"), "sans_voir", "simple")
    with pytest.raises(DealError):
        Tarot4Saisons.verify_bid(("tout", "clair"), "contre", "simple")


@pytest.mark.parametrize("bid, option, allowed", [
    ("tout", False, 5), ("deux_plus_deux", False, 2), ("deux_plus_deux", True, 4), ("trois_cartes", True, 3),
    ("un_plus_un", False, 1), ("un_plus_un", True, 2), ("sans_voir", True, 0), ("contre", True, 0),
])
def test_t4s_5_chien_cards_by_bid(bid: str, option: bool, allowed: int) -> None:
    assert chien_allowed(bid, option) == allowed


def test_t4s_5_t19_no_roi_nor_bout_in_the_chien() -> None:
    verify_discard([card("Dp"), card("2c"), trump(5)])
    for bad in (card("Rk"), trump(1), trump(21), X):
        with pytest.raises(PlayFault) as error:
            verify_discard([card("Dp"), bad])
        assert error.value.kind == "chien_fault"


def test_t4s_8_suite_needs_the_four_faces() -> None:
    assert has_suite(cards("Rc Dc Cc Vc 2p"), Suit.COEUR)
    assert not has_suite(cards("Rc Dc Cc 2p"), Suit.COEUR)


def test_t4s_10_excuse_ownership() -> None:
    # example 11: R holds a 4 in his tricks and keeps the Excuse; without one, the winner takes it
    assert excuse_keeper(R, Q, True) == R
    assert excuse_keeper(R, Q, False) == Q


# --------------------------------------------------------------------- set-up and state


def test_t4s_2_exactly_three_players_and_options() -> None:
    assert game().options == {"misere_mandatory": True, "carry_through_annulment": True}
    for players in (PLAYERS[:2], [*PLAYERS, "Sam"]):
        with pytest.raises(SetupError):
            new_game("tarot_4_saisons", players)
    with pytest.raises(SetupError):
        game(misere_mandatory="yes")


def test_t4s_3j_4_state_keys() -> None:
    g = game()
    assert g.report(g.new_state()) == {"bar": 50, "pass_streak": 0, "next_dealer": P}
    assert [f.key for f in g.facts(g.new_state())] == ["bar", "pass_streak", "pass_bonus"]


# --------------------------------------------------------------------- worked examples


EX1 = played(P, ("trois_cartes", "simple"), (52, 70, 55), 8, (4, 6, 5), chien_turned=3,
             suites=[{"player": P, "suit": "coeur"}], as_in_tricks={R: 4})
EX2 = played(Q, ("sans_voir", "simple"), (40, 35, 98), 12, (3, 3, 9),
             contracts=[{"player": R, "contract": "petit_au_bout"}],
             counters=[{"by": P, "target": "game"}, {"by": Q, "target": {"player": R, "contract": "petit_au_bout"}}],
             last_trick={"winner": R, "petit_won_it": True})
EX3 = played(R, ("tout", "clair"), (80, 62, 35), 8, (7, 5, 3), chien_turned=5,
             contracts=[{"player": Q, "contract": "resistance"}, {"player": P, "contract": "quatre_rois"}],
             rois_in_tricks={P: 3})
EX4 = [{"dealer": P, "bids": bids(P, "pass", "pass", "pass")},
       {"dealer": Q, "bids": bids(Q, "pass", "pass", "pass")},
       played(R, ("un_plus_un", "simple"), (70, 70, 40), 5, (6, 6, 3), chien_turned=2, option_taken=True,
              lowering_refused=True, counters=[{"by": Q, "target": "game"}])]
EX5 = {"dealer": P, "bids": bids(P, ("trois_cartes", "simple"), "pass", "pass"),
       "counters": [{"by": R, "target": "game"}], "suites": [{"player": P, "suit": "trefle"}],
       "faults": [{"player": R, "kind": "no_overtrump"}]}
EX6 = played(P, ("sans_voir", "clair"), (35, 95, 50), 5, (2, 9, 4), bouts_in_tricks={Q: 3},
             faults=[{"player": P, "kind": "misdeal", "repairable": True}])
EX7 = played(Q, ("deux_plus_deux", "simple"), (64, 61, 55), 5, chien_turned=4, option_taken=True,
             counters=[{"by": Q, "target": "game"}])
EX8 = played(R, ("trois_cartes", "simple"), (177, 0, 0), 8, (15, 0, 0), chien_turned=3,
             contracts=[{"player": P, "contract": "capot"}], counters=[{"by": Q, "target": "game"}],
             last_trick={"winner": P, "petit_won_it": True}, bouts_in_tricks={P: 3}, rois_in_tricks={P: 4},
             as_in_tricks={P: 4})


def test_t4s_examples_1_to_8_one_game() -> None:
    result = replay(game(), [EX1, EX2, EX3, *EX4, EX5, EX6, EX7, EX8])
    assert [delta(d) for d in result.deals] == [  # type: ignore[arg-type]
        (2, 4, 1), (0, 0, 26), (0, 17, 15), (-1, -1, -1), (-1, -1, -1), (14, 1, 0), (0, 0, -12), (-2, 20, 0),
        (6, 5, 0), (54, 0, 0)]
    assert [d.dealer for d in result.deals] == [P, Q, R, P, Q, R, P, P, Q, R]
    assert dict(result.totals) == {P: 72, Q: 45, R: 28}
    assert result.finished and result.winner == P
    assert result.report()["bar"] == 50 and result.report()["pass_streak"] == 0


def test_t4s_5_12_example_1_simple_win() -> None:
    outcome = score(game(), state(), EX1)
    assert delta(outcome) == (2, 4, 1)
    assert render(outcome.summary) == "Quentin «\u00a03 cartes\u00a0» simple (4) ✓"
    assert outcome.details.taker_points == 78


def test_t4s_6_7_example_2_counters_and_contracted_petit_au_bout() -> None:
    outcome = score(game(), state(dealer=Q), EX2)
    assert delta(outcome) == (0, 0, 26)
    assert sorted(line.points for line in outcome.lines if line.player == R) == [8, 18]


def test_t4s_6_example_3_failed_clair_and_contracts() -> None:
    assert delta(score(game(), state(dealer=R), EX3)) == (0, 17, 15)


def test_t4s_5_example_4_passes_and_carried_bonus() -> None:
    g = game()
    s = g.new_state()
    for entry, expected, streak in zip(EX4, [(-1, -1, -1), (-1, -1, -1), (14, 1, 0)], [1, 2, 0], strict=True):
        outcome = score(g, s, entry)
        assert delta(outcome) == expected and outcome.state.pass_streak == streak
        s = outcome.state
    assert s.dealer == P


def test_t4s_11_example_5_play_fault_annuls() -> None:
    outcome = score(game(), state(), EX5)
    assert delta(outcome) == (0, 0, -12)
    assert outcome.state.dealer == P  # T-1: the same dealer deals again
    assert outcome.details.kind == "annulled"


def test_t4s_11_example_6_repairable_misdeal() -> None:
    outcome = score(game(), state(), EX6)
    assert delta(outcome) == (-2, 20, 0) and outcome.state.dealer == Q


def test_t4s_5_example_7_option_accepted_taker_loses() -> None:
    assert delta(score(game(), state(dealer=Q), EX7)) == (6, 5, 0)


def test_t4s_6_t5_example_8_contracted_capot() -> None:
    outcome = score(game(), state({P: 18, Q: 45, R: 28}, dealer=R), EX8)
    assert delta(outcome) == (54, 0, 0)
    assert outcome.state.finished and outcome.state.winners == (P,)


EX9 = played(R, ("sans_voir", "simple"), (62, 85, 33), 5, (5, 7, 3),
             contracts=[{"player": Q, "contract": "petit_au_bout"}],
             suites=[{"player": P, "suit": "pique"}, {"player": P, "suit": "carreau"}], as_in_tricks={P: 4})
EX9["bids"] = bids(R, "pass", ("sans_voir", "simple"), "pass", "pass")


def test_t4s_13_example_9a_bar_moves_at_once() -> None:
    outcome = score(game(), state({P: 48, Q: 48, R: 30}, dealer=R),
                    {**EX9, "last_trick": {"winner": Q, "petit_won_it": True}})
    assert dict(outcome.state.totals) == {P: 54, Q: 61, R: 30}
    assert outcome.state.bar == 60 and outcome.state.winners == (Q,)


def test_t4s_13_example_9b_failed_contract_and_bar_exactly_reached() -> None:
    outcome = score(game(), state({P: 48, Q: 48, R: 30}, dealer=R), EX9)
    assert dict(outcome.state.totals) == {P: 60, Q: 55, R: 36}
    assert outcome.state.bar == 60 and outcome.state.winners == (P,)


def test_t4s_13_t12_example_9c_bar_past_everyone() -> None:
    entry = played(Q, ("sans_points", "simple"), (65, 62, 48), 10, (6, 5, 4),
                   counters=[{"by": Q, "target": "game"}],
                   suites=[{"player": P, "suit": "pique"}, {"player": P, "suit": "carreau"},
                           {"player": Q, "suit": "coeur"}],
                   trick14={"winner": Q, "two_won_it": True}, as_in_tricks={P: 4})
    outcome = score(game(), state({P: 45, Q: 47, R: 30}, dealer=Q), entry)
    assert dict(outcome.state.totals) == {P: 62, Q: 63, R: 30}
    assert outcome.state.bar == 70 and not outcome.state.finished


def test_t4s_4_example_10_no_trump_then_misere() -> None:
    result = replay(game(), [
        {"dealer": Q, "no_trump_players": [R]},
        {"dealer": Q, "misere_players": [P], "bids": bids(Q, "pass", "pass", ("trois_cartes", "simple"), "pass",
                                                          "pass"),
         "card_points": {P: 50, Q: 72, R: 55}, "chien_points": 8, "tricks_won": {P: 4, Q: 7, R: 4}},
    ])
    assert [delta(d) for d in result.deals] == [(0, 0, 2), (2, 4, 0)]  # type: ignore[arg-type]
    assert result.deals[1].dealer == Q and result.state.dealer == R


def test_t4s_10_example_11_excuse_in_the_last_two_tricks() -> None:
    entry = {**EX1, "suites": [], "as_in_tricks": {}, "faults": [{"player": R, "kind": "excuse_last_two"}]}
    assert delta(score(game(), state(), entry)) == (0, 4, -6)


# --------------------------------------------------------------------- results and bonuses


@pytest.mark.parametrize("bid, points, chien, expected", [
    # §12 simple: beat each opponent; 93 or more doubles
    (("trois_cartes", "simple"), (50, 70, 57), 8, (0, 4, 0)),
    (("trois_cartes", "simple"), (50, 90, 37), 8, (0, 8, 0)),
    (("trois_cartes", "simple"), (70, 62, 45), 8, (5, 0, 4)),   # 70 is not above Paul's 70 (+1 Résistance)
    # §12 clair: 93 or more, the stake once
    (("trois_cartes", "clair"), (40, 85, 52), 8, (0, 15, 0)),
    (("trois_cartes", "clair"), (40, 84, 53), 8, (15, 0, 15)),
    # §5: « sans points »: the chien counts for nobody (T-17: 93 still needed for a clear win)
    (("sans_points", "simple"), (50, 80, 45), 10, (0, 9, 0)),
    (("sans_points", "clair"), (40, 92, 43), 10, (21, 0, 21)),
    # §5: « contre »: the chien counts for both opponents
    (("contre", "simple"), (40, 70, 65), 10, (10, 0, 11)),    # Rose 75 with the chien: Résistance too
    (("contre", "simple"), (40, 76, 59), 10, (0, 10, 1)),
])
def test_t4s_5_12_game_result(bid: tuple[str, str], points: tuple[int, int, int], chien: int,
                              expected: tuple[int, int, int]) -> None:
    outcome = score(game(), state(), played(P, bid, points, chien))
    assert delta(outcome) == expected


def test_t4s_t15_resistance_counts_the_chien_in_a_contre() -> None:
    outcome = score(game(), state(), played(P, ("contre", "clair"), (55, 95, 30), 5))
    # Paul 55 + 5 = 60: no Résistance; the taker wins 24
    assert delta(outcome) == (0, 24, 0)
    outcome = score(game(), state(), played(P, ("contre", "clair"), (57, 95, 28), 5))
    assert delta(outcome) == (1, 24, 0)


def test_t4s_6_t5_unannounced_capot_quadruples() -> None:
    outcome = score(game(), state(), played(P, ("sans_voir", "simple"), (0, 180, 0), 5, (0, 15, 0)))
    assert delta(outcome) == (0, 28, 0)


def test_t4s_6_t5_failed_capot_costs_eight_stakes() -> None:
    outcome = score(game(), state(), played(P, ("sans_voir", "simple"), (0, 170, 10), 5, (0, 14, 1),
                                            contracts=[{"player": Q, "contract": "capot"}]))
    # Quentin wins with 175 (double stake 14) and a quasi (+3); each opponent gets 8 × 7 = 56
    assert delta(outcome) == (56, 17, 56)


@pytest.mark.parametrize("extra, expected", [
    # the base: Quentin's « 3 cartes » falls (38 against Rose's 147): Paul +4, Rose +4, Résistance +1, quasi +3
    ({}, (4, 0, 8)),
    # T-7: a contracted bonus made scores the contracted value only
    ({"contracts": [{"player": R, "contract": "quasi"}]}, (4, 0, 11)),
    ({"contracts": [{"player": R, "contract": "resistance"}]}, (4, 0, 9)),
    # §6: a contract failed by an opponent goes to the taker; countered, +2 (§7)
    ({"contracts": [{"player": P, "contract": "quatre_rois"}]}, (4, 3, 8)),
    ({"contracts": [{"player": P, "contract": "resistance"}]}, (4, 2, 8)),
    ({"contracts": [{"player": P, "contract": "quatre_rois"}],
      "counters": [{"by": Q, "target": {"player": P, "contract": "quatre_rois"}}]}, (4, 5, 8)),
    # §6: a contract failed by the taker goes to each opponent
    ({"contracts": [{"player": Q, "contract": "deux_avant_dernier"}]}, (8, 0, 12)),
    ({"contracts": [{"player": Q, "contract": "deux_avant_dernier"}],
      "counters": [{"by": P, "target": {"player": Q, "contract": "deux_avant_dernier"}}]}, (10, 0, 14)),
    # §6: 2 avant-dernier, automatic; nothing for capturing a 2 someone else played (NB)
    ({"trick14": {"winner": R, "two_won_it": True}}, (4, 0, 10)),
    ({"trick14": {"winner": R, "two_won_it": False}}, (4, 0, 8)),
    # §6: 4 Rois only as a contract
    ({"rois_in_tricks": {R: 4}}, (4, 0, 8)),
    ({"rois_in_tricks": {R: 4}, "contracts": [{"player": R, "contract": "quatre_rois"}]}, (4, 0, 11)),
    # §6: 3 bouts and 4 As automatic only
    ({"bouts_in_tricks": {R: 3}, "as_in_tricks": {R: 4}}, (4, 0, 11)),
    # §6: Petit au bout for its winner, contracted by an opponent: 6
    ({"last_trick": {"winner": R, "petit_won_it": True},
      "contracts": [{"player": R, "contract": "petit_au_bout"}]}, (4, 0, 14)),
])
def test_t4s_6_bonuses_and_contracts(extra: dict[str, Any], expected: tuple[int, int, int]) -> None:
    entry = played(P, ("trois_cartes", "simple"), (0, 30, 147), 8, (0, 1, 14), **extra)
    assert delta(score(game(), state(), entry)) == expected


# --------------------------------------------------------------------- the kinds of record


B3 = bids(P, ("trois_cartes", "simple"), "pass", "pass")
PASSES = bids(P, "pass", "pass", "pass")
PLAY = {"card_points": {P: 52, Q: 70, R: 55}, "chien_points": 8, "tricks_won": {P: 4, Q: 6, R: 5}}
UNREPAIRABLE = [{"player": P, "kind": "misdeal", "repairable": False}]


@pytest.mark.parametrize("entry, kind", [
    ({"no_trump_players": [R]}, "cancelled"),
    ({"no_trump_players": [R], "faults": UNREPAIRABLE}, "cancelled"),
    ({"faults": UNREPAIRABLE}, "unrepairable"),
    ({"bids": PASSES}, "all_pass"),
    ({"bids": PASSES, "faults": [{"player": P, "kind": "misdeal"}]}, "all_pass"),
    ({"bids": B3, "faults": [{"player": R, "kind": "revoke"}]}, "annulled"),
    ({"bids": B3, "faults": [{"player": Q, "kind": "chien_fault", "exchanged": True}]}, "annulled"),
    ({"bids": B3, "faults": [{"player": Q, "kind": "chien_fault"}]}, "played"),
    ({"bids": B3, "faults": [{"player": R, "kind": "excuse_last_two"}]}, "played"),
    ({"bids": B3}, "played"),
    ({}, "played"),
])
def test_t4s_3j_2_record_kinds(entry: dict[str, Any], kind: str) -> None:
    assert record_kind(entry) == kind


def test_t4s_4_1_cancelled_deal_scores_two_and_keeps_the_dealer() -> None:
    outcome = score(game(), state(streak=2), {"dealer": Q, "no_trump_players": [P, R], "bids": [], "suites": [],
                                              "misere_players": [], "option_taken": False, "unknown": 5})
    assert delta(outcome) == (2, 0, 2)
    assert outcome.state.dealer == Q and outcome.state.pass_streak == 2


def test_t4s_11_unrepairable_misdeal_costs_two_and_redeals() -> None:
    outcome = score(game(), state(dealer=Q), {"dealer": R, "faults": [{"player": R, "kind": "misdeal",
                                                                         "repairable": False}]})
    assert delta(outcome) == (0, 0, -2) and outcome.state.dealer == R


def test_t4s_t10_all_pass_keeps_misere_and_repairable_misdeal() -> None:
    outcome = score(game(), state(), {"bids": PASSES, "misere_players": [Q], "contracts": [], "card_points": {},
                                      "chien_points": 0, "faults": [{"player": P, "kind": "misdeal"}]})
    assert delta(outcome) == (-3, 1, -1)
    assert outcome.state.pass_streak == 1 and outcome.state.dealer == Q


def test_t4s_3j_2_annulled_deal_ignores_the_results_of_play() -> None:
    entry = {**EX5, "card_points": "anything", "tricks_won": {P: 99}, "last_trick": 3, "misere_players": [P]}
    outcome = score(game(), state(streak=1), entry)
    # T-9 revised: the Misère stands; the Suite is void; the passed deals' bonus is carried (T-11)
    assert delta(outcome) == (2, 0, -12) and outcome.state.pass_streak == 1


def test_t4s_t11_option_drops_the_bonus_on_annulment() -> None:
    outcome = score(game(carry_through_annulment=False), state(streak=2), EX5)
    assert delta(outcome) == (0, 0, -12) and outcome.state.pass_streak == 0


@pytest.mark.parametrize("faults, expected", [
    # §11: a chien fault before the exchange: −3, the deal goes on
    ([{"player": Q, "kind": "chien_fault"}], (0, -3, 0)),
    # after the exchange: −3 and the stake without counters (S0 = 4), annulled
    ([{"player": Q, "kind": "chien_fault", "exchanged": True}], (0, -7, 0)),
    # §11: revoke, no overtrump, misère not announced: −(S + 6) with S countered (6)
    ([{"player": P, "kind": "revoke"}], (-12, 0, 0)),
    ([{"player": Q, "kind": "misere_not_announced"}], (0, -12, 0)),
    # penalties of an annulled deal all stand (T-9)
    ([{"player": P, "kind": "revoke"}, {"player": R, "kind": "excuse_last_two"}], (-12, 0, -6)),
])
def test_t4s_11_fault_penalties(faults: list[dict[str, Any]], expected: tuple[int, int, int]) -> None:
    turned = 4 if any(f["kind"] == "chien_fault" for f in faults) else 3
    entry = {**EX1, "suites": [], "as_in_tricks": {}, "chien_turned": turned, "faults": faults,
             "counters": [{"by": R, "target": "game"}]}
    outcome = score(game(), state(), entry)
    # played deals: Quentin wins 4 + 2 (countered) = 6
    won = 6 if outcome.details.kind == "played" else 0
    assert delta(outcome) == tuple(e + (won if p == Q else 0) for p, e in zip(PLAYERS, expected, strict=True))


@pytest.mark.parametrize("entries, dealers", [
    # T-1: next player after a played or all-pass deal; the same after cancelled, annulled, unrepairable
    ([EX1, {"bids": bids(Q, "pass", "pass", "pass")}], [P, Q, R]),
    ([{"no_trump_players": [R]}, {"faults": UNREPAIRABLE}], [P, P, P]),
    ([EX5, EX1], [P, P, Q]),
])
def test_t4s_t1_dealer_rotation(entries: list[dict[str, Any]], dealers: list[str]) -> None:
    result = replay(game(), [{k: v for k, v in e.items() if k != "dealer"} for e in entries])
    assert [d.dealer for d in result.deals] + [result.state.dealer] == dealers


# --------------------------------------------------------------------- refusals (field and precedence)


@pytest.mark.parametrize("entry, field", [
    ({"dealer": "Sam", **PLAY, "bids": B3}, "dealer"),
    # cancelled: nothing else
    ({"no_trump_players": [R], "bids": B3}, "no_trump_players"),
    ({"no_trump_players": [R], "misere_players": [P]}, "no_trump_players"),
    ({"no_trump_players": [R], "faults": UNREPAIRABLE}, "no_trump_players"),
    ({"no_trump_players": ["Sam"]}, "no_trump_players"),
    ({"no_trump_players": [R, R]}, "no_trump_players"),
    ({"dealer": "Sam", "no_trump_players": [R], "bids": B3}, "dealer"),
    # bids
    ({**PLAY}, "bids"),
    ({"bids": bids(Q, ("trois_cartes", "simple"), "pass", "pass"), **PLAY}, "bids"),
    ({"bids": B3[:2], **PLAY}, "bids"),
    ({"bids": [*B3, {"player": Q, "bid": "pass"}], **PLAY}, "bids"),
    ({"bids": bids(P, ("trois_cartes", "simple"), ("deux_plus_deux", "simple"), "pass", "pass"), **PLAY}, "bids"),
    ({"bids": bids(P, ("trois_cartes", "simple"), ("trois_cartes", "simple"), "pass", "pass"), **PLAY}, "bids"),
    ({"bids": bids(P, ("trois_cartes", "simple"), ("tout", "clair"), "pass", "pass"),
      "card_points": {P: 52, Q: 70, R: 55}, "chien_points": 8, "tricks_won": {P: 4, Q: 6, R: 5}}, None),
    ({"bids": bids(P, ("trois_cartes", "simple"), "pass", "pass", "pass"), **PLAY}, "bids"),
    ({"bids": [{"player": Q, "bid": "quatre"}, *B3[1:]], **PLAY}, "bids"),
    ({"bids": [{"player": Q, "bid": "tout"}, *B3[1:]], **PLAY}, "bids"),
    ({"bids": [{"player": Q, "bid": "tout", "form": "double"}, *B3[1:]], **PLAY}, "bids"),
    # option and lowering
    ({"bids": B3, "option_taken": True, **PLAY}, "option_taken"),
    ({"bids": B3, "lowering_refused": True, **PLAY}, "lowering_refused"),
    ({"bids": bids(P, ("un_plus_un", "simple"), "pass", "pass"), "lowering_refused": True, **PLAY},
     "lowering_refused"),
    # contracts
    ({"bids": B3, "contracts": [{"player": P, "contract": "trois_bouts"}], **PLAY}, "contracts"),
    ({"bids": B3, "contracts": [{"player": P, "contract": "capot"}], **PLAY}, "contracts"),
    ({"bids": B3, "contracts": [{"player": Q, "contract": "resistance"}], **PLAY}, "contracts"),
    ({"bids": B3, "contracts": [{"player": P, "contract": "quasi"}, {"player": P, "contract": "quasi"}], **PLAY},
     "contracts"),
    # counters
    ({"bids": B3, "counters": [{"by": Q, "target": "game"}], **PLAY}, "counters"),
    ({"bids": B3, "counters": [{"by": P, "target": "game"}, {"by": R, "target": "game"}], **PLAY}, "counters"),
    ({"bids": B3, "counters": [{"by": P, "target": {"player": Q, "contract": "quasi"}}], **PLAY}, "counters"),
    ({"bids": B3, "contracts": [{"player": Q, "contract": "capot"}],
      "counters": [{"by": P, "target": {"player": Q, "contract": "capot"}}], **PLAY}, "counters"),
    ({"bids": B3, "contracts": [{"player": R, "contract": "quasi"}],
      "counters": [{"by": P, "target": {"player": R, "contract": "quasi"}}], **PLAY}, "counters"),
    ({"bids": B3, "contracts": [{"player": R, "contract": "quasi"}],
      "counters": [{"by": R, "target": {"player": R, "contract": "quasi"}}], **PLAY}, "counters"),
    ({"bids": B3, "contracts": [{"player": R, "contract": "quasi"}],
      "counters": [{"by": Q, "target": {"player": R, "contract": "quasi"}},
                   {"by": Q, "target": {"player": R, "contract": "quasi"}}], **PLAY}, "counters"),
    ({"bids": B3, "counters": [{"by": P, "target": "jeu"}], **PLAY}, "counters"),
    # chien turned
    ({"bids": B3, "chien_turned": 4, **PLAY}, "chien_turned"),
    ({"bids": B3, "chien_turned": 6, **PLAY}, "chien_turned"),
    # faults
    ({"bids": B3, "faults": [{"player": P, "kind": "bad_luck"}], **PLAY}, "faults"),
    ({"bids": B3, "faults": [{"player": Q, "kind": "misdeal"}], **PLAY}, "faults"),
    ({"bids": B3, "faults": [{"player": P, "kind": "chien_fault"}], **PLAY}, "faults"),
    ({"bids": B3, "faults": [{"player": R, "kind": "revoke", "repairable": True}], **PLAY}, "faults"),
    ({"bids": B3, "faults": [{"player": P, "kind": "misdeal", "exchanged": False}], **PLAY}, "faults"),
    ({"faults": [*UNREPAIRABLE, {"player": R, "kind": "excuse_last_two"}]}, "faults"),
    ({"faults": UNREPAIRABLE, "bids": PASSES}, "faults"),
    ({"faults": UNREPAIRABLE, "misere_players": [Q]}, "faults"),
    ({"faults": [{"player": Q, "kind": "misdeal", "repairable": False}]}, "faults"),
    ({"bids": PASSES, "faults": [{"player": R, "kind": "excuse_last_two"}]}, "faults"),
    # suites
    ({"bids": B3, "suites": [{"player": P, "suit": "coeur"}, {"player": P, "suit": "coeur"}], **PLAY}, "suites"),
    ({"bids": B3, "suites": [{"player": P, "suit": "atout"}], **PLAY}, "suites"),
    # results of play
    ({"bids": B3, "chien_points": 8, "tricks_won": {P: 4, Q: 6, R: 5}}, "card_points"),
    ({"bids": B3, **{**PLAY, "card_points": {P: 52, Q: 70}}}, "card_points"),
    ({"bids": B3, **{**PLAY, "card_points": {P: 52, Q: 70, R: 56}}}, "card_points"),
    ({"bids": B3, **{**PLAY, "card_points": {P: 52, Q: 70, R: 186}}}, "card_points"),
    ({"bids": B3, **{**PLAY, "tricks_won": {P: 1, Q: 9, R: 5}}}, "card_points"),
    ({"bids": B3, **{**PLAY, "chien_points": None}}, "chien_points"),
    ({"bids": B3, **{**PLAY, "chien_points": 51, "card_points": {P: 52, Q: 70, R: 12}}}, "chien_points"),
    ({"bids": B3, **{**PLAY, "tricks_won": {P: 4, Q: 6, R: 6}}}, "tricks_won"),
    ({"bids": B3, **{**PLAY, "tricks_won": {P: 4, Q: 11}}}, "tricks_won"),
    ({"bids": B3, **PLAY, "last_trick": {"winner": "Sam"}}, "last_trick"),
    ({"bids": B3, **{**PLAY, "tricks_won": {P: 0, Q: 10, R: 5}, "card_points": {P: 0, Q: 122, R: 55}},
      "trick14": {"winner": P, "two_won_it": True}}, "trick14"),
    ({"bids": B3, **PLAY, "bouts_in_tricks": {P: 2, Q: 2}}, "bouts_in_tricks"),
    ({"bids": B3, **PLAY, "rois_in_tricks": {P: 5}}, "rois_in_tricks"),
    ({"bids": B3, **PLAY, "as_in_tricks": {P: 3, R: 2}}, "as_in_tricks"),
    # all-pass: nothing from play, each refusal on its own field
    ({"bids": PASSES, "contracts": [{"player": P, "contract": "quasi"}]}, "contracts"),
    ({"bids": PASSES, "suites": [{"player": P, "suit": "coeur"}]}, "suites"),
    ({"bids": PASSES, **PLAY}, "card_points"),
    ({"bids": PASSES, "chien_points": 8}, "chien_points"),
    ({"bids": PASSES, "tricks_won": {P: 15}}, "tricks_won"),
    ({"bids": PASSES, "as_in_tricks": {P: 4}}, "as_in_tricks"),
    ({"bids": PASSES, "chien_turned": 2}, "chien_turned"),
    # precedence: the first row of the table
    ({"bids": B3[:2], "option_taken": True, "contracts": [{"player": P, "contract": "capot"}]}, "bids"),
    ({"bids": B3, "contracts": [{"player": P, "contract": "capot"}], "chien_turned": 5, **PLAY}, "contracts"),
    ({"bids": B3, "chien_turned": 5, "faults": [{"player": P, "kind": "x"}]}, "chien_turned"),
    ({"bids": B3, "suites": [{"player": "Sam", "suit": "coeur"}], "card_points": {P: 1}}, "suites"),
])
def test_t4s_3j_3_refusals(entry: dict[str, Any], field: str | None) -> None:
    g = game()
    if field is None:
        g.play(state(), entry)
    else:
        assert refused(g, state(), entry) == field


def test_t4s_t13_misere_fault_only_when_mandatory() -> None:
    entry = {"bids": B3, "faults": [{"player": R, "kind": "misere_not_announced"}]}
    assert delta(score(game(), state(), entry)) == (0, 0, -10)
    assert refused(game(misere_mandatory=False), state(), entry) == "faults"


def test_t4s_t14_extra_chien_card_counts_as_the_option() -> None:
    entry = played(P, ("deux_plus_deux", "simple"), (50, 80, 47), 8, chien_turned=3)
    assert delta(score(game(), state(), entry)) == (0, 3, 0)
    assert delta(score(game(), state(), {**entry, "lowering_refused": True})) == (0, 4, 0)
    # five cards is more than the four 2+2 allows
    assert refused(game(), state(), {**entry, "chien_turned": 5}) == "chien_turned"


def test_t4s_13_deal_after_the_end_refused() -> None:
    won = score(game(), state({P: 48, Q: 0, R: 0}), {**EX1, "suites": [], "as_in_tricks": {},
                                                     "misere_players": [P]})
    assert won.state.finished and won.state.winners == (P,)
    assert refused(game(), won.state, EX1) == "deal"


def test_t4s_13_bar_never_goes_down() -> None:
    g = game()
    outcome = score(g, state({P: 70, Q: 10, R: 10}, bar=80), {"bids": PASSES})
    assert outcome.state.bar == 80 and not outcome.state.finished


# --------------------------------------------------------------------- referee (§9, §10)


@pytest.mark.parametrize("trick, winner", [
    # §3: As < 2 < 4 < Valet < Cavalier < Dame < Roi
    ([card("Ac"), card("Rc"), card("4c")], 1),
    ([card("4c"), card("2c"), card("Vc")], 2),
    ([card("Cc"), card("Rp"), card("Dc")], 2),
    # §9: the highest trump wins
    ([card("Rc"), trump(2), trump(1)], 1),
    # the Excuse never wins; led, the next card sets the suit
    ([X, card("2k"), card("Rk")], 2),
    ([X, card("2k"), card("Rc")], 1),
    ([trump(3), X, trump(1)], 0),
])
def test_t4s_9_trick_winner(trick: list[Card], winner: int) -> None:
    assert game().trick_winner(trick_of(trick)) == winner


HAND = [card("2c"), card("Rc"), card("4p"), trump(4), trump(15), X]


@pytest.mark.parametrize("trick, number, legal", [
    ([], None, HAND),
    ([card("Vc")], None, [card("2c"), card("Rc"), X]),
    ([card("Vk")], None, [trump(4), trump(15), X]),
    ([card("Vk"), trump(10)], None, [trump(15), X]),
    ([card("Vk"), trump(16)], None, [trump(4), trump(15), X]),
    ([trump(8)], None, [trump(15), X]),
    ([X], None, HAND),
    # §10: not the Excuse in the last two tricks
    ([card("Vc")], 14, [card("2c"), card("Rc")]),
    ([], 15, HAND[:-1]),
])
def test_t4s_9_legal_plays(trick: list[Card], number: int | None, legal: list[Card]) -> None:
    assert game().legal_plays(trick_of(trick, number=number), HAND) == legal


def test_t4s_10_excuse_alone_in_the_last_trick_must_be_played() -> None:
    assert game().legal_plays(trick_of([card("Vc")], number=15), [X]) == [X]


@pytest.mark.parametrize("trick, played_card, number, kind", [
    ([card("Vc")], card("4p"), None, "revoke"),
    ([card("Vk")], card("4p"), None, "revoke"),
    ([card("Vk"), trump(10)], trump(4), None, "no_overtrump"),
    ([trump(8)], trump(4), None, "no_overtrump"),
    ([card("Vc")], X, 14, "excuse_last_two"),
])
def test_t4s_11_verify_play_names_the_fault(trick: list[Card], played_card: Card, number: int | None,
                                            kind: str) -> None:
    g, so_far = game(), trick_of(trick, number=number)
    with pytest.raises(PlayFault) as error:
        g.verify_play(so_far, HAND, played_card)
    assert error.value.kind == kind
    assert not g.can_play(so_far, HAND, played_card)
    assert g.can_play(so_far, HAND, g.legal_plays(so_far, HAND)[0])


def test_t4s_9_card_not_in_hand() -> None:
    with pytest.raises(DealError) as error:
        game().verify_play(trick_of([]), HAND, card("Dk"))
    assert not isinstance(error.value, PlayFault)


def test_t4s_3_count_points() -> None:
    assert Tarot4Saisons.count_points([trump(1), X, card("Rc"), card("2p")]) == 30


# --------------------------------------------------------------------- property


@st.composite
def t4s_deal(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["played"] * 6 + ["pass", "cancelled", "annulled", "unrepairable"]))
    if kind == "cancelled":
        return {"no_trump_players": draw(st.lists(st.sampled_from(PLAYERS), min_size=1, max_size=2, unique=True))}
    if kind == "unrepairable":
        return {"faults": [{"player": draw(st.sampled_from(PLAYERS)), "kind": "misdeal", "repairable": False}]}
    spoken: list[Any] = ["pass", "pass", "pass"]
    if kind != "pass":
        spoken = [(draw(st.sampled_from(["tout", "deux_plus_deux", "trois_cartes", "un_plus_un", "sans_voir",
                                         "sans_points", "contre"])), draw(st.sampled_from(["simple", "clair"]))),
                  "pass", "pass"]
    entry: dict[str, Any] = {"bids": spoken, "misere_players": draw(st.lists(st.sampled_from(PLAYERS), max_size=1))}
    if kind == "annulled":
        entry["faults"] = [{"player": draw(st.sampled_from(PLAYERS)), "kind": "revoke"}]
    if kind == "played":
        chien = draw(st.integers(0, 30))
        tricks = draw(st.sampled_from([(5, 5, 5), (0, 15, 0), (1, 14, 0), (3, 8, 4), (6, 6, 3)]))
        a = draw(st.integers(0, min(30 * tricks[0], 185 - chien)))
        b = draw(st.integers(0, min(30 * tricks[1], 185 - chien - a)))
        c = 185 - chien - a - b
        entry.update(card_points={P: a, Q: b, R: c}, chien_points=chien, tricks_won=dict(zip(PLAYERS, tricks,
                                                                                               strict=True)),
                     contracts=draw(st.lists(st.fixed_dictionaries({"player": st.sampled_from(PLAYERS),
                                                                    "contract": st.sampled_from(["quasi", "capot",
                                                                                                 "resistance"])}),
                                             max_size=2)),
                     counters=draw(st.lists(st.fixed_dictionaries({"by": st.sampled_from(PLAYERS),
                                                                   "target": st.just("game")}), max_size=1)),
                     suites=draw(st.lists(st.fixed_dictionaries({"player": st.sampled_from(PLAYERS),
                                                                 "suit": st.sampled_from(["pique", "coeur"])}),
                                          max_size=2)))
    return entry


def _seat(entries: list[dict[str, Any]], g: Tarot4Saisons) -> list[dict[str, Any]]:
    """Name the speakers and the dealer's misdeal from the state each entry meets."""
    out: list[dict[str, Any]] = []
    s = g.new_state()
    for entry in entries:
        e = dict(entry)
        if "bids" in e:
            e["bids"] = bids(s.dealer, *e["bids"])
        if e.get("faults") and e["faults"][0]["kind"] == "misdeal":
            e["faults"] = [{**e["faults"][0], "player": s.dealer}]
        try:
            s = g.play(s, e).state
        except DealError:
            continue
        out.append(e)
    return out


@settings(max_examples=60, deadline=None)
@given(st.lists(t4s_deal(), max_size=30))
def test_t4s_replay_properties(entries: list[dict[str, Any]]) -> None:
    g = game()
    log = accepted(g, _seat(entries, g))
    check_log(g, log)
    result = replay(g, log)
    # §13: the bar starts at 50, moves by 10, never down; a winner stands alone at or above it
    bars = [50] + [d.details.bar for d in result.deals]
    assert all(b % 10 == 0 and b >= a for a, b in zip(bars, bars[1:], strict=False))
    if result.finished:
        assert result.winner is not None
        assert [p for p in PLAYERS if result.totals[p] >= result.state.bar] == [result.winner]
    else:
        assert sum(1 for p in PLAYERS if result.totals[p] >= result.state.bar) == 0


# --------------------------------------------------------------------- what the phone form asks for


def _form_scope(g: Tarot4Saisons, typed: Mapping[str, Any], record: Any = None) -> Any:
    """The scope a phone form is drawn in: what was typed, no entry being read."""
    from compagnon.rules import schema as s

    record = record or g.entry_schema
    reader = s.Reader(g.slug, g.players, g)
    reader.scopes.append({f.name: typed.get(f.name, f.default) for f in record.fields})
    return reader.scope


@pytest.mark.parametrize("name", ["option_taken", "lowering_refused"])
def test_t4s_5_the_option_is_asked_for_after_a_2_plus_2_or_a_1_plus_1(name: str) -> None:
    g = game()
    when = g.entry_schema.field(name).when  # type: ignore[union-attr]
    assert when is not None
    for bid, asked in (("deux_plus_deux", True), ("un_plus_un", True), ("trois_cartes", False)):
        typed = {"bids": bids(P, (bid, "simple"), "pass", "pass")}
        assert when.test(_form_scope(g, typed)) is asked, bid
    assert not when.test(_form_scope(g, {}))
    # given anyway on another bid, it is refused as always (§3J.3)
    entry = played(P, ("trois_cartes", "simple"), (70, 55, 52), 8)
    assert refused(g, state(), {**entry, name: True}) == name
    assert g.play(state(), {**entry, name: False}).delta == g.play(state(), entry).delta


def test_t4s_11_a_misdeal_is_repairable_unless_said_otherwise() -> None:
    g = game()
    faults = g.entry_schema.field("faults").kind
    item = faults.item  # type: ignore[attr-defined]
    when = item.field("repairable").when
    # the form asks whether it can be repaired once the fault is a misdeal, and only then
    assert when.test(_form_scope(g, {"kind": "misdeal"}, item))
    assert not when.test(_form_scope(g, {"kind": "revoke"}, item))
    assert when.test(_form_scope(g, {"kind": "revoke", "repairable": False}, item))
    # left out, a misdeal is repairable: −2 and the deal goes on (ex. 6)
    entry = played(P, ("sans_voir", "clair"), (35, 100, 50), 0, faults=[{"player": P, "kind": "misdeal"}])
    assert delta(score(g, state(), entry))[0] == -2
    # given on another fault, it is refused
    bad = {**entry, "faults": [{"player": Q, "kind": "excuse_last_two", "repairable": True}]}
    assert refused(g, state(), bad) == "faults"
