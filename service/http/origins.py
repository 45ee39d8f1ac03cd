"""Cross-site writes refused: a page on another site must not create players, claim seats or act
in its visitor's browser (a POST with no body needs no CORS preflight, so CORS alone let it through).

A write (any method but GET, HEAD and OPTIONS) that a browser marks as coming from another site is
403 ``cross_site`` unless its origin is one ``STARPORT_CORS_ORIGINS`` lists. The request's own origin
(``Origin`` naming the host it was sent to: /play, /docs) is always allowed, and so is a client that
sends neither ``Origin`` nor ``Sec-Fetch-Site`` (curl, bots, the SDK): only browsers send them. Reads
are left alone: a link or a reload from another site is a cross-site GET, and CORS keeps a foreign page
from reading the answer.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Flask, request

from service.problems import Problem
from service.http.requests import this_request

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
# Sec-Fetch-Site values of a request the page's own origin made (or the user typed).
OWN_SITE = frozenset({"same-origin", "none"})


def install_origin_check(app: Flask, allowed: tuple[str, ...]) -> None:
    listed = frozenset(origin.rstrip("/") for origin in allowed)

    @app.before_request
    def refuse_cross_site_writes():
        environ = this_request().environ  # read straight from the environ: this runs on every request
        if environ["REQUEST_METHOD"] in SAFE_METHODS:
            return
        origin = environ.get("HTTP_ORIGIN")
        if origin is not None:
            if origin.rstrip("/") in listed or is_own_origin(origin):
                return
        elif environ.get("HTTP_SEC_FETCH_SITE", "same-origin").strip().lower() in OWN_SITE:
            return  # no Origin: a client that is no browser, or one that says the page is ours
        raise Problem("cross_site", "A page on another site may not write here from your browser; only "
                                    "this server's own pages and the origins it lists (STARPORT_CORS_ORIGINS) may.")


def is_own_origin(origin: str) -> bool:
    """Whether ``Origin`` names the host this request was sent to (the scheme a proxy may change)."""
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and parts.netloc.lower() == request.host.lower()
