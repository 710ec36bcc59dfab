"""The calculus checker on exponential polynomials (format ``exp-polynomial``): ANTIDERIVATIVE and
EXPRESSION_EQUAL decided on the canonical form sum c x^j e^(r x), known answers accepted and forgeries rejected.

Known antiderivatives from I. S. Gradshteyn and I. M. Ryzhik, Table of Integrals, Series, and Products (7th ed.,
2007): 2.321.1-2 (x e^(ax), x^2 e^(ax)) and its general x^n e^(ax) formula for n = 3; 2.663.1 and 2.663.3
(e^(ax) sin(bx), e^(ax) cos(bx)); 2.631 (x sin x, x cos x); 2.51 (sin^2 x, sin x cos x, cos^3 x). Identities:
Pythagoras, the double- and triple-angle and half-angle formulas, e^x e^-x = 1.
"""

from __future__ import annotations

import pytest

from jacobian.checkers.calculus import exppoly
from jacobian.checkers.calculus.check import check

TABLE = [  # (integrand, antiderivative as the table writes it, source)
    ("x*exp(x)", "exp(x)*(x - 1)", "GR 2.321.1, a = 1"),
    ("x*exp(2*x)", "exp(2*x)*(x/2 - 1/4)", "GR 2.321.1, a = 2"),
    ("x^2*exp(-x)", "-exp(-x)*(x^2 + 2*x + 2)", "GR 2.321.2, a = -1"),
    ("x^3*exp(x/2)", "exp(x/2)*(2*x^3 - 12*x^2 + 48*x - 96)", "GR 2.321 (x^n e^(ax)), n = 3, a = 1/2"),
    ("exp(2*x)*sin(3*x)", "exp(2*x)*(2*sin(3*x) - 3*cos(3*x))/13", "GR 2.663.1, a = 2, b = 3"),
    ("exp(-x)*cos(2*x)", "exp(-x)*(-cos(2*x) + 2*sin(2*x))/5", "GR 2.663.3, a = -1, b = 2"),
    ("x*sin(x)", "sin(x) - x*cos(x)", "GR 2.631.1"),
    ("x*cos(x)", "cos(x) + x*sin(x)", "GR 2.631.2"),
    ("sin(x)^2", "x/2 - sin(2*x)/4", "GR 2.513"),
    ("sin(x)*cos(x)", "sin(x)^2/2", "GR 2.51"),
    ("cos(x)^3", "sin(x) - sin(x)^3/3", "GR 2.51"),
    ("3*x^2 + 1 + exp(0*x)", "x^3 + 2*x", "a polynomial with exp(0) = 1"),
]
FORGED = [  # (integrand, an antiderivative off by one term)
    ("x*exp(x)", "x*exp(x)"),
    ("exp(2*x)*sin(3*x)", "exp(2*x)*(2*sin(3*x) + 3*cos(3*x))/13"),
    ("x*sin(x)", "-x*cos(x)"),
    ("sin(x)^2", "x/2 + sin(2*x)/4"),
    ("x^2*exp(-x)", "-exp(-x)*(x^2 + 2*x + 2) + x"),
]
EQUAL = [
    ("sin(x)^2 + cos(x)^2", "1"),
    ("sin(2*x)", "2*sin(x)*cos(x)"),
    ("cos(2*x)", "cos(x)^2 - sin(x)^2"),
    ("sin(3*x)", "3*sin(x) - 4*sin(x)^3"),
    ("sin(x/2)^2", "(1 - cos(x))/2"),
    ("exp(x)*exp(-x)", "1"),
    ("exp(x)^3", "exp(3*x)"),
    ("(x + 1)^2*exp(x)", "x^2*exp(x) + 2*x*exp(x) + exp(x)"),
]
NOT_EQUAL = [
    ("sin(x)^2", "cos(x)^2"),
    ("exp(x)", "1 + x"),
    ("sin(2*x)", "2*sin(x)"),
    ("exp(x)*exp(x)", "exp(x^1)"),
    ("cos(x)", "cos(-x) + 0*x + sin(0*x) + 1/1000000"),
]


def antiderivative(f, F):
    claim = {"kind": "ANTIDERIVATIVE", "antiderivative": F}
    return check({"claim": claim, "subject": {"variable": "x", "function": f}})


def equal(left, right, verdict, witness=None):
    claim = {"kind": "EXPRESSION_EQUAL", "verdict": verdict, "witness": witness}
    return check({"claim": claim, "subject": {"variable": "x", "left": left, "right": right}})


@pytest.mark.parametrize(("f", "F", "source"), TABLE)
def test_table_antiderivatives_are_accepted(f, F, source):
    got = antiderivative(f, F)
    assert got["accepted"], (source, got)
    assert got["model"]["format"] == "exp-polynomial"
    plus_constant = antiderivative(f, f"{F} + 7/3")
    assert plus_constant["accepted"], plus_constant


@pytest.mark.parametrize(("f", "F"), FORGED)
def test_an_antiderivative_off_by_one_term_is_rejected(f, F):
    got = antiderivative(f, F)
    assert not got["accepted"] and "differs from the integrand" in got["reason"], got


@pytest.mark.parametrize(("left", "right"), EQUAL)
def test_identities_are_equal_and_not_equal_is_rejected(left, right):
    got = equal(left, right, "EQUAL")
    assert got["accepted"] and got["model"]["format"] == "exp-polynomial", got
    assert not equal(left, right, "NOT_EQUAL")["accepted"]


@pytest.mark.parametrize(("left", "right"), NOT_EQUAL)
def test_non_identities_are_not_equal_and_equal_is_rejected(left, right):
    assert equal(left, right, "NOT_EQUAL")["accepted"]
    got = equal(left, right, "EQUAL")
    assert not got["accepted"] and "linearly independent" in got["reason"], got


def test_routing_one_reader_per_text():
    """A plain polynomial is read by the rational-expression reader; a text calling exp, sin or cos by the
    exponential-polynomial one, for both sides of an equality as soon as one side calls."""
    assert equal("(x + 1)^2", "x^2 + 2*x + 1", "EQUAL")["model"]["format"] == "rational-expression"
    assert equal("x^2 + 2*x + 1 + sin(0*x)", "(x + 1)^2", "EQUAL")["model"]["format"] == "exp-polynomial"
    assert antiderivative("x^2", "x^3/3")["model"]["format"] == "rational-expression"
    mixed = equal("log(x)", "exp(x)", "NOT_EQUAL")
    assert not mixed["accepted"] and "subject.left" in mixed["reason"] and "'log'" in mixed["reason"], mixed


def test_a_witness_is_not_part_of_the_exponential_claim():
    got = equal("exp(x)", "x", "NOT_EQUAL", "0")
    assert not got["accepted"] and "malformed" in got["reason"], got


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("exp(x + 1)", "no constant term"),
        ("exp(x)/x", "division only by a nonzero rational constant"),
        ("sin(x)^-1", "non-negative"),
        ("x**2*exp(x)", "write powers with ^"),
        ("exp(x)^99999999", "exceeds"),
        ("exp(\u0663*x)", "unexpected"),
        ("exp(exp(exp(1000)))", "no constant term"),
        ("tan(x)", "neither the variable"),
        ("(" * 100 + "exp(x)" + ")" * 100, "nested deeper"),
    ],
)
def test_text_outside_the_class_is_refused_with_the_column(text, words):
    with pytest.raises(exppoly.TextError, match="column") as info:
        exppoly.parse(text, "x")
    assert words in str(info.value)


def test_rendering_reads_back_to_the_same_form():
    for f, F, _ in TABLE:
        for text in (f, F):
            form = exppoly.parse(text, "x")
            assert exppoly.parse(exppoly.render(form, "x"), "x") == form, text
