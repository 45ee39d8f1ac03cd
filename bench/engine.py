"""Engine throughput: full random Starshower games (2 players, size 10) played in-process, no I/O."""

from __future__ import annotations

import time

from engines import registry
from engines.contract import Rng

SLUG = "starshower"


def play_one(game, options: dict, seed: int) -> int:
    """One full game, every seat the ``random`` bot; returns the number of actions applied."""
    rng = Rng(seed)
    state = game.setup(2, options, rng)
    policy = game.bots["random"]
    actions = 0
    while not game.is_over(state):
        actor = next(iter(game.to_act(state, 0.0)))
        game.apply(state, actor, policy(state, actor, rng, 0.0), rng, 0.0)
        actions += 1
    return actions


def run(*, seconds: float = 8.0, games: int | None = None, size: int = 10) -> dict:
    """Play games for ``seconds`` (or exactly ``games`` games); games/s and actions/s."""
    game = registry()[SLUG]
    options = game.meta.resolve_options({"size": size})
    play_one(game, options, 0)  # warm the imports and caches
    played = actions = 0
    started = time.perf_counter()
    while True:
        actions += play_one(game, options, played + 1)
        played += 1
        elapsed = time.perf_counter() - started
        if (games is not None and played >= games) or (games is None and elapsed >= seconds):
            break
    return {
        "game": SLUG, "players": 2, "size": size, "bots": "random",
        "games": played, "actions": actions, "seconds": round(elapsed, 3),
        "games_per_s": round(played / elapsed, 2),
        "actions_per_s": round(actions / elapsed, 1),
        "actions_per_game": round(actions / played, 1),
    }


if __name__ == "__main__":
    print(run())
