"""The calculus checker's EXPRESSION_EQUAL and RATIONAL_SIMPLIFY claims on their own: known identities and
non-identities decided, forged verdicts, witnesses and reduced forms rejected (each for the reason it is wrong),
and the coprime-base test of prod a^c = 1 held against factorization.

Known identities: 1/(x - 1) - 1/(x + 1) = 2/(x^2 - 1) and (x^3 - 1)/(x - 1) = x^2 + x + 1 (partial fractions
and the geometric sum); log|x^2| = 2 log|x|, log|(x - 1)(x + 1)| = log|x - 1| + log|x + 1| and
(1/2) log|4x^2| = log|2x| (log|ab| = log|a| + log|b|); atan is odd, atan(x) = -atan(-x). Non-identities:
(x + 1)^2 and x^2 + 1 (they differ by 2x), log|2x| and log|x| (a nonzero constant, log 2), atan(x) + 1 and
atan(x) (the constant 1), log(x^2 + 1) + atan(x) and log(x^2 + 1) (derivative 1/(x^2 + 1) != 0).
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from jacobian.checkers.calculus.check import check
from jacobian.checkers.calculus.equal import coprime_base, product_is_one

EQUAL = [
    ("1/(x - 1) - 1/(x + 1)", "2/(x^2 - 1)"),
    ("(x^3 - 1)/(x - 1)", "x^2 + x + 1"),
    ("log(x^2)", "2*log(x)"),
    ("log((x - 1)*(x + 1))", "log(x - 1) + log(x + 1)"),
    ("log(4*x^2)/2", "log(2*x)"),
    ("atan(x)", "-atan(-x)"),
    ("log(x^2 - 1) + 1/x + atan(3*x)", "log(x - 1) + log(x + 1) + atan(3*x) + (x + 1)/(x^2 + x)"),
]
# (left, right, a witness point)
NOT_EQUAL = [
    ("(x + 1)^2", "x^2 + 1", "1"),
    ("log(2*x)", "log(x)", "1"),
    ("atan(x) + 1", "atan(x)", "0"),
    ("log(x^2 + 1) + atan(x)", "log(x^2 + 1)", "0"),
    ("atan(x)", "atan(x) + atan(x^3)", "1"),
    ("log(x^3)", "2*log(x)", "1"),
]


def equal(left, right, verdict, witness=None):
    claim = {"kind": "EXPRESSION_EQUAL", "verdict": verdict, "witness": witness}
    return check({"claim": claim, "subject": {"variable": "x", "left": left, "right": right}})


@pytest.mark.parametrize(("left", "right"), EQUAL)
def test_identities_are_equal_and_not_equal_is_rejected(left, right):
    got = equal(left, right, "EQUAL")
    assert got["accepted"], got
    assert got["model"]["format"] == "rational-expression"
    got = equal(left, right, "NOT_EQUAL", "2")
    assert not got["accepted"], got


@pytest.mark.parametrize(("left", "right", "witness"), NOT_EQUAL)
def test_non_identities_are_not_equal_and_equal_is_rejected(left, right, witness):
    got = equal(left, right, "NOT_EQUAL", witness)
    assert got["accepted"], got
    got = equal(left, right, "EQUAL")
    assert not got["accepted"], got


def test_forged_witnesses_are_rejected():
    # (x + 1)^2 and x^2 + 1 agree at 0: the point does not show them different
    got = equal("(x + 1)^2", "x^2 + 1", "NOT_EQUAL", "0")
    assert not got["accepted"] and "does not show them different" in got["reason"], got
    # a point outside a domain: 1/x at 0, log(x) at 0
    got = equal("1/x", "x", "NOT_EQUAL", "0")
    assert not got["accepted"] and "both sides are defined" in got["reason"], got
    got = equal("log(x) + x", "log(x)", "NOT_EQUAL", "0")
    assert not got["accepted"] and "both sides are defined" in got["reason"], got
    # no witness, or a decimal
    assert not equal("x", "x + 1", "NOT_EQUAL")["accepted"]
    assert not equal("x", "x + 1", "NOT_EQUAL", "0.5")["accepted"]
    # with logs: a point where the derivative of the difference vanishes proves nothing there
    got = equal("log(x^2 + 1)", "0", "NOT_EQUAL", "0")  # derivative 2x/(x^2 + 1) is 0 at 0
    assert not got["accepted"] and "zero or undefined at the witness" in got["reason"], got
    assert equal("log(x^2 + 1)", "0", "NOT_EQUAL", "1")["accepted"]


def test_elementary_functions_are_refused_by_name_and_column():
    got = equal("exp + x", "x", "EQUAL")  # exp not called: the rational reader refuses it by name
    assert not got["accepted"] and "column 1" in got["reason"] and "'exp' is outside the class" in got["reason"]
    got = equal("exp(x + 1)", "x", "EQUAL")  # called: outside the exponential polynomials (a constant inside)
    assert not got["accepted"] and "column 1" in got["reason"] and "no constant term" in got["reason"], got
    got = equal("x + sqrt(x)", "x", "EQUAL")
    assert not got["accepted"] and "column 5" in got["reason"] and "'sqrt'" in got["reason"], got


def test_coprime_base_decides_products_of_powers():
    assert sorted(coprime_base([12, 18])) == [2, 3]
    assert product_is_one([(Fraction(4), Fraction(1, 2)), (Fraction(2), Fraction(-1))])
    assert not product_is_one([(Fraction(2), Fraction(1)), (Fraction(3), Fraction(-1))])
    rng = random.Random(29)
    primes = [2, 3, 5, 7, 11, 13]
    for _ in range(200):  # against the exponents of a factorization over small primes
        pairs, total = [], dict.fromkeys(primes, Fraction(0))
        for _ in range(rng.randint(1, 4)):
            e = {p: rng.randint(0, 3) for p in primes}
            num = 1
            for p, k in e.items():
                num *= p**k
            c = Fraction(rng.randint(-3, 3), rng.randint(1, 3))
            pairs.append((Fraction(num), c))
            for p, k in e.items():
                total[p] += c * k
        assert product_is_one(pairs) == (not any(total.values())), pairs


def simplify(function, numerator, denominator, polynomial=(), terms=()):
    claim = {
        "kind": "RATIONAL_SIMPLIFY",
        "numerator": list(numerator),
        "denominator": list(denominator),
        "polynomial": list(polynomial),
        "terms": [dict(numerator=n, factor=g, power=k) for n, g, k in terms],
    }
    return check({"claim": claim, "subject": {"variable": "x", "function": function}})


# (x^3 - 1)/(x^2 - 1) = (x^2 + x + 1)/(x + 1) = x + 1/(x + 1)
CUBE = "(x^3 - 1)/(x^2 - 1)"
P, Q = ["1", "1", "1"], ["1", "1"]
TERMS = [(["1"], ["1", "1"], 1)]


def test_the_reduced_form_is_accepted():
    got = simplify(CUBE, P, Q, ["0", "1"], TERMS)
    assert got["accepted"], got
    # 1/(x^3 - x) = -1/x + (1/2)/(x - 1) + (1/2)/(x + 1)
    parts = [(["-1"], ["0", "1"], 1), (["1/2"], ["-1", "1"], 1), (["1/2"], ["1", "1"], 1)]
    assert simplify("1/(x^3 - x)", ["1"], ["0", "-1", "0", "1"], [], parts)["accepted"]


def test_forged_reduced_forms_are_rejected():
    # one coefficient changed: a different function
    got = simplify(CUBE, ["2", "1", "1"], Q, ["0", "1"], TERMS)
    assert not got["accepted"] and "not the same function" in got["reason"], got
    # the same function, not reduced: (x^3 - 1)/(x^2 - 1) as given
    got = simplify(CUBE, ["-1", "0", "0", "1"], ["-1", "0", "1"], ["0", "1"], TERMS)
    assert not got["accepted"] and "not in lowest terms" in got["reason"], got
    # reduced but not monic: (2x^2 + 2x + 2)/(2x + 2)
    got = simplify(CUBE, ["2", "2", "2"], ["2", "2"], ["0", "1"], TERMS)
    assert not got["accepted"] and "not monic" in got["reason"], got
    # partial fractions that do not add up, or of the wrong shape
    got = simplify(CUBE, P, Q, ["0", "1"], [(["2"], ["1", "1"], 1)])
    assert not got["accepted"] and "do not add up" in got["reason"], got
    got = simplify(CUBE, P, Q, [], [(["1", "1", "1"], ["1", "1"], 1)])
    assert not got["accepted"] and "lower degree" in got["reason"], got
