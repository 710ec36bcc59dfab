"""The linear-ODE checker on its own: known solutions accepted, forgeries rejected for their reason.

Known solutions (W. E. Boyce and R. C. DiPrima, Elementary Differential Equations and Boundary Value Problems, 10th
ed., Wiley 2012): y'' + 5y' + 6y = 0, y(0) = 2, y'(0) = 3: y = 9e^(-2t) - 7e^(-3t) (section 3.1, example 2);
y'' + y = 0: c1 cos t + c2 sin t and y'' + 4y = 0, y(0) = 1, y'(0) = 0: cos 2t (section 3.3, the method of complex
roots); 16y'' - 8y' + 145y = 0, y(0) = -2, y'(0) = 1: -2e^(t/4) cos 3t + (1/2) e^(t/4) sin 3t (section 3.3,
example 2); y'' - y' + y/4 = 0, y(0) = 2, y'(0) = 1/3: 2e^(t/2) - (2/3) t e^(t/2) (section 3.4, example 2);
y'' - 3y' - 4y = 3e^(2t): Y = -(1/2) e^(2t) (section 3.5, example 1); y'' - 3y' - 4y = 2e^(-t): Y = -(2/5) t e^(-t)
(section 3.5, example 5, the resonant case); y'' - 3y' - 4y = 2 sin t: Y = (3/17) cos t - (5/17) sin t (section
3.5, example 2); y'' + y = x cos x, resonant: Y = (x/4) cos x + (x^2/4) sin x (by undetermined coefficients,
section 3.5's method; the check is the substitution itself). y'' - y' - y = 0 has the roots (1 +- sqrt 5)/2 (the
Fibonacci characteristic equation): y(0) = 0, y'(0) = 1 gives (e^(phi x) - e^(psi x))/sqrt 5.
"""

from __future__ import annotations

import pytest

from jacobian.checkers.ode import field as F
from jacobian.checkers.ode.check import check

H = "1/2"


def exp(r, j=0, v="0"):
    return {"function": "exp", "power": j, "root": [r, v]}


def cos(u, v, j=0):
    return {"function": "cos", "power": j, "root": [u, v]}


def sin(u, v, j=0):
    return {"function": "sin", "power": j, "root": [u, v]}


def run(coefficients, field, basis, particular=(), constants=None, rhs=(), initial=None):
    subject = {"coefficients": coefficients, "rhs": list(rhs), "initial": initial}
    claim = {
        "kind": "LINEAR_ODE_SOLUTION",
        "field": field,
        "basis": basis,
        "particular": list(particular),
        "constants": constants,
    }
    return check({"claim": claim, "subject": subject})


def iv(*values, x0="0"):
    return {"x0": x0, "values": list(values)}


def rational(*cs):
    return [[c, "0"] for c in cs]


KNOWN = {
    "3.1 ex 2: y'' + 5y' + 6y = 0, IVP": (
        ["1", "5", "6"],
        None,
        [exp("-3"), exp("-2")],
        [],
        rational("-7", "9"),
        [],
        iv("2", "3"),
    ),
    "y'' + y = 0": (["1", "0", "1"], -1, [cos("0", "1"), sin("0", "1")], [], None, [], None),
    "y'' - 3y' + 2y = 0": (["1", "-3", "2"], None, [exp("1"), exp("2")], [], None, [], None),
    "y'' - 2y' + y = 0 (double root)": (["1", "-2", "1"], None, [exp("1"), exp("1", 1)], [], None, [], None),
    "y'' + 4y = 0, y(0) = 1, y'(0) = 0: cos 2x": (
        ["1", "0", "4"],
        -1,
        [cos("0", "2"), sin("0", "2")],
        [],
        rational("1", "0"),
        [],
        iv("1", "0"),
    ),
    "3.3 ex 2: 16y'' - 8y' + 145y = 0, IVP": (
        ["16", "-8", "145"],
        -1,
        [cos("1/4", "3"), sin("1/4", "3")],
        [],
        rational("-2", H),
        [],
        iv("-2", "1"),
    ),
    "3.4 ex 2: y'' - y' + y/4 = 0, IVP": (
        ["1", "-1", "1/4"],
        None,
        [exp(H), exp(H, 1)],
        [],
        rational("2", "-2/3"),
        [],
        iv("2", "1/3"),
    ),
    "y'' - y' - y = 0 (roots in Q(sqrt 5)), IVP": (
        ["1", "-1", "-1"],
        5,
        [exp(H, 0, H), exp(H, 0, "-1/2")],
        [],
        [["0", "1/5"], ["0", "-1/5"]],
        [],
        iv("0", "1"),
    ),
    "y'' + 2y = 0, y(0) = 0, y'(0) = 1: sin(sqrt 2 x)/sqrt 2": (
        ["1", "0", "2"],
        -2,
        [cos("0", "1"), sin("0", "1")],
        [],
        [["0", "0"], ["0", H]],
        [],
        iv("0", "1"),
    ),
    "y''' - y' = 0 (third order)": (["1", "0", "-1", "0"], None, [exp("0"), exp("1"), exp("-1")], [], None, [], None),
    "y'' - y = e^(2x)": (
        ["1", "0", "-1"],
        None,
        [exp("1"), exp("-1")],
        [{"exponent": "2", "polynomial": ["1/3"]}],
        None,
        [{"exponent": "2", "polynomial": ["1"]}],
        None,
    ),
    "3.5 ex 1: y'' - 3y' - 4y = 3e^(2t)": (
        ["1", "-3", "-4"],
        None,
        [exp("4"), exp("-1")],
        [{"exponent": "2", "polynomial": ["-1/2"]}],
        None,
        [{"exponent": "2", "polynomial": ["3"]}],
        None,
    ),
    "3.5 ex 5: y'' - 3y' - 4y = 2e^(-t) (resonant)": (
        ["1", "-3", "-4"],
        None,
        [exp("4"), exp("-1")],
        [{"exponent": "-1", "polynomial": ["0", "-2/5"]}],
        None,
        [{"exponent": "-1", "polynomial": ["2"]}],
        None,
    ),
    "3.5 ex 2: y'' - 3y' - 4y = 2 sin t": (
        ["1", "-3", "-4"],
        None,
        [exp("4"), exp("-1")],
        [
            {"exponent": "0", "function": "cos", "frequency": "1", "polynomial": ["3/17"]},
            {"exponent": "0", "function": "sin", "frequency": "1", "polynomial": ["-5/17"]},
        ],
        None,
        [{"exponent": "0", "function": "sin", "frequency": "1", "polynomial": ["2"]}],
        None,
    ),
    "y'' + y = x cos x (resonant), y(0) = 0, y'(0) = 1": (
        ["1", "0", "1"],
        -1,
        [cos("0", "1"), sin("0", "1")],
        [
            {"exponent": "0", "function": "cos", "frequency": "1", "polynomial": ["0", "1/4"]},
            {"exponent": "0", "function": "sin", "frequency": "1", "polynomial": ["0", "0", "1/4"]},
        ],
        rational("0", "3/4"),
        [{"function": "cos", "frequency": "1", "polynomial": ["0", "1"], "exponent": "0"}],
        iv("0", "1"),
    ),
}


@pytest.mark.parametrize("name", list(KNOWN))
def test_known_solutions_accepted(name):
    c, field, basis, particular, constants, rhs, initial = KNOWN[name]
    r = run(c, field, basis, particular, constants, rhs, initial)
    assert r["accepted"], r
    assert r["model"]["format"] == "linear-ode" and r["model"]["summary"]["order"] == len(c) - 1
    assert "Wronskian" in r["reason"] and ("unique solution" in r["reason"]) == (initial is not None)


def test_wronskian_is_the_confluent_vandermonde_determinant():
    """Roots 1, 2, 3: the Vandermonde determinant (2-1)(3-1)(3-2) = 2; a double root 2 with 5: det [[1, 0, 1],
    [2, 1, 5], [4, 4, 25]] = (5 - 2)^2 = 9 (the confluent Vandermonde formula)."""
    r = run(["1", "-6", "11", "-6"], None, [exp("1"), exp("2"), exp("3")])
    assert r["accepted"] and "Wronskian 2 !=" in r["reason"], r
    r = run(["1", "-9", "24", "-20"], None, [exp("2"), exp("2", 1), exp("5")])
    assert r["accepted"] and "Wronskian 9 !=" in r["reason"], r
    assert F.determinant([[F.ONE, F.ONE], [F.ONE, F.ONE]], 0) == F.ZERO


@pytest.mark.parametrize(
    ("name", "args", "why"),
    [
        ("a basis function that is not a solution", (["1", "-3", "2"], None, [exp("1"), exp("3")]), "basis function 1"),
        ("x e^(2x) for a simple root 2", (["1", "-3", "2"], None, [exp("1"), exp("2", 1)]), "multiplicity > 1"),
        (
            "a repeated basis function",
            (["1", "-2", "1"], None, [exp("1"), exp("1")]),
            "Wronskian of the basis at 0 is zero",
        ),
        ("cos x twice for y'' + y", (["1", "0", "1"], -1, [cos("0", "1"), cos("0", "1")]), "(1 repeated)"),
        ("n - 1 functions", (["1", "-2", "1"], None, [exp("1")]), "a general solution needs 2"),
        (
            "a particular solution off by a term",
            (
                ["1", "0", "-1"],
                None,
                [exp("1"), exp("-1")],
                [{"exponent": "2", "polynomial": ["1/3"]}, {"exponent": "0", "polynomial": ["0", "1"]}],
                None,
                [{"exponent": "2", "polynomial": ["1"]}],
            ),
            "differs from h at the exponent 0",
        ),
        (
            "a particular solution with a wrong coefficient",
            (
                ["1", "0", "-1"],
                None,
                [exp("1"), exp("-1")],
                [{"exponent": "2", "polynomial": ["1/2"]}],
                None,
                [{"exponent": "2", "polynomial": ["1"]}],
            ),
            "differs from h at the exponent 2",
        ),
        (
            "no particular solution for h != 0",
            (["1", "0", "-1"], None, [exp("1"), exp("-1")], [], None, [{"exponent": "2", "polynomial": ["1"]}]),
            "differs from h at the exponent 2",
        ),
        (
            "3.5 ex 2 with the sign of the sin part turned",
            (
                ["1", "-3", "-4"],
                None,
                [exp("4"), exp("-1")],
                [
                    {"exponent": "0", "function": "cos", "frequency": "1", "polynomial": ["3/17"]},
                    {"exponent": "0", "function": "sin", "frequency": "1", "polynomial": ["5/17"]},
                ],
                None,
                [{"exponent": "0", "function": "sin", "frequency": "1", "polynomial": ["2"]}],
            ),
            "differs from h at the exponent 0 and the frequency 1",
        ),
        (
            "initial values not met: cos 2x + sin 2x for y'(0) = 0",
            (["1", "0", "4"], -1, [cos("0", "2"), sin("0", "2")], [], rational("1", "1"), [], iv("1", "0")),
            "y^(1)(0) is 2, not the given 0",
        ),
        (
            "the Fibonacci constants swapped",
            (
                ["1", "-1", "-1"],
                5,
                [exp(H, 0, H), exp(H, 0, "-1/2")],
                [],
                [["0", "-1/5"], ["0", "1/5"]],
                [],
                iv("0", "1"),
            ),
            "y^(1)(0) is -1",
        ),
    ],
)
def test_forgeries_rejected(name, args, why):
    r = run(*args)
    assert not r["accepted"] and why in r["reason"], (name, r)


@pytest.mark.parametrize(
    ("coefficients", "field", "basis", "why"),
    [
        (["0", "1", "1"], None, [exp("1")], "leading coefficient"),
        (["1", "1.5"], None, [exp("1")], "subject.coefficients[1]"),
        (["1", "0", "1"], None, [cos("0", "1"), sin("0", "1")], "sqrt part needs a field"),
        (["1", "0", "1"], 4, [cos("0", "1"), sin("0", "1")], "not be a square"),
        (["1", "0", "-2"], 2, [cos("0", "1"), sin("0", "1")], "cos and sin need a complex root"),
        (["1", "0", "1"], -1, [cos("0", "-1"), sin("0", "-1")], "cos and sin need a complex root"),
        (["1", "0", "1"], -1, [exp("0", 0, "1"), exp("0", 0, "-1")], "exp needs a real root"),
        (["1", "-1"], None, [exp("1", 1)], "power an integer in 0..0"),
    ],
)
def test_malformed_rejected(coefficients, field, basis, why):
    r = run(coefficients, field, basis)
    assert not r["accepted"] and "malformed" in r["reason"] and why in r["reason"], r


def test_initial_values_need_constants_and_x0_shift():
    r = run(["1", "0", "4"], -1, [cos("0", "2"), sin("0", "2")], [], None, [], iv("1", "0"))
    assert not r["accepted"] and "exactly when the subject has initial values" in r["reason"], r
    # y'' = 1 at x0 = 2, the basis 1, x - 2: y = 1 + 0*(x - 2) + x^2/2 meets y(2) = 3, y'(2) = 2
    r = run(
        ["1", "0", "0"],
        None,
        [exp("0"), exp("0", 1)],
        [{"exponent": "0", "polynomial": ["0", "0", H]}],
        rational("1", "0"),
        [{"exponent": "0", "polynomial": ["1"]}],
        iv("3", "2", x0="2"),
    )
    assert r["accepted"], r
    # an e^(x) term in y_p with x0 != 0: e^(x0) is not rational, so the values are not checked
    r = run(
        ["1", "-1"],
        None,
        [exp("1")],
        [{"exponent": "2", "polynomial": ["1"]}],
        rational("0"),
        [{"exponent": "2", "polynomial": ["1"]}],
        iv("1", x0="1"),
    )
    assert not r["accepted"] and "not rational" in r["reason"], r
