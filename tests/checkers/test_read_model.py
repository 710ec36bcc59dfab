"""The model the checker read, stated with its decision (issue 26, contract A), for the checkers that parse
the caller's text: polynomial.groebner.exact, interval.enclosure.mpmath, algebra.countermodel.eval and
algebra.no_countermodel.drat. Each request is piped into the checker program as the runtime runs it; the
expected canonical forms are written out here by hand and hashed here, so a digest that does not describe
what was written (or a canonical form that changed) fails."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from typing import Any


def decide(module: str, payload: dict[str, Any]) -> dict[str, Any]:
    line = json.dumps({"type": "request", "payload": payload})
    out = subprocess.run(
        [sys.executable, "-I", "-m", module], input=line + "\n", capture_output=True, text=True, timeout=120
    ).stdout
    final = json.loads(out.strip().splitlines()[-1])
    assert final["ok"], final
    return final["data"]


def digest(form: Any) -> str:
    return "sha256:" + hashlib.sha256(json.dumps(form, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


POLY = "jacobian.checkers.polynomial.check"
XY = {"field": "QQ", "variables": ["x", "y"], "order": "degrevlex"}


def factorization(text: str, factors: list[list[Any]], **ring: Any) -> dict[str, Any]:
    return {
        "claim": {"kind": "POLYNOMIAL_FACTORIZATION", "unit": "1", "factors": factors},
        "subject": {**XY, **ring, "polynomial": text},
    }


def test_polynomial_decisions_state_the_ring_and_polynomials_read():
    got = decide(POLY, factorization("x^2 - y^2", [["x - y", 1], ["x + y", 1]]))
    assert got["accepted"], got
    form = {"ring": XY, "generators": [], "polynomial": [[[0, 2], "-1"], [[2, 0], "1"]]}
    assert got["model"] == {
        "format": "polynomial",
        "summary": {"ring": "QQ[x,y]", "polynomials": 1, "terms": 2, "max_degree": 2},
        "digest": digest(form),
    }
    # the same polynomial written otherwise is the same model; a rejected claim still states it
    other = decide(POLY, factorization("-y*y + (x)^2", [["x - y", 1], ["x - y", 1]]))
    assert not other["accepted"] and other["model"] == got["model"], other


def test_polynomial_model_over_gf_p_has_residues_and_every_generator():
    subject = {"field": "GF(7)", "variables": ["a"], "order": "lex", "generators": ["3/4*a - 1", "a^2"]}
    got = decide(POLY, {"claim": {"kind": "GROEBNER_BASIS", "basis": ["a"], "reduced": True}, "subject": subject})
    assert not got["accepted"]  # no lift: rejected, after the subject was read
    form = {
        "ring": {"field": "GF(7)", "variables": ["a"], "order": "lex"},
        "generators": [[[[0], 6], [[1], 6]], [[[2], 1]]],  # 3/4 = 3 * 2 = 6 mod 7, -1 = 6
        "polynomial": None,
    }
    assert got["model"]["digest"] == digest(form), got
    assert got["model"]["summary"] == {"ring": "GF(7)[a]", "polynomials": 2, "terms": 3, "max_degree": 2}


def test_no_model_when_the_subject_itself_is_refused():
    got = decide(POLY, factorization("x + z", [["x + z", 1]]))  # z is not declared
    assert not got["accepted"] and "model" not in got, got
    got = decide(
        "jacobian.checkers.algebra.witness_check",
        {
            "claim": {"kind": "MAGMA_COUNTERMODEL"},
            "subject": {"sources": [], "target": "x*y*z = x"},
            "certificate": {"order": 1, "table": [[0]]},
        },
    )
    assert not got["accepted"] and "model" not in got, got


def test_interval_decisions_state_the_expression_and_box_read():
    payload = {
        "claim": {"kind": "INTERVAL_ENCLOSURE", "lower": "-1", "upper": "2"},
        "subject": {"expression": "x^2 - 2*x + 1/4", "box": {"x": ["0", "1"]}},
    }
    got = decide("jacobian.checkers.interval.enclosure_check", payload)
    assert got["accepted"], got
    expression = [
        "add",
        [
            ["mul", [["num", "-2"], ["var", "x"]]],  # - 2*x: (-1) * 2 * x, the numbers multiplied
            ["pow", ["num", "4"], ["num", "-1"]],  # 1/4: 1 * 4^-1, the factor 1 left out
            ["pow", ["var", "x"], ["num", "2"]],
        ],
    ]
    assert got["model"] == {
        "format": "interval-expression",
        "summary": {"nodes": 10, "depth": 3, "variables": 1},
        "digest": digest({"expression": expression, "box": {"x": ["0", "1"]}}),
    }
    wider = {**payload, "subject": {**payload["subject"], "box": {"x": ["0", "2"]}}}
    other = decide("jacobian.checkers.interval.enclosure_check", wider)  # the box is part of what was read
    assert other["model"]["digest"] != got["model"]["digest"]


ASSOCIATIVE = "x*(y*z) = (x*y)*z"
COMMUTATIVE = "x ◇ y = y ◇ x"
LAWS = {
    "sources": [{"lhs": ["x", ["y", "z"]], "rhs": [["x", "y"], "z"], "variables": ["x", "y", "z"]}],
    "target": {"lhs": ["x", "y"], "rhs": ["y", "x"], "variables": ["x", "y"]},
}


def test_countermodel_decisions_state_the_laws_read():
    payload = {
        "claim": {"kind": "MAGMA_COUNTERMODEL"},
        "subject": {"sources": [ASSOCIATIVE], "target": COMMUTATIVE},
        "certificate": {"order": 2, "table": [[0, 0], [1, 1]]},  # a*b = a: associative, not commutative
    }
    got = decide("jacobian.checkers.algebra.witness_check", payload)
    assert got["accepted"], got
    assert got["model"] == {"format": "magma-laws", "summary": {"laws": 2, "variables": 3}, "digest": digest(LAWS)}
    tree = {"lhs": {"mul": [{"var": "x"}, {"var": "y"}]}, "rhs": {"mul": [{"var": "y"}, {"var": "x"}]}}
    as_tree = decide(
        "jacobian.checkers.algebra.witness_check", {**payload, "subject": {**payload["subject"], "target": tree}}
    )
    assert as_tree["model"] == got["model"]  # the same law as a JSON tree is the same model


def test_refutation_decisions_state_the_laws_and_orders_read():
    payload = {
        "claim": {"kind": "MAGMA_NO_COUNTERMODEL"},
        "subject": {"sources": [ASSOCIATIVE], "target": COMMUTATIVE, "orders": [2]},
        "certificate": {"refutations": [{"order": 2, "cnf_sha256": "sha256:" + "0" * 64, "proof_text": "0\n"}]},
    }
    got = decide("jacobian.checkers.algebra.refutation_check", payload)
    assert not got["accepted"] and "order 2" in got["reason"], got  # not the CNF the checker builds
    assert got["model"]["digest"] == digest({**LAWS, "orders": [2]}), got
