"""The one result model every capability returns (docs/design.md, "The result contract").

Cross-field rules are enforced by the model itself, so no code path can build
an inconsistent result: ``VERIFIED`` needs mode ``VERIFY``, status
``COMPLETED`` and a verification record; a run that did not complete concludes
nothing; a completed run carries no error diagnostics. A checker's verdict is
carried in ``verification`` whatever it was; the ``VERIFICATION_RECORD``
relationship appears exactly when the result is ``VERIFIED``, and a rejected
record is referenced as ``REJECTION_RECORD``.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import Field, NonNegativeInt, model_validator

from .base import Portable
from .diagnostics import Diagnostic
from .enums import (
    AssuranceLevel,
    Completeness,
    Conclusion,
    DigestKind,
    ExecutionStatus,
    IsolationMode,
    Mode,
    Qualifier,
    SandboxLayer,
    Severity,
    TerminationReason,
    Verdict,
)

ARTIFACT_URI_PATTERN = r"^artifact://sha256/[0-9a-f]{64}$"
ARTIFACT_URI_RE = re.compile(ARTIFACT_URI_PATTERN)

# Relationship kinds the verification stage writes.
EVIDENCE = "EVIDENCE"
VERIFICATION_RECORD = "VERIFICATION_RECORD"  # an accepting record the gate bound to this result
REJECTION_RECORD = "REJECTION_RECORD"  # the record of a checker that rejected the evidence


class Execution(Portable):
    status: ExecutionStatus
    wall_ms: NonNegativeInt = 0
    cpu_ms: NonNegativeInt | None = None
    peak_memory_bytes: NonNegativeInt | None = None
    termination: TerminationReason | None = Field(
        default=None, description="The supervisor's termination reason; absent when no job ran."
    )


class Scope(Portable):
    """What the answer covers. An invocation covers only its exact input."""

    rule: str = Field(default="EXACT_INPUT", max_length=64)
    input_digest: str | None = Field(default=None, description="sha256 of the canonical request payload")
    statement: str = Field(
        default="The answer concerns exactly the input given, nothing more general.", max_length=1024
    )


class CompletenessInfo(Portable):
    value: Completeness
    basis: str = Field(max_length=1024)


class Obligation(Portable):
    """Something that remains to be done before the claim is fully trusted."""

    kind: str = Field(max_length=64)
    description: str = Field(max_length=1024)


class Assurance(Portable):
    level: AssuranceLevel
    basis: str = Field(max_length=1024)
    verification_record_uri: str | None = Field(default=None, pattern=ARTIFACT_URI_PATTERN)
    obligations: tuple[Obligation, ...] = ()

    @model_validator(mode="after")
    def _record_iff_verified(self) -> Assurance:
        verified = self.level is AssuranceLevel.VERIFIED
        if verified and self.verification_record_uri is None:
            raise ValueError("assurance VERIFIED requires verification_record_uri")
        if not verified and self.verification_record_uri is not None:
            raise ValueError("verification_record_uri is present only when assurance is VERIFIED")
        return self


class Relationship(Portable):
    kind: str = Field(max_length=64, description="e.g. EVIDENCE, VERIFICATION_RECORD, INPUT, RETAINED_OUTPUT")
    uri: str = Field(max_length=512)
    description: str | None = Field(default=None, max_length=512)


class Enforcement(Portable):
    """One sandbox layer that was actually applied to the job, and how."""

    layer: SandboxLayer
    mechanism: str = Field(max_length=64, description="e.g. cgroup-v1, rlimit, netns, bubblewrap")
    detail: str | None = Field(default=None, max_length=256)


class Provenance(Portable):
    provider_id: str
    provider_version: str
    digest_kind: DigestKind
    digest: str
    engine: str | None = None
    isolation: IsolationMode | None = None
    enforcement: tuple[Enforcement, ...] = ()
    checker_id: str | None = None
    checker_digest: str | None = None


class CheckedModel(Portable):
    """The model a checker read from the caller's text: its format, its size, and the digest of the
    checker's canonical form of it, so a caller can see what was proved about what."""

    format: str = Field(max_length=64, pattern=r"^[a-z0-9][a-z0-9.+-]*(,[a-z0-9][a-z0-9.+-]*)*$")
    summary: dict[str, int | str | bool] = Field(max_length=32, description="sizes and marks, e.g. variables, rows")
    digest: str = Field(pattern=r"^sha256:[0-9a-f]{64}$", description="sha256 of the checker's canonical form")

    def describe(self) -> str:
        sizes = ", ".join(f"{k} {v}" for k, v in self.summary.items())
        return f"{self.format} ({sizes}; canonical {self.digest[:19]}...)"


class Verification(Portable):
    """What the independent checker decided, and what its own job measured.

    ``record_uri`` is the verification record written in VERIFY mode, whatever
    its decision (none in EXPLORE mode, and none when no decision was reached).
    ``execution`` and ``enforcement`` are the checker job's, not the producer's.
    """

    verdict: Verdict
    reason: str = Field(max_length=1024)
    checker_id: str = Field(max_length=128)
    checker_digest: str = Field(max_length=128)
    record_uri: str | None = Field(default=None, pattern=ARTIFACT_URI_PATTERN)
    evidence_uri: str | None = Field(default=None, pattern=ARTIFACT_URI_PATTERN)
    execution: Execution | None = Field(default=None, description="the checker job's status, usage and termination")
    enforcement: tuple[Enforcement, ...] = Field(default=(), description="sandbox layers applied to the checker job")
    isolation: IsolationMode | None = Field(
        default=None,
        description="how the checker's process came to be: PER_JOB (started for the check) or FORKED (forked for "
        "the check from a warm template of the checker that has read no input)",
    )
    model: CheckedModel | None = Field(
        default=None, description="the model the checker read from the caller's text (checkers that parse text)"
    )
    decided_by: str | None = Field(
        default=None,
        max_length=128,
        description="the part of the checker that made the decision, as the checker names it (e.g. the compiled "
        "or the Python LRAT kernel); also in the verification record",
    )


class CapabilityResult(Portable):
    capability_id: str
    capability_version: str
    mode: Mode
    execution: Execution
    conclusion: Conclusion
    output: dict[str, Any] | None = None
    scope: Scope = Scope()
    completeness: CompletenessInfo
    qualifiers: tuple[Qualifier, ...] = ()
    assurance: Assurance
    artifact_uris: tuple[str, ...] = ()
    relationships: tuple[Relationship, ...] = ()
    diagnostics: tuple[Diagnostic, ...] = ()
    provenance: Provenance | None = None
    verification: Verification | None = None

    @model_validator(mode="after")
    def _cross_field_rules(self) -> CapabilityResult:
        status = self.execution.status
        errors = [d for d in self.diagnostics if d.severity is Severity.ERROR]
        if self.assurance.level is AssuranceLevel.VERIFIED:
            if self.mode is not Mode.VERIFY:
                raise ValueError("assurance VERIFIED requires mode VERIFY")
            if status is not ExecutionStatus.COMPLETED:
                raise ValueError("assurance VERIFIED requires execution status COMPLETED")
            if self.conclusion in (Conclusion.UNKNOWN, Conclusion.NOT_APPLICABLE):
                raise ValueError("assurance VERIFIED requires a definite conclusion")
        if status is ExecutionStatus.COMPLETED:
            if errors:
                raise ValueError("execution COMPLETED forbids ERROR diagnostics")
        else:
            if self.conclusion is not Conclusion.UNKNOWN:
                raise ValueError(f"execution {status.value} requires conclusion UNKNOWN")
            if not errors:
                raise ValueError(f"execution {status.value} requires an ERROR diagnostic naming the stage")
            if self.completeness.value is Completeness.COMPLETE:
                raise ValueError(f"execution {status.value} cannot be COMPLETE")
        if Qualifier.EXACT in self.qualifiers and Qualifier.APPROXIMATE in self.qualifiers:
            raise ValueError("qualifiers EXACT and APPROXIMATE are exclusive")
        if len(set(self.qualifiers)) != len(self.qualifiers):
            raise ValueError("qualifiers must not repeat")
        for uri in self.artifact_uris:
            if not ARTIFACT_URI_RE.match(uri):
                raise ValueError(f"artifact_uris: {uri!r} is not an artifact://sha256/<64 hex> URI")
        if self.conclusion is Conclusion.UNKNOWN and self.completeness.value is Completeness.COMPLETE:
            raise ValueError("conclusion UNKNOWN cannot be COMPLETE")
        self._verification_rules()
        return self

    def _verification_rules(self) -> None:
        """VERIFIED rests on an ACCEPTED verdict and its record; the record relationships agree with both."""
        v, record = self.verification, self.assurance.verification_record_uri
        if self.assurance.level is AssuranceLevel.VERIFIED:
            if v is None or v.verdict is not Verdict.ACCEPTED:
                raise ValueError("assurance VERIFIED requires a verification with verdict ACCEPTED")
            if v.record_uri != record:
                raise ValueError("assurance.verification_record_uri must be the verification's record_uri")
        for rel in self.relationships:
            if rel.kind == VERIFICATION_RECORD and (record is None or rel.uri != record):
                raise ValueError("a VERIFICATION_RECORD relationship is present only when VERIFIED, naming its record")
            rejected = v is not None and v.verdict is Verdict.REJECTED and rel.uri == v.record_uri
            if rel.kind == REJECTION_RECORD and not rejected:
                raise ValueError("a REJECTION_RECORD relationship names the record of a REJECTED verification")
