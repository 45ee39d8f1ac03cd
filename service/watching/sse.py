"""Server-Sent Events framing: the game streams and the player stream write the same format."""

from __future__ import annotations

SSE_TYPE = "text/event-stream"


def sse_event(data: bytes, *, seq: int | None = None, name: str | None = None) -> bytes:
    """One event: ``id`` (what a reconnecting client sends back as Last-Event-ID), an optional
    event name (none: the default ``message``, which EventSource's ``onmessage`` gets) and the
    JSON on one ``data`` line (JSON from msgspec never holds a raw newline)."""
    head = b""
    if seq is not None:
        head += b"id: %d\n" % seq
    if name is not None:
        head += b"event: " + name.encode() + b"\n"
    return head + b"data: " + data + b"\n\n"


def sse_comment(text: str) -> bytes:
    """A comment line: ignored by clients, it keeps proxies and NATs from closing an idle stream."""
    return b": " + text.encode() + b"\n\n"


KEEP_ALIVE = sse_comment("keep-alive")


def sse_retry(milliseconds: int) -> bytes:
    """How long a disconnected EventSource waits before reconnecting."""
    return b"retry: %d\n\n" % milliseconds
