"""What the browser tests share besides their fixtures."""

from __future__ import annotations

import re
import shutil
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import expect
from werkzeug.serving import make_server

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


# -- the server and the phones -------------------------------------------------------------------------------

@contextmanager
def serve(database: Path, **config: Any) -> Iterator[str]:
    """The app on loopback with a new database (and ``config`` over the test's own); its address."""
    from compagnon import create_app
    from compagnon.db import init_db

    app = create_app({"TESTING": True, "DATABASE": str(database), **config})
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


def launch(playwright: Any) -> Any:
    """Debian's chromium, headless."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def open_phone(browser: Any, base_url: str, errors: list[str], service_workers: str = "block",
               locale: str = "fr-FR") -> Any:
    """A 360×740 page, its own phone (its own browser context), whose page errors and console errors go to
    ``errors``."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=1,
                                  is_mobile=True, has_touch=True, base_url=base_url,
                                  color_scheme="dark",  # a dim room; the light theme has its own test
                                  locale=locale,  # French pages unless a test asks for others
                                  service_workers=service_workers)
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    return page

#: where the screenshots of the browser tests go (open them: a screen nobody looked at proves little)
SHOTS = Path(__file__).parent.parent.parent / "instance" / "screenshots"


def shot(page: Any, name: str) -> Path:
    """A 360×740 screenshot of what the phone shows now."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), caret="initial")  # the default hides the caret with an inline style
    return path


# -- reading the page (locators; page.evaluate goes through the browser protocol, which the CSP does not bind) --

def totals(page: Any) -> list[str]:
    """The players' totals in the strip at the top (a pot or Panier beside them is left out)."""
    return [t.strip() for t in page.locator("#totals .tot:not(.pot) > .big").all_inner_texts()]


def fact(page: Any, label: str) -> str:
    """The value of a fact under the score table, found by the start of its label."""
    term = page.locator("#scores dl.facts dt", has_text=re.compile(f"^{re.escape(label)}"))
    return str(term.first.locator("xpath=following-sibling::dd[1]").inner_text()).strip()


# -- entering a deal ----------------------------------------------------------------------------------------

def settled(page: Any) -> None:
    """Wait until no htmx request is under way (a choice may redraw the form), and its answer is swapped and
    settled (htmx marks the parts it is swapping and settling until it has wired what came in)."""
    expect(page.locator(".htmx-request, .htmx-swapping, .htmx-settling")).to_have_count(0)


def tap(page: Any, target: Any) -> None:
    """Tap a pill or a button; when it posts the form (other fields depend on it, or it adds a row), wait for
    the form drawn again."""
    field = target.locator("input").first if target.locator("input").count() else target
    if field.get_attribute("hx-post") or target.get_attribute("hx-post"):
        with page.expect_response(lambda r: "/deals" in r.url):
            target.click()
        settled(page)
    else:
        target.click()


def pill(page: Any, name: str, value: str) -> Any:
    """The pill of the input ``name`` whose value is ``value``."""
    return page.locator(f"input[name='{name}'][value='{value}']").locator("xpath=..")


def pick(page: Any, field: str, label: str) -> None:
    """Choose, in the field ``field``, the pill whose text holds ``label``."""
    choice = page.locator(f"#f-{field}-field label.pill", has_text=label).first
    if not choice.locator("input").is_checked():
        tap(page, choice)
    expect(choice.locator("input")).to_be_checked()


def plus(page: Any, path: str) -> None:
    """« + Ajouter » under a list: the phone draws one more row (the server does, for a list inside a row)."""
    count = int(page.locator(f"input[name='{path}#']").input_value())
    button = page.locator(f"button[value='add:{path}']")
    if button.locator("xpath=../template[contains(@class, 'blank-row')]").count():
        button.click()
    else:
        tap(page, button)
    expect(page.locator(f"input[name='{path}#']")).to_have_value(str(count + 1))


def save(page: Any, deals: int, last: bool = False) -> None:
    """Validate, then wait for the answer to this very request (the poll may bring the new scores first): the
    confirmation of that deal, or, after the deal that ends the game, the end of the entry."""
    page.locator("#entry button[value=save]").click()
    if last:
        expect(page.locator("#entry h2")).to_contain_text("Partie terminée")
    else:
        expect(page.locator("#entry .saved")).to_contain_text(re.compile(rf"\b{deals} enregistré"))
    expect(page.locator("#scores tr.deal")).to_have_count(deals)


# -- a game under way -----------------------------------------------------------------------------------------

def mille_deal(number: int, players: Sequence[str]) -> dict[str, Any]:
    """Deal ``number`` (from 0) of a game of Mille that never ends: each player takes in turn at 100, the
    contract made and failed by turns."""
    taker = players[number % len(players)]
    made = number % 2 == 0
    return {"taker": taker, "contract": 100, "trick_points": {
        p: (100 if made else 60) if p == taker else (10 if made else 30) for p in players}}


def open_through_api(page: Any, game: str, players: Sequence[str], deals: Sequence[Mapping[str, Any]] = (),
                     **fields: Any) -> dict[str, Any]:
    """A game created and its first deals entered through the JSON API, as another phone or a script would,
    then opened on this phone by its edit link. Returns the API's answer (id, tokens, links)."""
    created = page.request.post("/api/games", data={"game": game, "players": list(players), **fields})
    assert created.status == 201, created.text()
    made: dict[str, Any] = created.json()
    bearer = {"Authorization": f"Bearer {made['edit_token']}"}
    for n, entry in enumerate(deals, start=1):
        scored = page.request.post(f"/api/games/{made['id']}/deals", data={"entry": dict(entry)}, headers=bearer)
        assert scored.status == 201, (n, scored.text())
    page.goto(f"/g/{made['edit_token']}")
    page.wait_for_selector("#scores")
    deals_shown(page, len(deals))
    return made


def deals_shown(page: Any, deals: int, timeout: float = 5000) -> None:
    """The score table shows the game's last deals (all of them in a short game), the last one being ``deals``."""
    from compagnon.web.entry import SHOWN_DEALS

    rows = page.locator("#scores tr.deal")
    expect(rows).to_have_count(min(deals, SHOWN_DEALS), timeout=timeout)
    if deals:
        expect(rows.last.locator("th.num")).to_have_text(str(deals), timeout=timeout)
