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
    assert "Début de la donne : Le donneur : Ana" in page


def test_a_tap_with_htmx_answers_with_the_live_section(table: Table, besigue: str, client: Any) -> None:
    start(table, besigue)
    response = tap(table, besigue, "Ana", {"kind": "combination", "type": "mariage", "suit": "pique"}, htmx=True)
    page = text(response)
    assert response.status_code == 200 and page.lstrip().startswith('<section id="entry"')
    assert "<html" not in page and running(page)[:2] == ["290", "0"]


def test_other_phones_see_a_change_within_one_poll(table: Table, besigue: str, client: Any) -> None:
    page = table.page(besigue)
    poll = re.search(r'hx-get="(/g/[^/]+/poll\?[^"]+)"', page).group(1).replace("&amp;", "&")
    assert client.get(poll, headers=HTMX).status_code == 204  # nothing changed
    start(table, besigue)
    tap(table, besigue, "Ana", {"kind": "blank"})
    answer = client.get(poll, headers=HTMX)
    body = text(answer)
    assert answer.status_code == 200
    assert '<div id="live-progress" class="live-progress" hx-swap-oob="true">' in body
    assert '<span id="live-rev" hx-swap-oob="true">' in body and "Cartes blanches" in body
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
    assert '<div id="totals"' in page and 'hx-swap-oob="true"' in page and totals(page) == ["2300", "0"]
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
    assert "Partie terminée" in page and "victoire de Ana" in page
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
