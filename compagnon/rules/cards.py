"""Cards, suits and the trick rules that several games share.

A card is written ``"<rank><suit letter>"`` when typed by a person: ``"10c"``
is the ten of hearts (coeur), ``"Dp"`` the queen of spades (pique),
``"Vk"`` the jack of diamonds (carreau), ``"At"`` the ace of clubs (trèfle).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum


class Suit(str, Enum):
    PIQUE = "pique"
    COEUR = "coeur"
    CARREAU = "carreau"
    TREFLE = "trefle"

    @property
    def symbol(self) -> str:
        return {"pique": "♠", "coeur": "♥", "carreau": "♦", "trefle": "♣"}[self.value]

    @property
    def label(self) -> str:
        return {"pique": "Pique", "coeur": "Cœur", "carreau": "Carreau", "trefle": "Trèfle"}[self.value]

    @property
    def letter(self) -> str:
        return {"pique": "p", "coeur": "c", "carreau": "k", "trefle": "t"}[self.value]


SUITS: tuple[Suit, ...] = (Suit.PIQUE, Suit.COEUR, Suit.CARREAU, Suit.TREFLE)
SUIT_CHOICES: tuple[tuple[str, str], ...] = tuple((s.value, f"{s.symbol} {s.label}") for s in SUITS)

RANK_LABELS = {"7": "7", "8": "8", "9": "9", "10": "10", "V": "Valet", "D": "Dame", "R": "Roi", "A": "As"}


def suit_of(value: str) -> Suit | None:
    """The suit named ``value`` (``"pique"`` …), or None."""
    try:
        return Suit(value)
    except ValueError:
        return None


@dataclass(frozen=True)
class Card:
    rank: str
    suit: Suit

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"10c"``, ``"Dp"``… (rank then suit letter), or ``"D pique"``."""
        text = text.strip()
        if " " in text:
            rank, _, name = text.partition(" ")
            suit = suit_of(name.strip().lower())
        else:
            rank, letter = text[:-1], text[-1:].lower()
            suit = next((s for s in SUITS if s.letter == letter), None)
        rank = rank.upper()
        if suit is None or rank not in RANK_LABELS:
            raise ValueError(f"Carte illisible : « {text} » (ex. 10c, Dp, Vk, At).")
        return cls(rank, suit)

    def __str__(self) -> str:
        return f"{RANK_LABELS[self.rank]} {self.suit.symbol}"


def trick_winner(cards: Sequence[Card], order: Sequence[str], trump: Suit | None = None) -> int:
    """Index (in play order) of the card that takes the trick.

    The highest trump wins if any was played, else the highest card of the
    suit led; between two identical cards the first played wins (games
    played with several packs, e.g. Bésigue §5.1).
    """
    if not cards:
        raise ValueError("Un pli sans carte n'a pas de gagnant.")
    best = 0
    for i, card in enumerate(cards[1:], start=1):
        top = cards[best]
        if card.suit == top.suit:
            if order.index(card.rank) > order.index(top.rank):
                best = i
        elif trump is not None and card.suit == trump:
            best = i  # a trump beats any card of another suit
        # any other card neither follows nor trumps: it cannot win
    return best


def must_follow_suit(hand: Sequence[Card], led: Suit) -> list[Card]:
    """The cards of ``hand`` in the led suit (empty when void)."""
    return [c for c in hand if c.suit == led]
