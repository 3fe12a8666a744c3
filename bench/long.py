"""Long games: the game page of a 1,000-deal game against a 10-deal one, and
the replay of a 100-deal game against one deal submission, in the same run.

The app runs in this process (Flask's test client over a database file, so
the server's own costs are left out and the ratios say what a long game adds).

* page: GET of the game page, 1,000 deals / 10 deals (target ≤ 4×);
* replay: what a request spends replaying a 100-deal game of Mille when a
  deal is added (the server resumes from the replay it holds of the first 99,
  see ``store.ReplayCache``), against the median deal submission (target
  < 10 %); and, for the record, the same 100 deals replayed from nothing (what
  the first request after a restart pays);
* replays per request: how many times a deal submission, a page and a poll
  replay the game (target: once for the submission, never for the others,
  whose replay the submission left in the cache).

Nothing here asserts.

    python -m bench.long [--repeat N]
"""

from __future__ import annotations

import argparse
import re
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from statistics import median
from typing import Any

PLAYERS = ["Ana", "Bea", "Cyr"]
HTMX = {"HX-Request": "true"}


def entry(number: int) -> dict[str, Any]:
    """A deal of Mille as stored: contracts made and failed in turn (the game never ends)."""
    taker = PLAYERS[number % 3]
    d1, d2 = [p for p in PLAYERS if p != taker]
    made = number % 2 == 0
    return {"taker": taker, "contract": 100,
            "trick_points": {taker: 100 if made else 60, d1: 10 if made else 30, d2: 10 if made else 30}}


def form(number: int) -> dict[str, str]:
    fields: dict[str, str] = {"taker": str(entry(number)["taker"]), "contract": "100"}
    for player, points in entry(number)["trick_points"].items():
        fields[f"trick_points.{player}"] = str(points)
    return fields


def timed(run: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return median(times)


def field(page: str, name: str) -> str:
    found = re.search(rf'name="{name}"[^>]*value="([^"]*)"', page)
    return found.group(1) if found else ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args(argv)

    from compagnon import create_app, store
    from compagnon.rules import new_game, replay

    folder = Path(tempfile.mkdtemp(prefix="compagnon-long-"))
    app = create_app({"DATABASE": str(folder / "long.db"), "SECRET_KEY": "long-bench", "WTF_CSRF_ENABLED": False,
                      "RATELIMIT_ENABLED": False})
    client = app.test_client()

    def game_of(deals: int) -> str:
        with app.app_context():
            case = {"game": "mille", "players": PLAYERS, "deals": [entry(i) for i in range(deals)]}
            return store.import_game(case).edit_token

    short, long_ = game_of(10), game_of(1000)
    short_ms = timed(lambda: client.get(f"/g/{short}"), args.repeat)
    long_ms = timed(lambda: client.get(f"/g/{long_}"), args.repeat)

    scratch = game_of(0)
    count = [0]

    def submit() -> None:
        page = client.get(f"/g/{scratch}").get_data(as_text=True)
        start = time.perf_counter()
        client.post(f"/g/{scratch}/deals", headers=HTMX, data={
            "client_id": field(page, "client_id"), "revision": field(page, "revision"), "action": "save",
            **form(count[0])})
        submitted.append((time.perf_counter() - start) * 1000)
        count[0] += 1

    submitted: list[float] = []
    for _ in range(args.repeat):
        submit()
    deal_ms = median(submitted)
    game = new_game("mille", PLAYERS)
    log = [entry(i) for i in range(100)]
    replay_ms = timed(lambda: replay(game, log), args.repeat)
    cache = store.ReplayCache()
    row = {"id": 1, "slug": "mille", "players": PLAYERS, "variant": None, "options": None, "first_dealer": 0}
    cache.replay(row, game, log[:99])
    added = iter(range(100, 100 + 10 * args.repeat))
    resumed_ms = timed(lambda: cache.replay(row, game, [*log[:99], entry(next(added))]), args.repeat)

    from compagnon import store as kept

    calls = {"n": 0}
    original = kept.replay

    def counting(*a: Any, **k: Any) -> Any:
        calls["n"] += 1
        return original(*a, **k)

    kept.replay = counting  # type: ignore[assignment]
    try:
        per_request = {}
        calls["n"] = 0
        submit()
        per_request["deal submission"] = calls["n"]
        calls["n"] = 0
        client.get(f"/g/{scratch}")
        per_request["game page"] = calls["n"]
        calls["n"] = 0
        client.get(f"/g/{scratch}/poll?r=0&d=0", headers=HTMX)
        per_request["poll with a change"] = calls["n"]
    finally:
        kept.replay = original  # type: ignore[assignment]

    print("Long games (in process, Flask test client, Mille)")
    ratio = long_ms / short_ms
    share = resumed_ms / deal_ms
    print(f"  {'game page, 10 deals':44} {short_ms:8.2f} ms")
    print(f"  {'game page, 1,000 deals':44} {long_ms:8.2f} ms   {ratio:5.2f}×  "
          f"{'ok' if ratio <= 4 else 'MISSED'} (target ≤ 4×)")
    print(f"  {'deal submission':44} {deal_ms:8.2f} ms")
    print(f"  {'replay of a 100-deal game, a deal added':44} {resumed_ms:8.2f} ms   {share:5.1%}  "
          f"{'ok' if share < 0.10 else 'MISSED'} (target < 10 % of a submission)")
    print(f"  {'replay of 100 deals from nothing (restart)':44} {replay_ms:8.2f} ms   {replay_ms / deal_ms:5.1%}")
    for what, n in per_request.items():
        target = 1 if what == "deal submission" else 0
        print(f"  {'replays in one ' + what:44} {n:8d}      {'ok' if n <= target else 'MISSED'} (target ≤ {target})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
