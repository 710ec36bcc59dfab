"""The univariate polynomial checker on its own: published values accepted, forged evidence rejected (each for the
reason it is wrong), malformed requests refused, and the model it read reported on every decision.

Known values, each from a published table or formula (the checker computes its own and compares):
- disc(x^2 + bx + c) = b^2 - 4c; disc(x^3 + px + q) = -4p^3 - 27q^2 (Cohen, A Course in Computational Algebraic
  Number Theory, GTM 138, sections 3.3 and 6.4.1): disc(x^3 - x - 1) = -23 and disc(x^3 - 2) = -108, the
  discriminants of the cubic fields LMFDB 3.1.23.1 and 3.1.108.1.
- disc(Phi_p) = (-1)^((p-1)/2) p^(p-2) for the p-th cyclotomic polynomial (Washington, Introduction to Cyclotomic
  Fields, Lemma 2.2): 125 for p = 5, -16807 for p = 7.
- disc(T_n) = 2^((n-1)^2) n^n for the Chebyshev polynomial of the first kind (Szego, Orthogonal Polynomials,
  (6.71.8), specialised): 432 for T_3, 131072 for T_4.
- disc of Wilkinson's polynomial prod_{k=1}^{20} (x - k) = prod_{i<j} (j - i)^2 = (prod_{k<20} k!)^2.
- Res(Phi_m, Phi_n) (Apostol, Resultants of cyclotomic polynomials, Proc. AMS 24 (1970) 457-462): p^phi(m) when
  n/m is a power of the prime p, 1 when it is not a prime power: Res(Phi_1, Phi_7) = 7, Res(Phi_2, Phi_6) = 3,
  Res(Phi_3, Phi_4) = 1.
- gcd(x^m - 1, x^n - 1) = x^gcd(m, n) - 1 (e.g. Lang, Algebra, ch. IV exercises).
"""

from __future__ import annotations

import hashlib
import json
from math import factorial, prod

import pytest

from jacobian.checkers.polynomial import sylvester
from jacobian.checkers.polynomial import univariate as U
from jacobian.checkers.polynomial.poly import Field
from jacobian.checkers.polynomial.univariate_check import check

QQ = {"field": "QQ", "variable": "x"}
PHI = {1: "x - 1", 2: "x + 1", 3: "x^2 + x + 1", 4: "x^2 + 1", 5: "x^4+x^3+x^2+x+1", 6: "x^2 - x + 1"}
PHI[7] = "x^6+x^5+x^4+x^3+x^2+x+1"
WILKINSON = "*".join(f"(x - {k})" for k in range(1, 21))


def run(kind, subject, cert=None, **claim):
    return check({"claim": {"kind": kind, **claim}, "subject": subject, "certificate": cert or {}})


def disc(f, field="QQ", value="0"):
    return run("POLYNOMIAL_DISCRIMINANT", {"field": field, "variable": "x", "polynomial": f}, value=value)


def res(a, b, field="QQ", value="0"):
    return run("POLYNOMIAL_RESULTANT", {"field": field, "variable": "x", "a": a, "b": b}, value=value)


def roots(f, intervals, max_width=None):
    claim = {"roots": [{"interval": [str(lo), str(hi)], "multiplicity": m} for lo, hi, m in intervals]}
    if max_width is not None:
        claim["max_width"] = max_width
    return run("REAL_ROOTS", {**QQ, "polynomial": f}, **claim)


@pytest.mark.parametrize(
    ("f", "value"),
    [
        ("x^2 + 3*x + 1", "5"),
        ("x^3 - x - 1", "-23"),
        ("x^3 - 2", "-108"),
        ("x^3 + 2*x + 5", str(-4 * 8 - 27 * 25)),
        (PHI[5], "125"),
        (PHI[7], "-16807"),
        ("4*x^3 - 3*x", "432"),
        ("8*x^4 - 8*x^2 + 1", "131072"),
        (WILKINSON, str(prod(factorial(k) for k in range(1, 20)) ** 2)),
        ("2*x + 7", "1"),
    ],
)
def test_published_discriminants_are_accepted_and_one_off_rejected(f, value):
    ok = disc(f, value=value)
    assert ok["accepted"], ok
    assert ok["model"]["format"] == "polynomial-text" and ok["model"]["summary"]["variable"] == "x"
    wrong = disc(f, value=str(int(value) + 1))
    assert not wrong["accepted"] and "Sylvester determinant gives" in wrong["reason"]


@pytest.mark.parametrize(("m", "n", "value"), [(1, 7, "7"), (2, 6, "3"), (3, 4, "1"), (1, 6, "1"), (1, 5, "5")])
def test_cyclotomic_resultants_of_apostol(m, n, value):
    assert res(PHI[m], PHI[n], value=value)["accepted"]
    assert not res(PHI[m], PHI[n], value=str(-int(value)))["accepted"]


def test_resultant_scales_with_denominators_and_swaps_with_sign():
    # Res(x^2 - 2, x^3 - 3) = prod over sqrt(+-2) of (a^3 - 3) = 1; scaling a by 1/2 divides by 2^3
    assert res("x^2 - 2", "x^3 - 3", value="1")["accepted"]
    assert res("1/2*x^2 - 1", "x^3 - 3", value="1/8")["accepted"]
    # Res(b, a) = (-1)^(deg a deg b) Res(a, b): degrees 1 and 1 flip the sign
    assert res("x - 1", "x - 3", value="-2")["accepted"] and res("x - 3", "x - 1", value="2")["accepted"]


def test_finite_fields_reduce_and_use_the_formal_derivative():
    # over GF(3), (x^3 + x + 1)' = 1 (formally 3x^2 + 1): disc = -Res(f, f') = -1 = 2
    assert disc("x^3 + x + 1", "GF(3)", "2")["accepted"]
    assert not disc("x^3 + x + 1", "GF(3)", "1")["accepted"]
    assert res("x^2 + 1", "x^2 - 1", "GF(5)", "4")["accepted"]
    # x^2 + 1 = (x - 2)(x - 3) over GF(5): a square factor has discriminant 0
    assert disc("(x^2 + 1)^2", "GF(5)", "0")["accepted"]


def test_bareiss_determinant_matches_expansion_with_pivoting():
    M = [[0, 2, 1], [3, 0, 4], [1, 5, 0]]  # a zero first pivot: a row swap
    expansion = 0 * (0 - 20) - 2 * (0 - 4) + 1 * (15 - 0)
    assert sylvester.bareiss(M) == expansion == 23
    assert sylvester.bareiss([[1, 2], [2, 4]]) == 0 and sylvester.bareiss([]) == 1
    assert sylvester.det_mod(M, 7) == 23 % 7


def gcd_claim(a, b, g, u, v, field="QQ"):
    return run("POLYNOMIAL_GCD", {"field": field, "variable": "x", "a": a, "b": b}, {"u": u, "v": v}, gcd=g)


def test_gcd_with_bezout_cofactors():
    # gcd(x^4 - 1, x^6 - 1) = x^2 - 1: (x^4 - 1)(-x^2) + (x^6 - 1)(1) = x^2 - 1
    assert gcd_claim("x^4 - 1", "x^6 - 1", "x^2 - 1", "-x^2", "1")["accepted"]
    assert gcd_claim("x^4 - 1", "x^6 - 1", "x^2 + 1", "x^2", "1", "GF(2)")["accepted"]
    assert gcd_claim("0", "0", "0", "0", "0")["accepted"]
    assert gcd_claim("0", "3*x - 6", "x - 2", "0", "1/3")["accepted"]


def test_gcd_forgeries_are_rejected():
    # a Bezout pair that does not combine to the gcd
    r = gcd_claim("x^4 - 1", "x^6 - 1", "x^2 - 1", "x^2", "-1")
    assert not r["accepted"] and "Bezout identity fails" in r["reason"]
    # a combination that is not a common divisor: 2x^2 + (x + 1)(-2x + 3) = x + 3, which does not divide x^2
    u, v = "2", "-2*x + 3"
    r = gcd_claim("x^2", "x + 1", "x + 3", u, v)
    assert not r["accepted"] and r["reason"] == "the claimed gcd does not divide a"
    # a common divisor that is not the greatest cannot satisfy Bezout: 1 for (x - 1)^2 and x - 1
    r = gcd_claim("x^2 - 2*x + 1", "x - 1", "1", "0", "1")
    assert not r["accepted"] and "Bezout" in r["reason"]
    r = gcd_claim("2*x - 2", "x - 1", "2*x - 2", "1", "0")
    assert not r["accepted"] and "monic" in r["reason"]


def sqf(f, unit, factors, field="QQ"):
    return run(
        "SQUAREFREE_FACTORIZATION",
        {"field": field, "variable": "x", "polynomial": f},
        unit=unit,
        factors=[[g, k] for g, k in factors],
    )


def test_squarefree_factorizations():
    assert sqf("(x-1)^2*(x+1)^2*(x-3)", "1", [("x - 3", 1), ("x^2 - 1", 2)])["accepted"]
    assert sqf("2*(x-1)^3", "2", [("x - 1", 3)])["accepted"]
    assert sqf("7", "7", [])["accepted"]
    # over GF(3): (x+1)^3 (x+2)^3 = (x^2 + 2)^3, and x^10 + 1 = (x^2 + 1)^5 over GF(5) (its derivative vanishes)
    assert sqf("(x+1)^3*(x+2)^3*(x^2+1)", "1", [("x^2 + 1", 1), ("x^2 + 2", 3)], "GF(3)")["accepted"]
    assert sqf("x^10 + 1", "1", [("x^2 + 1", 5)], "GF(5)")["accepted"]


@pytest.mark.parametrize(
    ("f", "unit", "factors", "reason"),
    [
        ("(x-1)^2", "1", [("x^2 - 2*x + 1", 1)], "not squarefree"),
        ("x^2 - 1", "1", [("x - 1", 1), ("x + 1", 1)], "share a multiplicity"),
        ("(x-1)^3", "1", [("x - 1", 1), ("x - 1", 2)], "not coprime"),
        ("(x-1)^2*(x+1)", "1", [("x - 1", 2)], "differs"),
        ("2*x^2 - 2", "1", [("x^2 - 1", 1)], "differs"),
        ("2*x - 2", "1", [("2*x - 2", 1)], "monic"),
        ("x^10 + 1", "1", [("x^10 + 1", 1)], "not squarefree"),
    ],
)
def test_squarefree_forgeries_are_rejected(f, unit, factors, reason):
    field = "GF(5)" if f == "x^10 + 1" else "QQ"
    r = sqf(f, unit, factors, field)
    assert not r["accepted"] and reason in r["reason"], r


def test_wilkinson_roots_one_to_twenty_as_points_and_as_intervals():
    # Wilkinson (1959): the roots of prod (x - k) are exactly 1..20
    points = [(k, k, 1) for k in range(1, 21)]
    assert roots(WILKINSON, points)["accepted"]
    around = [(f"{3 * k - 1}/3", f"{3 * k + 1}/3", 1) for k in range(1, 21)]
    assert roots(WILKINSON, around)["accepted"]
    assert roots(WILKINSON, around, max_width="1")["accepted"]
    r = roots(WILKINSON, around, max_width="1/2")
    assert not r["accepted"] and "wider than 1/2" in r["reason"]


def test_real_root_forgeries_are_rejected():
    # an interval holding two roots (1 and 2)
    two = [("1/2", "5/2", 1)] + [(k, k, 1) for k in range(3, 21)]
    r = roots(WILKINSON, two)
    assert not r["accepted"] and "holds 2 distinct roots" in r["reason"]
    # a root list missing one root
    r = roots(WILKINSON, [(k, k, 1) for k in range(1, 20)])
    assert not r["accepted"] and "20 distinct real roots" in r["reason"] and "lists 19" in r["reason"]
    # an interval with no root, a point that is not a root, an endpoint on a root, overlapping intervals
    assert not roots("x^2 - 2", [("-2", "-1", 1), ("2", "3", 1)])["accepted"]
    assert not roots("x^2 - 2", [("-2", "-1", 1), ("7/5", "7/5", 1)])["accepted"]
    r = roots("x^2 - 1", [("-1", "-1", 1), ("0", "1", 1)])
    assert not r["accepted"] and "endpoint is a root" in r["reason"]
    r = roots("x^2 - 2", [("-2", "-1", 1), ("-3/2", "2", 1)])
    assert not r["accepted"] and "not to the right" in r["reason"]
    # the multiplicity is checked: sqrt(2) is a double root of (x^2 - 2)^2 (x - 1), 1 a simple one
    f = "(x^2 - 2)^2*(x - 1)"
    good = [("-3/2", "-1", 2), ("1", "1", 1), ("5/4", "3/2", 2)]
    assert roots(f, good)["accepted"]
    r = roots(f, [("-3/2", "-1", 2), ("1", "1", 1), ("5/4", "3/2", 1)])
    assert not r["accepted"] and "multiplicity 1" in r["reason"]
    r = roots(f, [("-3/2", "-1", 2), ("1", "1", 2), ("5/4", "3/2", 2)])
    assert not r["accepted"] and "not a root of multiplicity 2" in r["reason"]


def test_sturm_counts_match_the_definition():
    K = Field("QQ")
    f = U.dense({(3,): 1, (0,): -2}, K)  # x^3 - 2: one real root, 2^(1/3) in (1, 2)
    seq = U.sturm(f, K)
    assert U.count_real(seq) == 1 and U.count_between(seq, U.Fraction(1), U.Fraction(2)) == 1
    t5 = U.dense({(5,): 16, (3,): -20, (1,): 5}, K)  # T_5: five real roots in (-1, 1)
    assert U.count_real(U.sturm(t5, K)) == 5
    assert U.yun(U.dense({(4,): 1, (2,): -2, (0,): 1}, K), K) == [[1], [-1, 0, 1]]  # (x^2 - 1)^2


@pytest.mark.parametrize(
    ("payload", "where"),
    [
        ({"claim": {"kind": "POLYNOMIAL_GCD"}, "subject": {**QQ, "a": "x**2", "b": "x"}}, "subject.a, column 3"),
        ({"claim": {"kind": "REAL_ROOTS", "roots": []}, "subject": {**QQ, "polynomial": "(x^200)^3"}}, "degree above"),
        ({"claim": {"kind": "SOMETHING"}, "subject": QQ}, "claim kind"),
        ({"claim": {"kind": "POLYNOMIAL_DISCRIMINANT", "value": "1"}, "subject": {**QQ, "polynomial": "5"}}, "degree"),
        ({"claim": {"kind": "POLYNOMIAL_RESULTANT", "value": "0"}, "subject": {**QQ, "a": "0", "b": "x"}}, "nonzero"),
        ({"claim": {"kind": "REAL_ROOTS", "roots": []}, "subject": {**QQ, "polynomial": "x", "extra": 1}}, "unknown"),
        (
            {
                "claim": {"kind": "REAL_ROOTS", "roots": []},
                "subject": {"field": "GF(7)", "variable": "x", "polynomial": "x"},
            },
            "over QQ only",
        ),
        (
            {
                "claim": {"kind": "REAL_ROOTS", "roots": [{"interval": ["0.5", "1"], "multiplicity": 1}]},
                "subject": {**QQ, "polynomial": "x - 1"},
            },
            "interval[0]",
        ),
        ({"claim": {"kind": "POLYNOMIAL_GCD", "gcd": "1"}, "subject": {**QQ, "a": "y", "b": "x"}}, "not a declared"),
    ],
)
def test_malformed_requests_are_refused_naming_where(payload, where):
    r = check(payload)
    assert r["accepted"] is False and r["reason"].startswith("malformed request") and where in r["reason"], r


def test_the_model_read_is_the_canonical_subject():
    r = disc("x^3 - x - 1", value="-23")
    canonical = {"field": "QQ", "polynomials": {"polynomial": [[0, "-1"], [1, "-1"], [3, "1"]]}, "variable": "x"}
    digest = hashlib.sha256(json.dumps(canonical, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
    assert r["model"] == {
        "format": "polynomial-text",
        "summary": {"field": "QQ", "variable": "x", "degree_polynomial": 3},
        "digest": "sha256:" + digest,
    }
    # the same polynomial written otherwise reads to the same model; a rejection reports it too
    assert disc("-1 - x + x^3", value="-22")["model"] == r["model"]


@pytest.mark.parametrize("text", ["x + \u0663", "x^\u0662", "x\u00a0+ 1", "x + 1\r"])
def test_only_ascii_digits_and_blanks_are_read(text):
    r = disc(text, value="1")
    assert not r["accepted"] and r["reason"].startswith("malformed request: subject.polynomial, column"), r
    assert not disc("x^2", "GF(\u0667)", "0")["accepted"]
