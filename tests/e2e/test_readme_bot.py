"""The bot of docs/bots.md ("Writing a bot against the API"), copied verbatim, finishes a game of
every title against a real server and worker with the default rate limits, never told to wait
(issue 44 item 4: a stranger's first program must work as printed, on the server as it ships)."""

import ast
import re
import subprocess
import sys
from pathlib import Path

from bench.own_clients import answered_429
from engines import registry

ROOT = Path(__file__).resolve().parents[2]
# Starlink's sand timer at its shortest, so its game takes seconds per turn, not a minute.
OPTIONS = {"starlink": '{"timer_seconds": 20}'}


def readme_bot() -> str:
    """The first Python block under the heading "Writing a bot against the API" (of any level)."""
    guide = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8")
    section = re.split(r"^#+ Writing a bot against the API\n", guide, maxsplit=1, flags=re.M)[1]
    return re.search(r"```python\n(.*?)```", section, re.S)[1]


def test_the_readme_bot_finishes_a_game_of_every_title_within_the_default_limits(default_limits_stack, tmp_path):
    stack = default_limits_stack
    bot = tmp_path / "bot.py"
    bot.write_text(readme_bot(), encoding="utf-8")
    refused_before = answered_429(stack.base)
    runs = {slug: subprocess.Popen([sys.executable, str(bot), slug, stack.base, *([OPTIONS[slug]] if slug in OPTIONS else [])],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for slug in registry()}
    for slug, run in runs.items():
        out, err = run.communicate(timeout=400)
        assert run.returncode == 0, f"{slug}: {err[-2000:]}"
        score = ast.literal_eval(out.strip().splitlines()[-1])  # the bot prints the final score
        assert score["final"] is True and score["winners"], (slug, score)
    assert answered_429(stack.base) == refused_before  # it waits out a 429, but never met one
