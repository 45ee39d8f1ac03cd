"""The server's own pages, shipped as static files in this package, nothing fetched from another
origin; neither is part of the OpenAPI document.

``GET /play``: a page to create, play and watch any game (``service/static/play/``): plain JS
modules and SVG, no build step. It talks to the same public API as any client. Beside its files
it reads two things of its own, public and the same for everyone: a title's printed components
(``/play/facts/<slug>.json``, named by its move list) and a title's rules page
(``/play/rules/<slug>.md``). Neither is rate limited: each costs a cached dict or one small file.

``GET /docs``: the API reference, Swagger UI 5 rendering ``/openapi.json`` (OpenAPI 3.1), its
assets vendored in ``service/static/docs/`` (its README: which version, its licence, and why
that UI)."""

from __future__ import annotations

import functools
from dataclasses import asdict
from pathlib import Path

from flask import Flask, abort, send_from_directory

from engines import registry
from service.http.wire import json_response

PLAY_DIR = Path(__file__).resolve().parents[1] / "static" / "play"
DOCS_DIR = Path(__file__).resolve().parents[1] / "static" / "docs"
# Each title's rules page (docs/games/<slug>.md), beside the service in a checkout and in the
# image (its Dockerfile copies them); a server without them shows the page's short guide instead.
RULES_DIR = Path(__file__).resolve().parents[2] / "docs" / "games"
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

    @app.route("/play/rules/<slug>.md")
    def play_rules(slug):
        """A title's full rules as Markdown, for the page to read (markdown.js builds it of text
        nodes: nothing in it runs). Anyone; a title's slug only, never a path. Cost: one small file."""
        page = RULES_DIR / f"{slug}.md"
        if slug not in registry() or not page.is_file():
            abort(404)
        return _guarded(send_from_directory(RULES_DIR, page.name, mimetype="text/markdown"))

    @app.route("/play/facts/<slug>.json")
    def play_facts(slug):
        """A title's printed components, as the move list names them: public, the same for every
        game (the house edition's lists, never a game's deal). Cost: one cached dict."""
        if slug not in registry():
            abort(404)
        return _guarded(json_response(public_facts(slug)))


@functools.cache
def public_facts(slug: str) -> dict:
    """The house edition's components a sentence names by id: Starligned's star cards,
    Twinkle Twinkle's tiles; nothing for the other titles (their events say it all)."""
    if slug == "starligned":
        from engines.starligned.facts import CARDS
        return {"cards": [{"id": c.id, "constellation": c.constellation, "full": asdict(c.full), "partial": asdict(c.partial)}
                          for c in CARDS]}
    if slug == "twinkle-twinkle":
        from engines.twinkle_twinkle.facts import TILES
        from engines.twinkle_twinkle.views import tile_view
        return {"tiles": [tile_view(tile.id) for tile in TILES]}
    return {}


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
