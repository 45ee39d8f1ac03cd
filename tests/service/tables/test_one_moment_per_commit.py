"""A commit speaks of one instant: its turns, its answer's view and its schedule come from one
reading of the clock and one ``to_act`` of the engine (issue 27: it computed ``to_act`` up to
three times and read the clock six times, so a timed game's view could come from a later instant
than the turns it stored). The clock here moves on at every reading, so any second reading shows."""

from __future__ import annotations

import pytest

from engines import registry
from service.app import create_app
from service.config import Settings
from service.store.queue import Scheduler
from tests.conftest import QUEUE, FakeClock
from tests.playing import StarportClient

GAME = "starshower"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(1_950_000_000.0, step=1.0)  # every reading is a second later than the last


def count_to_act(monkeypatch) -> list:
    engine = registry()[GAME]
    calls = []
    asked = engine.to_act

    def counted(state, now):
        calls.append(now)
        return asked(state, now)
    monkeypatch.setattr(engine, "to_act", counted)
    return calls


def test_an_acts_view_deadline_and_turn_come_from_one_instant(timed_api, clock):
    created = timed_api.create(GAME, [{"name": "ann"}, {"name": "bob"}], clock={"per_turn": 60, "bank": 0}).body
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    view = timed_api.view(GAME, created["game_id"]).body
    [first] = view["to_act"]
    action = timed_api.actions(GAME, created["game_id"], tokens[first["seat"]]).body["actions"][0]
    answer = timed_api.act(GAME, created["game_id"], tokens[first["seat"]], action).body
    [turn] = answer["view"]["to_act"]
    # The next seat's turn began at the commit; its deadline is that instant plus per_turn, and
    # the view says it was made at that same instant.
    assert turn["deadline"] == answer["view"]["server_time"] + 60


def test_an_act_asks_the_engine_who_is_to_act_once(timed_api, clock, monkeypatch):
    created = timed_api.create(GAME, [{"name": "ann"}, {"name": "bob"}]).body
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    [first] = timed_api.view(GAME, created["game_id"]).body["to_act"]
    action = timed_api.actions(GAME, created["game_id"], tokens[first["seat"]]).body["actions"][0]
    calls = count_to_act(monkeypatch)
    assert timed_api.act(GAME, created["game_id"], tokens[first["seat"]], action).status == 200
    assert len(calls) == 1  # its turns, its view and its schedule share the one answer


def test_a_bot_game_commit_asks_once_per_move(redis_url, clock, monkeypatch):
    # No queue: only this test drives the game (a worker of another test would move the bot first).
    app = create_app(Settings.from_env(redis_url=redis_url, queue_name=QUEUE), scheduler=Scheduler(), clock=clock)
    timed_api = StarportClient(app.test_client())
    created = timed_api.create(GAME, [{"name": "ann"}, {"name": "rex", "bot": "random"}]).body
    service = app.extensions["starport"]
    token = created["seats"][0]["token"]
    # ann plays until the bot is to act (a Starshower seat may act twice in a row).
    while 1 not in [p["seat"] for p in timed_api.view(GAME, created["game_id"]).body["to_act"]]:
        action = timed_api.actions(GAME, created["game_id"], token).body["actions"][0]
        assert timed_api.act(GAME, created["game_id"], token, action).status == 200
    calls = count_to_act(monkeypatch)
    report = service.drive(GAME, created["game_id"])
    assert report.moves >= 1
    # For each move: one look at the version it found (who is due now) and one for the version
    # its commit made (that commit's turns); then one last look, at the version a person is to
    # act in, before settling.
    assert len(calls) == 2 * report.moves + 1
