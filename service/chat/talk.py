"""The chat's room: what the routes, the streams and the archive ask of a game's chat.

- ``say``: a line into the bearer's room (``rooms``: a seat's holder into the players', a
  player key without a seat into the spectators'), checked (``civility``), paced and kept
  (``store``); refused while the game's chat is off or once the game is over.
- ``page``: the kept lines of the rooms the bearer may read, after a line number, as it may see
  them: a shadow-banned author's lines only to itself, none of the authors it muted or blocks.
- ``mute`` / ``unmute``, ``report``; the operator's ``delete``, ``time_out``, ``shadow_ban``.
- ``kept``: both rooms as the archive keeps them (no shadow-banned line, no deleted one).

What readers see of a line (``public``) never holds its author's id or whether it was shadowed:
``by`` is the seat (``seat:<n>``) or a mark that names a spectator in this game only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from service.chat import civility
from service.chat.rooms import Talker, rooms_read, talker
from service.chat.store import (
    CHAT_MUTED, LONGEST_SHADOW_BAN, LONGEST_TIMEOUT, ChatStore,
)
from service.problems import Problem
from service.store.game_record import GameRecord
from service.store.games import GameStore
from service.store.keys import CHAT_ROOMS
from service.tables.seating import Seating, is_player_key
from service.tables.writes import Writes

PRIVATE = ("author", "shadow", "seq")


def public(line: dict) -> dict:
    """A kept line (or tombstone) as any reader allowed to see it gets it."""
    shown = {"n": line["seq"]}
    shown.update((k, v) for k, v in line.items() if k not in PRIVATE)
    return shown


def chat_on(record: GameRecord) -> bool:
    """Chat is on unless the game was created with it off (``chat: false``; a tournament's games
    are made so: ``Tables.create(..., terms={"chat": False})``)."""
    return record.lifecycle.get("chat", True) is not False


def without_chat(record: dict, chat: bool) -> dict:
    """A record as an export or /record answers it: its chat left out when asked (``chat=false``)."""
    return record if chat else {k: v for k, v in record.items() if k != "chat"}


def page_of_kept(kept: dict, after: int) -> dict:
    """``Chat.page``'s answer from a finished game's record (Redis forgot the game)."""
    lines = sorted((line for room in CHAT_ROOMS for line in kept.get("chat", {}).get(room, ()) if line["n"] > after),
                   key=lambda line: line["n"])
    return {"chat": kept.get("lifecycle", {}).get("chat", True) is not False, "rooms": list(CHAT_ROOMS),
            "last": max([after, *(line["n"] for line in lines)]), "lines": lines}


@dataclass(frozen=True)
class Viewer:
    """What filters a room for one reader: its own author id (its shadowed lines are shown to
    it), the marks it muted in this game, and the players it blocks (issue 46: their lines never
    reach it, in any game). Equal viewers share one rendering on a stream."""

    author: str | None = None
    muted: frozenset[str] = frozenset()
    blocked: frozenset[str] = frozenset()

    def sees(self, line: dict) -> bool:
        if line.get("shadow") and line.get("author") != self.author:
            return False
        if line.get("type") != "line":
            return True
        return line["by"]["mark"] not in self.muted and line.get("author") not in self.blocked


ANONYMOUS = Viewer()


class Chat:
    def __init__(self, store: GameStore, writes: Writes, seating: Seating, chat: ChatStore,
                 clock: Callable[[], float], blocked_by: Callable[[str], frozenset[str]] = lambda _: frozenset()):
        """``blocked_by``: the players a player blocks (``Blocks.blocked_by``)."""
        self.store = store
        self.blocked_by = blocked_by
        self.writes = writes
        self.seating = seating
        self.chat = chat
        self.clock = clock

    # -- who ----------------------------------------------------------------------------------

    def talker_of(self, record: GameRecord, token: str | None, scope: str = "read") -> Talker | None:
        """The bearer in this game's chat (401 for a token that is no one's); None without one.
        ``scope``: what a player's token must cover (``chat`` to say a line, ``read`` to read)."""
        if token is None:
            return None
        if is_player_key(token):
            player = self.seating.player_of(token, scope)
            seat = next((i for i, s in enumerate(record.seats) if s.get("player") == player and not s.get("bot")),
                        None)
            return talker(record, seat, player, None if seat is not None else self.store.player_name(player))
        return talker(record, self.seating.reader_of(record, token), None, None)

    def viewer_of(self, record: GameRecord, who: Talker | None) -> Viewer:
        if who is None:
            return ANONYMOUS
        blocked = self.blocked_by(who.author) if "#" not in who.author else frozenset()  # a seat token's: no account
        return Viewer(who.author, frozenset(self.chat.mutes(record.game_id, who.author)), blocked)

    def audience(self, record: GameRecord, token: str | None) -> tuple[tuple[str, ...], Viewer]:
        """For a stream or a long poll: the rooms its bearer reads and how (nothing when chat is off)."""
        if not chat_on(record):
            return (), ANONYMOUS
        who = self.talker_of(record, token)
        return rooms_read(record, who), self.viewer_of(record, who)

    # -- saying -------------------------------------------------------------------------------

    def say(self, slug: str, game_id: str, token: str | None, text: str) -> dict:
        record = self.writes.load(slug, game_id)
        if not chat_on(record):
            raise Problem("chat_off", "This game was created with chat off.")
        if record.status == "finished":
            raise Problem("game_over", "The game is over: its chat is closed (and readable by all).")
        who = self.talker_of(record, token, "chat")
        if who is None:
            raise Problem("unauthorized", "Send your seat's token or a player key to talk; without one you "
                                          "may read.")
        line = civility.checked_line(text)
        shadowed, timed_out = self.chat.sanctions(who.author)
        if timed_out:
            problem = Problem("chat_timed_out", f"An operator has timed you out of chat for {timed_out} s more.")
            problem.headers["Retry-After"] = str(timed_out)
            raise problem
        now = self.clock()
        by = {"mark": who.mark, "name": who.name, **({"seat": who.seat} if who.seat is not None else {})}
        kept = {"type": "line", "room": who.room, "at": round(now, 3), "version": record.version, "by": by,
                "text": line, "author": who.author, **({"shadow": True} if shadowed else {})}
        said = self.chat.say(game_id, who.room, who.author, civility.digest(line), kept, now)
        if said[0] == -1:
            problem = Problem("chat_flood", f"At most 5 lines in 10 s: wait {said[1]} s.")
            problem.headers["Retry-After"] = str(said[1])
            raise problem
        if said[0] == -2:
            raise Problem("chat_refused", "You said that just now: no repeat of your last two lines.",
                          reason="repeat")
        if said[0] == -3:
            raise Problem("chat_busy", "Too many people are talking in this game at once; try again soon.")
        return public({**kept, "seq": said[0]})

    # -- reading ------------------------------------------------------------------------------

    def page(self, slug: str, game_id: str, token: str | None, after: int) -> dict:
        """The kept lines after ``after`` of the rooms the bearer reads now, oldest first."""
        record = self.writes.load(slug, game_id)
        rooms, viewer = self.audience(record, token)
        found = self.chat.lines(game_id, rooms, after) if rooms else []
        last = max([after, *(line["seq"] for line in found)]) if rooms else after
        return {"chat": chat_on(record), "rooms": list(rooms), "last": last,
                "lines": [public(line) for line in found if viewer.sees(line)]}

    def kept(self, game_id: str) -> dict:
        """Both rooms as the archive keeps them: what every reader was shown of them."""
        found = self.chat.lines(game_id, CHAT_ROOMS)
        return {room: [public(line) for line in found if line["room"] == room and line.get("type") == "line"
                       and not line.get("shadow")] for room in CHAT_ROOMS}

    # -- a viewer's own tools -----------------------------------------------------------------

    def mute(self, slug: str, game_id: str, token: str | None, mark: str, muted: bool) -> dict:
        record = self.writes.load(slug, game_id)
        who = self.talker_of(record, token, "chat")
        if who is None:
            raise Problem("unauthorized", "Send your seat's token or a player key: mutes are a reader's own.")
        marks = self.chat.mutes(game_id, who.author)
        if muted and mark not in marks:
            if len(marks) >= CHAT_MUTED:
                raise Problem("validation_error", f"You mute {CHAT_MUTED} talkers in this game already.")
            marks.append(mark)
        elif not muted and mark in marks:
            marks.remove(mark)
        if not self.chat.set_mutes(game_id, who.author, marks):
            raise Problem("chat_busy", "Too many readers have mutes in this game; try again later.")
        return {"muted": marks}

    def report(self, slug: str, game_id: str, token: str | None, n: int) -> dict:
        record = self.writes.load(slug, game_id)
        who = self.talker_of(record, token, "chat")
        if who is None:
            raise Problem("unauthorized", "Send your seat's token or a player key to report a line.")
        rooms, viewer = rooms_read(record, who), self.viewer_of(record, who)
        line = next((line for line in self.chat.lines(game_id, rooms, n - 1)
                     if line["seq"] == n and line.get("type") == "line" and viewer.sees(line)), None)
        if line is None:
            raise Problem("not_found", f"No line {n} you can see in this game's chat.")
        self.chat.report({"game": slug, "game_id": game_id, "line": line, "reporter": who.author,
                          "at": round(self.clock(), 3)})
        return {"reported": n}

    # -- the operator's -----------------------------------------------------------------------

    def delete(self, slug: str, game_id: str, n: int) -> dict:
        self.writes.load(slug, game_id)  # 404 for no such game
        for room in CHAT_ROOMS:
            tombstone = {"type": "deleted", "room": room, "line": n}
            if self.chat.delete(game_id, room, n, tombstone):
                return {"deleted": n, "room": room}
        raise Problem("not_found", f"No line {n} kept in this game's chat.")

    def time_out(self, author: str, seconds: int) -> dict:
        self.chat.time_out(author, min(seconds, LONGEST_TIMEOUT))
        return {"author": author, "seconds": min(seconds, LONGEST_TIMEOUT)}

    def shadow_ban(self, author: str, seconds: int) -> dict:
        if seconds <= 0:
            self.chat.lift_shadow_ban(author)
            return {"author": author, "seconds": 0}
        self.chat.shadow_ban(author, min(seconds, LONGEST_SHADOW_BAN))
        return {"author": author, "seconds": min(seconds, LONGEST_SHADOW_BAN)}

    def reports(self, limit: int) -> dict:
        return {"reports": self.chat.reports(limit)}
