"""graph.girth and graph.diameter through the real runtime (networkx computes, the checker's own breadth-first
searches recompute: VERIFIED), against Floyd-Warshall on random graphs; and the distance checker fed forged
evidence: a wrong value, a "cycle" that is not one, a pair at another distance, infinite claims for finite ones."""

from __future__ import annotations

import itertools
import random

from jacobian.checkers.graph.distance_check import check
from jacobian.contracts.enums import AssuranceLevel, Conclusion

from .conftest import PETERSEN, run_all
from .test_optimum_known import dodecahedron

TREE = {"vertices": [0, 1, 2, 3], "edges": [[0, 1], [1, 2], [1, 3]]}
TWO_TRIANGLES = {"vertices": list(range(6)), "edges": [[0, 1], [1, 2], [0, 2], [3, 4], [4, 5], [3, 5]]}


def _verified(r) -> bool:
    return r.assurance.level is AssuranceLevel.VERIFIED and r.assurance.verification_record_uri is not None


def floyd(graph: dict) -> tuple[int | None, int | None]:
    """(girth, diameter) by Floyd-Warshall and removing each edge in turn (None: infinite)."""
    n, edges = len(graph["vertices"]), [tuple(e) for e in graph["edges"]]

    def dist(skip=None):
        inf = float("inf")
        d = [[0 if i == j else inf for j in range(n)] for i in range(n)]
        for e in edges:
            if e != skip:
                d[e[0]][e[1]] = d[e[1]][e[0]] = 1
        for k, i, j in itertools.product(range(n), repeat=3):
            d[i][j] = min(d[i][j], d[i][k] + d[k][j])
        return d

    full = dist()
    far = max(max(row) for row in full)
    cycles = [dist(e)[e[0]][e[1]] + 1 for e in edges]
    shortest = min(cycles, default=float("inf"))
    return (None if shortest == float("inf") else int(shortest)), (None if far == float("inf") else int(far))


def test_known_girths_and_diameters_are_verified_and_random_graphs_agree_with_floyd_warshall(tmp_path):
    graphs = [{"graph6": PETERSEN}, dodecahedron(), TREE, TWO_TRIANGLES]
    for seed in range(5):
        rng = random.Random(seed)
        n = rng.randint(4, 9)
        edges = [[i, j] for i, j in itertools.combinations(range(n), 2) if rng.random() < 0.35]
        graphs.append({"vertices": list(range(n)), "edges": edges})
    runs = [(cap, g, "VERIFY") for g in graphs for cap in ("graph.girth", "graph.diameter")]
    results = run_all(tmp_path, runs)
    for r in results:
        assert r.conclusion is Conclusion.VALUE and _verified(r), r.verification and r.verification.reason
    got = [(results[2 * i].output["girth"], results[2 * i + 1].output["diameter"]) for i in range(len(graphs))]
    assert got[:4] == [(5, 2), (5, 5), (None, 2), (3, None)]  # Petersen, dodecahedron, a star, two triangles
    assert results[7].output["connected"] is False and len(results[0].output["cycle"]) == 5
    for g, pair in zip(graphs[4:], got[4:]):
        assert pair == floyd(g), g


def _claim(kind: str, graph: dict, value, **certificate) -> dict:
    return {"claim": {"kind": kind, "value": value}, "subject": {"graph": graph}, "certificate": certificate}


def test_forged_distance_evidence_is_rejected():
    petersen = {"graph6": PETERSEN}
    pentagon = [0, 1, 2, 3, 4]
    genuine = check(
        _claim(
            "GIRTH", {"vertices": [0, 1, 2, 3, 4], "edges": [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]]}, 5, cycle=pentagon
        )
    )
    assert genuine["accepted"] and genuine["model"]["format"] == "graph-json", genuine["reason"]
    got = check(_claim("GIRTH", petersen, 4, cycle=[0, 1, 2, 3]))
    assert not got["accepted"] and "girth 5, not 4" in got["reason"] and got["model"]["format"] == "graph6"
    path = {"vertices": list(range(5)), "edges": [[0, 1], [1, 2], [2, 3], [3, 4], [0, 2], [2, 4]]}
    got = check(_claim("GIRTH", path, 3, cycle=[0, 1, 3]))
    assert not got["accepted"] and "not a cycle" in got["reason"]
    got = check(_claim("GIRTH", TREE, 3, cycle=[0, 1, 2]))
    assert not got["accepted"] and "girth None" in got["reason"]
    assert check(_claim("DIAMETER", TREE, 2, pair=[0, 2]))["accepted"]
    got = check(_claim("DIAMETER", TREE, 2, pair=[0, 1]))
    assert not got["accepted"] and "distance 1, not 2" in got["reason"]
    got = check(_claim("DIAMETER", TWO_TRIANGLES, 1, pair=[0, 1]))
    assert not got["accepted"] and "diameter None" in got["reason"]
    got = check(_claim("DIAMETER", TREE, None, pair=None))
    assert not got["accepted"]  # infinite claimed for a connected graph
