"""Pod seating (issue 47 items 1, 4, 6): tables of 2, 3, 4 and 8 by standings, every player seated
once, fewer repeat meetings than the naive seating on the same entrants, blocked pairs kept
apart while another seating exists, byes to the lowest with the fewest, and fast at 1,000."""

from __future__ import annotations

import random

import pytest

from service.tournaments.scoring import fold, recompute, standings, table_points
from service.tournaments.seating import byes, naive_pods, repeat_meetings, seat_order, seat_pods


def players(n: int) -> list[str]:
    return [f"p{i:04d}" for i in range(n)]


def play_rounds(ranked_players: list[str], size: int, rounds: int, seat, seed: int = 7) -> tuple[int, dict]:
    """``rounds`` Swiss rounds seated by ``seat(ranked, met)``, random places; the repeat
    meetings they made in all, and the tally."""
    rng = random.Random(seed)
    tally: dict = {}
    entrants = {p: {"joined": i} for i, p in enumerate(ranked_players)}
    repeats = 0
    for _ in range(rounds):
        ranked = [line["player"] for line in standings(tally, entrants, "swiss")]
        met = {p: line["met"] for p, line in tally.items()}
        tables = seat(ranked, met)
        repeats += repeat_meetings(tables, met)
        for table in tables:
            places = list(range(1, size + 1))
            rng.shuffle(places)
            fold(tally, {"players": table, "places": places}, "swiss")
    return repeats, tally


@pytest.mark.parametrize("size", [2, 3, 4, 8])
def test_every_player_sits_once_at_a_table_of_the_size(size):
    ranked = players(size * 9)
    tables = seat_pods(ranked, size, {})
    assert all(len(t) == size for t in tables)
    assert sorted(p for t in tables for p in t) == sorted(ranked)
    # With no history the tables are the standings cut in order: the leaders sit together.
    assert tables == naive_pods(ranked, size)


@pytest.mark.parametrize("size,rounds", [(2, 6), (3, 5), (4, 5), (8, 3)])
def test_repeat_meetings_fall_below_the_naive_seatings(size, rounds):
    entrants = players(size * 8)
    mine, _ = play_rounds(entrants, size, rounds, lambda ranked, met: seat_pods(ranked, size, met))
    naive, _ = play_rounds(entrants, size, rounds, lambda ranked, met: naive_pods(ranked, size))
    assert naive > 0
    assert mine < naive / 2, (mine, naive)


def test_a_blocked_pair_never_sits_together_while_another_seating_exists():
    ranked = players(16)
    blocked = {frozenset(("p0000", "p0001")), frozenset(("p0002", "p0003"))}
    tables = seat_pods(ranked, 4, {}, blocked)
    for table in tables:
        assert not any(frozenset((a, b)) in blocked for a in table for b in table if a != b)


def test_two_players_who_met_are_not_paired_again_when_a_near_pair_is_free():
    met = {"p0000": {"p0001": 1}, "p0001": {"p0000": 1}}
    assert seat_pods(players(4), 2, met) == [["p0000", "p0002"], ["p0001", "p0003"]]


def test_byes_go_to_the_lowest_who_had_the_fewest():
    ranked = players(10)
    assert byes(ranked, 4, {}) == ["p0008", "p0009"]
    assert byes(ranked, 4, {"p0009": 1}) == ["p0007", "p0008"]
    assert byes(ranked, 5, {}) == []


def test_seat_zero_goes_to_who_had_it_less():
    assert seat_order(["a", "b"], {"a": 2, "b": 1}, "t1") == ["b", "a"]
    assert seat_order(["a", "b"], {}, "t1") == seat_order(["b", "a"], {}, "t1")  # a retry seats alike


def test_a_thousand_players_at_tables_of_four_meet_again_less_than_a_naive_seating():
    # How long it takes is bench/tournament.py's to measure (no timed tests): here, what it seats.
    entrants = players(1000)
    _, tally = play_rounds(entrants, 4, 3, lambda ranked, met: seat_pods(ranked, 4, met))
    ranked = [line["player"] for line in standings(tally, {p: {} for p in entrants}, "swiss")]
    met = {p: line["met"] for p, line in tally.items()}
    tables = seat_pods(ranked, 4, met)
    assert len(tables) == 250 and sorted(p for table in tables for p in table) == sorted(entrants)
    assert repeat_meetings(tables, met) < repeat_meetings(naive_pods(ranked, 4), met)


def test_places_score_pairwise_and_a_tie_shares():
    assert table_points([1, 2]) == [2, 0]
    assert table_points([1, 1]) == [1, 1]
    assert table_points([1, 2, 3, 4]) == [6, 4, 2, 0]
    assert table_points([1, 1, 3, 4]) == [5, 5, 2, 0]


def test_an_arena_streak_doubles_after_two_wins():
    tally: dict = {}
    for _ in range(3):
        fold(tally, {"players": ["amy", "bo"], "places": [1, 2]}, "arena")
    assert tally["amy"]["points"] == 2 + 2 + 4 and tally["amy"]["streak"] == 3
    fold(tally, {"players": ["amy", "bo"], "places": [1, 1]}, "arena")  # a draw ends it (scored doubled)
    assert tally["amy"]["points"] == 8 + 2 and tally["amy"]["streak"] == 0


def test_swiss_ties_break_by_sonneborn_berger():
    results = [{"players": ["a", "b"], "places": [1, 2]}, {"players": ["c", "d"], "places": [1, 2]},
               {"players": ["a", "c"], "places": [2, 1]}, {"players": ["b", "d"], "places": [1, 2]},
               {"bye": "e", "points": 1}]
    lines = standings(recompute(results, "swiss"), {p: {"joined": i} for i, p in enumerate("abcde")}, "swiss")
    assert [line["player"] for line in lines] == ["c", "a", "b", "e", "d"]
    # a and b both scored 2: a beat b (2 points) -> 2; b beat d (0 points) -> 0.
    assert lines[1]["tiebreak"] == 2 and lines[2]["tiebreak"] == 0
