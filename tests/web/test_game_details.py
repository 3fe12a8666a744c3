"""Game by game, what a table meets on the phone form: only the cards and
suits that can be meant are offered, a total is deduced from the boxes
left empty, and the engine's refusals keep their words."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from webtable import Table, checked_value, submitted, text

from compagnon.rules import DealError, Game, new_game, render, score_case
from compagnon.rules.schema import Form, from_form, to_form
from compagnon.web import forms

CASEBOOK = Path(__file__).parent.parent / "casebook"
CONTRACT = "capot"  # Tarot 4 saisons §6


def form_view(game: Game[Any], data: dict[str, Any]) -> tuple[Any, forms.EntryView]:
    form = Form.of(data)
    raw, problems = from_form(game.entry_schema, form, game.slug, game.players, game)
    return raw, forms.build(game, game.entry_schema, form, raw, problems)


# --------------------------------------------------------------------- Reversis §3.2, §3J.3

def test_reversis_3_2_an_event_offers_only_the_aces_and_the_quinola() -> None:
    game = new_game("reversis", ["Ana", "Bea", "Cyr", "Dan"])
    raw, v = form_view(game, {"events#": "1", "events[0].card": "V:coeur"})
    card = v.find("events[0].card")
    assert card is not None and card.kind == "card"
    offered = [cell["code"] for row in card.attrs["rows"] for cell in row["cells"]]
    assert sorted(offered) == sorted(["A:pique", "A:coeur", "A:carreau", "A:trefle", "V:coeur"])
    assert card.value == "V:coeur"
    assert raw["events"][0]["card"] == {"rank": "V", "suit": "coeur"}  # one tap, read as the JSON's card


def test_reversis_3j3_another_card_keeps_its_refusal_in_the_api() -> None:
    game = new_game("reversis", ["Ana", "Bea", "Cyr", "Dan"])
    entry = {"dealer": "Ana", "ecart": [{"rank": "2", "suit": "pique"}, {"rank": "3", "suit": "pique"},
                                        {"rank": "4", "suit": "pique"}, {"rank": "5", "suit": "pique"}],
             "tricks": {"Ana": 2, "Bea": 3, "Cyr": 3, "Dan": 3}, "points": {"Ana": 10, "Bea": 10, "Cyr": 10, "Dan": 10},
             "events": [{"card": {"rank": "V", "suit": "pique"}, "trick": 3, "player": "Bea", "manner": "renonce",
                         "leader": "Cyr", "winner": "Cyr"}]}
    with pytest.raises(DealError) as refused:
        game.read_entry(entry)
    assert [p.path for p in refused.value.problems] == ["events[0]"]
    assert "As" in render(refused.value.problems[0].message) and "Quinola" in render(refused.value.problems[0].message)
    schema = game.json_schema(named_players=True)
    assert [{"rank": "A", "suit": s} for s in ("pique", "coeur", "carreau", "trefle")] + [
        {"rank": "V", "suit": "coeur"}] in list(enums(schema))


def enums(schema: Any) -> Any:
    """Every ``enum`` of a JSON Schema, however deep."""
    if isinstance(schema, dict):
        if "enum" in schema:
            yield schema["enum"]
        for value in schema.values():
            yield from enums(value)
    elif isinstance(schema, list):
        for value in schema:
            yield from enums(value)


# --------------------------------------------------------------------- Démons punisseurs §4

def test_demons_punisseurs_4_clubs_are_never_offered_as_trump() -> None:
    game = new_game("demons_punisseurs", ["Ana", "Bea", "Cyr"])
    _, v = form_view(game, {})
    trump = v.find("trump")
    assert trump is not None and [c.value for c in trump.choices] == ["pique", "coeur", "carreau"]
    schema = game.json_schema(named_players=True)
    assert list(enums(schema["properties"]["trump"])) == [["pique", "coeur", "carreau"]]
    with pytest.raises(DealError) as refused:
        game.read_entry({"trump": "trefle"})
    trump_problems = [p for p in refused.value.problems if p.path == "trump"]
    assert trump_problems and "jamais trèfle" in render(trump_problems[0].message)


# --------------------------------------------------------------------- Démons §5, Les Héritiers

@pytest.mark.parametrize("slug", ["demons", "heritiers"])
def test_demons_5_nine_tricks_one_box_left_empty_is_deduced(slug: str) -> None:
    game = new_game(slug, ["Ana", "Bea", "Cyr"])
    raw, v = form_view(game, {"tricks_won.Ana": "4", "tricks_won.Bea": "3", "tricks_won.Cyr": ""})
    assert raw["tricks_won"] == {"Ana": 4, "Bea": 3, "Cyr": 2}
    tricks = v.find("tricks_won")
    assert tricks is not None and tricks.attrs["total"] == 9


# --------------------------------------------------------------------- Tarot 4 saisons §5

def test_tarot_4_saisons_5_an_all_pass_deal_is_three_taps(table: Table) -> None:
    token = table.new_game("tarot_4_saisons", ["Ana", "Bea", "Cyr"], first_dealer=0)
    page = table.page(token)
    # « Qui parle » already filled in speaking order: Ana deals, Bea speaks first
    assert [checked_value(page, f"bids[{i}].player") for i in range(3)] == [["Bea"], ["Cyr"], ["Ana"]]
    sent = dict(submitted(page, form_index=_entry_form(page)))
    taps = {f"bids[{i}].bid": "pass" for i in range(3)}
    response = table.client.post(f"/g/{token}/deals", data={**sent, **taps, "action": "save"})
    assert response.status_code == 303, text(response)
    rows = table.deal_rows(token)
    assert len(rows) == 1
    assert [b["bid"] for b in json.loads(rows[0]["entry"])["bids"]] == ["pass", "pass", "pass"]


def test_tarot_4_saisons_4_rows_filled_in_and_left_alone_are_no_bids(table: Table) -> None:
    token = table.new_game("tarot_4_saisons", ["Ana", "Bea", "Cyr"], first_dealer=0)
    page = table.page(token)
    sent = dict(submitted(page, form_index=_entry_form(page)))
    # a hand without trumps cancels the deal (T4S §4): the speakers the form filled in are no auction
    response = table.client.post(f"/g/{token}/deals", data={**sent, "no_trump_players": "Cyr", "action": "save"})
    assert response.status_code == 303, text(response)
    assert "bids" not in json.loads(table.deal_rows(token)[0]["entry"])


def _entry_form(page: str) -> int:
    """The index of the deal's form among the page's forms."""
    forms_html = page.split("<form")[1:]
    return next(i for i, f in enumerate(forms_html) if 'name="bids#"' in f.split("</form>")[0])


# --------------------------------------------------------------------- Duel à Las Vegas §6

@pytest.mark.parametrize(("lang", "said"), [("fr", "Bea gagne la main : Ana abandonne"),
                                            ("en", "Bea wins the hand: Ana conceded")])
def test_las_vegas_6_the_summary_says_who_conceded(lang: str, said: str) -> None:
    case = json.loads((CASEBOOK / "las_vegas-one-round.json").read_text())
    deal = score_case(case).deals[0]
    assert render(deal.summary, lang) == said


# --------------------------------------------------------------------- Loba §9: the lowest total wins

def test_loba_9_penalties_are_shown_as_losses_and_the_lowest_total_wins(table: Table, mille: str) -> None:
    loba = table.new_game("loba", ["Ana", "Bea", "Cyr"])
    response = table.deal(loba, {"out_player": "Bea", "penalty_points.Ana": "5", "penalty_points.Cyr": "12"})
    assert response.status_code == 303, text(response)
    page = table.page(loba)
    assert '<span class="delta neg">+5</span>' in page and '<span class="delta neg">+12</span>' in page
    assert 'class="delta pos"' not in page
    assert "Le plus petit total gagne." in _totals_strip(page)
    detail = text(table.client.get(f"/g/{loba}/deals/1"))
    assert 'class="pts pos"' not in detail and 'class="pts neg"' in detail
    # where the highest total wins, points won stay good news, and nothing is said under the totals
    table.deal(mille, {"dealer": "Cyr", "taker": "Ana", "contract": "110", "trick_points.Ana": "78",
                       "trick_points.Bea": "30", "trick_points.Cyr": "12", "marriages.Ana": "carreau"})
    assert 'class="delta pos"' in table.page(mille) and "Le plus petit total gagne." not in table.page(mille)


def _totals_strip(page: str) -> str:
    return page.split('<div id="totals"')[1].split('\n</div>')[0]


# --------------------------------------------------------------------- Belote Noisette §4, §7

def test_belote_noisette_the_totals_say_points_de_partie_and_the_noisettes_stand_out(table: Table,
                                                                                     mille: str) -> None:
    token = table.new_game("belote_noisette", ["Ana", "Bea", "Cyr"])
    strip = _totals_strip(table.page(token))
    assert strip.count('<span class="unit muted">points de partie</span>') == 3
    assert strip.count('<span class="fact-num">10/21</span> <span class="muted">noisettes</span>') == 3
    assert 'class="unit' not in _totals_strip(table.page(mille))  # a plain total needs no word


# --------------------------------------------------------------------- Bésigue §8: a missed draw scores for the other

def test_besigue_8_a_missed_draw_shows_its_points_beside_the_opponent(table: Table) -> None:
    token = table.new_game("besigue", ["Ana", "Bea"], variant="japonais")
    start = {"dealer": "Ana", "cut.pile_count": "18", "cut.guess": "20", "action": "start"}
    assert table.live(token, start).status_code == 303
    fault = json.dumps({"kind": "fault", "type": "missed_draw", "player": None})
    assert table.live(token, {"event": fault, "who": "Bea"}).status_code == 303
    events = table.page(token).split('id="live-events"')[1].split("</ol>")[0]
    item = re.search(r'<span class="event-text">(.*?)</span>\s*<button', events, re.S)
    assert item is not None
    shown = re.sub(r"<[^>]+>", "", item.group(1))
    assert "Ana +10" in shown  # the ten points are Ana's, though the fault is Bea's


# --------------------------------------------------------------------- Bésigue §3: a cut the rules refuse

def test_besigue_3_a_bad_cut_is_refused_beside_its_field_and_not_saved(table: Table) -> None:
    token = table.new_game("besigue", ["Ana", "Bea"], variant="japonais")
    response = table.live(token, {"dealer": "Ana", "cut.pile_count": "200", "action": "start"})
    assert response.status_code == 422
    page = text(response)
    start = page.split('<details class="more start"')[1].split("</details>")[0]
    assert start.startswith(" open>")  # the start stays open, not folded up as saved
    assert 'id="f-cut-pile_count-error"' in start and 'autofocus' in start
    assert "live-progress" not in start
    # nothing was saved: a pad tap is taken, and a corrected cut is saved
    blank = json.dumps({"kind": "blank", "player": None})
    assert table.live(token, {"event": blank, "who": "Ana"}).status_code == 303
    assert table.live(token, {"dealer": "Ana", "cut.pile_count": "18", "action": "start"}).status_code == 303
    assert '<details class="more start">' in table.page(token)


# --------------------------------------------------------------------- Tarot 4 saisons §7: a counter's target

def test_tarot_4_saisons_7_a_counter_target_is_one_tap_and_its_detail_drawn_at_once() -> None:
    game = new_game("tarot_4_saisons", ["Ana", "Bea", "Cyr"])
    row = {"counters#": "1", "counters[0].by": "Bea"}
    # « Le jeu du preneur » is its own pill: tapping it is the answer, no inner chip to tap again
    raw, v = form_view(game, {**row, "counters[0].target~": "0"})
    assert raw["counters"][0]["target"] == "game"
    target = v.find("counters[0].target")
    assert target is not None and target.kind == "oneof"
    assert [c.value for c in target.attrs["alternatives"]] == ["0", "1"]
    # « Le détail »'s player and contract are drawn already, shown as soon as it is chosen (no round trip)
    detail = [c for c in target.children if c.attrs.get("alt") == "1"]
    assert len(detail) == 1 and [w.name for w in detail[0].children] == [
        "counters[0].target~1.player", "counters[0].target~1.contract"]
    assert [c.attrs.get("alt") for c in target.children] == ["1"]  # nothing drawn for the one-value pill
    raw, _ = form_view(game, {**row, "counters[0].target~": "1", "counters[0].target~1.player": "Ana",
                              "counters[0].target~1.contract": CONTRACT})
    assert raw["counters"][0]["target"] == {"player": "Ana", "contract": CONTRACT}


def test_an_alternative_of_one_value_goes_to_the_form_and_back_as_its_pill() -> None:
    game = new_game("tarot_4_saisons", ["Ana", "Bea", "Cyr"])
    entry = {"counters": [{"by": "Bea", "target": "game"}]}
    form = to_form(game.entry_schema, entry)
    assert form["counters[0].target~"] == ["0"] and "counters[0].target~0" not in form
    raw, _ = from_form(game.entry_schema, Form.of(form), game.slug, game.players, game)
    assert raw["counters"] == [{"by": "Bea", "target": "game"}]
