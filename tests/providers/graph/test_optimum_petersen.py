"""The certified optima and searches on the Petersen graph through the real runtime, every answer VERIFIED by its
checker: clique number 2, independence number 4, vertex cover 6, domination number 3 (Holton & Sheehan, "The
Petersen Graph", 1993), no Hamiltonian cycle but a Hamiltonian path, chromatic index 4 (class 2: Petersen's
snark), a homomorphism to the triangle (chi = 3) and none to an edge (not bipartite)."""

from __future__ import annotations

from jacobian.contracts.enums import AssuranceLevel, Conclusion

from .conftest import PETERSEN, run_all

TRIANGLE = {"vertices": [0, 1, 2], "edges": [[0, 1], [1, 2], [0, 2]]}
EDGE = {"vertices": ["a", "b"], "edges": [["a", "b"]]}


def _verified(r) -> bool:
    return r.assurance.level is AssuranceLevel.VERIFIED and r.assurance.verification_record_uri is not None


def test_petersen_invariants_and_searches_are_verified(tmp_path):
    runs = [
        ("graph.clique_number", {"graph6": PETERSEN}),
        ("graph.independence_number", {"graph6": PETERSEN}),
        ("graph.vertex_cover.minimum", {"graph6": PETERSEN}),
        ("graph.domination_number", {"graph6": PETERSEN}),
        ("graph.hamiltonian_cycle", {"graph6": PETERSEN}),
        ("graph.hamiltonian_path", {"graph6": PETERSEN}),
        ("graph.edge_chromatic_number", {"graph6": PETERSEN}),
        ("graph.homomorphism.exists", {"graph6": PETERSEN, "target": TRIANGLE}),
        ("graph.homomorphism.exists", {"graph6": PETERSEN, "target": EDGE}),
    ]
    results = run_all(tmp_path, [(cap, payload, "VERIFY") for cap, payload in runs])
    for (cap, _), r in zip(runs, results):
        assert _verified(r), (cap, [d.message for d in r.diagnostics], r.verification and r.verification.reason)
        assert r.verification.model.format.startswith("graph6"), cap
        assert r.verification.model.summary["vertices"] == 10, cap
    clique, alpha, cover, gamma, cycle, path, index, to_triangle, to_edge = results
    assert [r.output["value"] for r in (clique, alpha, cover, gamma)] == [2, 4, 6, 3]
    assert all(r.output["lower_bound"] == r.output["upper_bound"] for r in (clique, alpha, cover, gamma))
    assert cycle.conclusion is Conclusion.FALSE and cycle.output["exists"] is False and cycle.output["cnf_sha256"]
    assert path.conclusion is Conclusion.TRUE and sorted(path.output["route"]) == list(range(10))
    assert index.output["edge_chromatic_number"] == 4 and index.output["vizing_class"] == 2
    assert index.output["max_degree"] == 3 and index.output["refuted_colours"] == 3
    assert to_triangle.conclusion is Conclusion.TRUE and to_edge.conclusion is Conclusion.FALSE
