"""The rate limiter's counters (compagnon/counters.py): fixed windows in a
SQLite file that every process and thread of the server shares."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from limits import parse
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from compagnon import counters
from compagnon.counters import SQLiteCounters


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    now = [1_000_000.0]
    monkeypatch.setattr(counters.time, "time", lambda: now[0])
    return now


def test_a_window_counts_from_its_first_hit_and_starts_again_after_it(tmp_path: Path, clock: list[float]) -> None:
    store = SQLiteCounters(f"compagnon+sqlite://{tmp_path / 'c.db'}")
    assert [store.incr("k", 60) for _ in range(3)] == [1, 2, 3]
    assert store.incr("k", 60, amount=5) == 8 and store.get("k") == 8
    assert store.get_expiry("k") == clock[0] + 60
    clock[0] += 59.9
    assert store.get("k") == 8 and store.incr("k", 60) == 9
    clock[0] += 0.1  # the window is over: a new one starts with the next hit
    assert store.get("k") == 0 and store.get_expiry("k") == clock[0]
    assert store.incr("k", 60, amount=2) == 2 and store.get_expiry("k") == clock[0] + 60
    assert store.get("other") == 0
    store.clear("k")
    assert store.get("k") == 0 and store.check()
    store.incr("a", 60), store.incr("b", 60)
    assert store.reset() == 2 and store.get("a") == 0


def test_two_storages_on_one_file_share_their_counts(tmp_path: Path) -> None:
    """Each worker process of the server opens the file: one count."""
    uri = f"compagnon+sqlite://{tmp_path / 'c.db'}"
    first, second = storage_from_string(uri), storage_from_string(uri)
    assert isinstance(first, SQLiteCounters)
    limit = parse("5 per minute")
    one, two = FixedWindowRateLimiter(first), FixedWindowRateLimiter(second)
    hits = [(one if i % 2 else two).hit(limit, "addr:10.0.0.7") for i in range(8)]
    assert hits == [True] * 5 + [False] * 3
    assert one.hit(limit, "addr:10.0.0.8")  # another address, another count


def test_threads_lose_no_hit(tmp_path: Path) -> None:
    store = SQLiteCounters(f"compagnon+sqlite://{tmp_path / 'c.db'}")

    def hit() -> None:
        for _ in range(50):
            store.incr("k", 60)

    threads = [threading.Thread(target=hit) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert store.get("k") == 400


def test_counters_past_their_window_are_swept(tmp_path: Path, clock: list[float],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(counters, "SWEEP_EVERY", 3)
    store = SQLiteCounters(f"compagnon+sqlite://{tmp_path / 'c.db'}")
    store.incr("old", 10), store.incr("kept", 100)
    clock[0] += 50
    store.incr("new", 10)  # the third hit sweeps
    rows = {key for (key,) in store._db().execute("SELECT key FROM counts")}
    assert rows == {"kept", "new"}
