"""Bridgette: a Bridge for two, with three Colons, an exchange, and six manches.

The scoring follows ``shared/spec/bridgette.md`` (rulings A1-A13 there);
article numbers such as "Bridgette §8" are the rulebook's own. A manche is
entered once it is over: the contract, its declarer and its doubling (or the
auction they come from), the tricks the declarer won, and the faults, which
move tricks from the offender to his opponent before the score (§9).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Outcome, ScoreLine
from ..decks import BRIDGE_52, EXCUSE, SUITS, Card, Deck, Suit, trump
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer, plays_field
from ..registry import register
from ..schema import (
    INVALID,
    At,
    Bool,
    CardKind,
    Choice,
    Field,
    Int,
    ListOf,
    Player,
    Reader,
    Record,
    Scope,
    Tagged,
    Text,
    Values,
    suit_choice,
)
from ..tricks import CardTricks, Trick, asked_plays

__all__ = [
    "AuctionError", "Auction", "BRIDGETTE_55", "Bridgette", "BridgetteState", "COLON_ROYAL", "CONTRACT_TABLE",
    "Contract", "GRAND_COLON", "PETIT_COLON", "PlayFault", "STRAINS", "bid_rank", "colon_of", "contract_value",
    "defence_points", "group_of", "is_colon", "lowest_level", "run_auction", "tricks_after_faults",
    "BridgetteDetails", "DealKind",
]

MANCHES = 6  # §10
TRICKS = 13  # §4: 13 cards each
BOOK = 6  # §6: a bid counts the tricks beyond 6
MAX_LEVEL = 7  # §6
SANS_ATOUT = "sans_atout"

#: §6 strain order, weakest first.
STRAINS: tuple[str, ...] = ("trefle", "carreau", "coeur", "pique", SANS_ATOUT)
STRAIN_SUIT: Mapping[str, Suit | None] = {
    "trefle": Suit.TREFLE, "carreau": Suit.CARREAU, "coeur": Suit.COEUR, "pique": Suit.PIQUE, SANS_ATOUT: None,
}
DOUBLINGS: tuple[str, ...] = ("none", "contre", "surcontre")
CALLS: tuple[str, ...] = ("pass", "bid", "contre", "surcontre")
FAULT_KINDS: tuple[str, ...] = ("sa_without_all_suits", "other")
#: §9: tricks handed to the opponent per fault
FAULT_TRICKS: Mapping[str, int] = {"sa_without_all_suits": 3, "other": 2}
GROUPS: tuple[str, ...] = ("petit", "royal", "grand")

#: §3 rank order in every suit, weakest first.
ORDER: tuple[str, ...] = BRIDGE_52.ranks

#: §3 the Colons: the tarot 1 d'Atout, a Cavalier (any suit: it has none in play), the Excuse.
GRAND_COLON = trump(1)
COLON_ROYAL = Card("C")
PETIT_COLON = Card(EXCUSE)
#: §1: the 52 Bridge cards, the tarot 1, the Excuse and one Cavalier (written here as the Cavalier of pique).
BRIDGETTE_55 = Deck("55", ORDER, trumps=1, excuse=True, extra=(Card("C", Suit.PIQUE),))

#: §8 contract values (ruling A1: the « 3SA » of the partiel row stands for 2SA).
CONTRACT_TABLE: tuple[tuple[str, int, tuple[tuple[int, str], ...]], ...] = (
    ("minimum", 100, ((0, SANS_ATOUT), (1, "trefle"), (1, "carreau"), (1, "coeur"), (1, "pique"))),
    ("partiel", 200, ((1, SANS_ATOUT), (2, SANS_ATOUT), (2, "trefle"), (2, "carreau"), (2, "coeur"), (2, "pique"),
                      (3, "trefle"), (3, "carreau"), (3, "coeur"), (3, "pique"), (4, "trefle"), (4, "carreau"))),
    ("complet", 700, ((3, SANS_ATOUT), (4, SANS_ATOUT), (4, "coeur"), (4, "pique"), (5, "trefle"), (5, "carreau"),
                      (5, "coeur"), (5, "pique"))),
    ("petit_chelem", 1400, ((6, "trefle"), (6, "carreau"), (6, "coeur"), (6, "pique"))),
    ("sous_chelem", 1500, ((5, SANS_ATOUT),)),
    ("chelem_geant", 2000, ((6, SANS_ATOUT),)),
    ("grand_chelem", 2100, ((7, "trefle"), (7, "carreau"), (7, "coeur"), (7, "pique"))),
    ("super_chelem", 2500, ((7, SANS_ATOUT),)),
)
_CONTRACTS: Mapping[tuple[int, str], tuple[str, int]] = {
    bid: (name, points) for name, points, bids in CONTRACT_TABLE for bid in bids
}
#: §8 bonuses for a doubled contract, and the flat bonus for overtricks (ruling A6)
DOUBLING_BONUS: Mapping[str, int] = {"none": 0, "contre": 400, "surcontre": 1000}
OVERTRICK_BONUS: Mapping[str, int] = {"none": 100, "contre": 200, "surcontre": 500}
#: §8 what the defender scores per missing trick, up to 5, then the flat amount; multiplied when doubled
DOWN_PER_TRICK = 100
DOWN_FLAT = 1000
DOWN_FLAT_FROM = 6
DOWN_FACTOR: Mapping[str, int] = {"none": 1, "contre": 3, "surcontre": 4}


# --------------------------------------------------------------------- contracts and scoring

@dataclass(frozen=True)
class Contract:
    """A bid or a contract: a level 0..7 and a strain (§6)."""

    level: int
    strain: str

    @property
    def required(self) -> int:
        """§6: the tricks the declarer must win (6 + the level)."""
        return BOOK + self.level

    @property
    def trump(self) -> Suit | None:
        return STRAIN_SUIT[self.strain]

    @property
    def rank(self) -> int:
        return bid_rank(self.level, self.strain)

    @property
    def label(self) -> Message:
        return contract_label(self.level, self.strain)


def contract_label(level: int, strain: str) -> Message:
    return msg("bridgette.contract", level=level, strain=msg(f"bridgette.strain.{strain}"))


def bid_rank(level: int, strain: str) -> int:
    """§6: the position of a bid on the ladder 0SA < 1Tr < … < 7Pi < 7SA
    (level 0 exists only at Sans-Atout)."""
    if level == 0 and strain != SANS_ATOUT:
        raise ValueError("0 can only be bid at Sans-Atout (Bridgette §6)")
    return level * len(STRAINS) + STRAINS.index(strain)


def contract_value(level: int, strain: str) -> tuple[str, int]:
    """§8: the category of a made contract and what it is worth."""
    return _CONTRACTS[(level, strain)]


def defence_points(down: int, doubling: str) -> int:
    """§8: what the defender scores when the declarer is ``down`` tricks short."""
    base = DOWN_FLAT if down >= DOWN_FLAT_FROM else DOWN_PER_TRICK * down
    return base * DOWN_FACTOR[doubling]


def tricks_after_faults(declarer_tricks: int, owed_by_declarer: int, owed_by_defender: int) -> int:
    """§9 and ruling A5: the penalties of both players are netted, then the
    transfer is made, the declarer's tricks staying within 0..13."""
    return max(0, min(TRICKS, declarer_tricks + owed_by_defender - owed_by_declarer))


# --------------------------------------------------------------------- the auction (§6)

class AuctionError(DealError):
    """A call the auction rules of §6 forbid; ``index`` is its position
    (None when the auction as a whole is at fault)."""

    def __init__(self, index: int | None, message: Message) -> None:
        self.index = index
        super().__init__("auction" if index is None else f"auction[{index}]", message, "Bridgette §6")


@dataclass(frozen=True)
class Auction:
    """What an auction leads to (§6): the contract, its author and doubling,
    or nobody bidding (ruling A2); ``jumps`` are the positions of jump bids."""

    ended: bool
    contract: Contract | None
    declarer: str | None
    doubling: str
    jumps: tuple[int, ...] = ()

    @property
    def passed_out(self) -> bool:
        return self.ended and self.contract is None


def lowest_level(highest: Contract | None, strain: str) -> int | None:
    """§6: the lowest level at which ``strain`` may be bid over ``highest``
    (None when no level is left)."""
    start = 0 if strain == SANS_ATOUT else 1
    for level in range(start, MAX_LEVEL + 1):
        if highest is None or bid_rank(level, strain) > highest.rank:
            return level
    return None


def _other(players: Sequence[str], player: str) -> str | None:
    others = [p for p in players if p != player]
    return others[0] if len(others) == 1 else None


def run_auction(calls: Sequence[Mapping[str, Any]], players: Sequence[str], first: str | None = None, *,
                complete: bool = True) -> Auction:
    """Follow an auction call by call (§6, spec §3J.3) and return where it
    leads; raise :class:`AuctionError` on the first call the rules forbid.
    ``first``: who speaks first (the dealer's opponent), None when unknown.
    ``complete``: the auction must have reached its end."""
    highest: Contract | None = None
    declarer: str | None = None
    doubling = "none"
    previous: str | None = None
    passes = 0
    ended = False
    jumps: list[int] = []
    for i, call in enumerate(calls):
        kind, player = call["call"], call["player"]
        if ended:
            raise AuctionError(i, msg("bridgette.refused.after_end"))
        expected = first if i == 0 else _other(players, calls[i - 1]["player"])
        if expected is not None and player != expected:
            raise AuctionError(i, msg("bridgette.refused.turn", player=expected))
        if kind == "pass":
            passes += 1
            ended = previous == "contre" or passes >= 2
        elif kind == "bid":
            level, strain = call["level"], call["strain"]
            if level == 0 and strain != SANS_ATOUT:
                raise AuctionError(i, msg("bridgette.refused.level_zero"))
            bid = Contract(level, strain)
            if highest is not None and bid.rank <= highest.rank:
                raise AuctionError(i, msg("bridgette.refused.insufficient", bid=bid.label, highest=highest.label))
            lowest = lowest_level(highest, strain)
            if lowest is not None and level > lowest:
                jumps.append(i)
            highest, declarer, doubling, passes = bid, player, "none", 0
        elif kind == "contre":
            if previous != "bid":
                raise AuctionError(i, msg("bridgette.refused.contre"))
            doubling, passes = "contre", 0
        elif kind == "surcontre":
            if previous != "contre":
                raise AuctionError(i, msg("bridgette.refused.surcontre"))
            doubling, ended = "surcontre", True
        else:
            raise AuctionError(i, msg("bridgette.refused.call", call=str(kind)[:20]))
        previous = kind
    if complete and not ended:
        raise AuctionError(None, msg("bridgette.refused.unfinished"))
    return Auction(ended, highest, declarer, doubling, tuple(jumps))


# --------------------------------------------------------------------- the Colons and the tricks (§3, §7)

def is_colon(card: Card) -> bool:
    """§3: the tarot 1 d'Atout, the Cavalier and the Excuse."""
    return card == GRAND_COLON or card.rank == "C" or card.is_excuse


def group_of(card: Card) -> str:
    """§3 (spec §6.1): the group of a card or a Colon: ``petit`` (2 to 10),
    ``royal`` (Valet, Dame, Roi), ``grand`` (As)."""
    if card == GRAND_COLON or card.rank == "A":
        return "grand"
    if card.rank in ("V", "C", "D", "R"):
        return "royal"
    if card.is_excuse or card.rank in ORDER:
        return "petit"
    raise ValueError(f"{card}: not a card of Bridgette (Bridgette §1)")


def colon_of(group: str) -> Card:
    return {"petit": PETIT_COLON, "royal": COLON_ROYAL, "grand": GRAND_COLON}[group]


def _check_card(card: Card) -> None:
    if is_colon(card):
        return
    if card.suit not in SUITS or card.rank not in ORDER:
        raise ValueError(f"{card}: not a card of Bridgette (Bridgette §1)")


class PlayFault(DealError):
    """A play §7 and §7.1 forbid: one of the « other faults » of §9 (2 tricks)."""

    def __init__(self, kind: str, message: Message, rule: str = "Bridgette §7") -> None:
        self.kind = kind
        super().__init__("card", message, rule)


# --------------------------------------------------------------------- the entry

#: an auction whose calls could not be read (its problems are already reported)
_UNREADABLE: Any = type("Unreadable", (), {"__repr__": lambda self: "UNREADABLE"})()


@dataclass(frozen=True)
class _Calls(ListOf):
    """The auction: a list of calls whose refusal does not stop the fields
    that compare themselves with it (they are then left unchecked). Those
    fields need the auction (``needs``: it is read before them, though the
    table of refusals lists it last), and the reader skips whatever needs a
    refused value: their own problems, the level 0 of a contract and the
    fields given in a deal said passed out would then go unreported."""

    def read(self, raw: Any, at: At, r: Reader) -> Any:
        value = super().read(raw, at, r)
        return _UNREADABLE if value is INVALID else value


def _first_speaker(scope: Scope) -> str | None:
    dealer = scope["dealer"]
    if dealer is None and scope.state is not None:
        dealer = scope.state.dealer
    return None if dealer is None else _other(scope.players, dealer)


def _derived(scope: Scope) -> Auction | None:
    """Where the auction leads, when it is given and legal."""
    calls = scope["auction"]
    if calls is None or calls is _UNREADABLE:
        return None
    try:
        return run_auction(calls, scope.players, _first_speaker(scope))
    except AuctionError:
        return None


def _auction_given(scope: Scope) -> bool:
    """Whether an auction was given (whether or not it reads)."""
    return scope.given("auction")


def _passed_out(scope: Scope) -> bool:
    given = scope["passed_out"]
    if given is not None:
        return bool(given)
    derived = _derived(scope)
    return derived is not None and derived.passed_out


def _check_passed_out(scope: Scope, given: bool | None) -> None:
    derived = _derived(scope)
    if given is not None and derived is not None and given != derived.passed_out:
        scope.refuse(msg("bridgette.refused.passed_out_auction" if given else "bridgette.refused.auction_passed_out"))
        return
    if not _passed_out(scope):
        return
    # the fields given, as given: those after passed_out are not read yet
    raw = scope.raw
    present = [k for k in ("contract", "declarer", "declarer_tricks") if scope.given(k)]
    if raw.get("faults") not in (None, []):
        present.append("faults")
    if raw.get("doubling") not in (None, "none"):
        present.append("doubling")
    if present:
        scope.refuse(msg("bridgette.refused.passed_out_fields", fields=[msg(f"bridgette.field.{k}") for k in present]))


def _check_contract(scope: Scope, contract: Mapping[str, Any] | None) -> None:
    if contract is not None and contract["level"] == 0 and contract["strain"] != SANS_ATOUT:
        scope.refuse(msg("bridgette.refused.level_zero"), at="contract.level")
        return
    if _passed_out(scope):
        return
    if contract is None:
        if not _auction_given(scope):
            scope.refuse(msg("bridgette.refused.contract_required"))
        return
    derived = _derived(scope)
    if derived is not None and derived.contract is not None and \
            Contract(contract["level"], contract["strain"]) != derived.contract:
        scope.refuse(msg("bridgette.refused.contract_auction", contract=derived.contract.label))


def _check_declarer(scope: Scope, declarer: str | None) -> None:
    if _passed_out(scope):
        return
    if declarer is None:
        if not _auction_given(scope):
            scope.refuse(msg("bridgette.refused.declarer_required"))
        return
    derived = _derived(scope)
    if derived is not None and derived.declarer is not None and declarer != derived.declarer:
        scope.refuse(msg("bridgette.refused.declarer_auction", player=derived.declarer))


def _check_doubling(scope: Scope, doubling: str | None) -> None:
    if doubling is None or _passed_out(scope):
        return
    derived = _derived(scope)
    if derived is not None and derived.contract is not None and doubling != derived.doubling:
        scope.refuse(msg("bridgette.refused.doubling_auction", doubling=msg(f"bridgette.doubling.{derived.doubling}")))


def _check_tricks(scope: Scope, tricks: int | None) -> None:
    if tricks is not None or _passed_out(scope):
        return
    if _auction_given(scope) and _derived(scope) is None:
        return  # an auction that cannot be followed: whether the deal was passed out is unknown
    scope.refuse(msg("bridgette.refused.tricks_required"))


def _check_auction(scope: Scope, calls: Any) -> None:
    if calls is None or calls is _UNREADABLE:
        return
    try:
        run_auction(calls, scope.players, _first_speaker(scope))
    except AuctionError as error:
        scope.refuse(error.message, "Bridgette §6", at=error.path)


_STRAIN = Choice(STRAINS, labels="bridgette.strain")


class DealKind(StrEnum):
    """How a deal of Bridgette went."""

    #: a contract was played (§8)
    PLAYED = "played"
    #: everybody passed: nothing is scored (§6)
    PASSED_OUT = "passed_out"


@dataclass(frozen=True, kw_only=True)
class BridgetteDetails(DealDetails):
    """A deal of Bridgette: the manche it was, the contract, its declarer
    and doubling, the tricks he took and those counted after the faults
    (§9), the contract made or not, and who scored (§8)."""

    kind: DealKind
    manche: int | None = None
    contract: Contract | None = None
    declarer: str | None = None
    doubling: str | None = None
    declarer_tricks: int | None = None
    tricks: int | None = None
    made: bool | None = None
    scorer: str | None = None


@dataclass(frozen=True, kw_only=True)
class BridgetteState(GameState):
    """The running totals; ``dealer`` alternates over the entries (ruling A3)."""

    #: §10 manches counted so far (passed-out deals do not count, ruling A2)
    manches: int = 0


@dataclass(frozen=True)
class BridgetteTrick(Trick[Card]):
    """A trick of Bridgette: the suit the leader may not lead, after a Colon answered the trick before (§7.1)."""

    banned: Suit | None = None


def _manches(game: Bridgette) -> list[Message | str]:
    """A pad's rows are the six manches and the deciding seventh (Bri §10)."""
    return [*(str(n) for n in range(1, MANCHES + 1)), msg("bridgette.blank.decider")]


SHEET: SheetSpec[Bridgette] = SheetSpec(
    #: on paper, per manche: who took, the contract and its doubling, the tricks
    columns=("declarer", "contract", "doubling", "declarer_tricks"),
    facts=("deciding_deal",),
    handwritten=(PadColumn("turned", width=1.0), PadColumn("contract", width=1.2), PadColumn("declarer", width=1.4),
                 PadColumn("doubling", width=1.0), PadColumn("tricks", width=0.9), PadColumn("faults", width=1.4)),
    rows=7,
    row_height=14.0,
    row_labels=_manches,
)


@register(sheet=SHEET)
class Bridgette(Game[BridgetteState], CardTricks[BridgetteTrick]):
    slug = "bridgette"
    name = "Bridgette"
    players_min = players_max = 2  # §2
    rulebook_section = "Bridgette"
    deck = BRIDGETTE_55
    unit = "points"
    reminders = (
        ("Bridgette §6", "bridgette.reminder.bids"),
        ("Bridgette §8", "bridgette.reminder.contracts"),
        ("Bridgette §8", "bridgette.reminder.bonuses"),
        ("Bridgette §8", "bridgette.reminder.down"),
        ("Bridgette §9", "bridgette.reminder.faults"),
        ("Bridgette §7.1", "bridgette.reminder.colons"),
        ("Bridgette §10", "bridgette.reminder.end"),
    )

    # -- the entry (spec §3J.2, in the order of its refusals) --------------------------

    def entry(self) -> Record:
        call = Tagged("call", {
            "pass": Record((Field("player", Player(), required=True),)),
            "bid": Record((
                Field("player", Player(), required=True),
                Field("level", Int(0, MAX_LEVEL), required=True),
                Field("strain", _STRAIN, required=True),
            )),
            "contre": Record((Field("player", Player(), required=True),)),
            "surcontre": Record((Field("player", Player(), required=True),)),
        })
        return Record((
            Field("dealer", Player(), rule="Bridgette §4"),
            Field("turned_card_group", Choice(GROUPS), group="more", rule="Bridgette §5"),
            Field("passed_out", Bool(), needs=("auction",), group="more", rule="Bridgette §6",
                  checks=(_check_passed_out,)),
            Field("contract", Record((
                Field("level", Int(0, MAX_LEVEL), required=True),
                Field("strain", _STRAIN, required=True),
            )), needs=("auction",), rule="Bridgette §6", checks=(_check_contract,)),
            Field("declarer", Player(), needs=("auction",), rule="Bridgette §6", checks=(_check_declarer,)),
            Field("doubling", Choice(DOUBLINGS), needs=("auction",), rule="Bridgette §6", checks=(_check_doubling,)),
            Field("declarer_tricks", Int(0, TRICKS), needs=("auction",), rule="Bridgette §8",
                  checks=(_check_tricks,)),
            Field("faults", ListOf(Record((
                Field("offender", Player(), required=True),
                Field("kind", Choice(FAULT_KINDS), required=True),
                Field("note", Text(200)),
            ))), default=(), group="more", rule="Bridgette §9"),
            Field("auction", _Calls(call), group="more", rule="Bridgette §6", checks=(_check_auction,)),
        ), form_order=("declarer", "contract", "doubling", "declarer_tricks", "dealer", "faults", "auction",
                       "passed_out", "turned_card_group"))

    # -- state -----------------------------------------------------------------------

    def new_state(self) -> BridgetteState:
        return BridgetteState(totals=self.zero(), dealer=self.first_dealer)

    def report(self, state: BridgetteState) -> JSONObject:
        return {"manches_played": state.manches, "next_dealer": state.dealer}

    def facts(self, state: BridgetteState) -> list[Fact]:
        # §10: past the sixth manche only to break a tie, so « 7 » and not « 7/6 »; the deciding
        # deal is ticked while it is due, and once the game is over when one was played
        deciding = state.manches > MANCHES if state.finished else state.manches >= MANCHES
        return [
            Fact("manches_played", msg("bridgette.fact.manches"), state.manches, FactKind.COUNTER,
                 limit=MANCHES if state.manches <= MANCHES else None),
            Fact("deciding_deal", msg("bridgette.fact.deciding"), deciding, FactKind.MARKER),
        ]

    # -- scoring ------------------------------------------------------------------------

    def score_deal(self, state: BridgetteState, e: Values) -> Outcome[BridgetteState]:
        dealer = self.dealer_of(state, e)
        next_dealer = self.next_dealer_after(dealer)  # ruling A3: every entry, passed out or not
        derived = None
        if e["auction"] is not None:
            derived = run_auction(e["auction"], self.players, _other(self.players, dealer))
        passed_out = bool(e["passed_out"]) if e["passed_out"] is not None else \
            derived is not None and derived.passed_out
        if passed_out:
            line = ScoreLine(dealer, 0, "Bridgette §6", msg("bridgette.line.passed_out"))
            return Outcome(self.evolve(state, dealer=next_dealer, deals=state.deals + 1), self.zero(), (line,),
                           dealer, msg("bridgette.summary.passed_out"), BridgetteDetails(kind=DealKind.PASSED_OUT))

        if derived is not None and derived.contract is not None and derived.declarer is not None:
            contract, declarer, doubling = derived.contract, derived.declarer, derived.doubling
        else:
            contract = Contract(e["contract"]["level"], e["contract"]["strain"])
            declarer, doubling = e["declarer"], e["doubling"] or "none"
        defender = _other(self.players, declarer)
        assert defender is not None
        lines: list[ScoreLine] = []
        if derived is not None:
            lines.extend(self._jump_lines(e["auction"], derived))

        taken: int = e["declarer_tricks"]
        owed = {p: 0 for p in self.players}
        for fault in e["faults"]:
            offender, kind = fault["offender"], fault["kind"]
            n = FAULT_TRICKS[kind]
            owed[offender] += n
            lines.append(ScoreLine(offender, 0, "Bridgette §9",
                                   msg(f"bridgette.line.fault_{kind}", tricks=n, to=_other(self.players, offender),
                                       note=msg("bridgette.how.note", note=fault["note"]) if fault["note"] else "")))
        tricks = tricks_after_faults(taken, owed[declarer], owed[defender])
        if tricks != taken:
            lines.append(ScoreLine(declarer, 0, "Bridgette §9",
                                   msg("bridgette.line.tricks_after_faults", taken=taken, tricks=tricks)))

        required = contract.required
        made = tricks >= required
        doubled = msg(f"bridgette.doubling.{doubling}")
        if made:
            category, value = contract_value(contract.level, contract.strain)
            lines.append(ScoreLine(declarer, value, "Bridgette §8",
                                   msg("bridgette.line.made", contract=contract.label, tricks=tricks,
                                       required=required, category=msg(f"bridgette.category.{category}"))))
            if doubling != "none":
                lines.append(ScoreLine(declarer, DOUBLING_BONUS[doubling], "Bridgette §8",
                                       msg(f"bridgette.line.bonus_{doubling}")))
            if tricks > required:
                lines.append(ScoreLine(declarer, OVERTRICK_BONUS[doubling], "Bridgette §8",
                                       msg("bridgette.line.overtricks", extra=tricks - required, doubling=doubled)))
            lines.append(ScoreLine(defender, 0, "Bridgette §8", msg("bridgette.line.one_scorer")))
            scorer = declarer
        else:
            down = required - tricks
            points = defence_points(down, doubling)
            lines.append(ScoreLine(declarer, 0, "Bridgette §8",
                                   msg("bridgette.line.failed", contract=contract.label, tricks=tricks,
                                       required=required)))
            how = msg("bridgette.how.flat") if down >= DOWN_FLAT_FROM else msg("bridgette.how.per_trick", down=down)
            lines.append(ScoreLine(defender, points, "Bridgette §8",
                                   msg(f"bridgette.line.down_{doubling}", down=down, how=how)))
            scorer = defender

        delta = self.delta_of(lines)
        totals = self.add(state.totals, delta)
        manches = state.manches + 1
        finished = False
        winners: tuple[str, ...] = ()
        best = max(totals.values())
        leaders = tuple(p for p in self.players if totals[p] == best)
        if manches >= MANCHES and len(leaders) == 1:
            finished, winners = True, leaders
            lines.append(ScoreLine(leaders[0], 0, "Bridgette §10", msg("bridgette.line.wins", total=best,
                                                                        manches=manches)))
        elif manches >= MANCHES:
            for p in self.players:
                lines.append(ScoreLine(p, 0, "Bridgette §10", msg("bridgette.line.tie", total=best)))
        new_state = self.evolve(state, totals=totals, dealer=next_dealer, deals=state.deals + 1, manches=manches,
                                finished=finished, winners=winners)
        summary = msg("bridgette.summary.made" if made else "bridgette.summary.failed", n=manches,
                      contract=contract.label, declarer=declarer, doubling=msg(f"bridgette.suffix.{doubling}"),
                      player=scorer, points=delta[scorer])
        details = BridgetteDetails(kind=DealKind.PLAYED, manche=manches, contract=contract, declarer=declarer,
                                   doubling=doubling, declarer_tricks=taken, tricks=tricks, made=made, scorer=scorer)
        return Outcome(new_state, delta, tuple(lines), dealer, summary, details)

    def _jump_lines(self, calls: Sequence[Mapping[str, Any]], auction: Auction) -> list[ScoreLine]:
        """§6: a jump bid in a suit needs 4 cards of it; the app can only remind (never an error)."""
        lines = []
        for i in auction.jumps:
            call = calls[i]
            if call["strain"] != SANS_ATOUT:
                lines.append(ScoreLine(call["player"], 0, "Bridgette §6",
                                       msg("bridgette.line.jump", bid=contract_label(call["level"], call["strain"]),
                                           suit=STRAIN_SUIT[call["strain"]])))
        return lines

    # -- referee: the auction (§6) ------------------------------------------------------------

    def first_speaker(self, dealer: str) -> str:
        """§6: the dealer's opponent speaks first."""
        other = _other(self.players, dealer)
        assert other is not None
        return other

    def verify_call(self, auction_so_far: Sequence[Mapping[str, Any]], call: Mapping[str, Any],
                    dealer: str | None = None) -> Auction:
        """Raise :class:`AuctionError` when ``call`` (``{"player", "call",
        "level"?, "strain"?}``) may not follow ``auction_so_far``; return
        where the auction then stands."""
        first = self.first_speaker(dealer) if dealer is not None else None
        return run_auction([*auction_so_far, call], self.players, first, complete=False)

    def can_call(self, auction_so_far: Sequence[Mapping[str, Any]], call: Mapping[str, Any],
                 dealer: str | None = None) -> bool:
        try:
            self.verify_call(auction_so_far, call, dealer)
        except DealError:
            return False
        return True

    def is_jump(self, auction_so_far: Sequence[Mapping[str, Any]], level: int, strain: str,
                dealer: str | None = None) -> bool:
        """§6: whether bidding ``level`` ``strain`` now is a jump (it then needs
        4 cards of a suit; ruling A4: nothing more at Sans-Atout)."""
        first = self.first_speaker(dealer) if dealer is not None else None
        highest = run_auction(auction_so_far, self.players, first, complete=False).contract
        lowest = lowest_level(highest, strain)
        return lowest is not None and level > lowest

    # -- referee: the play (§7, §7.1) --------------------------------------------------------

    def trick_winner(self, trick: BridgetteTrick) -> int:
        """§7 and §7.1 (spec §6.2): 0 when the leader takes the trick, 1 when
        his opponent does (a lead not yet answered holds it); no trump at Sans-Atout."""
        cards = trick.cards
        if len(cards) == 1:
            return 0
        if len(cards) != 2:
            raise ValueError("a trick of Bridgette has two cards (Bridgette §7)")
        lead, response = cards
        _check_card(lead)
        _check_card(response)
        trump_suit = trick.trump
        if is_colon(lead):
            if is_colon(response):
                return 0  # ruling A8
            if group_of(response) == group_of(lead) or (trump_suit is not None and response.suit == trump_suit):
                return 1
            return 0
        if is_colon(response):
            return 0
        if response.suit == lead.suit:
            return 1 if ORDER.index(response.rank) > ORDER.index(lead.rank) else 0
        return 1 if trump_suit is not None and response.suit == trump_suit else 0

    @staticmethod
    def banned_suit(lead: Card, response: Card) -> Suit | None:
        """§7.1: the suit the leader may not lead at the next trick, after his
        opponent answered with the Colon of the led card's group."""
        if not is_colon(lead) and is_colon(response) and colon_of(group_of(lead)) == _as_colon(response):
            return lead.suit
        return None

    @staticmethod
    def _allowed(trick: BridgetteTrick, hand: Sequence[Card]) -> list[Card]:
        """§7, §7.1: the cards that may be played now (rulings A7-A9)."""
        if not trick.plays:
            banned = trick.banned
            if banned is None or all(c.suit == banned and not is_colon(c) for c in hand):
                return list(hand)
            return [c for c in hand if is_colon(c) or c.suit != banned]
        lead = trick.cards[0]
        if is_colon(lead):
            return list(hand)  # ruling A8
        following = [c for c in hand if not is_colon(c) and c.suit == lead.suit]
        if not following:
            return list(hand)
        matching = [c for c in hand if is_colon(c) and _as_colon(c) == colon_of(group_of(lead))]
        return following + matching  # ruling A7

    def verify_play(self, trick: BridgetteTrick, hand: Sequence[Card], card: Card) -> None:
        """Raise :class:`PlayFault` when playing ``card`` is a fault of §7 or
        §7.1 (worth 2 tricks, §9), :class:`DealError` when it is not in hand."""
        if card not in hand:
            raise DealError("card", msg("bridgette.refused.not_in_hand", card=card), "Bridgette §7")
        if card in self._allowed(trick, hand):
            return
        if not trick.plays:
            raise PlayFault("forbidden_lead", msg("bridgette.refused.forbidden_lead", suit=trick.banned),
                            "Bridgette §7.1")
        lead = trick.cards[0]
        if is_colon(card):
            raise PlayFault("illegal_colon", msg("bridgette.refused.illegal_colon", suit=lead.suit),
                            "Bridgette §7.1")
        raise PlayFault("revoke", msg("bridgette.refused.revoke", suit=lead.suit))

    # -- the referee: a trick (compagnon/rules/referee.py) ---------------------------------------

    referee_questions = ("trick",)

    def referee_schema(self, question: str) -> Record:
        card = CardKind(BRIDGETTE_55)
        return Record((
            Field("context", Record((
                # the contract's strain: no trump at Sans-Atout (§6)
                Field("trump", suit_choice()),
                # the trick before, when its answer was a Colon: it may forbid a suit to the leader (§7.1)
                Field("previous", Record((Field("lead", card, required=True),
                                          Field("response", card, required=True)))),
            )), default={}),
            plays_field(card, len(self.players)),
        ), form_order=("context", "plays"))

    def referee(self, question: str, values: Values) -> Answer:
        return self.referee_trick(values)

    def trick_context(self, values: Values) -> BridgetteTrick:
        context = values["context"]
        previous = context.get("previous")
        _distinct(values["plays"], previous)
        banned = self.banned_suit(previous["lead"], previous["response"]) if previous else None
        return BridgetteTrick(asked_plays(values), trump=context.get("trump"), banned=banned)

    def lead_depends_on_hand(self, trick: BridgetteTrick, play: Card) -> bool:
        """§7.1: the suit a Colon forbade leads only from a hand holding nothing else."""
        return trick.banned is not None and play.suit == trick.banned and not is_colon(play)

    def trick_rule(self, trick: BridgetteTrick, winner: int) -> str:
        return _why_it_takes(trick.cards, trick.trump, winner)[0]

    def trick_reason(self, trick: BridgetteTrick, winner: int) -> Message:
        return _why_it_takes(trick.cards, trick.trump, winner)[1]

    @staticmethod
    def exchange_size(turned: Card) -> int:
        """§5: how many cards the dealer receives (his opponent always 2)."""
        return {"petit": 4, "royal": 8, "grand": 12}[group_of(turned)]


def _shown(card: Card) -> Message | Card:
    """A card as the table names it: a Colon by its name (§3)."""
    return msg(f"bridgette.referee.card.{group_of(card)}") if is_colon(card) else card


def _colon(card: Card) -> Message:
    return msg(f"bridgette.referee.colon.{group_of(card)}")


def _distinct(plays: Sequence[Mapping[str, Any]], previous: Mapping[str, Card] | None) -> None:
    """§1: one pack, so a card comes out once; and the two cards of a trick are two players' (§7)."""
    seen = [previous["lead"], previous["response"]] if previous else []
    for i, play in enumerate(plays):
        if play["card"] in seen:
            raise DealError(f"plays[{i}].card", msg("bridgette.referee.twice", card=_shown(play["card"])),
                            "Bridgette §1")
        seen.append(play["card"])
    if len(plays) == 2 and plays[0]["player"] == plays[1]["player"]:
        raise DealError("plays[1].player", msg("bridgette.referee.opponent_answers", player=plays[0]["player"]),
                        "Bridgette §7")


def _why_it_takes(cards: Sequence[Card], trump_suit: Suit | None, winner: int) -> tuple[str, Message]:
    """§7, §7.1 (rulings A7, A8): the article and the words that say why the card takes the trick."""
    lead = cards[0]
    if len(cards) == 1:
        return "Bridgette §7", msg("bridgette.referee.alone", card=_shown(lead))
    response = cards[1]
    if is_colon(lead):
        colon = _colon(lead)
        if is_colon(response):
            return "Bridgette §7.1", msg("bridgette.referee.colon_on_colon", card=_shown(response), colon=colon)
        if winner == 1 and group_of(response) == group_of(lead):
            return "Bridgette §7.1", msg("bridgette.referee.group_takes_colon", card=response, colon=colon)
        if winner == 1:
            return "Bridgette §7.1", msg("bridgette.referee.trump_takes_colon", card=response, colon=colon)
        return "Bridgette §7.1", msg("bridgette.referee.colon_keeps", card=response, colon=colon)
    if is_colon(response):
        banned = Bridgette.banned_suit(lead, response)
        if banned is not None:
            return "Bridgette §7.1", msg("bridgette.referee.colon_answer_bans", colon=_colon(response), card=lead,
                                         suit=banned)
        return "Bridgette §7.1", msg("bridgette.referee.colon_answer", colon=_colon(response), card=lead)
    if response.suit == lead.suit:
        return "Bridgette §7", msg("bridgette.referee.higher", card=cards[winner], other=cards[1 - winner])
    if winner == 1:
        return "Bridgette §7", msg("bridgette.referee.trumps", card=response, suit=lead.suit)
    return "Bridgette §7", msg("bridgette.referee.discard", card=response, lead=lead)


def _as_colon(card: Card) -> Card:
    """A Colon as its constant (any Cavalier is the Colon Royal)."""
    return COLON_ROYAL if card.rank == "C" else card
