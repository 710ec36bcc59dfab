"""Integer checker: primality and factorizations by proof trees of Atkin-Morain (ECPP) and Pratt steps.

``python -I -m jacobian.checkers.integer.ecpp``; format ``prime-proof/1``. Subject ``{"n": "<decimal>"}``,
read here. Certificate ``{"certificates": {"<p>": entry}}``, each entry a Pratt step or an ECPP step
(:mod:`.proofs`; the elliptic-curve arithmetic is the checker's own, :mod:`.curve`). Claims:
``INTEGER_PRIME`` (n is prime) and ``INTEGER_FACTORIZATION {factors: [["<p>", e], ...]}`` (distinct
primes in increasing order, each proven, whose product is n). Every decision after reading n reports the
model read (:func:`.numbers.described`).
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from .numbers import BadRequest, decimal, described
from .proofs import entries, factorization, product, why_not_prime

FORMAT = "prime-proof/1"
CLAIMS = ("INTEGER_PRIME", "INTEGER_FACTORIZATION")


def decide(claim: dict[str, Any], n: int, certs: dict[str, Any]) -> tuple[bool, str]:
    if claim["kind"] == "INTEGER_PRIME":
        why = why_not_prime(n, certs)
        return why is None, why or f"n ({len(str(n))} digits) is prime (ECPP and Pratt steps)"
    pairs, why = factorization(claim.get("factors"), certs)
    if why:
        return False, why
    if product(pairs, n) != n:
        return False, "the listed prime powers do not multiply to n"
    return True, f"{len(pairs)} proven primes whose product is n"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim, subject, cert = payload.get("claim"), payload.get("subject"), payload.get("certificate")
        if not isinstance(claim, dict) or claim.get("kind") not in CLAIMS:
            raise BadRequest(f"the claim kind must be one of {', '.join(CLAIMS)}")
        allowed = {"kind"} if claim["kind"] == "INTEGER_PRIME" else {"kind", "factors"}
        if set(claim) != allowed:
            raise BadRequest(f"the claim must have exactly the fields {sorted(allowed)}")
        if not isinstance(subject, dict) or set(subject) != {"n"}:
            raise BadRequest("the subject must be exactly {'n': <decimal>}")
        if not isinstance(cert, dict) or set(cert) != {"certificates"}:
            raise BadRequest("the certificate must be exactly {'certificates': {...}}")
        n = decimal(subject["n"], "subject.n")
        model = {"model": described({"n": n})}
        accepted, reason = decide(claim, n, entries(cert["certificates"]))
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
