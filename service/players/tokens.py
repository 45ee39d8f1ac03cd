"""A player's scoped tokens (issue 46 item 2): minted, listed and revoked by its key.

A token is ``<player id>.<token id>.<secret>``: used where the key is, it covers only its
scopes (``SCOPES``; ``read`` always) and, if it was given one, stops at its expiry. It is kept as
its SHA-256 in the player's hash (``service.store.tokens``), so checking it costs an act what
checking the key did: one HMGET (``Seating.player_of``). Revoking it deletes it and tells every
API process on the news channel, whose hubs end the streams opened with it at once; an expired
token is refused from its expiry, and its streams close then (``polls_and_streams.until``).
Revoking the key (``DELETE /v1/players/me/key``) revokes every token with it; rotating the key
leaves them be.

Only the key itself mints, lists and revokes tokens: a token never makes a token.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable

from service.problems import Problem
from service.store.games import GameStore
from service.store.tokens import SCOPES, TOKEN_ID_HEX, TOKENS_MOST, TokenRecord
from service.tables.seating import Seating, hash_token, new_token

__all__ = ["SCOPES", "Tokens"]

LONGEST = 366 * 24 * 3600  # a token's expiry is within a year, if it has one


def token_view(token_id: str, player: str, record: TokenRecord, used: float | None) -> dict:
    """What its owner sees of a token: never its secret (the prefix is the public part of it)."""
    return {"token_id": token_id, "prefix": f"{player}.{token_id}", "scopes": list(record.scopes),
            "label": record.label, "created": record.created, "expires": record.expires, "last_used": used}


class Tokens:
    def __init__(self, store: GameStore, seating: Seating, clock: Callable[[], float]):
        self.store = store
        self.seating = seating
        self.clock = clock

    def mint(self, key: str | None, scopes: list[str], expires_in: int | None, label: str) -> dict:
        player = self.seating.player_of(key)  # the key itself
        unknown = [s for s in scopes if s not in SCOPES]
        if unknown or not scopes:
            raise Problem("validation_error", f"Scopes are some of {', '.join(SCOPES)}.",
                          errors={"json": {"scopes": [f"Some of {list(SCOPES)}."]}})
        now = self.clock()
        token_id = secrets.token_hex(TOKEN_ID_HEX // 2)
        token = f"{player}.{token_id}.{new_token()}"
        ordered = tuple(s for s in SCOPES if s in scopes)
        record = TokenRecord(hash_token(token), ordered, None if expires_in is None else now + expires_in, now, label)
        done = self.store.mint_token(player, hash_token(key), token_id, record, TOKENS_MOST, now)
        if done == 0:
            raise Problem("unauthorized", "That key was rotated or revoked meanwhile; it works no more.")
        if done < 0:
            raise Problem("too_many_tokens", f"A player holds {TOKENS_MOST} tokens at most: revoke one first.")
        return {**token_view(token_id, player, record, None), "token": token}

    def listed(self, key: str | None) -> dict:
        player = self.seating.player_of(key)
        now = self.clock()
        return {"tokens": [{**token_view(tid, player, record, used), "expired": not record.live_at(now)}
                           for tid, record, used in self.store.player_tokens(player)]}

    def revoke(self, key: str | None, token_id: str) -> None:
        player = self.seating.player_of(key)
        if len(token_id) != TOKEN_ID_HEX or not self.store.revoke_token(player, token_id):
            raise Problem("not_found", "You have no token with that id.")
