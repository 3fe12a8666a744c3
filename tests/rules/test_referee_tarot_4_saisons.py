"""The referee of Tarot 4 saisons: tricks from the rulebook's §3, §9 and §10, the Suites of §8,
asked as the API asks, with the article of every answer."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from referee_tables import any_trick_is_answered, j, js, legal, on_rules_page, trick, unlabelled

from compagnon.rules import DealError, render
from compagnon.rules.games.tarot_4_saisons import TAROT_50
from compagnon.rules.referee import ask

T4S = "tarot_4_saisons"

# winner, each play's verdict (None: no hand given), each play's article
TRICKS = [
    # §3: As < 2 < 4 < Valet < Cavalier < Dame < Roi
    pytest.param(trick(T4S, "Ana:Ac, Bea:Rc, Cyr:4c"), "Bea", [True, None, None], [None] * 3,
                 id="§3 the Roi tops the suit"),
    pytest.param(trick(T4S, "Ana:4c, Bea:2c, Cyr:Vc"), "Cyr", [True, None, None], [None] * 3,
                 id="§3 Valet above the 4"),
    pytest.param(trick(T4S, "Ana:Cc, Bea:Rp/Rp Ap, Cyr:Dc"), "Cyr", [True, True, None], [None] * 3,
                 id="§3 §9 another suit never wins"),
    # §3, §9: the trumps go 1 to 21, the highest takes it
    pytest.param(trick(T4S, "Ana:Rc, Bea:2/2, Cyr:1/1"), "Bea", [True, True, True], [None] * 3,
                 id="§9 the highest trump; under-trumping when unable to go higher"),
    # §9: follow the suit led
    pytest.param(trick(T4S, "Ana:Vc, Bea:4p/4p 2c 4"), "Ana", [True, False], [None, "T4S §9"],
                 id="§9 follow the suit led"),
    pytest.param(trick(T4S, "Ana:Vc, Bea:4/4p 2c 4"), "Bea", [True, False], [None, "T4S §9"],
                 id="§9 no trumping while holding the suit"),
    # §9: void, trump; with a trump already down, go higher when able
    pytest.param(trick(T4S, "Ana:Vk, Bea:4p/4p 4"), "Ana", [True, False], [None, "T4S §9"],
                 id="§9 void of the suit must trump"),
    pytest.param(trick(T4S, "Ana:Vk, Bea:10, Cyr:4/4 15"), "Bea", [True, None, False], [None, None, "T4S §9"],
                 id="§9 must overtrump when able"),
    pytest.param(trick(T4S, "Ana:Vk, Bea:16, Cyr:4/4 15"), "Bea", [True, None, True], [None] * 3,
                 id="§9 unable to overtrump, still a trump"),
    pytest.param(trick(T4S, "Ana:8, Bea:4/4 15"), "Ana", [True, False], [None, "T4S §9"],
                 id="§9 trump led, go higher"),
    pytest.param(trick(T4S, "Ana:Vk, Bea:2c/2c 4p"), "Ana", [True, True], [None] * 2,
                 id="§9 neither suit nor trump, any card"),
    # §9: the Excuse led, the next card sets the suit; §3: it never wins; T-4: it may replace the card due
    pytest.param(trick(T4S, "Ana:excuse, Bea:2k, Cyr:Rk"), "Cyr", [True, None, None], [None] * 3,
                 id="§9 Excuse led, the next card sets the suit"),
    pytest.param(trick(T4S, "Ana:excuse, Bea:2k, Cyr:Rc/Rc"), "Bea", [True, None, True], [None] * 3,
                 id="§9 Excuse led, another suit never wins"),
    pytest.param(trick(T4S, "Ana:3, Bea:excuse/excuse 4, Cyr:1"), "Ana", [True, True, None],
                 [None, "T4S §9", None],
                 id="§3 T-4 the Excuse instead of a trump, and it never wins"),
    # §10: not in the last two tricks (−6); when it is all that is left it is played and still costs 6
    pytest.param(trick(T4S, "Ana:Vc, Bea:excuse/excuse 2c", trick_number=14), "Ana", [True, False],
                 [None, "T4S §10"], id="§10 no Excuse in trick 14"),
    pytest.param(trick(T4S, "Ana:Vc, Bea:excuse/excuse", trick_number=15), "Ana", [True, True],
                 [None, "T4S §10"], id="§10 the Excuse kept to the end still costs 6"),
    pytest.param(trick(T4S, "Ana:Vc, Bea:excuse/excuse 2c", trick_number=13), "Ana", [True, True],
                 [None, "T4S §9"], id="§10 the Excuse is free before the last two tricks"),
    pytest.param(trick(T4S, "Ana:excuse/excuse 2c, Bea:4c", trick_number=14), "Bea", [False, None],
                 ["T4S §10", None], id="§10 no Excuse led in trick 14 either"),
]


@pytest.mark.parametrize("question, winner, verdicts, rules", TRICKS)
def test_t4s_9_the_trick_and_each_play(question: dict[str, Any], winner: str, verdicts: list[bool | None],
                                       rules: list[str | None]) -> None:
    answer = ask(question)
    assert answer.winner == winner and answer.rule == "T4S §3"
    assert legal(answer) == verdicts
    assert [v.rule for v in answer.plays] == rules
    for v in answer.plays:
        assert v.rule is None or on_rules_page(T4S, v.rule)


@pytest.mark.parametrize("question, words", [
    (trick(T4S, "Ana:Rc, Bea:2, Cyr:1"), ["plus fort atout", "atout 2"]),
    (trick(T4S, "Ana:4c, Bea:Vc"), ["couleur demandée (cœur)", "Valet ♥"]),
    # §10: the Excuse goes to the winner unless its player hands over a 2 or a 4
    (trick(T4S, "Ana:Rc, Bea:excuse, Cyr:Dc"), ["Bea la garde en donnant à Ana un 2 ou un 4", "elle va à Ana"]),
    # §6: the Petit au bout, the 2 avant-dernier; no bonus for capturing them
    (trick(T4S, "Ana:Rc, Bea:1", trick_number=15), ["Petit au bout : 3 points (6"]),
    (trick(T4S, "Ana:Rc, Bea:2", trick_number=14), ["2 avant-dernier : 2 points (4"]),
])
def test_t4s_3_the_winner_is_explained(question: dict[str, Any], words: list[str]) -> None:
    said = render(ask(question).as_dict()["reason"])
    for word in words:
        assert word in said


def test_t4s_6_capturing_the_petit_in_the_last_trick_earns_nothing() -> None:
    said = ask(trick(T4S, "Ana:1, Bea:5", trick_number=15)).as_dict()["reason"]
    assert "Petit au bout" not in said


def test_t4s_11_a_fault_names_the_obligation() -> None:
    answer = ask(trick(T4S, "Ana:Vc, Bea:4p/4p 2c")).as_dict()
    assert "il faut fournir du cœur" in answer["plays"][1]["reason"]
    answer = ask(trick(T4S, "Ana:Vk, Bea:4p/4p 4")).as_dict()
    assert "sans carreau, il faut couper" in answer["plays"][1]["reason"]
    answer = ask(trick(T4S, "Ana:8, Bea:2c/2c 4")).as_dict()
    assert "Atout demandé" in answer["plays"][1]["reason"]
    answer = ask(trick(T4S, "Ana:Vc, Bea:excuse/excuse 2c", trick_number=15)).as_dict()
    assert "deux derniers plis" in answer["plays"][1]["reason"]


@pytest.mark.parametrize("question, field", [
    # §1: no 3s, no 5 to 10 in the suits
    (trick(T4S, "Ana:7c"), "plays"),
    (trick(T4S, "Ana:3p"), "plays"),
    (trick(T4S, "Ana:excuse"), "plays"),
    (trick(T4S, "Ana:Rc, Bea:Rc"), "plays"),
    (trick(T4S, "Ana:Rc, Bea:Dc, Cyr:Vc, Dan:Cc"), "plays"),
    (trick(T4S, "Ana:Rc", trick_number=16), "context"),
])
def test_t4s_a_trick_the_table_cannot_have_played_is_refused(question: dict[str, Any], field: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.field == field


def suite(cards: str, suit: str | None = None) -> dict[str, Any]:
    combination: dict[str, Any] = {"cards": js(cards)}
    if suit is not None:
        combination["suit"] = suit
    return {"question": "combination", "game": T4S, "combination": combination}


@pytest.mark.parametrize("question, valid, points", [
    # §8: Roi, Dame, Cavalier and Valet of one suit: 2 points
    pytest.param(suite("Rc Dc Cc Vc", "coeur"), True, 2, id="§8 a Suite"),
    pytest.param(suite("Rc Dc Cc Vc 2p 14 excuse", "coeur"), True, 2, id="§8 a Suite among other cards"),
    pytest.param(suite("Rc Dc Cc Ac", "coeur"), False, None, id="§8 the As is not a figure"),
    pytest.param(suite("Rc Dc Cc Vp", "coeur"), False, None, id="§8 one suit only"),
    pytest.param(suite("Rc Dc Cc Vc", "pique"), False, None, id="§8 the Suite of the suit named"),
    # §8: several Suites, each 2
    pytest.param(suite("Rc Dc Cc Vc Rt Dt Ct Vt"), True, 4, id="§8 two Suites in one hand"),
    pytest.param(suite("Rk Dk Ck Vk"), True, 2, id="§8 the Suite found without naming the suit"),
    pytest.param(suite("Rk Dk Ck 4k"), False, None, id="§8 no Suite"),
])
def test_t4s_8_suites(question: dict[str, Any], valid: bool, points: int | None) -> None:
    answer = ask(question)
    assert answer.valid is valid and answer.points == points and answer.rule == "T4S §8"
    assert on_rules_page(T4S, answer.rule)


def test_t4s_8_a_missing_figure_is_named() -> None:
    said = ask(suite("Rc Dc 4c", "coeur")).as_dict()["reason"]
    assert "il manque Cavalier ♥ et Valet ♥" in said
    assert "cœur et trèfle" in ask(suite("Rc Dc Cc Vc Rt Dt Ct Vt")).as_dict()["reason"]
    with pytest.raises(DealError) as refused:
        ask(suite("Rc 7c", "coeur"))
    assert refused.value.field == "combination"
    assert j("Rc") in suite("Rc")["combination"]["cards"]


def test_t4s_every_referee_field_has_words() -> None:
    assert unlabelled(T4S) == []


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_tarot_4_saisons_any_trick_of_real_cards_is_answered(data: st.DataObject) -> None:
    any_trick_is_answered(T4S, TAROT_50, data, st.fixed_dictionaries({}, optional={"trick_number": st.integers(1, 15)}))


def test_t4s_9_t4_a_legal_excuse_instead_of_the_card_due_says_so() -> None:
    trump = ask(trick(T4S, "Ana:3, Bea:excuse/excuse 4")).plays[1]
    assert (trump.legal, trump.rule) == (True, "T4S §9") and "au lieu d'un atout" in render(trump.reason)
    suit = ask(trick(T4S, "Ana:Vc, Bea:excuse/excuse 2c")).plays[1]
    assert (suit.legal, suit.rule) == (True, "T4S §9") and "au lieu d'un cœur" in render(suit.reason)
    free = ask(trick(T4S, "Ana:Vc, Bea:excuse/excuse 2p 4")).plays[1]  # void of cœur and holding a trump
    assert "au lieu d'un atout" in render(free.reason)


def test_t4s_10_the_excuse_led_late_depends_on_the_hand() -> None:
    assert legal(ask(trick(T4S, "Ana:excuse, Bea:4c", trick_number=14))) == [None, None]
    assert legal(ask(trick(T4S, "Ana:excuse, Bea:4c", trick_number=13))) == [True, None]
