"""Cards typed the short way in tests: rank then suit letter (``"10c"``, ``"Dp"``, ``"Vk"``, ``"At"``)."""

from __future__ import annotations

from collections.abc import Sequence

from compagnon.rules import tricks
from compagnon.rules.decks import Card, Suit
from compagnon.rules.tricks import Trick

LETTERS = {"p": Suit.PIQUE, "c": Suit.COEUR, "k": Suit.CARREAU, "t": Suit.TREFLE}


def card(text: str) -> Card:
    return Card(text[:-1].upper(), LETTERS[text[-1].lower()])


def cards(text: str) -> list[Card]:
    return [card(t) for t in text.split()]


def trick_of(played: str | Sequence[Card], *, trump: Suit | None = None, number: int | None = None,
             players: Sequence[str] = ()) -> Trick[Card]:
    """A trick of cards (typed the short way, or given), by ``players`` when named."""
    return Trick(tricks.played(cards(played) if isinstance(played, str) else played, players), trump=trump,
                 number=number)
