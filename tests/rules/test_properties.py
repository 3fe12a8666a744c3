"""Properties of the engine over random games (Hypothesis).

Random deal entries are generated loosely; those the rules refuse are
dropped, so each example is a valid log a table could have entered.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from compagnon.rules import DealError, Game, new_game, replay

SUITS = ["pique", "coeur", "carreau", "trefle"]
MILLE_PLAYERS = ["Ana", "Bea", "Cyr"]
BESIGUE_PLAYERS = ["Ana", "Bea"]


@st.composite
def mille_deal(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["normal"] * 8 + ["bomb", "misdeal", "fault"]))
    if kind == "misdeal":
        return {"misdeal": True}
    taker = draw(st.sampled_from(MILLE_PLAYERS))
    contract = draw(st.sampled_from(list(range(100, 125, 5)) + [125, 150, 200, 300]))
    entry: dict[str, Any] = {"taker": taker, "contract": contract, "taker_had_marriage_at_bid": contract > 120}
    if kind == "bomb":
        entry["bomb"] = True
        return entry
    if kind == "fault":
        offender = draw(st.sampled_from(MILLE_PLAYERS))
        entry["fault"] = {"player": offender, "kind": "no_follow"}
        entry["points_at_stop"] = {p: draw(st.integers(0, 60)) for p in MILLE_PLAYERS if p != taker}
        return entry
    a = draw(st.integers(0, 120))
    b = draw(st.integers(0, 120 - a))
    points = [a, b, 120 - a - b]
    entry["trick_points"] = dict(zip(MILLE_PLAYERS, draw(st.permutations(points))))
    suits = draw(st.lists(st.sampled_from(SUITS), unique=True, max_size=4))
    marriages: dict[str, list[str]] = {}
    for suit in suits:
        marriages.setdefault(draw(st.sampled_from(MILLE_PLAYERS)), []).append(suit)
    entry["marriages"] = marriages
    return entry


COMBINATIONS = [
    {"type": "mariage", "suit": s} for s in SUITS
] + [{"type": "double_mariage", "suit": s} for s in SUITS] + [
    {"type": t} for t in ("besigue", "double_besigue", "triple_besigue")
] + [{"type": "carre", "rank": r} for r in ("V", "D", "R", "A")] + [{"type": "suite", "suit": s} for s in SUITS]


@st.composite
def besigue_deal(draw: st.DrawFn) -> dict[str, Any]:
    events: list[dict[str, Any]] = []
    for _ in range(draw(st.integers(0, 14))):
        player = draw(st.sampled_from(BESIGUE_PLAYERS))
        if draw(st.integers(0, 9)) == 0:
            events.append({"kind": "fault", "player": player,
                           "type": draw(st.sampled_from(["too_many_cards", "missed_draw"]))})
        else:
            events.append({"kind": "combination", "player": player, **draw(st.sampled_from(COMBINATIONS))})
    split = draw(st.integers(0, 32))
    entry: dict[str, Any] = {
        "cut": {"pile_count": draw(st.integers(15, 21)), "guess": draw(st.one_of(st.none(), st.integers(15, 21)))},
        "events": events,
        "last_trick_winner": draw(st.sampled_from(BESIGUE_PLAYERS)),
        "brisques": {"Ana": split, "Bea": 32 - split},
    }
    if draw(st.booleans()):
        entry["brisques_requested_by"] = draw(st.sampled_from(BESIGUE_PLAYERS))
    return entry


def accepted(game: Game[Any], entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The entries the rules accept, each scored from the state the previous ones lead to."""
    log: list[dict[str, Any]] = []
    state = game.new_state()
    for entry in entries:
        try:
            state = game.play(state, entry).state
        except DealError:
            continue
        log.append(entry)
    return log


def check_log(game: Game[Any], log: list[dict[str, Any]]) -> None:
    first = replay(game, log)
    assert replay(game, log).as_dict() == first.as_dict(), "replay is deterministic"

    running = {p: 0 for p in game.players}
    for deal in first.deals:
        running = {p: running[p] + deal.delta[p] for p in game.players}
        assert running == dict(deal.totals)
        explained = {p: 0 for p in game.players}
        for line in deal.lines:
            explained[line.player] += line.points
        assert explained == dict(deal.delta)

    if log:
        # deleting the last deal and entering it again changes nothing
        again = game.play(replay(game, log[:-1]).state, log[-1])
        assert again.state == first.state
        # deleting any deal leaves a log that replays the same way twice
        k = len(log) // 2
        try:
            without = replay(game, log[:k] + log[k + 1:])
        except DealError:
            return  # a later deal depended on it (e.g. a bomb already used)
        assert replay(game, log[:k] + log[k + 1:]).as_dict() == without.as_dict()


@settings(max_examples=60, deadline=None)
@given(st.lists(mille_deal(), max_size=30))
def test_mille_replay_properties(entries: list[dict[str, Any]]) -> None:
    game = new_game("mille", MILLE_PLAYERS)
    log = accepted(game, entries)
    check_log(game, log)
    result = replay(game, log)
    for score in result.totals.values():
        assert not 880 < score < 1000, "Mille §9.1: no score between 880 and 1000"
    for turns in result.report()["tonneau_turns"].values():
        assert 0 <= turns <= 3


@settings(max_examples=40, deadline=None)
@given(st.lists(besigue_deal(), max_size=6), st.sampled_from(["japonais", "chinois"]))
def test_besigue_replay_properties(entries: list[dict[str, Any]], variant: str) -> None:
    game = new_game("besigue", BESIGUE_PLAYERS, variant)
    if variant == "chinois":
        for entry in entries:
            split = entry["brisques"]["Ana"]
            entry["brisques"] = {"Ana": split, "Bea": 48 - split}
            entry["cut"]["pile_count"] += 6
    log = accepted(game, entries)
    check_log(game, log)
    result = replay(game, log)
    for deal in result.deals:
        marks = [v for v in deal.delta.values() if v]
        assert len(marks) <= 1, "Bésigue §7.3: only the deal's winner marks"
        assert all(v % 100 == 0 and v >= 0 for v in deal.delta.values()), "marks are rounded down to 100"
