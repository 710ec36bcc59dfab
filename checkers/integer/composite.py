"""Integer checker: n is composite, shown by a divisor or a Fermat witness, in Python's own integers.

``python -I -m jacobian.checkers.integer.composite``; format ``composite/1``; claim ``INTEGER_COMPOSITE``.
Subject ``{"n": "<decimal>"}``, read here (the certificate never says what n is). The certificate is
exactly one of
- ``{"divisor": "<d>"}``: accepted when 1 < d < n and n mod d = 0;
- ``{"fermat_witness": "<a>"}``: accepted when 1 < a < n and a^(n-1) mod n != 1. Were n prime, every
  such a would be coprime to n and Fermat's little theorem would give 1, so the witness proves n
  composite without naming a factor. (A Carmichael number has no witness coprime to it; a witness that
  shares a factor with n still proves it composite.)
The exponentiation is Python's ``pow`` on the checker's own integers; nothing the producer computed is
read but d or a. Every decision after reading n reports the model read.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from .numbers import BadRequest, decimal, described

FORMAT = "composite/1"
CLAIM = "INTEGER_COMPOSITE"


def decide(n: int, cert: dict[str, Any]) -> tuple[bool, str]:
    """Whether the certificate shows n composite, and why (or why not)."""
    if n < 4:
        return False, f"{n} is not composite"
    if "divisor" in cert:
        d = decimal(cert["divisor"], "certificate.divisor")
        if not 1 < d < n:
            return False, f"the divisor {d} is not strictly between 1 and n"
        if n % d:
            return False, f"{d} does not divide n (remainder {n % d})"
        return True, f"{d} divides n: n is composite"
    a = decimal(cert["fermat_witness"], "certificate.fermat_witness")
    if not 1 < a < n:
        return False, f"the Fermat witness {a} is not strictly between 1 and n"
    if pow(a, n - 1, n) == 1:
        return False, f"{a}^(n-1) = 1 mod n: {a} is no Fermat witness (n may still be composite)"
    return True, f"{a}^(n-1) != 1 mod n (Fermat): n is composite"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim, subject, cert = payload.get("claim"), payload.get("subject"), payload.get("certificate")
        if not isinstance(claim, dict) or claim != {"kind": CLAIM}:
            raise BadRequest(f"the claim must be exactly {{'kind': '{CLAIM}'}}")
        if not isinstance(subject, dict) or set(subject) != {"n"}:
            raise BadRequest("the subject must be exactly {'n': <decimal>}")
        if not isinstance(cert, dict) or len(cert) != 1 or set(cert) - {"divisor", "fermat_witness"}:
            raise BadRequest("the certificate must be exactly one of {'divisor': d} or {'fermat_witness': a}")
        n = decimal(subject["n"], "subject.n")
        model = {"model": described({"n": n})}
        accepted, reason = decide(n, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": CLAIM, "by": next(iter(cert))}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
