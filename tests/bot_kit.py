"""The bot kit as its users get it: clients/ copied out of the checkout (so a build leaves
nothing in it) and clients/python installed, not imported from the tree."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

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
