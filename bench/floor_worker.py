"""The floor server's worker (bench only; the API runs on gevent, service/running/gunicorn_worker.py):
gunicorn's gthread worker, taking new connections only while it has a thread free. The floor
stays on the server model it was first measured on, so its number means the same across runs.

Every worker process waits on the same listening socket, so whichever wakes first accepts a new
connection, busy or not, and a keep-alive connection then stays with that process for its whole
life. With a handful of busy clients that often leaves one process serving most of them on its
threads while the other idles: the bench saw 13 of 16 connections on one of two workers, and
twice all 16. This worker leaves a new connection to the others when each of its threads already
has a connection to serve (a request running or queued, or a new connection waiting for its
first request), and stops listening until one is free, so a new connection goes to a process
that can start on it. nginx throttles accept on load the same way. While no new connections
come, it costs one comparison per turn of the loop. Nothing else of gthread changes; when every
worker is full, a new connection waits in the listen backlog until a thread anywhere is free
instead of in one worker's queue.
"""

from gunicorn.workers import gthread


class ThreadWorker(gthread.ThreadWorker):

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._full = False  # every thread had a connection when the last one knocked

    def accept(self, listener):
        if self._busy() >= self.cfg.threads:
            # Leave the connection in the backlog for a worker with a thread free, and stop
            # listening until this one has a thread free again.
            self._full = True
            super().set_accept_enabled(False)
            return
        super().accept(listener)

    def set_accept_enabled(self, enabled):
        super().set_accept_enabled(enabled and not self._full)

    def wait_for_and_dispatch_events(self, timeout):
        # Every request end wakes gthread's loop, which comes here before it waits again.
        if self._full and self._busy() < self.cfg.threads:
            self._full = False
            self.set_accept_enabled(self.nr_conns < self.worker_connections)
        super().wait_for_and_dispatch_events(timeout)

    def _busy(self) -> int:
        """Connections a thread is serving or is queued for (not idle in the poller)."""
        return self.nr_conns - len(self.keepalived_conns) - len(self.pending_conns)
