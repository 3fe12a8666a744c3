"""Playing a game of Mille through the pages: enter, preview, refuse, edit, delete, finish."""

from __future__ import annotations

import json
import re

import pytest
from webtable import HTMX, M1, M2, M3, M4, Table, checked_value, input_value, text, totals

# --------------------------------------------------------------------- entering deals


def test_a_new_game_starts_with_the_chosen_dealer(table: Table, mille: str) -> None:
    page = table.page(mille)
    assert totals(page) == ["0", "0", "0"]
    assert checked_value(page, "dealer") == [""] and "Cyr donne · Ana parle en premier" in page
    assert "Donne 1" in page
    assert 'inputmode="numeric"' in page


def test_deals_are_scored_and_totals_shown(table: Table, mille: str) -> None:
    for deal in (M1, M2, M3, M4):
        response = table.deal(mille, deal)
        assert response.status_code == 303
    page = table.page(mille)
    assert totals(page) == ["115", "−25", "40"]  # spec §8 M4
    rows = table.deal_rows(mille)
    assert [r["position"] for r in rows] == [1, 2, 3, 4]
    assert json.loads(rows[0]["entry"]) == {
        "dealer": "Cyr", "taker": "Ana", "contract": 110,
        "trick_points": {"Ana": 78, "Bea": 30, "Cyr": 12}, "marriages": {"Ana": ["carreau"]}}
    assert json.loads(rows[2]["entry"])["bomb"] is True
    # the game facts: Cyr's bomb is used
    assert "Bombe" in page and "utilisée" in page


def test_next_dealer_is_prefilled_and_marked(table: Table, mille: str) -> None:
    table.deal(mille, M1)
    page = table.page(mille)
    assert "Ana donne · Bea parle en premier" in page  # the rotation's dealer, not an input to overwrite
    assert '<th scope="col" class="player dealer"><span class="name">Ana</span></th>' in page
    assert re.search(r'<div class="tot dealer">\s*<span class="player-name">Ana</span>\s*<span class="big">110</span>'
                     r'\s*<span class="badge"', page)


def test_a_tap_that_changes_which_fields_apply_redraws_only_those(table: Table, mille: str) -> None:
    page = table.page(mille)
    assert 'id="slot-f-taker"' in page and 'hx-vals=\'{"action": "refresh"}\'' in page
    # a misdeal: the taker and the contract no longer apply, morphed out of band
    response = table.deal(mille, {"misdeal": "on", "trick_points.Ana": "70"}, action="refresh", htmx=True)
    answer = text(response)
    assert response.status_code == 200 and response.headers.get("HX-Reswap") == "none"
    assert '<div id="slot-f-taker" class="slot" hx-swap-oob="morph"></div>' in answer
    assert 'name="taker"' not in answer and "<form" not in answer
    assert "field-error" not in answer  # nothing is refused while the table is still entering
    assert table.deal_rows(mille) == []
    # without htmx the whole form comes back, as typed
    page = text(table.deal(mille, {"misdeal": "on", "bid": "x"}, action="refresh"))
    assert "<form" in page and 'name="taker"' not in page
    assert re.search(r'name="misdeal" id="f-misdeal" value="on" checked', page)


def test_a_poll_crossing_this_phones_own_save_does_not_say_another_phone_saved(table: Table, mille: str,
                                                                              client) -> None:
    page = table.page(mille)
    mine = input_value(page, "client_id")
    assert f"c={mine}" in page  # the poller says which deal this phone is entering
    assert table.deal(mille, M1, client_id=mine).status_code == 303
    own = text(client.get(f"/g/{mille}/poll?r=0&d=0&c={mine}", headers=HTMX))
    other = text(client.get(f"/g/{mille}/poll?r=0&d=0&c=someone-else", headers=HTMX))
    assert 'id="scores"' in own and 'id="scores"' in other  # the scores come either way
    assert "Un autre téléphone" not in own and "Un autre téléphone" in other


def test_a_phone_whose_form_is_open_when_another_ends_the_game_loses_its_form(table: Table, mille: str,
                                                                             client) -> None:
    page = table.page(mille)
    assert 'id="entry-form"' in page
    win_for_ana(table, mille)  # entered on another phone
    answer = text(client.get(f"/g/{mille}/poll?r=0&d=0&c=someone-else", headers=HTMX))
    entry = re.search(r'<section id="entry" class="card entry" hx-swap-oob="morph">(.*?)</section>', answer, re.S)
    assert entry and "Partie terminée" in entry.group(1) and "Plus rien ne peut être ajouté." in entry.group(1)
    assert "entry-form" not in answer and "victoire d'Ana" in answer


def test_the_dealer_left_empty_is_the_rotations(table: Table, mille: str) -> None:
    page = table.page(mille)
    assert re.search(r'<label class="pill expected "><input type="radio" name="dealer" value="" checked>'
                     r'<span>Cyr \(à son tour\)</span>', page)


def test_preview_shows_points_and_writes_nothing(table: Table, mille: str) -> None:
    response = table.deal(mille, M1, action="preview")
    assert response.status_code == 200
    page = text(response)
    assert "Aperçu" in page and "+110" in page and "contrat 110 réussi" in page and "Mille §9" in page
    assert input_value(page, "contract") == "110"  # the form is still filled in
    assert table.deal_rows(mille) == []


def test_preview_with_htmx_returns_the_entry_partial(table: Table, mille: str) -> None:
    response = table.deal(mille, M1, action="preview", htmx=True)
    page = text(response)
    assert response.status_code == 200
    assert page.lstrip().startswith('<section id="entry"')
    assert "<html" not in page and "+110" in page


def test_saving_with_htmx_swaps_the_form_and_the_scores(table: Table, mille: str) -> None:
    response = table.deal(mille, M1, htmx=True)
    page = text(response)
    assert response.status_code == 200 and "<html" not in page
    assert page.lstrip().startswith('<section id="entry"')
    assert 'id="scores"' in page and 'hx-swap-oob="morph"' in page
    assert totals(page) == ["110", "30", "10"]
    assert "Donne 1 enregistrée" in page and "Donne 2" in page
    assert len(table.deal_rows(mille)) == 1


def test_full_page_without_htmx(client, mille: str) -> None:
    page = text(client.get(f"/g/{mille}"))
    assert page.startswith("<!doctype html>")
    assert 'id="scores"' in page and 'id="entry"' in page and 'id="detail"' in page


# --------------------------------------------------------------------- refused input


@pytest.mark.parametrize(("change", "field", "words"), [
    # section: Mille §5
    ({"contract": "112"}, "contract", "multiple de 5"),
    ({"contract": "95"}, "contract", "au moins 100"),
    ({"contract": "125"}, "taker_had_marriage_at_bid", "sans mariage en main"),
    # section: Mille §3
    ({"trick_points.Cyr": "11"}, "trick_points", "font toujours 120, pas 119"),
    ({"trick_points.Bea": "1", "trick_points.Cyr": "41"}, "trick_points", "1 point de plis est impossible"),
    # section: Mille §3.1
    ({"marriages.Bea": "carreau"}, "marriages", "Un seul mariage"),
])
def test_refused_deal_names_the_field_and_keeps_the_values(table: Table, mille: str, change: dict[str, str],
                                                           field: str, words: str) -> None:
    response = table.deal(mille, {**M1, **change})
    assert response.status_code == 422
    page = text(response)
    assert re.search(f'class="field-error" id="f-{field}[^"]*-error"', page)
    assert words in page
    assert 'autofocus' in page and 'id="error-summary"' in page
    for name, value in {**M1, **change}.items():
        if name.startswith("marriages") or name in ("dealer", "taker"):
            assert value in checked_value(page, name), name
        else:
            assert input_value(page, name) == value, name
    assert table.deal_rows(mille) == []


def test_refused_with_htmx_is_the_partial_with_its_errors(table: Table, mille: str) -> None:
    response = table.deal(mille, {**M1, "contract": "112"}, htmx=True)
    assert response.status_code == 200  # swapped by htmx; a plain form gets a 422
    page = text(response)
    assert page.lstrip().startswith('<section id="entry"') and 'id="f-contract-error"' in page
    assert input_value(page, "contract") == "112" and table.deal_rows(mille) == []


def test_dotted_fields_get_their_errors(table: Table, mille: str) -> None:
    # a fault by the taker needs the defenders' points at the stop (Mille §10)
    response = table.deal(mille, {"taker": "Ana", "contract": "130", "taker_had_marriage_at_bid": "on",
                                  "fault.player": "Ana", "fault.kind": "no_follow"})
    assert response.status_code == 422
    assert 'id="f-points_at_stop-error"' in text(response)
    response = table.deal(mille, {"taker": "Ana", "contract": "130", "taker_had_marriage_at_bid": "on",
                                  "fault.player": "Ana", "fault.kind": "no_follow",
                                  "points_at_stop.Bea": "22", "points_at_stop.Cyr": "31"})
    assert response.status_code == 303
    assert totals(table.page(mille)) == ["−130", "20", "30"]  # spec §8 M11
    entry = json.loads(table.deal_rows(mille)[0]["entry"])
    assert entry["fault"] == {"player": "Ana", "kind": "no_follow"}
    assert entry["points_at_stop"] == {"Bea": 22, "Cyr": 31}


@pytest.mark.parametrize("data", [
    {"contract": "beaucoup"},
    {"contract": "99999999999999999999"},
    {"trick_points.Ana": "7,5"},
    {"taker": "Zoé"},
    {"dealer": "<script>"},
    {"marriages.Ana": "joker"},
    {"fault.player": "Personne"},
    {"fault.kind": "triche", "fault.player": "Ana"},
    {"tricks_won.Ana": "x"},
    {"taker": ""},
])
def test_garbage_is_a_field_error_never_a_500(table: Table, mille: str, data: dict[str, str]) -> None:
    response = table.deal(mille, {**M1, **data})
    assert response.status_code == 422, text(response)
    page = text(response)
    assert 'class="field-error"' in page or 'class="error"' in page
    assert "<script>" not in page.split("</head>", 1)[1].replace('<script src', '')
    assert table.deal_rows(mille) == []


def test_an_empty_form_is_refused_politely(client, mille: str) -> None:
    response = client.post(f"/g/{mille}/deals", data={})
    assert response.status_code == 422
    assert "Le preneur" in text(response)


def test_a_retried_submission_is_entered_once(table: Table, mille: str) -> None:
    client_id = table.client_id(mille)
    first = table.deal(mille, M1, client_id=client_id)
    second = table.deal(mille, M1, client_id=client_id)
    assert first.status_code == second.status_code == 303
    assert len(table.deal_rows(mille)) == 1
    assert totals(table.page(mille)) == ["110", "30", "10"]


# --------------------------------------------------------------------- a deal's lines


def test_a_score_cell_shows_the_deal_lines(table: Table, mille: str, client) -> None:
    table.deal(mille, M1)
    page = table.page(mille)
    assert f'hx-get="/g/{mille}/deals/1?p=2"' in page and f'href="/g/{mille}/deals/1?p=2"' in page
    partial = text(client.get(f"/g/{mille}/deals/1?p=2", headers=HTMX))
    assert partial.lstrip().startswith('<section id="detail"')
    assert "Mille §9" in partial and "12 pts en défense → arrondi à 10" in partial
    assert '<li class="hl"><span class="who">Cyr</span>' in partial
    full = text(client.get(f"/g/{mille}/deals/1"))
    assert full.startswith("<!doctype html>") and "contrat 110 réussi" in full
    assert 'id="scores"' in full
    closed = client.get(f"/g/{mille}/detail-closed", headers=HTMX)
    assert text(closed) == '<div id="detail" class="detail-slot"></div>'


# --------------------------------------------------------------------- editing and deleting


def test_editing_a_past_deal_recomputes_later_totals(table: Table, mille: str, client) -> None:
    for deal in (M1, M2):
        table.deal(mille, deal)
    form = text(client.get(f"/g/{mille}/deals/1/edit"))
    assert input_value(form, "contract") == "110" and input_value(form, "trick_points.Ana") == "78"
    assert checked_value(form, "marriages.Ana") == ["carreau"]
    deal_id = input_value(form, "deal_id")
    response = client.post(f"/g/{mille}/deals/1/edit",
                           data={**M1, "trick_points.Ana": "50", "trick_points.Bea": "58", "trick_points.Cyr": "12",
                                 "marriages.Ana": [], "deal_id": deal_id, "action": "save"})
    assert response.status_code == 303
    # deal 1: Ana 50 < 110 fails (−110), Bea 58 → 60, Cyr 12 → 10; deal 2 (M2) as before
    assert totals(table.page(mille)) == [str(-110 + 45).replace("-", "−"), str(60 - 125).replace("-", "−"), "25"]


def test_edit_preview_writes_nothing(table: Table, mille: str, client) -> None:
    table.deal(mille, M1)
    response = client.post(f"/g/{mille}/deals/1/edit", data={**M1, "contract": "120", "action": "preview"},
                           headers=HTMX)
    assert response.status_code == 200 and "+120" in text(response)
    assert json.loads(table.deal_rows(mille)[0]["entry"])["contract"] == 110


def test_an_edit_that_breaks_a_later_deal_is_refused(table: Table, mille: str, client) -> None:
    table.deal(mille, M1)
    table.deal(mille, M3)  # Cyr bombs
    before = table.deal_rows(mille)
    # deal 1 becomes Cyr's bomb: deal 2 would be his second bomb (Mille §6.1)
    response = client.post(f"/g/{mille}/deals/1/edit",
                           data={"dealer": "Cyr", "taker": "Cyr", "contract": "100", "bomb": "on",
                                 "action": "save"})
    assert response.status_code == 422
    page = text(response)
    assert "la donne 2 deviendrait invalide" in page and "a déjà utilisé sa bombe" in page
    assert input_value(page, "contract") == "100"
    assert table.deal_rows(mille) == before


def test_edit_refused_on_its_own_field(table: Table, mille: str, client) -> None:
    table.deal(mille, M1)
    response = client.post(f"/g/{mille}/deals/1/edit", data={**M1, "contract": "113", "action": "save"})
    assert response.status_code == 422 and 'id="f-contract-error"' in text(response)


def test_deleting_a_deal_renumbers_and_recomputes(table: Table, mille: str, client) -> None:
    for deal in (M1, M2, M3):
        table.deal(mille, deal)
    confirm = text(client.get(f"/g/{mille}/deals/1/delete"))
    assert "Supprimer la donne 1" in confirm
    deal_id = input_value(confirm, "deal_id")
    response = client.post(f"/g/{mille}/deals/1/delete", data={"deal_id": deal_id})
    assert response.status_code == 303
    rows = table.deal_rows(mille)
    assert [r["position"] for r in rows] == [1, 2]
    assert json.loads(rows[0]["entry"])["taker"] == "Bea"
    assert totals(table.page(mille)) == ["105", "−65", "15"]  # M2 then M3 from zero
    # the same request again (a retry) deletes nothing more
    client.post(f"/g/{mille}/deals/1/delete", data={"deal_id": deal_id})
    assert len(table.deal_rows(mille)) == 2


def test_a_delete_that_breaks_a_later_deal_is_refused(table: Table, mille: str, client) -> None:
    win = {"taker": "Ana", "contract": "400", "taker_had_marriage_at_bid": "on", "trick_points.Ana": "120",
           "trick_points.Bea": "0", "trick_points.Cyr": "0", "marriages.Ana": ["pique", "coeur", "carreau", "trefle"]}
    fail = {**win, "trick_points.Ana": "0", "trick_points.Bea": "60", "trick_points.Cyr": "60", "marriages.Ana": []}
    for dealer, deal in zip(("Cyr", "Ana", "Bea", "Cyr", "Ana"), (win, fail, win, win, M1), strict=False):
        assert table.deal(mille, {**deal, "dealer": dealer}).status_code == 303
    before = table.deal_rows(mille)
    # without deal 2 (Ana's failed 400), Ana reaches 1200 at deal 4: deal 5 would come after the end
    confirm = text(client.get(f"/g/{mille}/deals/2/delete"))
    response = client.post(f"/g/{mille}/deals/2/delete", data={"deal_id": input_value(confirm, "deal_id")})
    assert response.status_code == 422
    page = text(response)
    assert "Suppression refusée" in page and "la donne 5 deviendrait invalide" in page and "terminée" in page
    assert table.deal_rows(mille) == before


def test_unknown_inputs_are_ignored(table: Table, mille: str) -> None:
    response = table.deal(mille, {**M1, "trick_points@9": "120", "whatever": "x"})
    assert response.status_code == 303
    assert "whatever" not in table.deal_rows(mille)[0]["entry"]


# --------------------------------------------------------------------- the end of the game


def win_for_ana(table: Table, game: str) -> None:
    for dealer in ("Cyr", "Ana", "Bea"):
        response = table.deal(game, {"dealer": dealer, "taker": "Ana", "contract": "400",
                                     "taker_had_marriage_at_bid": "on", "trick_points.Ana": "120",
                                     "trick_points.Bea": "0", "trick_points.Cyr": "0",
                                     "marriages.Ana": ["pique", "coeur", "carreau", "trefle"]})
        assert response.status_code == 303, text(response)


def test_game_over_banner_and_no_more_deals(table: Table, mille: str, client) -> None:
    win_for_ana(table, mille)
    page = table.page(mille)
    assert "Partie terminée" in page and "victoire d'Ana" in page
    assert 'name="client_id"' not in page  # no entry form any more
    response = table.deal(mille, M1, client_id="after-the-end")
    assert response.status_code == 422
    assert "La partie est terminée" in text(response)
    assert len(table.deal_rows(mille)) == 3
    home = text(client.get("/"))
    finished = home.split('id="finished"', 1)[1]
    assert "Ana · Bea · Cyr" in finished and "★ Ana" in finished


def test_a_past_deal_can_still_be_corrected_after_the_end(table: Table, mille: str, client) -> None:
    win_for_ana(table, mille)
    response = client.post(f"/g/{mille}/deals/3/edit", data={**M1, "dealer": "Bea", "action": "save"})
    assert response.status_code == 303
    page = table.page(mille)
    assert "Partie terminée" not in page and 'name="client_id"' in page


def test_a_stored_deal_the_rules_now_refuse_is_shown_not_a_crash(table: Table, mille: str, client) -> None:
    table.deal(mille, M1)
    table.deal(mille, M2)
    db = table.db()
    try:  # as if the rules had changed since the deal was entered
        db.execute("UPDATE deals SET entry = ? WHERE position = 1", ['{"taker": "Ana", "contract": 7}'])
        db.conn.commit()
    finally:
        db.close()
    page = table.page(mille)
    assert "La donne 1 est refusée par les règles" in page
    assert f'href="/g/{mille}/deals/1/edit"' in page
    response = table.deal(mille, M4)
    assert response.status_code == 422 and "corrigez-la ou supprimez-la" in text(response)
    assert client.get(f"/g/{mille}/deals/2").status_code == 200
    response = client.post(f"/g/{mille}/deals/1/edit", data={**M1, "action": "save"})
    assert response.status_code == 303
    assert totals(table.page(mille)) == ["155", "−95", "25"]


def test_delete_with_htmx_redirects_to_the_game(table: Table, mille: str, client) -> None:
    table.deal(mille, M1)
    confirm = text(client.get(f"/g/{mille}/deals/1/delete"))
    assert f'hx-post="/g/{mille}/deals/1/delete"' in confirm
    response = client.post(f"/g/{mille}/deals/1/delete", data={"deal_id": input_value(confirm, "deal_id")},
                           headers=HTMX)
    assert response.headers["HX-Redirect"] == f"/g/{mille}#scores"
    assert table.deal_rows(mille) == []
