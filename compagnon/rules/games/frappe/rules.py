"""Frappe: two players, a 52-card fishing game where ranks alone matter;
pairs and suites capture, frappes, contre-frappes and the pénitence, cards
played en place, the extension, and the race to 61 points.

The scoring follows ``shared/spec/frappe.md`` (rulings A1-A14 and the
clarifications C1-C3 and §9 there); article numbers such as "Fr §6.1" are
the rulebook chapter's own. A deal entry is one manche, entered card by
card: for each of its eight rounds the announcements, the six cards played
(dealer's opponent first) and the claims, plus the extension turned after
the second distribution. The engine replays the manche card by card
(:class:`Manche`) and credits each point as it comes, so that 61 can be
reached in the middle of a round. At the table the manche is entered while
it is played, one tap per card on the live pad (:class:`~.pad.FrappePad`, which
fills ``rounds``), with the running points of :meth:`Frappe.progress`.

What a card does on a given table is exposed for the referee:
:func:`capture_set`, :func:`table_suite`, :func:`play_effect`,
:func:`verify_decline` / :func:`can_decline`, :func:`extension_points`,
:func:`best_extension` and :func:`announcement_winner`.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Required, TypedDict

from ...core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Outcome, Progress, ScoreLine
from ...decks import FRAPPE_RANKS
from ...errors import DealError, Problem
from ...layout import PadColumn, SheetSpec
from ...messages import Message, msg
from ...referee import Answer
from ...registry import register
from ...schema import Bool, Choice, Field, ListOf, OneOf, Player, PlayerMap, Record, Scope, Values, rank_choice

__all__ = [
    "GOAL", "NATURES", "NUMBER", "RANK", "DeclineRefused", "Effect", "Event", "Frappe", "FrappeProgress", "FrappeState",
    "Manche", "PlayEffect", "RoundProblem",
    "announcement_winner", "best_extension", "can_decline", "capture_set", "card_value", "claimable",
    "combination_points", "extension_points", "held_combination", "judge_play", "play_effect", "table_suite",
    "verify_decline",
    "EndReason", "FrappeDetails",
]

GOAL = 61  # Fr §7
ROUNDS = 8  # Fr §4: 8 distributions of 3 cards each
PLAYS = 6  # 3 cards each, dealer's opponent first
COPIES = 4  # Fr §1: four cards of each rank
EXTENSION_AFTER = 2  # A1: the extension is turned after the 2nd distribution
NATURES = ("none", "paire", "brelan")
DIRECTIONS = ("ltr", "rtl")
#: A3: a carré in the extension counts six paires, as a brelan counts three
MULTIPLE = {2: 1, 3: 3, 4: 6}

#: Fr §3: As (1) < 2 < … < Dame (12) < Roi (13)
NUMBER: Mapping[str, int] = {r: i for i, r in enumerate(FRAPPE_RANKS, start=1)}
RANK: Mapping[int, str] = {n: r for r, n in NUMBER.items()}


def card_value(rank: str) -> int:
    """Fr §5, §6.1: Roi 4, Dame 3, Valet 2, 10 down to As 1."""
    return {"R": 4, "D": 3, "V": 2}.get(rank, 1)


def _val(n: int) -> int:
    return card_value(RANK[n])


def _succ(n: int) -> int:
    return n % 13 + 1  # the As follows the Roi (Fr §6)


def _pred(n: int) -> int:
    return (n - 2) % 13 + 1


def _capture(table: Mapping[int, int], n: int) -> list[int]:
    """One card of rank ``n`` and the suite above it, one card per rank."""
    if not table.get(n):
        return []
    taken = [n]
    nxt = _succ(n)
    while table.get(nxt) and nxt != n:
        taken.append(nxt)
        nxt = _succ(nxt)
    return taken


def _suite(table: Mapping[int, int]) -> tuple[int, int] | None:
    """(first, last) rank when the whole table is one suite (Fr §6.3, A8)."""
    ranks = {n for n, c in table.items() if c}
    if not ranks or any(c > 1 for c in table.values()):
        return None
    if len(ranks) == 13:
        return 1, 13
    firsts = [n for n in ranks if _pred(n) not in ranks]
    if len(firsts) != 1:
        return None
    last = firsts[0]
    while _succ(last) in ranks:
        last = _succ(last)
    return firsts[0], last


def _counter(table: Sequence[str]) -> Counter[int]:
    return Counter(NUMBER[r] for r in table)


def capture_set(table: Sequence[str], rank: str) -> list[str]:
    """Fr §6: what ``rank`` takes from ``table`` (ranks): one card of its
    rank and the suite going up from it (Roi then As), one card per rank;
    ``[]`` when it pairs nothing."""
    return [RANK[n] for n in _capture(_counter(table), NUMBER[rank])]


def table_suite(table: Sequence[str]) -> tuple[str, str] | None:
    """Fr §6.3: when the whole table is one suite, its first and last cards
    (a single card counts; for R-A-2 the first is the Roi, A8), else None."""
    found = _suite(_counter(table))
    return None if found is None else (RANK[found[0]], RANK[found[1]])


@dataclass(frozen=True)
class PlayEffect:
    """What one card does on a table (Fr §6-§6.3), before any answer of the
    opponent: the table cards it takes, whether it is a frappe, a
    contre-frappe or a pénitence (Fr §6.1), the frappe's or contre-frappe's
    points, the nettoyage and en-place points."""

    captured: tuple[str, ...] = ()
    frappe: bool = False
    frappe_points: int = 0
    nettoyage: int = 0
    en_place: int = 0
    contre_frappe: bool = False
    penitence: bool = False

    @property
    def stays(self) -> bool:
        return not self.captured and not self.contre_frappe and not self.penitence

    @property
    def points(self) -> int:
        return self.frappe_points + self.nettoyage + self.en_place


class DeclineRefused(DealError):
    """A capture declined for a card that would not be en place (Fr §6.2, A11)."""

    def __init__(self, message: Message) -> None:
        super().__init__("plays", message, "Fr §6.2")


def _en_place(count_after: int, n: int) -> int:
    return n if n <= 4 and count_after == n else 0


def verify_decline(table: Sequence[str], rank: str) -> None:
    """Fr §6.2, A11: a capture may be declined only to play the card en
    place; raises :class:`DeclineRefused`."""
    n = NUMBER[rank]
    if not _en_place(len(table) + 1, n):
        raise DeclineRefused(msg("frappe.refused.decline", rank=_rank(n), this=_ranked("this", n),
                                 count=len(table) + 1))


def can_decline(table: Sequence[str], rank: str) -> bool:
    try:
        verify_decline(table, rank)
    except DeclineRefused:
        return False
    return True


def play_effect(table: Sequence[str], rank: str, *, previous: str | None = None, last_card: bool = False,
                decline: bool = False, answering: tuple[str, str] | None = None) -> PlayEffect:
    """What ``rank`` does on ``table``. ``previous``: the opponent's card just
    played in this round, when it stayed on the table (a pair with it is a
    frappe, Fr §6.1); ``answering``: the opponent's frappe or contre-frappe
    just played and still pending, as (``"frappe"`` | ``"contre"``, rank): the
    same rank answers it with a contre-frappe (three times the value; the
    frappe's nettoyage is not counted here) or a pénitence (the game is won);
    ``last_card``: the last card of the manche (no nettoyage, A10);
    ``decline``: the capture is declined to play en place (raises
    :class:`DeclineRefused` when it would not be). A card answering nothing
    is judged on ``table`` as it is once the pending capture is taken."""
    n = NUMBER[rank]
    if answering is not None and answering[1] == rank:
        if decline:
            raise DeclineRefused(msg("frappe.refused.decline_answer"))
        if answering[0] == "contre":
            return PlayEffect(penitence=True)
        return PlayEffect(contre_frappe=True, frappe_points=3 * _val(n))
    counts = _counter(table)
    if decline:
        verify_decline(table, rank)
    taken = [] if decline else _capture(counts, n)
    if not taken:
        return PlayEffect(en_place=_en_place(len(table) + 1, n))
    suite = _suite(counts)
    nettoyage = _val(suite[1]) if suite is not None and suite[0] == n and not last_card else 0
    frappe = previous is not None and NUMBER[previous] == n
    return PlayEffect(tuple(RANK[x] for x in taken), frappe, _val(n) if frappe else 0, nettoyage)


def held_combination(cards: Sequence[str]) -> tuple[str, str | None]:
    """Fr §5: what three cards hold: (``"brelan"``, rank), (``"paire"``,
    rank) or (``"none"``, None)."""
    counts = Counter(cards)
    if not counts:
        return "none", None
    rank, most = counts.most_common(1)[0]
    if most >= 3:
        return "brelan", rank
    if most == 2:
        return "paire", rank
    return "none", None


def combination_points(nature: str, rank: str | None) -> int:
    """Fr §5: a paire is worth its card's value, a brelan three times it."""
    if rank is None or nature == "none":
        return 0
    return card_value(rank) * (3 if nature == "brelan" else 1)


def announcement_winner(announced: Mapping[str, str], cards: Mapping[str, Sequence[str]],
                        dealer_opponent: str) -> tuple[str, str, str] | None:
    """Fr §5, A6: among the announcements that match what was held, the
    strongest: a brelan beats any paire, then the higher rank, and between
    two paires of one rank the dealer's opponent. Returns (player, nature,
    rank), or None when no announcement is valid."""
    valid: list[tuple[int, int, int, str, str, str]] = []
    for p, said in announced.items():
        nature, rank = held_combination(cards.get(p, ()))
        if said != "none" and said == nature and rank is not None:
            valid.append((NATURES.index(nature), NUMBER[rank], int(p == dealer_opponent), p, nature, rank))
    if not valid:
        return None
    best = max(valid)
    return best[3], best[4], best[5]


def claimable(announced: Mapping[str, str], cards: Mapping[str, Sequence[str]]) -> dict[str, tuple[str, str]]:
    """Fr §5, A6: what each player may claim at the end of a round: the
    paire or brelan his opponent held without announcing it rightly, as
    {claimant: (nature, rank)}."""
    out: dict[str, tuple[str, str]] = {}
    players = list(cards)
    for p in players:
        nature, rank = held_combination(cards[p])
        if rank is not None and announced.get(p, "none") != nature:
            for q in players:
                if q != p:
                    out[q] = nature, rank
    return out


def _arranged(dealt: Sequence[str], swap12: bool, swap34: bool) -> list[str]:
    arranged = list(dealt)
    if swap12:
        arranged[0], arranged[1] = arranged[1], arranged[0]
    if swap34:
        arranged[2], arranged[3] = arranged[3], arranged[2]
    return arranged


def extension_points(dealt: Sequence[str], table: Sequence[str], swap12: bool = False, swap34: bool = False,
                     direction: str = "ltr") -> tuple[list[tuple[int, str]], list[tuple[str, int, int]]]:
    """Fr §4.1: the cards in place, as (position, rank) — a card whose numéro
    is its position, counted from the left (``ltr``) or the right (``rtl``) —
    and the multiples made with the table, as (rank, cards, points): paire
    val, brelan 3 × val, carré 6 × val (A3)."""
    arranged = _arranged(dealt, swap12, swap34)
    places: list[tuple[int, str]] = []
    for position in range(1, len(arranged) + 1):
        rank = arranged[position - 1] if direction == "ltr" else arranged[len(arranged) - position]
        if NUMBER[rank] == position:
            places.append((position, rank))
    on_table = Counter(table)
    multiples: list[tuple[str, int, int]] = []
    for rank, e in sorted(Counter(arranged).items(), key=lambda item: NUMBER[item[0]]):
        m = e + on_table[rank]
        if m >= 2:
            multiples.append((rank, m, card_value(rank) * MULTIPLE[min(m, 4)]))
    return places, multiples


def best_extension(dealt: Sequence[str], table: Sequence[str]) -> tuple[bool, bool, str, int]:
    """The dealer's best choice of swaps and direction (spec §6): (swap12,
    swap34, direction, points)."""
    best: tuple[bool, bool, str, int] | None = None
    for swap12 in (False, True):
        for swap34 in (False, True):
            for direction in DIRECTIONS:
                places, multiples = extension_points(dealt, table, swap12, swap34, direction)
                points = sum(p for p, _ in places) + sum(m[2] for m in multiples)
                if best is None or points > best[3]:
                    best = swap12, swap34, direction, points
    assert best is not None
    return best


def _rank(n: int) -> Message:
    return msg(f"cards.rank.{RANK[n]}")


def _ranked(word: str, n: int) -> Message:
    """« un autre Roi », « une autre Dame »: the rank with a word that agrees
    with it (``word``: another, third, fourth, one, this)."""
    return msg(f"frappe.rank_{word}.{'f' if RANK[n] == 'D' else 'm'}", rank=_rank(n))


# --------------------------------------------------------------------- the referee: one card on a table

#: what the opponent's card just played did (Fr §6.1): it stayed on the table
#: (a pair with it is a frappe), it captured, it is a frappe or a contre-frappe
#: still waiting for this card
PREVIOUS_EFFECTS: tuple[str, ...] = ("stayed", "capture", "frappe", "contre_frappe")


def _without(table: Sequence[str], ranks: Sequence[str]) -> list[str]:
    left = list(table)
    for rank in ranks:
        left.remove(rank)
    return left


def _words(parts: Sequence[Message]) -> Message:
    """Sentences said one after the other."""
    said = parts[-1]
    for part in reversed(parts[:-1]):
        said = msg("frappe.referee.then", first=part, rest=said)
    return said


def judge_play(table: Sequence[str], rank: str, *, previous: Mapping[str, Any] | None = None,
               last_card: bool = False, decline: bool = False) -> Answer:
    """The referee's answer to « what does this card do? » (spec §6): the
    cards it takes, frappe, contre-frappe or pénitence (Fr §6.1), en place
    (Fr §6.2), nettoyage (Fr §6.3), from :func:`play_effect`. ``table``:
    the face-up ranks, a pending frappe's or contre-frappe's cards included;
    ``previous``: the opponent's card just played in this round (``rank``)
    and what it did (``effect``, :data:`PREVIOUS_EFFECTS`); a frappe or a
    contre-frappe of another rank is settled before the card is judged."""
    counts = Counter(table)
    for r, n in counts.items():
        if n > COPIES:
            raise DealError("context.table", msg("frappe.refused.fifth", of=msg(f"frappe.plural.{r}")), "Fr §1")
    if counts[rank] >= COPIES:
        raise DealError("combination.rank", msg("frappe.refused.fifth", of=msg(f"frappe.plural.{rank}")), "Fr §1")
    said: list[Message] = []
    seen: str | None = None
    now = list(table)
    if previous is not None:
        r, effect = previous["rank"], previous.get("effect") or "stayed"
        lying = {"stayed": 1, "capture": 0, "frappe": 2, "contre_frappe": 3}[effect]
        if counts[r] < lying:
            raise DealError("context.previous.rank", msg(f"frappe.referee.previous_{effect}", rank=_rank(NUMBER[r]),
                                                         one=_ranked("one", NUMBER[r]), n=lying), "Fr §6.1")
        if effect == "stayed":
            seen = r
        elif effect in ("frappe", "contre_frappe"):
            played = 1 if effect == "frappe" else 2
            before = _without(table, [r] * played)  # the table the frappe was played on
            taken = capture_set(before, r)
            suite = table_suite(before)
            nettoyage = card_value(suite[1]) if suite is not None and suite[0] == r else 0
            points = (1 if effect == "frappe" else 3) * card_value(r) + nettoyage
            kind = "frappe" if effect == "frappe" else "contre"
            if rank == r:
                try:
                    answer = play_effect(table, rank, answering=(kind, r), decline=decline)
                except DeclineRefused as refused:
                    return Answer("combination", refused.rule, refused.message, valid=False)
                if answer.penitence:
                    return Answer("combination", "Fr §6.1", msg("frappe.referee.penitence",
                                                                    fourth=_ranked("fourth", NUMBER[r])),
                                  valid=True)
                inherited = 0 if last_card else nettoyage
                words = msg("frappe.referee.contre", third=_ranked("third", NUMBER[r]),
                            fourth=_ranked("fourth", NUMBER[r]), count=len(taken) + 2,
                            points=answer.frappe_points + inherited,
                            inherited=msg("frappe.referee.inherited", triple=answer.frappe_points,
                                          points=inherited) if inherited else "")
                return Answer("combination", "Fr §6.1", words, valid=True, points=answer.frappe_points + inherited)
            now = _without(table, [*taken, *[r] * played])
            said.append(msg(f"frappe.referee.confirmed_{kind}", of=msg(f"frappe.of.{r}"),
                            count=len(taken) + played, points=points))
    n = NUMBER[rank]
    try:
        effect_of = play_effect(now, rank, previous=seen, last_card=last_card, decline=decline)
    except DeclineRefused as refused:
        return Answer("combination", refused.rule, refused.message, valid=False)
    rule = "Fr §6"
    if effect_of.captured:
        taken_words = [_rank(NUMBER[x]) for x in effect_of.captured]
        key = "frappe.referee.capture_suite" if len(effect_of.captured) > 1 else "frappe.referee.capture"
        said.append(msg(key, of=msg(f"frappe.of.{rank}"), taken=taken_words, count=len(effect_of.captured) + 1))
        if effect_of.frappe:
            rule = "Fr §6.1"
            said.append(msg("frappe.referee.frappe_last" if last_card else "frappe.referee.frappe", rank=_rank(n),
                            another=_ranked("another", n),
                            points=effect_of.frappe_points))
        suite = table_suite(now)
        if effect_of.nettoyage:
            assert suite is not None
            rule = "Fr §6.1" if effect_of.frappe else "Fr §6.3"
            chain = [NUMBER[suite[0]]]
            while chain[-1] != NUMBER[suite[1]]:
                chain.append(_succ(chain[-1]))
            said.append(msg("frappe.referee.nettoyage", suite=[_rank(x) for x in chain],
                            last=_rank(NUMBER[suite[1]]), points=effect_of.nettoyage))
        elif last_card and suite is not None and suite[0] == rank:
            said.append(msg("frappe.referee.no_nettoyage_last"))
        if can_decline(now, rank):
            said.append(msg("frappe.referee.could_place", points=n))
    elif effect_of.en_place:
        rule = "Fr §6.2"
        key = "frappe.referee.declined" if decline else "frappe.referee.en_place"
        said.append(msg(key, rank=_rank(n), count=effect_of.en_place))
    else:
        said.append(msg("frappe.referee.stays", of=msg(f"frappe.of.{rank}"), count=len(now) + 1))
    return Answer("combination", rule, _words(said), valid=True, points=effect_of.points)


def _of(n: int) -> Message:
    return msg(f"frappe.of.{RANK[n]}")


# --------------------------------------------------------------------- one manche, card by card

class _Refused(Exception):
    def __init__(self, path: str, message: Message, rule: str, at: tuple[int, int] = (0, 0)) -> None:
        self.path, self.message, self.rule = path, message, rule
        #: where in the manche: the round, and the card (-1: the extension turned before it)
        self.at = at
        super().__init__(path)


@dataclass
class _Pending:
    """A frappe or a contre-frappe waiting for the opponent's next card (A5, C1)."""

    kind: str  # "frappe" | "contre"
    player: str
    rank: int
    taken: list[int]  # what it takes from the table
    played: int  # the cards played onto it (the frappe's, and the contre-frappe's)
    points: int
    nettoyage: int
    last: int | None  # the last card of the suite cleared


@dataclass
class Manche:
    """One manche replayed card by card from the totals before it (spec §4).
    :meth:`run` raises on the first problem, in the order of the spec's
    refusals (3J.5); afterwards ``totals``, ``lines``, ``table``,
    ``captured`` and ``ended`` say what happened."""

    players: tuple[str, str]
    dealer: str
    totals: dict[str, int]
    open_before: bool = False
    lines: list[ScoreLine] = field(default_factory=list)
    table: Counter[int] = field(default_factory=Counter)
    captured: dict[str, int] = field(default_factory=dict)
    last_capturer: str | None = None
    pending: _Pending | None = None
    prev: tuple[str, int, bool] | None = None
    ended: str | None = None
    winner: str | None = None
    complete: bool = False
    extension_turned: bool = False
    #: where the game ended: the round, and the card (-1: the extension; 6: the round's end, 7: the manche's)
    ended_at: tuple[int, int] | None = None
    #: told after each step (``"extension"``, ``"play"``, ``"round"``, ``"manche"``)
    #: with the round and the card (-1 for the steps that are not a card), so
    #: that the live entry can say what each event did
    observer: Callable[[str, int, int], None] | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        self.captured = {p: 0 for p in self.players}

    def _see(self, step: str, k: int, j: int = -1) -> None:
        if self.observer is not None:
            self.observer(step, k, j)

    @property
    def opponent(self) -> str:
        """The dealer's opponent, who plays first (Fr §6)."""
        return self.other(self.dealer)

    def other(self, player: str) -> str:
        return self.players[1] if player == self.players[0] else self.players[0]

    # -- points ------------------------------------------------------------------------

    def credit(self, player: str, points: int, rule: str, message: Message) -> None:
        """Points come one credit at a time: the first to 61 wins at that credit (Fr §7)."""
        self.credit_all(player, ((points, rule, message),))

    def credit_all(self, player: str, items: Sequence[tuple[int, str, Message]]) -> None:
        """The points of one moment, credited together (spec §5: a play's own
        points, an extension, an announcement, a claim, the card count); 61 is
        checked once they are in."""
        if self.ended:
            return
        for points, rule, message in items:
            if points:
                self.totals[player] += points
                self.lines.append(ScoreLine(player, points, rule, message))
        if self.totals[player] >= GOAL:
            self.ended, self.winner = "score", player
            self.lines.append(ScoreLine(player, 0, "Fr §7", msg("frappe.line.reaches", total=self.totals[player])))

    def note(self, player: str, rule: str, message: Message) -> None:
        """A rule that applied without points (nothing is noted once the game is over)."""
        if not self.ended:
            self.lines.append(ScoreLine(player, 0, rule, message))

    # -- the whole manche ----------------------------------------------------------------

    def run(self, rounds: Sequence[Mapping[str, Any]], extension: Mapping[str, Any] | None) -> None:
        """3J.5: a fifth copy is refused first, wherever it is; but one
        played after the game ended is refused as played after the end
        (§9, error precedence)."""
        try:
            self._fifth_card(rounds, extension)
        except _Refused as fifth:
            try:
                self._run(rounds, extension)
            except _Refused:
                if self.ended_at is None or self.ended_at >= fifth.at:
                    raise fifth from None
                raise
            raise fifth from None
        self._run(rounds, extension)

    def _run(self, rounds: Sequence[Mapping[str, Any]], extension: Mapping[str, Any] | None) -> None:
        ended_in: int | None = None
        after_end_play: str | None = None
        for k, rnd in enumerate(rounds):
            plays = rnd["plays"]
            if k == EXTENSION_AFTER - 1:
                if extension is None:
                    raise _Refused("extension", msg("frappe.refused.extension_missing"), "Fr §4.1")
                self._extension(extension)
                self.extension_turned = True
                self._see("extension", k)
                if self.ended:
                    ended_in, self.ended_at = k, (k, -1)
                    if plays:
                        after_end_play = f"rounds[{k}].plays[0]"
                    break
            for j, play in enumerate(plays):
                rank, decline = (play, False) if isinstance(play, str) else (play["rank"], play["decline_capture"])
                last = k == ROUNDS - 1 and j == PLAYS - 1
                self._play(self.dealer if j % 2 else self.opponent, NUMBER[rank], bool(decline), last,
                           f"rounds[{k}].plays[{j}]")
                self._see("play", k, j)
                if self.ended:
                    ended_in, self.ended_at = k, (k, j)
                    if j + 1 < len(plays):
                        after_end_play = f"rounds[{k}].plays[{j + 1}]"
                    break
            if self.ended:
                break
            if len(plays) < PLAYS:
                if k < len(rounds) - 1:
                    raise _Refused(f"rounds[{k}].plays", msg("frappe.refused.short_round", n=len(plays)), "Fr §4")
                if any(rnd["claims"].values()):
                    raise _Refused(f"rounds[{k}].claims", msg("frappe.refused.claim_unfinished"), "Fr §5")
                break
            self._round_end(rnd, k)
            self._see("round", k)
            if self.ended:
                ended_in, self.ended_at = k, (k, PLAYS)
                break
            if k == ROUNDS - 1:
                self._manche_end()
                self._see("manche", k)
                if self.ended:
                    self.ended_at = (k, PLAYS + 1)
        if self.open_before:
            raise _Refused("rounds", msg("frappe.refused.open_manche"), "Fr §4")
        if ended_in is not None:
            if ended_in < len(rounds) - 1:
                raise _Refused(f"rounds[{ended_in + 1}]", msg("frappe.refused.after_end_round",
                                                                reason=self._reason()), "Fr §7")
            if after_end_play is not None:
                raise _Refused(after_end_play, msg("frappe.refused.after_end_play", reason=self._reason()), "Fr §7")
        if extension is not None and not self.extension_turned:
            key = "frappe.refused.extension_after_end" if self.ended else "frappe.refused.extension_early"
            raise _Refused("extension", msg(key), "Fr §4.1")

    def _reason(self) -> Message:
        return msg(f"frappe.end.{self.ended}", player=self.winner)

    def _fifth_card(self, rounds: Sequence[Mapping[str, Any]], extension: Mapping[str, Any] | None) -> None:
        """Fr §1: four cards of each rank, counted in the order they appear."""
        seen: Counter[str] = Counter()

        def see(rank: str, path: str, at: tuple[int, int]) -> None:
            seen[rank] += 1
            if seen[rank] > COPIES:
                raise _Refused(path, msg("frappe.refused.fifth", of=msg(f"frappe.plural.{rank}")), "Fr §1", at)

        for k, rnd in enumerate(rounds):
            if k == EXTENSION_AFTER - 1 and extension is not None:
                for rank in extension["dealt"]:
                    see(rank, "extension", (k, -1))
            for j, play in enumerate(rnd["plays"]):
                see(play if isinstance(play, str) else play["rank"], f"rounds[{k}].plays[{j}]", (k, j))

    # -- one card (spec §4.3, with C1) ------------------------------------------------------

    def _play(self, p: str, n: int, decline: bool, last: bool, path: str) -> None:
        q = self.other(p)
        pending = self.pending
        if pending is not None and pending.player == q and pending.rank == n:
            if decline:
                raise _Refused(path, msg("frappe.refused.decline_answer"), "Fr §6.2")
            if pending.kind == "contre":
                self._penitence(p, pending)
                return
            self._contre(p, pending, last)
            return
        if pending is not None:
            self._confirm()
            if self.ended:
                return
        counts = self.table
        if counts[n] and not decline:
            taken = _capture(counts, n)
            suite = _suite(counts)
            nettoyage, end = (_val(suite[1]), suite[1]) if suite and suite[0] == n and not last else (0, None)
            if self.prev == (q, n, True):
                self.pending = _Pending("frappe", p, n, taken, 1, _val(n), nettoyage, end)
            else:
                self._take(p, taken, 1)
                if nettoyage:
                    self.credit(p, nettoyage, "Fr §6.3", msg("frappe.line.nettoyage", last=_rank(end or n)))
            self.prev = (p, n, False)
            return
        counts[n] += 1
        on_table = sum(counts.values())
        place = _en_place(on_table, n)
        if decline and not place:
            raise _Refused(path, msg("frappe.refused.decline", rank=_rank(n), this=_ranked("this", n),
                                     count=on_table), "Fr §6.2")
        if place:
            self.credit(p, place, "Fr §6.2", msg("frappe.line.en_place", rank=_rank(n), count=on_table))
        self.prev = (p, n, True)

    def _take(self, p: str, taken: Sequence[int], played: int) -> None:
        for x in taken:
            self.table[x] -= 1
        self.table += Counter()  # drops the ranks gone
        self.captured[p] += len(taken) + played
        self.last_capturer = p

    def _contre(self, p: str, frappe: _Pending, last: bool) -> None:
        """Fr §6.1, A4, C1: the contre-frappe takes over the frappe, provisionally."""
        self.note(frappe.player, "Fr §6.1", msg("frappe.line.frappe_cancelled", of=_of(frappe.rank), player=p))
        self.pending = _Pending("contre", p, frappe.rank, frappe.taken, frappe.played + 1, 3 * _val(frappe.rank),
                                0 if last else frappe.nettoyage, frappe.last)
        self.prev = (p, frappe.rank, False)

    def _penitence(self, p: str, contre: _Pending) -> None:
        """Fr §6.1, C3: the fourth card of the rank wins the game at once."""
        self.note(contre.player, "Fr §6.1", msg("frappe.line.contre_cancelled", of=_of(contre.rank), player=p))
        self.note(p, "Fr §6.1", msg("frappe.line.penitence", of=_of(contre.rank)))
        self.pending = None
        self.ended, self.winner = "penitence", p

    def _confirm(self) -> None:
        pending = self.pending
        if pending is None:
            return
        self.pending = None
        p = pending.player
        self._take(p, pending.taken, pending.played)
        kind = "frappe.line.frappe" if pending.kind == "frappe" else "frappe.line.contre"
        items = [(pending.points, "Fr §6.1", msg(kind, of=_of(pending.rank)))]
        if pending.nettoyage:
            items.append((pending.nettoyage, "Fr §6.3", msg("frappe.line.nettoyage",
                                                            last=_rank(pending.last or pending.rank))))
        self.credit_all(p, items)

    # -- the extension (Fr §4.1) -------------------------------------------------------------

    def _extension(self, ext: Mapping[str, Any]) -> None:
        dealt = list(ext["dealt"])
        table = [RANK[n] for n, c in self.table.items() for _ in range(c)]
        places, multiples = extension_points(dealt, table, ext["swap12"], ext["swap34"], ext["direction"])
        items = [(position, "Fr §4.1", msg("frappe.line.extension_place", rank=_rank(NUMBER[rank]), n=position))
                 for position, rank in places]
        items += [(points, "Fr §4.1", msg(f"frappe.line.extension_{count}", of=_of(NUMBER[rank])))
                  for rank, count, points in multiples]
        self.credit_all(self.dealer, items)
        if not places and not multiples:
            self.note(self.dealer, "Fr §4.1", msg("frappe.line.extension_nothing"))
        for rank in dealt:
            self.table[NUMBER[rank]] += 1

    # -- the end of a round and of the manche ----------------------------------------------------

    def _round_end(self, rnd: Mapping[str, Any], k: int) -> None:
        """C2: the pending frappe, the winning announcement, then the claims."""
        plays = [p if isinstance(p, str) else p["rank"] for p in rnd["plays"]]
        cards = {self.opponent: plays[0::2], self.dealer: plays[1::2]}
        announced = {p: rnd["announce"].get(p) or "none" for p in self.players}
        held = {p: held_combination(cards[p]) for p in self.players}
        valid = {p: announced[p] != "none" and announced[p] == held[p][0] for p in self.players}
        claimants = [p for p in (self.opponent, self.dealer) if rnd["claims"].get(p)]
        open_to = claimable(announced, cards)
        for p in claimants:
            if p not in open_to:
                raise _Refused(f"rounds[{k}].claims.{p}", msg("frappe.refused.claim_nothing", player=self.other(p)),
                               "Fr §5")
        self._confirm()
        self.prev = None
        best = announcement_winner(announced, cards, self.opponent)
        if best is not None:
            p, nature, rank = best
            tie = sum(1 for q in self.players if valid[q] and held[q] == (nature, rank)) > 1
            key = "frappe.line.announce_tie" if tie else f"frappe.line.announce_{nature}"
            self.credit(p, combination_points(nature, rank), "Fr §5", msg(key, of=_of(NUMBER[rank])))
        for p in self.players:
            if announced[p] != "none" and not valid[p]:
                self.note(p, "Fr §5", msg("frappe.line.false_announce", nature=msg(f"frappe.nature.{announced[p]}")))
        for p in claimants:
            claimed, claimed_rank = open_to[p]
            self.credit(p, combination_points(claimed, claimed_rank), "Fr §5",
                        msg(f"frappe.line.claim_{claimed}", of=_of(NUMBER[claimed_rank]), player=self.other(p)))

    def _manche_end(self) -> None:
        """Fr §6, §7, A9, A13: the leftovers to the last capturer, then the difference."""
        left = sum(self.table.values())
        if left and self.last_capturer is not None:
            self.captured[self.last_capturer] += left
            self.note(self.last_capturer, "Fr §6", msg("frappe.line.leftovers", n=left))
        self.table = Counter()
        a, b = self.players
        more = a if self.captured[a] > self.captured[b] else b
        diff = abs(self.captured[a] - self.captured[b])
        if diff:
            self.credit(more, diff, "Fr §7", msg("frappe.line.difference", mine=self.captured[more],
                                                 theirs=self.captured[self.other(more)]))
        self.complete = True

    @property
    def table_ranks(self) -> list[str]:
        """The table as the state shows it: ranks in order, a pending capture's cards included."""
        counts = Counter(self.table)
        if self.pending is not None:
            counts[self.pending.rank] += self.pending.played
        return [RANK[n] for n in sorted(counts) for _ in range(counts[n])]


# --------------------------------------------------------------------- the game

_ROUND_KEY = re.compile(r"rounds\[\d+\]\.(announce|plays|claims)\b")


@dataclass(frozen=True)
class RoundProblem(Problem):
    """A problem inside a round names the round's key, as the spec's
    refusals do (3J.3, 3J.5): ``plays``, ``announce`` or ``claims``; the
    path keeps the round (``rounds[1].plays[2]``)."""

    @property
    def field(self) -> str:
        found = _ROUND_KEY.match(self.path)
        return found.group(1) if found else super().field


def _named(error: DealError) -> DealError:
    return DealError([RoundProblem(p.path, p.message, p.rule) for p in error.problems])


class EndReason(StrEnum):
    """How a game of Frappe ends."""

    #: a player reached the goal
    SCORE = "score"
    #: a player did his penitence
    PENITENCE = "penitence"


@dataclass(frozen=True, kw_only=True)
class FrappeDetails(DealDetails):
    """A manche of Frappe: its dealer, the cards each player captured,
    whether all were played, and how it ended the game, if it did."""

    dealer: str
    captured: Mapping[str, int]
    end_reason: EndReason | None
    complete: bool


@dataclass(frozen=True, kw_only=True)
class FrappeState(GameState):
    """The points plus what the last manche left (spec 3J.7)."""

    #: the table after the last card entered (ranks, in order)
    table: tuple[str, ...] = ()
    #: cards captured in the last manche entered
    captured: Mapping[str, int]
    #: "score" (61 reached), "penitence", or None
    end_reason: str | None = None
    #: the last manche entered stopped before its end (game in progress)
    open_manche: bool = False


@dataclass(frozen=True, kw_only=True)
class FrappeProgress(Progress):
    """A manche so far: besides the running points, what lies on the
    table, and once it is over (Fr §7) its winner and why."""

    table: tuple[str, ...] = ()
    finished: bool = False
    winner: str | None = None
    #: "score" (61 reached) or "penitence"
    end_reason: str | None = None
    #: the eight rounds are played
    complete: bool = False


def _play_kind() -> OneOf:
    return OneOf(rank_choice(*FRAPPE_RANKS), Record((
        Field("rank", rank_choice(*FRAPPE_RANKS), required=True),
        Field("decline_capture", Bool(), default=False),
    )))


def _check_extension(scope: Scope, extension: Mapping[str, Any] | None) -> None:
    game, state = scope.game, scope.state
    if game is None or state is None:
        return
    # ``rounds`` is absent only from a manche being entered live, before its first card
    problem = game.manche_problem(state, scope["dealer"], scope["rounds"] or (), extension)
    if problem is not None:
        scope.refuse(problem.message, problem.rule, at=problem.path)


# --------------------------------------------------------------------- the manche entered card by card

# A manche entered live is the deal entry itself, filled one tap at a time
# (``pad.FrappePad.add``): a card goes into the next free place of ``rounds``
# (the player follows from the order of play, Fr §6), an announcement into
# the round about to be played, a claim into the last round played, the
# extension's cards into ``extension`` (the events the pad posts are listed
# in ``pad.py``).
#
# A card removed from the middle leaves its place empty (``null``): the next
# card tapped fills it, so that a wrong card can be put right without
# entering again everything played after it.

def _mapping(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _plays_of(rnd: Any) -> list[Any]:
    plays = rnd.get("plays") if isinstance(rnd, Mapping) else None
    return list(plays) if isinstance(plays, list) else []


def _rank_of(play: Any) -> str | None:
    rank = play.get("rank") if isinstance(play, Mapping) else play
    return rank if isinstance(rank, str) and rank in NUMBER else None


def _declined(play: Any) -> bool:
    return isinstance(play, Mapping) and play.get("decline_capture") is True


def _draft_rounds(raw: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The rounds of a manche being entered, copied so that they can be
    changed: empty places at the end of a round dropped, then the rounds at
    the end that hold nothing."""
    given = raw.get("rounds")
    rounds: list[dict[str, Any]] = []
    for rnd in given if isinstance(given, list) else []:
        rnd = dict(rnd) if isinstance(rnd, Mapping) else {}
        plays = _plays_of(rnd)
        while plays and plays[-1] is None:
            plays.pop()
        rnd["plays"] = plays
        for key in ("announce", "claims"):
            if isinstance(rnd.get(key), Mapping):
                rnd[key] = dict(rnd[key])
        rounds.append(rnd)
    while rounds and not _holds_something(rounds[-1]):
        rounds.pop()
    return rounds


def _holds_something(rnd: Mapping[str, Any]) -> bool:
    announce, claims = rnd.get("announce"), rnd.get("claims")
    return (any(p is not None for p in _plays_of(rnd))
            or (isinstance(announce, Mapping) and any(v not in (None, "none") for v in announce.values()))
            or (isinstance(claims, Mapping) and any(claims.values())))


@dataclass(frozen=True)
class _Slot:
    """The place of the next card: round ``k``, card ``j`` (0-based);
    ``gap``: an empty place before cards already entered."""

    k: int
    j: int
    gap: bool = False


def _next_slot(rounds: Sequence[Mapping[str, Any]]) -> _Slot | None:
    """Where the next card goes; None once the eight rounds are played."""
    for k, rnd in enumerate(rounds):
        plays = _plays_of(rnd)
        for j in range(PLAYS):
            if j >= len(plays) or plays[j] is None:
                later = k < len(rounds) - 1 or any(p is not None for p in plays[j + 1:])
                return _Slot(k, j, later)
    return _Slot(len(rounds), 0) if len(rounds) < ROUNDS else None


def _extension_cards(raw: Mapping[str, Any]) -> list[Any] | None:
    ext = raw.get("extension")
    if not isinstance(ext, Mapping):
        return None
    dealt = ext.get("dealt")
    return list(dealt) if isinstance(dealt, list) else []


def _readable(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The part of a manche being entered that can be scored now: up to its
    first empty place; a round not begun yet left out (its announcements
    count once it is played); the extension once its four cards are turned,
    with the 2nd round then dealt."""
    out = {k: v for k, v in raw.items() if k not in ("rounds", "extension")}
    rounds = _draft_rounds(raw)
    slot = _next_slot(rounds)
    ext = raw.get("extension")
    if slot is not None and slot.gap:
        rounds = rounds[:slot.k] + [{**rounds[slot.k], "plays": _plays_of(rounds[slot.k])[:slot.j], "claims": {}}]
        if len(rounds) < EXTENSION_AFTER:
            ext = None
    if rounds and not _plays_of(rounds[-1]):
        rounds.pop()
    cards = _extension_cards(raw)
    if cards is not None and len(cards) < COPIES:
        ext = None  # still being turned
    if ext is not None and len(rounds) == EXTENSION_AFTER - 1 and len(_plays_of(rounds[0])) == PLAYS:
        rounds.append({"plays": []})  # the extension lies on the table: the 2nd round is dealt
    if rounds:
        out["rounds"] = rounds
    if ext is not None:
        out["extension"] = ext
    return out


@dataclass(frozen=True)
class _Step:
    """One step of a manche replayed for the live entry: what it changed."""

    kind: str  # extension, play, round, manche
    k: int
    j: int
    lines: tuple[int, int]  # the lines it added: manche.lines[start:end]
    player: str | None  # who played the card
    pending_before: _Pending | None
    pending_after: _Pending | None
    gained: int  # cards the player of the card captured
    ended: bool  # the game ended at this step


@dataclass
class _Seen:
    """The manche as the last step left it, to tell what the next one changed."""

    lines: int
    pending: _Pending | None
    captured: dict[str, int]
    ended: bool


def _watched(manche: Manche, rounds: Sequence[Mapping[str, Any]],
             extension: Mapping[str, Any] | None) -> tuple[list[_Step], _Refused | None]:
    """Replays ``rounds`` on ``manche``, step by step."""
    steps: list[_Step] = []
    last = _Seen(0, None, dict(manche.captured), False)

    def observe(kind: str, k: int, j: int) -> None:
        player = (manche.dealer if j % 2 else manche.opponent) if kind == "play" else None
        gained = manche.captured[player] - last.captured[player] if player is not None else 0
        ended = manche.ended is not None
        steps.append(_Step(kind, k, j, (last.lines, len(manche.lines)), player, last.pending,
                           manche.pending, gained, ended and not last.ended))
        last.lines, last.pending, last.captured, last.ended = (len(manche.lines), manche.pending,
                                                               dict(manche.captured), ended)

    manche.observer = observe
    try:
        manche.run(rounds, extension)
    except _Refused as refused:
        return steps, refused
    finally:
        manche.observer = None
    return steps, None


class Effect(TypedDict, total=False):
    """What one card did, in JSON (it is shown after the card, and names
    the event): ``kind`` is takes, frappe, contre, en_place, penitence or stays."""

    kind: Required[str]
    points: int
    cards: int
    nettoyage: int


class Event(TypedDict, total=False):
    """One event of a manche entered live, in the order of play: a card
    played (``play``, with what it ``does``), an announcement, a claim, or
    the extension as turned and arranged."""

    player: str
    round: int
    card: int
    play: str
    en_place: bool
    does: Effect
    announce: str
    claim: str
    extension: Sequence[object] | None
    swap12: bool
    swap34: bool
    direction: str


def _effect(manche: Manche, step: _Step) -> Effect:
    """What one card did, in JSON (it is shown, and names the event)."""
    lines = manche.lines[step.lines[0]:step.lines[1]]
    own = [line for line in lines if line.player == step.player]
    if step.ended and manche.ended == "penitence" and manche.winner == step.player:
        return {"kind": "penitence"}
    after = step.pending_after
    if after is not None and after is not step.pending_before and after.player == step.player:
        return {"kind": after.kind, "points": after.points, "nettoyage": after.nettoyage}
    nettoyage = sum(line.points for line in own if line.message.id == "frappe.line.nettoyage")
    if step.gained:
        return {"kind": "takes", "cards": step.gained, "nettoyage": nettoyage}
    placed = sum(line.points for line in own if line.message.id == "frappe.line.en_place")
    if placed:
        return {"kind": "en_place", "points": placed}
    return {"kind": "stays"}


def _ordinal_round(k: int) -> Message:
    return msg("frappe.live.round", n=k + 1)


SHEET: SheetSpec[Frappe] = SheetSpec(
    #: on paper a table writes only each manche's points: nothing of the entry (its cards) has a column
    columns=("fact:captured",),
    handwritten=(PadColumn("frappes", per_player=True, width=2.2), PadColumn("cards", per_player=True)),
    rows=12,
    row_height=12.0,
)


@register(sheet=SHEET)
class Frappe(Game[FrappeState]):
    slug = "frappe"
    name = "Frappe"
    rulebook_section = "Frappe"
    players_min = players_max = 2  # Fr §2
    unit = "points"
    reminders = (
        ("Fr §5", "frappe.reminder.values"),
        ("Fr §5", "frappe.reminder.announce"),
        ("Fr §6", "frappe.reminder.capture"),
        ("Fr §6.1", "frappe.reminder.frappe"),
        ("Fr §6.2", "frappe.reminder.en_place"),
        ("Fr §6.3", "frappe.reminder.nettoyage"),
        ("Fr §4.1", "frappe.reminder.extension"),
        ("Fr §7", "frappe.reminder.goal"),
    )

    # -- the entry (spec 3J.2-3J.4, in the order of its refusals, 3J.5) -------------------------

    def entry(self) -> Record:
        return Record((
            Field("dealer", Player(), rule="Fr §4"),
            Field("rounds", ListOf(Record((
                Field("announce", PlayerMap(Choice(NATURES), complete=False), default={}, rule="Fr §5"),
                Field("plays", ListOf(_play_kind(), max=PLAYS), required=True, rule="Fr §6"),
                Field("claims", PlayerMap(Bool(), complete=False), default={}, group="more", rule="Fr §5"),
            )), min=1, max=ROUNDS), required=True, rule="Fr §4"),
            Field("extension", Record((
                Field("dealt", ListOf(rank_choice(*FRAPPE_RANKS), min=4, max=4, repeats=True), required=True),
                Field("swap12", Bool(), default=False),
                Field("swap34", Bool(), default=False),
                Field("direction", Choice(DIRECTIONS), default="ltr"),
            )), needs=("dealer", "rounds"), rule="Fr §4.1", checks=(_check_extension,)),
        ), form_order=("dealer", "extension", "rounds"))

    def read_entry(self, raw: Any, state: FrappeState | None = None, *, partial: bool = False) -> Values:
        """The manche, or every problem in it; ``partial``: a manche being
        entered, read up to what can be scored so far (:func:`_readable`)."""
        if partial and isinstance(raw, Mapping):
            raw = _readable(raw)
        try:
            return super().read_entry(raw, state, partial=partial)
        except DealError as error:
            raise (self._after_end(raw, state, error) if not partial else None) or _named(error) from None

    def _after_end(self, raw: Any, state: FrappeState | None, error: DealError) -> DealError | None:
        """§9, error precedence: a round refused as written (a rank that is
        none, a malformed play) after the game ended in an earlier round is
        refused as a round after the end, on ``rounds``. None when the rounds
        before it do not end the game (or cannot be read either)."""
        found = re.match(r"rounds\[(\d+)\]", error.path)
        if state is None or found is None or not isinstance(raw, Mapping) or int(found.group(1)) == 0:
            return None
        k = int(found.group(1))
        before = dict(raw, rounds=raw["rounds"][:k])
        if k < EXTENSION_AFTER:
            before.pop("extension", None)
        try:
            e = super().read_entry(before)
        except DealError:
            return None
        try:
            manche = self.run_manche(state, e["dealer"], e["rounds"], e["extension"])
        except DealError as earlier:  # the game ended further back
            return earlier if earlier.field == "rounds" else None
        if manche.ended is None:
            return None
        return DealError([RoundProblem(f"rounds[{k}]", msg("frappe.refused.after_end_round", reason=manche._reason()),
                                       "Fr §7")])

    # -- the manche entered card by card (:class:`~.pad.FrappePad`) --------------------------------------------------

    def _player_of(self, dealer: str, j: int) -> str:
        """Fr §6: the dealer's opponent plays the 1st, 3rd and 5th cards of a round."""
        return dealer if j % 2 else self.next_dealer_after(dealer)

    def _draft_dealer(self, state: FrappeState | None, raw: Mapping[str, Any]) -> str:
        dealer = raw.get("dealer")
        if isinstance(dealer, str) and dealer in self.players:
            return dealer
        return state.dealer if state is not None else self.first_dealer

    def _draft_run(self, state: FrappeState | None, raw: Mapping[str, Any]) -> tuple[Manche, list[_Step], Values]:
        """The manche being entered, replayed as far as it can be scored
        (:func:`_readable`); raises :class:`DealError` on what the rules
        refuse. The pad, the list and the points of one screen ask for the
        same replay: the last few are kept (the results are never changed)."""
        try:
            key = json.dumps(raw, sort_keys=True, default=str), None if state is None else (
                tuple(sorted(state.totals.items())), state.dealer, state.open_manche)
        except (TypeError, ValueError):
            return self._replay_draft(state, raw)
        cache: dict[tuple[str, tuple[object, ...] | None], tuple[Manche, list[_Step], Values] | DealError] = \
            self.__dict__.setdefault("_draft_cache", {})
        found = cache.get(key)
        if found is None:
            try:
                found = self._replay_draft(state, raw)
            except DealError as error:
                found = error
            if len(cache) >= 8:
                cache.clear()
            cache[key] = found
        if isinstance(found, DealError):
            raise found
        return found

    def _replay_draft(self, state: FrappeState | None, raw: Mapping[str, Any]) -> tuple[Manche, list[_Step], Values]:
        e = self.read_entry(raw, state, partial=True)
        before = state if state is not None else self.new_state()
        dealer = self._draft_dealer(before, raw)
        a, b = self.players
        manche = Manche((a, b), dealer, dict(before.totals), before.open_manche)
        steps, refused = _watched(manche, e["rounds"] or (), e["extension"])
        if refused is not None:
            raise DealError([RoundProblem(refused.path, refused.message, refused.rule)])
        return manche, steps, e

    def _effects(self, raw: Mapping[str, Any]) -> dict[tuple[int, int], Effect]:
        """What each card entered did (from the manche's own cards: the
        points before it do not change what a card takes)."""
        try:
            manche, steps, _ = self._draft_run(None, raw)
        except DealError:
            return {}
        return {(s.k, s.j): _effect(manche, s) for s in steps if s.kind == "play"}

    def manche_events(self, raw: Mapping[str, Any]) -> list[Event]:
        """Every event of the manche in the order of play: each round's
        announcements, its cards, its claims; the extension after the 1st round."""
        dealer = self._draft_dealer(None, raw)
        rounds = _draft_rounds(raw)
        effects = self._effects(raw)
        items: list[Event] = []
        ext = raw.get("extension")

        def extension() -> None:
            if isinstance(ext, Mapping):
                items.append({"extension": _extension_cards(raw), "swap12": ext.get("swap12") is True,
                              "swap34": ext.get("swap34") is True,
                              "direction": "rtl" if ext.get("direction") == "rtl" else "ltr", "player": dealer})

        for k, rnd in enumerate(rounds):
            if k == EXTENSION_AFTER - 1:
                extension()
            for p, nature in _mapping(rnd.get("announce")).items():
                if nature in ("paire", "brelan"):
                    items.append({"round": k + 1, "announce": nature, "player": p})
            for j, play in enumerate(_plays_of(rnd)):
                if play is None:
                    continue
                item: Event = {"round": k + 1, "card": j + 1, "player": self._player_of(dealer, j),
                               "play": _rank_of(play) or str(play)}
                if _declined(play):
                    item["en_place"] = True
                if (k, j) in effects:
                    item["does"] = effects[(k, j)]
                items.append(item)
            for p, claimed in _mapping(rnd.get("claims")).items():
                if claimed is True:
                    items.append({"round": k + 1, "claim": p, "player": p})
        if len(rounds) < EXTENSION_AFTER:
            extension()
        return items

    def progress(self, state: FrappeState, raw: Mapping[str, Any]) -> FrappeProgress:
        """The manche so far: each player's points in it, its lines, what lies
        on the table, the round, the winner once 61 is reached, and the lines
        of each event of :meth:`manche_events` (a frappe's points show on the
        frappe once the next card confirms it)."""
        manche, steps, _ = self._draft_run(state, raw)
        rounds = _draft_rounds(raw)
        slot = _next_slot(rounds)
        points = {p: manche.totals[p] - state.totals[p] for p in self.players}
        table = manche.table_ranks
        facts = [
            Fact("round", msg("frappe.fact.round"), min(slot.k + 1, ROUNDS) if slot is not None else ROUNDS,
                 FactKind.COUNTER, limit=ROUNDS),
            Fact("table", msg("frappe.fact.table"), len(table)),
        ]
        if slot is not None and slot.gap:
            facts.append(Fact("missing", msg("frappe.fact.missing"),
                              msg("frappe.live.missing", card=msg("frappe.live.card", n=slot.j + 1),
                                  round=_ordinal_round(slot.k), player=self._player_of(manche.dealer, slot.j)),
                              FactKind.TEXT))
        items = self.manche_events(raw)
        return FrappeProgress(
            points=points, lines=tuple(manche.lines), facts=tuple(facts),
            event_lines=tuple(tuple(lines) for lines in self._event_lines(manche, steps, items)),
            table=tuple(table), finished=manche.ended is not None, winner=manche.winner, end_reason=manche.ended,
            complete=manche.complete)

    def _event_lines(self, manche: Manche, steps: Sequence[_Step], items: Sequence[Event]
                     ) -> list[list[ScoreLine]]:
        """The lines of the manche, each under the event it comes from."""
        where: dict[tuple[str | int, ...], int] = {}
        for i, item in enumerate(items):
            if "extension" in item:
                where[("extension",)] = i
            elif "play" in item:
                where[("play", item["round"] - 1, item["card"] - 1)] = i
            elif "announce" in item:
                where[("announce", item["round"] - 1, item["player"])] = i
            elif "claim" in item:
                where[("claim", item["round"] - 1, item["claim"])] = i
        out: list[list[ScoreLine]] = [[] for _ in items]
        origins: list[tuple[_Pending, int]] = []

        def origin(pending: _Pending | None) -> int | None:
            return next((i for p, i in origins if p is pending), None)

        for step in steps:
            here: int | None = None
            if step.kind == "extension":
                here = where.get(("extension",))
            elif step.kind == "play":
                here = where.get(("play", step.k, step.j))
                after = step.pending_after
                if after is not None and after is not step.pending_before and here is not None:
                    origins.append((after, here))
            target = here
            for line in manche.lines[step.lines[0]:step.lines[1]]:
                key = line.message.id
                if key == "frappe.line.reaches":
                    pass  # with the line that reached 61
                elif key.startswith("frappe.line.announce_") or key == "frappe.line.false_announce":
                    target = where.get(("announce", step.k, line.player))
                elif key.startswith("frappe.line.claim_"):
                    target = where.get(("claim", step.k, line.player))
                elif step.kind == "play" and line.player != step.player and origin(step.pending_before) is not None:
                    target = origin(step.pending_before)
                elif step.kind == "round" and origin(step.pending_before) is not None and key in (
                        "frappe.line.frappe", "frappe.line.contre", "frappe.line.nettoyage"):
                    target = origin(step.pending_before)
                elif step.kind in ("round", "manche"):
                    target = where.get(("play", step.k, PLAYS - 1))
                else:
                    target = here
                if target is None:
                    continue
                owner = items[target].get("player")
                shown = line if line.player == owner else ScoreLine(
                    line.player, line.points, line.rule, msg("frappe.live.for", player=line.player,
                                                             line=line.message))
                out[target].append(shown)
        return out

    # -- state -------------------------------------------------------------------------------------

    def new_state(self) -> FrappeState:
        return FrappeState(totals=self.zero(), dealer=self.first_dealer, captured=self.zero())

    def report(self, state: FrappeState) -> JSONObject:
        return {"table": list(state.table), "captured": dict(state.captured), "next_dealer": state.dealer,
                "end_reason": state.end_reason}

    def facts(self, state: FrappeState) -> list[Fact]:
        facts = [Fact("goal", msg("frappe.fact.goal"), GOAL, FactKind.THRESHOLD)]
        if state.table:  # a manche entered before its end; empty once a manche is played out
            facts.append(Fact("table", msg("frappe.fact.table"), tuple(msg(f"cards.rank.{r}") for r in state.table),
                              FactKind.LIST))
        facts.append(Fact("captured", msg("frappe.fact.captured"), dict(state.captured), FactKind.COUNTER,
                          limit=52))
        return facts

    # -- scoring -------------------------------------------------------------------------------------

    def run_manche(self, state: FrappeState, dealer: str | None, rounds: Sequence[Mapping[str, Any]],
                   extension: Mapping[str, Any] | None) -> Manche:
        """Replays a manche from ``state``; raises :class:`DealError` on the
        first problem (3J.5)."""
        a, b = self.players
        manche = Manche((a, b), dealer or state.dealer, dict(state.totals), state.open_manche)
        try:
            manche.run(rounds, extension)
        except _Refused as refused:
            raise DealError([RoundProblem(refused.path, refused.message, refused.rule)]) from None
        return manche

    def manche_problem(self, state: FrappeState, dealer: str | None, rounds: Sequence[Mapping[str, Any]],
                       extension: Mapping[str, Any] | None) -> DealError | None:
        try:
            self.run_manche(state, dealer, rounds, extension)
        except DealError as error:
            return error
        return None

    def score_deal(self, state: FrappeState, e: Values) -> Outcome[FrappeState]:
        dealer = self.dealer_of(state, e)
        manche = self.run_manche(state, dealer, e["rounds"], e["extension"])
        totals = dict(manche.totals)
        delta = {p: totals[p] - state.totals[p] for p in self.players}
        finished = manche.ended is not None
        if manche.ended == "penitence":
            summary = msg("frappe.summary.penitence", player=manche.winner)
        elif manche.ended == "score":
            summary = msg("frappe.summary.score", player=manche.winner)
        elif manche.complete:
            summary = msg("frappe.summary.manche", dealer=dealer)
        else:
            summary = msg("frappe.summary.open", dealer=dealer, rounds=len(e["rounds"]))
        new_state = self.evolve(
            state, totals=totals, dealer=self.next_dealer_after(dealer), deals=state.deals + 1, finished=finished,
            winners=(manche.winner,) if manche.winner is not None else (), table=tuple(manche.table_ranks),
            captured=dict(manche.captured), end_reason=manche.ended,
            open_manche=not finished and not manche.complete)
        details = FrappeDetails(dealer=dealer, captured=dict(manche.captured),
                                end_reason=EndReason(manche.ended) if manche.ended else None, complete=manche.complete)
        # the lines in the order the points came: a manche reads as it was played
        return Outcome(new_state, delta, tuple(manche.lines), dealer, summary, details)

    def advice(self, state: FrappeState, entry: Values) -> list[Message]:
        """A manche validated before its end, the game still going on: the
        next one could not begin (3J.2); worth a word before validating."""
        manche = self.run_manche(state, self.dealer_of(state, entry), entry["rounds"], entry["extension"])
        if manche.complete or manche.ended:
            return []
        return [msg("frappe.advice.unfinished", rounds=len(entry["rounds"]))]

    # -- referee (Fr §4.1-§6.3) ------------------------------------------------------------------------

    def play_effect(self, table: Sequence[str], rank: str, **kwargs: Any) -> PlayEffect:
        return play_effect(table, rank, **kwargs)

    def verify_decline(self, table: Sequence[str], rank: str) -> None:
        verify_decline(table, rank)

    def can_decline(self, table: Sequence[str], rank: str) -> bool:
        return can_decline(table, rank)

    def best_extension(self, dealt: Sequence[str], table: Sequence[str]) -> tuple[bool, bool, str, int]:
        return best_extension(dealt, table)

    # -- the referee: what a card captures (compagnon/rules/referee.py) ----------------------------

    referee_questions = ("combination",)

    def referee_schema(self, question: str) -> Record:
        rank = rank_choice(*FRAPPE_RANKS)
        return Record((
            Field("context", Record((
                # the face-up cards, as the state's ``table`` lists them (a pending frappe's cards included)
                Field("table", ListOf(rank, max=COPIES * len(FRAPPE_RANKS), repeats=True), default=()),
                Field("previous", Record((
                    Field("rank", rank, required=True),
                    Field("effect", Choice(PREVIOUS_EFFECTS, labels="frappe.referee.effect"), default="stayed"),
                ))),
                Field("last_card", Bool(), default=False),
            )), default={}),
            Field("combination", Record((
                Field("rank", rank, required=True),
                Field("decline_capture", Bool(), default=False),
            )), required=True),
        ), form_order=("context", "combination"))

    def referee(self, question: str, values: Values) -> Answer:
        context, card = values["context"], values["combination"]
        return judge_play(list(context.get("table") or ()), card["rank"], previous=context.get("previous"),
                          last_card=bool(context.get("last_card")), decline=bool(card.get("decline_capture")))
