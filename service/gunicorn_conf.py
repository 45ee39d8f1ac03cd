"""gunicorn settings, one file for `make run`, the image and the e2e tests."""

import os

bind = os.environ.get("STARPORT_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("STARPORT_WORKERS", "2"))
worker_class = "service.gunicorn_worker.ThreadWorker"  # gthread that spreads connections, see there
threads = int(os.environ.get("STARPORT_THREADS", "8"))  # long polls hold a thread each
timeout = 60  # above the 25 s long-poll ceiling
graceful_timeout = 10
keepalive = 5
accesslog = "-" if os.environ.get("STARPORT_ACCESS_LOG", "1") == "1" else None
# gunicorn ≥ 27 opens a control socket at one fixed path per user; several servers on one host
# (tests, make run beside a bench) would fight over it, and nothing here uses it.
control_socket_disable = True


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
