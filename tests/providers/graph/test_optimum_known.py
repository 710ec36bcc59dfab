"""Certified optima and searches through the real runtime against known answers: the DIMACS clique instances
johnson8-2-4 (clique number 4) and hamming6-2 (32), the dodecahedron's Hamiltonian cycle; random graphs against
exhaustive search; hostile or oversized input refused before any job with its path; a budget run out gives the
bounds, UNKNOWN."""

from __future__ import annotations

import itertools
import random

from fixture_paths import DIMACS_CLIQUE

from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus

from .conftest import PETERSEN, run_all


def read_clq(name: str) -> dict:
    """A DIMACS .clq file (`p edge n m`, `e u v`; the `n` weight lines of the copy ignored) as vertices/edges."""
    order, edges = 0, []
    for line in (DIMACS_CLIQUE / f"{name}.clq").read_text().splitlines():
        parts = line.split()
        if parts and parts[0] == "p":
            order, size = int(parts[2]), int(parts[3])
        elif parts and parts[0] == "e":
            edges.append(sorted([int(parts[1]) - 1, int(parts[2]) - 1]))
    assert len(edges) == size
    return {"vertices": list(range(order)), "edges": edges}


def dodecahedron() -> dict:
    edges = [(i, (i + 1) % 5) for i in range(5)] + [(i, 5 + 2 * i) for i in range(5)]
    edges += [(5 + i, 5 + (i + 1) % 10) for i in range(10)] + [(6 + 2 * i, 15 + i) for i in range(5)]
    edges += [(15 + i, 15 + (i + 1) % 5) for i in range(5)]
    return {"vertices": list(range(20)), "edges": [list(e) for e in edges]}


def _verified(r) -> bool:
    return r.assurance.level is AssuranceLevel.VERIFIED and r.assurance.verification_record_uri is not None


def test_the_dimacs_files_are_the_graphs_their_names_define():
    johnson = read_clq("johnson8-2-4")
    pairs = sorted(itertools.combinations(range(1, 9), 2), key=lambda p: (p[1], p[0]))  # 2-subsets of {1..8}, colex
    disjoint = sorted([i, j] for i, j in itertools.combinations(range(28), 2) if not set(pairs[i]) & set(pairs[j]))
    assert sorted(johnson["edges"]) == disjoint and len(disjoint) == 210
    hamming = read_clq("hamming6-2")
    far = sorted([a, b] for a, b in itertools.combinations(range(64), 2) if bin(a ^ b).count("1") >= 2)
    assert sorted(hamming["edges"]) == far and len(far) == 1824


def test_dimacs_clique_numbers_and_the_dodecahedrons_cycle_are_verified(tmp_path):
    johnson, hamming = read_clq("johnson8-2-4"), read_clq("hamming6-2")
    runs = [
        ("graph.clique_number", johnson),
        ("graph.clique_number", hamming),
        ("graph.independence_number", hamming),  # the complement is the 6-cube: alpha(hamming6-2) = 2
        ("graph.hamiltonian_cycle", dodecahedron()),
    ]
    results = run_all(tmp_path, [(cap, payload, "VERIFY") for cap, payload in runs])
    for r in results:
        assert _verified(r), ([d.message for d in r.diagnostics], r.verification and r.verification.reason)
    assert [r.output["value"] for r in results[:3]] == [4, 32, 2]
    assert results[0].output["refuted_size"] == 5 and results[1].output["refuted_size"] == 33
    cycle = results[3]
    assert cycle.conclusion is Conclusion.TRUE and sorted(cycle.output["route"]) == list(range(20))


def _exhaustive(kind: str, graph: dict) -> int:
    n, edges = len(graph["vertices"]), {tuple(e) for e in graph["edges"]}
    around = {v: {w for e in edges if v in e for w in e} for v in range(n)}
    tests = {
        "clique_number": lambda s: all(p in edges for p in itertools.combinations(s, 2)),
        "independence_number": lambda s: not any(p in edges for p in itertools.combinations(s, 2)),
        "vertex_cover_number": lambda s: all(u in s or v in s for u, v in edges),
        "domination_number": lambda s: all(v in s or around[v] & set(s) for v in range(n)),
    }
    sizes = [len(s) for k in range(n + 1) for s in itertools.combinations(range(n), k) if tests[kind](s)]
    return max(sizes) if kind in ("clique_number", "independence_number") else min(sizes)


def _chromatic_index(graph: dict) -> int:
    edges = graph["edges"]
    touching = [(a, b) for a, b in itertools.combinations(range(len(edges)), 2) if set(edges[a]) & set(edges[b])]
    return next(
        k
        for k in range(len(edges) + 1)
        if any(all(c[a] != c[b] for a, b in touching) for c in itertools.product(range(k), repeat=len(edges)))
    )


def test_random_graphs_agree_with_exhaustive_search(tmp_path):
    graphs = []
    for seed in range(4):
        rng = random.Random(seed)
        n = rng.randint(5, 8)
        edges = [[i, j] for i, j in itertools.combinations(range(n), 2) if rng.random() < 0.45]
        graphs.append({"vertices": list(range(n)), "edges": edges})
    caps = ("graph.clique_number", "graph.independence_number", "graph.vertex_cover.minimum", "graph.domination_number")
    small = [g for g in graphs if len(g["edges"]) <= 9]
    runs = [(cap, g, "EXPLORE") for g in graphs for cap in caps] + [
        ("graph.edge_chromatic_number", g, "EXPLORE") for g in small
    ]
    results = run_all(tmp_path, runs)
    for (cap, g, _), r in zip(runs, results):
        assert r.conclusion is Conclusion.VALUE, [d.message for d in r.diagnostics]
        if cap == "graph.edge_chromatic_number":
            assert r.output["edge_chromatic_number"] == _chromatic_index(g), g
        else:
            assert r.output["value"] == _exhaustive(r.output["invariant"], g), (cap, g)


def test_oversized_and_hostile_graphs_are_refused_before_any_job_with_their_path(tmp_path):
    k65 = {"vertices": list(range(65)), "edges": []}
    star = {"vertices": list(range(34)), "edges": [[0, i] for i in range(1, 34)]}
    runs = [
        ("graph.hamiltonian_cycle", k65, "VERIFY"),
        ("graph.edge_chromatic_number", star, "VERIFY"),
        ("graph.clique_number", {"vertices": [0, 1], "edges": [[0, 1], [1, 0]]}, "VERIFY"),
        (
            "graph.homomorphism.exists",
            {"graph6": PETERSEN, "target": {"vertices": list(range(33)), "edges": []}},
            "VERIFY",
        ),
        (
            "graph.homomorphism.exists",
            {"graph6": PETERSEN, "target": {"vertices": [0, 1], "edges": [[0, 2]]}},
            "VERIFY",
        ),
        ("graph.domination_number", {"graph6": "Ihe"}, "VERIFY"),
    ]
    results = run_all(tmp_path, runs)
    paths = [r.diagnostics[0].path for r in results]
    assert all(r.execution.status is ExecutionStatus.ERROR for r in results)
    assert all(r.diagnostics[0].code == "INVALID_REQUEST" for r in results), [r.diagnostics[0] for r in results]
    assert all(r.diagnostics[0].stage.value == "VALIDATE" and r.provenance is None for r in results)  # no job ran
    assert paths == [
        "$.payload.vertices",
        "$.payload.vertices",
        "$.payload.edges[1]",
        "$.payload.target.vertices",
        "$.payload.target.edges[0][1]",
        "$.payload.graph6",
    ]
    assert "bound of 64" in results[0].diagnostics[0].message and "degree 33" in results[1].diagnostics[0].message


def test_a_conflict_budget_run_out_gives_bounds_and_unknown(tmp_path):
    rng = random.Random(5)
    dense = {
        "vertices": list(range(90)),
        "edges": [[i, j] for i, j in itertools.combinations(range(90), 2) if rng.random() < 0.5],
    }
    (r,) = run_all(tmp_path, [("graph.independence_number", {**dense, "limits": {"conflicts": 1}}, "VERIFY")])
    assert r.conclusion is Conclusion.UNKNOWN and r.output["value"] is None, r.output
    assert r.output["lower_bound"] < r.output["upper_bound"] and r.output["stopped_by"]
    assert r.assurance.level is not AssuranceLevel.VERIFIED
    assert any(d.code == "BUDGET_EXHAUSTED" for d in r.diagnostics)
