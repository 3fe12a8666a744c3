"""Game by game, what the table sees on a 360×740 phone after the details of
issue 24: a bad Bésigue cut refused beside its field, a Tarot 4 saisons
counter in one tap, Loba's penalties as losses to the lowest total, Belote
Noisette's totals named and its noisettes large."""

from __future__ import annotations

from typing import Any

import pytest
from phone import pick, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def new_game(page: Any, link: str, players: tuple[str, ...], variant: str | None = None) -> None:
    page.goto("/")
    page.get_by_role("link", name=link).first.click()
    if variant:
        page.locator("label.pill", has_text=variant).click()
    for i, name in enumerate(players):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()


def sticky(page: Any) -> list[str]:
    """The elements that stay in view when the page scrolls."""
    found: list[str] = page.evaluate("""() => [...document.querySelectorAll('body *')]
        .filter(e => ['sticky', 'fixed'].includes(getComputedStyle(e).position) && e.offsetParent !== null)
        .map(e => e.id || e.className)""")
    return found


def test_besigue_3_a_bad_cut_is_refused_beside_the_cut(phone: Any) -> None:
    page = phone
    new_game(page, "Bésigue rubicon", ("Ana", "Bea"), variant="Japonais")
    page.wait_for_selector("#live-progress")
    # on a phone, one panel stays in view: the points of the deal and the answer to the last tap
    assert sticky(page) == ["live-now"]
    page.fill("input[name='cut.pile_count']", "200")
    page.get_by_role("button", name="Enregistrer le début").click()
    error = page.locator("#f-cut-pile_count-error")
    expect(error).to_be_visible()
    # the start stays open, the refusal beside the cut, the focus on it; nothing in the running points
    expect(page.locator("#entry details.start")).to_have_attribute("open", "")
    expect(page.locator("input[name='cut.pile_count']")).to_be_focused()
    expect(page.locator("#live-progress")).not_to_contain_text("200")
    shot(page, "game_details-besigue-1-bad-cut")
    # the pad still takes taps, and the corrected cut is saved
    page.locator("#f-who label.pill", has_text="Ana").click()
    page.get_by_role("button", name="Cartes blanches", exact=True).click()
    expect(page.locator("#live-events ol.events-list > li")).to_have_count(1)
    page.fill("input[name='cut.pile_count']", "18")
    page.get_by_role("button", name="Enregistrer le début").click()
    expect(page.locator("#entry details.start > summary")).to_contain_text("La coupe : pile 18")
    expect(page.locator("#entry details.start")).not_to_have_attribute("open", "")
    expect(page.locator("#live-status")).not_to_have_class("live-status error")
    shot(page, "game_details-besigue-2-cut-corrected")
    page.evaluate("window.scrollBy({top: 600, behavior: 'instant'})")
    assert sticky(page) == ["live-now"]
    shot(page, "game_details-besigue-3-one-sticky-panel")


def test_tarot_4_saisons_5_7_speakers_in_order_and_a_counter_in_one_tap(phone: Any) -> None:
    page = phone
    new_game(page, "Tarot 4 saisons", ("Paul", "Quentin", "Rose"))
    page.wait_for_selector("#scores")
    # Paul deals: « Qui parle » is filled in, Quentin, Rose, Paul (T4S §5)
    for i, player in enumerate(("Quentin", "Rose", "Paul")):
        expect(page.locator(f"input[name='bids[{i}].player'][value='{player}']")).to_be_checked()
    page.locator("#f-bids-field").scroll_into_view_if_needed()
    shot(page, "game_details-tarot_4_saisons-1-speakers")
    page.locator("button[value='add:counters']").click()
    page.locator("#f-counters-0-by-field").wait_for()
    pick(page, "counters-0-by", "Rose")
    target = page.locator("#f-counters-0-target-field")
    detail = page.locator("#f-counters-0-target-1-player-field")
    expect(detail).to_be_hidden()
    # « Le détail »: the player and the contract countered show at once, without asking the server
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url) if r.method == "POST" else None)
    target.locator("label.pill", has_text="Le détail").click()
    expect(detail).to_be_visible()
    expect(page.locator("#f-counters-0-target-1-contract-field")).to_be_visible()
    assert requests == []
    target.scroll_into_view_if_needed()
    shot(page, "game_details-tarot_4_saisons-2-counter-detail")
    # « Le jeu du preneur »: one tap, nothing more to choose
    target.locator("label.pill", has_text="Le jeu du preneur").click()
    expect(detail).to_be_hidden()
    expect(target.locator("> .choices label.pill")).to_have_count(2)  # no inner chip to tap again
    shot(page, "game_details-tarot_4_saisons-3-counter-game")
    # a refused entry keeps the counter as chosen
    page.locator("#entry button[value=save]").click()
    page.locator("#error-summary").wait_for()
    expect(page.locator("input[name='counters[0].target~'][value='0']")).to_be_checked()
    shot(page, "game_details-tarot_4_saisons-4-refused")


def test_loba_9_penalties_are_losses_and_the_lowest_total_wins(phone: Any) -> None:
    page = phone
    new_game(page, "Loba", ("Ana", "Bea", "Cyr"))
    page.wait_for_selector("#scores")
    expect(page.locator("#totals")).to_contain_text("Le plus petit total gagne.")
    # the totals stay side by side, the words on a line of their own under them
    boxes = [b.bounding_box() for b in page.locator("#totals .tot").all()]
    assert all(b["width"] > 90 for b in boxes) and boxes[0]["x"] < boxes[1]["x"] < boxes[2]["x"]
    note = page.locator("#totals .strip-note").bounding_box()
    assert note["y"] >= boxes[0]["y"] + boxes[0]["height"]
    page.locator("#f-out_player-field label.pill", has_text="Bea").first.click()
    page.fill("input[name='penalty_points.Ana']", "23")
    page.fill("input[name='penalty_points.Cyr']", "250")
    page.get_by_role("button", name="Valider la mène").click()
    page.locator("#error-summary").wait_for()
    shot(page, "game_details-loba-1-refused")
    page.fill("input[name='penalty_points.Cyr']", "15")
    page.get_by_role("button", name="Valider la mène").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    assert totals(page) == ["23", "0", "15"]
    penalty = page.locator("#scores tr.deal .delta", has_text="+23")
    expect(penalty).to_have_class("delta neg")
    red = page.locator("#scores tr.deal .delta.neg").first.evaluate("e => getComputedStyle(e).color")
    assert red == penalty.evaluate("e => getComputedStyle(e).color")
    page.locator("#scores").scroll_into_view_if_needed()
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "game_details-loba-2-penalties")


def test_belote_noisette_totals_named_and_noisettes_large(phone: Any) -> None:
    page = phone
    new_game(page, "Belote Noisette", ("Ana", "Bea", "Cyr"))
    page.wait_for_selector("#scores")
    strip = page.locator("#totals")
    expect(strip.locator(".unit")).to_have_text(["points de partie"] * 3)
    expect(strip.locator(".fact-num")).to_have_text(["10/21"] * 3)
    size = strip.locator(".fact-num").first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= 18
    shot(page, "game_details-belote_noisette-1-totals")


def test_demons_punisseurs_4_and_demons_5_what_the_form_offers(phone: Any) -> None:
    page = phone
    new_game(page, "Démons punisseurs", ("Ana", "Bea", "Cyr"))
    page.wait_for_selector("#scores")
    trump = page.locator("#f-trump-field")
    # the trump is never clubs (Démons punisseurs §4): not offered
    expect(trump.locator("label.pill")).to_have_text(["♠ Pique", "♥ Cœur", "♦ Carreau"])
    trump.scroll_into_view_if_needed()
    shot(page, "game_details-demons_punisseurs-1-trump")
    # Démons: nine tricks, the last box left empty is deduced (Démons §5), as Mille's and Caisse's
    page.goto("/new/demons")
    for i, name in enumerate(("Ana", "Bea", "Cyr")):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    tricks = page.locator("#f-tricks_won-field")
    expect(tricks).to_contain_text("Total 9 : laissez une case vide, elle se déduit des autres.")
    page.fill("input[name='tricks_won.Ana']", "4")
    page.fill("input[name='tricks_won.Bea']", "3")
    page.get_by_role("button", name="Prévisualiser").click()
    expect(page.locator("input[name='tricks_won.Cyr']")).to_have_value("2")
    tricks.scroll_into_view_if_needed()
    shot(page, "game_details-demons-1-tricks-deduced")


def test_las_vegas_6_who_conceded_is_said(phone: Any) -> None:
    page = phone
    new_game(page, "Duel à Las Vegas", ("Ana", "Bea"))
    page.wait_for_selector("#scores")
    page.locator("#f-winner-field label.pill", has_text="Bea").click()
    page.fill("input[name='cards_used.Ana']", "2")
    page.fill("input[name='cards_used.Bea']", "2")
    page.get_by_role("button", name="Valider la main").click()
    expect(page.locator("#scores tr.summary").first).to_contain_text("Bea gagne la main : Ana abandonne")
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "game_details-las_vegas-1-conceded")
