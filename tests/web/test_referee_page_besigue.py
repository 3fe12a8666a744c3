"""Bésigue's referee on the phone: a final-phase trick (Bésigue §5.2) and a
combination against the player's table (Bésigue §10.2)."""

from __future__ import annotations

from webtable import text


def test_besigue_a_final_phase_trick_on_the_referee_page(client) -> None:
    response = client.post("/referee/besigue", data={
        "q": "trick", "action": "ask", "context.phase": "final", "context.trump": "pique", "plays#": "2",
        "plays[0].player": "Ana", "plays[0].card.suit": "coeur", "plays[0].card.rank": "10",
        "plays[1].player": "Bea", "plays[1].card.suit": "coeur", "plays[1].card.rank": "9",
        "plays[1].hand": ["9:coeur", "A:coeur"]})
    page = text(response)
    assert response.status_code == 200
    assert "<strong>Ana</strong> remporte le pli" in page and "Bésigue §5.2" in page
    assert "Il faut monter sur 10 ♥" in page


def test_besigue_a_double_besigue_on_the_referee_page(client) -> None:
    response = client.post("/referee/besigue", data={
        "q": "combination", "action": "ask", "table#": "1",
        "table[0].kind": "announce", "table[0].type": "besigue", "table[0].cards": ["D:pique", "V:carreau"],
        "combination.type": "double_besigue",
        "combination.cards": ["D:pique", "D:pique", "V:carreau", "V:carreau"]})
    page = text(response)
    assert response.status_code == 200
    assert "Valable" in page and "500 points" in page and "Bésigue §6" in page


def test_besigue_the_api_needs_no_hand_to_refuse_a_quintuple(client) -> None:
    body = {"game": "besigue", "variant": "chinois", "combination": {
        "type": "quintuple_besigue",
        "cards": [{"rank": "D", "suit": "pique"}] * 5 + [{"rank": "V", "suit": "carreau"}] * 5}}
    answer = client.post("/api/referee/combination", json=body).get_json()
    assert answer["valid"] is False and answer["rule"] == "Bésigue §10.2" and answer["points"] is None
