"""Points, standings and tiebreaks (pure): the same fold over the same results, live or recomputed.

**Points by place.** At a table of *n* seats each player scores, against every other seat, 2
for a better place, 1 for the same place, 0 for a worse one: a two-seat game is 2 for a win, 1
for a draw, 0 for a loss (lichess's arena), and at four seats the places are worth 6, 4, 2, 0
(a tie shares: two first at four seats score 5 each). The places are the rating's
(``service.ratings.maths.places``): the final scoreboard, and a seat that left, was taken over
or idled the game into its abort places last, so **a leaver scores last at its table**.

**The arena's streak.** A player who won (placed first alone) its last two games is *on a
streak*: each game it plays then scores double, until a game it does not win.

**Absent.** A seat its player left, had taken over or idled into the game's abort is *absent*
(it scores last, as any leaver). Two games absent in a row **pause** the entrant (``ABSENT_MOST``):
it is seated no more, in either format, until it calls join again; a game it plays ends the
count. Paused entrants keep their points and their place.

**A Swiss bye** scores ``size - 1`` points, what a seat makes on average at a table of the
event's size (a draw's 1 at two seats), and counts as no game.

**Tiebreaks.** Swiss: points, then Sonneborn–Berger generalised to tables (for every opponent
met, its final points times the share of 2 this player took against it: the sum of the beaten
opponents' points and half the drawn ones' at two seats), then games won, then who joined
first. Arena: points, then points per game (its performance), then games won, then who joined
first. Withdrawn entrants keep their points and their place.

``fold`` adds one result to the tally; ``standings`` ranks a tally. The tally is what the event
keeps (``TournamentStore``), and ``recompute`` makes it again from every result, which the
tests do from the archive's records.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

ABSENT_MOST = 2  # games absent in a row that pause an entrant (``running``)
RECENT_OPPONENTS = 16  # an arena remembers this many of a player's last opponents (its seating's history)


def table_points(places: list[int]) -> list[int]:
    """Each seat's points for its places (1 best; ties equal)."""
    return [sum(2 if mine < other else 1 if mine == other else 0 for j, other in enumerate(places) if j != i)
            for i, mine in enumerate(places)]


def won(places: list[int], seat: int) -> bool:
    return places[seat] == 1 and places.count(1) == 1


def new_line() -> dict:
    return {"points": 0, "games": 0, "wins": 0, "streak": 0, "byes": 0, "firsts": 0, "absent": 0, "met": {}, "sb": []}


def fold(tally: dict, result: dict, fmt: str) -> None:
    """Add one result to ``tally`` (player -> line): a played table (``players`` by seat and
    their ``places``) or a bye (``bye``: the player, ``points``)."""
    if "bye" in result:
        line = tally.setdefault(result["bye"], new_line())
        line["points"] += result["points"]
        line["byes"] += 1
        return
    players, places = result["players"], result["places"]
    absent = result.get("absent", ())
    points = table_points(places)
    for seat, player in enumerate(players):
        line = tally.setdefault(player, new_line())
        gained = points[seat] * (2 if fmt == "arena" and line["streak"] >= 2 else 1)
        line["points"] += gained
        line["games"] += 1
        line["firsts"] += seat == 0
        line["absent"] = line.get("absent", 0) + 1 if seat in absent else 0
        if won(places, seat):
            line["wins"] += 1
            line["streak"] += 1
        else:
            line["streak"] = 0
        met = line["met"]
        for other_seat, other in enumerate(players):
            if other_seat == seat:
                continue
            met[other] = met.pop(other, 0) + 1  # the newest meetings last
            if fmt == "swiss":
                line["sb"].append([other, table_points([places[seat], places[other_seat]])[0]])
        if fmt == "arena":  # only recent history seats an arena: the oldest opponents forgotten
            for gone in list(met)[:max(0, len(met) - RECENT_OPPONENTS)]:
                del met[gone]


def recompute(results: Iterable[dict], fmt: str) -> dict:
    """The tally of ``results`` in the order they were scored."""
    tally: dict = {}
    for result in results:
        fold(tally, result, fmt)
    return tally


def standings(tally: Mapping[str, dict], entrants: Mapping[str, dict], fmt: str) -> list[dict]:
    """Every entrant's line, ranked (``rank`` from 1; equal lines are still ranked by who
    joined first). ``entrants``: player -> {name, joined, withdrawn?}."""
    lines = []
    for player, entrant in entrants.items():
        line = tally.get(player) or new_line()
        shown = {"player": player, "name": entrant.get("name", player),
                 **({"handle": entrant["handle"]} if entrant.get("handle") else {}),
                 "bot_account": bool(entrant.get("bot_account")), "points": line["points"],
                 "games": line["games"], "wins": line["wins"], "byes": line["byes"],
                 "withdrawn": bool(entrant.get("withdrawn")), "paused": bool(entrant.get("paused"))}
        if fmt == "swiss":
            shown["tiebreak"] = sum(tally.get(o, {}).get("points", 0) * share for o, share in line["sb"]) / 2
        else:
            shown["streak"] = line["streak"]
            shown["tiebreak"] = round(line["points"] / line["games"], 4) if line["games"] else 0.0
        lines.append((entrant.get("joined", 0), player, shown))
    lines.sort(key=lambda j: (-j[2]["points"], -j[2]["tiebreak"], -j[2]["wins"], j[0], j[1]))
    return [{"rank": i + 1, **shown} for i, (_, _, shown) in enumerate(lines)]
