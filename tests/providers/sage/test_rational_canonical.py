"""matrix.normal_form.rational_canonical: known Frobenius forms VERIFIED through a real runtime; forged C and P
rejected by the spectral checker on its own.

Known answers, cited (invariant factors f_1 | f_2 | ..., smallest first):
- diag(1, 1, 2): x - 1 and (x - 1)(x - 2) = x^2 - 3x + 2 (the minimal polynomial (x - 1)(x - 2) is the last
  factor, the characteristic polynomial their product);
- Dummit and Foote, Abstract Algebra (3rd ed.), section 12.2, the example A = [[2, -2, 14], [0, 3, -7], [0, 0, 2]]:
  invariant factors x - 2 and (x - 2)(x - 3) = x^2 - 5x + 6;
- the companion matrix of (x - 1)^3 = x^3 - 3x^2 + 3x - 1 is its own rational canonical form (one factor);
- the 4 x 4 example of Wikipedia's "Jordan normal form" article (eigenvalues 1, 2, 4, 4, one Jordan block of
  size 2 for 4): non-derogatory, one invariant factor (x - 1)(x - 2)(x - 4)^2 = x^4 - 11x^3 + 42x^2 - 64x + 32;
- the rotation [[0, -1], [1, 0]] (no rational eigenvalue, so no Jordan form over QQ): x^2 + 1, itself;
- the scalar matrix 3 I_3: x - 3 three times (the form is A itself).
"""

from __future__ import annotations

import trio
from verify_runs import record_job_labels

from jacobian.checkers.linalg.spectral_check import check
from jacobian.runtime import Runtime

from .conftest import sage_config

KNOWN = {
    "diag112": ([[1, 0, 0], [0, 1, 0], [0, 0, 2]], [["-1", "1"], ["2", "-3", "1"]]),
    "dummit_foote": ([[2, -2, 14], [0, 3, -7], [0, 0, 2]], [["-2", "1"], ["6", "-5", "1"]]),
    "companion": ([[0, 0, 1], [1, 0, -3], [0, 1, 3]], [["-1", "3", "-3", "1"]]),
    "wikipedia": ([[5, 4, 2, 1], [0, 1, -1, -1], [-1, -1, 3, 0], [1, 1, -1, 2]], [["32", "-64", "42", "-11", "1"]]),
    "rotation": ([[0, -1], [1, 0]], [["1", "0", "1"]]),
    "scalar": ([[3, 0, 0], [0, 3, 0], [0, 0, 3]], [["-3", "1"]] * 3),
}


HOSTILE = {
    "too_large": [[0] * 33] * 33,
    "not_square": [[1, 2, 3], [4, 5, 6]],
    "decimal": [[1, 0], [0, "0.5"]],
}


def test_known_rational_canonical_forms_verified(tmp_path, monkeypatch):
    results, supervised = {}, []

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            record_job_labels(rt, supervised)
            for name, A in HOSTILE.items():
                results[name] = await rt.run("matrix.normal_form.rational_canonical", {"matrix": A}, "VERIFY")
            refused = list(supervised)
            for name, (A, _) in KNOWN.items():
                results[name] = await rt.run("matrix.normal_form.rational_canonical", {"matrix": A}, "VERIFY")
            return refused

    assert trio.run(main) == []  # no job started for the refused matrices
    for name in HOSTILE:
        d = results[name].diagnostics[0]
        assert d.code.value == "INVALID_REQUEST" and d.path.startswith("$.payload.matrix"), (name, d)
    for name, (_, factors) in KNOWN.items():
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.diagnostics)
        assert [f["coefficients"] for f in r.output["invariant_factors"]] == factors, (name, r.output)
    for name in ("companion", "rotation", "scalar"):  # already in canonical form
        A = KNOWN[name][0]
        assert results[name].output["form"] == [[str(x) for x in row] for row in A], name
    assert results["diag112"].output["form"] == [["1", "0", "0"], ["0", "0", "-2"], ["0", "1", "3"]]


def frobenius(A, C, P, factors):
    claim = {"kind": "MATRIX_RATIONAL_CANONICAL", "form": C, "transform": P, "invariant_factors": factors}
    return check({"claim": claim, "subject": {"matrix": A}})


I3 = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
DIAG = [[1, 0, 0], [0, 1, 0], [0, 0, 2]]
FORM = [[1, 0, 0], [0, 0, -2], [0, 1, 3]]  # companion(x - 1) + companion(x^2 - 3x + 2)
# P^-1 diag(1, 1, 2) P = FORM: the columns e1, then v and Av for v = e2 + e3
P = [[1, 0, 0], [0, 1, 1], [0, 1, 2]]
FACTORS = [["-1", "1"], ["2", "-3", "1"]]


def test_the_honest_claim_is_accepted():
    got = frobenius(DIAG, FORM, P, FACTORS)
    assert got["accepted"], got
    assert got["model"]["format"] == "rational-matrix"


def test_a_singular_transform_is_rejected():
    # the zero P satisfies A P = P C for every C: only invertibility stops it
    got = frobenius(DIAG, FORM, [[0] * 3] * 3, FACTORS)
    assert not got["accepted"] and "singular" in got["reason"], got
    # rank 2: the columns e1, e2 + e3 and again e1 -- A P = P C fails or not, det P = 0 is what is reported
    got = frobenius(DIAG, FORM, [[1, 0, 1], [0, 1, 0], [0, 1, 0]], FACTORS)
    assert not got["accepted"] and "singular" in got["reason"], got


def test_blocks_that_do_not_divide_are_rejected():
    # the same two blocks in the wrong order: (x - 1)(x - 2) does not divide x - 1, though C is similar to A
    C = [[0, -2, 0], [1, 3, 0], [0, 0, 1]]
    Q = [[0, 0, 1], [1, 1, 0], [1, 2, 0]]  # P's columns reordered: A Q = Q C holds
    got = frobenius(DIAG, C, Q, [["2", "-3", "1"], ["-1", "1"]])
    assert not got["accepted"] and "does not divide" in got["reason"], got


def test_a_similar_matrix_not_in_canonical_form_is_rejected():
    # the Jordan-like split: diag(1, 1, 2) is itself block-diagonal companion matrices of x - 1, x - 1, x - 2,
    # similar to A (P = I), but x - 1 does not divide x - 2
    got = frobenius(DIAG, DIAG, I3, [["-1", "1"], ["-1", "1"], ["-2", "1"]])
    assert not got["accepted"] and "does not divide" in got["reason"], got
    # A Jordan block claimed as its own form: [[2, 1], [0, 2]] is not a companion matrix (its form is
    # companion((x - 2)^2) = [[0, -4], [1, 4]])
    J = [[2, 1], [0, 2]]
    got = frobenius(J, J, [[1, 0], [0, 1]], [["4", "-4", "1"]])
    assert not got["accepted"] and "companion" in got["reason"], got
    assert frobenius(J, [[0, -4], [1, 4]], [[0, 1], [1, 2]], [["4", "-4", "1"]])["accepted"]


def test_a_wrong_transform_is_rejected():
    got = frobenius(DIAG, FORM, I3, FACTORS)  # invertible, but A I != I C
    assert not got["accepted"] and "A P differs from P C" in got["reason"], got
    # factors that are not monic, or whose degrees do not add up to n
    got = frobenius(DIAG, FORM, P, [["-1", "1"], ["4", "-6", "2"]])
    assert not got["accepted"] and "not monic" in got["reason"], got
    got = frobenius(DIAG, FORM, P, [["2", "-3", "1"]])
    assert not got["accepted"] and "sum to 2, not 3" in got["reason"], got
    got = frobenius(DIAG, FORM[:2], P, FACTORS)
    assert not got["accepted"] and got["reason"].startswith("malformed"), got
