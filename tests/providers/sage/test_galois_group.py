"""polynomial.galois_group end to end (COMPUTED: PARI's polgalois, the obligation GALOIS_GROUP_UNCHECKED), each
label cross-checked by Frobenius: for p not dividing disc(f), the degrees of the irreducible factors of f mod p
are the cycle type of a permutation in the group (Dedekind's theorem; by Chebotarev every cycle type occurs).

Known answers, cited: x^5 - x - 1 has group S5 = 5T5 (its discriminant 2869 = 19 * 151 is no square and it is
irreducible mod 5; B. L. van der Waerden, Algebra I, Sect. 8.10 / 66); x^4 + 1 (the 8th cyclotomic polynomial)
V4 = 4T2; x^6 + ... + 1 (the 7th) C6 = 6T1; x^3 - 2 S3 = 3T2; x^3 - 3x - 1 A3 = 3T1 (discriminant 81 = 9^2); x^7 - 2
the Frobenius group F_42 = 7T4 (the splitting field Q(2^(1/7), zeta_7) of degree 42). Degrees 8 to 11 read
PARI's galdata: the cyclotomic Phi_24 = x^8 - x^4 + 1 has group (Z/24Z)^* = C2^3 = 8T3 and Phi_11 has
(Z/11Z)^* = C10 = 10T1 (the Galois group of Q(zeta_n) is (Z/nZ)^*); x^11 - 2 the Frobenius group
F_110 = AGL(1, 11) = 11T4 (the splitting field Q(2^(1/11), zeta_11) of degree 11 * 10); x^n - x - 1 has group S_n
for every n (H. Osada, J. Number Theory 25 (1987) 230-238), here 9T34, 10T45, 11T8; x^8 - 2 a group of order 16
(Q(2^(1/8), zeta_8) has degree 8 * 4 / 2: sqrt(2) lies in Q(zeta_8)) and x^9 - 3 one of order 54 = 9 * phi(9).
Transitive-group labels as in the LMFDB (https://www.lmfdb.org/GaloisGroup/).
"""

from __future__ import annotations

import math

import cypari2
import trio

from jacobian.runtime import Runtime

from .conftest import sage_config

# text: (label, order, the cycle types of the group's elements, or None where only orders are checked)
KNOWN = {
    "x^5 - x - 1": ("5T5", 120, {(1, 1, 1, 1, 1), (1, 1, 1, 2), (1, 2, 2), (1, 1, 3), (2, 3), (1, 4), (5,)}),
    "x^4 + 1": ("4T2", 4, {(1, 1, 1, 1), (2, 2)}),
    "x^6 + x^5 + x^4 + x^3 + x^2 + x + 1": ("6T1", 6, {(1,) * 6, (2, 2, 2), (3, 3), (6,)}),
    "x^3 - 2": ("3T2", 6, {(1, 1, 1), (1, 2), (3,)}),
    "x^3 - 3*x - 1": ("3T1", 3, {(1, 1, 1), (3,)}),
    "x^7 - 2": ("7T4", 42, None),
    "x^8 - x^4 + 1": ("8T3", 8, {(1,) * 8, (2, 2, 2, 2)}),
    "x^10 + x^9 + x^8 + x^7 + x^6 + x^5 + x^4 + x^3 + x^2 + x + 1": ("10T1", 10, {(1,) * 10, (2,) * 5, (5, 5), (10,)}),
    "x^11 - 2": ("11T4", 110, {(1,) * 11, (1, 2, 2, 2, 2, 2), (1, 5, 5), (1, 10), (11,)}),
    "x^9 - x - 1": ("9T34", 362880, None),
    "x^10 - x - 1": ("10T45", 3628800, None),
    "x^11 - x - 1": ("11T8", 39916800, None),
    "x^8 - 2": (None, 16, None),
    "x^9 - 3": (None, 54, None),
}


def frobenius_types(text: str, primes: int = 300) -> set[tuple[int, ...]]:
    """The factorization patterns of f modulo the first ``primes`` primes not dividing disc(f)."""
    pari = cypari2.Pari()
    f = pari(text)
    disc, seen, p = int(pari.poldisc(f)), set(), 2
    while primes:
        if disc % p:
            fac = pari.factormod(f, p)
            seen.add(tuple(sorted(int(pari.poldegree(g)) * int(e) for g, e in zip(fac[0], fac[1]))))
            primes -= 1
        p = int(pari.nextprime(p + 1))
    return seen


def test_known_groups_and_their_frobenius_cycle_types(tmp_path):
    results: dict = {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for text in KNOWN:
                results[text] = await rt.run("polynomial.galois_group", {"polynomial": text})
            results["degree 12"] = await rt.run("polynomial.galois_group", {"polynomial": "x^12 - 2"})
            results["reducible"] = await rt.run("polynomial.galois_group", {"polynomial": "x^4 - 1"})
            results["rational"] = await rt.run("polynomial.galois_group", {"polynomial": "x^3 - 1/2"})

    trio.run(main)
    for text, (label, order, types) in KNOWN.items():
        r = results[text]
        assert r.assurance.level.value == "COMPUTED", (text, r.assurance, r.diagnostics)
        assert [o.kind for o in r.assurance.obligations] == ["GALOIS_GROUP_UNCHECKED"]
        assert r.output["order"] == order and label in (None, r.output["label"]), (text, r.output)
        seen = frobenius_types(text)
        for cycle_type in seen:  # each Frobenius is an element of the claimed group: its order divides |G|
            assert order % math.lcm(*cycle_type) == 0, (text, cycle_type)
            parity = (len(cycle_type) - sum(cycle_type)) % 2 == 0  # (-1)^(n - #cycles)
            assert parity or not r.output["even"], (text, cycle_type)
        if types is not None:
            assert seen == types, (text, seen)  # 300 primes meet every class here (Chebotarev densities >= 1/120)
    assert results["x^7 - 2"].output["name"].startswith("F_42")
    assert results["x^3 - 3*x - 1"].output["even"] and not results["x^3 - 2"].output["even"]
    d = results["degree 12"].diagnostics[0]
    assert d.code.value == "INVALID_REQUEST" and d.path == "$.payload.polynomial" and "galdata" in d.message
    assert results["reducible"].diagnostics[0].code.value == "BACKEND_INPUT_ERROR"
    d = results["rational"].diagnostics[0]
    assert d.code.value == "INVALID_REQUEST" and d.path.startswith("$.payload.polynomial")
