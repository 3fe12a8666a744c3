"""Bernicle: three players, 48 cards, an auction, hand combinations, a niche for the defence, the race to 2000.

The scoring follows ``shared/spec/bernicle.md`` (rulings R1-R13 there);
article numbers such as "Bernicle §10" are the rulebook's own. A deal is
entered once it is over: the taker, his contract and trump (and, if the
table wishes, the whole auction), the combinations each player declared,
the niche, then the tricks and trick points of each player; or a fault
that stopped the deal, a misdeal, or a deal nobody bid on.

The referee helpers the form and the table use are module functions:
:func:`verify_combinations` / :func:`can_declare` (a player's combinations,
ruling R6), :func:`verify_declarations` (the three players and the niche
together), :func:`verify_in_hand` and :func:`best_combinations` (against a
hand), :func:`niche_count` (§9, ruling R7), :func:`verify_auction` /
:func:`can_bid` (§5, §13.2), and the trick arbiter of §8 on the game
(:meth:`Bernicle.trick_winner`, :meth:`Bernicle.legal_plays`,
:meth:`Bernicle.verify_play`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache
from typing import Any

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Option, Outcome, ScoreLine
from ..decks import BERNICLE, SUITS, Card, Suit, trick_winner
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer, plays_field
from ..registry import register
from ..schema import (
    All,
    Bool,
    CardKind,
    Choice,
    Field,
    Int,
    Is,
    ListOf,
    Not,
    OneOf,
    Player,
    PlayerMap,
    Record,
    Scope,
    Tagged,
    Truthy,
    Values,
    rank_choice,
    suit_choice,
)
from ..tricks import CardTricks, Trick, asked_plays, trumps_due

__all__ = [
    "CARD_ORDER", "CARD_POINTS", "COMBINATION_KINDS", "Auction", "AuctionError", "Bernicle", "BernicleState",
    "Combination", "CombinationError", "NicheCount", "PlayError", "best_combinations", "can_bid", "can_declare",
    "card_needs", "card_points", "combination_groups", "combination_points", "niche_card_points", "niche_count",
    "possible_niche_points", "verify_auction", "verify_combinations", "verify_declarations", "verify_in_hand",
    "BernicleDetails", "DealKind", "FaultDone",
]

GOAL = 2000  # §12
TRICKS = 13  # §3: 13 cards each, 13 tricks
TOTAL_TRICK_POINTS = 200  # §4
CAPOT_BONUS = 200  # §10, §13.1
FAULT_TRICK_VALUE = 200  # §11.2: the taker's tricks are worth 200
MISDEAL_PENALTY = 200  # §11.3
NICHE_SIZE = 9  # §6: 5 from the taker, 2 from each defender
HAND_SIZE = 13  # §6: each player holds 13 cards after the exchange
MIN_CONTRACT = 150  # §5
OPENING_BIDS = (150, 160)  # §5
RAISES = (10, 20)  # §5
COPIES = 2  # §1: two packs

#: §4 rank order, weakest first (every suit, trump included).
CARD_ORDER: tuple[str, ...] = ("7", "V", "D", "R", "10", "A")

#: §4 what a card is worth in a trick.
CARD_POINTS: Mapping[str, int] = {"7": 0, "V": 0, "D": 0, "R": 5, "10": 10, "A": 10}

#: §7 the hand combinations (their words are ``bernicle.entry.combos.kind.<kind>``).
COMBINATION_KINDS: tuple[str, ...] = (
    "mariage", "mariage_royal", "bernicle", "double_bernicle", "grande_bernicle", "carre", "octuple",
    "procession", "famille", "famille_royale",
)
#: the ranks a carré or an octuple is made of (§7)
SET_RANKS: tuple[str, ...] = ("V", "D", "R", "A")

_FIXED_POINTS: Mapping[str, int] = {
    "mariage": 20, "mariage_royal": 40, "bernicle": 40, "double_bernicle": 300, "grande_bernicle": 90,
    "octuple": 600, "procession": 400, "famille": 100, "famille_royale": 200,
}
_CARRE_POINTS: Mapping[str, int] = {"V": 40, "D": 60, "R": 80, "A": 100}

#: §9 the niche's own combinations
TIERCE_POINTS = 30
SAME_RANK_POINTS: Mapping[int, int] = {4: 40, 5: 50, 6: 60, 7: 80, 8: 100}
PETITE_BERNICLE_POINTS = 100

#: §5, §7, §10: a contract is made by the taker's tricks and combinations: at most the 200 trick
#: points and the capot's 200, and for each of his 13 cards no more than 75 in its rank's group
#: (an octuple: 600 for 8 cards), 75 in the bernicles (a double: 300 for 4) and 50 in the
#: marriages (a procession: 400 for 8). No hand makes more: no contract may be higher.
MAX_CONTRACT = TOTAL_TRICK_POINTS + CAPOT_BONUS + HAND_SIZE * (600 // 8 + 300 // 4 + 400 // 8)
#: §9: each of the 9 niche cards is worth at most 50 in a petite bernicle (100 for 2), 10 in a
#: tierce (30 for 3) and 10 in a same-rank group (40 for 4, 100 for 8)
MAX_NICHE_POINTS = NICHE_SIZE * (PETITE_BERNICLE_POINTS // 2 + 10 + SAME_RANK_POINTS[4] // 4)

DAME_PIQUE = Card("D", Suit.PIQUE)
ROI_PIQUE = Card("R", Suit.PIQUE)
VALET_CARREAU = Card("V", Suit.CARREAU)


def card_points(card: Card) -> int:
    """§4: what a card is worth in a trick (10 and As 10, Roi 5)."""
    return CARD_POINTS[card.rank]


# --------------------------------------------------------------------- hand combinations (§7, R5, R6, R12, R13)

@dataclass(frozen=True)
class Combination:
    """A declared hand combination: its kind, and the suit (``mariage``,
    ``famille``) or the rank (``carre``, ``octuple``) it names."""

    kind: str
    suit: Suit | None = None
    rank: str | None = None

    @classmethod
    def of(cls, raw: Mapping[str, Any]) -> Combination:
        """From an entry's combination object (typed or raw JSON)."""
        suit = raw.get("suit")
        return cls(str(raw["kind"]), Suit(suit) if suit is not None else None, raw.get("rank"))


class CombinationError(DealError):
    """Declared combinations the rules refuse (§7, ruling R6)."""

    def __init__(self, message: Message, rule: str = "Bernicle §7") -> None:
        super().__init__("combos", message, rule)


def combination_points(combination: Combination) -> int:
    """§7: what a combination is worth."""
    if combination.kind == "carre":
        return _CARRE_POINTS[combination.rank or ""]
    return _FIXED_POINTS[combination.kind]


def _check_shape(combination: Combination, trump: Suit) -> None:
    """The kind exists, names what it needs, and is not a trump one under its plain name (R5)."""
    kind = combination.kind
    if kind not in COMBINATION_KINDS:
        raise CombinationError(msg("bernicle.refused.unknown_combination", kind=kind))
    if kind in ("mariage", "famille"):
        if combination.suit is None or combination.suit not in SUITS:
            raise CombinationError(msg("bernicle.refused.combination_suit", kind=_kind_words(kind)))
        if combination.suit == trump:
            raise CombinationError(msg(f"bernicle.refused.{kind}_in_trump", suit=trump))
    if kind in ("carre", "octuple") and combination.rank not in SET_RANKS:
        raise CombinationError(msg("bernicle.refused.combination_rank", kind=_kind_words(kind)))


def combination_groups(combination: Combination, trump: Suit) -> dict[str, Counter[Card]]:
    """Ruling R6: the cards a combination needs, by group (``M`` marriages,
    ``B`` bernicles, ``K:<rank>`` carrés and octuples). Within a group a card
    serves once; across groups it may serve again."""
    kind, suit, rank = combination.kind, combination.suit, combination.rank

    def cards(*pairs: tuple[str, Suit]) -> Counter[Card]:
        return Counter(Card(r, s) for r, s in pairs)

    family = ("V", "D", "R", "10", "A")
    if kind in ("mariage", "mariage_royal"):
        s = suit if kind == "mariage" and suit is not None else trump
        return {"M": cards(("D", s), ("R", s))}
    if kind == "bernicle":
        return {"B": Counter([DAME_PIQUE, VALET_CARREAU])}
    if kind == "double_bernicle":
        return {"B": Counter({DAME_PIQUE: 2, VALET_CARREAU: 2})}
    if kind == "grande_bernicle":
        # footnote 1 and R12: it takes the place of the ♠ marriage and of the Bernicle
        return {"M": Counter([DAME_PIQUE, ROI_PIQUE]), "B": Counter([DAME_PIQUE, VALET_CARREAU])}
    if kind in ("carre", "octuple"):
        r = rank or ""
        each = 1 if kind == "carre" else 2
        return {f"K:{r}": Counter({Card(r, s): each for s in SUITS})}
    if kind == "procession":
        return {"M": Counter(Card(r, s) for s in SUITS for r in ("D", "R"))}
    if kind in ("famille", "famille_royale"):
        s = suit if kind == "famille" and suit is not None else trump
        return {"M": cards(*((r, s) for r in family))}
    raise CombinationError(msg("bernicle.refused.unknown_combination", kind=kind))


def card_needs(combinations: Iterable[Combination], trump: Suit) -> Counter[Card]:
    """Ruling R6 and spec §3J.3: the copies of each card one player's
    combinations need: summed within a group, the largest over the groups."""
    groups: dict[str, Counter[Card]] = {}
    for combination in combinations:
        for group, cards in combination_groups(combination, trump).items():
            groups.setdefault(group, Counter()).update(cards)
    needs: Counter[Card] = Counter()
    for cards in groups.values():
        for card, n in cards.items():
            needs[card] = max(needs[card], n)
    return needs


def _over(needs: Mapping[Card, int]) -> Card | None:
    """The first card (in deck order) needed more than twice."""
    for card in BERNICLE.distinct():
        if needs.get(card, 0) > COPIES:
            return card
    return None


def verify_combinations(combinations: Iterable[Combination | Mapping[str, Any]], trump: Suit) -> int:
    """One player's declaration (§7, rulings R5, R6): each combination valid
    and, together, within two packs and one 13-card hand. Returns their
    value; raises :class:`CombinationError`."""
    combos = [c if isinstance(c, Combination) else Combination.of(c) for c in combinations]
    for combination in combos:
        _check_shape(combination, trump)
    needs = card_needs(combos, trump)
    card = _over(needs)
    if card is not None:
        raise CombinationError(msg("bernicle.refused.copies", card=card))
    held = sum(needs.values())
    if held > HAND_SIZE:
        raise CombinationError(msg("bernicle.refused.hand_size", cards=held), "Bernicle §6")
    return sum(combination_points(c) for c in combos)


def can_declare(combinations: Iterable[Combination | Mapping[str, Any]], trump: Suit) -> bool:
    try:
        verify_combinations(combinations, trump)
    except DealError:
        return False
    return True


def verify_declarations(by_player: Mapping[str, Iterable[Combination | Mapping[str, Any]]], trump: Suit,
                        niche: Sequence[Card] | None = None) -> dict[str, int]:
    """Every player's declaration, then the three together (and the niche's
    cards when known): no card is needed more than twice in all (spec §4,
    §3J.3). Returns each player's combination points; raises
    :class:`CombinationError` (``niche_cards`` when the niche is what tips it)."""
    points: dict[str, int] = {}
    total: Counter[Card] = Counter()
    for player, combinations in by_player.items():
        combos = [c if isinstance(c, Combination) else Combination.of(c) for c in combinations]
        points[player] = verify_combinations(combos, trump)
        total.update(card_needs(combos, trump))
    card = _over(total)
    if card is not None:
        raise CombinationError(msg("bernicle.refused.copies", card=card))
    if niche is not None:
        card = _over(total + Counter(niche))
        if card is not None:
            raise DealError("niche_cards", msg("bernicle.refused.niche_copies", card=card), "Bernicle §9")
    return points


def verify_in_hand(hand: Sequence[Card], combinations: Iterable[Combination | Mapping[str, Any]],
                   trump: Suit) -> int:
    """§7: the combinations a player declares are in his 13 cards (after the
    exchange). Returns their value; raises :class:`CombinationError`."""
    combos = [c if isinstance(c, Combination) else Combination.of(c) for c in combinations]
    points = verify_combinations(combos, trump)
    held = Counter(hand)
    for card, n in sorted(card_needs(combos, trump).items()):
        if held[card] < n:
            raise CombinationError(msg("bernicle.refused.not_in_hand", card=card))
    return points


def _candidates(trump: Suit) -> list[Combination]:
    out = [Combination("mariage", s) for s in SUITS if s != trump]
    out += [Combination("mariage_royal"), Combination("bernicle"), Combination("double_bernicle"),
            Combination("grande_bernicle"), Combination("procession"), Combination("famille_royale")]
    out += [Combination("famille", s) for s in SUITS if s != trump]
    out += [Combination(k, rank=r) for k in ("carre", "octuple") for r in SET_RANKS]
    return out


def best_combinations(hand: Sequence[Card], trump: Suit) -> list[Combination]:
    """The most valuable declaration a hand allows under ruling R6 (each
    combination at most twice, the groups' card limits respected)."""
    held = Counter(hand)
    candidates = [c for c in _candidates(trump)
                  if all(held[card] >= n for card, n in card_needs([c], trump).items())]
    best: tuple[int, list[Combination]] = (0, [])

    def fits(chosen: list[Combination]) -> bool:
        return all(held[card] >= n for card, n in card_needs(chosen, trump).items())

    def search(i: int, chosen: list[Combination], value: int) -> None:
        nonlocal best
        if value > best[0]:
            best = (value, list(chosen))
        if i == len(candidates):
            return
        for times in (2, 1):
            extra = [candidates[i]] * times
            if fits(chosen + extra):
                search(i + 1, chosen + extra, value + times * combination_points(candidates[i]))
        search(i + 1, chosen, value)

    search(0, [], 0)
    return best[1]


def _defence_words(joint: bool, made: bool) -> str:
    """The words of a defender's line: the defence's points or his own (R1),
    with the contract added when it failed."""
    return f"bernicle.line.{'defence' if joint else 'own'}_{'made' if made else 'failed'}"


def _kind_words(kind: str) -> Message:
    return msg(f"bernicle.entry.combos.kind.{kind}")


# --------------------------------------------------------------------- the niche (§9, ruling R7)

@dataclass(frozen=True)
class NicheCount:
    """What the niche holds for the defence: its tierces, its sets of one
    rank (rank → size), its petites bernicles, and their value."""

    tierces: int
    sets: Mapping[str, int]
    petites_bernicles: int

    @property
    def points(self) -> int:
        return (self.tierces * TIERCE_POINTS + sum(SAME_RANK_POINTS[n] for n in self.sets.values())
                + self.petites_bernicles * PETITE_BERNICLE_POINTS)


@cache
def _tierces(counts: tuple[int, ...]) -> int:
    """Most disjoint runs of three consecutive ranks in one suit's counts."""
    best = 0
    for i in range(len(counts) - 2):
        if counts[i] and counts[i + 1] and counts[i + 2]:
            rest = list(counts)
            for j in (i, i + 1, i + 2):
                rest[j] -= 1
            best = max(best, 1 + _tierces(tuple(rest)))
    return best


def niche_count(cards: Sequence[Card]) -> NicheCount:
    """Ruling R7: per suit the most disjoint tierces (7-V-D-R-10-A order);
    per rank of 4 copies or more one set of that size; the most disjoint
    pairs Valet + Dame of different suits. A card may serve in several kinds."""
    held = Counter(cards)
    tierces = sum(_tierces(tuple(held[Card(r, s)] for r in CARD_ORDER)) for s in SUITS)
    by_rank = Counter(c.rank for c in cards)
    sets = {r: by_rank[r] for r in CARD_ORDER if by_rank[r] >= 4}
    valets, dames = by_rank["V"], by_rank["D"]
    widest = max((held[Card("V", s)] + held[Card("D", s)] for s in SUITS), default=0)
    petites = max(0, min(valets, dames, valets + dames - widest))
    return NicheCount(tierces, sets, petites)


def niche_card_points(cards: Sequence[Card]) -> int:
    """Ruling R3: the card points the niche holds, which nobody scores."""
    return sum(card_points(c) for c in cards)


def possible_niche_points(points: int) -> bool:
    """Spec §3J.2: niche points given without the cards are a multiple of 10,
    and never 10 or 20 (the smallest combination is a tierce, 30)."""
    return points >= 0 and points % 10 == 0 and points not in (10, 20)


# --------------------------------------------------------------------- the auction (§5, §13.2, ruling R9)

class AuctionError(DealError):
    """An auction the rules refuse (§5)."""

    def __init__(self, message: Message, rule: str = "Bernicle §5") -> None:
        super().__init__("auction", message, rule)


@dataclass(frozen=True)
class Auction:
    """Where an auction stands: the highest bid and its bidder (None before
    any bid), and whether it is over (two passes in a row after a bid, or
    three passes with no bid: ruling R9)."""

    high: int | None
    bidder: str | None
    over: bool


def _bid_of(raw: Any) -> tuple[str, int | str]:
    if isinstance(raw, Mapping):
        return str(raw["player"]), raw["bid"]
    player, bid = raw
    return str(player), bid


def verify_auction(bids: Sequence[Any], players: Sequence[str]) -> Auction:
    """§5, §13.2, R9: players speak in seat order; the first bid is 150 or
    160, each raise 10 or 20; one who passed may bid again; the auction ends
    at the first two passes in a row after a bid (three passes without a bid
    void the deal). ``bids`` are ``{"player", "bid"}`` (or pairs), a bid an
    int or ``"pass"``. Returns where it stands; raises :class:`AuctionError`."""
    high: int | None = None
    bidder: str | None = None
    passes = 0
    over = False
    previous: str | None = None
    for raw in bids:
        player, bid = _bid_of(raw)
        if over:
            raise AuctionError(msg("bernicle.refused.auction_over"))
        if player not in players:
            raise AuctionError(msg("bernicle.refused.auction_player", player=player))
        if previous is not None and player != players[(players.index(previous) + 1) % len(players)]:
            raise AuctionError(msg("bernicle.refused.auction_turn", player=player, previous=previous))
        previous = player
        if bid == "pass":
            passes += 1
            over = (high is not None and passes >= 2) or (high is None and passes >= len(players))
            continue
        if isinstance(bid, bool) or not isinstance(bid, int):
            raise AuctionError(msg("bernicle.refused.auction_bid"))
        if high is None:
            if bid not in OPENING_BIDS:
                raise AuctionError(msg("bernicle.refused.auction_opening", bid=bid))
        elif bid - high not in RAISES:
            raise AuctionError(msg("bernicle.refused.auction_raise", bid=bid, high=high))
        high, bidder, passes = bid, player, 0
    return Auction(high, bidder, over)


def can_bid(bids: Sequence[Any], players: Sequence[str], player: str, bid: int | str) -> bool:
    """Whether ``player`` may say ``bid`` after ``bids``."""
    try:
        before = verify_auction(bids, players)
        if before.over:
            return False
        verify_auction([*bids, {"player": player, "bid": bid}], players)
    except DealError:
        return False
    return True


# --------------------------------------------------------------------- play (§8)

class PlayError(DealError):
    """A card the rules of §8 forbid."""

    def __init__(self, message: Message) -> None:
        super().__init__("card", message, "Bernicle §8")


def _strength(card: Card) -> int:
    return CARD_ORDER.index(card.rank)


# --------------------------------------------------------------------- the state

class DealKind(StrEnum):
    """How a deal of Bernicle went."""

    #: played out and counted (§10)
    NORMAL = "normal"
    #: nobody bid (§5)
    NO_BID = "no_bid"
    #: dealt wrong, the dealer pays and deals again (§11.3)
    MISDEAL = "misdeal"
    #: stopped by a fault in play (§11.1, §11.2)
    FAULT = "fault"


@dataclass(frozen=True)
class FaultDone:
    """A fault in play: by the ``taker`` (§11.1) or a ``defender`` (§11.2), and who made it."""

    kind: str
    player: str


@dataclass(frozen=True, kw_only=True)
class BernicleDetails(DealDetails):
    """A deal of Bernicle: the taker's contract and trump, each player's
    combinations, the niche, the contract made or not and the taker's
    points, and who won the game with it (§12)."""

    kind: DealKind
    taker: str | None = None
    contract: int | None = None
    trump: Suit | None = None
    combos: Mapping[str, int] | None = None
    niche: int | None = None
    made: bool | None = None
    taker_points: int | None = None
    fault: FaultDone | None = None
    winners: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class BernicleState(GameState):
    """The running scores; Bernicle remembers nothing else from deal to deal."""


# --------------------------------------------------------------------- the entry's rules across fields

def _fault_kind(scope: Scope) -> str | None:
    fault = scope.get("fault")
    return None if fault is None else str(fault["kind"])


def _dealer(scope: Scope) -> str | None:
    dealer = scope.get("dealer")
    if dealer is not None:
        return str(dealer)
    state = scope.state
    return None if state is None else str(state.dealer)


def _check_fault(scope: Scope, fault: Mapping[str, Any] | None) -> None:
    if fault is None or fault["kind"] != "misdeal" or fault.get("player") is None:
        return
    dealer = _dealer(scope)
    if dealer is not None and fault["player"] != dealer:
        scope.refuse(msg("bernicle.refused.misdeal_not_dealer", player=fault["player"], dealer=dealer),
                     "Bernicle §11.3", at="fault.player")


def _check_taker(scope: Scope, taker: str) -> None:
    """The fault's player against the taker (refused on ``fault``)."""
    fault = scope.get("fault")
    if fault is None or fault.get("player") is None:
        return
    if fault["kind"] == "taker" and fault["player"] != taker:
        scope.refuse(msg("bernicle.refused.taker_fault_player", player=fault["player"], taker=taker),
                     "Bernicle §11.1", at="fault.player")
    elif fault["kind"] == "defender" and fault["player"] == taker:
        scope.refuse(msg("bernicle.refused.defender_fault_player", player=taker), "Bernicle §11.2",
                     at="fault.player")


def _check_auction(scope: Scope, auction: Sequence[Mapping[str, Any]] | None) -> None:
    if auction is None:
        return
    try:
        result = verify_auction(auction, scope.players)
    except AuctionError as refused:
        scope.refuse(refused.message, refused.rule)
        return
    if not result.over or result.high is None:
        scope.refuse(msg("bernicle.refused.auction_unfinished"))
        return
    taker, contract = scope["taker"], scope["contract"]
    if taker is not None and result.bidder != taker:
        scope.refuse(msg("bernicle.refused.auction_taker", bidder=result.bidder, taker=taker))
    elif contract is not None and result.high != contract:
        scope.refuse(msg("bernicle.refused.auction_contract", high=result.high, contract=contract))


def _typed_combos(combos: Mapping[str, Sequence[Mapping[str, Any]]] | None) -> dict[str, list[Combination]]:
    return {p: [Combination.of(c) for c in items] for p, items in (combos or {}).items()}


def _check_combos(scope: Scope, combos: Mapping[str, Sequence[Mapping[str, Any]]]) -> None:
    trump = scope["trump"]
    if trump is None:
        return
    for player, items in _typed_combos(combos).items():
        try:
            verify_combinations(items, trump)
        except CombinationError as refused:
            scope.refuse(refused.message, refused.rule, at=f"combos.{player}")
            return
    try:
        verify_declarations(_typed_combos(combos), trump)
    except CombinationError as refused:
        scope.refuse(refused.message, refused.rule)


def _check_niche_cards(scope: Scope, cards: Sequence[Card] | None) -> None:
    if cards is None:
        return
    card = _over(Counter(cards))
    if card is not None:
        scope.refuse(msg("bernicle.refused.niche_twice", card=card))
        return
    trump, combos = scope["trump"], scope["combos"]
    if trump is None or combos is None:
        return
    declared = _typed_combos(combos)
    if not all(can_declare(items, trump) for items in declared.values()):
        return  # already refused on combos
    try:
        verify_declarations(declared, trump)
    except DealError:
        return  # already refused on combos
    try:
        verify_declarations(declared, trump, cards)
    except DealError as refused:
        scope.refuse(refused.message, refused.rule)


def _check_niche_points(scope: Scope, points: int | None) -> None:
    cards = scope["niche_cards"]
    if points is None:
        if cards is None:
            scope.refuse(msg("bernicle.refused.niche_points_required"))
        return
    if not possible_niche_points(points):
        scope.refuse(msg("bernicle.refused.niche_points_impossible", points=points))
        return
    if cards is not None:
        derived = niche_count(cards).points
        if derived != points:
            scope.refuse(msg("bernicle.refused.niche_points_differ", points=points, derived=derived))


def _check_tricks_won(scope: Scope, tricks: Mapping[str, int] | None) -> None:
    taker_fault = _fault_kind(scope) == "taker"
    if tricks is None:
        if not taker_fault:
            scope.refuse(msg("bernicle.refused.tricks_required"))
        return
    total = sum(tricks.values())
    if taker_fault and total > TRICKS:
        scope.refuse(msg("bernicle.refused.tricks_over", total=total), "Bernicle §3")
    elif not taker_fault and total != TRICKS:
        scope.refuse(msg("bernicle.refused.tricks_total", total=total), "Bernicle §3")


def _check_trick_points(scope: Scope, points: Mapping[str, int]) -> None:
    tricks = scope["tricks_won"]
    if tricks is not None:
        for p in scope.players:
            if tricks[p] == 0 and points[p]:
                scope.refuse(msg("bernicle.refused.points_without_trick", player=p, points=points[p]),
                             "Bernicle §10", at=f"trick_points.{p}")
                return
    total = sum(points.values())
    cards = scope["niche_cards"]
    if total > TOTAL_TRICK_POINTS:
        scope.refuse(msg("bernicle.refused.points_over", total=total))
    elif cards is not None and _fault_kind(scope) is None:
        expected = TOTAL_TRICK_POINTS - niche_card_points(cards)
        if total != expected:
            scope.refuse(msg("bernicle.refused.points_total", total=total, expected=expected,
                             niche=TOTAL_TRICK_POINTS - expected))


VOIDABLE = Not(Truthy("no_bid"))
#: the deal is played: bids were made (§5) and it was not misdealt (§11)
PLAYED = All(VOIDABLE, Not(Is("fault.kind", "misdeal")))
#: the tricks count: a defender's fault leaves them unscored (§11)
TRICKS_ACTIVE = All(VOIDABLE, Not(Is("fault.kind", "misdeal", "defender")))


# --------------------------------------------------------------------- the game

SHEET: SheetSpec[Bernicle] = SheetSpec(
    columns=("taker", "contract", "niche_points", "trick_points"),
    handwritten=(PadColumn("taker", width=1.4), PadColumn("contract"), PadColumn("trump", width=0.8),
                 PadColumn("niche"), PadColumn("combos", per_player=True, width=1.3),
                 PadColumn("trick_points", per_player=True)),
    rows=20,
)


@register(sheet=SHEET)
class Bernicle(Game[BernicleState], CardTricks[Trick[Card]]):
    slug = "bernicle"
    name = "Bernicle"
    players_min = players_max = 3  # §2
    rulebook_section = "Bernicle"
    deck = BERNICLE
    unit = "points"
    reminders = (
        ("Bernicle §5", "bernicle.reminder.auction"),
        ("Bernicle §4", "bernicle.reminder.cards"),
        ("Bernicle §7", "bernicle.reminder.combinations"),
        ("Bernicle §9", "bernicle.reminder.niche"),
        ("Bernicle §10", "bernicle.reminder.scoring"),
        ("Bernicle §10", "bernicle.reminder.no_trick"),
        ("Bernicle §11", "bernicle.reminder.faults"),
        ("Bernicle §12", "bernicle.reminder.goal"),
    )
    options_schema = Record((
        Option("defense_scoring", Choice(("joint", "individual")), "joint", rule="Bernicle §10"),
    ), strict=True)

    # -- the entry (spec §3J.2, read in the order of its refusals, §3J.4) ------------

    def entry(self) -> Record:
        suit = Field("suit", suit_choice(), required=True)
        rank = Field("rank", rank_choice(*SET_RANKS), required=True)
        plain = Record(())
        combination = Tagged("kind", {
            "mariage": Record((suit,)),
            "mariage_royal": plain,
            "bernicle": plain,
            "double_bernicle": plain,
            "grande_bernicle": plain,
            "carre": Record((rank,)),
            "octuple": Record((rank,)),
            "procession": plain,
            "famille": Record((suit,)),
            "famille_royale": plain,
        })
        fault = Tagged("kind", {
            "taker": Record((Field("player", Player()),)),
            "defender": Record((Field("player", Player(), required=True),)),
            "misdeal": Record((Field("player", Player()),)),
        })
        bid = Record((
            Field("player", Player(), required=True),
            Field("bid", OneOf(Int(MIN_CONTRACT, MAX_CONTRACT, step=10), Choice(("pass",))), required=True),
        ))
        return Record((
            Field("dealer", Player()),
            Field("no_bid", Bool(), default=False, group="more", rule="Bernicle §5"),
            Field("fault", fault, when=VOIDABLE, group="more", rule="Bernicle §11", checks=(_check_fault,)),
            Field("taker", Player(), required=True, when=PLAYED, rule="Bernicle §5", checks=(_check_taker,)),
            Field("contract", Int(MIN_CONTRACT, MAX_CONTRACT, step=10), required=True, when=PLAYED, rule="Bernicle §5"),
            Field("trump", suit_choice(), required=True, when=PLAYED, rule="Bernicle §5"),
            Field("auction", ListOf(bid), when=PLAYED, needs=("taker", "contract"), group="more",
                  rule="Bernicle §5", checks=(_check_auction,)),
            Field("combos", PlayerMap(ListOf(combination), complete=False), default={}, when=PLAYED,
                  needs=("trump",), rule="Bernicle §7", checks=(_check_combos,)),
            Field("niche_cards", ListOf(CardKind(BERNICLE), min=NICHE_SIZE, max=NICHE_SIZE, ordered=False), when=PLAYED,
                  needs=("trump", "combos"), rule="Bernicle §9", checks=(_check_niche_cards,)),
            Field("niche_points", Int(0, MAX_NICHE_POINTS), when=PLAYED, needs=("niche_cards",), rule="Bernicle §9",
                  checks=(_check_niche_points,)),
            Field("tricks_won", PlayerMap(Int(0, TRICKS), total=TRICKS), when=TRICKS_ACTIVE, rule="Bernicle §3",
                  checks=(_check_tricks_won,)),
            Field("trick_points", PlayerMap(Int(0, TOTAL_TRICK_POINTS, 5), total=TOTAL_TRICK_POINTS,
                                            less=("niche_cards", CARD_POINTS)), required=True, when=TRICKS_ACTIVE,
                  needs=("tricks_won", "niche_cards"), rule="Bernicle §4", checks=(_check_trick_points,)),
        ), form_order=("dealer", "taker", "contract", "trump", "combos", "tricks_won", "trick_points",
                       "niche_points", "niche_cards", "fault", "no_bid", "auction"))

    # -- state -----------------------------------------------------------------------

    def new_state(self) -> BernicleState:
        return BernicleState(totals=self.zero(), dealer=self.first_dealer)

    def report(self, state: BernicleState) -> JSONObject:
        return {}

    def facts(self, state: BernicleState) -> list[Fact]:
        return [Fact("goal", msg("bernicle.fact.goal"), GOAL, FactKind.THRESHOLD)]

    # -- scoring ------------------------------------------------------------------------

    def score_deal(self, state: BernicleState, e: Values) -> Outcome[BernicleState]:
        dealer = self.dealer_of(state, e)
        lines: list[ScoreLine] = []
        pts = self.zero()
        next_dealer = self.next_dealer_after(dealer)
        fault = e["fault"] if not e["no_bid"] else None
        if e["no_bid"]:
            lines.append(ScoreLine(dealer, 0, "Bernicle §5", msg("bernicle.line.no_bid")))
            summary = msg("bernicle.summary.no_bid")
            details = BernicleDetails(kind=DealKind.NO_BID)
        elif fault is not None and fault["kind"] == "misdeal":
            pts[dealer] -= MISDEAL_PENALTY
            lines.append(ScoreLine(dealer, -MISDEAL_PENALTY, "Bernicle §11.3", msg("bernicle.line.misdeal")))
            next_dealer = dealer  # ruling R10
            summary = msg("bernicle.summary.misdeal", dealer=dealer)
            details = BernicleDetails(kind=DealKind.MISDEAL)
        else:
            summary, details = self._score_played(e, pts, lines)

        totals = self.add(state.totals, pts)
        winners = self._winners(totals)
        if winners:
            lines.append(ScoreLine(winners[0], 0, "Bernicle §12", msg("bernicle.line.wins", total=totals[winners[0]])))
        details = replace(details, winners=winners)
        new_state = self.evolve(state, totals=totals, dealer=next_dealer, deals=state.deals + 1,
                                finished=bool(winners), winners=winners)
        return Outcome(new_state, dict(pts), self.seat_order(lines), dealer, summary, details)

    def _score_played(self, e: Values, pts: dict[str, int],
                      lines: list[ScoreLine]) -> tuple[Message, BernicleDetails]:
        taker, contract, trump = e["taker"], e["contract"], e["trump"]
        defenders = [p for p in self.players if p != taker]
        combos = _typed_combos(e["combos"])
        combo_pts = {p: sum(combination_points(c) for c in combos.get(p, [])) for p in self.players}
        cards = e["niche_cards"]
        niche = niche_count(cards).points if cards is not None else int(e["niche_points"])
        joint = self.options["defense_scoring"] == "joint"
        fault = e["fault"]
        details = BernicleDetails(kind=DealKind.NORMAL, taker=taker, contract=contract, trump=trump, combos=combo_pts,
                                  niche=niche)

        if fault is not None and fault["kind"] == "defender":
            offender = fault["player"]
            other = next(d for d in defenders if d != offender)
            score = contract + FAULT_TRICK_VALUE + combo_pts[taker]
            pts[taker] += score
            lines.append(ScoreLine(taker, score, "Bernicle §11.2", msg(
                "bernicle.line.defender_fault_taker", contract=contract, combos=combo_pts[taker], total=score)))
            lines.append(ScoreLine(offender, 0, "Bernicle §11.2", msg("bernicle.line.offender")))
            score = combo_pts[other] + niche
            pts[other] += score
            lines.append(ScoreLine(other, score, "Bernicle §11.2", msg(
                "bernicle.line.defender_fault_other", combos=combo_pts[other], niche=niche, total=score)))
            return msg("bernicle.summary.fault", player=offender), replace(
                details, kind=DealKind.FAULT, fault=FaultDone("defender", offender), made=True)

        points: Mapping[str, int] = e["trick_points"]
        if fault is not None:  # the taker's fault, §11.1
            lines.append(ScoreLine(taker, 0, "Bernicle §11.1", msg("bernicle.line.taker_fault")))
            for d in defenders:
                tricks, combined = self._defence_parts(d, defenders, points, combo_pts, joint)
                score = tricks + combined + niche + contract
                pts[d] += score
                lines.append(ScoreLine(d, score, "Bernicle §11.1", msg(
                    _defence_words(joint, made=False), tricks=tricks, combos=combined, niche=niche,
                    contract=contract, total=score)))
            return msg("bernicle.summary.fault", player=taker), replace(
                details, kind=DealKind.FAULT, fault=FaultDone("taker", taker), made=False)

        tricks_won: Mapping[str, int] = e["tricks_won"]
        counted = dict(points)
        for p in self.players:
            if tricks_won[p] == TRICKS:  # §10, §13.1: the capot
                counted[p] += CAPOT_BONUS
                lines.append(ScoreLine(p, 0, "Bernicle §13.1", msg(
                    "bernicle.line.capot", points=points[p], total=counted[p])))
        reached = counted[taker] + combo_pts[taker]
        made = reached >= contract  # §5, §10; ruling R4 for a trickless taker
        if tricks_won[taker] == 0:
            lines.append(ScoreLine(taker, 0, "Bernicle §10", msg("bernicle.line.no_trick_taker", made=made)))
        elif made:
            score = contract + counted[taker] + combo_pts[taker]
            pts[taker] += score
            lines.append(ScoreLine(taker, score, "Bernicle §10", msg(
                "bernicle.line.made", tricks=counted[taker], combos=combo_pts[taker], reached=reached,
                contract=contract, total=score)))
        else:
            score = combo_pts[taker]
            pts[taker] += score
            lines.append(ScoreLine(taker, score, "Bernicle §10", msg(
                "bernicle.line.failed", tricks=counted[taker], combos=combo_pts[taker], reached=reached,
                contract=contract)))
        for d in defenders:
            if tricks_won[d] == 0:
                lines.append(ScoreLine(d, 0, "Bernicle §10", msg("bernicle.line.no_trick")))
                continue
            tricks, combined = self._defence_parts(d, defenders, counted, combo_pts, joint)
            bonus = 0 if made else contract
            score = tricks + combined + niche + bonus
            pts[d] += score
            lines.append(ScoreLine(d, score, "Bernicle §10", msg(
                _defence_words(joint, made), tricks=tricks, combos=combined, niche=niche, contract=contract,
                total=score)))
        key = "bernicle.summary.made" if made else "bernicle.summary.failed"
        return msg(key, taker=taker, contract=contract, trump=trump), replace(details, made=made, taker_points=reached)

    @staticmethod
    def _defence_parts(d: str, defenders: Sequence[str], points: Mapping[str, int], combo_pts: Mapping[str, int],
                       joint: bool) -> tuple[int, int]:
        """§10 and ruling R1: the defence's tricks and combinations, both
        defenders' together (joint) or the defender's own (individual)."""
        if joint:
            return sum(points[x] for x in defenders), sum(combo_pts[x] for x in defenders)
        return points[d], combo_pts[d]

    def _winners(self, totals: Mapping[str, int]) -> tuple[str, ...]:
        """§12 and ruling R11: the highest score of 2000 or more wins; an
        exact tie for it plays on."""
        best = max(totals.values())
        if best < GOAL:
            return ()
        leaders = [p for p in self.players if totals[p] == best]
        return tuple(leaders) if len(leaders) == 1 else ()

    # -- referee (§8) -------------------------------------------------------------------

    def trick_winner(self, trick: Trick[Card]) -> int:
        """§8: index, in play order, of the card that takes the trick: the
        highest trump, else the highest card of the suit led; of two
        identical cards the first played wins."""
        for card in trick.cards:
            if card not in BERNICLE:
                raise ValueError(f"{card}: not a card of Bernicle (Bernicle §1)")
        return trick_winner(trick.cards, CARD_ORDER, trick.trump)

    @staticmethod
    def _allowed(trick: Trick[Card], hand: Sequence[Card]) -> list[Card]:
        """§8: follow the suit led, going above the best card if possible
        (any card of the suit once the trick is trumped); when void, trump,
        overtrumping if possible, else undertrumping; otherwise anything."""
        if not trick.plays:
            return list(hand)
        cards, trump = trick.cards, trick.trump
        led = cards[0].suit
        best = cards[trick_winner(cards, CARD_ORDER, trump)]
        following = [c for c in hand if c.suit == led]
        if following:
            return trumps_due(following, best if best.suit == led else None, _strength)
        trumps = [c for c in hand if trump is not None and c.suit == trump]
        if trumps:
            return trumps_due(trumps, best if best.suit == trump else None, _strength)
        return list(hand)

    def verify_play(self, trick: Trick[Card], hand: Sequence[Card], card: Card) -> None:
        """Raise :class:`PlayError` when §8 forbids playing ``card``."""
        if card not in hand:
            raise PlayError(msg("bernicle.refused.not_held", card=card))
        if card in self._allowed(trick, hand):
            return
        led, trump = trick.cards[0].suit, trick.trump
        if any(c.suit == led for c in hand):
            key = "bernicle.refused.follow_higher" if card.suit == led else "bernicle.refused.follow"
            raise PlayError(msg(key, card=card, led=led))
        if card.suit == trump:
            raise PlayError(msg("bernicle.refused.overtrump", card=card))
        raise PlayError(msg("bernicle.refused.trump", card=card, led=led, trump=trump))

    # -- the referee: a trick, hand combinations, the niche (compagnon/rules/referee.py) -------

    referee_questions = ("trick", "combination")

    def referee_schema(self, question: str) -> Record:
        card = CardKind(BERNICLE)
        if question == "trick":
            trump = Field("trump", suit_choice(), required=True, rule="Bernicle §5")
            return Record((Field("context", Record((trump,)), required=True), plays_field(card, len(self.players))),
                          form_order=("context", "plays"))
        suit = Field("suit", suit_choice(), required=True)
        rank = Field("rank", rank_choice(*SET_RANKS), required=True)
        plain = Record(())
        combination = Tagged("kind", {
            "mariage": Record((suit,)), "mariage_royal": plain, "bernicle": plain, "double_bernicle": plain,
            "grande_bernicle": plain, "carre": Record((rank,)), "octuple": Record((rank,)), "procession": plain,
            "famille": Record((suit,)), "famille_royale": plain,
        }, labels="bernicle.entry.combos.kind")
        return Record((
            Field("context", Record((Field("trump", suit_choice(), rule="Bernicle §5"),)), default={}),
            Field("combination", Tagged("where", {
                # §7: what a player declares, and the 13 cards he holds after the exchange
                "hand": Record((
                    Field("combos", ListOf(combination), default=()),
                    Field("hand", ListOf(card, max=HAND_SIZE, ordered=False)),
                )),
                # §9: the nine cards of the niche, for the defence
                "niche": Record((
                    Field("niche_cards", ListOf(card, min=NICHE_SIZE, max=NICHE_SIZE, ordered=False), required=True),
                )),
            }, labels="bernicle.referee.where"), required=True, rule="Bernicle §7"),
        ), form_order=("context", "combination"))

    def referee(self, question: str, values: Values) -> Answer:
        if question == "trick":
            return self.referee_trick(values)
        trump: Suit | None = values["context"].get("trump")
        asked = values["combination"]
        if asked["where"] == "niche":
            return _referee_niche(asked["niche_cards"])
        if trump is None:
            raise DealError("context.trump", msg("bernicle.referee.trump_needed"), "Bernicle §5")
        return _referee_hand(asked["combos"], asked.get("hand"), trump)

    def trick_context(self, values: Values) -> Trick[Card]:
        """§1: two packs, so no card thrice; §8: each player once."""
        plays = values["plays"]
        _check_copies([p["card"] for p in plays], "plays")
        players = [p["player"] for p in plays]
        for i, player in enumerate(players):
            if player in players[:i]:
                raise DealError("plays", msg("bernicle.referee.player_twice", player=player), "Bernicle §8")
        return Trick(asked_plays(values), trump=values["context"].get("trump"))

    def trick_rule(self, trick: Trick[Card], winner: int) -> str:
        return "Bernicle §8"

    def trick_reason(self, trick: Trick[Card], winner: int) -> Message:
        """§8: the highest trump or card of the suit led, and of two identical cards the first."""
        card = trick.cards[winner]
        key = "wins_trump" if card.suit == trick.trump else "wins_suit"
        said = msg(f"bernicle.referee.{key}", card=card, suit=card.suit)
        if card in trick.cards[winner + 1:]:
            said = msg("bernicle.referee.then", first=said, then=msg("bernicle.referee.first_of_two", card=card))
        return said


def _check_copies(cards: Sequence[Card], where: str) -> None:
    """§1: two packs, so no card more than twice."""
    for card, n in Counter(cards).items():
        if n > COPIES:
            raise DealError(where, msg("bernicle.referee.card_thrice", card=card), "Bernicle §1")


def _combination_words(combination: Combination) -> Message:
    """« Carré de Rois (80) », « Mariage à cœur (20) »."""
    rank = msg(f"bernicle.referee.rank_of.{combination.rank}") if combination.rank is not None else ""
    name = msg(f"bernicle.referee.combo.{combination.kind}", suit=combination.suit, rank=rank)
    return msg("bernicle.referee.combo_points", combo=name, points=combination_points(combination))


def _referee_hand(raw: Sequence[Mapping[str, Any]], hand: Sequence[Card] | None, trump: Suit) -> Answer:
    """§7 with rulings R5, R6: the declared combinations, together, within
    two packs and one 13-card hand (and in the hand, when it is given); with
    the hand, the best declaration it allows."""
    combos = [Combination.of(c) for c in raw]
    best = best_combinations(hand, trump) if hand is not None else None
    if hand is not None:
        _check_copies(hand, "combination.hand")
    if not combos:
        if best is None:
            raise DealError("combination.combos", msg("bernicle.referee.nothing_declared"), "Bernicle §7")
        points = sum(combination_points(c) for c in best)
        if not best:
            return Answer("combination", "Bernicle §7", msg("bernicle.referee.hand_has_none"), valid=True, points=0)
        return Answer("combination", "Bernicle §7", msg("bernicle.referee.hand_best", combos=[
            _combination_words(c) for c in best], points=points), valid=True, points=points)
    try:
        points = verify_in_hand(hand, combos, trump) if hand is not None else verify_combinations(combos, trump)
    except DealError as refused:
        return Answer("combination", refused.rule, refused.message, valid=False)
    said = msg("bernicle.referee.declared", combos=[_combination_words(c) for c in combos], points=points)
    if best is not None:
        better = sum(combination_points(c) for c in best)
        if better > points:
            said = msg("bernicle.referee.then", first=said, then=msg("bernicle.referee.could", combos=[
                _combination_words(c) for c in best], points=better))
    return Answer("combination", "Bernicle §7", said, valid=True, points=points)


def _referee_niche(cards: Sequence[Card]) -> Answer:
    """§9 with ruling R7: what the niche's nine cards bring the defence."""
    _check_copies(cards, "combination.niche_cards")
    count = niche_count(cards)
    parts: list[Message] = []
    if count.tierces:
        parts.append(msg("bernicle.referee.niche_tierces", n=count.tierces, points=count.tierces * TIERCE_POINTS))
    for rank, size in count.sets.items():
        parts.append(msg("bernicle.referee.niche_set", name=msg(f"bernicle.referee.set.{size}"),
                         rank=msg(f"bernicle.referee.rank_of.{rank}"), points=SAME_RANK_POINTS[size]))
    if count.petites_bernicles:
        parts.append(msg("bernicle.referee.niche_petites", n=count.petites_bernicles,
                         points=count.petites_bernicles * PETITE_BERNICLE_POINTS))
    if not parts:
        return Answer("combination", "Bernicle §9", msg("bernicle.referee.niche_empty",
                                                        cards=niche_card_points(cards)), valid=True, points=0)
    return Answer("combination", "Bernicle §9", msg("bernicle.referee.niche", parts=parts, points=count.points,
                                                    cards=niche_card_points(cards)),
                  valid=True, points=count.points)
