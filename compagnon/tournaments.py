"""Tournaments in the database: a club evening of many tables, drawn round
after round, each table a game.

A tournament keeps its game's set-up, its players, who is absent from the
next round, how many rounds it has and what a round is (``deals`` deals per
table, or a whole game), how rounds add up, a seed for its draws, and two
links (capability tokens, as a game's). Drawing a round
(:func:`draw_round`) seats the players present (:mod:`compagnon.draw`) and
creates one game per table, in one transaction. A table's round is over
when its deals are entered or its game is over; a round is over when every
table's is, or when the organiser closes it. The standings
(:mod:`compagnon.standings`) read each player's total at his table once the
round's deals are played, or now while they are being played.
"""

from __future__ import annotations

import random
import secrets
import threading
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

import sqlite_utils
from cachetools import LRUCache

from . import draw, store
from .db import get_db, now, write
from .rules import DealRefused, Game, SetupError, find_game, msg, new_game, replay
from .rules.core import check_name
from .standings import RoundResults, Scoring, Standing, standings

#: most players a tournament seats, rounds it has, deals a round takes
MAX_PLAYERS = 200
MAX_ROUNDS = 30
MAX_DEALS = 60


class TournamentNotFound(LookupError):
    pass


class TournamentRefused(ValueError):
    """A change the tournament's state does not allow: ``what`` names it."""

    def __init__(self, what: Literal["round_not_over", "all_drawn", "no_round", "started", "unknown_player",
                                     "known_player", "too_few", "same_player", "table_size", "players",
                                     "rounds", "deals", "scoring"], name: str = "") -> None:
        super().__init__(what)
        self.what = what
        self.name = name


@dataclass(frozen=True)
class Access:
    tournament_id: int
    token: str
    can_edit: bool


@dataclass(frozen=True)
class Table:
    """A round's table: its game and how far its round has come."""

    number: int
    game_id: int
    players: tuple[str, ...]
    edit_token: str
    view_token: str
    #: deals entered (those past the round's count do not count for it)
    deals: int
    #: each player's total at the end of the round's deals, or now
    totals: dict[str, int]
    finished: bool
    done: bool


@dataclass(frozen=True)
class Round:
    number: int
    tables: tuple[Table, ...]
    exempt: tuple[str, ...]
    closed: bool

    @property
    def players(self) -> list[str]:
        """Everyone of the round: seated, table by table, then sitting out."""
        return [name for table in self.tables for name in table.players] + list(self.exempt)

    @property
    def over(self) -> bool:
        return self.closed or all(table.done for table in self.tables)

    def results(self) -> RoundResults:
        return RoundResults(tuple(table.totals for table in self.tables), self.exempt,
                            tuple(self.closed or table.done for table in self.tables))


@dataclass(frozen=True)
class Tournament:
    id: int
    slug: str
    variant: str | None
    options: dict[str, Any]
    players: tuple[str, ...]
    absent: tuple[str, ...]
    table_size: int
    rounds_planned: int
    deals: int | None
    scoring: Scoring
    seed: int
    edit_token: str
    view_token: str
    revision: int
    created: str
    rounds: tuple[Round, ...]
    previous_id: int | None = None

    @property
    def game(self) -> type[Game[Any]]:
        return find_game(self.slug, only_playable=False)

    @property
    def present(self) -> list[str]:
        return [name for name in self.players if name not in self.absent]

    @property
    def sizes(self) -> tuple[int, ...]:
        return table_sizes(self.game, self.variant, self.table_size)

    @property
    def may_draw(self) -> bool:
        return len(self.rounds) < self.rounds_planned and (not self.rounds or self.rounds[-1].over)

    @property
    def finished(self) -> bool:
        return len(self.rounds) == self.rounds_planned and self.rounds[-1].over

    def standings(self) -> list[Standing]:
        return standings(self.players, [played.results() for played in self.rounds], scoring=self.scoring,
                         lowest_wins=self.game.lowest_wins)


def table_sizes(cls: type[Game[Any]], variant: str | None, usual: int) -> tuple[int, ...]:
    """The sizes a table of the game may have, the usual one first."""
    wanted = cls.variant_players.get(variant or cls.default_variant or "")
    if wanted:
        return (wanted,)
    others = sorted(range(cls.players_min, cls.players_max + 1), key=lambda size: (abs(size - usual), -size))
    return tuple(others)


# --------------------------------------------------------------------- writing

def create_tournament(slug: str, players: list[str], *, variant: str | None = None,
                      options: dict[str, Any] | None = None, rounds: int = 3, deals: int | None = 4,
                      scoring: Scoring = "totals", table_size: int | None = None) -> store.Created:
    """Check the set-up with the rules (``SetupError``) and store it with its two links."""
    cls = find_game(slug)
    usual = table_size or cls.variant_players.get(variant or cls.default_variant or "") or cls.players_max
    if not cls.players_min <= usual <= cls.players_max:
        raise TournamentRefused("table_size")
    if not 1 <= rounds <= MAX_ROUNDS:
        raise TournamentRefused("rounds")
    if deals is not None and not 1 <= deals <= MAX_DEALS:
        raise TournamentRefused("deals")
    if scoring not in ("totals", "places"):
        raise TournamentRefused("scoring")
    names = [name.strip() for name in players]
    for name in names:
        check_name(name, cls.pot)
    if len(set(names)) != len(names):
        raise SetupError("players", msg("core.setup.players_twice"))
    sizes = table_sizes(cls, variant, usual)
    if not min(sizes) <= len(names) <= MAX_PLAYERS:
        raise TournamentRefused("players")
    # the game's set-up checked by the rules, for a table of the usual size (or the smallest the players fill)
    game = new_game(slug, names[: sizes[0]] if len(names) >= sizes[0] else names[: min(sizes)], variant, options)
    with write() as db:
        return _insert(db, game.slug, game.variant, game.option_values(), names, sizes[0], rounds, deals, scoring)


def _insert(db: sqlite_utils.Database, slug: str, variant: str | None, options: Any, players: list[str],
            table_size: int, rounds: int, deals: int | None, scoring: str, previous_id: int | None = None
            ) -> store.Created:
    """A tournament stored with its two links and a seed for its draws."""
    edit, view = store.new_token(), store.new_token()
    stamp = now()
    cursor = db.execute(
        "INSERT INTO tournaments (slug, variant, options, players, absent, table_size, rounds, deals, scoring, "
        "seed, edit_token, view_token, created, updated, previous_id) "
        "VALUES (?, ?, ?, ?, '[]', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [slug, variant, store._dumps(options), store._dumps(players), table_size, rounds, deals, scoring,
         secrets.randbits(48), edit, view, stamp, stamp, previous_id])
    return store.Created(int(cursor.lastrowid or 0), edit, view)


def draw_round(tournament_id: int, *, revision: int | None = None) -> Round:
    """Draw the next round and create its tables' games, in one transaction.

    The draw itself (the seating that meets the fewest pairs again: ~0.4 s for 150 players in their
    fourth round) is made before the transaction, from the tournament as it stood: the database's one
    writer, which every table's deal waits for, is held only to store it. A tournament changed in the
    meantime (a player swapped, marked absent) is drawn again."""
    for _ in range(3):
        tournament = _load(get_db(), tournament_id)
        number = _next_round(tournament, revision)
        past = [draw.Round(tuple(table.players for table in played.tables), played.exempt)
                for played in tournament.rounds]
        drawn = draw.draw(tournament.present, tournament.sizes, past,
                          random.Random(tournament.seed * 1000 + number))
        games = [new_game(tournament.slug, list(seats), tournament.variant, tournament.options, seats[0])
                 for seats in drawn.tables]
        with write() as db:
            now_there = _load(db, tournament_id)
            _next_round(now_there, revision)
            if now_there.revision != tournament.revision:
                continue
            stamp = now()
            db.execute("INSERT INTO tournament_rounds (tournament_id, number, exempt, drawn) VALUES (?, ?, ?, ?)",
                       [tournament_id, number, store._dumps(list(drawn.exempt)), stamp])
            for table_number, game in enumerate(games, start=1):
                created = store.insert_game(db, game)
                db.execute("INSERT INTO tournament_tables (tournament_id, round, number, game_id) "
                           "VALUES (?, ?, ?, ?)", [tournament_id, number, table_number, created.id])
            if tournament.rounds:
                db.execute("UPDATE tournament_rounds SET closed = 1 WHERE tournament_id = ? AND number = ?",
                           [tournament_id, number - 1])
            _bump(db, tournament_id)
        return load_tournament(tournament_id).rounds[number - 1]
    raise store.Stale("tournament", _load(get_db(), tournament_id).revision)


def _next_round(tournament: Tournament, revision: int | None) -> int:
    """The number of the round to draw, if one may be drawn (``TournamentRefused`` else)."""
    _check_revision(tournament, revision)
    if len(tournament.rounds) >= tournament.rounds_planned:
        raise TournamentRefused("all_drawn")
    if tournament.rounds and not tournament.rounds[-1].over:
        raise TournamentRefused("round_not_over")
    if len(tournament.present) < min(tournament.sizes):
        raise TournamentRefused("too_few")
    return len(tournament.rounds) + 1


def close_round(tournament_id: int, *, revision: int | None = None) -> None:
    """The organiser ends the round being played: the tables' totals as they are count for it."""
    with write() as db:
        tournament = _load(db, tournament_id)
        _check_revision(tournament, revision)
        if not tournament.rounds:
            raise TournamentRefused("no_round")
        db.execute("UPDATE tournament_rounds SET closed = 1 WHERE tournament_id = ? AND number = ?",
                   [tournament_id, len(tournament.rounds)])
        _bump(db, tournament_id)


def set_absent(tournament_id: int, name: str, absent: bool, *, revision: int | None = None) -> None:
    """Mark a player absent from the next rounds drawn, or back."""
    with write() as db:
        tournament = _load(db, tournament_id)
        _check_revision(tournament, revision)
        if name not in tournament.players:
            raise TournamentRefused("unknown_player", name)
        names = [n for n in tournament.absent if n != name] + ([name] if absent else [])
        db.execute("UPDATE tournaments SET absent = ? WHERE id = ?", [store._dumps(names), tournament_id])
        _bump(db, tournament_id)


def add_player(tournament_id: int, name: str, *, revision: int | None = None) -> None:
    """A late player, seated from the next round drawn."""
    with write() as db:
        tournament = _load(db, tournament_id)
        _check_revision(tournament, revision)
        name = name.strip()
        check_name(name, tournament.game.pot)
        if name in tournament.players:
            raise TournamentRefused("known_player", name)
        if len(tournament.players) >= MAX_PLAYERS:
            raise TournamentRefused("players")
        db.execute("UPDATE tournaments SET players = ? WHERE id = ?",
                   [store._dumps([*tournament.players, name]), tournament_id])
        _bump(db, tournament_id)


def swap_players(tournament_id: int, first: str, second: str, *, revision: int | None = None) -> None:
    """Swap two players' seats in the round just drawn, before either table has entered a deal
    (a player sitting out may be swapped with one seated)."""
    with write() as db:
        tournament = _load(db, tournament_id)
        _check_revision(tournament, revision)
        if not tournament.rounds:
            raise TournamentRefused("no_round")
        if first == second:
            raise TournamentRefused("same_player", first)
        current = tournament.rounds[-1]
        seats = {name: table for table in current.tables for name in table.players}
        for name in (first, second):
            if name not in seats and name not in current.exempt:
                raise TournamentRefused("unknown_player", name)
        if any(seats[name].deals for name in (first, second) if name in seats):
            raise TournamentRefused("started")

        def swapped(names: tuple[str, ...]) -> list[str]:
            return [second if n == first else first if n == second else n for n in names]

        for table in {id(t): t for t in (seats.get(first), seats.get(second)) if t is not None}.values():
            players = swapped(table.players)
            game = new_game(tournament.slug, players, tournament.variant, tournament.options, players[0])
            db.execute("UPDATE games SET players = ?, first_dealer = ?, revision = revision + 1, updated = ? "
                       "WHERE id = ?", [store._dumps(list(game.players)), game.first_dealer, now(), table.game_id])
        db.execute("UPDATE tournament_rounds SET exempt = ? WHERE tournament_id = ? AND number = ?",
                   [store._dumps(swapped(current.exempt)), tournament_id, current.number])
        _bump(db, tournament_id)


def next_evening(tournament_id: int) -> store.Created:
    """The club's next evening: a new tournament with this one's game, set-up
    and players (every one present again), following it in the season."""
    tournament = load_tournament(tournament_id)
    with write() as db:
        return _insert(db, tournament.slug, tournament.variant, tournament.options, list(tournament.players),
                       tournament.table_size, tournament.rounds_planned, tournament.deals, tournament.scoring,
                       previous_id=tournament.id)


@dataclass(frozen=True)
class SeasonRow:
    player: str
    rank: int
    points: Fraction
    #: evenings played, and won (first of the evening's standings, alone or shared)
    evenings: int
    won: int
    #: what each evening gave him, the first first (None: not there)
    each: tuple[Fraction | None, ...]


def season(tournament_id: int, limit: int = 100) -> tuple[list[Tournament], list[SeasonRow]]:
    """The evenings of the season this tournament ends (the first first) and
    the season's table: each player's points summed over the evenings, in
    the game's direction; ties broken by evenings won, then shared."""
    evenings: list[Tournament] = []
    current: int | None = tournament_id
    while current is not None and len(evenings) < limit:
        evening = load_tournament(current)
        evenings.append(evening)
        current = evening.previous_id
    evenings.reverse()
    higher = evenings[-1].scoring == "places" or not evenings[-1].game.lowest_wins
    each: dict[str, list[Fraction | None]] = {}
    won: dict[str, int] = {}
    for number, evening in enumerate(evenings):
        for standing in evening.standings():
            if not any(value is not None for value in standing.rounds):
                continue  # registered, never played
            each.setdefault(standing.player, [None] * len(evenings))[number] = standing.points
            won[standing.player] = won.get(standing.player, 0) + (standing.rank == 1)
    rows = sorted(((player, sum((v for v in values if v is not None), Fraction(0)), won[player], values)
                   for player, values in each.items()),
                  key=lambda row: ((1 if higher else -1) * row[1], row[2]), reverse=True)
    table: list[SeasonRow] = []
    for index, (player, points, wins, values) in enumerate(rows):
        tied = table and table[-1].points == points and table[-1].won == wins
        table.append(SeasonRow(player, table[-1].rank if tied else index + 1, points,
                               sum(v is not None for v in values), wins, tuple(values)))
    return evenings, table


def _bump(db: sqlite_utils.Database, tournament_id: int) -> None:
    db.execute("UPDATE tournaments SET revision = revision + 1, updated = ? WHERE id = ?", [now(), tournament_id])


def _check_revision(tournament: Tournament, revision: int | None) -> None:
    if revision is not None and revision != tournament.revision:
        raise store.Stale("tournament", tournament.revision)


# --------------------------------------------------------------------- reading

def resolve(token: str) -> Access:
    """The tournament a link opens (``TournamentNotFound`` for a wrong one)."""
    if not isinstance(token, str) or not 20 <= len(token) <= 64:
        raise TournamentNotFound(token)
    rows = store._rows(get_db(), "SELECT id, edit_token FROM tournaments WHERE edit_token = ? OR view_token = ?",
                       [token, token])
    if not rows:
        raise TournamentNotFound(token)
    return Access(int(rows[0]["id"]), token, secrets.compare_digest(str(rows[0]["edit_token"]), token))


def load_tournament(tournament_id: int) -> Tournament:
    return _load(get_db(), tournament_id)


def revision(tournament_id: int) -> int:
    """What the projector's poll compares: the tournament's revision and its tables' games'."""
    if not 0 < tournament_id <= store.MAX_ID:
        raise TournamentNotFound(tournament_id)
    row = get_db().execute(
        "SELECT t.revision + COALESCE((SELECT SUM(g.revision) FROM tournament_tables tt JOIN games g "
        "ON g.id = tt.game_id WHERE tt.tournament_id = t.id), 0) FROM tournaments t WHERE t.id = ?",
        [tournament_id]).fetchone()
    if row is None:
        raise TournamentNotFound(tournament_id)
    return int(row[0])


def _load(db: sqlite_utils.Database, tournament_id: int) -> Tournament:
    if not 0 < tournament_id <= store.MAX_ID:
        raise TournamentNotFound(tournament_id)
    rows = store._rows(db, "SELECT * FROM tournaments WHERE id = ?", [tournament_id])
    if not rows:
        raise TournamentNotFound(tournament_id)
    row = rows[0]
    deals = row["deals"]
    where = str(db.execute("PRAGMA database_list").fetchone()[2])
    tables: dict[int, list[Table]] = {}
    for found in store._rows(db, "SELECT t.round, t.number, t.game_id, g.revision, g.edit_token "
                                 "FROM tournament_tables t JOIN games g ON g.id = t.game_id "
                                 "WHERE t.tournament_id = ? ORDER BY t.round, t.number", [tournament_id]):
        # a game's revision counts its changes; its links change without one (« nouveaux liens »)
        key = (where, int(found["game_id"]), int(found["revision"]), str(found["edit_token"]), deals,
               int(found["number"]))
        with _TABLES_LOCK:
            table = _TABLES.get(key)
        if table is None:
            table = _table(db, int(found["number"]), int(found["game_id"]), deals)
            with _TABLES_LOCK:
                _TABLES[key] = table
        tables.setdefault(int(found["round"]), []).append(table)
    rounds = tuple(
        Round(int(r["number"]), tuple(tables.get(int(r["number"]), [])), tuple(store._loads(r["exempt"], [])),
              bool(r["closed"]))
        for r in store._rows(db, "SELECT number, exempt, closed FROM tournament_rounds WHERE tournament_id = ? "
                                 "ORDER BY number", [tournament_id]))
    return Tournament(
        id=int(row["id"]), slug=str(row["slug"]), variant=row["variant"], options=store._loads(row["options"], {}),
        players=tuple(store._loads(row["players"], [])), absent=tuple(store._loads(row["absent"], [])),
        table_size=int(row["table_size"]), rounds_planned=int(row["rounds"]), deals=deals,
        scoring="places" if row["scoring"] == "places" else "totals", seed=int(row["seed"]),
        edit_token=str(row["edit_token"]), view_token=str(row["view_token"]), revision=int(row["revision"]),
        created=str(row["created"]), rounds=rounds, previous_id=row.get("previous_id"))


#: tables as their game stood at a revision: a tournament read again after a deal at one table
#: replays that table only (a projector and the phones watching the standings read it every 2 s)
_TABLES: LRUCache[tuple[str, int, int, str, int | None, int], Table] = LRUCache(maxsize=4096)
_TABLES_LOCK = threading.Lock()


def _table(db: sqlite_utils.Database, number: int, game_id: int, deals: int | None) -> Table:
    """A table as its game stands: totals after the round's deals (all of them for a whole game)."""
    row = store._game_row(db, game_id)
    game = store._build_game(row)
    entries = [d["entry"] for d in store._deal_rows(db, game_id)]
    counted = entries if deals is None else entries[:deals]
    try:
        result = store.REPLAYS.replay(row, game, counted)
    except DealRefused as refused:  # a log the rules no longer take all of: what they take
        result = replay(game, counted[: refused.deal - 1])
    finished = result.finished
    done = finished or (deals is not None and len(entries) >= deals)
    return Table(number, game_id, tuple(row["players"]), str(row["edit_token"]), str(row["view_token"]),
                 len(counted), {p: int(result.state.totals[p]) for p in game.players}, finished, done)
