"""The definite-integral claim of calculus.rational.exact on its own: known values accepted, each forgery rejected
for the reason it is wrong, divergence decided both ways, the enclosure's own interval series rigorous.

Known values: from the tabulated antiderivatives atan(x), log(x^2 + 1)/2 and log((x - 1)/(x + 1))/2 (Gradshteyn
and Ryzhik, Table of Integrals, Series, and Products, 7th ed., 2.124 and 2.125, as in test_calculus_check.py) at
the ends: int_0^1 dx/(1 + x^2) = pi/4, int_0^1 x dx/(1 + x^2) = log(2)/2, int_2^3 dx/(x^2 - 1) = log(3/2)/2; and
GR 3.241.2, int_0^oo x^(mu - 1) dx/(1 + x^nu) = (pi/nu) / sin(mu pi/nu): mu = 1, nu = 2 gives int_0^oo dx/(1 + x^2)
= pi/2; int_1^oo dx/x^2 = 1 and int_1^oo dx/x diverges (the p-test).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from mpmath import mp

from jacobian.checkers.calculus import definite as D
from jacobian.checkers.calculus import ratexpr
from jacobian.checkers.calculus.check import check


def dec(q: Fraction, places: int) -> str:
    sign, q = ("-" if q < 0 else ""), abs(q)
    whole, rest = divmod(q.numerator * 10**places // q.denominator, 10**places)
    return f"{sign}{whole}.{str(rest).rjust(places, '0')}"


def exact_fraction(x) -> Fraction:
    """An mpf as the fraction it is (a dyadic)."""
    sign, man, exp, _ = x._mpf_
    return (-1) ** sign * Fraction(int(man)) * Fraction(2) ** int(exp)


def around(value, places=18):
    """[lo, hi] with 10^-places to spare around mpmath's value at places + 20 digits: a test enclosure."""
    with mp.workdps(places + 20):
        q = exact_fraction(value())
    eps = Fraction(1, 10**places)
    return [dec(q - eps, places + 1), dec(q + eps, places + 1)]


def run(function, lower, upper, antiderivative, value, enclosure, digits=15):
    claim = {
        "kind": "DEFINITE_INTEGRAL",
        "value": value,
        "antiderivative": antiderivative,
        "enclosure": enclosure,
        "digits": digits,
    }
    subject = {"variable": "x", "function": function, "lower": lower, "upper": upper}
    return check({"claim": claim, "subject": subject})


KNOWN = [
    ("1/(1 + x^2)", "0", "1", "atan(x)", "pi/4", lambda: mp.pi / 4),
    ("1/(1 + x^2)", "0", "oo", "atan(x)", "pi/2", lambda: mp.pi / 2),
    ("x/(1 + x^2)", "0", "1", "1/2*log(x^2 + 1)", "log(2)/2", lambda: mp.log(2) / 2),
    ("1/(x^2 - 1)", "2", "3", "1/2*log(x - 1) - 1/2*log(x + 1)", "log(3/2)/2", lambda: mp.log(mp.mpf(3) / 2) / 2),
    ("1/x^2", "1", "oo", "-1/x", "1", lambda: mp.mpf(1)),
    ("1/(x^2 + 2*x + 5)", "-oo", "oo", "1/2*atan(x/2 + 1/2)", "pi/2", lambda: mp.pi / 2),
    ("1/x", "-8", "-1", "log(x)", "-3*log(2)", lambda: -3 * mp.log(2)),
    ("x/(1 + x^2)", "-1", "1", "1/2*log(x^2 + 1)", "0", lambda: mp.mpf(0)),
    ("1/(1 + x^2)", "0", "1/2", "atan(x)", "atan(1/2)", lambda: mp.atan(mp.mpf(1) / 2)),
    ("1/(1 + x^2)", "0", "3", "atan(x)", "atan(3)", lambda: mp.atan(3)),
]


@pytest.mark.parametrize(("function", "lower", "upper", "F", "value", "exact"), KNOWN)
def test_known_values_accepted(function, lower, upper, F, value, exact):
    r = run(function, lower, upper, F, value, around(exact))
    assert r["accepted"], r
    assert r["model"]["format"] == "rational-expression"


def test_many_digits_accepted():
    r = run("1/(1 + x^2)", "0", "oo", "atan(x)", "pi/2", around(lambda: mp.pi / 2, 401), digits=400)
    assert r["accepted"], r


@pytest.mark.parametrize(
    ("function", "lower", "upper", "F", "value", "enclosure", "why"),
    [
        # an enclosure that misses the value by 10^-16
        ("1/(1 + x^2)", "0", "1", "atan(x)", "pi/4", ["0.7853981633974484", "0.7853981633974485"], "does not contain"),
        # too wide for the digits claimed
        ("1/(1 + x^2)", "0", "1", "atan(x)", "pi/4", ["0.78", "0.79"], "wider than 15 digits"),
        # a value for an interval that contains a pole (F' = f holds on each side of 1)
        ("1/(x^2 - 1)", "0", "3", "1/2*log(x - 1) - 1/2*log(x + 1)", "log(2)/2", ["0.34", "0.35"], "pole in [0, 3]"),
        # a pole at an end
        ("1/x", "0", "1", "log(x)", "0", ["-0.1", "0.1"], "pole in [0, 1]"),
        # a wrong exact value with the right enclosure
        ("1/(1 + x^2)", "0", "1", "atan(x)", "pi/3", ["0.7853981633974483", "0.7853981633974484"], "is pi/4, not"),
        # a wrong antiderivative
        ("1/(1 + x^2)", "0", "1", "atan(x) + 1/x", "pi/4", ["0.7853981633974483", "0.7853981633974484"], "differs"),
        # a value for a divergent improper integral
        ("1/x", "1", "oo", "log(x)", "0", ["-0.1", "0.1"], "at oo, deg q = 1"),
    ],
)
def test_forgeries_rejected(function, lower, upper, F, value, enclosure, why):
    r = run(function, lower, upper, F, value, enclosure)
    assert not r["accepted"] and why in r["reason"], r


@pytest.mark.parametrize(
    ("function", "lower", "upper", "divergent"),
    [
        ("1/(x^2 - 1)", "0", "3", True),  # a simple pole inside: no principal value is taken
        ("1/(x - 1)^2", "0", "3", True),  # a double pole inside
        ("1/x", "0", "1", True),  # a pole at an end
        ("1/x", "1", "oo", True),  # deg q = deg p + 1
        ("x/(x^2 + 1)", "-oo", "oo", True),  # each half diverges
        ("1/(x^2 - 1)", "2", "3", False),
        ("1/x^2", "1", "oo", False),
        ("0", "-oo", "oo", False),
    ],
)
def test_divergence_decided_both_ways(function, lower, upper, divergent):
    subject = {"variable": "x", "function": function, "lower": lower, "upper": upper}
    r = check({"claim": {"kind": "DEFINITE_INTEGRAL", "value": "DIVERGENT"}, "subject": subject})
    assert r["accepted"] is divergent, r


def test_log_part_diverging_at_infinity_is_not_evaluated():
    F = ratexpr.parse("log(x + 1) - 2*log(x)", "x")
    with pytest.raises(D.NotEvaluable, match="sum c \\* deg v = -1"):
        D.value(F, Fraction(1), "oo")


@pytest.mark.parametrize(
    "payload",
    [
        {"lower": "1", "upper": "0"},
        {"lower": "oo", "upper": "oo"},
        {"lower": "0.5", "upper": "1"},
    ],
)
def test_malformed_subject_rejected(payload):
    subject = {"variable": "x", "function": "1/(1 + x^2)", **payload}
    r = check({"claim": {"kind": "DEFINITE_INTEGRAL", "value": "DIVERGENT"}, "subject": subject})
    assert not r["accepted"] and "malformed request" in r["reason"], r


@pytest.mark.parametrize(
    "s", [Fraction(1, 7), Fraction(1, 2), Fraction(2, 3), Fraction(1), Fraction(5), Fraction(10**30, 3)]
)
def test_own_atan_and_log_enclose_mpmath_values(s):
    """The checker's series enclose atan(s), log(s) and pi as mpmath computes them at a much higher precision
    (mpmath's iv.atan2(1, 1) at 100 bits is a point interval that misses pi/4: not used)."""
    with mp.workprec(600):
        cases = (
            (D.Value(atans={s: Fraction(1)}), mp.atan(mp.mpf(s.numerator) / s.denominator)),
            (D.Value(logs=[(s + 1, Fraction(1))]), mp.log(mp.mpf((s + 1).numerator) / (s + 1).denominator)),
            (D.Value(pi_=s), mp.pi * s.numerator / s.denominator),
        )
    for v, exact in cases:
        if s == 1 and v.atans:
            continue
        lo, hi = D.ends(D.enclosure(v, 200))
        assert lo <= exact_fraction(exact) <= hi and hi - lo < Fraction(1, 2**180) * max(1, abs(lo)), (v, lo, hi)


def test_coprime_base_writes_log_terms_once():
    v = D.Value()
    for q, c in [(Fraction(2), Fraction(1, 2)), (Fraction(4), Fraction(-1, 2)), (Fraction(3), Fraction(1, 2))]:
        v.log(q, c)
    assert D.render(v) == "log(3/2)/2"
    assert D.coprime_base([12, 18, 8]) == [2, 3]
    assert D.coprime_base([36]) == [6]
