"""Verification records and the gate that alone lets a result be VERIFIED.

A record is a producer-only artifact (schema :data:`RECORD_SCHEMA`) binding the
checker id and digest, the evidence kind, URI and digest, the claim and input
digests, the certificate format, the request and environment digests, and the
decision. ``create`` also indexes it in ``verification_records`` (append-only),
so the gate accepts only records the runtime itself made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import Field

from jacobian.checkers.spec import CheckerSpec
from jacobian.contracts.base import Frozen
from jacobian.contracts.diagnostics import Code

from .artifacts import ArtifactStore, parse_uri
from .authorization import Authorizations, current_digest
from .db import Database
from .errors import StateError

RECORD_SCHEMA = "jacobian.verification_record.v1"
RECORD_SEMANTICS = "jacobian.verification"
DIGEST = r"^sha256:[0-9a-f]{64}$"
URI = r"^artifact://sha256/[0-9a-f]{64}$"


class VerificationRecord(Frozen):
    checker_id: str = Field(min_length=1, max_length=128)
    checker_digest: str = Field(pattern=DIGEST)
    claim_kind: str = Field(min_length=1, max_length=128)
    claim_digest: str = Field(pattern=DIGEST)
    input_digest: str = Field(pattern=DIGEST)
    evidence_kind: str = Field(min_length=1, max_length=128)
    evidence_uri: str | None = Field(default=None, pattern=URI)
    evidence_digest: str = Field(pattern=DIGEST)
    certificate_format: str = Field(min_length=1, max_length=128)
    request_digest: str = Field(pattern=DIGEST)
    environment_digest: str = Field(pattern=DIGEST)
    decision: Literal["ACCEPTED", "REJECTED"]
    # The part of the checker that decided, as it names itself (e.g. its compiled or its Python kernel).
    decided_by: str | None = Field(default=None, max_length=128)


@dataclass(frozen=True)
class GateDecision:
    ok: bool
    reason: str
    code: Code | None = None  # None when ok; else VERIFICATION_GATE_REFUSED or CHECKER_NOT_AUTHORIZED


def _refuse(reason: str, code: Code = Code.VERIFICATION_GATE_REFUSED) -> GateDecision:
    return GateDecision(False, reason, code)


class Records:
    def __init__(self, artifacts: ArtifactStore, authorizations: Authorizations, db: Database) -> None:
        self.artifacts = artifacts
        self.authorizations = authorizations
        self.db = db
        artifacts.register_schema(RECORD_SCHEMA, VerificationRecord, producer_only=True)

    def create(
        self,
        *,
        checker: CheckerSpec,
        claim_kind: str,
        claim_digest: str,
        input_digest: str,
        evidence_kind: str,
        evidence_digest: str,
        certificate_format: str,
        request_digest: str,
        environment_digest: str,
        decision: Literal["ACCEPTED", "REJECTED"],
        evidence_uri: str | None = None,
        decided_by: str | None = None,
    ) -> str:
        """Store the record of one checker run (runtime use only) and return its URI.

        The checker must be authorized now; its current digest is what the record binds.
        """
        if not self.authorizations.is_authorized(checker):
            raise StateError(
                Code.CHECKER_NOT_AUTHORIZED, f"checker {checker.id} is not authorized with its current digest"
            )
        if evidence_uri is not None:
            self.artifacts.get(evidence_uri)  # must exist and be intact
        record = VerificationRecord(
            checker_id=checker.id,
            checker_digest=current_digest(checker) or "",
            claim_kind=claim_kind,
            claim_digest=claim_digest,
            input_digest=input_digest,
            evidence_kind=evidence_kind,
            evidence_uri=evidence_uri,
            evidence_digest=evidence_digest,
            certificate_format=certificate_format,
            request_digest=request_digest,
            environment_digest=environment_digest,
            decision=decision,
            decided_by=decided_by,
        )
        uri = self.artifacts.put(
            RECORD_SCHEMA,
            RECORD_SEMANTICS,
            record.model_dump(mode="json"),
            parents=(evidence_uri,) if evidence_uri else (),
            summary=f"{checker.id} {decision} {claim_kind}",
            producer=True,
        )
        with self.db.tx() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO verification_records (uri, checker_id, checker_digest) VALUES (?, ?, ?)",
                (uri, record.checker_id, record.checker_digest),
            )
        return uri

    def get(self, record_uri: str) -> VerificationRecord:
        artifact = self.artifacts.get(record_uri)
        if artifact.schema != RECORD_SCHEMA:
            raise StateError(Code.VERIFICATION_GATE_REFUSED, f"{record_uri} is not a verification record")
        return VerificationRecord.model_validate(artifact.payload)

    def gate(
        self,
        record_uri: str,
        *,
        checker: CheckerSpec,
        claim_digest: str,
        input_digest: str,
        evidence_digest: str,
        certificate_format: str | None = None,
        request_digest: str | None = None,
    ) -> GateDecision:
        """May a result whose input, claim and evidence have these digests carry VERIFIED?"""
        try:
            parse_uri(record_uri)
            artifact = self.artifacts.get(record_uri)
        except StateError as exc:
            return _refuse(f"record {record_uri!r} cannot be read: {exc.message}")
        if artifact.schema != RECORD_SCHEMA:
            return _refuse(f"{record_uri} is stored under schema {artifact.schema!r}, not {RECORD_SCHEMA}")
        if not self.db.query("SELECT 1 FROM verification_records WHERE uri = ?", (record_uri,)):
            return _refuse(f"{record_uri} was not created by the verification stage")
        try:
            record = VerificationRecord.model_validate(artifact.payload)
        except ValueError:
            return _refuse(f"{record_uri} does not match the record schema")
        if record.decision != "ACCEPTED":
            return _refuse(f"the checker's decision was {record.decision}")
        if record.checker_id != checker.id:
            return _refuse(f"record names checker {record.checker_id!r}, not {checker.id!r}")
        digest_now = current_digest(checker)
        if record.checker_digest != digest_now:
            return _refuse(f"checker {checker.id} changed since the record was made", Code.CHECKER_NOT_AUTHORIZED)
        authorized = self.authorizations.authorized_digest(checker.id)
        if authorized is None or authorized != digest_now:
            return _refuse(
                f"checker {checker.id} is not currently authorized with digest {digest_now}",
                Code.CHECKER_NOT_AUTHORIZED,
            )
        if record.claim_kind not in checker.claims:
            return _refuse(f"checker {checker.id} does not accept claims of kind {record.claim_kind!r}")
        if record.certificate_format not in checker.formats:
            return _refuse(f"checker {checker.id} does not accept format {record.certificate_format!r}")
        expected = {
            "claim_digest": claim_digest,
            "input_digest": input_digest,
            "evidence_digest": evidence_digest,
            "certificate_format": certificate_format,
            "request_digest": request_digest,
        }
        for name, value in expected.items():
            if value is not None and getattr(record, name) != value:
                return _refuse(f"record binds {name} {getattr(record, name)}, but this result has {value}")
        return GateDecision(True, f"accepted by authorized checker {checker.id} ({digest_now})")
