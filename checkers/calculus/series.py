"""The Taylor/Laurent expansion of a rational function at a rational point, checked by its defining identity.

Shift to t = x - a (Horner's rule: num(t + a), den(t + a)); write num = t^n N, den = t^m D with N(0), D(0) != 0,
so f = t^(n - m) N/D and the valuation is v = n - m. A claimed expansion c_v t^v + ... + c_k t^k (k the order)
is f's exactly when its valuation is v and D * P = N modulo t^(k - v + 1), P = c_v + c_(v+1) t + ...: D(0) != 0
makes the truncated power series of N/D unique, so the identity fixes every coefficient. When v > k the
truncation is empty: valuation k + 1, no coefficients; the zero function has that empty expansion too.
"""

from __future__ import annotations

from fractions import Fraction

from ..polynomial import univariate as U
from . import ratfun as R


def shift(f: R.Dense, a: Fraction) -> R.Dense:
    """f(t + a)."""
    acc: R.Dense = []
    for c in reversed(f):
        acc = U.add(U.mul(acc, [a, Fraction(1)], R.QQ), [Fraction(c)] if c else [], R.QQ)
    return acc


def order_at_zero(f: R.Dense) -> int:
    return next(i for i, c in enumerate(f) if c)


def decide(f: R.RatFun, a: Fraction, order: int, valuation: int, coefficients: list[Fraction]) -> tuple[bool, str]:
    num, den = shift(f[0], a), shift(f[1], a)
    if not num:
        v = order + 1
    else:
        n, m = order_at_zero(num), order_at_zero(den)
        num, den, v = num[n:], den[m:], n - m
    v = min(v, order + 1)
    if valuation != v:
        return False, f"the expansion at {a} starts at (x - {a})^{v}, not ^{valuation}"
    if len(coefficients) != order - v + 1:
        return False, f"{order - v + 1} coefficients (powers {v}..{order}) are expected, not {len(coefficients)}"
    if not coefficients:
        return True, f"every term of the expansion at {a} is of order above {order}: the truncation is 0"
    width = len(coefficients)
    lhs = U.mul(den, U.trim(list(coefficients), R.QQ), R.QQ)[:width]
    rhs = num[:width]
    lhs, rhs = U.trim(lhs, R.QQ), U.trim(rhs, R.QQ)
    if lhs != rhs:
        k = next(i for i in range(width) if (lhs[i] if i < len(lhs) else 0) != (rhs[i] if i < len(rhs) else 0))
        return False, f"den * series differs from num at (x - {a})^{v + k}: the coefficient of that power is wrong"
    return True, f"den * series = num modulo (x - {a})^{order - v + 1} after the shift, valuation {v}"
