"""Abuse limits: request rates, concurrent long polls, open games per client — and CORS.

``install_limits(app, settings)`` is the one call ``create_app`` makes. The counters live in the
game Redis (every API process already reaches it; one key per client and window, a few dozen
bytes, expiring with the window). ``STARPORT_RATE_LIMITS=0`` installs none of the limits, so the
routes then cost exactly what they cost before. CORS is independent: on only for the origins
``STARPORT_CORS_ORIGINS`` lists.

| limit       | key                        | declared on the view (``service.http.contract``)  | today's routes    |
|-------------|----------------------------|----------------------------------------------|-------------------|
| creates     | client IP                  | ``@rate_limited("creates")``                 | create a game, claim a seat, create a player, rotate or revoke its key |
| acts        | SHA-256 of the bearer token, and the game it names | ``@rate_limited("acts")`` (a token bucket per API process, in memory) | act |
| reads       | client IP, only tokenless  | ``@rate_limited("reads")``                   | view, legal actions, events, the feed |
| seat reads  | SHA-256 of the bearer token, and the game it names | the same, with a token (a token bucket per API process) |   |
| tokenless reads | client IP, any bearer  | ``@rate_limited("tokenless_reads")`` (the reads' counter) | score, lobby, /openapi.json |
| failed auth | client IP, counts only 401 | nothing: every route (a 401 past the limit becomes 429) |      |
| long polls  | client IP, held at once    | ``@long_poll()``, ``@long_poll(only_when_waiting=True)`` | streams; events and the feed with ``wait`` > 0 |
| open games  | client IP, games it stored | ``@counts_open_games(slug)``                 | create a game     |
| meeting games | the seated keys' origins (``service.tables.open_games``) | checked by the rooms themselves | seek, challenge, accept, rematch |
| meets       | SHA-256 of the player key  | ``@counts_per_player()`` (besides its rate)  | seek, challenge   |
| challenge pair | the key's hash and each challenged player | ``@counts_per_pair("player_id", "with")`` | challenge |
| costly streams | client IP, held at once; its bytes as reads | ``@costly_stream(bytes_per_read=…)`` | the export |

The views declare them; ``install_limits`` reads the declarations from ``app.view_functions``
once, when the app is made, and never matches a view by its name, so a renamed view keeps its
limits (``tests/service/http/test_limit_declarations.py`` lists every route with its own).

The two per-seat limits (acts, seat reads) are token buckets (``TokenBuckets``): "20/second" is a
bucket of 20 that refills one every 1/20 s, so a client over its pace waits a fraction of a
second, not out the rest of a window (a fixed "600/minute" window told the README's bot, once
it had read 600 times, to wait 43 s in the middle of a Starlink turn). In any one period a
bucket lets through at most twice its amount (full, plus what refills), what a fixed window
lets through across its boundary, so a hostile loop is bounded as before. A seat token's budget
is its own, and a player key's is counted per game the path names (``seat_in_game``): the key
of a bot playing twenty games at once has the budget of the twenty games' seat tokens, no more.
A key has a game's budget only where it is seated (anywhere else: 401, counted as a failed
auth), and it is seated only by creates, claims, seeks and challenges, each limited. The limits
counted in Redis stay fixed windows (the ``limits`` library's one-key script), set past what the
project's own clients spend: the bot kit creates 20 games at once (60 a minute), /play's player
tab and a watching tab of one address read ~3.5 a second without a token in a Starlink game
(1200 a minute); their exact counts are what the abuse tests drill (a create burst, a token
guesser).

Every key is what the server understood, never how it was spelled: the token as the routes parse
it (``requests.bearer_token``: ``bearer``, any case, spaces around), ``wait`` as the schema reads it
(``5.0``, ``+5`` and ``05`` are 5), and an IPv6 client's /64 as its "client IP". A route that
never reads a bearer declares ``rate_limited("tokenless_reads")``.

On a Redis Cluster these are global keys by the store's rule 2 (``service.store.keys``): each counter
(``LIMITS:LIMITER/sp-rl/<scope>/<client>/…``, ``sp-rl:longpolls:<ip>``) and quota set
(``sp-rl:open-games:<ip>``) is one key with no hash tag, touched only by single-key commands (the
``limits`` library's INCR-and-EXPIRE script names one key) or non-transactional pipelines, so the
cluster spreads them over its nodes by client; a tag would pile every client's counter on one.
"""

from __future__ import annotations

import hashlib
import ipaddress
import math
import threading
import time
from dataclasses import dataclass, replace
from typing import Callable

from flask import Flask, g, request
from flask_cors import CORS
from limits import RateLimitItem, parse
from limits.storage import RedisStorage, Storage, storage_from_string
from limits.strategies import FixedWindowRateLimiter
from limits.util import WindowStats
from marshmallow import ValidationError
from redis.cluster import RedisCluster
from redis.exceptions import RedisError
from werkzeug.middleware.proxy_fix import ProxyFix

from schemas.envelope import EventsQuery
from service.http.api import problem_response
from service.config import Settings
from service.http.contract import Limits, limits_of
from service.problems import Problem
from service.tables.open_games import address_quota, count_game, stored_games
from service.store.keys import LIMITER_PREFIX, costly_stream_key, longpolls_key
from service.http.requests import bearer_token, this_request
from service.http.wire import decode_json, request_body

# What browsers may send and read across origins (CORS).
CLIENT_HEADERS = ["Authorization", "Content-Type", "If-Match", "If-None-Match", "Idempotency-Key",
                  "Prefer", "X-Request-Id"]
READABLE_HEADERS = ["ETag", "Location", "Retry-After", "Preference-Applied", "RateLimit",
                    "RateLimit-Policy", "X-Request-Id"]
# Released by teardown; the TTL only drains what a killed process never gave back.
LONGPOLL_KEY_GRACE = 60


def install_limits(app: Flask, settings: Settings) -> None:
    if settings.trusted_proxies > 0:  # the client is who the last N proxies say it is
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=settings.trusted_proxies)
    if settings.cors_origins:
        CORS(app, origins=list(settings.cors_origins), allow_headers=CLIENT_HEADERS,
             expose_headers=READABLE_HEADERS, methods=["GET", "POST", "DELETE"], max_age=600)
    if not settings.rate_limits:
        return
    declared = declared_limits(app)
    limiter = RequestRates(app, settings, declared)
    app.extensions["starport_limiter"] = limiter
    app.extensions["starport_limits"] = AppliedLimits(
        rates=limiter.by_endpoint,
        also=limiter.also,
        long_polls=install_longpoll_cap(app, settings.longpolls_per_ip, declared),
        # A game is stored at most until idle, then finished and kept: counted that long.
        open_games=install_open_game_quota(app, settings.max_open_games_per_ip,
                                           settings.idle_ttl + settings.finished_ttl, declared),
        costly_streams=install_costly_streams(app, limiter, declared))


def declared_limits(app: Flask) -> dict[str, Limits]:
    """Each endpoint's limits as its view declares them (``service.http.contract``); every route is
    registered by the time ``create_app`` installs the limits."""
    return {endpoint: limits_of(view) for endpoint, view in app.view_functions.items()}


@dataclass(frozen=True)
class AppliedLimits:
    """What the hooks apply, by endpoint, as read from the declarations (and shown to tests)."""

    rates: dict[str, RateLimit]  # the request rate each endpoint counts under
    also: dict[str, tuple[RateLimit, ...]]  # the player's and the pair's budgets it counts in too
    long_polls: dict[str, bool]  # the endpoints that hold a long poll: True only while ?wait= waits
    open_games: frozenset[str]  # the endpoints whose 201 is a game its creator's quota counts
    costly_streams: dict[str, int]  # the endpoints held one at a time, each with its bytes per read


# -- request rates ------------------------------------------------------------------------------

@dataclass(frozen=True)
class RateLimit:
    """One limit: an amount per window (``limits`` notation), counted under ``scope`` per key."""

    item: RateLimitItem
    scope: str
    key: Callable[[], str]
    what: str  # for the sentence: "Too many <what> from you"
    in_process: bool = False  # counted in this API process's memory, not in Redis
    with_a_token: RateLimit | None = None  # counted instead when the request bears a token
    # A pair budget's: the path argument and the body field (or None) naming the other players.
    pairs: tuple[str, str | None] | None = None

    @property
    def policy(self) -> str:  # RateLimit-Policy, IETF draft: "<amount>;w=<window seconds>"
        return f"{self.item.amount};w={self.item.get_expiry()}"


class RateLimited(Exception):
    def __init__(self, limit: RateLimit):
        self.limit = limit


def client_ip() -> str:
    return client_of(request.remote_addr or "unknown")


def client_of(address: str) -> str:
    """An IPv4 address as it is; an IPv6 one as its /64, the least a subscriber is given (RFC
    6177), so that one host choosing among 2^64 addresses has one budget."""
    if ":" not in address:
        return address
    try:
        ip = ipaddress.IPv6Address(address)
    except ValueError:
        return address
    if ip.ipv4_mapped is not None:  # ::ffff:192.0.2.1 from a dual-stack socket is an IPv4 client
        return str(ip.ipv4_mapped)
    return f"{ipaddress.IPv6Address(int(ip) >> 64 << 64)}/64"


def presented_token() -> str | None:
    """The bearer token as the routes read it; None without one, or for a header they refuse."""
    try:
        return bearer_token()
    except Problem:  # the route answers 401, counted as a failed auth
        return None


def seat_key() -> str:
    """The parsed bearer token, hashed (every spelling of one token is one key); the token itself
    is never written anywhere."""
    token = presented_token()
    if token is None:
        return "ip:" + client_ip()
    return "token:" + hashlib.sha256(token.encode()).hexdigest()[:32]


def seat_in_game() -> str:
    """``seat_key`` and the game the path names, if it names one: a player key acting or reading
    in twenty games has twenty budgets, one per seat, as twenty seat tokens would."""
    game_id = (this_request().view_args or {}).get("game_id")  # on the act route: not through the proxy
    return seat_key() if game_id is None else f"{seat_key()}@{str(game_id)[:64]}"


def pair_key(other: str) -> str:
    """The bearer's key (hashed, as ``seat_key``) and the player ``other``."""
    return seat_key() + ">" + other[:64]


# Players one request may name at most (a challenge of a table of eight); the route refuses more.
MOST_NAMED = 8


def pairs_named(budget: RateLimit) -> list[RateLimit]:
    """The pair budget once for each player the request names: the path argument's, then the
    distinct strings of the body's list field (read from the body the route reads; a body the
    route will refuse names only the path's player)."""
    path_arg, listed = budget.pairs
    named = [str((request.view_args or {}).get(path_arg, ""))]
    if listed is not None:
        try:
            body = decode_json(request_body(this_request()) or b"{}")
        except Problem:  # the route refuses the body (415, 413, 400): nothing more is named
            body = None
        more = body.get(listed) if isinstance(body, dict) else None
        if isinstance(more, list):
            named += [p for p in more if isinstance(p, str)]
    return [replace(budget, key=lambda other=other: pair_key(other), pairs=None)
            for other in list(dict.fromkeys(named))[:MOST_NAMED]]


class TokenBuckets:
    """Token buckets in this process's memory, with the ``limits`` strategies' ``hit`` and
    ``get_window_stats``. A bucket of ``item.amount`` refills one token every ``period / amount``
    seconds; kept as the time it is full again (a GCRA's theoretical arrival time), so a hit is a
    dict lookup and a subtraction. A refused hit takes nothing: a client that waits its
    ``Retry-After`` gets its token. Full buckets are dropped every ``PRUNE_EVERY`` seconds, so
    memory holds only the keys that hit within their last period."""

    PRUNE_EVERY = 60.0

    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.full_at: dict[tuple, float] = {}
        self.lock = threading.Lock()  # gevent's workers never preempt; the test client's threads may
        self.pruned = clock()

    @staticmethod
    def shape(item: RateLimitItem) -> tuple[float, float]:
        """(seconds one token takes to come back, seconds the whole bucket takes)."""
        period = float(item.get_expiry())
        return period / item.amount, period

    def hit(self, item: RateLimitItem, *identifiers: str, cost: int = 1) -> bool:
        every, period = self.shape(item)
        key = (item.amount, period, *identifiers)
        now = self.clock()
        with self.lock:
            if now - self.pruned > self.PRUNE_EVERY:
                self.full_at = {k: t for k, t in self.full_at.items() if t > now}
                self.pruned = now
            full_at = max(self.full_at.get(key, now), now) + every * cost
            if full_at - now > period + 1e-9:  # more than the bucket holds
                return False
            self.full_at[key] = full_at
            return True

    def get_window_stats(self, item: RateLimitItem, *identifiers: str) -> WindowStats:
        """When the next hit will be let through (in ``time.time()``'s terms), and the tokens left."""
        every, period = self.shape(item)
        now = self.clock()
        with self.lock:
            full_at = max(self.full_at.get((item.amount, period, *identifiers), now), now)
        next_at = max(now, full_at + every - period)
        return WindowStats(time.time() + (next_at - now), int((period - (full_at - now)) / every + 1e-9))


class RequestRates:
    """Fixed-window counters (the ``limits`` library, flask-limiter's engine) in the game Redis,
    and token buckets (``TokenBuckets``) in each process for the two per-seat limits.

    flask-limiter itself measured ~330–430 µs per act on this machine (its per-request
    resolution of decorated, default and exempt limits, plus a GET to test the failed-auth limit
    before every authenticated request); this is ~130 µs: one INCR-and-EXPIRE script for the
    act's own limit and nothing else. Fixed windows are the cheapest strategy (a moving window
    keeps and trims a list entry per hit); a burst of twice the limit across a window boundary
    is the price, harmless at these limits."""

    def __init__(self, app: Flask, settings: Settings, declared: dict[str, Limits]):
        self.strategy = FixedWindowRateLimiter(counters_on(app.extensions["starport"].store.shared))
        # Acts are counted in each process's memory: a Redis round trip was ~130 µs on the act
        # route, the one the bench holds to its targets. A token acting through N API processes
        # gets up to N times the limit, still far below anything that hurts the server.
        self.local_strategy = TokenBuckets()
        creates = RateLimit(parse(settings.rate_creates), "creates", client_ip, "creates and claims")
        acts = RateLimit(parse(settings.rate_acts), "acts", seat_in_game, "actions with this token in this game",
                         in_process=True)
        seat_reads = RateLimit(parse(settings.rate_seat_reads), "seat-reads", seat_in_game,
                               "reads with this token in this game", in_process=True)
        self.reads = RateLimit(parse(settings.rate_reads), "reads", client_ip, "reads without a token",
                               with_a_token=seat_reads)
        self.failed_auth = RateLimit(parse(settings.rate_failed_auth), "failed-auth", client_ip,
                                     "requests with a wrong token")
        # By the names contract.RATES gives them; tokenless reads are the reads' own counter,
        # whatever bearer comes: those routes never read one.
        rates = {"creates": creates, "acts": acts, "reads": self.reads,
                 "tokenless_reads": replace(self.reads, with_a_token=None)}
        self.by_endpoint = {endpoint: rates[limits.rate] for endpoint, limits in declared.items()
                            if limits.rate is not None}
        meets = RateLimit(parse(settings.rate_meets), "meets", seat_key, "seeks and challenges with this key")
        pair = RateLimit(parse(settings.rate_challenges_per_pair), "challenge-pair", seat_key,
                         "challenges of this player with this key")
        self.also = {endpoint: tuple(
            [meets] * limits.per_player
            + ([replace(pair, pairs=(limits.per_pair, limits.per_pair_listed))] if limits.per_pair else []))
            for endpoint, limits in declared.items() if limits.per_player or limits.per_pair}
        self.logger = app.logger
        app.before_request(self.check)
        app.after_request(self.count_failed_auth)
        app.register_error_handler(RateLimited, self.too_many_requests)

    def check(self) -> None:
        req = this_request()
        endpoint = req.endpoint
        limit = self.by_endpoint.get(endpoint)
        if limit is None and endpoint in self.also and req.method != "OPTIONS":
            self.hit_also(endpoint)
            return
        if limit is None or req.method == "OPTIONS":  # CORS preflights are free
            return
        if limit.with_a_token is not None and presented_token() is not None:
            limit = limit.with_a_token  # a seat's reads; a wrong token's 401s also count as failed auth
        req.environ["starport.rate_policy"] = limit.policy
        if not self.hit(limit):
            raise RateLimited(limit)
        self.hit_also(endpoint)

    def hit_also(self, endpoint: str) -> None:
        """The player's and the pairs' budgets the endpoint counts in too: a pair budget once for
        each player the request names."""
        for budget in self.also.get(endpoint, ()):
            for each in ([budget] if budget.pairs is None else pairs_named(budget)):
                if not self.hit(each):
                    raise RateLimited(each)

    def count_failed_auth(self, response):
        """Each 401 counts against its address; once over the limit, the answer is 429. Counted
        after the fact, so a request with a good token costs nothing here."""
        if response.status_code == 401 and not self.hit(self.failed_auth):
            return self.too_many_requests(RateLimited(self.failed_auth))
        policy = this_request().environ.get("starport.rate_policy")
        if policy is not None:
            response.headers["RateLimit-Policy"] = policy
        return response

    def hit(self, limit: RateLimit) -> bool:
        try:
            return self.strategy_for(limit).hit(limit.item, LIMITER_PREFIX, limit.scope, limit.key())
        except RedisError as error:  # a limiter that cannot count lets the request through
            self.logger.warning("rate limit %s not counted: %s", limit.scope, error)
            return True

    def charge(self, limit: RateLimit, client: str, cost: int) -> None:
        """Count ``cost`` more hits of ``limit`` for ``client``, after the fact (a stream's size
        once it is sent): its next request is refused when they went past the limit."""
        try:
            self.strategy_for(limit).hit(limit.item, LIMITER_PREFIX, limit.scope, client, cost=cost)
        except RedisError as error:
            self.logger.warning("rate limit %s not charged: %s", limit.scope, error)

    def strategy_for(self, limit: RateLimit) -> FixedWindowRateLimiter | TokenBuckets:
        return self.local_strategy if limit.in_process else self.strategy

    def too_many_requests(self, refusal: RateLimited):
        limit = refusal.limit
        amount, window = limit.item.amount, limit.item.get_expiry()
        try:
            reset = self.strategy_for(limit).get_window_stats(limit.item, LIMITER_PREFIX, limit.scope, limit.key()).reset_time
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

def install_longpoll_cap(app: Flask, most: int, declared: dict[str, Limits]) -> dict[str, bool]:
    """A counter per client IP in Redis, raised when a long poll or a stream starts and lowered
    when it ends (a stream's when the server closes it), so the cap holds across every process
    and host. Over it: 429, come back in a second. Counts the views that declare
    ``@long_poll``; returns them, each with whether it counts only while ``?wait=`` waits."""
    only_when_waiting = {endpoint: limits.long_poll == "when_waiting" for endpoint, limits in declared.items()
                         if limits.long_poll is not None}

    @app.before_request
    def hold_longpoll():
        req = this_request()
        if req.method not in ("GET", "HEAD") or req.endpoint not in only_when_waiting:
            return
        if only_when_waiting[req.endpoint] and not waits(req.args.get("wait")):
            return  # a short poll, or a refusal the route will give
        store = app.extensions["starport"].store
        key = longpolls_key(client_ip())
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
        key = g._get_current_object().pop("longpoll_key", None)  # not through the proxy: see this_request
        if key is not None:
            release(key)

    return only_when_waiting


WAIT = EventsQuery().fields["wait"]


def waits(wait: str | None) -> bool:
    """Whether ``?wait=`` asks to wait, read by the field the route reads it with."""
    if wait is None:
        return False
    try:
        return WAIT.deserialize(wait) > 0
    except ValidationError:
        return False


# -- costly streams: one at a time per address, counted by their size -----------------------------

COSTLY_STREAM_GRACE = 120  # seconds a held count outlives a process killed mid-stream (released on close)
COSTLY_STREAM_RETRY = 2  # seconds a second stream at once is told to wait: a page is sent in well under


def install_costly_streams(app: Flask, limiter: RequestRates, declared: dict[str, Limits]) -> dict[str, int]:
    """A counter per client IP in Redis, raised when a ``@costly_stream`` view starts (the
    export) and lowered when its stream closes: a second at once is refused (429, Retry-After).
    When it closes, what it sent is charged to the address's read rate, a read per
    ``bytes_per_read`` bytes (the request itself was one): many small pages or few big ones cost
    the same. Returns those views, each with its bytes per read."""
    costly = {endpoint: limits.costly_stream for endpoint, limits in declared.items() if limits.costly_stream}

    @app.before_request
    def hold_costly_stream():
        req = this_request()
        if req.method not in ("GET", "HEAD") or req.endpoint not in costly:
            return
        store = app.extensions["starport"].store
        key = costly_stream_key(client_ip())
        pipe = store.redis.pipeline(transaction=False)
        pipe.incr(key)
        pipe.expire(key, COSTLY_STREAM_GRACE)
        try:
            holding = pipe.execute()[0]
        except RedisError as error:  # a full Redis refuses the count: reading must still work
            app.logger.warning("costly stream not counted: %s", error)
            return
        if holding > 1:
            store.redis.decr(key)
            problem = Problem("rate_limited", "One export at a time from one address: yours is still being sent. "
                                              "Ask for the next page once it has ended.")
            problem.headers["Retry-After"] = str(COSTLY_STREAM_RETRY)
            raise problem
        g.costly_stream = (key, client_ip(), costly[req.endpoint])

    def settle(key: str, client: str, bytes_per_read: int, sent: int) -> None:
        store = app.extensions["starport"].store
        try:
            store.redis.decr(key)
        except Exception:  # noqa: BLE001 — the key's TTL drains it instead
            app.logger.warning("could not release a costly stream's count for %s", key)
        finally:
            store.clients.release()  # a stream's close runs after its request's teardown
        if sent >= bytes_per_read:
            limiter.charge(limiter.reads, client, sent // bytes_per_read)

    @app.after_request
    def settle_once_sent(response):
        held = g.pop("costly_stream", None)
        if held is None:
            return response
        if response.is_streamed:
            sent = [0]
            response.response = counted(response.response, sent)
            response.call_on_close(lambda: settle(*held, sent[0]))
        else:  # a refusal
            settle(*held, len(response.get_data()))
        return response

    @app.teardown_request
    def release_unsent(error):
        held = g._get_current_object().pop("costly_stream", None)  # not through the proxy: see this_request
        if held is not None:
            settle(*held, 0)

    return costly


def counted(chunks, sent: list[int]):
    """``chunks`` as they are sent, adding each one's length to ``sent[0]``; closing it closes them."""
    try:
        for chunk in chunks:
            sent[0] += len(chunk)
            yield chunk
    finally:
        close = getattr(chunks, "close", None)
        if close is not None:
            close()


# -- unfinished games per client ---------------------------------------------------------------

def install_open_game_quota(app: Flask, most: int, idle_ttl: int, declared: dict[str, Limits]) -> frozenset[str]:
    """A sorted set per client IP of the games it created, scored by when each would expire
    untouched. Each create prunes the expired ones by score (one command); only when the count
    reaches the cap does it ask each remaining game whether it is still stored (one pipelined
    round trip) and drop the gone. A finished or cancelled game counts until it expires: it
    keeps its log in Redis as long (each log at most ``MAX_EVENTS`` events). So nothing has to
    remember to decrement a counter when a game expires, and the count is exact at the cap.
    Counts the views that declare ``@counts_open_games``; returns them."""
    creates = frozenset(endpoint for endpoint, limits in declared.items() if limits.creates_games_of is not None)

    def key() -> str:
        return address_quota(client_ip())

    @app.before_request
    def check_quota():
        req = this_request()
        if req.method != "POST" or req.endpoint not in creates:
            return
        redis = app.extensions["starport"].store.redis
        if stored_games(redis, key(), time.time(), most) >= most:
            raise Problem("quota_exceeded", f"You have {most} games stored (unfinished, or finished and not "
                                            "yet expired), the most one address may have; create more once "
                                            "some expire.")

    @app.after_request
    def count_created(response):
        if response.status_code == 201 and request.endpoint in creates:
            game_id = response.headers["Location"].rpartition("/")[2]
            try:
                count_game(app.extensions["starport"].store.redis, [key()], game_id, idle_ttl, time.time())
            except RedisError as error:  # the game exists: answer it; it goes uncounted
                app.logger.warning("created game %s not counted in its creator's quota: %s", game_id, error)
        return response

    return creates

