"""A table of players driving the app through the Flask test client (helpers of tests/web)."""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from typing import Any

import sqlite_utils
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

HTMX = {"HX-Request": "true"}


def text(response: TestResponse) -> str:
    return response.get_data(as_text=True)


def totals(page: str) -> list[str]:
    """The running totals row of the score table, as shown (− for minus)."""
    row = re.search(r'<tr class="totals">(.*?)</tr>', page, re.S)
    assert row, "no totals row"
    return [html.unescape(c).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", row.group(1), re.S)]


def input_value(page: str, name: str) -> str | None:
    match = re.search(r'<input[^>]*name="%s"[^>]*value="([^"]*)"' % re.escape(name), page)
    return html.unescape(match.group(1)) if match else None


def checked_value(page: str, name: str) -> list[str]:
    return [html.unescape(v) for v in
            re.findall(r'<input type="(?:radio|checkbox)" name="%s" value="([^"]*)" checked' % re.escape(name), page)]


class Table:
    """The players at the table, with their phones."""

    def __init__(self, app: Flask, client: FlaskClient) -> None:
        self.app = app
        self.client = client

    def new_game(self, slug: str, players: list[str], variant: str | None = None, first_dealer: int = 0,
                 options: Mapping[str, str] | None = None) -> int:
        data = {f"player.{i}": name for i, name in enumerate(players)}
        data["first_dealer"] = str(first_dealer)
        if variant:
            data["variant"] = variant
        for key, value in (options or {}).items():
            data[f"option.{key}"] = value
        response = self.client.post(f"/new/{slug}", data=data)
        assert response.status_code == 303, text(response)
        return int(response.headers["Location"].rsplit("/", 1)[1])

    def page(self, game_id: int) -> str:
        response = self.client.get(f"/games/{game_id}")
        assert response.status_code == 200
        return text(response)

    def client_id(self, game_id: int) -> str:
        value = input_value(self.page(game_id), "client_id")
        assert value
        return value

    def deal(self, game_id: int, fields: Mapping[str, Any], action: str = "save", htmx: bool = False,
             client_id: str | None = None) -> TestResponse:
        data = {"client_id": client_id or self.client_id(game_id), "action": action, **fields}
        return self.client.post(f"/games/{game_id}/deals", data=data, headers=HTMX if htmx else {})

    def live(self, game_id: int, fields: Mapping[str, Any], htmx: bool = False) -> TestResponse:
        page = self.page(game_id)
        data = {"client_id": input_value(page, "client_id") or "", **fields}
        return self.client.post(f"/games/{game_id}/live", data=data, headers=HTMX if htmx else {})

    def db(self) -> sqlite_utils.Database:
        return sqlite_utils.Database(str(self.app.config["DATABASE"]))

    def deal_rows(self, game_id: int) -> list[dict[str, Any]]:
        db = self.db()
        try:
            return list(db.query("SELECT * FROM deals WHERE game_id = ? ORDER BY position", [game_id]))
        finally:
            db.close()


# Mille, spec §8 M1 to M4 (players Ana, Bea, Cyr; Cyr deals first).
M1 = {"dealer": "Cyr", "taker": "Ana", "contract": "110", "trick_points@0": "78", "trick_points@1": "30",
      "trick_points@2": "12", "marriages@0": "carreau"}
M2 = {"dealer": "Ana", "taker": "Bea", "contract": "125", "taker_had_marriage_at_bid": "on",
      "trick_points@0": "44", "trick_points@1": "63", "trick_points@2": "13", "marriages@1": "pique"}
M3 = {"dealer": "Bea", "taker": "Cyr", "contract": "115", "bomb": "on"}
M4 = {"dealer": "Cyr", "taker": "Ana", "contract": "100", "trick_points@0": "98", "trick_points@1": "9",
      "trick_points@2": "13"}


