"""The referee's protocol, the same for every game (compagnon/rules/referee.py),
with Mille's answers as the example."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compagnon.rules import DealError, SetupError, load, render
from compagnon.rules.referee import QUESTIONS, ask, game_for, schema_of
from compagnon.rules.schema import json_schema


def card(rank: str, suit: str) -> dict[str, str]:
    return {"rank": rank, "suit": suit}


def trick(*plays: dict[str, Any], trump: str | None = None) -> dict[str, Any]:
    return {"question": "trick", "game": "mille", "context": {"trump": trump} if trump else {}, "plays": list(plays)}


def test_mille_the_highest_trump_takes_the_trick_mille_7() -> None:
    answer = ask(trick({"player": "Ana", "card": card("A", "pique")},
                       {"player": "Bea", "card": card("9", "coeur")},
                       {"player": "Cyr", "card": card("10", "pique")}, trump="coeur"))
    assert answer.winner == "Bea" and answer.rule == "Mille §7"
    # no hand given: the lead is free whatever the hand (every spec), the others are not judged
    assert [v.legal for v in answer.plays] == [True, None, None]


def test_mille_without_trump_the_suit_led_takes_it_mille_7() -> None:
    answer = ask(trick({"player": "Ana", "card": card("10", "pique")},
                       {"player": "Bea", "card": card("A", "coeur")},
                       {"player": "Cyr", "card": card("A", "pique")}))
    assert answer.winner == "Cyr"


def test_mille_trumping_while_holding_the_suit_led_is_a_grave_fault_mille_7() -> None:
    answer = ask(trick({"player": "Ana", "card": card("A", "pique")},
                       {"player": "Bea", "card": card("9", "coeur"),
                        "hand": [card("9", "coeur"), card("R", "pique")]},
                       {"player": "Cyr", "card": card("10", "pique"), "hand": [card("10", "pique")]},
                       trump="coeur"))
    bea, cyr = answer.plays[1], answer.plays[2]
    assert bea.legal is False and bea.rule == "Mille §7" and "pique" in render(bea.reason)
    assert cyr.legal is True
    as_json = answer.as_dict()
    assert as_json["winner"] == "Bea" and as_json["plays"][1]["legal"] is False


def test_mille_a_marriage_needs_the_dame_and_the_roi_mille_8() -> None:
    good = ask({"question": "combination", "game": "mille",
                "combination": {"suit": "coeur", "hand": [card("D", "coeur"), card("R", "coeur")]}})
    assert good.valid is True and good.points == 100 and good.rule == "Mille §8"
    bad = ask({"question": "combination", "game": "mille",
               "combination": {"suit": "pique", "hand": [card("D", "pique"), card("R", "coeur")]}})
    assert bad.valid is False and bad.rule == "Mille §8" and bad.as_dict()["points"] is None


@pytest.mark.parametrize(("question", "field"), [
    ({"question": "trick", "game": "mille", "plays": []}, "plays"),
    ({"question": "trick", "game": "mille", "plays": [{"player": "Ana", "card": card("5", "pique")}]}, "plays"),
    ({"question": "trick", "game": "mille", "context": {"trump": "rouge"},
      "plays": [{"player": "Ana", "card": card("A", "pique")}]}, "context"),
    ({"question": "hands", "game": "mille"}, "question"),
    ({"question": "dispute", "game": "mille"}, "question"),
    ({"game": "mille"}, "question"),
])
def test_a_malformed_question_is_refused_naming_the_field(question: dict[str, Any], field: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.field == field


# §1: a single pack; §7: one card each per trick, from the hand the player held
@pytest.mark.parametrize(("question", "path"), [
    pytest.param(trick({"player": "Ana", "card": card("A", "pique")}, {"player": "Ana", "card": card("10", "pique")}),
                 "plays[1].player", id="mille-7-one-player-twice"),
    pytest.param(trick({"player": "Ana", "card": card("A", "pique")}, {"player": "Bea", "card": card("A", "pique")}),
                 "plays", id="mille-1-the-same-card-twice"),
    pytest.param(trick({"player": "Ana", "card": card("A", "pique")},
                       {"player": "Bea", "card": card("10", "pique"),
                        "hand": [card("A", "pique"), card("10", "pique")]}),
                 "plays", id="mille-1-a-hand-holding-a-card-played-by-another"),
    pytest.param(trick({"player": "Ana", "card": card("9", "pique"), "hand": [card("9", "pique"), card("R", "coeur")]},
                       {"player": "Bea", "card": card("10", "pique"),
                        "hand": [card("10", "pique"), card("R", "coeur")]}),
                 "plays", id="mille-1-two-hands-sharing-a-card"),
    pytest.param(trick({"player": "Ana", "card": card("A", "pique"), "hand": [card("R", "pique")]}),
                 "plays[0].hand", id="mille-7-a-hand-without-the-card-played"),
])
def test_mille_a_trick_no_single_pack_allows_is_refused(question: dict[str, Any], path: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.path == path


def test_an_unknown_game_or_house_rule_is_a_setup_error() -> None:
    with pytest.raises(SetupError):
        ask({"question": "trick", "game": "belote"})
    with pytest.raises(SetupError):
        ask({"question": "trick", "game": "mille", "options": {"card_order": "upside_down"}})


def refusal(question: dict[str, Any]) -> dict[str, Any]:
    with pytest.raises((DealError, SetupError)) as refused:
        ask(question)
    as_json: dict[str, Any] = refused.value.as_dict()
    return as_json


def test_the_refusals_say_what_is_wrong() -> None:
    # BN §1: a suit removed from the deck is refused as removed, not listed among the suits allowed
    removed = refusal({"question": "trick", "game": "belote_noisette", "options": {"removed_suit": "pique"},
                       "context": {"trump": "coeur"}, "plays": [{"player": "Ana", "card": card("A", "pique")}]})
    assert removed["path"] == "plays[0].card" and "retirée" in removed["message"]
    assert "pique, coeur" not in removed["message"]
    # a rank is a string: "10", never 10
    number = refusal(trick({"player": "Ana", "card": {"rank": 10, "suit": "pique"}}))
    assert number["path"] == "plays[0].card" and "en texte" in number["message"]
    # no question at all: missing, not unknown
    missing = refusal({"game": "mille"})
    assert missing["field"] == "question" and "manque" in missing["message"] and "inconnue" not in missing["message"]
    # an unknown house rule is named once
    option = refusal({**trick({"player": "Ana", "card": card("A", "pique")}), "options": {"upside": True}})
    assert option["field"] == "options" and option["message"].count("upside") == 1
    # an unknown game: a question has no deal to report it on
    game = refusal({"question": "trick", "game": "belote"})
    assert game["field"] == "game" and "deal" not in game


def test_unknown_keys_are_ignored() -> None:
    answer = ask({**trick({"player": "Ana", "card": card("A", "pique")}), "table": 7, "comment": "vite"})
    assert answer.winner == "Ana"


@pytest.mark.parametrize("slug", sorted(s for s, cls in load().items() if cls.referee_questions))
def test_every_question_a_game_answers_has_a_schema_and_a_json_schema(slug: str) -> None:
    game = game_for({"game": slug})
    for question in game.referee_questions:
        assert question in QUESTIONS
        exported = json_schema(schema_of(game, question))
        assert exported["type"] == "object"


REFEREES = sorted(s for s, cls in load().items() if cls.referee_questions)
CARDS = st.sampled_from([card("A", "pique"), card("10", "coeur"), card("V", "trefle"), card("C", "carreau"),
                         card("7", "coeur"), card("2", "pique"), 1, 21, "excuse", "joker", {"rank": "A"}, "A"])
JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 30) | st.text(max_size=6) | CARDS,
                    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
                        st.sampled_from(["player", "card", "hand", "trump", "cards", "kind", "suit", "rank", "phase",
                                         "game", "contract", "combination", "plays", "context"]),
                        inner, max_size=4), max_leaves=16)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(slug=st.sampled_from(REFEREES or ["mille"]), question=st.sampled_from(QUESTIONS), data=st.data())
def test_any_question_gets_an_answer_or_a_clean_refusal(slug: str, question: str, data: Any) -> None:
    body = {"question": question, "game": slug,
            "context": data.draw(JSON), "plays": data.draw(st.lists(st.fixed_dictionaries(
                {"player": st.sampled_from(["Ana", "Bea", "Cyr", "Dan"]), "card": CARDS},
                optional={"hand": st.lists(CARDS, max_size=6)}), min_size=1, max_size=5) | JSON),
            "combination": data.draw(JSON), "hands": data.draw(JSON)}
    try:
        answer = ask(body)
    except (DealError, SetupError):
        return
    assert answer.as_dict()["question"] == question
