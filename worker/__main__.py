"""The worker: ``python -m worker`` runs game drivers until stopped, whatever Redis does.

- Jobs run in this process (RQ's ``SimpleWorker``): no fork per job, engines loaded once.
- Two lanes, the human one first, and between them the archive's queue and the webhook
  deliveries' (see ``service.store.queue``).
- A sweeper thread claims overdue games from the due-index about twice a second: timers and
  paced bot moves fire within a second or so of their time, whichever worker is alive.
- A job is taken off its lane into this worker's held jobs in one step (``DriverQueue.take``),
  and each sweep hands back to the front of their lanes the jobs held by any worker not seen for
  3 s (``DriverQueue.hand_back``): a job whose worker was killed before, while or after starting
  it runs again within seconds on a live worker, whatever RQ's registries say of it.
- The sweeper also releases the claims of jobs taken but never started (``DriverQueue.reclaim``)
  when it starts, after a lost Redis, and when another worker's heartbeat is 3 s stale (killed):
  a person's bot answers within a few seconds of a worker's ``kill -9``, not after the 30 s claim.
- SIGTERM (or SIGINT) stops the worker within a few seconds whatever it is doing: idle, at once;
  busy, once the job ends or after ``FINISH_SECONDS``, when the job is handed back to its lane.
- Every 5 s one worker's sweeper runs the repair scan (``worker.repair``): an active game due
  with no due-index entry (its wake was lost after its commit) is woken, and a finished game not
  yet archived gets its archive job again.
- A pump thread (``worker.pump``) turns the API's webhook announcements into delivery jobs as
  they come (a blocking read of their stream), taking over what a dead worker's pump left.
- Each sweep queues again the archive jobs whose retry is due (``DriverQueue.release_retries``);
  once an hour one worker deletes the records older than ``STARPORT_ARCHIVE_DAYS``, when set.
- Redis going away never ends the process: the worker waits, with backoff capped at 2 s, and
  carries on when Redis is back.
- ``python -m worker --check`` is the container healthcheck: true while this container's worker
  has swept recently (so it is alive and reaches Redis). Each sweep also marks the worker seen
  in Redis, where the API's /readyz counts workers.
- Logs are JSON lines (``service.telemetry.logs``), one per driver job; RQ's own lines only from WARNING up.
"""

from __future__ import annotations

import gc
import signal
import sys


def stop_while_starting(signum, frame) -> None:
    raise SystemExit(0)


# A SIGTERM while the worker starts (its imports, the engines loading, the archive migrating) is a
# clean stop, exit 0, as it is once RQ's own handlers take over in work_forever: an operator's
# restart (or a test's stop) caught a worker mid-start and it died of the signal (-15). Set before
# the imports below, which take most of a start.
if __name__ == "__main__":
    signal.signal(signal.SIGTERM, stop_while_starting)
    # No garbage collection while the worker starts: ``main`` freezes what the start made and
    # turns it back on (the reason, as for gunicorn's workers: service/running/gunicorn_conf.py).
    gc.disable()

import logging
import os
import socket
import tempfile
import threading
import time
from pathlib import Path

import redis
from rq import SimpleWorker
from rq.exceptions import NoSuchJobError, StopRequested
from rq.worker import WorkerStatus

import worker.jobs
from engines import registry
from service.archive.archiving import ArchiveUnavailable
from service.config import Settings
from service.telemetry.logs import log_json
from service.store.queue import DriverQueue
from service.store.clients import UNAVAILABLE
from worker.pump import Pump
from worker.repair import REPAIR_SECONDS, Repair, Retention

log = logging.getLogger("starport.worker")

SWEEP_SECONDS = 0.5
PUMP_WAIT_SECONDS = 1.0  # a pump's blocking read of the announcements: how often it looks at ``stopping``
MAX_BACKOFF_SECONDS = 2.0
PUBSUB_WAIT_SECONDS = 0.5  # RQ's command channel: how long its thread's read waits, so how long a stop waits on it
WAKEUP_WAIT_SECONDS = 1.0  # an idle worker looks at its lanes at least this often, woken or not
FINISH_SECONDS = 2.0  # after a SIGTERM, how long the job in hand may go on before it is handed back
STOP_SECONDS = 2.0  # after the loop ends, how long the sweeper and the pump get to end theirs
HEARTBEAT = Path(os.environ.get("STARPORT_WORKER_HEARTBEAT", Path(tempfile.gettempdir()) / "starport-worker.alive"))
HEALTHY_WITHIN_SECONDS = 10
NAME = f"{socket.gethostname()}:{os.getpid()}"  # how /readyz's count tells workers apart


REDIS_LOST = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError)


class HandedBack(Exception):
    """Raised in a job still running ``FINISH_SECONDS`` after a SIGTERM: it goes back to its lane."""


class DriverWorker(SimpleWorker):
    """RQ's in-process worker, waiting on a lost Redis at most 2 s between tries (RQ's default
    backoff grows to a minute, which would leave games stalled long after Redis is back), and
    logging one line per job itself (RQ's own per-job lines are INFO, which it is not given).

    A Redis lost anywhere in RQ's loop — in a job's bookkeeping (``perform_job``), marking the
    worker idle after it (``execute_job``), around a dequeue, in a heartbeat — is one warning
    line and the end of this loop (``StopRequested``), which ``work_forever`` starts again: RQ
    itself would log "found an unhandled exception" with a traceback. Its teardown then stops the
    command channel's thread even when Redis refuses the worker's death record, so no thread is
    left behind retrying per outage (``teardown``)."""

    max_connection_wait_time = MAX_BACKOFF_SECONDS

    def __init__(self, queues, *args, jobs: DriverQueue | None = None, holder: str = NAME, **kwargs):
        super().__init__(queues, *args, **kwargs)
        # The due-index's queue, whose lanes these are (``<name>-<lane>``): where this worker's
        # taken jobs are held, as ``holder``.
        self.jobs = jobs or DriverQueue(self.connection, self.queues[0].name.rsplit("-", 1)[0])
        self.holder = holder
        self.handing_back: str | None = None

    def dequeue_job_and_maintain_ttl(self, timeout, max_idle_time=None):
        """RQ's dequeue, but the job is taken into this worker's held jobs in the same step as it
        leaves its lane (``DriverQueue.take``): RQ's BLPOP left it in no list until it started.
        Between takes an idle worker waits for a wake-up token, at most ``WAKEUP_WAIT_SECONDS``.
        ``timeout`` None (a burst): None at once when every lane is empty."""
        try:
            self.set_state(WorkerStatus.IDLE)
            while True:
                self.heartbeat()
                if self.should_run_maintenance_tasks:
                    self.run_maintenance_tasks()
                taken = self.jobs.take(self.holder, self._ordered_queues)
                if taken is None:
                    if timeout is None:
                        return None
                    self.jobs.wait_for_jobs(WAKEUP_WAIT_SECONDS)
                    continue
                queue, job_id = taken
                try:
                    job = self.job_class.fetch(job_id, connection=self.connection, serializer=self.serializer)
                except NoSuchJobError:  # deleted while queued (as RQ's own dequeue skips it)
                    self.jobs.finished(self.holder, job_id)
                    continue
                job.redis_server_version = self.get_redis_server_version()
                self.heartbeat()
                return job, queue
        except REDIS_LOST as error:  # the job taken, if any, is handed back when the loop starts again
            log.warning("worker: Redis unavailable around a dequeue (%s)", error)
            raise StopRequested() from None

    def request_stop(self, signum, frame) -> None:
        """SIGTERM: RQ stops at once when idle (raising ``StopRequested`` here), else after the
        job; a job still running ``FINISH_SECONDS`` later is interrupted and handed back."""
        super().request_stop(signum, frame)
        signal.signal(signal.SIGALRM, self.hand_back_now)
        signal.setitimer(signal.ITIMER_REAL, FINISH_SECONDS)

    def hand_back_now(self, signum, frame) -> None:
        running = next(iter(self.executions.values()), None)
        if self.get_state() == WorkerStatus.BUSY and running is not None:
            self.handing_back = running.job_id
            raise HandedBack()

    def handle_job_failure(self, job, queue, started_job_registry=None, exc_string="", execution=None) -> None:
        if self.handing_back != job.id:
            return super().handle_job_failure(job, queue, started_job_registry, exc_string, execution)
        self.handing_back = None
        job._result = "handed back"  # perform_job's line says so, not "failed"
        if execution is not None:
            self.executions.pop(execution.id, None)
        if self.jobs.hand_back(self.holder, job.id):  # queued again, at the front, RQ's records of this run gone
            log.warning("worker: stopping; job %s handed back to %s after %.0f s", job.id, queue.name, FINISH_SECONDS)

    def subscribe(self) -> None:
        """RQ's command channel, read by redis-py's thread in waits of ``PUBSUB_WAIT_SECONDS``
        instead of RQ's 60 s: redis-py 8 joins that thread at teardown until its wait ends, so a
        SIGTERM took up to a minute to end the process (``docker stop`` kills it after 10 s)."""
        self.pubsub = self.connection.pubsub()
        self.pubsub.subscribe(**{self.pubsub_channel_name: self.handle_payload})
        self.pubsub_thread = self.pubsub.run_in_thread(
            sleep_time=PUBSUB_WAIT_SECONDS, daemon=True, exception_handler=self._pubsub_exception_handler)

    def execute_job(self, job, queue) -> None:
        try:
            super().execute_job(job, queue)
            self.jobs.finished(self.holder, job.id)  # RQ recorded its end: nothing to hand back
        except REDIS_LOST as error:
            log.warning("worker: Redis unavailable around job %s (%s)", job.id, error)
            raise StopRequested() from None
        finally:
            # A SIGTERM's hand-back timer outlived a job that ended in time: Python's exit puts
            # SIGALRM's default back, which would kill the process (-14) as it ends.
            signal.setitimer(signal.ITIMER_REAL, 0)

    def heartbeat(self, timeout=None, pipeline=None) -> None:
        try:
            super().heartbeat(timeout, pipeline)
        except REDIS_LOST as error:  # work() beats once after each job, outside any retry
            log.warning("worker: Redis unavailable for the heartbeat (%s)", error)
            raise StopRequested() from None

    def run_maintenance_tasks(self) -> None:
        try:
            super().run_maintenance_tasks()
        except REDIS_LOST as error:
            log.warning("worker: Redis unavailable for RQ's maintenance (%s)", error)
            raise StopRequested() from None

    def teardown(self) -> None:
        try:
            super().teardown()  # the death record, then the command channel unsubscribed
        except REDIS_LOST as error:
            log.warning("worker: Redis unavailable at the loop's end (%s)", error)
            if self.pubsub_thread is not None:  # else it retries, every 2 s, for ever
                self.pubsub_thread.stop()
                try:
                    self.pubsub.close()
                except redis.exceptions.RedisError:
                    pass
    log_job_description = False
    log_result_lifespan = False

    def check_for_suspension(self, burst: bool) -> None:
        # RQ asks Redis here before each dequeue, outside the dequeue's own wait-and-retry: a lost
        # connection would end its loop with a traceback. Leave the waiting to the dequeue.
        try:
            super().check_for_suspension(burst)
        except (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError) as error:
            log.warning("worker: Redis unavailable (%s)", error)

    def perform_job(self, job, queue, execution) -> bool:
        if self._stop_requested:  # SIGTERM between the take and the job's start: not begun, handed back
            self.jobs.hand_back(self.holder, job.id)
            self.executions.pop(execution.id, None)
            return False
        started = time.perf_counter()
        try:
            ok = super().perform_job(job, queue, execution)
        except (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError) as error:
            # RQ's bookkeeping around the job (its heartbeat, its registries) lost the queue's
            # Redis: RQ would log "found an unhandled exception" with a traceback. One line, and
            # the loop starts again (work_forever); the game stays due for the next sweep.
            log.warning("worker: Redis unavailable around job %s (%s)", job.id, error)
            raise StopRequested() from None
        line = {"job_id": job.id, "queue": queue.name, "function": job.func_name,
                # drive_game's answer (RQ keeps no result: ttl 0), or "handed back" at a stop
                "outcome": job._result if ok or job._result == "handed back" else "failed",
                "duration_ms": round((time.perf_counter() - started) * 1000, 3)}
        if job.func_name == "worker.jobs.drive_game":
            line["game"], line["game_id"], line["lane"] = job.args
        elif job.func_name == "worker.jobs.archive_game":
            line["game_id"] = job.args[0]
        elif job.func_name == "worker.jobs.meet":
            line["meet"], line["id"] = job.args
        elif job.func_name == "worker.jobs.deliver_webhook":
            line["webhook_id"], line["delivery_id"] = job.args[1:]
        log.log(logging.INFO if ok else logging.WARNING, "job", extra={"fields": line})
        return ok

    def handle_exception(self, job, *exc_info) -> None:
        if isinstance(exc_info[1], HandedBack):  # handle_job_failure puts it back: no traceback
            return
        # The archive away is expected (RQ retries the job with backoff): a line, not a traceback.
        if isinstance(exc_info[1], ArchiveUnavailable):
            log.warning("archive %s: %s; retried in a while (%s left)", job.args[0], exc_info[1], job.retries_left)
            return
        if isinstance(exc_info[1], worker.jobs.DeliveryFailed):  # a receiver that did not answer 2xx
            log.info("webhook %s", exc_info[1])
            return
        super().handle_exception(job, *exc_info)


def lanes_of(queue: DriverQueue) -> list:
    """The RQ queues a worker takes jobs from, in order: people's games, archive jobs, webhook
    deliveries (a person waits on its your_turn), all-bot games."""
    return [queue.queues["human"], queue.archive_queue, queue.webhook_queue, queue.queues["bots"]]


def sweep_forever(queue: DriverQueue, stopping: threading.Event, repair: Repair | None = None,
                  retention: Retention | None = None) -> None:
    backoff = SWEEP_SECONDS
    # Claims to release: at start (a worker killed just before may have taken jobs it never
    # started), after a lost Redis, and when another worker's heartbeat goes stale.
    lost_redis = True
    mourned: set[str] = set()
    next_repair = 0.0
    while not stopping.is_set():
        try:
            stale = queue.workers_stale()
            gone, mourned = stale - mourned, stale
            if (lost_redis or gone) and (released := queue.reclaim()):
                log.warning("sweep: released %d claims whose jobs were lost (%s)", released,
                            f"worker {', '.join(sorted(gone))} went silent" if gone else "starting, or Redis was away")
            lost_redis = False
            for holder, job_id in queue.hand_back():
                log.warning("sweep: job %s handed back to its lane: worker %s went silent holding it", job_id, holder)
            queue.sweep()
            queue.release_retries()
            queue.seen(NAME)
            HEARTBEAT.touch()
            if repair is not None and time.monotonic() >= next_repair:
                next_repair = time.monotonic() + REPAIR_SECONDS
                if woken := repair.run():
                    log.warning("repair: woke %d games due with no due-index entry", woken)
            if retention is not None:
                retention.run()
            backoff = SWEEP_SECONDS
        except (redis.exceptions.RedisError, *UNAVAILABLE) as error:
            lost_redis = True
            log.warning("sweep: Redis unavailable (%s); again in %.1f s", error, backoff)
            backoff = min(backoff * 2, MAX_BACKOFF_SECONDS)
        stopping.wait(backoff)


def pump_forever(pump: Pump, stopping: threading.Event) -> None:
    """The webhook pump's thread (``worker.pump``): a batch as soon as one is announced, and
    through a lost Redis the sweeper's backoff. Anything else is logged and tried again after
    the same backoff: a dead thread would stop every webhook while the worker looks healthy."""
    backoff = SWEEP_SECONDS
    while not stopping.is_set():
        try:
            pump.run(block=PUMP_WAIT_SECONDS)
            backoff = SWEEP_SECONDS
            continue
        except (redis.exceptions.RedisError, *UNAVAILABLE) as error:
            log.warning("pump: Redis unavailable (%s); again in %.1f s", error, backoff)
        except Exception:
            log.exception("pump: failed; again in %.1f s", backoff)
        stopping.wait(backoff)
        backoff = min(backoff * 2, MAX_BACKOFF_SECONDS)


def work_forever(settings: Settings, stopping: threading.Event) -> None:
    backoff = 0.25
    while not stopping.is_set():
        connection = redis.Redis.from_url(settings.queue_redis_url, health_check_interval=30)
        queue = DriverQueue(connection, settings.queue_name)
        rq_worker = None
        try:
            hand_back_held(queue)  # what a loop before this one took and lost Redis over
            # Built inside the retry: RQ's constructor talks to Redis (CLIENT SETNAME), which may be down.
            rq_worker = DriverWorker(lanes_of(queue), connection=connection, jobs=queue)
            rq_worker.work(logging_level="WARNING")
        except redis.exceptions.RedisError as error:
            log.warning("worker: Redis unavailable (%s)", error)
        if rq_worker is not None and rq_worker._shutdown_requested_date is not None:
            hand_back_held(queue)  # a job taken just as the SIGTERM came, never begun
            break  # SIGTERM or SIGINT: RQ finished the job in hand, or handed it back
        # RQ's loop ends on an error it does not handle (a lost connection mid-job): start again.
        worker.jobs.forget_connections()
        log.warning("worker: restarting its loop in %.2f s", backoff)
        time.sleep(backoff)
        backoff = min(backoff * 2, MAX_BACKOFF_SECONDS)
    stopping.set()


def hand_back_held(queue: DriverQueue) -> None:
    """This worker's held jobs back to their lanes; on a lost Redis, the sweepers of other
    workers do it once this one is silent."""
    try:
        for _, job_id in queue.hand_back(NAME):
            log.warning("worker: job %s, taken but not run, handed back to its lane", job_id)
    except redis.exceptions.RedisError as error:
        log.warning("worker: held jobs not handed back: Redis unavailable (%s)", error)


def healthy() -> bool:
    try:
        return time.time() - HEARTBEAT.stat().st_mtime < HEALTHY_WITHIN_SECONDS
    except FileNotFoundError:
        return False


def main(argv: list[str]) -> int:
    if argv[1:] == ["--check"]:
        return 0 if healthy() else 1
    log_json(logging.INFO)
    settings = Settings.from_env()
    registry()  # every engine and its data, loaded once
    stopping = threading.Event()
    sweeper_queue = DriverQueue(redis.Redis.from_url(settings.queue_redis_url, health_check_interval=30),
                                settings.queue_name)
    service = worker.jobs.game_service()  # migrates the archive, when it answers
    repair = Repair(service, sweeper_queue)
    retention = Retention(service, sweeper_queue, settings.archive_days) if settings.archive_days else None
    # What the start made (modules, engines, clients) is kept for the process's life: frozen out
    # of every collection's way rather than rescanned as it grew, which was ~0.07 s of a start's
    # ~0.45 s of CPU (the start's cyclic garbage, ~600 objects, 0.1 MB, is frozen with it).
    gc.freeze()
    gc.enable()
    sweeper = threading.Thread(target=sweep_forever, args=(sweeper_queue, stopping, repair, retention),
                               name="sweeper", daemon=True)
    sweeper.start()
    pump_queue = DriverQueue(redis.Redis.from_url(settings.queue_redis_url, health_check_interval=30),
                             settings.queue_name)
    pump = threading.Thread(target=pump_forever, args=(Pump(service.webhooks, pump_queue, NAME), stopping),
                            name="pump", daemon=True)
    pump.start()
    log.info("worker: driving games from %s (lanes human, archive, webhooks, bots)", settings.queue_name)
    work_forever(settings, stopping)
    ends = time.monotonic() + STOP_SECONDS
    for thread in (sweeper, pump):  # a pump mid-batch leaves the rest pending: another pump takes it over
        thread.join(timeout=max(0.0, ends - time.monotonic()))
    return 0


if __name__ == "__main__":
    code = main(sys.argv)
    # Everything is stopped and logged; what is left is the interpreter's own teardown of every
    # module and engine loaded, a second or two of a stop's budget on a loaded machine.
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
