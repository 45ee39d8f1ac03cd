"""The board index the rules keep on a state object: reused for the next move on that object,
rebuilt whenever the state's stars or closed points changed without a Board, never encoded."""

from engines.contract import Rng
from engines.starshower import GAME
from engines.starshower.board import Board
from engines.starshower.state import Star
from starshower_positions import position


def index_of(state):
    return state.__dict__.get("_board_index")


def test_the_index_follows_the_board_and_is_reused_on_the_same_state():
    state = position("""
    0 . .
    . . .
    . . #
    """, phase="star")
    board = Board(state)
    kept = index_of(state)
    assert kept is not None and set(board.stars) == {(0, 0), (2, 2)}
    GAME.apply(state, 0, {"type": "star", "point": [1, 0]}, Rng(1), 0.0)
    assert index_of(state) is kept and set(kept.stars) == {(0, 0), (1, 0), (2, 2)}
    assert Board(state).stars is kept.stars
    assert GAME.decode(GAME.encode(state)).__dict__ == {}  # never encoded


def test_a_change_made_without_a_board_is_seen_and_the_index_rebuilt():
    state = position("""
    0 . .
    . . .
    """, phase="star")
    Board(state)
    state.stars.append(Star(point=(2, 1), owner=1))  # behind the index's back: a longer list
    assert (2, 1) in Board(state).stars
    state.stars = [Star(point=(1, 1), owner=0)]  # another list of the same length
    assert set(Board(state).stars) == {(1, 1)}
    state.closed = [(0, 1)]
    assert Board(state).closed == {(0, 1)} and not Board(state).is_open((0, 1))
