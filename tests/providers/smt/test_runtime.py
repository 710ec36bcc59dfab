"""End to end through the runtime: VERIFY mode, smt.model.verify, UNSAT obligation, refusal."""

from __future__ import annotations

from pathlib import Path

import trio
import warmstate

from jacobian.checkers import BUNDLED
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus
from jacobian.runtime import Runtime, RuntimeConfig

from .helpers import CORPUS


def _run(tmp_path: Path, calls):
    cfg = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "ops")

    async def main():
        async with Runtime.open(cfg) as rt:
            for spec in BUNDLED:
                if spec.id.startswith("smt.model."):
                    rt.state.authorizations.authorize(spec, "test")
        async with Runtime.open(cfg) as rt:
            return [await rt.run(cap, payload, mode) for cap, payload, mode in calls]

    return trio.run(main)


def test_verify_mode_wrong_model_and_unsat(tmp_path):
    script = (CORPUS / "lia_sat.smt2").read_text()
    unsat = (CORPUS / "lia_unsat.smt2").read_text()
    bad = "((define-fun x () Int 10) (define-fun y () Int 4))"
    good = "((define-fun x () Int 9) (define-fun y () Int 4))"
    leak = tmp_path / "leak.txt"
    results = _run(
        tmp_path,
        [
            ("smt.check", {"script": script}, "VERIFY"),
            ("smt.check", {"script": script, "engine": "cvc5"}, "VERIFY"),
            ("smt.model.verify", {"script": script, "model": bad, "producer": "z3"}, "VERIFY"),
            ("smt.model.verify", {"script": script, "model": good, "producer": "cvc5"}, "VERIFY"),
            ("smt.check", {"script": unsat}, "VERIFY"),
            ("smt.check", {"script": f'(set-option :regular-output-channel "{leak}")\n(assert true)'}, "EXPLORE"),
        ],
    )
    z3_sat, cvc5_sat, wrong, right, unsat_r, refused = results
    for r in (z3_sat, cvc5_sat):
        assert r.conclusion is Conclusion.SAT and r.assurance.level is AssuranceLevel.VERIFIED, r.assurance
    assert z3_sat.provenance.checker_id == "smt.model.cvc5" and cvc5_sat.provenance.checker_id == "smt.model.z3"
    assert wrong.conclusion is not Conclusion.TRUE and wrong.assurance.level is not AssuranceLevel.VERIFIED
    assert right.conclusion is Conclusion.TRUE and right.assurance.level is AssuranceLevel.VERIFIED
    assert unsat_r.conclusion is Conclusion.UNSAT and unsat_r.assurance.level is AssuranceLevel.COMPUTED
    assert "NO_PROOF_CHECKER" in [o.kind for o in unsat_r.assurance.obligations]
    assert refused.execution.status is ExecutionStatus.ERROR and refused.diagnostics[0].code.value == "INVALID_REQUEST"
    assert "line 1 column 1" in refused.diagnostics[0].message
    assert not leak.exists()


def test_a_model_that_interprets_division_by_zero_stays_sat_and_computed(tmp_path):
    """z3 answers with a model defining div0, which the other solver cannot be given: the
    check is UNCHECKABLE, so the SAT answer stays COMPUTED with an open obligation -- not
    an ERROR, and never VERIFIED."""
    from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus, Verdict

    script = "(set-logic QF_NIA)\n(declare-const x Int)\n(assert (= (div x 0) 5))\n(assert (> x 2))\n"
    [r] = _run(tmp_path, [("smt.check", {"script": script, "engine": "z3"}, "VERIFY")])
    assert r.execution.status is ExecutionStatus.COMPLETED, r.diagnostics
    assert r.conclusion is Conclusion.SAT
    assert r.assurance.level is AssuranceLevel.COMPUTED and r.assurance.verification_record_uri is None
    assert r.verification is not None and r.verification.verdict is Verdict.UNCHECKABLE, r.verification
    assert "division by zero" in (r.verification.reason or "")
    assert r.assurance.obligations
