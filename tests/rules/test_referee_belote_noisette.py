"""The referee of Belote Noisette: tricks from the rulebook's §3 and §6 (rulings N1, N2, N7), the
Belote of §3.1, the removed suit of §1, asked as the API asks, with the article of every answer."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from referee_tables import any_trick_is_answered, js, legal, on_rules_page, trick, unlabelled

from compagnon.rules import DealError, render
from compagnon.rules.decks import PIQUET_32
from compagnon.rules.referee import ask

BN = "belote_noisette"
NO_TREFLE = {"removed_suit": "trefle"}
PARTNERS = {"defenders_are_partners": True}

# winner, each play's verdict (None: no hand given), each play's article
TRICKS = [
    # §3, ruling N1: at trump 7 < 8 < Dame < Roi < 10 < As < 9 < Valet
    pytest.param(trick(BN, "Ana:Ac, Bea:9c, Cyr:Vc", trump="coeur"), "Cyr", [True, None, None], [None] * 3,
                 id="§3 the Valet is the highest trump"),
    pytest.param(trick(BN, "Ana:Ac, Bea:9c, Cyr:10c", trump="coeur"), "Bea", [True, None, None], [None] * 3,
                 id="§3 the 9 of trump above the As"),
    # §3, ruling N1: elsewhere 7 < 8 < 9 < Valet < Dame < Roi < 10 < As
    pytest.param(trick(BN, "Ana:Rp, Bea:10p, Cyr:9p", trump="coeur"), "Bea", [True, None, None], [None] * 3,
                 id="§3 N1 the 10 above the Roi outside trump"),
    pytest.param(trick(BN, "Ana:Vp, Bea:Ak/Ak 7c, Cyr:9p", trump="carreau"), "Bea", [True, True, None], [None] * 3,
                 id="§6 any trump beats the suit led"),
    # §6: follow the suit led
    pytest.param(trick(BN, "Ana:10p, Bea:9c/7p Ap 9c", trump="coeur"), "Bea", [True, False], [None, "BN §6"],
                 id="§6 follow the suit led, no trumping"),
    pytest.param(trick(BN, "Ana:10p, Bea:7p/7p Ap 9c", trump="coeur"), "Ana", [True, True], [None, None],
                 id="§6 following with a low card is allowed"),
    # §6: void, with trump: must trump
    pytest.param(trick(BN, "Ana:10p, Bea:Rk/9c Rk", trump="coeur"), "Ana", [True, False], [None, "BN §6"],
                 id="§6 void with trump must trump"),
    pytest.param(trick(BN, "Ana:10p, Bea:Rk/Rk 8k", trump="coeur"), "Ana", [True, True], [None, None],
                 id="§6 void without trump plays anything"),
    # §6: an opponent trumped: overtrump when able
    pytest.param(trick(BN, "Ana:10p, Bea:Rc, Cyr:Dc/Dc 9c", trump="coeur"), "Bea", [True, None, False],
                 [None, None, "BN §6"], id="§6 must overtrump when able"),
    pytest.param(trick(BN, "Ana:10p, Bea:9c, Cyr:Dc/Dc Ac", trump="coeur"), "Bea", [True, None, True], [None] * 3,
                 id="§6 unable to overtrump, a lower trump"),
    # ruling N7: trump led, go higher when able
    pytest.param(trick(BN, "Ana:Rc, Bea:Dc/Dc Vc", trump="coeur"), "Ana", [True, False], [None, "BN §6"],
                 id="§6 N7 trump led, go higher"),
    # ruling N2: no partners by default, a defender trumps even when the other defender is maître
    pytest.param(trick(BN, "Ana:Ap, Bea:Rp, Cyr:7k/7k 8c", trump="coeur", taker="Bea"), "Ana",
                 [True, None, False], [None, None, "BN §6"], id="§6 N2 no partner, trump anyway"),
    # house rule N2: partners, the partner maître leaves the choice
    pytest.param(trick(BN, "Ana:Ap, Bea:Rp, Cyr:7k/7k 8c", trump="coeur", taker="Bea", options=PARTNERS), "Ana",
                 [True, None, True], [None, None, "BN §6"], id="§6 partner maître, free to discard"),
    pytest.param(trick(BN, "Bea:Ap, Ana:Rp, Cyr:7k/7k 8c", trump="coeur", taker="Bea", options=PARTNERS), "Bea",
                 [True, None, False], [None, None, "BN §6"], id="§6 the taker maître, the defender trumps"),
    # §1: 24 cards, the removed suit is not played
    pytest.param(trick(BN, "Ana:Ap, Bea:Rp, Cyr:Vc", trump="coeur", options=NO_TREFLE), "Cyr", [True, None, None],
                 [None] * 3, id="§1 a game without trèfle"),
]


@pytest.mark.parametrize("question, winner, verdicts, rules", TRICKS)
def test_bn_6_the_trick_and_each_play(question: dict[str, Any], winner: str, verdicts: list[bool | None],
                                      rules: list[str | None]) -> None:
    answer = ask(question)
    assert answer.winner == winner and answer.rule == "BN §6"
    assert legal(answer) == verdicts
    assert [v.rule for v in answer.plays] == rules
    for v in answer.plays:
        assert v.rule is None or on_rules_page(BN, v.rule)
        if v.legal is False:
            assert v.reason is not None and "2 plis" in render(v.reason)


def test_bn_6_the_winner_and_the_fault_are_explained() -> None:
    answer = ask(trick(BN, "Ana:10p, Bea:Rc, Cyr:Dc/Dc 9c", trump="coeur")).as_dict()
    assert "plus fort atout" in answer["reason"] and "Roi ♥" in answer["reason"]
    assert "il faut monter" in answer["plays"][2]["reason"]
    answer = ask(trick(BN, "Ana:10p, Bea:Rk/9c Rk", trump="coeur")).as_dict()
    assert "couleur demandée (pique)" in answer["reason"]
    assert "il faut couper à cœur" in answer["plays"][1]["reason"]


@pytest.mark.parametrize("question, field", [
    # §1: the removed suit is neither played nor trump
    (trick(BN, "Ana:At", trump="coeur", options=NO_TREFLE), "plays"),
    (trick(BN, "Ana:Ac", trump="trefle", options=NO_TREFLE), "context"),
    (trick(BN, "Ana:Ac, Bea:9c/9c At", trump="coeur", options=NO_TREFLE), "plays"),
    # the trump is always known in Belote Noisette (§5)
    ({"question": "trick", "game": BN, "plays": [{"player": "Ana", "card": {"rank": "A", "suit": "coeur"}}]},
     "context"),
    (trick(BN, "Ana:Ac, Bea:Ac", trump="coeur"), "plays"),
    (trick(BN, "Ana:Ac, Ana:Rc", trump="coeur"), "plays"),
    (trick(BN, "Ana:6c", trump="coeur"), "plays"),
])
def test_bn_a_trick_the_table_cannot_have_played_is_refused(question: dict[str, Any], field: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(question)
    assert refused.value.field == field


def belote(hand: str, trump: str = "coeur", options: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"question": "combination", "game": BN, "options": options or {}, "context": {"trump": trump},
            "combination": {"hand": js(hand)}}


@pytest.mark.parametrize("question, valid, points", [
    pytest.param(belote("Dc Rc 7p"), True, 10, id="§3.1 Dame and Roi of trump, 10 and not 20"),
    pytest.param(belote("Dc Rp 7p"), False, None, id="§3.1 the Roi of another suit"),
    pytest.param(belote("Dp Rp", "coeur"), False, None, id="§3.1 a marriage outside trump is no Belote"),
    pytest.param(belote("Dk Rk", "carreau", NO_TREFLE), True, 10, id="§3.1 with a suit removed"),
])
def test_bn_3_1_the_belote(question: dict[str, Any], valid: bool, points: int | None) -> None:
    answer = ask(question)
    assert answer.valid is valid and answer.points == points and answer.rule == "BN §3.1"


def test_bn_every_referee_field_has_words() -> None:
    assert unlabelled(BN) == []
    assert "Dame et le Roi de cœur" in render(ask(belote("Dc Rc")).as_dict()["reason"])


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_belote_noisette_any_trick_of_real_cards_is_answered(data: st.DataObject) -> None:
    trumps = st.sampled_from(["pique", "coeur", "carreau", "trefle"])
    any_trick_is_answered(BN, PIQUET_32, data, st.fixed_dictionaries(
        {"trump": trumps}, optional={"taker": st.sampled_from(["Ana", "Bea", "Cyr"])}))


def test_bn_6_n2_a_discard_allowed_by_the_partner_maitre_says_so() -> None:
    cyr = ask(trick(BN, "Ana:Ap, Bea:Rp, Cyr:7k/7k 8c", trump="coeur", taker="Bea", options=PARTNERS)).plays[2]
    assert (cyr.legal, cyr.rule) == (True, "BN §6") and "le partenaire Ana est maître" in render(cyr.reason)
    plain = ask(trick(BN, "Ana:10p, Bea:Rk/Rk 8k", trump="coeur")).plays[1]  # void of trump: no exception
    assert (plain.legal, plain.rule, plain.reason) == (True, None, None)
