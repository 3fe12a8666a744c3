"""A deal entered is replayed once: the page, the polls and the sheet after it reuse that replay;
and the replay scores that deal only, resuming from the replay of the deals before it."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

import compagnon.store as store
from compagnon.rules import new_game
from compagnon.rules import replay as real_replay

PLAYERS = ["Ana", "Bea", "Cyr"]


def deal(taker: str, points: tuple[int, int, int]) -> dict[str, Any]:
    return {"taker": taker, "contract": 100, "trick_points": dict(zip(PLAYERS, points, strict=True))}


@pytest.fixture()
def replays(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The number of deals each replay of the store scored."""
    seen: list[int] = []

    def counting(game: Any, entries: Any, **kwargs: Any) -> Any:
        seen.append(len(entries))
        return real_replay(game, entries, **kwargs)

    store.REPLAYS.clear()
    monkeypatch.setattr(store, "replay", counting)
    return seen


def test_a_deal_entered_and_shown_is_replayed_once(client: FlaskClient, replays: list[int]) -> None:
    created = client.post("/api/games", json={"game": "mille", "players": PLAYERS}).get_json()
    bearer = {"Authorization": f"Bearer {created['edit_token']}"}
    log = [deal(PLAYERS[i % 3], (100, 10, 10)) for i in range(5)] + [deal("Cyr", (20, 0, 100))]
    expected = dict(real_replay(new_game("mille", PLAYERS), log).totals)
    for entry in log[:5]:
        added = client.post(f"/api/games/{created['id']}/deals", headers=bearer, json={"entry": entry})
        assert added.status_code == 201
    replays.clear()
    answer = client.post(f"/api/games/{created['id']}/deals", headers=bearer, json={"entry": log[5]})
    assert answer.status_code == 201 and answer.get_json()["totals"] == expected
    page = client.get(f"/g/{created['view_token']}")
    assert page.status_code == 200
    assert client.get(f"/api/games/{created['id']}", headers=bearer).get_json()["totals"] == expected
    assert replays == [1]  # the entry's check scores it alone; the answer, the page and the API reuse it


def test_a_change_is_replayed_afresh_and_the_old_log_is_not_reused(client: FlaskClient, replays: list[int]) -> None:
    created = client.post("/api/games", json={"game": "mille", "players": PLAYERS}).get_json()
    bearer = {"Authorization": f"Bearer {created['edit_token']}"}
    url = f"/api/games/{created['id']}"
    client.post(f"{url}/deals", headers=bearer, json={"entry": deal("Ana", (100, 10, 10))})
    client.post(f"{url}/deals", headers=bearer, json={"entry": deal("Bea", (10, 100, 10))})
    shown = client.get(url, headers=bearer).get_json()
    assert shown["totals"] == dict(real_replay(new_game("mille", PLAYERS), [deal("Ana", (100, 10, 10)),
                                                                            deal("Bea", (10, 100, 10))]).totals)
    first = shown["deals"][0]
    edited = client.put(f"{url}/deals/{first['id']}", headers={**bearer, "If-Match": str(shown["revision"])},
                        json={"entry": deal("Ana", (60, 30, 30))})
    assert edited.status_code == 200
    after = real_replay(new_game("mille", PLAYERS), [deal("Ana", (60, 30, 30)), deal("Bea", (10, 100, 10))])
    assert client.get(url, headers=bearer).get_json()["totals"] == dict(after.totals) != shown["totals"]
    assert replays[-1] == 2  # an edit of the first deal scores the log again from that deal
