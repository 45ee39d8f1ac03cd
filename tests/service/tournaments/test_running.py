"""A tournament run by the workers (issue 47 items 3 and 4): started, seated round by round (a
Swiss event) or as tables free up (an arena), scored exactly — the standings recomputed from the
archive's records equal the served ones —, byes, a leaver last, a withdrawn entrant never
seated again, and a worker killed between deciding a round and making its games losing or
doubling nothing. The due-index is swept and the jobs run in this process (``run_jobs``)."""

from __future__ import annotations

import time

import pytest

from service.meeting.gathering import Gathering
from service.ratings.maths import places
from service.tournaments.scoring import recompute, standings
from worker import jobs
from tests.meeting import feed, new_players, of_type, until


@pytest.fixture
def service(app):
    return app.extensions["starport"]


def swiss(service, key, size=2, rounds=2, bots=5, game="starshower", **more):
    terms = {"format": "swiss", "game": game, "table_size": size, "rounds": rounds,
             "clock": {"per_turn": 30}, "house_bots": {"random": bots}, "starts": service.clock(), **more}
    return service.tournaments.create(key, terms)


def finished(service, tid):
    return lambda: service.tournaments.view(tid)["status"] == "finished"


def all_tables(service, tid):
    return service.tournaments.games(tid, 0, 100)["games"]


def archived_standings(service, tid, fmt):
    """The standings made again from the archive's records of the event's games, in the order
    they were scored, and its byes."""
    archive = service.archiving.archive_store
    results = []
    for result in service.tournaments.store.all_results(tid):
        if "bye" in result:
            results.append(result)
            continue
        service.archive_game(result["game_id"])
        record = archive.get(result["game_id"])
        assert record["terms"]["tournament"] == tid if "terms" in record else True
        results.append({"players": result["players"], "places": places(record)})
    return standings(recompute(results, fmt), service.tournaments.store.entrants(tid), fmt)


@pytest.mark.parametrize("size", [2, 3, 4, 8])
def test_a_swiss_event_plays_every_round_and_its_standings_equal_the_archives(service, api, run_jobs, size):
    (_, key), = new_players(api, 1)
    tid = swiss(service, key, size=size, rounds=2, bots=2 * size + 1)["id"]  # one bye a round
    assert until(finished(service, tid), run_jobs, timeout=60)
    tables = all_tables(service, tid)
    assert len(tables) == 2 * 2 and all(t["state"] == "scored" for t in tables)
    assert len({t["game_id"] for t in tables}) == 4  # each game once
    results = service.tournaments.store.all_results(tid)
    assert sum("bye" in r for r in results) == 2 and len({r["bye"] for r in results if "bye" in r}) == 2
    served = service.tournaments.standings(tid, 0, 100)["standings"]
    assert served == archived_standings(service, tid, "swiss")
    assert sum(line["points"] for line in served) == 2 * (2 * size * (size - 1) + (size - 1))


def test_an_entrant_who_leaves_its_game_scores_last_and_one_withdrawn_is_never_seated_again(service, api, run_jobs):
    (amy, amy_key), (bo, bo_key) = new_players(api, 2)
    tid = swiss(service, amy_key, size=2, rounds=3, bots=2)["id"]
    for key in (amy_key, bo_key):
        service.tournaments.join(key, tid)
    run_jobs()  # started: round 1 seated
    told = of_type(feed(api, amy_key), "seated")
    assert told and told[-1]["tournament"] == tid
    assert of_type(feed(api, amy_key), "tournament_started")[0]["tournament"] == tid
    mine = told[-1]
    service.tournaments.withdraw(bo_key, tid)
    left = set()

    def everyone_leaves_their_games():  # people who never move: each leaves its game (a bot plays on)
        for key in (amy_key, bo_key):
            for seated in of_type(feed(api, key), "seated"):
                if (seated["game_id"], key) not in left:
                    left.add((seated["game_id"], key))
                    assert api.post(f"/v1/starshower/games/{seated['game_id']}/seats/{seated['seat']}/leave", {}, token=key).status == 200
        return service.tournaments.view(tid)["status"] == "finished"

    assert until(everyone_leaves_their_games, run_jobs, timeout=30)
    hers = [r for r in service.tournaments.store.all_results(tid) if amy in r.get("players", ())]
    assert mine["game_id"] in {r["game_id"] for r in hers}
    against_bots = [r for r in hers if bo not in r["players"]]  # (two who both left: the board orders them)
    assert against_bots and all(sorted(r["places"]) == [1, 2] and r["places"][r["players"].index(amy)] == 2
                                for r in against_bots)  # left: last alone, whatever the bot made of her seat
    seated_bo = [t for t in all_tables(service, tid) if bo in t["players"]]
    assert [t["round"] for t in seated_bo] == [1]  # withdrawn during round 1: never again
    lines = {line["player"]: line for line in service.tournaments.standings(tid, 0, 100)["standings"]}
    assert lines[bo]["withdrawn"] and not lines[amy]["withdrawn"]


def test_a_worker_killed_between_deciding_a_round_and_making_its_games_loses_and_doubles_nothing(
        service, api, run_jobs, monkeypatch):
    (_, key), = new_players(api, 1)
    tid = swiss(service, key, size=4, rounds=1, bots=8)["id"]
    made = []
    real = Gathering.start

    def dies_after_one(self, *args, **kwargs):
        if len(made) == 1:
            raise SystemExit("worker killed")  # the run dies: its claim expires, the event stays due
        made.append(args[1])
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Gathering, "start", dies_after_one)
    with pytest.raises(SystemExit):
        service.tournament_steps.step(tid)
    monkeypatch.setattr(Gathering, "start", real)
    assert {t["state"] for t in all_tables(service, tid)} == {"forming", "playing"}
    service.tournament_steps.step(tid)  # the next run makes what is missing
    tables = all_tables(service, tid)
    assert len(tables) == 2 and {t["state"] for t in tables} == {"playing"}
    assert until(finished(service, tid), run_jobs, timeout=60)
    assert len(service.tournaments.store.all_results(tid)) == 2
    assert all(service.store.load(t["game_id"]) is not None for t in tables)


@pytest.mark.parametrize("size", [2, 3, 4, 8])
def test_an_arena_seats_again_as_games_end_until_its_end(service, api, run_jobs, monkeypatch, size):
    (_, key), = new_players(api, 1)
    tid = service.tournaments.create(key, {"format": "arena", "game": "starshower", "options": {"size": 10},
                                           "table_size": size, "duration": 600, "clock": {"per_turn": 30},
                                           "house_bots": {"random": 2 * size},
                                           "starts": service.clock()})["id"]
    # Its ten minutes are over for the worker's step once it seated a second round of tables (a
    # real 1.5 s arena could end before its first games on a loaded machine; a real ten minutes
    # would keep the burst worker busy): the games in play end, wake the event, and it finishes.
    steps = jobs.game_service().tournament_steps
    monkeypatch.setattr(steps, "clock", lambda: time.time() + (601 if len(all_tables(service, tid)) > 2 else 0))
    assert until(finished(service, tid), run_jobs, timeout=60)
    tables = all_tables(service, tid)
    assert len(tables) > 2  # seated again after the first round of games
    assert {t["state"] for t in tables} == {"scored"}
    served = service.tournaments.standings(tid, 0, 100)["standings"]
    assert served == archived_standings(service, tid, "arena")


def test_an_arena_entrant_absent_from_two_games_in_a_row_is_paused_until_it_joins_again(service, api, run_jobs):
    (amy, amy_key), = new_players(api, 1)
    now = service.clock()
    tid = service.tournaments.create(amy_key, {"format": "arena", "game": "twinkle-twinkle", "table_size": 2,
                                               "duration": 120, "clock": {"per_turn": 30},
                                               "house_bots": {"random": 1}, "starts": now})["id"]
    service.tournaments.join(amy_key, tid)  # she and one bot: each of her games waits on her
    left = set()

    def amy_leaves_her_games():  # Amy never plays: she leaves each game she is seated at
        for seated in of_type(feed(api, amy_key), "seated"):
            if seated["game_id"] not in left:
                left.add(seated["game_id"])
                assert api.post(f"/v1/twinkle-twinkle/games/{seated['game_id']}/seats/{seated['seat']}/leave", {},
                                token=amy_key).status == 200
        return of_type(feed(api, amy_key), "tournament_paused")

    assert until(amy_leaves_her_games, run_jobs, timeout=60)
    assert len(left) == 2  # two games absent in a row, then no third table
    view = service.tournaments.view(tid, amy_key)
    assert view["you"]["paused"] and view["status"] == "running"
    mine = [line for line in service.tournaments.standings(tid, 0, 100)["standings"] if line["player"] == amy]
    assert mine[0]["paused"] and mine[0]["games"] == 2
    events = service.tournaments.events(tid, 0)["events"]
    assert [e["players"] for e in events if e["type"] == "paused"] == [[amy]]
    for _ in range(3):  # Amy waits at no table (nor does the bot: nobody to play)
        run_jobs()
    assert not [t for t in all_tables(service, tid) if amy in t["players"] and t["game_id"] not in left]
    back = service.tournaments.join(amy_key, tid)  # back: seated again at the next step
    assert not back["you"]["paused"]
    assert until(lambda: [t for t in all_tables(service, tid) if amy in t["players"] and t["game_id"] not in left],
                 run_jobs, timeout=60)


def test_two_entrants_who_blocked_one_another_are_not_seated_together(service, api, run_jobs):
    (amy, amy_key), (bo, bo_key) = new_players(api, 2)
    assert api.request("PUT", f"/v1/players/me/blocks/{bo}", token=amy_key).status == 200
    tid = swiss(service, amy_key, size=2, rounds=1, bots=2)["id"]  # by standings: the bots, then Amy and Bo
    for key in (amy_key, bo_key):
        service.tournaments.join(key, tid)
    run_jobs()
    tables = [t["players"] for t in all_tables(service, tid)]
    assert len(tables) == 2 and not any({amy, bo} <= set(players) for players in tables)
