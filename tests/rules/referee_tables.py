"""Questions to the referee written the short way, for the per-game referee tables.

A card is typed as in ``cardtext`` (``"10c"``, ``"Dp"``), a tarot trump as an
int, the Excuse as ``"excuse"``; a play is ``"Ana:10c"`` or, with the hand
the player held, ``"Ana:10c/Rc 7p"``. What goes out is the casebook-shaped
JSON the API takes.
"""

from __future__ import annotations

from typing import Any

from cardtext import card
from hypothesis import strategies as st

from compagnon.rules import DealError
from compagnon.rules.decks import Deck, dump_card
from compagnon.rules.messages import article_of
from compagnon.rules.referee import Answer, ask, game_for
from compagnon.rules.schema import Choice, Field, Kind, ListOf, OneOf, PlayerMap, Record, Tagged, field_label
from compagnon.rules_pages import rules_page


def j(text: str | int) -> Any:
    """One card in the casebook notation."""
    if isinstance(text, int) or text in ("excuse", "joker"):
        return text
    if text.isdigit():
        return int(text)
    return dump_card(card(text))


def js(text: str) -> list[Any]:
    return [j(t) for t in text.split()]


def play(text: str) -> dict[str, Any]:
    """``"Ana:10c"`` or ``"Ana:10c/Rc 7p"`` (the hand held before playing)."""
    who, _, rest = text.partition(":")
    played, _, hand = rest.partition("/")
    out: dict[str, Any] = {"player": who.strip(), "card": j(played.strip())}
    if hand:
        out["hand"] = js(hand)
    return out


def trick(slug: str, plays: str, /, *, variant: str | None = None, options: dict[str, Any] | None = None,
          **context: Any) -> dict[str, Any]:
    """A trick question: plays separated by commas; the keyword arguments
    besides ``variant`` and ``options`` are the context."""
    question: dict[str, Any] = {"question": "trick", "game": slug, "context": context,
                                "plays": [play(p) for p in plays.split(",")]}
    if variant is not None:
        question["variant"] = variant
    if options:
        question["options"] = options
    return question


def legal(answer: Answer) -> list[bool | None]:
    return [v.legal for v in answer.plays]


# --------------------------------------------------------------------- what every game's referee owes


def _walk(kind: Kind, parts: tuple[str, ...]) -> Any:
    if isinstance(kind, Record):
        for f in kind.fields:
            yield parts + (f.name,), f, f.kind
            yield from _walk(f.kind, parts + (f.name,))
    elif isinstance(kind, Tagged):
        yield parts + (kind.tag,), Field(kind.tag, kind.choice), kind.choice
        for tag, record in kind.variants.items():
            yield from _walk(record, parts + (str(getattr(tag, "value", tag)),))
    elif isinstance(kind, (ListOf, PlayerMap)):
        inner = kind.item if isinstance(kind, ListOf) else kind.value
        yield parts, None, inner
        yield from _walk(inner, parts)
    elif isinstance(kind, OneOf):
        for alternative in kind.alternatives:
            yield parts, None, alternative
            yield from _walk(alternative, parts)


def unlabelled(slug: str, variant: str | None = None) -> list[str]:
    """The fields and choices of a game's referee questions that have no words."""
    game = game_for({"game": slug, "variant": variant})
    missing = []
    for question in game.referee_questions:
        for parts, f, kind in _walk(game.referee_schema(question), ()):
            if f is not None and field_label(slug, parts, f.label, prefix="referee").id == "schema.label.raw":
                missing.append(".".join(parts))
            if isinstance(kind, Choice):
                missing += [f"{'.'.join(parts)}={v}" for v in kind.values
                            if kind.label(slug, parts, v, prefix="referee").id == "schema.label.raw"]
    return missing


def on_rules_page(slug: str, rule: str | None) -> bool:
    """Whether ``rule`` names an article of the game's rules page."""
    page = rules_page(slug)
    articles = {section.key for section in page.articles} if page else set()
    return rule is not None and article_of(rule) in articles


# --------------------------------------------------------------------- any trick of real cards


def any_trick_is_answered(slug: str, deck: Deck, data: st.DataObject, contexts: st.SearchStrategy[Any],
                          players: int = 3) -> None:
    """Hypothesis: a trick of real cards of ``deck`` (with hands or not, the
    card played in the hand or not), in any context ``contexts`` draws, gets
    an answer naming one of its players, or a clean refusal."""
    cards = st.sampled_from(deck.cards()).map(dump_card)
    names = ["Ana", "Bea", "Cyr"][:players]
    plays = []
    for name in names[:data.draw(st.integers(1, players))]:
        played = data.draw(cards)
        entry: dict[str, Any] = {"player": name, "card": played}
        if data.draw(st.booleans()):
            entry["hand"] = data.draw(st.lists(cards, max_size=8)) + ([played] if data.draw(st.booleans()) else [])
        plays.append(entry)
    try:
        answer = ask({"question": "trick", "game": slug, "context": data.draw(contexts), "plays": plays})
    except DealError as refused:
        assert refused.field in ("context", "plays")
        return
    assert answer.winner in [p["player"] for p in plays] and answer.rule is not None
    assert len(answer.plays) == len(plays)
    for i, (entry, verdict) in enumerate(zip(plays, answer.plays, strict=True)):
        assert verdict.player == entry["player"]
        if "hand" in entry:
            assert verdict.legal is not None
        elif i > 0:  # without the hand, only the lead is allowed whatever the hand
            assert verdict.legal is not True
        assert verdict.legal is not False or (verdict.rule is not None and verdict.reason is not None)
