"""Compagnon: scores and referee for card players at a real table.

``create_app`` builds the Flask app; the rules engine (``compagnon.rules``)
knows nothing of it.
"""

from __future__ import annotations

import secrets
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Flask is imported by create_app only: ``compagnon.rules`` stays free of it
    from flask import Flask

ROOT = Path(__file__).resolve().parent.parent

#: No inline script or style anywhere: htmx is told not to inject its
#: indicator style (meta htmx-config in base.html). Scripts, styles, fonts
#: and connections fall back on default-src (this site only): they are not
#: repeated, the header being sent with every page and fragment; the
#: directives that do not fall back on it (base-uri, form-action,
#: frame-ancestors) or say otherwise are written out.
CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])


#: how long a browser that reached the app over HTTPS keeps to HTTPS: a year
HSTS_MAX_AGE = 365 * 24 * 3600


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    from flask import Flask, Response, make_response, render_template, request
    from flask_babel import gettext as _
    from htmx_flask import Htmx
    from werkzeug.exceptions import HTTPException, InternalServerError, SecurityError

    app = Flask(
        __name__,
        instance_path=str(ROOT / "instance"),
        instance_relative_config=True,
        template_folder=str(ROOT / "templates"),
        static_folder=str(ROOT / "static"),
    )
    from .web.app import TEMPLATE_CODE
    app.jinja_options = {**app.jinja_options, "bytecode_cache": TEMPLATE_CODE}
    app.config.from_mapping(
        DATABASE=str(Path(app.instance_path) / "compagnon.db"),
        # a body over this size is refused from its Content-Length, before it is read
        MAX_CONTENT_LENGTH=256 * 1024,
        MAX_FORM_PARTS=2000,
        MAX_FORM_MEMORY_SIZE=256 * 1024,
        # a CSRF token lasts a card evening
        WTF_CSRF_TIME_LIMIT=16 * 3600,
        PERMANENT_SESSION_LIFETIME=timedelta(days=400),
        # the cookie is sent again when the session changes, not with every poll
        SESSION_REFRESH_EACH_REQUEST=False,
        SESSION_COOKIE_SAMESITE="Lax",
        SESSION_COOKIE_HTTPONLY=True,
        # the rate limits (compagnon/web/limits.py; README, *Serving a club*)
        WRITE_LIMIT="120 per minute",
        CREATE_LIMIT="30 per minute; 300 per hour",
        CREATE_QUOTA="300 per minute; 2000 per hour",
        COMPUTE_LIMIT="60 per minute",
        RENDER_LIMIT="20 per minute",
        # how often a game page and a tournament's projector ask whether anything changed
        POLL_SECONDS=2,
    )
    app.config.from_pyfile("config.py", silent=True)
    app.config.from_prefixed_env("COMPAGNON")
    if test_config is not None:
        app.config.from_mapping(test_config)
    app.config["DATABASE"] = str(app.config["DATABASE"])
    if not app.config.get("RATELIMIT_STORAGE_URI"):  # the rate limits' counts, shared by the server's processes
        database = Path(app.config["DATABASE"])
        app.config["RATELIMIT_STORAGE_URI"] = ("memory://" if str(database) == ":memory:" else
                                               f"compagnon+sqlite://{database.with_name(database.stem + '.limits.db')}")
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _secret_key(Path(app.instance_path))
    hosts = app.config.get("TRUSTED_HOSTS")
    if isinstance(hosts, str):  # COMPAGNON_TRUSTED_HOSTS="cartes.example.org,192.168.1.20"
        app.config["TRUSTED_HOSTS"] = [h.strip() for h in hosts.split(",") if h.strip()]
    elif hosts is None:  # the links are built from the Host header: never one a request makes up
        from .hosts import trusted_hosts
        app.config["TRUSTED_HOSTS"] = trusted_hosts(app.config)

    proxies = int(app.config.get("PROXIES") or 0)
    if proxies:  # behind a reverse proxy: trust its X-Forwarded-* (the share links say https)
        from werkzeug.middleware.proxy_fix import ProxyFix
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=proxies, x_proto=proxies, x_host=proxies)  # type: ignore[method-assign]

    from .logs import LOGGERS, mask_tokens
    mask_tokens(app.logger, *LOGGERS)

    # the session cookie holds the device's id (its games are in the database): sent over HTTPS only when the
    # page came over HTTPS (behind a proxy, as its X-Forwarded-Proto says), still usable on a table's own network
    from .web.device import DeviceSession
    app.session_interface = DeviceSession()

    Htmx(app)

    _static_files(app)

    from .web import i18n
    i18n.init_app(app)

    from flask_wtf.csrf import CSRFError, CSRFProtect
    csrf = CSRFProtect(app)

    from .web.limits import limiter
    limiter.init_app(app)

    from . import db
    db.init_app(app)

    from .sheets import use_render_process, use_render_slots
    # the server's processes share one PDF slot per CPU core; each renders in a process of its own
    use_render_slots(Path(app.instance_path) / "render-slots", app.config.get("RENDER_SLOTS"))
    use_render_process(bool(app.config.get("RENDER_PROCESS", True)), app.config.get("RENDER_TIMEOUT"),
                       app.config.get("RENDER_MEMORY"))

    from .web.app import register_blueprints
    register_blueprints(app)
    for name in ("api", "tournament_api"):  # the API is authenticated by its bearer token, never by cookies
        csrf.exempt(app.blueprints[name])

    @app.after_request
    def security_headers(response: Response) -> Response:
        response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("Referrer-Policy", "same-origin")
        if request.is_secure:  # a browser that reached the app over HTTPS never tries plain HTTP again
            response.headers.setdefault("Strict-Transport-Security", f"max-age={HSTS_MAX_AGE}")
        # the same URL serves a partial to htmx and a page otherwise
        response.vary.add("HX-Request")
        return response

    def friendly(error: HTTPException, template: str) -> Any:
        # werkzeug's own descriptions are English: only ours are shown
        detail = error.description if error.description != type(error).description else None
        if isinstance(error, SecurityError):  # werkzeug's words repeat the Host a request made up
            detail = _("Hôte non autorisé.")
        if request.path.startswith("/api/"):  # the API answers JSON, whatever went wrong
            from flask import jsonify
            words = {400: _("Requête illisible."), 404: _("Introuvable."), 405: _("Méthode non permise ici."),
                     413: _("Requête trop grande."), 429: _("Trop de requêtes : attendez une minute."),
                     500: _("Erreur du serveur.")}
            message = detail or words.get(error.code or 500, _("Requête refusée."))
            return jsonify({"error": {"field": "request", "message": message}}), error.code or 500
        if isinstance(error, SecurityError):  # an untrusted Host: no page can be built for it
            return Response(detail, status=400, mimetype="text/plain")
        return render_template(template, error=error, detail=detail), error.code or 500

    @app.errorhandler(404)
    def not_found(error: HTTPException) -> Any:
        return friendly(error, "errors/404.html")

    @app.errorhandler(400)
    def bad_request(error: HTTPException) -> Any:
        return friendly(error, "errors/400.html")

    @app.errorhandler(405)
    def method_not_allowed(error: HTTPException) -> Any:
        # a 405 names the methods the route takes (RFC 9110 §15.5.6)
        response = make_response(friendly(error, "errors/400.html"))
        response.allow.update(getattr(error, "valid_methods", None) or ())
        return response

    @app.errorhandler(413)
    def too_large(error: HTTPException) -> Any:
        return friendly(error, "errors/400.html")

    @app.errorhandler(429)
    def too_many(error: HTTPException) -> Any:
        error.description = _("Trop de saisies en peu de temps : attendez une minute.")
        return friendly(error, "errors/400.html")

    @app.errorhandler(500)
    def broken(error: Exception) -> Any:
        return friendly(InternalServerError(), "errors/400.html")

    @app.errorhandler(CSRFError)
    def expired(error: CSRFError) -> Response | tuple[str, int]:
        # a page left open past its token's life: reload it (htmx) or say so
        if request.headers.get("HX-Request"):
            return Response("", status=200, headers={"HX-Refresh": "true"})
        return render_template("errors/400.html", error=error,
                               detail=_("La page a expiré : rechargez-la puis recommencez.")), 400

    return app


def _static_files(app: Flask) -> None:
    """Static files as a phone should get them: content-hashed names in the
    pages (Flask-Static-Digest's ``static_url_for``, once ``flask digest
    compile`` has written them, which ``make setup`` does), served
    precompressed (brotli, gzip) with a cache of a year for the hashed names
    (WhiteNoise); pages, fragments, JSON and the service worker (/sw.js)
    compressed as they are sent (Flask-Compress)."""
    import re

    from flask import Response
    from flask_compress import Compress
    from flask_static_digest import FlaskStaticDigest
    from whitenoise import WhiteNoise

    app.config.setdefault("FLASK_STATIC_DIGEST_COMPRESSION", ["gzip", "brotli"])
    app.config.setdefault("COMPRESS_ALGORITHM", ["br", "gzip"])
    app.config.setdefault("COMPRESS_BR_LEVEL", 5)
    app.config.setdefault("COMPRESS_MIN_SIZE", 300)
    app.config.setdefault("COMPRESS_MIMETYPES", ["text/html", "text/plain", "text/csv", "application/json",
                                                 "image/svg+xml", "text/javascript"])  # /sw.js
    FlaskStaticDigest(app)

    # Flask runs its after_request functions last registered first: this one runs after every other, once
    # Flask-Compress may have answered a conditional request with a 304
    @app.after_request
    def bodiless(response: Response) -> Response:
        if response.status_code in (204, 304):
            # no body, so no document, nothing to sniff, no link to follow (a poll with nothing new, every two
            # seconds of a game; the worker checked unchanged at every page): its headers are all it weighs
            for name in ("Content-Security-Policy", "Referrer-Policy", "X-Content-Type-Options", "Content-Type"):
                response.headers.pop(name, None)
        return response

    Compress(app)
    hashed = re.compile(r"-[0-9a-f]{32}\.")

    def headers(headers: Any, path: str, url: str) -> None:
        # a policy is for a document: an SVG opened alone runs no script; a stylesheet, a script or the
        # manifest is never one, and every header a phone receives is a few bytes more on its first visit
        if url.endswith(".svg"):
            headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
        headers["X-Content-Type-Options"] = "nosniff"

    # same-origin files only (no Access-Control-Allow-Origin: no other site reads them)
    served = WhiteNoise(
        app.wsgi_app, root=app.static_folder, prefix="static/", max_age=60, allow_all_origins=False,
        immutable_file_test=lambda path, url: bool(hashed.search(url)), add_headers_function=headers)

    def static_files(environ: Any, start_response: Any) -> Any:
        # a hashed name is immutable: never revalidated, so its Last-Modified and ETag would only weigh on a
        # first load (~70 B a file; WhiteNoise needs them to build its answers: they go as they leave)
        if not hashed.search(environ.get("PATH_INFO", "")):
            return served(environ, start_response)

        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            kept = [(k, v) for k, v in headers if k not in ("Last-Modified", "ETag")]
            return start_response(status, kept, exc_info)

        return served(environ, start)

    app.wsgi_app = static_files  # type: ignore[method-assign]


def _secret_key(instance: Path) -> str:
    """The key that signs cookies and CSRF tokens: generated into the
    instance folder on first run, kept there (readable by its owner only)."""
    path = instance / "secret_key"
    if path.exists():
        key = path.read_text(encoding="utf-8").strip()
        if len(key) >= 32:
            return key
    key = secrets.token_hex(32)
    path.write_text(key + "\n", encoding="utf-8")
    path.chmod(0o600)
    return key
