"""Many seeded games to the end with scripted guessers: the invariants hold at every step."""

import pytest

from engines.contract import Rng, VISIBLE_TO
from engines.starlink import GAME
from engines.starlink.bots import random_policy
from engines.starlink.facts import CARDS, MAX_PLAYERS, MIN_PLAYERS, TIMER_MAX, TIMER_MIN
from engines.starlink.rules import card_words, used_stars
from schemas.starlink import ActionSchema, BreakdownSchema, StateSchema
from starlink_table import NOW
from tests.spec_check import assert_fits

# One instance of each: building a marshmallow schema costs ~0.5 ms, a load with it ~40 µs,
# and these tables check thousands of actions and views.
ACTION_SCHEMA = ActionSchema()
BREAKDOWN_SCHEMA = BreakdownSchema()
STATE_SCHEMA = StateSchema()

WORD_OF = {w.word: card.id for card in CARDS for w in card.words}


def strings(value, skip_guess_text=True) -> list[str]:
    """Every string in a view or event (keys excluded), but not the guesses' free text nor the
    fixed star field (numbers only, and the bulk of every view)."""
    found: list[str] = []
    _collect_strings(value, skip_guess_text, found)
    return found


def _collect_strings(value, skip_guess_text: bool, found: list[str]) -> None:
    # One list filled in place: nested generators (``yield from`` per level) cost ~a fifth of the module.
    if isinstance(value, str):
        found.append(value)
    elif isinstance(value, list):
        for item in value:
            _collect_strings(item, skip_guess_text, found)
    elif isinstance(value, dict):
        guessed = "right" in value and "text" in value
        for key, item in value.items():
            if key != "stars" and not (skip_guess_text and guessed and key == "text"):
                _collect_strings(item, skip_guess_text, found)


def scripted_action(state, actor, script: Rng, now: float) -> dict:
    turn = state.turn
    if actor == turn.illustrator:
        if turn.word_index is None and script.below(3) == 0:
            erase = [a for a in GAME.legal_actions(state, actor, now) if a["type"] == "erase_constellation"]
            if erase:
                return script.choice(erase)
        if turn.drawing and script.below(8) == 0:
            return {"type": "erase_all"}
        return random_policy(state, actor, script, now)
    roll = script.below(10)
    word = card_words(state, turn.card)[turn.word_index]
    if roll == 0:  # the test knows the answer; players write it their own way
        return {"type": "guess", "text": script.choice(["The ", "", "a "]) + script.choice([word.word, *word.aliases]).upper() + script.choice(["", "s", "!"])}
    return script.choice(GAME.legal_actions(state, actor, now))


def seen_by(event: dict, seat) -> bool:
    return VISIBLE_TO not in event or seat in event[VISIBLE_TO]


def check_no_word_leaks(state, events, now, own_cards: dict[int, set[int]]):
    """No seat sees a word of a card it does not hold, unless that word was revealed."""
    revealed = {record.word for record in state.history}
    for seat in [None, *range(state.players)]:
        mine = own_cards.get(seat, set())
        allowed = revealed | {w.word for c in mine for w in card_words(state, c)}
        for event in events:
            if seen_by(event, seat):
                leaked = {s for s in strings(event) if s in WORD_OF} - allowed
                assert not leaked, f"seat {seat} sees {leaked} in {event}"
        leaked = {s for s in strings(GAME.view(state, seat)) if s in WORD_OF} - allowed
        assert not leaked, f"seat {seat}'s view shows {leaked}"


def check_hidden_card_changes_nothing_for_others(state, now):
    """Swap the illustrator's card for another: every other seat's view and actions are unchanged."""
    turn = state.turn
    if turn is None:
        return
    others = [s for s in range(state.players) if s != turn.illustrator] + [None]
    before = {s: (GAME.view(state, s), GAME.legal_actions(state, s, now) if s is not None else None)
              for s in others}
    twin = GAME.decode(GAME.encode(state))
    twin.turn.card = (turn.card + 1) % len(CARDS)
    for s in others:
        assert (GAME.view(twin, s), GAME.legal_actions(twin, s, now) if s is not None else None) == before[s]


def check_board(state):
    seen: set[int] = set()
    for c in state.constellations:
        stars = {s for seg in c.segments for s in seg}
        assert not stars & seen, "two constellations share a star"
        seen |= stars
    if state.turn is not None:
        assert not {s for seg in state.turn.drawing for s in seg} & used_stars(state)


def check_scores(state):
    totals = [0] * state.players
    for r in state.history:
        if r.guesser is not None:
            points = r.value + (1 if r.lens_bonus else 0)
            totals[r.illustrator] += points
            totals[r.guesser] += points
    assert totals == state.scores
    board = GAME.score(state)
    assert [p["total"] for p in board["players"]] == totals
    assert all(p["breakdown"]["card_points"] + p["breakdown"]["lens_points"] == p["total"]
               for p in board["players"])


def play_scripted(seed: int, *, check_schemas: bool = False):
    players = MIN_PLAYERS + seed % (MAX_PLAYERS - MIN_PLAYERS + 1)
    script = Rng(10_000 + seed)
    timer = TIMER_MIN + script.below(TIMER_MAX - TIMER_MIN + 1)
    rng = Rng(seed)
    state = GAME.setup(players, GAME.meta.resolve_options({"timer_seconds": timer}), rng)
    now = NOW
    GAME.start(state, now)
    own_cards = {0: {state.turn.card}}
    for step in range(3000):
        if GAME.is_over(state):
            break
        actors = GAME.to_act(state, now)
        if not actors:
            deadline = GAME.deadline(state)
            assert deadline is not None and now >= deadline
            events = GAME.expire(state, now, rng)
            assert events[0]["type"] == "turn_ended" and events[0]["reason"] == "timer"
            assert GAME.expire(state, now, rng) == []  # closes once
        else:
            actor = script.choice(sorted(actors))
            legal = GAME.legal_actions(state, actor, now)
            assert legal, f"seat {actor} is asked to act but has no legal action"
            if check_schemas and step % 10 == 0:
                for action in legal:
                    assert ACTION_SCHEMA.load(action) == action
            action = scripted_action(state, actor, script, now)
            if action["type"] != "guess":
                assert action in legal or {**action, "a": action.get("b"), "b": action.get("a")} in legal
            twin = GAME.decode(GAME.encode(state))
            probe = script.choice(legal)
            GAME.apply(twin, actor, probe, Rng(seed, rng.counter), now)  # any listed action is accepted
            events = GAME.apply(state, actor, action, rng, now)
        if state.turn is not None:
            own_cards.setdefault(state.turn.illustrator, set()).add(state.turn.card)
        check_no_word_leaks(state, events, now, own_cards)
        check_hidden_card_changes_nothing_for_others(state, now)
        check_board(state)
        check_scores(state)
        if check_schemas:  # openapi.yaml's schemas at every step, marshmallow's at the end
            for seat in [None, *range(players)]:
                assert_fits("StarlinkState", GAME.view(state, seat))
            for p in GAME.score(state)["players"]:
                assert_fits("StarlinkBreakdown", p["breakdown"])
        now += script.below(6)
    assert GAME.is_over(state)
    if check_schemas:
        for seat in [None, *range(players)]:
            assert STATE_SCHEMA.validate(GAME.view(state, seat)) == {}
        for p in GAME.score(state)["players"]:
            assert BREAKDOWN_SCHEMA.validate(p["breakdown"]) == {}
    board = GAME.score(state)
    assert board["final"] and len(state.history) == 2 * players
    best = max(state.scores)
    assert board["winners"] == [s for s in range(players) if state.scores[s] == best]
    return state


@pytest.mark.slow
def test_random_games_to_the_end_keep_scores_board_and_secrets_straight():
    scored = 0
    for seed in range(28):
        state = play_scripted(seed)
        scored += sum(state.scores)
    assert scored > 0  # the scripted guessers do find words


@pytest.mark.slow
def test_every_legal_action_view_and_breakdown_fits_the_schemas():
    for seed in range(3):
        play_scripted(100 + seed, check_schemas=True)
