"""The architecture holds: the contracts of ``[tool.importlinter]`` in
pyproject.toml (the layers, the pure rules engine, no circle of imports,
the web's blueprints above the entry of a deal)."""

from __future__ import annotations

from pathlib import Path

import pytest
from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parent.parent


def test_the_import_contracts_hold(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    code = lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True)
    report = capsys.readouterr().out
    assert code == 0, report
    assert report.count("KEPT") == 4, report
