"""A table's life around its rules: create, claim an open seat, leave, cancel a waiting game.

A table with an open seat is dealt when it is complete (at the claim that starts it): nothing
private exists before the start, so nothing a seat's early holder saw is what a later holder
gets. Leaving hands the seat to the stand-in bot, or reopens it for a claim (a waiting game, or
one created with ``on_leave: reopen``). Every change commits through the one write path.
"""

from __future__ import annotations

import hmac
import secrets
import uuid
from dataclasses import replace
from typing import Callable

import redis

from engines.contract import Game, IllegalAction, Rng, seed_commitment
from service.problems import Problem
from service.tables.seating import Seating, hash_token, is_player_key, new_token
from service.store.codec import to_json
from service.store.game_record import GameRecord
from service.store.games import GameStore
from service.tables.turns import BANK_SECONDS, CLOCK_SECONDS, RATED_CLOCK, Moment, turns_after
from service.tables.views import holder_of, public_lifecycle, public_seat, stamp_events
from service.tables.writes import MAX_COMMIT_RETRIES, Writes, engine_of, too_busy

ON_TIMEOUT = ("bot", "takeover", "forfeit")
ON_LEAVE = ("bot", "reopen")
# No game lets a player drop out mid-game yet (every rulebook deals for a fixed table), so
# ``on_timeout: forfeit`` is refused for all of them; a game that allows it lists its slug here.
FORFEIT_GAMES: frozenset[str] = frozenset()


class AlreadyMade(Exception):
    """A create whose ``game_id`` another create stored first (``GameStore.create`` refused it)."""

    def __init__(self, game_id: str):
        super().__init__(game_id)
        self.game_id = game_id


def on_timeout_choices(slug: str) -> tuple[str, ...]:
    """What a create of this game may ask for when a clock runs out (the spec offers these)."""
    return tuple(choice for choice in ON_TIMEOUT if choice != "forfeit" or slug in FORFEIT_GAMES)


class Tables:
    def __init__(self, store: GameStore, writes: Writes, seating: Seating, clock: Callable[[], float]):
        self.store = store
        self.writes = writes
        self.seating = seating
        self.clock = clock

    def create(self, slug: str, seats: list[dict], options: dict | None, seed: int | None, *,
               listed: bool | None = None, clock: dict | None = None, on_timeout: str = "bot",
               stand_in: str | None = None, on_leave: str = "bot", one_seat_per_player: bool = False,
               game_id: str | None = None, terms: dict | None = None, rated: bool = False,
               bearer: str | None = None, agreed: bool = False, chat: bool = True) -> dict:
        """A new game. ``listed``: shown in the lobby (default: yes); ``clock``
        ``{"per_turn": s, "bank": s}`` and ``on_timeout``; ``stand_in``: the bot level that
        plays for a seat that timed out or left; ``on_leave``: ``bot`` or ``reopen``;
        ``one_seat_per_player``: open seats are claimed only with a player key (one seat each).
        ``game_id``: the id to store it under (the meeting rooms derive it, so a retried create
        finds its game); ``terms``: the meeting's lifecycle extras (``rated``, ``rematch_of``…).
        ``rated``: a rated game made by a create, whose seats are open (one per player key) or
        house bots: nobody is rated who did not claim a seat of it (service.ratings.maths).
        ``chat``: False shuts the game's chat rooms (``service.chat``); a tournament's games pass
        ``terms={"chat": False}`` to the meeting place's create, which comes to the same.
        ``bearer``: the request's token; a seat ``{"player": id}`` is that player's only when the
        bearer is its key, or when ``agreed`` (the meeting place's games: ``service.meeting.gathering``).

        A table with an open seat is dealt when it is complete (see ``claim``): until then its
        stored state is only what the spectators' view of the table to come is made from."""
        engine = engine_of(slug)
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
        if clock is None and (rated or (terms or {}).get("rated")):
            clock = RATED_CLOCK  # nobody stops a rated game for ever (service.tables.turns)
        lifecycle = lifecycle_of(engine, clock, on_timeout, stand_in, on_leave)
        if rated:
            if not all(s.get("open") or s.get("bot") for s in seats):
                raise Problem("validation_error", "A rated game's seats are open (claimed with player keys) or "
                                                  "house bots: nobody is rated without taking the seat.",
                              errors={"json": {"seats": ["Open or bot seats only, when rated."]}})
            one_seat_per_player, terms = True, {**(terms or {}), "rated": True}
        players = self.players_of(seats)
        if players and not agreed:
            self.refuse_unconsented(players, bearer)
        waiting = any(s.get("open") for s in seats)
        if seed is not None and (waiting or on_leave == "reopen"):
            # Its creator would know every stranger's deal, draw and coin.
            raise Problem("seed_with_open_seats", "A chosen seed is only for a table with no seat a stranger "
                                                  "may take: no open seat, and no on_leave reopen.",
                          errors={"json": {"seed": ["Not with an open seat or on_leave reopen."]}})
        if one_seat_per_player:
            if sum(1 for s in seats if not (s.get("open") or s.get("bot") or s.get("player"))) > 1:
                raise Problem("validation_error", "With one_seat_per_player the creator holds at most one "
                                                  "seat token; seat the others as players, bots or open.",
                              errors={"json": {"seats": ["At most one seat token."]}})
            lifecycle["one_seat_per_player"] = True
        if not chat:
            lifecycle["chat"] = False
        lifecycle.update(terms or {})
        seeded = seed is not None
        if seed is None:
            seed = secrets.randbits(128)
        salt = secrets.token_hex(16)  # 128 bits; not the Rng's: a chosen seed replays the same game
        # What stays private for ever is drawn from a second secret, never shown (docs/security.md,
        # "Checking a finished game"); a chosen seed is the whole game's secret, as it replays.
        rng = Rng(seed) if seeded else Rng(seed, hidden=Rng(secrets.randbits(128)))
        if waiting:  # dealt at the start, from this very generator: nothing draws from it before
            lifecycle["deal_at_start"] = True
            state = engine.setup(len(seats), options, Rng.load(rng.dump()))
        else:
            state = engine.setup(len(seats), options, rng)
        game_id = game_id or uuid.uuid4().hex
        stored_seats, answer_seats = [], []
        for index, seat in enumerate(seats):
            stored, answer = {"name": seat.get("name") or f"seat {index}"}, {"seat": index}
            if seat.get("open"):
                stored["open"] = True
            elif seat.get("bot"):
                stored["bot"] = seat["bot"]
            elif seat.get("player"):  # the player acts with its key; no seat token to hand out
                stored["player"] = answer["player"] = seat["player"]
                stored["name"] = seat.get("name") or players[seat["player"]]
                stored["holder"] = holder_of(game_id, seat["player"])
            elif seat.get("token_hash"):  # a rematch: the seat's old token acts for it here too
                stored["token_hash"], stored["holder"] = seat["token_hash"], seat.get("holder", "creator")
            else:
                token = new_token()
                stored["token_hash"] = hash_token(token)
                stored["holder"] = "creator"
                answer["token"] = token
            answer.update(public_seat(index, stored))
            stored_seats.append(stored)
            answer_seats.append(answer)
        status = "waiting" if waiting else "active"
        now = self.clock()
        if status == "active":
            engine.start(state, now)  # the game begins now: before this version is stored
        moment = Moment.of(engine, state, now, status)
        creator_token = new_token()
        lifecycle["creator_hash"] = hash_token(creator_token)
        record = GameRecord(
            game_id=game_id, slug=slug, version=1, status=status, state=engine.encode(state),
            rng=rng.dump(), seats=stored_seats, seeded=seeded, seed=str(seed),
            commitment=seed_commitment(seed, salt), seed_salt=salt, seq=0, updated=now,
            listed=True if listed is None else listed,  # the lobby shows what is played (issue 45)
            created=now, started=now if status == "active" else None, options=options, lifecycle=lifecycle,
        )
        record.turns, record.turn_started = turns_after(record, stored_seats, status, None, moment)
        created = {"type": "created", "options": options, "players": len(seats)}
        created.update(public_lifecycle(lifecycle))  # only what differs from a game without them
        events = stamp_events([created, *([] if waiting else engine.setup_events(state))], 0, 1, None)
        record.seq = len(events)
        self.store.count_status(record, status, now)  # first: refused here, nothing is stored
        try:
            stored = self.store.create(record, [to_json(e) for e in events])
        except redis.exceptions.RedisError:
            self.writes.forget_count(record, status)
            raise
        if not stored:  # its (derived) id was made by another request: that one is the game
            raise AlreadyMade(game_id)  # its count is the made game's own entry: kept
        # Stored: from here on the answer is the 201; what fails below is logged and repaired.
        seated = [i for i, s in enumerate(stored_seats) if s.get("player")]
        self.writes.after_commit(engine, None, record, state, moment, seated=seated)
        return {"game_id": record.game_id, "game": slug, "version": 1, "status": status,
                "seats": answer_seats, "creator_token": creator_token}

    def players_of(self, seats: list[dict]) -> dict[str, str]:
        """The players seats are created for (id -> name); each must exist, once per game."""
        players: dict[str, str] = {}
        for index, seat in enumerate(seats):
            player = seat.get("player")
            if player is None:
                continue
            name = self.store.player_name(player)
            if name is None or player in players:
                raise Problem("validation_error", f"Seat {index}: no such player, or seated twice.",
                              errors={"json": {"seats": {str(index): {"player": ["An existing player, once."]}}}})
            players[player] = name
        return players

    def refuse_unconsented(self, players: dict[str, str], bearer: str | None) -> None:
        """A player is seated only by its own key (or by a meeting it agreed to): a create naming
        any other player is refused, so nobody's feed, webhooks or history gets a game it never joined."""
        own = self.seating.player_of(bearer, "play") if bearer is not None and is_player_key(bearer) else None
        strangers = [player for player in players if player != own]
        if strangers:
            raise Problem("player_key_required", "A seat is a player's only with its own key: send that "
                                                 "player's key as the bearer (one player seat a create), or "
                                                 "leave the seat open for it to claim, or challenge it.",
                          errors={"json": {"seats": ["Name only the player whose key you send."]}})

    def claim(self, slug: str, game_id: str, seat: int, name: str | None, key: str | None = None) -> dict:
        """Take an open seat; with a player ``key`` the seat is that player's too (its feed says so)."""
        engine = engine_of(slug)
        player = self.seating.player_of(key, "play") if key is not None else None
        token = new_token()
        for _ in range(MAX_COMMIT_RETRIES):
            record = self.writes.load(slug, game_id)
            self.refuse_claim(record, seat, player)
            seats = [dict(s) for s in record.seats]
            seats[seat] = {"name": name or (player and self.store.player_name(player)) or seats[seat]["name"],
                           "token_hash": hash_token(token)}
            if player is not None:
                seats[seat]["player"] = player
                seats[seat]["holder"] = holder_of(game_id, player)
            status = record.status
            if status == "waiting" and not any(s.get("open") for s in seats):
                status = "active"
            event = {"type": "seat_claimed", "seat": seat, "name": seats[seat]["name"]}
            now = self.clock()
            state = engine.decode(record.state)
            rng, deal = Rng.load(record.rng), []
            if status != record.status:  # the last open seat is claimed: the game begins now
                event["started"] = True
                if record.lifecycle.get("deal_at_start"):  # the table is complete: deal now
                    state = engine.setup(len(seats), record.options, rng)
                    deal = engine.setup_events(state)
                engine.start(state, now)
            moment = Moment.of(engine, state, now, status)
            # A seat reopened mid-game and claimed now: its new holder's clock starts now.
            turns, started = turns_after(record, seats, status, seat, moment)
            stamped = stamp_events([event, *deal], record.seq, record.version + 1, None)
            if status != record.status:
                self.store.count_status(record, status, now)  # before the game is active (see count_status)
            begins_at = now if status != record.status else None  # stored: replays start the game then
            done = self.store.commit(record, state=engine.encode(state), rng=rng.dump(), status=status,
                                     seats=seats, updated=now, turns=turns,
                                     events=[to_json(e) for e in stamped],
                                     started=begins_at)
            if done.outcome == "ok":
                after = replace(record, version=done.version, seats=seats, status=status, updated=now,
                                seq=record.seq + len(stamped), turns=turns, turn_started=started,
                                rng=rng.dump(), started=record.started if begins_at is None else begins_at)
                self.writes.after_commit(engine, record, after, state, moment,
                                         seated=[seat] if player is not None else [])
                return {"seat": seat, "name": seats[seat]["name"], "token": token,
                        "version": done.version, "status": status}
        raise too_busy()

    @staticmethod
    def refuse_claim(record: GameRecord, seat: int, player: str | None) -> None:
        if not 0 <= seat < len(record.seats):
            raise Problem("not_found", f"This game has no seat {seat}.")
        if record.status == "finished":
            raise Problem("game_over", "The game is over.")
        if not record.seats[seat].get("open"):
            raise Problem("seat_taken", f"Seat {seat} is not open.")
        if player is not None and any(s.get("player") == player for s in record.seats):
            raise Problem("already_seated", "That player already has a seat in this game.")
        if player is None and record.lifecycle.get("one_seat_per_player"):
            raise Problem("player_key_required", "This game gives one seat per player: claim it with "
                                                 "your player key (POST /v1/players makes one).")

    def leave(self, slug: str, game_id: str, seat: int, token: str | None) -> dict:
        """The bearer's seat leaves (resigns): a bot takes it over, or it reopens for a claim (a
        waiting game, or one created with ``on_leave: reopen``)."""
        engine = engine_of(slug)
        for _ in range(MAX_COMMIT_RETRIES):
            record = self.writes.load(slug, game_id)
            if not 0 <= seat < len(record.seats):
                raise Problem("not_found", f"This game has no seat {seat}.")
            if self.seating.require_seat(record, token) != seat:
                raise Problem("not_your_seat", f"Your token is not seat {seat}'s.")
            if record.status == "finished":
                raise Problem("game_over", "The game is over.")
            if record.seats[seat].get("left") or record.seats[seat].get("bot"):
                raise Problem("already_left", f"Seat {seat} already left; a bot plays it.")
            seats = [dict(s) for s in record.seats]
            if record.status == "waiting" or record.lifecycle.get("on_leave") == "reopen":
                seats[seat] = {"name": f"seat {seat}", "open": True}
                event = {"type": "left", "seat": seat, "then": "reopened"}
            else:
                bot = record.lifecycle.get("stand_in") or engine.meta.bots[0]
                seats[seat] = {**seats[seat], "bot": bot, "left": True}
                event = {"type": "left", "seat": seat, "then": "bot", "bot": bot}
            state = engine.decode(record.state)
            after = self.writes.commit_change(engine, record, state, seat, lambda s, rng, left=event: [left],
                                              self.clock(), seats=seats)
            if after is not None:
                return {"seat": seat, "version": after.version, "status": after.status, "then": event["then"]}
        raise too_busy()

    def cancel(self, slug: str, game_id: str, token: str | None) -> dict:
        """The creator calls off a game still waiting for players: it ends, with nobody's score."""
        engine = engine_of(slug)
        if token is None:
            raise Problem("unauthorized", "Send the creator token: Authorization: Bearer <creator_token>.")
        for _ in range(MAX_COMMIT_RETRIES):
            record = self.writes.load(slug, game_id)
            if not hmac.compare_digest(record.lifecycle.get("creator_hash", ""), hash_token(token)):
                raise Problem("not_creator", "Only the creator token given at create may cancel a game.")
            if record.status != "waiting":
                raise Problem("game_started", "Only a game still waiting for players can be cancelled; "
                                              "a started one ends by its rules (or its seats leave).")
            state = engine.decode(record.state)
            after = self.writes.commit_change(engine, record, state, None, lambda s, rng: [{"type": "cancelled"}],
                                              self.clock(), status="finished")
            if after is not None:
                return {"version": after.version, "status": after.status}
        raise too_busy()


def lifecycle_of(engine: Game, clock: dict | None, on_timeout: str, stand_in: str | None, on_leave: str) -> dict:
    """The create's lifecycle settings, checked (the schema checks them too: this is for
    callers that are not HTTP)."""
    meta = engine.meta
    stand_in = stand_in or ("greedy" if "greedy" in meta.bots else meta.bots[0])
    if stand_in not in meta.bots:
        raise Problem("validation_error", f"{meta.title} has no bot {stand_in!r}.",
                      errors={"json": {"stand_in": [f"One of {list(meta.bots)}."]}})
    if on_timeout == "forfeit" and meta.slug not in FORFEIT_GAMES:
        raise Problem("validation_error", f"{meta.title} does not let a player drop out mid-game: "
                                          "use on_timeout bot or takeover.",
                      errors={"json": {"on_timeout": ["forfeit is not allowed in this game."]}})
    if on_timeout not in on_timeout_choices(meta.slug) or on_leave not in ON_LEAVE:
        raise Problem("validation_error", f"on_timeout is one of {list(on_timeout_choices(meta.slug))}; "
                                          f"on_leave one of {list(ON_LEAVE)}.")
    lifecycle = {"on_timeout": on_timeout, "stand_in": stand_in, "on_leave": on_leave}
    if clock is not None:
        per_turn, bank = clock.get("per_turn"), clock.get("bank", 0)
        if not (is_number(per_turn) and CLOCK_SECONDS[0] <= per_turn <= CLOCK_SECONDS[1]
                and is_number(bank) and BANK_SECONDS[0] <= bank <= BANK_SECONDS[1]):
            raise Problem("validation_error", f"clock.per_turn is {CLOCK_SECONDS[0]}–{CLOCK_SECONDS[1]} s "
                                              f"and clock.bank {BANK_SECONDS[0]}–{BANK_SECONDS[1]} s.",
                          errors={"json": {"clock": ["Out of range."]}})
        lifecycle["clock"] = {"per_turn": per_turn, "bank": bank}
    return lifecycle


def is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)
