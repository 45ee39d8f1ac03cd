"""starport-bot, installed from clients/python, against gunicorn + a worker: an engine in
JavaScript through the line protocol plays a game of every title to the end; an engine too slow
for its clock is said to be late and the server's clock plays on; the Python client's README
lines create a game and act."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests

from tests.bot_kit import copy_clients, installed_kit

TITLES = ["starligned", "starlink", "starshower", "twinkle-starship", "twinkle-twinkle"]


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    """The kit's bin/ (installed once per test run) and a copy of clients/ of this module's own
    (the examples: a test adds to it)."""
    return installed_kit(tmp_path_factory), copy_clients(tmp_path_factory.mktemp("clone")) / "clients"


def player_key(base: str) -> str:
    made = requests.post(f"{base}/v1/players", json={"name": "kit"}, timeout=10)
    assert made.status_code == 201, made.text
    return made.json()["key"]


def run_bot(kit, base: str, key: str, config: Path, timeout: float = 300) -> str:
    bin_dir, _ = kit
    run = subprocess.run([str(bin_dir / "starport-bot"), base, key, str(config)], capture_output=True, text=True,
                         timeout=timeout, check=False)
    assert run.returncode == 0, run.stderr[-4000:]
    return run.stderr


def finished_games(base: str, key: str) -> dict[str, str]:
    games = requests.get(f"{base}/v1/players/me/games", headers={"Authorization": f"Bearer {key}"},
                         timeout=10).json()["games"]
    return {game["game_id"]: (game["game"], game["status"]) for game in games}


def test_the_javascript_engine_plays_a_game_of_every_title_through_the_line_protocol(stack, kit):
    _, clients = kit
    key = player_key(stack.base)
    log = run_bot(kit, stack.base, key, clients / "examples" / "random-js.toml")
    assert "played 5 games (0 failed)" in log, log[-3000:]
    games = finished_games(stack.base, key)
    assert sorted(game for game, _ in games.values()) == TITLES
    assert {status for _, status in games.values()} == {"finished"}
    ends = re.findall(r" end (\S+) [0-9a-f]{32}: .* after (\d+) decisions", log)
    assert sorted(game for game, _ in ends) == TITLES and all(int(n) > 0 for _, n in ends), log[-3000:]


def test_an_engine_too_slow_for_its_clock_is_late_and_the_clock_plays_on(stack, kit, tmp_path):
    (tmp_path / "slow.py").write_text("import time\n\ndef choose(view, actions, clock):\n"
                                      "    time.sleep(clock['seconds'] + 2 if clock else 0)\n    return actions[0]\n")
    config = tmp_path / "slow.json"
    config.write_text(json.dumps({
        "engine": {"function": "slow.py:choose"}, "margin": 0.5,
        "create": [{"game": "starshower", "count": 1, "opponents": ["random"], "clock": {"per_turn": 1.5}}]}))
    key = player_key(stack.base)
    log = run_bot(kit, stack.base, key, config, timeout=120)
    late = re.findall(r"late starshower [0-9a-f]{32}: the engine did not answer within [\d.]+ s of the deadline", log)
    assert late, log[-3000:]
    # Nobody answers in time, so the clocks play the seat until the game is aborted as idle.
    (status,) = {status for _, status in finished_games(stack.base, key).values()}
    assert status == "finished" and " end starshower " in log


def test_the_python_clients_readme_creates_a_game_and_acts(stack, kit):
    bin_dir, clients = kit
    readme = (clients / "python" / "README.md").read_text(encoding="utf-8")
    code = re.search(r"```python\n(.*?)```", readme, re.DOTALL)[1]
    assert len(code.strip().splitlines()) <= 8  # five lines, and three that wait out 429 and 503
    run = subprocess.run([str(bin_dir / "python"), "-c", code.replace("http://127.0.0.1:8000", stack.base)],
                         capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    assert int(run.stdout.strip()) >= 2  # the game's version after our act


def wait_for_line(log: Path, text: str, process: subprocess.Popen, timeout: float = 30) -> None:
    give_up = time.monotonic() + timeout
    while text not in log.read_text():
        assert process.poll() is None and time.monotonic() < give_up, log.read_text()[-3000:]
        time.sleep(0.1)


def test_the_runner_accepts_the_challenges_it_likes_declines_others_and_keeps_a_seek_open(stack, kit, tmp_path):
    bin_dir, clients = kit
    ann, bob = player_key(stack.base), player_key(stack.base)
    # Bob's runner answers no challenge and plays the one game it is seated in (Ann's acceptance).
    (tmp_path / "bob.toml").write_text(
        f'games = 1\n[engine]\nfunction = "{clients}/examples/random_engine.py:choose"\n[challenges]\naccept = []\n')
    (tmp_path / "ann.toml").write_text(
        f'games = 2\nconcurrency = 2\n[engine]\nfunction = "{clients}/examples/random_engine.py:choose"\n'
        '[challenges]\naccept = ["starshower"]\n'
        '[[quickplay]]\ngame = "twinkle-twinkle"\nplayers = 2\nbots_after = 1\nbot = "random"\n')
    runs = {}
    try:
        with open(tmp_path / "bob.log", "w") as errors:
            runs["bob"] = subprocess.Popen([str(bin_dir / "starport-bot"), stack.base, bob, str(tmp_path / "bob.toml")],
                                           stderr=errors)
        wait_for_line(tmp_path / "bob.log", "following player", runs["bob"])
        # Sent before Ann's runner starts: it finds them open when it starts.
        challenges = {game: requests.post(f"{stack.base}/v1/players/{ann.split('.')[0]}/challenges", json={
            "game": game, "options": {"size": 10} if game == "starshower" else {}},
            headers={"Authorization": f"Bearer {bob}"}, timeout=10).json()["challenge_id"]
            for game in ("starshower", "starlink")}
        with open(tmp_path / "ann.log", "w") as errors:
            runs["ann"] = subprocess.Popen([str(bin_dir / "starport-bot"), stack.base, ann, str(tmp_path / "ann.toml")],
                                           stderr=errors)
        for name, run in runs.items():
            assert run.wait(timeout=180) == 0, (tmp_path / f"{name}.log").read_text()[-3000:]
    finally:
        for run in runs.values():
            if run.poll() is None:
                run.kill()
    ann_log, bob_log = (tmp_path / "ann.log").read_text(), (tmp_path / "bob.log").read_text()
    assert f"accepted challenge {challenges['starshower']} (starshower)" in ann_log
    assert f"declined challenge {challenges['starlink']} (starlink)" in ann_log
    declined = requests.get(f"{stack.base}/v1/challenges/{challenges['starlink']}",
                            headers={"Authorization": f"Bearer {bob}"}, timeout=10).json()
    assert declined["status"] == "declined"
    assert re.search(r"start twinkle-twinkle [0-9a-f]{32} \(quick play ", ann_log), ann_log
    assert "played 2 games (0 failed)" in ann_log and "played 1 games (0 failed)" in bob_log
    games = finished_games(stack.base, ann)
    assert sorted(game for game, _ in games.values()) == ["starshower", "twinkle-twinkle"]
    assert {status for _, status in games.values()} == {"finished"}


def test_the_house_greedy_plays_as_an_external_engine(stack, kit):
    _, clients = kit
    # The example's config names the clone's venv (../../.venv): the copy's is this test run's.
    (clients.parent / ".venv").symlink_to(Path(sys.executable).parents[1])
    key = player_key(stack.base)
    log = run_bot(kit, stack.base, key, clients / "examples" / "greedy.toml")
    assert "played 2 games (0 failed)" in log, log[-3000:]
    assert " error " not in log and "greedy_engine:" not in log, log[-3000:]  # greedy itself, no fallback


def test_the_runner_joins_a_tournament_from_its_config_plays_its_tables_and_stops_once_it_is_over(stack, kit, tmp_path):
    _, clients = kit
    host, ann = player_key(stack.base), player_key(stack.base)
    # Three house bots start it (two at a table, one waits); Ann joins it running and is seated
    # with the one who waited. Four seconds long: her game ends it.
    made = requests.post(f"{stack.base}/v1/tournaments", headers={"Authorization": f"Bearer {host}"}, timeout=10,
                         json={"format": "arena", "game": "twinkle-twinkle", "table_size": 2, "duration": 4,
                               "starts": time.time(), "clock": {"per_turn": 30}, "house_bots": {"random": 3}})
    assert made.status_code == 201, made.text
    tid = made.json()["id"]
    config = tmp_path / "ann.toml"
    config.write_text(f'[engine]\nfunction = "{clients}/examples/random_engine.py:choose"\n'
                      f'[[tournaments]]\nid = "{tid}"\n')
    log = run_bot(kit, stack.base, ann, config, timeout=120)
    assert f"joined tournament {tid}" in log and f"tournament {tid} is over" in log, log[-3000:]
    seated = re.findall(rf" start twinkle-twinkle ([0-9a-f]{{32}}) \(tournament {tid}\)", log)
    assert seated and "(0 failed)" in log, log[-3000:]
    export = requests.get(f"{stack.base}/v1/tournaments/{tid}/results.ndjson", timeout=10).text.splitlines()
    results = [json.loads(line) for line in export[:-1]]  # the bots play many games in 4 s: all of them, not a page
    assert json.loads(export[-1]) == {"next": None}
    assert set(seated) == {r["game_id"] for r in results if ann.split(".")[0] in r.get("players", ())}
