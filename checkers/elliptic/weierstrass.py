"""A Weierstrass model over Z and what the elliptic-curve checkers compute from it by the standard formulas.

y^2 + a1 x y + a3 y = x^3 + a2 x^2 + a4 x + a6 (Silverman, The Arithmetic of Elliptic Curves, III.1; Tate's
formulas): b2 = a1^2 + 4 a2, b4 = 2 a4 + a1 a3, b6 = a3^2 + 4 a6, b8 = a1^2 a6 + 4 a2 a6 - a1 a3 a4 + a2 a3^2 - a4^2,
c4 = b2^2 - 24 b4, c6 = -b2^3 + 36 b2 b4 - 216 b6, Delta = -b2^2 b8 - 8 b4^3 - 27 b6^2 + 9 b2 b4 b6, j = c4^3 / Delta.
The change of variables [u, r, s, t] is x = u^2 x' + r, y = u^3 y' + s u^2 x' + t (Silverman, Table 3.1).
Integers are read by :mod:`..integer.numbers` (canonical decimal text); rationals as ``"p/q"`` in lowest terms.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..integer.numbers import BadRequest, decimal, signed

MAX_COEFFICIENT_DIGITS = 200
Model = tuple[int, int, int, int, int]


def coefficients(value: Any, where: str) -> Model:
    """[a1, a2, a3, a4, a6] as integers of at most MAX_COEFFICIENT_DIGITS digits each."""
    if not isinstance(value, list) or len(value) != 5:
        raise BadRequest(f"{where} must be a list of five integers [a1, a2, a3, a4, a6]")
    out = [signed(v, f"{where}[{i}]") for i, v in enumerate(value)]
    if any(len(str(abs(a))) > MAX_COEFFICIENT_DIGITS for a in out):
        raise BadRequest(f"{where}: a coefficient has more than {MAX_COEFFICIENT_DIGITS} digits")
    return (out[0], out[1], out[2], out[3], out[4])


def rational(value: Any, where: str) -> Fraction:
    """``"p"`` or ``"p/q"`` (q > 1, gcd 1) as a Fraction."""
    if not isinstance(value, str):
        raise BadRequest(f"{where} must be a rational as decimal text 'p' or 'p/q'")
    num, slash, den = value.partition("/")
    if not slash:
        return Fraction(signed(num, where))
    q = decimal(den, where)
    out = Fraction(signed(num, where), q) if q > 1 else None
    if out is None or out.denominator != q:
        raise BadRequest(f"{where} must be in lowest terms with a denominator above 1")
    return out


def text(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def b_invariants(a: Model) -> tuple[int, int, int, int]:
    a1, a2, a3, a4, a6 = a
    b8 = a1 * a1 * a6 + 4 * a2 * a6 - a1 * a3 * a4 + a2 * a3 * a3 - a4 * a4
    return a1 * a1 + 4 * a2, 2 * a4 + a1 * a3, a3 * a3 + 4 * a6, b8


def invariants(a: Model) -> dict[str, int]:
    """b2, b4, b6, b8, c4, c6 and the discriminant of the model."""
    b2, b4, b6, b8 = b_invariants(a)
    c4, c6 = b2 * b2 - 24 * b4, -(b2**3) + 36 * b2 * b4 - 216 * b6
    disc = -b2 * b2 * b8 - 8 * b4**3 - 27 * b6 * b6 + 9 * b2 * b4 * b6
    return {"b2": b2, "b4": b4, "b6": b6, "b8": b8, "c4": c4, "c6": c6, "discriminant": disc}


def transform(a: Model | tuple[Fraction, ...], urst: tuple[Fraction, ...]) -> tuple[Fraction, ...]:
    """The coefficients of the model after x = u^2 x' + r, y = u^3 y' + s u^2 x' + t (Silverman, Table 3.1)."""
    a1, a2, a3, a4, a6 = (Fraction(x) for x in a)
    u, r, s, t = urst
    return (
        (a1 + 2 * s) / u,
        (a2 - s * a1 + 3 * r - s * s) / u**2,
        (a3 + r * a1 + 2 * t) / u**3,
        (a4 - s * a3 + 2 * r * a2 - (t + r * s) * a1 + 3 * r * r - 2 * s * t) / u**4,
        (a6 + r * a4 + r * r * a2 + r**3 - t * a3 - t * t - r * t * a1) / u**6,
    )


def integral(a: tuple[Fraction, ...]) -> Model:
    if any(x.denominator != 1 for x in a):
        raise ValueError("not integral")
    return (int(a[0]), int(a[1]), int(a[2]), int(a[3]), int(a[4]))


# ---------------------------------------------------------------- rational points (None is the point at infinity)

Point = tuple[Fraction, Fraction] | None


def on_curve(a: Model, p: Point) -> bool:
    if p is None:
        return True
    a1, a2, a3, a4, a6 = a
    x, y = p
    return y * y + a1 * x * y + a3 * y == x**3 + a2 * x * x + a4 * x + a6


def negate(a: Model, p: Point) -> Point:
    if p is None:
        return None
    x, y = p
    return (x, -y - a[0] * x - a[2])


def add(a: Model, p: Point, q: Point) -> Point:
    """P + Q by the chord-and-tangent law (Silverman III.2.3), exactly."""
    if p is None:
        return q
    if q is None:
        return p
    a1, a2, a3, a4, a6 = a
    (x1, y1), (x2, y2) = p, q
    if x1 == x2 and y1 + y2 + a1 * x2 + a3 == 0:
        return None
    if x1 == x2:
        lam = (3 * x1 * x1 + 2 * a2 * x1 + a4 - a1 * y1) / (2 * y1 + a1 * x1 + a3)
    else:
        lam = (y2 - y1) / (x2 - x1)
    nu = y1 - lam * x1
    x3 = lam * lam + a1 * lam - a2 - x1 - x2
    return (x3, -(lam + a1) * x3 - nu - a3)
