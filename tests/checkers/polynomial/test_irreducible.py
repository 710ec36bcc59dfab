"""The irreducibility argument of the polynomial checker on its own: Rabin's test held against FLINT's
factorization (python-flint, not on the checker's path), honest modular certificates accepted, and forged ones
rejected for the reason they are wrong.

Known values: over GF(2) x^8 + x^4 + x^3 + x + 1 is irreducible (FIPS 197, 4.2) and x^4 + x + 1 too (a primitive
polynomial, Lidl and Niederreiter, Finite Fields, Table C); x^4 + 1 is irreducible over QQ but splits modulo every
prime (modulo 3: (x^2 + x + 2)(x^2 + 2x + 2); modulo 2: (x + 1)^4, 2 divides its discriminant 256).
"""

from __future__ import annotations

import random

import flint
import pytest

from jacobian.checkers.polynomial import irreducible as I
from jacobian.checkers.polynomial.check import check
from jacobian.checkers.polynomial.poly import Field


def flint_irreducible(coeffs: list[int], p: int) -> bool:
    _, factors = flint.nmod_poly(coeffs, p).factor()
    return len(factors) == 1 and factors[0][1] == 1


@pytest.mark.parametrize("p", [2, 3, 7, 101, 32003, 2147483647])
def test_rabin_agrees_with_flint_on_random_polynomials(p):
    rng = random.Random(p)
    K = Field(f"GF({p})")
    seen = {True: 0, False: 0}
    for _ in range(120):
        n = rng.randint(1, 12)
        f = [rng.randrange(p) for _ in range(n)] + [1]
        got = I.rabin(f, K) is None
        assert got == flint_irreducible(f, p), (p, f)
        seen[got] += 1
    assert seen[False] > 0 and (seen[True] > 0 or p == 2147483647)


def test_rabin_known_values():
    two = Field("GF(2)")
    assert I.rabin([1, 1, 0, 1, 1, 0, 0, 0, 1], two) is None  # x^8 + x^4 + x^3 + x + 1
    assert I.rabin([1, 1, 0, 0, 1], two) is None  # x^4 + x + 1
    assert "repeated factor" in I.rabin([1, 0, 0, 0, 0, 0, 0, 0, 1], two)  # x^8 + 1 = (x + 1)^8
    # (x^2 + x + 1)^2 = x^4 + x^2 + 1 passes no gcd test: x^(2^4) = x fails first (it is not squarefree)
    assert I.rabin([1, 0, 1, 0, 1], two) is not None
    # x^6 + x^5 + x^4 + x^3 + x^2 + x + 1 = (x^3 + x + 1)(x^3 + x^2 + 1) over GF(2): x^(2^6) = x holds,
    # the gcd with x^(2^3) - x does not
    assert "gcd(x^(p^3) - x" in I.rabin([1] * 7, two)


def factorization(poly, factors, irreducible, certs=None, field="QQ", unit="1"):
    payload = {
        "claim": {"kind": "POLYNOMIAL_FACTORIZATION", "unit": unit, "factors": factors, "irreducible": irreducible},
        "subject": {"field": field, "variables": ["x"], "polynomial": poly},
        "certificate": {} if certs is None else {"irreducibility": certs},
    }
    return check(payload)


MOD3_X4P1 = {"p": 3, "factors": [[2, 1, 1], [2, 2, 1]]}  # (x^2 + x + 2)(x^2 + 2x + 2)


def test_honest_certificates_accepted():
    # x^4 + x + 1 mod 2 is irreducible: one prime proves x^4 + x + 1 irreducible over QQ
    got = factorization("x^4 + x + 1", [["x^4 + x + 1", 1]], [0], [[{"p": 2, "factors": [[1, 1, 0, 0, 1]]}]])
    assert got["accepted"], got
    # 2 * (x^3 - 3/2), the factor with a denominator: modulo 7, 2x^3 - 3 = 2(x^3 + 2), irreducible as a cubic
    # without a root (the cubes modulo 7 are 0, 1, 6; 5 is not one)
    got = factorization("2*x^3 - 3", [["x^3 - 3/2", 1]], [0], [[{"p": 7, "factors": [[2, 0, 0, 1]]}]], unit="2")
    assert got["accepted"], got
    # over GF(p) the checker needs no certificate
    got = factorization("x^2 + 1", [["x^2 + 1", 1]], [0], field="GF(7)")
    assert got["accepted"], got
    # a factorization without an irreducibility claim is still the product check alone
    got = factorization("x^4 + 1", [["x^4 + 1", 1]], [])
    assert got["accepted"] and "irreducible" not in got["reason"], got


def test_forgeries_rejected():
    # x^2 + 1 = (x + 2)(x + 3) over GF(5): claimed irreducible, Rabin refuses
    got = factorization("x^2 + 1", [["x^2 + 1", 1]], [0], field="GF(5)")
    assert not got["accepted"] and "factor 0 is not shown irreducible" in got["reason"], got
    # x^4 + 1 with a forged modular factorization: irreducible modulo 3 (product fine, Rabin refuses)
    got = factorization("x^4 + 1", [["x^4 + 1", 1]], [0], [[{"p": 3, "factors": [[1, 0, 0, 0, 1]]}]])
    assert not got["accepted"] and "not irreducible modulo 3" in got["reason"], got
    # a reducible factor (x^2 + 1)(x^2 + 2) claimed irreducible with a forged modular factorization
    got = factorization("x^4 + 3*x^2 + 2", [["x^4 + 3*x^2 + 2", 1]], [0], [[{"p": 5, "factors": [[2, 0, 3, 0, 1]]}]])
    assert not got["accepted"] and "not irreducible modulo 5" in got["reason"], got
    # a modular factorization whose product differs
    got = factorization("x^4 + 1", [["x^4 + 1", 1]], [0], [[{"p": 3, "factors": [[2, 1, 1], [1, 2, 1]]}]])
    assert not got["accepted"] and "product of the factors modulo 3 differs" in got["reason"], got
    # a prime dividing the discriminant: x^4 + 1 = (x + 1)^4 mod 2, truly (product and Rabin both pass), and its
    # single degree pattern {1, 1, 1, 1} would even say nothing; the squarefree test refuses the prime
    got = factorization("x^4 + 1", [["x^4 + 1", 1]], [0], [[{"p": 2, "factors": [[1, 1], [1, 1], [1, 1], [1, 1]]}]])
    assert not got["accepted"] and "divides its discriminant" in got["reason"], got
    # a prime dividing the leading coefficient
    got = factorization("3*x^2 + x + 1", [["x^2 + 1/3*x + 1/3", 1]], [0], [[{"p": 3, "factors": [[0, 1]]}]], unit="3")
    assert not got["accepted"] and "divides the leading coefficient" in got["reason"], got
    # honest modular factorizations that leave a split: x^4 + 1 is never certified (the obligation stays)
    got = factorization("x^4 + 1", [["x^4 + 1", 1]], [0], [[MOD3_X4P1, {"p": 5, "factors": [[2, 0, 1], [3, 0, 1]]}]])
    assert not got["accepted"] and "leave proper splits of degrees [2]" in got["reason"], got
    # a composite "prime"
    got = factorization("x^2 + 1", [["x^2 + 1", 1]], [0], [[{"p": 9, "factors": [[1, 0, 1]]}]])
    assert not got["accepted"] and "malformed" in got["reason"], got
    # several variables: not certified here
    payload = {
        "claim": {"kind": "POLYNOMIAL_FACTORIZATION", "unit": "1", "factors": [["x^2 + y^2", 1]], "irreducible": [0]},
        "subject": {"field": "QQ", "variables": ["x", "y"], "polynomial": "x^2 + y^2"},
    }
    got = check(payload)
    assert not got["accepted"] and "one variable only" in got["reason"], got


def test_subset_sums():
    assert I.subset_sums([2, 2]) == {0, 2, 4}
    assert I.subset_sums([1, 3]) & I.subset_sums([2, 2]) == {0, 4}
