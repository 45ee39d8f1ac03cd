"""Starlink's rulebook and rulings, one example at a time."""

import pytest

from engines.contract import PRIVATE_FOREVER, VISIBLE_TO, IllegalAction
from engines.starlink import GAME
from engines.starlink.facts import CARDS, STARS, TIMER_DEFAULT
from engines.starlink.rules import card_words, has_room
from starlink_table import (
    NOW, card_of, deal, distance2, guess, illustrate, leave_constellation, link, nearest, new_game,
)


def refused(state, seat, action, now=NOW, code="illegal_action") -> str:
    before = GAME.encode(state)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, seat, action, None, now)
    assert caught.value.code == code
    assert GAME.encode(state) == before, "a refused action changed the state"
    return caught.value.detail


# ----- a turn --------------------------------------------------------------------------------

def test_seat_zero_draws_the_top_card_and_must_choose_a_word():
    state, _ = new_game(players=4)
    assert state.turn.illustrator == 0
    assert GAME.to_act(state, NOW) == {0: "choose_word"}
    assert GAME.legal_actions(state, 0, NOW) == [
        {"type": "choose_word", "word_index": 0}, {"type": "choose_word", "word_index": 1}]
    assert GAME.legal_actions(state, 1, NOW) == []
    assert GAME.deadline(state) == NOW + 60  # the time to choose: see the choosing clock below
    assert len(state.deck) == len(CARDS) - 1


def test_each_game_pairs_the_words_of_each_value_onto_that_values_cards():
    state, _ = new_game()
    printed_value = {w.word: card.value for card in CARDS for w in card.words}
    assert sorted(place for pair in state.pairs for place in pair) == list(range(2 * len(CARDS)))
    for card in CARDS:
        assert [printed_value[w.word] for w in card_words(state, card.id)] == [card.value] * 2
    assert any(card_words(state, c.id) != c.words for c in CARDS)  # not the printed cards
    # A state stored before games paired their words has no pairs: it plays the printed cards.
    old = GAME.decode(GAME.encode(state).replace(b"\xa5pairs", b"\xa5_gone"))
    assert old.pairs == [] and all(card_words(old, c.id) == c.words for c in CARDS)


def test_setup_logs_the_first_turn_and_tells_only_seat_zero_the_card():
    state, _ = new_game()
    card = CARDS[state.turn.card]
    assert GAME.setup_events(state) == [
        {"type": "turn_started", "turn": 0, "illustrator": 0},
        {"type": "card_drawn", "seat": 0, "card": card.id, "words": [w.word for w in card_words(state, card.id)],
         "value": card.value, "visible_to": [0], "private_forever": True},
    ]


def test_choosing_a_word_flips_the_sand_timer():
    state, rng = new_game(timer_seconds=45)
    events = illustrate(state, rng, "owl")
    assert GAME.deadline(state) == NOW + 45
    assert {"type": "timer_started", "seat": 0, "deadline": NOW + 45} in events
    private = next(e for e in events if e["type"] == "word_chosen")
    assert private["word"] == "owl" and private["visible_to"] == [0]


def test_default_sand_timer_is_sixty_seconds():
    assert GAME.meta.resolve_options({}) == {"timer_seconds": TIMER_DEFAULT} == {"timer_seconds": 60}
    with pytest.raises(IllegalAction):
        GAME.meta.resolve_options({"timer_seconds": 19})
    with pytest.raises(IllegalAction):
        GAME.meta.resolve_options({"timer_seconds": 181})


def test_only_the_illustrator_chooses_and_only_word_zero_or_one():
    state, _ = new_game()
    refused(state, 1, {"type": "choose_word", "word_index": 0}, code="not_your_turn")
    refused(state, 0, {"type": "choose_word", "word_index": 2})
    refused(state, 0, {"type": "choose_word", "word_index": True})
    refused(state, 0, {"type": "choose_word", "word_index": "0"})
    refused(state, 0, {"type": "choose_word"})


def test_while_the_timer_runs_the_illustrator_draws_and_everyone_else_may_guess():
    state, rng = new_game(players=4)
    illustrate(state, rng, "owl")
    assert GAME.to_act(state, NOW) == {0: "draw", 1: "guess", 2: "guess", 3: "guess"}
    assert {a["type"] for a in GAME.legal_actions(state, 0, NOW)} == {"add_segment"}
    assert {"type": "guess", "text": "owl"} in GAME.legal_actions(state, 2, NOW)
    refused(state, 1, {"type": "add_segment", "a": 0, "b": 1}, code="not_your_turn")


def test_no_drawing_or_guessing_before_the_word_is_chosen():
    state, _ = new_game()
    assert refused(state, 1, {"type": "guess", "text": "owl"}) == (
        "Not the drawing and guessing phase but the word choice phase: the illustrator (seat 0) is choosing a "
        "word; guess once the sand timer starts.")
    assert refused(state, 0, {"type": "add_segment", "a": 0, "b": 1}) == (
        'Not the drawing and guessing phase but the word choice phase: choose your word first: '
        '{"type": "choose_word", "word_index": 0} (or 1); the sand timer starts then.')


def test_no_second_word_once_the_sand_timer_runs():
    state, rng = new_game()
    illustrate(state, rng, "owl")
    assert refused(state, 0, {"type": "choose_word", "word_index": 1}) == (
        "Not the word choice phase but the drawing and guessing phase: your word is chosen and the sand timer is "
        'running: draw it ({"type": "add_segment", "a": …, "b": …}).')


def test_each_player_illustrates_twice_then_the_game_ends():
    state, rng = new_game(players=3)
    illustrators = []
    now = NOW
    while not GAME.is_over(state):
        illustrators.append(state.turn.illustrator)
        GAME.apply(state, state.turn.illustrator, {"type": "choose_word", "word_index": 0}, rng, now)
        now += 100
        GAME.expire(state, now, rng)
    assert illustrators == [0, 1, 2, 0, 1, 2]
    assert GAME.to_act(state, now) == {}
    assert GAME.deadline(state) is None
    assert refused(state, 0, {"type": "choose_word", "word_index": 0}, code="game_over")
    assert GAME.score(state)["final"] is True
    assert GAME.score(state)["winners"] == [0, 1, 2]  # nobody scored: all share the victory


# ----- drawing -------------------------------------------------------------------------------

def test_a_link_joins_two_free_stars_and_a_star_may_start_several_links():
    state, rng = new_game()
    illustrate(state, rng, "owl")
    assert link(state, rng, 5, 3) == [{"type": "segment_added", "a": 3, "b": 5}]
    link(state, rng, 3, 9)
    link(state, rng, 3, 12)
    assert state.turn.drawing == [[3, 5], [3, 9], [3, 12]]
    assert GAME.view(state, None)["turn"]["drawing"] == [[3, 5], [3, 9], [3, 12]]


def test_links_between_unknown_same_or_already_linked_stars_are_refused():
    state, rng = new_game()
    illustrate(state, rng, "owl")
    link(state, rng, 3, 5)
    assert "already linked" in refused(state, 0, {"type": "add_segment", "a": 5, "b": 3})
    assert "two different stars" in refused(state, 0, {"type": "add_segment", "a": 4, "b": 4})
    assert "no star 80" in refused(state, 0, {"type": "add_segment", "a": 4, "b": len(STARS)})
    refused(state, 0, {"type": "add_segment", "a": -1, "b": 4})
    refused(state, 0, {"type": "add_segment", "a": 1.0, "b": 4})
    refused(state, 0, {"type": "add_segment", "a": "1", "b": 4})
    refused(state, 0, {"type": "add_segment", "a": 1})
    refused(state, 0, {"type": "add_segment", "a": 1, "b": 2, "c": 3})


def test_stars_of_an_earlier_constellation_are_refused_with_a_reason():
    state, rng = new_game()
    leave_constellation(state, [10, 11])
    illustrate(state, rng, "owl")
    detail = refused(state, 0, {"type": "add_segment", "a": 10, "b": 20})
    assert detail == "Star 10 belongs to an earlier constellation; only free stars can be linked."
    assert not any(10 in (a["a"], a["b"]) for a in GAME.legal_actions(state, 0, NOW))


def test_erase_one_link_or_the_whole_drawing():
    state, rng = new_game()
    illustrate(state, rng, "owl")
    link(state, rng, 1, 2)
    link(state, rng, 2, 3)
    assert {"type": "erase_segment", "a": 1, "b": 2} in GAME.legal_actions(state, 0, NOW)
    assert GAME.apply(state, 0, {"type": "erase_segment", "a": 2, "b": 1}, rng, NOW) == [
        {"type": "segment_erased", "a": 1, "b": 2}]
    assert "not linked" in refused(state, 0, {"type": "erase_segment", "a": 1, "b": 2})
    assert GAME.apply(state, 0, {"type": "erase_all"}, rng, NOW) == [{"type": "drawing_erased"}]
    assert state.turn.drawing == []
    assert "nothing drawn" in refused(state, 0, {"type": "erase_all"})
    assert {"type": "erase_all"} not in GAME.legal_actions(state, 0, NOW)


def test_the_drawing_stays_on_the_board_and_its_stars_are_used():
    state, rng = new_game()
    illustrate(state, rng, "owl")
    link(state, rng, 1, 2)
    link(state, rng, 2, 3)
    GAME.expire(state, NOW + 60, rng)
    [constellation] = GAME.view(state, 2)["constellations"]
    assert constellation == {"id": 0, "turn": 0, "illustrator": 0, "word": "owl",
                             "segments": [[1, 2], [2, 3]]}
    illustrate(state, rng, "cat", now=NOW + 61)
    assert "earlier constellation" in refused(state, 1, {"type": "add_segment", "a": 3, "b": 4}, now=NOW + 61)


def test_an_empty_drawing_leaves_no_constellation():
    state, rng = new_game()
    illustrate(state, rng, "owl")
    link(state, rng, 1, 2)
    GAME.apply(state, 0, {"type": "erase_all"}, rng, NOW)
    events = GAME.expire(state, NOW + 60, rng)
    assert events[0]["constellation"] is None
    assert state.constellations == []


# ----- no room -------------------------------------------------------------------------------

def fill_the_sky(state) -> None:
    """Two constellations using every star but two far apart: no lens holds 5 free stars."""
    spare = {0, 79}
    rest = [s.id for s in STARS if s.id not in spare]
    leave_constellation(state, rest[:40])
    leave_constellation(state, rest[40:])


def test_no_room_lets_the_illustrator_erase_one_constellation_of_their_choice():
    state, rng = new_game()
    fill_the_sky(state)
    assert not has_room(state)
    actions = GAME.legal_actions(state, 0, NOW)
    assert actions[:2] == [{"type": "erase_constellation", "constellation": 0},
                           {"type": "erase_constellation", "constellation": 1}]
    assert GAME.view(state, 1)["turn"]["may_erase_constellation"] is True
    events = GAME.apply(state, 0, {"type": "erase_constellation", "constellation": 1}, rng, NOW)
    assert events == [{"type": "constellation_erased", "seat": 0, "constellation": 1}]
    assert [c.id for c in state.constellations] == [0]
    assert has_room(state)
    assert "already erased" in refused(state, 0, {"type": "erase_constellation", "constellation": 0})


def test_only_one_erase_per_turn_and_never_once_the_word_is_chosen():
    state, rng = new_game()
    fill_the_sky(state)
    leave_constellation(state, [0, 79])  # now no free star at all
    GAME.apply(state, 0, {"type": "erase_constellation", "constellation": 2}, rng, NOW)
    assert not has_room(state)
    assert "already erased" in refused(state, 0, {"type": "erase_constellation", "constellation": 0})
    assert not any(a["type"] == "erase_constellation" for a in GAME.legal_actions(state, 0, NOW))
    GAME.apply(state, 0, {"type": "choose_word", "word_index": 0}, rng, NOW)
    refused(state, 0, {"type": "erase_constellation", "constellation": 0})


def test_room_means_a_lens_around_a_free_star_with_five_free_stars_and_no_used_star():
    state, _ = new_game()
    leave_constellation(state, [1, 2])
    assert has_room(state)
    assert "still room" in refused(state, 0, {"type": "erase_constellation", "constellation": 0})
    state.constellations.clear()
    # Star 14's lens holds exactly five stars. Leave only those free: there is room. Use one of
    # them: four free stars are left, so no lens anywhere can hold five.
    lens = [s.id for s in STARS if distance2(14, s.id) <= 15 ** 2]
    assert len(lens) == 5
    others = [s.id for s in STARS if s.id not in lens]
    leave_constellation(state, others)
    assert has_room(state)
    state.constellations.clear()
    leave_constellation(state, others + [lens[-1]])
    assert not has_room(state)


def test_erasing_an_unknown_constellation_is_refused():
    state, _ = new_game()
    fill_the_sky(state)
    assert "no constellation 7" in refused(state, 0, {"type": "erase_constellation", "constellation": 7})


# ----- guessing ------------------------------------------------------------------------------

def fitting_figure() -> list[int]:
    return nearest(40, 4)


def test_a_right_guess_scores_the_card_value_plus_the_lens_point_for_both():
    state, rng = new_game(players=3)
    card, _ = card_of("cake")
    value = CARDS[card].value
    illustrate(state, rng, "cake")
    a, b, c, d = fitting_figure()
    for p, q in ((a, b), (b, c), (c, d)):
        link(state, rng, p, q)
    events = guess(state, rng, 2, "Cakes!")
    assert events[0] == {"type": "guessed", "seat": 2, "text": "Cakes!", "right": True}
    ended = events[1]
    assert ended["reason"] == "guessed" and ended["word"] == "cake" and ended["lens_bonus"] is True
    assert ended["points"] == value + 1
    assert state.scores == [value + 1, 0, value + 1]
    board = GAME.score(state)["players"]
    assert board[0]["breakdown"] == {"card_points": value, "lens_points": 1,
                                     "drawings_guessed": 1, "right_guesses": 0}
    assert board[2]["total"] == value + 1
    assert state.turn.illustrator == 1 and state.turn.number == 1


def test_a_drawing_wider_than_the_lens_earns_no_lens_point():
    state, rng = new_game(players=2)
    card, _ = card_of("owl")
    illustrate(state, rng, "owl")
    far = max(range(len(STARS)), key=lambda s: distance2(0, s))
    link(state, rng, 0, far)
    events = guess(state, rng, 1, "owl")
    assert events[1]["lens_bonus"] is False
    assert state.scores == [CARDS[card].value] * 2


def test_a_right_guess_on_an_empty_board_earns_the_card_value_only():
    state, rng = new_game(players=2)
    card, _ = card_of("owl")
    illustrate(state, rng, "owl")
    assert guess(state, rng, 1, "owl")[1]["lens_bonus"] is False
    assert state.scores == [CARDS[card].value] * 2


def test_the_other_word_on_the_card_is_a_wrong_guess():
    state, rng = new_game()
    index = deal(state, "owl")
    other = card_words(state, state.turn.card)[1 - index].word  # this game's partner of owl
    illustrate(state, rng, "owl")
    assert guess(state, rng, 1, other)[0]["right"] is False


def test_a_wrong_guesser_holds_the_timer_and_is_silent_until_someone_else_guesses():
    state, rng = new_game(players=4)
    illustrate(state, rng, "owl")
    assert guess(state, rng, 1, "bat") == [
        {"type": "guessed", "seat": 1, "text": "bat", "right": False, "timer_holder": 1}]
    assert GAME.view(state, None)["turn"]["timer_holder"] == 1
    assert "stay silent" in refused(state, 1, {"type": "guess", "text": "owl"})
    assert GAME.legal_actions(state, 1, NOW) == []
    assert 1 not in GAME.to_act(state, NOW)
    guess(state, rng, 2, "cat")  # seat 2 takes the timer: seat 1 may speak again
    assert state.turn.timer_holder == 2
    assert 1 in GAME.to_act(state, NOW) and 2 not in GAME.to_act(state, NOW)
    assert guess(state, rng, 1, "owl")[0]["right"] is True


def test_with_two_players_the_lone_guessers_silence_ends_when_the_drawing_changes():
    state, rng = new_game(players=2)
    illustrate(state, rng, "owl")
    link(state, rng, 1, 2)
    assert guess(state, rng, 1, "bat")[0]["right"] is False
    assert "stay silent" in refused(state, 1, {"type": "guess", "text": "owl"})
    assert GAME.to_act(state, NOW) == {0: "draw"}
    link(state, rng, 2, 3)  # a new segment: the drawing changed
    assert GAME.to_act(state, NOW) == {0: "draw", 1: "guess"}
    assert GAME.view(state, None)["turn"]["timer_holder"] == 1  # they still hold the sand timer
    assert guess(state, rng, 1, "cat")[0]["right"] is False  # the second guess is heard
    assert "stay silent" in refused(state, 1, {"type": "guess", "text": "owl"})


def test_with_two_players_erasing_also_changes_the_drawing():
    state, rng = new_game(players=2)
    illustrate(state, rng, "owl")
    link(state, rng, 1, 2)
    link(state, rng, 2, 3)
    guess(state, rng, 1, "bat")
    GAME.apply(state, 0, {"type": "erase_segment", "a": 2, "b": 3}, rng, NOW)
    guess(state, rng, 1, "cat")
    assert GAME.legal_actions(state, 1, NOW) == []
    GAME.apply(state, 0, {"type": "erase_all"}, rng, NOW)
    assert guess(state, rng, 1, "owl")[0]["right"] is True


def test_with_three_players_a_changed_drawing_does_not_lift_the_silence():
    state, rng = new_game(players=3)
    illustrate(state, rng, "owl")
    guess(state, rng, 1, "bat")
    link(state, rng, 1, 2)
    assert "stay silent" in refused(state, 1, {"type": "guess", "text": "owl"})
    assert GAME.to_act(state, NOW) == {0: "draw", 2: "guess"}


def test_the_illustrator_cannot_guess():
    state, rng = new_game()
    illustrate(state, rng, "owl")
    assert "own word" in refused(state, 0, {"type": "guess", "text": "owl"})


def test_a_guess_is_one_to_sixty_four_characters_with_a_letter():
    state, rng = new_game()
    illustrate(state, rng, "owl")
    refused(state, 1, {"type": "guess", "text": ""})
    refused(state, 1, {"type": "guess", "text": "x" * 65})
    refused(state, 1, {"type": "guess", "text": 7})
    assert "letter" in refused(state, 1, {"type": "guess", "text": "?!"})
    assert guess(state, rng, 1, "y" * 64)[0]["right"] is False


# ----- the sand timer ------------------------------------------------------------------------

def test_a_guess_one_millisecond_late_is_refused():
    state, rng = new_game()
    illustrate(state, rng, "owl")
    deadline = GAME.deadline(state)
    late = deadline + 0.001
    assert refused(state, 1, {"type": "guess", "text": "owl"}, now=late) == "The sand timer has run out."
    assert refused(state, 0, {"type": "add_segment", "a": 1, "b": 2}, now=late) == "The sand timer has run out."
    assert refused(state, 0, {"type": "add_segment", "a": 1, "b": 2}, now=deadline) == "The sand timer has run out."
    assert GAME.to_act(state, late) == {}
    assert GAME.legal_actions(state, 1, late) == []
    assert guess(state, rng, 1, "owl", now=deadline - 0.001)[0]["right"] is True


def test_expire_closes_the_turn_once_with_no_points():
    state, rng = new_game()
    illustrate(state, rng, "owl")
    deadline = GAME.deadline(state)
    assert GAME.expire(state, deadline - 0.001, rng) == []
    events = GAME.expire(state, deadline, rng)
    assert events[0] == {"type": "turn_ended", "turn": 0, "illustrator": 0, "reason": "timer",
                         "word": "owl", "value": CARDS[card_of("owl")[0]].value, "guesser": None,
                         "lens_bonus": False, "points": 0, "constellation": None}
    assert events[1] == {"type": "turn_started", "turn": 1, "illustrator": 1}
    assert events[2]["type"] == "card_drawn" and events[2]["visible_to"] == [1]
    assert GAME.expire(state, deadline + 5, rng) == []  # the next illustrator has 60 s to choose
    assert state.turn.number == 1 and state.scores == [0, 0, 0]


def test_expire_before_the_time_to_choose_runs_out_does_nothing():
    state, rng = new_game()  # begun at NOW: 60 s to choose
    before = GAME.encode(state)
    assert GAME.expire(state, NOW + 59.999, rng) == []
    assert GAME.encode(state) == before


# ----- the time to choose (house) -------------------------------------------------------------

def test_the_first_turns_choosing_clock_starts_when_the_game_starts():
    state, rng = new_game(timer_seconds=30, start=False)
    assert GAME.view(state, None)["choice_deadline"] is None
    assert GAME.deadline(state) is None  # setup has no clock: nothing is due
    assert GAME.expire(state, NOW + 1000, rng) == []  # and time alone does nothing
    assert GAME.to_act(state, NOW + 1000) == {0: "choose_word"}
    assert GAME.start(state, NOW) is None  # no events: it only sets the clock
    assert GAME.deadline(state) == NOW + 30
    assert GAME.view(state, 1)["choice_deadline"] == NOW + 30
    assert GAME.view(state, 1)["deadline"] is None  # the sand timer is not flipped yet
    assert GAME.expire(state, NOW + 29.999, rng) == []


def test_an_absent_illustrator_gets_the_first_word_when_the_time_to_choose_runs_out():
    state, rng = new_game(players=3, timer_seconds=30)
    first = card_words(state, state.turn.card)[0].word  # this game's card: its words paired at setup
    due = NOW + 30
    assert GAME.to_act(state, due - 0.001) == {0: "choose_word"}
    assert GAME.to_act(state, due) == {}
    assert GAME.legal_actions(state, 0, due) == []
    assert "run out" in refused(state, 0, {"type": "choose_word", "word_index": 1}, now=due)
    assert GAME.expire(state, due, rng) == [
        {"type": "word_chosen", "seat": 0, "word": first, "visible_to": [0]},
        {"type": "timer_started", "seat": 0, "deadline": due + 30},
    ]
    assert GAME.deadline(state) == due + 30 and GAME.view(state, None)["choice_deadline"] is None
    assert GAME.to_act(state, due) == {0: "draw", 1: "guess", 2: "guess"}
    assert guess(state, rng, 1, first, now=due + 1)[0]["right"] is True


def test_each_later_illustrator_has_timer_seconds_to_choose_from_the_end_of_the_last_turn():
    state, rng = new_game(timer_seconds=30)
    illustrate(state, rng, "owl")
    guess(state, rng, 1, "owl", now=NOW + 5)
    assert state.turn.illustrator == 1
    assert GAME.deadline(state) == NOW + 35 == GAME.view(state, 2)["choice_deadline"]
    assert GAME.apply(state, 1, {"type": "choose_word", "word_index": 1}, rng, NOW + 34.999)
    assert GAME.deadline(state) == NOW + 64.999


# ----- what each seat sees -------------------------------------------------------------------

def test_only_the_illustrator_sees_the_words_until_the_turn_ends_then_the_chosen_word_is_public():
    state, rng = new_game(players=3)
    index = deal(state, "owl")
    words = [w.word for w in card_words(state, state.turn.card)]  # owl and a word of value 1
    other = words[1 - index]
    assert GAME.view(state, 0)["turn"]["card"] == {"words": words, "value": 1, "chosen": None}
    for seat in (1, 2, None):
        assert GAME.view(state, seat)["turn"]["card"] is None
    illustrate(state, rng, "owl")
    assert GAME.view(state, 0)["turn"]["card"]["chosen"] == index
    for seat in (1, 2, None):
        assert "owl" not in repr(GAME.view(state, seat)) and other not in repr(GAME.view(state, seat))
    GAME.expire(state, NOW + 60, rng)
    for seat in (0, 1, 2, None):
        seen = repr(GAME.view(state, seat))
        assert GAME.view(state, seat)["history"][0]["word"] == "owl"
        assert other not in seen


def seen_after_the_game(event: dict, seat) -> bool:
    """Who sees a logged event once the game is over (engines/README.md, "Events")."""
    return VISIBLE_TO not in event or not event.get(PRIVATE_FOREVER) or seat in event[VISIBLE_TO]


def test_the_unchosen_word_is_never_published_not_even_after_the_game():
    state, rng = new_game(players=2)
    events = GAME.setup_events(state)
    unchosen, now = {}, NOW
    events += GAME.expire(state, now, rng)
    while not GAME.is_over(state):
        turn = state.turn
        if turn.number % 3 == 2:  # an absent illustrator: the first word is chosen for them
            now = GAME.deadline(state)
            events += GAME.expire(state, now, rng)
        else:
            events += GAME.apply(state, turn.illustrator, {"type": "choose_word", "word_index": 1}, rng, now)
        words = [w.word for w in card_words(state, turn.card)]
        unchosen[turn.illustrator] = unchosen.get(turn.illustrator, set()) | {words[1 - turn.word_index]}
        if turn.number % 2:
            events += guess(state, rng, 1 - turn.illustrator, words[turn.word_index], now=now)
        else:
            now = GAME.deadline(state)
            events += GAME.expire(state, now, rng)
    hidden = set().union(*unchosen.values())
    assert len(hidden) == 4
    for seat in (None, 0, 1):
        shown = repr([e for e in events if seen_after_the_game(e, seat)])
        shown += repr(GAME.view(state, seat)) + repr(GAME.score(state))
        others = hidden - unchosen.get(seat, set())
        assert not [word for word in others if repr(word) in shown], seat
        assert not [word for word in hidden if repr(word) in repr(GAME.view(state, seat))]


def test_refused_shapes_change_nothing():
    state, rng = new_game()
    for bad in (None, [], "guess", {}, {"type": "pass"}, {"type": 3}, {"type": "erase_all", "x": 1}):
        refused(state, 0, bad)
    refused(state, "cosmobot", {"type": "choose_word", "word_index": 0}, code="not_your_turn")
    refused(state, 5, {"type": "choose_word", "word_index": 0}, code="not_your_turn")
