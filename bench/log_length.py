"""The longest event logs of complete games, per title, at its most seats and biggest options:
the measure behind ``service.store.games.MAX_EVENTS`` (docs/security.md, "Limits in numbers").

    python -m bench.log_length --games 3

Bots play every seat (``random`` and ``greedy``), one machine move every 2 s of simulated time
as the driver paces them, each timer expiring at its deadline; a game's log is its setup events
plus every event a move or a timer made (the service adds a few of its own: created, claims).
"""

from __future__ import annotations

import argparse

from engines import registry
from engines.contract import Rng
from service.archive.replay import as_wire
from service.tables.turns import fair_start
from service.tables.views import stamp_events

START = 1_800_000_000.0
PACE = 2.0


def biggest_options(engine) -> dict:
    return engine.meta.resolve_options({name: option.maximum for name, option in engine.meta.options.items()
                                        if option.maximum is not None})


def play(slug: str, level: str, seed: int) -> tuple[int, int]:
    """(events, versions) of one complete game."""
    record = played(slug, level, seed)
    return len(record["events"]), len(record["actions"])


def played(slug: str, level: str, seed: int) -> dict:
    """One complete game as a full record (``service.archive.records``' shape, enough for a replay, the
    archive and the export): the seed alone makes its draws (a chosen seed: no hidden stream),
    every action entry with the numbers its machine drew choosing, its log stamped as the
    service stamps it."""
    engine = registry()[slug]
    rng, now = Rng(seed), START
    state = engine.setup(engine.meta.max_players, biggest_options(engine), rng)
    engine.start(state, now)
    events = stamp_events(engine.setup_events(state), 0, 1, None)
    actions, version = [], 1
    while not engine.is_over(state):
        now += PACE
        deadline = engine.deadline(state) if engine.meta.timed else None
        actors = sorted(engine.to_act(state, now), key=lambda a: (isinstance(a, str), str(a)))
        version += 1
        if deadline is not None and (now >= deadline or not actors):
            now = deadline
            said = engine.expire(state, now, rng)
            entry = {"actor": None, "action": {"type": "expire"}, "version": version, "at": now, "by": "timer"}
            actor = None
        else:
            actor = actors[fair_start(f"log-{seed}", len(actions), len(actors))]
            automaton = isinstance(actor, str)
            drawn = rng.hidden.counter
            action = engine.automaton_action(state, actor, rng, now) if automaton else \
                engine.bots[level](state, actor, rng, now)
            entry = {"actor": actor, "action": as_wire(action), "version": version, "at": now,
                     "by": "automaton" if automaton else "bot", **({} if automaton else {"bot": level}),
                     "draws": rng.hidden.counter - drawn}
            said = engine.apply(state, actor, action, rng, now)
        actions.append(entry)
        events += stamp_events(as_wire(said), len(events), version, actor)
    score = as_wire(engine.score(state))
    return {"format": 1, "full": True, "game_id": f"log-{slug}-{level}-{seed}", "game": slug, "outcome": "finished",
            "options": biggest_options(engine), "listed": True, "lifecycle": {},
            "seats": [{"seat": i, "name": f"{level}{i}", "player": None, "bot": level, "changes": []}
                      for i in range(engine.meta.max_players)],
            "version": version, "seeded": True, "created": START, "started": START, "ended": now,
            "score": score, "winners": score.get("winners", []), "seed": str(seed), "seed_salt": "",
            "seed_commitment": "", "hidden_commitment": None, "actions": actions, "events": events}


def longest(games: int) -> tuple[str, str, int]:
    """The (title, level, seed) of the longest log ``main`` finds."""
    return max(((slug, level, seed) for slug in registry() for level in ("random", "greedy") for seed in range(games)),
               key=lambda game: play(*game))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3, help="seeds per title and level")
    args = parser.parse_args(argv)
    print("| game | seats | level | longest log (events) | its versions |\n|---|---|---|---|---|")
    for slug, engine in registry().items():
        for level in ("random", "greedy"):
            events, versions = max(play(slug, level, seed) for seed in range(args.games))
            print(f"| {slug} | {engine.meta.max_players} | {level} | {events} | {versions} |", flush=True)


if __name__ == "__main__":
    main()
