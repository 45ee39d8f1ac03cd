"""The runner's config file, TOML or JSON (by its suffix; JSON otherwise)::

    concurrency = 20            # games at once, at most
    games = 20                  # stop after starting this many (absent: run until told to stop)
    margin = 1.0                # seconds before a clock's deadline by which to answer
    pace = 0.1                  # seconds at least between two decisions in one game

    [engine]
    function = "random_engine.py:choose"        # a Python function: module:function or file.py:function
    # command = ["node", "random_engine.js"]    # or any program speaking the line protocol
    # copies = 4                                # how many copies of the program run (default 4)
    # on_late = "wait"                          # late: let the server's clock decide; "random": a legal action

    [[create]]                  # tables against house bots, created while below concurrency
    game = "starshower"
    count = 4
    opponents = ["random"]      # one bot level per other seat
    options = {size = 10}

    [challenges]                # accept challenges for these titles ("*": any); decline others
    accept = ["starshower"]

    [[quickplay]]               # keep a quick-play seek open for this title
    game = "starlink"
    players = [2, 4]
    bots_after = 30
    options = {timer_seconds = 60}

    [[tournaments]]             # join this tournament (its id); absent games: stop once it is over
    id = "5f2c9b0e3a1d4c67"
    [[tournaments]]             # or join every open tournament of this title (an arena, a Swiss event)
    game = "starshower"

Paths (a ``file.py``, a program's working directory) are relative to the config file.
"""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass, field
from pathlib import Path


class ConfigError(ValueError):
    """The config says something the runner cannot do; the message says what."""


@dataclass(frozen=True)
class EngineConfig:
    function: str | None = None
    command: tuple[str, ...] | None = None
    copies: int = 4
    on_late: str = "wait"


@dataclass(frozen=True)
class Table:
    """Games to create against house bots."""
    game: str
    count: int = 1
    opponents: tuple[str, ...] = ("random",)
    options: dict = field(default_factory=dict)
    clock: dict | None = None


@dataclass(frozen=True)
class Seek:
    """A quick-play seek to keep open: the body of ``POST /v1/{game}/quickplay``."""
    game: str
    wishes: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Entry:
    """A tournament to join: by its ``id``, or every open one of the title ``game``."""
    id: str | None = None
    game: str | None = None


@dataclass(frozen=True)
class Config:
    engine: EngineConfig
    directory: Path
    concurrency: int = 4
    games: int | None = None
    margin: float = 1.0
    pace: float = 0.1
    create: tuple[Table, ...] = ()
    accept: frozenset[str] | None = None  # None: challenges are not answered; "*" in it: any title
    quickplay: tuple[Seek, ...] = ()
    tournaments: tuple[Entry, ...] = ()

    @property
    def by_title(self) -> frozenset[str]:
        """The titles whose open tournaments are joined as they appear."""
        return frozenset(entry.game for entry in self.tournaments if entry.game)

    def accepts(self, title: str) -> bool:
        return self.accept is not None and ("*" in self.accept or title in self.accept)


def load(path: str | Path) -> Config:
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    try:
        raw = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as error:
        raise ConfigError(f"{path}: {error}") from None
    return parse(raw, path.resolve().parent)


def parse(raw: dict, directory: Path) -> Config:
    known = {"engine", "concurrency", "games", "margin", "pace", "create", "challenges", "quickplay", "tournaments"}
    if not isinstance(raw, dict):
        raise ConfigError("the config is a table (TOML) or an object (JSON)")
    if unknown := set(raw) - known:
        raise ConfigError(f"unknown settings: {', '.join(sorted(unknown))}")
    engine = _engine(raw.get("engine"))
    tables = tuple(_table(entry) for entry in raw.get("create", ()))
    seeks = tuple(Seek(game=_need(entry, "game", str), wishes={k: v for k, v in entry.items() if k != "game"})
                  for entry in raw.get("quickplay", ()))
    if len({seek.game for seek in seeks}) != len(seeks):
        raise ConfigError("one quick-play seek per title (the server keeps one per player and title)")
    tournaments = tuple(_entry(entry) for entry in raw.get("tournaments", ()))
    accept = None
    if "challenges" in raw:
        given = raw["challenges"].get("accept", [])
        accept = frozenset(["*"] if given is True or given == "*" else given)
    games = raw.get("games")
    if games is None and not seeks and accept is None and not tournaments:
        games = sum(table.count for table in tables)  # only tables to create: stop when they are played
    concurrency = raw.get("concurrency", 4)
    if not isinstance(concurrency, int) or concurrency < 1:
        raise ConfigError("concurrency is a number of games, at least 1")
    if not tables and not seeks and accept is None and not tournaments:
        raise ConfigError("nothing to play: give [[create]] tables, [challenges], [[quickplay]] seeks or "
                          "[[tournaments]]")
    return Config(engine=engine, directory=directory, concurrency=concurrency, games=games,
                  margin=float(raw.get("margin", 1.0)), pace=float(raw.get("pace", 0.1)), create=tables,
                  accept=accept, quickplay=seeks, tournaments=tournaments)


def _engine(raw) -> EngineConfig:
    if not isinstance(raw, dict) or ("function" in raw) == ("command" in raw):
        raise ConfigError("[engine] needs a function (module:function) or a command (a list of words), not both")
    on_late = raw.get("on_late", "wait")
    if on_late not in ("wait", "random"):
        raise ConfigError('engine.on_late is "wait" (the server\'s clock decides) or "random"')
    command = raw.get("command")
    if command is not None and (not isinstance(command, list) or not command
                                or not all(isinstance(word, str) for word in command)):
        raise ConfigError("engine.command is a list of words, e.g. [\"node\", \"engine.js\"]")
    function = raw.get("function")
    if function is not None and (not isinstance(function, str) or ":" not in function):
        raise ConfigError("engine.function is module:function or path/to/file.py:function")
    return EngineConfig(function=function, command=tuple(command) if command else None,
                        copies=int(raw.get("copies", 4)), on_late=on_late)


def _table(raw: dict) -> Table:
    opponents = raw.get("opponents", ["random"])
    if not isinstance(opponents, list) or not opponents:
        raise ConfigError("create.opponents is a list of bot levels, one per other seat")
    return Table(game=_need(raw, "game", str), count=int(raw.get("count", 1)), opponents=tuple(opponents),
                 options=dict(raw.get("options", {})), clock=raw.get("clock"))


def _entry(raw) -> Entry:
    if not isinstance(raw, dict) or ("id" in raw) == ("game" in raw) or set(raw) - {"id", "game"}:
        raise ConfigError('a [[tournaments]] entry is id = "<tournament id>" or game = "<title>", one of them')
    value = raw.get("id") or raw.get("game")
    if not isinstance(value, str) or not value:
        raise ConfigError("tournaments.id and tournaments.game are words (a tournament's id, a title)")
    return Entry(id=raw.get("id"), game=raw.get("game"))


def _need(raw: dict, name: str, kind: type):
    value = raw.get(name)
    if not isinstance(value, kind):
        raise ConfigError(f"{name} is required ({kind.__name__})")
    return value
