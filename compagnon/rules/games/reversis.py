"""Reversis as played in The Hague in 1785: four players, 48 cards, a ledger of fiches and a Panier.

The scoring follows ``shared/spec/reversis.md`` (rulings RV-1..RV-25 there);
articles are the rulebook's roman numerals ("Reversis XXIV"). The score is
not a point total but a ledger of payments in fiches (1 jeton = 5 fiches)
between the four players and the Panier, the pot into which the Remise is
paid and from which it is drawn: every movement is a payment line, so the
players' totals and the Panier always add up to zero.

A coup is entered once it is over: the écart, each player's tricks and
points, the Reversis facts when one player took the first nine tricks, the
Espagnolette, the Aces and the Quinola that were given, forced or led, and
the faults of the Lois du jeu.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Option, Outcome, ScoreLine
from ..decks import REVERSIS, Card, Suit, trick_winner
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer, Verdict, trick_schema
from ..registry import register
from ..schema import (
    All,
    Bool,
    CardKind,
    Choice,
    Field,
    Given,
    Int,
    Is,
    ListOf,
    Player,
    PlayerMap,
    Record,
    Scope,
    Text,
    Values,
)
from ..tricks import CardTricks, Trick, asked_plays, cards_held, each_player_once

__all__ = [
    "ARTICLES", "BANNING_FAULTS", "FIRST_FUND", "HANDS", "JETON", "MANNERS", "PANIER", "QUINOLA", "RANK_ORDER",
    "STATUSES", "Revoke", "Reversis", "ReversisState", "card_points", "espagnolette_hand", "jetons_and_fiches",
    "partie_points", "partie_value",
    "Anomaly", "Remise", "ReversisDetails", "ReversisResult", "Status",
]

PANIER = "Panier"
#: XVII, XXIV: one jeton is worth five fiches
JETON = 5
#: XVII: the first fund, 2 + 2 + 2 + 3 jetons
FIRST_FUND = 9 * JETON
TRICKS = 11  # IV: 11 cards played by each
TOTAL_POINTS = 40  # V
#: I: the Ace takes the King, the King the Queen… (weakest first); no 10s
RANK_ORDER: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "V", "D", "R", "A")
#: V: what the honours count in tricks; the blank cards count nothing
TRICK_POINTS: Mapping[str, int] = {"A": 4, "R": 3, "D": 2, "V": 1}
#: XVIII: the Valet de Cœur
QUINOLA = Card("V", Suit.COEUR)
ACE_OF_DIAMONDS = Card("A", Suit.CARREAU)
#: §3.2: the only cards that have events, the four Aces and the Quinola
EVENT_CARDS: tuple[Card, ...] = (*(Card("A", suit) for suit in REVERSIS.suits), QUINOLA)
#: XXXII, XXXIII: a Reversis made (each side player, the vis-à-vis) and broken
REVERSIS_SIDE = 16
REVERSIS_OPPOSITE = 32
REVERSIS_WHOLE = 64

STATUSES: tuple[str, ...] = ("played", "redeal_turned_card", "redeal_bought", "deal_lost", "void_after_ecart")
MANNERS: tuple[str, ...] = ("renonce", "forced", "led")
ARTICLES: tuple[str, ...] = ("XLIX", "LI", "LII", "LIII", "LVII")
HANDS: tuple[str, ...] = ("3A+Q", "4A+Q", "4A")
#: the faults that bar a player from receiving in the coup (spec §4.7)
BANNING_FAULTS = frozenset({"XLIX", "LI", "LIII", "LVII"})
#: LIII still lets him be paid for breaking a Reversis and for forcing the Quinola
_FULL_BANS = frozenset({"XLIX", "LI", "LVII"})


# --------------------------------------------------------------------- card values

def card_points(card: Card) -> int:
    """V: what a card counts in a trick (Ace 4, King 3, Queen 2, Jack 1)."""
    return TRICK_POINTS.get(card.rank, 0)


def partie_points(card: Card) -> int:
    """VI: what a card of the écart counts: as in tricks, but the Ace of
    Diamonds counts 5 and the Quinola 4."""
    if card == ACE_OF_DIAMONDS:
        return 5
    if card == QUINOLA:
        return 4
    return card_points(card)


def partie_value(ecart: Iterable[Card]) -> int:
    """VI, LIV: the Partie, the écart counted plus 4 (every card under the Panier counts)."""
    return sum(partie_points(c) for c in ecart) + 4


def espagnolette_hand(hand: Iterable[Card]) -> str | None:
    """XXXIV: ``"4A+Q"``, ``"3A+Q"`` or ``"4A"`` when the hand holds an Espagnolette, else None."""
    cards = set(hand)
    aces = sum(1 for c in cards if c.rank == "A")
    quinola = QUINOLA in cards
    if aces == 4:
        return "4A+Q" if quinola else "4A"
    if aces == 3 and quinola:
        return "3A+Q"
    return None


def jetons_and_fiches(fiches: int) -> tuple[int, int]:
    """A balance in jetons and fiches, both carrying the sign (−21 → (−4, −1))."""
    sign = -1 if fiches < 0 else 1
    jetons, rest = divmod(abs(fiches), JETON)
    return sign * jetons, sign * rest


class Revoke(DealError):
    """A card the rules forbid to play here (I, XXXV): revoking costs 2 jetons (LVII)."""

    def __init__(self, message: Message, rule: str = "Reversis LVII") -> None:
        super().__init__("card", message, rule)


# --------------------------------------------------------------------- a coup's details

class Status(StrEnum):
    """How a coup went (XLVI-XLVIII; the entry's ``status``)."""

    PLAYED = "played"
    REDEAL_TURNED_CARD = "redeal_turned_card"
    REDEAL_BOUGHT = "redeal_bought"
    DEAL_LOST = "deal_lost"
    VOID_AFTER_ECART = "void_after_ecart"


class Anomaly(StrEnum):
    """What a played coup's entry lacks, noted and scored all the same."""

    #: not four cards in the écart (LIV)
    ECART_SIZE = "ecart_size"
    #: the Quinola neither played nor in the écart (§3.2)
    QUINOLA_EVENT_MISSING = "quinola_event_missing"


class ReversisResult(StrEnum):
    """A Reversis undertaken: made, or broken by a trick taken (XI-XXIII)."""

    MADE = "made"
    BROKEN = "broken"


class Remise(StrEnum):
    """What the Quinola did to the Remise (XVIII-XX): drawn from the Panier, or made into it."""

    DRAWN = "drawn"
    MADE = "made"


@dataclass(frozen=True, kw_only=True)
class ReversisDetails(DealDetails):
    """A coup of Reversis: how it went, the Panier after it, what its entry
    lacks; for a played coup, the Espagnolette's holder and whether she
    failed (XXXV), the Partie and who won and lost it (VII), or the
    Reversis undertaken and who broke it, and the Remise."""

    status: Status
    panier: int = 0
    warnings: tuple[Anomaly, ...] = ()
    espagnolette: str | None = None
    espagnolette_failed: bool | None = None
    partie: int | None = None
    partie_winner: str | None = None
    partie_loser: str | None = None
    reversis: ReversisResult | None = None
    undertaker: str | None = None
    breaker: str | None = None
    remise: Remise | None = None


# --------------------------------------------------------------------- state

@dataclass(frozen=True, kw_only=True)
class ReversisState(GameState):
    """The balances plus the Panier, and whether the last record was a redeal
    by the same dealer (who then neither changes nor pays again, RV-21)."""

    panier: int = 0
    redeal_pending: bool = False


# --------------------------------------------------------------------- what spans several fields (§3J.3)

def _check_dealer(scope: Scope, dealer: str | None) -> None:
    state = scope.state
    if dealer is None or state is None or not isinstance(state, ReversisState):
        return
    if state.redeal_pending and dealer != state.dealer:
        scope.refuse(msg("reversis.refused.same_dealer", dealer=state.dealer), "Reversis XLVII")


def _check_ecart(scope: Scope, ecart: Sequence[Card]) -> None:
    if len(set(ecart)) != len(ecart):
        scope.refuse(msg("reversis.refused.ecart_twice"), "Reversis IV")


def _check_tricks(scope: Scope, tricks: Mapping[str, int]) -> None:
    total = sum(tricks.values())
    if total != TRICKS:
        scope.refuse(msg("reversis.refused.tricks_total", total=total), "Reversis IV")


def _check_points(scope: Scope, points: Mapping[str, int]) -> None:
    ecart, tricks = scope["ecart"], scope["tricks"]
    total = sum(points.values())
    if ecart is not None and len(set(ecart)) == len(ecart):
        expected = TOTAL_POINTS - sum(card_points(c) for c in ecart)
        if len(ecart) == 3 and total > expected:
            # a 3-card écart: one card stays in a hand, unplayed (LI, §9)
            scope.refuse(msg("reversis.refused.points_over", total=total, most=expected), "Reversis V")
        elif len(ecart) != 3 and total != expected:
            scope.refuse(msg("reversis.refused.points_total", total=total, expected=expected), "Reversis V")
    if tricks is not None:
        for p in scope.players:
            if points[p] > 4 * 4 * tricks[p]:
                scope.refuse(msg("reversis.refused.points_tricks", player=p, points=points[p], tricks=tricks[p]),
                             "Reversis V", at=f"points.{p}")
                return


def _reversis_tricks_fit(players: Sequence[str], tricks: Mapping[str, int], undertaker: str,
                         t10: str | None, t11: str | None) -> bool:
    """XIII: the first nine tricks to the undertaker, the last two to their
    winners (unknown ones may be anybody)."""
    for a in ([t10] if t10 is not None else players):
        for b in ([t11] if t11 is not None else players):
            expected = {p: (9 if p == undertaker else 0) + (a == p) + (b == p) for p in players}
            if all(tricks[p] == expected[p] for p in players):
                return True
    return False


def _check_reversis_tricks(scope: Scope, own: str | None = None) -> None:
    """XIII: the tricks do not fit a Reversis made by ``first_nine_by``. It is
    checked by the field of the undertaker, then by those of the last two
    tricks' winners (``own``) as they are read, and reported once, in the
    place of ``tricks`` in the refusals: by the first of these checks that
    finds it."""
    tricks, undertaker = scope["tricks"], scope["first_nine_by"]
    if tricks is None or undertaker is None or sum(tricks.values()) != TRICKS:
        return
    winners = {"trick10_winner": scope["trick10_winner"], "trick11_winner": scope["trick11_winner"]}
    if _reversis_tricks_fit(scope.players, tricks, undertaker, *winners.values()):
        return
    if own is not None:
        winners[own] = None  # what the checks before this one saw: if it did not fit, it was reported then
        if not _reversis_tricks_fit(scope.players, tricks, undertaker, *winners.values()):
            return
    scope.refuse(msg("reversis.refused.tricks_reversis", player=undertaker), "Reversis XIII", at="tricks",
                 under="tricks")


def _check_first_nine(scope: Scope, undertaker: str | None) -> None:
    tricks = scope["tricks"]
    if undertaker is None:
        if tricks is not None:
            for p in scope.players:
                if tricks[p] == TRICKS:
                    scope.refuse(msg("reversis.refused.first_nine_missing", player=p), "Reversis XII")
                    return
        return
    _check_reversis_tricks(scope)


def _check_last_tricks(own: str) -> Callable[[Scope, str], None]:
    def check(scope: Scope, winner: str) -> None:
        _check_reversis_tricks(scope, own)
    return check


def _first_hand(scope: Scope) -> str | None:
    dealer = scope["dealer"]
    if dealer is None:
        state = scope.state
        if state is None or not isinstance(state, ReversisState):
            return None
        dealer = state.dealer
    players = scope.players
    return players[(players.index(dealer) + 1) % len(players)]


def _event_problem(scope: Scope, ev: Mapping[str, Any], seen: set[Card]) -> Message | None:
    """The first thing wrong with one Ace or Quinola event (§3.2, §3J.3)."""
    card, t, player, manner = ev["card"], ev["trick"], ev["player"], ev["manner"]
    leader, winner = ev["leader"], ev["winner"]
    ecart = scope["ecart"]
    if card.rank != "A" and card != QUINOLA:
        return msg("reversis.refused.event_card", card=card)
    if card in seen:
        return msg("reversis.refused.event_twice", card=card)
    if ecart is not None and card in ecart:
        return msg("reversis.refused.event_in_ecart", card=card)
    if manner == "renonce":
        if leader is None or winner is None:
            return msg("reversis.refused.event_needs", card=card, trick=t)
        if winner == player:
            return msg("reversis.refused.renonce_won", card=card, player=player)
        if leader == player:
            return msg("reversis.refused.renonce_own_lead", card=card, player=player)
    elif manner == "forced":
        if leader is None or (winner is None and card == QUINOLA):
            return msg("reversis.refused.event_needs", card=card, trick=t)
        if leader == player:
            return msg("reversis.refused.forced_own_lead", card=card, player=player)
        if card.rank == "A" and winner is not None and winner != player:
            return msg("reversis.refused.forced_ace_wins", card=card, player=player)
    else:
        if winner is None:
            return msg("reversis.refused.event_needs", card=card, trick=t)
        if leader is not None and leader != player:
            return msg("reversis.refused.led_by_other", card=card, player=player)
    leader = leader if leader is not None else player
    winner = winner if winner is not None else player
    first_hand = _first_hand(scope)
    if t == 1 and first_hand is not None and leader != first_hand:
        return msg("reversis.refused.first_lead", player=first_hand)
    undertaker, t10, t11 = scope["first_nine_by"], scope["trick10_winner"], scope["trick11_winner"]
    if undertaker is not None:
        want_winner = undertaker if t <= 9 else (t10 if t == 10 else t11)
        want_leader = None if t == 1 else (undertaker if t <= 10 else t10)
        if (want_winner is not None and winner != want_winner) or (want_leader is not None and leader != want_leader):
            return msg("reversis.refused.event_reversis", card=card, trick=t, player=undertaker)
    tricks = scope["tricks"]
    if tricks is not None and tricks[winner] == 0:
        return msg("reversis.refused.winner_no_trick", card=card, player=winner)
    return None


def _check_events(scope: Scope, events: Sequence[Mapping[str, Any]]) -> None:
    seen: set[Card] = set()
    for i, ev in enumerate(events):
        problem = _event_problem(scope, ev, seen)
        if problem is not None:
            scope.refuse(problem, "Reversis XXIV", at=f"events[{i}]")
            return
        seen.add(ev["card"])


def _check_faults(scope: Scope, faults: Sequence[Mapping[str, Any]]) -> None:
    for i, fault in enumerate(faults):
        if fault["count"] > 1 and fault["article"] != "LII":
            scope.refuse(msg("reversis.refused.fault_count", article=fault["article"]), "Reversis LII",
                         at=f"faults[{i}].count")
            return


PLAYED = Is("status", "played")
UNDERTAKEN = All(PLAYED, Given("first_nine_by"))


# --------------------------------------------------------------------- the ledger of one coup

class _Ledger:
    """The payments of one coup, and the Panier as they are made."""

    def __init__(self, panier: int) -> None:
        self.panier = panier
        self.lines: list[ScoreLine] = []

    def pay(self, payer: str, payee: str, fiches: int, rule: str, message: Message) -> None:
        if fiches <= 0 or payer == payee:
            return
        self.lines.append(ScoreLine(payee, fiches, rule, message, payer=payer))
        if payee == PANIER:
            self.panier += fiches
        if payer == PANIER:
            self.panier -= fiches

    def note(self, player: str, rule: str, message: Message) -> None:
        self.lines.append(ScoreLine(player, 0, rule, message))


@dataclass(frozen=True)
class ReversisTrick(Trick[Card]):
    """A trick of Reversis: who holds the Espagnolette and uses its privilege (XXXV)."""

    espagnolette: str | None = None


SHEET: SheetSpec[Reversis] = SheetSpec(
    columns=("fact:panier", "points", "first_nine_by"),
    handwritten=(PadColumn("panier", width=1.0), PadColumn("events", width=2.6),
                 PadColumn("points", per_player=True)),
    rows=24,
)


@register(sheet=SHEET)
class Reversis(Game[ReversisState], CardTricks[ReversisTrick]):
    slug = "reversis"
    name = "Reversis"
    rulebook_section = "Reversis (La Haye, 1785)"
    players_min = players_max = 4  # I
    deck = REVERSIS
    unit = "fiches"
    pot = PANIER
    reminders = (
        ("Reversis V", "reversis.reminder.points"),
        ("Reversis VI", "reversis.reminder.partie"),
        ("Reversis IX", "reversis.reminder.ties"),
        ("Reversis XVII", "reversis.reminder.panier"),
        ("Reversis XVIII", "reversis.reminder.quinola"),
        ("Reversis XXIV", "reversis.reminder.payments"),
        ("Reversis XXXII", "reversis.reminder.reversis"),
        ("Reversis XXXV", "reversis.reminder.espagnolette"),
        ("Reversis LVII", "reversis.reminder.faults"),
    )
    options_schema = Record((
        Option("remise_mode", Choice(("whole_pot", "fixed_fund"), labels="reversis.option.remise_mode"),
               "whole_pot", rule="Reversis XVIII"),
        Option("esp_refund_others_factor", Choice((2, 1), labels="reversis.option.esp_refund_others_factor"), 2,
               rule="Reversis XXXV"),
    ), strict=True)

    # -- the entry (spec §3J.2, read in the order of its refusals, §3J.3) ------------

    def entry(self) -> Record:
        aces = tuple(f"A:{suit.value}" for suit in REVERSIS.suits)  # as a form writes them
        event = Record((
            # §3J.3: any other card is refused on the event, with its own message
            Field("card", CardKind(REVERSIS, only=EVENT_CARDS), required=True, rule="Reversis XXIV"),
            Field("trick", Int(1, TRICKS), required=True),
            Field("player", Player(), required=True),
            Field("manner", Choice(MANNERS), required=True, rule="Reversis XVIII"),
            # §3J.3: a card led was led by its player; a forced Ace wins its trick, the highest card
            Field("leader", Player(), same_as=("player", {"manner": ("led",)})),
            Field("winner", Player(), same_as=("player", {"manner": ("forced",), "card": aces})),
            Field("claimed", Bool(), default=True, rule="Reversis XXVII"),
        ), form_order=("card", "manner", "trick", "player", "leader", "winner", "claimed"))
        fault = Record((
            Field("player", Player(), required=True),
            Field("article", Choice(ARTICLES), required=True),
            Field("count", Int(1, TRICKS), default=1, rule="Reversis LII"),  # one per card played out of turn (IV)
        ))
        espagnolette = Record((
            Field("holder", Player(), required=True),
            Field("hand", Choice(HANDS), required=True),
            Field("used", Bool(), required=True, rule="Reversis XXXVI"),
        ))
        return Record((
            Field("status", Choice(STATUSES), default="played", group="more", rule="Reversis XLVII"),
            Field("dealer", Player(), rule="Reversis II", checks=(_check_dealer,)),
            Field("ecart", ListOf(CardKind(REVERSIS), min=3, max=5, ordered=False), required=True, when=PLAYED,
                  rule="Reversis LIV", checks=(_check_ecart,)),
            Field("tricks", PlayerMap(Int(0, TRICKS), total=TRICKS), required=True, when=PLAYED, rule="Reversis IV",
                  checks=(_check_tricks,)),
            Field("points", PlayerMap(Int(0, TOTAL_POINTS), total=TOTAL_POINTS, less=("ecart", TRICK_POINTS)),
                  required=True, when=PLAYED, rule="Reversis V",
                  checks=(_check_points,)),
            Field("first_nine_by", Player(), when=PLAYED, group="more", rule="Reversis XIII",
                  checks=(_check_first_nine,)),
            Field("trick10_winner", Player(), required=True, when=UNDERTAKEN, outside="read", group="more",
                  rule="Reversis XV", checks=(_check_last_tricks("trick10_winner"),)),
            Field("trick11_winner", Player(), required=True, when=UNDERTAKEN, outside="read", group="more",
                  rule="Reversis XV", checks=(_check_last_tricks("trick11_winner"),)),
            Field("espagnolette", espagnolette, when=PLAYED, group="more", rule="Reversis XXXIV"),
            Field("events", ListOf(event), default=(), when=PLAYED, rule="Reversis XXIV",
                  checks=(_check_events,)),
            Field("faults", ListOf(fault), default=(), when=PLAYED, group="more", rule="Reversis XLIX",
                  checks=(_check_faults,)),
        ), form_order=("dealer", "ecart", "tricks", "points", "events", "status", "first_nine_by",
                       "trick10_winner", "trick11_winner", "espagnolette", "faults"))

    # -- state -----------------------------------------------------------------------

    def new_state(self) -> ReversisState:
        return ReversisState(totals=self.zero(), dealer=self.first_dealer)

    def report(self, state: ReversisState) -> JSONObject:
        return {"panier": state.panier, "next_dealer": state.dealer}

    def pot_balance(self, state: ReversisState) -> int:
        return state.panier

    def facts(self, state: ReversisState) -> list[Fact]:
        def in_jetons(fiches: int) -> Message:
            jetons, rest = jetons_and_fiches(fiches)
            if rest == 0:
                return msg("reversis.fact.in_jetons_round", jetons=jetons)
            return msg("reversis.fact.in_jetons", jetons=jetons, fiches=rest)

        return [
            Fact("balance", msg("reversis.fact.balance"), dict(state.totals), FactKind.NUMBER),
            Fact("balance_jetons", msg("reversis.fact.balance_jetons"),
                 {p: in_jetons(state.totals[p]) for p in self.players}, FactKind.TEXT),
            Fact("panier", msg("reversis.fact.panier"), state.panier, FactKind.NUMBER),
            Fact("panier_jetons", msg("reversis.fact.panier_jetons"), in_jetons(state.panier), FactKind.TEXT),
            Fact("dealer", msg("reversis.fact.dealer"), state.dealer, FactKind.TEXT),
            Fact("first_fund", msg("reversis.fact.first_fund"), FIRST_FUND, FactKind.THRESHOLD),
        ]

    # -- seats (§1.3) ----------------------------------------------------------------------

    def hands_of(self, dealer: str) -> tuple[str, str, str]:
        """The first, second and third hands: the dealer's right neighbour, his
        vis-à-vis, his left neighbour (XLIX, RV-5)."""
        i = self.players.index(dealer)
        return (self.players[(i + 1) % 4], self.players[(i + 2) % 4], self.players[(i + 3) % 4])

    def opposite(self, a: str, b: str) -> bool:
        """Whether ``a`` and ``b`` sit face to face (two apart in playing order)."""
        return (self.players.index(a) - self.players.index(b)) % 4 == 2

    def vis_a_vis(self, player: str) -> str:
        return self.players[(self.players.index(player) + 2) % 4]

    def placement(self, dealer: str, player: str) -> int:
        """X: 0 for the best placed (the dealer), then his left neighbour, the
        vis-à-vis, and 3 for the first hand."""
        return (self.players.index(dealer) - self.players.index(player)) % 4

    def partie_key(self, dealer: str, player: str, points: Mapping[str, int],
                   tricks: Mapping[str, int]) -> tuple[int, int, int]:
        """VIII-X, RV-6: fewest points, then fewest tricks, then the better placed
        win the Partie; the highest key loses it."""
        return (points[player], tricks[player], self.placement(dealer, player))

    def partie_winner_loser(self, dealer: str, points: Mapping[str, int], tricks: Mapping[str, int],
                            allowed: Iterable[str] | None = None,
                            espagnolette: Mapping[str, Any] | None = None) -> tuple[str | None, str]:
        """VII-X, XXXV, RV-18: who wins the Partie (None when nobody may) and who pays it."""
        may_win = set(self.players if allowed is None else allowed)

        def key(p: str) -> tuple[int, int, int]:
            return self.partie_key(dealer, p, points, tricks)

        holder = espagnolette["holder"] if espagnolette and espagnolette["used"] else None
        if holder is not None and tricks[holder] >= 1:
            # XXXV 1°: the failed Espagnolette loses it, the others win it in the natural order
            candidates = [p for p in self.players if p != holder and p in may_win]
            return (min(candidates, key=key) if candidates else None), holder
        if holder is not None and holder in may_win:
            winner: str | None = holder  # XXXV: he wins it however he is placed
        else:
            candidates = [p for p in self.players if p in may_win]
            winner = min(candidates, key=key) if candidates else None
        loser = max((p for p in self.players if p != winner), key=key)
        return winner, loser

    # -- scoring ------------------------------------------------------------------------

    def score_deal(self, state: ReversisState, e: Values) -> Outcome[ReversisState]:
        dealer = self.dealer_of(state, e)
        status = e["status"]
        book = _Ledger(state.panier)
        details = ReversisDetails(status=Status(status))
        warnings: list[Anomaly] = []

        # XVII: the fund, or the dealer's jeton; not again for a redeal by the same dealer (RV-21)
        if state.redeal_pending:
            book.note(dealer, "Reversis XVII", msg("reversis.line.no_contribution", dealer=dealer))
        elif book.panier < FIRST_FUND:
            for p in self.players:
                share = 3 * JETON if p == dealer else 2 * JETON
                book.pay(p, PANIER, share, "Reversis XVII", msg("reversis.line.renewal", payer=p, fiches=share))
        else:
            book.pay(dealer, PANIER, JETON, "Reversis XVII", msg("reversis.line.deal_jeton", payer=dealer))

        next_dealer = self.next_dealer_after(dealer)
        pending = False
        if status == "redeal_turned_card":
            book.note(dealer, "Reversis XLVI", msg("reversis.line.turned_card", dealer=dealer))
            next_dealer, pending = dealer, True
            summary = msg("reversis.summary.turned_card", dealer=dealer)
        elif status == "redeal_bought":
            book.pay(dealer, PANIER, JETON, "Reversis XLVII", msg("reversis.line.buy_back", payer=dealer))
            next_dealer, pending = dealer, True
            summary = msg("reversis.summary.bought", dealer=dealer)
        elif status == "deal_lost":
            book.note(dealer, "Reversis XLVII", msg("reversis.line.deal_lost", dealer=dealer, next=next_dealer))
            summary = msg("reversis.summary.deal_lost", dealer=dealer)
        elif status == "void_after_ecart":
            book.pay(dealer, PANIER, 4 * JETON, "Reversis XLVIII", msg("reversis.line.void", payer=dealer))
            summary = msg("reversis.summary.void", dealer=dealer)
        else:
            summary, details = self._score_played(dealer, e, book, details, warnings)

        details = replace(details, panier=book.panier, warnings=tuple(warnings))
        # the Panier as it stands after the coup, for the table to check against its own
        summary = msg("reversis.summary.with_panier", summary=summary, panier=book.panier)
        delta = self.delta_of(book.lines)
        new_state = self.evolve(state, totals=self.add(state.totals, delta), dealer=next_dealer,
                                deals=state.deals + 1, panier=book.panier, redeal_pending=pending)
        return Outcome(new_state, delta, tuple(book.lines), dealer, summary, details)

    def _score_played(self, dealer: str, e: Values, book: _Ledger, details: ReversisDetails,
                      warnings: list[Anomaly]) -> tuple[Message, ReversisDetails]:
        players = self.players
        ecart: Sequence[Card] = e["ecart"]
        tricks: Mapping[str, int] = e["tricks"]
        points: Mapping[str, int] = e["points"]
        events: Sequence[Mapping[str, Any]] = e["events"] or ()
        faults: Sequence[Mapping[str, Any]] = e["faults"] or ()
        esp: Mapping[str, Any] | None = e["espagnolette"]
        if len(ecart) != 4:
            # LIV: they all count, a card too many or too few
            warnings.append(Anomaly.ECART_SIZE)
            book.note(dealer, "Reversis LIV", msg("reversis.line.ecart_size", count=len(ecart)))
        quinola = next((ev for ev in events if ev["card"] == QUINOLA), None)
        if quinola is None and QUINOLA not in ecart:
            # §3.2: the Quinola was played somewhere; without its event no Remise moves
            warnings.append(Anomaly.QUINOLA_EVENT_MISSING)
            book.note(dealer, "Reversis XVIII", msg("reversis.line.quinola_missing"))

        # the faults: fines to the Panier (LII, LVII) and the bans (XLIX, LI, LIII, LVII)
        bans: dict[str, set[str]] = {p: set() for p in players}
        for fault in faults:
            p, article = fault["player"], fault["article"]
            bans[p].add(article)
            if article == "LII":
                book.pay(p, PANIER, JETON * fault["count"], "Reversis LII",
                         msg("reversis.line.out_of_turn", payer=p, count=fault["count"]))
            elif article == "LVII":
                book.pay(p, PANIER, 2 * JETON, "Reversis LVII", msg("reversis.line.revoke", payer=p))
            else:
                book.note(p, f"Reversis {article}", msg(f"reversis.line.ban_{article}", player=p))

        def receives(p: str, what: str = "any") -> bool:
            """§4.7: LIII keeps the payment for breaking a Reversis and the forcing consolation."""
            if what in ("broken", "consolation"):
                return not bans[p] & _FULL_BANS
            return not bans[p] & BANNING_FAULTS

        used = esp is not None and esp["used"]
        holder: str | None = esp["holder"] if esp is not None and used else None
        failed = holder is not None and tricks[holder] >= 1  # RV-11
        details = replace(details, espagnolette=holder, espagnolette_failed=failed if holder else None)

        undertaker: str | None = e["first_nine_by"]
        if undertaker is not None:
            return self._score_reversis(undertaker, e["trick10_winner"], e["trick11_winner"], holder, quinola,
                                        receives, book, details)

        # VII-X, XXX: the Partie
        partie = partie_value(ecart)
        allowed = [p for p in players if receives(p)]
        winner, loser = self.partie_winner_loser(dealer, points, tricks, allowed, esp)
        details = replace(details, partie=partie, partie_winner=winner, partie_loser=loser)
        if winner is None:
            book.note(loser, "Reversis VII", msg("reversis.line.no_partie_winner"))
        else:
            doubled = self.opposite(loser, winner)
            rule = "Reversis XXXV" if holder is not None and holder in (winner, loser) else (
                "Reversis XXX" if doubled else "Reversis VII")
            book.pay(loser, winner, partie * (2 if doubled else 1), rule,
                     msg("reversis.line.partie", loser=loser, winner=winner, partie=partie,
                         how=self._how(loser, winner, None)))

        # XXIV-XXIX: the small payments, event by event
        renonces: list[tuple[str, str, int]] = []
        for ev in events:
            self._small_payments(ev, winner, receives, book, renonces)

        # XXXV 3°: the failed Espagnolette gives back double what was paid for a renonce
        if failed and holder is not None:
            factor_others = int(self.options["esp_refund_others_factor"])
            for payer, payee, fiches in renonces:
                factor = 2 if payee == holder else factor_others
                if payer != holder and not receives(payer):
                    # §4.2, LVII: a barred player touches no payment of any kind in this coup
                    book.note(payer, "Reversis XXXV", msg("reversis.line.refund_barred", player=payer))
                    continue
                book.pay(holder, payer, fiches * factor, "Reversis XXXV",
                         msg("reversis.line.esp_refund", holder=holder, payer=payer, payee=payee, fiches=fiches,
                             factor=factor))

        # XVIII, XIX, XXXV 2°: the Remise, last (RV-20)
        remise: Remise | None = None
        if quinola is not None:
            h = quinola["player"]
            if quinola["manner"] == "renonce":
                if failed and h == holder:
                    remise = self._make_remise(h, book, "Reversis XXXV", "esp")
                elif not receives(h):
                    book.note(h, "Reversis XLIX", msg("reversis.line.no_placement", player=h))
                else:
                    remise = self._draw_remise(h, book, "Reversis XVIII", "placed")
            elif quinola["manner"] == "forced":
                remise = self._make_remise(h, book, "Reversis XVIII", "forced")
            else:
                remise = self._make_remise(h, book, "Reversis XIX", "led")
        details = replace(details, remise=remise)
        if winner is None:
            return msg("reversis.summary.no_partie", partie=partie), details
        return msg("reversis.summary.partie", winner=winner, loser=loser, partie=partie), details

    def _how(self, payer: str, payee: str, trick: int | None) -> Message:
        """XXVIII, XXIX, XXX: the doublings of a payment, in words."""
        parts = ["vis_a_vis"] if self.opposite(payer, payee) else []
        if trick == 1:
            parts.append("first")
        elif trick == TRICKS:
            parts.append("last")
        return msg(f"reversis.how.{'_'.join(parts) or 'plain'}")

    def _factor(self, payer: str, payee: str, trick: int) -> int:
        """XXVIII, XXIX: doubled between vis-à-vis, doubled at the first and last Bonne."""
        return (2 if self.opposite(payer, payee) else 1) * (2 if trick in (1, TRICKS) else 1)

    def _small_payments(self, ev: Mapping[str, Any], partie_winner: str | None, receives: Callable[..., bool],
                        book: _Ledger, renonces: list[tuple[str, str, int]]) -> None:
        card: Card = ev["card"]
        t: int = ev["trick"]
        holder: str = ev["player"]
        manner: str = ev["manner"]
        leader: str = ev["leader"] if ev["leader"] is not None else holder
        took: str = ev["winner"] if ev["winner"] is not None else holder
        is_quinola = card == QUINOLA
        base = 2 if card == ACE_OF_DIAMONDS else 1
        if manner == "renonce":
            # XXIV: the winner of the trick pays the card given en renonce
            if not receives(holder):
                book.note(holder, "Reversis XXIV", msg("reversis.line.renonce_barred", player=holder, card=card))
                return
            fiches = (JETON if is_quinola else base) * self._factor(took, holder, t)
            words = "reversis.line.quinola_placed" if is_quinola else "reversis.line.renonce"
            book.pay(took, holder, fiches, "Reversis XXIV",
                     msg(words, player=holder, card=card, trick=t, payer=took,
                         how=self._how(took, holder, t)))
            renonces.append((took, holder, fiches))
        elif manner == "forced":
            forcer = leader
            if is_quinola:
                # XXVI: 2 jetons from the holder, 1 from each of the two others, to the forcer
                if not receives(forcer, "consolation"):
                    book.note(forcer, "Reversis XXVI", msg("reversis.line.consolation_barred", player=forcer))
                    return
                for p in self.players:
                    if p == forcer:
                        continue
                    fiches = (2 * JETON if p == holder else JETON) * self._factor(p, forcer, t)
                    words = "reversis.line.quinola_forced" if p == holder else "reversis.line.quinola_forced_other"
                    book.pay(p, forcer, fiches, "Reversis XXVI",
                             msg(words, forcer=forcer, holder=holder, payer=p, trick=t, how=self._how(p, forcer, t)))
            else:
                # XXV: the holder of a forced Ace pays the forcer
                if not receives(forcer):
                    book.note(forcer, "Reversis XXV", msg("reversis.line.forced_barred", player=forcer, card=card))
                    return
                book.pay(holder, forcer, base * self._factor(holder, forcer, t), "Reversis XXV",
                         msg("reversis.line.ace_forced", forcer=forcer, holder=holder, card=card, trick=t,
                             how=self._how(holder, forcer, t)))
        else:
            # XXVII: led cards are paid as if forced, to the winner of the Partie, if he asks
            if partie_winner is None or partie_winner == holder:
                return  # RV-10: nobody to pay, or he would pay himself
            if not ev["claimed"]:
                book.note(partie_winner, "Reversis XXVII",
                          msg("reversis.line.not_claimed", player=partie_winner, card=card))
                return
            if is_quinola:
                for p in self.players:
                    if p == partie_winner:
                        continue
                    fiches = (2 * JETON if p == holder else JETON) * self._factor(p, partie_winner, t)
                    book.pay(p, partie_winner, fiches, "Reversis XXVII",
                             msg("reversis.line.quinola_led" if p == holder else "reversis.line.quinola_led_other",
                                 holder=holder, payer=p, winner=partie_winner, trick=t,
                                 how=self._how(p, partie_winner, t)))
            else:
                book.pay(holder, partie_winner, base * self._factor(holder, partie_winner, t), "Reversis XXVII",
                         msg("reversis.line.ace_led", holder=holder, winner=partie_winner, card=card, trick=t,
                             how=self._how(holder, partie_winner, t)))

    def _remise_amount(self, panier: int) -> int:
        """RV-3: the whole Panier, or the first fund with the ``fixed_fund`` house rule."""
        return panier if self.options["remise_mode"] == "whole_pot" else FIRST_FUND

    def _draw_remise(self, player: str, book: _Ledger, rule: str, why: str) -> Remise:
        fiches = min(self._remise_amount(book.panier), book.panier)
        book.pay(PANIER, player, fiches, rule, msg(f"reversis.line.draws_{why}", player=player, fiches=fiches))
        return Remise.DRAWN

    def _make_remise(self, player: str, book: _Ledger, rule: str, why: str) -> Remise:
        fiches = self._remise_amount(book.panier)
        book.pay(player, PANIER, fiches, rule, msg(f"reversis.line.makes_{why}", payer=player, fiches=fiches))
        return Remise.MADE

    def _score_reversis(self, undertaker: str, t10: str, t11: str, holder: str | None,
                        quinola: Mapping[str, Any] | None, receives: Callable[..., bool], book: _Ledger,
                        details: ReversisDetails) -> tuple[Message, ReversisDetails]:
        """XI-XXIII, XXXI-XXXIII, XL-XLIII: no Partie, no small payments, the Reversis paid."""
        made = t10 == undertaker and t11 == undertaker
        breaker = None if made else (t10 if t10 != undertaker else t11)  # RV-15: the first to take one
        details = replace(details, reversis=ReversisResult.MADE if made else ReversisResult.BROKEN,
                          undertaker=undertaker, breaker=breaker, partie=None)
        book.note(undertaker, "Reversis XXXI", msg("reversis.line.no_small_payments"))
        if made:
            if not receives(undertaker):
                book.note(undertaker, "Reversis XLIX", msg("reversis.line.reversis_barred", player=undertaker))
            elif holder is not None and holder != undertaker:
                book.pay(holder, undertaker, REVERSIS_WHOLE, "Reversis XL",
                         msg("reversis.line.esp_pays_made", holder=holder, player=undertaker))
            else:
                for p in self.players:
                    if p != undertaker:
                        opposite = self.opposite(p, undertaker)
                        book.pay(p, undertaker, REVERSIS_OPPOSITE if opposite else REVERSIS_SIDE, "Reversis XXXII",
                                 msg("reversis.line.made_opposite" if opposite else "reversis.line.made_side",
                                     payer=p, player=undertaker))
        else:
            assert breaker is not None
            if not receives(breaker, "broken"):
                book.note(breaker, "Reversis XLIX", msg("reversis.line.breaker_barred", player=breaker))
            elif holder is not None and holder not in (undertaker, breaker):
                book.pay(holder, breaker, REVERSIS_WHOLE, "Reversis XLI",
                         msg("reversis.line.esp_pays_broken", holder=holder, player=breaker, undertaker=undertaker))
            else:
                book.pay(undertaker, breaker, REVERSIS_WHOLE, "Reversis XLII" if breaker == holder else
                         "Reversis XXXIII", msg("reversis.line.broken", payer=undertaker, player=breaker))

        # XIX-XXIII, XLIII: only the undertaker's Quinola, played before the Bonne, moves the Remise
        remise: Remise | None = None
        if quinola is not None:
            if quinola["player"] == undertaker and quinola["trick"] <= 9:
                if not made:
                    remise = self._make_remise(undertaker, book, "Reversis XX", "broken")
                elif receives(undertaker):
                    remise = self._draw_remise(undertaker, book, "Reversis XIX", "reversis")
            elif quinola["player"] == undertaker:
                book.note(undertaker, "Reversis XXI" if made else "Reversis XXII",
                          msg("reversis.line.quinola_late", player=undertaker, trick=quinola["trick"]))
            else:
                book.note(quinola["player"], "Reversis XLIII" if quinola["player"] == holder else "Reversis XXIII",
                          msg("reversis.line.quinola_plain", player=quinola["player"]))
        details = replace(details, remise=remise)
        if made:
            return msg("reversis.summary.made", player=undertaker), details
        return msg("reversis.summary.broken", player=undertaker, breaker=breaker), details

    # -- referee (I, XXXV, LVII) ------------------------------------------------------------

    def trick_winner(self, trick: ReversisTrick) -> int:
        """I: index, in play order, of the card that takes the trick: the
        highest card of the suit led (no trumps; As > Roi > Dame > Valet > 9 … 2)."""
        for c in trick.cards:
            if c not in REVERSIS:
                raise ValueError(f"{c}: not a card of Reversis (Reversis I)")
        return trick_winner(trick.cards, RANK_ORDER)

    @staticmethod
    def privileged(trick: ReversisTrick) -> bool:
        """XXXV: the Espagnolette using his privilege may renounce in any suit
        during the first nine tricks (RV-25 of §9: not in tricks 10 and 11;
        a trick whose number is not said is taken as one of the first)."""
        return trick.player is not None and trick.player == trick.espagnolette and (trick.number or 1) <= 9

    def verify_play(self, trick: ReversisTrick, hand: Sequence[Card], card: Card) -> None:
        """I, XXXV: follow the suit led when able, save the Espagnolette's
        privilege. Raise :class:`Revoke` (a ``ValueError``) when ``card`` does
        not follow the suit led although the hand could (LVII),
        :class:`DealError` when it is not in the hand."""
        if card not in hand:
            raise DealError("card", msg("reversis.refused.not_in_hand", card=card), "Reversis I")
        if not trick.plays or self.privileged(trick):
            return
        led = trick.cards[0].suit
        if card.suit != led and any(c.suit == led for c in hand):
            raise Revoke(msg("reversis.refused.revoke", card=card, led=led))

    @staticmethod
    def verify_deal(to_each_other: Sequence[int], to_himself: Sequence[int]) -> None:
        """XLV: the others get their eleven cards in three goes, once 3 and twice 4
        (in any order), the dealer his twelve always 4 at a time; raise
        :class:`DealError` for any other way of dealing (a misdeal, XLVII)."""
        if sorted(to_each_other) != [3, 4, 4] or list(to_himself) != [4, 4, 4]:
            raise DealError("status", msg("reversis.refused.misdeal"), "Reversis XLV")

    @classmethod
    def can_deal(cls, to_each_other: Sequence[int], to_himself: Sequence[int]) -> bool:
        try:
            cls.verify_deal(to_each_other, to_himself)
        except DealError:
            return False
        return True

    # -- the referee: a trick, the Espagnolette's privilege (compagnon/rules/referee.py) ----

    referee_questions = ("trick",)

    def referee_schema(self, question: str) -> Record:
        return trick_schema((
            Field("trick", Int(1, TRICKS), rule="Reversis XXXV"),
            # named as the deal entry's ``espagnolette``: who holds it (the name of one who plays)
            Field("espagnolette", Record((Field("holder", Text(30), required=True),)), rule="Reversis XXXV"),
        ), CardKind(REVERSIS), len(self.players))

    def referee(self, question: str, values: Values) -> Answer:
        return self.referee_trick(values)

    def trick_context(self, values: Values) -> ReversisTrick:
        """I: each player once, and every card once among the hands and the plays."""
        each_player_once(values, lambda player: msg("reversis.referee.player_twice", player=player), "Reversis I")
        for c, n in Counter(cards_held(values)).items():
            if n > 1:
                raise DealError("plays", msg("reversis.referee.card_twice", card=c), "Reversis I")
        context = values["context"]
        espagnolette = context.get("espagnolette")
        return ReversisTrick(asked_plays(values), number=context.get("trick"),
                             espagnolette=espagnolette["holder"] if espagnolette is not None else None)

    def trick_rule(self, trick: ReversisTrick, winner: int) -> str:
        return "Reversis I"

    def trick_reason(self, trick: ReversisTrick, winner: int) -> Message:
        return msg("reversis.referee.wins", card=trick.cards[winner])

    def play_verdict(self, trick: ReversisTrick, hand: Sequence[Card] | None, card: Card) -> Verdict:
        """XXXV: the referee says when the Espagnolette's renounce used his
        privilege, or came too late for it, or depends on the trick's number."""
        player = trick.player or ""
        led = trick.cards[0].suit if trick.plays else None
        renounces = hand is not None and led is not None and card in hand and card.suit != led and any(
            c.suit == led for c in hand)
        if player != trick.espagnolette or not renounces:
            return super().play_verdict(trick, hand, card)
        if trick.number is None:  # the privilege holds in tricks 1 to 9 only (XXXV, RV-25)
            return Verdict(player, None, "Reversis XXXV", msg("reversis.referee.which_trick", card=card, led=led))
        if trick.number <= 9:
            return Verdict(player, True, "Reversis XXXV",
                           msg("reversis.referee.privilege", card=card, led=led, trick=trick.number))
        late = Revoke(msg("reversis.referee.privilege_over", card=card, led=led, trick=trick.number))
        return Verdict(player, False, late.rule, late.message)

    @staticmethod
    def reversis_status(winners: Sequence[str]) -> tuple[str, str | None, str | None]:
        """XIII, XV, RV-15: from the winners of the tricks played so far, in
        order: ``("none"|"undertaken"|"made"|"broken", undertaker, breaker)``."""
        if len(winners) < 9 or len(set(winners[:9])) != 1:
            return "none", None, None
        undertaker = winners[0]
        for w in winners[9:]:
            if w != undertaker:
                return "broken", undertaker, w
        return ("made" if len(winners) >= TRICKS else "undertaken"), undertaker, None
