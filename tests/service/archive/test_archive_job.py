"""The game-end job (service/archive/archiving.py, worker/jobs.py): the commit that finishes a game queues
one job, which writes its record once and only then lets its Redis copy expire; the worker's
repair scan and retries see that no finished game is left unarchived. Real Redis, real databases."""

from __future__ import annotations

import time

import pytest
from rq.job import Job, JobStatus

from service.store.queue import DriverQueue, archive_job_id
from service.archive.records import spectator_record
from service.store.keys import events_key, game_key
from tests.service.archive.conftest import close_stack, make_stack
from tests.postgres import free_port
from worker.repair import Repair, Retention

EVERY_BACKEND = True  # the archive's own SQL: SQLite and PostgreSQL (conftest.py)


def ttls(stack, game_id: str) -> tuple[int, int]:
    return stack.redis.ttl(game_key(game_id)), stack.redis.ttl(events_key(game_id))


def test_a_cancelled_game_is_kept_in_redis_until_its_job_archives_it_once(stack):
    game_id = stack.cancelled_game()
    assert stack.queue.archive_jobs() == 1
    assert ttls(stack, game_id) == (-1, -1)  # kept: no record yet
    stack.run_worker()
    kept = stack.archive.get(game_id)
    assert (kept["game"], kept["outcome"], kept["game_id"]) == ("starshower", "cancelled", game_id)
    assert stack.redis.hget(game_key(game_id), "archived") == b"1"
    finished_ttl = stack.service.store.finished_ttl
    assert all(finished_ttl - 5 < ttl <= finished_ttl for ttl in ttls(stack, game_id))
    assert stack.service.archive_game(game_id) == "already"
    assert stack.archive.count() == 1 and stack.queue.archive_jobs() == 0


def test_a_game_played_out_by_bots_is_archived_with_its_whole_log(stack):
    game_id = stack.bot_game("starligned")
    stack.play_out(game_id)
    stack.run_worker()
    kept = stack.archive.get(game_id)
    log = stack.service.archiving.log_of(game_id)
    assert kept["outcome"] == "finished" and kept["events"] == log and len(log) > 10
    assert [seat["bot"] for seat in kept["seats"]] == ["random", "random"]
    score = stack.api.score("starligned", game_id).body
    assert {"version": score["version"], **kept["score"]} == score and kept["winners"] == score["winners"]
    assert "hidden_seed" not in spectator_record(kept)


def test_a_lost_confirmation_is_made_by_the_next_run_without_writing_twice(stack):
    game_id = stack.cancelled_game()
    stack.run_worker()
    stack.redis.hdel(game_key(game_id), "archived")  # as if the job died between put and confirm
    stack.redis.persist(game_key(game_id))
    assert stack.service.archive_game(game_id) == "confirmed"
    assert stack.archive.count() == 1 and stack.redis.ttl(game_key(game_id)) > 0


def test_the_repair_scan_queues_again_a_finished_game_whose_job_was_lost(stack):
    game_id = stack.cancelled_game()
    Job.fetch(archive_job_id(game_id), connection=stack.queue.connection).delete()  # lost with Redis's last second
    assert stack.queue.archive_jobs() == 0
    Repair(stack.service, stack.queue).run()
    assert stack.queue.archive_jobs() == 1
    stack.run_worker()
    assert stack.archive.get(game_id) is not None
    stack.queue.connection.delete(f"{stack.queue.name}:repair")
    Repair(stack.service, stack.queue).run()  # archived now: nothing to queue
    assert stack.queue.archive_jobs() == 0


def test_a_job_queued_or_waiting_is_not_queued_twice_and_one_out_of_retries_is_queued_afresh(stack):
    game_id = stack.cancelled_game()
    assert stack.queue.archive(game_id) is False  # the commit's job waits
    job = Job.fetch(archive_job_id(game_id), connection=stack.queue.connection)
    job.set_status(JobStatus.FAILED)
    stack.queue.archive_queue.remove(job)
    assert stack.queue.archive(game_id) is True
    fresh = Job.fetch(archive_job_id(game_id), connection=stack.queue.connection)
    assert fresh.get_status() == JobStatus.QUEUED and fresh.retries_left > 30
    assert stack.queue.archive_queue.count == 1


def dead_archive() -> str:
    """A PostgreSQL URL where no server listens."""
    return f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/postgres?connect_timeout=2"


@pytest.fixture
def archive_away(games_redis, monkeypatch):
    built = make_stack(games_redis, dead_archive(), monkeypatch)
    yield built
    close_stack(built)


def test_with_the_archive_away_a_game_still_ends_and_its_job_waits_for_a_retry(archive_away):
    stack = archive_away
    started = time.perf_counter()
    game_id = stack.cancelled_game()  # the create and the cancel: the act path never asks the archive
    assert time.perf_counter() - started < 1
    stack.run_worker()
    registry = stack.queue.archive_queue.scheduled_job_registry
    assert registry.get_job_ids() == [archive_job_id(game_id)] and stack.queue.archive_queue.count == 0
    assert ttls(stack, game_id) == (-1, -1)
    assert stack.queue.release_retries(now=time.time() + 3600) == 1
    assert stack.queue.release_retries(now=time.time() + 3600) == 0  # released once
    assert stack.queue.archive_queue.count == 1


def test_with_archiving_off_a_finished_game_simply_expires(games_redis, monkeypatch):
    stack = make_stack(games_redis, "off", monkeypatch)
    try:
        game_id = stack.cancelled_game()
        assert stack.queue.archive_jobs() == 0
        assert all(0 < ttl <= stack.service.store.finished_ttl for ttl in ttls(stack, game_id))
        assert stack.service.archive_game(game_id) == "off"
    finally:
        close_stack(stack)


def record(game_id: str, ended: float) -> dict:
    return {"game_id": game_id, "game": "starshower", "outcome": "finished", "created": ended, "started": ended,
            "ended": ended, "seats": [], "events": []}


def test_retention_deletes_old_records_once_an_hour_across_workers(stack):
    now = time.time()
    stack.archive.put(record("old", now - 40 * 86_400))
    stack.archive.put(record("young", now - 10 * 86_400))
    retention = Retention(stack.service, stack.queue, days=30)
    assert retention.run() == 1
    stack.archive.put(record("old2", now - 40 * 86_400))
    assert Retention(stack.service, DriverQueue(stack.queue.connection, stack.queue.name), days=30).run() == 0
    assert stack.archive.get("young") is not None and stack.archive.get("old2") is not None
