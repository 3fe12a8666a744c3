"""Three phones on one game of Mille: each sees the others' deals within
3 seconds, the view link follows without being able to write, and a deal
saved from a view that missed another phone's deal is refused and shown."""

from __future__ import annotations

from typing import Any

import pytest
from phone import shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def enter(page: Any, taker: str, contract: int, points: tuple[int, int]) -> None:
    page.locator("#f-taker-field label.pill", has_text=taker).first.click()
    page.fill("input[name=contract]", str(contract))
    page.fill("input[name='trick_points.Ana']", str(points[0]))
    page.fill("input[name='trick_points.Bea']", str(points[1]))
    page.get_by_role("button", name="Valider la donne").click()


def test_three_phones_on_one_game(phones: Any) -> None:
    ana = phones()
    ana.goto("/new/mille")
    for i, name in enumerate(["Ana", "Bea", "Cyr"]):
        ana.fill(f"#player-{i}", name)
    ana.get_by_role("button", name="Commencer").click()
    ana.wait_for_selector("#totals")

    # the links to share, as QR codes
    ana.get_by_role("link", name="Partager").click()
    expect(ana.locator(".share svg")).to_have_count(2)
    edit_url, view_url = [a.get_attribute("href") for a in ana.locator(".share a.copy").all()]
    shot(ana, "three-1-share")
    ana.goto(edit_url)

    bea, cyr = phones(), phones()
    bea.goto(edit_url)
    cyr.goto(view_url)  # Cyr only follows
    expect(cyr.locator("#entry")).to_contain_text("Lecture seule")
    assert cyr.get_by_role("button", name="Valider la donne").count() == 0

    # Ana enters a deal: Bea and Cyr see it within 3 s, without reloading
    enter(ana, "Ana", 100, (100, 10))  # Cyr's 10 follows from 120
    expect(ana.locator("#scores tr.deal")).to_have_count(1)
    for other in (bea, cyr):
        expect(other.locator("#scores tr.deal")).to_have_count(1, timeout=3000)
        assert totals(other) == ["100", "10", "10"]

    # Bea enters the next one: Ana and Cyr see it too
    enter(bea, "Bea", 100, (20, 90))
    expect(bea.locator("#scores tr.deal")).to_have_count(2)
    for other in (ana, cyr):
        expect(other.locator("#scores tr.deal")).to_have_count(2, timeout=3000)
    assert totals(cyr) == totals(bea)
    shot(cyr, "three-2-view-link")

    # Bea's phone stops hearing of changes (her polls are answered "nothing new"); Ana enters
    # a deal; Bea's save from her old view is refused, her typing is kept, and the table shows Ana's deal
    bea.route("**/poll*", lambda route: route.fulfill(status=204))
    enter(ana, "Cyr", 100, (10, 10))
    expect(ana.locator("#scores tr.deal")).to_have_count(3)
    enter(bea, "Ana", 105, (80, 20))
    expect(bea.locator("#entry .notice")).to_contain_text("Un autre téléphone")
    expect(bea.locator("#scores tr.deal")).to_have_count(3)
    assert bea.input_value("input[name=contract]") == "105"
    shot(bea, "three-3-stale-refused")
    # validated again on the view she now has: accepted
    bea.get_by_role("button", name="Valider la donne").click()
    expect(bea.locator("#scores tr.deal")).to_have_count(4)
    bea.unroute("**/poll*")
    expect(cyr.locator("#scores tr.deal")).to_have_count(4, timeout=3000)


def test_every_poller_guards_against_late_answers(phone: Any) -> None:
    """A save's answer brings a new poller; a poll the old one had under way is dropped when it comes back
    (its parts would find no place in the detached old poller): every poller on the page listens for it."""
    page = phone
    page.goto("/new/mille")
    for i, name in enumerate(["Ana", "Bea", "Cyr"]):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    expect(page.locator("#poller")).to_have_attribute("data-guarded", "1")
    first = page.locator("#poller").get_attribute("hx-get")
    enter(page, "Ana", 100, (100, 10))
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    expect(page.locator("#poller")).not_to_have_attribute("hx-get", first or "")  # a new poller came with the answer
    expect(page.locator("#poller")).to_have_attribute("data-guarded", "1")


def test_a_form_open_when_another_phone_ends_the_game_gives_way(phone: Any) -> None:
    made = phone.request.post("/api/games", data={"game": "mille", "players": ["Ana", "Bea", "Cyr"]})
    assert made.status == 201, made.text()
    game = made.json()
    phone.goto(game["edit_url"])
    expect(phone.locator("#entry-form")).to_be_visible()
    phone.fill("input[name=contract]", "150")  # Bea is typing when Ana's phone enters the last deal
    for dealer in ("Cyr", "Ana", "Bea"):
        entered = phone.request.post(f"/api/games/{game['id']}/deals", data={"entry": {
            "dealer": dealer, "taker": "Ana", "contract": 400, "taker_had_marriage_at_bid": True,
            "trick_points": {"Ana": 120, "Bea": 0, "Cyr": 0},
            "marriages": {"Ana": ["pique", "coeur", "carreau", "trefle"]}}},
            headers={"Authorization": f"Bearer {game['edit_token']}"})
        assert entered.status == 201, entered.text()
    # within a poll, the form gives way to the game's end, and the totals say who won
    expect(phone.locator("#entry h2")).to_have_text("Partie terminée", timeout=3000)
    expect(phone.locator("#entry-form")).to_have_count(0)
    expect(phone.locator("#scores .banner.win")).to_contain_text("victoire d'Ana")
    phone.locator("#entry").scroll_into_view_if_needed()
    shot(phone, "three-3-game-ended-elsewhere")
