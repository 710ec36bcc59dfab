"""lattice.lll and lattice.gram through the real runtime (manifest, probe, sandboxed FLINT worker, checker)."""

from __future__ import annotations

import random

from verify_runs import run_verify, verified

from jacobian.contracts.enums import Conclusion


def test_lll_finds_the_planted_short_vector_and_is_verified(tmp_path):
    """A knapsack-style lattice (Lagarias-Odlyzko): rows e_i | N a_i and e_n | N s; the planted subset gives
    a vector of norm sqrt(#subset), which LLL recovers in this small dimension."""
    rng = random.Random(32)
    n, big = 12, 10**6
    weights = [rng.randrange(10**10, 10**11) for _ in range(n)]
    subset = [1, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 1]
    target = sum(w for w, s in zip(weights, subset) if s)
    basis = [[int(i == j) for j in range(n)] + [str(big * weights[i])] for i in range(n)]
    basis.append([0] * n + [str(big * target)])
    (r, gram) = run_verify(tmp_path, [("lattice.lll", {"basis": basis}), ("lattice.gram", {"basis": basis[:3]})])
    assert r.conclusion is Conclusion.VALUE and verified(r), [d.message for d in r.diagnostics]
    reduced = [[int(x) for x in v] for v in r.output["reduced"]]
    short = [v for v in reduced if v[-1] == 0 and set(v[:-1]) <= {0, 1, -1} and any(v[:-1])]
    assert any([abs(x) for x in v[:-1]] == subset for v in short), r.output["reduced"][:3]
    assert verified(gram) and int(gram.output["determinant"]) > 0


def test_a_40_dimensional_reduction_with_large_entries_is_verified(tmp_path):
    rng = random.Random(40)
    basis = [[str(rng.randrange(-(2**60), 2**60)) for _ in range(40)] for _ in range(40)]
    (r,) = run_verify(tmp_path, [("lattice.lll", {"basis": basis, "delta": "3/4", "eta": "1/2"})])
    assert verified(r), [d.message for d in r.diagnostics]


def test_hostile_bases_are_refused_with_their_path_before_any_job(tmp_path):
    spy: list[str] = []
    runs = [
        ("lattice.lll", {"basis": [[1, 0]] * 61}),
        ("lattice.lll", {"basis": [[1, str(2**600)]]}),
        ("lattice.lll", {"basis": [[1, 2**60]]}),
        ("lattice.lll", {"basis": [[1, 0], [0]]}),
        ("lattice.lll", {"basis": [[1, 0], [0, 1]], "delta": "1/5"}),
        ("lattice.lll", {"basis": [[1, 0], [0, 1]], "eta": "0.6"}),
    ]
    results = run_verify(tmp_path, runs, spy=spy)
    assert spy == []
    paths = [[(d.code.value, d.path) for d in r.diagnostics] for r in results]
    assert paths == [
        [("INVALID_REQUEST", "$.payload.basis")],
        [("INVALID_REQUEST", "$.payload.basis[0][1]")],
        [("INVALID_REQUEST", "$.payload.basis[0][1]")],
        [("INVALID_REQUEST", "$.payload.basis")],
        [("INVALID_REQUEST", "$.payload")],
        [("INVALID_REQUEST", "$.payload.eta")],
    ], paths
