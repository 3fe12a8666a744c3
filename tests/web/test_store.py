"""The store: every change of a deal log is checked by replaying it, and
nothing is written when a deal is refused."""

from __future__ import annotations

import pytest
from flask import Flask

from compagnon import devices, store
from compagnon.db import get_db, write
from compagnon.rules import DealRefused, SetupError, render

M1 = {"dealer": "Cyr", "taker": "Ana", "contract": 110, "trick_points": {"Ana": 78, "Bea": 30, "Cyr": 12},
      "marriages": {"Ana": ["carreau"]}}
BOMB_CYR = {"taker": "Cyr", "contract": 115, "bomb": True}
M4 = {"taker": "Ana", "contract": 100, "trick_points": {"Ana": 98, "Bea": 9, "Cyr": 13}}


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
    assert list(get_db().query("SELECT id FROM games")) == []


def test_add_is_idempotent_on_client_id(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"], first_dealer="Cyr").id
    first = store.add_deal(game, M1, "abc")
    again = store.add_deal(game, M1, "abc")
    assert (first.position, first.created) == (1, True) and (again.position, again.created) == (1, False)
    assert first.deal_id == again.deal_id
    assert len(store.load_game(game).deals) == 1


def test_a_client_id_is_unique_per_game_not_across_games(ctx) -> None:
    one = store.create_game("mille", ["Ana", "Bea", "Cyr"], first_dealer="Cyr").id
    two = store.create_game("mille", ["Ana", "Bea", "Cyr"], first_dealer="Cyr").id
    store.add_deal(one, M1, "same-id")
    first = store.add_deal(two, M1, "same-id")
    again = store.add_deal(two, M1, "same-id")  # a retry in the second game
    assert (first.created, again.created) == (True, False) and first.deal_id == again.deal_id
    assert len(store.load_game(two).deals) == 1 and len(store.load_game(one).deals) == 1
    assert store.load_game(two).deals[0]["client_id"] == "same-id"


def test_refused_add_writes_nothing(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"]).id
    with pytest.raises(DealRefused) as refused:
        store.add_deal(game, {**M1, "contract": 112}, "x")
    assert refused.value.deal == 1 and refused.value.field == "contract"
    assert store.load_game(game).deals == []


def test_first_dealer_is_the_default_of_the_first_deal(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"], first_dealer="Bea").id
    assert store.load_game(game).next_dealer == "Bea"
    store.add_deal(game, {k: v for k, v in M1.items() if k != "dealer"})
    loaded = store.load_game(game)
    assert loaded.replay.deals[0].dealer == "Bea" and loaded.next_dealer == "Cyr"


def test_replace_refused_by_a_later_deal(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"]).id
    store.add_deal(game, M1)
    store.add_deal(game, BOMB_CYR)
    with pytest.raises(store.ChangeRefused) as refused:
        store.replace_deal(game, 1, BOMB_CYR)
    assert refused.value.deal == 2 and refused.value.field == "bomb"
    assert "donne 2" in render(refused.value.message)
    assert store.load_game(game).entries == [M1, BOMB_CYR]


def test_replace_and_delete_check_the_expected_deal(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"]).id
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
    game = store.create_game("besigue", ["Ana", "Bea"], "japonais").id
    store.add_deal(game, {"cut": {"pile_count": 10}, "last_trick_winner": "Ana",
                          "events": [{"kind": "combination", "player": "Ana", "type": "quadruple_besigue"}]})
    token = store.load_game(game).row["edit_token"]
    devices.remember("a-phone-of-the-table-0001", game, token)
    row = devices.games("a-phone-of-the-table-0001")[0]
    assert row["finished"] == 1 and row["winner"] == "Ana" and row["can_edit"]
    store.delete_deal(game, 1)
    row = devices.games("a-phone-of-the-table-0001")[0]
    assert row["finished"] == 0 and row["winner"] is None


def test_drafts(ctx) -> None:
    game = store.create_game("besigue", ["Ana", "Bea"], "japonais").id
    assert store.load_game(game).draft is None
    store.save_draft(game, {"events": []})
    store.edit_draft(game, lambda d: {**d, "events": [*d["events"], {"kind": "blank", "player": "Ana"}]})
    assert store.load_game(game).draft == {"events": [{"kind": "blank", "player": "Ana"}]}
    store.edit_draft(game, lambda d: None)  # a refused change writes nothing
    assert store.load_game(game).draft_revision == 2
    store.clear_draft(game)
    assert store.load_game(game).draft is None


def test_a_write_based_on_an_old_revision_is_refused(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"]).id
    seen = store.load_game(game).revision
    store.add_deal(game, M1, revision=seen)
    with pytest.raises(store.Stale) as stale:
        store.add_deal(game, M1, revision=seen)  # another phone, still on the old view
    assert stale.value.what == "game" and stale.value.current == seen + 1
    with pytest.raises(store.Stale):
        store.replace_deal(game, 1, BOMB_CYR, revision=seen)
    with pytest.raises(store.Stale):
        store.delete_deal(game, 1, revision=seen)
    assert store.load_game(game).entries == [M1]
    # the same submission retried (same client id) is recognised, whatever the revision
    store.add_deal(game, M4, "retry", revision=seen + 1)
    assert store.add_deal(game, M4, "retry", revision=seen).created is False


def test_a_draft_write_from_an_old_revision_is_refused(ctx) -> None:
    game = store.create_game("besigue", ["Ana", "Bea"], "japonais").id
    store.save_draft(game, {"cut": {"pile_count": 18}}, revision=0)
    with pytest.raises(store.Stale) as stale:
        store.save_draft(game, {"cut": {"pile_count": 5}}, revision=0)
    assert stale.value.what == "draft"
    assert store.load_game(game).draft == {"cut": {"pile_count": 18}}


def test_undo_takes_back_the_last_deal_only(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"]).id
    first = store.add_deal(game, M1)
    second = store.add_deal(game, BOMB_CYR)
    assert store.undo_deal(game, first.deal_id) is None  # no longer the last one
    assert store.undo_deal(game, second.deal_id) == 2
    assert store.undo_deal(game, second.deal_id) is None  # a retried undo
    assert store.load_game(game).entries == [M1]


def test_undo_of_a_live_deal_puts_it_back_in_progress(ctx) -> None:
    game = store.create_game("besigue", ["Ana", "Bea"], "japonais").id
    deal = {"cut": {"pile_count": 10}, "last_trick_winner": "Ana", "events": [{"kind": "blank", "player": "Ana"}]}
    added = store.add_deal(game, deal)
    store.undo_deal(game, added.deal_id)
    assert store.load_game(game).draft == deal and store.load_game(game).deals == []


def test_a_huge_id_is_not_found(ctx) -> None:
    for game_id in (0, -1, 2**63, 10**30):
        with pytest.raises(store.GameNotFound):
            store.load_game(game_id)


def test_a_failed_write_rolls_back(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"]).id
    with pytest.raises(RuntimeError):
        with write() as db:
            db.execute("UPDATE games SET slug = 'x' WHERE id = ?", [game])
            raise RuntimeError("boom")
    assert get_db().execute("SELECT slug FROM games WHERE id = ?", [game]).fetchone()[0] == "mille"


def test_a_stored_deal_the_rules_refuse_is_reported_not_a_crash(ctx) -> None:
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"]).id
    store.add_deal(game, M1)
    with write() as db:  # as if the rules had changed since the deal was entered
        db.execute("UPDATE deals SET entry = ? WHERE game_id = ?", ['{"taker": "Ana", "contract": 7}', game])
    loaded = store.load_game(game)
    assert loaded.refused is not None and loaded.refused.deal == 1
    assert loaded.replay.deals == ()


def test_links_open_their_game_and_can_be_revoked(ctx) -> None:
    created = store.create_game("mille", ["Ana", "Bea", "Cyr"])
    assert len(created.edit_token) >= 32 and created.edit_token != created.view_token  # 192 random bits each
    edit, view = store.resolve(created.edit_token), store.resolve(created.view_token)
    assert (edit.game_id, edit.can_edit) == (created.id, True) and (view.game_id, view.can_edit) == (created.id, False)
    fresh = store.reissue_links(created.id)
    for dead in (created.edit_token, created.view_token, "x" * 32, "", "short"):
        with pytest.raises(store.GameNotFound):
            store.resolve(dead)
    assert store.resolve(fresh.edit_token).can_edit


def test_a_client_id_entered_with_another_entry_is_a_stale_form(ctx) -> None:
    """A form's id is the same for a session at a revision (its page is then the same page): a second form of
    that session, sending another deal under the id the first one entered, is stale, and nothing is written."""
    game = store.create_game("mille", ["Ana", "Bea", "Cyr"], first_dealer="Cyr").id
    store.add_deal(game, M1, "form-at-0")
    with pytest.raises(store.Stale) as stale:
        store.add_deal(game, M4, "form-at-0")
    assert stale.value.current == 1 and store.load_game(game).entries == [M1]
