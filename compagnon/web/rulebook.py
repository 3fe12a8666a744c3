"""The rules of each game in our own words, with the rulebook's articles and
our rulings marked as such; every score line's article links here."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from flask import Blueprint, abort, render_template, url_for
from markupsafe import Markup

from ..rules import load
from ..rules.messages import article_of, rules_page

bp = Blueprint("rulebook", __name__, url_prefix="/rules")


def anchor(article: str) -> str:
    """``§9.1`` → ``a-9-1``; ``XXIII`` → ``a-XXIII``; a ruling ``A7`` → ``d-A7``."""
    return "a-" + re.sub(r"[^0-9A-Za-z]+", "-", article.replace("§", "")).strip("-")


@cache
def articles(slug: str) -> frozenset[str]:
    return frozenset(s["article"] for s in rules_page(slug) if "article" in s)


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


@bp.get("/")
def index() -> str:
    games = sorted(load().values(), key=lambda cls: cls.name)
    return render_template("rulebook/index.html", games=games)


@bp.get("/<slug>")
def page(slug: str) -> str:
    cls = load().get(slug)
    if cls is None or not rules_page(slug):
        abort(404)
    sections = rules_page(slug)
    rulings = [s for s in sections if "ruling" in s]
    by_article: dict[str, list[Any]] = {}
    for ruling in rulings:
        for article in ruling.get("about", ()):
            by_article.setdefault(article, []).append(ruling)
    return render_template("rulebook/page.html", cls=cls, articles=[s for s in sections if "article" in s],
                           rulings=rulings, by_article=by_article, anchor=anchor)
