"""Schemathesis, a client no one here wrote, reads the OpenAPI description
and throws what it describes (and what it forbids) at every operation, then
sequences of operations along the description's links: every check on but
the one that wants 401 where the API answers 404 (below), none may fail.
Bounded: a fixed number of examples, derandomized, no example database, so
a run is the same each time and stays short."""

from __future__ import annotations

from collections.abc import Iterator
from copy import deepcopy
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from flask import Flask
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from compagnon.web.openapi import document

#: the edit token of game 1, the game the operations on a game reach
TOKEN = "schemathesis-edit-token-of-game-1"

#: Operations whose bodies the rules judge beyond any schema (a deal's names
#: are the game's players, a first dealer is one of them, a case's deals
#: follow each other; two names the same once their spaces are stripped):
#: there, a body the schema takes may still get the rules' refusal, 422,
#: with the field and the article.
JUDGED_BY_THE_RULES = ["score", "askReferee", "createGame", "importGame", "addDeal", "replaceDeal",
                       "createTournament"]

CONFIG = f"""
[generation]
mode = "all"
deterministic = true
database = "none"
max-examples = 25

[[operations]]
include-operation-id = {JUDGED_BY_THE_RULES!r}
checks.positive_data_acceptance.expected-statuses = ["2xx", "404", "409", "413", "422", "429"]

# A body holding a game's set-up or a deal entry, of any of 16 games: the
# coverage phase would walk every boundary of each (800 to 4,000 requests
# an operation); the fuzzing phase draws from the same schemas.
[[operations]]
include-operation-id = ["score", "importGame", "askReferee", "createGame", "addDeal", "replaceDeal",
                        "createTournament"]
phases.coverage.enabled = false

# A game's API answers 404 to a request without its token, or with a token
# that does not open it, as it does to a game that does not exist: nothing
# tells a stranger which games exist (RFC 9110 §15.5.5 allows 404 for
# that). This check wants 401 or 403 instead.
[checks.ignored_auth]
enabled = false
"""

# each loader gets a copy: Schemathesis resolves the document in place, and
# the app serves the one it keeps
schema = schemathesis.openapi.from_dict(deepcopy(document()), config=SchemathesisConfig.from_str(
    CONFIG + f'[auth.openapi.link]\nbearer = "{TOKEN}"\n'))
#: sequences carry the token each created game's answer links to
sequences = schemathesis.openapi.from_dict(deepcopy(document()), config=SchemathesisConfig.from_str(CONFIG))


@pytest.fixture
def api(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Flask]:
    from compagnon import create_app, store

    app: Flask = create_app({"TESTING": True, "DATABASE": tmp_path / "t.db", "SECRET_KEY": "tests",
                             "WTF_CSRF_ENABLED": False, "RATELIMIT_ENABLED": False,
                             # the WSGI client reads bodies as sent: none compressed
                             "COMPRESS_REGISTER": False})
    tokens = iter([TOKEN, "schemathesis-view-token-of-game-1"])
    with monkeypatch.context() as patched:
        patched.setattr(store, "new_token", lambda: next(tokens))
        client = app.test_client()
        assert client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]}).status_code == 201
    assert client.post("/api/games/1/deals", headers={"Authorization": f"Bearer {TOKEN}"}, json={
        "entry": {"taker": "Ana", "contract": 110, "trick_points": {"Ana": 78, "Bea": 30, "Cyr": 12}}}
    ).status_code == 201
    yield app


@schema.parametrize()
@settings(suppress_health_check=list(HealthCheck), deadline=None)
def test_every_operation_answers_as_described(case: Any, api: Flask) -> None:
    # each test's own app, on its own database
    case.operation.app = case.operation.schema.app = api
    case.call_and_validate()


def test_sequences_along_the_links(api: Flask) -> None:
    """Stateful: a game created (or imported), then read, exported and
    given deals through the id and edit token its answer links to."""
    sequences.app = api
    machine = sequences.as_state_machine()
    machine.run(settings=settings(max_examples=15, stateful_step_count=6, derandomize=True, database=None,
                                  deadline=None, suppress_health_check=list(HealthCheck)))
    with api.app_context():
        from compagnon.db import get_db

        assert get_db().execute("SELECT count(*) FROM games").fetchone()[0] > 1  # games were created
