"""The README's first steps as a newcomer runs them, against a real server and worker with the
default rate limits on: the curl game (bash, curl and jq) plays its Starshower game to the end, and
the five-line bot, installed and run with the bot kit, plays the game its config creates. Neither
may meet a rate limit."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest
import requests

from tests.bot_kit import installed_kit
from tests.e2e.conftest import running_stack

ROOT = Path(__file__).resolve().parents[2]
SET_BASE = "BASE=http://127.0.0.1:8000"


def section(heading: str) -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return readme.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]


def blocks(text: str, language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", text, re.DOTALL)


def rate_limited_answers(base: str) -> float:
    """How many 429 `rate_limited` answers the server gave (its /metrics answers loopback)."""
    metrics = requests.get(f"{base}/metrics", timeout=10).text
    counts = re.findall(r'^starport_problems_total\{code="rate_limited"\} (\S+)$', metrics, re.M)
    return sum(float(count) for count in counts)


@pytest.fixture(scope="module")
def limited(redis_url, tmp_path_factory):
    """A stack with the limits a `make run` has: the tests' environment turns them off."""
    with running_stack(redis_url, tmp_path_factory.mktemp("first-steps"), queue="starport-e2e-first-steps",
                       STARPORT_RATE_LIMITS="1") as stack:
        yield stack


def test_the_curl_game_sets_base_once_and_plays_to_the_end(limited):
    (script,) = blocks(section("A first game, with curl"), "sh")
    lines = script.splitlines()
    assert len(lines) <= 10, script  # a ten-line first game
    assert lines[0] == SET_BASE and script.count("8000") == 1  # every URL derives from BASE
    assert "ID=$(jq" in script and "TOKEN=$(jq" in script  # both captured from the create's answer
    run = subprocess.run(["bash", "-euo", "pipefail", "-c", script.replace(SET_BASE, f"BASE={limited.base}", 1)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    view, actions, score = (json.loads(line) for line in run.stdout.splitlines())
    assert view["you"] == 0 and view["to_act"], view
    assert isinstance(actions, list), actions  # empty while rex, the bot, is to act
    assert score["final"] is True and score["winners"], score
    assert rate_limited_answers(limited.base) == 0


def test_the_five_line_bot_plays_its_game_with_the_kit(limited, tmp_path, tmp_path_factory):
    text = section("A bot in five lines")
    (bot,) = blocks(text, "python")
    (config,) = blocks(text, "toml")
    (commands,) = blocks(text, "sh")
    assert len([line for line in bot.splitlines() if line.strip()]) <= 5, bot
    (tmp_path / "mybot.py").write_text(bot, encoding="utf-8")
    (tmp_path / "mybot.toml").write_text(config, encoding="utf-8")
    install, make_key, run_bot = commands.strip().splitlines()
    # The kit installed as the README's first line does, but offline (tests/bot_kit.py says how).
    assert install == "python3 -m venv .venv-bot && .venv-bot/bin/pip install ./clients/python"
    kit = installed_kit(tmp_path_factory)  # once per test run, for every test that runs the kit
    environment = {**os.environ, "BASE": limited.base}
    key = subprocess.run(["bash", "-c", f"{make_key} && echo \"$KEY\""], env=environment,
                         capture_output=True, text=True, check=True).stdout.strip()
    assert re.fullmatch(r"[0-9a-f]{32}\.\S+", key), key
    run = subprocess.run(["bash", "-c", run_bot.replace(".venv-bot/bin", str(kit))], cwd=tmp_path,
                         env={**environment, "KEY": key}, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "played 1 games (0 failed)" in run.stderr, run.stderr[-3000:]
    assert rate_limited_answers(limited.base) == 0
