"""How a game is shown stays beside its rules: the sheet and the blank pad are
a :class:`SheetSpec` handed to the registry, the live pad a :class:`LivePad`
class; the game class itself carries neither."""

from __future__ import annotations

import pytest

from compagnon.rules import Game
from compagnon.rules.games.besigue import BesiguePad
from compagnon.rules.games.demons import SHEET as DEMONS_SHEET
from compagnon.rules.games.frappe import FrappePad
from compagnon.rules.layout import SheetSpec
from compagnon.rules.registry import PLAIN_SHEET, live_pad, load, playable, sheet_spec
from compagnon.rules.schema import ListOf

SHOWN = ("sheet_", "blank_", "pad_", "live_")


@pytest.mark.parametrize("slug", sorted(load()))
def test_a_game_class_has_no_member_about_sheets_or_pads(slug: str) -> None:
    cls = load()[slug]
    assert [name for name in dir(cls) if name.lstrip("_").startswith(SHOWN) or name == "live"] == []


def test_the_base_game_has_no_member_about_sheets_or_pads() -> None:
    assert [name for name in vars(Game) if name.lstrip("_").startswith(SHOWN) or name == "live"] == []


@pytest.mark.parametrize("slug", sorted(playable()))
def test_every_playable_game_declares_its_sheet(slug: str) -> None:
    game = playable()[slug].example()
    spec = sheet_spec(game)
    assert isinstance(spec, SheetSpec) and spec is not PLAIN_SHEET
    facts = {f.key for f in game.facts(game.new_state())}
    for name in spec.columns:
        if name.startswith("fact:"):
            assert name[5:] in facts, (slug, name)
        else:
            assert game.entry_schema.field(name) is not None, (slug, name)
    assert len(spec.rows_for(game)) == spec.rows
    assert spec.row_height > 0


def test_les_heritiers_keep_the_sheet_of_demons() -> None:
    assert sheet_spec(load()["heritiers"]) is DEMONS_SHEET


def test_the_games_entered_live_are_besigue_and_frappe() -> None:
    pads = {slug: live_pad(cls.example()) for slug, cls in playable().items()}
    assert {slug: type(pad) for slug, pad in pads.items() if pad is not None} == {
        "besigue": BesiguePad, "frappe": FrappePad}
    for pad in pads.values():
        if pad is not None:  # the pad fills a list of the entry
            f = pad.game.entry_schema.field(pad.field)
            assert f is not None and isinstance(f.kind, ListOf)
