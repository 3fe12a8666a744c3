"""No network at the table: a deal saved offline is kept on the phone, said so
plainly, and sent when the network is back (once, whatever the retries); a
page opened before comes back from the phone's cache."""

from __future__ import annotations

from typing import Any

import pytest
from phone import deals_shown, open_through_api, pick, shot, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser
PLAYERS = ["Ana", "Bea", "Cyr"]
#: what the page reports while the network is cut: the failed requests, and htmx saying so
NETWORK_CUT = ["ERR_INTERNET_DISCONNECTED", "htmx:sendError", "htmx:afterRequest"]


def fill_deal(page: Any, taker: str, points: tuple[int, int, int]) -> None:
    pick(page, "taker", taker)
    page.fill("input[name=contract]", "100")
    for player, value in zip(PLAYERS, points, strict=True):
        page.fill(f"input[name='trick_points.{player}']", str(value))


def test_a_deal_saved_offline_is_kept_then_sent_once(phones: Any, tolerated: list[str]) -> None:
    tolerated += NETWORK_CUT
    page = phones()
    made = open_through_api(page, "mille", PLAYERS, [])
    fill_deal(page, "Ana", (100, 10, 10))
    page.context.set_offline(True)  # the network drops as the deal is saved
    page.locator("#entry button[name=action][value=save]").click()
    note = page.locator("#outbox")
    expect(note).to_contain_text("Pas de réseau")
    expect(note).to_contain_text("gardée sur ce téléphone")
    assert page.evaluate("JSON.parse(localStorage.getItem('compagnon.outbox')).length") == 1
    assert page.input_value("input[name=contract]") == ""  # the form is free for the next deal
    shot(page, "offline-1-kept")

    # a second deal, still offline (typed without a tap redrawing the form): its own id, kept behind the first
    page.locator("input[name=taker][value=Bea]").locator("xpath=..").click()
    page.fill("input[name=contract]", "100")
    for player, value in zip(PLAYERS, (10, 100, 10), strict=True):
        page.fill(f"input[name='trick_points.{player}']", str(value))
    page.locator("#entry button[name=action][value=save]").click()
    expect(note).to_contain_text("2 donnes attendent le réseau")
    ids = page.evaluate("JSON.parse(localStorage.getItem('compagnon.outbox'))"
                        ".map(d => d.fields.find(f => f[0] == 'client_id')[1])")
    assert len(set(ids)) == 2

    page.context.set_offline(False)
    deals_shown(page, 2, timeout=20_000)  # sent in order, and the page drawn again
    expect(page.locator("#outbox")).to_have_text("Gardées hors ligne, « Donne 1 », « Donne 2 » sont enregistrées.")
    assert totals(page) == ["110", "110", "20"]
    assert page.evaluate("JSON.parse(localStorage.getItem('compagnon.outbox') || '[]').length") == 0
    bearer = {"Authorization": f"Bearer {made['edit_token']}"}
    stored = page.request.get(f"/api/games/{made['id']}", headers=bearer).json()
    assert len(stored["deals"]) == 2
    shot(page, "offline-2-sent")


def test_after_a_deal_kept_offline_the_form_goes_on_to_the_next_and_the_totals_say_they_wait(
        phones: Any, tolerated: list[str]) -> None:
    tolerated += NETWORK_CUT
    page = phones()
    done = [{"taker": p, "contract": 100, "trick_points": {q: 100 if q == p else 10 for q in PLAYERS}}
            for p in PLAYERS]
    open_through_api(page, "mille", PLAYERS, done)  # Ana, Bea, Cyr dealt: deal 4 is Ana's again
    head = page.locator("#entry-head")
    expect(head.locator("h2")).to_have_text("Donne 4")
    expect(head.locator(".who-deals")).to_have_text("Ana donne · Bea parle en premier")
    fill_deal(page, "Bea", (10, 100, 10))
    page.context.set_offline(True)
    page.locator("#entry button[name=action][value=save]").click()
    expect(page.locator("#outbox")).to_contain_text("« Donne 4 » n'est pas encore enregistrée")
    # the form is the next deal's, dealt by the next player, and the totals say what they do not count
    expect(head.locator("h2")).to_have_text("Donne 5")
    expect(head.locator(".who-deals")).to_have_text("Bea donne · Cyr parle en premier")
    marked = page.locator("#f-dealer-choices .pill.expected")
    expect(marked).to_have_text("Bea (à son tour)")
    expect(marked.locator("input")).to_be_checked()
    assert page.locator("#f-dealer-choices .pill").all_inner_texts() == ["Ana", "Bea (à son tour)", "Cyr"]
    expect(page.locator("#totals .tot.dealer .player-name")).to_have_text("Bea")
    expect(page.locator("#totals .provisional")).to_have_text(
        "Totaux provisoires : la donne gardée sur ce téléphone n'y est pas encore comptée.")
    expect(page.locator("#scores .provisional")).to_contain_text("Tableau provisoire")
    assert totals(page) == ["120", "120", "120"]  # as the server counted them
    shot(page, "offline-4-next-deal")
    head.scroll_into_view_if_needed()
    shot(page, "offline-5-next-deal-heading")
    # a second deal kept (typed without a tap redrawing the form): « Donne 5 », Bea's, as in turn
    page.locator("input[name=taker][value=Cyr]").locator("xpath=..").click()
    page.fill("input[name=contract]", "100")
    for player, value in zip(PLAYERS, (10, 10, 100), strict=True):
        page.fill(f"input[name='trick_points.{player}']", str(value))
    page.locator("#entry button[name=action][value=save]").click()
    expect(page.locator("#outbox")).to_contain_text("2 donnes attendent le réseau")
    expect(head.locator("h2")).to_have_text("Donne 6")
    expect(head.locator(".who-deals")).to_have_text("Cyr donne · Ana parle en premier")
    expect(page.locator("#totals .provisional")).to_contain_text("les 2 donnes gardées")
    labels = page.evaluate("JSON.parse(localStorage.getItem('compagnon.outbox')).map(d => d.label)")
    assert labels == ["Donne 4", "Donne 5"]

    page.context.set_offline(False)
    deals_shown(page, 5, timeout=20_000)  # sent, and the page drawn again as the server has it
    expect(head.locator("h2")).to_have_text("Donne 6")
    expect(head.locator(".who-deals")).to_have_text("Cyr donne · Ana parle en premier")
    expect(page.locator(".provisional")).to_have_count(0)
    assert totals(page) == ["140", "230", "230"]


def test_a_deal_kept_offline_is_sent_once_even_if_sent_twice(phones: Any, tolerated: list[str]) -> None:
    tolerated += NETWORK_CUT
    page = phones()
    made = open_through_api(page, "mille", PLAYERS, [])
    fill_deal(page, "Ana", (100, 10, 10))
    page.context.set_offline(True)
    page.locator("#entry button[name=action][value=save]").click()
    expect(page.locator("#outbox")).to_contain_text("Pas de réseau")
    kept = page.evaluate("localStorage.getItem('compagnon.outbox')")
    page.context.set_offline(False)
    deals_shown(page, 1, timeout=20_000)
    # the same deal found again in the outbox (a retry whose answer was lost): the server keeps the first
    page.evaluate("kept => localStorage.setItem('compagnon.outbox', kept)", kept)
    with page.expect_navigation(timeout=15_000):  # sent, the page is drawn again with what the server holds
        page.evaluate("outbox.send()")
    expect(page.locator("#outbox")).to_contain_text("enregistrée", timeout=10_000)
    bearer = {"Authorization": f"Bearer {made['edit_token']}"}
    assert len(page.request.get(f"/api/games/{made['id']}", headers=bearer).json()["deals"]) == 1


def test_a_deal_refused_when_sent_is_said_plainly(phones: Any, tolerated: list[str]) -> None:
    tolerated += [*NETWORK_CUT, "status of 422"]  # the refusal itself
    page = phones()
    made = open_through_api(page, "mille", PLAYERS, [])
    fill_deal(page, "Ana", (100, 10, 10))
    page.fill("input[name=contract]", "97")
    page.context.set_offline(True)  # not a multiple of 5: the rules refuse it
    page.locator("#entry button[name=action][value=save]").click()
    expect(page.locator("#outbox")).to_contain_text("Pas de réseau")
    page.context.set_offline(False)
    note = page.locator("#outbox.refused")
    expect(note).to_contain_text("a été refusée", timeout=20_000)
    expect(note).to_contain_text("Saisissez-la de nouveau")
    shot(page, "offline-3-refused")
    bearer = {"Authorization": f"Bearer {made['edit_token']}"}
    assert page.request.get(f"/api/games/{made['id']}", headers=bearer).json()["deals"] == []


class Unavailable:
    """The server's answer to a deal sent from the phone replaced by a 503 until ``through`` is set; with
    ``stored``, the deal reaches the server first and only its answer is lost (the worst case for a retry)."""

    def __init__(self, page: Any, stored: bool = False) -> None:
        self.page, self.stored, self.through, self.refused = page, stored, False, 0
        page.route("**/deals", self.answer)

    def answer(self, route: Any) -> None:
        if route.request.method != "POST" or self.through:
            route.continue_()
            return
        if self.stored:
            route.fetch()
        self.refused += 1
        route.fulfill(status=503, content_type="text/plain", body="Service Unavailable")


#: what the page reports when the server answers 503: the failed request, and htmx saying so
UNAVAILABLE = ["status of 503", "Response Status Error Code 503"]


def test_a_deal_the_server_cannot_take_is_kept_then_sent_once(phones: Any, tolerated: list[str]) -> None:
    """The server answers 503 to « Valider »: the deal is neither lost nor said refused; it is kept on the phone,
    which says so, and sent again by itself until the server takes it."""
    tolerated += UNAVAILABLE
    page = phones()
    made = open_through_api(page, "mille", PLAYERS, [])
    fill_deal(page, "Ana", (100, 10, 10))
    unavailable = Unavailable(page)
    page.locator("#entry button[name=action][value=save]").click()
    note = page.locator("#outbox")
    expect(note).to_contain_text("« Donne 1 » n'est pas encore enregistrée : le serveur ne peut pas "
                                 "l'enregistrer pour l'instant (erreur 503). Elle est gardée sur ce téléphone")
    expect(note).not_to_contain_text("refusée")
    assert page.evaluate("JSON.parse(localStorage.getItem('compagnon.outbox')).length") == 1
    assert page.input_value("input[name=contract]") == ""  # the form is free for the next deal
    shot(page, "offline-5-kept-after-503")
    unavailable.through = True
    deals_shown(page, 1, timeout=20_000)  # sent again by itself, the page drawn again
    expect(page.locator("#outbox")).to_have_text("« Donne 1 », gardée hors ligne, est enregistrée.")
    assert totals(page) == ["100", "10", "10"]
    assert page.evaluate("JSON.parse(localStorage.getItem('compagnon.outbox') || '[]').length") == 0
    bearer = {"Authorization": f"Bearer {made['edit_token']}"}
    assert len(page.request.get(f"/api/games/{made['id']}", headers=bearer).json()["deals"]) == 1


def test_a_kept_deal_whose_answer_is_lost_stays_kept_and_is_stored_once(phones: Any,
                                                                       tolerated: list[str]) -> None:
    """A deal kept offline, sent when the network is back: the server stores it but its answer comes back as a
    503. The phone keeps the deal (it cannot know), tries again a little later, and the server keeps it once."""
    tolerated += [*NETWORK_CUT, *UNAVAILABLE]
    page = phones()
    made = open_through_api(page, "mille", PLAYERS, [])
    fill_deal(page, "Ana", (100, 10, 10))
    page.context.set_offline(True)
    page.locator("#entry button[name=action][value=save]").click()
    note = page.locator("#outbox")
    expect(note).to_contain_text("Pas de réseau")
    unavailable = Unavailable(page, stored=True)
    page.context.set_offline(False)
    expect(note).to_contain_text("« Donne 1 » n'est toujours pas enregistrée : le serveur ne peut pas "
                                 "l'enregistrer pour l'instant (erreur 503). Elle reste gardée sur ce téléphone ; "
                                 "nouvel essai dans", timeout=20_000)
    assert unavailable.refused >= 1
    assert page.evaluate("JSON.parse(localStorage.getItem('compagnon.outbox')).length") == 1
    shot(page, "offline-6-still-kept-after-503")
    unavailable.through = True
    deals_shown(page, 1, timeout=20_000)
    expect(page.locator("#outbox")).to_have_text("« Donne 1 », gardée hors ligne, est enregistrée.")
    assert page.evaluate("JSON.parse(localStorage.getItem('compagnon.outbox') || '[]').length") == 0
    bearer = {"Authorization": f"Bearer {made['edit_token']}"}
    assert len(page.request.get(f"/api/games/{made['id']}", headers=bearer).json()["deals"]) == 1


def test_a_page_opened_before_comes_back_from_the_cache(phones: Any, tolerated: list[str]) -> None:
    tolerated += [*NETWORK_CUT, "ERR_FAILED"]
    page = phones(service_workers="allow")
    made = open_through_api(page, "mille", PLAYERS, [{"taker": "Ana", "contract": 100,
                                                      "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10}}])
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()  # now under the service worker, which keeps a copy
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.reload()
    expect(page.locator("#totals")).to_be_visible()
    page.context.set_offline(True)
    page.goto(f"/g/{made['edit_token']}")
    expect(page.locator("#totals")).to_be_visible()
    assert totals(page) == ["100", "10", "10"]
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") != "rgba(0, 0, 0, 0)"  # styled
    shot(page, "offline-4-from-cache")


def test_offline_the_phone_speaks_the_pages_language(phones: Any, tolerated: list[str]) -> None:
    """A phone whose browser asks for English: what the script says while the network is gone is English too."""
    tolerated += NETWORK_CUT
    page = phones(locale="en-GB")
    open_through_api(page, "mille", PLAYERS, [])
    expect(page.locator("html")).to_have_attribute("lang", "en")
    fill_deal(page, "Ana", (100, 10, 10))
    page.context.set_offline(True)
    page.locator("#entry button[name=action][value=save]").click()
    note = page.locator("#outbox")
    expect(note).to_contain_text("No network: “Deal 1” is not saved yet. It is kept on this phone")
    page.locator("input[name=taker][value=Bea]").locator("xpath=..").click()
    page.fill("input[name=contract]", "100")
    for player, value in zip(PLAYERS, (10, 100, 10), strict=True):
        page.fill(f"input[name='trick_points.{player}']", str(value))
    page.locator("#entry button[name=action][value=save]").click()
    expect(note).to_contain_text("2 deals are waiting for the network on this phone")
    shot(page, "offline-en-kept")
    page.context.set_offline(False)
    deals_shown(page, 2, timeout=20_000)
    expect(page.locator("#outbox")).to_have_text("Kept offline, “Deal 1”, “Deal 2” are now saved.")
    assert totals(page) == ["110", "110", "20"]


#: the pages this phone's service worker holds copies of whose address or content holds ``text``
HOLDING = """text => caches.keys()
  .then(names => Promise.all(names.map(name => caches.open(name).then(cache => cache.keys().then(requests =>
    Promise.all(requests.map(request => cache.match(request).then(copy => copy.text())
      .then(body => request.url.includes(text) || body.includes(text) ? request.url : null))))))))
  .then(found => found.flat().filter(Boolean))"""


def copies_holding(page: Any, text: str, some: bool) -> list[str]:
    """The copies holding ``text``, once there are some (``some``) or none (the worker copies and drops them as
    the answers come, a moment after the page is shown)."""
    found = page.wait_for_function(
        f"([text, some]) => ({HOLDING})(text).then(found => (found.length > 0) === some && found)",
        arg=[text, some], polling=100)
    copies: list[str] = found.json_value()
    return copies


def under_worker(page: Any) -> None:
    """The page opened again under the service worker, which keeps its copy."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    page.wait_for_function("navigator.serviceWorker.controller !== null")


def test_new_links_leave_no_copy_of_the_old_ones(phones: Any, tolerated: list[str]) -> None:
    """« Nouveaux liens »: the old link answers 404, and no phone opens it offline any more, old edit token
    included — neither the phone that made the new links, nor another that opened the old link before and opens
    it again while the network is there (its page answers 404: the copies go)."""
    tolerated += [*NETWORK_CUT, "ERR_FAILED", "status of 404", "status of 503"]
    page = phones(service_workers="allow")
    made = open_through_api(page, "mille", PLAYERS, [{"taker": "Ana", "contract": 100,
                                                      "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10}}])
    token = made["edit_token"]
    old = f"/g/{token}"
    under_worker(page)
    page.goto("/")  # the home page lists the game: its copy holds the link too
    page.goto(f"/g/{made['view_token']}")  # the view link goes with the edit link
    page.goto(f"{old}/share")
    assert len(copies_holding(page, token, some=True)) >= 3
    assert copies_holding(page, made["view_token"], some=True)
    other = phones(service_workers="allow")
    other.goto(old)
    under_worker(other)
    other.goto(f"{old}/tableau")
    assert len(copies_holding(other, token, some=True)) >= 2

    page.get_by_role("button", name="Révoquer et créer de nouveaux liens").click()
    page.wait_for_url(lambda url: token not in url and url.endswith("/share"))
    assert copies_holding(page, token, some=False) == []
    assert copies_holding(page, made["view_token"], some=False) == []
    page.context.set_offline(True)
    page.goto(old)
    expect(page.locator("#totals")).to_have_count(0)
    assert token not in page.content()
    shot(page, "offline-7-old-link-gone")

    assert other.goto(f"{old}/tableau").status == 404  # not the link's own page: the worker asks about the link
    assert copies_holding(other, token, some=False) == []
    other.context.set_offline(True)
    other.goto(old)
    expect(other.locator("#totals")).to_have_count(0)
    assert token not in other.content()
