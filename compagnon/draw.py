"""The draw of a tournament's rounds: who sits at which table, who sits out.

Pure Python, like the rules engine. Round 1 seats the players at random;
every later round seats them so that as few pairs as possible meet again.

How a round is judged: each pair seated at one table costs what its
meetings so far weigh, ``SEEN * (met > 0) + met²``: first as few pairs that
have already met as possible, then, among draws with as many, the fewest
pairs meeting a third or fourth time. A round is found by local search —
a random seating, then every swap of two players of different tables that
lowers the cost, until none does — from several random seatings, keeping
the cheapest. Over an evening, :func:`repeats` counts the meetings beyond a
pair's first, and :func:`fewest_repeats` a bound no draw can beat.

Tables have the game's sizes: the usual one first (``sizes[0]``), others where
the game has them (Loba: 3 to 5 players). Players that no tables can hold
sit out (« exempt »), in turn: those who have played the most rounds first
(a round missed, absent or late, counts as one sat out), so that a player
sits out a second time only when everyone present has sat out once.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

#: what seating again two players who have met costs, before the square of their meetings
SEEN = 1000
#: the random seatings each round's search starts from
STARTS = 24

Pair = frozenset[str]


@dataclass(frozen=True)
class Round:
    """A round drawn: its tables, each in seat order, and who sits out."""

    tables: tuple[tuple[str, ...], ...]
    exempt: tuple[str, ...] = ()


def seating(count: int, sizes: Sequence[int]) -> tuple[tuple[int, ...], int]:
    """How ``count`` players sit at tables of ``sizes`` (the usual size
    first): the tables' sizes, largest first, and how many sit out — as few
    as can be, then as many tables of the usual size as can be, then as few
    tables."""
    if not sizes or min(sizes) < 2:
        raise ValueError("a table seats two players at least")
    for out in range(count + 1):
        best = _tables(count - out, tuple(sorted(set(sizes))), sizes[0])
        if best is not None:
            return tuple(sorted(best, reverse=True)), out
    raise AssertionError("no players, no table")  # pragma: no cover — zero players sit at no table


@cache
def _tables(count: int, sizes: tuple[int, ...], usual: int) -> tuple[int, ...] | None:
    """Table sizes adding up to ``count``: most of the usual size, then fewest; None if none do."""
    if count == 0:
        return ()
    best: tuple[int, ...] | None = None
    for size in sizes:
        if size <= count:
            rest = _tables(count - size, sizes, usual)
            if rest is not None:
                found = (size, *rest)
                if best is None or (found.count(usual), -len(found)) > (best.count(usual), -len(best)):
                    best = found
    return best


def meetings(rounds: Iterable[Round]) -> Counter[Pair]:
    """How many times each pair of players sat at one table."""
    met: Counter[Pair] = Counter()
    for played in rounds:
        for table in played.tables:
            met.update(frozenset(pair) for pair in combinations(table, 2))
    return met


def repeats(rounds: Iterable[Round]) -> int:
    """The meetings beyond each pair's first, over the rounds."""
    return sum(times - 1 for times in meetings(rounds).values())


def fewest_repeats(players: int, table_sizes: Sequence[int], rounds: int) -> int:
    """A bound no draw can beat: the meetings ``rounds`` rounds make, less the
    pairs there are to meet."""
    per_round = sum(size * (size - 1) // 2 for size in table_sizes)
    return max(0, per_round * rounds - players * (players - 1) // 2)


def rounds_missed(players: Iterable[str], rounds: Sequence[Round]) -> Counter[str]:
    """How many of the rounds each player did not play: sat out, absent or not yet there."""
    played = Counter(name for each in rounds for table in each.tables for name in table)
    return Counter({name: len(rounds) - played[name] for name in players})


def draw(players: Sequence[str], sizes: Sequence[int], past: Sequence[Round] = (),
         rng: random.Random | None = None) -> Round:
    """The next round for ``players`` (those present), after the rounds ``past``."""
    rng = rng or random.Random()
    table_sizes, out = seating(len(players), sizes)
    exempt = _exempt(players, out, rounds_missed(players, past), rng)
    seated = [name for name in players if name not in exempt]
    met = meetings(past)
    best: list[list[str]] | None = None
    best_cost = 0
    for _ in range(STARTS if met else 1):
        tables = _improved(_random_tables(seated, table_sizes, rng), met)
        cost = sum(_table_cost(table, met) for table in tables)
        if best is None or cost < best_cost:
            best, best_cost = tables, cost
        if best_cost == 0:
            break
    assert best is not None
    for table in best:
        rng.shuffle(table)  # the seats: in an order no one chose
    return Round(tuple(tuple(table) for table in best), tuple(sorted(exempt, key=players.index)))


def _exempt(players: Sequence[str], out: int, missed: Counter[str], rng: random.Random) -> set[str]:
    """Who sits out: those who missed fewest rounds, drawn among equals."""
    order = list(players)
    rng.shuffle(order)
    order.sort(key=lambda name: missed[name])
    return set(order[:out])


def _random_tables(seated: Sequence[str], table_sizes: Sequence[int], rng: random.Random) -> list[list[str]]:
    order = list(seated)
    rng.shuffle(order)
    tables, start = [], 0
    for size in table_sizes:
        tables.append(order[start:start + size])
        start += size
    return tables


def _weight(times: int) -> int:
    return SEEN + times * times if times else 0


def _table_cost(table: Sequence[str], met: Counter[Pair]) -> int:
    return sum(_weight(met[frozenset(pair)]) for pair in combinations(table, 2))


def _with(table: Sequence[str], name: str, met: Counter[Pair], leaving: str) -> int:
    """What ``name`` costs at ``table`` once ``leaving`` has left it."""
    return sum(_weight(met[frozenset((name, other))]) for other in table if other != leaving)


def _improved(tables: list[list[str]], met: Counter[Pair]) -> list[list[str]]:
    """Swaps two players of different tables while one lowers the cost."""
    better = bool(met)
    while better:
        better = False
        for a, b in combinations(range(len(tables)), 2):
            for i, x in enumerate(tables[a]):
                for j, y in enumerate(tables[b]):
                    before = _with(tables[a], x, met, x) + _with(tables[b], y, met, y)
                    after = _with(tables[a], y, met, x) + _with(tables[b], x, met, y)
                    if after < before:
                        tables[a][i], tables[b][j] = y, x
                        x = y
                        better = True
    return tables
