"""Loba, from the rulebook's chapter and shared/spec/loba.md.

Test names cite the rulebook's articles (Loba §4.1, §5, §6, §7.1-§7.3, §9)
or the spec's rulings (L-1 to L-9); the worked examples 1-9 of the spec are
checked with their exact numbers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from cardtext import card
from hypothesis import given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, SetupError, new_game, render, replay
from compagnon.rules.core import Outcome
from compagnon.rules.decks import LOBA, Card
from compagnon.rules.games.loba import (
    FIRST_MELDS,
    MAX_PENALTY,
    Loba,
    LobaState,
    MeldError,
    can_add,
    can_first_meld,
    card_value,
    hand_value,
    read_combination,
    verify_addition,
    verify_first_meld,
)

PLAYERS = ["Lina", "Marc", "Nora"]
L, M, N = PLAYERS
JK = Card("joker")


def game(players: Sequence[str] = PLAYERS, **options: Any) -> Loba:
    g = new_game("loba", list(players), options=options)
    assert isinstance(g, Loba)
    return g


def hand(text: str) -> list[Card]:
    """Cards in the short notation, ``Jk`` for a Joker."""
    return [JK if t == "Jk" else card(t) for t in text.split()]


def as_json(c: Card) -> Any:
    """The casebook notation of a card."""
    return "joker" if c.suit is None else {"rank": c.rank, "suit": c.suit.value}


def raw(text: str) -> list[Any]:
    return [as_json(c) for c in hand(text)]


def score(g: Loba, before: LobaState, entry: Mapping[str, Any]) -> Outcome[LobaState]:
    outcome = g.play(before, entry)
    sums = {p: 0 for p in g.players}
    for line in outcome.lines:
        assert line.rule.startswith("Loba §") and line.text
        sums[line.player] += line.points
    assert sums == dict(outcome.delta), "the lines explain every point"
    return outcome


def refused(entry: Mapping[str, Any], g: Loba | None = None, before: LobaState | None = None) -> DealError:
    g = g or game()
    with pytest.raises(DealError) as error:
        g.play(before or g.new_state(), entry)
    assert error.value.message
    return error.value


def after(menes: int, g: Loba | None = None) -> LobaState:
    """The state after ``menes`` mènes where Lina always goes out and the others hold a 2."""
    g = g or game()
    log = [{"out_player": L, "penalty_points": {M: 2, N: 2}} for _ in range(menes)]
    return replay(g, log).state


# --------------------------------------------------------------------- §1, §6 cards and values


@pytest.mark.parametrize("text, value", [
    # §6 and L-3: 1 to 10 their number (the As is 1), figures 11-13, Joker 25
    ("Ap", 1), ("2c", 2), ("7k", 7), ("10t", 10), ("Vp", 11), ("Dc", 12), ("Rk", 13), ("Jk", 25),
])
def test_loba_6_card_values(text: str, value: int) -> None:
    assert card_value(hand(text)[0]) == value


def test_loba_1_two_packs_and_four_jokers() -> None:
    assert len(LOBA) == 108 and LOBA.copies_of(JK) == 4 and LOBA.copies_of(card("Rp")) == 2


def test_loba_spec_3_1_the_most_eleven_cards_are_worth() -> None:
    assert MAX_PENALTY == 191 == hand_value(hand("Jk Jk Jk Jk Rp Rp Rc Rc Rk Rk Rt"))


@pytest.mark.parametrize("count", [3, 4, 5])
def test_loba_l9_three_to_five_players(count: int) -> None:
    assert len(game(["Ana", "Bea", "Cyr", "Dan", "Eve"][:count]).players) == count


@pytest.mark.parametrize("players", [["Ana", "Bea"], ["Ana", "Bea", "Cyr", "Dan", "Eve", "Fay"], ["A", "A", "B"]])
def test_loba_l9_players_refused(players: list[str]) -> None:
    with pytest.raises(SetupError) as error:
        new_game("loba", players)
    assert error.value.field == "players"


def test_loba_7_3_options() -> None:
    assert game().options == {"suites_multicolores": False, "tie_break": "none"}
    assert game(suites_multicolores=True).options["suites_multicolores"] is True
    with pytest.raises(SetupError):
        game(suites_multicolores="oui")


# --------------------------------------------------------------------- §5, §6, §7 combinations


@pytest.mark.parametrize("laid, kind", [
    # §5 brelan; two identical cards allowed (L-8)
    ("8p 8p 8c", "set"),
    ("4k 4t Jk", "set"),
    # §7.1 sextuple
    ("Dp Dp Dc Dc Dk Dt", "set"),
    # §5 quarte, in order, ascending or descending, a Joker in its slot
    ("5k 6k Jk 8k", "sequence"),
    ("8k 7k 6k 5k", "sequence"),
    # §6 the As low or high, not both
    ("Ap 2p 3p 4p", "sequence"),
    ("Vp Dp Rp Ap", "sequence"),
    ("Jk 2p 3p 4p", "sequence"),
    ("Ap Rp Dp Vp", "sequence"),
    # the 10 between 9 and Valet
    ("8t 9t 10t Vt", "sequence"),
])
def test_loba_5_6_first_meld_combinations(laid: str, kind: str) -> None:
    assert read_combination(hand(laid), first_meld=True).kind == kind


@pytest.mark.parametrize("laid, words", [
    # §6: one Joker per combination
    ("3p Jk Jk 6p", "Un seul joker"),
    ("8p Jk Jk", "Un seul joker"),
    # §6: no wrap R-As-2
    ("Rc Ac 2c 3c", "ne bouclent pas"),
    ("Dc Rc Ac Jk", "ne se suivent pas"),
    # §5, §7.3: one suit
    ("9p 10c Vk Dt", "une seule couleur"),
    # §5: a brelan is one rank, a quarte consecutive
    ("8p 8c 9c", "même hauteur"),
    ("5c 6c 8c 9c", "ne se suivent pas"),
    ("5c 5c 5k 5t", "ne se suivent pas"),
    # L-6: no quinte, no carré alone, no pair in a first meld
    ("5c 6c 7c 8c 9c", "pas 5"),
    ("8p 8c", "pas 2"),
    # two packs: at most two identical cards
    ("8p 8p 8p", "2 exemplaires"),
])
def test_loba_5_6_first_meld_combinations_refused(laid: str, words: str) -> None:
    with pytest.raises(MeldError) as error:
        read_combination(hand(laid), first_meld=True)
    assert words in error.value.text() and error.value.field == "first_meld"


def test_loba_7_3_multicolour_sequences() -> None:
    assert read_combination(hand("9p 10c Vk Dt"), multicolour=True, first_meld=True).kind == "sequence"
    with pytest.raises(MeldError):
        read_combination(hand("9p 10c Vk Rt"), multicolour=True, first_meld=True)


@pytest.mark.parametrize("mene, laid", [
    # spec example 7
    (1, ["8p 8p 8c", "4k 4t Jk"]),
    (1, ["Dp Dp Dc Dc Dk Dt"]),
    (2, ["7t 7k Jk", "3p Jk 5p 6p"]),
    (3, ["5k 6k Jk 8k", "Vp Dp Rp Ap"]),
    # §5: each mène's list
    (4, ["2p 2c 2k", "3p 3c 3k", "4p 4c Jk"]),
    (4, ["2p 2c 2k 2t 2p 2c", "9p 9c 9k"]),
    (5, ["2p 2c 2k", "3p 3c 3k", "4p 5p 6p 7p"]),
    (6, ["2p 2c 2k", "3c 4c 5c 6c", "Vk Dk Rk Ak"]),
])
def test_loba_5_first_meld_of_each_mene(mene: int, laid: list[str]) -> None:
    melds = verify_first_meld(mene, [hand(t) for t in laid])
    assert sum(m.brelans for m in melds) == FIRST_MELDS[mene][0]
    assert sum(m.quartes for m in melds) == FIRST_MELDS[mene][1]
    assert can_first_meld(mene, [hand(t) for t in laid])


@pytest.mark.parametrize("mene, laid, words", [
    # §4.1: no extra combination (spec example 7, mène 2)
    (2, ["9t 9k 9c", "5c 6c 7c 8c", "2p 2k 2t"], "exactement 1 brelan et 1 quarte"),
    # §5: nothing missing either
    (3, ["5k 6k 7k 8k"], "exactement 0 brelan et 2 quartes"),
    (1, ["8p 8p 8c"], "2 brelans"),
    # a sextuple is two brelans, not three
    (4, ["2p 2c 2k 2t 2p 2c"], "3 brelans"),
    # L-6: the quinte is laid as a quarte, then extended
    (2, ["9t 9k 9c", "5c 6c 7c 8c 9c"], "pas 5"),
    # two packs across the meld
    (1, ["8p 8p 8c", "8p 8k 8t"], "2 exemplaires"),
    # there are six mènes
    (7, ["8p 8p 8c"], "6"),
])
def test_loba_4_1_first_meld_refused(mene: int, laid: list[str], words: str) -> None:
    with pytest.raises(MeldError) as error:
        verify_first_meld(mene, [hand(t) for t in laid])
    assert words in error.value.text()
    assert not can_first_meld(mene, [hand(t) for t in laid])


# --------------------------------------------------------------------- §7.2 additions (L-5)


def test_loba_7_2_example_8_joker_shift_then_extensions() -> None:
    table = hand("5c 6c 7c Jk")
    shifted = verify_addition(table, card("8c"))
    assert shifted == tuple(hand("5c 6c 7c 8c Jk"))
    assert not can_add(shifted, card("Vc"))
    assert verify_addition(shifted, card("10c")) == tuple(hand("5c 6c 7c 8c Jk 10c"))
    # Lina in the turn of her first meld
    with pytest.raises(DealError) as error:
        verify_addition(shifted, card("4c"), at_start=True, melded_before=False)
    assert error.value.field == "additions"
    assert verify_addition(shifted, card("4c"), at_start=True) == tuple(hand("4c 5c 6c 7c 8c Jk"))


@pytest.mark.parametrize("table, added, at_start, result", [
    # §7.2: brelan → carré → quintuple …
    ("8p 8c 8k", "8t", False, "8p 8c 8k 8t"),
    ("8p 8c Jk", "8p", False, "8p 8c Jk 8p"),
    # quarte → quinte, at either end
    ("5c 6c 7c 8c", "9c", False, "5c 6c 7c 8c 9c"),
    ("5c 6c 7c 8c", "4c", True, "4c 5c 6c 7c 8c"),
    ("2c 3c 4c 5c", "Ac", True, "Ac 2c 3c 4c 5c"),
    ("10c Vc Dc Rc", "Ac", False, "10c Vc Dc Rc Ac"),
    # the Joker at the low end shifts downwards
    ("Jk 6c 7c 8c", "5c", True, "Jk 5c 6c 7c 8c"),
])
def test_loba_7_2_additions(table: str, added: str, at_start: bool, result: str) -> None:
    assert verify_addition(hand(table), card(added), at_start=at_start) == tuple(hand(result))


@pytest.mark.parametrize("table, added, at_start", [
    # a set takes only its rank
    ("8p 8c 8k", "9t", False),
    # a sequence takes the next card of its suit, without wrap
    ("5c 6c 7c 8c", "10c", False),
    ("5c 6c 7c 8c", "9p", False),
    ("Vc Dc Rc Ac", "2c", False),
    # L-5: no shift past the high As, nor below the low As
    ("Vc Dc Rc Jk", "Ac", False),
    ("Jk 2c 3c 4c", "Ac", True),
    # a second Joker
    ("8p 8c Jk", "Jk", False),
])
def test_loba_7_2_l5_additions_refused(table: str, added: str, at_start: bool) -> None:
    extra = JK if added == "Jk" else card(added)
    assert not can_add(hand(table), extra, at_start=at_start)


# --------------------------------------------------------------------- §9 scoring: spec examples 1-6


EXAMPLES = [
    {"mene": 1, "out_player": M, "remaining": {L: raw("7p 7c Rt Jk"), N: raw("Ak 2t Dc")}},
    {"mene": 2, "out_player": N,
     "remaining": {L: raw("Vk 10p"), M: raw("3p 3c 5k 8t 9t Vc Dp Rk Ap 2k 4t")}},
    {"mene": 3, "out_player": L, "remaining": {M: raw("Jk Jk"), N: raw("10c 10k 6t")}},
    {"mene": 4, "out_player": M, "remaining": {L: raw("2c"), N: raw("Rp Rc")}},
    {"mene": 5, "out_player": N, "remaining": {L: raw("Dt"), M: raw("9k")}},
    {"mene": 6, "out_player": M, "remaining": {L: raw("Ac"), N: raw("Vt 10t")}},
]


def test_loba_9_examples_1_to_6_and_l4_shared_win() -> None:
    result = replay(game(), EXAMPLES)
    assert [dict(d.delta) for d in result.deals] == [
        {L: 52, M: 0, N: 15},   # 1: a Joker left in hand
        {L: 21, M: 71, N: 0},   # 2: Marc never melded: his 11 cards
        {L: 0, M: 50, N: 26},   # 3: two Jokers
        {L: 2, M: 0, N: 26},
        {L: 12, M: 9, N: 0},
        {L: 1, M: 0, N: 21},
    ]
    assert dict(result.totals) == {L: 88, M: 130, N: 88}
    assert result.finished and result.winner is None
    assert result.report() == {"mene": 6, "winners": [L, N], "next_dealer": L}
    # §4.2: six mènes; a 7th is refused
    with pytest.raises(DealError) as error:
        game().play(result.state, {"out_player": L, "penalty_points": {M: 3, N: 4}})
    assert error.value.field == "deal"


def test_loba_4_2_fewest_points_wins_alone() -> None:
    log = EXAMPLES[:5] + [{"mene": 6, "out_player": L, "remaining": {M: raw("Ac"), N: raw("Vt 10t")}}]
    result = replay(game(), log)
    assert dict(result.totals) == {L: 87, M: 131, N: 88}
    assert result.winner == L and result.report()["winners"] == [L]
    assert any(line.rule == "Loba §4.2" and line.player == L for line in result.deals[-1].lines)


def test_loba_9_penalty_points_instead_of_cards() -> None:
    outcome = score(game(), game().new_state(), {"out_player": M, "remaining": {L: raw("7p 7c Rt Jk")},
                                                 "penalty_points": {N: 15}})
    assert dict(outcome.delta) == {L: 52, M: 0, N: 15}


def test_loba_9_out_player_may_be_written_empty() -> None:
    outcome = score(game(), game().new_state(), {"out_player": M, "remaining": {M: [], L: raw("Jk")},
                                                 "penalty_points": {N: 191}})
    assert dict(outcome.delta) == {L: 25, M: 0, N: 191}
    outcome = score(game(), game().new_state(), {"out_player": M, "penalty_points": {M: 0, L: 1, N: 2}})
    assert dict(outcome.delta) == {L: 1, M: 0, N: 2}


def test_loba_l1_dealer_rotation_and_mene_count() -> None:
    result = replay(game(), EXAMPLES[:4])
    assert [d.dealer for d in result.deals] == [L, M, N, L]
    assert result.report() == {"mene": 4, "winners": [], "next_dealer": M}
    named = replay(game(), [{**EXAMPLES[0], "dealer": N}])
    assert named.deals[0].dealer == N and named.report()["next_dealer"] == L
    assert render(result.deals[0].summary) == "Mène 1 : Marc a fini"


def test_loba_facts_show_the_next_first_meld() -> None:
    g = game()
    facts = {f.key: f for f in g.facts(after(2, g))}
    assert facts["mene"].value == 2 and facts["mene"].limit == 6
    assert render(facts["first_meld"].value) == "mène 3 : 2 quartes (8 cartes)"
    last = {f.key: f for f in g.facts(after(5, g))}
    assert render(last["first_meld"].value) == "mène 6 : 1 brelan + 2 quartes (11 cartes)"
    # after the sixth mène there is no next first meld to show
    assert [f.key for f in g.facts(after(6, g))] == ["mene"]


def test_loba_five_players() -> None:
    g = game(["A1", "B2", "C3", "D4", "E5"])
    outcome = score(g, g.new_state(), {"out_player": "C3", "penalty_points": {"A1": 5, "B2": 6, "D4": 7, "E5": 8}})
    assert dict(outcome.delta) == {"A1": 5, "B2": 6, "C3": 0, "D4": 7, "E5": 8}


# --------------------------------------------------------------------- §3J.3 refusals


BASE = {"out_player": M, "remaining": {L: raw("7p 7c Rt Jk"), N: raw("Ak 2t Dc")}}


@pytest.mark.parametrize("change, field", [
    # mene: the entry's position
    ({"mene": 2}, "mene"),
    ({"mene": 0}, "mene"),
    ({"mene": 7}, "mene"),
    ({"mene": "1"}, "mene"),
    # dealer, out_player: players
    ({"dealer": "Zed"}, "dealer"),
    ({"out_player": "Zed"}, "out_player"),
    ({"out_player": None}, "out_player"),
    # remaining
    ({"remaining": {L: raw("7p")}}, "remaining"),
    ({"remaining": {L: raw("7p"), N: []}}, "remaining"),
    ({"remaining": {L: raw("7p"), N: raw("2c"), M: raw("3c")}}, "remaining"),
    ({"remaining": {L: raw("Ap 2p 3p 4p 5p 6p 7p 8p 9p 10p Vp Dp"), N: raw("2c")}}, "remaining"),
    ({"remaining": {L: [{"rank": "1", "suit": "pique"}], N: raw("2c")}}, "remaining"),
    ({"remaining": {L: ["jocker"], N: raw("2c")}}, "remaining"),
    ({"remaining": {L: raw("7p 7p"), N: raw("7p")}}, "remaining"),
    ({"remaining": {L: raw("Jk Jk Jk"), N: raw("Jk Jk")}}, "remaining"),
    ({"remaining": {"Zed": raw("7p"), L: raw("7p"), N: raw("2c")}}, "remaining"),
    ({"remaining": {L: raw("7p")}, "penalty_points": {M: 0}}, "remaining"),
    # penalty_points
    ({"penalty_points": {L: 52}}, "penalty_points"),
    ({"remaining": {L: raw("7p")}, "penalty_points": {N: 0}}, "penalty_points"),
    ({"remaining": {L: raw("7p")}, "penalty_points": {N: 192}}, "penalty_points"),
    ({"remaining": {L: raw("7p")}, "penalty_points": {N: 15, M: 3}}, "penalty_points"),
    ({"remaining": {L: raw("7p")}, "penalty_points": {N: "15"}}, "penalty_points"),
    # first_meld (spec example 7)
    ({"first_meld": {L: [raw("8p 8p 8c"), raw("4k 4t Jk Jk")]}}, "first_meld"),
    ({"first_meld": {L: [raw("8p 8p 8c")]}}, "first_meld"),
    ({"first_meld": {L: [raw("5c 6c 7c 8c"), raw("8p 8p 8c")]}}, "first_meld"),
    ({"first_meld": {L: [raw("8p 8p 8k"), raw("4k 4t Jk")], N: [raw("8p 8c 8k"), raw("5k 5t 5c")]}}, "first_meld"),
    ({"first_meld": {L: [raw("7p 7p 8c"), raw("4k 4t Jk")]}}, "first_meld"),
    ({"first_meld": {L: [raw("7p 7p 7c"), raw("4k 4t Jk")]}}, "first_meld"),  # with Lina's 7♠ in hand
    ({"first_meld": {L: [raw("2p 2c 2k"), raw("Jk 4t 4c")], N: [raw("3p 3c Jk"), raw("5k 5t Jk")],
                     M: [raw("6p 6c Jk"), raw("9p 9c 9k")]}}, "first_meld"),  # five Jokers with Lina's
    ({"first_meld": {L: []}}, "first_meld"),
    ({"first_meld": {"Zed": [raw("8p 8c 8k"), raw("4k 4t Jk")]}}, "first_meld"),
])
def test_loba_3j_3_refusals_name_the_field(change: dict[str, Any], field: str) -> None:
    entry = {k: v for k, v in {**BASE, **change}.items() if v is not None}
    assert refused(entry).field == field


@pytest.mark.parametrize("entry, field", [
    # each row breaks two rules: the earlier one in the §3J.3 table is named
    ({**BASE, "mene": 3, "dealer": "Zed"}, "mene"),
    ({**BASE, "dealer": "Zed", "out_player": "Zed"}, "dealer"),
    ({**BASE, "out_player": "Zed", "penalty_points": {L: -1}}, "out_player"),
    ({"out_player": M, "remaining": {L: raw("7p")}, "penalty_points": {L: 0}}, "remaining"),
    ({"out_player": M, "remaining": {L: raw("7p 7p 7p")}, "penalty_points": {N: 500}}, "remaining"),
    ({**BASE, "penalty_points": {M: 5}, "first_meld": {L: [raw("8p 8p 8p")]}}, "penalty_points"),
])
def test_loba_3j_3_first_refusal_in_table_order_wins(entry: dict[str, Any], field: str) -> None:
    assert refused(entry).field == field


def test_loba_3j_first_meld_checked_against_the_mene_of_the_entry() -> None:
    g = game()
    two = after(2, g)
    entry = {"out_player": L, "penalty_points": {M: 2, N: 2},
             "first_meld": {L: [raw("5k 6k Jk 8k"), raw("Vp Dp Rp Ap")]}}
    assert score(g, two, entry).state.mene == 3
    assert refused(entry, g, after(1, g)).field == "first_meld"
    # example 9: the multicolour quarte
    multi = {"out_player": L, "penalty_points": {M: 4, N: 13},
             "first_meld": {L: [raw("9p 10c Vk Dt"), raw("3t 3k 3c")]}}
    assert refused(multi, g, after(1, g)).text().startswith("Une suite se fait dans une seule couleur")
    g2 = game(suites_multicolores=True)
    assert score(g2, after(1, g2), multi).delta == {L: 0, M: 4, N: 13}


def test_loba_l2_mene_6_first_meld_goes_out() -> None:
    g = game()
    entry = {"out_player": L, "penalty_points": {M: 40, N: 50},
             "first_meld": {L: [raw("2p 2c 2k"), raw("3c 4c 5c 6c"), raw("Vk Dk Rk Ak")]}}
    outcome = score(g, after(5, g), entry)
    assert outcome.state.finished and outcome.state.winners == (L,)


# --------------------------------------------------------------------- property


@st.composite
def loba_mene(draw: st.DrawFn, players: list[str]) -> dict[str, Any]:
    deck = [c for c in LOBA.cards()]
    order = draw(st.permutations(deck))
    out = draw(st.sampled_from(players))
    entry: dict[str, Any] = {"out_player": out, "remaining": {}, "penalty_points": {}}
    at = 0
    for p in players:
        if p == out:
            continue
        size = draw(st.integers(1, 11))
        held = order[at: at + size]
        at += size
        if draw(st.booleans()):
            entry["remaining"][p] = [as_json(c) for c in held]
        else:
            entry["penalty_points"][p] = hand_value(held)
    if draw(st.integers(0, 9)) == 0:
        entry["mene"] = draw(st.integers(0, 8))
    return entry


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 5).flatmap(lambda n: st.tuples(st.just(n), st.lists(
    loba_mene(["P1", "P2", "P3", "P4", "P5"][:n]), max_size=8))))
def test_loba_replay_properties(drawn: tuple[int, list[dict[str, Any]]]) -> None:
    count, entries = drawn
    g = game(["P1", "P2", "P3", "P4", "P5"][:count])
    log = accepted(g, entries)
    check_log(g, log)
    result = replay(g, log)
    assert len(log) <= 6 and result.report()["mene"] == len(log)
    for deal, entry in zip(result.deals, log, strict=True):
        # §9: the player who went out scores 0, the others what they hold, never less than 1
        assert deal.delta[entry["out_player"]] == 0
        assert all(1 <= v <= MAX_PENALTY for p, v in deal.delta.items() if p != entry["out_player"])
    assert result.finished == (len(log) == 6)
    if result.finished:
        least = min(result.totals.values())
        assert result.report()["winners"] == [p for p in g.players if result.totals[p] == least]
