"""Operations routes: the catalogue, liveness, readiness and metrics."""

import hmac
import ipaddress

import redis
from flask import current_app, request
from flask_smorest import Blueprint

from engines import registry
from schemas.envelope import Catalogue, Health, Ready
from service.telemetry import metrics as prometheus
from service.http.contract import ANONYMOUS, problems
from service.ratings.maths import starting_levels
from service.tables.views import catalogue_entry
from service.problems import Problem
from service.http.requests import bearer_token
from service.http.wire import json_response


def operations_blueprint() -> Blueprint:
    blp = Blueprint("operations", __name__, description="The catalogue and operations")

    # The example shows each bot level as the arena calibrated it.
    example = {"games": [catalogue_entry(game, starting_levels(game.meta.slug, game.meta.bots))
                         for game in registry().values()]}

    @blp.route("/v1/games", methods=["GET"])
    @blp.response(200, Catalogue, example=example)
    @blp.doc(operationId="catalogue", summary="The games, their player counts, options and bots",
             security=ANONYMOUS,
             description="Every game this server runs: its slug (the path prefix), player counts, the "
                         "bot levels a seat may be given, and each option with its default and range.")
    def catalogue():
        return json_response({"games": current_app.extensions["starport"].catalogue()})

    @blp.route("/healthz", methods=["GET"])
    @blp.response(200, Health, example={"status": "ok"})
    @blp.doc(operationId="healthz", summary="The process is alive", security=ANONYMOUS,
             description="200 while the process serves requests; it asks nothing of Redis (see /readyz).")
    def healthz():
        return json_response({"status": "ok"})

    @blp.route("/readyz", methods=["GET"])
    @problems("unavailable")
    @blp.response(200, Ready, example={"status": "ready", "workers": 2})
    @blp.doc(operationId="readyz", summary="The games' Redis and the queue's are reachable; workers seen",
             security=ANONYMOUS,
             description="503 when either Redis is unreachable. `workers` counts the workers seen in "
                         "the last 10 s; none is reported, not refused: people can play without them.")
    def readyz():
        service = current_app.extensions["starport"]
        try:
            service.store.ping()
        except Exception:  # any failure to reach Redis means not ready
            raise Problem("unavailable", "Redis is not reachable.") from None
        ready = {"status": "ready"}
        try:
            workers = service.scheduler.workers_seen()
        except redis.exceptions.RedisError:  # the API queues bot and timer moves there
            raise Problem("unavailable", "The queue's Redis is not reachable.") from None
        if workers is not None:  # None: no queue (tests may drive games themselves)
            ready["workers"] = workers
        return json_response(ready)

    @blp.route("/metrics", methods=["GET"])
    @problems("unauthorized", "forbidden", "rate_limited")
    @blp.doc(operationId="metrics", summary="Prometheus text metrics", security=[{}, {"metrics": []}],
             description="Requests, problems, games and the workers' numbers, summed over every API "
                         "process (docs/operations.md, Observing it). With STARPORT_METRICS_TOKEN set, only with "
                         "that bearer (else 401); without it, only from this machine (else 403).",
             responses={"200": {"description": "Prometheus text format",
                                "content": {"text/plain": {"schema": {"type": "string"},
                                                           "example": "starport_games_created_total{game=\"starshower\"} 3.0\n"}}}})
    def metrics():
        may_scrape()
        text = prometheus.exposition().decode()
        service = current_app.extensions["starport"]
        try:
            counts = service.games_by_status()
            text += "# HELP starport_games Games kept in Redis, by game and status.\n# TYPE starport_games gauge\n"
            text += "".join(f'starport_games{{game="{slug}",status="{status}"}} {count}\n'
                            for (slug, status), count in sorted(counts.items()))
        except redis.exceptions.RedisError:
            text += "# games by status are unavailable: Redis is not reachable\n"
        try:
            text += service.scheduler.render_metrics()  # the workers' numbers, kept in Redis
        except redis.exceptions.RedisError:
            text += "# the queue's metrics are unavailable: Redis is not reachable\n"
        return current_app.response_class(text, content_type=prometheus.CONTENT_TYPE)

    return blp


def may_scrape() -> None:
    """/metrics is the operator's: with STARPORT_METRICS_TOKEN only its bearer (401 otherwise,
    counted as a failed auth), without one only a loopback client (403)."""
    token = current_app.config.get("METRICS_TOKEN")
    if token:
        given = bearer_token()  # the one reading of a bearer, as the failed-auth limit counts it
        if given is None or not hmac.compare_digest(given.encode(), token.encode()):
            raise Problem("unauthorized", "Use Authorization: Bearer <STARPORT_METRICS_TOKEN>.")
        return
    try:
        client = ipaddress.ip_address(request.remote_addr or "")
    except ValueError:
        client = None
    if client is not None and client.version == 6 and client.ipv4_mapped is not None:
        client = client.ipv4_mapped
    if client is None or not client.is_loopback:
        raise Problem("forbidden", "/metrics answers only this machine; set STARPORT_METRICS_TOKEN to scrape "
                                   "it from elsewhere.")
