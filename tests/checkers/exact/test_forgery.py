"""Forged evidence for the exact checkers, fed to the real checker programs: none may be accepted."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction

import pytest

from jacobian.checkers.exact import lp_check, matrix_check

H3 = [["1", "1/2", "1/3"], ["1/2", "1/3", "1/4"], ["1/3", "1/4", "1/5"]]
H3_INV = [["9", "-36", "30"], ["-36", "192", "-180"], ["30", "-180", "180"]]
SING = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]
TINY = Fraction(1, 10**30)
LP = {
    "objective_sense": "minimize",
    "objective": ["-1", "-1"],
    "matrix": [["3", "2"], ["1", "4"]],
    "senses": ["<=", "<="],
    "rhs": ["7", "5"],
    "lower": None,
    "upper": None,
}
LP_X, LP_Y = ["9/5", "4/5"], ["-3/10", "-1/10"]  # optimum -13/5


def mat(claim, subject, cert=None):
    return matrix_check.check({"claim": claim, "subject": subject, "certificate": cert or {}})


def lp(claim, cert, subject=LP):
    return lp_check.check({"claim": claim, "subject": subject, "certificate": cert})


def nudge(text, by=TINY):
    return str(Fraction(text) + by)


def test_honest_certificates_are_accepted():
    assert mat({"kind": "MATRIX_INVERSE", "inverse": H3_INV}, {"matrix": H3})["accepted"]
    assert mat({"kind": "MATRIX_DETERMINANT", "determinant": "1/2160"}, {"matrix": H3})["accepted"]
    assert mat(
        {"kind": "MATRIX_RANK", "rank": 2},
        {"matrix": SING},
        {"rows": [0, 1], "cols": [0, 1], "kernel": [["1", "-2", "1"]]},
    )["accepted"]
    assert mat(
        {"kind": "LINEAR_SYSTEM_INCONSISTENT"},
        {"matrix": [["1", "2"], ["2", "4"]], "rhs": ["1", "3"]},
        {"y": ["-2", "1"]},
    )["accepted"]
    assert lp({"kind": "LP_OPTIMAL", "objective": "-13/5"}, {"x": LP_X, "y": LP_Y})["accepted"]


def test_matrix_forgeries_are_rejected():
    wrong = [row[:] for row in H3_INV]
    wrong[2][1] = nudge(wrong[2][1])
    assert not mat({"kind": "MATRIX_INVERSE", "inverse": wrong}, {"matrix": H3})["accepted"]  # one wrong entry
    assert not mat({"kind": "MATRIX_DETERMINANT", "determinant": nudge("1/2160")}, {"matrix": H3})["accepted"]
    assert not mat({"kind": "MATRIX_INVERSE", "inverse": H3_INV}, {"matrix": SING})["accepted"]  # another matrix's
    assert not mat({"kind": "MATRIX_SINGULAR"}, {"matrix": H3}, {"kernel_vector": ["0", "0", "0"]})["accepted"]
    assert not mat(
        {"kind": "MATRIX_NULLSPACE", "basis": [["1", "-2", "2"]]}, {"matrix": SING}, {"rows": [0, 1], "cols": [0, 1]}
    )["accepted"]
    assert not mat(
        {"kind": "MATRIX_RANK", "rank": 3}, {"matrix": SING}, {"rows": [0, 1, 2], "cols": [0, 1, 2], "kernel": []}
    )["accepted"]
    assert not mat(
        {"kind": "MATRIX_RANK", "rank": 1},
        {"matrix": SING},
        {"rows": [0], "cols": [0], "kernel": [["1", "-2", "1"], ["2", "-4", "2"]]},
    )["accepted"]
    assert not mat(
        {"kind": "LINEAR_SYSTEM_INCONSISTENT"},
        {"matrix": [["1", "2"], ["2", "4"]], "rhs": ["1", "2"]},
        {"y": ["-2", "1"]},
    )["accepted"]
    assert not mat(
        {"kind": "LINEAR_SYSTEM_SOLUTION", "solution": ["1", nudge("0")]}, {"matrix": [["1", "2"]], "rhs": ["1"]}
    )["accepted"]


def test_lp_forgeries_are_rejected():
    opt = {"kind": "LP_OPTIMAL", "objective": "-13/5"}
    assert not lp(opt, {"x": LP_X, "y": [LP_Y[0], nudge(LP_Y[1], -TINY)]})["accepted"]  # dual off by 1/10^30: gap
    assert not lp(opt, {"x": LP_X, "y": ["1/10", "-1/10"]})["accepted"]  # dual of the wrong sign: infeasible
    assert not lp(opt, {"x": [nudge(LP_X[0]), LP_X[1]], "y": LP_Y})["accepted"]  # violates row 0 by 3/10^30
    assert not lp({"kind": "LP_OPTIMAL", "objective": "0"}, {"x": ["0", "0"], "y": LP_Y})["accepted"]  # duality gap
    assert not lp({"kind": "LP_OPTIMAL", "objective": "-2"}, {"x": LP_X, "y": LP_Y})["accepted"]  # wrong value claimed
    other = {**LP, "rhs": ["8", "5"]}
    assert not lp(opt, {"x": LP_X, "y": LP_Y}, other)["accepted"]  # another LP's certificate
    infeasible = {**LP, "senses": [">=", "<="], "rhs": ["7", "1"], "upper": ["1", "1"]}
    assert not lp({"kind": "LP_INFEASIBLE"}, {"y": ["0", "0"]}, infeasible)["accepted"]  # y b = 0
    assert not lp({"kind": "LP_INFEASIBLE"}, {"y": ["1", "0"]}, LP)["accepted"]  # LP is feasible
    assert not lp({"kind": "LP_UNBOUNDED"}, {"x": ["0", "0"], "ray": ["1", "0"]})["accepted"]  # leaves through row 0


@pytest.mark.parametrize("bad", ["1/0", "1e5", "0.5", "__import__('os')", " 1", "1_0", "2" * 400, "NaN", True, 0.5])
def test_malformed_subject_entries_are_refused_by_the_checker(bad):
    verdict = mat({"kind": "MATRIX_DETERMINANT", "determinant": "0"}, {"matrix": [["1", bad], ["0", "0"]]})
    assert not verdict["accepted"] and "malformed" in verdict["reason"]


def test_the_checker_program_rejects_over_the_wire():
    """The installed checker module, as the sandbox runs it: a forged inverse gets accepted: false."""
    wrong = [row[:] for row in H3_INV]
    wrong[0][0] = "10"
    line = json.dumps(
        {
            "type": "request",
            "payload": {
                "claim": {"kind": "MATRIX_INVERSE", "inverse": wrong},
                "subject": {"matrix": H3},
                "certificate": {},
            },
        }
    )
    out = subprocess.run(
        [sys.executable, "-I", "-m", "jacobian.checkers.exact.matrix_check"],
        input=line + "\n",
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout
    final = json.loads(out.strip().splitlines()[-1])
    assert final["ok"] is True and final["data"]["accepted"] is False
