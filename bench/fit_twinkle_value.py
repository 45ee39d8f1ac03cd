"""Fit the Twinkle Twinkle expert's chart value: ``VALUE_EMPTY`` and ``VALUE_WEIGHTS`` in
engines/twinkle_twinkle/bots.py.

    python -m bench.fit_twinkle_value              # 3 rounds of 100 games, seeds 10000..10099
    python -m bench.fit_twinkle_value --rounds 1   # greedy's games only

Plays two-player games (standard sides, the defaults) with one policy at both seats, on seeds
of their own (10000 on: the arena's are 0..399, so the value is not tuned on the games that
measure it). The first round's games are greedy's; each later round's are the expert's, playing
with the value the round before fitted (the value it plays with shapes the games it is fitted
on, so the fit is repeated on them). The weights printed are the last round's. After each placement it records the chart's points, its empty spaces and its
prospects (``scoring.prospects``); once the game is over, the points that chart went on to
score. It fits those future points as a linear function of the prospects and of the empty share
e = empty / 20 (a constant, e, e²), by least squares with a small ridge; first on the even seeds,
checked on the odd ones (mean squared error, beside the empty share alone), then on every seed,
and prints the weights to paste into bots.py.

The fit follows the policy whose games it reads: fitted on the expert's own games, the value is
what a chart is worth to a player who plays on as the expert does. Refit after changing the
prospects or the expert.
"""

from __future__ import annotations

import argparse
import sys

from engines import registry
from engines.contract import Rng
from engines.twinkle_twinkle import bots
from engines.twinkle_twinkle.facts import SPACES
from engines.twinkle_twinkle.scoring import PROSPECTS, prospects, tally

RIDGE = 1.0  # keeps the weights of prospects that rarely occur from running wild
EMPTY_TERMS = ("constant", "e", "e²")


def samples(games: int, first_seed: int, policy: str) -> list[tuple[int, list[float], float]]:
    """(seed, features, future points) after every placement of ``games`` games."""
    engine = registry()["twinkle-twinkle"]
    out = []
    for seed in range(first_seed, first_seed + games):
        rng = Rng(seed)
        state = engine.setup(2, engine.meta.resolve_options({}), rng)
        sides = dict(state.sides)
        seen: dict[int, list[tuple[list[float], int]]] = {0: [], 1: []}
        while not engine.is_over(state):
            (seat,) = engine.to_act(state, 0.0)
            engine.apply(state, seat, engine.bots[policy](state, seat, rng, 0.0), rng, 0.0)
            cells = [(c.tile, c.orientation) if c is not None else None for c in state.charts[seat]]
            empty = sum(1 for c in cells if c is None)
            if not empty:
                continue  # a full chart's value is its points: nothing to fit
            board = tally(cells, sides)
            seen[seat].append((features(empty, prospects(cells, board)), sum(board.points.values())))
        final = {p["seat"]: sum(v for k, v in p["breakdown"].items()) for p in engine.score(state)["players"]}
        for seat, rows in seen.items():
            out += [(seed, row, final[seat] - now) for row, now in rows]
    return out


def features(empty: int, found: dict[str, int]) -> list[float]:
    e = empty / SPACES
    return [1.0, e, e * e] + [float(found[name]) for name in PROSPECTS]


def fit(rows: list[list[float]], targets: list[float], ridge: float = RIDGE) -> list[float]:
    """Least squares with a ridge: solve (XᵀX + ridge·I) w = Xᵀy by Gauss–Jordan elimination."""
    n = len(rows[0])
    system = [[sum(r[i] * r[j] for r in rows) + (ridge if i == j else 0.0) for j in range(n)]
              + [sum(r[i] * y for r, y in zip(rows, targets))] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(system[r][col]))
        system[col], system[pivot] = system[pivot], system[col]
        for r in range(n):
            if r != col:
                factor = system[r][col] / system[col][col]
                system[r] = [a - factor * b for a, b in zip(system[r], system[col])]
    return [system[i][n] / system[i][i] for i in range(n)]


def mse(weights: list[float], rows: list[list[float]], targets: list[float]) -> float:
    return sum((sum(w * x for w, x in zip(weights, r)) - y) ** 2 for r, y in zip(rows, targets)) / len(rows)


def fit_round(games: int, first_seed: int, policy: str) -> list[float]:
    data = samples(games, first_seed, policy)
    train = [(row, y) for seed, row, y in data if seed % 2 == 0]
    test = [(row, y) for seed, row, y in data if seed % 2 == 1]
    weights = fit([r for r, _ in train], [y for _, y in train])
    alone = fit([r[:3] for r, _ in train], [y for _, y in train])
    print(f"{policy} at both seats, {len(data)} placements of {games} games"
          f" (seeds {first_seed}..{first_seed + games - 1}); held-out (odd seeds) mean squared error of the"
          f" future points: {mse(weights, *zip(*test)):.1f} with the prospects,"
          f" {mse(alone, [r[:3] for r, _ in test], [y for _, y in test]):.1f} with the empty share alone")
    sys.stdout.flush()
    return fit([r for _, r, _ in data], [y for _, _, y in data])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--first-seed", type=int, default=10000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    for round_ in range(args.rounds):
        weights = fit_round(args.games, args.first_seed, "greedy" if round_ == 0 else "expert")
        # The next round's expert plays with this round's value (module globals, this process only).
        bots.VALUE_EMPTY = tuple(weights[:3])
        bots.VALUE_WEIGHTS = dict(zip(PROSPECTS, weights[3:]))
    print(f"\nVALUE_EMPTY = ({', '.join(f'{w:.2f}' for w in weights[:3])})  # {', '.join(EMPTY_TERMS)}")
    print("VALUE_WEIGHTS = {\n" + "".join(f'    "{name}": {w:.2f},\n' for name, w in zip(PROSPECTS, weights[3:])) + "}")


if __name__ == "__main__":
    main()
