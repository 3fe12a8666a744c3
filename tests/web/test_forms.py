"""Any schema as a phone form: widgets, refusals beside their inputs, hidden
values of fields not shown, list rows, and the one-tap pad of live events,
on a small game made up for the purpose (never registered)."""

from __future__ import annotations

from typing import Any

import pytest

from compagnon.rules import DealError, Game, GameState, Outcome, msg, render
from compagnon.rules.decks import PIQUET_32
from compagnon.rules.pad import LivePad
from compagnon.rules.schema import (
    Bool,
    CardKind,
    Choice,
    Field,
    Form,
    Int,
    Is,
    ListOf,
    Not,
    Player,
    PlayerMap,
    Record,
    Tagged,
    Truthy,
    from_form,
    suit_choice,
    to_form,
)
from compagnon.web import forms


class Toy(Game[GameState]):
    slug = "toy"
    name = "Jeu d'essai"
    players_min = 2
    players_max = 3

    def entry(self) -> Record:
        return Record((
            Field("dealer", Player()),
            Field("misdeal", Bool(), default=False, group="more"),
            Field("taker", Player(), required=True, when=Not(Truthy("misdeal"))),
            Field("bid", Int(0, 200), required=True, when=Not(Truthy("misdeal"))),
            Field("trump", suit_choice()),
            Field("points", PlayerMap(Int(0, 120), total=120)),
            Field("melds", PlayerMap(ListOf(suit_choice()), complete=False)),
            Field("cut", CardKind(PIQUET_32)),
            Field("fault", Record((Field("player", Player(), required=True),)), group="more"),
            Field("bets", ListOf(Record((Field("player", Player(), required=True),
                                         Field("action", Choice(("bet", "hold")), required=True))))),
            Field("events", ListOf(Tagged("kind", {
                "blank": Record((Field("player", Player(), required=True),)),
                "combo": Record((Field("player", Player(), required=True),
                                 Field("type", Choice(("pair", "run")), required=True),
                                 Field("suit", suit_choice(), required=True, when=Is("type", "run")))),
                "stock": Record(()),
            }, folded=("stock",)))),
        ))

    def new_state(self) -> GameState:
        return GameState(totals=self.zero(), dealer=self.first_dealer)

    def score_deal(self, state: GameState, entry: Any) -> Outcome[GameState]:
        return Outcome(state, self.zero(), (), state.dealer, msg("common.yes"))


class ToyPad(LivePad[Toy, GameState]):
    """The toy's events entered live, its buttons drawn from the schema."""

    field = "events"


@pytest.fixture
def toy() -> Toy:
    return Toy(["Ana", "Bea", "Cyr"])


def view(toy: Toy, data: dict[str, Any], problems: list[Any] | None = None) -> forms.EntryView:
    form = Form.of(data)
    raw, parse_problems = from_form(toy.entry_schema, form, toy.slug, toy.players, toy)
    return forms.build(toy, toy.entry_schema, form, raw, (problems or []) + parse_problems)


def test_each_kind_has_its_widget(toy: Toy) -> None:
    v = view(toy, {})
    kinds = {w.name: w.kind for w in v.widgets}
    assert kinds == {"dealer": "choice", "misdeal": "bool", "taker": "choice", "bid": "int", "trump": "choice",
                     "points": "map", "melds": "map", "cut": "card", "fault": "record", "bets": "list",
                     "events": "list"}
    assert [w.name for w in v.more] == ["misdeal", "fault"]
    points = v.find("points")
    assert points is not None and [c.name for c in points.children] == ["points.Ana", "points.Bea", "points.Cyr"]
    assert v.find("melds.Ana").kind == "multi"  # a list of choices is a set of boxes
    assert len({w.id for top in v.widgets for w in top.walk()}) == sum(1 for top in v.widgets for _ in top.walk())


def test_fields_not_shown_keep_what_was_typed(toy: Toy) -> None:
    v = view(toy, {"misdeal": "on", "taker": "Bea", "bid": "130"})
    hidden = {w.name: w.attrs["pairs"] for w in v.widgets if w.kind == "hidden"}
    assert hidden == {"taker": [("taker", "Bea")], "bid": [("bid", "130")]}


def test_refusals_sit_beside_their_input_and_the_first_takes_the_focus(toy: Toy) -> None:
    with pytest.raises(DealError) as refused:
        toy.read_entry({"taker": "Zed", "bid": 300, "bets": [{"player": "Ana"}]})
    v = view(toy, {"taker": "", "bid": "300", "bets#": "1", "bets[0].player": "Ana"}, list(refused.value.problems))
    assert v.find("taker").errors and v.find("bid").errors and v.find("bets[0].action").errors
    assert v.find("taker").autofocus and not v.find("bid").autofocus
    assert [target for _, target in v.summary] == ["f-taker", "f-bid", "f-bets-0-action"]


def test_an_unreadable_number_is_refused_where_it_was_typed(toy: Toy) -> None:
    v = view(toy, {"bid": "cent"})
    assert v.find("bid").value == "cent" and "nombre entier" in v.find("bid").errors[0]


def test_rows_are_added_and_removed(toy: Toy) -> None:
    typed = Form.of({"bets#": "2", "bets[0].player": "Ana", "bets[0].action": "bet", "bets[1].player": "Bea",
                     "bets[1].action": "hold", "bid": "300"})
    added = forms.apply_row_action(typed, "add:bets")
    assert added.getlist("bets#") == ["3"] and added.getlist("bid") == ["300"]
    removed = forms.apply_row_action(typed, "remove:bets[0]")
    assert removed.getlist("bets#") == ["1"] and removed.getlist("bets[0].player") == ["Bea"]
    assert not removed.getlist("bets[1].player")
    assert forms.apply_row_action(typed, "remove:nothing[3]").items() == typed.items()
    # a row just added stays on screen, empty, however many follow
    twice = forms.apply_row_action(forms.apply_row_action(Form.of({}), "add:bets"), "add:bets")
    v = view(toy, dict(twice.items()))
    assert [c.name for c in v.find("bets").children] == ["bets[0]", "bets[1]"]
    # and a row left empty is dropped when the deal is read
    form = Form.of(to_form(toy.entry_schema, {"bets": [{"player": "Ana", "action": "bet"}, {}]}))
    assert form.getlist("bets#") == ["2"]
    back, _ = from_form(toy.entry_schema, form, toy.slug, toy.players, toy)
    assert back["bets"] == [{"player": "Ana", "action": "bet"}]


def test_a_required_choice_is_undone_only_inside_an_optional_group(toy: Toy) -> None:
    v = view(toy, {"bets#": "1", "fault.player": "Ana"})
    assert v.find("taker").attrs["optional"] is False
    assert v.find("bets[0].player").attrs["optional"] is False  # a row is taken away whole
    assert v.find("fault.player").attrs["optional"] is True  # the fault itself may be left out
    assert v.find("dealer").attrs["optional"] is True


def test_the_pad_has_one_button_per_event(toy: Toy) -> None:
    pad = forms.pad(ToyPad(toy))
    assert pad is not None and pad.who
    labels = [[render(b.label) for b in row.buttons] for row in pad.rows]
    assert [render(r.label) for r in pad.rows] == ["« run »", ""]
    assert labels == [["♠", "♥", "♦", "♣"], ["« blank »", "« pair »"]]
    assert [[render(b.label) for b in row.buttons] for row in pad.folded] == [["« stock »"]]
    run = pad.rows[0].buttons[1]
    assert forms.event_from_button(toy, pad.value(run), "Bea") == {"kind": "combo", "type": "run", "suit": "coeur",
                                                                    "player": "Bea"}
    assert forms.event_from_button(toy, pad.value(pad.folded[0].buttons[0]), "Bea") == {"kind": "stock"}
    assert forms.event_from_button(toy, "[[[", "Bea") is None
    assert forms.event_from_button(toy, "[1]", "Bea") is None


def test_a_card_is_one_tap_and_still_reads_a_suit_and_a_rank(toy: Toy) -> None:
    v = view(toy, {"cut.suit": "coeur", "cut.rank": "R"})
    card = v.find("cut")
    assert card.value == "R:coeur"
    assert [row["symbol"] for row in card.attrs["rows"]] == ["♠", "♥", "♦", "♣"]
    assert view(toy, {"cut": "R:coeur"}).find("cut").value == "R:coeur"


def test_caisse_asks_whether_a_contract_was_made_with_no_answer_chosen() -> None:
    # Caisse §3J.2: « fulfilled » is required, with no default: a forgotten « non » must not score as made
    from compagnon.rules import new_game

    caisse = new_game("caisse", ["Ana", "Bea", "Cyr"])
    form = Form.of({"contracts#": "1", "game": "trump", "trump": "pique", "taker": "Ana",
                    "contracts[0].contractant": "Bea", "contracts[0].kind": "quarante_quatre",
                    "contracts[0].phase": "9"})
    raw, problems = from_form(caisse.entry_schema, form, caisse.slug, caisse.players, caisse)
    made = forms.build(caisse, caisse.entry_schema, form, raw, problems).find("contracts[0].fulfilled")
    assert made is not None and made.kind == "choice" and [c.value for c in made.choices] == ["true", "false"]
    assert made.value == "" and made.attrs["default"] is None
    with pytest.raises(DealError) as refused:
        caisse.read_entry(raw)
    assert refused.value.path == "contracts[0].fulfilled"
