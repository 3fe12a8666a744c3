"""How gunicorn runs the app: ``make run`` names this module as its
configuration (``--config python:compagnon.serve``); the number of workers,
threads and the address stay on the command line."""

from __future__ import annotations

import gc
from typing import Any


def post_worker_init(worker: Any) -> None:
    """A worker has built the app: what it built lives as long as the worker
    (the app, its blueprints, the rules engine's tables), so it is set aside
    from the garbage collector; a full collection, which stops every thread
    of the worker while it runs, then goes through what requests leave
    behind only."""
    gc.collect()
    gc.freeze()
