"""The referee of Reversis: who takes a trick and who revoked (I, LVII), and
the Espagnolette's privilege of renouncing in the first nine tricks only
(XXXIV, XXXV, XXXVII and ruling RV-25), asked as the casebook writes cards."""

from __future__ import annotations

import random
from typing import Any

import pytest
from cardtext import card
from hypothesis import given, settings
from hypothesis import strategies as st

from compagnon.rules import DealError, render
from compagnon.rules.decks import REVERSIS, Card, dump_card
from compagnon.rules.games.reversis import ReversisTrick
from compagnon.rules.referee import ask, game_for
from compagnon.rules.tricks import played

A, B, C, D = "Alice", "Bernard", "Claire", "Denis"


def c(text: str) -> Any:
    return dump_card(card(text))


def play(player: str, text: str, *, hand: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"player": player, "card": c(text)}
    if hand is not None:
        out["hand"] = [c(t) for t in hand.split()]
    return out


def trick(*plays: dict[str, Any], number: int | None = None, espagnolette: str | None = None) -> dict[str, Any]:
    context: dict[str, Any] = {}
    if number is not None:
        context["trick"] = number
    if espagnolette is not None:
        context["espagnolette"] = {"holder": espagnolette}
    return {"question": "trick", "game": "reversis", "context": context, "plays": list(plays)}


# each row: the question, who takes the trick, then each play's verdict (legal, article)
TRICKS = [
    # I: the highest card of the suit led, no trumps
    pytest.param(trick(play(A, "9p"), play(B, "Ac", hand="Ac 2k"), play(C, "Rp", hand="Rp"), play(D, "3p", hand="3p")),
                 C, [(True, None), (True, None), (True, None), (True, None)], id="I-no-trumps-the-suit-led"),
    pytest.param(trick(play(A, "Rt"), play(B, "At", hand="At"), play(C, "Dt", hand="Dt 5t")),
                 B, [(True, None), (True, None), (True, None)], id="I-the-as-takes-the-roi"),
    pytest.param(trick(play(A, "9k"), play(B, "Vk", hand="Vk"), play(C, "2k", hand="2k")),
                 B, [(True, None), (True, None), (True, None)], id="I-the-valet-takes-the-9-no-10s"),
    pytest.param(trick(play(A, "5p"), play(B, "Vc", hand="Vc 2p")),
                 A, [(True, None), (False, 'Reversis LVII')], id="LVII-renouncing-while-holding-the-suit"),
    pytest.param(trick(play(A, "5p"), play(B, "Ak", hand="Ak 2c")),
                 A, [(True, None), (True, None)], id="I-void-gives-any-card"),
    pytest.param(trick(play(A, "5p"), play(B, "2p", hand="2p Ap")),
                 A, [(True, None), (True, None)], id="I-no-duty-to-take-the-trick"),
    pytest.param(trick(play(A, "5p"), play(B, "Ap", hand="2p")),
                 B, [(True, None), (False, 'Reversis I')], id="I-a-card-not-in-the-hand"),
    # XXXV: the Espagnolette renounces at will in the first nine tricks only
    pytest.param(trick(play(A, "Rp"), play(B, "Vc", hand="Vc 2p Ak"), number=3, espagnolette=B),
                 A, [(True, None), (True, 'Reversis XXXV')], id="XXXV-espagnolette-renounces-holding-the-suit"),
    pytest.param(trick(play(A, "Rp"), play(B, "Ak", hand="Ak 2p"), number=9, espagnolette=B),
                 A, [(True, None), (True, 'Reversis XXXV')], id="XXXV-still-at-the-ninth-trick"),
    pytest.param(trick(play(A, "Rp"), play(B, "Vc", hand="Vc 2p"), number=10, espagnolette=B),
                 A, [(True, None), (False, 'Reversis LVII')], id="XXXV-RV25-must-follow-in-the-tenth"),
    pytest.param(trick(play(A, "Rp"), play(B, "Vc", hand="Vc 2p"), number=11, espagnolette=B),
                 A, [(True, None), (False, 'Reversis LVII')], id="XXXV-must-follow-in-the-last"),
    pytest.param(trick(play(A, "Rp"), play(B, "Vc", hand="Vc 2p"), espagnolette=B),
                 A, [(True, None), (None, 'Reversis XXXV')], id="XXXV-the-trick-number-decides"),
    pytest.param(trick(play(A, "Rp"), play(B, "Ap", hand="Ap Vc"), number=4, espagnolette=B),
                 B, [(True, None), (True, None)], id="XXXVII-the-espagnolette-may-follow"),
    pytest.param(trick(play(A, "Rp"), play(B, "2c", hand="2c 3p"), play(C, "Vc", hand="Vc 4p"), number=2,
                       espagnolette=C),
                 A, [(True, None), (False, 'Reversis LVII'), (True, 'Reversis XXXV')],
                 id="XXXV-the-privilege-is-the-holders-only"),
]


@pytest.mark.parametrize(("question", "winner", "verdicts"), TRICKS)
def test_reversis_trick(question: dict[str, Any], winner: str,
                        verdicts: list[tuple[bool | None, str | None]]) -> None:
    answer = ask(question)
    assert answer.winner == winner and answer.rule == "Reversis I"
    assert [(v.legal, v.rule) for v in answer.plays] == verdicts


def test_reversis_the_words_name_the_card_and_the_privilege() -> None:
    answer = ask(trick(play(A, "Rp"), play(B, "Vc", hand="Vc 2p"), number=10, espagnolette=B))
    assert render(answer.reason) == ("Roi ♠ l'emporte : la plus forte carte de la couleur demandée ; "
                                     "il n'y a pas d'atout.")
    assert render(answer.plays[1].reason).startswith("Valet ♥ : au pli 10, l'Espagnolette n'a plus le droit")
    allowed = ask(trick(play(A, "Rp"), play(B, "Vc", hand="Vc 2p"), number=3, espagnolette=B))
    assert "l'Espagnolette peut renoncer" in render(allowed.plays[1].reason)


@pytest.mark.parametrize(("question", "path"), [
    pytest.param(trick(play(A, "10p")), "plays[0].card", id="I-no-10s"),
    pytest.param(trick(play(A, "Rp", hand="Rp 2p"), play(B, "2p")), "plays", id="I-one-pack"),
    pytest.param(trick(play(A, "Rp"), play(A, "2p")), "plays[1].player", id="I-one-card-each"),
    pytest.param(trick(play(A, "Rp"), number=12), "context", id="IV-eleven-tricks"),
    pytest.param({"question": "combination", "game": "reversis"}, "question", id="no-combination-question"),
])
def test_reversis_impossible_tricks_are_refused(question: dict[str, Any], path: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.path.startswith(path)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), number=st.integers(1, 11), holder=st.sampled_from([None, A, B, C, D]))
def test_reversis_every_play_the_engine_allows_the_referee_allows(seed: int, number: int, holder: str | None) -> None:
    """Plays drawn from the engine's ``legal_plays`` (the privilege applied to
    its holder in the first nine tricks) are all judged legal; the trick goes
    to the engine's ``trick_winner``."""
    rng = random.Random(seed)
    deck = REVERSIS.cards()
    rng.shuffle(deck)
    game = game_for({"game": "reversis"})
    cards: list[Card] = []
    asked = []
    for n, player in enumerate((A, B, C, D)):
        hand = deck[4 * n:4 * n + 4]
        chosen = rng.choice(game.legal_plays(ReversisTrick(played(cards), player=player, number=number,
                                                           espagnolette=holder), hand))
        cards.append(chosen)
        asked.append({"player": player, "card": dump_card(chosen), "hand": [dump_card(x) for x in hand]})
    answer = ask(trick(*asked, number=number, espagnolette=holder))
    assert [v.legal for v in answer.plays] == [True] * 4
    assert answer.winner == (A, B, C, D)[game.trick_winner(ReversisTrick(played(cards)))]
