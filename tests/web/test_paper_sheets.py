"""The sheets as a table reads them: a game's blank pad follows its house
rules, A4 or A5 a tap away, no word broken in a cell, the end facts of a
tie-break, and English punctuation in English."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from test_sheets import CASES, flat, needs_poppler, pdf_text
from webtable import Table, text

from compagnon.rules import new_game, score_case
from compagnon.rules.messages import speaking
from compagnon.sheets import pad_pdf, sheet_html, to_pdf

EN = {"Accept-Language": "en"}


def row_numbers(pdf: bytes) -> list[int]:
    """The numbers heading a pad's rows, top to bottom."""
    return [int(n) for n in re.findall(r"^\s*(\d+)\s*$", pdf_text(pdf, layout=True), re.M)]


@needs_poppler
def test_a_games_blank_pad_follows_its_house_rules(table: Table, client: Any) -> None:
    # Démons punisseurs played in 4 deals (§7): 4 rows, not the usual 9
    four = table.new_game("demons_punisseurs", ["Ana", "Bea", "Cyr"], options={"deals": "4"})
    page = text(client.get(f"/g/{four}"))
    assert f'href="/g/{four}/blank.pdf"' in page
    response = client.get(f"/g/{four}/blank.pdf")
    assert response.status_code == 200 and response.mimetype == "application/pdf"
    assert row_numbers(response.data) == [1, 2, 3, 4]
    said = flat(pdf_text(response.data))
    assert "Ana" in said and "Cyr" in said  # the table's own players
    usual = table.new_game("demons_punisseurs", ["Ana", "Bea", "Cyr"])
    assert row_numbers(client.get(f"/g/{usual}/blank.pdf").data) == list(range(1, 10))
    target = table.new_game("demons_punisseurs", ["Ana", "Bea", "Cyr"], options={"end_mode": "target"})
    assert row_numbers(client.get(f"/g/{target}/blank.pdf").data) == list(range(1, 10))
    assert client.get("/g/not-a-game/blank.pdf").status_code == 404


@needs_poppler
def test_the_pads_page_draws_a_pad_by_its_house_rules_too(client: Any) -> None:
    # the link the set-up page draws once 4 deals are chosen (static/app.js)
    four = client.get("/sheets/blank/demons_punisseurs.pdf?option.end_mode=fixed_deals&option.deals=4"
                      "&option.target=15&players=Ana%2CBea%2CCyr")
    assert four.status_code == 200 and row_numbers(four.data) == [1, 2, 3, 4]
    assert client.get("/sheets/blank/demons_punisseurs.pdf?option.deals=zero").status_code == 400
    assert client.get("/sheets/blank/demons_punisseurs.pdf?option.deals=0").status_code == 400
    assert client.get("/sheets/blank/no_such_game.pdf?option.deals=4").status_code == 404


def test_a5_is_a_button_beside_a4(table: Table, client: Any, mille: str) -> None:
    page = text(client.get(f"/g/{mille}"))
    assert f'href="/g/{mille}/sheet.pdf?size=A5"' in page and f'href="/g/{mille}/blank.pdf?size=A5"' in page
    assert "PDF A5" in page and "Feuille vierge A5" in page
    response = client.get(f"/g/{mille}/blank.pdf?size=A5")
    assert response.status_code == 200 and 'filename="compagnon-mille-vierge-a5.pdf"' in \
        response.headers["Content-Disposition"]
    setup = text(client.get("/new/mille"))
    assert 'href="/sheets/blank/mille.pdf?size=A5"' in setup
    english = client.get(f"/g/{mille}/blank.pdf?size=A5", headers=EN)
    assert 'filename="compagnon-mille-blank-a5.pdf"' in english.headers["Content-Disposition"]


@pytest.fixture
def bridgette_tie(app: Flask) -> Callable[[str], str]:
    """The text of Bridgette's sheet of a 3300–3300 tie broken by a seventh deal (§10), in a language."""
    def render(lang: str) -> str:
        case = CASES["bridgette-full-game-tie-seventh-deal"]
        with app.test_request_context(headers={"Accept-Language": lang}), speaking(lang):
            return pdf_text(to_pdf(sheet_html(score_case(case), title=case.get("title"))), layout=True)
    return render


@needs_poppler
def test_bridgettes_sheet_breaks_no_word_and_tells_the_tie_break(bridgette_tie: Callable[[str], str]) -> None:
    said = bridgette_tie("fr")
    assert re.search(r"\bSurcontré\b", said), said[:3000]
    assert "Surcontr\n" not in said and not re.search(r"Surcontr\s", said)
    facts = said.split("Résultat", 1)[1].split("Le détail des points", 1)[0]
    assert re.search(r"Manches jouées\s+7\n", facts) and "7/6" not in facts, facts
    assert re.search(r"Donne décisive\s+✓", facts) and not re.search(r"Donne décisive\s+—", facts), facts
    english = bridgette_tie("en")
    assert re.search(r"\bRedoubled\b", english) and "7/6" not in english


@needs_poppler
def test_english_sheets_put_no_space_before_a_colon(app: Flask) -> None:
    game = new_game("mille", ["Ana", "Bea", "Cyr"])
    with app.test_request_context(headers=EN), speaking("en"):
        pad = flat(pdf_text(pad_pdf(game, "A4", True)))
        case = CASES["bridgette-full-game-tie-seventh-deal"]
        sheet = flat(pdf_text(to_pdf(sheet_html(score_case(case)))))
    assert "Goal: 1000" in pad and "Date:" in pad
    assert " :" not in pad, pad[:500]
    assert "Ana: 3500" in sheet and "Players: Ana, Bea" in sheet
    assert " :" not in sheet, re.findall(r".{30} :.{10}", sheet)[:5]
    with app.test_request_context(), speaking("fr"):
        french = flat(pdf_text(pad_pdf(game, "A4", True)))
    assert "But : 1000" in french
