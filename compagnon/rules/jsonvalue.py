"""What the engine hands out as JSON: a report, a replay, a refusal, the
house rules in force (for the API, the store and the casebook); and what it
takes in: :func:`unsafe` finds the text or integer no store can keep."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeAlias

__all__ = ["JSON", "JSONObject", "SAFE_INTEGER", "Unsafe", "read_integer", "unsafe"]

#: a value as JSON writes it
JSON: TypeAlias = "Mapping[str, JSON] | Sequence[JSON] | str | int | float | bool | None"
#: a JSON object, as the engine builds one (its keys may still be added to)
JSONObject: TypeAlias = "dict[str, JSON]"


#: the largest integer every JSON reader holds exactly (RFC 8259 §6: beyond
#: ±2^53 a reader using doubles rounds it); no rule of any game comes near it
SAFE_INTEGER = 2**53


@dataclass(frozen=True)
class Unsafe:
    """Where a JSON value holds what cannot be kept: ``path`` (``deals[2].entry.x``;
    for a key, the object holding it) and ``what``: ``"text"`` (a lone surrogate,
    which JSON's ``\\ud800`` can spell but UTF-8 cannot write) or ``"integer"``
    (beyond ±:data:`SAFE_INTEGER`)."""

    path: str
    what: str

    @property
    def field(self) -> str:
        """The path without list positions (``deals.entry.x``): the field, whichever item holds it."""
        return re.sub(r"\[\d+\]", "", self.path)


def read_integer(digits: str) -> int:
    """A JSON integer as :func:`json.loads` hands it (its ``parse_int``): one
    longer than any safe integer reads as just beyond the bound, for
    :func:`unsafe` to name (Python would refuse it past 4,300 digits, with no path)."""
    return int(digits) if len(digits.lstrip("-")) <= len(str(SAFE_INTEGER)) else SAFE_INTEGER + 1


def _writable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def unsafe(value: object) -> Unsafe | None:
    """The first string or integer of ``value`` (in the order it was written)
    that cannot be stored or printed, or None. Walked without recursion: a body's
    depth is bounded by the JSON reader, not by this walk."""
    stack: list[tuple[str, object]] = [("", value)]
    while stack:
        path, item = stack.pop()
        if isinstance(item, str):
            if not _writable(item):
                return Unsafe(path, "text")
        elif isinstance(item, int) and not isinstance(item, bool):
            if abs(item) > SAFE_INTEGER:
                return Unsafe(path, "integer")
        elif isinstance(item, Mapping):
            children: list[tuple[str, object]] = []
            for key, child in item.items():
                if not isinstance(key, str) or not _writable(key):
                    return Unsafe(path, "text")
                children.append((f"{path}.{key}" if path else key, child))
            stack.extend(reversed(children))
        elif isinstance(item, (list, tuple)):
            stack.extend(reversed([(f"{path}[{i}]", child) for i, child in enumerate(item)]))
    return None
