"""A short game of Bésigue japonais played live on a 360×740 phone screen,
one tap per event: two deals, the second ended at once by a quadruple
bésigue (1000 + 4700 + 250 ≥ 5000); a request for the brisques the rules
refuse, shown beside its field."""

from __future__ import annotations

from typing import Any

import pytest
from phone import shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


#: the running in-deal points of each player
RUNNING = "#live-progress .run.player .big"
#: what was entered during the deal, the latest first
EVENTS = "#live-events ol.events-list > li"


def running(page: Any) -> list[str]:
    return [t.strip() for t in page.locator(RUNNING).all_inner_texts()]


def start(page: Any, pile: int, guess: int | None = None) -> None:
    page.fill("input[name='cut.pile_count']", str(pile))
    if guess is not None:
        page.fill("input[name='cut.guess']", str(guess))
    page.get_by_role("button", name="Enregistrer le début").click()
    # saved, the start folds to one line in the players' words
    said = f"La coupe : pile {pile}" + (f" ; estimation {guess}" if guess is not None else "")
    expect(page.locator("#entry details.start > summary")).to_contain_text(said)
    expect(page.locator("#entry details.start")).not_to_have_attribute("open", "")


def tap(page: Any, who: str | None, label: str, then: list[str] | None = None) -> None:
    """One event; ``then``: the running totals it leads to."""
    if who:
        page.locator("#f-who label.pill", has_text=who).click()
    page.get_by_role("button", name=label, exact=True).click()
    if then is not None:
        expect(page.locator(RUNNING)).to_have_text(then)


def faults(page: Any) -> None:
    """Open the folded faults and markers of the pad."""
    folded = page.locator("#f-events details.more")
    if folded.get_attribute("open") is None:
        folded.locator("summary").click()


def last_trick(page: Any, player: str) -> None:
    page.locator("#f-last_trick_winner-field label.pill", has_text=player).click()


def requested_by(page: Any, player: str) -> None:
    """The brisques asked for: folded at the end of the deal, with the counts."""
    folded = page.locator("#entry details.end-more")
    if folded.get_attribute("open") is None:
        folded.locator("summary").click()
    page.locator("#f-brisques_requested_by-field label.pill", has_text=player).click()


def test_a_short_game_of_besigue_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Bésigue rubicon").first.click()
    page.locator("label.pill", has_text="Japonais").click()
    page.fill("#player-0", "Ana")
    page.fill("#player-1", "Bea")
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#live-progress")
    assert totals(page) == ["0", "0"]

    # the start is open until the cut is saved (Bésigue §3); the brisques are folded at the end
    expect(page.locator("#entry details.start")).to_have_attribute("open", "")
    expect(page.locator("#f-brisques-field")).to_be_hidden()
    # the pad, right under the running points, tells what each combination scores; the plain carré
    # has no 10 (Bésigue §6); the red suits are red
    mariage = page.locator("#f-events .event-row", has_text="Mariage").first
    assert "20, 40 à l'atout" in mariage.inner_text()
    hearts = mariage.get_by_role("button", name="Mariage cœur", exact=True)
    expect(hearts).to_have_css("color", "rgb(255, 138, 128)")
    expect(mariage.get_by_role("button", name="Mariage pique", exact=True)).not_to_have_css(
        "color", "rgb(255, 138, 128)")
    carre = page.locator("#f-events .event-row").filter(has_text="Carré").first
    assert [b.strip() for b in carre.locator("button").all_inner_texts()] == ["V", "D", "R", "A"]
    assert page.get_by_role("button", name="Carré de 10", exact=True).count() == 0
    assert "4500" in page.get_by_role("button", name="Quadruple bésigue", exact=True).inner_text()
    mariage.scroll_into_view_if_needed()
    shot(page, "besigue-5-pad")

    # D1, Ana deals a pile of 17: no bonus (Bésigue §3)
    start(page, 17)
    tap(page, "Bea", "Mariage pique", then=["0", "40"])  # the first mariage fixes the trump, royal (§5.1)
    tap(page, "Ana", "Carré de Dames", then=["60", "40"])
    faults(page)
    tap(page, "Ana", "Oubli de pioche", then=["60", "50"])  # 10 to the opponent (§8)
    faults(page)
    tap(page, None, "Pioche épuisée")
    expect(page.locator(EVENTS).first).to_contain_text("Pioche épuisée")
    expect(page.locator("#f-events details.more")).to_have_attribute("open", "")  # the tap came from there
    # no combination once the stock is exhausted: the tap is refused, nothing is added (§10.1); the answer
    # shows between the running points and the pad, hiding no button
    tap(page, "Ana", "Bésigue")
    status = page.locator("#live-status.error")
    expect(status).to_contain_text("pioche est épuisée")
    assert running(page) == ["60", "50"]
    expect(page.locator(EVENTS)).to_have_count(4)
    answer, points = status.bounding_box(), page.locator("#live-progress").bounding_box()
    assert 0 <= points["y"] and points["y"] + points["height"] <= answer["y"] + 1  # in view, under the points
    tapped = page.get_by_role("button", name="Bésigue", exact=True).bounding_box()
    assert answer["y"] + answer["height"] <= tapped["y"] and tapped["y"] + tapped["height"] <= 740
    shot(page, "besigue-6-pad-refused")
    # Bea takes the last trick: 100 against 60, nobody at the Rubicon: 1000 + 160 → 1100 (§7.3)
    last_trick(page, "Bea")
    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#totals")).to_contain_text("1100")
    assert totals(page) == ["0", "1100"]
    expect(page.locator("#live-events")).to_contain_text("Rien de saisi")

    # D2, Bea deals exactly 18, which Ana guessed: 250 and 150 (§3); Ana lays a quadruple bésigue
    assert "Bea donne" in page.inner_text("#entry .who-deals")
    start(page, 18, 18)
    expect(page.locator(RUNNING)).to_have_text(["150", "250"])
    tap(page, "Ana", "Quadruple bésigue", then=["4650", "250"])
    last_trick(page, "Ana")
    # Ana, past the Rubicon, may not ask for the brisques: refused beside the field (§7.1)
    requested_by(page, "Ana")
    page.get_by_role("button", name="Valider la donne").click()
    beside = page.locator("#f-brisques_requested_by-field .field-error")
    expect(beside).to_contain_text("Rubicon")
    assert "Bésigue §7.1" in beside.inner_text()
    assert totals(page) == ["0", "1100"] and running(page) == ["4650", "250"]  # nothing is lost
    beside.scroll_into_view_if_needed()
    shot(page, "besigue-7-request-refused")
    requested_by(page, "—")
    page.get_by_role("button", name="Prévisualiser").click()
    expect(page.locator(".preview")).to_contain_text("+5900")
    # 4700 against 250: 1000 + 4950 → 5900; 5900 ≥ 5000 ends the game at once (§7.3, §9)
    page.get_by_role("button", name="Valider la donne").click()
    banner = page.locator("#scores .banner.win")
    expect(banner).to_contain_text("Ana")
    assert totals(page) == ["5900", "1100"]
    banner.scroll_into_view_if_needed()
    shot(page, "besigue-8-game-won")

    # the mark of the last deal, with its article
    page.locator("#scores tr.deal").nth(1).locator("td.cell a").first.click()
    page.wait_for_selector("#detail li")
    detail = page.inner_text("#detail")
    assert "Bésigue §7.3" in detail and "Bésigue §9" in detail
    expect(page.locator("#detail li").first).to_be_in_viewport()  # the page scrolls smoothly to the lines
    shot(page, "besigue-9-detail")
