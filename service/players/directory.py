"""The lobby and the players: listed games, player keys, and feed notes (a player's games: ``history``)."""

from __future__ import annotations

import logging
import uuid
from collections import defaultdict
from collections.abc import Callable

import redis

from engines.contract import Game
from service.store.codec import from_json, to_json
from service.store.game_record import GameRecord
from service.store.key_origins import origin_of
from service.store.players import fold
from service.problems import Problem
from service.tables.seating import Seating, hash_token, new_token
from service.store.games import GameStore
from service.tables.turns import deadline_of
from service.tables.views import MEETING_TERMS, lobby_entry
from service.webhooks.hooks import Webhooks

log = logging.getLogger(__name__)


class Players:
    def __init__(self, store: GameStore, seating: Seating, clock: Callable[[], float], webhooks: Webhooks | None = None):
        self.store = store
        self.seating = seating
        self.clock = clock
        self.webhooks = webhooks

    def lobby(self, engine: Game, status: str, after: str | None, limit: int,
              rated_only: bool = False) -> tuple[dict, list[list[dict]]]:
        """A page of the title's listed games, and each line's seats as stored: the façade has
        ``Leaderboards.show_seat_ratings`` add their ratings (ratings sit above the players)."""
        found, cursor = self.store.lobby_page(engine.meta.slug, status, after, limit, rated_only)
        return ({"games": [lobby_entry(engine, game) for game in found], "next": cursor},
                [from_json(game["seats"]) for game in found])

    def create_player(self, name: str | None, client: str | None = None) -> dict:
        """A new player and its key; ``client``: the address it was asked from (``limits.client_ip``),
        kept only as the key's origin (``service.store.key_origins``)."""
        player = uuid.uuid4().hex
        key = f"{player}.{new_token()}"  # the id inside finds the player; the rest is the secret
        # Found by the name search only under a name of its own choosing, never "player 1a2b3c".
        searched_as = fold(name) if name else None
        name = name or f"player {player[:6]}"
        self.store.create_player(player, name, hash_token(key), self.clock(), origin_of(client), searched_as)
        return {"player_id": player, "name": name, "key": key}

    def rotate_key(self, key: str | None) -> dict:
        """A new key for the key's player, shown once; the old one stops working at once, on
        every API process, and the streams opened with it end (``service.watching.hub``)."""
        player = self.seating.player_of(key)
        new_key = f"{player}.{new_token()}"
        self._change_key(player, key, hash_token(new_key))
        return {"player_id": player, "key": new_key}

    def revoke_key(self, key: str | None) -> None:
        """The key stops working at once, as ``rotate_key``'s old one, and none replaces it."""
        self._change_key(self.seating.player_of(key), key, None)

    def _change_key(self, player: str, key: str, new_hash: str | None) -> None:
        if not self.store.change_player_key(player, hash_token(key), new_hash, self.clock()):
            # another request changed the key between our check and our write: it is not the player's now
            raise Problem("unauthorized", "That key was rotated or revoked meanwhile; it works no more.")

    def seat_player(self, player: str, slug: str, game_id: str, now: float) -> None:
        """List the game among the player's (after its commit: a lost write is logged)."""
        try:
            self.store.seat_player(player, slug, game_id, now)
        except redis.exceptions.RedisError as error:  # the seat is committed; its list misses it
            log.warning("game %s: not listed among player %s's games: %s", game_id, player, error)

    def tell(self, before: GameRecord | None, after: GameRecord, *, seated=()) -> None:
        """After a commit: tell the players at this game what it means for them (seated, their
        turn, the game over), on their feeds, and announce those their webhooks want
        (``Webhooks.announce``: one write; a worker queues the deliveries and sends them). The
        game is committed; a lost note is logged."""
        players = {i: s["player"] for i, s in enumerate(after.seats) if s.get("player")}
        if not players:
            return
        about = {"game": after.slug, "game_id": after.game_id, "version": after.version}
        news: dict[str, list[dict]] = defaultdict(list)
        met = {t: after.lifecycle[t] for t in MEETING_TERMS if after.lifecycle.get(t)} if seated else {}
        for seat in seated:
            news[players[seat]].append({"type": "seated", **about, "seat": seat, "status": after.status, **met})
        if after.status == "active":
            for seat, prompt in after.turn_started.items():
                if seat in players:
                    turn = {"type": "your_turn", **about, "seat": seat, "prompt": prompt}
                    if (deadline := deadline_of(after, seat)) is not None:
                        turn["deadline"] = deadline
                    news[players[seat]].append(turn)
        if after.status == "finished" and (before is None or before.status != "finished"):
            for seat, player in players.items():
                news[player].append({"type": "game_over", **about, "seat": seat})
        for player, events in news.items():
            self.note(player, events, about=f"game {after.game_id}")

    def note(self, player: str, events: list[dict], about: str = "", from_others: bool = False) -> None:
        """Append ``events`` to the player's feed, and announce them if its webhooks want one
        (``Webhooks.announce``). After a commit or a meeting's change: a lost note is logged.
        ``from_others``: notes another player caused (a challenge), kept in bounded number."""
        announce_to = self.webhooks.announce_to if self.webhooks is not None else None
        try:
            told = self.store.tell_player(player, [to_json(e) for e in events], announce_to=announce_to,
                                          types=tuple(e["type"] for e in events), at=self.clock(),
                                          from_others=from_others)
        except redis.exceptions.RedisError as error:
            log.warning("%s: player %s not told %s: %s", about or "news", player,
                        ", ".join(e["type"] for e in events), error)
            return
        if told.hooked and not told.announced and self.webhooks is not None:
            first = told.seq - len(events) + 1  # the feed script numbered them in order
            self.webhooks.announce(player, first, events, told.hooked)
