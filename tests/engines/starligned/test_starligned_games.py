"""Whole Starligned games: invariants over many seeded games, hidden information, the
schemas, the bots and a golden transcript."""

from collections import Counter
from pathlib import Path

import pytest

from engines.contract import Rng
from engines.starligned import GAME
from engines.starligned.facts import MOON_CARDS, deck_for
from engines.starligned.state import EFFECTS
from schemas.starligned import ActionSchema, BreakdownSchema, OptionsSchema, StateSchema
from tests.golden import check_golden, play_transcript
from tests.spec_check import assert_fits

# One instance of each: building a marshmallow schema costs ~0.5 ms, a load with it ~40 µs,
# and these tables check thousands of actions and views.
BREAKDOWN_SCHEMA = BreakdownSchema()
OPTIONS_SCHEMA = OptionsSchema()

NOW = 1_000_000.0
CARD_KEYS = ("card", "to_hand", "to_row", "my_choice")


def named_cards(thing) -> set[int]:
    """Every card id a view, action or event names (under card-ish keys, hands and rows)."""
    found: set[int] = set()
    _collect_cards(thing, found)
    return found


def _collect_cards(thing, found: set[int]) -> None:
    # One set filled in place, not a new set per node merged up (the walk runs on every view).
    if isinstance(thing, dict):
        for key, value in thing.items():
            if key in CARD_KEYS and isinstance(value, int):
                found.add(value)
            elif key in ("cards", "moons") and isinstance(value, list):
                found.update(v for v in value if isinstance(v, int))
            _collect_cards(value, found)
    elif isinstance(thing, list):
        for item in thing:
            _collect_cards(item, found)


def hands(state) -> list[set[int]]:
    return [{c.id for c in hand} for hand in state.hands]


def visible(event: dict, seat: int) -> bool:
    return "visible_to" not in event or seat in event["visible_to"]


def visible_after_the_game(event: dict, seat: int | None) -> bool:
    """The contract: a private event opens up at the end unless it is private for ever."""
    return visible(event, seat) or not event.get("private_forever")


def recount(row_view: dict) -> int:
    """The rulebook's count, independently: top values with ×2/×0 from the right neighbour."""
    cards = row_view["cards"]
    total = 0
    for k, card in enumerate(cards):
        right = cards[k + 1]["top"]["effect"] if k + 1 < len(cards) else "none"
        total += card["top"]["value"] * {"x2": 2, "x0": 0}.get(right, 1)
    return total


def check_conservation(state):
    everywhere = (list(state.deck) + list(state.discards)
                  + [c.id for h in state.hands for c in h]
                  + [c.id for r in state.rows for c in r.cards])
    assert Counter(everywhere) == Counter(deck_for(state.players))
    assert state.moon_supply + sum(len(r.moons) for r in state.rows) == MOON_CARDS


def check_hidden(state, before: list[set[int]], events: list[dict]):
    after = hands(state)
    for seat in range(state.players):
        others = set().union(*(h for i, h in enumerate(after) if i != seat))
        assert named_cards(GAME.view(state, seat)) >= after[seat]  # the checker does see hands
        assert not named_cards(GAME.view(state, seat)) & others
        assert not named_cards(GAME.legal_actions(state, seat, NOW)) & others
        secret = others & set().union(*(h for i, h in enumerate(before) if i != seat))
        for event in events:
            if visible(event, seat):
                assert not named_cards(event) & secret, (seat, event)
    spectator = set().union(*after)
    assert not named_cards(GAME.view(state, None)) & spectator
    public = [e for e in events if "visible_to" not in e]
    assert not named_cards(public) & set().union(*before) & spectator


def play_checked(seed: int, players: int, *, check_every_action: bool = False):
    """A random game, with some face-down choices re-sent, every invariant checked each step."""
    rng, driver = Rng(seed), Rng(seed + 10_000)
    state = GAME.setup(players, {}, rng)
    action_schema, state_schema = ActionSchema(), StateSchema()
    while not GAME.is_over(state):
        owing = sorted(GAME.to_act(state, NOW))
        assert owing, "someone must be owed a decision until the game ends"
        if state.phase == EFFECTS:
            assert len(owing) == 1
        seat = owing[0] if driver.below(4) else driver.below(players)
        actions = GAME.legal_actions(state, seat, NOW)
        if not actions:
            seat = owing[0]
            actions = GAME.legal_actions(state, seat, NOW)
        for action in actions:
            assert action_schema.load(action) == action
        if check_every_action:
            for action in actions:
                trial = GAME.decode(GAME.encode(state))
                GAME.apply(trial, seat, action, Rng(seed), NOW)
        before = hands(state)
        events = GAME.apply(state, seat, driver.choice(actions), rng, NOW)
        state = GAME.decode(GAME.encode(state))
        check_conservation(state)
        check_hidden(state, before, events)
        for who in [*range(players), None]:
            assert_fits("StarlignedState", GAME.view(state, who))
    for who in [*range(players), None]:  # and the marshmallow schema the document is built from
        assert state_schema.validate(GAME.view(state, who)) == {}
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(4))
def test_random_games_end_with_ten_cards_a_row_and_a_true_score(players, seed):
    state = play_checked(seed * 31 + players, players, check_every_action=seed == 0)
    view = GAME.view(state, None)
    assert [len(r["cards"]) for r in view["rows"]] == [10] * players
    assert all(len(h) == 0 for h in state.hands)
    board = GAME.score(state)
    assert board["final"] is True and board["winners"]
    for player, row in zip(board["players"], view["rows"]):
        assert player["total"] == recount(row)
        assert BREAKDOWN_SCHEMA.validate(player["breakdown"]) == {}
        assert player["breakdown"]["moon_cards"] == len(row["moons"])
    keys = [(p["total"], p["breakdown"]["moon_cards"], p["breakdown"]["constellations"])
            for p in board["players"]]
    assert board["winners"] == [s for s, k in enumerate(keys) if k == max(keys)]


def test_used_cards_run_out_exactly_at_red_only_three_players():
    state = play_checked(99, 3)
    assert len(state.deck) == 54 - 36 and len(state.discards) == 2 * 3


def test_options_schema_is_empty_and_engine_accepts_its_result():
    assert OPTIONS_SCHEMA.load({}) == {} == GAME.meta.resolve_options({})


@pytest.mark.parametrize("players", [2, 3, 5])
def test_after_the_game_the_discards_and_the_undealt_deck_stay_hidden(players):
    """Rulings, "What each seat may see": hands played out may be shown, but no event ever
    publishes a discarded card or the undealt deck, nor does a view or the score."""
    rng = Rng(70 + players)
    state = GAME.setup(players, {}, rng)
    log = GAME.setup_events(state)
    shown = set()  # every card that lay on the table, even if exchanged back into a hand
    while not GAME.is_over(state):
        seat = sorted(GAME.to_act(state, NOW))[0]
        log += GAME.apply(state, seat, GAME.bots["random"](state, seat, rng, NOW), rng, NOW)
        shown |= {c.id for row in state.rows for c in row.cards}
    secret = (set(state.discards) | set(state.deck)) - shown
    assert set(state.discards) - shown and state.deck
    assert not named_cards(GAME.score(state)) & secret
    for seat in [*range(players), None]:
        opened = [e for e in log if visible_after_the_game(e, seat) and not visible(e, seat)]
        assert not named_cards(opened) & secret, seat
        assert not named_cards(GAME.view(state, seat)) & secret, seat
    public = [e for e in log if visible_after_the_game(e, None)]
    assert not named_cards(public) & secret


# ---------------------------------------------------------------- bots

def play_bots(seed: int, levels: list[str]) -> dict:
    rng = Rng(seed)
    state = GAME.setup(len(levels), {}, rng)
    while not GAME.is_over(state):
        seat = sorted(GAME.to_act(state, NOW))[0]
        action = GAME.bots[levels[seat]](state, seat, rng, NOW)
        assert action in GAME.legal_actions(state, seat, NOW)
        GAME.apply(state, seat, action, rng, NOW)
    return GAME.score(state)


def test_greedy_beats_random_more_often_than_not():
    wins = 0
    games = 12
    for seed in range(games):
        greedy = seed % 2  # alternate seats
        levels = ["random", "random"]
        levels[greedy] = "greedy"
        board = play_bots(500 + seed, levels)
        wins += board["winners"] == [greedy]
    assert wins > games // 2


def test_bots_are_deterministic_for_a_seed():
    assert play_bots(8, ["random", "greedy", "random"]) == play_bots(8, ["random", "greedy", "random"])


# ---------------------------------------------------------------- golden transcript

def test_golden_transcript_three_players():
    transcript = play_transcript(GAME, seed=2024, players=3, levels=["greedy", "random", "random"])
    check_golden(Path(__file__).parent / "golden" / "starligned_3p_seed2024.json", transcript)
