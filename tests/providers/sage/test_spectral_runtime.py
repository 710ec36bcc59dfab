"""matrix.charpoly, matrix.minpoly and matrix.eigen end to end: the pooled passagemath worker computes (FLINT,
PARI's number fields), the independent checker linalg.spectral.exact (Berkowitz, exact ranks, minors over
Q[t]) decides in a sandboxed process, and only its acceptance makes VERIFIED.

Known answers (sources cited in tests/checkers/linalg/test_spectral_check.py): the all-ones matrix, the Petersen
graph (spectrum 3, 1^5, (-2)^4), the 5-cycle (2 and the roots of x^2 + x - 1 twice), a Jordan block, a
companion matrix, a rotation (eigenvalues +-i). A forged eigenvector and a non-minimal "minimal polynomial" end
REJECTED. Hostile matrices are refused before plan() or any process, with their path.
"""

from __future__ import annotations

import trio
from verify_runs import record_job_labels, record_plans

from jacobian.capability import Evidence
from jacobian.mcp.find_tool import FindService
from jacobian.providers.sage import spectral
from jacobian.runtime import Runtime

from .conftest import sage_config

C5 = spectral.C5
EDGES = [(i, (i + 1) % 5) for i in range(5)] + [(i, i + 5) for i in range(5)]
EDGES += [(5 + i, 5 + (i + 2) % 5) for i in range(5)]
PETERSEN = [[int((i, j) in EDGES or (j, i) in EDGES) for j in range(10)] for i in range(10)]
JORDAN = [[2, 1, 0], [0, 2, 1], [0, 0, 2]]
COMPANION = [[0, 0, -5], [1, 0, 2], [0, 1, 0]]  # of x^3 - 2x + 5

KNOWN = [
    ("J4 charpoly", "matrix.charpoly", [[1] * 4] * 4, {"polynomial": "x^4 - 4*x^3"}),
    ("Petersen charpoly", "matrix.charpoly", PETERSEN, None),
    ("companion charpoly", "matrix.charpoly", COMPANION, {"polynomial": "x^3 - 2*x + 5"}),
    (
        "rational charpoly",
        "matrix.charpoly",
        [["1/2", "1/3"], ["1/4", "1/5"]],
        {"coefficients": ["1/60", "-7/10", "1"]},
    ),
    ("J4 minpoly", "matrix.minpoly", [[1] * 4] * 4, {"polynomial": "x^2 - 4*x"}),
    ("Petersen minpoly", "matrix.minpoly", PETERSEN, {"polynomial": "x^3 - 2*x^2 - 5*x + 6"}),
    ("Jordan minpoly", "matrix.minpoly", JORDAN, {"polynomial": "x^3 - 6*x^2 + 12*x - 8"}),
    ("C5 minpoly", "matrix.minpoly", C5, {"polynomial": "x^3 - x^2 - 3*x + 2"}),
    ("Petersen eigen", "matrix.eigen", PETERSEN, None),
    ("C5 eigen", "matrix.eigen", C5, None),
    ("Jordan eigen", "matrix.eigen", JORDAN, None),
    ("rotation eigen", "matrix.eigen", [[0, -1], [1, 0]], None),
]
HOSTILE = {
    "not_square": ("matrix.charpoly", {"matrix": [[1, 2]]}),
    "too_large": ("matrix.eigen", {"matrix": [[0] * 33] * 33}),
    "decimal": ("matrix.minpoly", {"matrix": [["1.5"]]}),
    "unicode_digit": ("matrix.charpoly", {"matrix": [["\u0663"]]}),
    "python_expression": ("matrix.eigen", {"matrix": [["__import__('os')"]]}),
    "huge_entry": ("matrix.charpoly", {"matrix": [[str(2**600)]]}),
}
PHRASINGS = [
    ("characteristic polynomial of a matrix", "matrix.charpoly"),
    ("charpoly of a rational matrix", "matrix.charpoly"),
    ("det(xI - A) as a polynomial", "matrix.charpoly"),
    ("minimal polynomial of a matrix", "matrix.minpoly"),
    ("annihilating polynomial of lowest degree", "matrix.minpoly"),
    ("is this matrix diagonalizable minimal polynomial", "matrix.minpoly"),
    ("eigenvalues and eigenvectors of a matrix", "matrix.eigen"),
    ("exact eigenvalues of a rational matrix", "matrix.eigen"),
    ("eigenspace basis", "matrix.eigen"),
]


def test_spectral_operations_verified_forgeries_rejected_hostile_refused(tmp_path, monkeypatch):
    results, planned, supervised, found = {}, [], [], {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            record_job_labels(rt, supervised)
            record_plans(monkeypatch, spectral.CAPABILITIES, planned)
            for name, (cap, payload) in HOSTILE.items():
                results[name] = await rt.run(cap, payload, "VERIFY")
            refused = (list(planned), list(supervised))
            for name, cap, matrix, _ in KNOWN:
                results[name] = await rt.run(cap, {"matrix": matrix}, "VERIFY")

            real_eigen, real_minpoly = spectral.Eigen.answer, spectral.MinimalPolynomial.answer

            def forged_vector(self, call, data):
                out = real_eigen(self, call, data)
                claim = out.evidence.claim
                classes = [dict(c) for c in claim["eigenvalues"]]
                vector = [list(e) for e in classes[1]["eigenvectors"][0]]
                vector[0] = [str(int(vector[0][0]) + 1)] + vector[0][1:]  # one entry off
                classes[1] = {**classes[1], "eigenvectors": [vector, *classes[1]["eigenvectors"][1:]]}
                return _with_claim(out, {**claim, "eigenvalues": classes})

            def forged_minimal(self, call, data):  # the characteristic polynomial, which is not minimal here
                out = real_minpoly(self, call, data)
                charpoly = ["0", "0", "0", "-4", "1"]
                return _with_claim(out, {**out.evidence.claim, "coefficients": charpoly})

            monkeypatch.setattr(spectral.Eigen, "answer", forged_vector)
            results["forged_vector"] = await rt.run("matrix.eigen", {"matrix": C5}, "VERIFY")
            monkeypatch.setattr(spectral.MinimalPolynomial, "answer", forged_minimal)
            results["forged_minimal"] = await rt.run("matrix.minpoly", {"matrix": [[1] * 4] * 4}, "VERIFY")

            service = FindService(rt)
            for phrase, _ in PHRASINGS:
                found[phrase] = [m["capability_id"] for m in service.document({"query": phrase, "limit": 3})["matches"]]
            return refused

    refused_planned, refused_supervised = trio.run(main)
    for name in HOSTILE:
        r = results[name]
        assert r.execution.status.value == "ERROR" and r.diagnostics[0].code.value == "INVALID_REQUEST", (name, r)
        assert r.diagnostics[0].path.startswith("$.payload.matrix"), (name, r.diagnostics[0])
    assert refused_planned == [] and refused_supervised == []

    for name, _, _, want in KNOWN:
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.verification)
        assert r.verification.checker_id == "linalg.spectral.exact"
        assert r.verification.model.format == "rational-matrix"
        if want is not None:
            assert {k: r.output[k] for k in want} == want, (name, r.output)
    # (x - 3)(x - 1)^5 (x + 2)^4: constant term (-3)(-1)^5 2^4 = 48; x^9: minus the trace, 3 + 5 - 8 = 0
    petersen = results["Petersen charpoly"].output["coefficients"]
    assert len(petersen) == 11 and petersen[0] == "48" and petersen[-1] == "1" and petersen[9] == "0"
    spectrum = {
        (c["eigenvalue"], c["algebraic_multiplicity"], c["geometric_multiplicity"])
        for c in results["Petersen eigen"].output["eigenvalues"]
    }
    assert spectrum == {("3", 1, 1), ("1", 5, 5), ("-2", 4, 4)}
    c5 = results["C5 eigen"].output["eigenvalues"]
    assert sorted((c["polynomial"], c["algebraic_multiplicity"], c["geometric_multiplicity"]) for c in c5) == [
        ("x - 2", 1, 1),
        ("x^2 + x - 1", 2, 2),
    ]
    jordan = results["Jordan eigen"].output["eigenvalues"]
    assert [(c["eigenvalue"], c["algebraic_multiplicity"], c["geometric_multiplicity"]) for c in jordan] == [
        ("2", 3, 1)
    ]
    assert results["rotation eigen"].output["eigenvalues"][0]["polynomial"] == "x^2 + 1"

    for name, why in (("forged_vector", "differs from t v"), ("forged_minimal", "dependent")):
        r = results[name]
        assert r.assurance.level.value != "VERIFIED" and r.verification.verdict.value == "REJECTED", (name, r)
        assert why in r.verification.reason, (name, r.verification.reason)

    for phrase, cap in PHRASINGS:
        assert cap in found[phrase], (phrase, found[phrase])


def _with_claim(out, claim):
    from dataclasses import replace

    ev = out.evidence
    return replace(out, evidence=Evidence(claim, ev.format, ev.subject, ev.certificate))
