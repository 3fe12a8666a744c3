"""The app as a whole: set-up, home, security headers, templates, boundaries."""

from __future__ import annotations

import re
from pathlib import Path

from webtable import HTMX, Table, text, totals

ROOT = Path(__file__).resolve().parents[2]


def test_csp_header_on_pages_partials_and_errors(client, table: Table, mille: str) -> None:
    for response in (client.get("/"), client.get(f"/g/{mille}"), client.get("/nowhere"),
                     client.get(f"/g/{mille}/scores", headers=HTMX),
                     client.get("/static/icon.svg")):  # an image opened alone is a document too
        response.close()
        policy = response.headers["Content-Security-Policy"]
        assert "default-src 'self'" in policy
        assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
        directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
        # scripts, styles, fonts and connections: this site only (their own directive, else default-src's)
        for kind in ("script-src", "style-src", "font-src", "connect-src"):
            assert directives.get(kind, directives["default-src"]) == "'self'", kind
        assert directives["object-src"] == "'none'" and directives["frame-ancestors"] == "'none'"
        assert directives["base-uri"] == directives["form-action"] == "'self'"


def test_templates_have_no_inline_style_or_script() -> None:
    for path in (ROOT / "templates").rglob("*.html"):
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"\sstyle\s*=", source), f"inline style in {path}"
        assert "<style" not in source, f"style element in {path}"
        assert not re.search(r"\son[a-z]+\s*=", source), f"inline event handler in {path}"
        for script in re.findall(r"<script\b([^>]*)>(.*?)</script>", source, re.S):
            attributes, body = script
            data = 'type="application/json"' in attributes  # data for a script, never run
            assert ("src=" in attributes and not body.strip()) or data, f"inline script in {path}"
        assert "hx-on" not in source, f"hx-on (eval) in {path}"


def test_base_template_tells_htmx_not_to_inject_styles(client) -> None:
    page = text(client.get("/"))
    assert '"includeIndicatorStyles": false' in page
    assert re.search(r'<script src="/static/vendor/htmx\.min(-[0-9a-f]{32})?\.js" defer>', page)


def test_home_lists_the_games_to_start(client) -> None:
    page = text(client.get("/"))
    assert "/new/mille" in page and "/new/besigue" in page
    assert "Aucune partie terminée" in page


def test_new_game_form_has_an_input_per_seat(client) -> None:
    page = text(client.get("/new/mille"))
    assert page.count('name="player.') == 3
    assert 'name="option.tonneau_max_turns"' in page
    besigue = text(client.get("/new/besigue"))
    assert besigue.count('name="player.') == 2
    assert 'name="variant" value="japonais"' in besigue and 'name="variant" value="chinois"' in besigue


def test_new_game_refused_keeps_names_and_says_why(client) -> None:
    response = client.post("/new/mille", data={"player.0": "Ana", "player.1": "Bea", "player.2": "",
                                               "first_dealer": "0"})
    assert response.status_code == 422
    page = text(response)
    assert "3 joueurs" in page
    assert 'value="Ana"' in page and 'value="Bea"' in page
    response = client.post("/new/mille", data={"player.0": "Ana", "player.1": "Ana", "player.2": "Cyr"})
    assert response.status_code == 422 and "même nom" in text(response)


def test_besigue_needs_a_variant(client) -> None:
    response = client.post("/new/besigue", data={"player.0": "Ana", "player.1": "Bea", "first_dealer": "0"})
    assert response.status_code == 422
    assert "variante" in text(response)


def test_new_game_garbage_is_never_a_500(client) -> None:
    for data in ({}, {"first_dealer": "x"}, {"first_dealer": "9", "player.0": "A"},
                 {"player.0": "A" * 500, "player.1": "B", "player.2": "C"},
                 {"player.0": "A", "player.1": "B", "player.2": "C", "option.tonneau_max_turns": "beaucoup"},
                 {"player.0": "A", "player.1": "B", "player.2": "C", "option.card_order": "n'importe"},
                 {"player.0": "A", "player.1": "B", "player.2": "C", "option.tonneau_max_turns": "99"}):
        response = client.post("/new/mille", data=data)
        assert response.status_code == 422, data
    assert client.post("/new/nothing", data={}).status_code == 404
    assert client.get("/new/nothing").status_code == 404


def test_options_are_stored(table: Table) -> None:
    game = table.new_game("mille", ["Ana", "Bea", "Cyr"], options={"tonneau_max_turns": "2"})
    db = table.db()
    try:
        row = db["games"].get(table.game_id(game))
    finally:
        db.close()
    assert '"tonneau_max_turns": 2' in row["options"]


def test_friendly_404s(client, mille: str) -> None:
    for url in ("/g/" + "x" * 32, "/g/999", f"/g/{mille}/deals/1", f"/g/{mille}/deals/0/edit", "/g/abc",
                f"/g/{mille}/deals/5/delete"):
        response = client.get(url)
        assert response.status_code == 404, url
        assert "introuvable" in text(response)
    assert client.post(f"/g/{mille}/live", data={"event": "blank"}).status_code == 404


def test_home_lists_only_the_games_this_device_created_or_opened(app, client, table: Table, mille: str) -> None:
    page = text(client.get("/"))
    assert "Parties en cours" in page and "Ana · Bea · Cyr" in page
    other = app.test_client()  # another phone, which has not opened the link
    assert "Ana · Bea · Cyr" not in text(other.get("/"))
    other.get(f"/g/{table.view_token(mille)}")  # now it has, with the view link
    assert "Ana · Bea · Cyr" in text(other.get("/"))


def test_init_db_is_idempotent(app) -> None:
    from compagnon.db import MIGRATIONS, connect, init_db, schema_version

    with app.app_context():
        path = init_db()
        init_db()
    db = connect(path)
    try:
        assert schema_version(db) == len(MIGRATIONS)
        assert {"games", "deals", "drafts", "schema_version"} <= set(db.table_names())
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        db.close()


def test_new_game_with_htmx(client) -> None:
    refused = client.post("/new/mille", data={"player.0": "Ana"}, headers=HTMX)
    assert refused.status_code == 200  # htmx swaps the form with its errors
    page = text(refused)
    assert page.lstrip().startswith('<form id="setup"') and "3 joueurs" in page and 'value="Ana"' in page
    created = client.post("/new/mille", data={"player.0": "Ana", "player.1": "Bea", "player.2": "Cyr",
                                              "first_dealer": "1"}, headers=HTMX)
    assert created.headers["HX-Redirect"].startswith("/g/")


def test_facts_the_table_watches_sit_in_the_totals_strip(table: Table) -> None:
    # Belote Noisette: the points de partie are 0 most of the game, the noisettes are what moves
    token = table.new_game("belote_noisette", ["Ana", "Bea", "Cyr"])
    page = table.page(token)
    strip = re.search(r'<div id="totals"(.*?)\n</div>', page, re.S)
    assert strip
    assert strip.group(1).count('<span class="fact-num">10/21</span> <span class="muted">noisettes</span>') == 3
    assert re.search(r'<span class="player-name">Pot</span><span class="big-fact">0</span>', strip.group(1))
    assert totals(page) == ["0", "0", "0"]  # the players' totals only


def test_an_alternative_of_a_value_is_named_by_the_game(table: Table) -> None:
    # Démons punisseurs: « Quand » is a trick number or the exposition, the first named « Au pli n° »
    token = table.new_game("demons_punisseurs", ["Ana", "Bea", "Cyr"])
    page = text(table.deal(token, {"objective_log.pareil#": "0"}, action="add:objective_log.pareil"))
    assert '<label for="f-objective_log-pareil-0-trick-0">Au pli n°</label>' in page
    assert "<span>À l&#39;exposition</span>" in page and "Un nombre" not in page
