"""Starligned's rulebook and rulings, as examples on hand-laid tables."""

from dataclasses import replace

import msgspec
import pytest

from engines.contract import IllegalAction, Rng
from engines.starligned import GAME
from engines.starligned import facts
from engines.starligned.facts import CARDS, RED_IDS, DeckError
from engines.starligned.scoring import score
from engines.starligned.state import EFFECTS, OVER, PLAY, ROTATE, Card, top

from starligned_table import NOW, Picker, act, ids, legal, play, table, to_act, types


# ---------------------------------------------------------------- the house deck and setup

def test_house_deck_is_marked_and_matches_the_rulings():
    assert facts.DATA["edition"] == "house edition"
    assert len(CARDS) == 90 and len(RED_IDS) == 54
    assert all(5 <= c.full.value <= 10 and 0 <= c.partial.value <= 4 for c in CARDS)


def test_a_deck_with_a_wrong_count_is_refused_at_load():
    broken = CARDS[:-1] + (replace(CARDS[-1], constellation="Lyra"),)
    with pytest.raises(DeckError, match="constellations"):
        facts._validate(facts.DATA, broken)
    with pytest.raises(DeckError, match="90"):
        facts._validate(facts.DATA, CARDS[:-1])


@pytest.mark.parametrize("players, deck", [(2, 54), (3, 54), (4, 90), (5, 90)])
def test_red_cards_only_at_two_or_three_players(players, deck):
    state = GAME.setup(players, {}, Rng(3))
    in_play = ids(c for hand in state.hands for c in hand) + state.deck
    assert len(in_play) == deck
    assert all(len(hand) == 6 for hand in state.hands)
    if players <= 3:
        assert set(in_play) <= set(RED_IDS)


def test_setup_tells_everyone_the_starting_player_and_each_seat_its_own_hand():
    state = GAME.setup(3, {}, Rng(3))
    events = GAME.setup_events(state)
    assert events[0] == {"type": "starting_player", "seat": state.holder}
    for seat, event in enumerate(events[1:]):
        # Private for ever: the hand's last card will be discarded, unseen even after the game.
        assert event == {"type": "dealt", "seat": seat, "visible_to": [seat], "private_forever": True,
                         "hand": [{"card": c.id, "flipped": c.flipped} for c in state.hands[seat]]}
    assert len(events) == 4
    play(state, [hand[0] for hand in state.hands])
    assert GAME.setup_events(state) == []  # only a fresh table has setup events


# ---------------------------------------------------------------- scoring

def test_rulebook_example_scores_61():
    pick = Picker()
    # Left to right; the rulebook reads it right to left:
    # 6 + 9 + (2×1) + (0×10) + 5 + 2 + 4 + 7 + (2×10) + 6 = 61
    card = lambda effect, value: pick.card(effect, value, left=None, right=None)
    row = [card("none", 6), card("none", 10), card("x2", 7), card("none", 4), card("none", 2),
           card("none", 5), card("none", 10), card("x0", 1), card("x2", 9), card("none", 6)]
    state = table([row, pick.plain(10)], [[], []])
    ours = score(state)["players"][0]
    assert ours["total"] == 61
    assert ours["breakdown"]["card_points"] == [6, 20, 7, 4, 2, 5, 0, 2, 9, 6]
    assert ours["breakdown"]["doubled"] == 2 and ours["breakdown"]["zeroed"] == 1


def test_x2_applies_even_when_its_own_card_is_zeroed():
    pick = Picker()
    card = lambda effect, value: pick.card(effect, value, left=None, right=None)
    row = [card("none", 8), card("x2", 9), card("x0", None)]
    state = table([row, pick.plain(3)], [[], []])
    assert score(state)["players"][0]["breakdown"]["card_points"] == [16, 0, top(row[2]).value]


def _finished(rows, moons=()):
    state = table(rows, [[] for _ in rows])
    state.phase = OVER
    for seat, left in moons:
        state.rows[seat].moons.append(left)
    return state


def test_tie_goes_to_the_most_moon_cards():
    pick = Picker()
    a = [pick.card("none", 7), pick.card("none", 7)]
    b = [pick.card("none", 7), pick.card("none", 7)]
    state = _finished([a, b], moons=[(1, b[0].id)])
    assert score(state)["winners"] == [1]


def test_then_to_the_most_distinct_constellations_then_shared():
    pick = Picker()
    same = [c for c in CARDS if c.constellation == "Lyra"]
    other = [c for c in CARDS if c.constellation == "Orion"]
    a = [Card(same[0].id, False), Card(same[1].id, False)]
    b = [Card(same[2].id, False), Card(other[0].id, False)]
    # Make the totals equal by choosing cards of equal value.
    value = lambda cards: sum(top(c).value for c in cards)
    for x in same[3:]:
        for y in other[1:]:
            b = [Card(x.id, False), Card(y.id, False)]
            if value(b) == value(a) and "x" not in top(b[1]).effect + top(a[1]).effect:
                break
        else:
            continue
        break
    assert value(a) == value(b)
    assert score(_finished([a, b]))["winners"] == [1]
    assert score(_finished([a, list(a)]))["winners"] == [0, 1]  # the players share the win


def test_no_winners_until_the_game_is_over():
    pick = Picker()
    state = table([[pick.card("none", 9)], [pick.card("none", 5)]], [[], []])
    assert score(state)["final"] is False and score(state)["winners"] == []


# ---------------------------------------------------------------- phase 1: face down, simultaneous

def test_face_down_choices_are_hidden_until_the_last_arrives():
    pick = Picker()
    hands = [pick.plain(2), pick.plain(2), pick.plain(2)]
    state = table([[], [], []], hands)
    assert to_act(state) == {0: "choose", 1: "choose", 2: "choose"}
    events = act(state, 0, {"type": "choose", "card": hands[0][0].id})
    public = [e for e in events if "visible_to" not in e]
    assert public == [{"type": "chose", "seat": 0}]
    private = [e for e in events if "visible_to" in e]
    # Private for ever: a choice replaced later stays in the hand and may end in the discards.
    assert private == [{"type": "chose_card", "seat": 0, "card": hands[0][0].id, "visible_to": [0],
                        "private_forever": True}]
    assert to_act(state) == {1: "choose", 2: "choose"}
    assert GAME.view(state, 1)["chosen"] == [True, False, False]
    assert GAME.view(state, 1)["my_choice"] is None
    assert GAME.view(state, 0)["my_choice"] == hands[0][0].id
    assert GAME.view(state, None)["rows"][0]["cards"] == []


def test_a_choice_can_be_changed_until_the_last_seat_chooses():
    pick = Picker()
    hands = [pick.plain(2), pick.plain(2)]
    state = table([[], []], hands)
    act(state, 0, {"type": "choose", "card": hands[0][0].id})
    assert {"type": "choose", "card": hands[0][1].id} in legal(state, 0)
    act(state, 0, {"type": "choose", "card": hands[0][1].id})
    events = act(state, 1, {"type": "choose", "card": hands[1][0].id})
    assert state.rows[0].cards[-1].id == hands[0][1].id
    reveal = next(e for e in events if e["type"] == "revealed")
    assert [p["card"] for p in reveal["plays"]] == [hands[0][1].id, hands[1][0].id]
    # Once revealed, the old choice cannot come back.
    assert legal(state, 0) == [{"type": "rotate", "card": hands[0][0].id}]


def test_a_card_is_played_as_it_lies_to_the_right_of_the_row():
    pick = Picker()
    old = pick.plain(1)
    flipped = pick.card("none", 2)  # a partial half on top: the card lies flipped
    assert flipped.flipped
    state = table([old, pick.plain(1)], [[flipped, pick.card()], pick.plain(2)])
    play(state, [flipped, state.hands[1][0]])
    assert ids(state.rows[0].cards) == [old[0].id, flipped.id]
    assert state.rows[0].cards[-1].flipped is True


def test_playing_a_card_not_in_your_hand_is_refused():
    pick = Picker()
    hands = [pick.plain(2), pick.plain(2)]
    state = table([[], []], hands)
    with pytest.raises(IllegalAction, match="your own telescope") as refused:
        act(state, 0, {"type": "choose", "card": hands[1][0].id})
    assert refused.value.code == "illegal_action"
    assert state.choices == [None, None]


# ---------------------------------------------------------------- phase 2: stop

def test_a_stop_skips_phase_3_moon_bonuses_included():
    pick = Picker()
    moon_left = pick.card(right=True)
    swapper = pick.card("swap", left=True)
    stop = pick.card("stop")
    state = table([[pick.card(), moon_left], pick.plain(2)],
                  [[swapper, pick.card()], [stop, pick.card()]])
    events = play(state, [swapper, stop])
    assert {"type": "stopped", "seats": [1]} in events
    assert "moon_bonus" not in types(events) and "effect" not in types(events)
    assert state.phase == ROTATE and to_act(state) == {0: "rotate", 1: "rotate"}


def test_several_stops_do_not_cancel_each_other():
    pick = Picker()
    stops = [pick.card("stop"), pick.card("stop")]
    state = table([pick.plain(1), pick.plain(1)], [[stops[0], pick.card()], [stops[1], pick.card()]])
    events = play(state, stops)
    assert {"type": "stopped", "seats": [0, 1]} in events and state.phase == ROTATE


# ---------------------------------------------------------------- phase 3: order and moon bonus

def test_phase_3_starts_with_the_starting_player_and_goes_clockwise():
    pick = Picker()
    cards = [pick.card("rotate_telescope") for _ in range(3)]
    state = table([[], [], []], [[c, pick.card()] for c in cards], holder=1)
    play(state, cards)
    order = []
    while state.phase == EFFECTS:
        (seat, prompt), = to_act(state).items()
        assert prompt == "rotate_telescope"
        order.append(seat)
        act(state, seat, legal(state, seat)[0])
    assert order == [1, 2, 0]


def _moon_table(opponent_moon=False, supply=15):
    """Seat 0 is about to complete a full moon with its last two cards."""
    pick = Picker()
    left = pick.card(right=True)
    right = pick.card(left=True)
    theirs = pick.plain(3)
    state = table([[pick.card(), left], theirs], [[right, pick.card()], pick.plain(2)])
    state.moon_supply = supply
    if opponent_moon:
        state.rows[1].moons.append(theirs[0].id)
    return state, left, right, theirs


def test_a_full_moon_earns_a_moon_bonus_that_blocks_the_two_cards():
    state, left, right, _ = _moon_table()
    events = play(state, [right, state.hands[1][0]])
    assert to_act(state) == {0: "moon_bonus"}
    assert legal(state, 0) == [{"type": "lay_moon"}, {"type": "skip_moon_bonus"}]
    events = act(state, 0, {"type": "lay_moon"})
    assert events[0] == {"type": "moon_laid", "seat": 0, "cards": [left.id, right.id]}
    assert state.rows[0].moons == [left.id] and state.moon_supply == 14
    blocked = [c["blocked"] for c in GAME.view(state, None)["rows"][0]["cards"]]
    assert blocked == [False, True, True]


def test_the_moon_bonus_may_remove_an_opponents_moon_card_instead():
    state, _, right, theirs = _moon_table(opponent_moon=True)
    play(state, [right, state.hands[1][0]])
    assert {"type": "remove_moon", "card": theirs[0].id} in legal(state, 0)
    act(state, 0, {"type": "remove_moon", "card": theirs[0].id})
    assert state.rows[1].moons == [] and state.moon_supply == 16


def test_no_moon_bonus_without_a_full_moon():
    pick = Picker()
    state = table([[pick.card(right=True)], [pick.card()]],
                  [[pick.card(), pick.card()], pick.plain(2)])
    events = play(state, [state.hands[0][0], state.hands[1][0]])
    assert "moon_bonus" not in types(events) and state.phase == ROTATE


def test_no_moon_bonus_when_supply_empty_and_no_opponent_moon():
    state, _, right, _ = _moon_table(supply=0)
    events = play(state, [right, state.hands[1][0]])
    assert "moon_bonus" not in types(events) and state.phase == ROTATE


def test_skipping_the_moon_bonus_changes_nothing():
    state, _, right, _ = _moon_table()
    play(state, [right, state.hands[1][0]])
    assert act(state, 0, {"type": "skip_moon_bonus"}) == [{"type": "moon_bonus_skipped", "seat": 0}]
    assert state.rows[0].moons == [] and state.moon_supply == 15


# ---------------------------------------------------------------- phase 3 effects

def test_effect_with_no_legal_target_is_skipped_and_logged():
    pick = Picker()
    swap = pick.card("swap")
    state = table([[], []], [[swap, pick.card()], pick.plain(2)])  # round 1: one card a row
    events = play(state, [swap, state.hands[1][0]])
    assert {"type": "effect_skipped", "seat": 0, "effect": "swap", "card": swap.id,
            "reason": "no legal target"} in events
    assert state.phase == ROTATE


def test_swap_two_cards_of_an_opponents_row():
    pick = Picker()
    swap = pick.card("swap")
    theirs = pick.plain(3)
    state = table([pick.plain(1), theirs], [[swap, pick.card()], pick.plain(2)])
    played = state.hands[1][0]
    play(state, [swap, played])
    assert to_act(state) == {0: "swap"}
    act(state, 0, {"type": "swap", "first": theirs[0].id, "second": played.id})
    assert ids(state.rows[1].cards) == [played.id, theirs[1].id, theirs[2].id, theirs[0].id]


def test_swap_may_name_the_cards_in_either_order():
    pick = Picker()
    swap = pick.card("swap")
    mine = pick.plain(2)
    state = table([mine, pick.plain(1)], [[swap, pick.card()], pick.plain(2)])
    play(state, [swap, state.hands[1][0]])
    assert {"type": "swap", "first": mine[0].id, "second": swap.id} in legal(state, 0)
    act(state, 0, {"type": "swap", "first": swap.id, "second": mine[0].id})
    assert ids(state.rows[0].cards) == [swap.id, mine[1].id, mine[0].id]


def test_blocked_cards_cannot_be_swapped():
    pick = Picker()
    swap = pick.card("swap")
    theirs = pick.plain(3)
    state = table([pick.plain(1), theirs], [[swap, pick.card()], pick.plain(2)])
    state.rows[1].moons.append(theirs[0].id)  # theirs[0] and theirs[1] are under a moon card
    play(state, [swap, state.hands[1][0]])
    named = {a["first"] for a in legal(state, 0)} | {a["second"] for a in legal(state, 0)}
    assert theirs[0].id not in named and theirs[1].id not in named
    with pytest.raises(IllegalAction, match="blocked"):
        act(state, 0, {"type": "swap", "first": theirs[1].id, "second": theirs[2].id})
    with pytest.raises(IllegalAction, match="same row"):
        act(state, 0, {"type": "swap", "first": theirs[2].id, "second": swap.id})


def test_move_puts_this_card_anywhere_in_your_own_row():
    pick = Picker()
    move = pick.card("move")
    mine = pick.plain(3)
    state = table([mine, pick.plain(1)], [[move, pick.card()], pick.plain(2)])
    play(state, [move, state.hands[1][0]])
    assert legal(state, 0) == [{"type": "move", "to": p} for p in range(3)]
    act(state, 0, {"type": "move", "to": 1})
    assert ids(state.rows[0].cards) == [mine[0].id, move.id, mine[1].id, mine[2].id]


def test_move_never_splits_a_moon_pair():
    pick = Picker()
    move = pick.card("move")
    mine = pick.plain(3)
    state = table([mine, pick.plain(1)], [[move, pick.card()], pick.plain(2)])
    state.rows[0].moons.append(mine[0].id)  # mine[0] and mine[1] are under one moon card
    play(state, [move, state.hands[1][0]])
    assert legal(state, 0) == [{"type": "move", "to": 0}, {"type": "move", "to": 2}]
    with pytest.raises(IllegalAction, match="between the two cards under one moon"):
        act(state, 0, {"type": "move", "to": 1})


def test_a_move_card_just_covered_by_a_moon_card_cannot_move():
    pick = Picker()
    left = pick.card(right=True)
    move = pick.card("move", left=True)
    state = table([[pick.card(), left], pick.plain(2)], [[move, pick.card()], pick.plain(2)])
    play(state, [move, state.hands[1][0]])
    events = act(state, 0, {"type": "lay_moon"})
    assert {"type": "effect_skipped", "seat": 0, "effect": "move", "card": move.id,
            "reason": "no legal target"} in events


def test_rotate_card_turns_any_unblocked_card_but_not_its_own():
    pick = Picker()
    rotate = pick.card("rotate_card")
    theirs = pick.plain(3)
    state = table([pick.plain(1), theirs], [[rotate, pick.card()], pick.plain(2)])
    state.rows[1].moons.append(theirs[1].id)
    play(state, [rotate, state.hands[1][0]])
    named = [a["card"] for a in legal(state, 0)]
    assert rotate.id not in named and theirs[1].id not in named and theirs[2].id not in named
    with pytest.raises(IllegalAction, match="its own card"):
        act(state, 0, {"type": "rotate_card", "card": rotate.id})
    act(state, 0, {"type": "rotate_card", "card": theirs[0].id})
    assert state.rows[1].cards[0].flipped is True


def test_rotate_telescope_turns_a_whole_hand_and_phase_4_still_follows():
    pick = Picker()
    telescope = pick.card("rotate_telescope")
    theirs = [pick.card(), pick.card(), pick.card()]
    state = table([[], []], [[telescope, pick.card()], theirs])
    play(state, [telescope, theirs[0]])
    act(state, 0, {"type": "rotate_telescope", "player": 1})
    assert [c.flipped for c in state.hands[1]] == [True, True]
    assert to_act(state) == {0: "rotate", 1: "rotate"}


def test_repeat_makes_the_opponent_perform_their_move_again():
    pick = Picker()
    repeat = pick.card("repeat")
    their_move = pick.card("move")
    theirs = [pick.card(), their_move, pick.card()]
    state = table([pick.plain(1), theirs], [[repeat, pick.card()], pick.plain(2)])
    played = state.hands[1][0]
    play(state, [repeat, played])
    assert {"type": "repeat", "card": their_move.id} in legal(state, 0)
    assert {"type": "repeat", "card": repeat.id} not in legal(state, 0)
    act(state, 0, {"type": "repeat", "card": their_move.id})
    assert to_act(state) == {1: "move"}  # the card's owner decides
    assert legal(state, 0) == []
    act(state, 1, {"type": "move", "to": 3})  # "this card" is the repeated card
    assert ids(state.rows[1].cards) == [theirs[0].id, theirs[2].id, played.id, their_move.id]


def test_repeat_only_chooses_phase_3_effects():
    pick = Picker()
    repeat = pick.card("repeat")
    doubler = pick.card("x2")
    state = table([[doubler], pick.plain(1)], [[repeat, pick.card()], pick.plain(2)])
    events = play(state, [repeat, state.hands[1][0]])
    assert {"type": "effect_skipped", "seat": 0, "effect": "repeat", "card": repeat.id,
            "reason": "no legal target"} in events  # ×2 is no phase-3 effect: nothing to repeat
    assert state.phase == ROTATE


def test_exchange_is_decided_by_the_rows_owner():
    pick = Picker()
    exchange = pick.card("exchange")
    theirs = pick.plain(2)
    their_hand = [pick.card(), pick.card("swap"), pick.card()]
    state = table([pick.plain(1), theirs], [[exchange, pick.card()], their_hand], holder=0)
    play(state, [exchange, their_hand[0]])
    act(state, 0, {"type": "exchange", "card": their_hand[0].id})  # their just-played card
    assert to_act(state) == {1: "exchange_with"}
    assert legal(state, 1) == [{"type": "exchange_with", "card": c.id} for c in their_hand[1:]]
    events = act(state, 1, {"type": "exchange_with", "card": their_hand[1].id})
    assert state.rows[1].cards[-1].id == their_hand[1].id
    assert their_hand[0].id in ids(state.hands[1])
    # The swap card came in by exchange: its phase-3 effect is ignored this round.
    assert {"type": "effect_ignored", "seat": 1, "card": their_hand[1].id, "effect": "swap",
            "reason": "exchanged in this round"} in events
    assert state.phase == ROTATE


def test_blocked_cards_cannot_be_exchanged():
    pick = Picker()
    exchange = pick.card("exchange")
    theirs = pick.plain(2)
    state = table([pick.plain(1), theirs], [[exchange, pick.card()], pick.plain(2)])
    state.rows[1].moons.append(theirs[0].id)
    play(state, [exchange, state.hands[1][0]])
    with pytest.raises(IllegalAction, match="blocked"):
        act(state, 0, {"type": "exchange", "card": theirs[1].id})


def test_the_effect_acted_is_that_of_the_card_now_last_in_the_row():
    pick = Picker()
    swap = pick.card("swap")
    telescope = pick.card("rotate_telescope")
    theirs = pick.plain(1)
    state = table([pick.plain(1), theirs], [[swap, pick.card()], [telescope, pick.card()]])
    play(state, [swap, telescope])
    # Seat 0 swaps seat 1's row so that seat 1's plain card is now last.
    act(state, 0, {"type": "swap", "first": theirs[0].id, "second": telescope.id})
    assert state.phase == ROTATE  # seat 1's last card has no effect


# ---------------------------------------------------------------- phase 4 and the stages

def test_phase_4_rotates_one_card_and_passes_hands_left_with_the_starting_player_card():
    pick = Picker()
    hands = [pick.plain(3), pick.plain(3), pick.plain(3)]
    state = table([[], [], []], hands, holder=2)
    play(state, [h[0] for h in hands])
    for seat in range(3):
        act(state, seat, {"type": "rotate", "card": hands[seat][1].id})
    assert state.phase == PLAY and state.round == 2 and state.holder == 0
    assert ids(state.hands[1]) == ids(hands[0][1:])
    assert ids(state.hands[0]) == ids(hands[2][1:])
    assert [c.flipped for c in state.hands[1]] == [True, False]


def test_round_5_discards_the_last_card_and_stage_2_deals_six_more():
    pick = Picker()
    hands = [pick.plain(2), pick.plain(2)]
    rows = [pick.plain(4), pick.plain(4)]
    deck = [c.id for c in CARDS if c.id not in pick.used][:12]
    state = table(rows, hands, deck=deck, round=5)
    events = play(state, [hands[0][0], hands[1][0]])
    assert state.stage == 2 and state.round == 1 and state.phase == PLAY
    assert sorted(state.discards) == sorted([hands[0][1].id, hands[1][1].id])
    assert [len(h) for h in state.hands] == [6, 6] and state.deck == []
    dealt = [e for e in events if e["type"] == "dealt"]
    assert [(e["visible_to"], e["private_forever"]) for e in dealt] == [([0], True), ([1], True)]


def test_the_game_ends_with_ten_cards_a_row():
    pick = Picker()
    hands = [pick.plain(2), pick.plain(2)]
    state = table([pick.plain(9), pick.plain(9)], hands, round=5, stage=2)
    events = play(state, [hands[0][0], hands[1][0]])
    assert GAME.is_over(state) and [len(r.cards) for r in state.rows] == [10, 10]
    assert to_act(state) == {} and legal(state, 0) == []
    assert events[-1]["type"] == "game_over"
    with pytest.raises(IllegalAction) as refused:
        act(state, 0, {"type": "choose", "card": hands[0][1].id})
    assert refused.value.code == "game_over"


# ---------------------------------------------------------------- malformed actions change nothing

@pytest.mark.parametrize("action", [
    None, [], {"card": 1}, {"type": "fly"}, {"type": "choose"}, {"type": "choose", "card": "3"},
    {"type": "choose", "card": True}, {"type": "choose", "card": 1.0},
    {"type": "choose", "card": 3, "extra": 1}, {"type": "swap", "first": 1},
    {"type": "rotate", "card": 0},
])
def test_malformed_actions_are_refused_with_a_sentence(action):
    state = GAME.setup(2, {}, Rng(5))
    before = msgspec.json.encode(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, action, Rng(5), NOW)
    assert refused.value.code == "illegal_action" and refused.value.detail.endswith(".")
    assert msgspec.json.encode(state) == before


def test_acting_out_of_turn_is_refused():
    pick = Picker()
    swap = pick.card("swap")
    mine = pick.plain(2)
    state = table([mine, pick.plain(1)], [[swap, pick.card()], pick.plain(2)])
    play(state, [swap, state.hands[1][0]])
    for seat in (1, 7, "cosmobot"):
        with pytest.raises(IllegalAction) as refused:
            act(state, seat, {"type": "swap", "first": mine[0].id, "second": mine[1].id})
        assert refused.value.code == "not_your_turn"
    with pytest.raises(IllegalAction, match="swap decision"):
        act(state, 0, {"type": "rotate_card", "card": mine[0].id})


def test_a_repeated_exchange_passes_each_decision_to_its_owner():
    pick = Picker()
    repeat = pick.card("repeat")
    their_exchange = pick.card("exchange")
    far_row = pick.plain(2)
    far_hand = pick.plain(3)
    state = table([pick.plain(1), [their_exchange], far_row],
                  [[repeat, pick.card()], pick.plain(2), far_hand])
    play(state, [repeat, state.hands[1][0], far_hand[0]])
    act(state, 0, {"type": "repeat", "card": their_exchange.id})
    assert to_act(state) == {1: "exchange"}  # seat 1 owns the exchange card: seat 1 chooses
    act(state, 1, {"type": "exchange", "card": far_row[1].id})
    assert to_act(state) == {2: "exchange_with"}  # the row's owner picks the hand card
    act(state, 2, {"type": "exchange_with", "card": far_hand[2].id})
    assert ids(state.rows[2].cards) == [far_row[0].id, far_hand[2].id, far_hand[0].id]
    assert far_row[1].id in ids(state.hands[2])


def test_no_moon_bonus_over_a_card_already_under_a_moon_card():
    state, left, right, _ = _moon_table()
    state.rows[0].moons.append(state.rows[0].cards[0].id)  # the first two cards are covered
    events = play(state, [right, state.hands[1][0]])
    assert "moon_bonus" not in types(events)


def test_the_moon_bonus_cannot_remove_your_own_moon_card():
    state, left, right, theirs = _moon_table(opponent_moon=True)
    pick = Picker()
    pick.used |= {c.id for r in state.rows for c in r.cards} | {c.id for h in state.hands for c in h}
    covered = pick.plain(2)
    state.rows[0].cards[:0] = covered  # two more cards at the left of seat 0's row, under a moon
    state.rows[0].moons.append(covered[0].id)
    play(state, [right, state.hands[1][0]])
    assert to_act(state) == {0: "moon_bonus"}
    assert {"type": "remove_moon", "card": covered[0].id} not in legal(state, 0)
    with pytest.raises(IllegalAction, match="opponent's row"):
        act(state, 0, {"type": "remove_moon", "card": covered[0].id})


def test_phase_4_rotation_is_a_face_down_choice_too():
    pick = Picker()
    hands = [pick.plain(3), pick.plain(3)]
    state = table([[], []], hands)
    play(state, [h[0] for h in hands])
    events = act(state, 0, {"type": "rotate", "card": hands[0][1].id})
    assert [e for e in events if "visible_to" not in e] == [{"type": "rotation_chosen", "seat": 0}]
    act(state, 0, {"type": "rotate", "card": hands[0][2].id})  # changed before the last arrives
    assert to_act(state) == {1: "rotate"}
    act(state, 1, {"type": "rotate", "card": hands[1][1].id})
    assert [c.flipped for c in state.hands[1]] == [False, True]  # seat 0's hand, now at seat 1


def test_moon_bonus_needs_neither_of_the_two_cards_under_a_moon_card():
    """Rulings, phase 3 "Moon bonus": the last two cards form a full moon and neither of the two
    is already under a moon card (moon cards never overlap); a moon card elsewhere in the row
    does not matter, and a covered card denies the whole bonus, removing included."""
    # A moon card over the two cards further left: neither new pair card is under it.
    pick = Picker()
    apart = pick.plain(2)
    left, right = pick.card(right=True), pick.card(left=True)
    state = table([[*apart, left], pick.plain(1)], [[right, pick.card()], pick.plain(2)])
    state.rows[0].moons.append(apart[0].id)
    play(state, [right, state.hands[1][0]])
    assert to_act(state) == {0: "moon_bonus"}
    act(state, 0, {"type": "lay_moon"})
    assert state.rows[0].moons == [apart[0].id, left.id]

    # The left card of the full moon already under a moon card: no bonus at all, even though an
    # opponent's moon card could be removed.
    state, left, right, theirs = _moon_table(opponent_moon=True)
    state.rows[0].moons.append(state.rows[0].cards[0].id)  # covers cards[0] and `left`
    events = play(state, [right, state.hands[1][0]])
    assert "moon_bonus" not in types(events) and state.phase == ROTATE
    assert state.rows[1].moons == [theirs[0].id] and state.moon_supply == 15


# ---------------------------------------------------------------- an action of another phase

def refusal(state, seat, action) -> str:
    with pytest.raises(IllegalAction) as refused:
        act(state, seat, action)
    assert refused.value.code == "illegal_action"
    return refused.value.detail


def test_an_action_of_another_phase_is_told_the_phase_and_what_to_send():
    pick = Picker()
    hands = [pick.plain(2), pick.plain(2)]
    state = table([[], []], hands)
    assert refusal(state, 0, {"type": "rotate", "card": hands[0][0].id}) == (
        'Not the rotate phase but the play phase: every player must now play a card face down: '
        '{"type": "choose", "card": …}.')
    assert refusal(state, 0, {"type": "skip_moon_bonus"}).startswith("Not the effects phase but the play phase: ")


def test_in_phase_4_a_choice_is_told_to_rotate():
    pick = Picker()
    stops = [pick.card("stop"), pick.card("stop")]
    state = table([pick.plain(1), pick.plain(1)], [[stops[0], pick.card()], [stops[1], pick.card()]])
    play(state, stops)
    assert state.phase == ROTATE
    assert refusal(state, 1, {"type": "choose", "card": state.hands[1][0].id}) == (
        'Not the play phase but the rotate phase: every player must now rotate one card of their hand: '
        '{"type": "rotate", "card": …}.')


def test_in_phase_3_the_awaited_decision_is_named_with_its_action():
    state, _, right, _ = _moon_table()
    play(state, [right, state.hands[1][0]])
    assert to_act(state) == {0: "moon_bonus"}
    assert refusal(state, 0, {"type": "choose", "card": state.hands[0][0].id}) == (
        'Not the play phase but the effects phase: it is your moon bonus: lay a moon card, remove one, or skip '
        'the bonus ({"type": "lay_moon"}, {"type": "remove_moon", "card": …}, {"type": "skip_moon_bonus"}).')

    pick = Picker()
    swap = pick.card("swap")
    state = table([pick.plain(1), pick.plain(3)], [[swap, pick.card()], pick.plain(2)])
    play(state, [swap, state.hands[1][0]])
    assert refusal(state, 0, {"type": "move", "to": 0}) == (
        'This is the effects phase: the rules await your swap decision: {"type": "swap", "first": …, "second": …}.')
