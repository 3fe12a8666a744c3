"""A live server on loopback and Debian's chromium driven by Playwright."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from phone import CHROMIUM, launch, open_phone, serve


@pytest.fixture()
def live_server(tmp_path: Path) -> Iterator[str]:
    with serve(tmp_path / "browser.db") as url:
        yield url


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
        browser = launch(playwright)
        contexts: list[Any] = []

        def new_phone(service_workers: str = "block", locale: str = "fr-FR") -> Any:
            page = open_phone(browser, live_server, errors, service_workers=service_workers, locale=locale)
            contexts.append(page.context)
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
