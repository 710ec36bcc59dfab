"""The polynomial-system checker in-process, on hand-written evidence (no Sage): the unit circle x^2 + y^2 = 1 and
the line x = y meet in +-(1/sqrt 2, 1/sqrt 2): T = y, f = T^2 - 1/2, x = y = T. Its degrevlex Groebner basis is
{x - y, y^2 - 1/2} with the lift x - y = F_2 and y^2 - 1/2 = 1/2 F_1 - 1/2 (x + y) F_2. Also its own squarefree
test and Sturm count on polynomials whose real roots are known."""

from __future__ import annotations

from fractions import Fraction

from jacobian.checkers.polynomial import system_check
from jacobian.checkers.polynomial.poly import Field

CIRCLE = {
    "subject": {"field": "QQ", "variables": ["x", "y"], "order": "degrevlex", "generators": ["x^2 + y^2 - 1", "x - y"]},
    "certificate": {"basis": ["x - y", "y^2 - 1/2"], "lift": [["0", "1"], ["1/2", "-1/2*x - 1/2*y"]]},
    "claim": {
        "kind": "SYSTEM_SOLUTIONS",
        "variable": "T",
        "linear_form": [0, 1],
        "f": "T^2 - 1/2",
        "g": ["T", "T"],
        "real": 2,
        "rational": [],
        "powers": [1, 1, 1],
    },
}


def decide(**claim):
    return system_check.check({**CIRCLE, "claim": {**CIRCLE["claim"], **claim}})


def test_circle_and_line_accepted_with_its_model():
    d = system_check.check(CIRCLE)
    assert d["accepted"] and "2 distinct solutions" in d["reason"], d
    assert d["model"]["format"] == "polynomial"


def test_forged_claims_rejected():
    assert "does not vanish" in decide(f="T - 1/2", g=["1/2", "1/2"], real=1)["reason"]  # not on the circle
    assert "does not vanish" in decide(g=["T", "-T"])["reason"]  # (t, -t) is not on the line
    assert "not squarefree" in decide(f="(T^2 - 1/2)^2", g=["T", "T"])["reason"]
    assert "real roots" in decide(real=0)["reason"]
    assert "rational point 0" in decide(rational=[["1", "0"]])["reason"]
    assert "does not separate" in decide(linear_form=[1, -1])["reason"]
    unproven = decide(powers=None)
    assert not unproven["accepted"] and unproven["verdict"] == "UNCHECKABLE"


def test_sturm_count_and_squarefree_test():
    Q = Field("QQ")
    wilkinson10 = [Fraction(1)]
    for k in range(1, 11):
        wilkinson10 = [Fraction(0), *wilkinson10]
        wilkinson10 = [a - k * b for a, b in zip(wilkinson10, [*wilkinson10[1:], Fraction(0)])]
    known = {  # polynomial (constant term first) -> its number of real roots
        (27, 0, 0, 0, 0, 0, 1): 0,  # T^6 + 27 (Cyclic-3's f): none
        (-1, -1, 0, 0, 0, 1): 1,  # T^5 - T - 1: one (OEIS A160155)
        (Fraction(-1, 2), 0, 1): 2,  # T^2 - 1/2
        (-2, 0, 0, 0, 1): 2,  # T^4 - 2
        tuple(wilkinson10): 10,  # (T - 1) ... (T - 10)
    }
    for f, count in known.items():
        dense = [Fraction(c) for c in f]
        assert system_check.squarefree(dense, Q), f
        assert system_check.real_roots(dense) == count, f
    assert not system_check.squarefree([Fraction(c) for c in (2, -3, 0, 1)], Q)  # (T - 1)^2 (T + 2)
