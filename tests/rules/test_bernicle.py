"""Bernicle, from the rulebook's chapter and shared/spec/bernicle.md.

Test names cite the rulebook's articles (Bernicle §5, §7, §9, §10, §11…) or
the spec's rulings (R1-R13); the worked examples B1-B11 of the spec are
checked with their exact deltas.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest
from cardtext import card, cards, trick_of
from hypothesis import given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, SetupError, new_game, render, replay
from compagnon.rules.core import Outcome
from compagnon.rules.decks import BERNICLE, SUITS, Card, Suit
from compagnon.rules.games.bernicle import (
    AuctionError,
    Bernicle,
    BernicleState,
    Combination,
    CombinationError,
    PlayError,
    best_combinations,
    can_bid,
    can_declare,
    card_needs,
    card_points,
    combination_points,
    niche_card_points,
    niche_count,
    possible_niche_points,
    verify_auction,
    verify_combinations,
    verify_declarations,
    verify_in_hand,
)

PLAYERS = ["Ana", "Bea", "Cyr"]
A, B, C = PLAYERS


def game(**options: Any) -> Bernicle:
    g = new_game("bernicle", PLAYERS, options=options)
    assert isinstance(g, Bernicle)
    return g


def state(totals: Mapping[str, int], dealer: str = A) -> BernicleState:
    return BernicleState(totals=dict(totals), dealer=dealer)


def raw(text: str) -> list[dict[str, str]]:
    return [{"suit": c.suit.value, "rank": c.rank} for c in cards(text) if c.suit is not None]


N1 = "7p Vp Vp Dp 7k 7t Rt 10t At"  # spec §9: 60 niche points, 25 card points
B9_NICHE = "Vc Dc Rc Vp Dt Ak Ak At Ap"  # spec B9: 270 niche points, 45 card points
COMBOS = {A: [{"kind": "mariage_royal"}, {"kind": "carre", "rank": "R"}], B: [{"kind": "bernicle"}]}


def deal(contract: int = 240, tricks: tuple[int, int, int] | None = (7, 4, 2),
         points: tuple[int, int, int] | None = (125, 30, 20), **more: Any) -> dict[str, Any]:
    """The common setting of B1-B4: Ana takes at cœur, niche N1."""
    entry: dict[str, Any] = {"taker": A, "contract": contract, "trump": "coeur", "combos": COMBOS}
    if tricks is not None:
        entry["tricks_won"] = dict(zip(PLAYERS, tricks, strict=True))
    if points is not None:
        entry["trick_points"] = dict(zip(PLAYERS, points, strict=True))
    if "niche_points" not in more:
        entry["niche_cards"] = raw(N1)
    entry.update(more)
    return {k: v for k, v in entry.items() if v is not None}


def score(g: Bernicle, before: BernicleState, entry: Mapping[str, Any]) -> Outcome[BernicleState]:
    outcome = g.play(before, entry)
    sums = {p: 0 for p in PLAYERS}
    for line in outcome.lines:
        assert line.rule.startswith("Bernicle §") and line.text
        sums[line.player] += line.points
    assert sums == dict(outcome.delta), "the lines explain every point"
    assert {p: before.totals[p] + outcome.delta[p] for p in PLAYERS} == dict(outcome.state.totals)
    return outcome


def fresh(g: Bernicle | None = None) -> BernicleState:
    return (g or game()).new_state()


def refused_field(entry: Mapping[str, Any], g: Bernicle | None = None,
                  before: BernicleState | None = None) -> str:
    g = g or game()
    with pytest.raises(DealError) as refused:
        g.play(before or g.new_state(), entry)
    assert refused.value.message
    return refused.value.field


# --------------------------------------------------------------------- §1, §4 cards


@pytest.mark.parametrize("text, points", [
    # §4: only the 10s, As (10) and Rois (5) are worth points in tricks
    ("7p", 0), ("Vc", 0), ("Dk", 0), ("Rt", 5), ("10p", 10), ("Ac", 10),
])
def test_bernicle_4_card_points(text: str, points: int) -> None:
    assert card_points(card(text)) == points


def test_bernicle_1_4_forty_eight_cards_and_200_points() -> None:
    assert len(BERNICLE) == 48
    assert sum(card_points(c) for c in BERNICLE.cards()) == 200
    assert card("8p") not in BERNICLE and card("9c") not in BERNICLE


def test_bernicle_2_exactly_three_players() -> None:
    assert game().players == tuple(PLAYERS)
    for players in (["Ana", "Bea"], ["Ana", "Bea", "Cyr", "Dan"]):
        with pytest.raises(SetupError) as refused:
            new_game("bernicle", players)
        assert refused.value.field == "players"


def test_bernicle_r1_option_defense_scoring() -> None:
    assert game().options == {"defense_scoring": "joint"}
    assert game(defense_scoring="individual").options == {"defense_scoring": "individual"}
    for bad in ({"defense_scoring": "shared"}, {"unknown": 1}):
        with pytest.raises(SetupError):
            game(**bad)


def test_bernicle_3j_entry_declares_the_fields_in_refusal_order() -> None:
    record = game().entry_schema
    assert [f.name for f in record.fields] == [
        "dealer", "no_bid", "fault", "taker", "contract", "trump", "auction", "combos", "niche_cards",
        "niche_points", "tricks_won", "trick_points"]
    fields = {f.name: f for f in record.fields}
    contract = fields["contract"].kind
    assert (contract.min, contract.step) == (150, 10)  # type: ignore[attr-defined]
    assert fields["taker"].required and fields["trick_points"].required
    assert not fields["tricks_won"].required and not fields["niche_points"].required


# --------------------------------------------------------------------- §7 hand combinations


@pytest.mark.parametrize("combination, points", [
    # §7 table
    (Combination("mariage", Suit.PIQUE), 20),
    (Combination("mariage_royal"), 40),
    (Combination("bernicle"), 40),
    (Combination("double_bernicle"), 300),
    (Combination("grande_bernicle"), 90),
    (Combination("carre", rank="V"), 40),
    (Combination("carre", rank="D"), 60),
    (Combination("carre", rank="R"), 80),
    (Combination("carre", rank="A"), 100),
    (Combination("octuple", rank="V"), 600),
    (Combination("octuple", rank="A"), 600),
    (Combination("procession"), 400),
    (Combination("famille", Suit.TREFLE), 100),
    (Combination("famille_royale"), 200),
])
def test_bernicle_7_combination_values(combination: Combination, points: int) -> None:
    assert combination_points(combination) == points


@pytest.mark.parametrize("declared, trump, points", [
    # spec §9 common setting: the R♥ serves in the Mariage Royal (M) and the Carré de Rois (K(R))
    ([Combination("mariage_royal"), Combination("carre", rank="R")], Suit.COEUR, 120),
    # R6: the D♠ of a Bernicle also serves in a Carré de Dames and a Mariage à Pique
    ([Combination("bernicle"), Combination("carre", rank="D"), Combination("mariage", Suit.PIQUE)], Suit.COEUR, 120),
    # R6: a second, physically different Bernicle beside a Grande Bernicle
    ([Combination("grande_bernicle"), Combination("bernicle")], Suit.COEUR, 130),
    # R12: the Grande Bernicle is 90 even with spades trump
    ([Combination("grande_bernicle")], Suit.PIQUE, 90),
    # two marriages of one suit: both copies of the D and the R
    ([Combination("mariage", Suit.TREFLE), Combination("mariage", Suit.TREFLE)], Suit.COEUR, 40),
    # B10: an Octuple de Valets and a Famille royale share the V♥ across groups (12 cards)
    ([Combination("octuple", rank="V"), Combination("famille_royale")], Suit.COEUR, 800),
    # a Procession and a Famille royale: the trump D-R is needed twice in group M, which two packs allow
    ([Combination("procession"), Combination("famille_royale")], Suit.COEUR, 600),
    # B5: Double Bernicle and Mariage Royal
    ([Combination("double_bernicle"), Combination("mariage_royal")], Suit.COEUR, 340),
])
def test_bernicle_7_r6_declarations_accepted(declared: list[Combination], trump: Suit, points: int) -> None:
    assert verify_combinations(declared, trump) == points
    assert can_declare(declared, trump)


@pytest.mark.parametrize("declared, trump, words", [
    # R5: a Famille in trump is the Famille royale, a Mariage in trump the Mariage Royal
    ([Combination("famille", Suit.COEUR)], Suit.COEUR, "Famille royale"),
    ([Combination("mariage", Suit.PIQUE)], Suit.PIQUE, "Mariage royal"),
    # footnote 1, R6: the Grande Bernicle already holds a Bernicle: two more need a third D♠
    ([Combination("grande_bernicle"), Combination("bernicle"), Combination("bernicle")], Suit.COEUR, "Dame ♠"),
    # R13: a Double Bernicle absorbs both Bernicles
    ([Combination("double_bernicle"), Combination("bernicle")], Suit.COEUR, "Dame ♠"),
    # R13: an Octuple absorbs both carrés of its rank
    ([Combination("octuple", rank="A"), Combination("carre", rank="A")], Suit.COEUR, "As ♠"),
    # footnote 2: a Procession with two more marriages of a suit
    ([Combination("procession"), Combination("mariage", Suit.PIQUE), Combination("mariage", Suit.PIQUE)],
     Suit.COEUR, "Dame ♠"),
    # §6: 13 cards in hand: two Octuples need 16
    ([Combination("octuple", rank="V"), Combination("octuple", rank="D")], Suit.COEUR, "13"),
    ([Combination("procession"), Combination("procession")], Suit.COEUR, "13"),
])
def test_bernicle_7_r6_declarations_refused(declared: list[Combination], trump: Suit, words: str) -> None:
    with pytest.raises(CombinationError) as refused:
        verify_combinations(declared, trump)
    assert refused.value.field == "combos" and words in refused.value.text()
    assert not can_declare(declared, trump)


def test_bernicle_r6_needs_are_the_largest_group() -> None:
    needs = card_needs([Combination("grande_bernicle"), Combination("bernicle"), Combination("carre", rank="D")],
                       Suit.COEUR)
    assert needs[card("Dp")] == 2  # group B: 1 + 1; group M: 1; group K(D): 1
    assert needs[card("Vk")] == 2 and needs[card("Rp")] == 1 and needs[card("Dc")] == 1
    assert sum(needs.values()) == 8


def test_bernicle_spec_4_three_players_and_the_niche_share_two_packs() -> None:
    # B11: Bea and Cyr cannot both hold a Double Bernicle
    with pytest.raises(CombinationError) as refused:
        verify_declarations({B: [Combination("double_bernicle")], C: [Combination("double_bernicle")]}, Suit.COEUR)
    assert "Dame ♠" in refused.value.text()
    # B1: Bea's Bernicle and the niche's D♠ use both copies
    assert verify_declarations({A: [Combination("mariage_royal")], B: [Combination("bernicle")]}, Suit.COEUR,
                               cards(N1)) == {A: 40, B: 40}
    with pytest.raises(DealError) as niche:
        verify_declarations({B: [Combination("bernicle")], C: [Combination("bernicle")]}, Suit.COEUR, cards(N1))
    assert niche.value.field == "niche_cards"


def test_bernicle_7_combinations_checked_against_a_hand() -> None:
    hand = cards("Dc Rc Rp Rk Rt Dp Vk 7p 7k 10t At Vt 7c")
    assert verify_in_hand(hand, [Combination("mariage_royal"), Combination("carre", rank="R")], Suit.COEUR) == 120
    with pytest.raises(CombinationError) as refused:
        verify_in_hand(hand, [Combination("double_bernicle")], Suit.COEUR)
    assert "Dame ♠" in refused.value.text()


def test_bernicle_7_best_combinations_of_a_hand() -> None:
    hand = cards("Dc Rc Rp Rk Rt Dp Vk 7p 7k 10t At Vt 7c")
    best = best_combinations(hand, Suit.COEUR)
    # Carré de Rois 80 + Grande Bernicle 90 + Mariage Royal 40
    assert sum(combination_points(c) for c in best) == 210
    assert Counter(c.kind for c in best) == Counter({"carre": 1, "grande_bernicle": 1, "mariage_royal": 1})
    assert verify_in_hand(hand, best, Suit.COEUR) == 210
    assert best_combinations(cards("7p 7c"), Suit.COEUR) == []


# --------------------------------------------------------------------- §9 the niche (R7)


@pytest.mark.parametrize("niche, tierces, sets, petites, points", [
    # spec N1: 7♠ V♠ D♠ and R♣ 10♣ A♣; the second V♠ makes no second tierce; no pair of different suits
    (N1, 2, {}, 0, 60),
    # spec B9: one tierce, four As of any suits, two petites bernicles
    (B9_NICHE, 1, {"A": 4}, 2, 270),
    # two disjoint tierces in one suit, with both copies
    ("7p 7p Vp Vp Dp Dp 7c 7k 10t", 2, {"7": 4}, 0, 100),
    # 7 and V are consecutive (no 8 or 9): a whole suit gives two tierces
    ("7t Vt Dt Rt 10t At 7c 7k 10p", 2, {}, 0, 60),
    # a set of each size, whatever the suits
    ("10p 10p 10c 10c 10k Vp 7c Rk At", 0, {"10": 5}, 0, 50),
    ("Rp Rp Rc Rc Rk Rk 7c Vk At", 0, {"R": 6}, 0, 60),
    ("Ap Ap Ac Ac Ak Ak At 7c 7k", 0, {"A": 7}, 0, 80),
    ("7p 7p 7c 7c 7k 7k 7t 7t Rk", 0, {"7": 8}, 0, 100),
    # petites bernicles: V and D of different suits, counted disjointly
    ("Vp Dp Vc 7t 7k Rt Rk 10t 10k", 0, {}, 1, 100),
    ("Vp Vp Dp Dp Vc 7t 7k Rt 10k", 0, {}, 1, 100),
    ("Vp Vc Vk Vt Dp Dc Dk Dt Ak", 0, {"V": 4, "D": 4}, 4, 480),
    # the most a niche can hold: 7♣ V♣ D♣ adds a tierce
    ("Vp Vc Vk Vt Dp Dc Dk Dt 7t", 1, {"V": 4, "D": 4}, 4, 510),
])
def test_bernicle_9_niche_combinations(niche: str, tierces: int, sets: dict[str, int], petites: int,
                                       points: int) -> None:
    count = niche_count(cards(niche))
    assert (count.tierces, dict(count.sets), count.petites_bernicles) == (tierces, sets, petites)
    assert count.points == points


def _petites_by_brute_force(niche: list[Card]) -> int:
    valets = [c for c in niche if c.rank == "V"]
    dames = [c for c in niche if c.rank == "D"]
    best = 0
    for k in range(min(len(valets), len(dames)), 0, -1):
        for chosen in itertools.permutations(dames, k):
            for vs in itertools.combinations(valets, k):
                if all(v.suit != d.suit for v, d in zip(vs, chosen, strict=True)):
                    return k
    return best


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from([Card(r, s) for r in ("V", "D") for s in SUITS]), max_size=9))
def test_bernicle_r7_petites_bernicles_formula_matches_brute_force(niche: list[Card]) -> None:
    niche = [c for c, n in Counter(niche).items() for _ in range(min(n, 2))]
    assert niche_count(niche).petites_bernicles == _petites_by_brute_force(niche)


def test_bernicle_r3_niche_card_points_are_lost() -> None:
    assert niche_card_points(cards(N1)) == 25
    assert niche_card_points(cards(B9_NICHE)) == 45


@pytest.mark.parametrize("points, possible", [
    (0, True), (30, True), (60, True), (270, True), (510, True),
    (10, False), (20, False), (25, False), (-30, False),
])
def test_bernicle_9_niche_points_without_cards(points: int, possible: bool) -> None:
    assert possible_niche_points(points) is possible


# --------------------------------------------------------------------- §5, §13.2 the auction


def bids(*said: tuple[str, int | str]) -> list[dict[str, Any]]:
    return [{"player": p, "bid": b} for p, b in said]


B1_AUCTION = bids((A, 160), (B, "pass"), (C, 180), (A, 200), (B, 220), (C, "pass"), (A, 240), (B, "pass"),
                  (C, "pass"))


def test_bernicle_13_2_a_player_who_passed_bids_again() -> None:
    result = verify_auction(B1_AUCTION, PLAYERS)
    assert (result.high, result.bidder, result.over) == (240, A, True)


@pytest.mark.parametrize("said, high, bidder, over", [
    # §5: opening at 150 or 160
    ([(A, 150)], 150, A, False),
    ([(B, 160), (C, "pass")], 160, B, False),
    # §5: raises of 10 or 20
    ([(A, 150), (B, 160), (C, 180)], 180, C, False),
    # R9: two passes before any bid do not end it
    ([(A, "pass"), (B, "pass"), (C, 150), (A, "pass"), (B, "pass")], 150, C, True),
    # R9: three passes without a bid: the deal is void
    ([(A, "pass"), (B, "pass"), (C, "pass")], None, None, True),
])
def test_bernicle_5_auction_progress(said: list[tuple[str, int | str]], high: int | None, bidder: str | None,
                                     over: bool) -> None:
    result = verify_auction(bids(*said), PLAYERS)
    assert (result.high, result.bidder, result.over) == (high, bidder, over)


@pytest.mark.parametrize("said, words", [
    # §5: neither below nor above 150/160
    ([(A, 170)], "150 ou 160"),
    ([(A, "pass"), (B, 140)], "150 ou 160"),
    # §5: never more than 20 at once, never less than 10
    ([(A, 160), (B, 180), (C, 210)], "paliers"),
    ([(A, 160), (B, 165)], "paliers"),
    ([(A, 160), (B, 160)], "paliers"),
    # §5: two passes in a row end it
    ([(A, 160), (B, "pass"), (C, "pass"), (A, 170)], "closes"),
    # seat order
    ([(A, 160), (C, 170)], "pas à Cyr"),
])
def test_bernicle_5_auction_refused(said: list[tuple[str, int | str]], words: str) -> None:
    with pytest.raises(AuctionError) as refused:
        verify_auction(bids(*said), PLAYERS)
    assert refused.value.field == "auction" and words in refused.value.text()


def test_bernicle_5_can_bid() -> None:
    assert can_bid([], PLAYERS, A, 150) and can_bid([], PLAYERS, A, 160) and not can_bid([], PLAYERS, A, 170)
    history = bids((A, 160), (B, "pass"))
    assert can_bid(history, PLAYERS, C, 170) and can_bid(history, PLAYERS, C, 180)
    assert not can_bid(history, PLAYERS, C, 190) and not can_bid(history, PLAYERS, A, 170)
    assert not can_bid(bids((A, 160), (B, "pass"), (C, "pass")), PLAYERS, A, 170)


# --------------------------------------------------------------------- worked examples B1-B10


@pytest.mark.parametrize("entry, defense, delta", [
    # B1: made, joint defence (R1) and individual
    (deal(240), "joint", {A: 485, B: 150, C: 150}),
    (deal(240), "individual", {A: 485, B: 130, C: 80}),
    # B2: failed, the defenders add the contract
    (deal(260), "joint", {A: 120, B: 410, C: 410}),
    (deal(260), "individual", {A: 120, B: 390, C: 340}),
    # B3: a defender with no trick scores nothing; his carré still counts for his partner (R2)
    (deal(240, (10, 3, 0), (145, 30, 0), combos={**COMBOS, C: [{"kind": "carre", "rank": "A"}]}), "joint",
     {A: 505, B: 230, C: 0}),
    (deal(240, (10, 3, 0), (145, 30, 0), combos={**COMBOS, C: [{"kind": "carre", "rank": "A"}]}), "individual",
     {A: 505, B: 130, C: 0}),
    # B4: capot: 175 + 200 + 120 = 495 ≥ 400
    (deal(400, (13, 0, 0), (175, 0, 0)), "joint", {A: 895, B: 0, C: 0}),
])
def test_bernicle_10_worked_examples(entry: dict[str, Any], defense: str, delta: dict[str, int]) -> None:
    outcome = score(game(defense_scoring=defense), fresh(), entry)
    assert dict(outcome.delta) == delta


B5 = {"taker": A, "contract": 300, "trump": "coeur",
      "combos": {A: [{"kind": "double_bernicle"}, {"kind": "mariage_royal"}],
                 B: [{"kind": "mariage", "suit": "trefle"}]},
      "tricks_won": {A: 0, B: 7, C: 6}, "trick_points": {A: 0, B: 100, C: 75}, "niche_points": 30}


@pytest.mark.parametrize("defense, delta", [
    ("joint", {A: 0, B: 225, C: 225}),
    ("individual", {A: 0, B: 150, C: 105}),
])
def test_bernicle_r4_trickless_taker_makes_the_contract_but_scores_nothing(defense: str,
                                                                          delta: dict[str, int]) -> None:
    outcome = score(game(defense_scoring=defense), fresh(), B5)
    assert dict(outcome.delta) == delta
    assert outcome.details.made is True


def test_bernicle_10_no_trick_no_points_even_combinations() -> None:
    # the taker fails with no trick: his 340 of combinations are lost too
    entry = {**B5, "contract": 400}
    outcome = score(game(), fresh(), entry)
    assert dict(outcome.delta) == {A: 0, B: 625, C: 625}
    assert outcome.details.made is False


def test_bernicle_13_1_capot_counts_toward_the_contract() -> None:
    # without the capot 175 + 120 = 295 < 400; with it 495
    outcome = score(game(), fresh(), deal(400, (13, 0, 0), (175, 0, 0)))
    assert outcome.details.made is True and outcome.details.taker_points == 495
    assert any(line.rule == "Bernicle §13.1" and line.player == A for line in outcome.lines)


def test_bernicle_10_defender_capot_adds_200_to_the_defence() -> None:
    entry = deal(240, (0, 13, 0), (0, 175, 0))
    joint = score(game(), fresh(), entry)
    # Ana fails (0 + 120 < 240) with no trick: 0. Bea: 375 + 40 + 60 + 240; Cyr: no trick
    assert dict(joint.delta) == {A: 0, B: 715, C: 0}


def test_bernicle_10_failed_taker_keeps_his_combinations() -> None:
    outcome = score(game(), fresh(), deal(250, (7, 4, 2), (125, 30, 20)))
    assert outcome.delta[A] == 120 and outcome.details.made is False
    assert render(outcome.summary) == "Ana 250 à cœur ✗"


def test_bernicle_10_made_exactly_at_the_contract() -> None:
    outcome = score(game(), fresh(), deal(250, (7, 4, 2), (130, 25, 20)))
    assert outcome.details.made is True and outcome.delta[A] == 250 + 130 + 120


def test_bernicle_9_niche_points_given_without_cards() -> None:
    outcome = score(game(), fresh(), deal(240, niche_points=60))
    assert dict(outcome.delta) == {A: 485, B: 150, C: 150}


def test_bernicle_9_b9_niche_scores_for_each_defender() -> None:
    entry = {"taker": A, "contract": 150, "trump": "trefle", "combos": {A: [{"kind": "carre", "rank": "R"}]},
             "tricks_won": {A: 8, B: 3, C: 2}, "trick_points": {A: 120, B: 20, C: 15}, "niche_cards": raw(B9_NICHE)}
    outcome = score(game(), fresh(), entry)
    assert dict(outcome.delta) == {A: 350, B: 305, C: 305}
    assert outcome.details.niche == 270
    entry["trick_points"] = {A: 130, B: 20, C: 15}  # 165, not 200 − 45
    assert refused_field(entry) == "trick_points"


# --------------------------------------------------------------------- §11 faults (R8, R10)


def test_bernicle_11_2_defender_fault_b6() -> None:
    entry = deal(250, None, None, fault={"kind": "defender", "player": C})
    for defense in ("joint", "individual"):
        outcome = score(game(defense_scoring=defense), fresh(), entry)
        assert dict(outcome.delta) == {A: 570, B: 100, C: 0}


def test_bernicle_11_2_tricks_are_ignored_on_a_defender_fault() -> None:
    entry = deal(250, (1, 1, 1), (5, 5, 500), fault={"kind": "defender", "player": B})
    outcome = score(game(), fresh(), entry)
    assert dict(outcome.delta) == {A: 570, B: 0, C: 60}


def test_bernicle_11_1_taker_fault_b7() -> None:
    entry = deal(250, None, (60, 35, 15), fault={"kind": "taker", "player": A})
    outcome = score(game(), fresh(), entry)
    assert dict(outcome.delta) == {A: 0, B: 400, C: 400}
    # spec §3J: individual: own trick points at the stop + own combinations + niche + contract
    outcome = score(game(defense_scoring="individual"), fresh(), entry)
    assert dict(outcome.delta) == {A: 0, B: 35 + 40 + 60 + 250, C: 15 + 0 + 60 + 250}


def test_bernicle_r8_no_zero_trick_rule_on_a_fault() -> None:
    entry = deal(250, (3, 2, 0), (60, 35, 0), fault={"kind": "taker"})
    outcome = score(game(), fresh(), entry)
    assert dict(outcome.delta) == {A: 0, B: 385, C: 385}


def test_bernicle_11_3_misdeal_b8_same_dealer_again() -> None:
    result = replay(game(), [{"dealer": B, "fault": {"kind": "misdeal"}}])
    assert dict(result.totals) == {A: 0, B: -200, C: 0}
    assert result.report()["next_dealer"] == B
    # then the usual rotation
    result = replay(game(), [{"dealer": B, "fault": {"kind": "misdeal", "player": B}}, deal(240)])
    assert result.deals[1].dealer == B and result.report()["next_dealer"] == C


def test_bernicle_r9_no_bid_scores_nothing_and_the_next_player_deals() -> None:
    result = replay(game(), [{"no_bid": True, "taker": "Zed", "fault": "x"}])
    assert dict(result.totals) == {A: 0, B: 0, C: 0}
    assert result.report()["next_dealer"] == B
    assert render(result.deals[0].summary) == "Personne n'a enchéri"


def test_bernicle_2_8_dealer_rotation() -> None:
    result = replay(game(), [deal(240), deal(240), deal(240), deal(240)])
    assert [d.dealer for d in result.deals] == [A, B, C, A]
    assert result.report()["next_dealer"] == B


# --------------------------------------------------------------------- §12 victory (R11)


def test_bernicle_12_b10_highest_of_three_over_2000_wins() -> None:
    outcome = score(game(), state({A: 1600, B: 1870, C: 1900}), deal(240))
    assert dict(outcome.state.totals) == {A: 2085, B: 2020, C: 2050}
    assert outcome.state.finished and outcome.state.winners == (A,)
    with pytest.raises(DealError) as refused:
        game().play(outcome.state, deal(240))
    assert refused.value.field == "deal"


def test_bernicle_r11_exact_tie_at_the_top_plays_on() -> None:
    outcome = score(game(), state({A: 1800, B: 1915, C: 1915}), deal(240, tricks=(7, 4, 2)))
    # Ana 2285 alone at the top
    assert outcome.state.winners == (A,)
    tie = score(game(), state({A: 0, B: 1900, C: 1900}), deal(240))
    assert dict(tie.state.totals) == {A: 485, B: 2050, C: 2050}
    assert not tie.state.finished and tie.state.winners == ()


def test_bernicle_12_reaching_exactly_2000_wins() -> None:
    outcome = score(game(), state({A: 1515, B: 0, C: 0}), deal(240))
    assert outcome.state.totals[A] == 2000 and outcome.state.winners == (A,)


def test_bernicle_12_scores_may_go_negative() -> None:
    result = replay(game(), [{"fault": {"kind": "misdeal"}}, {"fault": {"kind": "misdeal"}}])
    assert dict(result.totals) == {A: -400, B: 0, C: 0}


# --------------------------------------------------------------------- §3J.4 refusals


@pytest.mark.parametrize("change, field", [
    # dealer
    ({"dealer": "Zed"}, "dealer"),
    # no_bid is a boolean
    ({"no_bid": "yes"}, "no_bid"),
    # fault: kind, the defender, the dealer
    ({"fault": {"kind": "revoke"}}, "fault"),
    ({"fault": {"player": B}}, "fault"),
    ({"fault": {"kind": "defender"}}, "fault"),
    ({"fault": {"kind": "defender", "player": A}}, "fault"),
    ({"fault": {"kind": "taker", "player": B}}, "fault"),
    ({"fault": {"kind": "misdeal", "player": B}}, "fault"),
    ({"fault": {"kind": "defender", "player": "Zed"}}, "fault"),
    # taker
    ({"taker": None}, "taker"),
    ({"taker": "Zed"}, "taker"),
    # §5 contract: multiple of 10, at least 150 (B11)
    ({"contract": 155}, "contract"),
    ({"contract": 140}, "contract"),
    ({"contract": None}, "contract"),
    ({"contract": "240"}, "contract"),
    # trump
    ({"trump": "atout"}, "trump"),
    ({"trump": None}, "trump"),
    # §5 auction (B11)
    ({"auction": bids((A, 170), (B, "pass"), (C, "pass"))}, "auction"),
    ({"auction": bids((A, 160), (B, 180), (C, 210), (A, "pass"), (B, "pass"))}, "auction"),
    ({"auction": bids((A, 160), (B, 180), (C, 200))}, "auction"),
    ({"auction": bids((A, 240), (B, "pass"), (C, "pass"))}, "auction"),
    ({"auction": bids((B, 160), (C, 180), (A, 200), (B, 220), (C, 240), (A, "pass"), (B, "pass"))}, "auction"),
    ({"auction": bids((A, "pass"), (B, "pass"), (C, "pass"))}, "auction"),
    ({"auction": [{"player": A, "bid": "passe"}]}, "auction"),
    ({"auction": B1_AUCTION + bids((A, "pass"))}, "auction"),
    # §7 combinations (B11)
    ({"combos": {A: [{"kind": "famille", "suit": "coeur"}]}}, "combos"),
    ({"combos": {A: [{"kind": "mariage", "suit": "coeur"}]}}, "combos"),
    ({"combos": {A: [{"kind": "quinte"}]}}, "combos"),
    ({"combos": {A: [{"kind": "carre", "rank": "10"}]}}, "combos"),
    ({"combos": {A: [{"kind": "carre"}]}}, "combos"),
    ({"combos": {A: [{"kind": "mariage"}]}}, "combos"),
    ({"combos": {B: [{"kind": "double_bernicle"}], C: [{"kind": "double_bernicle"}]}}, "combos"),
    ({"combos": {"Zed": [{"kind": "bernicle"}]}}, "combos"),
    ({"combos": {A: {"kind": "bernicle"}}}, "combos"),
    # §9 niche cards
    ({"niche_cards": raw("7p Vp Vp Dp 7k 7t Rt 10t")}, "niche_cards"),
    ({"niche_cards": raw("7p 7p 7p Dp 7k 7t Rt 10t At")}, "niche_cards"),
    ({"niche_cards": raw(N1)[:8] + [{"suit": "trefle", "rank": "9"}]}, "niche_cards"),
    ({"niche_cards": raw("7p Vp Vp Dp Dp 7t Rt 10t At")}, "niche_cards"),  # with Bea's Bernicle, a third D♠
    # §9 niche points
    ({"niche_cards": None}, "niche_points"),
    ({"niche_cards": None, "niche_points": 20}, "niche_points"),
    ({"niche_cards": None, "niche_points": 45}, "niche_points"),
    ({"niche_points": 90}, "niche_points"),
    # §3 tricks (B11)
    ({"tricks_won": {A: 7, B: 4, C: 3}}, "tricks_won"),
    ({"tricks_won": {A: 7, B: 6}}, "tricks_won"),
    ({"tricks_won": None}, "tricks_won"),
    ({"tricks_won": {A: 14, B: -1, C: 0}}, "tricks_won"),
    # §4 trick points (B11)
    ({"trick_points": {A: 127, B: 28, C: 20}}, "trick_points"),
    ({"trick_points": {A: 125, B: 30}}, "trick_points"),
    ({"trick_points": {A: 130, B: 30, C: 20}}, "trick_points"),
    ({"trick_points": None}, "trick_points"),
    ({"tricks_won": {A: 11, B: 2, C: 0}, "trick_points": {A: 155, B: 15, C: 5}}, "trick_points"),
])
def test_bernicle_3j_4_refusals_name_the_field(change: dict[str, Any], field: str) -> None:
    entry = {**deal(240), **change}
    entry = {k: v for k, v in entry.items() if v is not None}
    assert refused_field(entry) == field


@pytest.mark.parametrize("entry, field", [
    # each row breaks two rules: the one earlier in the §3J.4 table is named
    ({"dealer": "Zed", "fault": {"kind": "x"}}, "dealer"),
    ({**deal(155), "fault": {"kind": "defender", "player": A}}, "fault"),
    ({**deal(155), "taker": "Zed"}, "taker"),
    ({**deal(155), "trump": "x"}, "contract"),
    ({**deal(240), "trump": "x", "auction": bids((A, 170))}, "trump"),
    ({**deal(240), "auction": bids((A, 170)), "combos": {A: [{"kind": "x"}]}}, "auction"),
    ({**deal(240), "combos": {A: [{"kind": "x"}]}, "niche_cards": []}, "combos"),
    ({**deal(240), "niche_cards": [], "tricks_won": {A: 1}}, "niche_cards"),
    ({**deal(240), "niche_points": 20, "tricks_won": {A: 1}}, "niche_points"),
    ({**deal(240), "tricks_won": {A: 1}, "trick_points": {A: 3}}, "tricks_won"),
])
def test_bernicle_3j_4_first_refusal_in_table_order_wins(entry: dict[str, Any], field: str) -> None:
    assert refused_field(entry) == field


def test_bernicle_3j_2_taker_fault_needs_points_not_tricks() -> None:
    entry = deal(250, None, None, fault={"kind": "taker"})
    assert refused_field(entry) == "trick_points"
    assert refused_field({**entry, "trick_points": {A: 60, B: 35, C: 15}, "tricks_won": {A: 9, B: 4, C: 1}}) \
        == "tricks_won"
    # only Σ ≤ 200 at a stop
    ok = score(game(), fresh(), {**entry, "trick_points": {A: 60, B: 35, C: 15}, "tricks_won": {A: 5, B: 3, C: 1}})
    assert ok.delta[A] == 0
    assert refused_field({**entry, "trick_points": {A: 150, B: 35, C: 20}}) == "trick_points"


def test_bernicle_3j_combos_of_a_fault_are_still_checked() -> None:
    entry = deal(250, None, None, fault={"kind": "defender", "player": C},
                 combos={A: [{"kind": "famille", "suit": "coeur"}]})
    assert refused_field(entry) == "combos"


def test_bernicle_3j_misdeal_needs_no_other_field() -> None:
    outcome = score(game(), fresh(), {"fault": {"kind": "misdeal"}, "taker": "Zed", "contract": 5})
    assert dict(outcome.delta) == {A: -200, B: 0, C: 0}
    assert refused_field({"dealer": C, "fault": {"kind": "misdeal", "player": A}}) == "fault"


def test_bernicle_b11_messages() -> None:
    with pytest.raises(DealError) as refused:
        game().play(fresh(), deal(155))
    assert "multiple de 10" in refused.value.text() and "Bernicle §5" in refused.value.text()
    with pytest.raises(DealError) as refused:
        game().play(fresh(), deal(240, combos={A: [{"kind": "famille", "suit": "coeur"}]}))
    assert "Famille royale (200)" in refused.value.text()
    with pytest.raises(DealError) as refused:
        game().play(fresh(), deal(240, combos={B: [{"kind": "double_bernicle"}], C: [{"kind": "double_bernicle"}]}))
    assert "plus de 2 exemplaires de Dame ♠" in refused.value.text()
    with pytest.raises(DealError) as refused:
        game().play(fresh(), deal(240, tricks=(7, 4, 3)))
    assert "13 plis" in refused.value.text()


# --------------------------------------------------------------------- §8 referee


@pytest.mark.parametrize("trick, trump, winner", [
    # §8: the highest card of the suit led
    ("Rp 10p Ap", Suit.COEUR, 2),
    ("10p Ak Vp", Suit.COEUR, 0),
    # §4: 10 above Roi
    ("Rp 10p Dp", None, 1),
    # §8: the highest trump
    ("Ap 7c 10p", Suit.COEUR, 1),
    ("Ap 7c Vc", Suit.COEUR, 2),
    # §8: of two identical cards the first played wins
    ("Ap Ap 10p", Suit.COEUR, 0),
    ("Vp Rc Rc", Suit.COEUR, 1),
])
def test_bernicle_8_trick_winner(trick: str, trump: Suit | None, winner: int) -> None:
    assert game().trick_winner(trick_of(trick, trump=trump)) == winner


def test_bernicle_1_no_eights_or_nines() -> None:
    with pytest.raises(ValueError):
        game().trick_winner(trick_of("9p Ap"))


HAND = "7p Rp Ap Vc 10c Dk"


@pytest.mark.parametrize("trick, trump, legal", [
    # the first card is free
    ("", Suit.COEUR, HAND),
    # §8: follow, going higher to become master if possible
    ("Dp", Suit.COEUR, "Rp Ap"),
    ("10p", Suit.COEUR, "Ap"),
    # §8: unable to go higher: any card of the suit
    ("Ap", Suit.COEUR, "7p Rp Ap"),
    # an equal card is not higher
    ("Dp Ap", Suit.COEUR, "7p Rp Ap"),
    # a trick already trumped: any card of the suit led
    ("Vp Dc", Suit.COEUR, "7p Rp Ap"),
    # §8: void: trump
    ("7t", Suit.COEUR, "Vc 10c"),
    # §8: overtrump when another trumped
    ("7t Dc", Suit.COEUR, "10c"),
    # §8: otherwise undertrump
    ("7t Ac", Suit.COEUR, "Vc 10c"),
    # trump led: go higher
    ("Dc", Suit.COEUR, "10c"),
    # §8: neither the suit nor trump: anything
    ("7t", Suit.TREFLE, HAND),
    ("Vt Ac", None, HAND),
])
def test_bernicle_8_legal_plays(trick: str, trump: Suit | None, legal: str) -> None:
    assert game().legal_plays(trick_of(trick, trump=trump), cards(HAND)) == cards(legal)


@pytest.mark.parametrize("trick, trump, played, words", [
    ("Dp", Suit.COEUR, "7p", "monter"),
    ("Dp", Suit.COEUR, "Vc", "fournir"),
    ("7t", Suit.COEUR, "Ap", "couper"),
    ("7t Dc", Suit.COEUR, "Vc", "surcouper"),
])
def test_bernicle_8_verify_play(trick: str, trump: Suit, played: str, words: str) -> None:
    g, so_far = game(), trick_of(trick, trump=trump)
    with pytest.raises(PlayError) as refused:
        g.verify_play(so_far, cards(HAND), card(played))
    assert words in refused.value.text()
    assert not g.can_play(so_far, cards(HAND), card(played))
    assert g.can_play(so_far, cards(HAND), g.legal_plays(so_far, cards(HAND))[0])
    with pytest.raises(DealError):
        g.verify_play(trick_of("", trump=trump), cards(HAND), card("At"))


# --------------------------------------------------------------------- the table


def test_bernicle_facts_and_report() -> None:
    result = replay(game(), [deal(240)])
    assert result.report() == {"winners": [], "next_dealer": B}
    facts = {f.key: f for f in result.facts()}
    assert facts["goal"].value == 2000
    assert render(result.deals[0].summary) == "Ana 240 à cœur ✓"


# --------------------------------------------------------------------- property


@st.composite
def bernicle_deal(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["normal"] * 10 + ["taker", "defender", "misdeal", "no_bid"]))
    if kind == "misdeal":
        return {"fault": {"kind": "misdeal"}}
    if kind == "no_bid":
        return {"no_bid": True}
    taker = draw(st.sampled_from(PLAYERS))
    trump = draw(st.sampled_from(SUITS))
    contract = draw(st.integers(15, 90)) * 10
    deck = [c for c in BERNICLE.cards()]
    order = draw(st.permutations(deck))
    hands = {p: order[13 * i: 13 * i + 13] for i, p in enumerate(PLAYERS)}
    niche = order[39:]
    entry: dict[str, Any] = {"taker": taker, "contract": contract, "trump": trump.value,
                             "combos": {p: [{k: (v.value if isinstance(v, Suit) else v) for k, v in
                                             {"kind": c.kind, "suit": c.suit, "rank": c.rank}.items() if v}
                                            for c in best_combinations(hands[p], trump)] for p in PLAYERS}}
    if draw(st.booleans()):
        entry["niche_cards"] = [{"suit": c.suit.value, "rank": c.rank} for c in niche if c.suit is not None]
    else:
        entry["niche_points"] = niche_count(niche).points
    if kind == "defender":
        entry["fault"] = {"kind": "defender", "player": draw(st.sampled_from([p for p in PLAYERS if p != taker]))}
        return entry
    played = [c for p in PLAYERS for c in hands[p]]
    cut = sorted(draw(st.lists(st.integers(0, 13), min_size=2, max_size=2)))
    tricks = [cut[0], cut[1] - cut[0], 13 - cut[1]]
    if draw(st.booleans()):
        tricks = draw(st.permutations([13, 0, 0]))
    pool = [card_points(c) for c in played]
    holders = [i for i in range(3) if tricks[i]]
    points = [0, 0, 0]
    for j, value in enumerate(pool):
        points[holders[j % len(holders)]] += value
    entry["tricks_won"] = dict(zip(PLAYERS, tricks, strict=True))
    entry["trick_points"] = dict(zip(PLAYERS, points, strict=True))
    if kind == "taker":
        entry["fault"] = {"kind": "taker"}
    return entry


@settings(max_examples=60, deadline=None)
@given(st.lists(bernicle_deal(), max_size=12), st.sampled_from(["joint", "individual"]))
def test_bernicle_replay_properties(entries: list[dict[str, Any]], defense: str) -> None:
    g = game(defense_scoring=defense)
    log = accepted(g, entries)
    check_log(g, log)
    result = replay(g, log)
    for d, entry in zip(result.deals, log, strict=True):
        # §10, §11: only a misdeal takes points away
        if (entry.get("fault") or {}).get("kind") != "misdeal":
            assert all(v >= 0 for v in d.delta.values())
        else:
            assert sorted(d.delta.values()) == [-200, 0, 0]
        # §10: no trick, no points
        if entry.get("fault") is None and not entry.get("no_bid"):
            for p, n in entry["tricks_won"].items():
                if n == 0:
                    assert d.delta[p] == 0
    if result.finished:
        assert max(result.totals.values()) >= 2000 and result.winner is not None
