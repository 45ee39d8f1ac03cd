"""Many seeded random Twinkle Starship matches played to the end: cards and sticks conserved,
deal scores recomputed from the public record, no hand ever shown to another seat, and every
action, view and breakdown matching its schema."""

import json

import pytest

from engines.contract import VISIBLE_TO, Rng
from engines.twinkle_starship import GAME
from engines.twinkle_starship.facts import deck, sticks_per_player
from engines.twinkle_starship.scoring import deal_points
from schemas.twinkle_starship import ActionSchema, BreakdownSchema, OptionsSchema, StateSchema
from tests.spec_check import assert_fits
from tests.twinkle_starship_cards import cards_named

# One instance of each: building a marshmallow schema costs ~0.5 ms, a load with it ~40 µs,
# and these tables check thousands of actions and views.
ACTION_SCHEMA = ActionSchema()
BREAKDOWN_SCHEMA = BreakdownSchema()
OPTIONS_SCHEMA = OptionsSchema()
STATE_SCHEMA = StateSchema()

NOW = 0.0
SEEDS = range(50)


def play_match(seed: int, players: int, on_step=None, deals: int = 0):
    """Play one match with a random mix of bots; returns (state, every event in order)."""
    rng = Rng(seed)
    state = GAME.setup(players, GAME.meta.resolve_options({"deals": deals}), rng)
    levels = [("random", "greedy")[(seed >> seat) & 1] for seat in range(players)]
    events = list(GAME.setup_events(state))
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state, NOW)
        action = GAME.bots[levels[seat]](state, seat, rng, NOW)
        assert action in GAME.legal_actions(state, seat, NOW)
        step = GAME.apply(state, seat, action, rng, NOW)
        events += step
        if on_step:
            on_step(state, seat, action, step)
    return state, events


def hand_of(state, seat) -> set[tuple[str, int]]:
    return {(c.colour, c.digit) for c in state.hands[seat]}


def check_conservation(state):
    n = state.players
    in_hands = [(c.colour, c.digit) for hand in state.hands for c in hand]
    on_table = [(p.card.colour, p.card.digit) for p in state.current]
    in_tricks = [(p.card.colour, p.card.digit) for t in state.tricks for p in t.plays]
    everything = in_hands + on_table + in_tricks
    if not state.over:
        assert sorted(everything) == sorted(deck(n)), "36 / 24 cards conserved"
    sticks_on_table = sum(len(p.segments) for p in state.current)
    assert sum(state.unused) + sticks_on_table + sum(state.taken) == n * sticks_per_player(n)
    assert sum(state.tricks_won) == len(state.tricks)
    assert all(u >= 0 for u in state.unused)


def recompute_deals(events, players):
    """Each deal's (unused, tricks, taken) per seat from the public events alone."""
    deals = {}
    for event in events:
        if event["type"] == "deal_started":
            deals[event["deal"]] = {"unused": [event["sticks"]] * players, "tricks": [0] * players,
                                    "taken": [0] * players}
        elif event["type"] == "card_played":
            deals[event["deal"]]["unused"][event["seat"]] -= len(event["segments"])
        elif event["type"] == "trick_won":
            record = deals[event["deal"]]
            record["tricks"][event["winner"]] += 1
            record["taken"][event["winner"]] += sum(len(p["segments"]) for p in event["plays"])
    return deals


@pytest.mark.parametrize("players", [3, 4])
def test_random_matches_conserve_cards_and_sticks(players):
    for seed in SEEDS:
        state, events = play_match(seed, players, lambda s, *_: check_conservation(s))
        assert len(state.results) == state.deals == (6 if players == 3 else 4)
        assert [e["type"] for e in events].count("trick_won") == state.deals * len(deck(players)) // players


@pytest.mark.parametrize("players", [3, 4])
def test_deal_scores_equal_a_recomputation_from_the_public_record(players):
    for seed in SEEDS:
        state, events = play_match(seed, players)
        recomputed = recompute_deals([e for e in events if VISIBLE_TO not in e], players)
        scored = [e for e in events if e["type"] == "deal_scored"]
        assert len(scored) == len(recomputed) == state.deals
        totals = [0] * players
        board = GAME.score(state)
        for event in scored:
            record = recomputed[event["deal"]]
            for row in event["players"]:
                seat = row["seat"]
                want = (record["unused"][seat], record["tricks"][seat], record["taken"][seat])
                assert (row["unused"], row["tricks"], row["taken"]) == want
                assert row["points"] == deal_points(*want)
                totals[seat] += row["points"]
                assert board["players"][seat]["breakdown"]["deals"][event["deal"] - 1] == {
                    "deal": event["deal"], "unused": want[0], "tricks": want[1], "taken": want[2],
                    "points": row["points"], "live": False}
        assert [p["total"] for p in board["players"]] == totals
        assert board["final"] and board["winners"] == [s for s in range(players) if totals[s] == max(totals)]


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_no_seat_ever_sees_a_card_in_another_hand(players):
    def check(state, actor, action, step):
        for seat in range(players):
            others = set().union(*(hand_of(state, j) for j in range(players) if j != seat))
            assert not cards_named(GAME.view(state, seat)) & others
            assert not cards_named(GAME.legal_actions(state, seat, NOW)) & others
            # Cards of a finished deal are public and come back into new hands when it is re-dealt.
            seen = [e for e in step if seat in e.get(VISIBLE_TO, [seat]) and e.get("deal") == state.deal]
            assert not cards_named(seen) & others
            assert cards_named(GAME.view(state, seat)["hand"]) == hand_of(state, seat)
        every_hand = set().union(*(hand_of(state, j) for j in range(players)))
        assert not cards_named(GAME.view(state, None)) & every_hand
        assert GAME.view(state, None)["hand"] is None
        for event in step:
            if event["type"] == "dealt":
                assert event[VISIBLE_TO] == [event["seat"]]

    for seed in SEEDS:
        state, events = play_match(seed, players, check, deals=2)
        assert "rng" not in json.dumps(events) and "seed" not in json.dumps(events)


@pytest.mark.parametrize("players", [3, 4])
def test_actions_views_and_breakdowns_match_their_schemas(players):
    def check(state, actor, action, step):
        for seat in list(range(players)) + [None]:
            assert_fits("TwinkleStarshipState", GAME.view(state, seat))
        if not state.over:
            for action in GAME.legal_actions(state, state.turn, NOW):
                assert ACTION_SCHEMA.load(action) == action
        for row in GAME.score(state)["players"]:
            assert_fits("TwinkleStarshipBreakdown", row["breakdown"])

    for seed in range(3):
        state, _ = play_match(seed, players, check, deals=2)
        for seat in list(range(players)) + [None]:  # openapi.yaml's schemas each step, marshmallow's at the end
            assert STATE_SCHEMA.validate(GAME.view(state, seat)) == {}
        for row in GAME.score(state)["players"]:
            assert BREAKDOWN_SCHEMA.validate(row["breakdown"]) == {}


def test_options_schema_defaults_to_the_engines_default():
    assert OPTIONS_SCHEMA.load({}) == {"deals": GAME.meta.options["deals"].default}
    assert OPTIONS_SCHEMA.validate({"deals": 7}) != {}
    assert OPTIONS_SCHEMA.validate({"deals": 2.5}) != {}
    assert OPTIONS_SCHEMA.load({"deals": 2.0}) == {"deals": 2}  # JSON Schema counts 2.0 an integer


def test_action_schema_refuses_what_the_engine_refuses():
    good = {"type": "play", "card": {"colour": "blue", "digit": 7}, "upside_down": False,
            "segments": ["d", "e", "f"]}
    assert ACTION_SCHEMA.load(good) == good
    for bad in [dict(good, segments=["d", "d"]), dict(good, upside_down=1),
                dict(good, card={"colour": "blue", "digit": 9}), dict(good, extra=1),
                dict(good, type="pass")]:
        assert ACTION_SCHEMA.validate(bad) != {}


def test_same_seed_same_match():
    first = play_match(21, 4)
    second = play_match(21, 4)
    assert GAME.encode(first[0]) == GAME.encode(second[0]) and first[1] == second[1]
