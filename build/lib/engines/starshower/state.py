"""The Starshower state: plain msgspec Structs, JSON types only. Everything in it is public
(the rulings: "What each seat may see — Everything"); the coin's random state is kept by the
store beside it, never in it.

The pieces on the board (``Star``, ``Group``, ``BlackLine``, ``Toss``) are frozen and shaped
exactly as the wire shows them, so the view hands them out as they are (msgspec encodes them
in C) and a view stays a snapshot: a change replaces a piece, it never edits one. They hold
no containers that could form a cycle, so the garbage collector does not track them."""

import msgspec


Point = tuple[int, int]


class Star(msgspec.Struct, frozen=True, gc=False):
    """A star drawn on a grid point. ``owner`` is the seat of a good star, None for a black star."""

    point: Point
    owner: int | None
    live: bool = True  # False once a black line kills it (good stars only)
    grouped: bool = False  # True once it is inside at least one group


class Group(msgspec.Struct, frozen=True, gc=False):
    """A good-star group: the run from ``start`` to ``end`` (inclusive; start < end)."""

    seat: int
    start: Point = msgspec.field(name="from")
    end: Point = msgspec.field(name="to")


class BlackLine(msgspec.Struct, frozen=True, gc=False):
    """A black line from the black star just drawn (``start``) to its partner (``end``)."""

    seat: int
    start: Point = msgspec.field(name="from")
    end: Point = msgspec.field(name="to")


class Toss(msgspec.Struct, frozen=True, gc=False):
    """One coin toss: the seat's call and the flip."""

    seat: int
    call: str
    flip: str


class StarshowerState(msgspec.Struct, dict=True):
    # dict=True: room for attributes that are never encoded; the rules keep their board index
    # there (see ``board.Board``), so the next move on this very object need not rebuild it.
    size: int
    players: int
    first_player: int
    seat: int  # whose turn it is (the last drawer once the game is over)
    phase: str  # "call", "star", "black_star" or "over"
    # Points neither holding a star nor crossed by a black line, kept by the rules as they draw
    # (the game ends at 0); the property tests recount it from the board after every move.
    open_points: int
    call: str | None = None  # this turn's call, once made
    flip: str | None = None  # this turn's flip, once made
    stars: list[Star] = msgspec.field(default_factory=list)  # in drawing order
    groups: list[Group] = msgspec.field(default_factory=list)
    black_lines: list[BlackLine] = msgspec.field(default_factory=list)
    closed: list[Point] = msgspec.field(default_factory=list)  # points crossed by a black line
    last_toss: Toss | None = None  # the latest call and flip; every one is in the event log
