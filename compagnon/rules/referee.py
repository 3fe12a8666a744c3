"""The referee: when the table argues, one protocol answers for every game.

A question is JSON, shaped like a casebook case: ``{"question": "trick" |
"combination" | "hands", "game", "variant", "options", ...}``. Each game
says which questions it answers (``Game.referee_questions``) and declares
the rest of each question as a schema :class:`~.schema.Record`
(``Game.referee_schema(question)``): a ``context`` named as in its deal
entry (``trump``, Caisse's ``game``, Bésigue's ``phase``…), then ``plays``
(a trick), ``combination`` or ``hands``. The same schema reads the API's
JSON and the phone's form, and exports its JSON Schema. The game answers
the values read (``Game.referee(question, values)``) with an
:class:`Answer`: who wins and why, each play legal or not with the
obligation broken, a combination valid or not and what it is worth, the
best hand of each player — always with the article. A trick is judged the
same way for every game, by :class:`~.tricks.TrickRules` (``rules/tricks.py``).

Keys the game does not declare are ignored; a malformed question is a
:class:`DealError` naming the field, as a refused deal is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .core import Game
from .decks import Card, Deck, dump_card
from .errors import DealError, SetupError
from .messages import Message, msg, render
from .registry import load
from .schema import CardKind, Field, Kind, ListOf, Record, Text, Values, read

QUESTIONS = ("trick", "combination", "hands")


@dataclass(frozen=True)
class Verdict:
    """One play of a trick: legal, or the obligation it broke, with its article."""

    player: str
    #: None when no hand was given: a play can only be judged against the hand
    legal: bool | None
    rule: str | None = None
    reason: Message | None = None

    def as_dict(self, lang: str | None = None) -> dict[str, Any]:
        return {"player": self.player, "legal": self.legal, "rule": self.rule,
                "reason": render(self.reason, lang) if self.reason is not None else None}


@dataclass(frozen=True)
class HandVerdict:
    """A player's hand as the rules read it: its rank and the cards that make it."""

    rank: Message
    best: tuple[Any, ...]
    rest: tuple[Any, ...] = ()

    def as_dict(self, lang: str | None = None) -> dict[str, Any]:
        return {"rank": render(self.rank, lang), "best": [_card(c) for c in self.best],
                "rest": [_card(c) for c in self.rest]}


@dataclass(frozen=True)
class Answer:
    """What the referee says.

    - ``trick``: ``winner`` (the player whose card takes it), ``rule`` and
      ``reason`` (why it takes it), ``plays`` (each play's verdict);
    - ``combination``: ``valid``, ``points`` when it scores, ``rule`` and
      ``reason`` (why not, or what it is); when it settles a contest
      between players, ``scores``: the points it gives each player who
      scores from it (``{"Ana": 40}``; a player absent scores nothing);
    - ``hands``: ``winner`` (None on an exact tie), ``hands`` (each
      player's rank and best cards), ``rule`` and ``reason``.
    """

    question: str
    rule: str | None = None
    reason: Message | None = None
    winner: str | None = None
    plays: tuple[Verdict, ...] = ()
    valid: bool | None = None
    points: int | None = None
    hands: Mapping[str, HandVerdict] = field(default_factory=dict)
    #: a contest's points per player scoring (None: not a contest between named players)
    scores: Mapping[str, int] | None = None

    def as_dict(self, lang: str | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"question": self.question, "rule": self.rule,
                               "reason": render(self.reason, lang) if self.reason is not None else None}
        if self.question == "trick":
            out["winner"] = self.winner
            out["plays"] = [v.as_dict(lang) for v in self.plays]
        elif self.question == "combination":
            out["valid"] = self.valid
            out["points"] = self.points
            if self.scores is not None:
                out["scores"] = dict(self.scores)
        else:
            out["winner"] = self.winner
            out["hands"] = {p: h.as_dict(lang) for p, h in self.hands.items()}
        return out


def _card(card: Any) -> Any:
    return dump_card(card) if isinstance(card, Card) else card


def game_for(question: Mapping[str, Any]) -> Game[Any]:
    """The game a question is about, with its variant and house rules
    (players are never needed: the example table's names stand in)."""
    slug = question.get("game")
    games = load()
    cls = games.get(slug) if isinstance(slug, str) else None
    if cls is None:
        # a question is about no deal: its refusal names none
        raise SetupError("game", msg("core.setup.game_unknown", value=str(slug)[:30], games=sorted(games)), deal=None)
    options = question.get("options")
    if options is not None and not isinstance(options, Mapping):
        raise SetupError("options", msg("core.setup.options_object"))
    variant = question.get("variant")
    if variant is None:  # as on the referee's page: the game's default, else its first variant
        variant = cls.default_variant or (cls.variants[0] if cls.variants else None)
    chosen = variant if isinstance(variant, str) else None
    return cls(cls.example_players(chosen), variant, options)


def schema_of(game: Game[Any], question: str) -> Record:
    """What the game reads for ``question`` (refused when it does not answer it)."""
    if question not in QUESTIONS:
        raise DealError("question", msg("referee.question_unknown", value=str(question)[:30],
                                        questions=list(QUESTIONS)))
    if question not in game.referee_questions:
        raise DealError("question", msg("referee.question_not_here", game=game.name,
                                        question=msg(f"referee.question.{question}"),
                                        questions=[msg(f"referee.question.{q}") for q in game.referee_questions]
                                        or [msg("referee.none")]))
    return game.referee_schema(question)


def read_question(game: Game[Any], question: str, raw: Mapping[str, Any]) -> Values:
    record = schema_of(game, question)
    return read(record, {k: v for k, v in raw.items() if k in record.names}, game.slug, game.players, game,
                prefix="referee")


def ask(question: Mapping[str, Any]) -> Answer:
    """Answer a question (raises :class:`SetupError` for the game, variant or
    house rules, :class:`DealError` for the rest)."""
    if not isinstance(question, Mapping):
        raise DealError("question", msg("referee.not_an_object"))
    kind = question.get("question")
    game = game_for(question)
    if kind is None:
        raise DealError("question", msg("referee.question_missing", questions=list(QUESTIONS)))
    values = read_question(game, kind if isinstance(kind, str) else "", question)
    assert isinstance(kind, str)
    try:
        answer: Answer = game.referee(kind, values)
    except DealError:
        raise
    except ValueError as impossible:  # a situation the rules cannot reach (a card twice…)
        raise DealError("question", msg("referee.impossible", reason=str(impossible))) from None
    return answer


def answers(cls: type[Game[Any]]) -> Sequence[str]:
    """The questions a game's referee answers (for its page and the API's index)."""
    return tuple(q for q in QUESTIONS if q in cls.referee_questions)


# --------------------------------------------------------------------- what games declare

def plays_field(card: Kind, players: int, *, extra: Sequence[Field] = ()) -> Field:
    """``plays``: the cards of one trick in the order played, each by a
    player (any name), optionally with the hand that player held before
    playing it (to judge whether the play was legal); ``extra`` fields a
    game needs per play (a Démon's appearance…)."""
    return Field("plays", ListOf(Record((
        Field("player", Text(30), required=True),
        Field("card", card, required=True),
        *extra,
        Field("hand", ListOf(card, ordered=False)),
    )), min=1, max=players), required=True)


def cards_field(name: str, deck: Deck, *, low: int = 1, high: int | None = None, required: bool = True) -> Field:
    """A set of cards of ``deck`` (a combination, a hand): ticked on the deck on a phone."""
    return Field(name, ListOf(CardKind(deck), min=low, max=high, ordered=False), required=required)


def trick_schema(context: Sequence[Field], card: Kind, players: int, *,
                 extra: Sequence[Field] = ()) -> Record:
    """The usual trick question: a ``context`` record, then ``plays``."""
    return Record((Field("context", Record(tuple(context)), default={}), plays_field(card, players, extra=extra)),
                  form_order=("context", "plays"))
