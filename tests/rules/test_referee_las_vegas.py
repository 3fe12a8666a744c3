"""Duel à Las Vegas' referee: two mains compared as LV §4, §4.1 and §6 say
(spec §4.1-4.2, examples 3-5, rulings A1-A5), jokers and unequal sizes
included, asked as the API asks."""

from __future__ import annotations

from typing import Any

import pytest
from referee_tables import js, on_rules_page, unlabelled

from compagnon.rules import DealError, SetupError, render
from compagnon.rules.referee import ask

LV = "las_vegas"


def hands(ana: str, bea: str, **options: Any) -> dict[str, Any]:
    """``"JK"`` is a joker."""
    def main(text: str) -> list[Any]:
        return js(" ".join("joker" if t == "JK" else t for t in text.split()))
    return {"question": "hands", "game": LV, "options": options, "hands": {"Ana": main(ana), "Bea": main(bea)}}


COMPARISONS = [
    # spec example 1: a paire beats any carte isolée; then the first card that differs
    pytest.param(hands("Rp", "7c"), "Ana", "LV §4.1", "Roi contre 7", id="§4.1 the higher isolated card"),
    pytest.param(hands("Rp 2k", "7c 7t"), "Bea", "LV §4.1", "une paire bat toujours une carte isolée",
                 id="§4.1 a two-card paire beats two isolated cards"),
    pytest.param(hands("9p 4k Dc", "9c 4t 2p"), "Ana", "LV §4.1", "Dame contre 9",
                 id="§4.1 isolated cards, the highest first"),
    # §4: a missing card loses against any card (spec example 4)
    pytest.param(hands("Rp", "Rc 2t"), "Bea", "LV §4", "carte absente", id="§4 a missing card is worth nothing"),
    pytest.param(hands("8p 8c 3t 3k", "8p 8c 3t 3k 2k"), "Bea", "LV §4", "carte absente",
                 id="§4 the double paire with its fifth card"),
    pytest.param(hands("Rp Rc", "Ap Dk 9t 5c 2k"), "Ana", "LV §4.1", "une paire bat toujours",
                 id="§4.1 a short paire beats five isolated cards"),
    # §4.1 and ruling A1: the As is only high
    pytest.param(hands("Ap 2c 3k 4t 5p", "6p 6c"), "Bea", "LV §4.1", "une paire bat toujours une carte isolée",
                 id="§3 A1 As-2-3-4-5 is no quinte"),
    pytest.param(hands("Ap 2c 3k 4t 5p", "Ak Rk"), "Bea", "LV §4.1", "Roi contre 5",
                 id="§3 A1 As-5-4-3-2 against As-Roi"),
    pytest.param(hands("Ap 2c 3k 4t 5p", "6p 6c", wheel_straight=True), "Ana", "LV §4.1",
                 "une quinte bat toujours une paire", id="§3 A1 the house rule plays the wheel"),
    pytest.param(hands("10c Vc Dk Rt Ap", "9p 10p Vp Dp Rk"), "Ana", "LV §4.1", "As contre Roi",
                 id="§4.1 two quintes: the highest card"),
    pytest.param(hands("Dp Dc Dk 2t 2p", "Vp Vc Vk Ap At"), "Ana", "LV §4.1", "Dame contre Valet",
                 id="§4.1 two fulls: the brelan first"),
    pytest.param(hands("Dp Dc Dk 5t 5p", "Dp Dc Dk 4c 4k"), "Ana", "LV §4.1", "5 contre 4",
                 id="§4.1 two fulls, same brelan: the paire"),
    pytest.param(hands("2p 3p 4p 5p 7p", "Ac Ak At Rc Rk"), "Bea", "LV §4.1", "un full bat toujours une couleur",
                 id="§4.1 a full above a couleur"),
    # §4: jokers (spec example 3)
    pytest.param(hands("JK 9k", "Ap Rp"), "Ana", "LV §4.1", "une paire bat toujours",
                 id="§4 a joker makes the paire"),
    pytest.param(hands("Ap Ac Ak At JK", "6p 7p 8p 9p 10p"), "Bea", "LV §4.1",
                 "une quinte à la couleur bat toujours un carré", id="§4 a joker is never a fifth As"),
    # §6: more than five cards, the rest decides (spec example 5)
    pytest.param(hands("Dp Dc Dk 5t 5p 2k", "Dp Dc Dk 5c 5k 3t"), "Bea", "LV §6", "le reste départage",
                 id="§6 the second main decides"),
    pytest.param(hands("Vp Dp Rp 10p JK 9p", "Vc Dc Rc 10c Ac 8t"), "Ana", "LV §6", "9 contre 8",
                 id="§6 a joker in the best five, the rest decides"),
    pytest.param(hands("Dp Dc Dk 5t 5p 2k", "Dp Dc Dk 5c 5k"), "Ana", "LV §6", "une main absente perd",
                 id="§6 a second main against none"),
]


@pytest.mark.parametrize(("question", "winner", "rule", "words"), COMPARISONS)
def test_las_vegas_4_the_stronger_main(question: dict[str, Any], winner: str, rule: str, words: str) -> None:
    answer = ask(question)
    assert answer.winner == winner and answer.rule == rule and on_rules_page(LV, answer.rule)
    assert words in render(answer.reason)
    assert set(answer.hands) == {"Ana", "Bea"}


@pytest.mark.parametrize("question", [
    pytest.param(hands("9p", "9c"), id="§6 one card each, the same rank"),
    pytest.param(hands("9p 4k", "9c 4t"), id="§6 suits never count"),
    pytest.param(hands("JK JK Ap", "Ac Ak At"), id="§4 two jokers are two other Aces"),
])
def test_las_vegas_6_exactly_equal_mains_both_draw(question: dict[str, Any]) -> None:
    answer = ask(question)
    assert answer.winner is None and answer.rule == "LV §6"
    assert "les deux joueurs piochent" in render(answer.reason)
    assert answer.as_dict()["winner"] is None


def test_las_vegas_the_best_five_and_the_rest_are_shown_with_the_jokers() -> None:
    answer = ask(hands("Vp Dp Rp 10p JK 9p", "Vc Dc Rc 10c Ac 8t")).as_dict()
    ana = answer["hands"]["Ana"]
    assert sorted(map(str, ana["best"])) == sorted(map(str, ["joker", *js("Rp Dp Vp 10p")]))
    assert ana["rest"] == js("9p")
    assert "quinte à la couleur à l'As" in ana["rank"] and "joker pour As ♠" in ana["rank"]
    assert answer["hands"]["Bea"]["rest"] == js("8t")


@pytest.mark.parametrize(("question", "path"), [
    pytest.param(hands("Rp Rp", "7c"), "hands.Ana", id="§5 one R♠ in a pack"),
    pytest.param(hands("JK JK JK", "7c"), "hands.Ana", id="§1 two jokers in a pack"),
    pytest.param({**hands("Rp", "7c"), "hands": {"Ana": js("Rp")}}, "hands", id="§2 two players"),
    pytest.param({**hands("Rp", "7c"), "hands": {"Ana": js("Rp"), "Bea": js("7c"), "Cyr": js("2p")}}, "hands",
                 id="§2 not three"),
    pytest.param({**hands("Rp", "7c"), "hands": {"Ana": [], "Bea": js("7c")}}, "hands.Ana", id="§5 a card at least"),
    pytest.param({**hands("Rp", "7c"), "hands": {"Ana": js("Rp"), "Bea": None}}, "hands.Bea", id="a main missing"),
])
def test_las_vegas_mains_that_cannot_be_are_refused(question: dict[str, Any], path: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.path == path


def test_las_vegas_an_unknown_house_rule_is_a_setup_error() -> None:
    with pytest.raises(SetupError):
        ask(hands("Rp", "7c", upside_down=True))


def test_las_vegas_referee_fields_have_french_labels() -> None:
    assert unlabelled(LV) == []
