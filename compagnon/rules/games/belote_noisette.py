"""Belote Noisette: three players, 24 cards, hazelnuts in a pot, manches and points de partie.

The scoring follows ``shared/spec/belote_noisette.md`` (rulings N1-N12 there);
article numbers such as "BN §7.1" are the rulebook's own. A deal is entered
once it is over: how the trump was taken and by whom, each player's card
points, the last trick, the Belote and the faults. The engine moves the
noisettes (ante, price of taking, settlement), ends the manche on 21 or 0
noisettes, and keeps the points de partie, which are the totals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Option, Outcome, ScoreLine
from ..decks import PIQUET_32, SUITS, Card, Deck, Suit
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer, plays_field
from ..registry import register
from ..schema import (
    Asked,
    Bool,
    CardKind,
    Choice,
    Field,
    Int,
    ListOf,
    Player,
    PlayerMap,
    Record,
    Scope,
    Text,
    Values,
    suit_choice,
)
from ..tricks import CardTricks, Trick, asked_plays, strongest, trumps_due

__all__ = [
    "CARD_TOTAL", "DEAL_TOTAL", "GOAL", "GOAL_STEP", "NOISETTES", "PLAIN_ORDER", "PLAIN_POINTS", "POT",
    "TRUMP_ORDER", "TRUMP_POINTS", "BeloteNoisette", "BeloteNoisetteState", "PlayFault", "card_points",
    "deck_without", "settle", "take_cost",
    "BeloteNoisetteDetails", "Case", "Manche",
]

NOISETTES = 10  # §4: each player's noisettes at the start of a manche
FULL_MANCHE = 21  # §7.2: a complete manche
TRICKS = 8  # §6
CARD_TOTAL = 122  # §1.2 of the spec: the card points of the 24 cards
LAST_TRICK = 10  # §3.2, the dix de der
BELOTE = 10  # §3.1 ("et non 20")
DEAL_TOTAL = CARD_TOTAL + LAST_TRICK  # §3.3: 132, 142 with a Belote
GOAL = 6  # §7.3
GOAL_STEP = 2  # §7.3
COMPLETE_POINTS = 3  # §7.2
LEADER_POINTS = 2  # §7.2
SECOND_POINTS = 1  # §7.2
POT = "pot"

#: §3 rank orders, weakest first (ruling N1: the standard belote orders, 7 and 8 lowest).
TRUMP_ORDER: tuple[str, ...] = ("7", "8", "D", "R", "10", "A", "9", "V")
PLAIN_ORDER: tuple[str, ...] = ("7", "8", "9", "V", "D", "R", "10", "A")

#: §3 card points (7 and 8 worth nothing, ruling N1).
TRUMP_POINTS: Mapping[str, int] = {"7": 0, "8": 0, "9": 14, "V": 20, "D": 3, "R": 4, "10": 10, "A": 11}
PLAIN_POINTS: Mapping[str, int] = {"7": 0, "8": 0, "9": 0, "V": 2, "D": 3, "R": 4, "10": 10, "A": 11}

#: §5: what taking costs, by round (a forced take costs nothing).
TAKE_COST: Mapping[int | str, int] = {1: 1, 2: 2, "forced": 0}
ROUNDS: tuple[int | str, ...] = (1, 2, "forced")


def take_cost(take_round: int | str, noisettes: int) -> int:
    """§5: the noisettes a taker puts in the pot: the price of his round, or
    what he has left when it is less."""
    return max(0, min(TAKE_COST[take_round], noisettes))


def card_points(card: Card, trump: Suit) -> int:
    """§3: what a card is worth in a trick."""
    return (TRUMP_POINTS if card.suit == trump else PLAIN_POINTS)[card.rank]


def deck_without(removed: Suit | None) -> Deck:
    """§1: the 32-card deck less the removed suit (all 32 while it is not named)."""
    if removed is None:
        return PIQUET_32
    return Deck("24", PIQUET_32.ranks, tuple(s for s in SUITS if s != removed))


class Case(StrEnum):
    """How the taker's score settles with the pot (§7.1)."""

    #: more than half the points: the taker takes the pot
    ALL = "all"
    #: more than each opponent, not more than half
    ABOVE = "above"
    #: neither: the pot pays the opponents
    LOST = "lost"


class Manche(StrEnum):
    """How a manche ends (§7.2)."""

    #: a player holds all the noisettes
    COMPLETE = "complete"
    #: a player has none left
    PARTIAL = "partial"


@dataclass(frozen=True)
class Settlement:
    """What the pot pays at the end of a deal (§7.1), in its ``case``."""

    case: Case
    paid: Mapping[str, int]
    best_opponent: str | None
    tied_opponents: bool


def settle(taker: str, scores: Mapping[str, int], total: int, pot: int) -> Settlement:
    """§7.1 with rulings N4, N9, N11: who takes what out of a pot of ``pot``."""
    opponents = [p for p in scores if p != taker]
    mine = scores[taker]
    if 2 * mine > total:
        return Settlement(Case.ALL, {taker: pot}, None, False)
    small = pot < 4
    if all(mine > scores[o] for o in opponents):
        paid = {taker: 2 if small else 3}
        a, b = opponents
        best = a if scores[a] > scores[b] else b if scores[b] > scores[a] else None
        if best is not None:
            paid[best] = 1
        return Settlement(Case.ABOVE, paid, best, best is None)
    each = 1 if small else 2
    return Settlement(Case.LOST, {o: each for o in opponents}, None, False)


def _small(pot: int) -> Message | str:
    return msg("belote_noisette.how.small_pot") if pot < 4 else ""


@dataclass(frozen=True, kw_only=True)
class BeloteNoisetteDetails(DealDetails):
    """A deal of Belote Noisette: the taker, when he took (1, 2 or
    ``forced``, §5) in which trump and what taking cost him, each player's
    score of the deal out of its ``total``, how it settled with the pot
    (§7.1) and what the pot at stake paid, and the manche it ended, if any
    (§7.2), with the partie's winners."""

    taker: str
    take_round: int | str
    trump: Suit
    taker_paid: int
    scores: Mapping[str, int]
    total: int
    case: Case
    pot_at_stake: int
    won: Mapping[str, int]
    manche: Manche | None
    winners: tuple[str, ...]


class PlayFault(DealError):
    """A card the rules of play forbid (§6): one of the faults of §8, punished
    by two tricks moved to the opponent."""

    def __init__(self, message: Message) -> None:
        super().__init__("card", message, "BN §6")


@dataclass(frozen=True, kw_only=True)
class BeloteNoisetteState(GameState):
    """Points de partie (the totals) plus the noisettes of the manche in progress."""

    #: §4 each player's noisettes
    noisettes: Mapping[str, int]
    #: §4 the noisettes in the pot
    pot: int
    #: §7.3 the partie goal in force
    goal: int = GOAL
    #: §7.2 manches finished
    manches_played: int = 0


# -- what spans several fields, in the order of the refusals of §3J.3 ---------------

def _after(players: Sequence[str], player: str) -> str:
    return players[(players.index(player) + 1) % len(players)]


def _check_taker(scope: Scope, taker: str) -> None:
    if scope["take_round"] != "forced":
        return
    dealer = scope["dealer"]
    if dealer is None:
        state = scope.state
        if state is None:
            return
        dealer = state.dealer
    if taker != _after(scope.players, dealer):
        scope.refuse(msg("belote_noisette.refused.forced_taker", player=_after(scope.players, dealer)), "BN §5")


def _check_trump(scope: Scope, trump: Suit) -> None:
    removed = scope.game.options["removed_suit"] if scope.game is not None else None
    if trump == removed:
        scope.refuse(msg("belote_noisette.refused.removed_suit", suit=trump), "BN §1")


def _check_turned_cards(scope: Scope, turned: Sequence[Card] | None) -> None:
    if turned is None:
        return
    trump, take_round = scope["trump"], scope["take_round"]
    if trump is not None and not any(c.suit == trump for c in turned):
        scope.refuse(msg("belote_noisette.refused.trump_not_turned", suit=trump), "BN §5", at="trump")
    if len(set(turned)) != len(turned):
        scope.refuse(msg("belote_noisette.refused.turned_twice"), "BN §5")
        return
    if take_round is not None:
        wanted = 1 if take_round == 1 else 2
        if len(turned) != wanted:
            scope.refuse(msg("belote_noisette.refused.turned_count", count=wanted, given=len(turned)), "BN §5")


def _check_card_points(scope: Scope, points: Mapping[str, int]) -> None:
    for p in scope.players:
        if points[p] == 1:
            scope.refuse(msg("belote_noisette.refused.one_point", player=p), "BN §3", at=f"card_points.{p}")
            return
    total = sum(points.values())
    if total != CARD_TOTAL:
        scope.refuse(msg("belote_noisette.refused.card_total", total=total), "BN §3.3")


def _check_faults(scope: Scope, faults: Sequence[Mapping[str, Any]]) -> None:
    taker, raw, last = scope["taker"], scope["card_points"], scope["last_trick"]
    if taker is None or raw is None or last is None:
        return
    points = dict(raw)
    for i, fault in enumerate(faults):
        offender, beneficiary, moved = fault["offender"], fault["beneficiary"], fault["points_moved"]
        at = f"faults[{i}]"
        if offender == beneficiary:
            scope.refuse(msg("belote_noisette.refused.fault_self", player=offender), "BN §8", at=f"{at}.beneficiary")
            return
        if offender != taker and beneficiary != taker:
            scope.refuse(msg("belote_noisette.refused.fault_to_defender", offender=offender, taker=taker),
                         "BN §8", at=f"{at}.beneficiary")
            return
        if moved == 1:
            scope.refuse(msg("belote_noisette.refused.fault_one_point"), "BN §3", at=f"{at}.points_moved")
            return
        if moved > points[offender]:
            scope.refuse(msg("belote_noisette.refused.fault_points", player=offender, points=points[offender],
                             moved=moved), "BN §8", at=f"{at}.points_moved")
            return
        if fault["includes_last_trick"] and last != offender:
            scope.refuse(msg("belote_noisette.refused.fault_last_trick", player=offender), "BN §8",
                         at=f"{at}.includes_last_trick")
            return
        points[offender] -= moved
        points[beneficiary] += moved
        if fault["includes_last_trick"]:
            last = beneficiary


def _check_tricks_won(scope: Scope, tricks: Mapping[str, int] | None) -> None:
    points, last = scope["card_points"], scope["last_trick"]
    if tricks is None:
        return
    total = sum(tricks.values())
    if total != TRICKS:
        scope.refuse(msg("belote_noisette.refused.trick_count", total=total), "BN §6")
        return
    for p in scope.players:
        if tricks[p]:
            continue
        if points is not None and points[p]:
            scope.refuse(msg("belote_noisette.refused.points_without_trick", player=p, points=points[p]), "BN §6",
                         at=f"tricks_won.{p}")
            return
        if last == p:
            scope.refuse(msg("belote_noisette.refused.last_without_trick", player=p), "BN §6",
                         at=f"tricks_won.{p}")
            return


@dataclass(frozen=True)
class BeloteTrick(Trick[Card]):
    """A trick of Belote Noisette: who took (ruling N2, when the defenders play as partners)."""

    taker: str | None = None


SHEET: SheetSpec[BeloteNoisette] = SheetSpec(
    columns=("taker", "take_round", "card_points", "fact:noisettes"),
    facts=("pot", "goal", "manches_played"),
    handwritten=(PadColumn("taker", width=1.4), PadColumn("take_round", width=0.8), PadColumn("trump", width=0.8),
                 PadColumn("pot", width=0.8), PadColumn("card_points", per_player=True),
                 PadColumn("noisettes", per_player=True)),
    rows=26,
)


@register(sheet=SHEET)
class BeloteNoisette(Game[BeloteNoisetteState], CardTricks[BeloteTrick]):
    slug = "belote_noisette"
    name = "Belote Noisette"
    players_min = players_max = 3  # §2
    rulebook_section = "Belote Noisette"
    deck = PIQUET_32
    unit = "game_points"
    pot = POT
    pot_unit = "noisettes"
    reminders = (
        ("BN §3", "belote_noisette.reminder.cards"),
        ("BN §4", "belote_noisette.reminder.ante"),
        ("BN §5", "belote_noisette.reminder.taking"),
        ("BN §7.1", "belote_noisette.reminder.settlement"),
        ("BN §7.2", "belote_noisette.reminder.manche"),
        ("BN §7.3", "belote_noisette.reminder.partie"),
        ("BN §8", "belote_noisette.reminder.faults"),
    )
    options_schema = Record((
        Option("removed_suit", suit_choice(), None, rule="BN §1"),
        Option("defenders_are_partners", Bool(), False, rule="BN §6"),
    ), strict=True)

    # -- the entry (spec §3J.2, read in the order of its refusals, §3J.3) ------------

    def entry(self) -> Record:
        card = CardKind(deck_without(self.options["removed_suit"]))
        fault = Record((
            Field("offender", Player(), required=True),
            Field("beneficiary", Player(), required=True),
            Field("points_moved", Int(0, DEAL_TOTAL), required=True),  # §3.3: all an offender can hold
            Field("includes_last_trick", Bool(), default=False),
            Field("tricks", Int(0, TRICKS), default=2),
        ))
        return Record((
            Field("dealer", Player()),
            Field("take_round", Choice(ROUNDS), required=True, rule="BN §5"),
            Field("taker", Player(), required=True, needs=("dealer", "take_round"), rule="BN §5",
                  checks=(_check_taker,)),
            Field("trump", suit_choice(), required=True, rule="BN §5", checks=(_check_trump,)),
            Field("turned_cards", ListOf(card, 1, 2), group="more", needs=("trump", "take_round"), rule="BN §5",
                  checks=(_check_turned_cards,)),
            Field("card_points", PlayerMap(Int(0, CARD_TOTAL), total=CARD_TOTAL), required=True, rule="BN §3",
                  checks=(_check_card_points,)),
            Field("last_trick", Player(), required=True, rule="BN §3.2"),
            Field("belote_by", Player(), rule="BN §3.1"),
            Field("faults", ListOf(fault), default=(), group="more", needs=("taker", "card_points", "last_trick"),
                  rule="BN §8", checks=(_check_faults,)),
            Field("tricks_won", PlayerMap(Int(0, TRICKS), total=TRICKS), group="more",
                  needs=("card_points", "last_trick"), rule="BN §6", checks=(_check_tricks_won,)),
        ), form_order=("dealer", "taker", "take_round", "trump", "card_points", "last_trick", "belote_by", "faults",
                       "tricks_won", "turned_cards"))

    # -- state -----------------------------------------------------------------------

    def new_state(self) -> BeloteNoisetteState:
        return BeloteNoisetteState(totals=self.zero(), dealer=self.first_dealer,
                                   noisettes={p: NOISETTES for p in self.players}, pot=0)

    def report(self, state: BeloteNoisetteState) -> JSONObject:
        return {"noisettes": dict(state.noisettes), "pot": state.pot, "partie_points": dict(state.totals),
                "goal": state.goal, "manches_played": state.manches_played}

    def pot_balance(self, state: BeloteNoisetteState) -> int:
        return state.pot

    def facts(self, state: BeloteNoisetteState) -> list[Fact]:
        # once the partie is won, no manche is coming: its noisettes are not shown
        noisettes = [] if state.finished else [
            Fact("noisettes", msg("belote_noisette.fact.noisettes"), dict(state.noisettes), FactKind.COUNTER,
                 limit=FULL_MANCHE, strip=True)]
        return [
            *noisettes,
            Fact("pot", msg("belote_noisette.fact.pot"), state.pot, FactKind.NUMBER, strip=True),
            # §5: who must take when everybody passes twice in the next deal
            Fact("forced_taker", msg("belote_noisette.fact.forced_taker"),
                 None if state.finished else self.next_dealer_after(state.dealer), FactKind.TEXT),
            Fact("goal", msg("belote_noisette.fact.goal"), state.goal, FactKind.THRESHOLD),
            Fact("manches_played", msg("belote_noisette.fact.manches"), state.manches_played, FactKind.NUMBER),
        ]

    # -- scoring ------------------------------------------------------------------------

    def score_deal(self, state: BeloteNoisetteState, e: Values) -> Outcome[BeloteNoisetteState]:
        dealer = self.dealer_of(state, e)
        taker, take_round, trump = e["taker"], e["take_round"], e["trump"]
        nuts = dict(state.noisettes)
        pot = state.pot
        lines: list[ScoreLine] = []

        def pay(to: str, n: int, payer: str, rule: str, message: Message) -> None:
            nonlocal pot
            if payer == POT:
                pot -= n
            else:
                nuts[payer] -= n
            if to == POT:
                pot += n
            else:
                nuts[to] += n
            lines.append(ScoreLine(to, n, rule, message, payer=payer, unit="noisettes"))

        # §4: the ante (every player holds one at least: otherwise the manche would be over)
        for p in self.players:
            if nuts[p] > 0:
                pay(POT, 1, p, "BN §4", msg("belote_noisette.line.ante"))
        # §5: the price of taking
        cost = TAKE_COST[take_round]
        paid = take_cost(take_round, nuts[taker])
        if paid:
            pay(POT, paid, taker, "BN §5", msg("belote_noisette.line.take", round=take_round, n=paid))
        elif take_round == "forced":
            lines.append(ScoreLine(taker, 0, "BN §5", msg("belote_noisette.line.forced"), unit="noisettes"))
        if 0 < cost and paid < cost:
            lines.append(ScoreLine(taker, 0, "BN §5", msg("belote_noisette.line.take_short", cost=cost, paid=paid),
                                   unit="noisettes"))

        # §8: faults move tricks before the score is made
        points = dict(e["card_points"])
        last = e["last_trick"]
        for fault in e["faults"]:
            offender, beneficiary, moved = fault["offender"], fault["beneficiary"], fault["points_moved"]
            points[offender] -= moved
            points[beneficiary] += moved
            with_last = bool(fault["includes_last_trick"])
            if with_last:
                last = beneficiary
            lines.append(ScoreLine(beneficiary, 0, "BN §8", msg(
                "belote_noisette.line.fault", offender=offender, tricks=fault["tricks"], points=moved,
                last=msg("belote_noisette.how.with_last") if with_last else ""), unit="noisettes"))

        # §3: the score of each player
        belote = e["belote_by"]
        scores = {p: points[p] + (LAST_TRICK if p == last else 0) + (BELOTE if p == belote else 0)
                  for p in self.players}
        total = DEAL_TOTAL + (BELOTE if belote is not None else 0)

        # §7.1: the settlement
        outcome = settle(taker, scores, total, pot)
        at_stake = pot
        opponents = [p for p in self.players if p != taker]
        if outcome.case is Case.ALL:
            pay(taker, at_stake, POT, "BN §7.1", msg("belote_noisette.line.all", score=scores[taker], total=total,
                                                      half=total // 2, n=at_stake))
        elif outcome.case is Case.ABOVE:
            a, b = opponents
            pay(taker, outcome.paid[taker], POT, "BN §7.1", msg(
                "belote_noisette.line.above", score=scores[taker], half=total // 2, first=scores[a],
                second=scores[b], n=outcome.paid[taker], small=_small(at_stake)))
            if outcome.best_opponent is not None:
                best = outcome.best_opponent
                pay(best, 1, POT, "BN §7.1", msg("belote_noisette.line.best_opponent", score=scores[best]))
            else:
                lines.append(ScoreLine(POT, 0, "BN §7.1", msg("belote_noisette.line.opponents_tied",
                                                               score=scores[a]), unit="noisettes"))
        else:
            for o in opponents:
                pay(o, outcome.paid[o], POT, "BN §7.1", msg(
                    "belote_noisette.line.lost", taker=taker, score=scores[taker], n=outcome.paid[o],
                    small=_small(at_stake)))
        if pot:
            lines.append(ScoreLine(POT, 0, "BN §7.1", msg("belote_noisette.line.left_in_pot", n=pot),
                                   unit="noisettes"))

        # §7.2: the end of a manche, checked once the deal is settled (ruling N3)
        delta = self.zero()
        manche: Manche | None = None
        full = [p for p in self.players if nuts[p] >= FULL_MANCHE]
        if full:
            manche = Manche.COMPLETE
            delta[full[0]] = COMPLETE_POINTS
            lines.append(ScoreLine(full[0], COMPLETE_POINTS, "BN §7.2",
                                   msg("belote_noisette.line.complete", n=nuts[full[0]])))
        elif any(nuts[p] == 0 for p in self.players):
            manche = Manche.PARTIAL
            out = [p for p in self.players if nuts[p] == 0]
            top = max(nuts.values())
            leaders = [p for p in self.players if nuts[p] == top]
            for p in leaders:
                delta[p] = LEADER_POINTS
                lines.append(ScoreLine(p, LEADER_POINTS, "BN §7.2", msg(
                    "belote_noisette.line.leader" if len(leaders) == 1 else "belote_noisette.line.leader_tied",
                    n=nuts[p], out=out)))
            if len(leaders) == 1:
                rest = [p for p in self.players if p not in leaders]
                runner = max(nuts[p] for p in rest)
                for p in rest:
                    if nuts[p] == runner:
                        delta[p] = SECOND_POINTS
                        lines.append(ScoreLine(p, SECOND_POINTS, "BN §7.2",
                                               msg("belote_noisette.line.second", n=nuts[p])))

        totals = self.add(state.totals, delta)
        goal = state.goal
        manches = state.manches_played
        winners: tuple[str, ...] = ()
        if manche is not None:
            manches += 1
            # §4: the next manche starts afresh
            for p in self.players:
                lines.append(ScoreLine(p, NOISETTES - nuts[p], "BN §4", msg("belote_noisette.line.new_manche",
                                                                          n=NOISETTES), unit="noisettes"))
            if pot:
                lines.append(ScoreLine(POT, -pot, "BN §4", msg("belote_noisette.line.pot_cleared", n=pot),
                                       unit="noisettes"))
            nuts = {p: NOISETTES for p in self.players}
            pot = 0
            goal, winners = self._partie(totals, goal, lines)

        summary = msg(f"belote_noisette.summary.{outcome.case}", taker=taker, trump=trump, score=scores[taker],
                      n=outcome.paid.get(taker, 0))
        if manche is not None:
            summary = msg("belote_noisette.summary.with_manche", deal=summary,
                          manche=msg(f"belote_noisette.summary.{manche}"))
        else:
            # the noisettes after the deal, in seating order: the running score of the manche
            first, second, third = (nuts[p] for p in self.players)
            summary = msg("belote_noisette.summary.with_noisettes", deal=summary, a=first, b=second, c=third,
                          pot=pot)
        details = BeloteNoisetteDetails(
            taker=taker, take_round=take_round, trump=trump, taker_paid=paid, scores=scores, total=total,
            case=outcome.case, pot_at_stake=at_stake, won=dict(outcome.paid), manche=manche, winners=winners)
        new_state = self.evolve(
            state, totals=totals, dealer=self.next_dealer_after(dealer), deals=state.deals + 1,
            finished=bool(winners), winners=winners, noisettes=nuts, pot=pot, goal=goal, manches_played=manches)
        return Outcome(new_state, delta, tuple(lines), dealer, summary, details)

    def _partie(self, totals: Mapping[str, int], goal: int,
                lines: list[ScoreLine]) -> tuple[int, tuple[str, ...]]:
        """§7.3: the partie goal in force and the winner, once a manche is over."""
        while True:
            reached = [p for p in self.players if totals[p] >= goal]
            if not reached:
                return goal, ()
            best = max(totals[p] for p in reached)
            top = [p for p in reached if totals[p] == best]
            if len(top) == 1:
                lines.append(ScoreLine(top[0], 0, "BN §7.3", msg("belote_noisette.line.wins", n=best, goal=goal)))
                return goal, (top[0],)
            goal += GOAL_STEP
            for p in top:
                lines.append(ScoreLine(p, 0, "BN §7.3", msg("belote_noisette.line.goal_moves", n=best, goal=goal)))

    # -- referee (§6) -----------------------------------------------------------------------

    @staticmethod
    def strength(card: Card, trump: Suit) -> int:
        """§3: a card's rank within its suit (trumps in their own order)."""
        return (TRUMP_ORDER if card.suit == trump else PLAIN_ORDER).index(card.rank)

    def _check_cards(self, cards: Sequence[Card]) -> None:
        deck = deck_without(self.options["removed_suit"])
        for c in cards:
            if c not in deck:
                raise DealError("card", msg("belote_noisette.refused.not_a_card", card=c), "BN §1")

    def trick_winner(self, trick: BeloteTrick) -> int:
        """§6: index, in play order, of the card that takes the trick (or is
        *maître* so far): the highest trump, else the highest card of the suit led."""
        self._check_cards(trick.cards)
        trump = trick.trump
        return strongest(trick.cards, trump, lambda c: self.strength(c, _trump(trump)))

    def _partner(self, trick: BeloteTrick) -> int | None:
        """Ruling N2 (house rule): where in the trick the other defender's card lies."""
        me, taker = trick.player, trick.taker
        if not self.options["defenders_are_partners"] or taker is None or me is None or me == taker:
            return None
        return next((j for j, p in enumerate(trick.plays) if p.player not in (taker, me)), None)

    def _allowed(self, trick: BeloteTrick, hand: Sequence[Card]) -> list[Card]:
        """§6 with rulings N2 and N7: follow suit (going above the best trump
        when trump is led); void, trump and overtrump if able; void of trump,
        anything; with the defenders as partners (option), free to discard
        while the partner is maître."""
        if not trick.plays:
            return list(hand)
        cards, trump = trick.cards, _trump(trick.trump)
        self._check_cards(list(hand) + cards)
        led = cards[0].suit
        top = max((c for c in cards if c.suit == trump), key=lambda c: self.strength(c, trump), default=None)
        mine = [c for c in hand if c.suit == trump]
        higher = trumps_due(mine, top, lambda c: self.strength(c, trump))
        following = [c for c in hand if c.suit == led]
        if following:
            return higher if led == trump else following
        if not mine:
            return list(hand)
        partner = self._partner(trick)
        if partner is not None and self.trick_winner(trick) == partner:
            # the partner is maître: free to discard; a trump must still go above
            return [c for c in hand if c.suit != trump] + higher
        return higher

    def exception(self, trick: BeloteTrick, hand: Sequence[Card], play: Card) -> tuple[str, Message] | None:
        """§6, ruling N2: a defender void in the suit led who does not trump,
        his partner being maître."""
        if not trick.plays:
            return None
        trump = _trump(trick.trump)
        if any(c.suit == trick.cards[0].suit for c in hand) or play.suit == trump or \
                not any(c.suit == trump for c in hand):
            return None
        partner = self._partner(trick)
        if partner is None or self.trick_winner(trick) != partner:
            return None
        return "BN §6", msg("belote_noisette.referee.partner_maitre", card=play,
                            partner=trick.plays[partner].player)

    def verify_play(self, trick: BeloteTrick, hand: Sequence[Card], card: Card) -> None:
        """Raise :class:`PlayFault` when ``card`` breaks §6 (a fault of §8),
        :class:`DealError` when it is not in hand."""
        if card not in hand:
            raise DealError("card", msg("belote_noisette.refused.not_in_hand", card=card), "BN §6")
        if card in self._allowed(trick, hand):
            return
        led, trump = trick.cards[0].suit, trick.trump
        if any(c.suit == led for c in hand) and card.suit != led:
            raise PlayFault(msg("belote_noisette.refused.must_follow", card=card, led=led))
        if card.suit != trump:
            raise PlayFault(msg("belote_noisette.refused.must_trump", card=card, trump=trump))
        raise PlayFault(msg("belote_noisette.refused.must_overtrump", card=card))

    @staticmethod
    def verify_belote(hand: Sequence[Card], trump: Suit) -> int:
        """§3.1: a Belote needs the Dame and the Roi of trump in one hand;
        returns its value, raises :class:`PlayFault` (a false Belote, §8)."""
        if Card("D", trump) not in hand or Card("R", trump) not in hand:
            raise PlayFault(msg("belote_noisette.refused.false_belote", trump=trump))
        return BELOTE

    @staticmethod
    def can_announce_belote(hand: Sequence[Card], trump: Suit) -> bool:
        return Card("D", trump) in hand and Card("R", trump) in hand

    @staticmethod
    def tricks_points(tricks: Sequence[Sequence[Card]], trump: Suit) -> int:
        """§3: the card points in a pile of tricks (without the dix de der)."""
        return sum(card_points(c, trump) for trick in tricks for c in trick)

    # -- the referee: a trick, a Belote (compagnon/rules/referee.py) -------------------------

    referee_questions = ("trick", "combination")

    def referee_schema(self, question: str) -> Record:
        # the 24 cards of the partie: the removed suit is refused card by card (§1)
        card = CardKind(deck_without(self.options["removed_suit"]))
        trump = Field("trump", suit_choice(), required=True, rule="BN §5", checks=(_check_trump,))
        if question == "trick":
            # who took: the defenders' partnership is a house rule (ruling N2)
            taker = Field("taker", Text(30), when=Asked("taker", "defenders_are_partners"), rule="BN §6")
            return Record((Field("context", Record((trump, taker)), required=True),
                           plays_field(card, len(self.players))), form_order=("context", "plays"))
        return Record((
            Field("context", Record((trump,)), required=True),
            Field("combination", Record((
                Field("hand", ListOf(card, min=1, max=TRICKS, ordered=False), required=True),
            )), required=True, rule="BN §3.1"),
        ), form_order=("context", "combination"))

    def referee(self, question: str, values: Values) -> Answer:
        trump: Suit = values["context"]["trump"]
        if question == "combination":
            hand = values["combination"]["hand"]
            try:
                points = self.verify_belote(hand, trump)
            except DealError as refused:
                return Answer("combination", "BN §3.1", refused.message, valid=False)
            return Answer("combination", "BN §3.1", msg("belote_noisette.referee.belote", trump=trump,
                                                        points=points), valid=True, points=points)
        return self.referee_trick(values)

    def trick_context(self, values: Values) -> BeloteTrick:
        _check_trick(values["plays"])
        context = values["context"]
        return BeloteTrick(asked_plays(values), trump=context["trump"], taker=context.get("taker"))

    def trick_rule(self, trick: BeloteTrick, winner: int) -> str:
        return "BN §6"

    def trick_reason(self, trick: BeloteTrick, winner: int) -> Message:
        card = trick.cards[winner]
        if card.suit == trick.trump:
            return msg("belote_noisette.referee.wins_trump", card=card)
        return msg("belote_noisette.referee.wins_suit", card=card, suit=card.suit)


def _trump(trump: Suit | None) -> Suit:
    """A trick of Belote Noisette always has its trump (§5)."""
    if trump is None:
        raise ValueError("a trick of Belote Noisette has a trump (BN §5)")
    return trump


def _check_trick(plays: Sequence[Mapping[str, Any]]) -> None:
    """A trick the table can have played: each card once (one pack), each player once."""
    seen: set[Card] = set()
    players: set[str] = set()
    for play in plays:
        if play["card"] in seen:
            raise DealError("plays", msg("belote_noisette.referee.card_twice", card=play["card"]), "BN §1")
        if play["player"] in players:
            raise DealError("plays", msg("belote_noisette.referee.player_twice", player=play["player"]), "BN §6")
        seen.add(play["card"])
        players.add(play["player"])
