"""The exact limit of a rational function at a rational point or at +-infinity (the checker's own argument).

At a point a: cancel the common factor (f is kept reduced, so gcd(num, den) = 1), then den(a) != 0 gives
num(a)/den(a). Otherwise den = (x - a)^m * d1 with d1(a) != 0 and num(a) != 0: near a, f has the sign of
num(a) * d1(a) * (x - a)^m, which is +-infinity from each side: from the right sign(num(a) d1(a)), from the
left that times (-1)^m; the two-sided limit is that infinity when both sides agree and does not exist ("DNE")
when they differ. At +-infinity: by the degrees and leading coefficients (deg num < deg den: 0; equal: the
ratio of leading coefficients; greater: the sign of that ratio, times (-1)^(deg num - deg den) at -infinity).
"""

from __future__ import annotations

from fractions import Fraction

from ..polynomial import univariate as U
from . import ratfun as R

Limit = Fraction | str  # a rational, "oo", "-oo" or "DNE"


def _infinity(sign: int) -> str:
    return "oo" if sign > 0 else "-oo"


def at_point(f: R.RatFun, a: Fraction, direction: str) -> Limit:
    num, den = f
    if U.value(den, a) != 0:
        return U.value(num, a) / U.value(den, a)
    m, d1 = 0, den
    root = [-a, Fraction(1)]
    while U.value(d1, a) == 0:
        d1, m = U.divmod_(d1, root, R.QQ)[0], m + 1
    right = U.sign(U.value(num, a) * U.value(d1, a))  # nonzero: gcd(num, den) = 1 and den(a) = 0
    left = right * (-1) ** m
    if direction == "right":
        return _infinity(right)
    if direction == "left":
        return _infinity(left)
    return _infinity(right) if left == right else "DNE"


def at_infinity(f: R.RatFun, positive: bool) -> Limit:
    num, den = f
    if not num or U.degree(num) < U.degree(den):
        return Fraction(0)
    ratio = num[-1] / den[-1]
    if U.degree(num) == U.degree(den):
        return ratio
    excess = U.degree(num) - U.degree(den)
    return _infinity(U.sign(ratio) * (1 if positive or excess % 2 == 0 else -1))


def limit(f: R.RatFun, point: str, direction: str) -> Limit:
    if point in ("oo", "-oo"):
        return at_infinity(f, point == "oo")
    return at_point(f, Fraction(point), direction)
