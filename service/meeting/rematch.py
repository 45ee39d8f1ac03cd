"""Rematch: once a game is over, its people may play again, seats rotated, with the same options.

Each person at the finished game (its seat token, or its player's key) offers ``POST …/rematch``;
bots agree by themselves (a seat a bot plays, and a bot account whose policy takes the title).
The offers are one script on the game's own ``sp:{id}:rematch`` hash (``service.meeting.store``):
the last one to agree decides the new game's id, derived from the old one, so the game is made
once however the offers race (``service.meeting.gathering``). Its seats are the old ones moved one place
on (seat 0's holder sits at seat 1, the last seat's at seat 0): a player's seat again, a seat
token's with the same token, a bot's with the same bot. ``rematch_of`` links it to the old game;
the seated players' feeds announce it (``seated`` with ``rematch_of``), and an offer is told on the
others' feeds (``rematch_offered``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import redis

from service.meeting.challenges import accepts
from service.store.codec import to_json
from service.store.game_record import GameRecord
from service.meeting.gathering import Gathering, derived_game_id
from service.players.blocks import Blocks
from service.meeting.store import MeetingStore
from service.problems import Problem
from service.tables.seating import Seating, refuse_if_taken_over
from service.store.games import GameStore
from service.tables.writes import Writes

log = logging.getLogger(__name__)


def rotated(seats: list[dict]) -> list[dict]:
    """The new game's seats: each old seat's holder one place on."""
    again = []
    for seat in seats[-1:] + seats[:-1]:
        if seat.get("bot"):
            again.append({"bot": seat["bot"]})
        elif seat.get("player"):
            again.append({"player": seat["player"]})
        else:
            again.append({"token_hash": seat["token_hash"], "name": seat["name"], "holder": seat.get("holder", "creator")})
    return again


class Rematches:
    def __init__(self, store: GameStore, meetings: MeetingStore, writes: Writes, seating: Seating,
                 gathering: Gathering, clock: Callable[[], float], blocks: Blocks | None = None):
        self.store = store
        self.blocks = blocks  # an offer never reaches a player who blocks the one offering
        self.meetings = meetings
        self.writes = writes
        self.seating = seating
        self.gathering = gathering
        self.clock = clock

    def offer(self, slug: str, game_id: str, token: str | None, client: str | None = None) -> dict:
        """``client``: the address asking: the open-game quota of a seat token's offer (a player's
        key's is its own)."""
        record = self.writes.load(slug, game_id)
        seat = self.seating.require_seat(record, token)
        refuse_if_taken_over(record, seat)
        if record.status != "finished":
            raise Problem("game_not_over", "A rematch is offered once the game is over.")
        player = record.seats[seat].get("player")
        client = None if player else client  # a seat token's offer is its address's; a key's, the key's
        if "game" not in self.meetings.rematch(game_id):  # this offer may make the game
            self.gathering.refuse_at_cap([player] if player else [], [client] if client else [])
        needed = self.needed(record)
        others = [s["player"] for i, s in enumerate(record.seats) if i != seat and s.get("player")]
        if player and self.blocks is not None and (mine := self.blocks.blocked_of(player, others)):
            raise Problem("validation_error", "You block " + ", ".join(sorted(mine)) + " at this game: lift the "
                          "block to offer a rematch.", errors={"path": {"game_id": ["A game with no player you block."]}})
        # Blocked by someone at the table: the offer is kept, as it looks to its maker, but never
        # completes the rematch (a seat -1 nobody agrees for), and reaches nobody who blocks it.
        held = player is not None and self.blocks is not None and bool(self.blocks.blockers_of(player, others))
        what, made = self.meetings.agree(game_id, seat, derived_game_id("rematch", game_id),
                                         [*needed, -1] if held else needed, self.store.finished_ttl)
        if what == "wait":
            offer = {"type": "rematch_offered", "game": slug, "game_id": game_id, "seat": seat}
            told = [record.seats[other]["player"] for other in needed
                    if other != seat and record.seats[other].get("player")]
            offering = record.seats[seat].get("player")
            unseen = self.blocks.blockers_of(offering, told) if offering and self.blocks is not None else set()
            for other in told:
                if other not in unseen:
                    self.tell(other, offer)
        else:
            self.make(record, made, client)
        return self.view(record, seat)

    def state(self, slug: str, game_id: str, token: str | None) -> dict:
        record = self.writes.load(slug, game_id)
        seat = self.seating.require_seat(record, token, "read")
        made = self.meetings.rematch(game_id).get("game")
        if made is not None and self.store.status(made) is None:  # decided, and its maker died first
            self.make(record, made)
        return self.view(record, seat)

    def needed(self, record: GameRecord) -> list[int]:
        """The seats whose people must agree: not a bot's, nor a bot account's that takes this title."""
        people = {i: s for i, s in enumerate(record.seats) if not s.get("bot")}
        policies = self.meetings.bot_policies([s["player"] for s in people.values() if s.get("player")])
        return [i for i, s in people.items()
                if not (s.get("player") in policies and accepts(policies[s["player"]], record.slug, len(record.seats)))]

    def view(self, record: GameRecord, seat: int) -> dict:
        agreed = self.meetings.rematch(record.game_id)
        needed = self.needed(record)
        # The agreement of a player the reader blocks, or who blocks the reader, is not shown:
        # to the reader it waits for them (and so, to the one blocked, nothing says a block is there).
        for i in self.shunned_seats(record, seat):
            agreed.pop(f"s{i}", None)
        view = {"game": record.slug, "game_id": record.game_id, "you": seat,
                "agreed": [i for i in range(len(record.seats)) if f"s{i}" in agreed],
                "waiting_for": [i for i in needed if f"s{i}" not in agreed and "game" not in agreed],
                "rematch": agreed.get("game")}
        if view["rematch"] is not None:
            view["your_seat"] = (seat + 1) % len(record.seats)
        return view

    def shunned_seats(self, record: GameRecord, seat: int) -> list[int]:
        """The seats whose players the seat's player blocks or is blocked by (two commands)."""
        reader = record.seats[seat].get("player")
        if reader is None or self.blocks is None:
            return []
        others = {i: s["player"] for i, s in enumerate(record.seats) if i != seat and s.get("player")}
        either = self.blocks.blocked_of(reader, list(others.values())) | self.blocks.blockers_of(reader, list(others.values()))
        return [i for i, p in others.items() if p in either]

    def make(self, record: GameRecord, new_game_id: str, client: str | None = None) -> dict:
        lifecycle = record.lifecycle
        return self.gathering.start(record.slug, new_game_id, rotated(record.seats), options=record.options,
                                    clock=lifecycle.get("clock"),
                                    terms={"rated": lifecycle.get("rated", False), "rematch_of": record.game_id},
                                    listed=record.listed,
                                    on_timeout=lifecycle.get("on_timeout", "bot"), stand_in=lifecycle.get("stand_in"),
                                    on_leave=lifecycle.get("on_leave", "bot"), client=client)

    def tell(self, player: str, event: dict) -> None:
        try:
            self.store.tell_player(player, [to_json(event)], from_others=True)  # another seat's offer
        except redis.exceptions.RedisError as error:
            log.warning("player %s not told %s: %s", player, event["type"], error)
