"""Tarot double détente's referee on the phone: a trick asked through the page, with the Excuse
kept to the last trick (TDD §3.3, §3.3.1)."""

from __future__ import annotations

from webtable import text

TRICK = {"q": "trick", "action": "ask", "context.trick_number": "13", "plays#": "3",
         "plays[0].player": "Ana", "plays[0].card.suit": "carreau", "plays[0].card.rank": "V",
         "plays[1].player": "Bea", "plays[1].card.suit": "excuse", "plays[1].hand": ["excuse"],
         "plays[2].player": "Cyr", "plays[2].card.suit": "atout", "plays[2].card.rank": "4",
         "plays[2].hand": ["atout:4", "R:carreau"]}


def test_tdd_a_trick_on_the_referee_page(client) -> None:
    page = text(client.get("/referee/tarot_double_detente"))
    assert 'name="context.trick_number"' in page and 'name="context.modification.card"' not in page
    page = text(client.post("/referee/tarot_double_detente", data=TRICK))
    assert "<strong>Cyr</strong> remporte le pli" in page and "TDD §3.3" in page
    assert "Bea perd 5 points" in page and "TDD §3.3.1" in page
    assert "coupe alors que la main a du carreau" in page and "TDD §5" in page
