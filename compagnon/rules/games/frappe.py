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
reached in the middle of a round.

What a card does on a given table is exposed for the referee:
:func:`capture_set`, :func:`table_suite`, :func:`play_effect`,
:func:`verify_decline` / :func:`can_decline`, :func:`extension_points`,
:func:`best_extension` and :func:`announcement_winner`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core import Fact, Game, GameState, Outcome, ScoreLine
from ..decks import FRAPPE_RANKS
from ..errors import DealError, Problem
from ..messages import Message, msg
from ..registry import register
from ..schema import Bool, Choice, Field, ListOf, OneOf, Player, PlayerMap, Record, Scope, Values, rank_choice

__all__ = [
    "GOAL", "NATURES", "DeclineRefused", "Frappe", "FrappeState", "Manche", "PlayEffect", "RoundProblem",
    "announcement_winner", "best_extension", "can_decline", "capture_set", "card_value", "claimable",
    "combination_points", "extension_points", "held_combination", "play_effect", "table_suite", "verify_decline",
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
        raise DeclineRefused(msg("frappe.refused.decline", rank=_rank(n), count=len(table) + 1))


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


def _of(n: int) -> Message:
    return msg(f"frappe.of.{RANK[n]}")


# --------------------------------------------------------------------- one manche, card by card

class _Refused(Exception):
    def __init__(self, path: str, message: Message, rule: str) -> None:
        self.path, self.message, self.rule = path, message, rule
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

    def __post_init__(self) -> None:
        self.captured = {p: 0 for p in self.players}

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
        self._fifth_card(rounds, extension)
        ended_in: int | None = None
        after_end_play: str | None = None
        for k, rnd in enumerate(rounds):
            plays = rnd["plays"]
            if k == EXTENSION_AFTER - 1:
                if extension is None:
                    raise _Refused("extension", msg("frappe.refused.extension_missing"), "Fr §4.1")
                self._extension(extension)
                self.extension_turned = True
                if self.ended:
                    ended_in = k
                    if plays:
                        after_end_play = f"rounds[{k}].plays[0]"
                    break
            for j, play in enumerate(plays):
                rank, decline = (play, False) if isinstance(play, str) else (play["rank"], play["decline_capture"])
                last = k == ROUNDS - 1 and j == PLAYS - 1
                self._play(self.dealer if j % 2 else self.opponent, NUMBER[rank], bool(decline), last,
                           f"rounds[{k}].plays[{j}]")
                if self.ended:
                    ended_in = k
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
            if self.ended:
                ended_in = k
                break
            if k == ROUNDS - 1:
                self._manche_end()
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

        def see(rank: str, path: str) -> None:
            seen[rank] += 1
            if seen[rank] > COPIES:
                raise _Refused(path, msg("frappe.refused.fifth", of=msg(f"frappe.plural.{rank}")), "Fr §1")

        for k, rnd in enumerate(rounds):
            if k == EXTENSION_AFTER - 1 and extension is not None:
                for rank in extension["dealt"]:
                    see(rank, "extension")
            for j, play in enumerate(rnd["plays"]):
                see(play if isinstance(play, str) else play["rank"], f"rounds[{k}].plays[{j}]")

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
            raise _Refused(path, msg("frappe.refused.decline", rank=_rank(n), count=on_table), "Fr §6.2")
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


def _play_kind() -> OneOf:
    return OneOf(rank_choice(*FRAPPE_RANKS), Record((
        Field("rank", rank_choice(*FRAPPE_RANKS), required=True),
        Field("decline_capture", Bool(), default=False),
    )))


def _check_extension(scope: Scope, extension: Mapping[str, Any] | None) -> None:
    game, state = scope.game, scope.state
    if game is None or state is None:
        return
    problem = game.manche_problem(state, scope["dealer"], scope["rounds"], extension)
    if problem is not None:
        scope.refuse(problem.message, problem.rule, at=problem.path)


@register
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
                Field("dealt", ListOf(rank_choice(*FRAPPE_RANKS), min=4, max=4), required=True),
                Field("swap12", Bool(), default=False),
                Field("swap34", Bool(), default=False),
                Field("direction", Choice(DIRECTIONS), default="ltr"),
            )), needs=("dealer", "rounds"), rule="Fr §4.1", checks=(_check_extension,)),
        ))

    def read_entry(self, raw: Any, state: FrappeState | None = None, *, partial: bool = False) -> Values:
        try:
            return super().read_entry(raw, state, partial=partial)
        except DealError as error:
            raise _named(error) from None

    # -- state -------------------------------------------------------------------------------------

    def new_state(self) -> FrappeState:
        return FrappeState(totals=self.zero(), dealer=self.first_dealer, captured=self.zero())

    def report(self, state: FrappeState) -> dict[str, Any]:
        return {"table": list(state.table), "captured": dict(state.captured), "next_dealer": state.dealer,
                "end_reason": state.end_reason}

    def facts(self, state: FrappeState) -> list[Fact]:
        return [
            Fact("goal", msg("frappe.fact.goal"), GOAL, "threshold"),
            Fact("table", msg("frappe.fact.table"), [msg(f"cards.rank.{r}") for r in state.table], "list"),
            Fact("captured", msg("frappe.fact.captured"), dict(state.captured), "counter", limit=52),
        ]

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
        details: dict[str, Any] = {"dealer": dealer, "captured": dict(manche.captured), "end_reason": manche.ended,
                                   "complete": manche.complete}
        # the lines in the order the points came: a manche reads as it was played
        return Outcome(new_state, delta, tuple(manche.lines), dealer, summary, details)

    # -- referee (Fr §4.1-§6.3) ------------------------------------------------------------------------

    def play_effect(self, table: Sequence[str], rank: str, **kwargs: Any) -> PlayEffect:
        return play_effect(table, rank, **kwargs)

    def verify_decline(self, table: Sequence[str], rank: str) -> None:
        verify_decline(table, rank)

    def can_decline(self, table: Sequence[str], rank: str) -> bool:
        return can_decline(table, rank)

    def best_extension(self, dealt: Sequence[str], table: Sequence[str]) -> tuple[bool, bool, str, int]:
        return best_extension(dealt, table)
