"""The main pages checked by axe-core on a 360×740 phone, in both themes: no violation of impact « serious » or
« critical » (missing labels, contrast below WCAG AA, landmarks, ARIA misuse…); the lesser ones are printed.

axe-core is a development dependency from npm (package.json); `make test-setup` runs `npm ci`, which puts it in
node_modules/. It is never served by the app."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from phone import open_through_api, shot
from playwright.sync_api import expect
from test_reversis_on_a_phone import SESSION as REVERSIS_SESSION

pytestmark = pytest.mark.browser

AXE = Path(__file__).parent.parent.parent / "node_modules" / "axe-core" / "axe.min.js"
THEMES = ("dark", "light")
BLOCKING = ("serious", "critical")

MILLE_PLAYERS = ["Ana", "Bea", "Cyr"]
MILLE_DEALS = [
    {"taker": "Bea", "contract": 120, "trick_points": {"Ana": 20, "Bea": 90, "Cyr": 10},
     "marriages": {"Bea": ["coeur"]}},
    {"taker": "Cyr", "contract": 110, "trick_points": {"Ana": 40, "Bea": 30, "Cyr": 50}},
]
REVERSIS_PLAYERS = ["Alice", "Bernard", "Claire", "Denis"]


def run_axe(page: Any) -> list[dict[str, Any]]:
    """axe-core run on the page as it is now: its violations, each with its rule, impact and the elements.

    The CSP allows no inline script, so axe cannot come in through a <script> element. It is evaluated by the
    browser's debugging protocol (page.evaluate), which the page's CSP does not apply to: the page keeps its
    real policy for everything it does itself, where a context with bypass_csp=True would have hidden from the
    other checks any CSP violation of the pages under test. axe itself calls no eval()."""
    if not AXE.exists():
        pytest.fail("axe-core is missing: `make test-setup` installs it (npm ci).")
    page.evaluate(AXE.read_text(encoding="utf-8"))
    found: list[dict[str, Any]] = page.evaluate(
        """() => axe.run(document, {resultTypes: ["violations"]}).then(result => result.violations.map(v => ({
            id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map(n => ({target: n.target.join(" "), summary: n.failureSummary}))})))""")
    return found


def check(page: Any, name: str) -> None:
    """No serious or critical violation on the page; the others printed for whoever reads the log."""
    violations = run_axe(page)
    for v in violations:
        print(f"{name}: [{v['impact']}] {v['id']}: {v['help']}")
        for node in v["nodes"][:5]:
            print(f"    {node['target']}")
    blocking = [v for v in violations if v["impact"] in BLOCKING]
    assert not blocking, "\n".join(
        f"[{v['impact']}] {v['id']}: {v['help']}\n" + "\n".join(
            f"    {n['target']}\n      {n['summary']}" for n in v["nodes"][:8]) for v in blocking)


# -- the pages ------------------------------------------------------------------------------------------------

def home(page: Any) -> None:
    page.goto("/")


def new_game(page: Any) -> None:
    page.goto("/new/mille")


def mille_game(page: Any) -> None:
    open_through_api(page, "mille", MILLE_PLAYERS, MILLE_DEALS, first_dealer="Ana")


def reversis_game(page: Any) -> None:
    open_through_api(page, "reversis", REVERSIS_PLAYERS, REVERSIS_SESSION[:3], first_dealer="Alice")


def bernicle_game(page: Any) -> None:
    """The kinds of a combination under each player's list, one added by them (a Carré, its rank to tap)."""
    open_through_api(page, "bernicle", ["Ana", "Bea", "Cyr"])
    page.locator("#f-combos-Ana-field > .row-builder button[data-code='carre']").click()
    expect(page.locator("input[name='combos.Ana[0].rank']").first).to_be_attached()


def refused_deal(page: Any) -> None:
    """The deal form after a refused entry: the summary of what is wrong, the fields marked."""
    open_through_api(page, "mille", MILLE_PLAYERS, MILLE_DEALS[:1], first_dealer="Ana")
    page.locator("#entry button[value=save]").click()
    expect(page.locator("#error-summary")).to_be_visible()
    # the refusal puts the focus on the first field at fault once its answer has settled: a test that moves
    # the focus before then has it taken back, and its Tabs start from the middle of the form
    expect(page.locator("#entry-form [aria-invalid='true']").first).to_be_focused()


def referee(page: Any) -> None:
    page.goto("/referee/belote_noisette")


def rules(page: Any) -> None:
    page.goto("/rules/mille")


def sheets(page: Any) -> None:
    page.goto("/sheets/")


def settings(page: Any) -> None:
    page.goto("/settings")


def stats(page: Any) -> None:
    open_through_api(page, "mille", MILLE_PLAYERS, MILLE_DEALS, first_dealer="Ana")
    page.goto("/stats")


PAGES: dict[str, Callable[[Any], None]] = {
    "home": home, "new-game": new_game, "mille-game": mille_game, "reversis-game": reversis_game,
    "bernicle-game": bernicle_game, "refused-deal": refused_deal, "referee": referee, "rules": rules,
    "sheets": sheets, "settings": settings, "stats": stats,
}


@pytest.mark.parametrize("name", ["mille-game", "refused-deal", "settings"])
def test_no_serious_accessibility_violation_in_english(phone: Any, live_server: str, name: str) -> None:
    """The same checks on English pages (other words, other lengths: labels and names must still hold)."""
    page = phone
    page.context.add_cookies([{"name": "lang", "value": "en", "url": live_server}])
    PAGES[name](page)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    check(page, f"{name}-en")


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("name", list(PAGES))
def test_no_serious_accessibility_violation(phone: Any, live_server: str, name: str, theme: str) -> None:
    page = phone
    # the player's choice of theme (the cookie the settings page sets), the phone's own setting the same
    page.context.add_cookies([{"name": "theme", "value": theme, "url": live_server}])
    page.emulate_media(color_scheme=theme)
    PAGES[name](page)
    expect(page.locator("html")).to_have_attribute("data-theme", theme)
    check(page, f"{name}-{theme}")
    if name in ("mille-game", "refused-deal"):
        shot(page, f"a11y-{name}-{theme}")


@pytest.mark.parametrize("theme", THEMES)
def test_the_keyboard_focus_is_outlined_everywhere_on_the_deal_form(phone: Any, live_server: str,
                                                                    theme: str) -> None:
    """Tab after Tab through the game page (the score table, the deal form after a refusal, the links): each
    element that takes the focus shows a solid outline of 3 px, on itself or, for a radio or a box drawn as a
    pill, on its pill."""
    page = phone
    page.context.add_cookies([{"name": "theme", "value": theme, "url": live_server}])
    refused_deal(page)
    page.locator("a.brand").focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        focused = page.locator(":focus")
        expect(focused).to_have_count(1)
        drawn = page.locator(":focus + span") if focused.get_attribute("type") in ("radio", "checkbox") else focused
        expect(drawn).to_have_css("outline-style", "solid")
        expect(drawn).to_have_css("outline-width", "3px")
    shot(page, f"a11y-focus-{theme}")
