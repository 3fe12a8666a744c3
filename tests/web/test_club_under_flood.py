"""A club evening served as the README says (nginx with ``deploy/nginx.conf``
in front of gunicorn as ``make run`` starts it) while one address floods it
with slow connections, creations, scorings and renders: the phones, from
another address, get every answer, and the flood gets its limits.
``python -m bench.flood`` measures the same with fifty tables and gunicorn
alone beside it."""

from __future__ import annotations

import asyncio
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from bench.flood import Flood, evening, served, wait_for  # noqa: E402
from bench.load import Figures  # noqa: E402

SLOW = 100


def test_the_phones_are_answered_while_one_address_floods_the_server(tmp_path: Path) -> None:
    if not shutil.which("nginx") and not Path("/usr/sbin/nginx").exists():
        pytest.fail("nginx is missing: `make test` installs it (apt)")
    # the address's creation quota made small, so that the flood meets it within the run
    with served(tmp_path, proxy=True, workers=2, settings={"CREATE_QUOTA": "40 per minute"}) as base:
        async def run() -> tuple[Figures, Flood, list[str]]:
            await wait_for(base)
            return await evening(base, tables=6, phones=4, seconds=20, seed=22, slow=SLOW, hammers=2)

        figures, flood, tokens = asyncio.run(run())

    # every poll, page and deal of the phones answered, none refused or timed out
    assert dict(figures.errors) == {}, dict(figures.errors)
    assert figures.statuses["deal"][200] > 0 and figures.statuses["poll"]
    assert len(tokens) == 7  # and the table started halfway through the flood got its game
    # the flood got its limits, and never an error of the server
    assert flood.statuses["create"][429] > 0, flood.line()
    for kind in ("create", "score", "render"):
        assert set(flood.statuses[kind]) <= {200, 201, 429, 503}, flood.line()
        assert flood.statuses[kind][200] + flood.statuses[kind][201] > 0, flood.line()
    # each trickling header was cut off by nginx (after 10 s), reopened, cut again
    assert flood.slow_cut >= SLOW, flood.line()
