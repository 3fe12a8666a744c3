"""Links, CSRF, rate limits, hosts, the secret key, and several phones writing at once."""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any

import pytest
from webtable import M1, Table, input_value, text

from compagnon import create_app


def app_with(tmp_path: Path, **config: Any) -> Any:
    return create_app({"TESTING": True, "DATABASE": tmp_path / "s.db", "SECRET_KEY": "tests", **config})


def start(client: Any) -> str:
    page = text(client.get("/new/mille"))
    token = input_value(page, "csrf_token") or ""
    response = client.post("/new/mille", data={"player.0": "Ana", "player.1": "Bea", "player.2": "Cyr",
                                               "first_dealer": "0", "csrf_token": token})
    assert response.status_code == 303, text(response)
    return response.headers["Location"].rsplit("/", 1)[1]


def deal_form(client: Any, game: str) -> dict[str, str]:
    page = text(client.get(f"/g/{game}"))
    return {"csrf_token": input_value(page, "csrf_token") or "", "revision": input_value(page, "revision") or "",
            "client_id": input_value(page, "client_id") or "", "action": "save", **M1}


def test_a_form_post_without_its_csrf_token_is_refused(tmp_path: Path) -> None:
    client = app_with(tmp_path).test_client()
    assert client.post("/new/mille", data={"player.0": "Ana", "player.1": "Bea", "player.2": "Cyr"}
                       ).status_code == 400
    game = start(client)
    form = deal_form(client, game)
    assert client.post(f"/g/{game}/deals", data={**form, "csrf_token": "forged"}).status_code == 400
    assert client.post(f"/g/{game}/deals", data={k: v for k, v in form.items() if k != "csrf_token"}
                       ).status_code == 400
    # htmx sends it in a header, taken from the page's body
    page = text(client.get(f"/g/{game}"))
    header = re.search(r'hx-headers=\'\{"X-CSRFToken": "([^"]+)"\}\'', page).group(1)
    ok = client.post(f"/g/{game}/deals", data={k: v for k, v in form.items() if k != "csrf_token"},
                     headers={"HX-Request": "true", "X-CSRFToken": header})
    assert ok.status_code == 200 and "Donne 1 enregistrée" in text(ok)
    # an expired page under htmx is reloaded rather than failing silently
    stale = client.post(f"/g/{game}/deals", data={k: v for k, v in form.items() if k != "csrf_token"},
                        headers={"HX-Request": "true", "X-CSRFToken": "old"})
    assert stale.headers.get("HX-Refresh") == "true"


def test_the_api_takes_no_cookie_and_needs_no_csrf(tmp_path: Path) -> None:
    client = app_with(tmp_path).test_client()
    created = client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]})
    assert created.status_code == 201
    edit = created.get_json()["edit_token"]
    client.get(f"/g/{edit}")  # the browser now has a session cookie listing the game…
    # …which opens nothing in the API: only the bearer token does
    assert client.get(f"/api/games/{created.get_json()['id']}").status_code == 404
    # the tournaments' API too: no CSRF token, its bearer token only
    tournament = client.post("/api/tournaments", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]})
    assert tournament.status_code == 201
    drawn = client.post(f"/api/tournaments/{tournament.get_json()['id']}/rounds",
                        headers={"Authorization": f"Bearer {tournament.get_json()['edit_token']}"})
    assert drawn.status_code == 201


def test_a_view_link_cannot_write_through_the_pages(tmp_path: Path) -> None:
    app = app_with(tmp_path, WTF_CSRF_ENABLED=False)
    client = app.test_client()
    table = Table(app, client)
    game = table.new_game("mille", ["Ana", "Bea", "Cyr"])
    table.deal(game, M1)
    view = table.view_token(game)
    page = text(client.get(f"/g/{view}"))
    assert "Lecture seule" in page and "Valider la donne" not in page and "/edit" not in page
    for path in ("deals", "deals/1/edit", "deals/1/delete", "undo", "live", "share"):
        assert client.post(f"/g/{view}/{path}", data={**M1, "deal_id": "1", "action": "save"}).status_code == 404
    assert client.get(f"/g/{view}/share").status_code == 404
    assert len(table.deal_rows(game)) == 1


def test_links_are_shown_as_qr_codes_and_can_be_revoked(tmp_path: Path) -> None:
    app = app_with(tmp_path, WTF_CSRF_ENABLED=False)
    client = app.test_client()
    table = Table(app, client)
    game = table.new_game("mille", ["Ana", "Bea", "Cyr"])
    view = table.view_token(game)
    page = text(client.get(f"/g/{game}/share"))
    assert page.count("<svg") == 2 and f"/g/{game}" in page and f"/g/{view}" in page
    assert 'style="' not in page  # the QR codes keep the Content-Security-Policy
    response = client.post(f"/g/{game}/share")
    new_edit = response.headers["Location"].split("/")[-2]
    for old in (game, view):
        answer = client.get(f"/g/{old}")
        assert answer.status_code == 404 and "Ana" not in text(answer)
    assert client.get(f"/g/{new_edit}").status_code == 200


def test_writes_are_rate_limited_per_link(tmp_path: Path) -> None:
    app = app_with(tmp_path, WTF_CSRF_ENABLED=False, RATELIMIT_ENABLED=True, WRITE_LIMIT="3 per minute")
    client = app.test_client()
    table = Table(app, client)
    game = table.new_game("mille", ["Ana", "Bea", "Cyr"])
    codes = [client.post(f"/g/{game}/deals", data={**M1, "action": "preview"}).status_code for _ in range(4)]
    assert codes[:3] == [200, 200, 200] and codes[3] == 429
    other = table.new_game("mille", ["Ana", "Bea", "Cyr"])  # another table is not slowed down
    assert client.post(f"/g/{other}/deals", data={**M1, "action": "preview"}).status_code == 200


def test_the_host_header_is_checked_when_hosts_are_configured(tmp_path: Path) -> None:
    client = app_with(tmp_path, TRUSTED_HOSTS="cartes.example.org, localhost").test_client()
    assert client.get("/", headers={"Host": "cartes.example.org"}).status_code == 200
    assert client.get("/", headers={"Host": "evil.example.com"}).status_code == 400


def test_without_configured_hosts_a_made_up_host_gets_no_link(tmp_path: Path) -> None:
    """Share links, QR codes and the API's edit_url are built from the Host
    header: without COMPAGNON_TRUSTED_HOSTS, one the server was not started
    for is refused, never echoed into a link."""
    client = app_with(tmp_path).test_client()
    made = client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]})
    assert made.status_code == 201 and made.get_json()["edit_url"].startswith("http://localhost/g/")
    token = made.get_json()["edit_token"]
    assert "http://localhost/g/" in text(client.get(f"/g/{token}/share"))
    evil = {"Host": "evil.test"}
    created = client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]}, headers=evil)
    assert created.status_code == 400 and "evil.test" not in created.get_data(as_text=True)
    shared = client.get(f"/g/{token}/share", headers=evil)
    assert shared.status_code == 400 and "evil.test" not in shared.get_data(as_text=True)


@pytest.mark.parametrize("config, good, bad", [
    # the address the server was started on
    ({"SERVED_AT": "192.168.1.20:8000"}, ["192.168.1.20:8000", "localhost"], ["evil.test", "192.168.1.21:8000"]),
    # a configured base URL
    ({"BASE_URL": "https://cartes.example.org/"}, ["cartes.example.org"], ["evil.test", "localhost"]),
    # behind a proxy, the base URL names the public host
    ({"BASE_URL": "https://cartes.example.org", "PROXIES": 1}, ["cartes.example.org"], ["evil.test"]),
])
def test_the_hosts_default_to_where_the_server_was_started(tmp_path: Path, config: dict[str, Any], good: list[str],
                                                           bad: list[str]) -> None:
    client = app_with(tmp_path, **config).test_client()
    for host in good:
        made = client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]},
                           headers={"Host": host})
        assert made.status_code == 201 and made.get_json()["edit_url"].split("/")[2] == host
    for host in bad:
        assert client.get("/", headers={"Host": host}).status_code == 400


def test_a_server_on_every_interface_answers_to_this_machines_names(tmp_path: Path) -> None:
    import socket

    client = app_with(tmp_path, SERVED_AT="0.0.0.0:8000").test_client()
    assert client.get("/", headers={"Host": f"{socket.gethostname().lower()}:8000"}).status_code == 200
    assert client.get("/", headers={"Host": "evil.test:8000"}).status_code == 400


def test_a_proxy_without_its_host_names_is_refused_at_start(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="COMPAGNON_TRUSTED_HOSTS"):
        app_with(tmp_path, PROXIES=1)


def test_both_servers_say_where_they_are_started(tmp_path: Path, monkeypatch: Any) -> None:
    import waitress
    from click.testing import CliRunner

    from compagnon.cli import main
    from compagnon.serve import on_starting

    monkeypatch.setenv("COMPAGNON_SERVED_AT", "")
    monkeypatch.setenv("COMPAGNON_DATABASE", str(tmp_path / "c.db"))
    served: list[Any] = []
    monkeypatch.setattr(waitress, "serve", lambda app, **where: served.append(app))
    assert CliRunner().invoke(main, ["serve", "--host", "192.168.1.20", "--port", "8000"]).exit_code == 0
    assert "192.168.1.20" in served[0].config["TRUSTED_HOSTS"] and "evil.test" not in served[0].config["TRUSTED_HOSTS"]

    class Gunicorn:  # what gunicorn hands its on_starting hook: the arbiter and its settings
        class cfg:  # noqa: N801
            bind = ["10.0.0.5:5000"]

    on_starting(Gunicorn())
    assert "10.0.0.5" in app_with(tmp_path).config["TRUSTED_HOSTS"]


def test_the_secret_key_is_generated_into_the_instance_folder(tmp_path: Path) -> None:
    from compagnon import _secret_key

    key = _secret_key(tmp_path)
    assert len(key) == 64 and key != "dev" and _secret_key(tmp_path) == key
    assert (tmp_path / "secret_key").stat().st_mode & 0o077 == 0


def test_the_database_is_durable(app: Any) -> None:
    from compagnon.db import get_db

    with app.app_context():
        db = get_db()
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


@pytest.mark.parametrize("phones", [8])
def test_phones_entering_deals_at_once_lose_none_and_double_none(tmp_path: Path, phones: int) -> None:
    app = app_with(tmp_path, WTF_CSRF_ENABLED=False)
    table = Table(app, app.test_client())
    game = table.new_game("mille", ["Ana", "Bea", "Cyr"])
    results: list[int] = []
    lock = threading.Lock()

    def phone(n: int) -> None:
        client = app.test_client()
        for k in range(5):
            data = {**M1, "action": "save", "client_id": f"phone{n}-deal{k}"}
            codes = [client.post(f"/g/{game}/deals", data=data).status_code for _ in range(2)]  # each sent twice
            with lock:
                results.extend(codes)

    threads = [threading.Thread(target=phone, args=(n,)) for n in range(phones)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert set(results) == {303}
    rows = table.deal_rows(game)
    assert len(rows) == phones * 5  # every deal once: none lost, none entered twice
    assert sorted(r["position"] for r in rows) == list(range(1, phones * 5 + 1))
