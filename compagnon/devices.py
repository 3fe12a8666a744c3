"""« Mes parties »: the games each device has opened or created, kept in the
database under the device's opaque id.

The id is all the device's cookie holds. A session cookie is signed, not
encrypted: a list of links kept in it would hand every edit link of the
phone to whoever reads the cookie (a shared computer, a backup of the
browser, a proxy's log).

A device keeps the links it opened, the last :data:`OPENED` of them, and
every game it created, which is never pushed out: a page of another site
opening a hundred game links must not cost a player the only edit link of
their own game.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Sequence
from typing import Any

import sqlite_utils

from .db import get_db, write

#: how many games opened (not created) by a device it keeps; the one opened longest ago goes first
OPENED = 100


def new_id() -> str:
    """A device's id: 24 random bytes, URL-safe (as a game's links)."""
    return secrets.token_urlsafe(24)


def valid(device: object) -> bool:
    return isinstance(device, str) and 20 <= len(device) <= 64


def remember(device: str, game_id: int, token: str, *, own: bool = False) -> bool:
    """The device opened the game with ``token`` (``own``: it created it, or
    made its links anew). The game goes to the top of the device's list;
    an edit link it holds is not replaced by the game's view link. Whether
    anything changed."""
    kept = get_db().execute(
        "SELECT k.token, k.own, k.opened = (SELECT MAX(opened) FROM device_games WHERE device = ?), g.edit_token "
        "FROM device_games k JOIN games g ON g.id = k.game_id WHERE k.device = ? AND k.game_id = ?",
        [device, device, game_id]).fetchone()
    if kept is not None and kept[2] and kept[0] in (token, kept[3]) and (kept[1] or not own):
        return False  # the device's last opened game, opened again (every page of it): nothing to write
    with write() as db:
        edit = db.execute("SELECT edit_token FROM games WHERE id = ?", [game_id]).fetchone()
        if edit is None:
            return False
        kept = db.execute("SELECT token, own FROM device_games WHERE device = ? AND game_id = ?",
                          [device, game_id]).fetchone()
        if kept is not None:
            if kept[0] == edit[0]:  # its view link, opened after its edit link, does not take the edit link away
                token = kept[0]
            own = own or bool(kept[1])
        db.execute(
            "INSERT INTO device_games (device, game_id, token, own, opened) VALUES (?, ?, ?, ?, "
            "(SELECT COALESCE(MAX(opened), 0) + 1 FROM device_games WHERE device = ?)) "
            "ON CONFLICT (device, game_id) DO UPDATE SET token = excluded.token, own = excluded.own, "
            "opened = excluded.opened", [device, game_id, token, int(own), device])
        _tidy(db, device)
    return True


def adopt(device: str, tokens: Sequence[object]) -> None:
    """The links a device's cookie listed before its games were kept here,
    most recently opened first. Which of them the device created was not
    recorded: its edit links are kept as its own, since it could not get
    them back."""
    tokens = [t for t in tokens if isinstance(t, str) and 20 <= len(t) <= 64][:200]
    if not tokens:
        return
    marks = ", ".join("?" for _ in tokens)
    with write() as db:
        games = db.execute(f"SELECT id, edit_token, view_token FROM games WHERE edit_token IN ({marks}) "
                           f"OR view_token IN ({marks})", [*tokens, *tokens]).fetchall()
        opens = {token: (game_id, token == edit) for game_id, edit, view in games for token in (edit, view)}
        chosen: dict[int, tuple[str, bool]] = {}  # a game listed by both its links is kept with its edit link
        for token in tokens:
            if token in opens:
                game_id, is_edit = opens[token]
                if game_id not in chosen or is_edit:
                    chosen[game_id] = (token, is_edit)
        for game_id, (token, is_edit) in reversed(chosen.items()):  # the first listed is the last opened
            db.execute(
                "INSERT INTO device_games (device, game_id, token, own, opened) VALUES (?, ?, ?, ?, "
                "(SELECT COALESCE(MAX(opened), 0) + 1 FROM device_games WHERE device = ?)) "
                "ON CONFLICT (device, game_id) DO NOTHING", [device, game_id, token, int(is_edit), device])
        _tidy(db, device)


def forget(device: str, token: str) -> None:
    """The link opens nothing any more (its game was given new links)."""
    with write() as db:
        db.execute("DELETE FROM device_games WHERE device = ? AND token = ?", [device, token])


def _tidy(db: sqlite_utils.Database, device: str) -> None:
    """Drop the links that open nothing any more (the game was given new
    links on another phone), then the games opened longest ago past
    :data:`OPENED`; never a game the device created."""
    db.execute("DELETE FROM device_games WHERE device = ? AND NOT EXISTS (SELECT 1 FROM games g "
               "WHERE g.id = device_games.game_id AND device_games.token IN (g.edit_token, g.view_token))",
               [device])
    db.execute("DELETE FROM device_games WHERE device = ? AND NOT own AND game_id NOT IN (SELECT game_id "
               "FROM device_games WHERE device = ? AND NOT own ORDER BY opened DESC LIMIT ?)",
               [device, device, OPENED])


def games(device: str | None) -> list[dict[str, Any]]:
    """The device's games, most recently played first, each with the link it
    was opened with (``token``) and whether that link edits (``can_edit``)."""
    if device is None:
        return []
    cursor = get_db().execute(
        "SELECT g.*, k.token AS token, k.token = g.edit_token AS can_edit, k.own AS own, "
        "(SELECT COUNT(*) FROM deals d WHERE d.game_id = g.id) AS deal_count, "
        "(SELECT COUNT(*) FROM drafts r WHERE r.game_id = g.id) AS has_draft "
        "FROM device_games k JOIN games g ON g.id = k.game_id AND k.token IN (g.edit_token, g.view_token) "
        "WHERE k.device = ? ORDER BY g.updated DESC, g.id DESC", [device])
    names = [column[0] for column in cursor.description]
    rows = [dict(zip(names, row, strict=True)) for row in cursor]
    for row in rows:
        row["players"] = _loads(row["players"], [])
        row["options"] = _loads(row["options"], {})
        row["can_edit"] = bool(row["can_edit"])
    return rows


def _loads(text: str | None, default: Any) -> Any:
    try:
        return json.loads(text) if text else default
    except (ValueError, RecursionError):
        return default
