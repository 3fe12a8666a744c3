"""Tarot double détente (3 players) and its 2-player Triple-Détente.

Contract tricks with a tarot pack: each *manche* is played in two halves
(*demi-manches*) of 13 tricks, or three *tiers-manches* with two players;
each player names the number of tricks he will take. The scoring follows
``shared/spec/tarot_double_detente.md`` (rulings G1-G13 there); article
numbers such as "TDD §3.4" are the rulebook's own. One deal entry is one
half: the contracts and tricks, the Petit, the Excuse in the last trick, the
optional rules of §8, or the fault that stopped it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Option, Outcome, ScoreLine, game_of
from ..decks import TAROT_78, Card, Suit
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer, Verdict, trick_schema
from ..registry import register
from ..schema import (
    Asked,
    Bool,
    CardKind,
    Cond,
    Field,
    Given,
    Int,
    ListOf,
    Not,
    Player,
    PlayerMap,
    Record,
    Scope,
    Values,
)
from ..tricks import CardTricks, Trick, asked_plays, tarot_allowed, tarot_led, tarot_strongest

__all__ = [
    "BONUS_TABLES", "FAULT_KINDS", "GOAL", "PlayFault", "TarotDoubleDetente", "TarotDoubleDetenteState", "TarotTrick",
    "bonus_for", "contract_bonuses", "modification_effect", "suit_order",
    "DealKind", "TarotDoubleDetenteDetails",
]

TRICKS = 13  # §3.1: 13 cards each, 13 tricks a half
GOAL = 200  # §6
TOUT_OU_RIEN_BAR = 100  # §8.4
PETIT_POINTS = 2  # §3.3.2
PETIT_LAST_TRICK = 5  # §3.3.2
EXCUSE_PENALTY = 5  # §3.3.1
CAVALIER_POINTS = 2  # §8.1
ACE_PENALTY = 10  # §8.3
MAX_PER_MANCHE = 4  # four Cavaliers, four suit Aces in the pack

#: Contract bonus (exact, ±1, ±2) by half: §3.4 (1st), §4 (2nd), §7 (3rd tiers, 2 players); ruling G2.
BONUS_TABLES: Mapping[int, tuple[int, int, int]] = {1: (10, 5, 2), 2: (20, 10, 5), 3: (30, 20, 10)}

#: The faults of §5 and ruling G13 a referee can name (words ``tarot_double_detente.fault.<kind>``).
FAULT_KINDS: tuple[str, ...] = ("no_follow", "trump_while_holding_suit", "no_trump", "no_overtrump")

#: The effects of a turned card (§8.2).
EFFECTS: tuple[str, ...] = ("none", "exact_only", "doubled", "reversed")


def modification_effect(card: Card | None) -> str:
    """§8.2: what a turned card does to the half: ``exact_only`` (an Atout),
    ``doubled`` (a Cavalier), ``reversed`` (any other suit card), ``none``
    (nothing turned). The Excuse defers to a second card."""
    if card is None:
        return "none"
    if card.is_trump:
        return "exact_only"
    if card.rank == "C":
        return "doubled"
    return "reversed"


def contract_bonuses(half: int, effect: str = "none") -> tuple[int, int, int]:
    """The bonuses for an exact contract, one trick off and two off in this
    half (§3.4, §4, §7), after a turned card (§8.2)."""
    exact, one, two = BONUS_TABLES[half]
    if effect == "exact_only":
        return exact, 0, 0
    if effect == "doubled":
        return exact * 2, one * 2, two * 2
    return exact, one, two


def bonus_for(contract: int, tricks: int, half: int, effect: str = "none") -> int:
    """The contract bonus (without the tricks themselves) of §3.4, §4, §7."""
    diff = abs(tricks - contract)
    table = contract_bonuses(half, effect)
    return table[diff] if diff < 3 else 0


def suit_order(reversed_suit: bool = False) -> tuple[str, ...]:
    """§3.3: 1 (As) up to Roi; §8.2 reverses it for the turned card's suit."""
    order = TAROT_78.ranks
    return tuple(reversed(order)) if reversed_suit else order


class PlayFault(DealError):
    """A play that is one of the faults of §5 (ruling G13); ``kind`` is one
    of :data:`FAULT_KINDS`. The half stops and the offender pays (§4.6)."""

    def __init__(self, kind: str, message: Message) -> None:
        self.kind = kind
        super().__init__("card", message, "TDD §5")


@dataclass(frozen=True)
class TarotTrick(Trick[Card]):
    """A trick of Tarot Double Détente: the suit whose order the turned card reversed (§8.2)."""

    reversed_suit: Suit | None = None


class DealKind(StrEnum):
    """How a half went."""

    #: played to the end (§3.4, §4, §7)
    PLAYED = "played"
    #: stopped by a fault (§5)
    FAULT = "fault"


@dataclass(frozen=True, kw_only=True)
class TarotDoubleDetenteDetails(DealDetails):
    """A half of Tarot double détente: which half of which manche, how it
    went; its offender, or the card turned's effect (§8.2), who made his
    contract exactly and whose tout-ou-rien failed (§8.4); then the game's
    winners (§6)."""

    half: int
    manche: int
    kind: DealKind
    fault: str | None = None
    effect: str | None = None
    exact: tuple[str, ...] = ()
    tout_ou_rien_failed: tuple[str, ...] = ()
    winners: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class TarotDoubleDetenteState(GameState):
    """The running scores, where the manche stands and what it used up."""

    #: complete manches so far
    manches_played: int = 0
    #: the number of the last half entered within its manche (0 before the first)
    last_half: int = 0
    #: the Petit was won in an earlier half of this manche
    petit_won: bool = False
    #: someone already played the Excuse in a last trick of this manche
    excuse_used: bool = False
    #: Cavaliers (§8.1) and winning Aces (§8.3) counted so far in this manche
    cavaliers: int = 0
    aces: int = 0


# -- what spans several fields, in the order of the refusals of §3J.3 -------------------------


def _state(scope: Scope) -> TarotDoubleDetenteState | None:
    state = scope.state
    return state if isinstance(state, TarotDoubleDetenteState) else None


def _check_speaking_order(scope: Scope, order: Sequence[str] | None) -> None:
    if order is not None and len(set(order)) != len(order):
        scope.refuse(msg("tarot_double_detente.refused.speaking_order"), "TDD §3.2")


def _check_contract(scope: Scope, contract: Mapping[str, int] | None) -> None:
    if contract is None or len(scope.players) != 2:
        return
    total = sum(contract.values())
    if total == TRICKS:
        order = scope["speaking_order"]
        if order is None:
            # ruling G1: the player after the dealer speaks first, so the dealer speaks second
            state = _state(scope)
            second = scope["dealer"] or (
                state.dealer if state is not None else game_of(scope, TarotDoubleDetente).first_dealer)
        else:
            second = order[1]
        scope.refuse(msg("tarot_double_detente.refused.sum_13", player=second, value=contract[second]), "TDD §7")


def _check_tricks(scope: Scope, tricks: Mapping[str, int] | None) -> None:
    if tricks is not None and sum(tricks.values()) != TRICKS:
        scope.refuse(msg("tarot_double_detente.refused.trick_total", total=sum(tricks.values())), "TDD §3.1")


def _check_petit(scope: Scope, winner: str | None) -> None:
    if winner is None:
        return
    state = _state(scope)
    if state is not None and state.petit_won and game_of(scope, TarotDoubleDetente).half_of(state) > 1:
        scope.refuse(msg("tarot_double_detente.refused.petit_twice"), "TDD §3.3.2")
        return
    tricks = scope["tricks"]
    if tricks is not None and tricks[winner] == 0:
        scope.refuse(msg("tarot_double_detente.refused.petit_no_trick", player=winner), "TDD §3.3.2")


def _check_petit_last(scope: Scope, last: bool) -> None:
    if last and scope["petit_winner"] is None:
        scope.refuse(msg("tarot_double_detente.refused.petit_last_alone"), "TDD §3.3.2")


def _check_excuse(scope: Scope, player: str | None) -> None:
    state = _state(scope)
    if player is not None and state is not None and state.excuse_used and \
            game_of(scope, TarotDoubleDetente).half_of(state) > 1:
        scope.refuse(msg("tarot_double_detente.refused.excuse_twice"), "TDD §3.3.1")


def _check_modification(scope: Scope, modification: Mapping[str, Any] | None) -> None:
    if modification is None:
        return
    game = game_of(scope, TarotDoubleDetente)
    if not game.options["opt_modifications"]:
        scope.refuse(msg("tarot_double_detente.refused.option_off", option=msg(
            "tarot_double_detente.option.opt_modifications")), "TDD §8.2")
        return
    state = _state(scope)
    if state is not None and game.half_of(state) not in game.modifiable_halves:
        scope.refuse(msg("tarot_double_detente.refused.modification_half"), "TDD §8.2")
        return
    card, second = modification["card"], modification["second_card"]
    if card.is_excuse:
        if second is None:
            scope.refuse(msg("tarot_double_detente.refused.second_card_needed"), "TDD §8.2",
                         at="modification.second_card")
        elif second.is_excuse:
            scope.refuse(msg("tarot_double_detente.refused.second_card_excuse"), "TDD §8.2",
                         at="modification.second_card")
    elif second is not None:
        scope.refuse(msg("tarot_double_detente.refused.second_card_only_after_excuse"), "TDD §8.2",
                     at="modification.second_card")


def _check_tout_ou_rien(scope: Scope, declared: Mapping[str, str]) -> None:
    if not declared:
        return
    if not game_of(scope, TarotDoubleDetente).options["opt_tout_ou_rien"]:
        scope.refuse(msg("tarot_double_detente.refused.option_off", option=msg(
            "tarot_double_detente.option.opt_tout_ou_rien")), "TDD §8.4")
        return
    state = _state(scope)
    for declarer, target in declared.items():
        if target == declarer:
            scope.refuse(msg("tarot_double_detente.refused.target_self", player=declarer), "TDD §8.4",
                         at=f"tout_ou_rien.{declarer}")
            return
        if state is not None and state.totals[target] < TOUT_OU_RIEN_BAR:
            scope.refuse(msg("tarot_double_detente.refused.target_below", target=target,
                             total=state.totals[target]), "TDD §8.4", at=f"tout_ou_rien.{declarer}")
            return


def _check_cavaliers(scope: Scope, won: Mapping[str, int]) -> None:
    if not won:
        return
    if not game_of(scope, TarotDoubleDetente).options["opt_cavalerie"]:
        scope.refuse(msg("tarot_double_detente.refused.option_off", option=msg(
            "tarot_double_detente.option.opt_cavalerie")), "TDD §8.1")
        return
    state = _state(scope)
    before = state.cavaliers if state is not None and game_of(scope, TarotDoubleDetente).half_of(state) > 1 else 0
    if before + sum(won.values()) > MAX_PER_MANCHE:
        scope.refuse(msg("tarot_double_detente.refused.cavaliers_manche", before=before,
                         now=sum(won.values())), "TDD §8.1")


def _check_aces(scope: Scope, won: Mapping[str, int]) -> None:
    if not won:
        return
    if not game_of(scope, TarotDoubleDetente).options["opt_as_gagnant"]:
        scope.refuse(msg("tarot_double_detente.refused.option_off", option=msg(
            "tarot_double_detente.option.opt_as_gagnant")), "TDD §8.3")
        return
    tricks = scope["tricks"]
    if tricks is not None:
        for p, n in won.items():
            if n > tricks[p]:
                scope.refuse(msg("tarot_double_detente.refused.aces_tricks", player=p, aces=n, tricks=tricks[p]),
                             "TDD §8.3", at=f"aces_winning.{p}")
                return
    state = _state(scope)
    before = state.aces if state is not None and game_of(scope, TarotDoubleDetente).half_of(state) > 1 else 0
    if before + sum(won.values()) > MAX_PER_MANCHE:
        scope.refuse(msg("tarot_double_detente.refused.aces_manche", before=before, now=sum(won.values())),
                     "TDD §8.3")


PLAYED = Not(Given("fault"))


def _given(scope: Scope, name: str) -> bool:
    """Whether ``name`` holds something: in the entry being read (null and
    absent are nothing), or typed in the form being drawn."""
    raw = scope.raw
    if raw:
        return raw.get(name) is not None
    return scope.get(name) not in (None, {}, [])


@dataclass(frozen=True)
class _InUse(Cond):
    """A half played (``PLAYED``) whose field ``name`` the game uses (a house
    rule in force, two players speaking) or that holds something anyway: a
    field the game does not use and that is left empty is not asked for; one
    that is filled is read, and refused, as always."""

    name: str
    used: Callable[[TarotDoubleDetente], bool]

    @property
    def fields(self) -> tuple[str, ...]:  # type: ignore[override]
        return PLAYED.fields

    def test(self, scope: Scope) -> bool:
        if not PLAYED.test(scope):
            return False
        game = scope.game
        return not isinstance(game, TarotDoubleDetente) or self.used(game) or _given(scope, self.name)

    def json(self, record: Record, players: Sequence[str] | None = None) -> Any:
        # where the game uses it and it is left empty, there is nothing to constrain
        played = PLAYED.json(record, players)
        return {"allOf": [played, Given(self.name).json(record)]}


def _option(name: str) -> Callable[[TarotDoubleDetente], bool]:
    return lambda game: bool(game.options[name])


def _two_players(game: TarotDoubleDetente) -> bool:
    return len(game.players) == 2


def _halves(game: TarotDoubleDetente) -> list[Message | str]:
    """A pad's rows are the halves of each manche (« 2·1 »: manche 2, first half; §2, §7)."""
    return [f"{n // game.halves + 1}·{n % game.halves + 1}" for n in range(SHEET.rows)]


SHEET: SheetSpec[TarotDoubleDetente] = SheetSpec(
    columns=("petit_winner", "contract", "tricks"),
    facts=("manche",),
    handwritten=(PadColumn("petit", width=1.3), PadColumn("contract", per_player=True, width=0.9),
                 PadColumn("tricks", per_player=True, width=0.9)),
    rows=18,
    row_labels=_halves,
)


@register(sheet=SHEET)
class TarotDoubleDetente(Game[TarotDoubleDetenteState], CardTricks[TarotTrick]):
    slug = "tarot_double_detente"
    name = "Tarot double détente"
    rulebook_section = "Tarot double détente"
    players_min, players_max = 2, 3
    variants = ("double", "triple")
    default_variant = "double"
    variant_players = {"double": 3, "triple": 2}
    deck = TAROT_78
    unit = "points"
    reminders = (
        ("TDD §3.2", "tarot_double_detente.reminder.contracts"),
        ("TDD §3.4", "tarot_double_detente.reminder.scoring"),
        ("TDD §3.3.2", "tarot_double_detente.reminder.petit"),
        ("TDD §3.3.1", "tarot_double_detente.reminder.excuse"),
        ("TDD §5", "tarot_double_detente.reminder.faults"),
        ("TDD §6", "tarot_double_detente.reminder.victory"),
        ("TDD §7", "tarot_double_detente.reminder.triple"),
    )
    options_schema = Record((
        Option("opt_cavalerie", Bool(), False, rule="TDD §8.1"),
        Option("opt_modifications", Bool(), False, rule="TDD §8.2"),
        Option("opt_as_gagnant", Bool(), False, rule="TDD §8.3"),
        Option("opt_tout_ou_rien", Bool(), False, rule="TDD §8.4"),
        Option("fault_penalty_third_tiers", Int(0, 200), 30, rule="TDD §5"),
    ), strict=True)

    # -- the entry (spec §3J.2; problems reported in its order, §9) --------------------------

    def entry(self) -> Record:
        count = len(self.players)
        return Record((
            Field("dealer", Player()),
            Field("speaking_order", ListOf(Player(), min=count, max=count),
                  when=_InUse("speaking_order", _two_players), group="more", rule="TDD §3.2",
                  checks=(_check_speaking_order,)),
            Field("fault", Player(), group="more", rule="TDD §5"),
            Field("contract", PlayerMap(Int(0, TRICKS)), required=True, when=PLAYED, rule="TDD §3.2",
                  checks=(_check_contract,)),
            Field("tricks", PlayerMap(Int(0, TRICKS), total=TRICKS), required=True, when=PLAYED, rule="TDD §3.1",
                  checks=(_check_tricks,)),
            Field("petit_winner", Player(), when=PLAYED, needs=("tricks",), rule="TDD §3.3.2",
                  checks=(_check_petit,)),
            Field("petit_in_last_trick", Bool(), default=False, when=PLAYED, needs=("petit_winner",),
                  rule="TDD §3.3.2", checks=(_check_petit_last,)),
            Field("excuse_last_trick_by", Player(), when=PLAYED, rule="TDD §3.3.1", checks=(_check_excuse,)),
            Field("modification", Record((
                Field("card", CardKind(TAROT_78), required=True),
                Field("second_card", CardKind(TAROT_78)),
            )), when=_InUse("modification", _option("opt_modifications")), rule="TDD §8.2",
                checks=(_check_modification,)),
            Field("tout_ou_rien", PlayerMap(Player(), complete=False), default={},
                  when=_InUse("tout_ou_rien", _option("opt_tout_ou_rien")), group="more", rule="TDD §8.4",
                  checks=(_check_tout_ou_rien,)),
            Field("cavaliers_won", PlayerMap(Int(0, MAX_PER_MANCHE), complete=False), default={},
                  when=_InUse("cavaliers_won", _option("opt_cavalerie")), rule="TDD §8.1",
                  checks=(_check_cavaliers,)),
            Field("aces_winning", PlayerMap(Int(0, MAX_PER_MANCHE), complete=False), default={},
                  when=_InUse("aces_winning", _option("opt_as_gagnant")), needs=("tricks",), rule="TDD §8.3",
                  checks=(_check_aces,)),
            # the table knows the turned card first, then the contracts; what is rare is folded
        ), form_order=("dealer", "modification", "contract", "tricks", "petit_winner", "petit_in_last_trick",
                       "excuse_last_trick_by", "cavaliers_won", "aces_winning", "tout_ou_rien", "fault",
                       "speaking_order"))

    # -- the manche --------------------------------------------------------------------------

    @property
    def halves(self) -> int:
        """Halves per manche: 2 demi-manches, or 3 tiers-manches with two players (§2, §7)."""
        return 3 if len(self.players) == 2 else 2

    @property
    def modifiable_halves(self) -> tuple[int, ...]:
        """§8.2: the first demi-manche, or the first two tiers-manches."""
        return (1, 2) if len(self.players) == 2 else (1,)

    def half_of(self, state: TarotDoubleDetenteState) -> int:
        """The number, within its manche, of the half entered next."""
        return state.deals % self.halves + 1

    def fault_penalty(self, half: int) -> int:
        """§5: 20 in the first half, 30 in the second; the third tiers by ruling G4."""
        third: int = self.options["fault_penalty_third_tiers"]
        return {1: 20, 2: 30}.get(half, third)

    # -- state -------------------------------------------------------------------------------

    def new_state(self) -> TarotDoubleDetenteState:
        return TarotDoubleDetenteState(totals=self.zero(), dealer=self.first_dealer)

    def report(self, state: TarotDoubleDetenteState) -> JSONObject:
        return {"manches_played": state.manches_played, "last_half": state.last_half}

    def facts(self, state: TarotDoubleDetenteState) -> list[Fact]:
        # the half to play next; once the game is over, the last one played
        half = self.halves if state.finished else self.half_of(state)
        in_manche = half > 1
        return [
            Fact("manche", msg("tarot_double_detente.fact.manche"),
                 state.manches_played if state.finished else state.manches_played + 1, FactKind.NUMBER),
            Fact("half", msg("tarot_double_detente.fact.half"), half, FactKind.COUNTER, limit=self.halves),
            Fact("bonus", msg("tarot_double_detente.fact.bonus"),
                 msg("tarot_double_detente.fact.bonus_table", exact=BONUS_TABLES[half][0],
                     one=BONUS_TABLES[half][1], two=BONUS_TABLES[half][2]), FactKind.TEXT),
            Fact("petit_won", msg("tarot_double_detente.fact.petit_won"), in_manche and state.petit_won,
                 FactKind.MARKER),
            Fact("excuse_used", msg("tarot_double_detente.fact.excuse_used"), in_manche and state.excuse_used,
                 FactKind.MARKER),
            Fact("goal", msg("tarot_double_detente.fact.goal"), GOAL, FactKind.THRESHOLD),
        ]

    # -- scoring -----------------------------------------------------------------------------

    def score_deal(self, state: TarotDoubleDetenteState, e: Values) -> Outcome[TarotDoubleDetenteState]:
        dealer = self.dealer_of(state, e)
        half = self.half_of(state)
        fresh = half == 1
        lines: list[ScoreLine] = []
        petit_won = False if fresh else state.petit_won
        excuse_used = False if fresh else state.excuse_used
        cavaliers = 0 if fresh else state.cavaliers
        aces = 0 if fresh else state.aces
        if e["fault"] is not None:
            offender = e["fault"]
            penalty = self.fault_penalty(half)
            lines.append(ScoreLine(offender, -penalty, "TDD §5",
                                   msg("tarot_double_detente.line.fault", part=self._part(half), penalty=penalty)))
            for p in self.players:
                if p != offender:
                    lines.append(ScoreLine(p, 0, "TDD §5", msg("tarot_double_detente.line.stopped",
                                                               offender=offender)))
            summary = msg("tarot_double_detente.summary.fault", player=offender, part=self._part(half),
                          manche=state.manches_played + 1)
            details = TarotDoubleDetenteDetails(half=half, manche=state.manches_played + 1, kind=DealKind.FAULT,
                                                fault=offender)
        else:
            effect, failed = self._score_half(half, e, lines)
            petit_won = petit_won or e["petit_winner"] is not None
            excuse_used = excuse_used or e["excuse_last_trick_by"] is not None
            cavaliers += sum(e["cavaliers_won"].values())
            aces += sum(e["aces_winning"].values())
            exact = [p for p in self.players if e["contract"][p] == e["tricks"][p]]
            manche = state.manches_played + 1
            summary = (msg("tarot_double_detente.summary.half", part=self._part(half), exact=exact, manche=manche)
                       if exact else msg("tarot_double_detente.summary.half_none", part=self._part(half),
                                         manche=manche))
            details = TarotDoubleDetenteDetails(half=half, manche=manche, kind=DealKind.PLAYED, effect=effect,
                                                exact=tuple(exact), tout_ou_rien_failed=failed)

        delta = self.delta_of(lines)
        totals = self.add(state.totals, delta)
        manche_over = half == self.halves
        winners: tuple[str, ...] = ()
        if manche_over:
            winners = self._winners(totals)
            best = max(totals.values())
            if winners:
                lines.append(ScoreLine(winners[0], 0, "TDD §6", msg("tarot_double_detente.line.wins",
                                                                    total=totals[winners[0]])))
            elif best >= GOAL:
                leaders = [p for p in self.players if totals[p] == best]
                for p in leaders:
                    lines.append(ScoreLine(p, 0, "TDD §6", msg("tarot_double_detente.line.tie", total=best,
                                                               players=leaders)))
        details = replace(details, winners=winners)
        new_state = self.evolve(
            state, totals=totals, deals=state.deals + 1,
            dealer=self.next_dealer_after(dealer) if manche_over else dealer,
            finished=bool(winners), winners=winners,
            manches_played=state.manches_played + (1 if manche_over else 0), last_half=half,
            petit_won=petit_won, excuse_used=excuse_used, cavaliers=cavaliers, aces=aces)
        return Outcome(new_state, delta, self.seat_order(lines), dealer, summary, details)

    def _part(self, half: int) -> Message:
        """« 1re demi-manche », « 3e tiers-manche »."""
        return msg(f"tarot_double_detente.part.{self.variant or 'double'}", n=half)

    def _effect(self, e: Values) -> tuple[str, Card | None]:
        modification = e["modification"]
        if modification is None:
            return "none", None
        card: Card = modification["card"]
        if card.is_excuse:
            card = modification["second_card"]
        return modification_effect(card), card

    def _score_half(self, half: int, e: Values, lines: list[ScoreLine]) -> tuple[str, tuple[str, ...]]:
        """§3.4, §4, §7 and the extra rules of §8, for a half played to the end (§4.7 of the spec):
        the effect of the card turned, and whose tout-ou-rien failed."""
        contract: Mapping[str, int] = e["contract"]
        tricks: Mapping[str, int] = e["tricks"]
        effect, turned = self._effect(e)
        table = contract_bonuses(half, effect)
        rule = {1: "TDD §3.4", 2: "TDD §4", 3: "TDD §7"}[half]
        bonus_rule = "TDD §8.2" if effect in ("exact_only", "doubled") else rule
        declared: Mapping[str, str] = e["tout_ou_rien"]
        failed = {p for p in declared if contract[p] != tricks[p]}
        if turned is not None:
            lines.append(ScoreLine(self.players[0], 0, "TDD §8.2",
                                   msg(f"tarot_double_detente.line.turned_{effect}", card=turned)))

        # what each player scores himself (cancelled by a failed tout ou rien, §8.4)
        for p in self.players:
            own: list[tuple[int, str, Message]] = []
            diff = abs(tricks[p] - contract[p])
            bonus = table[diff] if diff < 3 else 0
            own.append((tricks[p] + bonus, bonus_rule if bonus else rule,
                        msg("tarot_double_detente.line.contract", contract=contract[p], tricks=tricks[p],
                            diff=diff, bonus=bonus)))
            if e["petit_winner"] == p:
                own.append((PETIT_POINTS, "TDD §3.3.2", msg("tarot_double_detente.line.petit")))
                if e["petit_in_last_trick"]:
                    own.append((PETIT_LAST_TRICK, "TDD §3.3.2", msg("tarot_double_detente.line.petit_last")))
            won = e["cavaliers_won"].get(p, 0)
            if won:
                own.append((CAVALIER_POINTS * won, "TDD §8.1", msg("tarot_double_detente.line.cavaliers", n=won)))
            if p in failed:
                lost = sum(points for points, _, _ in own)
                lines.append(ScoreLine(p, 0, "TDD §8.4", msg("tarot_double_detente.line.tout_ou_rien_failed",
                                                             contract=contract[p], tricks=tricks[p], lost=lost)))
            else:
                lines.extend(ScoreLine(p, points, r, m) for points, r, m in own)

        # what the others cost him
        if e["excuse_last_trick_by"] is not None:
            lines.append(ScoreLine(e["excuse_last_trick_by"], -EXCUSE_PENALTY, "TDD §3.3.1",
                                   msg("tarot_double_detente.line.excuse_last")))
        for q, n in e["aces_winning"].items():
            if not n:
                continue
            for p in self.players:
                if p != q:
                    lines.append(ScoreLine(p, -ACE_PENALTY * n, "TDD §8.3",
                                           msg("tarot_double_detente.line.ace", player=q, n=n)))
        for declarer, target in declared.items():
            if declarer in failed:
                continue
            taken = table[0]
            lines.append(ScoreLine(target, -taken, "TDD §8.4",
                                   msg("tarot_double_detente.line.tout_ou_rien", player=declarer, bonus=taken)))
        return effect, tuple(sorted(failed))

    def _winners(self, totals: Mapping[str, int]) -> tuple[str, ...]:
        """§6 and ruling G5: at the end of a manche, the highest score of 200
        or more wins; a tie for it plays another manche."""
        best = max(totals.values())
        if best < GOAL:
            return ()
        leaders = [p for p in self.players if totals[p] == best]
        return tuple(leaders) if len(leaders) == 1 else ()

    # -- referee (§3.3) ------------------------------------------------------------------------

    def trick_winner(self, trick: TarotTrick) -> int:
        """§3.3: index, in play order, of the card that takes the trick: the
        highest Atout, else the highest card of the suit led (in reversed order
        for the suit §8.2 reversed). The Excuse never wins (§3.3.1)."""
        cards = trick.cards
        for card in cards:
            if card not in TAROT_78:
                raise ValueError(f"{card}: not a tarot card (TDD §1)")
        led = tarot_led(cards)
        if led is None:
            raise ValueError("a trick of the Excuse alone has no winner (TDD §3.3.1)")
        return tarot_strongest(cards, suit_order(led.suit == trick.reversed_suit))

    def verify_play(self, trick: TarotTrick, hand: Sequence[Card], card: Card) -> None:
        """§3.3: follow the suit led (Atout if Atout is led); if void, trump;
        a trump played where an Atout already lies must go higher when it can
        (and is still a trump when it cannot); with neither, anything. The
        Excuse may always be played (ruling G6); after an Excuse lead, the
        second card sets the suit (§3.3.1). Raise :class:`PlayFault` (a
        ``ValueError``) when playing ``card`` is a fault of §5, a
        :class:`DealError` when it is not in the hand."""
        if card not in hand:
            raise DealError("card", msg("tarot_double_detente.refused.not_in_hand", card=card), "TDD §3.3")
        cards = trick.cards
        if card in tarot_allowed(cards, hand):
            return
        led = tarot_led(cards)
        assert led is not None  # a first card is always legal
        if not led.is_trump and any(c.suit == led.suit for c in hand):
            if card.is_trump:
                raise PlayFault("trump_while_holding_suit",
                                msg("tarot_double_detente.refused.trump_holding_suit", card=card, led=led.suit))
            raise PlayFault("no_follow", msg("tarot_double_detente.refused.no_follow", card=card, led=led.suit))
        if card.is_trump:
            raise PlayFault("no_overtrump", msg("tarot_double_detente.refused.no_overtrump", card=card,
                                                top=max((c.number for c in cards if c.is_trump), default=0)))
        if led.is_trump:
            raise PlayFault("no_follow", msg("tarot_double_detente.refused.no_follow_trump", card=card))
        raise PlayFault("no_trump", msg("tarot_double_detente.refused.no_trump", card=card, led=led.suit))

    @staticmethod
    def excuse_penalty(trick_number: int, card: Card) -> int:
        """§3.3.1: the Excuse played in the 13th trick costs 5 (0 otherwise)."""
        return EXCUSE_PENALTY if card.is_excuse and trick_number == TRICKS else 0

    # -- the referee: a trick (compagnon/rules/referee.py) -----------------------------------

    referee_questions = ("trick",)

    def referee_schema(self, question: str) -> Record:
        card = CardKind(TAROT_78)
        # the turned card of §8.2 (named as in the deal entry), asked only with the house rule
        turned = Field("modification", Record((
            Field("card", card, required=True),
            Field("second_card", card),
        )), when=_Turned("modification", "opt_modifications"), rule="TDD §8.2", checks=(_check_modification,))
        number = Field("trick_number", Int(1, TRICKS), rule="TDD §3.3.1")
        return trick_schema((turned, number), card, len(self.players))

    def referee(self, question: str, values: Values) -> Answer:
        """§3.3: who takes the trick and whether each card was allowed; the
        Excuse in the 13th trick costs 5 (§3.3.1), the Petit's points go to
        the winner (§3.3.2), and the house rules of §8 say their word."""
        return self.referee_trick(values)

    def trick_context(self, values: Values) -> TarotTrick:
        _check_trick(values["plays"])
        context = values["context"]
        return TarotTrick(asked_plays(values), number=context.get("trick_number"),
                          reversed_suit=_reversed_suit(context.get("modification")))

    def trick_rule(self, trick: TarotTrick, winner: int) -> str:
        return "TDD §3.3"

    def trick_reason(self, trick: TarotTrick, winner: int) -> Message:
        return self._why_it_wins(trick.cards, winner, trick.reversed_suit, trick.number)

    def play_verdict(self, trick: TarotTrick, hand: Sequence[Card] | None, card: Card) -> Verdict:
        """§3.3.1: the Excuse kept to the last trick costs its player 5 points."""
        verdict = super().play_verdict(trick, hand, card)
        if trick.number != TRICKS or not card.is_excuse or verdict.legal is False:
            return verdict
        return replace(verdict, rule="TDD §3.3.1",
                       reason=msg("tarot_double_detente.referee.excuse_last", player=verdict.player))

    def _why_it_wins(self, cards: Sequence[Card], i: int, reversed_suit: Suit | None,
                     number: int | None) -> Message:
        card = cards[i]
        led = tarot_led(cards)
        words: list[Message] = []
        if led is not None and cards[0].is_excuse:
            words.append(msg("tarot_double_detente.referee.excuse_led", card=led))
        if card.is_trump:
            words.append(msg("tarot_double_detente.referee.wins_trump", card=card))
        else:
            words.append(msg("tarot_double_detente.referee.wins_suit", card=card, suit=card.suit))
            if card.suit == reversed_suit:
                words.append(msg("tarot_double_detente.referee.reversed", suit=card.suit))
        if any(c.is_excuse for c in cards) and not cards[0].is_excuse:
            words.append(msg("tarot_double_detente.referee.excuse_never"))
        if any(c.is_trump and c.number == 1 for c in cards):
            key = "petit_last" if number == TRICKS else "petit"
            words.append(msg(f"tarot_double_detente.referee.{key}"))
        if self.options["opt_cavalerie"]:
            cavaliers = sum(1 for c in cards if c.rank == "C" and not c.is_trump)
            if cavaliers:
                words.append(msg("tarot_double_detente.referee.cavaliers", n=cavaliers))
        if self.options["opt_as_gagnant"] and card.rank == "A" and not card.is_trump:
            words.append(msg("tarot_double_detente.referee.ace_wins"))
        return _sentences(words)


def _reversed_suit(modification: Mapping[str, Any] | None) -> Suit | None:
    """§8.2: the suit whose order the turned card reverses (the second card
    when the first was the Excuse), or None."""
    if modification is None:
        return None
    turned: Card | None = modification["card"]
    if turned is not None and turned.is_excuse:
        turned = modification.get("second_card")
    if turned is None or modification_effect(turned) != "reversed":
        return None
    return turned.suit


class _Turned(Asked):
    """The turned card is asked where §8.2 is in force, and read (then
    refused) wherever it is given anyway, or typed in the form being drawn."""

    def holds(self, scope: Scope) -> bool:
        return _given(scope, self.name)


def _check_trick(plays: Sequence[Mapping[str, Any]]) -> None:
    """A trick the table can have played: each card once (one pack), each
    player once, and not the Excuse alone (it never wins, §3.3.1)."""
    seen: set[Card] = set()
    players: set[str] = set()
    for play in plays:
        if play["card"] in seen:
            raise DealError("plays", msg("tarot_double_detente.referee.card_twice", card=play["card"]), "TDD §1")
        if play["player"] in players:
            raise DealError("plays", msg("tarot_double_detente.referee.player_twice", player=play["player"]),
                            "TDD §3.3")
        seen.add(play["card"])
        players.add(play["player"])
    if tarot_led([p["card"] for p in plays]) is None:
        raise DealError("plays", msg("tarot_double_detente.referee.excuse_alone"), "TDD §3.3.1")


def _sentences(words: Sequence[Message]) -> Message:
    """Several reasons said one after the other."""
    said = words[-1]
    for before in reversed(words[:-1]):
        said = msg("tarot_double_detente.referee.then", first=before, then=said)
    return said
