"""The result model rejects every inconsistent combination of fields."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from jacobian.contracts.diagnostics import Code, Diagnostic
from jacobian.contracts.enums import (
    AssuranceLevel,
    Completeness,
    Conclusion,
    ExecutionStatus,
    Mode,
    Qualifier,
    Severity,
    Verdict,
)
from jacobian.contracts.result import (
    Assurance,
    CapabilityResult,
    CompletenessInfo,
    Execution,
    Relationship,
    Verification,
)

RECORD = "artifact://sha256/" + "a" * 64
OTHER = "artifact://sha256/" + "b" * 64
COMPUTED = Assurance(level=AssuranceLevel.COMPUTED, basis="b")


def verdict(v: Verdict, record: str | None = RECORD) -> Verification:
    return Verification(
        verdict=v, reason="r", checker_id="sat.model.eval", checker_digest="sha256:" + "c" * 64, record_uri=record
    )


ERROR = Diagnostic.of(Code.WALL_TIMEOUT, "stopped")
WARNING = Diagnostic.of(Code.BUDGET_EXHAUSTED, "ran out", severity=Severity.WARNING)


def make(**over):
    fields = dict(
        capability_id="sat.solve",
        capability_version="1.0.0",
        mode=Mode.VERIFY,
        execution=Execution(status=ExecutionStatus.COMPLETED),
        conclusion=Conclusion.SAT,
        completeness=CompletenessInfo(value=Completeness.COMPLETE, basis="b"),
        assurance=Assurance(level=AssuranceLevel.VERIFIED, basis="checked", verification_record_uri=RECORD),
        verification=verdict(Verdict.ACCEPTED),
    )
    fields.update(over)
    return CapabilityResult(**fields)


def test_a_consistent_verified_result_is_accepted():
    assert make().assurance.level is AssuranceLevel.VERIFIED
    assert (
        make(relationships=(Relationship(kind="VERIFICATION_RECORD", uri=RECORD),)).verification.verdict
        is Verdict.ACCEPTED
    )


@pytest.mark.parametrize(
    "over, message",
    [
        ({"mode": Mode.EXPLORE}, "requires mode VERIFY"),
        (
            {
                "execution": Execution(status=ExecutionStatus.TIMEOUT),
                "conclusion": Conclusion.UNKNOWN,
                "diagnostics": (ERROR,),
                "completeness": CompletenessInfo(value=Completeness.UNKNOWN, basis="x"),
            },
            "requires execution status COMPLETED",
        ),
        (
            {"conclusion": Conclusion.UNKNOWN, "completeness": CompletenessInfo(value=Completeness.UNKNOWN, basis="x")},
            "definite conclusion",
        ),
        ({"diagnostics": (ERROR,)}, "forbids ERROR diagnostics"),
        (
            {
                "execution": Execution(status=ExecutionStatus.ERROR),
                "assurance": Assurance(level=AssuranceLevel.COMPUTED, basis="b"),
                "diagnostics": (ERROR,),
            },
            "requires conclusion UNKNOWN",
        ),
        (
            {
                "execution": Execution(status=ExecutionStatus.CANCELLED),
                "conclusion": Conclusion.UNKNOWN,
                "assurance": Assurance(level=AssuranceLevel.COMPUTED, basis="b"),
                "completeness": CompletenessInfo(value=Completeness.UNKNOWN, basis="x"),
            },
            "requires an ERROR diagnostic",
        ),
        (
            {
                "execution": Execution(status=ExecutionStatus.ERROR),
                "conclusion": Conclusion.UNKNOWN,
                "assurance": Assurance(level=AssuranceLevel.COMPUTED, basis="b"),
                "diagnostics": (ERROR,),
            },
            "cannot be COMPLETE",
        ),
        ({"qualifiers": (Qualifier.EXACT, Qualifier.APPROXIMATE)}, "exclusive"),
        ({"qualifiers": (Qualifier.EXACT, Qualifier.EXACT)}, "must not repeat"),
        ({"artifact_uris": ("http://example.org/x",)}, "artifact://sha256"),
        ({"surprise": 1}, "Extra inputs are not permitted"),
        ({"verification": None}, "requires a verification with verdict ACCEPTED"),
        ({"verification": verdict(Verdict.REJECTED)}, "requires a verification with verdict ACCEPTED"),
        ({"verification": verdict(Verdict.UNCHECKABLE, None)}, "requires a verification with verdict ACCEPTED"),
        ({"verification": verdict(Verdict.ACCEPTED, OTHER)}, "must be the verification's record_uri"),
        ({"relationships": (Relationship(kind="VERIFICATION_RECORD", uri=OTHER),)}, "VERIFICATION_RECORD relationship"),
        (
            {
                "mode": Mode.EXPLORE,
                "assurance": COMPUTED,
                "verification": verdict(Verdict.ACCEPTED, None),
                "relationships": (Relationship(kind="VERIFICATION_RECORD", uri=RECORD),),
            },
            "VERIFICATION_RECORD relationship",
        ),
        (
            {
                "assurance": COMPUTED,
                "verification": verdict(Verdict.REJECTED),
                "relationships": (Relationship(kind="VERIFICATION_RECORD", uri=RECORD),),
            },
            "VERIFICATION_RECORD relationship",
        ),
        (
            {
                "assurance": COMPUTED,
                "verification": verdict(Verdict.ACCEPTED),
                "relationships": (Relationship(kind="REJECTION_RECORD", uri=RECORD),),
            },
            "names the record of a REJECTED",
        ),
        (
            {
                "assurance": COMPUTED,
                "verification": verdict(Verdict.REJECTED),
                "relationships": (Relationship(kind="REJECTION_RECORD", uri=OTHER),),
            },
            "names the record of a REJECTED",
        ),
    ],
)
def test_invalid_combinations_are_rejected(over, message):
    with pytest.raises(ValidationError, match=message):
        make(**over)


def test_assurance_record_uri_iff_verified():
    with pytest.raises(ValidationError, match="requires verification_record_uri"):
        Assurance(level=AssuranceLevel.VERIFIED, basis="b")
    with pytest.raises(ValidationError, match="only when assurance is VERIFIED"):
        Assurance(level=AssuranceLevel.COMPUTED, basis="b", verification_record_uri=RECORD)


def test_warnings_are_allowed_on_completed_runs_and_results_are_frozen():
    r = make(mode=Mode.EXPLORE, assurance=Assurance(level=AssuranceLevel.COMPUTED, basis="b"), diagnostics=(WARNING,))
    with pytest.raises(ValidationError):
        r.conclusion = Conclusion.UNSAT  # type: ignore[misc]


def test_a_rejected_verdict_is_referenced_without_claiming_verified():
    r = make(
        conclusion=Conclusion.FALSE,
        assurance=COMPUTED,
        verification=verdict(Verdict.REJECTED),
        relationships=(Relationship(kind="REJECTION_RECORD", uri=RECORD),),
    )
    assert r.verification.record_uri == RECORD and r.assurance.verification_record_uri is None
