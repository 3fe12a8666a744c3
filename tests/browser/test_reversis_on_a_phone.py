"""Reversis on a 360×740 phone screen. Three coups played through the UI: the balances in fiches and the
Panier after each (they always add up to zero), an Ace given en renonce, and a coup made void by a misdeal.
Then a whole session of three tours (each player deals three times): ten coups through the JSON API, the
last two on the phone, a broken Reversis paid by the Espagnolette and a Quinola that draws the Panier, and
the settlement read at the end: the balances in fiches and in jetons, the empty Panier, no winner."""

from __future__ import annotations

from typing import Any

import pytest
from phone import open_through_api, pick, pill, plus, save, shot, tap
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PLAYERS = ["Alice", "Bernard", "Claire", "Denis"]


def pick_value(page: Any, name: str, value: str) -> None:
    """The pill of the radio ``name`` whose value is ``value`` (a card: ``A:pique``)."""
    page.locator(f"input[name='{name}'][value='{value}']").locator("xpath=..").click()


def add_row(page: Any, path: str, rows: int) -> None:
    page.locator(f"button[value='add:{path}']").click()
    expect(page.locator(f"#f-{path}-field .row")).to_have_count(rows)


def enter_ecart(page: Any, cards: list[tuple[str, str]]) -> None:
    """The écart ticked on the deck, one tap per card."""
    for rank, suit in cards:
        pick_value(page, "ecart", f"{rank}:{suit}")


def fill_map(page: Any, field: str, values: tuple[int | None, ...]) -> None:
    for player, value in zip(PLAYERS, values, strict=True):
        page.fill(f"input[name='{field}.{player}']", "" if value is None else str(value))


def number(text: str) -> int:
    return int(text.strip().replace("−", "-").replace("\u202f", "").replace("\xa0", "").replace(" ", ""))


def totals(page: Any) -> list[int]:
    # page.evaluate and wait_for_function are eval()s, which the CSP forbids: locators only
    return [number(t) for t in page.locator("#totals .tot:not(.pot) .big").all_inner_texts()]


def panier(page: Any) -> int:
    """The Panier, kept in view beside the balances, and the same in the facts under the table."""
    beside = number(page.locator("#totals .tot.pot .big").inner_text())
    assert beside == number(page.locator("dl.facts div", has_text="Panier (fiches)").locator("dd").inner_text())
    return beside


def saved(page: Any, coups: int) -> None:
    expect(page.locator("#scores tr.deal")).to_have_count(coups)


def test_three_coups_of_reversis_on_a_phone(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.get_by_role("link", name="Reversis").first.click()
    for i, name in enumerate(PLAYERS):
        page.fill(f"#player-{i}", name)
    page.get_by_role("button", name="Commencer").click()
    page.wait_for_selector("#scores")
    assert totals(page) == [0, 0, 0, 0] and panier(page) == 0
    shot(page, "reversis-1-new-game")

    # C1, Alice deals: the Quinola lies in the écart, so no event; Partie 4 + 2 + 4 = 10 (Reversis VI)
    enter_ecart(page, [("V", "coeur"), ("5", "trefle"), ("D", "carreau"), ("7", "pique")])
    fill_map(page, "points", (12, 5, 16, 4))
    # a refused entry: 12 tricks; the refusal sits beside the tricks with its article, nothing typed is lost
    fill_map(page, "tricks", (3, 2, 4, 3))
    page.get_by_role("button", name="Valider la donne").click()
    summary = page.locator("#error-summary")
    summary.wait_for()
    assert "11" in summary.inner_text() and "Reversis IV" in summary.inner_text()
    beside = page.locator("#f-tricks-field .field-error").first.inner_text()
    assert "12" in beside and "Reversis IV" in beside
    assert "tricks" not in summary.inner_text()  # the players' words, not the field's name
    assert page.locator("input:focus").get_attribute("name") == "tricks.Alice"
    assert page.input_value("input[name='points.Claire']") == "16"
    assert page.locator("input[name=ecart]:checked").count() == 4
    shot(page, "reversis-2-refused")

    # fixed: Denis's tricks left empty follow from the 11 (Reversis IV)
    fill_map(page, "tricks", (3, 2, 4, None))
    page.get_by_role("button", name="Prévisualiser").click()
    page.wait_for_selector(".preview")
    assert page.input_value("input[name='tricks.Denis']") == "2"
    page.get_by_role("button", name="Valider la donne").click()
    saved(page, 1)
    # XVII: the first fund, 2 jetons each and 3 from the dealer; VII: Claire (16) pays Denis (4) the Partie of 10
    assert totals(page) == [-15, -10, -20, 0]
    assert panier(page) == 45 and sum(totals(page)) + panier(page) == 0
    shot(page, "reversis-3-first-coup")

    # C2, Bernard deals: Alice gives her Ace of spades en renonce at trick 5, Claire takes the trick
    enter_ecart(page, [("V", "coeur"), ("2", "pique"), ("3", "trefle"), ("4", "carreau")])
    fill_map(page, "tricks", (2, 3, 3, 3))
    fill_map(page, "points", (3, 12, 10, 14))
    add_row(page, "events", 1)
    # only the four Aces and the Quinola have events (§3.2): the card is one tap among those five
    expect(page.locator("#f-events-0-card-field label.card-box input")).to_have_count(6)  # and « aucune »
    pick_value(page, "events[0].card", "A:pique")  # one tap
    page.locator("#f-events-0-card-field").scroll_into_view_if_needed()
    shot(page, "reversis-4a-event-card")
    pick(page, "events-0-manner", "En renonce")
    page.fill("input[name='events[0].trick']", "5")
    pick(page, "events-0-player", "Alice")
    pick(page, "events-0-leader", "Claire")
    pick(page, "events-0-winner", "Claire")
    shot(page, "reversis-4-ace-event")
    page.get_by_role("button", name="Valider la donne").click()
    saved(page, 2)
    # XVII: Bernard's jeton; VII: Denis pays Alice the Partie of 8; XXIV, XXVIII: Claire pays Alice's Ace, doubled
    # between vis-à-vis
    assert totals(page) == [-5, -15, -22, -8]
    assert panier(page) == 50 and sum(totals(page)) + panier(page) == 0

    # the Ace's line, with its article linking to the rules page
    page.locator("#scores tr.deal").nth(1).locator("td.cell a").first.click()
    page.wait_for_selector("#detail li")
    detail = page.inner_text("#detail")
    assert "Reversis XXIV" in detail and "vis-à-vis" in detail
    assert page.locator("#detail a.rule", has_text="Reversis XXIV").count() >= 1
    shot(page, "reversis-5-detail")

    # C3, Claire deals, and a misdeal is found after the écart: 4 jetons to the Panier, the coup is void (XLVIII)
    page.locator("#entry details.more > summary").click()
    pick(page, "status", "Maldonne vue après l'écart")
    page.get_by_role("button", name="Valider la donne").click()
    saved(page, 3)
    assert totals(page) == [-5, -15, -47, -8]
    assert panier(page) == 75 and sum(totals(page)) + panier(page) == 0
    # Claire loses her deal: Denis deals next (XLVIII)
    assert "Denis donne" in page.inner_text("#entry")
    shot(page, "reversis-6-void-coup")
    # the balances in jetons and fiches, and the Panier, under the score table
    page.locator("#scores tr.fact").first.scroll_into_view_if_needed()
    assert "−9 jetons −2 fiches" in page.inner_text("#scores tfoot")
    assert "15 jetons" in page.locator("dl.facts").inner_text()
    shot(page, "reversis-7-panier")

    # a reload shows the same balances and Panier: they come from the stored log
    page.reload()
    assert totals(page) == [-5, -15, -47, -8] and panier(page) == 75


# -- a whole session: three tours, each player dealing three times --------------------------------------------


def phone_event(page: Any, i: int, card: tuple[str, str], manner: str, trick: int, player: str, leader: str,
                winner: str) -> None:
    """An Ace or the Quinola: which card, how it was played, in which trick, by whom, who led and who took it."""
    plus(page, "events")
    rank, suit = card
    tap(page, pill(page, f"events[{i}].card", f"{rank}:{suit}"))  # one tap: an Ace or the Quinola (§3.2)
    tap(page, pill(page, f"events[{i}].manner", manner))
    page.fill(f"input[name='events[{i}].trick']", str(trick))
    tap(page, pill(page, f"events[{i}].player", player))
    tap(page, pill(page, f"events[{i}].leader", leader))
    tap(page, pill(page, f"events[{i}].winner", winner))


def balances(page: Any) -> list[int]:
    return [number(t) for t in page.locator("#totals .tot:not(.pot) > .big").all_inner_texts()]


def in_jetons(page: Any) -> list[str]:
    """Each player's balance in jetons and fiches, under the score table."""
    row = page.locator("#scores tr.fact", has_text="Solde en jetons et fiches").locator(
        "xpath=following-sibling::tr[1]")
    return [t.strip() for t in row.locator("td:not(.num)").all_inner_texts()]


def c(spec: str) -> dict[str, str]:
    """A card written "A:pique" (rank, suit) as the JSON entry spells it."""
    rank, suit = spec.split(":")
    return {"rank": rank, "suit": suit}


def ev(card: str, trick: int, player: str, manner: str, leader: str, winner: str) -> dict[str, Any]:
    return {"card": c(card), "trick": trick, "player": player, "manner": manner, "leader": leader, "winner": winner}


def coup(dealer: str, ecart: str, tricks: tuple[int, ...], points: tuple[int, ...], *events: dict[str, Any],
         **more: Any) -> dict[str, Any]:
    return {"dealer": dealer, "ecart": [c(card) for card in ecart.split()],
            "tricks": dict(zip(PLAYERS, tricks, strict=True)), "points": dict(zip(PLAYERS, points, strict=True)),
            "events": list(events), **more}


#: coups 1 to 10, through the API. Fiches throughout (1 jeton = 5 fiches). Seats in playing order Alice → Bernard →
#: Claire → Denis: Alice and Claire, Bernard and Denis sit opposite, and every payment between them is doubled
#: (XXVIII, XXX); payments at the 1st and 11th tricks are doubled too (XXIX). Each coup the dealer puts 1 jeton in
#: the Panier, or, when it holds less than 45, the fund is renewed: 10 from each player, 15 from the dealer
#: (XVII). The Partie is the écart counted as in tricks (A♦ 5, Quinola 4) plus 4 (VI): the fewest points win it
#: from the most (VII-X). Placing the Quinola draws the whole Panier, having it forced or playing it makes the
#: Remise, as much as the Panier holds (XVIII, XIX, ruling RV-3). Balances Alice/Bernard/Claire/Denis, Panier:
SESSION = [
    # C1, Alice deals: fund 15/10/10/10 → P 45. Claire pays Bernard 1 for his A♠ en renonce (XXIV); Alice pays
    # Claire 5 × 2 for her Quinola placed (XXIV); Denis pays Alice 2 × 2 (last trick) for his A♦ forced (XXV);
    # Partie 3 + 2 + 4 = 9: Claire (14) pays Denis (4); Claire draws the Panier, 45 → −21/−9/35/−5, P 0
    coup("Alice", "R:pique 5:trefle D:carreau 7:coeur", (3, 2, 4, 2), (12, 5, 14, 4),
         ev("A:pique", 4, "Bernard", "renonce", "Claire", "Claire"),
         ev("V:coeur", 6, "Claire", "renonce", "Alice", "Alice"),
         ev("A:carreau", 11, "Denis", "forced", "Alice", "Denis")),
    # C2, Bernard deals: fund 10/15/10/10 → P 45. Claire forces Denis's Quinola: he pays her 10, Alice 5 × 2,
    # Bernard 5 (XXVI), and he makes the Remise, 45 → P 90; Partie 5 + 4 = 9, Denis (15) pays Bernard (0), his
    # vis-à-vis: 18 → −41/−11/50/−88, P 90
    coup("Bernard", "A:carreau 3:pique 9:trefle 2:coeur", (4, 1, 2, 4), (10, 0, 11, 15),
         ev("V:coeur", 5, "Denis", "forced", "Claire", "Claire")),
    # C3, Claire deals: her jeton → P 95. Denis takes all 11 tricks: a Reversis, no Partie, the A♠ paid back
    # (XXXI); Alice and Claire pay him 16, Bernard, opposite, 32 (XXXII); he played the Quinola at trick 4:
    # he draws the Panier (XIX) → −57/−43/29/71, P 0
    coup("Claire", "2:pique 3:pique 4:pique 5:pique", (0, 0, 0, 11), (0, 0, 0, 40),
         ev("A:pique", 2, "Alice", "renonce", "Denis", "Denis"), ev("V:coeur", 4, "Denis", "led", "Denis", "Denis"),
         first_nine_by="Denis", trick10_winner="Denis", trick11_winner="Denis"),
    # C4, Denis deals: fund 10/10/10/15 → P 45. Alice's Reversis is broken by Bernard at trick 10: she pays him 64
    # (XXXIII), and having led the Quinola before, she makes the Remise, 45 → P 90 (XX) → −176/11/19/56, P 90
    coup("Denis", "2:trefle 3:trefle 4:trefle 5:trefle", (10, 1, 0, 0), (37, 3, 0, 0),
         ev("V:coeur", 7, "Alice", "led", "Alice", "Alice"),
         first_nine_by="Alice", trick10_winner="Bernard", trick11_winner="Alice"),
    # C5, Alice deals: her jeton → P 95. Bernard's Espagnolette takes no trick (XXXV): for his Aces en renonce
    # Denis pays 1 × 2, Alice 1, Claire 1, for his Quinola placed Claire 5, and he draws the Panier, 95; he wins
    # the Partie 3 + 1 + 4 = 8 from Claire (17) → −182/123/5/54, P 0
    coup("Alice", "R:carreau 6:pique 2:trefle V:pique", (3, 0, 5, 3), (10, 0, 17, 9),
         ev("A:trefle", 2, "Bernard", "renonce", "Denis", "Denis"),
         ev("V:coeur", 3, "Bernard", "renonce", "Claire", "Claire"),
         ev("A:coeur", 6, "Bernard", "renonce", "Alice", "Alice"),
         ev("A:pique", 8, "Bernard", "renonce", "Claire", "Claire"),
         espagnolette={"holder": "Bernard", "hand": "3A+Q", "used": True}),
    # C6, Bernard deals: fund 10/15/10/10 → P 45. Claire's Espagnolette keeps trick 10: it fails. Renonces: Alice
    # pays her 5 × 2 (Quinola), Denis 2 (A♦), Bernard pays Alice 1 (A♥) and Claire 1 (A♣); her A♠ forced by Denis:
    # she pays him 1. She loses the Partie 2 + 4 = 6 to Denis (5 points), makes the Remise for her Quinola
    # placed, 45 → P 90, and pays every renonce back double: Alice 20, Denis 4, Bernard 2 + 2 (XXXV 1°-3°)
    # → −181/110/−72/53, P 90
    coup("Bernard", "D:trefle 8:carreau 4:pique 9:coeur", (4, 3, 1, 3), (13, 11, 9, 5),
         ev("V:coeur", 2, "Claire", "renonce", "Alice", "Alice"),
         ev("A:carreau", 4, "Claire", "renonce", "Denis", "Denis"),
         ev("A:coeur", 5, "Alice", "renonce", "Bernard", "Bernard"),
         ev("A:trefle", 7, "Claire", "renonce", "Bernard", "Bernard"),
         ev("A:pique", 10, "Claire", "forced", "Denis", "Claire"),
         espagnolette={"holder": "Claire", "hand": "3A+Q", "used": True}),
    # C7, Claire deals: her jeton → P 95. Denis revokes: 10 to the Panier and no payment for him (LVII); Alice
    # plays out of turn: 5 (LII) → P 110. Claire led her A♥: 1 to the Partie's winner (XXVII); the Partie
    # 5 + 4 + 4 = 13 goes past Denis (barred) to Bernard (3), paid by Claire (16) → −186/124/−91/43, P 110
    coup("Claire", "A:carreau V:coeur 7:trefle 5:pique", (4, 2, 3, 2), (14, 3, 16, 2),
         ev("A:coeur", 6, "Claire", "led", "Claire", "Claire"),
         ev("A:trefle", 11, "Denis", "renonce", "Bernard", "Bernard"),
         faults=[{"player": "Denis", "article": "LVII"}, {"player": "Alice", "article": "LII"}]),
    # C8, Denis deals: his jeton → P 115. Partie 4: Alice (0 points, no trick) beats Bernard (0, one blank trick)
    # (IX); Claire and Denis tie at 20 and 5 tricks, Denis is better placed: Claire pays Alice, opposite, 8.
    # Claire forces Bernard's Quinola at trick 11: he pays 10 × 2, Alice 5 × 2 × 2, Denis 5 × 2, and he makes the
    # Remise, 115 → P 230 → −198/−11/−49/28, P 230
    coup("Denis", "2:pique 3:carreau 4:trefle 5:coeur", (0, 1, 5, 5), (0, 0, 20, 20),
         ev("V:coeur", 11, "Bernard", "forced", "Claire", "Claire")),
    # C9, Alice deals: her jeton → P 235. Bernard takes all 11 tricks; Denis's Espagnolette renounced: he pays the
    # whole 64 alone (XL); the Quinola played at trick 10 gives no Remise (XXI) → −203/53/−49/−36, P 235
    coup("Alice", "2:pique 3:pique 4:pique 5:pique", (0, 11, 0, 0), (0, 40, 0, 0),
         ev("V:coeur", 10, "Bernard", "led", "Bernard", "Bernard"),
         first_nine_by="Bernard", trick10_winner="Bernard", trick11_winner="Bernard",
         espagnolette={"holder": "Denis", "hand": "4A", "used": True}),
    # C10, Bernard deals: his jeton → P 240; a misdeal seen after the écart: 4 jetons more, the coup is void
    # and he loses his deal (XLVIII) → −203/28/−49/−36, P 260
    {"dealer": "Bernard", "status": "void_after_ecart"},
]


def test_a_session_of_reversis_to_its_settlement(phone: Any) -> None:
    page = phone
    open_through_api(page, "reversis", PLAYERS, SESSION, first_dealer="Alice")
    assert balances(page) == [-203, 28, -49, -36] and panier(page) == 260
    assert "Claire donne" in page.inner_text("#entry")  # Bernard lost his deal (XLVIII)

    # C11 on the phone, Claire deals: her jeton → P 265. Alice takes tricks 1 to 9 but Denis takes the 10th: her
    # Reversis is broken. Bernard held four Aces and renounced by privilege: he pays Denis the whole 64 and Alice
    # nothing (XLI, ruling RV-14); Alice led the Quinola at trick 3, before the Bonne: she makes the Remise, as
    # much as the Panier holds, 265 → P 530 (XX). No Partie, no small payments (XXXI).
    # → −203 − 265 = −468 / 28 − 64 = −36 / −49 − 5 = −54 / −36 + 64 = 28, P 530
    enter_ecart(page, [("2", "pique"), ("3", "pique"), ("4", "pique"), ("5", "pique")])
    fill_map(page, "tricks", (10, 0, 0, 1))
    fill_map(page, "points", (36, 0, 0, 4))  # 40 in all, the écart holds none
    phone_event(page, 0, ("V", "coeur"), "led", 3, "Alice", "Alice", "Alice")
    page.locator("#entry details.more > summary").click()
    tap(page, pill(page, "first_nine_by", "Alice"))
    tap(page, pill(page, "trick10_winner", "Denis"))
    tap(page, pill(page, "trick11_winner", "Alice"))
    tap(page, pill(page, "espagnolette.holder", "Bernard"))
    tap(page, pill(page, "espagnolette.hand", "4A"))
    tap(page, pill(page, "espagnolette.used", "true"))
    save(page, 11)
    assert balances(page) == [-468, -36, -54, 28] and panier(page) == 530
    assert sum(balances(page)) + panier(page) == 0

    # C12, Denis deals, the last of the third tour (each has dealt three times): his jeton → P 535. Écart R♣ 8♠ 6♦
    # 2♥: Partie 3 + 4 = 7, and 40 − 3 = 37 points in the tricks. Claire places the Quinola at trick 4, Bernard
    # takes it: he pays her 5 (neighbours, XXIV); Denis gives his A♥ at trick 11, Bernard takes it: 1 × 2
    # (opposite) × 2 (last trick) = 4 (XXIV, XXVIII, XXIX); the Partie: Claire (4 points) wins it, Bernard (16)
    # pays her 7 (VII); Claire draws the whole Panier, 535 (XVIII).
    # Alice 0 → −468; Bernard −5 − 4 − 7 = −16 → −52; Claire 5 + 7 + 535 = 547 → 493; Denis −5 + 4 = −1 → 27; P 0
    enter_ecart(page, [("R", "trefle"), ("8", "pique"), ("6", "carreau"), ("2", "coeur")])
    fill_map(page, "tricks", (2, 4, 2, 3))
    fill_map(page, "points", (5, 16, 4, 12))
    phone_event(page, 0, ("V", "coeur"), "renonce", 4, "Claire", "Bernard", "Bernard")
    phone_event(page, 1, ("A", "coeur"), "renonce", 11, "Denis", "Bernard", "Bernard")
    save(page, 12)

    # the session's settlement: the balances in fiches, which with the Panier add up to zero, the same in jetons
    # and fiches (1 jeton = 5 fiches), and the empty Panier; the rules name no winner (ruling RV-23)
    assert balances(page) == [-468, -52, 493, 27] and panier(page) == 0
    assert sum(balances(page)) + panier(page) == 0
    assert in_jetons(page) == ["−93 jetons −3 fiches", "−10 jetons −2 fiches", "98 jetons 3 fiches",
                               "5 jetons 2 fiches"]
    assert page.locator("#scores .banner.win").count() == 0  # no winner: a session ends when the table stops
    assert page.locator("#totals .tot.winner").count() == 0
    assert "Alice donne" in page.inner_text("#entry")  # the form stays open: the table may play another tour
    page.locator("#scores tr.fact").first.scroll_into_view_if_needed()
    shot(page, "reversis-8-session-settled")

    # the last coup's lines, with their articles
    page.locator("#scores tr.deal").nth(11).locator("td.cell a").nth(2).click()
    page.wait_for_selector("#detail li")
    detail = page.inner_text("#detail")
    assert "Reversis XVIII" in detail and "Reversis VII" in detail
    shot(page, "reversis-9-last-coup")
