"""Abuse limits: request rates, concurrent long polls, open games per client — and CORS.

``install_limits(app, settings)`` is the one call ``create_app`` makes. The counters live in the
game Redis (every API process already reaches it; one key per client and window, a few dozen
bytes, expiring with the window). ``STARPORT_RATE_LIMITS=0`` installs none of the limits, so the
routes then cost exactly what they cost before. CORS is independent: on only for the origins
``STARPORT_CORS_ORIGINS`` lists.

| limit       | key                        | routes                                 |
|-------------|----------------------------|----------------------------------------|
| creates     | client IP                  | create a game, claim a seat            |
| acts        | SHA-256 of the bearer token| act (counted per API process, in memory)|
| reads       | client IP, only tokenless  | view, legal actions, score, events     |
| failed auth | client IP, counts only 401 | any (a 401 past the limit becomes 429) |
| long polls  | client IP, held at once    | events with ``wait`` > 0, and streams  |
| open games  | client IP, games it stored | create a game                          |

On a Redis Cluster these are global keys by the store's rule 2 (``service.store``): each counter
(``LIMITS:LIMITER/sp-rl/<scope>/<client>/…``, ``sp-rl:longpolls:<ip>``) and quota set
(``sp-rl:open-games:<ip>``) is one key with no hash tag, touched only by single-key commands (the
``limits`` library's INCR-and-EXPIRE script names one key) or non-transactional pipelines, so the
cluster spreads them over its nodes by client; a tag would pile every client's counter on one.
"""

from __future__ import annotations

import hashlib
import math
import time
from dataclasses import dataclass
from typing import Callable

from flask import Flask, g, request
from flask_cors import CORS
from limits import RateLimitItem, parse
from limits.storage import RedisStorage, Storage, storage_from_string
from limits.strategies import FixedWindowRateLimiter
from redis.cluster import RedisCluster
from redis.exceptions import RedisError
from werkzeug.middleware.proxy_fix import ProxyFix

from service.api import problem_response
from service.config import Settings
from service.problems import Problem
from service.store import GameStore

PREFIX = "sp-rl"
# What browsers may send and read across origins (CORS).
CLIENT_HEADERS = ["Authorization", "Content-Type", "If-Match", "If-None-Match", "Idempotency-Key",
                  "Prefer", "X-Request-Id"]
READABLE_HEADERS = ["ETag", "Location", "Retry-After", "Preference-Applied", "RateLimit",
                    "RateLimit-Policy", "X-Request-Id"]
# Each game's blueprint makes the same views; the part of the endpoint after the dot names them.
CREATES = ("create_game", "claim_seat", "create_player")
READS = ("view_game", "legal_actions", "score", "events", "lobby")
# Released by teardown; the TTL only drains what a killed process never gave back.
LONGPOLL_KEY_GRACE = 60


def install_limits(app: Flask, settings: Settings) -> None:
    if settings.trusted_proxies > 0:  # the client is who the last N proxies say it is
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=settings.trusted_proxies)
    if settings.cors_origins:
        CORS(app, origins=list(settings.cors_origins), allow_headers=CLIENT_HEADERS,
             expose_headers=READABLE_HEADERS, methods=["GET", "POST"], max_age=600)
    if not settings.rate_limits:
        return
    app.extensions["starport_limiter"] = RequestRates(app, settings)
    install_longpoll_cap(app, settings.longpolls_per_ip)
    # A game is stored at most until idle, then finished and kept: counted that long.
    install_open_game_quota(app, settings.max_open_games_per_ip, settings.idle_ttl + settings.finished_ttl)


# -- request rates ------------------------------------------------------------------------------

@dataclass(frozen=True)
class RateLimit:
    """One limit: an amount per window (``limits`` notation), counted under ``scope`` per key."""

    item: RateLimitItem
    scope: str
    key: Callable[[], str]
    what: str  # for the sentence: "Too many <what> from you"
    in_process: bool = False  # counted in this API process's memory, not in Redis

    @property
    def policy(self) -> str:  # RateLimit-Policy, IETF draft: "<amount>;w=<window seconds>"
        return f"{self.item.amount};w={self.item.get_expiry()}"


class RateLimited(Exception):
    def __init__(self, limit: RateLimit):
        self.limit = limit


def client_ip() -> str:
    return request.remote_addr or "unknown"


def seat_key() -> str:
    """The bearer token, hashed: the token itself is never written anywhere."""
    header = request.headers.get("Authorization")
    if not header:
        return "ip:" + client_ip()
    return "token:" + hashlib.sha256(header.encode()).hexdigest()[:32]


class RequestRates:
    """Fixed-window counters (the ``limits`` library, flask-limiter's engine) in the game Redis.

    flask-limiter itself measured ~330–430 µs per act on this machine (its per-request
    resolution of decorated, default and exempt limits, plus a GET to test the failed-auth limit
    before every authenticated request); this is ~130 µs: one INCR-and-EXPIRE script for the
    act's own limit and nothing else. Fixed windows are the cheapest strategy (a moving window
    keeps and trims a list entry per hit); a burst of twice the limit across a window boundary
    is the price, harmless at these limits."""

    def __init__(self, app: Flask, settings: Settings):
        self.strategy = FixedWindowRateLimiter(counters_on(app.extensions["starport"].store.shared))
        # Acts are counted in each process's memory: a Redis round trip was ~130 µs on the act
        # route, the one the bench holds to its targets. A token acting through N API processes
        # gets up to N times the limit, still far below anything that hurts the server.
        self.local_strategy = FixedWindowRateLimiter(storage_from_string("memory://"))
        creates = RateLimit(parse(settings.rate_creates), "creates", client_ip, "creates and claims")
        acts = RateLimit(parse(settings.rate_acts), "acts", seat_key, "actions with this token", in_process=True)
        self.reads = RateLimit(parse(settings.rate_reads), "reads", client_ip, "reads without a token")
        self.failed_auth = RateLimit(parse(settings.rate_failed_auth), "failed-auth", client_ip,
                                     "requests with a wrong token")
        by_view = {**dict.fromkeys(CREATES, creates), "act": acts, **dict.fromkeys(READS, self.reads)}
        self.by_endpoint = {endpoint: by_view[endpoint.rpartition(".")[2]] for endpoint in app.view_functions
                            if endpoint.rpartition(".")[2] in by_view}
        self.logger = app.logger
        app.before_request(self.check)
        app.after_request(self.count_failed_auth)
        app.register_error_handler(RateLimited, self.too_many_requests)

    def check(self) -> None:
        limit = self.by_endpoint.get(request.endpoint)
        if limit is None or request.method == "OPTIONS":  # CORS preflights are free
            return
        if limit is self.reads and "Authorization" in request.headers:
            return  # a seat's reads are not limited; a wrong token's are (failed auth)
        request.environ["starport.rate_policy"] = limit.policy
        if not self.hit(limit):
            raise RateLimited(limit)

    def count_failed_auth(self, response):
        """Each 401 counts against its address; once over the limit, the answer is 429. Counted
        after the fact, so a request with a good token costs nothing here."""
        if response.status_code == 401 and not self.hit(self.failed_auth):
            return self.too_many_requests(RateLimited(self.failed_auth))
        policy = request.environ.get("starport.rate_policy")
        if policy is not None:
            response.headers["RateLimit-Policy"] = policy
        return response

    def hit(self, limit: RateLimit) -> bool:
        try:
            return self.strategy_for(limit).hit(limit.item, PREFIX, limit.scope, limit.key())
        except RedisError as error:  # a limiter that cannot count lets the request through
            self.logger.warning("rate limit %s not counted: %s", limit.scope, error)
            return True

    def strategy_for(self, limit: RateLimit) -> FixedWindowRateLimiter:
        return self.local_strategy if limit.in_process else self.strategy

    def too_many_requests(self, refusal: RateLimited):
        limit = refusal.limit
        amount, window = limit.item.amount, limit.item.get_expiry()
        try:
            reset = self.strategy_for(limit).get_window_stats(limit.item, PREFIX, limit.scope, limit.key()).reset_time
            wait = min(window, max(1, math.ceil(reset - time.time())))
        except RedisError:
            wait = window
        problem = Problem("rate_limited", f"Too many {limit.what} from you: at most {amount} every "
                                          f"{window} s. Try again in {wait} s.")
        problem.headers.update({"Retry-After": str(wait), "RateLimit-Policy": limit.policy,
                                "RateLimit": f"limit={amount}, remaining=0, reset={wait}"})
        return problem_response(problem)


def counters_on(client) -> Storage:
    """The ``limits`` library's Redis storage counting on the store's own client: its pool on one
    server; on a cluster the ``RedisCluster`` itself (limits' cluster storage would open a second
    client to every node)."""
    if isinstance(client, RedisCluster):
        storage = RedisStorage("redis://")  # a placeholder, replaced before any command is sent
        storage.storage = client
        storage.initialize_storage("redis://")  # its scripts, registered on the cluster client
        return storage
    return storage_from_string("redis://", connection_pool=client.connection_pool)


# -- concurrent long polls ---------------------------------------------------------------------

def install_longpoll_cap(app: Flask, most: int) -> None:
    """A counter per client IP in Redis, raised when a long poll or a stream starts and lowered
    when it ends (a stream's when the server closes it), so the cap holds across every process
    and host. Over it: 429, come back in a second."""

    @app.before_request
    def hold_longpoll():
        endpoint = request.endpoint or ""
        if request.method != "GET" or not endpoint.endswith((".events", ".stream")):
            return
        wait = request.args.get("wait", "")
        if endpoint.endswith(".events") and (not wait.isdigit() or int(wait) == 0):
            return  # a short poll, or a refusal the route will give
        store = app.extensions["starport"].store
        key = f"{PREFIX}:longpolls:{client_ip()}"
        pipe = store.redis.pipeline(transaction=False)
        pipe.incr(key)
        # Outlives the longest hold (a stream closes after STREAM_LIFETIME), so it never resets
        # under open streams; it only drains the counts of a process killed mid-hold.
        pipe.expire(key, int(max(app.config["LONGPOLL_MAX"], app.config["STREAM_LIFETIME"])) + LONGPOLL_KEY_GRACE)
        try:
            holding = pipe.execute()[0]
        except RedisError as error:  # a full Redis refuses the count: reading must still work
            app.logger.warning("long poll not counted: %s", error)
            return
        if holding > most:
            store.redis.decr(key)
            problem = Problem("rate_limited", f"At most {most} long polls (events with wait) and streams at "
                                              f"once from one address; close one, or try again in a second.")
            problem.headers["Retry-After"] = "1"  # a count held at once, not a window: no RateLimit-Policy
            raise problem
        g.longpoll_key = key

    def release(key: str) -> None:
        store = app.extensions["starport"].store
        try:
            store.redis.decr(key)
        except Exception:  # noqa: BLE001 — the key's TTL drains it instead
            app.logger.warning("could not release a long-poll count for %s", key)
        finally:
            store.clients.release()  # a stream's close runs after its request's teardown

    @app.after_request
    def hold_until_the_stream_closes(response):
        if response.is_streamed and "longpoll_key" in g:  # a stream: its request ends before it does
            key = g.pop("longpoll_key")
            response.call_on_close(lambda: release(key))
        return response

    @app.teardown_request
    def release_longpoll(error):
        key = g.pop("longpoll_key", None)
        if key is not None:
            release(key)


# -- unfinished games per client ---------------------------------------------------------------

def install_open_game_quota(app: Flask, most: int, idle_ttl: int) -> None:
    """A sorted set per client IP of the games it created, scored by when each would expire
    untouched. Each create prunes the expired ones by score (one command); only when the count
    reaches the cap does it ask each remaining game whether it is still stored (one pipelined
    round trip) and drop the gone. A finished or cancelled game counts until it expires: it
    keeps its log in Redis as long (each log at most ``MAX_EVENTS`` events). So nothing has to
    remember to decrement a counter when a game expires, and the count is exact at the cap."""

    def key() -> str:
        return f"{PREFIX}:open-games:{client_ip()}"

    @app.before_request
    def check_quota():
        if request.method != "POST" or not (request.endpoint or "").endswith(".create_game"):
            return
        redis = app.extensions["starport"].store.redis
        if open_games(redis, key(), time.time(), most) >= most:
            raise Problem("quota_exceeded", f"You have {most} games stored (unfinished, or finished and not "
                                            "yet expired), the most one address may have; create more once "
                                            "some expire.")

    @app.after_request
    def count_created(response):
        if response.status_code == 201 and (request.endpoint or "").endswith(".create_game"):
            game_id = response.headers["Location"].rpartition("/")[2]
            pipe = app.extensions["starport"].store.redis.pipeline(transaction=False)
            pipe.zadd(key(), {game_id: time.time() + idle_ttl})
            pipe.expire(key(), idle_ttl)
            try:
                pipe.execute()
            except RedisError as error:  # the game exists: answer it; it goes uncounted
                app.logger.warning("created game %s not counted in its creator's quota: %s", game_id, error)
        return response


def open_games(redis, key: str, now: float, most: int) -> int:
    """The client's stored games, finished ones too: counted exactly only once the cheap count
    reaches ``most``."""
    pipe = redis.pipeline(transaction=False)
    pipe.zremrangebyscore(key, "-inf", now)
    pipe.zcard(key)
    count = pipe.execute()[1]
    if count < most:
        return count
    members = redis.zrange(key, 0, -1)
    pipe = redis.pipeline(transaction=False)
    for game_id in members:
        pipe.hget(GameStore.key(game_id.decode()), "status")
    done = [game_id for game_id, status in zip(members, pipe.execute()) if status is None]  # expired
    if done:
        redis.zrem(key, *done)
    return len(members) - len(done)
