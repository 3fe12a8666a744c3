"""Loba: a draw-and-discard rummy for 3 to 5 players in six mènes, each with its required first meld.

The scoring follows ``shared/spec/loba.md`` (rulings L-1 to L-9 there);
article numbers such as "Loba §5" are the rulebook's own. A mène is entered
once it is over: who went out, then the cards (or their value) each other
player still holds; the first melds may be entered too, for the referee to
check them against the mène's list.

The referee helpers are module functions the form and the table use:
:func:`verify_first_meld` / :func:`can_first_meld` (§5, §6, §7.1, ruling
L-6), :func:`read_combination` (one brelan, sextuple, quarte or longer set
or sequence, §6, §7.3), :func:`verify_addition` / :func:`can_add` (§7.2:
extending a set or a sequence, shifting a Joker, ruling L-5) and
:func:`hand_value` (§6, ruling L-3).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Option, Outcome, ScoreLine
from ..decks import LOBA, Card
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer
from ..registry import register
from ..schema import Bool, CardKind, Choice, Field, Int, ListOf, Player, PlayerMap, Record, Scope, Tagged, Values

__all__ = [
    "CARD_VALUES", "FIRST_MELDS", "JOKER_VALUE", "Loba", "LobaState", "Meld", "MeldError", "can_add",
    "can_first_meld", "card_value", "hand_value", "read_combination", "verify_addition", "verify_first_meld",
    "LobaDetails",
]

MENES = 6  # intro, §4.2
HAND_SIZE = 11  # §2
JOKER_VALUE = 25  # §6
MAX_PENALTY = 4 * JOKER_VALUE + 7 * 13  # spec §3.1: four Jokers and seven Rois, the most 11 cards are worth
COPIES = 2  # §1: two packs
JOKERS = 4  # §1

#: §6 what a card left in hand costs (ruling L-3: the As is 1).
CARD_VALUES: Mapping[str, int] = {
    "A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "V": 11, "D": 12, "R": 13,
}

#: §5 the first meld each mène requires: (brelans, quartes).
FIRST_MELDS: Mapping[int, tuple[int, int]] = {1: (2, 0), 2: (1, 1), 3: (0, 2), 4: (3, 0), 5: (2, 1), 6: (1, 2)}

BRELAN, QUARTE, SEXTUPLE = 3, 4, 6  # §5, §7.1

#: §6 the order of sequences: the As below the 2 (1) or above the Roi (14); no wrap.
_RANK_STEPS: Mapping[str, tuple[int, ...]] = {
    **{r: (i,) for i, r in enumerate(("2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R"), start=2)},
    "A": (1, 14),
}
LOW, HIGH = 1, 14


def card_value(card: Card) -> int:
    """§6: a card's penalty value (Joker 25, figures 11-13, As 1)."""
    return JOKER_VALUE if card.is_joker else CARD_VALUES[card.rank]


def hand_value(cards: Iterable[Card]) -> int:
    """§9: what the cards left in hand cost."""
    return sum(card_value(c) for c in cards)


# --------------------------------------------------------------------- combinations (§5, §6, §7)

class MeldError(DealError):
    """A combination or a first meld the rules refuse."""

    def __init__(self, message: Message, rule: str = "Loba §5") -> None:
        super().__init__("first_meld", message, rule)


@dataclass(frozen=True)
class Meld:
    """A combination read from the cards as laid: a ``set`` (one rank) or a
    ``sequence`` (consecutive ranks); ``cards`` as laid; ``rank`` a set's
    rank; ``steps`` the place of each card of a sequence, as laid, in the
    order 1 (low As) … 14 (high As), a Joker taking the place of its slot."""

    kind: str
    cards: tuple[Card, ...]
    rank: str | None = None
    steps: tuple[int, ...] = ()

    @property
    def jokers(self) -> int:
        return sum(1 for c in self.cards if c.is_joker)

    @property
    def brelans(self) -> int:
        """What it counts for in a first meld (§5, §7.1): a brelan 1, a sextuple 2."""
        return {BRELAN: 1, SEXTUPLE: 2}.get(len(self.cards), 0) if self.kind == "set" else 0

    @property
    def quartes(self) -> int:
        return 1 if self.kind == "sequence" and len(self.cards) == QUARTE else 0


def _one_joker(cards: Sequence[Card]) -> None:
    if sum(1 for c in cards if c.is_joker) > 1:
        raise MeldError(msg("loba.refused.two_jokers"), "Loba §6")


def _as_set(cards: Sequence[Card]) -> Meld:
    """§5 brelan and larger sets: one rank; up to two identical cards (two packs)."""
    real = [c for c in cards if not c.is_joker]
    ranks = {c.rank for c in real}
    if len(ranks) != 1:
        raise MeldError(msg("loba.refused.not_a_set", size=len(cards)))
    copies = Counter(real)
    if any(n > COPIES for n in copies.values()):
        card = next(c for c, n in copies.items() if n > COPIES)
        raise MeldError(msg("loba.refused.copies", card=card), "Loba §1")
    return Meld("set", tuple(cards), rank=real[0].rank)


def _sequence_steps(cards: Sequence[Card]) -> list[int] | None:
    """The positions (1..14) of the cards as laid, read ascending or
    descending, each Joker taking its slot; None when they do not follow."""
    for direction in (1, -1):
        starts: set[int] | None = None
        for i, c in enumerate(cards):
            if c.is_joker:
                continue
            here = {v - direction * i for v in _RANK_STEPS[c.rank]}
            starts = here if starts is None else starts & here
        for start in sorted(starts or ()):
            steps = [start + direction * i for i in range(len(cards))]
            if all(LOW <= s <= HIGH for s in steps):
                return steps
    return None


def _as_sequence(cards: Sequence[Card], multicolour: bool) -> Meld:
    """§5, §6, §7.3 quarte and longer sequences: consecutive ranks, the As
    at one end only (no wrap R-As-2), one suit unless multicolour."""
    real = [c for c in cards if not c.is_joker]
    steps = _sequence_steps(cards)
    if steps is None:
        if any(c.rank == "A" for c in real) and any(c.rank == "R" for c in real) and \
                any(c.rank == "2" for c in real):
            raise MeldError(msg("loba.refused.wrap"), "Loba §6")
        raise MeldError(msg("loba.refused.not_a_sequence", size=len(cards)), "Loba §6")
    suits = {c.suit for c in real}
    if len(suits) > 1 and not multicolour:
        raise MeldError(msg("loba.refused.one_suit"), "Loba §7.3")
    return Meld("sequence", tuple(cards), steps=tuple(steps))


def read_combination(cards: Sequence[Card], multicolour: bool = False, *, first_meld: bool = False) -> Meld:
    """One combination as laid (§5, §6, §7): a set of 3 or more cards of one
    rank, or a sequence of 4 or more (given in order). In a first meld
    (ruling L-6) a set is a brelan (3) or a sextuple (6) and a sequence a
    quarte (4). At most one Joker. Raises :class:`MeldError`."""
    cards = tuple(cards)
    for c in cards:
        if not c.is_joker and (c.suit is None or c.rank not in CARD_VALUES):
            raise MeldError(msg("loba.refused.not_a_card"), "Loba §1")
    _one_joker(cards)
    size = len(cards)
    if first_meld and size not in (BRELAN, QUARTE, SEXTUPLE):
        raise MeldError(msg("loba.refused.first_meld_size", size=size), "Loba §7.1")
    if size < BRELAN:
        raise MeldError(msg("loba.refused.too_short", size=size))
    if size == BRELAN or (first_meld and size == SEXTUPLE):
        return _as_set(cards)
    if first_meld:  # a quarte (L-6: a carré is not in any mène's list)
        return _as_sequence(cards, multicolour)
    real = [c for c in cards if not c.is_joker]
    if len({c.rank for c in real}) == 1:
        return _as_set(cards)
    return _as_sequence(cards, multicolour)


def verify_first_meld(mene: int, combinations: Sequence[Sequence[Card]], multicolour: bool = False) -> list[Meld]:
    """§4.1, §5, §6, §7.1 and ruling L-6: a first meld holds exactly the
    mène's combinations: brelans of 3 cards (a sextuple counts for two),
    quartes of 4, one Joker at most in each, within the two packs. Returns
    the combinations read; raises :class:`MeldError`."""
    if mene not in FIRST_MELDS:
        raise MeldError(msg("loba.refused.no_such_mene", mene=mene), "Loba §4.2")
    melds = [read_combination(c, multicolour, first_meld=True) for c in combinations]
    _within_packs([c for combination in combinations for c in combination])
    brelans = sum(m.brelans for m in melds)
    quartes = sum(m.quartes for m in melds)
    wanted = FIRST_MELDS[mene]
    if (brelans, quartes) != wanted:
        raise MeldError(msg("loba.refused.first_meld_list", mene=mene, brelans=wanted[0], quartes=wanted[1],
                            cards=wanted[0] * BRELAN + wanted[1] * QUARTE, laid_brelans=brelans,
                            laid_quartes=quartes), "Loba §4.1")
    return melds


def can_first_meld(mene: int, combinations: Sequence[Sequence[Card]], multicolour: bool = False) -> bool:
    try:
        verify_first_meld(mene, combinations, multicolour)
    except DealError:
        return False
    return True


def verify_addition(meld: Sequence[Card], added: Card, *, at_start: bool = False, melded_before: bool = True,
                    multicolour: bool = False) -> tuple[Card, ...]:
    """§7.2 and ruling L-5: a player who made his first meld in an earlier
    turn adds ``added`` to a combination on the table (cards as laid): to a
    set, a card of its rank; to a sequence, the next card at its end (or at
    its start), or the real card that a Joker at that end stands for, the
    Joker then moving one step further (never past an As). Returns the
    combination after the addition; raises :class:`DealError` (field
    ``additions``)."""
    if not melded_before:
        raise _addition_error(msg("loba.refused.addition_turn"), "Loba §7.2")
    try:
        before = read_combination(meld, multicolour)
    except MeldError as refused:
        raise _addition_error(refused.message, refused.rule) from None
    cards = list(meld)
    after: tuple[Card, ...]
    if before.kind == "set":
        after = (*cards, added)
    else:
        end = 0 if at_start else len(cards) - 1
        if cards[end].is_joker and not added.is_joker and _stands_for(before, end, added):
            # the Joker shift: the real card takes its slot, the Joker goes one step further
            cards[end] = added
            after = (Card("joker"), *cards) if at_start else (*cards, Card("joker"))
        else:
            after = (added, *cards) if at_start else (*cards, added)
    try:
        read_combination(after, multicolour)
    except MeldError as refused:
        raise _addition_error(msg("loba.refused.addition", card=added), refused.rule or "Loba §7.2") from None
    return after


def _stands_for(meld: Meld, position: int, card: Card) -> bool:
    """Whether the Joker at ``position`` of a sequence stands for ``card``."""
    step = meld.steps[position]
    if step not in _RANK_STEPS.get(card.rank, ()):
        return False
    suits = {c.suit for c in meld.cards if not c.is_joker}
    return len(suits) > 1 or card.suit in suits


def can_add(meld: Sequence[Card], added: Card, *, at_start: bool = False, melded_before: bool = True,
            multicolour: bool = False) -> bool:
    try:
        verify_addition(meld, added, at_start=at_start, melded_before=melded_before, multicolour=multicolour)
    except DealError:
        return False
    return True


def _addition_error(message: Message, rule: str | None) -> DealError:
    return DealError("additions", message, rule or "Loba §7.2")


def _over_packs(cards: Iterable[Card]) -> Card | None:
    """The first card beyond two packs (two of each card, four Jokers)."""
    counts = Counter(cards)
    for card, n in counts.items():
        if n > (JOKERS if card.is_joker else COPIES):
            return card
    return None


def _within_packs(cards: Iterable[Card]) -> None:
    card = _over_packs(cards)
    if card is not None:
        key = "loba.refused.jokers" if card.is_joker else "loba.refused.copies"
        raise MeldError(msg(key, card=card), "Loba §1")


# --------------------------------------------------------------------- the state

@dataclass(frozen=True, kw_only=True)
class LobaDetails(DealDetails):
    """A mène of Loba: its number, who went out, and the winners once the
    last mène is played (§4.2)."""

    mene: int
    out_player: str
    winners: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class LobaState(GameState):
    """The penalty totals and how many mènes were scored."""

    mene: int = 0


# --------------------------------------------------------------------- the entry's rules across fields

def _mene_of(scope: Scope) -> int | None:
    state = scope.state
    if state is not None:
        return int(state.mene) + 1
    mene = scope.get("mene")
    return None if mene is None else int(mene)


def _check_mene(scope: Scope, mene: int | None) -> None:
    state = scope.state
    if mene is None or state is None:
        return
    if mene != state.mene + 1:
        scope.refuse(msg("loba.refused.mene", mene=mene, expected=state.mene + 1))


def _check_remaining(scope: Scope, remaining: Mapping[str, Sequence[Card]]) -> None:
    out = scope["out_player"]
    # a hand that is neither entered nor counted is the first refusal of §3J.3's
    # ``remaining`` row: it comes before whatever is wrong with ``penalty_points``
    # (not read yet: its players are those it names with a value, as given)
    given = scope.raw.get("penalty_points")
    counted = {p for p, v in given.items() if v is not None} if isinstance(given, Mapping) else set()
    for p in scope.players:
        if p != out and p not in remaining and p not in counted:
            scope.refuse(msg("loba.refused.no_hand", player=p), "Loba §9")
            return
    for p in scope.players:
        hand = remaining.get(p)
        if hand is None:
            continue
        if p != out and not hand:
            scope.refuse(msg("loba.refused.empty_hand", player=p), "Loba §8", at=f"remaining.{p}")
            return
        if p == out and hand:
            scope.refuse(msg("loba.refused.out_holds", player=p), "Loba §9", at=f"remaining.{p}")
            return
    card = _over_packs(c for hand in remaining.values() for c in hand)
    if card is not None:
        key = "loba.refused.jokers" if card.is_joker else "loba.refused.copies"
        scope.refuse(msg(key, card=card), "Loba §1")


def _check_penalty_points(scope: Scope, points: Mapping[str, int]) -> None:
    out = scope["out_player"]
    if scope.invalid("remaining"):
        return
    remaining = scope["remaining"] or {}
    for p in scope.players:
        if p in points and p in remaining:
            scope.refuse(msg("loba.refused.both", player=p), at=f"penalty_points.{p}")
            return
    for p, value in points.items():
        if p == out and value != 0:
            scope.refuse(msg("loba.refused.out_points", player=p, points=value), "Loba §9",
                         at=f"penalty_points.{p}")
            return
        if p != out and not 1 <= value <= MAX_PENALTY:
            scope.refuse(msg("loba.refused.points_range", player=p, points=value, most=MAX_PENALTY),
                         at=f"penalty_points.{p}")
            return


def _check_first_meld(scope: Scope, melds: Mapping[str, Sequence[Sequence[Card]]]) -> None:
    mene = _mene_of(scope)
    multicolour = bool(scope.game.options["suites_multicolores"]) if scope.game is not None else False
    for p, combinations in melds.items():
        try:
            if mene is not None and mene in FIRST_MELDS:
                verify_first_meld(mene, combinations, multicolour)
            else:
                for combination in combinations:
                    read_combination(combination, multicolour, first_meld=True)
        except DealError as refused:
            scope.refuse(refused.message, refused.rule, at=f"first_meld.{p}")
            return
    remaining = scope["remaining"] or {}
    laid = [c for combinations in melds.values() for combination in combinations for c in combination]
    card = _over_packs([*laid, *(c for hand in remaining.values() for c in hand)])
    if card is not None:
        key = "loba.refused.jokers" if card.is_joker else "loba.refused.copies"
        scope.refuse(msg(key, card=card), "Loba §1")


# --------------------------------------------------------------------- the game

def _menes(game: Loba) -> list[Message | str]:
    """A pad's rows are the six mènes, each with the first meld it asks for (§5)."""
    return [msg("loba.blank.mene", n=n, what=msg(f"loba.meld.{n}")) for n in range(1, MENES + 1)]


SHEET: SheetSpec[Loba] = SheetSpec(
    columns=("out_player", "penalty_points"),
    handwritten=(PadColumn("out_player", width=1.4),),
    rows=MENES,
    row_height=20.0,
    row_labels=_menes,
)


@register(sheet=SHEET)
class Loba(Game[LobaState]):
    slug = "loba"
    name = "Loba"
    players_min, players_max = 3, 5  # intro, ruling L-9
    lowest_wins = True  # §4.2, §9: the fewest points at the end of the six mènes
    rulebook_section = "Loba"
    deck = LOBA
    unit = "penalty_points"
    reminders = (
        ("Loba §5", "loba.reminder.menes"),
        ("Loba §5", "loba.reminder.combinations"),
        ("Loba §6", "loba.reminder.jokers"),
        ("Loba §7.2", "loba.reminder.additions"),
        ("Loba §6", "loba.reminder.values"),
        ("Loba §4.2", "loba.reminder.goal"),
    )
    options_schema = Record((
        Option("suites_multicolores", Bool(), False, rule="Loba §7.3"),
        Option("tie_break", Choice(("none",)), "none", rule="Loba §4.2"),
    ), strict=True)

    # -- the entry (spec §3J.2, read in the order of its refusals, §3J.3) ------------

    def entry(self) -> Record:
        card = CardKind(LOBA)
        return Record((
            Field("mene", Int(1, MENES), group="more", rule="Loba §4.2", checks=(_check_mene,)),
            Field("dealer", Player()),
            Field("out_player", Player(), required=True, rule="Loba §8"),
            Field("remaining", PlayerMap(ListOf(card, max=HAND_SIZE, ordered=False), complete=False), default={},
                  needs=("out_player",), rule="Loba §9", checks=(_check_remaining,)),
            Field("penalty_points", PlayerMap(Int(0, MAX_PENALTY), complete=False), default={},
                  needs=("out_player",), rule="Loba §9", checks=(_check_penalty_points,)),
            Field("first_meld", PlayerMap(ListOf(ListOf(card, min=1)), complete=False), default={},
                  needs=("remaining",), group="more", rule="Loba §5", checks=(_check_first_meld,)),
        ), form_order=("dealer", "out_player", "penalty_points", "remaining", "first_meld", "mene"))

    # -- state -----------------------------------------------------------------------

    def new_state(self) -> LobaState:
        return LobaState(totals=self.zero(), dealer=self.first_dealer)

    def report(self, state: LobaState) -> JSONObject:
        return {"mene": state.mene}

    def facts(self, state: LobaState) -> list[Fact]:
        facts = [Fact("mene", msg("loba.fact.mene"), state.mene, FactKind.COUNTER, limit=MENES)]
        if state.mene < MENES:  # the first meld the next mène asks for (§5)
            upcoming = state.mene + 1
            brelans, quartes = FIRST_MELDS[upcoming]
            facts.append(Fact("first_meld", msg("loba.fact.first_meld"), msg(
                "loba.fact.first_meld_list", mene=upcoming, what=msg(f"loba.meld.{upcoming}"),
                cards=brelans * BRELAN + quartes * QUARTE), FactKind.TEXT))
        return facts

    # -- scoring ------------------------------------------------------------------------

    def score_deal(self, state: LobaState, e: Values) -> Outcome[LobaState]:
        dealer = self.dealer_of(state, e)
        mene = state.mene + 1
        out = e["out_player"]
        remaining: Mapping[str, Sequence[Card]] = e["remaining"] or {}
        points: Mapping[str, int] = e["penalty_points"] or {}
        pts = self.zero()
        lines: list[ScoreLine] = []
        for p in self.players:
            if p == out:
                lines.append(ScoreLine(p, 0, "Loba §9", msg("loba.line.out")))
            elif p in remaining:
                value = hand_value(remaining[p])
                pts[p] += value
                lines.append(ScoreLine(p, value, "Loba §9", msg("loba.line.hand", cards=list(remaining[p]),
                                                                points=value)))
            else:
                value = points[p]
                pts[p] += value
                lines.append(ScoreLine(p, value, "Loba §9", msg("loba.line.points", points=value)))
        totals = self.add(state.totals, pts)
        finished = mene >= MENES
        winners: tuple[str, ...] = ()
        if finished:
            # §4.2, ruling L-4: the fewest points win; a tie is a shared win
            least = min(totals.values())
            winners = tuple(p for p in self.players if totals[p] == least)
            for p in winners:
                lines.append(ScoreLine(p, 0, "Loba §4.2", msg(
                    "loba.line.wins" if len(winners) == 1 else "loba.line.shares", total=least)))
        new_state = self.evolve(state, totals=totals, dealer=self.next_dealer_after(dealer), deals=state.deals + 1,
                                finished=finished, winners=winners, mene=mene)
        details = LobaDetails(mene=mene, out_player=out, winners=winners)
        summary = msg("loba.summary.mene", mene=mene, player=out)
        return Outcome(new_state, pts, self.seat_order(lines), dealer, summary, details)

    # -- the referee: a first meld, an addition (compagnon/rules/referee.py) ---------------

    referee_questions = ("combination",)

    def referee_schema(self, question: str) -> Record:
        card = CardKind(LOBA)
        return Record((
            Field("context", Record((Field("mene", Int(1, MENES), rule="Loba §5"),)), default={}),
            Field("combination", Tagged("kind", {
                "first_meld": Record((
                    Field("first_meld", ListOf(ListOf(card, min=1, max=2 * HAND_SIZE), min=1, max=HAND_SIZE),
                          required=True, rule="Loba §5"),
                )),
                "addition": Record((
                    Field("meld", ListOf(card, min=1, max=2 * 14), required=True, rule="Loba §7.2"),
                    Field("card", card, required=True, rule="Loba §7.2"),
                    Field("end", Choice(ENDS, labels="loba.referee.end"), default="end", rule="Loba §7.2"),
                    Field("melded", Choice(MELDED, labels="loba.referee.melded"), default="earlier", rule="Loba §4.1"),
                ), form_order=("meld", "card", "end", "melded")),
            }, labels="loba.referee.combination.kind"), required=True),
        ), form_order=("context", "combination"))

    def referee(self, question: str, values: Values) -> Answer:
        asked = values["combination"]
        multicolour = bool(self.options["suites_multicolores"])
        if asked["kind"] == "first_meld":
            mene = values["context"].get("mene")
            if mene is None:
                raise DealError("context.mene", msg("loba.referee.mene_needed"), "Loba §5")
            try:
                verify_first_meld(mene, asked["first_meld"], multicolour)
            except DealError as refused:
                return Answer("combination", refused.rule, refused.message, valid=False)
            brelans, quartes = FIRST_MELDS[mene]
            return Answer("combination", "Loba §5", msg(
                "loba.referee.first_meld", mene=mene, what=msg(f"loba.meld.{mene}"),
                cards=brelans * BRELAN + quartes * QUARTE), valid=True)
        meld, added, at_start = list(asked["meld"]), asked["card"], asked["end"] == "start"
        try:
            after = verify_addition(meld, added, at_start=at_start, melded_before=asked["melded"] == "earlier",
                                    multicolour=multicolour)
        except DealError as refused:
            return Answer("combination", *_why_not_added(meld, added, at_start, multicolour, refused), valid=False)
        grown = read_combination(after, multicolour)
        if grown.kind == "set":
            words = msg("loba.referee.set_grows", card=added, rank=msg(f"cards.rank.{grown.rank}"), size=len(after))
        elif _shifted(meld, after, at_start):
            step = grown.steps[0 if at_start else -1]
            rank = _STEP_RANKS[step]
            the = msg("loba.referee.the_as") if rank == "A" else msg("loba.referee.the", rank=msg(f"cards.rank.{rank}"))
            words = msg("loba.referee.joker_shift", card=added, rank=the)
        else:
            words = msg("loba.referee.sequence_grows", card=added, size=len(after))
        return Answer("combination", "Loba §7.2", words, valid=True)


# --------------------------------------------------------------------- the referee's words

#: §7.2: which end of a sequence a card is added to
ENDS: tuple[str, ...] = ("end", "start")
#: §4.1, §7.2: when the player made his first meld (additions only in a later turn)
MELDED: tuple[str, ...] = ("earlier", "this_turn", "not_yet")
#: the rank standing at each place of a sequence (1 the low As, 14 the high one)
_STEP_RANKS: Mapping[int, str] = {step: rank for rank, steps in _RANK_STEPS.items() for step in steps}


def _shifted(meld: Sequence[Card], after: Sequence[Card], at_start: bool) -> bool:
    """Whether the card added took the Joker's place at that end, the Joker moving one step on (§7.2)."""
    if at_start:
        return meld[0].is_joker and after[0].is_joker and not after[1].is_joker
    return meld[-1].is_joker and after[-1].is_joker and not after[-2].is_joker


def _why_not_added(meld: Sequence[Card], added: Card, at_start: bool, multicolour: bool,
                   refused: DealError) -> tuple[str | None, Message]:
    """The article and the words of a refused addition, said more precisely
    where :func:`verify_addition` only says the card does not fit."""
    if refused.message.id != "loba.refused.addition":
        return refused.rule, refused.message
    if added.is_joker and any(c.is_joker for c in meld):
        return "Loba §6", msg("loba.refused.two_jokers")
    if refused.rule == "Loba §1":
        return "Loba §1", msg("loba.refused.copies", card=added)
    end = 0 if at_start else len(meld) - 1
    if meld[end].is_joker and not added.is_joker:
        before = read_combination(meld, multicolour)
        if before.kind == "sequence" and _stands_for(before, end, added):
            # the real card would push the Joker past the As (ruling L-5)
            return "Loba §7.2", msg("loba.referee.joker_stuck", card=added)
    return refused.rule, refused.message
