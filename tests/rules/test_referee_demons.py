"""The referee of Démons: tricks with pure and possessing Démons (§8, §13 and
rulings A-1, A-10, A-11, A-14), and Pareils and Suites (§9, §9.1, §9.2, A-9),
asked as the casebook writes them, through :func:`compagnon.rules.referee.ask`."""

from __future__ import annotations

import random
from typing import Any

import pytest
from cardtext import card
from hypothesis import given, settings
from hypothesis import strategies as st

from compagnon.rules import DealError, render
from compagnon.rules.decks import DEMONS, dump_card
from compagnon.rules.games.demons import DemonPlay, DemonsTrick
from compagnon.rules.referee import ask, game_for
from compagnon.rules.tricks import played


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
    question: dict[str, Any] = {"question": "trick", "game": "demons", "plays": list(plays),
                                "options": {"strict_possession_obligation": strict}}
    if turned is not None:
        question["context"] = {"turned_cards": [c(t) for t in turned.split()]}
    return question


A, B, C = "Anne", "Bruno", "Chloé"

# each row: the question, who takes the trick, then each play's verdict (legal, article)
TRICKS = [
    # §8: who takes the trick
    pytest.param(trick(play(A, "Vt"), play(B, "T5", hand="T5 Rk"), play(C, "Rt", hand="Rt")),
                 B, [(True, None), (True, None), (True, None)], id="s8-a-pure-demon-takes-the-trick"),
    pytest.param(trick(play(A, "Rp"), play(B, "T3", possessed="Rp", hand="T3 Dc"), play(C, "Dp", hand="Dp"),
                       turned="Rp Ck"),
                 B, [(True, None), (True, None), (True, None)], id="s8-possessed-card-beats-the-same-ordinary-card"),
    pytest.param(trick(play(A, "Cc"), play(B, "T4", possessed="Rc", hand="T4"), play(C, "T2", possessed="Rc",
                                                                                    hand="T2"),
                       turned="Rc Rc"),
                 C, [(True, None), (True, None), (True, None)], id="s8-two-possessed-twins-the-stronger-demon"),
    pytest.param(trick(play(A, "Dc"), play(B, "Cc", hand="Cc 6p"), play(C, "6c", hand="6c Rp")),
                 B, [(True, None), (True, None), (True, None)], id="s3-cavalier-beats-dame"),
    pytest.param(trick(play(A, "6k"), play(B, "Rk", hand="Rk"), play(C, "Rk", hand="Rk")),
                 B, [(True, None), (True, None), (True, None)], id="s8-A10-identical-cards-the-first-played"),
    # §8: what a follower must play on a card of a suit
    pytest.param(trick(play(A, "6k"), play(B, "Rt", hand="Rt Dk")),
                 A, [(True, None), (False, "Démons §8")], id="s8-follow-the-suit-led"),
    pytest.param(trick(play(A, "Vp"), play(B, "T2", possessed="Dp", hand="T2 6p"), turned="Dp"),
                 B, [(True, None), (True, None)], id="s8-a-demon-possessing-the-suit-answers-it"),
    pytest.param(trick(play(A, "Vt"), play(B, "Rk", hand="Rk T4")),
                 A, [(True, None), (True, None)], id="s8-no-duty-to-cut-with-a-demon"),
    pytest.param(trick(play(A, "Rp"), play(B, "6p", hand="6p Dp")),
                 A, [(True, None), (True, None)], id="s8-no-duty-to-beat-the-cards-played"),
    pytest.param(trick(play(A, "Vp"), play(B, "Rp", hand="Dp 6p")),
                 B, [(True, None), (False, "Démons §8")], id="s8-a-card-not-in-the-hand"),
    # §8: what a follower must play on a pure Démon
    pytest.param(trick(play(A, "T3"), play(B, "T1", hand="T1 Rk"), play(C, "Rk", hand="Rk 6t")),
                 B, [(True, None), (True, None), (True, None)], id="s8-on-a-pure-demon-a-demon-if-held"),
    pytest.param(trick(play(A, "T3"), play(B, "Rk", hand="Rk T1")),
                 A, [(True, None), (False, "Démons §8")], id="s8-on-a-pure-demon-keeping-a-demon-is-illegal"),
    pytest.param(trick(play(A, "T3"), play(B, "T1", possessed="Rc", hand="T1 Rk"), turned="Rc"),
                 A, [(True, None), (False, "Démons §8")], id="s8-on-a-pure-demon-the-answer-stays-pure"),
    # §13 and ruling A-1
    pytest.param(trick(play(A, "Vp"), play(B, "Dc", hand="Dc"), play(C, "T4", hand="T4 6p")),
                 C, [(True, None), (True, None), (False, "Démons §13")], id="s13-pure-demon-holding-the-suit"),
    pytest.param(trick(play(A, "Vp"), play(B, "T4", hand="T4 Rk"), turned="Cp"),
                 B, [(True, None), (True, None)], id="s13-A1-could-possess-is-no-fault-by-default"),
    pytest.param(trick(play(A, "Vp"), play(B, "T4", hand="T4 Rk"), turned="Cp", strict=True),
                 B, [(True, None), (False, "Démons §13")], id="s13-A1-could-possess-is-a-fault-when-decided-so"),
]


@pytest.mark.parametrize(("question", "winner", "verdicts"), TRICKS)
def test_demons_trick(question: dict[str, Any], winner: str, verdicts: list[tuple[bool | None, str | None]]) -> None:
    answer = ask(question)
    assert answer.winner == winner and answer.rule == "Démons §8"
    assert [(v.legal, v.rule) for v in answer.plays] == verdicts


def test_demons_8_the_reasons_name_the_play_and_the_obligation() -> None:
    revoke = ask(trick(play(A, "Vp"), play(B, "T4", hand="T4 6p")))
    assert render(revoke.reason) == "Démon 4 pur l'emporte : le plus fort Démon pur du pli (le 1 est le plus fort)."
    assert "Démon 4 pur alors que la main a du pique" in render(revoke.plays[1].reason)
    follow = ask(trick(play(A, "6k"), play(B, "T2", possessed="Rt", hand="T2 Dk"), turned="Rt"))
    assert render(follow.plays[1].reason).startswith("Démon 2 possédant Roi ♣ : il faut fournir du carreau")
    twins = ask(trick(play(A, "6k"), play(B, "Rk"), play(C, "Rk")))
    assert "A-10" in render(twins.reason)
    possessed = ask(trick(play(A, "Rp"), play(B, "T3", possessed="Rp")))
    assert "une carte possédée bat la même carte ordinaire" in render(possessed.reason)


@pytest.mark.parametrize(("question", "path"), [
    pytest.param(trick(play(A, "Vp"), play(B, "Rp", possessed="Dp")), "plays[1].possessed",
                 id="s8-only-a-demon-possesses"),
    # §8 (spec §6.2): a Démon possesses only a turned card, and each turned card once
    pytest.param(trick(play(A, "Vp"), play(B, "T1", possessed="Rc", hand="T1"), turned="Dp"), "plays[1].possessed",
                 id="s8-only-a-turned-card-is-possessed"),
    pytest.param(trick(play(A, "Vp"), play(B, "T1", possessed="Rc"), turned="Dp"), "plays[1].possessed",
                 id="s8-only-a-turned-card-is-possessed-hand-or-not"),
    pytest.param(trick(play(A, "Cc"), play(B, "T4", possessed="Rc", hand="T4"), play(C, "T2", possessed="Rc",
                                                                                hand="T2"), turned="Rc"),
                 "plays[2].possessed", id="s8-a-possessed-card-leaves-the-turned-cards"),
    pytest.param(trick(play(A, "Rp", hand="Rp Rp"), play(B, "Rp")), "plays", id="s1-two-rois-of-each-suit"),
    pytest.param(trick(play(A, "Vt"), play(B, "T1", hand="T1"), play(C, "T5", hand="T1 T5")), "plays",
                 id="s1-one-demon-of-each-number"),
    pytest.param(trick(play(A, "Vp"), play(A, "Dp")), "plays[1].player", id="s8-one-card-each-per-trick"),
    pytest.param(trick(play(A, "T6")), "plays[0].card", id="s1-demons-1-to-5"),
    pytest.param({"question": "hands", "game": "demons"}, "question", id="no-hands-question"),
])
def test_demons_impossible_tricks_are_refused(question: dict[str, Any], path: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.path == path


def combination(kind: str, text: str, *, against: list[str] | None = None,
                tricks: list[int] | None = None, game: str = "demons") -> dict[str, Any]:
    asked: dict[str, Any] = {"kind": kind, "cards": [c(t) for t in text.split()]}
    if against is not None:
        asked["against"] = [[c(t) for t in other.split()] for other in against]
    if tricks is not None:
        asked["tricks"] = tricks
    return {"question": "combination", "game": game, "combination": asked}


# each row: the question, valid, points, article
COMBINATIONS = [
    # §9.1 the Pareil
    pytest.param(combination("pareil", "Rp Rp"), True, 10, "Démons §9.1", id="s9-1-a-pair-10"),
    pytest.param(combination("pareil", "Vp Vc Vk"), True, 20, "Démons §9.1", id="s9-1-a-brelan-20"),
    pytest.param(combination("pareil", "Dp Dc Dk Dt"), True, 40, "Démons §9.1", id="s9-1-a-carre-40"),
    pytest.param(combination("pareil", "Rp Rp Rc Rc Rk"), True, 50, "Démons §9.1", id="s9-1-a-quintuple-50"),
    pytest.param(combination("pareil", "Cp Cp Cc Cc Ck Ck Ct Ct"), True, 50, "Démons §9.1",
                 id="s9-1-an-octuple-of-cavaliers"),
    pytest.param(combination("pareil", "Rp Dp"), False, None, "Démons §9.1", id="s9-1-one-rank-only"),
    pytest.param(combination("pareil", "Dp Dc Dk Dt Dp"), False, None, "Démons §9.1",
                 id="s9-1-dames-stop-at-four"),
    # §9.2 the Suite, built at either end
    pytest.param(combination("suite", "Dc Rc"), True, 15, "Démons §9.2", id="s9-2-a-seconde-15"),
    pytest.param(combination("suite", "Cp Vp Dp"), True, 30, "Démons §9.2", id="s9-2-A9-a-tierce-built-downwards"),
    pytest.param(combination("suite", "Vk Ck Dk Rk"), True, 60, "Démons §9.2", id="s9-2-a-quarte-60"),
    pytest.param(combination("suite", "Vk Dk"), False, None, "Démons §9.2", id="s9-2-V-C-D-R-no-gap"),
    pytest.param(combination("suite", "Dk Rc"), False, None, "Démons §9.2", id="s9-2-one-suit-only"),
    pytest.param(combination("suite", "Dk Rk Dk"), False, None, "Démons §9.2", id="s9-2-a-rank-once"),
    # §9 every combination
    pytest.param(combination("pareil", "6p 6c"), False, None, "Démons §9", id="s9-never-a-six"),
    pytest.param(combination("suite", "T2 Rk"), False, None, "Démons §9", id="s9-a-pure-demon-counts-for-nothing"),
    pytest.param(combination("pareil", "Rk"), True, 0, "Démons §9", id="s9-one-card-is-a-start"),
    pytest.param(combination("pareil", "Rp Rc", tricks=[3, 5]), False, None, "Démons §9",
                 id="s9-cards-played-in-a-row"),
    pytest.param(combination("pareil", "Rp Rc", tricks=[4, 5]), True, 10, "Démons §9.1",
                 id="s9-consecutive-tricks"),
    pytest.param(combination("pareil", "Rp Rp Rp"), False, None, "Démons §9", id="s1-two-copies-of-a-roi"),
    # §9.1, §9.2: against the opponents' best
    pytest.param(combination("pareil", "Rp Rc", against=["Rk Rt", "Vp Vc"]), True, 0, "Démons §9.1",
                 id="s9-1-equal-pareils-nobody-scores"),
    pytest.param(combination("pareil", "Vp Vc Vk", against=["Rk Rt"]), True, 20, "Démons §9.1",
                 id="s9-1-a-brelan-beats-any-pair"),
    pytest.param(combination("pareil", "Rk Rt", against=["Vp Vc Vk"]), True, 0, "Démons §9.1",
                 id="s9-1-a-pair-loses-to-a-brelan"),
    pytest.param(combination("suite", "Dc Rc", against=["Cp Dp"]), True, 15, "Démons §9.2",
                 id="s9-2-same-length-the-higher-top"),
    pytest.param(combination("suite", "Ct Dt", against=["Ck Dk"]), True, 0, "Démons §9.2",
                 id="s9-2-equal-suites-nobody-scores"),
    pytest.param(combination("suite", "Ct Dt", against=["Rk"]), True, 15, "Démons §9.2",
                 id="s9-2-a-single-card-is-no-rival"),
]


@pytest.mark.parametrize(("question", "valid", "points", "rule"), COMBINATIONS)
def test_demons_combination(question: dict[str, Any], valid: bool, points: int | None, rule: str) -> None:
    answer = ask(question)
    assert (answer.valid, answer.points, answer.rule) == (valid, points, rule)


def test_demons_9_1_the_answer_says_who_scores() -> None:
    tie = ask(combination("pareil", "Rp Rc", against=["Rk Rt"]))
    assert render(tie.reason) == "C'est une paire de Rois, autant qu'un adversaire : à égalité, personne ne marque."
    beaten = ask(combination("pareil", "Rk Rt", against=["Vp Vc Vk"]))
    assert "un brelan de Valets" in render(beaten.reason)


def test_demons_9_an_opponent_combination_that_cannot_be_is_refused() -> None:
    with pytest.raises(DealError) as refused:
        ask(combination("pareil", "Rp Rc", against=["6k 6t"]))
    assert refused.value.path == "combination.against[0]" and refused.value.rule == "Démons §9"
    with pytest.raises(DealError) as twice:
        ask(combination("pareil", "Vp Vc", against=["Vp Vk"]))
    assert twice.value.field == "combination"


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), strict=st.booleans())
def test_demons_8_every_play_the_engine_allows_the_referee_allows(seed: int, strict: bool) -> None:
    """Plays drawn from the engine's own ``legal_plays`` (possessions of the
    cards still turned up included) are all judged legal, and the trick goes
    to the engine's ``trick_winner``."""
    rng = random.Random(seed)
    deck = DEMONS.cards()
    rng.shuffle(deck)
    turned, rest = deck[:6], deck[6:]
    game = game_for({"game": "demons", "options": {"strict_possession_obligation": strict}})
    plays: list[DemonPlay] = []
    asked = []
    for n, player in enumerate((A, B, C)):
        hand = rest[3 * n:3 * n + 3]
        chosen = rng.choice(game.legal_plays(DemonsTrick(played(plays), turned=tuple(turned)), hand))
        plays.append(chosen)
        asked.append({"player": player, "card": dump_card(chosen.card), "hand": [dump_card(x) for x in hand],
                      **({"possessed": dump_card(chosen.possessed)} if chosen.possessed is not None else {})})
    answer = ask({"question": "trick", "game": "demons", "options": {"strict_possession_obligation": strict},
                  "context": {"turned_cards": [dump_card(x) for x in turned]}, "plays": asked})
    assert [v.legal for v in answer.plays] == [True, True, True]
    assert answer.winner == (A, B, C)[game.trick_winner(DemonsTrick(played(plays)))]
