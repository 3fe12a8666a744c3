"""The store: every change of a deal log is checked by replaying it, and
nothing is written when a deal is refused."""

from __future__ import annotations

import pytest
from flask import Flask

from compagnon import store
from compagnon.db import get_db, write
from compagnon.rules import DealRefused, SetupError

M1 = {"dealer": "Cyr", "taker": "Ana", "contract": 110, "trick_points": {"Ana": 78, "Bea": 30, "Cyr": 12},
      "marriages": {"Ana": ["carreau"]}}
BOMB_CYR = {"taker": "Cyr", "contract": 115, "bomb": True}


@pytest.fixture
def ctx(app: Flask):
    with app.app_context():
        yield


def test_create_checks_the_setup(ctx) -> None:
    with pytest.raises(SetupError):
        store.create_game("mille", ["Ana", "Bea"])
    with pytest.raises(SetupError):
        store.create_game("mille", ["Ana", "Bea", "Cyr"], first_dealer="Zoé")
    with pytest.raises(SetupError):
        store.create_game("nope", ["Ana"])
    assert store.list_games() == []


def test_add_is_idempotent_on_client_id(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"], first_dealer="Cyr")
    first = store.add_deal(game, M1, "abc")
    again = store.add_deal(game, M1, "abc")
    assert first == store.DealAdded(1, True) and again == store.DealAdded(1, False)
    assert len(store.load_game(game).deals) == 1


def test_refused_add_writes_nothing(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"])
    with pytest.raises(DealRefused) as refused:
        store.add_deal(game, {**M1, "contract": 112}, "x")
    assert refused.value.deal == 1 and refused.value.field == "contract"
    assert store.load_game(game).deals == []


def test_first_dealer_is_the_default_of_the_first_deal(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"], first_dealer="Bea")
    assert store.load_game(game).next_dealer == "Bea"
    store.add_deal(game, {k: v for k, v in M1.items() if k != "dealer"})
    loaded = store.load_game(game)
    assert loaded.replay.deals[0].dealer == "Bea" and loaded.next_dealer == "Cyr"


def test_replace_refused_by_a_later_deal(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"])
    store.add_deal(game, M1)
    store.add_deal(game, BOMB_CYR)
    with pytest.raises(store.ChangeRefused) as refused:
        store.replace_deal(game, 1, BOMB_CYR)
    assert refused.value.deal == 2 and refused.value.field == "bomb"
    assert "donne 2" in refused.value.message
    assert store.load_game(game).entries == [M1, BOMB_CYR]


def test_replace_and_delete_check_the_expected_deal(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"])
    store.add_deal(game, M1)
    store.add_deal(game, BOMB_CYR)
    ids = [d["id"] for d in store.load_game(game).deals]
    with pytest.raises(store.DealNotFound):
        store.replace_deal(game, 1, M1, expected_id=ids[1])
    assert store.delete_deal(game, 1, expected_id=ids[0]) is True
    assert store.delete_deal(game, 1, expected_id=ids[0]) is False  # a retry
    assert store.load_game(game).entries == [BOMB_CYR]
    with pytest.raises(store.DealNotFound):
        store.delete_deal(game, 5)


def test_finished_and_winner_are_cached_for_the_home_list(ctx) -> None:
    game = store.create_game("besigue", ["Ana", "Bea"], "japonais")
    store.add_deal(game, {"cut": {"pile_count": 10}, "last_trick_winner": "Ana",
                          "events": [{"kind": "combination", "player": "Ana", "type": "quadruple_besigue"}]})
    row = store.list_games()[0]
    assert row["finished"] == 1 and row["winner"] == "Ana"
    store.delete_deal(game, 1)
    row = store.list_games()[0]
    assert row["finished"] == 0 and row["winner"] is None


def test_drafts(ctx) -> None:
    game = store.create_game("besigue", ["Ana", "Bea"], "japonais")
    assert store.get_draft(game) is None
    store.save_draft(game, {"events": []})
    store.edit_draft(game, lambda d: {**d, "events": [*d["events"], {"kind": "blank", "player": "Ana"}]})
    assert store.get_draft(game) == {"events": [{"kind": "blank", "player": "Ana"}]}
    store.clear_draft(game)
    assert store.get_draft(game) is None


def test_a_failed_write_rolls_back(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"])
    with pytest.raises(RuntimeError):
        with write() as db:
            db.execute("UPDATE games SET slug = 'x' WHERE id = ?", [game])
            raise RuntimeError("boom")
    assert get_db().execute("SELECT slug FROM games WHERE id = ?", [game]).fetchone()[0] == "mille"


def test_a_stored_deal_the_rules_refuse_is_reported_not_a_crash(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"])
    store.add_deal(game, M1)
    with write() as db:  # as if the rules had changed since the deal was entered
        db.execute("UPDATE deals SET entry = ? WHERE game_id = ?", ['{"taker": "Ana", "contract": 7}', game])
    loaded = store.load_game(game)
    assert loaded.refused is not None and loaded.refused.deal == 1
    assert loaded.replay.deals == ()
