"""The floor: the least a state-changing route can do against Redis — one GET and one SET of a
value the size of a real mid-game Starshower record — served by gunicorn with Starport's own
config (``--config python:service.running.gunicorn_conf``: same workers, threads, worker class).

``gunicorn --config python:service.running.gunicorn_conf 'bench.floor_app:create_app()'`` with
``REDIS_URL`` and ``BENCH_FLOOR_BYTES`` set. One connection pool per process, made when the
worker loads the app; each thread keeps one connection of it (``ThreadClients``, as ``GameStore``).
"""

from __future__ import annotations

import os

import redis
from flask import Flask, Response, request

from service.store.clients import ThreadClients


def create_app() -> Flask:
    app = Flask(__name__)
    clients = ThreadClients(redis.Redis.from_url(os.environ["REDIS_URL"], health_check_interval=30).connection_pool)
    size = int(os.environ.get("BENCH_FLOOR_BYTES", "13000"))
    value = os.urandom(size // 2).hex().encode()[:size].ljust(size, b"0")

    @app.get("/healthz")
    def healthz():
        return Response(b'{"ok": true}', mimetype="application/json")

    @app.post("/floor/<key>")
    def floor(key):
        request.get_data()  # read the body, as a real route would
        redis_client = clients.client()
        old = redis_client.get("bench:floor:" + key)
        redis_client.set("bench:floor:" + key, value)
        return Response(b'{"ok": true, "had": %d}' % (len(old) if old else 0), mimetype="application/json")

    return app
