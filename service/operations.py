"""Operations routes: the catalogue, liveness, readiness and metrics."""

import redis
from flask import current_app
from flask_smorest import Blueprint

from schemas.envelope import Catalogue, Health
from service.problems import Problem
from service.wire import json_response


def operations_blueprint() -> Blueprint:
    blp = Blueprint("operations", __name__, description="The catalogue and operations")

    @blp.route("/v1/games", methods=["GET"])
    @blp.response(200, Catalogue)
    @blp.doc(operationId="catalogue", summary="The games, their player counts, options and bots")
    def catalogue():
        return json_response({"games": current_app.extensions["starport"].catalogue()})

    @blp.route("/healthz", methods=["GET"])
    @blp.response(200, Health)
    @blp.doc(operationId="healthz", summary="The process is alive")
    def healthz():
        return json_response({"status": "ok"})

    @blp.route("/readyz", methods=["GET"])
    @blp.response(200, Health)
    @blp.doc(operationId="readyz", summary="Redis is reachable")
    def readyz():
        try:
            current_app.extensions["starport"].store.ping()
        except Exception:  # any failure to reach Redis means not ready
            raise Problem("unavailable", "Redis is not reachable.") from None
        return json_response({"status": "ready"})

    @blp.route("/metrics", methods=["GET"])
    @blp.doc(operationId="metrics", summary="Prometheus text metrics",
             responses={"200": {"description": "Prometheus text format",
                                "content": {"text/plain": {"schema": {"type": "string"}}}}})
    def metrics():
        text = current_app.extensions["starport_metrics"].render()
        queue = current_app.extensions["starport"].scheduler
        if hasattr(queue, "render_metrics"):  # the workers' numbers, kept in Redis
            try:
                text += queue.render_metrics()
            except redis.exceptions.RedisError:
                text += "# the queue's metrics are unavailable: Redis is not reachable\n"
        return current_app.response_class(text, mimetype="text/plain; version=0.0.4")

    return blp
