"""Messages: every refusal, score-line text, label and fact of the rules
engine is a message id with parameters, rendered from a catalog.

An id is ``namespace.key`` (``mille.line.contract_made``); the French
catalog of a namespace is the module ``messages/fr/<namespace>.py`` with a
``MESSAGES`` dict of templates keyed without the namespace. Another language
is another folder beside ``fr``: games never change for it, and a template
missing in a language falls back to French.

Templates use ``str.format`` fields with a few formats of our own:

* numbers: ``{n}`` (true minus sign), ``{n:signed}`` (+5, −5, 0),
  ``{n:p:point|points}`` (the number and its noun, singular for 0 and 1),
  ``{n:ord}`` / ``{n:ordf}`` (1er / 1re, 2e);
* suits: ``{s}`` (cœur), ``{s:cap}`` (Cœur), ``{s:symbol}`` (♥), ``{s:label}`` (♥ Cœur);
* cards: ``{c}`` (Roi ♠);
* lists: ``{xs}`` (a, b, c), ``{xs:and}`` (a, b et c);
* a nested :class:`Message` renders in the same language.

A message renders in the language given, else in the language being spoken
(:func:`speaking`: the web app speaks the page's language for the length of
a request, the command line its ``--lang``), else in French.
"""

from __future__ import annotations

import importlib
import re
import string
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ..decks import Card, Suit

__all__ = ["DEFAULT_LANGUAGE", "Message", "article_of", "catalog", "has", "language", "msg", "render", "speaking"]

DEFAULT_LANGUAGE = "fr"

_spoken: ContextVar[str] = ContextVar("language", default=DEFAULT_LANGUAGE)


def language() -> str:
    """The language being spoken (French unless :func:`speaking` says otherwise)."""
    return _spoken.get()


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Render messages in ``lang`` within the block."""
    token = _spoken.set(lang)
    try:
        yield
    finally:
        _spoken.reset(token)


@dataclass(frozen=True)
class Message:
    """A message id and its parameters; ``str()`` renders it in the language being spoken."""

    id: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return render(self)

    def render(self, lang: str | None = None) -> str:
        return render(self, lang)


def msg(message_id: str, **params: Any) -> Message:
    return Message(message_id, params)


@cache
def catalog(lang: str, namespace: str) -> Mapping[str, str]:
    """The templates of ``namespace`` in ``lang`` ({} when there are none)."""
    if not namespace.isidentifier() or not lang.isidentifier():
        return {}
    try:
        module = importlib.import_module(f"{__name__}.{lang}.{namespace}")
    except ModuleNotFoundError:
        return {}
    templates: Mapping[str, str] = getattr(module, "MESSAGES", {})
    return templates


_ARTICLE = re.compile(r"(§\s*\d+(?:\.\d+)*|\b[IVXLC]+\b)\s*$")


def article_of(rule: str) -> str | None:
    """The article a rule names: « Mille §9.1 » → « §9.1 », « Reversis XXIII » → « XXIII »."""
    found = _ARTICLE.search(rule.strip())
    return found.group(1).replace(" ", "") if found else None


def template(message_id: str, lang: str | None = None) -> str | None:
    lang = lang or _spoken.get()
    namespace, _, key = message_id.partition(".")
    found = catalog(lang, namespace).get(key)
    if found is None and lang != DEFAULT_LANGUAGE:
        found = catalog(DEFAULT_LANGUAGE, namespace).get(key)
    return found


def has(message_id: str, lang: str = DEFAULT_LANGUAGE) -> bool:
    """Whether the catalog of ``lang`` has ``message_id`` (no fallback)."""
    namespace, _, key = message_id.partition(".")
    return key in catalog(lang, namespace)


def render(message: Message | str, lang: str | None = None) -> str:
    """The text of ``message`` in ``lang``. A plain string is returned as it
    is; an id missing from every catalog renders as the id itself, so a
    forgotten template shows rather than breaks (a test looks for them)."""
    if isinstance(message, str):
        return message
    lang = lang or _spoken.get()
    found = template(message.id, lang)
    if found is None:
        return message.id
    return _Formatter(lang).vformat(found, (), message.params)


def _word(key: str, lang: str) -> str:
    return template(f"common.{key}", lang) or key


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str) and key in kwargs:
            return kwargs[key]
        return f"{{{key}}}"

    def format_field(self, value: Any, format_spec: str) -> str:
        return show(value, format_spec, self.lang)


def show(value: Any, spec: str = "", lang: str | None = None) -> str:
    """A parameter value as text (the formats of the module docstring)."""
    lang = lang or _spoken.get()
    if isinstance(value, Message):
        return render(value, lang)
    if value is None:
        return "—"
    if isinstance(value, bool):
        return _word("yes" if value else "no", lang)
    if isinstance(value, int):
        return _number(value, spec, lang)
    if isinstance(value, Suit):
        return _suit(value, spec, lang)
    if isinstance(value, Card):
        return card_name(value, lang)
    if isinstance(value, (list, tuple)):
        items = [show(v, "", lang) for v in value]
        if spec == "and" and len(items) > 1:
            return ", ".join(items[:-1]) + _word("and", lang) + items[-1]
        return ", ".join(items)
    return str(value)


def _number(n: int, spec: str, lang: str) -> str:
    plain = f"−{-n}" if n < 0 else str(n)
    if spec == "signed":
        return f"+{n}" if n > 0 else plain
    if spec.startswith("p:"):
        singular, _, plural = spec[2:].partition("|")
        one = abs(n) <= 1 if lang == "fr" else abs(n) == 1
        return f"{plain} {singular if one else plural}"
    if spec in ("ord", "ordf"):
        if lang == "en":
            return plain + _english_ordinal_suffix(n)
        key = f"ordinal.{n}.{'f' if spec == 'ordf' else 'm'}"
        special = template(f"common.{key}", lang)
        return special or (template("common.ordinal.n", lang) or "{n}e").format(n=n)
    return plain


def _english_ordinal_suffix(n: int) -> str:
    """1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st."""
    if 10 <= abs(n) % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(abs(n) % 10, "th")


def _suit(suit: Suit, spec: str, lang: str) -> str:
    name = template(f"cards.suit.{suit.value}", lang) or suit.value
    if spec == "symbol":
        return suit.symbol
    if spec == "cap":
        return name[:1].upper() + name[1:]
    if spec == "label":
        return f"{suit.symbol} {name[:1].upper() + name[1:]}"
    return name


def card_name(card: Card, lang: str | None = None) -> str:
    """« Roi ♠ », « 10 ♥ », « atout 21 », « Excuse », « joker »."""
    if card.suit is None:
        return template(f"cards.special.{card.rank}", lang) or card.rank
    if card.is_trump:
        return (template("cards.trump", lang) or "{n}").format(n=card.rank)
    rank = template(f"cards.rank.{card.rank}", lang) or card.rank
    return f"{rank} {card.suit.symbol}"
