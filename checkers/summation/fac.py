"""Rational functions of n and k kept as products: const * prod factor^e over normalised polynomial factors.

Equal factors (after :func:`bipoly.normal`) cancel when multiplied, which is all the cancellation the WZ checker
needs: a factor left in a denominator is exactly as written, never reduced by a gcd. :func:`is_zero_sum` decides
whether a sum of such products is the zero rational function by multiplying out over the least common
denominator of the written factors.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from . import bipoly as P


@dataclass
class Fac:
    const: Fraction = Fraction(1)
    factors: dict[P.Key, int] = field(default_factory=dict)

    def times(self, other: Fac, e: int = 1) -> Fac:
        out = dict(self.factors)
        for key, x in other.factors.items():
            s = out.get(key, 0) + e * x
            if s:
                out[key] = s
            else:
                out.pop(key, None)
        return Fac(self.const * other.const**e, out)

    def shifted(self, a: int, b: int) -> Fac:
        """The function at (n + a, k + b)."""
        out = Fac(self.const)
        for key, e in self.factors.items():
            out = out.times(poly(P.shift(P.from_key(key), a, b)), e)
        return out

    def denominators(self) -> list[P.Poly]:
        return [P.from_key(key) for key, e in self.factors.items() if e < 0]


def poly(p: P.Poly) -> Fac:
    unit, key = P.normal(p)
    return Fac(unit, {} if key == ((0, 0, 1, 1),) else {key: 1})


def is_zero_sum(terms: list[Fac]) -> bool:
    """sum(terms) == 0 as a rational function."""
    common: dict[P.Key, int] = {}
    for t in terms:
        for key, e in t.factors.items():
            if e < 0:
                common[key] = max(common.get(key, 0), -e)
    total: P.Poly = {}
    for t in terms:
        if not t.const:
            continue
        acc = P.const(t.const)
        for key in set(t.factors) | set(common):
            acc = P.mul(acc, P.power(P.from_key(key), t.factors.get(key, 0) + common.get(key, 0)))
        total = P.add(total, acc)
    return not total
