"""Multiplicative functions of n from a proven factorization: Euler's totient, the divisors, sigma, Moebius.

Each claim is decided the same way: the certificate's factorization ``factors`` ([["<p>", e], ...], primes
increasing) must have every p proven prime by ``certificates`` (:mod:`.proofs`) and multiply to n; the
checker then computes the function itself from the prime powers and compares it with the claim.
"""

from __future__ import annotations

from typing import Any

from .numbers import BadRequest, decimal, signed
from .proofs import entries, factorization, product

MAX_DIVISORS = 100_000  # a listed divisor set larger than this is refused unread


def proven_factors(n: int, cert: dict[str, Any]) -> tuple[list[tuple[int, int]], str | None]:
    """The certificate's factorization of n, or why it is not one (a p unproven, a wrong product)."""
    certs = entries(cert.get("certificates"))
    pairs, why = factorization(cert.get("factors"), certs, "certificate.factors")
    if why is None and product(pairs, n) != n:
        why = "the certificate's prime powers do not multiply to n"
    return pairs, why


def totient(pairs: list[tuple[int, int]]) -> int:
    out = 1
    for p, e in pairs:
        out *= (p - 1) * p ** (e - 1)
    return out


def divisors(pairs: list[tuple[int, int]]) -> list[int]:
    out = [1]
    for p, e in pairs:
        out = [d * p**k for d in out for k in range(e + 1)]
    return sorted(out)


def decide(kind: str, n: int, claim: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str]:
    pairs, why = proven_factors(n, cert)
    if why:
        return False, why
    if kind == "INTEGER_TOTIENT":
        want = totient(pairs)
        got = decimal(claim.get("value"), "claim.value")
        return (got == want, "phi(n) is as claimed" if got == want else "phi(n) differs from the claim")
    if kind == "INTEGER_MOBIUS":
        want = 0 if any(e > 1 for _, e in pairs) else (-1) ** len(pairs)
        got = signed(claim.get("value"), "claim.value")
        return (got == want, f"mu(n) = {want}" + ("" if got == want else f", not {got}"))
    count, sigma = 1, 1
    for p, e in pairs:
        count *= e + 1
        sigma *= (p ** (e + 1) - 1) // (p - 1)
    if decimal(claim.get("count"), "claim.count") != count:
        return False, f"n has {count} divisors, not the claimed number"
    if decimal(claim.get("sigma"), "claim.sigma") != sigma:
        return False, "sigma(n) differs from the claim"
    listed = claim.get("divisors")
    if listed is None:
        return True, f"tau(n) = {count} and sigma(n) are as claimed (the divisors were not listed)"
    if not isinstance(listed, list) or len(listed) != count or count > MAX_DIVISORS:
        return False, f"the divisor list must have exactly tau(n) = {count} entries (at most {MAX_DIVISORS})"
    if [decimal(d, "claim.divisors[]") for d in listed] != divisors(pairs):
        return False, "the listed divisors are not the divisors of n in increasing order"
    return True, f"the {count} divisors of n, tau(n) and sigma(n) are as claimed"


def read_n(subject: dict[str, Any]) -> int:
    if set(subject) != {"n"}:
        raise BadRequest("the subject must be exactly {'n': <decimal>}")
    n = decimal(subject["n"], "subject.n")
    if n < 1:
        raise BadRequest("subject.n must be at least 1")
    return n
