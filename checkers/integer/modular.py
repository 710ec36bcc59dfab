"""Modular arithmetic claims, each decided in Python integers from what the checker recomputes itself.

- ``MULTIPLICATIVE_ORDER`` {order: d} of a mod n: gcd(a, n) = 1, d = prod q^e over proven primes q
  (certificate ``order_factors``), a^d = 1 and a^(d/q) != 1 for every q: then the order divides d and no
  proper divisor, so it is d.
- ``PRIMITIVE_ROOT`` {root: g} mod n, the least one: n's factorization proven (``factors``), phi(n) from it,
  phi's factorization proven (``phi_factors``), gcd(g, n) = 1 and g^(phi/q) != 1 for every q | phi; every
  1 <= h < g coprime to n fails that test (the checker tries each).
  ``NO_PRIMITIVE_ROOT``: n's factorization proven and n not 1, 2, 4, p^k or 2 p^k for an odd prime p (Gauss).
- ``DISCRETE_LOG`` {x}: the least x >= 0 with g^x = h mod n: g's order d proven as above, 0 <= x < d and
  g^x = h (the solutions are x + dZ). ``NO_DISCRETE_LOG``: h^d != 1 mod n, while every power of g has
  y^d = 1.
- ``CRT_SOLUTION`` {x, modulus}: modulus = lcm of the moduli (computed here), 0 <= x < modulus and
  x = r_i mod m_i for each i; the solutions are then exactly x + modulus Z. ``CRT_NO_SOLUTION``: the
  certificate's pair [i, j] has r_i != r_j mod gcd(m_i, m_j).
- ``KRONECKER_SYMBOL`` {value}: recomputed by the checker's own binary algorithm (reciprocity, the
  (2/n) rule and Kronecker's extension to even, negative and zero n).
- ``MODULAR_SQUARE_ROOT`` {root}: 0 <= root < p and root^2 = a mod p. ``NO_MODULAR_SQUARE_ROOT``: p proven
  prime (``certificates``), odd, p does not divide a, and a^((p-1)/2) = -1 mod p (Euler's criterion).
"""

from __future__ import annotations

from math import gcd
from typing import Any

from .numbers import BadRequest, decimal, signed
from .proofs import entries, factorization, product, why_not_prime


def order_of(a: int, n: int, cert: dict[str, Any], key: str = "order_factors") -> tuple[int, str | None]:
    """(d, None) when the certificate's d = prod q^e is the multiplicative order of a mod n; else (0, why)."""
    if gcd(a, n) != 1:
        return 0, "a is not a unit modulo n: it has no multiplicative order"
    certs = entries(cert.get("certificates"))
    pairs, why = factorization(cert.get(key), certs, f"certificate.{key}")
    if why:
        return 0, why
    d = product(pairs, n)
    if d is None:
        return 0, "the claimed order exceeds n"
    if pow(a, d, n) != 1 % n:
        return 0, f"a^d != 1 mod n for d = {d}"
    for q, _ in pairs:
        if pow(a, d // q, n) == 1 % n:
            return 0, f"a^(d/{q}) = 1 mod n: the order is a proper divisor of d = {d}"
    return d, None


def _is_generator(g: int, n: int, phi: int, primes: list[int]) -> bool:
    return gcd(g, n) == 1 and all(pow(g, phi // q, n) != 1 % n for q in primes)


def cyclic(pairs: list[tuple[int, int]]) -> bool:
    """Whether (Z/nZ)^* is cyclic, from n's factorization: n in {1, 2, 4, p^k, 2 p^k} with p an odd prime."""
    odd = [(p, e) for p, e in pairs if p != 2]
    two = next((e for p, e in pairs if p == 2), 0)
    return (not odd and two <= 2) or (len(odd) == 1 and two <= 1)


def primitive_root(kind: str, n: int, claim: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str]:
    certs = entries(cert.get("certificates"))
    pairs, why = factorization(cert.get("factors"), certs, "certificate.factors")
    if why:
        return False, why
    if product(pairs, n) != n:
        return False, "the certificate's prime powers do not multiply to n"
    if kind == "NO_PRIMITIVE_ROOT":
        if cyclic(pairs):
            return False, "n is 1, 2, 4, p^k or 2p^k: it has a primitive root"
        return True, "n is not 1, 2, 4, p^k or 2p^k (its factorization proven): no primitive root (Gauss)"
    phi = 1
    for p, e in pairs:
        phi *= (p - 1) * p ** (e - 1)
    phi_pairs, why = factorization(cert.get("phi_factors"), certs, "certificate.phi_factors")
    if why:
        return False, why
    if product(phi_pairs, phi) != phi:
        return False, "the certificate's factorization of phi(n) does not multiply to phi(n)"
    g = decimal(claim.get("root"), "claim.root")
    primes = [q for q, _ in phi_pairs]
    if not 0 < g < max(n, 2) or not _is_generator(g, n, phi, primes):
        return False, f"{g} is not a primitive root modulo n"
    for h in range(1, g):
        if _is_generator(h, n, phi, primes):
            return False, f"{h} < {g} is a primitive root too: {g} is not the least"
    return True, f"{g} has order phi(n) modulo n and no smaller positive residue does"


def discrete_log(kind: str, g: int, h: int, n: int, claim: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str]:
    d, why = order_of(g, n, cert)
    if why:
        return False, f"the order of g: {why}"
    if kind == "NO_DISCRETE_LOG":
        if pow(h, d, n) == 1 % n:
            return False, "h^d = 1 mod n: h may be a power of g (this certificate cannot show otherwise)"
        return True, f"h^d != 1 mod n while every power of g (of order d = {d}) has y^d = 1"
    x = decimal(claim.get("x"), "claim.x")
    if x >= d:
        return False, f"x = {x} is not below the order {d} of g: not the least solution"
    if pow(g, x, n) != h % n:
        return False, f"g^{x} != h mod n"
    return True, f"g^x = h mod n with 0 <= x < ord(g) = {d}: the least solution"


def crt(
    kind: str, residues: list[int], moduli: list[int], claim: dict[str, Any], cert: dict[str, Any]
) -> tuple[bool, str]:
    if kind == "CRT_NO_SOLUTION":
        pair = cert.get("pair")
        if not (isinstance(pair, list) and len(pair) == 2 and all(type(i) is int for i in pair)):
            raise BadRequest("certificate.pair must be [i, j], two indices")
        i, j = pair
        if not (0 <= i < len(moduli) and 0 <= j < len(moduli)):
            raise BadRequest("certificate.pair indices are out of range")
        g = gcd(moduli[i], moduli[j])
        if (residues[i] - residues[j]) % g == 0:
            return False, f"congruences {i} and {j} agree modulo gcd = {g}: they do not conflict"
        return True, f"congruences {i} and {j} disagree modulo gcd(m_{i}, m_{j}) = {g}: no solution"
    lcm = 1
    for m in moduli:
        lcm = lcm * m // gcd(lcm, m)
    x, modulus = decimal(claim.get("x"), "claim.x"), decimal(claim.get("modulus"), "claim.modulus")
    if modulus != lcm:
        return False, "the claimed modulus is not the lcm of the moduli"
    if x >= lcm:
        return False, "x is not reduced modulo the lcm"
    for i, (r, m) in enumerate(zip(residues, moduli)):
        if (x - r) % m:
            return False, f"x is not {r} modulo {m} (congruence {i})"
    return True, f"x satisfies all {len(moduli)} congruences, reduced modulo their lcm"


def kronecker(a: int, n: int) -> int:
    """The Kronecker symbol (a/n), by the binary algorithm (Cohen, A Course in Computational Algebraic Number
    Theory, Algorithm 1.4.10)."""
    if n == 0:
        return 1 if abs(a) == 1 else 0
    if a % 2 == 0 and n % 2 == 0:
        return 0
    v = 0
    while n % 2 == 0:
        v, n = v + 1, n // 2
    k = 1 if v % 2 == 0 or a % 8 in (1, 7) else -1
    if n < 0:
        n = -n
        if a < 0:
            k = -k
    while a != 0:
        v = 0
        while a % 2 == 0:
            v, a = v + 1, a // 2
        if v % 2 == 1 and n % 8 in (3, 5):
            k = -k
        if a % 4 == 3 and n % 4 == 3:  # (-1)^((a-1)(n-1)/4), a possibly negative
            k = -k
        r = abs(a)
        a, n = n % r, r
    return k if n == 1 else 0


def square_root(kind: str, a: int, p: int, claim: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str]:
    if kind == "MODULAR_SQUARE_ROOT":
        x = decimal(claim.get("root"), "claim.root")
        if x >= p:
            return False, "the root is not reduced modulo p"
        if (x * x - a) % p:
            return False, "root^2 != a mod p"
        return True, "root^2 = a mod p"
    why = why_not_prime(p, entries(cert.get("certificates")))
    if why:
        return False, f"p: {why}"
    if p == 2 or a % p == 0:
        return False, "a is a square modulo p (p = 2, or p divides a)"
    if pow(a, (p - 1) // 2, p) != p - 1:
        return False, "a^((p-1)/2) != -1 mod p: a is a square modulo p"
    return True, "a^((p-1)/2) = -1 mod the proven prime p (Euler's criterion): a is not a square modulo p"


def read(subject: dict[str, Any], keys: dict[str, str]) -> dict[str, int]:
    """The subject's integers: ``keys`` maps each field to "signed" or "positive"."""
    if set(subject) != set(keys):
        raise BadRequest(f"the subject must have exactly the fields {sorted(keys)}")
    out = {}
    for key, kind in keys.items():
        value = signed(subject[key], f"subject.{key}") if kind == "signed" else decimal(subject[key], f"subject.{key}")
        if kind == "positive" and value < 1:
            raise BadRequest(f"subject.{key} must be positive")
        out[key] = value
    return out
