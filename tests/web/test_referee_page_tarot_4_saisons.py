"""Tarot 4 saisons' referee on the phone: a trick and a Suite asked through the page (T4S §9, §10, §8)."""

from __future__ import annotations

from webtable import text


def test_t4s_a_trick_and_a_suite_on_the_referee_page(client) -> None:
    page = text(client.post("/referee/tarot_4_saisons", data={
        "q": "trick", "action": "ask", "plays#": "3",
        "plays[0].player": "Ana", "plays[0].card.suit": "coeur", "plays[0].card.rank": "R",
        "plays[1].player": "Bea", "plays[1].card.suit": "excuse",
        "plays[2].player": "Cyr", "plays[2].card.suit": "atout", "plays[2].card.rank": "2",
        "plays[2].hand": ["atout:2", "4:pique"]}))
    assert "<strong>Cyr</strong> remporte le pli" in page and "T4S §3" in page
    assert "Bea la garde en donnant à Cyr un 2 ou un 4" in page
    page = text(client.post("/referee/tarot_4_saisons", data={
        "q": "combination", "action": "ask", "combination.suit": "trefle",
        "combination.cards": ["R:trefle", "D:trefle", "C:trefle", "V:trefle"]}))
    assert "Suite à trèfle" in page and "T4S §8" in page
