"""Dense univariate polynomials over QQ (Fractions) or GF(p) (ints mod p): the univariate checker's arithmetic.

A polynomial is a list of coefficients from the constant term up, with no trailing zero (``[]`` is zero).
Everything here is textbook and written out: Euclid's remainder sequence, the derivative, Yun's squarefree
decomposition (characteristic zero), Sturm sequences and their sign variations at rational points and at
infinity. No computer algebra library: the checker must not share code with the producer (Sage).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .poly import Field, Poly

Dense = list[Any]


def dense(f: Poly, K: Field) -> Dense:
    """The dense form of a sparse one-variable polynomial (exponent tuples of length 1)."""
    if not f:
        return []
    out: Dense = [0] * (max(e[0] for e in f) + 1)
    for (e,), c in f.items():
        out[e] = Fraction(c) if K.p is None else c
    return trim(out, K)


def trim(f: Dense, K: Field) -> Dense:
    f = [c if K.p is None else c % K.p for c in f]
    while f and not f[-1]:
        f.pop()
    return f


def degree(f: Dense) -> int:
    return len(f) - 1  # -1 for zero


def add(a: Dense, b: Dense, K: Field) -> Dense:
    n = max(len(a), len(b))
    return trim([(a[i] if i < len(a) else 0) + (b[i] if i < len(b) else 0) for i in range(n)], K)


def neg(a: Dense, K: Field) -> Dense:
    return trim([-c for c in a], K)


def mul(a: Dense, b: Dense, K: Field) -> Dense:
    if not a or not b:
        return []
    out: Dense = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return trim(out, K)


def scale(a: Dense, k: Any, K: Field) -> Dense:
    return trim([c * k for c in a], K)


def inv(c: Any, K: Field) -> Any:
    return 1 / Fraction(c) if K.p is None else pow(c, -1, K.p)


def monic(a: Dense, K: Field) -> Dense:
    return scale(a, inv(a[-1], K), K) if a else []


def divmod_(a: Dense, b: Dense, K: Field) -> tuple[Dense, Dense]:
    """Quotient and remainder of a by a nonzero b."""
    if not b:
        raise ZeroDivisionError("division by the zero polynomial")
    r, q = list(a), [0] * max(0, len(a) - len(b) + 1)
    lead = inv(b[-1], K)
    while len(r) >= len(b) and r:
        k = len(r) - len(b)
        c = r[-1] * lead if K.p is None else r[-1] * lead % K.p
        q[k] = c
        for i, y in enumerate(b):
            r[i + k] -= c * y
        r = trim(r, K)
    return trim(q, K), r


def gcd(a: Dense, b: Dense, K: Field) -> Dense:
    """The monic gcd (zero for gcd(0, 0)), by Euclid's algorithm."""
    while b:
        a, b = b, divmod_(a, b, K)[1]
    return monic(a, K)


def derivative(f: Dense, K: Field) -> Dense:
    return trim([i * c for i, c in enumerate(f)][1:], K)


def formal_derivative(f: Dense) -> Dense:
    """f' with formal degree deg f - 1 (its top coefficient may vanish modulo p): for the discriminant."""
    return [i * c for i, c in enumerate(f)][1:]


def value(f: Dense, x: Fraction) -> Fraction:
    acc = Fraction(0)
    for c in reversed(f):
        acc = acc * x + c
    return acc


def yun(f: Dense, K: Field) -> list[Dense]:
    """Yun's squarefree decomposition over QQ: [a_1, a_2, ...] with monic f = prod a_i^i, each a_i squarefree and
    the a_i pairwise coprime (some a_i may be 1)."""
    f = monic(f, K)
    g = gcd(f, derivative(f, K), K)
    b = divmod_(f, g, K)[0]
    c = divmod_(derivative(f, K), g, K)[0]
    d = add(c, neg(derivative(b, K), K), K)
    out = []
    while degree(b) > 0:
        a = gcd(b, d, K)
        out.append(a)
        b = divmod_(b, a, K)[0]
        c = divmod_(d, a, K)[0]
        d = add(c, neg(derivative(b, K), K), K)
    return out


def sturm(f: Dense, K: Field) -> list[Dense]:
    """The Sturm sequence f, f', -rem(f, f'), ... of a squarefree f over QQ."""
    seq = [f, derivative(f, K)]
    while seq[-1]:
        seq.append(neg(divmod_(seq[-2], seq[-1], K)[1], K))
    return seq[:-1]


def variations(signs: list[int]) -> int:
    nonzero = [s for s in signs if s]
    return sum(1 for x, y in zip(nonzero, nonzero[1:]) if x != y)


def sign(x: Any) -> int:
    return (x > 0) - (x < 0)


def variations_at(seq: list[Dense], x: Fraction) -> int:
    return variations([sign(value(s, x)) for s in seq])


def variations_at_infinity(seq: list[Dense], positive: bool) -> int:
    return variations([sign(s[-1]) * (1 if positive or degree(s) % 2 == 0 else -1) for s in seq])


def count_between(seq: list[Dense], lo: Fraction, hi: Fraction) -> int:
    """Distinct roots in (lo, hi] of the squarefree polynomial whose Sturm sequence is ``seq`` (Sturm's theorem;
    lo < hi and lo is not a root)."""
    return variations_at(seq, lo) - variations_at(seq, hi)


def count_real(seq: list[Dense]) -> int:
    """Distinct real roots of the squarefree polynomial whose Sturm sequence is ``seq``."""
    return variations_at_infinity(seq, False) - variations_at_infinity(seq, True)
