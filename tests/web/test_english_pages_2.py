"""The interface in English, second half: the home page, the set-up, the
rules, the referee, the blank pads and score sheets, the error pages and the
API's refusals, asked for with ``Accept-Language: en``. French stays the
default: the same requests without the header still read in French."""

from __future__ import annotations

import html
import re
import shutil
import subprocess
from typing import Any

import pytest
from flask.testing import FlaskClient
from webtable import Table, text

EN = {"Accept-Language": "en"}
POPPLER = shutil.which("pdftotext") is not None
needs_poppler = pytest.mark.skipif(not POPPLER, reason="poppler-utils missing: `make setup` installs it")


def page_text(page: str) -> str:
    """What a person reads: the tags dropped, entities decoded, white space as one space."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def pdf_text(pdf: bytes) -> str:
    out = subprocess.run(["pdftotext", "-", "-"], input=pdf, capture_output=True, check=True).stdout
    return " ".join(re.sub(r"\u2010\s+", "", out.decode("utf-8")).split())


def english(client: FlaskClient, url: str, **kwargs: Any) -> str:
    response = client.get(url, headers=EN, **kwargs)
    assert response.status_code == 200, url
    return text(response)


def test_home_page_in_english(table: Table, client: FlaskClient) -> None:
    table.new_game("mille", ["Ana", "Bea", "Cyr"])
    page = english(client, "/")
    words = page_text(page)
    assert '<html lang="en"' in page
    for wanted in ("Games in progress", "0 deals", "New game", "Blank sheets", "Print a blank sheet",
                   "Finished games", "No finished game.", "3 players", "3 to 5 players"):
        assert wanted in words, wanted
    assert 'aria-label="Settings (language, theme)"' in page
    for french in ("Parties en cours", "Nouvelle partie", "Feuilles vierges", "Parties terminées", "0 donnes",
                   "3 joueurs", "Réglages"):
        assert french not in words, french
    assert "Nouvelle partie" in page_text(text(client.get("/")))  # French by default


def test_set_up_page_and_its_refusal_in_english(client: FlaskClient) -> None:
    page = english(client, "/new/mille")
    words = page_text(page)
    assert "New game: Mille" in words and "The players, in the order they sit" in words
    assert "Start the game" in words and "Blank sheet (PDF)" in words and "Back" in words
    assert 'placeholder="Player 1"' in page  # whole in its box on a phone (« Player 1's name » was clipped)
    assert "Commencer la partie" not in words and "Les joueurs" not in words
    refused = client.post("/new/mille", data={"player.0": "", "first_dealer": "0"}, headers=EN)
    assert refused.status_code == 422
    words = page_text(text(refused))
    assert "First dealer: choose a seat with a name written in it." in words
    assert "Premier donneur" not in words


def test_rules_and_their_search_in_english(client: FlaskClient) -> None:
    words = page_text(english(client, "/rules/"))
    assert "The rules" in words and "Search the rules of the sixteen games" in words
    assert "Chercher" not in words
    found = page_text(english(client, "/rules/", query_string={"q": "capot"}))
    assert re.search(r"\d+ results? for “capot”", found), found[:400]
    assert "résultats pour" not in found and "résultat pour" not in found
    nothing = page_text(english(client, "/rules/", query_string={"q": "zzzqqq"}))
    assert "0 result for “zzzqqq”" in nothing and "Nothing found: try another word." in nothing
    rules = page_text(english(client, "/rules/mille"))
    assert "Rules: Mille" in rules and "The rules in our own words" in rules and "All the rules" in rules
    assert "Toutes les règles" not in rules and "Les règles en nos mots" not in rules


def test_referee_page_in_english(client: FlaskClient) -> None:
    words = page_text(english(client, "/referee/las_vegas"))
    assert "Referee: Duel à Las Vegas" in words
    assert "Ask the referee" in words and "Basic rules" in words
    assert "Demander à l'arbitre" not in words and "Règles de base" not in words
    answered = client.post("/referee/las_vegas", headers=EN, data={
        "q": "hands", "action": "ask", "hands.Player 1": ["R:pique", "2:carreau"],
        "hands.Player 2": ["7:coeur", "joker"]})
    assert answered.status_code == 200
    words = page_text(text(answered))
    assert "Player 2 wins" in words and "l'emporte" not in words


def test_error_pages_and_api_refusals_in_english(client: FlaskClient) -> None:
    missing = client.get("/g/" + "x" * 32, headers=EN)
    assert missing.status_code == 404
    words = page_text(text(missing))
    assert "Page not found" in words and "Back to the games" in words
    assert "introuvable" not in words
    api = client.get("/api/games/999999", headers={**EN, "Authorization": "Bearer " + "x" * 32})
    assert api.status_code == 404 and api.get_json()["error"]["message"] == "Game not found."
    refused = client.post("/api/games", headers=EN, json={"game": "mille", "players": "Ana"})
    assert refused.status_code == 422
    assert refused.get_json()["error"]["message"] == "“players”: a list of names."
    shape = client.post("/api/games", headers=EN, data="[]", content_type="application/json")
    assert shape.get_json()["error"]["message"].startswith("Expected a JSON body: {")
    french = client.post("/api/games", json={"game": "mille", "players": "Ana"})
    assert french.get_json()["error"]["message"] == "« players » : une liste de noms."


def test_blank_sheets_page_in_english(client: FlaskClient) -> None:
    words = page_text(english(client, "/sheets/"))
    assert "Blank sheets to print" in words and "For scoring in pencil" in words and "All games" in words
    assert "à imprimer" not in words and "joueurs" not in words


@needs_poppler
def test_filled_sheet_in_english(client: FlaskClient) -> None:
    created = client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]}).get_json()
    auth = {"Authorization": f"Bearer {created['edit_token']}"}
    response = client.post(f"/api/games/{created['id']}/deals", headers=auth, json={"entry": {
        "taker": "Ana", "contract": 110, "trick_points": {"Ana": 78, "Bea": 30, "Cyr": 12},
        "marriages": {"Ana": ["carreau"]}}})
    assert response.status_code == 201, response.get_json()
    url = f"/g/{created['view_token']}/sheet.pdf"
    sheet = client.get(url, headers=EN)
    assert sheet.status_code == 200 and sheet.data.startswith(b"%PDF")
    words = pdf_text(sheet.data)
    for wanted in ("No.", "Dealer", "Summary", "Total", "Players:", "first dealer: Ana", "Result",
                   "Game in progress — next dealer: Bea.", "The points in detail", "(dealer: Ana)",
                   "the articles in brackets refer to the rulebook."):
        assert wanted in words, wanted
    for french in ("Donneur", "Résumé", "Joueurs :", "Résultat", "Partie en cours", "(donneur :"):
        assert french not in words, french
    words = pdf_text(client.get(url).data)  # the French sheet is its own, not the English one cached
    assert "Donneur" in words and "Résumé" in words and "(donneur : Ana)" in words


@needs_poppler
def test_blank_pad_in_english(client: FlaskClient) -> None:
    pad = client.get("/sheets/blank/mille.pdf", headers=EN)
    assert pad.status_code == 200 and pad.data.startswith(b"%PDF")
    words = pdf_text(pad.data)
    for wanted in ("No.", "Dealer", "Total", "Date:", "Place:", "Reminders"):
        assert wanted in words, wanted
    for french in ("N°", "Donneur", "Date :", "Lieu", "Aide-mémoire"):
        assert french not in words, french
    words = pdf_text(client.get("/sheets/blank/mille.pdf").data)
    assert "Donneur" in words and "Aide-mémoire" in words
