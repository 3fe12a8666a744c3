"""The rules pages: one Markdown file per game and language (compagnon/rules_pages),
the same anchors in every language, every article a score line cites on its
page, and nothing from the files passed through as HTML."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from webtable import text

from compagnon.rules import new_game, replay
from compagnon.rules.registry import load
from compagnon.rules_pages import RulesPage, anchor, parse, rules_page
from compagnon.web.i18n import LANGUAGES
from compagnon.web.rulebook import rule_link, target

ALL = sorted(load())
CASEBOOK = Path(__file__).parent.parent / "casebook"
#: the tags Markdown makes of what the pages write; anything else came from somewhere else
MARKDOWN_TAGS = {"p", "em", "strong", "code", "a", "ul", "ol", "li", "blockquote", "br"}


def page(slug: str, lang: str) -> RulesPage:
    found = rules_page(slug, lang)
    assert found is not None, f"{lang}/{slug}.md"
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", ALL)
def test_every_game_has_its_page_in_every_language(slug: str, lang: str) -> None:
    assert resources.files("compagnon.rules_pages").joinpath(lang, f"{slug}.md").is_file(), f"{lang}/{slug}.md"
    rules = page(slug, lang)
    assert rules.articles, f"{lang}/{slug}.md has articles"
    for section in rules.sections:
        assert section.title and section.text and all(p.strip() for p in section.text), section.key


@pytest.mark.parametrize("slug", ALL)
def test_every_language_has_the_same_articles_rulings_and_anchors(slug: str) -> None:
    french = [(s.key, s.anchor, s.about) for s in page(slug, "fr").sections]
    for lang in LANGUAGES:
        assert [(s.key, s.anchor, s.about) for s in page(slug, lang).sections] == french, lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_heritiers_repeats_demons_with_its_own_rulings_first(lang: str) -> None:
    # ruling H-1: the chapter of Les Héritiers is the Démons chapter word for word
    demons, heritiers = page("demons", lang), page("heritiers", lang)
    own = tuple(s for s in heritiers.rulings if s.key.startswith("H-"))
    assert own and heritiers.sections == demons.articles + own + demons.rulings


def cited(slug: str) -> set[str]:
    """The rules the casebook's score lines of ``slug`` cite (« Mille §9.1 »)."""
    rules: set[str] = set()
    for path in sorted(CASEBOOK.glob(f"{slug}-*.json")):
        case: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        if "error" in case["expect"]:
            continue
        game = new_game(case["game"], case["players"], case.get("variant"), case.get("options"))
        for deal in replay(game, case["deals"]).deals:
            rules |= {line.rule for line in deal.lines}
    return rules


@pytest.mark.parametrize("slug", ALL)
def test_every_article_a_score_line_cites_has_its_anchor_on_the_page(app: Flask, client: FlaskClient,
                                                                      slug: str) -> None:
    rules = cited(slug)
    assert rules, f"the casebook has score lines of {slug}"
    pages = {lang: text(client.get(f"/rules/{slug}", headers={"Accept-Language": lang})) for lang in LANGUAGES}
    for rule in sorted(rules):
        article = target(slug, rule)
        assert article, f"{slug}: « {rule} » names no article of the page"
        with app.test_request_context():
            link = str(rule_link(rule, slug))
        assert f'href="/rules/{slug}#{anchor(article)}"' in link, link
        for lang, html in pages.items():
            assert f'<section id="{anchor(article)}" class="article">' in html, (lang, rule)


def test_a_score_line_links_its_article_or_the_nearest_above_it(app: Flask) -> None:
    with app.test_request_context():
        assert str(rule_link("Mille §9.1", "mille")) == '<a class="rule" href="/rules/mille#a-9-1">Mille §9.1</a>'
        assert 'href="/rules/tarot_double_detente#a-3-3-2"' in str(rule_link("TDD §3.3.2", "tarot_double_detente"))
        assert 'href="/rules/reversis#a-XXIII"' in str(rule_link("Reversis XXIII", "reversis"))
        assert str(rule_link("Mille §9.1.7", "mille")).startswith('<a class="rule" href="/rules/mille#a-9-1">')
        assert str(rule_link("Mille §99", "mille")) == '<span class="rule">Mille §99</span>'


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", ALL)
def test_the_pages_hold_only_what_markdown_makes(slug: str, lang: str) -> None:
    for section in page(slug, lang).sections:
        for html in (section.html, section.title_html):
            assert set(re.findall(r"</?([a-z0-9]+)", html)) <= MARKDOWN_TAGS, (section.key, html)


def test_no_raw_html_from_the_markdown() -> None:
    source = ('{#a-1 onclick="alert(1)" style="color: red"}\n## §1 Le <b>matériel</b>\n\n'
              'Un <script>alert(1)</script> jeu, [un lien](javascript:alert(1)) & « 32 » cartes.\n\n'
              '<div onmouseover="alert(1)">bloc</div>\n\n'
              '{#d-A1 about="§1"}\n## A1 Une *décision*\n\nTrois joueurs.\n')
    rules = parse(source)
    first, ruling = rules.sections
    assert first.title_html == "Le &lt;b&gt;matériel&lt;/b&gt;" and first.title == "Le <b>matériel</b>"
    assert first.html == ("<p>Un &lt;script&gt;alert(1)&lt;/script&gt; jeu, [un lien](javascript:alert(1)) "
                          "&amp; « 32 » cartes.</p>\n<p>&lt;div onmouseover=&quot;alert(1)&quot;&gt;bloc&lt;/div&gt;"
                          "</p>\n")
    assert ruling.title_html == "Une <em>décision</em>" and ruling.title == "Une décision"
    assert (ruling.key, ruling.anchor, ruling.about, ruling.is_ruling) == ("A1", "d-A1", ("§1",), True)
    assert rules.rulings_about("§1") == (ruling,)


def test_a_paragraph_wrapped_in_its_file_is_one_line_on_the_page() -> None:
    (section,) = parse("{#a-9-1}\n## §9.1 Le tonneau\n\nUn score qui tombe\nentre 880 et 999.\n").sections
    assert section.html == "<p>Un score qui tombe entre 880 et 999.</p>\n"
    assert section.text == ("Un score qui tombe entre 880 et 999.",)


@pytest.mark.parametrize("source", [
    "Une phrase avant le premier titre.\n\n{#a-1}\n## §1 Le matériel\n\nTexte.\n",
    "## §1 Le matériel\n\nTexte.\n",  # no anchor
    "{#a-2}\n## §1 Le matériel\n\nTexte.\n",  # not the article's anchor
    "{#a-1}\n## §1\n\nTexte.\n",  # no title
    '{#a-1 about="§2"}\n## §1 Le matériel\n\nTexte.\n',  # only a ruling concerns articles
])
def test_a_page_written_wrong_is_refused_with_its_name(source: str) -> None:
    with pytest.raises(ValueError, match="fr/x.md"):
        parse(source, "fr/x.md")


def test_the_page_shows_articles_then_rulings_linked_both_ways(client: FlaskClient) -> None:
    html = text(client.get("/rules/mille"))
    assert '<a class="chip" href="#a-9-1">§9.1</a>' in html and '<a class="chip" href="#decisions">' in html
    assert ('<section id="a-9-1" class="article">\n    <h2><span class="rule">§9.1</span> Le tonneau</h2>\n'
            "    <p>Un score qui tombe entre 880 et 999 est ramené à 880 : le joueur est sur le tonneau.") in html
    assert '<p class="see-ruling"><a href="#d-A7">Notre décision A7 : Les tours sur le tonneau</a></p>' in html
    ruling = html[html.index('<section id="d-A7" class="ruling">'):]
    assert '<span class="badge">décision A7</span> Les tours sur le tonneau</h3>' in ruling
    assert "<p>Un tour, c'est une donne commencée et finie à 880" in ruling
    assert 'Concerne <a href="#a-9-1">§9.1</a>.' in ruling[:ruling.index("</section>")]
    assert html.index('id="a-10"') < html.index('id="decisions"') < html.index('id="d-A1"')
    english = text(client.get("/rules/mille", headers={"Accept-Language": "en"}))
    assert '<section id="a-9-1" class="article">' in english and '<section id="d-A7" class="ruling">' in english
    assert client.get("/rules/nothing").status_code == 404
