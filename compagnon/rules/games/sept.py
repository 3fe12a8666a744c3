"""Sept: two players, 32 cards without order, tricks taken by the opening rank or a 7.

The scoring follows ``shared/spec/sept.md`` (rulings S1-S6 there); article
numbers such as "Sept §6" are the rulebook's own. A deal is entered once it
is over: how many 10s and Aces each player won, who took the last trick, and
whether one player won every card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Outcome, ScoreLine
from ..decks import PIQUET_32, Card
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer, plays_field
from ..registry import register
from ..schema import Bool, CardKind, Field, Int, Player, PlayerMap, Record, Scope, Values
from ..tricks import CardTricks, Trick, asked_plays

__all__ = [
    "BRISQUES", "CARD_POINTS", "GOAL", "IllegalContinuation", "LAST_TRICK", "Sept", "SeptState", "capturing",
    "card_points", "deal_points", "trick_points", "trick_winner",
    "DealKind", "SeptDetails",
]

GOAL = 10  # §6: the first to 10 game points wins
BRISQUES = 8  # §3: four 10s and four Aces
BRISQUE_VALUE = 10  # §3
LAST_TRICK = 10  # §3
TOTAL = BRISQUES * BRISQUE_VALUE + LAST_TRICK  # §3: 90
WILD = "7"  # §5
HAND = 4  # §4

#: §3 points of a card in a trick; every other card is worth nothing.
CARD_POINTS: Mapping[str, int] = {"10": BRISQUE_VALUE, "A": BRISQUE_VALUE}


def card_points(card: Card) -> int:
    """§3: a 10 or an Ace is worth 10, every other card nothing."""
    return CARD_POINTS.get(card.rank, 0)


def trick_points(cards: Sequence[Card], last: bool = False) -> int:
    """§3: what a trick holds, with the 10 of the last trick when ``last``."""
    return sum(card_points(c) for c in cards) + (LAST_TRICK if last else 0)


def deal_points(brisques: int, last_trick: bool) -> int:
    """§3: a player's points at the end of a deal."""
    return BRISQUE_VALUE * brisques + (LAST_TRICK if last_trick else 0)


def capturing(opening: Card, card: Card) -> bool:
    """§5 (spec §6.1): a card captures when it has the opening card's rank or is a 7."""
    return card.rank == opening.rank or card.rank == WILD


def trick_winner(cards: Sequence[Card]) -> int:
    """§5 (spec §6.1): index, in play order, of the last card that captures.
    Even indices are the leader's cards, odd ones his opponent's."""
    if not cards:
        raise ValueError("an empty trick has no winner (Sept §5)")
    for card in cards:
        if card not in PIQUET_32:
            raise ValueError(f"{card}: not a card of Sept (Sept §1)")
    opening = cards[0]
    return max(i for i, c in enumerate(cards) if capturing(opening, c))


class IllegalContinuation(DealError):
    """The leader continued a trick with a card that neither has the opening
    rank nor is a 7 (ruling S3: the card is taken back)."""

    def __init__(self, message: Message) -> None:
        super().__init__("card", message, "Sept §5")


def _check_turns(plays: Sequence[Mapping[str, Any]]) -> None:
    """§5: the leader and his opponent play in turn (the leader's cards are
    the 1st, 3rd, 5th…), and a card of the one pack comes out only once (§1)."""
    leader = plays[0]["player"]
    opponent = plays[1]["player"] if len(plays) > 1 else None
    seen: set[Card] = set()
    for i, play in enumerate(plays):
        if i == 1 and play["player"] == leader:
            raise DealError("plays[1].player", msg("sept.referee.opponent_answers", player=leader), "Sept §5")
        expected = leader if i % 2 == 0 else opponent
        if play["player"] != expected:
            raise DealError(f"plays[{i}].player", msg("sept.referee.turns", n=i + 1, player=expected), "Sept §5")
        if play["card"] in seen:
            raise DealError(f"plays[{i}].card", msg("sept.referee.twice", card=play["card"]), "Sept §1")
        seen.add(play["card"])


class DealKind(StrEnum):
    """How a deal of Sept was won (§6)."""

    #: all the cards: 3 game points
    ALL_CARDS = "all_cards"
    #: the 90 card points: 2
    NINETY = "ninety"
    #: more card points than the other: 1
    MORE = "more"


@dataclass(frozen=True, kw_only=True)
class SeptDetails(DealDetails):
    """A deal of Sept: how it was won, by whom, each player's card points
    (§3) and the game points it scored (§6)."""

    kind: DealKind
    deal_winner: str
    points: Mapping[str, int]
    game_points: int


@dataclass(frozen=True, kw_only=True)
class SeptState(GameState):
    """The running game points; ``dealer`` is the loser of the last deal (§4)."""


# -- what spans several fields, in the order of the refusals of §3J.2 ---------------

def _check_dealer(scope: Scope, dealer: str | None) -> None:
    state = scope.state
    if dealer is None or state is None or state.deals == 0:
        return
    if dealer != state.dealer:
        scope.refuse(msg("sept.refused.dealer", player=state.dealer))


def _check_brisques(scope: Scope, brisques: Mapping[str, int]) -> None:
    total = sum(brisques.values())
    if total != BRISQUES:
        scope.refuse(msg("sept.refused.brisques", total=total))


def _check_all_cards(scope: Scope, player: str | None) -> None:
    if player is None:
        return
    brisques, last = scope["brisques"], scope["last_trick"]
    if brisques is None or last is None:
        return
    if brisques[player] != BRISQUES or last != player:
        scope.refuse(msg("sept.refused.all_cards", player=player))


@dataclass(frozen=True)
class SeptTrick(Trick[Card]):
    """A trick of Sept: whether it is the deal's last, worth 10 more (§3)."""

    last: bool = False


SHEET: SheetSpec[Sept] = SheetSpec(
    #: on paper, per deal: the 10s and Aces each took, the last trick, all the cards
    columns=("brisques", "last_trick", "all_cards"),
    handwritten=(PadColumn("last_trick", width=1.4), PadColumn("all_cards", width=1.4),
                 PadColumn("brisques", per_player=True)),
    rows=20,
)


@register(sheet=SHEET)
class Sept(Game[SeptState], CardTricks[SeptTrick]):
    slug = "sept"
    name = "Sept"
    players_min = players_max = 2  # §2
    rulebook_section = "Sept"
    deck = PIQUET_32
    unit = "game_points"
    reminders = (
        ("Sept §3", "sept.reminder.cards"),
        ("Sept §5", "sept.reminder.tricks"),
        ("Sept §6", "sept.reminder.scoring"),
        ("Sept §4", "sept.reminder.dealer"),
    )

    # -- the entry (spec §3J.2, in the order of its refusals) --------------------------

    def entry(self) -> Record:
        return Record((
            Field("dealer", Player(), rule="Sept §4", checks=(_check_dealer,)),
            Field("brisques", PlayerMap(Int(0, BRISQUES), total=BRISQUES), required=True, rule="Sept §3",
                  checks=(_check_brisques,)),
            Field("last_trick", Player(), required=True, rule="Sept §3"),
            Field("all_cards", Player(), needs=("brisques", "last_trick"), group="more", rule="Sept §6",
                  checks=(_check_all_cards,)),
            # the loser of the last deal deals (§4): the form already says who, so the field comes last
        ), form_order=("brisques", "last_trick", "dealer", "all_cards"))

    # -- state -----------------------------------------------------------------------

    def new_state(self) -> SeptState:
        return SeptState(totals=self.zero(), dealer=self.first_dealer)

    def report(self, state: SeptState) -> JSONObject:
        return {"next_dealer": state.dealer}

    def facts(self, state: SeptState) -> list[Fact]:
        return [
            Fact("goal", msg("sept.fact.goal"), GOAL, FactKind.THRESHOLD),
            Fact("to_go", msg("sept.fact.to_go"), {p: max(0, GOAL - state.totals[p]) for p in self.players},
                 FactKind.NUMBER),
        ]

    # -- scoring (§6) ------------------------------------------------------------------

    def score_deal(self, state: SeptState, e: Values) -> Outcome[SeptState]:
        dealer = self.dealer_of(state, e)
        brisques: Mapping[str, int] = e["brisques"]
        last: str = e["last_trick"]
        points = {p: deal_points(brisques[p], p == last) for p in self.players}
        lines: list[ScoreLine] = [
            ScoreLine(p, 0, "Sept §3", msg("sept.line.card_points_last" if p == last else "sept.line.card_points",
                                            brisques=brisques[p], points=points[p]))
            for p in self.players
        ]
        all_cards: str | None = e["all_cards"]
        if all_cards is not None:
            winner, scored, rule, how = all_cards, 3, "Sept §6", msg("sept.line.all_cards")
            kind = DealKind.ALL_CARDS
        else:
            winner = max(self.players, key=lambda p: points[p])  # 90 is odd in tens: never a tie (§3)
            if points[winner] == TOTAL:
                scored, rule, how, kind = 2, "Sept §6", msg("sept.line.ninety"), DealKind.NINETY
            else:
                loser_points = TOTAL - points[winner]
                scored, rule, how, kind = 1, "Sept §6", msg("sept.line.more", points=points[winner],
                                                              other=loser_points), DealKind.MORE
        lines.append(ScoreLine(winner, scored, rule, how))
        loser = next(p for p in self.players if p != winner)
        lines.append(ScoreLine(loser, 0, "Sept §4", msg("sept.line.deals_next")))
        delta = self.delta_of(lines)
        totals = self.add(state.totals, delta)
        finished = totals[winner] >= GOAL
        if finished:
            lines.append(ScoreLine(winner, 0, "Sept §6", msg("sept.line.wins", total=totals[winner])))
        new_state = self.evolve(state, totals=totals, dealer=loser, deals=state.deals + 1, finished=finished,
                                winners=(winner,) if finished else ())
        summary = msg(f"sept.summary.{kind}", player=winner, points=points[winner], n=scored)
        details = SeptDetails(kind=kind, deal_winner=winner, points=points, game_points=scored)
        return Outcome(new_state, delta, self.seat_order(lines), dealer, summary, details)

    # -- referee (§5, spec §6) --------------------------------------------------------------

    def trick_winner(self, trick: SeptTrick) -> int:
        """§5: index, in play order, of the card that takes the trick (even:
        the leader, odd: his opponent)."""
        return trick_winner(trick.cards)

    def can_continue(self, trick: SeptTrick, hand: Sequence[Card]) -> bool:
        """§5: whether the leader, after his opponent's answer, may go on with the trick."""
        return bool(trick.plays) and len(trick.plays) % 2 == 0 and bool(self.legal_plays(trick, hand))

    def verify_play(self, trick: SeptTrick, hand: Sequence[Card], card: Card) -> None:
        """§5: the opening card and every answer are free; the leader
        continues only with the opening rank or a 7 (he may always stop
        instead). Raise :class:`DealError` when ``card`` is not in hand, and
        :class:`IllegalContinuation` when the leader continues with a card
        that neither has the opening rank nor is a 7 (ruling S3)."""
        if card not in hand:
            raise DealError("card", msg("sept.refused.not_in_hand", card=card), "Sept §5")
        cards = trick.cards
        if cards and len(cards) % 2 == 0 and not capturing(cards[0], card):
            raise IllegalContinuation(msg("sept.refused.continuation", card=card, opening=cards[0]))

    # -- the referee: a trick (compagnon/rules/referee.py) ------------------------------------

    referee_questions = ("trick",)

    def referee_schema(self, question: str) -> Record:
        # a trick holds at most the eight cards of the two hands (§4, §5)
        return Record((
            Field("context", Record((Field("last_trick", Bool(), default=False),)), default={}),
            plays_field(CardKind(PIQUET_32), 2 * HAND),
        ), form_order=("context", "plays"))

    def referee(self, question: str, values: Values) -> Answer:
        return self.referee_trick(values)

    def trick_context(self, values: Values) -> SeptTrick:
        _check_turns(values["plays"])
        return SeptTrick(asked_plays(values), last=bool(values["context"].get("last_trick")))

    def trick_rule(self, trick: SeptTrick, winner: int) -> str:
        return "Sept §5"

    def trick_reason(self, trick: SeptTrick, winner: int) -> Message:
        cards = trick.cards
        card = cards[winner]
        worth = msg("sept.referee.worth_last" if trick.last else "sept.referee.worth",
                    points=trick_points(cards, trick.last))
        if winner == 0:
            return msg("sept.referee.opening", card=card, worth=worth)
        key = "sept.referee.seven" if card.rank == WILD and cards[0].rank != WILD else "sept.referee.same_rank"
        return msg(key, card=card, opening=cards[0], worth=worth)

    @staticmethod
    def draws(stock: int, cards_played_each: int) -> int:
        """§5: how many cards each player draws after a trick (one at a time,
        the winner first, back to 4 cards while the stock lasts)."""
        return min(cards_played_each, stock // 2, HAND)
