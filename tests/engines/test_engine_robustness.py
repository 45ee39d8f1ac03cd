"""Every engine, fed junk, refuses it with ``IllegalAction`` and changes nothing.

Bots and tests call engines without the HTTP schema in front (engines/README.md: "the engine
validates every field it reads"). For each registered engine, over random games a few random
legal moves in:

- a seat of the wrong type (float, bool, string, None) or out of range is no player:
  ``apply`` refuses it, ``legal_actions`` refuses it or lists nothing, and ``view`` refuses it or
  shows no more than a spectator sees;
- a junk action (random dicts with keys of any type, lists, None, nested junk) and a near miss
  (a legal action with one field replaced by junk, removed, or a stray key added) are refused —
  unless the engine accepts it as legal, in which case it has the shape of a listed action;
- a refused call changes nothing: the encoded state is the same before and after.
"""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import HealthCheck, event, given, settings, strategies as st

import engines
from engines.contract import IllegalAction, Rng
from tests.examples import examples

GAMES = list(engines.registry().values())
NOW = 1_000_000.0
CODES = {"illegal_action", "not_your_turn", "game_over"}  # what an engine may refuse with

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 12), st.integers(), st.floats(),
    st.text(max_size=6), st.sampled_from(["", "type", "place", "play", "call", "cosmobot"]),
)
keys = st.one_of(st.text(max_size=6), st.integers(-2, 5), st.none(), st.booleans(), st.floats(0, 2),
                 st.tuples(st.integers(0, 2)))
junk = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=3),
    st.dictionaries(keys, inner, max_size=3),
), max_leaves=6)


def junk_seats(players: int, automata: tuple[str, ...]):
    """Seats of the wrong type or out of range; never a seat or automaton of this game."""
    in_range = st.integers(0, players - 1)
    return st.one_of(
        in_range.map(float), st.floats().filter(lambda f: not (f.is_integer() and 0 <= f < players)),
        st.booleans(), st.none(),
        in_range.map(str), st.text(max_size=8).filter(lambda s: s not in automata),
        st.integers(players, players + 10), st.integers(-players - 2, -1), st.integers(2**40, 2**70),
    )


def play_a_little(game, players: int, seed: int, moves: int):
    """A new game with ``moves`` random legal moves played; returns (state, rng, now)."""
    rng, chooser, now = Rng(seed), random.Random(seed), NOW
    state = game.setup(players, game.meta.resolve_options({}), rng)
    game.start(state, now)
    for _ in range(moves):
        if game.is_over(state):
            break
        actors = sorted(game.to_act(state, now), key=str)
        if not actors:
            deadline = game.deadline(state)
            if deadline is None:
                break
            now = max(now, deadline)
            game.expire(state, now, rng)
            continue
        actor = chooser.choice(actors)
        if isinstance(actor, str):
            action = game.automaton_action(state, actor, rng, now)
        else:
            action = chooser.choice(game.legal_actions(state, actor, now))
        game.apply(state, actor, action, rng, now)
        now += 1.0
    return state, rng, now


def actor_and_legal(game, state, now, chooser: random.Random):
    """Someone to act (a seat if one is, else an automaton) and their legal actions; or (None, [])."""
    actors = sorted(game.to_act(state, now), key=str)
    seats = [a for a in actors if not isinstance(a, str)]
    actor = chooser.choice(seats or actors) if actors else None
    return actor, (game.legal_actions(state, actor, now) if actor is not None else [])


def shape(value) -> frozenset:
    """The structure of a value: container kinds and leaf types (bool, int, float kept apart)."""
    if isinstance(value, dict):
        return frozenset({"dict"}) | {f"{key!r}.{s}" for key, item in value.items() for s in shape(item)}
    if isinstance(value, (list, tuple)):
        return frozenset({"list"}) | {f"[].{s}" for item in value for s in shape(item)}
    return frozenset({type(value).__name__})


def shaped_like_a_legal_action(action, legal: list) -> bool:
    """The same keys as a listed action of its type, each value shaped like those listed."""
    if action in legal:
        return True
    if not isinstance(action, dict):
        return False
    alike = [a for a in legal if a.get("type") == action.get("type") and set(a) == set(action)]
    return bool(alike) and all(
        shape(action[key]) <= frozenset().union(*(shape(a[key]) for a in alike)) for key in action)


def refuses(call) -> IllegalAction | None:
    """Run ``call``; an IllegalAction is returned, anything else but success propagates."""
    try:
        call()
    except IllegalAction as refusal:
        assert refusal.code in CODES and isinstance(refusal.detail, str) and refusal.detail
        return refusal
    return None


def junk_action_for(data, legal: list):
    """Pure junk, or a near miss of a legal action (one field replaced, removed or added)."""
    if not legal or data.draw(st.booleans(), label="pure junk"):
        if legal and data.draw(st.booleans(), label="with a real type"):
            kinds = sorted({a["type"] for a in legal if isinstance(a, dict) and "type" in a})
            fields = data.draw(st.dictionaries(keys, junk, max_size=4), label="fields")
            event("junk fields under a real type")
            return {**fields, "type": data.draw(st.sampled_from(kinds), label="type")}
        event("pure junk")
        return data.draw(junk, label="junk action")
    action = msgspec.json.decode(msgspec.json.encode(data.draw(st.sampled_from(legal), label="legal action")))
    paths = list(_paths(action))
    path = data.draw(st.sampled_from(paths), label="path")
    parent, last = _follow(action, path[:-1]), path[-1]
    how = data.draw(st.sampled_from(["replace", "remove", "add"] if isinstance(parent, dict) else ["replace"]),
                    label="how")
    event(f"a near miss: {how} a field")
    if how == "replace":
        parent[last] = data.draw(junk, label="junk value")
    elif how == "remove":
        del parent[last]
    else:
        parent[data.draw(keys, label="stray key")] = data.draw(junk, label="stray value")
    return action


def _paths(value, prefix=()):
    """Every path to a field or item inside an action, containers and leaves alike."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        yield prefix + (key,)
        yield from _paths(item, prefix + (key,))


def _follow(value, path):
    for key in path:
        value = value[key]
    return value


def same_json(a, b) -> bool:
    def as_json(value):
        try:
            return msgspec.json.encode(value)
        except (TypeError, ValueError, OverflowError):
            return None
    return as_json(a) == as_json(b) and as_json(a) is not None


ROBUST = settings(max_examples=examples(80), deadline=None, derandomize=True,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.meta.slug)
@ROBUST
@given(data=st.data())
def test_a_seat_of_the_wrong_type_or_out_of_range_is_no_player(game, data):
    meta = game.meta
    players = data.draw(st.integers(meta.min_players, meta.max_players), label="players")
    seed = data.draw(st.integers(0, 2**32), label="seed")
    state, rng, now = play_a_little(game, players, seed, data.draw(st.integers(0, 8), label="moves"))
    _, legal = actor_and_legal(game, state, now, random.Random(seed))
    seat = data.draw(junk_seats(players, meta.automata), label="seat")
    action = data.draw(st.sampled_from(legal), label="a legal action") if legal else data.draw(junk)
    before = game.encode(state)

    refusal = refuses(lambda: game.apply(state, seat, action, rng, now))
    assert refusal is not None, f"apply accepted seat {seat!r}"
    assert game.encode(state) == before, "a refused apply changed the state"

    listed = []
    refusal = refuses(lambda: listed.append(game.legal_actions(state, seat, now)))
    assert refusal is not None or listed == [[]], f"legal_actions listed moves for seat {seat!r}"

    shown = []
    refusal = refuses(lambda: shown.append(game.view(state, seat)))
    assert refusal is not None or same_json(shown[0], game.view(state, None)), (
        f"view for seat {seat!r} is not the spectator's view")
    assert game.encode(state) == before, "legal_actions or view changed the state"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.meta.slug)
@ROBUST
@given(data=st.data())
def test_a_junk_action_is_refused_and_changes_nothing(game, data):
    meta = game.meta
    players = data.draw(st.integers(meta.min_players, meta.max_players), label="players")
    seed = data.draw(st.integers(0, 2**32), label="seed")
    state, rng, now = play_a_little(game, players, seed, data.draw(st.integers(0, 8), label="moves"))
    actor, legal = actor_and_legal(game, state, now, random.Random(seed))
    if actor is None:  # over, or waiting on a timer: nobody may act, so junk is refused all the same
        actor = 0
    action = junk_action_for(data, legal)
    before = game.encode(state)

    refusal = refuses(lambda: game.apply(state, actor, action, rng, now))
    event(f"apply: {refusal.code if refusal else 'accepted'}")  # shown by --hypothesis-show-statistics
    if refusal is None:
        assert shaped_like_a_legal_action(action, legal), f"apply accepted {action!r}"
        game.encode(state)  # what it accepted still encodes
    else:
        assert game.encode(state) == before, "a refused apply changed the state"
