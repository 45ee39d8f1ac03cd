"""Twinkle Starship scoring: the rulebook's four examples, the scoreboard and shared wins."""

from engines.contract import Rng
from engines.twinkle_starship import GAME
from engines.twinkle_starship.scoring import deal_points
from engines.twinkle_starship.state import DealResult
from twinkle_starship_table import play, table

NOW = 0.0


def test_amanda_scores_nine():
    assert deal_points(unused=3, tricks=3, taken=3) == 9


def test_brandon_scores_nothing_not_even_for_sticks():
    assert deal_points(unused=3, tricks=2, taken=4) == 0


def test_camila_scores_nothing_with_more_tricks_than_sticks():
    assert deal_points(unused=2, tricks=4, taken=6) == 0


def test_david_scores_ten_for_no_sticks_and_no_tricks():
    assert deal_points(unused=0, tricks=0, taken=0) == 10


def test_matching_counts_score_two_a_trick_and_one_a_taken_stick():
    assert deal_points(unused=1, tricks=1, taken=0) == 2
    assert deal_points(unused=5, tricks=5, taken=7) == 17


def test_unused_sticks_do_not_score():
    assert deal_points(unused=4, tricks=4, taken=0) == 8


def test_the_scoreboard_shows_each_deal_and_the_live_one():
    state = table("blue 3", "blue 1", "green 2", deals=2, unused=[5, 5, 5])
    state.results.append(DealResult(deal=1, unused=[3, 0, 2], tricks=[3, 0, 1], taken=[3, 4, 0],
                                    points=[9, 10, 0]))
    state.deal = 2
    GAME.apply(state, 0, play("blue 3"), Rng(1), NOW)
    board = GAME.score(state)
    assert board["final"] is False and board["winners"] == []
    assert [p["total"] for p in board["players"]] == [9, 10, 0]
    assert board["players"][0]["breakdown"]["deals"] == [
        {"deal": 1, "unused": 3, "tricks": 3, "taken": 3, "points": 9, "live": False},
        {"deal": 2, "unused": 5, "tricks": 0, "taken": 0, "points": 0, "live": True},
    ]


def test_the_last_deal_is_scored_and_ends_the_match():
    # Seat 1 spends its only stick to make a 7 and takes the trick: 0 unused, 1 trick, no points;
    # seats 0 and 2 keep their stick and take nothing: 1 and 0, no points either.
    state = table("blue 3", "blue 1", "green 2", unused=[1, 1, 1])
    state.results.append(DealResult(deal=1, unused=[0, 0, 0], tricks=[0, 0, 0], taken=[0, 0, 0],
                                    points=[10, 2, 12]))
    state.deal = state.deals = 2
    GAME.apply(state, 0, play("blue 3"), Rng(1), NOW)
    GAME.apply(state, 1, play("blue 1", segments="a"), Rng(1), NOW)  # a 7: wins, takes 1 stick
    events = GAME.apply(state, 2, play("green 2"), Rng(1), NOW)
    scored = next(e for e in events if e["type"] == "deal_scored")
    assert [(p["unused"], p["tricks"], p["taken"], p["points"]) for p in scored["players"]] == [
        (1, 0, 0, 0), (0, 1, 1, 0), (1, 0, 0, 0)]
    board = GAME.score(state)
    assert board["final"] is True
    assert [p["total"] for p in board["players"]] == [10, 2, 12]
    assert board["winners"] == [2]
    assert all(not row["live"] for p in board["players"] for row in p["breakdown"]["deals"])


def test_equal_totals_share_the_win():
    state = table("blue 3", "blue 1", "green 2", unused=[0, 0, 1])
    state.results.append(DealResult(deal=1, unused=[0, 0, 0], tricks=[0, 0, 0], taken=[0, 0, 0],
                                    points=[0, 10, 0]))
    state.deal = state.deals = 2
    GAME.apply(state, 0, play("blue 3"), Rng(1), NOW)   # seat 0 wins: 1 trick, 0 unused → 0
    GAME.apply(state, 1, play("blue 1"), Rng(1), NOW)   # seat 1: 0 and 0 → 10
    GAME.apply(state, 2, play("green 2"), Rng(1), NOW)  # seat 2: 1 unused, 0 tricks → 0
    board = GAME.score(state)
    assert [p["total"] for p in board["players"]] == [0, 20, 0]
    state2 = table("blue 3", "blue 1", "green 2", unused=[0, 0, 0])
    state2.results.append(DealResult(deal=1, unused=[0, 0, 0], tricks=[0, 0, 0], taken=[0, 0, 0],
                                     points=[12, 0, 2]))
    state2.deal = state2.deals = 2
    GAME.apply(state2, 0, play("blue 3"), Rng(1), NOW)   # 1 trick, 0 unused → 0 (12)
    GAME.apply(state2, 1, play("blue 1"), Rng(1), NOW)   # 0/0 → 10 (10)
    GAME.apply(state2, 2, play("green 2"), Rng(1), NOW)  # 0/0 → 10 (12)
    board = GAME.score(state2)
    assert [p["total"] for p in board["players"]] == [12, 10, 12]
    assert board["winners"] == [0, 2]
