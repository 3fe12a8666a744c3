"""English is a full alternative: every English template of the rules
engine renders, and ordinals follow English. (That every template has its
English twin with the same parameters is tests/test_words.py's; that every
rules page has its English page, tests/web/test_rules_pages.py's.)"""

from __future__ import annotations

import string
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from compagnon.rules.messages import msg, render, show

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


@pytest.mark.parametrize(("n", "text"), [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"),
                                         (12, "12th"), (13, "13th"), (21, "21st"), (22, "22nd"), (111, "111th")])
def test_english_ordinals(n: int, text: str) -> None:
    player = msg("core.example_player", n=n)
    assert render(msg("core.first_to_speak", player=player), "en") == f"Player {n} speaks first"
    assert show(n, "ord", "en") == text == show(n, "ordf", "en")
    assert show(n, "ord", "fr") == ("1er" if n == 1 else f"{n}e")
