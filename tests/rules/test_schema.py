"""The entry schema on its own: reading, refusing, writing back, JSON Schema.

A small record using every kind, read for three players; the general
rulings of the casebook (null is absent, strict types, exact card spelling,
objects that must name something, per-player keys) are checked here once
for every game.
"""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest

from compagnon.rules import DealError, Message
from compagnon.rules.decks import LAS_VEGAS, PIQUET_32, TAROT_78, Card, Suit, trump
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
    OneOf,
    Player,
    PlayerMap,
    Record,
    Scope,
    Tagged,
    Text,
    Truthy,
    from_form,
    json_schema,
    read,
    suit_choice,
    to_form,
    write,
)

PLAYERS = ("Ana", "Bea", "Cyr")


def others(scope: Scope) -> list[str] | None:
    taker = scope["taker"]
    return None if taker is None else [p for p in scope.players if p != taker]


def check_bid(scope: Scope, bid: int) -> None:
    if bid > 100 and not scope["doubled"]:
        scope.refuse(Message("schema.label.raw", {"name": "contre requis"}), "Test §1", at="doubled")


RECORD = Record((
    Field("dealer", Player()),
    Field("misdeal", Bool(), default=False),
    Field("doubled", Bool(), default=False, when=Not(Truthy("misdeal"))),
    Field("taker", Player(), required=True, when=Not(Truthy("misdeal"))),
    Field("bid", Int(0, 200, step=10), required=True, when=Not(Truthy("misdeal")), checks=(check_bid,)),
    Field("status", Choice(("played", "redeal", 2)), default="played"),
    Field("trump", suit_choice(), when=Is("status", "played")),
    Field("points", PlayerMap(Int(0, 50), keys=others), needs=("taker",)),
    Field("melds", PlayerMap(ListOf(suit_choice(), max=4), complete=False), default={}),
    Field("cut", CardKind(PIQUET_32)),
    Field("fault", Record((Field("player", Player(), required=True), Field("note", Text(20))))),
    Field("bets", ListOf(Record((Field("player", Player(), required=True),
                                 Field("action", Choice(("bet", "hold")), required=True))), max=3), default=()),
    Field("events", ListOf(Tagged("kind", {
        "blank": Record((Field("player", Player(), required=True),)),
        "combo": Record((Field("player", Player(), required=True),
                         Field("type", Choice(("pair", "run")), required=True),
                         Field("suit", suit_choice(), required=True, when=Is("type", "run")))),
    })), default=()),
    Field("bid_or_pass", OneOf(Int(150, 400), Choice(("pass",)))),
    Field("winner", Player(), required=True, nullable=True),
))


def entry(**values: Any) -> dict[str, Any]:
    return {"taker": "Ana", "bid": 100, "winner": "Bea", **values}


def read_it(raw: Any, state: Any = None) -> Any:
    return read(RECORD, raw, "test", PLAYERS, state=state)


def refusal(raw: Any) -> DealError:
    with pytest.raises(DealError) as refused:
        read_it(raw)
    return refused.value


# --------------------------------------------------------------------- reading

def test_every_declared_field_is_in_the_values_with_its_default() -> None:
    values = read_it(entry())
    assert values["misdeal"] is False and values["status"] == "played" and values["melds"] == {}
    assert values["dealer"] is None and values["fault"] is None and values["bets"] == ()


@pytest.mark.parametrize("raw, path", [
    # general ruling: a boolean is true or false, an integer a JSON integer
    (entry(doubled=1), "doubled"), (entry(doubled="true"), "doubled"),
    (entry(bid=True), "bid"), (entry(bid="100"), "bid"), (entry(bid=100.0), "bid"),
    (entry(bid=205), "bid"), (entry(bid=105), "bid"),
    # a player of the game, a choice of the list, typed (2 is not "2")
    (entry(taker="Zed"), "taker"), (entry(status="2"), "status"), (entry(status="Played"), "status"),
    # general ruling: cards spelled exactly
    (entry(cut={"rank": "r", "suit": "pique"}), "cut"), (entry(cut={"rank": 10, "suit": "coeur"}), "cut"),
    (entry(cut={"rank": "R", "suit": "Pique"}), "cut"), (entry(cut={"rank": "2", "suit": "pique"}), "cut"),
    (entry(cut={"rank": "R", "suit": "pique", "x": 1}), "cut"), (entry(cut="joker"), "cut"),
    # general ruling: an object that must name something is refused without it
    (entry(fault={}), "fault.player"), (entry(fault={"player": None}), "fault.player"),
    # per-player keys name players the field concerns
    (entry(points={"Zed": 3}), "points"), (entry(points={"Ana": 3, "Bea": 4, "Cyr": 5}), "points"),
    (entry(points={"Bea": 4}), "points"), (entry(melds={"Ana": ["rouge"]}), "melds.Ana[0]"),
    # lists, tagged records, one-of
    (entry(bets=[{"player": "Ana"}]), "bets[0].action"), (entry(bets=[None]), "bets[0]"),
    (entry(bets=[{"player": "Ana", "action": "bet"}] * 4), "bets"),
    (entry(events=[{"kind": "combo", "player": "Ana", "type": "run"}]), "events[0].suit"),
    (entry(events=[{"kind": "joker"}]), "events[0].kind"), (entry(events=[{"player": "Ana"}]), "events[0].kind"),
    (entry(bid_or_pass=140), "bid_or_pass"), (entry(bid_or_pass="passe"), "bid_or_pass"),
    (entry(bid_or_pass=[1]), "bid_or_pass"),
    # a required key that may be null must still be there; null is refused for a required field
    ({"taker": "Ana", "bid": 100}, "winner"), (entry(taker=None), "taker"),
    # text: bounded, readable
    (entry(fault={"player": "Ana", "note": "x" * 21}), "fault.note"),
    (entry(fault={"player": "Ana", "note": "\ud800"}), "fault.note"),
])
def test_refusals_name_the_path(raw: dict[str, Any], path: str) -> None:
    assert refusal(raw).path == path


@pytest.mark.parametrize("raw", [
    # general ruling: null for an optional field is absence, at every level
    entry(dealer=None, fault=None, melds={"Ana": None}, bets=None, trump=None),
    entry(winner=None),  # nullable: null is a value
    entry(misdeal=True, taker="Zed", bid="x", doubled="x"),  # ignored when the condition fails
    entry(status="redeal", trump="rouge"),
    entry(unknown_key={"deep": [1, 2]}),  # keys the spec does not list are ignored
    entry(points={"Bea": 3, "Cyr": 4}, melds={"Ana": ["pique", "coeur"]}),
    entry(bid_or_pass=160), entry(bid_or_pass="pass"),
])
def test_accepted_entries_write_back_unchanged(raw: dict[str, Any]) -> None:
    values = read_it(raw)
    assert write(RECORD, values) == raw


def test_values_are_typed() -> None:
    values = read_it(entry(cut={"rank": "R", "suit": "coeur"}, trump="pique", melds={"Ana": ["coeur"]},
                           events=[{"kind": "combo", "player": "Bea", "type": "run", "suit": "carreau"}]))
    assert values["cut"] == Card("R", Suit.COEUR) and values["trump"] is Suit.PIQUE
    assert values["melds"]["Ana"] == (Suit.COEUR,)
    assert values["events"][0]["suit"] is Suit.CARREAU and values["events"][0]["kind"] == "combo"


def test_every_problem_is_reported_in_the_declared_order() -> None:
    error = refusal({"dealer": "Zed", "taker": "Zed", "bid": "x", "status": "?", "winner": "Zed"})
    assert [p.path for p in error.problems] == ["dealer", "taker", "bid", "status", "winner"]
    assert error.field == "dealer"


def test_a_check_reports_in_the_order_of_the_field_it_follows() -> None:
    # the check on bid speaks about doubled, but after taker's own refusal
    error = refusal(entry(taker="Zed", bid=150))
    assert [p.path for p in error.problems] == ["taker", "doubled"]
    assert error.problems[1].rule == "Test §1"


def test_a_map_keyed_by_computed_players_is_skipped_when_they_cannot_be_computed() -> None:
    error = refusal(entry(taker="Zed", points={"Ana": 1}))
    assert [p.path for p in error.problems] == ["taker"]


def test_cards_of_other_decks() -> None:
    tarot = Record((Field("c", CardKind(TAROT_78)),))
    assert read(tarot, {"c": 21}, "t", PLAYERS)["c"] == trump(21)
    assert read(tarot, {"c": "excuse"}, "t", PLAYERS)["c"].is_excuse
    assert read(tarot, {"c": {"rank": "C", "suit": "coeur"}}, "t", PLAYERS)["c"] == Card("C", Suit.COEUR)
    for bad in (22, 0, True, "joker"):
        with pytest.raises(DealError):
            read(tarot, {"c": bad}, "t", PLAYERS)
    vegas = Record((Field("c", CardKind(LAS_VEGAS)),))
    assert read(vegas, {"c": "joker"}, "t", PLAYERS)["c"].is_joker


def test_strict_records_refuse_unknown_keys() -> None:
    options = Record((Field("turns", Int(1, 10), default=3),), strict=True)
    assert read(options, {}, "t", PLAYERS, prefix="option")["turns"] == 3
    with pytest.raises(DealError) as refused:
        read(options, {"turn": 2}, "t", PLAYERS, prefix="option")
    assert refused.value.path == "turn"


def test_the_reader_never_descends_into_what_it_does_not_declare() -> None:
    deep: Any = []
    for _ in range(5000):
        deep = [deep]
    assert read_it(entry(unknown=deep))["taker"] == "Ana"
    assert refusal(entry(bets=deep)).path == "bets[0]"


# --------------------------------------------------------------------- JSON Schema

def test_json_schema_accepts_what_the_reader_accepts() -> None:
    schema = json_schema(RECORD, players=PLAYERS)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for raw in (entry(), entry(misdeal=True, taker="Zed"), entry(winner=None, cut={"rank": "7", "suit": "trefle"}),
                entry(events=[{"kind": "blank", "player": "Ana"}], bid_or_pass="pass")):
        read_it(raw)
        validator.validate(raw)
    with pytest.raises(jsonschema.ValidationError):
        validator.validate(entry(bid="100"))


# --------------------------------------------------------------------- forms

def test_form_data_reads_back_to_the_entry() -> None:
    raw = entry(dealer="Cyr", doubled=True, trump="coeur", points={"Bea": 3, "Cyr": 4},
                melds={"Ana": ["pique", "coeur"]}, cut={"rank": "10", "suit": "carreau"},
                fault={"player": "Bea", "note": "revoke"}, bets=[{"player": "Ana", "action": "bet"}],
                events=[{"kind": "combo", "player": "Bea", "type": "run", "suit": "pique"}], bid_or_pass="pass",
                winner=None)
    form = Form.of(to_form(RECORD, raw))
    back, problems = from_form(RECORD, form, "test", PLAYERS)
    assert problems == [] and back == raw


def test_form_numbers_are_read_as_people_type_them() -> None:
    back, problems = from_form(RECORD, Form.of({"bid": " 1 00 ", "taker": "Ana"}), "test", PLAYERS)
    assert back["bid"] == 100 and not problems
    back, problems = from_form(RECORD, Form.of({"bid": "cent"}), "test", PLAYERS)
    assert "bid" not in back and problems[0].path == "bid"


def test_form_derives_the_last_value_of_a_fixed_total() -> None:
    record = Record((Field("tp", PlayerMap(Int(0, 120), total=120)),))
    back, _ = from_form(record, Form.of({"tp.Ana": "78", "tp.Bea": "30"}), "t", PLAYERS)
    assert back["tp"] == {"Ana": 78, "Bea": 30, "Cyr": 12}
    back, _ = from_form(record, Form.of({"tp.Ana": "78"}), "t", PLAYERS)
    assert back["tp"] == {"Ana": 78}


def test_form_a_group_left_at_its_defaults_is_not_entered() -> None:
    # the radios of an optional group are drawn at their defaults: posted as they are, with its required
    # field empty, the group was left alone (Frappe's extension in a manche over in its 1st round, Fr §4.1)
    record = Record((Field("a", Int(None, 9)), Field("ext", Record((
        Field("cards", ListOf(Int(1, 9), min=1), required=True),
        Field("direction", Choice(("ltr", "rtl")), default="ltr"),
        Field("swap", Bool(), default=False),
    )))))
    back, _ = from_form(record, Form.of({"a": "3", "ext.direction": "ltr", "ext.swap": "false"}), "t", PLAYERS)
    assert back == {"a": 3}
    # a value other than its default is something entered: the group is read, and refused for what it lacks
    back, _ = from_form(record, Form.of({"a": "3", "ext.direction": "rtl"}), "t", PLAYERS)
    assert back == {"a": 3, "ext": {"direction": "rtl"}}
    # its required field given: the defaults go with it
    back, _ = from_form(record, Form.of({"ext.cards[0]": "4", "ext.cards#": "1", "ext.direction": "ltr"}), "t",
                        PLAYERS)
    assert back == {"ext": {"cards": [4], "direction": "ltr"}}


def test_a_check_sees_the_raw_record_and_may_report_at_an_earlier_place() -> None:
    seen: list[Any] = []

    def late(scope: Scope, value: Any) -> None:
        seen.append((dict(scope.raw), scope.given("a"), scope.given("b")))
        scope.refuse(Message("schema.label.raw", {"name": "late"}), at="a", under="a")

    record = Record((Field("a", Int(None, 9)), Field("b", Int(None, 9)), Field("c", Int(None, 9), checks=(late,))))
    with pytest.raises(DealError) as refused:
        read(record, {"a": 1, "b": None, "c": 3, "d": "x"}, "t", PLAYERS)
    assert seen == [({"a": 1, "b": None, "c": 3, "d": "x"}, True, False)]
    with pytest.raises(DealError) as refused:
        read(record, {"a": 1, "b": "two", "c": 3}, "t", PLAYERS)
    # the late check speaks under a: before b's own refusal
    assert [p.path for p in refused.value.problems] == ["a", "b"]
