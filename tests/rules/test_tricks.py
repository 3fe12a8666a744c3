"""The trick interface (compagnon/rules/tricks.py): one typed hook per game, the rest written once."""

from __future__ import annotations

from typing import Any

import pytest
from cardtext import card, cards, trick_of

from compagnon.rules import Game, load
from compagnon.rules.decks import Suit
from compagnon.rules.games.caisse import Caisse, CaisseTrick, PlayFault
from compagnon.rules.tricks import Play, Trick, TrickRules, played

TRICK_GAMES = sorted(slug for slug, cls in load().items() if "trick" in cls.referee_questions)


def test_the_eleven_trick_games_and_les_heritiers_answer_trick_questions() -> None:
    assert TRICK_GAMES == ["belote_noisette", "bernicle", "besigue", "bridgette", "caisse", "demons",
                           "demons_punisseurs", "heritiers", "mille", "reversis", "sept",
                           "tarot_4_saisons", "tarot_double_detente"]


@pytest.mark.parametrize("slug", TRICK_GAMES)
def test_a_trick_game_writes_only_what_differs(slug: str) -> None:
    cls: type[Game[Any]] = load()[slug]
    assert issubclass(cls, TrickRules)
    for name in ("trick_winner", "verify_play", "trick_context", "trick_rule"):
        assert getattr(cls, name) is not getattr(TrickRules, name), name
    # written once: whether a card may be played, which may, and the referee's judgement
    for name in ("can_play", "legal_plays", "referee_trick"):
        assert all(name not in vars(klass) for klass in cls.__mro__ if klass is not TrickRules), name


def test_the_game_base_has_no_untyped_trick_stubs() -> None:
    assert not hasattr(Game, "trick_winner") and not hasattr(Game, "legal_plays")


def test_a_trick_before_a_play_keeps_its_context_and_names_who_plays() -> None:
    trick = CaisseTrick(played(cards("Rc 9p 7c"), ["Ana", "Bob", "Cléo"]), trump=Suit.PIQUE, game="trump",
                        ultime=frozenset({"Cléo"}))
    before = trick.before(2)
    assert before.plays == (Play(card("Rc"), "Ana"), Play(card("9p"), "Bob"))
    assert before.player == "Cléo" and before.trump is Suit.PIQUE and before.ultime == {"Cléo"}
    assert trick.cards == cards("Rc 9p 7c")
    assert trick_of("Rc 9p", trump=Suit.COEUR) == Trick(played(cards("Rc 9p")), trump=Suit.COEUR)


def test_caisse_7_1_an_ultime_keeps_its_seven_of_trump_while_it_may() -> None:
    g = Caisse(["Ana", "Bob", "Cléo"])
    trick = CaisseTrick(played(cards("Rc"), ["Ana"]), player="Bob", trump=Suit.PIQUE, ultime=frozenset({"Bob"}))
    with pytest.raises(PlayFault) as refused:
        g.verify_play(trick, cards("7p 8p Ak"), card("7p"))
    assert refused.value.rule == "Caisse §7.1"
    assert g.legal_plays(trick, cards("7p 8p Ak")) == [card("8p")]
    # the last trump left, or another player: the 7 may go
    assert g.can_play(trick, cards("7p Ak"), card("7p"))
    assert g.can_play(CaisseTrick(trick.plays, player="Cléo", trump=Suit.PIQUE, ultime=frozenset({"Bob"})),
                      cards("7p 8p Ak"), card("7p"))


@pytest.mark.parametrize("slug", TRICK_GAMES)
def test_the_trick_hooks_take_typed_arguments_not_args(slug: str) -> None:
    """A hook keeps its base class's signature: no ``*args`` or ``**kwargs`` anywhere in the interface."""
    import inspect

    cls = load()[slug]
    for name in ("trick_winner", "verify_play", "trick_context", "trick_rule", "trick_reason", "play_verdict",
                 "can_play", "legal_plays", "referee_trick"):
        method = getattr(cls, name, None)
        if method is None:
            continue
        kinds = {p.kind for p in inspect.signature(method).parameters.values()}
        assert not kinds & {inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD}, (slug, name)
