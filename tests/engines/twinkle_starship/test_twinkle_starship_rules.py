"""Twinkle Starship rules as the rulebook and rulings state them: converting numbers, following
suit, trump, ties, sticks, and the deals of a match."""

import msgspec
import pytest

from engines.contract import IllegalAction, Rng
from engines.twinkle_starship import GAME
from engines.twinkle_starship.facts import FIGURES, deck, turned
from engines.twinkle_starship.rules import convert
from twinkle_starship_table import card, play, table, wire

NOW = 0.0


def apply(state, seat, action, rng=None):
    return GAME.apply(state, seat, action, rng or Rng(1), NOW)


def refused(state, seat, action) -> IllegalAction:
    before = msgspec.json.encode(state)
    with pytest.raises(IllegalAction) as caught:
        apply(state, seat, action)
    assert msgspec.json.encode(state) == before, "a refused action changes nothing"
    return caught.value


def reachable(digit: int, upside_down: bool = False) -> set[int]:
    """Every value a printed digit can show with enough sticks, by trying every set of segments."""
    values = set()
    for mask in range(1 << 7):
        segments = [s for i, s in enumerate("abcdefg") if mask >> i & 1]
        value = convert(digit, upside_down, segments)
        if value is not None:
            values.add(value)
    return values


# ---- Setup -----------------------------------------------------------------------------------

@pytest.mark.parametrize("players, cards, hand, sticks", [(3, 24, 8, 5), (4, 36, 9, 6)])
def test_deck_hands_and_sticks_follow_the_player_count(players, cards, hand, sticks):
    state = GAME.setup(players, GAME.meta.resolve_options({}), Rng(3))
    assert len(deck(players)) == cards
    assert [len(h) for h in state.hands] == [hand] * players
    assert state.unused == [sticks] * players
    dealt = [(c.colour, c.digit) for h in state.hands for c in h]
    assert sorted(dealt) == sorted(deck(players))


@pytest.mark.parametrize("players", [0, 1, 2, 5, 36, -3, 3.0, True, "4", None])
def test_setup_refuses_any_count_but_three_or_four_players_with_a_sentence(players):
    with pytest.raises(IllegalAction) as refused:
        GAME.setup(players, GAME.meta.resolve_options({}), Rng(3))
    assert refused.value.code == "validation_error"
    assert refused.value.detail.startswith("Twinkle Starship takes 3 or 4 players")


def test_three_players_put_every_four_six_and_eight_back_in_the_box():
    assert {digit for _, digit in deck(3)} == {0, 1, 2, 3, 5, 7}
    assert {colour for colour, _ in deck(3)} == {"pink", "blue", "green", "yellow"}


@pytest.mark.parametrize("players, deals", [(3, 6), (4, 4)])
def test_default_match_length_is_the_rulebooks(players, deals):
    state = GAME.setup(players, GAME.meta.resolve_options({}), Rng(5))
    assert state.deals == deals


def test_option_deals_shortens_the_match():
    state = GAME.setup(4, GAME.meta.resolve_options({"deals": 1}), Rng(5))
    assert state.deals == 1
    with pytest.raises(IllegalAction):
        GAME.meta.resolve_options({"deals": 7})


def test_the_first_leader_is_drawn_at_random():
    leaders = {GAME.setup(4, GAME.meta.resolve_options({}), Rng(seed)).first_leader for seed in range(30)}
    assert leaders == {0, 1, 2, 3}


def test_setup_events_deal_each_hand_privately():
    state = GAME.setup(3, GAME.meta.resolve_options({}), Rng(8))
    events = GAME.setup_events(state)
    dealt = [e for e in events if e["type"] == "dealt"]
    assert [(e["seat"], e["visible_to"]) for e in dealt] == [(0, [0]), (1, [1]), (2, [2])]
    assert dealt[1]["hand"] == [c.wire() for c in state.hands[1]]
    assert events[-1] == {"type": "deal_started", "deal": 1, "leader": state.first_leader, "sticks": 5}


# ---- About Converting Numbers: the rulebook's examples ---------------------------------------

@pytest.mark.parametrize("digit, upside_down, segments, value", [
    (0, False, "g", 8),      # 0 to 8
    (1, False, "adg", 3),    # 1 to 3
    (5, False, "b", 9),      # 5 to 9
    (4, False, "ade", 8),    # 4 to 8
    (3, True, "c", 6),       # inverted 3 to 6
    (7, False, "def", 0),    # 7 to 0
    (6, True, "", 9),        # 6 turned is a 9, for free
])
def test_rulebook_conversion_examples(digit, upside_down, segments, value):
    assert convert(digit, upside_down, list(segments)) == value
    state = table(f"blue {digit}", "green 1", "yellow 1")
    action = play(f"blue {digit}", upside_down, segments)
    assert action in GAME.legal_actions(state, 0, NOW)
    events = apply(state, 0, action)
    assert events[0]["value"] == value
    assert state.unused[0] == 5 - len(segments), "one stick per added segment"


def test_two_converts_only_to_eight():
    assert reachable(2) == {2, 8}
    assert reachable(2, upside_down=True) == {2, 8}
    assert convert(2, False, ["c", "f"]) == 8


def test_two_cannot_be_mirrored_into_six_or_nine():
    assert convert(2, False, ["f"]) is None  # a b d e f g: neither 6 nor 9
    assert convert(2, False, ["c"]) is None  # a b c d e g: a mirrored 6
    state = table("blue 2", "green 1", "yellow 1")
    assert "does not make a valid figure" in refused(state, 0, play("blue 2", segments="c")).detail


def test_seven_only_with_three_segments():
    assert convert(1, False, ["a"]) == 7
    assert convert(1, False, ["a", "f"]) is None  # the four-segment 7 is NG
    state = table("blue 1", "green 1", "yellow 1")
    error = refused(state, 0, play("blue 1", segments="af"))
    assert error.code == "illegal_action" and "7 with three segments" in error.detail


def test_six_needs_its_top_bar():
    assert convert(1, True, ["c", "d", "g"]) is None  # c d e f g: a 6 without the top bar
    assert convert(1, True, ["a", "c", "d", "g"]) == 6
    assert convert(5, False, ["e"]) == 6


def test_nine_needs_its_bottom_bar():
    assert convert(4, False, ["a"]) is None  # a b c f g: a 9 without the bottom bar
    assert convert(4, False, ["a", "d"]) == 9


def test_the_figure_table_of_the_rulings():
    assert FIGURES == {0: "abcdef", 1: "bc", 2: "abdeg", 3: "abcdg", 4: "bcfg",
                       5: "acdfg", 6: "acdefg", 7: "abc", 8: "abcdefg", 9: "abcdfg"}
    assert turned(FIGURES[6]) == FIGURES[9] and turned(FIGURES[9]) == FIGURES[6]


@pytest.mark.parametrize("digit, upside_down, values", [
    (0, False, {0, 8}), (1, False, {0, 1, 3, 4, 7, 8, 9}), (3, False, {3, 8, 9}),
    (4, False, {4, 8, 9}), (5, False, {5, 6, 8, 9}), (6, False, {6, 8}), (7, False, {0, 3, 7, 8, 9}),
    (8, False, {8}), (3, True, {6, 8}), (6, True, {9, 8}), (7, True, {0, 6, 8}), (1, True, {0, 6, 8}),
])
def test_every_figure_each_card_can_reach(digit, upside_down, values):
    assert reachable(digit, upside_down) == values


def test_a_conversion_may_lower_the_value_to_duck():
    state = table("blue 3", "blue 7", "green 1")
    apply(state, 0, play("blue 3"))
    apply(state, 1, play("blue 7", segments="def"))  # 7 becomes 0
    apply(state, 2, play("green 1"))
    assert state.tricks[0].winner == 0


def test_a_stick_cannot_light_a_segment_already_lit():
    state = table("blue 0", "green 1", "yellow 1")
    error = refused(state, 0, play("blue 0", segments="ag"))
    assert "already lit" in error.detail


def test_a_play_cannot_need_more_sticks_than_are_unused():
    state = table("blue 1", "green 1", "yellow 1", unused=[2, 5, 5])
    error = refused(state, 0, play("blue 1", segments="adg"))
    assert "only 2 unused" in error.detail
    assert play("blue 1", segments="adg") not in GAME.legal_actions(state, 0, NOW)


def test_segments_may_come_in_any_order_but_not_twice():
    state = table("blue 1", "green 1", "yellow 1")
    assert "repeated" in refused(state, 0, play("blue 1", segments="aa")).detail
    events = apply(state, 0, play("blue 1", segments="gda"))
    assert events[0]["segments"] == ["a", "d", "g"] and events[0]["value"] == 3


def test_legal_actions_list_every_conversion_postable_as_is():
    state = table("blue 7, pink 2", "green 1", "yellow 1", unused=[3, 5, 5])
    actions = GAME.legal_actions(state, 0, NOW)
    shown = {(a["card"]["digit"], a["upside_down"], "".join(a["segments"])) for a in actions}
    assert shown == {
        (7, False, ""), (7, False, "dg"), (7, False, "def"), (7, False, "dfg"),  # 7, 3, 0, 9
        (7, True, "abc"), (7, True, "acg"),                                      # turned 7 → 0, 6
        (2, False, ""), (2, False, "cf"), (2, True, ""), (2, True, "cf"),        # 2 and 8
    }
    assert all(a["segments"] == sorted(a["segments"]) for a in actions)
    for action in actions:
        fresh = table("blue 7, pink 2", "green 1", "yellow 1", unused=[3, 5, 5])
        assert apply(fresh, 0, action)[0]["type"] == "card_played"


# ---- Tricks ----------------------------------------------------------------------------------

def test_must_follow_the_led_colour_when_able():
    state = table("blue 3", "blue 5, pink 8", "green 1")
    apply(state, 0, play("blue 3"))
    error = refused(state, 1, play("pink 8"))
    assert error.code == "illegal_action"
    assert "must follow suit" in error.detail and "blue was led" in error.detail
    assert {a["card"]["colour"] for a in GAME.legal_actions(state, 1, NOW)} == {"blue"}


def test_without_the_led_colour_any_card_may_be_played():
    state = table("blue 3", "pink 8, green 5", "green 1")
    apply(state, 0, play("blue 3"))
    assert {a["card"]["colour"] for a in GAME.legal_actions(state, 1, NOW)} == {"pink", "green"}
    apply(state, 1, play("green 5"))


def test_following_is_judged_before_conversion():
    # The led colour is the card's colour; sticks never change a colour.
    state = table("blue 1", "green 5, blue 0", "green 1")
    apply(state, 0, play("blue 1", segments="adg"))
    assert "must follow suit" in refused(state, 1, play("green 5", segments="b")).detail


def test_the_highest_of_the_led_colour_wins_and_other_colours_do_not_count():
    state = table("blue 3", "green 8", "blue 5")
    apply(state, 0, play("blue 3"))
    apply(state, 1, play("green 8"))
    apply(state, 2, play("blue 5"))
    assert state.tricks[0].winner == 2


def test_pink_is_trump():
    state = table("blue 8", "pink 0", "blue 7")
    apply(state, 0, play("blue 8"))
    apply(state, 1, play("pink 0"))
    events = apply(state, 2, play("blue 7"))
    assert [e["winner"] for e in events if e["type"] == "trick_won"] == [1]


def test_the_highest_pink_wins_when_several_are_played():
    state = table("blue 8", "pink 3", "pink 5")
    apply(state, 0, play("blue 8"))
    apply(state, 1, play("pink 3", segments="f"))  # 3 becomes 9
    apply(state, 2, play("pink 5"))
    assert state.tricks[0].winner == 1


def test_equal_values_go_to_the_card_played_later():
    state = table("blue 3", "blue 1", "green 2")
    apply(state, 0, play("blue 3"))
    apply(state, 1, play("blue 1", segments="adg"))  # another 3
    apply(state, 2, play("green 2"))
    assert state.tricks[0].winner == 1


def test_equal_pinks_go_to_the_card_played_later():
    state = table("pink 6", "pink 5", "pink 3", "blue 1")
    apply(state, 0, play("pink 6", upside_down=True))  # a 9
    apply(state, 1, play("pink 5", segments="b"))      # a 9
    apply(state, 2, play("pink 3", segments="f"))      # a 9
    apply(state, 3, play("blue 1"))
    assert state.tricks[0].winner == 2


def test_the_winner_takes_cards_and_sticks_and_leads_next():
    state = table("blue 3, blue 0", "blue 1, green 0", "green 7, green 1")
    apply(state, 0, play("blue 3"))
    apply(state, 1, play("blue 1", segments="a"))   # a 7, one stick
    apply(state, 2, play("green 7", segments="dg"))  # a 3, two sticks, off colour
    assert state.tricks[0].winner == 1
    assert state.tricks_won == [0, 1, 0] and state.taken == [0, 3, 0]
    assert state.unused == [5, 4, 3]
    assert GAME.to_act(state, NOW) == {1: "play"}


def test_taken_sticks_can_never_be_spent():
    state = table("blue 3, blue 0", "blue 1, green 1", "green 7, green 0", unused=[5, 1, 5])
    apply(state, 0, play("blue 3"))
    apply(state, 1, play("blue 1", segments="a"))
    apply(state, 2, play("green 7", segments="dg"))
    assert state.unused[1] == 0 and state.taken[1] == 3
    error = refused(state, 1, play("green 1", segments="a"))
    assert "never be spent" in error.detail
    assert all(a["segments"] == [] for a in GAME.legal_actions(state, 1, NOW))


def test_only_the_seat_whose_turn_it_is_may_play():
    state = table("blue 3", "blue 1", "green 2")
    error = refused(state, 1, play("blue 1"))
    assert error.code == "not_your_turn"
    assert GAME.legal_actions(state, 1, NOW) == []


@pytest.mark.parametrize("action, words", [
    ({"type": "pass"}, "only action is a play"),
    ("play", "only action is a play"),
    ({"type": "play", "card": {"colour": "blue", "digit": 3}, "upside_down": False}, "list of the letters"),
    ({"type": "play", "card": {"colour": "red", "digit": 3}, "upside_down": False, "segments": []}, "colour"),
    ({"type": "play", "card": {"colour": "blue", "digit": 9}, "upside_down": False, "segments": []}, "0 to 8"),
    ({"type": "play", "card": {"colour": "blue", "digit": True}, "upside_down": False, "segments": []}, "0 to 8"),
    ({"type": "play", "card": ["blue", 3], "upside_down": False, "segments": []}, "Name the card"),
    ({"type": "play", "card": {"colour": "blue", "digit": 3}, "upside_down": "no", "segments": []}, "upside down"),
    ({"type": "play", "card": {"colour": "blue", "digit": 3}, "upside_down": False, "segments": ["h"]}, "a to g"),
    ({"type": "play", "card": {"colour": "blue", "digit": 3}, "upside_down": False, "segments": [], "x": 1}, "no field x"),
    ({"type": "play", "card": {"colour": "pink", "digit": 3}, "upside_down": False, "segments": []}, "do not hold"),
])
def test_malformed_plays_are_refused_with_a_reason(action, words):
    state = table("blue 3", "blue 1", "green 2")
    error = refused(state, 0, action)
    assert error.code == "illegal_action" and words in error.detail


# ---- Deals and the match ---------------------------------------------------------------------

def finish_deal(state, rng):
    events = []
    while state.hands[state.turn] and not state.over:
        seat = state.turn
        events += apply(state, seat, GAME.legal_actions(state, seat, NOW)[0], rng)
        if any(e["type"] == "deal_scored" for e in events):
            break
    return events


def test_the_next_deal_is_led_by_the_seat_left_of_the_previous_first_leader():
    rng = Rng(11)
    state = GAME.setup(4, GAME.meta.resolve_options({}), rng)
    first = state.first_leader
    events = finish_deal(state, rng)
    started = [e for e in events if e["type"] == "deal_started"]
    assert started == [{"type": "deal_started", "deal": 2, "leader": (first + 1) % 4, "sticks": 6}]
    assert state.turn == state.first_leader == (first + 1) % 4
    assert [len(h) for h in state.hands] == [9] * 4 and state.unused == [6] * 4
    assert state.tricks_won == [0] * 4 and state.taken == [0] * 4
    assert [e["visible_to"] for e in events if e["type"] == "dealt"] == [[0], [1], [2], [3]]


def test_a_match_ends_after_its_deals_with_cumulative_totals():
    rng = Rng(12)
    state = GAME.setup(3, GAME.meta.resolve_options({"deals": 2}), rng)
    first = finish_deal(state, rng)
    second = finish_deal(state, rng)
    assert state.over and GAME.is_over(state) and GAME.to_act(state, NOW) == {}
    scored = [e for e in first + second if e["type"] == "deal_scored"]
    assert [e["deal"] for e in scored] == [1, 2]
    totals = [scored[0]["players"][s]["points"] + scored[1]["players"][s]["points"] for s in range(3)]
    assert [p["total"] for p in scored[1]["players"]] == totals
    assert second[-1] == {"type": "match_over", "totals": totals,
                          "winners": [s for s in range(3) if totals[s] == max(totals)]}
    assert GAME.legal_actions(state, state.turn, NOW) == []
    assert refused(state, 0, play("blue 1")).code == "game_over"


def test_state_round_trips_through_json():
    rng = Rng(13)
    state = GAME.setup(4, GAME.meta.resolve_options({}), rng)
    apply(state, state.turn, GAME.legal_actions(state, state.turn, NOW)[-1], rng)
    assert GAME.decode(GAME.encode(state)) == state


def test_cards_in_a_table_helper_read_like_the_rulebook():
    assert card("pink 7").colour == "pink" and wire("blue 0") == {"colour": "blue", "digit": 0}


def test_the_engine_docstring_examples_hold():
    import doctest

    from engines.twinkle_starship import facts, rules, scoring

    for module in (facts, rules, scoring):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__
