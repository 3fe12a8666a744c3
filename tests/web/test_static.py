"""What a phone downloads: pages and fragments compressed, static files under
content-hashed names with a year of cache, and a poll with nothing new empty."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import brotli
from flask.testing import FlaskClient
from webtable import HTMX, M1, Table, input_value, text

from compagnon import ROOT

MANIFEST = ROOT / "static" / "cache_manifest.json"
YEAR = 365 * 24 * 3600


def static_links(page: str) -> list[str]:
    return re.findall(r'(?:href|src)="(/static/[^"]+)"', page)


def test_pages_link_the_hashed_static_files(client: FlaskClient) -> None:
    assert MANIFEST.exists(), "make setup writes the hashed static files (flask digest compile)"
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    links = static_links(client.get("/").get_data(as_text=True))
    assert {"/static/" + manifest[name] for name in ("app.min.css", "app.min.js", "vendor/htmx.min.js")} <= set(links)
    for link in links:
        assert re.search(r"-[0-9a-f]{32}\.", link), link


def test_hashed_static_files_are_compressed_and_kept_a_year(client: FlaskClient) -> None:
    for link in static_links(client.get("/").get_data(as_text=True)):
        plain = client.get(link, buffered=True)  # read whole: the file WhiteNoise opened is closed
        for encoding, decode in (("br", brotli.decompress), ("gzip", gzip.decompress)):
            answer = client.get(link, headers={"Accept-Encoding": encoding}, buffered=True)
            assert answer.status_code == 200 and answer.headers["Content-Encoding"] == encoding
            assert decode(answer.data) == plain.data and len(answer.data) < len(plain.data) or len(plain.data) < 300
            cache = answer.headers["Cache-Control"]
            assert "immutable" in cache and int(re.search(r"max-age=(\d+)", cache).group(1)) >= YEAR
        assert plain.headers["X-Content-Type-Options"] == "nosniff"
        # a policy only where a document may be opened (an SVG alone); no cross-origin reading
        assert ("Content-Security-Policy" in plain.headers) == link.endswith(".svg"), link
        assert "Access-Control-Allow-Origin" not in plain.headers
        # never revalidated (immutable): no validators to weigh on a first load
        assert "ETag" not in plain.headers and "Last-Modified" not in plain.headers, link


def test_unhashed_names_still_answer_with_a_short_cache(client: FlaskClient) -> None:
    answer = client.get("/static/app.css", buffered=True)
    assert answer.status_code == 200
    assert "immutable" not in answer.headers.get("Cache-Control", "")
    assert answer.headers["ETag"] and answer.headers["Last-Modified"]  # checked again after a minute


def test_pages_and_fragments_are_compressed_for_browsers_that_ask(table: Table, mille: str,
                                                                  client: FlaskClient) -> None:
    table.deal(mille, M1)
    plain = client.get(f"/g/{mille}")
    squeezed = client.get(f"/g/{mille}", headers={"Accept-Encoding": "br, gzip"})
    assert squeezed.headers["Content-Encoding"] == "br" and "Accept-Encoding" in squeezed.headers["Vary"]
    assert brotli.decompress(squeezed.data).decode().count('id="entry"') == plain.get_data(as_text=True).count(
        'id="entry"') == 1
    assert len(squeezed.data) * 4 < len(plain.data)
    gz = client.get(f"/g/{mille}/poll?r=0&d=0", headers={**HTMX, "Accept-Encoding": "gzip"})
    assert gz.headers["Content-Encoding"] == "gzip" and b'id="scores"' in gzip.decompress(gz.data)
    assert "Content-Encoding" not in client.get(f"/g/{mille}").headers  # none asked, none sent


def test_a_poll_with_nothing_new_is_empty_and_not_encoded(table: Table, mille: str, client: FlaskClient) -> None:
    page = client.get(f"/g/{mille}").get_data(as_text=True)
    poll = re.search(r'hx-get="([^"]*/poll[^"]*)"', page)
    assert poll
    answer = client.get(poll.group(1).replace("&amp;", "&"), headers={**HTMX, "Accept-Encoding": "br, gzip"})
    assert answer.status_code == 204 and answer.data == b"" and "Content-Encoding" not in answer.headers
    # nothing but what an empty answer needs: no policy for a document it is not, no type for a body it has not
    assert not {"Content-Security-Policy", "Referrer-Policy", "X-Content-Type-Options", "Content-Type"} & set(
        answer.headers.keys())
    assert "Set-Cookie" not in answer.headers  # the session is not sent again with every poll


def test_the_manifest_is_not_kept_in_git() -> None:
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8")
    assert "static/cache_manifest.json" in ignored and Path(ROOT / "Makefile").read_text().count("digest compile")


def test_the_service_worker_is_served_from_the_root_and_checked_anew(client: FlaskClient) -> None:
    answer = client.get("/sw.js", buffered=True)
    assert answer.status_code == 200 and answer.mimetype == "text/javascript"
    assert answer.headers["Cache-Control"] == "no-cache"
    assert b"caches.open" in answer.data and b'addEventListener("fetch"' in answer.data
    assert 'data-sw="/sw.js"' in client.get("/").get_data(as_text=True)


def test_the_service_worker_is_minified_compressed_and_unchanged_answers_304(client: FlaskClient) -> None:
    """A phone checks the worker at every page it opens: the first time, it downloads it small; then, as long as
    it has not changed, the answer has no body."""
    source = (ROOT / "static" / "sw.js").read_bytes()
    plain = client.get("/sw.js", buffered=True)
    assert b"//" not in plain.data.replace(b"://", b"") and len(plain.data) * 4 < len(source) * 3  # no comments
    squeezed = client.get("/sw.js", headers={"Accept-Encoding": "br, gzip"}, buffered=True)
    assert squeezed.headers["Content-Encoding"] == "br" and brotli.decompress(squeezed.data) == plain.data
    for answer in (plain, squeezed):
        again = client.get("/sw.js", headers={"Accept-Encoding": answer.headers.get("Content-Encoding", ""),
                                              "If-None-Match": answer.headers["ETag"]}, buffered=True)
        assert again.status_code == 304 and again.data == b"" and again.headers["Cache-Control"] == "no-cache"
        assert "Content-Security-Policy" not in again.headers  # a bodiless answer keeps the policy cached
    assert client.get("/sw.js", headers={"If-None-Match": '"something-else"'}, buffered=True).status_code == 200


def test_the_app_can_be_installed(client: FlaskClient) -> None:
    page = client.get("/").get_data(as_text=True)
    link = re.search(r'<link rel="manifest" href="([^"]+)"', page)
    assert link
    manifest = json.loads(client.get(link.group(1), buffered=True).data)
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
    sizes = {icon["sizes"]: icon for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= set(sizes)
    assert any(icon.get("purpose") == "maskable" for icon in manifest["icons"])
    for icon in manifest["icons"]:
        answer = client.get(icon["src"], buffered=True)
        assert answer.status_code == 200 and answer.mimetype == icon["type"], icon["src"]
        if icon["type"] == "image/png":
            width, height = int.from_bytes(answer.data[16:20], "big"), int.from_bytes(answer.data[20:24], "big")
            assert f"{width}x{height}" == icon["sizes"]


def test_one_stylesheet_holds_both_themes_and_its_two_light_blocks_agree(client: FlaskClient) -> None:
    """The light theme is in the page's one stylesheet (no second request before a light phone's first paint):
    once for the player who chose it, once for a phone in light mode whose player left the choice to it."""
    page = client.get("/").get_data(as_text=True)
    assert [link for link in static_links(page) if ".css" in link] == [
        "/static/" + json.loads(MANIFEST.read_text(encoding="utf-8"))["app.min.css"]]
    css = (ROOT / "static" / "app.css").read_text(encoding="utf-8")
    chosen = re.search(r':root\[data-theme="light"\] \{(.*?)\}', css, re.S)
    left = re.search(r'@media \(prefers-color-scheme: light\) \{\s*:root:not\(\[data-theme\]\) \{(.*?)\}', css, re.S)
    assert chosen and left

    def declarations(block: str) -> list[str]:
        return [line.strip() for line in block.strip().splitlines()]

    assert declarations(chosen.group(1)) == declarations(left.group(1))
    assert "--bg: #f6f4ef;" in declarations(chosen.group(1)) and "color-scheme: light;" in declarations(chosen.group(1))


def test_the_game_page_opened_again_unchanged_is_a_304(table: Table, mille: str) -> None:
    """A repeat visit weighs its headers: the page revalidates (its ETag: the game's revisions, the link, the
    language, the theme, the session's token, the app's version) while nothing it shows changed."""
    client = table.client
    first = client.get(f"/g/{mille}", headers={"Accept-Encoding": "br"})
    tag = first.headers["ETag"]
    assert first.status_code == 200 and tag.startswith('W/"') and first.headers["Cache-Control"] == "private, no-cache"
    again = client.get(f"/g/{mille}", headers={"Accept-Encoding": "br", "If-None-Match": tag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == tag
    # drawn again, it is the same page: the same form id (the signed token in it may differ by its time stamp)
    drawn = brotli.decompress(first.data).decode()
    assert input_value(table.page(mille), "client_id") == input_value(drawn, "client_id")
    assert client.get(f"/g/{mille}", headers={"If-None-Match": tag, "Accept-Language": "en"}).status_code == 200
    client.set_cookie("theme", "light")
    assert client.get(f"/g/{mille}", headers={"If-None-Match": tag}).status_code == 200
    client.delete_cookie("theme")
    assert client.get(f"/g/{mille}?saved=1", headers={"If-None-Match": tag}).status_code == 200
    table.deal(mille, M1)
    moved = client.get(f"/g/{mille}", headers={"If-None-Match": tag})
    assert moved.status_code == 200 and moved.headers["ETag"] != tag
    assert input_value(text(moved), "client_id") != input_value(drawn, "client_id")  # the next deal's form
    other = table.app.test_client()  # another phone: its own session, its own page and form id
    theirs = other.get(f"/g/{mille}")
    assert theirs.headers["ETag"] != moved.headers["ETag"]
    assert input_value(text(theirs), "client_id") != input_value(text(moved), "client_id")
    assert other.get(f"/g/{mille}", headers={"If-None-Match": moved.headers["ETag"]}).status_code == 200
