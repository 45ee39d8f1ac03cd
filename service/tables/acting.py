"""A seat's action: judged by the rules, committed once, answered with what it made.

With an ``Idempotency-Key`` the key is reserved before anything is judged, so a duplicate sent
while the first request runs waits for its answer and replays it rather than being judged (412)
against the version the first one made. A refusal gives the key back: a retry is judged afresh.
"""

from __future__ import annotations

import hashlib
import secrets
import time

import msgspec

from engines.contract import Game, Rng
from service.problems import Problem
from service.tables.seating import Seating, holder_key, refuse_if_taken_over
from service.store.codec import from_json, to_json
from service.store.game_record import GameRecord
from service.store.game_record import Played
from service.store.games import MAX_EVENTS, GameStore
from service.tables.turns import clock_ran_out, sand_ran_out
from service.tables.views import envelope, public_event, stamp_events, visible
from service.tables.writes import MAX_COMMIT_RETRIES, Writes, engine_of, judged, too_busy

# How long a duplicate waits for the first request with its Idempotency-Key to answer.
IDEMPOTENT_WAIT_SECONDS = 2.0


def action_digest(action: dict) -> str:
    return hashlib.sha256(msgspec.json.encode(action, order="sorted")).hexdigest()


class Acting:
    def __init__(self, store: GameStore, writes: Writes, seating: Seating):
        self.store = store
        self.writes = writes
        self.seating = seating
        self.idempotent_wait_seconds = IDEMPOTENT_WAIT_SECONDS

    def act(self, slug: str, game_id: str, token: str | None, action: dict, *,
            if_match: int | None = None, idempotency_key: str | None = None,
            with_view: bool = True) -> bytes:
        """One action by the bearer's seat. Returns the response body (JSON bytes); without the
        seat's new view when ``with_view`` is False (``Prefer: return=minimal``)."""
        engine = engine_of(slug)
        record = self.writes.load(slug, game_id)
        seat = self.seating.require_seat(record, token)
        refuse_if_taken_over(record, seat)
        holder = holder_key(record.seats[seat])
        if idempotency_key is None:
            return self.judge(engine, record, seat, action, if_match, with_view, None, holder)
        key = self.store.idem_key(game_id, seat, hashlib.sha256(idempotency_key.encode()).hexdigest())
        digest = action_digest(action)
        reservation = to_json({"digest": digest, "pending": secrets.token_hex(8)}) + b"\n"
        while True:
            first = self.reserve(key, reservation, digest)
            if first is not None:
                return first
            try:
                body = self.judge(engine, record, seat, action, if_match, with_view, (key, digest, reservation),
                                  holder)
            except BaseException:
                self.store.release_idempotency_key(key, reservation)
                raise
            if body is not None:
                return body
            # Our reservation ran out mid-way and another request took the key: wait for it.
            record = self.writes.load(slug, game_id)

    def reserve(self, key: str, reservation: bytes, digest: str) -> bytes | None:
        """None once ``key`` is reserved for this request; else the first request's response
        to replay (waiting for it while that request runs)."""
        give_up = time.monotonic() + self.idempotent_wait_seconds
        pause = 0.002
        while True:
            held = self.store.reserve_idempotency_key(key, reservation)
            if held is None:
                return None
            body = replay_or_refuse(held, digest)
            if body is not None:
                return body
            if time.monotonic() >= give_up:
                problem = Problem("request_in_progress", "A request with this Idempotency-Key is still "
                                  "running; retry shortly to get its answer.", status=409)
                problem.headers["Retry-After"] = "1"
                raise problem
            time.sleep(pause)
            pause = min(pause * 2, 0.05)

    def judge(self, engine: Game, record: GameRecord, seat: int, action: dict, if_match: int | None,
              with_view: bool, idem: tuple[str, str, bytes] | None, holder: tuple) -> bytes | None:
        """Judge and commit the action, from ``record`` and then, after a lost CAS without
        ``If-Match``, from the newest version. ``idem``: (key, body digest, reservation);
        ``holder``: the seat's holder when the bearer was checked."""
        slug, game_id = record.slug, record.game_id
        for attempt in range(MAX_COMMIT_RETRIES):
            if attempt:
                record = self.writes.load(slug, game_id)
            # The seat may have changed hands since it was checked (a leave, a clock's takeover
            # and a claim commit too): the holder is judged against the version committed on.
            refuse_if_taken_over(record, seat)
            if holder_key(record.seats[seat]) != holder:
                raise Problem("unauthorized", "That token does not belong to a seat of this game.")
            if if_match is not None and if_match != record.version:
                raise Problem("version_conflict", f"The game is at version {record.version}, not {if_match}.",
                              current_version=record.version)
            if record.status == "waiting":
                raise Problem("game_not_started", "The game starts when every open seat is claimed.")
            if record.status == "finished":
                raise Problem("game_over", "The game is over.")
            state = self.writes.state(engine, record)
            now = self.writes.clock()
            if sand_ran_out(engine, state, now) or clock_ran_out(record, now) is not None:
                continue  # a timer ran out since the game was loaded: the next load closes it first
            rng = Rng.load(record.rng)
            stamped = stamp_events(judged(engine, state, seat, action, rng, now), record.seq, record.version + 1, seat)
            if record.seq + len(stamped) > MAX_EVENTS:
                raise Problem("game_too_long", f"This game's log holds {record.seq} events; a game may "
                                               f"have at most {MAX_EVENTS}, so no person may act in it any more.")
            after, moment = self.writes.record_after(engine, record, state, rng, stamped, now, moved=seat)
            answer = {"version": after.version,
                      "events": [public_event(e) for e in stamped if visible(e, seat, after.status)]}
            if with_view:
                answer["view"] = envelope(engine, after, state, seat, moment)
            body = to_json(answer)
            stored_idem = None
            if idem is not None:
                key, digest, reservation = idem
                stored_idem = (key, to_json({"digest": digest}) + b"\n" + body, reservation)
            done = self.writes.commit(engine, record, after, state, stamped, moment, stored_idem,
                                      played=Played(seat, action, "person"))
            if done.outcome == "ok":
                self.writes.states.keep(game_id, after.version, after.state, state)
                return body
            if done.outcome == "replay":  # None: the key is another request's reservation now
                return replay_or_refuse(done.replay, idem[1])
            if done.outcome == "missing":
                raise Problem("not_found", f"There is no {slug} game with id {game_id!r}.")
            if if_match is not None:
                raise Problem("version_conflict", f"The game moved on to version {done.version}.",
                              current_version=done.version)
        raise too_busy()


def replay_or_refuse(stored: bytes, body_digest: str) -> bytes | None:
    """The first response stored under an Idempotency-Key; None while its request still runs
    (a reservation); refused when the key came with a different action."""
    header, _, body = stored.partition(b"\n")
    first = from_json(header)
    if first["digest"] != body_digest:
        raise Problem("idempotency_key_reused",
                      "This Idempotency-Key was already used with a different action.")
    return None if "pending" in first else body
