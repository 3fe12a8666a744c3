"""What every game's property test checks on the logs Hypothesis draws.

``accepted`` keeps the entries the rules accept, in order; ``check_log``
asserts what holds for any accepted log of any game.
"""

from __future__ import annotations

from typing import Any

from compagnon.rules import DealError, Game, replay


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
    """What holds for any accepted log of any game (used by every game's
    property test): replay is deterministic, totals are the running sum of
    the deltas, the lines explain every point, deleting and re-entering the
    last deal changes nothing, a refused entry leaves the state as it was."""
    first = replay(game, log)
    assert replay(game, log).as_dict() == first.as_dict(), "replay is deterministic"

    running = {p: 0 for p in game.players}
    for deal in first.deals:
        running = {p: running[p] + deal.delta[p] for p in game.players}
        assert running == dict(deal.totals)
        assert game.delta_of(deal.lines) == dict(deal.delta), "the lines explain every point"
    if game.pot is not None and game.pot_unit is None:
        assert sum(first.totals.values()) + game.pot_balance(first.state) == 0, "payments sum to zero"

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
