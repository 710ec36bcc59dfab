"""The arithmetic capabilities end to end: PARI in the pooled Sage worker, VERIFIED by integer.arithmetic, hostile
input refused before any job, pi(x) and p_n COMPUTED and cross-checked against this file's own sieve.

Known answers, cited:
- 2^128 + 1 = 59649589127497217 * 5704689200685129054721 (Morrison and Brillhart, Math. Comp. 29 (1975)),
  so phi(F7) = (p - 1)(q - 1), tau = 4, mu = 1;
- 496 and 8128 are perfect (Euclid, Elements IX.36): sigma(n) = 2n; 30030 = 2*3*5*7*11*13: mu = 1;
- the least primitive roots of the first 15 primes (OEIS A001918): 1, 2, 2, 3, 2, 2, 3, 2, 5, 2, 3, 2, 6, 3, 5;
  (Z/8Z)^* is not cyclic (Gauss); 82 = 2 * 41: least root 7 (PARI's znprimroot gives 47);
- the decimal period of 1/p is the order of 10 mod p (OEIS A002371: 1/17 has period 16, 1/7 period 6);
- Sunzi Suanjing: x = 2 (3), 3 (5), 2 (7) gives x = 23 (mod 105);
- (1001/9907) = -1 (the Jacobi symbol's worked example in Wikipedia, "Jacobi symbol");
- 355/113 = [3; 7, 16]; sqrt(61) = [7; 1, 4, 3, 1, 2, 2, 1, 3, 4, 1, 14] (period 11; OEIS A010124);
- pi(10^9) = 50847534 (OEIS A006880), p_(10^6) = 15485863 (OEIS A006988).
"""

from __future__ import annotations

import trio

from jacobian.runtime import Runtime

from .conftest import DEFINITIONS, sage_config

F7_P, F7_Q = 59649589127497217, 5704689200685129054721
A001918 = [1, 2, 2, 3, 2, 2, 3, 2, 5, 2, 3, 2, 6, 3, 5]
PRIMES_15 = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]
P30 = 100000000000000000000000000319  # PARI's nextprime(10^29)

CALLS = {
    "totient": ("integer.totient", {"n": str(2**128 + 1)}),
    "mobius_f7": ("integer.mobius", {"n": str(2**128 + 1)}),
    "mobius_square": ("integer.mobius", {"n": "360"}),
    "mobius_30030": ("integer.mobius", {"n": 30030}),
    "divisors_496": ("integer.divisors", {"n": "496"}),
    "divisors_8128": ("integer.divisors", {"n": "8128"}),
    "divisors_many": ("integer.divisors", {"n": str(2**20 * 3**20), "max_divisors": 100}),
    "order_17": ("integer.multiplicative_order", {"a": "10", "n": "17"}),
    "order_7": ("integer.multiplicative_order", {"a": 10, "n": 7}),
    "order_big": ("integer.multiplicative_order", {"a": "3", "n": str(P30)}),
    "root_82": ("integer.primitive_root", {"n": "82"}),
    "root_8": ("integer.primitive_root", {"n": "8"}),
    "root_1e9": ("integer.primitive_root", {"n": "1000000007"}),
    "dlog": ("integer.discrete_log", {"g": "3", "h": "13", "n": "17"}),
    "dlog_big": ("integer.discrete_log", {"g": "2", "h": str(3**50 % P30), "n": str(P30)}),
    "dlog_none": ("integer.discrete_log", {"g": "4", "h": "3", "n": "7"}),
    "crt": ("integer.crt", {"residues": ["2", "3", "2"], "moduli": ["3", "5", "7"]}),
    "crt_shared": ("integer.crt", {"residues": ["2", "5"], "moduli": ["6", "9"]}),
    "crt_none": ("integer.crt", {"residues": ["2", "3"], "moduli": ["6", "9"]}),
    "jacobi": ("integer.jacobi", {"a": "1001", "n": "9907"}),
    "kronecker_even": ("integer.jacobi", {"a": "5", "n": "-12"}),
    "sqrt": ("integer.sqrt_mod", {"a": "2", "p": "7"}),
    "sqrt_none": ("integer.sqrt_mod", {"a": "3", "p": "7"}),
    "sqrt_big": ("integer.sqrt_mod", {"a": "-1", "p": str(P30)}),  # P30 = 3 mod 4? then none
    "cf_rational": ("integer.continued_fraction", {"numerator": "355", "denominator": "113", "convergents": 3}),
    "cf_negative": ("integer.continued_fraction", {"numerator": "-7", "denominator": "3"}),
    "cf_sqrt61": ("integer.continued_fraction", {"D": "61", "convergents": 11}),
    "pi": ("integer.prime_pi", {"x": "1000000000"}),
    "nth": ("integer.nth_prime", {"n": 1000000}),
}
COUNTS = ("integer.prime_pi", "integer.nth_prime")
HOSTILE = {
    "negative_modulus": ("integer.multiplicative_order", {"a": "3", "n": "-7"}, "$.payload.n"),
    "not_a_unit": ("integer.multiplicative_order", {"a": "6", "n": "9"}, "$.payload.a"),
    "huge_modulus": ("integer.primitive_root", {"n": "9" * 10**6}, "$.payload.n"),
    "composite_prime": ("integer.sqrt_mod", {"a": "2", "p": "561"}, "$.payload.p"),
    "zero_prime": ("integer.sqrt_mod", {"a": "2", "p": "0"}, "$.payload.p"),
    "dlog_not_unit": ("integer.discrete_log", {"g": "3", "h": "1", "n": "9"}, "$.payload.g"),
    "crt_lengths": ("integer.crt", {"residues": ["1", "2"], "moduli": ["3"]}, "$.payload.moduli"),
    "crt_zero_modulus": ("integer.crt", {"residues": ["1"], "moduli": ["0"]}, "$.payload.moduli[0]"),
    "cf_both": ("integer.continued_fraction", {"numerator": "1", "denominator": "2", "D": "3"}, "$.payload"),
    "cf_square": ("integer.continued_fraction", {"D": "49"}, "$.payload.D"),
    "pi_too_far": ("integer.prime_pi", {"x": str(10**13)}, "$.payload.x"),
    "divisors_limit": ("integer.divisors", {"n": "12", "max_divisors": 0}, "$.payload.max_divisors"),
    "totient_zero": ("integer.totient", {"n": "0"}, "$.payload.n"),
}


def sieve(limit: int) -> list[int]:
    flags = bytearray([1]) * (limit + 1)
    flags[0:2] = b"\0\0"
    for i in range(2, int(limit**0.5) + 1):
        if flags[i]:
            flags[i * i :: i] = bytearray(len(flags[i * i :: i]))
    return [i for i, f in enumerate(flags) if f]


def test_arithmetic_through_the_runtime(tmp_path, monkeypatch):
    results, planned = {}, []
    primes = sieve(200_000)

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for cap in {c for c, *_ in HOSTILE.values()}:
                definition, real_plan = DEFINITIONS[cap], DEFINITIONS[cap].plan

                def spy_plan(call, _real=real_plan, _id=cap):
                    planned.append(_id)
                    return _real(call)

                monkeypatch.setattr(definition, "plan", spy_plan)
            for name, (cap, payload, _) in HOSTILE.items():
                results[name] = await rt.run(cap, payload)
            refused_planned = list(planned)
            for name, (cap, payload) in CALLS.items():
                results[name] = await rt.run(cap, payload, "EXPLORE" if cap in COUNTS else "VERIFY")
            for p in PRIMES_15:
                results[f"root_{p}"] = await rt.run("integer.primitive_root", {"n": p}, "VERIFY")
            for x in (1, 2, 100, 7919, 104729, 199999):
                results[f"pi_{x}"] = await rt.run("integer.prime_pi", {"x": x})
            for n in (1, 2, 1000, 10000, 17984):
                results[f"nth_{n}"] = await rt.run("integer.nth_prime", {"n": n})
            return refused_planned

    refused_planned = trio.run(main)
    for name, (_, _, path) in HOSTILE.items():
        r = results[name]
        assert r.execution.status.value == "ERROR", (name, r)
        assert (r.diagnostics[0].code.value, r.diagnostics[0].path) == ("INVALID_REQUEST", path), (name, r.diagnostics)
    assert refused_planned == []
    assert "not prime" in results["composite_prime"].diagnostics[0].message

    def verified(name):
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.diagnostics)
        assert r.verification.checker_id == "integer.arithmetic"
        return r.output

    assert verified("totient") == {"value": str((F7_P - 1) * (F7_Q - 1))}
    assert verified("mobius_f7") == {"value": 1} and verified("mobius_30030") == {"value": 1}
    assert verified("mobius_square") == {"value": 0}
    for n in (496, 8128):
        out = verified(f"divisors_{n}")
        assert int(out["sigma"]) == 2 * n and out["divisors"][-1] == str(n) and out["count"] == len(out["divisors"])
    many = verified("divisors_many")
    assert many["count"] == 441 and many["divisors"] is None
    assert int(many["sigma"]) == (2**21 - 1) * (3**21 - 1) // 2
    assert verified("order_17") == {"order": "16"} and verified("order_7") == {"order": "6"}
    order_big = int(verified("order_big")["order"])
    assert pow(3, order_big, P30) == 1 and (P30 - 1) % order_big == 0
    assert verified("root_82") == {"root": "7"} and verified("root_1e9") == {"root": "5"}
    for p, root in zip(PRIMES_15, A001918):
        assert verified(f"root_{p}") == {"root": str(root)}
    root_8 = results["root_8"]
    assert root_8.conclusion.value == "NO_WITNESS" and root_8.assurance.level.value == "VERIFIED"
    assert verified("dlog") == {"x": "4", "order": "16"}
    dlog_big = verified("dlog_big")
    assert pow(2, int(dlog_big["x"]), P30) == 3**50 % P30
    none = results["dlog_none"]  # the powers of 4 mod 7 are 1, 4, 2: 3 is none, and 3^3 = 6 != 1 shows it
    assert none.conclusion.value == "NO_WITNESS" and none.assurance.level.value == "VERIFIED", none.assurance
    assert verified("crt") == {"x": "23", "modulus": "105", "conflict": None}
    assert verified("crt_shared") == {"x": "14", "modulus": "18", "conflict": None}
    crt_none = results["crt_none"]
    assert crt_none.output["conflict"] == [0, 1] and crt_none.assurance.level.value == "VERIFIED"
    assert verified("jacobi") == {"value": -1} and verified("kronecker_even") == {"value": -1}
    assert verified("sqrt") == {"root": "3", "other_root": "4"}
    for name in ("sqrt_none",):
        r = results[name]
        assert r.conclusion.value == "NO_WITNESS" and r.assurance.level.value == "VERIFIED", r.assurance
    sqrt_big = results["sqrt_big"]
    assert sqrt_big.assurance.level.value == "VERIFIED", sqrt_big.assurance
    assert (sqrt_big.output["root"] is None) == (P30 % 4 == 3)
    cf = verified("cf_rational")
    assert cf["terms"] == ["3", "7", "16"] and cf["convergents"] == [["3", "1"], ["22", "7"], ["355", "113"]]
    assert verified("cf_negative")["terms"] == ["-3", "1", "2"]
    sqrt61 = verified("cf_sqrt61")
    assert sqrt61["a0"] == "7" and sqrt61["period"] == [str(t) for t in (1, 4, 3, 1, 2, 2, 1, 3, 4, 1, 14)]
    assert sqrt61["convergents"][-1] == ["29718", "3805"]  # x^2 - 61 y^2 = -1 (the period is odd)
    for name, want in (("pi", "50847534"), ("nth", "15485863")):
        r = results[name]
        assert r.output == {"value": want} and r.assurance.level.value == "COMPUTED"
        assert [o.kind for o in r.assurance.obligations] == ["NO_CERTIFICATE"]
    for x in (1, 2, 100, 7919, 104729, 199999):
        assert results[f"pi_{x}"].output == {"value": str(sum(1 for p in primes if p <= x))}
    for n in (1, 2, 1000, 10000, 17984):
        assert results[f"nth_{n}"].output == {"value": str(primes[n - 1])}
