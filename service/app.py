"""The application factory: ``create_app()`` for gunicorn, tests and the OpenAPI writer."""

from __future__ import annotations

import functools
import logging
import time

import msgspec
import redis
from flask import Flask
from flask_smorest import Blueprint

from engines import registry
from service.telemetry import metrics
from service.http.api import PROBLEM_JSON, StarportApi
from service.tables.open_games import OpenGames
from service.archive.store import open_archive
from service.config import Settings
from service.http.contract import limits_of
from service.games import GameService
from service.telemetry.logs import log_json, request_id
from service.routes.meeting import meeting_blueprint, quickplay_blueprint
from service.routes.tournaments import tournaments_blueprint
from service.http.limits import install_limits
from service.routes.chat import chat_operations_blueprint
from service.routes.operations import operations_blueprint
from service.http.origins import install_origin_check
from service.routes.play import install_docs_page, install_play_page
from service.store.queue import DriverQueue, Scheduler  # the API wakes drivers; it never runs them
from service.routes.players import players_blueprint
from service.routes.accounts import accounts_blueprint
from service.store.clients import game_redis, green
from service.http.requests import AsciiIntegerConverter, LazyBuildRule, this_request
from service.routes.ratings import leaderboard_blueprint, player_page_blueprint
from service.routes.games import game_blueprint
from service.routes.webhooks import document_webhooks, webhooks_blueprint
from service.webhooks.destinations import Resolver, system_resolver

API_DESCRIPTION = """A REST game server for five star-themed tabletop games.

Create a game, share the seat tokens, then each seat reads its view, lists its legal actions
and acts. Bots and the Cosmobot move by themselves. Errors are RFC 9457 problem+json with a
stable `code`. Send `If-Match` with the version you acted on to be told (412) when the game
moved on; send `Idempotency-Key` to retry an action safely. Every answer carries an
`X-Request-Id`: yours when you send one (up to 128 of `A-Z a-z 0-9 . _ -`), else a new one; the
server's log line for the request has the same id.
"""


class StarportFlask(Flask):
    """Flask, with ``ensure_sync`` answered once per function and URL builders compiled when first used.

    Flask asks ``ensure_sync`` of the view and of every before-request, after-request and
    teardown hook on every request (ten times an act), and it asks
    ``inspect.iscoroutinefunction``: five Python calls each time, for an answer fixed when the
    function was defined (1 % of an act's instructions, callgrind). The functions asked about
    are the app's own, registered once; the cache is bounded so that one-off functions
    (``copy_current_request_context``'s) cannot pile up, and an unhashable callable is simply
    asked every time.

    Its rules compile their URL builders when first asked to build (``LazyBuildRule``)."""

    url_rule_class = LazyBuildRule

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._ensured = functools.lru_cache(maxsize=1024)(super().ensure_sync)

    def ensure_sync(self, func):
        try:
            return self._ensured(func)
        except TypeError:  # unhashable (a callable object that defines __eq__ and no __hash__)
            return super().ensure_sync(func)


@functools.cache
def api_blueprints() -> tuple[Blueprint, ...]:
    """The API's blueprints, in the order they are registered (the document's tags' order), built
    once per process. A blueprint depends on its title only: its views find the app's services
    through the request, so Flask and flask-smorest register the same blueprint on every app a
    process makes (flask-smorest copies its documents at each registration for this). Building
    them was two thirds of ``create_app``'s CPU (each decorator of a route deep-copies the
    route's document): nothing for gunicorn's one app a worker, but the tests make hundreds."""
    titles = registry().values()
    return (operations_blueprint(), chat_operations_blueprint(), *map(game_blueprint, titles),
            players_blueprint(), accounts_blueprint(), *map(quickplay_blueprint, titles), meeting_blueprint(),
            webhooks_blueprint(), tournaments_blueprint(), *map(leaderboard_blueprint, titles),
            player_page_blueprint())


def create_app(settings: Settings | None = None, *, scheduler: Scheduler | None = None,
               clock=time.time, resolver: Resolver = system_resolver) -> Flask:
    """``resolver``: how webhook hosts are looked up (a test's stub; never real DNS in tests)."""
    settings = settings or Settings.from_env()
    app = StarportFlask(__name__)
    app.url_map.converters["int"] = AsciiIntegerConverter  # before any route is added
    app.config.update(
        API_TITLE="Starport",
        API_VERSION="1.0.0",
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",  # /docs renders it: service/routes/play.py
        API_SPEC_OPTIONS={
            "info": {"description": API_DESCRIPTION,
                     # No licence has been chosen for Starport: say so rather than imply one.
                     "license": {"name": "Proprietary: all rights reserved", "identifier": "LicenseRef-Proprietary"},
                     "contact": {"name": "Starport", "url": "https://starport.dev"}},
            "servers": [{"url": "http://127.0.0.1:8000", "description": "make run on your machine"}],
        },
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
        LONGPOLL_MAX=settings.longpoll_max,
        STREAM_LIFETIME=settings.stream_lifetime,
        METRICS_TOKEN=settings.metrics_token,
    )
    client = game_redis(settings, health_check_interval=30)
    if scheduler is None:
        scheduler = DriverQueue(redis.Redis.from_url(settings.queue_redis_url, health_check_interval=30),
                                settings.queue_name)
    store = metrics.TimedGameStore(client, finished_ttl=settings.finished_ttl, idle_ttl=settings.idle_ttl,
                                   archiving=settings.archive_url is not None)
    app.extensions["starport"] = GameService(store, scheduler, clock=clock,
                                             bot_pace_seconds=settings.bot_pace_seconds,
                                             cached_states=settings.cached_states, watchers=settings.watchers,
                                             stream_heartbeat=settings.stream_heartbeat,
                                             archive=open_archive(settings.archive_url),
                                             webhook_allow=settings.webhook_allow, resolver=resolver,
                                             open_games=OpenGames.of(settings))

    api = StarportApi(app)
    app.extensions["starport_api"] = api
    api.spec.components.security_scheme("bearer", {"type": "http", "scheme": "bearer",
                                                   "description": "A seat token from create or claim"})
    api.spec.components.security_scheme("player", {"type": "http", "scheme": "bearer",
                                                   "description": "A player key from POST /v1/players"})
    api.spec.components.security_scheme("creator", {"type": "http", "scheme": "bearer",
                                                    "description": "The creator token from create"})
    api.spec.components.security_scheme("metrics", {"type": "http", "scheme": "bearer",
                                                    "description": "STARPORT_METRICS_TOKEN, for /metrics"})
    for blueprint in api_blueprints():
        api.register_blueprint(blueprint)
    api.document(document_webhooks)

    if green():
        # Registered before the limits' hooks: Flask runs teardowns last-registered first, so this
        # one runs after theirs (a long poll's count is given back through the same connection).
        @app.teardown_request
        def release_redis_connection(error):  # see ThreadClients.release
            store.clients.release()

    install_origin_check(app, settings.cors_origins)  # cross-site writes refused: service/http/origins.py
    install_limits(app, settings)  # rate limits, quotas and CORS: service/http/limits.py

    install_play_page(app)
    install_docs_page(app)

    # The clock starts in the WSGI call itself (cheaper than a before_request hook and ``g``).
    serve = app.wsgi_app

    def timed(environ, start_response):
        environ["starport.started"] = time.perf_counter()
        return serve(environ, start_response)
    app.wsgi_app = timed

    # endpoint -> the game a 201 of it creates, as its view declares (contract.counts_open_games)
    creates = {endpoint: limits_of(view).creates_games_of for endpoint, view in app.view_functions.items()
               if limits_of(view).creates_games_of is not None}
    access = logging.getLogger("starport.access")

    @app.after_request
    def observe(response):
        req = this_request()
        environ = req.environ
        rule = req.url_rule
        route = rule.rule if rule else "unmatched"
        status = response.status_code
        now = time.perf_counter()
        seconds = now - environ.get("starport.started", now)
        metrics.observe_request(req.method, route, status, seconds)
        if status >= 400:
            if response.mimetype == PROBLEM_JSON:
                metrics.problem_answered(problem_code(response))
        elif status == 201 and (game := creates.get(req.endpoint)):
            metrics.game_created(game)
        rid = response.headers["X-Request-Id"] = request_id(environ)
        # Every answer is what its Content-Type says: no browser may sniff a JSON answer into HTML.
        response.headers["X-Content-Type-Options"] = "nosniff"
        if settings.access_log and access.isEnabledFor(logging.INFO):
            line = {"request_id": rid, "method": req.method, "route": route, "status": status,
                    "duration_ms": round(seconds * 1000, 3)}
            if game_id := (req.view_args or {}).get("game_id"):
                line["game_id"] = game_id
            elif status == 201 and "Location" in response.headers:  # a created game
                line["game_id"] = response.headers["Location"].rsplit("/", 1)[-1]
            # makeRecord + handle: logging.info's caller lookup (a stack walk) is a third of its cost.
            access.handle(access.makeRecord(access.name, logging.INFO, "", 0, "request", (), None,
                                            extra={"fields": line}))
        return response

    log_json(with_request_ids=True)
    return app


def problem_code(response) -> str:
    try:
        return msgspec.json.decode(response.get_data()).get("code", "other")
    except (msgspec.DecodeError, AttributeError):
        return "other"
