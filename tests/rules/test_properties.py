"""Properties of the engine over random games (Hypothesis).

Random deal entries are generated loosely; those the rules refuse are
dropped, so each example is a valid log a table could have entered.
``accepted`` and ``check_log`` are what every game's own property test
uses (``tests/rules/test_<slug>.py``). The reader is also fed random JSON
for every declared game: it answers with values or a clean refusal, never
with an exception.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from props import accepted, check_log

from compagnon.rules import DealError, new_game, replay
from compagnon.rules.registry import load

SUITS = ["pique", "coeur", "carreau", "trefle"]
MILLE_PLAYERS = ["Ana", "Bea", "Cyr"]


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
    entry["trick_points"] = dict(zip(MILLE_PLAYERS, draw(st.permutations(points)), strict=True))
    suits = draw(st.lists(st.sampled_from(SUITS), unique=True, max_size=4))
    marriages: dict[str, list[str]] = {}
    for suit in suits:
        marriages.setdefault(draw(st.sampled_from(MILLE_PLAYERS)), []).append(suit)
    entry["marriages"] = marriages
    return entry


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


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=True) | st.text(max_size=8)
    | st.sampled_from(["Ana", "Bea", "Cyr", "Dan", "pique", "coeur", "R", "10", "joker", "excuse", "played", "pass"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["Ana", "Bea", "Cyr", "Dan", "rank", "suit", "player", "kind", "x"]) | st.text(max_size=5),
        inner, max_size=4),
    max_leaves=25)


@st.composite
def entry_like(draw: st.DrawFn, names: list[str]) -> dict[str, Any]:
    """A dict whose keys are mostly the game's own field names, with random JSON values."""
    keys = st.sampled_from(names) | st.text(max_size=6)
    return draw(st.dictionaries(keys, JSON_VALUES, max_size=8))


@pytest.mark.parametrize("slug", sorted(load()))
def test_the_reader_answers_any_json_with_values_or_a_clean_refusal(slug: str) -> None:
    game = load()[slug].example()
    names = [f.name for f in game.entry_schema.fields]

    @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.one_of(entry_like(names), JSON_VALUES))
    def check(raw: Any) -> None:
        try:
            typed = game.read_entry(raw)
        except DealError as error:
            assert error.problems and all(p.text() for p in error.problems)
            json.dumps(error.as_dict())
            return
        assert game.write_entry(typed) == raw
        if game.playable:
            state = game.new_state()
            try:
                game.score_deal(state, typed)
            except DealError as error:
                assert error.text()

    check()
