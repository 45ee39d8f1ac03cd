"""A tournament step never holds Redis for a whole event (issue 47): its standings staged
outside the commit and renamed into place by it, so a run killed after staging and before
committing leaves the served standings as they were; at most ``SCORED_MOST`` tables scored a
run, the standings exact after each; a round's tables told ``SEATED_PER_EVENT`` to a stream
event; a withdrawal between a run's read and its commit refusing the commit (the entrant is
never seated)."""

from __future__ import annotations

import json

import pytest

from service.store import keys as names
from service.tournaments import running
from service.tournaments.scoring import recompute, standings
from service.tournaments.store import CHUNK, STAGED_SECONDS
from tests.meeting import new_players, until
from tests.service.tournaments.test_running import all_tables, swiss
from worker import jobs


@pytest.fixture
def service(app):
    return app.extensions["starport"]


def staged_keys(store, tid):
    return list(store.redis.scan_iter(names.tourney_part(tid, "standings:*")))


def served(service, tid):
    return service.tournaments.standings(tid, 0, 100)["standings"]


def from_the_results(service, tid):
    store = service.tournaments.store
    return standings(recompute(store.all_results(tid), "swiss"), store.entrants(tid), "swiss")


def test_a_run_killed_after_staging_leaves_the_standings_and_the_next_scores_a_chunk_at_a_time(
        service, api, run_jobs, monkeypatch):
    (_, key), = new_players(api, 1)
    tid = swiss(service, key, size=2, rounds=1, bots=4, options={"size": 10})["id"]
    steps, store = service.tournament_steps, service.tournaments.store
    assert steps.step(tid) == "seated"
    games = [t["game_id"] for t in all_tables(service, tid)]
    worker = jobs.game_service().tournament_steps  # the bots play; the worker's step leaves them unscored
    monkeypatch.setattr(worker, "step", lambda tid_: worker.settle(tid_, None))
    assert until(lambda: service.store.statuses(games) == ["finished"] * 2, run_jobs, timeout=60)
    before = served(service, tid)
    assert {line["points"] for line in before} == {0}

    def killed(*args, **kwargs):
        raise SystemExit("worker killed")  # after staging the standings, before the commit

    monkeypatch.setattr(store, "_commit", killed)
    with pytest.raises(SystemExit):
        steps.step(tid)
    monkeypatch.undo()
    assert served(service, tid) == before
    assert {t["state"] for t in all_tables(service, tid)} == {"playing"}
    dead, = staged_keys(store, tid)  # staged, read by no one, gone soon
    assert 0 < store.redis.ttl(dead) <= STAGED_SECONDS
    assert sum(json.loads(line)["points"] for line in store.redis.lrange(dead, 0, -1)) == 2 * 2  # the new ones

    monkeypatch.setattr(running, "SCORED_MOST", 1)
    assert steps.step(tid) == "scored"  # one table of two: the standings exact after it
    assert len(store.all_results(tid)) == 1 and served(service, tid) == from_the_results(service, tid)
    assert steps.step(tid) == "finished"
    assert len(store.all_results(tid)) == 2 and served(service, tid) == from_the_results(service, tid)
    assert staged_keys(store, tid) == [dead]  # each commit renamed its own

    head = store.head(tid)
    refused = store.commit(tid, head["v"] - 1, expire_at=10**10, standings=before)
    assert refused == (-1, "") and staged_keys(store, tid) == [dead]  # a refused commit unlinks what it staged
    assert served(service, tid) == from_the_results(service, tid)


def test_one_who_withdraws_between_a_runs_read_and_its_commit_is_not_seated(service, api, monkeypatch):
    (amy, amy_key), (bo, bo_key) = new_players(api, 2)
    tid = swiss(service, amy_key, size=2, rounds=1, bots=3)["id"]
    for key in (amy_key, bo_key):
        service.tournaments.join(key, tid)
    steps, store = service.tournament_steps, service.tournaments.store
    read = store.entrants
    reads = []

    def then_bo_withdraws(tid_):
        found = read(tid_)
        reads.append(found)
        if len(reads) == 2:  # the run's read, once started: it would seat Bo
            service.tournaments.withdraw(bo_key, tid)
        return found

    monkeypatch.setattr(store, "entrants", then_bo_withdraws)
    monkeypatch.setattr(running, "SEATED_PER_EVENT", 1)
    assert steps.step(tid) == "seated"
    assert len(reads) == 3 and not reads[1][bo].get("withdrawn") and reads[2][bo]["withdrawn"]
    tables = all_tables(service, tid)  # Amy and three bots: two tables, told one a stream event
    assert len(tables) == 2 and not [t for t in tables if bo in t["players"]]
    assert amy in tables[0]["players"] + tables[1]["players"]
    seated = [e for e in service.tournaments.events(tid, 0)["events"] if e["type"] == "seated"]
    assert [[t["table"] for t in e["tables"]] for e in seated] == [[t["table"]] for t in tables]


def test_standings_are_staged_a_chunk_a_script_in_order_with_a_time_to_live(service):
    store = service.tournaments.store
    key = names.tourney_part("0123456789abcdef", "standings:test")
    lines = [f"line {n}".encode() for n in range(2 * CHUNK + 3)]  # the first chunk alone, then two pipelined
    store.stage(key, lines)
    assert store.redis.lrange(key, 0, -1) == lines and 0 < store.redis.ttl(key) <= STAGED_SECONDS
