"""A live server on loopback and Debian's chromium driven by Playwright."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from werkzeug.serving import make_server

from compagnon import create_app

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


@pytest.fixture()
def live_server(tmp_path: Path) -> Iterator[str]:
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "browser.db")})
    from compagnon.db import init_db

    with app.app_context():
        init_db()
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=5)


@pytest.fixture()
def tolerated() -> list[str]:
    """Parts of page errors a test causes on purpose (the network cut, say):
    the test adds them; any other error still fails it."""
    return []


@pytest.fixture()
def phones(live_server: str, tolerated: list[str]) -> Iterator[Any]:
    """A factory of 360×740 pages in headless chromium, each its own phone
    (its own browser context); any page error or console error fails the test.
    Service workers are off unless a phone asks for them (``phones(service_workers="allow")``):
    the pages are tested as the server sends them."""
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian's chromium is missing: `make test` installs it (apt-get install chromium).")
    from playwright.sync_api import sync_playwright

    errors: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        contexts: list[Any] = []

        def new_phone(service_workers: str = "block", locale: str = "fr-FR") -> Any:
            context = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=1,
                                          is_mobile=True, has_touch=True, base_url=live_server,
                                          color_scheme="dark",  # a dim room; the light theme has its own test
                                          locale=locale,  # French pages unless a test asks for others
                                          service_workers=service_workers)
            contexts.append(context)
            page = context.new_page()
            page.set_default_timeout(10_000)
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
            return page

        try:
            yield new_phone
        finally:
            # what the pages reported while the test ran; closing a phone aborts its poll under way, which
            # the page reports as a failed request, and is no fault of the page
            reported = [e for e in errors if not any(part in e for part in tolerated)]
            for context in contexts:
                context.close()
            browser.close()
    assert not reported, f"the page reported errors: {reported}"


@pytest.fixture()
def phone(phones: Any) -> Any:
    """One phone."""
    return phones()
