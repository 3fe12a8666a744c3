"""Démons punisseurs: three players, 33 cards, wild Démons, three objectives (Pareil, Suite, Jeu) and bets up to 3.

The scoring follows ``shared/spec/demons_punisseurs.md`` (rulings P-1 to
P-18 there); article numbers such as "Démons punisseurs §6.4" are the
rulebook's own. The chapter stops in the middle of its §7: the tally, the end
of the game and the faults are the spec's proposed rulings (P-1, §5). A deal
is entered once it is over: the trump suit, the tricks of each player, what
was said about each objective (the speaking log of §6.4), the best
combinations shown, and the Jeu winner (derived, checked when given).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..core import DealDetails, Fact, FactKind, Game, GameState, JSONObject, Option, Outcome, ScoreLine
from ..decks import PUNISSEURS, Card, Suit
from ..errors import DealError
from ..layout import PadColumn, SheetSpec
from ..messages import Message, msg
from ..referee import Answer, Verdict, trick_schema
from ..registry import register
from ..schema import (
    CardKind,
    Choice,
    Field,
    Int,
    ListOf,
    OneOf,
    Player,
    PlayerMap,
    Record,
    Scope,
    Tagged,
    Text,
    Values,
    rank_choice,
    suit_choice,
)
from ..tricks import Trick, TrickRules, cards_held, each_player_once, played

__all__ = [
    "ACTIONS", "OBJECTIVES", "PAREIL_RANKS", "SUITE_RANKS", "DemonsPunisseurs", "IllegalPlay", "ObjectiveError",
    "ObjectiveLog", "PunisseursPlay", "PunisseursState", "best_pareil", "best_suite", "demon_order",
    "replay_objective",
    "PunisseursDetails",
]

ARTICLE = "Démons punisseurs"
SLUG = "demons_punisseurs"
HAND = 7  # §4: 3 then 4 cards each
JEU_TRICKS = 4  # §6, §6.3
MAX_STAKE = 3  # §6
OBJECTIVES: tuple[str, ...] = ("pareil", "suite", "jeu")
ACTIONS: tuple[str, ...] = ("bet", "tenu", "bon", "pousse", "silent", "concede")
EXPOSITION = "exposition"
TRUMPS: tuple[Suit, ...] = (Suit.PIQUE, Suit.COEUR, Suit.CARREAU)  # §4: never trèfle

#: §3 order in every suit, weakest first; the 6 of carreau sits below the 7 (P-9)
RANKS: tuple[str, ...] = ("6", "7", "8", "9", "10", "V", "D", "R", "A")
#: the ranks a Pareil may show (the only 6 is the 6 of carreau: no Pareil of 6s)
PAREIL_RANKS: tuple[str, ...] = RANKS[1:]
#: the ranks the top card of a Suite may have
SUITE_RANKS: tuple[str, ...] = RANKS

#: §3: the permanent Démons, weakest first as ruled in P-2 (the two lost symbols are D♣ < V♣)
PERMANENT_LOW: tuple[Card, ...] = (Card("D", Suit.TREFLE), Card("V", Suit.TREFLE))
PERMANENT_HIGH: tuple[Card, ...] = (Card("7", Suit.TREFLE), Card("7", Suit.CARREAU), Card("6", Suit.CARREAU),
                                    Card("R", Suit.COEUR))


def rule(section: str) -> str:
    return f"{ARTICLE} §{section}"


def m(key: str, **params: Any) -> Message:
    return msg(f"{SLUG}.{key}", **params)


def demon_order(trump: Suit) -> tuple[Card, ...]:
    """§3, P-2: the Démons of a deal, weakest first: D♣ < V♣ < D, V, 7 of trumps
    (the 7 only when it is not already permanent) < 7♣ < 7♦ < 6♦ < R♥."""
    temporary = [Card("D", trump), Card("V", trump)]
    if Card("7", trump) not in PERMANENT_HIGH:
        temporary.append(Card("7", trump))
    return PERMANENT_LOW + tuple(temporary) + PERMANENT_HIGH


class ObjectiveError(DealError):
    """A speaking action §6.4 does not allow (in the order of the log)."""

    def __init__(self, message: Message, rule: str) -> None:
        super().__init__("objective_log", message, rule)


class IllegalPlay(DealError):
    """A play §5 forbids: refused and taken back, with no penalty (P-12)."""

    def __init__(self, message: Message, rule: str) -> None:
        super().__init__("card", message, rule)


# --------------------------------------------------------------------- the speaking log (§6.4, spec §4.2)

@dataclass
class ObjectiveLog:
    """What the speaking log of one objective leaves: each player's gain if he
    wins it, his loss if he does not, who is out, and to whom it was conceded."""

    objective: str
    players: tuple[str, ...]
    gain: dict[str, int] = field(default_factory=dict)
    loss: dict[str, int] = field(default_factory=dict)
    out: dict[str, bool] = field(default_factory=dict)
    push_right: dict[str, bool] = field(default_factory=dict)
    conceded_to: str | None = None
    bet_done: bool = False
    pushed: bool = False
    # the round in progress: who opened it, at which level, who answers, and where it stands
    opener: str | None = None
    level: int = 0
    second: str | None = None
    third: str | None = None
    phase: str | None = None  # "second", "third_after_bon", "third_after_tenu"

    def __post_init__(self) -> None:
        self.gain = {p: 1 for p in self.players}
        self.loss = {p: 0 for p in self.players}
        self.out = {p: False for p in self.players}
        self.push_right = {p: False for p in self.players}

    @property
    def disputed(self) -> bool:
        """Whether anyone bet (the stakes differ from the plain point of §6)."""
        return self.bet_done

    def still_in(self) -> list[str]:
        return [p for p in self.players if not self.out[p]]

    def _after(self, player: str) -> list[str]:
        i = self.players.index(player)
        n = len(self.players)
        return [q for q in (self.players[(i + k) % n] for k in range(1, n)) if not self.out[q]]

    def _open(self, opener: str, level: int) -> None:
        if level == 1:
            self.bet_done = True
            self.gain[opener] = 1
            self.loss[opener] = max(self.loss[opener], 1)  # P-5: the unheld bettor's exposure
        else:
            self.pushed = True
            for q in self.players:
                self.push_right[q] = False  # one push per objective
                self.gain[q] = 0  # « il ne peut plus gagner de points » (the loss stays)
            self.gain[opener] = 2
            self.loss[opener] = max(self.loss[opener], 2)
        after = self._after(opener)
        self.opener, self.level = opener, level
        self.second = after[0] if after else None
        self.third = after[1] if len(after) > 1 else None
        self.phase = "second" if after else None
        if not after:
            self.conceded_to = opener

    def _hold(self, player: str) -> None:
        assert self.opener is not None
        stake = self.level + 1
        self.gain[self.opener] = self.loss[self.opener] = stake
        self.gain[player] = self.loss[player] = stake

    def _silent(self) -> None:
        """Row 3 of the §6.4 table: the third player may win the stake without risking anything."""
        assert self.third is not None and self.second is not None
        stake = self.level + 1
        self.gain[self.third] = stake
        if stake < MAX_STAKE:
            self.push_right[self.second] = self.push_right[self.third] = True
        self._close()

    def _close(self) -> None:
        self.opener, self.second, self.third, self.phase, self.level = None, None, None, None, 0

    def _concede(self, player: str) -> None:
        self.out[player] = True
        self.gain[player] = 0  # an earlier loss is kept


def replay_objective(objective: str, players: Sequence[str], actions: Sequence[Mapping[str, Any]]) -> ObjectiveLog:
    """Spec §4.2: replay one objective's speaking log; raises
    :class:`ObjectiveError` at the first action §6.4 does not allow."""
    log = ObjectiveLog(objective, tuple(players))
    for n, action in enumerate(actions, start=1):
        _speak(log, n, action["player"], action["action"], action.get("trick"))
    if log.phase == "third_after_tenu":
        log._silent()  # « silent » may be left out
    elif log.phase is not None:
        waiting = log.second if log.phase == "second" else log.third
        raise ObjectiveError(m("refused.unanswered", objective=m(f"objective.{objective}"), player=waiting),
                             rule("6.4"))
    return log


def _speak(log: ObjectiveLog, n: int, p: str, kind: str, trick: Any) -> None:
    what = m(f"objective.{log.objective}")
    if log.objective == "jeu" and trick == EXPOSITION:
        raise ObjectiveError(m("refused.jeu_exposition", n=n, player=p), rule("7"))
    if log.conceded_to is not None:
        key = "refused.jeu_resolved" if log.objective == "jeu" else "refused.resolved"
        raise ObjectiveError(m(key, n=n, player=p, objective=what, winner=log.conceded_to), rule("6.4.1"))
    if log.phase == "third_after_tenu":
        if p == log.third and kind == "silent":
            log._silent()
            return
        if p == log.third and kind == "pousse" and log.level + 1 < MAX_STAKE:
            log._open(p, log.level + 1)
            return
        log._silent()  # he said nothing: the log goes on without him
    if log.out[p]:
        raise ObjectiveError(m("refused.out", n=n, player=p, objective=what), rule("6.4.1"))
    if log.phase == "second":
        if p != log.second:
            raise ObjectiveError(m("refused.turn", n=n, player=p, waiting=log.second), rule("6.4"))
        if kind == "tenu":
            log._hold(p)
            log.phase = "third_after_tenu" if log.third is not None else None
            if log.phase is None:
                log._close()
        elif kind == "bon":
            log._concede(p)
            if log.third is None:
                log.conceded_to = log.opener
                log._close()
            else:
                log.phase = "third_after_bon"
        else:
            raise ObjectiveError(m("refused.second_kind", n=n, player=p), rule("6.4"))
        return
    if log.phase == "third_after_bon":
        if p != log.third:
            raise ObjectiveError(m("refused.turn", n=n, player=p, waiting=log.third), rule("6.4"))
        if kind == "bon":
            log._concede(p)
            log.conceded_to = log.opener
            log._close()
        elif kind == "tenu":
            log._hold(p)
            log._close()
        elif kind == "pousse":
            if log.level + 1 >= MAX_STAKE:
                raise ObjectiveError(m("refused.cap", n=n, player=p), rule("6"))
            log._open(p, log.level + 1)
        else:
            raise ObjectiveError(m("refused.third_kind", n=n, player=p), rule("6.4"))
        return
    # no speaking round open
    if kind == "bet":
        if log.bet_done:
            raise ObjectiveError(m("refused.bet_twice", n=n, player=p, objective=what), rule("6.4"))
        log._open(p, 1)
    elif kind == "pousse":
        if log.pushed or not log.bet_done:
            key = "refused.cap" if log.pushed else "refused.push_right"
            raise ObjectiveError(m(key, n=n, player=p), rule("6") if log.pushed else rule("6.4"))
        if not log.push_right[p]:
            raise ObjectiveError(m("refused.push_right", n=n, player=p), rule("6.4"))
        log._open(p, 2)
    elif kind == "concede":
        log._concede(p)
        left = log.still_in()
        if len(left) == 1:
            log.conceded_to = left[0]
    else:
        raise ObjectiveError(m("refused.no_round", n=n, player=p), rule("6.4"))


# --------------------------------------------------------------------- combinations (§6.1, §6.2)

def best_pareil(cards: Iterable[Card]) -> tuple[int, str] | None:
    """§6.1: the most cards of one rank (then the highest rank) among cards as
    they count (a Démon as the card it stands for); None below a pair."""
    counts: dict[str, int] = {}
    for c in cards:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    best = max(((n, r) for r, n in counts.items() if n >= 2), key=lambda x: (x[0], RANKS.index(x[1])),
               default=None)
    return best


def best_suite(cards: Iterable[Card]) -> tuple[int, str, Suit] | None:
    """§6.2: the longest run of one suit in 7 < 8 < … < As (a 6 only below a 7
    of carreau, P-9), then the highest top card; None below a seconde."""
    best: tuple[int, int, Suit] | None = None
    by_suit: dict[Suit, set[int]] = {}
    for c in cards:
        if c.suit is not None and c.rank in RANKS:
            by_suit.setdefault(c.suit, set()).add(RANKS.index(c.rank))
    for suit, ranks in by_suit.items():
        for top in ranks:
            length = 1
            while top - length in ranks:
                length += 1
            if length >= 2 and (best is None or (length, top) > (best[0], best[1])):
                best = (length, top, suit)
    return None if best is None else (best[0], RANKS[best[1]], best[2])


def _of_rank(rank: str) -> Message:
    """« de Rois », « de 9 », « d'As »: the rank a Pareil is made of."""
    if rank == "A":
        return m("referee.of_as")
    return m("referee.of", rank=msg(f"cards.plural.{rank}" if rank in ("R", "D", "V") else f"cards.rank.{rank}"))


# --------------------------------------------------------------------- plays (§3, §5)

@dataclass(frozen=True)
class PunisseursPlay:
    """A card put on the table; a Démon may be given an ``appearance`` (§3)."""

    card: Card
    appearance: Card | None = None

    @property
    def shown(self) -> Card:
        """What the card counts as (P-7: an unnamed Démon is its natural card)."""
        return self.appearance or self.card


# --------------------------------------------------------------------- state and entry

@dataclass(frozen=True, kw_only=True)
class PunisseursDetails(DealDetails):
    """A deal of Démons punisseurs: its trump, who won each objective (None:
    nobody), and who won the game with it (§7)."""

    trump: Suit
    objective_winners: Mapping[str, str | None]
    winners: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class PunisseursState(GameState):
    """The running scores; ``deals`` counts the deals scored (spec ``deals_played``)."""


def _trump(trick: Trick[PunisseursPlay]) -> Suit:
    """The trump tells which cards are Démons (§3, §4): a trick always has one."""
    if trick.trump is None:
        raise ValueError(f"a trick has a trump ({rule('4')})")
    return trick.trump


def _check_trump(scope: Scope, trump: Suit | None) -> None:
    if trump is Suit.TREFLE:
        scope.refuse(m("refused.trump_trefle"), rule("4"))


def _raw_jeu_log(scope: Scope) -> list[Mapping[str, Any]] | None:
    """The Jeu's speaking log as given, when every action of it reads (else
    None): the check of ``tricks_won``, listed before ``objective_log`` in
    the refusals of §3J.3, looks at it before it is read."""
    log = scope.raw.get("objective_log")
    if log is None:
        return []
    if not isinstance(log, Mapping):
        return None
    actions = log.get("jeu")
    if actions is None:
        return []
    if not isinstance(actions, list):
        return None
    for item in actions:
        if not isinstance(item, Mapping) or item.get("player") not in scope.players:
            return None
        if not isinstance(item.get("action"), str) or item["action"] not in ACTIONS:
            return None
        trick = item.get("trick")
        if trick is not None and trick != EXPOSITION and not (
                type(trick) is int and 1 <= trick <= HAND):
            return None
    return list(actions)


def _jeu_conceded_to(scope: Scope) -> tuple[bool, str | None]:
    """(whether the Jeu log could be read, to whom it was conceded)."""
    actions = _raw_jeu_log(scope)
    if actions is None:
        return False, None
    try:
        return True, replay_objective("jeu", scope.players, actions).conceded_to
    except ObjectiveError:
        return False, None


def _check_tricks(scope: Scope, tricks: Mapping[str, int] | None) -> None:
    if tricks is None:
        return
    total = sum(tricks.values())
    if total > HAND:
        scope.refuse(m("refused.tricks_total", total=total), rule("5"))
        return
    four = [p for p in scope.players if tricks[p] == JEU_TRICKS]
    if len(four) > 1:
        scope.refuse(m("refused.tricks_two_jeux", players=four), rule("6.3"))
        return
    readable, conceded = _jeu_conceded_to(scope)
    if not readable:
        return  # the log's own refusal says what is wrong
    if total < HAND and not four and conceded is None:
        scope.refuse(m("refused.tricks_short", total=total), rule("6.3"))
    elif conceded is not None and four and four[0] != conceded:
        scope.refuse(m("refused.tricks_conceded_other", player=four[0], winner=conceded), rule("7"))


def _check_log(scope: Scope, logs: Mapping[str, Sequence[Mapping[str, Any]]]) -> None:
    for objective in OBJECTIVES:
        try:
            replay_objective(objective, scope.players, logs[objective])
        except ObjectiveError as error:
            scope.refuse(error.message, error.rule, at=f"objective_log.{objective}")
            return


def _check_suites(scope: Scope, suites: Mapping[str, Mapping[str, Any]]) -> None:
    for p, shown in suites.items():
        low = SUITE_RANKS.index(shown["top"]) - shown["length"] + 1
        if low < 1 and not (low == 0 and shown["suit"] is Suit.CARREAU):
            top = msg(f"cards.rank.{shown['top']}")
            scope.refuse(m("refused.suite_low", player=p, length=shown["length"], top=top, suit=shown["suit"]),
                         rule("6.2"), at=f"best_suite.{p}")
            return


def _check_jeu_winner(scope: Scope, given: str | None) -> None:
    tricks, logs = scope["tricks_won"], scope["objective_log"]
    if given is None or tricks is None or logs is None:
        return
    derived = _jeu_winner(scope.players, tricks, replay_objective("jeu", scope.players, logs["jeu"]))
    if given != derived:
        scope.refuse(m("refused.jeu_winner", given=given, derived=derived or msg("schema.value.none")), rule("6.3"))


def _jeu_winner(players: Sequence[str], tricks: Mapping[str, int], jeu: ObjectiveLog) -> str | None:
    """§6.3, P-6: the player to whom the Jeu was conceded, else the one who took 4 tricks."""
    if jeu.conceded_to is not None:
        return jeu.conceded_to
    return next((p for p in players if tricks[p] == JEU_TRICKS), None)


def _action() -> Record:
    return Record((
        Field("player", Player(), required=True),
        Field("action", Choice(ACTIONS, labels=f"{SLUG}.action"), required=True),
        Field("trick", OneOf(Int(1, HAND), Choice((EXPOSITION,), labels=f"{SLUG}.trick"))),
    ))


# --------------------------------------------------------------------- the game

def _deals_to_play(game: DemonsPunisseurs) -> int | None:
    """§7: a game of a fixed number of deals takes that many rows; one played to a target, the usual nine."""
    return int(game.options["deals"]) if game.options["end_mode"] == "fixed_deals" else None


SHEET: SheetSpec[DemonsPunisseurs] = SheetSpec(
    columns=("trump", "tricks_won"),
    handwritten=(PadColumn("trump", width=0.8), PadColumn("tricks", per_player=True, width=0.7),
                 PadColumn("pareil", per_player=True), PadColumn("suite", per_player=True),
                 PadColumn("jeu", per_player=True)),
    rows=9,
    rows_by_rule=_deals_to_play,
    row_height=14.0,
)


@register(sheet=SHEET)
class DemonsPunisseurs(Game[PunisseursState], TrickRules[PunisseursPlay, Trick[PunisseursPlay]]):
    slug = SLUG
    name = "Démons punisseurs"
    players_min = players_max = 3  # §2
    rulebook_section = "Démons punisseurs"
    deck = PUNISSEURS
    unit = "points"
    options_schema = Record((
        Option("end_mode", Choice(("fixed_deals", "target")), "fixed_deals", rule=rule("7")),
        Option("deals", Int(1, 99), 9, rule=rule("7")),
        Option("target", Int(1, 999), 15, rule=rule("7")),
    ), strict=True)
    reminders = (
        (rule("6"), f"{SLUG}.reminder.objectives"),
        (rule("6.4"), f"{SLUG}.reminder.bets"),
        (rule("6.4.1"), f"{SLUG}.reminder.concession"),
        (rule("7"), f"{SLUG}.reminder.exposition"),
        (rule("3"), f"{SLUG}.reminder.demons"),
        (rule("7"), f"{SLUG}.reminder.end"),
    )

    # -- the entry (spec §3J.2, read in the order of its refusals, §3J.3) ------------

    def entry(self) -> Record:
        return Record((
            Field("dealer", Player()),
            # §4: never clubs, refused with its own message, and never offered
            Field("trump", replace(suit_choice(), refused=(Suit.TREFLE,)), required=True, rule=rule("4"),
                  checks=(_check_trump,)),
            Field("tricks_won", PlayerMap(Int(0, JEU_TRICKS)), required=True, rule=rule("6.3"),
                  checks=(_check_tricks,)),
            Field("objective_log", Record(tuple(
                Field(o, ListOf(_action()), default=()) for o in OBJECTIVES
            ), closed=True), default=Values({o: () for o in OBJECTIVES}), rule=rule("6.4"), checks=(_check_log,)),
            Field("best_pareil", PlayerMap(Record((
                Field("count", Int(2, HAND), required=True),
                Field("rank", rank_choice(*PAREIL_RANKS), required=True),
            )), complete=False), default={}, rule=rule("6.1")),
            Field("best_suite", PlayerMap(Record((
                Field("length", Int(2, HAND), required=True),
                Field("top", rank_choice(*SUITE_RANKS), required=True),
                Field("suit", suit_choice(), required=True),
            )), complete=False), default={}, rule=rule("6.2"), checks=(_check_suites,)),
            Field("jeu_winner", Player(), needs=("tricks_won", "objective_log"), group="more", rule=rule("6.3"),
                  checks=(_check_jeu_winner,)),
        ), form_order=("dealer", "trump", "objective_log", "tricks_won", "best_pareil", "best_suite", "jeu_winner"))

    # -- state -----------------------------------------------------------------------

    def new_state(self) -> PunisseursState:
        return PunisseursState(totals=self.zero(), dealer=self.first_dealer)

    def report(self, state: PunisseursState) -> JSONObject:
        return {"deals_played": state.deals}

    def facts(self, state: PunisseursState) -> list[Fact]:
        if self.options["end_mode"] == "target":
            return [Fact("target", m("fact.target"), self.options["target"], FactKind.THRESHOLD),
                    Fact("deals_played", m("fact.deals_played"), state.deals, FactKind.COUNTER)]
        return [Fact("deals_played", m("fact.deals_played"), state.deals, FactKind.COUNTER,
                     limit=self.options["deals"])]

    # -- scoring ------------------------------------------------------------------------

    def score_deal(self, state: PunisseursState, e: Values) -> Outcome[PunisseursState]:
        dealer = self.dealer_of(state, e)
        tricks = e["tricks_won"]
        logs = {o: replay_objective(o, self.players, e["objective_log"][o]) for o in OBJECTIVES}
        lines: list[ScoreLine] = []
        winners: dict[str, str | None] = {}
        jeu = _jeu_winner(self.players, tricks, logs["jeu"])
        winners["jeu"] = jeu
        self._settle("jeu", logs["jeu"], jeu, dealer, lines, how=self._jeu_how(tricks, logs["jeu"], jeu))
        for objective, shown in (("pareil", e["best_pareil"] or {}), ("suite", e["best_suite"] or {})):
            log = logs[objective]
            winner, how = self._combination_winner(objective, log, shown)
            winners[objective] = winner
            self._settle(objective, log, winner, dealer, lines, how=how)

        delta = self.delta_of(lines)
        totals = self.add(state.totals, delta)
        deals = state.deals + 1
        finished, game_winners = self._end(totals, deals)
        for p in game_winners:
            key = "line.wins_shared" if len(game_winners) > 1 else "line.wins"
            lines.append(ScoreLine(p, 0, rule("7"), m(key, total=totals[p])))
        summary = m("summary.deal", jeu=winners["jeu"] or m("nobody"), pareil=winners["pareil"] or m("nobody"),
                    suite=winners["suite"] or m("nobody"))
        new_state = self.evolve(state, totals=totals, dealer=self.next_dealer_after(dealer), deals=deals,
                                finished=finished, winners=game_winners)
        details = PunisseursDetails(trump=e["trump"], objective_winners=winners, winners=game_winners)
        return Outcome(new_state, delta, self.seat_order(lines), dealer, summary, details)

    @staticmethod
    def _jeu_how(tricks: Mapping[str, int], log: ObjectiveLog, winner: str | None) -> Message:
        if winner is None:
            return m("how.jeu_nobody")
        if log.conceded_to == winner:
            return m("how.conceded")
        return m("how.jeu_tricks", tricks=tricks[winner])

    def _combination_winner(self, objective: str, log: ObjectiveLog,
                            shown: Mapping[str, Mapping[str, Any]]) -> tuple[str | None, Message]:
        """§6.1, §6.2, §6.4.1: the winner of the Pareil or the Suite, and why."""
        if log.conceded_to is not None:
            x = log.conceded_to
            if x in shown:
                return x, m("how.conceded_example")
            return None, m("how.conceded_no_example", player=x)
        keys: dict[str, tuple[int, int]] = {}
        for p in self.players:
            if p in shown and not log.out[p]:
                item = shown[p]
                if objective == "pareil":
                    keys[p] = (item["count"], RANKS.index(item["rank"]))
                else:
                    keys[p] = (item["length"], RANKS.index(item["top"]))
        if not keys:
            return None, m("how.nobody")
        top = max(keys.values())
        holders = [p for p, k in keys.items() if k == top]
        if len(holders) > 1:
            return None, m("how.tie", players=holders)
        winner = holders[0]
        item = shown[winner]
        if objective == "pareil":
            return winner, m("how.pareil", count=item["count"], rank=msg(f"cards.plural.{item['rank']}"))
        return winner, m("how.suite", length=item["length"], top=msg(f"cards.rank.{item['top']}"), suit=item["suit"])

    def _settle(self, objective: str, log: ObjectiveLog, winner: str | None, dealer: str, lines: list[ScoreLine],
                *, how: Message) -> None:
        """§6, §6.4 and P-4: the winner takes his gain, every other committed player pays his loss."""
        section = {"pareil": "6.1", "suite": "6.2", "jeu": "6.3"}[objective]
        what = m(f"name.{objective}")
        for p in self.players:
            if p == winner:
                gain = log.gain[p]
                key = "line.won" if gain else "line.won_nothing"
                lines.append(ScoreLine(p, gain, rule(section if not log.disputed else "6.4"),
                                       m(key, objective=what, points=gain, how=how)))
            elif log.loss[p]:
                lines.append(ScoreLine(p, -log.loss[p], rule("6.4"),
                                       m("line.lost", objective=what, points=log.loss[p],
                                         how=how if winner is None else m("how.won_by", player=winner))))
        if winner is None and not any(log.loss.values()):
            lines.append(ScoreLine(dealer, 0, rule(section), m("line.unclaimed", objective=what, how=how)))

    def _end(self, totals: Mapping[str, int], deals: int) -> tuple[bool, tuple[str, ...]]:
        """Spec §5 (proposed, the chapter stops before its tally): a fixed number of deals, or a target."""
        if self.options["end_mode"] == "target":
            reached = [p for p in self.players if totals[p] >= self.options["target"]]
            if not reached:
                return False, ()
            best = max(totals[p] for p in reached)
            leaders = [p for p in reached if totals[p] == best]
            return (True, (leaders[0],)) if len(leaders) == 1 else (False, ())
        if deals < self.options["deals"]:
            return False, ()
        best = max(totals.values())
        return True, tuple(p for p in self.players if totals[p] == best)

    # -- referee (§3, §5, §6) ---------------------------------------------------------------

    @staticmethod
    def demons(trump: Suit) -> tuple[Card, ...]:
        """§3: the 8 or 9 Démons of a deal, weakest first."""
        return demon_order(trump)

    def is_demon(self, card: Card, trump: Suit) -> bool:
        return card in demon_order(trump)

    def trick_winner(self, trick: Trick[PunisseursPlay]) -> int:
        """§5, §3 (spec §6.3): index, in play order, of the play that takes the
        trick, judged on what each card counts as: the highest trump, else the
        highest card of the suit led; between identical appearances a Démon
        beats the ordinary card (P-13), and the stronger Démon the weaker."""
        plays, trump = trick.cards, _trump(trick)
        if not plays:
            raise ValueError("a trick without cards has no winner")
        order = demon_order(trump)
        led = plays[0].shown.suit
        trumped = any(play.shown.suit == trump for play in plays)
        wanted = trump if trumped else led

        def key(i: int) -> tuple[int, int]:
            play = plays[i]
            strength = order.index(play.card) + 1 if play.card in order else 0
            return RANKS.index(play.shown.rank), strength

        candidates = [i for i, play in enumerate(plays) if play.shown.suit == wanted]
        return max(candidates, key=key)

    def play_options(self, trick: Trick[PunisseursPlay], hand: Sequence[Card]) -> list[PunisseursPlay]:
        """Every play of ``hand``: each card as itself, and a Démon under any appearance (§3)."""
        trump = _trump(trick)
        options = [PunisseursPlay(c) for c in hand]
        for c in hand:
            if self.is_demon(c, trump):
                options += [PunisseursPlay(c, shown) for shown in PUNISSEURS.cards() if shown != c]
        return options

    def verify_play(self, trick: Trick[PunisseursPlay], hand: Sequence[Card], play: PunisseursPlay) -> None:
        """§5 (spec §6.2): a follower holding an ordinary card of the suit led
        plays that suit or a trump (a Démon by its appearance), nothing else;
        raises :class:`IllegalPlay` (P-12: refused, taken back)."""
        trump = _trump(trick)
        if play.card not in hand:
            raise IllegalPlay(m("refused.not_in_hand", card=play.card), rule("5"))
        if play.appearance is not None and not self.is_demon(play.card, trump):
            raise IllegalPlay(m("refused.not_a_demon", card=play.card), rule("3"))
        if not trick.plays:
            return
        led = trick.cards[0].shown.suit
        order = demon_order(trump)
        holds = any(c.suit == led and c not in order for c in hand)
        if holds and play.shown.suit not in (led, trump):
            raise IllegalPlay(m("refused.follow", suit=led, trump=trump), rule("5"))

    @staticmethod
    def can_dispute(shown: Iterable[tuple[int, str]], combination: tuple[int, str]) -> bool:
        """§7, P-18: at the exposition a player disputes an objective only with
        a combination superior to every one shown so far: (count, rank) for a
        Pareil, (length, top rank) for a Suite. An equal one must concede."""
        key = (combination[0], RANKS.index(combination[1]))
        return all(key > (n, RANKS.index(r)) for n, r in shown)

    @staticmethod
    def best_pareil(cards: Iterable[Card]) -> tuple[int, str] | None:
        return best_pareil(cards)

    @staticmethod
    def best_suite(cards: Iterable[Card]) -> tuple[int, str, Suit] | None:
        return best_suite(cards)

    @staticmethod
    def replay_objective(objective: str, players: Sequence[str],
                         actions: Sequence[Mapping[str, Any]]) -> ObjectiveLog:
        return replay_objective(objective, players, actions)

    # -- the referee: a trick, a Pareil or a Suite (compagnon/rules/referee.py) -----------

    referee_questions = ("trick", "combination")

    def referee_schema(self, question: str) -> Record:
        card = CardKind(PUNISSEURS)
        # the trump tells which cards are Démons (§3, §4)
        context = (Field("trump", suit_choice(), required=True, rule=rule("4"), checks=(_check_trump,)),)
        appearance = Field("appearance", card, rule=rule("3"))
        if question == "trick":
            return trick_schema(context, card, len(self.players), extra=(appearance,))
        cards = Field("cards", ListOf(Record((Field("card", card, required=True), appearance)), min=1, max=HAND),
                      required=True, rule=rule("6"))
        # §7: who shows, who showed the combination to beat, and the objective's stake (§6: 1 without a
        # bet, 2 or 3 after one): when both are named the answer says who scores it
        player, holder = Field("player", Text(30), rule=rule("7")), Field("player", Text(30), rule=rule("7"))
        stake = Field("stake", Int(1, 3), default=1, rule=rule("6"))
        return Record((
            Field("context", Record(context), default={}),
            Field("combination", Tagged("kind", {
                "pareil": Record((cards, player, Field("to_beat", Record((
                    Field("count", Int(2, HAND), required=True),
                    Field("rank", rank_choice(*PAREIL_RANKS), required=True),
                    holder,
                )), rule=rule("7")), stake)),
                "suite": Record((cards, player, Field("to_beat", Record((
                    Field("length", Int(2, HAND), required=True),
                    Field("top", rank_choice(*SUITE_RANKS), required=True),
                    Field("suit", suit_choice(), required=True),
                    holder,
                )), rule=rule("7")), stake)),
            }, labels=f"{SLUG}.referee.combination.kind"), required=True),
        ), form_order=("context", "combination"))

    def referee(self, question: str, values: Values) -> Answer:
        trump: Suit | None = values["context"].get("trump")
        if trump is None:  # a context left out is not read: its trump is still needed
            raise DealError("context.trump", m("referee.trump_needed"), rule("4"))
        if question == "trick":
            return self.referee_trick(values)
        return self._referee_combination(values["combination"], trump)

    def _demon_plays(self, items: Sequence[Mapping[str, Any]], trump: Suit, where: str) -> list[PunisseursPlay]:
        """The cards as played or shown; only a Démon takes an appearance (§3)."""
        plays = []
        for i, item in enumerate(items):
            if item.get("appearance") is not None and not self.is_demon(item["card"], trump):
                raise DealError(f"{where}[{i}].appearance", m("refused.not_a_demon", card=item["card"]), rule("3"))
            plays.append(PunisseursPlay(item["card"], item.get("appearance")))
        return plays

    @staticmethod
    def _play_words(play: PunisseursPlay) -> Message:
        """« Roi ♥ imitant As ♦ », or the card itself."""
        if play.appearance is not None and play.appearance != play.card:
            return m("referee.play.as", card=play.card, appearance=play.appearance)
        return m("referee.play.card", card=play.card)

    def trick_context(self, values: Values) -> Trick[PunisseursPlay]:
        """§3: only a Démon takes an appearance; §5: each player once; §1: each card once."""
        trump: Suit = values["context"]["trump"]  # required by :meth:`referee`
        asked = values["plays"]
        plays = self._demon_plays(asked, trump, "plays")
        each_player_once(values, lambda player: m("referee.player_twice", player=player), rule("5"))
        for c, n in Counter(cards_held(values)).items():
            if n > 1:
                raise DealError("plays", m("referee.card_twice", card=c), rule("1"))
        return Trick(played(plays, [p["player"] for p in asked]), trump=trump)

    def trick_rule(self, trick: Trick[PunisseursPlay], winner: int) -> str:
        return rule("5")

    def trick_reason(self, trick: Trick[PunisseursPlay], winner: int) -> Message:
        return self._why_it_wins(trick.cards, winner, _trump(trick))

    def card_of(self, play: PunisseursPlay) -> Card:
        return play.card

    def play_verdict(self, trick: Trick[PunisseursPlay], hand: Sequence[Card] | None,
                     card: PunisseursPlay) -> Verdict:
        """The engine's words for following do not name the play: the referee's do."""
        verdict = super().play_verdict(trick, hand, card)
        if verdict.reason is None or verdict.reason.id != f"{SLUG}.refused.follow":
            return verdict
        return replace(verdict, reason=m("referee.follow", play=self._play_words(card), **verdict.reason.params))

    def _why_it_wins(self, plays: Sequence[PunisseursPlay], i: int, trump: Suit) -> Message:
        """§3, §5 and P-13, in words: why play ``i`` takes the trick."""
        play = plays[i]
        words = self._play_words(play)
        twins = [other for j, other in enumerate(plays) if j != i and other.shown == play.shown]
        if twins:
            if any(not self.is_demon(other.card, trump) for other in twins):
                return m("referee.wins_demon_copy", play=words)
            return m("referee.wins_demon_order", play=words)
        if play.shown.suit == trump:
            return m("referee.wins_trump", play=words)
        return m("referee.wins_suit", play=words)

    def _referee_combination(self, asked: Values, trump: Suit) -> Answer:
        """§6.1, §6.2: the best Pareil or Suite the cards show (a Démon as its appearance, P-7, P-8);
        at the exposition (§7, P-18), whether it beats the best one shown so far."""
        kind: str = asked["kind"]
        section = rule("6.1" if kind == "pareil" else "6.2")
        plays = self._demon_plays(asked["cards"], trump, "combination.cards")
        for c, n in Counter(play.card for play in plays).items():
            if n > 1:
                raise DealError("combination", m("referee.card_twice", card=c), rule("1"))
        shown = [play.shown for play in plays]
        beat = asked["to_beat"]
        if kind == "pareil":
            # the only 6 is the 6 de carreau: no Pareil of 6s (spec §9, as the entry's best_pareil)
            pareil = best_pareil(c for c in shown if c.rank in PAREIL_RANKS)
            if pareil is None:
                return Answer("combination", section, m("referee.no_pareil"), valid=False)
            words = m(f"referee.pareil.{pareil[0]}", of=_of_rank(pareil[1]))
            key = (pareil[0], RANKS.index(pareil[1]))
            other = None if beat is None else (beat["count"], RANKS.index(beat["rank"]))
            other_words = None if beat is None else m(f"referee.pareil.{beat['count']}", of=_of_rank(beat["rank"]))
        else:
            if beat is not None and SUITE_RANKS.index(beat["top"]) - beat["length"] + 1 < (
                    0 if beat["suit"] is Suit.CARREAU else 1):
                raise DealError("combination.to_beat", m("referee.suite_low", length=beat["length"],
                                                          top=msg(f"cards.rank.{beat['top']}"), suit=beat["suit"]),
                                rule("6.2"))
            suite = best_suite(shown)
            if suite is None:
                return Answer("combination", section, m("referee.no_suite"), valid=False)
            words = m(f"referee.suite.{suite[0]}", top=msg(f"cards.rank.{suite[1]}"), suit=suite[2])
            key = (suite[0], RANKS.index(suite[1]))
            other = None if beat is None else (beat["length"], RANKS.index(beat["top"]))
            other_words = None if beat is None else m(f"referee.suite.{beat['length']}",
                                                      top=msg(f"cards.rank.{beat['top']}"), suit=beat["suit"])
        if other is None:
            return Answer("combination", section, m(f"referee.shows_{kind}", combination=words), valid=True)
        assert beat is not None
        shower: str | None = asked.get("player")
        holder: str | None = beat.get("player")
        stake: int = asked.get("stake") or 1
        # §6, §7: the objective's stake to whoever keeps it, when the question names both players
        scores = None if shower is None or holder is None else {shower if key > other else holder: stake}
        if key > other:
            return Answer("combination", rule("7"), m("referee.disputes", combination=words, other=other_words),
                          valid=True, scores=scores)
        return Answer("combination", rule("7"), m("referee.must_concede", combination=words, other=other_words),
                      valid=False, scores=scores)

