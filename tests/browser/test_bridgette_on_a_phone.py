"""A game of Bridgette played through the UI on a 360×740 phone screen: six
manches entered directly (declarer, contract, doubling, tricks), a passed-out
deal that does not count, faults that move tricks before the score; then two
manches entered with their auctions, call by call, one of them refused on an
insufficient bid and fixed."""

from __future__ import annotations

from typing import Any

import pytest
from phone import pick, settled, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

STRAIN = {"Tr": "Trèfle", "Ca": "Carreau", "Co": "Cœur", "Pi": "Pique", "SA": "Sans-Atout"}
DOUBLING = {"": "Non", "X": "Contré", "XX": "Surcontré"}


def enter_manche(page: Any, declarer: str, contract: str, tricks: int, doubling: str = "") -> None:
    """``contract`` as the table says it: "3SA", "4Co"…"""
    pick(page, "declarer", declarer)
    page.fill("input[name='contract.level']", contract[0])
    pick(page, "contract-strain", STRAIN[contract[1:]])
    pick(page, "doubling", DOUBLING[doubling])
    page.fill("input[name=declarer_tricks]", str(tricks))


def unfold(page: Any) -> None:
    """Open « Incidents et détails » (the form comes back folded after a row is added)."""
    if page.locator("#entry details.more").get_attribute("open") is None:
        page.locator("#entry details.more > summary").click()


def add_row(page: Any, field: str, n: int) -> None:
    unfold(page)
    page.locator(f"button[value='add:{field}']").click()
    page.locator(f"#f-{field}-{n}-row").wait_for(state="attached")
    unfold(page)


def add_fault(page: Any, offender: str, kind: str) -> None:
    add_row(page, "faults", 0)
    pick(page, "faults-0-offender", offender)
    pick(page, "faults-0-kind", kind)


def validate(page: Any, deals: int) -> None:
    page.locator("#entry button[name=action][value=save]").click()
    expect(page.locator("#scores tr.deal")).to_have_count(deals)
    if page.locator("#scores .banner.win").count() == 0:  # the next deal's form is there
        expect(page.locator("#entry .saved")).to_contain_text(f" {deals} enregistrée")


def answered(page: Any, target: Any) -> None:
    """Tap something the server answers with htmx (a row added, a call's kind
    that redraws the row's fields), and wait for the answer."""
    with page.expect_response(lambda response: "/deals" in response.url):
        target.click()
    settled(page)  # the swap that follows the answer


def call(page: Any, i: int, player: str, said: str) -> None:
    """Add row ``i`` of the auction and enter one call as the table says it:
    "passe", "contre", "surcontre", or a bid such as "1Co", "2SA"."""
    page.locator("#f-auction-field button.add-row").click()  # the phone draws the row
    row = page.locator(f"#f-auction-{i}-row")
    expect(row).to_be_visible()  # the row just added stays on screen
    kind = {"passe": "pass", "contre": "contre", "surcontre": "surcontre"}.get(said, "bid")
    answered(page, row.locator(f"label.pill:has(input[name='auction[{i}].call'][value='{kind}'])"))
    row.locator(f"label.pill:has(input[name='auction[{i}].player'][value='{player}'])").click()
    if kind == "bid":
        expect(row.locator(f"input[name='auction[{i}].level']")).to_be_visible()  # drawn for a bid only
        row.locator(f"input[name='auction[{i}].level']").fill(said[0])
        row.locator("label.pill", has_text=STRAIN[said[1:]]).click()
    else:
        expect(row.locator(f"input[name='auction[{i}].level']")).to_be_hidden()  # a bid's, not this call's


def test_a_game_of_bridgette_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Bridgette").first.click()
    page.fill("#player-0", "Ana")
    page.fill("#player-1", "Bea")
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == ["0", "0"]
    # the direct entry comes first, the rest is folded
    direct = ["f-declarer-field", "f-contract-field", "f-doubling-field", "f-declarer_tricks-field"]
    fields = [f.get_attribute("id") for f in page.locator("#entry form [id$='-field']").all()]
    assert [f for f in fields if f in direct or f == "f-dealer-field"] == [*direct, "f-dealer-field"]
    expect(page.locator("#entry details.more")).not_to_have_attribute("open", "")
    shot(page, "bridgette-1-new-game")

    # M1: 0 is bid only at Sans-Atout: refused beside the contract, with the article (Bridgette §6)
    enter_manche(page, "Ana", "0Tr", 9)
    page.locator("#entry button[name=action][value=save]").click()
    page.locator("#error-summary").wait_for()
    beside = page.locator("#f-contract-field .field-error")
    expect(beside).to_contain_text("Sans-Atout")
    assert "Bridgette §6" in beside.inner_text()
    assert page.input_value("input[name=declarer_tricks]") == "9"  # nothing typed is lost
    shot(page, "bridgette-2-refused")
    # fixed: 3SA made exactly is a complet, 700 (Bridgette §8, ruling A1)
    page.fill("input[name='contract.level']", "3")
    pick(page, "contract-strain", "Sans-Atout")
    page.get_by_role("button", name="Prévisualiser").click()
    expect(page.locator(".preview")).to_contain_text("+700")
    validate(page, 1)
    assert totals(page) == ["700", "0"]

    # M2: 4Co contré, one trick more: 700 + 400 + 200; M3: 5Tr contré down 3: 3 × 100 tripled
    enter_manche(page, "Bea", "4Co", 11, "X")
    validate(page, 2)
    enter_manche(page, "Ana", "5Tr", 8, "X")
    validate(page, 3)
    assert totals(page) == ["700", "2200"]

    # nobody bids: the deal is replayed and is not a manche (ruling A2)
    page.locator("#entry details.more > summary").click()
    page.locator("#f-passed_out-field label.check").click()
    validate(page, 4)
    assert totals(page) == ["700", "2200"]
    expect(page.locator("#scores")).to_contain_text("3/6")

    # M4: 2SA by Bea without a trèfle: 3 tricks to Ana (Bridgette §9), 9 − 3 = 6, down 2
    enter_manche(page, "Bea", "2SA", 9)
    add_fault(page, "Bea", "Sans-Atout")
    validate(page, 5)
    assert totals(page) == ["900", "2200"]
    # M5: 6Pi surcontré made exactly: 1400 + 1000
    enter_manche(page, "Ana", "6Pi", 12, "XX")
    validate(page, 6)
    assert totals(page) == ["3300", "2200"]

    # M6, the last manche (Bridgette §10): 1Ca by Bea with 8 tricks, and Ana revoked: 2 tricks to Bea
    # (Bridgette §9): 10 tricks, made with overtricks, 100 + 100
    enter_manche(page, "Bea", "1Ca", 8)
    add_fault(page, "Ana", "Autre")
    page.get_by_role("button", name="Prévisualiser").click()
    preview = page.locator(".preview")
    expect(preview).to_contain_text("+200")
    assert "Bridgette §9" in preview.inner_text()
    preview.scroll_into_view_if_needed()
    shot(page, "bridgette-3-preview")
    validate(page, 7)
    assert totals(page) == ["3300", "2400"]
    banner = page.locator("#scores .banner.win")
    expect(banner).to_contain_text("Ana")
    banner.scroll_into_view_if_needed()
    shot(page, "bridgette-4-game-won")


def test_two_manches_with_their_auctions_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Bridgette").first.click()
    page.fill("#player-0", "Ana")
    page.fill("#player-1", "Bea")
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")

    # M1: Ana deals, Bea speaks first (Bridgette §6). Bea passes, Ana 1Co, and Bea says 1Co too:
    # not higher than 1Co, refused beside its row with the article
    unfold(page)
    for i, (player, said) in enumerate([("Bea", "passe"), ("Ana", "1Co"), ("Bea", "1Co")]):
        call(page, i, player, said)
    page.locator("#f-auction-2-call-field").scroll_into_view_if_needed()
    shot(page, "bridgette-5-a-bid")
    page.fill("input[name=declarer_tricks]", "8")
    page.locator("#entry button[name=action][value=save]").click()
    page.locator("#error-summary").wait_for()
    beside = page.locator("#f-auction-2-row .field-error")
    expect(beside).to_contain_text("ne suffit pas")
    assert "Bridgette §6" in beside.inner_text()
    expect(page.locator("#f-auction-0-row .field-error, #f-auction-1-row .field-error")).to_have_count(0)
    assert page.input_value("input[name=declarer_tricks]") == "8"  # nothing typed is lost
    assert page.input_value("input[name='auction[1].level']") == "1"
    expect(page.locator("#scores tr.deal")).to_have_count(0)
    beside.scroll_into_view_if_needed()
    shot(page, "bridgette-6-auction-refused")
    # fixed: Bea bids 1Pi instead; Ana doubles, Bea redoubles, which ends the auction (Bridgette §6)
    unfold(page)
    page.locator("#f-auction-2-row label.pill", has_text="Pique").click()
    call(page, 3, "Ana", "contre")
    call(page, 4, "Bea", "surcontre")
    # 1Pi surcontré by Bea (derived from the auction, nothing typed above it), 8 tricks of 7 (Bridgette §8):
    # 100 (minimum) + 1000 (surcontré) + 500 (overtrick, surcontré)
    page.get_by_role("button", name="Prévisualiser").click()
    preview = page.locator(".preview")
    expect(preview).to_contain_text("+1600")
    assert "Bridgette §8" in preview.inner_text()
    validate(page, 1)
    assert totals(page) == ["0", "1600"]

    # M2 (the 3J example): Bea deals, Ana speaks first: Ana 2Co (a jump: 1Co was enough), Bea 2SA,
    # Ana doubles, Bea passes: 2SA contré by Bea. She takes 6 tricks of 8: down 2, 2 × 100 × 3 to Ana
    unfold(page)
    for i, (player, said) in enumerate([("Ana", "2Co"), ("Bea", "2SA"), ("Ana", "contre"), ("Bea", "passe")]):
        call(page, i, player, said)
    page.fill("input[name=declarer_tricks]", "6")
    page.get_by_role("button", name="Prévisualiser").click()
    preview = page.locator(".preview")
    expect(preview).to_contain_text("+600")
    # the jump is only a reminder (4 cards of the suit), never a refusal
    assert "saut d'annonce" in preview.inner_text() and "Bridgette §6" in preview.inner_text()
    preview.scroll_into_view_if_needed()
    shot(page, "bridgette-7-auction-preview")
    validate(page, 2)
    assert totals(page) == ["600", "1600"]
    expect(page.locator("#scores")).to_contain_text("2/6")
    assert page.locator("body").bounding_box()["width"] <= 360
