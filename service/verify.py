"""Check a finished game's fairness from what any spectator can fetch.

    python -m service.verify <game> <game_id> [--base http://127.0.0.1:8000]

It fetches the finished spectator view and the event log, checks that
``sha256("<seed_salt>:<seed>")`` is the ``seed_commitment`` the game showed from its start, then
replays the setup: ``engine.setup`` with that seed and the logged options, whose events must be
exactly the setup events the log holds (the first deal, the first player, the first word…), logged
in the version the game started in: 1 for a table full at create, else the last claim's (a
``seat_claimed`` with ``started``). A game cancelled before it started was never dealt.

How far a replay goes: the log holds events, not the actions that caused them, and a bot's
coins come from the hidden seed, so the moves after setup are not re-applied here; with the seed,
the setup state this returns and the log, a game's own tools can go on from there.

What it cannot check: what the rulings keep private for ever (Starlink's deck and which two
words share a card, Starligned's deck and deals) and the bots' coins are drawn from the game's
hidden seed (``Rng.hidden``), which is never shown —
only its ``hidden_commitment`` is. The replay draws those from a stand-in stream instead, so the
setup state's deck and hands are not the game's, and no event they shape is compared. An
auditor given the hidden seed by the operator checks it with ``--hidden-seed``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import urllib.request
from dataclasses import dataclass

from engines import registry
from engines.contract import Rng, hidden_commitment, seed_commitment
from service.codec import from_json, to_json
from service.views import public_event, visible

STAMPS = ("seq", "version", "actor")


class NotVerified(Exception):
    """The game does not check out: one sentence saying what differs."""


@dataclass
class Verified:
    seed: int
    commitment: str
    setup_events: int  # how many logged setup events the replay reproduced
    setup_state: object  # the engine's state right after setup, to replay further by hand


def verify_finished_game(slug: str, view: dict, events: list[dict], hidden_seed: int | None = None) -> Verified:
    """Check ``view`` (a finished game's spectator view) and ``events`` (its whole log, from
    ``after=0``) against the seed commitment; raise :class:`NotVerified` when they differ.
    ``hidden_seed``: the game's second secret, if an operator gave it (checked against
    ``hidden_commitment``; the private-for-ever events it shapes are not in a spectator's log)."""
    if view.get("status") != "finished":
        raise NotVerified("The game is not over: its seed is still secret.")
    seed = int(view["seed"])
    salt = view.get("seed_salt")
    expected = seed_commitment(seed, salt) if salt else _unsalted(seed)  # older games had no salt
    if expected != view["seed_commitment"]:
        raise NotVerified(f"The seed and salt hash to {expected}, not the commitment {view['seed_commitment']}.")
    created = next((e for e in events if e["type"] == "created"), None)
    if created is None:
        raise NotVerified("The log has no created event: fetch it from after=0.")
    if any(e["type"] == "cancelled" for e in events):  # only a game still waiting can be cancelled
        return Verified(seed=seed, commitment=expected, setup_events=0, setup_state=None)
    engine = registry()[slug]
    state = engine.setup(created["players"], created["options"], _replaying(seed, view, hidden_seed))
    began = next((e["version"] for e in events if e["type"] == "seat_claimed" and e.get("started")
                  and not _dealt_at_create(events)), 1)
    replayed = [_unstamped(public_event(e)) for e in engine.setup_events(state) if visible(e, None, "finished")]
    logged = [_unstamped(e) for e in events
              if e["version"] == began and e["type"] not in ("created", "seat_claimed")]
    if _as_wire(replayed) != _as_wire(logged):
        raise NotVerified("Replaying the setup from the seed gives other events than the log's.")
    return Verified(seed=seed, commitment=expected, setup_events=len(logged), setup_state=state)


def _dealt_at_create(events: list[dict]) -> bool:
    """Games made before tables were dealt at their start logged the deal in version 1."""
    return any(e["version"] == 1 and e["type"] != "created" for e in events)


def _replaying(seed: int, view: dict, hidden_seed: int | None) -> Rng:
    """The game's generator as far as a spectator can rebuild it: the shown seed, and for the
    hidden draws the hidden seed when given, else a stand-in (those draws shape no public event)."""
    committed = view.get("hidden_commitment")
    if committed is None:  # a seeded game, or one made before hidden seeds: the seed is everything
        return Rng(seed)
    if hidden_seed is not None and hidden_commitment(hidden_seed) != committed:
        raise NotVerified(f"The hidden seed hashes to {hidden_commitment(hidden_seed)}, not the "
                          f"hidden commitment {committed}.")
    return Rng(seed, hidden=Rng("stand-in" if hidden_seed is None else hidden_seed))


def _unsalted(seed: int) -> str:
    return hashlib.sha256(str(seed).encode()).hexdigest()


def _unstamped(event: dict) -> dict:
    return {k: v for k, v in event.items() if k not in STAMPS}


def _as_wire(events: list[dict]):
    """As JSON carries them (tuples become lists), so replayed and fetched events compare."""
    return from_json(to_json(events))


def fetch_json(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=30) as answer:
        return json.load(answer)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m service.verify", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="the game's slug, e.g. starligned")
    parser.add_argument("game_id")
    parser.add_argument("--base", default="http://127.0.0.1:8000", help="the API's address")
    parser.add_argument("--hidden-seed", type=int, help="the game's hidden seed, if the operator gave it to you")
    args = parser.parse_args(argv)
    root = f"{args.base.rstrip('/')}/v1/{args.game}/games/{args.game_id}"
    view = fetch_json(root)
    events = fetch_json(f"{root}/events?after=0")["events"]
    try:
        verified = verify_finished_game(args.game, view, events, args.hidden_seed)
    except NotVerified as failure:
        print(f"NOT VERIFIED: {failure}")
        return 1
    print(f"verified: seed {verified.seed} matches commitment {verified.commitment}; "
          f"the setup replays ({verified.setup_events} setup events match the log)")
    if view.get("hidden_commitment") is not None:
        print("not checked: what is private for ever (drawn from the hidden seed, "
              f"{'given and matching' if args.hidden_seed is not None else 'never shown'}; "
              f"commitment {view['hidden_commitment']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
