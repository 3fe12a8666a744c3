"""The game's pages in English: a browser asking for English gets the score
sheet, the entry form, its refusals, the live entry, the share, edit and
delete pages in English, and none of their French texts."""

from __future__ import annotations

import html
import re

import pytest
from flask.testing import FlaskClient
from webtable import M1, Table, input_value, text


@pytest.fixture
def english(client: FlaskClient) -> FlaskClient:
    client.environ_base["HTTP_ACCEPT_LANGUAGE"] = "en"
    return client


def words(page: str) -> str:
    """What a page says: its texts and its attributes' texts, unescaped, on one line."""
    return " ".join(html.unescape(page).split())


def test_the_game_page_speaks_english(table: Table, mille: str, english: FlaskClient) -> None:
    assert table.deal(mille, M1).status_code == 303
    page = words(text(english.get(f"/g/{mille}")))
    for said in ('aria-label="Score sheet"', 'aria-label="Totals"', ">Share<", ">Print / PDF<", ">Blank sheet<",
                 ">All games<", ">The rules<", ">Preview<", ">Save deal<", "Ana deals",
                 "Deal 1: details", 'aria-label="Other actions"'):
        assert said in page, said
    for french in ("Tableau des scores", "Partager", "Imprimer", "Feuille vierge", "Toutes les parties",
                   "Prévisualiser", "Valider la", "Incidents et détails", "Les règles", "donne la prochaine"):
        assert french not in page, french


def test_a_refused_deal_says_so_in_english(table: Table, mille: str, english: FlaskClient) -> None:
    answer = english.post(f"/g/{mille}/deals", data={**M1, "contract": "113", "action": "save",
                                                     "client_id": table.client_id(mille)})
    assert answer.status_code == 422
    page = words(text(answer))
    assert re.search(r"Deal refused(: \d+ things to fix)?</strong>", page)
    assert "refusée" not in page and "points à corriger" not in page


def test_a_preview_in_english(table: Table, mille: str, english: FlaskClient) -> None:
    answer = english.post(f"/g/{mille}/deals", data={**M1, "action": "preview",
                                                     "client_id": table.client_id(mille)})
    page = words(text(answer))
    assert "Preview: " in page and "Nothing is saved yet." in page
    assert "Aperçu" not in page and "Rien n'est encore enregistré" not in page


def test_the_saved_deal_can_be_undone_in_english(table: Table, mille: str, english: FlaskClient) -> None:
    answer = english.post(f"/g/{mille}/deals", data={**M1, "client_id": table.client_id(mille)},
                          follow_redirects=True)
    page = words(text(answer))
    assert "✓ Deal 1 saved." in page and ">Undo<" in page
    assert "enregistrée" not in page and "Annuler" not in page


def test_edit_and_delete_pages_in_english(table: Table, mille: str, english: FlaskClient) -> None:
    table.deal(mille, M1)
    edit = words(text(english.get(f"/g/{mille}/deals/1/edit")))
    assert "<title>Edit deal 1 — Mille" in edit and "← Back to the game" in edit
    assert "The following deals will be recalculated" in edit and ">Save<" in edit
    assert "Modifier" not in edit and "Retour à la partie" not in edit and "recalculées" not in edit
    confirm = words(text(english.get(f"/g/{mille}/deals/1/delete")))
    assert "Delete deal 1?" in confirm and ">Delete deal 1</button>" in confirm
    assert "renumbered" in confirm and ">Cancel<" in confirm
    assert "Supprimer" not in confirm and "renumérotées" not in confirm
    answer = english.post(f"/g/{mille}/deals/1/delete", data={"deal_id": input_value(confirm, "deal_id")})
    assert answer.status_code == 303
    empty = words(text(english.get(f"/g/{mille}")))
    assert "No deal yet." in empty and "Cyr deals first." in empty
    assert "pour l'instant" not in empty and "donne en premier" not in empty


def test_the_share_page_in_english(mille: str, english: FlaskClient) -> None:
    page = words(text(english.get(f"/g/{mille}/share")))
    for said in ("Share the game", "To enter deals", "To follow the game", "Give it only to the players at the table.",
                 "Revoke and create new links", "<title>Link to enter scores</title>"):
        assert said in page, said
    assert "Partager" not in page and "Révoquer" not in page and "Lien pour" not in page


def test_a_view_link_reads_only_in_english(table: Table, mille: str, english: FlaskClient) -> None:
    page = words(text(english.get(f"/g/{table.view_token(mille)}")))
    assert "Read only" in page and "This link lets you follow the game, not enter scores." in page
    assert "Lecture seule" not in page


def test_the_live_entry_in_english(table: Table, english: FlaskClient) -> None:
    game = table.new_game("besigue", ["Ana", "Bea"], variant="japonais")
    page = words(text(english.get(f"/g/{game}")))
    for said in ("Deal 1 in progress", "Start of the deal", "Save the start", "Each tap on the pad answers here.",
                 "Who?", "Nothing entered yet.", "Restart the deal", "Clear the deal in progress", ">Save deal<"):
        assert said in page, said
    for french in ("en cours", "Début de la", "Enregistrer le début", "Qui ?", "Rien de saisi", "Recommencer"):
        assert french not in page, french


def test_french_stays_the_default(table: Table, mille: str, client: FlaskClient) -> None:
    page = words(text(client.get(f"/g/{mille}")))
    assert "Tableau des scores" in page and ">Prévisualiser<" in page and ">Valider la donne<" in page
    assert "Score sheet" not in page and ">Preview<" not in page
