"""Starshower's rulebook and every ruling, as examples."""

import msgspec
import pytest

from engines.contract import IllegalAction, Rng
from engines.starshower import GAME
from engines.starshower.facts import SIZE_MAX, SIZE_MIN
from starshower_positions import filled_but, position, totals, wire_view

NOW = 0.0


def act(state, seat, action, rng=None):
    return GAME.apply(state, seat, action, rng or Rng(0), NOW)


def refused(state, seat, action, code="illegal_action"):
    """Assert the action is refused with ``code`` and changes nothing; return the detail."""
    before = msgspec.json.encode(state)
    with pytest.raises(IllegalAction) as caught:
        act(state, seat, action)
    assert caught.value.code == code
    assert msgspec.json.encode(state) == before
    return caught.value.detail


def star_at(state, x, y):
    return next(s for s in state.stars if s.point == (x, y))


# Setting Up
def test_first_player_is_rolled_off_and_calls_first():
    firsts = set()
    for seed in range(40):
        state = GAME.setup(4, {"size": 10}, Rng(seed))
        firsts.add(state.first_player)
        assert GAME.to_act(state, NOW) == {state.first_player: "call"}
        assert state.first_player == Rng(seed).below(4)
    assert firsts == {0, 1, 2, 3}


@pytest.mark.parametrize("size", [SIZE_MIN, 17, SIZE_MAX])
def test_grid_sizes_from_ten_to_twenty_six(size):
    state = GAME.setup(2, GAME.meta.resolve_options({"size": size}), Rng(1))
    assert wire_view(state, None)["open_points"] == size * size


@pytest.mark.parametrize("size", [SIZE_MIN - 1, SIZE_MAX + 1])
def test_grid_sizes_outside_the_range_are_refused(size):
    with pytest.raises(IllegalAction) as caught:
        GAME.meta.resolve_options({"size": size})
    assert caught.value.code == "validation_error"
    with pytest.raises(IllegalAction):
        GAME.setup(2, {"size": size}, Rng(1))


def test_default_grid_is_ten():
    assert GAME.meta.resolve_options({}) == {"size": 10}


@pytest.mark.parametrize("players", [1, 9])
def test_two_to_eight_players(players):
    assert (GAME.meta.min_players, GAME.meta.max_players) == (2, 8)
    with pytest.raises(IllegalAction):
        GAME.setup(players, {"size": 10}, Rng(1))


# A turn: the call
def test_the_server_flips_the_coin_and_a_right_call_draws_a_good_star():
    for seed in range(20):
        state = GAME.setup(2, {"size": 10}, Rng(seed))
        seat = state.first_player
        rng = Rng(seed)
        rng.below(2)  # the roll-off
        heads = Rng(seed, rng.counter).coin()
        events = act(state, seat, {"type": "call", "side": "heads"}, rng)
        expected = "heads" if heads else "tails"
        star = "good" if heads else "black"
        assert events == [{"type": "flip", "seat": seat, "call": "heads", "flip": expected, "star": star}]
        assert GAME.to_act(state, NOW) == {seat: "star" if heads else "black_star"}
        assert wire_view(state, None)["turn"] == {"seat": seat, "phase": "star" if heads else "black_star",
                                                  "call": "heads", "flip": expected}


def test_a_wrong_call_must_draw_a_black_star():
    state = position("", phase="black_star")
    assert refused(state, 0, {"type": "star", "point": [1, 1]}) == \
        'Not the star phase but the black star phase: your call was wrong, so draw a black star: ' \
        '{"type": "black_star", "point": [x, y]}.'
    assert {a["type"] for a in GAME.legal_actions(state, 0, NOW)} == {"black_star"}


def test_a_right_call_draws_a_good_star_not_a_black_one():
    state = position("", phase="star")
    assert refused(state, 0, {"type": "black_star", "point": [1, 1]}).startswith(
        "Not the black star phase but the star phase: your call was right, so draw a good star: ")
    assert refused(state, 0, {"type": "call", "side": "heads"}).startswith("Not the call phase but the star phase: ")
    assert {a["type"] for a in GAME.legal_actions(state, 0, NOW)} == {"star"}


def test_call_before_drawing():
    state = position("")
    assert refused(state, 0, {"type": "star", "point": [1, 1]}) == \
        'Not the star phase but the call phase: call the coin first: {"type": "call", "side": "heads"} (or "tails").'
    assert GAME.legal_actions(state, 0, NOW) == [{"type": "call", "side": "heads"},
                                                 {"type": "call", "side": "tails"}]


@pytest.mark.parametrize("action", [
    {"type": "call", "side": "edge"}, {"type": "call"}, {"type": "call", "side": 1},
    {"type": "call", "side": "heads", "bet": 5}, {"type": "roll"}, {"side": "heads"}, "heads", None,
])
def test_mis_shaped_calls_are_refused(action):
    refused(position(""), 0, action)


def test_only_the_seat_to_act_may_act():
    state = position("", seat=1)
    refused(state, 0, {"type": "call", "side": "heads"}, "not_your_turn")
    refused(state, "cosmobot", {"type": "call", "side": "heads"}, "not_your_turn")
    refused(state, True, {"type": "call", "side": "heads"}, "not_your_turn")
    assert GAME.legal_actions(state, 0, NOW) == []


def test_play_passes_to_the_left_and_wraps():
    state = position("", players=3, seat=2, phase="star")
    assert act(state, 2, {"type": "star", "point": [0, 0]}) == [
        {"type": "star_drawn", "seat": 2, "point": [0, 0], "star": "good"}]
    assert GAME.to_act(state, NOW) == {0: "call"}
    assert wire_view(state, None)["turn"] == {"seat": 0, "phase": "call", "call": None, "flip": None}


def test_every_call_and_flip_is_logged_and_the_latest_stays_in_view():
    state = GAME.setup(2, {"size": 10}, Rng(5))
    rng = Rng(5, 1)
    assert wire_view(state, None)["last_toss"] is None
    logged = []
    for _ in range(6):
        seat = state.seat
        flip = act(state, seat, {"type": "call", "side": "tails"}, rng)[0]
        logged.append({"seat": flip["seat"], "call": flip["call"], "flip": flip["flip"]})
        assert flip["seat"] == seat and flip["call"] == "tails" and flip["flip"] in ("heads", "tails")
        act(state, seat, GAME.legal_actions(state, seat, NOW)[0], rng)
        assert wire_view(state, None)["last_toss"] == logged[-1]
    assert len(logged) == 6


# Drawing on open points
def test_a_star_goes_on_an_open_point_only():
    state = position("""
    0 # .
    """, phase="star")
    state.closed = [(5, 5)]
    assert "already holds a star" in refused(state, 0, {"type": "star", "point": [0, 0]})
    assert "already holds a star" in refused(state, 0, {"type": "star", "point": [1, 0]})
    assert "crossed by a black line" in refused(state, 0, {"type": "star", "point": [5, 5]})
    assert "off the grid" in refused(state, 0, {"type": "star", "point": [10, 0]})
    assert "off the grid" in refused(state, 0, {"type": "star", "point": [0, -1]})


@pytest.mark.parametrize("point", [[1], [1, 2, 3], [1.0, 2], ["1", 2], [True, 2], {"x": 1}, "1,2"])
def test_mis_shaped_points_are_refused(point):
    refused(position("", phase="star"), 0, {"type": "star", "point": point})
    refused(position("", phase="black_star"), 0, {"type": "black_star", "point": point})


def test_no_star_good_or_black_on_a_black_line():
    state = position("""
    # 1 . #
    """, lines=[((0, 0), (3, 0))], phase="star")
    refused(state, 0, {"type": "star", "point": [2, 0]})
    state.phase, state.flip = "black_star", "tails"
    refused(state, 0, {"type": "black_star", "point": [2, 0]})
    assert [2, 0] not in [a["point"] for a in GAME.legal_actions(state, 0, NOW)]


# Good stars and groups
def test_three_in_a_line_encircled_count_double():
    state = position("""
    0 0 .
    """, phase="star")
    events = act(state, 0, {"type": "star", "point": [2, 0], "group": [[0, 0], [2, 0]]})
    assert events[1] == {"type": "group_formed", "seat": 0, "from": [0, 0], "to": [2, 0], "stars": 3}
    assert wire_view(state, None)["groups"] == [{"seat": 0, "from": [0, 0], "to": [2, 0]}]
    assert totals(state) == [6, 0]
    assert GAME.score(state)["players"][0]["breakdown"] == {"ungrouped": 0, "grouped": 3, "killed": 0}


def test_grouping_is_the_players_choice_never_automatic():
    state = position("""
    0 0 .
    """, phase="star")
    act(state, 0, {"type": "star", "point": [2, 0]})
    assert state.groups == [] and totals(state) == [3, 0]


def test_a_group_must_use_the_star_drawn_that_turn():
    state = position("""
    0 0 0 . .
    """, phase="star")
    detail = refused(state, 0, {"type": "star", "point": [4, 0], "group": [[0, 0], [2, 0]]})
    assert detail == "A group must use the star you draw this turn."


def test_a_group_needs_three_stars():
    state = position("""
    0 .
    """, phase="star")
    assert "3 or more" in refused(state, 0, {"type": "star", "point": [1, 0], "group": [[0, 0], [1, 0]]})


def test_a_group_is_never_diagonal():
    state = position("""
    0 . .
    . 0 .
    . . .
    """, phase="star")
    assert "diagonal" in refused(state, 0, {"type": "star", "point": [2, 2], "group": [[0, 0], [2, 2]]})


def test_a_group_encloses_only_the_players_own_stars():
    state = position("""
    0 1 .
    """, phase="star")
    assert "only your own stars" in refused(state, 0, {"type": "star", "point": [2, 0],
                                                         "group": [[0, 0], [2, 0]]})


def test_a_group_has_no_gaps():
    state = position("""
    0 . 0 .
    """, phase="star")
    refused(state, 0, {"type": "star", "point": [3, 0], "group": [[0, 0], [3, 0]]})


def test_killed_stars_never_join_a_group():
    state = position("""
    . 0 .
    . 0 .
    # 0 #
    """, lines=[((0, 2), (2, 2))], phase="star")
    assert "was killed" in refused(state, 0, {"type": "star", "point": [1, 3], "group": [[1, 0], [1, 3]]})
    assert all("group" not in a for a in GAME.legal_actions(state, 0, NOW) if a["point"] == [1, 3])


def test_a_group_may_be_any_size():
    state = position("""
    0 0 . 0 0
    """, phase="star")
    act(state, 0, {"type": "star", "point": [2, 0], "group": [[0, 0], [4, 0]]})
    assert totals(state) == [10, 0]


def test_a_group_may_extend_a_group():
    state = position("""
    0 0 0 .
    """, groups=[(0, (0, 0), (2, 0))], phase="star")
    act(state, 0, {"type": "star", "point": [3, 0], "group": [[0, 0], [3, 0]]})
    assert totals(state) == [8, 0]
    assert len(state.groups) == 2


def test_a_group_may_cross_a_group_and_a_star_in_two_groups_scores_two():
    state = position("""
    . 0 .
    0 0 0
    . . .
    """, groups=[(0, (0, 1), (2, 1))], phase="star")
    act(state, 0, {"type": "star", "point": [1, 2], "group": [[1, 0], [1, 2]]})
    assert GAME.score(state)["players"][0]["breakdown"] == {"ungrouped": 0, "grouped": 5, "killed": 0}
    assert totals(state) == [10, 0]


def test_a_group_may_be_named_from_either_end():
    state = position("""
    .
    0
    0
    """, phase="star")
    act(state, 0, {"type": "star", "point": [0, 0], "group": [[0, 2], [0, 0]]})
    assert wire_view(state, None)["groups"] == [{"seat": 0, "from": [0, 0], "to": [0, 2]}]


@pytest.mark.parametrize("group", [[[0, 0]], [[0, 0], [2, 0], [3, 0]], "all", [[0, 0], [20, 0]], [[0, 0], None]])
def test_mis_shaped_groups_are_refused(group):
    refused(position("0 0 .", phase="star"), 0, {"type": "star", "point": [2, 0], "group": group})


def test_legal_good_stars_list_the_longest_run_per_line_and_any_run_inside_it_is_accepted():
    state = position("""
    0 0 . 0
    . . 0 .
    . . 0 .
    """, phase="star")
    at = [a for a in GAME.legal_actions(state, 0, NOW) if a["point"] == [2, 0]]
    assert at == [
        {"type": "star", "point": [2, 0]},
        {"type": "star", "point": [2, 0], "group": [[0, 0], [3, 0]]},
        {"type": "star", "point": [2, 0], "group": [[2, 0], [2, 2]]},
    ]
    for shorter in ([[0, 0], [2, 0]], [[1, 0], [3, 0]], [[3, 0], [1, 0]]):
        trial = GAME.decode(GAME.encode(state))
        events = act(trial, 0, {"type": "star", "point": [2, 0], "group": shorter})
        assert events[1]["type"] == "group_formed" and events[1]["stars"] == 3


# Black stars and black lines
def test_a_black_star_scores_nothing_and_connects_only_by_choice():
    state = position("""
    # 1 .
    """, phase="black_star")
    events = act(state, 0, {"type": "black_star", "point": [2, 0]})
    assert events == [{"type": "star_drawn", "seat": 0, "point": [2, 0], "star": "black"}]
    assert state.black_lines == [] and totals(state) == [0, 1]


def test_a_black_line_kills_the_good_stars_between_and_closes_the_points():
    state = position("""
    # 1 . 0 # 1 .
    """, phase="black_star", seat=0)
    events = act(state, 0, {"type": "black_star", "point": [6, 0], "connect": [[0, 0]]})
    assert events[1] == {
        "type": "black_line", "seat": 0, "from": [6, 0], "to": [0, 0],
        "killed": [{"point": [5, 0], "seat": 1}, {"point": [3, 0], "seat": 0},
                   {"point": [1, 0], "seat": 1}],
        "closed": [[5, 0], [4, 0], [3, 0], [2, 0], [1, 0]],
    }
    view = wire_view(state, None)
    assert sorted(s["point"] for s in view["stars"] if not s["live"]) == [[1, 0], [3, 0], [5, 0]]
    assert view["black_lines"] == [{"seat": 0, "from": [6, 0], "to": [0, 0]}]
    assert star_at(state, 4, 0).owner is None  # black stars on the line are unaffected
    assert view["open_points"] == 100 - 7
    assert totals(state) == [0, 0]
    assert GAME.score(state)["players"][1]["breakdown"] == {"ungrouped": 0, "grouped": 0, "killed": 2}


def test_the_ends_of_a_black_line_stay_black_stars_and_only_between_is_closed():
    state = position("""
    # . .
    """, phase="black_star")
    act(state, 0, {"type": "black_star", "point": [2, 0], "connect": [[0, 0]]})
    assert state.closed == [(1, 0)]


def test_one_black_star_may_draw_lines_to_several_partners():
    state = position("""
    . . # . .
    . . 1 . .
    # 0 . 1 #
    . . 1 . .
    . . 1 . .
    """, groups=[(1, (2, 3), (2, 4))], players=2, phase="black_star")
    before = totals(state)
    events = act(state, 0, {"type": "black_star", "point": [2, 2],
                            "connect": [[0, 2], [4, 2], [2, 0]]})
    assert events[0]["type"] == "star_drawn"
    assert [e["type"] for e in events[1:]] == ["black_line", "black_line", "black_line"]
    assert before == [1, 6] and totals(state) == [0, 4]


def test_a_grouped_star_strictly_between_blocks_the_black_line():
    state = position("""
    # 0 0 0 .
    # . . . .
    """, groups=[(0, (1, 0), (3, 0))], phase="black_star", seat=1)
    events = act(state, 1, {"type": "black_star", "point": [4, 0], "connect": [[0, 0]]})
    assert events[1] == {"type": "black_line_refused", "seat": 1, "from": [4, 0], "to": [0, 0],
                         "reason": "The grouped star at [3, 0] blocks this black line."}
    assert state.black_lines == [] and state.closed == []
    assert star_at(state, 4, 0).owner is None  # the star is still drawn
    assert totals(state) == [6, 0]


def test_refused_and_formed_lines_in_one_draw():
    state = position("""
    # 0 0 0 . 1 #
    . . . . . . .
    . . . . . . .
    . . . . # . .
    """, groups=[(0, (1, 0), (3, 0))], phase="black_star", seat=0)
    events = act(state, 0, {"type": "black_star", "point": [4, 0],
                            "connect": [[0, 0], [6, 0], [4, 3]]})
    assert [e["type"] for e in events] == ["star_drawn", "black_line_refused", "black_line", "black_line"]
    assert totals(state) == [6, 0]
    assert sorted(state.closed) == [(4, 1), (4, 2), (5, 0)]


def test_ungrouped_and_killed_stars_do_not_block_a_black_line():
    state = position("""
    # 0 1 0 # 1 . .
    """, lines=[((0, 0), (4, 0))], phase="black_star", seat=1)
    assert totals(state) == [0, 1]
    events = act(state, 1, {"type": "black_star", "point": [6, 0], "connect": [[0, 0]]})
    assert events[1]["killed"] == [{"point": [5, 0], "seat": 1}]  # the killed ones stay killed
    assert events[1]["closed"] == [[5, 0], [4, 0]]
    assert totals(state) == [0, 0] and len(state.black_lines) == 2


def test_a_black_line_may_pass_over_black_stars_and_other_lines():
    state = position("""
    # . # . # .
    """, lines=[((0, 0), (2, 0))], phase="black_star")
    events = act(state, 0, {"type": "black_star", "point": [5, 0], "connect": [[0, 0], [4, 0]]})
    assert [e["type"] for e in events[1:]] == ["black_line", "black_line"]
    assert events[1]["closed"] == [[4, 0], [3, 0], [2, 0]]  # (1, 0) was already closed
    assert sorted(state.closed) == [(1, 0), (2, 0), (3, 0), (4, 0)]


@pytest.mark.parametrize("connect, says", [
    ([[1, 0]], "no black star"),      # a good star
    ([[3, 0]], "no black star"),      # an empty point
    ([[0, 1]], "same row or column"),
    ([[0, 0], [0, 0]], "named twice"),
    ([[2, 0]], "itself"),
    ([[0, 12]], "off the grid"),
    ("[[0, 0]]", "connect lists"),
    ([[0, "0"]], "point [x, y]"),
])
def test_black_star_partners_must_be_black_stars_in_line(connect, says):
    state = position("""
    # 0 . .
    . . . .
    . . # .
    """, phase="black_star")
    assert says in refused(state, 0, {"type": "black_star", "point": [2, 0], "connect": connect})


def test_a_listed_black_star_names_every_unblocked_partner_and_any_subset_is_accepted():
    state = position("""
    . . # . .
    . . 0 . .
    # # . 1 #
    . 0 0 0 .
    . . # . .
    """, groups=[(0, (1, 3), (3, 3))], phase="black_star")
    at = [a["connect"] for a in GAME.legal_actions(state, 0, NOW) if a["point"] == [2, 2]]
    # N, E, S, W, nearest first; south is blocked by the grouped star at (2, 3).
    assert at == [[[2, 0], [4, 2], [1, 2], [0, 2]]]
    for subset in ([], [[2, 0]], [[0, 2]], [[4, 2], [1, 2]], [[0, 2], [2, 0], [4, 2]]):
        trial = GAME.decode(GAME.encode(state))
        events = act(trial, 0, {"type": "black_star", "point": [2, 2], "connect": subset})
        assert [[e["from"], e["to"]] for e in events[1:]] == [[[2, 2], q] for q in subset]
    # a blocked or redundant partner is still accepted, as the ruling says
    events = act(state, 0, {"type": "black_star", "point": [2, 2],
                            "connect": [[2, 4], [1, 2], [0, 2]]})
    assert [e["type"] for e in events[1:]] == ["black_line_refused", "black_line", "black_line"]


# End and score
def test_the_game_ends_as_soon_as_no_open_point_is_left():
    state = filled_but({(9, 9)}, phase="star")
    state.stars[0] = msgspec.structs.replace(state.stars[0], owner=1)
    events = act(state, 0, {"type": "star", "point": [9, 9]})
    assert events[-1] == {"type": "game_over", "totals": [1, 1], "winners": [0, 1]}
    assert GAME.is_over(state) and GAME.to_act(state, NOW) == {}
    assert GAME.legal_actions(state, 0, NOW) == [] and GAME.legal_actions(state, 1, NOW) == []
    assert wire_view(state, None)["turn"] is None
    refused(state, 0, {"type": "call", "side": "heads"}, "game_over")


def test_unplayable_points_end_the_game_too():
    # Only (1, 0) is open; a black line from (2, 0) to (0, 0) closes it.
    state = filled_but({(1, 0), (2, 0)}, phase="black_star")
    assert not GAME.is_over(state)
    events = act(state, 0, {"type": "black_star", "point": [2, 0], "connect": [[0, 0]]})
    assert events[-1]["type"] == "game_over"
    assert wire_view(state, None)["open_points"] == 0


def test_ungrouped_score_one_grouped_two_and_the_highest_wins():
    state = position("""
    0 0 .
    . . .
    1 1 1 1
    """, phase="star")
    assert GAME.score(state) == {
        "final": False, "winners": [],
        "players": [
            {"seat": 0, "total": 2, "breakdown": {"ungrouped": 2, "grouped": 0, "killed": 0}},
            {"seat": 1, "total": 4, "breakdown": {"ungrouped": 4, "grouped": 0, "killed": 0}},
        ],
    }
    act(state, 0, {"type": "star", "point": [2, 0], "group": [[0, 0], [2, 0]]})
    assert totals(state) == [6, 4]


def test_equal_scores_share_the_win():
    state = filled_but({(5, 5)}, players=3, phase="star", seat=2)
    state.stars[0] = msgspec.structs.replace(state.stars[0], owner=0)
    state.stars[1] = msgspec.structs.replace(state.stars[1], owner=1)
    act(state, 2, {"type": "star", "point": [5, 5]})
    assert GAME.score(state)["winners"] == [0, 1, 2] and GAME.score(state)["final"]


def test_winners_stay_empty_until_the_end():
    state = GAME.setup(2, {"size": 10}, Rng(3))
    assert GAME.score(state) == {"final": False, "winners": [], "players": [
        {"seat": 0, "total": 0, "breakdown": {"ungrouped": 0, "grouped": 0, "killed": 0}},
        {"seat": 1, "total": 0, "breakdown": {"ungrouped": 0, "grouped": 0, "killed": 0}},
    ]}
