"""Tricks: one typed interface for every game that plays them.

A trick is a frozen :class:`Trick`: the plays so far, each a :class:`Play`
(who put down what), with what the rules may ask of the table — the trump,
the trick's number, who is about to play. A game whose rules need more (the
turned cards a Démon may possess, the suit a Colon banned…) subclasses it
with its own fields.

A game playing tricks mixes in :class:`TrickRules` and writes only what
truly differs from one game to another:

- ``trick_winner(trick)``: the index of the play that takes it;
- ``verify_play(trick, hand, card)``: raises a :class:`DealError` naming the
  article when putting ``card`` down from ``hand`` breaks an obligation;
- for the referee, ``trick_context(values)`` (the question's values as a
  trick), ``trick_rule`` and ``trick_reason`` (why the winner takes it).

The rest is written once here, as pokerkit's ``can_*`` wrap its
``verify_*``: :meth:`TrickRules.can_play`, :meth:`TrickRules.legal_plays`
and the referee's judgement :meth:`TrickRules.referee_trick`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Generic, Self, TypeVar, cast

from .decks import Card, Suit
from .errors import DealError
from .messages import Message, msg
from .referee import Answer, Verdict
from .schema import Values

__all__ = [
    "CardTricks", "Play", "Trick", "TrickRules", "asked_plays", "cards_held", "each_player_once", "follow_or_trump",
    "hands_hold_their_cards", "played", "strongest", "tarot_allowed", "tarot_led", "tarot_strongest", "trumps_due",
]

#: what a player puts down: a card, or a game's own play (a Démon possessing a card…)
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


@dataclass(frozen=True)
class Play(Generic[T_co]):
    """One play of a trick: what was put down, and by whom (``""``: nobody named)."""

    card: T_co
    player: str = ""


@dataclass(frozen=True)
class Trick(Generic[T_co]):
    """A trick as the rules read it: the plays in order, and the table's context."""

    plays: tuple[Play[T_co], ...] = ()
    #: who puts down the card being judged (None: not said)
    player: str | None = None
    #: the trump suit, when there is one
    trump: Suit | None = None
    #: the trick's number in the deal, from 1 (None: not said)
    number: int | None = None

    @property
    def cards(self) -> list[T_co]:
        """What was put down, in play order."""
        return [p.card for p in self.plays]

    def before(self, index: int) -> Self:
        """The trick as it stood when play ``index`` was made, its player about to play."""
        return replace(self, plays=self.plays[:index], player=self.plays[index].player)


def played(cards: Iterable[T], players: Sequence[str] = ()) -> tuple[Play[T], ...]:
    """The plays of ``cards``, in order, by ``players`` when named."""
    return tuple(Play(c, players[i] if i < len(players) else "") for i, c in enumerate(cards))


def asked_plays(values: Values) -> tuple[Play[Card], ...]:
    """The plays of a referee's ``trick`` question (its ``plays`` field)."""
    return tuple(Play(p["card"], p["player"]) for p in values["plays"])


def each_player_once(values: Values, words: Callable[[str], Message], rule: str) -> None:
    """A player puts one card on a trick: a question naming him twice is
    refused at his second play, in the game's ``words`` (given the player)."""
    seen: set[str] = set()
    for i, play in enumerate(values["plays"]):
        if play["player"] in seen:
            raise DealError(f"plays[{i}].player", words(play["player"]), rule)
        seen.add(play["player"])


def hands_hold_their_cards(values: Values, rule: str) -> None:
    """A hand given is the one its player held before playing: a hand
    without the card played is refused on that hand (a wrong hand, not a
    wrong play)."""
    for i, play in enumerate(values["plays"]):
        hand = play.get("hand")
        if hand is not None and play["card"] not in hand:
            raise DealError(f"plays[{i}].hand", msg("referee.hand_lacks_card", player=play["player"],
                                                    card=play["card"]), rule)


def cards_held(values: Values) -> list[Card]:
    """Every card the players of a question held before the trick: each hand
    given, which holds the card played from it."""
    held: list[Card] = []
    for play in values["plays"]:
        hand = list(play.get("hand") or ())
        held += hand if play["card"] in hand else [*hand, play["card"]]
    return held


# --------------------------------------------------------------------- duties several games share

def follow_or_trump(trick: Trick[Card], hand: Sequence[Card]) -> list[Card]:
    """Follow the suit led; void, trump when a trump is set and held; else
    anything (Mille §7, Caisse §12: no duty to go above a trump)."""
    if not trick.plays:
        return list(hand)
    following = [c for c in hand if c.suit == trick.cards[0].suit]
    if following:
        return following
    trumps = [c for c in hand if trick.trump is not None and c.suit == trick.trump]
    return trumps or list(hand)


def strongest(cards: Sequence[Card], trump: Suit | None, strength: Callable[[Card], int]) -> int:
    """The index of the highest trump, else of the highest card of the suit
    led, by ``strength`` within a suit; of two equal cards the first played."""
    if not cards:
        raise ValueError("a trick without cards has no winner")
    best = 0
    for i, c in enumerate(cards[1:], start=1):
        top = cards[best]
        if c.suit == top.suit:
            if strength(c) > strength(top):
                best = i
        elif trump is not None and c.suit == trump:
            best = i
    return best


def trumps_due(trumps: Sequence[Card], top: Card | None, strength: Callable[[Card], int]) -> list[Card]:
    """The trumps a player must put down where ``top`` is the best trump
    played so far: those above it when he can, else any (Bernicle §8, BN §6)."""
    if top is None:
        return list(trumps)
    return [c for c in trumps if strength(c) > strength(top)] or list(trumps)


# --------------------------------------------------------------------- the tarot pair's duties

def tarot_led(cards: Sequence[Card]) -> Card | None:
    """The card that sets the suit: the first that is not the Excuse (T4S §9, TDD §3.3.1)."""
    return next((c for c in cards if not c.is_excuse), None)


def tarot_strongest(cards: Sequence[Card], order: Sequence[str]) -> int:
    """The index of the highest Atout, else of the highest card of the suit
    led by ``order``; the Excuse never takes (T4S §3, TDD §3.3). The trick
    has a card besides the Excuse."""
    trumps = [(c.number, i) for i, c in enumerate(cards) if c.is_trump]
    if trumps:
        return max(trumps)[1]
    led = tarot_led(cards)
    assert led is not None
    return max((order.index(c.rank), i) for i, c in enumerate(cards) if c.suit == led.suit)[1]


def tarot_allowed(cards: Sequence[Card], hand: Sequence[Card], *, excuse: bool = True) -> list[Card]:
    """Follow the suit led (Atout if Atout is led); void, trump, going above
    the highest Atout of the trick when able (still a trump when not);
    with neither, anything (T4S §9, TDD §3.3). The Excuse may replace the
    card due when ``excuse``; otherwise it is played only when nothing else is."""
    led = tarot_led(cards)
    following = [c for c in hand if led is not None and not led.is_trump and c.suit == led.suit]
    trumps = [c for c in hand if c.is_trump]
    if led is None:
        due = list(hand)
    elif following:
        due = following
    elif trumps:
        top = max((c.number for c in cards if c.is_trump), default=0)
        due = [c for c in trumps if c.number > top] or trumps
    else:
        due = list(hand)
    if excuse:
        return [c for c in hand if c in due or c.is_excuse]
    return [c for c in due if not c.is_excuse] or list(hand)


K = TypeVar("K", bound=Trick[object])


class TrickRules(Generic[T, K]):
    """What a game playing tricks answers (``T``: what is put down; ``K``: its trick)."""

    def trick_winner(self, trick: K) -> int:
        """The index, in play order, of the play that takes ``trick``."""
        raise NotImplementedError

    def verify_play(self, trick: K, hand: Sequence[Card], card: T) -> None:
        """Raise :class:`DealError` (its message and article say which
        obligation) when putting ``card`` down from ``hand`` on ``trick`` is not allowed."""
        raise NotImplementedError

    def play_options(self, trick: K, hand: Sequence[Card]) -> list[T]:
        """Every play ``hand`` could make, allowed or not."""
        raise NotImplementedError

    def can_play(self, trick: K, hand: Sequence[Card], card: T) -> bool:
        try:
            self.verify_play(trick, hand, card)
        except DealError:
            return False
        return True

    def legal_plays(self, trick: K, hand: Sequence[Card]) -> list[T]:
        """The plays of ``hand`` the rules allow on ``trick``, in the hand's order."""
        return [c for c in self.play_options(trick, hand) if self.can_play(trick, hand, c)]

    # -- the referee (compagnon/rules/referee.py) ---------------------------------------

    def trick_context(self, values: Values) -> K:
        """The trick a ``trick`` question describes (its ``context`` and
        ``plays``), refused as a :class:`DealError` when no table could have played it."""
        raise NotImplementedError

    def trick_rule(self, trick: K, winner: int) -> str:
        """The article that says why play ``winner`` takes ``trick``."""
        raise NotImplementedError

    def trick_reason(self, trick: K, winner: int) -> Message:
        """Why play ``winner`` takes ``trick``, in words."""
        return msg("referee.takes", card=trick.plays[winner].card)

    def card_of(self, play: T) -> Card:
        """The card of the hand that ``play`` puts down."""
        return cast(Card, play)

    def lead_depends_on_hand(self, trick: K, play: T) -> bool:
        """Whether the hand may forbid leading ``play``: every spec lets the
        leader lead anything, save a game's own exceptions."""
        return False

    def exception(self, trick: K, hand: Sequence[Card], play: T) -> tuple[str, Message] | None:
        """The article and the words of the exception an allowed ``play``
        rests on (a partner maître, the Excuse…), None when it rests on none."""
        return None

    def blind_verdict(self, trick: K, play: T) -> Verdict:
        """The referee's word on ``play`` without the hand held before: the
        lead is allowed; a play refused even to a hand holding that card
        alone (the freest hand) is refused to any; the rest depends on the hand."""
        player = trick.player or ""
        try:
            self.verify_play(trick, [self.card_of(play)], play)
        except DealError as refused:
            return Verdict(player, False, refused.rule, refused.message)
        if not trick.plays and not self.lead_depends_on_hand(trick, play):
            return Verdict(player, True)
        return Verdict(player, None, None, msg("referee.no_hand"))

    def play_verdict(self, trick: K, hand: Sequence[Card] | None, card: T) -> Verdict:
        """The referee's word on putting ``card`` down on ``trick``: judged
        against the hand held before, else as far as no hand could change it."""
        player = trick.player or ""
        if hand is None:
            return self.blind_verdict(trick, card)
        try:
            self.verify_play(trick, hand, card)
        except DealError as refused:
            return Verdict(player, False, refused.rule, refused.message)
        why = self.exception(trick, hand, card)
        return Verdict(player, True, *why) if why is not None else Verdict(player, True)

    def referee_trick(self, values: Values) -> Answer:
        """The answer to a ``trick`` question: each play judged, then who takes it and why."""
        trick = self.trick_context(values)
        hands = [p.get("hand") for p in values["plays"]]
        # a game's trick holds its own plays (``K`` is a ``Trick[T]``, which a bound cannot say)
        verdicts = tuple(self.play_verdict(trick.before(i), None if hand is None else list(hand), cast(T, play.card))
                         for i, (play, hand) in enumerate(zip(trick.plays, hands, strict=True)))
        taker = self.trick_winner(trick)
        return Answer("trick", rule=self.trick_rule(trick, taker), reason=self.trick_reason(trick, taker),
                      winner=trick.plays[taker].player, plays=verdicts)


class CardTricks(TrickRules[Card, K]):
    """A game where each play is one card of the hand."""

    def play_options(self, trick: K, hand: Sequence[Card]) -> list[Card]:
        return list(hand)
