"""JSON out, fast: responses are encoded once with msgspec, not dumped through marshmallow."""

import msgspec
from flask import Response

_encode = msgspec.json.Encoder().encode


def json_response(body, status: int = 200, mimetype: str = "application/json", headers=None) -> Response:
    raw = body if isinstance(body, (bytes, bytearray)) else _encode(body)
    return Response(raw, status=status, mimetype=mimetype, headers=headers)
