"""Frappe's referee: what a card does on the table — the paire and the suite
above it (Fr §6), frappe, contre-frappe and pénitence (Fr §6.1), the card en
place (Fr §6.2), the nettoyage (Fr §6.3) — from spec §4.3, §6 and its worked
examples, asked as the API asks."""

from __future__ import annotations

from typing import Any

import pytest
from referee_tables import on_rules_page, unlabelled

from compagnon.rules import DealError, render
from compagnon.rules.games.frappe import NUMBER, RANK, Manche, PlayEffect, play_effect
from compagnon.rules.referee import ask

FR = "frappe"


def card(table: str, rank: str, *, decline: bool = False, previous: str | None = None, effect: str | None = None,
         last: bool = False) -> dict[str, Any]:
    context: dict[str, Any] = {"table": table.split(), "last_card": last}
    if previous is not None:
        context["previous"] = {"rank": previous, **({"effect": effect} if effect else {})}
    return {"question": "combination", "game": FR, "context": context,
            "combination": {"rank": rank, "decline_capture": decline}}


PLAYS = [
    # §6: the paire, then the suite going up from it, one card per rank
    pytest.param(card("7 9", "7"), True, 0, "Fr §6", "2 cartes", id="§6 a paire with the table"),
    pytest.param(card("D R A 2 7", "D", previous="7"), True, 0, "Fr §6", "(Dame, Roi, As et 2) : 5 cartes",
                 id="§6 the suite wraps from the Roi to the As (spec example 6)"),
    pytest.param(card("9 9 10 V", "9"), True, 0, "Fr §6", "(9, 10 et Valet) : 4 cartes",
                 id="§6 one card of a rank taken at a time"),
    pytest.param(card("7 9", "8"), True, 0, "Fr §6", "la carte reste sur la table (3 cartes)",
                 id="§6 nothing to pair: the card stays"),
    # §6.3: the nettoyage
    pytest.param(card("D R A 2", "D"), True, 1, "Fr §6.3", "la valeur de sa dernière carte (2)",
                 id="§6.3 A8 a wrapping suite ends at its last card"),
    pytest.param(card("9 10 V", "9"), True, 2, "Fr §6.3", "(Valet)", id="§6.3 nettoyage worth the Valet"),
    pytest.param(card("R", "R"), True, 4, "Fr §6.3", "suite (Roi)", id="§6.3 a single card is a suite"),
    pytest.param(card("9 10 V", "10"), True, 0, "Fr §6", "(10 et Valet) : 3 cartes",
                 id="§6.3 only from the lowest card of the suite"),
    pytest.param(card("9 10 V", "9", last=True), True, 0, "Fr §6", "pas de nettoyage sur la dernière carte",
                 id="§6.3 A10 no nettoyage on the last card"),
    # §6.2: en place, and declining a capture only for it
    pytest.param(card("", "A"), True, 1, "Fr §6.2", "en place", id="§6.2 an As on an empty table"),
    pytest.param(card("5", "2"), True, 2, "Fr §6.2", "en place", id="§6.2 a 2 on one card"),
    pytest.param(card("5 9", "3"), True, 3, "Fr §6.2", "en place", id="§6.2 a 3 on two cards"),
    pytest.param(card("5 9 V", "4"), True, 4, "Fr §6.2", "en place", id="§6.2 a 4 on three cards"),
    pytest.param(card("5 9", "4"), True, 0, "Fr §6", "sans être en place",
                 id="§6.2 a 4 on two cards is not en place"),
    pytest.param(card("3 8", "3", decline=True), True, 3, "Fr §6.2", "est permis",
                 id="§6.2 declining to play en place"),
    pytest.param(card("3 8", "3"), True, 0, "Fr §6", "pouvait renoncer", id="§6.2 A11 capturing is the default"),
    pytest.param(card("7", "7", decline=True), False, None, "Fr §6.2", "que pour jouer une carte en place",
                 id="§6.2 A11 no declining otherwise"),
    pytest.param(card("3 8 8", "3", decline=True), False, None, "Fr §6.2", "ferait 4 cartes",
                 id="§6.2 a 3 onto three cards makes four (spec example 11)"),
    # §6.1: frappe, contre-frappe, pénitence (spec examples 4, 5, 10)
    pytest.param(card("A", "A", previous="A"), True, 2, "Fr §6.1", "C'est une frappe",
                 id="§6.1 a frappe on the card that stayed, with its nettoyage"),
    pytest.param(card("5 2", "2", previous="2"), True, 1, "Fr §6.1", "ne contre-frappe pas",
                 id="§6.1 a frappe without nettoyage"),
    pytest.param(card("7 D", "D", previous="D"), True, 3, "Fr §6.1", "3 points, acquis si",
                 id="§6.1 a frappe of Dames (spec example 10)"),
    pytest.param(card("5 2", "2", previous="2", effect="capture"), True, 0, "Fr §6", "2 cartes",
                 id="§6.1 no frappe when the card did not stay"),
    pytest.param(card("2 5 2", "2", previous="5"), True, 0, "Fr §6", "2 cartes",
                 id="§6.1 no frappe on another rank"),
    pytest.param(card("5 2 2", "2", previous="2", effect="frappe"), True, 3, "Fr §6.1", "Contre-frappe",
                 id="§6.1 a contre-frappe (spec example 4)"),
    pytest.param(card("9 9", "9", previous="9", effect="frappe"), True, 4, "Fr §6.1", "1 pour le nettoyage",
                 id="§6.1 A4 the contre-frappe takes the frappe's nettoyage (spec example 5)"),
    pytest.param(card("9 9 9", "9", previous="9", effect="contre_frappe"), True, None, "Fr §6.1", "gagnée sur-le-champ",
                 id="§6.1 the pénitence wins the game"),
    pytest.param(card("5 2 2", "7", previous="2", effect="frappe"), True, 0, "Fr §6",
                 "La frappe de l'adversaire (paire de 2) est acquise : il prend 2 cartes et marque 1 point",
                 id="§6.1 A5 another card confirms the frappe"),
    pytest.param(card("5 2 2 2", "5", previous="2", effect="contre_frappe"), True, 1, "Fr §6.3",
                 "est acquise : il prend 3 cartes et marque 3 points",
                 id="§6.1 C1 the contre-frappe confirmed, then the card is judged"),
    pytest.param(card("9 9", "9", previous="9", effect="frappe", decline=True), False, None, "Fr §6.2",
                 "ne se joue pas en place", id="§6.2 a contre-frappe is never en place"),
]


@pytest.mark.parametrize(("question", "valid", "points", "rule", "words"), PLAYS)
def test_frappe_6_what_the_card_does(question: dict[str, Any], valid: bool, points: int | None, rule: str,
                                     words: str) -> None:
    answer = ask(question)
    assert answer.rule == rule and on_rules_page(FR, answer.rule)
    assert words in render(answer.reason)
    assert answer.valid is valid and answer.points == points


@pytest.mark.parametrize(("table", "plays"), [
    pytest.param("", ["A", "A"], id="spec example 4, first frappe"),
    pytest.param("7 D", ["D"], id="spec example 10"),
    pytest.param("D R A 2", ["D"], id="spec example 6, nettoyage"),
    pytest.param("9 10 V 4", ["4"], id="a capture with its suite"),
    pytest.param("5 9", ["3"], id="en place"),
])
def test_frappe_the_referee_says_what_the_engine_scores(table: str, plays: list[str]) -> None:
    """The card after ``plays`` is judged as the engine's manche replays it."""
    manche = Manche(("Ana", "Bea"), "Bea", {"Ana": 0, "Bea": 0})
    for rank in table.split():
        manche.table[NUMBER[rank]] += 1
    player = "Ana"
    for rank in plays[:-1]:
        manche._play(player, NUMBER[rank], False, False, "p")
        player = manche.other(player)
    before, credited = manche.prev, len(manche.lines)
    manche._play(player, NUMBER[plays[-1]], False, False, "p")
    previous = before[1] if before is not None and before[0] != player and before[2] else None
    on = [r for r in table.split()] + plays[:-1]
    answer = ask(card(" ".join(on), plays[-1], previous=RANK[previous] if previous else None))
    pending = manche.pending.points + manche.pending.nettoyage if manche.pending else 0
    assert answer.points == sum(line.points for line in manche.lines[credited:]) + pending


@pytest.mark.parametrize(("question", "path"), [
    pytest.param(card("9 9 9 9 9", "2"), "context.table", id="§1 four cards of a rank"),
    pytest.param(card("9 9 9 9", "9"), "combination.rank", id="§1 no fifth 9"),
    pytest.param(card("5", "2", previous="2"), "context.previous.rank", id="§6.1 a card that stayed lies there"),
    pytest.param(card("5 2", "2", previous="2", effect="frappe"), "context.previous.rank",
                 id="§6.1 a frappe leaves two cards"),
    pytest.param(card("2 2", "2", previous="2", effect="contre_frappe"), "context.previous.rank",
                 id="§6.1 a contre-frappe three"),
])
def test_frappe_a_table_that_cannot_be_is_refused(question: dict[str, Any], path: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.path == path


def test_frappe_play_effect_and_the_referee_agree_on_the_plain_cases() -> None:
    effect: PlayEffect = play_effect(["9", "10", "V"], "9")
    assert ask(card("9 10 V", "9")).points == effect.points == 2


def test_frappe_referee_fields_have_french_labels() -> None:
    assert unlabelled(FR) == []


@pytest.mark.parametrize(("question", "words"), [
    pytest.param(card("7 D", "D", previous="D"), "avec une autre Dame", id="§6.1 une autre Dame"),
    pytest.param(card("7 R", "R", previous="R"), "avec un autre Roi", id="§6.1 un autre Roi"),
    pytest.param(card("7 D D", "D", previous="D", effect="frappe"), "une troisième Dame", id="§6.1 une troisième Dame"),
    pytest.param(card("7 D D", "D", previous="D", effect="frappe"), "avec la quatrième Dame",
                 id="§6.1 la quatrième Dame"),
])
def test_frappe_the_words_agree_with_the_rank(question: dict[str, Any], words: str) -> None:
    assert words in render(ask(question).reason)
