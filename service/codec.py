"""The one JSON codec: msgspec's, built once per process. Whatever the service stores (a game's
fields, its events, an idempotent answer) or sends (a response, an event on a stream) is encoded
with ``to_json`` and read back with ``from_json``."""

from __future__ import annotations

import msgspec

to_json = msgspec.json.Encoder().encode
from_json = msgspec.json.Decoder().decode
