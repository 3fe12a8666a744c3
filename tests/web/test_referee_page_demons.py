"""The referee of Démons on the phone: a trick with a possessing Démon."""

from __future__ import annotations

from typing import Any

from webtable import text

from compagnon.rules import schema as s
from compagnon.rules.referee import game_for, schema_of


def form(slug: str, question: str, raw: dict[str, Any]) -> dict[str, list[str]]:
    """What the phone's form sends for ``raw`` (the casebook's JSON)."""
    data = s.to_form(schema_of(game_for({"game": slug}), question), raw)
    return {**data, "q": [question], "action": ["ask"]}


TRICK = {"context": {"turned_cards": [{"rank": "R", "suit": "pique"}]},
         "plays": [{"player": "Anne", "card": {"rank": "R", "suit": "pique"}},
                   {"player": "Bruno", "card": 3, "possessed": {"rank": "R", "suit": "pique"}},
                   {"player": "Chloé", "card": 4, "hand": [4, {"rank": "6", "suit": "pique"}]}]}


def test_demons_the_referee_page_asks_for_turned_and_possessed_cards(client) -> None:
    page = text(client.get("/referee/demons"))
    assert "Les cartes retournées" in page and 'name="context.turned_cards"' in page and "La combinaison" in page
    row = text(client.post("/referee/demons", data={"q": "trick", "action": "add:plays", "plays#": "0"}))
    assert "Le Démon possède" in row and 'name="plays[0].possessed"' in row


def test_demons_a_possessed_card_takes_the_trick_on_the_phone(client) -> None:
    response = client.post("/referee/demons", data=form("demons", "trick", TRICK))
    page = text(response)
    assert response.status_code == 200
    assert "<strong>Chloé</strong> remporte le pli" in page and "Démons §8" in page
    assert "Démon 4 pur alors que la main a du pique" in page and "Démons §13" in page
