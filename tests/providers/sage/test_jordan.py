"""matrix.normal_form.jordan: known Jordan forms VERIFIED through a real runtime; forged J and P rejected by the
spectral checker on its own; a matrix with irrational eigenvalues refused with its path.

Known answers, cited:
- the 4 x 4 example of Wikipedia's "Jordan normal form" article (section "Example"),
  A = [[5, 4, 2, 1], [0, 1, -1, -1], [-1, -1, 3, 0], [1, 1, -1, 2]]: eigenvalues 1, 2, 4, 4 and
  J = diag(1, 2, [[4, 1], [0, 4]]);
- the nilpotent shift N_4 (ones on the superdiagonal) is its own Jordan form, one block of size 4;
- the companion matrix of (x - 1)^3 = x^3 - 3x^2 + 3x - 1 is non-derogatory: one block of size 3 for 1;
- [[2, 1], [1, 2]] is symmetric, so diagonalizable: diag(1, 3).
"""

from __future__ import annotations

import trio

from jacobian.checkers.linalg.spectral_check import check
from jacobian.runtime import Runtime

from .conftest import sage_config

WIKI = [[5, 4, 2, 1], [0, 1, -1, -1], [-1, -1, 3, 0], [1, 1, -1, 2]]
SHIFT = [[int(j == i + 1) for j in range(4)] for i in range(4)]
COMPANION = [[0, 0, 1], [1, 0, -3], [0, 1, 3]]
SYMMETRIC = [[2, 1], [1, 2]]
KNOWN = {
    "wiki": (WIKI, [("1", 1), ("2", 1), ("4", 2)]),
    "shift": (SHIFT, [("0", 4)]),
    "companion": (COMPANION, [("1", 3)]),
    "symmetric": (SYMMETRIC, [("1", 1), ("3", 1)]),
}


def test_known_jordan_forms_verified_and_irrational_refused(tmp_path):
    results = {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for name, (A, _) in KNOWN.items():
                results[name] = await rt.run("matrix.normal_form.jordan", {"matrix": A}, "VERIFY")
            results["rotation"] = await rt.run("matrix.normal_form.jordan", {"matrix": [[0, 1], [-1, 0]]}, "VERIFY")

    trio.run(main)
    for name, (_, blocks) in KNOWN.items():
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.diagnostics)
        got = sorted((b["eigenvalue"], b["size"]) for b in r.output["blocks"])
        assert got == blocks, (name, got)
    rotation = results["rotation"]
    assert rotation.execution.status.value == "ERROR", rotation
    assert rotation.diagnostics[0].code.value == "BACKEND_INPUT_ERROR", rotation.diagnostics
    assert rotation.diagnostics[0].path == "$.payload.matrix" and "x^2 + 1" in rotation.diagnostics[0].message


def jordan(A, J, P):
    return check({"claim": {"kind": "MATRIX_JORDAN", "jordan": J, "transform": P}, "subject": {"matrix": A}})


def test_jordan_forgeries_rejected():
    A = [[2, 1], [0, 2]]  # one block: it is not diagonalizable
    I2 = [[1, 0], [0, 1]]
    assert jordan(A, A, I2)["accepted"]
    # the zero transform makes A P = P J hold for any J: invertibility is what stops it
    got = jordan(A, [[2, 0], [0, 2]], [[0, 0], [0, 0]])
    assert not got["accepted"] and "singular" in got["reason"], got
    # a singular P of rank 1 whose columns are eigenvectors: A P = P diag(2, 2) holds
    got = jordan(A, [[2, 0], [0, 2]], [[1, 1], [0, 0]])
    assert not got["accepted"] and "singular" in got["reason"], got
    # a diagonal J claimed with an invertible P: A P != P J
    got = jordan(A, [[2, 0], [0, 2]], I2)
    assert not got["accepted"] and "A P differs from P J" in got["reason"], got
    # not a Jordan matrix: a 1 joining different eigenvalues, an entry 2 on the superdiagonal, one below it
    for J, why in (
        ([[1, 1], [0, 3]], "joins different eigenvalues"),
        ([[2, 2], [0, 2]], "neither 0 nor 1"),
        ([[2, 0], [1, 2]], "off the diagonal"),
    ):
        got = jordan(A, J, I2)
        assert not got["accepted"] and why in got["reason"], (J, got)
    # the wrong size
    got = jordan(A, [[2]], [[1]])
    assert not got["accepted"] and got["reason"].startswith("malformed"), got
