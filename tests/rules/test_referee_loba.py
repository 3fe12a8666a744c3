"""The referee of Loba: the first meld each mène asks for (§4.1, §5, §6,
§7.1, §7.3 and ruling L-6), and the additions of later turns, Jokers and
their shift included (§7.2 and ruling L-5), asked as the casebook writes
cards, through :func:`compagnon.rules.referee.ask`."""

from __future__ import annotations

from typing import Any

import pytest
from cardtext import card

from compagnon.rules import DealError, render
from compagnon.rules.decks import dump_card
from compagnon.rules.referee import ask


def c(text: str) -> Any:
    """A card in the casebook notation, typed the short way; ``"J"`` is a Joker."""
    return "joker" if text == "J" else dump_card(card(text))


def first_meld(mene: int | None, *combinations: str, multicolour: bool = False) -> dict[str, Any]:
    question: dict[str, Any] = {
        "question": "combination", "game": "loba", "options": {"suites_multicolores": multicolour},
        "combination": {"kind": "first_meld", "first_meld": [[c(t) for t in cs.split()] for cs in combinations]}}
    if mene is not None:
        question["context"] = {"mene": mene}
    return question


def addition(meld: str, added: str, *, end: str = "end", melded: str = "earlier") -> dict[str, Any]:
    return {"question": "combination", "game": "loba", "combination": {
        "kind": "addition", "meld": [c(t) for t in meld.split()], "card": c(added), "end": end, "melded": melded}}


# each row: the question, valid, article (spec examples 7 to 9 among them)
COMBINATIONS = [
    # §5 the first meld of each mène
    pytest.param(first_meld(1, "8p 8p 8c", "4k 4t J"), True, "Loba §5", id="s5-mene-1-two-brelans-a-joker"),
    pytest.param(first_meld(1, "Dp Dp Dc Dc Dk Dt"), True, "Loba §5", id="s7-1-a-sextuple-is-two-brelans"),
    pytest.param(first_meld(2, "9t 9k 9c", "5c 6c 7c 8c", "2p 2k 2t"), False, "Loba §4.1",
                 id="s4-1-no-combination-beyond-the-list"),
    pytest.param(first_meld(3, "5k 6k J 8k", "Vp Dp Rp Ap"), True, "Loba §5", id="s6-the-as-above-the-roi"),
    pytest.param(first_meld(3, "Rc Ac 2c 3c", "5k 6k 7k 8k"), False, "Loba §6", id="s6-no-wrap-roi-as-2"),
    pytest.param(first_meld(2, "7t 7k J", "3p J 5p 6p"), True, "Loba §5", id="s6-one-joker-per-combination"),
    pytest.param(first_meld(2, "7t 7k 7c", "3p J J 6p"), False, "Loba §6", id="s6-never-two-jokers"),
    pytest.param(first_meld(2, "7t 7k 7c", "3p 4p 5p 6p 7p"), False, "Loba §7.1", id="s7-1-L6-no-quinte-at-first"),
    pytest.param(first_meld(4, "Ap Ac Ak", "2p 2c 2k", "3p 3c 3k"), True, "Loba §5", id="s5-mene-4-three-brelans"),
    pytest.param(first_meld(6, "Vp Vc Vk", "2t 3t 4t 5t", "6c 7c 8c 9c"), True, "Loba §5",
                 id="s5-mene-6-brelan-and-two-quartes"),
    pytest.param(first_meld(3, "9p 10c Vk Dt", "Vp Dp Rp Ap"), False, "Loba §7.3", id="s7-3-one-suit-a-suite"),
    pytest.param(first_meld(3, "9p 10c Vk Dt", "Vp Dp Rp Ap", multicolour=True), True, "Loba §5",
                 id="s7-3-variant-multicolour-suites"),
    pytest.param(first_meld(1, "8p 8p 8p", "4k 4t 4c"), False, "Loba §1", id="s1-two-packs-two-copies"),
    pytest.param(first_meld(5, "8p 8c 8k", "4k 5k 6k 7k"), False, "Loba §4.1", id="s5-mene-5-two-brelans-a-quarte"),
    # §7.2 additions in a later turn
    pytest.param(addition("5c 6c 7c J", "8c"), True, "Loba §7.2", id="s7-2-shift-the-joker"),
    pytest.param(addition("5c 6c 7c 8c J", "Vc"), False, "Loba §6", id="s7-2-next-card-after-the-joker"),
    pytest.param(addition("5c 6c 7c 8c J", "10c"), True, "Loba §7.2", id="s7-2-extend-beyond-the-joker"),
    pytest.param(addition("5c 6c 7c 8c", "4c", end="start"), True, "Loba §7.2", id="s7-2-extend-from-below"),
    pytest.param(addition("5c 6c 7c 8c", "4c", end="start", melded="this_turn"), False, "Loba §7.2",
                 id="s4-1-no-addition-in-the-first-meld-turn"),
    pytest.param(addition("5c 6c 7c 8c", "9c", melded="not_yet"), False, "Loba §7.2",
                 id="s7-2-no-addition-before-the-first-meld"),
    pytest.param(addition("Vt Vk Vc", "Vp"), True, "Loba §7.2", id="s7-2-a-brelan-becomes-a-carre"),
    pytest.param(addition("Vt Vk Vc", "Vc"), True, "Loba §7.2", id="s5-two-identical-cards-in-a-set"),
    pytest.param(addition("Vt Vc Vc", "Vc"), False, "Loba §1", id="s1-no-third-copy"),
    pytest.param(addition("Vc Dc Rc J", "Ac"), False, "Loba §7.2", id="s7-2-L5-no-shift-past-the-as"),
    pytest.param(addition("J 2c 3c 4c", "Ac", end="start"), False, "Loba §7.2", id="s7-2-L5-no-shift-below-the-1"),
    pytest.param(addition("5c 6c 7c J", "J"), False, "Loba §6", id="s6-a-second-joker-is-refused"),
    pytest.param(addition("J 6c 7c 8c", "5c", end="start"), True, "Loba §7.2", id="s7-2-shift-at-the-start"),
]


@pytest.mark.parametrize(("question", "valid", "rule"), COMBINATIONS)
def test_loba_combination(question: dict[str, Any], valid: bool, rule: str) -> None:
    answer = ask(question)
    assert (answer.valid, answer.rule, answer.points) == (valid, rule, None)


def test_loba_7_2_the_words_follow_the_joker() -> None:
    shift = ask(addition("5c 6c 7c J", "8c"))
    assert render(shift.reason) == "8 ♥ prend la place du joker, qui se décale d'un cran et tient maintenant le 9."
    high = ask(addition("Vc Dc J", "Rc", end="end"))
    assert high.valid is False  # three cards are a brelan or nothing: V D Joker is no combination
    stuck = ask(addition("Vc Dc Rc J", "Ac"))
    assert "décision L-5" in render(stuck.reason)


def test_loba_5_the_answer_names_the_mene_list() -> None:
    answer = ask(first_meld(2, "7t 7k J", "3p J 5p 6p"))
    assert render(answer.reason).startswith("Mène 2 : 1 brelan + 1 quarte (7 cartes)")


def test_loba_a_first_meld_needs_its_mene() -> None:
    with pytest.raises(DealError) as refused:
        ask(first_meld(None, "8p 8c 8k", "4k 4t 4c"))
    assert refused.value.path == "context.mene" and refused.value.rule == "Loba §5"
    with pytest.raises(DealError) as seventh:
        ask(first_meld(7, "8p 8c 8k", "4k 4t 4c"))
    assert seventh.value.path == "context.mene"
