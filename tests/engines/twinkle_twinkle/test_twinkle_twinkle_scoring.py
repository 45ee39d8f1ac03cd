"""Twinkle Twinkle scoring: the rulebook's 83 VP example, the connection rules, orientations,
and every object on both sides (rulebook: Constellations, Object Clarifications; rulings)."""

import pytest

from engines.contract import Rng
from engines.twinkle_twinkle import GAME
from engines.twinkle_twinkle.scoring import constellations, count_points, prospects, scoreboard, size_points, tally
from engines.twinkle_twinkle.state import Placed
from twinkle_twinkle_charts import ALL_STANDARD, ChartBuilder, recount

STANDARD = ALL_STANDARD


def sides(**advanced):
    out = dict(STANDARD)
    out.update({name: "advanced" for name in advanced})
    return out


def points(builder, **advanced):
    return tally(builder.cells, sides(**advanced)).points


def sizes(builder, advanced_black_holes=False):
    return [size for size, _ in constellations(builder.cells, advanced_black_holes)]


def rulebook_example() -> ChartBuilder:
    """The scoring example: an 8-star and a 3-star Constellation, two 2-star ones crossing at a
    corner, 8 Novas (one beside a Black Hole), a Comet, 3 Planets, 3 Asteroids, 2 Black Holes and
    a Satellite."""
    b = ChartBuilder()
    # Largest Constellation: four binary tiles down the left, 8 stars.
    b.place((0, 0), "star", "S", "E", binary=True, nova=False)
    b.place((0, 1), "star", "W", binary=True, nova=False)
    b.place((1, 0), "star", "N", "S", binary=True, nova=False)
    b.place((2, 0), "star", "N", binary=True, nova=True)          # the Nova beside a Black Hole
    # 2nd largest: 3 stars top right.
    b.place((0, 3), "star", "E", "S", binary=False, nova=True)
    b.place((0, 4), "star", "W", "S", binary=False, nova=True)
    b.place((1, 3), "star", "N", "E", binary=False, nova=True)
    # Two 2-star Constellations crossing at one corner without connecting.
    b.place((1, 1), "star", "SE", "NE", binary=False, nova=True)
    b.place((2, 2), "star", "NW", "S", binary=False, nova=True)
    b.place((1, 2), "star", "SW", "N", binary=False, nova=True)
    b.place((2, 1), "star", "NE", "S", binary=False, nova=True)
    b.place((0, 2), "comet")                                        # beside 2 + 1 + 1 stars
    b.place((1, 4), "asteroid", objects=1).place((2, 4), "asteroid", objects=2)
    b.place((2, 3), "planet").place((3, 1), "planet").place((3, 2), "planet")
    b.place((3, 0), "black_hole")                                   # beside a Star and a Planet
    b.place((3, 3), "satellite")                                    # beside 2 Planets, 1 Black Hole
    b.place((3, 4), "black_hole")                                   # beside no BH, Star or Planet
    return b


def solo_state_with(cells):
    state = GAME.setup(1, GAME.meta.resolve_options({}), Rng(1))
    state.charts[0] = [Placed(*cell) if cell else None for cell in cells]
    return state


def test_rulebook_example_scores_83_category_by_category():
    score = GAME.score(solo_state_with(rulebook_example().cells))
    breakdown = score["players"][0]["breakdown"]
    assert breakdown == {
        "largest": 25, "second_largest": 4, "constellations": 9, "novas": 7, "comets": 4,
        "planets": 9, "asteroids": 9, "black_holes": 7, "satellites": 9, "rank": "Strong Effort",
    }
    assert score["players"][0]["total"] == 83


def test_rulebook_example_has_four_constellations_of_8_3_2_2():
    assert sizes(rulebook_example()) == [8, 3, 2, 2]


def test_independent_recount_agrees_on_the_rulebook_example():
    b = rulebook_example()
    assert recount(b.cells, STANDARD) == tally(b.cells, STANDARD).points


# --- Connections -----------------------------------------------------------------------------

def test_edge_lines_connect_edge_to_edge():
    b = ChartBuilder().place((0, 0), "star", "E", binary=False).place((0, 1), "star", "W", binary=False)
    assert sizes(b) == [2]


def test_one_line_to_an_edge_is_not_enough():
    b = ChartBuilder().place((0, 0), "star", "E", binary=False).place((0, 1), "star", "N", binary=False)
    assert sizes(b) == []


def test_corner_lines_connect_diagonal_neighbours():
    b = ChartBuilder().place((0, 0), "star", "SE", binary=False).place((1, 1), "star", "NW", binary=False)
    assert sizes(b) == [2]


def test_corner_lines_never_connect_to_orthogonal_neighbours():
    # Both lines reach the same corner point, but the tiles are vertical neighbours.
    b = ChartBuilder().place((0, 0), "star", "SE", binary=False).place((1, 0), "star", "NE", binary=False)
    assert sizes(b) == []


def test_two_crossing_diagonals_stay_apart():
    b = (ChartBuilder()
         .place((0, 0), "star", "SE", binary=False).place((1, 1), "star", "NW", binary=False)
         .place((0, 1), "star", "SW", binary=False).place((1, 0), "star", "NE", binary=False))
    assert sizes(b) == [2, 2]
    assert points(b)["constellations"] == 3


def test_a_binary_tile_alone_is_a_constellation_of_two():
    b = ChartBuilder().place((2, 2), "star", "N", binary=True)
    assert sizes(b) == [2]


def test_a_lone_single_star_is_no_constellation():
    b = ChartBuilder().place((2, 2), "star", "N", "S", binary=False)
    assert sizes(b) == [] and points(b)["largest"] == 0


ASYMMETRIC = ("SE", "S")
EXPECTED_LINES = [  # orientation k → the tile's lines once turned
    {"SE", "S"}, {"SW", "W"}, {"NW", "N"}, {"NE", "E"},   # 0–3: quarter turns clockwise
    {"SW", "S"}, {"NW", "W"}, {"NE", "N"}, {"SE", "E"},   # 4–7: mirrored, then turned
]
OFFSETS = {"N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1),
           "S": (1, 0), "SW": (1, -1), "W": (0, -1), "NW": (-1, -1)}
OPPOSITE = {"N": "S", "NE": "SW", "E": "W", "SE": "NW", "S": "N", "SW": "NE", "W": "E", "NW": "SE"}


@pytest.mark.parametrize("k", range(8))
def test_each_orientation_of_an_asymmetric_tile(k):
    finder = ChartBuilder()
    tile, printed = finder.find("star", ASYMMETRIC, binary=False)
    assert printed == 0, "the house edition prints this tile as SE + S"
    state = solo_state_with([None] * 20)
    state.charts[0][1 * 5 + 2] = Placed(tile, k)
    cell = GAME.view(state, 0)["charts"][0]["spaces"][1][2]
    assert set(cell["stars"][0]["lines"]) == EXPECTED_LINES[k]
    # and it connects to exactly the neighbours its turned lines point at
    for direction in OFFSETS:
        b = ChartBuilder()
        b.used.add(tile)
        b.cells[1 * 5 + 2] = (tile, k)
        dr, dc = OFFSETS[direction]
        b.place((1 + dr, 2 + dc), "star", OPPOSITE[direction], binary=False)
        assert (sizes(b) == [2]) == (direction in EXPECTED_LINES[k])


def test_orientations_are_all_distinct_for_the_asymmetric_tile():
    assert len({frozenset(lines) for lines in EXPECTED_LINES}) == 8


# --- Tables -----------------------------------------------------------------------------------

def test_constellation_size_table_with_seven_per_star_above_ten():
    assert [size_points(n) for n in range(1, 13)] == [0, 2, 4, 7, 10, 14, 19, 25, 31, 38, 45, 52]


def test_number_of_constellations_stops_at_18():
    assert [count_points(n) for n in range(0, 10)] == [0, 1, 3, 6, 9, 12, 15, 18, 18, 18]


# --- Nova Stars -------------------------------------------------------------------------------

def test_nova_outside_a_constellation_scores_one():
    b = ChartBuilder().place((0, 0), "star", "N", binary=False, nova=True)
    assert sizes(b) == []
    assert points(b)["novas"] == 1


def test_nova_beside_a_black_hole_scores_nothing_but_diagonal_black_hole_is_fine():
    b = ChartBuilder().place((0, 0), "star", "N", binary=False, nova=True).place((0, 1), "black_hole")
    assert points(b)["novas"] == 0
    b = ChartBuilder().place((0, 0), "star", "N", binary=False, nova=True).place((1, 1), "black_hole")
    assert points(b)["novas"] == 1


# --- Comets ---------------------------------------------------------------------------------

def test_standard_comet_scores_one_per_star_beside_it_orthogonally():
    b = (ChartBuilder().place((1, 1), "comet")
         .place((0, 1), "star", "N", binary=True)      # 2 stars
         .place((1, 0), "star", "N", binary=False)     # 1 star
         .place((0, 0), "star", "N", binary=False))    # diagonal: not beside
    assert points(b)["comets"] == 3


def test_advanced_comet_counts_each_constellation_once():
    b = (ChartBuilder().place((2, 1), "comet")
         # one Constellation touching two sides of the Comet
         .place((3, 1), "star", "W", binary=False).place((3, 0), "star", "E", "N", binary=False)
         .place((2, 0), "star", "S", binary=False)
         # a second Constellation on its right
         .place((2, 2), "star", "S", binary=False).place((3, 2), "star", "N", binary=False)
         # a lone star above: not a Constellation
         .place((1, 1), "star", "N", binary=False))
    assert sizes(b) == [3, 2]
    assert points(b, comets=True)["comets"] == 6
    assert points(b)["comets"] == 4  # standard: one per star beside


# --- Planets --------------------------------------------------------------------------------

def two_planets() -> ChartBuilder:
    return ChartBuilder().place((0, 0), "planet").place((3, 4), "planet")


def test_standard_planets_score_three_each():
    assert points(two_planets())["planets"] == 6


def test_advanced_planets_two_each_and_most_planets_ties_share_the_eight():
    one = ChartBuilder().place((0, 0), "planet")
    charts = [two_planets().cells, two_planets().cells, one.cells]
    board = scoreboard(charts, sides(planets=True), final=True)
    assert [p["breakdown"]["planets"] for p in board["players"]] == [12, 12, 2]


def test_nobody_has_most_planets_with_none():
    empty = ChartBuilder().cells
    board = scoreboard([empty, empty], sides(planets=True), final=True)
    assert [p["breakdown"]["planets"] for p in board["players"]] == [0, 0]


def test_solo_most_planets_needs_four():
    three = ChartBuilder().place((0, 0), "planet").place((0, 2), "planet").place((0, 4), "planet")
    assert scoreboard([three.cells], sides(planets=True), True)["players"][0]["breakdown"]["planets"] == 6
    three.place((3, 0), "planet")
    assert scoreboard([three.cells], sides(planets=True), True)["players"][0]["breakdown"]["planets"] == 16


def test_a_planet_beside_an_advanced_black_hole_still_scores_two():
    b = two_planets().place((0, 1), "black_hole")
    assert points(b, planets=True)["planets"] == 4                  # standard Black Holes
    assert points(b, planets=True, black_holes=True)["planets"] == 4
    assert tally(b.cells, sides(planets=True, black_holes=True)).countable_planets == 1
    assert points(b, black_holes=True)["planets"] == 6              # standard Planets ignore it


def test_a_planet_beside_an_advanced_black_hole_does_not_count_toward_most():
    # Two Planets, one beside a Black Hole, against one Planet: 1 countable each, both share the 8.
    shadowed = two_planets().place((0, 1), "black_hole")
    one = ChartBuilder().place((0, 0), "planet")
    board = scoreboard([shadowed.cells, one.cells], sides(planets=True, black_holes=True), final=True)
    assert [p["breakdown"]["planets"] for p in board["players"]] == [4 + 8, 2 + 8]
    # With standard Black Holes both of its Planets count, and two is the most alone.
    board = scoreboard([shadowed.cells, one.cells], sides(planets=True), final=True)
    assert [p["breakdown"]["planets"] for p in board["players"]] == [4 + 8, 2]


def test_no_countable_planet_means_nobody_gets_the_eight():
    shadowed = ChartBuilder().place((0, 0), "planet").place((0, 1), "black_hole")
    empty = ChartBuilder().cells
    board = scoreboard([shadowed.cells, empty], sides(planets=True, black_holes=True), final=True)
    assert [p["breakdown"]["planets"] for p in board["players"]] == [2, 0]


def test_solo_most_planets_counts_only_planets_away_from_advanced_black_holes():
    four = (ChartBuilder().place((0, 0), "planet").place((0, 2), "planet").place((0, 4), "planet")
            .place((3, 0), "planet").place((3, 1), "black_hole"))
    board = scoreboard([four.cells], sides(planets=True, black_holes=True), final=True)
    assert board["players"][0]["breakdown"]["planets"] == 8        # 4 × 2, only 3 countable
    board = scoreboard([four.cells], sides(planets=True), final=True)
    assert board["players"][0]["breakdown"]["planets"] == 8 + 8


# --- Asteroids ------------------------------------------------------------------------------

def asteroid_field() -> ChartBuilder:
    # A cluster of 3 asteroids touching diagonally, and a lone double far away.
    return (ChartBuilder().place((0, 0), "asteroid", objects=1).place((1, 1), "asteroid", objects=1)
            .place((2, 2), "asteroid", objects=1).place((3, 4), "asteroid", objects=2))


def test_standard_asteroids_score_the_largest_cluster_with_diagonals():
    assert points(asteroid_field())["asteroids"] == 9


def test_double_asteroid_counts_two():
    b = ChartBuilder().place((0, 0), "asteroid", objects=2).place((0, 1), "asteroid", objects=1)
    assert points(b)["asteroids"] == 9


def test_advanced_asteroids_four_each_and_fewest_in_total_lose_six_ties_share():
    few = ChartBuilder().place((0, 0), "asteroid", objects=2)
    also_few = ChartBuilder().place((0, 0), "asteroid", objects=1).place((3, 3), "asteroid", objects=1)
    board = scoreboard([asteroid_field().cells, few.cells, also_few.cells], sides(asteroids=True), True)
    # 5 asteroids in total but a cluster of 3; the other two have 2 each (all count toward fewest)
    assert [p["breakdown"]["asteroids"] for p in board["players"]] == [12, 8 - 6, 4 - 6]


def test_when_everyone_ties_for_fewest_asteroids_everyone_loses_six():
    def two_asteroids():
        return ChartBuilder().place((0, 0), "asteroid", objects=1).place((3, 4), "asteroid", objects=1)
    board = scoreboard([two_asteroids().cells, two_asteroids().cells, two_asteroids().cells],
                       sides(asteroids=True), final=True)
    assert [p["breakdown"]["asteroids"] for p in board["players"]] == [4 - 6, 4 - 6, 4 - 6]


def test_with_no_asteroids_anywhere_everyone_has_the_fewest():
    empty = ChartBuilder().cells
    board = scoreboard([empty, empty], sides(asteroids=True), final=True)
    assert [p["breakdown"]["asteroids"] for p in board["players"]] == [-6, -6]


def test_solo_fewest_asteroids_means_fewer_than_three():
    b = ChartBuilder().place((0, 0), "asteroid", objects=2)
    assert scoreboard([b.cells], sides(asteroids=True), True)["players"][0]["breakdown"]["asteroids"] == 8 - 6
    b.place((3, 4), "asteroid", objects=1)
    assert scoreboard([b.cells], sides(asteroids=True), True)["players"][0]["breakdown"]["asteroids"] == 8


# --- Black Holes ----------------------------------------------------------------------------

def test_standard_black_hole_two_alone_and_three_more_when_isolated():
    b = (ChartBuilder().place((0, 0), "black_hole").place((0, 1), "star", "N", binary=False)
         .place((3, 4), "black_hole").place((2, 3), "planet"))  # planet only diagonal: isolated
    assert points(b)["black_holes"] == 2 + 5


def test_black_holes_beside_each_other_score_nothing():
    b = ChartBuilder().place((0, 0), "black_hole").place((0, 1), "black_hole")
    assert points(b)["black_holes"] == 0
    assert points(b, black_holes=True)["black_holes"] == 0


def test_advanced_black_hole_scores_five_when_alone():
    b = ChartBuilder().place((0, 0), "black_hole").place((0, 1), "star", "N", binary=False)
    assert points(b, black_holes=True)["black_holes"] == 5


def test_advanced_black_hole_keeps_connections_but_shrinks_constellations():
    # A chain of 3 single stars; the middle one sits beside a Black Hole.
    b = (ChartBuilder().place((1, 0), "star", "E", binary=False)
         .place((1, 1), "star", "W", "E", binary=False)
         .place((1, 2), "star", "W", binary=False).place((0, 1), "black_hole"))
    assert sizes(b) == [3]
    assert sizes(b, advanced_black_holes=True) == [2]   # still one Constellation: 2 countable stars


def test_advanced_black_hole_can_unmake_a_constellation():
    b = (ChartBuilder().place((1, 0), "star", "E", binary=False).place((1, 1), "star", "W", binary=False)
         .place((0, 1), "black_hole").place((2, 0), "comet"))
    assert sizes(b, advanced_black_holes=True) == []
    p = points(b, black_holes=True, comets=True)
    assert p["constellations"] == 0 and p["comets"] == 0      # advanced Comets see no Constellation
    assert points(b, black_holes=True)["comets"] == 1           # standard Comets still count the star


def test_advanced_black_hole_changes_which_constellation_is_largest():
    b = (ChartBuilder()
         .place((0, 0), "star", "E", binary=False).place((0, 1), "star", "W", "E", binary=False)
         .place((0, 2), "star", "W", "E", binary=False).place((0, 3), "star", "W", binary=False)
         .place((1, 1), "black_hole").place((1, 2), "black_hole")
         .place((3, 0), "star", "E", binary=False).place((3, 1), "star", "W", "E", binary=False)
         .place((3, 2), "star", "W", binary=False))
    assert sizes(b) == [4, 3]
    assert sizes(b, advanced_black_holes=True) == [3, 2]   # the bottom one is now the largest
    assert constellations(b.cells, True)[0][1] == [15, 16, 17]
    assert points(b, black_holes=True)["largest"] == 4 and points(b, black_holes=True)["second_largest"] == 2


# --- Satellites -----------------------------------------------------------------------------

def test_standard_satellite_three_per_planet_or_black_hole_beside_it():
    b = (ChartBuilder().place((1, 1), "satellite").place((0, 1), "planet").place((1, 0), "black_hole")
         .place((2, 1), "planet").place((0, 0), "planet"))  # the last one is diagonal
    assert points(b)["satellites"] == 9


def test_advanced_satellite_six_with_both_kinds_two_with_one_kind():
    both = ChartBuilder().place((1, 1), "satellite").place((0, 1), "planet").place((1, 2), "black_hole")
    one = ChartBuilder().place((1, 1), "satellite").place((0, 1), "planet").place((2, 1), "planet")
    none = ChartBuilder().place((1, 1), "satellite").place((0, 0), "planet")
    assert points(both, satellites=True)["satellites"] == 6
    assert points(one, satellites=True)["satellites"] == 2
    assert points(none, satellites=True)["satellites"] == 0


def test_advanced_black_holes_do_not_change_satellites_or_standard_comets():
    b = (ChartBuilder().place((1, 1), "satellite").place((0, 1), "planet").place((1, 2), "black_hole")
         .place((1, 0), "planet"))
    assert points(b, black_holes=True, planets=True)["satellites"] == 9


# --- The scoreboard --------------------------------------------------------------------------

def test_ties_share_the_win():
    b = rulebook_example().cells
    board = scoreboard([b, b], STANDARD, final=True)
    assert board["winners"] == [0, 1]
    assert "rank" not in board["players"][0]["breakdown"]


def test_no_winners_until_final():
    assert scoreboard([rulebook_example().cells], STANDARD, final=False)["winners"] == []


def test_solo_rank_table():
    from engines.twinkle_twinkle.facts import solo_rank
    assert [solo_rank(v) for v in (0, 59, 60, 74, 75, 84, 85, 94, 95, 104, 105, 114, 115, 200)] == [
        "Dream on, Dreamer", "Dream on, Dreamer", "Amateur Astronomer", "Amateur Astronomer",
        "Strong Effort", "Strong Effort", "Astronaut Candidate", "Astronaut Candidate",
        "Explorer of the Stars", "Explorer of the Stars", "Galactic Pioneer", "Galactic Pioneer",
        "Absolutely Stellar!", "Absolutely Stellar!"]


def test_prospects_count_the_empty_spaces_where_tiles_to_come_would_score():
    b = ChartBuilder()
    b.place((1, 1), "star", "E", "S", binary=False)   # a Constellation of 2, open at (2, 1) ...
    b.place((1, 2), "star", "W", "E", binary=False)   # ... and at (1, 3)
    b.place((3, 4), "star", "N", binary=False)        # a loose star, open at (2, 4)
    b.place((0, 0), "comet")                          # (0, 1) and (1, 0) beside it
    b.place((3, 0), "satellite")                      # (2, 0) and (3, 1)
    b.place((0, 4), "black_hole")                     # alone, with (0, 3) and (1, 4) beside it
    b.place((3, 2), "asteroid", objects=1)            # (2, 1) (2, 2) (2, 3) (3, 1) (3, 3) around it
    assert prospects(b.cells, tally(b.cells, STANDARD)) == {
        "open_largest": 2, "open_second": 0, "open_rest": 1,
        "growth_largest": size_points(3) - size_points(2), "loose_stars": 1,
        "comet_room": 2, "satellite_room": 2, "host_room": 2, "asteroid_room": 5, "hole_room": 2,
    }
