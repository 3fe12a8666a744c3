"""The answers on a 360×740 phone, morphed into the page: a refusal redraws the entry with its marks, a save
from a form drawn blank sends no form (the phone empties its fields). What the player sees must be what a whole
page would show: the marks of the refusal, the focus, the typed values kept; then a clean form with the next
deal's ids."""

from __future__ import annotations

from typing import Any

import pytest
from phone import deals_shown, mille_deal, open_through_api, pick, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_refusals_and_saves_come_as_small_answers(phone: Any) -> None:
    page = phone
    light: list[str] = []
    def watch(response: Any) -> None:
        if response.headers.get("hx-trigger-after-swap") == "entry-saved":
            light.append(response.url)

    page.on("response", watch)
    open_through_api(page, "mille", ["Ana", "Bea", "Cyr"], first_dealer="Cyr")
    first_id = page.input_value("#entry-client-id")

    # two refusals in a row: the second one's marks replace the first one's
    pick(page, "taker", "Ana")
    page.fill("input[name=contract]", "97")
    for player, points in (("Ana", 108), ("Bea", 9), ("Cyr", 3)):
        page.fill(f"input[name='trick_points.{player}']", str(points))
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#f-contract-field.has-error")).to_be_visible()
    expect(page.locator("input[name=contract]")).to_be_focused()
    assert page.input_value("input[name='trick_points.Bea']") == "9"  # what was typed stays
    page.fill("input[name=contract]", "100")
    page.fill("input[name='trick_points.Cyr']", "4")
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#f-trick_points-field.has-error")).to_be_visible()
    expect(page.locator("#f-contract-field.has-error")).to_have_count(0)
    expect(page.locator(".field-error")).to_have_count(1)
    expect(page.locator("#error-summary li")).to_have_count(1)
    expect(page.locator("#f-trick_points-field input:focus")).to_have_count(1)  # the first field at fault
    assert page.input_value("input[name=contract]") == "100"
    assert light == []  # a refusal redraws the entry
    # what depends on nothing typed stays as the phone shows it: the heading, the rotation, the token, the help
    expect(page.locator("#entry-head h2")).to_have_text("Donne 1")
    expect(page.locator("#entry-head .who-deals")).to_contain_text("Cyr donne")
    assert page.get_attribute("#entry-head", "data-rotation") and page.input_value("#entry-csrf")
    expect(page.locator("#f-contract-help")).to_contain_text("multiple de 5")
    shot(page, "light-1-refused-twice")

    # fixed and saved: the form was drawn with values (the refusal), so the answer brings the next one, blank
    page.fill("input[name='trick_points.Cyr']", "3")
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    assert totals(page) == ["100", "10", "5"]  # Mille §9: made; 9 and 3 rounded to the nearest 5
    expect(page.locator("#entry .saved")).to_contain_text("Donne 1 enregistrée.")
    expect(page.locator("#entry h2")).to_have_text("Donne 2")
    expect(page.locator("#error-summary")).to_have_count(0)
    expect(page.locator(".field-error")).to_have_count(0)
    assert page.input_value("input[name=contract]") == ""
    assert page.locator("input[name=taker]:checked").count() == 0
    assert page.input_value("#entry-client-id") not in ("", first_id)
    assert page.locator("#entry-form").count() == 1  # morphed, not a second form
    expect(page.locator("#f-dealer-choices .pill.expected")).to_have_text("Ana (à son tour)")
    assert light == []
    shot(page, "light-2-saved")

    # the next deal is saved from a form drawn blank: no form comes back, the phone empties its own
    pick(page, "taker", "Bea")
    page.fill("input[name=contract]", "100")
    for player, points in (("Ana", 5), ("Bea", 110), ("Cyr", 5)):
        page.fill(f"input[name='trick_points.{player}']", str(points))
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(2)
    assert totals(page) == ["105", "110", "10"]
    assert len(light) == 1
    expect(page.locator("#entry h2")).to_have_text("Donne 3")
    expect(page.locator("#f-dealer-choices .pill.expected")).to_have_text("Bea (à son tour)")
    expect(page.locator("#f-dealer-choices .pill.expected input")).to_be_checked()
    assert page.input_value("input[name=contract]") == ""
    assert page.locator("input[name=taker]:checked").count() == 0
    assert page.input_value("input[name='trick_points.Bea']") == ""
    shot(page, "light-3-saved-from-a-blank-form")
    page.locator("#entry-saved button").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    assert totals(page) == ["100", "10", "5"]


#: what a reader sees of the score table: each row (its id, class, whether it is hidden, its words), the
#: dealer's mark in the heading and the facts under the table
TABLE = """el => [
  ...Array.from(el.querySelectorAll("tr")).map(tr =>
    [tr.id, tr.className, tr.hidden, tr.textContent.replace(/\\s+/g, " ").trim()].join(" | ")),
  "dealer: " + Array.from(el.querySelectorAll("thead th.dealer")).map(th => th.textContent.trim()).join(),
  "facts: " + (el.querySelector("dl.facts") || {textContent: ""}).textContent.replace(/\\s+/g, " ").trim(),
]"""


def test_a_save_adds_its_rows_to_the_table_the_phone_shows(phone: Any) -> None:
    """A save's answer adds the new deal's rows to the table and takes off the oldest one past the last 12:
    after each save the phone's table reads exactly as the same page loaded afresh."""
    from compagnon.web.entry import SHOWN_DEALS

    page = phone
    players = ["Ana", "Bea", "Cyr"]

    def enter(number: int) -> None:
        deal = mille_deal(number, players)
        pick(page, "taker", deal["taker"])
        page.fill("input[name=contract]", "100")
        for player, points in deal["trick_points"].items():
            page.fill(f"input[name='trick_points.{player}']", str(points))
        page.locator("#entry button[value=save]").click()
        expect(page.locator("#entry .saved")).to_contain_text(f"Donne {number + 1} enregistrée.")

    def same_as_a_fresh_page() -> None:
        fresh = page.context.new_page()
        fresh.goto(page.url)
        expected = fresh.locator("#scores").evaluate(TABLE)
        fresh.close()
        assert page.locator("#scores").evaluate(TABLE) == expected

    made = open_through_api(page, "mille", players, first_dealer="Cyr")
    enter(0)  # the empty table's « no deal yet » goes
    same_as_a_fresh_page()
    bearer = {"Authorization": f"Bearer {made['edit_token']}"}
    for n in range(1, SHOWN_DEALS - 1):  # another phone enters the deals up to the 11th
        assert page.request.post(f"/api/games/{made['id']}/deals", data={"entry": mille_deal(n, players)},
                                 headers=bearer).status == 201
    page.reload()
    deals_shown(page, SHOWN_DEALS - 1)
    for n in range(SHOWN_DEALS - 1, SHOWN_DEALS + 2):  # the 12th fills the table, then the 1st and the 2nd go
        enter(n)
        same_as_a_fresh_page()
    expect(page.locator("#scores tr.earlier a")).to_have_text("Donnes 1 à 2 : tout le tableau")
    expect(page.locator("#scores tr.deal")).to_have_count(SHOWN_DEALS)
    page.locator("#scores tr.earlier").scroll_into_view_if_needed()
    shot(page, "light-4-oldest-row-gone")
