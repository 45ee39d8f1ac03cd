"""``GET /play``: a page to create, play and watch any game, shipped as static files in this
package (``service/static/play/``): plain JS modules and SVG, no build step, nothing fetched from
another origin. It talks to the same public API as any client; it is not part of the OpenAPI
document."""

from __future__ import annotations

from pathlib import Path

from flask import Flask, send_from_directory

PLAY_DIR = Path(__file__).resolve().parents[1] / "static" / "play"
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


def _guarded(response):
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    response.headers["Referrer-Policy"] = "no-referrer"  # the URL fragment never leaves anyway
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.cache_control.no_cache = True  # assets change with the package; revalidate
    return response
