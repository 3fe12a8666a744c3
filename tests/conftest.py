"""Shared fixtures: the Flask app on a temporary database, and its test client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient


@pytest.fixture(scope="session", autouse=True)
def hashed_static_files_are_current() -> None:
    """The pages link the hashed copies of static/ that `flask digest compile`
    wrote (make setup): copies older than their source would test old files."""
    from compagnon import ROOT

    static = ROOT / "static"
    for name in ("app.css", "app.js"):  # and the minified copies the pages link
        small = static / name.replace(".", ".min.")
        if small.exists() and (static / name).stat().st_mtime > small.stat().st_mtime:
            pytest.exit(f"static/{name} changed since it was minified: run `make setup`", 2)
    manifest = static / "cache_manifest.json"
    if not manifest.exists():
        return  # no copies: the pages link static/ itself
    import json

    for source, copy in json.loads(manifest.read_text(encoding="utf-8")).items():
        if not (static / copy).exists() or (static / source).stat().st_mtime > (static / copy).stat().st_mtime:
            pytest.exit(f"static/{source} changed since its hashed copy was written: run `make setup`", 2)


@pytest.fixture(autouse=True)
def french_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line speaks French here, whatever this machine's locale
    (it follows ``LANG`` without ``--lang``): a test asks for English."""
    monkeypatch.setenv("COMPAGNON_LANG", "fr")


@pytest.fixture
def app(tmp_path: Path) -> Iterator[Flask]:
    from compagnon import create_app

    # forms without CSRF tokens and no rate limit here; both have tests of their own
    app = create_app({"TESTING": True, "DATABASE": tmp_path / "t.db", "SECRET_KEY": "tests",
                      "WTF_CSRF_ENABLED": False, "RATELIMIT_ENABLED": False})
    yield app


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say how many casebook cases ran, per game, at the end of every run."""
    per_game: dict[str, list[int]] = {}
    for outcome in ("passed", "failed"):
        for report in terminalreporter.stats.get(outcome, []):
            if report.when == "call" and "test_casebook.py::test_case[" in report.nodeid:
                game = report.nodeid.split("[", 1)[1].split("-", 1)[0]
                per_game.setdefault(game, [0, 0])[outcome == "failed"] += 1
    if per_game:
        ran = sum(p + f for p, f in per_game.values())
        failed = sum(f for _, f in per_game.values())
        detail = ", ".join(f"{game} {p}/{p + f}" for game, (p, f) in sorted(per_game.items()))
        terminalreporter.write_line(f"casebook: {ran} cases run, {failed} failed ({detail})")
