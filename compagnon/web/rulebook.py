"""The rules of each game in our own words, with the rulebook's articles and
our rulings marked as such (written in compagnon/rules_pages); every score
line's article links here."""

from __future__ import annotations

import unicodedata
from functools import cache
from typing import Any

from flask import Blueprint, abort, render_template, request, url_for
from markupsafe import Markup

from ..rules import load
from ..rules.messages import article_of, language
from ..rules_pages import Section, anchor, rules_page
from . import collation_key

bp = Blueprint("rulebook", __name__, url_prefix="/rules")


@cache
def articles(slug: str) -> frozenset[str]:
    page = rules_page(slug)
    return frozenset(s.key for s in page.articles) if page else frozenset()


def target(slug: str, rule: str) -> str | None:
    """The article of the page a rule points to: itself, else the nearest parent (§9.1.2 → §9.1 → §9)."""
    article = article_of(rule)
    known = articles(slug)
    while article:
        if article in known:
            return article
        article = article.rsplit(".", 1)[0] if "." in article else None
    return None


def rule_link(rule: Any, slug: str) -> Markup:
    """A score line's article, linking to its paragraph of the rules page."""
    text = str(rule or "")
    found = target(slug, text) if text else None
    if found is None:
        return Markup('<span class="rule">{}</span>').format(text)
    href = url_for("rulebook.page", slug=slug) + "#" + anchor(found)
    return Markup('<a class="rule" href="{}">{}</a>').format(href, text)


def _folded(text: str) -> str:
    """Lower case without accents: « Écart » is found by « ecart »."""
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(c))


@cache
def _index(lang: str) -> tuple[tuple[str, str, Section, str], ...]:
    """Every section of every rules page in ``lang``, with its folded text to search."""
    out = []
    for slug, cls in sorted(load().items(), key=lambda item: collation_key(item[1].name)):
        page = rules_page(slug, lang)
        for section in page.sections if page else ():
            out.append((slug, cls.name, section, _folded(" ".join([section.key, section.title, *section.text]))))
    return tuple(out)


def search(query: str, limit: int = 60) -> list[dict[str, Any]]:
    """The sections whose text holds every word of ``query`` (accents and case aside)."""
    words = _folded(query).split()[:8]
    if not words:
        return []
    found = []
    for slug, name, section, text in _index(language()):
        if all(w in text for w in words):
            paragraphs = section.text
            snippet = next((p for p in paragraphs if _folded(words[0]) in _folded(p)), paragraphs[0] if paragraphs
                           else "")
            found.append({"slug": slug, "game": name, "key": section.key, "ruling": section.is_ruling,
                          "title": section.title, "snippet": snippet,
                          "href": url_for("rulebook.page", slug=slug) + "#" + section.anchor})
            if len(found) >= limit:
                break
    return found


@bp.get("/")
def index() -> str:
    games = sorted(load().values(), key=lambda cls: collation_key(cls.name))
    query = request.args.get("q", "")[:100].strip()
    return render_template("rulebook/index.html", games=games, query=query,
                           results=search(query) if query else None)


@bp.get("/<slug>")
def page(slug: str) -> str:
    cls = load().get(slug)
    rules = rules_page(slug, language()) if cls is not None else None
    if cls is None or rules is None:
        abort(404)
    return render_template("rulebook/page.html", cls=cls, rules=rules, anchor=anchor)
