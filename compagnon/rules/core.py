"""The common ground of every game: entry fields, score lines, errors, replay.

A game is a subclass of :class:`Game`. It declares, as class data, how many
players it takes, its variants, its house-rule options and the fields a table
enters for one deal; it implements :meth:`Game.score_deal`, which validates an
entry against the state before the deal and returns an :class:`Outcome`.

The state of a game is never stored: :func:`replay` rebuilds it from the deal
log, so editing or deleting any past deal is always safe.

Nothing here imports Flask, SQLite or any I/O library.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

__all__ = [
    "DealError",
    "DealRefused",
    "DealRecord",
    "Field",
    "Game",
    "GameState",
    "Option",
    "Outcome",
    "Replay",
    "ScoreLine",
    "SetupError",
    "replay",
]


# --------------------------------------------------------------------- errors


class DealError(ValueError):
    """A deal entry is refused.

    ``field`` is the entry key at fault (dotted for nested keys, as in the
    game's declared fields), ``rule`` the rulebook article that forbids it.
    """

    def __init__(self, field: str, message: str, rule: str | None = None) -> None:
        self.field = field
        self.message = message
        self.rule = rule
        super().__init__(f"{field}: {message}" + (f" ({rule})" if rule and rule not in message else ""))

    def as_dict(self) -> dict[str, Any]:
        return {"field": self.field, "message": self.message, "rule": self.rule}


class DealRefused(DealError):
    """A deal of a log is refused during :func:`replay`; ``deal`` counts from 1."""

    def __init__(self, deal: int, error: DealError) -> None:
        self.deal = deal
        super().__init__(error.field, error.message, error.rule)

    def as_dict(self) -> dict[str, Any]:
        return {"deal": self.deal, **super().as_dict()}


class SetupError(ValueError):
    """A game cannot be set up: wrong number of players, unknown variant or option."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        self.message = message
        super().__init__(f"{field}: {message}")


# --------------------------------------------------------------------- values


@dataclass(frozen=True)
class ScoreLine:
    """One change of score, with the article it comes from and our words for it."""

    player: str
    points: int
    rule: str
    text: str

    def as_dict(self) -> dict[str, Any]:
        return {"player": self.player, "points": self.points, "rule": self.rule, "text": self.text}


@dataclass(frozen=True)
class Field:
    """A field a table enters for one deal.

    ``kind`` tells the form what widget to draw and how to read it back:

    * ``player``: one of the players (``choices`` may restrict it);
    * ``int``: a whole number within ``min``..``max``;
    * ``bool``: a checkbox;
    * ``choice``: one of ``choices`` (pairs of value and label);
    * ``multi``: any subset of ``choices``;
    * ``events``: an ordered list of events, entered one tap each by the
      game's own template.

    ``per_player`` makes it an object keyed by player name. A dotted
    ``name`` (``cut.guess``) is a key of a nested object of the entry.
    ``group`` is ``main`` for what every deal needs, ``more`` for what is
    rare (faults, misdeals), so the form can fold it away.
    """

    name: str
    kind: str
    label: str
    help: str = ""
    required: bool = False
    per_player: bool = False
    min: int | None = None
    max: int | None = None
    step: int | None = None
    choices: tuple[tuple[str, str], ...] = ()
    default: Any = None
    group: str = "main"
    rule: str | None = None

    KINDS: ClassVar[frozenset[str]] = frozenset({"player", "int", "bool", "choice", "multi", "events"})

    def __post_init__(self) -> None:
        if self.kind not in self.KINDS:
            raise ValueError(f"unknown field kind {self.kind!r}")


@dataclass(frozen=True)
class Option:
    """A house rule a table may choose when the game is set up."""

    name: str
    kind: str  # "int" | "bool" | "choice"
    label: str
    default: Any
    help: str = ""
    choices: tuple[tuple[str, str], ...] = ()
    min: int | None = None
    max: int | None = None


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


@dataclass(frozen=True)
class Outcome(Generic[S]):
    """What a deal did: the state after it, each player's change, the lines
    explaining it, and facts of the deal worth showing (``details``)."""

    state: S
    delta: Mapping[str, int]
    lines: tuple[ScoreLine, ...]
    dealer: str
    details: Mapping[str, Any] = field(default_factory=dict)


# --------------------------------------------------------------------- games


class Game(Generic[S]):
    """A card game of the rulebooks. Subclasses set the class data and
    implement :meth:`new_state`, :meth:`score_deal` and :meth:`report`."""

    slug: ClassVar[str]
    name: ClassVar[str]
    rulebook_section: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    players_min: ClassVar[int]
    players_max: ClassVar[int]
    #: variant name -> label; the first one listed is the default unless
    #: ``default_variant`` is None and variants exist (then one is required).
    variants: ClassVar[Mapping[str, str]] = {}
    default_variant: ClassVar[str | None] = None
    #: players allowed per variant, when it differs from the game's bounds
    variant_players: ClassVar[Mapping[str, int]] = {}
    options_declared: ClassVar[tuple[Option, ...]] = ()
    deck: ClassVar[str] = ""
    unit: ClassVar[str] = "points"
    #: the scoring facts a table needs at hand, in our own words, each with
    #: its article: printed on blank sheets and shown on the rules page
    reminders: ClassVar[tuple[tuple[str, str], ...]] = ()

    def __init__(self, players: Sequence[str], variant: str | None = None,
                 options: Mapping[str, Any] | None = None) -> None:
        players = [str(p).strip() for p in players]
        if variant in (None, "") and self.variants:
            if self.default_variant is None:
                raise SetupError("variant", f"{self.name} : choisir une variante ({', '.join(self.variants)}).")
            variant = self.default_variant
        if self.variants and variant not in self.variants:
            raise SetupError("variant", f"{self.name} : variante inconnue « {variant} » ({', '.join(self.variants)}).")
        if not self.variants and variant not in (None, ""):
            raise SetupError("variant", f"{self.name} n'a pas de variante.")
        wanted = self.variant_players.get(variant or "")
        low, high = (wanted, wanted) if wanted else (self.players_min, self.players_max)
        if not low <= len(players) <= high:
            count = str(low) if low == high else f"{low} à {high}"
            raise SetupError("players", f"{self.name} se joue à {count} joueurs.")
        if any(not p for p in players):
            raise SetupError("players", "Chaque joueur doit avoir un nom.")
        if len(set(players)) != len(players):
            raise SetupError("players", "Deux joueurs ne peuvent pas porter le même nom.")
        self.players: tuple[str, ...] = tuple(players)
        self.variant: str | None = variant or None
        self.options: dict[str, Any] = self._read_options(options or {})

    # -- set-up -------------------------------------------------------------

    def _read_options(self, given: Mapping[str, Any]) -> dict[str, Any]:
        declared = {o.name: o for o in self.options_declared}
        unknown = set(given) - set(declared)
        if unknown:
            raise SetupError("options", f"Option inconnue pour {self.name} : {', '.join(sorted(unknown))}.")
        values: dict[str, Any] = {}
        for name, option in declared.items():
            value = given.get(name, option.default)
            if option.kind == "bool":
                if not isinstance(value, bool):
                    raise SetupError("options", f"{option.label} : oui ou non attendu.")
            elif option.kind == "int":
                if isinstance(value, bool) or not isinstance(value, int):
                    raise SetupError("options", f"{option.label} : nombre entier attendu.")
                if (option.min is not None and value < option.min) or (option.max is not None and value > option.max):
                    raise SetupError("options", f"{option.label} : entre {option.min} et {option.max}.")
            elif option.kind == "choice" and value not in {c for c, _ in option.choices}:
                raise SetupError("options", f"{option.label} : valeur inconnue « {value} ».")
            values[name] = value
        return values

    @property
    def variant_label(self) -> str:
        return self.variants.get(self.variant or "", "")

    # -- what a game declares --------------------------------------------------

    def fields(self) -> tuple[Field, ...]:
        """The fields of one deal entry, in the order the form shows them."""
        raise NotImplementedError

    def new_state(self) -> S:
        raise NotImplementedError

    def score_deal(self, state: S, entry: Mapping[str, Any]) -> Outcome[S]:
        """Validate ``entry`` against ``state`` and score it.

        Raises :class:`DealError` naming the field and the rule when the
        entry is refused; never changes ``state``.
        """
        raise NotImplementedError

    def report(self, state: S) -> dict[str, Any]:
        """The game-specific facts of a state, under the keys of the spec's §3J."""
        return {}

    def progress(self, state: S, entry: Mapping[str, Any]) -> dict[str, Any] | None:
        """For games whose deal is entered while it is played (events one tap
        each): the running in-deal facts of an unfinished ``entry``
        (``points`` per player, ``lines``, and game facts such as the trump).
        Raises :class:`DealError` on an event the rules refuse. None for games
        entered once the deal is over."""
        return None

    # -- shared behaviour ------------------------------------------------------

    def play(self, state: S, entry: Mapping[str, Any]) -> Outcome[S]:
        """Score one more deal, refusing any deal once the game is over."""
        if state.finished:
            raise DealError("deal", "La partie est terminée : aucune donne ne peut plus être ajoutée.")
        if not isinstance(entry, Mapping):
            raise DealError("deal", "Une donne est un objet de champs.")
        return self.score_deal(state, entry)

    def winner(self, state: S) -> str | None:
        return state.winners[0] if state.finished and len(state.winners) == 1 else None

    def next_dealer_after(self, dealer: str) -> str:
        """The player after ``dealer`` in seating order."""
        i = self.players.index(dealer)
        return self.players[(i + 1) % len(self.players)]

    def zero(self) -> dict[str, int]:
        return {p: 0 for p in self.players}

    def add(self, totals: Mapping[str, int], delta: Mapping[str, int]) -> dict[str, int]:
        return {p: totals[p] + delta.get(p, 0) for p in self.players}

    def evolve(self, state: S, **changes: Any) -> S:
        return dataclasses.replace(state, **changes)

    # -- referee helpers (games with tricks override them) -----------------------

    def trick_winner(self, *args: Any, **kwargs: Any) -> int:
        raise NotImplementedError(f"{self.name} n'a pas d'arbitre de pli.")

    def legal_plays(self, *args: Any, **kwargs: Any) -> list[Any]:
        raise NotImplementedError(f"{self.name} n'a pas d'arbitre de jeu.")

    # -- entry reading helpers shared by games ---------------------------------------

    def read_player(self, entry: Mapping[str, Any], name: str, *, required: bool = True,
                    rule: str | None = None, label: str | None = None) -> str | None:
        value = entry.get(name)
        if value is None:
            if required:
                raise DealError(name, f"{label or name} : choisir un joueur.", rule)
            return None
        if value not in self.players:
            raise DealError(name, f"{label or name} : « {value} » n'est pas un joueur de la partie.", rule)
        return str(value)

    def read_dealer(self, state: S, entry: Mapping[str, Any]) -> str:
        dealer = self.read_player(entry, "dealer", required=False, label="Donneur")
        return dealer or state.dealer

    @staticmethod
    def read_bool(entry: Mapping[str, Any], name: str, label: str | None = None) -> bool:
        value = entry.get(name, False)
        if value is None:
            return False
        if not isinstance(value, bool):
            raise DealError(name, f"{label or name} : oui ou non attendu.")
        return value

    @staticmethod
    def read_int(entry: Mapping[str, Any], name: str, *, required: bool = True, label: str | None = None,
                 minimum: int | None = None, maximum: int | None = None, rule: str | None = None) -> int | None:
        value = entry.get(name)
        if value is None:
            if required:
                raise DealError(name, f"{label or name} : valeur requise.", rule)
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise DealError(name, f"{label or name} : nombre entier attendu.", rule)
        if minimum is not None and value < minimum:
            raise DealError(name, f"{label or name} : au moins {minimum}.", rule)
        if maximum is not None and value > maximum:
            raise DealError(name, f"{label or name} : au plus {maximum}.", rule)
        return value

    def read_per_player(self, entry: Mapping[str, Any], name: str, *, label: str | None = None,
                        required: bool = True, players: Iterable[str] | None = None,
                        rule: str | None = None) -> dict[str, Any] | None:
        """An object keyed by player names; unknown names are refused under
        ``name``; with ``required`` every player of ``players`` must be there."""
        value = entry.get(name)
        if value is None:
            if required:
                raise DealError(name, f"{label or name} : une valeur par joueur est requise.", rule)
            return None
        if not isinstance(value, Mapping):
            raise DealError(name, f"{label or name} : une valeur par joueur est attendue.", rule)
        for key in value:
            if key not in self.players:
                raise DealError(name, f"{label or name} : « {key} » n'est pas un joueur de la partie.", rule)
        if required:
            missing = [p for p in (players if players is not None else self.players) if p not in value]
            if missing:
                raise DealError(name, f"{label or name} : manque la valeur de {', '.join(missing)}.", rule)
        return dict(value)


# --------------------------------------------------------------------- replay


@dataclass(frozen=True)
class DealRecord:
    """One deal of a replayed log, with the running totals after it."""

    number: int
    entry: Mapping[str, Any]
    dealer: str
    delta: Mapping[str, int]
    totals: Mapping[str, int]
    lines: tuple[ScoreLine, ...]
    details: Mapping[str, Any]

    def as_dict(self) -> dict[str, Any]:
        return {
            "delta": dict(self.delta),
            "totals": dict(self.totals),
            "lines": [line.as_dict() for line in self.lines],
        }


@dataclass(frozen=True)
class Replay(Generic[S]):
    """A game and the state its deal log leads to."""

    game: Game[S]
    deals: tuple[DealRecord, ...]
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

    def report(self) -> dict[str, Any]:
        report = {"winners": list(self.state.winners) if self.state.finished else [],
                  "next_dealer": self.state.dealer}
        report.update(self.game.report(self.state))
        return report

    def as_dict(self) -> dict[str, Any]:
        return {
            "game": self.game.slug,
            "variant": self.game.variant,
            "options": dict(self.game.options),
            "players": list(self.game.players),
            "deals": [deal.as_dict() for deal in self.deals],
            "totals": dict(self.totals),
            "finished": self.finished,
            "winner": self.winner,
            "state": self.report(),
        }


def replay(game: Game[S], entries: Iterable[Mapping[str, Any]]) -> Replay[S]:
    """Score a deal log from the start; raises :class:`DealRefused` on the
    first deal the rules refuse."""
    state = game.new_state()
    deals: list[DealRecord] = []
    for number, entry in enumerate(entries, start=1):
        try:
            outcome = game.play(state, entry)
        except DealError as error:
            raise DealRefused(number, error) from error
        state = outcome.state
        deals.append(DealRecord(number, entry, outcome.dealer, dict(outcome.delta), dict(state.totals),
                                outcome.lines, dict(outcome.details)))
    return Replay(game, tuple(deals), state)
