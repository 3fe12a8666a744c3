"""The interface in English: every French text of the code and templates
has its English translation, with the same placeholders, compiled."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
CATALOG = ROOT / "compagnon" / "translations" / "en" / "LC_MESSAGES" / "messages"
METHODS = [("compagnon/**.py", "python"), ("templates/**.html", "jinja2")]
PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")


def english() -> Catalog:
    with open(f"{CATALOG}.po", "rb") as po:
        return read_po(po)


def extracted() -> dict[str, list[str]]:
    """Every msgid of the code and templates, with where it is used."""
    found: dict[str, list[str]] = {}
    keywords = {**DEFAULT_KEYWORDS, "lazy_gettext": None, "_l": None}
    for filename, lineno, message, _, _ in extract_from_dir(str(ROOT), METHODS, keywords=keywords):
        for text in (message if isinstance(message, tuple) else (message,)):
            if text:
                found.setdefault(text, []).append(f"{filename}:{lineno}")
    return found


def test_every_interface_text_is_translated() -> None:
    catalog = english()
    missing = [f"{text!r} ({places[0]})" for text, places in extracted().items()
               if not (catalog.get(text) and catalog.get(text).string)]
    assert not missing, f"{len(missing)} texts without English (run `make messages`, then translate): " \
                        + "; ".join(missing[:10])


def test_no_translation_is_left_fuzzy_or_unused() -> None:
    catalog = english()
    used = set(extracted())
    assert not [m.id for m in catalog if m.id and m.fuzzy]
    assert not [m.id for m in catalog if m.id and m.id not in used and not isinstance(m.id, tuple)]


def test_translations_keep_their_placeholders() -> None:
    for message in english():
        if not message.id or not message.string:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set(PLACEHOLDER.findall(ids[-1]))
        for text in strings:
            assert set(PLACEHOLDER.findall(text)) <= wanted | set(PLACEHOLDER.findall(ids[0])), message.id
            assert set(PLACEHOLDER.findall(text)) >= set(PLACEHOLDER.findall(ids[0])) - {"num"}, message.id


def test_the_compiled_catalog_is_up_to_date() -> None:
    po, mo = Path(f"{CATALOG}.po"), Path(f"{CATALOG}.mo")
    if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
        pytest.fail("the English catalog is not compiled: run `make setup`")
