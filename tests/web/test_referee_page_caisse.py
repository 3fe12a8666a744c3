"""Caisse's referee on the phone: a Sans-Atout trick asked through the page (Caisse §3, §12)."""

from __future__ import annotations

from webtable import text


def test_caisse_a_sans_atout_trick_on_the_referee_page(client) -> None:
    page = text(client.post("/referee/caisse", data={
        "q": "trick", "action": "ask", "context.game": "sans_atout", "plays#": "2",
        "plays[0].player": "Ana", "plays[0].card.suit": "coeur", "plays[0].card.rank": "V",
        "plays[1].player": "Bea", "plays[1].card.suit": "coeur", "plays[1].card.rank": "9",
        "plays[1].hand": ["9:coeur", "A:pique"]}))
    assert "<strong>Ana</strong> remporte le pli" in page and "Caisse §12" in page
    assert "Pas d&#39;atout en Sans-Atout" in page
