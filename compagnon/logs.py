"""Log lines without links: a game's link is its key (whoever holds the edit
link changes the game), so no log line keeps one, whoever writes it.

A link shows up in a request line (``GET /g/<token>/poll``), a Referer (a
game page's links are followed from the game page), Flask's ``Exception on
/g/<token>/… [GET]``, the rate limiter's key, an exception's message. Every
one is replaced by a short digest: the lines of one game still go together
in a log, and the digest opens nothing.

:class:`MaskTokens` is a logging filter; :func:`mask_tokens` puts it on the
loggers that write such lines: the app's and its servers' (werkzeug,
waitress, gunicorn), the rate limiter's, WeasyPrint's. ``create_app`` does
it in the process that serves the requests: a gunicorn worker builds the
app before its first request (or the master, with ``--preload``, before it
forks), so its access and error logs are masked from the first line on.
"""

from __future__ import annotations

import hashlib
import logging
import re

#: a game's path: whatever follows ``/g/`` is a link, whether it opens a game or not
GAME_PATH = re.compile(r"(/g/)([^/?#\s\"']+)")
#: a token alone (an exception's message, a limiter's key, a query): 24 bytes in URL-safe
#: base64 are 32 characters of that alphabet (``store.new_token``), no more, no fewer
TOKEN = re.compile(r"(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])")

#: the loggers whose lines may carry a link, besides the app's own
LOGGERS = ("werkzeug", "waitress", "waitress.queue", "flask-limiter", "weasyprint",
           "gunicorn.error", "gunicorn.access")


def digest(token: str) -> str:
    return "[token " + hashlib.blake2s(token.encode("utf-8", "replace"), digest_size=4).hexdigest() + "]"


def mask(text: str) -> str:
    """``text`` with every link replaced by its digest."""
    text = GAME_PATH.sub(lambda m: m.group(1) + digest(m.group(2)), text)
    return TOKEN.sub(lambda m: digest(m.group(0)), text)


class MaskTokens(logging.Filter):
    """Rewrites a record before any handler formats it: its message, the
    traceback it carries, its stack."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except (TypeError, ValueError, KeyError):  # arguments its message does not take: as they were given
            message = f"{record.msg} {record.args}"
        record.msg, record.args = mask(message), ()
        if record.exc_info and not record.exc_text:  # formatted here, as a handler would, then masked
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        # a handler would write the traceback it holds, when not the masked text: it is dropped
        record.exc_info = None
        if record.exc_text:
            record.exc_text = mask(record.exc_text)
        if record.stack_info:
            record.stack_info = mask(record.stack_info)
        return True


#: one filter for every logger: adding it twice to one logger adds it once
MASK = MaskTokens()


def mask_tokens(*loggers: logging.Logger | str) -> None:
    """Put the filter on ``loggers`` (a logger's filter rewrites every record
    logged on it, before its handlers or its parents' see it)."""
    for logger in loggers:
        (logging.getLogger(logger) if isinstance(logger, str) else logger).addFilter(MASK)
