"""Cards typed the short way in tests: rank then suit letter (``"10c"``, ``"Dp"``, ``"Vk"``, ``"At"``)."""

from __future__ import annotations

from compagnon.rules.decks import Card, Suit

LETTERS = {"p": Suit.PIQUE, "c": Suit.COEUR, "k": Suit.CARREAU, "t": Suit.TREFLE}


def card(text: str) -> Card:
    return Card(text[:-1].upper(), LETTERS[text[-1].lower()])


def cards(text: str) -> list[Card]:
    return [card(t) for t in text.split()]
