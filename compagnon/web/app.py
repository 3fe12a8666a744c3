"""The web app put together: its blueprints, one per area, and the filters
and globals every template gets."""

from __future__ import annotations

import threading

from flask import Flask
from jinja2 import BytecodeCache
from jinja2.bccache import Bucket

from ..rules import msg
from ..rules.messages import colon
from . import (
    RowId,
    amount,
    api,
    deal_word,
    deals,
    elide,
    fact_value,
    history,
    live,
    number,
    pages,
    referee,
    rows,
    rulebook,
    settings,
    sheets,
    signed,
    suit,
    tables,
    tone,
    tournament_api,
    tournament_pages,
    variant_name,
    words,
)


class TemplateCode(BytecodeCache):
    """The templates' compiled code in this process's memory, for every app it
    builds: a template is compiled once per process, not once per app (the
    tests build hundreds of apps; Jinja compares each template's source with
    the code it finds before using it)."""

    def __init__(self) -> None:
        self._code: dict[str, bytes] = {}
        self._lock = threading.Lock()

    def load_bytecode(self, bucket: Bucket) -> None:
        with self._lock:
            code = self._code.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: Bucket) -> None:
        code = bucket.bytecode_to_string()
        with self._lock:
            self._code[bucket.key] = code


TEMPLATE_CODE = TemplateCode()


def register_blueprints(app: Flask) -> None:
    app.url_map.converters["int"] = RowId  # before the first route that names one
    for module in (tables, pages, deals, live, rulebook, referee, sheets, history, settings, api, tournament_api,
                   tournament_pages):
        app.register_blueprint(module.bp)
    app.add_template_filter(signed, "signed")
    app.add_template_filter(number, "number")
    app.add_template_filter(suit, "suit")
    app.add_template_filter(words, "t")
    app.add_template_filter(deal_word, "deal_word")
    app.add_template_filter(elide, "elide")
    app.add_template_filter(lambda message_id: msg(message_id), "msg")
    app.add_template_global(fact_value, "fact_value")
    app.add_template_global(tone, "tone")
    app.add_template_global(amount, "amount")
    app.add_template_global(colon, "colon")
    app.add_template_global(variant_name, "variant_name")
    app.add_template_global(rulebook.rule_link, "rule_link")
    app.add_template_global(rows.deal_rows, "deal_rows")
    app.add_template_global(settings.chosen_theme, "theme")
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
