"""Bernicle's referee on the phone: the niche asked through the page (Bernicle §9)."""

from __future__ import annotations

from webtable import text

NICHE = ["V:coeur", "D:coeur", "R:coeur", "V:pique", "D:trefle", "A:carreau", "A:carreau", "A:trefle", "A:pique"]


def test_bernicle_the_niche_on_the_referee_page(client) -> None:
    page = text(client.post("/referee/bernicle", data={"q": "combination", "action": "refresh",
                                                       "combination.where": "niche"}))
    assert 'name="combination.niche_cards"' in page
    page = text(client.post("/referee/bernicle", data={"q": "combination", "action": "ask",
                                                       "combination.where": "niche", "combination.niche_cards": NICHE}))
    assert "270 points" in page and "Bernicle §9" in page
