"""How near the best possible the draw of a tournament's rounds comes.

For 12, 16, 24 and 40 players at tables of three, of four, and Loba's 3 to
5, rounds drawn one after the other as an evening plays them, over 20 seeds:
the meetings beyond each pair's first (the measure the draw minimises), the
best and worst seed, against a bound no draw can beat (the meetings the
rounds make, less the pairs there are). Where the bound is 0 and the draw
finds 0, it is the best possible; where it finds more, either the bound is
weak (twelve at three tables of four cannot avoid three repeats in round 2)
or a perfect schedule exists that a round-by-round draw misses.

    python -m bench.draw
"""

from __future__ import annotations

import random
import sys
import time

from compagnon.draw import Round, draw, fewest_repeats, repeats, seating

SEEDS = 20


def main() -> int:
    print(f"Draw: meetings beyond a pair's first, best–worst of {SEEDS} seeds (bound), per round drawn")
    for sizes, label in (((3,), "tables of 3"), ((4,), "tables of 4"), ((4, 3, 5), "Loba, 3 to 5")):
        for count in (12, 16, 24, 40):
            tables, out = seating(count, sizes)
            rounds = 8
            runs: list[list[int]] = []
            started = time.perf_counter()
            for seed in range(SEEDS):
                rng = random.Random(seed)
                players = [f"P{i:02}" for i in range(count)]
                past: list[Round] = []
                found = []
                for _ in range(rounds):
                    past.append(draw(players, sizes, past, rng))
                    found.append(repeats(past))
                runs.append(found)
            per_round = (time.perf_counter() - started) * 1000 / (SEEDS * rounds)
            cells = [f"{min(r[i] for r in runs)}–{max(r[i] for r in runs)} ({fewest_repeats(count, tables, i + 1)})"
                     for i in range(rounds)]
            print(f"  {label:13} {count:3} players, {len(tables)} tables{f', {out} out' if out else '':7}: "
                  + "  ".join(cells) + f"   {per_round:.0f} ms a round")
    return 0


if __name__ == "__main__":
    sys.exit(main())
