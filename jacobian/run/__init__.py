"""One ``math.run``, end to end (docs/design.md, "One math.run, end to end"):

    admission    resolve -> policy -> mode -> validate -> parse        (.admission)
    readiness    the engine is still the one probed                     (.readiness)
    job          budget and plan                                        (.job)
    supervision  the sandboxed job, and how it ended                    (.supervision)
    interpret    the adapter's reading; retained artifacts              (.interpretation)
    verify       checker choice, checker job, decision, record, gate    (.verification)
    result       the one CapabilityResult                               (.result)

A checker-backed operation replaces the job by the check of its evidence, whose verdict is the
answer; a runtime-served one replaces it by the runtime serving the call from its state. Every
failure becomes a result whose diagnostic names its stage; nothing is spawned or written before
admission passes; producers are capped at COMPUTED, and only :func:`.verification.verify` gives
VERIFIED. This module is the only one that calls every stage.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from ..capability import CheckerBacked, CheckVerdict, Interpretation, JobCapability, RuntimeServed
from ..contracts.diagnostics import Code, Diagnostic, Stage
from ..contracts.enums import AssuranceLevel, Completeness, Conclusion, ExecutionStatus, Mode, Severity, Verdict
from ..contracts.evidence import CHECKED_EVIDENCE, RETAINED_EVIDENCE
from ..contracts.job import Outcome
from ..contracts.result import CapabilityResult, Obligation, Relationship
from ..state.errors import StateError
from .admission import admit, choose_engine
from .context import CHECKER_BUDGET, Admitted, Failure, RunContext, fail, sha256_json
from .interpretation import evidence, interpret, retain, serve
from .job import base_job, budget_for, holding, job_call, plan
from .readiness import check_readiness
from .result import build_result, error_result, provenance
from .supervision import supervise, terminal_failure
from .verification import EVIDENCE_SCHEMA, keep_evidence, verify

if TYPE_CHECKING:
    from ..catalog import Engine

__all__ = [
    "CHECKER_BUDGET",
    "EVIDENCE_SCHEMA",
    "Failure",
    "RunContext",
    "base_job",
    "budget_for",
    "fail",
    "failure_result",
    "run_capability",
    "sha256_json",
]


async def run_capability(ctx: RunContext, payload: Any) -> CapabilityResult:
    """The whole run. Raises only trio.Cancelled (after the job's processes are gone)."""
    started = time.perf_counter()
    admitted: Admitted | None = None
    engine: Engine | None = None
    outcome: Outcome | None = None
    try:
        admitted = admit(ctx, payload)
        definition = admitted.definition
        if isinstance(definition, CheckerBacked):
            return await _check(ctx, admitted, definition, started)
        if isinstance(definition, RuntimeServed):
            return await _finish(ctx, admitted, None, None, await serve(ctx, admitted, definition), started)
        if not isinstance(definition, JobCapability):
            raise fail(Code.INTERNAL_ERROR, f"{definition.id} is no kind of capability the run knows")
        engine = choose_engine(admitted.entry, admitted.request)
        check_readiness(engine)
        call = job_call(ctx, admitted, engine)
        with holding(plan(definition, call)) as job:  # (the files the job keeps live until the run is done)
            running = ctx.run_job(job, engine) if ctx.run_job else supervise(ctx.supervisor, job, ctx.on_event)
            outcome = await running
            failure = terminal_failure(outcome)
            if failure is not None:
                raise failure
            return await _finish(ctx, admitted, engine, outcome, interpret(definition, call, outcome), started)
    except StateError as exc:
        termination = outcome.termination if outcome else None
        storage = Diagnostic.of(exc.code, str(exc), stage=Stage.STORAGE)
        failed = Failure(ExecutionStatus.ERROR, storage, termination, outcome)
        return failure_result(ctx, failed, started, engine, outcome, admitted)
    except Failure as failed:
        return failure_result(ctx, failed, started, engine, failed.outcome or outcome, admitted)


def failure_result(
    ctx: RunContext,
    failed: Failure,
    started: float,
    engine: Engine | None = None,
    outcome: Outcome | None = None,
    admitted: Admitted | None = None,
) -> CapabilityResult:
    """A failure at any stage as the run's result."""
    return error_result(
        ctx.capability_id,
        ctx.entry.descriptor.version if ctx.entry else "0.0.0",
        ctx.mode,
        failed,
        started,
        provenance=provenance(engine, outcome) if engine is not None else None,
        request_digest=admitted.request_digest if admitted else None,
    )


def _version(admitted: Admitted) -> str:
    return admitted.entry.descriptor.version


async def _finish(
    ctx: RunContext,
    admitted: Admitted,
    engine: Engine | None,
    outcome: Outcome | None,
    interp: Interpretation,
    started: float,
) -> CapabilityResult:
    """A producer's interpretation as a result; in VERIFY mode its evidence goes to a checker first.

    A rejected certificate makes the run an ERROR (the producer's answer is not supported by its own
    evidence) that still references the rejection record; evidence the checker could not check, or
    no checker for it, leaves the answer COMPUTED with an obligation. What the interpretation retains is
    stored first; an item the store refuses is a ``RETENTION_FAILED`` warning, and the conclusion (and
    its check) stand.
    """
    level = AssuranceLevel.HEURISTIC if interp.level is AssuranceLevel.HEURISTIC else AssuranceLevel.COMPUTED
    basis, checked = interp.assurance_basis, None
    obligations, diagnostics = list(interp.obligations), list(interp.diagnostics)
    stored = await retain(ctx, interp)
    interp, artifact_uris, relationships = stored.interp, stored.uris, stored.relationships
    diagnostics += stored.diagnostics
    producer = frozenset({engine.info.engine, engine.info.provider_id}) if engine is not None else frozenset()
    if ctx.mode is Mode.EXPLORE and ctx.retain_evidence:
        kept, note = keep_evidence(ctx, admitted, interp, producer, artifact_uris, stored.files)
        if kept is not None:
            artifact_uris += (kept,)
            why = "kept for a later check: certificate.verify with this URI"
            relationships += (Relationship(kind=RETAINED_EVIDENCE, uri=kept, description=why),)
        if note is not None:
            diagnostics.append(note)
    if ctx.mode is Mode.VERIFY and interp.evidence is None:
        if not obligations:
            obligations.append(
                Obligation(kind="NO_EVIDENCE", description="the run produced no checkable evidence for its conclusion")
            )
        message = "no checkable evidence was produced; the result stays " + level.value
        diagnostics.append(Diagnostic.of(Code.NO_EVIDENCE, message, severity=Severity.WARNING))
    elif ctx.mode is Mode.VERIFY and interp.evidence is not None:
        checked = await verify(ctx, interp.evidence, admitted.input_digest, admitted.request_digest, producer)
        if checked.verdict is Verdict.REJECTED:
            termination = outcome.termination if outcome else None
            rejected = Diagnostic.of(Code.CHECKER_REJECTED, checked.basis)
            raise Failure(ExecutionStatus.ERROR, rejected, termination, outcome, checked=checked)
        level = AssuranceLevel.VERIFIED if checked.level is AssuranceLevel.VERIFIED else level
        basis = checked.basis
        obligations += checked.obligations
        diagnostics += checked.diagnostics
    checker = checked.run.checker if checked and checked.run else None
    return build_result(
        ctx.capability_id,
        _version(admitted),
        ctx.mode,
        started,
        status=ExecutionStatus.COMPLETED,
        conclusion=interp.conclusion,
        completeness=interp.completeness,
        completeness_basis=interp.completeness_basis,
        level=level,
        basis=basis,
        outcome=outcome,
        input_digest=admitted.input_digest,
        output=interp.output,
        qualifiers=interp.qualifiers,
        obligations=tuple(obligations),
        diagnostics=tuple(diagnostics),
        artifact_uris=artifact_uris,
        relationships=relationships,
        checked=checked,
        provenance=provenance(engine, outcome, checker, entry=admitted.entry),
    )


_DECIDED = {
    Verdict.ACCEPTED: Conclusion.TRUE,
    Verdict.REJECTED: Conclusion.FALSE,
    Verdict.UNCHECKABLE: Conclusion.UNKNOWN,
}


async def _check(
    ctx: RunContext, admitted: Admitted, definition: CheckerBacked[Any, Any], started: float
) -> CapabilityResult:
    """``sat.model.verify`` and its like: the checker's verdict is the answer.

    ACCEPTED is TRUE, REJECTED is FALSE (with the checker's reason), both COMPLETE; a checker job
    that hit a limit, crashed or broke the protocol ends the run (TIMEOUT or ERROR,
    ``CHECKER_FAILED``); a checker that says it cannot check the evidence gives UNKNOWN. Execution
    and provenance are the checker job's own.
    """
    submitted = evidence(ctx, admitted, definition)
    bound = submitted.bound  # evidence an earlier run retained: the check binds to that run, not to this call
    if bound is not None:
        producer = frozenset(bound.producer)
        checked = await verify(ctx, submitted, bound.input_digest, bound.request_digest, producer)
    else:
        checked = await verify(ctx, submitted, admitted.input_digest, admitted.request_digest)
    run = checked.run
    if run is None:
        raise fail(checked.refusal or Code.CHECKER_UNAVAILABLE, checked.basis, stage=Stage.VERIFY)
    prov = provenance(None, run.outcome, run.checker, entry=admitted.entry)
    if run.job_failed:
        status = run.failure.status if run.failure else ExecutionStatus.ERROR
        why = checked.basis.removeprefix("not verified: ")
        diagnostic = Diagnostic.of(Code.CHECKER_FAILED, why, stage=Stage.VERIFY)
        raise Failure(status, diagnostic, run.outcome.termination, run.outcome, checked=checked, provenance=prov)
    decided = run.verdict is not Verdict.UNCHECKABLE
    basis = checked.basis
    if run.verdict is Verdict.REJECTED:
        basis = "the checker rejected the evidence; rejection is computed, not a verified refutation of the claim: "
        basis += run.reason
    whole = "the checker examined the whole evidence against the whole input"
    checked_evidence: tuple[Relationship, ...] = ()
    if bound is not None:
        basis += f" (the evidence of {bound.capability_id} on input {bound.input_digest[:19]}..., retained by that run)"
        why = "evidence retained by an earlier run"
        checked_evidence = tuple(
            Relationship(kind=CHECKED_EVIDENCE, uri=uri, description=why) for uri in submitted.parents
        )
    return build_result(
        ctx.capability_id,
        _version(admitted),
        ctx.mode,
        started,
        status=ExecutionStatus.COMPLETED,
        conclusion=_DECIDED[run.verdict],
        completeness=Completeness.COMPLETE if decided else Completeness.UNKNOWN,
        completeness_basis=whole if decided else "the checker could not check this evidence",
        level=checked.level,
        basis=basis,
        outcome=run.outcome,
        input_digest=admitted.input_digest,
        output=CheckVerdict(accepted=run.verdict is Verdict.ACCEPTED, reason=run.reason),
        obligations=checked.obligations,
        diagnostics=checked.diagnostics,
        relationships=checked_evidence,
        checked=checked,
        provenance=prov,
    )
