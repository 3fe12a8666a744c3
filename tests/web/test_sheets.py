"""Score sheets: filled for a stored game, blank for any game."""

from __future__ import annotations

from typing import Any

import pytest
from markupsafe import escape

from compagnon.rules import GAMES


def test_filled_sheet_of_a_game_is_a_pdf(client: Any) -> None:
    created = client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]}).get_json()
    game_id, token = created["id"], created["view_token"]
    client.post(f"/api/games/{game_id}/deals", headers={"Authorization": f"Bearer {created['edit_token']}"},
                json={"entry": {
        "taker": "Ana", "contract": 110, "trick_points": {"Ana": 78, "Bea": 30, "Cyr": 12},
        "marriages": {"Ana": ["carreau"]}}})
    response = client.get(f"/g/{token}/sheet.pdf")
    assert response.status_code == 200
    assert response.mimetype == "application/pdf"
    assert response.data.startswith(b"%PDF")
    assert client.get("/g/" + "x" * 32 + "/sheet.pdf").status_code == 404


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_blank_sheet_of_every_game(client: Any, slug: str) -> None:
    response = client.get(f"/sheets/blank/{slug}.pdf")
    assert response.status_code == 200
    assert response.data.startswith(b"%PDF")


def test_blank_sheet_of_unknown_game_is_404(client: Any) -> None:
    assert client.get("/sheets/blank/poker.pdf").status_code == 404


def test_sheet_html_explains_every_line(app: Any) -> None:
    from compagnon.rules import new_game, replay
    from compagnon.sheets import sheet_html

    game = new_game("mille", ["Ana", "Bea", "Cyr"])
    result = replay(game, [{"taker": "Ana", "contract": 100, "trick_points": {"Ana": 98, "Bea": 9, "Cyr": 13}}])
    with app.test_request_context():
        html = sheet_html(result)
    assert "[Mille §9]" in html
    assert "−100" in html
    assert "Les tours permis sur le tonneau : 3" in html and "non" in html
    for line in result.deals[0].lines:
        assert str(escape(line.text)) in html
