"""The spectral checker on its own: characteristic and minimal polynomials and eigenspaces of named matrices
accepted, forged ones rejected for the reason they are wrong, malformed requests refused.

Known answers:
- the n x n all-ones matrix J_n: det(xI - J) = x^(n-1) (x - n), minimal polynomial x (x - n) (rank one);
- the companion matrix of p has characteristic and minimal polynomial p (Horn & Johnson, Matrix Analysis,
  section 3.3, companion matrices);
- the Petersen graph's adjacency matrix: spectrum 3, 1^5, (-2)^4 and minimal polynomial (x - 3)(x - 1)(x + 2)
  (Brouwer & Haemers, Spectra of Graphs, chapter 1: the Petersen graph, strongly regular (10, 3, 0, 1));
- the 5-cycle C_5: eigenvalues 2 cos(2 pi j / 5), i.e. 2 and the roots of x^2 + x - 1, each of those twice
  (Brouwer & Haemers, chapter 1: the cycle C_n has eigenvalues 2 cos(2 pi j / n));
- a Jordan block J_3(2): characteristic and minimal polynomial (x - 2)^3, one eigenvector.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from jacobian.checkers.linalg.charpoly import charpoly
from jacobian.checkers.linalg.spectral_check import check

C5 = [[0, 1, 0, 0, 1], [1, 0, 1, 0, 0], [0, 1, 0, 1, 0], [0, 0, 1, 0, 1], [1, 0, 0, 1, 0]]
EDGES = [(i, (i + 1) % 5) for i in range(5)] + [(i, i + 5) for i in range(5)]
EDGES += [(5 + i, 5 + (i + 2) % 5) for i in range(5)]
PETERSEN = [[int((i, j) in EDGES or (j, i) in EDGES) for j in range(10)] for i in range(10)]
JORDAN = [[2, 1, 0], [0, 2, 1], [0, 0, 2]]


def poly(*roots_or_coeffs):
    return [str(c) for c in roots_or_coeffs]


def expand(*factors):
    """Coefficients (constant first) of a product of (coefficient-list) factors."""
    out = [Fraction(1)]
    for f in factors:
        g = [Fraction(c) for c in f]
        res = [Fraction(0)] * (len(out) + len(g) - 1)
        for i, a in enumerate(out):
            for j, b in enumerate(g):
                res[i + j] += a * b
        out = res
    return [str(c) for c in out]


def run(kind, A, cert=None, **claim):
    return check({"claim": {"kind": kind, **claim}, "subject": {"matrix": A}, "certificate": cert or {}})


@pytest.mark.parametrize(
    ("A", "char", "minimal"),
    [
        ([[1] * 4] * 4, expand(*[["0", "1"]] * 3, ["-4", "1"]), expand(["0", "1"], ["-4", "1"])),
        (
            PETERSEN,
            expand(["-3", "1"], *[["-1", "1"]] * 5, *[["2", "1"]] * 4),
            expand(["-3", "1"], ["-1", "1"], ["2", "1"]),
        ),
        (C5, expand(["-2", "1"], ["-1", "1", "1"], ["-1", "1", "1"]), expand(["-2", "1"], ["-1", "1", "1"])),
        (JORDAN, expand(*[["-2", "1"]] * 3), expand(*[["-2", "1"]] * 3)),
        # the companion matrix of x^3 - 2x + 5 (ones below the diagonal, -coefficients in the last column)
        ([[0, 0, -5], [1, 0, 2], [0, 1, 0]], ["5", "-2", "0", "1"], ["5", "-2", "0", "1"]),
        ([["1/2", "1/3"], ["1/4", "1/5"]], ["1/60", "-7/10", "1"], ["1/60", "-7/10", "1"]),
    ],
)
def test_named_matrices(A, char, minimal):
    ok = run("MATRIX_CHARPOLY", A, coefficients=char)
    assert ok["accepted"], ok
    assert ok["model"]["format"] == "rational-matrix" and ok["model"]["summary"]["rows"] == len(A)
    assert run("MATRIX_MINPOLY", A, coefficients=minimal)["accepted"]
    # forgeries: one coefficient off; the characteristic polynomial offered as minimal when it is not
    off = [str(Fraction(char[0]) + 1)] + char[1:]
    assert not run("MATRIX_CHARPOLY", A, coefficients=off)["accepted"]
    if char != minimal:
        r = run("MATRIX_MINPOLY", A, coefficients=char)
        assert not r["accepted"] and "dependent" in r["reason"], r


def test_minimal_polynomial_forgeries():
    r = run("MATRIX_MINPOLY", JORDAN, coefficients=expand(*[["-2", "1"]] * 2))  # (x - 2)^2 does not kill J_3(2)
    assert not r["accepted"] and r["reason"] == "m(A) is not zero"
    r = run("MATRIX_MINPOLY", PETERSEN, coefficients=expand(["-6", "2"], ["-1", "1"], ["2", "1"]))
    assert not r["accepted"] and "not monic" in r["reason"]


def c5_claim():
    """The 5-cycle's eigenspaces as the producer gives them (computed once by Sage over Q(a), a^2 + a - 1 = 0)."""
    return (
        {
            "eigenvalues": [
                {"polynomial": ["-2", "1"], "algebraic_multiplicity": 1, "eigenvectors": [[["1"]] * 5]},
                {
                    "polynomial": ["-1", "1", "1"],
                    "algebraic_multiplicity": 2,
                    "eigenvectors": [
                        [["1"], ["0"], ["-1"], ["0", "-1"], ["0", "1"]],
                        [["0"], ["1"], ["0", "1"], ["0", "-1"], ["-1"]],
                    ],
                },
            ]
        },
        {
            "minors": [
                {"vector_rows": [0], "rank_rows": [0, 1, 2, 3], "rank_cols": [0, 1, 2, 3]},
                {"vector_rows": [0, 1], "rank_rows": [0, 1, 2], "rank_cols": [0, 1, 2]},
            ]
        },
    )


def eigen(A, claim, cert):
    return run("MATRIX_EIGEN", A, cert, **claim)


def test_eigenspaces_of_the_five_cycle_and_a_jordan_block():
    claim, cert = c5_claim()
    assert eigen(C5, claim, cert)["accepted"]
    jordan = {
        "eigenvalues": [
            {"polynomial": ["-2", "1"], "algebraic_multiplicity": 3, "eigenvectors": [[["1"], ["0"], ["0"]]]}
        ]
    }
    assert eigen(JORDAN, jordan, {"minors": [{"vector_rows": [0], "rank_rows": [0, 1], "rank_cols": [1, 2]}]})[
        "accepted"
    ]
    rotation = {
        "eigenvalues": [
            {"polynomial": ["1", "0", "1"], "algebraic_multiplicity": 1, "eigenvectors": [[["1"], ["0", "-1"]]]}
        ]
    }
    assert eigen([[0, -1], [1, 0]], rotation, {"minors": [{"vector_rows": [0], "rank_rows": [0], "rank_cols": [0]}]})[
        "accepted"
    ]


def forged(mutate):
    claim, cert = c5_claim()
    mutate(claim["eigenvalues"], cert["minors"])
    return eigen(C5, claim, cert)


@pytest.mark.parametrize(
    ("mutate", "reason"),
    [
        # a wrong eigenvector: one entry changed
        (lambda e, m: e[1]["eigenvectors"][0].__setitem__(3, ["0", "1"]), "differs from t v[2] modulo f"),
        # the same vector twice: not independent
        (lambda e, m: e[1]["eigenvectors"].__setitem__(1, e[1]["eigenvectors"][0]), "not independent"),
        # a basis missing a vector: claims a one-dimensional eigenspace where it is two-dimensional
        (
            lambda e, m: (
                e[1]["eigenvectors"].pop(),
                m[1].update(vector_rows=[0], rank_rows=[0, 1, 2, 3], rank_cols=[0, 1, 2, 3]),
            ),
            "may not span",
        ),
        # a wrong algebraic multiplicity, a factor that is not of the characteristic polynomial
        (lambda e, m: e[1].__setitem__("algebraic_multiplicity", 1), "differs from the characteristic polynomial"),
        (lambda e, m: e[0].__setitem__("polynomial", ["-3", "1"]), "differs from the characteristic polynomial"),
        # a reducible, non-squarefree "factor": (x - 2)^2 as one class
        (lambda e, m: e[0].__setitem__("polynomial", ["4", "-4", "1"]), "not squarefree"),
    ],
)
def test_eigen_forgeries_are_rejected(mutate, reason):
    r = forged(mutate)
    assert not r["accepted"] and reason in r["reason"], r


@pytest.mark.parametrize(
    ("payload", "where"),
    [
        ({"claim": {"kind": "MATRIX_CHARPOLY", "coefficients": ["1"]}, "subject": {"matrix": [[1, 2]]}}, "square"),
        (
            {"claim": {"kind": "MATRIX_CHARPOLY", "coefficients": ["1"]}, "subject": {"matrix": [["1.5"]]}},
            "matrix[0][0]",
        ),
        (
            {"claim": {"kind": "MATRIX_CHARPOLY", "coefficients": ["1"]}, "subject": {"matrix": [["\u0663"]]}},
            "matrix[0][0]",
        ),
        (
            {"claim": {"kind": "MATRIX_CHARPOLY", "coefficients": []}, "subject": {"matrix": [[1]]}},
            "claim.coefficients",
        ),
        ({"claim": {"kind": "MATRIX_EIGEN", "eigenvalues": [{}]}, "subject": {"matrix": [[1]]}}, "equal length"),
        ({"claim": {"kind": "MATRIX_CHARPOLY"}, "subject": {"matrix": [[0] * 33] * 33}}, "at most 32"),
        ({"claim": {"kind": "MATRIX_RANK"}, "subject": {"matrix": [[1]]}}, "claim kind"),
    ],
)
def test_malformed_requests_are_refused(payload, where):
    r = check(payload)
    assert r["accepted"] is False and r["reason"].startswith("malformed request") and where in r["reason"], r


def test_berkowitz_agrees_with_the_determinant_at_points():
    """det(xI - A) at x = 0, 1, 2, 3 by cofactor expansion, for a dense 4 x 4 rational matrix."""
    A = [[Fraction(v) for v in row] for row in [[1, -2, 3, "1/2"], [0, 4, -1, 2], ["2/3", 1, 0, -3], [5, 0, 1, 1]]]

    def det(M):
        if len(M) == 1:
            return M[0][0]
        return sum((-1) ** j * M[0][j] * det([r[:j] + r[j + 1 :] for r in M[1:]]) for j in range(len(M)))

    p = charpoly(A)
    for x in range(4):
        shifted = [[(x if i == j else 0) - A[i][j] for j in range(4)] for i in range(4)]
        assert sum(c * x**k for k, c in enumerate(p)) == det(shifted)
