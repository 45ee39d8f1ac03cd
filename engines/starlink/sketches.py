"""The bots' pictures of the words: drawing a word's sketch on the stars, and reading a drawing.

A sketch (``facts.SKETCHES``, from the house edition) is a few strokes on a 10 × 10 grid. The
illustrator *fits* it to the free stars: every point of the sketch goes to a different free
star, the sketch moved and scaled (never turned: a picture keeps its up) to where the stars lie
closest to it, inside the lens when the stars there allow a fair likeness. The guesser *reads*
a drawing: it compares the drawing, segment by segment as drawn, with the same number of first
segments of every word's sketch, after moving each to its centre and scaling it to unit size,
so where and how big a drawing is never matters (a shape distance invariant to translation and
scale).
"""

from __future__ import annotations

import math
from functools import lru_cache

from engines.starlink.facts import LENS_RADIUS, SKETCHES, STARS, VOCABULARY
from engines.starlink.telescope import fits_lens

Point = tuple[float, float]
Segment = tuple[Point, Point]

# Sizes tried, in board units per grid step: the smallest keep a 10-step sketch inside the
# lens; the larger trade the lens point for a likeness when the stars near each other are few.
SCALES = (2.4, 3.0, 3.8, 4.8, 6.0)
LENS_LIKENESS = 0.55  # mean squared miss (in grid steps²) a lens-sized fit may have to be taken
MORE_SEGMENTS_COST = 0.5  # a drawing longer than a sketch is unlike it, by this much per segment
SAMPLES = (0.0, 0.5, 1.0)  # where along each segment the shapes are compared

STAR_AT = {star.id: (star.x, star.y) for star in STARS}


@lru_cache(maxsize=None)
def sketch_segments(word: str) -> tuple[tuple[tuple[int, int], tuple[int, int]], ...]:
    """The sketch's segments in drawing order, each once."""
    seen, segments = set(), []
    for stroke in SKETCHES[word]:
        for a, b in zip(stroke, stroke[1:]):
            key = (min(a, b), max(a, b))
            if key not in seen:
                seen.add(key)
                segments.append((tuple(a), tuple(b)))
    return tuple(segments)


def sketch_points(word: str) -> list[tuple[int, int]]:
    """The sketch's distinct points, in order of first use."""
    return list(dict.fromkeys(p for segment in sketch_segments(word) for p in segment))


# ----- drawing a sketch on the stars --------------------------------------------------------

def fit(word: str, free: tuple[int, ...]) -> list[list[int]] | None:
    """The word's sketch drawn on the free stars ``free`` (ids): its segments as ``[a, b]`` star
    pairs (a < b) in drawing order; None when there are too few free stars."""
    return _fit(word, tuple(sorted(free)))


@lru_cache(maxsize=4096)
def _fit(word: str, free: tuple[int, ...]) -> list[list[int]] | None:
    points = sketch_points(word)
    if len(free) < len(points):
        return None
    cx, cy = _centre(points)
    stars = [(STAR_AT[i][0], STAR_AT[i][1], i) for i in free]
    best_lens, best_any = None, None
    for scale in SCALES:
        for sx, sy, _i in stars:  # the sketch's centre on each free star in turn
            placed = _assign(points, cx, cy, scale, sx, sy, stars)
            if placed is None:
                continue
            miss, chosen = placed
            entry = (miss, scale, chosen)
            if best_any is None or entry[:2] < best_any[:2]:
                best_any = entry
            if miss <= LENS_LIKENESS and (best_lens is None or entry[:2] < best_lens[:2]):
                if fits_lens([STAR_AT[i] for i in chosen], LENS_RADIUS):
                    best_lens = entry
    best = best_lens or best_any
    if best is None:
        return None
    return _segments_on(word, points, best[2])


def laid(word: str, free: tuple[int, ...], centre: int, scale: float) -> list[list[int]] | None:
    """The word's sketch laid once, with no search for a likeness (the greedy illustrator's):
    its centre on star ``centre``, ``scale`` board units a grid step, each point on the nearest
    free star no earlier point took. Its segments as ``fit`` gives them; None when the free
    stars are fewer than its points."""
    points = sketch_points(word)
    if len(free) < len(points):
        return None
    cx, cy = _centre(points)
    sx, sy = STAR_AT[centre]
    placed = [(sx + (x - cx) * scale, sy + (y - cy) * scale) for x, y in points]
    chosen, _total = _nearest_free(placed, [(STAR_AT[i][0], STAR_AT[i][1], i) for i in sorted(free)])
    return _segments_on(word, points, chosen)


def _centre(points) -> tuple[float, float]:
    return sum(x for x, _y in points) / len(points), sum(y for _x, y in points) / len(points)


def _segments_on(word: str, points, chosen: list[int]) -> list[list[int]]:
    """The sketch's segments in drawing order, as star pairs ``[a, b]`` (a < b), its points on ``chosen``."""
    at = dict(zip(points, chosen))
    return [sorted((at[a], at[b])) for a, b in sketch_segments(word)]


def _assign(points, cx, cy, scale, sx, sy, stars) -> tuple[float, list[int]] | None:
    """Each sketch point (centred on (sx, sy), ``scale`` units a step) to the nearest free star
    not yet taken; the mean squared miss in grid steps², and the stars taken."""
    placed = [(sx + (x - cx) * scale, sy + (y - cy) * scale) for x, y in points]
    reach = 2 * scale + 6  # a star further out than this from the sketch's box is a poor likeness
    left, right = min(p[0] for p in placed) - reach, max(p[0] for p in placed) + reach
    top, bottom = min(p[1] for p in placed) - reach, max(p[1] for p in placed) + reach
    near = [star for star in stars if left <= star[0] <= right and top <= star[1] <= bottom]
    if len(near) < len(points):
        return None
    chosen, total = _nearest_free(placed, near)
    return total / len(points) / (scale * scale), chosen


def _nearest_free(placed, stars) -> tuple[list[int], float]:
    """Each placed point, in order, on the nearest of ``stars`` ((x, y, id), the first of equals)
    not yet taken: the stars taken and the sum of the squared misses."""
    taken, chosen, total = set(), [], 0.0
    for px, py in placed:
        nearest, nearest_d = None, None
        for qx, qy, i in stars:
            if i in taken:
                continue
            d = (qx - px) ** 2 + (qy - py) ** 2
            if nearest_d is None or d < nearest_d:
                nearest, nearest_d = i, d
        taken.add(nearest)
        chosen.append(nearest)
        total += nearest_d
    return chosen, total


# ----- reading a drawing ---------------------------------------------------------------------

def drawing_shape(drawing: list[list[int]]) -> list[Segment]:
    """A drawing's segments (star id pairs) as board coordinates, in drawing order."""
    return [(STAR_AT[a], STAR_AT[b]) for a, b in drawing]


def _normalised(segments) -> list[Segment]:
    """Moved to the centre of its points, scaled to unit root-mean-square radius."""
    points = [p for segment in segments for p in segment]
    cx = sum(x for x, _y in points) / len(points)
    cy = sum(y for _x, y in points) / len(points)
    radius = math.sqrt(sum((x - cx) ** 2 + (y - cy) ** 2 for x, y in points) / len(points)) or 1.0
    return [(((a[0] - cx) / radius, (a[1] - cy) / radius), ((b[0] - cx) / radius, (b[1] - cy) / radius))
            for a, b in segments]


@lru_cache(maxsize=None)
def _sketch_prefix(word: str, count: int) -> tuple[list[Segment], list[Point]]:
    shape = _normalised(sketch_segments(word)[:count])
    return shape, _samples(shape)


def _samples(shape: list[Segment]) -> list[Point]:
    return [(a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])) for a, b in shape for t in SAMPLES]


def _chamfer(one: list[Point], other: list[Point]) -> float:
    """Mean distance from each point of one to the nearest of the other, both ways, averaged."""
    def mean_nearest(xs, ys):
        return sum(min((x[0] - y[0]) ** 2 + (x[1] - y[1]) ** 2 for y in ys) ** 0.5 for x in xs) / len(xs)
    return (mean_nearest(one, other) + mean_nearest(other, one)) / 2


def _in_order(one: list[Segment], other: list[Segment]) -> float:
    """Mean distance between the i-th segments, either way round."""
    total = 0.0
    for (a, b), (c, d) in zip(one, other):
        straight = math.dist(a, c) + math.dist(b, d)
        turned = math.dist(a, d) + math.dist(b, c)
        total += min(straight, turned) / 2
    return total / len(one)


def distance(drawing: list[list[int]], word: str) -> float:
    """How unlike the word's sketch the drawing is (0: the same picture), by shape alone."""
    segments = sketch_segments(word)
    count = min(len(drawing), len(segments))
    sketch, sketch_samples = _sketch_prefix(word, count)
    shape = _normalised(drawing_shape(drawing))
    extra = max(0, len(drawing) - len(segments)) * MORE_SEGMENTS_COST
    return _chamfer(_samples(shape), sketch_samples) + 0.5 * _in_order(shape[:count], sketch) + extra


def ranked_words(drawing: list[list[int]], excluded: set[str] = frozenset()) -> list[str]:
    """The vocabulary, likeliest first for this drawing (ties in vocabulary order)."""
    if not drawing:
        return [w for w in VOCABULARY if w not in excluded]
    scored = sorted((distance(drawing, w), i, w) for i, w in enumerate(VOCABULARY) if w not in excluded)
    return [w for _d, _i, w in scored]
