"""Refutations whose DRAT proof streams as a file, for every operation that re-encodes its claim as a CNF and
refutes it with PySAT (graph invariants and searches, the combinatorics avoidance problems).

The worker writes the proof into its working directory (``proof_file`` in its request, see
:func:`.worker.proof_answer`); the job keeps that file (``Job.keep_files``), the supervisor moves it into the
run's hold directory; the checker gets it as a read-only file (``Evidence.paths``) named in the certificate
with its sha256 and size; the runtime retains it gzip-compressed within the operator's retention quota
(:class:`RetainedFile`: a retention failure is a warning, never fatal). The proof never passes through the
worker's JSON answer, the server's memory or the per-artifact quota.

A proof the worker wrote but the supervisor refused to keep (``jacobian.supervisor.scratch.keep``: a symlink, a
hard link, not a regular file of the job's) leaves the solver's conclusion standing without it
(:func:`without_proof`): COMPUTED with a ``PROOF_NOT_KEPT`` obligation, no evidence, nothing retained, never
VERIFIED. ``sat.solve`` takes the same path.

:class:`StreamsProof` is the mixin for a worker-served operation: it asks for the file, keeps it, and hands
``answer`` a refutation whose ``proof`` is a :class:`RefutationProof`. A worker that answers with ``proof_text``
(an older pooled worker) is still read, as inline text.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar, TypeVar

from jacobian.capability import (
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    Request,
    Retained,
    RetainedFile,
    WorkerCapability,
    worker_data,
)
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity
from jacobian.contracts.job import Job, KeptFile, Outcome
from jacobian.contracts.result import Obligation

from .cli import PROOF
from .models import DRAT_SCHEMA

TEXT_MEDIA = "text/x-drat"

Req = TypeVar("Req", bound=Request)
Out = TypeVar("Out", bound=Output)
Parsed = TypeVar("Parsed")


@dataclass(frozen=True)
class RefutationProof:
    """A text DRAT proof of a refutation: the file the job kept (never read here), or inline text; neither
    when the supervisor refused the file the worker wrote (:func:`proof_lost`), and then the answer built on it
    goes through :func:`without_proof`, which drops its evidence and retained proof."""

    lines: int | None
    file: KeptFile | None = None
    text: str | None = None

    def certificate(self) -> dict[str, Any]:
        """The proof's part of a certificate's ``refutation``: ``{"proof_file": {...}}``, the file as ``sat.solve``'s
        certificate names one (its name, encoding, compression, sha256 and size: nested, as a refutation's own keys
        include ``size``), or ``{"proof_text": ...}``."""
        if self.file is None:
            return {"proof_text": self.text}
        kept = self.file
        named = {"proof_file": PROOF, "encoding": "text", "compression": "none"}
        return {"proof_file": {**named, "sha256": kept.sha256, "size": kept.size}}

    @property
    def paths(self) -> dict[str, str]:
        """What ``Evidence.paths`` places beside the checker."""
        return {} if self.file is None else {PROOF: self.file.path}

    def retained(self, semantics: str, cnf_digest: str, summary: str) -> Retained | RetainedFile:
        """The proof retained: the kept file as a gzip blob standing for a DRAT proof, or the text as a
        :data:`DRAT_SCHEMA` artifact; both name the digest (``sha256:...``) of the CNF refuted."""
        formula = cnf_digest.split(":", 1)[1]
        if self.file is not None:
            return RetainedFile(self.file.path, DRAT_SCHEMA, TEXT_MEDIA, f"{summary}, gzip (CNF sha256 {formula})")
        payload = {"encoding": "text", "proof_text": self.text, "formula_sha256": formula}
        return Retained(DRAT_SCHEMA, semantics, payload, summary)


def with_proof(data: dict[str, Any], outcome: Outcome) -> dict[str, Any]:
    """The worker's data with its ``refutation`` (when it gave one) holding ``proof``, a :class:`RefutationProof`,
    in place of ``proof_file`` / ``proof_lines`` / ``proof_text``. A refutation with no proof at all is a
    BACKEND_ERROR; one whose file the job did not keep (:func:`proof_lost`) holds an empty proof."""
    refutation = data.get("refutation")
    if refutation is None:
        return data
    if not isinstance(refutation, dict):
        raise InterpretError(Code.BACKEND_ERROR, "the worker's refutation is not an object")
    rest = {k: v for k, v in refutation.items() if k not in ("proof_file", "proof_lines", "proof_text")}
    if refutation.get("proof_file") == PROOF:
        lines = refutation.get("proof_lines")
        proof = RefutationProof(lines if isinstance(lines, int) else None, file=outcome.kept.get(PROOF))
    elif isinstance(refutation.get("proof_text"), str):
        text = refutation["proof_text"]
        proof = RefutationProof(text.count("\n"), text=text)
    else:
        raise InterpretError(Code.BACKEND_ERROR, "the worker's refutation has no proof")
    return {**data, "refutation": {**rest, "proof": proof}}


def proof_lost(named: Any, outcome: Outcome) -> bool:
    """Whether the worker (or solver) says it wrote its proof to :data:`PROOF` (``named``) and the job kept none:
    the supervisor refused the file (see :func:`without_proof`)."""
    return named == PROOF and PROOF not in outcome.kept


def without_proof(interp: Interpretation, outcome: Outcome) -> Interpretation:
    """The solver's conclusion without the proof the supervisor refused to keep (:func:`proof_lost`).

    The supervisor keeps only a regular file of the job's with a single link, directly in its scratch; a
    symlink, a hard link or another kind of file is left where it is, never read, and what it points to is
    neither read nor kept. Nothing can then go to a checker: the interpretation loses its evidence and its
    retained DRAT proof, and gains a ``PROOF_NOT_KEPT`` obligation and warning naming the supervisor's
    reason (the job's detail). The conclusion stands as the producer gave it, COMPUTED, never VERIFIED."""
    why = (
        f"the solver's proof {PROOF} was not kept by the supervisor, so it could not be handed to a checker; "
        f"the conclusion rests on the solver alone (supervisor: {outcome.detail or 'no detail'})"
    )[:1024]
    retained = tuple(
        item
        for item in interp.retain
        if (item.target_schema if isinstance(item, RetainedFile) else item.schema) != DRAT_SCHEMA
    )
    return replace(
        interp,
        evidence=None,
        retain=retained,
        obligations=(*interp.obligations, Obligation(kind="PROOF_NOT_KEPT", description=why)),
        diagnostics=(*interp.diagnostics, Diagnostic.of(Code.PROOF_NOT_KEPT, why, severity=Severity.WARNING)),
    )


def proof_of(data: dict[str, Any]) -> tuple[dict[str, Any], RefutationProof] | None:
    """The refutation :func:`with_proof` read, and its proof (None when the worker gave no refutation)."""
    refutation = data.get("refutation")
    if isinstance(refutation, dict) and isinstance(refutation.get("proof"), RefutationProof):
        return refutation, refutation["proof"]
    return None


class StreamsProof(WorkerCapability[Req, Out, Parsed]):
    """A worker-served operation whose refutation's DRAT proof the worker writes to :data:`PROOF`, kept by the
    job; ``answer`` reads it with :func:`proof_of`. ``streams = False`` keeps the proof inline (text in the worker's
    answer), for an operation whose retained proof a later call reads as text."""

    streams: ClassVar[bool] = True

    def plan(self, call: JobCall[Req, Parsed]) -> Job:
        if not self.streams:
            return super().plan(call)
        payload = {"op": self.operation(call), **self.fields(call), **self.engine_fields(call), "proof_file": PROOF}
        return call.worker_job(payload, label=self.id, keep_files=(PROOF,))

    def interpret(self, call: JobCall[Req, Parsed], outcome: Outcome) -> Interpretation:
        data = worker_data(outcome)
        interp = self.answer(call, with_proof(data, outcome))
        refutation = data.get("refutation")
        named = refutation.get("proof_file") if isinstance(refutation, dict) else None
        return without_proof(interp, outcome) if proof_lost(named, outcome) else interp
