"""graph.chromatic_number through the real runtime (VERIFIED by the checker), compared with exhaustive search on
small graphs, and the checker program fed forged evidence."""

from __future__ import annotations

import itertools
import random

from pysat.solvers import Solver

from jacobian.checkers.graph.encode import digest, encode
from jacobian.checkers.graph.simple import parse
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus

from .conftest import CHROMATIC_CHECKER, PETERSEN, run_all, run_checker

CAP = "graph.chromatic_number"


def grotzsch() -> dict:
    """The Mycielskian of C5: 11 vertices, 20 edges, triangle-free, chromatic number 4."""
    cycle = [(i, (i + 1) % 5) for i in range(5)]
    edges = cycle + [(5 + i, j) for i, j in cycle] + [(5 + j, i) for i, j in cycle] + [(10, 5 + i) for i in range(5)]
    return {"vertices": list(range(11)), "edges": [list(e) for e in edges]}


def random_graph(n: int, p: float, seed: int) -> dict:
    rng = random.Random(seed)
    edges = [[i, j] for i, j in itertools.combinations(range(n), 2) if rng.random() < p]
    return {"vertices": list(range(n)), "edges": edges}


def exhaustive_chromatic(graph: dict) -> int:
    n, edges = len(graph["vertices"]), graph["edges"]
    for k in range(n + 1):
        for colours in itertools.product(range(k), repeat=n):
            if all(colours[a] != colours[b] for a, b in edges):
                return k
    raise AssertionError


def _verified(r) -> bool:
    return r.assurance.level is AssuranceLevel.VERIFIED and r.assurance.verification_record_uri is not None


def test_petersen_3_grotzsch_4_and_random_graphs_verified(tmp_path):
    big = random_graph(40, 0.3, seed=7)
    runs = [{"graph6": PETERSEN}, grotzsch(), big] + [random_graph(7, 0.5, seed=s) for s in range(6)]
    results = run_all(tmp_path, [(CAP, p, "VERIFY") for p in runs])
    for r in results:
        assert r.conclusion is Conclusion.VALUE and _verified(r), [d.message for d in r.diagnostics]
        assert r.output["lower_bound"] == r.output["upper_bound"] == r.output["chromatic_number"]
    assert [r.output["chromatic_number"] for r in results[:2]] == [3, 4]
    assert results[0].verification.model.format == "graph6" and results[1].verification.model.format == "graph-json"
    assert results[1].verification.model.summary == {"vertices": 11, "edges": 20}  # the graph the checker read
    print(
        f"random G(40, 0.3): chromatic number {results[2].output['chromatic_number']}, "
        f"proof lines {results[2].output['proof_lines']}"
    )
    for payload, r in zip(runs[3:], results[3:]):
        assert r.output["chromatic_number"] == exhaustive_chromatic(payload), payload


def test_a_stored_graph_artifact_is_accepted_and_bad_input_rejected(tmp_path):
    made, r, bad, wrong_schema = run_all(
        tmp_path,
        [
            ("graph.construct.explicit", grotzsch(), "EXPLORE"),
            (CAP, {"graph_artifact": "artifact://sha256/" + "0" * 64}, "VERIFY"),
            (CAP, {"vertices": [0, 1], "edges": [[0, 1], [1, 0]]}, "VERIFY"),
            ("artifact.put", {"schema": "jacobian.sat.cnf.v1", "payload": {"dimacs": "p cnf 1 1\n1 0\n"}}, "EXPLORE"),
        ],
    )
    assert r.execution.status is ExecutionStatus.ERROR and r.diagnostics[0].code == "ARTIFACT_NOT_FOUND"
    assert bad.diagnostics[0].code == "INVALID_REQUEST" and bad.diagnostics[0].path == "$.payload.edges[1]"
    stored, cnf = run_all(
        tmp_path,
        [
            (CAP, {"graph_artifact": made.output["uri"]}, "VERIFY"),
            (CAP, {"graph_artifact": wrong_schema.output["uri"]}, "VERIFY"),
        ],
    )
    assert stored.output["chromatic_number"] == 4 and _verified(stored)
    assert cnf.diagnostics[0].code == "INVALID_REQUEST" and cnf.diagnostics[0].path == "$.payload.graph_artifact"


# -- the checker program, forged evidence ---------------------------------------------------------------------------


def _proof(num_vars, clauses) -> str:
    with Solver(name="cadical195", bootstrap_with=clauses, with_proof=True) as s:
        assert s.solve() is False
        lines = [ln for ln in (s.get_proof() or []) if ln.strip()]
    return "\n".join(lines + ["0"]) + "\n"


def _refutation(graph: dict, k: int) -> dict:
    g = parse(graph)
    num_vars, clauses = encode(g.order, g.edges, k)
    return {"colours": k, "cnf_sha256": digest(num_vars, clauses), "proof_text": _proof(num_vars, clauses)}


def _check(graph: dict, k: int, colouring: list, refutation) -> dict:
    return run_checker(
        CHROMATIC_CHECKER,
        {"kind": "CHROMATIC_NUMBER", "value": k},
        {"graph": graph},
        {"colouring": colouring, "refutation": refutation},
    )


def _grotzsch_colouring() -> list[int]:
    g = grotzsch()
    for colours in itertools.product(range(4), repeat=11):
        if all(colours[a] != colours[b] for a, b in g["edges"]):
            return list(colours)
    raise AssertionError


def test_genuine_evidence_is_accepted():
    g = grotzsch()
    got = _check(g, 4, _grotzsch_colouring(), _refutation(g, 3))
    assert got["accepted"] is True, got


def test_a_colouring_with_a_monochromatic_edge_is_rejected():
    g = grotzsch()
    colours = _grotzsch_colouring()
    a, b = g["edges"][0]
    colours[b] = colours[a]
    got = _check(g, 4, colours, _refutation(g, 3))
    assert got["accepted"] is False and "monochromatic" in got["reason"]
    out_of_range = _grotzsch_colouring()
    out_of_range[0] = 4
    assert _check(g, 4, out_of_range, _refutation(g, 3))["accepted"] is False


def test_a_proof_for_a_different_graphs_cnf_is_rejected():
    g = grotzsch()
    other = {"vertices": g["vertices"], "edges": g["edges"] + [[0, 2]]}  # one edge more: a triangle
    honest = _refutation(other, 3)  # refutes 3-colourability of the other graph? Not necessarily: digest differs
    got = _check(g, 4, _grotzsch_colouring(), honest)
    assert got["accepted"] is False and "not the checker's encoding" in got["reason"]
    # The other graph's proof under this graph's digest: the proof does not refute the checker's CNF.
    petersen = {"graph6": PETERSEN}
    k4 = {"vertices": [0, 1, 2, 3], "edges": [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]}
    pg = parse(petersen)
    p_vars, p_clauses = encode(pg.order, pg.edges, 3)
    lying = {**_refutation(k4, 3), "cnf_sha256": digest(p_vars, p_clauses)}
    petersen_3 = [0] * 10
    for v in range(10):  # a greedy proper colouring of the Petersen graph with 3 colours
        used = {petersen_3[u] for a, b in pg.edges for u in (a, b) if v in (a, b) and u < v}
        petersen_3[v] = min(set(range(3)) - used)
    got = _check(petersen, 4, petersen_3, lying)  # claims chi(Petersen) = 4, one above the truth
    assert got["accepted"] is False and "DRAT check failed" in got["reason"]


def test_a_proof_for_another_k_is_rejected():
    g = grotzsch()
    two = _refutation(g, 2)
    got = _check(g, 4, _grotzsch_colouring(), two)
    assert got["accepted"] is False and "refutation of 3 colours is needed" in got["reason"]
    relabelled = {**two, "colours": 3}
    got = _check(g, 4, _grotzsch_colouring(), relabelled)
    assert got["accepted"] is False and "not the checker's encoding" in got["reason"]
    three = _refutation(g, 3)
    wrong_proof = {**three, "proof_text": two["proof_text"]}
    got = _check(g, 4, _grotzsch_colouring(), wrong_proof)
    assert got["accepted"] is False and "DRAT check failed" in got["reason"]


def test_a_truncated_proof_is_rejected():
    """Cut before the refutation is complete (no lemma, one, a quarter, or inside a clause): rejected. (CaDiCaL's
    proof of Groetzsch's 3-colourability refutes by unit propagation once its first 11 of 34 lemmas are in, as
    drat-trim also accepts; a proof cut after that is no forgery.)"""
    g = grotzsch()
    ref = _refutation(g, 3)
    lines = ref["proof_text"].splitlines()
    assert len(lines) > 20
    cuts = ["\n".join(lines[:keep]) + "\n" for keep in (0, 1, len(lines) // 4)]
    cuts.append(ref["proof_text"][: len(ref["proof_text"]) // 4].rstrip("0 \n") + " ")
    for cut in cuts:
        got = _check(g, 4, _grotzsch_colouring(), {**ref, "proof_text": cut})
        assert got["accepted"] is False, got


def test_malformed_subjects_are_rejected():
    g = grotzsch()
    ref = _refutation(g, 3)
    assert _check({"graph6": "IheA@GUA"}, 4, _grotzsch_colouring(), ref)["accepted"] is False
    assert _check(g, 4, _grotzsch_colouring()[:-1], ref)["accepted"] is False
    assert _check({"vertices": [], "edges": []}, 0, [], None)["accepted"] is True
    assert _check({"vertices": [0], "edges": []}, 0, [0], None)["accepted"] is False
