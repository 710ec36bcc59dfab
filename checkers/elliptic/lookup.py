"""Checker: what of a Cremona database entry can be checked -- the stored model and conductor, and rank >= r.

``python -I -m jacobian.checkers.elliptic.lookup``; format ``ec-lookup/1``; claim ``CREMONA_ENTRY``
{invariants, r, generators}: ``invariants`` an ``ELLIPTIC_CURVE_INVARIANTS`` claim without its kind (whose
minimal model and conductor are the stored ones), ``generators`` the r stored points [x, y] on that minimal
model. Subject ``{"coefficients": [a1, a2, a3, a4, a6]}``, the curve asked (integers, read here). Certificate
{certificates, independence}: the primality proofs the invariants checker reads, and the ``ec-rank/1``
certificate {ell, primes, torsion_prime} for the generators ({} when r = 0).

Two existing decisions, in order, each on its own reading:

1. :mod:`.invariants` on the subject: the stated transform maps the curve asked onto the stated minimal model,
   which is minimal at every prime (its own Tate's algorithm) with the stated conductor.
2. :mod:`.rank` on that minimal model (isomorphic over Q to the curve asked by step 1, so of the same rank):
   the generators lie on it and are independent, so rank E(Q) >= r.

What stays the database's: that rank = r, the label, and that the table lists this curve under it.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from ..integer.numbers import BadRequest, described
from . import invariants, rank
from .weierstrass import coefficients

FORMAT = "ec-lookup/1"
KIND = "CREMONA_ENTRY"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim, subject, cert = payload.get("claim"), payload.get("subject"), payload.get("certificate")
        if not isinstance(claim, dict) or set(claim) != {"kind", "invariants", "r", "generators"}:
            raise BadRequest(f"the claim must be exactly {{kind: {KIND}, invariants, r, generators}}")
        if claim["kind"] != KIND or not isinstance(claim["invariants"], dict):
            raise BadRequest(f"the claim must be {KIND} with an invariants object")
        if not isinstance(subject, dict) or set(subject) != {"coefficients"}:
            raise BadRequest("the subject must be exactly {'coefficients': [a1, a2, a3, a4, a6]}")
        if not isinstance(cert, dict) or set(cert) != {"certificates", "independence"}:
            raise BadRequest("the certificate must be exactly {'certificates': {...}, 'independence': {...}}")
        model = {"model": described({"coefficients": list(coefficients(subject["coefficients"], "subject"))})}
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    stored = claim["invariants"]
    first = invariants.check(
        {
            "claim": {**stored, "kind": invariants.KIND},
            "subject": subject,
            "certificate": {"certificates": cert["certificates"]},
        }
    )
    if not first["accepted"]:
        return {"accepted": False, "reason": f"stored model: {first['reason']}", "checked": {}, **model}
    second = rank.check(
        {
            "claim": {"kind": rank.KIND, "r": claim["r"], "points": claim["generators"]},
            "subject": {"coefficients": stored["minimal_model"]},  # read by the invariants check above
            "certificate": cert["independence"],
        }
    )
    if not second["accepted"]:
        return {"accepted": False, "reason": f"stored generators: {second['reason']}", "checked": {}, **model}
    reason = f"{first['reason']}; on that model, {second['reason']}"
    return {"accepted": True, "reason": reason, "checked": {"claim": KIND}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
