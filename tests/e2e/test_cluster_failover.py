"""The failover drill (issue 19): a 3-master cluster with a replica per master, gunicorn and a
worker on it; people play Starshower against the worker's bot in a dozen games; the master
holding most of them is SIGKILLed mid-game. Its replica is promoted by the cluster itself
(``cluster-node-timeout`` 1 s) and the games on the lost master play on: each makes
``MOVES_AFTER`` more moves (or ends), the people acting and the bot replying.

What a failover can lose: Redis replicates asynchronously, so a commit the master acknowledged
but had not yet sent to its replica when it died is gone, and its version number is given to the
next move. The drill finds every such move exactly: an act's answer carries its events, each
stamped with its version; after the game, the log's events of that version must be the same
ones. A lost move may only be one acknowledged in the last moments before the kill
(``LOSS_WINDOW``); on this machine none is usually lost (replication runs within a millisecond).
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field

import pytest
import requests

from service.running.redis_cluster import EmbeddedCluster
from service.store.games import GameStore
from tests.e2e.test_cluster_e2e import cluster_stack
from tests.playing import StarportClient, watching
from tests.spec_check import SpecCheck

GAMES = 12
PLAY_BEFORE_KILL = 1.5  # seconds of play before the master dies
MOVED_WITHIN = 15.0  # the most the kill waits, after that, for a move on every game of the master
LOSS_WINDOW = 1.0  # an acknowledged move lost by the failover was acknowledged this close to the kill
PROMOTED_WITHIN = 10.0
MOVES_AFTER = 10  # acknowledged acts per game on the lost master, after its replica's promotion
PLAYED_ON_WITHIN = 30.0


@dataclass
class Player:
    """One person playing one game through the drill, keeping every answer they were given."""

    game_id: str
    token: str
    acknowledged: list[tuple[float, int, list]] = field(default_factory=list)  # (when, version, events)
    refused: dict[int, int] = field(default_factory=dict)  # status -> count
    error: str | None = None
    finished: bool = False

    def moves_since(self, moment: float) -> int:
        return sum(1 for when, _, _ in self.acknowledged if when > moment)


def play(api: StarportClient, player: Player, stopping: threading.Event) -> None:
    """Act whenever it is the person's turn, until the game ends; take whatever the store says
    while it fails over (503, a connection cut) and try again."""
    try:
        while not stopping.is_set():
            try:
                view = api.view("starshower", player.game_id, player.token)
            except requests.RequestException:
                time.sleep(0.05)
                continue
            if view.status != 200:
                player.refused[view.status] = player.refused.get(view.status, 0) + 1
                time.sleep(0.05)
                continue
            if view.body["status"] == "finished":
                player.finished = True
                return
            if [p["seat"] for p in view.body["to_act"]] != [0]:
                time.sleep(0.02)
                continue
            listed = api.actions("starshower", player.game_id, player.token)
            if listed.status != 200 or not listed.body["actions"]:
                continue
            answer = api.act("starshower", player.game_id, player.token, listed.body["actions"][0])
            if answer.status == 200:
                player.acknowledged.append((time.time(), answer.body["version"], answer.body["events"]))
            else:
                player.refused[answer.status] = player.refused.get(answer.status, 0) + 1
                assert answer.status in (409, 412, 422, 503), answer.body
    except Exception as error:  # noqa: BLE001 — reported by the test, not lost in a thread
        player.error = repr(error)


@pytest.fixture(scope="module")
def drill(redis_url, tmp_path_factory):
    logs = tmp_path_factory.mktemp("failover")
    cluster = EmbeddedCluster(logs / "cluster", masters=3, replicas=1, node_timeout_ms=1000).start()
    try:
        with cluster_stack(cluster.url, redis_url, logs) as running:
            yield cluster, running.base
    finally:
        cluster.stop()
    worker_log = (logs / "worker.log").read_text()
    # Whether a driver happens to run during the ~2 s of failover is timing: on a quiet box none
    # may (seen in CI: the assertion that one did failed there). What must hold either way: none
    # that did met it with a traceback.
    assert "Traceback" not in worker_log, f"a driver failed on the failover instead of waiting (logs in {logs})"


def serving_port(cluster, key: str) -> int | None:
    """The port of the master serving ``key`` now; None in the moment of a failover when the dead
    master's slots are listed under nobody (CLUSTER SLOTS leaves them out until the replica wins)."""
    try:
        return cluster.master_of(key).port
    except LookupError:
        return None


def test_a_master_dies_mid_game_its_replica_takes_over_and_every_game_plays_on(drill):
    cluster, base = drill
    api = StarportClient(requests.Session(), base)
    players = []
    for _ in range(GAMES):
        created = api.create("starshower", [{"name": "ann"}, {"name": "rex", "bot": "greedy"}],
                             options={"size": 10}).body
        players.append(Player(created["game_id"], created["seats"][0]["token"]))
    by_master = {}
    for player in players:
        by_master.setdefault(cluster.master_of(GameStore.key(player.game_id)).port, []).append(player)
    victim_port, victims = max(by_master.items(), key=lambda item: len(item[1]))
    victim = next(node for node in cluster.nodes if node.port == victim_port)
    (heir,) = cluster.replicas_of(victim)

    watched = victims[0]  # a stream on a game of the master about to die: it must hear the moves after
    streamed: list[tuple[float, int]] = []  # (when, version)
    stopping = threading.Event()

    def hear(event: dict) -> None:
        streamed.append((time.time(), event["version"]))

    # The answers during the failover (503s among them) are checked against openapi.yaml too.
    threads = [threading.Thread(target=play, args=(StarportClient(requests.Session(), base, spec_check=SpecCheck()),
                                                   p, stopping))
               for p in players]
    with watching(base, "starshower", watched.game_id, watched.token, hear):
        for t in threads:
            t.start()
        try:
            # At least PLAY_BEFORE_KILL of play, and on a loaded machine until every game on the
            # victim has moved (a full suite's CPU once left one thread without an answer at 1.5 s).
            time.sleep(PLAY_BEFORE_KILL)
            give_up = time.monotonic() + MOVED_WITHIN
            while not all(p.acknowledged for p in victims) and time.monotonic() < give_up:
                time.sleep(0.05)
            assert all(p.acknowledged for p in victims), "every game on the victim has moved before the kill"
            killed_at = time.time()
            cluster.kill(victim)
            give_up = time.monotonic() + PROMOTED_WITHIN
            while serving_port(cluster, GameStore.key(victims[0].game_id)) != heir.port:
                assert time.monotonic() < give_up, "the replica was not promoted"
                time.sleep(0.05)
            promoted_at = time.time()
            give_up = time.monotonic() + PLAYED_ON_WITHIN
            while not all(p.finished or p.moves_since(promoted_at) >= MOVES_AFTER for p in victims):
                assert time.monotonic() < give_up, [(p.game_id, p.moves_since(promoted_at)) for p in victims]
                assert not [p.error for p in players if p.error], [p.error for p in players]
                time.sleep(0.1)
            last_acknowledged = watched.acknowledged[-1][1]
            while not streamed or streamed[-1][1] < last_acknowledged:
                assert time.monotonic() < give_up, f"the stream stopped at {streamed[-1:]}, the game at {last_acknowledged}"
                time.sleep(0.05)
        finally:
            stopping.set()
            for t in threads:
                t.join()

    assert [p.error for p in players if p.error] == []
    lost = []
    for player in players:
        log = api.get(f"/v1/starshower/games/{player.game_id}/events?after=0", token=player.token).body["events"]
        logged = {}
        for event in log:
            logged.setdefault(event["version"], []).append(event)
        for when, version, events in player.acknowledged:
            if json.dumps(logged.get(version), sort_keys=True) != json.dumps(events, sort_keys=True):
                lost.append((player.game_id, version, round(killed_at - when, 3)))
    after_kill = sum(p.moves_since(killed_at) for p in victims)
    promoted_after = promoted_at - killed_at
    refusals = {}
    for p in players:
        for status, n in p.refused.items():
            refusals[status] = refusals.get(status, 0) + n
    acknowledged = sum(len(p.acknowledged) for p in players)
    heard_after = sum(1 for when, _ in streamed if when > promoted_at)
    print(f"\nfailover drill: the stream on {watched.game_id} heard {heard_after} events after the promotion")
    print(f"failover drill: master {victim_port} ({len(victims)} of {GAMES} games) killed; replica {heir.port} "
          f"promoted after {promoted_after:.2f} s; {acknowledged} acts acknowledged, {after_kill} of them on the "
          f"victim's games after the kill; refusals by status {refusals}; acknowledged moves lost: {lost}")
    assert all(before_kill <= LOSS_WINDOW for _, _, before_kill in lost), lost
