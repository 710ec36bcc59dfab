"""WZ checker: sum_k F(n, k) = S(n) for every integer n >= 0, decided from a Wilf-Zeilberger certificate.

``python -I -m jacobian.checkers.summation.check``; format ``wz-certificate/1``. The subject is the caller's
text ``{"summand": F}`` (a hypergeometric term in n and k, read here by :mod:`.hyperterm`, format
``hypergeometric-term``; the sum runs over all integers k, F vanishing outside a finite range). Claim
``HYPERGEOMETRIC_SUM {closed_form: S}`` (a term in n alone); certificate ``{"wz": R}`` (a rational function of
n and k in the same grammar, polynomial factors only). Decided by :mod:`.wz`: the WZ identity as a rational
identity of the checker's own term ratios, the boundary argument under its stated conditions, and the values at
n = 0 .. n0 by exact evaluation. No computer algebra library.

Every decision after the summand is read reports the model read: factor counts and the sha256 of its canonical
form.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..entry import guarded, serve_check
from . import hyperterm as H
from . import wz

FORMAT = "wz-certificate/1"
READS = "hypergeometric-term"
CLAIMS = ("HYPERGEOMETRIC_SUM",)


class BadRequest(ValueError):
    """Malformed subject, claim or certificate: the evidence is rejected."""


def fields(value: Any, allowed: set[str], where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise BadRequest(f"{where} must be an object")
    extra = set(value) - allowed
    if extra:
        raise BadRequest(f"{where} has unknown fields {sorted(extra)}")
    return value


def canonical(t: H.Term) -> dict[str, Any]:
    return {
        "const": str(t.const),
        "binomials": sorted([list(a), list(b), e] for a, b, e in t.binomials),
        "factorials": sorted([list(a), e] for a, e in t.factorials),
        "exponentials": sorted([c, list(a)] for c, a in t.exponentials),
        "polynomials": sorted([sorted([i, j, str(c)] for (i, j), c in p.items()), e] for p, e in t.polys),
    }


def model(t: H.Term) -> dict[str, Any]:
    text = json.dumps(canonical(t), sort_keys=True, separators=(",", ":"))
    summary = {
        "binomials": len(t.binomials),
        "factorials": len(t.factorials),
        "exponentials": len(t.exponentials),
        "polynomials": len(t.polys),
    }
    return {"format": READS, "summary": summary, "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest()}


def read(text: Any, names: tuple[str, ...], where: str) -> H.Term:
    try:
        return H.parse(text, names)
    except H.TextError as exc:
        raise BadRequest(f"{where}: {exc}") from None


def certificate(text: Any) -> wz.Fac:
    r = read(text, ("n", "k"), "certificate.wz")
    if r.binomials or r.factorials or r.exponentials:
        raise BadRequest("certificate.wz is a rational function: polynomial factors only")
    return wz.as_fac(r)


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        claim = fields(payload.get("claim"), {"kind", "closed_form"}, "claim")
        if claim.get("kind") not in CLAIMS:
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        subject = fields(payload.get("subject"), {"summand"}, "subject")
        cert = fields(payload.get("certificate"), {"wz"}, "certificate")
        F = read(subject.get("summand"), ("n", "k"), "subject.summand")
        S = read(claim.get("closed_form"), ("n",), "claim.closed_form")
        R = certificate(cert.get("wz"))
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    accepted, reason = wz.decide(F, S, R)
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}, "model": model(F)}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
