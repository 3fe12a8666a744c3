"""The rules page of each game, in our own words: one Markdown file per game
and language (``fr/mille.md``, ``en/mille.md``), read once and rendered with
markdown-it-py. Reading files is I/O, so this lives beside the rules engine,
not in it.

A page is a run of sections, each a level-two heading whose first word is the
article it summarises (``§9.1``, ``XXIII``) or the number of one of our rulings
(``A7``), where the rulebook is silent or contradicts itself. The line above
the heading gives its anchor on the page, as the score lines link to it:
``{#a-9-1}`` for the article §9.1 (see :func:`anchor`), ``{#d-A7}`` for the
ruling A7, which also says which articles it concerns::

    {#a-9-1}
    ## §9.1 Le tonneau

    Un score qui tombe entre 880 et 999 est ramené à 880 …

    {#d-A7 about="§9.1"}
    ## A7 Les tours sur le tonneau

The paragraphs under a heading are Markdown; raw HTML in a file is shown as
text, never passed through. A language without a page of a game falls back to
French.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from markdown_it import MarkdownIt
from markdown_it.token import Token
from markupsafe import Markup
from mdit_py_plugins.attrs import attrs_block_plugin

from ..rules.messages import DEFAULT_LANGUAGE

__all__ = ["RulesPage", "Section", "anchor", "parse", "rules_page"]


def anchor(article: str) -> str:
    """``§9.1`` → ``a-9-1``; ``XXIII`` → ``a-XXIII``."""
    return "a-" + re.sub(r"[^0-9A-Za-z]+", "-", article.replace("§", "")).strip("-")


@dataclass(frozen=True)
class Section:
    """An article of the rulebook in our words, or one of our rulings."""

    key: str  # the article (« §9.1 », « XXIII ») or the ruling (« A7 »)
    anchor: str  # its id on the page: « a-9-1 », « d-A7 »
    title: str  # as plain text
    title_html: Markup
    html: Markup  # the paragraphs
    text: tuple[str, ...]  # the paragraphs as plain text, for the search
    about: tuple[str, ...] = ()  # a ruling: the articles it concerns

    @property
    def is_ruling(self) -> bool:
        return self.anchor.startswith("d-")


@dataclass(frozen=True)
class RulesPage:
    sections: tuple[Section, ...]

    @property
    def articles(self) -> tuple[Section, ...]:
        return tuple(s for s in self.sections if not s.is_ruling)

    @property
    def rulings(self) -> tuple[Section, ...]:
        return tuple(s for s in self.sections if s.is_ruling)

    def rulings_about(self, article: str) -> tuple[Section, ...]:
        return tuple(r for r in self.rulings if article in r.about)


def _markdown() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False}).use(attrs_block_plugin, allowed=("id", "about"))
    # a paragraph is wrapped in its file for reading, not on the page
    md.add_render_rule("softbreak", lambda *_: " ")
    return md


_MARKDOWN = _markdown()


def _plain(inline: Token) -> str:
    """The text of an inline token, its markup left out."""
    parts = []
    for child in inline.children or ():
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append(" ")
    return "".join(parts)


def parse(source: str, name: str = "<text>") -> RulesPage:
    """The sections of a page written in Markdown (``name`` says where, in errors)."""
    tokens = _MARKDOWN.parse(source)
    starts = [i for i, t in enumerate(tokens) if t.type == "heading_open" and t.tag == "h2"]
    if tokens[: starts[0] if starts else len(tokens)]:
        raise ValueError(f"{name}: a page starts with the heading of its first section")
    ends = [*starts[1:], len(tokens)]
    return RulesPage(tuple(_section(tokens[start:end], name) for start, end in zip(starts, ends, strict=True)))


def _section(tokens: list[Token], name: str) -> Section:
    heading, inline, body = tokens[0], tokens[1], tokens[3:]
    key, _, title = inline.content.partition(" ")
    given = str(heading.attrGet("id") or "")
    about = tuple(str(heading.attrGet("about") or "").split())
    is_ruling = given.startswith("d-")
    expected = f"d-{key}" if is_ruling else anchor(key)
    if given != expected or not title.strip() or (about and not is_ruling):
        raise ValueError(f"{name}: « ## {inline.content} » wants the line {{#{anchor(key)}}} above it (an "
                         f"article), or {{#d-{key} about=\"…\"}} (a ruling), then its number and its title")
    title_tokens = _MARKDOWN.parseInline(title)
    return Section(key=key, anchor=given, title=_plain(title_tokens[0]) if title_tokens else "",
                   title_html=Markup(_MARKDOWN.renderer.render(title_tokens, _MARKDOWN.options, {})),
                   html=Markup(_MARKDOWN.renderer.render(body, _MARKDOWN.options, {})),
                   text=tuple(_plain(t) for t in body if t.type == "inline"), about=about)


_PAGES = resources.files(__name__)


@lru_cache(maxsize=64)
def rules_page(slug: str, lang: str = DEFAULT_LANGUAGE) -> RulesPage | None:
    """The rules page of a game in ``lang``, else in French; None when the game has none."""
    if not slug.isidentifier() or not lang.isidentifier():
        return None
    for language in dict.fromkeys((lang, DEFAULT_LANGUAGE)):
        file = _PAGES / language / f"{slug}.md"
        if file.is_file():
            return parse(file.read_text(encoding="utf-8"), f"{language}/{slug}.md")
    return None
