"""What an operation documents besides its answer: the refusals it can give and the headers its
responses carry. A route declares its refusals in one line, by code:

    @problems(*READ, "unauthorized")

and gets one problem+json response per status, naming the codes it gives there (with the
headers those codes carry: Retry-After, RateLimit…). Documentation only: nothing runs per
request.

Its limits are declared beside them, and read once when the app is made (``service.http.limits``):

    @rate_limited("reads")
    @long_poll(only_when_waiting=True)
    @counts_per_player()                 # seeks and challenges: the player key's budget too
    @counts_per_pair("player_id", "with")  # challenges: each named player's pair's budget too
    @costly_stream(bytes_per_read=…)     # the export: one at a time, its bytes counted as reads
"""

from __future__ import annotations

from collections import defaultdict
from copy import deepcopy
from dataclasses import dataclass, replace
from http import HTTPStatus

from flask_smorest.utils import deepupdate

from schemas.problem_codes import STATUS_OF
from service.problems import Problem

PROBLEM_JSON = "application/problem+json"
# An operation anyone may call, documented as such (security: []) so linters and client
# generators know no token is meant.
ANONYMOUS: list = []

# Reusable header components (components/headers), referred to by name.
HEADERS = {
    "ETag": {"description": 'The game version as an entity tag, e.g. "7": send it back as If-Match '
                            "when you act, or as If-None-Match to be answered 304 when nothing changed",
             "schema": {"type": "string", "pattern": '^"[0-9]{1,19}"$'}, "example": '"7"'},
    "Location": {"description": "The new game's address",
                 "schema": {"type": "string", "format": "uri-reference"},
                 "example": "/v1/starshower/games/3f2c9b0e8a7d4c1b9e6f5a4d3c2b1a09"},
    "Preference-Applied": {"description": "return=minimal when the Prefer header was honoured (RFC 7240)",
                           "schema": {"type": "string", "enum": ["return=minimal"]}},
    "Retry-After": {"description": "Seconds to wait before trying again",
                    "schema": {"type": "integer", "minimum": 0}, "example": 1},
    "RateLimit": {"description": 'What is left of the limit (IETF draft), e.g. "limit=30, remaining=0, reset=12"',
                  "schema": {"type": "string"}},
    "RateLimit-Policy": {"description": 'The limit (IETF draft): "<amount>;w=<window seconds>", e.g. "30;w=60"',
                         "schema": {"type": "string"}},
}

# The headers a refusal carries, by code (service/http/api.py, service/http/limits.py, service/games.py).
HEADERS_OF_CODE = {
    "rate_limited": ("Retry-After", "RateLimit", "RateLimit-Policy"),
    "unavailable": ("Retry-After",),
    "store_full": ("Retry-After",),
    "request_in_progress": ("Retry-After",),
}

# Refusals most operations share. Any request may be rate limited (a 401 past the failed-auth
# limit becomes 429) or meet an unreachable store.
ANY = ("rate_limited", "unavailable")
# Operations on one game: it may not exist.
ON_A_GAME = (*ANY, "not_found")
# Operations with a JSON body (service.http.wire): its size, content type, syntax and schema.
WITH_A_BODY = ("payload_too_large", "unsupported_media_type", "malformed_json", "validation_error")
# Operations that write: Redis at its memory cap refuses them; so does a browser on another site
# (service.http.origins).
WRITES = ("store_full", "cross_site")


def header_refs(*names: str) -> dict:
    return {name: {"$ref": f"#/components/headers/{name}"} for name in names}


def register_headers(spec) -> None:
    for name, header in HEADERS.items():
        spec.components.header(name, deepcopy(header))


def problem_example(code: str) -> dict:
    return Problem(code, "One sentence saying what was refused and why.").body("/v1/starshower/games/3f2c9b0e")


def problem_responses(*codes: str) -> dict:
    """``{status: response}``: one problem+json response per status the codes travel with."""
    by_status: dict[int, list[str]] = defaultdict(list)
    for code in dict.fromkeys(codes):  # in order, once each
        by_status[STATUS_OF[code]].append(code)
    responses = {}
    for status, group in sorted(by_status.items()):
        headers = [h for h in HEADERS if any(h in HEADERS_OF_CODE.get(code, ()) for code in group)]
        response = {
            "description": f"{HTTPStatus(status).phrase}: code " + " or ".join(f"`{c}`" for c in group),
            "content": {PROBLEM_JSON: {
                "schema": {"$ref": "#/components/schemas/Problem"},
                "examples": {code: {"summary": code, "value": problem_example(code)} for code in group},
            }},
        }
        if headers:
            response["headers"] = header_refs(*headers)
        responses[str(status)] = response
    return responses


def problems(*codes: str):
    """Declare the refusals an operation can give (problem codes from ``service.problems``).
    Put it under ``@blp.route`` like flask-smorest's own decorators; it wraps nothing."""
    responses = problem_responses(*codes)

    def decorator(view):
        # A new document for the view, its manual part copied and updated: the rest is shared
        # with the document it replaces (no longer the view's), as every flask-smorest decorator
        # and route copies a document before it changes it. Deep-copying all of it copied each
        # schema instance in it (their fields, one by one): ~0.02 s of CPU per process.
        apidoc = getattr(view, "_apidoc", {})
        view._apidoc = {**apidoc, "manual_doc": deepupdate(deepcopy(apidoc.get("manual_doc", {})),
                                                           {"responses": responses})}
        return view
    return decorator


# -- limits, declared on the views they limit (``service.http.limits`` reads them when the app is made) --

# The request rates a view may count under (``service.http.limits.RequestRates``): ``reads`` counts per
# address without a token and per token with one; ``tokenless_reads`` per address whatever bearer
# is sent, for the routes that never read one.
RATES = ("creates", "acts", "reads", "tokenless_reads")


@dataclass(frozen=True)
class Limits:
    """What a view declares it costs: the request rate it counts under, whether it holds a long
    poll while it runs (always, or only when ``?wait=`` asks to wait), and the game a 201 of it
    creates (counted in its creator's open-game quota and in the created-games metric)."""

    rate: str | None = None
    long_poll: str | None = None  # "always" (a stream) or "when_waiting" (events with ?wait=)
    creates_games_of: str | None = None
    per_player: bool = False  # counted in the player key's own budget of seeks and challenges too
    per_pair: str | None = None  # the path argument naming the other player of a counted pair
    costly_stream: int | None = None  # one at a time per address; each this many bytes sent is a read
    per_pair_listed: str | None = None  # a body field listing more players, each a pair counted too


NO_LIMITS = Limits()


def limits_of(view) -> Limits:
    """A view's declared limits (none if it declares none); a bound method's are its function's."""
    return getattr(view, "starport_limits", NO_LIMITS)


def _declare(**declared):
    def decorator(view):
        view.starport_limits = replace(limits_of(view), **declared)
        return view
    return decorator


def rate_limited(limit: str):
    """Declare the request rate an operation counts under, one of ``RATES``. Put it under
    ``@blp.route``; it wraps nothing."""
    if limit not in RATES:
        raise ValueError(f"no rate limit {limit!r}; the rates are {', '.join(RATES)}")
    return _declare(rate=limit)


def long_poll(*, only_when_waiting: bool = False):
    """Declare that the operation holds its client's connection: counted against the per-address
    cap on long polls and streams held at once while it runs (only when ``?wait=`` asks to wait,
    for a poll that may answer at once)."""
    return _declare(long_poll="when_waiting" if only_when_waiting else "always")


def costly_stream(*, bytes_per_read: int):
    """Declare that the operation streams an answer whose size its client chooses (the export):
    one at a time per address (a second at once: 429 with Retry-After), and each ``bytes_per_read``
    bytes it sent count as one more read in the address's read rate, so its cost is what counts."""
    return _declare(costly_stream=bytes_per_read)


def counts_per_player():
    """Declare that each call also counts in its player key's budget of seeks and challenges
    (``STARPORT_RATE_MEETS``), whatever address it comes from."""
    return _declare(per_player=True)


def counts_per_pair(other: str, listed: str | None = None):
    """Declare that each call also counts for the pair of its player key and the player the path
    argument ``other`` names (``STARPORT_RATE_CHALLENGES_PER_PAIR``): no flood of one player.
    ``listed``: a body field (a list of player ids) naming more players: each one's pair counts
    too, so naming a player beside another is no way around its budget."""
    return _declare(per_pair=other, per_pair_listed=listed)


def counts_open_games(game: str):
    """Declare that each 201 of the operation is a new ``game``: its creator's quota of
    unfinished games counts it (and refuses the create at the cap), and so does
    ``starport_games_created_total``."""
    return _declare(creates_games_of=game)
