"""Verification: the whole runtime side of the road to ``VERIFIED``, in one module.

1. **Choice** (:func:`choose_checker`): a checker whose declaration accepts the claim kind and the
   evidence format, that the operator authorized for its current digest, and that is independent of
   the producer (its ``independent_of`` names none of the producer's engine, provider or declared
   backend). No fallback: when every candidate is excluded the evidence goes unchecked.
2. **The checker job** (:func:`run_checker`): a sandboxed job from the checker's declaration, on the
   local supervisor, with the evidence on stdin and stored proofs as read-only files.
3. **The decision** (:func:`read_decision`): ``{"accepted", "reason", "verdict"?, "model"?}``;
   anything else is a protocol error, UNCHECKABLE, never an acceptance. A checker that parses the
   caller's text (``reads``) must report the model it read, or its acceptance is a protocol error.
4. **The record** (:func:`record`): in VERIFY mode a decided verdict is stored as an immutable
   verification record with the evidence, bound to the claim, input, evidence, request and checker.
5. **The gate** (:func:`verify`): VERIFIED only when the record passes the state's gate.

It returns a :class:`Checked` verdict and never builds a result.
"""

from __future__ import annotations

import platform
import re
import sys
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Literal

from pydantic import ValidationError

from ..capability import Evidence, Interpretation, python_interpreter
from ..contracts.diagnostics import Code, Diagnostic, Severity, Stage
from ..contracts.enums import AssuranceLevel, ExecutionStatus, Mode, Verdict
from ..contracts.evidence import RETAINED_EVIDENCE_SCHEMA, RETAINED_EVIDENCE_SEMANTICS, RetainedEvidence, RetainedRun
from ..contracts.job import Job
from ..contracts.result import (
    EVIDENCE,
    REJECTION_RECORD,
    VERIFICATION_RECORD,
    CheckedModel,
    Obligation,
    Relationship,
    Verification,
)
from ..state.errors import StateError
from ..wire import request_line
from .context import Admitted, Checked, CheckerRun, RunContext, fail, sha256_json
from .result import execution
from .supervision import supervise, terminal_failure

if TYPE_CHECKING:
    from ..checkers.spec import CheckerSpec

EVIDENCE_SCHEMA = "jacobian.evidence.v1"


def choose_checker(
    ctx: RunContext, evidence: Evidence, producer: frozenset[str]
) -> tuple[CheckerSpec | None, Code | None, str]:
    """The checker for this evidence, or (None, the refusal's code, why)."""
    kind = evidence.claim.get("kind")
    matching = [c for c in ctx.checkers if kind in c.claims and evidence.format in c.formats]
    if not matching:
        return (
            None,
            Code.CHECKER_UNAVAILABLE,
            f"no installed checker accepts claim {kind!r} in format {evidence.format!r}",
        )
    independent = [c for c in matching if not producer.intersection(c.independent_of)]
    if not independent:
        names = ", ".join(c.id for c in matching)
        why = f"every checker for claim {kind!r} ({names}) shares the producer's engine ({', '.join(sorted(producer))})"
        return None, Code.CHECKER_NOT_INDEPENDENT, why
    authorized = [c for c in independent if ctx.is_authorized(c)]
    if not authorized:
        return (
            None,
            Code.CHECKER_NOT_AUTHORIZED,
            f"checker {independent[0].id} is installed but not authorized for its current digest",
        )
    return authorized[0], None, ""


def read_decision(final: Any) -> tuple[Verdict, str, bool, dict[str, Any] | None]:
    """A checker's final wire message as (verdict, reason, protocol error, model read).

    Checkers answer ``{"accepted": bool, "reason": str, "checked": {...}}``, may add ``"verdict"``
    (without it the verdict follows ``accepted``) and ``"model"`` (a :class:`CheckedModel`). No
    decision, an unknown verdict, a verdict that contradicts ``accepted`` or a malformed model is a
    protocol error and ``UNCHECKABLE``, never an acceptance.
    """
    final = final if isinstance(final, dict) else {}
    data = final.get("data") if final.get("ok") is True else None
    if not isinstance(data, dict) or not isinstance(data.get("accepted"), bool):
        error = final.get("error")
        why = str(error.get("message", "no decision")) if isinstance(error, dict) else "no decision"
        return Verdict.UNCHECKABLE, f"protocol error: the checker gave no decision ({why[:500]})", True, None
    accepted, reason, declared = data["accepted"], str(data.get("reason", ""))[:900], data.get("verdict")
    model = data.get("model")
    if model is not None:
        try:
            model = CheckedModel.model_validate(model).model_dump(mode="json")
        except ValidationError as exc:
            return Verdict.UNCHECKABLE, f"protocol error: malformed model report ({exc.errors()[0]['msg']})", True, None
    if declared is None:
        return (Verdict.ACCEPTED if accepted else Verdict.REJECTED), reason, False, model
    try:
        verdict = Verdict(declared)
    except (TypeError, ValueError):
        return Verdict.UNCHECKABLE, f"protocol error: unknown verdict {str(declared)[:64]!r}", True, None
    if (verdict is Verdict.ACCEPTED) != accepted:
        return (
            Verdict.UNCHECKABLE,
            f"protocol error: verdict {verdict.value} contradicts accepted={accepted}",
            True,
            None,
        )
    return verdict, reason, False, model


async def run_checker(ctx: RunContext, checker: CheckerSpec, evidence: Evidence) -> CheckerRun:
    """Run one checker job on the evidence and read its decision.

    The job is built from the checker's declaration (``checkers/spec.py``): its program and
    arguments, and its declared budget or ``ctx.checker_budget``. Stored files the evidence names, and
    files the run holds (``evidence.paths``: a solver's proof the job left), reach the job as read-only
    files in its working directory, never through this process's memory. Raises ``Failure``
    (STORAGE_ERROR) when stored files are named and no state is open; trio.Cancelled after the job is gone.
    """
    links: dict[str, str] = dict(evidence.paths)
    if evidence.files:
        if ctx.state is None:
            msg = "no state directory is open: the evidence's stored files cannot reach the checker"
            raise fail(Code.STORAGE_ERROR, msg, stage=Stage.VERIFY)
        links.update({name: str(ctx.state.artifacts.blob_file(uri)[1]) for name, uri in evidence.files.items()})
    interpreter = python_interpreter()
    job = Job(
        argv=checker.program(interpreter),
        stdin=request_line({"claim": evidence.claim, "subject": evidence.subject, "certificate": evidence.certificate}),
        link_files=links,
        protocol="jsonl",
        budget=checker.budget or ctx.checker_budget,
        readonly_root=True,
        label=f"checker:{checker.id}",
    )
    from ..supervisor.forkserver import TemplateSpec

    forked = checker.template_program(interpreter)
    try:
        template = TemplateSpec(forked, checker.digest(), checker.digest) if forked else None
    except OSError:  # its code cannot be digested now: no template serves it (the check runs per job)
        template = None
    outcome = await supervise(ctx.supervisor, job, ctx.on_event, template)
    failure = terminal_failure(outcome)
    if failure is not None:
        reason = f"the checker job did not decide: {failure.diagnostic.message}"
        return CheckerRun(checker, Verdict.UNCHECKABLE, reason, outcome, failure)
    verdict, reason, protocol_error, model = read_decision(outcome.final)
    if verdict is Verdict.ACCEPTED and checker.reads and model is None:
        reason = f"protocol error: checker {checker.id} reads {'/'.join(checker.reads)} but reported no model read"
        return CheckerRun(checker, Verdict.UNCHECKABLE, reason, outcome, protocol_error=True)
    return CheckerRun(checker, verdict, reason, outcome, protocol_error=protocol_error, model=model)


def decided_by(run: CheckerRun) -> str | None:
    """The part of the checker that decided, as its answer names it (``decided_by``), if it does."""
    final = run.outcome.final if isinstance(run.outcome.final, dict) else {}
    data = final.get("data") if isinstance(final.get("data"), dict) else {}
    named = data.get("decided_by") if isinstance(data, dict) else None
    return named[:128] if isinstance(named, str) and named else None


def environment_digest() -> str:
    """What the checker ran on: interpreter, platform and Jacobian version."""
    from .. import __version__

    return sha256_json({"python": sys.version, "platform": platform.platform(), "jacobian": __version__})


def record(
    ctx: RunContext, run: CheckerRun, evidence: Evidence, input_digest: str, request_digest: str
) -> tuple[str, str, dict[str, str]]:
    """Store the evidence and the record of a decided verdict: (evidence URI, record URI, gate digests).
    Raises ``Failure`` (STORAGE_ERROR) with no state open, ``StateError`` when the store fails."""
    if ctx.state is None:
        raise fail(Code.STORAGE_ERROR, "no state directory is open: a verification record cannot be written")
    if run.verdict is Verdict.UNCHECKABLE:
        raise ValueError("only a decided verdict (ACCEPTED or REJECTED) is recorded")
    evidence_payload = {
        "claim": evidence.claim,
        "format": evidence.format,
        "subject": evidence.subject,
        "certificate": evidence.certificate,
    }
    semantics = "jacobian.evidence." + re.sub(r"[^a-z0-9_]", "_", evidence.format.lower())
    summary = f"{evidence.claim.get('kind')} evidence ({evidence.format})"
    parents = tuple(dict.fromkeys((*evidence.parents, *evidence.files.values())))
    evidence_uri = ctx.state.artifacts.put(
        EVIDENCE_SCHEMA, semantics, evidence_payload, parents=parents, summary=summary, producer=True
    )
    digests = {
        "claim_digest": sha256_json(evidence.claim),
        "input_digest": input_digest,
        "evidence_digest": sha256_json(evidence_payload),
        "request_digest": request_digest,
    }
    decision: Literal["ACCEPTED", "REJECTED"] = "ACCEPTED" if run.verdict is Verdict.ACCEPTED else "REJECTED"
    record_uri = ctx.state.records.create(
        checker=run.checker,
        claim_kind=str(evidence.claim.get("kind")),
        evidence_kind=evidence.format,
        certificate_format=evidence.format,
        environment_digest=environment_digest(),
        decision=decision,
        evidence_uri=evidence_uri,
        decided_by=decided_by(run),
        **digests,
    )
    return evidence_uri, record_uri, digests


def keep_evidence(
    ctx: RunContext,
    admitted: Admitted,
    interp: Interpretation,
    producer: frozenset[str],
    outputs: tuple[str, ...] = (),
    held: dict[str, str] | None = None,
) -> tuple[str | None, Diagnostic | None]:
    """Store the run's evidence for a later check (EXPLORE with ``retain_evidence``), bound to this run:
    its capability, input and request digests, producer, conclusion and output digest; its parents are
    the stored files it names and the run's retained ``outputs`` (its lineage). A file the run held
    (``evidence.paths``) is named by the blob it was retained as (``held``: path -> URI; see
    :func:`stored_files`). Returns the artifact's URI, or (None, a warning) when nothing was kept: no
    evidence, no state, a held file not retained, or the store failed. The run's answer stands either
    way; retention is reported, never fatal."""
    evidence = interp.evidence
    if evidence is None:
        why = "retain_evidence: the run produced no checkable evidence, so nothing was retained"
        return None, Diagnostic.of(Code.NO_EVIDENCE, why, severity=Severity.WARNING)
    if ctx.state is None:
        why = "retain_evidence: no state directory is open, so the evidence was not retained"
        return None, Diagnostic.of(Code.STORAGE_ERROR, why, severity=Severity.WARNING, stage=Stage.STORAGE)
    if evidence.paths:
        missing = sorted(name for name, path in evidence.paths.items() if path not in (held or {}))
        if missing:
            why = (
                f"retain_evidence: the evidence's file {', '.join(missing)} was not retained (see RETENTION_FAILED), "
                "so a later check could not reach it and the evidence was not kept"
            )
            return None, Diagnostic.of(Code.RETENTION_FAILED, why, severity=Severity.WARNING, stage=Stage.STORAGE)
        evidence = stored_files(ctx, evidence, held or {})
    claimed = evidence.claim.get("producer")
    output = interp.output.model_dump(mode="json") if interp.output is not None else None
    run = RetainedRun(
        capability_id=admitted.entry.descriptor.id,
        capability_version=admitted.entry.descriptor.version,
        input_digest=admitted.input_digest,
        request_digest=admitted.request_digest,
        producer=tuple(sorted(producer | ({str(claimed)} if claimed is not None else set()))),
        conclusion=interp.conclusion.value,
        output_digest=sha256_json(output) if output is not None else None,
    )
    kept = RetainedEvidence(
        claim=evidence.claim,
        format=evidence.format,
        subject=evidence.subject,
        certificate=evidence.certificate,
        files=evidence.files,
        run=run,
    )
    summary = f"{evidence.claim.get('kind')} evidence ({evidence.format}) of {run.capability_id}, for a later check"
    try:
        uri = ctx.state.artifacts.put(
            RETAINED_EVIDENCE_SCHEMA,
            RETAINED_EVIDENCE_SEMANTICS,
            kept.model_dump(mode="json"),
            parents=tuple(dict.fromkeys((*evidence.files.values(), *outputs))),
            summary=summary[:200],
            producer=True,
        )
    except StateError as exc:
        why = f"retain_evidence: the evidence could not be retained ({exc}); the answer stands"
        return None, Diagnostic.of(exc.code, why[:1000], severity=Severity.WARNING, stage=Stage.STORAGE)
    return uri, None


def stored_files(ctx: RunContext, evidence: Evidence, held: dict[str, str]) -> Evidence:
    """The evidence with each file the run held named by the blob it was retained as (``files``), and the
    certificate's description of a file (``sha256``, ``size``, ``compression``: the convention of a proof
    file, see ``checkers/sat/proof_source.py``) made the stored blob's, which a later check re-hashes."""
    assert ctx.state is not None
    files, certificate = dict(evidence.files), dict(evidence.certificate)
    for name, path in evidence.paths.items():
        files[name] = held[path]
        blob = ctx.state.artifacts.get(held[path]).payload
        certificate.update({k: blob[k] for k in ("sha256", "size", "compression") if k in certificate})
    return replace(evidence, certificate=certificate, files=files, paths={})


def _unchecked(code: Code, why: str) -> Checked:
    obligation_kind = "NO_INDEPENDENT_CHECKER" if code is Code.CHECKER_NOT_INDEPENDENT else "NO_CHECKER"
    return Checked(
        AssuranceLevel.COMPUTED,
        "not verified: " + why,
        obligations=(Obligation(kind=obligation_kind, description=why[:1024]),),
        diagnostics=(Diagnostic.of(code, why, severity=Severity.WARNING),),
        refusal=code,
    )


async def verify(
    ctx: RunContext, evidence: Evidence, input_digest: str, request_digest: str, producer: frozenset[str] = frozenset()
) -> Checked:
    """Choose and run a checker on the evidence and report its verdict; VERIFIED only through the gate.

    ``producer`` names who produced the evidence (engine, provider, declared backend). In VERIFY
    mode a decided verdict (ACCEPTED or REJECTED) is stored as an immutable verification record,
    referenced either way; EXPLORE mode records nothing, nor does an UNCHECKABLE verdict.
    """
    claimed = evidence.claim.get("producer")
    producer = producer | ({str(claimed)} if claimed is not None else set())
    checker, refusal, why = choose_checker(ctx, evidence, producer)
    if checker is None:
        assert refusal is not None
        return _unchecked(refusal, why)
    run = await run_checker(ctx, checker, evidence)
    evidence_uri = record_uri = None
    digests: dict[str, str] = {}
    if ctx.mode is Mode.VERIFY and run.verdict is not Verdict.UNCHECKABLE:
        evidence_uri, record_uri, digests = record(ctx, run, evidence, input_digest, request_digest)
    model = CheckedModel.model_validate(run.model) if run.model is not None else None
    verification = Verification(
        verdict=run.verdict,
        reason=run.reason[:1024],
        checker_id=checker.id,
        checker_digest=checker.digest(),
        record_uri=record_uri,
        evidence_uri=evidence_uri,
        execution=execution(run.failure.status if run.failure else ExecutionStatus.COMPLETED, None, run.outcome),
        enforcement=run.outcome.enforcement,
        isolation=run.outcome.isolation,
        model=model,
        decided_by=decided_by(run),
    )
    stored = tuple(u for u in (evidence_uri, record_uri) if u)
    evidence_rels: tuple[Relationship, ...] = (Relationship(kind=EVIDENCE, uri=evidence_uri),) if evidence_uri else ()
    who = f"checker {checker.id} ({checker.digest()[:19]}...)"
    if run.verdict is Verdict.UNCHECKABLE:
        message = f"{who} could not check the {evidence.format} evidence: {run.reason}"
        return Checked(
            AssuranceLevel.COMPUTED,
            ("not verified: " + message)[:1000],
            verification,
            run,
            obligations=(Obligation(kind="UNCHECKED", description=message[:1024]),),
            diagnostics=(Diagnostic.of(Code.CHECKER_FAILED, message, severity=Severity.WARNING),),
        )
    if run.verdict is Verdict.REJECTED:
        message = f"{who} rejected the {evidence.format} evidence: {run.reason}"
        if record_uri is not None:
            record_rel = Relationship(kind=REJECTION_RECORD, uri=record_uri, description=f"{checker.id} REJECTED")
            evidence_rels += (record_rel,)
        rejected = Diagnostic.of(Code.CHECKER_REJECTED, message, severity=Severity.WARNING)
        return Checked(
            AssuranceLevel.COMPUTED, message[:1000], verification, run, evidence_rels, stored, diagnostics=(rejected,)
        )
    if record_uri is None or ctx.state is None:  # (a record is only ever written to an open state)
        explore = f"{who} accepted the evidence (EXPLORE mode: not recorded, not VERIFIED)"
        return Checked(AssuranceLevel.COMPUTED, explore, verification, run)
    gate = ctx.state.records.gate(record_uri, checker=checker, certificate_format=evidence.format, **digests)
    if not gate.ok:
        refused = Diagnostic.of(Code.VERIFICATION_GATE_REFUSED, gate.reason, severity=Severity.WARNING)
        basis = "the verification record did not pass the gate"
        return Checked(AssuranceLevel.COMPUTED, basis, verification, run, evidence_rels, stored, diagnostics=(refused,))
    read = f" about the model it read: {model.describe()}" if model is not None else ""
    basis = f"{who} accepted {evidence.format} evidence for {evidence.claim.get('kind')}{read}: {run.reason}"
    rels = evidence_rels + (Relationship(kind=VERIFICATION_RECORD, uri=record_uri),)
    return Checked(AssuranceLevel.VERIFIED, basis[:1000], verification, run, rels, stored)
