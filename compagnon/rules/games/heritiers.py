"""Les Héritiers: the Démons engine under the name of its own chapter.

``shared/spec/heritiers.md`` compares the two chapters line by line: the
text of Les Héritiers is a copy of Démons, with spelling fixes only (ruling
H-1: implement the text as given). Every rule is therefore the one of
:mod:`.demons`, cited as "Les Héritiers §n" (the section numbers are the same).
"""

from __future__ import annotations

from ..registry import register
from .demons import SHEET, Demons, chapter_options, chapter_reminders

__all__ = ["Heritiers"]


# the same sheet and pad as Démons: the chapters differ only in their spelling
@register(sheet=SHEET)
class Heritiers(Demons):
    slug = "heritiers"
    name = "Les Héritiers"
    article = "Les Héritiers"
    rulebook_section = "Les Héritiers"
    options_schema = chapter_options("Les Héritiers")
    reminders = chapter_reminders("Les Héritiers", "heritiers")
