"""A game's reads: its view, a seat's legal actions, the score — as the bearer may see them.

Each read loads the game through the write path's ``load`` (a timer found run out is closed
first) and reads the clock once for what it shows.
"""

from __future__ import annotations

from typing import Callable

from service.tables.seating import Seating, refuse_if_taken_over
from service.store.game_record import GameRecord
from service.tables.turns import Moment
from service.tables.views import envelope
from service.tables.writes import Writes, engine_of


class Reads:
    def __init__(self, writes: Writes, seating: Seating, clock: Callable[[], float]):
        self.writes = writes
        self.seating = seating
        self.clock = clock

    def view(self, slug: str, game_id: str, token: str | None) -> tuple[GameRecord, dict]:
        record = self.writes.load(slug, game_id)
        seat = self.seating.reader_of(record, token)
        engine = engine_of(slug)
        state = engine.decode(record.state)
        return record, envelope(engine, record, state, seat, Moment.of(engine, state, self.clock(), record.status))

    def legal_actions(self, slug: str, game_id: str, token: str | None, *,
                      unless: Callable[[int, int], bool] | None = None) -> tuple[int, int, dict | None]:
        """The version, the seat and its legal actions; none listed (None) when ``unless(version,
        seat)`` says the client has them already (its ETag), so a 304 costs no list."""
        record = self.writes.load(slug, game_id)
        seat = self.seating.require_seat(record, token, "read")
        refuse_if_taken_over(record, seat)
        if unless is not None and unless(record.version, seat):
            return record.version, seat, None
        engine = engine_of(slug)
        actions = []
        if record.status == "active":
            actions = engine.legal_actions(engine.decode(record.state), seat, self.clock())
        return record.version, seat, {"version": record.version, "actions": actions}

    def score(self, slug: str, game_id: str) -> dict:
        record = self.writes.load(slug, game_id)
        engine = engine_of(slug)
        return {"version": record.version, **engine.score(engine.decode(record.state))}
