"""Tarot 4 saisons: three players, a 50-card tarot, seven bids each simple or clair.

The scoring follows ``shared/spec/tarot_4_saisons.md`` (rulings T-1 to T-19
there); article numbers such as "T4S §6" are the rulebook's own. A deal is
entered once it is over. The spec describes five kinds of records, told
apart by what the entry holds: a *cancelled* deal (a hand without trumps), an
*unrepairable misdeal*, an *all-pass* deal, an *annulled* deal (a play fault,
or a chien fault after the exchange) and a *played* deal. Which fields each
kind requires, ignores or refuses is decided from the entry as given, before
any field is read, so that every refusal names the field the spec's table
names, in its order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Option, Outcome, ScoreLine, game_of
from ..decks import SUITS, Card, Deck, Suit
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer, Verdict, trick_schema
from ..registry import register
from ..schema import (
    Bool,
    CardKind,
    Choice,
    Cond,
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
    Values,
    suit_choice,
)
from ..tricks import CardTricks, Trick, asked_plays, tarot_allowed, tarot_led, tarot_strongest

__all__ = [
    "ANNULLING_FAULTS", "BIDS", "BID_ORDER", "CARD_POINTS_TOTAL", "CHIEN_CARDS", "CONTRACTS", "FAULT_KINDS",
    "STAKES", "TAROT_50", "PlayFault", "Tarot4Saisons", "Tarot4SaisonsState", "bid_rank", "card_points",
    "chien_allowed", "excuse_keeper", "has_suite", "record_kind", "stake",
    "verify_discard",
    "DealKind", "Tarot4SaisonsDetails",
]

#: §1: the 78-card tarot without the 3s and the 5 to 10: As < 2 < 4 < Valet < Cavalier < Dame < Roi (§3).
TAROT_50 = Deck("50", ("A", "2", "4", "V", "C", "D", "R"), trumps=21, excuse=True)

CARD_POINTS_TOTAL = 185  # §3
TRICKS = 15  # §4: 15 cards each
CHIEN_SIZE = 5  # §4
CHIEN_MAX_POINTS = 50  # five cards of at most 10
CLAIR = 93  # §12: more than half of 185
RESISTANCE = 62  # §6
FIRST_BAR = 50  # §13
BAR_STEP = 10  # §13
PASS_BONUS = 3  # §5
COUNTER = 2  # §7
FAULT_EXTRA = 6  # §11
EXCUSE_PENALTY = 6  # §10
MISDEAL_PENALTY = 2  # §11
CHIEN_FAULT_PENALTY = 3  # §11
NO_TRUMP_POINTS = 2  # §4
MISERE_POINTS = 2  # §4
SUITE_POINTS = 2  # §8
BOUTS = (1, 21)  # and the Excuse (§3)
SAISONS = (16, 17, 18, 19)  # §3

#: §5: the seven bids, weakest first, and their stakes (simple, clair).
BIDS: tuple[str, ...] = ("tout", "deux_plus_deux", "trois_cartes", "un_plus_un", "sans_voir", "sans_points", "contre")
STAKES: Mapping[str, tuple[int, int]] = {
    "tout": (2, 12), "deux_plus_deux": (4, 15), "trois_cartes": (4, 15), "un_plus_un": (6, 17),
    "sans_voir": (7, 18), "sans_points": (9, 21), "contre": (10, 24),
}
FORMS: tuple[str, ...] = ("simple", "clair")
#: Ruling T-2: every simple bid below every clair bid, each in the table's order.
BID_ORDER: tuple[tuple[str, str], ...] = tuple((b, f) for f in FORMS for b in BIDS)
#: §5: the chien cards a bid turns, and the optional extra ones (2+2, 1+1).
CHIEN_CARDS: Mapping[str, int] = {"tout": 5, "deux_plus_deux": 2, "trois_cartes": 3, "un_plus_un": 1,
                                  "sans_voir": 0, "sans_points": 0, "contre": 0}
CHIEN_OPTION: Mapping[str, int] = {"deux_plus_deux": 2, "un_plus_un": 1}

#: §6: the contracts that may be announced (3 bouts and 4 As are automatic only).
CONTRACTS: tuple[str, ...] = ("petit_au_bout", "deux_avant_dernier", "capot", "quasi", "quatre_rois", "resistance")
#: §6: (automatic, contracted) values; None where a bonus is only one of the two.
BONUSES: Mapping[str, tuple[int | None, int | None]] = {
    "petit_au_bout": (3, 6), "deux_avant_dernier": (2, 4), "trois_bouts": (2, None), "quasi": (3, 6),
    "quatre_rois": (None, 3), "quatre_as": (1, None), "resistance": (1, 2),
}

#: §10, §11: the faults an entry names.
FAULT_KINDS: tuple[str, ...] = ("revoke", "no_overtrump", "misere_not_announced", "excuse_last_two", "misdeal",
                                "chien_fault")
#: §11: the faults that annul the deal.
ANNULLING_FAULTS: tuple[str, ...] = ("revoke", "no_overtrump", "misere_not_announced")

#: record kinds (spec §3J.2)
CANCELLED, UNREPAIRABLE, ALL_PASS, ANNULLED, PLAYED = "cancelled", "unrepairable", "all_pass", "annulled", "played"


# --------------------------------------------------------------------- cards and bids


def card_points(card: Card) -> int:
    """§3: bouts 10, saisons 5, other trumps 1, Roi 10, Dame 8, Cavalier 6,
    Valet 2, As 4, the 2s and 4s nothing."""
    if card not in TAROT_50:
        raise ValueError(f"{card}: not a card of Tarot 4 saisons (T4S §1)")
    if card.is_excuse:
        return 10
    if card.is_trump:
        return 10 if card.number in BOUTS else 5 if card.number in SAISONS else 1
    return {"R": 10, "D": 8, "C": 6, "V": 2, "A": 4}.get(card.rank, 0)


def is_bout(card: Card) -> bool:
    return card.is_excuse or (card.is_trump and card.number in BOUTS)


def bid_rank(bid: str, form: str) -> int:
    """Ruling T-2: the strength of a bid (0 the weakest)."""
    return BID_ORDER.index((bid, form))


def stake(bid: str, form: str, option: bool = False, lowering_refused: bool = False,
          countered: bool = False) -> int:
    """§5, §7: the stake of the game: the table's, 1 less with the 2+2 / 1+1
    option unless an opponent refuses, 2 more when the game is countered."""
    value = STAKES[bid][FORMS.index(form)]
    if option and bid in CHIEN_OPTION and not lowering_refused:
        value -= 1
    return value + (COUNTER if countered else 0)


def chien_allowed(bid: str, option: bool = True) -> int:
    """§5: how many chien cards the bid lets the taker turn (with the option, when it has one)."""
    return CHIEN_CARDS[bid] + (CHIEN_OPTION.get(bid, 0) if option else 0)


def verify_discard(cards: Sequence[Card]) -> None:
    """§5: no Roi and no Bout may go to the chien (a chien fault, ruling T-19)."""
    for c in cards:
        if c.rank == "R" or is_bout(c):
            raise PlayFault("chien_fault", msg("tarot_4_saisons.refused.discard", card=c), "T4S §5")


def has_suite(hand: Sequence[Card], suit: Suit) -> bool:
    """§8: Roi, Dame, Cavalier and Valet of one suit."""
    return all(Card(r, suit) in hand for r in ("R", "D", "C", "V"))


def excuse_keeper(player: str, winner: str, holds_worthless_card: bool) -> str:
    """§10: who keeps the Excuse: its player if he can give the winner a 2 or
    a 4 from his tricks, else the winner of the trick."""
    return player if holds_worthless_card else winner


class PlayFault(DealError):
    """A play or a discard the rules forbid (§5, §9); ``kind`` is one of :data:`FAULT_KINDS`."""

    def __init__(self, kind: str, message: Message, rule: str) -> None:
        self.kind = kind
        super().__init__("card", message, rule)


# --------------------------------------------------------------------- the kinds of record

def _filled(value: Any) -> bool:
    """A value the spec calls non-empty (absent, null, false, 0, [] and {} are empty)."""
    return bool(value)


def _raw_faults(raw: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    faults = raw.get("faults")
    return [f for f in faults if isinstance(f, Mapping)] if isinstance(faults, list) else []


def record_kind(raw: Mapping[str, Any] | None) -> str:
    """Spec §3J.2: ``cancelled`` (a hand without trumps), ``unrepairable``
    (a misdeal the dealer redeals), ``all_pass``, ``annulled`` (a play
    fault, or a chien fault after the exchange) or ``played``."""
    if raw is None:
        return PLAYED
    if _filled(raw.get("no_trump_players")):
        return CANCELLED
    faults = _raw_faults(raw)
    if any(f.get("kind") == "misdeal" and f.get("repairable") is False for f in faults):
        return UNREPAIRABLE
    bids = raw.get("bids")
    if isinstance(bids, list) and bids and all(isinstance(b, Mapping) and b.get("bid") == "pass" for b in bids):
        return ALL_PASS
    if any(f.get("kind") in ANNULLING_FAULTS or (f.get("kind") == "chien_fault" and f.get("exchanged") is True)
           for f in faults):
        return ANNULLED
    return PLAYED


def _contains(*items: Mapping[str, Any]) -> dict[str, Any]:
    return {"type": "array", "contains": {"anyOf": [
        {"type": "object", "required": list(item), "properties": {k: {"const": v} for k, v in item.items()}}
        for item in items]}}


#: the kinds of record as JSON Schema conditions (for the exported schema)
_KIND_JSON: Mapping[str, dict[str, Any]] = {
    CANCELLED: {"required": ["no_trump_players"],
                "properties": {"no_trump_players": {"type": "array", "minItems": 1}}},
    UNREPAIRABLE: {"required": ["faults"],
                   "properties": {"faults": _contains({"kind": "misdeal", "repairable": False})}},
    ALL_PASS: {"required": ["bids"], "properties": {"bids": {
        "type": "array", "minItems": 1,
        "items": {"type": "object", "required": ["bid"], "properties": {"bid": {"const": "pass"}}}}}},
    ANNULLED: {"required": ["faults"], "properties": {"faults": _contains(
        *({"kind": k} for k in ANNULLING_FAULTS), {"kind": "chien_fault", "exchanged": True})}},
}
_KIND_ORDER = (CANCELLED, UNREPAIRABLE, ALL_PASS, ANNULLED, PLAYED)


@dataclass(frozen=True)
class _KindIs(Cond):
    """The record is of one of ``kinds`` (decided from the entry as given,
    ``scope.raw``: the kinds depend on it before any field is typed)."""

    kinds: tuple[str, ...]

    def test(self, scope: Scope) -> bool:
        return record_kind(scope.raw) in self.kinds

    def json(self, record: Record, players: Sequence[str] | None = None) -> Any:
        return _kind_formula(self.kinds, _KIND_ORDER)


def _kind_formula(kinds: tuple[str, ...], order: tuple[str, ...]) -> Any:
    """A JSON Schema holding exactly for the records of ``kinds``: the kinds
    are tested in ``order``, the first that holds being the record's."""
    first, rest = order[0], order[1:]
    if not rest:
        return first in kinds
    ref = {"$ref": f"#/$defs/{first}"}
    after = _kind_formula(kinds, rest)
    if first in kinds:
        return True if after is True else {"anyOf": [ref, after]}
    if after is False:
        return False
    return {"not": ref} if after is True else {"allOf": [{"not": ref}, after]}


def _kind_is(*kinds: str) -> _KindIs:
    return _KindIs(kinds)


def _holds(scope: Scope, name: str, default: Any = None) -> bool:
    """Whether ``name`` holds something: in the record being read (null and
    absent are nothing), or typed in the form being drawn (where a value
    equal to the default cannot be told from nothing)."""
    raw = scope.raw
    if raw:
        return raw.get(name) is not None
    return scope.get(name) not in (None, {}, [], default)


@dataclass(frozen=True)
class _AskedFor(Cond):
    """``name`` is asked for where ``wanted`` holds (and ``base``, if any);
    anywhere else it is read only when it holds something, and then refused
    as always. Its JSON Schema is that of a value given (where it is asked
    for and left empty there is nothing to constrain)."""

    name: str
    wanted: Callable[[Scope], bool]
    base: Cond | None = None
    default: Any = None
    reads: tuple[str, ...] = ()

    @property
    def fields(self) -> tuple[str, ...]:  # type: ignore[override]
        return (self.base.fields if self.base is not None else ()) + self.reads

    def test(self, scope: Scope) -> bool:
        if self.base is not None and not self.base.test(scope):
            return False
        return self.wanted(scope) or _holds(scope, self.name, self.default)

    def json(self, record: Record, players: Sequence[str] | None = None) -> Any:
        given = {"required": [self.name], "properties": {self.name: {"not": {"type": "null"}}}}
        base = self.base.json(record, players) if self.base is not None else None
        return given if base is None else {"allOf": [base, given]}


def _option_bid(scope: Scope) -> bool:
    """The last bid made is a « 2 + 2 » or a « 1 + 1 » (the bids as read, or as typed so far)."""
    bids = scope.get("bids")
    made = [b for b in bids if isinstance(b, Mapping) and b.get("bid") not in (None, "pass")] \
        if isinstance(bids, (list, tuple)) else []
    return bool(made) and made[-1].get("bid") in CHIEN_OPTION


BID_KINDS = (PLAYED, ALL_PASS, ANNULLED)
DECLARED = _kind_is(*BID_KINDS)
PLAY_KINDS = _kind_is(PLAYED, ALL_PASS)
NOT_CANCELLED = _kind_is(PLAYED, ALL_PASS, ANNULLED, UNREPAIRABLE)


class _Entry(Record):
    """The deal entry, whose JSON Schema defines the kinds of record its conditions refer to."""

    def schema(self, players: Sequence[str] | None) -> Any:
        """The JSON Schema of the entry, the kinds of record as ``$defs`` its conditions refer to."""
        s = super().schema(players)
        s["$defs"] = dict(_KIND_JSON)
        return s


# --------------------------------------------------------------------- the state


class DealKind(StrEnum):
    """How a deal went (the entry's kinds of record)."""

    #: a player had no trump: the deal is cancelled (§4)
    CANCELLED = "cancelled"
    #: a misdeal nobody could repair (§11)
    UNREPAIRABLE = "unrepairable"
    #: everybody passed (§5)
    ALL_PASS = "all_pass"
    #: a fault annulled it (§11)
    ANNULLED = "annulled"
    #: the contract was played (§12)
    PLAYED = "played"


@dataclass(frozen=True, kw_only=True)
class Tarot4SaisonsDetails(DealDetails):
    """A deal of Tarot des 4 saisons: how it went; the contract (taker,
    bid, form, stake) when there was one; once played, the taker's points
    and his opponents', won or not, capot or not; then the bar in force
    and the game's winners (§13)."""

    kind: DealKind
    taker: str | None = None
    bid: str | None = None
    form: str | None = None
    stake: int | None = None
    taker_points: int | None = None
    opponents_points: Mapping[str, int] | None = None
    won: bool | None = None
    capot: bool | None = None
    bar: int = 0
    winners: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Tarot4SaisonsState(GameState):
    """The running scores, the bar in force and the passed deals still to pay."""

    #: §13: 50, moved by 10s, never lowered
    bar: int = FIRST_BAR
    #: §5: consecutive all-pass deals whose bonus is still to be paid
    pass_streak: int = 0


# --------------------------------------------------------------------- checks, in the order of §3J.3



def _dealer(scope: Scope) -> str | None:
    dealer = scope["dealer"]
    if dealer is not None:
        return str(dealer)
    state = scope.state
    return state.dealer if isinstance(state, Tarot4SaisonsState) else None


def _taker(scope: Scope) -> str | None:
    """The last bidder (None in an all-pass deal, or when the bids were refused)."""
    bids = scope["bids"]
    if not bids:
        return None
    made = [b for b in bids if b["bid"] != "pass"]
    return str(made[-1]["player"]) if made else None


def _final_bid(scope: Scope) -> tuple[str, str] | None:
    bids = scope["bids"]
    made = [b for b in bids or () if b["bid"] != "pass"]
    return (made[-1]["bid"], made[-1]["form"]) if made else None


def _all_pass(scope: Scope) -> bool:
    return record_kind(scope.raw) == ALL_PASS


def _refuse_in_all_pass(scope: Scope, value: Any) -> bool:
    """Spec §3J.3, last row: nothing from play in an all-pass deal."""
    if _all_pass(scope) and _filled(value):
        scope.refuse(msg("tarot_4_saisons.refused.all_pass_play"), "T4S §5")
        return True
    return False


def _no_repeat(scope: Scope, players: Sequence[str], message: str) -> None:
    if len(set(players)) != len(players):
        scope.refuse(msg(message))


def _check_no_trump(scope: Scope, players: Sequence[str]) -> None:
    _no_repeat(scope, players, "tarot_4_saisons.refused.twice")
    if not players:
        return
    raw = scope.raw
    names = game_of(scope, Tarot4Saisons).entry_schema.names
    extra = [n for n in names if n not in ("dealer", "no_trump_players") and _filled(raw.get(n))]
    if extra:
        scope.refuse(msg("tarot_4_saisons.refused.cancelled_with_data", fields=extra), "T4S §4")


def _check_misere(scope: Scope, players: Sequence[str]) -> None:
    _no_repeat(scope, players, "tarot_4_saisons.refused.twice")


def _check_bids(scope: Scope, bids: Sequence[Mapping[str, Any]]) -> None:
    game = game_of(scope, Tarot4Saisons)
    dealer = _dealer(scope)
    if dealer is not None:
        start = game.players.index(dealer) + 1
        for i, b in enumerate(bids):
            expected = game.players[(start + i) % len(game.players)]
            if b["player"] != expected:
                scope.refuse(msg("tarot_4_saisons.refused.bid_turn", player=b["player"], expected=expected),
                             "T4S §5", at=f"bids[{i}].player")
                return
    best = -1
    passes = 0
    for i, b in enumerate(bids):
        if i >= len(game.players) and passes >= 2:
            scope.refuse(msg("tarot_4_saisons.refused.bid_after_end"), "T4S §5", at=f"bids[{i}]")
            return
        if b["bid"] == "pass":
            passes += 1
            continue
        rank = bid_rank(b["bid"], b["form"])
        if rank <= best:
            scope.refuse(msg("tarot_4_saisons.refused.bid_weaker"), "T4S §5", at=f"bids[{i}]")
            return
        best, passes = rank, 0
    if len(bids) < len(game.players) or passes < 2:
        scope.refuse(msg("tarot_4_saisons.refused.bids_unfinished"), "T4S §5")


def _check_option(scope: Scope, taken: bool) -> None:
    final = _final_bid(scope)
    if taken and (final is None or final[0] not in CHIEN_OPTION):
        scope.refuse(msg("tarot_4_saisons.refused.option_bid"), "T4S §5")


def _option_in_force(scope: Scope) -> bool:
    """§5, ruling T-14: the option is taken when said so, or when more chien
    cards were turned than the bid gives without it."""
    final = _final_bid(scope)
    if final is None or final[0] not in CHIEN_OPTION:
        return False
    if scope["option_taken"]:
        return True
    turned = scope.raw.get("chien_turned")
    return isinstance(turned, int) and not isinstance(turned, bool) and turned > CHIEN_CARDS[final[0]]


def _check_lowering(scope: Scope, refused: bool) -> None:
    if refused and not _option_in_force(scope):
        scope.refuse(msg("tarot_4_saisons.refused.lowering_without_option"), "T4S §5")


def _check_contracts(scope: Scope, contracts: Sequence[Mapping[str, Any]]) -> None:
    if _refuse_in_all_pass(scope, contracts):
        return
    taker = _taker(scope)
    seen: set[tuple[str, str]] = set()
    for i, c in enumerate(contracts):
        player, contract = c["player"], c["contract"]
        if taker is not None and contract == "capot" and player != taker:
            scope.refuse(msg("tarot_4_saisons.refused.capot_opponent", player=player), "T4S §6",
                         at=f"contracts[{i}].contract")
            return
        if taker is not None and contract == "resistance" and player == taker:
            scope.refuse(msg("tarot_4_saisons.refused.resistance_taker", player=player), "T4S §6",
                         at=f"contracts[{i}].contract")
            return
        if (player, contract) in seen:
            scope.refuse(msg("tarot_4_saisons.refused.contract_twice", player=player), "T4S §6", at=f"contracts[{i}]")
            return
        seen.add((player, contract))


def _check_counters(scope: Scope, counters: Sequence[Mapping[str, Any]]) -> None:
    if _refuse_in_all_pass(scope, counters):
        return
    taker = _taker(scope)
    contracts = {(c["player"], c["contract"]) for c in scope["contracts"] or ()}
    seen: set[Any] = set()
    for i, c in enumerate(counters):
        by, target = c["by"], c["target"]
        where = f"counters[{i}]"
        if target == "game":
            if by == taker:
                scope.refuse(msg("tarot_4_saisons.refused.counter_own_game", player=by), "T4S §7", at=where)
                return
            key: Any = "game"
        else:
            key = (target["player"], target["contract"])
            if key not in contracts:
                scope.refuse(msg("tarot_4_saisons.refused.counter_unlisted", player=key[0]), "T4S §7", at=where)
                return
            if key[1] == "capot":
                scope.refuse(msg("tarot_4_saisons.refused.counter_capot"), "T4S §7", at=where)
                return
            if taker is not None and (by == taker) == (key[0] == taker):
                scope.refuse(msg("tarot_4_saisons.refused.counter_own_party", player=by), "T4S §7", at=where)
                return
        if key in seen:
            scope.refuse(msg("tarot_4_saisons.refused.counter_twice"), "T4S §7", at=where)
            return
        seen.add(key)


def _check_chien_turned(scope: Scope, turned: int | None) -> None:
    if turned is None:
        return
    final = _final_bid(scope)
    allowed = chien_allowed(final[0]) if final is not None else 0
    if turned > allowed:
        listed = any(f.get("kind") == "chien_fault" for f in _raw_faults(scope.raw))
        if not listed:
            scope.refuse(msg("tarot_4_saisons.refused.chien_turned", turned=turned, allowed=allowed), "T4S §11")


def _check_faults(scope: Scope, faults: Sequence[Mapping[str, Any]]) -> None:
    game = game_of(scope, Tarot4Saisons)
    dealer = _dealer(scope)
    taker = _taker(scope)
    kind = record_kind(scope.raw)
    raw_faults = _raw_faults(scope.raw)
    for i, f in enumerate(faults):
        where = f"faults[{i}]"
        if f["kind"] == "misere_not_announced" and not game.options["misere_mandatory"]:
            scope.refuse(msg("tarot_4_saisons.refused.misere_optional"), "T4S §4", at=f"{where}.kind")
            return
        if f["kind"] == "misdeal" and dealer is not None and f["player"] != dealer:
            scope.refuse(msg("tarot_4_saisons.refused.misdeal_not_dealer", player=f["player"], dealer=dealer),
                         "T4S §11", at=f"{where}.player")
            return
        if f["kind"] == "chien_fault" and kind != ALL_PASS and taker is not None and f["player"] != taker:
            scope.refuse(msg("tarot_4_saisons.refused.chien_fault_not_taker", player=f["player"]), "T4S §11",
                         at=f"{where}.player")
            return
        given = raw_faults[i] if i < len(raw_faults) else {}
        if given.get("repairable") is not None and f["kind"] != "misdeal":
            scope.refuse(msg("tarot_4_saisons.refused.repairable_elsewhere"), "T4S §11", at=f"{where}.repairable")
            return
        if given.get("exchanged") is not None and f["kind"] != "chien_fault":
            scope.refuse(msg("tarot_4_saisons.refused.exchanged_elsewhere"), "T4S §11", at=f"{where}.exchanged")
            return
    if kind == UNREPAIRABLE:
        raw = scope.raw
        extra = [n for n in game.entry_schema.names if n not in ("dealer", "faults") and _filled(raw.get(n))]
        if len(faults) > 1 or extra:
            scope.refuse(msg("tarot_4_saisons.refused.unrepairable_with_data"), "T4S §11")
            return
    if kind == ALL_PASS:
        for i, f in enumerate(faults):
            if f["kind"] != "misdeal":
                scope.refuse(msg("tarot_4_saisons.refused.all_pass_fault"), "T4S §5", at=f"faults[{i}].kind")
                return


def _check_suites(scope: Scope, suites: Sequence[Mapping[str, Any]]) -> None:
    if _refuse_in_all_pass(scope, suites):
        return
    seen: set[tuple[str, Suit]] = set()
    for i, s in enumerate(suites):
        key = (s["player"], s["suit"])
        if key in seen:
            scope.refuse(msg("tarot_4_saisons.refused.suite_twice", player=key[0], suit=key[1]), "T4S §8",
                         at=f"suites[{i}]")
            return
        seen.add(key)


def _raw_int(value: Any, low: int, high: int) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        return None
    return value


def _check_card_points(scope: Scope, points: Mapping[str, int] | None) -> None:
    if points is None or _refuse_in_all_pass(scope, points) or not _in_play(scope):
        return
    missing = [p for p in scope.players if p not in points]
    if missing:
        scope.refuse(msg("schema.map.missing", what=msg("tarot_4_saisons.entry.card_points"), players=missing))
        return
    raw = scope.raw
    chien = _raw_int(raw.get("chien_points"), 0, CHIEN_MAX_POINTS)
    if chien is not None and sum(points.values()) + chien != CARD_POINTS_TOTAL:
        scope.refuse(msg("tarot_4_saisons.refused.points_total", total=sum(points.values()) + chien), "T4S §3")
        return
    tricks = raw.get("tricks_won")
    if isinstance(tricks, Mapping):
        for p in scope.players:
            n = _raw_int(tricks.get(p), 0, TRICKS)
            if n is not None and points[p] > 3 * 10 * n:
                scope.refuse(msg("tarot_4_saisons.refused.points_tricks", player=p, points=points[p], tricks=n),
                             "T4S §3", at=f"card_points.{p}")
                return


def _check_chien_points(scope: Scope, points: int | None) -> None:
    _refuse_in_all_pass(scope, points)


def _check_tricks(scope: Scope, tricks: Mapping[str, int] | None) -> None:
    if tricks is None or _refuse_in_all_pass(scope, tricks) or not _in_play(scope):
        return
    missing = [p for p in scope.players if p not in tricks]
    if missing:
        scope.refuse(msg("schema.map.missing", what=msg("tarot_4_saisons.entry.tricks_won"), players=missing))
    elif sum(tricks.values()) != TRICKS:
        scope.refuse(msg("tarot_4_saisons.refused.tricks_total", total=sum(tricks.values())), "T4S §4")


def _sum_at_most(most: int) -> Callable[[Scope, Mapping[str, int]], None]:
    def check(scope: Scope, counts: Mapping[str, int]) -> None:
        if _refuse_in_all_pass(scope, counts):
            return
        if sum(counts.values()) > most:
            scope.refuse(msg("tarot_4_saisons.refused.too_many", most=most, total=sum(counts.values())), "T4S §3")
    return check


def _in_play(scope: Scope) -> bool:
    return record_kind(scope.raw) == PLAYED


# --------------------------------------------------------------------- the game


SHEET: SheetSpec[Tarot4Saisons] = SheetSpec(
    columns=("bids", "contracts", "chien_points", "card_points"),
    facts=("bar", "pass_bonus"),
    handwritten=(PadColumn("bid", width=1.8), PadColumn("contracts", width=1.6), PadColumn("counters", width=1.2),
                 PadColumn("chien", width=0.8), PadColumn("bar", width=0.8),
                 PadColumn("card_points", per_player=True)),
    rows=24,
)


@register(sheet=SHEET)
class Tarot4Saisons(Game[Tarot4SaisonsState], CardTricks[Trick[Card]]):
    slug = "tarot_4_saisons"
    name = "Tarot 4 saisons"
    rulebook_section = "Tarot 4 saisons"
    players_min = players_max = 3
    deck = TAROT_50
    unit = "points"
    reminders = (
        ("T4S §3", "tarot_4_saisons.reminder.cards"),
        ("T4S §5", "tarot_4_saisons.reminder.bids"),
        ("T4S §12", "tarot_4_saisons.reminder.result"),
        ("T4S §6", "tarot_4_saisons.reminder.bonuses"),
        ("T4S §7", "tarot_4_saisons.reminder.counters"),
        ("T4S §4", "tarot_4_saisons.reminder.deal"),
        ("T4S §11", "tarot_4_saisons.reminder.faults"),
        ("T4S §13", "tarot_4_saisons.reminder.bar"),
    )
    options_schema = Record((
        Option("misere_mandatory", Bool(), True, rule="T4S §11"),
        Option("carry_through_annulment", Bool(), True, rule="T4S §5"),
    ), strict=True)

    # -- the entry (spec §3J.2, read in the order of its refusals, §3J.3) ---------------------

    def entry(self) -> Record:
        def player_list() -> ListOf:
            return ListOf(Player(), max=len(self.players))

        def trick_record(flag: str) -> Record:
            return Record((Field("winner", Player(), required=True), Field(flag, Bool(), default=False)))

        return _Entry((
            Field("dealer", Player()),
            Field("no_trump_players", player_list(), default=(), group="more", rule="T4S §4",
                  checks=(_check_no_trump,)),
            Field("misere_players", player_list(), default=(), when=DECLARED, group="more", rule="T4S §4",
                  checks=(_check_misere,)),
            Field("bids", ListOf(Record((
                Field("player", Player(), required=True),
                Field("bid", Choice(("pass", *BIDS), labels="tarot_4_saisons.bid"), required=True),
                Field("form", Choice(FORMS, labels="tarot_4_saisons.form"), required=True,
                      when=Not(Is("bid", "pass"))),
            )), turns="player"), required=True, when=DECLARED, rule="T4S §5", checks=(_check_bids,)),
            Field("option_taken", Bool(), default=False,
                  when=_AskedFor("option_taken", _option_bid, DECLARED, False, ("bids",)), needs=("bids",),
                  rule="T4S §5", checks=(_check_option,)),
            Field("lowering_refused", Bool(), default=False,
                  when=_AskedFor("lowering_refused", _option_bid, DECLARED, False, ("bids",)),
                  needs=("bids", "option_taken"), rule="T4S §5", checks=(_check_lowering,)),
            Field("contracts", ListOf(Record((
                Field("player", Player(), required=True),
                Field("contract", Choice(CONTRACTS, labels="tarot_4_saisons.contract"), required=True),
            ))), default=(), when=DECLARED, needs=("bids",), rule="T4S §6", checks=(_check_contracts,)),
            Field("counters", ListOf(Record((
                Field("by", Player(), required=True),
                Field("target", OneOf(Choice(("game",), labels="tarot_4_saisons.target"), Record((
                    Field("player", Player(), required=True),
                    Field("contract", Choice(CONTRACTS, labels="tarot_4_saisons.contract"), required=True),
                ))), required=True),
            ))), default=(), when=DECLARED, needs=("bids", "contracts"), rule="T4S §7", checks=(_check_counters,)),
            Field("chien_turned", Int(0, CHIEN_SIZE), when=DECLARED, needs=("bids",), group="more", rule="T4S §11",
                  checks=(_check_chien_turned,)),
            Field("faults", ListOf(Record((
                Field("player", Player(), required=True),
                Field("kind", Choice(FAULT_KINDS, labels="tarot_4_saisons.fault"), required=True),
                # a misdeal is repairable unless said otherwise (spec §3J.1): the form asks yes or no once the
                # fault is known to be a misdeal; whether it was given at all is read from the entry as given
                # (_check_faults)
                Field("repairable", Bool(), default=True,
                      when=_AskedFor("repairable", lambda scope: scope.get("kind") == "misdeal", default=True)),
                Field("exchanged", Bool()),
            ))), default=(), when=NOT_CANCELLED, needs=("bids",), group="more", rule="T4S §11",
                checks=(_check_faults,)),
            Field("suites", ListOf(Record((
                Field("player", Player(), required=True),
                Field("suit", suit_choice(), required=True),
            ))), default=(), when=DECLARED, group="more", rule="T4S §8", checks=(_check_suites,)),
            Field("card_points", PlayerMap(Int(0, CARD_POINTS_TOTAL), complete=False), when=PLAY_KINDS,
                  required=False, rule="T4S §3", checks=(_check_card_points, _require_in_play("card_points"))),
            Field("chien_points", Int(0, CHIEN_MAX_POINTS), when=PLAY_KINDS, rule="T4S §5",
                  checks=(_check_chien_points, _require_in_play("chien_points"))),
            Field("tricks_won", PlayerMap(Int(0, TRICKS), complete=False, total=TRICKS), when=PLAY_KINDS,
                  rule="T4S §9", checks=(_check_tricks, _require_in_play("tricks_won"))),
            Field("last_trick", trick_record("petit_won_it"), when=PLAY_KINDS, needs=("tricks_won",),
                  group="more", rule="T4S §6", checks=(_trick_check("last_trick"),)),
            Field("trick14", trick_record("two_won_it"), when=PLAY_KINDS, needs=("tricks_won",), group="more",
                  rule="T4S §6", checks=(_trick_check("trick14"),)),
            Field("bouts_in_tricks", PlayerMap(Int(0, 3), complete=False), default={}, when=PLAY_KINDS,
                  group="more", rule="T4S §6", checks=(_sum_at_most(3),)),
            Field("rois_in_tricks", PlayerMap(Int(0, 4), complete=False), default={}, when=PLAY_KINDS,
                  group="more", rule="T4S §6", checks=(_sum_at_most(4),)),
            Field("as_in_tricks", PlayerMap(Int(0, 4), complete=False), default={}, when=PLAY_KINDS,
                  group="more", rule="T4S §6", checks=(_sum_at_most(4),)),
            # what the table knows in the order it learns it: the bids, what was announced on them, the
            # points; folded: the declarations of the deal, the bonuses of the last tricks, the incidents
        ), form_order=("dealer", "bids", "option_taken", "lowering_refused", "contracts", "counters", "card_points",
                       "chien_points", "tricks_won", "misere_players", "suites", "last_trick", "trick14",
                       "bouts_in_tricks", "rois_in_tricks", "as_in_tricks", "chien_turned", "faults",
                       "no_trump_players"))

    # -- state -----------------------------------------------------------------------------

    def new_state(self) -> Tarot4SaisonsState:
        return Tarot4SaisonsState(totals=self.zero(), dealer=self.first_dealer)

    def report(self, state: Tarot4SaisonsState) -> JSONObject:
        return {"bar": state.bar, "pass_streak": state.pass_streak, "next_dealer": state.dealer}

    def facts(self, state: Tarot4SaisonsState) -> list[Fact]:
        return [
            Fact("bar", msg("tarot_4_saisons.fact.bar"), state.bar, FactKind.THRESHOLD),
            Fact("pass_streak", msg("tarot_4_saisons.fact.pass_streak"), state.pass_streak, FactKind.COUNTER),
            Fact("pass_bonus", msg("tarot_4_saisons.fact.pass_bonus"), PASS_BONUS * state.pass_streak, FactKind.NUMBER),
        ]

    # -- scoring -----------------------------------------------------------------------------

    def score_deal(self, state: Tarot4SaisonsState, e: Values) -> Outcome[Tarot4SaisonsState]:
        dealer = self.dealer_of(state, e)
        kind = DealKind(self._kind_of(e))
        lines: list[ScoreLine] = []
        details = Tarot4SaisonsDetails(kind=kind)
        streak = state.pass_streak
        next_dealer = dealer  # T-1: the same dealer after a cancelled or annulled deal, or a redeal
        if kind == CANCELLED:
            for p in e["no_trump_players"]:
                lines.append(ScoreLine(p, NO_TRUMP_POINTS, "T4S §4", msg("tarot_4_saisons.line.no_trump")))
            summary = msg("tarot_4_saisons.summary.cancelled", players=list(e["no_trump_players"]))
        elif kind == UNREPAIRABLE:
            lines.append(ScoreLine(dealer, -MISDEAL_PENALTY, "T4S §11", msg("tarot_4_saisons.line.misdeal_redeal")))
            summary = msg("tarot_4_saisons.summary.misdeal", dealer=dealer)
        else:
            self._declarations(e, lines)
            if kind == ALL_PASS:
                for p in self.players:
                    lines.append(ScoreLine(p, -1, "T4S §5", msg("tarot_4_saisons.line.all_pass")))
                self._penalties(e, dealer, None, 0, 0, lines)
                streak += 1
                next_dealer = self.next_dealer_after(dealer)
                summary = msg("tarot_4_saisons.summary.all_pass", n=streak)
            else:
                taker, bid, form = self._contract_of(e)
                option = self._option(e, bid)
                countered = any(c["target"] == "game" for c in e["counters"])
                s0 = stake(bid, form, option, e["lowering_refused"])
                s = s0 + (COUNTER if countered else 0)
                details = replace(details, taker=taker, bid=bid, form=form, stake=s)
                if kind == ANNULLED:
                    self._penalties(e, dealer, taker, s0, s, lines)
                    offenders = [f["player"] for f in e["faults"] if self._annuls(f)]
                    for p in self.players:
                        if p not in offenders:
                            lines.append(ScoreLine(p, 0, "T4S §11", msg("tarot_4_saisons.line.annulled")))
                    if not self.options["carry_through_annulment"] and streak:
                        lines.append(ScoreLine(taker, 0, "T4S §5", msg("tarot_4_saisons.line.bonus_dropped",
                                                                       bonus=PASS_BONUS * streak)))
                        streak = 0
                    summary = msg("tarot_4_saisons.summary.annulled", players=offenders)
                else:
                    self._declared_suites(e, lines)
                    won, details = self._result(e, taker, bid, form, s, streak, lines, details)
                    streak = 0
                    self._bonuses(e, taker, lines)
                    self._penalties(e, dealer, taker, s0, s, lines)
                    next_dealer = self.next_dealer_after(dealer)
                    summary = msg("tarot_4_saisons.summary.won" if won else "tarot_4_saisons.summary.lost",
                                  taker=taker, bid=msg(f"tarot_4_saisons.bid.{bid}"),
                                  form=msg(f"tarot_4_saisons.form.{form}"), stake=s)

        delta = self.delta_of(lines)
        totals = self.add(state.totals, delta)
        bar, winners = self._bar(state.bar, totals, lines)
        details = replace(details, bar=bar, winners=winners)
        new_state = self.evolve(state, totals=totals, dealer=next_dealer, deals=state.deals + 1,
                                finished=bool(winners), winners=winners, bar=bar, pass_streak=streak)
        return Outcome(new_state, delta, self.seat_order(lines), dealer, summary, details)

    def _kind_of(self, e: Values) -> str:
        if e["no_trump_players"]:
            return CANCELLED
        if any(f["kind"] == "misdeal" and f["repairable"] is False for f in e["faults"]):
            return UNREPAIRABLE
        if all(b["bid"] == "pass" for b in e["bids"]):
            return ALL_PASS
        return ANNULLED if any(self._annuls(f) for f in e["faults"]) else PLAYED

    @staticmethod
    def _annuls(fault: Mapping[str, Any]) -> bool:
        return bool(fault["kind"] in ANNULLING_FAULTS or (fault["kind"] == "chien_fault" and fault["exchanged"]))

    @staticmethod
    def _contract_of(e: Values) -> tuple[str, str, str]:
        last = [b for b in e["bids"] if b["bid"] != "pass"][-1]
        return last["player"], last["bid"], last["form"]

    @staticmethod
    def _option(e: Values, bid: str) -> bool:
        """§5 and ruling T-14: the option counts as taken when more chien cards were turned."""
        if bid not in CHIEN_OPTION:
            return False
        turned = e["chien_turned"]
        return bool(e["option_taken"]) or (turned is not None and turned > CHIEN_CARDS[bid])

    def _declarations(self, e: Values, lines: list[ScoreLine]) -> None:
        """§4: each Misère +2 (rulings T-9 revised, T-10: it stands whatever follows)."""
        for p in e["misere_players"]:
            lines.append(ScoreLine(p, MISERE_POINTS, "T4S §4", msg("tarot_4_saisons.line.misere")))

    def _declared_suites(self, e: Values, lines: list[ScoreLine]) -> None:
        for s in e["suites"]:
            lines.append(ScoreLine(s["player"], SUITE_POINTS, "T4S §8", msg("tarot_4_saisons.line.suite",
                                                                           suit=s["suit"])))

    def _result(self, e: Values, taker: str, bid: str, form: str, s: int, streak: int, lines: list[ScoreLine],
                details: Tarot4SaisonsDetails) -> tuple[bool, Tarot4SaisonsDetails]:
        """§5, §12 and rulings T-5, T-17, T-18: the game's result and the passed deals' bonus."""
        points: Mapping[str, int] = e["card_points"]
        chien: int = e["chien_points"]
        opponents = [p for p in self.players if p != taker]
        own = points[taker] + (chien if bid not in ("sans_points", "contre") else 0)
        theirs = {p: points[p] + (chien if bid == "contre" else 0) for p in opponents}
        capot = e["tricks_won"][taker] == TRICKS
        announced = any(c["player"] == taker and c["contract"] == "capot" for c in e["contracts"])
        if capot:
            won = True
            gain = (8 if announced else 4) * s
            lines.append(ScoreLine(taker, gain, "T4S §6", msg(
                "tarot_4_saisons.line.capot_announced" if announced else "tarot_4_saisons.line.capot",
                stake=s, gain=gain)))
        else:
            beats = all(own > theirs[p] for p in opponents)
            clear = own >= CLAIR
            won = clear if form == "clair" else beats
            if won:
                gain = 2 * s if form == "simple" and clear else s
                key = "won_double" if gain != s else "won"
                lines.append(ScoreLine(taker, gain, "T4S §12", msg(f"tarot_4_saisons.line.{key}", points=own,
                                                                   stake=s, gain=gain,
                                                                   form=msg(f"tarot_4_saisons.kind_of.{form}"))))
            else:
                for p in opponents:
                    lines.append(ScoreLine(p, s, "T4S §12", msg("tarot_4_saisons.line.lost", taker=taker,
                                                                points=own, stake=s,
                                                                form=msg(f"tarot_4_saisons.kind_of.{form}"))))
            if announced:
                for p in opponents:
                    lines.append(ScoreLine(p, 8 * s, "T4S §6", msg("tarot_4_saisons.line.capot_failed",
                                                                   taker=taker, gain=8 * s)))
        if streak:
            bonus = PASS_BONUS * streak
            for p in ([taker] if won else opponents):
                lines.append(ScoreLine(p, bonus, "T4S §5", msg("tarot_4_saisons.line.pass_bonus", n=streak,
                                                               bonus=bonus)))
        return won, replace(details, taker_points=own, opponents_points=dict(theirs), won=won, capot=capot)

    def _achieved(self, e: Values, taker: str) -> dict[str, set[str]]:
        """§6: who achieved each bonus (the capot is the game's result)."""
        last, t14 = e["last_trick"], e["trick14"]
        points, chien, bid = e["card_points"], e["chien_points"], self._contract_of(e)[1]
        return {
            "petit_au_bout": {last["winner"]} if last is not None and last["petit_won_it"] else set(),
            "deux_avant_dernier": {t14["winner"]} if t14 is not None and t14["two_won_it"] else set(),
            "trois_bouts": {p for p, n in e["bouts_in_tricks"].items() if n == 3},
            "quasi": {p for p in self.players if e["tricks_won"][p] == TRICKS - 1},
            "quatre_rois": {p for p, n in e["rois_in_tricks"].items() if n == 4},
            "quatre_as": {p for p, n in e["as_in_tricks"].items() if n == 4},
            # ruling T-15: each opponent on his own game points (the chien with a « contre »)
            "resistance": {p for p in self.players if p != taker and
                           points[p] + (chien if bid == "contre" else 0) >= RESISTANCE},
        }

    def _bonuses(self, e: Values, taker: str, lines: list[ScoreLine]) -> None:
        """§6 and rulings T-7, T-8: automatic bonuses, then contracts made or failed."""
        achieved = self._achieved(e, taker)
        countered = {(c["target"]["player"], c["target"]["contract"]) for c in e["counters"]
                     if c["target"] != "game"}
        contracted = {(c["player"], c["contract"]) for c in e["contracts"] if c["contract"] != "capot"}
        for bonus, who in achieved.items():
            auto = BONUSES[bonus][0]
            for p in self.players:
                if auto is not None and p in who and (p, bonus) not in contracted:
                    lines.append(ScoreLine(p, auto, "T4S §6", msg("tarot_4_saisons.line.bonus",
                                                                  bonus=msg(f"tarot_4_saisons.contract.{bonus}"),
                                                                  points=auto)))
        for c in e["contracts"]:
            player, contract = c["player"], c["contract"]
            if contract == "capot":
                continue
            value = BONUSES[contract][1] or 0
            extra = COUNTER if (player, contract) in countered else 0
            name = msg(f"tarot_4_saisons.contract.{contract}")
            if player in achieved[contract]:
                lines.append(ScoreLine(player, value + extra, "T4S §6", msg(
                    "tarot_4_saisons.line.contract_made", contract=name, points=value + extra, countered=bool(extra))))
                continue
            gainers = [p for p in self.players if p != taker] if player == taker else [taker]
            for p in gainers:
                lines.append(ScoreLine(p, value + extra, "T4S §6", msg(
                    "tarot_4_saisons.line.contract_failed", player=player, contract=name, points=value + extra,
                    countered=bool(extra))))

    def _penalties(self, e: Values, dealer: str, taker: str | None, s0: int, s: int,
                   lines: list[ScoreLine]) -> None:
        """§10, §11: the penalties of the deal, which stand even when it is annulled (T-9)."""
        for f in e["faults"]:
            player, kind = f["player"], f["kind"]
            if kind == "excuse_last_two":
                lines.append(ScoreLine(player, -EXCUSE_PENALTY, "T4S §10", msg("tarot_4_saisons.line.excuse_late")))
            elif kind == "misdeal":
                lines.append(ScoreLine(player, -MISDEAL_PENALTY, "T4S §11", msg("tarot_4_saisons.line.misdeal")))
            elif kind == "chien_fault":
                lines.append(ScoreLine(player, -CHIEN_FAULT_PENALTY, "T4S §11",
                                       msg("tarot_4_saisons.line.chien_fault")))
                if f["exchanged"]:
                    lines.append(ScoreLine(player, -s0, "T4S §11", msg("tarot_4_saisons.line.chien_fault_exchanged",
                                                                       stake=s0)))
            else:
                lines.append(ScoreLine(player, -(s + FAULT_EXTRA), "T4S §11", msg(
                    "tarot_4_saisons.line.play_fault", fault=msg(f"tarot_4_saisons.fault.{kind}"), stake=s,
                    penalty=s + FAULT_EXTRA)))

    def _bar(self, bar: int, totals: Mapping[str, int], lines: list[ScoreLine]) -> tuple[int, tuple[str, ...]]:
        """§13 and ruling T-12: the bar moves by 10 at once while two or more reach it."""
        over = [p for p in self.players if totals[p] >= bar]
        while len(over) >= 2:
            bar += BAR_STEP
            lines.append(ScoreLine(over[0], 0, "T4S §13", msg("tarot_4_saisons.line.bar_moves", players=over,
                                                              bar=bar)))
            over = [p for p in self.players if totals[p] >= bar]
        if len(over) == 1:
            lines.append(ScoreLine(over[0], 0, "T4S §13", msg("tarot_4_saisons.line.wins", total=totals[over[0]],
                                                              bar=bar)))
            return bar, (over[0],)
        return bar, ()

    # -- referee -------------------------------------------------------------------------------

    def trick_winner(self, trick: Trick[Card]) -> int:
        """§3, §9: index, in play order, of the card that takes the trick:
        the highest trump, else the highest card of the suit led; the Excuse never wins."""
        for c in trick.cards:
            if c not in TAROT_50:
                raise ValueError(f"{c}: not a card of Tarot 4 saisons (T4S §1)")
        if tarot_led(trick.cards) is None:
            raise ValueError("a trick of the Excuse alone has no winner (T4S §3)")
        return tarot_strongest(trick.cards, TAROT_50.ranks)

    def verify_play(self, trick: Trick[Card], hand: Sequence[Card], card: Card) -> None:
        """§9: follow the suit led; else trump; a trump where one lies already
        must go higher when it can (an under-trump otherwise); else anything.
        The Excuse may replace the card due (ruling T-4), except in the last
        two tricks (§10), unless it is all that is left. Raise
        :class:`PlayFault` (a ``ValueError``) when playing ``card`` is a fault of §10-§11."""
        if card not in hand:
            raise DealError("card", msg("tarot_4_saisons.refused.not_in_hand", card=card), "T4S §9")
        late = trick.number is not None and trick.number >= TRICKS - 1
        cards = trick.cards
        if card in tarot_allowed(cards, hand, excuse=not late):
            return
        if card.is_excuse:
            raise PlayFault("excuse_last_two", msg("tarot_4_saisons.refused.excuse_late"), "T4S §10")
        led = tarot_led(cards)
        assert led is not None
        if card.is_trump and any(c.is_trump for c in cards) and \
                (led.is_trump or not any(c.suit == led.suit for c in hand)):
            raise PlayFault("no_overtrump", msg("tarot_4_saisons.refused.no_overtrump", card=card), "T4S §9")
        if not led.is_trump and any(c.suit == led.suit for c in hand):
            raise PlayFault("revoke", msg("tarot_4_saisons.refused.revoke", card=card, led=led.suit), "T4S §9")
        # §9 (spec §9, Faults): not trumping when obliged is a revoke too
        key = "revoke_trump_led" if led.is_trump else "revoke_trump"
        raise PlayFault("revoke", msg(f"tarot_4_saisons.refused.{key}", card=card, led=led.suit), "T4S §9")

    @staticmethod
    def verify_bid(current: tuple[str, str] | None, bid: str, form: str) -> None:
        """§5, ruling T-2: a bid must be strictly stronger than the highest so far."""
        if current is not None and bid_rank(bid, form) <= bid_rank(*current):
            raise DealError("bids", msg("tarot_4_saisons.refused.bid_weaker"), "T4S §5")

    @staticmethod
    def can_bid(current: tuple[str, str] | None, bid: str, form: str) -> bool:
        return current is None or bid_rank(bid, form) > bid_rank(*current)

    @staticmethod
    def count_points(cards: Iterable[Card]) -> int:
        """§3: the points of a heap of cards."""
        return sum(card_points(c) for c in cards)

    # -- the referee: a trick, a Suite (compagnon/rules/referee.py) --------------------------

    referee_questions = ("trick", "combination")

    def referee_schema(self, question: str) -> Record:
        card = CardKind(TAROT_50)
        if question == "trick":
            number = Field("trick_number", Int(1, TRICKS), rule="T4S §10")
            return trick_schema((number,), card, len(self.players))
        return Record((
            Field("combination", Record((
                Field("suit", suit_choice()),
                Field("cards", ListOf(card, min=1, max=TRICKS, ordered=False), required=True),
            )), required=True, rule="T4S §8"),
        ))

    def referee(self, question: str, values: Values) -> Answer:
        if question == "trick":
            return self.referee_trick(values)
        return self._referee_suite(values["combination"]["suit"], values["combination"]["cards"])

    def trick_context(self, values: Values) -> Trick[Card]:
        _check_trick(values["plays"])
        return Trick(asked_plays(values), number=values["context"].get("trick_number"))

    def exception(self, trick: Trick[Card], hand: Sequence[Card], play: Card) -> tuple[str, Message] | None:
        """§9, ruling T-4: the Excuse played instead of the card due."""
        led = tarot_led(trick.cards)
        if not play.is_excuse or led is None:
            return None
        if any(not c.is_trump and not led.is_trump and c.suit == led.suit for c in hand):
            return "T4S §9", msg("tarot_4_saisons.referee.excuse_for_suit", suit=led.suit)
        if any(c.is_trump for c in hand):
            return "T4S §9", msg("tarot_4_saisons.referee.excuse_for_trump")
        return None

    def lead_depends_on_hand(self, trick: Trick[Card], play: Card) -> bool:
        """§10: in the last two tricks the Excuse leads only when it is all that is left."""
        return play.is_excuse and trick.number is not None and trick.number >= TRICKS - 1

    def trick_rule(self, trick: Trick[Card], winner: int) -> str:
        return "T4S §3"

    def trick_reason(self, trick: Trick[Card], winner: int) -> Message:
        return _why_it_wins(trick, winner)

    def play_verdict(self, trick: Trick[Card], hand: Sequence[Card] | None, card: Card) -> Verdict:
        """§10: an Excuse left for the last two tricks (forced, or not judged) still costs 6."""
        verdict = super().play_verdict(trick, hand, card)
        if trick.number is None or trick.number < TRICKS - 1 or not card.is_excuse or verdict.legal is False:
            return verdict
        return replace(verdict, rule="T4S §10",
                       reason=msg("tarot_4_saisons.referee.excuse_late", player=verdict.player))

    @staticmethod
    def _referee_suite(suit: Suit | None, shown: Sequence[Card]) -> Answer:
        """§8: a Suite is the Roi, the Dame, the Cavalier and the Valet of one
        suit, worth 2 points each; several may be shown."""
        if suit is not None:
            missing = [Card(r, suit) for r in SUITE_RANKS if Card(r, suit) not in shown]
            if missing:
                return Answer("combination", "T4S §8", msg("tarot_4_saisons.referee.suite_missing", suit=suit,
                                                            missing=missing), valid=False)
            return Answer("combination", "T4S §8", msg("tarot_4_saisons.referee.suite", suit=suit,
                                                        points=SUITE_POINTS), valid=True, points=SUITE_POINTS)
        suits = [s for s in SUITS if has_suite(shown, s)]
        if not suits:
            return Answer("combination", "T4S §8", msg("tarot_4_saisons.referee.no_suite"), valid=False)
        if len(suits) == 1:
            return Answer("combination", "T4S §8", msg("tarot_4_saisons.referee.suite", suit=suits[0],
                                                        points=SUITE_POINTS), valid=True, points=SUITE_POINTS)
        points = SUITE_POINTS * len(suits)
        return Answer("combination", "T4S §8", msg("tarot_4_saisons.referee.suites", suits=suits, points=points),
                      valid=True, points=points)


#: §8: the four figures of a Suite
SUITE_RANKS: tuple[str, ...] = ("R", "D", "C", "V")


def _check_trick(plays: Sequence[Mapping[str, Any]]) -> None:
    """A trick the table can have played: each card once (one pack), each
    player once, and not the Excuse alone (it never wins, §3)."""
    seen: set[Card] = set()
    players: set[str] = set()
    for play in plays:
        if play["card"] in seen:
            raise DealError("plays", msg("tarot_4_saisons.referee.card_twice", card=play["card"]), "T4S §1")
        if play["player"] in players:
            raise DealError("plays", msg("tarot_4_saisons.referee.player_twice", player=play["player"]), "T4S §9")
        seen.add(play["card"])
        players.add(play["player"])
    if tarot_led([p["card"] for p in plays]) is None:
        raise DealError("plays", msg("tarot_4_saisons.referee.excuse_alone"), "T4S §9")


def _why_it_wins(trick: Trick[Card], i: int) -> Message:
    """Why the card ``i`` takes the trick (§3, §9), with what goes with it:
    the Excuse (§10), the Petit au bout and the 2 avant-dernier (§6)."""
    cards, number = trick.cards, trick.number
    card = cards[i]
    led = tarot_led(cards)
    words: list[Message] = []
    if led is not None and cards[0].is_excuse:
        words.append(msg("tarot_4_saisons.referee.excuse_led", card=led))
    if card.is_trump:
        words.append(msg("tarot_4_saisons.referee.wins_trump", card=card))
    else:
        words.append(msg("tarot_4_saisons.referee.wins_suit", card=card, suit=card.suit))
    for play in trick.plays:
        if play.card.is_excuse:
            words.append(msg("tarot_4_saisons.referee.excuse_keeper", player=play.player,
                             winner=trick.plays[i].player))
    if card.is_trump and number == TRICKS and card.number == 1:
        words.append(msg("tarot_4_saisons.referee.petit_au_bout"))
    if card.is_trump and number == TRICKS - 1 and card.number == 2:
        words.append(msg("tarot_4_saisons.referee.deux_avant_dernier"))
    said = words[-1]
    for before in reversed(words[:-1]):
        said = msg("tarot_4_saisons.referee.then", first=before, then=said)
    return said


def _require_in_play(name: str) -> Callable[[Scope, Any], None]:
    """Spec §3J.2: the results of play are required in a played deal."""
    def check(scope: Scope, value: Any) -> None:
        if value is None and _in_play(scope):
            scope.refuse(msg("schema.required", what=msg(f"tarot_4_saisons.entry.{name}")))
    return check


def _trick_check(name: str) -> Callable[[Scope, Mapping[str, Any] | None], None]:
    def check(scope: Scope, trick: Mapping[str, Any] | None) -> None:
        if trick is None or _refuse_in_all_pass(scope, trick):
            return
        tricks = scope["tricks_won"]
        if tricks is not None and tricks.get(trick["winner"], 0) == 0:
            scope.refuse(msg("tarot_4_saisons.refused.winner_no_trick", player=trick["winner"]), "T4S §6",
                         at=f"{name}.winner")
    return check
