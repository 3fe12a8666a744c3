"""A card in one tap: every field of every game that takes a card or a set of cards is a grid of exactly
the cards its schema accepts (the tarot's atouts and Excuse, Démons 1 to 5, Bridgette's Grand Colon, Las
Vegas' jokers), posted as one value per card; the referee's hand pickers offer the same cards as its API."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from webtable import Table, text

from compagnon.rules import Game, load
from compagnon.rules import schema as s
from compagnon.rules.decks import CardRefused, dump_card, read_card
from compagnon.rules.referee import schema_of
from compagnon.web import forms


def card_kinds(kind: s.Kind, path: str) -> Iterator[tuple[str, s.CardKind, bool]]:
    """Every card field under ``kind``: its path, its kind, and whether it holds a list of cards."""
    if isinstance(kind, s.CardKind):
        yield path, kind, False
    elif isinstance(kind, s.ListOf) and isinstance(kind.item, s.CardKind):
        yield path, kind.item, True
    elif isinstance(kind, s.ListOf):
        yield from card_kinds(kind.item, f"{path}[]")
    elif isinstance(kind, s.Record):
        for f in kind.fields:
            yield from card_kinds(f.kind, f"{path}.{f.name}" if path else f.name)
    elif isinstance(kind, s.PlayerMap):
        yield from card_kinds(kind.value, f"{path}.<player>")
    elif isinstance(kind, s.Tagged):
        for tag, record in kind.variants.items():
            yield from card_kinds(record, f"{path}{{{tag}}}")
    elif isinstance(kind, s.OneOf):
        for alternative in kind.alternatives:
            yield from card_kinds(alternative, path)


def every_card_field() -> list[tuple[str, Game[Any], s.CardKind, bool]]:
    fields = []
    for slug, cls in sorted(load().items()):
        for variant in cls.variants or [None]:
            game = cls.example(variant)
            schemas = [("entry", game.entry_schema)] + [(f"referee {q}", schema_of(game, q))
                                                         for q in game.referee_questions]
            for where, record in schemas:
                for path, kind, many in card_kinds(record, ""):
                    fields.append((f"{slug} {variant or ''} {where} {path}", game, kind, many))
    return fields


FIELDS = every_card_field()


def accepted(kind: s.CardKind) -> list[str]:
    """The cards the schema's reader accepts, as form codes, copies included
    (of ``only``'s few when it names them: what the JSON Schema lists, the
    reader refusing the others with the rules' own words)."""
    codes = []
    for card in kind.deck.cards():
        if kind.only is not None and card not in kind.only:
            continue
        try:
            read_card(dump_card(card), kind.deck, ranks=kind.ranks, specials=kind.specials)
        except CardRefused:
            continue
        code = s.card_code(dump_card(card))
        assert code is not None
        codes.append(code)
    return codes


@pytest.mark.parametrize(("where", "game", "kind", "many"), FIELDS, ids=[f[0] for f in FIELDS])
def test_the_grid_offers_exactly_the_cards_the_schema_accepts(where: str, game: Game[Any], kind: s.CardKind,
                                                             many: bool) -> None:
    rows = forms.card_rows(game, kind)
    cells = [cell for row in rows for cell in row["cells"]]
    wanted = accepted(kind)
    assert sorted(c["code"] for c in cells) == sorted(set(wanted))
    assert all(c["copies"] == wanted.count(c["code"]) for c in cells)
    # each card read back from its code is the card the cell names
    assert all(s.card_from_code(c["code"]) is not None and c["spoken"] for c in cells)


def test_the_special_cards_are_offered_wherever_a_game_has_them() -> None:
    by_where = {where: forms.card_rows(game, kind) for where, game, kind, _ in FIELDS}

    def codes(where: str) -> set[str]:
        return {cell["code"] for row in by_where[where] for cell in row["cells"]}

    assert {"atout:1", "atout:21", "excuse"} <= codes("tarot_double_detente double referee trick plays[].hand")
    assert {"atout:1", "atout:21", "excuse"} <= codes("tarot_4_saisons  referee trick plays[].hand")
    assert {f"atout:{n}" for n in range(1, 6)} <= codes("demons  referee trick plays[].hand")
    assert {f"atout:{n}" for n in range(1, 6)} <= codes("heritiers  referee trick plays[].hand")
    assert {"atout:1", "C:pique", "excuse"} <= codes("bridgette  referee trick plays[].hand")  # the three Colons
    assert "joker" in codes("las_vegas  entry mains.<player>")
    # Démons' combinations are of V, C, D, R only (no Démon, no 6)
    assert codes("demons  entry combinations[].cards") == {f"{r}:{x}" for r in "VCDR"
                                                           for x in ("pique", "coeur", "carreau", "trefle")}


def test_names_speak_the_card_for_a_screen_reader() -> None:
    game, kind = next((g, k) for w, g, k, _ in FIELDS if w == "tarot_double_detente double referee trick plays[].hand")
    spoken = {cell["code"]: cell["spoken"] for row in forms.card_rows(game, kind) for cell in row["cells"]}
    assert spoken["D:coeur"] == "Dame de cœur" and spoken["atout:3"] == "atout 3" and spoken["excuse"] == "Excuse"


def test_besigue_offers_one_cell_per_card_with_its_copies(client) -> None:
    page = text(client.get("/referee/besigue?variant=chinois&q=trick"))
    hand = re.search(r'<details class="field kind-cardgrid folded" id="f-plays-__i__-hand-field">.*?</details>',
                     page, re.S)
    assert hand is not None
    assert hand.group(0).count('class="card-copies"') == 32
    assert hand.group(0).count('value="R:coeur"') == 6  # six packs: six copies, in one cell


# -- posting the grid's names -------------------------------------------------------------------------------

#: « did he have to overtrump? » (TDD §5): each play's card and the hand its player held, atouts included
OVERTRUMP = {"q": "trick", "action": "ask", "plays#": "3",
             "plays[0].player": "Ana", "plays[0].card": "R:coeur", "plays[0].hand": ["R:coeur", "7:coeur"],
             "plays[1].player": "Bea", "plays[1].card": "atout:3", "plays[1].hand": ["atout:3", "5:pique"],
             "plays[2].player": "Cyr", "plays[2].card": "atout:2", "plays[2].hand": ["atout:2", "atout:7"]}


def test_a_tarot_trump_question_posted_from_the_grids(client) -> None:
    page = text(client.post("/referee/tarot_double_detente?variant=double", data=OVERTRUMP))
    assert "<strong>Bea</strong> remporte le pli" in page
    assert "n&#39;est pas dans la main" not in page and "n'est pas dans la main" not in page
    verdicts = re.findall(r'<span class="who">(\w+)</span> <span class="(pos|neg)">', page)
    assert verdicts == [("Ana", "pos"), ("Bea", "pos"), ("Cyr", "neg")]
    assert "il faut monter au-dessus de l&#39;atout 3" in page and "TDD §5" in page
    # the answer is the API's
    answer = client.post("/api/referee/trick", json={
        "game": "tarot_double_detente", "variant": "double", "plays": [
            {"player": "Ana", "card": {"rank": "R", "suit": "coeur"},
             "hand": [{"rank": "R", "suit": "coeur"}, {"rank": "7", "suit": "coeur"}]},
            {"player": "Bea", "card": 3, "hand": [3, {"rank": "5", "suit": "pique"}]},
            {"player": "Cyr", "card": 2, "hand": [2, 7]}]})
    assert [p["legal"] for p in json.loads(answer.data)["plays"]] == [True, True, False]
    # the form drawn again shows what was ticked: the atouts in the hands too
    assert 'name="plays[1].hand" value="atout:3" checked' in page
    assert 'name="plays[2].card" value="atout:2" checked data-on' in page


def test_at_a_game_the_referee_asks_who_plays_among_its_players(table: Table) -> None:
    token = table.new_game("tarot_double_detente", ["Ana", "Bea", "Cyr"], variant="double")
    page = text(table.client.get(f"/g/{token}/referee?q=trick"))
    for i, player in enumerate(["Ana", "Bea", "Cyr"]):
        assert f'<input type="radio" name="plays[{i}].player" value="{player}" checked' in page
    assert 'class="trick-builder" hidden' in page and 'data-code="atout:21"' in page
    # on the rules' page the players are not known: a name is typed
    page = text(table.client.get("/referee/tarot_double_detente?q=trick"))
    assert '<input type="text" name="plays[__i__].player"' in page


def test_a_main_posted_card_by_card_keeps_its_order(table: Table) -> None:
    token = table.new_game("las_vegas", ["Ana", "Bea"])
    response = table.deal(token, {"winner": "Bea", "mains.Ana": ["R:pique", "2:carreau"],
                                  "mains.Bea": ["7:trefle", "7:coeur"]})
    assert response.status_code in (200, 303), text(response)
    [row] = table.deal_rows(token)
    entry = json.loads(row["entry"])
    assert entry["mains"] == {"Ana": [{"rank": "R", "suit": "pique"}, {"rank": "2", "suit": "carreau"}],
                              "Bea": [{"rank": "7", "suit": "trefle"}, {"rank": "7", "suit": "coeur"}]}


def test_a_blank_row_is_drawn_for_the_phone_to_add(table: Table) -> None:
    token = table.new_game("reversis", ["Ana", "Bea", "Cyr", "Dan"])
    page = table.page(token)
    blank = re.search(r'<template class="blank-row">(.*?)</template>', page, re.S)
    assert blank is not None
    assert 'name="events[__i__].card" value="A:pique"' in blank.group(1) and "n° __n__" in blank.group(1)
    # without JavaScript « + Ajouter » still asks the server for the row
    assert 'name="action" value="add:events"' in page


def test_demons_are_named_as_the_game_names_them(client) -> None:
    for game in ("demons", "heritiers"):
        page = text(client.get(f"/referee/{game}?q=trick"))
        assert 'value="atout:3"><span aria-hidden="true">D3</span><span class="visually-hidden">Démon 3</span>' \
            in page
        assert ">atout 3<" not in page
    # a tarot's trumps keep their number and their name
    page = text(client.get("/referee/tarot_double_detente?variant=double&q=trick"))
    assert '<span aria-hidden="true">3</span><span class="visually-hidden">atout 3</span>' in page


def test_a_card_tapped_under_the_rows_adds_its_row(table: Table) -> None:
    """Reversis' events start with their card: the list's cards are drawn under it (shown by static/app.js,
    which adds the row with that card), exactly the cards the row's field accepts."""
    token = table.new_game("reversis", ["Ana", "Bea", "Cyr", "Dan"])
    page = table.page(token)
    builder = re.search(r'<div class="row-builder deck"[^>]*data-field="\.card" hidden>(.*?)</div>\s*</div>\s*'
                        r'(?=<button type="submit" name="action" value="add:events")', page, re.S)
    assert builder is not None
    assert re.findall(r'data-code="([^"]+)"', builder.group(1)) == ["A:pique", "V:coeur", "A:coeur", "A:carreau",
                                                                    "A:trefle"]
    # a list whose rows start with something else has none: a number, or a choice too long for pills
    game = load()["bernicle"](["Ana", "Bea", "Cyr"], None, {}, None)
    ranks = s.rank_choice("2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A")
    record = s.Record((
        s.Field("points", s.ListOf(s.Record((s.Field("n", s.Int(0, 10), required=True),)))),
        s.Field("ranks", s.ListOf(s.Record((s.Field("rank", ranks, required=True),)))),
        s.Field("who", s.ListOf(s.Record((s.Field("player", s.Player(), required=True),
                                          s.Field("n", s.Int(0, 10)))))),
    ))
    view = forms.build(game, record, s.Form(), {}, [])
    begun = {w.name: w.attrs["starts_with"] for w in view.widgets}
    assert begun["points"] is None and begun["ranks"] is None
    assert begun["who"].name == "who[__i__].player"


def first_choices(kind: s.Kind, path: str, players: list[str]) -> Iterator[tuple[str, s.Kind]]:
    """Every list of rows (not a set of cards or of choices) under ``kind``, outside another list's rows,
    with what its rows begin with: its path (a player map's lists under each player) and that kind. Whether
    the blank form draws it is the page's to say."""
    if isinstance(kind, s.ListOf) and not (kind.card_grid or kind.multi):
        item = kind.item
        first = item if not isinstance(item, (s.Record, s.Tagged)) else \
            item.choice if isinstance(item, s.Tagged) else item.shown[0].kind
        yield path, first
    elif isinstance(kind, s.Record):
        for f in kind.shown:
            yield from first_choices(f.kind, f"{path}.{f.name}" if path else f.name, players)
    elif isinstance(kind, s.PlayerMap) and kind.keys is None:
        for player in players:
            yield from first_choices(kind.value, f"{path}.{player}", players)


THREE, TWO, FOUR = ["Ana", "Bea", "Cyr"], ["Ana", "Bea"], ["Ana", "Bea", "Cyr", "Dan"]
#: games whose lists of rows begin with a short choice, with the lists found in their blank form
KINDS_FIRST = (("belote_noisette", THREE), ("bernicle", THREE), ("bridgette", TWO), ("caisse", THREE),
               ("demons", THREE), ("demons_punisseurs", THREE), ("heritiers", THREE), ("reversis", FOUR),
               ("tarot_4_saisons", THREE))


@pytest.mark.parametrize(("slug", "players"), KINDS_FIRST)
def test_a_row_begun_by_a_short_choice_is_added_by_it(table: Table, slug: str, players: list[str]) -> None:
    """Every list whose rows begin with a short choice (a combination's kind, a player, a suit, a counter)
    draws that choice's values under its rows, hidden until static/app.js shows them and adds the row with
    the value tapped: real buttons, named by their value, in a group named « Ajouter ». Found from the
    schema: the lists drawn in the blank form, and what their rows begin with."""
    token = table.new_game(slug, players)
    page = table.page(token)
    game = load()[slug](players, None, {}, None)
    found = 0
    for path, first in first_choices(game.entry_schema, "", players):
        if f'value="add:{path}"' not in page:
            continue  # folded away or not drawn in a blank form
        values = [str(s._plain(v)) for v in first.values] if isinstance(first, s.Choice) else \
            players if isinstance(first, s.Player) else None
        html_id = re.escape(forms._html_id(path, {}))
        fieldset = re.search(rf'<fieldset class="field kind-list[^"]*" id="{html_id}-field">'
                             rf'(.*?)<button type="submit" name="action" value="add:{re.escape(path)}"', page, re.S)
        assert fieldset is not None, path
        builder = re.search(r'<div class="row-builder choices[^"]*" role="group" aria-label="Ajouter" '
                            r'data-field="([^"]*)" hidden>(.*?)</div>', fieldset.group(1), re.S)
        if values is None:
            assert builder is None, (slug, path)  # not a choice: « + Ajouter » alone
            continue
        assert builder is not None, (slug, path)
        codes = re.findall(r'<button type="button" class="row-choice[^"]*" data-code="([^"]+)">', builder.group(2))
        assert codes == values, (slug, path)
        found += 1
    assert found, slug


def test_bernicle_s_kinds_under_its_combinations(table: Table) -> None:
    """Bernicle §7: a tap on a kind under a player's combinations adds the row with that kind chosen; its
    rank or suit then come as in the row. Without JavaScript, « + Ajouter » asks the server for the row."""
    token = table.new_game("bernicle", ["Ana", "Bea", "Cyr"])
    page = table.page(token)
    builder = re.search(r'<div class="row-builder choices kinds" role="group" aria-label="Ajouter" '
                        r'data-field="\.kind" hidden>(.*?)</div>\s*<button type="submit" name="action" '
                        r'value="add:combos.Ana"', page, re.S)
    assert builder is not None
    named = re.findall(r'data-code="([^"]+)"><span class="row-builder-plus" aria-hidden="true">\+</span>([^<]+)'
                       r'</button>', builder.group(1))
    assert named[:3] == [("mariage", "Mariage (20)"), ("mariage_royal", "Mariage royal (40)"),
                         ("bernicle", "Bernicle (40)")]
    assert len(named) == 10
    # the row the phone adds is the blank row, the kind's radio in it
    assert 'type="radio" name="combos.Ana[__i__].kind" value="bernicle"' in page
    # without JavaScript: the row from the server, then its kind
    added = text(table.deal(token, {"combos.Ana#": "0"}, action="add:combos.Ana"))
    assert 'type="radio" name="combos.Ana[0].kind" value="bernicle"' in added


def test_a_total_less_the_cards_beside_it_is_declared_for_the_phone(table: Table) -> None:
    """Reversis' card points add up to 40 less the écart's; Bernicle's trick points to 200 less the niche's:
    the phone fills the last box in, in sight. The server deduces nothing from them (a 3-card écart, a fault)."""
    token = table.new_game("reversis", ["Ana", "Bea", "Cyr", "Dan"])
    page = table.page(token)
    assert re.search(r'<div class="grid-players n4" data-total="40" data-less="ecart" '
                     r'data-values="\{&#34;A&#34;: 4, &#34;D&#34;: 2, &#34;R&#34;: 3, &#34;V&#34;: 1\}">', page), \
        re.findall(r'<div class="grid-players[^>]*>', page)
    assert 'data-total="11">' in page  # the tricks: a fixed total, deduced by the server too
    token = table.new_game("bernicle", ["Ana", "Bea", "Cyr"])
    assert 'data-total="200" data-less="niche_cards"' in table.page(token)
    kind = s.PlayerMap(s.Int(0, 40), total=40, less=("ecart", {"A": 4}))
    reader = s.Reader("reversis", ["Ana", "Bea"])
    assert kind.from_form(s.Form([("points.Ana", "12")]), "points", s.At("points"), reader) == {"Ana": 12}
    fixed = s.PlayerMap(s.Int(0, 11), total=11)
    assert fixed.from_form(s.Form([("tricks.Ana", "4")]), "tricks", s.At("tricks"), reader) == {"Ana": 4, "Bea": 7}


def test_short_choices_are_pills(table: Table) -> None:
    """Tarot 4 saisons' eight bids are one tap each (« Passe »); Bernicle's ten combinations too, in two columns."""
    token = table.new_game("tarot_4_saisons", ["Ana", "Bea", "Cyr"])
    page = table.page(token)
    assert '<input type="radio" name="bids[0].bid" value="pass"' in page and 'select name="bids[0].bid"' not in page
    token = table.new_game("bernicle", ["Ana", "Bea", "Cyr"])
    page = table.page(token)
    assert '<div class="choices kinds">' in page
    assert 'type="radio" name="combos.Ana[__i__].kind" value="famille_royale"' in page


def test_what_the_rules_tell_is_declared_for_the_phone(table: Table) -> None:
    """Reversis §3J.3: a forced Ace wins its trick, a card led was led by its player: the form says so for
    the phone to choose them (static/app.js)."""
    token = table.new_game("reversis", ["Ana", "Bea", "Cyr", "Dan"])
    page = table.page(token)
    assert ('id="f-events-__i__-winner-field" data-same-as="events[__i__].player" data-when="{&#34;events[__i__]'
            '.card&#34;: [&#34;A:pique&#34;, &#34;A:coeur&#34;, &#34;A:carreau&#34;, &#34;A:trefle&#34;], '
            '&#34;events[__i__].manner&#34;: [&#34;forced&#34;]}"') in page
    assert ('id="f-events-__i__-leader-field" data-same-as="events[__i__].player" '
            'data-when="{&#34;events[__i__].manner&#34;: [&#34;led&#34;]}"') in page


def test_a_row_of_a_kind_carries_every_kind_s_fields(table: Table) -> None:
    """Bernicle §7: a combination's row carries the fields of every kind, those of the kinds not chosen
    hidden, so that a tap on a kind shows its own at once (offline too); a field two kinds share (a
    Mariage's suit and a Famille's) is drawn once, with each kind's help. What a hidden field still holds
    (a suit tapped before the kind changed to Carré) is not the row's: the deal saves without it."""
    token = table.new_game("bernicle", ["Ana", "Bea", "Cyr"])
    blank = re.search(r'<template class="blank-row">(.*?)</template>', table.page(token), re.S)
    assert blank is not None
    row = blank.group(1)
    assert re.findall(r'<div class="variant" data-tags="([^"]+)" hidden>', row) == ["mariage famille",
                                                                                   "carre octuple"]
    assert row.count('name="combos.Ana[__i__].suit"') == 4 and row.count('name="combos.Ana[__i__].rank"') == 4
    helps = re.findall(r'<p class="help" id="[^"]+" data-tags="([^"]+)" hidden>([^<]+)', row)
    assert [tag for tag, _ in helps] == ["mariage", "famille", "carre", "octuple"]
    assert helps[3][1] == "Les huit cartes du rang."
    # the server draws a row of a Carré with its rank shown, the suit hidden, the Carré's help alone
    drawn = text(table.deal(token, {"combos.Ana#": "1", "combos.Ana[0].kind": "carre"}, action="refresh"))
    assert '<div class="variant" data-tags="carre octuple">' in drawn
    assert '<div class="variant" data-tags="mariage famille" hidden>' in drawn
    assert re.search(r'data-tags="carre">Une carte de chaque couleur', drawn)
    assert re.search(r'data-tags="octuple" hidden>Les huit cartes du rang', drawn)
    saved = table.deal(token, {
        "taker": "Ana", "contract": "240", "trump": "coeur",
        "combos.Ana#": "2", "combos.Ana[0].kind": "mariage_royal",
        "combos.Ana[1].kind": "carre", "combos.Ana[1].rank": "R", "combos.Ana[1].suit": "pique",
        "combos.Bea#": "1", "combos.Bea[0].kind": "famille", "combos.Bea[0].suit": "trefle",
        "tricks_won.Ana": "7", "tricks_won.Bea": "4", "tricks_won.Cyr": "2",
        "trick_points.Ana": "125", "trick_points.Bea": "30", "trick_points.Cyr": "20", "niche_points": "60"})
    assert saved.status_code in (200, 303), text(saved)[:400]
    [deal] = table.deal_rows(token)
    entry = json.loads(deal["entry"])
    assert entry["combos"] == {"Ana": [{"kind": "mariage_royal"}, {"kind": "carre", "rank": "R"}],
                               "Bea": [{"kind": "famille", "suit": "trefle"}]}
