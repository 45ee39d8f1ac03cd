"""docs/bots.md's walkthrough, as a stranger follows it from a fresh clone: start the server,
install the kit, make a player key, mint a play+challenge token, start starport-bot with that
token (never the key) and the random engine. The bot plays 20
games at once (four of each title) against house bots and finishes every one, with the server
stopped and started again on the same data once mid-way, the server's rate limits at their
defaults: it is never told to wait, and logs no error but the restart's."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import requests

from tests.bot_kit import ROOT, copy_clients, offline_venv, section_commands
from tests.e2e.conftest import default_limits, free_port, wait_until_ready

GAMES = 20
# The lines the test's own restart of the server makes the bot log (docs/bots.md says so).
RESTART_ERROR = re.compile(r"starport-bot error: (the server is unreachable|the feed dropped)")


def server(tmp_path: Path, port: int) -> subprocess.Popen:
    """`make run` without its install step: `python -m service.run` on data under tmp_path, with
    the default rate limits (issue 44 item 4: 20 games at once from one key stay under them)."""
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env.update(STARPORT_VAR=str(tmp_path / "var"), STARPORT_BIND=f"127.0.0.1:{port}",
               STARPORT_QUEUE="starport-bot-kit", STARPORT_ACCESS_LOG="0",
               STARPORT_WORKER_HEARTBEAT=str(tmp_path / "worker.alive"),
               STARPORT_ARCHIVE_URL=f"sqlite:///{tmp_path}/archive.sqlite3")
    env = {k: v for k, v in {**env, **default_limits()}.items() if v is not None}
    with open(tmp_path / "server.log", "a") as log:
        return subprocess.Popen([sys.executable, "-m", "service.run"], env=env, cwd=ROOT, stdout=log,
                                stderr=subprocess.STDOUT)


def stop(process: subprocess.Popen) -> None:
    process.send_signal(signal.SIGTERM)
    try:
        assert process.wait(timeout=60) == 0
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        raise


def test_the_walkthrough_plays_20_games_at_once_through_a_server_restart(tmp_path):
    start, install, make_key, mint_token, run_bot = section_commands("From a fresh clone to a playing bot")
    assert start == "make run"
    # The walkthrough's commands, with the test's port, its venv, and pip kept offline (the venv sees
    # this run's packages: httpx, attrs, setuptools).
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    clone = copy_clients(tmp_path / "clone")
    venv = tmp_path / "venv-bot"
    create_venv, pip_install = (part.strip() for part in install.split("&&"))
    assert create_venv == "python3 -m venv .venv-bot" and pip_install == ".venv-bot/bin/pip install ./clients/python"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, cwd=clone)
    offline_venv(venv)
    subprocess.run([str(venv / "bin" / "pip"), "install", "--quiet", "--no-index", "--no-build-isolation",
                    "./clients/python"], check=True, cwd=clone)

    launcher = server(tmp_path, port)
    bot = None
    try:
        wait_until_ready(base, [launcher])
        key = subprocess.run(["bash", "-c", f"{make_key.replace('http://127.0.0.1:8000', base)}; echo $KEY"],
                             capture_output=True, text=True, check=True).stdout.strip()
        assert re.fullmatch(r"[0-9a-f]{32}\.\S+", key), key
        # The bot gets a token that may play and meet others, never the key (issue 46).
        token = subprocess.run(["bash", "-c", f"{mint_token.replace('http://127.0.0.1:8000', base)}; echo $TOKEN"],
                               capture_output=True, text=True, check=True, env={**os.environ, "KEY": key}).stdout.strip()
        assert re.fullmatch(r"[0-9a-f]{32}\.[0-9a-f]{12}\.\S+", token) and not token.startswith(key), token
        command = run_bot.replace("http://127.0.0.1:8000", base).replace(".venv-bot", str(venv))
        assert '"$TOKEN"' in command and "KEY" not in command
        log = tmp_path / "bot.log"
        with open(log, "w") as errors:  # the child keeps its own copy of the file
            bot = subprocess.Popen(["bash", "-c", command], cwd=clone, env={**os.environ, "TOKEN": token},
                                   stdout=subprocess.DEVNULL, stderr=errors)

        # Mid-way: some games over, most still in play (Starlink's last for a minute and more).
        give_up = time.monotonic() + 120
        while log.read_text().count(" end ") < 3:
            assert bot.poll() is None, log.read_text()[-3000:]
            assert time.monotonic() < give_up, log.read_text()[-3000:]
            time.sleep(0.2)
        ended_before = log.read_text().count(" end ")
        stop(launcher)
        time.sleep(1)  # the bot meets a server that is away
        launcher = server(tmp_path, port)
        wait_until_ready(base, [launcher])

        bot.wait(timeout=300)
        text = log.read_text()
        assert bot.returncode == 0, text[-4000:]
        mine = requests.get(f"{base}/v1/players/me/games", headers={"Authorization": f"Bearer {key}"},
                            timeout=10).json()["games"]
        minted = requests.get(f"{base}/v1/players/me/tokens", headers={"Authorization": f"Bearer {key}"},
                              timeout=10).json()["tokens"]
    finally:
        if bot is not None and bot.poll() is None:
            bot.kill()
        stop(launcher)

    assert ended_before < GAMES
    assert text.count(" start ") == GAMES and text.count(" end ") == GAMES, text[-4000:]
    assert f"played {GAMES} games (0 failed)" in text
    assert "the server is unreachable" in text and "the server answers again" in text
    # Within the default limits: never told to wait, and no error but the restart's own.
    assert "told to wait" not in text and "rate_limited" not in text, text[-4000:]
    errors = [line for line in text.splitlines() if "error" in line]
    assert all(RESTART_ERROR.search(line) for line in errors), errors
    print(f"{len(errors)} error lines, all the restart's")
    started = re.findall(r" start (\S+) ([0-9a-f]{32}) ", text)
    assert sorted({game for game, _ in started}) == ["starligned", "starlink", "starshower", "twinkle-starship",
                                                     "twinkle-twinkle"]
    ended = set(re.findall(r" end \S+ ([0-9a-f]{32}): ", text))
    assert ended == {game_id for _, game_id in started}
    # The games were the token's: the key's player's, played with the token alone (its last use recorded).
    assert [(t["prefix"], t["scopes"], t["label"], t["last_used"] is not None) for t in minted] == [
        (token.rsplit(".", 1)[0], ["play", "challenge"], "starport-bot", True)]
    # Every game finished, as the server says.
    assert {game["game_id"]: game["status"] for game in mine} == dict.fromkeys(ended, "finished")
