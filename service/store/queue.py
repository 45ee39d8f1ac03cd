"""The job queue the service enqueues on: ``Scheduler`` (what the service asks of it) and
``DriverQueue``, its RQ implementation: one driver per game, a due-index every worker sweeps.

It sits below the service and the worker alike: the API wakes drivers through it, workers
(``worker/``, a thin process on top) sweep it and run the jobs it queues.

Keys, all on the queue Redis (RQ's; a standalone server even when games live on a cluster), each
spelled in ``service.store.keys``:

- ``<name>:due``              a sorted set: ``<slug>/<game_id>/<lane>`` → when the game's driver
                               must look at it next (a bot to move, a paced move, a timer). While a
                               driver job is queued for it, the score is that claim's expiry.
  The meeting place's pools and challenges are due here too, as ``~pool/<pool>/human`` and
                               ``~challenge/<cid>/human``: their job is ``worker.jobs.meet``.
- ``<name>:driving:<game_id>`` present while a driver job for the game is queued: at most one per
                               game, so the queue is bounded by games, never by versions or clients.
- ``<name>:workers``           a sorted set: worker → when (Redis's clock) its sweeper last ran;
                               /readyz counts those seen in the last ``WORKER_SEEN_SECONDS``.
- ``<name>:repair``            held for 5 s by the worker running the repair scan (``worker.repair``).
- ``<name>:held:<worker>``      a hash: the jobs a worker took and has not finished (job id -> its
                               lane's key). A worker takes a job off its lane into this hash in one
                               script (``take``), never through RQ's BLPOP, which left a job popped
                               and not yet started in no list at all: a worker that died then lost
                               it for good. ``<name>:holders`` (worker -> when it last took one)
                               names the hashes; once a worker is not seen for
                               ``WORKER_STALE_SECONDS`` any sweeper puts its jobs back at the front
                               of their lanes (``hand_back``), whatever RQ's registries say.
- ``<name>:wakeup``            a list of tokens, one pushed per job queued (``ring``): an idle worker
                               blocks on it between takes.
- RQ queues ``<name>-human`` (games a person sits at) and ``<name>-bots``; workers take the
  human lane first, so a person's bot opponent never waits behind thousands of all-bot games.
- RQ queue ``<name>-archive``: a finished game's archive job (``archive``), job id
  ``archive-<game_id>``, so a game has one at a time; workers take it after the human lane and
  before the bots' (a backlog of it is Redis memory: finished games kept until archived).
  A failed run is retried with backoff (RQ's ``Retry``); a retry waits in RQ's scheduled
  registry until ``release_retries`` (every sweep) queues it again.
- ``<name>:announced``          the webhook announcements' stream: ``service.store.announcements``
                               (written by ``announce``, read by the workers' pumps).
- RQ queue ``<name>-webhooks``: one job per webhook delivery (``deliver``), job id
  ``delivery-<delivery id>``, queued by a worker's pump (or the redeliver route), never twice
  while one is queued, retrying or running; a failed attempt is retried on the delivery's own
  schedule (RQ's ``Retry``, intervals jittered per delivery: ``service.webhooks.deliveries.retry_schedule``),
  released by the same ``release_retries``. Workers take it after the archive's and before the bots'.

No RQ scheduler: timers and paced moves are due-index entries, and every worker's sweep claims
the overdue ones about twice a second, so no single lock or process decides whether a timer fires.
A claim lasts ``CLAIM_SECONDS``: a job lost with a dead worker is claimed again after that, and a
driver that starts marks its game due again at once, so a worker killed mid-run costs one sweep.
"""

from __future__ import annotations

import time

import redis
from rq import Queue, Retry
from rq.defaults import RQ_KEY_PREFIX
from rq.exceptions import DuplicateJobError, NoSuchJobError
from rq.executions import ExecutionRegistry
from rq.job import Job, JobStatus
from rq.registry import StartedJobRegistry

from service.store.announcements import Announcements
from service.store.clients import same_server
from service.store.keys import (
    MEETING_DUE,
    archive_queue,
    driving_key,
    due_key,
    held_key,
    holders_key,
    lane_queue,
    wakeup_key,
    webhook_queue,
    worker_metrics_key,
    workers_key,
)

CLAIM_SECONDS = 30
SWEEP_BATCH = 1000
LANES = ("human", "bots")  # in the order workers take them
THINK_BUCKETS = (0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5)
REPLY_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10)
WORKER_SEEN_SECONDS = 10
# An archive job's retries while the archive is away: seconds before each, then the last again;
# about 2 h 30 min in all before it fails, after which the repair scan queues it afresh.
ARCHIVE_RETRY_SECONDS = (1, 2, 5, 10, 30, 60, 120, 300)
ARCHIVE_RETRIES = 36
# Both sides read Redis's clock, not their own: workers and API may run on different machines.
SEEN = """
local now = redis.call('TIME')
local t = tonumber(now[1]) + tonumber(now[2]) / 1e6
redis.call('ZADD', KEYS[1], t, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', t - 3600)
"""
WORKERS_SEEN = """
local now = redis.call('TIME')
return redis.call('ZCOUNT', KEYS[1], tonumber(now[1]) - tonumber(ARGV[1]), '+inf')
"""

# A worker whose sweeper (every 0.5 s) has not been seen for this long is taken for dead: the
# jobs it had taken but not started are released (``reclaim``). Seen within the hour only, so
# one that died long ago is not mourned again by every worker that starts.
WORKER_STALE_SECONDS = 3
WORKERS_STALE = """
local now = redis.call('TIME')
local t = tonumber(now[1]) + tonumber(now[2]) / 1e6
return redis.call('ZRANGEBYSCORE', KEYS[1], t - 3600, t - tonumber(ARGV[1]))
"""

WAKEUP_TOKENS = 64  # tokens kept at most while every worker is busy

# Take the first job of the first lane that has one into the worker's held jobs, in one step.
# None found: the wake-up tokens are spent (they all announced jobs taken since).
TAKE = """
local now = redis.call('TIME')
for i = 4, #KEYS do
  local job = redis.call('LPOP', KEYS[i])
  if job then
    redis.call('HSET', KEYS[1], job, KEYS[i])
    redis.call('ZADD', KEYS[2], tonumber(now[1]) + tonumber(now[2]) / 1e6, ARGV[1])
    return {KEYS[i], job}
  end
end
redis.call('DEL', KEYS[3])
return false
"""
# Put held jobs back at the front of their lanes: ARGV[1]'s (ARGV[2]: only that job), or, with
# ARGV[1] empty, those of every holder seen neither by its sweeper nor taking a job for ARGV[3]
# seconds. A job RQ finished, failed or scheduled for a retry meanwhile stays as it is; one
# queued or started goes back queued, without RQ's records of the run that died (its registry
# entry and execution hashes: RQ would retry it again later, then fail to delete them).
HAND_BACK = """
local holders, workers, wakeup = KEYS[1], KEYS[2], KEYS[3]
local holder, only, stale = ARGV[1], ARGV[2], tonumber(ARGV[3])
local held_prefix, job_prefix, queue_prefix, wip_prefix, executions_prefix, execution_prefix =
  ARGV[4], ARGV[5], ARGV[6], ARGV[7], ARGV[8], ARGV[9]
local handed = {}
local function hand_back(who, job)
  local held = held_prefix .. who
  local lane = redis.call('HGET', held, job)
  redis.call('HDEL', held, job)
  local status = redis.call('HGET', job_prefix .. job, 'status')
  if not lane or (status ~= 'queued' and status ~= 'started') then return end
  local executions = executions_prefix .. job
  for _, run in ipairs(redis.call('ZRANGE', executions, 0, -1)) do
    redis.call('DEL', execution_prefix .. job .. ':' .. run)
  end
  redis.call('DEL', executions)
  local wip = wip_prefix .. string.sub(lane, #queue_prefix + 1)
  for _, entry in ipairs(redis.call('ZRANGE', wip, 0, -1)) do
    if string.sub(entry, 1, #job + 1) == job .. ':' then redis.call('ZREM', wip, entry) end
  end
  redis.call('HSET', job_prefix .. job, 'status', 'queued')
  redis.call('LPUSH', lane, job)
  redis.call('LPUSH', wakeup, 1)
  table.insert(handed, who)
  table.insert(handed, job)
end
local function hand_back_all(who)
  for _, job in ipairs(redis.call('HKEYS', held_prefix .. who)) do hand_back(who, job) end
  redis.call('ZREM', holders, who)
end
if holder ~= '' then
  if only ~= '' then hand_back(holder, only) else hand_back_all(holder) end
  return handed
end
local now = redis.call('TIME')
local t = tonumber(now[1]) + tonumber(now[2]) / 1e6
for _, who in ipairs(redis.call('ZRANGE', holders, 0, -1)) do
  local last = math.max(tonumber(redis.call('ZSCORE', workers, who) or 0),
                        tonumber(redis.call('ZSCORE', holders, who) or 0))
  if last < t - stale then hand_back_all(who) end
end
return handed
"""


class Scheduler:
    """What the service asks of the job queue, and what /readyz and /metrics ask of it. This base
    is the queue of a service with none (the OpenAPI writer, benches, tests that drive games
    themselves): it schedules nothing and has no workers or numbers to report.

    The queue keeps one due time per game: when someone other than a client (a bot, the
    Cosmobot, a timer) must next look at it. Whoever commits a version says when that is.
    """

    def wake(self, slug: str, game_id: str, at: float, *, human: bool, now: float) -> None:
        """The game needs its driver at ``at`` (epoch seconds; at once when ``at <= now``);
        ``human``: a person waits on it, so it goes ahead of all-bot games."""

    def settle(self, slug: str, game_id: str, at: float | None, *, human: bool) -> None:
        """The driver looked: next due at ``at``, or never (None) until a commit wakes it."""

    def archive(self, game_id: str) -> bool:
        """The game is finished: see that one job archives it (``worker.jobs.archive_game``),
        queued, waiting for a retry or running. True if one was queued now."""
        return False

    def announce(self, player_id: str, first_seq: int, last_seq: int, at: float) -> None:
        """The player's feed events ``first_seq``..``last_seq`` (appended at ``at``) are of a type
        its webhooks want: a worker turns them into deliveries (``service.webhooks.hooks``). The act's
        one write for webhooks."""

    def announcements_beside(self, client) -> str | None:
        """The key of the announcements' stream when it lives on ``client``'s server (one Redis,
        not a cluster: the game store's): then the store's feed script writes an announcement in
        the same call that tells the player, and the act pays no round trip for it. None:
        ``announce`` it."""
        return None

    def deliver(self, player_id: str, webhook_id: str, delivery_id: str, retry_seconds: list[int]) -> bool:
        """Queue one webhook delivery (``worker.jobs.deliver_webhook``), retried after each of
        ``retry_seconds`` in turn while it fails; False when its job is queued, retrying or
        running already (a pump's second look at an announcement)."""
        return False

    def workers_seen(self, within: int = 10) -> int | None:
        """Workers seen running lately; None: this queue has no workers to count."""
        return None

    def render_metrics(self) -> str:
        """The workers' and the queue's numbers as Prometheus text (none here)."""
        return ""


def lane_of(human: bool) -> str:
    return "human" if human else "bots"


class DriverQueue(Scheduler):
    def __init__(self, connection: redis.Redis, name: str = "starport"):
        self.connection = connection
        self.name = name
        self.due_key = due_key(name)
        self.metrics_key = worker_metrics_key(name)
        self.workers_key = workers_key(name)
        self._seen = connection.register_script(SEEN)
        self._workers_seen = connection.register_script(WORKERS_SEEN)
        self._workers_stale = connection.register_script(WORKERS_STALE)
        self._take = connection.register_script(TAKE)
        self._hand_back = connection.register_script(HAND_BACK)
        self.holders_key = holders_key(name)
        self.wakeup_key = wakeup_key(name)
        self.queues = {lane: Queue(lane_queue(name, lane), connection=connection) for lane in LANES}
        self.archive_queue = Queue(archive_queue(name), connection=connection)
        self.webhook_queue = Queue(webhook_queue(name), connection=connection)
        self.announcements = Announcements(connection, name)

    # -- what the service asks (Scheduler) ------------------------------------------------------

    def wake(self, slug: str, game_id: str, at: float, *, human: bool, now: float) -> None:
        member = self._member(slug, game_id, lane_of(human))
        pipe = self.connection.pipeline(transaction=False)
        pipe.zadd(self.due_key, {member: at}, lt=True)  # the earliest due wins; the driver corrects it
        if at <= now:
            pipe.set(self._flag(game_id), 1, nx=True, ex=CLAIM_SECONDS)
        answers = pipe.execute()
        if at <= now and answers[1]:
            self._enqueue(member, time.time())

    def settle(self, slug: str, game_id: str, at: float | None, *, human: bool) -> None:
        member = self._member(slug, game_id, lane_of(human))
        pipe = self.connection.pipeline(transaction=False)
        # A game changes lanes when its last person leaves (a bot takes the seat over): its entry
        # in the other lane must go, or every sweep would find it overdue for ever.
        pipe.zrem(self.due_key, self._member(slug, game_id, lane_of(not human)))
        if at is None:
            pipe.zrem(self.due_key, member)
        else:
            pipe.zadd(self.due_key, {member: at})
        pipe.execute()

    def archive(self, game_id: str) -> bool:
        job_id = archive_job_id(game_id)
        for _ in range(2):  # a finished job's hash may vanish between the refusal and its fetch
            try:
                self.archive_queue.enqueue("worker.jobs.archive_game", game_id, job_id=job_id, unique=True,
                                           retry=archive_retry(ARCHIVE_RETRY_SECONDS),
                                           result_ttl=0, failure_ttl=7 * 24 * 3600, job_timeout=120,
                                           description=f"archive {game_id}")
                self.ring()
                return True
            except DuplicateJobError:
                try:
                    job = Job.fetch(job_id, connection=self.connection)
                except NoSuchJobError:
                    continue
                if job.get_status(refresh=False) not in (JobStatus.FAILED, JobStatus.STOPPED, JobStatus.CANCELED):
                    return False  # queued, scheduled for a retry, or running
                job.delete()  # out of retries (the repair scan asks again): a fresh job, fresh retries
        return False

    def announce(self, player_id: str, first_seq: int, last_seq: int, at: float) -> None:
        self.announcements.add(player_id, first_seq, last_seq, at)

    def announcements_beside(self, client) -> str | None:
        return self.announcements.key if same_server(self.connection, client) else None

    def deliver(self, player_id: str, webhook_id: str, delivery_id: str, retry_seconds: list[int]) -> bool:
        # ``unique``: RQ refuses a job id it holds already (in one script): a delivery's job is
        # queued once however often a pump looks at its announcement.
        try:
            self.webhook_queue.enqueue("worker.jobs.deliver_webhook", player_id, webhook_id, delivery_id,
                                       job_id=delivery_job_id(delivery_id), unique=True,
                                       retry=Retry(max=len(retry_seconds), interval=list(retry_seconds)),
                                       result_ttl=0, failure_ttl=24 * 3600, job_timeout=30,
                                       description=f"deliver {delivery_id}")
        except DuplicateJobError:
            return False
        self.ring()
        return True

    def archive_jobs(self) -> int:
        """Archive jobs queued or waiting for a retry (the drill's and /metrics' count)."""
        return self.archive_queue.count + self.archive_queue.scheduled_job_registry.count

    # -- what workers do -------------------------------------------------------------------------

    def release_retries(self, now: float | None = None) -> int:
        """Queue again every archive job and webhook delivery whose retry is due; how many.
        Several sweepers may look at once: the one whose ZREM removes a job from the scheduled
        registry queues it."""
        now = time.time() if now is None else now
        released = 0
        for queue in (self.archive_queue, self.webhook_queue):
            registry = queue.scheduled_job_registry
            for job_id in registry.get_jobs_to_schedule(int(now)):
                if not self.connection.zrem(registry.key, job_id):
                    continue  # another sweeper's
                try:
                    job = Job.fetch(job_id, connection=self.connection)
                except NoSuchJobError:
                    continue
                queue.enqueue_job(job)
                released += 1
        if released:
            self.ring()
        return released

    def sweep(self, now: float | None = None) -> int:
        """Claim every overdue game with no driver queued and enqueue its driver; how many."""
        now = time.time() if now is None else now
        overdue = self.connection.zrangebyscore(self.due_key, "-inf", now, start=0, num=SWEEP_BATCH)
        if not overdue:
            return 0
        members = [m.decode() for m in overdue]
        pipe = self.connection.pipeline(transaction=False)
        for member in members:
            pipe.set(self._flag(member.split("/")[1]), 1, nx=True, ex=CLAIM_SECONDS)
        claimed = [member for member, won in zip(members, pipe.execute()) if won]
        for member in claimed:
            self._enqueue(member, now)
        return len(claimed)

    def reclaim(self, now: float | None = None) -> int:
        """Release every claim whose driver job no lane and no worker holds; how many. Run after
        Redis was away, when a worker goes silent, and by each repair pass (a failed enqueue).

        A job popped just as the connection broke (BLPOP answered, then the job could not be
        fetched or marked started) is lost with it, and its claim would hide the game from every
        sweep for up to ``CLAIM_SECONDS``. Released, the game is due now and the next sweep
        queues its driver again. Releasing the claim of a job another worker is starting costs at
        most one more driver run, which the CAS makes harmless."""
        now = time.time() if now is None else now
        # A claim is scored with its expiry, at most CLAIM_SECONDS from now (or overdue, when a
        # wake set the flag and then lost Redis before it could enqueue).
        members = [m.decode() for m in self.connection.zrangebyscore(self.due_key, "-inf", now + CLAIM_SECONDS)]
        if not members:
            return 0
        job_ids = [i for queue in self.queues.values() for i in queue.get_job_ids()] + self.held_job_ids()
        pipe = self.connection.pipeline(transaction=False)
        for job_id in job_ids:
            pipe.hget(Job.key_for(job_id), "description")  # "drive <slug> <game_id>"
        queued = {d.decode().split()[-1] for d in pipe.execute() if d}
        lost = [m for m in members if m.split("/")[1] not in queued]
        pipe = self.connection.pipeline(transaction=False)
        for member in lost:
            pipe.exists(self._flag(member.split("/")[1]))
        lost = [m for m, claimed in zip(lost, pipe.execute()) if claimed]
        pipe = self.connection.pipeline(transaction=False)
        for member in lost:
            pipe.delete(self._flag(member.split("/")[1]))
            pipe.zadd(self.due_key, {member: now}, xx=True)
        pipe.execute()
        return len(lost)

    def unscheduled(self, slug: str, game_ids: list[str]) -> list[str]:
        """Those of ``game_ids`` with no due-index entry in either lane (see ``worker.repair``)."""
        if not game_ids:
            return []
        members = [self._member(slug, game_id, lane) for game_id in game_ids for lane in LANES]
        scores = self.connection.zmscore(self.due_key, members)
        return [game_id for i, game_id in enumerate(game_ids)
                if all(score is None for score in scores[i * len(LANES):(i + 1) * len(LANES)])]

    def started(self, slug: str, game_id: str, lane: str) -> None:
        """A driver job begins: a commit from now on must queue another one, and if this
        worker dies mid-run the next sweep finds the game overdue."""
        pipe = self.connection.pipeline(transaction=False)
        pipe.delete(self._flag(game_id))
        pipe.zadd(self.due_key, {self._member(slug, game_id, lane): time.time()}, xx=True)
        pipe.execute()

    def record(self, report, outcome: str) -> None:
        """Add one driver run (a driver run's ``DriveReport``) to the worker metrics the API's /metrics shows."""
        pipe = self.connection.pipeline(transaction=False)
        key = self.metrics_key
        pipe.hincrby(key, f"runs:{outcome}", 1)
        for name in ("moves", "timers", "conflicts", "failures"):
            if value := getattr(report, name):
                pipe.hincrby(key, name, value)
        for prefix, buckets, samples in (("think", THINK_BUCKETS, report.think_seconds),
                                         ("reply", REPLY_BUCKETS, report.reply_seconds)):
            for seconds in samples:
                bound = next((b for b in buckets if seconds <= b), "+Inf")
                pipe.hincrby(key, f"{prefix}:le:{bound}", 1)
                pipe.hincrbyfloat(key, f"{prefix}:sum", seconds)
        pipe.execute()

    def human_waiting(self) -> bool:
        """Whether a driver for a game with a person waits in the human lane."""
        return self.connection.llen(self.queues["human"].key) > 0

    def take(self, holder: str, lanes: list[Queue]) -> tuple[Queue, str] | None:
        """The first job of the first of ``lanes`` that has one, moved into ``holder``'s held
        jobs in the same step: (its lane, its id), or None when every lane is empty."""
        by_key = {lane.key: lane for lane in lanes}
        taken = self._take(keys=[held_key(self.name, holder), self.holders_key, self.wakeup_key, *by_key],
                           args=[holder])
        if not taken:
            return None
        return by_key[taken[0].decode()], taken[1].decode()

    def wait_for_jobs(self, seconds: float) -> None:
        """Block until a job is queued (a wake-up token) or ``seconds`` pass."""
        self.connection.blpop([self.wakeup_key], timeout=seconds)

    def finished(self, holder: str, job_id: str) -> None:
        """``holder`` is done with the job (RQ recorded how it ended): no longer held."""
        self.connection.hdel(held_key(self.name, holder), job_id)

    def hand_back(self, holder: str | None = None, job_id: str | None = None,
                  stale_after: float = WORKER_STALE_SECONDS) -> list[tuple[str, str]]:
        """Put jobs taken and not finished back at the front of their lanes: ``holder``'s (only
        ``job_id``, if given), or with no holder those of every worker not seen for
        ``stale_after`` seconds (killed, or cut off). The (holder, job id) handed back."""
        handed = self._hand_back(
            keys=[self.holders_key, self.workers_key, self.wakeup_key],
            args=[holder or "", job_id or "", stale_after, held_key(self.name, ""), Job.redis_job_namespace_prefix,
                  Queue.redis_queue_namespace_prefix, StartedJobRegistry.key_template.format(""),
                  ExecutionRegistry.key_template.format(""), f"{RQ_KEY_PREFIX}:execution:"])
        names = [h.decode() for h in handed]
        return list(zip(names[::2], names[1::2]))

    def held_job_ids(self) -> list[str]:
        """Every job some worker holds now."""
        holders = [h.decode() for h in self.connection.zrange(self.holders_key, 0, -1)]
        pipe = self.connection.pipeline(transaction=False)
        for holder in holders:
            pipe.hkeys(held_key(self.name, holder))
        return [job_id.decode() for ids in pipe.execute() for job_id in ids]

    def seen(self, worker: str) -> None:
        """This worker is alive (its sweeper calls this after every sweep)."""
        self._seen(keys=[self.workers_key], args=[worker])

    def workers_seen(self, within: int = WORKER_SEEN_SECONDS) -> int:
        """Workers whose sweeper ran in the last ``within`` seconds."""
        return int(self._workers_seen(keys=[self.workers_key], args=[within]))

    def workers_stale(self, after: float = WORKER_STALE_SECONDS) -> set[str]:
        """Workers seen in the last hour but not in the last ``after`` seconds: dead, or cut off."""
        return {w.decode() for w in self._workers_stale(keys=[self.workers_key], args=[after])}

    def depths(self) -> dict[str, int]:
        """Jobs waiting per lane, and games in the due-index."""
        pipe = self.connection.pipeline(transaction=False)
        for queue in self.queues.values():
            pipe.llen(queue.key)
        pipe.zcard(self.due_key)
        *lanes, due = pipe.execute()
        return {**dict(zip(LANES, lanes)), "due": due}

    def worker_metrics(self) -> dict[str, float]:
        return {k.decode(): float(v) for k, v in self.connection.hgetall(self.metrics_key).items()}

    def render_metrics(self) -> str:
        """Prometheus text for every worker together (they count into one Redis hash), and the
        queue as it is now; the API's /metrics appends it."""
        counted, depths = self.worker_metrics(), self.depths()
        lines = ["# HELP starport_queue_jobs Driver jobs waiting, by lane.", "# TYPE starport_queue_jobs gauge"]
        lines += [f'starport_queue_jobs{{lane="{lane}"}} {depths[lane]}' for lane in LANES]
        lines += ["# HELP starport_due_games Games in the due-index (a machine or a timer will move them).",
                  "# TYPE starport_due_games gauge", f"starport_due_games {depths['due']}",
                  "# HELP starport_driver_runs_total Driver runs, by outcome.",
                  "# TYPE starport_driver_runs_total counter"]
        lines += [f'starport_driver_runs_total{{outcome="{name[5:]}"}} {int(value)}'
                  for name, value in sorted(counted.items()) if name.startswith("runs:")]
        for name, help_text in (("moves", "Bot and automaton moves committed by drivers."),
                                ("timers", "Timers that ran out, committed by drivers."),
                                ("conflicts", "Driver commits that lost a race (the game had moved on)."),
                                ("failures", "Bot moves that raised instead of moving.")):
            lines += [f"# HELP starport_driver_{name}_total {help_text}", f"# TYPE starport_driver_{name}_total counter",
                      f"starport_driver_{name}_total {int(counted.get(name, 0))}"]
        for prefix, buckets, help_text in (
                ("think", THINK_BUCKETS, "Time a bot took to decide."),
                ("reply", REPLY_BUCKETS, "A person's commit to their bot opponent's reply (untimed games).")):
            metric = f"starport_bot_{prefix}_seconds"
            lines += [f"# HELP {metric} {help_text}", f"# TYPE {metric} histogram"]
            seen = 0
            for bound in (*buckets, "+Inf"):
                seen += int(counted.get(f"{prefix}:le:{bound}", 0))
                lines.append(f'{metric}_bucket{{le="{bound}"}} {seen}')
            lines += [f"{metric}_sum {counted.get(f'{prefix}:sum', 0.0):.6f}", f"{metric}_count {seen}"]
        return "\n".join(lines) + "\n"

    # -- internals -------------------------------------------------------------------------------

    def _enqueue(self, member: str, now: float) -> None:
        slug, game_id, lane = member.split("/")
        pipe = self.connection.pipeline()
        pipe.multi()  # RQ's enqueue on a caller's pipeline wants it in MULTI already; one round trip
        # The claim's expiry is the game's due time until its driver starts.
        pipe.zadd(self.due_key, {member: now + CLAIM_SECONDS}, xx=True)
        if slug in MEETING_DUE:  # a pool to pair or a challenge to expire (service.meeting.quickplay)
            self.queues[lane].enqueue("worker.jobs.meet", slug[1:], game_id, result_ttl=0, failure_ttl=24 * 3600,
                                      job_timeout=60, description=f"meet {slug} {game_id}", pipeline=pipe)
        else:
            self.queues[lane].enqueue("worker.jobs.drive_game", slug, game_id, lane,
                                      result_ttl=0, failure_ttl=24 * 3600, job_timeout=60,
                                      description=f"drive {slug} {game_id}", pipeline=pipe)
        self.ring(pipe)
        pipe.execute()

    def ring(self, pipe=None) -> None:
        """A job was queued: wake an idle worker (``wait_for_jobs``)."""
        target = pipe if pipe is not None else self.connection.pipeline(transaction=False)
        target.lpush(self.wakeup_key, 1)
        target.ltrim(self.wakeup_key, 0, WAKEUP_TOKENS - 1)
        if pipe is None:
            target.execute()

    @staticmethod
    def _member(slug: str, game_id: str, lane: str) -> str:
        return f"{slug}/{game_id}/{lane}"

    def _flag(self, game_id: str) -> str:
        return driving_key(self.name, game_id)


def archive_job_id(game_id: str) -> str:
    return f"archive-{game_id}"


def delivery_job_id(delivery_id: str) -> str:
    return f"delivery-{delivery_id}"


def archive_retry(seconds: tuple[int, ...]) -> Retry:
    """``ARCHIVE_RETRIES`` retries, ``seconds`` apart in turn, then its last again. Spelled out in
    full: RQ takes a shorter list's intervals for the last retries and its first for those before."""
    return Retry(max=ARCHIVE_RETRIES, interval=[*seconds, *[seconds[-1]] * (ARCHIVE_RETRIES - len(seconds))])
