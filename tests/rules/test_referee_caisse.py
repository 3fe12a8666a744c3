"""The referee of Caisse: tricks in each kind of game from the rulebook's §3 and §12 (and the Ultime
of §7.1), the suites and carrés of §9 with their ranking between players (§9.1, §9.2), asked as the
API asks, with the article of every answer."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from referee_tables import any_trick_is_answered, js, legal, on_rules_page, trick, unlabelled

from compagnon.rules import DealError, render
from compagnon.rules.decks import PIQUET_32
from compagnon.rules.referee import ask

CAISSE = "caisse"
COEUR: dict[str, Any] = {"game": "trump", "trump": "coeur"}
ULTIME_CYR: dict[str, Any] = {**COEUR, "contracts": [{"contractant": "Cyr", "kind": "ultime"}]}

# winner, each play's verdict (None: no hand given), each play's article
TRICKS = [
    # §3: at trump 7, 8, Dame, Roi, 10, As, 9, Valet
    pytest.param(trick(CAISSE, "Ana:Ac, Bea:9c, Cyr:Vc", **COEUR), "Cyr", [True, None, None], [None] * 3,
                 id="§3 the Valet is the highest trump"),
    pytest.param(trick(CAISSE, "Ana:Ac, Bea:9c, Cyr:10c", **COEUR), "Bea", [True, None, None], [None] * 3,
                 id="§3 the 9 of trump above the As"),
    # §3: elsewhere 7, 8, 9, Valet, Dame, Roi, 10, As
    pytest.param(trick(CAISSE, "Ana:Rp, Bea:10p, Cyr:9p", **COEUR), "Bea", [True, None, None], [None] * 3,
                 id="§3 the 10 above the Roi outside trump"),
    pytest.param(trick(CAISSE, "Ana:Ap, Bea:7c/7c Rk", **COEUR), "Bea", [True, True], [None, None],
                 id="§12 the smallest trump beats the suit led"),
    # §3: in Sans-Atout and the Misères every suit keeps the plain order, and nothing trumps
    pytest.param(trick(CAISSE, "Ana:Vc, Bea:9c, Cyr:Ap", game="sans_atout"), "Ana", [True, None, None], [None] * 3,
                 id="§3 Sans-Atout, the Valet above the 9"),
    pytest.param(trick(CAISSE, "Ana:7k, Bea:Ac/Ac, Cyr:8k", game="misere"), "Cyr", [True, True, None], [None] * 3,
                 id="§5.3 Misère, no trump"),
    pytest.param(trick(CAISSE, "Ana:Dt, Bea:Vt, Cyr:Rt", game="misere_generale"), "Cyr", [True, None, None], [None] * 3,
                 id="§5.3 Misère Générale, the plain order"),
    # §12: follow the suit led
    pytest.param(trick(CAISSE, "Ana:10p, Bea:9c/7p 9c", **COEUR), "Bea", [True, False], [None, "Caisse §12"],
                 id="§12 follow the suit led, no trumping"),
    pytest.param(trick(CAISSE, "Ana:10p, Bea:Ap/Ap 7p", **COEUR), "Bea", [True, True], [None, None],
                 id="§12 following, any card of the suit"),
    pytest.param(trick(CAISSE, "Ana:10p, Bea:7k/7k Ap", game="sans_atout"), "Ana", [True, False],
                 [None, "Caisse §12"], id="§12 Sans-Atout, follow too"),
    # §12: void, trump when able; no duty to go above a trump
    pytest.param(trick(CAISSE, "Ana:10p, Bea:7k/7k 8c", **COEUR), "Ana", [True, False], [None, "Caisse §12"],
                 id="§12 void must trump"),
    pytest.param(trick(CAISSE, "Ana:10p, Bea:Vc, Cyr:7c/7c 9c", **COEUR), "Bea", [True, None, True], [None] * 3,
                 id="§12 no duty to overtrump"),
    pytest.param(trick(CAISSE, "Ana:Rc, Bea:7c/7c Vc", **COEUR), "Ana", [True, True], [None, None],
                 id="§12 trump led, no duty to go higher"),
    pytest.param(trick(CAISSE, "Ana:10p, Bea:7k/7k 8t", game="misere"), "Ana", [True, True], [None, None],
                 id="§12 void in a Misère, anything"),
    # §12: the defenders play for themselves; one trumps even when the other is maître
    pytest.param(trick(CAISSE, "Ana:Ap, Bea:7p, Cyr:8k/8k 8c", **COEUR), "Ana", [True, None, False],
                 [None, None, "Caisse §12"], id="§12 no partner, trump anyway"),
    # §7.1: an Ultime keeps its 7 of trump for the last trick while another card may be played
    pytest.param(trick(CAISSE, "Ana:Rc, Bea:Dc, Cyr:7c/7c Ac", **ULTIME_CYR), "Ana", [True, None, False],
                 [None, None, "Caisse §7.1"], id="§7.1 Ultime, the 7 of trump kept"),
    pytest.param(trick(CAISSE, "Ana:Rc, Bea:Dc, Cyr:7c/7c", **ULTIME_CYR), "Ana", [True, None, True],
                 [None, None, None], id="§7.1 Ultime, the 7 alone in hand"),
    pytest.param(trick(CAISSE, "Ana:Ap, Bea:Dp, Cyr:7c/7c Rk", **ULTIME_CYR), "Cyr", [True, None, True],
                 [None, None, None], id="§7.1 Ultime, the 7 forced by the duty to trump"),
    pytest.param(trick(CAISSE, "Ana:Rc, Bea:7c/7c Ac, Cyr:Dc", **ULTIME_CYR), "Ana", [True, True, None],
                 [None] * 3, id="§7.1 only the contractant keeps his 7"),
]


@pytest.mark.parametrize("question, winner, verdicts, rules", TRICKS)
def test_caisse_12_the_trick_and_each_play(question: dict[str, Any], winner: str, verdicts: list[bool | None],
                                           rules: list[str | None]) -> None:
    answer = ask(question)
    assert answer.winner == winner and answer.rule == "Caisse §12"
    assert legal(answer) == verdicts
    assert [v.rule for v in answer.plays] == rules
    for v in answer.plays:
        assert v.rule is None or on_rules_page(CAISSE, v.rule)


def test_caisse_12_the_winner_and_the_fault_are_explained() -> None:
    answer = ask(trick(CAISSE, "Ana:10p, Bea:7k/7k 8c", **COEUR)).as_dict()
    assert "couleur demandée (pique)" in answer["reason"]
    assert answer["plays"][1]["reason"] == "7 ♦ : sans la couleur demandée, il faut couper à cœur."
    answer = ask(trick(CAISSE, "Ana:Vc, Bea:9c", game="sans_atout")).as_dict()
    assert answer["reason"].startswith("Pas d'atout en Sans-Atout")
    answer = ask(trick(CAISSE, "Ana:Rc, Bea:Dc, Cyr:7c/7c Ac", **ULTIME_CYR)).as_dict()
    assert "Cyr a annoncé l'Ultime" in answer["plays"][2]["reason"]


@pytest.mark.parametrize("question, field", [
    (trick(CAISSE, "Ana:Ac"), "context"),
    (trick(CAISSE, "Ana:Ac", game="trump"), "context"),
    (trick(CAISSE, "Ana:Ac", game="belote"), "context"),
    (trick(CAISSE, "Ana:Ac, Bea:Ac", game="sans_atout"), "plays"),
    (trick(CAISSE, "Ana:Ac, Ana:Rc", game="sans_atout"), "plays"),
    (trick(CAISSE, "Ana:6c", game="sans_atout"), "plays"),
])
def test_caisse_a_trick_the_table_cannot_have_played_is_refused(question: dict[str, Any], field: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.field == field


@pytest.mark.parametrize("question, path", [
    pytest.param(trick(CAISSE, "Ana:Ap/Ap Rp, Bea:10p/10p Rp", game="sans_atout"), "plays",
                 id="§1 two hands sharing a card"),
    pytest.param(trick(CAISSE, "Ana:Ap, Bea:10p/10p Ap", game="sans_atout"), "plays",
                 id="§1 a hand holding a card played by another"),
    pytest.param(trick(CAISSE, "Ana:Ap/Rp 7p", game="sans_atout"), "plays[0].hand",
                 id="§12 a hand without the card played is refused on the hand"),
])
def test_caisse_1_a_single_pack(question: dict[str, Any], path: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.path == path


def suites(suit: str, top: str, length: int) -> dict[str, Any]:
    return {"suit": suit, "top": top, "length": length}


def announced(player: str, *runs: dict[str, Any], carres: tuple[str, ...] = (), hand: str | None = None
              ) -> dict[str, Any]:
    out: dict[str, Any] = {"player": player, "suites": list(runs), "carres": list(carres)}
    if hand is not None:
        out["hand"] = js(hand)
    return out


def contest(*players: dict[str, Any], game: str = "trump", trump: str | None = "coeur") -> dict[str, Any]:
    context: dict[str, Any] = {"game": game}
    if trump is not None:
        context["trump"] = trump
    return {"question": "combination", "game": CAISSE, "context": context, "combination": list(players)}


CONTESTS = [
    # example K1: two tierces, the higher top card wins
    pytest.param(contest(announced("Ana", suites("trefle", "V", 3)), announced("Cyr", suites("pique", "10", 3))),
                 ["Suites : Ana détient la plus forte (tierce à trèfle, Valet en tête)", "20 points"],
                 id="§9.1 K1 same length, the top card decides"),
    # §9.1: the length first; quarte 50, quinte 100
    pytest.param(contest(announced("Ana", suites("pique", "V", 3)), announced("Bea", suites("carreau", "10", 4))),
                 ["Bea détient la plus forte (quarte à carreau, 10 en tête)", "50 points"],
                 id="§9.1 the longer suite wins"),
    pytest.param(contest(announced("Ana", suites("pique", "A", 5), suites("trefle", "9", 3))),
                 ["Ana détient la plus forte", "120 points"], id="§9 the winner scores all his suites"),
    # example K7a: two equal quartes outside trump: nobody scores suites, not even a third player
    pytest.param(contest(announced("Ana", suites("pique", "A", 4)), announced("Bea", suites("carreau", "A", 4)),
                         announced("Cyr", suites("coeur", "D", 3))),
                 ["Ana et Bea ont chacun la plus forte (quarte à pique, As en tête) à égalité", "personne ne marque"],
                 id="§9.1 K7a a tie outside trump, nobody scores"),
    pytest.param(contest(announced("Ana", suites("pique", "A", 4)), announced("Bea", suites("carreau", "A", 4)),
                         announced("Cyr", suites("coeur", "A", 4))),
                 ["Cyr détient la plus forte (quarte à cœur, As en tête)", "50 points"],
                 id="§9.1 K7a a trump suite breaks the tie"),
    # example K7b: carrés by the trump order in a trump game, the plain order in Sans-Atout
    pytest.param(contest(announced("Ana", carres=("9", "7")), announced("Bea", carres=("A",))),
                 ["Carrés : Ana détient le plus fort (carré de 9)", "160 points"],
                 id="§9.1 K7b at trump the 9s beat the As"),
    pytest.param(contest(announced("Ana", carres=("9", "7")), announced("Bea", carres=("A",)), game="sans_atout",
                         trump=None),
                 ["Carrés : Bea détient le plus fort (carré d'As)", "80 points"],
                 id="§9.1 K7b in Sans-Atout the As beat the 9s"),
    pytest.param(contest(announced("Ana", carres=("V",)), announced("Bea", carres=("A",)), game="sans_atout",
                         trump=None),
                 ["Bea détient le plus fort (carré d'As)"], id="§9.1 in Sans-Atout the Valets are low"),
    pytest.param(contest(announced("Ana")), ["Suites : aucune annoncée", "Carrés : aucun annoncé"],
                 id="§9 nothing announced"),
]


@pytest.mark.parametrize("question, words", CONTESTS)
def test_caisse_9_1_the_strongest_combination_scores(question: dict[str, Any], words: list[str]) -> None:
    answer = ask(question)
    assert answer.valid is True and answer.rule == "Caisse §9.1"
    said = render(answer.as_dict()["reason"])
    for word in words:
        assert word in said


REFUSED = [
    # §9: runs of one player neither overlap nor touch; a carré once; a card in one hand only
    pytest.param(contest(announced("Ana", suites("pique", "10", 3), suites("pique", "R", 3))), "Caisse §9",
                 id="§9 two suites that touch"),
    pytest.param(contest(announced("Ana", carres=("R", "R"))), "Caisse §9", id="§9 a carré twice"),
    pytest.param(contest(announced("Ana", suites("pique", "A", 4)), announced("Bea", carres=("A",))), "Caisse §9",
                 id="§9 one card claimed by two players"),
    pytest.param(contest(announced("Ana", suites("pique", "9", 4))), "Caisse §9", id="§9 no quarte up to the 9"),
    # §9, §9.2 against the hand: the whole run, the longest, and the carré held
    pytest.param(contest(announced("Ana", suites("pique", "10", 3), hand="8p 9p 10p Vp Ac")), "Caisse §9",
                 id="§9 a run is announced whole"),
    pytest.param(contest(announced("Ana", suites("pique", "10", 3), hand="8p 9p 10p Vc Dc Rc Ac")), "Caisse §9.2",
                 id="§9.2 no under-announcing"),
    pytest.param(contest(announced("Ana", suites("pique", "10", 3), hand="7c 8c 9c")), "Caisse §9",
                 id="§9 the suite is in the hand"),
    pytest.param(contest(announced("Ana", carres=("D",), hand="Dp Dc Dk Vt")), "Caisse §9",
                 id="§9 the carré is in the hand"),
]


@pytest.mark.parametrize("question, rule", REFUSED)
def test_caisse_9_an_impossible_announcement_is_not_valid(question: dict[str, Any], rule: str) -> None:
    answer = ask(question)
    assert answer.valid is False and answer.rule == rule and answer.reason is not None


def test_caisse_9_the_hand_confirms_an_announcement() -> None:
    answer = ask(contest(announced("Ana", suites("pique", "V", 4), carres=("R",),
                                   hand="8p 9p 10p Vp Rc Rk Rt Rp Ac")))
    assert answer.valid is True
    assert "Ana détient la plus forte (quarte à pique, Valet en tête)" in render(answer.as_dict()["reason"])


@pytest.mark.parametrize("question", [
    # §9: no combinations in a Misère
    contest(announced("Ana", suites("pique", "A", 3)), game="misere", trump=None),
    contest(announced("Ana"), announced("Ana")),
    contest(),
])
def test_caisse_9_a_question_the_rules_cannot_answer_is_refused(question: dict[str, Any]) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.field in ("context", "combination")


def test_caisse_every_referee_field_has_words() -> None:
    assert unlabelled(CAISSE) == []


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_caisse_any_trick_of_real_cards_is_answered(data: st.DataObject) -> None:
    games = st.sampled_from(["trump", "sans_atout", "misere", "misere_generale"])
    trumps = st.sampled_from(["pique", "coeur", "carreau", "trefle"])
    ultime = st.just([{"contractant": "Cyr", "kind": "ultime"}])
    any_trick_is_answered(CAISSE, PIQUET_32, data, st.fixed_dictionaries(
        {"game": games, "trump": trumps}, optional={"contracts": ultime}))


@pytest.mark.parametrize("question, scores", [
    pytest.param(contest(announced("Ana", suites("pique", "A", 4)), announced("Bea", suites("carreau", "A", 4)),
                         announced("Cyr", suites("coeur", "A", 4))), {"Cyr": 50}, id="§9.1 K7a the trump suite"),
    pytest.param(contest(announced("Ana", carres=("9", "7")), announced("Bea", carres=("A",))), {"Ana": 160},
                 id="§9.1 K7b the carrés"),
    pytest.param(contest(announced("Ana", suites("pique", "10", 4)), announced("Bea", carres=("R",))),
                 {"Ana": 50, "Bea": 80}, id="§9.1 suites to one, carrés to the other"),
    pytest.param(contest(announced("Ana", suites("pique", "A", 4)), announced("Bea", suites("carreau", "A", 4)),
                         announced("Cyr", suites("coeur", "D", 3))), {}, id="§9.1 K7a a tie, nobody scores"),
])
def test_caisse_9_1_the_contest_says_in_data_who_scores_what(question: dict[str, Any],
                                                             scores: dict[str, int]) -> None:
    assert ask(question).as_dict()["scores"] == scores


def test_caisse_7_1_an_ultime_s_seven_of_trump_led_depends_on_the_hand() -> None:
    """Every lead is free hand or not (spec), save the Ultime's 7 of trump: it waits for the last card."""
    assert legal(ask(trick(CAISSE, "Cyr:7c, Ana:Ac", **ULTIME_CYR))) == [None, None]
    assert legal(ask(trick(CAISSE, "Ana:7c, Bea:Ac", **ULTIME_CYR))) == [True, None]
