"""Copy the database while the app runs, and put a copy back.

The copy uses SQLite's online backup API: it reads a consistent snapshot
of the whole database, whatever the phones write meanwhile, and the copy is
a plain database file (no WAL beside it).
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

__all__ = ["BadDatabase", "backup", "check", "restore"]

#: the tables every Compagnon database has
TABLES = frozenset({"games", "deals", "drafts", "schema_version"})


def N_(text: str) -> str:
    """Marks ``text`` for the interface's catalog: it is translated where it is
    shown (the command line), in the language spoken there."""
    return text


class BadDatabase(ValueError):
    """The file is not a Compagnon database, or is damaged: ``text`` (French,
    as the interface's catalog knows it) with its ``params``."""

    def __init__(self, text: str, **params: Any) -> None:
        super().__init__(text % params)
        self.text = text
        self.params = params


def backup(source: str | Path, target: str | Path) -> int:
    """Copy ``source`` into ``target`` (replaced); returns the number of games copied."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partiel")
    partial.unlink(missing_ok=True)
    src = sqlite3.connect(str(source), timeout=30.0)
    try:
        src.execute("PRAGMA busy_timeout = 30000")
        dst = sqlite3.connect(str(partial))
        try:
            src.backup(dst)
            dst.execute("PRAGMA journal_mode = DELETE")
            games = int(dst.execute("SELECT COUNT(*) FROM games").fetchone()[0])
        finally:
            dst.close()
    finally:
        src.close()
    partial.replace(target)
    return games


def check(path: str | Path) -> int:
    """The schema version of a Compagnon database; :class:`BadDatabase` when
    the file is not one or fails ``PRAGMA integrity_check``."""
    path = Path(path)
    if not path.is_file():
        raise BadDatabase(N_("%(path)s : fichier introuvable."), path=path)
    with open(path, "rb") as file:
        if file.read(16) != b"SQLite format 3\x00":
            raise BadDatabase(N_("%(path)s n'est pas une base SQLite."), path=path)
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            verdict = [row[0] for row in conn.execute("PRAGMA integrity_check")]
            if verdict != ["ok"]:
                raise BadDatabase(N_("%(path)s est endommagée : %(verdict)s"), path=path,
                                  verdict="; ".join(map(str, verdict[:3])))
            tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if not TABLES <= tables:
                raise BadDatabase(N_("%(path)s n'est pas une base Compagnon (tables games, deals… absentes)."),
                                  path=path)
            row = conn.execute("SELECT version FROM schema_version WHERE id = 1").fetchone()
            return int(row[0]) if row else 0
        finally:
            conn.close()
    except sqlite3.DatabaseError as error:
        raise BadDatabase(N_("%(path)s illisible : %(error)s"), path=path, error=error) from None


def restore(source: str | Path, target: str | Path, *, force: bool = False) -> int:
    """Put the copy ``source`` in place of the database ``target``, once it is
    checked; refuses to replace an existing database without ``force``
    (``FileExistsError``). Returns the number of games restored."""
    check(source)
    target = Path(target)
    if target.exists() and not force:
        raise FileExistsError(str(target))
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.exists():
        # through SQLite, so a running app's connections see the new content
        src = sqlite3.connect(str(source))
        dst = sqlite3.connect(str(target), timeout=30.0)
        try:
            src.backup(dst)
        finally:
            src.close()
            dst.close()
    else:
        shutil.copyfile(source, target)
    conn = sqlite3.connect(str(target))
    try:
        return int(conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])
    finally:
        conn.close()
