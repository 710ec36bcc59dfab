"""Complex-root checker: every root of a polynomial over QQ enclosed in a box, each box proven to hold exactly one.

``python -I -m jacobian.checkers.polynomial.complex_roots``; format ``complex-roots-certificate/1``. Subject
``{"field": "QQ", "variable", "polynomial"}`` (the caller's text, parsed by :mod:`.poly`). Claim
``COMPLEX_ROOTS {roots: [{re, im, radius, multiplicity}], max_radius?}``: the box of a root is
[re - radius, re + radius] + i [im - radius, im + radius], each number a decimal string (``-?d+(.d+)?``, radius
also ``d(.d+)?e-N``) read exactly as a fraction.

The argument, in mpmath's interval arithmetic (``mpmath.iv``; the producer is FLINT through python-flint, never
imported here) over the checker's own exact squarefree decomposition:

1. Yun's decomposition f = c * prod a_k^k (:func:`.univariate.yun`, exact fractions): the roots of
   multiplicity k are the roots of a_k, which is squarefree.
2. For each box of multiplicity k, Krawczyk's test on a_k: with c the box's centre, Y ~ 1/a_k'(c) and X the box,
   K = c - Y a_k(c) + (1 - Y a_k'(X)) (X - c) evaluated as rectangular complex intervals (pairs of real
   intervals, Horner's rule). K inside the interior of X proves X holds exactly one root of a_k (Krawczyk;
   Rump's uniqueness: the complex product is the real 2x2 interval matrix [[Re, -Im], [Im, Re]] acting on X - c,
   and a_k'(X) encloses the mean value of a_k' on any segment in the convex box). The box's ends are compared
   exactly (mpmath's endpoints are dyadic fractions).
3. The boxes of one multiplicity are pairwise disjoint and as many as deg a_k: so they hold every root of a_k.

Refused (not accepted), each with its reason: a box in which the test fails (no root, two roots, or too wide to
tell), two overlapping boxes, a missing or surplus root, a multiplicity the polynomial has not, a radius above
``max_radius``.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from mpmath import iv

from ..entry import guarded, serve_check
from . import univariate as U
from .poly import BadRequest, Field
from .univariate_check import Subject, fields

FORMAT = "complex-roots-certificate/1"
MAX_ROOTS = 512
MAX_PREC = 60_000  # bits of working precision; above it the claim is refused as too costly
DECIMAL = re.compile(r"-?(0|[1-9][0-9]{0,99})(\.[0-9]{1,600})?")
RADIUS = re.compile(r"(0|[1-9][0-9]{0,99})(\.[0-9]{1,600})?(e-[0-9]{1,4})?")

Box = tuple[Fraction, Fraction, Fraction]  # re, im, radius
CI = tuple[Any, Any]  # a rectangular complex interval: (real part, imaginary part), each an mpmath interval


def number(text: Any, pattern: re.Pattern[str], where: str) -> Fraction:
    if not isinstance(text, str) or not pattern.fullmatch(text):
        raise BadRequest(f"{where}: a decimal number {pattern.pattern}")
    return Fraction(text)


def exact(x: Any) -> tuple[Fraction, Fraction]:
    """The ends of an mpmath interval as fractions; BadRequest for an unbounded or undefined one."""
    out = []
    for sign, man, exp, bc in x._mpi_:
        if not man and (sign, man, exp, bc) != (0, 0, 0, 0):
            raise BadRequest("an interval became unbounded (raise the precision or shrink the box)")
        v = Fraction(int(man)) * (Fraction(2) ** int(exp))
        out.append(-v if sign else v)
    return out[0], out[1]


def enclose(q: Fraction) -> Any:
    return iv.mpf(q.numerator) / iv.mpf(q.denominator)


def span(lo: Fraction, hi: Fraction) -> Any:
    """An interval containing [lo, hi]."""
    a, b = enclose(lo), enclose(hi)
    return iv.mpf([a.a, b.b])


def cmul(x: CI, y: CI) -> CI:
    return (x[0] * y[0] - x[1] * y[1], x[0] * y[1] + x[1] * y[0])


def horner(coeffs: list[Any], z: CI) -> CI:
    acc: CI = (iv.mpf(0), iv.mpf(0))
    for c in reversed(coeffs):
        re_, im_ = cmul(acc, z)
        acc = (re_ + c, im_)
    return acc


def precision(f: U.Dense, radius: Fraction) -> int:
    """Working bits: the coefficients' size, the root bound's growth over the degree, twice the radius's bits."""
    ints = [c * lcm_den(f) for c in f]
    coeff_bits = max(abs(int(c)).bit_length() for c in ints)
    bound = 1 + max(abs(Fraction(c)) for c in f[:-1]) / abs(Fraction(f[-1])) if len(f) > 1 else Fraction(1)
    grow = U.degree(f) * max(1, bits(bound) + 1)
    rbits = max(0, -bits(radius) + 1)
    return coeff_bits + grow + 2 * rbits + 64


def bits(q: Fraction) -> int:
    """About log2(q) for q > 0 (within one), from the bit lengths: no float, so no overflow."""
    return q.numerator.bit_length() - q.denominator.bit_length()


def lcm_den(f: U.Dense) -> int:
    from math import lcm

    return lcm(*(Fraction(c).denominator for c in f))


def krawczyk(f: U.Dense, box: Box) -> str | None:
    """None when the box holds exactly one root of the squarefree f; otherwise why that was not shown."""
    re_, im_, r = box
    if r <= 0:
        return "the radius is not positive"
    prec = precision(f, r)
    if prec > MAX_PREC:
        raise BadRequest(f"the box needs {prec} bits of working precision, above {MAX_PREC}")
    saved, iv.prec = iv.prec, prec
    try:
        coeffs = [enclose(Fraction(c)) for c in f]
        deriv = [enclose(Fraction(c)) for c in U.derivative(f, Field("QQ"))]
        c: CI = (enclose(re_), enclose(im_))
        X: CI = (span(re_ - r, re_ + r), span(im_ - r, im_ + r))
        fc = horner(coeffs, c)
        dc = horner(deriv, c)
        u, v = dc[0].mid, dc[1].mid
        norm = u * u + v * v
        if exact(norm) == (Fraction(0), Fraction(0)):
            return "the derivative vanishes at the centre"
        Y: CI = (u / norm, -v / norm)
        dX = horner(deriv, X)
        ydx = cmul(Y, dX)
        one_minus = (1 - ydx[0], -ydx[1])
        shift = (X[0] - c[0], X[1] - c[1])
        tail = cmul(one_minus, shift)
        yf = cmul(Y, fc)
        K = (c[0] - yf[0] + tail[0], c[1] - yf[1] + tail[1])
        (klo, khi), (kilo, kihi) = exact(K[0]), exact(K[1])
    finally:
        iv.prec = saved
    if re_ - r < klo and khi < re_ + r and im_ - r < kilo and kihi < im_ + r:
        return None
    return "Krawczyk's operator does not map the box into its interior (no root, several, or the box too wide)"


def overlap(a: Box, b: Box) -> bool:
    return abs(a[0] - b[0]) <= a[2] + b[2] and abs(a[1] - b[1]) <= a[2] + b[2]


def check_roots(S: Subject, claim: dict[str, Any]) -> tuple[bool, str]:
    f = S.polys["polynomial"]
    if S.K.p is not None:
        raise BadRequest("complex roots are claimed over QQ only")
    if U.degree(f) < 1:
        raise BadRequest("a polynomial of degree at least 1 is needed")
    raw = claim.get("roots")
    if not isinstance(raw, list) or len(raw) > MAX_ROOTS:
        raise BadRequest(f"claim.roots must be a list of at most {MAX_ROOTS} roots")
    cap = claim.get("max_radius")
    max_radius = None if cap is None else number(cap, RADIUS, "claim.max_radius")
    groups: dict[int, list[tuple[int, Box]]] = {}
    for i, item in enumerate(raw):
        item = fields(item, {"re", "im", "radius", "multiplicity"}, f"claim.roots[{i}]")
        m = item.get("multiplicity")
        if type(m) is not int or m < 1:
            raise BadRequest(f"claim.roots[{i}].multiplicity must be an integer >= 1")
        w = f"claim.roots[{i}]"
        box = (
            number(item.get("re"), DECIMAL, f"{w}.re"),
            number(item.get("im"), DECIMAL, f"{w}.im"),
            number(item.get("radius"), RADIUS, f"{w}.radius"),
        )
        if max_radius is not None and box[2] > max_radius:
            return False, f"root {i}: radius {item['radius']} is above {cap}"
        groups.setdefault(m, []).append((i, box))
    yun = U.yun(f, S.K)
    for m, boxes in sorted(groups.items()):
        a = yun[m - 1] if m <= len(yun) else [Fraction(1)]
        if len(boxes) != U.degree(a):
            return False, f"the polynomial has {U.degree(a)} roots of multiplicity {m}, the claim lists {len(boxes)}"
        for n, (i, box) in enumerate(boxes):
            for j, other in boxes[:n]:
                if overlap(box, other):
                    return False, f"the boxes of roots {j} and {i} overlap"
            why = krawczyk(a, box)
            if why is not None:
                return False, f"root {i}: {why}"
    missing = [k + 1 for k, a in enumerate(yun) if U.degree(a) > 0 and k + 1 not in groups]
    if missing:
        return False, f"no box is given for the roots of multiplicity {missing[0]}"
    total = sum(len(b) for b in groups.values())
    return True, f"{total} boxes, each holding exactly one root (Krawczyk), disjoint and accounting for every root"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim = fields(payload.get("claim"), {"kind", "roots", "max_radius"}, "claim")
        if claim.get("kind") != "COMPLEX_ROOTS":
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        subject = fields(payload.get("subject"), {"field", "variable", "polynomial"}, "subject")
        fields(payload.get("certificate", {}), set(), "certificate")
        S = Subject(subject, ("polynomial",))
        model = {"model": S.model()}
        accepted, reason = check_roots(S, claim)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": "COMPLEX_ROOTS"}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
