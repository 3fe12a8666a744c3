"""Belote Noisette's referee on the phone: a trick asked through the page (BN §6)."""

from __future__ import annotations

from webtable import text


def test_bn_a_trick_on_the_referee_page(client) -> None:
    page = text(client.post("/referee/belote_noisette", data={
        "q": "trick", "action": "ask", "context.trump": "coeur", "plays#": "3",
        "plays[0].player": "Ana", "plays[0].card.suit": "pique", "plays[0].card.rank": "10",
        "plays[1].player": "Bea", "plays[1].card.suit": "coeur", "plays[1].card.rank": "R",
        "plays[2].player": "Cyr", "plays[2].card.suit": "coeur", "plays[2].card.rank": "D",
        "plays[2].hand": ["D:coeur", "9:coeur"]}))
    assert "<strong>Bea</strong> remporte le pli" in page and "BN §6" in page
    assert "il faut monter sur l&#39;atout déjà joué" in page
