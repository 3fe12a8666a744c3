"""A replay resumed after its first deals scores exactly as a replay from
the start: the server resumes from the replay it holds when a deal is added
or changed, so every casebook game is replayed both ways and compared."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from compagnon.exchange import read_case
from compagnon.rules import DealRefused, replay

CASES = sorted((Path(__file__).resolve().parent.parent / "casebook").glob("*.json"))


def scored(result: Any) -> list[tuple[Any, ...]]:
    return [(d.number, d.dealer, dict(d.delta), dict(d.totals), [line.as_dict() for line in d.lines])
            for d in result.deals] + [(dict(result.totals), result.finished, list(result.state.winners))]


def valid_games() -> list[Path]:
    found = []
    for path in CASES:
        case = json.loads(path.read_text(encoding="utf-8"))
        if "error" not in case.get("expect", {}) and len(case.get("deals", [])) >= 2:
            found.append(path)
    return found


@pytest.mark.parametrize("path", valid_games(), ids=lambda p: p.stem)
def test_resuming_after_any_deal_scores_as_from_the_start(path: Path) -> None:
    try:
        checked, whole = read_case(json.loads(path.read_text(encoding="utf-8")))
    except DealRefused:
        pytest.skip("a refused deal: nothing to resume")
    entries = checked["deals"]
    for kept in range(len(entries) + 1):
        resumed = replay(whole.game, entries[kept:], resume=whole.deals[:kept])
        assert scored(resumed) == scored(whole), f"resumed after deal {kept}"


def test_a_refusal_after_resuming_names_the_deal_of_the_whole_log() -> None:
    checked, whole = read_case({"game": "mille", "players": ["Ana", "Bea", "Cyr"], "deals": [
        {"taker": "Ana", "contract": 100, "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10}},
        {"taker": "Bea", "contract": 100, "trick_points": {"Ana": 10, "Bea": 100, "Cyr": 10}}]})
    with pytest.raises(DealRefused) as refused:
        replay(whole.game, [{"taker": "Zed"}], resume=whole.deals)
    assert refused.value.deal == 3


def test_the_cache_resumes_where_an_edited_log_parts(monkeypatch: pytest.MonkeyPatch) -> None:
    from compagnon import store

    deals = [{"taker": taker, "contract": 100,
              "trick_points": {p: 100 if p == taker else 10 for p in ("Ana", "Bea", "Cyr")}}
             for taker in ("Ana", "Bea", "Cyr", "Ana")]
    row = {"id": 7, "slug": "mille", "players": '["Ana", "Bea", "Cyr"]', "variant": None, "options": None,
           "first_dealer": 0}
    _, whole = read_case({"game": "mille", "players": ["Ana", "Bea", "Cyr"], "deals": deals})
    cache = store.ReplayCache()
    scored_deals: list[int] = []
    original = store.replay

    def counting(game: Any, entries: Any, **kwargs: Any) -> Any:
        entries = list(entries)
        scored_deals.append(len(entries))
        return original(game, entries, **kwargs)

    monkeypatch.setattr(store, "replay", counting)
    cache.replay(row, whole.game, deals)
    edited = [*deals[:2], {**deals[2], "contract": 105}, deals[3]]
    result = cache.replay(row, whole.game, edited)
    assert scored_deals == [4, 2]  # the whole log, then the two deals from the edited one on
    assert scored(result) == scored(replay(whole.game, edited))


def test_the_cache_keeps_the_most_recently_used_replays(monkeypatch: pytest.MonkeyPatch) -> None:
    from compagnon import store

    players = ("Ana", "Bea", "Cyr")
    _, whole = read_case({"game": "mille", "players": list(players), "deals": []})
    logs = {taker: [{"taker": taker, "contract": 100,
                     "trick_points": {p: 100 if p == taker else 10 for p in players}}] for taker in players}
    row = {"id": 7, "slug": "mille", "players": json.dumps(players), "variant": None, "options": None,
           "first_dealer": 0}
    cache = store.ReplayCache(limit=2)
    replayed: list[str] = []
    original = store.replay

    def counting(game: Any, entries: Any, **kwargs: Any) -> Any:
        entries = list(entries)
        replayed.extend(entry["taker"] for entry in entries)
        return original(game, entries, **kwargs)

    monkeypatch.setattr(store, "replay", counting)
    for taker in ("Ana", "Bea", "Ana", "Cyr", "Ana", "Bea"):
        cache.replay(row, whole.game, logs[taker])  # the game's one deal, entered again and again
    # Ana used again before Cyr came: Bea, the least recently used, made room, and is replayed again
    assert replayed == ["Ana", "Bea", "Cyr", "Bea"]
