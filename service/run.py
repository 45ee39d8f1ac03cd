"""`make run`: the embedded Redis (unless REDIS_URL is set), gunicorn and one RQ worker.

The launcher supervises them: a child that exits without being asked to is logged and started
again, after a backoff that keeps a crash loop from spinning. The embedded Redis comes back on
the same socket and data dir (AOF on), so games survive it. A STARPORT_BIND address another
program holds stops it before anything starts, with one line naming that program: restarting
the API could never succeed.

Ctrl-C, SIGTERM or SIGHUP stops all of them, in order (API, worker, Redis), and leaves no
process behind. A launcher killed outright (SIGKILL, the OOM killer) takes them along: each child
gets SIGTERM from the kernel when it dies (``die_with_launcher``).
"""

from __future__ import annotations

import ctypes
import errno
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

from service.running.redis_server import AlreadyRunning, EmbeddedRedis, default_data_dir

# The exact command lines of the container image (Dockerfile CMD and docker-compose's worker).
API_COMMAND = ["gunicorn", "--config", "python:service.running.gunicorn_conf", "service.app:create_app()"]
WORKER_COMMAND = ["python", "-m", "worker"]

FIRST_BACKOFF = 0.5
MAX_BACKOFF = 10.0
STABLE_AFTER = 30.0  # seconds up after which a crash counts as a first one again
POLL_SECONDS = 0.2
PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def in_venv(command: list[str]) -> list[str]:
    """The same command, run with this interpreter's environment."""
    bindir = os.path.dirname(sys.executable)
    if command[0] == "python":
        return [sys.executable, *command[1:]]
    return [os.path.join(bindir, command[0]), *command[1:]]


def die_with_launcher() -> Callable[[], None]:
    """A ``preexec_fn`` that makes a child get SIGTERM when the launcher dies, even by SIGKILL
    (Linux's PR_SET_PDEATHSIG): no Redis, API or worker outlives it in a session of its own."""
    launcher = os.getpid()
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):  # not Linux: the signals' handlers still stop everything
        return lambda: None

    def in_the_child() -> None:
        prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
        if os.getppid() != launcher:  # the launcher died between the fork and the prctl
            os.kill(os.getpid(), signal.SIGTERM)
    return in_the_child


class PortInUse(RuntimeError):
    """STARPORT_BIND's address is taken by another program: gunicorn would retry it forever."""


def check_bind_free(bind: str) -> None:
    """Bind STARPORT_BIND's address once, as gunicorn will (SO_REUSEADDR), and let it go; raise
    PortInUse, naming the program that holds it when /proc tells, if it is taken. A Unix socket
    (``unix:…``) is gunicorn's to check."""
    if bind.startswith(("unix:", "fd://")):
        return
    host, _, port = bind.rpartition(":")
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host.strip("[]") or "0.0.0.0", int(port),
                                                             type=socket.SOCK_STREAM)[0]
    except (OSError, ValueError):
        return  # not an address this check can read: gunicorn says what is wrong with it
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as error:
            if error.errno != errno.EADDRINUSE:
                return
            holder = listener_on(int(port))
            raise PortInUse(f"{bind} is already in use{f' by {holder}' if holder else ''}: stop it, or set "
                            f"STARPORT_BIND to a free address (e.g. STARPORT_BIND={host}:{int(port) + 1})") from None


def listener_on(port: int) -> str | None:
    """``pid N (command line)`` of a process listening on TCP ``port``, if /proc shows one
    (Linux; another user's processes stay hidden unless we are root); else None."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            rows = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for row in rows:
            fields = row.split()
            if fields[3] == "0A" and int(fields[1].rsplit(":", 1)[1], 16) == port:  # 0A: LISTEN
                inodes.add(fields[9])
    sockets = {f"socket:[{inode}]" for inode in inodes}
    for pid in filter(str.isdigit, os.listdir("/proc") if sockets else ()):
        try:
            if any(os.readlink(f"/proc/{pid}/fd/{fd}") in sockets for fd in os.listdir(f"/proc/{pid}/fd")):
                command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
                return f"pid {pid} ({command.strip()[:120]})"
        except OSError:
            continue
    return None


def say(message: str) -> None:
    print(f"starport: {message}", flush=True)


class Child:
    """One supervised process: started again, after a growing pause, whenever it exits unasked."""

    def __init__(self, name: str, launch: Callable[[], subprocess.Popen]):
        self.name = name
        self.launch = launch
        self.process: subprocess.Popen | None = None
        self.started_at = 0.0
        self.backoff = FIRST_BACKOFF
        self.restart_at: float | None = None

    def start(self) -> None:
        self.restart_at = None
        self.started_at = time.monotonic()
        self.process = self.launch()

    def tend(self, now: float) -> None:
        """Notice an exit and schedule the restart; restart when its time has come."""
        if self.restart_at is not None:
            if now >= self.restart_at:
                self._restart(now)
            return
        code = self.process.poll()
        if code is None:
            return
        self._clear_group()
        if now - self.started_at >= STABLE_AFTER:
            self.backoff = FIRST_BACKOFF
        say(f"{self.name} exited with {code}; restarting in {self.backoff:g} s")
        self.restart_at = now + self.backoff
        self.backoff = min(self.backoff * 2, MAX_BACKOFF)

    def _restart(self, now: float) -> None:
        try:
            self.start()
        except AlreadyRunning:
            raise  # something else listens on our socket now: never share a data dir
        except Exception as error:  # noqa: BLE001 — a failed start is one more crash to back off from
            say(f"{self.name} did not start ({error}); again in {self.backoff:g} s")
            self.restart_at = now + self.backoff
            self.backoff = min(self.backoff * 2, MAX_BACKOFF)

    def _clear_group(self) -> None:
        # Each child leads its own process group: what a dead leader left running (gunicorn's
        # workers still holding the port, a Redis save in progress) goes with it.
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
        except (ProcessLookupError, PermissionError):
            pass

    def ask_to_stop(self) -> None:
        """Stop it for good (we asked): no restart follows. `wait` sees it gone."""
        self.restart_at = None
        if self.process and self.process.poll() is None:
            self.process.terminate()

    def wait(self) -> None:
        if self.process and self.process.poll() is None:
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process:
            self._clear_group()


def main() -> int:
    env = dict(os.environ)
    bind = env.get("STARPORT_BIND", "127.0.0.1:8000")
    try:  # before anything starts: gunicorn would say "Connection in use" and the API restart forever
        check_bind_free(bind)
    except PortInUse as refusal:
        print(f"starport: {refusal}", file=sys.stderr, flush=True)
        return 1
    embedded = None
    orphan_guard = die_with_launcher()
    if not env.get("REDIS_URL"):
        embedded = EmbeddedRedis(default_data_dir(), preexec_fn=orphan_guard)
        env["REDIS_URL"] = embedded.url
    store = [Child("redis", lambda: embedded.start().process)] if embedded else []  # stopped by embedded.stop()
    services = [Child("api", lambda: subprocess.Popen(in_venv(API_COMMAND), env=env, start_new_session=True,
                                                      preexec_fn=orphan_guard)),
                Child("worker", lambda: subprocess.Popen(in_venv(WORKER_COMMAND), env=env, start_new_session=True,
                                                         preexec_fn=orphan_guard))]

    stopping = False

    def stop(signum, frame):
        nonlocal stopping
        stopping = True

    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, stop)
    try:
        for child in store:
            child.start()
            say(f"embedded Redis at {embedded.url} (data in {embedded.data_dir})")
        for child in services:
            child.start()
        say(f"API on http://{bind} — docs at /docs; "
            "Ctrl-C stops everything")
        while not stopping:
            now = time.monotonic()
            for child in store + services:
                child.tend(now)
            time.sleep(POLL_SECONDS)
    except AlreadyRunning as refusal:
        print(f"starport: {refusal}", file=sys.stderr, flush=True)
        return 1
    finally:
        for child in services:  # the API, then the worker, both at once; Redis once they are gone
            child.ask_to_stop()
        for child in services:
            child.wait()
        if embedded:
            embedded.stop()  # also releases the data dir's lock, even if Redis never started
    return 0


if __name__ == "__main__":
    sys.exit(main())
