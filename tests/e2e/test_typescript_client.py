"""The TypeScript client as CI checks it: `npm ci` from the pinned lock, `tsc` (strict: the check
`tsc --noEmit` makes, and the emit) over the generated types, the client and the example bot, then
the example, compiled, finishes its game three times running against gunicorn + a worker with the
default rate limits, never told to wait (issue 44 item 4; `python -m bench.own_clients` runs it 20
times), and the client waits out a 429 and a 503 as their Retry-After says."""

from __future__ import annotations

import itertools
import json
import subprocess

import pytest

from bench.own_clients import answered_429
from tests.bot_kit import built_typescript_client, node
from tests.clients.scripted_server import Reply, ScriptedServer, problem

pytestmark = pytest.mark.npm


@pytest.fixture(scope="module")
def typescript(tmp_path_factory):
    """clients/typescript copied out, installed by `npm ci` (the lock, nothing else) and built by
    `tsc`, which type-checks as it emits: once per test run (tests/bot_kit.py)."""
    return built_typescript_client(tmp_path_factory)


def test_tsc_strict_passes_on_the_client_and_the_example(typescript):
    config = json.loads((typescript.directory / "tsconfig.json").read_text())
    assert config["compilerOptions"]["strict"] is True
    # The build's tsc is `tsc --noEmit`'s check, the same files and diagnostics, emitting as well.
    assert typescript.returncode == 0, typescript.output


@pytest.fixture(scope="module")
def compiled(typescript):
    # Emitted whatever the check above found, as `tsc --noCheck` would: the example runs either way.
    assert (typescript.directory / "dist" / "examples" / "bot.js").exists(), typescript.output
    return typescript.directory


def test_the_example_bot_finishes_its_game_three_times_within_the_default_limits(default_limits_stack, compiled):
    refused_before = answered_429(default_limits_stack.base)
    for _ in range(3):
        run = subprocess.run([node(), "dist/examples/bot.js", default_limits_stack.base], cwd=compiled,
                             capture_output=True, text=True, timeout=300, check=False)
        assert run.returncode == 0, run.stdout + run.stderr
        result = json.loads(run.stdout.strip().splitlines()[-1])
        assert result["final"] is True and result["winners"], result
    assert answered_429(default_limits_stack.base) == refused_before  # it would wait one out, but met none


WAITING_CLIENT = """
import { starport } from "./dist/src/index.js";
const answer = await starport(process.argv[1]).GET("/v1/games");
console.log(JSON.stringify({ status: answer.response.status, games: answer.data?.games }));
"""


def test_the_client_waits_out_429_and_503_for_their_retry_after(compiled):
    refusals = [problem(429, "rate_limited", retry_after="1"), problem(503, "unavailable", retry_after="1")]

    def catalogue(request):
        return refusals.pop(0) if refusals else Reply(200, {"games": []})
    server = ScriptedServer({("GET", "/v1/games"): catalogue})
    try:
        run = subprocess.run([node(), "--input-type=module", "-e", WAITING_CLIENT, server.base], cwd=compiled,
                             capture_output=True, text=True, timeout=60, check=False)
    finally:
        server.close()
    assert run.returncode == 0, run.stdout + run.stderr
    assert json.loads(run.stdout) == {"status": 200, "games": []}
    asked = [request.at for request in server.requests("GET", "/v1/games")]
    assert len(asked) == 3
    waits = [later - earlier for earlier, later in itertools.pairwise(asked)]
    assert all(1.0 <= wait <= 1.2 + 0.5 for wait in waits), waits  # Retry-After, a fifth more at most, and slack
