"""Les Héritiers on a 360×740 phone screen: the Démons engine under its own name,
its articles cited as « Les Héritiers §n ». A deal played through the UI, then a
whole game: four deals through the JSON API and the last on the phone, where two
bettors pass 333 and the one who took the tricks gain wins."""

from __future__ import annotations

from typing import Any

import pytest
from phone import open_through_api, pill, plus, shot, tap, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def choose(page: Any, name: str, value: str) -> None:
    page.locator(f"input[name='{name}'][value='{value}']").locator("xpath=..").click()


def add_row(page: Any, path: str) -> None:
    count = page.locator(f"input[name='{path}#']").input_value()
    page.locator(f"button[value='add:{path}']").click()
    expect(page.locator(f"input[name='{path}#']")).to_have_value(str(int(count) + 1))


def test_a_deal_of_les_heritiers_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Les Héritiers").first.click()
    assert "Démons" in page.inner_text("main")  # the set-up says whose rules these are (ruling H-1)
    for i, name in enumerate(["Anne", "Bruno", "Chloé"]):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == ["0", "0", "0"]

    # Bruno is the Diable; Anne bets on the partial gain, Bruno concedes, Chloé holds (Les Héritiers §7.1)
    choose(page, "diable", "Bruno")
    expect(page.locator(".htmx-request")).to_have_count(0)  # a choice may redraw the form
    for i, (player, action) in enumerate((("Anne", "bet"), ("Bruno", "concede"), ("Chloé", "hold"))):
        add_row(page, "bets")
        # the form drawn again knows the Diable: the humans' points are Anne's and Chloé's only
        assert page.locator("input[name='base_points.Bruno']").count() == 0
        choose(page, f"bets[{i}].player", player)
        choose(page, f"bets[{i}].action", action)
        choose(page, f"bets[{i}].objective", "partial")
    page.fill("input[name='bets[0].before_trick']", "1")
    # Chloé's seconde à trèfle, Cavalier then Dame (Les Héritiers §9.2)
    add_row(page, "combinations")
    choose(page, "combinations[0].player", "Chloé")
    choose(page, "combinations[0].kind", "suite")
    for rank in ("C", "D"):  # one tap a card, on the grid of the combination's cards
        page.locator(f"input[name='combinations[0].cards'][value='{rank}:trefle']").first.locator("xpath=..").click()
    expect(page.locator("input[name='combinations[0].cards']:checked")).to_have_count(2)
    for player, tricks in (("Anne", 4), ("Bruno", 3), ("Chloé", 2)):
        page.fill(f"input[name='tricks_won.{player}']", str(tricks))
    page.fill("input[name='base_points.Anne']", "18")
    page.fill("input[name='base_points.Chloé']", "9")
    page.fill("input[name='own_colour_figures.Anne']", "2")
    page.fill("input[name='ordinary_cards.Bruno']", "8")
    page.fill("input[name='colour_figures.Bruno']", "2")
    shot(page, "heritiers-1-deal-entered")

    page.get_by_role("button", name="Valider la donne").click()
    expect(page.locator("#scores tr.deal")).to_have_count(1)
    # Anne 18 + 2 figures + 10 won; the Diable 8 cards + 2 figures; Chloé 9 + Suite 15 − 10 lost
    assert totals(page) == ["30", "10", "14"]

    page.locator("#scores tr.deal").first.locator("td.cell a").nth(2).click()
    page.wait_for_selector("#detail li")
    detail = page.inner_text("#detail")
    assert "Les Héritiers §9.2" in detail and "Les Héritiers §7.1" in detail
    shot(page, "heritiers-2-detail")

    # the article links to the chapter's own rules page
    page.locator("#detail a.rule", has_text="Les Héritiers §9.2").first.click()
    page.wait_for_selector("article.rules")
    assert "Les Héritiers" in page.inner_text("article.rules h1")
    assert "H-1" in page.inner_text("article.rules")
    shot(page, "heritiers-3-rules")


# -- a whole game, to 333 -------------------------------------------------------------------------------------

PLAYERS = ("Anne", "Bruno", "Chloé")


def fill_map(page: Any, field: str, values: dict[str, int]) -> None:
    for player, value in values.items():
        page.fill(f"input[name='{field}.{player}']", str(value))


def cards(*spec: str) -> list[dict[str, str]]:
    """Cards written "R:pique" (rank, suit) as the JSON entry spells them."""
    return [{"rank": rank, "suit": suit} for rank, suit in (s.split(":") for s in spec)]


def bet(player: str, objective: str, action: str, before: int | None = None) -> dict[str, Any]:
    said: dict[str, Any] = {"player": player, "objective": objective, "action": action}
    if before is not None:
        said["before_trick"] = before
    return said


#: deals 1 to 4, through the API; the rules are those of Démons under this chapter's name (ruling H-1). A human
#: scores his card points (base values + 1 per figure of his colour, §3, §10); the Diable 1 per ordinary card,
#: + 1 per figure of his colour or ♥, + 1 per figure in his tricks holding a Démon, + 10 for three 6s or more
#: (§10.1). The only best Pareil scores 10/20/40/50, the only best Suite 15/30/60 (§9.1, §9.2). Without a bet,
#: strictly most tricks earn 5 (§7.1); a complete gain is 5 tricks or more, staked 20, doubled by a raise (§7.2).
GAME = [
    # D1, Diable Bruno, no bet: Anne 32 + 5 = 37, quarte ♥ 60, most tricks (4) 5 → 102; Bruno 6 + 3 + 3 + 10 = 22;
    # Chloé 24 + 3 = 27, quintuple of Rois 50 → 77 → 102/22/77
    {"colours": {"Anne": "pique", "Bruno": "carreau", "Chloé": "trefle"}, "diable": "Bruno",
     "tricks_won": {"Anne": 4, "Bruno": 2, "Chloé": 3},
     "base_points": {"Anne": 32, "Chloé": 24}, "own_colour_figures": {"Anne": 5, "Chloé": 3},
     "ordinary_cards": {"Bruno": 6}, "colour_figures": {"Bruno": 3}, "demon_trick_figures": {"Bruno": 3},
     "sixes": {"Bruno": 3},
     "combinations": [
         {"player": "Anne", "kind": "suite", "cards": cards("V:coeur", "C:coeur", "D:coeur", "R:coeur")},
         {"player": "Chloé", "kind": "pareil",
          "cards": cards("R:pique", "R:pique", "R:carreau", "R:carreau", "R:trefle")},
     ]},
    # D2, Diable Anne; Bruno bets 20 on the complete gain, Chloé concedes, Anne holds: with 4 tricks neither makes
    # 5, both lose 20 (§7.2). Anne 9 + 6 + 4 + 10 = 29, quarte ♣ 60, −20 → 69; Bruno 30 + 4 = 34, quintuple of
    # Cavaliers 50, −20 → 64; Chloé 16 + 2 = 18 → 171/86/95
    {"diable": "Anne", "tricks_won": {"Anne": 3, "Bruno": 4, "Chloé": 2},
     "base_points": {"Bruno": 30, "Chloé": 16}, "own_colour_figures": {"Bruno": 4, "Chloé": 2},
     "ordinary_cards": {"Anne": 9}, "colour_figures": {"Anne": 6}, "demon_trick_figures": {"Anne": 4},
     "sixes": {"Anne": 3},
     "combinations": [
         {"player": "Bruno", "kind": "pareil",
          "cards": cards("C:pique", "C:pique", "C:coeur", "C:coeur", "C:carreau")},
         {"player": "Anne", "kind": "suite", "cards": cards("V:trefle", "C:trefle", "D:trefle", "R:trefle")},
     ],
     "bets": [bet("Bruno", "complete", "bet", 4), bet("Chloé", "complete", "concede"),
              bet("Anne", "complete", "hold")]},
    # D3, Diable Chloé; Bruno bets 20 on the complete gain, Chloé raises to 40 (Bruno is left liable only to lose),
    # Anne concedes, Bruno holds at 40: his 5 tricks win 40, Chloé loses 40 (§7.2). Anne 18 + 3 = 21, quintuple of
    # Rois 50 → 71; Bruno 36 + 5 = 41, quarte ♦ 60, +40 → 141; Chloé 6 + 4 + 2 = 12, −40 → −28 → 242/227/67
    {"diable": "Chloé", "tricks_won": {"Anne": 2, "Bruno": 5, "Chloé": 2},
     "base_points": {"Anne": 18, "Bruno": 36}, "own_colour_figures": {"Anne": 3, "Bruno": 5},
     "ordinary_cards": {"Chloé": 6}, "colour_figures": {"Chloé": 4}, "demon_trick_figures": {"Chloé": 2},
     "sixes": {"Chloé": 2},
     "combinations": [
         {"player": "Anne", "kind": "pareil",
          "cards": cards("R:pique", "R:pique", "R:coeur", "R:coeur", "R:carreau")},
         {"player": "Bruno", "kind": "suite", "cards": cards("V:carreau", "C:carreau", "D:carreau", "R:carreau")},
     ],
     "bets": [bet("Bruno", "complete", "bet", 3), bet("Chloé", "complete", "raise"),
              bet("Anne", "complete", "concede"), bet("Bruno", "complete", "hold")]},
    # D4, Diable Chloé, no bet: Anne 24 + 3 = 27, carré of Cavaliers 40 → 67; Bruno 28 + 4 = 32, tierce ♦ 30,
    # most tricks (4) 5 → 67; Chloé 6 + 3 + 1 = 10 → 309/294/77
    {"diable": "Chloé", "tricks_won": {"Anne": 3, "Bruno": 4, "Chloé": 2},
     "base_points": {"Anne": 24, "Bruno": 28}, "own_colour_figures": {"Anne": 3, "Bruno": 4},
     "ordinary_cards": {"Chloé": 6}, "colour_figures": {"Chloé": 3}, "demon_trick_figures": {"Chloé": 1},
     "sixes": {"Chloé": 1},
     "combinations": [
         {"player": "Anne", "kind": "pareil", "cards": cards("C:pique", "C:pique", "C:coeur", "C:coeur")},
         {"player": "Bruno", "kind": "suite", "cards": cards("C:carreau", "D:carreau", "R:carreau")},
     ]},
]


def test_a_game_of_les_heritiers_to_333(phone: Any) -> None:
    page = phone
    open_through_api(page, "heritiers", list(PLAYERS), GAME, first_dealer="Anne")
    assert totals(page) == ["309", "294", "77"]
    assert page.locator("#scores .banner.win").count() == 0

    # D5 on the phone, Diable Chloé. Anne bets 10 on the partial gain before trick 1, Bruno holds, Chloé concedes
    # (Les Héritiers §7.1); Bruno takes most tricks (4): he wins 10, Anne loses 10.
    # Anne 24 + 3 = 27, carré of Rois 40, −10 → 57: 309 + 57 = 366; Bruno 26 + 3 = 29, +10 → 39: 294 + 39 = 333;
    # Chloé 6 + 2 + 1 = 9 → 86. Two bettors at 333 or more: the one who won the tricks gain, Bruno, wins, though
    # Anne has more points (§12); Anne is not a winner and keeps her 366
    tap(page, pill(page, "diable", "Chloé"))
    for i, (player, action) in enumerate((("Anne", "bet"), ("Bruno", "hold"), ("Chloé", "concede"))):
        plus(page, "bets")
        tap(page, pill(page, f"bets[{i}].player", player))
        tap(page, pill(page, f"bets[{i}].action", action))
        tap(page, pill(page, f"bets[{i}].objective", "partial"))
    page.fill("input[name='bets[0].before_trick']", "1")
    plus(page, "combinations")
    tap(page, pill(page, "combinations[0].player", "Anne"))
    tap(page, pill(page, "combinations[0].kind", "pareil"))
    for j, suit in enumerate(("pique", "pique", "coeur", "coeur")):  # the two packs' Rois: a box per copy
        tap(page, page.locator(f"input[name='combinations[0].cards'][value='R:{suit}']").nth(j % 2).locator("xpath=.."))
    expect(page.locator("input[name='combinations[0].cards']:checked")).to_have_count(4)
    fill_map(page, "tricks_won", {"Anne": 3, "Bruno": 4, "Chloé": 2})
    fill_map(page, "base_points", {"Anne": 24, "Bruno": 26})
    fill_map(page, "own_colour_figures", {"Anne": 3, "Bruno": 3})
    fill_map(page, "ordinary_cards", {"Chloé": 6})
    fill_map(page, "colour_figures", {"Chloé": 2})
    fill_map(page, "demon_trick_figures", {"Chloé": 1})
    page.locator("#entry button[value=save]").click()
    # the deal that ends the game leaves no form to confirm it in: the entry says the game is over
    expect(page.locator("#entry h2")).to_contain_text("Partie terminée")
    expect(page.locator("#scores tr.deal")).to_have_count(5)
    banner = page.locator("#scores .banner.win")
    expect(banner).to_contain_text("Bruno")
    assert "Anne" not in banner.inner_text() and "Chloé" not in banner.inner_text()
    assert totals(page) == ["366", "333", "86"]
    expect(page.locator("#entry form[hx-post$='/deals']")).to_have_count(0)  # nothing more can be entered
    banner.scroll_into_view_if_needed()
    shot(page, "heritiers-4-game-won")

    # the last deal's lines say why, cited under this chapter's name
    page.locator("#scores tr.deal").nth(4).locator("td.cell a").nth(1).click()
    page.wait_for_selector("#detail li")
    detail = page.inner_text("#detail")
    assert "Les Héritiers §12" in detail and "Les Héritiers §7.1" in detail and "Démons §" not in detail
    shot(page, "heritiers-5-last-deal")
