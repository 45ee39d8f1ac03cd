"""A game as stored (``GameRecord``): the engine's state plus what the service keeps around it,
read from its hash (``sp:{id}``, see ``service.store.keys``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from engines.contract import Action, Actor
from service.store.codec import from_json, to_json


@dataclass
class GameRecord:
    """One game as stored: the engine's state plus what the service keeps around it."""

    game_id: str
    slug: str
    version: int
    status: str  # waiting | active | finished
    state: bytes
    rng: dict
    seats: list[dict]
    seeded: bool
    seed: str
    commitment: str
    seq: int
    updated: float
    seed_salt: str = ""  # hex; shown with the seed once the game is over
    listed: bool = False  # shown in the lobby
    created: float = 0.0
    # When the game began (the ``now`` its engine's ``start`` was given): at create for a table
    # full then, else at the claim that completed it; None while it waits (and in games made
    # before this field).
    started: float | None = None
    options: dict = field(default_factory=dict)  # the engine's, resolved at create
    # How the game's seats are kept filled and timed: clock, on_timeout, stand_in, on_leave,
    # creator_hash (see GameService.create). Fixed at create.
    lifecycle: dict = field(default_factory=dict)
    # The people to act and since when, and what is left of their banks:
    # {"since": {"<seat>": t}, "bank": {"<seat>": seconds}, "unclocked": ["<seat>" whose prompt is
    # optional: no clock]}. Kept by every commit.
    turns: dict = field(default_factory=dict)
    # Not stored: the seats whose turn began with this version (seat -> prompt), for the feeds.
    turn_started: dict = field(default_factory=dict)

    @classmethod
    def from_hash(cls, game_id: str, h: dict[bytes, bytes]) -> "GameRecord":
        return cls(
            game_id=game_id,
            slug=h[b"slug"].decode(),
            version=int(h[b"v"]),
            status=h[b"status"].decode(),
            state=h[b"state"],
            rng=from_json(h[b"rng"]),
            seats=from_json(h[b"seats"]),
            seeded=h[b"seeded"] == b"1",
            seed=h[b"seed"].decode(),
            commitment=h[b"commitment"].decode(),
            seq=int(h[b"seq"]),
            updated=float(h[b"updated"]),
            seed_salt=h.get(b"seed_salt", b"").decode(),  # games made before salted commitments
            listed=h.get(b"listed") == b"1",  # games made before the lobby have none of these
            created=float(h.get(b"created", 0)),
            started=float(h[b"started"]) if b"started" in h else None,
            options=from_json(h[b"options"]) if b"options" in h else {},
            lifecycle=from_json(h[b"lifecycle"]) if b"lifecycle" in h else {},
            turns=from_json(h[b"turns"]) if b"turns" in h else {},
        )


# Who made an engine call, as an action entry's ``by`` says:
BY = ("person", "bot", "stand-in", "automaton", "timer")
MACHINES = ("bot", "stand-in", "automaton")  # they choose, from the hidden stream
EXPIRY = {"type": "expire"}  # a timer's entry's action: ``engine.expire``, not ``apply``


@dataclass(frozen=True)
class Played:
    """One engine call, as the game's actions list keeps it (``entry``):

        {"actor": 0 | "cosmobot" | None,   # as engine.apply was called; None for a timer
         "action": {...},                  # exactly the action applied; EXPIRY for a timer
         "version": 8,                     # the version the commit made
         "at": 1900000000.25,              # the now the engine was given
         "by": "person" | "bot" | "stand-in" | "automaton" | "timer",
         "bot": "greedy",                  # bot and stand-in: the level that chose
         "draws": 3}                       # machines: numbers drawn from rng.hidden choosing

    ``draws`` lets a replay leave the generator where the game did before ``apply`` even when a
    machine's choice cannot be made again (a search stopped by its time cap)."""

    actor: Actor | None
    action: Action
    by: str
    bot: str | None = None
    draws: int = 0

    def entry(self, version: int, at: float) -> bytes:
        entry = {"actor": self.actor, "action": self.action, "version": version, "at": at, "by": self.by}
        if self.bot is not None:
            entry["bot"] = self.bot
        if self.by in MACHINES:
            entry["draws"] = self.draws
        return to_json(entry)
