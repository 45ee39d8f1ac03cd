"""One game, played to its end for the player's seat: read the view; when it names our seat in
``to_act``, list the legal actions, ask the engine, act with ``If-Match``. A 412 means the game
moved on (a bot, a timer, another seat): read again and decide again. Between turns it waits for
the feed's news of this game, and reads again every ``WAKE`` seconds whatever it heard, so a
lost event (or a server that restarted) costs seconds, never the game. An act answers with the
new view, so a decision costs one read (the legal actions) and the act."""

from __future__ import annotations

import logging
import random
import threading
import time
import uuid

from .calls import Server, Stopped
from .deciding import EngineError, Late

log = logging.getLogger("starport-bot")

WAKE = 15.0
# Refusals of an engine's choice (422) at one version before the runner stops asking at it.
ATTEMPTS = 3


class SeatLost(Exception):
    """The seat is no longer ours (taken over by a bot, or reopened)."""


class GamePlayer(threading.Thread):
    def __init__(self, server: Server, engine, game: str, game_id: str, how: str, margin: float = 1.0,
                 on_late: str = "wait", on_end=None, pace: float = 0.1):
        super().__init__(name=f"game-{game_id[:8]}", daemon=True)
        self.server, self.engine = server, engine
        self.game, self.game_id, self.how = game, game_id, how
        self.margin, self.on_late, self.on_end, self.pace = margin, on_late, on_end, pace
        self.path = f"/v1/{game}/games/{game_id}"
        self.news = threading.Event()
        self.decisions = 0
        self.outcome: str | None = None
        self.refused: dict[int, int] = {}

    def poke(self) -> None:
        self.news.set()

    def run(self) -> None:
        try:
            self.outcome = self.play()
        except Stopped:
            self.outcome = "stopped"
        except SeatLost as lost:
            self.outcome = "seat lost"
            log.info("end %s %s: %s after %d decisions", self.game, self.game_id, lost, self.decisions)
        except Exception as error:  # one game's bug must not stop the others: say it, end this one
            self.outcome = "error"
            log.exception("error %s %s: %s", self.game, self.game_id, type(error).__name__)
        finally:
            if self.on_end:
                self.on_end(self)

    def play(self) -> str:
        log.info("start %s %s (%s)", self.game, self.game_id, self.how)
        view = None  # the view an act answered with: no need to read it again
        while True:
            if view is None:
                self.news.clear()  # before the read: news that comes after it wakes the wait below
                seen = self.server.call("GET", self.path)
                if seen.status != 200:
                    raise RuntimeError(f"the view answered {seen.status} {seen.code}")
                view = seen.body
            received = time.monotonic()
            if view["status"] == "finished":
                return self.finish(view)
            if view["you"] is None:
                raise SeatLost("the seat is no longer ours")
            prompt = next((p for p in view["to_act"] if p.get("seat") is not None and p["seat"] == view["you"]), None)
            if prompt is not None and self.refused.get(view["version"], 0) < ATTEMPTS:
                step, view = self.turn(view, prompt, received)
                if step == "again":
                    continue
            view = None
            self.news.wait(WAKE)

    def turn(self, view: dict, prompt: dict, received: float) -> tuple[str, dict | None]:
        """One decision: ("again", the view after it or None to read it) to look again at once,
        ("wait", None) to wait for news first."""
        listed = self.server.call("GET", f"{self.path}/actions")
        if listed.code == "seat_taken_over":
            raise SeatLost("a bot plays the seat now")
        if listed.status != 200:
            log.warning("error %s %s: the actions answered %s %s", self.game, self.game_id, listed.status, listed.code)
            return "wait", None
        legal = listed.body
        if legal["version"] != view["version"]:
            return "again", None
        if not legal["actions"]:
            return "wait", None
        clock = clock_of(view, prompt)
        budget = None
        if clock is not None:
            budget = clock["seconds"] - self.margin - (time.monotonic() - received)
            if budget <= 0:
                log.warning("late %s %s: no time left before the deadline; the server's clock decides",
                            self.game, self.game_id)
                self.refused[view["version"]] = ATTEMPTS
                return "wait", None
        request = {"game": self.game, "game_id": self.game_id, "seat": view["you"], "prompt": prompt["prompt"],
                   "view": view, "actions": legal["actions"], "clock": clock}
        try:
            action = self.engine.choose(request, budget)
        except Late:
            if self.on_late != "random":
                log.warning("late %s %s: the engine did not answer within %.1f s of the deadline; "
                            "the server's clock decides", self.game, self.game_id, clock["seconds"])
                self.refused[view["version"]] = ATTEMPTS
                return "wait", None
            log.warning("late %s %s: the engine did not answer in time; a random legal action instead",
                        self.game, self.game_id)
            action = random.choice(legal["actions"])
        except EngineError as error:
            log.error("error %s %s: the engine failed: %s", self.game, self.game_id, error)
            self.refused[view["version"]] = self.refused.get(view["version"], 0) + 1
            return "wait", None
        if action is None:
            log.warning("late %s %s: the engine passed; the server's clock decides", self.game, self.game_id)
            self.refused[view["version"]] = ATTEMPTS
            return "wait", None
        return self.act(view, legal, action)

    def act(self, view: dict, legal: dict, action) -> tuple[str, dict | None]:
        # The same Idempotency-Key on every retry of this one decision: an answer lost with the
        # connection (a restart mid-request) replays instead of acting twice.
        headers = {"If-Match": f'"{legal["version"]}"', "Idempotency-Key": uuid.uuid4().hex}
        self.news.clear()  # the act's view is what the next decision reads
        acted = self.server.call("POST", f"{self.path}/actions", json=action, headers=headers)
        if acted.status == 200:
            self.decisions += 1
            self.pause()
            return "again", acted.body.get("view")
        if acted.status == 412 or acted.code in ("not_your_turn", "game_over", "version_conflict"):
            return "again", None  # moved on meanwhile: read again, decide again
        if acted.code == "seat_taken_over" or acted.status == 401:
            raise SeatLost("a bot plays the seat now")
        detail = acted.body.get("detail") if isinstance(acted.body, dict) else None
        log.error("error %s %s: the action %s was refused: %s %s %s", self.game, self.game_id,
                  _short(action), acted.status, acted.code, detail or "")
        self.refused[view["version"]] = self.refused.get(view["version"], 0) + 1
        return "again", None

    def pause(self) -> None:
        """At most one decision per ``pace`` seconds in a game: a real-time game (Starlink) lets a
        seat act again at once, and a random engine would spend the key's rate limit there."""
        if self.pace and self.server.stopping.wait(self.pace):
            raise Stopped

    def finish(self, view: dict) -> str:
        score = self.server.call("GET", f"{self.path}/score").body or {}
        winners = score.get("winners") or []
        you = view["you"]
        outcome = ("won" if winners == [you] else "shared the win" if you in winners
                   else "lost" if winners else "ended without a winner")
        totals = {p["seat"]: p.get("total") for p in score.get("players", [])}
        log.info("end %s %s: %s (seat %s, %s points; winners %s) after %d decisions", self.game, self.game_id,
                 outcome, you, totals.get(you), winners, self.decisions)
        return outcome


def clock_of(view: dict, prompt: dict) -> dict | None:
    """The seat's clock as the engine sees it: the deadline, the server's time and the seconds
    between (None without a clock)."""
    deadline = prompt.get("deadline")
    if deadline is None:
        return None
    return {"deadline": deadline, "server_time": view["server_time"],
            "seconds": round(deadline - view["server_time"], 3)}


def _short(action) -> str:
    text = str(action)
    return text if len(text) <= 120 else text[:117] + "..."
