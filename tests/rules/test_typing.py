"""The rules engine is fully typed: mypy (strict, configured in pyproject.toml) finds nothing."""

from __future__ import annotations

import os
from pathlib import Path

from mypy import api

ROOT = Path(__file__).parent.parent.parent


def test_rules_engine_passes_mypy_strict() -> None:
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        out, err, status = api.run(["--config-file", str(ROOT / "pyproject.toml")])
    finally:
        os.chdir(cwd)
    assert status == 0, out + err
