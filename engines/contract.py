"""The contract every game engine implements, and the pieces they share.

An engine is pure: it never imports Flask, Redis, RQ or the clock. Time arrives as ``now``
(seconds since the epoch, a float) and chance arrives as an :class:`Rng`, so the same seed and
the same actions always replay the same game.

One object per game (an instance of a :class:`Game` subclass) answers:

- ``meta``                                   facts: slug, title, player counts, options
- ``setup(players, options, rng)``           -> a new state (a ``msgspec.Struct``)
- ``setup_events(state)``                    -> events of what setup did (default none)
- ``start(state, now)``                      the game begins at ``now``: start any clock the
                                               rules run from the first turn (default nothing)
- ``to_act(state, now)``                     -> ``{actor: prompt}``: whose decision is awaited
- ``legal_actions(state, seat, now)``        -> every action ``seat`` may send now, wire-shaped
- ``apply(state, seat, action, rng, now)``   -> events; or raises :class:`IllegalAction`
- ``view(state, seat | None)``               -> what that seat (or a spectator) may see: a
                                               snapshot msgspec can encode (frozen Structs allowed)
- ``score(state)``                           -> the scoreboard
- ``is_over(state)``                         -> whether the game has ended
- ``deadline(state)`` / ``expire(state, now, rng)``  games with timers only
- ``bots``                                   ``{level: policy(state, seat, rng, now) -> action}``;
                                               the service passes ``rng.hidden`` as a policy's
                                               (and an automaton's) ``rng``: a machine's coins
                                               never come from the seed shown at the end
- ``bot_levels``                             ``{level: one sentence saying how it plays}``
- ``automaton_action(state, name, rng, now)``  games with a non-seat player (the Cosmobot)
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar

import msgspec

Action = dict[str, Any]
Event = dict[str, Any]
Actor = int | str  # a seat number, or an automaton's name such as "cosmobot"

# Events are public unless they carry this key: a list of the seats allowed to see them. The
# service strips the key before sending; once the game is over such an event becomes public...
VISIBLE_TO = "visible_to"
# ...unless it also carries this key (true): then it stays private for ever (a discarded card,
# the word an illustrator did not choose). The service strips it too.
PRIVATE_FOREVER = "private_forever"


class IllegalAction(Exception):
    """A refused action: a stable machine ``code`` and one human sentence.

    Codes an engine may raise: ``illegal_action`` (the rules forbid it; say which rule),
    ``not_your_turn`` and ``game_over``. ``apply`` raises before changing anything.
    """

    def __init__(self, code: str, detail: str):
        super().__init__(detail)
        self.code = code
        self.detail = detail

    @classmethod
    def rule(cls, detail: str) -> "IllegalAction":
        return cls("illegal_action", detail)

    @classmethod
    def wrong_phase(cls, phase: str, do: str, sent: str | None = None) -> "IllegalAction":
        """An action the game's current ``phase`` does not take, refused with that phase named and
        what to do in it (``do``, with the action to send); ``sent``: the phase the refused action
        belongs to, when it belongs to another.

        >>> IllegalAction.wrong_phase("star", 'draw a good star ({"type": "star"})', sent="call").detail
        'Not the call phase but the star phase: draw a good star ({"type": "star"}).'
        """
        if sent is not None and sent != phase:
            return cls.rule(f"Not the {sent} phase but the {phase} phase: {do}.")
        return cls.rule(f"This is the {phase} phase: {do}.")

    @classmethod
    def not_your_turn(cls, detail: str = "It is not your turn.") -> "IllegalAction":
        return cls("not_your_turn", detail)

    @classmethod
    def game_over(cls, detail: str = "The game is over.") -> "IllegalAction":
        return cls("game_over", detail)


class Rng:
    """A small deterministic generator: SHA-256 over (seed, counter).

    Its whole state is two integers, kept by the store beside the game state and never shown.
    Replaying a seed with the same actions replays every shuffle, draw and coin.

    >>> a, b = Rng(7), Rng(7)
    >>> [a.below(6) for _ in range(5)] == [b.below(6) for _ in range(5)]
    True

    An engine draws what stays private for ever (a deck whose discards and undealt cards are
    never shown, the word an illustrator does not choose) from :attr:`hidden`: a second stream
    whose seed the service never reveals, so the seed a finished game shows cannot rebuild it.
    Without one (a bare ``Rng(seed)``, a chosen seed) ``hidden`` is this same stream, and the
    seed alone replays the whole game.

    >>> plain, split = Rng(7), Rng(7, hidden=Rng(99))
    >>> plain.hidden is plain, split.hidden.seed
    (True, 99)
    >>> Rng.load(split.dump()).hidden.dump() == split.hidden.dump()
    True
    """

    __slots__ = ("seed", "counter", "_seed_bytes", "_hidden")

    def __init__(self, seed: int, counter: int = 0, hidden: Rng | None = None):
        self.seed = seed
        self.counter = counter
        self._seed_bytes = str(seed).encode()
        self._hidden = hidden

    @property
    def hidden(self) -> Rng:
        """The stream for draws that are private for ever (see the class's docstring)."""
        return self if self._hidden is None else self._hidden

    def next64(self) -> int:
        self.counter += 1
        digest = hashlib.sha256(self._seed_bytes + b":" + str(self.counter).encode()).digest()
        return int.from_bytes(digest[:8], "big")

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def coin(self) -> bool:
        return self.below(2) == 1

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def dump(self) -> dict:
        data = {"seed": self.seed, "counter": self.counter}
        if self._hidden is not None:
            data["hidden"] = self._hidden.dump()
        return data

    @classmethod
    def load(cls, data: dict) -> Rng:
        hidden = data.get("hidden")
        return cls(data["seed"], data["counter"], None if hidden is None else cls.load(hidden))


def seed_commitment(seed: int | str, salt: str) -> str:
    """The public hash of a seed, shown from the start; the seed and ``salt`` (a secret 128-bit
    hex string, never used by the :class:`Rng`) are shown at the end. The salt keeps a small or
    guessable seed from being found by hashing candidates.

    >>> seed_commitment(42, "00" * 16) == hashlib.sha256(("00" * 16 + ":42").encode()).hexdigest()
    True
    """
    return hashlib.sha256(f"{salt}:{seed}".encode()).hexdigest()


def hidden_commitment(hidden_seed: int) -> str:
    """The public hash of a game's hidden seed (:attr:`Rng.hidden`), shown from the start and
    never followed by the seed itself: an operator may hand that seed to an auditor, who checks
    it here. No salt: a hidden seed is 128 random bits, never a small or chosen number.

    >>> hidden_commitment(5) == hashlib.sha256(b"hidden:5").hexdigest()
    True
    """
    return hashlib.sha256(f"hidden:{hidden_seed}".encode()).hexdigest()


@dataclass(frozen=True)
class Option:
    """One game option: its default and what it accepts (a range or a set of choices)."""

    default: Any
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple | None = None
    description: str = ""


@dataclass(frozen=True)
class Meta:
    slug: str
    title: str
    min_players: int
    max_players: int
    options: dict[str, Option] = field(default_factory=dict)
    bots: tuple[str, ...] = ("random", "greedy")
    automata: tuple[str, ...] = ()  # non-seat players moved by jobs, e.g. ("cosmobot",)
    timed: bool = False  # has deadline()/expire()
    # Prompts a seat may answer but does not owe (Starlink's ``guess``): no service clock runs for them.
    optional_prompts: frozenset[str] = frozenset()
    # Whether a seat may know what another seat or a spectator does not (a hand, a face-down
    # choice, a secret word). True unless a title declares otherwise: the chat keeps spectators
    # out of the players' room of such a game while it runs (service/chat/rooms.py).
    hidden_information: bool = True

    def resolve_options(self, given: dict | None) -> dict:
        """Defaults filled in; unknown names, values of the wrong type and out-of-range values
        refused.

        >>> meta = Meta("g", "G", 1, 2, {"size": Option(9, 5, 19)})
        >>> meta.resolve_options({"size": 11})
        {'size': 11}
        >>> try:
        ...     meta.resolve_options({"size": 9.0})
        ... except IllegalAction as refusal:
        ...     print(refusal.detail)
        Option size must be a whole number, not 9.0.
        """
        if given is None:
            given = {}
        if not isinstance(given, dict):
            raise IllegalAction("validation_error", "Options are an object of names and values.")
        unknown = sorted(str(name) for name in given if name not in self.options)
        if unknown:
            raise IllegalAction("validation_error", f"Unknown option(s): {', '.join(unknown)}.")
        resolved = {}
        for name, option in self.options.items():
            value = given.get(name, option.default)
            _check_option_type(name, option, value)
            if option.choices is not None and value not in option.choices:
                raise IllegalAction(
                    "validation_error", f"Option {name} must be one of {list(option.choices)}."
                )
            if option.minimum is not None and value < option.minimum:
                raise IllegalAction("validation_error", f"Option {name} must be ≥ {option.minimum}.")
            if option.maximum is not None and value > option.maximum:
                raise IllegalAction("validation_error", f"Option {name} must be ≤ {option.maximum}.")
            resolved[name] = value
        return resolved


def _is_int(value) -> bool:
    # bool is a subclass of int in Python: True is not the number 1 here.
    return isinstance(value, int) and not isinstance(value, bool)


def _check_option_type(name: str, option: Option, value) -> None:
    """An option takes values of its default's type: a whole number where the default is one (or
    a range is given), a bool for a bool, a string for a string; never a float, bool or string
    for a whole number."""
    default = option.default
    if isinstance(default, bool):
        wanted, ok = "true or false", isinstance(value, bool)
    elif _is_int(default) or option.minimum is not None or option.maximum is not None:
        wanted, ok = "a whole number", _is_int(value)
    elif isinstance(default, str):
        wanted, ok = "a string", isinstance(value, str)
    else:
        return
    if not ok:
        raise IllegalAction("validation_error", f"Option {name} must be {wanted}, not {value!r}.")


BotPolicy = Callable[[Any, int, Rng, float], Action]


class Game:
    """Base class of the five engines. Subclasses set ``meta``, ``State`` and ``bots``."""

    meta: ClassVar[Meta]
    State: ClassVar[type[msgspec.Struct]]
    bots: ClassVar[dict[str, BotPolicy]] = {}
    bot_levels: ClassVar[dict[str, str]] = {}  # level -> a sentence for the catalogue

    def setup(self, players: int, options: dict, rng: Rng):
        raise NotImplementedError

    def setup_events(self, state) -> list[Event]:
        """Events of what setup did (a first deal, a first player), logged at creation."""
        return []

    def start(self, state, now: float) -> None:
        """The game begins at ``now``: start any clock the rules run from the first turn.

        Called once by the service when the game becomes active (at creation when every seat is
        filled, else when the last open seat is claimed), before that version is stored. It
        mutates ``state`` in place; it emits no events and draws no randomness. Default: nothing.
        """

    def to_act(self, state, now: float) -> dict[Actor, str]:
        raise NotImplementedError

    def legal_actions(self, state, seat: Actor, now: float) -> list[Action]:
        raise NotImplementedError

    def apply(self, state, seat: Actor, action: Action, rng: Rng, now: float) -> list[Event]:
        raise NotImplementedError

    def view(self, state, seat: int | None) -> dict:
        raise NotImplementedError

    def score(self, state) -> dict:
        raise NotImplementedError

    def is_over(self, state) -> bool:
        raise NotImplementedError

    # Timed games only.
    def deadline(self, state) -> float | None:
        return None

    def expire(self, state, now: float, rng: Rng) -> list[Event]:
        return []

    # Games with an automaton (a player that is not a seat) only.
    def automaton_action(self, state, name: str, rng: Rng, now: float) -> Action:
        raise NotImplementedError

    # Serialisation, shared by every engine: MessagePack, about 40 % smaller than JSON.
    _encoder = msgspec.msgpack.Encoder()

    def encode(self, state) -> bytes:
        return self._encoder.encode(state)

    def decode(self, raw: bytes):
        decoder = self.__dict__.get("_decoder")
        if decoder is None:
            decoder = self.__dict__["_decoder"] = msgspec.msgpack.Decoder(self.State)
        return decoder.decode(raw)
