"""The leaderboard with 100 000 rated players (issue 30): the time of a page, through the API's
own route (the Flask app in this process, on an embedded Redis), at random depths of the board.

    python -m bench.leaderboard [--players 100000] [--pages 2000] [--limit 100]

The players are synthetic: each a rating entry and a board member written as the game-end job
leaves them (``service.ratings.store``), μ and σ drawn from a fixed seed (σ under the provisional
bar; a few hundred share an ordinal, so the equal-score path of a cursor is paid too). Each page
asks for ``--limit`` lines after the cursor of a line at a random depth; the times are the whole
request's (routing, the limiter off, the script, the JSON), p50 / p99 / max.
"""

from __future__ import annotations

import argparse
import logging
import random
import tempfile
import time

import redis

from service.store import keys as names
from service.app import create_app
from service.store.codec import to_json
from service.config import Settings
from service.ratings.store import encode_cursor
from service.ratings.maths import Rating
from service.running.redis_server import EmbeddedRedis

SLUG = "starshower"


def synthetic_players(client: redis.Redis, slug: str, players: int, seed: int = 30) -> list[tuple[str, float]]:
    """Write ``players`` rated players to ``slug``'s ratings and board; each (id, ordinal)."""
    rng = random.Random(seed)
    made = []
    pipe = client.pipeline(transaction=False)
    for i in range(players):
        player = f"{rng.getrandbits(128):032x}"
        rating = Rating(rng.gauss(25, 6), rng.uniform(1.5, 5.9), rng.randint(12, 400))
        if i % 500 == 0 and made:  # a tie with an earlier player
            rating = Rating(made[-1][2].mu, made[-1][2].sigma, rating.games)
        entry = {"mu": rating.mu, "sigma": rating.sigma, "games": rating.games, "name": f"player {i}", "recent": []}
        pipe.hset(names.ratings_key(slug), player, to_json(entry))
        pipe.zadd(names.board_key(slug), {player: rating.ordinal})
        made.append((player, rating.ordinal, rating))
        if i % 5000 == 4999:
            pipe.execute()
    pipe.execute()
    return [(player, ordinal) for player, ordinal, _ in made]


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=100_000)
    parser.add_argument("--pages", type=int, default=2000)
    parser.add_argument("--limit", type=int, default=100)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as data:
        server = EmbeddedRedis(data, maxmemory="2gb").start()
        try:
            client = redis.Redis.from_url(server.url)
            began = time.monotonic()
            players = synthetic_players(client, SLUG, args.players)
            print(f"{len(players)} players written in {time.monotonic() - began:.1f} s")
            ordered = sorted(players, key=lambda p: (p[1], p[0]), reverse=True)
            app = create_app(Settings.from_env(redis_url=server.url, queue_redis_url=server.url, rate_limits=False,
                                               archive_url=None))
            logging.getLogger("starport.access").setLevel(logging.WARNING)  # a line per request is not the page's cost
            http = app.test_client()
            rng = random.Random(1)
            times = []
            for _ in range(args.pages):
                depth = rng.randrange(len(ordered))
                player, _ordinal = ordered[depth]
                score = client.zscore(names.board_key(SLUG), player)
                url = f"/v1/{SLUG}/leaderboard?limit={args.limit}&after={encode_cursor(repr(score), player)}"
                started = time.perf_counter()
                answer = http.get(url)
                times.append(time.perf_counter() - started)
                lines = answer.get_json()["lines"]
                assert answer.status_code == 200 and (not lines or lines[0]["rank"] == depth + 2), (depth, lines[:1])
                want = [p for p, _ in ordered[depth + 1: depth + 1 + args.limit]]
                assert [line["player_id"] for line in lines] == want
            ms = [1000 * t for t in times]
            print(f"{args.pages} pages of {args.limit} over {len(players)} players: "
                  f"p50 {percentile(ms, 50):.2f} ms, p99 {percentile(ms, 99):.2f} ms, max {max(ms):.2f} ms")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
