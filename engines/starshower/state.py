"""The Starshower state: plain msgspec Structs, JSON types only. Everything in it is public
(the rulings: "What each seat may see — Everything"); the coin's random state is kept by the
store beside it, never in it."""

import msgspec


class Star(msgspec.Struct):
    """A star drawn on a grid point. ``owner`` is the seat of a good star, None for a black star."""

    x: int
    y: int
    owner: int | None
    live: bool = True  # False once a black line kills it (good stars only)
    grouped: bool = False  # True once it is inside at least one group


class Group(msgspec.Struct):
    """A good-star group: the run from ``start`` to ``end`` (inclusive; start < end)."""

    seat: int
    start: list[int]
    end: list[int]


class BlackLine(msgspec.Struct):
    """A black line from the black star just drawn (``start``) to its partner (``end``)."""

    seat: int
    start: list[int]
    end: list[int]


class Toss(msgspec.Struct):
    """One coin toss: the seat's call and the flip."""

    seat: int
    call: str
    flip: str


class StarshowerState(msgspec.Struct):
    size: int
    players: int
    first_player: int
    seat: int  # whose turn it is (the last drawer once the game is over)
    phase: str  # "call", "star", "black_star" or "over"
    call: str | None = None  # this turn's call, once made
    flip: str | None = None  # this turn's flip, once made
    stars: list[Star] = msgspec.field(default_factory=list)  # in drawing order
    groups: list[Group] = msgspec.field(default_factory=list)
    black_lines: list[BlackLine] = msgspec.field(default_factory=list)
    closed: list[list[int]] = msgspec.field(default_factory=list)  # points crossed by a black line
    last_toss: Toss | None = None  # the latest call and flip; every one is in the event log
