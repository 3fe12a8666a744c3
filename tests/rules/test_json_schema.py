"""The published JSON Schema says everything the engine checks on one field.

For every game of the registry and every variant, each casebook entry the
rules accept validates against the exported schema (players unnamed, and
named), and every simple mutation of it that the engine refuses (a value of
another JSON type at any place, the entry as a list…) is refused by
the schema too: a client that trusts the schema sends nothing the engine
then refuses for its shape.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from compagnon.rules import DealError, Game, new_game, schema
from compagnon.rules.registry import load
from compagnon.rules.schema import (
    All,
    Asked,
    Choice,
    Field,
    Given,
    Int,
    Is,
    Not,
    Null,
    Player,
    PlayerMap,
    Record,
    Same,
    Text,
)

CASEBOOK = Path(__file__).parent.parent / "casebook"

#: a value of each JSON type, to put where a value of another type is (not null: given
#: for an optional value, null means it is absent, and what must be there when is the rules' checks)
OTHERS: tuple[Any, ...] = ("x", 7, 1.5, True, [], {})


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number" if isinstance(value, float) else "integer"
    return {str: "string", list: "array", dict: "object"}[type(value)]


def _variants() -> list[tuple[str, str | None]]:
    return [(slug, variant) for slug, cls in sorted(load().items()) for variant in (cls.variants or (None,))]


VARIANTS = _variants()


def _cases(slug: str, variant: str | None) -> list[dict[str, Any]]:
    cls = load()[slug]
    out = []
    for path in sorted(CASEBOOK.glob(f"{slug}-*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if (case.get("variant") or cls.default_variant or (cls.variants[0] if cls.variants else None)) == variant:
            out.append(case)
    return out


def _accepted(case: dict[str, Any]) -> list[Any]:
    """The deals the casebook says are accepted: all of them, or those before the refused one."""
    error = case["expect"].get("error")
    deals = list(case["deals"])
    return deals if error is None else deals[: max(0, (error.get("deal") or 1) - 1)]


@cache
def _game(slug: str, players: tuple[str, ...], variant: str | None, options: str) -> Game[Any]:
    return new_game(slug, list(players), variant, json.loads(options), only_playable=False)


@cache
def _validator(slug: str, players: tuple[str, ...], variant: str | None, options: str,
               named: bool) -> jsonschema.Draft202012Validator:
    """One validator per exported schema (building one per entry is what made these tests slow)."""
    schema = _game(slug, players, variant, options).json_schema(named_players=named)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def _setups(slug: str, variant: str | None) -> Iterator[tuple[tuple[Any, ...], list[Any]]]:
    """Each case's game (as the key of its validators) and the entries it accepts."""
    for case in _cases(slug, variant):
        key = (slug, tuple(case["players"]), case.get("variant"), json.dumps(case.get("options") or {}))
        yield key, _accepted(case)


def _shape(value: Any) -> str:
    """What tells two values apart for a schema that does not look at their
    text: the JSON type, and an object's keys and ``kind``."""
    if isinstance(value, dict):
        return f"object{sorted(value)}{value.get('kind')!r}"
    return _json_type(value)


def mutations(value: Any, path: str = "", item: str = "") -> Iterator[tuple[str, tuple[str, ...], Any]]:
    """Every simple mutation of ``value``: at each place, the value replaced
    by one of another JSON type, with the path it was made at and its
    likeness (the same mutation at the same place of list items of the same
    shape is the same question to the schema, whose items share one schema)."""
    kind = _json_type(value)
    like = (re.sub(r"\[\d+\]", "[]", path), _shape(value), item)
    for other in OTHERS:
        if _json_type(other) != kind:
            yield path or "(entry)", (*like, repr(other)), other
    if isinstance(value, dict):
        for key, inner in value.items():
            for where, alike, mutated in mutations(inner, f"{path}.{key}" if path else key, item):
                yield where, alike, {**value, key: mutated}
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            for where, alike, mutated in mutations(inner, f"{path}[{i}]", item or _shape(inner)):
                yield where, alike, [*value[:i], mutated, *value[i + 1:]]


def _refused_at(game: Game[Any], entry: Any, where: str) -> bool:
    """Whether the engine refuses the value at ``where`` itself (a value of a
    type its place takes, refused by a rule spanning several fields, is the
    rules' business, not the schema's)."""
    try:
        game.read_entry(entry)
    except DealError as refused:
        return any(p.path == ("deal" if where == "(entry)" else where) for p in refused.problems)
    return False


def test_mutations_walk_every_place() -> None:
    made = [(where, mutant) for where, _, mutant in mutations({"taker": "Ana", "points": {"Ana": 3}})]
    assert ("(entry)", "x") in made and ("(entry)", {}) not in made
    assert ("taker", {"taker": 7, "points": {"Ana": 3}}) in made
    assert ("points.Ana", {"taker": "Ana", "points": {"Ana": "x"}}) in made
    assert ("points.Ana", {"taker": "Ana", "points": {"Ana": 1.5}}) in made
    assert ("points.Ana", {"taker": "Ana", "points": {"Ana": 8}}) not in made
    assert len(made) == 4 * (len(OTHERS) - 1)  # the entry, taker, points, points.Ana


def test_mutations_of_list_items_alike_are_alike() -> None:
    def likes(entry: Any) -> dict[str, tuple[str, ...]]:
        return {where: like for where, like, _ in mutations(entry) if like[-1] == "'x'"}

    same = likes({"items": [{"kind": "bid", "n": 1}, {"kind": "bid", "n": 2}]})
    assert same["items[0].n"] == same["items[1].n"]
    bids = likes({"items": [{"kind": "bid", "n": 1}, {"kind": "pass", "n": 1}]})
    assert bids["items[0].n"] != bids["items[1].n"]


def test_every_game_and_variant_has_accepted_casebook_entries() -> None:
    assert {slug for slug, _ in VARIANTS} == set(load())
    for slug, variant in VARIANTS:
        assert any(entries for _, entries in _setups(slug, variant)), f"{slug} ({variant}) has no accepted entry"


@pytest.mark.parametrize(("slug", "variant"), VARIANTS, ids=[f"{s}-{v}" if v else s for s, v in VARIANTS])
def test_every_accepted_casebook_entry_validates(slug: str, variant: str | None) -> None:
    for key, entries in _setups(slug, variant):
        for named in (False, True):
            validator = _validator(*key, named)
            for entry in entries:
                errors = [e.message for e in validator.iter_errors(entry)]
                assert not errors, f"{slug}: {entry} (named players: {named}): {errors}"


@pytest.mark.parametrize(("slug", "variant"), VARIANTS, ids=[f"{s}-{v}" if v else s for s, v in VARIANTS])
def test_every_mutation_the_engine_refuses_the_schema_refuses(slug: str, variant: str | None) -> None:
    counted = 0
    for key, entries in _setups(slug, variant):
        game = _game(*key)
        validators = [_validator(*key, False), _validator(*key, True)]
        asked: set[tuple[str, ...]] = set()
        for entry in entries:
            for where, like, mutant in [("(entry)", ("list",), [entry]), *mutations(entry)]:
                if like in asked or not _refused_at(game, mutant, where):
                    continue
                asked.add(like)
                counted += 1
                for validator in validators:
                    assert not validator.is_valid(mutant), \
                        f"{slug}: the schema accepts {where} → {mutant!r}, which the engine refuses"
    assert counted, f"{slug}: some mutation is refused"


# --------------------------------------------------------------------- the conditions, one by one

FAULT = Record((Field("player", Player(), required=True), Field("kind", Choice(("misdeal", "revoke")))))
CONDITIONAL = Record((
    Field("taker", Player()),
    Field("winner", Player(), required=True, nullable=True),
    Field("fault", FAULT),
    Field("misdeal_points", Int(None, 200), required=True, when=Is("fault.kind", "misdeal")),
    Field("stop", Int(None, 200), required=True, when=All(Given("fault"), Same("fault.player", "taker"))),
    Field("end", Int(None, 200), when=Not(Null("winner"))),
))


@pytest.mark.parametrize(("entry", "read"), [
    # a condition inside a record field (Is on a path)
    ({"winner": None, "fault": {"player": "Ana", "kind": "misdeal"}, "misdeal_points": 3}, True),
    ({"winner": None, "fault": {"player": "Ana", "kind": "misdeal"}}, False),
    ({"winner": None, "fault": {"player": "Ana", "kind": "misdeal"}, "misdeal_points": "3"}, False),
    ({"winner": None, "fault": None, "misdeal_points": "ignored"}, True),
    ({"winner": None, "fault": {"player": "Ana", "kind": "revoke"}, "misdeal_points": "ignored"}, True),
    # two values compared (Same): said with the players' names
    ({"winner": None, "taker": "Bea", "fault": {"player": "Bea"}, "stop": 2}, True),
    ({"winner": None, "taker": "Bea", "fault": {"player": "Bea"}}, False),
    ({"winner": None, "taker": "Bea", "fault": {"player": "Ana"}, "stop": "ignored"}, True),
    # null as a value (Null)
    ({"winner": "Ana", "end": 1}, True),
    ({"winner": "Ana", "end": "x"}, False),
    ({"winner": None, "end": "ignored"}, True),
])
def test_each_condition_holds_in_the_schema_as_in_the_engine(entry: dict[str, Any], read: bool) -> None:
    players = ("Ana", "Bea")
    try:
        schema.read(CONDITIONAL, entry, "test", players)
    except DealError:
        assert not read
    else:
        assert read
    validator = jsonschema.Draft202012Validator(schema.json_schema(CONDITIONAL, players=players))
    assert validator.is_valid(entry) == read


def test_a_comparison_without_the_players_names_keeps_the_field_typed() -> None:
    exported = schema.json_schema(CONDITIONAL)
    assert exported["properties"]["stop"] == {"type": "integer", "maximum": 200}
    assert not any("stop" in c["then"]["properties"] for c in exported["allOf"])
    assert exported["properties"]["misdeal_points"] == {}


def test_a_field_a_house_rule_asks_for_is_read_when_given() -> None:
    record = Record((Field("taker", Text(30), when=Asked("taker", "defenders_are_partners")),))
    validator = jsonschema.Draft202012Validator(schema.json_schema(record))
    assert validator.is_valid({}) and validator.is_valid({"taker": "Ana"}) and validator.is_valid({"taker": None})
    assert not validator.is_valid({"taker": 3})


def test_a_complete_map_takes_no_null() -> None:
    players = ("Ana", "Bea")
    for complete, read in ((True, False), (False, True)):
        record = Record((Field("points", PlayerMap(Int(None, 200), complete=complete), required=True),))
        entry = {"points": {"Ana": 3, "Bea": None}}
        try:
            schema.read(record, entry, "test", players)
        except DealError:
            assert not read
        else:
            assert read
        for named in (None, players):
            assert jsonschema.Draft202012Validator(schema.json_schema(record, players=named)).is_valid(entry) == read


# --------------------------------------------------------------------- every number has its ceiling

def _integers(node: Any, path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        if node.get("type") == "integer":
            yield path, node
        for key, value in node.items():
            yield from _integers(value, f"{path}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _integers(value, f"{path}/{i}")


def _every_schema(slug: str) -> Iterator[tuple[str, dict[str, Any]]]:
    cls = load()[slug]
    yield "options", schema.json_schema(cls.options_schema)
    for variant in cls.variants or (None,):
        example = cls.example(variant)
        yield f"entry {variant}", example.json_schema()
        for question in example.referee_questions:
            yield f"referee {question}", schema.json_schema(example.referee_schema(question))


@pytest.mark.parametrize("slug", sorted(load()))
def test_every_integer_of_every_schema_has_a_maximum(slug: str) -> None:
    # an unbounded integer let one entry (a Mille contract of 4,300 digits) push a total past what
    # a page can print: every entry field, house rule and referee question says its ceiling
    found = [(where, path) for where, exported in _every_schema(slug) for path, node in _integers(exported)
             if not isinstance(node.get("maximum"), int)]
    assert not found


@pytest.mark.parametrize("slug, entry, field", [
    # section: the fields that had no ceiling, each just past the one its rules give
    ("mille", {"taker": "Ana", "contract": 405, "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10}}, "contract"),
    ("mille", {"taker": "Ana", "contract": 10**15, "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10}}, "contract"),
    ("mille", {"taker": "Ana", "contract": 130, "taker_had_marriage_at_bid": True,
               "fault": {"player": "Ana", "kind": "no_follow"}, "points_at_stop": {"Bea": 401, "Cyr": 0}},
     "points_at_stop.Bea"),
    ("loba", {"out_player": "Ana", "penalty_points": {"Bea": 10**12, "Cyr": 5}}, "penalty_points.Bea"),
    ("reversis", {"faults": [{"player": "Ana", "article": "LII", "count": 12}]}, "faults[0].count"),
])
def test_a_number_past_what_the_rules_allow_is_refused(slug: str, entry: dict[str, Any], field: str) -> None:
    players = {"mille": ["Ana", "Bea", "Cyr"], "loba": ["Ana", "Bea", "Cyr"],
               "reversis": ["Ana", "Bea", "Cyr", "Dan"]}[slug]
    game = new_game(slug, players)
    with pytest.raises(DealError) as refused:
        game.read_entry(entry)
    assert field in [p.path for p in refused.value.problems]
