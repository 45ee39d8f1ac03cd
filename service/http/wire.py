"""JSON on the wire. Out, fast: responses are encoded once with msgspec, not dumped through
marshmallow. In, guarded: a request body is read to at most the size limit, only under a JSON
content type, and refused past ``MAX_JSON_DEPTH`` levels, in time linear in its size."""

from __future__ import annotations

import re

import msgspec
from flask import Request, Response, current_app

from service.store.codec import from_json, to_json
from service.problems import Problem

# Arrays and objects nested in one another; an action or a create body needs 4. msgspec recurses
# and stops at RecursionError near 1,000 levels; between the two the value's depth decides.
MAX_JSON_DEPTH = 32
JSON_TYPE = "application/json"


class SlowBody(Exception):
    """The request body did not arrive in time (``service.running.gunicorn_worker``). Not an OSError:
    werkzeug would take that for a client gone and answer a plain 400."""


class MalformedBody(Exception):
    """The request body's framing is broken (``service.running.gunicorn_worker``): a chunk size that is
    not hex, a chunk longer than its size, a body cut short. Its message says which."""


def json_response(body, status: int = 200, mimetype: str = "application/json", headers=None) -> Response:
    raw = body if isinstance(body, (bytes, bytearray)) else to_json(body)
    return Response(raw, status=status, mimetype=mimetype, headers=headers)


def json_depth_exceeds(value, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether ``value`` nests arrays and objects more than ``limit`` deep: walked a level at a
    time, without recursion, so linear in the value's size (and stopping past ``limit``)."""
    level, depth = [value], 0
    while level := [node for node in level if isinstance(node, (list, dict))]:
        depth += 1
        if depth > limit:
            return True
        level = [child for node in level for child in (node.values() if isinstance(node, dict) else node)]
    return False


def decode_json(raw: bytes):
    """The JSON value of a request body; 400 ``malformed_json`` for anything else, too deep included.

    Decoded first, by msgspec (linear in the body), then measured on the value: a scan of the raw
    bytes for strings took quadratic time on an unterminated run of ``\\"`` (~17 s for 64 KiB).
    msgspec refuses nesting near Python's recursion limit (~1,000) itself, as a RecursionError."""
    try:
        value = from_json(raw)
    except msgspec.DecodeError as error:  # msgspec.ValidationError too, e.g. 1e400: out of range
        raise malformed(raw, error) from None
    except RecursionError:
        value = None
    else:  # two C-speed counts settle every ordinary body: fewer brackets than the limit in all
        if raw.count(b"[") + raw.count(b"{") <= MAX_JSON_DEPTH or not json_depth_exceeds(value):
            return value
    raise Problem("malformed_json", f"The request body nests arrays and objects more than "
                                    f"{MAX_JSON_DEPTH} levels deep; no request needs that.")


# msgspec's words for what is wrong, in a client's words; the byte offset it gives, if any.
# (A value out of range comes as a ValidationError, with a path that names no field: dropped.)
DECODER_SAYS = re.compile(r"^(?:JSON is malformed: )?(?P<reason>.*?)(?: - at `[^`]*`)?(?: \(byte (?P<byte>\d+)\))?$")
REASONS = {"Input data was truncated": "it ends before its JSON value does",
           "Invalid UTF-8 encoded string": "it is not UTF-8",
           "Number out of range": "a number is out of range"}


def malformed(raw: bytes, error: msgspec.DecodeError) -> Problem:
    """400 ``malformed_json`` saying what the decoder found wrong and where: line, column (in
    characters, both from 1) and byte offset (from 0). Only on a refusal, linear in the body."""
    said = DECODER_SAYS.match(str(error))
    reason = REASONS.get(said["reason"], said["reason"])
    if said["byte"] is not None:
        at = int(said["byte"])
    elif said["reason"] == "Input data was truncated":
        at = len(raw)
    elif said["reason"] == "Invalid UTF-8 encoded string":
        try:
            raw.decode()
            at = None
        except UnicodeDecodeError as bad:
            at = bad.start
    else:
        at = None
    if at is None:
        return Problem("malformed_json", f"The request body is not valid JSON: {reason}.")
    line_start = raw.rfind(b"\n", 0, at) + 1
    line, column = raw.count(b"\n", 0, at) + 1, len(raw[line_start:at].decode(errors="replace")) + 1
    return Problem("malformed_json", f"The request body is not valid JSON: {reason}, at line {line}, "
                                     f"column {column} (byte {at}).")


def is_json_type(request: Request) -> bool:
    """``application/json`` or ``application/*+json``, parameters (``; charset=utf-8``) allowed."""
    if request.environ.get("CONTENT_TYPE") == JSON_TYPE:  # the usual case, without parsing
        return True
    mimetype = request.mimetype
    return mimetype == JSON_TYPE or (mimetype.startswith("application/") and mimetype.endswith("+json"))


def body_bytes(request: Request) -> bytes:
    """The request body, refused with 413 ``payload_too_large`` past ``MAX_CONTENT_LENGTH`` bytes
    whether it came with a Content-Length (werkzeug refuses it before reading) or chunked (read
    to one byte past the limit: werkzeug's own reader would stop at the limit, silently cut)."""
    environ = request.environ
    if environ.get("CONTENT_LENGTH") or "wsgi.input_terminated" not in environ:
        return request.get_data(cache=True)
    cached = getattr(request, "_cached_data", None)
    if cached is not None:
        return cached
    limit = request.max_content_length
    stream = environ["wsgi.input"]
    if limit is None:
        raw = stream.read()
    else:
        parts, size = [], 0
        while size <= limit:
            part = stream.read(limit + 1 - size)
            if not part:
                break
            parts.append(part)
            size += len(part)
        raw = b"".join(parts)
        if size > limit:
            raise Problem("payload_too_large", f"The request body is over {limit} bytes.")
    request._cached_data = raw
    return raw


def request_body(request: Request) -> bytes:
    """The body's bytes (``b""`` for none, which a route reads as ``{}``); 415
    ``unsupported_media_type`` for a body under any content type but JSON; 408
    ``request_timeout`` for one that did not arrive in time (``service.running.gunicorn_worker``)."""
    try:
        raw = body_bytes(request)
    except SlowBody:
        raise Problem("request_timeout", "The request body did not arrive in time; send it at once.") from None
    except MalformedBody as error:  # the client's fault: one line, no traceback
        current_app.logger.warning("malformed request body on %s %s: %s", request.method, request.path, error)
        raise Problem("bad_request", "The request body is malformed: its chunked framing is broken, "
                                      "or it ended before its end.") from None
    if raw and not is_json_type(request):
        problem = Problem("unsupported_media_type", "Send the request body as JSON, with "
                                                    "Content-Type: application/json.")
        problem.headers["Accept-Post"] = JSON_TYPE
        raise problem
    return raw
