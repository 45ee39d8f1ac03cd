"""Bot policies: ``policy(state, seat, rng, now) -> action``, always one of ``legal_actions``.

Everything in Starshower is public, so reading the board from the state shows a bot nothing
``view(state, seat)`` would not.
"""

from engines.contract import Action, Rng
from engines.starshower.board import Board, Point, between
from engines.starshower.facts import CALL, DIRECTIONS, STAR
from engines.starshower.rules import legal_actions


def random_policy(state, seat: int, rng: Rng, now: float) -> Action:
    """Any legal action, uniformly."""
    return rng.choice(legal_actions(state, seat))


def greedy_policy(state, seat: int, rng: Rng, now: float) -> Action:
    """Take the most points now: group as many stars as possible with a good star; with a black
    star, kill opponents' ungrouped stars and never one's own. Ties go to the quieter choice
    (good stars beside one's own and out of reach of black lines, black stars away from one's own)."""
    actions = legal_actions(state, seat)
    if state.phase == CALL:
        return actions[0]  # the coin is fair: any call is as good
    board = Board(state)
    if state.phase == STAR:
        value = _good_star_value
    else:
        kills: dict[tuple[Point, Point], int] = {}
        value = lambda b, s, a: _black_star_value(b, s, a, kills)  # noqa: E731
    best, best_actions = None, []
    for action in actions:
        v = value(board, seat, action)
        if best is None or v > best:
            best, best_actions = v, [action]
        elif v == best:
            best_actions.append(action)
    return rng.choice(best_actions)


def _good_star_value(board: Board, seat: int, action: Action) -> float:
    p = tuple(action["point"])
    gain = 1
    if "group" in action:
        a, b = (tuple(q) for q in action["group"])
        run = [a, *between(a, b), b]
        gain += sum(1 for q in run if q == p or not board.stars[q].grouped)
    # Room to grow: own live stars next to the point make later groups likely.
    neighbours = sum(
        1 for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        if board.is_live_star_of((p[0] + dx, p[1] + dy), seat)
    )
    return 10 * gain + neighbours - 3 * _exposure(board, p)


def _exposure(board: Board, p: Point) -> int:
    """How many lines (row, column) a black line could soon cross ``p`` along: a black star on
    one side and an open point on the other, with no grouped star in between."""
    reach = board.partners(p)  # N, E, S, W
    exposed = 0
    for one, other in ((0, 2), (1, 3)):
        for side, far in ((one, other), (other, one)):
            if reach[side] and _open_beyond(board, p, far):
                exposed += 1
                break
    return exposed


def _open_beyond(board: Board, p: Point, direction: int) -> bool:
    _name, dx, dy = DIRECTIONS[direction]
    here = (p[0] + dx, p[1] + dy)
    while board.on_grid(here) and not board.is_grouped(here):
        if board.is_open(here):
            return True
        here = (here[0] + dx, here[1] + dy)
    return False


def _black_star_value(board: Board, seat: int, action: Action, kills: dict) -> float:
    p = tuple(action["point"])
    total = 0
    for raw in action["connect"]:
        q = tuple(raw)
        if (p, q) not in kills:
            kills[(p, q)] = _line_value(board, seat, p, q)
        total += kills[(p, q)]
    # Black stars near one's own ungrouped stars become partners against them later.
    exposed = sum(
        1 for (x, y), star in board.stars.items()
        if (x == p[0] or y == p[1]) and star.owner == seat and star.live and not star.grouped
    )
    return 10 * total - exposed


def _line_value(board: Board, seat: int, p: Point, q: Point) -> float:
    value = 0.0
    for r in between(p, q):
        star = board.stars.get(r)
        if star is not None and star.owner is not None and star.live:
            value += -1.5 if star.owner == seat else 1.0
    return value


BOTS = {"random": random_policy, "greedy": greedy_policy}
