"""Many seeded Twinkle Twinkle games to the end: invariants, an independent score, the wire
schemas, and hidden information (only the bag's order is secret)."""

import msgspec
import pytest

from engines.contract import Rng
from engines.twinkle_twinkle import GAME
from engines.twinkle_twinkle.facts import COLS, OBJECTS, SIDES, TILES as GAME_TILES
from schemas.twinkle_twinkle import ActionSchema, BreakdownSchema, OptionsSchema, StateSchema
from tests.spec_check import assert_fits
from twinkle_twinkle_charts import NOW, beside, cells_of, play, recount

# One instance of each: building a marshmallow schema costs ~0.5 ms, a load with it ~40 µs,
# and these tables check thousands of actions and views.
ACTION_SCHEMA = ActionSchema()
BREAKDOWN_SCHEMA = BreakdownSchema()
OPTIONS_SCHEMA = OptionsSchema()
STATE_SCHEMA = StateSchema()

SEEDS = range(6)


def options_for(seed: int) -> dict:
    rng = Rng(1000 + seed)
    return {name: rng.choice(SIDES) for name in OBJECTS}


def levels_for(players: int, seed: int) -> list[str]:
    return [("greedy", "random")[(seat + seed) % 2] for seat in range(players)]


def tile_census(state) -> list[int]:
    on_charts = [cell.tile for chart in state.charts for cell in chart if cell is not None]
    rows = [t for t in state.current + state.next_row if t is not None]
    return sorted(state.bag + rows + on_charts + state.removed)


def expected_totals(state) -> list[int]:
    """Each player's total from the independent recount plus the most/fewest rewards."""
    sides = state.sides
    counts = [recount(cells_of(state, seat), sides) for seat in range(state.players)]
    solo = state.players == 1

    def kinds(seat, kind):
        return [(i, c) for i, c in enumerate(cells_of(state, seat))
                if c is not None and GAME_TILES[c[0]].kind == kind]

    def countable_planets(seat):
        # A Planet beside an advanced Black Hole scores but does not count toward "most".
        cells = cells_of(state, seat)
        return sum(1 for i, _ in kinds(seat, "planet")
                   if not (sides["black_holes"] == "advanced" and beside(cells, *divmod(i, COLS), "black_hole")))

    if sides["planets"] == "advanced":
        countable = [countable_planets(seat) for seat in range(state.players)]
        best = max(countable)
        for seat, c in enumerate(counts):
            wins = countable[seat] >= 4 if solo else (best > 0 and countable[seat] == best)
            c["planets"] += 8 if wins else 0
    if sides["asteroids"] == "advanced":
        totals = [sum(GAME_TILES[c[0]].objects for _, c in kinds(seat, "asteroid")) for seat in range(state.players)]
        low = min(totals)
        for seat, c in enumerate(counts):
            loses = totals[seat] < 3 if solo else totals[seat] == low
            c["asteroids"] -= 6 if loses else 0
    return [sum(c.values()) for c in counts]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_to_the_end(players, seed):
    options = options_for(seed)
    levels = levels_for(players, seed)
    seen = {"steps": 0}

    def check(state, actor, action, events):
        seen["steps"] += 1
        assert tile_census(state) == list(range(95)), "tiles are conserved"
        assert GAME.decode(GAME.encode(state)) == state
        assert all(e["type"] for e in events) and not any("visible_to" in e for e in events)
        if not isinstance(actor, str):
            assert ACTION_SCHEMA.load(action) == action
        if seen["steps"] % 9 == 1 and not GAME.is_over(state):
            (actor,) = GAME.to_act(state, NOW)
            actions = GAME.legal_actions(state, actor, NOW)
            for listed in actions[::37] + actions[-1:]:
                assert ACTION_SCHEMA.load(listed) == listed
            for seat in [None, *range(players)]:  # marshmallow's schema at the end
                assert_fits("TwinkleTwinkleState", GAME.view(state, seat))

    state, events = play(players, seed, levels, options, on_step=check)
    assert all(cell is not None for chart in state.charts for cell in chart), "every chart is full"
    assert tile_census(state) == list(range(95))
    assert len(state.removed) == (20 if players == 1 else 0)
    score = GAME.score(state)
    assert score["final"] is True
    assert [p["total"] for p in score["players"]] == expected_totals(state)
    for player in score["players"]:
        assert sum(v for k, v in player["breakdown"].items() if k != "rank") == player["total"]
        assert BREAKDOWN_SCHEMA.validate(player["breakdown"]) == {}
    best = max(p["total"] for p in score["players"])
    assert score["winners"] == [p["seat"] for p in score["players"] if p["total"] == best]
    for seat in [None, *range(players)]:
        assert STATE_SCHEMA.validate(GAME.view(state, seat)) == {}


def test_options_schema_defaults_come_from_the_engine():
    assert OPTIONS_SCHEMA.load({}) == GAME.meta.resolve_options({})
    assert OPTIONS_SCHEMA.load({"black_holes": "advanced"})["black_holes"] == "advanced"
    assert "comets" in OPTIONS_SCHEMA.validate({"comets": "blue"})


def test_a_whole_first_turn_loads_through_the_action_schema():
    state = GAME.setup(1, GAME.meta.resolve_options({}), Rng(4))
    for action in GAME.legal_actions(state, 0, NOW):
        assert ACTION_SCHEMA.load(action) == action
    GAME.apply(state, 0, GAME.legal_actions(state, 0, NOW)[0], Rng(0), NOW)
    (bot_action,) = GAME.legal_actions(state, "cosmobot", NOW)
    assert ACTION_SCHEMA.load(bot_action) == bot_action


# --- Hidden information: only the bag's order ------------------------------------------------

def mid_game(players=3, seed=21):
    rng = Rng(seed)
    state = GAME.setup(players, GAME.meta.resolve_options({}), rng)
    for _ in range(10):
        (actor,) = GAME.to_act(state, NOW)
        GAME.apply(state, actor, GAME.bots["random"](state, actor, rng, NOW), rng, NOW)
    return state


def with_bag_shuffled(state, seed):
    twin = GAME.decode(GAME.encode(state))
    Rng(seed).shuffle(twin.bag)
    assert twin.bag != state.bag and sorted(twin.bag) == sorted(state.bag)
    return twin


@pytest.mark.parametrize("players", [1, 3])
def test_views_actions_and_bots_do_not_depend_on_the_bag_order(players):
    state = mid_game(players)
    twin = with_bag_shuffled(state, 5)
    for seat in [None, *range(players)]:
        assert GAME.view(state, seat) == GAME.view(twin, seat)
    (actor,) = GAME.to_act(state, NOW)
    assert GAME.legal_actions(state, actor, NOW) == GAME.legal_actions(twin, actor, NOW)
    if not isinstance(actor, str):
        for level, bot in GAME.bots.items():
            assert bot(state, actor, Rng(3), NOW) == bot(twin, actor, Rng(3), NOW), level


def test_the_view_shows_the_bag_only_as_counts_by_kind():
    state = mid_game()
    bag = GAME.view(state, 0)["bag"]
    assert set(bag) == {"count", "kinds"}
    assert bag["count"] == len(state.bag) == sum(bag["kinds"].values())


def test_every_seat_sees_the_whole_table():
    state = mid_game(4)
    assert all(GAME.view(state, seat) == GAME.view(state, None) for seat in range(4))


def test_events_never_carry_the_bag():
    state, events = play(2, seed=8)
    text = msgspec.json.encode(events).decode()
    assert "bag" not in text and "seed" not in text and "counter" not in text
    for event in events:
        if event["type"] == "rows_refilled":
            # the drawn tiles are exactly the new Next Round tiles, now face up
            assert sorted(event["drawn"]) == sorted(t for t in event["next"] if t is not None)
