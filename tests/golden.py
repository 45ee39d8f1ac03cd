"""Golden transcripts (OpenSpiel's "playthroughs"): a seeded game played by bots, recorded
step by step — actor, action, events, spectator view — with every seat's view and the score at
the end. A test replays the same seed and compares; any change of behaviour shows as a diff.

Regenerate after an intended change with ``GOLDEN_UPDATE=1 make test`` and review the diff.
"""

import json
import os
from pathlib import Path

import msgspec

from engines.contract import Game, Rng


def play_transcript(game: Game, *, seed: int, players: int, options: dict | None = None,
                    levels: list[str] | None = None, now: float = 1_000_000.0,
                    max_steps: int = 5000) -> dict:
    """Play one game to its end with bot policies (``levels[seat]``, default ``random``)."""
    rng = Rng(seed)
    options = game.meta.resolve_options(options)
    levels = levels or ["random"] * players
    state = game.setup(players, options, rng)
    game.start(state, now)  # as the service does when the game becomes active
    steps = []
    for _ in range(max_steps):
        if game.is_over(state):
            break
        deadline = game.deadline(state)
        if deadline is not None and not game.to_act(state, now):
            now = deadline
            events = game.expire(state, now, rng)
            steps.append({"actor": None, "action": None, "events": events,
                          "view": game.view(state, None)})
            continue
        actor = sorted(game.to_act(state, now), key=str)[0]
        if isinstance(actor, str):
            action = game.automaton_action(state, actor, rng, now)
        else:
            action = game.bots[levels[actor]](state, actor, rng, now)
        events = game.apply(state, actor, action, rng, now)
        steps.append({"actor": actor, "action": action, "events": events,
                      "view": game.view(state, None)})
        now += 1.0
    else:
        raise AssertionError(f"game not over after {max_steps} steps")
    return {
        "game": game.meta.slug, "seed": seed, "players": players, "options": options,
        "levels": levels, "steps": steps,
        "final_views": [game.view(state, seat) for seat in range(players)],
        "score": game.score(state),
    }


def check_golden(path: Path, transcript: dict) -> None:
    """Compare with the recorded file; write it instead when GOLDEN_UPDATE=1 or it is missing."""
    # A JSON round trip, as the wire encodes it (msgspec: views may hold Structs), so tuples and
    # ints-as-keys compare the way they were written.
    fresh = json.loads(msgspec.json.encode(transcript))
    if os.environ.get("GOLDEN_UPDATE") == "1" or not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(fresh, indent=1, sort_keys=True) + "\n")
        if os.environ.get("GOLDEN_UPDATE") != "1":
            raise AssertionError(f"{path} was missing and has been written; review and commit it")
        return
    recorded = json.loads(path.read_text())
    for i, (want, got) in enumerate(zip(recorded["steps"], fresh["steps"])):
        assert got == want, f"step {i} differs from {path.name}"
    assert fresh == recorded, f"transcript differs from {path.name}"
