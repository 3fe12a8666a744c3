"""Games, deal logs and deals in progress in the database, always checked by the rules engine.

Nothing here is trusted: every change of a deal log replays the whole log as
it would be after the change, inside the write transaction, and writes only
when every deal is accepted. The state of a game is never stored, only its
log; the home list's ``finished``/``winner`` are a cache refreshed on each
write.

Several phones share a game. Each game carries two revision numbers, bumped
by every write: ``revision`` for its deal log and ``draft_revision`` for the
deal being entered live. A write that says which revision it was based on
is refused with :class:`Stale` when another phone wrote in between, so
nothing is ever silently overwritten; a retried submission (same
``client_id`` in the same game) is recognised and not entered twice.
"""

from __future__ import annotations

import functools
import hashlib
import json
import secrets
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import sqlite_utils
from cachetools import LRUCache

from .db import get_db, now, write
from .rules import DealRefused, Game, Replay, msg, new_game, replay
from .rules.registry import live_pad

__all__ = [
    "ChangeRefused", "DealAdded", "DealNotFound", "GameNotFound", "LoadedGame", "Stale", "add_deal", "clear_draft",
    "create_game", "delete_deal", "edit_draft", "import_game", "list_games", "load_game", "replace_deal", "save_draft",
    "undo_deal",
]

#: the largest game id a URL may name (SQLite's integers are 64-bit)
MAX_ID = 2**63 - 1
#: a link's token: 24 random bytes (192 bits), URL-safe
TOKEN_BYTES = 24


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


@dataclass(frozen=True)
class Access:
    """What a link opens: a game, and whether it may change it (the edit
    link) or only read it (the view link)."""

    game_id: int
    token: str
    can_edit: bool


@dataclass(frozen=True)
class Created:
    id: int
    edit_token: str
    view_token: str


class GameNotFound(LookupError):
    pass


class DealNotFound(LookupError):
    pass


class Stale(Exception):
    """Another phone changed the game (``what``: ``game`` or ``draft``) since
    the view this write was based on; ``current`` is the revision now."""

    def __init__(self, what: str, current: int) -> None:
        self.what = what
        self.current = current
        super().__init__(f"{what} is at revision {current}")


class ChangeRefused(ValueError):
    """Editing or deleting a deal would make a later deal invalid: nothing
    was written. ``refused`` is the later deal's refusal."""

    def __init__(self, refused: DealRefused, action: str) -> None:
        self.refused = refused
        self.deal = refused.deal
        self.field = refused.field
        self.rule = refused.rule
        self.message = msg(f"web.change_refused.{action}", deal=refused.deal, reason=refused.message)
        super().__init__(str(self.message))


@dataclass(frozen=True)
class DealAdded:
    position: int
    created: bool  # False when the client_id was already entered
    deal_id: int = 0
    #: the game as the deal left it, read in the same transaction (None for
    #: a deal entered before, under the same client_id)
    loaded: LoadedGame | None = None


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
    #: the link the game was opened with, and whether it may change it
    token: str = ""
    can_edit: bool = False

    @property
    def id(self) -> int:
        return int(self.row["id"])

    @property
    def slug(self) -> str:
        return str(self.row["slug"])

    @property
    def revision(self) -> int:
        return int(self.row.get("revision") or 0)

    @property
    def draft_revision(self) -> int:
        return int(self.row.get("draft_revision") or 0)

    @property
    def entries(self) -> list[dict[str, Any]]:
        return [d["entry"] for d in self.deals]

    @property
    def next_dealer(self) -> str:
        """The default dealer of the next deal."""
        return str(self.replay.state.dealer)

    @property
    def finished(self) -> bool:
        return self.refused is None and self.replay.finished


# --------------------------------------------------------------------- helpers


def _rows(db: sqlite_utils.Database, sql: str, params: Sequence[Any] = ()) -> list[dict[str, Any]]:
    """The rows a read returns, as dicts, straight from its cursor
    (sqlite-utils' ``query`` runs each read in a savepoint of its own: three
    statements for one, on every poll)."""
    cursor = db.execute(sql, params)
    names = [column[0] for column in cursor.description]
    return [dict(zip(names, row, strict=True)) for row in cursor]


def _loads(text: str | None, default: Any) -> Any:
    if not text:
        return default
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return default


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _game_row(db: sqlite_utils.Database, game_id: int) -> dict[str, Any]:
    if not 0 < game_id <= MAX_ID:
        raise GameNotFound(game_id)
    rows = _rows(db, "SELECT * FROM games WHERE id = ?", [game_id])
    if not rows:
        raise GameNotFound(game_id)
    row = rows[0]
    row["players"] = _loads(row["players"], [])
    row["options"] = _loads(row["options"], {})
    return row


def _deal_rows(db: sqlite_utils.Database, game_id: int) -> list[dict[str, Any]]:
    rows = _rows(db, "SELECT id, position, entry, client_id, created, updated FROM deals "
                     "WHERE game_id = ? ORDER BY position, id", [game_id])
    for row in rows:
        row["entry"] = _loads(row["entry"], {})
    return rows


@functools.lru_cache(maxsize=256)
def _game_of(setup: str) -> Game[Any]:
    """The rules object of a game set-up (:meth:`ReplayCache.setup_key`
    without the id), built once: it is read only once built (its set-up
    checked, its house rules read, its entry's schema drawn on first use),
    so every game set up alike shares it, request after request."""
    slug, players, variant, options, first = json.loads(setup)
    return new_game(slug, players, variant or None, options, first if first in players else None)


def _build_game(row: Mapping[str, Any]) -> Game[Any]:
    return _game_of(ReplayCache.setup_key(row, with_id=False))


class ReplayCache:
    """Replays by what they replay (the game's set-up and every entry of its
    log), the most recently used kept: a deal entered is replayed once, and
    the page, the polls and the sheet that follow it reuse that replay. A log
    not replayed yet resumes from the last replay of the same set-up where
    their entries part (each deal record holds the state after it), so a deal
    added to a long game scores that deal only. Both are cachetools' LRU
    caches, ``limit`` each, shared by the server's threads under one lock."""

    def __init__(self, limit: int = 64) -> None:
        self._items: LRUCache[str, Replay[Any]] = LRUCache(maxsize=limit)
        self._latest: LRUCache[str, Replay[Any]] = LRUCache(maxsize=limit)
        self._lock = threading.Lock()

    @staticmethod
    def setup_key(row: Mapping[str, Any], *, with_id: bool = True) -> str:
        """The game's set-up as a key; without its id, what every game set up
        the same way shares."""
        setup = [row["slug"], row["players"], row["variant"], row["options"], row.get("first_dealer")]
        return json.dumps([*setup, row.get("id")] if with_id else setup, sort_keys=True, ensure_ascii=False,
                          default=str)

    @classmethod
    def key(cls, row: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]) -> str:
        text = json.dumps([cls.setup_key(row), list(entries)], sort_keys=True, ensure_ascii=False, default=str)
        return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=20).hexdigest()

    def replay(self, row: Mapping[str, Any], game: Game[Any], entries: Sequence[Mapping[str, Any]]) -> Replay[Any]:
        """The replay of ``entries`` (``DealRefused`` as :func:`replay` raises it)."""
        key, setup = self.key(row, entries), self.setup_key(row)
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                return found
            before = self._latest.get(setup)
        kept = 0
        if before is not None:
            for record, entry in zip(before.deals, entries, strict=False):
                if record.entry != entry:
                    break
                kept += 1
        resume = before.deals[:kept] if before is not None else ()
        result = replay(game, list(entries[kept:]), resume=resume)
        with self._lock:
            self._items[key] = result
            self._latest[setup] = result
        return result

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._latest.clear()


REPLAYS = ReplayCache()


def _refresh(db: sqlite_utils.Database, game_id: int, result: Replay[Any]) -> dict[str, Any]:
    """The home list's cache, and the deal log's new revision: what changed in the game's row."""
    winners = list(result.state.winners) if result.finished else []
    changed = {"finished": int(result.finished), "winner": ", ".join(winners) or None, "updated": now()}
    db.execute("UPDATE games SET finished = ?, winner = ?, updated = ?, revision = revision + 1 WHERE id = ?",
               [*changed.values(), game_id])
    return changed


def _check(row: Mapping[str, Any], revision: int | None, what: str = "game") -> None:
    key = "revision" if what == "game" else "draft_revision"
    current = int(row.get(key) or 0)
    if revision is not None and revision != current:
        raise Stale(what, current)


# --------------------------------------------------------------------- games

def create_game(slug: str, players: Sequence[str], variant: str | None = None,
                options: Mapping[str, Any] | None = None, first_dealer: str | None = None, *,
                previous_id: int | None = None) -> Created:
    """Check the set-up with the rules (``SetupError``) and store it, with
    its two links; ``previous_id`` makes it the next game of a series."""
    game = new_game(slug, players, variant or None, options or {}, first_dealer or None)
    with write() as db:
        return insert_game(db, game, previous_id=previous_id)


def insert_game(db: sqlite_utils.Database, game: Game[Any], *, previous_id: int | None = None) -> Created:
    """Store a game the rules have set up, in the caller's write transaction, with its two links."""
    stamp = now()
    edit, view = new_token(), new_token()
    cursor = db.execute(
        "INSERT INTO games (slug, variant, options, players, first_dealer, created, updated, finished, "
        "edit_token, view_token, previous_id) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)",
        [game.slug, game.variant, _dumps(game.option_values()), _dumps(list(game.players)),
         game.first_dealer, stamp, stamp, edit, view, previous_id],
    )
    return Created(int(cursor.lastrowid or 0), edit, view)


def import_game(case: Mapping[str, Any]) -> Created:
    """Store an exported game (the casebook's format) as a new game with new
    links, once the rules accept its set-up and every deal (``SetupError`` or
    ``DealRefused`` otherwise, nothing written)."""
    from .exchange import read_case

    checked, result = read_case(case)
    game = result.game
    stamp = now()
    edit, view = new_token(), new_token()
    with write() as db:
        cursor = db.execute(
            "INSERT INTO games (slug, variant, options, players, first_dealer, created, updated, finished, "
            "winner, revision, edit_token, view_token) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)",
            [game.slug, game.variant, _dumps(game.option_values()), _dumps(list(game.players)),
             game.first_dealer, stamp, stamp, int(result.finished),
             ", ".join(result.state.winners) if result.finished else None, edit, view],
        )
        game_id = int(cursor.lastrowid or 0)
        for position, entry in enumerate(checked["deals"], start=1):
            db.execute("INSERT INTO deals (game_id, position, entry, client_id, created, updated) "
                       "VALUES (?, ?, ?, NULL, ?, ?)", [game_id, position, _dumps(entry), stamp, stamp])
        return Created(game_id, edit, view)


def series(game_id: int, limit: int = 100) -> list[dict[str, Any]]:
    """The games of the series this game ends, the first first: each game
    names the one before it (a revanche); the winners are the cached ones."""
    db = get_db()
    chain: list[dict[str, Any]] = []
    current: int | None = game_id
    while current is not None and len(chain) < limit:
        rows = _rows(db, "SELECT id, previous_id, finished, winner, created FROM games WHERE id = ?", [current])
        if not rows:
            break
        chain.append(rows[0])
        current = rows[0]["previous_id"]
    chain.reverse()
    return chain


def resolve(token: str) -> Access:
    """The game a link opens (``GameNotFound`` for a wrong or revoked one,
    whatever it looks like)."""
    if not isinstance(token, str) or not 20 <= len(token) <= 64:
        raise GameNotFound(token)
    rows = _rows(get_db(), "SELECT id, edit_token, view_token FROM games "
                           "WHERE edit_token = ? OR view_token = ?", [token, token])
    if not rows:
        raise GameNotFound(token)
    row = rows[0]
    return Access(int(row["id"]), token, secrets.compare_digest(str(row["edit_token"]), token))


def reissue_links(game_id: int) -> Created:
    """New edit and view links; the old ones open nothing any more."""
    edit, view = new_token(), new_token()
    with write() as db:
        _game_row(db, game_id)
        db.execute("UPDATE games SET edit_token = ?, view_token = ?, updated = ? WHERE id = ?",
                   [edit, view, now(), game_id])
    return Created(game_id, edit, view)


def list_games() -> list[dict[str, Any]]:
    """Every game, most recently played first, with its deal count."""
    db = get_db()
    rows = _rows(
        db,
        "SELECT g.*, (SELECT COUNT(*) FROM deals d WHERE d.game_id = g.id) AS deal_count, "
        "(SELECT COUNT(*) FROM drafts r WHERE r.game_id = g.id) AS has_draft "
        "FROM games g ORDER BY g.updated DESC, g.id DESC")
    for row in rows:
        row["players"] = _loads(row["players"], [])
        row["options"] = _loads(row["options"], {})
    return rows


def revisions(game_id: int) -> tuple[int, int]:
    """(deal log, draft) revisions of a game: what a phone's poll compares."""
    db = get_db()
    if not 0 < game_id <= MAX_ID:
        raise GameNotFound(game_id)
    rows = _rows(db, "SELECT revision, draft_revision FROM games WHERE id = ?", [game_id])
    if not rows:
        raise GameNotFound(game_id)
    return int(rows[0]["revision"] or 0), int(rows[0]["draft_revision"] or 0)


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
        result = REPLAYS.replay(row, game, entries)
    except DealRefused as error:
        refused = error
        result = replay(game, entries[: error.deal - 1])
    return LoadedGame(row=row, game=game, deals=deals, replay=result, refused=refused, draft=_draft(db, game_id))


# --------------------------------------------------------------------- deals

def add_deal(game_id: int, entry: Mapping[str, Any], client_id: str | None = None, *,
             revision: int | None = None, clear_draft: bool = False,
             draft_revision: int | None = None, known: LoadedGame | None = None) -> DealAdded:
    """Append a deal once the whole log with it is accepted (``DealRefused``
    otherwise, nothing written). A ``client_id`` already entered for this
    game with the same entry returns that deal instead of entering it twice
    (with another entry, the form it was minted for is :class:`Stale`); a
    ``revision`` other than the game's is :class:`Stale`. ``known``: the
    game as the caller loaded it; its log is not read again while the game's
    revision says it is still the stored one."""
    client_id = (client_id or "").strip()[:100] or None
    with write() as db:
        row = _game_row(db, game_id)
        if client_id:
            entered = _rows(db, "SELECT id, position, entry FROM deals WHERE game_id = ? AND client_id = ?",
                            [game_id, client_id])
            if entered and entered[0]["entry"] != _dumps(dict(entry)):
                raise Stale("game", int(row.get("revision") or 0))
            if entered:
                return DealAdded(int(entered[0]["position"]), False, int(entered[0]["id"]))
        _check(row, revision)
        if clear_draft:
            _check(row, draft_revision, "draft")
        mine = known if known is not None and known.id == game_id else None
        # every change of the log moves the revision on: the same revision is the same log
        if mine is not None and mine.revision == int(row.get("revision") or 0):
            game, deals = mine.game, list(mine.deals)
        else:
            game, deals = _build_game(row), _deal_rows(db, game_id)
        stored = _dumps(dict(entry))
        entries = [d["entry"] for d in deals] + [json.loads(stored)]  # what the log will replay from now on
        result = REPLAYS.replay(row, game, entries)  # raises DealRefused
        position = len(deals) + 1
        stamp = now()
        cursor = db.execute("INSERT INTO deals (game_id, position, entry, client_id, created, updated) "
                            "VALUES (?, ?, ?, ?, ?, ?)",
                            [game_id, position, stored, client_id, stamp, stamp])
        if clear_draft:
            db.execute("DELETE FROM drafts WHERE game_id = ?", [game_id])
            db.execute("UPDATE games SET draft_revision = draft_revision + 1 WHERE id = ?", [game_id])
        written = {**row, **_refresh(db, game_id, result), "revision": int(row.get("revision") or 0) + 1,
                   "draft_revision": int(row.get("draft_revision") or 0) + int(clear_draft)}
        deal_id = int(cursor.lastrowid or 0)
        added = {"id": deal_id, "position": position, "entry": entries[-1], "client_id": client_id,
                 "created": stamp, "updated": stamp}
        if clear_draft:
            draft = None
        elif mine is not None and mine.draft_revision == int(row.get("draft_revision") or 0):
            draft = mine.draft  # the draft the caller read is still the stored one
        else:
            draft = _draft(db, game_id)
        loaded = LoadedGame(row=written, game=game, deals=[*deals, added], replay=result, draft=draft)
        return DealAdded(position, True, deal_id, loaded)


def _find(deals: Sequence[dict[str, Any]], position: int | None, expected_id: int | None) -> int:
    """Index in ``deals`` of the deal at ``position`` (``DealNotFound`` when
    there is none, or when it is no longer the deal the form was showing);
    without a position, of the deal ``expected_id``, wherever it stands now."""
    for i, deal in enumerate(deals):
        if position is None and deal["id"] == expected_id:
            return i
        if position is not None and deal["position"] == position:
            if expected_id is not None and deal["id"] != expected_id:
                raise DealNotFound(position)
            return i
    raise DealNotFound(position)


def replace_deal(game_id: int, position: int | None, entry: Mapping[str, Any], *, expected_id: int | None = None,
                 revision: int | None = None) -> None:
    """Replace the deal at ``position`` (or, when None, the deal
    ``expected_id``, found inside the write: a deletion just before does not
    lose it). ``DealRefused`` when the new entry itself is refused,
    ``ChangeRefused`` when a later deal would be."""
    with write() as db:
        row = _game_row(db, game_id)
        deals = _deal_rows(db, game_id)
        if position is None:  # a deal named by its id is missing whatever the revision
            _find(deals, None, expected_id)
        _check(row, revision)
        game = _build_game(row)
        index = _find(deals, position, expected_id)
        entries = [d["entry"] for d in deals]
        entries[index] = dict(entry)
        try:
            result = REPLAYS.replay(row, game, entries)
        except DealRefused as refused:
            if refused.deal > index + 1:
                raise ChangeRefused(refused, "edit") from refused
            raise
        db.execute("UPDATE deals SET entry = ?, updated = ? WHERE id = ?",
                   [_dumps(dict(entry)), now(), deals[index]["id"]])
        _refresh(db, game_id, result)


def delete_deal(game_id: int, position: int | None, *, expected_id: int | None = None,
                revision: int | None = None) -> bool:
    """Delete the deal at ``position`` (or, when None, the deal
    ``expected_id``, found inside the write: two phones deleting two deals
    at once both succeed) and renumber the later ones; ``ChangeRefused``
    when a later deal would be refused without it. With ``expected_id``, a
    deal already deleted (a retried request) is a no-op: returns False."""
    with write() as db:
        row = _game_row(db, game_id)
        deals = _deal_rows(db, game_id)
        try:
            index = _find(deals, position, expected_id)
        except DealNotFound:
            if expected_id is not None and not any(d["id"] == expected_id for d in deals):
                return False
            raise
        _check(row, revision)
        _delete(db, row, deals, index)
        return True


def _delete(db: sqlite_utils.Database, row: Mapping[str, Any], deals: Sequence[dict[str, Any]], index: int) -> None:
    game = _build_game(row)
    entries = [d["entry"] for i, d in enumerate(deals) if i != index]
    try:
        result = REPLAYS.replay(row, game, entries)
    except DealRefused as refused:
        if refused.deal >= index + 1:
            # numbered as the table knows them, before the deletion
            raise ChangeRefused(DealRefused(refused.deal + 1, refused), "delete") from refused
        raise
    db.execute("DELETE FROM deals WHERE id = ?", [deals[index]["id"]])
    for later in deals[index + 1:]:
        db.execute("UPDATE deals SET position = ? WHERE id = ?", [later["position"] - 1, later["id"]])
    _refresh(db, int(row["id"]), result)


def undo_deal(game_id: int, deal_id: int) -> int | None:
    """Take back the deal just entered, if it is still the last one: its
    position, or None when it is gone or no longer last. A deal entered live
    goes back to being the deal in progress."""
    with write() as db:
        row = _game_row(db, game_id)
        deals = _deal_rows(db, game_id)
        if not deals or deals[-1]["id"] != deal_id:
            return None
        last = deals[-1]
        _delete(db, row, deals, len(deals) - 1)
        if live_pad(_build_game(row)) is not None:
            _save_draft(db, game_id, last["entry"])
        return int(last["position"])


# --------------------------------------------------------------------- drafts

def _draft(db: sqlite_utils.Database, game_id: int) -> dict[str, Any] | None:
    rows = _rows(db, "SELECT entry FROM drafts WHERE game_id = ?", [game_id])
    if not rows:
        return None
    value = _loads(rows[0]["entry"], {})
    return value if isinstance(value, dict) else {}


def _save_draft(db: sqlite_utils.Database, game_id: int, entry: Mapping[str, Any]) -> None:
    db.execute("INSERT INTO drafts (game_id, entry, updated) VALUES (?, ?, ?) "
               "ON CONFLICT(game_id) DO UPDATE SET entry = excluded.entry, updated = excluded.updated",
               [game_id, _dumps(dict(entry)), now()])
    db.execute("UPDATE games SET draft_revision = draft_revision + 1 WHERE id = ?", [game_id])


def save_draft(game_id: int, entry: Mapping[str, Any], *, revision: int | None = None) -> None:
    with write() as db:
        row = _game_row(db, game_id)
        _check(row, revision, "draft")
        _save_draft(db, game_id, entry)


def edit_draft(game_id: int, change: Callable[[dict[str, Any]], Mapping[str, Any] | None], *,
               revision: int | None = None) -> dict[str, Any]:
    """Read, change and save the deal in progress in one transaction. A
    ``revision`` other than the draft's is :class:`Stale`. ``change`` returns
    the new draft, or None to write nothing (a refused event)."""
    with write() as db:
        row = _game_row(db, game_id)
        _check(row, revision, "draft")
        current = _draft(db, game_id) or {}
        new = change(dict(current))
        if new is None:
            return current
        _save_draft(db, game_id, new)
        return dict(new)


def clear_draft(game_id: int, *, revision: int | None = None) -> None:
    with write() as db:
        row = _game_row(db, game_id)
        _check(row, revision, "draft")
        db.execute("DELETE FROM drafts WHERE game_id = ?", [game_id])
        db.execute("UPDATE games SET draft_revision = draft_revision + 1 WHERE id = ?", [game_id])
