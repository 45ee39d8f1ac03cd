"""The TypeScript client as CI checks it: `npm ci` from the pinned lock, `tsc --noEmit` (strict)
over the generated types, the client and the example bot, then the example, compiled, finishes a
game against gunicorn + a worker."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from tests.bot_kit import copy_clients, node

pytestmark = pytest.mark.npm


@pytest.fixture(scope="module")
def typescript(tmp_path_factory):
    """clients/typescript copied out and installed by `npm ci` (the lock, nothing else)."""
    where = copy_clients(tmp_path_factory.mktemp("ts")) / "clients" / "typescript"
    npm = shutil.which("npm")
    subprocess.run([npm, "ci", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], cwd=where, check=True,
                   capture_output=True, timeout=300)
    return where


def test_tsc_strict_passes_on_the_client_and_the_example(typescript):
    config = json.loads((typescript / "tsconfig.json").read_text())
    assert config["compilerOptions"]["strict"] is True
    run = subprocess.run(["npx", "--no-install", "tsc", "--noEmit"], cwd=typescript, capture_output=True, text=True,
                         timeout=300, check=False)
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_example_bot_finishes_a_game(stack, typescript):
    # Emitted without checking again: the test above type-checks the same files.
    subprocess.run(["npx", "--no-install", "tsc", "--noCheck"], cwd=typescript, check=True, capture_output=True,
                   timeout=300)
    run = subprocess.run([node(), "dist/examples/bot.js", stack.base], cwd=typescript, capture_output=True,
                         text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["final"] is True and result["winners"], result
