"""Sharing a game from a 360×740 phone: the phone's own share sheet where it
has one, a copy button that says « Copié », and without JavaScript the link
as text to select."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from phone import open_through_api, shot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

#: the paper stream's screenshots, to look at
PAPER_SHOTS = Path("/work/wt4/paper-shots")

#: navigator.share as a phone has it, noting what it was given (an init script runs before the page's own,
#: through the browser's protocol, which the page's CSP does not bind)
FAKE_SHARE = """
window.__shared = [];
navigator.share = function (data) { window.__shared.push(data); return Promise.resolve(); };
"""


def open_share(page: Any) -> dict[str, Any]:
    made = open_through_api(page, "mille", ["Ana", "Bea", "Cyr"], first_dealer="Ana")
    page.get_by_role("link", name="Partager").click()
    expect(page.get_by_role("heading", name="Partager la partie")).to_be_visible()
    return made


def test_the_link_is_copied_and_the_phone_says_so(phone: Any) -> None:
    page = phone
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    made = open_share(page)
    # no share sheet in this browser: its button stays hidden, the copy button shows
    expect(page.locator("button.share-sheet").first).to_be_hidden()
    copy = page.get_by_role("button", name="Copier le lien").first
    expect(copy).to_be_visible()
    copy.click()
    expect(page.locator(".copied").first).to_have_text("Copié")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.endswith(f"/g/{made['edit_token']}"), copied
    shot(page, "share-copied")
    PAPER_SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(PAPER_SHOTS / "share-page.png"))
    # the view link's own button copies the view link
    page.get_by_role("button", name="Copier le lien").nth(1).click()
    expect(page.locator(".copied").nth(1)).to_have_text("Copié")
    assert page.evaluate("navigator.clipboard.readText()").endswith(f"/g/{made['view_token']}")


def test_the_phones_share_sheet_is_offered_where_it_has_one(phone: Any) -> None:
    page = phone
    page.add_init_script(FAKE_SHARE)
    made = open_share(page)
    send = page.get_by_role("button", name="Envoyer…").first
    expect(send).to_be_visible()
    send.click()
    page.wait_for_function("window.__shared.length === 1")
    shared = page.evaluate("window.__shared[0]")
    assert shared["url"].endswith(f"/g/{made['edit_token']}") and "Mille" in shared["title"]


def test_without_javascript_the_links_are_text_to_select(live_server: str, tmp_path: Path) -> None:
    from phone import launch
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch(playwright)
        try:
            scripted = browser.new_context(base_url=live_server, viewport={"width": 360, "height": 740})
            made = open_through_api(scripted.new_page(), "mille", ["Ana", "Bea", "Cyr"], first_dealer="Ana")
            bare = browser.new_context(base_url=live_server, viewport={"width": 360, "height": 740},
                                       java_script_enabled=False)
            page = bare.new_page()
            page.goto(f"/g/{made['edit_token']}/share")
            link = page.locator("a.copy").first
            expect(link).to_be_visible()
            expect(link).to_have_text(f"{live_server}/g/{made['edit_token']}")
            expect(page.locator("button.copy-link").first).to_be_hidden()
            expect(page.locator("button.share-sheet").first).to_be_hidden()
        finally:
            browser.close()
