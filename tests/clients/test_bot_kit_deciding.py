"""The bot runner's engines (starport_bot/deciding.py) against a clock: a line-protocol program
or a Python function that has not answered within the decision's budget raises ``Late`` when the
budget is spent (not when the engine finally answers); a late program is stopped and a fresh
copy answers the next decision; a decision that waits for a busy copy spends its budget waiting."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "clients" / "python"))

from starport_bot.deciding import FunctionEngine, Late, ProgramEngine

# A line-protocol engine that takes the view's "think" seconds before answering its first action,
# and notes its pid in started.txt (one line per copy started).
THINKING = """\
import json, os, sys, time
with open("started.txt", "a") as noted:
    noted.write(f"{os.getpid()}\\n")
for line in sys.stdin:
    request = json.loads(line)
    time.sleep(request["view"]["think"])
    print(json.dumps(request["actions"][0]), flush=True)
"""

# Slack for a late answer: the budget's queue wait wakes within milliseconds; this is for a busy machine.
SLACK = 0.5


def decision(think: float) -> dict:
    return {"game": "starshower", "game_id": "g1", "seat": 0, "prompt": "place",
            "view": {"version": 1, "think": think}, "actions": [{"type": "place", "cell": 4}], "clock": None}


@pytest.fixture
def program(tmp_path):
    (tmp_path / "thinking.py").write_text(THINKING)
    engines = []

    def start(copies: int) -> ProgramEngine:
        engines.append(ProgramEngine([sys.executable, "thinking.py"], tmp_path, copies))
        return engines[-1]
    yield start
    for engine in engines:
        engine.close()


def started_pids(directory: Path) -> list[int]:
    noted = directory / "started.txt"
    return [int(line) for line in noted.read_text().split()] if noted.exists() else []


def test_a_program_slower_than_its_budget_is_late_then_stopped_and_a_fresh_copy_answers(program, tmp_path):
    engine = program(copies=1)
    began = time.monotonic()
    with pytest.raises(Late):
        engine.choose(decision(think=30), budget=0.5)
    assert time.monotonic() - began < 0.5 + SLACK
    [slow] = started_pids(tmp_path)
    with pytest.raises(ProcessLookupError):
        os.kill(slow, 0)  # stopped and reaped, not left thinking
    assert engine.choose(decision(think=0), budget=5) == {"type": "place", "cell": 4}
    assert started_pids(tmp_path)[0] == slow and len(started_pids(tmp_path)) == 2


def test_a_decision_waiting_for_a_busy_copy_is_late_within_its_own_budget(program):
    engine = program(copies=1)
    engine.choose(decision(think=0), budget=5)  # the copy is up: its start-up is not what is timed
    took: dict[str, float] = {}
    outcome: dict[str, object] = {}

    def decide(name: str, think: float) -> None:
        began = time.monotonic()
        try:
            outcome[name] = engine.choose(decision(think), budget=1.5)
        except Late:
            outcome[name] = "late"
        took[name] = time.monotonic() - began

    # "first" holds the one copy for 1 s; "second" then has 0.5 s of its 1.5 s left, and thinks 5 s.
    games = [threading.Thread(target=decide, args=("first", 1.0)), threading.Thread(target=decide, args=("second", 5))]
    for game in games:
        game.start()
        time.sleep(0.05)  # "first" takes the copy
    for game in games:
        game.join(timeout=8)
    assert outcome == {"first": {"type": "place", "cell": 4}, "second": "late"}
    assert took["second"] < 1.5 + SLACK, took  # not the 1 s waited for the copy plus a whole budget (2.5 s)


def test_a_function_slower_than_its_budget_is_late_when_the_budget_is_spent():
    release = threading.Event()

    def thinks_long(view, actions):
        release.wait(10)
        return actions[0]
    engine = FunctionEngine(thinks_long, concurrency=2)
    try:
        began = time.monotonic()
        with pytest.raises(Late):
            engine.choose(decision(think=0), budget=0.4)
        assert time.monotonic() - began < 0.4 + SLACK
    finally:
        release.set()
        engine.close()
