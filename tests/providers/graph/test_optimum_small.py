"""The certified optima and searches at their smallest cases, through the real runtime, each VERIFIED: a graph
without edges (chromatic index 0, clique number 1, vertex cover 0), one vertex (a Hamiltonian path but no cycle:
a cycle needs 3 vertices, refuted on the checker's empty-clause encoding), a homomorphism into a graph without
vertices (none), and the empty graph's domination number (0)."""

from __future__ import annotations

from jacobian.contracts.enums import AssuranceLevel, Conclusion

from .conftest import run_all

EDGELESS = {"vertices": [0, 1, 2], "edges": []}
ONE = {"vertices": ["v"], "edges": []}


def test_the_smallest_cases_are_verified(tmp_path):
    runs = [
        ("graph.edge_chromatic_number", EDGELESS),
        ("graph.clique_number", EDGELESS),
        ("graph.vertex_cover.minimum", EDGELESS),
        ("graph.hamiltonian_path", ONE),
        ("graph.hamiltonian_cycle", ONE),
        ("graph.homomorphism.exists", {**ONE, "target": {"vertices": [], "edges": []}}),
        ("graph.domination_number", {"vertices": [], "edges": []}),
    ]
    results = run_all(tmp_path, [(cap, payload, "VERIFY") for cap, payload in runs])
    for (cap, _), r in zip(runs, results):
        assert r.assurance.level is AssuranceLevel.VERIFIED, (cap, [d.message for d in r.diagnostics])
    index, clique, cover, path, cycle, hom, domination = results
    assert index.output["edge_chromatic_number"] == 0 and clique.output["value"] == 1 and cover.output["value"] == 0
    assert path.conclusion is Conclusion.TRUE and path.output["route"] == ["v"]
    assert cycle.conclusion is Conclusion.FALSE and hom.conclusion is Conclusion.FALSE
    assert domination.output["value"] == 0
