"""The bench harness still runs against today's code. A smoke check of its moving parts, never
a timing: the numbers themselves are only measured by ``make bench``."""

from bench import load
from bench.state_size import mid_game_record_bytes


def test_the_floor_value_follows_a_real_game_record(redis_url):
    sizes = mid_game_record_bytes(redis_url, size=10)
    assert sizes["start_bytes"] < sizes["mid_bytes"] < sizes["end_bytes"]
    assert 0 < sizes["mid_acts"] < sizes["game_acts"] and sizes["mid_stars"] > 0


def test_the_act_minimal_shadow_board_keeps_up_with_the_view(capsys):
    load.check(acts=400)
    assert "shadow board matched the view after each of" in capsys.readouterr().out


def test_the_load_clients_play_through_gunicorn(redis_url, tmp_path):
    # The clients' own HTTP/1.1 reading against the production command line: a short window of
    # each act workload, two clients in one event loop.
    import os
    import time

    from bench.run import free_port, serve, stop, wait_ready
    from service.run import API_COMMAND

    port = free_port()
    env = {**os.environ, "REDIS_URL": redis_url, "STARPORT_BIND": f"127.0.0.1:{port}",
           "STARPORT_ACCESS_LOG": "0", "STARPORT_QUEUE": "starport-bench-test"}
    api = serve(API_COMMAND, env, tmp_path / "api.log")
    try:
        wait_ready(port, "/readyz", api)
        setup = load.Wire("127.0.0.1", port)
        for kind in ("act", "act-minimal"):
            games = {i: [load.create_game(setup)] for i in (0, 1)}
            begin = time.time()
            results = load.run_clients(kind, "127.0.0.1", port, [0, 1], games, (begin + 0.3, begin + 1.5))
            for result in results.values():
                assert result.errors == {}, (kind, result.errors)
                assert len(result.latencies) > 10 and all(0 < x < 5 for x in result.latencies)
                # Stars placed: on the game in play at the close, or a whole game finished in the
                # window (on a fast run its successor may have none yet when the window closes).
                assert result.bytes_in > 0 and (result.stars_at_end > 0 or result.games_finished > 0), result
    finally:
        stop(api)


def test_the_bots_phase_runs_workers_games_and_people(redis_url, tmp_path):
    # A tiny bots phase against the production commands: a few all-bot games, one worker, one
    # person against the bot; the workers' move counter must agree with the stored versions.
    import os

    from bench.run import bots, free_port, serve, stop, wait_ready
    from service.run import API_COMMAND

    port = free_port()
    env = {**os.environ, "REDIS_URL": redis_url, "STARPORT_BIND": f"127.0.0.1:{port}",
           "STARPORT_ACCESS_LOG": "0", "STARPORT_QUEUE": "starport-bench-bots-test", "STARPORT_WORKERS": "1"}
    api = serve(API_COMMAND, env, tmp_path / "api.log")
    try:
        wait_ready(port, "/readyz", api)
        result = bots(port, redis_url, env, tmp_path, workers=1, games=5, people=1, think=0.0,
                      warmup=0.3, seconds=1.5, watch={"gunicorn": [api.pid], "redis": []})
    finally:
        stop(api)
    assert "client_failures" not in result, result["client_failures"]
    assert result["cross_check"]["match"], result["cross_check"]
    assert result["bot_moves"] > 0 and result["reply"]["n"] > 0
    assert result["queue_depths"]["bots_max"] <= 5 + 1


def test_the_act_phase_runs_on_a_cluster(redis_url, tmp_path):
    # `make bench CLUSTER=1`: the act phase once more with the games on a 3-master cluster.
    import argparse
    import os

    from bench.run import act_on_a_cluster, free_port

    env = {**os.environ, "STARPORT_BIND": f"127.0.0.1:{free_port()}", "STARPORT_ACCESS_LOG": "0",
           "STARPORT_QUEUE": "starport-bench-test"}
    args = argparse.Namespace(clients=2, procs=1, warmup=0.3, seconds=1.0, games_per_client=1)
    result = act_on_a_cluster(tmp_path, env, redis_url, args)
    assert result["route"] == "act-cluster" and result["requests"] > 0
    assert result["non_200"] == {} and "client_failures" not in result
