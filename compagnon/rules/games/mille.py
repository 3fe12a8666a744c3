"""Mille: three players, 24 cards, marriages that set the trump, the race to 1000.

The scoring follows ``shared/spec/mille.md`` (rulings A1-A18 there); article
numbers such as "Mille §9.1" are the rulebook's own. A deal is entered once it
is over: the taker, his contract, then either the bomb, a grave fault, or the
trick points and marriages of each player.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Option, Outcome, ScoreLine
from ..decks import TWENTY_FOUR, Card, Suit, trick_winner
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer, trick_schema
from ..registry import register
from ..schema import (
    All,
    Bool,
    CardKind,
    Choice,
    Field,
    Given,
    Int,
    ListOf,
    Not,
    Player,
    PlayerMap,
    Record,
    Same,
    Scope,
    Truthy,
    Values,
    suit_choice,
)
from ..tricks import (
    CardTricks,
    Trick,
    asked_plays,
    cards_held,
    each_player_once,
    follow_or_trump,
    hands_hold_their_cards,
)

__all__ = [
    "CARD_ORDERS", "CARD_POINTS", "FAULT_KINDS", "MARRIAGE_POINTS", "DealKind", "FaultDone", "GraveFault", "Mille",
    "MilleDetails", "MilleState", "bomb_half",
    "card_points", "round5",
]

GOAL = 1000
TONNEAU = 880  # §9.1: no score may stay within 880..999
FALL_PENALTY = 120  # §9.1, falling off the tonneau
BAR_PENALTY = 120  # §9.2, every third bar
FAULT_PENALTY = 120  # §10, a defender's grave fault
TOTAL_TRICK_POINTS = 120  # §3
TRICKS = 8  # §7
MIN_CONTRACT = 100  # §5
MAX_CONTRACT_WITHOUT_MARRIAGE = 120  # §5

#: §3 card points; the 7s and 8s are not in the deck (§1).
CARD_POINTS: Mapping[str, int] = {"9": 0, "V": 2, "D": 3, "R": 4, "10": 10, "A": 11}

#: §3 rank order, weakest first. The printed line contradicts the NB beside it
#: (ruling A2): by default the order that agrees with the card values.
CARD_ORDERS: Mapping[str, tuple[str, ...]] = {
    "value_consistent": ("9", "V", "D", "R", "10", "A"),
    "as_listed": ("9", "10", "V", "D", "R", "A"),
}

#: §3.1 marriage values by suit.
MARRIAGE_POINTS: Mapping[Suit, int] = {Suit.PIQUE: 40, Suit.TREFLE: 60, Suit.CARREAU: 80, Suit.COEUR: 100}
#: §3, §3.1: the most one player can win in a deal, every trick point and every marriage; so the
#: most a contract can be (§5: it is made only when the taker's tricks and marriages reach it)
MAX_DEAL_POINTS = TOTAL_TRICK_POINTS + sum(MARRIAGE_POINTS.values())

#: §10 grave faults (their words are ``mille.fault.<kind>``).
FAULT_KINDS: tuple[str, ...] = ("no_follow", "no_trump", "trump_while_holding_suit", "false_marriage")


def round5(points: int) -> int:
    """§9: to the nearest multiple of 5 (remainders 0-2 down, 3-4 up)."""
    return (points + 2) // 5 * 5


def bomb_half(contract: int) -> int:
    """§9.3: half the contract, rounded up to the next multiple of 10 (a half
    already a multiple of 10 stays as it is, ruling A5)."""
    return -(-contract // 20) * 10


def card_points(card: Card) -> int:
    """§3: what a card is worth in a trick."""
    return CARD_POINTS[card.rank]


class GraveFault(DealError):
    """A play the rules forbid (§7, §8), one of the grave faults of §10;
    ``kind`` is one of :data:`FAULT_KINDS`."""

    def __init__(self, kind: str, message: Message, rule: str) -> None:
        self.kind = kind
        super().__init__("card", message, rule)


class DealKind(StrEnum):
    """How a deal of Mille went."""

    #: played out and counted (§8)
    NORMAL = "normal"
    #: the taker threw his hand in (§6.1)
    BOMB = "bomb"
    #: stopped by a grave fault (§10)
    FAULT = "fault"
    #: dealt again, nothing scored (§10)
    MISDEAL = "misdeal"


@dataclass(frozen=True)
class FaultDone:
    """A grave fault (§10): who made it, and which (``mille.fault.<kind>``)."""

    player: str
    kind: str


@dataclass(frozen=True, kw_only=True)
class MilleDetails(DealDetails):
    """A deal of Mille: its taker and contract, made or not (None: a
    defender's fault), the taker's points compared with the contract, who
    fell off the tonneau (§9.1), and who won the game with it."""

    kind: DealKind
    taker: str | None = None
    contract: int | None = None
    made: bool | None = None
    taker_points: int | None = None
    fault: FaultDone | None = None
    fell: tuple[str, ...] = ()
    winners: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class MilleState(GameState):
    """The running scores plus what Mille remembers from deal to deal."""

    #: §9.2 zero-point deals in defence, counted over the whole partie
    bars: Mapping[str, int]
    #: §9.1 consecutive deals begun and ended on 880 (0 when not on it)
    tonneau_turns: Mapping[str, int]
    #: §6.1 one bomb per player per partie
    bomb_used: Mapping[str, bool]


def _defenders(scope: Scope) -> list[str] | None:
    taker = scope.get("taker")
    return None if taker is None else [p for p in scope.players if p != taker]


# -- what spans several fields, in the order of the refusals of §3J.3 ---------------

def _check_contract(scope: Scope, contract: int) -> None:
    if contract > MAX_CONTRACT_WITHOUT_MARRIAGE and not scope["taker_had_marriage_at_bid"]:
        scope.refuse(msg("mille.refused.marriage_at_bid"), "Mille §5", at="taker_had_marriage_at_bid")
    taker, state = scope["taker"], scope.state
    if scope["bomb"] and taker is not None and state is not None and state.bomb_used[taker]:
        scope.refuse(msg("mille.refused.bomb_used", player=taker), "Mille §6.1", at="bomb")


def _check_trick_points(scope: Scope, points: Mapping[str, int] | None) -> None:
    if points is None:
        return
    for p in scope.players:
        if points[p] == 1:
            scope.refuse(msg("mille.refused.one_point", player=p), at=f"trick_points.{p}")
            return
    total = sum(points.values())
    if total != TOTAL_TRICK_POINTS:
        scope.refuse(msg("mille.refused.trick_total", total=total))


def _check_marriages(scope: Scope, marriages: Mapping[str, Sequence[Suit]]) -> None:
    seen: set[Suit] = set()
    for p, suits in marriages.items():
        for suit in suits:
            if suit in seen:
                scope.refuse(msg("mille.refused.marriage_twice", suit=suit), at=f"marriages.{p}")
                return
            seen.add(suit)


def _check_tricks_won(scope: Scope, tricks: Mapping[str, int] | None) -> None:
    points, marriages = scope["trick_points"], scope["marriages"] or {}
    if tricks is None or points is None:
        return
    if sum(tricks.values()) != TRICKS:
        scope.refuse(msg("mille.refused.trick_count", total=sum(tricks.values())))
        return
    for p in scope.players:
        married = len(marriages.get(p, ()))
        if tricks[p] == 0 and points[p]:
            scope.refuse(msg("mille.refused.points_without_trick", player=p, points=points[p]), at=f"tricks_won.{p}")
        elif married > tricks[p]:
            scope.refuse(msg("mille.refused.marriage_without_trick", player=p, marriages=married, tricks=tricks[p]),
                         "Mille §8", at=f"tricks_won.{p}")
        elif points[p] == 0 and tricks[p] > 1:
            scope.refuse(msg("mille.refused.empty_tricks", player=p, tricks=tricks[p]), "Mille §9.2",
                         at=f"tricks_won.{p}")
        else:
            continue
        return


PLAYED = Not(Truthy("misdeal"))
#: the cards were played out (§10: no misdeal, no bomb, no fault that stops the deal)
NORMAL = All(PLAYED, Not(Truthy("bomb")), Not(Given("fault")))
#: §10: the taker stopped the deal by a fault (the fault is read only in a deal played without a bomb)
TAKER_AT_FAULT = All(PLAYED, Not(Truthy("bomb")), Given("fault"), Same("fault.player", "taker"))


def _boxes(game: Mille) -> list[tuple[str, int]]:
    """A pad's boxes: the bars (every third costs 120, §9.2), the one
    bomb (§6.1), and as many tonneau turns as the house rule allows (§9.1)."""
    return [("bars", 9), ("bomb", 1), ("tonneau", game.options["tonneau_max_turns"])]


SHEET: SheetSpec[Mille] = SheetSpec(
    columns=("taker", "contract", "trick_points", "marriages"),
    facts=("tonneau_turns", "bars", "bomb_used"),
    handwritten=(PadColumn("taker", width=1.4), PadColumn("contract", width=1.15),
                 PadColumn("trick_points", per_player=True),
                 PadColumn("marriages", per_player=True, width=1.1)),
    rows=22,
    boxes_by_rule=_boxes,
)


@register(sheet=SHEET)
class Mille(Game[MilleState], CardTricks[Trick[Card]]):
    slug = "mille"
    name = "Mille"
    players_min = players_max = 3  # ruling A1
    rulebook_section = "Mille"
    deck = TWENTY_FOUR
    unit = "points"
    reminders = (
        ("Mille §5", "mille.reminder.bids"),
        ("Mille §3", "mille.reminder.cards"),
        ("Mille §3.1", "mille.reminder.marriages"),
        ("Mille §9", "mille.reminder.scoring"),
        ("Mille §9.1", "mille.reminder.tonneau"),
        ("Mille §9.2", "mille.reminder.bars"),
        ("Mille §6.1", "mille.reminder.bomb"),
        ("Mille §10", "mille.reminder.faults"),
    )
    options_schema = Record((
        Option("tonneau_max_turns", Int(1, 10), 3, rule="Mille §9.1"),
        Option("round_taker_before_compare", Bool(), False, rule="Mille §9"),
        Option("card_order", Choice(tuple(CARD_ORDERS)), "value_consistent", rule="Mille §3"),
    ), strict=True)

    # -- the entry (spec §3J.2, read in the order of its refusals, §3J.3) ------------

    def entry(self) -> Record:
        return Record((
            Field("dealer", Player()),
            Field("misdeal", Bool(), default=False, group="more", rule="Mille §10"),
            Field("taker_had_marriage_at_bid", Bool(), default=False, when=PLAYED, rule="Mille §5"),
            Field("bomb", Bool(), default=False, when=PLAYED, rule="Mille §6.1"),
            Field("taker", Player(), required=True, when=PLAYED, rule="Mille §5"),
            Field("contract", Int(MIN_CONTRACT, MAX_DEAL_POINTS, step=5), required=True, when=PLAYED, rule="Mille §5",
                  checks=(_check_contract,)),
            Field("trick_points", PlayerMap(Int(0, TOTAL_TRICK_POINTS), total=TOTAL_TRICK_POINTS), required=True,
                  when=NORMAL,
                  rule="Mille §3", checks=(_check_trick_points,)),
            Field("marriages", PlayerMap(ListOf(suit_choice(), max=4), complete=False), default={}, when=NORMAL,
                  rule="Mille §3.1", checks=(_check_marriages,)),
            Field("tricks_won", PlayerMap(Int(0, TRICKS)), when=NORMAL, needs=("trick_points", "marriages"),
                  group="more", rule="Mille §7", checks=(_check_tricks_won,)),
            Field("fault", Record((
                Field("player", Player(), required=True),
                Field("kind", Choice(FAULT_KINDS, labels="mille.fault")),
            )), when=All(PLAYED, Not(Truthy("bomb"))), group="more", rule="Mille §10"),
            Field("points_at_stop", PlayerMap(Int(0, MAX_DEAL_POINTS), keys=_defenders), required=True,
                  when=TAKER_AT_FAULT, needs=("taker",), group="more",
                  rule="Mille §10"),
        ), form_order=("dealer", "taker", "contract", "taker_had_marriage_at_bid", "bomb", "trick_points",
                       "marriages", "tricks_won", "fault", "points_at_stop", "misdeal"))

    # -- state -----------------------------------------------------------------------

    def new_state(self) -> MilleState:
        return MilleState(totals=self.zero(), dealer=self.first_dealer, bars=self.zero(),
                          tonneau_turns=self.zero(), bomb_used={p: False for p in self.players})

    def report(self, state: MilleState) -> JSONObject:
        return {"tonneau_turns": dict(state.tonneau_turns), "bars": dict(state.bars),
                "bomb_used": dict(state.bomb_used)}

    def facts(self, state: MilleState) -> list[Fact]:
        on = {p: state.totals[p] == TONNEAU for p in self.players}
        return [
            Fact("tonneau_turns", msg("mille.fact.tonneau"),
                 {p: state.tonneau_turns[p] if on[p] else None for p in self.players}, FactKind.COUNTER,
                 limit=self.options["tonneau_max_turns"]),
            Fact("bars", msg("mille.fact.bars"), dict(state.bars), FactKind.COUNTER),
            Fact("bomb_used", msg("mille.fact.bomb"), dict(state.bomb_used), FactKind.MARKER),
            Fact("goal", msg("mille.fact.goal"), GOAL, FactKind.THRESHOLD),
        ]

    # -- scoring ------------------------------------------------------------------------

    def score_deal(self, state: MilleState, e: Values) -> Outcome[MilleState]:
        dealer = self.dealer_of(state, e)
        if e["misdeal"]:
            # §10: nothing is scored, the same dealer deals again; not a tonneau turn (spec §4.3).
            line = ScoreLine(dealer, 0, "Mille §10", msg("mille.line.misdeal"))
            return Outcome(self.evolve(state, deals=state.deals + 1, dealer=dealer), self.zero(), (line,), dealer,
                           msg("mille.summary.misdeal"), MilleDetails(kind=DealKind.MISDEAL))
        taker, contract = e["taker"], e["contract"]
        on_tonneau = {p: state.totals[p] == TONNEAU for p in self.players}
        lines: list[ScoreLine] = []
        pts = self.zero()
        bars = dict(state.bars)
        bomb_used = dict(state.bomb_used)
        fault = e["fault"]
        if e["bomb"]:
            bomb_used[taker] = True
            self._score_bomb(taker, contract, on_tonneau, pts, lines)
            summary = msg("mille.summary.bomb", taker=taker, contract=contract)
            details = MilleDetails(kind=DealKind.BOMB, taker=taker, contract=contract)
        elif fault is not None:
            if fault["player"] == taker:
                self._score_taker_fault(taker, contract, fault["kind"], e["points_at_stop"], on_tonneau, pts, lines)
            else:
                self._score_defender_fault(fault["player"], fault["kind"], pts, lines)
            summary = msg("mille.summary.fault", player=fault["player"])
            details = MilleDetails(kind=DealKind.FAULT, taker=taker, contract=contract,
                                   made=False if fault["player"] == taker else None,
                                   fault=FaultDone(fault["player"], fault["kind"]))
        else:
            made, compared = self._score_normal(taker, contract, e["trick_points"], e["marriages"], on_tonneau,
                                                bars, pts, lines)
            summary = msg("mille.summary.made" if made else "mille.summary.failed", taker=taker, contract=contract)
            details = MilleDetails(kind=DealKind.NORMAL, taker=taker, contract=contract, made=made,
                                   taker_points=compared)

        totals, turns, fell = self._apply_tonneau(state, pts, lines)
        delta = {p: totals[p] - state.totals[p] for p in self.players}
        winners = self._winners(totals)
        if winners:
            lines.append(ScoreLine(winners[0], 0, "Mille §9", msg("mille.line.wins", total=totals[winners[0]])))
        details = replace(details, fell=tuple(fell), winners=winners)
        new_state = self.evolve(
            state, totals=totals, dealer=self.next_dealer_after(dealer), deals=state.deals + 1,
            finished=bool(winners), winners=winners, bars=bars, tonneau_turns=turns, bomb_used=bomb_used)
        return Outcome(new_state, delta, self.seat_order(lines), dealer, summary, details)

    def _defence(self, d: str, scored: int, on_tonneau: bool, rule: str, how: Message,
                 pts: dict[str, int], lines: list[ScoreLine]) -> None:
        """A defender's points (§9), which do not count while he is on the tonneau (§9.1)."""
        if on_tonneau:
            lines.append(ScoreLine(d, 0, "Mille §9.1", msg("mille.line.tonneau_defence", points=scored)))
            return
        pts[d] += scored
        lines.append(ScoreLine(d, scored, rule, how))

    def _score_bomb(self, taker: str, contract: int, on_tonneau: Mapping[str, bool], pts: dict[str, int],
                    lines: list[ScoreLine]) -> None:
        lines.append(ScoreLine(taker, 0, "Mille §6.1", msg("mille.line.bomb", contract=contract)))
        half = bomb_half(contract)
        for d in self.players:
            if d != taker:
                self._defence(d, half, on_tonneau[d], "Mille §9.3",
                              msg("mille.line.bomb_half", taker=taker, contract=contract, half=half), pts, lines)

    def _score_defender_fault(self, offender: str, kind: str | None, pts: dict[str, int],
                              lines: list[ScoreLine]) -> None:
        pts[offender] -= FAULT_PENALTY
        lines.append(ScoreLine(offender, -FAULT_PENALTY, "Mille §10",
                               msg("mille.line.defender_fault", fault=_fault_words(kind))))
        for p in self.players:
            if p != offender:
                lines.append(ScoreLine(p, 0, "Mille §10", msg("mille.line.annulled", offender=offender)))

    def _score_taker_fault(self, taker: str, contract: int, kind: str | None, at_stop: Mapping[str, int],
                           on_tonneau: Mapping[str, bool], pts: dict[str, int], lines: list[ScoreLine]) -> None:
        pts[taker] -= contract
        lines.append(ScoreLine(taker, -contract, "Mille §10",
                               msg("mille.line.taker_fault", fault=_fault_words(kind), contract=contract)))
        for d in self.players:
            if d == taker:
                continue
            # Ruling A10: the defenders keep what they had won when play stopped.
            raw = at_stop[d]
            scored = round5(raw)
            self._defence(d, scored, on_tonneau[d], "Mille §10",
                          msg("mille.line.at_stop", raw=raw, rounded=_rounded(raw, scored)), pts, lines)

    def _score_normal(self, taker: str, contract: int, points: Mapping[str, int],
                      marriages: Mapping[str, Sequence[Suit]], on_tonneau: Mapping[str, bool],
                      bars: dict[str, int], pts: dict[str, int], lines: list[ScoreLine]) -> tuple[bool, int]:
        raw: dict[str, int] = {}
        how: dict[str, Message] = {}
        for p in self.players:
            suits = list(marriages.get(p, ()))
            tricks = points[p]
            marriage = sum(MARRIAGE_POINTS[s] for s in suits)
            raw[p] = tricks + marriage
            how[p] = (msg("mille.how.with_marriage", tricks=tricks, marriage=marriage, suits=suits, total=raw[p])
                      if marriage else msg("mille.how.plain", total=raw[p]))

        # The taker's exact total is compared (ruling A4) unless the table rounds it first.
        compared = round5(raw[taker]) if self.options["round_taker_before_compare"] else raw[taker]
        shown = how[taker] if compared == raw[taker] else msg("mille.how.rounded", how=how[taker], total=compared)
        made = compared >= contract
        if made:
            pts[taker] += contract
            lines.append(ScoreLine(taker, contract, "Mille §9", msg("mille.line.made", contract=contract, how=shown)))
        else:
            pts[taker] -= contract
            lines.append(ScoreLine(taker, -contract, "Mille §9",
                                   msg("mille.line.failed", contract=contract, how=shown)))

        for d in self.players:
            if d == taker:
                continue
            scored = round5(raw[d])
            shown_d = how[d] if marriages.get(d) else msg("mille.how.points", total=raw[d])
            self._defence(d, scored, on_tonneau[d], "Mille §9",
                          msg("mille.line.defence", how=shown_d, rounded=_rounded(raw[d], scored)), pts, lines)
            # §9.2: no card point in one's tricks is a bar, marriages or not (also on the tonneau, A17).
            if points[d] == 0:
                bars[d] += 1
                if bars[d] % 3 == 0:
                    pts[d] -= BAR_PENALTY
                    lines.append(ScoreLine(d, -BAR_PENALTY, "Mille §9.2", msg("mille.line.third_bar", n=bars[d])))
                else:
                    lines.append(ScoreLine(d, 0, "Mille §9.2", msg("mille.line.bar", n=bars[d])))
        return made, compared

    def _apply_tonneau(self, state: MilleState, pts: Mapping[str, int],
                       lines: list[ScoreLine]) -> tuple[dict[str, int], dict[str, int], list[str]]:
        """§9.1: scores in 880..999 go back to 880; staying there more than the
        allowed turns drops the player to 760 (ruling A7)."""
        most = self.options["tonneau_max_turns"]
        totals: dict[str, int] = {}
        turns: dict[str, int] = {}
        fell: list[str] = []
        for p in self.players:
            before = state.totals[p]
            score = before + pts[p]
            clamped = TONNEAU < score < GOAL
            if clamped:
                lines.append(ScoreLine(p, TONNEAU - score, "Mille §9.1", msg("mille.line.clamped", score=score)))
                score = TONNEAU
            turns[p] = 0
            if before == TONNEAU and score == TONNEAU:
                turns[p] = state.tonneau_turns[p] + 1
                if turns[p] > most:
                    lines.append(ScoreLine(p, -FALL_PENALTY, "Mille §9.1", msg("mille.line.fall", n=turns[p])))
                    score -= FALL_PENALTY
                    turns[p] = 0
                    fell.append(p)
                else:
                    lines.append(ScoreLine(p, 0, "Mille §9.1", msg("mille.line.turn", n=turns[p], most=most)))
            elif score == TONNEAU and not clamped:
                lines.append(ScoreLine(p, 0, "Mille §9.1", msg("mille.line.reaches_tonneau")))
            totals[p] = score
        return totals, turns, fell

    def _winners(self, totals: Mapping[str, int]) -> tuple[str, ...]:
        """§9 and ruling A12: the highest score of 1000 or more wins; an exact
        tie for it plays on."""
        best = max(totals.values())
        if best < GOAL:
            return ()
        leaders = [p for p in self.players if totals[p] == best]
        return tuple(leaders) if len(leaders) == 1 else ()

    # -- referee (§7, §8) ------------------------------------------------------------------

    @property
    def card_order(self) -> tuple[str, ...]:
        return CARD_ORDERS[self.options["card_order"]]

    def trick_winner(self, trick: Trick[Card]) -> int:
        """§7: index, in play order, of the card that takes the trick: the
        highest trump, else the highest card of the suit led."""
        for card in trick.cards:
            if card not in TWENTY_FOUR:
                raise ValueError(f"{card}: not a card of Mille (Mille §1)")
        return trick_winner(trick.cards, self.card_order, trick.trump)

    def verify_play(self, trick: Trick[Card], hand: Sequence[Card], card: Card) -> None:
        """§7: follow the suit led; when void, trump if a trump is set and
        held; otherwise anything. No duty to overtrump (ruling A15). Raise
        :class:`GraveFault` (a ``ValueError``) when playing ``card`` is one
        of the grave faults of §10, :class:`DealError` when it is not in hand."""
        if card not in hand:
            raise DealError("card", msg("mille.refused.not_in_hand", card=card), "Mille §7")
        if card in follow_or_trump(trick, hand):
            return
        led, trump = trick.cards[0].suit, trick.trump
        if any(c.suit == led for c in hand):
            if trump is not None and card.suit == trump:
                raise GraveFault("trump_while_holding_suit",
                                 msg("mille.refused.trump_holding_suit", card=card, led=led), "Mille §7")
            raise GraveFault("no_follow", msg("mille.refused.no_follow", card=card, led=led), "Mille §7")
        raise GraveFault("no_trump", msg("mille.refused.no_trump", card=card, led=led, trump=trump), "Mille §7")

    def trick_context(self, values: Values) -> Trick[Card]:
        """§7: each player once, each hand holding its card; §1: a single
        pack, every card once among the hands and the plays."""
        each_player_once(values, lambda player: msg("mille.referee.player_twice", player=player), "Mille §7")
        hands_hold_their_cards(values, "Mille §7")
        for c, n in Counter(cards_held(values)).items():
            if n > 1:
                raise DealError("plays", msg("mille.referee.card_twice", card=c), "Mille §1")
        # no trump until the first marriage is announced (§7)
        return Trick(asked_plays(values), trump=values["context"].get("trump"))

    def trick_rule(self, trick: Trick[Card], winner: int) -> str:
        return "Mille §7"

    # -- the referee: a trick, a marriage (compagnon/rules/referee.py) -------------------

    referee_questions = ("trick", "combination")

    def referee_schema(self, question: str) -> Record:
        card = CardKind(TWENTY_FOUR)
        if question == "trick":
            # no trump until the first marriage is announced (§7)
            return trick_schema((Field("trump", suit_choice()),), card, len(self.players))
        return Record((
            Field("combination", Record((
                Field("suit", suit_choice(), required=True),
                Field("hand", ListOf(card, min=1, max=8, ordered=False), required=True),
            )), required=True),
        ))

    def referee(self, question: str, values: Values) -> Answer:
        if question == "trick":
            return self.referee_trick(values)
        combination = values["combination"]
        try:
            points = self.verify_marriage(combination["hand"], combination["suit"])
        except DealError as refused:
            return Answer("combination", refused.rule, refused.message, valid=False)
        return Answer("combination", "Mille §8", msg("mille.referee.marriage", suit=combination["suit"],
                                                      points=points), valid=True, points=points)

    @staticmethod
    def verify_marriage(hand: Sequence[Card], suit: Suit) -> int:
        """§8: a marriage needs the Dame and the Roi of ``suit`` in hand (not in
        the trick just won); returns its value, raises :class:`GraveFault`."""
        if Card("D", suit) not in hand or Card("R", suit) not in hand:
            raise GraveFault("false_marriage", msg("mille.refused.false_marriage", suit=suit), "Mille §8")
        return MARRIAGE_POINTS[suit]


def _fault_words(kind: str | None) -> Message:
    return msg(f"mille.fault.{kind}") if kind else msg("mille.fault.any")


def _rounded(raw: int, scored: int) -> Message | str:
    return "" if raw == scored else msg("mille.how.rounded_to", total=scored)
