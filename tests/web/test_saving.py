"""A save answers from what the store read while writing: the log is read
once per request, and what the answer draws is what a fresh load would draw."""

from __future__ import annotations

import pytest
from webtable import HTMX, M1, M2, Table, input_value, text

from compagnon import store


def test_a_save_reads_the_log_once_and_answers_as_a_fresh_load_would(table: Table, mille: str,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    table.deal(mille, M1)
    page = table.page(mille)
    reads: list[int] = []
    real = store._deal_rows
    monkeypatch.setattr(store, "_deal_rows", lambda db, game_id: reads.append(game_id) or real(db, game_id))
    answer = text(table.client.post(f"/g/{mille}/deals", headers=HTMX, data={
        "client_id": input_value(page, "client_id") or "", "revision": input_value(page, "revision") or "",
        "blank": input_value(page, "blank") or "", "action": "save", **M2}))
    assert len(reads) == 1  # the request's load; the write and the answer reuse it
    assert "Donne 2 enregistrée" in answer
    with table.app.app_context():
        fresh = store.load_game(table.game_id(mille))
    assert input_value(answer, "revision") == str(fresh.revision) and len(fresh.deals) == 2
    assert input_value(answer, "client_id") != input_value(page, "client_id")  # the next deal's own id


def test_the_game_the_store_returns_is_the_one_it_stored(table: Table, mille: str) -> None:
    table.deal(mille, M1)
    with table.app.app_context():
        before = store.load_game(table.game_id(mille))
        entry2 = {"dealer": "Ana", "taker": "Bea", "contract": 125, "taker_had_marriage_at_bid": True,
                  "trick_points": {"Ana": 44, "Bea": 63, "Cyr": 13}, "marriages": {"Bea": ["pique"]}}
        added = store.add_deal(before.id, entry2, "c-2", revision=before.revision, known=before)
        fresh = store.load_game(before.id)
    assert added.loaded is not None
    assert added.loaded.revision == fresh.revision == before.revision + 1
    assert added.loaded.deals == fresh.deals
    assert added.loaded.replay.totals == fresh.replay.totals
    assert added.loaded.row == fresh.row and added.loaded.draft == fresh.draft


def test_a_known_game_out_of_date_is_read_again(table: Table, mille: str) -> None:
    """Another phone saved in between: the log is read from the database, not from what the request held."""
    with table.app.app_context():
        stale = store.load_game(table.game_id(mille))
    table.deal(mille, M1)
    with table.app.app_context():
        m2 = {"dealer": "Ana", "taker": "Bea", "contract": 125, "taker_had_marriage_at_bid": True,
              "trick_points": {"Ana": 44, "Bea": 63, "Cyr": 13}, "marriages": {"Bea": ["pique"]}}
        added = store.add_deal(stale.id, m2, "c-late", known=stale)  # no revision given: appended
        fresh = store.load_game(stale.id)
    assert added.position == 2 and added.loaded is not None
    assert len(added.loaded.deals) == 2 and added.loaded.deals == fresh.deals


@pytest.mark.parametrize("clearing", [False, True])
def test_the_game_returned_keeps_or_clears_the_deal_in_progress(table: Table, mille: str, clearing: bool) -> None:
    """A deal in progress (a live game's draft) stays as it was, or is gone when the save clears it: the game the
    store returns says so as a fresh load does, without reading it again."""
    with table.app.app_context():
        game_id = table.game_id(mille)
        store.save_draft(game_id, {"taker": "Bea"})
        before = store.load_game(game_id)
        assert before.draft == {"taker": "Bea"}
        m1 = {"dealer": "Cyr", "taker": "Ana", "contract": 110, "trick_points": {"Ana": 78, "Bea": 30, "Cyr": 12},
              "marriages": {"Ana": ["carreau"]}}
        added = store.add_deal(game_id, m1, "c-1", revision=before.revision, known=before,
                               clear_draft=clearing, draft_revision=before.draft_revision if clearing else None)
        fresh = store.load_game(game_id)
    assert added.loaded is not None
    assert added.loaded.row == fresh.row and added.loaded.draft == fresh.draft
    assert fresh.draft == (None if clearing else {"taker": "Bea"})
    assert fresh.draft_revision == before.draft_revision + clearing


def test_games_set_up_alike_share_their_rules_object(table: Table, mille: str) -> None:
    """Built once per set-up (its checks, its house rules, its entry's schema), then shared, request after
    request; another set-up has its own."""
    alike = table.new_game("mille", ["Ana", "Bea", "Cyr"], first_dealer=2)  # as the fixture's game
    other = table.new_game("mille", ["Ana", "Bea", "Cyr"], first_dealer=1)
    with table.app.app_context():
        first, again = store.load_game(table.game_id(mille)), store.load_game(table.game_id(mille))
        twin, third = store.load_game(table.game_id(alike)), store.load_game(table.game_id(other))
    assert first.game is again.game is twin.game
    assert third.game is not first.game and third.game.first_dealer == "Bea" and first.game.first_dealer == "Cyr"
    table.deal(mille, M1)
    table.deal(alike, M1)
    with table.app.app_context():
        one, two = store.load_game(table.game_id(mille)), store.load_game(table.game_id(alike))
    assert one.replay.totals == two.replay.totals and one.game is two.game


def test_two_forms_of_one_phone_at_one_revision_never_lose_a_deal(table: Table, mille: str) -> None:
    """The page drawn twice at a revision is the same page (a 304 for the phone that has it), so its two tabs
    hold one form id: the second deal sent under it is refused as stale, never taken for a retry of the first,
    and the form it is drawn again with has an id of its own."""
    first, second = table.page(mille), table.page(mille)
    assert input_value(first, "client_id") == input_value(second, "client_id")
    assert table.deal(mille, M1, client_id=input_value(first, "client_id")).status_code == 303
    stale = table.client.post(f"/g/{mille}/deals", headers=HTMX, data={
        "client_id": input_value(second, "client_id") or "", "revision": input_value(second, "revision") or "",
        "action": "save", **M2})
    again = text(stale)
    assert "Un autre téléphone a modifié la partie" in again and len(table.deal_rows(mille)) == 1
    assert input_value(again, "client_id") != input_value(second, "client_id")
    saved = table.client.post(f"/g/{mille}/deals", headers=HTMX, data={
        "client_id": input_value(again, "client_id") or "", "revision": input_value(again, "revision") or "",
        "action": "save", **M2})
    assert saved.status_code == 200 and len(table.deal_rows(mille)) == 2
