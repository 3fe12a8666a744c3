"""What a phone downloads: the game page's first load (the page and
everything it pulls), compressed as the server sends it, and each htmx
fragment a game sends afterwards; the cache lifetime of static files.

Targets: first load ≤ 30 KB, each fragment ≤ 2 KB (compressed bytes): a saved
deal, a refused deal, a poll after another phone's deal; a poll with nothing
new 0 B. Static files compressed with a year-long cache under content-hashed
names. The app
runs in this process (Flask's test client asking for brotli or gzip as a
browser does). Run ``make setup`` first: it writes the hashed files.

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
FIRST_LOAD = 30 * 1024
FRAGMENT = 2 * 1024
YEAR = 365 * 24 * 3600


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
    for i in range(10):
        page = client.get(f"/g/{token}").get_data(as_text=True)
        client.post(f"/g/{token}/deals", headers=HTMX, data={
            "client_id": field(page, "client_id"), "revision": field(page, "revision"), "action": "save",
            **a_deal(i)})

    missed = 0
    print("Weight (Mille, 10 deals; compressed bytes as sent to a browser asking for br or gzip)")
    first = client.get(f"/g/{token}", headers=ACCEPT)
    html = client.get(f"/g/{token}").get_data(as_text=True)
    total = len(first.data)
    print(f"  {'game page':58} {len(first.data):7} B  ({first.headers.get('Content-Encoding') or 'identity'})")
    for url in re.findall(r'(?:href|src)="(/static/[^"]+)"', html):
        answer = client.get(url, headers=ACCEPT)
        total += len(answer.data)
        age = max_age(answer.headers)
        hashed = bool(re.search(r"-[0-9a-f]{32}\.", url))
        ok = answer.headers.get("Content-Encoding") in ("br", "gzip") and hashed and age >= YEAR
        missed += not ok
        print(f"  {url:58} {len(answer.data):7} B  ({answer.headers.get('Content-Encoding') or 'identity'}, "
              f"max-age {age}) {'ok' if ok else 'MISSED (compressed, hashed name, a year of cache)'}")
    verdict = "ok" if total <= FIRST_LOAD else "MISSED"
    missed += total > FIRST_LOAD
    print(f"  {'first load, everything':58} {total:7} B  {verdict} (target ≤ {FIRST_LOAD} B)")

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
        print(f"  {'fragment: ' + label:58} {size:7} B  ({answer.headers.get('Content-Encoding') or 'identity'}) "
              f"{'ok' if ok else 'MISSED'} (target ≤ {FRAGMENT} B)")
    # what the rarer answers weigh: the whole entry, morphed (a save after a refusal or a preview, an undo)
    for label, answer in (("a saved deal, its form drawn with values (whole entry)", redrawn),
                          ("an undo (entry, totals and the whole table)", undone)):
        print(f"  {label:58} {len(answer.data):7} B  ({answer.headers.get('Content-Encoding') or 'identity'}) "
              "(not a target)")
    print("weight: every target holds" if not missed else f"weight: {missed} target(s) missed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
