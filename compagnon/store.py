"""Games and deal logs in the database, always checked by the rules engine.

Nothing here is trusted: every change of a deal log replays the whole log as
it would be after the change, inside the write transaction, and writes only
when every deal is accepted. The state of a game is never stored, only its
log; the home list's ``finished``/``winner`` are a cache refreshed on each
write.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import sqlite_utils

from .db import get_db, now, write
from .rules import DealRefused, Game, Replay, SetupError, new_game, replay

__all__ = [
    "ChangeRefused", "DealAdded", "DealNotFound", "GameNotFound", "LoadedGame",
    "add_deal", "clear_draft", "create_game", "delete_deal", "edit_draft", "get_draft",
    "list_games", "load_game", "replace_deal", "save_draft", "with_first_dealer",
]


class GameNotFound(LookupError):
    pass


class DealNotFound(LookupError):
    pass


class ChangeRefused(ValueError):
    """Editing or deleting a deal would make a later deal invalid: nothing
    was written. ``refused`` is the later deal's refusal."""

    def __init__(self, refused: DealRefused, action: str) -> None:
        self.refused = refused
        self.deal = refused.deal
        self.field = refused.field
        self.rule = refused.rule
        self.message = (f"{action} refusée : la donne {refused.deal} deviendrait invalide "
                        f"(champ « {refused.field} » : {refused.message}).")
        super().__init__(self.message)


@dataclass(frozen=True)
class DealAdded:
    position: int
    created: bool  # False when the client_id was already entered


@dataclass
class LoadedGame:
    """A game as stored, with its rules object and its replayed log."""

    row: dict[str, Any]
    game: Game[Any]
    deals: list[dict[str, Any]]  # rows: id, position, entry (dict), client_id
    replay: Replay[Any]
    #: a stored deal the rules refuse (after a rules change): the log is
    #: replayed up to the deal before it, and the table must fix it
    refused: DealRefused | None = None
    draft: dict[str, Any] | None = field(default=None)

    @property
    def id(self) -> int:
        return int(self.row["id"])

    @property
    def slug(self) -> str:
        return str(self.row["slug"])

    @property
    def first_dealer(self) -> str:
        return str(self.row.get("first_dealer") or self.game.players[0])

    @property
    def entries(self) -> list[dict[str, Any]]:
        return [d["entry"] for d in self.deals]

    @property
    def next_dealer(self) -> str:
        """The default dealer of the next deal."""
        if not self.replay.deals:
            return self.first_dealer
        return str(self.replay.state.dealer)

    @property
    def finished(self) -> bool:
        return self.refused is None and self.replay.finished


# --------------------------------------------------------------------- helpers


def _loads(text: str | None, default: Any) -> Any:
    if not text:
        return default
    try:
        return json.loads(text)
    except ValueError:
        return default


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _game_row(db: sqlite_utils.Database, game_id: int) -> dict[str, Any]:
    rows = list(db.query("SELECT * FROM games WHERE id = ?", [game_id]))
    if not rows:
        raise GameNotFound(game_id)
    row = rows[0]
    row["players"] = _loads(row["players"], [])
    row["options"] = _loads(row["options"], {})
    return row


def _deal_rows(db: sqlite_utils.Database, game_id: int) -> list[dict[str, Any]]:
    rows = list(db.query("SELECT id, position, entry, client_id, created, updated FROM deals "
                         "WHERE game_id = ? ORDER BY position, id", [game_id]))
    for row in rows:
        row["entry"] = _loads(row["entry"], {})
    return rows


def _build_game(row: Mapping[str, Any]) -> Game[Any]:
    return new_game(row["slug"], row["players"], row["variant"] or None, row["options"])


def with_first_dealer(game: Game[Any], row: Mapping[str, Any],
                       entries: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The engine's first dealer is the first player; the table may have
    chosen another one when it set the game up, which the first deal then
    carries unless it names its dealer."""
    entries = list(entries)
    first = row.get("first_dealer")
    if entries and first and first in game.players and "dealer" not in entries[0] \
            and any(f.name == "dealer" for f in game.fields()):
        entries[0] = {**entries[0], "dealer": first}
    return entries


def _replay(game: Game[Any], row: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]) -> Replay[Any]:
    return replay(game, with_first_dealer(game, row, entries))


def _refresh_cache(db: sqlite_utils.Database, game_id: int, result: Replay[Any]) -> None:
    winners = list(result.state.winners) if result.finished else []
    db.execute("UPDATE games SET finished = ?, winner = ?, updated = ? WHERE id = ?",
               [int(result.finished), ", ".join(winners) or None, now(), game_id])


# --------------------------------------------------------------------- games


def create_game(slug: str, players: Sequence[str], variant: str | None = None,
                options: Mapping[str, Any] | None = None, first_dealer: str | None = None) -> int:
    """Check the set-up with the rules (``SetupError``) and store it."""
    game = new_game(slug, players, variant or None, options or {})
    if first_dealer in (None, ""):
        first_dealer = game.players[0]
    elif first_dealer not in game.players:
        raise SetupError("first_dealer", f"Le premier donneur « {first_dealer} » n'est pas un joueur de la partie.")
    stamp = now()
    with write() as db:
        cursor = db.execute(
            "INSERT INTO games (slug, variant, options, players, first_dealer, created, updated, finished) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, 0)",
            [game.slug, game.variant, _dumps(game.options), _dumps(list(game.players)), first_dealer, stamp, stamp],
        )
        return int(cursor.lastrowid or 0)


def list_games() -> list[dict[str, Any]]:
    """Every game, most recently played first, with its deal count."""
    db = get_db()
    rows = list(db.query(
        "SELECT g.*, (SELECT COUNT(*) FROM deals d WHERE d.game_id = g.id) AS deal_count, "
        "(SELECT COUNT(*) FROM drafts r WHERE r.game_id = g.id) AS has_draft "
        "FROM games g ORDER BY g.updated DESC, g.id DESC"))
    for row in rows:
        row["players"] = _loads(row["players"], [])
        row["options"] = _loads(row["options"], {})
    return rows


def load_game(game_id: int) -> LoadedGame:
    """The game, its deals and their replay (``GameNotFound``; ``SetupError``
    when the stored set-up is no longer accepted by the rules)."""
    db = get_db()
    row = _game_row(db, game_id)
    game = _build_game(row)
    deals = _deal_rows(db, game_id)
    entries = [d["entry"] for d in deals]
    refused: DealRefused | None = None
    try:
        result = _replay(game, row, entries)
    except DealRefused as error:
        refused = error
        result = _replay(game, row, entries[: error.deal - 1])
    return LoadedGame(row=row, game=game, deals=deals, replay=result, refused=refused,
                      draft=get_draft(game_id))


# --------------------------------------------------------------------- deals


def add_deal(game_id: int, entry: Mapping[str, Any], client_id: str | None = None, *,
             clear_draft: bool = False) -> DealAdded:
    """Append a deal once the whole log with it is accepted (``DealRefused``
    otherwise, nothing written). A ``client_id`` already entered for this
    game returns that deal instead of entering it twice."""
    client_id = (client_id or "").strip()[:100] or None
    with write() as db:
        row = _game_row(db, game_id)
        if client_id:
            known = list(db.query("SELECT game_id, position FROM deals WHERE client_id = ?", [client_id]))
            if known and known[0]["game_id"] == game_id:
                return DealAdded(int(known[0]["position"]), created=False)
            if known:  # someone else's id: enter the deal without it
                client_id = None
        game = _build_game(row)
        deals = _deal_rows(db, game_id)
        entries = [d["entry"] for d in deals] + [dict(entry)]
        result = _replay(game, row, entries)  # raises DealRefused
        position = len(deals) + 1
        stamp = now()
        db.execute("INSERT INTO deals (game_id, position, entry, client_id, created, updated) "
                   "VALUES (?, ?, ?, ?, ?, ?)", [game_id, position, _dumps(dict(entry)), client_id, stamp, stamp])
        if clear_draft:
            db.execute("DELETE FROM drafts WHERE game_id = ?", [game_id])
        _refresh_cache(db, game_id, result)
        return DealAdded(position, created=True)


def _find(deals: Sequence[dict[str, Any]], position: int, expected_id: int | None) -> int:
    """Index in ``deals`` of the deal at ``position`` (``DealNotFound`` when
    there is none, or when it is no longer the deal the form was showing)."""
    for i, deal in enumerate(deals):
        if deal["position"] == position:
            if expected_id is not None and deal["id"] != expected_id:
                raise DealNotFound(position)
            return i
    raise DealNotFound(position)


def replace_deal(game_id: int, position: int, entry: Mapping[str, Any], *, expected_id: int | None = None) -> None:
    """Replace the deal at ``position``. ``DealRefused`` when the new entry
    itself is refused, ``ChangeRefused`` when a later deal would be."""
    with write() as db:
        row = _game_row(db, game_id)
        game = _build_game(row)
        deals = _deal_rows(db, game_id)
        index = _find(deals, position, expected_id)
        entries = [d["entry"] for d in deals]
        entries[index] = dict(entry)
        try:
            result = _replay(game, row, entries)
        except DealRefused as refused:
            if refused.deal > index + 1:
                raise ChangeRefused(refused, "Modification") from refused
            raise
        db.execute("UPDATE deals SET entry = ?, updated = ? WHERE id = ?",
                   [_dumps(dict(entry)), now(), deals[index]["id"]])
        _refresh_cache(db, game_id, result)


def delete_deal(game_id: int, position: int, *, expected_id: int | None = None) -> bool:
    """Delete the deal at ``position`` and renumber the later ones;
    ``ChangeRefused`` when a later deal would be refused without it. With
    ``expected_id``, a deal already deleted (a retried request) is a no-op:
    returns False."""
    with write() as db:
        row = _game_row(db, game_id)
        game = _build_game(row)
        deals = _deal_rows(db, game_id)
        try:
            index = _find(deals, position, expected_id)
        except DealNotFound:
            if expected_id is not None and not any(d["id"] == expected_id for d in deals):
                return False
            raise
        entries = [d["entry"] for i, d in enumerate(deals) if i != index]
        try:
            result = _replay(game, row, entries)
        except DealRefused as refused:
            if refused.deal >= index + 1:
                # numbered as the table knows them, before the deletion
                raise ChangeRefused(DealRefused(refused.deal + 1, refused), "Suppression") from refused
            raise
        db.execute("DELETE FROM deals WHERE id = ?", [deals[index]["id"]])
        for later in deals[index + 1:]:
            db.execute("UPDATE deals SET position = ? WHERE id = ?", [later["position"] - 1, later["id"]])
        _refresh_cache(db, game_id, result)
        return True


# --------------------------------------------------------------------- drafts


def get_draft(game_id: int) -> dict[str, Any] | None:
    """The deal in progress (a partial entry), or None."""
    rows = list(get_db().query("SELECT entry FROM drafts WHERE game_id = ?", [game_id]))
    if not rows:
        return None
    value = _loads(rows[0]["entry"], {})
    return value if isinstance(value, dict) else {}


def save_draft(game_id: int, entry: Mapping[str, Any]) -> None:
    with write() as db:
        _game_row(db, game_id)
        _save_draft(db, game_id, entry)


def _save_draft(db: sqlite_utils.Database, game_id: int, entry: Mapping[str, Any]) -> None:
    db.execute("INSERT INTO drafts (game_id, entry, updated) VALUES (?, ?, ?) "
               "ON CONFLICT(game_id) DO UPDATE SET entry = excluded.entry, updated = excluded.updated",
               [game_id, _dumps(dict(entry)), now()])


def edit_draft(game_id: int, change: Callable[[dict[str, Any]], Mapping[str, Any]]) -> dict[str, Any]:
    """Read, change and save the draft in one transaction, so two phones
    adding events at the same moment both keep theirs. ``change`` may raise
    to write nothing."""
    with write() as db:
        _game_row(db, game_id)
        rows = list(db.query("SELECT entry FROM drafts WHERE game_id = ?", [game_id]))
        current = _loads(rows[0]["entry"], {}) if rows else {}
        if not isinstance(current, dict):
            current = {}
        new = dict(change(current))
        _save_draft(db, game_id, new)
        return new


def clear_draft(game_id: int) -> None:
    with write() as db:
        db.execute("DELETE FROM drafts WHERE game_id = ?", [game_id])
