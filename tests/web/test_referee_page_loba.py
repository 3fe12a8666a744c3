"""The referee of Loba on the phone: a first meld and a Joker shift."""

from __future__ import annotations

from typing import Any

from webtable import text

from compagnon.rules import schema as s
from compagnon.rules.referee import game_for, schema_of


def ask_page(client, raw: dict[str, Any]) -> str:
    data = s.to_form(schema_of(game_for({"game": "loba"}), "combination"), raw)
    return text(client.post("/referee/loba", data={**data, "q": ["combination"], "action": ["ask"]}))


def test_loba_the_referee_checks_a_first_meld_and_a_joker_shift(client) -> None:
    assert "Une première pose" in text(client.get("/referee/loba"))
    meld = ask_page(client, {"context": {"mene": 1}, "combination": {"kind": "first_meld", "first_meld": [
        [{"rank": "8", "suit": "pique"}, {"rank": "8", "suit": "pique"}, {"rank": "8", "suit": "coeur"}],
        [{"rank": "4", "suit": "carreau"}, {"rank": "4", "suit": "trefle"}, "joker"]]}})
    assert "Valable" in meld and "Mène 1 : 2 brelans" in meld and "Loba §5" in meld
    shift = ask_page(client, {"combination": {"kind": "addition", "meld": [
        {"rank": "5", "suit": "coeur"}, {"rank": "6", "suit": "coeur"}, {"rank": "7", "suit": "coeur"}, "joker"],
        "card": {"rank": "8", "suit": "coeur"}}})
    assert "Valable" in shift and "prend la place du joker" in shift and "Loba §7.2" in shift
