"""Mille, from the rulebook's chapter and shared/spec/mille.md.

Test names cite the rulebook's articles (Mille §5, §6.1, §9, §9.1…) or the
spec's rulings (A4, A7, A10…); the worked examples M1-M12 of the spec are
checked with their exact deltas.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from cardtext import card, cards, trick_of

from compagnon.rules import DealError, DealRefused, SetupError, new_game, render, replay
from compagnon.rules.core import Outcome
from compagnon.rules.decks import SUITS, Card, Suit
from compagnon.rules.games.mille import FaultDone, GraveFault, Mille, MilleState, bomb_half, card_points, round5

PLAYERS = ["Ana", "Bea", "Cyr"]
A, B, C = PLAYERS


def game(**options: Any) -> Mille:
    g = new_game("mille", PLAYERS, options=options)
    assert isinstance(g, Mille)
    return g


def state(totals: Mapping[str, int], *, bars: Mapping[str, int] | None = None,
          turns: Mapping[str, int] | None = None, bombs: Mapping[str, bool] | None = None,
          dealer: str = A) -> MilleState:
    """A state in the middle of a partie, as the spec's examples start from."""
    return MilleState(totals=dict(totals), dealer=dealer,
                      bars={p: (bars or {}).get(p, 0) for p in PLAYERS},
                      tonneau_turns={p: (turns or {}).get(p, 0) for p in PLAYERS},
                      bomb_used={p: (bombs or {}).get(p, False) for p in PLAYERS})


def deal(taker: str, contract: int, points: tuple[int, int, int] | None = None,
         marriages: Mapping[str, list[str]] | None = None, **more: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"taker": taker, "contract": contract, **more}
    if contract > 120 and "taker_had_marriage_at_bid" not in more:
        entry["taker_had_marriage_at_bid"] = True
    if points is not None:
        entry["trick_points"] = dict(zip(PLAYERS, points, strict=True))
    if marriages is not None:
        entry["marriages"] = dict(marriages)
    return entry


def explained(outcome: Outcome[MilleState]) -> dict[str, int]:
    """Each player's points summed over the deal's lines."""
    sums = {p: 0 for p in PLAYERS}
    for line in outcome.lines:
        assert line.rule.startswith("Mille §") and line.text
        sums[line.player] += line.points
    return sums


def score(g: Mille, before: MilleState, entry: Mapping[str, Any]) -> Outcome[MilleState]:
    outcome = g.play(before, entry)
    assert explained(outcome) == dict(outcome.delta), "the lines explain every point"
    assert {p: before.totals[p] + outcome.delta[p] for p in PLAYERS} == dict(outcome.state.totals)
    return outcome


def rules_of(outcome: Outcome[MilleState], player: str) -> list[tuple[int, str]]:
    return [(line.points, line.rule) for line in outcome.lines if line.player == player and line.points]


# --------------------------------------------------------------------- helpers of the scoring


@pytest.mark.parametrize("raw, scored", [
    # §9: nearest multiple of 5, remainders 0-2 down, 3-4 up (spec §4)
    (0, 0), (2, 0), (3, 5), (12, 10), (13, 15), (37, 35), (44, 45), (98, 100), (120, 120), (158, 160),
])
def test_mille_9_defence_rounded_to_nearest_five(raw: int, scored: int) -> None:
    assert round5(raw) == scored


@pytest.mark.parametrize("contract, half", [
    # §9.3: half the contract, rounded up to the next multiple of 10 (A5)
    (100, 50), (105, 60), (110, 60), (115, 60), (120, 60), (125, 70), (130, 70), (135, 70), (140, 70),
    (145, 80), (150, 80), (200, 100), (205, 110),
])
def test_mille_9_3_bomb_half_contract_rounded_up_to_ten(contract: int, half: int) -> None:
    assert bomb_half(contract) == half


@pytest.mark.parametrize("text, points", [
    # §3: 9 = 0, V = 2, D = 3, R = 4, 10 = 10, As = 11
    ("9p", 0), ("Vc", 2), ("Dk", 3), ("Rt", 4), ("10p", 10), ("Ac", 11),
])
def test_mille_3_card_points(text: str, points: int) -> None:
    assert card_points(card(text)) == points


def test_mille_3_deck_holds_120_points() -> None:
    ranks = ["9", "10", "V", "D", "R", "A"]
    assert sum(card_points(Card(r, s)) for r in ranks for s in SUITS) == 120


# --------------------------------------------------------------------- set-up


def test_mille_2_exactly_three_players() -> None:
    assert game().players == tuple(PLAYERS)
    for players in (["Ana", "Bea"], ["Ana", "Bea", "Cyr", "Dan"]):
        with pytest.raises(SetupError) as refused:
            new_game("mille", players)
        assert refused.value.field == "players"


def test_mille_options_and_their_defaults() -> None:
    assert game().options == {"tonneau_max_turns": 3, "round_taker_before_compare": False,
                              "card_order": "value_consistent"}
    for bad in ({"tonneau_max_turns": 0}, {"round_taker_before_compare": "oui"}, {"card_order": "random"},
                {"unknown": 1}):
        with pytest.raises(SetupError):
            game(**bad)


def test_mille_3j_entry_declares_the_form() -> None:
    record = game().entry_schema
    assert [f.name for f in record.shown] == ["dealer", "taker", "contract", "taker_had_marriage_at_bid", "bomb",
                                              "trick_points", "marriages", "tricks_won", "fault", "points_at_stop",
                                              "misdeal"]
    fields = {f.name: f for f in record.fields}
    assert fields["taker"].required and not fields["dealer"].required
    contract = fields["contract"].kind
    assert (contract.min, contract.step) == (100, 5)  # type: ignore[attr-defined]
    points = fields["trick_points"].kind.value  # type: ignore[attr-defined]
    assert (points.min, points.max) == (0, 120)
    fault = fields["fault"].kind
    assert set(fault.field("kind").kind.values) == {  # type: ignore[attr-defined]
        "no_follow", "no_trump", "trump_while_holding_suit", "false_marriage"}
    assert all(fields[n].group == "more" for n in ("tricks_won", "fault", "points_at_stop", "misdeal"))


def test_mille_new_game_state() -> None:
    g = game()
    fresh = g.new_state()
    assert fresh.dealer == A and dict(fresh.totals) == {p: 0 for p in PLAYERS}
    assert g.report(fresh) == {"tonneau_turns": {p: 0 for p in PLAYERS}, "bars": {p: 0 for p in PLAYERS},
                               "bomb_used": {p: False for p in PLAYERS}}


# --------------------------------------------------------------------- worked examples M1-M4


M1_M4 = [
    deal(A, 110, (78, 30, 12), {A: ["carreau"]}, dealer=C),
    deal(B, 125, (44, 63, 13), {B: ["pique"]}),
    {"taker": C, "contract": 115, "bomb": True},
    deal(A, 100, (98, 9, 13)),
]


def test_mille_9_examples_m1_to_m4() -> None:
    result = replay(game(), M1_M4)
    assert [dict(d.delta) for d in result.deals] == [
        {A: 110, B: 30, C: 10},     # M1
        {A: 45, B: -125, C: 15},    # M2
        {A: 60, B: 60, C: 0},       # M3
        {A: -100, B: 10, C: 15},    # M4
    ]
    assert dict(result.totals) == {A: 115, B: -25, C: 40}
    assert not result.finished and result.winner is None
    assert result.report()["bomb_used"] == {A: False, B: False, C: True}
    m1, m2, m3, m4 = result.deals
    assert [(line.player, line.points, line.rule) for line in m1.lines] == [
        (A, 110, "Mille §9"), (B, 30, "Mille §9"), (C, 10, "Mille §9")]
    assert [(line.player, line.points, line.rule) for line in m3.lines] == [
        (A, 60, "Mille §9.3"), (B, 60, "Mille §9.3"), (C, 0, "Mille §6.1")]
    assert render(m1.summary) == "Ana 110 ✓" and render(m2.summary) == "Bea 125 ✗"
    assert render(m3.summary) == "Bombe de Cyr (115)"
    assert m1.details.taker == A and m1.details.contract == 110 and m1.details.made is True
    assert m4.details.made is False and m4.details.taker_points == 98


def test_mille_9_taker_scores_the_contract_not_his_points() -> None:
    outcome = score(game(), state({p: 0 for p in PLAYERS}), deal(A, 100, (120, 0, 0), {A: ["coeur"]}))
    assert outcome.delta[A] == 100


def test_mille_a4_taker_total_compared_unrounded() -> None:
    # M4: 98 would round to 100, but the exact total is compared
    outcome = score(game(), state({A: 215, B: -35, C: 25}), deal(A, 100, (98, 9, 13)))
    assert dict(outcome.delta) == {A: -100, B: 10, C: 15}


def test_mille_a4_option_rounds_taker_before_compare() -> None:
    outcome = score(game(round_taker_before_compare=True), state({A: 215, B: -35, C: 25}),
                    deal(A, 100, (98, 9, 13)))
    assert dict(outcome.delta) == {A: 100, B: 10, C: 15}
    # 97 rounds to 95: still short
    short = score(game(round_taker_before_compare=True), state({p: 0 for p in PLAYERS}), deal(A, 100, (97, 10, 13)))
    assert short.delta[A] == -100


def test_mille_9_defenders_count_separately_with_their_marriages() -> None:
    outcome = score(game(), state({p: 0 for p in PLAYERS}),
                    deal(A, 110, (70, 22, 28), {A: ["carreau"], B: ["trefle"], C: ["pique"]}))
    assert dict(outcome.delta) == {A: 110, B: 80, C: 70}


# --------------------------------------------------------------------- §5 contracts


@pytest.mark.parametrize("contract, had_marriage, field", [
    # §5: multiples of 5 only
    (112, False, "contract"),
    (101, False, "contract"),
    # §5: the player after the dealer opens at 100 at least
    (95, False, "contract"),
    (0, False, "contract"),
    # §5 and A18: above 120 only with a marriage in hand at bidding time
    (125, False, "taker_had_marriage_at_bid"),
    (300, False, "taker_had_marriage_at_bid"),
])
def test_mille_5_contract_refusals(contract: int, had_marriage: bool, field: str) -> None:
    with pytest.raises(DealError) as refused:
        game().play(game().new_state(), deal(A, contract, (100, 10, 10), taker_had_marriage_at_bid=had_marriage))
    assert refused.value.field == field


@pytest.mark.parametrize("contract, text", [
    (112, "Le contrat : un multiple de 5."),
    (95, "Le contrat : entre 100 et 400."),
])
def test_mille_5_contract_multiple_of_5_and_at_least_100(contract: int, text: str) -> None:
    with pytest.raises(DealError) as refused:
        game().play(game().new_state(), deal(A, contract, (100, 10, 10)))
    assert refused.value.text() == f"{text} (Mille §5)"


def test_mille_5_over_120_without_marriage_message() -> None:
    with pytest.raises(DealError) as refused:
        game().play(game().new_state(), deal(B, 125, (44, 63, 13), taker_had_marriage_at_bid=False))
    assert refused.value.text() == "Interdit de dépasser 120 sans mariage en main aux enchères. (Mille §5)"


@pytest.mark.parametrize("contract, had_marriage", [
    (100, False), (120, False), (125, True), (400, True),
])
def test_mille_5_contracts_accepted(contract: int, had_marriage: bool) -> None:
    entry = deal(A, contract, (100, 10, 10), taker_had_marriage_at_bid=had_marriage)
    outcome = score(game(), game().new_state(), entry)
    assert outcome.delta[A] == (contract if contract <= 100 else -contract)


# --------------------------------------------------------------------- §3J.3 refusals


VALID = deal(A, 110, (78, 30, 12), {A: ["carreau"]})


@pytest.mark.parametrize("change, field", [
    # dealer
    ({"dealer": "Zed"}, "dealer"),
    # misdeal, taker_had_marriage_at_bid, bomb: booleans
    ({"misdeal": "yes"}, "misdeal"),
    ({"taker_had_marriage_at_bid": 1}, "taker_had_marriage_at_bid"),
    ({"bomb": "true"}, "bomb"),
    # taker
    ({"taker": None}, "taker"),
    ({"taker": "Zed"}, "taker"),
    # contract
    ({"contract": None}, "contract"),
    ({"contract": "110"}, "contract"),
    ({"contract": 110.0}, "contract"),
    ({"contract": True}, "contract"),
    # §3 trick points
    ({"trick_points": None}, "trick_points"),
    ({"trick_points": {A: 90, B: 30}}, "trick_points"),
    ({"trick_points": {A: 78, B: 30, C: 12, "Zed": 0}}, "trick_points"),
    ({"trick_points": {A: 121, B: -1, C: 0}}, "trick_points"),
    ({"trick_points": {A: 1, B: 99, C: 20}}, "trick_points"),
    ({"trick_points": {A: 78, B: 30, C: 11}}, "trick_points"),
    ({"trick_points": {A: 78, B: 30, C: "12"}}, "trick_points"),
    # §3.1 marriages
    ({"marriages": {A: ["joker"]}}, "marriages"),
    ({"marriages": {A: ["coeur"], B: ["coeur"]}}, "marriages"),
    ({"marriages": {A: ["pique", "pique"]}}, "marriages"),
    ({"marriages": {"Zed": ["pique"]}}, "marriages"),
    ({"marriages": {A: "pique"}}, "marriages"),
    # §7, §8 tricks won
    ({"tricks_won": {A: 6, B: 1, C: 2}}, "tricks_won"),
    ({"tricks_won": {A: 6, B: 2}}, "tricks_won"),
    ({"tricks_won": {A: 9, B: -1, C: 0}}, "tricks_won"),
    ({"tricks_won": {A: 8, B: 0, C: 0}}, "tricks_won"),
    ({"trick_points": {A: 90, B: 30, C: 0}, "tricks_won": {A: 4, B: 2, C: 2}}, "tricks_won"),
    ({"marriages": {C: ["trefle"]}, "trick_points": {A: 108, B: 12, C: 0}, "tricks_won": {A: 7, B: 1, C: 0}},
     "tricks_won"),
    ({"marriages": {A: ["carreau", "coeur", "pique"]}, "tricks_won": {A: 2, B: 3, C: 3}}, "tricks_won"),
    # §10 faults
    ({"fault": {"player": "Zed", "kind": "no_follow"}}, "fault"),
    ({"fault": {"player": B, "kind": "revoke"}}, "fault"),
    ({"fault": {"kind": "no_follow"}}, "fault"),
    ({"fault": "Bea"}, "fault"),
    ({"fault": {"player": A, "kind": "no_follow"}}, "points_at_stop"),
    ({"fault": {"player": A}, "points_at_stop": {B: 20}}, "points_at_stop"),
    ({"fault": {"player": A}, "points_at_stop": {B: 20, C: -5}}, "points_at_stop"),
    ({"fault": {"player": A}, "points_at_stop": {B: 20, C: 5, "Zed": 0}}, "points_at_stop"),
])
def test_mille_3j_refusals_name_the_field(change: dict[str, Any], field: str) -> None:
    entry = {**VALID, **change}
    with pytest.raises(DealError) as refused:
        game().play(game().new_state(), entry)
    assert refused.value.field == field
    assert refused.value.message


@pytest.mark.parametrize("entry, field", [
    # each row breaks two rules: the one earlier in the §3J.3 table is named
    ({"dealer": "Zed", "misdeal": "x"}, "dealer"),
    ({"misdeal": "x", "bomb": 1}, "misdeal"),
    ({"taker_had_marriage_at_bid": "x", "bomb": "x"}, "taker_had_marriage_at_bid"),
    ({"bomb": "x", "taker": "Zed"}, "bomb"),
    ({"taker": "Zed", "contract": 95}, "taker"),
    ({"taker": A, "contract": 112, "taker_had_marriage_at_bid": False}, "contract"),
    ({"taker": A, "contract": 125, "trick_points": {A: 1}}, "taker_had_marriage_at_bid"),
    ({"taker": A, "contract": 100, "trick_points": {A: 100, B: 10, C: 11}, "marriages": {A: ["x"]}},
     "trick_points"),
    ({"taker": A, "contract": 100, "trick_points": {A: 100, B: 10, C: 10}, "marriages": {A: ["x"]},
      "tricks_won": {A: 9}}, "marriages"),
    ({"taker": A, "contract": 100, "fault": {"player": "Zed"}, "points_at_stop": {B: -1}}, "fault"),
])
def test_mille_3j_refusal_precedence(entry: dict[str, Any], field: str) -> None:
    with pytest.raises(DealError) as refused:
        game().play(game().new_state(), entry)
    assert refused.value.field == field


def test_mille_3j_bomb_refused_before_trick_points() -> None:
    before = state({p: 0 for p in PLAYERS}, bombs={A: True})
    with pytest.raises(DealError) as refused:
        game().play(before, {"taker": A, "contract": 100, "bomb": True, "trick_points": {A: 1}})
    assert refused.value.field == "bomb"


def test_mille_3j_refused_deal_is_numbered_in_replay() -> None:
    with pytest.raises(DealRefused) as refused:
        replay(game(), M1_M4[:3] + [deal(A, 100, (98, 9, 12))])
    assert (refused.value.deal, refused.value.field) == (4, "trick_points")
    assert refused.value.message.id == "mille.refused.trick_total"
    assert "font toujours 120, pas 119" in refused.value.text()


@pytest.mark.parametrize("entry, message", [
    # M12, the spec's messages
    ({"marriages": {A: ["coeur"], B: ["coeur"]}}, "Un seul mariage à cœur par donne"),
    ({"trick_points": {A: 89, B: 1, C: 30}}, "1 point de plis est impossible (la plus petite carte comptée"),
    ({"trick_points": {A: 90, B: 30, C: 0}, "marriages": {C: ["trefle"]}, "tricks_won": {A: 6, B: 2, C: 0}},
     "Un mariage ne s'annonce qu'après avoir remporté un pli"),
])
def test_mille_12_refusal_messages(entry: dict[str, Any], message: str) -> None:
    with pytest.raises(DealError) as refused:
        game().play(game().new_state(), {**VALID, **entry})
    assert message in refused.value.text()


def test_mille_3j_tricks_won_consistent_entry_accepted() -> None:
    # M9: B's only trick was three 9s: 0 points for one trick is possible
    before = state({A: 300, B: 200, C: 100}, bars={B: 1})
    outcome = score(game(), before, deal(A, 100, (85, 0, 35), {A: ["trefle"]}, tricks_won={A: 6, B: 1, C: 1}))
    assert dict(outcome.delta) == {A: 100, B: 0, C: 35}


# --------------------------------------------------------------------- §6.1 and §9.3 the bomb


def test_mille_6_1_bomb_taker_neither_wins_nor_loses() -> None:
    outcome = score(game(), state({A: 215, B: -35, C: 25}), {"taker": C, "contract": 125, "bomb": True,
                                                               "taker_had_marriage_at_bid": True})
    assert dict(outcome.delta) == {A: 70, B: 70, C: 0}
    assert outcome.state.bomb_used[C] and not outcome.state.bomb_used[A]
    assert outcome.details.kind == "bomb"


def test_mille_6_1_one_bomb_per_player_per_partie() -> None:
    with pytest.raises(DealRefused) as refused:
        replay(game(), M1_M4[:3] + [{"taker": C, "contract": 100, "bomb": True}])
    assert (refused.value.deal, refused.value.field) == (4, "bomb")
    assert refused.value.text() == "Cyr a déjà utilisé sa bombe dans cette partie. (Mille §6.1)"
    # the others still have theirs
    result = replay(game(), M1_M4[:3] + [{"taker": A, "contract": 100, "bomb": True}])
    assert result.report()["bomb_used"] == {A: True, B: False, C: True}


def test_mille_6_1_bomb_ignores_the_play_fields() -> None:
    entry = {"taker": C, "contract": 115, "bomb": True, "trick_points": {A: 1}, "marriages": {A: ["x"]},
             "fault": {"player": "Zed"}}
    outcome = score(game(), game().new_state(), entry)
    assert dict(outcome.delta) == {A: 60, B: 60, C: 0}
    assert outcome.state.bars == {p: 0 for p in PLAYERS}


def test_mille_a6_bomb_half_ignored_on_the_tonneau() -> None:
    before = state({A: 880, B: 500, C: 300}, turns={A: 1})
    outcome = score(game(), before, {"taker": C, "contract": 100, "bomb": True})
    assert dict(outcome.delta) == {A: 0, B: 50, C: 0}
    assert outcome.state.tonneau_turns[A] == 2, "A7: a bombed deal is a turn on the tonneau"


# --------------------------------------------------------------------- §9.1 the tonneau, M5-M8


M5_START = state({A: 840, B: 880, C: 500}, turns={B: 1}, bars={B: 1, C: 2})
M5 = deal(A, 100, (100, 12, 8))
M6 = deal(C, 105, (25, 15, 80), {C: ["pique"]})
M7 = deal(B, 115, (25, 80, 15), {B: ["pique"]})
M8 = deal(A, 120, (120, 0, 0))


def test_mille_9_1_examples_m5_to_m8() -> None:
    g = game()
    m5 = score(g, M5_START, M5)
    assert dict(m5.delta) == {A: 40, B: 0, C: 10}
    assert rules_of(m5, A) == [(100, "Mille §9"), (-60, "Mille §9.1")]
    assert dict(m5.state.tonneau_turns) == {A: 0, B: 2, C: 0}

    m6 = score(g, m5.state, M6)
    assert dict(m6.delta) == {A: 0, B: 0, C: 105}
    assert dict(m6.state.tonneau_turns) == {A: 1, B: 3, C: 0}

    m7 = score(g, m6.state, M7)
    assert dict(m7.delta) == {A: 0, B: -120, C: 15}
    assert rules_of(m7, B) == [(115, "Mille §9"), (-115, "Mille §9.1"), (-120, "Mille §9.1")]
    assert dict(m7.state.totals) == {A: 880, B: 760, C: 630}
    assert dict(m7.state.tonneau_turns) == {A: 2, B: 0, C: 0}
    assert m7.details.fell == (B,)

    m8 = score(g, m7.state, M8)
    assert dict(m8.delta) == {A: 120, B: 0, C: -120}
    assert rules_of(m8, C) == [(-120, "Mille §9.2")]
    assert dict(m8.state.totals) == {A: 1000, B: 760, C: 510}
    assert dict(m8.state.bars) == {A: 0, B: 2, C: 3}
    assert m8.state.finished and m8.state.winners == (A,)
    assert g.winner(m8.state) == A


@pytest.mark.parametrize("before, points, after", [
    # §9.1: any score that would land in 880..999 goes back to 880
    (840, 40, 880),
    (840, 100, 880),
    (870, 127, 880),    # 127 rounds to 125: 995
    # 1000 or more is never clamped
    (870, 128, 1000),   # 128 rounds to 130
    (870, 140, 1010),
    # below 880 stays
    (800, 75, 875),
])
def test_mille_9_1_scores_between_880_and_1000_go_back_to_880(before: int, points: int, after: int) -> None:
    # A defends (not yet on the tonneau), with a marriage above 100 points
    marriages = {A: ["coeur"]} if points > 100 else {}
    tricks = points - (100 if marriages else 0)
    other = 120 - tricks
    outcome = score(game(), state({A: before, B: 0, C: 0}),
                    deal(B, 100, (tricks, other, 0), marriages))
    assert outcome.state.totals[A] == after
    assert outcome.delta[A] == after - before


def test_mille_9_1_fall_after_fourth_turn_on_tonneau() -> None:
    g = game()
    current = state({A: 880, B: 0, C: 0})
    for turn in (1, 2, 3):
        current = score(g, current, deal(B, 100, (20, 100, 0))).state
        assert current.totals[A] == 880 and current.tonneau_turns[A] == turn
    fourth = score(g, current, deal(B, 100, (20, 100, 0)))
    assert fourth.delta[A] == -120 and fourth.state.totals[A] == 760
    assert fourth.state.tonneau_turns[A] == 0


def test_mille_a7_three_chances_option_falls_at_end_of_m6() -> None:
    g = game(tonneau_max_turns=2)
    m5 = score(g, M5_START, M5)
    m6 = score(g, m5.state, M6)
    assert dict(m6.delta) == {A: 0, B: -120, C: 105}
    assert dict(m6.state.totals) == {A: 880, B: 760, C: 615}
    assert dict(m6.state.tonneau_turns) == {A: 1, B: 0, C: 0}


def test_mille_a7_arrival_deal_is_not_a_turn() -> None:
    outcome = score(game(), state({A: 800, B: 0, C: 0}), deal(A, 100, (100, 10, 10)))
    assert outcome.state.totals[A] == 880 and outcome.state.tonneau_turns[A] == 0


def test_mille_a7_leaving_the_tonneau_resets_the_turns() -> None:
    outcome = score(game(), state({A: 880, B: 0, C: 0}, turns={A: 2}), deal(A, 100, (90, 20, 10)))
    assert outcome.state.totals[A] == 780 and outcome.state.tonneau_turns[A] == 0


def test_mille_a7_misdeal_is_not_a_turn() -> None:
    outcome = score(game(), state({A: 880, B: 0, C: 0}, turns={A: 3}), {"misdeal": True})
    assert outcome.state.tonneau_turns[A] == 3 and outcome.state.totals[A] == 880


def test_mille_a8_successful_taker_clamped_back_counts_as_a_turn() -> None:
    outcome = score(game(), state({A: 880, B: 0, C: 0}, turns={A: 1}), deal(A, 115, (120, 0, 0)))
    assert outcome.delta[A] == 0 and outcome.state.tonneau_turns[A] == 2
    assert rules_of(outcome, A) == [(115, "Mille §9"), (-115, "Mille §9.1")]


def test_mille_9_1_defence_points_ignored_on_the_tonneau() -> None:
    outcome = score(game(), state({A: 880, B: 0, C: 0}), deal(B, 100, (40, 80, 0), {A: ["coeur"]}))
    assert outcome.delta[A] == 0
    assert any(line.player == A and line.points == 0 and line.rule == "Mille §9.1" for line in outcome.lines)


def test_mille_a17_bar_penalty_applies_on_the_tonneau() -> None:
    outcome = score(game(), state({A: 880, B: 0, C: 0}, bars={A: 2}), deal(B, 100, (0, 100, 20)))
    assert outcome.delta[A] == -120 and outcome.state.totals[A] == 760
    assert outcome.state.tonneau_turns[A] == 0 and outcome.state.bars[A] == 3


def test_mille_9_1_tonneau_player_wins_only_by_taking() -> None:
    outcome = score(game(), state({A: 880, B: 0, C: 0}), deal(A, 115, (120, 0, 0)))
    assert outcome.state.totals[A] == 880 and not outcome.state.finished
    outcome = score(game(), state({A: 880, B: 0, C: 0}), deal(A, 125, (120, 0, 0), {A: ["pique"]}))
    assert outcome.state.totals[A] == 1005 and outcome.state.winners == (A,)


# --------------------------------------------------------------------- §9.2 bars


def test_mille_9_2_third_bar_costs_120() -> None:
    g = game()
    current = state({A: 0, B: 300, C: 0})
    deltas = []
    for _ in range(6):
        outcome = score(g, current, deal(A, 100, (110, 0, 10)))
        deltas.append(outcome.delta[B])
        current = outcome.state
    assert deltas == [0, 0, -120, 0, 0, -120]
    assert current.bars[B] == 6 and current.bars[C] == 0


def test_mille_9_2_marriage_does_not_prevent_a_bar() -> None:
    outcome = score(game(), state({p: 0 for p in PLAYERS}, bars={B: 2}), deal(A, 100, (110, 0, 10), {B: ["coeur"]}))
    assert outcome.delta[B] == -20  # 100 of marriage, −120 for the 3rd bar
    assert rules_of(outcome, B) == [(100, "Mille §9"), (-120, "Mille §9.2")]


def test_mille_9_2_taker_never_gets_a_bar() -> None:
    outcome = score(game(), game().new_state(), deal(A, 100, (0, 60, 60), {A: ["coeur", "carreau"]}))
    assert outcome.delta[A] == 100 and outcome.state.bars[A] == 0


def test_mille_a9_no_bar_in_bombed_or_faulted_deals() -> None:
    g = game()
    before = state({p: 0 for p in PLAYERS}, bars={B: 2, C: 2})
    bombed = score(g, before, {"taker": A, "contract": 100, "bomb": True})
    taker_fault = score(g, before, {"taker": A, "contract": 100, "fault": {"player": A, "kind": "no_follow"},
                                    "points_at_stop": {B: 0, C: 0}})
    defender_fault = score(g, before, {"taker": A, "contract": 100, "fault": {"player": B}})
    for outcome in (bombed, taker_fault, defender_fault):
        assert dict(outcome.state.bars) == {A: 0, B: 2, C: 2}


def test_mille_9_2_example_m9_nine_nine_nine_trick_earns_a_bar() -> None:
    before = state({A: 300, B: 200, C: 100}, bars={B: 1})
    outcome = score(game(), before, deal(A, 100, (85, 0, 35), {A: ["trefle"]}, tricks_won={A: 6, B: 1, C: 1}))
    assert dict(outcome.state.totals) == {A: 400, B: 200, C: 135}
    assert outcome.state.bars[B] == 2
    assert any(line.player == B and line.rule == "Mille §9.2" and line.points == 0 for line in outcome.lines)


# --------------------------------------------------------------------- §10 faults and misdeals


def test_mille_10_example_m10_defender_fault() -> None:
    before = state({A: 400, B: 200, C: 135})
    outcome = score(game(), before, {"taker": C, "contract": 110,
                                     "fault": {"player": B, "kind": "trump_while_holding_suit"}})
    assert dict(outcome.delta) == {A: 0, B: -120, C: 0}
    assert rules_of(outcome, B) == [(-120, "Mille §10")]
    assert not outcome.state.bomb_used[C]
    assert render(outcome.summary) == "Faute de Bea"
    assert outcome.details.fault == FaultDone(player=B, kind="trump_while_holding_suit")


def test_mille_a10_example_m11_taker_fault() -> None:
    before = state({A: 400, B: 80, C: 135})
    outcome = score(game(), before, {"taker": A, "contract": 130, "taker_had_marriage_at_bid": True,
                                     "fault": {"player": A, "kind": "no_follow"},
                                     "points_at_stop": {B: 22, C: 31}})
    assert dict(outcome.delta) == {A: -130, B: 20, C: 30}
    assert dict(outcome.state.totals) == {A: 270, B: 100, C: 165}
    assert rules_of(outcome, A) == [(-130, "Mille §10")]
    assert outcome.details.made is False


def test_mille_a10_taker_fault_defender_on_the_tonneau_scores_nothing() -> None:
    before = state({A: 400, B: 880, C: 135})
    outcome = score(game(), before, {"taker": A, "contract": 100, "fault": {"player": A},
                                     "points_at_stop": {B: 50, C: 13}})
    assert dict(outcome.delta) == {A: -100, B: 0, C: 15}
    assert outcome.state.tonneau_turns[B] == 1


def test_mille_10_fault_ignores_trick_points() -> None:
    outcome = score(game(), game().new_state(), {"taker": A, "contract": 100, "fault": {"player": C},
                                                 "trick_points": {A: 1}, "tricks_won": {A: 99}})
    assert dict(outcome.delta) == {A: 0, B: 0, C: -120}


@pytest.mark.parametrize("fault", [{}, {"player": None}, {"player": None, "kind": None}])
def test_mille_10_a_fault_names_its_player(fault: dict[str, Any]) -> None:
    # general ruling: an object that must name something is refused without it; null means no fault
    with pytest.raises(DealError) as refused:
        game().play(game().new_state(), {**VALID, "fault": fault})
    assert refused.value.field == "fault" and refused.value.path == "fault.player"
    outcome = score(game(), game().new_state(), {**VALID, "fault": None})
    assert outcome.details.kind == "normal" and outcome.delta[A] == 110


def test_mille_10_misdeal_scores_nothing_and_keeps_the_dealer() -> None:
    g = game()
    result = replay(g, [VALID, {"misdeal": True, "taker": "Zed", "contract": 3}, VALID])
    assert [d.dealer for d in result.deals] == [A, B, B]
    assert dict(result.deals[1].delta) == {p: 0 for p in PLAYERS}
    assert render(result.deals[1].summary) == "Maldonne"
    assert result.deals[1].lines and all(line.points == 0 for line in result.deals[1].lines)
    assert result.state.dealer == C and result.state.deals == 3


def test_mille_2_dealer_rotates_in_seating_order() -> None:
    result = replay(game(), [VALID, VALID, {**VALID, "dealer": A}, VALID])
    assert [d.dealer for d in result.deals] == [A, B, A, B]
    assert result.state.dealer == C


# --------------------------------------------------------------------- §9 end of the partie


def test_mille_9_goal_reached_game_over_and_deals_refused() -> None:
    g = game()
    outcome = score(g, M5_START, M5)
    final = score(g, state({A: 880, B: 760, C: 630}, bars={B: 1, C: 2}), M8)
    assert final.state.finished and g.winner(final.state) == A
    assert not outcome.state.finished
    with pytest.raises(DealError) as refused:
        g.play(final.state, VALID)
    assert refused.value.field == "deal"


def test_mille_9_deal_after_the_end_refused_in_replay() -> None:
    log = [deal(A, 400, (120, 0, 0), {A: ["coeur", "carreau", "trefle", "pique"]})] * 3
    result = replay(game(), log)
    assert result.finished and result.winner == A and result.totals[A] == 1200
    with pytest.raises(DealRefused) as refused:
        replay(game(), log + [VALID])
    assert (refused.value.deal, refused.value.field) == (4, "deal")


def test_mille_a12_several_over_1000_highest_wins() -> None:
    # A takes 120 from the tonneau (1000); B defends 140 from 870 (1010)
    before = state({A: 880, B: 870, C: 0})
    outcome = score(game(), before, deal(A, 120, (80, 40, 0), {A: ["pique"], B: ["coeur"]}))
    assert dict(outcome.state.totals) == {A: 1000, B: 1010, C: 0}
    assert outcome.state.finished and outcome.state.winners == (B,)


def test_mille_a12_exact_tie_plays_on() -> None:
    g = game()
    before = state({A: 880, B: 870, C: 0})
    tied = score(g, before, deal(A, 120, (90, 30, 0), {A: ["pique"], B: ["coeur"]}))
    assert dict(tied.state.totals) == {A: 1000, B: 1000, C: 0}
    assert not tied.state.finished and g.winner(tied.state) is None
    # next deal: A fails 100 (900, clamped to 880); B defends 20 → 1020 and wins alone
    after = score(g, tied.state, deal(A, 100, (90, 20, 10)))
    assert dict(after.state.totals) == {A: 880, B: 1020, C: 10}
    assert after.state.finished and after.state.winners == (B,)


def test_mille_9_scores_may_be_negative() -> None:
    outcome = score(game(), game().new_state(), deal(A, 150, (30, 45, 45)))
    assert outcome.state.totals[A] == -150


# --------------------------------------------------------------------- the score lines


@pytest.mark.parametrize("before, entry", [
    (M5_START, M5),
    (state({A: 880, B: 880, C: 615}, turns={A: 1, B: 3}), M7),
    (state({A: 880, B: 760, C: 630}, bars={B: 1, C: 2}), M8),
    (state({p: 0 for p in PLAYERS}), {"taker": C, "contract": 145, "bomb": True, "taker_had_marriage_at_bid": True}),
    (state({A: 880, B: 0, C: 0}, bars={A: 2}), deal(B, 100, (0, 100, 20))),
    (state({A: 400, B: 880, C: 135}), {"taker": A, "contract": 100, "fault": {"player": A},
                                       "points_at_stop": {B: 50, C: 13}}),
    (state({p: 0 for p in PLAYERS}), {"misdeal": True}),
])
def test_mille_lines_sum_to_deltas(before: MilleState, entry: dict[str, Any]) -> None:
    outcome = game().play(before, entry)
    assert explained(outcome) == dict(outcome.delta)
    assert outcome.summary


# --------------------------------------------------------------------- §7, §8 referee



@pytest.mark.parametrize("order, trick, trump, winner", [
    # §7: highest card of the suit led, without trump
    ("value_consistent", "9p Ap 10p", None, 1),
    ("value_consistent", "Rp 10p Dp", None, 1),
    ("value_consistent", "Vp Ac Dp", None, 2),       # a card of another suit cannot win
    # A2: the printed order puts the 10 below the Valet
    ("as_listed", "Rp 10p Dp", None, 0),
    ("as_listed", "10p Vp 9p", None, 1),
    # §7: the highest trump wins once a trump is set by a marriage (§8)
    ("value_consistent", "Ap 9c 10p", Suit.COEUR, 1),
    ("value_consistent", "Ap 9c Vc", Suit.COEUR, 2),
    ("value_consistent", "Ac 10c 9p", Suit.COEUR, 0),
    ("value_consistent", "Ap Ak 10p", Suit.COEUR, 0),  # no trump played
])
def test_mille_7_trick_winner(order: str, trick: str, trump: Suit | None, winner: int) -> None:
    assert game(card_order=order).trick_winner(trick_of(trick, trump=trump)) == winner


def test_mille_1_no_seven_or_eight_in_the_deck() -> None:
    with pytest.raises(ValueError):
        game().trick_winner(trick_of("7p 9p Ap"))


HAND = "Ap 10p 9c Dk Rk"


@pytest.mark.parametrize("trick, trump, legal", [
    # §7: the first card of a trick is free
    ("", None, HAND),
    # §7: follow the suit led
    ("Vp", None, "Ap 10p"),
    ("Vp", Suit.CARREAU, "Ap 10p"),
    # §7: void in the suit led and a trump is set and held: must trump (no duty to overtrump, A15)
    ("Vt", Suit.CARREAU, "Dk Rk"),
    ("Vt Ak", Suit.CARREAU, "Dk Rk"),
    # §7: void, no trump set or none held: anything
    ("Vt", None, HAND),
    ("Vt", Suit.TREFLE, HAND),
])
def test_mille_7_legal_plays(trick: str, trump: Suit | None, legal: str) -> None:
    assert game().legal_plays(trick_of(trick, trump=trump), cards(HAND)) == cards(legal)


@pytest.mark.parametrize("trick, trump, played, kind", [
    # §10 grave faults, first three
    ("Vp", None, "9c", "no_follow"),
    ("Vp", Suit.CARREAU, "9c", "no_follow"),
    ("Vt", Suit.CARREAU, "Ap", "no_trump"),
    ("Vp", Suit.CARREAU, "Dk", "trump_while_holding_suit"),
])
def test_mille_10_verify_play_names_the_grave_fault(trick: str, trump: Suit | None, played: str, kind: str) -> None:
    g = game()
    with pytest.raises(GraveFault) as refused:
        g.verify_play(trick_of(trick, trump=trump), cards(HAND), card(played))
    assert refused.value.kind == kind and refused.value.rule
    assert isinstance(refused.value, ValueError)
    assert not g.can_play(trick_of(trick, trump=trump), cards(HAND), card(played))


@pytest.mark.parametrize("trick, trump, played", [
    ("", None, "9c"),
    ("Vp", Suit.CARREAU, "10p"),
    ("Vt", Suit.CARREAU, "Dk"),
    ("Vt", None, "Ap"),
])
def test_mille_7_verify_play_accepts_legal_cards(trick: str, trump: Suit | None, played: str) -> None:
    g = game()
    g.verify_play(trick_of(trick, trump=trump), cards(HAND), card(played))
    assert g.can_play(trick_of(trick, trump=trump), cards(HAND), card(played))


def test_mille_7_card_not_in_hand_refused() -> None:
    with pytest.raises(DealError) as refused:
        game().verify_play(trick_of(""), cards(HAND), card("Ac"))
    assert not isinstance(refused.value, GraveFault)


def test_mille_8_marriage_needs_the_pair_in_hand() -> None:
    assert Mille.verify_marriage(cards(HAND), Suit.CARREAU) == 80
    with pytest.raises(GraveFault) as refused:
        Mille.verify_marriage(cards("Dc Ap"), Suit.COEUR)
    assert refused.value.kind == "false_marriage"


# --------------------------------------------------------------------- the casebook's state keys


def test_mille_3j_4_report_keys_after_the_examples() -> None:
    result = replay(game(), M1_M4)
    report = result.report()
    assert report["tonneau_turns"] == {p: 0 for p in PLAYERS}
    assert report["bars"] == {p: 0 for p in PLAYERS}
    assert report["next_dealer"] == A  # M1 dealt by Cyr, then Ana, Bea, Cyr
