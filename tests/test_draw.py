"""The draw of a tournament's rounds (compagnon/draw.py): tables of the
game's sizes, sit-outs in turn, and no pair meeting twice while the numbers
allow it."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from compagnon.draw import Round, draw, fewest_repeats, meetings, repeats, rounds_missed, seating


@pytest.mark.parametrize(("count", "sizes", "tables", "out"), [
    (12, (3,), (3, 3, 3, 3), 0),
    (16, (3,), (3, 3, 3, 3, 3), 1),       # Belote Noisette: five tables, one sits out
    (17, (3,), (3, 3, 3, 3, 3), 2),
    (16, (4,), (4, 4, 4, 4), 0),
    (13, (4, 3, 5), (5, 4, 4), 0),        # Loba, 3 to 5: as many tables of four as can be
    (7, (4, 3, 5), (4, 3), 0),
    (11, (4, 3, 5), (4, 4, 3), 0),
    (2, (3,), (), 2),
    (5, (2, 3), (3, 2), 0),
])
def test_the_players_sit_at_tables_of_the_games_sizes(count: int, sizes: tuple[int, ...],
                                                      tables: tuple[int, ...], out: int) -> None:
    assert seating(count, sizes) == (tables, out)


def evening(count: int, sizes: tuple[int, ...], rounds: int, seed: int) -> tuple[list[str], list[Round]]:
    rng = random.Random(seed)
    players = [f"P{i:02}" for i in range(count)]
    past: list[Round] = []
    for _ in range(rounds):
        past.append(draw(players, sizes, past, rng))
    return players, past


@pytest.mark.parametrize(("count", "sizes", "rounds"), [
    (12, (3,), 3),    # a club's evening of Belote Noisette
    (16, (3,), 5),
    (24, (3,), 8),
    (40, (3,), 7),
    (16, (4,), 3),
    (24, (4,), 4),
    (40, (4,), 7),
])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_pair_meets_twice_when_the_numbers_allow_it(count: int, sizes: tuple[int, ...], rounds: int,
                                                       seed: int) -> None:
    players, past = evening(count, sizes, rounds, seed)
    assert fewest_repeats(count, seating(count, sizes)[0], rounds) == 0
    assert repeats(past) == 0, meetings(past).most_common(3)
    for played in past:  # every player present, once: at a table or sitting out
        seated = [name for table in played.tables for name in table]
        assert sorted(seated + list(played.exempt)) == players
        assert sorted(map(len, played.tables), reverse=True) == list(seating(count, sizes)[0])


def test_where_meeting_again_cannot_be_avoided_the_fewest_pairs_meet_again() -> None:
    """Twelve players at three tables of four: a second round must seat, at
    each table, two players of one first-round table (four players, three
    tables to come from), so three pairs meet again, and no more."""
    _, past = evening(12, (4,), 2, seed=5)
    assert repeats(past) == 3
    # Loba, thirteen at tables of 5, 4 and 4: the second round's table of five holds two pairs of
    # first-round neighbours at least, each table of four one: four pairs
    _, past = evening(13, (4, 3, 5), 2, seed=5)
    assert repeats(past) == 4


def test_players_sit_out_in_turn() -> None:
    """Sixteen at Belote Noisette: one sits out each round, and nobody twice
    before everyone once."""
    players, past = evening(16, (3,), 20, seed=3)
    for done in range(1, len(past) + 1):
        counts = Counter(name for played in past[:done] for name in played.exempt)
        assert max(counts.values()) - min(counts[name] for name in players) <= 1
    assert [len(played.exempt) for played in past] == [1] * 20


def test_a_player_who_missed_rounds_does_not_sit_out_before_the_others() -> None:
    players = [f"P{i:02}" for i in range(15)]
    rng = random.Random(9)
    past = [draw(players, (3,), [], rng)]
    past.append(draw(players, (3,), past, rng))
    late = [*players, "Zoé"]            # arrives for round 3: sixteen, one sits out
    assert rounds_missed(late, past)["Zoé"] == 2
    third = draw(late, (3,), past, rng)
    assert third.exempt and "Zoé" not in third.exempt
    absent = [name for name in late if name != "P03"]  # P03 leaves: fifteen, nobody sits out
    fourth = draw(absent, (3,), [*past, third], rng)
    assert fourth.exempt == () and all("P03" not in table for table in fourth.tables)
