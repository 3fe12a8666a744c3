"""Bridgette's referee: the tricks of §7 and the Colons of §7.1 (spec §6.2,
§6.3, example 11; rulings A7-A9), asked as the API asks."""

from __future__ import annotations

from typing import Any

import pytest
from referee_tables import js, legal, on_rules_page, trick, unlabelled

from compagnon.rules import DealError, render
from compagnon.rules.referee import ask

B = "bridgette"
PIQUE = {"trump": "pique"}
# the Colons as cards: the tarot 1 d'Atout, the Cavalier, the Excuse (§3)
GRAND, ROYAL, PETIT = "1", "Cp", "excuse"

# the question, the winner, the verdict of each play (None: no hand given), the article, words of the reason
TRICKS = [
    # §7: the suit led, a trump, a discard
    pytest.param(trick(B, "Ana:9c, Bea:Vc", **PIQUE), "Bea", [True, None], "Bridgette §7", "plus fort",
                 id="§7 the higher card of the suit led"),
    pytest.param(trick(B, "Ana:Ac, Bea:2p/2p 3t", **PIQUE), "Bea", [True, True], "Bridgette §7", "l'atout",
                 id="§7 the trump wins"),
    pytest.param(trick(B, "Ana:Ac, Bea:3t/2p 3t", **PIQUE), "Ana", [True, True], "Bridgette §7", "ni de la couleur",
                 id="§7 void, no duty to trump"),
    pytest.param(trick(B, "Ana:Ac, Bea:2p"), "Ana", [True, None], "Bridgette §7", "ni de la couleur",
                 id="§6 Sans-Atout, nothing trumps"),
    pytest.param(trick(B, "Ana:Dc, Bea:3c/3c Ac", **PIQUE), "Ana", [True, True], "Bridgette §7", "plus fort",
                 id="§7 never obliged to head the trick"),
    # §7.1 and spec example 11: a Colon in answer loses
    pytest.param(trick(B, f"Ana:9c, Bea:{PETIT}", **PIQUE), "Ana", [True, None], "Bridgette §7.1",
                 "ne pourra pas entamer cœur", id="§7.1 the matching Colon loses and bans the suit"),
    pytest.param(trick(B, f"Ana:Dc, Bea:{PETIT}/{PETIT} 2p", **PIQUE), "Ana", [True, True], "Bridgette §7.1",
                 "aucune couleur n'est interdite", id="§7.1 another Colon, void in the suit: no ban"),
    pytest.param(trick(B, f"Ana:Dc, Bea:{PETIT}/{PETIT} 3c", **PIQUE), "Ana", [True, False], "Bridgette §7.1",
                 "aucune couleur", id="§7.1 another Colon while holding the suit is a fault"),
    pytest.param(trick(B, f"Ana:Rc, Bea:{ROYAL}/{ROYAL} 3c", **PIQUE), "Ana", [True, True], "Bridgette §7.1",
                 "ne pourra pas entamer cœur", id="§7.1 A7 the matching Colon even holding the suit"),
    # §7.1: a Colon led
    pytest.param(trick(B, f"Ana:{ROYAL}, Bea:Vk", **PIQUE), "Bea", [True, None], "Bridgette §7.1", "du groupe",
                 id="§7.1 a figure takes the Colon Royal"),
    pytest.param(trick(B, f"Ana:{ROYAL}, Bea:2p", **PIQUE), "Bea", [True, None], "Bridgette §7.1", "un atout",
                 id="§7.1 any trump takes a Colon"),
    pytest.param(trick(B, f"Ana:{ROYAL}, Bea:7k", **PIQUE), "Ana", [True, None], "Bridgette §7.1",
                 "le Colon Royal entamé remporte", id="§7.1 anything else: the Colon takes it"),
    pytest.param(trick(B, f"Ana:{GRAND}, Bea:At", **PIQUE), "Bea", [True, None], "Bridgette §7.1", "du groupe",
                 id="§7.1 an As takes the Grand Colon"),
    pytest.param(trick(B, f"Ana:{GRAND}, Bea:Rt", **PIQUE), "Ana", [True, None], "Bridgette §7.1",
                 "le Grand Colon entamé", id="§7.1 a Roi does not take the Grand Colon"),
    pytest.param(trick(B, f"Ana:{PETIT}, Bea:10c/10c Ac"), "Bea", [True, True], "Bridgette §7.1", "du groupe",
                 id="§7.1 A8 anything answers a Colon; a 10 takes the Petit Colon"),
    pytest.param(trick(B, f"Ana:{PETIT}, Bea:{GRAND}", **PIQUE), "Ana", [True, None], "Bridgette §7.1",
                 "Un Colon répondu à un Colon", id="§7.1 A8 a Colon on a Colon loses"),
    # §7: follow the suit led (a revoke is one of the other faults of §9)
    pytest.param(trick(B, "Ana:Dc, Bea:2t/2t 3c", **PIQUE), "Ana", [True, False], "Bridgette §7", "renonce",
                 id="§7 revoke"),
    pytest.param(trick(B, "Ana:Dc, Bea:Ac/Ac 2t"), "Bea", [True, True], "Bridgette §7", "plus fort",
                 id="§7 following suit"),
]


@pytest.mark.parametrize(("question", "winner", "verdicts", "rule", "words"), TRICKS)
def test_bridgette_7_the_trick(question: dict[str, Any], winner: str, verdicts: list[bool | None], rule: str,
                               words: str) -> None:
    answer = ask(question)
    assert answer.winner == winner and legal(answer) == verdicts
    assert answer.rule == rule and on_rules_page(B, answer.rule)
    said = [render(answer.reason)] + [render(v.reason) for v in answer.plays if v.legal is False]
    assert any(words in text for text in said), said
    for verdict in answer.plays:
        if verdict.legal is False:
            assert verdict.rule in ("Bridgette §7", "Bridgette §7.1") and "2 plis" in render(verdict.reason)


# --------------------------------------------------------------------- the suit banned after a matching Colon

PREVIOUS = {"lead": {"rank": "9", "suit": "coeur"}, "response": PETIT}


@pytest.mark.parametrize(("lead", "verdict"), [
    pytest.param("Ana:3c/3c 2p", False, id="§7.1 the banned suit may not be led"),
    pytest.param("Ana:2p/3c 2p", True, id="§7.1 another suit may"),
    pytest.param("Ana:3c/3c Vc", True, id="§7.1 holding only the banned suit"),
    pytest.param(f"Ana:3c/3c {GRAND}", False, id="§7.1 A9 a Colon counts as another card"),
    pytest.param("Ana:3c", None, id="§7.1 without the hand, leading the banned suit depends on it"),
    pytest.param("Ana:2p", True, id="§7.1 without the hand, another suit is a free lead"),
])
def test_bridgette_7_1_the_leader_after_a_matching_colon(lead: str, verdict: bool | None) -> None:
    answer = ask(trick(B, lead, **PIQUE, previous=PREVIOUS))
    assert legal(answer) == [verdict]
    if verdict is False:
        assert answer.plays[0].rule == "Bridgette §7.1" and "cœur est interdit" in render(answer.plays[0].reason)


def test_bridgette_7_1_no_ban_after_a_colon_of_another_group() -> None:
    previous = {"lead": {"rank": "D", "suit": "coeur"}, "response": PETIT}
    assert legal(ask(trick(B, "Ana:3c/3c 2p", **PIQUE, previous=previous))) == [True]


def test_bridgette_one_card_so_far_holds_the_trick() -> None:
    answer = ask(trick(B, "Ana:Dc", **PIQUE))
    assert answer.winner == "Ana" and "Seule carte" in render(answer.reason)


@pytest.mark.parametrize(("question", "path"), [
    pytest.param(trick(B, "Ana:9c, Ana:Vc"), "plays[1].player", id="§7 two players"),
    pytest.param(trick(B, "Ana:9c, Bea:9c"), "plays[1].card", id="§1 one pack"),
    pytest.param(trick(B, "Ana:9c, Bea:Vc", previous={"lead": js("9c")[0], "response": PETIT}), "plays[0].card",
                 id="§1 a card of the previous trick"),
    pytest.param(trick(B, "Ana:9c, Bea:Vc, Ana:2c"), "plays", id="§7 two cards a trick"),
    pytest.param(trick(B, "Ana:Cc"), "plays[0].card", id="§1 one Cavalier only"),
])
def test_bridgette_a_trick_that_cannot_happen_is_refused(question: dict[str, Any], path: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.path == path


def test_bridgette_referee_fields_have_french_labels() -> None:
    assert unlabelled(B) == []
