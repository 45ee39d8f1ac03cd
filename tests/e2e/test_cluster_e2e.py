"""Starport on a real 3-master Redis Cluster (issue 19), end to end: gunicorn and a worker run
with the image's command lines and ``STARPORT_REDIS_CLUSTER=1``; games live on the cluster, RQ on
the standalone test Redis (``QUEUE_REDIS_URL``). The rate limits are on (set high), so their
counters live on the cluster too.

A table of bots plays a whole game of every title; Starshower's racing-writers test and a
person's game against the worker's bot run unchanged (imported: pytest runs them here with this
module's ``stack``); sixteen copies of one keyed act apply once over real HTTP."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
import requests
from redis.cluster import RedisCluster

from engines import registry
from service.store.games import GameStore
from tests.e2e.conftest import Stack, running_stack
from tests.e2e.test_starshower_e2e import (  # noqa: F401 — collected here, on the cluster
    test_a_human_beats_or_loses_to_greedy_over_http_and_the_score_matches_the_board,
    test_sixteen_clients_race_on_each_version_exactly_one_wins,
)
from tests.playing import StarportClient, watching, whole_log
from tests.service.routes.test_every_game_api import TABLES

# High enough that one address playing every test never meets them: here they only have to count.
GENEROUS_LIMITS = {"STARPORT_RATE_LIMITS": "1", "STARPORT_RATE_CREATES": "100000/minute",
                   "STARPORT_RATE_READS": "1000000/minute", "STARPORT_RATE_ACTS": "100000/second",
                   "STARPORT_MAX_OPEN_GAMES_PER_IP": "100000"}


@contextmanager
def cluster_stack(cluster_url: str, queue_url: str, logs) -> Iterator[Stack]:
    """gunicorn and a worker deployed on a cluster (``running_stack`` with the cluster's
    settings), RQ on the standalone ``queue_url``; also the failover drill's."""
    with running_stack(cluster_url, logs, queue=f"starport-cluster-{uuid.uuid4().hex[:6]}",
                       STARPORT_REDIS_CLUSTER="1", QUEUE_REDIS_URL=queue_url, STARPORT_BOT_PACE_SECONDS="0.05",
                       STARPORT_STREAM_HEARTBEAT="0.5", STARPORT_WORKER_HEARTBEAT=str(logs / "worker.alive"),
                       PYTHONUNBUFFERED="1", **GENEROUS_LIMITS) as running:
        yield running


@pytest.fixture(scope="module")
def stack(redis_cluster, redis_url, tmp_path_factory):
    logs = tmp_path_factory.mktemp("cluster-stack")
    with cluster_stack(redis_cluster.url, redis_url, logs) as running:
        yield running
    worker_log = (logs / "worker.log").read_text()
    assert "Traceback" not in worker_log, f"the worker logged a traceback (logs in {logs}):\n{worker_log}"


@pytest.fixture
def cluster(redis_cluster):
    client = RedisCluster.from_url(redis_cluster.url)
    yield client
    client.close()


def play_starlink_with_a_bot(api: StarportClient) -> str:
    """Starlink with two people and a greedy bot, to the end: an all-bot table needs its sand
    timers (20 s at least) to end most turns, far too slow here. A person illustrating chooses,
    draws a link, and the other person (shown the word by the script) guesses it; while the bot
    illustrates, the people guess the public vocabulary word by word until one is right. The
    bot guesses and draws through the worker all along, so some acts lose a race (409/422)."""
    created = api.create("starlink", [{"name": "ann"}, {"name": "bob"}, {"name": "rex", "bot": "greedy"}],
                         options={"timer_seconds": 20}).body
    game_id = created["game_id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"] if "token" in s}
    tried: dict[int, set[str]] = {}
    give_up = time.monotonic() + 60
    while (table := api.view("starlink", game_id).body)["status"] != "finished":
        assert time.monotonic() < give_up, table["state"]["turn"]
        turn = table["state"]["turn"]
        if turn is None or not table["to_act"]:
            time.sleep(0.02)
            continue
        illustrator = turn["illustrator"]
        if illustrator in tokens:
            mine = api.view("starlink", game_id, tokens[illustrator]).body["state"]["turn"]
            if mine["phase"] == "choose_word":
                choices = api.actions("starlink", game_id, tokens[illustrator]).body["actions"]
                api.act("starlink", game_id, tokens[illustrator], choices[-1])  # a word (or erase for room)
                continue
            if not mine["drawing"]:
                links = [a for a in api.actions("starlink", game_id, tokens[illustrator]).body["actions"]
                         if a["type"] == "add_segment"]
                if links:
                    api.act("starlink", game_id, tokens[illustrator], links[0])
            guesser = next(seat for seat in tokens if seat != illustrator)
            api.act("starlink", game_id, tokens[guesser],
                    {"type": "guess", "text": mine["card"]["words"][mine["card"]["chosen"]]})
            continue
        said = tried.setdefault(turn["number"], set()) | {g["text"] for g in turn["guesses"]}
        for token in tokens.values():
            offered = [a for a in api.actions("starlink", game_id, token).body["actions"]  # the turn may have moved on
                       if a["type"] == "guess" and a["text"] not in said]
            if offered:
                tried[turn["number"]].add(offered[0]["text"])
                api.act("starlink", game_id, token, offered[0])
    return game_id



def play_three_moves_until_seen(api, game_id: str, token: str, seen: list[dict]) -> None:
    """Three of ann's moves, each answered by the worker's bot; then wait until the watcher's
    ``seen`` events reach the game's version."""
    for _ in range(3):
        deadline = time.monotonic() + 10
        while api.view("starshower", game_id).body["to_act"][0]["seat"] != 0:
            assert time.monotonic() < deadline, "the bot never moved"
            time.sleep(0.05)
        action = api.actions("starshower", game_id, token).body["actions"][0]
        assert api.act("starshower", game_id, token, action).status == 200
    final_version = api.view("starshower", game_id).body["version"]
    deadline = time.monotonic() + 10
    while not seen or seen[-1]["version"] < final_version:
        assert time.monotonic() < deadline, f"the watcher saw up to {seen[-1:]} of version {final_version}"
        time.sleep(0.05)

def test_a_table_of_bots_plays_a_whole_game_of_every_title_on_the_cluster(stack, cluster, redis_cluster):
    api = stack.api
    games = {}
    for slug, (seats, options) in TABLES.items():
        meta = registry()[slug].meta
        if meta.timed:
            continue  # played below, with people beside its bot
        levels = [meta.bots[i % len(meta.bots)] for i in range(max(seats, meta.min_players))]
        created = api.create(slug, [{"name": level, "bot": level} for level in levels], options=options).body
        games[created["game_id"]] = slug
    games[play_starlink_with_a_bot(api)] = "starlink"  # the worker plays the others meanwhile
    # Five games share one master 1 time in 81 by chance: another table of the first title's
    # bots until one lands elsewhere, so every run plays on more than one master.
    def masters() -> set[int]:
        return {redis_cluster.master_of(GameStore.key(g)).port for g in games}

    while len(masters()) < 2 and len(games) < 20:
        slug, (seats, options) = next((s, t) for s, t in TABLES.items() if not registry()[s].meta.timed)
        bots = registry()[slug].meta.bots
        created = api.create(slug, [{"name": bots[i % len(bots)], "bot": bots[i % len(bots)]}
                                    for i in range(max(seats, registry()[slug].meta.min_players))], options=options).body
        games[created["game_id"]] = slug
    give_up = time.monotonic() + 60
    playing = dict(games)
    while playing:
        assert time.monotonic() < give_up, f"not finished in 60 s: {playing}"
        for game_id, slug in list(playing.items()):
            if api.view(slug, game_id).body["status"] == "finished":
                del playing[game_id]
        time.sleep(0.2)

    for game_id, slug in games.items():
        score = api.score(slug, game_id).body
        assert score["final"] is True and score["winners"], (slug, score)
        log = whole_log(api, slug, game_id)
        versions = [e["version"] for e in log]
        assert versions == sorted(versions) and versions[-1] == api.view(slug, game_id).body["version"], slug
        keys = [k.decode() for k in cluster.scan_iter(match=f"sp:{{{game_id}}}*")]
        assert len({cluster.keyslot(k) for k in keys}) == 1, keys
    assert len(masters()) >= 2, "the games all landed on one master"


def test_sixteen_copies_of_one_keyed_act_apply_once_over_http(stack):
    api = stack.api
    created = api.create("starshower", [{"name": "ann"}, {"name": "bob"}], seed=5).body
    game_id, tokens = created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}
    seat = api.view("starshower", game_id).body["to_act"][0]["seat"]
    barrier = threading.Barrier(16)
    answers = []

    def send():
        me = StarportClient(requests.Session(), stack.base)
        barrier.wait()
        answers.append(me.act("starshower", game_id, tokens[seat], {"type": "call", "side": "heads"},
                              headers={"Idempotency-Key": "call-once"}))

    threads = [threading.Thread(target=send) for _ in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    # A copy arriving while the first still runs may be told to come back (409, request_in_progress).
    done = [a for a in answers if a.status == 200]
    assert done and all(a.status == 200 or a.body["code"] == "request_in_progress" for a in answers), \
        [a.body for a in answers]
    assert len({a.raw for a in done}) == 1 and done[0].body["version"] == 2
    retry = api.act("starshower", game_id, tokens[seat], {"type": "call", "side": "heads"},
                    headers={"Idempotency-Key": "call-once"})
    assert retry.status == 200 and retry.raw == done[0].raw
    events = api.get(f"/v1/starshower/games/{game_id}/events?after=0").body["events"]
    assert [e["type"] for e in events] == ["created", "flip"]


def test_a_long_poll_watcher_sees_each_move_on_the_cluster(stack):
    api = stack.api
    created = api.create("starshower", [{"name": "ann"}, {"name": "rex", "bot": "greedy"}], seed=8).body
    game_id, token = created["game_id"], created["seats"][0]["token"]
    seen, stop_watching = [], threading.Event()

    def watch():
        me = StarportClient(requests.Session(), stack.base)
        after = 0
        while not stop_watching.is_set():
            page = me.get(f"/v1/starshower/games/{game_id}/events?after={after}&wait=2").body
            seen.extend(page["events"])
            after = page["last_seq"]

    watcher = threading.Thread(target=watch)
    watcher.start()
    try:
        play_three_moves_until_seen(api, game_id, token, seen)
    finally:
        stop_watching.set()
        watcher.join()
    assert [e["version"] for e in seen] == sorted(e["version"] for e in seen)
    assert {e["actor"] for e in seen} >= {0, 1}, "the watcher saw ann's moves and the bot's"


# Every key on the cluster follows the store's rules (service/store/games.py): a game's keys under its
# hash tag (``sp:{id}…``), global keys (``sp-<name>:…``, the limits library's counters), and
# nothing of RQ's. New keys (the lobby…) must fit here.
ALLOWED_PREFIXES = ("sp:{", "sp-", "LIMITS:LIMITER/sp-rl/")


def test_every_key_on_the_cluster_follows_the_stores_rules(stack, cluster):
    # A game and its open-games quota entry of our own: the test does not lean on what the
    # module's earlier tests left (their limiter keys may have expired, or run elsewhere).
    stack.api.create("starshower", [{"name": "ann"}, {"name": "bob"}])
    keys = [k.decode() for k in cluster.scan_iter(count=1000)]
    assert any(k.startswith("sp:{") for k in keys) and any(k.startswith("sp-rl:") for k in keys)
    strays = [k for k in keys if not k.startswith(ALLOWED_PREFIXES)]
    assert strays == [], "keys outside the rules (a queue's key belongs on the queue Redis)"
    for key in keys:
        if key.startswith("sp:{"):
            tag = key[4:key.index("}")]
            assert key == GameStore.key(tag) or key.startswith(GameStore.key(tag) + ":"), key
        elif "{" in key:  # rule 3: a global structure's own tag, sp-<name>:{<name>}:…,
            # or the title's for the lobby, sp-lobby:{<slug>}:<status> (service/store/keys.py)
            name = key.split(":", 1)[0].removeprefix("sp-")
            tag = key[key.index("{") + 1:key.index("}")]
            assert key.startswith(f"sp-{name}:{{{name}}}") or (name == "lobby" and tag in registry()), key


def test_a_stream_watcher_sees_every_move_on_the_cluster(stack):
    """The push stream on a cluster: the commit's PUBLISH (broadcast to every node by the cluster
    bus) reaches the API process's one subscription, whichever node that listens on."""
    api = stack.api
    created = api.create("starshower", [{"name": "ann"}, {"name": "rex", "bot": "greedy"}], seed=9).body
    game_id, token = created["game_id"], created["seats"][0]["token"]
    seen: list[dict] = []
    with watching(stack.base, "starshower", game_id, token, seen.append):
        play_three_moves_until_seen(api, game_id, token, seen)
    logged = api.get(f"/v1/starshower/games/{game_id}/events?after=0", token=token).body["events"]
    assert [e["seq"] for e in seen] == [e["seq"] for e in logged[:len(seen)]], "the stream says what /events says"
    assert {e["actor"] for e in seen} >= {0, 1}, "the watcher saw ann's moves and the bot's"
