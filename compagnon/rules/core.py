"""The common ground of every game: score lines, facts, outcomes, the game base class, replay.

A game is a subclass of :class:`Game`. It declares, as class data, how many
players it takes, its variants, its house-rule options (a strict
:class:`~compagnon.rules.schema.Record`), and, in :meth:`Game.entry`, the JSON
of one deal entry (its spec's §3J). It implements :meth:`Game.score_deal`,
which receives the entry already read and typed, checks the rules that
span several fields, and returns an :class:`Outcome`.

The state of a game is never stored: :func:`replay` rebuilds it from the deal
log, so editing or deleting any past deal is always safe.

Nothing here imports Flask, SQLite or any I/O library.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import Any, ClassVar, Generic, TypeAlias, TypeVar

from . import schema
from .decks import Card, Deck, Suit
from .errors import DealError, DealRefused, Problem, SetupError
from .jsonvalue import JSON, JSONObject
from .messages import Message, has, msg, render
from .schema import Field, Record, Values

__all__ = [
    "JSON", "DealDetails", "DealError", "DealRecord", "DealRefused", "Fact", "FactKind", "FactValue", "Game",
    "GameState", "JSONObject", "Outcome", "Problem", "Progress", "Replay", "ScoreLine", "SetupError", "replay",
]

#: longest player name; names are what the table calls each other
MAX_NAME = 30



# --------------------------------------------------------------------- values

@dataclass(frozen=True)
class ScoreLine:
    """One change of score, with the article it comes from and our words for it.

    ``player`` gains ``points``. With a ``payer`` the line is a payment: the
    points move from the payer (a player, or the game's pot) to ``player``
    (who may be the pot). ``unit`` is None for the game's scoring unit (the
    lines of a deal in that unit add up to its delta); a game may also
    explain what moves in another unit (Belote Noisette's noisettes), which
    does not count in the totals.
    """

    player: str
    points: int
    rule: str
    message: Message
    payer: str | None = None
    unit: str | None = None

    @property
    def text(self) -> str:
        return render(self.message)

    def as_dict(self, lang: str | None = None) -> JSONObject:
        data: JSONObject = {"player": self.player, "points": self.points, "rule": self.rule,
                            "text": render(self.message, lang)}
        if self.payer is not None:
            data["payer"] = self.payer
        if self.unit is not None:
            data["unit"] = self.unit
        return data


class FactKind(StrEnum):
    """How the table and the sheet draw a :class:`Fact`."""

    #: a number
    NUMBER = "number"
    #: a score to reach, or a bar in force
    THRESHOLD = "threshold"
    #: a count, out of the fact's ``limit`` when it has one
    COUNTER = "counter"
    #: a yes/no per player, such as a bomb used
    MARKER = "marker"
    #: players or words, one after the other
    LIST = "list"
    #: a word, a name, a suit, a card
    TEXT = "text"


#: one value a fact shows: a player's name, a number, a yes/no, a suit, a
#: card or words of the catalog; None where there is nothing to show (yet)
FactScalar: TypeAlias = str | int | bool | Message | Suit | Card | None
#: what a fact holds: a value for the whole table, several in order (a
#: ``list`` fact), or one per player
FactValue: TypeAlias = FactScalar | tuple[FactScalar, ...] | Mapping[str, FactScalar]


@dataclass(frozen=True)
class Fact:
    """One thing the table needs to know about a game in progress: a value
    for the table as a whole, or a mapping player → value
    (:attr:`per_player`), drawn as its ``kind`` says."""

    key: str
    label: Message
    value: FactValue
    kind: FactKind = FactKind.NUMBER
    limit: int | None = None
    #: shown in the strip of totals that stays at the top of the screen
    #: (under each player's total, or beside them for the whole table):
    #: what the table looks at after every deal, when the totals alone say
    #: little (Belote Noisette's noisettes)
    strip: bool = False

    @property
    def per_player(self) -> bool:
        return isinstance(self.value, Mapping)


@dataclass(frozen=True, kw_only=True)
class GameState:
    """What every game's state holds; games subclass it with their own facts.

    ``totals`` are the running scores in the game's unit, ``dealer`` the
    default dealer of the next deal, ``deals`` how many deals were recorded.
    """

    totals: Mapping[str, int]
    dealer: str
    deals: int = 0
    finished: bool = False
    winners: tuple[str, ...] = ()


S = TypeVar("S", bound=GameState)


@dataclass(frozen=True, kw_only=True)
class DealDetails:
    """What a deal did beyond its lines and its delta, worth showing or
    checking: each game declares a subclass holding its own (the taker, the
    contract made or not…).

    ``deal_lines``: the lines of the points a deal scores among its players
    before they turn into the game's unit (Bésigue's in-deal points, which
    make the mark), shown under the deal.
    """

    deal_lines: tuple[ScoreLine, ...] = ()


@dataclass(frozen=True)
class Outcome(Generic[S]):
    """What a deal did: the state after it, each player's change, the lines
    explaining it, a one-line ``summary`` for the score table, and facts of
    the deal worth showing (``details``)."""

    state: S
    delta: Mapping[str, int]
    lines: tuple[ScoreLine, ...]
    dealer: str
    summary: Message
    details: DealDetails = field(default_factory=DealDetails)


@dataclass(frozen=True, kw_only=True)
class Progress:
    """A deal entered while it is played, as the rules score it so far:
    each player's running ``points`` in the deal, its ``lines``, the
    ``facts`` the table sees beside the points (the trump, the round…),
    and the lines of each event of the pad's list, in its order
    (``event_lines``). A game subclasses it with its own running facts."""

    points: Mapping[str, int]
    lines: tuple[ScoreLine, ...] = ()
    facts: tuple[Fact, ...] = ()
    event_lines: tuple[tuple[ScoreLine, ...], ...] = ()


# --------------------------------------------------------------------- games

class Game(Generic[S]):
    """A card game of the rulebooks.

    Subclasses set the class data and implement :meth:`entry`,
    :meth:`new_state` and :meth:`score_deal`; :meth:`report` gives the
    spec's state keys and :meth:`facts` what the table shows. Text is never
    written here: names of message ids are (``<slug>.summary``,
    ``<slug>.variant.<name>``, ``<slug>.option.<name>``, ``<slug>.entry.<path>``).
    """

    slug: ClassVar[str]
    #: the game's name, as the rulebook writes it (a name, not translated)
    name: ClassVar[str]
    rulebook_section: ClassVar[str] = ""
    players_min: ClassVar[int]
    players_max: ClassVar[int]
    #: variant names; the labels are ``<slug>.variant.<name>``. With
    #: ``default_variant`` None and variants declared, one must be chosen.
    variants: ClassVar[tuple[str, ...]] = ()
    default_variant: ClassVar[str | None] = None
    #: players allowed per variant, when it differs from the game's bounds
    variant_players: ClassVar[Mapping[str, int]] = {}
    #: house rules chosen at set-up (labels ``<slug>.option.<name>``)
    options_schema: ClassVar[Record] = Record((), strict=True)
    deck: ClassVar[Deck | None] = None
    #: the unit of the totals (``core.unit.<unit>``)
    unit: ClassVar[str] = "points"
    #: the fewest points win (Loba's penalty points); else the most
    lowest_wins: ClassVar[bool] = False
    #: the name of the pot account when the game pays into one (a payment
    #: line's player or payer may be it), and the unit it holds when it is
    #: not the scoring unit (Belote Noisette's noisettes)
    pot: ClassVar[str | None] = None
    pot_unit: ClassVar[str | None] = None
    #: False when nobody deals (each player keeps a pack): pages never say
    #: who deals
    has_dealer: ClassVar[bool] = True
    #: False while only the entry is declared and scoring is still to come
    playable: ClassVar[bool] = True
    #: scoring facts a table needs at hand: (article, message id)
    reminders: ClassVar[tuple[tuple[str, str], ...]] = ()

    def __init__(self, players: Sequence[str], variant: str | None = None,
                 options: Mapping[str, Any] | None = None, first_dealer: str | None = None) -> None:
        if isinstance(players, (str, bytes)) or not isinstance(players, Sequence) or \
                not all(isinstance(p, str) for p in players):
            raise SetupError("players", msg("core.setup.players_list"))
        if variant is not None and not isinstance(variant, str):
            raise SetupError("variant", msg("core.setup.variant_unknown", game=self.name, value=str(variant)[:30],
                                            variants=list(self.variants)))
        names = [p.strip() for p in players]
        if variant in (None, "") and self.variants:
            if self.default_variant is None:
                raise SetupError("variant", msg("core.setup.variant_required", game=self.name,
                                                variants=list(self.variants)))
            variant = self.default_variant
        if self.variants and variant not in self.variants:
            raise SetupError("variant", msg("core.setup.variant_unknown", game=self.name, value=str(variant)[:30],
                                            variants=list(self.variants)))
        if not self.variants and variant not in (None, ""):
            raise SetupError("variant", msg("core.setup.no_variant", game=self.name))
        wanted = self.variant_players.get(variant or "")
        low, high = (wanted, wanted) if wanted else (self.players_min, self.players_max)
        if not low <= len(names) <= high:
            if low == high:
                raise SetupError("players", msg("core.setup.players_exact", game=self.name, count=low))
            raise SetupError("players", msg("core.setup.players_count", game=self.name, low=low, high=high))
        for name in names:
            check_name(name, self.pot)
        if len(set(names)) != len(names):
            raise SetupError("players", msg("core.setup.players_twice"))
        self.players: tuple[str, ...] = tuple(names)
        self.variant: str | None = variant or None
        self.options: Values = self._read_options(options)
        if first_dealer is not None and first_dealer not in self.players:
            raise SetupError("first_dealer", msg("core.setup.first_dealer", value=str(first_dealer)[:30]))
        self.first_dealer: str = first_dealer or self.players[0]

    def _read_options(self, given: Any) -> Values:
        if given is None:
            given = {}
        try:
            return schema.read(self.options_schema, given, self.slug, self.players, self, prefix="option")
        except DealError as error:
            raise SetupError("options", error.message) from None

    def option_values(self) -> JSONObject:
        """Every house rule with the value in force, as JSON."""
        return {f.name: (None if self.options[f.name] is None else f.kind.dump(self.options[f.name]))
                for f in self.options_schema.fields}

    # -- what a game declares ----------------------------------------------------

    def entry(self) -> Record:
        """The JSON of one deal entry (the spec's §3J), as a schema."""
        raise NotImplementedError

    @cached_property
    def entry_schema(self) -> Record:
        return self.entry()

    def new_state(self) -> S:
        raise NotImplementedError

    def score_deal(self, state: S, entry: Values) -> Outcome[S]:
        """Score a deal whose entry was read and checked by the schema (its
        fields' ``checks`` included); never change ``state``. Raise
        :class:`DealError` only for what no check could say in order."""
        raise NotImplementedError

    def report(self, state: S) -> JSONObject:
        """The game-specific facts of a state, under the keys of the spec's §3J."""
        return {}

    def pot_balance(self, state: S) -> int:
        """What the pot holds in a state (games with a ``pot``)."""
        return 0

    def facts(self, state: S) -> list[Fact]:
        """What the table, the sheet and the API show of a state beside the totals."""
        return []

    def advice(self, state: S, entry: Values) -> list[Message]:
        """Warnings the table should read before validating a deal that the
        rules accept (Bésigue: a brisques request that costs its requester)."""
        return []

    def first_to_speak(self, dealer: str) -> str | None:
        """Who speaks (bids or leads) first in a deal ``dealer`` deals: the
        player after him, unless the game says otherwise (None: nobody)."""
        return self.next_dealer_after(dealer)

    def progress(self, state: S, raw: Mapping[str, Any]) -> Progress | None:
        """For games entered while the deal is played (those with a live pad,
        :mod:`compagnon.rules.pad`): the deal so far, scored from the
        unfinished raw entry (read with ``read_entry(raw, state,
        partial=True)``). Raises :class:`DealError` on what the rules refuse."""
        return None

    # -- reading entries ------------------------------------------------------------

    def read_entry(self, raw: Any, state: S | None = None, *, partial: bool = False) -> Values:
        """The typed entry, or :class:`DealError` with every problem found,
        in the order of the spec's refusals. With the ``state`` before the
        deal, the checks that need it run too. ``partial``: a deal still
        being played (live), where only what was entered so far is read."""
        record = self.entry_schema
        if partial:
            record = Record(tuple(dataclasses.replace(f, required=False) for f in record.fields))
        return schema.read(record, raw, self.slug, self.players, self, state=state)

    def write_entry(self, entry: Mapping[str, Any]) -> JSONObject:
        """The JSON of a typed entry, as it was given."""
        return schema.write(self.entry_schema, entry)

    def json_schema(self, *, named_players: bool = False) -> JSONObject:
        return schema.json_schema(self.entry_schema, title=self.name,
                                  players=self.players if named_players else None)

    def field_label(self, path: Sequence[str]) -> Message:
        return schema.field_label(self.slug, path)

    # -- shared behaviour -------------------------------------------------------------

    def play(self, state: S, raw: Any) -> Outcome[S]:
        """Score one more deal from its raw entry; any deal once the game is over is refused."""
        if state.finished:
            raise DealError("deal", msg("core.finished"))
        return self.score_deal(state, self.read_entry(raw, state))

    def winner(self, state: S) -> str | None:
        return state.winners[0] if state.finished and len(state.winners) == 1 else None

    def next_dealer_after(self, dealer: str) -> str:
        """The player after ``dealer`` in seating order."""
        i = self.players.index(dealer)
        return self.players[(i + 1) % len(self.players)]

    def dealer_of(self, state: S, entry: Mapping[str, Any]) -> str:
        """The deal's dealer: as entered, else the state's default."""
        dealer = entry.get("dealer")
        return dealer if isinstance(dealer, str) else state.dealer

    def zero(self) -> dict[str, int]:
        return {p: 0 for p in self.players}

    def add(self, totals: Mapping[str, int], delta: Mapping[str, int]) -> dict[str, int]:
        return {p: totals[p] + delta.get(p, 0) for p in self.players}

    def evolve(self, state: S, **changes: Any) -> S:
        return dataclasses.replace(state, **changes)

    def seat_order(self, lines: Iterable[ScoreLine]) -> tuple[ScoreLine, ...]:
        """Lines sorted by the seat of their player (stable; the pot last)."""
        def seat(line: ScoreLine) -> int:
            return self.players.index(line.player) if line.player in self.players else len(self.players)
        return tuple(sorted(lines, key=seat))

    def delta_of(self, lines: Iterable[ScoreLine]) -> dict[str, int]:
        """Each player's change in the scoring unit, from the lines."""
        delta = self.zero()
        for line in lines:
            if line.unit is not None:
                continue
            if line.player in delta:
                delta[line.player] += line.points
            if line.payer in delta:
                delta[line.payer] -= line.points
        return delta

    # -- describing the game ------------------------------------------------------------

    @classmethod
    def variant_label(cls, variant: str | None) -> Message | None:
        return msg(f"{cls.slug}.variant.{variant}") if variant else None

    @classmethod
    def summary(cls) -> Message:
        return msg(f"{cls.slug}.summary")

    @classmethod
    def deal_name(cls) -> Message:
        """What one entry is called at this game's table (« Donne », « Mène », « Coup »…)."""
        key = f"{cls.slug}.deal_name"
        return msg(key) if has(key) else msg("core.deal_name")

    def speaker_words(self, dealer: str) -> Message | None:
        """« Ana parle en premier », in this game's words (``<slug>.first_to_speak``)."""
        first = self.first_to_speak(dealer)
        if first is None:
            return None
        key = f"{self.slug}.first_to_speak"
        return msg(key, player=first) if has(key) else msg("core.first_to_speak", player=first)

    @classmethod
    def reminder_messages(cls) -> list[tuple[str, Message]]:
        return [(rule, msg(message_id)) for rule, message_id in cls.reminders]

    @classmethod
    def unit_label(cls) -> Message:
        return msg(f"core.unit.{cls.unit}")

    def count_words(self, n: int, unit: str | None = None) -> Message:
        """« 1 fiche », « 3 noisettes »: a number with its unit in agreement
        (``unit``: a line's own unit, by default the game's), from
        ``<slug>.sheet.count.<unit>``, else ``core.count.<unit>``."""
        unit = unit or self.unit
        for key in (f"{self.slug}.sheet.count.{unit}", f"core.count.{unit}"):
            if has(key):
                return msg(key, n=n)
        return msg("core.count.any", n=n, unit=unit)

    @classmethod
    def example_players(cls, variant: str | None = None) -> list[str]:
        """Names for a game nobody has named yet (a blank sheet, a schema)."""
        variant = variant or cls.default_variant or (cls.variants[0] if cls.variants else None)
        count = cls.variant_players.get(variant or "", cls.players_min)
        return [render(msg("core.example_player", n=i)) for i in range(1, count + 1)]

    @classmethod
    def example(cls, variant: str | None = None) -> Game[Any]:
        variant = variant or cls.default_variant or (cls.variants[0] if cls.variants else None)
        return cls(cls.example_players(variant), variant)

    # -- referee (compagnon/rules/referee.py) -------------------------------------------

    #: the questions this game's referee answers: ``trick``, ``combination``, ``hands``
    referee_questions: ClassVar[tuple[str, ...]] = ()

    def referee_schema(self, question: str) -> Record:
        """What a ``question`` about this game holds besides ``game``,
        ``variant`` and ``options``: a ``context`` named as in the deal entry
        (``trump``…), then ``plays`` (a trick), ``combination`` or ``hands``.
        Labels are ``<slug>.referee.<path>``."""
        raise NotImplementedError(f"{self.name}: no referee")

    def referee(self, question: str, values: Values) -> Any:
        """The :class:`~compagnon.rules.referee.Answer` to a question read by
        :meth:`referee_schema`."""
        raise NotImplementedError(f"{self.name}: no referee")


G = TypeVar("G", bound=Game[Any])


def game_of(scope: schema.Scope, cls: type[G]) -> G:
    """The game an entry is read for, as the class whose checks ask (they
    are declared by that class, so it is always one of its own)."""
    game = scope.game
    assert isinstance(game, cls)
    return game


def check_name(name: str, pot: str | None) -> None:
    """A player's name as every game takes it (``SetupError`` on « players »)."""
    if not name:
        raise SetupError("players", msg("core.setup.name_empty"))
    if len(name) > MAX_NAME:
        raise SetupError("players", msg("core.setup.name_long", max=MAX_NAME))
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        raise SetupError("players", msg("core.setup.name_unreadable")) from None
    if any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in name):
        raise SetupError("players", msg("core.setup.name_unreadable"))
    if pot is not None and name.casefold() == pot.casefold():
        raise SetupError("players", msg("core.setup.name_is_pot", pot=pot))


def Option(name: str, kind: schema.Kind, default: Any, *, rule: str | None = None) -> Field:
    """A house rule: an optional field of the options record with its default."""
    return Field(name, kind, default=default, rule=rule)


# --------------------------------------------------------------------- replay

@dataclass(frozen=True)
class DealRecord(Generic[S]):
    """One deal of a replayed log, with the running totals after it."""

    number: int
    entry: Mapping[str, Any]
    dealer: str
    delta: Mapping[str, int]
    totals: Mapping[str, int]
    lines: tuple[ScoreLine, ...]
    summary: Message
    details: DealDetails
    #: the state after the deal (for what a sheet prints deal by deal)
    state: S

    def as_dict(self, lang: str | None = None) -> JSONObject:
        return {
            "delta": dict(self.delta),
            "totals": dict(self.totals),
            "lines": [line.as_dict(lang) for line in self.lines],
        }


@dataclass(frozen=True)
class Replay(Generic[S]):
    """A game and the state its deal log leads to."""

    game: Game[S]
    deals: tuple[DealRecord[S], ...]
    state: S

    @property
    def totals(self) -> Mapping[str, int]:
        return self.state.totals

    @property
    def finished(self) -> bool:
        return self.state.finished

    @property
    def winner(self) -> str | None:
        return self.game.winner(self.state)

    def report(self) -> JSONObject:
        report: JSONObject = {"winners": list(self.state.winners) if self.state.finished else [],
                                  "next_dealer": self.state.dealer}
        report.update(self.game.report(self.state))
        return report

    def facts(self) -> list[Fact]:
        return self.game.facts(self.state)

    def as_dict(self, lang: str | None = None) -> JSONObject:
        return {
            "game": self.game.slug,
            "variant": self.game.variant,
            "options": self.game.option_values(),
            "players": list(self.game.players),
            "deals": [deal.as_dict(lang) for deal in self.deals],
            "totals": dict(self.totals),
            "finished": self.finished,
            "winner": self.winner,
            "state": self.report(),
        }


def replay(game: Game[S], entries: Iterable[Any], *, resume: Sequence[DealRecord[S]] = ()) -> Replay[S]:
    """Score a deal log from the start; raises :class:`DealRefused` on the
    first deal the rules refuse. ``resume``: the records of the log's first
    deals, replayed already (each holds the state after it); ``entries`` are
    then the deals that follow them, scored from the last one's state."""
    state = resume[-1].state if resume else game.new_state()
    deals: list[DealRecord[S]] = list(resume)
    for number, raw in enumerate(entries, start=len(deals) + 1):
        try:
            outcome = game.play(state, raw)
        except DealError as error:
            raise DealRefused(number, error) from error
        state = outcome.state
        deals.append(DealRecord(number, raw, outcome.dealer, dict(outcome.delta), dict(state.totals),
                                outcome.lines, outcome.summary, outcome.details, state))
    return Replay(game, tuple(deals), state)
