"""English is a full alternative: every English template of the rules
engine renders, every rules page has its English page with the same
articles and rulings, and ordinals follow English. (That every template
has its English twin with the same parameters is tests/test_words.py's.)"""

from __future__ import annotations

import importlib
import string
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from compagnon.rules.messages import msg, render, rules_page, show
from compagnon.rules.registry import playable

ENGLISH = Path(__file__).resolve().parents[2] / "compagnon" / "translations" / "en" / "LC_MESSAGES" / "engine.po"


def english() -> dict[str, str]:
    with ENGLISH.open("rb") as po:
        return {m.id: m.string for m in read_po(po) if m.id}


def test_english_templates_render_in_english() -> None:
    for message_id, template in english().items():
        params: dict[str, Any] = {name: 2 for _, name, _, _ in string.Formatter().parse(template) if name}
        text = render(msg(message_id, **params), "en")
        empty_in_french = not render(msg(message_id, **params), "fr").strip()
        assert text.strip() or empty_in_french, f"{message_id} renders empty"


def _ids(page: tuple[Mapping[str, Any], ...]) -> list[str]:
    return [str(section.get("article") or section.get("ruling")) for section in page]


@pytest.mark.parametrize("slug", sorted(playable()))
def test_every_rules_page_has_its_english_page(slug: str) -> None:
    module = importlib.import_module(f"compagnon.rules.messages.en.rules.{slug}")
    english = tuple(module.PAGE)
    assert _ids(english) == _ids(rules_page(slug, "fr"))
    for section in english:
        assert section["title"] and all(paragraph.strip() for paragraph in section["text"])
    assert rules_page(slug, "en") == english


@pytest.mark.parametrize(("n", "text"), [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"),
                                         (12, "12th"), (13, "13th"), (21, "21st"), (22, "22nd"), (111, "111th")])
def test_english_ordinals(n: int, text: str) -> None:
    player = msg("core.example_player", n=n)
    assert render(msg("core.first_to_speak", player=player), "en") == f"Player {n} speaks first"
    assert show(n, "ord", "en") == text == show(n, "ordf", "en")
    assert show(n, "ord", "fr") == ("1er" if n == 1 else f"{n}e")
