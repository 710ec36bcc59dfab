"""graph.spectrum through the real runtime, VERIFIED by the spectral checker shared with matrix.charpoly (it reads
the graph and builds the matrix itself); forged polynomials, factors and graphs rejected; bad requests refused with
their path before any job.

Known answers (Brouwer & Haemers, Spectra of Graphs, Springer 2012, sections 1.4.1-1.4.3 and 1.4.7 (Petersen)):
- the Petersen graph: adjacency spectrum 3, 1^5, (-2)^4, i.e. (x - 3)(x - 1)^5(x + 2)^4; Laplacian spectrum
  0, 2^5, 5^4;
- K_n: n - 1 once and -1 (n - 1 times); its Laplacian 0 once and n (n - 1 times);
- the cycle C_n: 2 cos(2 pi j / n): C_6 has 2, 1^2, -1^2, -2 and C_5 has 2 and the roots of x^2 + x - 1, twice;
- the 3-cube Q_3: 3, 1^3, (-1)^3, -3.
And, with the matrix-tree theorem, the Laplacian's coefficient of x is (-1)^(n-1) n tau(G) (tau(Petersen) = 2000).
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from jacobian.checkers.linalg.spectral_check import check
from jacobian.contracts.enums import Conclusion, ExecutionStatus
from jacobian.providers.graph.algebraic import poly_text
from tests.verify_runs import run_verify, verified

from .conftest import PETERSEN


def expand(*factors: tuple[list[int], int]) -> list[int]:
    out = [1]
    for f, k in factors:
        for _ in range(k):
            res = [0] * (len(out) + len(f) - 1)
            for i, a in enumerate(out):
                for j, b in enumerate(f):
                    res[i + j] += a * b
            out = res
    return out


def complete(n: int) -> dict:
    return {"vertices": list(range(n)), "edges": [list(e) for e in itertools.combinations(range(n), 2)]}


def cycle(n: int) -> dict:
    return {"vertices": list(range(n)), "edges": [[i, (i + 1) % n] for i in range(n)]}


CUBE = {"vertices": list(range(8)), "edges": [[a, a ^ b] for a in range(8) for b in (1, 2, 4) if a < a ^ b]}
KNOWN = [
    ({"graph6": PETERSEN}, [([-3, 1], 1), ([-1, 1], 5), ([2, 1], 4)]),
    ({"graph6": PETERSEN, "matrix": "laplacian"}, [([0, 1], 1), ([-2, 1], 5), ([-5, 1], 4)]),
    (complete(6), [([-5, 1], 1), ([1, 1], 5)]),
    ({**complete(6), "matrix": "laplacian"}, [([0, 1], 1), ([-6, 1], 5)]),
    (cycle(6), [([-2, 1], 1), ([-1, 1], 2), ([1, 1], 2), ([2, 1], 1)]),
    (cycle(5), [([-2, 1], 1), ([-1, 1, 1], 2)]),
    (CUBE, [([-3, 1], 1), ([-1, 1], 3), ([1, 1], 3), ([3, 1], 1)]),
]


def test_known_spectra_are_verified(tmp_path):
    results = run_verify(tmp_path, [("graph.spectrum", payload) for payload, _ in KNOWN])
    for (payload, factors), r in zip(KNOWN, results):
        assert r.conclusion is Conclusion.VALUE and verified(r), (payload, r.diagnostics)
        assert r.output["coefficients"] == expand(*factors), payload
        got = sorted((c["polynomial"], c["multiplicity"]) for c in r.output["eigenvalues"])
        assert got == sorted((poly_text(f), k) for f, k in factors), payload
    petersen = results[0].output
    assert petersen["characteristic_polynomial"] == (
        "x^10 - 15*x^8 + 75*x^6 - 24*x^5 - 165*x^4 + 120*x^3 + 120*x^2 - 160*x + 48"
    )
    assert sorted((c["eigenvalue"], c["multiplicity"]) for c in petersen["eigenvalues"]) == [
        ("-2", 4),
        ("1", 5),
        ("3", 1),
    ]
    assert results[1].output["coefficients"][1] == (-1) ** 9 * 10 * 2000  # matrix-tree theorem, tau = 2000
    c5 = results[5].output["eigenvalues"]
    assert {c["eigenvalue"] for c in c5} == {"2", "a root of x^2 + x - 1"}


def claim_of(factors: list[tuple[list[int], int]]) -> dict:
    return {
        "kind": "GRAPH_SPECTRUM",
        "coefficients": [str(c) for c in expand(*factors)],
        "factors": [{"polynomial": [str(c) for c in f], "multiplicity": k} for f, k in factors],
    }


def decide(claim: dict, graph: dict, matrix: str = "adjacency", certificate: dict | None = None) -> dict:
    return check({"claim": claim, "subject": {"graph": graph, "matrix": matrix}, "certificate": certificate or {}})


PETERSEN_FACTORS = [([-3, 1], 1), ([-1, 1], 5), ([2, 1], 4)]


def test_the_checker_accepts_the_true_spectrum_and_reports_the_graph_it_read():
    got = decide(claim_of(PETERSEN_FACTORS), {"graph6": PETERSEN})
    assert got["accepted"], got
    assert got["model"]["format"] == "graph6" and got["model"]["summary"] == {"vertices": 10, "edges": 15}


def test_forgeries_are_rejected():
    true = claim_of(PETERSEN_FACTORS)
    for i in range(10):  # every coefficient but the leading one, off by one
        off = dict(true, coefficients=list(true["coefficients"]))
        off["coefficients"][i] = str(int(off["coefficients"][i]) + 1)
        got = decide(off, {"graph6": PETERSEN})
        assert not got["accepted"] and "differ from det(xI - M)" in got["reason"], (i, got)
    # the Petersen graph's polynomial against another cubic graph on 10 vertices (the pentagonal prism)
    prism = {"vertices": list(range(10)), "edges": [[i, (i + 1) % 5] for i in range(5)]}
    prism["edges"] += [[5 + i, 5 + (i + 1) % 5] for i in range(5)] + [[i, i + 5] for i in range(5)]
    got = decide(true, prism)
    assert not got["accepted"] and "differ from det(xI - M)" in got["reason"]
    # the adjacency polynomial claimed for the Laplacian
    assert not decide(true, {"graph6": PETERSEN}, "laplacian")["accepted"]
    # the right polynomial, multiplicities moved between factors
    moved = dict(true, factors=claim_of([([-3, 1], 1), ([-1, 1], 4), ([2, 1], 5)])["factors"])
    got = decide(moved, {"graph6": PETERSEN})
    assert not got["accepted"] and "prod f^k differs" in got["reason"]
    # the right product from factors that are not squarefree and coprime: (x - 1)^2 once with (x - 1)^3
    bad = dict(true, factors=claim_of([([-3, 1], 1), ([1, -2, 1], 1), ([-1, 1], 3), ([2, 1], 4)])["factors"])
    got = decide(bad, {"graph6": PETERSEN})
    assert not got["accepted"] and "not squarefree" in got["reason"]
    split = dict(true, factors=claim_of([([-3, 1], 1), ([-1, 1], 2), ([-1, 1], 3), ([2, 1], 4)])["factors"])
    got = decide(split, {"graph6": PETERSEN})
    assert not got["accepted"] and "share a root" in got["reason"]
    monic = dict(true, factors=claim_of([([-3, 1], 1), ([-2, 2], 5), ([2, 1], 4)])["factors"])
    assert "not monic" in decide(monic, {"graph6": PETERSEN})["reason"]


def test_malformed_checker_requests_are_refused():
    true = claim_of(PETERSEN_FACTORS)
    cases = [
        (decide(true, {"graph6": PETERSEN}, "hessian"), "subject.matrix must be one of"),
        (decide(true, {"graph6": "I??"}), "subject.graph"),
        (decide(true, complete(33)), "1..32 vertices"),
        (decide(true, {"graph6": PETERSEN}, certificate={"x": 1}), "certificate must be empty"),
        (decide(dict(true, factors=[]), {"graph6": PETERSEN}), "claim.factors"),
        (decide(dict(true, coefficients=["1/0"]), {"graph6": PETERSEN}), "claim.coefficients[0]"),
    ]
    for got, words in cases:
        assert not got["accepted"] and got["reason"].startswith("malformed request") and words in got["reason"], got


def test_bad_requests_are_refused_with_their_path(tmp_path):
    bad = [
        (complete(33), "$.payload.vertices"),
        ({"graph6": "`" + "?" * 100}, "$.payload.graph6"),
        ({"graph6": PETERSEN, "matrix": "hessian"}, "$.payload.matrix"),
        ({"vertices": [0, 1], "edges": [[0, 2]]}, "$.payload.edges[0][1]"),
    ]
    results = run_verify(tmp_path, [("graph.spectrum", payload) for payload, _ in bad])
    for (payload, path), r in zip(bad, results):
        assert r.execution.status is ExecutionStatus.ERROR and r.provenance is None, (payload, r.diagnostics)
        d = r.diagnostics[0]
        assert d.code == "INVALID_REQUEST" and d.path == path, (payload, d)


def test_berkowitz_agrees_with_the_worker_on_random_graphs(tmp_path):
    import random

    from jacobian.checkers.graph.simple import parse
    from jacobian.checkers.linalg.charpoly import charpoly
    from jacobian.checkers.linalg.graph_matrix import matrix_of

    rng = random.Random(31)
    graphs = []
    for n in (4, 7, 9, 12):
        edges = [list(e) for e in itertools.combinations(range(n), 2) if rng.random() < 0.4]
        graphs.append({"vertices": list(range(n)), "edges": edges})
    results = run_verify(tmp_path, [("graph.spectrum", {**g, "matrix": "laplacian"}) for g in graphs])
    for g, r in zip(graphs, results):
        assert verified(r), r.diagnostics
        mine = charpoly(matrix_of(parse(g, "$"), "laplacian"))
        assert [Fraction(c) for c in r.output["coefficients"]] == mine
