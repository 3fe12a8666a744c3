"""The game page on a cheap phone: headless Chromium at 360×740 with its CPU
slowed down 4×, against the server ``make run`` starts, on a Mille game of 4
deals, on two networks: Lighthouse's mobile profile (150 ms round trip,
1.6 Mbit/s down, 750 kbit/s up) and slow 3G (400 ms, 400 kbit/s each way).

Reported, for a first visit (empty cache) and a repeat one (the same phone
opening the page again: its cache and its service worker): the first
contentful paint and the largest one (LCP), the time from the tap on the link
until the deal form is usable (the page drawn, htmx loaded and wired to the
form), and the bytes each request cost on the wire, headers included. A
proxy between the browser and the server counts them, so the service
worker's own requests (the worker itself, the pages it fetches) are counted
too; the polls a game page makes every two seconds are listed apart (they
go on as long as the page is open: they are not its load).

Targets (Lighthouse's profile): LCP ≤ 1.0 s; a first visit ≤ 24 KB, a repeat
one ≤ 2 KB. Nothing here asserts.

    python -m bench.mobile [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import socket
import sys
import tempfile
import threading
import time
import urllib.request
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from statistics import median
from typing import Any, BinaryIO

from bench.load import free_port, start_server

#: the network and CPU Lighthouse's mobile profile stands for
LIGHTHOUSE = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8}
SLOW_3G = {"offline": False, "latency": 400, "downloadThroughput": 400 * 1024 / 8,
           "uploadThroughput": 400 * 1024 / 8}
NETWORKS = {"Lighthouse mobile (150 ms, 1.6 Mbit/s)": LIGHTHOUSE, "slow 3G (400 ms, 400 kbit/s)": SLOW_3G}
CPU_SLOWDOWN = 4
LCP_TARGET = 1000  # ms, on Lighthouse's profile
FIRST_VISIT = 24 * 1024
REPEAT_VISIT = 2 * 1024
DEALS = 4
USABLE = ("() => !!(window.htmx && document.readyState !== 'loading' && "
          "document.querySelector('#entry form[hx-post]') && "
          "document.querySelector('#entry form')['htmx-internal-data'])")
#: the largest contentful paint, as the page reports it (the last candidate before any input)
WATCH_LCP = ("window.__lcp = 0; new PerformanceObserver(list => { for (const entry of list.getEntries()) "
             "window.__lcp = entry.startTime; }).observe({type: 'largest-contentful-paint', buffered: true});")
PAINTS = ("() => [performance.getEntriesByName('first-contentful-paint')[0]?.startTime || 0, "
          "window.__lcp || 0]")


@dataclass
class Answer:
    """One request and what its answer weighed on the wire."""

    path: str
    status: int = 0
    head: int = 0  # the status line and the headers
    body: int = 0  # the body as sent (compressed, chunked)
    encoding: str = ""

    @property
    def size(self) -> int:
        return self.head + self.body


@dataclass
class Wire:
    """A proxy between the browser and the server that notes each answer's weight (HTTP/1.1, one request at a
    time on each connection, as browsers use it)."""

    upstream: int
    answers: list[Answer] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.lock = threading.Lock()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self.connect, args=(client,), daemon=True).start()

    def connect(self, client: socket.socket) -> None:
        try:
            server = socket.create_connection(("127.0.0.1", self.upstream))
        except OSError:  # the server is not up yet
            client.close()
            return
        asked: deque[Answer] = deque()
        threading.Thread(target=self.pump, args=(client, server, asked, True), daemon=True).start()
        self.pump(server, client, asked, False)

    def pump(self, source: socket.socket, sink: socket.socket, asked: deque[Answer], requests: bool) -> None:
        reader = source.makefile("rb")
        try:
            while True:
                head = self.head(reader, sink)
                if head is None:
                    break
                first, headers = head
                if requests:
                    method, path = first.split(" ")[:2]
                    asked.append(Answer(path, head=0))
                    self.body(reader, sink, headers, 0, method == "HEAD")
                    continue
                answer = asked.popleft() if asked else Answer("?")
                answer.status = int(first.split(" ")[1])
                answer.head = sum(len(line) for line in headers[1]) + len(first) + 4
                answer.encoding = headers[0].get("content-encoding", "")
                answer.body = self.body(reader, sink, headers, answer.status, False)
                with self.lock:
                    self.answers.append(answer)
        except (OSError, ValueError):
            pass
        finally:
            for end in (source, sink):
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    @staticmethod
    def head(reader: BinaryIO, sink: socket.socket) -> tuple[str, tuple[dict[str, str], list[bytes]]] | None:
        first = reader.readline()
        if not first:
            return None
        sink.sendall(first)
        lines, fields = [], {}
        while True:
            line = reader.readline()
            sink.sendall(line)
            if line in (b"\r\n", b"\n", b""):
                break
            lines.append(line)
            name, _, value = line.decode("latin-1").partition(":")
            fields[name.strip().lower()] = value.strip()
        return first.decode("latin-1").strip(), (fields, lines)

    @staticmethod
    def body(reader: BinaryIO, sink: socket.socket, headers: tuple[dict[str, str], list[bytes]], status: int,
             bodiless: bool) -> int:
        fields = headers[0]
        if bodiless or status in (204, 304) or 100 <= status < 200:
            return 0
        if "chunked" in fields.get("transfer-encoding", ""):
            sent = 0
            while True:
                size_line = reader.readline()
                sink.sendall(size_line)
                size = int(size_line.split(b";")[0], 16)
                chunk = reader.read(size + 2)
                sink.sendall(chunk)
                sent += len(size_line) + len(chunk)
                if size == 0:
                    return sent
        if "content-length" in fields:
            data = reader.read(int(fields["content-length"]))
            sink.sendall(data)
            return len(data)
        if status == 0:  # a request without a body
            return 0
        sent = 0
        while data := reader.read(4096):
            sink.sendall(data)
            sent += len(data)
        return sent

    def since(self, mark: int) -> list[Answer]:
        with self.lock:
            return list(self.answers[mark:])

    def mark(self) -> int:
        with self.lock:
            return len(self.answers)


def new_game(base: str, deals: int = DEALS) -> str:
    """A game of Mille with a few deals, created through the JSON API."""
    import json

    def call(url: str, body: Any, token: str | None = None) -> Any:
        request = urllib.request.Request(base + url, data=json.dumps(body).encode(), method="POST",
                                         headers={"Content-Type": "application/json",
                                                  **({"Authorization": f"Bearer {token}"} if token else {})})
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.loads(response.read())

    created = call("/api/games", {"game": "mille", "players": ["Ana", "Bea", "Cyr"]})
    for i in range(deals):
        taker = ["Ana", "Bea", "Cyr"][i % 3]
        points = {p: 100 if p == taker else 10 for p in ["Ana", "Bea", "Cyr"]}
        call(f"/api/games/{created['id']}/deals", {"entry": {"taker": taker, "contract": 100,
                                                             "trick_points": points}}, created["edit_token"])
    return str(created["edit_token"])


@dataclass
class Visit:
    fcp: float
    lcp: float
    usable: float
    answers: list[Answer]

    @property
    def load(self) -> list[Answer]:
        return [a for a in self.answers if "/poll" not in a.path]

    @property
    def polls(self) -> list[Answer]:
        return [a for a in self.answers if "/poll" in a.path]

    @property
    def weight(self) -> int:
        return sum(a.size for a in self.load)


def visit(page: Any, wire: Wire, url: str) -> Visit:
    mark = wire.mark()
    start = time.perf_counter()
    page.goto(url, wait_until="commit")
    page.wait_for_function(USABLE, timeout=120_000, polling=50)
    usable = (time.perf_counter() - start) * 1000
    page.wait_for_load_state("load")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # installed (a first visit) or checked
    page.wait_for_timeout(1500)  # what the page or its worker asks for after the load (the icon, a poll)
    fcp, lcp = page.evaluate(PAINTS)
    return Visit(fcp, lcp, usable, wire.since(mark))


def table(label: str, one: Visit, token: str) -> None:
    print(f"  {label}, request by request (bytes on the wire: headers + body)")
    for a in [*one.load, *one.polls[:1]]:
        path = a.path.replace(token, "<token>")
        path = re.sub(r"-[0-9a-f]{32}\.", "-<hash>.", path)
        path = re.sub(r"([?&]c=)[0-9a-f]+", r"\1…", path)
        note = " (a poll, every 2 s; not counted)" if "/poll" in a.path else ""
        print(f"    {path[:56]:56} {a.status:3} {a.encoding or 'identity':8} {a.head:6} + {a.body:6} = "
              f"{a.size:6} B{note}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="compagnon-mobile-"))
    port = free_port()
    server = start_server(folder, port, int(os.environ.get("WORKERS", "2")))
    wire = Wire(port)
    base = f"http://127.0.0.1:{wire.port}"
    runs: dict[str, list[tuple[Visit, Visit]]] = {name: [] for name in NETWORKS}
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
        for _ in range(3):  # every worker has drawn the page once: a first visit is not the server's first
            urllib.request.urlopen(f"{base}/g/{token}", timeout=10).read()
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=shutil.which("chromium") or None)
            for _ in range(args.repeat):
                for name, network in NETWORKS.items():
                    context = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=2,
                                                  is_mobile=True, has_touch=True)
                    context.add_init_script(WATCH_LCP)
                    page = context.new_page()
                    cdp = context.new_cdp_session(page)
                    cdp.send("Network.enable")
                    cdp.send("Network.emulateNetworkConditions", network)
                    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
                    first = visit(page, wire, f"{base}/g/{token}")
                    runs[name].append((first, visit(page, wire, f"{base}/g/{token}")))
                    context.close()
            browser.close()
    finally:
        wire.listener.close()
        server.terminate()
        server.wait(timeout=30)
        shutil.rmtree(folder, ignore_errors=True)
    print(f"Mobile: the game page (Mille, {DEALS} deals) in Chromium at 360×740, CPU ×{CPU_SLOWDOWN} slower")
    missed = 0
    for name, visits in runs.items():
        print(f"  {name}  (median of {len(visits)})")
        for label, pick, limit in (("first visit (empty cache)", 0, FIRST_VISIT),
                                   ("repeat visit (its cache, its worker)", 1, REPEAT_VISIT)):
            chosen = [v[pick] for v in visits]
            fcp, lcp = median(v.fcp for v in chosen), median(v.lcp for v in chosen)
            weight = median(v.weight for v in chosen)
            lcp_ok = lcp <= LCP_TARGET
            weight_ok = weight <= limit
            judged = name.startswith("Lighthouse")  # the targets are Lighthouse's profile's
            if judged:
                missed += (not lcp_ok) + (not weight_ok)
            print(f"    {label:38} FCP {fcp:5.0f} ms  LCP {lcp:5.0f} ms "
                  f"{('ok' if lcp_ok else 'MISSED') + f' (target ≤ {LCP_TARGET} ms)' if judged else '':22}"
                  f"  usable after {median(v.usable for v in chosen):5.0f} ms   {weight:6.0f} B "
                  f"{('ok' if weight_ok else 'MISSED') + f' (target ≤ {limit} B)' if judged else ''}")
    lighthouse = runs[next(iter(NETWORKS))][0]
    table("first visit", lighthouse[0], token)
    table("repeat visit", lighthouse[1], token)
    print("mobile: every target holds" if not missed else f"mobile: {missed} target(s) missed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
