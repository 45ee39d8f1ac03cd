"""Starlink end to end: real gunicorn, a real RQ worker closing turns when the sand runs out,
real Redis, three people at the table over TCP."""

from __future__ import annotations

import json
import time

from tests.playing import whole_log

GAME = "starlink"
LENS = 15  # the Telescope Card's radius (rulings, "House components")


def stored_events(redis_client, game_id) -> list[dict]:
    return [json.loads(data[b"e"]) for _, data in redis_client.xrange(f"sp:{{{game_id}}}:events")]


def late_in_a_second(after: float = 0.85) -> None:
    """RQ's scheduler counts whole seconds: a deadline late in a second is the hard case."""
    while time.time() % 1 < after:
        time.sleep(0.01)


def test_a_turn_closes_by_itself_at_the_deadline(stack, redis_client):
    api = stack.api
    created = api.create(GAME, [{"name": "ann"}, {"name": "bob"}], options={"timer_seconds": 20}).body
    game_id, token = created["game_id"], created["seats"][0]["token"]
    late_in_a_second()
    chosen = api.act(GAME, game_id, token, {"type": "choose_word", "word_index": 0})
    assert chosen.status == 200, chosen.body
    version, deadline = chosen.body["version"], chosen.body["view"]["state"]["deadline"]
    # From here on no HTTP request: only the worker's timer job can close the turn.
    key = f"sp:{{{game_id}}}"
    while int(redis_client.hget(key, "v")) == version and time.time() < deadline + 10:
        time.sleep(0.05)
    seen_at = time.time()
    ends = [e for e in stored_events(redis_client, game_id) if e["type"] == "turn_ended"]
    assert len(ends) == 1, f"the turn did not close by itself by {seen_at - deadline:.1f} s after the deadline"
    assert ends[0] | {"turn": 0, "reason": "timer", "points": 0, "actor": "timer", "version": version + 1} == ends[0]
    closed_at = float(redis_client.hget(key, "updated"))
    assert deadline <= closed_at < deadline + 5 and seen_at < deadline + 6
    time.sleep(2)  # a duplicate or retried job would land within a scheduler tick or two
    assert int(redis_client.hget(key, "v")) == version + 1
    assert [e["type"] for e in stored_events(redis_client, game_id)].count("turn_ended") == 1


# -- three people play a whole game ------------------------------------------------------------------

def free_stars(state: dict) -> list[dict]:
    used = {star for c in state["constellations"] for segment in c["segments"] for star in segment}
    return [s for s in state["stars"] if s["id"] not in used]


def far(a: dict, b: dict, reach: float) -> bool:
    return (a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2 > reach ** 2


def figure(state: dict, fits_the_lens: bool) -> list[list[int]]:
    """Links among free stars: a path around one star within the lens radius of it (fits the
    lens), or one link longer than the lens is wide (cannot fit)."""
    free = free_stars(state)
    for centre in free:
        if fits_the_lens:
            near = [s for s in free if s is not centre and not far(centre, s, LENS)]
            if len(near) >= 2:
                path = [near[0]["id"], centre["id"], near[1]["id"]]
                return [sorted(pair) for pair in zip(path, path[1:])]
        else:
            other = next((s for s in free if far(centre, s, 2 * LENS)), None)
            if other is not None:
                return [sorted([centre["id"], other["id"]])]
    raise AssertionError("no room on the board for the figure")


def test_three_people_play_to_the_end_and_the_score_is_the_public_events_recomputed(stack):
    """The illustrator's token sees the words: the script uses them to have another seat guess
    right, after a wrong guess now and then; odd turns draw wider than the lens."""
    api = stack.api
    created = api.create(GAME, [{"name": n} for n in ("ann", "bob", "cy")], options={"timer_seconds": 20},
                         seed=2718).body
    game_id, tokens = created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}

    def act(seat, action, status=200):
        answer = api.act(GAME, game_id, tokens[seat], action)
        assert answer.status == status, (seat, action, answer.body)
        return answer.body

    lens_expected = {}
    for number in range(6):
        table = api.view(GAME, game_id).body["state"]
        illustrator = table["turn"]["illustrator"]
        assert (table["turn"]["number"], illustrator) == (number, number % 3)
        card = api.view(GAME, game_id, tokens[illustrator]).body["state"]["turn"]["card"]
        word = card["words"][number % 2]
        act(illustrator, {"type": "choose_word", "word_index": number % 2})
        lens_expected[number] = number % 2 == 0
        for a, b in figure(table, lens_expected[number]):
            act(illustrator, {"type": "add_segment", "a": a, "b": b})
        first, second = (illustrator + 1) % 3, (illustrator + 2) % 3
        if number % 3 != 2:  # a wrong guess first: the guesser takes the sand timer and is silenced
            offered = api.actions(GAME, game_id, tokens[first]).body["actions"]
            wrong = next(a for a in offered if a["text"] not in card["words"])
            assert act(first, wrong)["events"][0]["right"] is False
            assert act(first, {"type": "guess", "text": word}, 422)["code"] == "illegal_action"
            guesser = second
        else:
            guesser = first
        said = act(guesser, {"type": "guess", "text": f"the {word.upper()}!"})
        assert [e["reason"] for e in said["events"] if e["type"] == "turn_ended"] == ["guessed"]

    final = api.view(GAME, game_id).body
    assert final["status"] == "finished" and final["state"]["turn"] is None
    events = whole_log(api, GAME, game_id)  # every page: game_over may follow the first
    assert [e["turn"] for e in events if e["type"] == "turn_started"] == list(range(6))
    totals = {seat: 0 for seat in tokens}
    ended = [e for e in events if e["type"] == "turn_ended"]
    for e in ended:
        assert e["lens_bonus"] is lens_expected[e["turn"]], e
        assert e["points"] == e["value"] + (1 if e["lens_bonus"] else 0)
        totals[e["illustrator"]] += e["points"]
        totals[e["guesser"]] += e["points"]
    assert [e["turn"] for e in ended] == list(range(6))
    score = api.score(GAME, game_id).body
    assert score["final"] and {p["seat"]: p["total"] for p in score["players"]} == totals
    best = max(totals.values())
    assert score["winners"] == [seat for seat, total in totals.items() if total == best]
    [over] = [e for e in events if e["type"] == "game_over"]
    assert over["scores"] == [totals[seat] for seat in sorted(totals)] == final["state"]["scores"]
