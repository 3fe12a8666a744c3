"""The referee of Tarot double détente: tricks from the rulebook's §3.3 (and §8 house rules),
asked as the API asks, with the article of every answer."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from referee_tables import any_trick_is_answered, legal, on_rules_page, trick, unlabelled

from compagnon.rules import DealError, render
from compagnon.rules.decks import TAROT_78
from compagnon.rules.referee import ask

TDD = "tarot_double_detente"
MODIFS = {"opt_modifications": True}
SEVEN_COEUR = {"rank": "7", "suit": "coeur"}


def turned(card: Any, second: Any = None) -> dict[str, Any]:
    out: dict[str, Any] = {"card": card}
    if second is not None:
        out["second_card"] = second
    return out


# winner, each play's verdict (None: no hand given), each play's article
TRICKS = [
    # §3.3: in a suit, 1 up to Roi; the highest card of the suit led takes it
    pytest.param(trick(TDD, "Ana:7c, Bea:Rc, Cyr:10c"), "Bea", [True, None, None], [None] * 3,
                 id="§3.3 Roi highest of the suit"),
    pytest.param(trick(TDD, "Ana:Vp, Bea:Cp, Cyr:Dp"), "Cyr", [True, None, None], [None] * 3,
                 id="§3.3 Cavalier between Valet and Dame"),
    pytest.param(trick(TDD, "Ana:2c, Bea:Rk/Rk Ap, Cyr:Ac"), "Ana", [True, True, None], [None] * 3,
                 id="§3.3 the As is the 1, the weakest; a discard never wins"),
    # §3.3: Atouts go 1 to 21 and beat every suit card
    pytest.param(trick(TDD, "Ana:Rc, Bea:1/1 7p, Cyr:Dc"), "Bea", [True, True, None], [None] * 3,
                 id="§3.3 the Petit beats a Roi"),
    pytest.param(trick(TDD, "Ana:5, Bea:21, Cyr:12"), "Bea", [True, None, None], [None] * 3,
                 id="§3.3 the highest Atout"),
    # §3.3: follow the suit led
    pytest.param(trick(TDD, "Ana:Vc, Bea:7p/7p 2c"), "Ana", [True, False], [None, "TDD §5"],
                 id="§3.3 follow the suit led"),
    pytest.param(trick(TDD, "Ana:Vc, Bea:4/4 2c"), "Bea", [True, False], [None, "TDD §5"],
                 id="§3.3 no trumping while holding the suit"),
    pytest.param(trick(TDD, "Ana:8, Bea:2c/2c 15"), "Ana", [True, False], [None, "TDD §5"],
                 id="§3.3 Atout led, Atout is due"),
    # §3.3: void, trump
    pytest.param(trick(TDD, "Ana:Vk, Bea:7p/7p 4"), "Ana", [True, False], [None, "TDD §5"],
                 id="§3.3 void of the suit must trump"),
    pytest.param(trick(TDD, "Ana:Vk, Bea:4/7p 4"), "Bea", [True, True], [None, None],
                 id="§3.3 void of the suit trumps"),
    # §3.3: a second Atout in the trick must go higher when it can, and stays an Atout when it cannot
    pytest.param(trick(TDD, "Ana:Vk, Bea:10, Cyr:4/4 15"), "Bea", [True, None, False], [None, None, "TDD §5"],
                 id="§3.3 must overtrump when able"),
    pytest.param(trick(TDD, "Ana:Vk, Bea:18, Cyr:4/4 15 2c"), "Bea", [True, None, True], [None] * 3,
                 id="§3.3 unable to overtrump, still an Atout"),
    pytest.param(trick(TDD, "Ana:3, Bea:9, Cyr:15/4 15"), "Cyr", [True, None, True], [None] * 3,
                 id="§3.3 Atout led, go above the best Atout"),
    pytest.param(trick(TDD, "Ana:Vc, Bea:10, Cyr:2c/2c 15"), "Bea", [True, None, True], [None] * 3,
                 id="§3.3 following the suit, no duty to trump over"),
    # §3.3.1: the Excuse never wins; led, the second card sets the suit; ruling G6: always allowed
    pytest.param(trick(TDD, "Ana:excuse, Bea:7k, Cyr:Vk"), "Cyr", [True, None, None], [None] * 3,
                 id="§3.3.1 Excuse led, the second card sets the suit"),
    pytest.param(trick(TDD, "Ana:excuse, Bea:7k, Cyr:Rc/Rc"), "Bea", [True, None, True], [None] * 3,
                 id="§3.3.1 Excuse led, another suit never wins"),
    pytest.param(trick(TDD, "Ana:2t, Bea:excuse/excuse Vt, Cyr:Vt"), "Cyr", [True, True, None], [None] * 3,
                 id="§3.3.1 G6 the Excuse instead of following"),
    pytest.param(trick(TDD, "Ana:1, Bea:excuse"), "Ana", [True, None], [None, None],
                 id="§3.3.1 the Excuse never takes, not even the Petit"),
    pytest.param(trick(TDD, "Ana:Vk, Bea:excuse/excuse, Cyr:Rk", trick_number=13), "Cyr", [True, True, None],
                 [None, "TDD §3.3.1", None], id="§3.3.1 the Excuse in the 13th trick costs 5"),
    # §8.2: a turned suit card reverses its suit: the As strongest, the Roi weakest
    pytest.param(trick(TDD, "Ana:Rc, Bea:Ac, Cyr:7c", options=MODIFS, modification=turned(SEVEN_COEUR)),
                 "Bea", [True, None, None], [None] * 3, id="§8.2 a reversed suit, the As is strongest"),
    pytest.param(trick(TDD, "Ana:Rp, Bea:Dp", options=MODIFS, modification=turned(SEVEN_COEUR)), "Ana", [True, None],
                 [None] * 2, id="§8.2 only the turned card's suit is reversed"),
    pytest.param(trick(TDD, "Ana:Rt, Bea:Dt", options=MODIFS,
                       modification=turned("excuse", {"rank": "2", "suit": "trefle"})),
                 "Bea", [True, None], [None] * 2, id="§8.2 after the Excuse the second card reverses"),
    pytest.param(trick(TDD, "Ana:Rc, Bea:Dc", options=MODIFS, modification=turned({"rank": "C", "suit": "coeur"})),
                 "Ana", [True, None], [None] * 2, id="§8.2 a Cavalier doubles the bonuses, reverses nothing"),
    pytest.param(trick(TDD, "Ana:Ac, Bea:1", options=MODIFS, modification=turned(SEVEN_COEUR)), "Bea", [True, None],
                 [None] * 2, id="§8.2 a reversed As still loses to the Petit"),
    # §7: two players, two cards
    pytest.param(trick(TDD, "Ana:Dk, Bea:Rk/Rk 7k", variant="triple"), "Bea", [True, True], [None, None],
                 id="§7 Triple-Détente, a trick of two"),
]


@pytest.mark.parametrize("question, winner, verdicts, rules", TRICKS)
def test_tdd_3_3_the_trick_and_each_play(question: dict[str, Any], winner: str, verdicts: list[bool | None],
                                         rules: list[str | None]) -> None:
    answer = ask(question)
    assert answer.winner == winner and answer.rule == "TDD §3.3"
    assert legal(answer) == verdicts
    assert [v.rule for v in answer.plays] == rules
    for v in answer.plays:
        assert v.rule is None or on_rules_page(TDD, v.rule)
        if v.legal is False:
            assert v.reason is not None and "faute" in render(v.reason)


@pytest.mark.parametrize("question, words", [
    (trick(TDD, "Ana:Rc, Bea:1"), ["plus fort atout", "atout 1", "Petit rapporte 2 points"]),
    (trick(TDD, "Ana:7c, Bea:Rc"), ["plus forte carte de la couleur demandée (cœur)", "Roi ♥"]),
    (trick(TDD, "Ana:excuse, Bea:7k"), ["la carte suivante, 7 ♦, fixe la couleur"]),
    (trick(TDD, "Ana:Vk, Bea:excuse, Cyr:Rk"), ["L'Excuse ne prend jamais"]),
    (trick(TDD, "Ana:2p, Bea:1", trick_number=13), ["5 de plus"]),
    (trick(TDD, "Ana:Cp, Bea:Ap", options={"opt_cavalerie": True}), ["Cavalerie : 1 Cavalier"]),
    (trick(TDD, "Ana:Ap, Bea:Rk", options={"opt_as_gagnant": True}), ["As gagnant", "perd 10 points"]),
    (trick(TDD, "Ana:Rc, Bea:Ac", options=MODIFS, modification={"card": {"rank": "7", "suit": "coeur"}}),
     ["inversé l'ordre à cœur"]),
])
def test_tdd_3_3_the_winner_is_explained(question: dict[str, Any], words: list[str]) -> None:
    said = render(ask(question).as_dict()["reason"])
    for word in words:
        assert word in said


def test_tdd_3_3_1_the_excuse_in_the_last_trick_is_named_with_its_cost() -> None:
    answer = ask(trick(TDD, "Ana:Vk, Bea:excuse, Cyr:Rk", trick_number=13)).as_dict()
    assert answer["plays"][1]["legal"] is None and answer["plays"][1]["rule"] == "TDD §3.3.1"
    assert "Bea perd 5 points" in answer["plays"][1]["reason"]
    assert ask(trick(TDD, "Ana:Vk, Bea:excuse, Cyr:Rk", trick_number=12)).plays[1].rule is None


def test_tdd_5_a_fault_names_the_obligation() -> None:
    answer = ask(trick(TDD, "Ana:Vk, Bea:10, Cyr:4/4 15")).as_dict()
    assert "il faut monter au-dessus de l'atout 10" in answer["plays"][2]["reason"]
    answer = ask(trick(TDD, "Ana:Vk, Bea:7p/7p 4")).as_dict()
    assert "sans carreau, il faut couper" in answer["plays"][1]["reason"]
    answer = ask(trick(TDD, "Ana:Vk, Bea:Dk/7p 4")).as_dict()
    assert answer["plays"][1]["legal"] is False and "n'est pas dans la main" in answer["plays"][1]["reason"]


@pytest.mark.parametrize("question, field", [
    # §3.3.1: the Excuse alone is not a trick
    (trick(TDD, "Ana:excuse"), "plays"),
    # §1: one pack, every card once; a player plays once
    (trick(TDD, "Ana:Rc, Bea:Rc"), "plays"),
    (trick(TDD, "Ana:Rc, Ana:Dc"), "plays"),
    # three players, three cards; two in Triple-Détente
    (trick(TDD, "Ana:Rc, Bea:Dc, Cyr:Vc, Dan:Cc"), "plays"),
    (trick(TDD, "Ana:Rc, Bea:Dc, Cyr:Vc", variant="triple"), "plays"),
    # §8.2: no turned card without the house rule, and a second card only after the Excuse
    (trick(TDD, "Ana:Rc", modification={"card": {"rank": "7", "suit": "coeur"}}), "context"),
    (trick(TDD, "Ana:Rc", options=MODIFS, modification={"card": "excuse"}), "context"),
    (trick(TDD, "Ana:Rc", options=MODIFS, modification={"card": "excuse", "second_card": "excuse"}), "context"),
    (trick(TDD, "Ana:Rc", trick_number=14), "context"),
    (trick(TDD, "Ana:22"), "plays"),
])
def test_tdd_a_trick_the_table_cannot_have_played_is_refused(question: dict[str, Any], field: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.field == field


def test_tdd_the_referee_answers_tricks_only_and_every_field_has_words() -> None:
    with pytest.raises(DealError) as refused:
        ask({"question": "combination", "game": TDD, "combination": {}})
    assert refused.value.field == "question"
    assert unlabelled(TDD) == [] and unlabelled(TDD, "triple") == []
    assert on_rules_page(TDD, "TDD §3.3") and on_rules_page(TDD, "TDD §3.3.1") and on_rules_page(TDD, "TDD §5")


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_tarot_double_detente_any_trick_of_real_cards_is_answered(data: st.DataObject) -> None:
    any_trick_is_answered(TDD, TAROT_78, data, st.fixed_dictionaries({}, optional={"trick_number": st.integers(1, 13)}))
