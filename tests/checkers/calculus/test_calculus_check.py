"""The calculus checker on its own: published limits accepted, forged values rejected (each for the reason it is
wrong), malformed requests refused, the model it read reported on every decision, and its gcd agreeing with
Euclid's over QQ.

Known limits (Stewart, Calculus, 8th ed.: section 2.3 Example 2, (x^2 - 1)/(x - 1) -> 2 as x -> 1; section 2.2,
1/x at 0: +oo from the right, -oo from the left, no two-sided limit; 1/x^2 -> +oo at 0; section 2.6, a quotient
of equal degrees tends to the ratio of its leading coefficients at +-oo, (3x^2 + 1)/(x^2 - 5) -> 3; a smaller
numerator degree gives 0, a larger one +-oo by the sign of the leading ratio and the parity of the excess).
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from jacobian.checkers.calculus import ratexpr, ratfun
from jacobian.checkers.calculus.check import check
from jacobian.checkers.polynomial import univariate as U

KNOWN = [
    ("(x^2 - 1)/(x - 1)", "1", "both", "2"),
    ("1/x", "0", "both", "DNE"),
    ("1/x", "0", "right", "oo"),
    ("1/x", "0", "left", "-oo"),
    ("1/x^2", "0", "both", "oo"),
    ("-1/x^2", "0", "left", "-oo"),
    ("(3*x^2 + 1)/(x^2 - 5)", "oo", "both", "3"),
    ("(3*x^2 + 1)/(x^2 - 5)", "-oo", "both", "3"),
    ("(x + 1)/(x^2 + 1)", "oo", "both", "0"),
    ("x^3/(x + 1)", "-oo", "both", "oo"),
    ("-x^4/(x + 1)", "-oo", "both", "oo"),
    ("x^4/(1 - x)", "oo", "both", "-oo"),
    ("(x^3 - 8)/(x - 2)", "2", "both", "12"),
    ("(4*x^2 - 1)/(2*x - 1)", "1/2", "both", "2"),
    ("(x - 1)/(x - 1)^3", "1", "both", "oo"),
    ("(x - 1)/(x - 1)^4", "1", "both", "DNE"),
    ("x/(x^2 - 4)", "2", "left", "-oo"),
    ("x^2 + 1", "-3/2", "right", "13/4"),
]


def limit(function, point, direction, value, variable="x"):
    subject = {"variable": variable, "function": function, "point": point, "direction": direction}
    return check({"claim": {"kind": "RATIONAL_LIMIT", "value": value}, "subject": subject})


@pytest.mark.parametrize(("function", "point", "direction", "value"), KNOWN)
def test_known_limits_accepted(function, point, direction, value):
    r = limit(function, point, direction, value)
    assert r["accepted"], r
    assert r["model"]["format"] == "rational-expression" and r["model"]["digest"].startswith("sha256:")


@pytest.mark.parametrize(
    ("function", "point", "direction", "forged", "why"),
    [
        ("(x^2 - 1)/(x - 1)", "1", "both", "3", "is 2, not 3"),
        ("(x^2 - 1)/(x - 1)", "1", "both", "DNE", "is 2, not DNE"),
        ("1/x", "0", "both", "oo", "is DNE, not oo"),
        ("1/x", "0", "left", "oo", "is -oo, not oo"),
        ("(3*x^2 + 1)/(x^2 - 5)", "oo", "both", "3/1000", "is 3, not 3/1000"),
        ("x^3/(x + 1)", "-oo", "both", "-oo", "is oo, not -oo"),
    ],
)
def test_forged_limits_rejected(function, point, direction, forged, why):
    r = limit(function, point, direction, forged)
    assert not r["accepted"] and why in r["reason"], r
    assert r["model"]["summary"]["variable"] == "x"


@pytest.mark.parametrize(
    ("payload", "why"),
    [
        ({"function": "x**2", "point": "0"}, "subject.function: column 2"),
        ({"function": "(" * 100 + "x" + ")" * 100, "point": "0"}, "nested deeper"),
        ({"function": "log(x)", "point": "1"}, "a rational function is expected"),
        ({"function": "1/(x - x)", "point": "1"}, "division by zero"),
        ({"function": "x", "point": "1.5"}, "subject.point"),
        ({"function": "x", "point": "oo", "direction": "left"}, "subject.direction"),
        ({"function": "x", "point": "1", "value": "2/0"}, "claim.value"),
        ({"function": "x", "point": "1", "extra": 1}, "unknown fields"),
    ],
)
def test_malformed_requests_rejected(payload, why):
    value = payload.pop("value", "1")
    subject = {"variable": "x", "direction": "both", **payload}
    r = check({"claim": {"kind": "RATIONAL_LIMIT", "value": value}, "subject": subject})
    assert not r["accepted"] and r["reason"].startswith("malformed request") and why in r["reason"], r


def test_same_function_same_digest_whatever_the_spelling():
    a = limit("(x^2 - 1)/(x - 1)", "1", "both", "2")["model"]["digest"]
    b = limit("x + 1", "1", "both", "2")["model"]["digest"]
    c = limit("x + 2", "1", "both", "3")["model"]["digest"]
    assert a == b != c


def test_gcd_agrees_with_euclid_over_qq():
    rng = random.Random(29)
    for _ in range(200):
        common = [Fraction(rng.randint(-9, 9), rng.randint(1, 5)) for _ in range(rng.randint(1, 4))] + [Fraction(1)]
        a = U.mul(common, [Fraction(rng.randint(-9, 9)) for _ in range(rng.randint(1, 5))] + [Fraction(2)], ratfun.QQ)
        b = U.mul(common, [Fraction(rng.randint(-9, 9)) for _ in range(rng.randint(1, 5))] + [Fraction(3)], ratfun.QQ)
        assert ratfun.gcd(a, b) == U.gcd(a, b, ratfun.QQ)


def test_reader_bounds_refuse_with_the_column():
    small = ratexpr.Bounds(max_degree=8)
    with pytest.raises(ratexpr.TextError, match="column 8: degree above 8"):
        ratexpr.parse("(x+1)^5*(x-1)^5", "x", small)
    with pytest.raises(ratexpr.TextError, match="exponent 99999999 exceeds"):
        ratexpr.parse("x^99999999", "x")
    with pytest.raises(ratexpr.TextError, match="column 2"):
        ratexpr.parse("2x", "x")
    with pytest.raises(ratexpr.TextError, match="unexpected"):
        ratexpr.parse("x + \u0663", "x")
    e = ratexpr.parse("atan(1 - x) + 1/2*log(x^2 + 1) - log(x^2+1)/2", "x")
    assert e.logs == {("atan", (Fraction(-1), Fraction(1))): Fraction(-1)}  # atan is odd; the logs cancel


# Series (known: 1/(1 - x - x^2) = sum F_(n+1) x^n, the Fibonacci generating function, OEIS A000045 and Graham,
# Knuth, Patashnik, Concrete Mathematics, (7.24); 1/(1 - x)^2 = sum (n + 1) x^n, ibid. table 335; the Laurent
# series 1/(x^2 - x) = 1/(x - 1) - 1 + (x - 1) - ... at 1, from 1/(x(x - 1)) = (1/(x - 1)) * 1/(1 + (x - 1))).
FIB = [1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584, 4181, 6765, 10946]


def series(function, point, order, valuation, coefficients):
    subject = {"variable": "x", "function": function, "point": point, "order": order}
    claim = {"kind": "RATIONAL_SERIES", "valuation": valuation, "coefficients": [str(c) for c in coefficients]}
    return check({"claim": claim, "subject": subject})


@pytest.mark.parametrize(
    ("function", "point", "order", "valuation", "coefficients"),
    [
        ("1/(1 - x - x^2)", "0", 20, 0, FIB),
        ("1/(1 - x)^2", "0", 8, 0, range(1, 10)),
        ("1/(x^2 - x)", "1", 3, -1, [1, -1, 1, -1, 1]),
        ("x^3/(1 - x)", "0", 5, 3, [1, 1, 1]),
        ("x^7", "0", 5, 6, []),
        ("(x + 1)/(x - 2)", "1/2", 4, 0, ["-1", "-4/3", "-8/9", "-16/27", "-32/81"]),
    ],
)
def test_known_series_accepted(function, point, order, valuation, coefficients):
    r = series(function, point, order, valuation, list(coefficients))
    assert r["accepted"], r


@pytest.mark.parametrize(
    ("valuation", "coefficients", "why"),
    [
        (0, FIB[:12] + [234] + FIB[13:], "at (x - 0)^12"),  # one wrong coefficient
        (0, FIB[:-1], "21 coefficients (powers 0..20) are expected"),
        (1, FIB[1:], "starts at (x - 0)^0, not ^1"),
        (0, [2 * c for c in FIB], "at (x - 0)^0"),
    ],
)
def test_forged_series_rejected(valuation, coefficients, why):
    r = series("1/(1 - x - x^2)", "0", 20, valuation, coefficients)
    assert not r["accepted"] and why in r["reason"], r


# Antiderivatives from a standard table (Gradshteyn and Ryzhik, Table of Integrals, Series, and Products, 7th ed.:
# 2.124 (integral dx/(a^2 + x^2) = (1/a) arctan(x/a); dx/(x^2 - a^2) = (1/(2a)) ln|(x - a)/(x + a)|), 2.125
# (x dx/(a^2 + x^2) = (1/2) ln(a^2 + x^2)), and 2.141 / 2.103 for a linear numerator over a factored quadratic:
# (2x + 3)/((x + 1)(x + 2)) = 1/(x + 1) + 1/(x + 2) -> ln|x + 1| + ln|x + 2|).
TABLE = [
    ("1/(x^2 + 1)", "atan(x)"),
    ("1/(x^2 - 1)", "1/2*log(x - 1) - 1/2*log(x + 1)"),
    ("x/(x^2 + 1)", "1/2*log(x^2 + 1)"),
    ("(2*x + 3)/(x^2 + 3*x + 2)", "log(x + 1) + log(x + 2)"),
    ("1/(x^2 + 4)", "1/2*atan(x/2)"),
    ("1/(x^2 - 9)", "1/6*log(x - 3) - 1/6*log(x + 3)"),
    ("1/x^2", "-1/x"),
]


def antiderivative(function, claimed):
    subject = {"variable": "x", "function": function}
    return check({"claim": {"kind": "ANTIDERIVATIVE", "antiderivative": claimed}, "subject": subject})


@pytest.mark.parametrize(("function", "claimed"), TABLE)
def test_table_antiderivatives_accepted(function, claimed):
    r = antiderivative(function, claimed)
    assert r["accepted"], r
    assert r["model"]["format"] == "rational-expression"


@pytest.mark.parametrize(
    ("function", "forged"),
    [
        ("1/(x^2 + 1)", "atan(x) + 1/x"),  # off by one term
        ("(2*x + 3)/(x^2 + 3*x + 2)", "log(x + 1)"),  # one term missing
        ("1/(x^2 - 1)", "1/2*log(x - 1) - 1/3*log(x + 1)"),  # a wrong log coefficient
        ("x/(x^2 + 1)", "log(x^2 + 1)"),  # the coefficient 1 for 1/2
        ("1/(x^2 + 4)", "atan(x/2)"),  # the factor 1/a dropped
        ("1/(x^2 + 1)", "-atan(-x) + atan(x)"),  # atan is odd: 2 atan(x)
    ],
)
def test_forged_antiderivatives_rejected(function, forged):
    r = antiderivative(function, forged)
    assert not r["accepted"] and "differs from the integrand" in r["reason"], r


def test_antiderivative_claim_outside_the_grammar_is_malformed():
    r = antiderivative("1/(x^2 + 1)", "arctan(x)")
    assert not r["accepted"] and r["reason"].startswith("malformed request: claim.antiderivative"), r


def test_bounds_hold_for_unreduced_intermediates():
    """Terms that cancel are not reduced while reading: their product denominator breaks the degree bound at once
    (reducing at every step, with a gcd per operation, read this 1,268-character text in 27 s of CPU)."""
    base = " + ".join(f"1/(x - 1/{k})^2" for k in range(1, 33))
    text = base + "".join(f" + 1/(x-1/{k}) - 1/(x-1/{k})" for k in range(1, 30))
    with pytest.raises(ratexpr.TextError, match="degree above 64"):
        ratexpr.parse(text, "x", ratexpr.Bounds(max_degree=64))
    with pytest.raises(ratexpr.TextError, match="degree above 8"):
        ratexpr.parse("(x^5/x^5)^2", "x", ratexpr.Bounds(max_degree=8))  # 1, but x^10/x^10 as computed
    assert ratexpr.parse(base, "x", ratexpr.Bounds(max_degree=64)).rat[1][-1] == 1  # reduced at the end: monic
