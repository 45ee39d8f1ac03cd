"""gunicorn settings, one file for `make run`, the image and the e2e tests."""

import os
import shutil
import tempfile
from pathlib import Path

from gunicorn.glogging import Logger

from service.telemetry.logs import JsonFormatter

bind = os.environ.get("STARPORT_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("STARPORT_WORKERS", "2"))
# gevent: streams and long polls wait on greenlets, thousands per process (service/running/gunicorn_worker.py).
worker_class = "service.running.gunicorn_worker.GreenWorker"
# Connections one process holds at once (streams included), above STARPORT_WATCHERS.
worker_connections = int(os.environ.get("STARPORT_CONNECTIONS", "12000"))
backlog = 4096  # connections queued before accept: a crowd of watchers reconnecting at once
timeout = 60  # the master restarts a worker whose loop has not turned in this long
# A stop (SIGTERM) lets requests in flight end for this long, then cuts long polls and streams (their
# clients reconnect): 10 s made `make run`'s and `docker stop`'s own 10 s budget too short (issue 42).
graceful_timeout = 6
# Also the deadline for a request's line and headers: a client trickling them is cut off after it.
keepalive = 5
# The app logs one JSON line per request (service.app; STARPORT_ACCESS_LOG=0 turns it off), with
# the route, request id and game id gunicorn's access line cannot know: gunicorn's stays off.
accesslog = None


class JsonLogger(Logger):
    """gunicorn's own lines (boot, worker exits, timeouts) in the app's JSON shape."""

    def setup(self, cfg):
        super().setup(cfg)
        for handler in self.error_log.handlers:
            handler.setFormatter(JsonFormatter())


logger_class = JsonLogger
# gunicorn ≥ 27 opens a control socket at one fixed path per user; several servers on one host
# (tests, make run beside a bench) would fight over it, and nothing here uses it.
control_socket_disable = True


def post_fork(server, worker):
    """No garbage collection while this worker imports and builds the app (``post_worker_init``
    turns it back on): what a start makes is kept for the process's life, and the collections
    that rescanned it as it grew (three full ones, ~400 young) were a fifth of a worker's start,
    ~0.2 s of its ~0.95 s of CPU (measured at its first /healthz; each e2e stack starts one or two). The start's few
    cycles of garbage (~15 000 objects, ~1.5 MB) are frozen with the rest instead of collected:
    a collection to find them would cost ~0.1 s."""
    import gc

    gc.disable()


def post_worker_init(worker):
    """Tune the garbage collector once the app is loaded in this worker.

    Freeze what the loaded app keeps (routes, schemas, the engines' data) out of the
    collector's way, so no collection rescans it. Then collect the young generation every 5 000
    net allocations (Python's default is 700). Most of what a young collection finds is garbage
    in cycles, ~9 objects a request, most of them from werkzeug's URL matcher (a recursive
    closure that refers to itself). At 50 000 (the first setting here) each collection freed
    ~40 000 of them in one 11-50 ms pause with the worker's GIL held; at 5 000 a pause is
    1-2.5 ms for the same total (~2 ms of CPU a second per worker). Measured in bench/ (both
    servers up at once, alternating windows): act +6 % req/s, p99 22.9 -> 20.6 ms; the floor
    unchanged; 1 000 was no better than 5 000.
    """
    import gc

    gc.freeze()
    gc.set_threshold(5_000, 20, 20)
    gc.enable()  # off since post_fork


def on_starting(server):
    """Give the workers' Prometheus counts a directory (multiprocess mode), empty at start.

    Set here, in the master before any worker loads the app, since prometheus_client picks its
    mode on import. Unset: a fresh temporary directory, removed on exit. Set (e.g. a tmpfs in a
    container): emptied, as counts left by an earlier server would add to this one's.
    """
    given = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if given:
        Path(given).mkdir(parents=True, exist_ok=True)
        for stale in Path(given).glob("*.db"):
            stale.unlink()
    else:
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = server.starport_metrics_dir = tempfile.mkdtemp(prefix="starport-metrics-")


def child_exit(server, worker):
    """A dead worker's gauges (long polls in use) stop counting; its counters still add up; its
    connections no longer count in the balance (service.running.gunicorn_worker.ConnectionShares)."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)
    from service.running.gunicorn_worker import SHARES

    SHARES.release(worker.pid)


def on_exit(server):
    if made := getattr(server, "starport_metrics_dir", None):
        shutil.rmtree(made, ignore_errors=True)
