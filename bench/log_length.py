"""The longest event logs of complete games, per title, at its most seats and biggest options:
the measure behind ``service.store.MAX_EVENTS`` (README, "A game's length").

    python -m bench.log_length --games 3

Bots play every seat (``random`` and ``greedy``), one machine move every 2 s of simulated time
as the driver paces them, each timer expiring at its deadline; a game's log is its setup events
plus every event a move or a timer made (the service adds a few of its own: created, claims).
"""

from __future__ import annotations

import argparse

from engines import registry
from engines.contract import Rng
from service.turns import fair_start

START = 1_800_000_000.0
PACE = 2.0


def biggest_options(engine) -> dict:
    return engine.meta.resolve_options({name: option.maximum for name, option in engine.meta.options.items()
                                        if option.maximum is not None})


def play(slug: str, level: str, seed: int) -> tuple[int, int]:
    """(events, versions) of one complete game."""
    engine = registry()[slug]
    rng, now = Rng(seed), START
    state = engine.setup(engine.meta.max_players, biggest_options(engine), rng)
    events, versions = len(engine.setup_events(state)), 0
    engine.start(state, now)
    while not engine.is_over(state):
        now += PACE
        deadline = engine.deadline(state) if engine.meta.timed else None
        actors = sorted(engine.to_act(state, now), key=lambda a: (isinstance(a, str), str(a)))
        if deadline is not None and (now >= deadline or not actors):
            now = deadline
            events += len(engine.expire(state, now, rng))
        else:
            actor = actors[fair_start(f"log-{seed}", versions, len(actors))]
            policy = (lambda s, a, r, t: engine.automaton_action(s, a, r, t)) if isinstance(actor, str) \
                else engine.bots[level]
            events += len(engine.apply(state, actor, policy(state, actor, rng, now), rng, now))
        versions += 1
    return events, versions


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
