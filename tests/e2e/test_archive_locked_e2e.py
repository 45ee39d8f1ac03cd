"""A locked archive slows only archiving (issue 42 item 3): with the SQLite archive write-locked by
another process, each archive attempt waited out the 30 s busy timeout in the worker's one loop,
and a person's bot opponent answered 30 s late. Now an attempt gives up after a moment and its
job is retried later; the bots keep their pace, and the game is archived once the lock goes."""

from __future__ import annotations

import sqlite3
import time

from tests.conftest import unique_name
from tests.e2e.conftest import running_stack

SEATS = [{"name": "ann"}, {"name": "r1", "bot": "random"}, {"name": "r2", "bot": "random"}]
BOT_ANSWERS_WITHIN = 8.0  # seconds; each archive attempt held the worker 30 s
BOT_REPLIES = 4


def wait_for(check, seconds: float):
    give_up = time.monotonic() + seconds
    while time.monotonic() < give_up:
        if found := check():
            return found
        time.sleep(0.02)
    return None


def cancelled_game(api) -> str:
    """A waiting table its creator cancels: finished at once, its archive job queued."""
    created = api.create("starshower", [{"name": "bea"}, {"open": True}]).body
    answer = api.post(f"/v1/starshower/games/{created['game_id']}/cancel", token=created["creator_token"])
    assert answer.status == 200, answer.body
    return created["game_id"]


def test_bots_keep_their_pace_while_another_process_holds_the_archive_locked(redis_url, tmp_path):
    archive = tmp_path / "archive.sqlite3"
    with running_stack(redis_url, tmp_path, queue=f"locked-{unique_name()}",
                       STARPORT_ARCHIVE_URL=f"sqlite:///{archive}") as stack:
        api = stack.api
        created = api.create("starligned", SEATS, seed=5).body
        game_id, token = created["game_id"], created["seats"][0]["token"]
        def ann_to_act() -> bool:
            view = api.view("starligned", game_id).body
            return view["status"] == "finished" or any(p["seat"] == 0 for p in view["to_act"])

        assert wait_for(ann_to_act, 20)
        lock = sqlite3.connect(archive, isolation_level=None)
        lock.execute("BEGIN IMMEDIATE")  # another process holds the write lock
        finished: list[str] = []
        replies: list[float] = []
        try:
            while len(replies) < BOT_REPLIES:
                finished.append(cancelled_game(api))  # the worker takes its archive job now
                time.sleep(0.1)
                action = api.actions("starligned", game_id, token).body["actions"][0]
                acted = time.monotonic()
                answer = api.act("starligned", game_id, token, action)
                assert answer.status == 200, answer.body
                if answer.body["view"]["status"] == "finished":
                    break
                if all(p["seat"] == 0 for p in answer.body["view"]["to_act"]):
                    continue  # ann acts again: no bot to wait for
                moved = wait_for(lambda: api.view("starligned", game_id).body["version"] > answer.body["view"]["version"],
                                 40)
                replies.append(time.monotonic() - acted)
                assert moved, "no bot moved"
                assert wait_for(ann_to_act, 40)
        finally:
            lock.execute("ROLLBACK")
            lock.close()
        assert replies and max(replies) < BOT_ANSWERS_WITHIN, f"bot replies took {replies} s with the archive locked"
        # Once the lock is gone, the retries archive every game.
        assert wait_for(lambda: archived(archive, finished), 60), "the games were not archived after the lock"


def archived(archive, game_ids: list[str]) -> bool:
    with sqlite3.connect(archive) as reader:
        marks = ",".join("?" * len(game_ids))
        return reader.execute(f"SELECT count(*) FROM games WHERE game_id IN ({marks})", game_ids).fetchone()[0] == len(game_ids)
