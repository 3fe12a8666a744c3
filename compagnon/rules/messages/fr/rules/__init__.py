"""The rules page of each game, in our own words: one module per game, with
a ``PAGE`` list of sections. A section is a dict:

* ``article``: the rulebook's article it summarises (``"§9.1"``, ``"XXIII"``),
  ``title`` and ``text`` (a list of paragraphs);
* or ``ruling``: one of our decisions where the rulebook is silent or
  contradicts itself (``"A7"``), with ``about`` (the articles it concerns),
  ``title`` and ``text``.
"""
