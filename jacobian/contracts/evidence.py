"""Evidence an EXPLORE run retained, to be checked later (``certificate.verify``): the artifact's model.

A run asked to retain its evidence (``retain_evidence``) stores what it would have handed a checker,
with the run it came from: the capability, the digests of its input and request, its producer (so the
later check is still independent of it), its conclusion and the digest of its output. The schema is
producer-only: no client can store one (``artifact.put`` refuses it), so the binding is the runtime's.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from .base import Frozen
from .result import ARTIFACT_URI_PATTERN

RETAINED_EVIDENCE_SCHEMA = "jacobian.evidence.retained.v1"
RETAINED_EVIDENCE_SEMANTICS = "jacobian.evidence.retained"
#: Relationship kinds: the run's result names its retained evidence; a later check names what it checked.
RETAINED_EVIDENCE = "RETAINED_EVIDENCE"
CHECKED_EVIDENCE = "CHECKED_EVIDENCE"

DIGEST = r"^sha256:[0-9a-f]{64}$"


class RetainedRun(Frozen):
    """The run the evidence came from."""

    capability_id: str = Field(max_length=128)
    capability_version: str = Field(max_length=64)
    input_digest: str = Field(pattern=DIGEST)
    request_digest: str = Field(pattern=DIGEST)
    producer: tuple[str, ...] = Field(default=(), max_length=8, description="engine and provider ids")
    conclusion: str = Field(max_length=64)
    output_digest: str | None = Field(default=None, pattern=DIGEST)


class RetainedEvidence(Frozen):
    """What the run would have handed its checker (claim, format, subject, certificate, stored files)."""

    claim: dict[str, Any]
    format: str = Field(max_length=128)
    subject: dict[str, Any]
    certificate: dict[str, Any]
    files: dict[str, Annotated[str, Field(pattern=ARTIFACT_URI_PATTERN)]] = Field(
        default_factory=dict, description="name -> artifact URI of a stored blob"
    )
    run: RetainedRun

    def file_uris(self) -> tuple[str, ...]:
        return tuple(self.files.values())
