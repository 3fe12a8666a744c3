"""The referee of Reversis on the phone: the Espagnolette's privilege."""

from __future__ import annotations

from webtable import text

from compagnon.rules import schema as s
from compagnon.rules.referee import game_for, schema_of


def test_reversis_the_espagnolette_renounces_in_the_first_nine_tricks(client) -> None:
    page = text(client.get("/referee/reversis"))
    assert "Le numéro du pli" in page and 'name="context.espagnolette.holder"' in page
    raw = {"context": {"trick": 4, "espagnolette": {"holder": "Bernard"}},
           "plays": [{"player": "Alice", "card": {"rank": "R", "suit": "pique"}},
                     {"player": "Bernard", "card": {"rank": "V", "suit": "coeur"},
                      "hand": [{"rank": "V", "suit": "coeur"}, {"rank": "2", "suit": "pique"}]},
                     {"player": "Claire", "card": {"rank": "3", "suit": "trefle"},
                      "hand": [{"rank": "3", "suit": "trefle"}, {"rank": "4", "suit": "pique"}]}]}
    data = s.to_form(schema_of(game_for({"game": "reversis"}), "trick"), raw)
    answered = text(client.post("/referee/reversis", data={**data, "q": ["trick"], "action": ["ask"]}))
    assert "<strong>Alice</strong> remporte le pli" in answered
    assert "Espagnolette peut renoncer" in answered and "Reversis XXXV" in answered
    assert "il faut fournir du pique" in answered and "Reversis LVII" in answered
