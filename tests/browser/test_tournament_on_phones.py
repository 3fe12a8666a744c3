"""A club evening on phones: twelve players at Belote Noisette, three a
table, three rounds of four deals. The organiser's phone sets the tournament
up and draws each round; each table's phone opens its game by the link its
card's QR code holds and enters its deals through the form; the projector
(1920×1080) follows the standings deal after deal; the results sheet
prints."""

from __future__ import annotations

import json
import re
import subprocess
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest
from phone import CHROMIUM, launch, open_phone, serve, shot
from playwright.sync_api import expect
from test_every_game_on_a_phone import enter_deal, validate

from compagnon.rules import new_game

pytestmark = pytest.mark.browser

CASE = json.loads((Path(__file__).parent.parent / "casebook" / "belote_noisette-bn14-seven-beats-six.json")
                  .read_text(encoding="utf-8"))
PLAYERS = ["Ana", "Bea", "Cyr", "Dan", "Eve", "Fay", "Gil", "Hal", "Ida", "Jon", "Kim", "Lou"]


def renamed(value: Any, names: dict[str, str]) -> Any:
    if isinstance(value, dict):
        return {names.get(k, k): renamed(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [renamed(v, names) for v in value]
    return names.get(value, value) if isinstance(value, str) else value


def test_an_evening_of_belote_noisette(tmp_path: Path) -> None:
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian's chromium is missing: `make test` installs it (apt-get install chromium).")
    from playwright.sync_api import sync_playwright

    errors: list[str] = []
    with serve(tmp_path / "evening.db", POLL_SECONDS=0.5) as url, sync_playwright() as playwright:
        browser = launch(playwright)
        organiser = open_phone(browser, url, errors)
        organiser.goto("/")
        organiser.get_by_role("link", name="Organiser un tournoi").click()
        organiser.get_by_role("link", name=re.compile("Belote Noisette")).click()
        organiser.get_by_label("Les joueurs").fill("\n".join(PLAYERS))
        organiser.get_by_label("Nombre de manches").fill("3")
        organiser.get_by_label("Donnes par manche").fill("4")
        organiser.get_by_role("button", name="Créer le tournoi").click()
        expect(organiser.get_by_text("12 joueurs inscrits, 3 manches.")).to_be_visible()
        projector_url = organiser.locator("#projector a.copy").inner_text()
        projector = browser.new_context(viewport={"width": 1920, "height": 1080}, base_url=url,
                                        locale="fr-FR").new_page()
        projector.on("pageerror", lambda exc: errors.append(str(exc)))
        projector.goto(projector_url)
        screen = projector.locator("#screen")
        seats: list[tuple[str, ...]] = []
        for number in (1, 2, 3):
            organiser.get_by_role("button", name=f"Tirer la manche {number}").click()
            expect(organiser.get_by_role("heading", name=f"Manche {number} sur 3")).to_be_visible()
            links = organiser.get_by_role("link", name="Ouvrir la table")
            expect(links).to_have_count(4)
            if number == 1:
                shot(organiser, "tournament-desk-round-1")
            played = 0
            cards = organiser.locator(".round-table")
            tables = [(links.nth(i).get_attribute("href"), cards.nth(i).locator("p").first.inner_text().split(" · "))
                      for i in range(4)]
            for link, names in tables:
                table = open_phone(browser, url, errors)
                table.goto(link)  # the address the table card's QR code holds
                seats.append(tuple(names))
                game = new_game("belote_noisette", names)
                mapping = dict(zip(CASE["players"], names, strict=True))
                for index, deal in enumerate(CASE["deals"][:4], start=1):
                    enter_deal(table, game, renamed(deal, mapping))
                    validate(table, index, last=False)
                    played += 1
                    # the projector follows, deal after deal (its screen turns to the tables now and then)
                    expect(screen.filter(has_text=f"{played} donnes jouées sur 16")
                           .or_(screen.filter(has_text=f"Donne {index} sur 4"))
                           .or_(screen.filter(has_text=f"après la manche {number}"))).to_have_count(1, timeout=10_000)
                table.context.close()
            organiser.reload()
            expect(organiser.get_by_text("terminée")).to_have_count(4)
            # after the round, each player's result shows on the projector: 2, 2 and 0 at every table
            expect(screen.get_by_text(f"après la manche {number}").or_(
                screen.get_by_role("heading", name=f"Manche {number} sur 3"))).to_be_visible(timeout=20_000)
        shot(organiser, "tournament-desk-end")
        projector.screenshot(path=str(Path(shot(organiser, "x")).with_name("tournament-projector.png")))
        assert organiser.get_by_text("Tournoi terminé.").is_visible()
        met = [frozenset(pair) for names in seats for pair in combinations(names, 2)]
        assert len(met) == len(set(met)) == 36  # no pair met twice
        rows = organiser.locator("#standings tbody tr")
        expect(rows).to_have_count(12)
        points = {row.locator("th").inner_text(): int(row.locator("td strong").inner_text())
                  for row in rows.all()}
        # by hand: at every table, after bn14's first four deals, seats 1 and 2 have 2 points, seat 3 none
        expected = {name: 0 for name in PLAYERS}
        for names in seats:
            expected[names[0]] += 2
            expected[names[1]] += 2
        assert points == expected
        sheet = organiser.request.get(organiser.get_by_role("link", name="Feuille des résultats (PDF)")
                                      .get_attribute("href"))
        assert sheet.ok and sheet.headers["content-type"] == "application/pdf"
        text = " ".join(subprocess.run(["pdftotext", "-layout", "-", "-"], input=sheet.body(), capture_output=True,
                                       check=True).stdout.decode().split())
        assert "Classement" in text and "Manche 3 sur 3" in text and "Provisoire" not in text
        browser.close()
    assert not errors, errors
