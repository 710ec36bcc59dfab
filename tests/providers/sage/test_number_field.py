"""number_field.integral_basis end to end, and its checker (nf-discriminant/1) fed forgeries and hostile input.

Known answers, cited: a quadratic field Q(sqrt(D)), D squarefree, has d_K = D when D = 1 mod 4 and 4D otherwise
(H. Cohen, A Course in Computational Algebraic Number Theory, GTM 138, 1993, Prop. 5.1.1); the p-th cyclotomic
field has d_K = (-1)^((p-1)/2) p^(p-2) and ring of integers Z[zeta_p] (L. C. Washington, Introduction to
Cyclotomic Fields, 2nd ed., 1997, Prop. 2.1 and Thm. 2.6); the LMFDB number fields 3.1.23.1 (x^3 - x - 1,
d = -23), 3.1.108.1 (x^3 - 2, d = -108, https://www.lmfdb.org/NumberField/3.1.108.1) and 4.0.256.1 (x^4 + 1,
d = 256); Dedekind's cubic x^3 + x^2 - 2x + 8 (Cohen, GTM 138, Sect. 6.1 and Exercise; d = -503, index 2, no
power basis at all). The brief's "x^3 + x^2 - 2x - 8" has the root 2 and is reducible: it is refused here.
x^3 - 54 defines the field of x^3 - 2 (its root is 3 * 2^(1/3)), so d = -108 and index sqrt(27^2 * 108 / 108).
"""

from __future__ import annotations

import random
from fractions import Fraction

import cypari2
import trio

from jacobian.checkers.number_field import discriminant as checker
from jacobian.checkers.number_field.order import inverse, multiplication, p_maximal
from jacobian.providers.sage.number_field_worker import op_nf_discriminant
from jacobian.runtime import Runtime

from .conftest import sage_config

CYCLOTOMIC = {
    p: ("+".join(f"x^{i}" for i in range(p - 1, 0, -1)) + "+1", (-1) ** ((p - 1) // 2) * p ** (p - 2))
    for p in (3, 5, 7, 11, 13)
}
KNOWN = {  # text: (d_K, index)
    "x^2 + 5": (-20, 1),
    "x^2 - x - 1": (5, 1),
    "x^2 - 5": (5, 2),
    "x^2 + 3": (-3, 2),
    "x^2 - 2": (8, 1),
    "x^2 + 1": (-4, 1),
    "x^3 - x - 1": (-23, 1),
    "x^3 - 2": (-108, 1),
    "x^3 - 54": (-108, 27),
    "x^4 + 1": (256, 1),
    "x^3 + x^2 - 2*x + 8": (-503, 2),
    **{text: (d, 1) for text, d in CYCLOTOMIC.values()},
}


def test_known_fields_through_the_runtime(tmp_path):
    results: dict = {}
    hostile = {
        "not integral": "x^3/2 + 1",
        "not monic": "2*x^2 + 1",
        "degree 13": "x^13 + x + 1",
        "degree 0": "5",
        "long coefficient": "x^2 + 1" + "0" * 31,
        "python power": "x**2 + 1",
        "undeclared": "y^2 + 1",
        "not text": 17,
    }

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for text in KNOWN:
                results[text] = await rt.run("number_field.integral_basis", {"polynomial": text}, "VERIFY")
            payload = {"polynomial": "t^3 + t^2 - 2*t + 8", "variable": "t"}
            results["t"] = await rt.run("number_field.integral_basis", payload, "VERIFY")
            results["reducible"] = await rt.run("number_field.integral_basis", {"polynomial": "x^3 + x^2 - 2*x - 8"})
            for name, text in hostile.items():
                results[name] = await rt.run("number_field.integral_basis", {"polynomial": text})

    trio.run(main)
    for text, (d, index) in KNOWN.items():
        r = results[text]
        assert r.assurance.level.value == "VERIFIED", (text, r.assurance, r.diagnostics)
        assert r.verification.checker_id == "number_field.maximal_order"
        assert (r.output["discriminant"], r.output["index"]) == (str(d), str(index)), (text, r.output)
        assert not r.assurance.obligations
    dedekind = results["x^3 + x^2 - 2*x + 8"].output
    assert dedekind["polynomial_discriminant"] == "-2012" and dedekind["discriminant_factors"] == [["503", 1]]
    assert dedekind["integral_basis"] == ["1", "1/2*x^2 + 1/2*x - 1", "x"], dedekind  # PARI's basis: not Z[x]
    assert results["x^2 - 5"].output["integral_basis"] == ["1", "1/2*x - 1/2"]  # (sqrt 5 - 1)/2
    assert results["t"].output["integral_basis"] == ["1", "1/2*t^2 + 1/2*t - 1", "t"]
    reducible = results["reducible"]
    assert reducible.diagnostics[0].code.value == "BACKEND_INPUT_ERROR" and not reducible.output
    assert "reducible" in reducible.diagnostics[0].message
    for name in hostile:
        r = results[name]
        d = r.diagnostics[0]
        assert d.code.value == "INVALID_REQUEST" and d.path.startswith("$.payload.polynomial"), (name, d)
        assert r.execution.status.value == "ERROR" and not r.output, name


def _request(f: list[int]) -> dict:
    data = op_nf_discriminant(cypari2.Pari(), {"polynomial": [str(c) for c in f]}, None)
    certs = data.pop("certificates")
    return {
        "claim": {"kind": "NUMBER_FIELD_DISCRIMINANT", **data},
        "subject": {"polynomial": [str(c) for c in f]},
        "certificate": {"certificates": certs},
    }


def _forged(request: dict, **changes) -> dict:
    return {**request, "claim": {**request["claim"], **changes}}


def _power_basis(n: int) -> list[list[str]]:
    return [[str(int(i == j)) for j in range(n)] for i in range(n)]


DEDEKIND = [8, -2, 1, 1]  # x^3 + x^2 - 2x + 8, constant term first


def test_the_checker_rejects_forgeries():
    good = _request(DEDEKIND)
    got = checker.check(good)
    assert got["accepted"] and got["model"]["format"] == "decimal", got
    assert "Pohst-Zassenhaus at none" in got["reason"]  # -503 is squarefree; Z[x] (disc -2012) is not maximal
    root5 = _request([-5, 0, 1])
    assert checker.check(root5)["accepted"]
    forgeries = {
        # Z[x] itself called the maximal order: everything fits but maximality at 2
        "Z[x] as O_K": (
            _forged(good, discriminant="-2012", index="1", basis=_power_basis(3), factors=[["2", 2], ["503", 1]]),
            "not 2-maximal",
        ),
        "Z[sqrt 5] as O_K": (
            _forged(root5, discriminant="20", index="1", basis=_power_basis(2), factors=[["2", 2], ["5", 1]]),
            "not 2-maximal",
        ),
        "wrong d_K": (_forged(good, discriminant="-502"), "is not index^2 * d_K"),
        "wrong disc(f)": (_forged(good, polynomial_discriminant="-2013"), "disc(f) is -2012"),
        "d_K a fraction": (_forged(good, discriminant="-503/4"), "canonical decimal"),
        "determinant": (_forged(good, basis=_power_basis(3)), "determinant 1, not +-1/2"),
        # 1/2 and x: determinant 1/2, contains Z[x], but (1/2)^2 = 1/4 is not in the span
        "not a ring": (
            _forged(root5, index="2", discriminant="5", basis=[["1/2", "0"], ["0", "1"]], factors=[["5", 1]]),
            "not a ring",
        ),
        "misses Z[x]": (_forged(root5, basis=[["2", "0"], ["0", "1/4"]]), "does not contain Z[x]"),
        "composite factor": (_forged(good, factors=[["503", 1], ["1", 1]]), "increasing"),
        "factor 9": (_forged(root5, factors=[["9", 1]]), "not prime"),
        "short product": (_forged(good, factors=[]), "do not multiply"),
        "other polynomial": ({**good, "subject": {"polynomial": ["7", "-2", "1", "1"]}}, "disc(f) is"),
        "not monic": ({**good, "subject": {"polynomial": ["8", "-2", "1", "2"]}}, "monic"),
        "degree 13": ({**good, "subject": {"polynomial": ["1"] * 14}}, "coefficients"),
        "repeated root": ({**good, "subject": {"polynomial": ["1", "2", "1"]}}, "repeated root"),
    }
    for name, (request, reason) in forgeries.items():
        got = checker.check(request)
        assert not got["accepted"] and reason in got["reason"], (name, got)


def test_a_large_prime_of_the_discriminant_needs_its_proof():
    pari = cypari2.Pari()
    k = next(
        k
        for k in range(10**7, 10**7 + 1000)
        if pari.polisirreducible(pari.Pol([1, 0, 1, k]))
        and max(int(p) for p in pari.factor(4 + 27 * k * k)[0]) > 1 << 20
    )
    request = _request([k, 1, 0, 1])  # x^3 + x + k, disc -(4 + 27 k^2)
    assert any(int(p) > 1 << 20 for p, _ in request["claim"]["factors"])
    assert checker.check(request)["accepted"]
    got = checker.check({**request, "certificate": {"certificates": {}}})
    assert not got["accepted"] and "factor" in got["reason"], got


def test_maximality_is_tested_at_every_square_prime_of_random_fields():
    """Random monic irreducible f of degree 2..7: the checker accepts PARI's maximal order, and its
    p-maximality test fails for Z[x] at exactly the primes dividing PARI's index (Z[x] is p-maximal iff p does
    not divide [O_K : Z[x]])."""
    pari, rnd, seen = cypari2.Pari(), random.Random(30), 0
    while seen < 25:
        n = rnd.randint(2, 7)
        f = [rnd.randint(-12, 12) for _ in range(n)] + [1]
        if not pari.polisirreducible(pari.Pol(list(reversed(f)))):
            continue
        seen += 1
        good = _request(f)
        assert checker.check(good)["accepted"], f
        B = [[Fraction(int(i == j)) for j in range(n)] for i in range(n)]
        inv = inverse(B)
        assert inv is not None
        table, _ = multiplication(B, inv, f)
        assert table is not None
        index = int(good["claim"]["index"])
        for p in pari.factor(abs(int(good["claim"]["polynomial_discriminant"])))[0]:
            assert p_maximal(table, int(p)) == (index % int(p) != 0), (f, p, index)
