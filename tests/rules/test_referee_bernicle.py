"""The referee of Bernicle: tricks from the rulebook's §4 and §8, hand combinations from §7 (rulings
R5, R6, R12, R13) and the niche from §9 (ruling R7), asked as the API asks, with their articles."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from referee_tables import any_trick_is_answered, js, legal, on_rules_page, trick, unlabelled

from compagnon.rules import DealError, render
from compagnon.rules.decks import BERNICLE as PACKS
from compagnon.rules.referee import ask

BER = "bernicle"

# winner, each play's verdict (None: no hand given), each play's article
TRICKS = [
    # §4: 7 < Valet < Dame < Roi < 10 < As, in every suit
    pytest.param(trick(BER, "Ana:Rp, Bea:10p, Cyr:Vp", trump="coeur"), "Bea", [True, None, None], [None] * 3,
                 id="§4 the 10 above the Roi"),
    pytest.param(trick(BER, "Ana:Vc, Bea:Ac, Cyr:7c", trump="coeur"), "Bea", [True, None, None], [None] * 3,
                 id="§4 the same order at trump"),
    # §8: of two identical cards, the first played takes the trick
    pytest.param(trick(BER, "Ana:10p, Bea:10p, Cyr:7p", trump="coeur"), "Ana", [True, None, None], [None] * 3,
                 id="§8 two identical cards, the first wins"),
    pytest.param(trick(BER, "Ana:Vk, Bea:7c, Cyr:7c", trump="coeur"), "Bea", [True, None, None], [None] * 3,
                 id="§8 two identical trumps, the first wins"),
    # §8: follow, going higher to become maître when possible
    pytest.param(trick(BER, "Ana:Rp, Bea:Dp/Dp Ap", trump="coeur"), "Ana", [True, False], [None, "Bernicle §8"],
                 id="§8 follow going higher when able"),
    pytest.param(trick(BER, "Ana:Rp, Bea:Dp/Dp Vp", trump="coeur"), "Ana", [True, True], [None, None],
                 id="§8 unable to go higher, any card of the suit"),
    pytest.param(trick(BER, "Ana:Rp, Bea:Rp/Rp 7p", trump="coeur"), "Ana", [True, True], [None, None],
                 id="§8 an equal card is not going higher"),
    pytest.param(trick(BER, "Ana:Rp, Bea:Ac, Cyr:7p/7p Ap", trump="coeur"), "Bea", [True, None, True], [None] * 3,
                 id="§8 the trick trumped, any card of the suit"),
    pytest.param(trick(BER, "Ana:Rp, Bea:7c/7c Ap", trump="coeur"), "Bea", [True, False], [None, "Bernicle §8"],
                 id="§8 holding the suit, no trumping"),
    # §8: void, trump; several trumps, overtrump or else undertrump
    pytest.param(trick(BER, "Ana:Rp, Bea:7k/7k Dc", trump="coeur"), "Ana", [True, False], [None, "Bernicle §8"],
                 id="§8 void must trump"),
    pytest.param(trick(BER, "Ana:Rp, Bea:Dc, Cyr:Vc/Vc Ac", trump="coeur"), "Bea", [True, None, False],
                 [None, None, "Bernicle §8"], id="§8 must overtrump when able"),
    pytest.param(trick(BER, "Ana:Rp, Bea:Dc, Cyr:Vc/Vc 7k", trump="coeur"), "Bea", [True, None, True], [None] * 3,
                 id="§8 unable to overtrump, undertrump"),
    pytest.param(trick(BER, "Ana:Rp, Bea:Dc, Cyr:7k/Vc 7k", trump="coeur"), "Bea", [True, None, False],
                 [None, None, "Bernicle §8"], id="§8 undertrump rather than discard"),
    # §8: neither the suit nor trump, any card of the two other suits
    pytest.param(trick(BER, "Ana:Rp, Bea:Ak/Ak At", trump="coeur"), "Ana", [True, True], [None, None],
                 id="§8 neither suit nor trump, anything"),
    # §8: trump led, the same duty to go higher
    pytest.param(trick(BER, "Ana:Dc, Bea:Vc/Vc Ac", trump="coeur"), "Ana", [True, False], [None, "Bernicle §8"],
                 id="§8 trump led, go higher"),
]


@pytest.mark.parametrize("question, winner, verdicts, rules", TRICKS)
def test_bernicle_8_the_trick_and_each_play(question: dict[str, Any], winner: str, verdicts: list[bool | None],
                                            rules: list[str | None]) -> None:
    answer = ask(question)
    assert answer.winner == winner and answer.rule == "Bernicle §8"
    assert legal(answer) == verdicts
    assert [v.rule for v in answer.plays] == rules
    for v in answer.plays:
        assert v.rule is None or on_rules_page(BER, v.rule)


def test_bernicle_8_the_winner_and_the_fault_are_explained() -> None:
    answer = ask(trick(BER, "Ana:10p, Bea:10p", trump="coeur")).as_dict()
    assert "Deux 10 ♠ dans le pli : la première jouée l'emporte" in answer["reason"]
    answer = ask(trick(BER, "Ana:Rp, Bea:7k/7k Dc", trump="coeur")).as_dict()
    assert answer["plays"][1]["reason"] == "7 ♦ : sans pique, il faut couper à cœur."
    answer = ask(trick(BER, "Ana:Rp, Bea:Dp/Dp Ap", trump="coeur")).as_dict()
    assert "il faut monter à pique" in answer["plays"][1]["reason"]


@pytest.mark.parametrize("question, field", [
    # §1: two packs, so a card three times cannot be
    (trick(BER, "Ana:10p, Bea:10p, Cyr:10p", trump="coeur"), "plays"),
    (trick(BER, "Ana:9p", trump="coeur"), "plays"),
    (trick(BER, "Ana:Ap, Ana:Rp", trump="coeur"), "plays"),
    ({"question": "trick", "game": BER, "plays": [{"player": "Ana", "card": {"rank": "A", "suit": "pique"}}]},
     "context"),
])
def test_bernicle_a_trick_the_table_cannot_have_played_is_refused(question: dict[str, Any], field: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.field == field


def declared(*combos: dict[str, Any], hand: str | None = None, trump: str = "coeur") -> dict[str, Any]:
    combination: dict[str, Any] = {"where": "hand", "combos": list(combos)}
    if hand is not None:
        combination["hand"] = js(hand)
    return {"question": "combination", "game": BER, "context": {"trump": trump}, "combination": combination}


ROYAL = {"kind": "mariage_royal"}
BERNICLE = {"kind": "bernicle"}
GRANDE = {"kind": "grande_bernicle"}


def kind(name: str, **more: str) -> dict[str, Any]:
    return {"kind": name, **more}


COMBINATIONS = [
    # §7: the values
    pytest.param(declared(kind("mariage", suit="pique")), True, 20, id="§7 Mariage 20"),
    pytest.param(declared(ROYAL), True, 40, id="§7 Mariage royal 40"),
    pytest.param(declared(BERNICLE), True, 40, id="§7 Bernicle 40"),
    pytest.param(declared(kind("double_bernicle")), True, 300, id="§7 Double Bernicle 300"),
    pytest.param(declared(GRANDE), True, 90, id="§7 Grande Bernicle 90"),
    pytest.param(declared(kind("carre", rank="V")), True, 40, id="§7 Carré de Valets 40"),
    pytest.param(declared(kind("carre", rank="A")), True, 100, id="§7 Carré d'As 100"),
    pytest.param(declared(kind("octuple", rank="D")), True, 600, id="§7 Octuple 600"),
    pytest.param(declared(kind("procession")), True, 400, id="§7 Procession 400"),
    pytest.param(declared(kind("famille", suit="trefle")), True, 100, id="§7 R5 Famille 100"),
    pytest.param(declared(kind("famille_royale")), True, 200, id="§7 R5 Famille royale 200"),
    # R5: at trump they take their royal names
    pytest.param(declared(kind("mariage", suit="coeur")), False, None, id="§7 R5 a Mariage at trump is royal"),
    pytest.param(declared(kind("famille", suit="coeur")), False, None, id="§7 R5 a Famille at trump is royal"),
    # R6: a card serves once within a group, again in another (example B1: the Roi of trump twice)
    pytest.param(declared(ROYAL, kind("carre", rank="R"), hand="Dc Rc Rp Rk Rt 7p"), True, 120,
                 id="§7 R6 Mariage royal and Carré de Rois share a Roi"),
    pytest.param(declared(GRANDE, BERNICLE, hand="Dp Rp Vk 7p"), False, None,
                 id="§7 footnote 1 the Grande Bernicle absorbs its Bernicle"),
    pytest.param(declared(GRANDE, BERNICLE, hand="Dp Rp Vk Dp Vk"), True, 130,
                 id="§7 R6 a second Bernicle with the other cards"),
    pytest.param(declared(kind("octuple", rank="A"), kind("carre", rank="A")), False, None,
                 id="§7 R13 the Octuple absorbs its carrés"),
    pytest.param(declared(kind("octuple", rank="V"), kind("octuple", rank="D")), False, None,
                 id="§6 sixteen cards are more than a hand"),
    pytest.param(declared(ROYAL, hand="Dc Vk"), False, None, id="§7 the Roi of trump is not in the hand"),
]


@pytest.mark.parametrize("question, valid, points", COMBINATIONS)
def test_bernicle_7_hand_combinations(question: dict[str, Any], valid: bool, points: int | None) -> None:
    answer = ask(question)
    assert answer.valid is valid and answer.points == points
    assert on_rules_page(BER, answer.rule)
    if valid:
        assert answer.rule == "Bernicle §7"


def test_bernicle_7_the_best_declaration_of_a_hand() -> None:
    # example B1: Mariage royal and Carré de Rois, 120
    answer = ask(declared(hand="Dc Rc Rp Rk Rt 7p 7k 10t At Vt 7t 10p Ap")).as_dict()
    assert answer["valid"] is True and answer["points"] == 120
    assert "Mariage royal (40) et Carré de Rois (80)" in answer["reason"]
    # what was declared is valid, and the hand allowed more
    answer = ask(declared(ROYAL, hand="Dc Rc Rp Rk Rt Dp Vk")).as_dict()
    assert answer["points"] == 40 and "permettait mieux" in answer["reason"] and "210 points" in answer["reason"]
    assert ask(declared(hand="7p 7k 10t")).points == 0
    with pytest.raises(DealError) as refused:
        ask(declared())
    assert refused.value.field == "combination"
    with pytest.raises(DealError) as refused:
        ask({"question": "combination", "game": BER, "combination": {"where": "hand", "combos": [ROYAL]}})
    assert refused.value.field == "context"


def niche(cards: str) -> dict[str, Any]:
    return {"question": "combination", "game": BER, "combination": {"where": "niche", "niche_cards": js(cards)}}


NICHES = [
    # the spec's niche N1: two tierces, no carré, no Petite Bernicle
    pytest.param(niche("7p Vp Vp Dp 7k 7t Rt 10t At"), 60, id="§9 R7 niche N1: two tierces"),
    # the spec's example B9: a tierce, a carré of As whatever the suits, two Petites Bernicles
    pytest.param(niche("Vc Dc Rc Vp Dt Ak Ak At Ap"), 270, id="§9 R7 example B9"),
    # R7: 7 and Valet follow each other (no 8, no 9)
    pytest.param(niche("7c Vc Dc 7p 10k 10k Rt 7k At"), 30, id="§9 R7 7-Valet-Dame is a tierce"),
    # §9: carré to octuple of any rank, 7s and 10s included
    pytest.param(niche("7c 7p 7k 7t Rc Rk Ap Ak At"), 40, id="§9 a carré of 7s"),
    pytest.param(niche("10c 10c 10p 10k 10t Rc Rk Ap 7t"), 50, id="§9 a quintuple of 10s"),
    pytest.param(niche("Ac Ac Ap Ap Ak Ak At At Rc"), 100, id="§9 an octuple of As"),
    # §9: a Valet and a Dame of different suits, not of the same one
    pytest.param(niche("Vc Dp 7p 7k 10t Rc Ak At Rp"), 100, id="§9 a Petite Bernicle"),
    pytest.param(niche("Vc Dc 7p 7k 10t Rp Ak Ap Rk"), 0, id="§9 Valet and Dame of one suit are no Petite Bernicle"),
]


@pytest.mark.parametrize("question, points", NICHES)
def test_bernicle_9_the_niche(question: dict[str, Any], points: int) -> None:
    answer = ask(question)
    assert answer.valid is True and answer.points == points and answer.rule == "Bernicle §9"


def test_bernicle_9_the_niche_is_explained_and_checked() -> None:
    said = render(ask(niche("Vc Dc Rc Vp Dt Ak Ak At Ap")).as_dict()["reason"])
    assert "1 tierce (30), carré d'As (40) et 2 Petites Bernicles (200) : 270 points" in said
    assert "45 points de cartes" in said
    for bad in ("Ac Ac Ac Ap Ak Ak At At Rc", "Ac Ap"):
        with pytest.raises(DealError) as refused:
            ask(niche(bad))
        assert refused.value.field == "combination"


def test_bernicle_every_referee_field_has_words() -> None:
    assert unlabelled(BER) == []


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_bernicle_any_trick_of_real_cards_is_answered(data: st.DataObject) -> None:
    trumps = st.sampled_from(["pique", "coeur", "carreau", "trefle"])
    any_trick_is_answered(BER, PACKS, data, st.fixed_dictionaries({"trump": trumps}))
