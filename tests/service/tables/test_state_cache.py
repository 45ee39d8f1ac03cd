"""The decoded-state cache of an API process: an act may skip the decode only when Redis holds
exactly what this process committed; otherwise it reads afresh, and the game plays the same."""

import random

import pytest
import redis

from engines import registry
from service.games import GameService
from service.store.queue import Scheduler
from service.tables.state_cache import StateCache
from service.store.games import GameStore

GAME = "starshower"


def test_a_kept_state_is_handed_over_once_and_only_for_the_same_version_and_bytes():
    cache = StateCache(2)
    state = object()
    cache.keep("g", 3, b"abc", state)
    assert cache.take("g", 3, b"abc") is state
    assert cache.take("g", 3, b"abc") is None  # handed over: the taker owns it now
    cache.keep("g", 3, b"abc", state)
    assert cache.take("g", 4, b"abc") is None and len(cache) == 0  # moved on: forgotten
    cache.keep("g", 3, b"abc", state)
    assert cache.take("g", 3, b"abd") is None  # same version, other bytes: read afresh
    for game in "abc":
        cache.keep(game, 1, b"x", state)
    assert len(cache) == 2 and cache.take("a", 1, b"x") is None  # the oldest went first
    off = StateCache(0)
    off.keep("g", 1, b"x", state)
    assert off.take("g", 1, b"x") is None


@pytest.fixture
def services(redis_url):
    """Two API processes (one cache each) over one Redis, and one with no cache."""
    client = redis.Redis.from_url(redis_url)
    store = GameStore(client, finished_ttl=600, idle_ttl=600)
    made = [GameService(store, Scheduler(), cached_states=cached) for cached in (64, 64, 0)]
    yield made
    client.close()


class CountingDecodes:
    def __init__(self, monkeypatch):
        self.count = 0
        engine = registry()[GAME]
        real = engine.decode

        def decode(raw):
            self.count += 1
            return real(raw)
        monkeypatch.setattr(engine, "decode", decode)


def play(service_for_turn, seed: int, acts: int) -> list[bytes]:
    """Random legal actions, each sent through ``service_for_turn(i)``; the answers."""
    engine = registry()[GAME]
    chooser = random.Random(seed)
    first = service_for_turn(0)
    created = first.create(GAME, [{"name": "a"}, {"name": "b"}], {"size": 10}, seed)
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    answers = []
    for i in range(acts):
        service = service_for_turn(i)
        record = service.store.load(created["game_id"])
        if record.status == "finished":
            break
        state = engine.decode(record.state)
        seat = next(iter(engine.to_act(state, 0.0)))
        action = chooser.choice(engine.legal_actions(state, seat, 0.0))
        answers.append(service.act(GAME, created["game_id"], tokens[seat], action, with_view=False))
    return answers


def test_one_process_acting_in_a_row_decodes_once_and_plays_the_same_game(services, monkeypatch):
    cached, _, uncached = services
    want = play(lambda i: uncached, seed=5, acts=60)
    decodes = CountingDecodes(monkeypatch)
    got = play(lambda i: cached, seed=5, acts=60)
    assert got == want
    # play() itself decodes once per act to choose; the service only for the first act.
    assert decodes.count == len(got) + 1


def test_acts_alternating_between_processes_always_read_afresh(services, monkeypatch):
    one, two, uncached = services
    want = play(lambda i: uncached, seed=6, acts=60)
    decodes = CountingDecodes(monkeypatch)
    got = play(lambda i: (one, two)[i % 2], seed=6, acts=60)
    assert got == want
    assert decodes.count == 2 * len(got)  # the other process moved the game on every time


def test_a_refused_act_leaves_no_changed_state_behind(services):
    cached, _, _ = services
    created = cached.create(GAME, [{"name": "a"}, {"name": "b"}], {"size": 10}, 9)
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    engine = registry()[GAME]
    game_id = created["game_id"]
    seat = next(iter(engine.to_act(engine.decode(cached.store.load(game_id).state), 0.0)))
    cached.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"})
    state = engine.decode(cached.store.load(game_id).state)
    with pytest.raises(Exception):
        cached.act(GAME, game_id, tokens[seat], {"type": "star" if state.phase == "black_star" else "black_star",
                                                 "point": [0, 0]})
    assert len(cached.states) == 0  # the refused act took the state and did not put it back
    legal = engine.legal_actions(state, seat, 0.0)[0]
    cached.act(GAME, game_id, tokens[seat], legal)
    after = engine.decode(cached.store.load(game_id).state)
    engine.apply(state, seat, legal, None, 0.0)  # a good or black star needs no coin
    assert after == state


def test_a_version_rewritten_elsewhere_is_read_afresh(services, redis_client, monkeypatch):
    # As after a Redis restored to an older point where another process then wrote the same
    # version differently: the version matches, the bytes do not.
    cached, other, _ = services
    engine = registry()[GAME]
    created = cached.create(GAME, [{"name": "a"}, {"name": "b"}], {"size": 10}, 3)
    game_id, tokens = created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}
    seat = next(iter(engine.to_act(engine.decode(cached.store.load(game_id).state), 0.0)))
    cached.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"})
    state = engine.decode(cached.store.load(game_id).state)
    state.first_player = 1 - state.first_player  # a different game at the same version
    redis_client.hset(GameStore.key(game_id), "state", engine.encode(state))
    decodes = CountingDecodes(monkeypatch)
    action = engine.legal_actions(state, seat, 0.0)[0]
    cached.act(GAME, game_id, tokens[seat], action)
    assert decodes.count == 1
    assert engine.decode(cached.store.load(game_id).state).first_player == state.first_player
