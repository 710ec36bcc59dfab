"""graph.connectivity through the real runtime, VERIFIED by the checker's own cut test and Menger paths: the
Petersen graph and the 3-cube are 3-connected, K_5 4-connected, C_6 2-connected, a path 1-connected, two components
0; random graphs against the smallest disconnecting vertex set found by trying every subset; forged cuts and paths
rejected."""

from __future__ import annotations

import itertools
import random

from jacobian.checkers.graph.connectivity_check import check, non_adjacent_pairs
from jacobian.checkers.graph.simple import parse
from jacobian.contracts.enums import AssuranceLevel, Conclusion

from .conftest import PETERSEN, run_all


def brute_connectivity(graph: dict) -> int:
    n, edges = len(graph["vertices"]), [tuple(e) for e in graph["edges"]]
    if len(edges) == n * (n - 1) // 2:
        return n - 1
    for k in range(n):
        for cut in itertools.combinations(range(n), k):
            left = [v for v in range(n) if v not in cut]
            reached, stack = {left[0]}, [left[0]]
            while stack:
                v = stack.pop()
                for a, b in edges:
                    w = b if a == v else a if b == v else None
                    if w is not None and w not in cut and w not in reached:
                        reached.add(w)
                        stack.append(w)
            if len(reached) < len(left):
                return k
    raise AssertionError


def test_known_connectivities_and_random_graphs_are_verified(tmp_path):
    cube = {"vertices": list(range(8)), "edges": [[a, a ^ b] for a in range(8) for b in (1, 2, 4) if a < a ^ b]}
    k5 = {"vertices": list(range(5)), "edges": [list(e) for e in itertools.combinations(range(5), 2)]}
    c6 = {"vertices": list(range(6)), "edges": [[i, (i + 1) % 6] for i in range(6)]}
    path = {"vertices": list(range(4)), "edges": [[0, 1], [1, 2], [2, 3]]}
    apart = {"vertices": list(range(4)), "edges": [[0, 1], [2, 3]]}
    known = [({"graph6": PETERSEN}, 3), (cube, 3), (k5, 4), (c6, 2), (path, 1), (apart, 0)]
    rng = random.Random(4)
    randoms = []
    for n in (6, 7, 8, 8):
        edges = [[a, b] for a, b in itertools.combinations(range(n), 2) if rng.random() < 0.6]
        randoms.append({"vertices": list(range(n)), "edges": edges})
    graphs = [g for g, _ in known] + randoms
    results = run_all(tmp_path, [("graph.connectivity", g, "VERIFY") for g in graphs])
    for r in results:
        assert r.conclusion is Conclusion.VALUE and r.assurance.level is AssuranceLevel.VERIFIED, (
            r.diagnostics,
            r.verification and r.verification.reason,
        )
    assert [r.output["connectivity"] for r in results[: len(known)]] == [k for _, k in known]
    assert results[2].output["cut"] is None and len(results[0].output["cut"]) == 3
    for g, r in zip(randoms, results[len(known) :]):
        assert r.output["connectivity"] == brute_connectivity(g), g


def test_forged_cuts_and_paths_are_rejected():
    c6 = {"vertices": list(range(6)), "edges": [[i, (i + 1) % 6] for i in range(6)]}
    g = parse(c6)
    pairs = non_adjacent_pairs(g)

    def around(u, v):  # the two ways round the cycle from u to v
        return [list(range(u, v + 1)), [u] + list(range(u - 1, -1, -1)) + list(range(5, v - 1, -1))]

    paths = [around(u, v) for u, v in pairs]

    def claim(k, cut, found):
        return check(
            {
                "claim": {"kind": "VERTEX_CONNECTIVITY", "value": k},
                "subject": {"graph": c6},
                "certificate": {"cut": cut, "paths": found},
            }
        )

    got = claim(2, [0, 3], paths)
    assert got["accepted"], got["reason"]
    got = claim(2, [0, 1], paths)
    assert not got["accepted"] and "leaves the graph connected" in got["reason"]
    shared = [[p[0], p[0]] for p in paths]  # the same path twice: the paths share a vertex
    got = claim(2, [0, 3], shared)
    assert not got["accepted"] and ("share a vertex" in got["reason"] or "leaves the edges" in got["reason"])
    got = claim(3, [0, 2, 4], [p + [p[0]] for p in paths])  # a third path cannot be disjoint
    assert not got["accepted"]
    got = claim(1, [0], [p[:1] for p in paths])  # one vertex does not disconnect a cycle
    assert not got["accepted"] and "leaves the graph connected" in got["reason"]
