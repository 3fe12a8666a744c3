"""Duel à Las Vegas' referee on the phone: two mains ticked on the deck (LV §4, §4.1)."""

from __future__ import annotations

from webtable import text


def test_las_vegas_two_mains_on_the_referee_page(client) -> None:
    response = client.post("/referee/las_vegas", data={
        "q": "hands", "action": "ask", "hands.Joueur 1": ["R:pique", "2:carreau"],
        "hands.Joueur 2": ["7:coeur", "joker"]})
    page = text(response)
    assert response.status_code == 200
    assert "<strong>Joueur 2</strong> l'emporte" in page and "LV §4.1" in page
    assert "une paire bat toujours une carte isolée" in page and "joker pour 7" in page


def test_las_vegas_the_api_names_its_own_players(client) -> None:
    answer = client.post("/api/referee/hands", json={"game": "las_vegas", "hands": {
        "Ana": [{"rank": "9", "suit": "pique"}], "Bea": [{"rank": "9", "suit": "coeur"}]}}).get_json()
    assert answer["winner"] is None and set(answer["hands"]) == {"Ana", "Bea"}
