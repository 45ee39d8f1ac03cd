"""The runner: the player's feed, the games it plays (at most ``concurrency`` at once), the
tables it creates against house bots, the challenges it accepts, the quick-play seeks it
keeps open and the tournaments it joins (whose tables the feed says it is ``seated`` at). One thread follows the feed; one thread plays each game; the main loop starts
games while there is room and stops once ``games`` have been played."""

from __future__ import annotations

import logging
import threading
import time

import httpx

from .calls import TRY_LATER, Server, Stopped, retry_after
from .config import Config, Seek, Table
from .deciding import engine_for
from .feed import Feed, end_of_feed
from .playing import GamePlayer

log = logging.getLogger("starport-bot")

TICK = 0.25
# How often an open seek is asked whether it is still open (the feed says so too).
SEEK_CHECK = 10.0
# Withdrawing a seek as the runner stops: tries, and the longest wait between two.
WITHDRAW_TRIES = 3
WITHDRAW_MOST_WAIT = 5.0
# How often the tournaments joined are read (their status: the runner stops once those it was
# given by id are over), and how often the open tournaments of its titles are looked for.
TOURNAMENT_CHECK = 5.0
TOURNAMENT_LOOK = 30.0
# A tournament's join refused for good: not an error of the bot's, but nothing to wait for.
NOT_JOINED = ("tournament_closed", "tournament_full", "withdrawn", "not_invited", "bots_not_allowed", "not_found")
OVER = ("finished", "not joined")


class Runner:
    def __init__(self, base: str, key: str, config: Config):
        self.config = config
        self.stopping = threading.Event()
        self.server = Server(base, key, self.stopping)
        self.player_id = key.partition(".")[0]
        self.engine = engine_for(config.engine, config.directory, config.concurrency)
        self.lock = threading.Lock()
        self.playing: dict[str, GamePlayer] = {}
        self.ended: dict[str, str] = {}  # game id: outcome
        self.started = 0
        self.created = {id(table): 0 for table in config.create}
        self.seeks: dict[str, tuple[str | None, float]] = {}  # title: (seek id, when last checked)
        self.pending: set[str] = set()  # challenges accepted whose game has not begun
        self.tournaments: dict[str, str] = {}  # tournament id: its status as last read, or "not joined"
        self.tournaments_read = self.tournaments_looked = float("-inf")

    # -- the main loop ----------------------------------------------------------------------------

    def run(self) -> int:
        try:
            after = end_of_feed(self.server)
            Feed(self.server, after, self.heard).start()
            log.info("following player %s's feed after event %d", self.player_id, after)
            self.resume()
            while not self.stopping.is_set():
                self.follow_tournaments()
                self.start_games()
                if self.done():
                    break
                self.stopping.wait(TICK)
        except Stopped:
            pass
        except KeyboardInterrupt:
            log.info("stopping: %d games in play are left to their clocks", len(self.playing))
        finally:
            self.stop()
        failed = sum(1 for outcome in self.ended.values() if outcome == "error")
        log.info("played %d games (%d failed)", len(self.ended), failed)
        return 1 if failed else 0

    def stop(self) -> None:
        self.stopping.set()
        for title, (seek_id, _) in list(self.seeks.items()):
            if seek_id:
                self.withdraw(title, seek_id)
        self.engine.close()
        self.server.close()

    def withdraw(self, title: str, seek_id: str) -> None:
        """Withdraw an open seek as the runner stops (a seek left open would seat the bot in a game
        nobody plays): a 429 or 503 is waited out a few times, briefly; past that the seek
        expires by itself."""
        for _ in range(WITHDRAW_TRIES):
            try:
                answer = self.server.http.delete(f"/v1/quickplay/{seek_id}", timeout=5)
            except httpx.HTTPError as error:
                log.warning("error: withdrawing the %s seek: %s", title, error)
                return
            if answer.status_code not in TRY_LATER:
                return
            time.sleep(min(retry_after(answer.headers, 0.5), WITHDRAW_MOST_WAIT))
        log.warning("error: the %s seek was not withdrawn (the server is busy); it expires by itself", title)

    def room(self) -> int:
        """Games that may still start now: the concurrency left, and what the game limit leaves."""
        with self.lock:
            busy = len(self.playing) + len(self.pending) + sum(1 for sid, _ in self.seeks.values() if sid)
            left = self.config.concurrency - busy
            if self.config.games is not None:
                left = min(left, self.config.games - self.started - len(self.pending)
                           - sum(1 for sid, _ in self.seeks.values() if sid))
            return left

    def done(self) -> bool:
        with self.lock:
            if self.playing or self.pending:
                return False
            if self.config.games is not None and self.started >= self.config.games:
                return True
            creating = any(self.created[id(t)] < t.count for t in self.config.create)
            entered = any(self.tournaments.get(entry.id) not in OVER for entry in self.config.tournaments if entry.id)
            return (not creating and not self.config.quickplay and self.config.accept is None
                    and not self.config.by_title and not entered)

    def start_games(self) -> None:
        for table in self.config.create:
            while self.created[id(table)] < table.count and self.room() > 0:
                self.create(table)
        now = time.monotonic()
        for seek in self.config.quickplay:
            seek_id, checked = self.seeks.get(seek.game, (None, 0.0))
            if seek_id is None and self.room() > 0:
                self.open_seek(seek)
            elif seek_id and now - checked > SEEK_CHECK:
                self.check_seek(seek.game, seek_id)

    # -- games ------------------------------------------------------------------------------------

    def adopt(self, game: str, game_id: str, how: str) -> None:
        with self.lock:
            if game_id in self.playing or game_id in self.ended:
                return
            player = GamePlayer(self.server, self.engine, game, game_id, how, margin=self.config.margin,
                                on_late=self.config.engine.on_late, on_end=self.game_ended, pace=self.config.pace)
            self.playing[game_id] = player
            self.started += 1
        player.start()

    def game_ended(self, player: GamePlayer) -> None:
        with self.lock:
            self.playing.pop(player.game_id, None)
            self.ended[player.game_id] = player.outcome or "error"

    def resume(self) -> None:
        """Games this player already sits in (the runner restarted): play them on."""
        answer = self.server.call("GET", "/v1/players/me/games", params={"limit": 1000})
        if answer.status != 200:
            log.warning("error: cannot list the player's games: %s %s", answer.status, answer.code)
            return
        for entry in answer.body.get("games", []):
            if entry.get("status") in ("waiting", "active"):
                self.adopt(entry["game"], entry["game_id"], "resumed")
        if self.config.accept is None:
            return
        # Challenges sent while the runner was not listening are still open: answer them now.
        answer = self.server.call("GET", "/v1/players/me/challenges")
        for challenge in answer.body.get("challenges", []) if answer.status == 200 else ():
            if challenge.get("status") == "open" and self.player_id not in challenge.get("accepted", ()):
                self.challenged({"type": "challenge", "challenge_id": challenge["challenge_id"],
                                 "from": challenge["challenger"], "game": challenge["game"]})

    def create(self, table: Table) -> None:
        """A table: this player's seat first, a house bot in each other."""
        seats = [{"player": self.player_id, "name": "starport-bot"},
                 *({"name": f"{level} {i}", "bot": level} for i, level in enumerate(table.opponents, 1))]
        body = {"seats": seats, "options": table.options, "listed": False}
        if table.clock:
            body["clock"] = table.clock
        answer = self.server.call("POST", f"/v1/{table.game}/games", json=body)
        self.created[id(table)] += 1
        if answer.status != 201:
            log.error("error: creating a %s game: %s %s %s", table.game, answer.status, answer.code,
                      (answer.body or {}).get("detail", "") if isinstance(answer.body, dict) else "")
            return
        self.adopt(table.game, answer.body["game_id"], f"created against {', '.join(table.opponents)}")

    # -- the feed ---------------------------------------------------------------------------------

    def heard(self, event: dict) -> None:
        kind, game_id = event.get("type"), event.get("game_id")
        if kind in ("seated", "your_turn", "game_over") and game_id:
            with self.lock:
                player = self.playing.get(game_id)
            if player is not None:
                player.poke()
            elif kind != "game_over" and game_id not in self.ended:
                self.adopt(event["game"], game_id, self.how_seated(event))
        elif kind == "challenge":
            self.challenged(event)
        elif kind in ("challenge_cancelled", "challenge_expired", "challenge_declined"):
            with self.lock:
                self.pending.discard(event.get("challenge_id"))
        elif kind == "seek_expired":
            with self.lock:
                self.seeks.pop(event.get("game"), None)
        elif kind == "tournament_started" and event.get("tournament"):
            log.info("tournament %s (%s) started", event["tournament"], event.get("name", event.get("game")))
            with self.lock:
                self.tournaments[event["tournament"]] = "running"

    def how_seated(self, event: dict) -> str:
        if tournament := event.get("tournament"):
            with self.lock:
                self.tournaments[tournament] = "running"
            return f"tournament {tournament}"
        if challenge := event.get("challenge_id"):
            with self.lock:
                self.pending.discard(challenge)
            return f"challenge {challenge}"
        with self.lock:
            seek_id, _ = self.seeks.get(event["game"], (None, 0.0))
            if seek_id and event.get("seek_id") in (None, seek_id):
                self.seeks.pop(event["game"], None)  # seated: open the next seek when there is room
                return f"quick play {seek_id}"
        return "seated"

    # -- challenges and seeks (issue 29's routes) ---------------------------------------------------

    def challenged(self, event: dict) -> None:
        challenge, title = event.get("challenge_id"), event.get("game")
        if event.get("from") == self.player_id or not challenge:
            return  # our own challenge, told back to us
        if self.config.accept is None:
            return  # not answering challenges: the challenger sees it expire
        if not self.config.accepts(title):
            reason = f"{title} is not a title this bot accepts"
        elif self.room() <= 0:
            reason = "no room for another game now"
        else:
            answer = self.server.call("POST", f"/v1/challenges/{challenge}/accept")
            if answer.status == 200:
                log.info("accepted challenge %s (%s) from %s", challenge, title,
                         event.get("from_name") or event.get("from"))
                game_id = answer.body.get("game_id")
                if game_id:
                    self.adopt(title, game_id, f"challenge {challenge}")
                else:
                    with self.lock:
                        self.pending.add(challenge)
            else:
                log.warning("error: accepting challenge %s: %s %s", challenge, answer.status, answer.code)
            return
        log.info("declined challenge %s (%s): %s", challenge, title, reason)
        self.server.call("POST", f"/v1/challenges/{challenge}/decline")

    def open_seek(self, seek: Seek) -> None:
        answer = self.server.call("POST", f"/v1/{seek.game}/quickplay", json=seek.wishes)
        now = time.monotonic()
        if answer.status in (200, 201, 202):
            body = answer.body
            if body.get("status") == "seated" and body.get("game_id"):
                self.adopt(seek.game, body["game_id"], f"quick play {body['seek_id']}")
                return
            with self.lock:
                self.seeks[seek.game] = (body["seek_id"], now)
            log.info("seeking a %s game (quick play %s)", seek.game, body["seek_id"])
        elif answer.code == "already_seeking":  # ours from before (a restart): keep following it
            with self.lock:
                self.seeks[seek.game] = (answer.body.get("seek_id") or "unknown", now)
        else:
            log.error("error: seeking a %s game: %s %s", seek.game, answer.status, answer.code)
            with self.lock:
                self.seeks[seek.game] = (None, now)
            self.server.pause(5)

    def check_seek(self, title: str, seek_id: str) -> None:
        if seek_id == "unknown":
            with self.lock:
                self.seeks.pop(title, None)  # try again: the old seek may have ended meanwhile
            return
        answer = self.server.call("GET", f"/v1/quickplay/{seek_id}")
        status = answer.body.get("status") if isinstance(answer.body, dict) else None
        with self.lock:
            if status in ("waiting", "forming"):
                self.seeks[title] = (seek_id, time.monotonic())
                return
            self.seeks.pop(title, None)
        if status == "seated" and answer.body.get("game_id"):
            self.adopt(title, answer.body["game_id"], f"quick play {seek_id}")

    # -- tournaments (issue 47) ---------------------------------------------------------------------

    def follow_tournaments(self) -> None:
        """Join the tournaments of the config (by id; by title, every open one as it appears) and
        read the status of those joined. Their tables come on the feed (``seated``)."""
        if not self.config.tournaments:
            return
        now = time.monotonic()
        if now - self.tournaments_read >= TOURNAMENT_CHECK:
            self.tournaments_read = now
            for entry in self.config.tournaments:
                if entry.id and entry.id not in self.tournaments:
                    self.join_tournament(entry.id)
            for tid, status in list(self.tournaments.items()):
                if status not in OVER:
                    self.read_tournament(tid)
        if self.config.by_title and now - self.tournaments_looked >= TOURNAMENT_LOOK:
            self.tournaments_looked = now
            for status in ("upcoming", "running"):
                answer = self.server.call("GET", "/v1/tournaments", params={"status": status, "limit": 100})
                for line in answer.body.get("tournaments", []) if answer.status == 200 else ():
                    open_to_us = not line.get("invite_only") and (status == "upcoming" or line.get("format") == "arena")
                    if line.get("game") in self.config.by_title and open_to_us and line["id"] not in self.tournaments:
                        self.join_tournament(line["id"])

    def join_tournament(self, tid: str) -> None:
        answer = self.server.call("POST", f"/v1/tournaments/{tid}/join")
        if answer.status == 200:
            body = answer.body
            log.info("joined tournament %s (%s: a %s of %s at tables of %s)", tid, body.get("name"), body.get("format"),
                     body.get("game"), body.get("table_size"))
            status = body.get("status", "upcoming")
        elif answer.code == "already_joined":  # ours from before (a restart): play on in it
            status = "joined"
        elif answer.code in NOT_JOINED:
            log.warning("not joining tournament %s: %s (%s)", tid, answer.code,
                        answer.body.get("detail", "") if isinstance(answer.body, dict) else "")
            status = "not joined"
        else:
            log.error("error: joining tournament %s: %s %s", tid, answer.status, answer.code)
            return  # asked again at the next check
        with self.lock:
            self.tournaments[tid] = status

    def read_tournament(self, tid: str) -> None:
        answer = self.server.call("GET", f"/v1/tournaments/{tid}")
        if answer.status == 404:
            status = "finished"
        elif answer.status != 200:
            return
        else:
            status = answer.body.get("status", "running")
        if status == "finished":
            log.info("tournament %s is over", tid)
        with self.lock:
            self.tournaments[tid] = status
