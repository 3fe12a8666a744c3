"""The referee of Démons punisseurs: tricks where a Démon takes the
appearance of any card (§3, §5 and rulings P-7, P-9, P-11, P-12, P-13), and
the Pareils and Suites a player shows, at the exposition against the best
shown so far (§6.1, §6.2, §7 and ruling P-18)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from cardtext import card
from hypothesis import given, settings
from hypothesis import strategies as st

from compagnon.rules import DealError, render
from compagnon.rules.decks import PUNISSEURS, Suit, dump_card
from compagnon.rules.games.demons_punisseurs import PunisseursPlay
from compagnon.rules.referee import ask, game_for
from compagnon.rules.tricks import Trick, played

X, Y, Z = "Xavier", "Yvonne", "Zoé"


def c(text: str) -> Any:
    return dump_card(card(text))


def play(player: str, text: str, *, looks: str | None = None, hand: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"player": player, "card": c(text)}
    if looks is not None:
        out["appearance"] = c(looks)
    if hand is not None:
        out["hand"] = [c(t) for t in hand.split()]
    return out


def trick(trump: str, *plays: dict[str, Any]) -> dict[str, Any]:
    return {"question": "trick", "game": "demons_punisseurs", "context": {"trump": trump}, "plays": list(plays)}


# each row: the question, who takes the trick, then each play's verdict (legal, article)
TRICKS = [
    # §3, §5: who takes the trick (spec example 8)
    pytest.param(trick("pique", play(X, "10k"), play(Y, "Rc", looks="Ak", hand="Rc 8t"),
                       play(Z, "Ak", hand="Ak 7p")),
                 Y, [(True, None), (True, None), (True, None)], id="s3-P13-a-demon-beats-the-card-it-copies"),
    pytest.param(trick("pique", play(X, "9t"), play(Y, "Vt", looks="Rt", hand="Vt 8c"),
                       play(Z, "7k", looks="Rt", hand="7k 9c")),
                 Z, [(True, None), (True, None), (True, None)], id="s3-two-demons-copy-one-card-the-stronger"),
    pytest.param(trick("pique", play(X, "Ac"), play(Y, "8p", hand="8p 9c"), play(Z, "Rc", hand="Rc")),
                 Y, [(True, None), (True, None), (True, None)], id="s5-a-trump-instead-of-the-suit"),
    pytest.param(trick("coeur", play(X, "9p"), play(Y, "7c", hand="7c 10p"), play(Z, "8c", hand="8c")),
                 Z, [(True, None), (True, None), (True, None)], id="s5-the-highest-trump"),
    pytest.param(trick("pique", play(X, "Ac"), play(Y, "Rc", hand="Rc 8k")),
                 X, [(True, None), (True, None)], id="s3-P7-an-unnamed-demon-is-its-own-card"),
    pytest.param(trick("coeur", play(X, "Ak"), play(Y, "Rc", looks="7c", hand="Rc 9k")),
                 Y, [(True, None), (True, None)], id="s5-a-demon-copying-a-trump-is-a-trump"),
    pytest.param(trick("pique", play(X, "7k"), play(Y, "6k", hand="6k 8p"), play(Z, "9t", hand="9t")),
                 X, [(True, None), (True, None), (True, None)], id="s3-P9-the-6-below-the-7"),
    # §5: what a follower may play (spec example 8d)
    pytest.param(trick("pique", play(X, "8k"), play(Y, "10t", hand="10t 9k")),
                 X, [(True, None), (False, "Démons punisseurs §5")], id="s5-P12-neither-suit-nor-trump"),
    pytest.param(trick("pique", play(X, "8k"), play(Y, "Dt", looks="Dk", hand="Dt 9k")),
                 Y, [(True, None), (True, None)], id="s5-a-demon-follows-by-its-appearance"),
    pytest.param(trick("pique", play(X, "8k"), play(Y, "Dt", looks="Ac", hand="Dt 9k")),
                 X, [(True, None), (False, "Démons punisseurs §5")], id="s5-the-appearance-must-follow-too"),
    pytest.param(trick("pique", play(X, "8k"), play(Y, "10t", hand="10t Ac")),
                 X, [(True, None), (True, None)], id="s5-void-plays-anything"),
    pytest.param(trick("pique", play(X, "9t"), play(Y, "8k", hand="8k Vt")),
                 X, [(True, None), (True, None)], id="s5-P11-a-demon-is-not-the-suit"),
    pytest.param(trick("pique", play(X, "9k"), play(Y, "8k", hand="8k Ak")),
                 X, [(True, None), (True, None)], id="s5-no-duty-to-beat"),
    pytest.param(trick("pique", play(X, "9k"), play(Y, "Ak", hand="8k")),
                 Y, [(True, None), (False, "Démons punisseurs §5")], id="s5-a-card-not-in-the-hand"),
]


@pytest.mark.parametrize(("question", "winner", "verdicts"), TRICKS)
def test_demons_punisseurs_trick(question: dict[str, Any], winner: str,
                                 verdicts: list[tuple[bool | None, str | None]]) -> None:
    answer = ask(question)
    assert answer.winner == winner and answer.rule == "Démons punisseurs §5"
    assert [(v.legal, v.rule) for v in answer.plays] == verdicts


def test_demons_punisseurs_5_the_words_name_the_appearance() -> None:
    answer = ask(trick("pique", play(X, "8k"), play(Y, "Dt", looks="Ac", hand="Dt 9k")))
    assert render(answer.plays[1].reason).startswith("Dame ♣ imitant As ♥ : avec du carreau en main")
    copy = ask(trick("pique", play(X, "10k"), play(Y, "Rc", looks="Ak"), play(Z, "Ak")))
    assert render(copy.reason) == "Roi ♥ imitant As ♦ l'emporte : un Démon bat la carte ordinaire qu'il imite " \
                                  "(décision P-13)."


@pytest.mark.parametrize(("question", "path"), [
    pytest.param(trick("trefle", play(X, "8k")), "context.trump", id="s4-never-trefle"),
    pytest.param({"question": "trick", "game": "demons_punisseurs", "plays": [play(X, "8k")]}, "context.trump",
                 id="s3-the-trump-makes-the-demons"),
    pytest.param(trick("pique", play(X, "8k"), play(Y, "9k", looks="Ak")), "plays[1].appearance",
                 id="s3-only-a-demon-takes-an-appearance"),
    pytest.param(trick("pique", play(X, "8k"), play(Y, "Dc", looks="Ak")), "plays[1].appearance",
                 id="s3-a-dame-not-of-trumps-is-ordinary"),
    pytest.param(trick("pique", play(X, "8k", hand="8k 9k"), play(Y, "9k")), "plays", id="s1-one-pack"),
])
def test_demons_punisseurs_impossible_tricks_are_refused(question: dict[str, Any], path: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.path == path


def test_demons_punisseurs_3_the_dame_of_trumps_takes_an_appearance() -> None:
    answer = ask(trick("carreau", play(X, "8p"), play(Y, "Dk", looks="Ap")))
    assert answer.winner == Y


def shown(trump: str, kind: str, text: str, to_beat: dict[str, Any] | None = None) -> dict[str, Any]:
    """The cards a player shows; ``"Vt=At"`` is the Valet de trèfle taking the appearance of the As de trèfle."""
    cards = []
    for t in text.split():
        real, _, looks = t.partition("=")
        cards.append({"card": c(real), **({"appearance": c(looks)} if looks else {})})
    asked: dict[str, Any] = {"kind": kind, "cards": cards}
    if to_beat is not None:
        asked["to_beat"] = to_beat
    return {"question": "combination", "game": "demons_punisseurs", "context": {"trump": trump}, "combination": asked}


# each row: the question, valid, article
COMBINATIONS = [
    # §6.1 the Pareil
    pytest.param(shown("coeur", "pareil", "Ap Ak Vt=At"), True, "Démons punisseurs §6.1",
                 id="s6-1-a-demon-completes-a-brelan"),
    pytest.param(shown("coeur", "pareil", "Ap Rk 9t"), False, "Démons punisseurs §6.1", id="s6-1-no-pair"),
    pytest.param(shown("coeur", "pareil", "Ap 7t=Ap"), True, "Démons punisseurs §6.1",
                 id="s3-a-demon-copies-a-card-of-the-same-hand"),
    # §6.2 the Suite
    pytest.param(shown("coeur", "suite", "8p 9p 10p"), True, "Démons punisseurs §6.2", id="s6-2-a-tierce"),
    pytest.param(shown("coeur", "suite", "6k 7k=7k 8k"), True, "Démons punisseurs §6.2",
                 id="s6-2-P9-the-6-de-carreau-at-the-bottom"),
    pytest.param(shown("coeur", "suite", "8p 10p Dk"), False, "Démons punisseurs §6.2", id="s6-2-no-seconde"),
    # §7, P-18: disputing at the exposition needs better than what was shown
    pytest.param(shown("coeur", "pareil", "Ap Ak Vt=At", {"count": 2, "rank": "9"}), True, "Démons punisseurs §7",
                 id="s7-a-brelan-disputes-a-pair"),
    pytest.param(shown("coeur", "pareil", "10p 10k", {"count": 2, "rank": "10"}), False, "Démons punisseurs §7",
                 id="s7-P18-an-equal-pair-concedes"),
    pytest.param(shown("coeur", "pareil", "Rp Rc", {"count": 2, "rank": "R"}), False, "Démons punisseurs §7",
                 id="s6-1-a-demon-is-no-stronger-than-its-card"),
    pytest.param(shown("coeur", "pareil", "Ap Ak", {"count": 2, "rank": "R"}), True, "Démons punisseurs §7",
                 id="s6-1-same-count-the-higher-rank"),
    pytest.param(shown("pique", "suite", "8k 9k 10k", {"length": 3, "top": "10", "suit": "pique"}), False,
                 "Démons punisseurs §7", id="s7-P18-an-equal-tierce-concedes"),
    pytest.param(shown("pique", "suite", "7t 8t 9t 10t", {"length": 3, "top": "A", "suit": "coeur"}), True,
                 "Démons punisseurs §7", id="s6-2-a-quarte-beats-any-tierce"),
]


@pytest.mark.parametrize(("question", "valid", "rule"), COMBINATIONS)
def test_demons_punisseurs_combination(question: dict[str, Any], valid: bool, rule: str) -> None:
    answer = ask(question)
    assert (answer.valid, answer.rule, answer.points) == (valid, rule, None)


def test_demons_punisseurs_6_1_the_words_say_what_the_cards_make() -> None:
    answer = ask(shown("coeur", "pareil", "Ap Ak Vt=At", {"count": 2, "rank": "9"}))
    assert render(answer.reason) == ("Les cartes font un brelan d'As, mieux que ce qui a été montré (une paire de 9) : "
                                     "de quoi disputer l'objectif.")
    suite = ask(shown("coeur", "suite", "8p 9p 10p"))
    assert "une tierce à pique, 10 en tête" in render(suite.reason)


@pytest.mark.parametrize(("question", "path"), [
    pytest.param(shown("coeur", "pareil", "Ap Ak=At"), "combination.cards[1].appearance",
                 id="s3-an-ordinary-card-is-itself"),
    pytest.param(shown("coeur", "pareil", "Ap Ap"), "combination", id="s1-one-of-each-card"),
    pytest.param(shown("coeur", "suite", "8p 9p", {"length": 4, "top": "9", "suit": "pique"}), "combination.to_beat",
                 id="s6-2-a-suite-down-to-the-7"),
])
def test_demons_punisseurs_impossible_combinations_are_refused(question: dict[str, Any], path: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.path == path


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), trump=st.sampled_from(["pique", "coeur", "carreau"]))
def test_demons_punisseurs_every_play_the_engine_allows_the_referee_allows(seed: int, trump: str) -> None:
    """Plays the engine's ``can_play`` accepts (Démons with any appearance)
    are all judged legal; the trick goes to the engine's ``trick_winner``."""
    rng = random.Random(seed)
    deck = PUNISSEURS.cards()
    rng.shuffle(deck)
    game = game_for({"game": "demons_punisseurs"})
    plays: list[PunisseursPlay] = []
    asked = []
    for n, player in enumerate((X, Y, Z)):
        hand = deck[4 * n:4 * n + 4]
        options = [PunisseursPlay(x) for x in hand]
        options += [PunisseursPlay(x, rng.choice(PUNISSEURS.cards())) for x in hand if game.is_demon(x, Suit(trump))]
        chosen = rng.choice([p for p in options if game.can_play(Trick(played(plays), trump=Suit(trump)), hand, p)])
        plays.append(chosen)
        asked.append({"player": player, "card": dump_card(chosen.card), "hand": [dump_card(x) for x in hand],
                      **({"appearance": dump_card(chosen.appearance)} if chosen.appearance is not None else {})})
    answer = ask(trick(trump, *asked))
    assert [v.legal for v in answer.plays] == [True, True, True]
    assert answer.winner == (X, Y, Z)[game.trick_winner(Trick(played(plays), trump=Suit(trump)))]


def test_demons_punisseurs_7_the_contest_says_in_data_who_keeps_the_objective() -> None:
    """§6, §7: with both players named, the objective's stake goes to whoever keeps it."""
    pair = shown("coeur", "pareil", "Ap Ak", {"count": 2, "rank": "R", "player": "Bea"})
    pair["combination"] |= {"player": "Ana", "stake": 2}
    assert ask(pair).as_dict()["scores"] == {"Ana": 2}
    concede = shown("coeur", "pareil", "10p 10k", {"count": 2, "rank": "10", "player": "Bea"})
    concede["combination"]["player"] = "Ana"
    assert ask(concede).as_dict()["scores"] == {"Bea": 1}
    unnamed = shown("coeur", "pareil", "Ap Ak", {"count": 2, "rank": "R"})
    assert "scores" not in ask(unnamed).as_dict()
