"""graph.spanning_tree_count through the real runtime, VERIFIED by the checker's own exact determinant: Cayley's
formula (K_10 has 10^8 spanning trees), the Petersen graph (2000), the 3-cube (384), K_{3,4} (3^3 * 4^2 = 432), a
disconnected graph (0) and one vertex (1); random graphs against counting every (n-1)-edge subset that is a tree;
a wrong count rejected by the checker."""

from __future__ import annotations

import itertools
import random

from jacobian.checkers.graph.spanning_check import check
from jacobian.contracts.enums import AssuranceLevel, Conclusion

from .conftest import PETERSEN, run_all


def complete(n: int) -> dict:
    return {"vertices": list(range(n)), "edges": [list(e) for e in itertools.combinations(range(n), 2)]}


def spanning_by_subsets(graph: dict) -> int:
    n, edges, count = len(graph["vertices"]), graph["edges"], 0
    for chosen in itertools.combinations(edges, n - 1):
        parent = list(range(n))
        ok = True
        for a, b in chosen:
            ra, rb = _root(parent, a), _root(parent, b)
            if ra == rb:
                ok = False
                break
            parent[ra] = rb
        count += ok
    return count


def _root(parent: list[int], v: int) -> int:
    while parent[v] != v:
        v = parent[v]
    return v


def test_known_counts_and_random_graphs_are_verified(tmp_path):
    cube = {"vertices": list(range(8)), "edges": [[a, a ^ b] for a in range(8) for b in (1, 2, 4) if a < a ^ b]}
    k34 = {"vertices": list(range(7)), "edges": [[a, b] for a in range(3) for b in range(3, 7)]}
    apart = {"vertices": [0, 1, 2, 3], "edges": [[0, 1], [2, 3]]}
    single = {"vertices": ["x"], "edges": []}
    known = [(complete(10), 10**8), ({"graph6": PETERSEN}, 2000), (cube, 384), (k34, 432), (apart, 0), (single, 1)]
    rng = random.Random(2)
    randoms = []
    for n in (5, 6, 7, 7):
        edges = [[a, b] for a, b in itertools.combinations(range(n), 2) if rng.random() < 0.6]
        randoms.append({"vertices": list(range(n)), "edges": edges})
    graphs = [g for g, _ in known] + randoms
    results = run_all(tmp_path, [("graph.spanning_tree_count", g, "VERIFY") for g in graphs])
    for r in results:
        assert r.conclusion is Conclusion.VALUE and r.assurance.level is AssuranceLevel.VERIFIED, r.diagnostics
    assert [r.output["spanning_trees"] for r in results[: len(known)]] == [count for _, count in known]
    for g, r in zip(randoms, results[len(known) :]):
        assert r.output["spanning_trees"] == spanning_by_subsets(g), g


def test_a_wrong_count_is_rejected():
    claim = {"kind": "SPANNING_TREE_COUNT", "value": 2000}
    got = check({"claim": claim, "subject": {"graph": {"graph6": PETERSEN}}, "certificate": {}})
    assert got["accepted"] and got["model"]["summary"] == {"vertices": 10, "edges": 15}
    got = check({"claim": {**claim, "value": 2001}, "subject": {"graph": {"graph6": PETERSEN}}, "certificate": {}})
    assert not got["accepted"] and "is 2000, not 2001" in got["reason"]
    got = check({"claim": claim, "subject": {"graph": {"graph6": PETERSEN}}, "certificate": {"count": 2000}})
    assert not got["accepted"] and got["reason"].startswith("malformed request")
