"""Worker: check the first N coefficients of a rational generating function P(x)/Q(x) by multiplying back.

``python -I -m jacobian.checkers.combinatorics.series_check``; format ``series/1``; payload ``{"claim":
{"kind": "SERIES_COEFFICIENTS", "coefficients": ["a_0", ...]}, "subject": {"numerator": text, "denominator": text,
"variable": name, "terms": N}, "certificate": {}}``. The two polynomials are the caller's text, read here by the
polynomial checkers' own bounded parser (:func:`..polynomial.poly.parse`, over QQ, one variable). With q_0 = Q(0)
nonzero, A = P/Q is the unique power series with Q A = P, so the claim holds exactly when
sum_{j=0}^{min(i, deg Q)} q_j a_{i-j} = p_i for every i in 0..N-1 (the recurrence Q implies): the checker computes
these N sums in fractions and accepts only if every one matches. The claim is about those N coefficients only.

Every decision after the subject is read reports the model read (format ``polynomial-text``: degrees and the
sha256 of the canonical form of both polynomials and N).
"""

from __future__ import annotations

import hashlib
import json
import re
from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from ..polynomial.poly import BadRequest, Field, parse

FORMAT = "series/1"
READS = "polynomial-text"
MAX_TERMS = 1000
MAX_COEFF_CHARS = 2000
QQ = Field("QQ")
NAME = re.compile(r"[A-Za-z][A-Za-z0-9]{0,15}", re.ASCII)
RATIONAL = re.compile(r"-?(0|[1-9][0-9]*)(/[1-9][0-9]*)?", re.ASCII)


def dense(text: Any, variable: str, where: str) -> list[Fraction]:
    poly = parse(text, (variable,), QQ, where)
    out = [Fraction(0)] * (max((e[0] for e in poly), default=-1) + 1)
    for (e,), c in poly.items():
        out[e] = Fraction(c)
    return out


def series(p: list[Fraction], q: list[Fraction], n: int) -> list[Fraction]:
    """The first n coefficients of p/q (q[0] != 0), by the recurrence q implies (what the claim is tested against;
    used by the tests, the checker itself only multiplies back)."""
    a: list[Fraction] = []
    for i in range(n):
        s = (p[i] if i < len(p) else Fraction(0)) - sum(q[j] * a[i - j] for j in range(1, min(i, len(q) - 1) + 1))
        a.append(s / q[0])
    return a


def model(p: list[Fraction], q: list[Fraction], variable: str, n: int) -> dict[str, Any]:
    form = {"variable": variable, "numerator": [str(c) for c in p], "denominator": [str(c) for c in q], "terms": n}
    text = json.dumps(form, sort_keys=True, separators=(",", ":"))
    return {
        "format": READS,
        "summary": {"numerator_degree": len(p) - 1, "denominator_degree": len(q) - 1, "terms": n},
        "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest(),
    }


def check(payload: dict[str, Any]) -> dict[str, Any]:
    read: dict[str, Any] = {}
    try:
        claim, subject = payload.get("claim"), payload.get("subject")
        if (
            not isinstance(claim, dict)
            or claim.get("kind") != "SERIES_COEFFICIENTS"
            or set(claim)
            != {
                "kind",
                "coefficients",
            }
        ):
            raise BadRequest("claim must be exactly {kind: SERIES_COEFFICIENTS, coefficients}")
        if payload.get("format", FORMAT) != FORMAT:
            raise BadRequest(f"format must be {FORMAT}")
        if not isinstance(subject, dict) or set(subject) != {"numerator", "denominator", "variable", "terms"}:
            raise BadRequest("subject must be exactly {numerator, denominator, variable, terms}")
        variable, n = subject["variable"], subject["terms"]
        if not isinstance(variable, str) or not NAME.fullmatch(variable):
            raise BadRequest("subject.variable must be a name: a letter, then at most 15 letters or digits")
        if type(n) is not int or not 1 <= n <= MAX_TERMS:
            raise BadRequest(f"subject.terms must be an integer in 1..{MAX_TERMS}")
        p = dense(subject["numerator"], variable, "subject.numerator")
        q = dense(subject["denominator"], variable, "subject.denominator")
        read = {"model": model(p, q, variable, n)}
        if not q or q[0] == 0:
            raise BadRequest("subject.denominator must have a nonzero constant term (else P/Q is no power series)")
        if payload.get("certificate", {}) != {}:
            raise BadRequest("certificate must be empty: the checker multiplies back itself")
        given = claim["coefficients"]
        if not isinstance(given, list) or len(given) != n:
            raise BadRequest(f"claim.coefficients must be a list of exactly {n} rationals")
        a = []
        for i, c in enumerate(given):
            if not isinstance(c, str) or len(c) > MAX_COEFF_CHARS or not RATIONAL.fullmatch(c):
                raise BadRequest(f"claim.coefficients[{i}] must be a rational as text ('-3', '5/2')")
            a.append(Fraction(c))
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **read}
    for i in range(n):
        product = sum((q[j] * a[i - j] for j in range(min(i, len(q) - 1) + 1)), Fraction(0))
        if product != (p[i] if i < len(p) else 0):
            return {
                "accepted": False,
                "reason": f"Q * A differs from P at x^{i}: {product} against {p[i] if i < len(p) else 0}",
                "checked": {},
                **read,
            }
    return {
        "accepted": True,
        "reason": f"Q * A = P up to x^{n - 1}, and Q(0) != 0: these are the first {n} coefficients of P/Q",
        "checked": {"claim": "SERIES_COEFFICIENTS", "terms": n},
        **read,
    }


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
