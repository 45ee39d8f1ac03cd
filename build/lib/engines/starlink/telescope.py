"""The Telescope Card lens: does a drawing fit inside it?

The smallest circle enclosing the stars a drawing uses, computed exactly with fractions (the
incremental form of Welzl's algorithm, O(n^3) at worst on a drawing's few dozen stars), and
compared by squared radius so no square root is ever taken.
"""

from fractions import Fraction

Point = tuple[int, int]
Circle = tuple[Fraction, Fraction, Fraction]  # centre x, centre y, squared radius


def _inside(circle: Circle, p: Point) -> bool:
    cx, cy, r2 = circle
    return (p[0] - cx) ** 2 + (p[1] - cy) ** 2 <= r2


def _on_diameter(p: Point, q: Point) -> Circle:
    cx, cy = Fraction(p[0] + q[0], 2), Fraction(p[1] + q[1], 2)
    return cx, cy, (p[0] - cx) ** 2 + (p[1] - cy) ** 2


def _through(p: Point, q: Point, r: Point) -> Circle:
    ax, ay = q[0] - p[0], q[1] - p[1]
    bx, by = r[0] - p[0], r[1] - p[1]
    d = 2 * (ax * by - ay * bx)
    if d == 0:  # collinear: the two farthest apart span the circle
        pairs = [(p, q), (p, r), (q, r)]
        far = max(pairs, key=lambda s: (s[0][0] - s[1][0]) ** 2 + (s[0][1] - s[1][1]) ** 2)
        return _on_diameter(*far)
    a2, b2 = ax * ax + ay * ay, bx * bx + by * by
    ux = Fraction(by * a2 - ay * b2, d)
    uy = Fraction(ax * b2 - bx * a2, d)
    return p[0] + ux, p[1] + uy, ux * ux + uy * uy


def smallest_enclosing_circle(points: list[Point]) -> Circle | None:
    """The exact smallest circle around ``points`` (None for no points).

    >>> smallest_enclosing_circle([(0, 0), (4, 0)])
    (Fraction(2, 1), Fraction(0, 1), Fraction(4, 1))
    """
    pts = list(dict.fromkeys(points))
    circle: Circle | None = None
    for i, p in enumerate(pts):
        if circle is not None and _inside(circle, p):
            continue
        circle = (Fraction(p[0]), Fraction(p[1]), Fraction(0))
        for j in range(i):
            q = pts[j]
            if _inside(circle, q):
                continue
            circle = _on_diameter(p, q)
            for k in range(j):
                if not _inside(circle, pts[k]):
                    circle = _through(p, q, pts[k])
    return circle


def fits_lens(points: list[Point], radius: int) -> bool:
    """Whether the stars fit the lens: at least one star, smallest circle radius ≤ the lens's."""
    circle = smallest_enclosing_circle(points)
    return circle is not None and circle[2] <= radius * radius
