"""Starlink through HTTP (Flask's client) against a real Redis, with server time the test holds:
the sand timer ("exactly once, whichever comes first"), who sees the words, and the golden
transcript replayed seat by seat."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
import redis as redis_py

from tests.conftest import QUEUE, FakeClock
from tests.playing import StarportClient

GAME = "starlink"
GOLDEN = Path(__file__).parents[2] / "engines" / "starlink" / "golden" / "starlink_seed4_3p.json"
MS = 0.001
NAMES = ["ann", "bob", "cy"]


@pytest.fixture
def clock() -> FakeClock:
    # Years ahead, so a real worker's clock never finds these deadlines due; and late in a
    # second, so a deadline of now + 20 s is not a whole number of seconds.
    return FakeClock(2_000_000_000.75)


@pytest.fixture
def app(timed_app):
    return timed_app


def new_game(api, seed: int = 7, timer_seconds: int = 20):
    """Three human seats; with seed 7, seat 0 first draws the card "owl / turtle" (value 1)."""
    created = api.create(GAME, [{"name": n} for n in NAMES], options={"timer_seconds": timer_seconds},
                         seed=seed).body
    return created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}


def card_in_hand(api, game_id, tokens) -> tuple[int, dict]:
    illustrator = api.view(GAME, game_id).body["state"]["turn"]["illustrator"]
    return illustrator, api.view(GAME, game_id, tokens[illustrator]).body["state"]["turn"]["card"]


def choose(api, game_id, tokens, index: int = 0) -> tuple[dict, str]:
    """The illustrator chooses a word and flips the sand timer: the view after, and the word."""
    illustrator, card = card_in_hand(api, game_id, tokens)
    answer = api.act(GAME, game_id, tokens[illustrator], {"type": "choose_word", "word_index": index})
    assert answer.status == 200, answer.body
    return answer.body["view"], card["words"][index]


def log(api, game_id, token=None) -> list[dict]:
    return api.get(f"/v1/{GAME}/games/{game_id}/events?after=0", token=token).body["events"]


def turn_ends(api, game_id) -> list[dict]:
    return [e for e in log(api, game_id) if e["type"] == "turn_ended"]


def due_at(redis_url, game_id) -> float | None:
    """When the due-index says the game's driver must next look at it (see service.store.queue)."""
    return redis_py.Redis.from_url(redis_url).zscore(f"{QUEUE}:due", f"{GAME}/{game_id}/human")


# -- the sand timer --------------------------------------------------------------------------------

def test_the_view_shows_the_deadline_and_server_time_for_a_countdown(api, clock):
    game_id, tokens = new_game(api, timer_seconds=45)
    before = api.view(GAME, game_id).body
    assert before["state"]["deadline"] is None and before["server_time"] == clock.now
    chosen_at = clock.now
    view, _ = choose(api, game_id, tokens)
    clock.now += 12.5
    for token in (None, tokens[0], tokens[1]):
        seen = api.view(GAME, game_id, token).body
        assert seen["state"]["deadline"] == chosen_at + 45 == view["state"]["deadline"]
        assert seen["server_time"] == chosen_at + 12.5  # 32.5 s left on the sand timer


def test_a_guess_one_millisecond_before_the_deadline_is_heard(api, clock):
    game_id, tokens = new_game(api)
    view, word = choose(api, game_id, tokens, index=1)
    assert word == "turtle"
    clock.now = view["state"]["deadline"] - MS
    answer = api.act(GAME, game_id, tokens[2], {"type": "guess", "text": "The Turtles!"})
    assert answer.status == 200, answer.body
    [ended] = [e for e in answer.body["events"] if e["type"] == "turn_ended"]
    assert ended | {"reason": "guessed", "guesser": 2, "word": "turtle", "points": 1} == ended
    assert api.score(GAME, game_id).body["players"][2]["total"] == 1


def test_a_deadline_passing_while_a_guess_is_judged_closes_the_turn_first(app, api, clock, monkeypatch):
    """The sand runs out between the game's read and the guess's judgement: the timer moves
    first, as it would have had the guess come a moment later, so a client acting on the
    version it saw is told the game moved on (412), never that its listed action broke a rule."""
    game_id, tokens = new_game(api)
    view, word = choose(api, game_id, tokens)
    clock.now = view["state"]["deadline"] - MS
    writes = app.extensions["starport"].writes
    load = writes.load

    def load_as_the_sand_runs_out(*args):
        record = load(*args)
        clock.now = view["state"]["deadline"] + MS
        return record

    monkeypatch.setattr(writes, "load", load_as_the_sand_runs_out)
    stale = api.act(GAME, game_id, tokens[1], {"type": "guess", "text": word},
                    headers={"If-Match": f'"{view["version"]}"'})
    assert stale.status == 412 and stale.body["code"] == "version_conflict", stale.body
    [ended] = turn_ends(api, game_id)
    assert ended["reason"] == "timer" and ended["points"] == 0


@pytest.mark.parametrize("late", [0.0, MS], ids=["at-the-deadline", "one-millisecond-late"])
def test_a_late_guess_is_refused_and_the_turn_closes_once_with_no_points(api, clock, late):
    """Once the sand is out the turn is over: a guess racing it loses, whatever it says."""
    game_id, tokens = new_game(api)
    view, word = choose(api, game_id, tokens)
    version = view["version"]
    clock.now = view["state"]["deadline"] + late
    # A client that acted on the version it saw learns that the game moved on: the timer closed it.
    stale = api.act(GAME, game_id, tokens[1], {"type": "guess", "text": word}, headers={"If-Match": f'"{version}"'})
    assert stale.status == 412 and stale.body["code"] == "version_conflict", stale.body
    assert stale.body["current_version"] == version + 1
    # Without If-Match the guess is judged against the game as it is now: no word is in play.
    late_guess = api.act(GAME, game_id, tokens[2], {"type": "guess", "text": word})
    assert late_guess.status == 422 and late_guess.body["code"] == "illegal_action", late_guess.body
    assert "sand timer" in late_guess.body["detail"]
    [ended] = turn_ends(api, game_id)
    assert ended | {"turn": 0, "reason": "timer", "guesser": None, "points": 0, "word": word,
                    "actor": "timer", "version": version + 1} == ended
    assert not [e for e in log(api, game_id) if e["type"] == "guessed"]
    assert [p["total"] for p in api.score(GAME, game_id).body["players"]] == [0, 0, 0]
    turn = api.view(GAME, game_id).body["state"]["turn"]
    assert turn | {"number": 1, "illustrator": 1, "phase": "choose_word"} == turn


def test_many_readers_and_the_timer_job_close_the_turn_exactly_once(app, api, clock, redis_url):
    game_id, tokens = new_game(api)
    view, word = choose(api, game_id, tokens)
    version = view["version"]
    clock.now = view["state"]["deadline"] + MS
    reads = [(f"/v1/{GAME}/games/{game_id}", None), (f"/v1/{GAME}/games/{game_id}", tokens[1]),
             (f"/v1/{GAME}/games/{game_id}/events?after=0", tokens[2]),
             (f"/v1/{GAME}/games/{game_id}/actions", tokens[0]), (f"/v1/{GAME}/games/{game_id}/score", None)]
    readers = 20
    barrier = threading.Barrier(readers)
    statuses, lock = [], threading.Lock()

    def read(i):
        me = StarportClient(app.test_client())
        path, token = reads[i % len(reads)]
        barrier.wait()
        status = me.get(path, token=token).status
        with lock:
            statuses.append(status)

    threads = [threading.Thread(target=read, args=(i,)) for i in range(readers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert statuses == [200] * readers
    # Then the driver, woken at the deadline, comes late: the turn is already closed.
    assert app.extensions["starport"].drive(GAME, game_id).timers == 0
    [ended] = turn_ends(api, game_id)
    assert ended["reason"] == "timer" and ended["word"] == word
    assert api.view(GAME, game_id).body["version"] == version + 1


def test_the_driver_closes_the_turn_at_the_deadline_exactly_once(app, api, clock, redis_url):
    game_id, tokens = new_game(api)
    view, word = choose(api, game_id, tokens)
    deadline = view["state"]["deadline"]
    service = app.extensions["starport"]
    clock.now = deadline - MS  # a worker whose clock is a little behind: nothing happens yet
    assert service.drive(GAME, game_id).timers == 0
    assert due_at(redis_url, game_id) == deadline and turn_ends(api, game_id) == []  # come back then
    clock.now = deadline
    assert service.drive(GAME, game_id).timers == 1
    [ended] = turn_ends(api, game_id)
    assert ended["actor"] == "timer" and ended["word"] == word
    assert service.drive(GAME, game_id).timers == 0  # a second driver run changes nothing
    assert len(turn_ends(api, game_id)) == 1
    assert due_at(redis_url, game_id) == deadline + 20  # the next illustrator's time to choose


# -- the time to choose a word (house) -------------------------------------------------------------

def test_the_choosing_clock_starts_at_creation_and_a_read_after_it_runs_out_chooses_the_first_word(api, clock):
    created_at = clock.now
    game_id, tokens = new_game(api)  # seat 0 holds "owl / turtle"
    seen = api.view(GAME, game_id).body  # the game began when it was created: nothing to start
    assert seen["version"] == 1 and seen["state"]["choice_deadline"] == created_at + 20
    assert seen["state"]["deadline"] is None
    assert [e for e in log(api, game_id) if e["version"] != 1] == []
    clock.now = created_at + 20 - MS
    seen = api.view(GAME, game_id, tokens[1]).body
    assert seen["version"] == 1 and seen["state"]["turn"]["phase"] == "choose_word"
    clock.now = created_at + 20  # the time to choose has run out: the next read chooses word 0
    seen = api.view(GAME, game_id).body
    assert seen["version"] == 2
    assert seen["state"]["turn"]["phase"] == "drawing" and seen["state"]["choice_deadline"] is None
    assert seen["state"]["deadline"] == created_at + 40  # the sand timer starts with the choice
    assert api.view(GAME, game_id, tokens[0]).body["state"]["turn"]["card"]["chosen"] == 0
    spectator = [e for e in log(api, game_id) if e["version"] == 2]
    assert [(e["type"], e["actor"]) for e in spectator] == [("timer_started", "timer")]
    chosen = [e for e in log(api, game_id, tokens[0]) if e["type"] == "word_chosen"]
    assert [(e["word"], e["actor"]) for e in chosen] == [("owl", "timer")]
    late = api.act(GAME, game_id, tokens[0], {"type": "choose_word", "word_index": 1})
    assert late.status == 422 and late.body["code"] == "illegal_action"
    right = api.act(GAME, game_id, tokens[2], {"type": "guess", "text": "owl"})
    assert right.status == 200 and right.body["events"][1]["reason"] == "guessed"


def test_the_driver_chooses_the_first_word_for_an_absent_illustrator(app, api, clock, redis_url):
    game_id, tokens = new_game(api)
    service = app.extensions["starport"]
    choice_deadline = api.view(GAME, game_id).body["state"]["choice_deadline"]
    assert choice_deadline == clock.now + 20
    assert due_at(redis_url, game_id) == choice_deadline  # creation put the choice deadline in the due-index
    assert service.drive(GAME, game_id).timers == 0  # run early, by a clock behind: nothing
    clock.now = choice_deadline
    assert service.drive(GAME, game_id).timers == 1
    assert service.drive(GAME, game_id).timers == 0  # a second run changes nothing
    seen = api.view(GAME, game_id, tokens[0]).body
    assert seen["version"] == 2 and seen["state"]["turn"]["card"]["chosen"] == 0
    assert seen["state"]["deadline"] == clock.now + 20
    assert due_at(redis_url, game_id) == clock.now + 20  # and now the sand timer's end


def test_a_new_game_stays_at_version_1_until_someone_acts(api, clock):
    created = api.create(GAME, [{"name": n} for n in NAMES], options={"timer_seconds": 20}, seed=7).body
    assert created["version"] == 1 and created["status"] == "active"
    game_id, tokens = created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}
    clock.now += 19  # reads, however late within the time to choose, change nothing
    for token in (None, tokens[0], tokens[1]):
        assert api.view(GAME, game_id, token).body["version"] == 1
    assert api.actions(GAME, game_id, tokens[0]).body["version"] == 1
    assert api.score(GAME, game_id).body["version"] == 1
    assert log(api, game_id)[-1]["version"] == 1
    # So the version the create response gave is the one to send with the first action.
    chose = api.act(GAME, game_id, tokens[0], {"type": "choose_word", "word_index": 1},
                    headers={"If-Match": f'"{created["version"]}"'})
    assert chose.status == 200, chose.body
    assert chose.body["version"] == 2


def test_a_game_with_open_seats_starts_its_choosing_clock_at_the_last_claim(api, clock):
    created = api.create(GAME, [{"name": "ann"}, {"open": True}, {"open": True}],
                         options={"timer_seconds": 20}).body  # no chosen seed at an open table
    game_id, ann = created["game_id"], created["seats"][0]["token"]
    assert created["status"] == "waiting"
    waiting = api.view(GAME, game_id).body
    assert waiting["state"]["choice_deadline"] is None and waiting["to_act"] == []
    clock.now += 1000  # however long the table waits, the illustrator's time is not running
    first = api.post(f"/v1/{GAME}/games/{game_id}/seats/1/claim", {"name": "bob"}).body
    assert first["status"] == "waiting" and first["version"] == 2
    assert api.view(GAME, game_id).body["state"]["choice_deadline"] is None
    clock.now += 1000
    claimed_at = clock.now
    cy = api.post(f"/v1/{GAME}/games/{game_id}/seats/2/claim", {"name": "cy"}).body
    assert cy["status"] == "active" and cy["version"] == 3  # the claim's commit, no other
    seen = api.view(GAME, game_id).body
    assert seen["version"] == 3 and seen["status"] == "active"
    assert seen["state"]["choice_deadline"] == claimed_at + 20
    illustrator = seen["state"]["turn"]["illustrator"]
    assert seen["to_act"] == [{"seat": illustrator, "prompt": "choose_word"}]
    # The table is dealt in the claim's commit: the seat_claimed, then setup's events.
    assert [e["type"] for e in log(api, game_id) if e["version"] == 3][0] == "seat_claimed"
    clock.now = claimed_at + 20 - MS
    token = {0: ann, 1: first["token"], 2: cy["token"]}[illustrator]
    chose = api.act(GAME, game_id, token, {"type": "choose_word", "word_index": 0},
                    headers={"If-Match": '"3"'})
    assert chose.status == 200, chose.body
    assert chose.body["version"] == 4 and chose.body["view"]["state"]["deadline"] == clock.now + 20


# -- who sees the words ----------------------------------------------------------------------------

def quoted(word: str) -> bytes:
    return json.dumps(word).encode()


def test_only_the_illustrator_sees_the_words_until_the_turn_ends_then_the_chosen_word_to_all(api, app):
    game_id, tokens = new_game(api)
    card = api.view(GAME, game_id, tokens[0]).body["state"]["turn"]["card"]
    assert card == {"words": ["owl", "turtle"], "value": 1, "chosen": None}
    others = [tokens[1], tokens[2], None]

    def what_others_receive() -> list[bytes]:
        raw = []
        for token in others:
            raw.append(api.view(GAME, game_id, token).raw)
            raw.append(api.get(f"/v1/{GAME}/games/{game_id}/events?after=0", token=token).raw)
        return raw + [api.score(GAME, game_id).raw]

    def actions(seat):
        return api.actions(GAME, game_id, tokens[seat]).body["actions"]

    def leaks(word: str) -> list[bytes]:
        return [raw for raw in what_others_receive() if quoted(word) in raw]

    # Before the word is chosen: the card, its words and its draw are the illustrator's alone.
    assert [v["state"]["turn"]["card"] for v in (api.view(GAME, game_id, t).body for t in others)] == [None] * 3
    assert leaks("owl") == leaks("turtle") == []
    drawn = [e for e in log(api, game_id, tokens[0]) if e["type"] == "card_drawn"]
    assert drawn == [drawn[0] | {"seat": 0, "words": ["owl", "turtle"], "value": 1}]
    assert actions(0) == [{"type": "choose_word", "word_index": 0}, {"type": "choose_word", "word_index": 1}]
    assert actions(1) == actions(2) == []
    assert api.actions(GAME, game_id, None).status == 401  # a spectator has no actions

    api.act(GAME, game_id, tokens[0], {"type": "choose_word", "word_index": 1})
    assert leaks("owl") == leaks("turtle") == []
    assert api.view(GAME, game_id, tokens[0]).body["state"]["turn"]["card"]["chosen"] == 1
    # Every guesser is offered the same public vocabulary, whatever card is in play.
    other_game, other_tokens = new_game(api, seed=11)
    choose(api, other_game, other_tokens)
    vocabulary = api.actions(GAME, other_game, other_tokens[2]).body["actions"]
    assert actions(1) == actions(2) == vocabulary and len(vocabulary) == 200
    wrong = api.act(GAME, game_id, tokens[1], {"type": "guess", "text": "rocket"})
    assert wrong.status == 200 and wrong.body["events"][0]["right"] is False
    assert quoted("turtle") not in wrong.raw and quoted("owl") not in wrong.raw

    right = api.act(GAME, game_id, tokens[2], {"type": "guess", "text": "Turtle"})
    assert right.status == 200 and quoted("owl") not in right.raw
    # The turn is over: the chosen word is everyone's, the other word stays the illustrator's.
    assert all(quoted("turtle") in raw for raw in what_others_receive()[:-1])
    for token in others:
        seen = api.view(GAME, game_id, token).body["state"]
        assert seen["history"][0] | {"word": "turtle", "guesser": 2} == seen["history"][0]
        assert seen["constellations"] == []  # nothing was drawn
    assert leaks("owl") == []
    # The next card is seat 1's alone.
    cards = {seat: api.view(GAME, game_id, tokens[seat]).body["state"]["turn"]["card"] for seat in tokens}
    assert cards[0] is None and cards[2] is None and len(cards[1]["words"]) == 2


def test_a_finished_games_events_and_views_never_show_a_word_that_was_not_chosen(api, clock):
    game_id, tokens = new_game(api)
    unchosen: dict[int, set[str]] = {seat: set() for seat in tokens}
    for number in range(6):
        illustrator, card = card_in_hand(api, game_id, tokens)
        if number == 4:  # an absent illustrator: the first word is chosen for them
            clock.now = api.view(GAME, game_id).body["state"]["choice_deadline"]
            index = 0
        else:
            index = number % 2
            choose(api, game_id, tokens, index)
        unchosen[illustrator].add(card["words"][1 - index])
        if number % 3 == 0:  # nobody finds it: the sand runs out
            clock.now = api.view(GAME, game_id).body["state"]["deadline"]
        else:
            guesser = (illustrator + 1) % 3
            said = api.act(GAME, game_id, tokens[guesser], {"type": "guess", "text": card["words"][index]})
            assert said.status == 200, said.body
        clock.now += 1
    assert api.view(GAME, game_id).body["status"] == "finished"
    hidden = set().union(*unchosen.values())
    assert len(hidden) == 6
    for seat, token in [(None, None), *tokens.items()]:
        events = api.get(f"/v1/{GAME}/games/{game_id}/events?after=0", token=token).raw
        others = hidden - unchosen.get(seat, set())  # an illustrator still sees their own cards
        assert [word for word in others if quoted(word) in events] == [], seat
        seen = api.view(GAME, game_id, token).raw + api.score(GAME, game_id).raw
        assert [word for word in hidden if quoted(word) in seen] == [], seat
    drawn = [e for e in log(api, game_id, tokens[1]) if e["type"] == "card_drawn"]
    assert [e["seat"] for e in drawn] == [1, 1]  # seat 1 sees its own two cards, no one else's


def test_every_turn_starts_in_the_log_and_the_illustrator_alone_is_told_the_card(api):
    game_id, tokens = new_game(api)
    choose(api, game_id, tokens)
    api.act(GAME, game_id, tokens[1], {"type": "guess", "text": "owl"})
    for token, cards_seen in ((None, []), (tokens[0], [0]), (tokens[1], [1]), (tokens[2], [])):
        events = log(api, game_id, token)
        assert [e["turn"] for e in events if e["type"] == "turn_started"] == [0, 1]
        assert [e["seat"] for e in events if e["type"] == "card_drawn"] == cards_seen
    created, started, drawn = log(api, game_id, tokens[0])[:3]
    assert (created["type"], started["type"], drawn["type"]) == ("created", "turn_started", "card_drawn")
    assert started | {"illustrator": 0, "version": 1} == started
    assert drawn["words"] == ["owl", "turtle"]


# -- the golden transcript, over HTTP ----------------------------------------------------------------

def without_stars(state: dict) -> dict:
    return {k: v for k, v in state.items() if k != "stars"}


def test_the_golden_transcript_replays_over_http_with_three_human_seats(api, clock):
    """tests/engines/starlink/golden: the bots' game at seed 4, now played by three people who
    send the same actions at the same server times; the timer closes turns on a read. Version 1
    is the created game (its choosing clock started then); step n is version n + 2."""
    golden = json.loads(GOLDEN.read_text())
    now = clock.now = 1_000_000.0  # the transcript's clock
    created = api.create(GAME, [{"name": n} for n in NAMES], options=golden["options"], seed=golden["seed"]).body
    game_id, tokens = created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}
    deadline = None
    for number, step in enumerate(golden["steps"]):
        if step["actor"] is None:
            now = clock.now = deadline  # the sand runs out; the next read closes the turn
        else:
            clock.now = now
            answer = api.act(GAME, game_id, tokens[step["actor"]], step["action"])
            assert answer.status == 200, (number, answer.body)
            now += 1.0
        seen = api.view(GAME, game_id).body
        assert seen["version"] == number + 2, f"step {number}"
        assert without_stars(seen["state"]) == step["view"], f"step {number}"
        deadline = seen["state"]["deadline"]
    assert seen["status"] == "finished" and seen["seed"] == str(golden["seed"])
    for seat, want in enumerate(golden["final_views"]):
        assert without_stars(api.view(GAME, game_id, tokens[seat]).body["state"]) == want
    score = api.score(GAME, game_id).body
    assert {k: v for k, v in score.items() if k != "version"} == golden["score"]
    # Once the game is over every event is public but the cards drawn (the word not chosen stays
    # hidden for ever): the log is the transcript's, step by step.
    events = log(api, game_id)
    for number, step in enumerate(golden["steps"]):
        logged = [e for e in events if e["version"] == number + 2]
        assert {e["actor"] for e in logged} == {"timer" if step["actor"] is None else step["actor"]}
        assert [{k: v for k, v in e.items() if k not in ("seq", "version", "actor")} for e in logged] == [
            {k: v for k, v in e.items() if k != "visible_to"} for e in step["events"]
            if not e.get("private_forever")], f"step {number}"
