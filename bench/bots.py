"""The bots phase's moving parts: all-bot Starshower games kept in flight, and people playing
against a bot over HTTP.

- ``BotGames`` creates N games with two ``random`` bot seats straight through ``GameService``
  (the creation is not what is measured; 1 000 over HTTP would take the window's CPU), which
  wakes each game's driver on the bench's queue exactly as the API does. ``refill`` replaces
  the finished ones, so N games stay in flight while the workers play them.
- ``human_process`` runs a few people in one process, a thread each, every one playing a
  Starshower game against a ``greedy`` bot through the API: act (``Prefer: return=minimal``),
  then long-poll ``GET .../events?after=<seq>&wait=5`` until the bot has moved. A person's turn
  is two acts (``call``, then a star), and so is the bot's: the *reply* is timed from the 200
  of the person's second act to the moment the answer showing the bot's last move is read (the
  person may act again), *first* to the answer showing the bot's first commit.
"""

from __future__ import annotations

import json
import random
import threading
import time
from dataclasses import dataclass, field

import msgspec
import redis

from bench.load import SLUG, Shadow, Wire, _act_request, _Event
from service.games import GameService
from service.store.queue import DriverQueue
from service.store.games import GameStore

SIZE = 10  # Starshower's default grid: ~135 random moves a game
ALL_BOT_SEATS = [{"name": "r0", "bot": "random"}, {"name": "r1", "bot": "random"}]
HUMAN_OPPONENT = "greedy"
LONG_POLL_SECONDS = 5


class BotGames:
    """N all-bot games in flight: made through ``GameService``, replaced once finished."""

    def __init__(self, redis_url: str, queue_name: str, games: int, size: int = SIZE):
        self.client = redis.Redis.from_url(redis_url)
        self.service = GameService(GameStore(self.client, finished_ttl=3600, idle_ttl=3600),
                                   DriverQueue(self.client, queue_name))
        self.target, self.size = games, size
        self.in_flight: list[str] = []
        self.created: list[str] = []  # every game made, for the cross-check of moves against versions
        self.finished = 0

    def create(self) -> str:
        game_id = self.service.create(SLUG, ALL_BOT_SEATS, {"size": self.size}, None)["game_id"]
        self.created.append(game_id)
        return game_id

    def fill(self) -> None:
        while len(self.in_flight) < self.target:
            self.in_flight.append(self.create())

    def refill(self) -> int:
        """Replace every finished game by a new one; how many were replaced."""
        pipe = self.client.pipeline(transaction=False)
        for game_id in self.in_flight:
            pipe.hget(GameStore.key(game_id), "status")
        statuses = pipe.execute()
        still = [g for g, s in zip(self.in_flight, statuses) if s != b"finished"]
        done = len(self.in_flight) - len(still)
        self.finished += done
        self.in_flight = still
        self.fill()
        return done

    def versions(self, game_ids: list[str]) -> list[int]:
        pipe = self.client.pipeline(transaction=False)
        for game_id in game_ids:
            pipe.hget(GameStore.key(game_id), "v")
        return [int(v) for v in pipe.execute()]

    def statuses(self) -> dict[str, int]:
        pipe = self.client.pipeline(transaction=False)
        for game_id in self.created:
            pipe.hget(GameStore.key(game_id), "status")
        counts: dict[str, int] = {}
        for s in pipe.execute():
            counts[s.decode()] = counts.get(s.decode(), 0) + 1
        return counts

    def close(self) -> None:
        self.client.close()


# -- people against a bot -------------------------------------------------------------------------

class _Stamped(_Event):
    seq: int = 0


class _Log(msgspec.Struct):
    last_seq: int
    events: list[_Stamped]
    more: bool = False


class _Acted(msgspec.Struct):
    version: int
    events: list[_Stamped]


_decode_log = msgspec.json.Decoder(_Log).decode
_decode_acted = msgspec.json.Decoder(_Acted).decode


@dataclass
class PersonResult:
    replies: list[float] = field(default_factory=list)  # seconds: 200 of the turn's last act → bot done
    firsts: list[float] = field(default_factory=list)  # seconds: that 200 → the bot's first commit seen
    acts: int = 0  # every act answered 200, in the window or not (for the cross-check)
    turns_in_window: int = 0
    polls: int = 0
    games: list[str] = field(default_factory=list)
    error: str | None = None


def _create_against_bot(wire: Wire, size: int, bot: str) -> tuple[dict, int]:
    body = json.dumps({"seats": [{"name": "person"}, {"name": "bot", "bot": bot}],
                       "options": {"size": size}}).encode()
    response = wire.call("POST", f"/v1/{SLUG}/games", body, {"Content-Type": "application/json"})
    if response.status != 201:
        raise RuntimeError(f"create answered {response.status}: {response.body[:300]!r}")
    created = json.loads(response.body)
    game = {"game_id": created["game_id"], "tokens": {0: created["seats"][0]["token"]}}
    # The first player, not the seat to act now: the bot may open the game and finish its turn
    # before this read, and a shadow started at the person's turn would miss its star.
    first = json.loads(wire.call("GET", f"/v1/{SLUG}/games/{game['game_id']}").body)["state"]["first_player"]
    return game, first


def _catch_up(wire: Wire, path: str, shadow: Shadow, cursor: int) -> int:
    """Apply to ``shadow`` the whole log after ``cursor``, without waiting; the new cursor."""
    while True:
        response = wire.call("GET", f"{path}?after={cursor}")
        if response.status != 200:
            raise RuntimeError(f"events answered {response.status}: {response.body[:300]!r}")
        log = _decode_log(response.body)
        shadow.apply([e for e in log.events if e.seq > cursor])
        cursor = max(cursor, log.last_seq)
        if not log.more:
            return cursor


def play_against_bot(host: str, port: int, index: int, window: tuple[float, float], think: float,
                     size: int, bot: str, result: PersonResult) -> None:
    """One person (seat 0) playing games against ``bot`` (seat 1) until the window closes."""
    start, end = window
    rng = random.Random(1000 + index)
    wire = Wire(host, port)
    minimal = {"Prefer": "return=minimal"}
    try:
        while time.time() < end:
            game, first = _create_against_bot(wire, size, bot)
            result.games.append(game["game_id"])
            path = f"/v1/{SLUG}/games/{game['game_id']}/events"
            shadow, cursor = Shadow(size, 2, first), 0
            cursor = _catch_up(wire, path, shadow, cursor)  # whatever the bot played meanwhile
            acted_at = None  # perf_counter of the 200 that handed the turn to the bot
            first_seen = False
            while not shadow.over and time.time() < end:
                if shadow.seat == 0:
                    if shadow.phase == "call" and think:
                        time.sleep(think)
                    action = shadow.choose(rng)
                    wire.send(_act_request(game, 0, action, minimal))
                    while (response := wire.receive()) is None:
                        pass
                    if response.status != 200:
                        raise RuntimeError(f"act {action} answered {response.status}: {response.body[:300]!r}")
                    acted_at = time.perf_counter()
                    result.acts += 1
                    acted = _decode_acted(response.body)
                    shadow.apply(acted.events)
                    if acted.events:
                        cursor = max(cursor, acted.events[-1].seq)
                    first_seen = False
                    continue
                response = wire.call("GET", f"{path}?after={cursor}&wait={LONG_POLL_SECONDS}")
                seen = time.perf_counter()
                result.polls += 1
                if response.status != 200:
                    raise RuntimeError(f"events answered {response.status}: {response.body[:300]!r}")
                log = _decode_log(response.body)
                fresh = [e for e in log.events if e.seq > cursor]
                cursor = max(cursor, log.last_seq)
                if not fresh:
                    continue
                shadow.apply(fresh)
                if acted_at is None:
                    continue  # the bot opened the game: no person was waiting on it
                in_window = start <= time.time() < end
                if not first_seen:
                    first_seen = True
                    if in_window:
                        result.firsts.append(seen - acted_at)
                if shadow.seat == 0 or shadow.over:
                    if in_window:
                        result.replies.append(seen - acted_at)
                        result.turns_in_window += 1
                    acted_at = None
    except Exception as error:  # reported, not swallowed: the parent fails the run
        result.error = f"{type(error).__name__}: {error}"
    finally:
        wire.close()


def human_process(host: str, port: int, people: int, think: float, size: int, bot: str, ready, go, out) -> None:
    """``people`` people, a thread each, for the window the parent sends."""
    ready.put(people)
    window = go.get()
    results = [PersonResult() for _ in range(people)]
    threads = [threading.Thread(target=play_against_bot, args=(host, port, i, window, think, size, bot, results[i]))
               for i in range(people)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    out.put([r.__dict__ for r in results])
