"""One game played by the bot runner (starport_bot/playing.py) against a scripted game on
127.0.0.1: a 412 (another seat's move landed first) is read again and decided again with the
new view; a clock's deadline is answered before it or logged as missed, as ``on_late`` says; and
the log has one line per game start, per game end and per error, nothing else."""

from __future__ import annotations

import logging
import sys
import threading
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "clients" / "python"))

from starport_bot import playing
from starport_bot.calls import Server
from starport_bot.deciding import FunctionEngine, ProgramEngine
from starport_bot.playing import GamePlayer

from .scripted_server import Reply, ScriptedServer, problem

KEY = "p1.secret"
PATH = "/v1/starshower/games/g1"


def legal(version: int) -> list[dict]:
    """Each version's actions differ, so an action chosen from an old view is visibly stale."""
    return [{"type": "place", "cell": version * 10 + i} for i in range(3)]


class ScriptedGame:
    """A Starshower game as seat 0's key sees it: seat 0 is to act at every version until
    ``finished_at``; an act must name the current version in If-Match (else 412) and one of its
    actions (else 422). ``clock``: seconds on seat 0's clock at each version. ``before_act``
    runs first on each act and may answer instead (a problem) or move the game (another seat)."""

    def __init__(self, finished_at: int = 2, clock: float | None = None, winners=(0,)):
        self.version, self.finished_at, self.clock, self.winners = 1, finished_at, clock, list(winners)
        self.lock = threading.Lock()
        self.before_act = lambda request: None
        self.answered: list[tuple[str, int, int]] = []  # (If-Match, the version then, the status given)
        self.deadline: float | None = None

    @property
    def finished(self) -> bool:
        return self.version >= self.finished_at

    def move_on(self) -> None:
        """Another seat (or the server's clock) moved: a new version."""
        with self.lock:
            self.version += 1
            self.deadline = None

    def view(self) -> dict:
        now = time.time()
        if self.clock is not None and self.deadline is None:
            self.deadline = now + self.clock
        prompt = {"seat": 0, "prompt": "place"}
        if self.clock is not None:
            prompt["deadline"] = self.deadline
        return {"game_id": "g1", "game": "starshower", "version": self.version,
                "status": "finished" if self.finished else "active", "you": 0,
                "to_act": [] if self.finished else [prompt], "server_time": now}

    def routes(self) -> dict:
        return {("GET", PATH): lambda r: Reply(200, self.view()),
                ("GET", f"{PATH}/actions"): lambda r: Reply(200, {"version": self.version,
                                                                  "actions": legal(self.version)}),
                ("POST", f"{PATH}/actions"): self.act,
                ("GET", f"{PATH}/score"): lambda r: Reply(200, {
                    "version": self.version, "final": True, "winners": self.winners,
                    "players": [{"seat": 0, "total": 12}, {"seat": 1, "total": 7}]})}

    def act(self, request) -> Reply:
        instead = self.before_act(request)
        with self.lock:
            if instead is None:
                if request.headers.get("if-match") != f'"{self.version}"':
                    instead = problem(412, "version_conflict")
                elif request.body not in legal(self.version):
                    instead = problem(422, "illegal_action")
            self.answered.append((request.headers.get("if-match"), self.version,
                                  instead.status if instead else 200))
            if instead is not None:
                return instead
            self.version += 1
            self.deadline = None
        return Reply(200, {"version": self.version, "events": [], "view": self.view()})


class Recording:
    """An engine function that notes the version of each view it is shown; answers the last action."""

    def __init__(self, think: float = 0.0, fails: int = 0):
        self.seen: list[int] = []
        self.think, self.fails = think, fails
        self.release = threading.Event()

    def __call__(self, view, actions):
        self.seen.append(view["version"])
        if self.fails:
            self.fails -= 1
            raise ValueError("the engine's own bug")
        if self.think:
            self.release.wait(self.think)
        return actions[-1]


@pytest.fixture
def table(caplog):
    """``start(game, engine, **player options)``: the game served and a GamePlayer on it, started."""
    made = []
    caplog.set_level(logging.INFO, "starport-bot")

    def start(game: ScriptedGame, engine, **options) -> tuple[ScriptedServer, GamePlayer]:
        server = ScriptedServer(game.routes())
        player = GamePlayer(Server(server.base, KEY, threading.Event()), engine, "starshower", "g1",
                            "created against random", pace=0, **options)
        made.append((server, player, engine))
        player.start()
        return server, player
    yield start
    for server, player, engine in made:
        player.server.stopping.set()
        player.join(timeout=3)
        if isinstance(getattr(engine, "function", None), Recording):
            engine.function.release.set()  # a thinking engine's thread would hold up the interpreter's exit
        engine.close()
        server.close()


def bot_lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "starport-bot"]


def finished(player: GamePlayer, timeout: float = 15.0) -> str:
    player.join(timeout=timeout)
    assert not player.is_alive(), "the game did not end"
    return player.outcome


# -- 412: the game moved on between the read and the act ------------------------------------------


def test_an_act_refused_412_is_read_again_and_decided_again_with_the_new_view(table, caplog):
    game = ScriptedGame(finished_at=3)
    first = threading.Event()

    def another_seat_moves_first(request):
        if not first.is_set():
            first.set()
            game.move_on()  # lands while our act is on its way: our If-Match is now stale
    game.before_act = another_seat_moves_first
    engine = Recording()
    server, player = table(game, FunctionEngine(engine, 2))
    assert finished(player) == "won"
    assert engine.seen == [1, 2]  # asked again, shown the new view
    assert game.answered == [('"1"', 2, 412), ('"2"', 2, 200)]
    acts = server.requests("POST", f"{PATH}/actions")
    assert [a.body for a in acts] == [legal(1)[-1], legal(2)[-1]]  # decided from each view
    assert acts[0].headers["idempotency-key"] != acts[1].headers["idempotency-key"]  # two decisions
    assert player.decisions == 1  # one act landed: no double act
    assert bot_lines(caplog) == ["start starshower g1 (created against random)",  # the game moving is no error
                                 "end starshower g1: won (seat 0, 12 points; winners [0]) after 1 decisions"]


def test_actions_listed_at_a_newer_version_than_the_view_are_not_decided_on(table):
    game = ScriptedGame(finished_at=3)
    listed = []

    def actions(request):
        listed.append(request)
        if len(listed) == 1:
            game.move_on()  # a bot moved between our view read and our actions read
        return Reply(200, {"version": game.version, "actions": legal(game.version)})
    engine = Recording()
    server = ScriptedServer({**game.routes(), ("GET", f"{PATH}/actions"): actions})
    try:
        player = GamePlayer(Server(server.base, KEY, threading.Event()), FunctionEngine(engine, 2), "starshower",
                            "g1", "created against random", pace=0)
        player.start()
        assert finished(player) == "won"
        assert engine.seen == [2]  # never asked with the view that was already old
        assert game.answered == [('"2"', 2, 200)]
    finally:
        server.close()


# -- clock deadlines --------------------------------------------------------------------------------

THINKING_PROGRAM = """\
import json, sys, time
for line in sys.stdin:
    time.sleep(30)
    print(json.dumps(json.loads(line)["actions"][0]), flush=True)
"""


@pytest.fixture(params=["function", "program"])
def slow_engine(request, tmp_path):
    """An engine that takes 30 s to decide: a Python function, or a line-protocol program."""
    if request.param == "function":
        return FunctionEngine(Recording(think=30), 2)
    (tmp_path / "slow.py").write_text(THINKING_PROGRAM)
    return ProgramEngine([sys.executable, "slow.py"], tmp_path, 1)


def test_an_engine_slower_than_the_clock_is_logged_late_before_the_deadline_and_no_act_is_sent(
        table, slow_engine, caplog):
    # margin 1 s: the engine has 1.6 s, room enough on a loaded machine for the engine to be asked
    # at all (with 0.6 s a busy CI machine used it up first: "no time left", another line)
    game = ScriptedGame(finished_at=2, clock=2.6, winners=[1])
    server, player = table(game, slow_engine, margin=1.0, on_late="wait")
    late = wait_for_line(caplog, "late ")
    assert late.created < game.deadline  # said before the deadline, not after it
    assert late.getMessage() == ("late starshower g1: the engine did not answer within 2.6 s of the deadline; "
                                 "the server's clock decides")
    time.sleep(0.2)
    assert server.requests("POST", f"{PATH}/actions") == []  # it left the move to the clock
    if isinstance(slow_engine, ProgramEngine):
        assert slow_engine.everyone == []  # the late copy was stopped
    game.move_on()  # the server's clock decided (a stand-in moved) and the game ended
    player.poke()  # the feed's game_over
    assert finished(player) == "lost"
    assert server.requests("POST", f"{PATH}/actions") == []


def test_with_on_late_random_a_legal_action_is_sent_before_the_deadline(table, caplog):
    game = ScriptedGame(finished_at=2, clock=2.6)
    server, player = table(game, FunctionEngine(Recording(think=30), 2), margin=1.0, on_late="random")
    assert finished(player) == "won"
    [read] = server.requests("GET", PATH)[:1]
    [act] = server.requests("POST", f"{PATH}/actions")
    assert act.at - read.at < 2.6  # before the deadline the view named
    assert act.body in legal(1) and act.headers["if-match"] == '"1"'
    assert "late starshower g1: the engine did not answer in time; a random legal action instead" in bot_lines(caplog)


def test_a_clock_within_the_margin_is_left_to_the_server_without_asking_the_engine(table, caplog):
    game = ScriptedGame(finished_at=2, clock=0.5, winners=[1])  # less than the 1 s margin is left
    engine = Recording()
    server, player = table(game, FunctionEngine(engine, 2), margin=1.0)
    wait_for_line(caplog, "late ")
    time.sleep(0.2)
    assert engine.seen == [] and server.requests("POST", f"{PATH}/actions") == []
    game.move_on()
    player.poke()
    assert finished(player) == "lost"
    assert "late starshower g1: no time left before the deadline; the server's clock decides" in bot_lines(caplog)


def wait_for_line(caplog, start: str, timeout: float = 3.0) -> logging.LogRecord:
    give_up = time.monotonic() + timeout
    while time.monotonic() < give_up:
        for record in list(caplog.records):
            if record.name == "starport-bot" and record.getMessage().startswith(start):
                return record
        time.sleep(0.01)
    raise AssertionError(f"no {start!r} line in {bot_lines(caplog)}")


# -- the log: one line per game start, game end, error and wait ---------------------------------------


def test_a_game_logs_one_line_at_its_start_one_at_its_end_and_one_per_error(table, caplog, monkeypatch):
    monkeypatch.setattr(playing, "WAKE", 0.1)  # after a failed decision, look again soon
    game = ScriptedGame(finished_at=3)
    limited = threading.Event()

    def one_rate_limit(request):
        if game.version == 2 and not limited.is_set():
            limited.set()
            return problem(429, "rate_limited", retry_after="0")
    game.before_act = one_rate_limit
    engine = Recording(fails=1)
    _, player = table(game, FunctionEngine(engine, 2))
    assert finished(player) == "won"
    assert engine.seen == [1, 1, 2]
    assert bot_lines(caplog) == [
        "start starshower g1 (created against random)",
        "error starshower g1: the engine failed: ValueError: the engine's own bug",
        f"told to wait: POST {PATH}/actions answered 429 rate_limited; again in 0.0 s",
        "end starshower g1: won (seat 0, 12 points; winners [0]) after 2 decisions",
    ]


def test_an_engine_that_keeps_failing_is_asked_three_times_at_a_version_then_left_to_the_clock(
        table, caplog, monkeypatch):
    monkeypatch.setattr(playing, "WAKE", 0.1)
    game = ScriptedGame(finished_at=2, winners=[1])
    engine = Recording(fails=1000)
    server, player = table(game, FunctionEngine(engine, 2))
    give_up = time.monotonic() + 3
    while len(engine.seen) < 3 and time.monotonic() < give_up:
        time.sleep(0.01)
    time.sleep(0.5)  # five more wakes: none asks at this version again
    assert engine.seen == [1, 1, 1] and server.requests("POST", f"{PATH}/actions") == []
    game.move_on()  # the server's clock moved for the seat and the game ended
    player.poke()
    assert finished(player) == "lost"
    assert bot_lines(caplog) == ["start starshower g1 (created against random)",
                                 *["error starshower g1: the engine failed: ValueError: the engine's own bug"] * 3,
                                 "end starshower g1: lost (seat 0, 12 points; winners [1]) after 0 decisions"]


def test_an_act_the_server_refuses_is_one_error_line_and_the_game_goes_on(table, caplog, monkeypatch):
    monkeypatch.setattr(playing, "WAKE", 0.1)
    game = ScriptedGame(finished_at=2)
    refused = threading.Event()

    def refuse_once(request):
        if not refused.is_set():
            refused.set()
            return problem(422, "illegal_action")
    game.before_act = refuse_once
    _, player = table(game, FunctionEngine(Recording(), 2))
    assert finished(player) == "won"
    lines = bot_lines(caplog)
    assert lines[0] == "start starshower g1 (created against random)"
    assert lines[1].startswith("error starshower g1: the action {'type': 'place', 'cell': 12} was refused: "
                               "422 illegal_action")
    assert lines[2:] == ["end starshower g1: won (seat 0, 12 points; winners [0]) after 1 decisions"]
