"""English is a full alternative: every French template of the rules engine
has its English twin, with the same parameters (the rules pages have theirs:
tests/web/test_rules_pages.py)."""

from __future__ import annotations

import pkgutil
import string
from typing import Any

import pytest

from compagnon.rules import messages
from compagnon.rules.messages import catalog, msg, render, show

FRENCH = sorted(m.name for m in pkgutil.iter_modules([f"{messages.__path__[0]}/fr"]) if not m.ispkg)
ENGLISH = sorted(m.name for m in pkgutil.iter_modules([f"{messages.__path__[0]}/en"]) if not m.ispkg)


def test_every_french_catalog_has_its_english_twin() -> None:
    assert FRENCH == ENGLISH


def fields(template: str) -> set[tuple[str, str]]:
    """The parameters a template uses, each with the kind of its format
    (the nouns of ``p:`` are the language's own)."""
    found = set()
    for _, name, spec, _ in string.Formatter().parse(template):
        if name is not None:
            kind = "p" if spec and spec.startswith("p:") else spec or ""
            found.add((name, kind))
    return found


@pytest.mark.parametrize("namespace", ENGLISH)
def test_every_french_message_has_its_english_twin(namespace: str) -> None:
    french, english = catalog("fr", namespace), catalog("en", namespace)
    assert set(english) == set(french), (
        f"en/{namespace}.py: missing {sorted(set(french) - set(english))[:5]}, "
        f"extra {sorted(set(english) - set(french))[:5]}")
    for key, template in french.items():
        assert fields(english[key]) == fields(template), f"{namespace}.{key}: not the same parameters"


@pytest.mark.parametrize("namespace", ENGLISH)
def test_english_templates_render_in_english(namespace: str) -> None:
    for key, template in catalog("en", namespace).items():
        params: dict[str, Any] = {name: 2 for name, _ in fields(template) if name}
        text = render(msg(f"{namespace}.{key}", **params), "en")
        empty_in_french = not render(msg(f"{namespace}.{key}", **params), "fr").strip()
        assert text.strip() or empty_in_french, f"{namespace}.{key} renders empty"


@pytest.mark.parametrize(("n", "text"), [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"),
                                         (12, "12th"), (13, "13th"), (21, "21st"), (22, "22nd"), (111, "111th")])
def test_english_ordinals(n: int, text: str) -> None:
    player = msg("core.example_player", n=n)
    assert render(msg("core.first_to_speak", player=player), "en") == f"Player {n} speaks first"
    assert show(n, "ord", "en") == text == show(n, "ordf", "en")
    assert show(n, "ord", "fr") == ("1er" if n == 1 else f"{n}e")
