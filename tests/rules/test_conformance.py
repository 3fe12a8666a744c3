"""One conformance test for every registered game.

Every game of the registry (all sixteen, scored or not yet) declares its
entry: each casebook entry the rules accept reads and writes back unchanged
and validates against the exported JSON Schema, and every label has its
words. Every playable game then replays its valid cases and must keep what
holds in any game: totals are the sum of the deltas, the lines explain every
point (payments included), every text comes from the catalog, the state
depends only on the log, and a finished game takes no deal.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from compagnon.rules import DealError, DealRefused, Game, Message, new_game, replay
from compagnon.rules.core import Fact
from compagnon.rules.messages import has
from compagnon.rules.registry import load, playable
from compagnon.rules.schema import Choice, Field, Kind, ListOf, OneOf, PlayerMap, Record, Tagged, field_label

CASEBOOK = Path(__file__).parent.parent / "casebook"
ROOT = Path(__file__).parent.parent.parent

ALL = sorted(load())
PLAYABLE = sorted(playable())


def cases(slug: str) -> list[dict[str, Any]]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(CASEBOOK.glob(f"{slug}-*.json"))]


def accepted_entries(case: dict[str, Any]) -> list[Any]:
    """The deals the casebook says are accepted: all of them, or those before the refused one."""
    error = case["expect"].get("error")
    if error is None:
        return list(case["deals"])
    return list(case["deals"][: max(0, (error.get("deal") or 1) - 1)])


def game_of(case: dict[str, Any], *, only_playable: bool = True) -> Game[Any]:
    return new_game(case["game"], case["players"], case.get("variant"), case.get("options"),
                    only_playable=only_playable)


def rendered(message: Message) -> None:
    """The message and every message inside it have words in the catalog."""
    assert has(message.id), f"no French words for {message.id}"
    for value in message.params.values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(item, Message):
                rendered(item)


def walk(kind: Kind, parts: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], Field | None, Kind]]:
    """Every declared value of a schema, with the names leading to it."""
    if isinstance(kind, Record):
        for f in kind.fields:
            yield parts + (f.name,), f, f.kind
            yield from walk(f.kind, parts + (f.name,))
    elif isinstance(kind, Tagged):
        yield parts + (kind.tag,), Field(kind.tag, kind.choice), kind.choice
        for tag, record in kind.variants.items():
            yield from walk(record, parts + (str(getattr(tag, "value", tag)),))
    elif isinstance(kind, ListOf):
        yield parts, None, kind.item
        yield from walk(kind.item, parts)
    elif isinstance(kind, PlayerMap):
        yield parts, None, kind.value
        yield from walk(kind.value, parts)
    elif isinstance(kind, OneOf):
        for alternative in kind.alternatives:
            yield parts, None, alternative
            yield from walk(alternative, parts)


# --------------------------------------------------------------------- every declared game

def test_the_sixteen_games_are_declared() -> None:
    assert set(ALL) == {"besigue", "bridgette", "las_vegas", "frappe", "mille", "sept", "tarot_double_detente",
                        "belote_noisette", "bernicle", "caisse", "demons", "demons_punisseurs", "heritiers", "loba",
                        "tarot_4_saisons", "reversis"}


@pytest.mark.parametrize("slug", ALL)
def test_game_declares_itself(slug: str) -> None:
    cls = load()[slug]
    assert cls.slug == slug and cls.name and cls.rulebook_section
    rendered(cls.summary())
    rendered(cls.unit_label())
    assert 2 <= cls.players_min <= cls.players_max <= 5
    if cls.default_variant is not None:
        assert cls.default_variant in cls.variants
    for variant in cls.variants:
        label = cls.variant_label(variant)
        assert label is not None
        rendered(label)
    for f in cls.options_schema.fields:
        assert has(f"{slug}.option.{f.name}"), f"{slug}: option {f.name} has a label"
    for _, message_id in cls.reminders:
        assert has(message_id), message_id


@pytest.mark.parametrize("slug", ALL)
def test_every_entry_field_has_a_label(slug: str) -> None:
    game = load()[slug].example()
    for parts, f, kind in walk(game.entry_schema, ()):
        if f is not None:
            label = field_label(slug, parts, f.label)
            assert label.id != "schema.label.raw", f"{slug}: {'.'.join(parts)} has a label"
            rendered(label)
        if isinstance(kind, Choice):
            for value in kind.values:
                assert kind.label(slug, parts, value).id != "schema.label.raw", \
                    f"{slug}: {'.'.join(parts)} = {value!r} has a label"


@pytest.mark.parametrize("slug", ALL)
def test_every_accepted_casebook_entry_reads_and_writes_back_unchanged(slug: str) -> None:
    assert cases(slug), f"{slug} has casebook cases"
    for case in cases(slug):
        game = game_of(case, only_playable=False)
        # one validator per schema: jsonschema.validate() would build one per entry
        validators = [jsonschema.Draft202012Validator(game.json_schema(named_players=named)) for named in (False, True)]
        for entry in accepted_entries(case):
            typed = game.read_entry(entry)
            assert game.write_entry(typed) == entry
            for validator in validators:
                validator.validate(entry)


@pytest.mark.parametrize("slug", ALL)
def test_json_schema_is_valid_draft_2020_12(slug: str) -> None:
    schema = load()[slug].example().json_schema()
    jsonschema.Draft202012Validator.check_schema(schema)


# --------------------------------------------------------------------- every playable game

@pytest.mark.parametrize("slug", PLAYABLE)
def test_new_game_starts_at_zero(slug: str) -> None:
    game = load()[slug].example()
    result = replay(game, [])
    assert dict(result.totals) == {p: 0 for p in game.players}
    assert not result.finished and result.winner is None
    assert result.state.dealer == game.players[0]
    for fact in game.facts(result.state):
        assert isinstance(fact, Fact)
        rendered(fact.label)


@pytest.mark.parametrize("slug", ALL)
def test_wrong_number_of_players_is_refused(slug: str) -> None:
    cls = load()[slug]
    variant = cls.default_variant or (cls.variants[0] if cls.variants else None)
    with pytest.raises(ValueError):
        cls(["Ana"], variant)
    with pytest.raises(ValueError):
        cls([f"P{i}" for i in range(cls.players_max + 1)], variant)


@pytest.mark.parametrize("slug", PLAYABLE)
def test_every_valid_case_obeys_the_invariants(slug: str) -> None:
    valid = [c for c in cases(slug) if "error" not in c["expect"]]
    assert valid, f"{slug} has valid casebook cases"
    for case in valid:
        game = game_of(case)
        full = replay(game, case["deals"])
        running = {p: 0 for p in game.players}
        for deal in full.deals:
            running = {p: running[p] + deal.delta[p] for p in game.players}
            assert dict(deal.totals) == running, "totals are the running sum of deltas"
            for line in deal.lines:
                assert line.player in game.players or line.player == game.pot
                assert line.payer is None or line.payer in game.players or line.payer == game.pot
                assert line.rule and line.text
                rendered(line.message)
            assert game.delta_of(deal.lines) == dict(deal.delta), "the lines explain every point"
            if game.pot is not None and game.pot_unit is None:
                state = replay(game, case["deals"][:deal.number]).state
                assert sum(deal.totals.values()) + game.pot_balance(state) == 0, "payments sum to zero"
            rendered(deal.summary)
        for fact in full.facts():
            rendered(fact.label)

        # The state is a function of the log alone: replaying a prefix and
        # then playing the rest gives the same result.
        for k in range(len(case["deals"]) + 1):
            state = replay(game, case["deals"][:k]).state
            for entry in case["deals"][k:]:
                state = game.play(state, entry).state
            assert state == full.state

        if full.finished:
            with pytest.raises(DealError) as refused:
                game.play(full.state, case["deals"][-1])
            assert refused.value.field == "deal"


@pytest.mark.parametrize("slug", PLAYABLE)
def test_refusals_name_the_deal_and_a_field(slug: str) -> None:
    for case in cases(slug):
        if "error" not in case["expect"]:
            continue
        with pytest.raises((DealRefused, ValueError)) as refused:
            replay(game_of(case), case["deals"])
        error = refused.value
        expected = case["expect"]["error"]
        if isinstance(error, DealRefused):
            assert error.deal == expected["deal"]
            for problem in error.problems:
                rendered(problem.message)
        assert error.field == expected["field"]  # type: ignore[union-attr]


def test_rules_engine_loads_no_web_or_storage_module() -> None:
    code = ("import sys, compagnon.rules; "
            "bad = [m for m in ('flask', 'sqlite3', 'sqlite_utils', 'weasyprint', 'werkzeug') if m in sys.modules]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_readme_lists_every_game() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for slug in ALL:
        assert f"`{slug}`" in readme, f"README names the game {slug}"


@pytest.mark.parametrize("slug", ALL)
def test_the_rules_page_covers_every_article_a_line_cites(slug: str) -> None:
    from compagnon.rules.messages import article_of
    from compagnon.rules_pages import rules_page

    page = rules_page(slug)
    assert page and page.articles, f"{slug} has a rules page (compagnon/rules_pages/fr/{slug}.md)"
    articles = {s.key for s in page.articles}
    for section in page.sections:
        assert section.title and section.text, section
        for about in section.about:
            assert about in articles, f"{slug}: ruling {section.key} concerns {about}, not on the page"

    def covered(rule: str) -> bool:
        article = article_of(rule)
        while article:
            if article in articles:
                return True
            article = article.rsplit(".", 1)[0] if "." in article else None
        return False

    cited: set[str] = set()
    for case in cases(slug):
        if "error" in case["expect"]:
            continue
        for deal in replay(game_of(case), case["deals"]).deals:
            cited |= {line.rule for line in deal.lines}
    missing = sorted(rule for rule in cited if not covered(rule))
    assert not missing, f"{slug}: articles cited by score lines but not on the rules page: {missing}"
