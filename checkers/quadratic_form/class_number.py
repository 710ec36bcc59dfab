"""Checker: the class number h(D) of an imaginary quadratic discriminant, by counting reduced forms itself.

``python -I -m jacobian.checkers.quadratic_form.class_number``; format ``reduced-forms/1``; claim
``CLASS_NUMBER {h}``, subject ``{"D": "<negative decimal>"}`` (read here, ``integer/numbers.py``). For
D < 0, D = 0 or 1 mod 4, every class of primitive positive definite forms a x^2 + b x y + c y^2 of
discriminant b^2 - 4ac = D holds exactly one reduced form: |b| <= a <= c, and b >= 0 when |b| = a or a = c
(Gauss; e.g. Cohen, A Course in Computational Algebraic Number Theory, 5.3). The checker enumerates them
(a <= sqrt(|D|/3)) and counts the primitive ones (gcd(a, b, c) = 1); h must equal that count. It refuses
|D| > ``MAX_ABS_D`` (the enumeration's bound) and reports the model read.
"""

from __future__ import annotations

from math import gcd
from typing import Any

from ..entry import guarded, serve_check
from ..integer.numbers import BadRequest, decimal, described, signed

FORMAT = "reduced-forms/1"
MAX_ABS_D = 10**6


def reduced_forms(d: int) -> list[tuple[int, int, int]]:
    """The reduced primitive positive definite forms (a, b, c) of discriminant d < 0."""
    out = []
    a = 1
    while 3 * a * a <= -d:
        for b in range(-a + 1, a + 1):
            if (b * b - d) % (4 * a):
                continue
            c = (b * b - d) // (4 * a)
            if c < a or (b < 0 and a == c) or gcd(gcd(a, b), c) != 1:
                continue
            out.append((a, b, c))
        a += 1
    return out


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim, subject, cert = payload.get("claim"), payload.get("subject"), payload.get("certificate")
        if not isinstance(claim, dict) or set(claim) != {"kind", "h"} or claim["kind"] != "CLASS_NUMBER":
            raise BadRequest("the claim must be exactly {'kind': 'CLASS_NUMBER', 'h': <decimal>}")
        if not isinstance(subject, dict) or set(subject) != {"D"} or cert != {}:
            raise BadRequest("the subject must be exactly {'D': <decimal>} and the certificate {}")
        d = signed(subject["D"], "subject.D")
        model = {"model": described({"D": d})}
        h = decimal(claim["h"], "claim.h")
        if d >= 0 or d % 4 not in (0, 1):
            return {"accepted": False, "reason": "D must be negative and 0 or 1 mod 4", "checked": {}, **model}
        if -d > MAX_ABS_D:
            raise BadRequest(f"|D| is above the checker's enumeration bound {MAX_ABS_D}")
        count = len(reduced_forms(d))
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    if count != h:
        return {"accepted": False, "reason": f"{count} reduced forms, not {h}", "checked": {}, **model}
    return {
        "accepted": True,
        "reason": f"h(D) = {h}: the reduced forms counted",
        "checked": {"claim": "CLASS_NUMBER"},
        **model,
    }


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
