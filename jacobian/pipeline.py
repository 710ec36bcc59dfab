"""One ``math.run``, end to end (DESIGN.md "One math.run, end to end").

resolve -> policy -> mode -> validate -> readiness -> plan -> supervise ->
interpret -> verify -> result. Every failure becomes a ``CapabilityResult``
whose diagnostic names its stage; nothing is spawned or written before
validation passes; producers are capped at COMPUTED.
"""

from __future__ import annotations

import contextvars
import hashlib
import inspect
import json
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import rfc8785
from pydantic import BaseModel, ValidationError

from . import digests
from .capability import BudgetRequest, Evidence, Interpretation, InterpretError, PlanContext
from .catalog import CatalogEntry, Engine
from .contracts.diagnostics import Code, Diagnostic, Stage, json_path, validation_message
from .contracts.enums import (
    AssuranceLevel,
    Completeness,
    Conclusion,
    ExecutionStatus,
    IsolationMode,
    Mode,
    Qualifier,
    Severity,
    TerminationReason,
    Verdict,
)
from .contracts.job import Budget, Job, Outcome
from .contracts.result import (
    EVIDENCE,
    REJECTION_RECORD,
    VERIFICATION_RECORD,
    Assurance,
    CapabilityResult,
    CompletenessInfo,
    Execution,
    Obligation,
    Provenance,
    Relationship,
    Scope,
    Verification,
)

if TYPE_CHECKING:
    from .checkers.spec import CheckerSpec
    from .state import State
    from .state.policy import Policy
    from .supervisor import Supervisor
    from .supervisor.runner import OnEvent

MAX_PAYLOAD_BYTES = 4 * 1024 * 1024
# the run's event callback, for a runtime-served capability that reports progress while it waits
RUN_EVENTS: contextvars.ContextVar[OnEvent | None] = contextvars.ContextVar("jacobian_run_events", default=None)
READINESS_RECHECK_SECONDS = 1.0
EVIDENCE_SCHEMA = "jacobian.evidence.v1"
CHECKER_BUDGET = Budget(wall_seconds=120.0, memory_bytes=2 * 1024**3, max_processes=8, output_bytes=16 * 1024**2)

# termination -> (execution status, diagnostic code)
_TERMINATION = {
    TerminationReason.WALL_TIMEOUT: (ExecutionStatus.TIMEOUT, Code.WALL_TIMEOUT),
    TerminationReason.CPU_LIMIT: (ExecutionStatus.TIMEOUT, Code.CPU_LIMIT),
    TerminationReason.MEMORY_LIMIT: (ExecutionStatus.ERROR, Code.MEMORY_LIMIT),
    TerminationReason.OUTPUT_LIMIT: (ExecutionStatus.ERROR, Code.OUTPUT_LIMIT),
    TerminationReason.FILE_SIZE_LIMIT: (ExecutionStatus.ERROR, Code.FILE_SIZE_LIMIT),
    TerminationReason.PROCESS_LIMIT: (ExecutionStatus.ERROR, Code.PROCESS_LIMIT),
    TerminationReason.CANCELLED: (ExecutionStatus.CANCELLED, Code.CANCELLED),
    TerminationReason.START_FAILED: (ExecutionStatus.ERROR, Code.START_FAILED),
    TerminationReason.SIGNALED: (ExecutionStatus.ERROR, Code.PROCESS_SIGNALED),
}


try:
    from .state.errors import StateError as StorageFailure
except ImportError:  # pragma: no cover - the state package is part of the runtime
    StorageFailure = OSError  # type: ignore[misc,assignment]


def sha256_json(value: Any) -> str:
    return "sha256:" + hashlib.sha256(rfc8785.dumps(value)).hexdigest()


class Failure(Exception):
    """A stage failed: carries the result's status and diagnostic.

    Raised inside the pipeline only; ``run_capability`` turns every one into an error
    ``CapabilityResult``, so it never reaches a caller of the runtime.

    ``checked`` is the verification stage's part when a checker ran (its verdict,
    record and evidence stay referenced by the error result); ``provenance``
    overrides the engine's when the job that failed was not an engine's.
    """

    def __init__(
        self,
        status: ExecutionStatus,
        diagnostic: Diagnostic,
        termination: TerminationReason | None = None,
        outcome: Outcome | None = None,
        *,
        checked: Checked | None = None,
        provenance: Provenance | None = None,
    ) -> None:
        super().__init__(diagnostic.message)
        self.status = status
        self.diagnostic = diagnostic
        self.termination = termination
        self.outcome = outcome
        self.checked = checked
        self.provenance = provenance


def fail(
    code: Code,
    message: str,
    *,
    status: ExecutionStatus = ExecutionStatus.ERROR,
    path: str | None = None,
    stage: Stage | None = None,
    hint: str | None = None,
) -> Failure:
    return Failure(status, Diagnostic.of(code, message, path=path, stage=stage, hint=hint))


@dataclass
class RunContext:
    """What one run needs from the runtime (kept small so tests can build one).

    ``after_validate`` runs once the payload has passed validation and before
    anything is spawned or written (the runtime binds the reasoning log there);
    a :class:`Failure` it raises ends the run as that failure. The context owns
    nothing: the supervisor, state and policy belong to whoever built it.
    """

    entry: CatalogEntry | None
    capability_id: str
    mode: Mode
    supervisor: Supervisor
    state: State | None
    policy: Policy | None
    checkers: tuple[CheckerSpec, ...]
    is_authorized: Callable[[CheckerSpec], bool]
    on_event: OnEvent | None = None
    checker_budget: Budget = CHECKER_BUDGET
    after_validate: Callable[[], None] | None = None
    unavailable: str | None = None  # not in the catalog because no provider serving it is healthy: why
    # runs the planned job instead of the local supervisor (an experiment executor, e.g. Ray): the same
    # Job and Outcome; it raises ``Failure`` for what it cannot run. Checker jobs stay on ``supervisor``.
    run_job: Callable[[Job, Engine], Awaitable[Outcome]] | None = None


def _execution(status: ExecutionStatus, started: float | None, outcome: Outcome | None) -> Execution:
    """Status, wall time (since ``started``, else the job's own), CPU, memory and termination of one job."""
    usage = outcome.usage if outcome else None
    if started is not None:
        wall_ms = int((time.perf_counter() - started) * 1000)
    else:
        wall_ms = int(usage.wall_seconds * 1000) if usage else 0
    return Execution(
        status=status,
        wall_ms=wall_ms,
        cpu_ms=int(usage.cpu_seconds * 1000) if usage and usage.cpu_seconds is not None else None,
        peak_memory_bytes=usage.peak_memory_bytes if usage else None,
        termination=outcome.termination if outcome else None,
    )


def build_result(
    ctx: RunContext,
    started: float,
    *,
    status: ExecutionStatus,
    conclusion: Conclusion,
    completeness: Completeness,
    completeness_basis: str,
    level: AssuranceLevel,
    basis: str,
    outcome: Outcome | None = None,
    termination: TerminationReason | None = None,
    input_digest: str | None = None,
    output: Any = None,
    qualifiers: tuple[Qualifier, ...] = (),
    obligations: tuple[Obligation, ...] = (),
    diagnostics: tuple[Diagnostic, ...] = (),
    artifact_uris: tuple[str, ...] = (),
    relationships: tuple[Relationship, ...] = (),
    checked: Checked | None = None,
    provenance: Provenance | None = None,
) -> CapabilityResult:
    """The one place a ``CapabilityResult`` is built.

    ``outcome`` is the job whose usage the execution reports (the engine's, or the
    checker's for a checker-backed capability); ``checked`` adds the verification
    stage's verdict, record and evidence (its diagnostics and obligations are the
    caller's to include). The record URI goes into assurance only when VERIFIED.
    """
    if isinstance(output, BaseModel):
        output = output.model_dump(mode="json", by_alias=True)
    execution = _execution(status, started, outcome)
    if termination is not None or outcome is None:
        execution = execution.model_copy(update={"termination": termination})
    verification = checked.verification if checked else None
    record_uri = verification.record_uri if verification and level is AssuranceLevel.VERIFIED else None
    return CapabilityResult(
        capability_id=ctx.capability_id,
        capability_version=ctx.entry.descriptor.version if ctx.entry else "0.0.0",
        mode=ctx.mode,
        execution=execution,
        conclusion=conclusion,
        output=output,
        scope=Scope(input_digest=input_digest),
        completeness=CompletenessInfo(value=completeness, basis=completeness_basis[:1024]),
        qualifiers=qualifiers,
        assurance=Assurance(
            level=level, basis=basis[:1024], verification_record_uri=record_uri, obligations=obligations
        ),
        artifact_uris=artifact_uris + (checked.artifact_uris if checked else ()),
        relationships=relationships + (checked.relationships if checked else ()),
        diagnostics=diagnostics,
        provenance=provenance,
        verification=verification,
    )


def _error_result(
    ctx: RunContext,
    failure: Failure,
    started: float,
    *,
    provenance: Provenance | None = None,
    request_digest: str | None = None,
) -> CapabilityResult:
    """A failed stage as a result: UNKNOWN, never COMPLETE, its diagnostic; a checker's verdict stays referenced."""
    stage, code = failure.diagnostic.stage.value, failure.diagnostic.code.value
    return build_result(
        ctx,
        started,
        status=failure.status,
        conclusion=Conclusion.UNKNOWN,
        completeness=Completeness.UNKNOWN,
        completeness_basis=f"the run did not complete ({stage}: {code})",
        level=AssuranceLevel.HEURISTIC if failure.status is not ExecutionStatus.COMPLETED else AssuranceLevel.COMPUTED,
        basis="no answer was established",
        outcome=failure.outcome,
        termination=failure.termination,
        input_digest=request_digest,
        diagnostics=(failure.diagnostic,),
        checked=failure.checked,
        provenance=failure.provenance or provenance,
    )


def validate(entry: CatalogEntry, payload: Any) -> BaseModel:
    if not isinstance(payload, dict):
        raise fail(
            Code.INVALID_REQUEST, f"payload must be a JSON object, not {type(payload).__name__}", path="$.payload"
        )
    try:
        text = json.dumps(payload, ensure_ascii=False, allow_nan=False)
        data = text.encode("utf-8", "surrogatepass")
    except (TypeError, ValueError) as exc:
        raise fail(Code.INVALID_REQUEST, f"payload is not JSON-serializable: {exc}", path="$.payload") from exc
    if len(data) > MAX_PAYLOAD_BYTES:
        raise fail(
            Code.PAYLOAD_TOO_LARGE, f"payload is {len(data)} bytes; the limit is {MAX_PAYLOAD_BYTES}", path="$.payload"
        )
    try:
        # Strict JSON-mode validation: exactly what the published JSON Schema accepts
        # (no "5" for an integer), so math.find's CONTRACT view and math.run agree.
        return entry.request_model.model_validate_json(data, strict=True)
    except ValidationError as exc:
        errors = exc.errors(include_url=False)
        first = errors[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        message = f"{validation_message(first)}{more}"
        raise fail(Code.INVALID_REQUEST, message, path=json_path(first["loc"], "$.payload")) from exc


def choose_engine(entry: CatalogEntry, request: BaseModel) -> Engine:
    wanted = getattr(request, "engine", None)
    if wanted is None:
        return entry.engines[0]
    for engine in entry.engines:
        if engine.info.engine == wanted:
            return engine
    raise fail(Code.INVALID_REQUEST, f"engine {wanted!r} is not available", path="$.payload.engine")


def check_readiness(engine: Engine) -> None:
    """Cheap identity check: stat the digested files; re-hash only if they changed.

    A provider whose digest covers a large tree (GAP's library: over a thousand
    files) would pay milliseconds of ``stat`` on every call, so a good check is
    trusted for READINESS_RECHECK_SECONDS; a change is still caught within that.
    """
    health = engine.health
    if health.fingerprint is None:
        return
    now = time.monotonic()
    last = engine.readiness[-1] if engine.readiness else None
    if last is not None and now - last[0] < READINESS_RECHECK_SECONDS:
        return
    fingerprint = digests.fingerprint(health.digest_files)
    if fingerprint not in (health.fingerprint, last[1] if last else None):
        m = engine.sourced.manifest
        try:
            current = digests.compute(m.digest, executable=health.executable, worker_module=m.run.worker)
        except (digests.DigestError, OSError) as exc:
            raise fail(
                Code.PROVIDER_IDENTITY_CHANGED, f"provider {m.provider} changed and can no longer be digested: {exc}"
            ) from exc
        if current.digest != health.digest:
            raise fail(
                Code.PROVIDER_IDENTITY_CHANGED,
                f"provider {m.provider} changed since its probe: digest {current.digest[:23]}... differs from the "
                f"probed {str(health.digest)[:23]}...",
            )
    engine.readiness[:] = [(now, fingerprint)]  # same files (or touched, same content): trusted for a while


def budget_for(engine: Engine, request: BaseModel | None) -> Budget:
    """The job's limits: the manifest's defaults, narrowed by the request's ``budget`` (None: the defaults)."""
    limits = engine.sourced.manifest.limits
    d, mx = limits.default, limits.maximum
    wall, memory = d.wall_seconds, d.memory
    asked = getattr(request, "budget", None)
    if isinstance(asked, BudgetRequest):
        if asked.wall_seconds is not None:
            wall = min(asked.wall_seconds, mx.wall_seconds)
        if asked.memory_mib is not None:
            memory = asked.memory_mib * 1024 * 1024
            if mx.memory is not None:
                memory = min(memory, mx.memory)
    cpu = d.cpu_seconds
    if cpu is not None and isinstance(asked, BudgetRequest) and asked.wall_seconds is not None:
        cpu = min(max(cpu, wall), mx.cpu_seconds or wall)
    return Budget(
        wall_seconds=wall,
        cpu_seconds=cpu,
        memory_bytes=memory,
        max_processes=d.processes,
        output_bytes=d.output,
        file_size_bytes=d.file_size,
        open_files=d.open_files,
        network=limits.network,
    )


def base_job(engine: Engine) -> dict[str, Any]:
    m = engine.sourced.manifest
    iso = m.isolation
    fields: dict[str, Any] = {
        "isolation": iso.mode,
        "required_layers": frozenset(iso.required),
        "best_effort_layers": frozenset(iso.best_effort),
        "readonly_root": iso.readonly_root,
        "unprivileged": iso.unprivileged,
        "grace_seconds": m.limits.grace_seconds,
        "concurrency_key": m.provider,
        "label": m.provider,
    }
    if iso.mode is IsolationMode.POOLED:
        fields["pool_key"] = m.provider
        extra = {
            "pool_max_jobs": iso.pool.max_jobs_per_worker,
            "pool_recycle_memory_bytes": iso.pool.recycle_memory,
            "pool_size": iso.pool.size,
        }
        fields.update({k: v for k, v in extra.items() if k in Job.model_fields})
    return fields


def terminal_failure(outcome: Outcome) -> Failure | None:
    """A non-EXITED outcome, mapped generically; EXITED outcomes go to ``interpret``."""
    if outcome.termination is TerminationReason.EXITED:
        return None
    status, code = _TERMINATION[outcome.termination]
    detail = outcome.detail or ""
    if outcome.termination is TerminationReason.SIGNALED:
        detail = f"the backend process died from signal {outcome.signal}. {detail}"
    message = f"{outcome.termination.value}: {detail or 'the job was stopped'}".strip()
    return Failure(status, Diagnostic.of(code, message), outcome.termination, outcome)


def _provenance(
    engine: Engine | None,
    outcome: Outcome | None,
    checker: CheckerSpec | None = None,
    *,
    entry: CatalogEntry | None = None,
) -> Provenance | None:
    """Who answered: the engine that ran, else the capability's own provider (a checker, or the runtime)."""
    if engine is not None:
        ident = engine.identity
    elif entry is not None:
        ident = entry.descriptor.provider
    else:
        return None
    if engine is not None:
        isolation: IsolationMode | None = engine.sourced.manifest.isolation.mode
    else:  # checkers always run per job; a runtime-served capability runs no job at all
        isolation = IsolationMode.PER_JOB if checker is not None or outcome is not None else None
    return Provenance(
        provider_id=ident.provider_id,
        provider_version=ident.version,
        digest_kind=ident.digest_kind,
        digest=ident.digest,
        engine=engine.info.engine if engine is not None else None,
        isolation=isolation,
        enforcement=outcome.enforcement if outcome else (),
        checker_id=checker.id if checker else None,
        checker_digest=checker.digest() if checker else None,
    )


async def _supervise(ctx: RunContext, job: Job) -> Outcome:
    return await supervise(ctx.supervisor, job, ctx.on_event)


async def supervise(supervisor: Supervisor, job: Job, on_event: OnEvent | None = None) -> Outcome:
    """Run ``job`` on ``supervisor``; its refusals (no slot in time, a missing layer) as ``Failure``."""
    from .supervisor import LayerUnavailable, SlotWaitTimeout

    try:
        return await supervisor.run(job, on_event)
    except SlotWaitTimeout as exc:
        raise fail(
            Code.CONCURRENCY_WAIT_TIMEOUT, f"no job slot became free in time: {exc}", status=ExecutionStatus.TIMEOUT
        ) from exc
    except LayerUnavailable as exc:
        raise fail(Code.SANDBOX_LAYER_UNAVAILABLE, str(exc)) from exc


def _load_artifact(ctx: RunContext) -> Callable[[str], tuple[str, dict[str, Any]]]:
    def load(uri: str) -> tuple[str, dict[str, Any]]:
        if ctx.state is None:
            raise InterpretError(Code.ARTIFACT_NOT_FOUND, f"no artifact store is open; cannot read {uri}")
        from .state import StateError

        try:
            stored = ctx.state.artifacts.get(uri)
        except StateError as exc:
            raise InterpretError(exc.code, str(exc)) from exc
        return stored.schema, stored.payload

    return load


@dataclass
class CheckerRun:
    """One checker job and its verdict.

    ``failure`` is set when the job ended without a decision (a limit, a signal,
    a start failure); ``protocol_error`` when it exited but its answer broke the
    checker protocol. Both are ``UNCHECKABLE``; so is a checker's own UNCHECKABLE.
    A value: the checker job is over (and its processes gone) when one exists.
    """

    checker: CheckerSpec
    verdict: Verdict
    reason: str
    outcome: Outcome
    failure: Failure | None = None
    protocol_error: bool = False

    @property
    def job_failed(self) -> bool:
        return self.failure is not None or self.protocol_error


@dataclass
class Checked:
    """The verification stage's part of a result. ``level`` is VERIFIED only through the record gate."""

    level: AssuranceLevel
    basis: str
    verification: Verification | None = None
    run: CheckerRun | None = None
    relationships: tuple[Relationship, ...] = ()
    artifact_uris: tuple[str, ...] = ()
    obligations: tuple[Obligation, ...] = ()
    diagnostics: tuple[Diagnostic, ...] = ()

    @property
    def verdict(self) -> Verdict | None:
        return self.run.verdict if self.run else None


def read_decision(final: Any) -> tuple[Verdict, str, bool]:
    """A checker's final wire message as (verdict, reason, protocol error).

    Checkers answer ``{"accepted": bool, "reason": str, "checked": {...}}`` and may
    add ``"verdict"``; without it the verdict follows ``accepted``. Anything else --
    no decision, an unknown verdict, a verdict that contradicts ``accepted`` -- is a
    protocol error and ``UNCHECKABLE``, never an acceptance.
    """
    final = final if isinstance(final, dict) else {}
    data = final.get("data") if final.get("ok") is True else None
    if not isinstance(data, dict) or not isinstance(data.get("accepted"), bool):
        error = final.get("error")
        why = str(error.get("message", "no decision")) if isinstance(error, dict) else "no decision"
        return Verdict.UNCHECKABLE, f"protocol error: the checker gave no decision ({why[:500]})", True
    accepted, reason, declared = data["accepted"], str(data.get("reason", ""))[:900], data.get("verdict")
    if declared is None:
        return (Verdict.ACCEPTED if accepted else Verdict.REJECTED), reason, False
    try:
        verdict = Verdict(declared)
    except (TypeError, ValueError):
        return Verdict.UNCHECKABLE, f"protocol error: unknown verdict {str(declared)[:64]!r}", True
    if (verdict is Verdict.ACCEPTED) != accepted:
        return Verdict.UNCHECKABLE, f"protocol error: verdict {verdict.value} contradicts accepted={accepted}", True
    return verdict, reason, False


def environment_digest() -> str:
    """What the checker ran on: interpreter, platform and Jacobian version."""
    import platform
    import sys

    from . import __version__

    return sha256_json({"python": sys.version, "platform": platform.platform(), "jacobian": __version__})


def _pick_checker(ctx: RunContext, evidence: Evidence) -> tuple[CheckerSpec | None, str | None]:
    kind = evidence.claim.get("kind")
    matching = [c for c in ctx.checkers if kind in c.claims and evidence.format in c.formats]
    producer = evidence.claim.get("producer")
    if producer is not None:  # a checker may declare which producers it is independent of
        matching = [c for c in matching if producer not in getattr(c, "excluded_producers", ())] or matching
    if not matching:
        return None, f"no installed checker accepts claim {kind!r} in format {evidence.format!r}"
    authorized = [c for c in matching if ctx.is_authorized(c)]
    if not authorized:
        return None, f"checker {matching[0].id} is installed but not authorized for its current digest"
    return authorized[0], None


async def run_checker(ctx: RunContext, checker: CheckerSpec, evidence: Evidence) -> CheckerRun:
    """Run one checker job on the evidence and read its verdict.

    The job is built from the checker's declaration (``checkers/spec.py``): its program and arguments
    and its declared budget, or ``ctx.checker_budget`` when it declares none. A checker that is not a
    ``CheckerSpec`` (no ``program``) runs as ``python -I -m <module>``.
    """
    from .capability import python_interpreter
    from .wire import request_line

    program = getattr(checker, "program", None)
    argv = program(python_interpreter()) if program else (python_interpreter(), "-I", "-m", checker.module)
    links: dict[str, str] = {}
    if evidence.files:
        if ctx.state is None:
            msg = "no state directory is open: the evidence's stored files cannot reach the checker"
            raise fail(Code.STORAGE_ERROR, msg, stage=Stage.VERIFY)
        links = {name: str(ctx.state.artifacts.blob_file(uri)[1]) for name, uri in evidence.files.items()}
    job = Job(
        argv=argv,
        stdin=request_line({"claim": evidence.claim, "subject": evidence.subject, "certificate": evidence.certificate}),
        link_files=links,
        protocol="jsonl",
        budget=getattr(checker, "budget", None) or ctx.checker_budget,
        readonly_root=True,
        label=f"checker:{checker.id}",
    )
    outcome = await _supervise(ctx, job)
    failure = terminal_failure(outcome)
    if failure is not None:
        reason = f"the checker job did not decide: {failure.diagnostic.message}"
        return CheckerRun(checker, Verdict.UNCHECKABLE, reason, outcome, failure)
    verdict, reason, protocol_error = read_decision(outcome.final)
    return CheckerRun(checker, verdict, reason, outcome, protocol_error=protocol_error)


def _record(
    ctx: RunContext, run: CheckerRun, evidence: Evidence, input_digest: str, request_digest: str
) -> tuple[str, str, dict[str, str]]:
    """Store the evidence and the record of the checker's decision: (evidence URI, record URI, gate digests)."""
    if ctx.state is None:
        raise fail(
            Code.STORAGE_ERROR,
            "no state directory is open: a verification record cannot be written",
            stage=Stage.VERIFY,
        )
    evidence_payload = {
        "claim": evidence.claim,
        "format": evidence.format,
        "subject": evidence.subject,
        "certificate": evidence.certificate,
    }
    semantics = "jacobian.evidence." + re.sub(r"[^a-z0-9_]", "_", evidence.format.lower())
    summary = f"{evidence.claim.get('kind')} evidence ({evidence.format})"
    evidence_uri = ctx.state.artifacts.put(EVIDENCE_SCHEMA, semantics, evidence_payload, summary=summary, producer=True)
    digests = {
        "claim_digest": sha256_json(evidence.claim),
        "input_digest": input_digest,
        "evidence_digest": sha256_json(evidence_payload),
        "request_digest": request_digest,
    }
    if run.verdict is Verdict.UNCHECKABLE:
        raise ValueError("only a decided verdict (ACCEPTED or REJECTED) is recorded")
    decision: Literal["ACCEPTED", "REJECTED"] = "ACCEPTED" if run.verdict is Verdict.ACCEPTED else "REJECTED"
    record_uri = ctx.state.records.create(
        checker=run.checker,
        claim_kind=str(evidence.claim.get("kind")),
        evidence_kind=evidence.format,
        certificate_format=evidence.format,
        environment_digest=environment_digest(),
        decision=decision,
        evidence_uri=evidence_uri,
        **digests,
    )
    return evidence_uri, record_uri, digests


async def verify(ctx: RunContext, evidence: Evidence, input_digest: str, request_digest: str) -> Checked:
    """Run an authorized checker on the evidence and report its verdict; VERIFIED only through the record gate.

    In VERIFY mode a decided verdict (ACCEPTED or REJECTED) is stored as an
    immutable verification record, referenced by the result either way; EXPLORE
    mode records nothing. An UNCHECKABLE verdict records nothing either.
    """
    checker, why_not = _pick_checker(ctx, evidence)
    if checker is None:
        code = Code.CHECKER_UNAVAILABLE if "no installed" in (why_not or "") else Code.CHECKER_NOT_AUTHORIZED
        return Checked(
            AssuranceLevel.COMPUTED,
            "not verified: " + str(why_not),
            obligations=(Obligation(kind="NO_CHECKER", description=str(why_not)),),
            diagnostics=(Diagnostic.of(code, str(why_not), severity=Severity.WARNING),),
        )
    run = await run_checker(ctx, checker, evidence)
    evidence_uri = record_uri = None
    digests: dict[str, str] = {}
    if ctx.mode is Mode.VERIFY and run.verdict is not Verdict.UNCHECKABLE:
        evidence_uri, record_uri, digests = _record(ctx, run, evidence, input_digest, request_digest)
    verification = Verification(
        verdict=run.verdict,
        reason=run.reason[:1024],
        checker_id=checker.id,
        checker_digest=checker.digest(),
        record_uri=record_uri,
        evidence_uri=evidence_uri,
        execution=_execution(run.failure.status if run.failure else ExecutionStatus.COMPLETED, None, run.outcome),
        enforcement=run.outcome.enforcement,
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
        return Checked(
            AssuranceLevel.COMPUTED,
            message[:1000],
            verification,
            run,
            evidence_rels,
            stored,
            diagnostics=(Diagnostic.of(Code.CHECKER_REJECTED, message, severity=Severity.WARNING),),
        )
    if record_uri is None or ctx.state is None:  # (a record is only ever written to an open state)
        explore = f"{who} accepted the evidence (EXPLORE mode: not recorded, not VERIFIED)"
        return Checked(AssuranceLevel.COMPUTED, explore, verification, run)
    gate = ctx.state.records.gate(record_uri, checker=checker, certificate_format=evidence.format, **digests)
    if not gate.ok:
        refused = Diagnostic.of(Code.VERIFICATION_GATE_REFUSED, gate.reason, severity=Severity.WARNING)
        return Checked(
            AssuranceLevel.COMPUTED,
            "the verification record did not pass the gate",
            verification,
            run,
            evidence_rels,
            stored,
            diagnostics=(refused,),
        )
    basis = f"{who} accepted {evidence.format} evidence for {evidence.claim.get('kind')}: {run.reason}"
    rels = evidence_rels + (Relationship(kind=VERIFICATION_RECORD, uri=record_uri),)
    return Checked(AssuranceLevel.VERIFIED, basis[:1000], verification, run, rels, stored)


def _adapter_failure(entry: CatalogEntry, stage: Stage, exc: Exception, outcome: Outcome | None = None) -> Failure:
    """An unexpected exception in an adapter is a result with a diagnostic at its stage, never a traceback."""
    termination = outcome.termination if outcome else None
    if isinstance(exc, StorageFailure):
        diagnostic = Diagnostic.of(exc.code, str(exc), stage=Stage.STORAGE)
    else:
        message = f"the {entry.descriptor.id} adapter failed at {stage.value}: {type(exc).__name__}: {str(exc)[:500]}"
        diagnostic = Diagnostic.of(Code.INTERNAL_ERROR, message, stage=stage)
    return Failure(ExecutionStatus.ERROR, diagnostic, termination, outcome)


async def run_capability(ctx: RunContext, payload: Any) -> CapabilityResult:
    """The whole pipeline. Raises only trio.Cancelled (after the job is cleaned up)."""
    started = time.perf_counter()
    entry, engine, outcome, request_digest = ctx.entry, None, None, None
    try:
        # 1-3: resolve, policy, mode
        if entry is None and ctx.unavailable is not None:
            raise fail(Code.PROVIDER_UNAVAILABLE, ctx.unavailable, path="$.capability_id", stage=Stage.READINESS)
        if entry is None:
            raise fail(
                Code.UNKNOWN_CAPABILITY, f"no installed capability {ctx.capability_id!r}", path="$.capability_id"
            )
        if ctx.policy is not None:
            allowed, reasons = ctx.policy.decide(entry.descriptor, ctx.mode)
            if not allowed:
                raise fail(
                    Code.CAPABILITY_POLICY_DENIED,
                    "denied by operator policy: " + "; ".join(reasons),
                    path="$.capability_id",
                )
        if ctx.mode not in entry.descriptor.modes:
            why = (
                " (no authorized checker for its claims)"
                if ctx.mode is Mode.VERIFY and Mode.VERIFY in entry.definition.modes
                else ""
            )
            raise fail(
                Code.UNSUPPORTED_MODE, f"{ctx.capability_id} does not offer mode {ctx.mode.value}{why}", path="$.mode"
            )
        # 4: validate (nothing spawned or written before this passes)
        request = validate(entry, payload)
        request_json = request.model_dump(mode="json")
        request_digest = sha256_json(request_json)
        input_digest = sha256_json({k: v for k, v in request_json.items() if k not in ("engine", "budget", "solver")})
        if ctx.after_validate is not None:
            ctx.after_validate()
        if entry.definition.checker_backed:
            return await _run_checker_backed(ctx, entry, request, input_digest, request_digest, started)
        if entry.definition.runtime_served:
            if ctx.state is None:
                raise fail(Code.STORAGE_ERROR, "no state directory is open", stage=Stage.STORAGE)
            events = RUN_EVENTS.set(ctx.on_event)
            try:
                interp = entry.definition.serve(request, ctx.state)
                if inspect.isawaitable(interp):  # a runtime-served capability that waits (experiment.wait)
                    interp = await interp
            except InterpretError as exc:
                raise fail(exc.code, exc.message, path=exc.path, stage=exc.stage or Stage.INTERPRET) from exc
            except Exception as exc:  # noqa: BLE001 - an adapter bug is a result, not a traceback
                raise _adapter_failure(entry, Stage.INTERPRET, exc) from exc
            finally:
                RUN_EVENTS.reset(events)
            return await _finish(ctx, entry, None, None, interp, input_digest, request_digest, started)
        engine = choose_engine(entry, request)
        # 5: readiness
        check_readiness(engine)
        # 6: plan
        plan_ctx = PlanContext(
            engine=engine.info,
            budget=budget_for(engine, request),
            mode=ctx.mode,
            base_job=base_job(engine),
            load_artifact=_load_artifact(ctx),
        )
        try:
            job = entry.definition.plan(request, plan_ctx)
        except InterpretError as exc:
            raise fail(exc.code, exc.message, path=exc.path, stage=exc.stage or Stage.PLAN) from exc
        except Exception as exc:  # noqa: BLE001 - an adapter bug is a result, not a traceback
            raise _adapter_failure(entry, Stage.PLAN, exc) from exc
        # 7: supervise (here, or on an executor's node)
        outcome = await (ctx.run_job(job, engine) if ctx.run_job is not None else _supervise(ctx, job))
        failure = terminal_failure(outcome)
        if failure is not None:
            raise failure
        # 8: interpret
        try:
            interp = entry.definition.interpret(request, outcome, plan_ctx)
        except InterpretError as exc:
            raise Failure(
                ExecutionStatus.ERROR,
                Diagnostic.of(exc.code, exc.message, path=exc.path, stage=exc.stage or Stage.INTERPRET),
                outcome.termination,
                outcome,
            ) from exc
        except Exception as exc:  # noqa: BLE001 - an adapter bug is a result, not a traceback
            raise _adapter_failure(entry, Stage.INTERPRET, exc, outcome) from exc
        return await _finish(ctx, entry, engine, outcome, interp, input_digest, request_digest, started)
    except StorageFailure as exc:
        failure = Failure(
            ExecutionStatus.ERROR,
            Diagnostic.of(exc.code, str(exc), stage=Stage.STORAGE),
            outcome.termination if outcome else None,
            outcome,
        )
        return _error_result(
            ctx,
            failure,
            started,
            provenance=_provenance(engine, outcome) if engine is not None else None,
            request_digest=request_digest,
        )
    except Failure as failure:
        prov = _provenance(engine, failure.outcome or outcome) if engine is not None else None
        return _error_result(ctx, failure, started, provenance=prov, request_digest=request_digest)


def _retain(ctx: RunContext, interp: Interpretation) -> tuple[tuple[str, ...], tuple[Relationship, ...]]:
    uris, rels = [], []
    if not interp.retain:
        return (), ()
    if ctx.state is None:
        return (), ()
    for item in interp.retain:
        uri = ctx.state.artifacts.put(item.schema, item.semantics, item.payload, summary=item.summary, producer=True)
        uris.append(uri)
        rels.append(Relationship(kind=item.relationship, uri=uri, description=item.summary[:512]))
    return tuple(uris), tuple(rels)


async def _finish(
    ctx: RunContext,
    entry: CatalogEntry,
    engine: Engine | None,
    outcome: Outcome | None,
    interp: Interpretation,
    input_digest: str,
    request_digest: str,
    started: float,
) -> CapabilityResult:
    """A producer's interpretation as a result; in VERIFY mode its evidence goes to a checker first.

    A rejected certificate makes the run an ERROR (the producer's answer is not
    supported by its own evidence) that still references the rejection record;
    evidence the checker could not check leaves the answer COMPUTED, with an obligation.
    """
    for d in interp.diagnostics:
        if d.severity is Severity.ERROR:
            raise Failure(ExecutionStatus.ERROR, d, outcome.termination if outcome else None, outcome)
    level = AssuranceLevel.HEURISTIC if interp.level is AssuranceLevel.HEURISTIC else AssuranceLevel.COMPUTED
    basis, checked = interp.assurance_basis, None
    obligations, diagnostics = list(interp.obligations), list(interp.diagnostics)
    artifact_uris, relationships = _retain(ctx, interp)
    if ctx.mode is Mode.VERIFY:
        if interp.evidence is None:
            if not obligations:
                obligations.append(
                    Obligation(
                        kind="NO_EVIDENCE", description="the run produced no checkable evidence for its conclusion"
                    )
                )
            diagnostics.append(
                Diagnostic.of(
                    Code.NO_EVIDENCE,
                    "no checkable evidence was produced; the result stays " + level.value,
                    severity=Severity.WARNING,
                )
            )
        else:
            checked = await verify(ctx, interp.evidence, input_digest, request_digest)
            if checked.verdict is Verdict.REJECTED:
                termination = outcome.termination if outcome else None
                rejected = Diagnostic.of(Code.CHECKER_REJECTED, checked.basis)
                raise Failure(ExecutionStatus.ERROR, rejected, termination, outcome, checked=checked)
            level = AssuranceLevel.VERIFIED if checked.level is AssuranceLevel.VERIFIED else level
            basis = checked.basis
            obligations += checked.obligations
            diagnostics += checked.diagnostics
    return build_result(
        ctx,
        started,
        status=ExecutionStatus.COMPLETED,
        conclusion=interp.conclusion,
        completeness=interp.completeness,
        completeness_basis=interp.completeness_basis,
        level=level,
        basis=basis,
        outcome=outcome,
        input_digest=input_digest,
        output=interp.output,
        qualifiers=interp.qualifiers,
        obligations=tuple(obligations),
        diagnostics=tuple(diagnostics),
        artifact_uris=artifact_uris,
        relationships=relationships,
        checked=checked,
        provenance=_provenance(engine, outcome, checked.run.checker if checked and checked.run else None, entry=entry),
    )


_DECIDED = {
    Verdict.ACCEPTED: Conclusion.TRUE,
    Verdict.REJECTED: Conclusion.FALSE,
    Verdict.UNCHECKABLE: Conclusion.UNKNOWN,
}


async def _run_checker_backed(
    ctx: RunContext, entry: CatalogEntry, request: BaseModel, input_digest: str, request_digest: str, started: float
) -> CapabilityResult:
    """``sat.model.verify`` and its like: the checker's verdict is the answer.

    ACCEPTED is TRUE, REJECTED is FALSE (with the checker's reason), both COMPLETE;
    a checker job that hit a limit, crashed or broke the protocol ends the run
    (TIMEOUT or ERROR, ``CHECKER_FAILED``); a checker that says it cannot check
    the evidence gives UNKNOWN. Execution and provenance are the checker job's own.
    """
    try:
        evidence = entry.definition.evidence_from_request(request, _load_artifact(ctx))
    except InterpretError as exc:
        raise fail(exc.code, exc.message, path=exc.path, stage=exc.stage or Stage.PLAN) from exc
    except Exception as exc:  # noqa: BLE001 - an adapter bug is a result, not a traceback
        raise _adapter_failure(entry, Stage.PLAN, exc) from exc
    checked = await verify(ctx, evidence, input_digest, request_digest)
    run = checked.run
    if run is None:
        code = Code.CHECKER_NOT_AUTHORIZED if "authorized" in checked.basis else Code.CHECKER_UNAVAILABLE
        raise fail(code, checked.basis, stage=Stage.VERIFY)
    provenance = _provenance(None, run.outcome, run.checker, entry=entry)
    if run.job_failed:
        status = run.failure.status if run.failure else ExecutionStatus.ERROR
        why = checked.basis.removeprefix("not verified: ")
        diagnostic = Diagnostic.of(Code.CHECKER_FAILED, why, stage=Stage.VERIFY)
        raise Failure(status, diagnostic, run.outcome.termination, run.outcome, checked=checked, provenance=provenance)
    decided = run.verdict is not Verdict.UNCHECKABLE
    basis = checked.basis
    if run.verdict is Verdict.REJECTED:
        basis = (
            "the checker rejected the evidence; rejection is computed, not a verified refutation of the claim: "
            + run.reason
        )
    return build_result(
        ctx,
        started,
        status=ExecutionStatus.COMPLETED,
        conclusion=_DECIDED[run.verdict],
        completeness=Completeness.COMPLETE if decided else Completeness.UNKNOWN,
        completeness_basis=(
            "the checker examined the whole evidence against the whole input"
            if decided
            else "the checker could not check this evidence"
        ),
        level=checked.level,
        basis=basis,
        outcome=run.outcome,
        input_digest=input_digest,
        output={"accepted": run.verdict is Verdict.ACCEPTED, "reason": run.reason},
        obligations=checked.obligations,
        diagnostics=checked.diagnostics,
        checked=checked,
        provenance=provenance,
    )
