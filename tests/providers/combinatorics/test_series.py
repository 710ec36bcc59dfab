"""combinatorics.sequence.coefficients through the real runtime, VERIFIED by the series checker multiplying back
(Q A = P up to x^(N-1)); forged coefficients and another denominator rejected; bad generating functions refused with
their path before any job (an algebraic one such as Catalan's is not in the grammar).

Known answers: x / (1 - x - x^2) has the Fibonacci numbers, F_30 = 832040 (Graham, Knuth & Patashnik, Concrete
Mathematics, 2nd ed., section 7.3); 1 / (1 - 2x) the powers of 2; 1 / (1 - x)^2 the numbers n + 1;
1 / ((1 - x)(1 - x^2)(1 - x^3)) the partitions of n into parts at most 3, the integer nearest (n + 3)^2 / 12
(OEIS A001399); (1/2) / (3 - x) the numbers 1 / (2 * 3^(n+1)).
"""

from __future__ import annotations

from fractions import Fraction

from jacobian.checkers.combinatorics.series_check import check
from jacobian.contracts.enums import Conclusion, ExecutionStatus
from tests.verify_runs import run_verify, verified


def fibonacci(n: int) -> list[int]:
    out = [0, 1]
    while len(out) < n:
        out.append(out[-1] + out[-2])
    return out[:n]


KNOWN = [
    ({"numerator": "x", "denominator": "1 - x - x^2", "terms": 31}, [str(f) for f in fibonacci(31)]),
    ({"numerator": "1", "denominator": "1 - 2*x", "terms": 100}, [str(2**n) for n in range(100)]),
    ({"numerator": "1", "denominator": "(1 - t)^2", "variable": "t", "terms": 50}, [str(n + 1) for n in range(50)]),
    (
        {"numerator": "1", "denominator": "(1 - x)*(1 - x^2)*(1 - x^3)", "terms": 60},
        [str(round(Fraction((n + 3) ** 2, 12))) for n in range(60)],
    ),
    (
        {"numerator": "1/2", "denominator": "3 - x", "terms": 10},
        [str(Fraction(1, 2 * 3 ** (n + 1))) for n in range(10)],
    ),
]


def test_known_series_are_verified(tmp_path):
    results = run_verify(tmp_path, [("combinatorics.sequence.coefficients", p) for p, _ in KNOWN])
    for (payload, expected), r in zip(KNOWN, results):
        assert r.conclusion is Conclusion.VALUE and verified(r), (payload, r.diagnostics)
        assert r.output["coefficients"] == expected, payload
    assert results[0].output["coefficients"][30] == "832040"


def decide(coefficients: list[str], numerator: str, denominator: str, terms: int, **extra) -> dict:
    subject = {"numerator": numerator, "denominator": denominator, "variable": "x", "terms": terms}
    claim = {"kind": "SERIES_COEFFICIENTS", "coefficients": coefficients}
    return check({"claim": claim, "subject": subject, "certificate": {}, **extra})


def test_the_checker_accepts_the_series_and_forgeries_are_rejected():
    fib = [str(f) for f in fibonacci(20)]
    got = decide(fib, "x", "1 - x - x^2", 20)
    assert got["accepted"] and got["model"]["summary"] == {
        "numerator_degree": 1,
        "denominator_degree": 2,
        "terms": 20,
    }, got
    for i in (0, 1, 17, 19):
        off = [str(int(c) + (j == i)) for j, c in enumerate(fib)]
        got = decide(off, "x", "1 - x - x^2", 20)
        assert not got["accepted"] and f"differs from P at x^{i}" in got["reason"], (i, got)
    # the Fibonacci numbers claimed for the Jacobsthal numbers' x / (1 - x - 2x^2)
    got = decide(fib, "x", "1 - x - 2*x^2", 20)
    assert not got["accepted"] and "differs from P at x^3" in got["reason"]
    # the same series written another way reads as a different text but the same polynomials
    assert decide(fib, "x", "(1 - x) - x*x", 20)["model"] == decide(fib, "x", "1 - x - x^2", 20)["model"]


def test_malformed_checker_requests_are_refused():
    fib = [str(f) for f in fibonacci(5)]
    cases = [
        (decide(fib, "x", "x - x^2", 5), "nonzero constant term"),
        (decide(fib, "x", "1 - x - x^2", 6), "exactly 6 rationals"),
        (decide(fib[:4] + ["1.5"], "x", "1 - x - x^2", 5), "claim.coefficients[4]"),
        (decide(fib, "x**2", "1 - x", 5), "subject.numerator, column"),
        (decide(fib, "sqrt(1 - 4*x)", "2*x", 5), "subject.numerator, column"),
        (decide(fib, "x", "1 - x", 1001), "1..1000"),
    ]
    for got, words in cases:
        assert not got["accepted"] and got["reason"].startswith("malformed request") and words in got["reason"], got


def test_bad_generating_functions_are_refused_with_their_path(tmp_path):
    bad = [
        ({"numerator": "1", "denominator": "x - x^2", "terms": 5}, "$.payload.denominator"),
        ({"numerator": "(1 - sqrt(1 - 4*x))/2", "denominator": "x", "terms": 5}, "$.payload.numerator"),  # Catalan
        ({"numerator": "x**2", "denominator": "1 - x", "terms": 5}, "$.payload.numerator"),
        ({"numerator": "x", "denominator": "1 - x^999999999", "terms": 5}, "$.payload.denominator"),
        ({"numerator": "y", "denominator": "1 - x", "terms": 5}, "$.payload.numerator"),
        ({"numerator": "1", "denominator": "1 - x", "terms": 1001}, "$.payload.terms"),
    ]
    results = run_verify(tmp_path, [("combinatorics.sequence.coefficients", p) for p, _ in bad])
    for (payload, path), r in zip(bad, results):
        assert r.execution.status is ExecutionStatus.ERROR and r.provenance is None, (payload, r.diagnostics)
        d = r.diagnostics[0]
        assert d.code == "INVALID_REQUEST" and d.path == path, (payload, d)
