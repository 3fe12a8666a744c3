"""Refusals: what the rules engine answers to input it does not accept.

A refusal is one or more :class:`Problem`, each naming the path of the value
at fault (``bets[2].action``, ``trick_points.Bea``), a message and, where the
rulebook forbids it, the article. Its ``field`` is the top-level key of the
entry, as the casebook's ``error.field``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .jsonvalue import JSONObject
from .messages import Message, render

__all__ = ["DealError", "DealRefused", "Problem", "SetupError", "top_field"]

_TOP = re.compile(r"[^.\[]*")


def top_field(path: str) -> str:
    """``bets[2].action`` → ``bets``; ``trick_points.Bea`` → ``trick_points``."""
    match = _TOP.match(path)
    return match.group(0) if match else path


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input: where, why, and the article."""

    path: str
    message: Message
    rule: str | None = None

    @property
    def field(self) -> str:
        return top_field(self.path)

    def text(self, lang: str | None = None) -> str:
        return render(self.message, lang)

    def as_dict(self, lang: str | None = None) -> JSONObject:
        return {"field": self.field, "path": self.path, "message": self.text(lang), "rule": self.rule}


class DealError(ValueError):
    """A deal entry is refused, for every :class:`Problem` found (at least one).

    ``field``, ``path``, ``message`` and ``rule`` are those of the first
    problem: the one a table fixes first.
    """

    def __init__(self, path: str | Sequence[Problem], message: Message | None = None,
                 rule: str | None = None) -> None:
        if isinstance(path, str):
            if message is None:
                raise TypeError("a refusal needs a message")
            problems: tuple[Problem, ...] = (Problem(path, message, rule),)
        else:
            problems = tuple(path)
            if not problems:
                raise ValueError("a refusal needs at least one problem")
        self.problems = problems
        first = problems[0]
        self.path = first.path
        self.field = first.field
        self.message = first.message
        self.rule = first.rule
        super().__init__(self.text())

    def text(self, lang: str | None = None) -> str:
        text = render(self.message, lang)
        if self.rule and self.rule not in text:
            text += f" ({self.rule})"
        return text

    def as_dict(self, lang: str | None = None) -> JSONObject:
        data: JSONObject = {"field": self.field, "path": self.path, "message": render(self.message, lang),
                            "rule": self.rule}
        if len(self.problems) > 1:
            data["errors"] = [p.as_dict(lang) for p in self.problems]
        return data

    @classmethod
    def of(cls, problems: Iterable[Problem]) -> DealError:
        return cls(list(problems))


class DealRefused(DealError):
    """A deal of a log is refused during a replay; ``deal`` counts from 1."""

    def __init__(self, deal: int, error: DealError) -> None:
        self.deal = deal
        self.error = error
        super().__init__(error.problems)

    def as_dict(self, lang: str | None = None) -> JSONObject:
        return {"deal": self.deal, **super().as_dict(lang)}


class SetupError(ValueError):
    """A game cannot be set up: unknown game, wrong players, variant or options.

    ``field`` is ``game``, ``players``, ``variant``, ``options`` (or the
    set-up form's own ``first_dealer``).
    """

    def __init__(self, field: str, message: Message, *, deal: int | None = 1) -> None:
        self.field = field
        self.message = message
        #: the deal it is reported on: the first (casebook README), or None
        #: where there is no deal (a referee's question)
        self.deal = deal
        super().__init__(f"{field}: {render(message)}")

    def text(self, lang: str | None = None) -> str:
        return render(self.message, lang)

    def as_dict(self, lang: str | None = None) -> JSONObject:
        # a refused set-up is reported on the first deal (casebook README)
        data: JSONObject = {"deal": self.deal} if self.deal is not None else {}
        return {**data, "field": self.field, "path": self.field, "message": self.text(lang), "rule": None}
