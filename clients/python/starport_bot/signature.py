"""Checking a webhook's ``Starport-Signature`` header (Stripe's scheme, issue 32)::

    Starport-Signature: t=1764505200,v1=5257a869e7ec...

``v1`` is the hex HMAC-SHA256, under the endpoint's secret, of ``"<t>.<body>"``: the timestamp,
a dot, and the raw body bytes as received. Several ``v1`` values may be given (a secret being
rolled over); one matching is enough.

>>> body = b'{"type": "game_over"}'
>>> header = sign("whsec_test", body, timestamp=1764505200)
>>> verify_signature("whsec_test", header, body, now=1764505210)
True
>>> verify_signature("whsec_test", header, body + b" ", now=1764505210)
False
>>> verify_signature("whsec_test", header, body, now=1764505200 + 301)
False
>>> verify_signature("whsec_test", "t=" + "9" * 5000 + ",v1=ab", body)
False
>>> verify_signature("whsec_test", "t=1764505200,v1=" + "é" * 64, body, now=1764505210)
False
"""

from __future__ import annotations

import hashlib
import hmac
import string
import time

TIMESTAMP_DIGITS_MOST = 12  # Unix seconds until the year 33658; more is malformed, not a huge number


def sign(secret: str | bytes, body: bytes, timestamp: int | None = None) -> str:
    """The header a sender makes for ``body`` at ``timestamp`` (now by default)."""
    timestamp = int(time.time()) if timestamp is None else timestamp
    return f"t={timestamp},v1={_digest(secret, timestamp, body)}"


def verify_signature(secret: str | bytes, header: str | None, body: bytes | str, tolerance: float = 300,
                     now: float | None = None) -> bool:
    """Whether ``header`` signs ``body`` with ``secret`` and its timestamp lies within
    ``tolerance`` seconds of ``now`` (either side: a replayed old request fails). A header that
    is missing or malformed is simply not valid: this never raises on what a sender sent."""
    if not header:
        return False
    if not isinstance(header, str):
        return False
    timestamp, signatures = None, []
    for part in header.split(","):
        name, _, value = part.strip().partition("=")
        value = value.strip()
        # Validated before use: int() raises on a few thousand digits, compare_digest on non-ASCII.
        if name == "t" and value.isascii() and value.isdigit() and len(value) <= TIMESTAMP_DIGITS_MOST:
            timestamp = int(value)
        elif name == "v1" and is_hex_digest(value):
            signatures.append(value.lower())
    if timestamp is None or not signatures:
        return False
    now = time.time() if now is None else now
    if abs(now - timestamp) > tolerance:
        return False
    expected = _digest(secret, timestamp, body.encode() if isinstance(body, str) else body)
    return any(hmac.compare_digest(expected, given) for given in signatures)


def is_hex_digest(value: str) -> bool:
    """A SHA-256 in hex: 64 ASCII hex digits, either case."""
    return len(value) == 64 and value.isascii() and all(c in string.hexdigits for c in value)


def _digest(secret: str | bytes, timestamp: int, body: bytes) -> str:
    key = secret.encode() if isinstance(secret, str) else secret
    return hmac.new(key, str(timestamp).encode() + b"." + body, hashlib.sha256).hexdigest()
