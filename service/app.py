"""The application factory: ``create_app()`` for gunicorn, tests and the OpenAPI writer."""

from __future__ import annotations

import logging
import threading
import time

import redis
import swagger_ui_bundle
from flask import Flask, request, send_from_directory

from engines import registry
from service.api import StarportApi
from service.config import Settings
from service.games import GameService, Scheduler
from service.limits import install_limits
from service.metrics import Metrics
from service.operations import operations_blueprint
from service.routes import game_blueprint
from service.store import GameStore

API_DESCRIPTION = """A REST game server for five star-themed tabletop games.

Create a game, share the seat tokens, then each seat reads its view, lists its legal actions
and acts. Bots and the Cosmobot move by themselves. Errors are RFC 9457 problem+json with a
stable `code`. Send `If-Match` with the version you acted on to be told (412) when the game
moved on; send `Idempotency-Key` to retry an action safely.
"""


def create_app(settings: Settings | None = None, *, scheduler: Scheduler | None = None,
               clock=time.time) -> Flask:
    settings = settings or Settings.from_env()
    app = Flask(__name__)
    app.config.update(
        API_TITLE="Starport",
        API_VERSION="1.0.0",
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="/docs",
        OPENAPI_SWAGGER_UI_URL="/docs/assets/",
        API_SPEC_OPTIONS={"info": {"description": API_DESCRIPTION}},
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
        LONGPOLL_MAX=settings.longpoll_max,
    )
    app.extensions["starport_longpolls"] = threading.BoundedSemaphore(settings.longpoll_slots)
    client = redis.Redis.from_url(settings.redis_url, health_check_interval=30)
    if scheduler is None:
        from worker.queue import DriverQueue  # the API wakes drivers; it never runs them
        scheduler = DriverQueue(redis.Redis.from_url(settings.queue_redis_url, health_check_interval=30),
                                settings.queue_name)
    store = GameStore(client, finished_ttl=settings.finished_ttl, idle_ttl=settings.idle_ttl)
    app.extensions["starport"] = GameService(store, scheduler, clock=clock,
                                             bot_pace_seconds=settings.bot_pace_seconds,
                                             cached_states=settings.cached_states)
    app.extensions["starport_metrics"] = metrics = Metrics()

    api = StarportApi(app)
    app.extensions["starport_api"] = api
    api.spec.components.security_scheme("bearer", {"type": "http", "scheme": "bearer",
                                                   "description": "A seat token from create or claim"})
    api.register_blueprint(operations_blueprint())
    for engine in registry().values():
        api.register_blueprint(game_blueprint(engine))

    install_limits(app, settings)  # rate limits, quotas and CORS: service/limits.py

    @app.route("/docs/assets/<path:filename>")
    def swagger_assets(filename):  # served locally: /docs works with no internet
        return send_from_directory(swagger_ui_bundle.swagger_ui_path, filename)

    # The clock starts in the WSGI call itself (cheaper than a before_request hook and ``g``).
    serve = app.wsgi_app

    def timed(environ, start_response):
        environ["starport.started"] = time.perf_counter()
        return serve(environ, start_response)
    app.wsgi_app = timed

    @app.after_request
    def count(response):
        route = request.url_rule.rule if request.url_rule else "unmatched"
        now = time.perf_counter()
        metrics.observe(request.method, route, response.status_code, now - request.environ.get("starport.started", now))
        return response

    logging.basicConfig(level=logging.INFO)
    return app
