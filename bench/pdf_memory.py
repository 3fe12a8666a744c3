"""A server worker's memory after many score sheets: 1,000 filled sheets
rendered one after another, each a new revision (so never the cached PDF),
through the same path as the app (``render_pdf``: the cache of recent PDFs,
the rendering slot, the renderer process that the app renders in and that
another replaces every ``RECYCLE_AFTER`` renders). The resident memory of
this process (the worker) and of its renderer are read from ``/proc``
before, after the first render, every 100 renders and at the end (target:
the worker ≤ 150 MB after 1,000). ``--in-process`` renders in the worker
itself instead, to see what the renderer process saves. Nothing here asserts.

    python -m bench.pdf_memory [--renders 1000]
"""

from __future__ import annotations

import argparse
import gc
import time
from pathlib import Path
from typing import Any

TARGET_MB = 150


def rss_mb(pid: int | str = "self") -> float:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return float("nan")
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def renderer_mb() -> float:
    from compagnon import sheets

    pool = sheets._renderer
    pids = list(getattr(pool, "_processes", {}) or {})
    return sum(rss_mb(pid) for pid in pids) if pids else float("nan")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--renders", type=int, default=1000)
    parser.add_argument("--in-process", action="store_true", help="render in this process, as before")
    args = parser.parse_args(argv)

    import tempfile

    from compagnon import create_app
    from compagnon.rules import new_game, replay
    from compagnon.sheets import render_pdf, sheet_html, to_pdf

    app = create_app({"DATABASE": str(Path(tempfile.mkdtemp(prefix="compagnon-pdf-")) / "pdf.db"),
                      "SECRET_KEY": "pdf-bench", "RENDER_PROCESS": not args.in_process})
    # the sheets are drawn with the app's templates and in the request's language, as in a worker
    app.test_request_context().push()

    players = ["Ana", "Bea", "Cyr"]
    game = new_game("mille", players)
    log: list[dict[str, Any]] = []
    where = "in the worker itself" if args.in_process else "in the worker's renderer process"
    print(f"PDF memory: {args.renders} filled sheets of Mille rendered {where}")
    print(f"  {'before any render':32} {rss_mb():8.1f} MB")
    start = time.perf_counter()
    for i in range(args.renders):
        taker = players[i % 3]
        made = i % 2 == 0
        log.append({"taker": taker, "contract": 100, "trick_points": {
            p: (100 if made else 60) if p == taker else (10 if made else 30) for p in players}})
        if len(log) > 12:  # a game of a club evening: the last 12 deals of an endless one
            log.pop(0)
        result = replay(game, log)
        pdf = render_pdf(("bench", i), lambda result=result: to_pdf(sheet_html(result, title="Mille"), "A4"))
        assert pdf.startswith(b"%PDF")
        if i == 0 or (i + 1) % 100 == 0:
            gc.collect()
            print(f"  {'after ' + str(i + 1) + ' renders':32} {rss_mb():8.1f} MB   (renderer {renderer_mb():6.1f} MB, "
                  f"{(time.perf_counter() - start) / (i + 1) * 1000:.0f} ms a sheet)")
    final = rss_mb()
    print(f"  {'worker after ' + str(args.renders) + ' renders':32} {final:8.1f} MB   "
          f"{'ok' if final <= TARGET_MB else 'MISSED'} (target ≤ {TARGET_MB} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
