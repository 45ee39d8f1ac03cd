"""A player's scoped tokens (issue 46): what a token is, as the store keeps it.

A player's key is ``<player id>.<secret>`` and may do everything its player may. A *token* is
``<player id>.<token id>.<secret>``, minted by the key with some of ``SCOPES`` and an optional
expiry: it is used where the key is (``Authorization: Bearer``) and covers only its scopes.
Both are kept only as the SHA-256 of the whole string.

A token lives in its player's hash (``sp-player:{<pid>}``), so it shares the player's TTL and
its check reads the same hash the key's does, in one HMGET (``PlayerStore.bearer_fields``):

- field ``t:<token id>``  the token as JSON: ``h`` its hash, ``s`` its scopes, ``x`` when it
  expires (epoch seconds; null: never), ``c`` when it was made, ``l`` its label
- field ``u:<token id>``  when it was last used (epoch seconds, written at most once a
  ``LAST_USED_EVERY`` per token, so an act pays no write for it)

A player holds ``TOKENS_MOST`` tokens at most (the mint script counts them); revoking one deletes
both fields and tells every API process (``KEY_NEWS``), whose streams opened with it end.
Here lives only what the store must know: the fields' names and the record's shape. Who may
mint and what a scope lets a token do: ``service.players.tokens`` and ``service.tables.seating``.
"""

from __future__ import annotations

import json
from typing import NamedTuple

# What a token may be allowed. ``read`` is in every token: a token that may do anything may at
# least read what its player may (its games, its feed, its seats' views).
SCOPES = ("read", "play", "challenge", "tournament", "webhooks", "chat")
TOKENS_MOST = 20
LAST_USED_EVERY = 60.0  # seconds: a token's last use is written at most this often
TOKEN_ID_HEX = 12


def token_field(token_id: str) -> str:
    return "t:" + token_id


def used_field(token_id: str) -> str:
    return "u:" + token_id


class Bearer(NamedTuple):
    """A player's key or token, taken apart: the player, and the token's id (None: the key)."""

    player: str
    token_id: str | None


def bearer_of(secret: str) -> Bearer:
    """``<player>.<secret>`` or ``<player>.<token id>.<secret>`` (a secret holds no dot)."""
    parts = secret.split(".")
    return Bearer(parts[0], parts[1] if len(parts) == 3 else None)


class TokenRecord(NamedTuple):
    token_hash: str
    scopes: tuple[str, ...]
    expires: float | None
    created: float
    label: str

    def to_json(self) -> str:
        return json.dumps({"h": self.token_hash, "s": list(self.scopes), "x": self.expires, "c": self.created,
                           "l": self.label}, separators=(",", ":"))

    @classmethod
    def from_json(cls, raw: bytes | str) -> TokenRecord:
        d = json.loads(raw)
        return cls(d["h"], tuple(d["s"]), d.get("x"), d.get("c", 0.0), d.get("l", ""))

    def live_at(self, now: float) -> bool:
        return self.expires is None or now < self.expires

    def covers(self, scope: str) -> bool:
        return scope == "read" or scope in self.scopes
