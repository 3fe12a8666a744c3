"""Kill the server with SIGKILL while phones are writing, start it again, and
check that every deal it acknowledged is there once and the database is sound.

    python -m bench.crash --cycles 20 --seconds 3 --phones 8

Each cycle starts ``compagnon serve`` on a free port over the same database,
lets phones enter deals through the JSON API (each deal with its own id,
each sent until acknowledged), kills the server at a random moment, and
checks: every acknowledged deal is stored exactly once, no deal is stored
twice, ``PRAGMA integrity_check`` answers ok. The test suite runs one short
cycle; a long run is this script.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEAL = {"taker": "Ana", "contract": 100, "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10}}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(database: Path, port: int) -> subprocess.Popen[bytes]:
    env = {**os.environ, "COMPAGNON_DATABASE": str(database), "COMPAGNON_RATELIMIT_ENABLED": "false",
           "COMPAGNON_SECRET_KEY": "crash-test"}
    exe = Path(sys.executable).parent / "compagnon"
    process = subprocess.Popen([str(exe), "serve", "--host", "127.0.0.1", "--port", str(port)], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 20
    while time.time() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/rules/mille/schema", timeout=1)
            return process
        except (urllib.error.URLError, ConnectionError, OSError):
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("the server did not start")


def call(method: str, url: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def run(cycles: int = 1, seconds: float = 2.0, phones: int = 4, seed: int | None = None,
        workdir: Path | None = None) -> dict[str, Any]:
    """Run the cycles; raises AssertionError on a lost, doubled or corrupt deal."""
    rng = random.Random(seed)
    folder = workdir or Path(tempfile.mkdtemp(prefix="compagnon-crash-"))
    database = folder / "crash.db"
    acknowledged: set[str] = set()
    port = free_port()
    server = start_server(database, port)
    base = f"http://127.0.0.1:{port}"
    status, created = call("POST", f"{base}/api/games", {"game": "mille", "players": ["Ana", "Bea", "Cyr"]})
    assert status == 201, created
    game, token = created["id"], created["edit_token"]
    try:
        for _ in range(cycles):
            stop = threading.Event()
            lock = threading.Lock()

            def phone(stop: threading.Event = stop, lock: threading.Lock = lock) -> None:
                while not stop.is_set():
                    deal_id = uuid.uuid4().hex
                    try:
                        code, _ = call("POST", f"{base}/api/games/{game}/deals",
                                       {"id": deal_id, "entry": {**DEAL, "note": deal_id}}, token)
                    except Exception:  # noqa: BLE001 - the server died mid-answer, however it shows
                        return  # what was not acknowledged may or may not be there
                    if code in (200, 201):
                        with lock:
                            acknowledged.add(deal_id)

            threads = [threading.Thread(target=phone) for _ in range(phones)]
            for t in threads:
                t.start()
            time.sleep(rng.uniform(seconds / 2, seconds))
            server.send_signal(signal.SIGKILL)  # no flush, no goodbye
            server.wait()
            stop.set()
            for t in threads:
                t.join(timeout=10)
            server = start_server(database, port)
        status, result = call("GET", f"{base}/api/games/{game}", token=token)
        assert status == 200, result
        notes = [d["entry"].get("note") for d in result["deals"]]
        doubled = {n for n in notes if notes.count(n) > 1}
        lost = acknowledged - set(notes)
        assert not doubled, f"deals stored twice: {sorted(doubled)[:5]}"
        assert not lost, f"acknowledged deals lost: {sorted(lost)[:5]}"
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()
    with sqlite3.connect(database) as db:
        integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
    assert integrity == "ok", integrity
    return {"cycles": cycles, "acknowledged": len(acknowledged), "stored": len(notes), "integrity": integrity}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--phones", type=int, default=8)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args()
    print(json.dumps(run(args.cycles, args.seconds, args.phones, args.seed)))


if __name__ == "__main__":
    main()
