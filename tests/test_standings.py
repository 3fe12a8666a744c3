"""A tournament's standings (compagnon/standings.py), against hand computations."""

from __future__ import annotations

from fractions import Fraction

from compagnon.standings import RoundResults, place_points, rounded, standings, table_scores


def test_place_points_and_ties_sharing_them() -> None:
    assert place_points(3) == [3, 1, 0] and place_points(4) == [4, 2, 1, 0] and place_points(2) == [2, 0]
    assert table_scores({"A": 520, "B": 300, "C": 180}, "places", False) == {"A": 3, "B": 1, "C": 0}
    # A and B tied first share 3 and 1
    assert table_scores({"A": 500, "B": 500, "C": 180}, "places", False) == {"A": 2, "B": 2, "C": 0}
    # Loba: the fewest points is first
    assert table_scores({"A": 12, "B": 40, "C": 7, "D": 40}, "places", True) == {
        "C": 4, "A": 2, "B": Fraction(1, 2), "D": Fraction(1, 2)}


def test_rounding_halves_away_from_zero() -> None:
    assert [rounded(Fraction(n, 2)) for n in (5, -5, 3, 4)] == [3, -3, 2, 2]
    assert rounded(Fraction(4, 3)) == 1 and rounded(Fraction(-7, 3)) == -2


def test_totals_with_a_sit_out_by_hand() -> None:
    """Seven players, tables of three, one out each round.

    Round 1: {A 300, B 120, C 80}, {D 200, E 200, F 100}; G out: the round's
    average (300+120+80+200+200+100)/6 = 1000/6 = 166.7 → 167.
    Round 2: {A 50, D 90, G 260}, {B 150, E 40, C 10}; F out: 600/6 = 100.
    Totals: A 350, B 270, C 90, D 290, E 240, F 200, G 427.
    Rounds won: A 1, B 1, D 1, E 1 (tied first), G 1."""
    rounds = [RoundResults(({"A": 300, "B": 120, "C": 80}, {"D": 200, "E": 200, "F": 100}), ("G",)),
              RoundResults(({"A": 50, "D": 90, "G": 260}, {"B": 150, "E": 40, "C": 10}), ("F",))]
    table = standings(list("ABCDEFG"), rounds)
    assert [(s.player, s.rank, s.points, s.rounds_won) for s in table] == [
        ("G", 1, 427, 1), ("A", 2, 350, 1), ("D", 3, 290, 1), ("B", 4, 270, 1),
        ("E", 5, 240, 1), ("F", 6, 200, 0), ("C", 7, 90, 0)]
    g = table[0]
    assert g.rounds == (167, 260) and g.exempt_rounds == (1,) and g.best == 260


def test_ties_broken_by_rounds_won_then_the_best_round_then_shared() -> None:
    rounds = [RoundResults(({"A": 100, "B": 60, "C": 40}, {"D": 80, "E": 70, "F": 50})),
              RoundResults(({"A": 50, "D": 70, "E": 80}, {"B": 90, "C": 60, "F": 100}))]
    # totals: A 150, B 150, C 100, D 150, E 150, F 150
    # won: A 1, B 0, D 1, E 1, F 1; best: A 100, D 80, E 80, F 100, B 90
    table = standings(list("ABCDEF"), rounds)
    assert [(s.player, s.rank) for s in table] == [
        ("A", 1), ("F", 1), ("D", 3), ("E", 3), ("B", 5), ("C", 6)]


def test_lowest_wins_at_loba_and_places_count_the_other_way() -> None:
    rounds = [RoundResults(({"A": 10, "B": 30, "C": 55},)), RoundResults(({"A": 40, "B": 20, "C": 5},))]
    by_totals = standings(list("ABC"), rounds, lowest_wins=True)
    # A and B tie on 50: A won round 1 at his table, B no round (C's 5 beat him in round 2)
    assert [(s.player, s.points, s.rounds_won, s.best) for s in by_totals] == [
        ("A", 50, 1, 10), ("B", 50, 0, 20), ("C", 60, 1, 5)]
    by_places = standings(list("ABC"), rounds, scoring="places", lowest_wins=True)
    # 3-1-0 by the fewest points: A 3 + 0, B 1 + 1, C 0 + 3: A and C equal on every count
    assert [(s.player, s.rank, s.points) for s in by_places] == [("A", 1, 3), ("C", 1, 3), ("B", 3, 2)]


def test_a_player_absent_from_a_round_gets_nothing_for_it() -> None:
    rounds = [RoundResults(({"A": 10, "B": 20},)), RoundResults(({"A": 10, "C": 20},))]
    table = standings(list("ABC"), rounds)
    assert {s.player: s.rounds for s in table} == {"A": (10, 10), "B": (20, None), "C": (None, 20)}


def test_a_games_direction_is_where_its_finished_games_put_their_winner() -> None:
    """A tournament ranks results in the game's direction: every casebook
    game played to its end has its winner with the most points, but Loba's,
    with the fewest (§4.2, §9)."""
    import json
    from pathlib import Path

    from compagnon.rules.registry import GAMES

    seen = set()
    for path in sorted((Path(__file__).parent / "casebook").glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        expect = case.get("expect")
        if not isinstance(expect, dict) or not expect.get("finished"):
            continue
        winners = [expect["winner"]] if expect.get("winner") else (expect.get("state") or {}).get("winners", [])
        if winners:
            totals = expect["totals"]
            best = (min if GAMES[case["game"]].lowest_wins else max)(totals.values())
            assert all(totals[name] == best for name in winners), path.name
            seen.add(case["game"])
    assert "loba" in seen and len(seen) >= 10
    assert {slug for slug, game in GAMES.items() if game.lowest_wins} == {"loba"}


def test_a_table_still_playing_wins_no_round_yet() -> None:
    rounds = [RoundResults(({"A": 2, "B": 1, "C": 0}, {"D": 0, "E": 0, "F": 0}), decided=(True, False))]
    table = {s.player: s.rounds_won for s in standings(list("ABCDEF"), rounds)}
    assert table == {"A": 1, "B": 0, "C": 0, "D": 0, "E": 0, "F": 0}
