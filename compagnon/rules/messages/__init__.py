"""Messages: every refusal, score-line text, label and fact of the rules
engine is a message id with parameters, rendered from a catalog.

An id is ``namespace.key`` (``mille.line.contract_made``). The catalogs are
gettext catalogs of the domain ``engine``, one per language beside the
interface's: ``compagnon/translations/<lang>/LC_MESSAGES/engine.po``, whose
msgids are the ids and msgstrs the templates (French is the source language;
the English file shows the French text in a ``#. fr:`` comment). ``make
setup`` compiles them to ``engine.mo``, read here with the standard
library's :mod:`gettext`. Another language is another folder: games never
change for it, and a template missing in a language falls back to French.

Templates use ``str.format`` fields with a few formats of our own:

* numbers: ``{n}`` (true minus sign), ``{n:signed}`` (+5, −5, 0),
  ``{n:p:point|points}`` (the number and its noun, singular when CLDR's
  plural rule of the language says "one": 0 and 1 in French, 1 in English),
  ``{n:ord}`` / ``{n:ordf}`` (1er / 1re, 2e; 1st, 2nd, 3rd: the suffix of the
  number's CLDR ordinal category, ``common.ordinal.<category>``, with
  ``.f`` for a feminine form where the language has one);
* suits: ``{s}`` (cœur), ``{s:cap}`` (Cœur), ``{s:symbol}`` (♥), ``{s:label}`` (♥ Cœur);
* cards: ``{c}`` (Roi ♠);
* lists: ``{xs}`` (a, b, c), ``{xs:and}`` (a, b et c: CLDR's list pattern), ``{xs:spaced}`` (a b c: cards side by side);
* a nested :class:`Message` renders in the same language.

A name written after « de » is elided in French, as the table says it:
« la victoire d'Anne », « Bombe d'Hugo » (:func:`elided`), whatever the message.

A template that is only ``{nothing}`` renders empty: gettext reads an empty
msgstr as "not translated yet", so no words are written that way.

Plural rules, lists and ordinals come from CLDR through Babel; a number
stays as the players write it (1000, not 1 000).

A message renders in the language given, else in the language being spoken
(:func:`speaking`: the web app speaks the page's language for the length of
a request, the command line its ``--lang``), else in French.
"""

from __future__ import annotations

import gettext
import re
import string
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from babel import Locale, UnknownLocaleError
from babel.lists import format_list
from babel.plural import PluralRule

from ..decks import Card, Suit

__all__ = ["DEFAULT_LANGUAGE", "Message", "article_of", "colon", "has", "language", "msg", "number", "rank_letter",
           "render", "signed", "speaking"]

DEFAULT_LANGUAGE = "fr"
#: where the catalogs are: the interface's folder, the domain ``engine``
LOCALE_DIR = Path(__file__).resolve().parents[2] / "translations"
DOMAIN = "engine"
#: the template of no words (an empty msgstr means "not translated" to gettext)
NOTHING = "{nothing}"
#: the CLDR locale of a language where it is not the language itself: our
#: English is British (colour, favour), whose lists take no serial comma
#: (« a, b and c »)
_CLDR = {"en": "en_GB"}

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
def _translations(lang: str) -> gettext.NullTranslations | None:
    """The compiled catalog of ``lang`` (None when there is none)."""
    if not lang.isidentifier():
        return None
    try:
        return gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang])
    except FileNotFoundError:
        if lang == DEFAULT_LANGUAGE:
            raise FileNotFoundError(f"{LOCALE_DIR / lang / 'LC_MESSAGES' / DOMAIN}.mo is missing: "
                                    "`make setup` compiles the catalogs") from None
        return None


def _lookup(message_id: str, lang: str) -> str | None:
    """The template of ``message_id`` in the catalog of ``lang`` alone."""
    found = _translations(lang)
    if found is None or not message_id:
        return None
    text = found.gettext(message_id)
    if text == message_id:
        return None
    return "" if text == NOTHING else text


@cache
def _locale(lang: str) -> Locale:
    """The CLDR data of ``lang`` (French's when CLDR does not know it)."""
    try:
        return Locale.parse(_CLDR.get(lang, lang))
    except (ValueError, UnknownLocaleError):
        return Locale.parse(DEFAULT_LANGUAGE)


@cache
def _rules(lang: str) -> tuple[PluralRule, PluralRule]:
    """CLDR's plural rule and ordinal rule of ``lang``, read once."""
    locale = _locale(lang)
    return locale.plural_form, locale.ordinal_form


@cache
def _ordinal_suffix(lang: str, category: str, feminine: bool) -> str | None:
    """The template of an ordinal of ``category`` in the catalog of ``lang``
    (``{n}er``, ``{n}st``): the feminine's, else the category's, else "other"'s."""
    keys = [f"common.ordinal.{category}", "common.ordinal.other"]
    if feminine:
        keys.insert(0, f"common.ordinal.{category}.f")
    for key in keys:
        found = _lookup(key, lang)
        if found is not None:
            return found
    return None


_ARTICLE = re.compile(r"(§\s*\d+(?:\.\d+)*|\b[IVXLC]+\b)\s*$")


def article_of(rule: str) -> str | None:
    """The article a rule names: « Mille §9.1 » → « §9.1 », « Reversis XXIII » → « XXIII »."""
    found = _ARTICLE.search(rule.strip())
    return found.group(1).replace(" ", "") if found else None


def template(message_id: str, lang: str | None = None) -> str | None:
    lang = lang or _spoken.get()
    found = _lookup(message_id, lang)
    if found is None and lang != DEFAULT_LANGUAGE:
        found = _lookup(message_id, DEFAULT_LANGUAGE)
    return found


def has(message_id: str, lang: str = DEFAULT_LANGUAGE) -> bool:
    """Whether the catalog of ``lang`` has ``message_id`` (no fallback)."""
    return _lookup(message_id, lang) is not None


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


#: « de » at the end of a template's text, before a field (« victoire de {player} »)
_DE = re.compile(r"(?<![\w'’])([Dd])e $")
#: a vowel, accented or not (French elides before it, and before a mute h)
_VOWELS = frozenset("aeiouyàâäéèêëîïôöùûüÿœæ")


def _elidable(name: str) -> bool:
    """Whether French elides « de » before ``name``: a word starting with a
    vowel or with h and a vowel (first names take the mute h: d'Hugo), not
    with a semi-vowel y (de Yasmine, d'Yves). A rank, a number or one letter
    is no name."""
    word = name.lower()
    if len(word) < 2 or not word[1].isalpha():
        return False
    first, second = word[0], word[1]
    if first == "h":
        return second in _VOWELS
    if first == "y":
        return second not in _VOWELS
    return first in _VOWELS


def elided(text: str, value: Any, lang: str) -> str:
    """``text``, the template's words before a field holding ``value``,
    with its final « de » elided where French does (« victoire d' » before
    « Anne »): for a name given as text, or a list of them (a message, a
    card or a number keeps its own words)."""
    if lang != "fr":
        return text
    first = value[0] if isinstance(value, (list, tuple)) and value else value
    if not isinstance(first, str) or not _elidable(first):
        return text
    return _DE.sub(r"\1'", text)


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def vformat(self, format_string: str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> str:
        parts: list[str] = []
        for text, name, spec, conversion in self.parse(format_string):
            if name is None:
                parts.append(text)
                continue
            value, _ = self.get_field(name, args, kwargs)
            if conversion:
                value = self.convert_field(value, conversion)
            parts.append(elided(text, value, self.lang))
            parts.append(self.format_field(value, spec or ""))
        return "".join(parts)

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
            return str(format_list(items, locale=_locale(lang)))
        if spec == "spaced":  # cards side by side, as on the table: « R D 10 »
            return " ".join(items)
        return ", ".join(items)
    return str(value)


def number(n: int) -> str:
    """A number as the table writes it: 5, −5 (a true minus sign)."""
    return f"−{-n}" if n < 0 else str(n)


def signed(n: int) -> str:
    """A change of score: +5, −5, 0."""
    return f"+{n}" if n > 0 else number(n)


def _number(n: int, spec: str, lang: str) -> str:
    if spec == "signed":
        return signed(n)
    if spec.startswith("p:"):
        singular, _, plural = spec[2:].partition("|")
        return f"{number(n)} {singular if _rules(lang)[0](n) == 'one' else plural}"
    if spec in ("ord", "ordf"):
        return _ordinal(n, spec == "ordf", lang)
    return number(n)


def _ordinal(n: int, feminine: bool, lang: str) -> str:
    """1er, 1re, 2e; 1st, 2nd, 3rd, 4th, 11th, 21st: the suffix of the
    number's CLDR ordinal category in the language's own catalog."""
    suffixed = _ordinal_suffix(lang, _rules(lang)[1](n), feminine)
    return number(n) if suffixed is None else suffixed.format(n=number(n))


def _suit(suit: Suit, spec: str, lang: str) -> str:
    name = template(f"cards.suit.{suit.value}", lang) or suit.value
    if spec == "symbol":
        return suit.symbol
    if spec == "cap":
        return name[:1].upper() + name[1:]
    if spec == "label":
        return f"{suit.symbol} {name[:1].upper() + name[1:]}"
    return name


def colon(lang: str | None = None) -> str:
    """« : » between a label and its value as the language writes it: French
    spaces it (« But : 1000 »), English does not (« Goal: 1000 »)."""
    return " : " if (lang or _spoken.get()) == "fr" else ": "


def rank_letter(rank: str) -> Message | str:
    """A rank as a card's corner shows it, in the reader's language (« R »,
    « K » in English), as a message; a number is its own."""
    key = f"cards.letter.{rank}"
    return msg(key) if has(key) else rank


def card_name(card: Card, lang: str | None = None) -> str:
    """« Roi ♠ », « 10 ♥ », « atout 21 », « Excuse », « joker »."""
    if card.suit is None:
        return template(f"cards.special.{card.rank}", lang) or card.rank
    if card.is_trump:
        return (template("cards.trump", lang) or "{n}").format(n=card.rank)
    rank = template(f"cards.rank.{card.rank}", lang) or card.rank
    return f"{rank} {card.suit.symbol}"
