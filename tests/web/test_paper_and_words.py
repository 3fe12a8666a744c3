"""What the home page, the forms, the referee and the exports say, in
French and in English: names in the alphabet's order, « d'Anne », the
gender of a list, ranks as a card shows them in each language."""

from __future__ import annotations

import csv
import io
import re

from flask import Flask, render_template_string
from flask.testing import FlaskClient
from webtable import M1, Table, text

from compagnon.rules import msg, render
from compagnon.rules.messages import rank_letter

EN = {"Accept-Language": "en"}
FR = {"Accept-Language": "fr"}


def catalogue(page: str) -> list[str]:
    """The games offered to start, in the order shown."""
    block = page.split('id="new-game"', 1)[1].split("</section>", 1)[0]
    return re.findall(r'href="/new/([a-z_0-9]+)"', block)


# --------------------------------------------------------------------- home

def test_the_games_to_start_follow_the_alphabet_accents_aside(client: FlaskClient) -> None:
    shown = catalogue(text(client.get("/")))
    assert shown.index("besigue") < shown.index("bridgette") < shown.index("caisse")
    assert shown.index("demons") < shown.index("demons_punisseurs")
    pads = text(client.get("/sheets/"))
    assert pads.index('id="pad-besigue"') < pads.index('id="pad-bridgette"')


def test_the_games_this_phone_played_come_first(table: Table, client: FlaskClient) -> None:
    table.new_game("sept", ["Ana", "Bea", "Cyr"])
    table.new_game("loba", ["Ana", "Bea", "Cyr"])
    shown = catalogue(text(client.get("/")))
    assert shown[:2] == ["loba", "sept"]  # the most recent first
    assert shown.index("besigue") < shown.index("bridgette")


def test_a_variant_named_like_its_game_is_not_said_twice(table: Table, client: FlaskClient) -> None:
    double = table.new_game("tarot_double_detente", ["Ana", "Bea", "Cyr"], variant="double")
    page = text(client.get(f"/g/{double}"))
    bar = re.search(r'<h1 class="bar-title">(.*?)</h1>', page, re.S)
    assert bar and bar.group(1).strip() == "Tarot double détente"
    home = text(client.get("/"))
    assert "Tarot double détente" in home and "· Double détente" not in home
    triple = table.new_game("tarot_double_detente", ["Ana", "Bea"], variant="triple")
    assert "Tarot double détente · Triple-Détente" in text(client.get(f"/g/{triple}"))


def test_the_favicon_is_served(client: FlaskClient) -> None:
    response = client.get("/favicon.ico")
    assert response.status_code == 200 and response.mimetype == "image/vnd.microsoft.icon"
    # an ICO file (reserved 0, type 1, one image) holding the app's PNG icon
    assert response.data[:6] == b"\x00\x00\x01\x00\x01\x00" and response.data[22:26] == b"\x89PNG"


# --------------------------------------------------------------------- French

def test_de_is_elided_before_a_vowel_in_the_interface_too(app: Flask) -> None:
    said = '{{ _("victoire de %(player)s", player=name)|elide(name) }}'
    with app.test_request_context(headers={"Accept-Language": "fr"}):
        assert render_template_string(said, name="Anne") == "victoire d'Anne"
        assert render_template_string(said, name="Hugo") == "victoire d'Hugo"
        assert render_template_string(said, name="Bruno") == "victoire de Bruno"
        assert render_template_string(said, name="Yasmine") == "victoire de Yasmine"
        many = '{{ _("Elle termine la partie : victoire de %(players)s.", players=names|join(", "))|elide(names) }}'
        assert render_template_string(many, names=["Ana", "Bruno"]) == \
            "Elle termine la partie : victoire d'Ana, Bruno."
    with app.test_request_context(headers={"Accept-Language": "en"}):
        assert render_template_string(said, name="Anne") == "won by Anne"


def test_a_finished_game_says_victoire_d_anne(table: Table, client: FlaskClient) -> None:
    token = table.new_game("sept", ["Anne", "Bruno"])
    deal = {"brisques.Anne": "8", "brisques.Bruno": "0", "last_trick": "Anne", "all_cards": "Anne"}
    for _ in range(10):
        page = table.page(token)
        if "victoire" in page:
            break
        assert table.deal(token, deal).status_code == 303, text(table.deal(token, deal))
    assert "victoire d'Anne" in page and "victoire de Anne" not in page


def test_an_empty_list_agrees_with_its_label(table: Table, client: FlaskClient) -> None:
    belote = table.page(table.new_game("belote_noisette", ["Ana", "Bea", "Cyr", "Dan"]))
    faults = belote.split('id="f-faults-field"', 1)[1].split("</fieldset>", 1)[0]
    assert "Les fautes" in faults and "Aucune pour l'instant." in faults
    demons = table.page(table.new_game("demons", ["Ana", "Bea", "Cyr"]))
    bets = demons.split('id="f-bets-field"', 1)[1].split("</fieldset>", 1)[0]
    assert "Les paris" in bets and "Aucun pour l'instant." in bets


def test_a_refused_referee_question_is_a_question_not_a_deal(client: FlaskClient) -> None:
    data = {"q": "trick", "action": "ask", "plays#": "1", "plays[0].player": "Ana", "plays[0].card.suit": "pique"}
    page = text(client.post("/referee/mille", data=data, headers=FR))
    assert "Question refusée" in page and "Donne refusée" not in page
    assert "Question refused" in text(client.post("/referee/mille", data=data, headers=EN))


# --------------------------------------------------------------------- English

def rank_pills(page: str) -> list[str]:
    """The ranks shown on the first row of a form's first card grid."""
    block = page.split('class="deck-row', 1)[1].split("</div>", 1)[0]
    return re.findall(r'<span aria-hidden="true">([^<]*)</span>', block)


def test_ranks_are_written_as_each_language_writes_them(client: FlaskClient) -> None:
    one_play = {"q": "trick", "action": "add:plays", "plays#": "0"}
    french = text(client.post("/referee/mille", data=one_play, headers=FR))
    assert rank_pills(french) == ["9", "10", "V", "D", "R", "A"]
    english = text(client.post("/referee/mille", data=one_play, headers=EN))
    assert rank_pills(english) == ["9", "10", "J", "Q", "K", "A"]
    # the values posted stay the ranks' codes, in the pickers and in the hand's grid
    assert re.search(r'name="plays\[0\]\.card" value="R:pique"[^>]*><span aria-hidden="true">K</span>', english)
    spoken = r'value="R:pique"[^>]*><span aria-hidden="true">K</span><span class="visually-hidden">King'
    assert re.search(spoken, english)


def test_the_pads_rank_buttons_speak_english(table: Table, client: FlaskClient) -> None:
    token = table.new_game("besigue", ["Ana", "Bea"], variant="japonais")
    king = ('&#34;rank&#34;:&#34;R&#34;,&#34;player&#34;:null}}" class=" who" aria-label="{}">'
            '<span class="label">{}</span>')
    assert king.format("Four Kings", "K") in text(client.get(f"/g/{token}", headers=EN))
    assert king.format("Carré de Rois", "R") in text(client.get(f"/g/{token}", headers=FR))


def test_the_csv_export_speaks_the_pages_language(table: Table, mille: str, client: FlaskClient) -> None:
    assert table.deal(mille, M1).status_code == 303
    response = client.get(f"/g/{mille}/export.csv", headers=EN)
    header = next(csv.reader(io.StringIO(response.get_data(as_text=True))))
    assert header == ["deal", "Ana (deal)", "Ana (total)", "Bea (deal)", "Bea (total)", "Cyr (deal)", "Cyr (total)"]
    assert 'filename="game-mille-' in response.headers["Content-Disposition"]
    assert 'filename="game-mille-' in client.get(f"/g/{mille}/export.json", headers=EN).headers["Content-Disposition"]
    french = client.get(f"/g/{mille}/export.csv", headers=FR)
    assert french.get_data(as_text=True).startswith("donne,Ana (donne),Ana (total)")
    assert 'filename="partie-mille-' in french.headers["Content-Disposition"]


def test_the_cards_on_frappes_table_are_written_in_each_language() -> None:
    cards = (rank_letter("R"), rank_letter("D"), rank_letter("10"))
    assert render(msg("frappe.pad.table", cards=cards), "fr") == "Sur la table : R D 10"
    assert render(msg("frappe.pad.table", cards=cards), "en") == "On the table: K Q 10"
