"""Bésigue rubicon, Japonais (4 packs) and Chinois (6 packs), for two players.

The scoring follows ``shared/spec/besigue.md`` (rulings A1-A17 there); article
numbers such as "Bésigue §7.3" are the rulebook chapter's own. A deal is
entered while it is played, one tap per event (cartes blanches, combinations,
faults, the end of the stock: the ``events`` list, filled by
:class:`~.pad.BesiguePad`), then closed with the last trick and, when they count,
the brisques.

Only the deal's winner marks: the Rubicon mark of §7.3, rounded down to the
hundred. The in-deal points that lead to it are explained by lines in the
unit ``points`` (which do not count in the totals) and kept in the outcome's
``details`` (``deal_lines``, ``deal_points``).

Besides scoring, the module holds the referee helpers of the spec's §6: the
trick winner, legal plays in the final phase, cartes blanches, and a
validator of what a player may deposit on his table (:class:`CombinationTable`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ...core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Outcome, Progress, ScoreLine
from ...decks import BESIGUE_PACK, Card, Deck, Suit, trick_winner
from ...errors import DealError
from ...layout import PadColumn, SheetSpec
from ...messages import Message, msg
from ...referee import Answer, plays_field
from ...registry import register
from ...schema import (
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
    Tagged,
    Values,
    rank_choice,
    suit_choice,
)
from ...tricks import CardTricks, Trick, asked_plays

__all__ = [
    "CARD_ORDER",
    "CHINOIS",
    "COMBINATION_TYPES",
    "FAULT_TYPES",
    "JAPONAIS",
    "Besigue",
    "BesigueDetails",
    "BesigueProgress",
    "BesigueState",
    "BesigueTrick",
    "CombinationTable",
    "Deposit",
    "VariantRules",
    "combination_name",
    "combination_value",
    "rubicon_mark",
    "TieBreak",
]

#: §4: ascending order in every suit, trump included.
CARD_ORDER: tuple[str, ...] = ("7", "8", "9", "V", "D", "R", "10", "A")
FIGURES = frozenset({"V", "D", "R"})  # ruling A6
DEALER_CUT_BONUS = 250  # §3, both variants (ruling A3)
GUESS_BONUS = 150  # §3
TOO_MANY_CARDS = 100  # §8
MISSED_DRAW = 10  # §8
RUBICON_BONUS = 1000  # §7.3, both variants (ruling A13)
DIFFERENCE_BONUS = 500  # §7.3
BRISQUE_VALUE = 10  # §4
#: the unit of the in-deal lines (the totals are marks)
DEAL_UNIT = "points"


@dataclass(frozen=True)
class VariantRules:
    """The constants one variant fixes (spec §1)."""

    packs: int
    deck: int
    hand: int
    cut_target: int
    blank: int
    last_trick: int
    rubicon: int
    target: int
    brisques: int

    @property
    def draw_turns(self) -> int:
        """Turns of the draw phase: the stock left after both hands, two cards a turn."""
        return (self.deck - 2 * self.hand) // 2

    @property
    def cards(self) -> Deck:
        """The packs shuffled together (§1)."""
        return BESIGUE_PACK.times(self.packs)


JAPONAIS = VariantRules(packs=4, deck=128, hand=9, cut_target=18, blank=50, last_trick=50,
                        rubicon=1000, target=5000, brisques=32)
CHINOIS = VariantRules(packs=6, deck=192, hand=12, cut_target=24, blank=250, last_trick=250,
                       rubicon=3000, target=10000, brisques=48)
RULES: Mapping[str, VariantRules] = {"japonais": JAPONAIS, "chinois": CHINOIS}

#: §6: the combinations (their words are ``besigue.combination.<type>``).
COMBINATION_TYPES: tuple[str, ...] = ("mariage", "double_mariage", "besigue", "double_besigue", "triple_besigue",
                                      "quadruple_besigue", "carre", "suite", "carre_atout")
BESIGUE_LEVELS: Mapping[str, int] = {"besigue": 1, "double_besigue": 2, "triple_besigue": 3,
                                     "quadruple_besigue": 4}
BESIGUE_POINTS: Mapping[int, int] = {1: 40, 2: 500, 3: 1500, 4: 4500}
MARIAGE_LEVELS: Mapping[str, int] = {"mariage": 1, "double_mariage": 2}
CARRE_POINTS: Mapping[str, int] = {"V": 40, "D": 60, "R": 80, "A": 100}
TRUMP_CARRE_POINTS: Mapping[str, int] = {"V": 400, "D": 600, "R": 800, "10": 900, "A": 1000}
CARRE_RANKS: tuple[str, ...] = ("V", "D", "R", "10", "A")
SUITED: tuple[str, ...] = ("mariage", "double_mariage", "suite")
#: §8 (their words are ``besigue.fault.<type>``).
FAULT_TYPES: tuple[str, ...] = ("too_many_cards", "missed_draw", "final_phase_error")

BESIGUE_CARDS = (Card("D", Suit.PIQUE), Card("V", Suit.CARREAU))  # always, whatever the trump (§6)


def combination_value(kind: str, *, royal: bool = False, rank: str | None = None) -> int:
    """§6: what a combination scores; ``royal`` for a mariage or suite at trump."""
    if kind == "mariage":
        return 40 if royal else 20
    if kind == "double_mariage":
        return 160 if royal else 80
    if kind == "suite":
        return 250 if royal else 150
    if kind in BESIGUE_LEVELS:
        return BESIGUE_POINTS[BESIGUE_LEVELS[kind]]
    if kind == "carre" and rank is not None and rank in CARRE_POINTS:
        return CARRE_POINTS[rank]
    if kind == "carre_atout" and rank is not None and rank in TRUMP_CARRE_POINTS:
        return TRUMP_CARRE_POINTS[rank]
    raise ValueError(f"{kind!r} (rank {rank!r}) is not a combination of Bésigue §6")


def combination_name(kind: str, *, suit: Suit | None = None, rank: str | None = None,
                     royal: bool = False) -> Message:
    """The words of a combination as scored: « Mariage ♥ Cœur royal », « Carré de Rois »."""
    if kind in SUITED:
        return msg(f"besigue.name.{kind}{'_royal' if royal else ''}", suit=suit)
    if kind in ("carre", "carre_atout"):
        return msg(f"besigue.name.{kind}", of=msg(f"besigue.of.{rank}"))
    return msg(f"besigue.combination.{kind}")


def rubicon_mark(winner_points: int, loser_points: int, rubicon: int) -> tuple[int, int]:
    """§7.3: (raw, mark) for the deal's winner. 1000 + the sum when the loser
    stayed below the Rubicon, else 500 + the difference; rounded down to the
    hundred (ruling A15)."""
    if loser_points < rubicon:
        raw = RUBICON_BONUS + winner_points + loser_points
    else:
        raw = DIFFERENCE_BONUS + winner_points - loser_points
    return raw, raw // 100 * 100


# --------------------------------------------------------------------- state


class TieBreak(StrEnum):
    """What told the players apart when their in-deal points were equal (§7.2)."""

    #: the brisques, counted or compared (ruling A8)
    BRISQUES = "brisques"
    #: the last trick, when the brisques are equal too
    LAST_TRICK = "last_trick"


@dataclass(frozen=True, kw_only=True)
class BesigueDetails(DealDetails):
    """A deal of Bésigue: its in-deal points (``deal_lines`` explain them),
    before and after the brisques, the trump, who won the deal and how
    (``tie_break``), and the Rubicon mark (§7.3) before and after rounding."""

    deal_points: Mapping[str, int]
    pre_brisques: Mapping[str, int]
    trump: Suit | None
    brisques_counted: bool
    brisques: Mapping[str, int] | None
    brisques_requested_by: str | None
    last_trick_winner: str
    tie_break: TieBreak | None
    winner: str
    raw: int
    mark: int


@dataclass(frozen=True, kw_only=True)
class BesigueState(GameState):
    """Marks per player, plus the facts of the last deal entered (spec §3J.4)."""

    trump: Suit | None = None
    deal_points: Mapping[str, int] = field(default_factory=dict)
    brisques_counted: bool = False


@dataclass
class _Tally:
    """The running in-deal facts, as the events are read in order; the
    events the rules refuse are listed in ``problems`` (index, sub-path,
    message, article) and have no effect."""

    dealer: str | None
    points: dict[str, int]
    lines: list[ScoreLine]
    trump: Suit | None = None
    stock_exhausted: bool = False
    offenders: list[str] = field(default_factory=list)
    problems: list[tuple[int, str, Message, str]] = field(default_factory=list)
    #: the lines each event scored, by its index in the list
    event_lines: dict[int, list[ScoreLine]] = field(default_factory=dict)


@dataclass(frozen=True)
class _Close:
    """A deal closed: winner, mark and how they came."""

    tally: _Tally
    last_trick_winner: str
    pre_brisques: dict[str, int]
    points: dict[str, int]
    lines: list[ScoreLine]
    counted: bool
    brisques: dict[str, int] | None
    requested_by: str | None
    winner: str
    loser: str
    tie_break: TieBreak | None
    raw: int
    mark: int


# --------------------------------------------------------------------- the rules spanning several fields
# (in the order of the refusals of spec §3J.2)


def _check_rank(scope: Scope, rank: str) -> None:
    """§6: the plain carrés are of Valets, Dames, Rois and As only."""
    if scope["type"] == "carre" and rank not in CARRE_POINTS:
        scope.refuse(msg("besigue.refused.no_carre", of=msg(f"besigue.of.{rank}")), "Bésigue §6")


def _check_events(scope: Scope, events: Sequence[Values]) -> None:
    """The order of the events: the trump, the turns and the end of the stock (§3J.3)."""
    game: Besigue = scope.game
    for index, sub, message, rule in game.tally(None, None, events).problems:
        if sub != ".rank":  # the rank's own check said it
            scope.refuse(message, rule, at=f"events[{index}]{sub}")


def _check_last_trick(scope: Scope, last: str) -> None:
    """§8: a final-phase error concedes the remaining tricks, the last one included (ruling A10)."""
    game: Besigue = scope.game
    events = scope["events"]
    if events is not None and last in _offenders(events):
        scope.refuse(msg("besigue.refused.conceded", player=last, other=game.other(last)), "Bésigue §8")


def _check_brisques_sum(scope: Scope, counts: Mapping[str, int] | None) -> None:
    """§4 NB: every 10 and As ends in a trick; checked even when not needed (§10.3)."""
    if counts is None:
        return
    game: Besigue = scope.game
    total = game.rules.brisques
    given = sum(counts.values())
    if given != total:
        scope.refuse(msg("besigue.refused.brisques_sum", total=total, given=given), "Bésigue §4")


def _check_request(scope: Scope, requester: str | None) -> None:
    """§7.1, ruling A7: only a player below the Rubicon asks for the brisques."""
    if requester is None:
        return
    pre = _pre_brisques(scope)
    game: Besigue = scope.game
    if pre is not None and pre[requester] >= game.rules.rubicon:
        scope.refuse(msg("besigue.refused.request_over_rubicon", rubicon=game.rules.rubicon, player=requester,
                         points=pre[requester]), "Bésigue §7.1")


def _check_brisques_needed(scope: Scope, requester: str | None) -> None:
    """§7.1, §7.2: the brisques are needed on a request or a tie."""
    if scope["brisques"] is not None or scope.invalid("brisques"):
        return
    pre = _pre_brisques(scope)
    if pre is None:
        return
    first, second = scope.players
    if requester is not None:
        scope.refuse(msg("besigue.refused.brisques_for_request", player=requester), "Bésigue §7.1", at="brisques")
    elif pre[first] == pre[second]:
        scope.refuse(msg("besigue.refused.brisques_for_tie", points=pre[first]), "Bésigue §7.2", at="brisques")


def _pre_brisques(scope: Scope) -> dict[str, int] | None:
    """The step-4 totals of the entry being read, or None when they cannot
    be told (a field refused, or the dealer unknown without the state)."""
    game: Besigue = scope.game
    if scope.invalid("dealer"):
        return None
    dealer = scope["dealer"]
    if dealer is None and scope.state is not None:
        dealer = scope.state.dealer
    cut, events, last = scope["cut"], scope["events"], scope["last_trick_winner"]
    if dealer is None or cut is None or events is None or last is None:
        return None
    tally = game.tally(dealer, cut, events)
    if tally.problems:
        return None
    return game.pre_brisques(tally, last)


def _offenders(events: Sequence[Mapping[str, Any]]) -> list[str]:
    return [e["player"] for e in events if e["kind"] == "fault" and e.get("type") == "final_phase_error"]


@dataclass(frozen=True, kw_only=True)
class BesigueProgress(Progress):
    """A deal so far: besides the running points, its trump once fixed
    (§5.1), whether the stock is exhausted (§5.2) and its dealer."""

    trump: Suit | None = None
    stock_exhausted: bool = False
    dealer: str = ""


# --------------------------------------------------------------------- the game


@dataclass(frozen=True)
class BesigueTrick(Trick[Card]):
    """A trick of Bésigue: the phase of the deal, ``draw`` or ``final`` (§5.1, §5.2)."""

    phase: str = "draw"


SHEET: SheetSpec[Besigue] = SheetSpec(
    # on paper, per deal: the last trick, the brisques and who asked for them
    columns=("fact:trump", "last_trick_winner", "brisques_requested_by", "brisques", "fact:deal_points"),
    # a deal is tallied as it is played: each announcement written down, then
    # the brisques, the deal's points and the Rubicon mark (Bés §7)
    handwritten=(PadColumn("cut", width=1.1), PadColumn("trump", width=0.9),
                 PadColumn("announced", per_player=True, width=3.4), PadColumn("last_trick", per_player=True,
                                                                               width=0.8),
                 PadColumn("brisques", per_player=True, width=0.9), PadColumn("deal_points", per_player=True)),
    rows=7,
    row_height=24.0,
)


@register(sheet=SHEET)
class Besigue(Game[BesigueState], CardTricks[BesigueTrick]):
    slug = "besigue"
    name = "Bésigue rubicon"
    players_min = players_max = 2
    variants = ("japonais", "chinois")
    default_variant = None  # the case must say which (casebook README)
    rulebook_section = "Bésigues rubicon"
    deck = BESIGUE_PACK
    unit = "marks"
    reminders = (
        ("Bésigue §3", "besigue.reminder.cut"),
        ("Bésigue §3.1", "besigue.reminder.blank"),
        ("Bésigue §5.1", "besigue.reminder.trump"),
        ("Bésigue §6", "besigue.reminder.combinations"),
        ("Bésigue §6", "besigue.reminder.trump_carres"),
        ("Bésigue §8", "besigue.reminder.faults"),
        ("Bésigue §5.2", "besigue.reminder.last_trick"),
        ("Bésigue §7.1", "besigue.reminder.brisques"),
        ("Bésigue §7.2", "besigue.reminder.tie"),
        ("Bésigue §7.3", "besigue.reminder.rubicon"),
        ("Bésigue §9", "besigue.reminder.target"),
    )

    @property
    def rules(self) -> VariantRules:
        return RULES[self.variant or "japonais"]

    @property
    def chinois(self) -> bool:
        return self.variant == "chinois"

    def other(self, player: str) -> str:
        return self.players[1] if player == self.players[0] else self.players[0]

    # -- the entry (spec §3J, read in the order of its refusals, §3J.2) ---------------

    def entry(self) -> Record:
        r = self.rules
        # the trump carrés exist only in the Chinois (§6): the Japonais form never offers them
        types = tuple(t for t in COMBINATION_TYPES if self.chinois or t != "carre_atout")
        # §5.1, §10: the draw turns, then one trick for each card of the hand (a turn past the
        # draws is still read, for the refusal that names it)
        turn = Field("turn", Int(0, r.draw_turns + r.hand), rule="Bésigue §10.1")
        events = Tagged("kind", {
            "blank": Record((
                Field("player", Player(), required=True),
                turn,
            )),
            "combination": Record((
                Field("player", Player(), required=True),
                Field("type", Choice(types, labels="besigue.combination"), required=True, rule="Bésigue §6"),
                Field("suit", suit_choice(), required=True, when=Is("type", *SUITED), rule="Bésigue §6"),
                Field("rank", rank_choice(*CARRE_RANKS), required=True, when=Is("type", "carre", "carre_atout"),
                      rule="Bésigue §6", checks=(_check_rank,)),
                turn,
            )),
            "fault": Record((
                Field("player", Player(), required=True),
                Field("type", Choice(FAULT_TYPES, labels="besigue.fault"), required=True, rule="Bésigue §8"),
                turn,
            )),
            "stock_exhausted": Record((turn,)),
        }, folded=("fault", "stock_exhausted"))
        return Record((
            Field("dealer", Player(), rule="Bésigue §3"),
            Field("cut", Record((
                Field("pile_count", Int(1, r.deck), required=True),
                Field("guess", Int(1, r.deck)),
            )), required=True, rule="Bésigue §3"),
            Field("events", ListOf(events), default=(), checks=(_check_events,)),
            Field("last_trick_winner", Player(), required=True, rule="Bésigue §5.2", checks=(_check_last_trick,)),
            Field("brisques", PlayerMap(Int(0, r.brisques), total=r.brisques), rule="Bésigue §7.2",
                  checks=(_check_brisques_sum,)),
            Field("brisques_requested_by", Player(), rule="Bésigue §7.1",
                  checks=(_check_request, _check_brisques_needed)),
        ), form_order=("dealer", "cut", "events", "last_trick_winner", "brisques_requested_by", "brisques"))

    # -- state -----------------------------------------------------------------------

    def new_state(self) -> BesigueState:
        return BesigueState(totals=self.zero(), dealer=self.first_dealer, deal_points=self.zero())

    def report(self, state: BesigueState) -> JSONObject:
        return {"trump": state.trump.value if state.trump else None, "deal_points": dict(state.deal_points),
                "brisques_counted": state.brisques_counted}

    def facts(self, state: BesigueState) -> list[Fact]:
        r = self.rules
        return [
            Fact("target", msg("besigue.fact.target"), r.target, FactKind.THRESHOLD),
            Fact("rubicon", msg("besigue.fact.rubicon"), r.rubicon, FactKind.THRESHOLD),
            Fact("deal_points", msg("besigue.fact.deal_points"),
                 {p: state.deal_points.get(p, 0) if state.deals else None for p in self.players}),
            Fact("trump", msg("besigue.fact.trump"), state.trump if state.deals else None, FactKind.TEXT),
        ]

    # -- the events, in order ------------------------------------------------------------

    def tally(self, dealer: str | None, cut: Mapping[str, Any] | None, events: Sequence[Mapping[str, Any]]) -> _Tally:
        """The cut (when the dealer is known) and the events, in the order of
        spec §4 steps 1-2: the running in-deal points, the trump, and the
        events the rules refuse (their order, turns and the end of the stock)."""
        r = self.rules
        tally = _Tally(dealer, self.zero(), [])
        if dealer is not None and cut is not None:
            count, guess = cut["pile_count"], cut.get("guess")
            if count == r.cut_target:
                self._add(tally, dealer, DEALER_CUT_BONUS, "Bésigue §3", msg("besigue.line.cut_exact", target=count))
            if guess == count:
                self._add(tally, self.other(dealer), GUESS_BONUS, "Bésigue §3",
                          msg("besigue.line.cut_guess", count=count))
        ladder: dict[tuple[str, str], int] = {}
        for index, event in enumerate(events):
            kind = event["kind"]
            if kind == "stock_exhausted":
                tally.stock_exhausted = True
                continue
            refused = self._timing(index, event, events, tally) if kind in ("blank", "combination") else None
            if refused is None and kind == "combination":
                refused = self._unscorable(index, event, tally)
            if refused is not None:
                tally.problems.append((index, *refused))
                continue
            before = len(tally.lines)
            if kind == "blank":
                self._add(tally, event["player"], r.blank, "Bésigue §3.1", msg("besigue.line.blank"))
            elif kind == "fault":
                self._score_fault(event, tally)
            else:
                self._score_combination(event, tally, ladder)
            tally.event_lines[index] = tally.lines[before:]
        return tally

    @staticmethod
    def _add(tally: _Tally, player: str, points: int, rule: str, message: Message) -> None:
        tally.points[player] += points
        tally.lines.append(ScoreLine(player, points, rule, message, unit=DEAL_UNIT))

    def _timing(self, index: int, event: Mapping[str, Any], events: Sequence[Mapping[str, Any]],
                tally: _Tally) -> tuple[str, Message, str] | None:
        """The turn checks of spec §3J.3 and the stock_exhausted marker (§10.1)."""
        n = index + 1
        last = self.rules.draw_turns
        combination = event["kind"] == "combination"
        if tally.stock_exhausted:
            return "", msg("besigue.refused.stock_exhausted", n=n,
                           what=msg("besigue.what.combination" if combination else "besigue.what.blank")), \
                "Bésigue §10.1"
        t = event["turn"]
        if t is None:
            return None
        player = event["player"]
        earlier = [e for e in events[:index] if e["turn"] == t and e["kind"] == event["kind"]]
        if combination:
            if t == 0:
                return ".turn", msg("besigue.refused.combination_at_deal", n=n), "Bésigue §5.1"
            if t > last:
                return ".turn", msg("besigue.refused.combination_after_draws", n=n, last=last), "Bésigue §10.1"
            if earlier and earlier[0]["player"] == player:
                return ".turn", msg("besigue.refused.one_per_turn", n=n), "Bésigue §10.2"
            if earlier:
                return ".player", msg("besigue.refused.trick_winner_only", n=n, player=earlier[0]["player"],
                                      turn=t), "Bésigue §5.1"
            return None
        if t > last:
            return ".turn", msg("besigue.refused.blank_after_draws", n=n, last=last), "Bésigue §10.1"
        if any(e["player"] == player for e in earlier):
            return ".turn", msg("besigue.refused.blank_twice", n=n, player=player, turn=t), "Bésigue §3.1"
        if t >= 1 and not any(e["kind"] == "blank" and e["player"] == player and e["turn"] == t - 1
                              for e in events):
            # ruling A17: only an unbroken run of hands without figure since the deal
            return ".turn", msg("besigue.refused.blank_unbroken", n=n, player=player, turn=t, previous=t - 1), \
                "Bésigue §3.1"
        return None

    @staticmethod
    def _unscorable(index: int, event: Mapping[str, Any], tally: _Tally) -> tuple[str, Message, str] | None:
        if event["type"] == "carre_atout" and tally.trump is None:
            return ".type", msg("besigue.refused.trump_carre_without_trump", n=index + 1), "Bésigue §5.1"
        if event["type"] == "carre" and event["rank"] not in CARRE_POINTS:
            # also refused by the rank's own check (``_check_rank``), where the form shows it
            return ".rank", msg("besigue.refused.no_carre", of=msg(f"besigue.of.{event['rank']}")), "Bésigue §6"
        return None

    def _score_fault(self, event: Mapping[str, Any], tally: _Tally) -> None:
        """§8, ruling A9: the points go to the opponent; A10: a final-phase error concedes the rest."""
        player = event["player"]
        other = self.other(player)
        if event["type"] == "too_many_cards":
            self._add(tally, other, TOO_MANY_CARDS, "Bésigue §8",
                      msg("besigue.line.too_many_cards", player=player, hand=self.rules.hand))
        elif event["type"] == "missed_draw":
            self._add(tally, other, MISSED_DRAW, "Bésigue §8", msg("besigue.line.missed_draw", player=player))
        else:
            tally.offenders.append(player)
            self._add(tally, player, 0, "Bésigue §8", msg("besigue.line.final_phase_error", other=other))

    def _score_combination(self, event: Mapping[str, Any], tally: _Tally, ladder: dict[tuple[str, str], int]) -> None:
        player, kind, suit, rank = event["player"], event["type"], event.get("suit"), event.get("rank")
        rule = "Bésigue §6"
        fixes = False
        if kind in SUITED and tally.trump is None:
            # §5.1 (and ruling A4 for the double mariage): the first one fixes the trump
            tally.trump = suit
            fixes = True
            rule = "Bésigue §5.1"
        royal = suit is not None and suit == tally.trump
        points = combination_value(kind, royal=royal, rank=rank)
        family = "besigue" if kind in BESIGUE_LEVELS else f"mariage-{suit}" if kind in MARIAGE_LEVELS else ""
        level = BESIGUE_LEVELS.get(kind) or MARIAGE_LEVELS.get(kind) or 0
        added = bool(family) and level > 1 and ladder.get((player, family), 0) >= 1
        if added:
            rule = "Bésigue §10.2"  # and ruling A11: the upgrade adds its full value
        if family:
            ladder[(player, family)] = max(ladder.get((player, family), 0), level)
        self._add(tally, player, points, rule, msg(
            "besigue.line.combination", name=combination_name(kind, suit=suit, rank=rank, royal=royal),
            fixes=msg("besigue.line.fixes_trump") if fixes else "",
            added=msg("besigue.line.added") if added else ""))

    # -- closing the deal ------------------------------------------------------------------

    def pre_brisques(self, tally: _Tally, last: str) -> dict[str, int]:
        """§7, step 4: the totals with the last trick, before any brisque."""
        points = dict(tally.points)
        points[last] += self.rules.last_trick
        return points

    def _close(self, tally: _Tally, last: str, requested: str | None,
               brisques: Mapping[str, int] | None) -> _Close:
        r = self.rules
        points = self.pre_brisques(tally, last)
        lines = [*tally.lines, ScoreLine(last, r.last_trick, "Bésigue §5.2", msg("besigue.line.last_trick"),
                                         unit=DEAL_UNIT)]
        pre = dict(points)
        if requested is not None and pre[requested] >= r.rubicon:
            raise DealError("brisques_requested_by", msg("besigue.refused.request_over_rubicon", rubicon=r.rubicon,
                                                         player=requested, points=pre[requested]), "Bésigue §7.1")
        a, b = self.players
        if brisques is None and requested is not None:
            raise DealError("brisques", msg("besigue.refused.brisques_for_request", player=requested), "Bésigue §7.1")
        if brisques is None and pre[a] == pre[b]:
            raise DealError("brisques", msg("besigue.refused.brisques_for_tie", points=pre[a]), "Bésigue §7.2")

        counted = False

        def count(rule: str, words: str, **params: Any) -> None:
            assert brisques is not None
            for p in self.players:
                points[p] += BRISQUE_VALUE * brisques[p]
                lines.append(ScoreLine(p, BRISQUE_VALUE * brisques[p], rule,
                                       msg(words, count=brisques[p], value=BRISQUE_VALUE, **params), unit=DEAL_UNIT))

        if requested is not None:
            # §7.1: both players add theirs
            counted = True
            count("Bésigue §7.1", "besigue.line.brisques_requested", requester=requested)
        tie_break: TieBreak | None = None
        if points[a] != points[b]:
            winner = a if points[a] > points[b] else b
        else:
            assert brisques is not None
            if not counted:
                counted = True
                count("Bésigue §7.2", "besigue.line.brisques_tie")
            if points[a] != points[b]:
                winner, tie_break = (a if points[a] > points[b] else b), TieBreak.BRISQUES
            elif brisques[a] != brisques[b]:
                winner, tie_break = (a if brisques[a] > brisques[b] else b), TieBreak.BRISQUES  # ruling A8
            else:
                winner, tie_break = last, TieBreak.LAST_TRICK
        loser = self.other(winner)
        raw, mark = rubicon_mark(points[winner], points[loser], r.rubicon)
        return _Close(tally, last, pre, points, lines, counted, dict(brisques) if counted and brisques else None,
                      requested, winner, loser, tie_break, raw, mark)

    def _mark_message(self, c: _Close) -> Message:
        r = self.rules
        w, lo = c.points[c.winner], c.points[c.loser]
        if lo < r.rubicon:
            how = msg("besigue.how.loser_below" if w >= r.rubicon else "besigue.how.nobody_reached",
                      loser=c.loser, bonus=RUBICON_BONUS, winner_points=w, loser_points=lo, raw=c.raw)
        else:
            how = msg("besigue.how.both_reached", bonus=DIFFERENCE_BONUS, winner_points=w, loser_points=lo,
                      raw=c.raw)
        return msg("besigue.line.mark", how=how,
                   rounded=msg("besigue.how.rounded", mark=c.mark) if c.raw != c.mark else "",
                   tie=msg(f"besigue.how.tie_{c.tie_break}") if c.tie_break else "")

    def _closed(self, state: BesigueState, e: Mapping[str, Any], requested: str | None,
                brisques: Mapping[str, int] | None) -> _Close:
        """The deal of a typed entry, closed; :class:`DealError` for what the
        checks could not say (an entry read without the state)."""
        dealer = self.dealer_of(state, e)
        tally = self.tally(dealer, e["cut"], e["events"])
        if tally.problems:
            index, sub, message, rule = tally.problems[0]
            raise DealError(f"events[{index}]{sub}", message, rule)
        last = e["last_trick_winner"]
        if last in tally.offenders:
            raise DealError("last_trick_winner", msg("besigue.refused.conceded", player=last, other=self.other(last)),
                            "Bésigue §8")
        return self._close(tally, last, requested, brisques)

    def score_deal(self, state: BesigueState, e: Values) -> Outcome[BesigueState]:
        r = self.rules
        c = self._closed(state, e, e["brisques_requested_by"], e["brisques"])
        dealer = c.tally.dealer or state.dealer
        delta = {p: c.mark if p == c.winner else 0 for p in self.players}
        totals = self.add(state.totals, delta)
        finished = totals[c.winner] >= r.target  # ruling A1: marks, checked after the deal
        marks = [ScoreLine(c.winner, c.mark, "Bésigue §7.3", self._mark_message(c)),
                 ScoreLine(c.loser, 0, "Bésigue §7.3", msg("besigue.line.loses"))]
        if finished:
            marks.append(ScoreLine(c.winner, 0, "Bésigue §9",
                                   msg("besigue.line.wins", total=totals[c.winner], target=r.target)))
        trump = c.tally.trump
        a, b = self.players
        summary = msg("besigue.summary.deal", first=a, first_points=c.points[a], second=b,
                      second_points=c.points[b], winner=c.winner, mark=c.mark,
                      kind=msg("besigue.summary.rubicon" if c.points[c.loser] < r.rubicon
                               else "besigue.summary.difference"))
        new_state = self.evolve(
            state, totals=totals, dealer=self.other(dealer), deals=state.deals + 1,
            finished=finished, winners=(c.winner,) if finished else (), trump=trump,
            deal_points=dict(c.points), brisques_counted=c.counted)
        details = BesigueDetails(
            deal_lines=tuple(c.lines), deal_points=dict(c.points), pre_brisques=dict(c.pre_brisques), trump=trump,
            brisques_counted=c.counted, brisques=dict(c.brisques) if c.brisques else None,
            brisques_requested_by=c.requested_by, last_trick_winner=c.last_trick_winner, tie_break=c.tie_break,
            winner=c.winner, raw=c.raw, mark=c.mark)
        # the in-deal lines (unit points) explain the mark; the marks are the deal's own lines
        lines = (*c.lines, *self.seat_order(marks))
        return Outcome(new_state, delta, lines, dealer, summary, details)

    def progress(self, state: BesigueState, raw: Mapping[str, Any]) -> BesigueProgress:
        """The running in-deal totals of a deal being entered: ``raw`` is
        the JSON entered so far, of which the dealer, the cut and the events
        are read (partially: nothing is required yet; what closes the deal
        is read with the whole deal), with the same checks as a whole deal.
        Raises :class:`DealError`."""
        start = {k: raw[k] for k in ("dealer", "cut", "events") if k in raw} if isinstance(raw, Mapping) else raw
        e = self.read_entry(start, state, partial=True)
        dealer = self.dealer_of(state, e)
        tally = self.tally(dealer, e["cut"], e["events"])
        facts = [Fact("trump", msg("besigue.fact.deal_trump"), tally.trump, FactKind.TEXT)]
        if tally.stock_exhausted:
            facts.append(Fact("stock_exhausted", msg("besigue.fact.stock_exhausted"), True, FactKind.MARKER))
        return BesigueProgress(
            points=dict(tally.points), lines=tuple(tally.lines), facts=tuple(facts),
            event_lines=tuple(tuple(tally.event_lines.get(i, ())) for i in range(len(e["events"]))),
            trump=tally.trump, stock_exhausted=tally.stock_exhausted, dealer=dealer)

    def brisque_advice(self, state: BesigueState, entry: Mapping[str, Any],
                       brisques: Mapping[str, int]) -> dict[str, Any]:
        """Spec §6.5: the deal scored with and without a brisque request, and a
        warning (a :class:`Message`) for each player whom a request of his own
        would cost marks.

        ``entry`` is the closed deal (raw JSON) without a request; ``brisques``
        the counts of both players. With the request both players add their
        brisques, so the result is the same whoever of the eligible asks."""
        base = {k: v for k, v in entry.items() if k not in ("brisques_requested_by", "brisques")}
        e = self.read_entry({**base, "brisques": dict(brisques)}, state)
        return self._advise(state, e, e["brisques"])

    def advice(self, state: BesigueState, entry: Values) -> list[Message]:
        """Spec §6.5, before a deal is validated: a brisque request that
        costs its requester marks; or, the counts given without a request,
        what a request would bring a player below the Rubicon."""
        counts, requester = entry["brisques"], entry["brisques_requested_by"]
        if counts is None:
            return []
        advice = self._advise(state, entry, counts)
        if requester is not None:
            warning = advice["warnings"].get(requester)
            return [warning] if warning is not None else []
        return [msg("besigue.advice.would_gain", player=p, gain=gain, winner=advice["with"]["winner"],
                    mark=advice["with"]["mark"])
                for p, gain in advice["gain"].items() if gain > 0]

    def _advise(self, state: BesigueState, e: Mapping[str, Any], counts: Mapping[str, int]) -> dict[str, Any]:
        without = self._closed(state, e, None, counts)

        def view(c: _Close) -> dict[str, Any]:
            return {"winner": c.winner, "mark": c.mark, "raw": c.raw, "points": dict(c.points),
                    "delta": {c.winner: c.mark, c.loser: 0}}

        eligible = [p for p in self.players if without.pre_brisques[p] < self.rules.rubicon]
        result: dict[str, Any] = {"eligible": eligible, "without": view(without), "with": None,
                                  "gain": {}, "warnings": {}}
        if not eligible:
            return result
        with_ = self._closed(state, e, eligible[0], counts)
        result["with"] = view(with_)

        def net(c: _Close, p: str) -> int:
            return c.mark if c.winner == p else -c.mark

        for p in eligible:
            gain = net(with_, p) - net(without, p)
            result["gain"][p] = gain
            if gain < 0:
                same = without.winner == with_.winner
                result["warnings"][p] = msg(
                    "besigue.advice.costs", cost=-gain, player=p,
                    reach=msg("besigue.advice.below" if with_.points[p] < self.rules.rubicon
                              else "besigue.advice.reached"),
                    winner=with_.winner, mark=with_.mark, before=without.mark if same else 0,
                    also="" if same else msg("besigue.advice.also", winner=without.winner, mark=without.mark))
        return result

    # -- referee helpers (spec §6) -------------------------------------------------------

    def trick_winner(self, trick: BesigueTrick) -> int:
        """§5.1: index, in play order, of the card that takes the trick: the
        highest trump, else the highest card of the suit led; between
        identical cards the leader wins. No trump before it is fixed (A14)."""
        for card in trick.cards:
            if card not in BESIGUE_PACK:
                raise ValueError(f"{card}: not a card of Bésigue (Bésigue §1)")
        return trick_winner(trick.cards, CARD_ORDER, trick.trump)

    @staticmethod
    def _allowed(trick: BesigueTrick, hand: Sequence[Card]) -> list[Card]:
        """Draw phase, or leading: any card (§5.1). Final phase, second to
        play (§5.2): follow the suit led, beating the led card when able;
        void, trump when able; else anything."""
        if not trick.plays or trick.phase != "final":
            return list(hand)
        led_card = trick.cards[0]
        same = [c for c in hand if c.suit == led_card.suit]
        if same:
            above = [c for c in same if CARD_ORDER.index(c.rank) > CARD_ORDER.index(led_card.rank)]
            return above or same
        trumps = [c for c in hand if trick.trump is not None and c.suit == trick.trump]
        return trumps or list(hand)

    def verify_play(self, trick: BesigueTrick, hand: Sequence[Card], card: Card) -> None:
        """Raise :class:`DealError` (field ``card``) when ``card`` may not be
        played; in the final phase it would be a fault conceding the rest (§8)."""
        if card not in hand:
            raise DealError("card", msg("besigue.refused.not_in_hand", card=card), "Bésigue §5.1")
        if card in self._allowed(trick, hand):
            return
        led_card = trick.cards[0]
        led = led_card.suit
        if any(c.suit == led for c in hand):
            if card.suit == led:
                raise DealError("card", msg("besigue.refused.must_beat", card=led_card, suit=led), "Bésigue §5.2")
            raise DealError("card", msg("besigue.refused.must_follow", suit=led), "Bésigue §5.2")
        raise DealError("card", msg("besigue.refused.must_trump", suit=led), "Bésigue §5.2")

    def verify_blank(self, hand_cards: Sequence[Card]) -> None:
        """§3.1 (ruling A6): the whole hand shown, deposited cards included,
        holds no Valet, Dame or Roi."""
        n = self.rules.hand
        if len(hand_cards) != n:
            raise DealError("events", msg("besigue.refused.blank_hand_size", hand=n, shown=len(hand_cards)),
                            "Bésigue §3.1")
        figures = [c for c in hand_cards if c.rank in FIGURES]
        if figures:
            raise DealError("events", msg("besigue.refused.blank_figure", card=figures[0]), "Bésigue §3.1")

    def can_blank(self, hand_cards: Sequence[Card]) -> bool:
        try:
            self.verify_blank(hand_cards)
        except DealError:
            return False
        return True

    def table(self) -> CombinationTable:
        """An empty combination table for one player of this variant."""
        return CombinationTable(self.variant or "japonais")

    # -- the referee: a trick, a combination (compagnon/rules/referee.py) -------------------

    referee_questions = ("trick", "combination")

    def referee_schema(self, question: str) -> Record:
        card = CardKind(self.rules.cards)
        context = Field("context", Record((
            Field("phase", Choice(PHASES, labels="besigue.referee.phase"), default="draw"),
            # no trump until the first mariage or suite fixes it (§5.1)
            Field("trump", suit_choice()),
        )), default={})
        if question == "trick":
            return Record((context, plays_field(card, len(self.players))), form_order=("context", "plays"))
        # a quadruple bésigue is 8 cards; a claimed sextuple 12 (refused by §10.2, not by the form)
        cards = ListOf(card, min=1, max=12, ordered=False)
        kinds = Choice(REFEREE_TYPES, labels="besigue.referee.type")
        announce = Record((
            Field("type", kinds, required=True),
            Field("cards", cards, required=True),
            Field("laid", ListOf(card, max=12, ordered=False)),
            Field("crossed", ListOf(Record((
                Field("type", kinds, required=True),
                Field("cards", cards, required=True),
            )), max=3), default=()),
        ))
        return Record((
            context,
            Field("table", ListOf(Tagged("kind", {
                "announce": announce,
                "play": Record((Field("card", card, required=True),)),
            }), max=80), default=()),
            Field("combination", announce, required=True),
        ), form_order=("context", "table", "combination"))

    def referee(self, question: str, values: Values) -> Answer:
        if question == "trick":
            return self.referee_trick(values)
        context = values["context"]
        trump: Suit | None = context.get("trump")
        if context.get("phase") == "final":
            return Answer("combination", "Bésigue §10.1", msg("besigue.referee.final_phase"), valid=False)
        steps: Sequence[Mapping[str, Any]] = values["table"]
        if trump is None:  # the first mariage or suite on the table fixed it (§5.1)
            trump = _trump_fixed_by(steps)
        table = CombinationTable(self.variant or "japonais", trump)
        for i, step in enumerate(steps):
            try:
                if step["kind"] == "play":
                    table.play(step["card"])
                else:
                    table.announce(_claims(step), _laid(table, step))
            except DealError as refused:
                at = f"table[{i}].card" if step["kind"] == "play" else f"table[{i}]"
                raise DealError(at, msg("besigue.referee.table_impossible", n=i + 1, reason=refused.message),
                                refused.rule) from None
        combination = values["combination"]
        for kind, _ in _claims(combination):
            if kind not in COMBINATION_TYPES:
                return Answer("combination", "Bésigue §10.2",
                              msg(f"besigue.referee.no_{kind}"),
                              valid=False)
        try:
            made = table.verify_announce(_claims(combination), _laid(table, combination))
        except DealError as refused:
            return Answer("combination", refused.rule, refused.message, valid=False)
        first = made[0]
        fixes = trump is None and first.type in SUITED
        royal = first.type in SUITED and (fixes or first.suit == trump)
        points = combination_value(first.type, royal=royal, rank=first.rank)
        name = combination_name(first.type, suit=first.suit, rank=first.rank, royal=royal)
        why = msg("besigue.referee.fixes_trump" if fixes else "besigue.referee.valid", name=name, points=points,
                  suit=first.suit)
        if len(made) > 1:
            why = msg("besigue.referee.with_suspended", first=why, suspended=[
                combination_name(d.type, suit=d.suit, rank=d.rank, royal=d.type in SUITED and d.suit == (
                    first.suit if fixes else trump)) for d in made[1:]])
        rule = "Bésigue §5.1" if fixes or len(made) > 1 else "Bésigue §6"
        return Answer("combination", rule, why, valid=True, points=points)

    def trick_context(self, values: Values) -> BesigueTrick:
        plays, context = values["plays"], values["context"]
        if len(plays) == 2 and plays[0]["player"] == plays[1]["player"]:
            raise DealError("plays[1].player", msg("besigue.referee.opponent_answers", player=plays[0]["player"]),
                            "Bésigue §5.1")
        return BesigueTrick(asked_plays(values), trump=context.get("trump"), phase=context.get("phase") or "draw")

    def trick_rule(self, trick: BesigueTrick, winner: int) -> str:
        return "Bésigue §5.1"

    def trick_reason(self, trick: BesigueTrick, winner: int) -> Message:
        """§5.1 (the winner in both phases), in words."""
        cards, trump = trick.cards, trick.trump
        card = cards[winner]
        if len(cards) == 1:
            return msg("besigue.referee.alone", card=card)
        lead, other = cards[0], cards[1 - winner]
        if cards[1] == lead:
            return msg("besigue.referee.identical", card=lead)
        if trump is not None and card.suit == trump:
            key = "besigue.referee.higher_trump" if other.suit == trump else "besigue.referee.trumps"
            return msg(key, card=card, other=other)
        if other.suit != lead.suit:
            return msg("besigue.referee.off_suit", card=card, other=other,
                       no_trump=msg("besigue.referee.no_trump_yet") if trump is None else "")
        return msg("besigue.referee.higher", card=card, other=other)


# --------------------------------------------------------------------- the referee's announcements

#: the two phases of a deal (§5.1, §5.2)
PHASES: tuple[str, ...] = ("draw", "final")
#: what a player may claim before the referee: the combinations of §6, and
#: the quintuple and sextuple bésigues the rules refuse (§10.2)
REFEREE_TYPES: tuple[str, ...] = (*COMBINATION_TYPES, "quintuple_besigue", "sextuple_besigue")


def _claims(announce: Mapping[str, Any]) -> list[tuple[str, Sequence[Card]]]:
    """An announcement as the table reads it: the combination scored now,
    then the crossed ones suspended (§5.1)."""
    return [(announce["type"], announce["cards"]),
            *((c["type"], c["cards"]) for c in announce.get("crossed") or ())]


def _laid(table: CombinationTable, announce: Mapping[str, Any]) -> list[Card]:
    """The cards laid down from the hand: as given, else those the
    combinations need beyond what already lies on the table."""
    if announce.get("laid") is not None:
        return list(announce["laid"])
    needed: Counter[Card] = Counter()
    for _, cards in _claims(announce):
        needed |= Counter(cards)
    return list((needed - Counter(table.cards.values())).elements())


def _trump_fixed_by(steps: Sequence[Mapping[str, Any]]) -> Suit | None:
    """§5.1: the suit of the first mariage or suite scored on the table, which fixed the trump."""
    for step in steps:
        if step["kind"] == "announce" and step["type"] in SUITED:
            suits: set[Suit | None] = {c.suit for c in step["cards"]}
            if len(suits) == 1:
                return suits.pop()
    return None


# --------------------------------------------------------------------- the table validator


@dataclass
class Deposit:
    """A combination announced on a player's table: its type and the table
    cards (by id) it is made of; ``scored`` is False while it is suspended."""

    type: str
    ids: frozenset[int]
    suit: Suit | None = None
    rank: str | None = None
    scored: bool = True

    @property
    def level(self) -> int:
        return BESIGUE_LEVELS.get(self.type) or MARIAGE_LEVELS.get(self.type) or 0

    @property
    def family(self) -> str:
        if self.type in BESIGUE_LEVELS:
            return "besigue"
        if self.type in MARIAGE_LEVELS:
            return f"mariage-{self.suit}"
        if self.type == "carre":
            return f"carre-{self.rank}"
        return self.type


def _refused(message: Message, rule: str = "Bésigue §5.1") -> DealError:
    return DealError("events", message, rule)


class CombinationTable:
    """One player's deposited cards and combinations, for the referee (spec §6.3).

    Cards keep an id while they lie on the table, since identical copies
    exist. :meth:`verify_announce` checks an announcement of one or more
    crossed combinations, each given with all its cards (taken first among
    ``new_cards`` the player lays down, then among his table cards);
    :meth:`announce` applies it, the first combination scored and the others
    suspended. :meth:`play` takes a card from the table to a trick.
    """

    def __init__(self, variant: str = "japonais", trump: Suit | None = None) -> None:
        self.chinois = variant == "chinois"
        self.trump = trump
        self.cards: dict[int, Card] = {}
        self.deposits: list[Deposit] = []
        self.remnants: list[frozenset[int]] = []  # R + D left from broken suites (§10.2)
        self._next_id = 0

    @property
    def suspended(self) -> list[Deposit]:
        return [d for d in self.deposits if not d.scored]

    # -- composition -----------------------------------------------------------------

    def _shape(self, kind: str, hand: Sequence[Card]) -> tuple[Suit | None, str | None]:
        """§6 and ruling A5: the cards make the named combination; its suit and rank."""
        if kind not in COMBINATION_TYPES:
            raise _refused(msg("besigue.table.unknown", kind=kind[:30]), "Bésigue §10.2")
        bad = _refused(msg("besigue.table.not_combination", name=msg(f"besigue.combination.{kind}")), "Bésigue §6")
        count = Counter(hand)
        suits = {c.suit for c in hand}
        ranks = Counter(c.rank for c in hand)
        if kind in MARIAGE_LEVELS:
            n = MARIAGE_LEVELS[kind]
            if len(suits) != 1 or ranks != Counter({"D": n, "R": n}):
                raise bad
            return next(iter(suits)), None
        if kind in BESIGUE_LEVELS:
            n = BESIGUE_LEVELS[kind]
            if count != Counter({BESIGUE_CARDS[0]: n, BESIGUE_CARDS[1]: n}):
                raise bad
            return None, None
        if kind == "suite":
            if len(suits) != 1 or ranks != Counter({"V": 1, "D": 1, "R": 1, "10": 1, "A": 1}):
                raise bad
            return next(iter(suits)), None
        if len(hand) != 4 or len(ranks) != 1:
            raise bad
        rank = hand[0].rank
        if kind == "carre_atout":
            if not self.chinois:
                raise _refused(msg("besigue.table.trump_carre_chinois"), "Bésigue §6")
            if self.trump is None:
                raise _refused(msg("besigue.table.no_trump"), "Bésigue §5.1")
            if rank not in TRUMP_CARRE_POINTS or suits != {self.trump}:
                raise bad
            return self.trump, rank
        if rank not in CARRE_POINTS:
            raise _refused(msg("besigue.refused.no_carre", of=msg(f"besigue.of.{rank}")), "Bésigue §6")
        if self.chinois and self.trump is not None and suits == {self.trump}:
            raise _refused(msg("besigue.table.four_trumps", plural=msg(f"cards.plural.{rank}")), "Bésigue §6")
        return None, rank

    def _live(self, card_id: int) -> list[Deposit]:
        return [d for d in self.deposits if card_id in d.ids]

    def _pick(self, kind: str, hand: Sequence[Card], new: Mapping[int, Card]) -> frozenset[int]:
        """Physical cards for a claim: new cards first, then table cards
        outside any combination of this type, the least used first."""
        chosen: list[int] = []
        for card, n in Counter(hand).items():
            fresh = [i for i, c in new.items() if c == card]
            old = sorted((i for i, c in self.cards.items() if c == card),
                         key=lambda i: (any(d.type == kind for d in self._live(i)), len(self._live(i))))
            pool = (fresh + old)[:n]
            if len(pool) < n:
                raise _refused(msg("besigue.table.card_missing", card=card))
            chosen += pool
        return frozenset(chosen)

    # -- the checks ------------------------------------------------------------------------

    def verify_announce(self, claims: Sequence[tuple[str, Sequence[Card]]],
                        new_cards: Sequence[Card] = ()) -> list[Deposit]:
        """Check an announcement (spec §6.3 rules 1-6) and return the deposits
        it would make, without changing the table."""
        if not claims:
            raise _refused(msg("besigue.table.nothing"), "Bésigue §6")
        base = self._next_id
        new = {base + k: c for k, c in enumerate(new_cards)}
        made: list[Deposit] = []
        for n, (kind, hand) in enumerate(claims):
            suit, rank = self._shape(kind, list(hand))
            ids = self._pick(kind, list(hand), new)
            made.append(Deposit(kind, ids, suit, rank, scored=n == 0))
            self._check_reuse(made[-1], new)
        for i, first in enumerate(made):
            for second in made[i + 1:]:
                if not first.ids & second.ids or first.type == second.type:
                    raise _refused(msg("besigue.table.not_crossed"))
        # rule 2: no card left outside a combination once announced
        covered = set().union(*(d.ids for d in self.deposits + made), *self.remnants)
        for i, card in sorted({**self.cards, **new}.items()):
            if i not in covered:
                raise _refused(msg("besigue.table.orphan_new" if i in new else "besigue.table.orphan", card=card))
        return made

    def _check_reuse(self, d: Deposit, new: Mapping[int, Card]) -> None:
        reused = [i for i in d.ids if i not in new]
        live_same_family = [x for x in self.deposits if x.family == d.family]
        for i in reused:
            for x in self._live(i):
                same_carre = x.type == d.type == "carre"
                fifth_card = same_carre and len(reused) < len(d.ids)
                if x.type == d.type and not (fifth_card and self.chinois):
                    # a fifth card makes no new carré in the Japonais: §10.2 says so
                    raise _refused(msg("besigue.table.reused", card=self.cards[i],
                                       used=msg(f"besigue.with_article.{x.type}")),
                                   "Bésigue §10.2" if fifth_card else "Bésigue §5.1")
                if d.type in MARIAGE_LEVELS and x.type == "suite":
                    raise _refused(msg("besigue.table.suite_not_mariage"), "Bésigue §10.2")
            if d.type in MARIAGE_LEVELS and any(i in r for r in self.remnants):
                raise _refused(msg("besigue.table.remnant_not_mariage"), "Bésigue §10.2")
        if d.type in BESIGUE_LEVELS or d.type in MARIAGE_LEVELS:
            top = max((x.level for x in live_same_family), default=0)
            if top == 4 and d.type in BESIGUE_LEVELS:
                raise _refused(msg("besigue.table.quadruple_on_table"), "Bésigue §10.2")
            if d.level <= top:
                highest = max(live_same_family, key=lambda x: x.level)
                raise _refused(msg("besigue.table.parallel", used=msg(f"besigue.with_article.{highest.type}")),
                               "Bésigue §10.2")
        if d.type == "carre" and live_same_family and not self.chinois:
            raise _refused(msg("besigue.table.carre_japonais", of=msg(f"besigue.of.{d.rank}")), "Bésigue §10.2")

    def can_announce(self, claims: Sequence[tuple[str, Sequence[Card]]], new_cards: Sequence[Card] = ()) -> bool:
        try:
            self.verify_announce(claims, new_cards)
        except DealError:
            return False
        return True

    # -- actions ---------------------------------------------------------------------------

    def announce(self, claims: Sequence[tuple[str, Sequence[Card]]],
                 new_cards: Sequence[Card] = ()) -> Deposit:
        """Verify, lay the new cards down and record the combinations; returns
        the one scored now (the others are suspended)."""
        made = self.verify_announce(claims, new_cards)
        for card in new_cards:
            self.cards[self._next_id] = card
            self._next_id += 1
        self.deposits += made
        return made[0]

    def score_suspended(self, index: int = 0) -> Deposit:
        """Score a suspended combination on a later turn won by its owner (§5.1)."""
        pending = self.suspended
        if not 0 <= index < len(pending):
            raise _refused(msg("besigue.table.no_suspended"))
        pending[index].scored = True
        return pending[index]

    def play(self, card: Card | int) -> None:
        """A table card goes to a trick: the combinations it belonged to are
        broken; the Roi and Dame of a broken suite stay a valid remnant (§10.2)."""
        if isinstance(card, int):
            if card not in self.cards:
                raise DealError("card", msg("besigue.table.id_not_on_table"), "Bésigue §5.1")
            card_id = card
        else:
            ids = [i for i, c in self.cards.items() if c == card]
            if not ids:
                raise DealError("card", msg("besigue.table.not_on_table", card=card), "Bésigue §5.1")
            card_id = min(ids, key=lambda i: len(self._live(i)))
        del self.cards[card_id]
        for d in self._live(card_id):
            self.deposits.remove(d)
            if d.type == "suite":
                kept = frozenset(i for i in d.ids if i in self.cards and self.cards[i].rank in ("R", "D"))
                if len(kept) == 2:
                    self.remnants.append(kept)
        self.remnants = [r for r in self.remnants if card_id not in r]

    def end_of_stock(self) -> list[Deposit]:
        """§5.1, §10.1: the stock is exhausted; the cards go back to the hand and
        the suspended combinations are lost (returned)."""
        lost = self.suspended
        self.cards.clear()
        self.deposits.clear()
        self.remnants.clear()
        return lost
