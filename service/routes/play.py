"""The server's own pages, shipped as static files in this package, nothing fetched from another
origin; neither is part of the OpenAPI document.

``GET /play``: a page to create, play and watch any game (``service/static/play/``): plain JS
modules and SVG, no build step. It talks to the same public API as any client.

``GET /docs``: the API reference, Swagger UI 5 rendering ``/openapi.json`` (OpenAPI 3.1), its
assets vendored in ``service/static/docs/`` (its README: which version, its licence, and why
that UI)."""

from __future__ import annotations

from pathlib import Path

from flask import Flask, send_from_directory

PLAY_DIR = Path(__file__).resolve().parents[1] / "static" / "play"
DOCS_DIR = Path(__file__).resolve().parents[1] / "static" / "docs"
# The page may load and call only its own origin: the browser itself refuses anything else.
CONTENT_SECURITY_POLICY = ("default-src 'self'; img-src 'self' data:; style-src 'self'; "
                           "script-src 'self'; connect-src 'self'; frame-ancestors 'none'; "
                           "base-uri 'none'; form-action 'none'")


def install_play_page(app: Flask) -> None:
    @app.route("/play")
    def play_page():
        return _guarded(send_from_directory(PLAY_DIR, "index.html"))

    @app.route("/play/<path:filename>")
    def play_assets(filename):
        return _guarded(send_from_directory(PLAY_DIR, filename))


def install_docs_page(app: Flask) -> None:
    @app.route("/docs")
    def docs_page():
        return _guarded(send_from_directory(DOCS_DIR, "index.html"))

    @app.route("/docs/assets/<path:filename>")
    def docs_assets(filename):
        return _guarded(send_from_directory(DOCS_DIR, filename))


def _guarded(response):
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    response.headers["Referrer-Policy"] = "no-referrer"  # the URL fragment never leaves anyway
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.cache_control.no_cache = True  # assets change with the package; revalidate
    return response
