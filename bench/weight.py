"""What a phone downloads: the game page's first load (the page, everything
it pulls and the service worker it registers), a repeat visit (the page
again, its static files from the cache, the worker checked), compressed as
the server sends them, headers included, and each htmx fragment a game sends
afterwards; the cache lifetime of static files.

Targets: first load ≤ 24 KB, repeat visit ≤ 2 KB, on a Mille game of 4 deals
(the page Lighthouse measures); each fragment ≤ 2 KB (compressed bytes): a
saved deal, a refused deal, a poll after another phone's deal; a poll with
nothing new 0 B. Static files compressed with a year-long cache under
content-hashed names. The app runs in this process (Flask's test client
asking for brotli or gzip as a browser does): the headers counted are the
app's, a status line included (the server in front adds a few of its own).
Run ``make setup`` first: it writes the hashed files.

    python -m bench.weight
"""

from __future__ import annotations

import gzip
import re
import tempfile
from pathlib import Path
from typing import Any

from bench.load import a_deal
from bench.load import field_value as field

ACCEPT = {"Accept-Encoding": "br, gzip"}
HTMX = {"HX-Request": "true", **ACCEPT}
FIRST_LOAD = 24 * 1024
BESIDE_HTMX = 9 * 1024  # of the first load, what is not htmx
REPEAT_VISIT = 2 * 1024
FRAGMENT = 2 * 1024
FIRST_DEALS = 4  # the first load's page: a game of 4 deals
DEALS = 10  # the fragments': a longer game
YEAR = 365 * 24 * 3600


def line(label: str, answer: Any, note: str = "") -> int:
    """Print what an answer weighs (its status line and headers, its body); give it."""
    head = len(f"HTTP/1.1 {answer.status}\r\n") + sum(len(f"{k}: {v}\r\n") for k, v in answer.headers.items()) + 2
    body = len(answer.data)
    print(f"  {label[:58]:58} {head:5} + {body:6} = {head + body:6} B  "
          f"({answer.status_code}, {answer.headers.get('Content-Encoding') or 'identity'}){note}")
    return head + body


def max_age(headers: Any) -> int:
    found = re.search(r"max-age=(\d+)", headers.get("Cache-Control", ""))
    return int(found.group(1)) if found else 0


def unpacked(answer: Any) -> str:
    """An answer's text, as the browser reads it once decompressed."""
    import brotli

    coding = answer.headers.get("Content-Encoding")
    data = brotli.decompress(answer.data) if coding == "br" else gzip.decompress(answer.data) if coding else answer.data
    return str(data.decode())


def main() -> int:
    from compagnon import create_app

    folder = Path(tempfile.mkdtemp(prefix="compagnon-weight-"))
    app = create_app({"DATABASE": str(folder / "weight.db"), "SECRET_KEY": "weight-bench", "WTF_CSRF_ENABLED": False,
                      "RATELIMIT_ENABLED": False})
    client = app.test_client()
    created = client.post("/new/mille", data={"player.0": "Ana", "player.1": "Bea", "player.2": "Cyr",
                                              "first_dealer": "0"})
    token = created.headers["Location"].rsplit("/", 1)[1]
    def deal(i: int) -> None:
        page = client.get(f"/g/{token}").get_data(as_text=True)
        client.post(f"/g/{token}/deals", headers=HTMX, data={
            "client_id": field(page, "client_id"), "revision": field(page, "revision"), "action": "save",
            **a_deal(i)})

    for i in range(FIRST_DEALS):
        deal(i)

    missed = 0
    print("Weight (Mille; compressed as sent to a browser asking for br or gzip; bytes: headers + body)")
    print(f"  first load: the game page ({FIRST_DEALS} deals), what it links, the worker it registers")
    first = client.get(f"/g/{token}", headers=ACCEPT)
    total = line("game page", first)
    html = client.get(f"/g/{token}").get_data(as_text=True)
    htmx = 0
    for url in re.findall(r'(?:href|src)="(/static/[^"]+)"', html):
        answer = client.get(url, headers=ACCEPT)
        age = max_age(answer.headers)
        hashed = bool(re.search(r"-[0-9a-f]{32}\.", url))
        ok = answer.headers.get("Content-Encoding") in ("br", "gzip") and hashed and age >= YEAR
        missed += not ok
        weight = line(url, answer, f" max-age {age} " + ("ok" if ok else "MISSED (compressed, hashed name, "
                                                                           "a year of cache)"))
        total += weight
        htmx += weight if "/htmx." in url else 0
    worker = re.search(r'data-sw="([^"]+)"', html)
    worker_url = worker.group(1) if worker else "/sw.js"
    registered = client.get(worker_url, headers=ACCEPT)
    total += line(f"{worker_url} (the service worker)", registered)
    verdict = "ok" if total <= FIRST_LOAD else "MISSED"
    missed += total > FIRST_LOAD
    print(f"  {'first load, everything':58} {total:22} B  {verdict} (target ≤ {FIRST_LOAD} B)")
    rest = total - htmx  # the share: htmx ~15 KB of the 24, everything else ≤ 9 KB
    print(f"  {'first load but htmx':58} {rest:22} B  {'ok' if rest <= BESIDE_HTMX else 'MISSED'} "
          f"(target ≤ {BESIDE_HTMX} B; not counted apart)")
    print("  repeat visit: the page again, revalidated (nothing changed), its static files from the cache")
    again = line("game page, checked", client.get(f"/g/{token}", headers={
        **ACCEPT, "If-None-Match": first.headers.get("ETag", "")}))
    again += line(f"{worker_url} checked, unchanged", client.get(worker_url, headers={
        **ACCEPT, "If-None-Match": registered.headers.get("ETag", "")}))
    verdict = "ok" if again <= REPEAT_VISIT else "MISSED"
    missed += again > REPEAT_VISIT
    print(f"  {'repeat visit, everything':58} {again:22} B  {verdict} (target ≤ {REPEAT_VISIT} B)")

    for i in range(FIRST_DEALS, DEALS):
        deal(i)

    page = client.get(f"/g/{token}").get_data(as_text=True)
    poll = re.search(r'hx-get="([^"]*/poll[^"]*)"', page)
    poll_url = (poll.group(1) if poll else "").replace("&amp;", "&")
    fragments = {
        "poll, nothing new (204)": client.get(poll_url, headers=HTMX),
        "poll after another phone's deal": client.get(re.sub(r"r=\d+", "r=0", poll_url), headers=HTMX),
        "a tap that redraws dependent fields": client.post(f"/g/{token}/deals", headers=HTMX, data={
            "client_id": field(page, "client_id"), "revision": field(page, "revision"), "action": "refresh",
            "misdeal": "on"}),
        "a deal's detail": client.get(f"/g/{token}/deals/3", headers=HTMX),
        "a refused deal (the entry, morphed)": client.post(f"/g/{token}/deals", headers=HTMX, data={
            "client_id": field(page, "client_id"), "revision": field(page, "revision"), "action": "save",
            "taker": "Ana", "contract": "97"}),
        "a saved deal (its form drawn blank: not sent again)": client.post(f"/g/{token}/deals", headers=HTMX, data={
            "client_id": field(page, "client_id"), "revision": field(page, "revision"), "action": "save",
            "blank": field(page, "blank"), **a_deal(10)}),
    }
    # a form drawn with values (after a refusal or a preview) gets the next one whole, blank
    page = client.get(f"/g/{token}").get_data(as_text=True)
    redrawn = client.post(f"/g/{token}/deals", headers=HTMX, data={
        "client_id": field(page, "client_id"), "revision": field(page, "revision"), "action": "save", **a_deal(11)})
    undo = re.search(r'name="deal_id" value="(\d+)"', unpacked(redrawn))
    undone = client.post(f"/g/{token}/undo", headers=HTMX, data={"deal_id": undo.group(1) if undo else ""})
    for label, answer in fragments.items():
        size = len(answer.data)
        ok = size <= FRAGMENT
        missed += not ok
        print(f"  {'fragment: ' + label:58} {size:22} B  ({answer.headers.get('Content-Encoding') or 'identity'}) "
              f"{'ok' if ok else 'MISSED'} (target ≤ {FRAGMENT} B)")
    # what the rarer answers weigh: the whole entry, morphed (a save after a refusal or a preview, an undo)
    for label, answer in (("a saved deal, its form drawn with values (whole entry)", redrawn),
                          ("an undo (entry, totals and the whole table)", undone)):
        print(f"  {label:58} {len(answer.data):22} B  ({answer.headers.get('Content-Encoding') or 'identity'}) "
              "(not a target)")
    print("weight: every target holds" if not missed else f"weight: {missed} target(s) missed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
