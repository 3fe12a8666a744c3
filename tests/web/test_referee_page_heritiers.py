"""The referee of Les Héritiers on the phone: Démons' arbiter, the chapter's articles."""

from __future__ import annotations

from webtable import text

from compagnon.rules import schema as s
from compagnon.rules.referee import game_for, schema_of


def test_heritiers_a_pareil_is_judged_with_the_chapter_articles(client) -> None:
    raw = {"combination": {"kind": "pareil", "cards": [{"rank": "R", "suit": "pique"}, {"rank": "R", "suit": "coeur"}],
                           "against": [[{"rank": "R", "suit": "carreau"}, {"rank": "R", "suit": "trefle"}]]}}
    data = s.to_form(schema_of(game_for({"game": "heritiers"}), "combination"), raw)
    page = text(client.post("/referee/heritiers", data={**data, "q": ["combination"], "action": ["ask"]}))
    assert "Valable" in page and "0 points" in page and "Les Héritiers §9.1" in page
    assert "à égalité, personne ne marque" in page
