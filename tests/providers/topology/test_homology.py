"""topology.simplicial.homology through the real runtime (manifest, probe, sandboxed worker, the checker).

Known answers: ``tests/data/topology/surfaces.json`` (torus, Klein bottle, real projective plane; homology
as in Munkres, Elements of Algebraic Topology, section 6) and ``poincare_16.json`` (Bjorner and Lutz's
16-vertex Poincare homology sphere: H_* = (Z, 0, 0, Z)).
"""

from __future__ import annotations

import json
from pathlib import Path

from verify_runs import run_verify, verified

from jacobian.checkers.topology.complex import MAX_FACETS
from jacobian.contracts.enums import Conclusion, ExecutionStatus

DATA = Path(__file__).resolve().parents[2] / "data" / "topology"
SURFACES = json.loads((DATA / "surfaces.json").read_text())
POINCARE = json.loads((DATA / "poincare_16.json").read_text())["facets"]
CAP = "topology.simplicial.homology"


def _run(tmp_path, payloads, spy=None):
    return run_verify(tmp_path, [(CAP, payload) for payload in payloads], spy)


def _groups(r):
    return [[g["betti"], g["torsion"]] for g in r.output["homology"]]


def _boundary_of(chain):
    """A test-local boundary of a chain [[simplex, coefficient], ...]."""
    out: dict[tuple, int] = {}
    for simplex, c in chain:
        for i in range(len(simplex)):
            face = tuple(simplex[:i] + simplex[i + 1 :])
            out[face] = out.get(face, 0) + (-1) ** i * c
    return {k: v for k, v in out.items() if v and k}


def test_surfaces_and_the_poincare_sphere_have_their_published_homology_verified(tmp_path):
    names = ["torus_7", "klein_bottle_8", "rp2_6"]
    runs = [{"facets": SURFACES[n]["facets"]} for n in names]
    runs += [{"facets": POINCARE}, {"facets": SURFACES["rp2_6"]["facets"], "ring": "GF(2)"}]
    results = _run(tmp_path, runs)
    for name, r in zip(names, results):
        assert r.conclusion is Conclusion.VALUE and verified(r), (name, [d.message for d in r.diagnostics])
        assert _groups(r) == SURFACES[name]["homology"], name
        assert r.output["euler_characteristic"] == {"torus_7": 0, "klein_bottle_8": 0, "rp2_6": 1}[name]
    poincare, rp2_mod2 = results[3], results[4]
    assert verified(poincare) and _groups(poincare) == [[1, []], [0, []], [0, []], [1, []]]
    assert poincare.output["f_vector"] == [16, 106, 180, 90]
    assert verified(rp2_mod2) and _groups(rp2_mod2) == [[1, []], [1, []], [1, []]]
    assert "simplicial-facets" in poincare.assurance.basis and "f_vector 16,106,180,90" in poincare.assurance.basis
    # the generators are cycles, of the stated orders: the Klein bottle's Z/2 and the torus's two loops
    klein = results[1].output["homology"][1]["generators"]
    assert [g["order"] for g in klein] == [2, 0]
    for g in klein + results[0].output["homology"][1]["generators"]:
        assert _boundary_of(g["chain"]) == {}


def _torus_grid(n):
    def v(i, j):
        return (i % n) * n + (j % n)

    facets = []
    for i in range(n):
        for j in range(n):
            facets += [[v(i, j), v(i + 1, j), v(i + 1, j + 1)], [v(i, j), v(i, j + 1), v(i + 1, j + 1)]]
    return facets


def test_a_torus_of_10082_triangles_is_verified(tmp_path):
    (r,) = _run(tmp_path, [{"facets": _torus_grid(71)}])
    assert r.execution.status is ExecutionStatus.COMPLETED, [d.message for d in r.diagnostics]
    assert verified(r) and _groups(r) == [[1, []], [2, []], [1, []]]
    assert r.output["f_vector"] == [71 * 71, 3 * 71 * 71, 2 * 71 * 71]


def test_complexes_beyond_the_limits_are_refused_with_their_path_before_any_job(tmp_path):
    too_many = [[i, i + 1] for i in range(MAX_FACETS + 1)]
    repeated = [[1, 2, 3], [2, 2, 4]]
    too_big = [list(range(12))]
    negative = [[0, -1]]
    faces = [list(range(k, k + 11)) for k in range(0, 400, 1)]  # 400 facets of 2047 faces: past MAX_SIMPLICES
    bad_ring = {"facets": [[1, 2]], "ring": "GF(4)"}
    spy: list[str] = []
    payloads = [{"facets": f} for f in (too_many, repeated, too_big, negative, faces)] + [bad_ring]
    results = _run(tmp_path, payloads, spy=spy)
    assert spy == []
    paths = [[(d.code.value, d.path) for d in r.diagnostics] for r in results]
    assert paths == [
        [("INVALID_REQUEST", "$.payload.facets")],
        [("INVALID_REQUEST", "$.payload.facets[1]")],
        [("INVALID_REQUEST", "$.payload.facets[0]")],
        [("INVALID_REQUEST", "$.payload.facets[0][1]")],
        [("INVALID_REQUEST", "$.payload.facets")],
        [("INVALID_REQUEST", "$.payload.ring")],
    ], paths
    assert "400000 simplices" in results[4].diagnostics[0].message
