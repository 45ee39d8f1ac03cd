"""Logs as JSON lines, one object per line, the same shape in the API, gunicorn and the worker.

Every line has ``time`` (UTC, ms), ``level``, ``logger`` and ``message``; a record logged with
``extra={"fields": {...}}`` adds those fields (the API's request line: ``request_id``,
``method``, ``route``, ``status``, ``duration_ms``, ``game_id``); a line logged while a request
is being served carries that request's ``request_id``; an exception adds ``error`` (the
traceback). Plain stdlib logging: every library's records (gunicorn's, RQ's, redis-py's) come
out in the same shape with no wrapper to call instead of ``logging``.
"""

from __future__ import annotations

import logging
import os
import re
import sys
import time

import msgspec

_encode = msgspec.json.Encoder(enc_hook=str).encode
_valid_request_id = re.compile(r"[A-Za-z0-9._-]{1,128}").fullmatch
REQUEST_ID = "starport.request_id"  # where a request's id is kept in its WSGI environ


def request_id(environ: dict) -> str:
    """The request's ``X-Request-Id`` when it is ≤ 128 of ``[A-Za-z0-9._-]``, else a new one."""
    try:
        return environ[REQUEST_ID]
    except KeyError:
        given = environ.get("HTTP_X_REQUEST_ID", "")
        rid = environ[REQUEST_ID] = given if _valid_request_id(given) else os.urandom(16).hex()
        return rid


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        seconds = int(record.created)
        line = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(seconds)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        if (rid := getattr(record, "request_id", None)) is not None:
            line["request_id"] = rid
        if fields := getattr(record, "fields", None):
            line.update(fields)
        if record.exc_info:
            line["error"] = self.formatException(record.exc_info)
        elif record.stack_info:
            line["stack"] = record.stack_info
        return _encode(line).decode()


class RequestIdFilter(logging.Filter):
    """Stamp a line logged while a request is being served with that request's id."""

    def filter(self, record: logging.LogRecord) -> bool:
        flask = sys.modules.get("flask")  # not imported: not serving requests (gunicorn's master)
        if flask is not None and flask.has_request_context() and not hasattr(record, "request_id"):
            record.request_id = request_id(flask.request.environ)
        return True


class StderrHandler(logging.StreamHandler):
    """Writes to whatever ``sys.stderr`` is when a line is logged (a test runner swaps it)."""

    @property
    def stream(self):
        return sys.stderr

    @stream.setter
    def stream(self, _value):
        pass


def json_handler(*, with_request_ids: bool = False) -> logging.Handler:
    handler = StderrHandler()
    handler.setFormatter(JsonFormatter())
    if with_request_ids:
        handler.addFilter(RequestIdFilter())
    return handler


def log_json(level: int = logging.INFO, *, with_request_ids: bool = False) -> None:
    """Send every logger's lines to stderr as JSON, unless the root logger already has a handler
    (gunicorn's ``logconfig_dict`` installs the same one; a test harness may have its own)."""
    root = logging.getLogger()
    if not root.handlers:
        root.addHandler(json_handler(with_request_ids=with_request_ids))
        root.setLevel(level)
