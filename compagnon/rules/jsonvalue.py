"""What the engine hands out as JSON: a report, a replay, a refusal, the
house rules in force (for the API, the store and the casebook)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeAlias

__all__ = ["JSON", "JSONObject"]

#: a value as JSON writes it
JSON: TypeAlias = "Mapping[str, JSON] | Sequence[JSON] | str | int | float | bool | None"
#: a JSON object, as the engine builds one (its keys may still be added to)
JSONObject: TypeAlias = "dict[str, JSON]"
