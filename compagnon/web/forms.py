"""A game's declared fields as form widgets, and the submitted form back
into the game's entry JSON.

Input names: a field's own (dotted) name, ``name@i`` for the i-th player
of a per-player field. Reading the form back:

* an empty optional input is omitted; a per-player field whose inputs are
  all empty is omitted;
* an unchecked checkbox is ``false`` (omitted inside a nested object, so
  an empty ``fault`` stays absent);
* a per-player multi becomes ``{player: [values]}`` for the players with a
  value;
* an integer that does not read as one is a field error, not an exception;
* dotted names build nested objects (``fault.player`` → ``{"fault": {"player": …}}``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from werkzeug.datastructures import MultiDict

from ..rules import Field, Game

#: Kinds the generic form draws; ``events`` is left to the game's template.
FORM_KINDS = frozenset({"player", "int", "bool", "choice", "multi"})


def input_name(f: Field, index: int | None = None) -> str:
    return f.name if index is None else f"{f.name}@{index}"


def html_id(name: str) -> str:
    return "f-" + re.sub(r"[^A-Za-z0-9_-]", "-", name)


@dataclass
class Input:
    """One HTML input (or group of radios/checkboxes sharing a name)."""

    name: str
    id: str
    label: str | None  # the player's name for per-player inputs
    value: str = ""
    values: list[str] = field(default_factory=list)


@dataclass
class Widget:
    field: Field
    id: str
    choices: tuple[tuple[str, str], ...]
    inputs: list[Input]
    error: str | None = None

    @property
    def kind(self) -> str:
        return self.field.kind

    @property
    def filled(self) -> bool:
        """Something was entered (or refused): a folded group opens."""
        return bool(self.error) or any(i.value or i.values for i in self.inputs)

    @property
    def radios(self) -> bool:
        """Few choices are drawn as big buttons, many as a select."""
        return len(self.choices) <= 6


def form_fields(game: Game[Any]) -> tuple[Field, ...]:
    return tuple(f for f in game.fields() if f.kind in FORM_KINDS)


def choices_of(game: Game[Any], f: Field) -> tuple[tuple[str, str], ...]:
    if f.kind == "player":
        allowed = {value for value, _ in f.choices} if f.choices else None
        return tuple((p, p) for p in game.players if allowed is None or p in allowed)
    if f.kind == "bool":
        return ()
    return tuple((str(v), str(label)) for v, label in f.choices)


# --------------------------------------------------------------------- entry → values


def _get_path(entry: Mapping[str, Any], dotted: str) -> Any:
    value: Any = entry
    for key in dotted.split("."):
        if not isinstance(value, Mapping) or key not in value:
            return None
        value = value[key]
    return value


def _set_path(entry: dict[str, Any], dotted: str, value: Any) -> None:
    keys = dotted.split(".")
    node = entry
    for key in keys[:-1]:
        child = node.get(key)
        if not isinstance(child, dict):
            child = node[key] = {}
        node = child
    node[keys[-1]] = value


def _as_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "on" if value else ""
    return str(value)


def entry_to_values(game: Game[Any], entry: Mapping[str, Any]) -> MultiDict[str, str]:
    """The form values showing a stored ``entry`` (for editing a deal)."""
    values: MultiDict[str, str] = MultiDict()
    for f in form_fields(game):
        raw = _get_path(entry, f.name)
        if raw is None:
            continue
        if f.per_player:
            if not isinstance(raw, Mapping):
                continue
            for i, player in enumerate(game.players):
                if player not in raw:
                    continue
                _put(values, input_name(f, i), f, raw[player])
        else:
            _put(values, input_name(f), f, raw)
    return values


def _put(values: MultiDict[str, str], name: str, f: Field, value: Any) -> None:
    if f.kind == "multi":
        for item in value if isinstance(value, (list, tuple)) else [value]:
            values.add(name, _as_text(item))
    elif f.kind == "bool":
        if value is True:
            values.add(name, "on")
    else:
        values.add(name, _as_text(value))


def defaults_for(game: Game[Any], dealer: str | None) -> MultiDict[str, str]:
    """The values a new deal's form starts with: the derived dealer and the
    declared defaults."""
    values: MultiDict[str, str] = MultiDict()
    for f in form_fields(game):
        if f.name == "dealer" and f.kind == "player" and dealer:
            values.add("dealer", dealer)
        elif f.default is not None and not f.per_player:
            _put(values, input_name(f), f, f.default)
    return values


# --------------------------------------------------------------------- values → entry


def parse_int(text: str) -> int | None:
    """``None`` when ``text`` is not a whole number ("12", "-5", "1 000")."""
    cleaned = re.sub(r"[\s\u00a0\u202f]", "", text).replace("−", "-")
    if not re.fullmatch(r"[+-]?\d{1,9}", cleaned):
        return None
    return int(cleaned)


def _read_one(f: Field, values: Mapping[str, Any] | MultiDict[str, str], name: str,
              who: str | None) -> tuple[bool, Any, str | None]:
    """(present, value, error) for one input."""
    if f.kind == "multi":
        items = [v.strip() for v in values.getlist(name) if v.strip()]  # type: ignore[union-attr]
        return bool(items), items, None
    if f.kind == "bool":
        return True, bool(values.get(name)), None
    raw = (values.get(name) or "").strip()
    if not raw:
        return False, None, None
    if f.kind == "int":
        number = parse_int(raw)
        if number is None:
            label = f"{f.label} ({who})" if who else f.label
            return False, None, f"{label} : nombre entier attendu, pas « {raw[:30]} »."
        return True, number, None
    return True, raw, None


def values_to_entry(game: Game[Any], values: MultiDict[str, str]) -> tuple[dict[str, Any], dict[str, str]]:
    """The entry JSON of a submitted form, and the errors of inputs that
    cannot be read at all (keyed by field name)."""
    entry: dict[str, Any] = {}
    errors: dict[str, str] = {}
    for f in form_fields(game):
        if f.per_player:
            given: dict[str, Any] = {}
            for i, player in enumerate(game.players):
                present, value, error = _read_one(f, values, input_name(f, i), player)
                if error:
                    errors.setdefault(f.name, error)
                if f.kind == "bool":
                    if value:
                        given[player] = True
                elif present:
                    given[player] = value
            if f.kind == "bool" and given:
                given = {p: p in given for p in game.players}
            if given:
                _set_path(entry, f.name, given)
        else:
            present, value, error = _read_one(f, values, input_name(f), None)
            if error:
                errors[f.name] = error
            elif f.kind == "bool":
                if value or "." not in f.name:
                    _set_path(entry, f.name, bool(value))
            elif present:
                _set_path(entry, f.name, value)
    return entry, errors


# --------------------------------------------------------------------- errors


def error_field(game: Game[Any], name: str | None, fields: Iterable[Field] | None = None) -> str | None:
    """The declared field an engine error names (``fault`` → ``fault.player``,
    ``cut.guess`` → ``cut.guess``, ``cut`` → ``cut.pile_count``), or None."""
    if not name:
        return None
    declared = list(fields if fields is not None else game.fields())
    for f in declared:
        if f.name == name:
            return f.name
    for f in declared:
        if f.name.startswith(name + "."):
            return f.name
    for f in declared:
        if name.startswith(f.name + "."):
            return f.name
    return None


def widgets(game: Game[Any], values: MultiDict[str, str], errors: Mapping[str, str]) -> list[Widget]:
    """The form's widgets, in the game's order, with their values and errors."""
    result = []
    for f in form_fields(game):
        if f.per_player:
            inputs = [Input(input_name(f, i), html_id(input_name(f, i)), player,
                            values.get(input_name(f, i)) or "", values.getlist(input_name(f, i)))
                      for i, player in enumerate(game.players)]
        else:
            inputs = [Input(f.name, html_id(f.name), None, values.get(f.name) or "", values.getlist(f.name))]
        result.append(Widget(f, html_id(f.name), choices_of(game, f), inputs, errors.get(f.name)))
    return result
