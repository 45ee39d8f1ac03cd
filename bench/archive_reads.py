"""The archive's reads at their worst (issue 41 items 2 and 3), each next to a view's cost in
the same run, through the app (Flask's test client: the API process's own CPU, no network):

- **a view**: ``GET /v1/starlink/games/{id}`` of a live 8-seat Starlink game, the yardstick;
- **the export**: ``GET /v1/starlink/records?limit=1000`` over ``--copies`` archived copies of
  the longest game ``bench.log_length`` finds (its record as the archive keeps it): CPU and bytes
  per request, paged by size;
- **a page of replayed views on a cold cache**: ``GET …/record/views?after=…&limit=100`` of that
  game, with the process's cache emptied before each request (a fresh API process, or one whose
  cache other games thrashed): CPU and engine steps, at the start, middle and end of the game;
  beside it what a cold page cost before the checkpoints (a replay of the whole game with a view
  of every step, ``replay.spectator_views``).

    python -m bench.archive_reads [--games 3] [--copies 200] [--views 300]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time

from bench.log_length import longest, played
from service.archive import replay
from service.app import create_app
from service.archive.store import ArchiveStore, games, replay_checkpoints
from service.archive.read_back import Replayed
from service.store.codec import to_json
from service.config import Settings
from service.running.redis_server import EmbeddedRedis

SPAN = "from=2026-01-01&to=2027-01-01"
ENDED = 1_790_000_000.0  # 2026-09: in SPAN


def cpu_ms(request) -> tuple[float, object]:
    """The process's CPU time one call takes, in ms, and what it answered."""
    started = time.process_time()
    answer = request()
    return (time.process_time() - started) * 1000, answer


def median(samples: list[float]) -> float:
    return round(statistics.median(samples), 2)


def view_cost(client, game_id: str, count: int) -> dict:
    samples = [cpu_ms(lambda: client.get(f"/v1/starlink/games/{game_id}").get_data())[0] for _ in range(count)]
    return {"requests": count, "cpu_ms_median": median(samples), "cpu_ms_p90": round(
        statistics.quantiles(samples, n=10)[-1], 2)}


def export_cost(client) -> dict:
    """Every page of the export, limit=1000: CPU, bytes and records per request."""
    pages, after = [], None
    while True:
        def one(after=after):
            answer = client.get(f"/v1/starlink/records?{SPAN}&limit=1000" + (f"&after={after}" if after else ""))
            body = answer.get_data()
            answer.close()
            return body
        cpu, body = cpu_ms(one)
        lines = body.splitlines()
        pages.append((cpu, len(body), len(lines) - 1))
        after = to_json_next(lines[-1])
        if after is None:
            break
    full = pages[:-1] or pages  # the last page may be short
    return {"requests": len(pages), "records": sum(p[2] for p in pages),
            "cpu_ms_per_request_median": median([p[0] for p in full]),
            "bytes_per_request_median": int(statistics.median(p[1] for p in full)),
            "records_per_request_median": int(statistics.median(p[2] for p in full))}


def to_json_next(line: bytes):
    import json
    return json.loads(line)["next"]


def views_cost(service, client, game_id: str, versions: list[int]) -> dict:
    """A page of 100 views at the start, middle and near the end, each on a cold cache."""
    steps = []
    applied = replay.played

    def counted(*args, **kwargs):
        steps[-1] += 1
        return applied(*args, **kwargs)
    replay.played = counted
    found = {}
    try:
        for name, after in (("start", 0), ("middle", versions[len(versions) // 2]), ("end", versions[-101])):
            samples = []
            for _ in range(5):
                service.archived.replayed = Replayed()  # a cold process
                steps.append(0)
                cpu, answer = cpu_ms(lambda after=after: client.get(
                    f"/v1/starlink/games/{game_id}/record/views?after={after}&limit=100").get_json())
                assert len(answer["views"]) == 100, answer.get("views")
                samples.append(cpu)
            found[name] = {"after": after, "cpu_ms_median": median(samples), "engine_steps": steps[-1]}
        warm = [cpu_ms(lambda: client.get(f"/v1/starlink/games/{game_id}/record/views?after={versions[len(versions) // 2]}"
                                          f"&limit=100").get_data())[0] for _ in range(5)]
        found["middle, again"] = {"cpu_ms_median": median(warm)}
    finally:
        replay.played = applied
    return found


def before_checkpoints(record: dict) -> dict:
    """What a cold page cost before: the whole game replayed, every step's view encoded."""
    samples = [cpu_ms(lambda: [to_json(view) for _, view in replay.spectator_views(record)])[0] for _ in range(3)]
    return {"cpu_ms_median": median(samples), "engine_steps": len(record["actions"])}


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(prog="python -m bench.archive_reads", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3, help="seeds per title and level bench.log_length plays")
    parser.add_argument("--copies", type=int, default=200, help="archived copies of the longest game to export")
    parser.add_argument("--views", type=int, default=300, help="views timed for the yardstick")
    args = parser.parse_args(argv)
    folder = tempfile.mkdtemp(prefix="starport-archive-reads-")
    redis_server = EmbeddedRedis(f"{folder}/redis", durable=False).start()
    report: dict = {}
    try:
        slug, level, seed = longest(args.games)
        record = played(slug, level, seed)
        report["longest_game"] = {"game": slug, "level": level, "seed": seed, "events": len(record["events"]),
                                  "versions": record["version"], "record_json_bytes": len(to_json(record))}
        archive = ArchiveStore(f"sqlite:///{folder}/archive.sqlite3")
        archive.migrate()
        record.update(game_id="0" * 32, ended=ENDED)
        put, _ = cpu_ms(lambda: archive.put(record))
        with archive.engine.connect() as connection:
            stored = connection.execute(games.select()).first()
            kept = connection.execute(replay_checkpoints.select()).all()
            copies = [{**stored._mapping, "game_id": f"{i + 1:032x}", "ended": ENDED + i + 1}
                      for i in range(args.copies - 1)]
        with archive.writing() as connection:
            connection.execute(games.insert(), copies)
        report["archived"] = {"put_cpu_ms": round(put, 1), "record_stored_bytes": stored.size,
                              "checkpoints": len(kept), "checkpoint_stored_bytes": sum(
                                  len(row.state) + len(row.steps) for row in kept), "copies": args.copies}
        archive.close()
        settings = Settings.from_env(redis_url=redis_server.url, queue_redis_url=redis_server.url,
                                     archive_url=f"sqlite:///{folder}/archive.sqlite3", rate_limits=False,
                                     access_log=False, queue_name="archive-reads")
        app = create_app(settings)
        client = app.test_client()
        seats = [{"name": f"bot{i}", "bot": "random"} for i in range(8)]
        live = client.post("/v1/starlink/games", json={"seats": seats}).get_json()["game_id"]
        service = app.extensions["starport"]
        report["view"] = view_cost(client, live, args.views)
        report["export"] = export_cost(client)
        versions = [entry["version"] for entry in record["actions"]]
        report["record_views_cold"] = views_cost(service, client, record["game_id"], versions)
        report["record_views_cold_before"] = before_checkpoints(record)
        report["view_again"] = view_cost(client, live, args.views)
        service.hub.close()
    finally:
        redis_server.stop()
    for name, numbers in report.items():
        print(f"{name}: {numbers}")
    return report


if __name__ == "__main__":
    main()
