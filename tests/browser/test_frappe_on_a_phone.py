"""Frappe entered live on a 360×740 phone, card by card. A first manche is
already scored (through the JSON API, as another phone or a script would
enter it): Ana has 55. The second manche is played on the pad: an
announcement, the extension and its best arrangement, a mistaken card taken
back, a capture declined where it may not be, then Ana's frappe on a Roi
takes her past 61 in the middle of the second round."""

from __future__ import annotations

import json
from typing import Any

import pytest
from phone import shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

#: the first manche, dealt by Bea (Ana plays first), as the whole entry of its cards: Ana 55, Bea 0
FIRST_MANCHE = {
    "dealer": "Bea",
    "rounds": [{"announce": {"Ana": "paire"} if who else {}, "plays": cards.split()} for who, cards in [
        ("Ana", "2 10 2 A A 5"), ("Ana", "V 7 4 4 4 3"), (None, "3 10 5 V R R"), (None, "7 A 3 4 2 9"),
        ("Ana", "8 7 6 D 6 8"), (None, "6 8 5 9 3 10"), (None, "9 9 8 5 7 10"), ("Ana", "6 R D V D D")]],
    "extension": {"dealt": ["V", "R", "2", "A"], "swap12": False, "swap34": False, "direction": "ltr"},
}


#: what was entered during the manche, the latest first (the last few, the others folded)
EVENTS = "#live-events ol.events-list > li"


def event(**fields: Any) -> str:
    """What a pad button posts: its event as JSON (the player chosen above the pad is null)."""
    return json.dumps(fields, separators=(",", ":"))


class Pad:
    """The live pad of one phone; ``events`` counts the events listed."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.events = 0

    def button(self, event: str) -> Any:
        return self.page.locator(f"#f-events button[value='{event}']")

    def tap(self, event: str, listed: bool = True) -> None:
        self.button(event).click()
        self.events += listed
        expect(self.page.locator(EVENTS)).to_have_count(self.events)

    def card(self, rank: str) -> None:
        self.tap(event(play=rank))

    def announce(self, who: str) -> None:
        self.tap(event(announce="paire", player=who))  # a button per player: no « Qui ? » to choose first

    def latest(self) -> Any:
        return self.page.locator(EVENTS).first

    def running(self) -> list[str]:
        return [t.strip() for t in self.page.locator("#live-progress .run.player .big").all_inner_texts()]


def show(page: Any, locator: Any) -> None:
    """Scroll the page so that ``locator`` starts just under the running points and the answer to the
    last tap, which stay in view under the totals (for the screenshot): at once, not smoothly."""
    box = locator.bounding_box()
    page.evaluate("top => window.scrollBy({top, behavior: 'instant'})", box["y"] - 335)



def test_frappe_card_by_card_to_61(phone: Any) -> None:
    page = phone
    created = page.request.post("/api/games", data={"game": "frappe", "players": ["Ana", "Bea"],
                                                    "first_dealer": "Bea"})
    assert created.status == 201
    game = created.json()
    scored = page.request.post(f"/api/games/{game['id']}/deals", data={"entry": FIRST_MANCHE},
                               headers={"Authorization": f"Bearer {game['edit_token']}"})
    assert scored.status == 201
    page.goto(f"/g/{game['edit_token']}")
    page.wait_for_selector("#live-progress")
    assert totals(page) == ["55", "0"]
    pad = Pad(page)
    assert pad.running() == ["0", "0"]
    # Ana deals the second manche: Bea plays first (Fr §6); nothing is needed before the first card, so
    # the start of the manche is one folded line and the pad comes right under the points
    expect(page.locator("#f-events")).to_contain_text("Bea joue : 1re carte du 1er tour")
    expect(page.locator("#entry details.start")).not_to_have_attribute("open", "")
    expect(page.locator("#f-extension-field")).to_be_hidden()
    pad_top = page.locator("#f-events").bounding_box()["y"] - page.locator("#live-progress").bounding_box()["y"]
    assert pad_top < 300
    page.locator("#live-entry h2").scroll_into_view_if_needed()
    shot(page, "frappe-1-new-manche")
    # the announcements name their player on their buttons: no « Qui ? » above the cards, which name nobody
    announces = page.locator("#f-events .event-row", has_text="Annonces du 1er tour")
    expect(announces.locator("button .label")).to_have_text(["Ana : Paire", "Ana : Brelan", "Bea : Paire",
                                                            "Bea : Brelan"])
    expect(page.locator("#f-who")).to_be_hidden()
    show(page, announces)
    shot(page, "frappe-1b-announcements-name-their-player")

    # the 1st round: Ana announces a paire before the first card (Fr §5), then the six cards
    pad.announce("Ana")
    for rank in "5 9 6".split():
        pad.card(rank)
    expect(page.locator("#f-events")).to_contain_text("Ana joue : 4e carte du 1er tour Sur la table : 5 6 9")
    show(page, page.locator("#f-events .event-row", has_text="Ana joue : 4e carte"))
    # what each card would do shows under it: Bea's 6 is Ana's to frappe (Fr §6.1)
    expect(pad.button(event(play="6")).locator("small")).to_have_text("6 — frappe !")
    expect(pad.button(event(play="5")).locator("small")).to_have_text("5 — ramasse 3 cartes")  # 5, then 6
    box = pad.button(event(play="6")).bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44
    shot(page, "frappe-2-round")
    for rank in "9 10 V".split():
        pad.card(rank)
    expect(pad.latest()).to_contain_text("Ana joue Valet")
    assert pad.running() == ["1", "0"]  # her paire of 9, the only announcement (Fr §5)

    # the extension (Fr §4.1, A1): Ana turns 8 8 2 9 on the pad, then keeps the best arrangement
    expect(page.locator("#f-events")).not_to_contain_text("Bea joue")  # no card before the extension
    for i, rank in enumerate("8 8 2 9".split()):
        pad.tap(event(extension=rank), listed=i == 0)
        expect(pad.latest()).to_contain_text("8, 8, 2, 9 ; de gauche à droite" if i == 3 else f"({i + 1} sur 4)")
    arrangement = page.locator("#f-events .event-row", has_text="L'extension rapporte 1 point")
    show(page, arrangement)
    shot(page, "frappe-3-extension")
    pad.tap(event(arrange="best"), listed=False)
    expect(pad.latest()).to_contain_text("de droite à gauche")
    assert pad.running() == ["4", "0"]  # the 2 in 2nd place from the right, and the paire of 8
    # the start of the manche says it in words
    expect(page.locator("#entry details.start > summary")).to_contain_text(
        "L'extension : cartes 8, 8, 2, 9 ; sens De droite à gauche")

    # a mistaken card is taken back with its ✕
    pad.card("5")
    pad.latest().get_by_role("button").click()
    pad.events -= 1
    expect(page.locator(EVENTS)).to_have_count(pad.events)

    # a capture is declined only to play en place (Fr §6.2): an As on 8 cards is refused, nothing entered
    page.locator("#f-events details.more > summary").click()
    pad.button(event(play="A", en_place=True)).click()
    status = page.locator("#live-status.error")
    expect(status).to_contain_text("ce As ferait 9 cartes sur la table")
    expect(status).to_contain_text("Fr §6.2")
    expect(page.locator(EVENTS)).to_have_count(pad.events)
    expect(page.locator("#f-events details.more")).to_have_attribute("open", "")  # still open for another try
    show(page, page.locator("#f-events details.more"))
    shot(page, "frappe-4-refused")

    # the 2nd round: Bea lays a Roi, Ana pairs it at once: a frappe, which counts once Bea plays again (A5)
    pad.card("R")
    pad.card("R")
    expect(pad.latest()).to_contain_text("Ana joue Roi — frappe !")
    assert pad.running() == ["4", "0"]
    # Bea's next card is no Roi: the frappe stands, +4 → 63, and Ana wins in the middle of the round (Fr §7)
    pad.card("3")
    assert pad.running() == ["8", "0"]
    # each line Ana's Roi scored sits under it, on a line of its own, not run on after the card
    frappe = page.locator(EVENTS).nth(1).locator(".event-line")
    expect(frappe.first).to_contain_text("+4 frappe : paire de Rois")
    assert frappe.first.evaluate("e => getComputedStyle(e).display") == "block"
    expect(page.locator("#f-events")).to_contain_text("Ana a atteint 61 points : validez la manche.")
    expect(page.locator("#f-events button")).to_have_count(0)
    # the answer to the last card says it too, in view whatever was scrolled, on a line of its own
    expect(page.locator("#live-status")).to_have_text("✓ Bea joue 3 Ana a atteint 61 points : validez la manche.")
    said = page.locator("#live-status .said")
    expect(said).to_have_text("Ana a atteint 61 points : validez la manche.")
    assert said.evaluate("e => getComputedStyle(e).display") == "block"
    show(page, page.locator("#f-events"))
    shot(page, "frappe-5-sixty-one")
    page.get_by_role("button", name="Valider la manche").click()
    banner = page.locator("#scores .banner.win")
    expect(banner).to_contain_text("Ana")
    assert totals(page) == ["63", "0"]
    banner.scroll_into_view_if_needed()
    shot(page, "frappe-6-won")
    assert page.locator("body").bounding_box()["width"] <= 360
