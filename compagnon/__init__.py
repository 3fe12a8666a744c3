"""Compagnon: scores and referee for card players at a real table.

``create_app`` builds the Flask app; the rules engine (``compagnon.rules``)
knows nothing of it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Flask is imported by create_app only: ``compagnon.rules`` stays free of it
    from flask import Flask

ROOT = Path(__file__).resolve().parent.parent

#: No inline script or style anywhere: htmx is told not to inject its
#: indicator style (meta htmx-config in base.html).
CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    from flask import Flask, Response, render_template
    from htmx_flask import Htmx
    from werkzeug.exceptions import HTTPException

    app = Flask(
        __name__,
        instance_path=str(ROOT / "instance"),
        instance_relative_config=True,
        template_folder=str(ROOT / "templates"),
        static_folder=str(ROOT / "static"),
    )
    app.config.from_mapping(
        SECRET_KEY="dev",  # no session data is relied upon; set COMPAGNON_SECRET_KEY in production
        DATABASE=str(Path(app.instance_path) / "compagnon.db"),
        MAX_CONTENT_LENGTH=256 * 1024,
        MAX_FORM_PARTS=2000,
    )
    app.config.from_pyfile("config.py", silent=True)
    app.config.from_prefixed_env("COMPAGNON")
    if test_config is not None:
        app.config.from_mapping(test_config)
    app.config["DATABASE"] = str(app.config["DATABASE"])
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)

    Htmx(app)

    from . import db
    db.init_app(app)

    from .web import register_blueprints
    register_blueprints(app)

    @app.after_request
    def security_headers(response: Response) -> Response:
        response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("Referrer-Policy", "same-origin")
        # the same URL serves a partial to htmx and a page otherwise
        response.vary.add("HX-Request")
        return response

    def friendly(error: HTTPException, template: str) -> tuple[str, int]:
        # werkzeug's own descriptions are English: only ours are shown
        detail = error.description if error.description != type(error).description else None
        return render_template(template, error=error, detail=detail), error.code or 500

    @app.errorhandler(404)
    def not_found(error: HTTPException) -> tuple[str, int]:
        return friendly(error, "errors/404.html")

    @app.errorhandler(400)
    def bad_request(error: HTTPException) -> tuple[str, int]:
        return friendly(error, "errors/400.html")

    @app.errorhandler(405)
    def method_not_allowed(error: HTTPException) -> tuple[str, int]:
        return friendly(error, "errors/400.html")

    @app.errorhandler(413)
    def too_large(error: HTTPException) -> tuple[str, int]:
        return friendly(error, "errors/400.html")

    return app
