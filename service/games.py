"""The service functions behind every route and job.

One write path: every change loads the game, asks the engine, and commits through ``_commit``,
a compare-and-set on the version. HTTP actions, claims, bot and Cosmobot turns and timer expiry
all go through it (claims change seats only, through the same store commit).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
import uuid
from dataclasses import replace
from typing import Callable

import msgspec

from engines import registry
from engines.contract import PRIVATE_FOREVER, VISIBLE_TO, Game, IllegalAction, Rng, seed_commitment
from service.problems import Problem
from service.state_cache import StateCache
from service.store import GameRecord, GameStore

MAX_COMMIT_RETRIES = 20

to_json = msgspec.json.Encoder().encode
from_json = msgspec.json.Decoder().decode


def action_digest(action: dict) -> str:
    return hashlib.sha256(msgspec.json.encode(action, order="sorted")).hexdigest()


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(32)  # 256 bits


class Scheduler:
    """What the service asks of the job queue. The RQ implementation lives in worker/."""

    def bot_turn(self, slug: str, game_id: str, actor, version: int, delay: float = 0.0) -> None: ...

    def bot_turn_pending(self, game_id: str, actor, version: int) -> bool: ...

    def timer(self, slug: str, game_id: str, version: int, at: float) -> None: ...


class GameService:
    def __init__(self, store: GameStore, scheduler: Scheduler, *, clock: Callable[[], float] = time.time,
                 bot_stall_seconds: float = 15, bot_pace_seconds: float = 2, cached_states: int = 0):
        self.store = store
        self.states = StateCache(cached_states)
        self.scheduler = scheduler
        self.clock = clock
        self.bot_stall_seconds = bot_stall_seconds
        self.bot_pace_seconds = bot_pace_seconds

    # -- reading -----------------------------------------------------------------------------

    def engine(self, slug: str) -> Game:
        try:
            return registry()[slug]
        except KeyError:
            raise Problem("not_found", f"There is no game called {slug!r}.") from None

    def catalogue(self) -> list[dict]:
        return [catalogue_entry(game) for game in registry().values()]

    def load(self, slug: str, game_id: str) -> GameRecord:
        """The game as it is now; a timer found run out is closed first (once, by CAS)."""
        engine = self.engine(slug)
        for _ in range(MAX_COMMIT_RETRIES):
            record = self.store.load(game_id)
            if record is None or record.slug != slug:
                raise Problem("not_found", f"There is no {slug} game with id {game_id!r}.")
            if not (engine.meta.timed and record.status == "active"):
                return record
            state = engine.decode(record.state)
            deadline = engine.deadline(state)
            now = self.clock()
            if deadline is None or now < deadline:
                return record
            self._try_commit(engine, record, state, "timer", lambda s, rng: engine.expire(s, now, rng), now)
        raise Problem("unavailable", "The game is too busy right now; try again.")

    def seat_of(self, record: GameRecord, token: str | None) -> int | None:
        """The seat a bearer token acts for; None without a token; 401 for a wrong one."""
        if token is None:
            return None
        digest = hash_token(token)
        found = None
        for index, seat in enumerate(record.seats):
            if hmac.compare_digest(seat.get("token_hash", ""), digest):
                found = index
        if found is None:
            raise Problem("unauthorized", "That token does not belong to a seat of this game.")
        return found

    def require_seat(self, record: GameRecord, token: str | None) -> int:
        if token is None:
            raise Problem("unauthorized", "Send your seat's token: Authorization: Bearer <token>.")
        return self.seat_of(record, token)

    def view(self, slug: str, game_id: str, token: str | None) -> tuple[GameRecord, dict]:
        record = self.load(slug, game_id)
        seat = self.seat_of(record, token)
        engine = self.engine(slug)
        state = engine.decode(record.state)
        self._nudge_stalled_bots(engine, record, state)
        return record, self.envelope(engine, record, state, seat)

    def legal_actions(self, slug: str, game_id: str, token: str | None) -> dict:
        record = self.load(slug, game_id)
        seat = self.require_seat(record, token)
        engine = self.engine(slug)
        actions = []
        if record.status == "active":
            actions = engine.legal_actions(engine.decode(record.state), seat, self.clock())
        return {"version": record.version, "actions": actions}

    def score(self, slug: str, game_id: str) -> dict:
        record = self.load(slug, game_id)
        engine = self.engine(slug)
        return {"version": record.version, **engine.score(engine.decode(record.state))}

    def events(self, slug: str, game_id: str, token: str | None, after: int, wait: float) -> dict:
        """The log after ``after`` as this bearer may see it; waits up to ``wait`` s for news."""
        record = self.load(slug, game_id)
        seat = self.seat_of(record, token)
        give_up = self.clock() + wait
        cursor = after
        while True:
            raw = [from_json(r) for r in self.store.events_after(game_id, cursor)]
            if raw:
                cursor = raw[-1]["seq"]
            visible = [public_event(e) for e in raw if _visible(e, seat, record.status)]
            remaining = give_up - self.clock()
            if visible or remaining <= 0 or record.status == "finished":  # nothing more will come
                break
            self.store.wait_for_events(game_id, cursor, int(remaining * 1000) + 1)
            record = self.load(slug, game_id)
        return {"version": record.version, "last_seq": cursor, "events": visible}

    def envelope(self, engine: Game, record: GameRecord, state, seat: int | None) -> dict:
        """The view a seat (or a spectator) gets: the wire contract around the engine's view."""
        view = {
            "game_id": record.game_id,
            "game": record.slug,
            "version": record.version,
            "status": record.status,
            "you": seat,
            "to_act": self._to_act(engine, record, state),
            "players": [public_seat(i, s) for i, s in enumerate(record.seats)],
            "seeded": record.seeded,
            "seed_commitment": record.commitment,
            "server_time": self.clock(),
            "state": engine.view(state, seat),
        }
        if record.status == "finished":
            view["seed"] = record.seed
        return view

    def _to_act(self, engine: Game, record: GameRecord, state) -> list[dict]:
        if record.status != "active":
            return []
        prompts = []
        for actor, prompt in engine.to_act(state, self.clock()).items():
            if isinstance(actor, str):
                prompts.append({"seat": None, "automaton": actor, "prompt": prompt})
            else:
                prompts.append({"seat": actor, "prompt": prompt})
        return prompts

    # -- writing -----------------------------------------------------------------------------

    def create(self, slug: str, seats: list[dict], options: dict | None, seed: int | None) -> dict:
        engine = self.engine(slug)
        meta = engine.meta
        if not meta.min_players <= len(seats) <= meta.max_players:
            raise Problem("validation_error",
                          f"{meta.title} takes {meta.min_players} to {meta.max_players} players.",
                          errors={"json": {"seats": [f"Give {meta.min_players}–{meta.max_players} seats."]}})
        for index, seat in enumerate(seats):
            if seat.get("bot") is not None and seat["bot"] not in meta.bots:
                raise Problem("validation_error", f"Seat {index}: {meta.title} has no bot {seat['bot']!r}.",
                              errors={"json": {"seats": {str(index): {"bot": [f"One of {list(meta.bots)}."]}}}})
        try:
            options = meta.resolve_options(options)
        except IllegalAction as refusal:
            raise Problem("validation_error", refusal.detail) from None
        seeded = seed is not None
        if seed is None:
            seed = secrets.randbits(128)
        rng = Rng(seed)
        state = engine.setup(len(seats), options, rng)
        stored_seats, answer_seats = [], []
        for index, seat in enumerate(seats):
            stored, answer = {"name": seat.get("name") or f"seat {index}"}, {"seat": index}
            if seat.get("open"):
                stored["open"] = True
            elif seat.get("bot"):
                stored["bot"] = seat["bot"]
            else:
                token = new_token()
                stored["token_hash"] = hash_token(token)
                answer["token"] = token
            answer.update(public_seat(index, stored))
            stored_seats.append(stored)
            answer_seats.append(answer)
        status = "waiting" if any(s.get("open") for s in stored_seats) else "active"
        now = self.clock()
        if status == "active":
            engine.start(state, now)  # the game begins now: before this version is stored
        record = GameRecord(
            game_id=uuid.uuid4().hex, slug=slug, version=1, status=status, state=engine.encode(state),
            rng=rng.dump(), seats=stored_seats, seeded=seeded, seed=str(seed),
            commitment=seed_commitment(seed), seq=0, updated=now,
        )
        created = {"type": "created", "options": options, "players": len(seats)}
        events = stamp_events([created, *engine.setup_events(state)], 0, 1, None)
        record.seq = len(events)
        self.store.create(record, [to_json(e) for e in events])
        if status == "active":
            self._schedule(engine, record, state)
        return {"game_id": record.game_id, "game": slug, "version": 1, "status": status,
                "seats": answer_seats}

    def claim(self, slug: str, game_id: str, seat: int, name: str | None) -> dict:
        engine = self.engine(slug)
        token = new_token()
        for _ in range(MAX_COMMIT_RETRIES):
            record = self.load(slug, game_id)
            if not 0 <= seat < len(record.seats):
                raise Problem("not_found", f"This game has no seat {seat}.")
            if not record.seats[seat].get("open"):
                raise Problem("seat_taken", f"Seat {seat} is not open.")
            seats = [dict(s) for s in record.seats]
            seats[seat] = {"name": name or seats[seat]["name"], "token_hash": hash_token(token)}
            status = "waiting" if any(s.get("open") for s in seats) else "active"
            event = {"type": "seat_claimed", "seat": seat, "name": seats[seat]["name"]}
            if status == "active":
                event["started"] = True
            now = self.clock()
            stored, state = record.state, None
            if status == "active":  # the last open seat is claimed: the game begins now
                state = engine.decode(record.state)
                engine.start(state, now)
                stored = engine.encode(state)
            done = self.store.commit(record, state=stored, rng=record.rng, status=status,
                                     seats=seats, updated=now,
                                     events=[to_json(e) for e in stamp_events([event], record.seq, record.version + 1, None)])
            if done.outcome == "ok":
                record.version, record.seats, record.status = done.version, seats, status
                if status == "active":
                    self._schedule(engine, record, state)
                return {"seat": seat, "name": seats[seat]["name"], "token": token,
                        "version": done.version, "status": status}
        raise Problem("unavailable", "The game is too busy right now; try again.")

    def act(self, slug: str, game_id: str, token: str | None, action: dict, *,
            if_match: int | None = None, idempotency_key: str | None = None,
            with_view: bool = True) -> bytes:
        """One action by the bearer's seat. Returns the response body (JSON bytes); without the
        seat's new view when ``with_view`` is False (``Prefer: return=minimal``)."""
        engine = self.engine(slug)
        body_digest = action_digest(action) if idempotency_key is not None else ""
        for _ in range(MAX_COMMIT_RETRIES):
            record = self.load(slug, game_id)
            seat = self.require_seat(record, token)
            idem = None
            if idempotency_key is not None:
                idem_key = self.store.idem_key(game_id, seat, hashlib.sha256(idempotency_key.encode()).hexdigest())
                first = self.store.idempotent_response(idem_key)
                if first is not None:
                    return replay_or_refuse(first, body_digest)
            if if_match is not None and if_match != record.version:
                raise Problem("version_conflict", f"The game is at version {record.version}, not {if_match}.",
                              current_version=record.version)
            if record.status == "waiting":
                raise Problem("game_not_started", "The game starts when every open seat is claimed.")
            if record.status == "finished":
                raise Problem("game_over", "The game is over.")
            state = self._state(engine, record)
            rng = Rng.load(record.rng)
            now = self.clock()
            events = self._apply(engine, state, seat, action, rng, now)
            stamped = stamp_events(events, record.seq, record.version + 1, seat)
            after = successor(engine, record, state, stamped)
            answer = {"version": after.version,
                      "events": [public_event(e) for e in stamped if _visible(e, seat, after.status)]}
            if with_view:
                answer["view"] = self.envelope(engine, after, state, seat)
            body = to_json(answer)
            if idempotency_key is not None:
                idem = (idem_key, to_json({"digest": body_digest}) + b"\n" + body)
            stored = engine.encode(state)
            done = self._commit(engine, record, after, state, rng, stamped, now, idem, stored=stored)
            if done.outcome == "ok":
                self.states.keep(game_id, after.version, stored, state)
                return body
            if done.outcome == "replay":
                return replay_or_refuse(done.replay, body_digest)
            if done.outcome == "missing":
                raise Problem("not_found", f"There is no {slug} game with id {game_id!r}.")
            if if_match is not None:
                raise Problem("version_conflict", f"The game moved on to version {done.version}.",
                              current_version=done.version)
        raise Problem("unavailable", "The game is too busy right now; try again.")

    def _job_target(self, slug: str, game_id: str, version: int):
        """The game a job was made for, or None when it is gone, over, or has moved on."""
        engine = self.engine(slug)
        record = self.store.load(game_id)
        if record is None or record.version != version or record.status != "active":
            return None
        return engine, record, engine.decode(record.state)

    def play_bot_turn(self, slug: str, game_id: str, actor, version: int) -> str:
        """A bot's or automaton's move, made for ``version``; a no-op when the game moved on."""
        target = self._job_target(slug, game_id, version)
        if target is None:
            return "stale"
        engine, record, state = target
        now = self.clock()
        if actor not in engine.to_act(state, now):
            return "not_to_act"
        if isinstance(actor, int) and not record.seats[actor].get("bot"):
            return "not_a_bot"

        def move(state, rng):
            if isinstance(actor, str):
                action = engine.automaton_action(state, actor, rng, now)
            else:
                action = engine.bots[record.seats[actor]["bot"]](state, actor, rng, now)
            return engine.apply(state, actor, action, rng, now)

        return "moved" if self._try_commit(engine, record, state, actor, move, now) else "stale"

    def expire_timer(self, slug: str, game_id: str, version: int) -> str:
        target = self._job_target(slug, game_id, version)
        if target is None:
            return "stale"
        engine, record, state = target
        now = self.clock()
        deadline = engine.deadline(state)
        if deadline is None:
            return "not_due"
        if now < deadline:  # this host's clock is behind the one that set the timer: try again then
            self.scheduler.timer(slug, game_id, version, deadline)
            return "not_due"
        changed = self._try_commit(engine, record, state, "timer", lambda s, rng: engine.expire(s, now, rng), now)
        return "expired" if changed else "stale"

    # -- internals ---------------------------------------------------------------------------

    def _state(self, engine: Game, record: GameRecord):
        """The record's state, decoded, and the caller's to change: the one this process kept
        for this very version when there is one (see ``StateCache``)."""
        state = self.states.take(record.game_id, record.version, record.state)
        return engine.decode(record.state) if state is None else state

    def _try_commit(self, engine: Game, record: GameRecord, state, actor, change, now: float) -> bool:
        """Apply ``change(state, rng)`` and commit once against ``record.version``."""
        rng = Rng.load(record.rng)
        events = change(state, rng)
        if not events:
            return False
        stamped = stamp_events(events, record.seq, record.version + 1, actor)
        after = successor(engine, record, state, stamped)
        return self._commit(engine, record, after, state, rng, stamped, now).outcome == "ok"

    def _commit(self, engine: Game, record: GameRecord, after: GameRecord, state, rng: Rng,
                stamped: list[dict], now: float, idem=None, stored: bytes | None = None):
        """Compare-and-set ``record`` → ``after`` (``stored``: the state already encoded); on
        success, schedule what comes next."""
        stored = engine.encode(state) if stored is None else stored
        done = self.store.commit(record, state=stored, rng=rng.dump(), status=after.status,
                                 seats=None, updated=now, events=[to_json(e) for e in stamped], idem=idem)
        if done.outcome == "ok":
            self._schedule(engine, after, state)
        return done

    @staticmethod
    def _apply(engine: Game, state, seat: int, action: dict, rng: Rng, now: float) -> list[dict]:
        try:
            return engine.apply(state, seat, action, rng, now)
        except IllegalAction as refusal:
            raise Problem(refusal.code, refusal.detail) from None

    def _schedule(self, engine: Game, record: GameRecord, state, *, only_missing: bool = False) -> None:
        """Enqueue whatever must happen without a client: bot turns, the timer."""
        if record.status != "active":
            return
        # Under a sand timer a bot always has something to do; pace it like a person would.
        delay = self.bot_pace_seconds if engine.meta.timed else 0.0
        for actor in engine.to_act(state, self.clock()):
            if not (isinstance(actor, str) or record.seats[actor].get("bot")):
                continue
            if only_missing and self.scheduler.bot_turn_pending(record.game_id, actor, record.version):
                continue
            self.scheduler.bot_turn(record.slug, record.game_id, actor, record.version, delay)
        if engine.meta.timed and not only_missing:
            deadline = engine.deadline(state)
            if deadline is not None:
                self.scheduler.timer(record.slug, record.game_id, record.version, deadline)

    def _nudge_stalled_bots(self, engine: Game, record: GameRecord, state) -> None:
        """A game never stalls because a worker died: a bot turn whose job is gone is enqueued again."""
        if record.status == "active" and self.clock() - record.updated > self.bot_stall_seconds:
            self._schedule(engine, record, state, only_missing=True)


# -- the wire shapes shared above ---------------------------------------------------------------

def catalogue_entry(game: Game) -> dict:
    meta = game.meta
    return {
        "slug": meta.slug,
        "title": meta.title,
        "min_players": meta.min_players,
        "max_players": meta.max_players,
        "bots": list(meta.bots),
        "options": {
            name: {k: v for k, v in {
                "default": o.default, "minimum": o.minimum, "maximum": o.maximum,
                "choices": list(o.choices) if o.choices is not None else None,
                "description": o.description or None,
            }.items() if v is not None}
            for name, o in meta.options.items()
        },
    }


def public_seat(index: int, seat: dict) -> dict:
    shown = {"seat": index, "name": seat["name"]}
    if seat.get("bot"):
        shown["bot"] = seat["bot"]
    if seat.get("open"):
        shown["open"] = True
    return shown


def successor(engine: Game, record: GameRecord, state, stamped: list[dict]) -> GameRecord:
    """The record as it will be once ``stamped`` events are committed."""
    return replace(record, version=record.version + 1, seq=record.seq + len(stamped),
                   status="finished" if engine.is_over(state) else "active")


def stamp_events(events: list[dict], last_seq: int, version: int, actor) -> list[dict]:
    return [{"seq": last_seq + i, "version": version, "actor": actor, **event}
            for i, event in enumerate(events, start=1)]


def _visible(event: dict, seat: int | None, status: str) -> bool:
    """Whether ``seat`` may see ``event``: private events open up when the game is over, except
    those the engine marked private for ever."""
    if VISIBLE_TO not in event or (status == "finished" and not event.get(PRIVATE_FOREVER)):
        return True
    return seat is not None and seat in event[VISIBLE_TO]


def public_event(event: dict) -> dict:
    if VISIBLE_TO in event:
        return {k: v for k, v in event.items() if k not in (VISIBLE_TO, PRIVATE_FOREVER)}
    return event


def replay_or_refuse(stored: bytes, body_digest: str) -> bytes:
    header, _, body = stored.partition(b"\n")
    if from_json(header)["digest"] != body_digest:
        raise Problem("idempotency_key_reused",
                      "This Idempotency-Key was already used with a different action.")
    return body
