"""The one JSON codec: msgspec's, built once per process. Whatever the service stores (a game's
fields, its events, an idempotent answer) or sends (a response, an event on a stream, an export's
line, a webhook's body) is encoded with ``to_json`` and read back with ``from_json``.

``to_json`` writes U+2028, U+2029 and U+0085 escaped (``\\u2028``…): valid JSON either way, but
readers that split lines as ``str.splitlines`` does (httpx's ``iter_lines``, JavaScript before
ES2019) would cut a name holding one into two lines — a fake ``event: end`` on a stream, a fake
``{"next": null}`` in an export. Escaped, no JSON the service writes holds a line break of any kind."""

from __future__ import annotations

import msgspec

_encode = msgspec.json.Encoder().encode
from_json = msgspec.json.Decoder().decode

# The UTF-8 of the line separators msgspec writes raw, and their escapes.
LINE_BREAKS = ((b"\xe2\x80\xa8", b"\\u2028"), (b"\xe2\x80\xa9", b"\\u2029"), (b"\xc2\x85", b"\\u0085"))


def to_json(value) -> bytes:
    raw = _encode(value)
    # Most JSON is ASCII (one fast scan); else U+2028/9 start E2 80, U+0085 is C2 85.
    if not raw.isascii() and (b"\xe2\x80" in raw or b"\xc2\x85" in raw):
        for found, escaped in LINE_BREAKS:
            raw = raw.replace(found, escaped)
    return raw
