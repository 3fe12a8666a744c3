"""The pages beyond one game: chart, export, same players again, series, import, statistics, known names."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from flask import Flask

from compagnon import store

CASEBOOK = Path(__file__).parent.parent / "casebook"
#: a game of Mille that ends: Ana reaches 1000
WON = "mille-m5-m8-tonneau.json"


def a_case(name: str = WON) -> dict[str, Any]:
    return json.loads((CASEBOOK / name).read_text(encoding="utf-8"))


def imported(client: Any, name: str = WON) -> str:
    """Import a casebook game through the page; the edit link's token."""
    response = client.post("/importer", data={"text": json.dumps(a_case(name))})
    assert response.status_code == 303, response.get_data(as_text=True)
    return str(response.headers["Location"]).rsplit("/", 1)[1]


def test_import_page_takes_a_file_or_text_and_opens_the_new_game(client: Any) -> None:
    assert client.get("/importer").status_code == 200
    token = imported(client)
    page = client.get(f"/g/{token}").get_data(as_text=True)
    assert "Ana" in page and "Nouvelle partie, mêmes joueurs" in page
    from io import BytesIO
    response = client.post("/importer", data={"file": (BytesIO(json.dumps(a_case()).encode()), "p.json")},
                           content_type="multipart/form-data")
    assert response.status_code == 303
    assert client.get("/").get_data(as_text=True).count("Mille") >= 2


def test_a_bad_import_says_the_deal_and_field_and_creates_nothing(client: Any, app: Flask) -> None:
    case = a_case()
    case["deals"][1] = {**case["deals"][1], "contract": 112}
    for text, words in ((json.dumps(case), "Donne 2, champ « contract »"), ("{nope", "JSON"),
                        ("", "Choisir un fichier"), ("[1]", "Champ « case »"),
                        (json.dumps({"game": "poker", "players": ["A", "B"]}), "Champ « game »")):
        response = client.post("/importer", data={"text": text})
        assert response.status_code == 422
        assert words in response.get_data(as_text=True)
    with app.app_context():
        assert store.list_games() == []


def test_chart_page_has_an_svg_image_and_the_numbers_as_a_table(client: Any) -> None:
    token = imported(client)
    page = client.get(f"/g/{token}/courbe").get_data(as_text=True)
    case = a_case()
    assert '<svg xmlns="http://www.w3.org/2000/svg" class="chart"' in page and 'role="img"' in page
    assert "<title id=\"chart-title\">" in page and "<desc id=\"chart-desc\">" in page
    assert " style=" not in page
    rows = re.findall(r"<tr><th scope=\"row\">(\d+)</th>(.*?)</tr>", page)
    assert len(rows) == len(case["deals"])
    last = [int(v) for v in re.findall(r"<td>(-?\d+)</td>", rows[-1][1])]
    assert last == [case["expect"]["totals"][p] for p in case["players"]]
    assert client.get("/g/" + "x" * 32 + "/courbe").status_code == 404


def test_export_links_from_the_page(client: Any) -> None:
    token = imported(client)
    response = client.get(f"/g/{token}/export.json")
    assert response.status_code == 200 and "attachment" in response.headers["Content-Disposition"]
    assert json.loads(response.get_data(as_text=True))["deals"] == a_case()["deals"]
    csv = client.get(f"/g/{token}/export.csv")
    assert csv.mimetype == "text/csv" and csv.get_data(as_text=True).count("\r\n") == 1 + len(a_case()["deals"])
    assert client.get("/g/" + "y" * 32 + "/export.csv").status_code == 404


def test_same_players_again_rotates_the_dealer_and_a_series_shows_its_wins(client: Any, app: Flask) -> None:
    token = imported(client)
    response = client.post(f"/g/{token}/again")
    assert response.status_code == 303
    fresh = str(response.headers["Location"]).rsplit("/", 1)[1]
    with app.app_context():
        first = store.load_game(store.resolve(token).game_id)
        second = store.load_game(store.resolve(fresh).game_id)
        assert second.game.players == first.game.players and second.slug == "mille"
        assert second.game.option_values() == first.game.option_values()
        assert second.game.first_dealer == first.game.players[1]
        assert second.deals == [] and second.row["previous_id"] is None
    # a revanche: the series shows both games and the wins
    response = client.post(f"/g/{token}/again", data={"series": "1"})
    revanche = str(response.headers["Location"]).rsplit("/", 1)[1]
    page = client.get(f"/g/{revanche}").get_data(as_text=True)
    assert "La série" in page and "Cette partie" in page
    assert re.search(r"Victoires :.*Ana 1", page)
    assert client.post("/g/" + "z" * 32 + "/again").status_code == 404


def test_the_view_link_starts_no_game(client: Any, app: Flask) -> None:
    token = imported(client)
    with app.app_context():
        view = store.load_game(store.resolve(token).game_id).row["view_token"]
        games = len(store.list_games())
    page = client.get(f"/g/{view}").get_data(as_text=True)
    assert "same-players" not in page and "same-sheet" not in page and "/again" not in page
    assert "same-players" in client.get(f"/g/{token}").get_data(as_text=True)  # the edit link shows them
    for form in ({}, {"series": "1"}):
        assert client.post(f"/g/{view}/again", data=form).status_code == 404
    with app.app_context():
        assert len(store.list_games()) == games


def test_stats_count_the_finished_games_of_this_device(client: Any) -> None:
    assert "Aucune partie terminée" in client.get("/stats").get_data(as_text=True)
    imported(client)
    imported(client)
    page = client.get("/stats").get_data(as_text=True)
    totals = a_case()["expect"]["totals"]
    row = re.search(r"<th scope=\"row\">Ana</th><td>Mille</td>\s*<td>(\d+)</td><td>(\d+)</td>\s*"
                    r"<td>(-?\d+)</td>\s*<td>(-?\d+)</td>", page)
    assert row is not None, page
    assert row.groups() == ("2", "2", str(totals["Ana"]), str(totals["Ana"]))
    assert client.get("/").get_data(as_text=True).count('href="/stats"') == 1


def test_the_new_game_form_offers_the_names_this_device_used(client: Any) -> None:
    assert 'id="known-names"' not in client.get("/new/mille").get_data(as_text=True)
    imported(client)
    page = client.get("/new/sept").get_data(as_text=True)
    assert '<datalist id="known-names">' in page
    for name in a_case()["players"]:
        assert f'<option value="{name}">' in page


def test_the_target_a_spec_lets_the_table_choose_is_offered_shown_and_kept(client: Any, app: Flask) -> None:
    """Démons punisseurs §7: a fixed number of deals, or a target score (the only game whose spec lets the
    table choose its end); the set-up form offers it, the game page shows it, the next game keeps it."""
    form = client.get("/new/demons_punisseurs").get_data(as_text=True)
    for name in ("option.end_mode", "option.target", "option.deals"):
        assert f'name="{name}"' in form
    created = client.post("/api/games", json={"game": "demons_punisseurs", "players": ["Ana", "Bea", "Cyr"],
                                              "options": {"end_mode": "target", "target": 23}}).get_json()
    assert "<dt>But</dt><dd>23</dd>" in client.get(f"/g/{created['edit_token']}").get_data(as_text=True)
    again = client.post(f"/g/{created['edit_token']}/again")
    fresh = str(again.headers["Location"]).rsplit("/", 1)[1]
    assert "<dt>But</dt><dd>23</dd>" in client.get(f"/g/{fresh}").get_data(as_text=True)


def test_new_routes_never_answer_500_to_bad_input(client: Any) -> None:
    from io import BytesIO
    bad_token = "%00" + "a" * 70
    for method, url, kwargs in (
        ("get", f"/g/{bad_token}/courbe", {}), ("get", f"/g/{bad_token}/export.json", {}),
        ("get", "/g/short/export.csv", {}), ("post", "/g/short/again", {}), ("get", "/g/" + "a" * 32 + "/again", {}),
        ("post", "/importer", {"data": {"text": "\x00\xff" * 10}}),
        ("post", "/importer", {"data": {"text": "9" * 5000}}),
        ("post", "/importer", {"data": {"text": "[" * 100_000}}),
        ("post", "/importer", {"data": {"file": (BytesIO(b"\xff\xfe\x00"), "x.json")},
                               "content_type": "multipart/form-data"}),
        ("post", "/importer", {"data": {"file": (BytesIO(b""), "x.json")}, "content_type": "multipart/form-data"}),
        ("post", "/importer", {"data": {"text": json.dumps({"game": "mille", "players": ["A", "B", "C"],
                                                             "deals": [{}] * 3000})}}),
        ("get", "/stats?x=" + "%ff" * 50, {}),
        ("post", "/api/games/import", {"data": "[" * 50_000, "content_type": "application/json"}),
    ):
        response = getattr(client, method)(url, **kwargs)
        assert response.status_code < 500, (url, response.status_code)
