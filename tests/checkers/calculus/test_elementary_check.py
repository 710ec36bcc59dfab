"""The calculus checker's ELEMENTARY_EQUAL claim: NOT_EQUAL accepted only from a witness whose interval
enclosures are disjoint, EQUAL only from identical structure; forged witnesses and numerical EQUAL claims
rejected; exp(exp(exp(1000))) never evaluated.

Facts used: sqrt(x^2) = |x| differs from x at x = -1/2; pi != 355/113 (Zu Chongzhi's approximation, off by
2.7e-7) and pi != 3.14159265358979 (off by 3.2e-15, which 64-bit intervals separate only after refinement);
log(exp(x)) = x on the real line (an identity the checker does not decide: EQUAL is rejected, not accepted).
"""

from __future__ import annotations

import pytest

from jacobian.checkers.calculus.check import check


def claim(left, right, verdict, witness=None):
    c = {"kind": "ELEMENTARY_EQUAL", "verdict": verdict, "witness": witness}
    return check({"claim": c, "subject": {"variable": "x", "left": left, "right": right}})


@pytest.mark.parametrize(
    ("left", "right", "witness"),
    [
        ("sqrt(x^2)", "x", "-1/2"),
        ("pi", "355/113", "0"),
        ("pi*x", "3.14159265358979*x", "1"),
        ("log(x)", "x - 1", "2"),
        ("exp(exp(exp(1000))) + x", "exp(exp(exp(1000)))", "0"),
    ],
)
def test_a_rigorous_witness_is_accepted_and_a_forged_one_rejected(left, right, witness):
    got = claim(left, right, "NOT_EQUAL", witness)
    if "exp(exp(exp" in left:  # the huge value is never evaluated: no enclosure, no acceptance
        assert not got["accepted"] and "not defined (or not evaluated)" in got["reason"], got
        return
    assert got["accepted"] and "disjoint" in got["reason"], got
    assert got["model"]["format"] == "interval-expression"


@pytest.mark.parametrize(
    ("left", "right", "witness", "why"),
    [
        ("sqrt(x^2)", "x", "2", "overlap"),  # they agree at 2
        ("log(x)", "x", "-1", "not defined"),  # log outside its domain
        ("sqrt(x^2)", "x", "1.5", "witness point"),  # not a rational p/q
        ("sqrt(x^2)", "x", None, "witness point"),
        ("x + 0", "x", "1", "same expression"),
    ],
)
def test_forged_witnesses_are_rejected(left, right, witness, why):
    got = claim(left, right, "NOT_EQUAL", witness)
    assert not got["accepted"] and why in got["reason"], got


def test_equal_only_from_structure():
    for left, right in (
        ("exp(exp(exp(1000)))", "exp(exp(exp(1000))) + 0"),
        ("sqrt(x)*log(x) + pi", "pi + log(x)*sqrt(x)"),
        ("x - 0 + 0", "x"),
    ):
        got = claim(left, right, "EQUAL")
        assert got["accepted"] and "structure" in got["reason"], got
    for left, right in (("log(exp(x))", "x"), ("sin(x)^2 + cos(x)^2", "1"), ("exp(exp(exp(1000)))", "0")):
        got = claim(left, right, "EQUAL")
        assert not got["accepted"] and "not decided" in got["reason"], got


def test_text_outside_the_elementary_grammar_is_malformed():
    got = claim("x**2", "x", "NOT_EQUAL", "2")
    assert not got["accepted"] and "malformed" in got["reason"] and "subject.left" in got["reason"], got
