"""The linear-recurrence checker on its own: known closed forms accepted, forgeries rejected for their reason.

Known closed forms: Binet's formula F_n = (phi^n - psi^n)/sqrt(5), phi, psi = (1 +- sqrt(5))/2, and the Lucas
numbers L_n = phi^n + psi^n (Graham, Knuth, Patashnik, Concrete Mathematics, 2nd ed., (6.123) and exercise 6.28);
the Tower of Hanoi T_n = 2 T_(n-1) + 1, T_0 = 0: T_n = 2^n - 1 (ibid., (1.1)-(1.2)); Chebyshev polynomials
T_n(x) = 2x T_(n-1)(x) - T_(n-2)(x), T_0 = 1, T_1 = x, with T_n(x) = ((x + sqrt(x^2 - 1))^n + (x - sqrt(x^2 -
1))^n)/2 (Abramowitz and Stegun 22.7.4, 22.3.15 in that form): at x = 3 roots 3 +- 2 sqrt(2); at x = 1/2, T_n(1/2)
= cos(n pi/3), roots (1 +- sqrt(-3))/2; a double root: a_n = 4 a_(n-1) - 4 a_(n-2), a_0 = 1, a_1 = 3: (1 + n/2) 2^n.
"""

from __future__ import annotations

import pytest

from jacobian.checkers.recurrence.check import check

H = "1/2"


def run(coefficients, initial, field, terms, constant="0"):
    subject = {"coefficients": coefficients, "constant": constant, "initial": initial}
    return check({"claim": {"kind": "LINEAR_RECURRENCE_SOLUTION", "field": field, "terms": terms}, "subject": subject})


FIB = [{"root": [H, H], "polynomial": [["0", "1/5"]]}, {"root": [H, "-1/2"], "polynomial": [["0", "-1/5"]]}]
KNOWN = [
    ("fibonacci", ["1", "1"], ["0", "1"], "0", 5, FIB),
    (
        "lucas",
        ["1", "1"],
        ["2", "1"],
        "0",
        5,
        [{"root": [H, H], "polynomial": [["1", "0"]]}, {"root": [H, "-1/2"], "polynomial": [["1", "0"]]}],
    ),
    (
        "hanoi",
        ["2"],
        ["0"],
        "1",
        None,
        [{"root": ["2", "0"], "polynomial": [["1", "0"]]}, {"root": ["1", "0"], "polynomial": [["-1", "0"]]}],
    ),
    (
        "chebyshev at 3",
        ["6", "-1"],
        ["1", "3"],
        "0",
        2,
        [{"root": ["3", "2"], "polynomial": [[H, "0"]]}, {"root": ["3", "-2"], "polynomial": [[H, "0"]]}],
    ),
    (
        "chebyshev at 1/2",
        ["1", "-1"],
        ["1", H],
        "0",
        -3,
        [{"root": [H, H], "polynomial": [[H, "0"]]}, {"root": [H, "-1/2"], "polynomial": [[H, "0"]]}],
    ),
    ("double root", ["4", "-4"], ["1", "3"], "0", None, [{"root": ["2", "0"], "polynomial": [["1", "0"], [H, "0"]]}]),
]


@pytest.mark.parametrize(("name", "c", "a", "k", "field", "terms"), KNOWN, ids=[k[0] for k in KNOWN])
def test_known_closed_forms_accepted(name, c, a, k, field, terms):
    r = run(c, a, field, terms, k)
    assert r["accepted"], r
    assert r["model"]["format"] == "linear-recurrence" and r["model"]["summary"]["order"] == len(c)


@pytest.mark.parametrize(
    ("c", "a", "field", "terms", "k", "why"),
    [
        # right on the recurrence (both roots are roots) but wrong on one initial term: it is Lucas, not Fibonacci
        (["1", "1"], ["0", "1"], 5, KNOWN[1][5], "0", "at n = 0, not a_0 = 0"),
        # a root that is not one: 3/2 + sqrt(5)/2
        (["1", "1"], ["0", "1"], 5, [{"root": ["3/2", H], "polynomial": [["0", "1/5"]]}, FIB[1]], "0", "term 0"),
        # the double-root solution written as if the root were simple: n 2^n needs multiplicity 2 (here 1)
        (
            ["3", "-2"],
            ["1", "3"],
            None,
            [{"root": ["2", "0"], "polynomial": [["1", "0"], [H, "0"]]}],
            "0",
            "multiplicity >= 2",
        ),
        # Hanoi without the constant: 2^n - 1 does not solve a_n = 2 a_(n-1)
        (["2"], ["0"], None, KNOWN[2][5], "0", "term 1"),
    ],
)
def test_forgeries_rejected(c, a, field, terms, k, why):
    r = run(c, a, field, terms, k)
    assert not r["accepted"] and why in r["reason"], r


@pytest.mark.parametrize(
    ("c", "a", "field", "why"),
    [
        (["1", "0"], ["0", "1"], None, "c_d != 0"),
        (["1", "1"], ["0"], None, "d initial terms"),
        (["1", "1.5"], ["0", "1"], None, "subject.coefficients[1]"),
        (["1", "1"], ["0", "1"], 4, "not be a square"),
    ],
)
def test_malformed_rejected(c, a, field, why):
    r = run(c, a, field, FIB)
    assert not r["accepted"] and "malformed" in r["reason"] and why in r["reason"], r
