"""A throwaway PostgreSQL server for tests: Debian's binaries (``make postgres`` installs them),
initdb into a temporary folder, the server on a free loopback port, removed when stopped.

initdb and postgres refuse to run as root: as root they run as the ``postgres`` user (the
Debian package creates it) through runuser, in a folder of their own under /tmp (pytest's
temporary folders are root's, mode 0700, which that user may not enter).
"""

from __future__ import annotations

import fcntl
import glob
import json
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

import psycopg

USER = "postgres"


def binaries() -> str | None:
    """The newest installed PostgreSQL's bin folder (Debian keeps them off PATH), or None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    if found:
        return os.path.dirname(found[-1])
    initdb = shutil.which("initdb")
    return os.path.dirname(initdb) if initdb else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PostgresServer:
    """``start()``, ``stop()`` (the data stays: start again to model an outage), ``remove()``."""

    def __init__(self, *, durable: bool = False, running_in: tuple[str, int] | None = None):
        """A new server's folder (initdb), or with ``running_in`` (folder, port) one already running."""
        self.durable = durable  # fsync on, as a real server runs (the bench); tests need not wait on disks
        self.bin = binaries()
        if self.bin is None:
            raise RuntimeError("PostgreSQL is not installed: `make postgres` installs Debian's package")
        self.as_root = os.geteuid() == 0
        if running_in is not None:
            self.dir, self.port = running_in
            self.data = os.path.join(self.dir, "data")
            return
        self.dir = tempfile.mkdtemp(prefix="starport-pg-")
        self.data = os.path.join(self.dir, "data")
        self.port = free_port()
        if self.as_root:
            owner = pwd.getpwnam(USER)
            os.chown(self.dir, owner.pw_uid, owner.pw_gid)
        self._run("initdb", "-D", self.data, "-U", USER, "--auth=trust", "--no-sync", "-E", "UTF8")

    @property
    def url(self) -> str:
        """The SQLAlchemy URL of its ``postgres`` database."""
        return f"postgresql+psycopg://{USER}@127.0.0.1:{self.port}/postgres"

    def _run(self, program: str, *args: str) -> None:
        command = [os.path.join(self.bin, program), *args]
        if self.as_root:
            command = ["runuser", "-u", USER, "--", *command]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=self.dir)

    def start(self) -> PostgresServer:
        # fsync off unless durable: a test's server is thrown away; the socket in its own folder, not /run.
        options = f"-h 127.0.0.1 -p {self.port} -k {self.dir}"
        if not self.durable:
            options += " -c fsync=off -c full_page_writes=off"
        self._run("pg_ctl", "-D", self.data, "-l", os.path.join(self.dir, "log"), "-o", options, "-w", "start")
        self._wait_ready()
        return self

    def _wait_ready(self, seconds: float = 30) -> None:
        deadline = time.monotonic() + seconds
        while True:
            try:
                psycopg.connect(self.dsn("postgres"), connect_timeout=2).close()
                return
            except psycopg.OperationalError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)

    def stop(self) -> None:
        self._run("pg_ctl", "-D", self.data, "-m", "fast", "-w", "stop")

    def remove(self) -> None:
        try:
            self.stop()
        except subprocess.CalledProcessError:
            pass  # it was not running
        shutil.rmtree(self.dir, ignore_errors=True)

    def dsn(self, database: str) -> str:
        return f"host=127.0.0.1 port={self.port} user={USER} dbname={database}"

    def create_database(self, name: str) -> str:
        """A new empty database; its SQLAlchemy URL."""
        with psycopg.connect(self.dsn("postgres"), autocommit=True) as connection:
            connection.execute(f'CREATE DATABASE "{name}"')
        return f"postgresql+psycopg://{USER}@127.0.0.1:{self.port}/{name}"

    def drop_database(self, name: str) -> None:
        with psycopg.connect(self.dsn("postgres"), autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


# One server for all the test processes of a run (xdist's workers), in a folder they share: each
# worker's own initdb and start cost ~1 s of CPU, and every test has a database of its own anyway.
# The first process to ask starts it; each asking process is counted; the last to let go stops it.
@contextmanager
def _locked(folder: Path):
    with open(folder / "postgres.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def shared_server(folder: Path) -> PostgresServer:
    """The run's server in ``folder`` (started if no live process holds one), held by this process
    until ``let_go``."""
    state = folder / "postgres.json"
    with _locked(folder):
        held = json.loads(state.read_text()) if state.exists() else {"users": []}
        held["users"] = [pid for pid in held["users"] if _alive(pid)]  # a crashed worker lets go
        if held["users"]:
            server = PostgresServer(running_in=(held["dir"], held["port"]))
        else:
            server = PostgresServer().start()
            held = {"dir": server.dir, "port": server.port, "users": []}
        held["users"].append(os.getpid())
        state.write_text(json.dumps(held))
    return server


def let_go(folder: Path, server: PostgresServer) -> None:
    """This process is done with the shared server: the last one out removes it."""
    state = folder / "postgres.json"
    with _locked(folder):
        held = json.loads(state.read_text())
        held["users"] = [pid for pid in held["users"] if pid != os.getpid() and _alive(pid)]
        if held["users"]:
            state.write_text(json.dumps(held))
            return
        state.unlink()
        server.remove()
