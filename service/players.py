"""The lobby and the players: listed games, player keys, a player's games and feed notes."""

from __future__ import annotations

import logging
import uuid
from collections import defaultdict
from typing import Callable

import redis

from engines import registry
from engines.contract import Game
from service.seating import Seating, hash_token, new_token
from service.codec import from_json, to_json
from service.game_record import GameRecord
from service.store import GameStore
from service.turns import deadline_of
from service.views import MEETING_TERMS, lobby_entry

log = logging.getLogger(__name__)


class Players:
    def __init__(self, store: GameStore, seating: Seating, clock: Callable[[], float]):
        self.store = store
        self.seating = seating
        self.clock = clock

    def lobby(self, engine: Game, status: str, after: str | None, limit: int) -> dict:
        found, cursor = self.store.lobby_page(engine.meta.slug, status, after, limit)
        return {"games": [lobby_entry(engine, game) for game in found], "next": cursor}

    def create_player(self, name: str | None) -> dict:
        player = uuid.uuid4().hex
        key = f"{player}.{new_token()}"  # the id inside finds the player; the rest is the secret
        name = name or f"player {player[:6]}"
        self.store.create_player(player, name, hash_token(key), self.clock())
        return {"player_id": player, "name": name, "key": key}

    def player_games(self, key: str | None, limit: int) -> dict:
        player = self.seating.player_of(key)
        games = []
        for game in self.store.player_games(player, limit):
            engine = registry().get(game["slug"].decode())
            if engine is None:
                continue
            entry = lobby_entry(engine, game)
            entry["you"] = next((i for i, s in enumerate(from_json(game["seats"])) if s.get("player") == player), None)
            games.append(entry)
        return {"player_id": player, "games": games}

    def seat_player(self, player: str, slug: str, game_id: str, now: float) -> None:
        """List the game among the player's (after its commit: a lost write is logged)."""
        try:
            self.store.seat_player(player, slug, game_id, now)
        except redis.exceptions.RedisError as error:  # the seat is committed; its list misses it
            log.warning("game %s: not listed among player %s's games: %s", game_id, player, error)

    def tell(self, before: GameRecord | None, after: GameRecord, *, seated=()) -> None:
        """After a commit: tell the players at this game what it means for them (seated, their
        turn, the game over), on their feeds. The game is committed; a lost note is logged."""
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
            try:
                self.store.tell_player(player, [to_json(e) for e in events])
            except redis.exceptions.RedisError as error:
                log.warning("game %s: player %s not told: %s", after.game_id, player, error)
