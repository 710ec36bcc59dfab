"""The univariate polynomial operations of the Sage worker (FLINT's and PARI's univariate arithmetic).

Imported by :mod:`.worker`, which has already loaded passagemath (with PARI's stack capped) before any of these
runs. Polynomials arrive as term lists from Jacobian's own parser (``[[exponent], [num, den]]``) and leave in
the wire form ``{"den", "num", "exp"}`` that :func:`.polytext.render` turns into text. Real roots: Sage's
isolation (Descartes' rule on Bernstein bases, ``real_roots``), then bisection with dyadic midpoints on the
squarefree part to the requested width; the checker recounts with Sturm sequences, a different method.
"""

from __future__ import annotations

from fractions import Fraction
from math import ceil, lcm
from typing import Any

from jacobian.wire import WorkerError


def _ring(payload: dict[str, Any]) -> Any:
    from sage.rings.finite_rings.finite_field_constructor import GF
    from sage.rings.polynomial.polynomial_ring_constructor import PolynomialRing
    from sage.rings.rational_field import QQ

    field = payload["field"]
    return PolynomialRing(QQ if field == "QQ" else GF(int(field)), "x")


def _element(R: Any, terms: list[Any]) -> Any:
    K = R.base_ring()
    data: dict[int, Any] = {}
    for (e,), (num, den) in terms:
        data[int(e)] = K(int(num)) / K(int(den))
    return R(data)


def _terms(f: Any) -> dict[str, Any]:
    """The wire form of a univariate polynomial (see ``worker._terms``)."""
    den = f.denominator() if f.base_ring().characteristic() == 0 else 1
    num, exp = [], []
    for e, c in sorted((f * den).dict().items(), reverse=True):
        num.append(str(c))
        exp.append(int(e))
    return {"den": str(den), "num": num, "exp": exp}


def op_gcd(payload: dict[str, Any]) -> dict[str, Any]:
    R = _ring(payload)
    a, b = _element(R, payload["a"]), _element(R, payload["b"])
    if not a and not b:
        g = u = v = R(0)
    else:
        g, u, v = a.xgcd(b)
        lc = g.leading_coefficient()
        g, u, v = g / lc, u / lc, v / lc
    if a * u + b * v != g:
        raise WorkerError("BACKEND", "xgcd returned cofactors that do not combine to the gcd")
    return {"gcd": _terms(g), "u": _terms(u), "v": _terms(v)}


def op_resultant(payload: dict[str, Any]) -> dict[str, Any]:
    R = _ring(payload)
    a, b = _element(R, payload["a"]), _element(R, payload["b"])
    return {"value": str(a.resultant(b))}


def op_discriminant(payload: dict[str, Any]) -> dict[str, Any]:
    R = _ring(payload)
    return {"value": str(_element(R, payload["polynomial"]).discriminant())}


def op_squarefree(payload: dict[str, Any]) -> dict[str, Any]:
    """Sage's squarefree decomposition, factors of equal multiplicity multiplied together (the unique form)."""
    R = _ring(payload)
    f = _element(R, payload["polynomial"])
    dec = f.squarefree_decomposition()
    merged: dict[int, Any] = {}
    for g, k in dec:
        merged[int(k)] = merged.get(int(k), R(1)) * g.monic()
    return {
        "unit": str(f.leading_coefficient()),
        "factors": [[_terms(g), k] for k, g in sorted(merged.items()) if g.degree() > 0],
    }


def _q(x: Any) -> Fraction:
    return Fraction(int(x.numerator()), int(x.denominator()))


class _Roots:
    """The squarefree part g of f and its exact root counts on closed intervals (PARI's Sturm count)."""

    def __init__(self, g: Any) -> None:
        from sage.rings.rational_field import QQ

        self.g, self.QQ = g, QQ

    def rat(self, x: Fraction) -> Any:
        return self.QQ((x.numerator, x.denominator))

    def at(self, x: Fraction) -> Any:
        return self.g(self.rat(x))

    def count(self, lo: Fraction, hi: Fraction, h: Any = None) -> int:
        return int((self.g if h is None else h).number_of_roots_in_interval(self.rat(lo), self.rat(hi)))

    def dyadic(self, lo: Fraction, hi: Fraction) -> tuple[Fraction, Fraction]:
        """A closed interval with dyadic ends around [lo, hi] holding exactly the one root that [lo, hi] holds:
        the coarsest grid (steps halving from above the width) whose cells around [lo, hi] do."""
        step = Fraction(1 << max(0, (hi - lo).__ceil__().bit_length()))  # coarse first: the simplest ends
        for _ in range(4096):
            a, b = (lo / step).__floor__() * step, (hi / step).__ceil__() * step
            if self.count(a, b) == 1:
                return a, b
            step /= 2
        return lo, hi

    def refine(self, lo: Fraction, hi: Fraction, width: Fraction | None) -> tuple[Fraction, Fraction]:
        """Shrink [lo, hi] (exactly one root of g) by bisection: a point when an end or a midpoint is the root,
        otherwise an interval with g nonzero at both ends, at most ``width`` wide (when given)."""
        for end in (lo, hi):
            if self.at(end) == 0:
                return end, end
        s_lo = self.at(lo) > 0
        while width is not None and hi - lo > width:
            mid = (lo + hi) / 2
            v = self.at(mid)
            if v == 0:
                return mid, mid
            lo, hi = (mid, hi) if (v > 0) == s_lo else (lo, mid)
        return lo, hi


def op_real_roots(payload: dict[str, Any]) -> dict[str, Any]:
    """Sage's isolating intervals of the squarefree part, widened to dyadic ends, refined by bisection until
    pairwise disjoint (and as narrow as asked); each root's multiplicity is the k of the squarefree factor f_k
    that has a root in its interval."""
    from sage.rings.polynomial.real_roots import real_roots

    R = _ring(payload)
    f = _element(R, payload["polynomial"])
    if not f:
        raise WorkerError("INPUT", "the zero polynomial has no isolated roots")
    bits = payload.get("precision_bits")
    width = None if bits is None else Fraction(1, 2 ** int(bits))
    roots = _Roots(f // f.gcd(f.derivative()))
    found = [roots.dyadic(_q(lo), _q(hi)) for (lo, hi), _ in real_roots(roots.g, skip_squarefree=True)]
    intervals = [roots.refine(lo, hi, width) for lo, hi in found]
    while True:
        intervals.sort()
        clash = {j for i in range(len(intervals) - 1) if intervals[i][1] >= intervals[i + 1][0] for j in (i, i + 1)}
        if not clash:
            break
        for j in clash:
            lo, hi = intervals[j]
            intervals[j] = roots.refine(lo, hi, (hi - lo) / 2) if lo != hi else (lo, hi)
    factors = [(h, int(k)) for h, k in f.squarefree_decomposition()]
    out = []
    for lo, hi in intervals:
        m = next(k for h, k in factors if roots.count(lo, hi, h) == 1)
        out.append([str(lo), str(hi), m])
    return {"roots": out}


def _decimal(q: Fraction, digits: int) -> str:
    """q rounded to ``digits`` decimals, as a plain decimal string (no exponent)."""
    scaled = round(q * 10**digits)
    sign, scaled = ("-" if scaled < 0 else ""), abs(scaled)
    whole, frac = divmod(scaled, 10**digits)
    text = f"{whole}.{frac:0{digits}d}".rstrip("0").rstrip(".")
    return sign + text if text != "0" else "0"


def _arb_mid(x: Any) -> Fraction:
    man, exp = x.mid().man_exp()
    return Fraction(int(man)) * Fraction(2) ** int(exp)


def op_complex_roots(payload: dict[str, Any]) -> dict[str, Any]:
    """Every complex root (FLINT's ``fmpq_poly.complex_roots``: squarefree factorization, then certified
    Newton/Aberth refinement in ball arithmetic), as a centre rounded to decimals and a radius 10^-k at most
    2^-precision_bits and at most an eighth of the distance to the nearest other root."""
    import flint

    bits = int(payload["precision_bits"])
    terms = payload["polynomial"]
    coeffs = [Fraction(0)] * (1 + max(int(e) for (e,), _ in terms))
    for (e,), (num, den) in terms:
        coeffs[int(e)] = Fraction(int(num), int(den))
    den = lcm(*(c.denominator for c in coeffs))
    f = flint.fmpz_poly([int(c * den) for c in coeffs])
    saved = flint.ctx.prec
    flint.ctx.prec = 2 * bits + 64
    try:
        pairs: Any = f.complex_roots()  # [(acb ball, multiplicity)]
        found = [(complex_mid(z), int(m)) for z, m in pairs]
    finally:
        flint.ctx.prec = saved
    k = ceil(bits * 0.30103) + 1  # 10^-k <= 2^-bits
    for (z, _), (w, _) in ((a, b) for i, a in enumerate(found) for b in found[:i]):
        gap = max(abs(z[0] - w[0]), abs(z[1] - w[1]))
        while Fraction(1, 10**k) > gap / 8:
            k += 1
    digits = k + 8
    roots = [
        {"re": _decimal(z[0], digits), "im": _decimal(z[1], digits), "radius": f"1e-{k}", "multiplicity": m}
        for z, m in found
    ]
    return {"roots": roots}


def complex_mid(z: Any) -> tuple[Fraction, Fraction]:
    return _arb_mid(z.real), _arb_mid(z.imag)


OPS = {
    "uni_complex_roots": op_complex_roots,
    "uni_gcd": op_gcd,
    "uni_resultant": op_resultant,
    "uni_discriminant": op_discriminant,
    "uni_squarefree": op_squarefree,
    "uni_real_roots": op_real_roots,
}
