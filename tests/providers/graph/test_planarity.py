"""graph.planarity through the real runtime, VERIFIED by the checker's own face tracing (Euler's formula) or its
own walk of a Kuratowski subdivision: the dodecahedron, the 3-cube and a tree with an isolated vertex are planar
(12, 6 and 1 faces); K_5, K_{3,3} and the Petersen graph are not; random graphs agree with networkx's independent
left-right test run here; an embedding with a wrong face count, a rotation that is not the neighbours, and a
subgraph that is no subdivision are rejected."""

from __future__ import annotations

import itertools
import random

import networkx as nx

from jacobian.checkers.graph.planarity_check import check
from jacobian.contracts.enums import AssuranceLevel, Conclusion

from .conftest import PETERSEN, run_all
from .test_optimum_known import dodecahedron

K5 = {"vertices": list(range(5)), "edges": [list(e) for e in itertools.combinations(range(5), 2)]}
K33 = {"vertices": list(range(6)), "edges": [[a, b] for a in range(3) for b in range(3, 6)]}
CUBE = {"vertices": list(range(8)), "edges": [[a, a ^ b] for a in range(8) for b in (1, 2, 4) if a < a ^ b]}


def test_known_graphs_and_random_graphs_are_verified(tmp_path):
    forest = {"vertices": list(range(5)), "edges": [[0, 1], [1, 2], [1, 3]]}  # vertex 4 isolated
    known = [
        (dodecahedron(), True, 12),
        (CUBE, True, 6),
        (forest, True, 1),
        (K5, False, None),
        (K33, False, None),
        ({"graph6": PETERSEN}, False, None),
    ]
    rng = random.Random(6)
    randoms = []
    for n in (7, 8, 9, 10, 12):
        edges = [[a, b] for a, b in itertools.combinations(range(n), 2) if rng.random() < 0.35]
        randoms.append({"vertices": list(range(n)), "edges": edges})
    graphs = [g for g, _, _ in known] + randoms
    results = run_all(tmp_path, [("graph.planarity", g, "VERIFY") for g in graphs])
    for r in results:
        assert r.assurance.level is AssuranceLevel.VERIFIED, (r.diagnostics, r.verification and r.verification.reason)
    for (_, planar, faces), r in zip(known, results):
        assert r.conclusion is (Conclusion.TRUE if planar else Conclusion.FALSE) and r.output["planar"] is planar
        assert r.output["faces"] == faces
    assert [r.output["kuratowski_type"] for r in results[3:6]] == ["K_5", "K_{3,3}", "K_{3,3}"]
    for g, r in zip(randoms, results[len(known) :]):
        reference = nx.Graph([tuple(e) for e in g["edges"]])
        reference.add_nodes_from(g["vertices"])
        assert r.output["planar"] is nx.is_planar(reference), g


def _claim(graph: dict, planar: bool, **certificate) -> dict:
    return check(
        {"claim": {"kind": "PLANARITY", "planar": planar}, "subject": {"graph": graph}, "certificate": certificate}
    )


def test_forged_embeddings_and_subdivisions_are_rejected():
    square = {"vertices": [0, 1, 2, 3], "edges": [[0, 1], [1, 2], [2, 3], [0, 3], [0, 2]]}  # a 4-cycle with a chord
    plane = [[1, 2, 3], [2, 0], [3, 0, 1], [2, 0]]  # counterclockwise around each corner of the drawn square
    got = _claim(square, True, rotation=plane)
    assert got["accepted"], got["reason"]
    twisted = [[1, 3, 2], [2, 0], [3, 0, 1], [2, 0]]  # vertex 0 turned the other way: a torus embedding
    got = _claim(square, True, rotation=twisted)
    assert not got["accepted"] and "genus 1" in got["reason"]
    got = _claim(square, True, rotation=[[1, 2], [2, 0], [3, 0, 1], [2, 0]])
    assert not got["accepted"] and "not its neighbours" in got["reason"]
    cube_rotation = [[1, 2, 4]] * 8  # not the neighbours of most vertices
    assert not _claim(CUBE, True, rotation=cube_rotation)["accepted"]
    k5_edges = K5["edges"]
    got = _claim(K5, False, kuratowski=k5_edges)
    assert got["accepted"] and "K_5" in got["reason"]
    got = _claim(K5, False, kuratowski=k5_edges[:-1])  # one edge short: no subdivision
    assert not got["accepted"] and "not a Kuratowski subdivision" in got["reason"]
    got = _claim(CUBE, False, kuratowski=CUBE["edges"])  # the cube is 3-regular on 8 vertices: no K_{3,3}
    assert not got["accepted"]
    got = _claim(K33, False, kuratowski=K33["edges"][:-1] + [[0, 1]])  # an edge the graph lacks
    assert not got["accepted"] and "edges of the graph" in got["reason"]
