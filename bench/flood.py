"""A club evening while one address floods the server.

The phones of ``bench.load`` (every one polling every 2 s, a scorer per
table entering a deal every ~30 s) play from one loopback address, 127.0.0.2;
another address, 127.0.0.9, floods the server at once in every way the app
bounds: slow connections (a request header trickled a byte a second, each
reopened as soon as the server cuts it), games created, cases scored and
blank pads of made-up names rendered, as fast as it is answered. A first
phase without the flood gives the phones' figures to compare with.

Two ways of serving are measured: ``--proxy`` (the default), gunicorn as
``make run`` starts it with nginx in front, configured by
``deploy/nginx.conf`` itself; ``--direct``, gunicorn alone.

Reported: the phones' poll and deal p50 / p95 / p99 and errors in each phase,
and what the flood got (statuses, slow connections opened and cut by the
server). Targets: 0 phone errors under the flood, the phones' poll and deal
p95 ≤ 2× their figures without it. Nothing here asserts.

    python -m bench.flood [--tables 50] [--phones 4] [--slow 100] [--seconds 60] [--direct]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp

from bench import load
from bench.__main__ import long_mille_log
from bench.load import (
    ROOT,
    THREADS,
    TIMEOUT,
    Figures,
    baseline,
    check,
    connector,
    free_port,
    new_table,
    percentile,
    phone,
)

PHONES = "127.0.0.2"
FLOODER = "127.0.0.9"
NGINX_CONF = ROOT / "deploy" / "nginx.conf"


@contextmanager
def served(folder: Path, *, proxy: bool, workers: int = 4, threads: int = THREADS,
           settings: dict[str, str] | None = None) -> Iterator[str]:
    """gunicorn as ``make run`` starts it, over a database of its own, with the
    app's ``settings`` (``{"CREATE_QUOTA": "60 per minute"}``); with ``proxy``,
    nginx in front of it, configured by ``deploy/nginx.conf`` (its two
    addresses changed for free ports). Yields the address phones use."""
    app_port = free_port()
    env = {**os.environ, "COMPAGNON_DATABASE": str(folder / "flood.db"), "COMPAGNON_SECRET_KEY": "flood-bench",
           **{f"COMPAGNON_{name}": value for name, value in (settings or {}).items()}}
    if proxy:
        env |= {"COMPAGNON_PROXIES": "1", "COMPAGNON_TRUSTED_HOSTS": "127.0.0.1"}
    gunicorn = Path(sys.executable).parent / "gunicorn"
    processes = [subprocess.Popen(
        [str(gunicorn), "--config", "python:compagnon.serve", "--workers", str(workers), "--threads", str(threads),
         "--bind", f"127.0.0.1:{app_port}", "compagnon:create_app()"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    port = app_port
    try:
        if proxy:
            port = free_port()
            processes.append(start_nginx(folder, port, app_port))
        yield f"http://127.0.0.1:{port}"
    finally:
        for process in reversed(processes):
            process.terminate()
            process.wait(timeout=30)


def start_nginx(folder: Path, port: int, app_port: int) -> subprocess.Popen[bytes]:
    """nginx in the foreground, its files in ``folder``, with the server block of
    ``deploy/nginx.conf`` listening on ``port`` and passing to ``app_port``."""
    server = NGINX_CONF.read_text(encoding="utf-8")
    for old, new in (("listen 80;", f"listen 127.0.0.1:{port};"),
                     ("server 127.0.0.1:8000;", f"server 127.0.0.1:{app_port};")):
        if old not in server:
            raise RuntimeError(f"deploy/nginx.conf no longer says {old!r}")
        server = server.replace(old, new)
    (folder / "compagnon.conf").write_text(server, encoding="utf-8")
    kinds = ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    temp = " ".join(f"{kind}_temp_path {folder / kind};" for kind in kinds)
    # run by root (as on a CI machine), nginx's workers would otherwise switch to
    # `nobody`, who cannot write in this folder
    user = "user root;" if os.geteuid() == 0 else ""
    (folder / "nginx.conf").write_text(
        f"{user}\ndaemon off;\nworker_processes 1;\npid {folder / 'nginx.pid'};\nerror_log stderr crit;\n"
        "events { worker_connections 4096; }\n"
        f"http {{ access_log off; {temp} include {folder / 'compagnon.conf'}; }}\n", encoding="utf-8")
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    return subprocess.Popen([nginx, "-e", "stderr", "-p", str(folder), "-c", str(folder / "nginx.conf")],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


async def wait_for(base: str) -> None:
    """Until the server answers the phones' address."""
    async with aiohttp.ClientSession(timeout=TIMEOUT, connector=connector(source=PHONES)) as session:
        await load.wait_for(base, session)


@dataclass
class Flood:
    """What the flooding address got."""

    statuses: dict[str, Counter[int]] = field(default_factory=lambda: {
        kind: Counter() for kind in ("create", "score", "render")})
    slow_opened: int = 0
    slow_cut: int = 0     # cut by the server (an answer, or the connection closed)

    def line(self) -> str:
        parts = [f"{kind} {dict(sorted(counter.items()))}" for kind, counter in self.statuses.items()]
        return "; ".join(parts) + f"; slow connections opened {self.slow_opened}, cut by the server {self.slow_cut}"


async def slow_connection(host: str, port: int, flood: Flood, stop: float) -> None:
    """A request header trickled a byte a second, reopened whenever the server cuts it."""
    while time.monotonic() < stop:
        try:
            reader, writer = await asyncio.open_connection(host, port, local_addr=(FLOODER, 0))
        except OSError:
            await asyncio.sleep(1)
            continue
        flood.slow_opened += 1
        try:
            writer.write(f"GET /nothing-here HTTP/1.1\r\nHost: {host}:{port}\r\n".encode())
            while time.monotonic() < stop:
                writer.write(b"X")
                await writer.drain()
                try:
                    await asyncio.wait_for(reader.read(1024), timeout=1.0)
                except TimeoutError:
                    continue
                flood.slow_cut += 1    # answered (408) or closed
                break
        except OSError:
            flood.slow_cut += 1
        finally:
            writer.close()


async def hammer(base: str, kind: str, flood: Flood, stop: float, seed: int) -> None:
    """Creations, scorings or renders, one after another as fast as they are
    answered, each from a new device (a new User-Agent, no cookie)."""
    rng = random.Random(seed)
    case = json.dumps({"game": "mille", "players": ["Ana", "Bea", "Cyr"], "deals": long_mille_log(1500)})
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=60),
                                     connector=connector(source=FLOODER)) as session:
        while time.monotonic() < stop:
            headers = {"User-Agent": f"flood-{rng.getrandbits(64):x}"}
            if kind == "create":
                request = session.post(base + "/api/games", headers=headers,
                                       json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]})
            elif kind == "score":
                request = session.post(base + "/api/score", data=case,
                                       headers={**headers, "Content-Type": "application/json"})
            else:
                names = ",".join(f"P{rng.getrandbits(32):x}" for _ in range(3))
                request = session.get(f"{base}/sheets/blank/mille.pdf", params={"players": names}, headers=headers)
            try:
                async with request as response:
                    await response.read()
                    flood.statuses[kind][response.status] += 1
            except (TimeoutError, aiohttp.ClientError):
                flood.statuses[kind][0] += 1
                await asyncio.sleep(0.1)


async def evening(base: str, tables: int, phones: int, seconds: float, seed: int, *,
                  slow: int = 0, hammers: int = 0) -> tuple[Figures, Flood, list[str]]:
    """The phones of ``tables`` tables for ``seconds`` (after a warm-up), with
    ``slow`` slow connections and ``hammers`` loops of each kind of request
    from the flooding address; one more table starts halfway. Returns the
    phones' figures, what the flood got and the tables' edit tokens."""
    rng = random.Random(seed)
    figures, flood = Figures(), Flood()
    tokens = [await new_table(base, figures, PHONES) for _ in range(tables)]
    warmup = min(5.0, seconds / 4)
    stop = time.monotonic() + warmup + seconds
    host, port = base.removeprefix("http://").split(":")
    tasks = [phone(base, tokens[t], figures, stop, scorer=(p == 0), rng=rng, source=PHONES)
             for t in range(tables) for p in range(phones)]
    tasks += [baseline(base, figures, stop, rng, PHONES) for _ in range(5)]
    # the flood from a process of its own, so that its thousands of requests
    # never slow down the phones' own measure
    results: multiprocessing.Queue[Flood] = multiprocessing.get_context("fork").Queue()
    flooder = multiprocessing.get_context("fork").Process(
        target=flooding, args=(base, host, int(port), stop - time.monotonic(), slow, hammers, seed, results))
    if slow or hammers:
        flooder.start()

    async def record() -> None:
        await asyncio.sleep(warmup)
        figures.recording = True
        await asyncio.sleep(seconds / 2)
        # a late table starts from the phones' address in the thick of it
        tokens.append(await new_table(base, figures, PHONES))

    await asyncio.gather(record(), *tasks)
    if slow or hammers:
        flood = await asyncio.get_running_loop().run_in_executor(None, results.get)
        flooder.join()
    return figures, flood, tokens


def flooding(base: str, host: str, port: int, seconds: float, slow: int, hammers: int, seed: int,
             results: multiprocessing.Queue[Flood]) -> None:
    """The flooding address's requests for ``seconds``, in this process; what they got goes to ``results``."""
    flood = Flood()
    stop = time.monotonic() + seconds

    async def run() -> None:
        await asyncio.gather(*(slow_connection(host, port, flood, stop) for _ in range(slow)),
                             *(hammer(base, kind, flood, stop, seed + i) for i in range(hammers)
                               for kind in ("create", "score", "render")))

    asyncio.run(run())
    results.put(flood)


def phase(args: argparse.Namespace, *, flooded: bool) -> tuple[Figures, Flood]:
    folder = Path(tempfile.mkdtemp(prefix="compagnon-flood-"))
    try:
        with served(folder, proxy=not args.direct, workers=args.workers) as base:
            async def run() -> tuple[Figures, Flood]:
                await wait_for(base)
                figures, flood, _ = await evening(base, args.tables, args.phones, args.seconds, args.seed,
                                                  slow=args.slow if flooded else 0,
                                                  hammers=args.hammers if flooded else 0)
                return figures, flood

            return asyncio.run(run())
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--phones", type=int, default=4)
    parser.add_argument("--slow", type=int, default=100, help="slow connections from the flooding address")
    parser.add_argument("--hammers", type=int, default=2, help="loops of each kind of flooding request")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--workers", type=int, default=int(os.environ.get("WORKERS", "4")))
    parser.add_argument("--direct", action="store_true", help="gunicorn alone, without nginx in front")
    parser.add_argument("--seed", type=int, default=1785)
    args = parser.parse_args(argv)

    how = "gunicorn alone" if args.direct else "nginx (deploy/nginx.conf) in front of gunicorn"
    print(f"Flood: {args.tables} tables × {args.phones} phones from {PHONES}; {how}, {args.workers} workers × "
          f"{THREADS} threads; the flood from {FLOODER}: {args.slow} slow connections, {args.hammers} loops each "
          f"of creations, scorings and renders; {os.cpu_count()} CPUs")
    calm, _ = phase(args, flooded=False)
    flooded, flood = phase(args, flooded=True)
    print(f"\n  {'':22} {'count':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'errors':>7}")
    for label, figures in (("without the flood", calm), ("under the flood", flooded)):
        for kind in ("poll", "deal", "baseline"):
            values = figures.times.get(kind, [])
            print(f"  {kind + ', ' + label:22.22} {len(values):7} {percentile(values, .5):8.1f} "
                  f"{percentile(values, .95):8.1f} {percentile(values, .99):8.1f} {figures.errors.get(kind, 0):7}")
    print(f"  the flood got: {flood.line()}")
    errors = sum(flooded.errors.values())
    missed = 0
    for label, value, ok, target in (
            ("phone errors under the flood", errors, errors == 0, "0"),
            *((f"{kind} p95 under the flood / without", ratio, ratio <= 2, "≤ 2×")
              for kind in ("poll", "deal")
              for ratio in [percentile(flooded.times[kind], .95) / percentile(calm.times[kind], .95)])):
        print(f"  {label:44} {value:8.2f}  {check(ok, target)}")
        missed += not ok
    print("\nflood: every target holds" if not missed else f"\nflood: {missed} target(s) missed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
