"""The language of a page: French by default, English as the alternative.

The choice is the device's (a ``lang`` cookie set by the switch), else the
browser's ``Accept-Language``, else French. Interface texts are gettext
messages (Flask-Babel, domain ``messages`` in ``compagnon/translations``);
the rules engine's messages render in the same language through its own
catalogs beside them (domain ``engine``), for the length of the request.
"""

from __future__ import annotations

import os
from contextlib import ExitStack

from babel.support import NullTranslations
from flask import Flask, Response, g, request
from flask_babel import Babel, get_locale, get_translations
from flask_babel import gettext as _

from ..rules.messages import DEFAULT_LANGUAGE, speaking

LANGUAGES = ("fr", "en")
COOKIE = "lang"


def select_language() -> str:
    chosen = request.cookies.get(COOKIE, "")
    if chosen in LANGUAGES:
        return chosen
    return request.accept_languages.best_match(LANGUAGES, default=DEFAULT_LANGUAGE) or DEFAULT_LANGUAGE


def current_language() -> str:
    """The page's language code (``fr`` or ``en``); French outside a request."""
    locale = get_locale()
    code = locale.language if locale is not None else DEFAULT_LANGUAGE
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


def _speak() -> None:
    """The rules engine's messages speak the page's language for the request."""
    g.speaking = ExitStack()
    g.speaking.enter_context(speaking(select_language()))


def _stop_speaking(_: BaseException | None) -> None:
    stack: ExitStack | None = g.pop("speaking", None)
    if stack is not None:
        stack.close()


def _vary(response: Response) -> Response:
    """A page differs by the language chosen: caches must keep them apart."""
    response.vary.update(("Accept-Language", "Cookie"))
    return response


def browser_words() -> dict[str, str]:
    """What static/app.js says, in the page's language (``%(name)s`` filled in by the script)."""
    return {
        "waiting_one": _("1 donne attend le réseau sur ce téléphone"),
        "waiting_many": _("%(n)s donnes attendent le réseau sur ce téléphone"),
        "of_this_game": _("(%(n)s de cette partie)"),
        "the_deal": _("la donne"),
        "quoted": _("« %(deal)s »"),
        "kept": _("Pas de réseau : « %(deal)s » n'est pas encore enregistrée. Elle est gardée sur ce téléphone "
                  "et partira dès le retour du réseau — %(waiting)s."),
        "sent_one": _("« %(deal)s », gardée hors ligne, est enregistrée."),
        "sent_many": _("Gardées hors ligne, %(deals)s sont enregistrées."),
        "refused": _("« %(deal)s », gardée hors ligne, a été refusée : %(reason)s. Saisissez-la de nouveau."),
        "not_accepted": _("le serveur ne l'a pas acceptée"),
        "kept_server": _("« %(deal)s » n'est pas encore enregistrée : %(why)s. Elle est gardée sur ce téléphone "
                         "et repartira d'elle-même dans %(delay)s s — %(waiting)s."),
        "still_kept": _("« %(deal)s » n'est toujours pas enregistrée : %(why)s. Elle reste gardée sur ce téléphone ; "
                        "nouvel essai dans %(delay)s s — %(waiting)s."),
        "server_error": _("le serveur ne peut pas l'enregistrer pour l'instant (erreur %(status)s)"),
        "server_busy": _("trop de saisies en peu de temps (erreur %(status)s)"),
        "unreachable": _("le serveur ne répond pas"),
        "will_leave": _("%(waiting)s : elles partiront dès que possible."),
        "provisional_one": _("Totaux provisoires : la donne gardée sur ce téléphone n'y est pas encore comptée."),
        "provisional_many": _("Totaux provisoires : les %(n)s donnes gardées sur ce téléphone n'y sont pas encore "
                              "comptées."),
        "copies": _("%(card)s : %(n)s sur %(of)s"),
        "table_provisional_one": _("Tableau provisoire : la donne gardée sur ce téléphone n'y est pas encore."),
        "table_provisional_many": _("Tableau provisoire : les %(n)s donnes gardées sur ce téléphone n'y sont pas "
                                    "encore."),
    }


def _translations() -> NullTranslations:
    """The page's catalog, looked up once per request (a page draws hundreds of texts)."""
    found: NullTranslations | None = g.get("translations")
    if found is None:
        found = g.translations = get_translations()
    return found


def init_app(app: Flask) -> None:
    app.config.setdefault("BABEL_DEFAULT_LOCALE", DEFAULT_LANGUAGE)
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", os.path.join(app.root_path, "translations"))
    Babel(app, locale_selector=select_language)
    app.jinja_env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=lambda s: _translations().ugettext(s),
        ngettext=lambda s, p, n: _translations().ungettext(s, p, n),
        pgettext=lambda c, s: _translations().upgettext(c, s),
        npgettext=lambda c, s, p, n: _translations().unpgettext(c, s, p, n),
        newstyle=True,
    )
    app.before_request(_speak)
    app.teardown_request(_stop_speaking)
    app.after_request(_vary)
    app.add_template_global(current_language, "current_language")
    app.add_template_global(browser_words, "browser_words")
