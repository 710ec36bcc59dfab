"""A claimed reduced form p/q and partial-fraction decomposition of a rational function, checked exactly.

The input f = num/den is the checker's own reading (:mod:`.ratexpr`). The claim p/q is accepted as f's reduced form
when q is monic, p * den = num * q (cross multiplication: the same element of Q(x)) and gcd(p, q) = 1 by the
checker's own gcd (:func:`.ratfun.gcd`, primitive pseudo-remainders): then p/q is the unique representation in
lowest terms with a monic denominator. The partial fractions (a polynomial part plus terms n/g^k) are accepted when
each g is monic of degree >= 1, deg n < deg g, the powers of one g are distinct, and the sum (reduced fractions,
the checker's own arithmetic) equals f. That each g is irreducible over QQ is SymPy's factorization and is not
checked: the claim states the decomposition over the given factors.
"""

from __future__ import annotations

from fractions import Fraction

from ..polynomial import univariate as U
from . import ratfun as R


def decide(
    f: R.RatFun, p: R.Dense, q: R.Dense, polynomial: R.Dense, terms: list[tuple[R.Dense, R.Dense, int]]
) -> tuple[bool, str]:
    num, den = f
    if not q or q[-1] != 1:
        return False, "the claimed denominator q is not monic"
    if U.mul(p, den, R.QQ) != U.mul(num, q, R.QQ):
        return False, "p * den differs from num * q: the claimed p/q is not the same function as the input"
    if p and U.degree(q) > 0 and U.degree(R.gcd(p, q)) > 0:
        return False, f"gcd(p, q) has degree {U.degree(R.gcd(p, q))}: p/q is not in lowest terms"
    if not p and q != R.ONE:
        return False, "the zero function is 0/1"
    total: R.RatFun = (polynomial, R.ONE)
    seen = set()
    for i, (n, g, k) in enumerate(terms):
        if U.degree(g) < 1 or g[-1] != 1:
            return False, f"partial fraction {i}: its factor is not monic of degree >= 1"
        if not n or U.degree(n) >= U.degree(g):
            return False, f"partial fraction {i}: its numerator is zero or not of lower degree than its factor"
        if (tuple(g), k) in seen:
            return False, f"partial fraction {i}: the factor appears twice with the power {k}"
        seen.add((tuple(g), k))
        power = [Fraction(1)]
        for _ in range(k):
            power = U.mul(power, g, R.QQ)
        total = R.add(total, R.reduced(n, power))
    if total != f:
        return False, "the partial fractions do not add up to the input"
    return True, (
        f"p/q equals the input (cross multiplication), gcd(p, q) = 1 and q is monic: the reduced form; "
        f"{len(terms)} partial fractions with deg n < deg g add up to it"
    )
