"""A tournament's standings, from each round's tables: pure Python.

A player's **result** in a round is his total at his table at the end of
the round. Two ways of adding rounds up:

* ``totals`` (the default): the sum of his results, in the game's direction
  (highest first; lowest first where the lowest total wins, as at Loba);
* ``places`` (« points de classement »): points by his place at his table,
  ``n`` for the first of ``n`` players, then ``n - 2``, ``n - 3`` … 0
  (3-1-0 at three players, 4-2-1-0 at four); players tied at a table share
  the points of the places they hold together.

A player who sits out a round (« exempt ») is given the average of that
round's results (of its place points, counting places), rounded to the
nearest whole point, halves away from zero; he wins no round by it. A
player absent from a round gets nothing for it.

Ties are broken by rounds won (first at his table, alone or shared), then
by the best round (its result, or its place points); players still equal
share their rank.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import floor
from typing import Literal

Scoring = Literal["totals", "places"]


@dataclass(frozen=True)
class RoundResults:
    """A round played: each table's totals at the end of the round (or as
    they stand while it is played), and who sat out. ``decided`` says, table
    by table, whether its round is over (all are when it is empty): a table
    still playing wins no round yet."""

    tables: tuple[Mapping[str, int], ...]
    exempt: tuple[str, ...] = ()
    decided: tuple[bool, ...] = ()


@dataclass(frozen=True)
class Standing:
    player: str
    rank: int
    points: Fraction
    rounds_won: int
    best: Fraction | None
    #: what each round gave him (None: absent from it), and whether he sat out
    rounds: tuple[Fraction | None, ...] = field(default=())
    exempt_rounds: tuple[int, ...] = ()


def place_points(size: int) -> list[int]:
    """The points of each place at a table of ``size`` players: n, n-2, n-3 … 0."""
    return [size] + list(range(size - 2, -1, -1)) if size > 1 else [1]


def table_scores(totals: Mapping[str, int], scoring: Scoring, lowest_wins: bool) -> dict[str, Fraction]:
    """What each player of a table takes from the round."""
    if scoring == "totals":
        return {player: Fraction(total) for player, total in totals.items()}
    points = place_points(len(totals))
    ordered = sorted(totals, key=lambda p: totals[p], reverse=not lowest_wins)
    scores: dict[str, Fraction] = {}
    start = 0
    while start < len(ordered):
        end = start
        while end + 1 < len(ordered) and totals[ordered[end + 1]] == totals[ordered[start]]:
            end += 1
        shared = Fraction(sum(points[start:end + 1]), end - start + 1)
        for player in ordered[start:end + 1]:
            scores[player] = shared
        start = end + 1
    return scores


def winners(totals: Mapping[str, int], lowest_wins: bool) -> set[str]:
    """Who is first at a table (several when tied)."""
    if not totals:
        return set()
    best = min(totals.values()) if lowest_wins else max(totals.values())
    return {player for player, total in totals.items() if total == best}


def rounded(value: Fraction) -> Fraction:
    """To the nearest whole point, halves away from zero."""
    whole = floor(abs(value) + Fraction(1, 2))
    return Fraction(whole if value >= 0 else -whole)


def standings(players: Sequence[str], rounds: Sequence[RoundResults], *, scoring: Scoring = "totals",
              lowest_wins: bool = False) -> list[Standing]:
    """The standings after ``rounds``, best first."""
    higher = scoring == "places" or not lowest_wins  # which way points are better
    took: dict[str, list[Fraction | None]] = {player: [] for player in players}
    won = dict.fromkeys(players, 0)
    sat_out: dict[str, list[int]] = {player: [] for player in players}
    for number, played in enumerate(rounds, start=1):
        given: dict[str, Fraction] = {}
        for index, totals in enumerate(played.tables):
            given |= table_scores(totals, scoring, lowest_wins)
            if not played.decided or played.decided[index]:
                for player in winners(totals, lowest_wins):
                    won[player] = won.get(player, 0) + 1
        average = rounded(Fraction(sum(given.values()), len(given))) if given else Fraction(0)
        for player in played.exempt:
            given[player] = average
            sat_out.setdefault(player, []).append(number)
        for player in took:
            took[player].append(given.get(player))
    rows = []
    for player in players:
        results = [value for value in took[player] if value is not None]
        total = sum(results, Fraction(0))
        best = (max(results) if higher else min(results)) if results else None
        rows.append((player, total, won[player], best))

    def key(row: tuple[str, Fraction, int, Fraction | None]) -> tuple[Fraction, int, Fraction]:
        _, total, rounds_won, best = row
        sign = 1 if higher else -1
        return (sign * total, rounds_won, sign * best if best is not None else Fraction(-10**18))

    keyed = sorted(((key(row), row) for row in rows), key=lambda pair: pair[0], reverse=True)
    ranked: list[Standing] = []
    for index, (sort_key, row) in enumerate(keyed):
        rank = ranked[-1].rank if ranked and keyed[index - 1][0] == sort_key else index + 1
        player, total, rounds_won, best = row
        ranked.append(Standing(player, rank, total, rounds_won, best, tuple(took[player]), tuple(sat_out[player])))
    return ranked
