"""English is a full alternative: every French template of the rules engine
has its English twin, with the same parameters, and every rules page its
English page with the same articles and rulings."""

from __future__ import annotations

import importlib
import pkgutil
import string
from collections.abc import Mapping
from typing import Any

import pytest

from compagnon.rules import messages
from compagnon.rules.messages import catalog, msg, render, rules_page
from compagnon.rules.registry import playable

FRENCH = sorted(m.name for m in pkgutil.iter_modules([f"{messages.__path__[0]}/fr"]) if not m.ispkg)
ENGLISH = sorted(m.name for m in pkgutil.iter_modules([f"{messages.__path__[0]}/en"]) if not m.ispkg)
#: the catalogs not translated yet (they fall back to French): a new English
#: catalog must be complete, and be taken off this list
PENDING = {"bridgette", "besigue", "caisse", "cards", "common", "core", "demons", "demons_punisseurs",
           "heritiers", "las_vegas", "loba", "mille", "referee", "reversis", "schema", "sept",
           "web"}


def test_the_catalogs_still_in_french_are_the_pending_ones() -> None:
    assert set(FRENCH) - set(ENGLISH) == PENDING


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
        assert text.strip(), f"{namespace}.{key} renders empty"


def _ids(page: tuple[Mapping[str, Any], ...]) -> list[str]:
    return [str(section.get("article") or section.get("ruling")) for section in page]


@pytest.mark.parametrize("slug", sorted(set(playable()) - PENDING))
def test_every_rules_page_has_its_english_page(slug: str) -> None:
    module = importlib.import_module(f"compagnon.rules.messages.en.rules.{slug}")
    english = tuple(module.PAGE)
    assert _ids(english) == _ids(rules_page(slug, "fr"))
    for section in english:
        assert section["title"] and all(paragraph.strip() for paragraph in section["text"])
    assert rules_page(slug, "en") == english
