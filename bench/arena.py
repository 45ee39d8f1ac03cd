"""The arena: bot levels against each other, in-process, on a fixed set of seeds.

    python -m bench.arena                       # every pairing, 200 games each, 2 processes
    python -m bench.arena --games 20 --game starshower --pairing expert:greedy
    python -m bench.arena --games 200 --first-seed 200 --game twinkle-twinkle --pairing expert:greedy
    python -m bench.arena --calibrate --games 40  # the bot levels' ratings: service/bot_ratings.json

Turn-based games: a pairing ``a:b`` seats level ``a`` at one seat and ``b`` at the others
(Twinkle Starship plays 3, so one ``a`` against two ``b``); game ``i`` uses seed ``i`` and puts
``a`` at seat ``i mod players``, so every seat and every seed is played. A game's share goes to
its winners, split when tied; the table gives each level's share with a 95 % confidence interval
(normal approximation over games) and the time of each of its decisions, p50 and p99.

Starlink is played as the worker plays it: one machine move every ``--pace`` seconds of
simulated time (the driver's ``bot_pace_seconds``), the first of several to act chosen by the
driver's own ``fair_start``, the sand timer expiring at its deadline. Every seat plays the
level; the table gives the share of drawings guessed before the timer ran out, and how many
seats had a drawing guessed in each game.

``--calibrate`` rates the levels as the server rates players (``service.ratings.maths``: OpenSkill's
Plackett–Luce, places from the final scoreboard): each level of each title against the next
one up (``CALIBRATION_PAIRINGS``: greedy against random, expert against greedy, so the costly
expert plays once a seed; Starlink: each pairing at a table of four, two seats of each level), game
``i`` on seed ``i``, the games rated one after another in a fixed order from the same start, so
the same command writes the same numbers. A Starlink point goes to the illustrator *and* the
guesser of a drawing, so at a table with one seat of a level that level's drawings are guessed
by the others' guessers and its guesses score for the others' drawings: its place says little
of its own play. With two seats of each level, a level's guesser reads its twin's drawings too. It writes them to ``service/bot_ratings.json``, the
levels' starting ratings on the server, and prints each level's μ, σ and 95 % interval.

Nothing here touches Redis or the clock of the games: ``now`` is simulated, the time measured is
the decisions' own: the thread's CPU time around each policy call (``time.thread_time``), what
the bot itself costs whatever else the machine runs, and its wall time (``time.perf_counter``),
which on a shared machine also counts the other processes' turns on the cores.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import dataclass, field
from multiprocessing import Pool

from engines import registry
from engines.contract import Rng
from service.ratings import maths as ratings
from service.tables.turns import fair_start

TURN_BASED = [("starshower", 2), ("twinkle-starship", 3), ("twinkle-twinkle", 2), ("starligned", 2)]
PAIRINGS = ["expert:greedy", "greedy:random"]
CALIBRATION_PAIRINGS = ["greedy:random", "expert:greedy"]  # adjacent levels: the costly expert once a seed
CALIBRATION_STARLINK_PLAYERS = 4  # Starlink: two seats of each level of a pairing (see the docstring)
STARLINK_PLAYERS = (3, 4, 5)
STARLINK_LEVELS = ("expert", "greedy")
START = 1_800_000_000.0  # the simulated clock's first reading


@dataclass
class Outcome:
    shares: dict[str, float]  # level -> share of this game's win
    seconds: dict[str, list[float]] = field(default_factory=dict)  # level -> decisions' CPU times
    turns: list[tuple[int, bool]] = field(default_factory=list)  # Starlink: (illustrator, guessed)
    wall: dict[str, list[float]] = field(default_factory=dict)  # level -> decisions' wall times
    ranks: list[int] = field(default_factory=list)  # each seat's place, as the server ranks it


def ranks_of(score: dict) -> list[int]:
    """Each seat's place from a final scoreboard, by the server's own rule (``service.ratings.maths``)."""
    seats = [{"seat": p["seat"], "changes": []} for p in score["players"]]
    return ratings.places({"score": score, "winners": score["winners"], "seats": seats})


def play_turn_based(slug: str, levels: list[str], seed: int) -> Outcome:
    engine = registry()[slug]
    rng = Rng(seed)
    now = START
    state = engine.setup(len(levels), engine.meta.resolve_options({}), rng)
    engine.start(state, now)
    seconds: dict[str, list[float]] = {level: [] for level in levels}
    wall: dict[str, list[float]] = {level: [] for level in levels}
    version = 0
    while not engine.is_over(state):
        actors = sorted(engine.to_act(state, now), key=lambda a: (isinstance(a, str), str(a)))
        actor = actors[fair_start(f"arena-{seed}", version, len(actors))]
        if isinstance(actor, str):
            action = engine.automaton_action(state, actor, rng, now)
        else:
            started, cpu = time.perf_counter(), time.thread_time()
            action = engine.bots[levels[actor]](state, actor, rng, now)
            seconds[levels[actor]].append(time.thread_time() - cpu)
            wall[levels[actor]].append(time.perf_counter() - started)
        engine.apply(state, actor, action, rng, now)
        version += 1
    score = engine.score(state)
    winners = score["winners"]
    shares = {level: 0.0 for level in levels}
    for seat in winners:
        shares[levels[seat]] += 1 / len(winners)
    return Outcome(shares, seconds, wall=wall, ranks=ranks_of(score))


def play_starlink(players: int, level: str | tuple[str, ...], seed: int, pace: float) -> Outcome:
    """Starlink with every seat at ``level``, or each seat at its own (a tuple, one per seat)."""
    levels = level if isinstance(level, tuple) else (level,) * players
    engine = registry()["starlink"]
    rng = Rng(seed)
    now = START
    state = engine.setup(players, engine.meta.resolve_options({}), rng)
    engine.start(state, now)
    seconds: dict[str, list[float]] = {lv: [] for lv in levels}
    wall: dict[str, list[float]] = {lv: [] for lv in levels}
    version = 0
    while not engine.is_over(state):
        now += pace
        deadline = engine.deadline(state)
        if deadline is not None and now >= deadline:
            now = deadline  # the driver is woken at the deadline itself
            engine.expire(state, now, rng)
        else:
            actors = sorted(engine.to_act(state, now))
            if not actors:
                now = deadline  # only the timer can move the game on
                engine.expire(state, now, rng)
            else:
                actor = actors[fair_start(f"arena-{seed}", version, len(actors))]
                started, cpu = time.perf_counter(), time.thread_time()
                action = engine.bots[levels[actor]](state, actor, rng, now)
                seconds[levels[actor]].append(time.thread_time() - cpu)
                wall[levels[actor]].append(time.perf_counter() - started)
                engine.apply(state, actor, action, rng, now)
        version += 1
    turns = [(record.illustrator, record.guesser is not None) for record in state.history]
    return Outcome(dict.fromkeys(levels, 1.0), seconds, turns, wall, ranks=ranks_of(engine.score(state)))


def _play(task: tuple) -> tuple[tuple, Outcome]:
    kind, *rest = task
    if kind == "starlink":
        players, level, seed, pace = rest
        return task, play_starlink(players, level, seed, pace)
    slug, levels, seed = rest
    return task, play_turn_based(slug, list(levels), seed)


def seats_for(pairing: str, players: int, seed: int) -> tuple[str, ...]:
    first, other = pairing.split(":")
    return tuple(first if seat == seed % players else other for seat in range(players))


def starlink_seats(pairing: str, seed: int) -> tuple[str, ...]:
    """Half the seats at each level, alternating (so each level illustrates every other turn);
    who sits first alternates with the seed."""
    first, other = pairing.split(":")
    pair = (first, other) if seed % 2 == 0 else (other, first)
    return pair * (CALIBRATION_STARLINK_PLAYERS // 2)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return math.nan
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def share_interval(shares: list[float]) -> tuple[float, float]:
    n = len(shares)
    mean = sum(shares) / n
    variance = sum((s - mean) ** 2 for s in shares) / max(1, n - 1)
    return mean, 1.96 * math.sqrt(variance / n)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per pairing (seeds 0..games-1)")
    parser.add_argument("--first-seed", type=int, default=0,
                        help="play seeds first-seed..first-seed+games-1 instead (another sample of games)")
    parser.add_argument("--processes", type=int, default=2, help="at most the machine's cores")
    parser.add_argument("--game", action="append", help="only these slugs (repeatable)")
    parser.add_argument("--pairing", action="append", help="a:b, level a against level b (repeatable)")
    parser.add_argument("--starlink-players", type=int, action="append")
    parser.add_argument("--starlink-level", action="append")
    parser.add_argument("--pace", type=float, default=2.0, help="Starlink: seconds between machine moves")
    parser.add_argument("--report-every", type=int, default=0, help="also print the tables every N games")
    parser.add_argument("--calibrate", action="store_true", help="rate the bot levels; write " + str(ratings.CALIBRATED))
    args = parser.parse_args(argv)
    if args.calibrate:
        calibrate(args.games, args.processes, args.pace, " ".join(["python -m bench.arena", *(argv or sys.argv[1:])]))
        return
    wanted = set(args.game or [slug for slug, _ in TURN_BASED] + ["starlink"])
    pairings = args.pairing or PAIRINGS
    # Seed by seed across every pairing, so the tables printed along the way cover them all.
    tasks: list[tuple] = []
    for seed in range(args.first_seed, args.first_seed + args.games):
        for slug, players in TURN_BASED:
            if slug in wanted:
                tasks += [("turns", slug, seats_for(pairing, players, seed), seed) for pairing in pairings]
        if "starlink" in wanted:
            for players in args.starlink_players or STARLINK_PLAYERS:
                tasks += [("starlink", players, level, seed, args.pace)
                          for level in args.starlink_level or STARLINK_LEVELS]
    results: list[tuple[tuple, Outcome]] = []
    started = time.monotonic()
    with Pool(max(1, args.processes)) as pool:
        for done in pool.imap_unordered(_play, tasks, chunksize=1):
            results.append(done)
            if args.report_every and len(results) % args.report_every == 0 and len(results) < len(tasks):
                report(results, pairings, started)
    report(results, pairings, started)


def report(results: list[tuple[tuple, Outcome]], pairings: list[str], started: float) -> None:
    print(f"{len(results)} games in {time.monotonic() - started:.0f} s\n")
    report_turn_based(results, pairings)
    report_starlink(results)
    sys.stdout.flush()


def report_turn_based(results: list[tuple[tuple, Outcome]], pairings: list[str]) -> None:
    rows = []
    for slug, players in TURN_BASED:
        for pairing in pairings:
            mine = [o for task, o in results if task[0] == "turns" and task[1] == slug
                    and set(task[2]) == set(pairing.split(":"))]
            if not mine:
                continue
            first, other = pairing.split(":")
            mean, half = share_interval([o.shares[first] for o in mine])
            times = {level: [t for o in mine for t in o.seconds.get(level, [])] for level in (first, other)}
            walls = [t for o in mine for t in o.wall.get(first, [])]
            rows.append(f"| {slug} | {players} | {first} vs {other} | {len(mine)} | {100 * mean:.1f} % ± {100 * half:.1f}"
                        f" | {_ms(times[first])} | {1000 * percentile(walls, 99):.0f} ms | {_ms(times[other])} |")
    print_table(["game", "players", "pairing", "games", "first level's win share (95 % CI)",
                 "first's decision CPU p50 / p99", "first's wall p99", "other's CPU p50 / p99"], rows)


def report_starlink(results: list[tuple[tuple, Outcome]]) -> None:
    rows = []
    for players in sorted({task[1] for task, _ in results if task[0] == "starlink"}):
        for level in STARLINK_LEVELS:
            mine = [o for task, o in results if task[0] == "starlink" and task[1] == players and task[2] == level]
            if not mine:
                continue
            turns = [guessed for o in mine for _seat, guessed in o.turns]
            seats_guessed = [len({seat for seat, guessed in o.turns if guessed}) for o in mine]
            every_seat = sum(1 for count in seats_guessed if count == players)
            seat_ever = {seat for o in mine for seat, guessed in o.turns if guessed}
            times = [t for o in mine for t in o.seconds[level]]
            rows.append(f"| {players} | {level} | {len(mine)} | {100 * sum(turns) / len(turns):.1f} % of {len(turns)}"
                        f" | {every_seat} | {len(seat_ever)} of {players} | {_ms(times)} |")
    print_table(["Starlink players", "level", "games", "drawings guessed", "games with every seat's drawing guessed",
                 "seats guessed in some game", "decision p50 / p99"], rows)


def print_table(columns: list[str], rows: list[str]) -> None:
    """A Markdown table (as bench/README.md records it), when there are rows."""
    if rows:
        print("| " + " | ".join(columns) + " |")
        print("|" + "---|" * len(columns))
        print("\n".join(rows) + "\n")


def _ms(seconds: list[float]) -> str:
    if not seconds:
        return "–"
    return f"{1000 * percentile(seconds, 50):.1f} / {1000 * percentile(seconds, 99):.1f} ms"


def calibration_tasks(games: int, pace: float) -> list[tuple]:
    tasks: list[tuple] = []
    for seed in range(games):
        for slug, players in TURN_BASED:
            tasks += [("turns", slug, seats_for(pairing, players, seed), seed) for pairing in CALIBRATION_PAIRINGS]
        tasks += [("starlink", CALIBRATION_STARLINK_PLAYERS, starlink_seats(pairing, seed), seed, pace)
                  for pairing in CALIBRATION_PAIRINGS]
    return tasks


def calibrate(games: int, processes: int, pace: float, command: str) -> dict:
    """Rate every level of every title from its arena games (see the module docstring); write
    ``service/bot_ratings.json`` and print the table."""
    tasks = calibration_tasks(games, pace)
    started = time.monotonic()
    with Pool(max(1, processes)) as pool:
        outcomes = dict(pool.imap_unordered(_play, tasks, chunksize=1))
    rated: dict[str, dict[str, ratings.Rating]] = {}
    for task in tasks:  # in the tasks' own order, whatever order the processes finished in
        slug, levels = ("starlink", task[2]) if task[0] == "starlink" else (task[1], task[2])
        mine = rated.setdefault(slug, {})
        standings = [ratings.Standing(seat, level, rank) for seat, (level, rank)
                     in enumerate(zip(levels, outcomes[task].ranks))]
        before = {level: mine.get(level, ratings.NEWCOMER) for level in set(levels)}
        mine.update(ratings.rate(standings, before))
    out = {"model": "openskill PlackettLuce, its defaults (service/ratings/maths.py)", "command": command,
           "games_per_pairing": games, "ratings": {
               slug: {level: {"mu": r.mu, "sigma": r.sigma, "games": r.games} for level, r in sorted(levels.items())}
               for slug, levels in sorted(rated.items())}}
    ratings.CALIBRATED.write_text(json.dumps(out, indent=2) + "\n")
    print(f"{len(tasks)} games in {time.monotonic() - started:.0f} s; written to {ratings.CALIBRATED}\n")
    rows = []
    for slug, levels in sorted(rated.items()):
        order = sorted(levels, key=lambda level: levels[level].mu)
        for level in order:
            r = levels[level]
            rows.append(f"| {slug} | {level} | {r.mu:.2f} | {r.sigma:.2f} | {r.ordinal:.2f} "
                        f"| {r.mu - 1.96 * r.sigma:.2f} – {r.mu + 1.96 * r.sigma:.2f} | {r.games} |")
        ordered = " < ".join(order)
        rows.append(f"| {slug} | order | {ordered} | | | {'random < greedy < expert' if order == ['random', 'greedy', 'expert'] else 'OUT OF ORDER'} | |")
    print_table(["game", "level", "μ", "σ", "ordinal μ − 3σ", "95 % interval of μ", "games rated"], rows)
    return out


if __name__ == "__main__":
    main()
