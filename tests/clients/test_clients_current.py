"""Both clients are what `make clients` makes of the committed openapi.yaml: the test runs the
same make targets into a temporary directory and compares (as tests/service/running/test_packaging.py
does for openapi.yaml itself)."""

from __future__ import annotations

import filecmp
import subprocess
from pathlib import Path

import pytest

from tests.bot_kit import generated_python_client

ROOT = Path(__file__).resolve().parents[2]


def make(target: str, **variables: str) -> None:
    run = subprocess.run(["make", "--no-print-directory", target, *(f"{k}={v}" for k, v in variables.items())],
                         cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stdout + run.stderr


def differences(made: Path, committed: Path) -> list[str]:
    """Files added, missing or changed between two trees (generated caches aside)."""
    found = []
    compared = filecmp.dircmp(made, committed, ignore=["__pycache__"])
    stack = [(compared, Path())]
    while stack:
        node, where = stack.pop()
        found += [f"new: {where / name}" for name in node.left_only]
        found += [f"gone: {where / name}" for name in node.right_only]
        found += [f"changed: {where / name}" for name in node.diff_files]
        stack += [(sub, where / name) for name, sub in node.subdirs.items()]
    # dircmp compares by size and time first: check every common file's bytes.
    for path in made.rglob("*.py"):
        other = committed / path.relative_to(made)
        if other.exists() and path.read_bytes() != other.read_bytes():
            found.append(f"changed: {path.relative_to(made)}")
    return sorted(set(found))


@pytest.mark.slow
def test_the_python_client_is_current(tmp_path_factory):
    # `make clients-python` into the run's directory, once per run: tests/e2e/test_reference_client.py plays with it.
    made = generated_python_client(tmp_path_factory)
    assert made.returncode == 0, made.output
    stale = differences(made.directory, ROOT / "clients" / "python" / "starport_client")
    assert not stale, f"clients/python is stale: run `make clients` and commit it ({stale[:10]})"


@pytest.mark.npm
def test_the_typescript_types_are_current(tmp_path):
    made = tmp_path / "schema.d.ts"
    make("clients-typescript", TS_SCHEMA=str(made))
    committed = ROOT / "clients" / "typescript" / "src" / "schema.d.ts"
    assert made.read_text() == committed.read_text(), "clients/typescript is stale: run `make clients` and commit it"
