"""Abuse limits: request rates, concurrent long polls, open games per client — and CORS.

``install_limits(app, settings)`` is the one call ``create_app`` makes. The counters live in the
game Redis (every API process already reaches it; one key per client and window, a few dozen
bytes, expiring with the window). ``STARPORT_RATE_LIMITS=0`` installs none of the limits, so the
routes then cost exactly what they cost before. CORS is independent: on only for the origins
``STARPORT_CORS_ORIGINS`` lists.

| limit       | key                        | routes                                 |
|-------------|----------------------------|----------------------------------------|
| creates     | client IP                  | create a game, claim a seat            |
| acts        | SHA-256 of the bearer token| act                                    |
| reads       | client IP, only tokenless  | view, legal actions, score, events     |
| failed auth | client IP, counts only 401 | every route that reads a bearer token  |
| long polls  | client IP, held at once    | events with ``wait`` > 0               |
| open games  | client IP, unfinished games| create a game                          |
"""

from __future__ import annotations

import hashlib
import math
import time

from flask import Flask, current_app, g, request
from flask_cors import CORS
from flask_limiter import Limiter, RateLimitExceeded
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
CREATES = ("create_game", "claim_seat")
READS = ("view_game", "legal_actions", "score", "events")
WITH_TOKEN = ("view_game", "legal_actions", "act", "events")
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
    limiter = rate_limiter(app, settings)
    app.register_error_handler(RateLimitExceeded, too_many_requests)
    app.after_request(rate_headers)
    install_longpoll_cap(app, settings.longpolls_per_ip)
    install_open_game_quota(app, settings.max_open_games_per_ip, settings.idle_ttl)
    app.extensions["starport_limiter"] = limiter


# -- request rates (flask-limiter) -------------------------------------------------------------

def client_ip() -> str:
    return request.remote_addr or "unknown"


def seat_key() -> str:
    """The bearer token, hashed: the token itself is never written anywhere."""
    header = request.headers.get("Authorization")
    if not header:
        return "ip:" + client_ip()
    return "token:" + hashlib.sha256(header.encode()).hexdigest()[:32]


def rate_limiter(app: Flask, settings: Settings) -> Limiter:
    pool = app.extensions["starport"].store.clients.pool  # the game Redis, the store's own pool
    # Fixed windows: one INCR-and-EXPIRE script per limit and request, the cheapest strategy
    # (a moving window keeps a list entry per hit and trims it). A burst of twice the limit
    # across a window boundary is the price; at these limits it harms no one.
    limiter = Limiter(client_ip, app=app, storage_uri="redis://", storage_options={"connection_pool": pool},
                      strategy="fixed-window", key_prefix=PREFIX, headers_enabled=False,
                      swallow_errors=True)  # a limiter that cannot count lets the request through
    limiter.request_filter(lambda: request.method == "OPTIONS")  # CORS preflights are free
    creates = limiter.shared_limit(settings.rate_creates, scope="creates", key_func=client_ip,
                                   error_message="creates and claims")
    acts = limiter.shared_limit(settings.rate_acts, scope="acts", key_func=seat_key,
                                error_message="actions with this token")
    reads = limiter.shared_limit(settings.rate_reads, scope="reads", key_func=client_ip,
                                 exempt_when=lambda: "Authorization" in request.headers,
                                 error_message="reads without a token")
    failed_auth = limiter.shared_limit(settings.rate_failed_auth, scope="failed-auth", key_func=client_ip,
                                       deduct_when=lambda response: response.status_code == 401,
                                       error_message="requests with a wrong token")
    # flask-limiter checks a decorated view's limits when the view is called (before its
    # arguments are parsed); one view function serves every game, so its limits register once
    # under its name and each game's endpoint gets the wrapper.
    for endpoint, view in list(app.view_functions.items()):
        name = endpoint.rpartition(".")[2]
        for applies, limit in ((CREATES, creates), (("act",), acts), (READS, reads), (WITH_TOKEN, failed_auth)):
            if name in applies:
                view = limit(view)
        app.view_functions[endpoint] = view
    return limiter


def policy(item) -> tuple[int, int]:
    """A limit as (requests, window seconds)."""
    return item.amount, item.get_expiry()


def rate_headers(response):
    """``RateLimit-Policy`` (IETF draft) on every answer a limit was checked for; ``RateLimit``
    with what is left is computed only for refusals, where a client needs it: on an accepted
    request it would cost a second Redis round trip."""
    limiter = current_app.extensions.get("starport_limiter")
    current = limiter.current_limit if limiter else None
    if current is not None and "RateLimit-Policy" not in response.headers:
        amount, window = policy(current.limit)
        response.headers["RateLimit-Policy"] = f"{amount};w={window}"
    return response


def too_many_requests(error: RateLimitExceeded):
    limiter = current_app.extensions["starport_limiter"]
    current = limiter.current_limit
    amount, window = policy(error.limit.limit)
    wait = min(window, max(1, math.ceil(current.reset_at - time.time()))) if current else window
    problem = Problem("rate_limited", f"Too many {error.description} from you: at most {amount} "
                                      f"every {window} s. Try again in {wait} s.")
    problem.headers.update({"Retry-After": str(wait), "RateLimit-Policy": f"{amount};w={window}",
                            "RateLimit": f"limit={amount}, remaining=0, reset={wait}"})
    return problem_response(problem)


# -- concurrent long polls ---------------------------------------------------------------------

def install_longpoll_cap(app: Flask, most: int) -> None:
    """A counter per client IP in Redis, raised when a long poll starts and lowered when it ends,
    so the cap holds across every process and host. Over it: 429, come back in a second."""

    @app.before_request
    def hold_longpoll():
        if request.method != "GET" or not (request.endpoint or "").endswith(".events"):
            return
        wait = request.args.get("wait", "")
        if not wait.isdigit() or int(wait) == 0:  # a short poll, or a refusal the route will give
            return
        store = app.extensions["starport"].store
        key = f"{PREFIX}:longpolls:{client_ip()}"
        pipe = store.redis.pipeline(transaction=False)
        pipe.incr(key)
        pipe.expire(key, app.config["LONGPOLL_MAX"] + LONGPOLL_KEY_GRACE)
        holding = pipe.execute()[0]
        if holding > most:
            store.redis.decr(key)
            problem = Problem("rate_limited", f"At most {most} long polls (events with wait) at once from "
                                              f"one address; use wait=0, or try again in a second.")
            problem.headers.update({"Retry-After": "1", "RateLimit-Policy": f"{most};w=0"})
            raise problem
        g.longpoll_key = key

    @app.teardown_request
    def release_longpoll(error):
        key = g.pop("longpoll_key", None)
        if key is not None:
            try:
                app.extensions["starport"].store.redis.decr(key)
            except Exception:  # noqa: BLE001 — the key's TTL drains it instead
                app.logger.warning("could not release a long-poll count for %s", key)


# -- unfinished games per client ---------------------------------------------------------------

def install_open_game_quota(app: Flask, most: int, idle_ttl: int) -> None:
    """A sorted set per client IP of the games it created, scored by when each would expire
    untouched. Each create prunes the expired ones by score (one command); only when the count
    reaches the cap does it ask each remaining game whether it is still unfinished (one
    pipelined round trip) and drop the finished and the gone. So nothing has to remember to
    decrement a counter when a game ends or expires, and the count is exact at the cap."""

    def key() -> str:
        return f"{PREFIX}:open-games:{client_ip()}"

    @app.before_request
    def check_quota():
        if request.method != "POST" or not (request.endpoint or "").endswith(".create_game"):
            return
        redis = app.extensions["starport"].store.redis
        if open_games(redis, key(), time.time(), most) >= most:
            raise Problem("quota_exceeded", f"You have {most} unfinished games, the most one address may "
                                            "have; finish some (or let them expire) before creating more.")

    @app.after_request
    def count_created(response):
        if response.status_code == 201 and (request.endpoint or "").endswith(".create_game"):
            game_id = response.headers["Location"].rpartition("/")[2]
            redis = app.extensions["starport"].store.redis
            pipe = redis.pipeline(transaction=False)
            pipe.zadd(key(), {game_id: time.time() + idle_ttl})
            pipe.expire(key(), idle_ttl)
            pipe.execute()
        return response


def open_games(redis, key: str, now: float, most: int) -> int:
    """The client's unfinished games: counted exactly only once the cheap count reaches ``most``."""
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
    done = [game_id for game_id, status in zip(members, pipe.execute()) if status in (None, b"finished")]
    if done:
        redis.zrem(key, *done)
    return len(members) - len(done)
