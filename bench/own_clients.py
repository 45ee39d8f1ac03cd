"""``python -m bench.own_clients``: the project's own clients against a server with its DEFAULT
rate limits (issue 44 item 4: limits the project's own clients never meet).

    python -m bench.own_clients                          # the TypeScript example bot, 20 runs
    python -m bench.own_clients --client readme-bot --runs 3   # the README's bot: each run a game of every title
    python -m bench.own_clients --client kit --runs 1    # the bot kit's quick start: 20 games at once, one key

Starts ``python -m service.run`` (what ``make run`` runs) on a temp dir and a free port with
``STARPORT_RATE_LIMITS=1`` and no other limit set: every limit at its default. Then runs the
client ``--runs`` times, one run after another, from this machine (one address). A run succeeds
when the client exits 0 having finished its games (the TypeScript example and the README's bot
print a final score; the kit logs ``played 20 games (0 failed)`` and no line with "error"). The
server's own count of 429 answers (``/metrics``, ``starport_http_requests_total``) is read
before and after each run: the clients honour a 429, so only the server sees every one.

Prints a JSON summary and writes it to ``bench/results/own-clients-<client>-<UTC timestamp>.json``
(git-ignored). Exit status 0 when every run succeeded and no run was answered a 429.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path

from bench.drills import RATE_LIMITS, Launcher, free_port

ROOT = Path(__file__).resolve().parent.parent
RESULTS = Path(__file__).resolve().parent / "results"
TITLES = ("starshower", "starligned", "starlink", "twinkle-twinkle", "twinkle-starship")
# The README bot's Starlink at its shortest sand timer, as its test plays it.
README_BOT_OPTIONS = {"starlink": '{"timer_seconds": 20}'}
RUN_TIMEOUT = 600


class DefaultLimitsLauncher(Launcher):
    """The drills' launcher, but with every rate limit at its default."""

    def __init__(self, workdir: Path, port: int, log_path: Path):
        super().__init__(workdir, port, log_path)
        for name in RATE_LIMITS:
            self.env.pop(name, None)
        self.env["STARPORT_RATE_LIMITS"] = "1"


def answered_429(base: str) -> int:
    """How many 429s the server has answered, every route, every API process."""
    with urllib.request.urlopen(f"{base}/metrics", timeout=10) as answer:
        text = answer.read().decode()
    return int(sum(float(line.rsplit(" ", 1)[1]) for line in text.splitlines()
                   if line.startswith("starport_http_requests_total{") and 'status="429"' in line))


# -- the clients ----------------------------------------------------------------------------------

def typescript_example(workdir: Path):
    """clients/typescript copied out, installed from its lock and compiled: one run, one game."""
    where = workdir / "typescript"
    shutil.copytree(ROOT / "clients" / "typescript", where, ignore=shutil.ignore_patterns("node_modules", "dist"))
    subprocess.run(["npm", "ci", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], cwd=where,
                   check=True, capture_output=True, timeout=600)
    subprocess.run(["npx", "--no-install", "tsc", "--noCheck"], cwd=where, check=True, capture_output=True, timeout=600)

    def run(base: str) -> tuple[bool, str, str]:
        done = subprocess.run(["node", "dist/examples/bot.js", base], cwd=where, capture_output=True, text=True,
                              timeout=RUN_TIMEOUT, check=False)
        return done.returncode == 0 and '"final":true' in done.stdout, "", (done.stdout + done.stderr)[-600:]
    return run


def readme_bot_code() -> str:
    """The first Python block under the heading "Writing a bot against the API" (of any level),
    wherever the docs keep it."""
    for page in (ROOT / "docs" / "bots.md", ROOT / "README.md"):
        parts = re.split(r"^#+ Writing a bot against the API\n", page.read_text(encoding="utf-8"), maxsplit=1,
                         flags=re.MULTILINE) if page.exists() else []
        if len(parts) == 2:
            return re.search(r"```python\n(.*?)```", parts[1], re.DOTALL)[1]
    raise SystemExit("no README bot found")


def readme_bot(workdir: Path):
    """The README's bot as printed: one run, a game of every title at once."""
    bot = workdir / "bot.py"
    bot.write_text(readme_bot_code(), encoding="utf-8")

    def play(base: str, title: str) -> tuple[bool, str]:
        options = [README_BOT_OPTIONS[title]] if title in README_BOT_OPTIONS else []
        done = subprocess.run([sys.executable, str(bot), title, base, *options], capture_output=True, text=True,
                              timeout=RUN_TIMEOUT, check=False)
        return done.returncode == 0 and "'final': True" in done.stdout, f"{title}: {(done.stdout + done.stderr)[-300:]}"

    def run(base: str) -> tuple[bool, str, str]:
        with ThreadPoolExecutor(len(TITLES)) as pool:
            played = list(pool.map(lambda title: play(base, title), TITLES))
        finished = sum(ok for ok, _ in played)
        return finished == len(TITLES), f"{finished} of {len(TITLES)} titles finished", \
            " | ".join(said for ok, said in played if not ok)
    return run


def kit_quick_start(workdir: Path):
    """clients/README.md's quick start: a new player key, starport-bot with the random engine."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "clients" / "python")}

    def run(base: str) -> tuple[bool, str, str]:
        request = urllib.request.Request(f"{base}/v1/players", data=b'{"name": "mybot"}', method="POST",
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as answer:
            key = json.load(answer)["key"]
        done = subprocess.run([sys.executable, "-m", "starport_bot", base, key,
                               str(ROOT / "clients" / "examples" / "random.toml")],
                              env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT, check=False)
        log = done.stderr
        errors = [line for line in log.splitlines() if "error" in line]
        waits = sum(1 for line in log.splitlines() if "told to wait" in line)
        ok = done.returncode == 0 and "played 20 games (0 failed)" in log and not errors
        played = re.search(r"played \d+ games \(\d+ failed\)", log)
        return ok, f"{played[0] if played else 'no end'}; {len(errors)} error lines, {waits} told to wait", \
            " | ".join(errors[:3])
    return run


CLIENTS = {"typescript": typescript_example, "readme-bot": readme_bot, "kit": kit_quick_start}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--client", choices=sorted(CLIENTS), default="typescript")
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="starport-own-clients-") as temp:
        workdir = Path(temp)
        run = CLIENTS[args.client](workdir)
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        launcher = DefaultLimitsLauncher(workdir, port, workdir / "server.log")
        launcher.start()
        runs = []
        try:
            launcher.wait_ready()
            for number in range(1, args.runs + 1):
                before, began = answered_429(base), time.monotonic()
                ok, note, said = run(base)
                runs.append({"run": number, "ok": ok, "seconds": round(time.monotonic() - began, 1),
                             "answered_429": answered_429(base) - before, **({"note": note} if note else {}),
                             **({} if ok else {"said": said})})
                print(json.dumps(runs[-1]), flush=True)
        finally:
            stopped = launcher.stop()
    summary = {"client": args.client, "runs": len(runs), "succeeded": sum(r["ok"] for r in runs),
               "answered_429": [r["answered_429"] for r in runs], "launcher_stopped": stopped,
               "rate_limits": "defaults (STARPORT_RATE_LIMITS=1, nothing else set)", "each": runs}
    RESULTS.mkdir(exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    (RESULTS / f"own-clients-{args.client}-{stamp}.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps({k: v for k, v in summary.items() if k != "each"}))
    return 0 if summary["succeeded"] == args.runs and not any(summary["answered_429"]) else 1


if __name__ == "__main__":
    sys.exit(main())
