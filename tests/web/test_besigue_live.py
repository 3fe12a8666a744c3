"""Bésigue: the deal entered live, one tap per event, kept as a draft, then closed."""

from __future__ import annotations

import html
import json
import re

import pytest
from webtable import HTMX, Table, checked_value, input_value, text, totals

START = {"dealer": "Ana", "cut.pile_count": "18", "cut.guess": "20"}
# spec §8 example 2, in table order
EXAMPLE_2 = [
    ("Ana", "combination/mariage/suit/coeur"),
    ("Bea", "combination/mariage/suit/trefle"),
    ("Ana", "combination/besigue"),
    ("Bea", "fault/missed_draw"),
    ("Ana", "combination/suite/suit/coeur"),
    ("Bea", "combination/carre/rank/R"),
    ("Ana", "combination/double_besigue"),
    ("Bea", "combination/double_mariage/suit/trefle"),
]


@pytest.fixture
def besigue(table: Table) -> int:
    return table.new_game("besigue", ["Ana", "Bea"], variant="japonais")


def draft(table: Table, game: int) -> dict | None:
    db = table.db()
    try:
        rows = list(db.query("SELECT entry FROM drafts WHERE game_id = ?", [game]))
    finally:
        db.close()
    return json.loads(rows[0]["entry"]) if rows else None


def running(page: str) -> list[str]:
    """The in-deal running totals of the live panel."""
    block = page.split('<div id="running" class="running"', 1)[1].split('<div class="run trump">', 1)[0]
    return re.findall(r'<span class="big">([^<]*)</span>', block)


def tap(table: Table, game: int, who: str, code: str, htmx: bool = False, **fields: str):
    return table.live(game, {**START, **fields, "who": who, "event": code}, htmx=htmx)


def test_the_game_page_offers_the_event_buttons(table: Table, besigue: int) -> None:
    page = table.page(besigue)
    assert 'id="progress"' in page
    assert 'value="combination/mariage/suit/coeur"' in page and 'value="combination/carre/rank/A"' in page
    assert "carre_atout" not in page  # Chinois only
    assert checked_value(page, "dealer") == ["Ana"]
    chinois = table.new_game("besigue", ["Ana", "Bea"], variant="chinois")
    assert 'value="combination/carre_atout/rank/10"' in table.page(chinois)


def test_events_are_kept_in_the_draft_and_shown_on_reload(table: Table, besigue: int) -> None:
    response = table.live(besigue, {**START, "action": "save"})
    assert response.status_code == 303
    assert draft(table, besigue) == {"dealer": "Ana", "cut": {"pile_count": 18, "guess": 20}, "events": []}
    for who, code in EXAMPLE_2[:3]:
        assert tap(table, besigue, who, code).status_code == 303
    stored = draft(table, besigue)
    assert stored["events"] == [
        {"kind": "combination", "player": "Ana", "type": "mariage", "suit": "coeur"},
        {"kind": "combination", "player": "Bea", "type": "mariage", "suit": "trefle"},
        {"kind": "combination", "player": "Ana", "type": "besigue"},
    ]
    page = table.page(besigue)  # a reload, or another phone
    assert running(page)[:2] == ["330", "20"]
    assert "fixe l'atout" in html.unescape(page) and "Mariage" in page
    assert input_value(page, "cut.pile_count") == "18"
    assert checked_value(page, "who") == ["Ana"]  # the last one to announce


def test_a_tap_with_htmx_returns_the_live_partial(table: Table, besigue: int, client) -> None:
    response = tap(table, besigue, "Ana", "combination/mariage/suit/pique", htmx=True)
    assert response.status_code == 200
    page = text(response)
    assert page.lstrip().startswith('<section id="entry"') and "<html" not in page
    assert running(page)[:2] == ["290", "0"]
    progress = client.get(f"/games/{besigue}/progress", headers=HTMX)
    polled = text(progress)
    assert polled.lstrip().startswith('<div id="progress"') and "Mariage" in polled
    assert running(polled)[:2] == ["290", "0"] and 'hx-swap-oob="true"' in polled


def test_a_mistaken_event_can_be_removed(table: Table, besigue: int) -> None:
    for who, code in EXAMPLE_2[:3]:
        tap(table, besigue, who, code)
    page = table.page(besigue)
    tokens = re.findall(r'name="remove" value="([^"]+)"', page)
    assert len(tokens) == 3
    bea_mariage = next(t for t in tokens if t.startswith("1:"))
    response = table.live(besigue, {**START, "who": "Ana", "remove": bea_mariage})
    assert response.status_code == 303
    assert [e["type"] for e in draft(table, besigue)["events"]] == ["mariage", "besigue"]
    # the same remove again (a retry, the list has changed): nothing else goes
    table.live(besigue, {**START, "who": "Ana", "remove": bea_mariage})
    assert len(draft(table, besigue)["events"]) == 2


def test_an_event_the_rules_refuse_is_not_kept(table: Table, besigue: int) -> None:
    tap(table, besigue, "Ana", "stock_exhausted")
    response = tap(table, besigue, "Ana", "combination/besigue")
    assert response.status_code == 422
    assert "pioche est épuisée" in text(response)
    assert [e["kind"] for e in draft(table, besigue)["events"]] == ["stock_exhausted"]


@pytest.mark.parametrize("code", ["combination/carre_atout/rank/R", "combination/carre/rank/9", "nonsense",
                                  "combination/mariage/suit/rouge", "combination/mariage", "fault/triche", ""])
def test_unknown_buttons_are_refused_politely(table: Table, besigue: int, code: str) -> None:
    response = tap(table, besigue, "Ana", code)
    assert response.status_code in (303, 422)
    assert (draft(table, besigue) or {}).get("events", []) == []


def test_an_event_needs_a_player(table: Table, besigue: int) -> None:
    response = table.live(besigue, {**START, "event": "combination/besigue"})
    assert response.status_code == 422 and "Choisir d'abord le joueur" in html.unescape(text(response))


def test_closing_the_deal_enters_it_and_clears_the_draft(table: Table, besigue: int, client) -> None:
    for who, code in EXAMPLE_2:
        assert tap(table, besigue, who, code).status_code == 303
    page = table.page(besigue)
    assert running(page)[:2] == ["1090", "180"]
    preview = table.live(besigue, {**START, "last_trick_winner": "Bea", "action": "preview"})
    assert preview.status_code == 200 and "+2300" in text(preview)
    assert table.deal_rows(besigue) == []
    response = table.live(besigue, {**START, "last_trick_winner": "Bea", "action": "close"})
    assert response.status_code == 303
    assert draft(table, besigue) is None
    rows = table.deal_rows(besigue)
    assert len(rows) == 1 and len(json.loads(rows[0]["entry"])["events"]) == 8
    page = table.page(besigue)
    assert totals(page) == ["2300", "0"]  # spec §8 example 2
    assert "Donne 2 en cours" in page and checked_value(page, "dealer") == ["Bea"]
    detail = text(client.get(f"/games/{besigue}/deals/1", headers=HTMX))
    assert "Points de la donne" in detail and "1090" in detail and "Bésigue §7.3" in detail


def test_closing_with_htmx_swaps_scores_and_a_fresh_panel(table: Table, besigue: int) -> None:
    for who, code in EXAMPLE_2:
        tap(table, besigue, who, code)
    response = table.live(besigue, {**START, "last_trick_winner": "Bea", "action": "close"}, htmx=True)
    page = text(response)
    assert response.status_code == 200
    assert 'hx-swap-oob="true"' in page and totals(page) == ["2300", "0"]
    assert "Donne 1 enregistrée" in page and "Aucune annonce" in page


def test_a_refused_closing_keeps_everything(table: Table, besigue: int) -> None:
    tap(table, besigue, "Ana", "combination/mariage/suit/coeur")
    response = table.live(besigue, {**START, "last_trick_winner": "Ana", "brisques_requested_by": "Bea",
                                    "brisques@0": "15", "brisques@1": "15", "action": "close"})
    assert response.status_code == 422
    page = text(response)
    assert 'id="f-brisques-error"' in page and "32" in page
    assert input_value(page, "brisques@0") == "15"
    assert table.deal_rows(besigue) == []
    assert len(draft(table, besigue)["events"]) == 1


def test_garbage_in_the_live_form_is_not_a_500(table: Table, besigue: int) -> None:
    for data in ({"cut.pile_count": "beaucoup"}, {"cut.pile_count": "999"}, {"dealer": "Zoé"},
                 {"last_trick_winner": "Zoé", "action": "close"}, {"brisques@0": "x", "action": "preview"},
                 {"remove": "garbage"}, {"remove": "0:zzz"}, {"action": "unknown"}):
        response = table.live(besigue, {**START, **data})
        assert response.status_code in (303, 422), data
    assert table.deal_rows(besigue) == []


def test_the_brisque_advisor_warns_in_the_preview(table: Table, besigue: int) -> None:
    for who, code in EXAMPLE_2:
        tap(table, besigue, who, code)
    response = table.live(besigue, {**START, "last_trick_winner": "Bea", "brisques@0": "12", "brisques@1": "20",
                                    "action": "preview"})
    page = text(response)
    assert response.status_code == 200
    assert "Avec la demande" in page and "coûterait 300" in page


def test_starting_the_deal_over(table: Table, besigue: int) -> None:
    tap(table, besigue, "Ana", "combination/besigue")
    response = table.live(besigue, {"action": "reset"})
    assert response.status_code == 303 and draft(table, besigue) is None


def test_game_over_after_a_quadruple_besigue(table: Table, besigue: int) -> None:
    tap(table, besigue, "Ana", "combination/quadruple_besigue")
    response = table.live(besigue, {**START, "last_trick_winner": "Ana", "action": "close"})
    assert response.status_code == 303
    page = table.page(besigue)
    assert "Partie terminée" in page and "victoire de Ana" in page
    assert totals(page) == ["5800", "0"]  # 1000 + 250 (cut) + 4500 + 50 (last trick)
    response = table.live(besigue, {**START, "who": "Ana", "event": "combination/besigue"})
    assert response.status_code == 422 and "La partie est terminée" in text(response)
    assert draft(table, besigue) is None


def test_editing_a_past_deal_with_its_events(table: Table, besigue: int, client) -> None:
    for who, code in EXAMPLE_2:
        tap(table, besigue, who, code)
    table.live(besigue, {**START, "last_trick_winner": "Bea", "action": "close"})
    form = text(client.get(f"/games/{besigue}/deals/1/edit"))
    events_json = input_value(form, "events_json")
    assert events_json and len(json.loads(events_json)) == 8
    tokens = re.findall(r'name="remove" value="([^"]+)"', form)
    base = {**START, "last_trick_winner": "Bea", "deal_id": input_value(form, "deal_id"), "who": "Ana"}
    # remove Ana's double bésigue (500): nothing is written until saved
    response = client.post(f"/games/{besigue}/deals/1/edit",
                           data={**base, "events_json": events_json, "remove": next(t for t in tokens if t.startswith("6:"))},
                           headers=HTMX)
    assert response.status_code == 200
    events_json = input_value(text(response), "events_json")
    assert len(json.loads(events_json)) == 7
    assert len(json.loads(table.deal_rows(besigue)[0]["entry"])["events"]) == 8
    # add an event in its place, then save
    response = client.post(f"/games/{besigue}/deals/1/edit",
                           data={**base, "events_json": events_json, "event": "blank"})
    events_json = input_value(text(response), "events_json")
    assert json.loads(events_json)[-1] == {"kind": "blank", "player": "Ana"}
    response = client.post(f"/games/{besigue}/deals/1/edit",
                           data={**base, "events_json": events_json, "action": "save"})
    assert response.status_code == 303
    # Ana 1090 − 500 + 50 = 640, Bea 230: 1000 + 870 = 1870 → 1800
    assert totals(table.page(besigue)) == ["1800", "0"]


def test_a_draft_event_the_rules_refuse_is_listed_to_be_removed(table: Table, besigue: int) -> None:
    db = table.db()
    try:  # e.g. written by an older version of the app
        db.execute("INSERT INTO drafts (game_id, entry, updated) VALUES (?, ?, 'now')",
                   [besigue, json.dumps({"dealer": "Ana", "events": [
                       {"kind": "combination", "player": "Ana", "type": "besigue"},
                       {"kind": "combination", "player": "Ana", "type": "sextuple_besigue"}]})])
        db.conn.commit()
    finally:
        db.close()
    page = table.page(besigue)
    assert 'id="f-events-error"' in page and "sextuple" in page
    tokens = re.findall(r'name="remove" value="([^"]+)"', page)
    assert len(tokens) == 2
    table.live(besigue, {"dealer": "Ana", "remove": next(t for t in tokens if t.startswith("1:"))})
    assert 'id="f-events-error"' not in table.page(besigue)
