"""The referee of Les Héritiers: the chapter repeats Démons (ruling H-1), so
its tricks and combinations are judged by the same arbiter, cited under the
chapter's own name (« Les Héritiers §8 »)."""

from __future__ import annotations

from typing import Any

import pytest
from cardtext import card

from compagnon.rules import DealError, render
from compagnon.rules.decks import dump_card
from compagnon.rules.referee import ask


def c(text: str) -> Any:
    """A card in the casebook notation, typed the short way; ``"T3"`` is the Démon 3."""
    return int(text[1:]) if text.startswith("T") else dump_card(card(text))


def play(player: str, text: str, *, possessed: str | None = None, hand: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"player": player, "card": c(text)}
    if possessed is not None:
        out["possessed"] = c(possessed)
    if hand is not None:
        out["hand"] = [c(t) for t in hand.split()]
    return out


def trick(*plays: dict[str, Any], turned: str | None = None, strict: bool = False) -> dict[str, Any]:
    question: dict[str, Any] = {"question": "trick", "game": "heritiers", "plays": list(plays),
                                "options": {"strict_possession_obligation": strict}}
    if turned is not None:
        question["context"] = {"turned_cards": [c(t) for t in turned.split()]}
    return question


X, Y, Z = "Xavier", "Yvonne", "Zoé"

TRICKS = [
    pytest.param(trick(play(X, "Ck"), play(Y, "Rk", hand="Rk 6k"), play(Z, "T5", hand="T5 Vt")),
                 Z, [(True, None), (True, None), (True, None)], id="s8-a-pure-demon-beats-the-suit"),
    pytest.param(trick(play(X, "T4"), play(Y, "T5", hand="T5 Rp"), play(Z, "T2", hand="T2")),
                 Z, [(True, None), (True, None), (True, None)], id="s3-demon-1-strongest-5-weakest"),
    pytest.param(trick(play(X, "T1", possessed="6t", hand="T1"), play(Y, "Vt", hand="Vt Rp"), turned="6t Dc"),
                 Y, [(True, None), (True, None)], id="s8-a-possessing-lead-asks-its-suit"),
    pytest.param(trick(play(X, "T1", possessed="6t"), play(Y, "Rp", hand="Rp Vt"), turned="6t"),
                 X, [(True, None), (False, "Les Héritiers §8")], id="s8-follow-a-possessed-lead"),
    pytest.param(trick(play(X, "T2"), play(Y, "Dc", hand="Dc"), play(Z, "Rc", hand="Rc")),
                 X, [(True, None), (True, None), (True, None)], id="s8-without-a-demon-anything-on-a-pure-demon"),
    pytest.param(trick(play(X, "Vc"), play(Y, "T1", hand="T1 Dc")),
                 Y, [(True, None), (False, "Les Héritiers §13")], id="s13-pure-demon-revoke"),
    pytest.param(trick(play(X, "Vc"), play(Y, "T1", hand="T1 Dk"), turned="Rc", strict=True),
                 Y, [(True, None), (False, "Les Héritiers §13")], id="s13-A1-when-possession-is-an-obligation"),
    pytest.param(trick(play(X, "Vc"), play(Y, "Ck", hand="Ck Dk")),
                 X, [(True, None), (True, None)], id="s8-void-plays-anything"),
]


@pytest.mark.parametrize(("question", "winner", "verdicts"), TRICKS)
def test_heritiers_trick(question: dict[str, Any], winner: str,
                         verdicts: list[tuple[bool | None, str | None]]) -> None:
    answer = ask(question)
    assert answer.winner == winner and answer.rule == "Les Héritiers §8"
    assert [(v.legal, v.rule) for v in answer.plays] == verdicts


@pytest.mark.parametrize(("kind", "cards", "against", "valid", "points", "rule"), [
    pytest.param("pareil", "Cp Cc Ck", None, True, 20, "Les Héritiers §9.1", id="s9-1-a-brelan-of-cavaliers"),
    pytest.param("suite", "Ct Dt Rt", ["Vp Cp Dp"], True, 30, "Les Héritiers §9.2", id="s9-2-tierce-to-roi-wins"),
    pytest.param("suite", "Vt Ct", ["Vc Cc"], True, 0, "Les Héritiers §9.2", id="s9-2-a-tie-scores-nothing"),
    pytest.param("pareil", "Rp 6p", None, False, None, "Les Héritiers §9", id="s9-no-six"),
    pytest.param("suite", "Vt Rt", None, False, None, "Les Héritiers §9.2", id="s9-2-A9-next-to-an-end"),
])
def test_heritiers_combination(kind: str, cards: str, against: list[str] | None, valid: bool, points: int | None,
                               rule: str) -> None:
    asked: dict[str, Any] = {"kind": kind, "cards": [c(t) for t in cards.split()]}
    if against is not None:
        asked["against"] = [[c(t) for t in other.split()] for other in against]
    answer = ask({"question": "combination", "game": "heritiers", "combination": asked})
    assert (answer.valid, answer.points, answer.rule) == (valid, points, rule)


def test_heritiers_8_the_words_are_those_of_demons() -> None:
    answer = ask(trick(play(X, "Ck"), play(Y, "T5")))
    assert render(answer.reason).startswith("Démon 5 pur l'emporte")
    with pytest.raises(DealError) as refused:
        ask(trick(play(X, "Ck"), play(Y, "Rk", possessed="Ck")))
    assert refused.value.rule == "Les Héritiers §8"


def test_heritiers_8_no_possession_of_a_card_not_turned() -> None:
    with pytest.raises(DealError) as refused:
        ask(trick(play(X, "Rt"), play(Y, "Rt", hand="Rt"), play(Z, "T3", possessed="Rc", hand="T3"), turned="Dp"))
    assert (refused.value.path, refused.value.rule) == ("plays[2].possessed", "Les Héritiers §8")
    assert "n'est pas parmi les cartes retournées" in render(refused.value.message)
