"""Bot policies: ``policy(state, seat, rng, now) -> action``: one of ``legal_actions``, or for a
black star a listed one with ``connect`` cut down to a subset (which the rules accept, see
``rules.legal_actions``). Each weighs one listed action per open point and, for a black star,
each connection on its own, so a decision costs about (open points × grid size) steps.

Everything in Starshower is public, so reading the board from the state shows a bot nothing
``view(state, seat)`` would not.
"""

from engines.contract import Action, Rng
from engines.starshower.board import Board, Point, between
from engines.starshower.facts import BLACK_STAR, CALL, DIRECTIONS, STAR
from engines.starshower.rules import legal_actions
from engines.search import InformationSetSearch, SearchGame, SearchLevel, copy_state, scoreboard_shares


def random_policy(state, seat: int, rng: Rng, now: float) -> Action:
    """Any listed action, uniformly; a black star then keeps, per direction, no connection or
    one of its partners there, uniformly."""
    action = rng.choice(legal_actions(state, seat))
    if action["type"] != BLACK_STAR:
        return action
    p = tuple(action["point"])
    connect = []
    for line in _by_direction(p, action["connect"]):
        q = rng.choice([None, *line])
        if q is not None:
            connect.append(list(q))
    return {**action, "connect": connect}


def greedy_policy(state, seat: int, rng: Rng, now: float) -> Action:
    """Take the most points now: group as many stars as possible with a good star; with a black
    star, kill opponents' ungrouped stars and never one's own. Ties go to the quieter choice
    (good stars beside one's own and out of reach of black lines, black stars away from one's
    own, no black line where one would kill nothing)."""
    return _best_of(state, seat, rng, denial=0)


def _best_of(state, seat: int, rng: Rng, denial: float) -> Action:
    """The best valued action (``_valued``), ties drawn with ``rng``; the call is always heads."""
    if state.phase == CALL:
        return legal_actions(state, seat)[0]  # the coin is fair: any call is as good
    scored = _valued(state, seat, denial)
    best = max(v for v, _action in scored)
    return rng.choice([action for v, action in scored if v == best])


def _valued(state, seat: int, denial: float) -> list[tuple[float, Action]]:
    """Every listed star action with its value (a black star with its best connections). With
    ``denial`` > 0 a point is also worth what taking it keeps the opponents from grouping
    (``_denied``): the expert's ranking; greedy's has none."""
    actions = legal_actions(state, seat)
    board = Board(state)
    if state.phase == STAR:
        reach = board.partners_of_open_points()  # once for the listing, not once per listed action
        scored = [(_good_star_value(board, seat, action, reach), action) for action in actions]
    else:
        exposed = _own_loose_stars_per_line(board, seat)
        scored = [_best_black_star(board, seat, action, exposed) for action in actions]
    if denial:
        denied: dict[Point, int] = {}
        for i, (value, action) in enumerate(scored):
            p = tuple(action["point"])
            if p not in denied:
                denied[p] = _denied(board, seat, p)
            scored[i] = (value + 10 * denial * denied[p], action)
    return scored


def _good_star_value(board: Board, seat: int, action: Action, reach: dict[Point, list[list[Point]]]) -> float:
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
    return 10 * gain + neighbours - 3 * _exposure(board, p, reach[p])


def _exposure(board: Board, p: Point, reach: list[list[Point]]) -> int:
    """How many lines (row, column) a black line could soon cross ``p`` along: a black star on
    one side and an open point on the other, with no grouped star in between. ``reach`` is
    ``board.partners(p)`` (N, E, S, W)."""
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


def _best_black_star(board: Board, seat: int, action: Action,
                     exposed: tuple[dict[int, int], dict[int, int]]) -> tuple[float, Action]:
    """The listed black star with its best connections: per direction the partner whose line
    kills the most (a line reaching further crosses all the nearer one does), or none."""
    p = tuple(action["point"])
    total, connect = 0.0, []
    for line in _by_direction(p, action["connect"]):
        best, best_q, so_far, last = 0.0, None, 0.0, p
        for q in line:  # nearest first
            so_far += _line_value(board, seat, last, q)
            if so_far > best:
                best, best_q = so_far, q
            last = q
        if best_q is not None:
            total += best
            connect.append(list(best_q))
    # Black stars near one's own ungrouped stars become partners against them later.
    rows, columns = exposed
    value = 10 * total - rows.get(p[1], 0) - columns.get(p[0], 0)
    return value, {**action, "connect": connect}


def _own_loose_stars_per_line(board: Board, seat: int) -> tuple[dict[int, int], dict[int, int]]:
    """How many of ``seat``'s live ungrouped stars lie in each row (by y) and column (by x)."""
    rows: dict[int, int] = {}
    columns: dict[int, int] = {}
    for (x, y), star in board.stars.items():
        if star.owner == seat and star.live and not star.grouped:
            rows[y] = rows.get(y, 0) + 1
            columns[x] = columns.get(x, 0) + 1
    return rows, columns


def _by_direction(p: Point, connect: list) -> list[list[Point]]:
    """A listed ``connect`` (N, E, S, W, nearest first) split into its directions."""
    lines: dict[tuple[int, int], list[Point]] = {}
    for raw in connect:
        q = tuple(raw)
        step = ((q[0] > p[0]) - (q[0] < p[0]), (q[1] > p[1]) - (q[1] < p[1]))
        lines.setdefault(step, []).append(q)
    return list(lines.values())


def _line_value(board: Board, seat: int, p: Point, q: Point) -> float:
    value = 0.0
    for r in between(p, q):
        star = board.stars.get(r)
        if star is not None and star.owner is not None and star.live:
            value += -1.5 if star.owner == seat else 1.0
    return value



# ----- expert --------------------------------------------------------------------------------
# Greedy never looks at what its opponents could do next, and that is where it loses: it takes
# no point that would turn an opponent's pair into a group (+4 points to them), so those points
# wait, open, for the opponent's next good star. The expert's ranking adds that: a point is also
# worth each star an opponent could group there, whichever star (good or black) takes it. Alone,
# that ranking won 83-84 % of 200 games against greedy (denial weights 0.5 to 2 all within a
# point of each other; greedy against itself 51 %), where the search over greedy's own ranking
# won 55 %. The search then plays its best few actions on into the same sampled futures, every
# seat playing that ranking's best: 86 % of 200 games (bench/README.md, "Arena").

EXPERT_WIDTH = 3  # the search weighs the ranking's best few: the rest are rarely worth a look
EXPERT_DENIAL = 1.0  # an opponent's star kept out of a group weighs as one of our own points
EXPERT_MARGIN_SCALE = 4.0  # points of lead that make an unfinished game look ~73 % won


def _denied(board: Board, seat: int, p: Point) -> int:
    """The most stars an opponent would newly group by drawing a good star at ``p`` (the star
    itself counted): what taking ``p`` first keeps from them."""
    most = 0
    for other in range(board.state.players):
        if other == seat:
            continue
        for start, end in board.longest_runs_through(p, other):
            run = [start, *between(start, end), end]
            most = max(most, sum(1 for q in run if q == p or not board.stars[q].grouped))
    return most


def ranked_actions(state, seat: int) -> list[Action]:
    """Every listed action (a black star with its best connections), the expert's best first."""
    if state.phase == CALL:
        return legal_actions(state, seat)[:1]
    scored = _valued(state, seat, EXPERT_DENIAL)
    order = sorted(range(len(scored)), key=lambda i: -scored[i][0])
    return [scored[i][1] for i in order]


def _expert_candidates(state, actor, now: float) -> list[Action]:
    return ranked_actions(state, actor)[:EXPERT_WIDTH]


def _expert_rollout(state, actor, rng: Rng, now: float) -> Action:
    """Every seat plays the expert's ranking in the futures: an opponent that takes the points
    we would group, so the search counts on no open pair of ours surviving by neglect."""
    return _best_of(state, actor, rng, denial=EXPERT_DENIAL)


def _evaluate(state) -> list[float]:
    from engines.starshower.scoring import score
    board = score(state)
    return scoreboard_shares(board, state.players, EXPERT_MARGIN_SCALE)


EXPERT = InformationSetSearch(
    SearchGame("starshower", determinize=lambda state, seat, rng: copy_state(state),  # all public
               evaluate=_evaluate, candidates=_expert_candidates, rollout=_expert_rollout),
    SearchLevel(iterations=30, rollout_moves=12, tree_depth=1),
)

BOTS = {"random": random_policy, "greedy": greedy_policy, "expert": EXPERT}
LEVELS = {
    "random": "Draws on any open point it may, and connects a black star at random.",
    "greedy": "Takes the most points this turn: the longest group, the black line that kills the most.",
    "expert": ("Also takes the points where an opponent would group its stars, and searches its"
               " best few moves by playing each on to the next turns many times, coin and all."),
}
