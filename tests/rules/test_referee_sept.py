"""Sept's referee: who takes a trick played to its end, and whether each card
was allowed (Sept §5, spec §6.1-6.2), asked as the API asks."""

from __future__ import annotations

from typing import Any

import pytest
from referee_tables import j, legal, on_rules_page, trick, unlabelled

from compagnon.rules import DealError, render
from compagnon.rules.referee import ask


def played(cards: str, hands: dict[int, str] | None = None, **context: Any) -> dict[str, Any]:
    """The cards in play order, Ana leading and Bea answering in turn;
    ``hands``: the hand held before the card of that index."""
    plays = []
    for i, card in enumerate(cards.split()):
        hand = f"/{hands[i]}" if hands and i in hands else ""
        plays.append(f"{'Ana' if i % 2 == 0 else 'Bea'}:{card}{hand}")
    return trick("sept", ", ".join(plays), **context)


# --------------------------------------------------------------------- who takes the trick (§5)

@pytest.mark.parametrize(("cards", "winner", "points"), [
    pytest.param("9p 7c 9k At", "Ana", 10, id="§5 the leader continues with the opening rank after a 7"),
    pytest.param("10p 10c", "Bea", 20, id="§5 an answer of the opening rank takes it"),
    pytest.param("Rp 7p Rc 7c 7k Rk Rt 8t", "Ana", 0, id="§5 a trick played until the hands are empty"),
    pytest.param("8p Ap", "Ana", 10, id="§3 no card is higher than another"),
    pytest.param("Dc 7t", "Bea", 0, id="§5 a 7 captures like the opening rank"),
    pytest.param("7p Rp", "Ana", 0, id="§5 a 7 opening, a Roi takes nothing"),
    pytest.param("7p 7k", "Bea", 0, id="§5 a 7 opening, only a 7 takes it"),
    pytest.param("Vp Vc Vk", "Ana", 0, id="§5 the leader's continuation takes it back"),
])
def test_sept_5_the_last_card_of_the_opening_rank_or_a_seven_takes_the_trick(cards: str, winner: str,
                                                                             points: int) -> None:
    answer = ask(played(cards))
    assert answer.winner == winner and answer.rule == "Sept §5" and on_rules_page("sept", answer.rule)
    assert f"{points} point" in render(answer.reason)


def test_sept_3_the_last_trick_is_worth_ten_more() -> None:
    answer = ask(played("Ap 8c", last_trick=True))
    assert answer.winner == "Ana" and "20 points, dernier pli compris" in render(answer.reason)


# --------------------------------------------------------------------- what may be played (§5, ruling S3)

@pytest.mark.parametrize(("cards", "hands", "verdicts", "words"), [
    pytest.param("9p Ac", {1: "Ac 9c"}, [True, True], None, id="§5 the answer is free, even holding the rank"),
    pytest.param("9p 7c Rk", {2: "Rk 9k"}, [True, None, False], "il faut une carte du même rang ou un 7",
                 id="§5 S3 the leader continues only with the opening rank or a 7"),
    pytest.param("9p 9c 7k", {2: "7k Ap"}, [True, None, True], None, id="§5 continuing with a 7"),
    pytest.param("9p 9c 9k", {2: "9k"}, [True, None, True], None, id="§5 continuing with the opening rank"),
    pytest.param("9p 7c 9k Rt", {3: "Rt 9t"}, [True, None, None, True], None,
                 id="§5 the second answer is free too"),
    pytest.param("9p Ac", {1: "9c 8c"}, [True, False], "n'est pas dans la main", id="§5 a card not in the hand"),
    pytest.param("Ap 8c", {0: "Ap 7p Rc"}, [True, None], None, id="§5 any opening card"),
    # spec §6.2: the opening card is free and a continuation is bound, hand or not
    pytest.param("Ap 8c", {}, [True, None], None, id="§5 any opening card, hand or not"),
    pytest.param("9p 7c Rk", {}, [True, None, False], "il faut une carte du même rang ou un 7",
                 id="§5 S3 a continuation no hand could make legal, without the hand"),
    pytest.param("9p 7c 7k", {}, [True, None, None], None, id="§5 a 7 continues, when the hand allows it"),
])
def test_sept_5_only_the_leader_s_continuation_is_bound(cards: str, hands: dict[int, str],
                                                        verdicts: list[bool | None], words: str | None) -> None:
    answer = ask(played(cards, hands))
    assert legal(answer) == verdicts
    refused = [v for v in answer.plays if v.legal is False]
    if words is None:
        assert not refused
    else:
        assert refused[0].rule == "Sept §5" and words in render(refused[0].reason)


# --------------------------------------------------------------------- what is not a trick of Sept

@pytest.mark.parametrize(("question", "path"), [
    pytest.param(trick("sept", "Ana:9p, Ana:7c"), "plays[1].player", id="§5 the opponent answers"),
    pytest.param(trick("sept", "Ana:9p, Bea:7c, Bea:9k"), "plays[2].player", id="§5 the leader continues"),
    pytest.param(played("9p 7c 9p"), "plays[2].card", id="§1 one pack: a card comes out once"),
    pytest.param(played("9p 7c 9k 7k 9c 7t 9t 8p 8c"), "plays", id="§4 four cards each"),
    pytest.param({**played("9p"), "plays": [{"player": "Ana", "card": {"rank": "6", "suit": "pique"}}]},
                 "plays[0].card", id="§1 no 6 in the 32 cards"),
])
def test_sept_a_trick_that_cannot_happen_is_refused(question: dict[str, Any], path: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.path == path and refused.value.field == "plays"


def test_sept_the_answer_as_json() -> None:
    answer = ask(played("10p 10c")).as_dict()
    assert answer["winner"] == "Bea" and answer["rule"] == "Sept §5"
    assert answer["plays"][1] == {"player": "Bea", "legal": None, "rule": None,
                                  "reason": "Sans la main du joueur, on ne peut pas dire si la carte était permise."}
    assert j("10c") == {"rank": "10", "suit": "coeur"}


def test_sept_referee_fields_have_french_labels() -> None:
    assert unlabelled("sept") == []
