"""polynomial.roots.complex through a real runtime: FLINT's roots in the Sage worker, the interval checker
(mpmath.iv, Krawczyk) in its sandboxed job.

Known answers, cited:
- the n-th roots of unity exp(2 pi i k / n) (x^12 - 1: twelve, among them +-1, +-i);
- Wilkinson's polynomial prod_{k=1}^{20} (x - k) (Wilkinson, Rounding Errors in Algebraic Processes, 1963): the
  integers 1..20, at 2^-100;
- x^5 - x - 1 (the quintic not solvable by radicals, Galois group S_5): one real root 1.1673039782614186842...
  (OEIS A160155) and two complex-conjugate pairs;
- (x^2 + 1)^2 (3x - 1)^3: +-i of multiplicity 2 and 1/3 of multiplicity 3 (the checker takes the squarefree
  decomposition itself).
"""

from __future__ import annotations

from fractions import Fraction

import trio

from jacobian.runtime import Runtime

from .conftest import sage_config

WILKINSON = "*".join(f"(x - {i})" for i in range(1, 21))
CASES = {
    "unity12": {"polynomial": "x^12 - 1"},
    "wilkinson": {"polynomial": WILKINSON, "precision_bits": 100},
    "quintic": {"polynomial": "x^5 - x - 1", "precision_bits": 200},
    "multiple": {"polynomial": "(x^2 + 1)^2*(3*x - 1)^3"},
}
BAD = {
    "gf": {"polynomial": "x^2 + 1", "field": "GF(5)"},
    "constant": {"polynomial": "7"},
    "python": {"polynomial": "x**2 + 1"},
    "bits": {"polynomial": "x^2 + 1", "precision_bits": 100000},
}


def run_all(tmp_path, payloads, mode="VERIFY"):
    results = {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for name, payload in payloads.items():
                results[name] = await rt.run("polynomial.roots.complex", payload, mode)

    trio.run(main)
    return results


def near(root, re, im, eps):
    return abs(Fraction(root["re"]) - re) < eps and abs(Fraction(root["im"]) - im) < eps


def test_known_roots_enclosed_and_verified(tmp_path):
    results = run_all(tmp_path, {**CASES, **BAD})
    for name in CASES:
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.diagnostics)
    unity = results["unity12"].output["roots"]
    assert len(unity) == 12 and all(root["multiplicity"] == 1 for root in unity)
    for re, im in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        assert any(near(root, re, im, Fraction(1, 10**15)) for root in unity), (re, im)
    wilk = results["wilkinson"].output["roots"]
    assert sorted(round(Fraction(root["re"])) for root in wilk) == list(range(1, 21))
    assert all(Fraction(root["radius"]) <= Fraction(1, 2**100) for root in wilk)
    quintic = results["quintic"].output["roots"]
    assert len(quintic) == 5 and sum(root["im"] == "0" for root in quintic) == 1
    real = next(root for root in quintic if root["im"] == "0")
    assert real["re"].startswith("1.1673039782614186842"), real
    multiple = {(root["re"], root["im"]): root["multiplicity"] for root in results["multiple"].output["roots"]}
    assert sorted(multiple.values()) == [2, 2, 3]
    for name in BAD:
        r = results[name]
        assert r.execution.status.value == "ERROR" and r.diagnostics[0].code.value == "INVALID_REQUEST", (name, r)
        assert r.diagnostics[0].path.startswith("$.payload"), (name, r.diagnostics[0])
