"""Irreducibility of univariate polynomials, decided by the checker's own arithmetic (no computer algebra).

Over GF(p): Rabin's test. A monic f of degree n over GF(p) is irreducible if and only if x^(p^n) = x mod f and
gcd(x^(p^(n/q)) - x, f) = 1 for every prime q dividing n (x^(p^n) - x is the product of the monic irreducibles
of degree dividing n, each once). The powers x^(p^k) mod f come from the Frobenius matrix: h -> h^p is linear
over GF(p), so with the rows x^(i*p) mod f (i < n) each further power is one matrix-vector product.

Over QQ: a certificate of modular factorizations. For a prime p not dividing the leading coefficient of the
integer multiple g of a factor and with g mod p squarefree (p does not divide the discriminant), a split
g = a * b over QQ gives, by Gauss's lemma, a split over ZZ with the same degrees, and modulo p the irreducible
factors of g mod p are shared out between a and b. So deg a is a sum of a subset of the modular factor degrees
for every such p; when these subset-sum sets, intersected over the primes, are {0, n}, no proper split exists.
The checker tests each prime (trial division, through :class:`.poly.Field`), the two conditions on p, the
product of the modular factors (times the leading coefficient) against g mod p, and each modular factor by
Rabin's test. Where no primes exclude every split (x^4 + 1, whose Galois group has no 4-cycle, splits modulo
every prime) no certificate exists and the claim is not made.
"""

from __future__ import annotations

from fractions import Fraction
from math import lcm
from typing import Any

from .poly import BadRequest, Field
from .univariate import Dense, add, degree, derivative, divmod_, gcd, monic, mul, neg, trim

MAX_PRIMES = 64  # modular factorizations per factor in a certificate
MAX_RABIN_DEGREE = 256  # the parser's MAX_DEGREE: no factor is longer


def prime_divisors(n: int) -> list[int]:
    out, q = [], 2
    while q * q <= n:
        if n % q == 0:
            out.append(q)
            while n % q == 0:
                n //= q
        q += 1
    return [*out, n] if n > 1 else out


def mulmod(a: Dense, b: Dense, f: Dense, K: Field) -> Dense:
    return divmod_(mul(a, b, K), f, K)[1]


def x_to_p(f: Dense, K: Field) -> Dense:
    """x^p mod f, by squaring and multiplying."""
    assert K.p is not None
    result: Dense = [1]
    base = divmod_([0, 1], f, K)[1]
    e = K.p
    while e:
        if e & 1:
            result = mulmod(result, base, f, K)
        e >>= 1
        if e:
            base = mulmod(base, base, f, K)
    return result


def frobenius_powers(f: Dense, K: Field, last: int) -> list[Dense]:
    """[x^(p^k) mod f for k = 0..last], f monic of degree n >= 1."""
    assert K.p is not None
    p, n = K.p, degree(f)
    rows: list[Dense] = [[1]]
    xp = x_to_p(f, K)
    for _ in range(1, n):
        rows.append(mulmod(rows[-1], xp, f, K))
    out = [divmod_([0, 1], f, K)[1]]
    for _ in range(last):
        h = out[-1]
        acc = [0] * n
        for i, c in enumerate(h):
            if c:
                for j, r in enumerate(rows[i]):
                    acc[j] += c * r
        out.append(trim([a % p for a in acc], K))
    return out


def rabin(f: Dense, K: Field) -> str | None:
    """None when f (nonzero, over GF(p)) is irreducible; otherwise why it is not."""
    f = monic(f, K)
    n = degree(f)
    if n < 1:
        return "a constant is not irreducible"
    if n == 1:
        return None
    if n > MAX_RABIN_DEGREE:
        raise BadRequest(f"degree {n} is above {MAX_RABIN_DEGREE}")
    powers = frobenius_powers(f, K, n)
    x = divmod_([0, 1], f, K)[1]
    if powers[n] != x:
        return f"x^(p^{n}) != x modulo the polynomial: it has a repeated factor or one of degree not dividing {n}"
    for q in prime_divisors(n):
        diff = add(powers[n // q], neg(x, K), K)
        if degree(gcd(diff, f, K)) > 0:
            return f"gcd(x^(p^{n // q}) - x, f) != 1: a factor of degree dividing {n // q}"
    return None


def integer_multiple(f: Dense) -> list[int]:
    """The integer polynomial c * f with c the least common denominator of f's coefficients (over QQ)."""
    den = lcm(*(Fraction(c).denominator for c in f))
    return [int(Fraction(c) * den) for c in f]


def subset_sums(degrees: list[int]) -> set[int]:
    sums = {0}
    for d in degrees:
        sums |= {s + d for s in sums}
    return sums


def modular_factors(entry: Any, where: str) -> tuple[Field, list[Dense]]:
    """One certificate entry ``{"p": prime, "factors": [[c_0, ..., c_d], ...]}``: coefficients low to high,
    JSON integers in 0..p-1, each factor monic of degree >= 1."""
    if not (isinstance(entry, dict) and set(entry) == {"p", "factors"} and type(entry["p"]) is int):
        raise BadRequest(f"{where} must be {{p, factors}}")
    K = Field(f"GF({entry['p']})")
    assert K.p is not None
    factors = entry["factors"]
    if not isinstance(factors, list) or not 1 <= len(factors) <= MAX_RABIN_DEGREE:
        raise BadRequest(f"{where}.factors must be a list of 1..{MAX_RABIN_DEGREE} polynomials")
    out = []
    for j, h in enumerate(factors):
        if not (
            isinstance(h, list)
            and 2 <= len(h) <= MAX_RABIN_DEGREE + 1
            and all(type(c) is int and 0 <= c < K.p for c in h)
            and h[-1] == 1
        ):
            raise BadRequest(f"{where}.factors[{j}] must be a monic coefficient list over GF(p), degree >= 1")
        out.append(list(h))
    return K, out


def over_qq(f: Dense, certificate: Any, where: str) -> str | None:
    """None when the modular factorizations of ``certificate`` prove f (over QQ, degree >= 2) irreducible."""
    if not isinstance(certificate, list) or not 1 <= len(certificate) <= MAX_PRIMES:
        raise BadRequest(f"{where} must be a list of 1..{MAX_PRIMES} modular factorizations")
    g = integer_multiple(f)
    n = degree(g)
    possible = set(range(n + 1))
    for k, entry in enumerate(certificate):
        K, factors = modular_factors(entry, f"{where}[{k}]")
        p = K.p
        assert p is not None
        if g[-1] % p == 0:
            return f"{where}[{k}]: {p} divides the leading coefficient"
        gp = trim(g, K)
        if degree(gcd(gp, derivative(gp, K), K)) > 0:
            return f"{where}[{k}]: the factor is not squarefree modulo {p} ({p} divides its discriminant)"
        product: Dense = [g[-1] % p]
        for h in factors:
            product = mul(product, h, K)
        if product != gp:
            return f"{where}[{k}]: the product of the factors modulo {p} differs from the factor modulo {p}"
        for j, h in enumerate(factors):
            why = rabin(h, K)
            if why is not None:
                return f"{where}[{k}].factors[{j}] is not irreducible modulo {p}: {why}"
        possible &= subset_sums([degree(h) for h in factors])
    if possible != {0, n}:
        return f"{where}: the degree patterns leave proper splits of degrees {sorted(possible - {0, n})} possible"
    return None


def decide(f: Dense, K: Field, certificate: Any, where: str) -> str | None:
    """None when the univariate f over K is irreducible by the arguments above, otherwise why not."""
    if K.p is not None:
        return rabin(f, K)
    if degree(f) < 1:
        return "a constant is not irreducible"
    if degree(f) == 1:
        return None
    if degree(f) > MAX_RABIN_DEGREE:
        raise BadRequest(f"{where}: degree {degree(f)} is above {MAX_RABIN_DEGREE}")
    return over_qq(f, certificate, where)
