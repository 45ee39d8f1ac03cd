"""Twinkle Twinkle through HTTP (Flask's client) against a real Redis, with the Cosmobot and the
bots moved by RQ jobs run in this process.

Issue examples:
- "The Cosmobot moves from an RQ worker job, exactly by its preference list, ties leftmost."
- 2, 3 and 4 seats over HTTP with bots moved by the worker: every chart full at the end; tile
  conservation visible through the public view (bag + rows + charts + removed = 95).
- A place action on an occupied space or an out-of-range orientation → 422 problem+json with a
  clear reason, changing nothing.

Everything a test checks here is recomputed from what the API shows (views, the event log), with
the rulings' numbers written out below, never by calling the engine.
"""

from __future__ import annotations

import json
import random

import pytest
import redis as redis_py
from rq import Queue

from tests.conftest import QUEUE
from tests.playing import play_to_the_end
from tests.service.routes.test_every_game_api import assert_matches, schemas_of

GAME = "twinkle-twinkle"
ROWS, COLS = 4, 5

# The rulings' tile counts (docs/games/twinkle-twinkle.md, "Components").
TILE_COUNT = 95
KIND_COUNTS = {"star": 50, "asteroid": 12, "planet": 9, "satellite": 8, "black_hole": 8, "comet": 8}

# The Cosmobot reference, as the rulings print it: preferences by its standee's track position.
EARLY = ("slow", "second_slot", "most_objects")     # track positions 1–2
LATE = ("most_objects",)  # track positions 3–4 (ties: a Slow tile among them, then the leftmost)
COSMOBOT_REFERENCE = {1: EARLY, 2: EARLY, 3: LATE, 4: LATE}

# The rulebook's solo table: (lowest VP, rank).
SOLO_RANKS = [(0, "Dream on, Dreamer"), (60, "Amateur Astronomer"), (75, "Strong Effort"),
              (85, "Astronaut Candidate"), (95, "Explorer of the Stars"), (105, "Galactic Pioneer"),
              (115, "Absolutely Stellar!")]
# Current Round / Next Round row sizes by player count (rulings: "Star Chart and Observation board").
ROW_SIZES = {1: (5, 4), 2: (5, 4), 3: (4, 3), 4: (5, 4)}
CATEGORIES = {"largest", "second_largest", "constellations", "novas", "comets", "planets",
              "asteroids", "black_holes", "satellites"}



def new_game(api, seats, **extra):
    created = api.create(GAME, seats, **extra).body
    return created["game_id"], {s["seat"]: s["token"] for s in created["seats"] if "token" in s}


def events_after(api, game_id, after: int) -> list[dict]:
    return api.get(f"/v1/{GAME}/games/{game_id}/events?after={after}").body["events"]


# -- what the public view shows, recounted -------------------------------------------------------

def objects_on(tile: dict) -> int:
    """"Tile with most objects" counts stars and asteroids (rulebook: "includes Stars")."""
    return len(tile["stars"]) if tile["kind"] == "star" else tile["objects"]


def cosmobot_pick(row: list[dict | None], position: int) -> tuple[int, str, int]:
    """The slot the Cosmobot's reference picks from a Current Round row (tiles or None), for its
    standee at track ``position`` (1–4): the first preference some tile satisfies, ties leftmost —
    except "most objects" at positions 3–4, whose ties go to a Slow tile among them first.
    Returns (slot, the preference that decided, how many tiles tied on it)."""
    open_slots = [i for i, tile in enumerate(row) if tile is not None]
    for preference in COSMOBOT_REFERENCE[position]:
        if preference == "slow":
            tied = [i for i in open_slots if row[i]["slow"]]
        elif preference == "second_slot":
            tied = [i for i in open_slots if i == 1]
        elif preference == "most_objects":
            most = max(objects_on(row[i]) for i in open_slots)
            tied = [i for i in open_slots if objects_on(row[i]) == most]
            if position >= 3 and any(row[i]["slow"] for i in tied):
                tied = [i for i in tied if row[i]["slow"]]
        else:
            tied = open_slots
        if tied:
            return tied[0], preference, len(tied)
    raise AssertionError(f"no preference fits {row}")


def tiles_in_view(view: dict) -> list[dict]:
    """Every tile the public view shows: both rows, every chart, the tiles that left the game."""
    state = view["state"]
    shown = [s["tile"] for s in state["current_row"] + state["next_row"] if s["tile"] is not None]
    shown += [cell["tile"] for chart in state["charts"] for row in chart["spaces"] for cell in row
              if cell is not None]
    return shown + state["removed"]


def assert_tiles_conserved(view: dict) -> None:
    """bag + rows + charts + removed = 95, kind by kind, and no tile shows twice."""
    shown = tiles_in_view(view)
    bag = view["state"]["bag"]
    ids = [tile["id"] for tile in shown]
    assert len(set(ids)) == len(ids), "a tile shows twice"
    assert sum(bag["kinds"].values()) == bag["count"]
    assert len(shown) + bag["count"] == TILE_COUNT
    for kind, count in KIND_COUNTS.items():
        assert sum(t["kind"] == kind for t in shown) + bag["kinds"].get(kind, 0) == count, kind


def rulebook_rank(total: int) -> str:
    return [rank for lowest, rank in SOLO_RANKS if total >= lowest][-1]


def assert_breakdown_adds_up(player: dict, solo: bool) -> None:
    """The scoreboard's categories add up to the total; solo, the rank is the rulebook's."""
    breakdown = dict(player["breakdown"])
    rank = breakdown.pop("rank", None)
    assert set(breakdown) == CATEGORIES
    assert sum(breakdown.values()) == player["total"]
    assert rank == (rulebook_rank(player["total"]) if solo else None), (player["total"], rank)


def filled(chart: dict) -> int:
    return sum(cell is not None for row in chart["spaces"] for cell in row)


class RowReplay:
    """A solo game's Current Round row and track, kept from one public view on through the event log,
    so that every Cosmobot move is judged on the row it saw — even two moves in a row."""

    def __init__(self, view: dict):
        state = view["state"]
        self.catalogue: dict[int, dict] = {}
        self.learn(view)
        self.row = [s["tile"]["id"] if s["tile"] is not None else None for s in state["current_row"]]
        self.track, self.turn = list(state["track"]), state["turn"]
        self.cosmobot_standees = {s["standee"] for s in state["standees"] if s["cosmobot"]}
        self.decisions: list[tuple[str, int, int]] = []  # (preference, tied, slot) per Cosmobot move

    def learn(self, view: dict) -> None:
        for tile in tiles_in_view(view):
            self.catalogue[tile["id"]] = tile

    def follow(self, events: list[dict]) -> None:
        for event in events:
            if event["type"] in ("tile_placed", "tile_removed"):
                standee = self.track[self.turn]
                assert event["standee"] == standee, "the next standee on the track moves"
                assert event["tile"] == self.row[event["slot"]], "it takes the tile in its slot"
                if event["type"] == "tile_removed":
                    self.judge_cosmobot(event)
                else:
                    assert standee not in self.cosmobot_standees and event["actor"] == event["seat"] == 0
                self.row[event["slot"]] = None
                self.turn += 1
            elif event["type"] == "round_ended":
                self.track, self.turn = list(event["track"]), 0
            elif event["type"] == "rows_refilled":
                self.row = list(event["current"])

    def judge_cosmobot(self, event: dict) -> None:
        assert event["actor"] == "cosmobot" and event["by"] == "cosmobot"
        assert self.track[self.turn] in self.cosmobot_standees
        row = [self.catalogue[t] if t is not None else None for t in self.row]
        slot, preference, tied = cosmobot_pick(row, self.turn + 1)
        assert event["slot"] == slot, (f"at track position {self.turn + 1} the reference picks slot "
                                       f"{slot} ({preference}) from {self.row}, not {event['slot']}")
        self.decisions.append((preference, tied, slot))

    def matches(self, view: dict) -> bool:
        state = view["state"]
        return (self.row == [s["tile"]["id"] if s["tile"] is not None else None for s in state["current_row"]]
                and (state["turn"] is None or (self.track, self.turn) == (state["track"], state["turn"])))


def cosmobot_jobs(redis_url: str, game_id: str) -> list:
    queue = Queue(f"{QUEUE}-human", connection=redis_py.Redis.from_url(redis_url))  # a person plays
    jobs = [queue.fetch_job(job_id) for job_id in queue.job_ids]
    return [job for job in jobs if job is not None and game_id in job.args]


# -- the Cosmobot ----------------------------------------------------------------------------------

def test_a_solo_game_shows_the_cosmobot_as_an_automaton_and_the_human_on_spaces_1_and_3(api):
    game_id, tokens = new_game(api, [{"name": "ann"}], seed=12)
    view = api.view(GAME, game_id, tokens[0]).body
    state = view["state"]
    owners = [None if s["cosmobot"] else s["seat"] for s in state["standees"]]
    assert [owners[standee] for standee in state["track"]] == [0, None, 0, None]
    assert view["to_act"] == [{"seat": 0, "prompt": "place"}]
    assert [len(state["current_row"]), len(state["next_row"])] == [5, 4]
    assert len(state["charts"]) == 1 and state["removed"] == []
    assert_tiles_conserved(view)


def test_the_cosmobot_moves_from_a_worker_job_by_its_preference_list_ties_leftmost(api, redis_url, run_jobs):
    game_id, tokens = new_game(api, [{"name": "ann"}], seed=2)
    rng = random.Random(7)
    shapes = schemas_of(GAME)
    view = api.view(GAME, game_id, tokens[0]).body
    replay = RowReplay(view)
    seq = events_after(api, game_id, 0)[-1]["seq"]
    cosmobot_turns = 0
    while view["status"] == "active":
        (prompt,) = view["to_act"]
        if prompt["seat"] == 0:
            legal = api.actions(GAME, game_id, tokens[0]).body
            answer = api.act(GAME, game_id, tokens[0], rng.choice(legal["actions"]),
                             headers={"If-Match": f'"{view["version"]}"'})
            assert answer.status == 200, answer.body
        else:
            assert prompt == {"seat": None, "automaton": "cosmobot", "prompt": "take"}
            assert_matches(shapes.view, view)
            cosmobot_turns += 1
            # Nobody but a job moves it: the human may not, and the view waits for the worker.
            assert api.actions(GAME, game_id, tokens[0]).body["actions"] == []
            refused = api.act(GAME, game_id, tokens[0], {"type": "place", "slot": 0, "space": [0, 0],
                                                         "orientation": 0})
            assert refused.status == 409 and refused.body["code"] == "not_your_turn"
            assert api.view(GAME, game_id).body["version"] == view["version"]
            jobs = cosmobot_jobs(redis_url, game_id)
            assert [(j.func_name, j.args) for j in jobs] == [
                ("worker.jobs.drive_game", (GAME, game_id, "human"))]
            run_jobs()
        new_events = events_after(api, game_id, seq)
        assert new_events, "nothing moved"
        seq = new_events[-1]["seq"]
        replay.follow(new_events)
        view = api.view(GAME, game_id, tokens[0]).body
        replay.learn(view)
        assert replay.matches(view), "the replayed row and track agree with the view"
        assert_tiles_conserved(view)

        if cosmobot_turns == 10 and prompt["seat"] is None:
            live = api.score(GAME, game_id).body
            assert live["final"] is False and live["winners"] == [] and len(live["players"]) == 1
            assert_breakdown_adds_up(live["players"][0], solo=True)

    assert cosmobot_turns >= 10
    removals = [e for e in events_after(api, game_id, 0) if e["type"] == "tile_removed"]
    assert len(removals) == len(replay.decisions) == 20, "two tiles a round for ten rounds"
    assert [t["id"] for t in view["state"]["removed"]] == [e["tile"] for e in removals]
    # The game went through every branch of the reference, and ties were really broken leftmost.
    preferences = {preference for preference, _, _ in replay.decisions}
    assert preferences >= {"slow", "second_slot", "most_objects"}, replay.decisions
    assert any(p == "most_objects" and tied > 1 for p, tied, _ in replay.decisions)
    assert any(p == "slow" and tied > 1 for p, tied, _ in replay.decisions)
    assert filled(view["state"]["charts"][0]) == ROWS * COLS


def test_the_rulebooks_example_no_slow_tile_second_slot_taken_most_objects_leftmost():
    """Checks the test's own reading of the reference on the rulebook's example."""
    star = {"kind": "star", "slow": False, "objects": 1, "stars": [{"lines": ["N"], "nova": False}]}
    binary = {**star, "objects": 2, "stars": [{"lines": ["N"], "nova": False}, {"lines": ["S"], "nova": False}]}
    double = {"kind": "asteroid", "slow": False, "objects": 2, "stars": []}
    row = [star, None, double, star, binary]
    assert cosmobot_pick(row, 1) == (2, "most_objects", 2)
    assert cosmobot_pick(row, 4) == (2, "most_objects", 2)
    assert cosmobot_pick([star, star, star, {**star, "slow": True}, None], 2) == (3, "slow", 1)


# -- more players, bots from jobs --------------------------------------------------------------------

@pytest.mark.parametrize("seats, seed", [
    ([{"name": "ann"}, {"name": "rex", "bot": "greedy"}], 31),
    ([{"name": "ann"}, {"name": "bob"}, {"name": "rnd", "bot": "random"}], 32),
    ([{"name": "ann"}, {"name": "gus", "bot": "greedy"}, {"name": "bob"}, {"name": "rnd", "bot": "random"}], 33),
], ids=["2-seats", "3-seats", "4-seats"])
def test_humans_and_bots_fill_every_chart_and_every_tile_is_accounted_for(api, run_jobs, seats, seed):
    game_id, tokens = new_game(api, seats, seed=seed)
    bots = {i for i, seat in enumerate(seats) if "bot" in seat}
    first = api.view(GAME, game_id).body["state"]
    assert (len(first["current_row"]), len(first["next_row"])) == ROW_SIZES[len(seats)]
    owners = sorted(s["seat"] for s in first["standees"])
    assert owners == ([0, 0, 1, 1] if len(seats) == 2 else list(range(len(seats))))
    checked = 0
    shapes = schemas_of(GAME)

    def choose(view, actions):
        nonlocal checked
        assert_tiles_conserved(view)
        if checked % 10 == 0:
            assert_matches(shapes.view, view)
            assert_matches(shapes.score, api.score(GAME, game_id).body)
        checked += 1
        return random.Random(checked).choice(actions)

    final = play_to_the_end(api, GAME, game_id, tokens, choose=choose, between_turns=run_jobs)
    assert final["status"] == "finished" and final["to_act"] == []
    assert_tiles_conserved(final)
    assert_matches(shapes.view, final)
    charts = final["state"]["charts"]
    assert [c["seat"] for c in charts] == list(range(len(seats)))
    assert all(filled(chart) == ROWS * COLS for chart in charts), "every chart is full"
    assert final["state"]["removed"] == [], "only the Cosmobot removes tiles"
    log = events_after(api, game_id, 0)
    placed = [e for e in log if e["type"] == "tile_placed"]
    assert len(placed) == ROWS * COLS * len(seats)
    assert all(e["actor"] == e["seat"] for e in placed)
    assert {e["seat"] for e in placed if e["seat"] in bots} == bots, "the worker moved every bot"
    assert checked >= ROWS * COLS * len(tokens)
    score = api.score(GAME, game_id).body
    assert score["final"] is True and [p["seat"] for p in score["players"]] == list(range(len(seats)))
    for player in score["players"]:
        assert_breakdown_adds_up(player, solo=False)
    best = max(p["total"] for p in score["players"])
    assert score["winners"] == [p["seat"] for p in score["players"] if p["total"] == best]


# -- refusals ---------------------------------------------------------------------------------------

def ann_on_her_second_turn(api, run_jobs, game_id, token) -> dict:
    """Ann took the leftmost tile to the top-left space; the Cosmobot took its tile; her turn again."""
    first = api.act(GAME, game_id, token, {"type": "place", "slot": 0, "space": [0, 0], "orientation": 0})
    assert first.status == 200, first.body
    run_jobs()
    view = api.view(GAME, game_id, token).body
    assert view["to_act"] == [{"seat": 0, "prompt": "place"}], view["to_act"]
    return view


def test_a_refused_placement_is_422_problem_json_with_the_reason_and_changes_nothing(api, redis_client, run_jobs):
    game_id, tokens = new_game(api, [{"name": "ann"}], seed=5)
    view = ann_on_her_second_turn(api, run_jobs, game_id, tokens[0])
    row = view["state"]["current_row"]
    taken = [s["slot"] for s in row if s["tile"] is None]
    free = [s["slot"] for s in row if s["tile"] is not None]
    assert 0 in taken and len(taken) == 2 and free
    before = redis_client.hgetall(f"sp:{{{game_id}}}")
    events_before = redis_client.xlen(f"sp:{{{game_id}}}:events")

    def refused(action, code):
        answer = api.act(GAME, game_id, tokens[0], action)
        assert answer.status == 422, (action, answer.body)
        assert answer.headers["Content-Type"] == "application/problem+json"
        assert answer.body["code"] == code and answer.body["status"] == 422
        return answer.body

    def place(**change):
        return {"type": "place", "slot": free[0], "space": [2, 2], "orientation": 0, **change}

    occupied = refused(place(space=[0, 0]), "illegal_action")
    assert "space" in occupied["detail"] and "already holds a tile" in occupied["detail"]
    for orientation in (8, -1, 99):
        wrong = refused(place(orientation=orientation), "validation_error")
        assert "orientation" in json.dumps(wrong["errors"]), wrong
    for orientation in (1.5, "2", None, True):
        assert "orientation" in json.dumps(refused(place(orientation=orientation), "validation_error")["errors"])
    off_chart = refused(place(space=[4, 0]), "validation_error")
    assert "space" in json.dumps(off_chart["errors"]) and "row 0–3, column 0–4" in json.dumps(
        off_chart["errors"], ensure_ascii=False)
    assert "space" in json.dumps(refused(place(space=[0, 5]), "validation_error")["errors"])
    assert "already been taken" in refused(place(slot=taken[0]), "illegal_action")["detail"]
    assert "slot of the Current Round row" in refused(place(slot=len(row)), "illegal_action")["detail"]
    assert '{"type": "place", ' in refused({"type": "cosmobot_take", "slot": free[0]}, "illegal_action")["detail"]
    assert redis_client.hgetall(f"sp:{{{game_id}}}") == before, "a refusal changes nothing"
    assert redis_client.xlen(f"sp:{{{game_id}}}:events") == events_before
    after = api.view(GAME, game_id, tokens[0]).body
    assert after == {**view, "server_time": after["server_time"]}
    # The same placement on an empty space, turned a legal way, is accepted.
    accepted = api.act(GAME, game_id, tokens[0], place(orientation=7))
    assert accepted.status == 200 and accepted.body["version"] == view["version"] + 1
    assert accepted.body["view"]["state"]["charts"][0]["spaces"][2][2]["orientation"] == 7
