"""A tournament's steps, run by the workers from the due-index (``~tourney/<tid>``): no daemon.

An event is due at its start, whenever one of its games ends (``Writes.wake_tournament``),
when an arena entrant joins while it runs, and every ``RECHECK_SECONDS`` while it runs (a lost
wake costs that much). The worker that claims it runs ``step``:

1. read the event, its live tables, its entrants and its tally (each hash ``CHUNK`` fields a
   command: ``TournamentStore.whole``);
2. make the games of tables still ``forming`` (a worker died between deciding them and making
   them): the game id is derived from the event, the round and the table, so the make finds
   the game if it was made, and the store makes a game only once;
3. score the tables whose game finished, at most ``SCORED_MOST`` a run (the rest at the next
   run, due at once): places from the game's record (the archive's own ``build_record``, so the
   served standings equal those recomputed from the archive), a leaver last; a game gone
   before it was scored makes its table void;
4. decide the next tables in Python (``seating.seat_pods``): an arena seats everyone waiting
   (not at a table, not withdrawn) in whole tables until its end; a Swiss event seats its next
   round once every table of the last one is scored, byes first;
   An entrant absent from its seat (left, taken over, idled) in ``ABSENT_MOST`` games in a row
   is paused in the same commit: seated no more until it joins again (its feed is told
   ``tournament_paused``);
5. commit it all in one compare-and-set script (``TournamentStore.commit``): the scored results
   appended once (the tables' state moves with them), the changed tally lines, the standings
   (staged before, renamed into place by the commit), the new tables stored ``forming``, the
   stream's events (``seated`` a chunk of ``SEATED_PER_EVENT`` tables each). Another run that
   committed first, or an entrant who withdrew meanwhile, makes this run start again from its
   reads;
6. make the new tables' games (``Gathering.start``), each entrant told ``seated`` on its feed
   with the tournament's id (the one write path's telling), and mark them ``playing``.

A worker killed anywhere leaves the event due (the claim expires, ``CLAIM_SECONDS``): before the
commit nothing was written but a staged standings list no one reads, which expires
(``STAGED_SECONDS``); after it, step 2 of the next run makes what is missing. No table is lost,
doubled or half-made.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

import redis

from service.meeting.gathering import Gathering, derived_game_id
from service.players.directory import Players
from service.problems import Problem
from service.ratings.maths import abandoned
from service.ratings.maths import places as places_of
from service.store.games import GameStore
from service.store.keys import TOURNEY_DUE
from service.store.queue import Scheduler
from service.tournaments.events import expire_at
from service.tournaments.scoring import ABSENT_MOST, fold
from service.tournaments.scoring import standings as ranked
from service.tournaments.seating import byes, seat_order, seat_pods
from service.tournaments.store import TournamentStore

RECHECK_SECONDS = 10
COMMIT_TRIES = 4
MAX_TABLES = 20_000  # an event forms at most this many tables: its results' bound
SCORED_MOST = 50  # tables scored (or found void) by one run at most: a commit's results and tally lines
SEATED_PER_EVENT = 50  # tables one ``seated`` event lists at most: a round's 250 tables are five events
Blocked = Callable[[list[str]], set]

log = logging.getLogger(__name__)


class Running:
    def __init__(self, store: TournamentStore, games: GameStore, scheduler: Scheduler, gathering: Gathering,
                 players: Players, record_of: Callable, clock: Callable[[], float],
                 blocked: Blocked = lambda players: set()):
        self.store = store
        self.games = games
        self.scheduler = scheduler
        self.gathering = gathering
        self.players = players
        self.record_of = record_of  # a finished GameRecord -> its record (service.archive)
        self.clock = clock
        self.blocked = blocked  # players -> the pairs of them who blocked one another (issue 46)
        self.timings: list[float] = []  # seconds each seating took (the bench reads them)

    def step(self, tid: str) -> str:
        """One run of the event's next step; what it did."""
        for _ in range(COMMIT_TRIES):
            outcome = self.attempt(tid)
            if outcome != "again":
                return outcome
        self.settle(tid, self.clock() + 1)
        return "contended"

    def attempt(self, tid: str) -> str:
        head = self.store.head(tid)
        if head is None:
            self.settle(tid, None)
            return "gone"
        event, now = head["event"], self.clock()
        if head["status"] == "finished":
            self.settle(tid, None)
            return "finished"
        if head["status"] == "upcoming":
            if now < event["starts"]:
                self.settle(tid, event["starts"])
                return "waiting"
            return self.start(tid, head, now)
        return self.run(tid, head, now)

    # -- the start ------------------------------------------------------------------------------

    def start(self, tid: str, head: dict, now: float) -> str:
        event = head["event"]
        entrants = self.store.entrants(tid)
        present = [p for p, e in entrants.items() if not e.get("withdrawn")]
        if len(present) < event["table_size"]:
            code, _ = self.store.commit(tid, head["v"], expire_at=expire_at(event), status="finished",
                                        events=[{"type": "finished", "why": "too_few_entrants"}],
                                        standings=ranked({}, entrants, event["format"]),
                                        fields={"started": now, "ended": now, "why": "too_few_entrants"})
            if code < 0:
                return "again"
            self.store.list_as(tid, "finished", now, was="upcoming")
            self.settle(tid, None)
            return "cancelled"
        code, _ = self.store.commit(tid, head["v"], expire_at=expire_at(event), status="running",
                                    standings=ranked({}, entrants, event["format"]),
                                    events=[{"type": "started", "entrants": len(present)}], fields={"started": now})
        if code < 0:
            return "again"
        self.store.list_as(tid, "running", event["starts"], was="upcoming")
        about = {"type": "tournament_started", "tournament": tid, "game": event["game"], "name": event["name"]}
        for player in present:
            if not entrants[player].get("bot"):
                self.players.note(player, [about], about=f"tournament {tid}")
        head = self.store.head(tid)
        return self.run(tid, head, self.clock()) if head else "gone"

    # -- a run ----------------------------------------------------------------------------------

    def run(self, tid: str, head: dict, now: float) -> str:
        event = head["event"]
        fmt, size = event["format"], event["table_size"]
        live = self.store.live_tables(tid)
        for table_id, table in live.items():
            if table["state"] == "forming":
                self.make(tid, table_id, table, event)
        live = self.store.live_tables(tid)  # made, or void
        entrants = self.store.entrants(tid)
        tally = self.store.tally(tid)
        changed, results, events = self.scored(live, event, tally)
        more = len(changed) >= SCORED_MOST  # maybe more games over: the next run at once
        busy = {p for t, table in live.items() if t not in changed for p in table["players"]}
        pausing = sorted({p for r in results for seat, p in enumerate(r.get("players", ()))
                          if seat in r.get("absent", ()) and tally[p]["absent"] >= ABSENT_MOST
                          and not entrants[p].get("paused") and not entrants[p].get("withdrawn")})
        for player in pausing:  # seen paused by this run's standings and seating, committed below
            entrants[player] = {**entrants[player], "paused": True}
        present = [p for p, e in entrants.items() if not e.get("withdrawn") and not e.get("paused")]
        lines = ranked(tally, entrants, fmt)
        order = [line["player"] for line in lines if not line["withdrawn"] and not line["paused"]]
        new_tables: list[tuple[str, dict]] = []
        round_ = head["round"]
        ends = event.get("ends")
        finished = False
        if fmt == "arena":
            if now < ends and head["tables"] + len(new_tables) < MAX_TABLES:
                waiting = [p for p in order if p not in busy]
                seated = without_the_odd_ones(waiting, size, {p for t in changed for p in live[t]["players"]})
                if seated:
                    round_ += 1
                    new_tables = self.seat(tid, round_, seated, size, tally, event)
            finished = now >= ends and not busy
        elif not busy:  # a Swiss round is over (or none began): the next, or the end
            if round_ < event["rounds"] and len(present) >= size:
                round_ += 1
                sitting_out = byes(order, size, {p: tally.get(p, {}).get("byes", 0) for p in order})
                for player in sitting_out:
                    bye = {"bye": player, "round": round_, "points": size - 1, "name": entrants[player]["name"]}
                    fold(tally, bye, fmt)
                    results.append(bye)
                new_tables = self.seat(tid, round_, [p for p in order if p not in sitting_out], size, tally, event)
                events.append({"type": "round", "round": round_, "byes": sitting_out})
            else:
                finished = True
        if new_tables:
            for _, table in new_tables:
                table["names"] = [entrants[p]["name"] for p in table["players"]]
            for at in range(0, len(new_tables), SEATED_PER_EVENT):
                events.append({"type": "seated", "round": round_,
                               "tables": [{"table": t, "game_id": table["game_id"], "players": table["players"]}
                                          for t, table in new_tables[at:at + SEATED_PER_EVENT]]})
        if pausing:
            events.append({"type": "paused", "players": pausing})
        if changed or results or new_tables:
            lines = ranked(tally, entrants, fmt)
            events.append({"type": "standings", "top": lines[:10]})
        fields = {}
        if finished:
            events.append({"type": "finished", "why": "over"})
            fields = {"ended": now, "why": "over"}
        if not (changed or results or new_tables or finished):
            self.settle(tid, self.next_due(event, now))
            return "idle"
        code, _ = self.store.commit(
            tid, head["v"], expire_at=expire_at(event), status="finished" if finished else "",
            round_=round_, tally={p: tally[p] for r in results for p in r.get("players") or [r["bye"]]},
            standings=lines, results=results, events=events,
            tables=[(t, table, False) for t, table in changed.items()] + [(t, table, True) for t, table in new_tables],
            paused=pausing, fields=fields)
        if code < 0:
            return "again"
        for table_id, table in new_tables:
            self.make(tid, table_id, table, event)
        about = {"type": "tournament_paused", "tournament": tid, "game": event["game"], "name": event["name"]}
        for player in pausing:
            self.players.note(player, [about], about=f"tournament {tid}")
        if finished:
            self.store.list_as(tid, "finished", now, was="running")
            self.settle(tid, None)
            return "finished"
        self.settle(tid, now if more else self.next_due(event, now))
        return "seated" if new_tables else "scored"

    def seat(self, tid: str, round_: int, ranked_players: list[str], size: int, tally: dict,
             event: dict) -> list[tuple[str, dict]]:
        started = time.perf_counter()
        met = {p: tally[p]["met"] for p in ranked_players if p in tally}
        blocked = self.blocked([p for p in ranked_players if not p.startswith("bot-")])
        pods = seat_pods(ranked_players, size, met, blocked)
        self.timings.append(time.perf_counter() - started)
        tables = []
        for n, pod in enumerate(pods):
            table_id = f"r{round_}t{n}"
            firsts = {p: tally.get(p, {}).get("firsts", 0) for p in pod}
            players = seat_order(pod, firsts, f"{tid}/{table_id}")
            tables.append((table_id, {"round": round_, "players": players, "state": "forming", "game": event["game"],
                                      "game_id": derived_game_id("tournament", f"{tid}/{table_id}")}))
        return tables

    def scored(self, live: dict[str, dict], event: dict, tally: dict) -> tuple[dict, list, list]:
        """The live tables whose game is over, scored (or void, the game gone), folded into
        ``tally``, ``SCORED_MOST`` at most; their new states, their results, and the stream's event."""
        playing = [(t, table) for t, table in live.items() if table["state"] == "playing"]
        statuses = self.games.statuses([table["game_id"] for _, table in playing])
        changed, results = {}, []
        for (table_id, table), status in zip(playing, statuses):
            if len(changed) >= SCORED_MOST:
                break
            if status == "finished":
                record = self.games.load(table["game_id"])
                if record is None:
                    status = None
                else:
                    built = self.record_of(record)
                    places = places_of(built)
                    result = {"table": table_id, "round": table["round"], "game_id": table["game_id"],
                              "players": table["players"], "names": table.get("names", []), "places": places,
                              "ended": built.get("ended")}
                    if gone := abandoned(built):
                        result["absent"] = sorted(gone)
                    fold(tally, result, event["format"])
                    results.append(result)
                    changed[table_id] = {**table, "state": "scored", "places": places}
            if status is None:  # gone unscored (expired, or never made): no result for anyone
                changed[table_id] = {**table, "state": "void"}
        events = [{"type": "scored", "results": [{k: r[k] for k in ("table", "game_id", "players", "places")}
                                                 for r in results]}] if results else []
        return changed, results, events

    def make(self, tid: str, table_id: str, table: dict, event: dict) -> None:
        """The table's game, made now or found made; the table marked ``playing`` (or ``void``)."""
        entrants = {p: e for p, e in zip(table["players"], self.store_entries(tid, table["players"]))}
        seats = [{"bot": entrants[p]["bot"]} if entrants[p] and entrants[p].get("bot") else {"player": p}
                 for p in table["players"]]
        try:
            self.gathering.start(event["game"], table["game_id"], seats, options=event["options"],
                                 clock=event["clock"], terms={"rated": event["rated"], "tournament": tid}, listed=True)
        except Problem as refusal:  # a player is gone (expired): nobody sits at this table
            log.warning("tournament %s: table %s not made: %s", tid, table_id, refusal.detail)
            self.store.mark(tid, table_id, "forming", {**table, "state": "void"})
            return
        except redis.exceptions.RedisError as error:  # still forming: the next run makes it
            log.warning("tournament %s: table %s not made yet (%s)", tid, table_id, error)
            return
        self.store.mark(tid, table_id, "forming", {**table, "state": "playing"})

    def store_entries(self, tid: str, players: list[str]) -> list[dict | None]:
        return self.store.entries(tid, players)

    def next_due(self, event: dict, now: float) -> float:
        due = now + RECHECK_SECONDS
        if event["format"] == "arena" and now < event["ends"]:
            due = min(due, event["ends"])
        return due

    def settle(self, tid: str, at: float | None) -> None:
        self.scheduler.settle(TOURNEY_DUE, tid, at, human=True)


def without_the_odd_ones(waiting: list[str], size: int, just_freed: set[str]) -> list[str]:
    """An arena's waiting players (best first) but those who do not fill a table, who wait for
    the next: the lowest standing among those whose game just ended, so that whoever waited
    already is seated now (a lowest entrant joining late is not left out at every run)."""
    extra = len(waiting) % size
    if not extra:
        return waiting
    lowest = waiting[::-1]
    lowest_first = [p for p in lowest if p in just_freed] + [p for p in lowest if p not in just_freed]
    out = set(lowest_first[:extra])
    return [p for p in waiting if p not in out]
