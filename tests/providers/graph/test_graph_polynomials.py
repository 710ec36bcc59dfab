"""graph.chromatic_polynomial and graph.tutte_polynomial through the real runtime, each VERIFIED by the checker's own
counts deciding the whole polynomial; the two cross-checked against each other, against brute-force colouring counts
and the certified chromatic number; forgeries rejected; graphs over the bounds refused with their path.

Known answers:
- P(K_n) = k (k - 1) ... (k - n + 1) and P(C_n) = (k - 1)^n + (-1)^n (k - 1) (Read, "An introduction to chromatic
  polynomials", J. Combin. Theory 4 (1968), theorems 2 and 4);
- the Petersen graph: P(k) = k (k - 1)(k - 2)(k^7 - 12 k^6 + 67 k^5 - 230 k^4 + 529 k^3 - 814 k^2 + 775 k - 352)
  (Biggs, Algebraic Graph Theory, 2nd ed., Cambridge 1993, chapter 15; 120 proper 3-colourings);
- T(K_4) = x^3 + 3 x^2 + 2 x + 4 x y + 2 y + 3 y^2 + y^3 (Bollobas, Modern Graph Theory, Springer 1998, X.2);
- T(1, 1) = the number of spanning trees (2000 for the Petersen graph), T(2, 2) = 2^|E|, and
  P(k) = (-1)^(n - c) k^c T(1 - k, 0) (Bollobas X.2, c the number of components).
"""

from __future__ import annotations

import itertools
import random

from jacobian.checkers.graph.polynomial_check import check
from jacobian.contracts.enums import Conclusion, ExecutionStatus
from tests.verify_runs import run_verify, verified

from .conftest import PETERSEN

K4 = {"vertices": [0, 1, 2, 3], "edges": [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]}
K4_TUTTE = [[0, 1, 2], [0, 2, 3], [0, 3, 1], [1, 0, 2], [1, 1, 4], [2, 0, 3], [3, 0, 1]]


def mul(p: list[int], q: list[int]) -> list[int]:
    out = [0] * (len(p) + len(q) - 1)
    for i, a in enumerate(p):
        for j, b in enumerate(q):
            out[i + j] += a * b
    return out


def add(p: list[int], q: list[int]) -> list[int]:
    n = max(len(p), len(q))
    return [(p[i] if i < len(p) else 0) + (q[i] if i < len(q) else 0) for i in range(n)]


def falling(n: int) -> list[int]:
    out = [1]
    for i in range(n):
        out = mul(out, [-i, 1])
    return out


def cycle_polynomial(n: int) -> list[int]:
    power = [1]
    for _ in range(n):
        power = mul(power, [-1, 1])
    return add(power, [(-1) ** n * -1, (-1) ** n])


PETERSEN_P = mul(falling(3), [-352, 775, -814, 529, -230, 67, -12, 1])


def complete(n: int) -> dict:
    return {"vertices": list(range(n)), "edges": [list(e) for e in itertools.combinations(range(n), 2)]}


def cycle(n: int) -> dict:
    return {"vertices": list(range(n)), "edges": [[i, (i + 1) % n] for i in range(n)]}


def value(p: list[int], k: int) -> int:
    return sum(c * k**i for i, c in enumerate(p))


def tutte_at(terms: list[list[int]], x: int, y: int) -> int:
    return sum(c * x**i * y**j for i, j, c in terms)


def brute_colourings(graph: dict, k: int) -> int:
    n, edges = len(graph["vertices"]), graph["edges"]
    return sum(all(c[u] != c[v] for u, v in edges) for c in itertools.product(range(k), repeat=n))


def components(graph: dict) -> int:
    parent = {v: v for v in graph["vertices"]}

    def root(v):
        while parent[v] != v:
            v = parent[v]
        return v

    for u, v in graph["edges"]:
        parent[root(u)] = root(v)
    return len({root(v) for v in graph["vertices"]})


def test_known_polynomials_are_verified(tmp_path):
    runs = [
        ("graph.chromatic_polynomial", {"graph6": PETERSEN}),
        ("graph.chromatic_polynomial", complete(5)),
        ("graph.chromatic_polynomial", cycle(5)),
        ("graph.chromatic_polynomial", cycle(6)),
        ("graph.tutte_polynomial", K4),
        ("graph.tutte_polynomial", {"graph6": PETERSEN}),
    ]
    results = run_verify(tmp_path, runs)
    for (cap, payload), r in zip(runs, results):
        assert r.conclusion is Conclusion.VALUE and verified(r), (cap, payload, r.diagnostics)
    assert [r.output["coefficients"] for r in results[:4]] == [
        PETERSEN_P,
        falling(5),
        cycle_polynomial(5),
        cycle_polynomial(6),
    ]
    assert value(PETERSEN_P, 3) == 120 and results[0].output["polynomial"].startswith("k^10 - 15*k^9")
    assert sorted(results[4].output["terms"]) == K4_TUTTE
    assert results[4].output["polynomial"] == "x^3 + y^3 + 3*x^2 + 4*x*y + 3*y^2 + 2*x + 2*y"
    petersen_t = results[5].output
    assert petersen_t["spanning_trees"] == tutte_at(petersen_t["terms"], 1, 1) == 2000
    assert tutte_at(petersen_t["terms"], 2, 2) == 2**15


def test_random_graphs_the_two_polynomials_agree_with_each_other_and_with_brute_force(tmp_path):
    rng = random.Random(31)
    graphs = []
    for n, m in ((5, 6), (6, 8), (7, 9), (8, 10), (7, 4)):
        edges = rng.sample([list(e) for e in itertools.combinations(range(n), 2)], m)
        graphs.append({"vertices": list(range(n)), "edges": edges})
    runs = [(cap, g) for g in graphs for cap in ("graph.chromatic_polynomial", "graph.tutte_polynomial")]
    runs += [("graph.chromatic_number", g) for g in graphs] + [("graph.spanning_tree_count", g) for g in graphs]
    results = run_verify(tmp_path, runs)
    assert all(verified(r) for r in results), [r.diagnostics for r in results if not verified(r)]
    for i, g in enumerate(graphs):
        p, t = results[2 * i].output, results[2 * i + 1].output
        n, c = len(g["vertices"]), components(g)
        chi = results[2 * len(graphs) + i].output["chromatic_number"]
        taus = results[3 * len(graphs) + i].output["spanning_trees"]
        for k in range(0, 4):  # certified against a count of every map V -> [k]
            assert value(p["coefficients"], k) == brute_colourings(g, k), (g, k)
        for k in range(0, n + 2):  # P(k) = (-1)^(n-c) k^c T(1-k, 0)
            assert value(p["coefficients"], k) == (-1) ** (n - c) * k**c * tutte_at(t["terms"], 1 - k, 0), (g, k)
        assert value(p["coefficients"], chi - 1) == 0 < value(p["coefficients"], chi)  # the VERIFIED chi
        assert tutte_at(t["terms"], 2, 2) == 2 ** len(g["edges"])
        if c == 1:
            assert t["spanning_trees"] == taus


def decide(claim: dict, graph: dict, certificate: dict | None = None) -> dict:
    certificate = {} if certificate is None else certificate
    return check({"claim": claim, "subject": {"graph": graph}, "certificate": certificate})


def test_the_checker_accepts_and_names_the_graph_it_read():
    got = decide({"kind": "CHROMATIC_POLYNOMIAL", "coefficients": PETERSEN_P}, {"graph6": PETERSEN})
    assert got["accepted"] and got["model"]["summary"] == {"vertices": 10, "edges": 15}, got
    assert decide({"kind": "TUTTE_POLYNOMIAL", "terms": K4_TUTTE}, K4)["accepted"]


def test_forgeries_are_rejected():
    chromatic = {"kind": "CHROMATIC_POLYNOMIAL", "coefficients": PETERSEN_P}
    for i in range(11):
        off = dict(chromatic, coefficients=[c + (j == i) for j, c in enumerate(PETERSEN_P)])
        got = decide(off, {"graph6": PETERSEN})
        assert not got["accepted"] and "proper" in got["reason"], (i, got)
    # right at k = 0..9, wrong only at k = 10 = n: P + k (k - 1) ... (k - 9), still of degree 10
    shifted = add(PETERSEN_P, falling(10))
    assert all(value(shifted, k) == value(PETERSEN_P, k) for k in range(10)) and len(shifted) == 11
    got = decide(dict(chromatic, coefficients=shifted), {"graph6": PETERSEN})
    assert not got["accepted"] and "proper 10-colourings" in got["reason"], got
    # the Petersen polynomial for another cubic graph on 10 vertices (the pentagonal prism)
    prism = {"vertices": list(range(10)), "edges": [[i, (i + 1) % 5] for i in range(5)]}
    prism["edges"] += [[5 + i, 5 + (i + 1) % 5] for i in range(5)] + [[i, i + 5] for i in range(5)]
    assert not decide(chromatic, prism)["accepted"]
    # Tutte: one coefficient off, a monomial missing, K_4's polynomial for C_4 plus a chord
    tutte = {"kind": "TUTTE_POLYNOMIAL", "terms": K4_TUTTE}
    off = dict(tutte, terms=[[i, j, c + (i == 1 and j == 1)] for i, j, c in K4_TUTTE])
    got = decide(off, K4)
    assert not got["accepted"] and "x^1 y^1 is 4, not 5" in got["reason"], got
    assert not decide(dict(tutte, terms=K4_TUTTE[1:]), K4)["accepted"]
    assert not decide(tutte, {"vertices": [0, 1, 2, 3], "edges": [[0, 1], [1, 2], [2, 3], [0, 3], [0, 2]]})["accepted"]


def test_malformed_checker_requests_are_refused():
    petersen = {"graph6": PETERSEN}
    cases = [
        (decide({"kind": "CHROMATIC_POLYNOMIAL", "coefficients": PETERSEN_P + [0]}, petersen), "degree at most n"),
        (decide({"kind": "CHROMATIC_POLYNOMIAL", "coefficients": ["1"]}, petersen), "claim.coefficients[0]"),
        (decide({"kind": "TUTTE_POLYNOMIAL", "terms": [[0, 1, 0]]}, K4), "nonzero coefficient"),
        (decide({"kind": "TUTTE_POLYNOMIAL", "terms": [[0, 1, 2], [0, 1, 2]]}, K4), "each monomial once"),
        (decide({"kind": "TUTTE_POLYNOMIAL", "terms": K4_TUTTE}, complete(13)), "1..12 vertices"),
        (decide({"kind": "TUTTE_POLYNOMIAL", "terms": K4_TUTTE}, K4, {"x": 1}), "certificate must be empty"),
    ]
    for got, words in cases:
        assert not got["accepted"] and got["reason"].startswith("malformed request") and words in got["reason"], got


def test_graphs_over_the_bounds_are_refused_with_their_path(tmp_path):
    bad = [
        ("graph.chromatic_polynomial", complete(13), "$.payload.vertices"),
        ("graph.tutte_polynomial", {"vertices": list(range(7)), "edges": complete(7)["edges"][:16]}, "$.payload.edges"),
        ("graph.chromatic_polynomial", {"graph6": "L" + "?" * 13}, "$.payload.graph6"),
        ("graph.tutte_polynomial", {"vertices": [0, 1], "edges": [[0, 0]]}, "$.payload.edges[0]"),
    ]
    results = run_verify(tmp_path, [(cap, payload) for cap, payload, _ in bad])
    for (cap, payload, path), r in zip(bad, results):
        assert r.execution.status is ExecutionStatus.ERROR and r.provenance is None, (cap, r.diagnostics)
        d = r.diagnostics[0]
        assert d.code == "INVALID_REQUEST" and d.path == path, (cap, payload, d)
