"""Who a bearer is at a table: seat tokens, player keys, and the seat (or none) each acts or reads for.

A seat token is 256 random bits handed out once (at create or claim) and kept only as its
SHA-256; a player key is ``<player id>.<secret>`` and finds its player by the id; a player's
token (issue 46) is ``<player id>.<token id>.<secret>``, covers the scopes it was minted with
(``service.store.tokens.SCOPES``) and may expire. A seat a bot now plays (its holder left, or its
clock handed it to the stand-in) is read as a spectator reads.

What needs which scope: acting, claiming, leaving, a rematch — ``play``; reading one's seats,
games and feed — ``read`` (every token has it); the meeting place's seeks, challenges and
blocks — ``challenge``; webhooks — ``webhooks``; tournaments and chat — theirs. What names no
scope (minting and revoking tokens, rotating the key, the handle, marking a bot account) takes
the player's key itself: a token is refused there with 403 ``missing_scope`` (scope ``key``).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections.abc import Callable
from typing import NamedTuple

from service.problems import Problem
from service.store.game_record import GameRecord
from service.store.games import GameStore
from service.store.tokens import LAST_USED_EVERY, TokenRecord, bearer_of, token_field

KEY_ONLY = "key"  # the scope a 403 names where only the player's key itself will do


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(32)  # 256 bits


def is_player_key(token: str) -> bool:
    """Player keys are ``<player id>.<secret>``; seat tokens (base64url) never hold a dot."""
    return "." in token


class KeyBearer(NamedTuple):
    """Who opened a stream with a player key or token: the player, the hash of what it sent, and
    the player hash's field that must still hold it (``key_hash``, or a token's ``t:<id>``). The
    stream ends once that field holds another (the key rotated) or none (revoked):
    ``service.watching.hub``; a token's stream ends at its expiry too (``expires``)."""

    player: str
    key_hash: str
    field: str = "key_hash"
    expires: float | None = None

    def holds(self, stored: bytes | str | None, now: float) -> bool:
        """Whether the field's stored value (``PlayerStore.bearer_values``) still lets it in."""
        if stored is None:
            return False
        if self.field == "key_hash":
            return hmac.compare_digest(stored if isinstance(stored, str) else stored.decode(), self.key_hash)
        token = TokenRecord.from_json(stored)
        return token.live_at(now) and hmac.compare_digest(token.token_hash, self.key_hash)


def key_bearer(token: str | None, expires: float | None = None) -> KeyBearer | None:
    """The bearer of a player key or token already checked (``Seating.player_of``); None for a
    seat token or none. ``expires``: a token's expiry (``Seating.expiry_of``)."""
    if token is None or not is_player_key(token):
        return None
    bearer = bearer_of(token)
    if bearer.token_id is None:
        return KeyBearer(bearer.player, hash_token(token))
    return KeyBearer(bearer.player, hash_token(token), token_field(bearer.token_id), expires)


def holder_key(seat: dict) -> tuple:
    """Who holds a seat: its token's hash and its player (a claim gives a seat new ones)."""
    return seat.get("token_hash"), seat.get("player")


def refuse_if_taken_over(record: GameRecord, seat: int) -> None:
    """A seat a bot plays now takes no action from the bearer who held it."""
    if record.seats[seat].get("bot"):
        raise Problem("seat_taken_over", f"A bot plays seat {seat} now (it left, or its clock ran out).")


class Seating:
    def __init__(self, store: GameStore, clock: Callable[[], float] = time.time):
        self.store = store
        self.clock = clock

    def player_of(self, key: str | None, scope: str | None = None) -> str:
        """The player a key (or one of its tokens) belongs to; 401 otherwise. ``scope``: what the
        request needs (one of ``SCOPES``): a token that does not cover it is refused with 403
        ``missing_scope``; None: only the player's key itself will do. The key covers every
        scope. One round trip, as a key's check always was (a token's record is read in it)."""
        self.token_of(key, scope)
        return key.split(".", 1)[0]

    def token_of(self, key: str | None, scope: str | None = None) -> TokenRecord | None:
        """``player_of``'s check; the token's record (None: the key itself)."""
        if key is None or not is_player_key(key):
            raise Problem("unauthorized", "Send your player key or token: Authorization: Bearer <player key>.")
        if key.count(".") > 2:
            raise Problem("unauthorized", "That is not a player key or token.")
        bearer = bearer_of(key)
        key_hash, raw, used = self.store.bearer_fields(bearer.player, bearer.token_id)
        if bearer.token_id is None:
            if key_hash is None or not hmac.compare_digest(key_hash, hash_token(key)):
                raise Problem("unauthorized", "That is not a player key.")
            return None
        now = self.clock()
        token = TokenRecord.from_json(raw) if raw is not None and key_hash is not None else None
        if token is None or not hmac.compare_digest(token.token_hash, hash_token(key)):
            raise Problem("unauthorized", "That is not a player token (or it was revoked).")
        if not token.live_at(now):
            raise Problem("unauthorized", "That token expired.")
        if scope is None or not token.covers(scope):
            needed = scope or KEY_ONLY
            raise Problem("missing_scope", f"This token does not cover {needed!r}: "
                          + ("use your player key itself." if scope is None else
                             f"mint one with the {needed} scope."), scope=needed)
        if used is None or now - float(used) >= LAST_USED_EVERY:
            self.store.touch_token(bearer.player, bearer.token_id, now)  # at most once a minute a token
        return token

    def expiry_of(self, key: str | None) -> float | None:
        """When a token already checked expires (None: never, or the key itself), for its streams."""
        if key is None or key.count(".") != 2:
            return None
        _, raw, _ = self.store.bearer_fields(*bearer_of(key))
        return TokenRecord.from_json(raw).expires if raw is not None else None

    def seat_of(self, record: GameRecord, token: str | None, scope: str = "read") -> int | None:
        """The seat a bearer token acts for; None without a token; 401 for a wrong one.
        ``scope``: what a player's token must cover (``play`` to act, ``read`` to read)."""
        if token is None:
            return None
        if is_player_key(token):
            player = self.player_of(token, scope)
            for index, seat in enumerate(record.seats):
                if seat.get("player") == player:
                    return index
            raise Problem("unauthorized", "That player has no seat in this game.")
        digest = hash_token(token)
        found = None
        for index, seat in enumerate(record.seats):
            if hmac.compare_digest(seat.get("token_hash", ""), digest):
                found = index
        if found is None:
            raise Problem("unauthorized", "That token does not belong to a seat of this game.")
        return found

    def reader_of(self, record: GameRecord, token: str | None) -> int | None:
        """The seat whose private side a bearer may read: ``seat_of``, but None (a spectator's
        reads) for a seat a bot plays now: one who left, or whose clock handed the seat over,
        sees no more than a spectator."""
        seat = self.seat_of(record, token)
        return None if seat is not None and record.seats[seat].get("bot") else seat

    def require_seat(self, record: GameRecord, token: str | None, scope: str = "play") -> int:
        if token is None:
            raise Problem("unauthorized", "Send your seat's token: Authorization: Bearer <token>.")
        return self.seat_of(record, token, scope)
