"""Seating a round: tables of 2 to 8 seats by standings, with the fewest repeat meetings (pure).

Both formats seat the same way. ``ranked`` lists the players to seat, best standing first; the
tables are formed from the top, as riichi-mahjong's Pantheon seats its four-player tables: the
best player not yet seated opens a table, and each of its other seats goes to the candidate,
among the next ``WINDOW_TABLES`` tables' worth of players still unseated, who costs least —
a pair that blocked one another costs most, then each earlier meeting of two at the table, then
how far down the standings the candidate is. A pass over neighbouring tables then swaps two
players whenever that lowers the two tables' repeat meetings without a blocked pair, so the
bottom tables (where the greedy walk has the least left to choose from) are mended too.

Two seats (a Swiss event's pairs) are this with ``size`` 2: pairs by score, no rematch while
another pairing exists near the same standing. Who sits in seat 0 is decided after
(``seat_order``): the one of a pair who sat first fewer times, so first moves even out.

Cost: each seat weighs at most ``WINDOW_TABLES * size`` candidates against at most ``size - 1``
players, and the swap pass looks at each table's neighbour twice: 1,000 players at tables of
4 seat in well under a tenth of a second (``tests/service/tournaments/test_seating.py``).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

WINDOW_TABLES = 3  # a seat's candidates: this many tables' worth of the players still unseated
BLOCKED = 1_000_000  # a blocked pair costs more than any seating without one
REPEAT = 1_000  # each earlier meeting of two players at one table: more than any standing gap
SWAP_PASSES = 2

Met = Mapping[str, Mapping[str, int]]  # player -> other player -> how many times they met


def naive_pods(ranked: list[str], size: int) -> list[list[str]]:
    """The seating that ignores history: consecutive players by standing (tests compare to it)."""
    return [ranked[i:i + size] for i in range(0, len(ranked) - len(ranked) % size, size)]


def met_at(met: Met, a: str, b: str) -> int:
    return met.get(a, {}).get(b, 0)


def repeat_meetings(tables: list[list[str]], met: Met) -> int:
    """How many earlier meetings the pairs sitting together in ``tables`` had: 0 when no two met."""
    return sum(met_at(met, a, b) for table in tables for i, a in enumerate(table) for b in table[i + 1:])


def pair_cost(met: Met, blocked: Collection[frozenset], a: str, b: str) -> int:
    return (BLOCKED if blocked and frozenset((a, b)) in blocked else 0) + REPEAT * met_at(met, a, b)


def table_cost(table: list[str], met: Met, blocked: Collection[frozenset]) -> int:
    return sum(pair_cost(met, blocked, a, b) for i, a in enumerate(table) for b in table[i + 1:])


def seat_pods(ranked: list[str], size: int, met: Met, blocked: Collection[frozenset] = frozenset()) -> list[list[str]]:
    """Tables of ``size`` for ``ranked`` (best first; its length a multiple of ``size``: the
    caller gives the byes first, ``byes``), in standings order, each in standings order."""
    if size < 2 or len(ranked) % size:
        raise ValueError(f"{len(ranked)} players do not fill tables of {size}")
    rank = {player: i for i, player in enumerate(ranked)}
    left = list(ranked)
    tables: list[list[str]] = []
    window = WINDOW_TABLES * size
    while left:
        table = [left.pop(0)]
        while len(table) < size:
            best, best_cost = 0, None
            for i, candidate in enumerate(left[:window]):
                cost = sum(pair_cost(met, blocked, candidate, seated) for seated in table) + i
                if best_cost is None or cost < best_cost:
                    best, best_cost = i, cost
                    if cost == i:  # no one earlier costs less than the first without history
                        break
            table.append(left.pop(best))
        tables.append(table)
    for _ in range(SWAP_PASSES):
        if not mend(tables, met, blocked):
            break
    return [sorted(table, key=rank.__getitem__) for table in tables]


def mend(tables: list[list[str]], met: Met, blocked: Collection[frozenset]) -> bool:
    """Swap two players of neighbouring tables where that lowers their cost; whether any moved."""
    moved = False
    for t in range(len(tables) - 1):
        for u in (t + 1, t + 2):
            if u >= len(tables):
                continue
            one, two = tables[t], tables[u]
            before = table_cost(one, met, blocked) + table_cost(two, met, blocked)
            if before == 0:
                continue
            for i in range(len(one)):
                for j in range(len(two)):
                    one[i], two[j] = two[j], one[i]
                    after = table_cost(one, met, blocked) + table_cost(two, met, blocked)
                    if after < before:
                        before, moved = after, True
                    else:
                        one[i], two[j] = two[j], one[i]
    return moved


def byes(ranked: list[str], size: int, byes_had: Mapping[str, int]) -> list[str]:
    """Who sits out a Swiss round when the players do not fill whole tables: the lowest in the
    standings among those with the fewest byes so far (``len(ranked) % size`` of them)."""
    count = len(ranked) % size
    if not count:
        return []
    by_need = sorted(range(len(ranked)), key=lambda i: (byes_had.get(ranked[i], 0), -i))
    return [ranked[i] for i in sorted(by_need[:count])]


def seat_order(table: list[str], firsts: Mapping[str, int], salt: str) -> list[str]:
    """The table's seats in order: who sat in seat 0 fewer times first; ties by a hash of
    ``salt`` (the table's id): fair, and the same at a retry."""
    import hashlib

    def key(player: str) -> tuple:
        return firsts.get(player, 0), hashlib.sha256(f"{salt}/{player}".encode()).digest()
    return sorted(table, key=key)
