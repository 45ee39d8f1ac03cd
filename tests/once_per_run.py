"""Set-up built once per test run and shared by every xdist worker of it: the first worker to ask
builds it, under a file lock, in a directory all of the run's workers see; the others wait for it
and use what it built. Nothing outlives the run (each run has a temporary directory of its own),
so a build is never reused from an earlier run."""

from __future__ import annotations

import fcntl
import os
import shutil
from collections.abc import Callable
from pathlib import Path


def run_directory(tmp_path_factory) -> Path:
    """The run's own temporary directory: an xdist worker's is ``<run's>/popen-gwN``."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def built_once(tmp_path_factory, name: str, build: Callable[[Path], None]) -> Path:
    """The directory ``build`` filled, built by the first caller of the run. A build that
    raised leaves nothing behind: the next caller builds it again (and meets the same error)."""
    root = run_directory(tmp_path_factory)
    where = root / f"once-{name}"
    with open(root / f"once-{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes, or the process dies
        if not (where / ".built").exists():
            shutil.rmtree(where, ignore_errors=True)
            where.mkdir()
            try:
                build(where)
            except BaseException:
                shutil.rmtree(where, ignore_errors=True)
                raise
            (where / ".built").touch()
    return where
