"""Prometheus metrics with ``prometheus_client``, counted across every gunicorn worker.

Under gunicorn, ``service.running.gunicorn_conf`` sets ``PROMETHEUS_MULTIPROC_DIR`` before any worker
imports this module: each worker then counts into its own mmap files there, and one scrape of
/metrics (whichever worker answers it) sums them all. Without it (tests, one process) the counts
are this process's. Each observation is a write to an mmap, so a request makes few: one request
count, one latency observation (sum + bucket), and one per store load or commit.

Label values come only from closed sets: a route is the url rule that matched (or
``unmatched``), a method one of ``METHODS`` (or ``other``), a game a registered slug, a problem
code one of ``schemas.problem_codes.STATUS_OF``. 30 000 random methods or paths make no new series.

Games by status (``starport_games{game,status}``) are not counted here: a gauge kept by the API
processes would drift (games also finish in the worker, and expire). /metrics reads them from
the store's per-status index instead (``GameStore.games_by_status``).
"""

from __future__ import annotations

import os
import time

from prometheus_client import (CollectorRegistry, Counter, Gauge, Histogram, disable_created_metrics,
                               generate_latest, multiprocess)

from schemas.problem_codes import STATUS_OF
from service.store.games import GameStore

# prometheus_client picks per-process mmap files or in-memory values on import, from this variable.
MULTIPROCESS = "PROMETHEUS_MULTIPROC_DIR" in os.environ
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
disable_created_metrics()  # multiprocess mode has no ``_created`` samples: one output in both modes

BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)
REDIS_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1)
METHODS = frozenset(("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"))

REGISTRY = CollectorRegistry()  # this process's metrics (read directly when not multiprocess)
REQUESTS = Counter("starport_http_requests", "HTTP requests answered, by method, route and status.",
                   ["method", "route", "status"], registry=REGISTRY)
LATENCY = Histogram("starport_http_request_seconds", "Time to answer, by route.", ["route"],
                    buckets=BUCKETS, registry=REGISTRY)
GAMES_CREATED = Counter("starport_games_created", "Games created, by game.", ["game"], registry=REGISTRY)
PROBLEMS = Counter("starport_problems", "problem+json answers, by code.", ["code"], registry=REGISTRY)
REDIS_SECONDS = Histogram("starport_redis_command_seconds",
                          "Time of the game store's Redis round trips, by command (load, commit).",
                          ["command"], buckets=REDIS_BUCKETS, registry=REGISTRY)
WATCHERS = Gauge("starport_watchers", "Clients waiting for news now: long polls and streams.",
                 multiprocess_mode="livesum", registry=REGISTRY)

# Label lookups cost a lock and a validation each; a request finds its children here instead.
_requests: dict[tuple[str, str, int], Counter] = {}
_latency: dict[str, Histogram] = {}


def observe_request(method: str, route: str, status: int, seconds: float) -> None:
    if method not in METHODS:
        method = "other"
    key = (method, route, status)
    try:
        counter = _requests[key]
    except KeyError:
        counter = _requests[key] = REQUESTS.labels(method, route, str(status))
    try:
        histogram = _latency[route]
    except KeyError:
        histogram = _latency[route] = LATENCY.labels(route)
    counter.inc()
    histogram.observe(seconds)


def game_created(game: str) -> None:
    GAMES_CREATED.labels(game).inc()


def problem_answered(code: str) -> None:
    PROBLEMS.labels(code if code in STATUS_OF else "other").inc()


def exposition() -> bytes:
    """Prometheus text: every process's counts in multiprocess mode, else this process's."""
    if MULTIPROCESS:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return generate_latest(registry)
    return generate_latest(REGISTRY)


_load_seconds = REDIS_SECONDS.labels("load")
_commit_seconds = REDIS_SECONDS.labels("commit")


class TimedGameStore(GameStore):
    """The game store, timing its two hot round trips: a game's load and its commit script."""

    def load(self, game_id):
        started = time.perf_counter()
        try:
            return super().load(game_id)
        finally:
            _load_seconds.observe(time.perf_counter() - started)

    def commit(self, record, **changes):
        started = time.perf_counter()
        try:
            return super().commit(record, **changes)
        finally:
            _commit_seconds.observe(time.perf_counter() - started)
