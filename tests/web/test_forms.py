"""Declared fields to form widgets and the submitted form back to an entry,
on a small game made up for the purpose (never registered)."""

from __future__ import annotations

from typing import Any

import pytest
from werkzeug.datastructures import MultiDict

from compagnon.rules import Field, Game, GameState
from compagnon.web import forms


class Toy(Game[GameState]):
    slug = "toy"
    name = "Jeu d'essai"
    players_min = 2
    players_max = 3

    def fields(self) -> tuple[Field, ...]:
        return (
            Field("dealer", "player", "Donneur"),
            Field("taker", "player", "Preneur", required=True),
            Field("bid", "int", "Enchère", required=True),
            Field("doubled", "bool", "Contré"),
            Field("trump", "choice", "Atout", choices=(("p", "Pique"), ("c", "Cœur"))),
            Field("points", "int", "Points", per_player=True),
            Field("melds", "multi", "Annonces", per_player=True, choices=(("a", "A"), ("b", "B"))),
            Field("winners", "bool", "Gagnants", per_player=True),
            Field("fault.player", "player", "Fautif", group="more"),
            Field("fault.grave", "bool", "Grave", group="more"),
            Field("cut.count", "int", "Coupe", group="more"),
            Field("events", "events", "Événements"),
        )


@pytest.fixture
def toy() -> Toy:
    return Toy(["Ana", "Bea", "Cyr"])


def read(toy: Toy, pairs: list[tuple[str, str]]) -> tuple[dict[str, Any], dict[str, str]]:
    return forms.values_to_entry(toy, MultiDict(pairs))


def test_empty_optional_inputs_are_omitted_and_unchecked_bools_false(toy: Toy) -> None:
    entry, errors = read(toy, [("taker", "Ana"), ("bid", "100"), ("trump", ""), ("points@0", ""),
                               ("fault.player", "")])
    assert errors == {}
    assert entry == {"taker": "Ana", "bid": 100, "doubled": False}


def test_per_player_values_and_nested_names(toy: Toy) -> None:
    entry, errors = read(toy, [("dealer", "Cyr"), ("taker", "Bea"), ("bid", " 1 000 "), ("doubled", "on"),
                               ("points@0", "30"), ("points@2", "-5"), ("melds@1", "a"), ("melds@1", "b"),
                               ("winners@2", "on"), ("fault.player", "Ana"), ("cut.count", "18")])
    assert errors == {}
    assert entry == {
        "dealer": "Cyr", "taker": "Bea", "bid": 1000, "doubled": True,
        "points": {"Ana": 30, "Cyr": -5}, "melds": {"Bea": ["a", "b"]},
        "winners": {"Ana": False, "Bea": False, "Cyr": True},
        "fault": {"player": "Ana"}, "cut": {"count": 18},
    }


@pytest.mark.parametrize(("pairs", "field"), [
    ([("bid", "douze")], "bid"),
    ([("bid", "1e3")], "bid"),
    ([("points@1", "3.5")], "points"),
    ([("cut.count", "--")], "cut.count"),
    ([("bid", "12345678901234")], "bid"),
])
def test_numbers_that_do_not_read_are_field_errors(toy: Toy, pairs: list[tuple[str, str]], field: str) -> None:
    _, errors = read(toy, pairs)
    assert list(errors) == [field]
    assert "nombre entier attendu" in errors[field]


def test_entry_round_trips_through_the_form(toy: Toy) -> None:
    entry = {"dealer": "Cyr", "taker": "Bea", "bid": 120, "doubled": True, "trump": "c",
             "points": {"Ana": 30, "Cyr": 0}, "melds": {"Bea": ["a", "b"]},
             "winners": {"Ana": False, "Bea": True, "Cyr": False},
             "fault": {"player": "Ana", "grave": True}, "cut": {"count": 18}}
    values = forms.entry_to_values(toy, entry)
    again, errors = forms.values_to_entry(toy, values)
    assert errors == {}
    assert again == entry


def test_defaults_prefill_the_dealer(toy: Toy) -> None:
    values = forms.defaults_for(toy, "Bea")
    assert values.get("dealer") == "Bea"


def test_widgets_follow_the_declared_fields(toy: Toy) -> None:
    widgets = forms.widgets(toy, MultiDict([("points@1", "7")]), {"points": "faux"})
    names = [w.field.name for w in widgets]
    assert "events" not in names  # drawn by the game's own template
    points = next(w for w in widgets if w.field.name == "points")
    assert [i.label for i in points.inputs] == ["Ana", "Bea", "Cyr"]
    assert points.inputs[1].value == "7" and points.error == "faux" and points.filled
    taker = next(w for w in widgets if w.field.name == "taker")
    assert taker.choices == (("Ana", "Ana"), ("Bea", "Bea"), ("Cyr", "Cyr")) and taker.radios


@pytest.mark.parametrize(("error", "target"), [
    ("bid", "bid"), ("fault", "fault.player"), ("fault.grave", "fault.grave"), ("cut", "cut.count"),
    ("deal", None), ("card", None), (None, None),
])
def test_engine_errors_map_to_a_field(toy: Toy, error: str | None, target: str | None) -> None:
    assert forms.error_field(toy, error) == target
