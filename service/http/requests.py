"""What a request brings, read once and refused clearly: its bearer token, its conditional
headers, its Idempotency-Key, a stream's Last-Event-ID, a seat number of ASCII digits, and a body
read under the size limit and checked by its schema (``json_body``, ``BodyParser``).

The rate limits key on these same readings (``service.http.limits``), never on how a header was spelled.
"""

from __future__ import annotations

import re
from functools import lru_cache

from flask import Request, current_app, request
from flask_smorest import Blueprint
from marshmallow import RAISE, ValidationError
from webargs import core
from webargs.flaskparser import FlaskParser, abort
from werkzeug.routing import IntegerConverter, Rule

from service.games import GameService
from service.http.openapi_parts import VERSION_TAG
from service.problems import Problem
from service.store.codec import from_json, to_json
from service.http.wire import decode_json, request_body

_VERSION_TAG = re.compile(VERSION_TAG)
_VERSION_TAGS = re.compile(rf'[ \t]*(?:{VERSION_TAG})[ \t]*')


def this_request() -> Request:
    """The request itself, for the code every request (or every act) runs: each attribute read
    through Flask's ``request`` proxy costs ~8,000 instructions (werkzeug's ``LocalProxy`` fails
    the ordinary lookup, then its ``__getattr__`` descriptor finds the request and binds
    ``getattr`` to it: three Python calls and a partial); this call and a read of the request's
    own attribute, a few hundred (callgrind). The ~20 reads an act made through the proxies
    were 4 % of its instructions."""
    return request._get_current_object()


def service() -> GameService:
    # Read from the app itself, not through the current_app proxy (see this_request).
    return current_app._get_current_object().extensions["starport"]


def last_event_id(after: int) -> int:
    """Where a stream starts: after the Last-Event-ID header if sent (a reconnecting EventSource),
    else after ``?after=``."""
    header = request.headers.get("Last-Event-ID")
    if header is None:
        return after
    if not (header.isascii() and header.isdigit() and len(header) <= 19):
        raise Problem("bad_request", "Last-Event-ID must be the id of an event you got: a sequence number.")
    return int(header)


def no_head_on_a_stream() -> None:
    """A HEAD never runs a stream's body, which is where its watcher slot is given back."""
    if request.method == "HEAD":
        problem = Problem("method_not_allowed", "A stream answers GET only; HEAD would tell nothing more.")
        problem.headers["Allow"] = "GET"
        raise problem


class AsciiIntegerConverter(IntegerConverter):
    """``<int:seat>`` of ASCII digits only: werkzeug's ``\\d+`` took "٠" (%D9%A0) for seat 0."""

    regex = r"[0-9]+"


class LazyBuildRule(Rule):
    """werkzeug's rule, its URL builders (what ``url_for`` runs: two functions werkzeug writes
    as an AST and compiles for each rule) compiled at the rule's first build rather than when
    the app adds it. No route of ours builds URLs; compiling them for the ~180 rules was ~0.05 s
    of CPU of every app made (each gunicorn worker's start, ~0.75 s). A build compiles the same
    function werkzeug would have, from the rule as it is then, and keeps it."""

    def _compile_builder(self, append_unknown: bool = True):
        compile_builder = super()._compile_builder
        name = "_build_unknown" if append_unknown else "_build"

        def build(rule: Rule, **values):
            builder = compile_builder(append_unknown).__get__(rule, None)
            setattr(rule, name, builder)
            return builder(**values)
        return build


def bearer_token() -> str | None:
    # From the WSGI environ itself: the limits' key and the route both read it, on every request,
    # and werkzeug's header view costs a few microseconds more a read.
    header = this_request().environ.get("HTTP_AUTHORIZATION")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Problem("unauthorized", "Use Authorization: Bearer <seat token>.")
    return token.strip()


def if_match() -> int | None:
    """The version an act is conditional on: ``"7"``, ``W/"7"`` or ``7``; ``*`` (or no header)
    is none. Anything else is refused rather than guessed at."""
    value = this_request().headers.get("If-Match")
    if value is None or value.strip() == "*":
        return None
    tag = _VERSION_TAG.fullmatch(value.strip())
    if tag is None:
        raise Problem("invalid_if_match", 'If-Match must be one game version as the ETag gives it, '
                                          'such as "7" (or *).')
    return int(tag[1] or tag[2])


class AnyVersion:
    """If-None-Match: * — every version of a game that exists."""

    def __contains__(self, version) -> bool:
        return True


ANY_VERSION = AnyVersion()


def if_none_match() -> set[int] | AnyVersion | None:
    """The versions a view is not wanted for (``*``: every version); None without the header."""
    value = request.headers.get("If-None-Match")
    if value is None:
        return None
    if value.strip() == "*":
        return ANY_VERSION
    versions: set[int] = set()
    for member in value.split(","):
        tag = _VERSION_TAGS.fullmatch(member)
        if tag is None:
            raise Problem("invalid_if_none_match", 'If-None-Match must be game versions as the ETag '
                                                   'gives them, such as "7" or "6", "7" (or *).')
        versions.add(int(tag[1] or tag[2]))
    return versions


def idempotency_key() -> str | None:
    key = this_request().headers.get("Idempotency-Key")
    if key is not None and not 1 <= len(key) <= 200:
        raise Problem("bad_request", "Idempotency-Key must be 1 to 200 characters.")
    return key


class BodyParser(FlaskParser):
    """webargs reading bodies the way the act route does (``service.http.wire``): bounded by the size
    limit even when chunked, JSON content types only (415 otherwise), depth-limited JSON."""

    def _raw_load_json(self, req):
        raw = request_body(req)
        return decode_json(raw) if raw else core.missing


class GameBlueprint(Blueprint):
    ARGUMENTS_PARSER = BodyParser()


class NotRemembered(Exception):
    def __init__(self, loaded):
        self.loaded = loaded


def json_body(schema, remember: int = 4096, remember_bytes: int = 1024):
    """A reader of the request body giving what ``@blp.arguments(schema)`` gives, with the same
    refusals (``BodyParser``'s rules: a body only under a JSON content type, else 415; an empty
    body is ``{}``; over the size limit → 413; malformed or too deep JSON → 400; schema errors →
    422 listed under ``json``; unknown fields refused).

    Validating is a pure function of the body bytes, and a game repeats a small set of actions
    (the same calls, the same grid points), so the last ``remember`` valid bodies of at most
    ``remember_bytes`` are kept (bounded memory: a padded body is validated, never kept), as
    JSON: every request still gets a dict of its own. Refusals are never kept."""

    def validate(raw: bytes) -> bytes:
        data = decode_json(raw) if raw else {}
        try:
            loaded = schema.load(data, unknown=RAISE)
        except ValidationError as error:
            abort(422, messages={"json": error.messages})
        kept = to_json(loaded)
        if from_json(kept) != loaded:  # not plain JSON types: answer it, do not keep it
            raise NotRemembered(loaded)
        return kept

    remembered = lru_cache(maxsize=remember)(validate)

    def read():
        raw = request_body(this_request())
        try:
            return from_json((remembered if len(raw) <= remember_bytes else validate)(raw))
        except NotRemembered as fresh:
            return fresh.loaded

    read.remembered = remembered
    return read
