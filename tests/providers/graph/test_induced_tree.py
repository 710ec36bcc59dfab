"""graph.induced_tree.maximum through the real runtime (VERIFIED by the checker's own encoding and the LRAT kernel),
compared with exhaustive search on small graphs, the encoding compared with exhaustive search, and the checker program
fed forged evidence."""

from __future__ import annotations

import itertools
import os
import random

from pysat.solvers import Solver

from jacobian.checkers.graph.simple import parse
from jacobian.checkers.graph.tree_encode import digest, encode, selected
from jacobian.checkers.sat.native import BINARY as NATIVE_BINARY
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus

from .conftest import PETERSEN, run_all, run_checker

CAP = "graph.induced_tree.maximum"
CHECKER = "jacobian.checkers.graph.induced_tree_check"


def random_graph(n: int, p: float, seed: int) -> dict:
    rng = random.Random(seed)
    edges = [[i, j] for i, j in itertools.combinations(range(n), 2) if rng.random() < p]
    return {"vertices": list(range(n)), "edges": edges}


def induces_tree(chosen: set[int], edges) -> bool:
    inner = [(a, b) for a, b in edges if a in chosen and b in chosen]
    if not chosen or len(inner) != len(chosen) - 1:
        return False
    reached, stack = {min(chosen)}, [min(chosen)]
    while stack:
        v = stack.pop()
        for a, b in inner:
            for w in (b,) if a == v else (a,) if b == v else ():
                if w not in reached:
                    reached.add(w)
                    stack.append(w)
    return len(reached) == len(chosen)


def exhaustive_maximum(n: int, edges) -> int:
    """The largest subset inducing a tree, by trying every subset (largest first)."""
    for size in range(n, 0, -1):
        if any(induces_tree(set(s), edges) for s in itertools.combinations(range(n), size)):
            return size
    return 0


def _verified(r) -> bool:
    return r.assurance.level is AssuranceLevel.VERIFIED and r.assurance.verification_record_uri is not None


def test_the_encoding_is_satisfiable_exactly_when_an_induced_tree_that_large_exists():
    """For every k from 1 to n+1 on random graphs of 1..9 vertices: SAT iff k <= the exhaustive maximum, and every
    model's selected set induces a tree of at least k vertices."""
    for seed in range(40):
        rng = random.Random(seed)
        n = rng.randint(1, 9)
        g = parse(random_graph(n, rng.choice([0.2, 0.4, 0.6]), seed))
        best = exhaustive_maximum(n, g.edges)
        for k in range(1, n + 2):
            num_vars, clauses = encode(n, g.edges, k)
            with Solver(name="cadical195", bootstrap_with=clauses) as s:
                sat = s.solve()
                model = s.get_model() if sat else None
            assert sat == (k <= best), (seed, k, best)
            if model is not None:
                chosen = set(selected(model, n))
                assert len(chosen) >= k and induces_tree(chosen, g.edges), (seed, k, chosen)


def test_petersen_is_7_and_random_graphs_agree_with_exhaustive_search_all_verified(tmp_path):
    small = [random_graph(n, p, seed=n * 10 + s) for n in (8, 10, 12) for s, p in enumerate((0.25, 0.5))]
    runs = [{"graph6": PETERSEN}] + small
    results = run_all(tmp_path, [(CAP, p, "VERIFY") for p in runs])
    for r in results:
        assert r.conclusion is Conclusion.VALUE and _verified(r), [d.message for d in r.diagnostics]
        assert r.output["lower_bound"] == r.output["upper_bound"] == r.output["maximum"]
        assert len(r.output["tree"]) == r.output["maximum"] == len(r.output["tree_edges"]) + 1
    assert results[0].output["maximum"] == 7
    for payload, r in zip(small, results[1:]):
        assert r.output["maximum"] == exhaustive_maximum(len(payload["vertices"]), payload["edges"]), payload


def test_random_graphs_of_30_and_35_vertices_are_verified_by_proof(tmp_path):
    """Far beyond exhaustive search (C(35, 15) subsets): the optimum rests on the checker's own CNF and the LRAT
    kernel, within the default checker budget."""
    runs = [random_graph(30, 0.3, seed=7), random_graph(35, 0.3, seed=7)]
    results = run_all(tmp_path, [(CAP, {**p, "budget": {"wall_seconds": 300}}, "VERIFY") for p in runs])
    for payload, r in zip(runs, results):
        assert r.conclusion is Conclusion.VALUE and _verified(r), [d.message for d in r.diagnostics]
        g = parse(payload)
        tree = set(r.output["tree"])
        assert induces_tree(tree, g.edges) and len(tree) == r.output["maximum"]
        print(f"G({g.order}, 0.3): maximum induced tree {r.output['maximum']}, proof lines {r.output['proof_lines']}")


def test_a_whole_tree_needs_no_proof_and_an_empty_graph_is_refused(tmp_path):
    path = {"vertices": [0, 1, 2, 3], "edges": [[0, 1], [1, 2], [2, 3]]}
    tree, empty, budget = run_all(
        tmp_path,
        [
            (CAP, path, "VERIFY"),
            (CAP, {"vertices": [], "edges": []}, "VERIFY"),
            (CAP, {**random_graph(40, 0.3, seed=3), "limits": {"conflicts": 1}}, "VERIFY"),
        ],
    )
    assert tree.output["maximum"] == 4 and tree.output["refuted_size"] is None and _verified(tree)
    assert empty.execution.status is ExecutionStatus.ERROR and empty.diagnostics[0].code == "INVALID_REQUEST"
    assert empty.diagnostics[0].path == "$.payload"
    assert budget.conclusion is Conclusion.UNKNOWN and budget.output["maximum"] is None
    assert budget.assurance.level is not AssuranceLevel.VERIFIED
    assert "BUDGET_EXHAUSTED" in [d.code for d in budget.diagnostics]
    assert budget.output["lower_bound"] < budget.output["upper_bound"] == 40


# -- the checker program, forged evidence ---------------------------------------------------------------------------


def _proof(clauses) -> str:
    with Solver(name="cadical195", bootstrap_with=clauses, with_proof=True) as s:
        assert s.solve() is False
        lines = [ln for ln in (s.get_proof() or []) if ln.strip()]
    return "\n".join(lines + ["0"]) + "\n"


def _refutation(graph: dict, size: int) -> dict:
    g = parse(graph)
    num_vars, clauses = encode(g.order, g.edges, size)
    return {"size": size, "cnf_sha256": digest(num_vars, clauses), "proof_text": _proof(clauses)}


def _check(graph: dict, m: int, vertices: list, refutation) -> dict:
    return run_checker(
        CHECKER,
        {"kind": "INDUCED_TREE_MAXIMUM", "value": m},
        {"graph": graph},
        {"vertices": vertices, "refutation": refutation},
    )


PETERSEN_TREE = [0, 1, 2, 3, 5, 6, 9]  # 7 vertices inducing a tree in IheA@GUAo


def test_genuine_evidence_is_accepted():
    g = {"graph6": PETERSEN}
    assert induces_tree(set(PETERSEN_TREE), parse(g).edges)
    got = _check(g, 7, PETERSEN_TREE, _refutation(g, 8))
    assert got["accepted"] is True, got
    # the compiled elaborator (untrusted, its LRAT checked by the kernel) runs whenever it is installed
    assert got["checked"]["elaborator"] == ("native" if os.access(NATIVE_BINARY, os.X_OK) else "python"), got


def test_a_claimed_maximum_one_below_the_real_one_is_rejected():
    """6 for the Petersen graph: a 6-vertex subtree is a valid witness, but no proof of 'no induced tree on 7
    vertices' exists; each proof at hand is refused (the 8-vertex proof relabelled, or under the 7-CNF's digest)."""
    g = {"graph6": PETERSEN}
    six = PETERSEN_TREE[:-1]
    assert induces_tree(set(six), parse(g).edges)
    eight = _refutation(g, 8)
    got = _check(g, 6, six, eight)
    assert got["accepted"] is False and "refutation of an induced tree on 7 vertices is needed" in got["reason"]
    got = _check(g, 6, six, {**eight, "size": 7})
    assert got["accepted"] is False and "not the checker's encoding" in got["reason"]
    pg = parse(g)
    n7, c7 = encode(pg.order, pg.edges, 7)
    got = _check(g, 6, six, {**eight, "size": 7, "cnf_sha256": digest(n7, c7)})
    assert got["accepted"] is False and "DRAT check failed" in got["reason"], got


def test_a_proof_for_a_different_graph_is_rejected():
    """Another graph's honest refutation: its CNF is not the checker's; under the Petersen CNF's digest the proof
    does not refute the checker's CNF."""
    g = {"graph6": PETERSEN}
    other = random_graph(10, 0.5, seed=1)
    theirs = _refutation(other, exhaustive_maximum(10, parse(other).edges) + 1)
    got = _check(g, 7, PETERSEN_TREE, {**theirs, "size": 8})
    assert got["accepted"] is False and "not the checker's encoding" in got["reason"]
    lying = {**theirs, "size": 8, "cnf_sha256": _refutation(g, 8)["cnf_sha256"]}
    got = _check(g, 7, PETERSEN_TREE, lying)
    assert got["accepted"] is False and "DRAT check failed" in got["reason"], got


def test_a_witness_that_is_not_an_induced_tree_is_rejected():
    g = {"graph6": PETERSEN}
    ref = _refutation(g, 8)
    edges = parse(g).edges

    def inner(s):
        return [e for e in edges if set(e) <= set(s)]

    with_cycle = next(list(s) for s in itertools.combinations(range(10), 7) if len(inner(s)) == 7)
    forest = next(
        list(s) for s in itertools.combinations(range(10), 7) if len(inner(s)) == 6 and not induces_tree(set(s), edges)
    )
    for forged, why in ((with_cycle, "7 edges"), (forest, "not connected")):
        got = _check(g, 7, forged, ref)
        assert got["accepted"] is False and "not an induced tree" in got["reason"] and why in got["reason"], got
    assert _check(g, 7, PETERSEN_TREE[:-1] + [PETERSEN_TREE[0]], ref)["accepted"] is False  # a vertex twice
    assert _check(g, 7, PETERSEN_TREE[:-1] + [10], ref)["accepted"] is False  # no such vertex
    assert _check(g, 7, PETERSEN_TREE[:-1], ref)["accepted"] is False  # 6 vertices for a claim of 7


def test_a_truncated_proof_and_malformed_requests_are_rejected():
    g = random_graph(20, 0.3, seed=7)
    pg = parse(g)
    witness, ref = largest_by_sat(pg)
    lines = ref["proof_text"].splitlines()
    assert len(lines) > 20
    for keep in (0, 1, len(lines) // 4):
        cut = "\n".join(lines[:keep]) + "\n"
        got = _check(g, len(witness), witness, {**ref, "proof_text": cut})
        assert got["accepted"] is False, got
    assert _check(g, len(witness), witness, ref)["accepted"] is True
    assert _check({"graph6": "IheA@GUA"}, 7, PETERSEN_TREE, ref)["accepted"] is False
    assert _check(g, 0, [], None)["accepted"] is False
    got = run_checker(CHECKER, {"kind": "INDUCED_TREE_MAXIMUM", "value": 3}, {"graph": g}, {"vertices": witness})
    assert got["accepted"] is False and "malformed" in got["reason"]


def largest_by_sat(g) -> tuple[list[int], dict]:
    """A largest induced tree of g and the refutation of one vertex more, by the solver on the checker's CNF."""
    best: list[int] = [0]
    while True:
        num_vars, clauses = encode(g.order, g.edges, len(best) + 1)
        with Solver(name="cadical195", bootstrap_with=clauses) as s:
            if not s.solve():
                break
            best = selected(s.get_model(), g.order)
    k = len(best) + 1
    num_vars, clauses = encode(g.order, g.edges, k)
    return best, {"size": k, "cnf_sha256": digest(num_vars, clauses), "proof_text": _proof(clauses)}
