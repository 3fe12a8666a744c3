"""A deal of Bésigue japonais entered live on two phones at the same table:
what one phone taps shows on the other within 3 seconds, and a tap made
from a view that missed the other phone's tap is refused and shown."""

from __future__ import annotations

from typing import Any

import pytest
from phone import shot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def running(page: Any) -> list[str]:
    return [t.strip() for t in page.locator("#live-progress .run.player .big").all_inner_texts()]


def events(page: Any) -> Any:
    """What was entered during the deal, the latest first."""
    return page.locator("#live-events ol.events-list > li")


def tap(page: Any, who: str, label: str) -> None:
    page.locator("#f-who label.pill", has_text=who).click()
    page.get_by_role("button", name=label, exact=True).click()


def test_a_besigue_deal_on_two_phones(phones: Any) -> None:
    ana = phones()
    ana.goto("/")
    ana.get_by_role("link", name="Bésigue rubicon").first.click()
    ana.locator("label.pill", has_text="Japonais").click()
    ana.fill("#player-0", "Ana")
    ana.fill("#player-1", "Bea")
    ana.get_by_role("button", name="Commencer").click()
    ana.wait_for_selector("#live-progress")
    game_url = ana.url

    # the start of the deal: a pile of exactly 18 is 250 to the dealer (Bésigue §3)
    ana.fill("input[name='cut.pile_count']", "18")
    ana.get_by_role("button", name="Enregistrer le début").click()
    expect(ana.locator("#live-progress")).to_contain_text("250")

    bea = phones()
    bea.goto(game_url)
    expect(bea.locator("#live-progress .run .big").first).to_have_text("250")

    # Ana taps a royal mariage (it fixes the trump): Bea's phone shows it within 3 s
    tap(ana, "Ana", "Mariage cœur")
    expect(events(ana).first).to_contain_text("Mariage")
    assert running(ana) == ["290", "0"]
    expect(events(bea).first).to_contain_text("Mariage", timeout=3000)
    assert running(bea) == ["290", "0"]
    shot(bea, "besigue-1-second-phone")

    # Bea's phone stops hearing of changes (her polls are answered "nothing new"); Ana taps a bésigue meanwhile
    bea.route("**/poll*", lambda route: route.fulfill(status=204))
    tap(ana, "Ana", "Bésigue")
    expect(ana.locator("#live-progress")).to_contain_text("330")
    # Bea taps from her stale view: refused, nothing overwritten, and she sees Ana's tap; the answer shows
    # right under the running points, in view, above the button she tapped
    tap(bea, "Bea", "Cartes blanches")
    status = bea.locator("#live-status")
    expect(status).to_contain_text("Un autre téléphone")
    answer, tapped = status.bounding_box(), bea.get_by_role("button", name="Cartes blanches").bounding_box()
    assert 0 <= answer["y"] and answer["y"] + answer["height"] <= tapped["y"] <= 740
    expect(events(bea).first).to_contain_text("Bésigue")
    assert running(bea) == ["330", "0"]
    shot(bea, "besigue-2-stale-refused")
    bea.unroute("**/poll*")
    # she taps again on the view she now has: accepted, and Ana sees it
    tap(bea, "Bea", "Cartes blanches")
    expect(bea.locator("#live-status")).to_contain_text("✓ Bea : Cartes blanches")
    expect(events(ana).first).to_contain_text("Cartes blanches", timeout=3000)
    assert running(ana) == ["330", "50"]

    # a mistaken event is removed from either phone
    events(ana).filter(has_text="Cartes blanches").get_by_role("button").click()
    expect(events(ana)).to_have_count(2)
    expect(events(bea)).to_have_count(2, timeout=3000)

    # the end of the deal, from Bea's phone: Ana 330 + 50 (last trick) against 0 → 1000 + 380 → 1300
    bea.locator("#entry fieldset", has_text="dernier pli").locator("label.pill", has_text="Ana").click()
    bea.get_by_role("button", name="Prévisualiser").click()
    expect(bea.locator(".preview")).to_contain_text("+1300")
    bea.get_by_role("button", name="Valider la donne").click()
    expect(bea.locator("#totals")).to_contain_text("1300")
    expect(bea.locator("#entry .saved")).to_contain_text("Donne 1 enregistrée")
    shot(bea, "besigue-3-closed")
    # Ana's phone sees the new totals and a fresh deal in progress
    expect(ana.locator("#totals")).to_contain_text("1300", timeout=3000)
    expect(ana.locator("#live-events")).to_contain_text("Rien de saisi", timeout=3000)
    expect(ana.locator("#live-entry h2")).to_have_text("Donne 2 en cours")
    shot(ana, "besigue-4-first-phone-after")


def test_a_poll_answered_while_a_deal_is_being_closed(phone: Any) -> None:
    """The server closes the deal, a poll answered meanwhile sees it, and the
    answer to the close comes last: the page takes the close's answer whole
    (no part of it is lost for want of a place), with no error."""
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Bésigue rubicon").first.click()
    page.locator("label.pill", has_text="Japonais").click()
    page.fill("#player-0", "Ana")
    page.fill("#player-1", "Bea")
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#live-progress")
    page.fill("input[name='cut.pile_count']", "20")
    page.get_by_role("button", name="Enregistrer le début").click()
    expect(page.locator("#entry details.start > summary")).to_contain_text("pile 20")
    tap(page, "Ana", "Mariage cœur")
    expect(events(page).first).to_contain_text("Mariage")
    page.locator("#entry fieldset", has_text="dernier pli").locator("label.pill", has_text="Ana").click()

    polls: list[str] = []
    page.on("response", lambda r: polls.append(r.text()) if "/poll" in r.url and r.status == 200 else None)

    closing: list[Any] = []

    def held(route: Any) -> None:
        if "action=close" in (route.request.post_data or ""):
            closing.append(route)  # answered below, once a poll has seen the closed deal
        else:
            route.continue_()

    page.route("**/live", held)
    with page.expect_request(lambda r: "action=close" in (r.post_data or "")):
        page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#entry")).to_be_visible()  # one more round trip: the held request has reached `held`
    assert closing, "the close was not sent"
    # the server closes the deal; a poll (every 2 s) is answered with the closed deal
    with page.expect_response(lambda r: "/poll" in r.url and r.status == 200, timeout=8000):
        answer = closing[0].fetch()
    closing[0].fulfill(response=answer)  # and the close's own answer comes last
    expect(page.locator("#entry .saved")).to_contain_text("Donne 1 enregistrée", timeout=8000)
    # 40 for the mariage + 10 for the last trick against 0: 1000 for the deal, 50 counts no hundred
    expect(page.locator("#totals")).to_contain_text("1000")
    assert any("live-entry" in body for body in polls), "no poll was answered while the close was held"
    page.unroute("**/live")
    # the page goes on: the next deal's start is entered from the close's answer
    page.fill("input[name='cut.pile_count']", "20")
    page.get_by_role("button", name="Enregistrer le début").click()
    expect(page.locator("#entry details.start > summary")).to_contain_text("pile 20")
