"""Démons on a 360×740 phone screen. Three deals played through the UI:
combinations in the first, bets in the next two, one betting log refused.
Then a whole game: four deals entered through the JSON API, and the last two
on the phone: 333 reached without a bet (put back), then with one (the win)."""

from __future__ import annotations

from typing import Any

import pytest
from phone import deals_shown, open_through_api, pill, plus, save, settled, shot, tap, totals
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PLAYERS = ["Anne", "Bruno", "Chloé"]


def choose(page: Any, name: str, value: str) -> None:
    """Tap the pill of a radio input (a player, a choice, a suit, a rank)."""
    page.locator(f"input[name='{name}'][value='{value}']").locator("xpath=..").click()


def tick_card(page: Any, name: str, code: str) -> None:
    """One tap on a card of a combination's grid (its next copy not ticked yet: Rois and Cavaliers come twice)."""
    ticked = page.locator(f"input[name='{name}'][value='{code}']:checked")
    before = ticked.count()
    page.locator(f"input[name='{name}'][value='{code}']:not(:checked)").first.locator("xpath=..").click()
    expect(ticked).to_have_count(before + 1)


def choose_diable(page: Any, player: str) -> None:
    choose(page, "diable", player)
    settled(page)


def add_row(page: Any, path: str) -> None:
    """« + Ajouter » under a list, then wait for the new row to be drawn."""
    count = page.locator(f"input[name='{path}#']").input_value()
    page.locator(f"button[value='add:{path}']").click()
    expect(page.locator(f"input[name='{path}#']")).to_have_value(str(int(count) + 1))


def fill_map(page: Any, field: str, values: dict[str, int]) -> None:
    for player, value in values.items():
        page.fill(f"input[name='{field}.{player}']", str(value))


def combination(page: Any, i: int, player: str, kind: str, cards: list[tuple[str, str]]) -> None:
    add_row(page, "combinations")
    choose(page, f"combinations[{i}].player", player)
    choose(page, f"combinations[{i}].kind", kind)
    for rank, suit in cards:
        tick_card(page, f"combinations[{i}].cards", f"{rank}:{suit}")


def bet(page: Any, i: int, player: str, action: str, objective: str, before: int | None = None) -> None:
    add_row(page, "bets")
    choose(page, f"bets[{i}].player", player)
    choose(page, f"bets[{i}].action", action)
    choose(page, f"bets[{i}].objective", objective)
    if before is not None:
        page.fill(f"input[name='bets[{i}].before_trick']", str(before))


def counts(page: Any, tricks: tuple[int, int, int], base: dict[str, int], own: dict[str, int],
           ordinary: int, colour: int = 0, demon: int = 0, sixes: int = 0) -> None:
    """The Diable is Chloé in every deal: the humans' maps are Anne's and Bruno's."""
    fill_map(page, "tricks_won", dict(zip(PLAYERS, tricks, strict=True)))
    fill_map(page, "base_points", base)
    fill_map(page, "own_colour_figures", own)
    page.fill("input[name='ordinary_cards.Chloé']", str(ordinary))
    for field, value in (("colour_figures", colour), ("demon_trick_figures", demon), ("sixes", sixes)):
        if value:
            page.fill(f"input[name='{field}.Chloé']", str(value))


def validate(page: Any, deals: int) -> None:
    page.get_by_role("button", name="Valider la donne").click()
    deals_shown(page, deals)


def test_three_deals_of_demons_with_bets_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Démons").first.click()
    for i, name in enumerate(PLAYERS):
        page.fill(f"#player-{i}", name)
    page.locator("input[name=first_dealer][value='2']").locator("xpath=..").click()  # Chloé deals first
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == ["0", "0", "0"]

    # deal 1: Chloé is the Diable. Before she is chosen every map offers the three players
    assert page.locator("input[name='base_points.Chloé']").count() == 1
    choose_diable(page, "Chloé")
    # Démons §9: Anne's pair of Rois and Bruno's seconde à cœur are the best of their kinds
    combination(page, 0, "Anne", "pareil", [("R", "pique"), ("R", "pique")])
    # the form drawn again knows the Diable: the humans' maps and the Diable's show only whom they concern
    assert page.locator("input[name='base_points.Chloé']").count() == 0
    assert page.locator("input[name='ordinary_cards.Anne']").count() == 0
    assert page.locator("input[name='ordinary_cards.Chloé']").count() == 1
    shot(page, "demons-1-diable-known")
    combination(page, 1, "Bruno", "suite", [("D", "coeur"), ("R", "coeur")])
    counts(page, (4, 3, 2), {"Anne": 16, "Bruno": 15}, {"Anne": 3, "Bruno": 3}, 4, colour=3, demon=1)
    shot(page, "demons-2-deal-entered")
    validate(page, 1)
    # cards 19 + Pareil 10 + 5 for the most tricks without a bet; 18 + Suite 15; the Diable 4 + 3 + 1
    assert totals(page) == ["34", "33", "8"]
    shot(page, "demons-3-saved")

    # deal 2 (Anne deals): Bruno bets on the partial gain, Chloé raises, Anne holds, Bruno concedes;
    # entered with Anne answering before Chloé, which Démons §7.1 refuses (ruling A-20)
    choose_diable(page, "Chloé")
    bet(page, 0, "Bruno", "bet", "partial", before=2)
    bet(page, 1, "Anne", "hold", "partial")
    bet(page, 2, "Chloé", "raise", "partial")
    bet(page, 3, "Bruno", "concede", "partial")
    counts(page, (3, 4, 2), {"Anne": 12, "Bruno": 17}, {"Anne": 2, "Bruno": 1}, 5, colour=2, demon=1, sixes=1)
    page.get_by_role("button", name="Valider la donne").click()
    summary = page.locator("#error-summary")
    summary.wait_for()
    assert "Chloé" in summary.inner_text() and "Démons §7.1" in summary.inner_text()
    beside = page.locator("#f-bets-field .field-error").last.inner_text()  # shown under the bets
    assert "Chloé" in beside and "Démons §7.1" in beside
    assert page.input_value("input[name='base_points.Bruno']") == "17"  # nothing typed is lost
    shot(page, "demons-4-refused")
    # fixed: the second and third words swapped
    choose(page, "bets[1].player", "Chloé")
    choose(page, "bets[1].action", "raise")
    choose(page, "bets[2].player", "Anne")
    choose(page, "bets[2].action", "hold")
    validate(page, 2)
    # Bruno takes the most tricks but conceded: he wins nothing; Anne and Chloé pay their 20 (Démons §7.1)
    assert totals(page) == ["28", "51", "−4"]

    # deal 3 (Bruno deals): Bruno bets on the complete gain before trick 4, Chloé then Anne concede
    choose_diable(page, "Chloé")
    bet(page, 0, "Bruno", "bet", "complete", before=4)
    bet(page, 1, "Chloé", "concede", "complete")
    bet(page, 2, "Anne", "concede", "complete")
    counts(page, (3, 5, 1), {"Anne": 13, "Bruno": 20}, {"Anne": 2, "Bruno": 2}, 3, colour=3)
    validate(page, 3)
    # Bruno makes his 5 tricks: +20 (Démons §7.2); no base stake of 5 once a bet was made (ruling A-18)
    assert totals(page) == ["43", "93", "2"]

    # tapping a score shows its lines with their articles
    page.locator("#scores tr.deal").nth(2).locator("td.cell a").nth(1).click()
    page.wait_for_selector("#detail li")
    assert "Démons §7.2" in page.inner_text("#detail")
    shot(page, "demons-5-detail")


# -- a whole game, to 333 -------------------------------------------------------------------------------------


def phone_combination(page: Any, i: int, player: str, kind: str, cards: list[tuple[str, str]]) -> None:
    plus(page, "combinations")
    tap(page, pill(page, f"combinations[{i}].player", player))
    tap(page, pill(page, f"combinations[{i}].kind", kind))
    for rank, suit in cards:
        tick_card(page, f"combinations[{i}].cards", f"{rank}:{suit}")


def phone_bet(page: Any, i: int, player: str, action: str, before: int | None = None) -> None:
    plus(page, "bets")
    tap(page, pill(page, f"bets[{i}].player", player))
    tap(page, pill(page, f"bets[{i}].action", action))
    tap(page, pill(page, f"bets[{i}].objective", "partial"))
    if before is not None:
        page.fill(f"input[name='bets[{i}].before_trick']", str(before))


def reset_fact(page: Any) -> str:
    term = page.locator("#scores dl.facts dt", has_text="Remis au début de la donne")
    return str(term.locator("xpath=following-sibling::dd[1]").inner_text()).strip()


def cards(*spec: str) -> list[dict[str, str]]:
    """Cards written "R:pique" (rank, suit) as the JSON entry spells them."""
    return [{"rank": rank, "suit": suit} for rank, suit in (s.split(":") for s in spec)]


#: deals 1 to 4, through the API. A human scores his card points (base values + 1 per figure of his colour,
#: Démons §3, §10); the Diable 1 per ordinary card, + 1 per figure of his colour or ♥, + 1 per figure in his
#: tricks holding a Démon, + 10 for three 6s or more (§10.1). The only best Pareil scores 10/20/40/50, the only
#: best Suite 15/30/60 (§9.1, §9.2). Without a bet, strictly most tricks earn 5 (§7.1).
GAME = [
    # D1, Diable Chloé: Anne 30 + 4 = 34, carré of Rois 40, most tricks (4) 5 → 79; Bruno 22 + 3 = 25, quarte
    # ♦ 60 → 85; Chloé 6 + 3 + 2 + 10 = 21 → 79/85/21
    {"colours": {"Anne": "pique", "Bruno": "carreau", "Chloé": "trefle"}, "diable": "Chloé",
     "tricks_won": {"Anne": 4, "Bruno": 3, "Chloé": 2},
     "base_points": {"Anne": 30, "Bruno": 22}, "own_colour_figures": {"Anne": 4, "Bruno": 3},
     "ordinary_cards": {"Chloé": 6}, "colour_figures": {"Chloé": 3}, "demon_trick_figures": {"Chloé": 2},
     "sixes": {"Chloé": 3},
     "combinations": [
         {"player": "Anne", "kind": "pareil", "cards": cards("R:pique", "R:pique", "R:coeur", "R:coeur")},
         {"player": "Bruno", "kind": "suite", "cards": cards("V:carreau", "C:carreau", "D:carreau", "R:carreau")},
     ]},
    # D2, Diable Anne: Anne 9 + 6 + 4 + 10 = 29, tierce ♣ 30 → 59; Bruno 28 + 4 = 32, most tricks 5, his lone
    # Valet is his first failure, free (§9) → 37; Chloé 18 + 2 = 20, quintuple of Cavaliers 50 → 70 → 138/122/91
    {"diable": "Anne", "tricks_won": {"Anne": 3, "Bruno": 4, "Chloé": 2},
     "base_points": {"Bruno": 28, "Chloé": 18}, "own_colour_figures": {"Bruno": 4, "Chloé": 2},
     "ordinary_cards": {"Anne": 9}, "colour_figures": {"Anne": 6}, "demon_trick_figures": {"Anne": 4},
     "sixes": {"Anne": 3},
     "combinations": [
         {"player": "Chloé", "kind": "pareil",
          "cards": cards("C:pique", "C:pique", "C:coeur", "C:coeur", "C:carreau")},
         {"player": "Anne", "kind": "suite", "cards": cards("C:trefle", "D:trefle", "R:trefle")},
         {"player": "Bruno", "kind": "pareil", "cards": cards("V:pique")},
     ]},
    # D3, Diable Bruno; Chloé bets 10 on the partial gain, Anne concedes, Bruno holds (§7.1). Anne 20 + 3 = 23,
    # quintuple of Rois 50 (it beats Chloé's carré) → 73; Bruno 8 + 5 + 3 = 16, quarte ♣ 60, his lost bet −10
    # → 66; Chloé 30 + 5 = 35, most tricks (4): her bet won, +10 → 45 → 211/188/136
    {"diable": "Bruno", "tricks_won": {"Anne": 2, "Bruno": 3, "Chloé": 4},
     "base_points": {"Anne": 20, "Chloé": 30}, "own_colour_figures": {"Anne": 3, "Chloé": 5},
     "ordinary_cards": {"Bruno": 8}, "colour_figures": {"Bruno": 5}, "demon_trick_figures": {"Bruno": 3},
     "sixes": {"Bruno": 1},
     "combinations": [
         {"player": "Anne", "kind": "pareil",
          "cards": cards("R:pique", "R:pique", "R:coeur", "R:coeur", "R:carreau")},
         {"player": "Chloé", "kind": "pareil", "cards": cards("C:pique", "C:pique", "C:coeur", "C:coeur")},
         {"player": "Bruno", "kind": "suite", "cards": cards("V:trefle", "C:trefle", "D:trefle", "R:trefle")},
     ],
     "bets": [{"player": "Chloé", "objective": "partial", "action": "bet", "before_trick": 2},
              {"player": "Anne", "objective": "partial", "action": "concede"},
              {"player": "Bruno", "objective": "partial", "action": "hold"}]},
    # D4, Diable Chloé; 3-3-3: nobody has most tricks. Anne 24 + 3 = 27, her tierce topped by the Roi beats
    # Bruno's topped by the Dame → +30 → 57; Bruno 22 + 2 = 24; Chloé 9 + 5 + 5 + 10 = 29, a pair of Rois 10
    # → 39 → 268/212/175
    {"diable": "Chloé", "tricks_won": {"Anne": 3, "Bruno": 3, "Chloé": 3},
     "base_points": {"Anne": 24, "Bruno": 22}, "own_colour_figures": {"Anne": 3, "Bruno": 2},
     "ordinary_cards": {"Chloé": 9}, "colour_figures": {"Chloé": 5}, "demon_trick_figures": {"Chloé": 5},
     "sixes": {"Chloé": 4},
     "combinations": [
         {"player": "Bruno", "kind": "suite", "cards": cards("V:coeur", "C:coeur", "D:coeur")},
         {"player": "Anne", "kind": "suite", "cards": cards("C:pique", "D:pique", "R:pique")},
         {"player": "Chloé", "kind": "pareil", "cards": cards("R:carreau", "R:carreau")},
     ]},
]


def test_a_game_of_demons_to_333(phone: Any) -> None:
    page = phone
    open_through_api(page, "demons", PLAYERS, GAME, first_dealer="Anne")
    assert totals(page) == ["268", "212", "175"]

    # D5 on the phone, Diable Bruno, no bet: Anne 30 + 4 = 34, carré of Cavaliers 40, most tricks 5 → 79:
    # 268 + 79 = 347 ≥ 333, but she made no bet: put back to 268 (Démons §12). Bruno 7 + 4 + 2 = 13 → 225;
    # Chloé 14 + 2 = 16 → 191
    tap(page, pill(page, "diable", "Bruno"))
    phone_combination(page, 0, "Anne", "pareil", [("C", "pique"), ("C", "pique"), ("C", "coeur"), ("C", "coeur")])
    fill_map(page, "tricks_won", {"Anne": 4, "Bruno": 3, "Chloé": 2})
    fill_map(page, "base_points", {"Anne": 30, "Chloé": 14})
    fill_map(page, "own_colour_figures", {"Anne": 4, "Chloé": 2})
    fill_map(page, "ordinary_cards", {"Bruno": 7})
    fill_map(page, "colour_figures", {"Bruno": 4})
    fill_map(page, "demon_trick_figures", {"Bruno": 2})
    fill_map(page, "sixes", {"Bruno": 1})
    save(page, 5)
    assert totals(page) == ["268", "225", "191"]
    assert reset_fact(page) == "Anne"
    assert page.locator("#scores .banner.win").count() == 0
    page.locator("#scores tr.deal").nth(3).scroll_into_view_if_needed()  # deal 5 and the facts under it
    shot(page, "demons-6-reset-without-bet")

    # D6, Diable Chloé: Anne bets 10 on the partial gain before trick 2, Bruno holds, Chloé concedes (§7.1).
    # Anne 36 + 4 = 40, tierce ♠ 30, most tricks (5): her bet won, +10 → 80: 268 + 80 = 348 ≥ 333 with a bet:
    # she wins (§12). Bruno 14 + 2 = 16, his bet lost −10 → 231; Chloé 6 + 3 + 2 = 11 → 202
    tap(page, pill(page, "diable", "Chloé"))
    phone_bet(page, 0, "Anne", "bet", before=2)
    phone_bet(page, 1, "Bruno", "hold")
    phone_bet(page, 2, "Chloé", "concede")
    phone_combination(page, 0, "Anne", "suite", [("V", "pique"), ("C", "pique"), ("D", "pique")])
    fill_map(page, "tricks_won", {"Anne": 5, "Bruno": 2, "Chloé": 2})
    fill_map(page, "base_points", {"Anne": 36, "Bruno": 14})
    fill_map(page, "own_colour_figures", {"Anne": 4, "Bruno": 2})
    fill_map(page, "ordinary_cards", {"Chloé": 6})
    fill_map(page, "colour_figures", {"Chloé": 3})
    fill_map(page, "demon_trick_figures", {"Chloé": 2})
    save(page, 6, last=True)
    banner = page.locator("#scores .banner.win")
    expect(banner).to_contain_text("Anne")
    assert "Bruno" not in banner.inner_text() and "Chloé" not in banner.inner_text()
    assert totals(page) == ["348", "231", "202"]
    assert reset_fact(page) == "—"
    expect(page.locator("#entry form[hx-post$='/deals']")).to_have_count(0)  # nothing more can be entered
    banner.scroll_into_view_if_needed()
    shot(page, "demons-7-game-won")
