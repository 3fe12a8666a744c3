"""Reversis (La Haye, 1785), from the rulebook's articles and shared/spec/reversis.md.

Test names cite the rulebook's articles (Reversis XVII, XXIV, XXXV…) or the
spec's rulings (RV-3, RV-6, RV-21…); the worked coups R1-R11 of the spec are
checked with their exact deltas and the Panier. Seating in playing order is
Alice → Bernard → Claire → Denis: Alice and Claire sit face to face, so do
Bernard and Denis.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from cardtext import card, cards
from hypothesis import given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, DealRefused, SetupError, new_game, render, replay
from compagnon.rules.core import DealRecord, Outcome
from compagnon.rules.decks import REVERSIS, Card, Suit, dump_card
from compagnon.rules.games.reversis import (
    FIRST_FUND,
    QUINOLA,
    Reversis,
    ReversisState,
    ReversisTrick,
    Revoke,
    card_points,
    espagnolette_hand,
    jetons_and_fiches,
    partie_value,
)
from compagnon.rules.tricks import played as plays

PLAYERS = ["Alice", "Bernard", "Claire", "Denis"]
A, B, C, D = PLAYERS
SMALL = ("Reversis XXIV", "Reversis XXV", "Reversis XXVI", "Reversis XXVII")


def game(**options: Any) -> Reversis:
    g = new_game("reversis", PLAYERS, options=options)
    assert isinstance(g, Reversis)
    return g


def state(panier: int = 100, dealer: str = A, *, pending: bool = False,
          totals: Mapping[str, int] | None = None) -> ReversisState:
    return ReversisState(totals=dict(totals or {p: 0 for p in PLAYERS}), dealer=dealer, panier=panier,
                         redeal_pending=pending)


def cj(text: str) -> dict[str, str]:
    """A card in the casebook notation, from the short one (``"Ap"``, ``"Vc"``)."""
    dumped = dump_card(card(text))
    assert isinstance(dumped, dict)
    return dumped


def ev(text: str, trick: int, player: str, manner: str, leader: str | None = None, winner: str | None = None,
       **more: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"card": cj(text), "trick": trick, "player": player, "manner": manner}
    if leader is not None:
        entry["leader"] = leader
    if winner is not None:
        entry["winner"] = winner
    entry.update(more)
    return entry


def coup(ecart: str, tricks: Sequence[int], points: Sequence[int], events: Sequence[dict[str, Any]] = (),
         **more: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"ecart": [cj(t) for t in ecart.split()],
                             "tricks": dict(zip(PLAYERS, tricks, strict=True)),
                             "points": dict(zip(PLAYERS, points, strict=True))}
    if events:
        entry["events"] = list(events)
    entry.update(more)
    return entry


#: a plain coup dealt by Alice: Partie of 4, Bernard wins it (5 points), Claire loses it (14)
BLANK = "2p 3p 4p 5p"
TRICKS = (3, 2, 4, 2)
POINTS = (12, 5, 14, 9)


def plain(events: Sequence[dict[str, Any]] = (), **more: Any) -> dict[str, Any]:
    return coup(BLANK, TRICKS, POINTS, events, **more)


def score(entry: Mapping[str, Any], before: ReversisState | None = None, **options: Any) -> Outcome[ReversisState]:
    g = game(**options)
    before = before or state()
    outcome = g.play(before, entry)
    assert g.delta_of(outcome.lines) == dict(outcome.delta), "the lines explain every fiche"
    assert sum(outcome.state.totals.values()) + outcome.state.panier == \
        sum(before.totals.values()) + before.panier, "nothing is created or lost"
    return outcome


def payments(outcome: Outcome[ReversisState] | DealRecord,
             rules: Sequence[str] | None = None) -> list[tuple[str, str, int, str]]:
    """(payer, payee, fiches, article) of every line that moves fiches."""
    return [(line.payer or "", line.player, line.points, line.rule) for line in outcome.lines
            if line.points and (rules is None or line.rule in rules)]


def refused_field(entry: Mapping[str, Any], before: ReversisState | None = None) -> str:
    with pytest.raises(DealError) as refused:
        game().play(before or state(), entry)
    assert refused.value.message and refused.value.text()
    return refused.value.field


# --------------------------------------------------------------------- I, V, VI: cards and the Partie


def test_reversis_i_deck_has_48_cards_without_tens() -> None:
    assert len(REVERSIS) == 48
    assert Card("10", Suit.PIQUE) not in REVERSIS
    assert game().deck is REVERSIS


@pytest.mark.parametrize("text, points", [
    # V: As 4, Roi 3, Dame 2, Valet 1, blank cards nothing; the Quinola counts 1 in tricks
    ("Ap", 4), ("Ak", 4), ("Rc", 3), ("Dt", 2), ("Vp", 1), ("Vc", 1), ("9k", 0), ("2t", 0),
])
def test_reversis_v_card_points(text: str, points: int) -> None:
    assert card_points(card(text)) == points


def test_reversis_v_forty_points_in_the_pack() -> None:
    assert sum(card_points(c) for c in REVERSIS.cards()) == 40


@pytest.mark.parametrize("ecart, partie", [
    # VI: the écart counted as in tricks, A♦ 5 and the Quinola 4, plus 4 always
    ("2p 3p 4p 5p", 4),
    ("Rp 5t Dk 7c", 9),         # R1
    ("Ak 3p 9t 2c", 9),         # R2
    ("Rk 6p 2t Vp", 8),         # R5
    ("Dt 8k 4p 9c", 6),         # R6
    ("Ak Vc 7t 5p", 13),        # R7
    ("Ak Vc Ap At", 21),        # the most: 5 + 4 + 4 + 4 + 4
    ("Ak Vc Ap", 17),           # LIV: three cards count as they are
    ("Ak Vc Ap At Ac", 25),     # LIV: and five
])
def test_reversis_vi_partie_value(ecart: str, partie: int) -> None:
    assert partie_value(cards(ecart)) == partie


@pytest.mark.parametrize("hand, kind", [
    # XXXIV: three Aces and the Quinola, four Aces and the Quinola, or four Aces
    ("Ap Ac Ak Vc 2t", "3A+Q"), ("Ap Ac Ak At Vc", "4A+Q"), ("Ap Ac Ak At 2t", "4A"),
    ("Ap Ac Ak 2t", None), ("Ap Ac Vc Rk", None),
])
def test_reversis_xxxiv_espagnolette_hands(hand: str, kind: str | None) -> None:
    assert espagnolette_hand(cards(hand)) == kind


@pytest.mark.parametrize("fiches, jf", [
    # 1 jeton = 5 fiches (XVII, XXIV, XXIX)
    (0, (0, 0)), (5, (1, 0)), (-21, (-4, -1)), (-468, (-93, -3)), (64, (12, 4)), (530, (106, 0)),
])
def test_reversis_xxiv_jetons_and_fiches(fiches: int, jf: tuple[int, int]) -> None:
    assert jetons_and_fiches(fiches) == jf


# --------------------------------------------------------------------- set-up, seats


def test_reversis_i_exactly_four_players() -> None:
    assert game().players == tuple(PLAYERS)
    for players in (PLAYERS[:3], [*PLAYERS, "Eve"]):
        with pytest.raises(SetupError) as refused:
            new_game("reversis", players)
        assert refused.value.field == "players"
    with pytest.raises(SetupError):
        new_game("reversis", [A, B, C, "panier"])  # the Panier is not a player


def test_reversis_options_and_their_defaults() -> None:
    assert game().options == {"remise_mode": "whole_pot", "esp_refund_others_factor": 2}
    assert game(esp_refund_others_factor=1).options["esp_refund_others_factor"] == 1
    for bad in ({"remise_mode": "half"}, {"esp_refund_others_factor": 3}, {"esp_refund_others_factor": "2"},
                {"unknown": 1}):
        with pytest.raises(SetupError):
            game(**bad)


def test_reversis_xlix_hands_and_rv5_play_to_the_right() -> None:
    g = game()
    assert g.hands_of(A) == (B, C, D)
    assert g.hands_of(C) == (D, A, B)
    assert g.opposite(A, C) and g.opposite(B, D) and not g.opposite(A, B) and not g.opposite(D, A)
    assert g.vis_a_vis(B) == D


@pytest.mark.parametrize("dealer, order", [
    # X: the dealer is the best placed, then his left neighbour, and so on by the left
    (A, [A, D, C, B]), (D, [D, C, B, A]), (B, [B, A, D, C]),
])
def test_reversis_x_placement(dealer: str, order: list[str]) -> None:
    g = game()
    assert sorted(PLAYERS, key=lambda p: g.placement(dealer, p)) == order


def test_reversis_3j_entry_declares_the_form() -> None:
    record = game().entry_schema
    assert [f.name for f in record.fields] == [
        "status", "dealer", "ecart", "tricks", "points", "first_nine_by", "trick10_winner", "trick11_winner",
        "espagnolette", "events", "faults"]
    assert [f.name for f in record.shown][:5] == ["dealer", "ecart", "tricks", "points", "events"]
    fields = {f.name: f for f in record.fields}
    assert fields["status"].default == "played" and not fields["dealer"].required
    assert all(fields[n].required for n in ("ecart", "tricks", "points", "trick10_winner", "trick11_winner"))


def test_reversis_new_game_state_and_report() -> None:
    g = game()
    fresh = g.new_state()
    assert fresh.dealer == A and fresh.panier == 0 and not fresh.finished
    assert g.report(fresh) == {"panier": 0, "next_dealer": A}
    assert g.pot == "Panier" and g.unit == "fiches"


# --------------------------------------------------------------------- the worked coups R1-R11


R_COUPS: list[dict[str, Any]] = [
    # R1
    coup("Rp 5t Dk 7c", (3, 2, 4, 2), (12, 5, 14, 4), [
        ev("Ap", 4, B, "renonce", C, C), ev("Vc", 6, C, "renonce", A, A), ev("Ak", 11, D, "forced", A, D)],
        dealer=A),
    # R2
    coup("Ak 3p 9t 2c", (4, 1, 2, 4), (10, 0, 11, 15), [ev("Vc", 5, D, "forced", C, C)], dealer=B),
    # R3
    coup(BLANK, (0, 0, 0, 11), (0, 0, 0, 40), [ev("Ap", 2, A, "renonce", D, D), ev("Vc", 4, D, "led", D, D)],
         dealer=C, first_nine_by=D, trick10_winner=D, trick11_winner=D),
    # R4
    coup("2t 3t 4t 5t", (10, 1, 0, 0), (37, 3, 0, 0), [ev("Vc", 7, A, "led", A, A)], dealer=D,
         first_nine_by=A, trick10_winner=B, trick11_winner=A),
    # R5
    coup("Rk 6p 2t Vp", (3, 0, 5, 3), (10, 0, 17, 9), [
        ev("At", 2, B, "renonce", D, D), ev("Vc", 3, B, "renonce", C, C), ev("Ac", 6, B, "renonce", A, A),
        ev("Ap", 8, B, "renonce", C, C)], dealer=A, espagnolette={"holder": B, "hand": "3A+Q", "used": True}),
    # R6
    coup("Dt 8k 4p 9c", (4, 3, 1, 3), (13, 11, 9, 5), [
        ev("Vc", 2, C, "renonce", A, A), ev("Ak", 4, C, "renonce", D, D), ev("Ac", 5, A, "renonce", B, B),
        ev("At", 7, C, "renonce", B, B), ev("Ap", 10, C, "forced", D, C)], dealer=B,
         espagnolette={"holder": C, "hand": "3A+Q", "used": True}),
    # R7
    coup("Ak Vc 7t 5p", (4, 2, 3, 2), (14, 3, 16, 2), [
        ev("Ac", 6, C, "led", C, C), ev("At", 11, D, "renonce", B, B)], dealer=C,
         faults=[{"player": D, "article": "LVII"}, {"player": A, "article": "LII"}]),
    # R8
    coup("2p 3k 4t 5c", (0, 1, 5, 5), (0, 0, 20, 20), [ev("Vc", 11, B, "forced", C, C)], dealer=D),
    # R9
    coup(BLANK, (0, 11, 0, 0), (0, 40, 0, 0), [ev("Vc", 10, B, "led", B, B)], dealer=A, first_nine_by=B,
         trick10_winner=B, trick11_winner=B, espagnolette={"holder": D, "hand": "4A", "used": True}),
    # R10
    {"dealer": B, "status": "void_after_ecart"},
    # R11
    coup(BLANK, (10, 0, 0, 1), (36, 0, 0, 4), [ev("Vc", 3, A, "led", A, A)], dealer=C, first_nine_by=A,
         trick10_winner=D, trick11_winner=A, espagnolette={"holder": B, "hand": "4A", "used": True}),
]

R_DELTAS = [
    {A: -21, B: -9, C: 35, D: -5},
    {A: -20, B: -2, C: 15, D: -83},
    {A: -16, B: -32, C: -21, D: 159},
    {A: -119, B: 54, C: -10, D: -15},
    {A: -6, B: 112, C: -14, D: -2},
    {A: 1, B: -13, C: -77, D: -1},
    {A: -5, B: 14, C: -19, D: -10},
    {A: -12, B: -135, C: 42, D: -15},
    {A: -5, B: 64, C: 0, D: -64},
    {A: 0, B: -25, C: 0, D: 0},
    {A: -265, B: -64, C: -5, D: 64},
]
R_PANIER = [0, 90, 0, 90, 0, 90, 110, 230, 235, 260, 530]


def test_reversis_8_worked_coups_r1_to_r11() -> None:
    g = game()
    result = replay(g, R_COUPS)
    assert [dict(d.delta) for d in result.deals] == R_DELTAS
    assert [d.details.panier for d in result.deals] == R_PANIER
    assert dict(result.totals) == {A: -468, B: -36, C: -54, D: 28}
    assert result.report() == {"winners": [], "next_dealer": D, "panier": 530}
    assert not result.finished and result.winner is None
    for k in range(1, len(R_COUPS) + 1):
        partial = replay(g, R_COUPS[:k]).state
        assert sum(partial.totals.values()) + g.pot_balance(partial) == 0


def test_reversis_8_r1_lines() -> None:
    result = replay(game(), R_COUPS[:1])
    lines = [(ln.payer, ln.player, ln.points, ln.rule) for ln in result.deals[0].lines]
    assert lines == [
        (A, "Panier", 15, "Reversis XVII"), (B, "Panier", 10, "Reversis XVII"),
        (C, "Panier", 10, "Reversis XVII"), (D, "Panier", 10, "Reversis XVII"),
        (C, D, 9, "Reversis VII"),
        (C, B, 1, "Reversis XXIV"), (A, C, 10, "Reversis XXIV"), (D, A, 4, "Reversis XXV"),
        ("Panier", C, 45, "Reversis XVIII"),
    ]
    deal = result.deals[0]
    assert render(deal.summary) == "Partie de 9 : Denis gagne, Claire paie · Panier 0"
    assert deal.details.partie == 9 and deal.details.remise == "drawn"


def test_reversis_8_r6_failed_espagnolette_lines() -> None:
    result = replay(game(), R_COUPS[:6])
    r6 = result.deals[5]
    assert payments(r6, ("Reversis XXXV",)) == [
        (C, D, 6, "Reversis XXXV"),                      # 1°: she loses the Partie to the natural winner
        (C, A, 20, "Reversis XXXV"), (C, D, 4, "Reversis XXXV"), (C, B, 2, "Reversis XXXV"),
        (C, B, 2, "Reversis XXXV"),                      # 3°: the renonces given back double
        (C, "Panier", 45, "Reversis XXXV"),              # 2°: she placed the Quinola, she makes the Remise
    ]
    assert r6.details.espagnolette_failed is True


def test_reversis_8_r11_in_jetons_and_fiches() -> None:
    g = game()
    result = replay(g, R_COUPS)
    facts = {f.key: f for f in result.facts()}
    assert render(facts["balance_jetons"].value[A]) == "−93 jetons −3 fiches"
    assert render(facts["balance_jetons"].value[D]) == "5 jetons 3 fiches"
    assert render(facts["panier_jetons"].value) == "106 jetons"
    assert facts["panier"].value == 530 and facts["dealer"].value == D
    assert facts["balance"].value == {A: -468, B: -36, C: -54, D: 28}


# --------------------------------------------------------------------- XVII: the Panier, RV-4, RV-21


@pytest.mark.parametrize("panier, dealer, expected", [
    # an empty Panier, or less than the first fund of 9 jetons: 2 jetons each, 3 from the dealer
    (0, A, {A: -15, B: -10, C: -10, D: -10}),
    (44, C, {A: -10, B: -10, C: -15, D: -10}),
    # otherwise the dealer's jeton
    (45, A, {A: -5, B: 0, C: 0, D: 0}),
    (200, D, {A: 0, B: 0, C: 0, D: -5}),
])
def test_reversis_xvii_contribution(panier: int, dealer: str, expected: dict[str, int]) -> None:
    outcome = score({"status": "deal_lost"}, state(panier, dealer))
    assert dict(outcome.delta) == expected
    assert outcome.state.panier == panier - sum(expected.values())


def test_reversis_rv21_no_second_contribution_after_a_redeal() -> None:
    log = [{"status": "redeal_turned_card"}, {"status": "redeal_bought"}, plain()]
    result = replay(game(), log)
    # XLVI: the fund; XLVII: the buy-back only; then the coup itself without a contribution
    assert [dict(d.delta) for d in result.deals][:2] == [{A: -15, B: -10, C: -10, D: -10}, {A: -5, B: 0, C: 0, D: 0}]
    assert [d.dealer for d in result.deals] == [A, A, A]
    assert payments(result.deals[2], ("Reversis XVII",)) == []
    assert result.deals[1].details.panier == 50 and result.deals[2].details.panier == 50
    assert result.state.dealer == B and not result.state.redeal_pending


def test_reversis_rv21_deal_lost_pays_and_the_next_dealer_pays_again() -> None:
    result = replay(game(), [{"status": "deal_lost"}, {"status": "deal_lost"}])
    assert [d.dealer for d in result.deals] == [A, B]
    assert [dict(d.delta) for d in result.deals] == [{A: -15, B: -10, C: -10, D: -10}, {A: 0, B: -5, C: 0, D: 0}]
    assert result.state.panier == 50 and result.state.dealer == C


def test_reversis_xlviii_void_after_ecart() -> None:
    outcome = score({"status": "void_after_ecart", "ecart": "ignored", "tricks": 3}, state(100, B))
    assert dict(outcome.delta) == {A: 0, B: -25, C: 0, D: 0}
    assert outcome.state.panier == 125 and outcome.state.dealer == C
    assert render(outcome.summary) == "Coup nul : maldonne de Bernard · Panier 125"


@pytest.mark.parametrize("status, next_dealer, pending", [
    # XLVI, XLVII: the same dealer deals again; XLVII, XLVIII: the deal passes
    ("redeal_turned_card", A, True), ("redeal_bought", A, True), ("deal_lost", B, False),
    ("void_after_ecart", B, False), ("played", B, False),
])
def test_reversis_ii_xlvi_xlviii_next_dealer(status: str, next_dealer: str, pending: bool) -> None:
    entry = plain() if status == "played" else {"status": status}
    outcome = score(entry)
    assert outcome.state.dealer == next_dealer and outcome.state.redeal_pending is pending


def test_reversis_xlvii_another_dealer_refused_after_a_redeal() -> None:
    assert refused_field(plain(dealer=B), state(pending=True)) == "dealer"
    assert refused_field({"status": "deal_lost", "dealer": C}, state(pending=True)) == "dealer"
    assert score(plain(dealer=A), state(pending=True)).dealer == A
    assert score(plain(dealer=C), state()).dealer == C   # otherwise any dealer may be entered
    with pytest.raises(DealRefused) as refused:
        replay(game(), [{"status": "redeal_bought"}, plain(dealer=B)])
    assert (refused.value.deal, refused.value.field) == (2, "dealer")


# --------------------------------------------------------------------- VII-X, XXX: the Partie


@pytest.mark.parametrize("dealer, tricks, points, winner, loser, fiches", [
    # VIII: the fewest points wins, VII: the most loses; XXX: doubled when the vis-à-vis wins
    (A, (3, 2, 4, 2), (12, 5, 14, 9), B, C, 4),
    (A, (3, 2, 4, 2), (5, 12, 14, 9), A, C, 8),
    # IX: equal points, fewer tricks wins; no trick beats a blank trick
    (D, (0, 1, 5, 5), (0, 0, 20, 20), A, C, 8),           # R8: Denis is better placed, Claire loses (RV-6)
    (A, (1, 2, 4, 4), (0, 0, 20, 20), A, C, 8),           # one blank trick beats two; Claire worse placed
    # IX, X: equal points and tricks, the better placed wins (the dealer, then his left)
    (A, (1, 1, 4, 5), (0, 0, 20, 20), A, D, 4),
    (C, (1, 1, 4, 5), (0, 0, 20, 20), B, D, 8),
    (B, (2, 2, 2, 5), (10, 10, 10, 10), B, D, 8),         # all equal on points: tricks, then placement
    (A, (2, 3, 3, 3), (10, 10, 10, 10), A, B, 4),         # RV-6: Bernard, first hand, is the worst placed
])
def test_reversis_vii_x_partie_winner_and_loser(dealer: str, tricks: tuple[int, ...], points: tuple[int, ...],
                                                 winner: str, loser: str, fiches: int) -> None:
    outcome = score(coup(BLANK, tricks, points, dealer=dealer), state(dealer=dealer))
    assert (outcome.details.partie_winner, outcome.details.partie_loser) == (winner, loser)
    assert payments(outcome, ("Reversis VII", "Reversis XXX")) == [
        (loser, winner, fiches, "Reversis XXX" if fiches == 8 else "Reversis VII")]


def test_reversis_liv_three_card_ecart_counts_and_points_may_fall_short() -> None:
    # LI/§9: a card stays unplayed; the trick points may be less than 40 − écart
    outcome = score(coup("Ak 2p 3p", (3, 2, 4, 2), (10, 5, 14, 6)))
    assert payments(outcome, ("Reversis VII",)) == [(C, B, 9, "Reversis VII")]
    assert outcome.details.warnings[0] == "ecart_size"


# --------------------------------------------------------------------- XXIV-XXIX: the small payments


@pytest.mark.parametrize("event, expected", [
    # XXIV: an Ace given en renonce, paid by the winner of the trick (A♦ 2); doubled in vis-à-vis (XXVIII)
    (ev("Ap", 4, B, "renonce", C, C), [(C, B, 1)]),
    (ev("Ap", 4, B, "renonce", C, D), [(D, B, 2)]),
    (ev("Ak", 4, B, "renonce", C, C), [(C, B, 2)]),
    # XXIX: doubled at the first and the last Bonne
    (ev("Ak", 1, D, "renonce", B, B), [(B, D, 8)]),
    (ev("At", 11, A, "renonce", C, D), [(D, A, 2)]),
    # XXIV: the Quinola placed, a jeton
    (ev("Vc", 6, C, "renonce", A, A), [(A, C, 10)]),
    (ev("Vc", 11, C, "renonce", D, D), [(D, C, 10)]),
    # XXV: a forced Ace pays the forcer, the leader (the winner may be left out: the Ace takes it)
    (ev("Ac", 5, D, "forced", C), [(D, C, 1)]),
    (ev("Ak", 11, D, "forced", B, D), [(D, B, 8)]),
    (ev("Ap", 1, A, "forced", B), [(A, B, 2)]),
    # XXVI: the forced Quinola: 2 jetons from the holder, a jeton from each of the two others
    (ev("Vc", 5, D, "forced", C, C), [(A, C, 10), (B, C, 5), (D, C, 10)]),
    # XXIX's own example: forced in vis-à-vis at a Bonne, 8 jetons and 2 from each of the others
    (ev("Vc", 11, A, "forced", C, C), [(A, C, 40), (B, C, 10), (D, C, 10)]),
    # … and from the side: 4 jetons, 4 from the forcer's vis-à-vis, 2 from the third
    (ev("Vc", 11, D, "forced", C, C), [(A, C, 20), (B, C, 10), (D, C, 20)]),
    # RV-7: forced even when it takes the trick
    (ev("Vc", 5, D, "forced", C, D), [(A, C, 10), (B, C, 5), (D, C, 10)]),
    # XXVII: led, paid as if forced to the winner of the Partie (Bernard)
    (ev("At", 6, C, "led", winner=C), [(C, B, 1)]),
    (ev("Ak", 6, D, "led", D, D), [(D, B, 4)]),
    (ev("Vc", 11, A, "led", winner=A), [(A, B, 20), (C, B, 10), (D, B, 20)]),
    (ev("Vc", 7, C, "led", winner=A), [(A, B, 5), (C, B, 10), (D, B, 10)]),
    # XXVII: he must ask for it
    (ev("At", 6, C, "led", winner=C, claimed=False), []),
    # RV-10: the winner of the Partie does not pay himself
    (ev("At", 1, B, "led", winner=B), []),
    (ev("Vc", 6, B, "led", winner=C), []),
])
def test_reversis_xxiv_xxix_small_payments(event: dict[str, Any], expected: list[tuple[str, str, int]]) -> None:
    outcome = score(plain([event]))
    got = sorted((payer, payee, fiches) for payer, payee, fiches, _ in payments(outcome, SMALL))
    assert got == sorted(expected)
    assert outcome.details.partie_winner == B


@pytest.mark.parametrize("event, remise, fiches", [
    # XVIII: placed, he draws the Remise; forced, he makes it; XIX: led (gorged), he makes it
    (ev("Vc", 6, C, "renonce", A, A), "drawn", 105),
    (ev("Vc", 5, D, "forced", C, C), "made", 105),
    (ev("Vc", 7, C, "led", winner=A), "made", 105),
    (ev("Vc", 6, B, "led", winner=C), "made", 105),    # RV-10: even by the Partie winner
])
def test_reversis_xviii_xix_remise(event: dict[str, Any], remise: str, fiches: int) -> None:
    outcome = score(plain([event]))
    assert outcome.details.remise == remise
    holder = event["player"]
    rule = {"renonce": "Reversis XVIII", "forced": "Reversis XVIII", "led": "Reversis XIX"}[event["manner"]]
    if remise == "drawn":
        assert payments(outcome)[-1] == ("Panier", holder, fiches, rule)
        assert outcome.state.panier == 0
    else:
        assert payments(outcome)[-1] == (holder, "Panier", fiches, rule)
        assert outcome.state.panier == 210


@pytest.mark.parametrize("event, panier_after", [
    # RV-3 fixed_fund: draw or pay the first fund, 45 fiches
    (ev("Vc", 6, C, "renonce", A, A), 60),
    (ev("Vc", 5, D, "forced", C, C), 150),
])
def test_reversis_rv3_fixed_fund_option(event: dict[str, Any], panier_after: int) -> None:
    outcome = score(plain([event]), remise_mode="fixed_fund")
    assert outcome.state.panier == panier_after
    assert payments(outcome)[-1][2] == FIRST_FUND


def test_reversis_rv20_remise_on_the_panier_after_contribution_and_fines() -> None:
    entry = plain([ev("Vc", 6, C, "renonce", A, A)], faults=[{"player": D, "article": "LII", "count": 3}])
    outcome = score(entry, state(50))
    # 50 + 5 (XVII) + 15 (LII ×3) = 70, all drawn by Claire
    assert payments(outcome, ("Reversis XVIII", "Reversis LII")) == [
        (D, "Panier", 15, "Reversis LII"), ("Panier", C, 70, "Reversis XVIII")]


def test_reversis_quinola_in_the_ecart_moves_no_remise() -> None:
    outcome = score(coup("Vc 2p 3p 4p", TRICKS, (12, 5, 13, 9)))
    assert outcome.details.remise is None and outcome.details.partie == 8
    assert outcome.details.warnings == ()


# --------------------------------------------------------------------- XLIX-LVII: faults and bans


@pytest.mark.parametrize("article, fine", [("LII", 5), ("LVII", 10), ("XLIX", 0), ("LI", 0), ("LIII", 0)])
def test_reversis_lii_lvii_fines_to_the_panier(article: str, fine: int) -> None:
    outcome = score(plain(faults=[{"player": A, "article": article}]))
    assert outcome.state.panier == 105 + fine


def test_reversis_lii_fined_per_card_out_of_turn() -> None:
    outcome = score(plain(faults=[{"player": A, "article": "LII", "count": 4}]))
    assert payments(outcome, ("Reversis LII",)) == [(A, "Panier", 20, "Reversis LII")]


@pytest.mark.parametrize("article", ["XLIX", "LI", "LIII", "LVII"])
def test_reversis_4_7_barred_player_cannot_win_the_partie(article: str) -> None:
    # Bernard would win with 5 points; barred, Denis (9) wins it from Claire (RV-18)
    outcome = score(plain(faults=[{"player": B, "article": article}]))
    assert (outcome.details.partie_winner, outcome.details.partie_loser) == (D, C)
    assert payments(outcome, ("Reversis VII",)) == [(C, D, 4, "Reversis VII")]


@pytest.mark.parametrize("article", ["XLIX", "LI", "LIII", "LVII"])
def test_reversis_4_7_barred_player_receives_no_small_payment(article: str) -> None:
    events = [ev("Ap", 4, A, "renonce", C, C), ev("Ac", 5, D, "forced", A, D)]
    outcome = score(plain(events, faults=[{"player": A, "article": article}]))
    assert payments(outcome, SMALL) == []
    # but what he owes stands
    owed = score(plain([ev("Ap", 4, B, "renonce", A, A)], faults=[{"player": A, "article": article}]))
    assert payments(owed, SMALL) == [(A, B, 1, "Reversis XXIV")]


@pytest.mark.parametrize("article, consolation", [
    # XLIX: no consolation for forcing the Quinola, LIII: he is paid for it (LIII)
    ("XLIX", False), ("LI", False), ("LVII", False), ("LIII", True),
])
def test_reversis_xlix_liii_forcing_the_quinola(article: str, consolation: bool) -> None:
    outcome = score(plain([ev("Vc", 5, D, "forced", C, C)], faults=[{"player": C, "article": article}]))
    assert bool(payments(outcome, ("Reversis XXVI",))) is consolation
    # the holder makes the Remise all the same (on a Panier fed by the fine, if any)
    assert payments(outcome)[-1] == (D, "Panier", 115 if article == "LVII" else 105, "Reversis XVIII")


@pytest.mark.parametrize("article", ["XLIX", "LI", "LIII", "LVII"])
def test_reversis_rv19_barred_player_does_not_place_his_quinola(article: str) -> None:
    outcome = score(plain([ev("Vc", 6, C, "renonce", A, A)], faults=[{"player": C, "article": article}]))
    assert payments(outcome, SMALL) == []
    assert outcome.details.remise is None
    assert outcome.state.panier == 105 + (10 if article == "LVII" else 0)


def test_reversis_rv18_nobody_allowed_to_win_no_partie() -> None:
    faults = [{"player": p, "article": "XLIX"} for p in PLAYERS]
    outcome = score(plain([ev("At", 6, C, "led", winner=C)], faults=faults))
    assert outcome.details.partie_winner is None
    assert payments(outcome) == [(A, "Panier", 5, "Reversis XVII")]
    assert render(outcome.summary) == "Partie de 4 non payée · Panier 105"


# --------------------------------------------------------------------- XXXIV-XLIV: the Espagnolette

ESP_TRICKS = (4, 0, 4, 3)
ESP_POINTS = (14, 0, 15, 11)


def esp(holder: str, used: bool = True, hand: str = "3A+Q") -> dict[str, Any]:
    return {"holder": holder, "hand": hand, "used": used}


def test_reversis_xxxv_successful_espagnolette_wins_however_placed() -> None:
    # Denis also took no trick and is better placed than Bernard, the first hand
    entry = coup(BLANK, (5, 0, 6, 0), (20, 0, 20, 0), espagnolette=esp(B))
    outcome = score(entry)
    assert (outcome.details.partie_winner, outcome.details.partie_loser) == (B, C)
    # RV-12: not used, he is an ordinary player and Denis wins by placement
    ordinary = score(coup(BLANK, (5, 0, 6, 0), (20, 0, 20, 0), espagnolette=esp(B, used=False)))
    assert ordinary.details.partie_winner == D


def test_reversis_xxxv_failed_espagnolette_loses_the_partie_with_a_blank_trick() -> None:
    entry = coup(BLANK, (4, 1, 4, 2), (14, 0, 15, 11), espagnolette=esp(B))
    outcome = score(entry)
    # 1°: he pays the one who wins it in the natural order (Denis, 11 points: Bernard is out of it)
    assert (outcome.details.partie_winner, outcome.details.partie_loser) == (D, B)
    assert payments(outcome, ("Reversis XXXV",)) == [(B, D, 8, "Reversis XXXV")]
    assert outcome.details.espagnolette_failed is True


@pytest.mark.parametrize("factor, to_alice", [
    # XXXV 3°: what was paid to him, double; what the others paid each other, double (RV-13) or single
    (2, 4), (1, 2),
])
def test_reversis_xxxv_3_failed_espagnolette_gives_back(factor: int, to_alice: int) -> None:
    events = [ev("Ap", 3, B, "renonce", C, C), ev("Ak", 5, B, "renonce", D, D),
              ev("Ac", 6, C, "renonce", A, A), ev("At", 10, B, "forced", A, B)]
    outcome = score(coup(BLANK, (4, 1, 4, 2), (14, 4, 12, 10), events, espagnolette=esp(B, hand="4A")),
                    esp_refund_others_factor=factor)
    xxxv = "Reversis XXXV"
    assert payments(outcome, (xxxv,)) == [
        (B, D, 8, xxxv),                                 # 1°: the Partie to Denis, his vis-à-vis
        (B, C, 2, xxxv), (B, D, 8, xxxv),                # what Claire and Denis paid him, double
        (B, A, to_alice, xxxv),                          # what Alice paid Claire
    ]
    # the XXIV lines stay, and the forced Ace is not given back
    assert payments(outcome, SMALL) == [(C, B, 1, "Reversis XXIV"), (D, B, 4, "Reversis XXIV"),
                                        (A, C, 2, "Reversis XXIV"), (B, A, 1, "Reversis XXV")]


def test_reversis_4_2_barred_player_gets_nothing_back_from_the_espagnolette() -> None:
    # Alice revoked (LVII): she may touch no payment of any kind, not even the double refund
    events = [ev("Ac", 6, C, "renonce", A, A), ev("At", 10, B, "forced", D, B)]
    outcome = score(coup(BLANK, (4, 1, 4, 2), (14, 4, 12, 10), events, espagnolette=esp(B, hand="4A"),
                         faults=[{"player": A, "article": "LVII"}]))
    assert payments(outcome, ("Reversis XXXV",)) == [(B, D, 8, "Reversis XXXV")]
    assert (A, C, 2, "Reversis XXIV") in payments(outcome)


def test_reversis_xxxv_2_failed_espagnolette_with_four_aces_does_not_make_anothers_remise() -> None:
    # the Quinola placed by another player follows the ordinary rule (XXXV 2°)
    events = [ev("Vc", 6, C, "renonce", A, A), ev("Ap", 10, B, "forced", A, B)]
    outcome = score(coup(BLANK, (4, 1, 4, 2), (14, 4, 12, 10), events, espagnolette=esp(B, hand="4A")))
    assert payments(outcome)[-1] == ("Panier", C, 105, "Reversis XVIII")


def test_reversis_xxxv_2_failed_espagnolette_gorging_the_quinola_makes_the_remise() -> None:
    events = [ev("Vc", 11, B, "led", winner=B)]
    outcome = score(coup(BLANK, (4, 1, 4, 2), (14, 1, 15, 10), events, espagnolette=esp(B, hand="4A+Q")))
    assert payments(outcome)[-1] == (B, "Panier", 105, "Reversis XIX")


def test_reversis_xliv_quinola_forced_on_the_espagnolette() -> None:
    # he makes the Remise and pays like anyone; taking no trick, he keeps his other rights
    events = [ev("Vc", 5, B, "forced", C, C), ev("Ap", 3, B, "renonce", D, D)]
    outcome = score(coup(BLANK, ESP_TRICKS, ESP_POINTS, events, espagnolette=esp(B)))
    assert outcome.details.partie_winner == B
    assert (B, C, 10, "Reversis XXVI") in payments(outcome)
    assert payments(outcome)[-1] == (B, "Panier", 105, "Reversis XVIII")
    assert (D, B, 2, "Reversis XXIV") in payments(outcome)


def test_reversis_xxxviii_espagnolette_forcing_the_quinola_is_paid() -> None:
    events = [ev("Vc", 1, C, "forced", B, D)]
    outcome = score(coup(BLANK, (4, 0, 4, 3), (14, 0, 15, 11), events, espagnolette=esp(B, hand="4A")))
    assert sorted(payments(outcome, SMALL)) == [(A, B, 10, "Reversis XXVI"), (C, B, 20, "Reversis XXVI"),
                                                (D, B, 20, "Reversis XXVI")]


# --------------------------------------------------------------------- XI-XXIII, XXXI-XXXIII, XL-XLIII: the Reversis


def reversis(u: str, t10: str, t11: str, events: Sequence[dict[str, Any]] = (), **more: Any) -> dict[str, Any]:
    tricks = {p: (9 if p == u else 0) + (t10 == p) + (t11 == p) for p in PLAYERS}
    points = {p: 0 for p in PLAYERS}
    points[u] = 40 - sum(3 if p != u and tricks[p] else 0 for p in PLAYERS)
    for p in PLAYERS:
        if p != u and tricks[p]:
            points[p] = 3
    return coup(BLANK, [tricks[p] for p in PLAYERS], [points[p] for p in PLAYERS], events, first_nine_by=u,
                trick10_winner=t10, trick11_winner=t11, **more)


def test_reversis_xi_xxxii_made() -> None:
    outcome = score(reversis(C, C, C, [ev("Ap", 4, B, "renonce", C, C)]))
    # 16 from each side player, 32 from the vis-à-vis; no Partie, no small payments (XXXI)
    assert payments(outcome)[1:] == [(A, C, 32, "Reversis XXXII"), (B, C, 16, "Reversis XXXII"),
                                     (D, C, 16, "Reversis XXXII")]
    assert outcome.details.reversis == "made" and outcome.details.partie is None
    assert render(outcome.summary) == "Reversis de Claire · Panier 105"


def test_reversis_xiii_xxxiii_broken() -> None:
    outcome = score(reversis(C, D, C))
    assert payments(outcome)[1:] == [(C, D, 64, "Reversis XXXIII")]
    assert render(outcome.summary) == "Reversis de Claire rompu par Denis · Panier 105"


@pytest.mark.parametrize("t10, t11, breaker", [
    # XV, RV-15: the first to take one of the last two tricks breaks it, and alone is paid
    (D, C, D), (C, D, D), (D, B, D), (B, D, B), (A, A, A),
])
def test_reversis_xv_rv15_the_breaker(t10: str, t11: str, breaker: str) -> None:
    outcome = score(reversis(C, t10, t11))
    assert outcome.details.breaker == breaker
    assert payments(outcome)[1:] == [(C, breaker, 64, "Reversis XXXIII")]


@pytest.mark.parametrize("u, t10, t11, holder, expected", [
    # XL: the Espagnolette pays the whole of a Reversis made
    (C, C, C, B, [(B, C, 64, "Reversis XL")]),
    # XLI, RV-14: and the whole of a broken one, to the breaker; the undertaker pays nothing
    (C, D, C, B, [(B, D, 64, "Reversis XLI")]),
    # XLII: the Espagnolette may break it and is paid by the undertaker (RV-16)
    (C, D, C, D, [(C, D, 64, "Reversis XLII")]),
    # XLII: the undertaker's own Espagnolette is an ordinary game
    (C, C, C, C, [(A, C, 32, "Reversis XXXII"), (B, C, 16, "Reversis XXXII"), (D, C, 16, "Reversis XXXII")]),
    (C, D, C, C, [(C, D, 64, "Reversis XXXIII")]),
])
def test_reversis_xl_xlii_espagnolette_and_reversis(u: str, t10: str, t11: str, holder: str,
                                                     expected: list[tuple[str, str, int, str]]) -> None:
    outcome = score(reversis(u, t10, t11, espagnolette=esp(holder, hand="4A")))
    assert payments(outcome)[1:] == expected
    # RV-12: an Espagnolette that was not used changes nothing
    unused = score(reversis(u, t10, t11, espagnolette=esp(holder, used=False, hand="4A")))
    assert all(rule in ("Reversis XXXII", "Reversis XXXIII", "Reversis XVII") for *_, rule in payments(unused))


@pytest.mark.parametrize("u, t10, t11, event, remise", [
    # XIX: the Quinola played before the Bonne and the Reversis made: he draws the Remise as well
    (C, C, C, ev("Vc", 4, C, "led", C, C), "drawn"),
    (C, C, C, ev("Vc", 1, C, "forced", B, C), "drawn"),
    # XX: … and broken: he makes it as well as paying
    (C, D, C, ev("Vc", 9, C, "led", C, C), "made"),
    # XXI, XXII: played at the 10th or 11th trick: no Remise
    (C, C, C, ev("Vc", 10, C, "led", C, C), None),
    (C, D, C, ev("Vc", 11, C, "forced", D, C), None),
    # XXIII, XLIII: anybody else's Quinola is a plain Valet
    (C, C, C, ev("Vc", 3, B, "renonce", C, C), None),
    (C, D, D, ev("Vc", 10, B, "renonce", C, D), None),
    (C, C, C, ev("Vc", 1, B, "led", B, C), None),
])
def test_reversis_xix_xxiii_remise_in_a_reversis(u: str, t10: str, t11: str, event: dict[str, Any],
                                                 remise: str | None) -> None:
    outcome = score(reversis(u, t10, t11, [event]))
    assert outcome.details.remise == remise
    assert payments(outcome, SMALL) == []
    panier = {"drawn": 0, "made": 210, None: 105}[remise]
    assert outcome.state.panier == panier


def test_reversis_rv24_barred_player_takes_every_trick() -> None:
    entry = reversis(C, C, C, [ev("Vc", 4, C, "led", C, C), ev("Ap", 3, B, "renonce", C, C)],
                     faults=[{"player": C, "article": "XLIX"}])
    outcome = score(entry)
    # still a Reversis: no Partie, no small payments; he receives nothing for it, nor the Remise
    assert payments(outcome) == [(A, "Panier", 5, "Reversis XVII")]
    assert outcome.details.reversis == "made"


@pytest.mark.parametrize("article, paid", [("XLIX", False), ("LI", False), ("LVII", False), ("LIII", True)])
def test_reversis_xlix_liii_breaking_while_barred(article: str, paid: bool) -> None:
    outcome = score(reversis(C, D, C, faults=[{"player": D, "article": article}]))
    assert ((C, D, 64, "Reversis XXXIII") in payments(outcome)) is paid


def test_reversis_xxxi_fines_stay_in_a_reversis() -> None:
    outcome = score(reversis(C, C, C, faults=[{"player": A, "article": "LVII"}, {"player": B, "article": "LII"}]))
    assert outcome.state.panier == 105 + 10 + 5


# --------------------------------------------------------------------- §3J.3 refusals


VALID = plain([ev("Ap", 4, B, "renonce", C, C), ev("Vc", 6, C, "renonce", A, A)])


def test_reversis_3j_valid_entry() -> None:
    assert score(VALID).details.partie_winner == B


@pytest.mark.parametrize("change, field", [
    # status
    ({"status": "misdeal"}, "status"),
    ({"status": 1}, "status"),
    # dealer
    ({"dealer": "Zoe"}, "dealer"),
    # ecart: 3..5 distinct cards of the 48
    ({"ecart": None}, "ecart"),
    ({"ecart": [cj("2p"), cj("3p")]}, "ecart"),
    ({"ecart": [cj(t) for t in "2p 3p 4p 5p 6p 7p".split()]}, "ecart"),
    ({"ecart": [cj("2p"), cj("2p"), cj("4p"), cj("5p")]}, "ecart"),
    ({"ecart": [{"rank": "10", "suit": "pique"}, cj("3p"), cj("4p"), cj("5p")]}, "ecart"),
    # tricks
    ({"tricks": {A: 3, B: 2, C: 4}}, "tricks"),
    ({"tricks": {A: 3, B: 2, C: 4, D: 3}}, "tricks"),
    ({"tricks": {A: 12, B: 2, C: 4, D: -7}}, "tricks"),
    ({"tricks": {A: 3, B: 2, C: 4, D: 2, "Zoe": 0}}, "tricks"),
    ({"tricks": {A: 3, B: 2, C: 4, D: 2.0}}, "tricks"),
    # points: total 40 − écart, at most 16 a trick
    ({"points": {A: 12, B: 5, C: 14}}, "points"),
    ({"points": {A: 12, B: 5, C: 14, D: 10}}, "points"),
    ({"points": {A: 41, B: 5, C: 14, D: -20}}, "points"),
    ({"points": {A: 12, B: 5, C: 5, D: 18}, "tricks": {A: 3, B: 2, C: 5, D: 1}}, "points"),
    ({"ecart": [cj(t) for t in "Ap Rp 4p 5p".split()]}, "points"),
    # first_nine_by
    ({"first_nine_by": "Zoe"}, "first_nine_by"),
    # events
    ({"events": [ev("Rp", 4, B, "renonce", C, C)]}, "events"),
    ({"events": [ev("Vp", 4, B, "renonce", C, C)]}, "events"),
    ({"events": [ev("Ap", 4, B, "renonce", C, C), ev("Ap", 5, B, "renonce", C, C)]}, "events"),
    ({"events": [ev("Ap", 4, B, "renonce", C, C)], "ecart": [cj(t) for t in "Ap 3p 4p 5p".split()],
      "points": {A: 12, B: 1, C: 14, D: 9}}, "events"),
    ({"events": [ev("Ap", 4, B, "renonce", C, B)]}, "events"),
    ({"events": [ev("Ap", 4, B, "renonce", B, C)]}, "events"),
    ({"events": [ev("Ap", 4, B, "renonce")]}, "events"),
    ({"events": [ev("Ap", 4, B, "forced", B, B)]}, "events"),
    ({"events": [ev("Ap", 4, B, "forced", C, C)]}, "events"),
    ({"events": [ev("Vc", 4, B, "forced", C)]}, "events"),
    ({"events": [ev("Ap", 4, B, "led", C, C)]}, "events"),
    ({"events": [ev("Ap", 4, B, "led")]}, "events"),
    ({"events": [ev("Ap", 1, C, "renonce", A, A)]}, "events"),          # trick 1 is led by Bernard
    ({"events": [ev("Ap", 1, C, "led", winner=C)]}, "events"),
    ({"events": [ev("Ap", 4, B, "wasted", C, C)]}, "events"),
    ({"events": [ev("Ap", 12, B, "renonce", C, C)]}, "events"),
    ({"events": [ev("Ap", 4, "Zoe", "renonce", C, C)]}, "events"),
    ({"events": [ev("Ap", 4, B, "renonce", C, C, claimed="yes")]}, "events"),
    ({"events": [ev("Ap", 4, A, "renonce", C, B)], "tricks": {A: 3, B: 0, C: 6, D: 2},
      "points": {A: 12, B: 0, C: 19, D: 9}}, "events"),                 # a winner with no trick
    ({"events": [None]}, "events"),
    # espagnolette
    ({"espagnolette": {"holder": B, "hand": "3A"}}, "espagnolette"),
    ({"espagnolette": {"holder": B, "hand": "4A", "used": "yes"}}, "espagnolette"),
    ({"espagnolette": {"hand": "4A", "used": True}}, "espagnolette"),
    ({"espagnolette": B}, "espagnolette"),
    # faults
    ({"faults": [{"player": B, "article": "L"}]}, "faults"),
    ({"faults": [{"player": "Zoe", "article": "LII"}]}, "faults"),
    ({"faults": [{"player": B, "article": "LVII", "count": 2}]}, "faults"),
    ({"faults": [{"player": B, "article": "LII", "count": 0}]}, "faults"),
    ({"faults": [{"article": "LII"}]}, "faults"),
])
def test_reversis_3j_refusals_name_the_field(change: dict[str, Any], field: str) -> None:
    assert refused_field({**VALID, **change}) == field


@pytest.mark.parametrize("entry, field", [
    # the Reversis facts (XIII, XV): tricks are checked against them
    (reversis(C, D, C) | {"tricks": {A: 0, B: 0, C: 11, D: 0}}, "tricks"),
    (reversis(C, D, B) | {"tricks": {A: 1, B: 0, C: 9, D: 1}, "points": {A: 3, B: 0, C: 34, D: 3}}, "tricks"),
    (reversis(C, C, C) | {"first_nine_by": D}, "tricks"),
    (plain(first_nine_by=B, trick10_winner=B, trick11_winner=B), "tricks"),
    # first_nine_by must be given when a player took every trick
    ({k: v for k, v in reversis(C, C, C).items() if k != "first_nine_by"}, "first_nine_by"),
    # the last two tricks
    ({k: v for k, v in reversis(C, D, C).items() if k != "trick10_winner"}, "trick10_winner"),
    (reversis(C, D, C) | {"trick11_winner": "Zoe"}, "trick11_winner"),
    (reversis(C, D, C) | {"trick11_winner": None}, "trick11_winner"),
    # events against the Reversis: the first nine won and led by the undertaker, then the last two
    (reversis(C, D, C, [ev("Ap", 5, B, "renonce", D, C)]), "events"),
    (reversis(C, D, C, [ev("Ap", 5, B, "renonce", C, D)]), "events"),
    (reversis(C, D, C, [ev("Ap", 10, B, "renonce", C, C)]), "events"),
    (reversis(C, D, C, [ev("Ap", 11, B, "renonce", C, C)]), "events"),
    (reversis(C, D, C, [ev("Ap", 1, B, "led", winner=B)]), "events"),
    (reversis(C, D, C, [ev("Vc", 6, B, "led", winner=C)]), "events"),
])
def test_reversis_3j_reversis_refusals(entry: dict[str, Any], field: str) -> None:
    assert refused_field(entry) == field


def test_reversis_3j_reversis_events_accepted() -> None:
    entry = reversis(C, D, B, [ev("Ap", 1, A, "renonce", B, C), ev("Ak", 10, A, "renonce", C, D),
                               ev("At", 11, A, "renonce", D, B), ev("Ac", 5, C, "led", winner=C)])
    assert score(entry).details.breaker == D


@pytest.mark.parametrize("change, field", [
    # each row breaks two rules: the one earlier in the §3J.3 table is named
    ({"status": "x", "dealer": "Zoe"}, "status"),
    ({"dealer": "Zoe", "ecart": []}, "dealer"),
    ({"ecart": [], "tricks": {}}, "ecart"),
    ({"tricks": {A: 3}, "points": {A: 90}}, "tricks"),
    ({"tricks": {A: 3, B: 2, C: 4, D: 3}, "points": {A: 90}}, "tricks"),
    ({"points": {A: 1, B: 1, C: 1, D: 1}, "first_nine_by": "Zoe"}, "points"),
    ({"first_nine_by": "Zoe", "espagnolette": 3}, "first_nine_by"),
    ({"espagnolette": 3, "events": [ev("Rp", 4, B, "renonce", C, C)]}, "espagnolette"),
    ({"events": [ev("Rp", 4, B, "renonce", C, C)], "faults": [{"player": "Zoe", "article": "LII"}]}, "events"),
])
def test_reversis_3j_refusal_precedence(change: dict[str, Any], field: str) -> None:
    assert refused_field({**VALID, **change}) == field


@pytest.mark.parametrize("entry, field", [
    # tricks that do not fit the Reversis come before the points and the last two tricks
    (reversis(C, D, C) | {"tricks": {A: 1, B: 0, C: 9, D: 1}, "points": {A: 1, B: 0, C: 1, D: 1}}, "tricks"),
    (reversis(C, D, C) | {"tricks": {A: 1, B: 0, C: 9, D: 1}, "trick10_winner": "Zoe"}, "tricks"),
    (reversis(C, D, C) | {"tricks": {A: 1, B: 0, C: 5, D: 5}, "trick10_winner": None}, "tricks"),
    (reversis(C, D, C) | {"points": {A: 1, B: 0, C: 1, D: 1}, "trick10_winner": "Zoe"}, "points"),
])
def test_reversis_3j_reversis_refusal_precedence(entry: dict[str, Any], field: str) -> None:
    assert refused_field(entry) == field


def test_reversis_3j_other_statuses_ignore_the_play() -> None:
    outcome = score({"status": "deal_lost", "tricks": "nonsense", "events": [1, 2], "faults": "x"})
    assert dict(outcome.delta) == {A: -5, B: 0, C: 0, D: 0}


def test_reversis_3j_forced_ace_winner_and_led_leader_may_be_left_out() -> None:
    entry = plain([ev("Ac", 5, D, "forced", C), ev("At", 6, C, "led", winner=C)])
    assert payments(score(entry), SMALL) == [(D, C, 1, "Reversis XXV"), (C, B, 1, "Reversis XXVII")]


def test_reversis_3j_refused_deal_is_numbered_in_replay() -> None:
    with pytest.raises(DealRefused) as refused:
        replay(game(), R_COUPS[:2] + [plain() | {"points": {A: 12, B: 5, C: 14, D: 8}}])
    assert (refused.value.deal, refused.value.field) == (3, "points")
    assert refused.value.message.id == "reversis.refused.points_total"
    assert "ici 39 au lieu de 40" in refused.value.text()


# --------------------------------------------------------------------- referee: I, XXXV, LVII


@pytest.mark.parametrize("trick, winner", [
    # I: the highest card of the suit led; no trumps
    ("2p Ap 9c Ak", 1), ("Rc Dc Ac Vc", 2), ("9t 2p 3p 4p", 0), ("Vc 9c Ap 2c", 0), ("5k 7k 6k Ak", 3),
])
def test_reversis_i_trick_winner(trick: str, winner: int) -> None:
    assert game().trick_winner(ReversisTrick(plays(cards(trick)))) == winner


def test_reversis_i_no_ten_in_a_trick() -> None:
    with pytest.raises(ValueError):
        game().trick_winner(ReversisTrick(plays([Card("10", Suit.PIQUE), card("2p")])))


@pytest.mark.parametrize("hand, trick_so_far, number, privilege, legal", [
    # I: always follow suit; with none of it, anything
    ("Ap 2p Vc 3k", "Rp", 5, False, "Ap 2p"),
    ("Vc 3k", "Rp", 5, False, "Vc 3k"),
    ("Ap 2p Vc", "", 5, False, "Ap 2p Vc"),
    # XXXV: the Espagnolette may renounce in any suit during the first nine tricks…
    ("Ap 2p Vc", "Rp", 9, True, "Ap 2p Vc"),
    # … but must follow in the last two (§9)
    ("Ap 2p Vc", "Rp", 10, True, "Ap 2p"),
])
def test_reversis_i_xxxv_legal_plays(hand: str, trick_so_far: str, number: int, privilege: bool,
                                     legal: str) -> None:
    assert game().legal_plays(on(trick_so_far, number, privilege), cards(hand)) == cards(legal)


def on(trick_so_far: str, number: int, privilege: bool = False) -> ReversisTrick:
    """The trick so far, Ana to play (holding the Espagnolette and using its privilege when ``privilege``)."""
    return ReversisTrick(plays(cards(trick_so_far)), player=A, number=number, espagnolette=A if privilege else None)


def test_reversis_lvii_verify_play_names_the_revoke() -> None:
    g = game()
    with pytest.raises(Revoke) as revoke:
        g.verify_play(on("Rp", 4), cards("Ap 2p Vc"), QUINOLA)
    assert revoke.value.rule == "Reversis LVII" and isinstance(revoke.value, ValueError)
    assert g.can_play(on("Rp", 4, privilege=True), cards("Ap 2p Vc"), QUINOLA)
    assert not g.can_play(on("Rp", 11, privilege=True), cards("Ap 2p Vc"), QUINOLA)
    assert not g.can_play(on("Rp", 4), cards("Ap 2p"), QUINOLA)
    assert g.can_play(on("Rp", 4), cards("Ap 2p Vc"), card("2p"))


@pytest.mark.parametrize("others, own, proper", [
    # XLV: once 3 and twice 4 to the others, always 4 to himself
    ((3, 4, 4), (4, 4, 4), True), ((4, 3, 4), (4, 4, 4), True), ((4, 4, 3), (4, 4, 4), True),
    ((4, 4, 4), (4, 4, 4), False),      # R10: 4-4-4 to the others
    ((3, 4, 4), (3, 4, 5), False), ((5, 6), (4, 4, 4), False), ((3, 4, 4), (6, 6), False),
])
def test_reversis_xlv_the_way_to_deal(others: tuple[int, ...], own: tuple[int, ...], proper: bool) -> None:
    assert Reversis.can_deal(others, own) is proper
    if not proper:
        with pytest.raises(DealError) as misdeal:
            Reversis.verify_deal(others, own)
        assert misdeal.value.rule == "Reversis XLV"


@pytest.mark.parametrize("winners, status", [
    # XIII, XV: undertaken after nine tricks, broken by the first to take one of the last two
    ([A] * 8, ("none", None, None)),
    ([A] * 9, ("undertaken", A, None)),
    ([A] * 10, ("undertaken", A, None)),
    ([A] * 11, ("made", A, None)),
    ([A] * 9 + [B], ("broken", A, B)),
    ([A] * 9 + [A, C], ("broken", A, C)),
    ([B] + [A] * 10, ("none", None, None)),
])
def test_reversis_xiii_reversis_status(winners: list[str], status: tuple[str, str | None, str | None]) -> None:
    assert Reversis.reversis_status(winners) == status


def test_reversis_partie_helper_names_winner_and_loser() -> None:
    g = game()
    tricks = dict(zip(PLAYERS, (3, 2, 4, 2), strict=True))
    points = dict(zip(PLAYERS, (12, 5, 14, 9), strict=True))
    assert g.partie_winner_loser(A, points, tricks) == (B, C)
    assert g.partie_winner_loser(A, points, tricks, allowed=[A, C, D]) == (D, C)
    assert g.partie_winner_loser(A, points, tricks, allowed=[]) == (None, C)


# --------------------------------------------------------------------- a property over simulated coups


def simulate(rnd: random.Random, g: Reversis, dealer: str) -> dict[str, Any]:
    """A coup played at random by the rules: deal, écart, eleven tricks, the facts a table enters."""
    roll = rnd.random()
    if roll < 0.08:
        return {"status": rnd.choice(["redeal_turned_card", "redeal_bought", "deal_lost", "void_after_ecart"])}
    pack = REVERSIS.cards()
    rnd.shuffle(pack)
    firsts = g.hands_of(dealer)
    seats = [*firsts, dealer]
    strong = rnd.choice(PLAYERS) if rnd.random() < 0.3 else None
    if strong is not None and rnd.random() < 0.5:
        # a hand of honours, to see Reversis undertaken, made and broken
        high = [c for c in pack if c.rank in "ARD"]
        low = [c for c in pack if c.rank not in "ARD"]
        size = 12 if strong == dealer else 11
        keep = size - rnd.choice([0, 0, 1, 2])
        mine = high[:keep] + low[:size - keep]
        pack = [c for c in pack if c not in mine]
        at = 11 * seats.index(strong)
        pack[at:at] = mine
    hands = {p: pack[11 * i: 11 * i + 11] for i, p in enumerate(firsts)}
    hands[dealer] = pack[33:45]
    talon = pack[45:]
    ecart: list[Card] = []
    for p, extra in zip(firsts, talon, strict=True):
        if rnd.random() < 0.9:
            out = rnd.choice(hands[p])
            hands[p].remove(out)
            hands[p].append(extra)
            ecart.append(out)
        else:
            ecart.append(extra)
    out = rnd.choice(hands[dealer])
    hands[dealer].remove(out)
    ecart.append(out)
    holder = next((p for p in PLAYERS if espagnolette_hand(hands[p])), None)
    hand_kind = espagnolette_hand(hands[holder]) if holder is not None else None
    privilege = holder is not None and rnd.random() < 0.7
    used = False
    events: list[dict[str, Any]] = []
    won = {p: 0 for p in PLAYERS}
    points = {p: 0 for p in PLAYERS}
    winners: list[str] = []
    leader = firsts[0]
    order = list(PLAYERS)
    for t in range(1, 12):
        i = order.index(leader)
        seats = [order[(i + k) % 4] for k in range(4)]
        played: list[Card] = []
        for p in seats:
            has_privilege = privilege and p == holder and won[p] == 0
            legal = g.legal_plays(ReversisTrick(plays(played), player=p, number=t,
                                                espagnolette=p if has_privilege else None), hands[p])
            if strong is not None:
                legal.sort(key=lambda c: "23456789VDRA".index(c.rank))
                choice = legal[-1] if p == strong else legal[0]
            else:
                choice = rnd.choice(legal)
            if played and p == holder and choice.suit != played[0].suit and \
                    any(c.suit == played[0].suit for c in hands[p]):
                used = True
            hands[p].remove(choice)
            played.append(choice)
        w = seats[g.trick_winner(ReversisTrick(plays(played)))]
        won[w] += 1
        points[w] += sum(card_points(c) for c in played)
        winners.append(w)
        for p, c in zip(seats, played, strict=True):
            if c.rank == "A" or c == QUINOLA:
                manner = "led" if p == leader else ("forced" if c.suit == played[0].suit else "renonce")
                events.append({"card": dump_card(c), "trick": t, "player": p, "manner": manner,
                               "leader": leader, "winner": w, "claimed": rnd.random() < 0.9})
        leader = w
    entry: dict[str, Any] = {"dealer": dealer, "ecart": [dump_card(c) for c in ecart], "tricks": won,
                             "points": points, "events": events}
    kind, undertaker, _ = Reversis.reversis_status(winners)
    if kind != "none":
        entry.update(first_nine_by=undertaker, trick10_winner=winners[9], trick11_winner=winners[10])
    if holder is not None:
        entry["espagnolette"] = {"holder": holder, "hand": hand_kind, "used": used}
    if rnd.random() < 0.2:
        article = rnd.choice(["XLIX", "LI", "LII", "LIII", "LVII"])
        entry["faults"] = [{"player": rnd.choice(PLAYERS), "article": article,
                            "count": rnd.randint(1, 3) if article == "LII" else 1}]
    return entry


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 25), st.sampled_from(["whole_pot", "fixed_fund"]),
       st.sampled_from([2, 1]))
def test_reversis_replay_properties(seed: int, coups: int, mode: str, factor: int) -> None:
    g = game(remise_mode=mode, esp_refund_others_factor=factor)
    rnd = random.Random(seed)
    s = g.new_state()
    entries: list[dict[str, Any]] = []
    for _ in range(coups):
        entry = simulate(rnd, g, s.dealer)
        s = g.play(s, entry).state  # a coup played by the rules is always accepted
        entries.append(entry)
        assert s.panier >= 0
    log = accepted(g, entries)
    assert log == entries
    check_log(g, log)
    result = replay(g, log)
    assert sum(result.totals.values()) + result.state.panier == 0
    assert not result.finished and result.winner is None
    for deal in result.deals:
        assert all(line.rule.startswith("Reversis ") for line in deal.lines)
