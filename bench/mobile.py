"""The game page on a cheap phone: headless Chromium at 360×740 with its CPU
slowed down 4× and a slow-3G network (400 ms round trip, 400 kbit/s each
way), against the server ``make run`` starts.

Reported: the time from the tap on the link until the deal form is usable
(the page drawn, htmx loaded and wired to the form), on a first visit (empty
cache) and on a second one (the hashed static files come from the cache),
and how many bytes each visit downloaded. Nothing here asserts.

    python -m bench.mobile [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from statistics import median
from typing import Any

from bench.load import free_port, start_server

SLOW_3G = {"offline": False, "latency": 400, "downloadThroughput": 400 * 1024 / 8,
           "uploadThroughput": 400 * 1024 / 8}
USABLE = ("() => !!(window.htmx && document.readyState !== 'loading' && "
          "document.querySelector('#entry form[hx-post]') && "
          "document.querySelector('#entry form')['htmx-internal-data'])")


def new_game(base: str) -> str:
    """A game of Mille with a few deals, created through the JSON API."""
    import json

    def call(url: str, body: Any, token: str | None = None) -> Any:
        request = urllib.request.Request(base + url, data=json.dumps(body).encode(), method="POST",
                                         headers={"Content-Type": "application/json",
                                                  **({"Authorization": f"Bearer {token}"} if token else {})})
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.loads(response.read())

    created = call("/api/games", {"game": "mille", "players": ["Ana", "Bea", "Cyr"]})
    for taker in ["Ana", "Bea", "Cyr"] * 3:
        points = {p: 100 if p == taker else 10 for p in ["Ana", "Bea", "Cyr"]}
        call(f"/api/games/{created['id']}/deals", {"entry": {"taker": taker, "contract": 100,
                                                             "trick_points": points}}, created["edit_token"])
    return str(created["edit_token"])


def visit(page: Any, url: str) -> tuple[float, int]:
    downloaded = [0]

    def count(response: Any) -> None:
        try:
            size = response.request.sizes()["responseBodySize"]
        except Exception:  # a response without a body
            size = 0
        downloaded[0] += max(0, size)

    page.on("response", count)
    start = time.perf_counter()
    page.goto(url, wait_until="commit")
    page.wait_for_function(USABLE, timeout=120_000, polling=50)
    elapsed = (time.perf_counter() - start) * 1000
    page.wait_for_load_state("load")
    page.remove_listener("response", count)
    return elapsed, downloaded[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="compagnon-mobile-"))
    port = free_port()
    server = start_server(folder, port, int(os.environ.get("WORKERS", "2")))
    base = f"http://127.0.0.1:{port}"
    firsts: list[tuple[float, int]] = []
    seconds: list[tuple[float, int]] = []
    try:
        deadline = time.time() + 30
        while True:
            try:
                urllib.request.urlopen(base + "/", timeout=1)
                break
            except OSError:
                if time.time() > deadline:
                    raise
                time.sleep(0.2)
        token = new_game(base)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=shutil.which("chromium") or None)
            for _ in range(args.repeat):
                context = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=2,
                                              is_mobile=True, has_touch=True)
                page = context.new_page()
                cdp = context.new_cdp_session(page)
                cdp.send("Network.enable")
                cdp.send("Network.emulateNetworkConditions", SLOW_3G)
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
                firsts.append(visit(page, f"{base}/g/{token}"))
                seconds.append(visit(page, f"{base}/g/{token}"))
                context.close()
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
        shutil.rmtree(folder, ignore_errors=True)
    print("Mobile: the game page (Mille, 9 deals) in Chromium at 360×740, CPU ×4 slower, slow 3G "
          "(400 ms RTT, 400 kbit/s)")
    for label, runs in (("first visit (empty cache)", firsts), ("second visit (cached static files)", seconds)):
        print(f"  {label:40} deal form usable after {median(t for t, _ in runs):7.0f} ms   "
              f"downloaded {median(b for _, b in runs) / 1024:6.1f} KiB   (median of {len(runs)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
