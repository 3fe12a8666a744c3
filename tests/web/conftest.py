"""Fixtures of the web tests: a table of players and a game of Mille."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient
from webtable import Table


@pytest.fixture
def table(app: Flask, client: FlaskClient) -> Iterator[Table]:
    yield Table(app, client)


@pytest.fixture
def mille(table: Table) -> str:
    return table.new_game("mille", ["Ana", "Bea", "Cyr"], first_dealer=2)
