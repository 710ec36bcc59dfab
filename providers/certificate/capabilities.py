"""``certificate.verify``: check, later, the evidence an EXPLORE run retained (``retain_evidence``).

The run stored what it would have handed a checker (claim, subject as the caller gave it, certificate,
stored proof files) with the run it came from (capability, input and request digests, producer). This
operation hands exactly that to an authorized checker independent of that producer, without running
the producer again; in VERIFY mode the record binds the original run's input and request, and its
evidence names the retained artifact as its parent. The verdict is the answer: TRUE (the claim holds,
VERIFIED through the gate), FALSE (rejected), or UNKNOWN.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import Field, ValidationError

from jacobian.capability import BoundRun, Call, CheckerBacked, Evidence, InterpretError, Request, invalid
from jacobian.checkers.spec import BUNDLED
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code, Stage
from jacobian.contracts.enums import InputKind
from jacobian.contracts.evidence import RETAINED_EVIDENCE_SCHEMA, RetainedEvidence
from jacobian.contracts.result import ARTIFACT_URI_PATTERN

PATH = "$.payload.evidence"


class CertificateVerifyRequest(Request):
    evidence: str = Field(
        pattern=ARTIFACT_URI_PATTERN,
        description="the artifact URI of evidence an EXPLORE run retained (math.run with retain_evidence: its "
        "RETAINED_EVIDENCE relationship)",
    )


class CertificateVerify(CheckerBacked[CertificateVerifyRequest, Evidence]):
    id = "certificate.verify"
    title = "Check the evidence an earlier run retained"
    description = (
        "Hands the evidence an EXPLORE run retained (math.run with retain_evidence) to an authorized checker "
        "independent of the engine that produced it, without running the operation again. In VERIFY mode the "
        "verification record binds the original run's input and request: TRUE and VERIFIED when the checker "
        "accepts, FALSE when it rejects."
    )
    domain = "verification"
    tags = ("check", "verify", "certificate", "evidence", "later", "replay", "retained")
    input_kinds = (InputKind.TYPED_ARTIFACT,)
    artifact_types = (RETAINED_EVIDENCE_SCHEMA,)
    # Every claim a bundled checker decides: which checker runs depends on the evidence.
    verify_claims: ClassVar[tuple[str, ...]] = tuple(sorted({claim for spec in BUNDLED for claim in spec.claims}))
    relationships = (
        DeclaredRelationship(
            kind="VERIFIES_OUTPUT_OF",
            target="sat.solve",
            description="checks the model or proof a sat.solve run retained with retain_evidence",
        ),
    )
    examples = (
        InvocationExample(
            title="check retained evidence (the URI a run's RETAINED_EVIDENCE relationship names)",
            payload={"evidence": "artifact://sha256/" + "0" * 64},
        ),
    )

    def parse(self, request: CertificateVerifyRequest, artifacts: Any) -> Evidence:
        schema, payload = artifacts(request.evidence)
        if schema != RETAINED_EVIDENCE_SCHEMA:
            raise invalid(f"{request.evidence} is a {schema} artifact, not evidence a run retained", PATH)
        try:
            kept = RetainedEvidence.model_validate(payload)
        except ValidationError as exc:  # the store validated it on the way in: a changed model, not a client's
            why = f"{request.evidence} does not read as retained evidence: {exc.errors()[0]['msg']}"
            raise InterpretError(Code.ARTIFACT_CORRUPT, why, path=PATH, stage=Stage.VALIDATE) from exc
        run = kept.run
        bound = BoundRun(run.capability_id, run.input_digest, run.request_digest, run.producer)
        return Evidence(
            dict(kept.claim),
            kept.format,
            dict(kept.subject),
            dict(kept.certificate),
            dict(kept.files),
            bound=bound,
            parents=(request.evidence,),
        )

    def evidence(self, call: Call[CertificateVerifyRequest, Evidence]) -> Evidence:
        return call.parsed


CAPABILITIES = (CertificateVerify(),)
