"""The lattice checker program fed genuine LLL certificates and forgeries (real process, real JSON Lines).

Genuine reductions come from python-flint in this process; each forgery changes one thing.
"""

from __future__ import annotations

import json
import subprocess
import sys

import flint

CHECKER = "jacobian.checkers.lattice.lll_check"
BASIS = [[1, 1, 1], [-1, 0, 2], [3, 5, 6]]


def check(claim, basis, certificate):
    payload = {"claim": claim, "subject": {"basis": basis}, "certificate": certificate}
    line = json.dumps({"type": "request", "payload": payload}) + "\n"
    proc = subprocess.run(
        [sys.executable, "-I", "-m", CHECKER], input=line, capture_output=True, text=True, timeout=300
    )
    return json.loads(proc.stdout.strip().splitlines()[-1])["data"]


def lists(m):
    return [[int(m[i, j]) for j in range(m.ncols())] for i in range(m.nrows())]


def reduced(basis):
    r, u = flint.fmpz_mat(basis).lll(transform=True, delta=0.995, eta=0.505)
    return lists(r), lists(u)


def lll_claim(r, delta="99/100", eta="51/100"):
    return {"kind": "LATTICE_LLL_REDUCED", "reduced": r, "delta": delta, "eta": eta}


def test_a_genuine_reduction_is_accepted_and_states_the_basis_read():
    r, u = reduced(BASIS)
    got = check(lll_claim(r), BASIS, {"transform": u})
    assert got["accepted"] is True, got["reason"]
    assert got["model"]["format"] == "integer-basis" and got["model"]["summary"]["rank"] == 3


def test_a_transform_with_determinant_2_is_rejected():
    r, u = reduced(BASIS)
    doubled = [[2 * v for v in u[0]]] + u[1:]  # det 2 U; its image is the reduced basis with row 0 doubled
    r2 = [[2 * v for v in r[0]]] + r[1:]
    got = check(lll_claim(r2), BASIS, {"transform": doubled})
    assert got["accepted"] is False and "not unimodular: det U = " in got["reason"], got["reason"]


def test_a_transform_that_does_not_give_the_reduced_basis_is_rejected():
    r, u = reduced(BASIS)
    swapped = [u[1], u[0], u[2]]  # still unimodular
    got = check(lll_claim(r), BASIS, {"transform": swapped})
    assert got["accepted"] is False and "U B is not the reduced basis" in got["reason"]


def test_an_unreduced_basis_is_rejected():
    identity = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    got = check(lll_claim(BASIS), BASIS, {"transform": identity})
    assert got["accepted"] is False and ("size-reduced" in got["reason"] or "Lovasz" in got["reason"]), got
    # size-reduced but out of order: the Lovasz condition fails
    long_first = [[0, 0, 10], [1, 0, 0]]
    got = check(lll_claim(long_first), long_first, {"transform": [[1, 0], [0, 1]]})
    assert got["accepted"] is False and "Lovasz condition fails at row 1" in got["reason"], got["reason"]


def test_parameters_and_dependent_rows_are_rejected():
    r, u = reduced(BASIS)
    assert check(lll_claim(r, delta="1/4"), BASIS, {"transform": u})["accepted"] is False
    assert check(lll_claim(r, eta="1/3"), BASIS, {"transform": u})["accepted"] is False
    dependent = [[1, 2], [2, 4]]
    got = check(lll_claim(dependent), dependent, {"transform": [[1, 0], [0, 1]]})
    assert got["accepted"] is False and "depends on the rows before it" in got["reason"]


def test_a_wrong_gram_matrix_or_determinant_is_rejected():
    gram = {"kind": "LATTICE_GRAM", "gram": [[3, 1, 14], [1, 5, 9], [14, 9, 70]], "determinant": 9}
    assert check(gram, BASIS, {})["accepted"] is True
    assert check({**gram, "determinant": 3}, BASIS, {})["accepted"] is False
    assert check({**gram, "gram": [[3, 1, 14], [1, 5, 9], [14, 9, 71]]}, BASIS, {})["accepted"] is False
