"""The SyGuS solution checker on forged evidence, in this process (the runtime tests run it as a job), and its
LIA decision on systems whose integer and rational answers differ."""

from __future__ import annotations

from pathlib import Path

import pytest

from jacobian.checkers.synthesis import lia
from jacobian.checkers.synthesis.solution_check import check
from jacobian.checkers.synthesis.sygus import read_problem
from jacobian.providers.synthesis.capabilities import MAX2

DATA = Path(__file__).resolve().parents[2] / "data" / "sygus"
GOOD = "(define-fun max2 ((x Int) (y Int)) Int (ite (>= x y) x y))"


def _check(problem: str, solution: str, **extra) -> dict:
    payload = {
        "claim": {"kind": "SYGUS_SOLUTION"},
        "subject": {"problem": problem},
        "certificate": {"solution": solution},
    }
    for key, value in extra.items():
        payload[key] = value
    return check(payload)


def test_the_right_solution_is_accepted_and_the_model_read_reported():
    got = _check(MAX2, GOOD)
    assert got["accepted"], got["reason"]
    assert got["model"]["format"] == "sygus-if-v2"
    assert got["model"]["summary"] == {
        "logic": "LIA",
        "synth_funs": "max2 (Int Int) Int",
        "variables": 2,
        "defined_functions": 0,
        "constraints": 3,
    }


def test_forged_evidence_is_rejected():
    pbe = (DATA / "bv_PRE_100_10.sl").read_text()
    forged = {
        "another function": _check(MAX2, GOOD.replace("max2", "max3")),
        "another signature": _check(MAX2, "(define-fun max2 ((x Int)) Int x)"),
        "another subject's solution": _check(pbe, GOOD),
        "defined twice": _check(MAX2, GOOD + GOOD),
        "truncated": _check(MAX2, GOOD[:-3]),
        "extra certificate field": check(
            {
                "claim": {"kind": "SYGUS_SOLUTION"},
                "subject": {"problem": MAX2},
                "certificate": {"solution": GOOD, "note": "trust me"},
            }
        ),
        "other claim kind": _check(MAX2, GOOD, claim={"kind": "SMT_MODEL_SATISFIES"}),
        "wrong at one point": _check(MAX2, "(define-fun max2 ((x Int) (y Int)) Int (ite (> x y) x (ite (= y 7) 0 y)))"),
    }
    for name, got in forged.items():
        assert got["accepted"] is False and got.get("verdict") is None, (name, got)
    assert "'max3' is not a function to synthesize" in forged["another function"]["reason"]
    assert "must have signature (Int Int) Int" in forged["another signature"]["reason"]
    assert "sort Int is not in logic BV" in forged["another subject's solution"]["reason"]
    assert "defined twice" in forged["defined twice"]["reason"]
    assert "unclosed '('" in forged["truncated"]["reason"]
    assert "y = 7" in forged["wrong at one point"]["reason"], forged["wrong at one point"]["reason"]


def _formula(text: str):
    problem = read_problem(
        "(set-logic LIA)\n(synth-fun f () Int)\n(declare-var x Int)\n(declare-var y Int)\n"
        f"(constraint {text})\n(check-synth)\n"
    )
    return problem.constraints[0]


def test_integer_tightening_refutes_what_only_rationals_satisfy():
    refuted, _, _ = lia.decide(_formula("(= (* 2 x) (+ (* 4 y) 1))"))  # 2x = 4y + 1: x = 2y + 1/2 over Q
    assert refuted
    refuted, point, _ = lia.decide(_formula("(= (* 2 x) (+ (* 4 y) 2))"))
    x, y = point.get("x", 0), point.get("y", 0)  # a variable left unconstrained is 0
    assert not refuted and 2 * x == 4 * y + 2


def test_a_system_with_rational_but_no_integer_points_is_left_undecided_never_accepted():
    # 27 <= 11x + 13y <= 45 and -10 <= 7x - 9y <= 4 has rational solutions and no integer one (Pugh's
    # Omega test example): FM with tightening cannot refute it, so the decision must stay open
    text = (
        "(and (<= 27 (+ (* 11 x) (* 13 y))) (<= (+ (* 11 x) (* 13 y)) 45) "
        "(<= (- 10) (- (* 7 x) (* 9 y))) (<= (- (* 7 x) (* 9 y)) 4))"
    )
    with pytest.raises(lia.Undecided, match="LIA_RATIONAL_ONLY"):
        lia.decide(_formula(text))


CYCLIC = """(set-logic BV)
(synth-fun f ((x (_ BitVec 8))) (_ BitVec 8)
  ((S (_ BitVec 8)) (T (_ BitVec 8)) (A (_ BitVec 8)))
  ((S (_ BitVec 8) (T A)) (T (_ BitVec 8) (S)) (A (_ BitVec 8) (x (bvnot T) (bvand S T)))))
(declare-var x (_ BitVec 8))
(constraint (= (f x) (f x)))
(check-synth)
"""


def test_grammar_membership_through_cycles_of_unit_productions():
    """S -> T, T -> S: T derives whatever S does. A top-down search that marks (node, T) underivable while
    S is still being decided for that node would then refuse (bvand x x) as (bvand S T)."""
    for body, inside in [("(bvand x x)", True), ("(let ((n (bvnot x))) (bvand n n))", True), ("#x01", False)]:
        got = _check(CYCLIC, f"(define-fun f ((x (_ BitVec 8))) (_ BitVec 8) {body})")
        assert got["accepted"] is inside, (body, got["reason"])
        if not inside:
            assert "not in its grammar" in got["reason"]
