"""One answer per action on the entry of a deal: the sections it changed,
each morphed in place (idiomorph). A deal saved from a form drawn blank,
when the next one is blank too, leaves the form out (it is drawn the same:
the phone empties its fields)."""

from __future__ import annotations

import json
import re

from webtable import HTMX, M1, M2, Table, checked_value, input_value, text


def save(table: Table, token: str, fields: dict[str, str], blank: str | None, lang: str = "fr") -> tuple[str, dict]:
    page = text(table.client.get(f"/g/{token}", headers={"Accept-Language": lang}))
    data = {"client_id": input_value(page, "client_id") or "", "revision": input_value(page, "revision") or "",
            "action": "save", **fields}
    if blank is not None:
        data["blank"] = blank
    answer = table.client.post(f"/g/{token}/deals", data=data, headers={**HTMX, "Accept-Language": lang})
    assert answer.status_code == 200
    return text(answer), dict(answer.headers)


def test_a_form_drawn_blank_says_so_in_its_language(table: Table, mille: str) -> None:
    assert input_value(table.page(mille), "blank") == "fr"
    english = text(table.client.get(f"/g/{mille}", headers={"Accept-Language": "en"}))
    assert input_value(english, "blank") == "en"


def test_saved_from_a_blank_form_the_answer_leaves_the_form_out(table: Table, mille: str) -> None:
    answer, headers = save(table, mille, M1, "fr")
    assert headers["HX-Reswap"] == "none" and headers["HX-Trigger-After-Swap"] == "entry-saved"
    assert 'name="taker"' not in answer and "<form method=\"post\" action=\"/g/" not in answer.split("entry-saved")[0]
    for part in ("entry-saved", "entry-head", "entry-revision", "entry-client-id", "totals", "scores"):
        assert re.search(rf'id="{part}"[^>]*hx-swap-oob="morph"', answer), part
    assert re.search(r'id="poller"[^>]*hx-swap-oob="true"', answer)
    rows = re.findall(r'<tr class="(deal|summary)" id="([\w-]+)"', answer)
    assert rows == [("deal", "deal-1"), ("summary", "deal-1-sum")]
    assert "scores-empty" not in answer  # the « no deal yet » row is gone
    assert "Donne 1 enregistrée." in answer and "Donne 2" in answer
    assert "Un autre téléphone" not in answer  # this phone's own save
    page = table.page(mille)
    assert input_value(answer, "revision") == input_value(page, "revision")
    stored = table.deal_rows(mille)[0]["client_id"]
    new_id = input_value(answer, "client_id")
    assert new_id and re.fullmatch(r"[0-9a-f]{32}", new_id) and new_id != stored  # the next deal's own id
    # whose turn it is: his pill stands for the dealer left empty, one pill per player
    dealer = re.search(r'<div class="choices " id="f-dealer-choices" hx-swap-oob="morph">(.*?)</div>', answer, re.S)
    assert dealer and re.findall(r'value="(\w*)"( checked)?><span>([^<]+)<', dealer.group(1)) == [
        ("", " checked", "Ana (à son tour)"), ("Bea", "", "Bea"), ("Cyr", "", "Cyr")]
    assert [row["position"] for row in table.deal_rows(mille)] == [1]


def test_a_form_not_drawn_blank_gets_the_whole_entry_morphed(table: Table, mille: str) -> None:
    answer, headers = save(table, mille, M1, "")  # a form drawn with values (a refusal, a preview)
    assert "HX-Reswap" not in headers and "HX-Trigger-After-Swap" not in headers
    assert answer.startswith('<section id="entry"') and 'name="taker"' in answer and "Donne 1 enregistrée." in answer
    assert input_value(answer, "blank") == "fr"  # the new form is blank
    assert re.search(r'id="totals"[^>]*hx-swap-oob="morph"', answer)
    assert re.search(r'<section id="scores"[^>]*hx-swap-oob="morph"', answer)
    answer, headers = save(table, mille, M2, "en")  # drawn blank in another language
    assert "HX-Reswap" not in headers and 'name="taker"' in answer
    answer, headers = save(table, mille, M2, None)  # an old page
    assert "HX-Reswap" not in headers and 'name="taker"' in answer
    assert [row["position"] for row in table.deal_rows(mille)] == [1, 2, 3]


def test_a_refused_or_previewed_form_is_not_drawn_blank(table: Table, mille: str) -> None:
    refused = table.client.post(f"/g/{mille}/deals", data={**M1, "contract": "7", "action": "save", "blank": "fr"},
                                headers=HTMX)
    assert refused.headers["HX-Reswap"] == "morph"  # no scrolling to the top: the field at fault takes the focus
    assert "field-error" in text(refused) and input_value(text(refused), "blank") == ""
    preview = text(table.client.post(f"/g/{mille}/deals", data={**M1, "action": "preview", "blank": "fr"},
                                     headers=HTMX))
    assert input_value(preview, "blank") == ""
    assert table.deal_rows(mille) == []


def test_a_refusal_is_the_entry_section_with_the_marks(table: Table, mille: str) -> None:
    answer = table.client.post(f"/g/{mille}/deals", data={**M1, "contract": "97", "action": "save"}, headers=HTMX)
    assert answer.status_code == 200 and answer.headers["HX-Reswap"] == "morph"
    page = text(answer)
    assert page.startswith('<section id="entry"') and "hx-swap-oob" not in page
    assert re.search(r'<div class="error-summary" role="alert" tabindex="-1" id="error-summary">', page)
    assert re.search(r'id="f-contract-field"', page) and 'value="97"' in page and "Mille §5" in page
    assert re.search(r'name="contract" id="f-contract" value="97" aria-invalid="true"[^>]* autofocus', page)
    assert input_value(page, "trick_points.Bea") == "30"  # what was typed is drawn back
    assert table.deal_rows(mille) == []


def test_a_refusal_keeps_what_the_phone_shows(table: Table, mille: str) -> None:
    """The help texts, the heading (who deals, the dealers' rotation) and the CSRF token depend on nothing
    typed: a refusal (htmx) leaves them as the phone shows them, each preserved by its id, instead of sending
    them again; a page, or a refusal without htmx, draws them."""
    form = table.page(mille)
    helps = re.findall(r'<p class="help" id="([^"]+)">', form)
    assert {"f-contract-help", "f-trick_points-help", "f-trick_points-total"} <= set(helps)
    assert "multiple de 5" in form and "data-rotation" in form and "Ana donne" in form
    assert input_value(form, "csrf_token") and 'id="entry-csrf"' in form
    refused = text(table.client.post(f"/g/{mille}/deals", data={**M1, "contract": "97", "action": "save"},
                                     headers=HTMX))
    assert re.findall(r'<p class="help" id="([^"]+)" hx-preserve></p>', refused) == helps
    assert "multiple de 5" not in refused and "entre 100 et 400" in refused  # the refusal itself is sent
    assert '<div id="entry-head" hx-preserve></div>' in refused and "data-rotation" not in refused
    assert "Ana donne" not in refused and "Donne 1" not in refused
    assert '<input type="hidden" id="entry-csrf" name="csrf_token" hx-preserve>' in refused
    assert input_value(refused, "csrf_token") is None
    plain = table.client.post(f"/g/{mille}/deals", data={**M1, "contract": "97", "action": "save"})
    assert plain.status_code == 422 and "multiple de 5" in text(plain) and "hx-preserve" not in text(plain)
    assert "data-rotation" in text(plain) and input_value(text(plain), "csrf_token")


def test_a_refusal_draws_the_values_the_rules_filled_in(table: Table, mille: str) -> None:
    fields = {**M1, "contract": "97", "trick_points.Cyr": ""}  # Cyr's 12 follows from 120
    page = text(table.client.post(f"/g/{mille}/deals", data={**fields, "action": "save"}, headers=HTMX))
    assert re.search(r'name="trick_points.Cyr"[^>]*value="12"', page)


def test_a_tap_that_redraws_fields_morphs_them_in_place(table: Table, mille: str) -> None:
    answer = table.client.post(f"/g/{mille}/deals", data={"taker": "Ana", "action": "refresh", "misdeal": "on"},
                               headers=HTMX)
    assert answer.headers["HX-Reswap"] == "none"
    slots = re.findall(r'<div id="(slot-[\w-]+)" class="slot" hx-swap-oob="morph">', text(answer))
    assert slots and "slot-f-taker" in slots and 'name="dealer"' not in text(answer)
    # the misdeal hides the taker: the form no longer holds a blank form's fields
    assert '<input type="hidden" id="entry-blank" name="blank" value="" hx-swap-oob="morph">' in text(answer)
    answer = table.client.post(f"/g/{mille}/deals", data={"taker": "Ana", "action": "refresh"}, headers=HTMX)
    assert 'id="entry-blank"' not in text(answer)  # a taker chosen: the same fields, other values


def test_an_undo_answers_with_the_entry_the_totals_and_the_table(table: Table, mille: str) -> None:
    table.deal(mille, M1)
    answer, _ = save(table, mille, M2, "fr")
    deal_id = re.search(r'name="deal_id" value="(\d+)"', answer)
    assert deal_id
    undone = table.client.post(f"/g/{mille}/undo", data={"deal_id": deal_id.group(1)}, headers=HTMX)
    assert undone.status_code == 200 and "HX-Redirect" not in undone.headers
    page = text(undone)
    assert page.startswith('<section id="entry"') and "Donne 2" in page and "enregistrée" not in page
    assert re.search(r'<section id="scores"[^>]*hx-swap-oob="morph"', page) and 'id="deal-2"' not in page
    assert re.search(r'id="totals"[^>]*hx-swap-oob="morph"', page)
    assert [row["position"] for row in table.deal_rows(mille)] == [1]
    # said where its button was, and the deal taken back is in the form, ready to correct
    assert "↶ Donne 2 annulée. La revoici dans le formulaire" in page
    assert checked_value(page, "taker") == ["Bea"] and input_value(page, "contract") == "125"
    assert input_value(page, "trick_points.Bea") == "63" and checked_value(page, "marriages.Bea") == ["pique"]
    assert input_value(page, "blank") == ""  # a form holding a deal is no blank form
    # undone twice (a second tap): too late, said plainly, nothing else taken back
    again = text(table.client.post(f"/g/{mille}/undo", data={"deal_id": deal_id.group(1)}, headers=HTMX))
    assert "ne peut plus être annulée" in again and "annulée. La revoici" not in again
    assert [row["position"] for row in table.deal_rows(mille)] == [1]


def test_an_undo_without_javascript_draws_the_page_with_the_deal_back_in_its_form(table: Table, mille: str) -> None:
    table.deal(mille, M1)
    deal_id = table.deal_rows(mille)[0]["id"]
    answer = table.client.post(f"/g/{mille}/undo", data={"deal_id": str(deal_id)})
    assert answer.status_code == 200
    page = text(answer)
    assert "<html" in page and "↶ Donne 1 annulée." in page
    assert checked_value(page, "taker") == ["Ana"] and input_value(page, "trick_points.Ana") == "78"
    assert table.deal_rows(mille) == []


def test_the_deal_that_ends_the_game_can_be_undone(table: Table) -> None:
    frappe = table.new_game("frappe", ["Ana", "Bea"])
    for rank in "9 9 9 9".split():  # pénitence: the manche, and the game, are over (Frappe §8 ex.5)
        assert table.live(frappe, {"event": json.dumps({"play": rank})}).status_code == 303
    closed = table.live(frappe, {"action": "close"}, htmx=True)
    page = text(closed)
    assert "Partie terminée" in page and "✓ Manche 1 enregistrée." in page
    deal_id = re.search(r'name="deal_id" value="(\d+)"', page)
    assert deal_id and f'action="/g/{frappe}/undo"' in page
    # without htmx too: the page the save leads to says it and offers the undo
    again = text(table.client.get(f"/g/{frappe}?saved=1&undo={deal_id.group(1)}"))
    assert "Partie terminée" in again and "✓ Manche 1 enregistrée." in again and f'value="{deal_id.group(1)}"' in again
    undone = text(table.client.post(f"/g/{frappe}/undo", data={"deal_id": deal_id.group(1)}, headers=HTMX))
    assert "↶ Manche 1 annulée. Elle est de nouveau en cours" in undone and "Partie terminée" not in undone
    assert table.deal_rows(frappe) == []


def test_past_the_rows_shown_a_save_takes_the_oldest_off(table: Table, mille: str) -> None:
    from compagnon.web.game import SHOWN_DEALS

    for n in range(SHOWN_DEALS):
        save(table, mille, M1 if n % 2 == 0 else M2, None)
    answer, _ = save(table, mille, M1, "fr")
    shown = [str(n) for n in range(2, SHOWN_DEALS + 2)]
    assert re.findall(r'<tr class="deal" id="deal-(\d+)"', answer) == shown
    earlier = re.search(r'<tr class="earlier" id="scores-earlier">.*?</tr>', answer)
    assert earlier and "Donnes 1 à 1 : tout le tableau" in earlier.group(0)
    page = table.page(mille)  # the page shows the same rows
    assert re.findall(r'<tr class="deal" id="deal-(\d+)"', page) == shown


def test_a_preview_comes_into_view_where_it_is_drawn(table: Table, mille: str) -> None:
    page = table.page(mille)
    # without JavaScript, the page drawn again opens at the preview
    assert re.search(rf'<button type="submit" name="action" value="preview" formaction="/g/{mille}/deals#preview">'
                     r"Prévisualiser</button>", page)
    answer = table.client.post(f"/g/{mille}/deals", data={**M1, "action": "preview"}, headers=HTMX)
    assert answer.headers["HX-Reswap"] == "morph show:#preview:top"  # not the top of the form
    assert 'id="preview"' in text(answer)
    refused = table.client.post(f"/g/{mille}/deals", data={**M1, "contract": "97", "action": "preview"},
                                headers=HTMX)
    assert refused.headers["HX-Reswap"] == "morph"  # refused: the field at fault takes the focus


def test_a_refused_row_of_a_list_says_so_beside_its_field_which_takes_the_focus(table: Table) -> None:
    demons = table.new_game("demons", ["Anne", "Bruno", "Chloé"], first_dealer=2)
    # Bruno bets; Anne answers before Chloé, whose turn it is (Démons §7.1)
    bets = {"bets#": "4"}
    for i, (player, action) in enumerate((("Bruno", "bet"), ("Anne", "hold"), ("Chloé", "raise"),
                                          ("Bruno", "concede"))):
        bets |= {f"bets[{i}].player": player, f"bets[{i}].action": action, f"bets[{i}].objective": "partial"}
    bets["bets[0].before_trick"] = "2"
    answer = table.client.post(f"/g/{demons}/deals", data={"diable": "Chloé", **bets, "action": "preview"},
                               headers=HTMX)
    page = text(answer)
    row = re.search(r'<fieldset class="field kind-choice has-error" id="f-bets-1-player-field">.*?</fieldset>', page,
                    re.S)
    assert row and "Parole n° 2" in row.group(0) and "Démons §7.1" in row.group(0)
    assert re.search(r'name="bets\[1\].player" value="Anne" checked aria-invalid="true" '
                     r'aria-describedby="f-bets-1-player-error" autofocus', page)
    assert 'href="#f-bets-1-player"' in page  # the summary leads there too
    whole = re.search(r'<fieldset class="field kind-list[^"]*" id="f-bets-field">(.*)', page, re.S)
    assert whole and 'class="field kind-list has-error"' not in page  # not under the whole list


def test_the_dealer_field_offers_each_player_once_the_one_in_turn_marked(table: Table, mille: str) -> None:
    page = table.page(mille)  # Cyr deals first
    pills = re.findall(r'<input type="radio" name="dealer" value="(\w*)"( checked)?><span>([^<]+)<', page)
    assert pills == [("Ana", "", "Ana"), ("Bea", "", "Bea"), ("", " checked", "Cyr (à son tour)")]
    assert "—" not in re.search(r'id="f-dealer-choices">(.*?)</div>', page, re.S).group(1)
    # the edit form of a deal entered with its dealer left empty shows who dealt it
    table.deal(mille, {k: v for k, v in M1.items() if k != "dealer"})
    assert "dealer" not in json.loads(table.deal_rows(mille)[0]["entry"])
    edit = text(table.client.get(f"/g/{mille}/deals/1/edit"))
    pills = re.findall(r'<input type="radio" name="dealer" value="(\w*)"( checked)?><span>([^<]+)<', edit)
    assert pills == [("Ana", "", "Ana"), ("Bea", "", "Bea"), ("", " checked", "Cyr (à son tour)")]
    assert "Cyr donne" in edit
    # a dealer chosen against the rotation is shown chosen, the one in turn still marked
    table.client.post(f"/g/{mille}/deals/1/edit", data={**M1, "dealer": "Bea",
                                                        "deal_id": str(table.deal_rows(mille)[0]["id"])})
    edit = text(table.client.get(f"/g/{mille}/deals/1/edit"))
    pills = re.findall(r'<input type="radio" name="dealer" value="(\w*)"( checked)?><span>([^<]+)<', edit)
    assert pills == [("Ana", "", "Ana"), ("Bea", " checked", "Bea"), ("", "", "Cyr (à son tour)")]
