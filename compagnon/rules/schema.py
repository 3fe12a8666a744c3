"""The entry schema: one declaration per game, for reading, forms and JSON Schema.

A game declares the JSON of one deal entry (its spec's §3J) as a
:class:`Record` of :class:`Field` s, each with a :class:`Kind`:

* scalars: :class:`Int` (bounds, the upper one always given; step), :class:`Bool`, :class:`Choice`
  (typed values: strings or integers, each with a label), :class:`Text`
  (max length), :class:`Player` (one of the players, or of a subset
  computed from other values), :class:`CardKind` (the casebook's card
  notation, restricted to the game's deck);
* structures: :class:`ListOf` (min/max items), :class:`Record` (named
  fields), :class:`PlayerMap` (an object keyed by players: all of them or a
  subset computed from other values, complete or not), :class:`Tagged` (a
  record whose other fields depend on a tag such as ``kind``),
  :class:`OneOf` (alternatives told apart by their JSON type).

A field is required or optional (``null`` given for an optional field means
it is absent, at every level), may have a default, may be ``nullable``
(``null`` is then a value, not an absence), and may exist only ``when``
another field has some value: otherwise it is ignored, whatever it holds
(unless the field says it is read, or refused, there).
Conditions are declared (:class:`Is`, :class:`Given`, :class:`Null`,
:class:`Truthy`, :class:`Same`, :class:`Asked`, combined with :class:`Not`,
:class:`All`, :class:`AnyOf`), never computed, so the JSON Schema says them
too: each conditional field is an ``if``/``then`` of its record.

:func:`read` turns raw JSON into typed values (:class:`Values`, a dict of
every declared field) or raises :class:`~compagnon.rules.errors.DealError`
with **every** problem found, each naming its path (``bets[2].action``,
``trick_points.Bea``) in the order of the declaration. :func:`write` gives
the JSON back exactly as it came (keys not declared, or ignored, are kept
as they were). :func:`from_form` reads form data whose input names are
those paths; :func:`json_schema` exports a JSON Schema (draft 2020-12).

Labels are message ids: by default ``<game>.entry.<path>`` with list
indices and map keys left out (``demons.entry.bets.action``), falling back
on ``schema.label.<name>`` for names every game shares (``player``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Literal, Protocol

from .decks import Card, CardRefused, Deck, Suit, dump_card, read_card
from .errors import DealError, Problem
from .messages import Message, has, msg

__all__ = [
    "All", "AnyOf", "Asked", "At", "Bool", "CardKind", "Choice", "Cond", "Field", "Form", "Given", "Int", "Is",
    "Kind", "ListOf", "Not", "Null", "OneOf", "Player", "PlayerMap", "Reader", "Record", "Same", "Scope", "Tagged",
    "Text", "Truthy", "Values", "field_label", "from_form", "json_schema", "read", "suit_choice", "rank_choice",
    "write",
]

JSON = Any


class _Sentinel:
    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


#: what a kind returns after reporting a problem
INVALID: Any = _Sentinel("INVALID")
#: what a form gives for an input left empty
MISSING: Any = _Sentinel("MISSING")


# --------------------------------------------------------------------- where a value is

@dataclass(frozen=True)
class At:
    """Where a value sits: its ``path`` (``bets[2].action``), the declared
    names leading to it (``bets``, ``action``: they name its label) and the
    list positions and players on the way (shown to the player)."""

    path: str = ""
    parts: tuple[str, ...] = ()
    context: tuple[str | int, ...] = ()

    def key(self, name: str) -> At:
        return At(f"{self.path}.{name}" if self.path else name, self.parts + (name,), self.context)

    def index(self, i: int) -> At:
        return At(f"{self.path}[{i}]", self.parts, self.context + (i + 1,))

    def player(self, name: str) -> At:
        return At(f"{self.path}.{name}" if self.path else name, self.parts, self.context + (name,))

    def variant(self, value: Any) -> At:
        return At(self.path, self.parts + (str(value),), self.context)


def field_label(namespace: str, parts: Sequence[str], explicit: str | None = None,
                prefix: str = "entry") -> Message:
    """The label of a declared value: ``explicit`` when given, else
    ``<namespace>.<prefix>.<parts>`` (prefix ``entry``, or ``option`` for
    house rules), then the same without a tagged variant's name, then
    ``schema.label.<last part>``."""
    if explicit:
        return msg(explicit)
    if not parts:
        return msg("schema.label.entry")
    candidates = [".".join(parts)]
    if len(parts) > 2:
        candidates.append(".".join([*parts[:-2], parts[-1]]))
    for candidate in candidates:
        if has(f"{namespace}.{prefix}.{candidate}"):
            return msg(f"{namespace}.{prefix}.{candidate}")
    if has(f"{prefix}.label.{parts[-1]}"):  # the referee's shared labels (``referee.label.plays``)
        return msg(f"{prefix}.label.{parts[-1]}")
    if has(f"schema.label.{parts[-1]}"):
        return msg(f"schema.label.{parts[-1]}")
    return msg("schema.label.raw", name=parts[-1])


def _where(namespace: str, at: At, explicit: str | None = None, prefix: str = "entry") -> Message:
    label = field_label(namespace, at.parts, explicit, prefix)
    if not at.context:
        return label
    shown = [msg("schema.where.item", n=c) if isinstance(c, int) else c for c in at.context]
    return msg("schema.where", label=label, context=shown)


# --------------------------------------------------------------------- reading

class Scope:
    """What a computed part of the schema (keys of a map, the players a
    field accepts, a condition) may look at: the values read so far, from
    the innermost record out, the players and the game."""

    def __init__(self, reader: Reader) -> None:
        self._reader = reader

    @property
    def players(self) -> tuple[str, ...]:
        return self._reader.players

    @property
    def game(self) -> Any:
        return self._reader.game

    @property
    def state(self) -> Any:
        """The game's state before the deal, or None when the entry is read
        on its own (then the checks that need it are skipped)."""
        return self._reader.state

    @property
    def raw(self) -> Mapping[str, Any]:
        """The raw JSON of the record being read, as given (for the rules
        that look at a field before it is read, or at what was left out)."""
        return self._reader.raws[-1] if self._reader.raws else {}

    def given(self, name: str) -> bool:
        """Whether the record being read has ``name`` with a value (not null)."""
        return self.raw.get(name) is not None

    def refuse(self, message: Message, rule: str | None = None, at: str | None = None,
               under: str | None = None) -> None:
        """Report a problem about the field being checked, or about ``at``: a
        path relative to the record being read (``"taker"``, ``"trick_points.Bea"``).
        ``under``: the field of this record whose place in the order of the
        refusals the problem takes (when a check can only run after a later
        field was read, but the spec's table lists its refusal earlier)."""
        record_at, name, own_rule = self._reader.checking[-1]
        path = record_at.path
        target = at if at is not None else name
        full = f"{path}.{target}" if path else target
        reader = self._reader
        saved = reader.key
        if under is not None and reader.records:
            base, record = reader.records[-1]
            names = record.names
            if under in names:
                reader.key = base + (names.index(under), 1 << 30)  # after that field's own problems
        try:
            reader.add(Problem(full, message, rule if rule is not None else own_rule))
        finally:
            reader.key = saved

    def get(self, name: str, default: Any = None) -> Any:
        for values in reversed(self._reader.scopes):
            if name in values:
                value = values[name]
                return default if value is INVALID else value
        return default

    def invalid(self, name: str) -> bool:
        """Whether ``name`` was read and refused (what depends on it is then not checked)."""
        for values in reversed(self._reader.scopes):
            if name in values:
                return values[name] is INVALID
        return False

    def __getitem__(self, name: str) -> Any:
        return self.get(name)


class Reader:
    """One reading of an input: the game's namespace and players, and the
    problems found so far."""

    def __init__(self, namespace: str, players: Sequence[str], game: Any = None, prefix: str = "entry",
                 state: Any = None) -> None:
        self.namespace = namespace
        self.prefix = prefix
        self.players = tuple(players)
        self.game = game
        self.state = state
        self._found: list[tuple[tuple[int, ...], int, Problem]] = []
        self.scopes: list[dict[str, Any]] = []
        self.raws: list[Mapping[str, Any]] = []
        self.records: list[tuple[tuple[int, ...], Record]] = []
        self.checking: list[tuple[At, str, str | None]] = []
        #: the declared position of the field being read (and of its records):
        #: problems are reported in that order, the order of the spec's refusals
        self.key: tuple[int, ...] = ()
        self.scope = Scope(self)

    @property
    def problems(self) -> list[Problem]:
        return [p for _, _, p in sorted(self._found, key=lambda found: (found[0], found[1]))]

    def add(self, problem: Problem) -> None:
        self._found.append((self.key, len(self._found), problem))

    def problem(self, at: At, code: str, rule: str | None = None, label: str | None = None,
                **params: Any) -> Any:
        """Report ``schema.<code>`` about the value at ``at``; returns INVALID."""
        self.add(Problem(at.path, msg(f"schema.{code}", what=_where(self.namespace, at, label, self.prefix),
                                      **params), rule))
        return INVALID

    def refuse(self, at: At, message: Message, rule: str | None = None) -> Any:
        self.add(Problem(at.path, message, rule))
        return INVALID


class FormData(Protocol):
    def getlist(self, key: str) -> list[str]: ...


class Form:
    """Submitted form data, as pairs of input name and value."""

    def __init__(self, pairs: Iterable[tuple[str, str]] = ()) -> None:
        self._data: dict[str, list[str]] = {}
        for name, value in pairs:
            self._data.setdefault(name, []).append(value)

    @classmethod
    def of(cls, data: Mapping[str, Any]) -> Form:
        """From a plain dict of name → value (or list of values)."""
        pairs: list[tuple[str, str]] = []
        for name, value in data.items():
            for item in value if isinstance(value, list) else [value]:
                pairs.append((name, str(item)))
        return cls(pairs)

    def getlist(self, key: str) -> list[str]:
        return list(self._data.get(key, []))

    def get(self, key: str) -> str:
        """The last non-empty value of ``key`` (stripped), or ``""``."""
        values = [v.strip() for v in self._data.get(key, []) if v.strip()]
        return values[-1] if values else ""

    def names(self) -> list[str]:
        return list(self._data)

    def items(self) -> list[tuple[str, str]]:
        return [(k, v) for k, vs in self._data.items() for v in vs]


# --------------------------------------------------------------------- conditions

class Cond:
    """A condition on the values of the enclosing records, declared so that
    it is exported as JSON Schema too (the ``if`` of the field it governs).

    A name may be a path into a record field (``defi.conceded_by``): the
    condition then looks inside that field's value, as read."""

    fields: tuple[str, ...] = ()

    def test(self, scope: Scope) -> bool:
        raise NotImplementedError

    def json(self, record: Record, players: Sequence[str] | None = None) -> JSON | None:
        """The JSON Schema that holds exactly when the condition does on the
        entry as given, or None where no JSON Schema can say it (without the
        players' names, two fields cannot be compared)."""
        return None


def _default_of(record: Record | None, name: str) -> Any:
    f = record.field(name) if record is not None else None
    return f.default if f is not None else None


def _top(path: str) -> str:
    return path.partition(".")[0]


def _value_at(scope: Scope, path: str) -> Any:
    """The value at ``path`` as read (None when a record on the way is absent)."""
    top, *inside = path.split(".")
    value = scope.get(top)
    for name in inside:
        if value is None:
            return None
        value = value[name]
    return value


def _absent(name: str) -> JSON:
    return {"anyOf": [{"not": {"required": [name]}},
                      {"properties": {name: {"type": "null"}}, "required": [name]}]}


def _on(record: Record | None, path: str, leaf: Callable[[Record | None, str], JSON], absent: bool) -> JSON:
    """The JSON Schema of a condition on the value at ``path``: ``leaf``
    says it of the last name, in its record; ``absent``: whether it holds
    where a record on the way is absent (its value is then None)."""
    top, _, inside = path.partition(".")
    if not inside:
        return leaf(record, top)
    f = record.field(top) if record is not None else None
    sub = f.kind if f is not None and isinstance(f.kind, Record) else None
    given = {"required": [top], "properties": {top: {"allOf": [{"type": "object"}, _on(sub, inside, leaf, absent)]}}}
    return {"anyOf": [given, _absent(top)]} if absent else given


@dataclass(frozen=True)
class Is(Cond):
    """``name`` is one of ``values`` (its default when absent)."""

    name: str
    values: tuple[Any, ...]

    def __init__(self, name: str, *values: Any) -> None:
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "values", values)

    @property
    def fields(self) -> tuple[str, ...]:  # type: ignore[override]
        return (_top(self.name),)

    def test(self, scope: Scope) -> bool:
        value = _value_at(scope, self.name)
        return any(_same(value, v) for v in self.values)

    def json(self, record: Record, players: Sequence[str] | None = None) -> JSON | None:
        def leaf(inner: Record | None, name: str) -> JSON:
            given = {"required": [name], "properties": {name: {"enum": [_plain(v) for v in self.values]}}}
            default = _default_of(inner, name)
            if any(_same(default, v) for v in self.values):
                return {"anyOf": [given, _absent(name)]}
            return given
        return _on(record, self.name, leaf, any(v is None for v in self.values))


@dataclass(frozen=True)
class Given(Cond):
    """``name`` is present and not null."""

    name: str

    @property
    def fields(self) -> tuple[str, ...]:  # type: ignore[override]
        return (_top(self.name),)

    def test(self, scope: Scope) -> bool:
        return _value_at(scope, self.name) is not None

    def json(self, record: Record, players: Sequence[str] | None = None) -> JSON | None:
        return _on(record, self.name,
                   lambda _, name: {"required": [name], "properties": {name: {"not": {"type": "null"}}}}, False)


@dataclass(frozen=True)
class Null(Cond):
    """``name`` is given as null: for a nullable field, a value (« no
    winner »), not an absence."""

    name: str

    @property
    def fields(self) -> tuple[str, ...]:  # type: ignore[override]
        return (self.name,)

    def test(self, scope: Scope) -> bool:
        return self.name in scope.raw and scope.get(self.name) is None

    def json(self, record: Record, players: Sequence[str] | None = None) -> JSON | None:
        return {"required": [self.name], "properties": {self.name: {"type": "null"}}}


@dataclass(frozen=True)
class Truthy(Cond):
    """``name`` is true (a boolean field), or a non-empty list or object."""

    name: str

    @property
    def fields(self) -> tuple[str, ...]:  # type: ignore[override]
        return (self.name,)

    def test(self, scope: Scope) -> bool:
        return bool(scope.get(self.name))

    def json(self, record: Record, players: Sequence[str] | None = None) -> JSON | None:
        f = record.field(self.name)
        if f is not None and isinstance(f.kind, Bool):
            return {"required": [self.name], "properties": {self.name: {"const": True}}}
        return None


@dataclass(frozen=True)
class Same(Cond):
    """The values at ``first`` and ``second`` are equal (``fault.player``
    and ``taker``: the taker is at fault). JSON Schema compares a value
    with constants only: it is said with the players' names, one by one."""

    first: str
    second: str

    @property
    def fields(self) -> tuple[str, ...]:  # type: ignore[override]
        return (_top(self.first), _top(self.second))

    def test(self, scope: Scope) -> bool:
        return bool(_value_at(scope, self.first) == _value_at(scope, self.second))

    def json(self, record: Record, players: Sequence[str] | None = None) -> JSON | None:
        if not players:
            return None
        return {"anyOf": [{"allOf": [Is(self.first, p).json(record), Is(self.second, p).json(record)]}
                          for p in players]}


@dataclass(frozen=True)
class Asked(Cond):
    """``name`` is asked for where the house rule ``option`` is in force (or
    where the game is not known, or does not have that rule); given anyway,
    it is read, and refused as always. So, for JSON Schema, the field is
    read exactly when it is given: left out, there is nothing to constrain."""

    name: str
    option: str

    def test(self, scope: Scope) -> bool:
        game = scope.game
        return game is None or bool(game.options.get(self.option, True)) or self.holds(scope)

    def holds(self, scope: Scope) -> bool:
        """Whether the field holds something."""
        return scope.given(self.name)

    def json(self, record: Record, players: Sequence[str] | None = None) -> JSON | None:
        return Given(self.name).json(record, players)


@dataclass(frozen=True)
class Not(Cond):
    inner: Cond

    @property
    def fields(self) -> tuple[str, ...]:  # type: ignore[override]
        return self.inner.fields

    def test(self, scope: Scope) -> bool:
        return not self.inner.test(scope)

    def json(self, record: Record, players: Sequence[str] | None = None) -> JSON | None:
        inner = self.inner.json(record, players)
        return None if inner is None else {"not": inner}


@dataclass(frozen=True)
class All(Cond):
    conds: tuple[Cond, ...]

    def __init__(self, *conds: Cond) -> None:
        object.__setattr__(self, "conds", conds)

    @property
    def fields(self) -> tuple[str, ...]:  # type: ignore[override]
        return tuple(f for c in self.conds for f in c.fields)

    def test(self, scope: Scope) -> bool:
        return all(c.test(scope) for c in self.conds)

    def json(self, record: Record, players: Sequence[str] | None = None) -> JSON | None:
        parts = [c.json(record, players) for c in self.conds]
        return None if any(p is None for p in parts) else {"allOf": parts}


@dataclass(frozen=True)
class AnyOf(Cond):
    conds: tuple[Cond, ...]

    def __init__(self, *conds: Cond) -> None:
        object.__setattr__(self, "conds", conds)

    @property
    def fields(self) -> tuple[str, ...]:  # type: ignore[override]
        return tuple(f for c in self.conds for f in c.fields)

    def test(self, scope: Scope) -> bool:
        return any(c.test(scope) for c in self.conds)

    def json(self, record: Record, players: Sequence[str] | None = None) -> JSON | None:
        parts = [c.json(record, players) for c in self.conds]
        return None if any(p is None for p in parts) else {"anyOf": parts}


def _same(a: Any, b: Any) -> bool:
    """Equal and of the same JSON type (``1`` is not ``True``)."""
    return a == b and isinstance(a, bool) == isinstance(b, bool)


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, Suit) else value


# --------------------------------------------------------------------- kinds

class Kind:
    """What a value is. Subclasses read raw JSON, write it back, describe
    themselves as JSON Schema and read their form inputs."""

    #: the JSON types this kind reads (for :class:`OneOf`)
    json_types: ClassVar[frozenset[str]] = frozenset()

    def read(self, raw: JSON, at: At, r: Reader) -> Any:
        raise NotImplementedError

    def dump(self, value: Any) -> JSON:
        return value

    def schema(self, players: Sequence[str] | None) -> JSON:
        raise NotImplementedError

    def from_form(self, form: FormData, name: str, at: At, r: Reader) -> JSON:
        """The raw JSON of this value's inputs, MISSING when all are empty."""
        values = [v.strip() for v in form.getlist(name) if v.strip()]
        return values[-1] if values else MISSING

    def to_form(self, raw: JSON, name: str, out: dict[str, list[str]]) -> None:
        if raw is not None:
            out.setdefault(name, []).append(str(raw))


def _json_type(raw: Any) -> str:
    if raw is None:
        return "null"
    if isinstance(raw, bool):
        return "boolean"
    if isinstance(raw, int):
        return "integer"
    if isinstance(raw, float):
        return "number"
    if isinstance(raw, str):
        return "string"
    if isinstance(raw, Mapping):
        return "object"
    if isinstance(raw, (list, tuple)):
        return "array"
    return "unknown"


_INT_TEXT = re.compile(r"[+-]?\d{1,15}")


#: the most characters a number typed in a form may have: the sign and the digits of 2^53
_INT_DIGITS = 17


def parse_int(text: str) -> int | None:
    """A whole number as people type it (« 1 000 », « −5 »), or None."""
    cleaned = re.sub(r"[\s\u00a0\u202f]", "", text).replace("−", "-")
    if len(cleaned) > _INT_DIGITS:  # no rule counts that far (and Python reads no more than 4,300 digits)
        return None
    return int(cleaned) if _INT_TEXT.fullmatch(cleaned) else None


@dataclass(frozen=True)
class Int(Kind):
    """A JSON integer (not ``true``, not ``"3"``, not ``3.0``), within bounds.

    ``max`` is required: an unbounded number would let one entry grow a
    total past what a page can print; each game says what its rules allow."""

    min: int | None
    max: int
    step: int | None = None
    json_types: ClassVar[frozenset[str]] = frozenset({"integer"})

    def read(self, raw: JSON, at: At, r: Reader) -> Any:
        if isinstance(raw, bool) or not isinstance(raw, int):
            return r.problem(at, "int.type")
        if self.min is not None and raw < self.min:
            return r.problem(at, "int.min" if self.max is None else "int.range", min=self.min, max=self.max)
        if self.max is not None and raw > self.max:
            return r.problem(at, "int.max" if self.min is None else "int.range", min=self.min, max=self.max)
        if self.step and (raw - (self.min or 0)) % self.step:
            return r.problem(at, "int.step", step=self.step)
        return raw

    def schema(self, players: Sequence[str] | None) -> JSON:
        s: dict[str, Any] = {"type": "integer"}
        if self.min is not None:
            s["minimum"] = self.min
        if self.max is not None:
            s["maximum"] = self.max
        if self.step and not (self.min or 0) % self.step:
            s["multipleOf"] = self.step
        return s

    def from_form(self, form: FormData, name: str, at: At, r: Reader) -> JSON:
        text = super().from_form(form, name, at, r)
        if text is MISSING:
            return MISSING
        number = parse_int(text)
        if number is None:
            r.problem(at, "form.int", text=text[:20])
            return MISSING
        return number


@dataclass(frozen=True)
class Bool(Kind):
    """``true`` or ``false`` only."""

    json_types: ClassVar[frozenset[str]] = frozenset({"boolean"})

    def read(self, raw: JSON, at: At, r: Reader) -> Any:
        if not isinstance(raw, bool):
            return r.problem(at, "bool.type")
        return raw

    def schema(self, players: Sequence[str] | None) -> JSON:
        return {"type": "boolean"}

    # a checkbox sends "on" when ticked and nothing otherwise (absent: the
    # default applies); a yes/no choice sends "true" or "false"
    def from_form(self, form: FormData, name: str, at: At, r: Reader) -> JSON:
        values = [v.strip().lower() for v in form.getlist(name) if v.strip()]
        if not values:
            return MISSING
        if values[-1] in ("on", "1", "true", "oui", "yes"):
            return True
        if values[-1] in ("false", "0", "non", "no"):
            return False
        return MISSING

    def to_form(self, raw: JSON, name: str, out: dict[str, list[str]]) -> None:
        if isinstance(raw, bool):
            out.setdefault(name, []).append("on" if raw else "false")


@dataclass(frozen=True)
class Choice(Kind):
    """One of ``values`` (strings or integers, compared with their JSON type).

    ``labels`` is the message id prefix of the values' labels
    (``<labels>.<value>``); by default the field's own label id.
    """

    values: tuple[Any, ...]
    labels: str | None = None
    #: values read all the same, so that the field's own check refuses them
    #: with the message its spec gives, but never valid: a form does not
    #: offer them and the JSON Schema leaves them out (clubs as the trump of
    #: Démons punisseurs, §4)
    refused: tuple[Any, ...] = ()

    @property
    def offered(self) -> tuple[Any, ...]:
        """The values a form offers: all but the ``refused`` ones."""
        return tuple(v for v in self.values if v not in self.refused)

    @property
    def json_types(self) -> frozenset[str]:  # type: ignore[override]
        return frozenset(_json_type(v) for v in self.values)

    def read(self, raw: JSON, at: At, r: Reader) -> Any:
        if type(raw) in (str, int):
            for value in self.values:
                if _same(raw, _plain(value)):
                    return value
        return r.problem(at, "choice.unknown", value=_shown(raw), choices=[_plain(v) for v in self.values])

    def dump(self, value: Any) -> JSON:
        return _plain(value)

    def schema(self, players: Sequence[str] | None) -> JSON:
        return {"enum": [_plain(v) for v in self.offered]}

    def from_form(self, form: FormData, name: str, at: At, r: Reader) -> JSON:
        text = super().from_form(form, name, at, r)
        if text is MISSING:
            return MISSING
        for value in self.values:
            if str(_plain(value)) == text:
                return _plain(value)
        return text

    def label(self, namespace: str, parts: Sequence[str], value: Any, prefix: str = "entry") -> Message:
        """The label of one value (``prefix``: ``entry``, or ``option`` for a house rule)."""
        key = str(_plain(value))
        if self.labels and has(f"{self.labels}.{key}"):
            return msg(f"{self.labels}.{key}")
        own = f"{namespace}.{prefix}.{'.'.join(parts)}.{key}"
        if has(own):
            return msg(own)
        if has(f"schema.value.{key}"):
            return msg(f"schema.value.{key}")
        return msg("schema.label.raw", name=key)


def _shown(raw: Any) -> str:
    text = raw if isinstance(raw, str) else repr(raw)
    return text[:30]


def suit_choice(*suits: Suit) -> Choice:
    """A suit, read as :class:`Suit` (all four unless narrowed)."""
    return Choice(tuple(suits or (Suit.PIQUE, Suit.COEUR, Suit.CARREAU, Suit.TREFLE)), labels="cards.suit")


def rank_choice(*ranks: str) -> Choice:
    """A rank alone, as a string (``"R"``, ``"10"``)."""
    return Choice(tuple(ranks), labels="cards.rank")


@dataclass(frozen=True)
class Text(Kind):
    """A string of at most ``max_length`` characters (valid Unicode)."""

    max_length: int = 200
    json_types: ClassVar[frozenset[str]] = frozenset({"string"})

    def read(self, raw: JSON, at: At, r: Reader) -> Any:
        if not isinstance(raw, str):
            return r.problem(at, "text.type")
        if len(raw) > self.max_length:
            return r.problem(at, "text.long", max=self.max_length)
        try:
            raw.encode("utf-8")
        except UnicodeEncodeError:
            return r.problem(at, "text.unicode")
        return raw

    def schema(self, players: Sequence[str] | None) -> JSON:
        return {"type": "string", "maxLength": self.max_length}


@dataclass(frozen=True)
class Player(Kind):
    """A player's name. ``among`` narrows who may be named (computed from
    the values read so far; ``needs`` lists the fields it looks at)."""

    among: Callable[[Scope], Iterable[str] | None] | None = None
    json_types: ClassVar[frozenset[str]] = frozenset({"string"})

    def read(self, raw: JSON, at: At, r: Reader) -> Any:
        if not isinstance(raw, str) or raw not in r.players:
            return r.problem(at, "player.unknown", value=_shown(raw), players=list(r.players))
        if self.among is not None:
            allowed = self.among(r.scope)
            if allowed is not None and raw not in set(allowed):
                return r.problem(at, "player.not_allowed", value=raw, players=list(allowed))
        return raw

    def schema(self, players: Sequence[str] | None) -> JSON:
        return {"enum": list(players)} if players else {"type": "string"}


@dataclass(frozen=True)
class CardKind(Kind):
    """A card of ``deck`` in the casebook notation; ``ranks`` narrows the
    suit ranks, ``specials=False`` refuses trumps, the Excuse and jokers."""

    deck: Deck
    ranks: tuple[str, ...] | None = None
    specials: bool = True
    #: the only cards that can be meant, when the spec's JSON takes any card
    #: of the deck and the field's own check refuses the others with its
    #: message (Reversis: only the Aces and the Quinola have events, §3J.3):
    #: a form offers just these, and the JSON Schema accepts just these
    only: tuple[Card, ...] | None = None

    @property
    def json_types(self) -> frozenset[str]:  # type: ignore[override]
        types = {"object"}
        if self.specials and (self.deck.jokers or self.deck.excuse):
            types.add("string")
        if self.specials and self.deck.trumps:
            types.add("integer")
        return frozenset(types)

    def read(self, raw: JSON, at: At, r: Reader) -> Any:
        try:
            return read_card(raw, self.deck, ranks=self.ranks, specials=self.specials)
        except CardRefused as refused:
            return r.problem(at, "card", reason=msg(refused.reason, **refused.params))

    def dump(self, value: Any) -> JSON:
        return dump_card(value)

    def suit_ranks(self) -> tuple[str, ...]:
        ranks = self.deck.all_ranks
        return tuple(x for x in ranks if self.ranks is None or x in self.ranks)

    def schema(self, players: Sequence[str] | None) -> JSON:
        if self.only is not None:
            return {"enum": [dump_card(c) for c in self.only]}
        options: list[JSON] = [{
            "type": "object",
            "properties": {"rank": {"enum": list(self.suit_ranks())},
                           "suit": {"enum": [s.value for s in self.deck.suits]}},
            "required": ["rank", "suit"], "additionalProperties": False}]
        if self.specials:
            words = ([s for s, on in (("joker", self.deck.jokers), ("excuse", self.deck.excuse)) if on])
            if words:
                options.append({"enum": words})
            if self.deck.trumps:
                options.append({"type": "integer", "minimum": 1, "maximum": self.deck.trumps})
        return options[0] if len(options) == 1 else {"anyOf": options}

    # a card is one tap on a grid: its code at ``name`` (:func:`card_code`);
    # a suit (or atout / excuse / joker) and a rank are read too
    def from_form(self, form: FormData, name: str, at: At, r: Reader) -> JSON:
        code = _last(form, name)
        if code:
            card = card_from_code(code)
            return code if card is None else card
        suit = _last(form, f"{name}.suit")
        rank = _last(form, f"{name}.rank")
        if not suit and not rank:
            return MISSING
        if suit in ("joker", "excuse"):
            return suit
        if suit == "atout":
            number = parse_int(rank)
            return number if number is not None else rank
        return {"rank": rank, "suit": suit}

    def to_form(self, raw: JSON, name: str, out: dict[str, list[str]]) -> None:
        code = card_code(raw)
        if code is not None:
            out.setdefault(name, []).append(code)


def card_code(raw: Any) -> str | None:
    """A card in the casebook notation as one form value: ``R:pique``,
    ``joker``, ``excuse``, ``atout:13``."""
    if isinstance(raw, str):
        return raw
    if isinstance(raw, int) and not isinstance(raw, bool):
        return f"atout:{raw}"
    if isinstance(raw, Mapping) and isinstance(raw.get("rank"), str) and isinstance(raw.get("suit"), str):
        return f"{raw['rank']}:{raw['suit']}"
    return None


def card_from_code(code: str) -> JSON | None:
    """The casebook notation of a form's card code (see :func:`card_code`)."""
    if code in ("joker", "excuse"):
        return code
    rank, _, suit = code.partition(":")
    if rank == "atout":
        number = parse_int(suit)
        return number
    if rank and suit:
        return {"rank": rank[:3], "suit": suit[:10]}
    return None


def _last(form: FormData, name: str) -> str:
    values = [v.strip() for v in form.getlist(name) if v.strip()]
    return values[-1] if values else ""


@dataclass(frozen=True)
class ListOf(Kind):
    """A list of ``item`` s, in order, with ``min``..``max`` items."""

    item: Kind
    min: int = 0
    max: int | None = None
    #: False when the order of the items means nothing (a set of cards: an
    #: écart, a hand): a form shows the deck to tick instead of rows
    ordered: bool = True
    #: True when the same choice may come more than once (a counter at 6
    #: cards, twice): a form draws a row per item instead of boxes to tick
    repeats: bool = False
    #: the field of each item naming whose turn it is, when the items go
    #: round the table from the first to speak (bids): a new deal's form
    #: draws a row for each player, that field filled in speaking order
    turns: str | None = None
    json_types: ClassVar[frozenset[str]] = frozenset({"array"})

    def read(self, raw: JSON, at: At, r: Reader) -> Any:
        if not isinstance(raw, list):
            return r.problem(at, "list.type")
        if len(raw) < self.min:
            return r.problem(at, "list.min", min=self.min)
        if self.max is not None and len(raw) > self.max:
            return r.problem(at, "list.max", max=self.max)
        items = []
        ok = True
        base = r.key
        for i, item in enumerate(raw):
            where = at.index(i)
            r.key = base + (i,)
            if item is None:
                value = r.problem(where, "list.null")
            else:
                value = self.item.read(item, where, r)
            ok = ok and value is not INVALID
            items.append(value)
        r.key = base
        return tuple(items) if ok else INVALID

    def dump(self, value: Any) -> JSON:
        return [self.item.dump(v) for v in value]

    def schema(self, players: Sequence[str] | None) -> JSON:
        s: dict[str, Any] = {"type": "array", "items": self.item.schema(players)}
        if self.min:
            s["minItems"] = self.min
        if self.max is not None:
            s["maxItems"] = self.max
        return s

    # rows are ``name[0]``, ``name[1]``…; ``name#`` says how many were drawn
    def rows(self, form: FormData, name: str) -> int:
        counts = [parse_int(v) for v in form.getlist(f"{name}#")]
        drawn = max([c for c in counts if c is not None] or [0])
        return max(0, min(drawn, self.max if self.max is not None else 60, 60))

    @property
    def multi(self) -> bool:
        """A list of choices (or players) is a set of boxes to tick, not rows."""
        return isinstance(self.item, (Choice, Player)) and not self.repeats

    @property
    def card_grid(self) -> bool:
        """A list of cards is ticked on the deck, copies included, in the
        order ticked when the order means something (``ordered``)."""
        return isinstance(self.item, CardKind)

    def from_form(self, form: FormData, name: str, at: At, r: Reader) -> JSON:
        if self.card_grid:
            cards = [card_from_code(v.strip()) for v in form.getlist(name) if v.strip()]
            return [c for c in cards if c is not None] or MISSING
        if self.multi:
            ticked = [v.strip() for v in form.getlist(name) if v.strip()]
            if isinstance(self.item, Choice):
                return [next((_plain(c) for c in self.item.values if str(_plain(c)) == v), v) for v in ticked] \
                    or MISSING
            return ticked or MISSING
        items: list[Any] = []
        for i in range(self.rows(form, name)):
            value = self.item.from_form(form, f"{name}[{i}]", at.index(len(items)), r)
            if self.turns is not None and isinstance(value, Mapping) and set(value) <= {self.turns}:
                continue  # a turn the form filled in, where nothing was said: no row
            if value is not MISSING:
                items.append(value)
        return items if items else MISSING

    def to_form(self, raw: JSON, name: str, out: dict[str, list[str]]) -> None:
        if not isinstance(raw, list):
            return
        if self.card_grid:
            out.setdefault(name, []).extend(code for code in (card_code(v) for v in raw) if code)
            return
        if self.multi:
            out.setdefault(name, []).extend(str(_plain(v)) for v in raw if v is not None)
            return
        out[f"{name}#"] = [str(len(raw))]
        for i, item in enumerate(raw):
            self.item.to_form(item, f"{name}[{i}]", out)


@dataclass(frozen=True)
class Field:
    """A named value of a record.

    ``required``: the key must be there and not null (with ``nullable``,
    null is then a value). An optional field left out or null takes its
    ``default``. ``when``: the field exists only when the condition holds;
    otherwise what it holds is ``outside``: ``ignored`` (whatever it holds),
    ``read`` (a value of the wrong kind is refused, a right one is not used:
    Reversis' tricks 10 and 11 name a player even without a Reversis) or
    ``refused`` (the spec marks the field « no » there, and its refusals say
    « breaking a rule of 3J.2 »: Caisse's round-2 calls in a round-1 game).
    ``needs``: fields a computed
    part of its kind looks at, read before it. ``label`` / ``help``: message
    ids, by default ``<game>.entry.<path>`` and the same + ``.help``.
    ``group``: ``main`` for what every deal needs, ``more`` for what is rare
    (the form folds it). ``rule``: the article, given with its refusals.
    ``checks``: the rules that span several fields, run in order once the
    field is read (given or defaulted, and not refused); each looks at the
    values read so far and the state (``scope.state``, None when the entry
    is read on its own) and reports with ``scope.refuse``. A check is
    placed on the field after which the spec's table of refusals lists it.
    """

    name: str
    kind: Kind
    required: bool = False
    default: Any = None
    nullable: bool = False
    when: Cond | None = None
    outside: Literal["ignored", "read", "refused"] = "ignored"
    needs: tuple[str, ...] = ()
    label: str | None = None
    help: str | None = None
    group: str = "main"
    rule: str | None = None
    checks: tuple[Callable[[Scope, Any], None], ...] = ()
    #: a choice the rules tell from another field of the record when some fields hold some values (form
    #: values: Reversis' winner is the player of a forced Ace): (that field, {field: values}). A phone's form
    #: chooses it so, in sight, until the table chooses; the entry is read as ever
    same_as: tuple[str, Mapping[str, tuple[str, ...]]] | None = None


class Values(dict[str, Any]):
    """A record as read: every declared field (its value, its default, or
    None), plus what writing it back needs (the keys as given, and the raw
    values of keys that were not read: unknown, ignored or null)."""

    __slots__ = ("order", "kept")

    def __init__(self, data: Mapping[str, Any] | None = None, order: Sequence[str] = (),
                 kept: Mapping[str, Any] | None = None) -> None:
        super().__init__(data or {})
        self.order: tuple[str, ...] = tuple(order)
        self.kept: dict[str, Any] = dict(kept or {})

    def given(self, name: str) -> bool:
        """Whether the input had ``name`` with a value (not null, not ignored)."""
        return name in self.order and name not in self.kept


@dataclass(frozen=True)
class Record(Kind):
    """An object with named fields. Keys not declared are ignored (and kept
    for writing back), unless ``strict`` (a set-up's options) or ``closed``
    (an object keyed by something other than players, Démons punisseurs'
    objectives: a misspelt key would silently drop what it holds; refused
    naming the object)."""

    fields: tuple[Field, ...]
    strict: bool = False
    closed: bool = False
    #: the order a form shows the fields in, when it is not the order they
    #: are read and refused in (the spec's table of refusals)
    form_order: tuple[str, ...] = ()
    json_types: ClassVar[frozenset[str]] = frozenset({"object"})

    def __post_init__(self) -> None:
        names = [f.name for f in self.fields]
        if len(names) != len(set(names)):
            raise ValueError(f"duplicate field names in {names}")
        if self.form_order and sorted(self.form_order) != sorted(names):
            raise ValueError(f"form_order {self.form_order} does not list exactly {names}")
        # each field's place, found by name (comparing the fields themselves is slow)
        object.__setattr__(self, "_places", {name: i for i, name in enumerate(names)})

    @property
    def shown(self) -> tuple[Field, ...]:
        """The fields in the order a form shows them."""
        if not self.form_order:
            return self.fields
        by_name = {f.name: f for f in self.fields}
        return tuple(by_name[n] for n in self.form_order)

    def field(self, name: str) -> Field | None:
        for f in self.fields:
            if f.name == name:
                return f
        return None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.fields)

    def read(self, raw: JSON, at: At, r: Reader) -> Any:
        if not isinstance(raw, Mapping):
            return r.problem(at, "record.type")
        values: dict[str, Any] = {}
        kept: dict[str, Any] = {}
        by_name = {f.name: f for f in self.fields}
        if self.strict:
            for key in raw:
                if key not in by_name:
                    r.problem(at.key(str(key)), "record.unknown", key=_shown(key))
        elif self.closed:
            unknown = [_shown(key) for key in raw if key not in by_name]
            if unknown:
                r.problem(at, "record.unknown_key", key=unknown[0], keys=list(by_name))
        r.scopes.append(values)
        r.raws.append(raw)
        base = r.key
        r.records.append((base, self))
        try:
            for f in self.fields:
                self._read_field(f, raw, at, r, values, kept, by_name, base)
        finally:
            r.scopes.pop()
            r.raws.pop()
            r.records.pop()
            r.key = base
        for key, value in raw.items():
            if key not in by_name:
                kept[key] = value
        result = Values(values, list(raw), kept)
        failed = any(v is INVALID for v in values.values())
        return INVALID if failed else result

    def _read_field(self, f: Field, raw: Mapping[str, Any], at: At, r: Reader, values: dict[str, Any],
                    kept: dict[str, Any], by_name: Mapping[str, Field], base: tuple[int, ...]) -> None:
        if f.name in values:
            return
        values[f.name] = None  # guards a cycle of conditions
        deps = (f.when.fields if f.when is not None else ()) + f.needs
        for dep in deps:
            if dep in by_name and dep != f.name:
                self._read_field(by_name[dep], raw, at, r, values, kept, by_name, base)
        place: int = self._places[f.name]  # type: ignore[attr-defined]
        r.key = base + (place,)
        active = self._read_value(f, raw, at, r, values, kept, by_name)
        if active and f.checks and values[f.name] is not INVALID:
            r.key = base + (place,)
            r.checking.append((at, f.name, f.rule))
            try:
                for check in f.checks:
                    check(r.scope, values[f.name])
            finally:
                r.checking.pop()

    def _read_value(self, f: Field, raw: Mapping[str, Any], at: At, r: Reader, values: dict[str, Any],
                    kept: dict[str, Any], by_name: Mapping[str, Field]) -> bool:
        """Read one field into ``values``; False when it is not checked
        (ignored by its condition, or what it depends on was refused)."""
        deps = (f.when.fields if f.when is not None else ()) + f.needs
        if any(values.get(dep) is INVALID or r.scope.invalid(dep) for dep in deps):
            # what it depends on was refused: it cannot be checked, and is not
            if f.name in raw:
                kept[f.name] = raw[f.name]
            values[f.name] = None
            return False
        where = at.key(f.name)
        if f.when is not None and not f.when.test(r.scope):
            values[f.name] = f.default
            if raw.get(f.name) is not None and f.outside == "refused":
                r.problem(where, "not_here", label=f.label, rule=f.rule)
                values[f.name] = INVALID
            elif raw.get(f.name) is not None and f.outside == "read":
                if self._read_kind(f, raw[f.name], where, r) is INVALID:
                    values[f.name] = INVALID
            if f.name in raw and values[f.name] is not INVALID:
                kept[f.name] = raw[f.name]
            return False
        given = raw.get(f.name)
        if given is None:
            if f.name in raw and not (f.required and f.nullable):
                kept[f.name] = None
            if f.required and not (f.nullable and f.name in raw):
                r.problem(where, "required" if f.name not in raw else "null", label=f.label, rule=f.rule)
                values[f.name] = INVALID
            else:
                values[f.name] = f.default
            return True
        values[f.name] = self._read_kind(f, given, where, r)
        return True

    @staticmethod
    def _read_kind(f: Field, given: JSON, where: At, r: Reader) -> Any:
        """The value of ``f`` as given; its problems cite the field's article."""
        count = len(r._found)
        value = f.kind.read(given, where, r)
        if f.rule is not None:
            r._found[count:] = [(k, n, p if p.rule else replace(p, rule=f.rule)) for k, n, p in r._found[count:]]
        return value

    def dump(self, value: Any) -> JSON:
        out: dict[str, Any] = {}
        by_name = {f.name: f for f in self.fields}
        order = value.order if isinstance(value, Values) and value.order else tuple(
            k for k, v in value.items() if v is not None)
        kept = value.kept if isinstance(value, Values) else {}
        for key in order:
            if key in kept:
                out[key] = kept[key]
            elif key in by_name:
                item = value.get(key)
                out[key] = None if item is None else by_name[key].kind.dump(item)
        return out

    def schema(self, players: Sequence[str] | None) -> JSON:
        properties: dict[str, Any] = {}
        required: list[str] = []
        conditional: list[JSON] = []
        for f in self.fields:
            own = f.kind.schema(players)
            if not f.required or f.nullable:
                own = {"anyOf": [own, {"type": "null"}]}
            if f.when is None:
                properties[f.name] = own
                if f.required:
                    required.append(f.name)
                continue
            cond = f.when.json(self, players)
            if cond is None:
                # a condition JSON Schema cannot say: the field keeps its own type (whether
                # it applies or not), and nothing says when it is required
                properties[f.name] = own
                continue
            properties[f.name] = own if f.outside == "read" else {}
            then: dict[str, Any] = {"properties": {f.name: own}}
            if f.required:
                then["required"] = [f.name]
            rule: dict[str, Any] = {"if": cond, "then": then}
            if f.outside == "refused":
                rule["else"] = {"properties": {f.name: {"type": "null"}}}
            conditional.append(rule)
        s: dict[str, Any] = {"type": "object", "properties": properties}
        if required:
            s["required"] = required
        if conditional:
            s["allOf"] = conditional
        if self.strict or self.closed:
            s["additionalProperties"] = False
        return s

    def from_form(self, form: FormData, name: str, at: At, r: Reader) -> JSON:
        out: dict[str, Any] = {}
        for f in self.fields:
            input_name = f"{name}.{f.name}" if name else f.name
            if f.nullable and [v.strip() for v in form.getlist(input_name) if v.strip()][-1:] == ["∅"]:
                out[f.name] = None  # « personne »: the value null, not an absence
                continue
            value = f.kind.from_form(form, input_name, at.key(f.name), r)
            if value is not MISSING:
                out[f.name] = value
        if name and self.untouched(out):
            # a group the player left alone: its choices, drawn at their
            # defaults, enter nothing (Frappe's extension, never turned in a
            # manche over in its first round, Fr §4.1)
            return MISSING
        return out if out else MISSING

    def untouched(self, read: Mapping[str, Any]) -> bool:
        """The inputs of this record, read from a form, hold only their
        fields' defaults while a required field is empty."""
        defaults = {f.name: f.default for f in self.fields}
        only_defaults = all(defaults.get(key) is not None and _same(value, _plain(defaults[key]))
                            for key, value in read.items())
        return bool(read) and only_defaults and any(f.required and f.name not in read for f in self.fields)

    def to_form(self, raw: JSON, name: str, out: dict[str, list[str]]) -> None:
        if not isinstance(raw, Mapping):
            return
        for f in self.fields:
            input_name = f"{name}.{f.name}" if name else f.name
            if f.name in raw:
                if raw[f.name] is None and f.nullable:
                    out.setdefault(input_name, []).append("∅")
                else:
                    f.kind.to_form(raw[f.name], input_name, out)


@dataclass(frozen=True)
class PlayerMap(Kind):
    """An object keyed by players' names.

    ``keys`` computes which players it concerns from the values read so far
    (all players by default; None from it means "cannot tell": any player
    is accepted). ``complete``: each of them must be there; otherwise a
    player left out (or given null) simply has no value, and the game
    applies its default.
    """

    value: Kind
    keys: Callable[[Scope], Iterable[str] | None] | None = None
    complete: bool = True
    #: the values always add up to this (a form derives the last one left empty)
    total: int | None = None
    #: the total less what the cards of another field of the record count (Reversis' écart, Bernicle's
    #: niche): that field's name and each rank's value. Nearly always right, not always (a 3-card écart,
    #: a deal stopped by a fault): a phone fills the last box in, in sight, and nothing is deduced unseen
    less: tuple[str, Mapping[str, int]] | None = None
    json_types: ClassVar[frozenset[str]] = frozenset({"object"})

    def read(self, raw: JSON, at: At, r: Reader) -> Any:
        if not isinstance(raw, Mapping):
            return r.problem(at, "map.type")
        allowed = list(r.players)
        if self.keys is not None:
            computed = self.keys(r.scope)
            if computed is not None:
                allowed = [p for p in r.players if p in set(computed)]
        out: dict[str, Any] = {}
        kept: dict[str, Any] = {}
        ok = True
        for key, item in raw.items():
            if key not in r.players or key not in allowed:
                if key not in r.players:
                    r.problem(at, "map.unknown", key=_shown(key))
                else:
                    r.problem(at, "map.not_concerned", key=key, players=allowed)
                ok = False
                continue
            if item is None:
                kept[key] = None
                continue
            value = self.value.read(item, at.player(key), r)
            ok = ok and value is not INVALID
            out[key] = value
        if self.complete:
            missing = [p for p in allowed if p not in out]
            if missing and ok:
                return r.problem(at, "map.missing", players=missing)
        return Values(out, list(raw), kept) if ok else INVALID

    def dump(self, value: Any) -> JSON:
        order = value.order if isinstance(value, Values) and value.order else tuple(value)
        kept = value.kept if isinstance(value, Values) else {}
        return {k: (kept[k] if k in kept else self.value.dump(value[k])) for k in order if k in kept or k in value}

    def schema(self, players: Sequence[str] | None) -> JSON:
        value = self.value.schema(players)
        # null leaves a player out: refused where each must be there
        s: dict[str, Any] = {"type": "object",
                             "additionalProperties": value if self.complete else {"anyOf": [value, {"type": "null"}]}}
        if players:
            s["propertyNames"] = {"enum": list(players)}
            if self.complete and self.keys is None:
                s["required"] = list(players)
        return s

    def from_form(self, form: FormData, name: str, at: At, r: Reader) -> JSON:
        out: dict[str, Any] = {}
        for player in r.players:
            value = self.value.from_form(form, f"{name}.{player}", at.player(player), r)
            if value is not MISSING:
                out[player] = value
        missing = [p for p in r.players if p not in out]
        if self.total is not None and self.less is None and self.keys is None and len(missing) == 1 and \
                len(out) >= 1 and \
                all(isinstance(v, int) and not isinstance(v, bool) for v in out.values()):
            rest = self.total - sum(out.values())
            if rest >= 0:
                out[missing[0]] = rest  # the table typed all but one: the last one follows
        return out if out else MISSING

    def to_form(self, raw: JSON, name: str, out: dict[str, list[str]]) -> None:
        if isinstance(raw, Mapping):
            for key, item in raw.items():
                self.value.to_form(item, f"{name}.{key}", out)


@dataclass(frozen=True)
class Tagged(Kind):
    """A record whose fields depend on its tag (``{"kind": "combination", …}``):
    ``variants`` maps each tag value to the record of its other fields."""

    tag: str
    variants: Mapping[Any, Record]
    labels: str | None = None
    #: tags a form folds away (what is rare: faults, markers)
    folded: tuple[Any, ...] = ()
    json_types: ClassVar[frozenset[str]] = frozenset({"object"})

    @property
    def choice(self) -> Choice:
        return Choice(tuple(self.variants), self.labels)

    def read(self, raw: JSON, at: At, r: Reader) -> Any:
        if not isinstance(raw, Mapping):
            return r.problem(at, "record.type")
        tag_at = at.key(self.tag)
        if raw.get(self.tag) is None:
            return r.problem(tag_at, "required")
        tag = self.choice.read(raw[self.tag], tag_at, r)
        if tag is INVALID:
            return INVALID
        rest = {k: v for k, v in raw.items() if k != self.tag}
        inner = self.variants[tag].read(rest, _Variant(at, tag), r)
        if inner is INVALID:
            return INVALID
        return Values({self.tag: tag, **inner}, list(raw), inner.kept)

    def dump(self, value: Any) -> JSON:
        tag = value[self.tag]
        given = value.order if isinstance(value, Values) and value.order else None
        inner = Values({k: v for k, v in value.items() if k != self.tag},
                       [k for k in given if k != self.tag] if given else (),
                       value.kept if isinstance(value, Values) else {})
        body = self.variants[tag].dump(inner)
        assert isinstance(body, dict)
        order = given or [self.tag, *body]
        return {key: (_plain(tag) if key == self.tag else body[key]) for key in order
                if key == self.tag or key in body}

    def schema(self, players: Sequence[str] | None) -> JSON:
        branches = []
        for tag, record in self.variants.items():
            body = record.schema(players)
            branches.append({"if": {"properties": {self.tag: {"const": _plain(tag)}}, "required": [self.tag]},
                             "then": body})
        return {"type": "object", "required": [self.tag],
                "properties": {self.tag: {"enum": [_plain(t) for t in self.variants]}}, "allOf": branches}

    def from_form(self, form: FormData, name: str, at: At, r: Reader) -> JSON:
        tag_name = f"{name}.{self.tag}" if name else self.tag
        tag_text = _last(form, tag_name)
        if not tag_text:
            return MISSING
        for tag, record in self.variants.items():
            if str(_plain(tag)) == tag_text:
                body = record.from_form(form, name, _Variant(at, tag), r)
                return {self.tag: _plain(tag), **(body if body is not MISSING else {})}
        return {self.tag: tag_text}

    def to_form(self, raw: JSON, name: str, out: dict[str, list[str]]) -> None:
        if not isinstance(raw, Mapping):
            return
        tag_name = f"{name}.{self.tag}" if name else self.tag
        tag = raw.get(self.tag)
        out.setdefault(tag_name, []).append(str(tag))
        for value, record in self.variants.items():
            if _plain(value) == tag:
                record.to_form(raw, name, out)


def _Variant(at: At, tag: Any) -> At:
    return at.variant(_plain(tag))


@dataclass(frozen=True)
class OneOf(Kind):
    """One of several kinds, told apart by the JSON type of the value (a bid
    is an integer or ``"pass"``; a play a rank or a record)."""

    alternatives: tuple[Kind, ...]

    def __init__(self, *alternatives: Kind) -> None:
        object.__setattr__(self, "alternatives", alternatives)

    @property
    def json_types(self) -> frozenset[str]:  # type: ignore[override]
        return frozenset(t for a in self.alternatives for t in a.json_types)

    def pick(self, raw: Any) -> Kind | None:
        kind = _json_type(raw)
        return next((a for a in self.alternatives if kind in a.json_types), None)

    def read(self, raw: JSON, at: At, r: Reader) -> Any:
        chosen = self.pick(raw)
        if chosen is None:
            return r.problem(at, "oneof.type", value=_shown(raw))
        return chosen.read(raw, at, r)

    def dump(self, value: Any) -> JSON:
        for alternative in self.alternatives:
            if isinstance(alternative, (Choice,)) and any(_same(value, v) for v in alternative.values):
                return alternative.dump(value)
            if isinstance(alternative, Int) and isinstance(value, int) and not isinstance(value, bool):
                return value
            if isinstance(alternative, (Record, Tagged, PlayerMap)) and isinstance(value, Mapping):
                return alternative.dump(value)
            if isinstance(alternative, CardKind) and isinstance(value, Card):
                return alternative.dump(value)
            if isinstance(alternative, ListOf) and isinstance(value, tuple):
                return alternative.dump(value)
        return value

    def schema(self, players: Sequence[str] | None) -> JSON:
        return {"anyOf": [a.schema(players) for a in self.alternatives]}

    # the form says which alternative (``name~``) and fills its inputs (``name~0``…)
    def from_form(self, form: FormData, name: str, at: At, r: Reader) -> JSON:
        chosen = parse_int(_last(form, f"{name}~"))
        order = ([chosen] if chosen is not None and 0 <= chosen < len(self.alternatives) else
                 list(range(len(self.alternatives))))
        for i in order:
            value = self.alternatives[i].from_form(form, f"{name}~{i}", at, r)
            if value is not MISSING:
                return value
        alternative = self.alternatives[order[0]] if len(order) == 1 else None
        if isinstance(alternative, Choice) and len(alternative.values) == 1:
            return _plain(alternative.values[0])  # an alternative of one value: choosing it is the value, one tap
        return MISSING

    def to_form(self, raw: JSON, name: str, out: dict[str, list[str]]) -> None:
        chosen = self.pick(raw)
        if chosen is None:
            return
        i = self.alternatives.index(chosen)
        out.setdefault(f"{name}~", []).append(str(i))
        if isinstance(chosen, Choice) and len(chosen.values) == 1:
            return  # choosing it is its value
        chosen.to_form(raw, f"{name}~{i}", out)


# --------------------------------------------------------------------- the entry points

def read(record: Record, raw: JSON, namespace: str, players: Sequence[str], game: Any = None,
         prefix: str = "entry", state: Any = None) -> Values:
    """The typed values of ``raw``, or :class:`DealError` with every problem
    (in the order of the declaration). ``state``: the game before the deal,
    for the checks that need it."""
    reader = Reader(namespace, players, game, prefix, state)
    if not isinstance(raw, Mapping):
        reader.problem(At("deal", ("deal",)), "entry.type")
        raise DealError.of(reader.problems)
    value = record.read(raw, At(), reader)
    if reader.problems:
        raise DealError.of(reader.problems)
    if value is INVALID:  # pragma: no cover - a kind returned INVALID without saying why
        raise DealError("deal", msg("schema.entry.type"))
    assert isinstance(value, Values)
    return value


def write(record: Record, values: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON of typed ``values``: what was read, written back as it came."""
    dumped = record.dump(values)
    assert isinstance(dumped, dict)
    return dumped


def from_form(record: Record, form: FormData, namespace: str, players: Sequence[str],
              game: Any = None, prefix: str = "entry") -> tuple[dict[str, Any], list[Problem]]:
    """The raw JSON entry of submitted form data, and the inputs that could
    not be read at all (an integer typed as « douze »)."""
    reader = Reader(namespace, players, game, prefix)
    raw = record.from_form(form, "", At(), reader)
    return ({} if raw is MISSING else raw), reader.problems


def to_form(record: Record, raw: Mapping[str, Any]) -> dict[str, list[str]]:
    """The form inputs showing a stored entry."""
    out: dict[str, list[str]] = {}
    record.to_form(raw, "", out)
    return out


def json_schema(record: Record, *, title: str | None = None,
                players: Sequence[str] | None = None) -> dict[str, Any]:
    """The entry as a JSON Schema (draft 2020-12). With ``players`` the
    names are enumerated; without, any string stands for a player."""
    s = record.schema(players)
    assert isinstance(s, dict)
    out: dict[str, Any] = {"$schema": "https://json-schema.org/draft/2020-12/schema"}
    if title:
        out["title"] = title
    out.update(s)
    return out
