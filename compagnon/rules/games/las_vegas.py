"""Duel à Las Vegas: two players, one 54-card pack each, poker mains turned
card by card; the first to win 6 mains wins.

The scoring follows ``shared/spec/las_vegas.md`` (rulings A1-A9 there);
article numbers such as "LV §6" are the rulebook chapter's own. A deal entry
is one round (one contest): who won it, how, and how many cards each player
turned, or the mains themselves, which the engine then checks with the
comparison of LV §4 (:func:`evaluate`, :func:`compare`).

The comparison is exposed for the table and the referee:

* :func:`evaluate` gives a main's :class:`HandValue` (comparable; its
  sub-mains of at most 5 cards, what each joker stands for, a description);
* :func:`compare` says which of two mains is stronger, :func:`deciding_part`
  at which sub-main;
* :func:`verify_concession` / :func:`can_concede` whether a round may end as
  entered; :func:`who_must_act` and :func:`round_steps` who must choose after
  each card.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from itertools import combinations, product
from typing import Any

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Option, Outcome, ScoreLine
from ..decks import JOKER, LAS_VEGAS, SUITS, Card, Suit
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer, HandVerdict
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
    Not,
    Null,
    Player,
    PlayerMap,
    Reader,
    Record,
    Scope,
    Values,
)

__all__ = [
    "CATEGORIES", "GOAL", "PACK", "ConcessionRefused", "HandValue", "LasVegas", "LasVegasState", "SubMain",
    "can_concede", "compare", "deciding_part", "evaluate", "mains_problems", "round_problems", "round_steps",
    "verify_concession", "who_must_act",
    "End", "LasVegasDetails",
]

GOAL = 6  # LV §7: six mains won
PACK = 54  # LV §1: 52 cards and 2 jokers per player
JOKERS_PER_PACK = 2
ENDS = ("concession", "exhausted")

#: LV §3: 2 < 3 < … < 10 < Valet < Dame < Roi < As, as numbers 2..14.
RANK_VALUE: Mapping[str, int] = {r: i for i, r in enumerate(LAS_VEGAS.ranks, start=2)}
VALUE_RANK: Mapping[int, str] = {v: r for r, v in RANK_VALUE.items()}

#: LV §4.1, strongest last: the category numbers of the spec's table.
CATEGORIES: Mapping[int, str] = {
    9: "straight_flush", 8: "carre", 7: "full", 6: "couleur", 5: "quinte", 4: "brelan", 3: "double_paire",
    2: "paire", 1: "isolee",
}

_C = tuple[int, Suit]  # a concrete card inside the evaluator: (rank value, suit)
Key = tuple[int, tuple[int, ...]]  # (category, tie-break vector)


# --------------------------------------------------------------------- one sub-main of at most five cards

def _run_high(values: Iterable[int], wheel: bool) -> int:
    """The highest card of the best run of five successive ranks, 0 when none
    (LV §4.1; the As is only high unless the table plays the wheel, A1)."""
    have = set(values)
    for high in range(14, 5, -1):
        if all(high - i in have for i in range(5)):
            return high
    if wheel and {14, 2, 3, 4, 5} <= have:
        return 5
    return 0


def _run(high: int) -> tuple[int, ...]:
    return (14, 2, 3, 4, 5) if high == 5 else tuple(range(high - 4, high + 1))


def _key_small(cards: Iterable[_C], wheel: bool) -> Key:
    """(category, tie-break vector) of at most five concrete cards (spec §4.1);
    a missing card counts 0."""
    cs = list(cards)
    values = sorted((v for v, _ in cs), reverse=True)
    counts: dict[int, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    # ranks by (count, rank), highest first
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    if len(cs) == 5 and len(counts) == 5:
        high = _run_high(values, wheel)
        flush = len({s for _, s in cs}) == 1
        if high and flush:
            return 9, (high,)
        if flush:
            return 6, tuple(values)
        if high:
            return 5, (high,)
    top, n = groups[0] if groups else (0, 0)
    rest = [v for v in values if v != top]

    def pad(xs: Sequence[int], size: int) -> tuple[int, ...]:
        return tuple(xs) + (0,) * (size - len(xs))

    if n == 4:
        return 8, (top, *pad(rest, 1))
    if n == 3:
        if len(groups) > 1 and groups[1][1] == 2:
            return 7, (top, groups[1][0])
        return 4, (top, *pad(rest, 2))
    if n == 2:
        if len(groups) > 1 and groups[1][1] == 2:
            low = groups[1][0]
            return 3, (top, low, *pad([v for v in rest if v != low], 1))
        return 2, (top, *pad(rest, 3))
    return 1, pad(values, 5)


def _ways(by_rank: Mapping[int, Sequence[_C]], needs: Sequence[tuple[int, int]]) -> list[frozenset[_C]]:
    """Every choice of ``count`` cards of each ``rank`` of ``needs``."""
    options = [list(combinations(sorted(by_rank[r], key=_order), n)) for r, n in needs]
    return [frozenset(c for part in choice for c in part) for choice in product(*options)]


def _order(card: _C) -> tuple[int, int]:
    return -card[0], SUITS.index(card[1])


def _kickers(by_rank: Mapping[int, Sequence[_C]], used: set[int], count: int) -> list[tuple[int, int]]:
    """The ``count`` highest cards outside the ranks ``used``, as (rank, how many)."""
    needs: list[tuple[int, int]] = []
    left = count
    for r in sorted(by_rank, reverse=True):
        if r in used or left == 0:
            continue
        take = min(left, len(by_rank[r]))
        needs.append((r, take))
        left -= take
    return needs


def _best_five(cards: frozenset[_C], wheel: bool) -> tuple[Key, list[frozenset[_C]]]:
    """The strongest 5-card sub-main of more than five cards, and every choice
    of five cards that reaches it (spec §4.1 step 2)."""
    by_rank: dict[int, list[_C]] = {}
    by_suit: dict[Suit, set[int]] = {}
    for c in cards:
        by_rank.setdefault(c[0], []).append(c)
        by_suit.setdefault(c[1], set()).add(c[0])
    # quinte à la couleur
    flushes = {s: _run_high(vs, wheel) for s, vs in by_suit.items() if len(vs) >= 5}
    high = max(flushes.values(), default=0)
    if high:
        return (9, (high,)), [frozenset((v, s) for v in _run(high)) for s, h in flushes.items() if h == high]
    counted = sorted(by_rank, key=lambda r: (len(by_rank[r]), r), reverse=True)
    top = counted[0]
    n = len(by_rank[top])
    if n == 4:
        needs = [(top, 4), *_kickers(by_rank, {top}, 1)]
        return (8, (top, needs[1][0])), _ways(by_rank, needs)
    pairs = [r for r in counted[1:] if len(by_rank[r]) >= 2]
    if n == 3 and pairs:
        low = max(pairs)
        return (7, (top, low)), _ways(by_rank, [(top, 3), (low, 2)])
    suited = {s: tuple(sorted(vs, reverse=True)[:5]) for s, vs in by_suit.items() if len(vs) >= 5}
    if suited:
        best = max(suited.values())
        return (6, best), [frozenset((v, s) for v in vs) for s, vs in suited.items() if vs == best]
    high = _run_high(by_rank, wheel)
    if high:
        return (5, (high,)), _ways(by_rank, [(v, 1) for v in _run(high)])
    if n == 3:
        needs = [(top, 3), *_kickers(by_rank, {top}, 2)]
    elif n == 2 and pairs:
        low = max(pairs)
        needs = [(top, 2), (low, 2), *_kickers(by_rank, {top, low}, 1)]
    elif n == 2:
        needs = [(top, 2), *_kickers(by_rank, {top}, 3)]
    else:
        needs = _kickers(by_rank, set(), 5)
    ways = _ways(by_rank, needs)
    return _key_small(ways[0], wheel), ways


_Split = tuple[tuple[Key, frozenset[_C]], ...]


@lru_cache(maxsize=20000)
def _best_split(cards: frozenset[_C], wheel: bool) -> _Split:
    """The sub-mains of concrete cards: the strongest five, then the rest split
    the same way; among equally strong fives, the one leaving the strongest
    rest (spec §4.1, A4, A5)."""
    if not cards:
        return ()
    if len(cards) <= 5:
        return ((_key_small(cards, wheel), cards),)
    key, ways = _best_five(cards, wheel)
    best: _Split | None = None
    for chosen in ways:
        split = ((key, chosen), *_best_split(cards - chosen, wheel))
        if best is None or _keys(split) > _keys(best):
            best = split
    assert best is not None
    return best


def _keys(split: _Split) -> tuple[Key, ...]:
    return tuple(k for k, _ in split)


def _joker_candidates(real: frozenset[_C], jokers: int, wheel: bool) -> list[_C]:
    """The cards a joker may usefully stand for (LV §4, A3): never a card of
    the main. Ranks of the main and those within four of them (pairs and
    quintes), and the two highest ranks out of reach of both (kickers, which
    are better the higher they are); in every suit that could make a
    couleur, and in enough of the other suits, which are all alike."""
    present = {v for v, _ in real}
    near: set[int] = set()
    for v in present:
        near.update(x for x in range(v - 4, v + 5) if 2 <= x <= 14)
        if wheel and v <= 5:
            near.add(14)
        if wheel and v == 14:
            near.update(range(2, 6))
    lone = [v for v in range(14, 1, -1) if v not in present and v not in near][:2]
    ranks = sorted(present | near | set(lone), reverse=True)
    per_suit = {s: sum(1 for _, t in real if t == s) for s in SUITS}
    flushable = {s for s in SUITS if per_suit[s] + jokers >= 5}
    out: list[_C] = []
    for v in ranks:
        free = [s for s in SUITS if (v, s) not in real]
        plain = [s for s in free if s not in flushable][:jokers]
        out.extend((v, s) for s in free if s in flushable or s in plain)
    return out


# --------------------------------------------------------------------- what the table sees

@dataclass(frozen=True)
class SubMain:
    """One sub-main (at most 5 cards): its category (1 carte isolée … 9
    quinte à la couleur, spec §4.1), its tie-break vector (0 = missing card)
    and its cards, jokers shown as the card they stand for."""

    category: int
    ranks: tuple[int, ...]
    cards: tuple[Card, ...]

    @property
    def key(self) -> Key:
        return self.category, self.ranks

    @property
    def name(self) -> str:
        return CATEGORIES[self.category]

    def describe(self) -> Message:
        """« full aux Dames par les 5 », « carte isolée Roi, 2 »…"""
        v = self.ranks
        real = [x for x in v if x]
        if self.category in (9, 5):
            return msg(f"las_vegas.hand.{self.name}", high=_to(v[0]))
        if self.category == 8:
            return msg("las_vegas.hand.carre", of=_of(v[0]), kickers=_kicker_words(real[1:]))
        if self.category == 7:
            return msg("las_vegas.hand.full", to=_aux(v[0]), by=_plural(v[1]))
        if self.category == 6:
            suit = self.cards[0].suit
            return msg("las_vegas.hand.couleur", suit=suit, ranks=[_rank(x) for x in v])
        if self.category == 4:
            return msg("las_vegas.hand.brelan", of=_of(v[0]), kickers=_kicker_words(real[1:]))
        if self.category == 3:
            return msg("las_vegas.hand.double_paire", high=_plural(v[0]), low=_plural(v[1]),
                       kickers=_kicker_words(real[2:]))
        if self.category == 2:
            return msg("las_vegas.hand.paire", of=_of(v[0]), kickers=_kicker_words(real[1:]))
        return msg("las_vegas.hand.isolee", ranks=[_rank(x) for x in real])


def _rank(value: int) -> Message:
    return msg(f"cards.rank.{VALUE_RANK[value]}")


def _of(value: int) -> Message:
    return msg(f"las_vegas.of.{value}")


def _aux(value: int) -> Message:
    return msg(f"las_vegas.aux.{value}")


def _to(value: int) -> Message:
    return msg(f"las_vegas.to.{value}")


def _plural(value: int) -> Message:
    return msg(f"las_vegas.plural.{value}")


def _kicker_words(values: Sequence[int]) -> Message | str:
    return msg("las_vegas.hand.kickers", ranks=[_rank(x) for x in values]) if values else ""


@dataclass(frozen=True, eq=False)
class HandValue:
    """What a main is worth (LV §4, §6): its sub-mains, strongest first, and
    the card each joker stands for (in the order the jokers were turned).
    Values compare as the table compares mains: sub-main by sub-main, a
    missing sub-main losing to a present one; equal values are « exactement
    la même valeur » and both players must draw."""

    parts: tuple[SubMain, ...]
    jokers: tuple[Card, ...] = ()

    @property
    def key(self) -> tuple[Key, ...]:
        return tuple(p.key for p in self.parts)

    @property
    def best_five(self) -> tuple[Card, ...]:
        """The strongest sub-main (at most five cards)."""
        return self.parts[0].cards if self.parts else ()

    @property
    def rest(self) -> tuple[Card, ...]:
        """The cards beyond the best five."""
        return tuple(c for p in self.parts[1:] for c in p.cards)

    def describe(self) -> Message:
        """« full aux Dames par les 5, puis carte isolée 2 », with what the jokers stand for."""
        if not self.parts:
            return msg("las_vegas.hand.empty")
        text: Message = self.parts[-1].describe()
        for part in reversed(self.parts[:-1]):
            text = msg("las_vegas.hand.then", first=part.describe(), rest=text)
        if self.jokers:
            text = msg("las_vegas.hand.with_jokers", hand=text, cards=list(self.jokers))
        return text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HandValue) and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __lt__(self, other: HandValue) -> bool:
        return self.key < other.key

    def __le__(self, other: HandValue) -> bool:
        return self.key <= other.key

    def __gt__(self, other: HandValue) -> bool:
        return self.key > other.key

    def __ge__(self, other: HandValue) -> bool:
        return self.key >= other.key


def _concrete(card: Card) -> _C:
    if card.suit is None or card.rank not in RANK_VALUE:
        raise ValueError(f"{card}: not a card of Duel à Las Vegas (LV §1)")
    return RANK_VALUE[card.rank], card.suit


def _card(c: _C) -> Card:
    return Card(VALUE_RANK[c[0]], c[1])


def evaluate(cards: Sequence[Card], wheel: bool = False) -> HandValue:
    """The value of a main (spec §4.1): each joker becomes the card of the
    strongest result that is not already in the main (A3); more than five
    cards split into the strongest five and the rest (A4, A5). ``wheel``: the
    house rule where A-2-3-4-5 is a quinte (A1). Raises ``ValueError`` for a
    card twice in the main or a card of another deck."""
    return _evaluate(tuple(cards), wheel)


@lru_cache(maxsize=4096)
def _evaluate(cards: tuple[Card, ...], wheel: bool) -> HandValue:
    real = [_concrete(c) for c in cards if not c.is_joker]
    for card in cards:
        if not card.is_joker and card not in LAS_VEGAS:
            raise ValueError(f"{card}: not a card of Duel à Las Vegas (LV §1)")
    base = frozenset(real)
    if len(base) != len(real):
        raise ValueError("a card twice in one main (LV §5)")
    jokers = len(cards) - len(real)
    if not jokers:
        return _value(_best_split(base, wheel), ())
    candidates = _joker_candidates(base, jokers, wheel)
    # a joker that can stand for no card left out of the main (a whole pack turned) counts as absent
    jokers = min(jokers, len(candidates))
    if not jokers:
        return _value(_best_split(base, wheel), ())
    # the best first sub-main decides first: keep the assignments reaching it, then compare whole splits
    firsts: list[tuple[Key, tuple[_C, ...]]] = []
    for stand in combinations(candidates, jokers):
        whole = base | frozenset(stand)
        first = _key_small(whole, wheel) if len(whole) <= 5 else _best_five(whole, wheel)[0]
        firsts.append((first, stand))
    top = max(k for k, _ in firsts)
    best: tuple[_Split, tuple[_C, ...]] | None = None
    for first, stand in firsts:
        if first != top:
            continue
        split = _best_split(base | frozenset(stand), wheel)
        if best is None or _keys(split) > _keys(best[0]):
            best = split, stand
    assert best is not None
    return _value(best[0], best[1])


def _value(split: _Split, stand: tuple[_C, ...]) -> HandValue:
    parts = tuple(SubMain(key[0], key[1], tuple(_card(c) for c in sorted(chosen, key=_order)))
                  for key, chosen in split)
    return HandValue(parts, tuple(_card(c) for c in stand))


def _value_of(main: Sequence[Card] | HandValue, wheel: bool) -> HandValue:
    return main if isinstance(main, HandValue) else evaluate(main, wheel)


def compare(a: Sequence[Card] | HandValue, b: Sequence[Card] | HandValue, wheel: bool = False) -> int:
    """1 when main ``a`` is the stronger, -1 when ``b`` is, 0 when they are
    exactly equal (LV §4, §6; spec §4.2)."""
    va, vb = _value_of(a, wheel), _value_of(b, wheel)
    return (va > vb) - (va < vb)


def deciding_part(a: Sequence[Card] | HandValue, b: Sequence[Card] | HandValue,
                  wheel: bool = False) -> int | None:
    """The index of the sub-main that decides (0: the best fives; 1: the rest…),
    None when the mains are exactly equal."""
    ka, kb = _value_of(a, wheel).key, _value_of(b, wheel).key
    for i in range(max(len(ka), len(kb))):
        if i >= len(ka) or i >= len(kb) or ka[i] != kb[i]:
            return i
    return None


class ConcessionRefused(DealError):
    """A round cannot have ended as entered: the player who conceded was not
    the weaker (LV §6). Reported on ``winner``."""

    def __init__(self, message: Message, rule: str = "LV §6") -> None:
        super().__init__("winner", message, rule)


def verify_concession(winner_cards: Sequence[Card], loser_cards: Sequence[Card], end: str = "concession",
                      wheel: bool = False) -> None:
    """LV §6: a player concedes only while his main is strictly the weaker
    (``end="concession"``); one who could not draw concedes when weaker or
    equal (``"exhausted"``). Raises :class:`ConcessionRefused`."""
    sign = compare(winner_cards, loser_cards, wheel)
    if end == "exhausted":
        if sign < 0:
            raise ConcessionRefused(msg("las_vegas.refused.exhausted_stronger",
                                        loser=evaluate(loser_cards, wheel).describe(),
                                        winner=evaluate(winner_cards, wheel).describe()))
        return
    if sign <= 0:
        key = "las_vegas.refused.equal" if sign == 0 else "las_vegas.refused.conceded_stronger"
        raise ConcessionRefused(msg(key, loser=evaluate(loser_cards, wheel).describe(),
                                    winner=evaluate(winner_cards, wheel).describe()))


def can_concede(winner_cards: Sequence[Card], loser_cards: Sequence[Card], end: str = "concession",
                wheel: bool = False) -> bool:
    try:
        verify_concession(winner_cards, loser_cards, end, wheel)
    except ConcessionRefused:
        return False
    return True


def who_must_act(main_a: Sequence[Card], main_b: Sequence[Card], wheel: bool = False) -> tuple[int, ...]:
    """LV §6: after a card is turned, the weaker player (0 for ``main_a``, 1
    for ``main_b``) must concede or draw; ``(0, 1)``: the mains are exactly
    equal and both must draw."""
    sign = compare(main_a, main_b, wheel)
    return (0, 1) if sign == 0 else ((1,) if sign > 0 else (0,))


def round_steps(main_a: Sequence[Card], main_b: Sequence[Card],
                wheel: bool = False) -> Iterator[tuple[int, int, tuple[int, ...]]]:
    """Replays a round from the two mains in the order turned: after each
    turn, how many cards each main holds and who must act (see
    :func:`who_must_act`). Stops when the one who must act turned no more
    card: he conceded (or could not draw)."""
    na, nb = min(1, len(main_a)), min(1, len(main_b))
    while True:
        acting = who_must_act(main_a[:na], main_b[:nb], wheel)
        yield na, nb, acting
        grew = False
        if 0 in acting and na < len(main_a):
            na, grew = na + 1, True
        if 1 in acting and nb < len(main_b):
            nb, grew = nb + 1, True
        if not grew:
            return


# --------------------------------------------------------------------- the referee's words

@dataclass(frozen=True)
class _Mains(PlayerMap):
    """The two mains to compare, keyed by the players' names, whatever
    they are (a question names its own players, LV §2)."""

    def read(self, raw: Any, at: At, r: Reader) -> Any:
        if not isinstance(raw, Mapping):
            return r.problem(at, "map.type")
        if len(raw) != 2:
            return r.refuse(at, msg("las_vegas.referee.two_mains", n=len(raw)), "LV §2")
        out: dict[str, Any] = {}
        ok = True
        for key, item in raw.items():
            if not isinstance(key, str) or not key.strip() or len(key) > 30:
                r.refuse(at, msg("las_vegas.referee.name", key=str(key)[:30]), "LV §2")
                ok = False
                continue
            if item is None:
                r.refuse(at.player(key), msg("las_vegas.referee.no_main", player=key), "LV §4")
                ok = False
                continue
            value = self.value.read(item, at.player(key), r)
            ok = ok and value is not INVALID
            out[key] = value
        return Values(out, list(raw)) if ok else INVALID

    def schema(self, players: Sequence[str] | None) -> Any:
        return {"type": "object", "additionalProperties": self.value.schema(players),
                "minProperties": 2, "maxProperties": 2, "propertyNames": {"minLength": 1, "maxLength": 30}}


def _verdict(value: HandValue) -> HandVerdict:
    """A main as the referee shows it: what it is worth, its best five and
    the rest; a joker shows as itself, what it stands for is in the words."""
    stand_ins = set(value.jokers)

    def shown(cards: Sequence[Card]) -> tuple[Card, ...]:
        return tuple(Card(JOKER) if c in stand_ins else c for c in cards)

    return HandVerdict(value.describe(), shown(value.best_five), shown(value.rest))


def _why_stronger(stronger: HandValue, weaker: HandValue) -> tuple[str, Message]:
    """The article and the words that say why ``stronger`` beats ``weaker``
    (LV §4, §4.1, §6): the sub-main that decides, and in it the category or
    the first card that differs."""
    i = deciding_part(stronger, weaker)
    assert i is not None
    if i >= len(weaker.parts):
        return "LV §6", msg("las_vegas.referee.longer", first=weaker.describe(), rest=stronger.parts[i].describe())
    win, lose = stronger.parts[i], weaker.parts[i]
    if win.category != lose.category:
        rule = "LV §4.1"
        detail = msg("las_vegas.referee.category", better=msg(f"las_vegas.referee.kind.{win.name}"),
                     worse=msg(f"las_vegas.referee.kind.{lose.name}"))
    else:
        j = next(k for k in range(len(win.ranks)) if win.ranks[k] != lose.ranks[k])
        if lose.ranks[j] == 0:
            rule, detail = "LV §4", msg("las_vegas.referee.missing", rank=_rank(win.ranks[j]))
        else:
            rule, detail = "LV §4.1", msg("las_vegas.referee.card", rank=_rank(win.ranks[j]),
                                          other=_rank(lose.ranks[j]))
    words = msg("las_vegas.referee.beats", win=win.describe(), lose=lose.describe(), detail=detail)
    if i == 0:
        return rule, words
    same = HandValue(stronger.parts[:i]).describe()
    return "LV §6", msg("las_vegas.referee.then", same=same, words=words)


# --------------------------------------------------------------------- the game

class End(StrEnum):
    """How a round was won (§6; the entry's ``end``)."""

    #: the loser conceded
    CONCESSION = "concession"
    #: the loser's pack ran out
    EXHAUSTED = "exhausted"


@dataclass(frozen=True, kw_only=True)
class LasVegasDetails(DealDetails):
    """A round of Las Vegas: who won it (None: void, §7) and how, and the
    cards each player used up."""

    winner: str | None
    end: End | None
    cards_used: Mapping[str, int]


@dataclass(frozen=True, kw_only=True)
class LasVegasState(GameState):
    """The mains won (``totals``) plus what each pack still holds."""

    #: cards left in each player's pack (spec 3J.4)
    remaining: Mapping[str, int]
    #: the cards of each pack already turned, when the mains were entered
    seen: Mapping[str, frozenset[Card]]
    #: jokers of each pack already turned, when the mains were entered
    jokers_out: Mapping[str, int]


def _wheel(scope: Scope) -> bool:
    game = scope.game
    return bool(game is not None and game.options["wheel_straight"])


def mains_problems(state: LasVegasState | None,
                   mains: Mapping[str, Sequence[Card]]) -> list[tuple[str, Message, str]]:
    """3J.3: a card of a pack comes out once (in this round or an earlier
    one, when ``state`` is known); a pack holds two jokers."""
    for p, cards in mains.items():
        seen: set[Card] = set(state.seen[p]) if state is not None else set()
        jokers = state.jokers_out[p] if state is not None else 0
        for card in cards:
            if card.is_joker:
                jokers += 1
                if jokers > JOKERS_PER_PACK:
                    return [(f"mains.{p}", msg("las_vegas.refused.third_joker", player=p), "LV §1")]
            elif card in seen:
                return [(f"mains.{p}", msg("las_vegas.refused.card_twice", card=card, player=p), "LV §5")]
            else:
                seen.add(card)
    return []


def _check_mains(scope: Scope, mains: Mapping[str, Sequence[Card]] | None) -> None:
    for path, message, rule in mains_problems(scope.state, mains) if mains is not None else []:
        scope.refuse(message, rule, at=path)


def _check_round(scope: Scope, given: Mapping[str, int] | None) -> None:
    for path, message, rule in round_problems(scope.game, scope.state, scope["winner"], scope["end"],
                                              scope["mains"], given, _wheel(scope)):
        scope.refuse(message, rule, at=path)
        return


def round_problems(game: Any, state: LasVegasState | None, winner: str | None, end: str | None,
                   mains: Mapping[str, Sequence[Card]] | None, given: Mapping[str, int] | None,
                   wheel: bool) -> list[tuple[str, Message, str]]:
    """What is wrong with a round, in the order of the spec's refusals
    (3J.3), after the cards of the mains: ``(path, message, rule)``. Without
    ``state`` (an entry read on its own) what needs the packs is skipped."""
    players: tuple[str, ...] = game.players
    if given is None and mains is None:
        return [("cards_used", msg("las_vegas.refused.cards_used_required"), "LV §5")]
    used: Mapping[str, int] = given if given is not None else {p: len(mains[p]) for p in players} \
        if mains is not None else {}
    if state is not None:
        for p in players:
            if state.remaining[p] > 0 and used[p] < 1:
                return [(f"cards_used.{p}", msg("las_vegas.refused.no_card", player=p,
                                                left=state.remaining[p]), "LV §5")]
            if used[p] > state.remaining[p]:
                return [(f"cards_used.{p}", msg("las_vegas.refused.pack_overflow", player=p, used=used[p],
                                                left=state.remaining[p]), "LV §1")]
    if given is not None and mains is not None:
        for p in players:
            if len(mains[p]) != given[p]:
                return [(f"mains.{p}", msg("las_vegas.refused.main_length", player=p, cards=len(mains[p]),
                                           used=given[p]), "LV §5")]
    if state is not None:
        after = {p: state.remaining[p] - used[p] for p in players}
        if winner is None and any(after.values()):
            return [("winner", msg("las_vegas.refused.null_winner"), "LV §7")]
        empty = [p for p in players if state.remaining[p] == 0]
        if empty:
            other = next(p for p in players if p != empty[0])
            if winner != other:
                return [("winner", msg("las_vegas.refused.empty_pack_wins", player=empty[0], other=other),
                         "LV §6")]
            if used[other] != 1:
                return [(f"cards_used.{other}", msg("las_vegas.refused.one_card", player=other), "LV §6")]
            if end != "exhausted":
                return [("end", msg("las_vegas.refused.must_be_exhausted", player=empty[0]), "LV §6")]
        if winner is not None and end == "exhausted":
            loser = next(p for p in players if p != winner)
            if after[loser] > 0:
                return [("end", msg("las_vegas.refused.not_exhausted", player=loser, left=after[loser]),
                         "LV §6")]
    if mains is not None and not mains_problems(None, mains):
        if winner is None:
            a, b = players
            if compare(mains[a], mains[b], wheel) != 0:
                return [("winner", msg("las_vegas.refused.void_not_equal"), "LV §6")]
        else:
            loser = next(p for p in players if p != winner)
            try:
                verify_concession(mains[winner], mains[loser], end or "concession", wheel)
            except ConcessionRefused as refused:
                return [("winner", refused.message, refused.rule or "LV §6")]
    return []


#: ``end`` is ignored when the round has no winner (``winner: null``, A6); a
#: form that has no winner chosen yet still shows it
_HAS_WINNER = Not(Null("winner"))


SHEET: SheetSpec[LasVegas] = SheetSpec(
    columns=("winner", "cards_used", "fact:remaining"),
    handwritten=(PadColumn("winner", width=1.4), PadColumn("main", per_player=True, width=1.8),
                 PadColumn("cards", per_player=True)),
    rows=13,
    row_height=10.0,
    boxes=(("mains", 6),),
)


@register(sheet=SHEET)
class LasVegas(Game[LasVegasState]):
    slug = "las_vegas"
    has_dealer = False  # LV §5: no deal, each player turns his own pack
    name = "Duel à Las Vegas"
    rulebook_section = "Duel à Las Vegas"
    players_min = players_max = 2  # LV §2
    deck = LAS_VEGAS
    unit = "mains"
    reminders = (
        ("LV §4.1", "las_vegas.reminder.combinations"),
        ("LV §4", "las_vegas.reminder.short"),
        ("LV §4", "las_vegas.reminder.jokers"),
        ("LV §6", "las_vegas.reminder.play"),
        ("LV §6", "las_vegas.reminder.split"),
        ("LV §7", "las_vegas.reminder.goal"),
    )
    options_schema = Record((
        Option("wheel_straight", Bool(), False, rule="LV §3"),
    ), strict=True)

    # -- the entry (spec 3J.2, in the order of its refusals, 3J.3) ----------------------

    def entry(self) -> Record:
        return Record((
            Field("winner", Player(), required=True, nullable=True, rule="LV §6"),
            Field("end", Choice(ENDS), default="concession", when=_HAS_WINNER, group="more", rule="LV §6"),
            Field("mains", PlayerMap(ListOf(CardKind(LAS_VEGAS), max=PACK)), group="more", rule="LV §4",
                  checks=(_check_mains,)),
            Field("cards_used", PlayerMap(Int(0, PACK)), needs=("winner", "end", "mains"), rule="LV §5",
                  checks=(_check_round,)),
        ), form_order=("winner", "cards_used", "end", "mains"))

    def first_to_speak(self, dealer: str) -> str | None:
        """LV §5: nobody deals and nobody leads: both turn their first card together."""
        return None

    # -- state ------------------------------------------------------------------------------

    def new_state(self) -> LasVegasState:
        return LasVegasState(totals=self.zero(), dealer=self.first_dealer,
                             remaining={p: PACK for p in self.players},
                             seen={p: frozenset() for p in self.players}, jokers_out=self.zero())

    def report(self, state: LasVegasState) -> JSONObject:
        return {"remaining": dict(state.remaining)}

    def facts(self, state: LasVegasState) -> list[Fact]:
        return [
            Fact("remaining", msg("las_vegas.fact.remaining"), dict(state.remaining), FactKind.COUNTER, limit=PACK),
            Fact("goal", msg("las_vegas.fact.goal"), GOAL, FactKind.THRESHOLD),
        ]

    @property
    def wheel(self) -> bool:
        return bool(self.options["wheel_straight"])

    # -- scoring ------------------------------------------------------------------------------

    def score_deal(self, state: LasVegasState, e: Values) -> Outcome[LasVegasState]:
        winner, mains, given = e["winner"], e["mains"], e["cards_used"]
        end = e["end"] or "concession"
        problems = mains_problems(state, mains) if mains is not None else []
        problems = problems or round_problems(self, state, winner, end, mains, given, self.wheel)
        if problems:
            path, message, rule = problems[0]
            raise DealError(path, message, rule)
        used = dict(given) if given is not None else {p: len(mains[p]) for p in self.players}
        remaining = {p: state.remaining[p] - used[p] for p in self.players}
        seen, jokers_out = dict(state.seen), dict(state.jokers_out)
        if mains is not None:
            for p in self.players:
                seen[p] = seen[p] | {c for c in mains[p] if not c.is_joker}
                jokers_out[p] += sum(1 for c in mains[p] if c.is_joker)

        lines: list[ScoreLine] = []
        if winner is None:
            for p in self.players:
                lines.append(ScoreLine(p, 0, "LV §7", msg("las_vegas.line.void")))
            summary = msg("las_vegas.summary.void")
        else:
            loser = next(p for p in self.players if p != winner)
            how: Message | str = ""
            if mains is not None:
                how = msg("las_vegas.line.how", winner=evaluate(mains[winner], self.wheel).describe(),
                          loser=evaluate(mains[loser], self.wheel).describe())
            key = "las_vegas.line.exhausted" if end == "exhausted" else "las_vegas.line.concession"
            lines.append(ScoreLine(winner, 1, "LV §6", msg(key, loser=loser, how=how)))
            summary = msg(f"las_vegas.summary.{end}", winner=winner, loser=loser)
        for p in self.players:
            if remaining[p] == 0 and state.remaining[p] > 0:
                lines.append(ScoreLine(p, 0, "LV §6", msg("las_vegas.line.pack_empty")))

        totals = {p: state.totals[p] + (1 if p == winner else 0) for p in self.players}
        delta = {p: totals[p] - state.totals[p] for p in self.players}
        winners: tuple[str, ...] = ()
        finished = False
        leader = max(self.players, key=lambda p: totals[p])
        if totals[leader] >= GOAL:
            finished, winners = True, (leader,)
            lines.append(ScoreLine(leader, 0, "LV §7", msg("las_vegas.line.six", total=totals[leader])))
        elif all(r == 0 for r in remaining.values()):
            finished = True
            a, b = self.players
            if totals[a] != totals[b]:
                winners = (leader,)
                lines.append(ScoreLine(leader, 0, "LV §7", msg("las_vegas.line.more_mains", total=totals[leader])))
            else:
                for p in self.players:
                    lines.append(ScoreLine(p, 0, "LV §7", msg("las_vegas.line.draw", total=totals[p])))
        new_state = self.evolve(state, totals=totals, deals=state.deals + 1, finished=finished, winners=winners,
                                remaining=remaining, seen=seen, jokers_out=jokers_out)
        details = LasVegasDetails(winner=winner, end=End(end) if winner is not None else None, cards_used=used)
        return Outcome(new_state, delta, tuple(lines), state.dealer, summary, details)

    # -- referee (LV §4, §6) ----------------------------------------------------------------------

    def evaluate(self, cards: Sequence[Card]) -> HandValue:
        return evaluate(cards, self.wheel)

    def compare(self, a: Sequence[Card], b: Sequence[Card]) -> int:
        return compare(a, b, self.wheel)

    def who_must_act(self, mains: Mapping[str, Sequence[Card]]) -> tuple[str, ...]:
        """The player(s) who must choose after the last card turned: the weaker
        (concede or draw), or both when exactly equal (both draw)."""
        a, b = self.players
        return tuple((a, b)[i] for i in who_must_act(mains[a], mains[b], self.wheel))

    def verify_concession(self, winner_cards: Sequence[Card], loser_cards: Sequence[Card],
                          end: str = "concession") -> None:
        verify_concession(winner_cards, loser_cards, end, self.wheel)

    def can_concede(self, winner_cards: Sequence[Card], loser_cards: Sequence[Card],
                    end: str = "concession") -> bool:
        return can_concede(winner_cards, loser_cards, end, self.wheel)

    # -- the referee: two mains compared (compagnon/rules/referee.py) ----------------------------

    referee_questions = ("hands",)

    def referee_schema(self, question: str) -> Record:
        main = ListOf(CardKind(LAS_VEGAS), min=1, max=PACK, ordered=False)
        return Record((Field("hands", _Mains(main), required=True, rule="LV §4"),))

    def referee(self, question: str, values: Values) -> Answer:
        mains: Mapping[str, Sequence[Card]] = values["hands"]
        for path, message, rule in mains_problems(None, mains):
            raise DealError(path.replace("mains", "hands", 1), message, rule)
        (a, main_a), (b, main_b) = mains.items()
        va, vb = self.evaluate(main_a), self.evaluate(main_b)
        hands = {a: _verdict(va), b: _verdict(vb)}
        sign = compare(va, vb)
        if sign == 0:
            return Answer("hands", "LV §6", msg("las_vegas.referee.equal", hand=va.describe()), hands=hands)
        (winner, vw), (_, vl) = ((a, va), (b, vb)) if sign > 0 else ((b, vb), (a, va))
        rule, why = _why_stronger(vw, vl)
        return Answer("hands", rule, msg("las_vegas.referee.stronger", player=winner, why=why), winner=winner,
                      hands=hands)

