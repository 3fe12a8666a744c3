"""A deal saved from a blank form: when the next deal's form would be drawn
exactly the same, the answer leaves the form out (the phone clears its own)
and brings the scores, the heading and the new ids out of band."""

from __future__ import annotations

import re

from webtable import HTMX, M1, M2, Table, input_value, text

from compagnon.web.entry import blank_key


def blank_of(page: str) -> str:
    value = input_value(page, "blank")
    assert value is not None, "no blank key in the form"
    return value


def save(table: Table, token: str, fields: dict[str, str], blank: str | None, lang: str = "fr") -> tuple[str, dict]:
    page = text(table.client.get(f"/g/{token}", headers={"Accept-Language": lang}))
    data = {"client_id": input_value(page, "client_id") or "", "revision": input_value(page, "revision") or "",
            "action": "save", **fields}
    if blank is not None:
        data["blank"] = blank
    answer = table.client.post(f"/g/{token}/deals", data=data, headers={**HTMX, "Accept-Language": lang})
    assert answer.status_code == 200
    return text(answer), dict(answer.headers)


def test_a_blank_form_carries_the_key_of_its_look(table: Table, mille: str) -> None:
    page = table.page(mille)
    key = blank_of(page)
    assert re.fullmatch(r"[0-9a-f]{24}", key)
    assert blank_of(table.page(mille)) == key  # drawn again, the same
    english = text(table.client.get(f"/g/{mille}", headers={"Accept-Language": "en"}))
    assert blank_of(english) != key  # another language, other words in the form


def test_saved_from_a_blank_form_the_answer_leaves_the_form_out(table: Table, mille: str) -> None:
    key = blank_of(table.page(mille))
    answer, headers = save(table, mille, M1, key)
    assert headers["HX-Reswap"] == "none" and headers["HX-Trigger-After-Swap"] == "entry-saved"
    assert 'name="taker"' not in answer and "<form method=\"post\" action=\"/g/" not in answer.split("entry-saved")[0]
    for part in ("entry-saved", "entry-light", "entry-head", "entry-revision", "entry-client-id", "totals",
                 "scores-head", "scores-earlier", "scores-foot", "scores-facts", "poller"):
        assert re.search(rf'id="{part}"[^>]*hx-swap-oob="true"', answer), part
    # the table is not sent again: the new deal's rows are added to it, the « no deal yet » row taken off
    assert 'id="scores"' not in answer
    added = re.search(r'<tbody hx-swap-oob="beforeend:#scores-body">(.*?)</tbody>', answer, re.S)
    assert added and re.findall(r'<tr class="(\w+)" id="([\w-]+)"', added.group(1)) == [
        ("deal", "deal-1"), ("summary", "deal-1-sum")]
    assert '<tr id="scores-empty" hx-swap-oob="delete"></tr>' in answer
    assert "Donne 1 enregistrée." in answer and "Donne 2" in answer
    assert "Un autre téléphone" not in answer  # this phone's own save
    page = table.page(mille)
    assert input_value(answer, "revision") == input_value(page, "revision")
    stored = table.deal_rows(mille)[0]["client_id"]
    new_id = input_value(answer, "client_id")
    assert new_id and re.fullmatch(r"[0-9a-f]{32}", new_id) and new_id != stored  # the next deal's own id
    assert re.search(r'<div id="entry-light" hidden hx-swap-oob="true"><span data-for="[\w-]+-empty">'
                     r'Ana \(à son tour\)</span></div>', answer)
    assert blank_of(page) == key  # the form the phone cleared is the one it would have got
    assert [row["position"] for row in table.deal_rows(mille)] == [1]


def test_a_form_that_is_not_blank_gets_the_whole_form_back(table: Table, mille: str) -> None:
    answer, headers = save(table, mille, M1, None)  # no key: a form drawn with values, or an old page
    assert "HX-Reswap" not in headers and 'name="taker"' in answer and "Donne 1 enregistrée." in answer
    assert blank_of(answer)  # the new form is blank: it has a key
    answer, headers = save(table, mille, M2, "0" * 24)  # a key of another look
    assert "HX-Reswap" not in headers and 'name="taker"' in answer
    assert [row["position"] for row in table.deal_rows(mille)] == [1, 2]


def test_a_refused_or_previewed_form_has_no_key(table: Table, mille: str) -> None:
    key = blank_of(table.page(mille))
    refused = text(table.client.post(f"/g/{mille}/deals", data={**M1, "contract": "7", "action": "save",
                                                                  "blank": key}, headers=HTMX))
    assert "field-error" in refused and blank_of(refused) == ""
    preview = text(table.client.post(f"/g/{mille}/deals", data={**M1, "action": "preview", "blank": key},
                                     headers=HTMX))
    assert blank_of(preview) == ""
    assert table.deal_rows(mille) == []


def test_the_key_says_the_fields_the_language_and_the_templates(table: Table, mille: str) -> None:
    from compagnon.rules.messages import speaking
    from compagnon.web.entry import new_entry
    from compagnon.web.game import load

    with table.app.test_request_context():
        loaded = load(mille)
        entry = new_entry(loaded)
        assert entry.blank_key == blank_key(entry)
        with speaking("en"):
            assert blank_key(entry) != entry.blank_key
        entry.view.widgets[0].value = "Ana"
        assert blank_key(entry) != entry.blank_key


def refuse(table: Table, token: str, fields: dict[str, str], shape: str | None) -> tuple[str, dict]:
    page = table.page(token)
    data = {"client_id": input_value(page, "client_id") or "", "revision": input_value(page, "revision") or "",
            "action": "save", **fields}
    if shape is not None:
        data["shape"] = shape
    answer = table.client.post(f"/g/{token}/deals", data=data, headers=HTMX)
    assert answer.status_code == 200
    return text(answer), dict(answer.headers)


def test_a_refusal_of_the_same_fields_sends_the_fields_at_fault_alone(table: Table, mille: str) -> None:
    shape = input_value(table.page(mille), "shape")
    assert shape and re.fullmatch(r"[0-9a-f]{24}", shape)
    answer, headers = refuse(table, mille, {**M1, "contract": "97"}, shape)
    assert headers["HX-Reswap"] == "none" and headers["HX-Trigger"] == "entry-refused"
    assert headers["HX-Trigger-After-Settle"] == "entry-refused-shown"
    assert re.search(r'<div id="entry-summary" hx-swap-oob="true">\s*<div class="error-summary"', answer)
    fields = re.findall(r'id="(f-[\w.-]+)-field" hx-swap-oob="true"', answer)
    assert fields == ["f-contract"]  # the field at fault, nothing else of the form
    assert 'value="97"' in answer and "aria-invalid" in answer and "Mille §5" in answer
    assert 'name="taker"' not in answer and table.deal_rows(mille) == []


def test_a_refusal_sends_the_values_the_rules_filled_in(table: Table, mille: str) -> None:
    shape = input_value(table.page(mille), "shape")
    fields = {**M1, "contract": "97", "trick_points.Cyr": ""}  # Cyr's 12 follows from 120
    answer, _ = refuse(table, mille, fields, shape)
    resent = re.findall(r'id="(f-[\w.-]+)-field" hx-swap-oob="true"', answer)
    assert set(resent) == {"f-contract", "f-trick_points"}
    assert re.search(r'name="trick_points.Cyr"[^>]*value="12"', answer)


def test_a_refusal_of_other_fields_or_of_the_whole_deal_sends_the_form(table: Table, mille: str) -> None:
    answer, headers = refuse(table, mille, {**M1, "contract": "97"}, "0" * 24)  # the phone holds other fields
    assert headers.get("HX-Reswap") != "none" and 'name="taker"' in answer and "field-error" in answer
    answer, headers = refuse(table, mille, {**M1, "contract": "97"}, None)
    assert headers.get("HX-Reswap") != "none" and 'name="taker"' in answer
    assert input_value(answer, "shape")  # the whole form says its fields


def test_a_tap_that_redraws_fields_says_the_new_shape(table: Table, mille: str) -> None:
    page = table.page(mille)
    answer = text(table.client.post(f"/g/{mille}/deals", data={"taker": "Ana", "action": "refresh",
                                                                  "misdeal": "on"}, headers=HTMX))
    new_shape = re.search(r'<input type="hidden" id="entry-shape" name="shape" value="(\w+)" hx-swap-oob="true">',
                          answer)
    assert new_shape and new_shape.group(1) != input_value(page, "shape")


def test_past_the_rows_shown_a_save_takes_the_oldest_off(table: Table, mille: str) -> None:
    from compagnon.web.entry import SHOWN_DEALS

    for n in range(SHOWN_DEALS):
        save(table, mille, M1 if n % 2 == 0 else M2, None)
    key = blank_of(table.page(mille))
    answer, _ = save(table, mille, M1, key)
    assert re.findall(r'<tr class="deal" id="(deal-\d+)"', answer) == [f"deal-{SHOWN_DEALS + 1}"]
    assert '<tr id="deal-1" hx-swap-oob="delete"></tr><tr id="deal-1-sum" hx-swap-oob="delete"></tr>' in answer
    assert "scores-empty" not in answer
    earlier = re.search(r'<tr class="earlier" id="scores-earlier" hx-swap-oob="true">.*?</tr>', answer)
    assert earlier and "Donnes 1 à 1 : tout le tableau" in earlier.group(0)
    page = table.page(mille)  # the page shows the same rows
    assert re.findall(r'<tr class="deal" id="deal-(\d+)"', page) == [str(n) for n in range(2, SHOWN_DEALS + 2)]
