"""What a device keeps and what the server writes down: « mes parties » filled
by the player only, the session cookie holding no link, no link in a log."""

from __future__ import annotations

import json
import logging
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from webtable import HTMX, Table, text

from compagnon import ROOT, create_app, devices
from compagnon.logs import LOGGERS

#: what a browser sends when a page of another site opens a link (a popup, a link followed)
FROM_ANOTHER_SITE = {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"}
#: what a page of this site sends when it fetches a fragment or polls
FETCHED_HERE = {"Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty", **HTMX}
#: a link typed, scanned or bookmarked
TYPED = {"Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"}


def strangers(client: FlaskClient, count: int) -> list[dict[str, Any]]:
    """Games someone else created (through the API: no cookie), with strange names."""
    made = []
    for i in range(count):
        answer = client.post("/api/games", json={"game": "mille", "players": [f"Zoé{i}", "Yan", "Xav"]})
        assert answer.status_code == 201
        made.append(answer.get_json())
    return made


def home_games(client: FlaskClient) -> str:
    return text(client.get("/"))


# --------------------------------------------------------------------- 13: « mes parties » is filled by the player

def test_links_opened_by_another_site_are_not_remembered(app: Flask, client: FlaskClient, table: Table) -> None:
    mine = table.new_game("mille", ["Ana", "Bea", "Cyr"])
    other = app.test_client()  # the attacker's own games, made elsewhere
    for game in strangers(other, 101):
        # a popup of the other site opens the link, then the page polls from here as any game page does
        assert client.get(f"/g/{game['edit_token']}", headers=FROM_ANOTHER_SITE).status_code == 200
        assert client.get(f"/g/{game['view_token']}/poll?r=1&d=1", headers=FETCHED_HERE).status_code == 200
    home = home_games(client)
    assert "Ana · Bea · Cyr" in home and f'href="/g/{mine}"' in home
    assert "Zoé" not in home
    setup = text(client.get("/new/mille"))
    assert "Ana" in setup.split('id="known-names"', 1)[1] and "Zoé" not in setup
    # the same link typed, scanned or followed on this site is the player's
    typed, followed = strangers(other, 2)
    client.get(f"/g/{typed['view_token']}", headers=TYPED)
    client.get(f"/g/{followed['edit_token']}", headers={**TYPED, "Sec-Fetch-Site": "same-origin"})
    home = home_games(client)
    assert f'href="/g/{typed["view_token"]}"' in home and f'href="/g/{followed["edit_token"]}"' in home


def test_a_change_made_on_a_page_opened_from_another_site_remembers_it(client: FlaskClient) -> None:
    game = strangers(client, 1)[0]
    client.get(f"/g/{game['edit_token']}", headers=FROM_ANOTHER_SITE)
    assert "Zoé0" not in home_games(client)
    entered = client.post(f"/g/{game['edit_token']}/deals", data={"action": "preview"},
                          headers={**FETCHED_HERE, "Sec-Fetch-Mode": "same-origin"})
    assert entered.status_code in (200, 422)
    assert "Zoé0" in home_games(client)


def test_a_device_never_loses_the_games_it_created(monkeypatch: pytest.MonkeyPatch, app: Flask,
                                                   client: FlaskClient, table: Table) -> None:
    monkeypatch.setattr(devices, "OPENED", 4)
    mine = table.new_game("mille", ["Ana", "Bea", "Cyr"])
    opened = strangers(app.test_client(), 6)
    for game in opened:
        assert client.get(f"/g/{game['view_token']}").status_code == 200
    home = home_games(client)
    assert f'href="/g/{mine}"' in home  # created here: never pushed out
    kept = [g for g in opened if f'href="/g/{g["view_token"]}"' in home]
    assert kept == opened[2:]  # the four opened last; the first two opened went
    # opened again, an old game comes back to the top of the opened ones
    client.get(f"/g/{opened[0]['view_token']}")
    home = home_games(client)
    assert f'href="/g/{opened[0]["view_token"]}"' in home and f'href="/g/{opened[2]["view_token"]}"' not in home
    assert f'href="/g/{mine}"' in home


def test_a_game_opened_with_both_links_is_listed_once_with_its_edit_link(app: Flask, client: FlaskClient,
                                                                         table: Table) -> None:
    mine = table.new_game("mille", ["Ana", "Bea", "Cyr"])
    view = table.view_token(mine)
    client.get(f"/g/{view}")
    home = home_games(client)
    assert home.count("Ana · Bea · Cyr") == 1 and f'href="/g/{mine}"' in home
    other = app.test_client()  # a phone that follows the game with its view link
    other.get(f"/g/{view}")
    assert f'href="/g/{view}"' in home_games(other)
    # new links: the old ones leave the lists, the new edit link takes their place on the phone that made them
    renewed = client.post(f"/g/{mine}/share").headers["Location"].split("/")[-2]
    home = home_games(client)
    assert home.count("Ana · Bea · Cyr") == 1 and f'href="/g/{renewed}"' in home and mine not in home
    assert "Ana · Bea · Cyr" not in home_games(other)


# --------------------------------------------------------------------- 15: the cookie holds an opaque id

def cookie_of(app: Flask, client: FlaskClient) -> tuple[str, dict[str, Any]]:
    cookie = client.get_cookie(app.config.get("SESSION_COOKIE_NAME", "session"))
    assert cookie is not None
    serializer = app.session_interface.get_signing_serializer(app)  # type: ignore[attr-defined]
    return cookie.value, dict(serializer.loads(cookie.value))


def test_the_session_cookie_holds_no_link(app: Flask, client: FlaskClient, table: Table) -> None:
    mine = table.new_game("mille", ["Ana", "Bea", "Cyr"])
    opened = strangers(app.test_client(), 3)
    for game in opened:
        client.get(f"/g/{game['view_token']}")
    raw, session = cookie_of(app, client)
    links = [mine, table.view_token(mine), *(g[k] for g in opened for k in ("edit_token", "view_token"))]
    assert not any(link in raw or link in json.dumps(session) for link in links)
    assert set(session) <= {"device", "_permanent", "csrf_token"} and devices.valid(session["device"])
    home = home_games(client)  # the games are listed from the database
    assert all(f'href="/g/{link}"' in home for link in [mine, *(g["view_token"] for g in opened)])
    # the cookie is sent again (its 400 days counted anew) when the list changes, not with every page
    assert "Set-Cookie" not in client.get(f"/g/{opened[-1]['view_token']}").headers
    assert "Set-Cookie" in client.get(f"/g/{opened[0]['view_token']}").headers


def test_a_cookie_that_listed_the_links_is_emptied_into_the_database(app: Flask, client: FlaskClient,
                                                                     table: Table) -> None:
    mine = table.new_game("mille", ["Ana", "Bea", "Cyr"])
    games = strangers(app.test_client(), 2)
    before = app.test_client()
    with before.session_transaction() as session:  # a cookie as the app wrote it until now
        session["games"] = [games[0]["view_token"], mine, "gone" * 8, games[1]["edit_token"]]
    home = home_games(before)
    assert all(f'href="/g/{link}"' in home for link in (games[0]["view_token"], mine, games[1]["edit_token"]))
    raw, session = cookie_of(app, before)
    assert "games" not in session and mine not in raw and devices.valid(session["device"])
    assert f'href="/g/{mine}"' in home_games(before)


def test_the_cookies_are_secure_and_hsts_is_sent_behind_https(tmp_path: Path) -> None:
    app = create_app({"TESTING": True, "DATABASE": tmp_path / "t.db", "SECRET_KEY": "tests", "PROXIES": 1,
                      "TRUSTED_HOSTS": ["localhost"], "WTF_CSRF_ENABLED": False, "RATELIMIT_ENABLED": False})
    https = {"X-Forwarded-Proto": "https", "X-Forwarded-For": "192.0.2.7"}
    for headers, secure in ((https, True), ({}, False)):
        client = app.test_client()
        created = client.post("/new/mille", data={"player.0": "Ana", "player.1": "Bea", "player.2": "Cyr",
                                                  "first_dealer": "0"}, headers=headers)
        assert created.status_code == 303
        cookie = created.headers["Set-Cookie"]
        assert ("; Secure" in cookie) is secure and "HttpOnly" in cookie and "SameSite=Lax" in cookie
        settings = client.post("/settings", data={"theme": "dark", "lang": "fr"}, headers=headers)
        assert all(("; Secure" in c) is secure for c in settings.headers.getlist("Set-Cookie"))
        hsts = client.get("/", headers=headers).headers.get("Strict-Transport-Security")
        assert (hsts == "max-age=31536000") if secure else hsts is None


# --------------------------------------------------------------------- 14: no link in a log

def test_no_link_reaches_the_app_log(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                     caplog: pytest.LogCaptureFixture) -> None:
    app = create_app({"TESTING": True, "PROPAGATE_EXCEPTIONS": False, "DATABASE": tmp_path / "t.db",
                      "SECRET_KEY": "tests", "WTF_CSRF_ENABLED": False, "RATELIMIT_ENABLED": True,
                      "WRITE_LIMIT": "1 per minute"})
    client = app.test_client()
    game = strangers(client, 1)[0]
    edit, view = game["edit_token"], game["view_token"]
    caplog.set_level(logging.DEBUG)
    for name in ("compagnon", *LOGGERS):  # a logging set-up earlier in the run may have switched them off
        monkeypatch.setattr(logging.getLogger(name), "disabled", False)
    from compagnon import store

    def broken(game_id: int) -> Any:
        raise RuntimeError(f"no game behind {edit} or /g/{view}/poll")

    referer = {"Referer": f"http://localhost/g/{view}/share"}
    with monkeypatch.context() as patch:
        patch.setattr(store, "load_game", broken)
        assert client.get(f"/g/{edit}/tableau", headers=referer).status_code == 500
    for _ in range(2):  # the limiter says whose limit it is
        client.post(f"/g/{edit}/deals", data={"action": "preview"}, headers=referer)
    logging.getLogger("waitress").error("Exception while serving /g/%s/poll", edit)
    logging.getLogger("werkzeug").info('127.0.0.1 - - "GET /g/%s HTTP/1.1" 200 -', view)
    logged = caplog.text
    assert f"Exception on /g/{'[token '}" in logged and "RuntimeError: no game behind [token " in logged
    assert "ratelimit" in logged and "Exception while serving /g/[token " in logged
    assert edit not in logged and view not in logged
    assert all(edit not in str(r.__dict__) and view not in str(r.__dict__) for r in caplog.records)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_no_link_reaches_gunicorns_logs(tmp_path: Path) -> None:
    """gunicorn as ``make run`` starts it: the access log on its standard
    output, with each request's Referer."""
    port = free_port()
    env = {**os.environ, "COMPAGNON_DATABASE": str(tmp_path / "g.db"), "COMPAGNON_SECRET_KEY": "tests"}
    out, err = (tmp_path / "out.log").open("wb"), (tmp_path / "err.log").open("wb")
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "--config", "python:compagnon.serve", "--workers", "1", "--threads", "2",
         "--bind", f"127.0.0.1:{port}", "--access-logfile", "-", "--forwarded-allow-ips", "127.0.0.1",
         "compagnon:create_app()"], cwd=ROOT, env=env, stdout=out, stderr=err)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(base + "/rules", timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        body = json.dumps({"game": "mille", "players": ["Ana", "Bea", "Cyr"]}).encode()
        created = urllib.request.Request(base + "/api/games", method="POST", data=body,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(created, timeout=10) as answer:
            game = json.load(answer)
        edit, view = game["edit_token"], game["view_token"]
        for path, referer in ((f"/g/{edit}", f"{base}/g/{view}/share"),
                              (f"/g/{view}/poll?r=0&d=0", f"{base}/g/{view}"),
                              (f"/g/{edit}/tableau?page=1", f"{base}/g/{edit}")):
            opened = urllib.request.Request(base + path, headers={"Referer": referer})
            urllib.request.urlopen(opened, timeout=10).close()
    finally:
        server.terminate()
        server.wait(timeout=30)
        out.close()
        err.close()
    logged = (tmp_path / "out.log").read_text() + (tmp_path / "err.log").read_text()
    assert logged.count('"GET /g/[token ') == 3 and f'"{base}/g/[token ' in logged
    assert edit not in logged and view not in logged
