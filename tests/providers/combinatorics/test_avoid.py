"""combinatorics.coloring.avoid through the real runtime: every known value of the issue as a VERIFIED witness and
a VERIFIED refutation of the checker's own encoding.

Known values (S. P. Radziszowski, "Small Ramsey Numbers", Electron. J. Combin. DS1; B. M. Landman and A. Robertson,
"Ramsey Theory on the Integers"): R(3,3) = 6 (K_5 has a 2-colouring without a monochromatic triangle, K_6 none);
R(3,4) = 9 (K_8 has one without a red triangle or a blue K_4, K_9 none); R(4,4) = 18 (K_17 has one without a
monochromatic K_4: the Paley graph); W(3,3) = 9 (1..8 has a 2-colouring without a monochromatic 3-term progression,
1..9 none); S(3) = 14 (1..13 splits into 3 sum-free sets, 1..14 does not)."""

from __future__ import annotations

from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus

from .conftest import run_all

CAP = "combinatorics.coloring.avoid"
KNOWN = [
    ({"problem": "ramsey", "n": 5, "sizes": [3, 3]}, True),
    ({"problem": "ramsey", "n": 6, "sizes": [3, 3]}, False),
    ({"problem": "ramsey", "n": 8, "sizes": [3, 4]}, True),
    ({"problem": "ramsey", "n": 9, "sizes": [3, 4]}, False),
    ({"problem": "ramsey", "n": 17, "sizes": [4, 4]}, True),
    ({"problem": "van_der_waerden", "n": 8, "sizes": [3, 3]}, True),
    ({"problem": "van_der_waerden", "n": 9, "sizes": [3, 3]}, False),
    ({"problem": "schur", "n": 13, "colours": 3}, True),
    ({"problem": "schur", "n": 14, "colours": 3}, False),
]


def _verified(r) -> bool:
    return r.assurance.level is AssuranceLevel.VERIFIED and r.assurance.verification_record_uri is not None


def test_every_known_value_is_a_verified_witness_or_a_verified_refutation(tmp_path):
    results = run_all(tmp_path, [(CAP, payload, "VERIFY") for payload, _ in KNOWN])
    for (payload, exists), r in zip(KNOWN, results):
        assert _verified(r), (payload, [d.message for d in r.diagnostics], r.verification and r.verification.reason)
        assert r.conclusion is (Conclusion.TRUE if exists else Conclusion.FALSE), payload
        assert r.output["exists"] is exists and r.verification.model.summary["n"] == payload["n"]
        assert (r.output["cnf_sha256"] is None) == exists
    schur = results[7].output
    assert [len(c) for c in schur["colour_classes"]] and sorted(sum(schur["colour_classes"], [])) == list(range(1, 14))
    k17 = results[4].output
    assert len(k17["colouring"]) == 136 and all(len(e) == 3 for e in k17["colouring"])


def test_bad_problems_are_refused_before_any_job_with_their_path(tmp_path):
    runs = [
        {"problem": "ramsey", "n": 6, "sizes": [3]},
        {"problem": "schur", "n": 10, "colours": 3, "sizes": [3, 3, 3]},
        {"problem": "ramsey", "n": 65, "sizes": [3, 3]},
        {"problem": "ramsey", "n": 64, "sizes": [8, 8]},
        {"problem": "ramsey", "n": 6, "sizes": [3, 3], "distinct": True},
        {"problem": "van_der_waerden", "n": 9, "sizes": [3, 1]},
        {"problem": "turan", "n": 9},
    ]
    results = run_all(tmp_path, [(CAP, payload, "VERIFY") for payload in runs])
    assert all(r.execution.status is ExecutionStatus.ERROR and r.provenance is None for r in results)
    assert [r.diagnostics[0].code for r in results] == ["INVALID_REQUEST"] * len(runs)
    assert [r.diagnostics[0].path for r in results] == [
        "$.payload.sizes",
        "$.payload.sizes",
        "$.payload.n",
        "$.payload",
        "$.payload.distinct",
        "$.payload.sizes[1]",
        "$.payload.problem",
    ]
    assert "patterns" in results[3].diagnostics[0].message


def test_a_conflict_budget_run_out_is_unknown(tmp_path):
    (r,) = run_all(
        tmp_path, [(CAP, {"problem": "ramsey", "n": 9, "sizes": [3, 4], "limits": {"conflicts": 5}}, "VERIFY")]
    )
    assert r.conclusion is Conclusion.UNKNOWN and r.output["exists"] is None and r.output["stopped_by"]
    assert any(d.code == "BUDGET_EXHAUSTED" for d in r.diagnostics)
    assert r.assurance.level is not AssuranceLevel.VERIFIED
