"""A deal entered while it is played, one tap per event, kept on the server
and closed at the end; shown with Bésigue, the game that declares one."""

from __future__ import annotations

import html
import json
import re
from typing import Any

import pytest
from webtable import HTMX, Table, checked_value, input_value, submitted, text, totals
from werkzeug.datastructures import MultiDict

START = {"dealer": "Ana", "cut.pile_count": "18", "cut.guess": "20"}
# spec §8 example 2, in table order
EXAMPLE_2: list[tuple[str, dict[str, str]]] = [
    ("Ana", {"kind": "combination", "type": "mariage", "suit": "coeur"}),
    ("Bea", {"kind": "combination", "type": "mariage", "suit": "trefle"}),
    ("Ana", {"kind": "combination", "type": "besigue"}),
    ("Bea", {"kind": "fault", "type": "missed_draw"}),
    ("Ana", {"kind": "combination", "type": "suite", "suit": "coeur"}),
    ("Bea", {"kind": "combination", "type": "carre", "rank": "R"}),
    ("Ana", {"kind": "combination", "type": "double_besigue"}),
    ("Bea", {"kind": "combination", "type": "double_mariage", "suit": "trefle"}),
]


@pytest.fixture
def besigue(table: Table) -> int:
    return table.new_game("besigue", ["Ana", "Bea"], variant="japonais")


def draft(table: Table, game: str) -> dict[str, Any] | None:
    game_id = table.game_id(game)
    db = table.db()
    try:
        rows = list(db.query("SELECT entry FROM drafts WHERE game_id = ?", [game_id]))
    finally:
        db.close()
    return json.loads(rows[0]["entry"]) if rows else None


def multi(pairs: list[tuple[str, str]]) -> MultiDict[str, str]:
    return MultiDict(pairs)


def running(page: str) -> list[str]:
    """The running in-deal totals of the live panel."""
    block = page.split('<div id="live-progress"', 1)[1].split('<div class="run fact">', 1)[0]
    return re.findall(r'<span class="big">([^<]*)</span>', block)


def start(table: Table, game: str) -> None:
    assert table.live(game, {**START, "action": "start"}).status_code == 303


def button(event: dict[str, str]) -> str:
    """What a pad button posts: its event as JSON, the player to be filled in as null."""
    named = event.get("kind") in ("blank", "combination", "fault")
    return json.dumps({**event, "player": None} if named else event)


def tap(table: Table, game: str, who: str | None, event: dict[str, str], htmx: bool = False) -> Any:
    fields = {"event": button(event)}
    if who:
        fields["who"] = who
    return table.live(game, fields, htmx=htmx)


def pad_events(page: str) -> list[dict[str, Any]]:
    return [json.loads(html.unescape(v)) for v in re.findall(r'name="event" value="([^"]+)"', page)]


def play_example(table: Table, game: str) -> None:
    start(table, game)
    for who, event in EXAMPLE_2:
        assert tap(table, game, who, event).status_code == 303


def test_the_pad_offers_one_button_per_event(table: Table, besigue: str) -> None:
    page = table.page(besigue)
    events = pad_events(page)
    assert {"kind": "combination", "type": "mariage", "suit": "coeur", "player": None} in events
    assert {"kind": "combination", "type": "carre", "rank": "A", "player": None} in events
    assert {"kind": "blank", "player": None} in events and {"kind": "stock_exhausted"} in events
    assert not any(e.get("type") == "carre_atout" for e in events)  # Chinois only
    assert checked_value(page, "dealer") == ["Ana"]
    chinois = table.new_game("besigue", ["Ana", "Bea"], variant="chinois")
    assert {"kind": "combination", "type": "carre_atout", "rank": "10", "player": None} in pad_events(
        table.page(chinois))


def test_the_start_and_the_events_are_kept_on_the_server(table: Table, besigue: str) -> None:
    start(table, besigue)
    assert draft(table, besigue) == {"dealer": "Ana", "cut": {"pile_count": 18, "guess": 20}}
    for who, event in EXAMPLE_2[:3]:
        assert tap(table, besigue, who, event).status_code == 303
    assert draft(table, besigue)["events"] == [
        {"kind": "combination", "player": "Ana", "type": "mariage", "suit": "coeur"},
        {"kind": "combination", "player": "Bea", "type": "mariage", "suit": "trefle"},
        {"kind": "combination", "player": "Ana", "type": "besigue"},
    ]
    page = table.page(besigue)  # a reload, or another phone
    assert running(page)[:2] == ["330", "20"]
    assert "fixe l&#39;atout" in page
    assert checked_value(page, "who") == ["Ana"]  # the last one to announce
    # the saved start folds to one line in the players' words (the dealer is said above it)
    assert re.search(r'<details class="more start">\s*<summary><span class="start-title">Début de la donne : '
                     r'<span class="start-said">La coupe : pile 18 ; estimation 20</span>', page)
    assert "Ana donne" in page


def test_a_tap_with_htmx_answers_with_the_live_section(table: Table, besigue: str, client: Any) -> None:
    start(table, besigue)
    response = tap(table, besigue, "Ana", {"kind": "combination", "type": "mariage", "suit": "pique"}, htmx=True)
    page = text(response)
    assert response.status_code == 200 and page.lstrip().startswith('<section id="entry"')
    assert "<html" not in page and running(page)[:2] == ["290", "0"]


def test_other_phones_see_a_change_within_one_poll(table: Table, besigue: str, app: Any) -> None:
    other = app.test_client()
    page = text(other.get(f"/g/{besigue}"))
    poll = re.search(r'hx-get="(/g/[^/]+/poll\?[^"]+)"', page).group(1).replace("&amp;", "&")
    assert other.get(poll, headers=HTMX).status_code == 204  # nothing changed
    start(table, besigue)
    tap(table, besigue, "Ana", {"kind": "blank"})
    answer = other.get(poll, headers=HTMX)
    body = text(answer)
    assert answer.status_code == 200
    assert '<div id="live-progress" class="live-progress" hx-swap-oob="morph">' in body
    assert '<span id="live-rev" hx-swap-oob="morph">' in body and "Cartes blanches" in body
    assert re.search(r'<div id="poller" hx-get="/g/[^/]+/poll\?r=0&amp;d=2"', body)


def test_a_tap_from_a_phone_that_missed_another_tap_is_refused(table: Table, besigue: str, client: Any) -> None:
    start(table, besigue)
    stale = table.page(besigue)  # this phone's view
    tap(table, besigue, "Bea", {"kind": "blank"})  # another phone taps in between
    response = client.post(f"/g/{besigue}/live", data={
        "draft_revision": input_value(stale, "draft_revision"), "who": "Ana",
        "event": button({"kind": "combination", "type": "besigue"})}, headers=HTMX)
    page = text(response)
    assert response.status_code == 200 and "Un autre téléphone a modifié la donne en cours" in page
    assert [e["kind"] for e in draft(table, besigue)["events"]] == ["blank"]
    assert "Bea : Cartes blanches" in page  # the phone now shows what the other entered
    # a stale start does not overwrite the cut the other phone saved
    response = client.post(f"/g/{besigue}/live", data={
        **START, "cut.pile_count": "5", "action": "start",
        "draft_revision": input_value(stale, "draft_revision")})
    assert response.status_code == 409
    assert draft(table, besigue)["cut"] == {"pile_count": 18, "guess": 20}


def test_a_mistaken_event_can_be_removed(table: Table, besigue: str) -> None:
    start(table, besigue)
    for who, event in EXAMPLE_2[:3]:
        tap(table, besigue, who, event)
    page = table.page(besigue)
    tokens = re.findall(r'name="remove" value="([^"]+)"', page)
    assert len(tokens) == 3
    bea_mariage = next(t for t in tokens if t.startswith("1:"))
    assert table.live(besigue, {"remove": bea_mariage}).status_code == 303
    assert [e["type"] for e in draft(table, besigue)["events"]] == ["mariage", "besigue"]
    table.live(besigue, {"remove": bea_mariage})  # a retry: nothing else goes
    assert len(draft(table, besigue)["events"]) == 2


def test_an_event_the_rules_refuse_is_not_kept(table: Table, besigue: str) -> None:
    start(table, besigue)
    tap(table, besigue, None, {"kind": "stock_exhausted"})
    response = tap(table, besigue, "Ana", {"kind": "combination", "type": "besigue"})
    assert response.status_code == 422
    assert "pioche est épuisée" in text(response)
    assert [e["kind"] for e in draft(table, besigue)["events"]] == ["stock_exhausted"]


@pytest.mark.parametrize("event", [{"kind": "combination", "type": "carre_atout", "rank": "R"},
                                   {"kind": "combination", "type": "carre", "rank": "9"}, {"kind": "nonsense"},
                                   {"kind": "combination", "type": "mariage", "suit": "rouge"},
                                   {"kind": "combination", "type": "mariage"}, {"kind": "fault", "type": "triche"},
                                   {}])
def test_unknown_buttons_are_refused_politely(table: Table, besigue: str, event: dict[str, str]) -> None:
    response = tap(table, besigue, "Ana", event)
    assert response.status_code == 422
    assert (draft(table, besigue) or {}).get("events", []) == []


def test_an_event_names_its_player(table: Table, besigue: str) -> None:
    response = tap(table, besigue, None, {"kind": "combination", "type": "besigue"})
    assert response.status_code == 422 and "(n° 1) : à remplir" in text(response)


def test_closing_the_deal_enters_it_and_clears_the_draft(table: Table, besigue: str, client: Any) -> None:
    play_example(table, besigue)
    assert running(table.page(besigue))[:2] == ["1090", "180"]
    preview = table.live(besigue, {"last_trick_winner": "Bea", "action": "preview"})
    assert preview.status_code == 200 and "+2300" in text(preview)
    assert table.deal_rows(besigue) == []
    response = table.live(besigue, {"last_trick_winner": "Bea", "action": "close"})
    assert response.status_code == 303
    assert draft(table, besigue) is None
    rows = table.deal_rows(besigue)
    assert len(rows) == 1 and len(json.loads(rows[0]["entry"])["events"]) == 8
    page = table.page(besigue)
    assert totals(page) == ["2300", "0"]  # spec §8 example 2
    assert "Donne 2 en cours" in page and checked_value(page, "dealer") == ["Bea"]
    detail = text(client.get(f"/g/{besigue}/deals/1", headers=HTMX))
    assert "Points de la donne" in detail and "Bésigue §7.3" in detail


def test_closing_with_htmx_swaps_the_scores_and_a_fresh_panel(table: Table, besigue: str) -> None:
    play_example(table, besigue)
    response = table.live(besigue, {"last_trick_winner": "Bea", "action": "close"}, htmx=True)
    page = text(response)
    assert response.status_code == 200
    assert '<div id="totals"' in page and 'hx-swap-oob="morph"' in page and totals(page) == ["2300", "0"]
    assert "Donne 1 enregistrée" in page and "Rien de saisi pour l'instant" in page


def test_a_refused_closing_keeps_everything(table: Table, besigue: str) -> None:
    start(table, besigue)
    tap(table, besigue, "Ana", {"kind": "combination", "type": "mariage", "suit": "coeur"})
    response = table.live(besigue, {"last_trick_winner": "Ana", "brisques_requested_by": "Bea",
                                    "brisques.Ana": "15", "brisques.Bea": "15", "action": "close"})
    assert response.status_code == 422
    page = text(response)
    assert 'id="f-brisques' in page and "32" in page
    assert input_value(page, "brisques.Ana") == "15"
    assert table.deal_rows(besigue) == [] and len(draft(table, besigue)["events"]) == 1


def test_garbage_in_the_live_form_is_not_a_500(table: Table, besigue: str) -> None:
    for data in ({"cut.pile_count": "beaucoup", "action": "start"}, {"cut.pile_count": "999", "action": "start"},
                 {"dealer": "Zoé", "action": "start"}, {"last_trick_winner": "Zoé", "action": "close"},
                 {"brisques.Ana": "x", "action": "preview"}, {"remove": "garbage"}, {"remove": "0:zzz"},
                 {"action": "unknown"}, {"event": "%%%"}, {"event": "[" * 5000}, {"event": '{"kind": [1]}'},
                 {"draft_revision": "x" * 50, "action": "reset"}):
        response = table.live(besigue, data)
        assert response.status_code in (303, 409, 422), data
    assert table.deal_rows(besigue) == []


def test_the_preview_warns_of_a_costly_brisque_request(table: Table, besigue: str) -> None:
    play_example(table, besigue)
    response = table.live(besigue, {"last_trick_winner": "Bea", "brisques.Ana": "12", "brisques.Bea": "20",
                                    "brisques_requested_by": "Bea", "action": "preview"})
    assert response.status_code == 200
    assert "⚠" in text(response)


def test_starting_the_deal_over(table: Table, besigue: str) -> None:
    start(table, besigue)
    tap(table, besigue, "Ana", {"kind": "combination", "type": "besigue"})
    response = table.live(besigue, {"action": "reset"})
    assert response.status_code == 303 and draft(table, besigue) is None


def test_game_over_after_a_quadruple_besigue(table: Table, besigue: str) -> None:
    start(table, besigue)
    tap(table, besigue, "Ana", {"kind": "combination", "type": "quadruple_besigue"})
    response = table.live(besigue, {"last_trick_winner": "Ana", "action": "close"})
    assert response.status_code == 303
    page = table.page(besigue)
    assert "Partie terminée" in page and "victoire d'Ana" in page
    assert totals(page) == ["5800", "0"]  # 1000 + 250 (cut) + 4500 + 50 (last trick)
    response = tap(table, besigue, "Ana", {"kind": "combination", "type": "besigue"})
    assert response.status_code == 422 and "La partie est terminée" in text(response)


def test_a_past_live_deal_is_edited_with_the_whole_form(table: Table, besigue: str, client: Any) -> None:
    play_example(table, besigue)
    table.live(besigue, {"last_trick_winner": "Bea", "action": "close"})
    form = text(client.get(f"/g/{besigue}/deals/1/edit"))
    assert input_value(form, "events#") == "8"
    assert 'name="events[6].kind" value="combination" checked' in form
    # take out Ana's double bésigue (500): a row removed is not written until saved
    data = submitted(form)
    response = client.post(f"/g/{besigue}/deals/1/edit", data=multi([*data, ("action", "remove:events[6]")]),
                           headers=HTMX)
    assert response.status_code == 200 and input_value(text(response), "events#") == "7"
    assert len(json.loads(table.deal_rows(besigue)[0]["entry"])["events"]) == 8
    response = client.post(f"/g/{besigue}/deals/1/edit",
                           data=multi([*submitted(text(response)), ("action", "save")]))
    assert response.status_code == 303, text(response)
    # Ana 1090 − 500 = 590, Bea 230: 1000 + 820 = 1820 → 1800
    assert totals(table.page(besigue)) == ["1800", "0"]


def test_a_stored_event_the_rules_refuse_is_shown_to_be_removed(table: Table, besigue: str) -> None:
    db = table.db()
    try:  # e.g. written by an older version of the app
        db.execute("INSERT INTO drafts (game_id, entry, updated) VALUES (?, ?, 'now')",
                   [table.game_id(besigue), json.dumps({"dealer": "Ana", "events": [
                       {"kind": "combination", "player": "Ana", "type": "besigue"},
                       {"kind": "combination", "player": "Ana", "type": "sextuple_besigue"}]})])
        db.conn.commit()
    finally:
        db.close()
    page = table.page(besigue)
    assert 'class="error" role="alert"' in page and "sextuple" in page
    tokens = re.findall(r'name="remove" value="([^"]+)"', page)
    assert len(tokens) == 2
    table.live(besigue, {"remove": next(t for t in tokens if t.startswith("1:"))})
    assert "sextuple" not in table.page(besigue)


# --------------------------------------------------------------------- the pad, polished for the table

def pad_block(page: str) -> str:
    """The pad as drawn: from its first row to the events entered."""
    return page.split('id="f-events"', 1)[1].split('id="live-events"', 1)[0]


def start_block(page: str) -> str:
    return page.split('<div id="live-start"', 1)[1].split('<div id="live-progress"', 1)[0]


@pytest.fixture
def frappe(table: Table) -> str:
    return table.new_game("frappe", ["Ana", "Bea"])  # Ana deals: Bea plays the 1st card (Fr §6)


def card(table: Table, game: str, rank: str, htmx: bool = False) -> Any:
    return table.live(game, {"event": json.dumps({"play": rank})}, htmx=htmx)


def turn_extension(table: Table, game: str) -> None:
    """The 1st round (Bea 5, Ana 9, Bea 6, Ana 9, Bea 10, Ana V), then Ana turns 8 8 2 9 and keeps the best."""
    for rank in "5 9 6 9 10 V".split():
        assert card(table, game, rank).status_code == 303
    for rank in "8 8 2 9".split():
        assert table.live(game, {"event": json.dumps({"extension": rank})}).status_code == 303
    assert table.live(game, {"event": json.dumps({"arrange": "best"})}).status_code == 303


def test_a_start_with_nothing_required_is_folded_and_what_needs_the_events_folded_inside(
        table: Table, frappe: str) -> None:
    page = table.page(frappe)
    start = start_block(page)
    assert '<details class="more start">' in start  # closed: nothing must be entered before the first card
    assert "Début de la manche" in start and "Modifier" in start
    # the dealer is drawn open inside it; the extension, known only once the first round is played, folded
    assert start.index('id="f-dealer-field"') < start.index("<summary>Incidents et détails</summary>") \
        < start.index('id="f-extension-field"')
    # the pad comes right after the points of the manche, the list after the pad
    assert page.index('id="live-progress"') < page.index('id="live-status"') < page.index('id="f-events"') \
        < page.index('id="live-events"')


def test_a_start_that_requires_a_value_stays_open_until_it_is_saved(table: Table, besigue: str) -> None:
    page = table.page(besigue)
    assert '<details class="more start" open>' in start_block(page)  # the cut is required (Bésigue §3)
    tap(table, besigue, "Ana", {"kind": "blank"})  # a tap alone does not save the cut
    assert '<details class="more start" open>' in start_block(table.page(besigue))
    start(table, besigue)
    assert '<details class="more start">' in start_block(table.page(besigue))
    # a refused start opens it again, its refusal beside the input
    response = table.live(besigue, {**START, "cut.pile_count": "beaucoup", "action": "start"})
    assert response.status_code == 422
    assert '<details class="more start" open>' in start_block(text(response))


def test_the_saved_start_reads_as_the_table_says_it(table: Table, frappe: str) -> None:
    turn_extension(table, frappe)
    start = start_block(table.page(frappe))
    said = re.search(r'<span class="start-said">([^<]*)</span>', start).group(1)
    assert html.unescape(said) == "L'extension : cartes 8, 8, 2, 9 ; sens De droite à gauche"
    for raw in ("False", "True", "rtl", "['", "None"):
        assert raw not in said


def test_the_end_shows_what_closes_the_deal_and_folds_the_rest(table: Table, besigue: str) -> None:
    page = table.page(besigue)
    end = page.split("<h3>Fin de la donne</h3>", 1)[1]
    folded = end.split('<details class="more end-more">', 1)
    assert len(folded) == 2  # closed: nothing in it yet
    assert 'id="f-last_trick_winner-field"' in folded[0]
    assert 'id="f-brisques_requested_by-field"' in folded[1] and 'id="f-brisques-field"' in folded[1]
    # a refusal beside a folded field opens the fold
    response = table.live(besigue, {"last_trick_winner": "Ana", "brisques_requested_by": "Bea",
                                    "brisques.Ana": "15", "brisques.Bea": "15", "action": "close"})
    assert '<details class="more end-more" open>' in text(response)


def test_the_hints_show_under_the_buttons(table: Table, frappe: str, besigue: str) -> None:
    for rank in "5 9 6".split():
        card(table, frappe, rank)
    pad = pad_block(table.page(frappe))
    # Ana's 4th card: what each rank would do, under it
    shown = dict(re.findall(r'<button[^>]*value="{&#34;play&#34;:&#34;(\w+)&#34;}"[^>]*>(.*?)</button>', pad))
    assert shown["6"] == '<span class="label">6</span><small>6 — frappe !</small>'  # on Bea's 6 (Fr §6.1)
    assert shown["9"] == '<span class="label">9</span><small>9 — ramasse 2 cartes</small>'
    assert shown["2"] == '<span class="label">2</span>'  # a card that stays says nothing more than its label
    # a hint that only names the button is its name for a screen reader, not shown twice
    pad = pad_block(table.page(besigue))
    heart = re.search(r'<button[^>]*"suit":"coeur"[^>]*>(.*?)</button>', html.unescape(pad)).group(0)
    assert 'aria-label="Mariage cœur"' in heart and "<small>" not in heart
    assert re.search(r'aria-label="Bésigue"><span class="label">Bésigue</span><small>40</small>', pad)


def test_the_pad_folds_its_rare_rows_under_the_games_words(table: Table, frappe: str, besigue: str) -> None:
    assert "<summary>Fautes et fin de la pioche</summary>" in pad_block(table.page(besigue))  # besigue.live.more
    assert "<summary>Autres cas</summary>" in pad_block(table.page(frappe))  # the default


def test_a_tap_is_answered_between_the_points_and_the_pad(table: Table, besigue: str) -> None:
    start(table, besigue)
    page = text(tap(table, besigue, "Bea", {"kind": "combination", "type": "carre", "rank": "R"}, htmx=True))
    assert '<p id="live-status" class="live-status" role="status">✓ Bea : Carré Roi</p>' in page
    assert '<li class="tapped">' in page
    tap(table, besigue, None, {"kind": "stock_exhausted"})
    page = text(tap(table, besigue, "Ana", {"kind": "combination", "type": "besigue"}, htmx=True))
    status = re.search(r'<p id="live-status" class="live-status error" role="alert">([^<]*)</p>', page).group(1)
    assert "pioche est épuisée" in status and "Bésigue §10.1" in status
    # a tap from one of the folded rows leaves them open
    page = text(tap(table, besigue, "Ana", {"kind": "fault", "type": "missed_draw"}, htmx=True))
    assert '<details class="more" open>\n    <summary>Fautes et fin de la pioche</summary>' in page


def test_the_answer_names_the_card_put_back_not_the_last_one_listed(table: Table, frappe: str) -> None:
    for rank in "5 9 6".split():
        card(table, frappe, rank)
    tokens = re.findall(r'name="remove" value="([^"]+)"', table.page(frappe))
    ana_nine = next(t for t in tokens if t.startswith("1:"))  # the list is the latest first
    assert table.live(frappe, {"remove": ana_nine}).status_code == 303
    assert "À ressaisir : 2e carte du 1er tour, jouée par Ana" in html.unescape(table.page(frappe))
    page = html.unescape(text(card(table, frappe, "9", htmx=True)))
    assert re.search(r'role="status">✓ Ana joue 9</p>', page)
    assert re.search(r'<li class="tapped">\s*<span class="event-text">Ana joue 9', page)
    assert "Bea joue 6" in page  # still the last one listed


def test_another_phone_sees_the_pad_the_tap_leaves(table: Table, frappe: str, app: Any) -> None:
    other = app.test_client()
    page = text(other.get(f"/g/{frappe}"))
    poll = re.search(r'hx-get="(/g/[^/]+/poll\?[^"]+)"', page).group(1).replace("&amp;", "&")
    assert "Bea joue : 1re carte du 1er tour" in html.unescape(pad_block(page))
    card(table, frappe, "5")  # from the first phone
    body = html.unescape(text(other.get(poll, headers=HTMX)))
    assert '<div class="events-pad" id="f-events" hx-swap-oob="morph">' in body
    assert "Ana joue : 2e carte du 1er tour" in body  # the pad it leaves, not only the points
    assert '<div id="live-events" class="live-events" hx-swap-oob="morph">' in body and "Bea joue 5" in body
    assert '<div id="live-start" class="live-start" hx-swap-oob="morph">' in body
    assert '<div id="live-progress" class="live-progress" hx-swap-oob="morph">' in body


def test_a_phone_does_not_fetch_back_its_own_taps(table: Table, frappe: str, client: Any, app: Any) -> None:
    page = table.page(frappe)
    poll = re.search(r'hx-get="(/g/[^/]+/poll\?[^"]+)"', page).group(1).replace("&amp;", "&")
    for rank in "5 9".split():  # two taps in a row, each answer drawing the pad it leaves
        response = client.post(f"/g/{frappe}/live", data={
            "draft_revision": input_value(page, "draft_revision"), "event": json.dumps({"play": rank})},
            headers=HTMX)
        page = text(response)
        assert response.status_code == 200 and f"joue {rank}" in page
    assert client.get(poll, headers=HTMX).status_code == 204  # its answers drew it already
    other = app.test_client()  # another phone plays the 3rd card: that one is fetched
    assert other.post(f"/g/{frappe}/live", data={"draft_revision": input_value(page, "draft_revision"),
                                                  "event": json.dumps({"play": "6"})}).status_code == 303
    answer = client.get(poll, headers=HTMX)
    assert answer.status_code == 200 and "Bea joue 6" in text(answer)


def test_a_view_link_follows_the_deal_without_the_pad(table: Table, besigue: str, app: Any) -> None:
    viewer = app.test_client()
    page = text(viewer.get(f"/g/{table.view_token(besigue)}"))
    poll = re.search(r'hx-get="(/g/[^/]+/poll\?[^"]+)"', page).group(1).replace("&amp;", "&")
    start(table, besigue)
    tap(table, besigue, "Ana", {"kind": "blank"})
    body = text(viewer.get(poll, headers=HTMX))
    # only what the view link shows is swapped: no pad, no start, no revision of a form it has not
    assert 'id="live-progress" class="live-progress" hx-swap-oob="morph"' in body and "Cartes blanches" in body
    for absent in ('id="f-events"', 'id="live-start"', 'id="live-rev"', 'name="remove"'):
        assert absent not in body


def test_a_closed_deal_gives_other_phones_a_fresh_live_entry(table: Table, besigue: str, app: Any) -> None:
    other = app.test_client()
    page = text(other.get(f"/g/{besigue}"))
    poll = re.search(r'hx-get="(/g/[^/]+/poll\?[^"]+)"', page).group(1).replace("&amp;", "&")
    play_example(table, besigue)
    table.live(besigue, {"last_trick_winner": "Bea", "action": "close"})
    body = text(other.get(poll, headers=HTMX))
    assert '<div id="live-entry" class="live-entry" hx-swap-oob="morph">' in body
    assert "Donne 2 en cours" in body and "Rien de saisi pour l'instant" in body
    assert body.count('hx-swap-oob="morph"') == 3  # the totals, the scores, the live entry: nothing inside it


def test_without_javascript_the_page_drawn_again_answers_the_tap_once(table: Table, besigue: str) -> None:
    start(table, besigue)
    assert tap(table, besigue, "Bea", {"kind": "blank"}).status_code == 303
    page = table.page(besigue)  # where the redirect leads
    assert '<p id="live-status" class="live-status" role="status">✓ Bea : Cartes blanches</p>' in page
    assert '<li class="tapped">' in page
    again = table.page(besigue)
    assert 'class="live-status idle"' in again and '<li class="tapped">' not in again


def test_an_event_taken_back_is_said_in_the_status_line(table: Table, besigue: str) -> None:
    start(table, besigue)
    tap(table, besigue, "Bea", {"kind": "blank"})
    token = re.search(r'name="remove" value="([^"]+)"', table.page(besigue)).group(1)
    page = text(table.live(besigue, {"remove": token}, htmx=True))
    assert '<p id="live-status" class="live-status" role="status">✕ Retiré : Bea : Cartes blanches</p>' in page


def test_a_page_showing_a_taps_answer_once_is_never_kept(table: Table, besigue: str) -> None:
    """Without htmx a tap is a post, then the page: that page says what the tap did, once. It has no ETag (a
    cache would show the answer again); the page after it is kept, and revalidates."""
    start(table, besigue)
    tapped = tap(table, besigue, "Bea", {"kind": "combination", "type": "carre", "rank": "R"})
    assert tapped.status_code == 303
    once = table.client.get(f"/g/{besigue}")
    assert "✓ Bea : Carré Roi" in text(once) and "ETag" not in once.headers
    after = table.client.get(f"/g/{besigue}")
    assert "✓ Bea : Carré Roi" not in text(after) and after.headers["ETag"]
    assert table.client.get(f"/g/{besigue}", headers={"If-None-Match": after.headers["ETag"]}).status_code == 304


def test_a_manche_over_in_its_first_round_closes_with_its_form_as_drawn(table: Table, frappe: str) -> None:
    # four 9 in the 1st round: pénitence, the dealer wins at once (Frappe §8 ex.5); the extension is never
    # turned, and its arrangement, drawn at its defaults, enters nothing (Fr §4.1)
    drawn = [(name, value) for name, value in submitted(table.page(frappe)) if name != "action"]
    assert ("extension.direction", "ltr") in drawn
    answer = table.client.post(f"/g/{frappe}/live", data=multi([*drawn, ("action", "start")]))
    assert answer.status_code == 303, text(answer)
    for rank in "9 9 9 9".split():
        assert card(table, frappe, rank).status_code == 303
    page = table.page(frappe)
    assert checked_value(page, "extension.direction") == ["ltr"]
    sent = [(name, value) for name, value in submitted(page) if name != "action"]
    answer = table.client.post(f"/g/{frappe}/live", data=multi([*sent, ("action", "close")]))
    assert answer.status_code == 303, text(answer)
    rows = table.deal_rows(frappe)
    assert len(rows) == 1 and "extension" not in json.loads(rows[0]["entry"])
    assert "Partie terminée" in table.page(frappe)
