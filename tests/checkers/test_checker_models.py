"""Each checker that reads user text reports the model it read with its decision (``model``: format,
summary, sha256 of the canonical form), as the checker programs run: ``python -I -m <module>``, one
request line in, one result line out.

The expected digests are computed here from the formula, graph or script as the test writes it
(the canonical form's JSON, key-sorted and compact), so a checker that read something else, or
digested something else, fails; texts that differ only where the format ignores (whitespace,
comments, ``|x|`` for ``x``, graph6 for the same edge list) digest alike, and one changed literal
does not."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from typing import Any

import pytest

from jacobian.wire import request_line


def run(module: str, payload: dict[str, Any]) -> dict[str, Any]:
    proc = subprocess.run([sys.executable, "-I", "-m", module], input=request_line(payload), capture_output=True)
    assert proc.returncode == 0, proc.stderr.decode()[-500:]
    (line,) = [json.loads(x) for x in proc.stdout.decode().splitlines() if x.strip()]
    assert line["type"] == "result" and line["ok"], line
    return line["data"]


def sha(form: Any) -> str:
    return "sha256:" + hashlib.sha256(json.dumps(form, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


# --------------------------------------------------------------------------------------------- DIMACS

SAT_MODEL = "jacobian.checkers.sat.model_check"
SAT_PROOF = "jacobian.checkers.sat.proof_check"


def sat_request(dimacs: str, model: list[int]) -> dict[str, Any]:
    return {"claim": {"kind": "CNF_SATISFIABLE"}, "subject": {"dimacs": dimacs}, "certificate": {"model": model}}


def test_the_model_checker_reports_the_formula_it_read() -> None:
    want = {
        "format": "dimacs",
        "summary": {"variables": 3, "clauses": 2, "literals": 4},
        "digest": sha({"variables": 3, "clauses": [[1, -2], [2, 3]]}),
    }
    plain = run(SAT_MODEL, sat_request("p cnf 3 2\n1 -2 0\n2 3 0\n", [1, 2]))
    spread = run(SAT_MODEL, sat_request("c same formula\np cnf 3 2\r\n1\t-2\r\n0 2 3 0\r\n%\r\n0\r\n", [1, 2]))
    assert plain["accepted"] and spread["accepted"]
    assert plain["model"] == spread["model"] == want
    other = run(SAT_MODEL, sat_request("p cnf 3 2\n1 -2 0\n2 -3 0\n", [1, 2]))  # one literal's sign
    assert other["model"]["digest"] != want["digest"] and other["model"]["summary"] == want["summary"]


def test_a_rejection_after_reading_carries_the_model_and_a_refused_formula_none() -> None:
    rejected = run(SAT_MODEL, sat_request("p cnf 3 2\n1 -2 0\n2 3 0\n", [-1, 2, -3]))
    assert rejected["accepted"] is False and rejected["model"]["summary"]["clauses"] == 2
    refused = run(SAT_MODEL, sat_request("p cnf 3 2\n1 -2 0\n", [1]))  # the header's clause count is wrong
    assert refused["accepted"] is False and "model" not in refused


def test_the_proof_checker_reports_the_formula_it_read() -> None:
    dimacs = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n"
    payload = {
        "claim": {"kind": "CNF_UNSATISFIABLE"},
        "format": "drat",
        "subject": {"dimacs": dimacs},
        "certificate": {"proof_text": "2 0\n0\n"},
    }
    data = run(SAT_PROOF, payload)
    assert data["accepted"] is True, data["reason"]
    assert data["model"] == {
        "format": "dimacs",
        "summary": {"variables": 2, "clauses": 4, "literals": 8},
        "digest": sha({"variables": 2, "clauses": [[1, 2], [-1, 2], [1, -2], [-1, -2]]}),
    }
    payload["certificate"] = {"proof_text": "1 0\n0\n"}  # not RUP: rejected, after reading the formula
    assert run(SAT_PROOF, payload)["model"]["digest"] == data["model"]["digest"]


# --------------------------------------------------------------------------------------------- graphs


def test_the_chromatic_checker_reports_the_graph_it_read_whatever_its_form() -> None:
    path = [[0, 1], [1, 2]]
    want = {"vertices": [0, 1, 2], "edges": path}

    def decision(graph: dict[str, Any]) -> dict[str, Any]:
        payload = {
            "claim": {"kind": "CHROMATIC_NUMBER", "value": 2},
            "subject": {"graph": graph},
            "certificate": {"colouring": [0, 0, 1], "refutation": None},  # monochromatic edge 0-1
        }
        return run("jacobian.checkers.graph.chromatic_check", payload)

    g6 = decision({"graph6": "Bg"})  # the path 0-1-2
    listed = decision({"vertices": [2, 0, 1], "edges": [[1, 0], [2, 1]]})
    assert g6["accepted"] is False and listed["accepted"] is False
    assert g6["model"] == {"format": "graph6", "summary": {"vertices": 3, "edges": 2}, "digest": sha({"graph": want})}
    assert listed["model"] == {**g6["model"], "format": "graph-json"}
    assert "model" not in decision({"graph6": "Bh"})  # nonzero padding: refused


def test_the_induced_tree_checker_reports_the_graph_it_read() -> None:
    payload = {
        "claim": {"kind": "INDUCED_TREE_MAXIMUM", "value": 3},
        "subject": {"graph": {"graph6": "Bw"}},  # the triangle
        "certificate": {"vertices": [0, 1, 2], "refutation": None},  # a triangle is no tree
    }
    data = run("jacobian.checkers.graph.induced_tree_check", payload)
    assert data["accepted"] is False and "not an induced tree" in data["reason"]
    triangle = {"vertices": [0, 1, 2], "edges": [[0, 1], [0, 2], [1, 2]]}
    model = {"format": "graph6", "summary": {"vertices": 3, "edges": 3}, "digest": sha({"graph": triangle})}
    assert data["model"] == model


def test_the_isomorphism_checker_reports_both_graphs() -> None:
    payload = {
        "claim": {"kind": "GRAPH_NOT_ISOMORPHIC"},
        "subject": {"graphs": [{"graph6": "Bg"}, {"vertices": ["a", "b", "c"], "edges": [["a", "b"]]}]},
        "certificate": {"invariant": "size"},
    }
    data = run("jacobian.checkers.graph.isomorphism_check", payload)
    assert data["accepted"] is True
    first = {"vertices": [0, 1, 2], "edges": [[0, 1], [1, 2]]}
    second = {"vertices": ["a", "b", "c"], "edges": [["a", "b"]]}
    assert data["model"] == {
        "format": "graph6+graph-json",
        "summary": {"vertices": 3, "edges": 2, "other_vertices": 3, "other_edges": 1},
        "digest": sha({"graph": first, "other": second}),
    }


# --------------------------------------------------------------------------------------------- SMT-LIB


@pytest.mark.parametrize(
    "module, producer", [("jacobian.checkers.smt.by_z3", "cvc5"), ("jacobian.checkers.smt.by_cvc5", "z3")]
)
def test_the_smt_checkers_report_the_script_they_read(module: str, producer: str) -> None:
    def decision(script: str, model: str = "((define-fun x () Int 3))") -> dict[str, Any]:
        payload = {
            "claim": {"kind": "SMT_MODEL_SATISFIES", "producer": producer},
            "subject": {"script": script},
            "certificate": {"model": model},
        }
        return run(module, payload)

    plain = decision("(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n")
    quoted = decision("; the same\n(set-logic QF_LIA) (declare-const |x| Int) (assert (! (> |x| 2) :named big))")
    assert plain["accepted"] and quoted["accepted"], (plain["reason"], quoted["reason"])
    form = {
        "logic": "QF_LIA",
        "sorts": [],
        "declarations": [["x", [], "Int"]],
        "definitions": [],
        "assertions": ["(> x 2)"],
    }
    want = {"format": "smtlib", "summary": {"logic": "QF_LIA", "declarations": 1, "assertions": 1}, "digest": sha(form)}
    assert plain["model"] == quoted["model"] == want
    wrong = decision("(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 2))\n", "((define-fun x () Int 1))")
    assert wrong["accepted"] is False and wrong["model"] == want  # rejected after reading: the model is there
    other = decision("(set-logic QF_LIA)\n(declare-const x Int)\n(assert (>= x 2))\n")
    assert other["model"]["digest"] != want["digest"]
    refused = decision("(declare-const x Int)\n(assert (! (> x 2) n1))\n")
    assert refused["accepted"] is False and "model" not in refused
