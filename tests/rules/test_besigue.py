"""Bésigue rubicon (Japonais, Chinois): the chapter's articles, the spec's
rulings A1-A17 and its worked examples (shared/spec/besigue.md §8).

Test names cite the rulebook's articles (Bésigue §3, §5.1, §7.3…) or the
spec's rulings and sections (A2, A17, §3J.2…)."""

from __future__ import annotations

from typing import Any

import pytest
from cardtext import card
from hypothesis import given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, SetupError, new_game, render, replay
from compagnon.rules.decks import Card, Suit
from compagnon.rules.games.besigue import (
    CHINOIS,
    JAPONAIS,
    Besigue,
    BesiguePad,
    BesigueState,
    BesigueTrick,
    CombinationTable,
    combination_value,
    rubicon_mark,
)
from compagnon.rules.registry import live_pad
from compagnon.rules.schema import Choice, Int, ListOf, PlayerMap, Record, Tagged
from compagnon.rules.tricks import played as plays

A, B = "Ana", "Bea"
PLAYERS = [A, B]


def game(variant: str = "japonais") -> Besigue:
    g = new_game("besigue", PLAYERS, variant)
    assert isinstance(g, Besigue)
    return g


def cs(*texts: str) -> list[Card]:
    return [card(t) for t in texts]


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


STOCK = {"kind": "stock_exhausted"}


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


def refused(g: Besigue, entry: Any, state: BesigueState | None = None) -> DealError:
    with pytest.raises(DealError) as error:
        g.play(state or g.new_state(), entry)
    return error.value


def running(g: Besigue, events: list[dict[str, Any]], **entry: Any) -> dict[str, int]:
    return dict(g.progress(g.new_state(), {"dealer": A, "events": events, **entry}).points)


def marks(lines: Any) -> list[Any]:
    """The lines in the scoring unit (the marks), without the in-deal points."""
    return [line for line in lines if line.unit is None]


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
    assert rules.deck == 32 * rules.packs == len(rules.cards)
    # section 4 NB: 10 points for each 10 and As, 320 (480) in all
    assert 10 * sum(n for c, n in ((c, rules.cards.copies_of(c)) for c in rules.cards.distinct())
                    if c.rank in ("10", "A")) == 10 * brisques


def test_besigue_2_two_players_and_a_variant_required() -> None:
    with pytest.raises(SetupError) as error:
        new_game("besigue", PLAYERS)
    assert error.value.field == "variant"
    with pytest.raises(SetupError):
        new_game("besigue", [A, B, "Cyr"], "japonais")
    with pytest.raises(SetupError) as error:
        new_game("besigue", PLAYERS, "coreen")
    assert error.value.field == "variant"


def test_besigue_new_game_reports_the_spec_keys() -> None:
    report = replay(game(), []).report()
    assert report == {"winners": [], "next_dealer": A, "trump": None, "deal_points": {A: 0, B: 0},
                      "brisques_counted": False}


def test_besigue_3j_entry_fields_follow_the_variant() -> None:
    record = game().entry_schema
    assert list(record.names) == ["dealer", "cut", "events", "last_trick_winner", "brisques",
                                  "brisques_requested_by"]
    # the form asks for the request before the counts
    assert [f.name for f in record.shown][-2:] == ["brisques_requested_by", "brisques"]
    for variant, deck, brisques in (("japonais", 128, 32), ("chinois", 192, 48)):
        fields = {f.name: f for f in game(variant).entry_schema.fields}
        cut = fields["cut"].kind
        assert isinstance(cut, Record) and fields["cut"].required
        pile = cut.field("pile_count")
        assert pile is not None and pile.required and isinstance(pile.kind, Int) and pile.kind.max == deck
        counts = fields["brisques"].kind
        assert isinstance(counts, PlayerMap) and isinstance(counts.value, Int) and counts.value.max == brisques
        assert not fields["brisques"].required and not fields["brisques_requested_by"].required
        assert fields["last_trick_winner"].required and isinstance(fields["events"].kind, ListOf)


def _combination_record(g: Besigue) -> Record:
    events = g.entry_schema.field("events")
    assert events is not None and isinstance(events.kind, ListOf) and isinstance(events.kind.item, Tagged)
    return events.kind.item.variants["combination"]


def test_besigue_3j_3_the_schema_describes_the_events() -> None:
    """The web draws the event buttons from the schema: trump carrés only in the Chinois."""
    assert BesiguePad.field == "events" and isinstance(live_pad(game()), BesiguePad)
    events = game().entry_schema.field("events")
    assert events is not None and isinstance(events.kind, ListOf) and isinstance(events.kind.item, Tagged)
    assert list(events.kind.item.variants) == ["blank", "combination", "fault", "stock_exhausted"]
    assert events.kind.item.variants["stock_exhausted"].names == ("turn",)
    japonais, chinois = _combination_record(game("japonais")), _combination_record(game("chinois"))
    jtype, ctype = japonais.field("type"), chinois.field("type")
    assert jtype is not None and ctype is not None
    assert isinstance(jtype.kind, Choice) and isinstance(ctype.kind, Choice)
    assert "carre_atout" not in jtype.kind.values and "carre_atout" in ctype.kind.values
    assert render(ctype.kind.label("besigue", ("events", "combination", "type"), "carre_atout")) == "Carré d'atout"
    rank = chinois.field("rank")
    assert rank is not None and isinstance(rank.kind, Choice)
    assert list(rank.kind.values) == ["V", "D", "R", "10", "A"]
    suit = japonais.field("suit")
    assert suit is not None and isinstance(suit.kind, Choice) and len(suit.kind.values) == 4


@pytest.mark.parametrize("variant, carres", [
    # section 6: no plain carré of 10s; the carré of 10s is the Chinois trump carré only
    ("japonais", {"carre": ["V", "D", "R", "A"]}),
    ("chinois", {"carre": ["V", "D", "R", "A"], "carre_atout": ["V", "D", "R", "10", "A"]}),
])
def test_besigue_6_the_pad_offers_only_carres_that_exist(variant: str, carres: dict[str, list[str]]) -> None:
    g = game(variant)
    rows = BesiguePad(g).rows(g.new_state(), {})
    events = [b.event for row in rows for b in row.buttons]
    offered: dict[str, list[str]] = {}
    for e in events:
        if e.get("type") in ("carre", "carre_atout"):
            offered.setdefault(e["type"], []).append(e["rank"])
    assert offered == carres
    # every button is an event the entry reads, once its player is chosen; the rare ones are folded
    for row in rows:
        for b in row.buttons:
            event = {**b.event, "player": A} if b.who else dict(b.event)
            if event.get("type") == "carre_atout":
                event = [comb(B, "mariage", "coeur"), event]  # a trump first (§5.1)
            conceded = b.event.get("type") == "final_phase_error"  # Ana concedes the last trick (§8)
            entry = {"cut": {"pile_count": 18}, "events": event if isinstance(event, list) else [event],
                     "last_trick_winner": B if conceded else A}
            assert g.read_entry(entry) is not None
            assert row.folded == (b.event["kind"] in ("fault", "stock_exhausted"))
    # each button says what it scores
    hints = {e["type"]: render(b.hint) for row in rows for b in row.buttons
             if b.hint is not None and (e := b.event).get("kind") == "combination" and "suit" not in e}
    assert hints["quadruple_besigue"] == "4500"
    labelled = {render(row.label): render(row.hint) for row in rows if row.label and row.hint}
    assert labelled["Mariage"] == "20, 40 à l'atout"


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
    ("chinois", 18, 18, 0, 150),
])
def test_besigue_3_cut_bonuses(variant: str, pile: int, guess: int | None, dealer_gets: int,
                               opponent_gets: int) -> None:
    g = game(variant)
    assert running(g, [], cut={"pile_count": pile, "guess": guess}) == {A: dealer_gets, B: opponent_gets}


def test_besigue_3_cut_bonus_goes_to_whoever_deals() -> None:
    g = game()
    got = g.progress(g.new_state(), {"dealer": B, "cut": {"pile_count": 18, "guess": 18}})
    assert got.points == {A: 150, B: 250} and got.dealer == B
    assert [line.rule for line in got.lines] == ["Bésigue §3", "Bésigue §3"]
    assert [line.text for line in got.lines] == ["Estimation juste de la pile (18 cartes)",
                                                     "Pile d'exactement 18 cartes : prime au donneur"][::-1]


@pytest.mark.parametrize("variant, cut", [
    # section 3J.2: pile 1..deck, guess null or 1..deck
    ("japonais", None),
    ("japonais", 18),
    ("japonais", {"pile_count": 0}),
    ("japonais", {"pile_count": 129}),
    ("chinois", {"pile_count": 193}),
    ("japonais", {"pile_count": "18"}),
    ("japonais", {"pile_count": True}),
    ("japonais", {"pile_count": 18.0}),
    ("japonais", {"guess": 18}),
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
    g = game()
    outcome = g.play(g.new_state(), {"cut": {"pile_count": 128, "guess": 128}, "last_trick_winner": A})
    assert outcome.details.deal_points[B] == 150
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


@pytest.mark.parametrize("variant, events, path, words", [
    # ruling A17: a blank at turn t needs one by the same player at t - 1
    ("japonais", [blank(A, 1)], "events[0].turn", "tour 0"),
    ("japonais", [blank(A, 0), blank(B, 1)], "events[1].turn", "tour 0"),
    ("japonais", [blank(A, 0), blank(A, 2)], "events[1].turn", "tour 1"),
    # section 3J.3: once per player and turn
    ("japonais", [blank(A, 0), blank(A, 0)], "events[1].turn", "déjà"),
    # section 10.1: nothing after the draw phase
    ("japonais", [blank(A, 56)], "events[0].turn", "dernier tour"),
    ("chinois", [blank(A, 85)], "events[0].turn", "dernier tour"),
    ("japonais", [blank(A, 0), STOCK, blank(A)], "events[2]", "épuisée"),
])
def test_besigue_3_1_blank_refusals(variant: str, events: list[dict[str, Any]], path: str, words: str) -> None:
    g = game(variant)
    error = refused(g, {"cut": {"pile_count": 18}, "events": events, "last_trick_winner": A})
    assert error.field == "events" and error.path == path and words in error.text(), error.text()
    assert error.rule in ("Bésigue §3.1", "Bésigue §10.1")


def test_besigue_3_1_verify_blank_hand() -> None:
    g = game()
    g.verify_blank(cs("7p", "8p", "9p", "10p", "Ap", "7c", "8c", "10k", "At"))
    assert g.can_blank(cs("7p", "8p", "9p", "10p", "Ap", "7c", "8c", "10k", "At"))
    with pytest.raises(DealError) as error:
        g.verify_blank(cs("7p", "8p", "9p", "10p", "Ap", "7c", "8c", "10k", "Vt"))
    assert "Valet ♣" in error.value.text() and error.value.rule == "Bésigue §3.1"
    assert error.value.message.id == "besigue.refused.blank_figure"
    with pytest.raises(DealError):
        g.verify_blank(cs("7p", "8p", "9p"))  # the whole hand is shown
    assert not g.can_blank(cs("7p", "8p", "9p", "10p", "Ap", "7c", "8c", "Dk", "At"))
    assert not game("chinois").can_blank(cs("7p", "8p", "9p", "10p", "Ap", "7c", "8c", "10k", "At"))  # 12 cards


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
    assert got.points == points and got.trump == trump
    outcome = g.play(g.new_state(), {"cut": {"pile_count": 17}, "events": events, "last_trick_winner": A})
    assert outcome.details.trump == trump and outcome.state.trump == trump
    assert replay(g, [{"cut": {"pile_count": 17}, "events": events, "last_trick_winner": A}]).report()["trump"] \
        == trump


def test_besigue_5_1_the_trump_fixing_line() -> None:
    g = game()
    lines = g.progress(g.new_state(), {"events": [comb(A, "mariage", "coeur"), comb(B, "mariage", "coeur")]}).lines
    assert [(line.rule, line.text) for line in lines] == [
        ("Bésigue §5.1", "Mariage ♥ Cœur royal : fixe l'atout"),
        ("Bésigue §6", "Mariage ♥ Cœur royal"),
    ]
    assert all(line.unit == "points" for line in lines)


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
    with pytest.raises(ValueError):
        combination_value("carre", rank="10")


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
    assert got.points[A] == expected_total
    assert got.lines[-1].rule == "Bésigue §10.2"
    assert got.lines[-1].text.endswith(" : s'ajoute à ce qui est déjà marqué")
    if events[1]["type"] == "double_besigue":
        assert got.lines[1].rule == "Bésigue §10.2" and got.lines[1].points == 500


def test_besigue_10_2_the_ladder_is_per_player() -> None:
    # Bea's double bésigue is not an upgrade of Ana's bésigue: 500 all the same, cited under §6
    lines = game().progress(game().new_state(), {"events": [comb(A, "besigue"), comb(B, "double_besigue")]}).lines
    assert [(line.player, line.points, line.rule) for line in lines] == [(A, 40, "Bésigue §6"),
                                                                         (B, 500, "Bésigue §6")]


@pytest.mark.parametrize("variant, event, path, words", [
    # section 6: no carré of 7, 8, 9, 10
    ("japonais", comb(A, "carre", rank="7"), "events[0].rank", "« 7 »"),
    ("japonais", comb(A, "carre", rank="8"), "events[0].rank", "« 8 »"),
    ("japonais", comb(A, "carre", rank="9"), "events[0].rank", "« 9 »"),
    ("japonais", comb(A, "carre", rank="10"), "events[0].rank", "pas de carré de 10"),
    ("chinois", comb(A, "carre", rank="10"), "events[0].rank", "pas de carré de 10"),
    ("japonais", comb(A, "carre"), "events[0].rank", "à remplir"),
    ("japonais", comb(A, "carre", rank="X"), "events[0].rank", "« X »"),
    # general rulings: ranks are strings, spelled exactly
    ("japonais", comb(A, "carre") | {"rank": 10}, "events[0].rank", "« 10 »"),
    ("japonais", comb(A, "carre", rank="r"), "events[0].rank", "« r »"),
    ("japonais", comb(A, "carre", rank="Roi"), "events[0].rank", "« Roi »"),
    # section 6: trump carrés only in Chinois
    ("japonais", comb(A, "carre_atout", rank="R"), "events[0].type", "carre_atout"),
    # section 5.1: no trump carré before the trump is fixed
    ("chinois", comb(A, "carre_atout", rank="A"), "events[0].type", "aucun atout"),
    ("chinois", comb(A, "carre_atout", rank="9"), "events[0].rank", "« 9 »"),
    # section 10.2: the ladder stops at the quadruple
    ("chinois", comb(A, "quintuple_besigue"), "events[0].type", "quintuple"),
    ("japonais", comb(A, "sextuple_besigue"), "events[0].type", "sextuple"),
    ("japonais", comb(A, "tierce"), "events[0].type", "tierce"),
    ("japonais", comb(A, "mariage"), "events[0].suit", "à remplir"),
    ("japonais", comb(A, "suite", "rouge"), "events[0].suit", "rouge"),
    ("japonais", comb(A, "suite", "Coeur"), "events[0].suit", "Coeur"),
    # section 3J.3: kinds, players, faults, turns
    ("japonais", {"kind": "annonce", "player": A}, "events[0].kind", "annonce"),
    ("japonais", {"player": A}, "events[0].kind", "à remplir"),
    ("japonais", {"kind": "blank", "player": "Zoe"}, "events[0].player", "Zoe"),
    ("japonais", {"kind": "blank"}, "events[0].player", "à remplir"),
    ("japonais", {"kind": "combination", "type": "besigue"}, "events[0].player", "à remplir"),
    ("japonais", fault(A, "revoke"), "events[0].type", "revoke"),
    ("japonais", {"kind": "fault", "player": A}, "events[0].type", "à remplir"),
    ("japonais", blank(A) | {"turn": -1}, "events[0].turn", "entre 0 et 64"),
    ("japonais", blank(A) | {"turn": "2"}, "events[0].turn", "entier"),
    ("japonais", blank(A) | {"turn": True}, "events[0].turn", "entier"),
    ("japonais", blank(A) | {"turn": 1.0}, "events[0].turn", "entier"),
    ("japonais", "mariage", "events[0]", "objet"),
    ("japonais", None, "events[0]", "vide"),
])
def test_besigue_6_event_errors(variant: str, event: Any, path: str, words: str) -> None:
    g = game(variant)
    error = refused(g, {"cut": {"pile_count": 18}, "events": [event], "last_trick_winner": A})
    assert error.field == "events" and error.path == path and words in error.text(), error.text()


def test_besigue_6_the_carre_of_tens_names_the_article() -> None:
    error = refused(game(), {"cut": {"pile_count": 18}, "events": [comb(A, "carre", rank="10")],
                             "last_trick_winner": A})
    assert error.message.id == "besigue.refused.no_carre" and error.rule == "Bésigue §6"
    assert error.text() == "Il n'y a pas de carré de 10 ; seul le carré de 10 d'atout existe, au Chinois. (Bésigue §6)"


def test_besigue_6_events_must_be_a_list() -> None:
    assert refused(game(), {"cut": {"pile_count": 18}, "events": {"kind": "blank"},
                            "last_trick_winner": A}).field == "events"


def test_besigue_6_trump_carre_after_trump_is_fixed() -> None:
    g = game("chinois")
    got = g.progress(g.new_state(), {"events": [comb(B, "suite", "pique"), comb(A, "carre_atout", rank="R")]})
    assert got.points == {A: 800, B: 250} and got.trump == "pique"
    assert got.lines[1].text == "Carré de Rois d'atout"
    assert got.lines[0].text == "Suite royale ♠ Pique : fixe l'atout"


# --------------------------------------------------------------------- §3J.3 turns and the end of the stock


@pytest.mark.parametrize("variant, events, path, words", [
    # section 5.1: only the winner of a trick announces, so nothing at turn 0
    ("japonais", [comb(A, "besigue", turn=0)], "events[0].turn", "tour 0"),
    # section 10.1: no combination after the last draw turn
    ("japonais", [comb(A, "besigue", turn=56)], "events[0].turn", "dernier tour"),
    ("chinois", [comb(A, "besigue", turn=85)], "events[0].turn", "dernier tour"),
    # section 10.2: one combination scored per turn
    ("japonais", [comb(A, "besigue", turn=3), comb(A, "carre", rank="R", turn=3)], "events[1].turn", "une seule"),
    # section 5.1: the other player did not win that trick
    ("japonais", [comb(A, "besigue", turn=3), comb(B, "carre", rank="R", turn=3)], "events[1].player",
     "gagnant du pli"),
    # section 10.1: the stock_exhausted marker closes the draw phase
    ("japonais", [STOCK, comb(A, "besigue")], "events[1]", "épuisée"),
    ("japonais", [comb(A, "besigue", turn=2), STOCK, comb(B, "besigue", turn=3)], "events[2]", "épuisée"),
])
def test_besigue_10_1_turn_checks(variant: str, events: list[dict[str, Any]], path: str, words: str) -> None:
    g = game(variant)
    error = refused(g, {"cut": {"pile_count": 18}, "events": events, "last_trick_winner": A})
    assert error.field == "events" and error.path == path and words in error.text(), error.text()
    n = int(path[len("events["):path.index("]")]) + 1
    assert error.text().startswith(f"Événement {n} :")


@pytest.mark.parametrize("variant, events, points", [
    ("japonais", [comb(A, "besigue", turn=1), comb(B, "besigue", turn=2), comb(A, "carre", rank="R", turn=55)],
     {A: 120, B: 40}),
    ("chinois", [comb(A, "besigue", turn=84)], {A: 40, B: 0}),
    # turns in any order; a blank shares a turn with a combination
    ("japonais", [comb(A, "besigue", turn=9), comb(B, "besigue", turn=4), blank(B, 0)], {A: 40, B: 90}),
    # events without turn are never checked for timing
    ("japonais", [comb(A, "besigue"), comb(A, "besigue"), comb(B, "besigue", turn=1)], {A: 80, B: 40}),
    # after the marker: faults still count, final phase errors too
    ("japonais", [comb(A, "besigue"), STOCK, fault(B, "too_many_cards")], {A: 140, B: 0}),
    ("japonais", [comb(A, "besigue"), STOCK | {"player": B, "turn": 55}, fault(B, "missed_draw") | {"turn": 60}],
     {A: 50, B: 0}),
])
def test_besigue_10_1_turns_accepted(variant: str, events: list[dict[str, Any]], points: dict[str, int]) -> None:
    assert running(game(variant), events) == points


def test_besigue_10_1_progress_reports_the_stock_exhausted() -> None:
    g = game()
    before = g.progress(g.new_state(), {"events": [comb(A, "besigue")]})
    after = g.progress(g.new_state(), {"events": [comb(A, "besigue"), STOCK]})
    assert (before.stock_exhausted, after.stock_exhausted) == (False, True)


def test_besigue_3j_3_every_refused_event_is_reported_in_list_order() -> None:
    g = game()
    error = refused(g, {"cut": {"pile_count": 18}, "last_trick_winner": A,
                        "events": [comb(A, "besigue", turn=3), comb(A, "carre", rank="R", turn=3),
                                   comb(B, "besigue", turn=0), blank(B, 4)]})
    assert [p.path for p in error.problems] == ["events[1].turn", "events[2].turn", "events[3].turn"]
    assert [p.text().split(" :")[0] for p in error.problems] == ["Événement 2", "Événement 3", "Événement 4"]
    # what the entry reader refuses (an unknown kind, a missing rank) comes in list order too
    error = refused(g, {"cut": {"pile_count": 18}, "last_trick_winner": A,
                        "events": [comb(A, "besigue"), {"kind": "nope"}, comb(A, "carre"), comb(A, "besigue", turn=0)]})
    assert [p.path for p in error.problems] == ["events[1].kind", "events[2].rank"]


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


def test_besigue_8_fault_lines_name_the_offender() -> None:
    lines = game("chinois").progress(game("chinois").new_state(),
                                     {"events": [fault(A, "too_many_cards"), fault(B, "final_phase_error")]}).lines
    assert [(line.player, line.points, line.text) for line in lines] == [
        (B, 100, "Faute d'Ana : plus de 12 cartes en main"),
        (B, 0, "Erreur en phase finale : les plis restants, dernier compris, vont à Ana"),
    ]


def test_besigue_8_final_phase_error_concedes_last_trick() -> None:
    # example 11: A 1200, B 1050 before the last trick; B revokes
    g = game()
    entry = closed(g, {A: 1250, B: 1050}, last=A)
    entry["events"].append(fault(B, "final_phase_error"))
    error = refused(g, entry | {"last_trick_winner": B})
    assert error.field == "last_trick_winner" and error.rule == "Bésigue §8"
    assert error.text() == ("Bea a commis une erreur en phase finale : les plis restants, dernier compris, "
                            "reviennent à Ana. (Bésigue §8)")
    outcome = g.play(g.new_state(), entry)
    assert outcome.delta == {A: 700, B: 0}
    assert outcome.details.deal_points == {A: 1250, B: 1050}


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
    assert d.deal_points == {A: 1090, B: 230}
    assert (d.trump, d.brisques_counted, d.winner, d.raw, d.mark) == ("coeur", False, A, 2320, 2300)
    assert render(outcome.summary) == "Ana 1090 – Bea 230 · Rubicon → Ana 2300"
    assert outcome.summary.id == "besigue.summary.deal"
    # the in-deal lines explain the in-deal points, the marks the deal's delta
    for p in (A, B):
        assert sum(line.points for line in d.deal_lines if line.player == p) == d.deal_points[p]
        assert sum(line.points for line in marks(outcome.lines) if line.player == p) == outcome.delta[p]
    assert g.delta_of(outcome.lines) == outcome.delta
    assert [line.points for line in d.deal_lines] == [250, 40, 20, 40, 10, 250, 80, 500, 80, 50]
    assert [line.unit for line in outcome.lines][:10] == ["points"] * 10  # shown with the deal
    assert d.deal_lines[1].rule == "Bésigue §5.1" and d.deal_lines[-1].rule == "Bésigue §5.2"
    mark = next(line for line in marks(outcome.lines) if line.points)
    assert mark.rule == "Bésigue §7.3"
    assert mark.text == "Bea sous le Rubicon : 1000 + 1090 + 230 = 2320, arrondi à 2300"
    assert [line.text for line in marks(outcome.lines) if not line.points] == ["Perd la donne : seul le gagnant marque"]
    assert outcome.state.deal_points == {A: 1090, B: 230} and not outcome.state.brisques_counted


@pytest.mark.parametrize("totals, extra, text", [
    # section 7.3: the three ways to the mark, in words
    ({A: 1340, B: 1120}, {}, "Tous deux au Rubicon : 500 + (1340 − 1120) = 720, arrondi à 700"),
    ({A: 880, B: 300}, {}, "Personne au Rubicon : 1000 + 880 + 300 = 2180, arrondi à 2100"),
    ({A: 700, B: 1100}, {}, "Ana sous le Rubicon : 1000 + 1100 + 700 = 2800"),
    # section 7.2: how a tie was broken
    ({A: 1260, B: 1260}, {"brisques": {A: 15, B: 17}},
     "Égalité départagée par les brisques ; Tous deux au Rubicon : 500 + (1430 − 1410) = 520, arrondi à 500"),
    ({A: 720, B: 720}, {"brisques": {A: 16, B: 16}},
     "Égalité, brisques égales : le dernier pli départage ; Personne au Rubicon : 1000 + 880 + 880 = 2760, "
     "arrondi à 2700"),
])
def test_besigue_7_3_the_mark_line_shows_the_sum(totals: dict[str, int], extra: dict[str, Any], text: str) -> None:
    g = game()
    outcome = g.play(g.new_state(), closed(g, totals, **extra))
    assert [line.text for line in marks(outcome.lines) if line.points] == [text]


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
    # general ruling: null is absent
    ({A: 1340, B: 1120}, {"brisques": None, "brisques_requested_by": None}, {A: 700, B: 0}, {A: 1340, B: 1120},
     False),
])
def test_besigue_7_1_brisque_request(totals: dict[str, int], extra: dict[str, Any], delta: dict[str, int],
                                     deal_points: dict[str, int], counted: bool) -> None:
    g = game()
    outcome = g.play(g.new_state(), closed(g, totals, **extra))
    assert outcome.delta == delta
    assert outcome.details.deal_points == deal_points and outcome.details.brisques_counted is counted
    report = replay(g, [closed(g, totals, **extra)]).report()
    assert report["deal_points"] == deal_points and report["brisques_counted"] is counted
    if counted:
        brisque_lines = [line for line in outcome.details.deal_lines if line.rule == "Bésigue §7.1"]
        assert [line.text for line in brisque_lines] == [
            f"Brisques demandées par Bea : {extra['brisques'][p]} × 10" for p in (A, B)]


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
        assert g.play(g.new_state(), entry).details.brisques_counted
    else:
        error = refused(g, entry)
        assert error.field == "brisques_requested_by" and error.rule == "Bésigue §7.1"
        assert error.message.id == "besigue.refused.request_over_rubicon"
        assert f"{requester} en a {totals[requester]}" in error.text()


def test_besigue_7_1_chinois_rubicon_is_3000() -> None:
    g = game("chinois")
    assert g.play(g.new_state(), closed(g, {A: 2990, B: 3500}, brisques_requested_by=A,
                                        brisques={A: 24, B: 24})).details.brisques_counted
    assert refused(g, closed(g, {A: 3000, B: 3500}, brisques_requested_by=A,
                             brisques={A: 24, B: 24})).field == "brisques_requested_by"


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
    assert outcome.details.deal_points == deal_points and outcome.details.brisques_counted
    assert outcome.details.tie_break in ("brisques", "last_trick")


@pytest.mark.parametrize("totals, extra, path, words", [
    # section 7.2: a tie needs the brisques
    ({A: 720, B: 720}, {}, "brisques", "égalité à 720"),
    # section 7.1: so does a request
    ({A: 1100, B: 500}, {"brisques_requested_by": B}, "brisques", "Bea les demande"),
    # section 4 NB: 32 (48) brisques, all in the tricks
    ({A: 1100, B: 500}, {"brisques": {A: 15, B: 15}}, "brisques", "faire 32 (ici 30)"),  # ex. 12, even when not needed
    ({A: 1100, B: 500}, {"brisques": {A: 33, B: -1}}, "brisques.Ana", "entre 0 et 32"),
    ({A: 1100, B: 500}, {"brisques": {A: 32}}, "brisques", "il manque la valeur de Bea"),
    ({A: 1100, B: 500}, {"brisques": {A: 32, B: None}}, "brisques", "il manque la valeur de Bea"),
    ({A: 1100, B: 500}, {"brisques": {A: 16, B: 16, "Zoe": 0}}, "brisques", "« Zoe »"),
    ({A: 1100, B: 500}, {"brisques": {A: "16", B: 16}}, "brisques.Ana", "entier"),
    ({A: 1100, B: 500}, {"brisques": {A: 16.0, B: 16}}, "brisques.Ana", "entier"),
    ({A: 1100, B: 500}, {"brisques": [16, 16]}, "brisques", "une valeur par joueur"),
])
def test_besigue_7_brisques_errors(totals: dict[str, int], extra: dict[str, Any], path: str, words: str) -> None:
    g = game()
    error = refused(g, closed(g, totals, **extra))
    assert error.field == "brisques" and error.path == path and words in error.text(), error.text()


def test_besigue_7_chinois_brisques_make_48() -> None:
    g = game("chinois")
    assert refused(g, closed(g, {A: 2000, B: 2000}, brisques={A: 16, B: 16})).message.id == \
        "besigue.refused.brisques_sum"
    assert refused(g, closed(g, {A: 2000, B: 2000}, brisques={A: 49, B: 0})).path == "brisques.Ana"


def test_besigue_7_last_trick_winner_is_required() -> None:
    g = game()
    assert refused(g, {"cut": {"pile_count": 18}}).field == "last_trick_winner"
    assert refused(g, {"cut": {"pile_count": 18}, "last_trick_winner": None}).field == "last_trick_winner"
    assert refused(g, {"cut": {"pile_count": 18}, "last_trick_winner": "Zoe"}).field == "last_trick_winner"
    assert refused(g, {"cut": {"pile_count": 18}, "last_trick_winner": A,
                       "brisques_requested_by": "Zoe"}).field == "brisques_requested_by"


BASE = {"dealer": A, "cut": {"pile_count": 17}, "events": [], "last_trick_winner": A}  # 50 - 0, not tied


@pytest.mark.parametrize("entry, field", [
    # section 3J.2: dealer, cut, events, last_trick_winner, brisques (invalid),
    # brisques_requested_by, brisques (missing)
    (BASE | {"dealer": "Zoe", "cut": {"pile_count": 0}}, "dealer"),
    (BASE | {"cut": {"pile_count": 0}, "events": [comb(A, "carre", rank="10")]}, "cut"),
    (BASE | {"events": [comb(A, "carre", rank="10")], "last_trick_winner": None}, "events"),
    (BASE | {"events": [comb(A, "besigue", turn=0)], "last_trick_winner": "Zoe"}, "events"),
    (BASE | {"last_trick_winner": None, "brisques": {A: 1, B: 1}}, "last_trick_winner"),
    (BASE | {"brisques": {A: 1, B: 1}, "brisques_requested_by": A}, "brisques"),
    (BASE | {"brisques": {A: 40, B: 1}, "brisques_requested_by": "Zoe"}, "brisques"),
    (BASE | {"brisques_requested_by": "Zoe", "events": [fault(A, "missed_draw")] * 5}, "brisques_requested_by"),
    (BASE | {"events": [comb(A, "carre", rank="A")] * 10, "brisques_requested_by": A}, "brisques_requested_by"),
    (BASE | {"events": [comb(B, "besigue")], "brisques_requested_by": B}, "brisques"),
    (BASE | {"events": [fault(A, "missed_draw")] * 5}, "brisques"),   # 50 - 50: tied
])
def test_besigue_3j_2_error_precedence(entry: dict[str, Any], field: str) -> None:
    assert refused(game(), entry).field == field


def test_besigue_3j_2_every_problem_in_the_order_of_the_table() -> None:
    entry = BASE | {"dealer": "Zoe", "cut": {"pile_count": 0}, "events": [comb(A, "carre", rank="9")],
                    "last_trick_winner": None, "brisques": {A: 1, B: 1}}
    error = refused(game(), entry)
    assert [p.field for p in error.problems] == ["dealer", "cut", "events", "last_trick_winner", "brisques"]
    # over the Rubicon and brisques missing: the request first, then the missing counts
    error = refused(game(), BASE | {"events": [comb(A, "carre", rank="A")] * 10, "brisques_requested_by": A})
    assert [p.path for p in error.problems] == ["brisques_requested_by", "brisques"]


def test_besigue_3j_2_checks_needing_the_state_wait_for_it() -> None:
    """Read on its own (no state, no dealer), a tie cannot be told: the
    reader lets it through and scoring refuses it."""
    g = game()
    entry = {"cut": {"pile_count": 18}, "events": worth(B, 200), "last_trick_winner": A}  # dealer Ana: 300 - 200
    typed = g.read_entry(entry)
    assert g.score_deal(g.new_state(), typed).delta == {A: 1500, B: 0}
    second = BesigueState(totals={A: 1500, B: 0}, dealer=B, deal_points={A: 300, B: 200})
    entry = {"cut": {"pile_count": 18}, "events": worth(A, 200), "last_trick_winner": A}  # dealer Bea: 250 - 250
    typed = g.read_entry(entry)
    with pytest.raises(DealError) as error:
        g.score_deal(second, typed)
    assert error.value.field == "brisques" and error.value.rule == "Bésigue §7.2"
    assert refused(g, entry, second).path == "brisques"


def test_besigue_3j_general_rulings() -> None:
    g = game()
    # unknown keys are ignored and written back as they came
    entry = {"cut": {"pile_count": 17, "guess": None, "note": "x"}, "events": [STOCK | {"player": A}],
             "last_trick_winner": B, "comment": "belle donne", "brisques_requested_by": None}
    typed = g.read_entry(entry)
    assert g.write_entry(typed) == entry
    assert g.play(g.new_state(), entry).delta == {A: 0, B: 1000}
    # booleans and floats are not integers; null is absent for the optional dealer
    assert refused(g, BASE | {"cut": {"pile_count": 17, "guess": False}}).path == "cut.guess"
    assert g.play(g.new_state(), BASE | {"dealer": None}).dealer == A


# --------------------------------------------------------------------- Chinois examples


def test_besigue_chinois_example_9_ladder_and_trump_carre() -> None:
    g = game("chinois")
    events = [blank(A, 0), comb(B, "mariage", "pique"), comb(A, "carre", rank="A"), comb(B, "besigue"),
              comb(A, "carre_atout", rank="R"), comb(B, "double_besigue"), comb(A, "suite", "pique"),
              comb(B, "triple_besigue"), comb(B, "carre", rank="D"), fault(B, "too_many_cards")]
    entry = {"dealer": B, "cut": {"pile_count": 24, "guess": 22}, "events": events, "last_trick_winner": A}
    outcome = g.play(g.new_state(), entry)
    assert outcome.details.deal_points == {A: 1750, B: 2390}
    assert outcome.delta == {A: 0, B: 5100} and outcome.state.trump == Suit.PIQUE
    assert outcome.state.dealer == A
    assert render(outcome.summary) == "Ana 1750 – Bea 2390 · Rubicon → Bea 5100"
    # the request would cost Ana 500 (example 9)
    advice = g.brisque_advice(g.new_state(), entry, {A: 30, B: 18})
    assert advice["eligible"] == [A, B]
    assert (advice["without"]["mark"], advice["with"]["mark"]) == (5100, 5600)
    assert advice["gain"][A] == -500
    assert advice["warnings"][A].id == "besigue.advice.costs"
    assert render(advice["warnings"][A]) == ("Demander les brisques coûterait 500 points de partie à Ana (sans "
                                             "atteindre le Rubicon) : Bea marquerait 5600 au lieu de 5100.")


def test_besigue_chinois_example_10_request_changes_winner() -> None:
    g = game("chinois")
    entry = closed(g, {A: 2300, B: 2390}, brisques_requested_by=A, brisques={A: 30, B: 18})
    outcome = g.play(g.new_state(), entry)
    assert outcome.delta == {A: 6100, B: 0}
    assert outcome.details.deal_points == {A: 2600, B: 2570}
    advice = g.brisque_advice(g.new_state(), entry, {A: 30, B: 18})
    assert advice["without"]["winner"] == B and advice["with"]["winner"] == A
    assert advice["gain"][A] == 6100 + 5600 and A not in advice["warnings"]
    # for Bea the same request turns a win of 5600 into a loss of 6100
    assert advice["gain"][B] == -(6100 + 5600)
    assert render(advice["warnings"][B]).endswith("Ana marquerait 6100 au lieu de 0 (et Bea 5600).")


# --------------------------------------------------------------------- §6.5 the brisque advisor


def test_besigue_6_5_advisor_warns_a_useless_request() -> None:
    g = game()
    entry = closed(g, {A: 1090, B: 230})
    advice = g.brisque_advice(g.new_state(), entry, {A: 12, B: 20})
    assert advice["eligible"] == [B]
    assert (advice["without"]["mark"], advice["with"]["mark"]) == (2300, 2600)
    assert advice["gain"] == {B: -300}
    warning = render(advice["warnings"][B])
    assert "300" in warning and "sans atteindre le Rubicon" in warning


def test_besigue_6_5_advisor_approves_a_rescue() -> None:
    g = game()
    advice = g.brisque_advice(g.new_state(), closed(g, {A: 1420, B: 910}), {A: 13, B: 19})
    assert (advice["without"]["mark"], advice["with"]["mark"]) == (3300, 900)
    assert advice["gain"] == {B: 2400} and advice["warnings"] == {}


def test_besigue_6_5_advisor_warns_even_when_the_rubicon_is_reached() -> None:
    # Bea 990 + 120 = 1110 reaches the Rubicon, but Ana's 32 - 12 = 20 brisques carry her further
    g = game()
    advice = g.brisque_advice(g.new_state(), closed(g, {A: 1900, B: 990}), {A: 20, B: 12})
    assert (advice["without"]["mark"], advice["with"]["mark"]) == (3800, 1400)
    assert advice["gain"] == {B: 2400}
    advice = g.brisque_advice(g.new_state(), closed(g, {A: 1000, B: 990}), {A: 30, B: 2})
    assert advice["without"]["mark"] == 2900 and advice["with"]["mark"] == 700
    assert advice["gain"] == {B: 2200}


def test_besigue_6_5_advisor_without_anyone_below() -> None:
    g = game()
    advice = g.brisque_advice(g.new_state(), closed(g, {A: 1340, B: 1120}), {A: 16, B: 16})
    assert advice["eligible"] == [] and advice["with"] is None and advice["without"]["mark"] == 700
    with pytest.raises(DealError) as error:
        g.brisque_advice(g.new_state(), closed(g, {A: 1340, B: 1120}), {A: 16, B: 15})
    assert error.value.field == "brisques"


def test_besigue_6_5_advice_before_validating_a_deal() -> None:
    """What the table reads before it validates: the typed entry as it will be scored."""
    g = game()
    state = g.new_state()
    # example 2: Bea's request costs her 300
    costly = closed(g, {A: 1090, B: 230}, brisques_requested_by=B, brisques={A: 12, B: 20})
    [warning] = g.advice(state, g.read_entry(costly, state))
    assert warning.id == "besigue.advice.costs"
    assert render(warning) == ("Demander les brisques coûterait 300 points de partie à Bea (sans atteindre le "
                               "Rubicon) : Ana marquerait 2600 au lieu de 2300.")
    # example 4: a rescue is no warning
    rescue = closed(g, {A: 1420, B: 910}, brisques_requested_by=B, brisques={A: 13, B: 19})
    assert g.advice(state, g.read_entry(rescue, state)) == []
    # the counts given without a request: the table learns what a request would bring
    [hint] = g.advice(state, g.read_entry(closed(g, {A: 1420, B: 910}, brisques={A: 13, B: 19}), state))
    assert render(hint) == ("Bea est sous le Rubicon et peut encore demander les brisques : la demande lui "
                            "rapporterait 2400 points de partie (Ana marquerait 900).")
    # nothing to say without counts, or when a request would not help
    assert g.advice(state, g.read_entry(closed(g, {A: 1420, B: 910}), state)) == []
    assert g.advice(state, g.read_entry(closed(g, {A: 1090, B: 230}, brisques={A: 12, B: 20}), state)) == []
    assert g.advice(state, g.read_entry(closed(g, {A: 720, B: 720}, brisques={A: 16, B: 16}), state)) == []


def test_besigue_3j_form_hints() -> None:
    """The brisques always add up to 32 (48): a form derives the second count;
    faults and the end of the stock are folded away."""
    for variant, total in (("japonais", 32), ("chinois", 48)):
        brisques = game(variant).entry_schema.field("brisques")
        assert brisques is not None and isinstance(brisques.kind, PlayerMap) and brisques.kind.total == total
    events = game().entry_schema.field("events")
    assert events is not None and isinstance(events.kind, ListOf) and isinstance(events.kind.item, Tagged)
    assert events.kind.item.folded == ("fault", "stock_exhausted")


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
    wins = [line for line in result.deals[-1].lines if line.rule == "Bésigue §9"]
    assert [(line.player, line.points, line.text) for line in wins] == [
        (A, 0, "5500 points de partie : atteint 5000, gagne la partie")]
    # ruling A1: only marks reach the target, after the deal
    assert not replay(g, log[:2]).finished
    with pytest.raises(DealError) as error:
        g.play(result.state, log[0])
    assert error.value.field == "deal"


def test_besigue_9_chinois_game_to_10000() -> None:
    g = game("chinois")
    deal = closed(g, {A: 2900, B: 0}) | {"dealer": None}
    assert g.play(g.new_state(), deal).delta[A] == 3900
    result = replay(g, [deal] * 3)
    assert not replay(g, [deal] * 2).finished
    assert dict(result.totals) == {A: 11700, B: 0} and result.winner == A


def test_besigue_a1_in_deal_points_never_end_the_game() -> None:
    g = game()
    outcome = g.play(g.new_state(), closed(g, {A: 6050, B: 0}))
    assert outcome.details.deal_points[A] == 6050
    assert outcome.delta == {A: 7000, B: 0} and outcome.state.finished  # the mark does
    outcome = g.play(g.new_state(), closed(g, {A: 5000, B: 5000}, brisques={A: 17, B: 15}))
    assert outcome.delta == {A: 500, B: 0} and not outcome.state.finished


def test_besigue_a2_dealer_alternates_from_the_named_one() -> None:
    g = game()
    entry = closed(g, {A: 1090, B: 230}) | {"dealer": B}
    outcome = g.play(g.new_state(), entry)
    assert outcome.dealer == B and outcome.state.dealer == A
    assert refused(g, entry | {"dealer": "Zoe"}).field == "dealer"
    first = new_game("besigue", PLAYERS, "japonais", first_dealer=B)
    assert first.new_state().dealer == B


# --------------------------------------------------------------------- report and facts


def test_besigue_3j_4_report_and_facts_follow_the_last_deal() -> None:
    g = game("chinois")
    facts = {f.key: f for f in g.facts(g.new_state())}
    assert (facts["target"].value, facts["target"].kind) == (10000, "threshold")
    assert (facts["rubicon"].value, facts["rubicon"].kind) == (3000, "threshold")
    assert facts["deal_points"].value == {A: None, B: None} and facts["trump"].value is None
    result = replay(g, [closed(g, {A: 2000, B: 2000}, brisques={A: 20, B: 28}) | {"events": [
        comb(A, "mariage", "trefle")] + worth(A, 1710) + worth(B, 1950)}])
    facts = {f.key: f for f in result.facts()}
    assert facts["deal_points"].value == {A: 2000, B: 1950} and facts["trump"].value == Suit.TREFLE
    assert result.report() == {"winners": [], "next_dealer": B, "trump": "trefle",
                               "deal_points": {A: 2000, B: 1950}, "brisques_counted": False}
    assert dict(result.totals) == {A: 4900, B: 0}
    assert render(facts["trump"].label) == "Atout de la dernière donne"
    assert {f.key: f.value for f in game().facts(game().new_state())}["target"] == 5000


# --------------------------------------------------------------------- progress()


def test_besigue_progress_running_totals() -> None:
    g = game()
    events = [blank(B, 0), comb(A, "mariage", "coeur", turn=1), comb(B, "besigue", turn=2),
              fault(B, "missed_draw")]
    seen = []
    for k in range(len(events) + 1):
        got = g.progress(g.new_state(), {"dealer": A, "cut": {"pile_count": 18, "guess": 18}, "events": events[:k]})
        seen.append((got.points[A], got.points[B], got.trump))
        assert sum(line.points for line in got.lines) == sum(got.points.values())
    assert seen == [(250, 150, None), (250, 200, None), (290, 200, "coeur"), (290, 240, "coeur"),
                    (300, 240, "coeur")]
    # without a cut yet, and with the default dealer
    empty = g.progress(g.new_state(), {})
    assert {k: getattr(empty, k) for k in ("points", "lines", "trump", "stock_exhausted", "dealer", "event_lines")} == {
        "points": {A: 0, B: 0}, "lines": (), "trump": None, "stock_exhausted": False, "dealer": A, "event_lines": ()}
    # each event's own lines, for the live list
    both = g.progress(g.new_state(), {"dealer": A, "events": events[:2]})
    assert [[line.points for line in lines] for lines in both.event_lines] == [[50], [40]]
    second = BesigueState(totals={A: 2300, B: 0}, dealer=B, deals=1)
    assert g.progress(second, {"cut": {"pile_count": 18}}).points == {A: 0, B: 250}
    with pytest.raises(DealError) as error:
        g.progress(g.new_state(), {"events": events + [comb(A, "besigue", turn=2)]})
    assert error.value.field == "events" and error.value.path == "events[4].player"  # Bea won turn 2
    with pytest.raises(DealError) as error:
        g.progress(g.new_state(), {"cut": {"pile_count": 0}})
    assert error.value.field == "cut"
    # what closes the deal is not read yet: an unfinished close is no refusal
    got = g.progress(g.new_state(), {"events": [fault(A, "missed_draw")] * 5, "last_trick_winner": "Zoe",
                                     "brisques": {A: 1}})
    assert got.points == {A: 0, B: 50}
    # a final-phase error names its offender; the table sees the concession line
    got = g.progress(g.new_state(), {"events": [STOCK, fault(A, "final_phase_error")]})
    assert got.stock_exhausted and got.lines[0].rule == "Bésigue §8"


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
    assert game().trick_winner(BesigueTrick(plays(cs(*played)), trump=Suit(trump) if trump else None)) == winner


def test_besigue_5_1_trick_winner_refuses_foreign_cards() -> None:
    with pytest.raises(ValueError):
        game().trick_winner(BesigueTrick(plays(cs("6c", "7c"))))


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
    trick = BesigueTrick(plays([card(led)] if led else []), trump=Suit(trump) if trump else None,
                         phase="final" if final else "draw")
    assert g.legal_plays(trick, cs(*hand)) == cs(*legal)
    for c in cs(*hand):
        assert g.can_play(trick, cs(*hand), c) is (c in cs(*legal))


@pytest.mark.parametrize("hand, played, led, message_id, words", [
    (["7c", "Ac"], "7c", "Rc", "besigue.refused.must_beat", "Il faut monter sur Roi ♥"),
    (["7c", "8p"], "8p", "Rc", "besigue.refused.must_follow", "Il faut fournir à cœur"),
    (["8p", "9t"], "9t", "Rc", "besigue.refused.must_trump", "Sans cœur, il faut couper"),
    (["8p", "9t"], "Ac", "Rc", "besigue.refused.not_in_hand", "As ♥ n'est pas dans la main"),
])
def test_besigue_8_verify_play_names_the_rule(hand: list[str], played: str, led: str, message_id: str,
                                              words: str) -> None:
    with pytest.raises(DealError) as error:
        game().verify_play(BesigueTrick(plays([card(led)]), trump=Suit.PIQUE, phase="final"), cs(*hand), card(played))
    assert error.value.message.id == message_id and words in error.value.text()
    assert error.value.field == "card" and error.value.rule in ("Bésigue §5.2", "Bésigue §5.1")


# --------------------------------------------------------------------- §6.3 referee: the table


D_P, V_K, R_P = card("Dp"), card("Vk"), card("Rp")


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
    assert "ni parmi" in error.value.text()
    with pytest.raises(DealError) as error:
        t.verify_announce([("quintuple_besigue", [D_P] * 5 + [V_K] * 5)], [D_P] * 5 + [V_K] * 5)
    assert "quintuple" in error.value.text() and error.value.rule == "Bésigue §10.2"
    with pytest.raises(DealError) as error:
        t.verify_announce([("carre", cs("10c", "10p", "10k", "10t"))], cs("10c", "10p", "10k", "10t"))
    assert error.value.message.id == "besigue.refused.no_carre"
    with pytest.raises(DealError) as error:
        t.verify_announce([("suite", cs("Vc", "Dc", "Rc", "10c", "9c"))], cs("Vc", "Dc", "Rc", "10c", "9c"))
    assert error.value.text() == "Ces cartes ne forment pas : Suite. (Bésigue §6)"
    assert not t.can_announce([])


def test_besigue_6_3_trump_carres_chinois() -> None:
    t = CombinationTable("chinois")
    assert not t.can_announce([("carre_atout", cs("Rp", "Rp", "Rp", "Rp"))], cs("Rp", "Rp", "Rp", "Rp"))
    t.trump = Suit.PIQUE
    assert t.can_announce([("carre_atout", cs("10p", "10p", "10p", "10p"))], cs("10p", "10p", "10p", "10p"))
    # ruling A5: four trump Rois are the trump carré in Chinois
    with pytest.raises(DealError) as error:
        t.verify_announce([("carre", cs("Rp", "Rp", "Rp", "Rp"))], cs("Rp", "Rp", "Rp", "Rp"))
    assert "carré d'atout" in error.value.text() and "Quatre Rois" in error.value.text()
    assert not CombinationTable("japonais", Suit.PIQUE).can_announce(
        [("carre_atout", cs("Rp", "Rp", "Rp", "Rp"))], cs("Rp", "Rp", "Rp", "Rp"))
    # ruling A5: in Japonais four trump Rois are a plain carré
    assert CombinationTable("japonais", Suit.PIQUE).can_announce(
        [("carre", cs("Rp", "Rp", "Rp", "Rp"))], cs("Rp", "Rp", "Rp", "Rp"))


def test_besigue_10_2_parallel_besigues_and_ceiling() -> None:
    t = CombinationTable("chinois")
    assert t.announce([("besigue", [D_P, V_K])], [D_P, V_K]).type == "besigue"
    # a second bésigue beside the first is its double, not a new simple one
    with pytest.raises(DealError) as error:
        t.verify_announce([("besigue", [D_P, V_K])], [D_P, V_K])
    assert error.value.text().startswith("Il y a déjà un bésigue sur la table")
    t.announce([("double_besigue", [D_P, D_P, V_K, V_K])], [D_P, V_K])
    t.announce([("triple_besigue", [D_P] * 3 + [V_K] * 3)], [D_P, V_K])
    t.announce([("quadruple_besigue", [D_P] * 4 + [V_K] * 4)], [D_P, V_K])
    with pytest.raises(DealError) as error:
        t.verify_announce([("besigue", [D_P, V_K])], [D_P, V_K])
    assert "quadruple" in error.value.text()
    # once a card of it went to a trick, a fifth bésigue re-forms a quadruple
    t.play(D_P)
    assert t.can_announce([("quadruple_besigue", [D_P] * 4 + [V_K] * 4)], [D_P])


def test_besigue_10_2_married_card_cannot_marry_again() -> None:
    t = CombinationTable("japonais")
    t.announce([("mariage", cs("Dc", "Rc"))], cs("Dc", "Rc"))
    with pytest.raises(DealError) as error:
        t.verify_announce([("mariage", cs("Dc", "Rc"))], cs("Rc"))
    assert "autre type" in error.value.text() and "un mariage" in error.value.text()
    # the parallel mariage is the double
    assert t.can_announce([("double_mariage", cs("Dc", "Dc", "Rc", "Rc"))], cs("Dc", "Rc"))
    # ruling A12: a mariage grows into a suite
    assert t.can_announce([("suite", cs("Vc", "Dc", "Rc", "10c", "Ac"))], cs("Vc", "10c", "Ac"))


def test_besigue_10_2_suite_remnant() -> None:
    t = CombinationTable("japonais")
    suite = cs("Vt", "Dt", "Rt", "10t", "At")
    t.announce([("suite", suite)], suite)
    assert not t.can_announce([("mariage", cs("Dt", "Rt"))])
    for c in ("Vt", "10t", "At"):
        t.play(card(c))
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
    assert "Dame ♠ sur votre table" in error.value.text() and error.value.rule == "Bésigue §5.1"
    # a new combination that takes the lone Dame in is fine
    assert t.can_announce([("besigue", [D_P, V_K])], [V_K])
    # a card laid down must belong to what is announced
    t2 = CombinationTable("japonais")
    with pytest.raises(DealError) as error:
        t2.verify_announce([("besigue", [D_P, V_K])], [D_P, V_K, card("7c")])
    assert error.value.text().startswith("7 ♥ posée")
    with pytest.raises(DealError):
        t2.play(card("7c"))
    with pytest.raises(DealError):
        t2.play(5)


@pytest.mark.parametrize("variant, second_ok", [
    # section 10.2: a fifth card joins a carré in Chinois only
    ("chinois", True),
    ("japonais", False),
])
def test_besigue_10_2_carres(variant: str, second_ok: bool) -> None:
    rois = cs("Rc", "Rk", "Rt", "Rc")
    t = CombinationTable(variant)
    t.announce([("carre", rois)], rois)
    assert t.can_announce([("carre", rois)], [card("Rc")]) is second_ok
    assert not t.can_announce([("carre", rois)], rois) or variant == "chinois"
    # Japonais: re-formed once a member went to a trick
    t.play(card("Rk"))
    assert not t.can_announce([("carre", cs("Ac", "Ac", "Ap", "At"))], cs("Ac", "Ac", "Ap", "At"))  # orphans
    assert t.can_announce([("carre", rois)], [card("Rk")])


def test_besigue_10_2_japonais_carre_message() -> None:
    rois = cs("Rc", "Rk", "Rt", "Rc")
    t = CombinationTable("japonais")
    t.announce([("carre", rois)], rois)
    with pytest.raises(DealError) as error:
        t.verify_announce([("carre", cs("Rc", "Rk", "Rt", "Rp"))], cs("Rc", "Rk", "Rt", "Rp"))
    assert error.value.text().startswith("Un carré de Rois est sur la table : au Japonais")
    with pytest.raises(DealError) as error:
        t.verify_announce([("carre", cs("Rc", "Rk", "Rt", "Rp"))], [card("Rp")])
    assert error.value.text().startswith("Roi ♥ sert déjà à un carré : une carte posée ne resert que")


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
    with pytest.raises(DealError) as error:
        t2.verify_announce([("mariage", hearts), ("besigue", [D_P, V_K])], hearts + [D_P, V_K])
    assert error.value.message.id == "besigue.table.not_crossed"
    # section 5.2: suspended combinations are lost when the stock is exhausted
    t3 = CombinationTable("japonais")
    t3.announce([("mariage", [D_P, R_P]), ("besigue", [D_P, V_K])], [D_P, R_P, V_K])
    assert [d.type for d in t3.end_of_stock()] == ["besigue"] and not t3.cards


def test_besigue_table_of_the_game_follows_its_variant() -> None:
    assert game("chinois").table().chinois and not game("japonais").table().chinois


# --------------------------------------------------------------------- properties


SUITS = ["pique", "coeur", "carreau", "trefle"]
COMBINATIONS = [
    {"type": "mariage", "suit": s} for s in SUITS
] + [{"type": "double_mariage", "suit": s} for s in SUITS] + [
    {"type": t} for t in ("besigue", "double_besigue", "triple_besigue", "quadruple_besigue")
] + [{"type": "carre", "rank": r} for r in ("V", "D", "R", "A")] + [{"type": "suite", "suit": s} for s in SUITS]
TRUMP_CARRES = [{"type": "carre_atout", "rank": r} for r in ("V", "D", "R", "10", "A")]


@st.composite
def besigue_deal(draw: st.DrawFn, packs: int) -> dict[str, Any]:
    events: list[dict[str, Any]] = []
    for _ in range(draw(st.integers(0, 14))):
        player = draw(st.sampled_from(PLAYERS))
        roll = draw(st.integers(0, 29))
        if roll == 0:
            events.append({"kind": "fault", "player": player, "type": draw(st.sampled_from(
                ["too_many_cards", "missed_draw", "final_phase_error"]))})
        elif roll == 1:
            events.append({"kind": "blank", "player": player, "turn": draw(st.integers(0, 2))})
        elif roll == 2:
            events.append({"kind": "stock_exhausted"})
        else:
            kinds = COMBINATIONS + (TRUMP_CARRES if packs == 6 and roll == 3 else [])
            event = {"kind": "combination", "player": player, **draw(st.sampled_from(kinds))}
            if not draw(st.integers(0, 3)):
                event["turn"] = draw(st.integers(1, 30))
            events.append(event)
    total = 8 * packs
    split = draw(st.integers(0, total))
    target = 6 * packs
    entry: dict[str, Any] = {
        "cut": {"pile_count": draw(st.integers(target - 3, target + 3)),
                "guess": draw(st.one_of(st.none(), st.integers(target - 3, target + 3)))},
        "events": events,
        "last_trick_winner": draw(st.sampled_from(PLAYERS)),
    }
    if draw(st.integers(0, 3)):
        entry["brisques"] = {A: split, B: total - split}
    if draw(st.booleans()):
        entry["dealer"] = draw(st.sampled_from(PLAYERS))
    if draw(st.booleans()):
        entry["brisques_requested_by"] = draw(st.sampled_from(PLAYERS))
    return entry


@settings(max_examples=60, deadline=None)
@given(st.data(), st.sampled_from(["japonais", "chinois"]))
def test_besigue_replay_properties(data: st.DataObject, variant: str) -> None:
    g = game(variant)
    entries = data.draw(st.lists(besigue_deal(g.rules.packs), max_size=8))
    log = accepted(g, entries)
    check_log(g, log)
    result = replay(g, log)
    for deal in result.deals:
        marked = [p for p, v in deal.delta.items() if v]
        assert len(marked) <= 1, "Bésigue §7.3: only the deal's winner marks"
        assert all(v % 100 == 0 and v >= 0 for v in deal.delta.values()), "marks are rounded down to 100"
        d = deal.details
        winner, points = d.winner, d.deal_points
        loser = B if winner == A else A
        assert points[winner] >= points[loser], "Bésigue §7.2: the higher total wins"
        assert deal.delta[winner] == d.mark == rubicon_mark(points[winner], points[loser], g.rules.rubicon)[1]
        assert d.mark >= 500, "Bésigue §7.3: at least the 500 of the difference"
        for p in PLAYERS:
            assert sum(line.points for line in d.deal_lines if line.player == p) == points[p]
        assert d.last_trick_winner not in [e["player"] for e in deal.entry["events"]
                                              if e.get("type") == "final_phase_error"], "Bésigue §8"
        if d.brisques_counted:
            assert sum(points.values()) - sum(d.pre_brisques.values()) == 10 * g.rules.brisques
        else:
            assert points == d.pre_brisques
    # Bésigue §9: the game ends exactly when a winner's marks reach the target
    for k, deal in enumerate(result.deals, start=1):
        over = max(deal.totals.values()) >= g.rules.target
        assert over == (k == len(result.deals) and result.finished)
    if result.finished:
        assert result.winner is not None and result.totals[result.winner] >= g.rules.target
