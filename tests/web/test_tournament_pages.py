"""A tournament on the organiser's phone and the projector, without
JavaScript: set up, draw, play each table through its game, close, standings;
refusals where the player looks, and a view link that changes nothing."""

from __future__ import annotations

import html
import re
from typing import Any

from flask.testing import FlaskClient

from compagnon import store

PLAYERS = "Ana\nBea\nCyr\nDan, Eve, Fay\nGil"


def store_id(client: FlaskClient, token: str) -> int:
    with client.application.app_context():
        return store.resolve(token).game_id


def token_of(location: str) -> str:
    return location.rstrip("/").rsplit("/", 1)[1]


def test_a_tournament_from_the_organisers_phone(client: FlaskClient) -> None:
    assert "Organiser un tournoi" in client.get("/").get_data(as_text=True)
    page = client.get("/tournoi/nouveau/belote_noisette").get_data(as_text=True)
    assert 'name="players"' in page and 'name="rounds"' in page
    created = client.post("/tournoi/nouveau/belote_noisette", data={
        "players": PLAYERS, "rounds": "2", "kind": "deals", "deals": "1", "scoring": "places"})
    assert created.status_code == 303
    edit = token_of(created.headers["Location"])
    desk = client.get(f"/tournoi/{edit}").get_data(as_text=True)
    assert "7 joueurs inscrits, 2 manches." in desk and "Tirer la manche 1" in desk
    view = re.search(r'href="http://localhost/t/([^"]+)"', desk).group(1)
    revision = re.search(r'name="revision" value="(\d+)"', desk).group(1)

    drawn = client.post(f"/tournoi/{edit}/manche", data={"revision": revision})
    assert drawn.status_code == 303
    desk = client.get(f"/tournoi/{edit}").get_data(as_text=True)
    assert "Manche 1 sur 2" in desk and "Table 2" in desk and "Exempt :" in desk
    tables = re.findall(r'href="/g/([^"/]+)">Ouvrir la table', desk)
    assert len(tables) == 2
    # the view link opens the projector, never the desk; it cannot draw
    assert client.get(f"/tournoi/{view}").status_code == 303
    assert client.post(f"/tournoi/{view}/manche", data={"revision": revision}).status_code == 404
    projector = client.get(f"/t/{view}").get_data(as_text=True)
    assert "Classement" in projector and "Ouvrir la table" not in projector
    poll = re.search(r'hx-get="(/t/[^"]+/poll\?[^"]+)" hx-trigger="every 2s"', projector).group(1)
    assert client.get(poll.replace("&amp;", "&"), headers={"HX-Request": "true"}).status_code == 204

    # a second draw while tables play is refused where the organiser looks, with the revision current
    revision = re.search(r'name="revision" value="(\d+)"', desk).group(1)
    early = client.post(f"/tournoi/{edit}/manche", data={"revision": revision})
    assert early.status_code == 409 and "n'est pas finie" in html.unescape(early.get_data(as_text=True))
    # a stale page is told what changed
    stale = client.post(f"/tournoi/{edit}/clore", data={"revision": "0"})
    assert stale.status_code == 409 and "a changé depuis" in html.unescape(stale.get_data(as_text=True))

    # a table enters its deal through its own game: the projector's poll brings it
    with client.application.app_context():
        players = store.load_game(store_id(client, tables[0])).game.players
    deal = {"take_round": 1, "taker": players[0], "trump": "coeur", "last_trick": players[0],
            "card_points": {players[0]: 80, players[1]: 22, players[2]: 20}}
    assert client.post(f"/api/games/{store_id(client, tables[0])}/deals", json={"entry": deal},
                       headers={"Authorization": f"Bearer {tables[0]}"}).status_code == 201
    assert client.get(poll.replace("&amp;", "&"), headers={"HX-Request": "true"}).status_code == 200
    closed = client.post(f"/tournoi/{edit}/clore", data={"revision": revision})
    assert closed.status_code == 303
    desk = client.get(f"/tournoi/{edit}").get_data(as_text=True)
    assert "Tirer la manche 2" in desk and "M1" in desk


def test_a_refused_set_up_keeps_what_was_typed(client: FlaskClient) -> None:
    refused = client.post("/tournoi/nouveau/belote_noisette", data={
        "players": "Ana\nBea", "rounds": "0", "kind": "deals", "deals": "4"})
    page = refused.get_data(as_text=True)
    assert refused.status_code == 422
    assert "De 1 à 30 manches." in page and "Ana\nBea</textarea>" in page
    twice = client.post("/tournoi/nouveau/belote_noisette", data={
        "players": "Ana\nBea\nAna", "rounds": "2", "kind": "game"})
    assert twice.status_code == 422 and "même nom" in twice.get_data(as_text=True)
    assert client.get("/tournoi/nouveau/poker").status_code == 404
    assert client.get("/t/" + "x" * 30).status_code == 404


def test_table_cards_and_the_results_sheet(client: FlaskClient) -> None:
    import subprocess

    created = client.post("/api/tournaments", json={"game": "belote_noisette", "rounds": 2, "deals": 4,
                                                    "players": ["Ana", "Bea", "Cyr", "Dan", "Eve", "Fay", "Gil"]})
    tid, edit, view = created.json["id"], created.json["edit_token"], created.json["view_token"]
    assert client.get(f"/tournoi/{edit}/cartes.pdf").status_code == 404  # no round drawn yet
    played = client.post(f"/api/tournaments/{tid}/rounds", headers={"Authorization": f"Bearer {edit}"}).json[
        "rounds"][0]

    def text(pdf: bytes) -> str:
        return subprocess.run(["pdftotext", "-layout", "-", "-"], input=pdf, capture_output=True, check=True
                              ).stdout.decode()

    cards = client.get(f"/tournoi/{edit}/cartes.pdf")
    assert cards.status_code == 200 and cards.mimetype == "application/pdf"
    pages = text(cards.data).split("\f")
    for table, page in zip(played["tables"], pages, strict=False):
        assert f"Table {table['number']}" in page and "4 donnes à jouer" in page
        assert all(name in page for name in table["players"])
    assert len([p for p in pages if p.strip()]) == 2
    assert client.get(f"/tournoi/{view}/cartes.pdf").status_code == 404  # the cards hold the tables' edit links
    sheet = client.get(f"/t/{view}/resultats.pdf")
    assert sheet.status_code == 200
    words = " ".join(text(sheet.data).split())
    assert "Classement" in words and "Provisoire" in words and "Exempt : " + played["exempt"][0] in words


def test_the_projector_screen_is_drawn_once_a_revision_for_every_watcher(client: FlaskClient, monkeypatch: Any
                                                                          ) -> None:
    from compagnon.web import tournament_pages

    created = client.post("/api/tournaments", json={"game": "mille", "rounds": 1, "deals": None,
                                                    "players": ["Ana", "Bea", "Cyr", "Dan", "Eve", "Fay"]}).json
    client.post(f"/api/tournaments/{created['id']}/rounds",
                headers={"Authorization": f"Bearer {created['edit_token']}"})
    drawn: list[int] = []
    real = tournament_pages.tournaments.load_tournament
    monkeypatch.setattr(tournament_pages.tournaments, "load_tournament",
                        lambda tid: drawn.append(tid) or real(tid))
    url = f"/t/{created['view_token']}/poll?r=0&screen=standings"
    answers = {client.get(url, headers={"HX-Request": "true"}).get_data(as_text=True) for _ in range(5)}
    assert len(answers) == 1 and "Classement" in answers.pop() and drawn == [created["id"]]
