"""The server killed with SIGKILL while phones write: every acknowledged
deal is there once after a restart, and the database is sound. A short run
here; ``python -m bench.crash`` runs as long as you like."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def test_a_killed_server_loses_no_acknowledged_deal(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT))
    from bench.crash import run

    result = run(cycles=2, seconds=1.5, phones=4, seed=7, workdir=tmp_path)
    assert result["integrity"] == "ok" and result["acknowledged"] > 0
    assert result["stored"] >= result["acknowledged"]
