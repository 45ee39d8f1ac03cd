"""Who a bearer is at a table: seat tokens, player keys, and the seat (or none) each acts or reads for.

A seat token is 256 random bits handed out once (at create or claim) and kept only as its
SHA-256; a player key is ``<player id>.<secret>`` and finds its player by the id. A seat a bot
now plays (its holder left, or its clock handed it to the stand-in) is read as a spectator reads.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import NamedTuple

from service.problems import Problem
from service.store.game_record import GameRecord
from service.store.games import GameStore


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(32)  # 256 bits


def is_player_key(token: str) -> bool:
    """Player keys are ``<player id>.<secret>``; seat tokens (base64url) never hold a dot."""
    return "." in token


class KeyBearer(NamedTuple):
    """Who opened a stream with a player key: the player and that key's hash. The stream ends
    once the player's stored hash is another (the key rotated) or none (revoked): ``service.watching.hub``."""

    player: str
    key_hash: str


def key_bearer(token: str | None) -> KeyBearer | None:
    """The bearer of a player key already checked (``Seating.player_of``); None for a seat token or none."""
    if token is None or not is_player_key(token):
        return None
    return KeyBearer(token.split(".", 1)[0], hash_token(token))


def holder_key(seat: dict) -> tuple:
    """Who holds a seat: its token's hash and its player (a claim gives a seat new ones)."""
    return seat.get("token_hash"), seat.get("player")


def refuse_if_taken_over(record: GameRecord, seat: int) -> None:
    """A seat a bot plays now takes no action from the bearer who held it."""
    if record.seats[seat].get("bot"):
        raise Problem("seat_taken_over", f"A bot plays seat {seat} now (it left, or its clock ran out).")


class Seating:
    def __init__(self, store: GameStore):
        self.store = store

    def player_of(self, key: str | None) -> str:
        """The player a key belongs to; 401 otherwise."""
        if key is None or not is_player_key(key):
            raise Problem("unauthorized", "Send your player key: Authorization: Bearer <player key>.")
        player = key.split(".", 1)[0]
        stored = self.store.player_key_hash(player)
        if stored is None or not hmac.compare_digest(stored, hash_token(key)):
            raise Problem("unauthorized", "That is not a player key.")
        return player

    def seat_of(self, record: GameRecord, token: str | None) -> int | None:
        """The seat a bearer token acts for; None without a token; 401 for a wrong one."""
        if token is None:
            return None
        if is_player_key(token):
            player = self.player_of(token)
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

    def require_seat(self, record: GameRecord, token: str | None) -> int:
        if token is None:
            raise Problem("unauthorized", "Send your seat's token: Authorization: Bearer <token>.")
        return self.seat_of(record, token)
