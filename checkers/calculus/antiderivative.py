"""A claimed antiderivative of a rational function, checked by the checker's own differentiation.

The claim F = R + sum c_i log(v_i) + sum d_j atan(w_j) (R rational, c_i, d_j rational, v_i, w_j polynomials over
QQ, read by :mod:`.ratexpr`) is differentiated term by term in exact arithmetic: R' = (n'd - nd')/d^2,
log(v)' = v'/v, atan(w)' = w'/(1 + w^2). The sum, reduced (gcd 1, monic denominator), equals the reduced
integrand exactly when the two are the same rational function: so F' = f is decided, not sampled.
"""

from __future__ import annotations

from fractions import Fraction

from ..polynomial import univariate as U
from . import ratexpr
from . import ratfun as R


def derivative(e: ratexpr.Expr) -> R.RatFun:
    out = R.derivative(e.rat)
    for (kind, arg), c in e.logs.items():
        v = list(arg)
        dv = U.derivative(v, R.QQ)
        if kind == "log":
            term = R.reduced(dv, v)
        else:
            term = R.reduced(dv, U.add([Fraction(1)], U.mul(v, v, R.QQ), R.QQ))
        out = R.add(out, R.mul(term, R.constant(c)))
    return out


def decide(f: R.RatFun, claimed: ratexpr.Expr) -> tuple[bool, str]:
    mine = derivative(claimed)
    if mine != f:
        difference = R.add(mine, R.neg(f))
        return False, (
            "the derivative of the claimed antiderivative differs from the integrand (the difference has numerator "
            f"degree {U.degree(difference[0])} and denominator degree {U.degree(difference[1])})"
        )
    return True, (
        f"the checker's own derivative of the claim ({len(claimed.logs)} log/atan terms) equals the integrand exactly"
    )
