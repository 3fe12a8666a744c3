"""A card in one tap on a 360×740 phone: a card of a row added without the server (offline too), a tap
again takes it back; a main turned card by card numbered in the order tapped and saved in that order; the
referee's tarot trump question built card by card above the plays, the players as buttons, the atouts in
the hands; a card of six copies (Bésigue) counted in its one box's name; a combination in one tap from its
kind, drawn under the list."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from phone import CHROMIUM, launch, open_phone, open_through_api, pick, pill, serve, settled, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

#: where the screenshots of this file go too, to look at beside the others
SHOTS = Path(os.environ.get("CARDS_SHOTS", Path(__file__).parent.parent.parent / "instance" / "screenshots"))


def look(page: Any, name: str) -> None:
    path = shot(page, name)
    SHOTS.mkdir(parents=True, exist_ok=True)
    (SHOTS / path.name).write_bytes(path.read_bytes())


@pytest.fixture()
def phone(tmp_path: Path) -> Iterator[tuple[Any, list[str]]]:
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian's chromium is missing: `make test` installs it (apt-get install chromium).")
    from playwright.sync_api import sync_playwright

    errors: list[str] = []
    with serve(tmp_path / "browser.db") as url, sync_playwright() as playwright:
        browser = launch(playwright)
        page = open_phone(browser, url, errors)
        try:
            yield page, errors
        finally:
            page.context.close()
            browser.close()


def card(page: Any, name: str, code: str) -> Any:
    return page.locator(f"input[name='{name}'][value='{code}']")


def tap_card(page: Any, name: str, code: str) -> None:
    """One tap on a card, the folds that hide it opened first (the outermost first)."""
    box = card(page, name, code)
    folded = box.locator("xpath=ancestor::details[not(@open)]")
    while folded.count():
        folded.first.locator("xpath=./summary").click()
    box.locator("xpath=..").click()


def test_a_row_added_offline_and_a_card_in_one_tap(phone: tuple[Any, list[str]]) -> None:
    page, errors = phone
    open_through_api(page, "reversis", ["Ana", "Bea", "Cyr", "Dan"])
    page.context.set_offline(True)
    page.locator("button[value='add:events']").click()  # no answer can come: the phone draws the row
    expect(page.locator("input[name='events#']")).to_have_value("1")
    ace = card(page, "events[0].card", "A:pique")
    expect(ace).to_have_count(1)
    expect(ace).to_have_accessible_name("As de pique")
    ace.locator("xpath=..").click()
    expect(ace).to_be_checked()
    ace.locator("xpath=..").click()  # a tap again takes it back
    expect(ace).not_to_be_checked()
    expect(card(page, "events[0].card", "")).to_be_checked()
    card(page, "events[0].card", "A:coeur").locator("xpath=..").click()
    expect(card(page, "events[0].card", "A:coeur")).to_be_checked()
    page.locator("button[value='add:events']").click()
    expect(page.locator("input[name='events#']")).to_have_value("2")
    expect(page.locator("#f-events-1-row .row-number")).to_have_text("n° 2")
    # the keyboard too: a card is a radio named by its card
    quinola = card(page, "events[1].card", "V:coeur")  # the Aces and the Quinola only (Reversis XXIV)
    quinola.focus()
    page.keyboard.press("Space")
    expect(quinola).to_be_checked()
    page.locator("#f-events-1-row").scroll_into_view_if_needed()
    look(page, "cards-list-of-cards")
    # every card box is a target of 44 px at least
    sizes = page.locator("#f-events-1-row label.card-box > span[aria-hidden]").evaluate_all(
        "spans => spans.map(s => [s.getBoundingClientRect().width, s.getBoundingClientRect().height])")
    assert sizes and all(w >= 44 and h >= 44 for w, h in sizes)
    page.context.set_offline(False)
    assert not errors, errors


def test_a_row_taken_away_offline_moves_the_next_one_up(phone: tuple[Any, list[str]]) -> None:
    """« Retirer » without the server: the rows after it move up, renamed and renumbered, what they hold
    kept; the last one taken away says the list is empty again; the server then reads the form as drawn."""
    page, errors = phone
    open_through_api(page, "reversis", ["Ana", "Bea", "Cyr", "Dan"])
    page.context.set_offline(True)
    for code in ("A:coeur", "V:coeur", "A:pique"):
        page.locator("button[value='add:events']").click()
        index = int(page.locator("input[name='events#']").input_value()) - 1
        card(page, f"events[{index}].card", code).locator("xpath=..").click()
    page.locator("#f-events-0-row button.remove-row").click()
    expect(page.locator("input[name='events#']")).to_have_value("2")
    expect(page.locator("#f-events-field > .row")).to_have_count(2)
    expect(card(page, "events[0].card", "V:coeur")).to_be_checked()  # the Quinola's row, first now
    expect(card(page, "events[1].card", "A:pique")).to_be_checked()
    expect(card(page, "events[2].card", "A:pique")).to_have_count(0)
    expect(page.locator("#f-events-0-row .row-number")).to_have_text("n° 1")
    expect(page.locator("#f-events-1-row .row-number")).to_have_text("n° 2")
    expect(page.locator("#f-events-1-row button.remove-row")).to_have_attribute("value", "remove:events[1]")
    expect(page.locator("#f-events-1-row button.remove-row")).to_have_attribute(
        "aria-label", re.compile(r"n° 2$"))
    expect(page.locator("#f-events-0-row button.remove-row")).to_be_focused()  # the next row's, moved up
    expect(page.locator("#f-events-field > .empty-list")).to_be_hidden()
    page.locator("#f-events-field").scroll_into_view_if_needed()
    look(page, "cards-row-taken-away-offline")
    # the server reads the form as the phone redrew it
    page.context.set_offline(False)
    with page.expect_response(lambda r: r.request.method == "POST"):
        page.locator("#entry button[value=save]").click()
    settled(page)
    expect(page.locator("input[name='events#']")).to_have_value("2")
    expect(card(page, "events[0].card", "V:coeur")).to_be_checked()
    expect(card(page, "events[1].card", "A:pique")).to_be_checked()
    page.context.set_offline(True)
    for _ in range(2):
        page.locator("#f-events-0-row button.remove-row").click()
    expect(page.locator("input[name='events#']")).to_have_value("0")
    expect(page.locator("#f-events-field > .empty-list")).to_be_visible()
    page.context.set_offline(False)
    assert not errors, errors


def test_a_main_is_tapped_card_by_card_in_its_order(phone: tuple[Any, list[str]]) -> None:
    page, errors = phone
    made = open_through_api(page, "las_vegas", ["Ana", "Bea"])
    page.locator("input[name='winner'][value='Bea']").locator("xpath=..").click()
    settled(page)
    for name, code in (("mains.Ana", "R:pique"), ("mains.Ana", "2:carreau"), ("mains.Bea", "7:trefle"),
                       ("mains.Bea", "7:coeur")):
        tap_card(page, name, code)
    # the boxes are numbered in the order tapped, not the deck's
    expect(card(page, "mains.Bea", "7:trefle").locator("xpath=..")).to_have_attribute("data-n", "1")
    expect(card(page, "mains.Bea", "7:coeur").locator("xpath=..")).to_have_attribute("data-n", "2")
    page.locator("#f-mains-field").scroll_into_view_if_needed()
    look(page, "cards-hand-grid")
    page.locator("#entry button[value=save]").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    settled(page)
    game = page.request.get(f"/api/games/{made['id']}",
                            headers={"Authorization": f"Bearer {made['edit_token']}"}).json()
    entry = game["deals"][0]["entry"]
    entry = json.loads(entry) if isinstance(entry, str) else entry
    assert entry["mains"] == {"Ana": [{"rank": "R", "suit": "pique"}, {"rank": "2", "suit": "carreau"}],
                              "Bea": [{"rank": "7", "suit": "trefle"}, {"rank": "7", "suit": "coeur"}]}
    assert not errors, errors


def test_the_referee_judges_a_tarot_trump_question(phone: tuple[Any, list[str]]) -> None:
    page, errors = phone
    made = open_through_api(page, "tarot_double_detente", ["Ana", "Bea", "Cyr"], variant="double")
    page.goto(f"/g/{made['edit_token']}/referee?q=trick")
    builder = page.locator(".trick-builder")
    expect(builder).to_be_visible()
    # « Qui joue »: the players, in the order they play
    for i, player in enumerate(["Ana", "Bea", "Cyr"]):
        expect(page.locator(f"input[name='plays[{i}].player'][value='{player}']")).to_be_checked()
    for code in ("R:coeur", "atout:3", "atout:2"):
        builder.locator(f"button[data-code='{code}']").click()
    expect(card(page, "plays[1].card", "atout:3")).to_be_checked()
    expect(card(page, "plays[1].hand", "atout:3")).to_be_checked()  # the card played was in the hand
    for i, code in enumerate(("7:coeur", "5:pique", "atout:7")):
        page.locator(f"#f-plays-{i}-hand-field > summary").click()
        card(page, f"plays[{i}].hand", code).locator("xpath=..").click()
    page.locator("#f-plays-field").scroll_into_view_if_needed()
    look(page, "cards-referee-before")
    page.get_by_role("button", name="Demander à l'arbitre").click()
    answer = page.locator("#answer")
    expect(answer).to_contain_text("Bea remporte le pli")
    expect(answer).to_contain_text("il faut monter au-dessus de l'atout 3")
    expect(answer).not_to_contain_text("n'est pas dans la main")
    look(page, "cards-referee-after")
    assert not errors, errors


def test_a_card_of_several_copies_says_its_count_to_a_screen_reader(phone: tuple[Any, list[str]]) -> None:
    """Bésigue's six packs: a card is one cell whose first box alone is reachable; its name says how many
    copies are ticked, each tap one more, a tap past the last none."""
    page, errors = phone
    page.goto("/referee/besigue?variant=chinois&q=trick")
    page.locator(".trick-builder button[data-code='R:coeur']").click()  # the card played, in its hand
    page.locator("#f-plays-0-hand-field > summary").click()
    king = card(page, "plays[0].hand", "R:coeur")
    expect(king.first).to_have_accessible_name("Roi de cœur : 1 sur 6")
    expect(card(page, "plays[0].hand", "D:coeur").first).to_have_accessible_name("Dame de cœur : 0 sur 6")
    cell = king.first.locator("xpath=..")
    cell.click()
    expect(king.first).to_have_accessible_name("Roi de cœur : 2 sur 6")
    expect(king.first).to_be_checked()
    assert king.evaluate_all("boxes => boxes.filter(b => b.checked).length") == 2
    expect(king.first.locator("xpath=ancestor::span[contains(@class, 'card-copies')]")).to_have_attribute(
        "data-count", "×2")
    page.locator("#f-plays-0-hand-field").scroll_into_view_if_needed()
    look(page, "cards-copies-counted")
    for _ in range(5):  # to the sixth copy, then a tap past the last takes them all back
        cell.click()
    expect(king.first).to_have_accessible_name("Roi de cœur : 0 sur 6")
    expect(king.first).not_to_be_checked()
    assert not errors, errors


def test_a_reversis_event_in_a_tap_and_the_boxes_that_follow(phone: tuple[Any, list[str]]) -> None:
    """The card under the events adds its row (offline too); a forced Ace wins its trick, so its winner is
    chosen as its player, in sight, until the table chooses; the fourth box of the tricks and of the card
    points fills itself in (11 tricks; 40 points less the écart's)."""
    page, errors = phone
    open_through_api(page, "reversis", ["Ana", "Bea", "Cyr", "Dan"])
    page.context.set_offline(True)
    builder = page.locator("#f-events-field > .row-builder")
    expect(builder).to_be_visible()
    builder.locator("button[data-code='A:carreau']").click()  # one tap: the row and its card
    expect(page.locator("input[name='events#']")).to_have_value("1")
    expect(card(page, "events[0].card", "A:carreau")).to_be_checked()
    page.locator("input[name='events[0].manner'][value='forced']").locator("xpath=..").click()
    page.locator("input[name='events[0].player'][value='Dan']").locator("xpath=..").click()
    winner = page.locator("input[name='events[0].winner'][value='Dan']")
    expect(winner).to_be_checked()
    expect(page.locator("input[name='events[0].leader'][value='']")).to_be_checked()  # the forcer: the table's
    page.locator("#f-events-0-winner-field").scroll_into_view_if_needed()
    look(page, "cards-event-in-a-tap-winner-follows")
    # given en renonce, the Ace's winner is no longer told by the rules: it goes back to empty
    page.locator("input[name='events[0].manner'][value='renonce']").locator("xpath=..").click()
    expect(page.locator("input[name='events[0].winner'][value='']")).to_be_checked()
    # a second event, the Quinola, from the cards under the rows
    builder.locator("button[data-code='V:coeur']").click()
    expect(page.locator("input[name='events#']")).to_have_value("2")
    expect(card(page, "events[1].card", "V:coeur")).to_be_checked()
    # the tricks' last box, and the card points' less the écart (R♠ 3 + D♦ 2: 35 in the tricks)
    for code in ("R:pique", "5:trefle", "D:carreau", "7:coeur"):
        card(page, "ecart", code).locator("xpath=..").click()
    for name, values in (("tricks", ("3", "2", "4")), ("points", ("12", "5", "14"))):
        for player, value in zip(("Ana", "Bea", "Cyr"), values, strict=True):
            page.locator(f"input[name='{name}.{player}']").fill(value)
    expect(page.locator("input[name='tricks.Dan']")).to_have_value("2")
    expect(page.locator("input[name='points.Dan']")).to_have_value("4")
    page.locator("#f-points-field").scroll_into_view_if_needed()
    look(page, "cards-boxes-that-follow")
    # typed over, the box is the table's; a card more in the écart (A♣ 4) moves a deduced box, not a typed one
    page.locator("input[name='tricks.Dan']").fill("1")
    card(page, "ecart", "A:trefle").locator("xpath=..").click()
    expect(page.locator("input[name='points.Dan']")).to_have_value("0")
    expect(page.locator("input[name='tricks.Dan']")).to_have_value("1")
    page.context.set_offline(False)
    assert not errors, errors


def test_a_combination_in_one_tap_from_its_kind(phone: tuple[Any, list[str]]) -> None:
    """Bernicle's B1 (Bernicle §7): the kinds are drawn under each player's combinations; a tap on one adds
    the row with that kind chosen, its rank then as in a row (a Carré's); the Bernicle, which needs nothing
    more, is one tap. Taps in a row wait for the form's redraw under way: none is lost."""
    page, errors = phone
    made = open_through_api(page, "bernicle", ["Ana", "Bea", "Cyr"])
    pick(page, "taker", "Ana")
    page.fill("input[name=contract]", "240")
    pill(page, "trump", "coeur").click()
    ana, bea = page.locator("#f-combos-Ana-field > .row-builder"), page.locator("#f-combos-Bea-field > .row-builder")
    expect(ana).to_be_visible()
    # real buttons named by their kind, in a group named « Ajouter », each a thumb's target
    expect(ana).to_have_attribute("aria-label", "Ajouter")
    carre = ana.get_by_role("button", name="Carré (40 à 100)")
    expect(carre).to_have_count(1)
    sizes = ana.locator("button").evaluate_all(
        "buttons => buttons.map(b => [b.getBoundingClientRect().width, b.getBoundingClientRect().height])")
    assert len(sizes) == 10 and all(w >= 44 and h >= 44 for w, h in sizes)
    ana.locator("button[data-code='mariage_royal']").click()
    carre.click()  # at once: the first row's redraw may be under way
    bea.locator("button[data-code='bernicle']").click()
    expect(page.locator("input[name='combos.Ana#']")).to_have_value("2")
    expect(page.locator("input[name='combos.Bea#']")).to_have_value("1")
    expect(page.locator("input[name='combos.Ana[0].kind'][value='mariage_royal']")).to_be_checked()
    expect(page.locator("input[name='combos.Ana[1].kind'][value='carre']")).to_be_checked()
    expect(page.locator("input[name='combos.Bea[0].kind'][value='bernicle']")).to_be_checked()
    settled(page)
    pill(page, "combos.Ana[1].rank", "R").click()  # the Carré's rank, drawn in its row
    expect(page.locator("input[name='combos.Ana[1].rank'][value='R']")).to_be_checked()
    # the keyboard too: the kind's button takes Enter
    cyr = page.locator("#f-combos-Cyr-field > .row-builder")
    cyr.locator("button[data-code='mariage']").focus()
    page.keyboard.press("Enter")
    expect(page.locator("input[name='combos.Cyr#']")).to_have_value("1")
    settled(page)
    page.locator("#f-combos-Cyr-0-row button.remove-row").click()  # taken back: Cyr announced nothing
    expect(page.locator("input[name='combos.Cyr#']")).to_have_value("0")
    settled(page)
    # in sight: Ana's Carré and its rank, then the kinds under her rows
    page.locator("#f-combos-Ana-1-rank-field").evaluate("e => e.scrollIntoView({block: 'start'})")
    look(page, "cards-combination-in-one-tap")
    for name, values in (("tricks_won", ("7", "4", "2")), ("trick_points", ("125", "30", "20"))):
        for player, value in zip(("Ana", "Bea", "Cyr"), values, strict=True):
            page.locator(f"input[name='{name}.{player}']").fill(value)
    page.fill("input[name=niche_points]", "60")
    page.locator("#entry button[value=save]").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    settled(page)
    # 240 + 125 of tricks + 120 of combinations for Ana; each defender 30 + 20 + 60 of niche + Bea's 40
    assert totals(page) == ["485", "150", "150"]
    game = page.request.get(f"/api/games/{made['id']}",
                            headers={"Authorization": f"Bearer {made['edit_token']}"}).json()
    entry = game["deals"][0]["entry"]
    entry = json.loads(entry) if isinstance(entry, str) else entry
    assert entry["combos"] == {"Ana": [{"kind": "mariage_royal"}, {"kind": "carre", "rank": "R"}],
                               "Bea": [{"kind": "bernicle"}]}
    assert not errors, errors


def test_a_kind_s_fields_come_at_its_tap_offline_too(phone: tuple[Any, list[str]]) -> None:
    """Bernicle §7, no network: a tap on « Carré » under Ana's combinations adds the row and shows its rank
    at once, with the Carré's help; the kind changed to « Famille », the rank gives way to the suit."""
    page, errors = phone
    open_through_api(page, "bernicle", ["Ana", "Bea", "Cyr"])
    pick(page, "taker", "Ana")
    page.fill("input[name=contract]", "240")
    pill(page, "trump", "coeur").click()
    settled(page)
    page.context.set_offline(True)
    page.locator("#f-combos-Ana-field > .row-builder button[data-code='carre']").click()
    row = page.locator("#f-combos-Ana-0-row")
    rank, suit = row.locator(".variant[data-tags~='carre']"), row.locator(".variant[data-tags~='famille']")
    expect(rank).to_be_visible()
    expect(suit).to_be_hidden()
    expect(row.locator("p.help[data-tags='carre']")).to_be_visible()
    expect(row.locator("p.help[data-tags='octuple']")).to_be_hidden()
    pill(page, "combos.Ana[0].rank", "R").click()
    expect(page.locator("input[name='combos.Ana[0].rank'][value='R']")).to_be_checked()
    row.scroll_into_view_if_needed()
    look(page, "cards-kind-fields-offline")
    pill(page, "combos.Ana[0].kind", "famille").click()
    expect(rank).to_be_hidden()
    expect(suit).to_be_visible()
    expect(row.locator("p.help[data-tags='famille']")).to_be_visible()
    page.context.set_offline(False)
    # the redraws the taps asked for could not be sent (htmx says so): nothing else went wrong
    offline = ("ERR_INTERNET_DISCONNECTED", "htmx:sendError", "htmx:afterRequest")
    assert not [e for e in errors if not e.startswith(offline) and "ERR_INTERNET_DISCONNECTED" not in e], errors
