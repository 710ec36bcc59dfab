"""Tate's algorithm: the Kodaira symbol, conductor exponent and Tamagawa number of an integral Weierstrass model
at a prime p, and whether the model is minimal at p.

Followed step by step from Silverman, Advanced Topics in the Arithmetic of Elliptic Curves, IV.9.4, in the form
of Cohen, A Course in Computational Algebraic Number Theory, Algorithm 7.5.1 (the subprocedure of step 7 as
there). Only translations (u = 1) are made, so the discriminant and its valuation n never change; the
algorithm reaching its last step (p^4 | a4 and p^6 | a6 after the translations) means the model is not minimal
at p, which is reported, not repaired. Roots over F_p come from :mod:`.fp`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from .fp import count_roots, has_root, multiple_root
from .weierstrass import Model, b_invariants, integral, invariants, transform


class Local(NamedTuple):
    kodaira: str
    f: int  # the exponent of p in the conductor
    c: int  # the Tamagawa number
    minimal: bool


def val(n: int, p: int) -> int:
    """v_p(n) for n != 0; a large number for 0."""
    if n == 0:
        return 1 << 30
    k = 0
    while n % p == 0:
        n, k = n // p, k + 1
    return k


def shift(a: Model, r: int = 0, s: int = 0, t: int = 0) -> Model:
    return integral(transform(a, (Fraction(1), Fraction(r), Fraction(s), Fraction(t))))


def _singular_point(a: Model, p: int) -> tuple[int, int]:
    """The singular point of the reduction of a mod p (p divides the discriminant)."""
    a1, a2, a3, a4, a6 = a
    if p == 2:
        for x in (0, 1):
            for y in (0, 1):
                f = y * y + a1 * x * y + a3 * y - x**3 - a2 * x * x - a4 * x - a6
                fx, fy = a1 * y - 3 * x * x - 2 * a2 * x - a4, 2 * y + a1 * x + a3
                if f % 2 == fx % 2 == fy % 2 == 0:
                    return x, y
        raise ValueError("no singular point modulo 2")
    b2, b4, b6, _ = b_invariants(a)  # (2y + a1 x + a3)^2 = 4x^3 + b2 x^2 + 2 b4 x + b6
    x = multiple_root([b6, 2 * b4, b2, 4], p)
    return x, -(a1 * x + a3) * pow(2, -1, p) % p


def _step6(a: Model, p: int) -> Model:
    """A translation giving p | a1, a2; p^2 | a3, a4; p^3 | a6 (it exists once steps 2 to 5 have failed)."""
    tries = [(s, t) for s in (0, 1) for t in range(4)] if p == 2 else []
    if p != 2:
        inv2 = pow(2, -1, p * p)
        tries = [(-a[0] * inv2 % p, -a[2] * inv2 % (p * p))]
    for s, t in tries:
        b = shift(a, 0, s, t)
        if b[0] % p == b[1] % p == b[2] % p**2 == b[3] % p**2 == b[4] % p**3 == 0:
            return b
    raise ValueError(f"step 6 of Tate's algorithm found no translation at {p}")


def local_data(a: Model, p: int) -> Local:
    """Tate's algorithm at p for the integral model a (nonzero discriminant)."""
    n = val(invariants(a)["discriminant"], p)
    if n == 0:
        return Local("I0", 0, 1, True)
    x0, y0 = _singular_point(a, p)
    a = shift(a, x0, 0, y0)
    if a[2] % p or a[3] % p or a[4] % p:
        raise ValueError(f"the singular point was not moved to (0, 0) modulo {p}")
    b2, _, b6, b8 = b_invariants(a)
    if b2 % p:  # multiplicative reduction: split when T^2 + a1 T - a2 has its roots in F_p
        c = n if has_root([-a[1], a[0], 1], p) else 2 - n % 2
        return Local(f"I{n}", 1, c, True)
    if val(a[4], p) < 2:
        return Local("II", n, 1, True)
    if val(b8, p) < 3:
        return Local("III", n - 1, 2, True)
    if val(b6, p) < 3:
        c = 3 if has_root([-a[4] // p**2, a[2] // p, 1], p) else 1
        return Local("IV", n - 2, c, True)
    a = _step6(a, p)
    b, c, d = a[1] // p, a[3] // p**2, a[4] // p**3  # P(T) = T^3 + b T^2 + c T + d
    w = b * b * c * c - 4 * c**3 - 4 * b**3 * d - 27 * d * d + 18 * b * c * d
    cubic = [d, c, b, 1]
    if w % p:
        return Local("I0*", n - 4, 1 + count_roots(cubic, p), True)
    if (b * b - 3 * c) % p:
        return _i_star(shift(a, p * multiple_root(cubic, p)), p, n)
    a = shift(a, p * multiple_root(cubic, p))  # the triple root to 0: p^2 | a2, p^3 | a4, p^4 | a6
    y3, y6 = a[2] // p**2, a[4] // p**4
    if (y3 * y3 + 4 * y6) % p:
        return Local("IV*", n - 6, 3 if has_root([-y6, y3, 1], p) else 1, True)
    a = shift(a, 0, 0, p * p * multiple_root([-y6, y3, 1], p))
    if val(a[3], p) < 4:
        return Local("III*", n - 7, 2, True)
    if val(a[4], p) < 6:
        return Local("II*", n - 8, 1, True)
    return Local("non-minimal", 0, 0, False)


def _i_star(a: Model, p: int, n: int) -> Local:
    """Step 7's subprocedure (type I_m*): the double root of P is at 0; alternately the quadratics in y and x
    have a double root, which is translated to 0, until one has distinct roots; m counts the steps."""
    m, mx, my = 1, p * p, p * p
    while True:
        y3, y6 = a[2] // my, a[4] // (mx * my)
        if (y3 * y3 + 4 * y6) % p:
            return Local(f"I{m}*", n - m - 4, 4 if has_root([-y6, y3, 1], p) else 2, True)
        a = shift(a, 0, 0, my * multiple_root([-y6, y3, 1], p))
        my, m = my * p, m + 1
        x2, x4, x6 = a[1] // p, a[3] // (p * mx), a[4] // (mx * my)
        if (x4 * x4 - 4 * x2 * x6) % p:
            return Local(f"I{m}*", n - m - 4, 4 if has_root([x6, x4, x2], p) else 2, True)
        a = shift(a, mx * multiple_root([x6, x4, x2], p))
        mx, m = mx * p, m + 1
