"""Shared fixtures: the Flask app on a temporary database, and its test client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient


@pytest.fixture
def app(tmp_path: Path) -> Iterator[Flask]:
    from compagnon import create_app

    app = create_app({"TESTING": True, "DATABASE": tmp_path / "t.db"})
    yield app


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()
