"""The settings page: the device's theme, kept in a cookie, and the page drawn in it."""

from __future__ import annotations

import re
from pathlib import Path

from flask.testing import FlaskClient

from compagnon import create_app


def theme_of(page: str) -> str | None:
    found = re.search(r'<html lang="\w+"(?: data-theme="(\w+)")?>', page)
    assert found, "no <html> element"
    return found.group(1)


def test_a_new_device_follows_the_system(client: FlaskClient) -> None:
    page = client.get("/").get_data(as_text=True)
    assert theme_of(page) is None
    assert '<meta name="color-scheme" content="dark light">' in page
    assert 'href="/settings?next=/"' in page  # the settings link, coming back here


def test_choosing_the_light_theme_is_remembered(client: FlaskClient) -> None:
    form = client.get("/settings?next=/rules/").get_data(as_text=True)
    assert 'value="auto" checked' in form and 'name="next" value="/rules/"' in form
    answer = client.post("/settings", data={"theme": "light", "next": "/rules/"})
    assert answer.status_code == 303 and answer.headers["Location"].startswith("/settings?")
    cookie = answer.headers["Set-Cookie"]
    assert cookie.startswith("theme=light;") and "Max-Age=31536000" in cookie and "SameSite=Lax" in cookie
    saved = client.get(answer.headers["Location"]).get_data(as_text=True)
    assert "Réglages enregistrés" in saved and 'value="light" checked' in saved
    assert 'href="/rules/"' in saved  # back where the player came from
    rules = client.get("/rules/").get_data(as_text=True)
    assert theme_of(rules) == "light" and '<meta name="color-scheme" content="light">' in rules


def test_back_to_the_system_theme_forgets_the_choice(client: FlaskClient) -> None:
    client.post("/settings", data={"theme": "dark"})
    assert theme_of(client.get("/").get_data(as_text=True)) == "dark"
    answer = client.post("/settings", data={"theme": "auto"})
    assert "theme=;" in answer.headers["Set-Cookie"]  # deleted
    assert theme_of(client.get("/").get_data(as_text=True)) is None


def test_an_unknown_theme_is_refused_and_nothing_changes(client: FlaskClient) -> None:
    client.post("/settings", data={"theme": "dark"})
    refused = client.post("/settings", data={"theme": "pink"})
    assert refused.status_code == 422
    assert "Choisissez un thème" in refused.get_data(as_text=True)
    assert not any(c.startswith("theme=") for c in refused.headers.getlist("Set-Cookie"))
    assert theme_of(client.get("/").get_data(as_text=True)) == "dark"
    client.set_cookie("theme", "<script>")  # a forged cookie is ignored
    assert theme_of(client.get("/").get_data(as_text=True)) is None


def test_the_way_back_never_leaves_the_site(client: FlaskClient) -> None:
    for target in ("https://example.org/", "//example.org/", "/\\example.org", "javascript:alert(1)", "x" * 3000):
        page = client.get("/settings", query_string={"next": target}).get_data(as_text=True)
        assert 'name="next" value="/"' in page, target
        answer = client.post("/settings", data={"theme": "light", "next": target})
        assert answer.status_code == 303 and "example.org" not in answer.headers["Location"]


def test_the_settings_form_needs_its_csrf_token(tmp_path: Path) -> None:
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.db"), "RATELIMIT_ENABLED": False})
    client = app.test_client()
    assert client.post("/settings", data={"theme": "light"}).status_code == 400


def lang_of(page: str) -> str:
    found = re.search(r'<html lang="(\w+)"', page)
    assert found, "no <html> element"
    return found.group(1)


def test_the_language_follows_the_browser_until_the_device_chooses(client: FlaskClient) -> None:
    assert lang_of(client.get("/").get_data(as_text=True)) == "fr"
    english = client.get("/settings", headers={"Accept-Language": "en-GB,en;q=0.9"}).get_data(as_text=True)
    assert lang_of(english) == "en" and "<h1>This phone's settings</h1>" in english
    assert "Réglages de ce téléphone" not in english
    assert 'value="auto" checked' in english  # both choices follow the device so far
    answer = client.post("/settings", data={"theme": "auto", "lang": "fr", "next": "/"},
                         headers={"Accept-Language": "en"})
    cookie = next(c for c in answer.headers.getlist("Set-Cookie") if c.startswith("lang="))
    assert cookie.startswith("lang=fr;") and "Max-Age=31536000" in cookie
    assert not any(c.startswith("theme=") for c in answer.headers.getlist("Set-Cookie"))
    # the browser asks for English, the device chose French: French it is, and the choice shows
    saved = client.get(answer.headers["Location"], headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert lang_of(saved) == "fr" and "Réglages enregistrés" in saved and 'name="lang" value="fr" checked' in saved
    client.post("/settings", data={"theme": "auto", "lang": "en"})
    assert lang_of(client.get("/rules/").get_data(as_text=True)) == "en"
    forgotten = client.post("/settings", data={"theme": "auto", "lang": "auto"})
    assert any(c.startswith("lang=;") for c in forgotten.headers.getlist("Set-Cookie"))
    assert lang_of(client.get("/").get_data(as_text=True)) == "fr"


def test_an_unknown_language_is_refused_and_nothing_changes(client: FlaskClient) -> None:
    client.post("/settings", data={"theme": "auto", "lang": "en"})
    refused = client.post("/settings", data={"theme": "auto", "lang": "xx"})
    assert refused.status_code == 422 and "Choose one of the languages offered" in refused.get_data(as_text=True)
    assert not [c for c in refused.headers.getlist("Set-Cookie") if c.startswith(("lang=", "theme="))]
    client.set_cookie("lang", "<script>")  # a forged cookie is ignored: the browser's language
    assert lang_of(client.get("/", headers={"Accept-Language": "de, en;q=0.5"}).get_data(as_text=True)) == "en"


def test_pages_in_two_languages_are_told_apart_by_caches(client: FlaskClient) -> None:
    vary = client.get("/").headers["Vary"]
    assert "Accept-Language" in vary and "Cookie" in vary
