"""The referee of Démons punisseurs on the phone: a Démon taking an appearance."""

from __future__ import annotations

from webtable import text

from compagnon.rules import schema as s
from compagnon.rules.referee import game_for, schema_of


def test_demons_punisseurs_a_demon_beats_the_card_it_copies_on_the_phone(client) -> None:
    row = text(client.post("/referee/demons_punisseurs", data={"q": "trick", "action": "add:plays", "plays#": "0"}))
    assert "Imite" in row and "Le Pareil" in text(client.get("/referee/demons_punisseurs?q=combination"))
    raw = {"context": {"trump": "pique"},
           "plays": [{"player": "Xavier", "card": {"rank": "10", "suit": "carreau"}},
                     {"player": "Yvonne", "card": {"rank": "R", "suit": "coeur"},
                      "appearance": {"rank": "A", "suit": "carreau"}},
                     {"player": "Zoé", "card": {"rank": "A", "suit": "carreau"}}]}
    data = s.to_form(schema_of(game_for({"game": "demons_punisseurs"}), "trick"), raw)
    page = text(client.post("/referee/demons_punisseurs", data={**data, "q": ["trick"], "action": ["ask"]}))
    assert "<strong>Yvonne</strong> remporte le pli" in page and "Roi ♥ imitant As ♦" in page


def test_demons_punisseurs_trefle_is_refused_beside_the_trump(client) -> None:
    response = client.post("/referee/demons_punisseurs", data={
        "q": "trick", "action": "ask", "context.trump": "trefle", "plays#": "1", "plays[0].player": "Xavier",
        "plays[0].card.suit": "pique", "plays[0].card.rank": "8"})
    assert response.status_code == 422 and "jamais trèfle" in text(response)
