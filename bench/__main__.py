"""Speed and memory of the rules engine, and the weight of the pages.

Prints one line per measure; targets are printed beside the numbers so a
regression is visible at a glance. Nothing here asserts timings.
"""

from __future__ import annotations

import json
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from statistics import median
from typing import Any

from compagnon.rules import new_game, replay

CASEBOOK = Path(__file__).resolve().parent.parent / "tests" / "casebook"


def long_mille_log(deals: int) -> list[dict[str, Any]]:
    """A long game that never ends: contracts alternately made and failed."""
    players = ["Ana", "Bea", "Cyr"]
    log = []
    for i in range(deals):
        taker = players[i % 3]
        made = i % 2 == 0
        others = [p for p in players if p != taker]
        log.append({"taker": taker, "contract": 100,
                    "trick_points": {taker: 100 if made else 60, others[0]: 10 if made else 30,
                                     others[1]: 10 if made else 30}})
    return log


def timed(label: str, run: Callable[[], object], repeat: int, target_ms: float) -> None:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    print(f"{label:48} median {median(times):8.2f} ms   (target < {target_ms} ms)")


def main() -> None:
    game = new_game("mille", ["Ana", "Bea", "Cyr"])
    log = long_mille_log(300)
    timed("replay: Mille, 300 deals", lambda: replay(game, log), 20, 50)

    cases = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(CASEBOOK.glob("besigue-*.json"))]
    valid = [c for c in cases if "error" not in c["expect"]]

    def all_besigue() -> None:
        for case in valid:
            replay(new_game("besigue", case["players"], case["variant"]), case["deals"])

    timed(f"replay: the {len(valid)} valid Bésigue cases", all_besigue, 20, 20)

    tracemalloc.start()
    replay(game, log)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"{'memory: replay of 300 Mille deals (peak)':48} {peak / 1024:8.0f} KiB (target < 4096 KiB)")

    from compagnon import create_app

    app = create_app({"TESTING": True, "DATABASE": ":memory:"})
    client = app.test_client()
    for path in ("/", "/static/app.css", "/static/vendor/htmx.min.js"):
        response = client.get(path)
        print(f"{'page weight: ' + path:48} {len(response.data) / 1024:8.1f} KiB (status {response.status_code})")


if __name__ == "__main__":
    main()
