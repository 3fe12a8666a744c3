"""Every benchmark, one after the other (``make bench``): the rules engine,
long games, page weight, the score sheets, a sheet renderer's memory, a
cheap phone, the taps a deal costs on it, and a club evening of load
against the server ``make run`` starts.

Each prints its figures with its targets beside them and the word MISSED
where one is not met, so a regression is visible at a glance. Each runs in
a process of its own, as it does alone: what one leaves behind (a heap, a
renderer, imported libraries) never weighs on the next one's figures.
Nothing here asserts timings.

    python -m bench [--quick]
"""

from __future__ import annotations

import json
import os
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


def engine() -> None:
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


def main(argv: list[str] | None = None) -> int:
    import argparse
    import platform
    import subprocess
    import sys

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="shorter runs (fewer renders, a shorter evening)")
    parser.add_argument("--engine", action="store_true", help="the rules engine's benchmark alone")
    args = parser.parse_args(argv)
    if args.engine:
        engine()
        return 0
    print(f"Machine: {platform.node()}, {os.cpu_count()} CPUs, {platform.processor() or platform.machine()}, "
          f"Python {platform.python_version()}")
    steps: list[tuple[str, list[str]]] = [
        ("Rules engine", ["bench.__main__", "--engine"]),
        ("Long games", ["bench.long"]),
        ("Weight", ["bench.weight"]),
        ("Score sheets", ["bench.sheets"]),
        ("PDF memory", ["bench.pdf_memory", "--renders", "100" if args.quick else "1000"]),
        ("Mobile", ["bench.mobile", "--repeat", "1" if args.quick else "3"]),
        ("Taps", ["bench.taps"]),
        ("Load", ["bench.load", "--seconds", "20" if args.quick else "300"]),
        ("Load, as a tournament", ["bench.load", "--tournament", "--scale", "1", "--no-pdf", "--seconds",
                                   "20" if args.quick else "300"]),
        ("Flood", ["bench.flood", "--seconds", "20" if args.quick else "60"]),
        ("Draw", ["bench.draw"]),
    ]
    failed = []
    for title, (module, *options) in steps:
        print(f"\n=== {title} ===", flush=True)
        if subprocess.run([sys.executable, "-m", module, *options], check=False).returncode:
            failed.append(title)
    if failed:
        print(f"\nbench: did not run to its end: {', '.join(failed)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
