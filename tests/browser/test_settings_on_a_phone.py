"""The theme on a 360×740 phone: dark in a dim room, light in daylight, following the phone until the player
chooses, the choice kept for the next pages."""

from __future__ import annotations

from typing import Any

import pytest
from phone import open_through_api, shot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

DARK_BG = "rgb(18, 21, 25)"
LIGHT_BG = "rgb(246, 244, 239)"

DEAL = {"taker": "Bea", "contract": 120, "trick_points": {"Ana": 20, "Bea": 90, "Cyr": 10},
        "marriages": {"Bea": ["coeur"]}}


def test_the_theme_follows_the_phone_then_the_players_choice(phone: Any) -> None:
    page = phone
    page.emulate_media(color_scheme="light")
    open_through_api(page, "mille", ["Ana", "Bea", "Cyr"], [DEAL], first_dealer="Ana")
    expect(page.locator("body")).to_have_css("background-color", LIGHT_BG)  # the phone is in light mode
    shot(page, "settings-1-game-light")
    page.emulate_media(color_scheme="dark")
    expect(page.locator("body")).to_have_css("background-color", DARK_BG)
    shot(page, "settings-2-game-dark")

    # the phone says dark, the player wants light in the garden: ⚙, Clair, Enregistrer
    game = page.url
    page.get_by_role("link", name="Réglages (langue, thème)").click()
    expect(page.get_by_role("heading", name="Réglages de ce téléphone")).to_be_visible()
    page.locator("label.pill", has_text="Clair").click()
    page.get_by_role("button", name="Enregistrer").click()
    expect(page.locator("p.saved")).to_contain_text("Réglages enregistrés")
    expect(page.locator("body")).to_have_css("background-color", LIGHT_BG)
    shot(page, "settings-3-saved")
    page.get_by_role("link", name="Retour").click()
    page.wait_for_url(game)
    expect(page.locator("body")).to_have_css("background-color", LIGHT_BG)  # kept, whatever the phone says
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    assert page.locator("#totals .big").first.inner_text() == "20"
    page.locator("#entry").scroll_into_view_if_needed()
    shot(page, "settings-4-entry-light")

    # the settings link is a real target for a thumb
    box = page.get_by_role("link", name="Réglages (langue, thème)").bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44
