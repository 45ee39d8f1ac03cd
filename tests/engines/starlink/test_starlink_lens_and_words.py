"""The Telescope Card lens (exact smallest enclosing circle), judging guesses, and the
house-edition components."""

import itertools
from fractions import Fraction

from hypothesis import given, settings, strategies as st

from engines.starlink import build_house_edition
from engines.starlink.facts import (
    BRIGHT_COUNT, CARDS, HOUSE, LENS_RADIUS, MIN_STAR_DISTANCE, STAR_COUNT, STARS, VOCABULARY,
)
from engines.starlink.guesses import is_right, normalise
from engines.starlink.telescope import fits_lens, smallest_enclosing_circle
from tests.examples import examples


# ----- the lens ------------------------------------------------------------------------------

def test_two_stars_span_the_circle_on_their_diameter():
    assert smallest_enclosing_circle([(0, 0), (30, 0)]) == (15, 0, 225)
    assert fits_lens([(0, 0), (30, 0)], LENS_RADIUS)
    assert not fits_lens([(0, 0), (30, 1)], LENS_RADIUS)  # radius √901 / 2 > 15, just


def test_three_stars_on_a_circle_give_that_circle():
    # (0,0), (6,0), (0,8): a right angle at the origin, so the hypotenuse is a diameter.
    assert smallest_enclosing_circle([(0, 0), (6, 0), (0, 8)]) == (3, 4, 25)
    # An acute triangle: all three on the circumcircle, centre (5, 5/2).
    cx, cy, r2 = smallest_enclosing_circle([(0, 0), (10, 0), (4, 8)])
    assert (cx, cy) == (Fraction(5), Fraction(5, 2))
    assert r2 == Fraction(25) + Fraction(25, 4)


def test_an_obtuse_triangle_uses_its_longest_side_as_diameter():
    assert smallest_enclosing_circle([(0, 0), (20, 0), (10, 2)]) == (10, 0, 100)


def test_one_star_fits_and_no_stars_do_not():
    assert smallest_enclosing_circle([(5, 5)]) == (5, 5, 0)
    assert fits_lens([(5, 5)], LENS_RADIUS)
    assert smallest_enclosing_circle([]) is None
    assert not fits_lens([], LENS_RADIUS)


def test_collinear_stars_span_the_two_ends():
    assert smallest_enclosing_circle([(0, 0), (5, 0), (10, 0), (30, 0)]) == (15, 0, 225)


def brute_force_radius2(points):
    """The O(n^4) definition: the smallest candidate circle (pairs, triples) holding every point."""
    def holds(c):
        return all((x - c[0]) ** 2 + (y - c[1]) ** 2 <= c[2] for x, y in points)

    candidates = [smallest_enclosing_circle(list(p)) for p in itertools.combinations(points, 2)]
    candidates += [smallest_enclosing_circle(list(p)) for p in itertools.combinations(points, 3)]
    return min(c[2] for c in candidates if holds(c))


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 100), st.integers(0, 70)), min_size=2, max_size=8, unique=True))
def test_the_circle_matches_brute_force_and_holds_every_star(points):
    cx, cy, r2 = smallest_enclosing_circle(points)
    assert all((x - cx) ** 2 + (y - cy) ** 2 <= r2 for x, y in points)
    assert r2 == brute_force_radius2(points)
    assert smallest_enclosing_circle(list(reversed(points)))[2] == r2


# ----- judging a guess -----------------------------------------------------------------------

def test_normalise_drops_case_accents_punctuation_articles_and_extra_spaces():
    assert normalise("  The   ÉLÉPHANT!! ") == "elephant"
    assert normalise("An Owl") == "owl"
    assert normalise("a  Sand Timer") == "sand timer"
    assert normalise("ice-cream") == "icecream"
    assert normalise("ﬁsh") == "fish"  # NFKD unfolds the ligature
    assert normalise("the") == "the"  # a lone article is still a guess


def test_right_guesses_ignore_case_accents_articles_and_plurals():
    assert is_right("OWL", "owl", [])
    assert is_right("the owls", "owl", [])
    assert is_right("Cât", "cat", ["kitten"])
    assert is_right("kittens", "cat", ["kitten"])
    assert is_right("boxes", "box", [])
    assert is_right("Ice-cream", "ice cream", ["icecream"])
    assert is_right("  ice   CREAM ", "ice cream", ["icecream"])


def test_wrong_guesses_stay_wrong():
    assert not is_right("cow", "owl", [])
    assert not is_right("owlet", "owl", [])
    assert not is_right("kit", "cat", ["kitten"])
    assert not is_right("!!", "owl", [])
    assert not is_right("glass", "glasses", ["spectacles"])  # a glass is not a pair of glasses


def house_word(word: str):
    return next(w for card in CARDS for w in card.words if w.word == word)


def judged(guess: str, word: str) -> bool:
    return is_right(guess, word, house_word(word).aliases)


def test_nothing_is_dropped_from_the_word_so_a_truncation_is_never_right():
    assert not judged("bu", "bus")
    assert not judged("grap", "grapes")
    assert not judged("cactu", "cactus")
    assert not judged("cact", "cactus")
    assert judged("buses", "bus") and judged("cactuses", "cactus")  # the guess may drop "es"


def test_a_fair_singular_or_plural_is_listed_among_the_words_forms():
    assert judged("grape", "grapes") and judged("a grape", "grapes")
    assert judged("cacti", "cactus")
    assert judged("mice", "mouse")
    assert judged("strawberries", "strawberry")
    assert judged("ponies", "horse")  # the plural of its alias "pony"
    assert judged("snowmen", "snowman")


def test_every_house_word_and_alias_is_accepted_for_its_own_card():
    for card in CARDS:
        for word in card.words:
            for answer in [word.word, *word.aliases]:
                assert is_right(answer.upper(), word.word, word.aliases)
                assert is_right("The " + answer, word.word, word.aliases)


# ----- the house edition ---------------------------------------------------------------------

def test_the_house_edition_has_the_rulings_counts():
    assert HOUSE.edition == "house edition"
    assert len(STARS) == STAR_COUNT == 80
    assert sum(s.bright for s in STARS) == BRIGHT_COUNT == 25
    assert all(0 <= s.x <= 100 and 0 <= s.y <= 70 for s in STARS)
    assert min((a.x - b.x) ** 2 + (a.y - b.y) ** 2
               for a, b in itertools.combinations(STARS, 2)) >= MIN_STAR_DISTANCE ** 2
    assert LENS_RADIUS == 15
    assert len(CARDS) == 100 and all(len(c.words) == 2 and 1 <= c.value <= 3 for c in CARDS)
    assert len(set(VOCABULARY)) == 200


def test_the_data_file_is_what_the_fixed_seed_script_writes():
    written = (build_house_edition.Path(build_house_edition.__file__).with_name("data.json")).read_text()
    assert build_house_edition.to_json(build_house_edition.house_edition()) == written
