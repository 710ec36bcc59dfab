"""Integer checker: factorizations and primality by Pratt certificates, in Python's own integers.

``python -I -m jacobian.checkers.integer.pratt``; format ``pratt/1``. Subject ``{"n": "<decimal>"}``.
Certificate ``{"certificates": {"<p>": {"witness": a, "factors": [["<q>", e], ...]}}}``: p is prime when
prod q^e = p - 1, a^(p-1) = 1 (mod p) and a^((p-1)/q) != 1 (mod p) for every q (a has order p - 1), and
every q is prime in turn -- by its own entry, or by trial division below ``SMALL``. Claims:
``INTEGER_PRIME`` (n is prime) and ``INTEGER_FACTORIZATION {factors: [["<p>", e], ...]}`` (the product is
n and every p is proven prime). Every decision after reading n reports the model read.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from .numbers import MAX_DIGITS, BadRequest, decimal, described

FORMAT = "pratt/1"
SMALL = 1 << 20
MAX_ENTRIES = 10_000


def trial_prime(p: int) -> bool:
    if p < 2:
        return False
    d = 2
    while d * d <= p:
        if p % d == 0:
            return False
        d += 1
    return True


def pratt_step(p: int, entry: Any) -> tuple[str | None, list[int]]:
    """One Pratt step: (None, the primes of p - 1, each still to be proven) when the entry shows that p is
    prime provided those primes are; else (why not, [])."""
    if not isinstance(entry, dict) or set(entry) != {"witness", "factors"}:
        return f"no certificate entry for {p}", []
    a, factors = entry["witness"], entry["factors"]
    if type(a) is not int or not 1 < a < p or not isinstance(factors, list) or not factors:
        return f"the entry for {p} needs an integer witness in 2..p-1 and a factor list", []
    product, primes = 1, []
    for f in factors:
        if not (isinstance(f, list) and len(f) == 2 and type(f[1]) is int and 1 <= f[1] <= 4 * MAX_DIGITS):
            return f"the entry for {p} has a malformed factor {f!r}", []
        q = decimal(f[0], f"certificates[{p}].factors")
        if q < 2 or q in primes:
            return f"the entry for {p} lists {q} badly", []
        primes.append(q)
        product *= q ** f[1]
    if product != p - 1:
        return f"the factors listed for {p} multiply to {product}, not p - 1", []
    if pow(a, p - 1, p) != 1:
        return f"{a}^({p}-1) != 1 mod {p}: {p} is not prime", []
    for q in primes:
        if pow(a, (p - 1) // q, p) == 1:
            return f"{a} does not have order {p}-1 modulo {p} (fails at q = {q})", []
    return None, primes


def why_not_prime(n: int, certs: dict[str, Any]) -> str | None:
    """None when n is proven prime from the certificate entries; else the first failure."""
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
        why, primes = pratt_step(p, certs.get(str(p)))
        if why is not None:
            return why
        proven.add(p)
        todo.extend(primes)
    return None


def decide(claim: dict[str, Any], n: int, cert: dict[str, Any]) -> tuple[bool, str]:
    certs = cert.get("certificates", {})
    if not isinstance(certs, dict) or len(certs) > MAX_ENTRIES:
        raise BadRequest(f"certificate.certificates must be an object of at most {MAX_ENTRIES} entries")
    if claim["kind"] == "INTEGER_PRIME":
        why = why_not_prime(n, certs)
        return why is None, why or "n is prime (Pratt certificate)"
    factors = claim.get("factors")
    if not isinstance(factors, list) or len(factors) > 4 * MAX_DIGITS:
        raise BadRequest("claim.factors must be a list")
    product, bits = 1, 0
    for i, f in enumerate(factors):
        if not (isinstance(f, list) and len(f) == 2 and type(f[1]) is int and 1 <= f[1] <= 4 * MAX_DIGITS):
            raise BadRequest(f"claim.factors[{i}] must be [decimal, exponent >= 1]")
        p = decimal(f[0], f"claim.factors[{i}]")
        why = why_not_prime(p, certs)
        if why:
            return False, f"factor {p}: {why}"
        bits += (p.bit_length() - 1) * f[1]
        if bits > n.bit_length():
            return False, "the factors multiply to more than n"
        product *= p ** f[1]
    if product != n:
        return False, f"the factors multiply to {product}, not n"
    return True, f"{len(factors)} proven primes whose product is n"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim = payload.get("claim")
        subject, cert = payload.get("subject"), payload.get("certificate", {})
        if not isinstance(claim, dict) or claim.get("kind") not in ("INTEGER_PRIME", "INTEGER_FACTORIZATION"):
            raise BadRequest("claim kind is not INTEGER_PRIME or INTEGER_FACTORIZATION")
        if set(claim) - {"kind", "factors"} or not isinstance(subject, dict) or set(subject) != {"n"}:
            raise BadRequest("unexpected claim or subject fields")
        if not isinstance(cert, dict) or set(cert) - {"certificates"}:
            raise BadRequest("unexpected certificate fields")
        n = decimal(subject.get("n"), "subject.n")
        model = {"model": described({"n": n})}
        accepted, reason = decide(claim, n, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
