"""lattice.shortest_vector through the real runtime (manifest, probe, sandboxed FLINT worker, checker).

Known minima (``tests/known_lattices.py``, Conway and Sloane, SPLAG): Z^n 1, A_n and D_n 2, 2 E_8 8, sqrt 8
times the Leech lattice 32, each also in a scrambled basis (random unimodular row operations).
"""

from __future__ import annotations

from known_lattices import a_n, d_n, e8_doubled, integers, leech, scrambled
from verify_runs import run_verify, verified

from jacobian.contracts.enums import AssuranceLevel, Conclusion


def test_root_lattices_have_their_published_minima_verified_by_the_exact_enumeration(tmp_path):
    cases = [
        (integers(7), 1),
        (a_n(9), 2),
        (d_n(12), 2),
        (e8_doubled(), 8),
        (scrambled(e8_doubled(), 1), 8),
        (scrambled(d_n(10), 2), 2),
        (scrambled(a_n(12), 5), 2),
        (scrambled(d_n(20), 2), 2),
    ]
    results = run_verify(tmp_path, [("lattice.shortest_vector", {"basis": b}) for b, _ in cases])
    for (basis, minimum), r in zip(cases, results):
        assert r.conclusion is Conclusion.VALUE and verified(r), [d.message for d in r.diagnostics]
        assert int(r.output["squared_norm"]) == minimum and r.output["proved"] is True
        vector, coefficients = [int(v) for v in r.output["vector"]], [int(c) for c in r.output["coefficients"]]
        assert [sum(c * row[j] for c, row in zip(coefficients, basis)) for j in range(len(vector))] == vector
        assert sum(v * v for v in vector) == minimum
        assert "Fincke-Pohst" in r.assurance.basis and not r.assurance.obligations


def test_the_leech_lattice_minimum_is_computed_with_the_no_shorter_vector_obligation(tmp_path):
    """Rank 24 is above the checker's proof bound (20): the vector's membership is checked (a forged one would be
    rejected), its minimality stays an obligation and the answer COMPUTED."""
    payload = {"basis": scrambled(leech(), 7), "budget": {"wall_seconds": 300}}  # ~1.5M nodes: seconds of CPU
    (r,) = run_verify(tmp_path, [("lattice.shortest_vector", payload)])
    assert r.conclusion is Conclusion.VALUE and r.assurance.level is AssuranceLevel.COMPUTED
    assert int(r.output["squared_norm"]) == 32 and r.output["proved"] is False
    kinds = {o.kind for o in r.assurance.obligations}
    assert kinds == {"NO_SHORTER_VECTOR", "UNCHECKED"}, r.assurance.obligations
    assert "coefficients times basis = the vector" in r.assurance.basis, r.assurance.basis


def test_hostile_shortest_vector_requests_are_refused_with_their_path_before_any_job(tmp_path):
    spy: list[str] = []
    runs = [
        ("lattice.shortest_vector", {"basis": integers(31)}),
        ("lattice.shortest_vector", {"basis": [[1, 0], [0, str(2**129)]]}),
        ("lattice.shortest_vector", {"basis": [[1, 0], [0]]}),
    ]
    results = run_verify(tmp_path, runs, spy=spy)
    assert spy == []
    paths = [[(d.code.value, d.path) for d in r.diagnostics] for r in results]
    assert paths == [
        [("INVALID_REQUEST", "$.payload.basis")],
        [("INVALID_REQUEST", "$.payload.basis[1][1]")],
        [("INVALID_REQUEST", "$.payload.basis")],
    ], paths


def test_dependent_rows_are_refused_by_the_worker_with_the_path(tmp_path):
    (r,) = run_verify(tmp_path, [("lattice.shortest_vector", {"basis": [[1, 2, 3], [2, 4, 6]]})])
    assert [(d.code.value, d.path) for d in r.diagnostics][:1] == [("BACKEND_INPUT_ERROR", "$.payload.basis")]
