"""Frappe's referee on the phone: a frappe on the card just played (Fr §6.1)."""

from __future__ import annotations

from webtable import text


def test_frappe_a_frappe_on_the_referee_page(client) -> None:
    response = client.post("/referee/frappe", data={
        "q": "combination", "action": "ask", "context.table#": "2",
        "context.table[0]": "7", "context.table[1]": "D",
        "context.previous.rank": "D", "context.previous.effect": "stayed", "combination.rank": "D"})
    page = text(response)
    assert response.status_code == 200
    assert "Valable" in page and "3 points" in page and "Fr §6.1" in page and "C&#39;est une frappe" in page
