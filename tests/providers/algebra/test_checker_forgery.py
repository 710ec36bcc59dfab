"""The algebra checker programs fed wrong evidence: each forgery is rejected, never accepted.

Real proofs come from PySAT (CaDiCaL) on the checker's own encoding; the forgeries are built from them.
"""

from __future__ import annotations

from pysat.solvers import Solver

from jacobian.checkers.algebra.encode import digest, encode
from jacobian.checkers.algebra.terms import parse_law

from .conftest import REFUTATION_CHECKER, WITNESS_CHECKER, run_checker

COMM = "x*y = y*x"
EQ387 = "x*y = (y*y)*x"  # Equational Theories Project, equation 387; implies 43 (commutativity)


def _proof(num_vars, clauses):
    with Solver(name="cadical195", bootstrap_with=clauses, with_proof=True) as s:
        assert s.solve() is False
        lines = [ln for ln in (s.get_proof() or []) if ln.strip()]
    return "\n".join(lines + ["0"]) + "\n"


def _refutation(sources, target, n):
    num_vars, clauses = encode([parse_law(s) for s in sources], parse_law(target), n)
    return (
        num_vars,
        clauses,
        {"order": n, "cnf_sha256": digest(num_vars, clauses), "proof_text": _proof(num_vars, clauses)},
    )


def _no_countermodel(sources, target, orders, refutations):
    subject = {"sources": sources, "target": target, "orders": orders}
    return run_checker(REFUTATION_CHECKER, "MAGMA_NO_COUNTERMODEL", subject, {"refutations": refutations})


def test_genuine_refutations_are_accepted():
    refs = [_refutation([EQ387], COMM, n)[2] for n in (1, 2, 3, 4)]
    got = _no_countermodel([EQ387], COMM, [1, 2, 3, 4], refs)
    assert got["accepted"] is True, got
    assert set(got["checked"]) == {"1", "2", "3", "4"}


def test_a_table_that_violates_a_source_law_is_rejected():
    subject = {"sources": [COMM], "target": "x*(y*z) = (x*y)*z"}
    not_commutative = {"order": 2, "table": [[0, 0], [1, 1]]}  # left projection: associative, not commutative
    got = run_checker(WITNESS_CHECKER, "MAGMA_COUNTERMODEL", subject, not_commutative)
    assert got["accepted"] is False and "source law 0 fails" in got["reason"]
    target_holds = {"order": 2, "table": [[0, 1], [1, 0]]}  # Z/2: commutative and associative
    got = run_checker(WITNESS_CHECKER, "MAGMA_COUNTERMODEL", subject, target_holds)
    assert got["accepted"] is False and "target law holds" in got["reason"]
    out_of_range = {"order": 2, "table": [[0, 2], [2, 0]]}
    assert run_checker(WITNESS_CHECKER, "MAGMA_COUNTERMODEL", subject, out_of_range)["accepted"] is False
    good = {"order": 2, "table": [[1, 0], [0, 0]]}
    assert run_checker(WITNESS_CHECKER, "MAGMA_COUNTERMODEL", subject, good)["accepted"] is True


def test_a_proof_for_a_cnf_one_clause_away_from_the_checkers_encoding_is_rejected():
    num_vars, clauses, _ = _refutation([EQ387], COMM, 3)
    # One clause added (still unsatisfiable), with a proof honest about the CNF it refutes.
    other = clauses + [[1]]
    honest = {"order": 3, "cnf_sha256": digest(num_vars, other), "proof_text": _proof(num_vars, other)}
    got = _no_countermodel([EQ387], COMM, [3], [honest])
    assert got["accepted"] is False and "is not the checker's encoding" in got["reason"]
    # One clause added to a satisfiable question (the empty clause), its digest replaced by the checker's:
    # the proof of the changed CNF does not refute the checker's own encoding.
    sat_vars, sat_clauses = encode([parse_law(COMM)], parse_law("x*(y*z) = (x*y)*z"), 2)
    lying = {
        "order": 2,
        "cnf_sha256": digest(sat_vars, sat_clauses),
        "proof_text": _proof(sat_vars, sat_clauses + [[]]),
    }
    got = _no_countermodel([COMM], "x*(y*z) = (x*y)*z", [2], [lying])
    assert got["accepted"] is False and "DRAT check failed" in got["reason"]


def test_a_proof_for_another_order_is_rejected():
    _, _, order2 = _refutation([EQ387], COMM, 2)
    _, _, order3 = _refutation([EQ387], COMM, 3)
    relabelled = {**order2, "order": 3}
    got = _no_countermodel([EQ387], COMM, [3], [relabelled])
    assert got["accepted"] is False and "order 3" in got["reason"]
    wrong_proof = {**order3, "proof_text": order2["proof_text"]}  # order 3's digest, order 2's proof
    got = _no_countermodel([EQ387], COMM, [3], [wrong_proof])
    assert got["accepted"] is False and "DRAT check failed" in got["reason"]
    missing = _no_countermodel([EQ387], COMM, [2, 3], [order2])
    assert missing["accepted"] is False and "cover orders [2]" in missing["reason"]


def test_a_truncated_proof_is_rejected():
    """Cut before the refutation is complete (at a line, or in the middle of one): rejected. (A proof cut only
    after its last lemma still refutes by unit propagation, as drat-trim accepts; that is no forgery.)"""
    _, _, ref = _refutation([EQ387], COMM, 4)
    text = ref["proof_text"]
    lines = text.splitlines()
    assert len(lines) > 100
    cuts = ["\n".join(lines[:keep]) + "\n" for keep in (len(lines) // 3, len(lines) // 2)]
    cuts.append(text[: len(text) // 2].rstrip("0 \n") + " ")  # mid-clause
    for cut in cuts:
        got = _no_countermodel([EQ387], COMM, [4], [{**ref, "proof_text": cut}])
        assert got["accepted"] is False, got


def test_the_checker_reads_the_laws_itself():
    """The same refutation under a subject whose target differs from the refuted question is rejected."""
    _, _, ref = _refutation([EQ387], COMM, 3)
    got = _no_countermodel([EQ387], "x*y = x", [3], [ref])
    assert got["accepted"] is False
    bad_syntax = _no_countermodel(["x*y*z = x"], COMM, [3], [ref])
    assert bad_syntax["accepted"] is False and "malformed request" in bad_syntax["reason"]
