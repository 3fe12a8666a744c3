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
    """The totals always in view at the top of the game page, as shown (− for minus)."""
    strip = re.search(r'<div id="totals"(.*?)\n</div>', page, re.S)
    assert strip, "no totals"
    return [html.unescape(c).strip() for c in re.findall(r'<span class="big">(.*?)</span>', strip.group(1), re.S)]


def input_value(page: str, name: str) -> str | None:
    match = re.search(rf'<input[^>]*name="{re.escape(name)}"[^>]*value="([^"]*)"', page)
    return html.unescape(match.group(1)) if match else None


def checked_value(page: str, name: str) -> list[str]:
    return [html.unescape(v) for v in
            re.findall(rf'<input type="(?:radio|checkbox)" name="{re.escape(name)}" value="([^"]*)" checked', page)]


class Table:
    """The players at the table, with their phones."""

    def __init__(self, app: Flask, client: FlaskClient) -> None:
        self.app = app
        self.client = client

    def new_game(self, slug: str, players: list[str], variant: str | None = None, first_dealer: int = 0,
                 options: Mapping[str, str] | None = None) -> str:
        """A new game through the set-up form; its edit link's token."""
        data = {f"player.{i}": name for i, name in enumerate(players)}
        data["first_dealer"] = str(first_dealer)
        if variant:
            data["variant"] = variant
        for key, value in (options or {}).items():
            data[f"option.{key}"] = value
        response = self.client.post(f"/new/{slug}", data=data)
        assert response.status_code == 303, text(response)
        return response.headers["Location"].rsplit("/", 1)[1]

    def game_id(self, token: str) -> int:
        db = self.db()
        try:
            return int(db.execute("SELECT id FROM games WHERE edit_token = ? OR view_token = ?",
                                  [token, token]).fetchone()[0])
        finally:
            db.close()

    def view_token(self, token: str) -> str:
        db = self.db()
        try:
            return str(db.execute("SELECT view_token FROM games WHERE edit_token = ?", [token]).fetchone()[0])
        finally:
            db.close()

    def page(self, game_id: str) -> str:
        response = self.client.get(f"/g/{game_id}")
        assert response.status_code == 200
        return text(response)

    def client_id(self, game_id: str) -> str:
        value = input_value(self.page(game_id), "client_id")
        assert value
        return value

    def deal(self, game_id: str, fields: Mapping[str, Any], action: str = "save", htmx: bool = False,
             client_id: str | None = None) -> TestResponse:
        page = self.page(game_id)
        data = {"client_id": client_id or input_value(page, "client_id") or "",
                "revision": input_value(page, "revision") or "", "action": action, **fields}
        return self.client.post(f"/g/{game_id}/deals", data=data, headers=HTMX if htmx else {})

    def live(self, game_id: str, fields: Mapping[str, Any], htmx: bool = False) -> TestResponse:
        page = self.page(game_id)
        data = {"client_id": input_value(page, "client_id") or "", "revision": input_value(page, "revision") or "",
                "draft_revision": input_value(page, "draft_revision") or "", **fields}
        return self.client.post(f"/g/{game_id}/live", data=data, headers=HTMX if htmx else {})

    def db(self) -> sqlite_utils.Database:
        return sqlite_utils.Database(str(self.app.config["DATABASE"]))

    def deal_rows(self, token: str) -> list[dict[str, Any]]:
        game_id = self.game_id(token)
        db = self.db()
        try:
            return list(db.query("SELECT * FROM deals WHERE game_id = ? ORDER BY position", [game_id]))
        finally:
            db.close()


# Mille, spec §8 M1 to M4 (players Ana, Bea, Cyr; Cyr deals first).
M1 = {"dealer": "Cyr", "taker": "Ana", "contract": "110", "trick_points.Ana": "78", "trick_points.Bea": "30",
      "trick_points.Cyr": "12", "marriages.Ana": "carreau"}
M2 = {"dealer": "Ana", "taker": "Bea", "contract": "125", "taker_had_marriage_at_bid": "on",
      "trick_points.Ana": "44", "trick_points.Bea": "63", "trick_points.Cyr": "13", "marriages.Bea": "pique"}
M3 = {"dealer": "Bea", "taker": "Cyr", "contract": "115", "bomb": "on"}
M4 = {"dealer": "Cyr", "taker": "Ana", "contract": "100", "trick_points.Ana": "98", "trick_points.Bea": "9",
      "trick_points.Cyr": "13"}




def submitted(page: str, form_index: int = -1) -> list[tuple[str, str]]:
    """What a browser would send for a form of ``page`` (the last one by
    default): hidden and text inputs, ticked boxes and radios, chosen options."""
    from html.parser import HTMLParser

    class Reader(HTMLParser):
        def __init__(self) -> None:
            super().__init__(convert_charrefs=True)
            self.forms: list[list[tuple[str, str]]] = []
            self.select: str | None = None

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            a = {k: v or "" for k, v in attrs}
            if tag == "form":
                self.forms.append([])
            elif not self.forms:
                return
            elif tag == "input" and a.get("name"):
                kind = a.get("type", "text")
                if kind in ("hidden", "text") or (kind in ("radio", "checkbox") and "checked" in a):
                    self.forms[-1].append((a["name"], a.get("value", "")))
            elif tag == "select":
                self.select = a.get("name")
            elif tag == "option" and self.select and "selected" in a:
                self.forms[-1].append((self.select, a.get("value", "")))

        def handle_endtag(self, tag: str) -> None:
            if tag == "select":
                self.select = None

    reader = Reader()
    reader.feed(page)
    return reader.forms[form_index] if reader.forms else []
