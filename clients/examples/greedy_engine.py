"""The house ``greedy`` bot as an external engine, through starport-bot's line protocol: one JSON
line in per decision, the action out. It runs the server's own policy
(``engines/<game>/bots.py``), so it needs the server's packages: run it with the clone's venv,

    [engine]
    command = ["../../.venv/bin/python", "greedy_engine.py"]

A house bot decides from the game's state; a client has the seat's view. Starshower hides
nothing (its rulings: everything is public), so its state is rebuilt from the view exactly and
greedy plays as it does on the server. The other titles' views hide part of the state (hands,
the bag, the deck), which a bot of the house never needs to rebuild; for them this engine says
so once on stderr and plays the first listed action.
"""

from __future__ import annotations

import json
import os
import sys

import msgspec

from engines import registry
from engines.contract import Rng

told: set[str] = set()


def starshower_state(view: dict):
    """The Starshower state the view shows (all of it: nothing is hidden)."""
    from engines.starshower.state import StarshowerState

    board = view["state"]
    turn = board["turn"] or {"seat": 0, "phase": "over", "call": None, "flip": None}
    return msgspec.convert({
        "size": board["size"], "players": len(view["players"]), "first_player": board["first_player"],
        "seat": turn["seat"], "phase": turn["phase"], "call": turn["call"], "flip": turn["flip"],
        "open_points": board["open_points"], "stars": board["stars"], "groups": board["groups"],
        "black_lines": board["black_lines"], "closed": board["closed"], "last_toss": board["last_toss"],
    }, StarshowerState)


STATES = {"starshower": starshower_state}


def choose(request: dict, rng: Rng):
    game = request["game"]
    rebuild = STATES.get(game)
    if rebuild is None:
        if game not in told:
            told.add(game)
            print(f"greedy_engine: {game}'s view hides part of its state; playing the first listed action",
                  file=sys.stderr, flush=True)
        return request["actions"][0]
    policy = registry()[game].bots["greedy"]
    return policy(rebuild(request["view"]), request["seat"], rng, request["view"]["server_time"])


def main() -> None:
    rng = Rng(int.from_bytes(os.urandom(8), "big"))
    for line in sys.stdin:
        print(json.dumps(choose(json.loads(line), rng)), flush=True)


if __name__ == "__main__":
    main()
