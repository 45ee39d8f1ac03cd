"""The bot kit as its users get it: clients/ copied out of the checkout (so a build leaves
nothing in it) and clients/python installed, not imported from the tree. The kit, the TypeScript
client and the generated Python client are each built once per test run, for every xdist worker
(tests/once_per_run.py): the tests only read what was built."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

from tests.once_per_run import built_once

ROOT = Path(__file__).resolve().parents[1]
KIT_GUIDE = ROOT / "docs" / "bots.md"


def copy_clients(where: Path) -> Path:
    """A copy of clients/ under ``where`` (the clone's layout: ``where/clients/…``); ``where``."""
    shutil.copytree(ROOT / "clients", where / "clients",
                    ignore=shutil.ignore_patterns("node_modules", "dist", "build", "*.egg-info", "__pycache__"))
    return where


def offline_venv(venv: Path) -> None:
    """Let a new venv see this test run's installed packages (httpx, attrs, setuptools), so
    ``pip install --no-index --no-build-isolation`` installs the kit with no network."""
    purelib = Path(subprocess.run([str(venv / "bin" / "python"), "-c",
                                   "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                  capture_output=True, text=True, check=True).stdout.strip())
    (purelib / "starport-test-run.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")


def install_kit(where: Path) -> Path:
    """clients/python installed (a wheel built and installed, non-editable) into a fresh venv
    under ``where`` without pip of its own (the test run's pip installs into it): its bin/."""
    venv = where / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    offline_venv(venv)
    clone = copy_clients(where / "clone")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install", "--quiet",
                    "--no-index", "--no-build-isolation", "--no-deps", str(clone / "clients" / "python")],
                   check=True, cwd=where)
    return venv / "bin"


def installed_kit(tmp_path_factory) -> Path:
    """``install_kit``'s bin/, installed once per test run (~3.5 s of CPU each time, pip's wheel
    build most of it): each module that runs the kit, on each xdist worker it went to, installed
    its own (three installs in a full run)."""
    return built_once(tmp_path_factory, "kit", install_kit) / "venv" / "bin"


@dataclass(frozen=True)
class Build:
    """What a build made (``directory``) and what its command said (to assert on)."""
    directory: Path
    returncode: int
    output: str


def record(where: Path, run: subprocess.CompletedProcess) -> None:
    (where / "build.json").write_text(json.dumps({"returncode": run.returncode, "output": run.stdout + run.stderr}))


def recorded(where: Path, directory: Path) -> Build:
    return Build(directory, **json.loads((where / "build.json").read_text()))


def built_typescript_client(tmp_path_factory) -> Build:
    """clients/typescript copied out, installed by `npm ci` (the lock, nothing else) and built by
    its `npm run build` (`tsc`: the strict type check and the emit in one pass, 7.0 s of CPU where
    `tsc --noEmit` then `tsc --noCheck` took 7.4 + 3.2 s), once per test run: each xdist worker its
    module's tests went to ran its own npm ci (~3 s) and tsc (three workers in a full run)."""
    def build(where: Path) -> None:
        typescript = copy_clients(where) / "clients" / "typescript"
        subprocess.run([shutil.which("npm"), "ci", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"],
                       cwd=typescript, check=True, capture_output=True, timeout=300)
        record(where, subprocess.run(["npx", "--no-install", "tsc"], cwd=typescript, capture_output=True, text=True,
                                     timeout=300, check=False))
    where = built_once(tmp_path_factory, "typescript", build)
    return recorded(where, where / "clients" / "typescript")


def generated_python_client(tmp_path_factory) -> Build:
    """`make clients-python` into a directory of the run, once per test run (~7 s of CPU): the
    staleness test compares it with clients/python, the reference client test plays with it."""
    def build(where: Path) -> None:
        record(where, subprocess.run(["make", "--no-print-directory", "clients-python",
                                      f"PYTHON_CLIENT={where / 'starport_client'}"],
                                     cwd=ROOT, capture_output=True, text=True, timeout=600, check=False))
    where = built_once(tmp_path_factory, "python-client", build)
    return recorded(where, where / "starport_client")


def section_commands(heading: str) -> list[str]:
    """The shell lines of the fenced ``sh`` blocks under ``heading`` in docs/bots.md, in
    order (comments dropped)."""
    text = KIT_GUIDE.read_text(encoding="utf-8")
    section = text.split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]
    lines = []
    for block in re.findall(r"```sh\n(.*?)```", section, re.DOTALL):
        lines += [line.split("  #")[0].strip() for line in block.splitlines() if line.strip()]
    return lines


def node() -> str:
    return shutil.which("node") or "/usr/bin/node"


def environment(**more: str) -> dict:
    return {**os.environ, **more}
