"""Twinkle Twinkle's rounds, turns, the Observation board and the Cosmobot, as rulebook examples."""

import json

import msgspec
import pytest

from engines.contract import IllegalAction, Rng
from engines.twinkle_twinkle import GAME
from engines.twinkle_twinkle.facts import COSMOBOT_OWNER, TILES, DataError, load
from engines.twinkle_twinkle.rules import fill_row
from twinkle_twinkle_charts import NOW, play


def new_game(players, seed=1, **options):
    return GAME.setup(players, GAME.meta.resolve_options(options), Rng(seed))


def act(state, actor, action):
    return GAME.apply(state, actor, action, Rng(0), NOW)


def place(slot, row, col, k=0):
    return {"type": "place", "slot": slot, "space": [row, col], "orientation": k}


def actor_of(state):
    (actor,) = GAME.to_act(state, NOW)
    return actor


def refused(state, actor, action, code="illegal_action"):
    before = msgspec.json.encode(state)
    with pytest.raises(IllegalAction) as caught:
        act(state, actor, action)
    assert caught.value.code == code
    assert msgspec.json.encode(state) == before, "a refused action changed the state"
    return caught.value.detail


def tiles_where(predicate):
    return [t.id for t in TILES if predicate(t)]


NORMAL = tiles_where(lambda t: not t.slow)
SLOW = tiles_where(lambda t: t.slow)
SINGLE = tiles_where(lambda t: not t.slow and t.objects == 1)
DOUBLE = tiles_where(lambda t: not t.slow and t.objects == 2)
SLOW_SINGLE = tiles_where(lambda t: t.slow and t.objects == 1)
SLOW_DOUBLE = tiles_where(lambda t: t.slow and t.objects == 2)


# --- Setup and the Observation board --------------------------------------------------------

@pytest.mark.parametrize("players, sizes", [(1, (5, 4)), (2, (5, 4)), (3, (4, 3)), (4, (5, 4))])
def test_row_sizes_per_player_count(players, sizes):
    state = new_game(players)
    assert (len(state.current), len(state.next_row)) == sizes
    assert all(t is not None for t in state.current + state.next_row)
    assert len(state.bag) == 95 - sum(sizes)


def test_a_slow_tile_slides_to_the_rightmost_empty_space_before_the_next_draw():
    a, b, c, d = NORMAL[:4]
    s = SLOW[0]
    row = [None] * 5
    bag = [a, s, b, c, d, 77]
    assert fill_row(row, bag) == [a, s, b, c, d]
    assert row == [a, b, c, d, s]
    assert bag == [77]


def test_two_slow_tiles_fill_the_row_from_the_right():
    a, b, c = NORMAL[:3]
    s1, s2 = SLOW[:2]
    row = [None] * 5
    fill_row(row, [s1, a, s2, b, c])
    assert row == [a, b, c, s2, s1]


def test_setup_fills_the_current_row_then_the_next_row():
    state = new_game(4, seed=5)
    replay = list(range(95))
    Rng(5).shuffle(replay)
    current, next_row = [None] * 5, [None] * 4
    fill_row(current, replay)
    fill_row(next_row, replay)
    assert (state.current, state.next_row, state.bag) == (current, next_row, replay)


def test_three_and_four_players_have_one_standee_each_in_a_random_order():
    orders = set()
    for seed in range(12):
        state = new_game(4, seed=seed)
        assert state.standees == [0, 1, 2, 3]
        assert sorted(state.track) == [0, 1, 2, 3]
        orders.add(tuple(state.track))
    assert len(orders) > 1


def test_two_players_take_two_standees_on_spaces_1_4_and_2_3():
    seen = set()
    for seed in range(10):
        state = new_game(2, seed=seed)
        owners = [state.standees[s] for s in state.track]
        assert owners in ([0, 1, 1, 0], [1, 0, 0, 1])
        seen.add(tuple(owners))
    assert len(seen) == 2, "either player may be drawn to stand on 1 and 4"


def test_solo_player_on_1_and_3_cosmobot_on_2_and_4():
    state = new_game(1)
    owners = [state.standees[s] for s in state.track]
    assert owners == [0, COSMOBOT_OWNER, 0, COSMOBOT_OWNER]
    assert GAME.to_act(state, NOW) == {0: "place"}
    act(state, 0, place(0, 0, 0))
    assert GAME.to_act(state, NOW) == {"cosmobot": "take"}
    assert GAME.legal_actions(state, 0, NOW) == []


# --- A turn ---------------------------------------------------------------------------------

def test_a_turn_lists_every_slot_space_and_orientation():
    state = new_game(3)
    seat = actor_of(state)
    actions = GAME.legal_actions(state, seat, NOW)
    assert len(actions) == 4 * 20 * 8
    assert {a["orientation"] for a in actions} == set(range(8))
    other = (seat + 1) % 3
    assert GAME.legal_actions(state, other, NOW) == []


def test_taking_a_tile_places_it_at_once_and_the_standee_stands_above_its_slot():
    state = new_game(3)
    seat = actor_of(state)
    tile = state.current[2]
    events = act(state, seat, place(2, 3, 4, 5))
    cell = state.charts[seat][3 * 5 + 4]
    assert (cell.tile, cell.orientation) == (tile, 5)
    assert state.current[2] is None and state.above[2] == state.track[0]
    assert events == [{"type": "tile_placed", "seat": seat, "standee": state.track[0], "slot": 2,
                       "tile": tile, "space": [3, 4], "orientation": 5}]


def test_every_listed_action_is_accepted():
    state = new_game(2, seed=3)
    seat = actor_of(state)
    raw = GAME.encode(state)
    for action in GAME.legal_actions(state, seat, NOW):
        copy = GAME.decode(raw)
        act(copy, seat, action)
        assert copy.charts[seat].count(None) == 19


# --- End of round --------------------------------------------------------------------------

def test_turn_order_follows_the_slots_taken_and_the_leftover_slides_left():
    state = new_game(3, seed=4)
    next_before = list(state.next_row)
    picks = {0: 3, 1: 0, 2: 1}  # track position → slot: slot 2 is left over
    leftover = state.current[2]
    track = list(state.track)
    events = []
    for position in range(3):
        events += act(state, actor_of(state), place(picks[position], 0, position))
    # standees back on the track in slot order: slot 0, slot 1, slot 3
    assert state.track == [track[1], track[2], track[0]]
    assert state.current == [leftover] + next_before
    assert state.above == [None] * 4
    assert state.round == 2 and state.turn == 0
    assert all(t is not None for t in state.next_row)
    ended = [e for e in events if e["type"] == "round_ended"]
    assert ended == [{"type": "round_ended", "round": 1, "track": state.track}]
    refill = [e for e in events if e["type"] == "rows_refilled"][0]
    assert refill["next"] == state.next_row and refill["current"] == state.current


def test_the_next_row_is_refilled_from_the_bag_by_the_draw_rule():
    state = new_game(4, seed=9)
    bag = list(state.bag)
    for position in range(4):
        act(state, actor_of(state), place(position, 0, 0))
    expected = [None] * 4
    fill_row(expected, bag)
    assert state.next_row == expected and state.bag == bag


def test_two_players_each_take_two_turns_a_round():
    state = new_game(2, seed=2)
    turns = []
    for slot in range(4):
        seat = actor_of(state)
        turns.append(seat)
        act(state, seat, place(slot, 0, slot))
    assert sorted(turns) == [0, 0, 1, 1]
    assert state.round == 2


def test_game_ends_when_every_chart_is_full():
    state, events = play(3, seed=11)
    assert all(cell is not None for chart in state.charts for cell in chart)
    assert state.round == 20
    assert GAME.is_over(state) and GAME.to_act(state, NOW) == {}
    assert GAME.legal_actions(state, 0, NOW) == []
    assert events[-1] == {"type": "game_over"}
    refused(state, 0, place(0, 0, 0), code="game_over")
    assert GAME.score(state)["final"] is True


def test_solo_game_lasts_ten_rounds_and_the_cosmobot_removes_twenty_tiles():
    state, _ = play(1, seed=12)
    assert state.round == 10
    assert len(state.removed) == 20
    assert not set(state.removed) & set(state.bag)
    score = GAME.score(state)
    assert [p["seat"] for p in score["players"]] == [0] and score["winners"] == [0]


# --- Refusals ------------------------------------------------------------------------------

@pytest.mark.parametrize("action", [
    None, [], "place", {}, {"type": "cosmobot_take", "slot": 0},
    {"type": "place", "slot": 0, "space": [0, 0]},
    {"type": "place", "slot": 0, "space": [0, 0], "orientation": 0, "extra": 1},
    place(9, 0, 0), place(-1, 0, 0), {"type": "place", "slot": True, "space": [0, 0], "orientation": 0},
    {"type": "place", "slot": 0.0, "space": [0, 0], "orientation": 0},
    place(0, 4, 0), place(0, 0, 5), place(0, -1, 0),
    {"type": "place", "slot": 0, "space": [0], "orientation": 0},
    {"type": "place", "slot": 0, "space": [0, 0, 0], "orientation": 0},
    {"type": "place", "slot": 0, "space": "a1", "orientation": 0},
    {"type": "place", "slot": 0, "space": [0, True], "orientation": 0},
    {"type": "place", "slot": 0, "space": {"0": 0}, "orientation": 0},
    place(0, 0, 0, 8), place(0, 0, 0, -1), {"type": "place", "slot": 0, "space": [0, 0], "orientation": "N"},
    {"type": "place", "slot": 0, "space": [0, 0], "orientation": 0, 1: "one"},
    {"type": "place", "slot": 0, "space": [0, 0], "orientation": 0, None: 0, (0, 1): [], 2.5: {}},
    {1: "place", 2: 0}, {None: None}, [["type", "place"]], ("place", 0),
    {"type": ["place"], "slot": 0, "space": [0, 0], "orientation": 0},
    {"type": None, "slot": 0, "space": [0, 0], "orientation": 0},
    {"type": "place", "slot": None, "space": [0, 0], "orientation": 0},
    {"type": "place", "slot": [0], "space": [0, 0], "orientation": 0},
    {"type": "place", "slot": {"slot": 0}, "space": [0, 0], "orientation": 0},
    {"type": "place", "slot": 0, "space": None, "orientation": 0},
    {"type": "place", "slot": 0, "space": [[0], [0]], "orientation": 0},
    {"type": "place", "slot": 0, "space": [0.0, 0], "orientation": 0},
    {"type": "place", "slot": 0, "space": [None, None], "orientation": 0},
    {"type": "place", "slot": 0, "space": [0, 0], "orientation": 1.0},
    {"type": "place", "slot": 0, "space": [0, 0], "orientation": True},
    {"type": "place", "slot": 0, "space": [0, 0], "orientation": [0]},
])
def test_bad_actions_are_refused_with_a_sentence_and_change_nothing(action):
    state = new_game(4)
    detail = refused(state, actor_of(state), action)
    assert detail.endswith(".")


def test_the_cosmobots_action_from_a_player_is_told_what_a_players_turn_is():
    state = new_game(4)
    assert refused(state, actor_of(state), {"type": "cosmobot_take", "slot": 0}) == (
        "A player's turn takes a tile of the Current Round row and places it on their Star Chart: "
        '{"type": "place", "slot": …, "space": [row, column], "orientation": …}, not \'cosmobot_take\'.')


def test_the_unknown_fields_are_named_even_when_they_are_not_strings():
    state = new_game(4)
    action = {**GAME.legal_actions(state, actor_of(state), NOW)[0], 1: "one", None: 0}
    assert refused(state, actor_of(state), action) == "The action has unknown field(s): 1, None."


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_seat_given_as_a_float_bool_string_or_nothing_is_no_player(players):
    state = new_game(players)
    seat = actor_of(state)
    legal = GAME.legal_actions(state, seat, NOW)[0]
    for stranger in (float(seat), bool(seat), str(seat), None, [seat], 1.5, players, -1):
        assert "no such player" in refused(state, stranger, legal, code="not_your_turn")
        assert GAME.legal_actions(state, stranger, NOW) == []
    assert act(state, seat, legal)  # the real seat still may


def test_the_cosmobot_is_named_by_its_name_only():
    state = new_game(1)
    act(state, 0, GAME.legal_actions(state, 0, NOW)[0])
    assert actor_of(state) == "cosmobot"
    take = GAME.legal_actions(state, "cosmobot", NOW)[0]
    for stranger in (-1, ["cosmobot"], b"cosmobot", None):
        assert "no such player" in refused(state, stranger, take, code="not_your_turn")
        assert GAME.legal_actions(state, stranger, NOW) == []
    for junk in ({"type": "cosmobot_take", "slot": 1.0 * take["slot"]}, {"type": "cosmobot_take", 0: 0},
                 {"type": "cosmobot_take", "slot": take["slot"], "why": None}, None):
        refused(state, "cosmobot", junk)


def test_a_taken_slot_and_a_filled_space_are_refused():
    state = new_game(4)
    act(state, actor_of(state), place(1, 2, 2))
    assert "already been taken" in refused(state, actor_of(state), place(1, 0, 0))
    first = [s for s in range(4) if state.charts[s][12] is not None][0]
    act(state, actor_of(state), place(0, 2, 2))  # another chart's (2, 2) is free
    while actor_of(state) != first:
        act(state, actor_of(state), GAME.legal_actions(state, actor_of(state), NOW)[0])
    assert "already holds a tile" in refused(state, first, place(GAME.legal_actions(state, first, NOW)[0]["slot"], 2, 2))


def test_acting_out_of_turn_is_refused():
    state = new_game(4)
    seat = actor_of(state)
    refused(state, (seat + 1) % 4, place(0, 0, 0), code="not_your_turn")
    refused(state, 7, place(0, 0, 0), code="not_your_turn")
    refused(state, True, place(0, 0, 0), code="not_your_turn")
    refused(state, "cosmobot", {"type": "cosmobot_take", "slot": 0}, code="not_your_turn")
    with pytest.raises(IllegalAction):
        GAME.automaton_action(state, "cosmobot", Rng(0), NOW)


# --- The Cosmobot --------------------------------------------------------------------------

def solo_at_cosmobot(position, row):
    """A solo game with the Cosmobot's standee at ``position`` (1–4) and the given current row."""
    state = new_game(1)
    player, bot = [0, 1], [2, 3]
    track = {1: [2, 0, 3, 1], 2: [0, 2, 1, 3], 3: [0, 1, 2, 3], 4: [0, 1, 3, 2]}[position]
    state.track = track
    state.turn = position - 1
    state.current = list(row)
    state.above = [None] * 5
    taken = [i for i, t in enumerate(row) if t is None]
    for standee, slot in zip(track[:position - 1], taken):
        state.above[slot] = standee
    assert state.standees[track[position - 1]] == COSMOBOT_OWNER and set(player) | set(bot) == {0, 1, 2, 3}
    return state


def test_rulebook_cosmobot_example_no_slow_second_taken_most_objects_tie_leftmost():
    # No Slow tiles; the 2nd tile has been taken; two tiles with 2 objects: the leftmost.
    row = [SINGLE[0], None, SINGLE[1], DOUBLE[0], DOUBLE[1]]
    state = solo_at_cosmobot(2, row)
    assert GAME.automaton_action(state, "cosmobot", Rng(0), NOW) == {"type": "cosmobot_take", "slot": 3}
    events = act(state, "cosmobot", {"type": "cosmobot_take", "slot": 3})
    assert state.removed == [DOUBLE[0]] and state.current[3] is None
    assert events[0] == {"type": "tile_removed", "by": "cosmobot", "standee": 2, "slot": 3, "tile": DOUBLE[0]}


def test_cosmobot_first_or_second_prefers_a_slow_tile():
    row = [DOUBLE[0], SINGLE[0], SINGLE[1], SLOW[0], SLOW[1]]
    assert GAME.automaton_action(solo_at_cosmobot(1, row), "cosmobot", Rng(0), NOW)["slot"] == 3


def test_cosmobot_first_or_second_without_slow_takes_the_second_slot():
    row = [DOUBLE[0], SINGLE[0], DOUBLE[1], SINGLE[1], SINGLE[2]]
    assert GAME.automaton_action(solo_at_cosmobot(1, row), "cosmobot", Rng(0), NOW)["slot"] == 1


def test_cosmobot_third_or_fourth_prefers_most_objects_over_slow():
    row = [None, SLOW[0], SINGLE[0], DOUBLE[0], None]
    state = solo_at_cosmobot(3, row)
    slow_objects = TILES[SLOW[0]].objects
    expected = 1 if slow_objects == 2 else 3
    assert GAME.automaton_action(state, "cosmobot", Rng(0), NOW)["slot"] == expected


def test_cosmobot_third_or_fourth_ties_go_leftmost():
    row = [None, None, SINGLE[0], SINGLE[1], None]
    assert GAME.automaton_action(solo_at_cosmobot(4, row), "cosmobot", Rng(0), NOW)["slot"] == 2


def test_cosmobot_third_breaks_a_most_objects_tie_with_a_slow_tile():
    # Two tiles with 2 objects, the right one Slow: the Slow one; the Slow single is not considered.
    row = [None, DOUBLE[0], SLOW_SINGLE[0], SLOW_DOUBLE[0], None]
    state = solo_at_cosmobot(3, row)
    assert GAME.automaton_action(state, "cosmobot", Rng(0), NOW) == {"type": "cosmobot_take", "slot": 3}
    assert GAME.legal_actions(state, "cosmobot", NOW) == [{"type": "cosmobot_take", "slot": 3}]
    refused(state, "cosmobot", {"type": "cosmobot_take", "slot": 1})


def test_cosmobot_fourth_breaks_a_most_objects_tie_with_a_slow_tile():
    row = [None, DOUBLE[0], None, SLOW_DOUBLE[0], None]
    assert GAME.automaton_action(solo_at_cosmobot(4, row), "cosmobot", Rng(0), NOW)["slot"] == 3


@pytest.mark.parametrize("position, row", [
    (3, [DOUBLE[0], None, SLOW_DOUBLE[0], None, SLOW_DOUBLE[1]]),
    (4, [None, SLOW_DOUBLE[0], None, SLOW_DOUBLE[1], None]),
])
def test_cosmobot_third_or_fourth_takes_the_leftmost_of_tied_slow_tiles(position, row):
    expected = row.index(SLOW_DOUBLE[0])
    assert GAME.automaton_action(solo_at_cosmobot(position, row), "cosmobot", Rng(0), NOW)["slot"] == expected


def test_cosmobot_first_or_second_takes_the_leftmost_slow_tile_whatever_its_objects():
    # Positions 1–2 have no Slow tie-break after "most objects": a Slow tile comes first outright.
    row = [DOUBLE[0], SLOW_SINGLE[0], SINGLE[0], SLOW_DOUBLE[0], SINGLE[1]]
    assert GAME.automaton_action(solo_at_cosmobot(1, row), "cosmobot", Rng(0), NOW)["slot"] == 1


def test_cosmobot_must_take_the_tile_its_reference_prefers():
    row = [SINGLE[0], None, SINGLE[1], DOUBLE[0], DOUBLE[1]]
    state = solo_at_cosmobot(2, row)
    assert "slot 3" in refused(state, "cosmobot", {"type": "cosmobot_take", "slot": 4})
    refused(state, "cosmobot", {"type": "cosmobot_take", "slot": 1})
    refused(state, "cosmobot", {"type": "place", "slot": 3, "space": [0, 0], "orientation": 0})
    refused(state, 0, place(3, 0, 0), code="not_your_turn")
    assert GAME.legal_actions(state, "cosmobot", NOW) == [{"type": "cosmobot_take", "slot": 3}]


# --- The house edition's data --------------------------------------------------------------

def test_house_edition_counts():
    kinds = {}
    for tile in TILES:
        kinds[tile.kind] = kinds.get(tile.kind, 0) + 1
    assert kinds == {"star": 50, "asteroid": 12, "planet": 9, "satellite": 8, "black_hole": 8, "comet": 8}
    assert sum(t.slow for t in TILES) == 12
    assert sum(len(t.stars) == 2 for t in TILES) == 10


@pytest.mark.parametrize("tamper", [
    lambda d: d["tiles"][60].update(kind="star"),
    lambda d: d["tiles"][0].update(slow=True),
    lambda d: d["tiles"][30]["stars"][0]["lines"].append("N"),
    lambda d: d.update(edition="first printing"),
    lambda d: d["scoring"]["constellation_size"]["table"].update({"8": 24}),
    lambda d: d["tiles"].pop(),
    lambda d: d["tiles"][5]["stars"][0].pop("lines"),
    lambda d: d.pop("cosmobot"),
    lambda d: d["cosmobot"][1].update(ties=["biggest"]),
    lambda d: d["cosmobot"][0].pop("ties"),
])
def test_data_that_breaks_the_rulings_is_refused_at_load(tmp_path, tamper):
    from engines.twinkle_twinkle import facts
    data = json.loads(facts.Path(facts.__file__).with_name("data.json").read_text())
    tamper(data)
    path = tmp_path / "data.json"
    path.write_text(json.dumps(data))
    with pytest.raises(DataError):
        load(path)


def test_the_orientation_examples_in_facts_run():
    import doctest
    from engines.twinkle_twinkle import facts
    assert doctest.testmod(facts).failed == 0
