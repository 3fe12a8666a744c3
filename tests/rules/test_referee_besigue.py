"""Bésigue's referee, both variants: the tricks of the draw phase (§5.1) and of
the final phase (§5.2), and a combination against what already lies on the
player's table (§5.1, §6, §10.1, §10.2; spec §6.3), asked as the API asks."""

from __future__ import annotations

from typing import Any

import pytest
from referee_tables import js, legal, on_rules_page, trick, unlabelled

from compagnon.rules import DealError, render
from compagnon.rules.referee import ask

BES = "besigue"
DRAW = {"variant": "japonais", "phase": "draw"}
FINAL = {"variant": "japonais", "phase": "final"}

# --------------------------------------------------------------------- tricks (§5.1, §5.2)

TRICKS = [
    # §5.1: the highest trump, else the highest card of the suit led; of two identical cards the first
    pytest.param(trick(BES, "Ana:9c, Bea:7p", **DRAW, trump="pique"), "Bea", [True, None], "un atout",
                 id="§5.1 a trump takes the trick"),
    pytest.param(trick(BES, "Ana:10p, Bea:Ap", **DRAW, trump="pique"), "Bea", [True, None], "le plus fort atout",
                 id="§5.1 the highest trump"),
    pytest.param(trick(BES, "Ana:10c, Bea:Ac", **DRAW), "Bea", [True, None], "la plus forte carte",
                 id="§4 the As above the 10"),
    pytest.param(trick(BES, "Ana:Rc, Bea:10c", **DRAW), "Bea", [True, None], "la plus forte carte",
                 id="§4 the 10 above the Roi"),
    pytest.param(trick(BES, "Ana:7c, Bea:At", **DRAW, trump="pique"), "Ana", [True, None], "ni de la couleur",
                 id="§5.1 another suit never wins"),
    pytest.param(trick(BES, "Ana:9c, Bea:7p", **DRAW), "Ana", [True, None], "aucun atout",
                 id="§5.1 no trump before the first mariage or suite"),
    pytest.param(trick(BES, "Ana:9c, Bea:9c", **DRAW, trump="pique"), "Ana", [True, None], "identiques",
                 id="§5.1 identical cards: the first played"),
    # §5.1: in the draw phase nothing is owed
    pytest.param(trick(BES, "Ana:10c, Bea:7t/7t Ac 7p", **DRAW, trump="pique"), "Ana", [True, True],
                 "ni de la couleur", id="§5.1 draw phase: no duty to follow, beat or trump"),
    # §5.2: follow, beating when able; void, trump
    pytest.param(trick(BES, "Ana:10c, Bea:9c/9c Ac", **FINAL, trump="pique"), "Ana", [True, False], "monter",
                 id="§5.2 must beat the card led"),
    pytest.param(trick(BES, "Ana:10c, Bea:Ac/9c Ac", **FINAL, trump="pique"), "Bea", [True, True],
                 "la plus forte carte", id="§5.2 beating it"),
    pytest.param(trick(BES, "Ana:10c, Bea:9c/9c Rc", **FINAL, trump="pique"), "Ana", [True, True],
                 "la plus forte carte", id="§5.2 cannot beat: any card of the suit"),
    pytest.param(trick(BES, "Ana:10c, Bea:10c/10c 7c", **FINAL, trump="pique"), "Ana", [True, True],
                 "identiques", id="§5.2 an identical card does not beat it"),
    pytest.param(trick(BES, "Ana:10c, Bea:7t/7t 7c", **FINAL, trump="pique"), "Ana", [True, False], "fournir",
                 id="§5.2 must follow the suit led"),
    pytest.param(trick(BES, "Ana:10c, Bea:7t/7t 8p", **FINAL, trump="pique"), "Ana", [True, False], "couper",
                 id="§5.2 void: must trump"),
    pytest.param(trick(BES, "Ana:10c, Bea:7t/7t 8k", **FINAL, trump="pique"), "Ana", [True, True],
                 "ni de la couleur", id="§5.2 void of suit and trump: any card"),
    pytest.param(trick(BES, "Ana:10c, Bea:7t/7t 8p", **FINAL), "Ana", [True, True], "aucun atout",
                 id="§5.2 A14 no trump was ever fixed"),
    pytest.param(trick(BES, "Ana:7t/7t Ac, Bea:8t", **FINAL, trump="pique"), "Bea", [True, None],
                 "la plus forte carte", id="§5.2 the leader leads what he likes"),
    pytest.param(trick(BES, "Ana:7t/8t, Bea:8t", **FINAL), "Bea", [False, None], "pas dans la main",
                 id="§5.1 a card not in the hand"),
]


@pytest.mark.parametrize(("question", "winner", "verdicts", "words"), TRICKS)
def test_besigue_5_the_trick(question: dict[str, Any], winner: str, verdicts: list[bool | None], words: str) -> None:
    answer = ask(question)
    assert answer.winner == winner and legal(answer) == verdicts
    assert answer.rule == "Bésigue §5.1" and on_rules_page(BES, answer.rule)
    said = [render(answer.reason)] + [render(v.reason) for v in answer.plays if v.legal is False]
    assert any(words in text for text in said), said
    for verdict in answer.plays:
        if verdict.legal is False and verdict.rule != "Bésigue §5.1":
            assert verdict.rule == "Bésigue §5.2" and "concède les plis restants" in render(verdict.reason)


def test_besigue_5_1_the_chinois_plays_the_same_tricks() -> None:
    answer = ask(trick(BES, "Ana:9c, Bea:9c", variant="chinois", phase="final", trump="coeur"))
    assert answer.winner == "Ana"


# --------------------------------------------------------------------- combinations against the table


def cards(text: str) -> list[Any]:
    return js(text)


def announce(kind: str, text: str, *, laid: str | None = None, crossed: list[tuple[str, str]] = ()) -> dict[str, Any]:
    out: dict[str, Any] = {"type": kind, "cards": cards(text)}
    if laid is not None:
        out["laid"] = cards(laid)
    if crossed:
        out["crossed"] = [{"type": k, "cards": cards(t)} for k, t in crossed]
    return out


def on_table(kind: str, text: str, **more: Any) -> dict[str, Any]:
    return {"kind": "announce", **announce(kind, text, **more)}


def played(text: str) -> dict[str, Any]:
    return {"kind": "play", "card": cards(text)[0]}


def combination(comb: dict[str, Any], table: list[dict[str, Any]] = (), variant: str = "japonais",
                **context: Any) -> dict[str, Any]:
    return {"question": "combination", "game": BES, "variant": variant, "context": context, "table": list(table),
            "combination": comb}


BESIGUE = "Dp Vk"
SUITE = "Vc Dc Rc 10c Ac"
ROIS = "Rp Rc Rk Rt"

COMBINATIONS = [
    # §5.1, §6: the trump and the royal combinations
    pytest.param(combination(announce("mariage", "Dc Rc")), 40, "Bésigue §5.1", "fixe l'atout à cœur",
                 id="§5.1 the first mariage fixes the trump and scores royal"),
    pytest.param(combination(announce("suite", SUITE)), 250, "Bésigue §5.1", "Suite royale",
                 id="§5.1 a first suite fixes the trump too"),
    pytest.param(combination(announce("mariage", "Dc Rc"), trump="pique"), 20, "Bésigue §6", "Mariage",
                 id="§6 a mariage off trump"),
    pytest.param(combination(announce("mariage", "Dc Rc"), [on_table("mariage", "Dp Rp")]), 20, "Bésigue §6",
                 "Mariage", id="§5.1 the mariage on the table fixed the trump"),
    pytest.param(combination(announce("double_mariage", "Dc Rc Dc Rc")), 160, "Bésigue §5.1", "royal",
                 id="§5.1 A4 a double mariage fixes the trump"),
    pytest.param(combination(announce("besigue", BESIGUE), trump="coeur"), 40, "Bésigue §6", "Bésigue",
                 id="§6 the bésigue is always Dame ♠ and Valet ♦"),
    pytest.param(combination(announce("besigue", "Dc Vk"), trump="coeur"), None, "Bésigue §6", "ne forment pas",
                 id="§6 no bésigue at trump"),
    pytest.param(combination(announce("carre", ROIS)), 80, "Bésigue §6", "Carré de Rois", id="§6 a carré"),
    pytest.param(combination(announce("carre", "Rp Rp Rp Rc")), 80, "Bésigue §6", "Carré de Rois",
                 id="§6 A5 a carré of any suits"),
    pytest.param(combination(announce("carre", "10p 10c 10k 10t")), None, "Bésigue §6", "pas de carré de 10",
                 id="§6 no carré of 10s"),
    pytest.param(combination(announce("carre", "Rp Rp Rp Rp"), trump="pique"), 80, "Bésigue §6", "Carré de Rois",
                 id="§6 A5 four trump Rois in the Japonais"),
    pytest.param(combination(announce("carre_atout", "Rp Rp Rp Rp"), trump="pique"), None, "Bésigue §6",
                 "qu'au Bésigue chinois", id="§6 trump carrés only in the Chinois"),
    pytest.param(combination(announce("carre_atout", "Rp Rp Rp Rp"), variant="chinois", trump="pique"), 800,
                 "Bésigue §6", "Carré de Rois d'atout", id="§6 a Chinois trump carré"),
    pytest.param(combination(announce("carre_atout", "10p 10p 10p 10p"), variant="chinois", trump="pique"), 900,
                 "Bésigue §6", "Carré de 10 d'atout", id="§6 the Chinois trump carré of 10s"),
    pytest.param(combination(announce("carre", "Rp Rp Rp Rp"), variant="chinois", trump="pique"), None,
                 "Bésigue §6", "annoncez le carré d'atout", id="§6 A5 four trump Rois in the Chinois"),
    pytest.param(combination(announce("carre_atout", "Rp Rp Rp Rp"), variant="chinois"), None, "Bésigue §5.1",
                 "Aucun atout", id="§5.1 no trump carré before the trump"),
    # §10.2: parallel combinations and the bésigue ladder
    pytest.param(combination(announce("double_besigue", "Dp Vk Dp Vk"), [on_table("besigue", BESIGUE)]), 500,
                 "Bésigue §6", "Double bésigue", id="§10.2 a second bésigue makes the double"),
    pytest.param(combination(announce("besigue", BESIGUE), [on_table("besigue", BESIGUE)]), None, "Bésigue §5.1",
                 "sert déjà à un bésigue", id="§5.1 the same bésigue is not announced twice"),
    pytest.param(combination(announce("besigue", BESIGUE, laid=BESIGUE), [on_table("besigue", BESIGUE)]), None,
                 "Bésigue §10.2", "parallèle supérieure", id="§10.2 a parallel bésigue is the double"),
    pytest.param(combination(announce("besigue", BESIGUE, crossed=[("double_besigue", "Dp Vk Dp Vk")])), 40,
                 "Bésigue §5.1", "Suspendue(s), à marquer à un tour suivant : Double bésigue",
                 id="§10.2 two bésigues at once: the double is suspended"),
    pytest.param(combination(announce("quadruple_besigue", "Dp Dp Dp Dp Vk Vk Vk Vk")), 4500, "Bésigue §6",
                 "Quadruple", id="§6 the quadruple bésigue"),
    pytest.param(combination(announce("besigue", BESIGUE, laid=BESIGUE),
                             [on_table("quadruple_besigue", "Dp Dp Dp Dp Vk Vk Vk Vk")], variant="chinois"),
                 None, "Bésigue §10.2", "quadruple bésigue est sur la table",
                 id="§10.2 a fifth bésigue waits for the quadruple to be broken"),
    pytest.param(combination(announce("quadruple_besigue", "Dp Dp Dp Dp Vk Vk Vk Vk", laid="Dp"),
                             [on_table("quadruple_besigue", "Dp Dp Dp Dp Vk Vk Vk Vk"), played("Dp")],
                             variant="chinois"), 4500, "Bésigue §6", "Quadruple",
                 id="§10.2 once broken, a new quadruple scores again"),
    pytest.param(combination(announce("quintuple_besigue", "Dp Dp Dp Dp Dp Vk Vk Vk Vk Vk"), variant="chinois"),
                 None, "Bésigue §10.2", "pas de quintuple", id="§10.2 no quintuple bésigue, even in the Chinois"),
    pytest.param(combination(announce("sextuple_besigue", "Dp Dp Dp Dp Dp Dp Vk Vk Vk Vk Vk Vk"),
                             variant="chinois"), None, "Bésigue §10.2", "pas de sextuple",
                 id="§10.2 no sextuple bésigue"),
    pytest.param(combination(announce("mariage", "Dc Rc"), [on_table("mariage", "Dc Rc")], trump="coeur"), None,
                 "Bésigue §5.1", "sert déjà à un mariage", id="§10.2 a married card is not married again"),
    pytest.param(combination(announce("double_mariage", "Dc Rc Dc Rc"), [on_table("mariage", "Dc Rc")],
                             trump="coeur"), 160, "Bésigue §6", "Double mariage", id="§10.2 the parallel mariage"),
    # §10.2: carrés in each variant
    pytest.param(combination(announce("carre", ROIS, laid="Rp"), [on_table("carre", ROIS)], variant="chinois"), 80,
                 "Bésigue §6", "Carré de Rois", id="§10.2 Chinois: a fifth card makes a new carré"),
    pytest.param(combination(announce("carre", ROIS, laid="Rp"), [on_table("carre", ROIS)]), None, "Bésigue §10.2",
                 "sert déjà à un carré", id="§10.2 Japonais: no new carré with a fifth card"),
    pytest.param(combination(announce("carre", "Ap Ac Ak At", laid="Ap"), [on_table("carre", "Ap Ac Ak At")]), None,
                 "Bésigue §10.2", "sert déjà à un carré", id="§10.2 Japonais: no new carré with a fifth As"),
    pytest.param(combination(announce("carre", ROIS), [on_table("carre", ROIS), played("Rp")]), 80, "Bésigue §6",
                 "Carré de Rois", id="§10.2 Japonais: the carré re-formed once a member was played"),
    pytest.param(combination(announce("carre", ROIS), [on_table("suite", SUITE)], trump="pique"), 80, "Bésigue §6",
                 "Carré de Rois", id="§10.2 a Roi of a suite joins a carré"),
    # §5.1: reuse and orphans; §10.2 A12 and the remnants of a suite
    pytest.param(combination(announce("suite", SUITE), [on_table("mariage", "Dc Rc")], trump="pique"), 150,
                 "Bésigue §6", "Suite", id="§5.1 A12 a mariage grows into a suite"),
    pytest.param(combination(announce("mariage", "Dc Rc"), [on_table("suite", SUITE)], trump="pique"), None,
                 "Bésigue §10.2", "d'une suite ne font pas de mariage", id="§10.2 no mariage out of a suite"),
    pytest.param(combination(announce("mariage", "Dc Rc"),
                             [on_table("suite", SUITE), played("Vc"), played("10c"), played("Ac")], trump="pique"),
                 None, "Bésigue §10.2", "restés d'une suite", id="§10.2 nor out of its Roi and Dame left"),
    pytest.param(combination(announce("carre", "Dp Dc Dk Dt"),
                             [on_table("suite", SUITE), played("Vc"), played("10c"), played("Ac")], trump="pique"),
                 60, "Bésigue §6", "Carré de Dames", id="§10.2 the Roi and Dame left do not block another"),
    pytest.param(combination(announce("carre", "Ap Ac Ak At"), [on_table("mariage", "Dp Rp"), played("Rp")]), None,
                 "Bésigue §5.1", "n'appartient à aucune combinaison", id="§5.1 an orphan blocks every announcement"),
    pytest.param(combination(announce("besigue", BESIGUE), [on_table("mariage", "Dp Rp"), played("Rp")]), 40,
                 "Bésigue §6", "Bésigue", id="§5.1 an orphan taken into a new combination"),
    pytest.param(combination(announce("carre", "Ap Ac Ak At", laid="Ap Ac Ak At Rt")), None, "Bésigue §5.1",
                 "posée n'appartient à aucune combinaison", id="§5.1 no card laid outside a combination"),
    pytest.param(combination(announce("besigue", BESIGUE, crossed=[("mariage", "Dt Rt")]), trump="pique"), None,
                 "Bésigue §5.1", "croisées", id="§5.1 several at once only when crossed"),
    pytest.param(combination(announce("besigue", BESIGUE, crossed=[("mariage", "Dp Rp")]), trump="coeur"), 40,
                 "Bésigue §5.1", "Mariage ♠ Pique", id="§5.1 crossed combinations, the second suspended"),
    # §10.1: no combination once the stock is exhausted
    pytest.param(combination(announce("mariage", "Dc Rc"), phase="final"), None, "Bésigue §10.1",
                 "plus aucune combinaison", id="§10.1 none in the final phase"),
]


@pytest.mark.parametrize(("question", "points", "rule", "words"), COMBINATIONS)
def test_besigue_combination_against_the_table(question: dict[str, Any], points: int | None, rule: str,
                                               words: str) -> None:
    answer = ask(question)
    assert answer.valid is (points is not None) and answer.points == points
    assert answer.rule == rule and on_rules_page(BES, answer.rule)
    assert words in render(answer.reason)


@pytest.mark.parametrize(("table", "path"), [
    pytest.param([played("Dp")], "table[0].card", id="a card played that was not on the table"),
    pytest.param([on_table("mariage", "Dp Rc")], "table[0]", id="a combination that was not one"),
    pytest.param([on_table("besigue", BESIGUE), on_table("besigue", BESIGUE)], "table[1]",
                 id="the table itself breaks §5.1"),
])
def test_besigue_a_table_that_cannot_be_is_refused(table: list[dict[str, Any]], path: str) -> None:
    with pytest.raises(DealError) as refused:
        ask(combination(announce("besigue", BESIGUE), table))
    assert refused.value.path == path and "ne tient pas" in render(refused.value.message)


def test_besigue_without_a_variant_the_referee_reads_the_japonais() -> None:
    answer = ask({"question": "combination", "game": BES, "combination": announce("carre_atout", "Rp Rp Rp Rp")})
    assert answer.valid is False and answer.rule == "Bésigue §6"


@pytest.mark.parametrize("variant", ["japonais", "chinois"])
def test_besigue_referee_fields_have_french_labels(variant: str) -> None:
    assert unlabelled(BES, variant) == []
