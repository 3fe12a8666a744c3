"""Sept's referee on the phone: a trick continued by the leader (Sept §5)."""

from __future__ import annotations

from webtable import text


def test_sept_a_continued_trick_on_the_referee_page(client) -> None:
    response = client.post("/referee/sept", data={
        "q": "trick", "action": "ask", "context.last_trick": "true", "plays#": "3",
        "plays[0].player": "Ana", "plays[0].card.suit": "pique", "plays[0].card.rank": "9",
        "plays[1].player": "Bea", "plays[1].card.suit": "coeur", "plays[1].card.rank": "7",
        "plays[2].player": "Ana", "plays[2].card.suit": "carreau", "plays[2].card.rank": "R",
        "plays[2].hand": ["R:carreau", "A:trefle"]})
    page = text(response)
    assert response.status_code == 200
    assert "<strong>Bea</strong> remporte le pli" in page and "Sept §5" in page
    assert "un 7 prend comme le rang de l&#39;entame" in page and "dernier pli compris" in page
    assert "interdit" in page and "il faut une carte du même rang ou un 7" in page
