"""Démons punisseurs, from the rulebook's chapter and shared/spec/demons_punisseurs.md.

Test names cite the rulebook's articles (Démons punisseurs §3, §6.1-§6.4.1,
§7) or the spec's rulings (P-2, P-5, P-13, P-17…); the worked examples 1-8
of the spec are checked with their exact deltas. The end of the game is the
spec's proposed ruling (§5): the chapter stops before its tally.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from cardtext import card, cards
from hypothesis import given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, SetupError, new_game, replay
from compagnon.rules.core import Outcome
from compagnon.rules.decks import Card, Suit
from compagnon.rules.games.demons_punisseurs import (
    DemonsPunisseurs,
    IllegalPlay,
    ObjectiveError,
    PunisseursPlay,
    PunisseursState,
    best_pareil,
    best_suite,
    demon_order,
    replay_objective,
)
from compagnon.rules.tricks import Trick, played

PLAYERS = ["Xavier", "Yvonne", "Zoé"]
X, Y, Z = PLAYERS


def game(**options: Any) -> DemonsPunisseurs:
    g = new_game("demons_punisseurs", PLAYERS, options=options)
    assert isinstance(g, DemonsPunisseurs)
    return g


def state(totals: Mapping[str, int] | None = None, dealer: str = X, deals: int = 0) -> PunisseursState:
    return PunisseursState(totals=dict(totals or {p: 0 for p in PLAYERS}), dealer=dealer, deals=deals)


def say(player: str, action: str, trick: int | str | None = None) -> dict[str, Any]:
    item: dict[str, Any] = {"player": player, "action": action}
    if trick is not None:
        item["trick"] = trick
    return item


def pareil(count: int, rank: str) -> dict[str, Any]:
    return {"count": count, "rank": rank}


def suite(length: int, top: str, suit: str) -> dict[str, Any]:
    return {"length": length, "top": top, "suit": suit}


def deal(tricks: tuple[int, int, int] = (1, 4, 1), trump: str = "coeur", **more: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"trump": trump, "tricks_won": dict(zip(PLAYERS, tricks, strict=True))}
    entry.update(more)
    return entry


def score(g: DemonsPunisseurs, before: PunisseursState, entry: Mapping[str, Any]) -> Outcome[PunisseursState]:
    outcome = g.play(before, entry)
    explained = {p: 0 for p in PLAYERS}
    for line in outcome.lines:
        assert line.rule.startswith("Démons punisseurs §") and line.text
        explained[line.player] += line.points
    assert explained == dict(outcome.delta), "the lines explain every point"
    return outcome


def delta(entry: Mapping[str, Any], **options: Any) -> tuple[int, int, int]:
    d = score(game(**options), state(), entry).delta
    return d[X], d[Y], d[Z]


def refused(entry: Mapping[str, Any], before: PunisseursState | None = None) -> DealError:
    with pytest.raises(DealError) as error:
        game().play(before or state(), entry)
    return error.value


# --------------------------------------------------------------------- §6: objectives without bets


def test_punisseurs_example_1_no_bets_exposition() -> None:
    entry = deal((1, 4, 0), dealer=Z, objective_log={
        "pareil": [say(X, "concede", "exposition"), say(Y, "concede", "exposition")],
        "suite": [say(Z, "concede", "exposition"), say(X, "concede", "exposition")]},
        best_pareil={Y: pareil(2, "9"), Z: pareil(3, "A")},
        best_suite={Y: suite(3, "10", "pique"), X: suite(3, "10", "carreau")}, jeu_winner=Y)
    assert delta(entry) == (0, 2, 1)


@pytest.mark.parametrize("shown, winner", [
    # §6.1: any pair < any brelan; at equal count the higher rank (7 < … < 10 < V < D < R < A)
    ({X: pareil(2, "A"), Y: pareil(3, "7")}, Y),
    ({X: pareil(2, "A"), Y: pareil(2, "R")}, X),
    ({X: pareil(2, "10"), Y: pareil(2, "V")}, Y),
    # a tie: nobody (§6.1 « personne ne marque »), not even a lower third
    ({X: pareil(2, "R"), Y: pareil(2, "R"), Z: pareil(2, "7")}, None),
    ({}, None),
])
def test_punisseurs_6_1_pareil_winner_without_bets(shown: dict[str, Any], winner: str | None) -> None:
    d = delta(deal((3, 2, 2), best_pareil=shown))
    assert dict(zip(PLAYERS, d, strict=True)) == {p: int(p == winner) for p in PLAYERS}


@pytest.mark.parametrize("shown, winner", [
    # §6.2: longer first, then the top card; the suit never decides
    ({X: suite(3, "9", "pique"), Y: suite(2, "A", "coeur")}, X),
    ({X: suite(2, "D", "pique"), Y: suite(2, "R", "trefle")}, Y),
    ({X: suite(4, "10", "pique"), Y: suite(4, "10", "carreau")}, None),
    # P-9: the 6 of carreau runs below the 7 of carreau
    ({X: suite(3, "8", "carreau"), Y: suite(2, "D", "pique")}, X),
])
def test_punisseurs_6_2_suite_winner_without_bets(shown: dict[str, Any], winner: str | None) -> None:
    d = delta(deal((3, 2, 2), best_suite=shown))
    assert dict(zip(PLAYERS, d, strict=True)) == {p: int(p == winner) for p in PLAYERS}


@pytest.mark.parametrize("tricks, jeu", [
    # §6.3: 4 tricks win the Jeu and stop the play; a deal played out has no Jeu winner
    ((4, 1, 1), X), ((0, 0, 4), Z), ((3, 2, 2), None), ((4, 3, 0), X),
])
def test_punisseurs_6_3_jeu(tricks: tuple[int, int, int], jeu: str | None) -> None:
    d = delta(deal(tricks))
    assert dict(zip(PLAYERS, d, strict=True)) == {p: int(p == jeu) for p in PLAYERS}


# --------------------------------------------------------------------- §6.4: the speaking log


@pytest.mark.parametrize("log, gain, loss, conceded_to", [
    # row 1: « c'est bon », « c'est bon »: conceded to the bettor
    ([say(X, "bet"), say(Y, "bon"), say(Z, "bon")], (1, 0, 0), (1, 0, 0), X),
    # row 2: « c'est bon », « pari tenu »: bettor and third at 2/2
    ([say(X, "bet"), say(Y, "bon"), say(Z, "tenu")], (2, 0, 2), (2, 0, 2), None),
    # row 3: « pari tenu », silence: the third may win 2 and risks nothing
    ([say(X, "bet"), say(Y, "tenu"), say(Z, "silent")], (2, 2, 2), (2, 2, 0), None),
    # the silence may be left out
    ([say(X, "bet"), say(Y, "tenu")], (2, 2, 2), (2, 2, 0), None),
    # row 4 and example 5: a push makes the pusher the bettor at 2, a hold makes it 3
    ([say(Z, "bet"), say(X, "tenu"), say(Y, "pousse"), say(Z, "tenu"), say(X, "silent")],
     (3, 3, 3), (2, 3, 3), None),
    # P-17: « c'est bon » then « poussé à 3 »
    ([say(X, "bet"), say(Y, "bon"), say(Z, "pousse"), say(X, "tenu")], (3, 0, 3), (3, 0, 3), None),
    ([say(X, "bet"), say(Y, "bon"), say(Z, "pousse"), say(X, "bon")], (0, 0, 2), (1, 0, 2), Z),
    # example 6: a later push by a player holding the push right, both others concede
    ([say(X, "bet"), say(Y, "tenu"), say(Z, "silent"), say(Z, "pousse"), say(X, "bon"), say(Y, "bon")],
     (0, 0, 2), (2, 2, 2), Z),
    # §6.4.1: spontaneous concessions
    ([say(X, "concede"), say(Y, "concede")], (0, 0, 1), (0, 0, 0), Z),
    ([say(X, "bet"), say(Y, "bon"), say(Z, "tenu"), say(Z, "concede")], (2, 0, 0), (2, 0, 2), X),
])
def test_punisseurs_6_4_speaking_table(log: list[dict[str, Any]], gain: tuple[int, int, int],
                                       loss: tuple[int, int, int], conceded_to: str | None) -> None:
    result = replay_objective("pareil", PLAYERS, log)
    assert tuple(result.gain[p] for p in PLAYERS) == gain
    assert tuple(result.loss[p] for p in PLAYERS) == loss
    assert result.conceded_to == conceded_to


@pytest.mark.parametrize("log", [
    # one bet per objective (§6.4)
    [say(X, "bet"), say(Y, "bon"), say(Z, "tenu"), say(Y, "bet")],
    # answers in order: the next player, then the third
    [say(X, "bet"), say(Z, "tenu")],
    [say(X, "bet"), say(Y, "bon"), say(X, "tenu")],
    # the second player answers « tenu » or « c'est bon » only
    [say(X, "bet"), say(Y, "pousse")],
    [say(X, "bet"), say(Y, "silent")],
    # after « c'est bon » the third must answer
    [say(X, "bet"), say(Y, "bon")],
    [say(X, "bet"), say(Y, "bon"), say(Z, "silent")],
    # no stake above 3; one push per objective
    [say(Z, "bet"), say(X, "tenu"), say(Y, "pousse"), say(Z, "bon"), say(X, "pousse")],
    [say(X, "bet"), say(Y, "tenu"), say(Z, "silent"), say(Z, "pousse"), say(X, "tenu"), say(Y, "silent"),
     say(Y, "pousse")],
    # P-15: a later push needs the push right of row 3
    [say(X, "bet"), say(Y, "bon"), say(Z, "tenu"), say(Z, "pousse")],
    [say(X, "pousse")],
    # a conceder no longer takes part; a conceded objective is over
    [say(X, "concede"), say(X, "bet")],
    [say(X, "bet"), say(Y, "bon"), say(Z, "bon"), say(Y, "bet")],
    # answers without a pending bet
    [say(X, "tenu")],
    [say(X, "silent")],
])
def test_punisseurs_6_4_illegal_speaking_is_refused(log: list[dict[str, Any]]) -> None:
    with pytest.raises(ObjectiveError):
        replay_objective("suite", PLAYERS, log)
    assert refused(deal((3, 2, 2), objective_log={"suite": log})).field == "objective_log"


def test_punisseurs_7_jeu_is_resolved_at_the_exposition() -> None:
    log = [say(X, "bet", "exposition")]
    assert refused(deal((1, 4, 1), objective_log={"jeu": log})).field == "objective_log"
    conceded = [say(X, "concede", 2), say(Y, "concede", 2), say(Z, "bet", 3)]
    assert refused(deal((1, 0, 1), objective_log={"jeu": conceded})).field == "objective_log"


# --------------------------------------------------------------------- the worked examples


def test_punisseurs_example_2_conceded_pareil_and_p5_no_example() -> None:
    log = {"pareil": [say(X, "bet", 2), say(Y, "bon", 2), say(Z, "bon", 2)]}
    shown = {X: pareil(2, "8"), Y: pareil(3, "R")}
    assert delta(deal((1, 4, 1), "pique", objective_log=log, best_pareil=shown,
                      best_suite={Z: suite(3, "R", "pique")})) == (1, 1, 1)
    # P-5: without even a pair the bettor pays his exposure; Y's brelan does not matter, he conceded
    assert delta(deal((1, 4, 1), "pique", objective_log=log, best_pareil={Y: pareil(3, "R")},
                      best_suite={Z: suite(3, "R", "pique")})) == (-1, 1, 1)


def test_punisseurs_example_3_suite_bon_then_tenu() -> None:
    entry = deal((1, 1, 4), objective_log={"suite": [say(X, "bet", 1), say(Y, "bon", 1), say(Z, "tenu", 1)]},
                 best_pareil={X: pareil(3, "D")},
                 best_suite={X: suite(3, "V", "carreau"), Z: suite(4, "10", "pique")})
    assert delta(entry) == (-1, 0, 3)


def test_punisseurs_example_4_silent_third_wins_the_jeu() -> None:
    entry = deal((4, 1, 1), "pique", objective_log={
        "pareil": [say(X, "concede", "exposition"), say(Z, "concede", "exposition")],
        "suite": [say(Y, "concede", "exposition"), say(Z, "concede", "exposition")],
        "jeu": [say(Y, "bet", 1), say(Z, "tenu", 1), say(X, "silent", 1)]},
        best_pareil={Y: pareil(2, "10"), Z: pareil(2, "10")}, best_suite={X: suite(2, "9", "coeur")})
    assert delta(entry) == (3, -1, -2)


@pytest.mark.parametrize("shown, expected", [
    # example 5 (a), (b), (c): the silent X keeps his loss of 2 but can win 3
    ({X: pareil(3, "R"), Y: pareil(2, "A"), Z: pareil(2, "9")}, (3, -2, -3)),
    ({X: pareil(2, "9"), Y: pareil(3, "V"), Z: pareil(2, "8")}, (-2, 4, -3)),
    ({}, (-2, -2, -3)),
    # P-4: a tie in a deal played out is nobody's: everyone committed pays
    ({X: pareil(2, "R"), Y: pareil(2, "R")}, (-2, -2, -3)),
])
def test_punisseurs_example_5_push_during_the_round(shown: dict[str, Any], expected: tuple[int, int, int]) -> None:
    log = [say(Z, "bet", 2), say(X, "tenu", 2), say(Y, "pousse", 2), say(Z, "tenu", 2), say(X, "silent", 2)]
    assert delta(deal((1, 4, 1), objective_log={"pareil": log}, best_pareil=shown)) == expected


def test_punisseurs_example_6_later_push_conceded_and_a_tie() -> None:
    log = [say(X, "bet", 1), say(Y, "tenu", 1), say(Z, "silent", 1), say(Z, "pousse", 4), say(X, "bon", 4),
           say(Y, "bon", 4)]
    entry = deal((3, 2, 2), "pique", objective_log={"suite": log},
                 best_pareil={X: pareil(2, "R"), Z: pareil(2, "R")}, best_suite={Z: suite(2, "10", "trefle")})
    assert delta(entry) == (-2, -2, 2)


def test_punisseurs_example_7_jeu_conceded_spontaneously() -> None:
    entry = deal((1, 1, 0), objective_log={
        "pareil": [say(Z, "concede", "exposition"), say(Y, "concede", "exposition")],
        "suite": [say(Z, "concede", "exposition"), say(X, "concede", "exposition")],
        "jeu": [say(X, "concede", 3), say(Y, "concede", 3)]},
        best_pareil={X: pareil(2, "7")}, best_suite={Y: suite(2, "9", "carreau")}, jeu_winner=Z)
    assert delta(entry) == (1, 1, 1)


# --------------------------------------------------------------------- spec §3J.3: refusals


@pytest.mark.parametrize("entry, field", [
    (deal(dealer="Anne"), "dealer"),
    ({"tricks_won": {X: 1, Y: 4, Z: 1}}, "trump"),
    (deal(trump="trefle"), "trump"),
    (deal(trump="atout"), "trump"),
    ({"trump": "pique", "tricks_won": {X: 1, Y: 4}}, "tricks_won"),
    (deal((5, 1, 1)), "tricks_won"),
    (deal((3, 3, 2)), "tricks_won"),
    (deal((4, 4, 0)), "tricks_won"),
    (deal((2, 2, 2)), "tricks_won"),
    (deal((4, 1, 0), objective_log={"jeu": [say(X, "concede"), say(Y, "concede")]}), "tricks_won"),
    (deal(objective_log={"pareil": [say(X, "bet"), say(Z, "tenu")]}), "objective_log"),
    (deal(objective_log={"jeu": [say(X, "shout")]}), "objective_log"),
    (deal(objective_log={"jeu": [say(X, "bet", 8)]}), "objective_log"),
    (deal(best_pareil={"Anne": pareil(2, "R")}), "best_pareil"),
    (deal(best_pareil={X: pareil(8, "R")}), "best_pareil"),
    (deal(best_pareil={X: pareil(2, "6")}), "best_pareil"),
    (deal(best_pareil={X: pareil(2, "C")}), "best_pareil"),
    (deal(best_suite={X: suite(1, "R", "pique")}), "best_suite"),
    (deal(best_suite={X: suite(3, "8", "pique")}), "best_suite"),
    (deal(best_suite={X: suite(4, "8", "carreau")}), "best_suite"),
    (deal(best_suite={X: suite(2, "R", "atout")}), "best_suite"),
    (deal(jeu_winner=X), "jeu_winner"),
    (deal((3, 2, 2), jeu_winner=X), "jeu_winner"),
    (deal(jeu_winner="Anne"), "jeu_winner"),
])
def test_punisseurs_3j3_refusals(entry: dict[str, Any], field: str) -> None:
    assert refused(entry).field == field


@pytest.mark.parametrize("entry, field", [
    # the first row of §3J.3 wins
    (deal((2, 2, 2), trump="trefle"), "trump"),
    (deal((2, 2, 2), objective_log={"pareil": [say(X, "tenu")]}), "tricks_won"),
    (deal((4, 1, 1), objective_log={"pareil": [say(X, "tenu")]}, best_pareil={X: pareil(9, "R")}), "objective_log"),
    (deal(best_pareil={X: pareil(9, "R")}, jeu_winner=Z), "best_pareil"),
    # an unreadable Jeu log is refused for itself
    (deal((2, 2, 0), objective_log={"jeu": [say(X, "concede"), say(X, "concede")]}), "objective_log"),
])
def test_punisseurs_3j3_refusal_precedence(entry: dict[str, Any], field: str) -> None:
    assert refused(entry).field == field


def test_punisseurs_3j2_jeu_winner_may_be_left_out_or_null() -> None:
    assert delta(deal(jeu_winner=None)) == (0, 1, 0)
    assert delta(deal(jeu_winner=Y)) == (0, 1, 0)


# --------------------------------------------------------------------- spec §5: the end (proposed)


def test_punisseurs_5_fixed_deals_highest_total_wins() -> None:
    g = game(deals=3)
    result = replay(g, [deal((4, 1, 1)), deal((4, 1, 1)), deal((1, 4, 1))])
    assert result.finished and result.winner == X
    assert result.report() == {"winners": [X], "next_dealer": X, "deals_played": 3}
    with pytest.raises(DealError) as error:
        g.play(result.state, deal())
    assert error.value.field == "deal"


def test_punisseurs_5_fixed_deals_shared_win() -> None:
    result = replay(game(deals=3), [deal((4, 1, 1)), deal((1, 4, 1)), deal((3, 2, 2))])
    assert result.finished and result.winner is None
    assert result.report()["winners"] == [X, Y]


def test_punisseurs_5_nine_deals_by_default() -> None:
    result = replay(game(), [deal((1, 4, 1))] * 8)
    assert not result.finished and result.report()["deals_played"] == 8
    result = replay(game(), [deal((1, 4, 1))] * 9)
    assert result.finished and result.winner == Y


def test_punisseurs_5_target_mode() -> None:
    g = game(end_mode="target", target=2)
    result = replay(g, [deal((4, 1, 1)), deal((1, 4, 1))])
    assert not result.finished  # 1-1: nobody at 2
    result = replay(g, [deal((4, 1, 1)), deal((1, 4, 1)), deal((4, 1, 1), best_pareil={Y: pareil(2, "R")}),
                        deal((1, 4, 1), best_pareil={X: pareil(2, "R")})])
    # after deal 3: X 2, Y 2: a tie at the top, the game goes on; after deal 4: X 3, Y 3 still tied
    assert not result.finished
    result = replay(g, [deal((4, 1, 1)), deal((4, 1, 1))])
    assert result.finished and result.winner == X
    assert result.report()["winners"] == [X]


def test_punisseurs_options_and_setup() -> None:
    with pytest.raises(SetupError):
        new_game("demons_punisseurs", [X, Y])
    with pytest.raises(SetupError):
        game(end_mode="never")


def test_punisseurs_p10_dealer_rotation() -> None:
    result = replay(game(), [deal(), deal(), deal(dealer=Y), deal()])
    assert [d.dealer for d in result.deals] == [X, Y, Y, Z]


def test_punisseurs_running_totals_of_examples_1_to_6() -> None:
    entries = [
        deal((1, 4, 0), dealer=Z, objective_log={
            "pareil": [say(X, "concede"), say(Y, "concede")], "suite": [say(Z, "concede"), say(X, "concede")]},
            best_pareil={Y: pareil(2, "9"), Z: pareil(3, "A")},
            best_suite={Y: suite(3, "10", "pique"), X: suite(3, "10", "carreau")}),
        deal((1, 4, 1), "pique", objective_log={"pareil": [say(X, "bet"), say(Y, "bon"), say(Z, "bon")]},
             best_pareil={X: pareil(2, "8"), Y: pareil(3, "R")}, best_suite={Z: suite(3, "R", "pique")}),
        deal((1, 1, 4), objective_log={"suite": [say(X, "bet"), say(Y, "bon"), say(Z, "tenu")]},
             best_pareil={X: pareil(3, "D")}, best_suite={X: suite(3, "V", "carreau"), Z: suite(4, "10", "pique")}),
        deal((4, 1, 1), "pique", objective_log={
            "pareil": [say(X, "concede"), say(Z, "concede")], "suite": [say(Y, "concede"), say(Z, "concede")],
            "jeu": [say(Y, "bet"), say(Z, "tenu"), say(X, "silent")]},
            best_pareil={Y: pareil(2, "10")}, best_suite={X: suite(2, "9", "coeur")}),
        deal((1, 4, 1), objective_log={"pareil": [say(Z, "bet"), say(X, "tenu"), say(Y, "pousse"), say(Z, "tenu")]},
             best_pareil={X: pareil(3, "R"), Y: pareil(2, "A"), Z: pareil(2, "9")}),
        deal((3, 2, 2), "pique", objective_log={"suite": [say(X, "bet"), say(Y, "tenu"), say(Z, "silent"),
                                                          say(Z, "pousse"), say(X, "bon"), say(Y, "bon")]},
             best_pareil={X: pareil(2, "R"), Z: pareil(2, "R")}, best_suite={Z: suite(2, "10", "trefle")}),
    ]
    result = replay(game(), entries)
    assert [tuple(d.totals.values()) for d in result.deals] == [(0, 2, 1), (1, 3, 2), (0, 3, 5), (3, 2, 3),
                                                                (6, 0, 0), (4, -2, 2)]
    assert not result.finished


# --------------------------------------------------------------------- §3, §5: the referee


def test_punisseurs_3_demon_order_p2() -> None:
    # 9 Démons with trumps ♠ or ♥, 8 with ♦ (the 7 of carreau is already permanent)
    assert demon_order(Suit.PIQUE) == tuple(cards("Dt Vt Dp Vp 7p 7t 7k 6k Rc"))
    assert demon_order(Suit.CARREAU) == tuple(cards("Dt Vt Dk Vk 7t 7k 6k Rc"))
    assert len(demon_order(Suit.COEUR)) == 9


def appear(text: str, shown: str | None = None) -> PunisseursPlay:
    return PunisseursPlay(card(text), card(shown) if shown else None)


@pytest.mark.parametrize("plays, winner", [
    # example 8a: a Démon beats the ordinary card it copies (P-13, whatever the order)
    ([appear("10k"), appear("Rc", "Ak"), appear("Ak")], 1),
    ([appear("10k"), appear("Ak"), appear("Rc", "Ak")], 2),
    # 8b: two Démons with the same appearance: the Démon order (7♦ above V♣)
    ([appear("9t"), appear("Vt", "Rt"), appear("7k", "Rt")], 2),
    # 8c: a trump wins; an unnamed Démon is its natural card (P-7)
    ([appear("Ac"), appear("8p"), appear("Rc")], 1),
    # the highest of the suit led, other suits never win
    ([appear("9k"), appear("Ak"), appear("Ac")], 1),
    ([appear("9k"), appear("Dc"), appear("Ac")], 0),
])
def test_punisseurs_5_trick_winner(plays: list[PunisseursPlay], winner: int) -> None:
    assert game().trick_winner(Trick(played(plays), trump=Suit.PIQUE)) == winner


def test_punisseurs_5_follow_the_suit_or_trump() -> None:
    g = game()
    hand = cards("9k 10t 8p Dt")
    led = Trick(played([appear("8k")]), trump=Suit.PIQUE)
    # example 8d: with carreau in hand, neither clubs nor hearts; a trump is allowed
    with pytest.raises(IllegalPlay):
        g.verify_play(led, hand, appear("10t"))
    assert g.can_play(led, hand, appear("8p"))
    assert g.can_play(led, hand, appear("9k"))
    # a Démon plays by its appearance
    assert g.can_play(led, hand, appear("Dt", "Dk"))
    assert not g.can_play(led, hand, appear("Dt"))
    # P-11: holding only Démons of the suit is being void
    assert g.can_play(led, cards("7k 10t"), appear("10t"))
    # only a Démon takes an appearance
    assert not g.can_play(led, hand, appear("10t", "Ak"))


@pytest.mark.parametrize("shown, expected", [
    (cards("Rp Rc Rk 7t 9p"), (3, "R")),
    (cards("Ap Ac 7t 7k"), (2, "A")),
    (cards("Ap 7t 8k"), None),
])
def test_punisseurs_6_1_best_pareil_helper(shown: list[Card], expected: tuple[int, str] | None) -> None:
    assert best_pareil(shown) == expected


@pytest.mark.parametrize("shown, expected", [
    (cards("8p 9p 10p Rc"), (3, "10", Suit.PIQUE)),
    (cards("6k 7k 8k 9t"), (3, "8", Suit.CARREAU)),
    (cards("Dp Rp Ap 8c 9c"), (3, "A", Suit.PIQUE)),
    (cards("Ap 7p"), None),
])
def test_punisseurs_6_2_best_suite_helper(shown: list[Card], expected: Any) -> None:
    assert best_suite(shown) == expected


@pytest.mark.parametrize("shown, combination, allowed", [
    # §7, P-18: disputing needs a superior combination; an equal one must concede (example 1)
    ([(3, "10")], (3, "10"), False),
    ([(3, "10")], (3, "V"), True),
    ([(2, "9"), (3, "A")], (3, "R"), False),
    ([(2, "9")], (3, "7"), True),
    ([], (2, "7"), True),
])
def test_punisseurs_7_dispute_needs_a_superior_combination(shown: list[tuple[int, str]],
                                                           combination: tuple[int, str], allowed: bool) -> None:
    assert DemonsPunisseurs.can_dispute(shown, combination) is allowed


# --------------------------------------------------------------------- a property


@st.composite
def punisseurs_deal(draw: st.DrawFn) -> dict[str, Any]:
    if draw(st.booleans()):
        a = draw(st.integers(1, 3))
        b = draw(st.integers(4 - a, 3))
        tricks = [a, b, 7 - a - b]  # played out, nobody at 4
    else:
        b = draw(st.integers(0, 3))
        tricks = [4, b, draw(st.integers(0, 3 - b))]
    order = draw(st.permutations(PLAYERS))
    entry = deal((0, 0, 0), draw(st.sampled_from(["pique", "coeur", "carreau"])))
    entry["tricks_won"] = dict(zip(order, tricks, strict=True))
    logs: dict[str, list[dict[str, Any]]] = {}
    for objective in ("pareil", "suite", "jeu"):
        first = draw(st.sampled_from(PLAYERS))
        i = PLAYERS.index(first)
        second, third = PLAYERS[(i + 1) % 3], PLAYERS[(i + 2) % 3]
        logs[objective] = draw(st.sampled_from([
            [], [say(first, "bet"), say(second, "bon"), say(third, "bon")],
            [say(first, "bet"), say(second, "bon"), say(third, "tenu")],
            [say(first, "bet"), say(second, "tenu"), say(third, "silent")],
            [say(first, "bet"), say(second, "tenu"), say(third, "pousse"), say(first, "tenu")],
            [say(first, "bet"), say(second, "tenu"), say(third, "silent"), say(second, "pousse"), say(third, "bon"),
             say(first, "tenu")],
        ]))
    entry["objective_log"] = logs
    entry["best_pareil"] = {p: pareil(draw(st.integers(2, 4)), draw(st.sampled_from(["7", "10", "R", "A"])))
                            for p in draw(st.lists(st.sampled_from(PLAYERS), unique=True, max_size=3))}
    entry["best_suite"] = {p: suite(draw(st.integers(2, 4)), draw(st.sampled_from(["10", "R", "A"])), "pique")
                           for p in draw(st.lists(st.sampled_from(PLAYERS), unique=True, max_size=3))}
    return entry


@settings(max_examples=60, deadline=None)
@given(st.lists(punisseurs_deal(), max_size=12))
def test_punisseurs_replay_properties(entries: list[dict[str, Any]]) -> None:
    g = game()
    log = accepted(g, entries)
    check_log(g, log)
    result = replay(g, log)
    for record in result.deals:
        # §6: each objective moves at most 3 points to or from a player
        assert all(abs(v) <= 9 for v in record.delta.values())
    assert result.finished == (len(log) >= 9)


def test_punisseurs_objectives_settle_independently() -> None:
    # the three objectives add up: the deal's delta is the sum of three separate settlements
    entry = deal((4, 1, 1), objective_log={"jeu": [say(Y, "bet"), say(Z, "tenu")]},
                 best_pareil={X: pareil(2, "R")}, best_suite={Y: suite(2, "R", "pique")})
    assert delta(entry) == (2 + 1, -2 + 1, -2)

