"""Caisse: three players, 32 cards, a taker against two, contracts, counters and the défi.

The scoring follows ``shared/spec/caisse.md`` (rulings K1-K15 and the
clarifications of its §3J.5); article numbers such as "Caisse §7.1" are the
rulebook's own. A deal is entered once it is over: the game declared (trump,
Sans-Atout, Misère, Misère Générale) and how, the taker, the counters, the
contracts, the défi, then each player's card points and last trick (or the
tricks for the Misères), the combinations announced and the Belote.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Outcome, ScoreLine
from ..decks import PIQUET_32, SUITS, Card, Suit
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer, plays_field
from ..registry import register
from ..schema import (
    All,
    AnyOf,
    Bool,
    CardKind,
    Choice,
    Field,
    Given,
    Int,
    Is,
    ListOf,
    Not,
    Player,
    PlayerMap,
    Record,
    Scope,
    Text,
    Values,
    rank_choice,
    suit_choice,
)
from ..tricks import CardTricks, Trick, asked_plays, cards_held, follow_or_trump, hands_hold_their_cards, strongest

__all__ = [
    "BASE_STAKE", "CALL_ORDER", "CARD_CONTRACTS", "CONTRACTS", "NOMINAL", "PLAIN_ORDER", "RUN_ORDER", "TARGET",
    "TRUMP_ONLY", "TRUMP_ORDER", "Caisse", "CaisseState", "Combos", "Contest", "PlayFault", "Suite",
    "card_points", "carre_strength", "suite_words", "contest", "counter_factor", "hand_combinations", "misere_generale",
    "suite_points", "verify_combos",
    "CaisseDetails", "ContractDone",
]

GAMES: tuple[str, ...] = ("trump", "sans_atout", "misere", "misere_generale")
#: §5.4 the games whose cards are played out and counted
PLAYED_GAMES: tuple[str, ...] = ("trump", "sans_atout")
#: §5.4 the stake of each game
BASE_STAKE: Mapping[str, int] = {"trump": 1, "sans_atout": 2, "misere": 5, "misere_generale": 3}
#: §5 the declaration round of each game, when it is not entered
DEFAULT_ROUND: Mapping[str, int | str] = {"trump": 1, "sans_atout": 2, "misere": 3, "misere_generale": "general"}
ALLOWED_ROUNDS: Mapping[str, tuple[int | str, ...]] = {
    "trump": (1, 2), "sans_atout": (2,), "misere": (3,), "misere_generale": ("general",)}
ROUNDS: tuple[int | str, ...] = (1, 2, 3, "general")

#: §5.2 the round-2 calls, weakest first
CALL_ORDER: tuple[str, ...] = ("pique", "carreau", "coeur", "trefle", "sans_atout")
CALLS: tuple[str, ...] = (*CALL_ORDER, "pass")

#: §7.1 contracts and their nominal values
NOMINAL: Mapping[str, int] = {
    "caisse": 1, "clarte": 1, "cent": 2, "deux_cents": 1, "quarante_quatre": 1, "tous_les_trois": 1,
    "ultime": 2, "famille": 1, "tous_les_atouts": 2, "capot": 5,
}
CONTRACTS: tuple[str, ...] = tuple(NOMINAL)
#: §7.1 the contracts that exist only in a trump game
TRUMP_ONLY: frozenset[str] = frozenset({"caisse", "tous_les_trois", "ultime", "famille", "tous_les_atouts"})
#: the contracts decided by which cards the contractant won (entered as fulfilled or not)
CARD_CONTRACTS: tuple[str, ...] = ("quarante_quatre", "tous_les_trois", "ultime", "famille", "tous_les_atouts")
#: §7.1 thresholds (trump game, Sans-Atout)
THRESHOLDS: Mapping[str, tuple[int, int]] = {"clarte": (82, 66), "cent": (100, 80), "deux_cents": (200, 180)}

PHASES: tuple[int, ...] = (6, 9)
MAX_COUNTERS = 4  # §8
MAX_DOUBLINGS = 5  # §11
TRICKS = 9  # §4
LAST_TRICK = 10  # §3
BELOTE = 20  # §9.4
CARRE = 80  # §9
#: §3 the most card points in tricks (without the dix de der)
MAX_CARD_POINTS: Mapping[str, int] = {"trump": 152, "sans_atout": 120}
#: §9: from a hand of 9 cards, suites make at most a quinte and a quarte (100 + 50), carrés two
MAX_COMBO_POINTS = 100 + 50 + 2 * CARRE
#: §3: all the card points of a deal, those of a trump game
MOST_CARD_POINTS = max(MAX_CARD_POINTS.values())
TARGET = 20  # §13.1
TARGET_STEP = 20  # §13.1

#: §3 rank orders, weakest first
TRUMP_ORDER: tuple[str, ...] = ("7", "8", "D", "R", "10", "A", "9", "V")
PLAIN_ORDER: tuple[str, ...] = ("7", "8", "9", "V", "D", "R", "10", "A")
RUN_ORDER: tuple[str, ...] = ("7", "8", "9", "10", "V", "D", "R", "A")
RANKS = RUN_ORDER

TRUMP_POINTS: Mapping[str, int] = {"7": 0, "8": 0, "9": 14, "V": 20, "D": 3, "R": 4, "10": 10, "A": 11}
PLAIN_POINTS: Mapping[str, int] = {"7": 0, "8": 0, "9": 0, "V": 2, "D": 3, "R": 4, "10": 10, "A": 11}


def card_points(card: Card, trump: Suit | None) -> int:
    """§3: what a card is worth in a trick (``trump`` None: Sans-Atout)."""
    return (TRUMP_POINTS if card.suit == trump else PLAIN_POINTS)[card.rank]


def counter_factor(phases: Sequence[int]) -> int:
    """§8: each counter level multiplies by 4 in the 6-card round, by 2 at 9 cards."""
    factor = 1
    for phase in phases:
        factor *= 4 if phase == 6 else 2
    return factor


def suite_points(length: int) -> int:
    """§9: tierce 20, quarte 50, quinte and longer 100."""
    return 20 if length == 3 else 50 if length == 4 else 100


def carre_strength(rank: str, trump_game: bool) -> int:
    """§9.1: carrés rank by the trump order in a trump game, the plain order in Sans-Atout."""
    return (TRUMP_ORDER if trump_game else PLAIN_ORDER).index(rank)


def misere_generale(tricks: Mapping[str, int]) -> dict[str, int]:
    """§5.4: the most tricks (alone) loses, the others score 3; two at 4
    tricks give 5 to the third; three at 3, nobody scores."""
    out = {p: 0 for p in tricks}
    most = max(tricks.values())
    top = [p for p in tricks if tricks[p] == most]
    if len(top) == 1:
        for p in tricks:
            if p != top[0]:
                out[p] = 3
    elif len(top) == 2:
        third = next(p for p in tricks if p not in top)
        out[third] = 5
    return out


# --------------------------------------------------------------------- combinations

@dataclass(frozen=True, order=True)
class Suite:
    """§9: a run of ``length`` cards of ``suit`` up to ``top``, in the run order 7-8-9-10-V-D-R-As."""

    suit: Suit
    top: str
    length: int

    @property
    def high(self) -> int:
        return RUN_ORDER.index(self.top)

    @property
    def low(self) -> int:
        return self.high - self.length + 1

    @property
    def valid(self) -> bool:
        return 3 <= self.length <= 8 and self.low >= 0

    def cards(self) -> set[Card]:
        return {Card(RUN_ORDER[i], self.suit) for i in range(max(self.low, 0), self.high + 1)}

    def key(self, trump: Suit | None) -> tuple[int, int, int]:
        """§9.1: length, then the top card, then a trump suite above another."""
        return (self.length, self.high, 1 if self.suit == trump else 0)

    def touches(self, other: Suite) -> bool:
        """Two runs of one suit that overlap or touch (§9 NB: not allowed)."""
        return self.suit == other.suit and not (self.high + 1 < other.low or other.high + 1 < self.low)


@dataclass(frozen=True)
class Combos:
    """One player's announced combinations: suites and carrés (ranks)."""

    suites: tuple[Suite, ...] = ()
    carres: tuple[str, ...] = ()

    def cards(self) -> set[Card]:
        held: set[Card] = set()
        for s in self.suites:
            held |= s.cards()
        for rank in self.carres:
            held |= {Card(rank, suit) for suit in SUITS}
        return held


@dataclass(frozen=True)
class Contest:
    """§9 and §9.1 settled: who scores suites and carrés, and why."""

    #: combination points per player (every player present)
    points: Mapping[str, int]
    #: the player scoring every suite he holds, or None
    suites_winner: str | None
    #: the players tied for the strongest suite (nobody scores suites then)
    suites_tied: tuple[str, ...] = ()
    suites_points: int = 0
    #: the player scoring every carré he holds, or None
    carres_winner: str | None = None
    carres_points: int = 0
    best_suite: Suite | None = None
    best_carre: str | None = None
    other: Mapping[str, int] = field(default_factory=dict)


def contest(combos: Mapping[str, Combos], trump: Suit | None, players: Sequence[str] | None = None) -> Contest:
    """§9 and §9.1 with §3J.5: in each category only the holder of the
    strongest combination scores, and then all his combinations of that
    category. Equal strongest suites of two players (same length and top,
    both outside trump): nobody scores suites. ``trump`` None: Sans-Atout."""
    names = list(players) if players is not None else list(combos)
    points = {p: 0 for p in names}
    best_key: tuple[int, int, int] | None = None
    best_suite: Suite | None = None
    holders: list[str] = []
    for p in names:
        for s in combos.get(p, Combos()).suites:
            k = s.key(trump)
            if best_key is None or k > best_key:
                best_key, best_suite, holders = k, s, [p]
            elif k == best_key and p not in holders:
                holders.append(p)
    suites_winner: str | None = None
    suites_points = 0
    tied: tuple[str, ...] = ()
    if len(holders) == 1:
        suites_winner = holders[0]
        suites_points = sum(suite_points(s.length) for s in combos[suites_winner].suites)
        points[suites_winner] += suites_points
    elif holders:
        tied = tuple(holders)
    carres_winner: str | None = None
    best_carre: str | None = None
    carres_points = 0
    trump_game = trump is not None
    for p in names:
        for rank in combos.get(p, Combos()).carres:
            if best_carre is None or carre_strength(rank, trump_game) > carre_strength(best_carre, trump_game):
                best_carre, carres_winner = rank, p
    if carres_winner is not None:
        carres_points = CARRE * len(combos[carres_winner].carres)
        points[carres_winner] += carres_points
    return Contest(points, suites_winner, tied, suites_points, carres_winner, carres_points, best_suite, best_carre)


def suite_words(suite: Suite) -> Message:
    """A suite as the table says it once revealed: « quarte à cœur, As en tête »."""
    return msg("caisse.suite", name=msg(f"caisse.suite_name.{suite.length}"), suit=suite.suit,
               top=msg(f"cards.rank.{suite.top}"))


def verify_combos(combos: Mapping[str, Combos]) -> None:
    """§9: raise :class:`DealError` (field ``announced_combos``) for a suite
    that cannot exist, two suites of one player that overlap or touch, a
    carré claimed twice, or one card claimed by two players."""
    for p, c in combos.items():
        for s in c.suites:
            if not s.valid:
                raise DealError("announced_combos", msg("caisse.refused.bad_suite", player=p, length=s.length,
                                                        top=s.top), "Caisse §9")
        for i, s in enumerate(c.suites):
            for t in c.suites[i + 1:]:
                if s.touches(t):
                    raise DealError("announced_combos", msg("caisse.refused.suites_touch", player=p, suit=s.suit),
                                    "Caisse §9")
        if len(set(c.carres)) != len(c.carres):
            raise DealError("announced_combos", msg("caisse.refused.carre_twice", player=p), "Caisse §9")
    names = list(combos)
    for i, p in enumerate(names):
        for q in names[i + 1:]:
            shared = combos[p].cards() & combos[q].cards()
            if shared:
                raise DealError("announced_combos", msg("caisse.refused.card_twice", first=p, second=q,
                                                        card=min(shared)), "Caisse §9")


def hand_combinations(hand: Sequence[Card]) -> Combos:
    """§9: the combinations a hand holds: each maximal run of 3 or more in a
    suit (runs never touch, so 8 cards of a suit make one suite) and each carré."""
    held = set(hand)
    suites: list[Suite] = []
    for suit in SUITS:
        run = 0
        for i, rank in enumerate((*RUN_ORDER, None)):
            if rank is not None and Card(rank, suit) in held:
                run += 1
                continue
            if run >= 3:
                suites.append(Suite(suit, RUN_ORDER[i - 1], run))
            run = 0
    carres = tuple(r for r in RUN_ORDER if all(Card(r, s) in held for s in SUITS))
    return Combos(tuple(suites), carres)


class PlayFault(DealError):
    """A card or an announcement the rules forbid (§9.2, §12)."""

    def __init__(self, message: Message, rule: str = "Caisse §12") -> None:
        super().__init__("card", message, rule)


@dataclass(frozen=True)
class ContractDone:
    """A contract of the deal (§7): who announced it, which, made or not,
    and what it was worth."""

    contractant: str
    kind: str
    made: bool
    value: int


@dataclass(frozen=True, kw_only=True)
class CaisseDetails(DealDetails):
    """A deal of Caisse: the game chosen and its trump; for a taken game,
    the taker, its value, the défi's doublings and who conceded (§11) at
    which stake, the game won or not, everyone's tricks or points and
    contracts (§7, §13); then the manche's target and its winners."""

    game: str
    trump: Suit | None
    taker: str | None = None
    game_value: int | None = None
    doublings: int | None = None
    conceded_by: str | None = None
    conceded_stake: int | None = None
    made: bool | None = None
    tricks: Mapping[str, int] | None = None
    points: Mapping[str, int] | None = None
    trick_points: Mapping[str, int] | None = None
    combo_points: Mapping[str, int] | None = None
    belote_by: str | None = None
    contracts: tuple[ContractDone, ...] = ()
    target: int = 0
    winners: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class CaisseState(GameState):
    """Match points (the totals) and the manche target in force."""

    #: §13.1 the target: 20, then 40, 60… when several reach it together
    target: int = TARGET


# -- reading helpers ------------------------------------------------------------------

def _round(scope: Scope) -> int | str | None:
    given = scope["decl_round"]
    game = scope["game"]
    if given is not None:
        return given  # type: ignore[no-any-return]
    return DEFAULT_ROUND[game] if game is not None else None


def _dealer(scope: Scope) -> str | None:
    dealer = scope["dealer"]
    if dealer is None and scope.state is not None:
        dealer = scope.state.dealer
    return dealer  # type: ignore[no-any-return]


def _combos_of(raw: Mapping[str, Any] | None) -> dict[str, Combos]:
    out: dict[str, Combos] = {}
    for p, value in (raw or {}).items():
        if value is None:
            continue
        suites = tuple(Suite(s["suit"], s["top"], s["length"]) for s in value["suites"] or ())
        out[p] = Combos(suites, tuple(value["carres"] or ()))
    return out


def _counter_problem(phases: Sequence[int], *, misere: bool = False, contract_phase: int | None = None) -> str | None:
    if len(phases) > MAX_COUNTERS:
        return "counters_max"
    if any(a == 9 and b == 6 for a, b in zip(phases, phases[1:], strict=False)):
        return "counters_order"
    if misere and 6 in phases:
        return "counters_misere"
    if contract_phase == 9 and 6 in phases:
        return "counters_after_contract"
    return None


# -- what spans several fields, in the order of the refusals of §3J.3 ---------------

def _check_round(scope: Scope, given: int | str | None) -> None:
    game = scope["game"]
    if given is not None and game is not None and given not in ALLOWED_ROUNDS[game]:
        scope.refuse(msg("caisse.refused.round", round=given, game=msg(f"caisse.game.{game}")), "Caisse §5")


def _check_trump(scope: Scope, trump: Suit | None) -> None:
    game = scope["game"]
    if game is None:
        return
    if game != "trump":
        if trump is not None:
            scope.refuse(msg("caisse.refused.trump_not_trump_game"), "Caisse §5")
        return
    if trump is None:
        scope.refuse(msg("caisse.refused.trump_missing"), "Caisse §5")
        return
    proposal: Card | None = scope["proposal_card"]
    if proposal is None:
        return
    round_ = _round(scope)
    if round_ == 1 and trump != proposal.suit:
        scope.refuse(msg("caisse.refused.trump_round1", suit=proposal.suit), "Caisse §5.1")
    elif round_ == 2 and trump == proposal.suit:
        scope.refuse(msg("caisse.refused.trump_round2"), "Caisse §5.2")


def _game_call(scope: Scope) -> str | None:
    game = scope["game"]
    if game == "sans_atout":
        return "sans_atout"
    trump: Suit | None = scope["trump"]
    return trump.value if game == "trump" and trump is not None else None


def _check_calls(scope: Scope, calls: Sequence[Mapping[str, Any]] | None) -> None:
    if calls is None:
        return
    players = scope.players
    if len(calls) > len(players):
        scope.refuse(msg("caisse.refused.calls_once"), "Caisse §5.2")
        return
    dealer = _dealer(scope)
    seen: set[str] = set()
    for i, call in enumerate(calls):
        who = call["player"]
        if who in seen:
            scope.refuse(msg("caisse.refused.calls_once"), "Caisse §5.2", at=f"round2_calls[{i}].player")
            return
        seen.add(who)
        if dealer is not None:
            due = players[(players.index(dealer) + 1 + i) % len(players)]
            if who != due:
                scope.refuse(msg("caisse.refused.calls_order", player=due), "Caisse §5.2",
                             at=f"round2_calls[{i}].player")
                return
    proposal: Card | None = scope["proposal_card"]
    best = -1
    for i, call in enumerate(calls):
        c = call["call"]
        if c == "pass":
            continue
        if proposal is not None and c == proposal.suit:
            scope.refuse(msg("caisse.refused.call_proposal_suit"), "Caisse §5.2", at=f"round2_calls[{i}].call")
            return
        strength = CALL_ORDER.index(c)
        if strength <= best:
            scope.refuse(msg("caisse.refused.call_weaker"), "Caisse §5.2", at=f"round2_calls[{i}].call")
            return
        best = strength
    if best < 0:
        scope.refuse(msg("caisse.refused.calls_all_pass"), "Caisse §5.2")
        return
    wanted = _game_call(scope)
    if wanted is not None and CALL_ORDER[best] != wanted:
        scope.refuse(msg("caisse.refused.calls_not_game", call=msg(f"caisse.call.{CALL_ORDER[best]}")),
                     "Caisse §5.2")


def _best_caller(calls: Sequence[Mapping[str, Any]]) -> str | None:
    best, who = -1, None
    for call in calls:
        if call["call"] != "pass" and CALL_ORDER.index(call["call"]) > best:
            best, who = CALL_ORDER.index(call["call"]), call["player"]
    return who


def _check_taker(scope: Scope, taker: str | None) -> None:
    game = scope["game"]
    if game is None:
        return
    if game == "misere_generale":
        if taker is not None:
            scope.refuse(msg("caisse.refused.taker_in_general"), "Caisse §5.3")
        return
    if taker is None:
        scope.refuse(msg("caisse.refused.taker_missing"), "Caisse §5")
        return
    calls = scope["round2_calls"]
    if calls and not scope.invalid("round2_calls"):
        who = _best_caller(calls)
        if who is not None and who != taker:
            scope.refuse(msg("caisse.refused.calls_taker", player=who), "Caisse §5.2", at="round2_calls")


def _check_game_counters(scope: Scope, phases: Sequence[int]) -> None:
    game = scope["game"]
    if game == "misere_generale" and phases:
        scope.refuse(msg("caisse.refused.counters_general"), "Caisse §10")
        return
    problem = _counter_problem(phases, misere=game == "misere")
    if problem is not None:
        scope.refuse(msg(f"caisse.refused.{problem}"), "Caisse §8")


def _check_contracts(scope: Scope, contracts: Sequence[Mapping[str, Any]]) -> None:
    game = scope["game"]
    if not contracts or game is None:
        return
    if game in ("misere", "misere_generale"):
        scope.refuse(msg("caisse.refused.contracts_misere"), "Caisse §7")
        return
    belote = scope["belote_by"]
    caisses = 0
    for i, c in enumerate(contracts):
        at = f"contracts[{i}]"
        kind, phase, who = c["kind"], c["phase"], c["contractant"]
        if game == "sans_atout" and kind in TRUMP_ONLY:
            scope.refuse(msg("caisse.refused.trump_only", kind=msg(f"caisse.contract.{kind}")), "Caisse §7.1",
                         at=f"{at}.kind")
            return
        if kind == "capot" and phase == 6:
            scope.refuse(msg("caisse.refused.capot_at_6"), "Caisse §7.1", at=f"{at}.phase")
            return
        if kind == "clarte" and any(o["contractant"] == who and o["kind"] == "cent" and o["phase"] <= phase
                                    for o in contracts):
            scope.refuse(msg("caisse.refused.clarte_after_cent"), "Caisse §7.1", at=f"{at}.kind")
            return
        if kind == "caisse":
            caisses += 1
            if caisses > 1:
                scope.refuse(msg("caisse.refused.caisse_twice"), "Caisse §7.1", at=f"{at}.kind")
                return
            if belote is not None and belote != who:
                scope.refuse(msg("caisse.refused.caisse_without_belote", player=who), "Caisse §7.1",
                             at=f"{at}.contractant")
                return
        problem = _counter_problem(c["counters"] or (), contract_phase=phase)
        if problem is not None:
            scope.refuse(msg(f"caisse.refused.{problem}"), "Caisse §8", at=f"{at}.counters")
            return


def _check_defi(scope: Scope, defi: Mapping[str, Any] | None) -> None:
    if defi is None:
        return
    k, conceded = defi["doublings"], defi["conceded_by"]
    game = scope["game"]
    if game == "misere_generale" and (k or conceded is not None):
        scope.refuse(msg("caisse.refused.defi_general"), "Caisse §11")
        return
    contracts = scope["contracts"] or ()
    if (k or conceded is not None) and any(c["kind"] != "caisse" for c in contracts):
        scope.refuse(msg("caisse.refused.defi_with_contract"), "Caisse §11")
        return
    if conceded == "taker" and k % 2 != 1:
        scope.refuse(msg("caisse.refused.defi_taker_parity", k=k), "Caisse §11", at="defi.conceded_by")
    elif conceded == "defenders" and (k % 2 != 0 or k < 2):
        scope.refuse(msg("caisse.refused.defi_defenders_parity", k=k), "Caisse §11", at="defi.conceded_by")


def _check_tricks_won(scope: Scope, tricks: Mapping[str, int] | None) -> None:
    game = scope["game"]
    needed = game in ("misere", "misere_generale") or any(
        c["kind"] == "capot" for c in scope["contracts"] or ())
    if tricks is None:
        if needed:
            scope.refuse(msg("caisse.refused.tricks_missing"), "Caisse §12")
        return
    total = sum(tricks.values())
    if total != TRICKS:
        scope.refuse(msg("caisse.refused.trick_count", total=total), "Caisse §4")


def _check_card_points(scope: Scope, points: Mapping[str, int]) -> None:
    game = scope["game"]
    most = MAX_CARD_POINTS.get(game)
    total = sum(points.values())
    if most is not None and total > most:
        scope.refuse(msg("caisse.refused.card_total", total=total, most=most), "Caisse §3")


def _check_combos(scope: Scope, raw: Mapping[str, Any] | None) -> None:
    try:
        verify_combos(_combos_of(raw))
    except DealError as error:
        scope.refuse(error.message, error.rule)


def _check_combo_points(scope: Scope, points: Mapping[str, int] | None) -> None:
    if points is not None and scope["announced_combos"]:
        scope.refuse(msg("caisse.refused.combo_points_twice"), "Caisse §9")


def _check_belote(scope: Scope, belote: str | None) -> None:
    game = scope["game"]
    if belote is not None and game is not None and game != "trump":
        scope.refuse(msg("caisse.refused.belote_not_trump"), "Caisse §9.4")


#: §11: the défi was conceded, and the cards were not played out
CONCEDED = Given("defi.conceded_by")
NOT_CONCEDED = Not(CONCEDED)
#: a trump or Sans-Atout game played out. A form with no game chosen yet shows
#: these fields too (the common case); an entry read without a game never asks,
#: since it is refused on ``game`` first
PLAYED = All(Is("game", None, *PLAYED_GAMES), NOT_CONCEDED)
#: the contracts decided by the cards won, or a contract whose kind is not chosen yet (a form's new row)
CARD_CONTRACT = Is("kind", None, *CARD_CONTRACTS)
#: §5.2: the game was declared in the second round (as entered, or the game's own round)
ROUND_2 = AnyOf(All(Is("game", *(g for g, r in DEFAULT_ROUND.items() if r == 2)), Not(Given("decl_round"))),
                Is("decl_round", 2))


@dataclass(frozen=True)
class CaisseTrick(Trick[Card]):
    """A trick of Caisse: the game called (§5.4) and who announced an Ultime (§7.1)."""

    game: str = "trump"
    ultime: frozenset[str] = frozenset()


def _contracts_on_paper(game: Caisse, name: str, value: Any, details: DealDetails | None) -> Message | str | None:
    """The contracts on paper: who, which, made or not, and how often
    countered (§7, §8), rather than every value of the entry. Made or not
    is what the deal's scoring decided (from the points and tricks for a
    Clarté, a Cent…: the entry says it only of the others)."""
    if name != "contracts":
        return None
    decided = details.contracts if isinstance(details, CaisseDetails) else ()
    made = [d.made for d in decided] if len(decided) == len(value) else [c["fulfilled"] for c in value]
    return msg("caisse.sheet.contract_list", items=[
        msg("caisse.sheet.contract", player=c["contractant"], kind=msg(f"caisse.contract.{c['kind']}"),
            made="" if done is None else "✓" if done else "✗",
            countered=msg("caisse.sheet.countered", n=len(c["counters"])) if c["counters"] else "")
        for c, done in zip(value, made, strict=True)])


SHEET: SheetSpec[Caisse] = SheetSpec(
    columns=("taker", "game", "contracts", "card_points"),
    facts=("target",),
    handwritten=(PadColumn("game", width=1.2), PadColumn("taker", width=1.3), PadColumn("contracts", width=2.6),
                 PadColumn("defi", width=0.9), PadColumn("card_points", per_player=True),
                 PadColumn("combos", per_player=True)),
    rows=20,
    row_height=9.0,
    cell=_contracts_on_paper,
)


@register(sheet=SHEET)
class Caisse(Game[CaisseState], CardTricks[CaisseTrick]):
    slug = "caisse"
    name = "Caisse"
    players_min = players_max = 3  # §2
    rulebook_section = "Caisse"
    deck = PIQUET_32
    unit = "points"
    reminders = (
        ("Caisse §5", "caisse.reminder.declaration"),
        ("Caisse §5.4", "caisse.reminder.games"),
        ("Caisse §3", "caisse.reminder.cards"),
        ("Caisse §7.1", "caisse.reminder.contracts"),
        ("Caisse §8", "caisse.reminder.counters"),
        ("Caisse §9", "caisse.reminder.combinations"),
        ("Caisse §11", "caisse.reminder.defi"),
        ("Caisse §13.1", "caisse.reminder.manche"),
    )

    # -- the entry (spec §3J.2, read in the order of its refusals, §3J.3) ------------

    def entry(self) -> Record:
        card = CardKind(PIQUET_32)
        phase = Choice(PHASES, labels="caisse.phase")
        call = Record((
            Field("player", Player(), required=True),
            Field("call", Choice(CALLS, labels="caisse.call"), required=True),
        ))
        contract = Record((
            Field("contractant", Player(), required=True),
            Field("kind", Choice(CONTRACTS, labels="caisse.contract"), required=True),
            Field("phase", phase, required=True),
            Field("counters", ListOf(phase, repeats=True), default=()),
            # required, with no default: the form asks yes or no, and a forgotten answer is refused, not made
            Field("fulfilled", Bool(), required=True, when=CARD_CONTRACT),
        ))
        suite = Record((
            Field("suit", suit_choice(), required=True),
            Field("top", rank_choice(*RANKS), required=True),
            Field("length", Int(3, 8), required=True),
        ))
        combos = Record((
            Field("suites", ListOf(suite), default=()),
            Field("carres", ListOf(rank_choice(*RANKS), max=2), default=()),
        ))
        defi = Record((
            Field("doublings", Int(0, MAX_DOUBLINGS), default=0),
            Field("conceded_by", Choice(("taker", "defenders"), labels="caisse.conceded")),
        ))
        return Record((
            Field("dealer", Player()),
            Field("game", Choice(GAMES, labels="caisse.game"), required=True, rule="Caisse §5.4"),
            Field("decl_round", Choice(ROUNDS, labels="caisse.round"), needs=("game",), group="more",
                  rule="Caisse §5", checks=(_check_round,)),
            Field("proposal_card", card, group="more", rule="Caisse §4"),
            Field("indicator_card", card, group="more", rule="Caisse §4"),
            Field("trump", suit_choice(), needs=("game", "decl_round", "proposal_card"), rule="Caisse §5",
                  checks=(_check_trump,)),
            Field("round2_calls", ListOf(call, 1), when=ROUND_2, outside="refused",
                  needs=("dealer", "proposal_card", "trump"), group="more", rule="Caisse §5.2",
                  checks=(_check_calls,)),
            Field("taker", Player(), needs=("game",), rule="Caisse §5", checks=(_check_taker,)),
            Field("game_counters", ListOf(phase, repeats=True), default=(), needs=("game",), rule="Caisse §8",
                  checks=(_check_game_counters,)),
            Field("contracts", ListOf(contract), default=(), needs=("game", "belote_by"), rule="Caisse §7",
                  checks=(_check_contracts,)),
            Field("defi", defi, needs=("game", "contracts"), group="more", rule="Caisse §11",
                  checks=(_check_defi,)),
            Field("tricks_won", PlayerMap(Int(0, TRICKS), total=TRICKS), when=NOT_CONCEDED,
                  needs=("game", "contracts"), rule="Caisse §12", checks=(_check_tricks_won,)),
            Field("card_points", PlayerMap(Int(0, MOST_CARD_POINTS)), required=True, when=PLAYED, rule="Caisse §3",
                  checks=(_check_card_points,)),
            Field("last_trick", Player(), required=True, when=PLAYED, rule="Caisse §3"),
            Field("announced_combos", PlayerMap(combos, complete=False), default={}, when=PLAYED, group="more",
                  rule="Caisse §9", checks=(_check_combos,)),
            Field("combo_points", PlayerMap(Int(0, MAX_COMBO_POINTS), complete=False), when=PLAYED,
                  needs=("announced_combos",), rule="Caisse §9", checks=(_check_combo_points,)),
            Field("belote_by", Player(), needs=("game",), rule="Caisse §9.4", checks=(_check_belote,)),
        ), form_order=("dealer", "game", "trump", "taker", "contracts", "game_counters", "card_points", "last_trick",
                       "belote_by", "combo_points", "tricks_won", "decl_round", "proposal_card", "round2_calls",
                       "indicator_card", "defi", "announced_combos"))

    # -- state -----------------------------------------------------------------------

    def new_state(self) -> CaisseState:
        return CaisseState(totals=self.zero(), dealer=self.first_dealer)

    def report(self, state: CaisseState) -> JSONObject:
        return {"target": state.target}

    def facts(self, state: CaisseState) -> list[Fact]:
        return [Fact("target", msg("caisse.fact.target"), state.target, FactKind.THRESHOLD)]

    # -- scoring ------------------------------------------------------------------------

    def score_deal(self, state: CaisseState, e: Values) -> Outcome[CaisseState]:
        dealer = self.dealer_of(state, e)
        game = e["game"]
        lines: list[ScoreLine] = []
        details = CaisseDetails(game=game, trump=e["trump"])
        if game == "misere_generale":
            summary = self._score_general(e["tricks_won"], lines)
            details = replace(details, tricks=dict(e["tricks_won"]))
        else:
            summary, details = self._score_taken(e, lines, details)
        delta = self.delta_of(lines)
        totals = self.add(state.totals, delta)
        target, winners = self._manche(totals, state.target, lines)
        details = replace(details, target=target, winners=winners)
        new_state = self.evolve(state, totals=totals, dealer=self.next_dealer_after(dealer), deals=state.deals + 1,
                                finished=bool(winners), winners=winners, target=target)
        return Outcome(new_state, delta, tuple(lines), dealer, summary, details)

    def _score_general(self, tricks: Mapping[str, int], lines: list[ScoreLine]) -> Message:
        """§5.4: Misère Générale, no taker."""
        scored = misere_generale({p: tricks[p] for p in self.players})
        most = max(tricks.values())
        top = [p for p in self.players if tricks[p] == most]
        if len(top) == 1:
            lines.append(ScoreLine(top[0], 0, "Caisse §5.4", msg("caisse.line.general_loser", tricks=most)))
            for p in self.players:
                if p != top[0]:
                    lines.append(ScoreLine(p, scored[p], "Caisse §5.4",
                                           msg("caisse.line.general_other", loser=top[0], n=scored[p])))
            return msg("caisse.summary.general_loser", player=top[0])
        if len(top) == 2:
            third = next(p for p in self.players if p not in top)
            lines.append(ScoreLine(third, scored[third], "Caisse §5.4", msg("caisse.line.general_two_fours",
                                                                            players=top, n=scored[third])))
            return msg("caisse.summary.general_two_fours", player=third)
        for p in self.players:
            lines.append(ScoreLine(p, 0, "Caisse §5.4", msg("caisse.line.general_equal")))
        return msg("caisse.summary.general_equal")

    def _party(self, taker: str, winner_is_taker: bool, value: int, rule: str, message: Message,
               lines: list[ScoreLine]) -> None:
        """§7: points go to the taker alone, or to each of the two defenders."""
        if winner_is_taker:
            lines.append(ScoreLine(taker, value, rule, message))
        else:
            for p in self.players:
                if p != taker:
                    lines.append(ScoreLine(p, value, rule, message))

    def _score_taken(self, e: Values, lines: list[ScoreLine],
                     details: CaisseDetails) -> tuple[Message, CaisseDetails]:
        game, taker = e["game"], e["taker"]
        trump: Suit | None = e["trump"] if game == "trump" else None
        base = BASE_STAKE[game]
        g_factor = counter_factor(e["game_counters"])
        g_value = base * g_factor
        defi = e["defi"] or {"doublings": 0, "conceded_by": None}
        k, conceded = defi["doublings"] or 0, defi["conceded_by"]
        contracts = list(e["contracts"])
        caisse = next((c for c in contracts if c["kind"] == "caisse"), None)
        game_words = self._game_words(game, trump)
        details = replace(details, taker=taker, game_value=g_value, doublings=k, conceded_by=conceded)

        if conceded is not None:
            # §11 and ruling K5: the deal is not played; the stake before the last raise
            caisse_value = self._contract_value(caisse) if caisse is not None else 0
            stake = (g_value + caisse_value) * 2 ** (k - 1)
            to_taker = conceded == "defenders"
            before = 2 ** (k - 1)
            how = (msg("caisse.how.conceded_caisse", game=g_value, caisse=caisse_value, mult=before, stake=stake)
                   if caisse_value else msg("caisse.how.conceded", game=g_value, mult=before, stake=stake))
            self._party(taker, to_taker, stake, "Caisse §11", msg(f"caisse.line.conceded_{conceded}", k=k, how=how),
                        lines)
            return msg(f"caisse.summary.conceded_{conceded}", taker=taker, n=stake), replace(
                details, conceded_stake=stake)

        factor = 2 ** k
        if game == "misere":
            tricks = e["tricks_won"]
            won = tricks[taker] == 0
            value = g_value * factor
            how = msg("caisse.how.misere_made" if won else "caisse.how.misere_failed", tricks=tricks[taker])
            self._party(taker, won, value, "Caisse §5.4", msg(
                "caisse.line.game_won" if won else "caisse.line.game_lost", taker=taker, game=game_words, how=how,
                value=self._value_words(base, e["game_counters"], factor)), lines)
            return msg("caisse.summary.made" if won else "caisse.summary.failed", taker=taker, game=game_words,
                       n=value), replace(details, made=won, tricks=dict(tricks))

        # trump and Sans-Atout: everyone's points (§13)
        cards, last = e["card_points"], e["last_trick"]
        belote = e["belote_by"] if e["belote_by"] is not None else (caisse["contractant"] if caisse else None)
        if e["combo_points"] is not None:
            combo = {p: e["combo_points"].get(p, 0) for p in self.players}
            lines.extend(ScoreLine(p, 0, "Caisse §9", msg("caisse.line.combo_points", points=combo[p]))
                         for p in self.players if combo[p])
        else:
            result = contest(_combos_of(e["announced_combos"]), trump, self.players)
            combo = dict(result.points)
            lines.extend(self.contest_lines(result))
        tricks_pts = {p: cards[p] + (LAST_TRICK if p == last else 0) for p in self.players}
        pts = {p: tricks_pts[p] + combo[p] + (BELOTE if p == belote else 0) for p in self.players}
        if belote is not None and trump is not None:
            lines.append(ScoreLine(belote, 0, "Caisse §9.4", msg("caisse.line.belote")))
        others = [p for p in self.players if p != taker]
        won = all(pts[taker] > pts[d] for d in others)
        value = g_value * factor
        how = msg("caisse.how.points", mine=pts[taker], first=pts[others[0]], second=pts[others[1]])
        self._party(taker, won, value, "Caisse §5.4", msg(
            "caisse.line.game_won" if won else "caisse.line.game_lost", taker=taker, game=game_words, how=how,
            value=self._value_words(base, e["game_counters"], factor)), lines)

        outcomes: list[ContractDone] = []
        for c in contracts:
            made = self._contract_made(c, game, pts, tricks_pts, e["tricks_won"])
            v = self._contract_value(c) * (factor if c["kind"] == "caisse" else 1)
            who = c["contractant"]
            self._party(taker, made == (who == taker), v, "Caisse §7.1", msg(
                "caisse.line.contract_made" if made else "caisse.line.contract_failed", player=who,
                kind=msg(f"caisse.contract.{c['kind']}"), value=v,
                how=self._contract_how(c, game, pts, tricks_pts, e["tricks_won"])), lines)
            outcomes.append(ContractDone(who, c["kind"], made, v))
        return msg("caisse.summary.made" if won else "caisse.summary.failed", taker=taker, game=game_words,
                   n=value), replace(details, made=won, points=pts, trick_points=tricks_pts, combo_points=combo,
                                     belote_by=belote, contracts=tuple(outcomes))

    @staticmethod
    def _contract_value(c: Mapping[str, Any]) -> int:
        """§7.2 and §8: nominal, doubled when announced with 6 cards, times its counters."""
        return NOMINAL[c["kind"]] * (2 if c["phase"] == 6 else 1) * counter_factor(c["counters"] or ())

    def _contract_made(self, c: Mapping[str, Any], game: str, pts: Mapping[str, int],
                       tricks_pts: Mapping[str, int], tricks: Mapping[str, int] | None) -> bool:
        kind, who = c["kind"], c["contractant"]
        if kind == "caisse":
            return all(pts[who] > pts[p] for p in self.players if p != who)
        if kind in THRESHOLDS:
            need = THRESHOLDS[kind][0 if game == "trump" else 1]
            return (pts if kind == "deux_cents" else tricks_pts)[who] >= need
        if kind == "capot":
            return tricks is not None and tricks[who] == TRICKS
        return bool(c["fulfilled"])

    def _contract_how(self, c: Mapping[str, Any], game: str, pts: Mapping[str, int],
                      tricks_pts: Mapping[str, int], tricks: Mapping[str, int] | None) -> Message:
        kind, who = c["kind"], c["contractant"]
        if kind == "caisse":
            return msg("caisse.how.caisse", points=pts[who],
                       others=[pts[p] for p in self.players if p != who])
        if kind in THRESHOLDS:
            need = THRESHOLDS[kind][0 if game == "trump" else 1]
            return msg("caisse.how.threshold", points=(pts if kind == "deux_cents" else tricks_pts)[who], need=need)
        if kind == "capot":
            return msg("caisse.how.capot", tricks=tricks[who] if tricks is not None else 0)
        return msg("caisse.how.cards")

    @staticmethod
    def contest_lines(result: Contest) -> list[ScoreLine]:
        """§9.1 in words: who scores suites and carrés, and why (zero-point
        lines: combinations count in the deal's points, not in the totals)."""
        lines: list[ScoreLine] = []
        best = result.best_suite
        if result.suites_winner is not None and best is not None:
            lines.append(ScoreLine(result.suites_winner, 0, "Caisse §9.1", msg(
                "caisse.line.suites", best=suite_words(best), points=result.suites_points)))
        for p in result.suites_tied:
            assert best is not None
            lines.append(ScoreLine(p, 0, "Caisse §9.1", msg("caisse.line.suites_tied", best=suite_words(best))))
        if result.carres_winner is not None and result.best_carre is not None:
            lines.append(ScoreLine(result.carres_winner, 0, "Caisse §9.1", msg(
                "caisse.line.carres", best=msg(f"caisse.carre_of.{result.best_carre}"),
                points=result.carres_points)))
        return lines

    @staticmethod
    def _game_words(game: str, trump: Suit | None) -> Message:
        if game == "trump" and trump is not None:
            return msg("caisse.game_words.trump", suit=trump)
        return msg(f"caisse.game.{game}")

    @staticmethod
    def _value_words(base: int, counters: Sequence[int], factor: int) -> Message:
        mult = counter_factor(counters)
        value = base * mult * factor
        if mult == 1 and factor == 1:
            return msg("caisse.how.value_plain", value=value)
        if factor == 1:
            return msg("caisse.how.value_counters", base=base, counters=mult, value=value)
        if mult == 1:
            return msg("caisse.how.value_defi", base=base, defi=factor, value=value)
        return msg("caisse.how.value", base=base, counters=mult, defi=factor, value=value)

    def _manche(self, totals: Mapping[str, int], target: int,
                lines: list[ScoreLine]) -> tuple[int, tuple[str, ...]]:
        """§13.1: one player alone at the target wins; several move it up by 20, again if need be."""
        while True:
            reached = [p for p in self.players if totals[p] >= target]
            if not reached:
                return target, ()
            if len(reached) == 1:
                lines.append(ScoreLine(reached[0], 0, "Caisse §13.1",
                                       msg("caisse.line.wins", total=totals[reached[0]], target=target)))
                return target, (reached[0],)
            target += TARGET_STEP
            for p in reached:
                lines.append(ScoreLine(p, 0, "Caisse §13.1", msg("caisse.line.target_moves", target=target)))

    # -- referee ---------------------------------------------------------------------------

    @staticmethod
    def strength(card: Card, trump: Suit | None) -> int:
        """§3: a card's rank within its suit (trumps in their own order)."""
        return (TRUMP_ORDER if card.suit == trump else PLAIN_ORDER).index(card.rank)

    def trick_winner(self, trick: CaisseTrick) -> int:
        """§12: index, in play order, of the card that takes the trick: the
        highest trump, else the highest card of the suit led (no trump in
        Sans-Atout and the Misères)."""
        return strongest(trick.cards, trick.trump, lambda c: self.strength(c, trick.trump))

    def verify_play(self, trick: CaisseTrick, hand: Sequence[Card], card: Card) -> None:
        """§12: follow the suit led; when void, trump if possible; no duty to
        go above a trump, and no exception for the other defender. §7.1: an
        Ultime's 7 of trump is kept as long as another card may be played.
        Raise :class:`PlayFault`, :class:`DealError` when ``card`` is not in hand."""
        if card not in hand:
            raise DealError("card", msg("caisse.refused.not_in_hand", card=card), "Caisse §12")
        allowed = follow_or_trump(trick, hand)
        if card not in allowed:
            led = trick.cards[0].suit
            if any(c.suit == led for c in hand):
                raise PlayFault(msg("caisse.refused.must_follow", card=card, led=led))
            raise PlayFault(msg("caisse.refused.must_trump", card=card, trump=trick.trump))
        if trick.trump is not None and trick.player in trick.ultime and card == Card("7", trick.trump):
            if any(c != card for c in allowed):
                raise PlayFault(msg("caisse.referee.ultime_early", card=card, player=trick.player), "Caisse §7.1")

    @staticmethod
    def can_call(previous: Sequence[str], call: str, proposal_suit: Suit | None = None) -> bool:
        """§5.2: a round-2 call must be stronger than every call before it
        (♠ < ♦ < ♥ < ♣ < Sans-Atout), and never the proposal card's suit."""
        if call == "pass":
            return True
        if call not in CALL_ORDER or (proposal_suit is not None and call == proposal_suit.value):
            return False
        made = [CALL_ORDER.index(c) for c in previous if c != "pass"]
        return CALL_ORDER.index(call) > max(made, default=-1)

    def first_leader(self, game: str, dealer: str, taker: str | None) -> str:
        """§10: in Sans-Atout the player before the taker leads, otherwise the player after the dealer."""
        if game == "sans_atout" and taker is not None:
            return self.players[(self.players.index(taker) - 1) % len(self.players)]
        return self.next_dealer_after(dealer)

    @staticmethod
    def exchange_card(proposal: Card) -> Card:
        """§6: the trump that may be swapped for the proposal card: the 7, or
        the 8 when the proposal card is itself the 7."""
        assert proposal.suit is not None
        return Card("8" if proposal.rank == "7" else "7", proposal.suit)

    @staticmethod
    def verify_caisse(hand: Sequence[Card], trump: Suit) -> None:
        """§7.1: a Caisse needs the Belote (Roi and Dame of trump) in hand."""
        if Card("R", trump) not in hand or Card("D", trump) not in hand:
            raise PlayFault(msg("caisse.refused.caisse_needs_belote"), "Caisse §7.1")

    @staticmethod
    def verify_suite_announcement(hand: Sequence[Card], length: int) -> None:
        """§9.2: a player announcing suites gives the length of his longest one, never less."""
        longest = max((s.length for s in hand_combinations(hand).suites), default=0)
        if length != longest:
            raise PlayFault(msg("caisse.refused.under_announced", length=length, longest=longest), "Caisse §9.2")

    def combination_contest(self, combos: Mapping[str, Combos], trump: Suit | None) -> Contest:
        """§9.1 for the referee: who scores suites and carrés, and why."""
        verify_combos(combos)
        return contest(combos, trump, self.players)

    # -- the referee: a trick, the combinations' contest (compagnon/rules/referee.py) --------

    referee_questions = ("trick", "combination")

    def referee_schema(self, question: str) -> Record:
        card = CardKind(PIQUET_32)
        trump = Field("trump", suit_choice(), required=True, when=Is("game", "trump"), rule="Caisse §5")
        if question == "trick":
            # the contracts announced: an Ultime keeps its 7 of trump for the last trick (§7.1)
            contract = Record((
                Field("contractant", Text(30), required=True),
                Field("kind", Choice(CONTRACTS, labels="caisse.contract"), required=True),
            ))
            context = Record((
                Field("game", Choice(GAMES, labels="caisse.game"), required=True, rule="Caisse §5.4"),
                trump,
                Field("contracts", ListOf(contract), default=(), when=Is("game", "trump"), group="more",
                      rule="Caisse §7.1"),
            ))
            return Record((Field("context", context, required=True), plays_field(card, len(self.players))),
                          form_order=("context", "plays"))
        suite = Record((
            Field("suit", suit_choice(), required=True),
            Field("top", rank_choice(*RANKS), required=True),
            Field("length", Int(3, 8), required=True),
        ))
        announced = Record((
            Field("player", Text(30), required=True),
            Field("suites", ListOf(suite), default=()),
            Field("carres", ListOf(rank_choice(*RANKS), max=2), default=()),
            Field("hand", ListOf(card, max=TRICKS, ordered=False)),
        ))
        context = Record((
            # §9: combinations exist only in trump and Sans-Atout games
            Field("game", Choice(("trump", "sans_atout"), labels="caisse.game"), required=True, rule="Caisse §9"),
            trump,
        ))
        return Record((
            Field("context", context, required=True),
            Field("combination", ListOf(announced, min=1, max=len(self.players)), required=True, rule="Caisse §9"),
        ), form_order=("context", "combination"))

    def referee(self, question: str, values: Values) -> Answer:
        if question == "trick":
            return self.referee_trick(values)
        context = values["context"]
        trump: Suit | None = context.get("trump") if context["game"] == "trump" else None
        return _referee_combinations(values["combination"], trump)

    def trick_context(self, values: Values) -> CaisseTrick:
        """§12: each card once (among the hands too), each player once, each
        hand holding its card; §7.1: who announced an Ultime."""
        plays, context = values["plays"], values["context"]
        seen: set[Card] = set()
        for i, play in enumerate(plays):
            if play["card"] in seen:
                raise DealError("plays", msg("caisse.referee.card_twice", card=play["card"]), "Caisse §1")
            if any(p["player"] == play["player"] for p in plays[:i]):
                raise DealError("plays", msg("caisse.referee.player_twice", player=play["player"]), "Caisse §12")
            seen.add(play["card"])
        hands_hold_their_cards(values, "Caisse §12")
        for c, n in Counter(cards_held(values)).items():
            if n > 1:
                raise DealError("plays", msg("caisse.referee.card_twice", card=c), "Caisse §1")
        game: str = context["game"]
        ultime = frozenset(c["contractant"] for c in context.get("contracts") or () if c["kind"] == "ultime")
        return CaisseTrick(asked_plays(values), trump=context.get("trump") if game == "trump" else None, game=game,
                           ultime=ultime)

    def lead_depends_on_hand(self, trick: CaisseTrick, play: Card) -> bool:
        """§7.1: an Ultime's 7 of trump leads only when nothing else is left."""
        return trick.trump is not None and trick.player in trick.ultime and play == Card("7", trick.trump)

    def trick_rule(self, trick: CaisseTrick, winner: int) -> str:
        return "Caisse §12"

    def trick_reason(self, trick: CaisseTrick, winner: int) -> Message:
        card = trick.cards[winner]
        if trick.trump is None:
            return msg("caisse.referee.wins_no_trump", card=card, suit=card.suit, game=msg(f"caisse.game.{trick.game}"))
        key = "wins_trump" if card.suit == trick.trump else "wins_suit"
        return msg(f"caisse.referee.{key}", card=card, suit=card.suit)


def _referee_combinations(announced: Sequence[Mapping[str, Any]], trump: Suit | None) -> Answer:
    """§9, §9.1, §9.2: the announced suites and carrés checked (against the
    hand when given), then who scores each category and why."""
    combos: dict[str, Combos] = {}
    for item in announced:
        player = item["player"]
        if player in combos:
            raise DealError("combination", msg("caisse.referee.player_twice", player=player), "Caisse §9")
        combos[player] = Combos(tuple(Suite(s["suit"], s["top"], s["length"]) for s in item["suites"]),
                                tuple(item["carres"]))
    try:
        verify_combos(combos)
        for item in announced:
            if item.get("hand") is not None:
                _verify_in_hand(item["player"], combos[item["player"]], item["hand"])
    except DealError as refused:
        return Answer("combination", refused.rule, refused.message, valid=False)
    result = contest(combos, trump, list(combos))
    best = result.best_suite
    if result.suites_winner is not None and best is not None:
        suites = msg("caisse.referee.suites_won", player=result.suites_winner, best=suite_words(best),
                     points=result.suites_points)
    elif result.suites_tied and best is not None:
        suites = msg("caisse.referee.suites_tied", players=list(result.suites_tied), best=suite_words(best))
    else:
        suites = msg("caisse.referee.no_suites")
    if result.carres_winner is not None and result.best_carre is not None:
        carres = msg("caisse.referee.carres_won", player=result.carres_winner,
                     best=msg(f"caisse.carre_of.{result.best_carre}"), points=result.carres_points)
    else:
        carres = msg("caisse.referee.no_carres")
    scores = {p: n for p, n in result.points.items() if n}
    return Answer("combination", "Caisse §9.1", msg("caisse.referee.then", first=suites, then=carres), valid=True,
                  scores=scores)


def _verify_in_hand(player: str, combos: Combos, hand: Sequence[Card]) -> None:
    """§9, §9.2: each suite announced is a whole run of the hand (runs never
    touch), the longest is not under-announced, each carré is held."""
    held = hand_combinations(hand)
    for suite in combos.suites:
        if suite not in held.suites:
            key = "suite_part" if suite.cards() <= set(hand) else "suite_not_held"
            raise DealError("combination", msg(f"caisse.referee.{key}", player=player, suite=suite_words(suite)),
                            "Caisse §9")
    if combos.suites:
        try:
            Caisse.verify_suite_announcement(hand, max(s.length for s in combos.suites))
        except DealError as refused:
            raise DealError("combination", refused.message, refused.rule) from None
    for rank in combos.carres:
        if rank not in held.carres:
            raise DealError("combination", msg("caisse.referee.carre_not_held", player=player,
                                               carre=msg(f"caisse.carre_of.{rank}")), "Caisse §9")
