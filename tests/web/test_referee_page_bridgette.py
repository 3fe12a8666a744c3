"""Bridgette's referee on the phone: a Colon answering the card led (Bridgette §7.1)."""

from __future__ import annotations

from webtable import text


def test_bridgette_a_colon_answer_on_the_referee_page(client) -> None:
    response = client.post("/referee/bridgette", data={
        "q": "trick", "action": "ask", "context.trump": "pique", "plays#": "2",
        "plays[0].player": "Ana", "plays[0].card.suit": "coeur", "plays[0].card.rank": "9",
        "plays[1].player": "Bea", "plays[1].card.suit": "excuse", "plays[1].hand": ["excuse", "3:coeur"]})
    page = text(response)
    assert response.status_code == 200
    assert "<strong>Ana</strong> remporte le pli" in page and "Bridgette §7.1" in page
    assert "ne pourra pas entamer cœur" in page and "permis" in page


def test_bridgette_the_api_answers_a_colon_led(client) -> None:
    answer = client.post("/api/referee/trick", json={
        "game": "bridgette", "context": {"trump": "pique"},
        "plays": [{"player": "Ana", "card": {"rank": "C", "suit": "pique"}},
                  {"player": "Bea", "card": {"rank": "V", "suit": "carreau"}}]}).get_json()
    assert answer["winner"] == "Bea" and answer["rule"] == "Bridgette §7.1"
