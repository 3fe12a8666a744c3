"""The answer where the player looks, on a 360×740 phone: the preview, the undo and a refused row of a list
come into view below the sticky totals, with and without JavaScript, and what can be tapped looks so."""

from __future__ import annotations

import re
from typing import Any

import pytest
from phone import open_through_api, pick, save, settled, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PLAYERS = ["Ana", "Bea", "Cyr"]


def keep_shot(page: Any, name: str) -> None:
    """A screenshot of this file (instance/screenshots/answers-*.png): open them."""
    shot(page, f"answers-{name}")


def in_view(page: Any, selector: str) -> None:
    """The element is on the screen, below the header and the totals that stay at the top, and starts on it."""
    box = page.locator(selector).first.bounding_box()
    strip = page.locator("#totals").bounding_box()
    assert box is not None and strip is not None, selector
    top_free = strip["y"] + strip["height"]
    assert top_free - 1 <= box["y"] < 740 - 40, (selector, box, top_free)


def fill_mille(page: Any, taker: str, contract: int, points: tuple[int, int, int]) -> None:
    pick(page, "taker", taker)
    page.fill("input[name=contract]", str(contract))
    for player, value in zip(PLAYERS, points, strict=True):
        page.fill(f"input[name='trick_points.{player}']", str(value))


def test_the_preview_comes_into_view(phone: Any) -> None:
    page = phone
    open_through_api(page, "mille", PLAYERS, [])
    fill_mille(page, "Ana", 100, (100, 10, 10))
    button = page.get_by_role("button", name="Prévisualiser")
    button.scroll_into_view_if_needed()
    button.click()
    preview = page.locator("#preview")
    expect(preview).to_contain_text("+100")
    settled(page)
    in_view(page, "#preview")
    expect(preview.get_by_role("heading")).to_be_in_viewport()
    keep_shot(page, "preview")


def test_without_javascript_the_preview_opens_in_view(phone: Any) -> None:
    made = open_through_api(phone, "mille", PLAYERS, [])
    context = phone.context.browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True,
                                                has_touch=True, java_script_enabled=False, locale="fr-FR",
                                                base_url=phone.url.split("/g/")[0])
    try:
        page = context.new_page()
        page.goto(f"/g/{made['edit_token']}")
        page.locator("input[name=taker][value=Ana]").locator("xpath=..").click()
        page.fill("input[name=contract]", "100")
        for player, value in zip(PLAYERS, (100, 10, 10), strict=True):
            page.fill(f"input[name='trick_points.{player}']", str(value))
        page.get_by_role("button", name="Prévisualiser").click()
        page.wait_for_url(re.compile(r"/deals#preview$"))
        expect(page.locator("#preview")).to_contain_text("+100")
        in_view(page, "#preview")
        keep_shot(page, "preview-without-javascript")
    finally:
        context.close()


def test_an_undo_says_so_where_its_button_was_and_gives_the_deal_back(phone: Any) -> None:
    page = phone
    open_through_api(page, "mille", PLAYERS, [{"taker": "Ana", "contract": 110,
                                               "trick_points": {"Ana": 78, "Bea": 30, "Cyr": 12}}])
    fill_mille(page, "Bea", 100, (10, 100, 10))
    save(page, 2)
    undo = page.locator("#entry .saved").get_by_role("button", name="Annuler")
    expect(undo).to_be_in_viewport()
    undo.click()
    said = page.locator("#entry-undone")
    expect(said).to_contain_text("↶ Donne 2 annulée. La revoici dans le formulaire")
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    settled(page)
    in_view(page, "#entry-undone")
    # the deal is back in the form, ready to correct and validate again
    expect(page.locator("input[name=taker][value=Bea]")).to_be_checked()
    assert page.input_value("input[name=contract]") == "100"
    assert page.input_value("input[name='trick_points.Bea']") == "100"
    keep_shot(page, "after-undo")
    page.fill("input[name=contract]", "105")  # the contract was 105: Bea's 100 fall short (Mille §9)
    save(page, 2)
    assert totals(page) == ["−100", "−75", "20"]


def test_the_deal_that_ends_the_game_can_be_undone(phone: Any) -> None:
    page = phone
    open_through_api(page, "frappe", ["Ana", "Bea"], [])
    # four 9 in the 1st round: pénitence, the dealer wins at once (Frappe §8 ex.5)
    for _ in range(4):
        with page.expect_response(lambda r: r.request.method == "POST"):
            page.locator("#entry button[name=event][value='{\"play\":\"9\"}']").click()
        settled(page)
    page.get_by_role("button", name="Valider la manche").click()
    expect(page.locator("#entry h2")).to_contain_text("Partie terminée")
    undo = page.locator("#entry .saved").get_by_role("button", name="Annuler")
    expect(undo).to_be_visible()
    undo.click()
    expect(page.locator("#entry-undone")).to_contain_text("Manche 1 annulée. Elle est de nouveau en cours")
    expect(page.locator("#scores tr.deal")).to_have_count(0)
    settled(page)
    in_view(page, "#entry-undone")  # the manche in progress is longer than the end of the game it replaced
    keep_shot(page, "after-undo-of-the-last-deal")


def test_a_refused_row_says_so_beside_its_field_which_takes_the_focus(phone: Any) -> None:
    page = phone
    open_through_api(page, "demons", ["Anne", "Bruno", "Chloé"], [], first_dealer="Chloé")
    page.locator("input[name=diable][value='Chloé']").locator("xpath=..").click()
    settled(page)
    # Bruno bets; Anne answers before Chloé, whose turn it is (Démons §7.1)
    for i, (player, action) in enumerate((("Bruno", "bet"), ("Anne", "hold"), ("Chloé", "raise"),
                                          ("Bruno", "concede"))):
        count = page.locator("input[name='bets#']").input_value()
        page.locator("button[value='add:bets']").click()
        expect(page.locator("input[name='bets#']")).to_have_value(str(int(count) + 1))
        settled(page)
        for name, value in (("player", player), ("action", action), ("objective", "partial")):
            page.locator(f"input[name='bets[{i}].{name}'][value='{value}']").locator("xpath=..").click()
    page.fill("input[name='bets[0].before_trick']", "2")
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#error-summary")).to_be_visible()
    at_fault = page.locator("input[name='bets[1].player'][value='Anne']")
    expect(at_fault).to_be_focused()
    error = page.locator("#f-bets-1-player-error")
    expect(error).to_contain_text("Parole n° 2")
    settled(page)
    in_view(page, "#f-bets-1-player-field")
    expect(error).to_be_in_viewport()
    # the list as a whole carries no refusal of its own
    expect(page.locator("#f-bets-field > .field-error")).to_have_count(0)
    keep_shot(page, "row-error")


def test_a_folded_card_picker_looks_like_something_to_tap(phone: Any) -> None:
    page = phone
    page.goto("/referee/mille")
    page.locator("button[value='add:plays']").first.click()  # a play: its player's hand is folded
    folded = page.locator("details.kind-cardgrid.folded > summary").first
    expect(folded).to_be_visible()
    expect(folded).to_have_css("border-top-style", "solid")
    expect(folded).to_have_css("cursor", "pointer")
    chevron = folded.evaluate("s => getComputedStyle(s, '::after').content")
    assert chevron == '"▾"'
    folded.scroll_into_view_if_needed()
    keep_shot(page, "card-picker")

