"""Many seeded random games to the end, checking the rules' invariants at every step; the
coin's random state never shows; mis-shaped actions are refused and change nothing."""

import json

import msgspec

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.contract import IllegalAction, Rng
from engines.starshower import GAME
from engines.starshower.board import between
from starshower_positions import wire_view
from tests.examples import examples

NOW = 0.0


def play(seed, players, size=10, levels=None, on_step=None):
    """Play a seeded game to its end; ``on_step(state, seat, action, events, before_view)``."""
    rng = Rng(seed)
    state = GAME.setup(players, GAME.meta.resolve_options({"size": size}), rng)
    levels = levels or ["random"] * players
    for _ in range(4 * size * size + 10):
        if GAME.is_over(state):
            return state
        (seat, _prompt), = GAME.to_act(state, NOW).items()
        before = wire_view(state, None)
        action = GAME.bots[levels[seat]](state, seat, rng, NOW)
        events = GAME.apply(state, seat, action, rng, NOW)
        if on_step:
            on_step(state, seat, action, events, before)
    raise AssertionError("the game did not end")


def recomputed_totals(view, players):
    """Scores from the board alone: live ungrouped 1, live grouped 2."""
    totals = [0] * players
    for star in view["stars"]:
        if star["owner"] is not None and star["live"]:
            totals[star["owner"]] += 2 if star["grouped"] else 1
    return totals


def check_invariants(state, seat, action, events, before):
    view = wire_view(state, None)
    size = view["size"]
    stars = {tuple(s["point"]): s for s in view["stars"]}
    assert len(stars) == len(view["stars"]), "two stars on one point"
    closed = {tuple(p) for p in view["closed"]}
    assert len(closed) == len(view["closed"])

    # No move on a closed (or filled) point.
    if action["type"] != "call":
        was_filled = {tuple(s["point"]) for s in before["stars"]} | {tuple(p) for p in before["closed"]}
        assert tuple(action["point"]) not in was_filled
        assert len(view["stars"]) == len(before["stars"]) + 1
        assert events[0]["star"] == ("good" if action["type"] == "star" else "black")
        toss = view["last_toss"]
        assert (toss["call"] == toss["flip"]) == (action["type"] == "star")
    else:
        assert events[0]["type"] == "flip" and events[0]["call"] == action["side"]
        assert view["turn"]["phase"] == ("star" if events[0]["star"] == "good" else "black_star")

    # Closed points are exactly the points strictly between black-line ends.
    lines = [(tuple(line["from"]), tuple(line["to"])) for line in view["black_lines"]]
    assert closed == {p for a, b in lines for p in between(a, b)}
    for a, b in lines:
        assert stars[a]["owner"] is None and stars[b]["owner"] is None
    # Kills only between black-line ends: a good star is dead exactly when a line crosses it.
    killed = {p for p, s in stars.items() if s["owner"] is not None and not s["live"]}
    good = {p for p, s in stars.items() if s["owner"] is not None}
    assert killed == good & closed
    for e in events:
        if e["type"] == "black_line":
            span = set(between(tuple(e["from"]), tuple(e["to"])))
            assert {tuple(k["point"]) for k in e["killed"]} <= span
        if e["type"] == "black_line_refused":
            span = between(tuple(e["from"]), tuple(e["to"]))
            assert any(p in stars and stars[p]["grouped"] for p in span)

    # Groups: straight runs of 3+ of the seat's live stars; grouped stars are in a group, never killed.
    in_groups = set()
    for g in view["groups"]:
        a, b = tuple(g["from"]), tuple(g["to"])
        run = [a, *between(a, b), b]
        assert len(run) >= 3
        for p in run:
            assert stars[p]["owner"] == g["seat"] and stars[p]["live"] and stars[p]["grouped"]
        in_groups |= set(run)
    assert in_groups == {p for p, s in stars.items() if s["grouped"]}

    # Open points, the end, the score.
    assert view["open_points"] == size * size - len(set(stars) | closed)
    assert GAME.is_over(state) == (view["open_points"] == 0) == (GAME.to_act(state, NOW) == {})
    score = GAME.score(state)
    assert [p["total"] for p in score["players"]] == recomputed_totals(view, state.players)
    for p in score["players"]:
        b = p["breakdown"]
        assert p["total"] == b["ungrouped"] + 2 * b["grouped"]
        assert b["killed"] == sum(1 for q in killed if stars[q]["owner"] == p["seat"])
    # The list stays small: a plain star and up to two groups, or one black star, per open point.
    listed = GAME.legal_actions(state, state.seat, NOW)
    assert len(listed) <= max(2, 3 * view["open_points"]) and len(listed) <= 2000
    # The state survives the store's round trip.
    assert GAME.decode(GAME.encode(state)) == state


# The first batch in make test-fast; all four in make test.
@pytest.mark.parametrize("batch", [0, *(pytest.param(b, marks=pytest.mark.slow) for b in range(1, 4))])
def test_random_games_at_size_ten_keep_every_invariant(batch):
    for seed in range(batch * 50, batch * 50 + 50):
        players = 2 + seed % 7
        state = play(seed, players, on_step=check_invariants)
        score = GAME.score(state)
        totals = [p["total"] for p in score["players"]]
        assert score["final"] and score["winners"] == [i for i, t in enumerate(totals) if t == max(totals)]
        assert GAME.legal_actions(state, state.seat, NOW) == []


@pytest.mark.slow
@pytest.mark.parametrize("size, players, seed", [(13, 2, 1), (17, 5, 2), (20, 8, 3), (26, 3, 4)])
def test_random_games_on_larger_grids_keep_every_invariant(size, players, seed):
    state = play(seed, players, size=size, levels=["greedy", "random"] * 4, on_step=check_invariants)
    assert GAME.score(state)["final"]


def test_the_same_seed_and_actions_replay_the_same_game():
    a = play(99, 4)
    b = play(99, 4)
    assert GAME.encode(a) == GAME.encode(b)
    assert GAME.encode(play(100, 4)) != GAME.encode(a)

def test_a_view_is_a_snapshot_the_next_moves_leave_alone():
    # The view hands out the state's own (frozen) stars, groups and lines: later kills, groups
    # and draws must not show through a view taken earlier.
    rng = Rng(5)
    state = GAME.setup(3, GAME.meta.resolve_options({"size": 10}), rng)
    taken = []
    while not GAME.is_over(state):
        view = GAME.view(state, None)
        taken.append((view, msgspec.json.encode(view)))
        (seat, _prompt), = GAME.to_act(state, NOW).items()
        GAME.apply(state, seat, GAME.bots["greedy"](state, seat, rng, NOW), rng, NOW)
    assert any(not s["live"] for s in wire_view(state)["stars"]) and wire_view(state)["groups"]
    assert all(msgspec.json.encode(view) == then for view, then in taken)



def test_legal_actions_are_all_accepted_verbatim():
    def every_action_applies(state, seat, action, events, before):
        for (nxt, _prompt) in GAME.to_act(state, NOW).items():
            for legal in GAME.legal_actions(state, nxt, NOW):
                trial = GAME.decode(GAME.encode(state))
                GAME.apply(trial, nxt, json.loads(json.dumps(legal)), Rng(1), NOW)
    for seed in range(3):
        play(seed, 2 + seed, on_step=every_action_applies)


# Everything is public, but the coin's random state is never shown.
def test_views_are_the_same_for_everyone_and_never_show_the_random_state():
    seed = 731_942_118_337
    seen = []

    def record(state, seat, action, events, before):
        views = [wire_view(state, s) for s in range(state.players)]
        assert all(v == wire_view(state, None) for v in views)
        for e in events:
            assert "visible_to" not in e  # nothing private
        others = [s for s in range(state.players) if s not in GAME.to_act(state, NOW)]
        assert all(GAME.legal_actions(state, s, NOW) == [] for s in others)
        seen.append([views[0], events, GAME.score(state), GAME.legal_actions(state, state.seat, NOW)])

    state = play(seed, 3, on_step=record)
    seen.append(msgspec.json.encode(state).decode())  # the whole state, as text
    text = json.dumps(seen)
    assert str(seed) not in text
    for word in ('"seed"', '"counter"', '"rng"'):
        assert word not in text


def test_the_flip_cannot_be_read_off_the_view_before_the_call():
    # The view before a call is identical whichever way the coin will land.
    views = set()
    for seed in range(20):
        state = GAME.setup(2, {"size": 10}, Rng(seed))
        state.first_player = state.seat = 0
        views.add(json.dumps(wire_view(state, 0), sort_keys=True))
    assert len(views) == 1


# Anything sent is refused cleanly or applied; a refusal changes nothing.
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=10,
)
near_point = st.lists(st.integers(-1, 11), min_size=2, max_size=2)
actions = st.one_of(
    json_values,
    st.fixed_dictionaries({"type": st.sampled_from(["call", "star", "black_star", "pass"])},
                          optional={"side": st.sampled_from(["heads", "tails", "edge"]) | json_values,
                                    "point": near_point | json_values,
                                    "group": st.lists(near_point, max_size=3) | json_values,
                                    "connect": st.lists(near_point, max_size=4) | json_values,
                                    "extra": json_values}),
)


@settings(max_examples=examples(150), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 40), steps=st.integers(0, 120), action=actions)
def test_any_action_is_applied_or_refused_without_change(seed, steps, action):
    rng = Rng(seed)
    state = GAME.setup(3, {"size": 10}, rng)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        GAME.apply(state, state.seat, GAME.bots["random"](state, state.seat, rng, NOW), rng, NOW)
    seat = state.seat
    legal = GAME.legal_actions(state, seat, NOW)
    before = GAME.encode(state)
    try:
        events = GAME.apply(state, seat, action, Rng(seed), NOW)
    except IllegalAction as refusal:
        assert refusal.code in ("illegal_action", "game_over") and refusal.detail
        assert GAME.encode(state) == before
        assert action not in legal
        return
    assert isinstance(events, list) and all("type" in e for e in events)
    if action.get("type") == "black_star":
        lines = [e for e in events if e["type"] in ("black_line", "black_line_refused")]
        assert len(lines) == len(action.get("connect", []))
