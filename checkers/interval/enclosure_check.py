"""Interval enclosure checker: does [lower, upper] contain the expression's value (or its range)?

``python -I -m jacobian.checkers.interval.enclosure_check``. Format ``interval-enclosure/1``:
subject ``{"expression": text, "box": {name: [lo, hi]}}`` as the caller wrote it (an empty box is a
point), claim ``INTERVAL_ENCLOSURE {lower, upper}`` (exact rationals), no certificate. Every decision made
after the subject was read carries ``model`` (:func:`.expression.model`: canonical nodes, depth, box
variables, and the digest of the expression and box as read). The checker
parses the expression itself (:mod:`.expression`) and evaluates it with mpmath's interval arithmetic,
an implementation independent of the producer's FLINT/arb:

- a point: the interval J at 512 bits (then 4096 if needed). J inside the claim: accepted; J
  disjoint from it: rejected (the value is outside); otherwise undecided (UNCHECKABLE).
- a box: each sub-box's J inside the claim closes it; else the box is bisected on its widest
  variable, up to MAX_BOXES evaluations. A sub-box whose J, or whose midpoint's value, lies wholly
  outside the claim rejects it (some value is outside); running out of boxes is UNCHECKABLE.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from mpmath import iv

from ..entry import guarded, serve_check
from ..exact.rationals import MAX_CERT_BITS, BadRequest, fields, rational
from .expression import Undefined, check_name, ends, evaluate, model, parse

FORMAT = "interval-enclosure/1"
MAX_BOXES = 2000


def _interval(expr: tuple, box: dict[str, tuple[Fraction, Fraction]], prec: int) -> tuple[Fraction, Fraction] | None:
    iv.prec = prec
    env = {k: iv.mpf([0, 0]) + _exact(lo, hi) for k, (lo, hi) in box.items()}
    try:
        return ends(evaluate(expr, env))
    except Undefined:
        return None


def _exact(lo: Fraction, hi: Fraction) -> Any:
    """An mpmath interval containing [lo, hi] (outward rounded)."""
    a = iv.mpf(lo.numerator) / iv.mpf(lo.denominator)
    b = iv.mpf(hi.numerator) / iv.mpf(hi.denominator)
    return iv.mpf([a.a, b.b])


def read_subject(subject: dict[str, Any]) -> tuple[tuple, dict[str, tuple[Fraction, Fraction]]]:
    """The expression's tree and the box, read from the caller's subject (BadRequest otherwise)."""
    raw = subject.get("box") or {}
    if not isinstance(raw, dict) or len(raw) > 8:
        raise BadRequest("subject.box must map at most 8 names to [lower, upper]")
    box = {}
    for name, pair in raw.items():
        check_name(name)
        if not isinstance(pair, list) or len(pair) != 2:
            raise BadRequest(f"subject.box[{name!r}] must be [lower, upper]")
        a, b = rational(pair[0], f"subject.box[{name!r}][0]"), rational(pair[1], f"subject.box[{name!r}][1]")
        if a > b:
            raise BadRequest(f"subject.box[{name!r}] is empty")
        box[name] = (a, b)
    return parse(subject.get("expression"), set(box)), box


def decide(claim: dict[str, Any], expr: tuple, box: dict[str, tuple[Fraction, Fraction]]) -> dict[str, Any]:
    lo = rational(claim.get("lower"), "claim.lower", MAX_CERT_BITS)
    hi = rational(claim.get("upper"), "claim.upper", MAX_CERT_BITS)
    if lo > hi:
        return {"accepted": False, "reason": "the claimed interval is empty (lower > upper)"}
    inside = lambda J: J is not None and lo <= J[0] and J[1] <= hi  # noqa: E731
    outside = lambda J: J is not None and (J[1] < lo or J[0] > hi)  # noqa: E731
    if not box:
        for prec in (512, 4096):
            J = _interval(expr, {}, prec)
            if J is not None and inside(J):
                return {"accepted": True, "reason": f"mpmath.iv at {prec} bits gives [{float(J[0])!r}, ...] inside"}
            if J is not None and outside(J):
                return {"accepted": False, "reason": f"the value lies in {float(J[0])!r}..{float(J[1])!r}, outside"}
        return {"accepted": False, "verdict": "UNCHECKABLE", "reason": "containment not decided at 4096 bits"}
    todo, evaluations = [box], 0
    while todo:
        sub = todo.pop()
        evaluations += 1
        if evaluations > MAX_BOXES:
            return {"accepted": False, "verdict": "UNCHECKABLE", "reason": f"not settled in {MAX_BOXES} sub-boxes"}
        J = _interval(expr, sub, 256)
        if inside(J):
            continue
        mid = {k: ((a + b) / 2, (a + b) / 2) for k, (a, b) in sub.items()}
        if outside(J) or outside(_interval(expr, mid, 512)):
            return {"accepted": False, "reason": f"a value over the sub-box {_show(sub)} lies outside the claim"}
        name = max(sub, key=lambda k: sub[k][1] - sub[k][0])
        a, b = sub[name]
        m = (a + b) / 2
        todo += [{**sub, name: (a, m)}, {**sub, name: (m, b)}]
    return {"accepted": True, "reason": f"every one of the sub-boxes ({evaluations} evaluations) lies inside"}


def _show(box: dict[str, tuple[Fraction, Fraction]]) -> str:
    return ", ".join(f"{k} in [{float(a):.6g}, {float(b):.6g}]" for k, (a, b) in box.items())[:300]


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        claim = fields(payload.get("claim"), {"kind", "lower", "upper", "format"}, "claim")
        if claim.get("kind") != "INTERVAL_ENCLOSURE":
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        if claim.get("format", FORMAT) != FORMAT:
            raise BadRequest(f"certificate format {claim.get('format')!r} is not {FORMAT}")
        subject = fields(payload.get("subject"), {"expression", "box"}, "subject")
        fields(payload.get("certificate", {}), set(), "certificate")
        expr, box = read_subject(subject)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    read = model(expr, box)  # the subject was read: every decision from here on states what it was about
    try:
        decided = decide(claim, expr, box)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, "model": read}
    return {**decided, "checked": {"claim": "INTERVAL_ENCLOSURE"}, "model": read}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
