"""Every word in every language. The words are gettext catalogs: the rules
engine's (domain ``engine``, message ids as msgids, one .po per language)
and the interface's (domain ``messages``, the French texts of the code and
templates as msgids, translated in English). One test checks them all: every
message has its words in every language, with the same parameters."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "compagnon" / "translations"
LANGUAGES = ("fr", "en")
SOURCE = "fr"
METHODS = [("compagnon/**.py", "python"), ("templates/**.html", "jinja2")]
PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")
ORDINAL = "common.ordinal."


def catalog(lang: str, domain: str) -> Catalog:
    with open(TRANSLATIONS / lang / "LC_MESSAGES" / f"{domain}.po", "rb") as po:
        return read_po(po, locale=lang)


def engine(lang: str) -> dict[str, str]:
    return {m.id: m.string for m in catalog(lang, "engine") if m.id}


def fields(template: str) -> set[tuple[str, str]]:
    """The parameters an engine template uses, each with the kind of its
    format (the nouns of ``p:`` are the language's own)."""
    found = set()
    for _, name, spec, _ in string.Formatter().parse(template):
        if name is not None:
            kind = "p" if spec and spec.startswith("p:") else spec or ""
            found.add((name, kind))
    return found


def extracted() -> dict[str, list[str]]:
    """Every msgid of the code and templates, with where it is used."""
    found: dict[str, list[str]] = {}
    keywords = {**DEFAULT_KEYWORDS, "lazy_gettext": None, "_l": None}
    for filename, lineno, message, _, _ in extract_from_dir(str(ROOT), METHODS, keywords=keywords):
        for text in (message if isinstance(message, tuple) else (message,)):
            if text:
                found.setdefault(text, []).append(f"{filename}:{lineno}")
    return found


def ordinal_problems(lang: str, ids: set[str]) -> list[str]:
    """An ordinal's suffix follows the language's own CLDR ordinal
    categories (1st, 2nd, 3rd, 4th; 1er, 2e), ``.f`` for a feminine form."""
    categories = {f"{ORDINAL}{c}" for c in Locale.parse(lang).ordinal_form.tags | {"other"}}
    mine = {i for i in ids if i.startswith(ORDINAL)}
    return ([f"engine {lang}: no {i}" for i in sorted(categories - mine)]
            + [f"engine {lang}: {i} is no CLDR ordinal category of {lang}"
               for i in sorted(mine - categories - {f"{c}.f" for c in categories})])


def test_every_message_has_its_words_in_every_language_with_the_same_parameters() -> None:
    problems: list[str] = []

    # the rules engine: every id in every language, the French one's parameters
    words = {lang: engine(lang) for lang in LANGUAGES}
    every_id = set().union(*words.values())
    for lang in LANGUAGES:
        problems += ordinal_problems(lang, set(words[lang]))
    for message_id in sorted(i for i in every_id if not i.startswith(ORDINAL)):
        source = words[SOURCE].get(message_id)
        for lang in LANGUAGES:
            template = words[lang].get(message_id)
            if not template:
                problems.append(f"engine {lang}: no words for {message_id}")
            elif source and fields(template) != fields(source):
                problems.append(f"engine {lang}: {message_id} has other parameters than in {SOURCE}")

    # the interface: every French text of the code and templates in English, the same placeholders
    english = catalog("en", "messages")
    for text, places in extracted().items():
        found = english.get(text)
        if not (found and found.string):
            problems.append(f"messages en: no English for {text!r} ({places[0]}): run `make messages`, then translate")
    for message in english:
        if not message.id or not message.string:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set(PLACEHOLDER.findall(ids[-1]))
        for text in strings:
            if not (set(PLACEHOLDER.findall(ids[0])) - {"num"} <= set(PLACEHOLDER.findall(text))
                    <= wanted | set(PLACEHOLDER.findall(ids[0]))):
                problems.append(f"messages en: {message.id!r} has other placeholders")

    assert not problems, f"{len(problems)} words missing or wrong: " + "; ".join(problems[:10])


def test_no_translation_is_left_fuzzy_or_unused() -> None:
    english = catalog("en", "messages")
    used = set(extracted())
    assert not [m.id for m in english if m.id and m.fuzzy]
    assert not [m.id for m in english if m.id and m.id not in used and not isinstance(m.id, tuple)]


@pytest.mark.parametrize("po", sorted(TRANSLATIONS.glob("*/LC_MESSAGES/*.po")), ids=lambda p: str(p.parent.parent.name)
                         + "/" + p.stem)
def test_the_compiled_catalogs_are_up_to_date(po: Path) -> None:
    mo = po.with_suffix(".mo")
    if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
        pytest.fail(f"{po.relative_to(ROOT)} is not compiled: run `make setup`")


def test_the_engine_reads_what_the_catalogs_say() -> None:
    """The compiled catalogs are read with the standard library's gettext:
    the engine renders every template of the .po, a missing English one
    falls back to French, and ``{nothing}`` is no words."""
    from compagnon.rules.messages import has, template

    for lang in LANGUAGES:
        for message_id, text in engine(lang).items():
            assert has(message_id, lang)
            assert template(message_id, lang) == ("" if text == "{nothing}" else text)
    assert template("bridgette.suffix.none", "en") == ""
    assert not has("no_such.message", "en") and template("no_such.message", "en") is None
    assert not has("mille.summary", "de") and template("mille.summary", "de") == template("mille.summary", "fr")
