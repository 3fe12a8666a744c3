"""The rate limiter's counters, in a SQLite file beside the database, shared
by every process of the server: counted in each process's memory, a limit
let one address go as many times over it as gunicorn has workers.

A storage of the ``limits`` library, for its fixed windows (what
Flask-Limiter counts with here), named by the URI
``compagnon+sqlite:///path/to/file``. A counter's window starts with its
first hit and lasts the limit's period. The file holds counts only, rebuilt
from nothing if lost: it is written without waiting for the disk
(``synchronous=OFF``), and never in the database's transactions.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time

from limits.storage import Storage

SCHEMA = ("CREATE TABLE IF NOT EXISTS counts (key TEXT PRIMARY KEY, count INTEGER NOT NULL, ends REAL NOT NULL)"
          " WITHOUT ROWID")
#: counters past their window are dropped every this many hits (of each process)
SWEEP_EVERY = 1000


class SQLiteCounters(Storage):
    """Fixed-window counters in one SQLite file, for every process and thread."""

    STORAGE_SCHEME = ["compagnon+sqlite"]

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False,
                 **options: float | str | bool) -> None:
        super().__init__(uri, wrap_exceptions, **options)
        self.path = (uri or "").split("://", 1)[-1]
        self._local = threading.local()
        self._hits = 0

    @property
    def base_exceptions(self) -> type[Exception]:
        return sqlite3.Error

    def _db(self) -> sqlite3.Connection:
        """This thread's connection (a forked process opens its own)."""
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is None or self._local.pid != os.getpid():
            db = sqlite3.connect(self.path, timeout=10, isolation_level=None, check_same_thread=False)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=OFF")
            db.execute(SCHEMA)
            self._local.db, self._local.pid = db, os.getpid()
        return db

    def incr(self, key: str, expiry: float, amount: int = 1) -> int:
        now = time.time()
        db = self._db()
        self._hits += 1
        if self._hits % SWEEP_EVERY == 0:
            db.execute("DELETE FROM counts WHERE ends <= ?", (now,))
        # a counter past its window starts a new one (the SET's expressions read the row as it was)
        row = db.execute(
            "INSERT INTO counts VALUES (:key, :amount, :ends) ON CONFLICT (key) DO UPDATE SET"
            " count = CASE WHEN ends <= :now THEN :amount ELSE count + :amount END,"
            " ends = CASE WHEN ends <= :now THEN :ends ELSE ends END RETURNING count",
            {"key": key, "amount": amount, "ends": now + expiry, "now": now}).fetchone()
        return int(row[0])

    def get(self, key: str) -> int:
        row = self._db().execute("SELECT count FROM counts WHERE key = ? AND ends > ?", (key, time.time())).fetchone()
        return int(row[0]) if row else 0

    def get_expiry(self, key: str) -> float:
        now = time.time()
        row = self._db().execute("SELECT ends FROM counts WHERE key = ? AND ends > ?", (key, now)).fetchone()
        return float(row[0]) if row else now

    def check(self) -> bool:
        self._db().execute("SELECT 1")
        return True

    def reset(self) -> int | None:
        return self._db().execute("DELETE FROM counts").rowcount

    def clear(self, key: str) -> None:
        self._db().execute("DELETE FROM counts WHERE key = ?", (key,))
