"""Démons: three players, 33 tarot cards, a secret Diable, combinations built card by card, bets on tricks.

The scoring follows ``shared/spec/demons.md`` (rulings A-1 to A-20 there);
article numbers such as "Démons §7.1" are the rulebook's own. A deal is
entered once it is over, in the summary mode of the spec: the Diable, the
tricks of each player, the card counts, the combination attempts in the
order they were announced, the betting log in the order it was spoken, and
the §13 penalties.

Les Héritiers (:mod:`.heritiers`) is the same engine under another name: its
chapter is a copy of this one, so every rule here reads "Les Héritiers §n"
there (the article prefix is :attr:`Demons.article`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Option, Outcome, ScoreLine, game_of
from ..decks import DEMONS, Card, Suit
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer, Verdict, trick_schema
from ..registry import register
from ..schema import (
    Bool,
    CardKind,
    Choice,
    Field,
    Int,
    Is,
    ListOf,
    Player,
    PlayerMap,
    Record,
    Scope,
    Values,
    suit_choice,
)
from ..tricks import Trick, TrickRules, cards_held, each_player_once, played

__all__ = [
    "BASE_POINTS_MAX", "COMBINATION_ORDER", "GOAL", "HUMAN_VALUES", "PAREIL_REWARDS", "SUITE_REWARDS",
    "TRICK_ORDER", "BetError", "Bets", "Combination", "DemonPlay", "Demons", "DemonsState", "IllegalPlay",
    "InvalidCombination", "PureDemonRevoke", "category_winner", "combination_reward", "designating_demon",
    "human_points", "replay_bets",
    "DemonsDetails", "Status",
]

GOAL = 333  # §12
TRICKS = 9  # §5: 9 cards each
DEMON_COUNT = 5  # §1: trumps 1 to 5
MARKER_SUITS: tuple[Suit, ...] = (Suit.PIQUE, Suit.CARREAU, Suit.TREFLE)  # §4: no 8 of cœur
FIGURES: tuple[str, ...] = ("V", "D", "C", "R")

#: §3 trick order of the ordinary cards, weakest first.
TRICK_ORDER: tuple[str, ...] = ("6", "V", "D", "C", "R")
#: §9 order inside combinations, weakest first (the 6 never belongs to one).
COMBINATION_ORDER: tuple[str, ...] = ("V", "C", "D", "R")
#: §3 base values for a human player (the Diable counts 1 per ordinary card).
HUMAN_VALUES: Mapping[str, int] = {"6": 0, "V": 1, "D": 4, "C": 2, "R": 2}

#: §9.1 Pareil rewards by length (5 or more: 50).
PAREIL_REWARDS: Mapping[int, int] = {2: 10, 3: 20, 4: 40}
PAREIL_MAX_REWARD = 50
#: §9.2 Suite rewards by length.
SUITE_REWARDS: Mapping[int, int] = {2: 15, 3: 30, 4: 60}
FAILURE_PENALTY = 10  # §9

BASE_STAKE = 5  # §7.1, without any bet
FIRST_STAKE: Mapping[str, int] = {"partial": 10, "complete": 20}  # §7.1, §7.2
MAX_STAKE: Mapping[str, int] = {"partial": 40, "complete": 80}  # §7.1, §7.2
#: the last trick before whose first card a bet may be made (§7.1: before trick 3; §7.2: before trick 5)
BET_WINDOW: Mapping[str, int] = {"partial": 3, "complete": 5}
COMPLETE_TRICKS = 5  # §7.2: the majority of 9

SIGNAL_PENALTY = 50  # §13
REVOKE_PENALTY = 100  # §13

STATUSES: tuple[str, ...] = ("played", "redeal_all_demons_turned", "annulled_fault")
OBJECTIVES: tuple[str, ...] = ("partial", "complete")
ACTIONS: tuple[str, ...] = ("bet", "hold", "raise", "concede")
PENALTY_KINDS: tuple[str, ...] = ("signalled_role", "pure_demon_revoke")
KINDS: tuple[str, ...] = ("pareil", "suite")


def _best_values(ranks: Iterable[str], copies: Mapping[str, int]) -> list[int]:
    values = sorted((HUMAN_VALUES[r] for r in ranks for _ in range(copies[r] * 4)), reverse=True)
    return [sum(values[:3 * t]) for t in range(TRICKS + 1)]


#: §3J.3: the most base points a human can hold with t tricks (3 ordinary cards a trick at most).
BASE_POINTS_MAX: tuple[int, ...] = tuple(_best_values(TRICK_ORDER, {"6": 1, "V": 1, "D": 1, "C": 2, "R": 2}))


def human_points(cards: Iterable[Card]) -> int:
    """§3: the base value of ordinary cards for a human (Démons are worth nothing)."""
    return sum(HUMAN_VALUES[c.rank] for c in cards if not c.is_trump)


def combination_reward(kind: str, length: int) -> int:
    """§9.1 / §9.2: what the best combination of a category is worth (0 below a pair)."""
    if length < 2:
        return 0
    if kind == "pareil":
        return PAREIL_REWARDS.get(length, PAREIL_MAX_REWARD)
    return SUITE_REWARDS[min(length, 4)]


# --------------------------------------------------------------------- refusals of the referee

class IllegalPlay(DealError):
    """A card the rules do not allow here (§8); the referee refuses it and it is taken back (A-11)."""

    def __init__(self, message: Message, rule: str) -> None:
        super().__init__("card", message, rule)


class PureDemonRevoke(IllegalPlay):
    """§13: a pure Démon played while holding the suit led: the deal is stopped and annulled, −100."""


class InvalidCombination(DealError):
    """A combination attempt that §9 does not allow."""

    def __init__(self, message: Message, rule: str) -> None:
        super().__init__("combinations", message, rule)


class BetError(DealError):
    """A betting action §7 does not allow (in the order of the log): on the
    value of the action at fault (``at``: its row and field), so that the
    table sees the refusal beside it; on the whole log when an answer is missing."""

    def __init__(self, message: Message, rule: str, at: str = "") -> None:
        super().__init__(f"bets{at}", message, rule)


# --------------------------------------------------------------------- combinations (§9)

@dataclass(frozen=True)
class Combination:
    """A valid attempt: its kind, its length and its highest card in the §9 order."""

    kind: str
    length: int
    top: str

    @property
    def succeeded(self) -> bool:
        return self.length >= 2

    @property
    def key(self) -> tuple[int, int]:
        """§9.1, §9.2: the longer wins, then the higher top card (V < C < D < R)."""
        return self.length, COMBINATION_ORDER.index(self.top)


def _combination_problem(kind: str, cards: Sequence[Card], article: str, slug: str) -> tuple[Message, str] | None:
    """Why ``cards`` (in play order) is not a Pareil / Suite attempt, or None."""
    for c in cards:
        if c.is_trump or c.suit is None or c.rank not in COMBINATION_ORDER:
            return msg(f"{slug}.refused.combination_card", card=c), f"{article} §9"
    if kind == "pareil":
        rank = cards[0].rank
        if any(c.rank != rank for c in cards):
            return msg(f"{slug}.refused.pareil_ranks"), f"{article} §9.1"
        most = sum(DEMONS.copies_of(Card(rank, s)) for s in MARKER_SUITS + (Suit.COEUR,))
        if len(cards) > most:
            return msg(f"{slug}.refused.pareil_long", rank=rank, most=most), f"{article} §9.1"
        return None
    suit = cards[0].suit
    if any(c.suit != suit for c in cards):
        return msg(f"{slug}.refused.suite_suits"), f"{article} §9.2"
    low = high = COMBINATION_ORDER.index(cards[0].rank)
    for c in cards[1:]:
        i = COMBINATION_ORDER.index(c.rank)
        if low <= i <= high:
            return msg(f"{slug}.refused.suite_repeat", card=c), f"{article} §9.2"
        if i == low - 1:
            low = i
        elif i == high + 1:
            high = i
        else:
            return msg(f"{slug}.refused.suite_gap", card=c), f"{article} §9.2"
    return None


def _combination_of(kind: str, cards: Sequence[Card]) -> Combination:
    top = max((c.rank for c in cards), key=COMBINATION_ORDER.index)
    return Combination(kind, len(cards), top)


def category_winner(kind: str, attempts: Iterable[tuple[str, Sequence[Card]]]) -> str | None:
    """§9.1 / §9.2: the player whose best successful attempt of ``kind`` beats
    everyone's; None when nobody succeeded or when the best is shared (a tie:
    nobody scores). ``attempts`` are (player, cards) of that kind."""
    best: dict[str, tuple[int, int]] = {}
    for player, cards in attempts:
        if len(cards) < 2:
            continue
        key = _combination_of(kind, cards).key
        if player not in best or key > best[player]:
            best[player] = key
    if not best:
        return None
    top = max(best.values())
    holders = [p for p, k in best.items() if k == top]
    return holders[0] if len(holders) == 1 else None


# --------------------------------------------------------------------- plays and tricks (§8)

@dataclass(frozen=True)
class DemonPlay:
    """One card put on the table: an ordinary card, a Démon (atout 1..5) played
    pure, or a Démon possessing a turned ordinary card (``possessed``)."""

    card: Card
    possessed: Card | None = None

    @property
    def is_demon(self) -> bool:
        return self.card.is_trump

    @property
    def pure(self) -> bool:
        return self.card.is_trump and self.possessed is None

    @property
    def counts_as(self) -> Card | None:
        """The ordinary card this play stands for (None for a pure Démon)."""
        return self.possessed if self.card.is_trump else self.card


def designating_demon(turned: Iterable[Card]) -> int | None:
    """§5: the number of the Démon whose holder is the Diable (the strongest
    one not turned up); None when all five are turned (the deal is redealt)."""
    shown = {c.number for c in turned if c.is_trump}
    return next((n for n in range(1, DEMON_COUNT + 1) if n not in shown), None)


# --------------------------------------------------------------------- bets (§7, spec §4.4)

@dataclass
class Bets:
    """The commitments the betting log leaves, per objective and player."""

    players: tuple[str, ...]
    stake: dict[str, int] = field(default_factory=dict)
    gain: dict[str, dict[str, int]] = field(default_factory=dict)
    loss: dict[str, dict[str, int]] = field(default_factory=dict)
    engaged: dict[str, dict[str, bool]] = field(default_factory=dict)
    out: dict[str, bool] = field(default_factory=dict)
    #: the objective of the speaking round in progress and who still has to answer
    round_objective: str | None = None
    pending: list[str] = field(default_factory=list)
    any_bet: bool = False

    def __post_init__(self) -> None:
        for o in OBJECTIVES:
            self.stake[o] = 0
            self.gain[o] = {p: 0 for p in self.players}
            self.loss[o] = {p: 0 for p in self.players}
            self.engaged[o] = {p: False for p in self.players}
        self.out = {p: False for p in self.players}

    def bettor(self, player: str) -> bool:
        """§12: bet, held or raised on either objective (conceding is not betting)."""
        return any(self.engaged[o][player] for o in OBJECTIVES)

    def _after(self, player: str) -> list[str]:
        i = self.players.index(player)
        n = len(self.players)
        return [q for q in (self.players[(i + k) % n] for k in range(1, n)) if not self.out[q]]

    def _open(self, objective: str, player: str) -> None:
        self.pending = self._after(player)
        self.round_objective = objective if self.pending else None


def replay_bets(players: Sequence[str], log: Sequence[Mapping[str, Any]], article: str = "Démons",
                slug: str = "demons") -> Bets:
    """Spec §4.4: replay the betting log in the order spoken; raises
    :class:`BetError` at the first action §7 does not allow."""
    bets = Bets(tuple(players))
    for i, action in enumerate(log, start=1):
        _bet_action(bets, i, action, article, slug)
    if bets.pending:
        raise BetError(msg(f"{slug}.refused.bet_unanswered", player=bets.pending[0]), f"{article} §7.1")
    return bets


def _bet_at(n: int, name: str) -> str:
    """Where in the log the ``n``-th action's ``name`` is (from 1: its number in the messages)."""
    return f"[{n - 1}].{name}"


def _bet_action(bets: Bets, n: int, action: Mapping[str, Any], article: str, slug: str) -> None:
    p, o, kind = action["player"], action["objective"], action["action"]
    r71, r72 = f"{article} §7.1", f"{article} §7.2"
    rule = r71 if o == "partial" else r72
    if bets.out[p]:
        raise BetError(msg(f"{slug}.refused.bet_out", n=n, player=p), r71, _bet_at(n, "player"))
    if bets.pending:
        if p != bets.pending[0]:
            raise BetError(msg(f"{slug}.refused.bet_turn", n=n, player=p, waiting=bets.pending[0]), r71,
                           _bet_at(n, "player"))
        if kind == "bet":
            raise BetError(msg(f"{slug}.refused.bet_in_round", n=n, player=p), r71, _bet_at(n, "action"))
        if o != bets.round_objective:
            raise BetError(msg(f"{slug}.refused.bet_objective", n=n, player=p,
                               objective=msg(f"{slug}.objective.{bets.round_objective}")), r71, _bet_at(n, "objective"))
        bets.pending.pop(0)
        if kind == "hold":
            bets.gain[o][p] = bets.loss[o][p] = bets.stake[o]
            bets.engaged[o][p] = True
        elif kind == "concede":
            # §7.1: gains nothing more, out of every later bet; an existing loss stays
            bets.gain[o][p] = 0
            bets.out[p] = True
        else:
            if bets.stake[o] * 2 > MAX_STAKE[o]:
                raise BetError(msg(f"{slug}.refused.bet_cap", n=n, player=p, most=MAX_STAKE[o]), rule,
                               _bet_at(n, "action"))
            bets.stake[o] *= 2
            for q in bets.players:
                bets.gain[o][q] = 0  # §7.1: the others stay liable only to lose
            bets.gain[o][p] = bets.loss[o][p] = bets.stake[o]
            bets.engaged[o][p] = True
            bets._open(o, p)
        if not bets.pending:
            bets.round_objective = None
        return
    if kind != "bet":
        raise BetError(msg(f"{slug}.refused.bet_no_round", n=n, player=p), r71, _bet_at(n, "action"))
    trick = action.get("before_trick")
    if trick is None:
        raise BetError(msg(f"{slug}.refused.bet_trick", n=n, player=p), rule, _bet_at(n, "before_trick"))
    if trick > BET_WINDOW[o]:
        raise BetError(msg(f"{slug}.refused.bet_window_{o}", n=n, player=p, trick=trick), rule,
                       _bet_at(n, "before_trick"))
    if o == "partial" and bets.stake["complete"]:
        raise BetError(msg(f"{slug}.refused.bet_partial_after_complete", n=n, player=p), r71, _bet_at(n, "objective"))
    if bets.stake[o]:
        raise BetError(msg(f"{slug}.refused.bet_twice", n=n, player=p), r71, _bet_at(n, "objective"))
    bets.stake[o] = FIRST_STAKE[o]
    bets.gain[o][p] = bets.loss[o][p] = bets.stake[o]
    bets.engaged[o][p] = True
    bets.any_bet = True
    bets._open(o, p)


# --------------------------------------------------------------------- state

class Status(StrEnum):
    """How a deal went (§5; the entry's ``status``)."""

    PLAYED = "played"
    #: every demon turned up: the same dealer deals again
    REDEAL = "redeal_all_demons_turned"
    #: stopped by a fault: only the penalties count
    ANNULLED_FAULT = "annulled_fault"


@dataclass(frozen=True, kw_only=True)
class DemonsDetails(DealDetails):
    """A deal of Démons: how it went, the diable, who won the most tricks
    (None: shared), who went back to his score before the deal (§12), and
    who won the game with it."""

    status: Status
    diable: str | None = None
    partial_winner: str | None = None
    reset: tuple[str, ...] = ()
    winners: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class DemonsState(GameState):
    """The running scores plus what Démons remembers from deal to deal."""

    #: §4: each player's marker suit, fixed once for the whole game (None until entered)
    colours: Mapping[str, Suit] | None = None
    #: §12: the players put back to their start-of-deal score in the last deal
    reset: tuple[str, ...] = ()


# --------------------------------------------------------------------- the entry's checks


def _humans(scope: Scope) -> list[str] | None:
    diable = scope.get("diable")
    return None if diable is None else [p for p in scope.players if p != diable]


def _diable_only(scope: Scope) -> list[str] | None:
    diable = scope.get("diable")
    return None if diable is None else [diable]


def _check_colours(scope: Scope, colours: Mapping[str, Suit] | None) -> None:
    if colours is None:
        return
    g = game_of(scope, Demons)
    if len(set(colours.values())) != len(colours):
        scope.refuse(g.m("refused.colours_twice"), g.rule("4"))
        return
    state = scope.state
    if isinstance(state, DemonsState) and state.colours is not None and dict(state.colours) != dict(colours):
        scope.refuse(g.m("refused.colours_changed"), g.rule("4"))


def _check_tricks(scope: Scope, tricks: Mapping[str, int] | None) -> None:
    if tricks is None:
        return
    total = sum(tricks.values())
    if total != TRICKS:
        g = game_of(scope, Demons)
        scope.refuse(g.m("refused.trick_total", total=total), g.rule("5"))


def _check_base_points(scope: Scope, points: Mapping[str, int] | None) -> None:
    tricks = scope["tricks_won"]
    if points is None or tricks is None:
        return
    g = game_of(scope, Demons)
    for p, value in points.items():
        most = BASE_POINTS_MAX[tricks[p]]
        if value > most:
            scope.refuse(g.m("refused.base_points", player=p, points=value, tricks=tricks[p], most=most),
                         g.rule("3"), at=f"base_points.{p}")
            return


def _check_own_figures(scope: Scope, figures: Mapping[str, int] | None) -> None:
    tricks = scope["tricks_won"]
    if not figures or tricks is None:
        return
    g = game_of(scope, Demons)
    for p, value in figures.items():
        if value > 3 * tricks[p]:
            scope.refuse(g.m("refused.figures_tricks", player=p, figures=value, tricks=tricks[p]),
                         g.rule("10"), at=f"own_colour_figures.{p}")
            return


def _check_ordinary(scope: Scope, ordinary: Mapping[str, int] | None) -> None:
    tricks, diable = scope["tricks_won"], scope["diable"]
    if ordinary is None or tricks is None or diable is None:
        return
    if ordinary[diable] > 3 * tricks[diable]:
        g = game_of(scope, Demons)
        scope.refuse(g.m("refused.ordinary_tricks", player=diable, cards=ordinary[diable], tricks=tricks[diable]),
                     g.rule("3"), at=f"ordinary_cards.{diable}")


def _check_sixes(scope: Scope, sixes: Mapping[str, int] | None) -> None:
    ordinary, diable = scope["ordinary_cards"], scope["diable"]
    if ordinary is None or diable is None:
        return
    g = game_of(scope, Demons)
    cards = ordinary[diable]
    six = (sixes or {}).get(diable, 0)
    if six > cards:
        scope.refuse(g.m("refused.sixes", player=diable, sixes=six, cards=cards), g.rule("10.1"),
                     at=f"sixes.{diable}")
        return
    for name in ("colour_figures", "demon_trick_figures"):
        figures = (scope[name] or {}).get(diable, 0)
        if figures > cards - six:
            scope.refuse(g.m(f"refused.{name}", player=diable, figures=figures, most=cards - six),
                         g.rule("10.1"), at=f"{name}.{diable}")
            return


def _check_combinations(scope: Scope, attempts: Sequence[Mapping[str, Any]]) -> None:
    g = game_of(scope, Demons)
    for i, attempt in enumerate(attempts):
        problem = _combination_problem(attempt["kind"], attempt["cards"], g.article, g.slug)
        if problem is not None:
            scope.refuse(problem[0], problem[1], at=f"combinations[{i}].cards")
            return
    used: dict[Card, int] = {}
    for i, attempt in enumerate(attempts):
        for c in attempt["cards"]:
            used[c] = used.get(c, 0) + 1
            if used[c] > DEMONS.copies_of(c):
                scope.refuse(g.m("refused.combination_copies", card=c, copies=DEMONS.copies_of(c)), g.rule("9"),
                             at=f"combinations[{i}].cards")
                return
    played: dict[str, int] = {}
    last_trick: dict[str, int] = {}
    for i, attempt in enumerate(attempts):
        p = attempt["player"]
        played[p] = played.get(p, 0) + len(attempt["cards"])
        if played[p] > TRICKS:
            scope.refuse(g.m("refused.combination_cards", player=p), g.rule("9"), at=f"combinations[{i}].cards")
            return
        tricks = attempt["tricks"]
        if tricks is None:
            continue
        consecutive = all(b == a + 1 for a, b in zip(tricks, tricks[1:], strict=False))
        if len(tricks) != len(attempt["cards"]) or not consecutive:
            scope.refuse(g.m("refused.combination_tricks"), g.rule("9"), at=f"combinations[{i}].tricks")
            return
        if tricks[0] <= last_trick.get(p, 0):
            scope.refuse(g.m("refused.combination_order", player=p), g.rule("9"), at=f"combinations[{i}].tricks")
            return
        last_trick[p] = tricks[-1]


def _check_bets(scope: Scope, log: Sequence[Mapping[str, Any]]) -> None:
    g = game_of(scope, Demons)
    try:
        replay_bets(scope.players, log, g.article, g.slug)
    except BetError as error:
        scope.refuse(error.message, error.rule, at=error.path)  # beside the action at fault


PLAYED = Is("status", "played")
SCORED = Is("status", "played", "annulled_fault")


def _check_revokes(scope: Scope, status: str) -> None:
    """§3J.3 row "status": a ``pure_demon_revoke`` in a deal that is not
    annulled, or an annulled deal without exactly one. It looks at the
    penalties as given (``penalties`` is read last, and counts even when
    refused) and is reported where the table places it: after the unknown
    ``diable``, before ``colours``."""
    game = scope.game
    if game is None or status not in ("played", "annulled_fault"):
        return
    assert isinstance(game, Demons)
    penalties = scope.raw.get("penalties")
    items = penalties if isinstance(penalties, list) else []
    revokes = sum(1 for item in items if isinstance(item, Mapping) and item.get("kind") == "pure_demon_revoke")
    wrong = revokes > 0 if status == "played" else revokes != 1
    if wrong:
        key = "refused.revoke_not_annulled" if status == "played" else "refused.annulled_revokes"
        scope.refuse(game.m(key, count=revokes), game.rule("13"), under="diable")


#: the scoring facts a table needs at hand: (section, message key)
REMINDERS: tuple[tuple[str, str], ...] = (
    ("3", "cards"),
    ("10.1", "diable"),
    ("9", "combinations"),
    ("7.1", "partial"),
    ("7.2", "complete"),
    ("12", "end"),
    ("13", "penalties"),
)


def chapter_reminders(article: str, slug: str) -> tuple[tuple[str, str], ...]:
    return tuple((f"{article} §{section}", f"{slug}.reminder.{key}") for section, key in REMINDERS)


def chapter_options(article: str) -> Record:
    """The house rules: the 52-card adaptation (§1, labels only) and ruling A-1 on the §13 revoke."""
    return Record((
        Option("deck_variant", Choice(("tarot78x2", "std52x2")), "tarot78x2", rule=f"{article} §1"),
        Option("strict_possession_obligation", Bool(), False, rule=f"{article} §13"),
    ), strict=True)


# --------------------------------------------------------------------- the game

@dataclass(frozen=True)
class DemonsTrick(Trick[DemonPlay]):
    """A trick of Démons: the ordinary cards turned up when it began, which a
    Démon may possess as it is played (§5, §8); None when the table did not say."""

    turned: tuple[Card, ...] | None = ()


SHEET: SheetSpec[Demons] = SheetSpec(
    columns=("diable", "tricks_won", "base_points", "ordinary_cards"),
    facts=("reset",),
    handwritten=(PadColumn("diable", width=1.3), PadColumn("tricks", per_player=True, width=0.7),
                 PadColumn("points", per_player=True, width=0.9), PadColumn("combinations", per_player=True),
                 PadColumn("bets", per_player=True)),
    rows=18,
    row_height=9.0,
    boxes=(("colour", 0),),
)


@register(sheet=SHEET)
class Demons(Game[DemonsState], TrickRules[DemonPlay, DemonsTrick]):
    slug = "demons"
    name = "Démons"
    #: how the articles of this chapter are cited ("Démons §7.1")
    article = "Démons"
    players_min = players_max = 3  # §2
    rulebook_section = "Démons"
    deck = DEMONS
    unit = "points"
    options_schema = chapter_options("Démons")
    reminders = chapter_reminders("Démons", "demons")

    @classmethod
    def rule(cls, section: str) -> str:
        return f"{cls.article} §{section}"

    @classmethod
    def m(cls, key: str, **params: Any) -> Message:
        return msg(f"{cls.slug}.{key}", **params)

    # -- the entry (spec §3J.2, read in the order of its refusals, §3J.3) ------------

    def entry(self) -> Record:
        card = CardKind(DEMONS, ranks=COMBINATION_ORDER, specials=False)
        return Record((
            Field("status", Choice(STATUSES), default="played", group="more", rule=self.rule("5"),
                  checks=(_check_revokes,)),
            Field("dealer", Player()),
            Field("diable", Player(), required=True, when=PLAYED, rule=self.rule("5")),
            Field("colours", PlayerMap(suit_choice(*MARKER_SUITS)), group="more", rule=self.rule("4"),
                  checks=(_check_colours,)),
            Field("tricks_won", PlayerMap(Int(0, TRICKS), total=TRICKS), required=True, when=PLAYED,
                  rule=self.rule("8"), checks=(_check_tricks,)),
            Field("base_points", PlayerMap(Int(0, BASE_POINTS_MAX[-1]), keys=_humans), required=True, when=PLAYED,
                  needs=("diable", "tricks_won"), rule=self.rule("3"), checks=(_check_base_points,)),
            Field("own_colour_figures", PlayerMap(Int(0, 6), keys=_humans, complete=False), default={},
                  when=PLAYED, needs=("diable", "tricks_won"), rule=self.rule("10"), checks=(_check_own_figures,)),
            Field("ordinary_cards", PlayerMap(Int(0, 28), keys=_diable_only), required=True, when=PLAYED,
                  needs=("diable", "tricks_won"), rule=self.rule("3"), checks=(_check_ordinary,)),
            Field("colour_figures", PlayerMap(Int(0, 12), keys=_diable_only, complete=False), default={},
                  when=PLAYED, needs=("diable",), rule=self.rule("10.1")),
            Field("demon_trick_figures", PlayerMap(Int(0, 24), keys=_diable_only, complete=False), default={},
                  when=PLAYED, needs=("diable",), rule=self.rule("10.1")),
            Field("sixes", PlayerMap(Int(0, 4), keys=_diable_only, complete=False), default={}, when=PLAYED,
                  needs=("diable", "ordinary_cards", "colour_figures", "demon_trick_figures"),
                  rule=self.rule("10.1"), checks=(_check_sixes,)),
            Field("combinations", ListOf(Record((
                Field("player", Player(), required=True),
                Field("kind", Choice(KINDS), required=True),
                Field("cards", ListOf(card, min=1, max=8), required=True),
                Field("tricks", ListOf(Int(1, TRICKS), min=1, max=8)),
            ), form_order=("player", "kind", "cards", "tricks"))), default=(), when=PLAYED, rule=self.rule("9"),
                  checks=(_check_combinations,)),
            Field("bets", ListOf(Record((
                Field("player", Player(), required=True),
                Field("objective", Choice(OBJECTIVES), required=True),
                Field("action", Choice(ACTIONS), required=True),
                Field("before_trick", Int(1, TRICKS)),
            ), form_order=("player", "action", "objective", "before_trick"))), default=(), when=PLAYED,
                  rule=self.rule("7"), checks=(_check_bets,)),
            Field("penalties", ListOf(Record((
                Field("player", Player(), required=True),
                Field("kind", Choice(PENALTY_KINDS), required=True),
                Field("trick", Int(1, TRICKS)),
            ))), default=(), when=SCORED, group="more", rule=self.rule("13")),
        ), form_order=("dealer", "diable", "bets", "combinations", "tricks_won", "base_points", "own_colour_figures",
                       "ordinary_cards", "colour_figures", "demon_trick_figures", "sixes", "colours", "penalties",
                       "status"))

    # -- state -----------------------------------------------------------------------

    def new_state(self) -> DemonsState:
        return DemonsState(totals=self.zero(), dealer=self.first_dealer)

    def report(self, state: DemonsState) -> JSONObject:
        return {"reset": list(state.reset)}

    def facts(self, state: DemonsState) -> list[Fact]:
        facts = [Fact("goal", self.m("fact.goal"), GOAL, FactKind.THRESHOLD)]
        if state.colours is not None:
            facts.append(Fact("colours", self.m("fact.colours"), dict(state.colours), FactKind.TEXT))
        facts.append(Fact("reset", self.m("fact.reset"), tuple(state.reset), FactKind.LIST))
        return facts

    # -- scoring ------------------------------------------------------------------------

    def score_deal(self, state: DemonsState, e: Values) -> Outcome[DemonsState]:
        dealer = self.dealer_of(state, e)
        colours = state.colours
        if e["colours"] is not None:
            colours = dict(e["colours"])
        status = e["status"]
        if status != "played":
            lines: list[ScoreLine] = []
            if status == "redeal_all_demons_turned":
                lines.append(ScoreLine(dealer, 0, self.rule("5"), self.m("line.redeal")))
                summary = self.m("summary.redeal", dealer=dealer)
            else:
                self._penalties(e["penalties"], lines, annulled=True)
                summary = self.m("summary.annulled")
            delta = self.delta_of(lines)
            # the deal did not go through, the same dealer deals again
            new_state = self.evolve(state, totals=self.add(state.totals, delta), dealer=dealer,
                                    deals=state.deals + 1, colours=colours, reset=())
            return Outcome(new_state, delta, self.seat_order(lines), dealer, summary,
                           DemonsDetails(status=Status(status)))

        diable, tricks = e["diable"], e["tricks_won"]
        lines = []
        self._cards(e, lines)
        self._combinations(e["combinations"], lines)
        bets = replay_bets(self.players, e["bets"], self.article, self.slug)
        partial_winner = self._partial_winner(tricks)
        self._stakes(bets, tricks, partial_winner, lines)
        self._penalties(e["penalties"], lines, annulled=False)

        raw = self.delta_of(lines)
        tentative = self.add(state.totals, raw)
        reset: list[str] = []
        winners: list[str] = []
        candidates = [p for p in self.players if tentative[p] >= GOAL and bets.bettor(p)]
        for p in self.players:
            if tentative[p] >= GOAL and not bets.bettor(p):
                reset.append(p)
                lines.append(ScoreLine(p, -raw[p], self.rule("12"), self.m("line.reset_no_bet", total=tentative[p])))
        if len(candidates) == 1:
            winners = candidates
        elif candidates:
            winners = [p for p in candidates if p == partial_winner]
            if not winners:
                for p in candidates:
                    reset.append(p)
                    lines.append(ScoreLine(p, -raw[p], self.rule("12"),
                                           self.m("line.reset_tie", total=tentative[p])))
        for p in winners:
            lines.append(ScoreLine(p, 0, self.rule("12"), self.m("line.wins", total=tentative[p])))

        delta = self.delta_of(lines)
        totals = self.add(state.totals, delta)
        reset_seated = tuple(p for p in self.players if p in reset)
        details = DemonsDetails(status=Status.PLAYED, diable=diable, partial_winner=partial_winner, reset=reset_seated,
                                winners=tuple(winners))
        if winners:
            summary = self.m("summary.wins", player=winners[0], diable=diable)
        elif partial_winner is not None:
            summary = self.m("summary.played", diable=diable, leader=partial_winner, tricks=tricks[partial_winner])
        else:
            summary = self.m("summary.played_shared", diable=diable)
        new_state = self.evolve(state, totals=totals, dealer=self.next_dealer_after(dealer), deals=state.deals + 1,
                                finished=bool(winners), winners=tuple(winners), colours=colours,
                                reset=reset_seated)
        return Outcome(new_state, delta, self.seat_order(lines), dealer, summary, details)

    def _cards(self, e: Values, lines: list[ScoreLine]) -> None:
        """§3, §10, §10.1: the points in each player's tricks."""
        diable = e["diable"]
        own = e["own_colour_figures"] or {}
        for p in self.players:
            if p == diable:
                continue
            base = e["base_points"][p]
            lines.append(ScoreLine(p, base, self.rule("3"), self.m("line.base_points", points=base)))
            figures = own.get(p, 0)
            if figures:
                lines.append(ScoreLine(p, figures, self.rule("10"), self.m("line.own_figures", figures=figures)))
        ordinary = e["ordinary_cards"][diable]
        lines.append(ScoreLine(diable, ordinary, self.rule("3"), self.m("line.diable_cards", cards=ordinary)))
        colour = (e["colour_figures"] or {}).get(diable, 0)
        if colour:
            lines.append(ScoreLine(diable, colour, self.rule("10.1"), self.m("line.diable_colour", figures=colour)))
        demon = (e["demon_trick_figures"] or {}).get(diable, 0)
        if demon:
            lines.append(ScoreLine(diable, demon, self.rule("10.1"), self.m("line.demon_tricks", figures=demon)))
        sixes = (e["sixes"] or {}).get(diable, 0)
        if sixes >= 3:
            lines.append(ScoreLine(diable, 10, self.rule("10.1"), self.m("line.sixes", sixes=sixes)))

    def _combinations(self, attempts: Sequence[Mapping[str, Any]], lines: list[ScoreLine]) -> None:
        """§9, §9.1, §9.2: the best of each category to a single best player; failures after the first cost 10."""
        for kind, section in (("pareil", "9.1"), ("suite", "9.2")):
            of_kind = [(a["player"], a["cards"]) for a in attempts if a["kind"] == kind]
            winner = category_winner(kind, of_kind)
            if winner is not None:
                best = max((_combination_of(kind, c) for p, c in of_kind if p == winner and len(c) >= 2),
                           key=lambda x: x.key)
                points = combination_reward(kind, best.length)
                words = self.m(f"line.best_{kind}", length=best.length, top=msg(f"cards.rank.{best.top}"),
                               rank=msg(f"cards.plural.{best.top}"), points=points)
                lines.append(ScoreLine(winner, points, self.rule(section), words))
                continue
            tied = _tied(kind, of_kind)
            for p in self.players:
                if p in tied:
                    lines.append(ScoreLine(p, 0, self.rule(section), self.m(f"line.tie_{kind}")))
        for p in self.players:
            failures = 0  # since the last success: the first one is free (ruling A-19: per deal)
            for a in attempts:
                if a["player"] != p:
                    continue
                if len(a["cards"]) >= 2:
                    failures = 0
                    continue
                failures += 1
                if failures == 1:
                    lines.append(ScoreLine(p, 0, self.rule("9"), self.m("line.free_failure")))
                else:
                    lines.append(ScoreLine(p, -FAILURE_PENALTY, self.rule("9"), self.m("line.failure", n=failures)))

    @staticmethod
    def _partial_winner(tricks: Mapping[str, int]) -> str | None:
        """§7.1: strictly more tricks than each opponent."""
        best = max(tricks.values())
        leaders = [p for p, t in tricks.items() if t == best]
        return leaders[0] if len(leaders) == 1 else None

    def _stakes(self, bets: Bets, tricks: Mapping[str, int], partial_winner: str | None,
                lines: list[ScoreLine]) -> None:
        """§7.1, §7.2, §11: the base stake without any bet, else each player's commitments."""
        if not bets.any_bet:
            if partial_winner is not None:
                lines.append(ScoreLine(partial_winner, BASE_STAKE, self.rule("7.1"),
                                       self.m("line.base_stake", tricks=tricks[partial_winner])))
            return
        for p in self.players:
            if bets.engaged["complete"][p]:
                made = tricks[p] >= COMPLETE_TRICKS
                gain, loss = bets.gain["complete"][p], bets.loss["complete"][p]
                if made:
                    lines.append(ScoreLine(p, gain, self.rule("7.2"),
                                           self.m("line.complete_made", tricks=tricks[p], points=gain)))
                else:
                    lines.append(ScoreLine(p, -loss, self.rule("7.2"),
                                           self.m("line.complete_failed", tricks=tricks[p], points=loss)))
            elif bets.engaged["partial"][p]:
                gain, loss = bets.gain["partial"][p], bets.loss["partial"][p]
                if p == partial_winner:
                    lines.append(ScoreLine(p, gain, self.rule("7.1"),
                                           self.m("line.partial_made", tricks=tricks[p], points=gain)))
                else:
                    lines.append(ScoreLine(p, -loss, self.rule("7.1"),
                                           self.m("line.partial_failed", tricks=tricks[p], points=loss)))

    def _penalties(self, penalties: Sequence[Mapping[str, Any]], lines: list[ScoreLine], *, annulled: bool) -> None:
        """§13: −50 for telling one's role; −100 for the pure-Démon revoke that annuls the deal."""
        for item in penalties:
            kind, trick = item["kind"], item["trick"]
            points = -SIGNAL_PENALTY if kind == "signalled_role" else -REVOKE_PENALTY
            words = self.m(f"line.{kind}") if trick is None else self.m(f"line.{kind}_at", trick=trick)
            lines.append(ScoreLine(item["player"], points, self.rule("13"), words))
        if annulled:
            for p in self.players:
                lines.append(ScoreLine(p, 0, self.rule("13"), self.m("line.annulled")))

    # -- referee (§5, §8, §9, §13) ----------------------------------------------------------

    def trick_winner(self, trick: DemonsTrick) -> int:
        """§8 (spec §6.1): index, in play order, of the play that takes the trick.

        The strongest pure Démon wins (1 beats 5); without one, the highest
        card counting as the suit led (6 < V < D < C < R). Between identical
        cards a possessed one beats an ordinary one, two possessed ones go by
        the Démon order, and of two identical ordinary cards the first played
        wins (A-10)."""
        plays = trick.cards
        if not plays:
            raise ValueError("a trick without cards has no winner")
        for play in plays:
            self._verify_card(play)
        pure = [(play.card.number, i) for i, play in enumerate(plays) if play.pure]
        if pure:
            return min(pure)[1]
        led = plays[0].counts_as
        assert led is not None

        def key(i: int) -> tuple[int, int, int]:
            play = plays[i]
            shown = play.counts_as
            assert shown is not None
            if play.is_demon:
                return TRICK_ORDER.index(shown.rank), 1, -play.card.number
            return TRICK_ORDER.index(shown.rank), 0, -i

        following = [i for i, play in enumerate(plays)
                     if play.counts_as is not None and play.counts_as.suit == led.suit]
        return max(following, key=key)

    def _verify_card(self, play: DemonPlay) -> None:
        if play.card not in DEMONS:
            raise ValueError(f"{play.card}: not a card of {self.name} ({self.rule('1')})")
        if play.possessed is not None:
            if not play.card.is_trump:
                raise ValueError(f"{play.card}: only a Démon possesses a turned card ({self.rule('8')})")
            if play.possessed.is_trump or play.possessed not in DEMONS:
                raise ValueError(f"{play.possessed}: a Démon possesses an ordinary card only (A-14)")

    def play_options(self, trick: DemonsTrick, hand: Sequence[Card]) -> list[DemonPlay]:
        """§8 (spec §6.2): every play of ``hand``, a Démon pure or possessing
        one of the ordinary cards still turned up."""
        turned = self._still_turned(trick, None)
        options: list[DemonPlay] = []
        for c in dict.fromkeys(hand):
            options.append(DemonPlay(c))
            if c.is_trump:
                options += [DemonPlay(c, t) for t in dict.fromkeys(turned) if not t.is_trump]
        return options

    @staticmethod
    def _still_turned(trick: DemonsTrick, play: DemonPlay | None) -> list[Card]:
        """§8: the ordinary cards still turned up when ``play`` is made: a
        possessed card leaves them. When the table did not say what was turned
        up, the possession itself is taken as possible."""
        if trick.turned is None:
            return [play.possessed] if play is not None and play.possessed is not None else []
        rest = list(trick.turned)
        for before in trick.cards:
            if before.possessed is not None and before.possessed in rest:
                rest.remove(before.possessed)
        return rest

    def verify_play(self, trick: DemonsTrick, hand: Sequence[Card], play: DemonPlay) -> None:
        """Raise :class:`PureDemonRevoke` for the §13 fault (a pure Démon while
        holding the suit led; with ``strict_possession_obligation``, also while
        a turned card of that suit could have been possessed, A-1), and
        :class:`IllegalPlay` for any other play §8 forbids."""
        self._verify_card(play)
        turned = self._still_turned(trick, play)
        trick_so_far = trick.cards
        if play.card not in hand:
            raise IllegalPlay(self.m("refused.not_in_hand", card=play.card), self.rule("8"))
        if play.possessed is not None and play.possessed not in turned:
            raise IllegalPlay(self.m("refused.not_turned", card=play.possessed), self.rule("8"))
        if not trick_so_far:
            return
        lead = trick_so_far[0]
        demons_held = [c for c in hand if c.is_trump]
        if lead.pure:
            if demons_held and not play.pure:
                raise IllegalPlay(self.m("refused.answer_pure"), self.rule("8"))
            return
        led = lead.counts_as
        assert led is not None and led.suit is not None
        shown = play.counts_as
        if shown is not None and shown.suit == led.suit:
            return
        holds_suit = any(not c.is_trump and c.suit == led.suit for c in hand)
        if play.pure:
            could_possess = any(not t.is_trump and t.suit == led.suit for t in turned)
            if holds_suit or (self.options["strict_possession_obligation"] and could_possess):
                raise PureDemonRevoke(self.m("refused.pure_revoke", suit=led.suit), self.rule("13"))
            return
        if holds_suit:
            raise IllegalPlay(self.m("refused.follow", suit=led.suit), self.rule("8"))

    def verify_combination(self, kind: str, cards: Sequence[Card]) -> Combination:
        """§9 (spec §6.5): the attempt ``cards`` (in play order, a possessing
        Démon written as the card it possesses) as a Pareil or a Suite; raises
        :class:`InvalidCombination`. One card is a valid start (and, left
        alone, a failure)."""
        if kind not in KINDS or not cards:
            raise InvalidCombination(self.m("refused.combination_empty"), self.rule("9"))
        for c in cards:
            if c not in DEMONS:
                raise InvalidCombination(self.m("refused.combination_card", card=c), self.rule("9"))
        problem = _combination_problem(kind, cards, self.article, self.slug)
        if problem is not None:
            raise InvalidCombination(*problem)
        return _combination_of(kind, cards)

    def can_combine(self, kind: str, cards: Sequence[Card]) -> bool:
        """Whether ``cards`` is a valid attempt (a one-card start included)."""
        try:
            self.verify_combination(kind, cards)
        except DealError:
            return False
        return True

    def can_extend(self, kind: str, cards: Sequence[Card], card: Card) -> bool:
        """Whether ``card`` may be announced as the next card of the attempt ``cards``."""
        return self.can_combine(kind, [*cards, card])

    @staticmethod
    def combination_winner(kind: str, attempts: Iterable[tuple[str, Sequence[Card]]]) -> str | None:
        """§9.1 / §9.2: who scores the category (None: nobody, or a tie)."""
        return category_winner(kind, attempts)

    @staticmethod
    def diable_demon(turned: Iterable[Card]) -> int | None:
        """§5: the number of the Démon that designates the Diable (None: redeal)."""
        return designating_demon(turned)

    # -- the referee: a trick, a Pareil or a Suite (compagnon/rules/referee.py) -----------

    referee_questions = ("trick", "combination")

    def referee_schema(self, question: str) -> Record:
        if question == "trick":
            # the turned cards a Démon may possess (§5, §8); a Démon's play carries what it possesses
            return trick_schema(
                (Field("turned_cards", ListOf(CardKind(DEMONS), max=6, ordered=False), rule=self.rule("8")),),
                CardKind(DEMONS), len(self.players),
                extra=(Field("possessed", CardKind(DEMONS, specials=False), rule=self.rule("8")),))
        card = CardKind(DEMONS)
        return Record((
            Field("combination", Record((
                Field("kind", Choice(KINDS, labels=f"{self.slug}.entry.combinations.kind"), required=True),
                Field("cards", ListOf(card, min=1, max=8), required=True, rule=self.rule("9")),
                Field("tricks", ListOf(Int(1, TRICKS), min=1, max=8), rule=self.rule("9")),
                Field("against", ListOf(ListOf(card, min=1, max=8), max=len(self.players) - 1),
                      rule=self.rule("9.1")),
            ), form_order=("kind", "cards", "tricks", "against")), required=True),
        ))

    def referee(self, question: str, values: Values) -> Answer:
        if question == "trick":
            return self.referee_trick(values)
        return self._referee_combination(values["combination"])

    def _play_words(self, play: DemonPlay) -> Message:
        """« Démon 3 pur », « Démon 4 possédant Roi ♠ », « Roi ♠ »."""
        if play.pure:
            return self.m("referee.play.pure", demon=play.card.number)
        if play.possessed is not None:
            return self.m("referee.play.possessing", demon=play.card.number, card=play.possessed)
        return self.m("referee.play.card", card=play.card)

    def trick_context(self, values: Values) -> DemonsTrick:
        """§8: only a Démon possesses; each player once; §1: every physical card
        once among the hands, the cards played, the turned cards and those taken from them."""
        asked = values["plays"]
        turned_given: list[Card] | None = values["context"].get("turned_cards")
        plays: list[DemonPlay] = []
        for i, p in enumerate(asked):
            if p.get("possessed") is not None and not p["card"].is_trump:
                raise DealError(f"plays[{i}].possessed", self.m("referee.possessed_not_demon", card=p["card"]),
                                self.rule("8"))
            plays.append(DemonPlay(p["card"], p.get("possessed")))
        each_player_once(values, lambda player: self.m("referee.player_twice", player=player), self.rule("8"))
        if turned_given is not None:  # §8, spec §6.2: a Démon possesses a card still turned up, each once
            left = Counter(turned_given)
            for i, play in enumerate(plays):
                if play.possessed is None:
                    continue
                if not left[play.possessed]:
                    key = "referee.possessed_twice" if play.possessed in turned_given else "refused.not_turned"
                    raise DealError(f"plays[{i}].possessed", self.m(key, card=play.possessed), self.rule("8"))
                left[play.possessed] -= 1
        cards: list[Card] = list(turned_given or ())
        possessed = [play.possessed for play in plays if play.possessed is not None]
        cards += _beyond(possessed, turned_given or ())
        cards += cards_held(values)
        for c, n in Counter(cards).items():
            if n > DEMONS.copies_of(c):
                shown = self.m("referee.demon", demon=c.number) if c.is_trump else c
                raise DealError("plays", self.m("referee.card_twice", card=shown, copies=DEMONS.copies_of(c)),
                                self.rule("1"))
        return DemonsTrick(played(plays, [p["player"] for p in asked]),
                           turned=tuple(turned_given) if turned_given is not None else None)

    def trick_rule(self, trick: DemonsTrick, winner: int) -> str:
        return self.rule("8")

    def trick_reason(self, trick: DemonsTrick, winner: int) -> Message:
        return self._why_it_wins(trick.cards, winner)

    def card_of(self, play: DemonPlay) -> Card:
        return play.card

    def play_verdict(self, trick: DemonsTrick, hand: Sequence[Card] | None, card: DemonPlay) -> Verdict:
        """The engine's words for these obligations do not name the play: the referee's do."""
        verdict = super().play_verdict(trick, hand, card)
        what = verdict.reason.id.rsplit(".", 1)[-1] if verdict.legal is False and verdict.reason is not None else ""
        if what not in ("answer_pure", "pure_revoke", "follow"):
            return verdict
        assert verdict.reason is not None
        words = self.m(f"referee.{what}", play=self._play_words(card), **verdict.reason.params)
        return replace(verdict, reason=words)

    def _why_it_wins(self, plays: Sequence[DemonPlay], i: int) -> Message:
        """§8 and A-10, in words: why play ``i`` takes the trick."""
        play = plays[i]
        words = self._play_words(play)
        if play.pure:
            return self.m("referee.wins_pure", play=words)
        twins = [other for j, other in enumerate(plays) if j != i and other.counts_as == play.counts_as]
        if play.possessed is not None:
            if any(not other.is_demon for other in twins):
                return self.m("referee.wins_possessed_copy", play=words)
            if twins:
                return self.m("referee.wins_demon_order", play=words)
        elif twins:
            return self.m("referee.wins_first_copy", play=words)
        return self.m("referee.wins_suit", play=words)

    def _referee_combination(self, asked: Values) -> Answer:
        """§9, §9.1, §9.2: an attempt, in play order; against the best of each opponent, whether it scores."""
        kind: str = asked["kind"]
        section = self.rule("9.1" if kind == "pareil" else "9.2")
        try:
            mine = self.verify_combination(kind, asked["cards"])
        except DealError as refused:
            return Answer("combination", refused.rule, refused.message, valid=False)
        for c, n in Counter(asked["cards"]).items():
            if n > DEMONS.copies_of(c):
                return Answer("combination", self.rule("9"), self.m("refused.combination_copies", card=c,
                                                                    copies=DEMONS.copies_of(c)), valid=False)
        against: Sequence[Sequence[Card]] = asked["against"] or ()
        for i, cards in enumerate(against):
            try:
                self.verify_combination(kind, cards)
            except DealError as refused:
                raise DealError(f"combination.against[{i}]", refused.message, refused.rule) from None
        for c, n in Counter([*asked["cards"], *(c for cards in against for c in cards)]).items():
            if n > DEMONS.copies_of(c):  # the opponents' cards are other cards
                raise DealError("combination", self.m("refused.combination_copies", card=c,
                                                      copies=DEMONS.copies_of(c)), self.rule("9"))
        tricks = asked["tricks"]
        if tricks is not None:
            following = all(b == a + 1 for a, b in zip(tricks, tricks[1:], strict=False))
            if len(tricks) != len(asked["cards"]) or not following:
                return Answer("combination", self.rule("9"), self.m("refused.combination_tricks"), valid=False)
        if not mine.succeeded:
            return Answer("combination", self.rule("9"), self.m(f"referee.start_{kind}"), valid=True, points=0)
        name = self._combination_words(mine)
        reward = combination_reward(kind, mine.length)
        rivals = [_combination_of(kind, cards) for cards in against if len(cards) >= 2]
        if not against:
            return Answer("combination", section, self.m("referee.worth", combination=name, points=reward),
                          valid=True, points=reward)
        best = max((r.key for r in rivals), default=None)
        if best is None or mine.key > best:
            return Answer("combination", section, self.m("referee.best", combination=name, points=reward),
                          valid=True, points=reward)
        if mine.key == best:
            return Answer("combination", section, self.m("referee.tie", combination=name), valid=True, points=0)
        better = max(rivals, key=lambda r: r.key)
        return Answer("combination", section, self.m("referee.beaten", combination=name,
                                                     other=self._combination_words(better)), valid=True, points=0)

    def _combination_words(self, combination: Combination) -> Message:
        """« un brelan de Rois », « une tierce à Dame »."""
        if combination.kind == "pareil":
            return self.m(f"referee.pareil.{min(combination.length, 8)}", rank=msg(f"cards.plural.{combination.top}"))
        return self.m(f"referee.suite.{combination.length}", top=msg(f"cards.rank.{combination.top}"))


def _tied(kind: str, attempts: Sequence[tuple[str, Sequence[Card]]]) -> list[str]:
    """The players sharing the best successful attempt of a category (§9.1, §9.2: nobody scores)."""
    best: dict[str, tuple[int, int]] = {}
    for player, cards in attempts:
        if len(cards) >= 2:
            key = _combination_of(kind, cards).key
            best[player] = max(best.get(player, key), key)
    if not best:
        return []
    top = max(best.values())
    holders = [p for p, k in best.items() if k == top]
    return holders if len(holders) > 1 else []


# --------------------------------------------------------------------- what the referee checks first

def _beyond(cards: Sequence[Card], among: Sequence[Card]) -> list[Card]:
    """The ``cards`` that ``among`` does not account for (a multiset difference)."""
    return list((Counter(cards) - Counter(among)).elements())
