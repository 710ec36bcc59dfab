"""Primality proofs as a tree of steps: Pratt (Lucas) steps and Atkin-Morain (ECPP) steps, mixed.

``certificates`` maps a prime p (canonical decimal) to one entry: a Pratt entry ``{"witness", "factors"}``
(:func:`.pratt.pratt_step`: p is prime when the primes of p - 1 are) or an ECPP entry ``{"t", "s", "a",
"x", "y"}`` (:func:`.curve.ecpp_step`: p is prime when q = (p + 1 - t) / s is). Primes below ``SMALL``
are proven by trial division. Every step names smaller numbers only (the factors of p - 1; q < p), so
the walk ends, and p counts as proven only when every number its steps name is proven in turn.
"""

from __future__ import annotations

from typing import Any

from .curve import ECPP_KEYS, ecpp_step
from .numbers import MAX_DIGITS, BadRequest, decimal
from .pratt import SMALL, pratt_step, trial_prime

MAX_ENTRIES = 10_000


def entries(cert: Any, where: str = "certificate.certificates") -> dict[str, Any]:
    """The certificate's entries, bounded: an object of at most MAX_ENTRIES decimal keys."""
    if not isinstance(cert, dict) or len(cert) > MAX_ENTRIES:
        raise BadRequest(f"{where} must be an object of at most {MAX_ENTRIES} entries")
    return cert


def why_not_prime(n: int, certs: dict[str, Any]) -> str | None:
    """None when n is proven prime from the entries; else the first failure."""
    todo, proven = [n], set()
    while todo:
        p = todo.pop()
        if p in proven:
            continue
        if p < SMALL:
            if not trial_prime(p):
                return f"{p} is not prime (trial division)"
            proven.add(p)
            continue
        entry = certs.get(str(p))
        if isinstance(entry, dict) and set(entry) == ECPP_KEYS:
            why, q = ecpp_step(p, entry)
            names = [q]
        else:
            why, names = pratt_step(p, entry)
        if why is not None:
            return why
        proven.add(p)
        todo.extend(names)
    return None


def factorization(
    factors: Any, certs: dict[str, Any], where: str = "claim.factors"
) -> tuple[list[tuple[int, int]], str | None]:
    """A claimed factorization ``[["<p>", e], ...]`` read and proven: (pairs, None), or (pairs, why a
    listed p is not proven prime). Primes must be distinct and increasing, exponents >= 1."""
    if not isinstance(factors, list) or len(factors) > 4 * MAX_DIGITS:
        raise BadRequest(f"{where} must be a list")
    pairs: list[tuple[int, int]] = []
    for i, f in enumerate(factors):
        if not (isinstance(f, list) and len(f) == 2 and type(f[1]) is int and 1 <= f[1] <= 4 * MAX_DIGITS):
            raise BadRequest(f"{where}[{i}] must be [decimal, exponent >= 1]")
        p = decimal(f[0], f"{where}[{i}]")
        if pairs and p <= pairs[-1][0]:
            raise BadRequest(f"{where} must list distinct primes in increasing order")
        pairs.append((p, f[1]))
    for p, _ in pairs:
        why = why_not_prime(p, certs)
        if why:
            return pairs, f"factor {p}: {why}"
    return pairs, None


def product(pairs: list[tuple[int, int]], bound: int) -> int | None:
    """The product of p^e, or None when it would exceed ``bound`` (judged by bit lengths before it is
    formed: a forged exponent never makes the checker build a huge number)."""
    if sum((p.bit_length() - 1) * e for p, e in pairs) > bound.bit_length():
        return None
    out = 1
    for p, e in pairs:
        out *= p**e
    return out if out <= bound else None
