"""`make run`: the embedded Redis (unless REDIS_URL is set), gunicorn and one RQ worker.

Ctrl-C or SIGTERM stops all of them, in order, and leaves no process behind.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from service.redis_server import EmbeddedRedis, default_data_dir

# The exact command lines of the container image (Dockerfile CMD and docker-compose's worker).
API_COMMAND = ["gunicorn", "--config", "python:service.gunicorn_conf", "service.app:create_app()"]
WORKER_COMMAND = ["python", "-m", "worker"]


def in_venv(command: list[str]) -> list[str]:
    """The same command, run with this interpreter's environment."""
    bindir = os.path.dirname(sys.executable)
    if command[0] == "python":
        return [sys.executable, *command[1:]]
    return [os.path.join(bindir, command[0]), *command[1:]]


def main() -> int:
    env = dict(os.environ)
    embedded = None
    if not env.get("REDIS_URL"):
        embedded = EmbeddedRedis(default_data_dir()).start()
        env["REDIS_URL"] = embedded.url
        print(f"starport: embedded Redis at {embedded.url} (data in {embedded.data_dir})", flush=True)
    children = [subprocess.Popen(in_venv(API_COMMAND), env=env),
                subprocess.Popen(in_venv(WORKER_COMMAND), env=env)]
    print(f"starport: API on http://{env.get('STARPORT_BIND', '127.0.0.1:8000')} — docs at /docs; "
          "Ctrl-C stops everything", flush=True)

    stopping = False

    def stop(signum, frame):
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        while not stopping and all(child.poll() is None for child in children):
            time.sleep(0.2)
    finally:
        for child in children:
            if child.poll() is None:
                child.terminate()
        for child in children:
            try:
                child.wait(timeout=20)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
        if embedded:
            embedded.stop()
    failed = [child.returncode for child in children if child.returncode not in (0, -signal.SIGTERM)]
    return 0 if stopping or not failed else 1


if __name__ == "__main__":
    sys.exit(main())
