"""Cards in the casebook's notation, the decks of the sixteen games, rank orders.

The notation is the one every spec's §3J uses:

* a suit card is ``{"rank": "R", "suit": "pique"}``: ranks ``"2"``…``"10"``,
  ``"V"``, ``"C"`` (tarot Cavalier), ``"D"``, ``"R"``, ``"A"``, and ``"6"``
  where a deck has sixes; suits ``"pique"``, ``"coeur"``, ``"carreau"``,
  ``"trefle"``;
* a tarot trump (atout) is an integer 1..21, the Excuse the string
  ``"excuse"``, a joker the string ``"joker"``.

A :class:`Deck` says which of these exist in a game, and how many copies of
each; :func:`read_card` turns the notation into a :class:`Card` or refuses it
with a :class:`CardRefused` naming why. Rank orders and card values are data
of each game (tuples and mappings), used by :func:`trick_winner`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

__all__ = [
    "BERNICLE", "BESIGUE_PACK", "BRIDGE_52", "Card", "CardRefused", "DEMONS", "Deck", "EXCUSE", "FRAPPE_RANKS",
    "JOKER", "LAS_VEGAS", "LOBA", "PIQUET_32", "PUNISSEURS", "REVERSIS", "SIXTY_FOUR", "SUITS", "Suit", "TAROT_78",
    "TWENTY_FOUR", "dump_card", "read_card", "rank_index", "trick_winner", "trump",
]


class Suit(StrEnum):
    PIQUE = "pique"
    COEUR = "coeur"
    CARREAU = "carreau"
    TREFLE = "trefle"
    #: the tarot trumps (atouts), numbered 1..21; never written as a suit
    ATOUT = "atout"

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self.value]

    @property
    def red(self) -> bool:
        return self in (Suit.COEUR, Suit.CARREAU)


_SYMBOLS = {"pique": "♠", "coeur": "♥", "carreau": "♦", "trefle": "♣", "atout": "★"}

#: The four suits as the specs list them.
SUITS: tuple[Suit, ...] = (Suit.PIQUE, Suit.COEUR, Suit.CARREAU, Suit.TREFLE)

JOKER = "joker"
EXCUSE = "excuse"


@dataclass(frozen=True, order=True)
class Card:
    """One card. ``suit`` is None for a joker and the Excuse; a tarot trump
    has the suit :attr:`Suit.ATOUT` and its number as ``rank`` (``"21"``)."""

    rank: str
    suit: Suit | None = None

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    @property
    def is_excuse(self) -> bool:
        return self.rank == EXCUSE

    @property
    def is_trump(self) -> bool:
        return self.suit is Suit.ATOUT

    @property
    def number(self) -> int:
        """A trump's number (1..21); ValueError for any other card."""
        if not self.is_trump:
            raise ValueError(f"{self} is not a trump")
        return int(self.rank)

    def __str__(self) -> str:
        if self.suit is None:
            return self.rank
        if self.is_trump:
            return f"atout {self.rank}"
        return f"{self.rank}{self.suit.symbol}"


def trump(number: int) -> Card:
    return Card(str(number), Suit.ATOUT)


class CardRefused(ValueError):
    """A value that is not a card of the deck. ``reason`` is a message id of
    the ``cards`` catalog (``cards.refused.rank`` …), ``params`` its values."""

    def __init__(self, reason: str, **params: Any) -> None:
        self.reason = reason
        self.params = params
        super().__init__(reason)


@dataclass(frozen=True)
class Deck:
    """The cards a game is played with.

    ``ranks`` are the suit ranks, weakest first in the deck's usual order (a
    game may order them otherwise for tricks); ``copies`` how many of each
    suit card (an int, or per rank); ``extra`` single suit cards outside the
    grid (Démons punisseurs' 6 of carreau); ``trumps`` the tarot atouts 1..n;
    ``jokers`` how many jokers in all.
    """

    name: str
    ranks: tuple[str, ...]
    suits: tuple[Suit, ...] = SUITS
    copies: int | Mapping[str, int] = 1
    extra: tuple[Card, ...] = ()
    trumps: int = 0
    excuse: bool = False
    jokers: int = 0
    #: how the game names its trumps, a message id taking ``n`` (« atout 3 », Démons' « Démon 3 »)
    trump_name: str = "cards.trump"

    def copies_of(self, card: Card) -> int:
        """How many physical copies of ``card`` the deck holds (0 when none)."""
        if card.is_joker:
            return self.jokers
        if card.is_excuse:
            return 1 if self.excuse else 0
        if card.is_trump:
            return 1 if 1 <= int(card.rank) <= self.trumps else 0
        if card in self.extra:
            return 1
        if card.suit not in self.suits or card.rank not in self.ranks:
            return 0
        if isinstance(self.copies, int):
            return self.copies
        return self.copies.get(card.rank, 0)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and self.copies_of(card) > 0

    def distinct(self) -> list[Card]:
        """Every different card once: suits in order, ranks in deck order,
        then the extras, the trumps, the Excuse and the joker."""
        cards = [Card(r, s) for s in self.suits for r in self.ranks if self.copies_of(Card(r, s))]
        cards += list(self.extra)
        cards += [trump(n) for n in range(1, self.trumps + 1)]
        if self.excuse:
            cards.append(Card(EXCUSE))
        if self.jokers:
            cards.append(Card(JOKER))
        return cards

    def cards(self) -> list[Card]:
        """Every physical card, copies included."""
        return [c for c in self.distinct() for _ in range(self.copies_of(c))]

    def __len__(self) -> int:
        return sum(self.copies_of(c) for c in self.distinct())

    def times(self, packs: int, name: str | None = None) -> Deck:
        """The same deck ``packs`` times over (Bésigue's 4 or 6 packs)."""
        def scaled(n: int | Mapping[str, int]) -> int | Mapping[str, int]:
            return n * packs if isinstance(n, int) else {r: c * packs for r, c in n.items()}
        if self.extra or self.trumps or self.excuse:
            raise ValueError("only plain decks are multiplied")
        return Deck(name or f"{packs}×{self.name}", self.ranks, self.suits, scaled(self.copies),
                    jokers=self.jokers * packs)

    @property
    def all_ranks(self) -> tuple[str, ...]:
        """The suit ranks plus those of the extra cards, in deck order."""
        extra = [c.rank for c in self.extra if c.rank not in self.ranks]
        return tuple(extra) + self.ranks


# --------------------------------------------------------------------- the decks of the rulebooks

#: 32 cards, 7 to As (Bésigue, Belote Noisette, Caisse, Sept).
PIQUET_32 = Deck("32", ("7", "8", "9", "10", "V", "D", "R", "A"))
#: Bésigue's pack; the game takes 4 (japonais) or 6 (chinois) of them.
BESIGUE_PACK = PIQUET_32
#: Mille: 24 cards, 9 to As (Mille §1).
TWENTY_FOUR = Deck("24", ("9", "10", "V", "D", "R", "A"))
#: 52 cards, 2 to As (Bridgette).
BRIDGE_52 = Deck("52", ("2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"))
#: Duel à Las Vegas: each player's pack of 52 cards and 2 jokers.
LAS_VEGAS = Deck("52+2", BRIDGE_52.ranks, jokers=2)
#: Loba: two packs of 52 with 4 jokers; the As counts as 1 (``"A"``).
LOBA = Deck("2×52+4", ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R"), copies=2, jokers=4)
#: Reversis: 48 cards, the 10s removed (Reversis art. I).
REVERSIS = Deck("48", ("2", "3", "4", "5", "6", "7", "8", "9", "V", "D", "R", "A"))
#: Bernicle: 7, V, D, R, 10, As twice over (the spec's order).
BERNICLE = Deck("48", ("7", "V", "D", "R", "10", "A"), copies=2)
#: Two 32-card packs (64 cards).
SIXTY_FOUR = Deck("64", PIQUET_32.ranks, copies=2)
#: Démons punisseurs: 32 cards, trèfle removed in play, and the 6 of carreau.
PUNISSEURS = Deck("32+6♦", PIQUET_32.ranks, extra=(Card("6", Suit.CARREAU),))
#: Tarot: 56 suit cards (1 to 10, Valet, Cavalier, Dame, Roi), 21 trumps, the Excuse.
TAROT_78 = Deck("78", ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "C", "D", "R"), trumps=21,
                excuse=True)
#: Démons (two tarot packs): Rois and Cavaliers twice, Dames, Valets and 6 once; atouts 1 to 5 are the Démons.
DEMONS = Deck("33", ("6", "V", "D", "C", "R"), copies={"6": 1, "V": 1, "D": 1, "C": 2, "R": 2}, trumps=5,
              trump_name="cards.demon")
#: Frappe writes ranks only (suits never matter): As (1) to Roi.
FRAPPE_RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R")


# --------------------------------------------------------------------- the notation

def read_card(raw: Any, deck: Deck, *, ranks: Iterable[str] | None = None, specials: bool = True) -> Card:
    """The card ``raw`` names, in the casebook notation, if ``deck`` has it.

    ``ranks`` narrows the suit ranks a field accepts (Démons' combinations:
    V, D, C, R); ``specials=False`` refuses trumps, the Excuse and jokers.
    Raises :class:`CardRefused`.
    """
    allowed = set(ranks) if ranks is not None else None
    if isinstance(raw, bool):
        raise CardRefused("cards.refused.shape")
    if isinstance(raw, int):
        if not deck.trumps or not specials:
            raise CardRefused("cards.refused.no_trumps")
        if not 1 <= raw <= deck.trumps:
            raise CardRefused("cards.refused.trump_range", high=deck.trumps)
        return trump(raw)
    if isinstance(raw, str):
        if raw == JOKER and deck.jokers and specials:
            return Card(JOKER)
        if raw == EXCUSE and deck.excuse and specials:
            return Card(EXCUSE)
        raise CardRefused("cards.refused.word", value=raw[:20])
    if not isinstance(raw, Mapping):
        raise CardRefused("cards.refused.shape")
    if set(raw) != {"rank", "suit"}:
        raise CardRefused("cards.refused.keys")
    rank, suit_name = raw["rank"], raw["suit"]
    if not isinstance(suit_name, str) or suit_name not in {s.value for s in deck.suits}:
        if isinstance(suit_name, str) and suit_name in {s.value for s in SUITS}:  # a deck less a suit (BN §1)
            raise CardRefused("cards.refused.suit_removed", suit=Suit(suit_name))
        raise CardRefused("cards.refused.suit", value=str(suit_name)[:20])
    if not isinstance(rank, str) or rank not in deck.all_ranks or (allowed is not None and rank not in allowed):
        shown = [r for r in deck.all_ranks if allowed is None or r in allowed]
        if isinstance(rank, (int, float)) and not isinstance(rank, bool):  # "10", not 10
            raise CardRefused("cards.refused.rank_number", value=str(rank)[:20], ranks=shown)
        raise CardRefused("cards.refused.rank", value=str(rank)[:20], ranks=shown)
    card = Card(rank, Suit(suit_name))
    if card not in deck:
        raise CardRefused("cards.refused.not_in_deck", card=card)
    return card


def dump_card(card: Card) -> Any:
    """The casebook notation of ``card``."""
    if card.suit is None:
        return card.rank
    if card.is_trump:
        return int(card.rank)
    return {"rank": card.rank, "suit": card.suit.value}


# --------------------------------------------------------------------- tricks

def rank_index(order: Sequence[str], rank: str) -> int:
    """Position of ``rank`` in ``order`` (weakest first)."""
    return order.index(rank)


def trick_winner(cards: Sequence[Card], order: Sequence[str], trump_suit: Suit | None = None) -> int:
    """Index, in play order, of the card that takes a trick.

    The highest trump wins if one was played, else the highest card of the
    suit led; of two identical cards the first played wins (games with
    several packs). Trumps of :attr:`Suit.ATOUT` are ordered by number.
    """
    if not cards:
        raise ValueError("a trick without cards has no winner")

    def strength(card: Card) -> int:
        return int(card.rank) if card.is_trump else order.index(card.rank)

    best = 0
    for i, card in enumerate(cards[1:], start=1):
        top = cards[best]
        if card.suit == top.suit and card.suit is not None:
            if strength(card) > strength(top):
                best = i
        elif trump_suit is not None and card.suit == trump_suit:
            best = i
    return best
