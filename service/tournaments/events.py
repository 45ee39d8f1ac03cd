"""A tournament's calls from its entrants and readers: create, join, withdraw, list, view,
standings, games, results (pages and NDJSON export). The worker's steps are ``running``.

Who may call what:

- **create**: any player key; one key holds at most ``CREATED_MOST`` events not yet finished
  (``too_many_events``), and an event's size is bounded by its terms: ``MAX_ENTRANTS``
  entrants, ``MAX_HOUSE_BOTS`` house bots, an arena of at most ``MAX_DURATION`` s, a Swiss of at
  most ``MAX_ROUNDS`` rounds, starting within ``MAX_AHEAD`` s. A clock is required: no table
  waits on a player for ever, so no round does.
- **join** (a player key): anyone, or only the invited (``not_invited``), while the event is
  upcoming, and an arena while it runs too; an entrant paused for missing its games (two in a
  row absent: ``scoring``) joins again to be seated again, in either format; bot accounts only if the event lets them
  (``bots_not_allowed``). Its terms are in the event's view for every entrant before they join.
- **withdraw** (its own key only): before the start it leaves the list; after, it is marked
  withdrawn and never seated again (its game in play goes on: leaving it places it last).
- **reads**: anyone. An event shows its terms, standings (names, points: what its public games
  show anyway), tables and results. The invitation list is shown only to its creator; others
  see ``invite_only`` and whether they are invited.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterator

from engines.contract import IllegalAction
from service.problems import Problem
from service.store.codec import to_json
from service.store.keys import TOURNEY_DUE
from service.store.queue import Scheduler
from service.tables.lifecycle import lifecycle_of
from service.tables.seating import Seating
from service.tables.writes import engine_of
from service.tournaments.scoring import standings as ranked
from service.tournaments.store import KEPT_SECONDS, TournamentStore

MAX_ENTRANTS = 1_000
MAX_HOUSE_BOTS = 1_000  # within MAX_ENTRANTS: their games run on the workers' bots lane
MAX_INVITED = 200
MAX_DURATION = 3 * 3600
MAX_ROUNDS = 15
MAX_AHEAD = 7 * 86_400
RUN_MOST = 86_400  # an event's keys live this long past its start at most, then KEPT_SECONDS more
CREATED_MOST = 2
PAGE_MOST = 100
EXPORT_PAGE_MOST = 1_000


def tournament_id() -> str:
    return secrets.token_hex(8)


def expire_at(event: dict) -> int:
    return int(event["starts"] + RUN_MOST + KEPT_SECONDS)


class Tournaments:
    def __init__(self, store: TournamentStore, scheduler: Scheduler, seating: Seating, cards: Callable,
                 clock: Callable[[], float], is_bot: Callable[[str], bool] = lambda player: False):
        self.store = store
        self.scheduler = scheduler
        self.seating = seating
        self.cards = cards  # player ids -> their cards: name, handle, bot_account (None: gone)
        self.clock = clock
        self.is_bot = is_bot  # a bot account (issue 46); none until accounts say so

    # -- create ---------------------------------------------------------------------------------

    def create(self, key: str | None, terms: dict) -> dict:
        creator = self.seating.player_of(key, scope="tournament")
        now = self.clock()
        event = self.judged(terms, now)
        tid = tournament_id()
        event.update(id=tid, creator=creator, created=now)
        if not self.store.created_by(creator, tid, event["starts"] + RUN_MOST, now, CREATED_MOST):
            raise Problem("too_many_events", f"You have {CREATED_MOST} tournaments not finished yet: create another "
                                             "once one of them ends.")
        bots = {}
        for level, count in (terms.get("house_bots") or {}).items():
            for n in range(count):
                bots[f"bot-{level}-{n}"] = {"name": f"{level} bot {n + 1}", "joined": now, "bot": level}
        self.store.create(tid, event, bots, expire_at(event))
        self.wake(tid, event["starts"])
        return self.view(tid, key)

    def judged(self, terms: dict, now: float) -> dict:
        """The event's terms, checked against its title: every refusal a ``validation_error``."""
        def refuse(field: str, why: str):
            raise Problem("validation_error", why, errors={"json": {field: [why]}})
        try:
            engine = engine_of(terms["game"])
        except Problem:
            refuse("game", "No such title.")
        meta = engine.meta
        try:
            options = meta.resolve_options(terms.get("options"))
        except IllegalAction as refusal:
            raise Problem("validation_error", refusal.detail) from None
        size = terms.get("table_size", max(2, meta.min_players))
        if not max(2, meta.min_players) <= size <= meta.max_players:
            refuse("table_size", f"{meta.title} seats {max(2, meta.min_players)} to {meta.max_players} at a table.")
        clock = lifecycle_of(engine, terms["clock"], "bot", None, "bot")["clock"]
        starts = terms.get("starts", now + 60)
        if not now - 60 <= starts <= now + MAX_AHEAD:
            refuse("starts", f"Within the next {MAX_AHEAD // 86400} days.")
        starts = max(starts, now)
        fmt = terms["format"]
        event = {"format": fmt, "game": meta.slug, "title": meta.title, "name": terms.get("name") or f"{meta.title} {fmt}",
                 "options": options, "table_size": size, "clock": clock, "rated": bool(terms.get("rated", False)),
                 "starts": starts, "entry": "invited" if terms.get("invited") else "anyone",
                 "bot_accounts": bool(terms.get("bot_accounts", True)),
                 "house_bots": dict(terms.get("house_bots") or {}),
                 "max_entrants": terms.get("max_entrants", MAX_ENTRANTS)}
        if fmt == "arena":
            if "duration" not in terms:
                refuse("duration", "An arena has a duration (seconds).")
            event.update(duration=terms["duration"], ends=starts + terms["duration"])
        else:
            if "rounds" not in terms:
                refuse("rounds", "A Swiss event has a number of rounds.")
            event["rounds"] = terms["rounds"]
        for level in event["house_bots"]:
            if level not in meta.bots:
                refuse("house_bots", f"{meta.title}'s house bots are {list(meta.bots)}.")
        if sum(event["house_bots"].values()) > min(MAX_HOUSE_BOTS, event["max_entrants"]):
            refuse("house_bots", "More house bots than the event takes entrants.")
        if terms.get("invited"):
            event["invited"] = sorted(set(terms["invited"]))
        return event

    # -- join, withdraw ------------------------------------------------------------------------

    def join(self, key: str | None, tid: str) -> dict:
        player = self.seating.player_of(key, scope="tournament")
        head = self.head(tid)
        event = head["event"]
        if event["entry"] == "invited" and player not in event.get("invited", ()) and player != event["creator"]:
            raise Problem("not_invited", "This tournament is by invitation, and you are not on its list.")
        if not event["bot_accounts"] and self.is_bot(player):
            raise Problem("bots_not_allowed", "This tournament takes no bot accounts.")
        card = (self.cards([player]) or [None])[0] or {}
        # Who it is, as it was when it joined (the standings show it as a game's seats do).
        entry = {"name": card.get("name") or player[:8], "joined": self.clock(),
                 **({"handle": card["handle"]} if card.get("handle") else {}),
                 **({"bot_account": True} if card.get("bot_account") else {})}
        done, why = self.store.join(tid, player, entry, event["max_entrants"],
                                    event["format"] == "arena")
        if not done:
            raise self.refusal(why)
        if why in ("running", "back"):  # an event under way seats the newcomer (or the paused) at its next step
            self.wake(tid, self.clock())
        return self.view(tid, key)

    def withdraw(self, key: str | None, tid: str) -> dict:
        player = self.seating.player_of(key, scope="tournament")
        self.head(tid)
        done, why = self.store.withdraw(tid, player)
        if not done:
            raise self.refusal(why)
        return self.view(tid, key)

    @staticmethod
    def refusal(why: str) -> Problem:
        return {
            "gone": Problem("not_found", "No such tournament."),
            "closed": Problem("tournament_closed", "This tournament takes no more entrants (a Swiss event once "
                                                   "started, any event once finished)."),
            "withdrawn": Problem("withdrawn", "You withdrew from this tournament: you are not seated in it again."),
            "joined": Problem("already_joined", "You are already in this tournament."),
            "full": Problem("tournament_full", "This tournament has all the entrants it takes."),
            "not_entered": Problem("not_found", "You are not in this tournament."),
        }[why]

    # -- reads ----------------------------------------------------------------------------------

    def head(self, tid: str) -> dict:
        head = self.store.head(tid) if len(tid) == 16 else None
        if head is None:
            raise Problem("not_found", "No such tournament (or it ended more than 30 days ago).")
        return head

    def view(self, tid: str, key: str | None = None, *, standings_limit: int = 10) -> dict:
        head = self.head(tid)
        event = head["event"]
        viewer = self.viewer(key)
        shown = public_event(event, viewer)
        entered = self.store.entrant(tid, viewer) if viewer else None
        shown.update(id=tid, status=head["status"], round=head["round"], entrants=self.store.entrant_count(tid),
                     tables=head["tables"], started=float(head["started"]) if head.get("started") else None,
                     ended=float(head["ended"]) if head.get("ended") else None, why_ended=head.get("why"),
                     now=self.clock())
        if viewer:
            shown["you"] = {"entered": entered is not None, "withdrawn": bool(entered and entered.get("withdrawn")),
                            "paused": bool(entered and entered.get("paused")),
                            "invited": event["entry"] == "anyone" or viewer in event.get("invited", ())
                            or viewer == event["creator"]}
        shown["standings"] = self.standings(tid, 0, standings_limit)["standings"]
        return shown

    def viewer(self, key: str | None) -> str | None:
        """The reader's player when it sends a good key; a read with none (or a bad one) is anyone's."""
        if key is None:
            return None
        try:
            return self.seating.player_of(key, scope="read")
        except Problem:
            return None

    def listed(self, status: str, after: float | None, limit: int) -> dict:
        limit = min(limit, PAGE_MOST)
        found = self.store.listed(status, after, limit, newest_first=status == "finished")
        heads = self.store.heads([tid for tid, _ in found])
        gone = [tid for (tid, _), head in zip(found, heads) if head is None or head["status"] != status]
        self.store.unlist(status, [tid for (tid, _), head in zip(found, heads) if head is None])
        lines = [{"id": head["id"], "name": head["event"]["name"], "format": head["event"]["format"],
                  "game": head["event"]["game"], "table_size": head["event"]["table_size"],
                  "starts": head["event"]["starts"], "ends": head["event"].get("ends"),
                  "rounds": head["event"].get("rounds"), "round": head["round"], "status": head["status"],
                  "invite_only": head["event"]["entry"] == "invited"}
                 for head in heads if head is not None and head["id"] not in gone]
        return {"tournaments": lines, "next": found[-1][1] if len(found) == limit else None}

    def standings(self, tid: str, offset: int, limit: int) -> dict:
        lines, total = self.store.standings(tid, offset, min(limit, PAGE_MOST))
        if not total:  # not started: the entrants as they joined
            head = self.head(tid)
            lines = ranked({}, self.store.entrants(tid), head["event"]["format"])
            total, lines = len(lines), lines[offset:offset + min(limit, PAGE_MOST)]
        return {"standings": lines, "total": total}

    def games(self, tid: str, offset: int, limit: int) -> dict:
        self.head(tid)
        tables, total = self.store.table_page(tid, offset, min(limit, PAGE_MOST))
        return {"games": [game_line(t) for t in tables], "total": total}

    def results(self, tid: str, offset: int, limit: int) -> dict:
        self.head(tid)
        results, total = self.store.result_page(tid, offset, min(limit, PAGE_MOST))
        return {"results": results, "total": total}

    def export(self, tid: str, offset: int) -> tuple[Iterator[bytes], int | None]:
        """One page of the results as NDJSON (at most ``EXPORT_PAGE_MOST`` lines) and the next
        offset, if more follow."""
        self.head(tid)
        results, total = self.store.result_page(tid, offset, EXPORT_PAGE_MOST)
        following = offset + len(results) if offset + len(results) < total else None
        return (to_json(r) + b"\n" for r in results), following

    def events(self, tid: str, after: int) -> dict:
        head = self.head(tid)
        found = self.store.events_after(tid, after, PAGE_MOST)
        return {"events": found, "last_seq": found[-1]["seq"] if found else min(after, head["seq"])}

    def wake(self, tid: str, at: float) -> None:
        self.scheduler.wake(TOURNEY_DUE, tid, at, human=True, now=self.clock())


def public_event(event: dict, viewer: str | None) -> dict:
    """What anyone sees of an event's terms; the invitation list only its creator."""
    shown = {k: v for k, v in event.items() if k not in ("invited", "creator", "id")}
    shown["invite_only"] = event["entry"] == "invited"
    if viewer is not None and viewer == event["creator"]:
        shown["invited"] = event.get("invited", [])
    return shown


def game_line(table: dict) -> dict:
    return {"table": table["table"], "round": table["round"], "game_id": table.get("game_id"),
            "game": table.get("game"), "players": table["players"], "names": table.get("names", []),
            "state": table["state"]}
