"""Bésigue rubicon (Japonais, Chinois): the chapter's articles, the spec's
rulings A1-A17 and its worked examples (shared/spec/besigue.md §8)."""

from __future__ import annotations

from typing import Any

import pytest

from compagnon.rules import DealError, SetupError, new_game, replay
from compagnon.rules.cards import Card, Suit
from compagnon.rules.games.besigue import (CHINOIS, JAPONAIS, Besigue, CombinationTable, combination_value,
                                           rubicon_mark)

A, B = "Ana", "Bea"


def game(variant: str = "japonais") -> Besigue:
    g = new_game("besigue", [A, B], variant)
    assert isinstance(g, Besigue)
    return g


def c(text: str) -> Card:
    return Card.parse(text)


def cs(*texts: str) -> list[Card]:
    return [Card.parse(t) for t in texts]


def comb(player: str, kind: str, suit: str | None = None, rank: str | None = None,
         turn: int | None = None) -> dict[str, Any]:
    event: dict[str, Any] = {"kind": "combination", "player": player, "type": kind}
    if suit is not None:
        event["suit"] = suit
    if rank is not None:
        event["rank"] = rank
    if turn is not None:
        event["turn"] = turn
    return event


def blank(player: str, turn: int | None = None) -> dict[str, Any]:
    return {"kind": "blank", "player": player} | ({} if turn is None else {"turn": turn})


def fault(player: str, kind: str) -> dict[str, Any]:
    return {"kind": "fault", "player": player, "type": kind}


def worth(player: str, points: int) -> list[dict[str, Any]]:
    """Events giving ``player`` exactly ``points`` without touching the trump:
    carrés d'As (100) and the opponent's missed draws (10)."""
    assert points % 10 == 0
    other = B if player == A else A
    return [comb(player, "carre", rank="A")] * (points // 100) + [fault(other, "missed_draw")] * (points % 100 // 10)


def closed(g: Besigue, totals: dict[str, int], last: str = A, **extra: Any) -> dict[str, Any]:
    """A deal whose pre-brisque totals (last trick included) are ``totals``;
    the cut scores nothing (a pile of 17, no guess)."""
    before = {p: n - (g.rules.last_trick if p == last else 0) for p, n in totals.items()}
    events = [e for p in (A, B) for e in worth(p, before[p])]
    return {"dealer": A, "cut": {"pile_count": 17, "guess": None}, "events": events,
            "last_trick_winner": last, **extra}


def refused(g: Besigue, entry: dict[str, Any]) -> DealError:
    with pytest.raises(DealError) as error:
        g.play(g.new_state(), entry)
    return error.value


def running(g: Besigue, events: list[dict[str, Any]], **entry: Any) -> dict[str, int]:
    return dict(g.progress(g.new_state(), {"dealer": A, "events": events, **entry})["points"])


# --------------------------------------------------------------------- §1-2 the game


@pytest.mark.parametrize("variant, rules, hand, cut, blank_value, last, rubicon, target, brisques, turns", [
    # section 1: 4 packs for the Japonais, 6 for the Chinois
    ("japonais", JAPONAIS, 9, 18, 50, 50, 1000, 5000, 32, 55),
    ("chinois", CHINOIS, 12, 24, 250, 250, 3000, 10000, 48, 84),
])
def test_besigue_1_variant_constants(variant: str, rules: Any, hand: int, cut: int, blank_value: int,
                                     last: int, rubicon: int, target: int, brisques: int, turns: int) -> None:
    g = game(variant)
    assert g.rules is rules
    assert (rules.hand, rules.cut_target, rules.blank, rules.last_trick, rules.rubicon, rules.target,
            rules.brisques, rules.draw_turns) == (hand, cut, blank_value, last, rubicon, target, brisques, turns)
    assert rules.deck == 32 * rules.packs


def test_besigue_2_two_players_and_a_variant_required() -> None:
    with pytest.raises(SetupError) as error:
        new_game("besigue", [A, B])
    assert error.value.field == "variant"
    with pytest.raises(SetupError):
        new_game("besigue", [A, B, "Cyr"], "japonais")


def test_besigue_new_game_reports_the_spec_keys() -> None:
    report = replay(game(), []).report()
    assert report == {"winners": [], "next_dealer": A, "trump": None, "deal_points": {A: 0, B: 0},
                      "brisques_counted": False}


def test_besigue_fields_follow_the_variant() -> None:
    names = [f.name for f in game().fields()]
    assert names == ["dealer", "cut.pile_count", "cut.guess", "events", "last_trick_winner",
                     "brisques_requested_by", "brisques"]
    for variant, deck, brisques in (("japonais", 128, 32), ("chinois", 192, 48)):
        fields = {f.name: f for f in game(variant).fields()}
        assert fields["cut.pile_count"].max == deck and fields["cut.pile_count"].required
        assert fields["brisques"].per_player and fields["brisques"].max == brisques
        assert fields["events"].kind == "events" and fields["last_trick_winner"].required


def test_besigue_event_choices_offer_trump_carres_only_in_chinois() -> None:
    japonais = game("japonais").event_choices()
    chinois = game("chinois").event_choices()
    assert "carre_atout" not in {e["type"] for e in japonais}
    trump = next(e for e in chinois if e["type"] == "carre_atout")
    assert [o["value"] for o in trump["options"]["rank"]] == ["V", "D", "R", "10", "A"]
    assert next(e for e in japonais if e["kind"] == "blank")["points"] == 50
    assert next(e for e in chinois if e["kind"] == "blank")["points"] == 250
    mariage = next(e for e in japonais if e["type"] == "mariage")
    assert (mariage["points"], mariage["royal_points"], len(mariage["options"]["suit"])) == (20, 40, 4)
    assert {e["kind"] for e in japonais} == {"blank", "combination", "fault", "stock_exhausted"}
    assert all(e["label"] and e["rule"].startswith("Bésigue §") for e in chinois)


# --------------------------------------------------------------------- §3 the cut


@pytest.mark.parametrize("variant, pile, guess, dealer_gets, opponent_gets", [
    # section 3, example 1 (Japonais, dealer Ana)
    ("japonais", 18, 18, 250, 150),   # a
    ("japonais", 18, 20, 250, 0),     # b
    ("japonais", 17, 17, 0, 150),     # c
    ("japonais", 19, 18, 0, 0),       # d
    ("japonais", 18, None, 250, 0),   # no guess made
    # section 3, ruling A3: same bonuses in Chinois, for a pile of 24
    ("chinois", 24, 24, 250, 150),
    ("chinois", 18, 22, 0, 0),
])
def test_besigue_3_cut_bonuses(variant: str, pile: int, guess: int | None, dealer_gets: int,
                               opponent_gets: int) -> None:
    g = game(variant)
    assert running(g, [], cut={"pile_count": pile, "guess": guess}) == {A: dealer_gets, B: opponent_gets}


def test_besigue_3_cut_bonus_goes_to_whoever_deals() -> None:
    g = game()
    got = g.progress(g.new_state(), {"dealer": B, "cut": {"pile_count": 18, "guess": 18}})
    assert got["points"] == {A: 150, B: 250} and got["dealer"] == B


@pytest.mark.parametrize("variant, cut", [
    # section 3J.2: pile 1..deck, guess null or 1..deck
    ("japonais", None),
    ("japonais", 18),
    ("japonais", {"pile_count": 0}),
    ("japonais", {"pile_count": 129}),
    ("chinois", {"pile_count": 193}),
    ("japonais", {"pile_count": "18"}),
    ("japonais", {"pile_count": True}),
    ("japonais", {"pile_count": 18, "guess": 0}),
    ("japonais", {"pile_count": 18, "guess": 129}),
    ("japonais", {"pile_count": 18, "guess": "vingt"}),
])
def test_besigue_3_cut_errors(variant: str, cut: Any) -> None:
    g = game(variant)
    entry: dict[str, Any] = {"events": [], "last_trick_winner": A}
    if cut is not None:
        entry["cut"] = cut
    assert refused(g, entry).field == "cut"


def test_besigue_3_largest_piles_are_accepted() -> None:
    assert game("japonais").play(game().new_state(), {"cut": {"pile_count": 128, "guess": 128},
                                                      "last_trick_winner": A}).details["deal_points"][B] == 150
    g = game("chinois")
    assert g.play(g.new_state(), {"cut": {"pile_count": 192}, "last_trick_winner": B}).delta == {A: 0, B: 1200}


# --------------------------------------------------------------------- §3.1 cartes blanches (A17)


@pytest.mark.parametrize("variant, events, points", [
    # section 3.1: 50 (J) / 250 (C) for a hand without Valet, Dame or Roi
    ("japonais", [blank(A, 0)], {A: 50, B: 0}),
    ("chinois", [blank(B, 0)], {A: 0, B: 250}),
    # ruling A17: again after each draw while no figure ever came
    ("japonais", [blank(A, 0), blank(A, 1), blank(A, 2)], {A: 150, B: 0}),
    ("japonais", [blank(A, 0), blank(B, 0), blank(B, 1)], {A: 50, B: 100}),
    # section 3J.3: turns need not be entered in increasing order
    ("japonais", [blank(A, 1), blank(A, 0)], {A: 100, B: 0}),
    # without turn, no timing check
    ("japonais", [blank(A), blank(A)], {A: 100, B: 0}),
    ("japonais", [blank(A, 54), blank(A, 55)] + [blank(A, t) for t in range(54)], {A: 56 * 50, B: 0}),
])
def test_besigue_3_1_blanks(variant: str, events: list[dict[str, Any]], points: dict[str, int]) -> None:
    assert running(game(variant), events) == points


@pytest.mark.parametrize("variant, events, words", [
    # ruling A17: a blank at turn t needs one by the same player at t - 1
    ("japonais", [blank(A, 1)], "tour 0"),
    ("japonais", [blank(A, 0), blank(B, 1)], "tour 0"),
    ("japonais", [blank(A, 0), blank(A, 2)], "tour 1"),
    # section 3J.3: once per player and turn
    ("japonais", [blank(A, 0), blank(A, 0)], "déjà"),
    # section 10.1: nothing after the draw phase
    ("japonais", [blank(A, 56)], "dernier tour"),
    ("chinois", [blank(A, 85)], "dernier tour"),
    ("japonais", [blank(A, 0), {"kind": "stock_exhausted"}, blank(A)], "épuisée"),
])
def test_besigue_3_1_blank_refusals(variant: str, events: list[dict[str, Any]], words: str) -> None:
    g = game(variant)
    error = refused(g, {"cut": {"pile_count": 18}, "events": events, "last_trick_winner": A})
    assert error.field == "events" and words in error.message


def test_besigue_3_1_verify_blank_hand() -> None:
    g = game()
    g.verify_blank(cs("7p", "8p", "9p", "10p", "Ap", "7c", "8c", "10k", "At"))
    with pytest.raises(DealError) as error:
        g.verify_blank(cs("7p", "8p", "9p", "10p", "Ap", "7c", "8c", "10k", "Vt"))
    assert "Valet" in error.value.message and error.value.rule == "Bésigue §3.1"
    with pytest.raises(DealError):
        g.verify_blank(cs("7p", "8p", "9p"))  # the whole hand is shown
    with pytest.raises(DealError):
        game("chinois").verify_blank(cs("7p", "8p", "9p", "10p", "Ap", "7c", "8c", "10k", "At"))  # 12 in Chinois


# --------------------------------------------------------------------- §5.1 trump, §6 combinations


@pytest.mark.parametrize("events, points, trump", [
    # section 5.1: the first mariage fixes the trump and scores royal
    ([comb(A, "mariage", "coeur")], {A: 40, B: 0}, "coeur"),
    ([comb(A, "mariage", "coeur"), comb(B, "mariage", "coeur")], {A: 40, B: 40}, "coeur"),
    ([comb(A, "mariage", "coeur"), comb(B, "mariage", "pique")], {A: 40, B: 20}, "coeur"),
    # section 5.1: or the first suite
    ([comb(B, "suite", "trefle"), comb(A, "suite", "coeur")], {A: 150, B: 250}, "trefle"),
    # ruling A4: a double mariage first fixes the trump too, royal 160
    ([comb(A, "double_mariage", "carreau"), comb(B, "double_mariage", "pique")], {A: 160, B: 80}, "carreau"),
    # bésigues and carrés fix nothing
    ([comb(A, "besigue"), comb(B, "carre", rank="R")], {A: 40, B: 80}, None),
    ([comb(A, "besigue"), comb(B, "mariage", "pique"), comb(A, "suite", "pique")], {A: 290, B: 40}, "pique"),
    ([], {A: 0, B: 0}, None),  # ruling A14: the trump may stay unfixed
])
def test_besigue_5_1_first_mariage_fixes_trump_royal(events: list[dict[str, Any]], points: dict[str, int],
                                                     trump: str | None) -> None:
    g = game()
    got = g.progress(g.new_state(), {"events": events})
    assert got["points"] == points and got["trump"] == trump
    outcome = g.play(g.new_state(), {"cut": {"pile_count": 17}, "events": events, "last_trick_winner": A})
    assert outcome.details["trump"] == trump and outcome.state.trump == trump


@pytest.mark.parametrize("variant, event, points", [
    # section 6, after a mariage ♥ fixed the trump (40 to Ana)
    ("japonais", comb(B, "mariage", "pique"), 20),
    ("japonais", comb(B, "double_mariage", "pique"), 80),
    ("japonais", comb(B, "mariage", "coeur"), 40),
    ("japonais", comb(B, "double_mariage", "coeur"), 160),
    ("japonais", comb(B, "besigue"), 40),
    ("japonais", comb(B, "double_besigue"), 500),
    ("japonais", comb(B, "triple_besigue"), 1500),
    ("japonais", comb(B, "quadruple_besigue"), 4500),
    ("japonais", comb(B, "carre", rank="V"), 40),
    ("japonais", comb(B, "carre", rank="D"), 60),
    ("japonais", comb(B, "carre", rank="R"), 80),
    ("japonais", comb(B, "carre", rank="A"), 100),
    ("japonais", comb(B, "suite", "trefle"), 150),
    ("japonais", comb(B, "suite", "coeur"), 250),
    # section 6, Chinois only: trump carrés
    ("chinois", comb(B, "carre_atout", rank="V"), 400),
    ("chinois", comb(B, "carre_atout", rank="D"), 600),
    ("chinois", comb(B, "carre_atout", rank="R"), 800),
    ("chinois", comb(B, "carre_atout", rank="10"), 900),
    ("chinois", comb(B, "carre_atout", rank="A"), 1000),
])
def test_besigue_6_combination_values(variant: str, event: dict[str, Any], points: int) -> None:
    assert running(game(variant), [comb(A, "mariage", "coeur"), event]) == {A: 40, B: points}


def test_besigue_6_combination_value_helper() -> None:
    assert combination_value("mariage", royal=True) == 40
    assert combination_value("suite") == 150
    assert combination_value("carre_atout", rank="10") == 900
    with pytest.raises(ValueError):
        combination_value("quintuple_besigue")


@pytest.mark.parametrize("events, expected_total", [
    # section 10.2: each step of the ladder adds its full value
    ([comb(A, "besigue"), comb(A, "double_besigue")], 540),
    ([comb(A, "besigue"), comb(A, "double_besigue"), comb(A, "triple_besigue")], 2040),
    ([comb(A, "besigue"), comb(A, "double_besigue"), comb(A, "triple_besigue"), comb(A, "quadruple_besigue")], 6540),
    # ruling A11: mariage then its parallel, 20 + 80
    ([comb(A, "mariage", "coeur"), comb(A, "mariage", "pique"), comb(A, "double_mariage", "pique")], 140),
])
def test_besigue_10_2_double_besigue_adds_500(events: list[dict[str, Any]], expected_total: int) -> None:
    g = game()
    got = g.progress(g.new_state(), {"events": events})
    assert got["points"][A] == expected_total
    if len(events) > 1 and events[1]["type"] == "double_besigue":
        assert got["lines"][1].rule == "Bésigue §10.2" and got["lines"][1].points == 500


@pytest.mark.parametrize("variant, event, words", [
    # section 6: no carré of 7, 8, 9, 10
    ("japonais", comb(A, "carre", rank="7"), "carré de 7"),
    ("japonais", comb(A, "carre", rank="8"), "carré de 8"),
    ("japonais", comb(A, "carre", rank="9"), "carré de 9"),
    ("japonais", comb(A, "carre", rank="10"), "carré de 10"),
    ("chinois", comb(A, "carre", rank="10"), "carré de 10"),
    ("japonais", comb(A, "carre"), "rang"),
    ("japonais", comb(A, "carre", rank="X"), "rang"),
    # section 6: trump carrés only in Chinois
    ("japonais", comb(A, "carre_atout", rank="R"), "chinois"),
    # section 5.1: no trump carré before the trump is fixed
    ("chinois", comb(A, "carre_atout", rank="A"), "atout"),
    ("chinois", comb(A, "carre_atout", rank="9"), "carré de 9"),
    # section 10.2: the ladder stops at the quadruple
    ("chinois", comb(A, "quintuple_besigue"), "quintuple"),
    ("japonais", comb(A, "sextuple_besigue"), "quintuple"),
    ("japonais", comb(A, "tierce"), "inconnue"),
    ("japonais", comb(A, "mariage"), "couleur"),
    ("japonais", comb(A, "suite", "rouge"), "couleur"),
    # section 3J.3: kinds, players, faults, turns
    ("japonais", {"kind": "annonce", "player": A}, "inconnue"),
    ("japonais", {"kind": "blank", "player": "Zoe"}, "Zoe"),
    ("japonais", {"kind": "blank"}, "joueur"),
    ("japonais", fault(A, "revoke"), "faute inconnue"),
    ("japonais", blank(A) | {"turn": -1}, "tour"),
    ("japonais", blank(A) | {"turn": "2"}, "tour"),
    ("japonais", blank(A) | {"turn": True}, "tour"),
    ("japonais", "mariage", "objet"),
])
def test_besigue_6_event_errors(variant: str, event: Any, words: str) -> None:
    g = game(variant)
    error = refused(g, {"cut": {"pile_count": 18}, "events": [event], "last_trick_winner": A})
    assert error.field == "events" and words in error.message, error.message


def test_besigue_6_events_must_be_a_list() -> None:
    assert refused(game(), {"cut": {"pile_count": 18}, "events": {"kind": "blank"},
                            "last_trick_winner": A}).field == "events"


def test_besigue_6_trump_carre_after_trump_is_fixed() -> None:
    g = game("chinois")
    got = g.progress(g.new_state(), {"events": [comb(B, "suite", "pique"), comb(A, "carre_atout", rank="R")]})
    assert got["points"] == {A: 800, B: 250} and got["trump"] == "pique"
    assert got["lines"][1].text == "Carré de Rois d'atout"


# --------------------------------------------------------------------- §3J.3 turns and the end of the stock


@pytest.mark.parametrize("variant, events, words", [
    # section 5.1: only the winner of a trick announces, so nothing at turn 0
    ("japonais", [comb(A, "besigue", turn=0)], "tour 0"),
    # section 10.1: no combination after the last draw turn
    ("japonais", [comb(A, "besigue", turn=56)], "dernier tour"),
    ("chinois", [comb(A, "besigue", turn=85)], "dernier tour"),
    # section 10.2: one combination scored per turn
    ("japonais", [comb(A, "besigue", turn=3), comb(A, "carre", rank="R", turn=3)], "une seule"),
    # section 5.1: the other player did not win that trick
    ("japonais", [comb(A, "besigue", turn=3), comb(B, "carre", rank="R", turn=3)], "gagnant du pli"),
    # section 10.1: the stock_exhausted marker closes the draw phase
    ("japonais", [{"kind": "stock_exhausted"}, comb(A, "besigue")], "épuisée"),
    ("japonais", [comb(A, "besigue", turn=2), {"kind": "stock_exhausted"}, comb(B, "besigue", turn=3)], "épuisée"),
])
def test_besigue_10_1_turn_checks(variant: str, events: list[dict[str, Any]], words: str) -> None:
    g = game(variant)
    error = refused(g, {"cut": {"pile_count": 18}, "events": events, "last_trick_winner": A})
    assert error.field == "events" and words in error.message, error.message


@pytest.mark.parametrize("variant, events, points", [
    ("japonais", [comb(A, "besigue", turn=1), comb(B, "besigue", turn=2), comb(A, "carre", rank="R", turn=55)],
     {A: 120, B: 40}),
    ("chinois", [comb(A, "besigue", turn=84)], {A: 40, B: 0}),
    # turns in any order; a blank shares a turn with a combination
    ("japonais", [comb(A, "besigue", turn=9), comb(B, "besigue", turn=4), blank(B, 0)], {A: 40, B: 90}),
    # events without turn are never checked for timing
    ("japonais", [comb(A, "besigue"), comb(A, "besigue"), comb(B, "besigue", turn=1)], {A: 80, B: 40}),
    # after the marker: faults still count, final phase errors too
    ("japonais", [comb(A, "besigue"), {"kind": "stock_exhausted"}, fault(B, "too_many_cards")], {A: 140, B: 0}),
])
def test_besigue_10_1_turns_accepted(variant: str, events: list[dict[str, Any]], points: dict[str, int]) -> None:
    assert running(game(variant), events) == points


def test_besigue_10_1_progress_reports_the_stock_exhausted() -> None:
    g = game()
    before = g.progress(g.new_state(), {"events": [comb(A, "besigue")]})
    after = g.progress(g.new_state(), {"events": [comb(A, "besigue"), {"kind": "stock_exhausted"}]})
    assert (before["stock_exhausted"], after["stock_exhausted"]) == (False, True)


# --------------------------------------------------------------------- §8 faults


@pytest.mark.parametrize("events, points", [
    # section 8: the points go to the opponent, nothing is taken off (ruling A9)
    ([fault(A, "too_many_cards")], {A: 0, B: 100}),
    ([fault(B, "missed_draw")], {A: 10, B: 0}),
    ([fault(B, "missed_draw"), fault(B, "missed_draw"), fault(A, "too_many_cards")], {A: 20, B: 100}),
    ([fault(B, "final_phase_error")], {A: 0, B: 0}),
])
def test_besigue_8_faults(events: list[dict[str, Any]], points: dict[str, int]) -> None:
    assert running(game(), events) == points


def test_besigue_8_final_phase_error_concedes_last_trick() -> None:
    # example 11: A 1200, B 1050 before the last trick; B revokes
    g = game()
    entry = closed(g, {A: 1250, B: 1050}, last=A)
    entry["events"].append(fault(B, "final_phase_error"))
    error = refused(g, entry | {"last_trick_winner": B})
    assert error.field == "last_trick_winner" and error.rule == "Bésigue §8"
    outcome = g.play(g.new_state(), entry)
    assert outcome.delta == {A: 700, B: 0}
    assert outcome.details["deal_points"] == {A: 1250, B: 1050}


# --------------------------------------------------------------------- §7 the mark


@pytest.mark.parametrize("winner, loser, rubicon, raw, mark", [
    # section 7.3: 1000 + the sum when the loser stays below the Rubicon
    (1090, 230, 1000, 2320, 2300),    # example 2
    (1000, 980, 1000, 2980, 2900),    # example 5: rounded down, never up
    (880, 880, 1000, 2760, 2700),     # example 7: nobody reached it
    (2390, 1750, 3000, 5140, 5100),   # example 9 (Chinois)
    # section 7.3: 500 + the difference when both reach it (>=)
    (1340, 1120, 1000, 720, 700),     # example 3
    (1550, 1100, 1000, 950, 900),     # example 4
    (1150, 1150, 1000, 500, 500),     # example 8
    (1000, 1000, 1000, 500, 500),     # exactly on the Rubicon counts as reached
    (3500, 3000, 3000, 1000, 1000),   # Chinois: the same 500 (ruling A13)
])
def test_besigue_7_3_rubicon_mark_rounded_down(winner: int, loser: int, rubicon: int, raw: int, mark: int) -> None:
    assert rubicon_mark(winner, loser, rubicon) == (raw, mark)


def test_besigue_7_example_2_full_deal() -> None:
    g = game()
    events = [comb(A, "mariage", "coeur"), comb(B, "mariage", "trefle"), comb(A, "besigue"),
              fault(B, "missed_draw"), comb(A, "suite", "coeur"), comb(B, "carre", rank="R"),
              comb(A, "double_besigue"), comb(B, "double_mariage", "trefle")]
    entry = {"dealer": A, "cut": {"pile_count": 18, "guess": 20}, "events": events, "last_trick_winner": B,
             "brisques_requested_by": None, "brisques": {A: 12, B: 20}}
    outcome = g.play(g.new_state(), entry)
    assert outcome.delta == {A: 2300, B: 0}
    assert dict(outcome.state.totals) == {A: 2300, B: 0}
    assert outcome.dealer == A and outcome.state.dealer == B  # ruling A2
    d = outcome.details
    assert d["deal_points"] == {A: 1090, B: 230}
    assert (d["trump"], d["brisques_counted"], d["winner"], d["raw"], d["mark"]) == ("coeur", False, A, 2320, 2300)
    assert d["summary"] == "Ana 1090 – Bea 230 · Rubicon → Ana 2300"
    # the in-deal lines explain the in-deal points, the deal lines the marks
    for p in (A, B):
        assert sum(line.points for line in d["deal_lines"] if line.player == p) == d["deal_points"][p]
        assert sum(line.points for line in outcome.lines if line.player == p) == outcome.delta[p]
    assert [line.points for line in d["deal_lines"]] == [250, 40, 20, 40, 10, 250, 80, 500, 80, 50]
    assert d["deal_lines"][1].rule == "Bésigue §5.1" and d["deal_lines"][-1].rule == "Bésigue §5.2"
    mark = next(line for line in outcome.lines if line.points)
    assert mark.rule == "Bésigue §7.3" and "1000 + 1090 + 230 = 2320" in mark.text and "2300" in mark.text
    assert outcome.state.deal_points == {A: 1090, B: 230} and not outcome.state.brisques_counted


@pytest.mark.parametrize("totals, extra, delta, deal_points, counted", [
    # section 7.1: the request adds both players' brisques
    ({A: 1090, B: 230}, {"brisques_requested_by": B, "brisques": {A: 12, B: 20}}, {A: 2600, B: 0},
     {A: 1210, B: 430}, True),                                   # example 2, useless request
    ({A: 1420, B: 910}, {"brisques_requested_by": B, "brisques": {A: 13, B: 19}}, {A: 900, B: 0},
     {A: 1550, B: 1100}, True),                                  # example 4, rescued
    ({A: 1420, B: 910}, {"brisques": {A: 13, B: 19}}, {A: 3300, B: 0}, {A: 1420, B: 910}, False),
    ({A: 1000, B: 980}, {}, {A: 2900, B: 0}, {A: 1000, B: 980}, False),          # example 5
    ({A: 1000, B: 980}, {"brisques_requested_by": B, "brisques": {A: 20, B: 12}}, {A: 600, B: 0},
     {A: 1200, B: 1100}, True),
    # section 10.3: brisques given but not needed are ignored
    ({A: 1340, B: 1120}, {"brisques": {A: 0, B: 32}}, {A: 700, B: 0}, {A: 1340, B: 1120}, False),  # example 3
])
def test_besigue_7_1_brisque_request(totals: dict[str, int], extra: dict[str, Any], delta: dict[str, int],
                                     deal_points: dict[str, int], counted: bool) -> None:
    g = game()
    outcome = g.play(g.new_state(), closed(g, totals, **extra))
    assert outcome.delta == delta
    assert outcome.details["deal_points"] == deal_points and outcome.details["brisques_counted"] is counted
    assert replay(g, [closed(g, totals, **extra)]).report()["deal_points"] == deal_points


@pytest.mark.parametrize("totals, requester, ok", [
    # section 7.1, ruling A7: only a player below the Rubicon may ask
    ({A: 1100, B: 1050}, B, False),   # example 12
    ({A: 1100, B: 1000}, B, False),   # exactly on it has reached it
    ({A: 1100, B: 990}, B, True),
    ({A: 990, B: 1100}, A, True),
    ({A: 700, B: 600}, A, True),      # the leader may ask too while below
])
def test_besigue_7_1_request_only_below_rubicon(totals: dict[str, int], requester: str, ok: bool) -> None:
    g = game()
    entry = closed(g, totals, brisques_requested_by=requester, brisques={A: 16, B: 16})
    if ok:
        assert g.play(g.new_state(), entry).details["brisques_counted"]
    else:
        error = refused(g, entry)
        assert error.field == "brisques_requested_by" and error.rule == "Bésigue §7.1"


@pytest.mark.parametrize("totals, extra, last, delta, deal_points", [
    # section 7.2: a tie counts the brisques, the more brisques wins
    ({A: 1260, B: 1260}, {"brisques": {A: 15, B: 17}}, A, {A: 0, B: 500}, {A: 1410, B: 1430}),    # example 6
    # section 7.2: equal brisques, the last trick decides
    ({A: 720, B: 720}, {"brisques": {A: 16, B: 16}}, A, {A: 2700, B: 0}, {A: 880, B: 880}),      # example 7
    ({A: 720, B: 720}, {"brisques": {A: 16, B: 16}}, B, {A: 0, B: 2700}, {A: 880, B: 880}),
    # ruling A8: tied after a request, the more brisques wins
    ({A: 1000, B: 980}, {"brisques_requested_by": B, "brisques": {A: 15, B: 17}}, A, {A: 0, B: 500},
     {A: 1150, B: 1150}),                                                                          # example 8
    # Chinois: 24 each is the equal split
    ({A: 2000, B: 2000}, {"brisques": {A: 24, B: 24}}, B, {A: 0, B: 5400}, {A: 2240, B: 2240}),
])
def test_besigue_7_2_tie_broken_by_brisques_then_last_trick(totals: dict[str, int], extra: dict[str, Any],
                                                            last: str, delta: dict[str, int],
                                                            deal_points: dict[str, int]) -> None:
    g = game("chinois" if sum(extra["brisques"].values()) == 48 else "japonais")
    outcome = g.play(g.new_state(), closed(g, totals, last=last, **extra))
    assert outcome.delta == delta
    assert outcome.details["deal_points"] == deal_points and outcome.details["brisques_counted"]
    assert outcome.details["tie_break"] in ("brisques", "last_trick")


@pytest.mark.parametrize("totals, extra, words", [
    # section 7.2: a tie needs the brisques
    ({A: 720, B: 720}, {}, "égalité"),
    # section 7.1: so does a request
    ({A: 1100, B: 500}, {"brisques_requested_by": B}, "demande"),
    # section 4 NB: 32 (48) brisques, all in the tricks
    ({A: 1100, B: 500}, {"brisques": {A: 15, B: 15}}, "32"),          # example 12, even when not needed
    ({A: 1100, B: 500}, {"brisques": {A: 33, B: -1}}, "0 à 32"),
    ({A: 1100, B: 500}, {"brisques": {A: 32}}, "un nombre par joueur"),
    ({A: 1100, B: 500}, {"brisques": {A: 16, B: 16, "Zoe": 0}}, "un nombre par joueur"),
    ({A: 1100, B: 500}, {"brisques": {A: "16", B: 16}}, "0 à 32"),
    ({A: 1100, B: 500}, {"brisques": [16, 16]}, "un nombre par joueur"),
])
def test_besigue_7_brisques_errors(totals: dict[str, int], extra: dict[str, Any], words: str) -> None:
    g = game()
    error = refused(g, closed(g, totals, **extra))
    assert error.field == "brisques" and words in error.message, error.message


def test_besigue_7_last_trick_winner_is_required() -> None:
    g = game()
    assert refused(g, {"cut": {"pile_count": 18}}).field == "last_trick_winner"
    assert refused(g, {"cut": {"pile_count": 18}, "last_trick_winner": "Zoe"}).field == "last_trick_winner"
    assert refused(g, {"cut": {"pile_count": 18}, "last_trick_winner": A,
                       "brisques_requested_by": "Zoe"}).field == "brisques_requested_by"


def _errors(entry: dict[str, Any], **changes: Any) -> dict[str, Any]:
    return entry | changes


TIED = {"dealer": A, "cut": {"pile_count": 17}, "events": [], "last_trick_winner": A}  # 50 - 0, not tied


@pytest.mark.parametrize("entry, field", [
    # section 3J.2: dealer, cut, events, last_trick_winner, brisques (invalid),
    # brisques_requested_by, brisques (missing)
    (_errors(TIED, dealer="Zoe", cut={"pile_count": 0}), "dealer"),
    (_errors(TIED, cut={"pile_count": 0}, events=[comb(A, "carre", rank="10")]), "cut"),
    (_errors(TIED, events=[comb(A, "carre", rank="10")], last_trick_winner=None), "events"),
    (_errors(TIED, last_trick_winner=None, brisques={A: 1, B: 1}), "last_trick_winner"),
    (_errors(TIED, brisques={A: 1, B: 1}, brisques_requested_by=A), "brisques"),
    (_errors(TIED, brisques_requested_by="Zoe", events=[fault(A, "missed_draw")] * 5), "brisques_requested_by"),
    (_errors(TIED, events=[comb(A, "carre", rank="A")] * 10, brisques_requested_by=A), "brisques_requested_by"),
    (_errors(TIED, events=[comb(B, "besigue")], brisques_requested_by=B), "brisques"),
    (_errors(TIED, events=[fault(A, "missed_draw")] * 5), "brisques"),   # 50 - 50: tied
])
def test_besigue_3j_2_error_precedence(entry: dict[str, Any], field: str) -> None:
    assert refused(game(), entry).field == field


def test_besigue_3j_2_events_refused_in_list_order() -> None:
    g = game()
    error = refused(g, {"cut": {"pile_count": 18}, "last_trick_winner": A,
                        "events": [comb(A, "besigue", turn=0), {"kind": "nope"}, comb(A, "carre", rank="9")]})
    assert error.message.startswith("Événement 1")
    error = refused(g, {"cut": {"pile_count": 18}, "last_trick_winner": A,
                        "events": [comb(A, "besigue"), {"kind": "nope"}, comb(A, "besigue", turn=0)]})
    assert error.message.startswith("Événement 2")


# --------------------------------------------------------------------- Chinois examples


def test_besigue_chinois_example_9_ladder_and_trump_carre() -> None:
    g = game("chinois")
    events = [blank(A, 0), comb(B, "mariage", "pique"), comb(A, "carre", rank="A"), comb(B, "besigue"),
              comb(A, "carre_atout", rank="R"), comb(B, "double_besigue"), comb(A, "suite", "pique"),
              comb(B, "triple_besigue"), comb(B, "carre", rank="D"), fault(B, "too_many_cards")]
    entry = {"dealer": B, "cut": {"pile_count": 24, "guess": 22}, "events": events, "last_trick_winner": A}
    outcome = g.play(g.new_state(), entry)
    assert outcome.details["deal_points"] == {A: 1750, B: 2390}
    assert outcome.delta == {A: 0, B: 5100} and outcome.state.trump == "pique"
    assert outcome.state.dealer == A
    # the request would cost Ana 500 (example 9)
    advice = g.brisque_advice(g.new_state(), entry, {A: 30, B: 18})
    assert advice["eligible"] == [A, B]
    assert (advice["without"]["mark"], advice["with"]["mark"]) == (5100, 5600)
    assert advice["gain"][A] == -500 and "500" in advice["warnings"][A]


def test_besigue_chinois_example_10_request_changes_winner() -> None:
    g = game("chinois")
    entry = closed(g, {A: 2300, B: 2390}, brisques_requested_by=A, brisques={A: 30, B: 18})
    outcome = g.play(g.new_state(), entry)
    assert outcome.delta == {A: 6100, B: 0}
    assert outcome.details["deal_points"] == {A: 2600, B: 2570}
    advice = g.brisque_advice(g.new_state(), entry, {A: 30, B: 18})
    assert advice["without"]["winner"] == B and advice["with"]["winner"] == A
    assert advice["gain"][A] == 6100 + 5600 and A not in advice["warnings"]


# --------------------------------------------------------------------- §6.5 the brisque advisor


def test_besigue_6_5_advisor_warns_a_useless_request() -> None:
    g = game()
    entry = closed(g, {A: 1090, B: 230})
    advice = g.brisque_advice(g.new_state(), entry, {A: 12, B: 20})
    assert advice["eligible"] == [B]
    assert (advice["without"]["mark"], advice["with"]["mark"]) == (2300, 2600)
    assert advice["gain"] == {B: -300}
    assert "300" in advice["warnings"][B] and "Rubicon" in advice["warnings"][B]


def test_besigue_6_5_advisor_approves_a_rescue() -> None:
    g = game()
    advice = g.brisque_advice(g.new_state(), closed(g, {A: 1420, B: 910}), {A: 13, B: 19})
    assert (advice["without"]["mark"], advice["with"]["mark"]) == (3300, 900)
    assert advice["gain"] == {B: 2400} and advice["warnings"] == {}


def test_besigue_6_5_advisor_without_anyone_below() -> None:
    g = game()
    advice = g.brisque_advice(g.new_state(), closed(g, {A: 1340, B: 1120}), {A: 16, B: 16})
    assert advice["eligible"] == [] and advice["with"] is None and advice["without"]["mark"] == 700
    with pytest.raises(DealError) as error:
        g.brisque_advice(g.new_state(), closed(g, {A: 1340, B: 1120}), {A: 16, B: 15})
    assert error.value.field == "brisques"


# --------------------------------------------------------------------- §9 the game


def test_besigue_9_game_to_5000() -> None:
    # example 13
    g = game()
    log = [closed(g, {A: 1090, B: 230}, last=B),
           closed(g, {A: 1480, B: 1530}, last=B) | {"dealer": None},
           closed(g, {A: 1610, B: 640}) | {"dealer": None}]
    result = replay(g, log)
    assert [dict(d.delta) for d in result.deals] == [{A: 2300, B: 0}, {A: 0, B: 500}, {A: 3200, B: 0}]
    assert [d.dealer for d in result.deals] == [A, B, A]  # ruling A2: alternate
    assert dict(result.totals) == {A: 5500, B: 500}
    assert result.finished and result.winner == A
    assert result.report()["next_dealer"] == B and result.report()["deal_points"] == {A: 1610, B: 640}
    assert any(line.rule == "Bésigue §9" for line in result.deals[-1].lines)
    # ruling A1: only marks reach the target, after the deal
    assert not replay(g, log[:2]).finished
    with pytest.raises(DealError) as error:
        g.play(result.state, log[0])
    assert error.value.field == "deal"


def test_besigue_9_chinois_game_to_10000() -> None:
    g = game("chinois")
    deal = closed(g, {A: 2900, B: 0}) | {"dealer": None}
    marks = [g.play(g.new_state(), deal).delta[A]]
    assert marks == [3900]
    result = replay(g, [deal] * 3)
    assert not replay(g, [deal] * 2).finished
    assert dict(result.totals) == {A: 11700, B: 0} and result.winner == A


def test_besigue_a2_dealer_alternates_from_the_named_one() -> None:
    g = game()
    entry = closed(g, {A: 1090, B: 230}) | {"dealer": B}
    outcome = g.play(g.new_state(), entry)
    assert outcome.dealer == B and outcome.state.dealer == A
    assert refused(g, entry | {"dealer": "Zoe"}).field == "dealer"


# --------------------------------------------------------------------- progress()


def test_besigue_progress_running_totals() -> None:
    g = game()
    events = [blank(B, 0), comb(A, "mariage", "coeur", turn=1), comb(B, "besigue", turn=2),
              fault(B, "missed_draw")]
    seen = []
    for k in range(len(events) + 1):
        got = g.progress(g.new_state(), {"dealer": A, "cut": {"pile_count": 18, "guess": 18}, "events": events[:k]})
        seen.append((got["points"][A], got["points"][B], got["trump"]))
        assert sum(line.points for line in got["lines"]) == sum(got["points"].values())
    assert seen == [(250, 150, None), (250, 200, None), (290, 200, "coeur"), (290, 240, "coeur"),
                    (300, 240, "coeur")]
    # without a cut yet, and with the default dealer
    assert g.progress(g.new_state(), {})["points"] == {A: 0, B: 0}
    with pytest.raises(DealError) as error:
        g.progress(g.new_state(), {"events": events + [comb(A, "besigue", turn=2)]})
    assert error.value.field == "events"
    with pytest.raises(DealError):
        g.progress(g.new_state(), {"cut": {"pile_count": 0}})


# --------------------------------------------------------------------- §5 referee: tricks


@pytest.mark.parametrize("played, trump, winner", [
    # section 5.1: the higher card of the suit led
    (["7c", "8c"], None, 1),
    (["10c", "Rc"], None, 0),          # 10 above Roi
    (["Ac", "7p"], "coeur", 0),         # another suit never wins
    (["Vc", "Dc"], "pique", 1),
    # section 5.1: the higher trump
    (["Ac", "7p"], "pique", 1),
    (["8p", "7p"], "pique", 0),
    # section 5.1: identical cards, the leader takes the trick
    (["Ac", "Ac"], "coeur", 0),
    (["Rt", "Rt"], None, 0),
    # ruling A14: no trump, nothing cuts
    (["9k", "Ap"], None, 0),
])
def test_besigue_5_1_trick_winner(played: list[str], trump: str | None, winner: int) -> None:
    assert game().trick_winner(cs(*played), trump) == winner
    assert game().trick_winner(cs(*played), Suit(trump) if trump else None) == winner


@pytest.mark.parametrize("hand, led, trump, final, legal", [
    # section 5.1: no obligation during the draw phase
    (["7c", "Ac", "8p"], "Rc", "pique", False, ["7c", "Ac", "8p"]),
    # section 5.2: follow and beat if possible
    (["7c", "Ac", "8p"], "Rc", "pique", True, ["Ac"]),
    (["7c", "8c", "8p"], "Rc", "pique", True, ["7c", "8c"]),
    (["Rc", "8p"], "Rc", "pique", True, ["Rc"]),            # the same card does not beat
    (["8p", "Ap", "9t"], "Ap", "pique", True, ["8p", "Ap"]),
    # section 5.2: void, trump
    (["8p", "9t"], "Rc", "pique", True, ["8p"]),
    # otherwise anything
    (["8k", "9t"], "Rc", "pique", True, ["8k", "9t"]),
    (["8k", "9t"], "Rc", None, True, ["8k", "9t"]),
    # the leader is free
    (["8k", "9t"], None, "pique", True, ["8k", "9t"]),
])
def test_besigue_5_2_legal_plays(hand: list[str], led: str | None, trump: str | None, final: bool,
                                 legal: list[str]) -> None:
    g = game()
    assert g.legal_plays(cs(*hand), c(led) if led else None, trump, final) == cs(*legal)
    for card in cs(*hand):
        assert g.can_play(cs(*hand), card, c(led) if led else None, trump, final) is (card in cs(*legal))


@pytest.mark.parametrize("hand, card, led, words", [
    (["7c", "Ac"], "7c", "Rc", "monter"),
    (["7c", "8p"], "8p", "Rc", "fournir"),
    (["8p", "9t"], "9t", "Rc", "couper"),
    (["8p", "9t"], "Ac", "Rc", "pas dans la main"),
])
def test_besigue_8_verify_play_names_the_rule(hand: list[str], card: str, led: str, words: str) -> None:
    with pytest.raises(DealError) as error:
        game().verify_play(cs(*hand), c(card), c(led), "pique", True)
    assert words in error.value.message and error.value.rule in ("Bésigue §5.2", "Bésigue §5.1")


# --------------------------------------------------------------------- §6.3 referee: the table


D_P, V_K, R_P = c("Dp"), c("Vk"), c("Rp")


def test_besigue_6_3_composition() -> None:
    t = CombinationTable("japonais")
    for kind, cards_ in [("mariage", cs("Dc", "Rp")), ("mariage", cs("Dc", "Dc")), ("besigue", cs("Dc", "Vk")),
                         ("double_besigue", [D_P, V_K, D_P]), ("suite", cs("Vc", "Dc", "Rc", "10c", "9c")),
                         ("carre", cs("Rc", "Rc", "Rp", "Dk")), ("carre", cs("10c", "10p", "10k", "10t")),
                         ("carre_atout", cs("Rc", "Rc", "Rc", "Rc")), ("quintuple_besigue", [D_P] * 5 + [V_K] * 5)]:
        assert not t.can_announce([(kind, cards_)], cards_), kind
    # ruling A5: any four of the rank, even of one suit with several packs
    assert t.can_announce([("carre", cs("Rc", "Rc", "Rp", "Rk"))], cs("Rc", "Rc", "Rp", "Rk"))
    with pytest.raises(DealError) as error:
        t.verify_announce([("double_besigue", [D_P, D_P, V_K, V_K])], [D_P, V_K])
    assert "ni parmi" in error.value.message


def test_besigue_6_3_trump_carres_chinois() -> None:
    t = CombinationTable("chinois")
    assert not t.can_announce([("carre_atout", cs("Rp", "Rp", "Rp", "Rp"))], cs("Rp", "Rp", "Rp", "Rp"))
    t.trump = Suit.PIQUE
    assert t.can_announce([("carre_atout", cs("10p", "10p", "10p", "10p"))], cs("10p", "10p", "10p", "10p"))
    # ruling A5: four trump Rois are the trump carré in Chinois
    with pytest.raises(DealError) as error:
        t.verify_announce([("carre", cs("Rp", "Rp", "Rp", "Rp"))], cs("Rp", "Rp", "Rp", "Rp"))
    assert "carré d'atout" in error.value.message
    assert not CombinationTable("japonais", Suit.PIQUE).can_announce(
        [("carre_atout", cs("Rp", "Rp", "Rp", "Rp"))], cs("Rp", "Rp", "Rp", "Rp"))


def test_besigue_10_2_parallel_besigues_and_ceiling() -> None:
    t = CombinationTable("chinois")
    assert t.announce([("besigue", [D_P, V_K])], [D_P, V_K]).type == "besigue"
    # a second bésigue beside the first is its double, not a new simple one
    assert not t.can_announce([("besigue", [D_P, V_K])], [D_P, V_K])
    t.announce([("double_besigue", [D_P, D_P, V_K, V_K])], [D_P, V_K])
    t.announce([("triple_besigue", [D_P] * 3 + [V_K] * 3)], [D_P, V_K])
    t.announce([("quadruple_besigue", [D_P] * 4 + [V_K] * 4)], [D_P, V_K])
    with pytest.raises(DealError) as error:
        t.verify_announce([("besigue", [D_P, V_K])], [D_P, V_K])
    assert "quadruple" in error.value.message
    # once a card of it went to a trick, a fifth bésigue re-forms a quadruple
    t.play(D_P)
    assert t.can_announce([("quadruple_besigue", [D_P] * 4 + [V_K] * 4)], [D_P])


def test_besigue_10_2_married_card_cannot_marry_again() -> None:
    t = CombinationTable("japonais")
    t.announce([("mariage", cs("Dc", "Rc"))], cs("Dc", "Rc"))
    with pytest.raises(DealError) as error:
        t.verify_announce([("mariage", cs("Dc", "Rc"))], cs("Rc"))
    assert "autre type" in error.value.message
    # the parallel mariage is the double
    assert t.can_announce([("double_mariage", cs("Dc", "Dc", "Rc", "Rc"))], cs("Dc", "Rc"))
    # ruling A12: a mariage grows into a suite
    assert t.can_announce([("suite", cs("Vc", "Dc", "Rc", "10c", "Ac"))], cs("Vc", "10c", "Ac"))


def test_besigue_10_2_suite_remnant() -> None:
    t = CombinationTable("japonais")
    suite = cs("Vt", "Dt", "Rt", "10t", "At")
    t.announce([("suite", suite)], suite)
    assert not t.can_announce([("mariage", cs("Dt", "Rt"))])
    for card in ("Vt", "10t", "At"):
        t.play(c(card))
    # the Roi and Dame left stay valid for the no-orphan rule, never a mariage
    assert len(t.remnants) == 1
    assert t.can_announce([("besigue", [D_P, V_K])], [D_P, V_K])
    with pytest.raises(DealError) as error:
        t.verify_announce([("mariage", cs("Dt", "Rt"))])
    assert error.value.rule == "Bésigue §10.2"


def test_besigue_5_1_orphans_block_announcements() -> None:
    t = CombinationTable("japonais")
    t.announce([("mariage", [D_P, R_P])], [D_P, R_P])
    t.play(R_P)
    with pytest.raises(DealError) as error:
        t.verify_announce([("carre", cs("Ac", "Ac", "Ap", "At"))], cs("Ac", "Ac", "Ap", "At"))
    assert "Dame ♠" in error.value.message and error.value.rule == "Bésigue §5.1"
    # a new combination that takes the lone Dame in is fine
    assert t.can_announce([("besigue", [D_P, V_K])], [V_K])
    # a card laid down must belong to what is announced
    t2 = CombinationTable("japonais")
    assert not t2.can_announce([("besigue", [D_P, V_K])], [D_P, V_K, c("7c")])


@pytest.mark.parametrize("variant, second_ok", [
    # section 10.2: a fifth card joins a carré in Chinois only
    ("chinois", True),
    ("japonais", False),
])
def test_besigue_10_2_carres(variant: str, second_ok: bool) -> None:
    rois = cs("Rc", "Rk", "Rt", "Rc")
    t = CombinationTable(variant)
    t.announce([("carre", rois)], rois)
    assert t.can_announce([("carre", rois)], [c("Rc")]) is second_ok
    assert not t.can_announce([("carre", rois)], rois) or variant == "chinois"
    # Japonais: re-formed once a member went to a trick
    t.play(c("Rk"))
    assert not t.can_announce([("carre", cs("Ac", "Ac", "Ap", "At"))], cs("Ac", "Ac", "Ap", "At"))  # orphans
    assert t.can_announce([("carre", rois)], [c("Rk")])


def test_besigue_5_1_crossed_combinations_and_suspension() -> None:
    t = CombinationTable("japonais")
    scored = t.announce([("mariage", [D_P, R_P]), ("besigue", [D_P, V_K])], [D_P, R_P, V_K])
    assert scored.type == "mariage" and [d.type for d in t.suspended] == ["besigue"]
    assert t.score_suspended().type == "besigue" and t.suspended == []
    with pytest.raises(DealError):
        t.score_suspended()
    # not crossed: two combinations at once are refused
    t2 = CombinationTable("japonais")
    hearts = cs("Dc", "Rc")
    assert not t2.can_announce([("mariage", hearts), ("besigue", [D_P, V_K])], hearts + [D_P, V_K])
    # section 5.2: suspended combinations are lost when the stock is exhausted
    t3 = CombinationTable("japonais")
    t3.announce([("mariage", [D_P, R_P]), ("besigue", [D_P, V_K])], [D_P, R_P, V_K])
    assert [d.type for d in t3.end_of_stock()] == ["besigue"] and not t3.cards


def test_besigue_table_of_the_game_follows_its_variant() -> None:
    assert game("chinois").table().chinois and not game("japonais").table().chinois
