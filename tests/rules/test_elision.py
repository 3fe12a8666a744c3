"""French elides « de » before a name starting with a vowel or a mute h
(« Bombe d'Ana », « victoire d'Hugo »): once, where messages are rendered,
whatever the message; English and the other values keep their words."""

from __future__ import annotations

import pytest

from compagnon.rules import new_game
from compagnon.rules.messages import msg, render


@pytest.mark.parametrize("taker, text", [
    ("Ana", "Bombe d'Ana (120)"),
    ("Éloïse", "Bombe d'Éloïse (120)"),
    ("Hugo", "Bombe d'Hugo (120)"),  # a first name's h is mute
    ("Yves", "Bombe d'Yves (120)"),
    ("Yasmine", "Bombe de Yasmine (120)"),  # y before a vowel is no vowel
    ("Bruno", "Bombe de Bruno (120)"),
    ("ana", "Bombe d'ana (120)"),
])
def test_de_is_elided_before_a_name(taker: str, text: str) -> None:
    assert render(msg("mille.summary.bomb", taker=taker, contract=120), "fr") == text


def test_english_keeps_its_words() -> None:
    assert render(msg("mille.summary.bomb", taker="Ana", contract=120), "en") == "Bomb by Ana (120)"


def test_a_list_of_names_is_elided_before_its_first() -> None:
    text = render(msg("demons.referee.pareil.2", rank=["Ana", "Bea"]), "fr")
    assert text == "une paire d'Ana, Bea"


@pytest.mark.parametrize("rank, text", [
    ("A", "une paire de A"),  # one letter: a rank, no name
    ("10", "une paire de 10"),
])
def test_other_values_keep_their_words(rank: str, text: str) -> None:
    assert render(msg("demons.referee.pareil.2", rank=rank), "fr") == text


def test_a_score_line_names_the_offender_elided() -> None:
    g = new_game("besigue", ["Ana", "Bea"], "chinois")
    lines = g.progress(g.new_state(), {"events": [{"kind": "fault", "player": "Ana", "type": "too_many_cards"}]}).lines
    assert lines[0].text == "Faute d'Ana : plus de 12 cartes en main"
