"""One ``math.run``, end to end (DESIGN.md "One math.run, end to end").

resolve -> policy -> mode -> validate -> readiness -> plan -> supervise ->
interpret -> verify -> result. Every failure becomes a ``CapabilityResult``
whose diagnostic names its stage; nothing is spawned or written before
validation passes; producers are capped at COMPUTED.
"""

from __future__ import annotations

import hashlib
import re
import json
import time
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

import rfc8785
from pydantic import BaseModel, ValidationError

from . import digests
from .capability import BudgetRequest, Evidence, Interpretation, InterpretError, PlanContext
from .catalog import CatalogEntry, Engine
from .contracts.diagnostics import Code, Diagnostic, Stage, json_path
from .contracts.enums import (
    AssuranceLevel,
    Completeness,
    Conclusion,
    ExecutionStatus,
    IsolationMode,
    Mode,
    Severity,
    TerminationReason,
)
from .contracts.job import Budget, Job, Outcome
from .contracts.result import (
    Assurance,
    CapabilityResult,
    CompletenessInfo,
    Execution,
    Obligation,
    Provenance,
    Relationship,
    Scope,
)

MAX_PAYLOAD_BYTES = 4 * 1024 * 1024
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
    """A stage failed: carries the result's status and diagnostic."""

    def __init__(self, status: ExecutionStatus, diagnostic: Diagnostic, termination: TerminationReason | None = None, outcome: Outcome | None = None) -> None:
        super().__init__(diagnostic.message)
        self.status = status
        self.diagnostic = diagnostic
        self.termination = termination
        self.outcome = outcome


def fail(code: Code, message: str, *, status: ExecutionStatus = ExecutionStatus.ERROR, path: str | None = None, stage: Stage | None = None, hint: str | None = None) -> Failure:
    return Failure(status, Diagnostic.of(code, message, path=path, stage=stage, hint=hint))


@dataclass
class RunContext:
    """What one run needs from the runtime (kept small so tests can build one)."""

    entry: CatalogEntry | None
    capability_id: str
    mode: Mode
    supervisor: Any
    state: Any | None
    policy: Any | None
    checkers: tuple[Any, ...]
    is_authorized: Callable[[Any], bool]
    on_event: Callable[..., Any] | None = None


def _error_result(ctx: RunContext, failure: Failure, started: float, *, version: str = "0.0.0", provenance: Provenance | None = None, request_digest: str | None = None) -> CapabilityResult:
    outcome = failure.outcome
    usage = outcome.usage if outcome else None
    return CapabilityResult(
        capability_id=ctx.capability_id,
        capability_version=ctx.entry.descriptor.version if ctx.entry else version,
        mode=ctx.mode,
        execution=Execution(
            status=failure.status,
            wall_ms=int((time.perf_counter() - started) * 1000),
            cpu_ms=int(usage.cpu_seconds * 1000) if usage and usage.cpu_seconds is not None else None,
            peak_memory_bytes=usage.peak_memory_bytes if usage else None,
            termination=failure.termination,
        ),
        conclusion=Conclusion.UNKNOWN,
        scope=Scope(input_digest=request_digest),
        completeness=CompletenessInfo(value=Completeness.UNKNOWN, basis=f"the run did not complete ({failure.diagnostic.stage.value}: {failure.diagnostic.code.value})"),
        assurance=Assurance(level=AssuranceLevel.HEURISTIC if failure.status is not ExecutionStatus.COMPLETED else AssuranceLevel.COMPUTED, basis="no answer was established"),
        diagnostics=(failure.diagnostic,),
        provenance=provenance,
    )


def validate(entry: CatalogEntry, payload: Any) -> BaseModel:
    if not isinstance(payload, dict):
        raise fail(Code.INVALID_REQUEST, f"payload must be a JSON object, not {type(payload).__name__}", path="$.payload")
    try:
        text = json.dumps(payload, ensure_ascii=False, allow_nan=False)
        data = text.encode("utf-8", "surrogatepass")
    except (TypeError, ValueError) as exc:
        raise fail(Code.INVALID_REQUEST, f"payload is not JSON-serializable: {exc}", path="$.payload") from exc
    if len(data) > MAX_PAYLOAD_BYTES:
        raise fail(Code.PAYLOAD_TOO_LARGE, f"payload is {len(data)} bytes; the limit is {MAX_PAYLOAD_BYTES}", path="$.payload")
    try:
        # Strict JSON-mode validation: exactly what the published JSON Schema accepts
        # (no "5" for an integer), so math.find's CONTRACT view and math.run agree.
        return entry.request_model.model_validate_json(data, strict=True)
    except ValidationError as exc:
        errors = exc.errors(include_url=False)
        first = errors[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        message = f"{first['msg']}{more}"
        if first["type"] == "extra_forbidden":
            message = f"unknown field{more}"
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
            raise fail(Code.PROVIDER_IDENTITY_CHANGED, f"provider {m.provider} changed and can no longer be digested: {exc}") from exc
        if current.digest != health.digest:
            raise fail(Code.PROVIDER_IDENTITY_CHANGED, f"provider {m.provider} changed since its probe: digest {current.digest[:23]}... differs from the probed {str(health.digest)[:23]}...")
    engine.readiness[:] = [(now, fingerprint)]  # same files (or touched, same content): trusted for a while


def budget_for(engine: Engine, request: BaseModel) -> Budget:
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
        extra = {"pool_max_jobs": iso.pool.max_jobs_per_worker, "pool_recycle_memory_bytes": iso.pool.recycle_memory, "pool_size": iso.pool.size}
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


def _provenance(engine: Engine | None, outcome: Outcome | None, checker: Any | None = None, *, entry: CatalogEntry | None = None) -> Provenance | None:
    """Who answered: the engine that ran, else the capability's own provider (a checker, or the runtime)."""
    if engine is None and entry is None:
        return None
    ident = engine.identity if engine is not None else entry.descriptor.provider  # type: ignore[union-attr]
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
    from .supervisor import LayerUnavailable, SlotWaitTimeout

    try:
        return await ctx.supervisor.run(job, ctx.on_event)
    except SlotWaitTimeout as exc:
        raise fail(Code.CONCURRENCY_WAIT_TIMEOUT, f"no job slot became free in time: {exc}", status=ExecutionStatus.TIMEOUT) from exc
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
class Verification:
    level: AssuranceLevel
    basis: str
    record_uri: str | None
    checker: Any | None
    relationships: tuple[Relationship, ...]
    obligations: tuple[Obligation, ...]
    diagnostics: tuple[Diagnostic, ...]
    accepted: bool | None
    artifact_uris: tuple[str, ...]


def environment_digest() -> str:
    """What the checker ran on: interpreter, platform and Jacobian version."""
    import platform
    import sys

    from . import __version__

    return sha256_json({"python": sys.version, "platform": platform.platform(), "jacobian": __version__})


def _pick_checker(ctx: RunContext, evidence: Evidence) -> tuple[Any | None, str | None]:
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


async def verify(ctx: RunContext, evidence: Evidence, input_digest: str, request_digest: str) -> Verification:
    """Run an authorized checker on the evidence; VERIFIED only through the record gate."""
    from .capability import python_interpreter
    from .wire import request_line

    checker, why_not = _pick_checker(ctx, evidence)
    if checker is None:
        code = Code.CHECKER_UNAVAILABLE if "no installed" in (why_not or "") else Code.CHECKER_NOT_AUTHORIZED
        return Verification(AssuranceLevel.COMPUTED, "not verified: " + str(why_not), None, None, (), (Obligation(kind="NO_CHECKER", description=str(why_not)),), (Diagnostic.of(code, str(why_not), severity=Severity.WARNING),), None, ())
    job = Job(
        argv=(python_interpreter(), "-I", "-m", checker.module),
        stdin=request_line({"claim": evidence.claim, "subject": evidence.subject, "certificate": evidence.certificate}),
        protocol="jsonl",
        budget=CHECKER_BUDGET,
        readonly_root=True,
        label=f"checker:{checker.id}",
    )
    outcome = await _supervise(ctx, job)
    failure = terminal_failure(outcome)
    if failure is not None:
        raise Failure(ExecutionStatus.ERROR, Diagnostic.of(Code.CHECKER_FAILED, f"checker {checker.id} did not decide: {failure.diagnostic.message}", stage=Stage.VERIFY), failure.termination, outcome)
    final = outcome.final or {}
    data = final.get("data") if final.get("ok") else None
    if not isinstance(data, dict) or not isinstance(data.get("accepted"), bool):
        err = (final.get("error") or {}).get("message", "no decision")
        raise fail(Code.CHECKER_FAILED, f"checker {checker.id} gave no decision: {err}", stage=Stage.VERIFY)
    accepted: bool = data["accepted"]
    reason = str(data.get("reason", ""))[:1000]
    if ctx.state is None:
        raise fail(Code.STORAGE_ERROR, "no state directory is open: a verification record cannot be written", stage=Stage.VERIFY)
    evidence_payload = {"claim": evidence.claim, "format": evidence.format, "subject": evidence.subject, "certificate": evidence.certificate}
    claim_digest = sha256_json(evidence.claim)
    evidence_uri = ctx.state.artifacts.put(EVIDENCE_SCHEMA, "jacobian.evidence." + re.sub(r"[^a-z0-9_]", "_", evidence.format.lower()), evidence_payload, summary=f"{evidence.claim.get('kind')} evidence ({evidence.format})", producer=True)
    evidence_digest = sha256_json(evidence_payload)
    record_uri = ctx.state.records.create(
        checker=checker,
        claim_kind=str(evidence.claim.get("kind")),
        claim_digest=claim_digest,
        input_digest=input_digest,
        evidence_kind=evidence.format,
        evidence_digest=evidence_digest,
        certificate_format=evidence.format,
        request_digest=request_digest,
        environment_digest=environment_digest(),
        decision="ACCEPTED" if accepted else "REJECTED",
        evidence_uri=evidence_uri,
    )
    rels = (Relationship(kind="EVIDENCE", uri=evidence_uri), Relationship(kind="VERIFICATION_RECORD", uri=record_uri))
    if not accepted:
        raise Failure(ExecutionStatus.ERROR, Diagnostic.of(Code.CHECKER_REJECTED, f"checker {checker.id} rejected the evidence: {reason}"), None, outcome)
    gate = ctx.state.records.gate(record_uri, checker=checker, claim_digest=claim_digest, input_digest=input_digest, evidence_digest=evidence_digest, certificate_format=evidence.format, request_digest=request_digest)
    if not gate.ok:
        return Verification(AssuranceLevel.COMPUTED, "the verification record did not pass the gate", None, checker, rels, (), (Diagnostic.of(Code.VERIFICATION_GATE_REFUSED, gate.reason, severity=Severity.WARNING),), True, (evidence_uri, record_uri))
    basis = f"checker {checker.id} ({checker.digest()[:19]}...) accepted {evidence.format} evidence for {evidence.claim.get('kind')}: {reason}"
    return Verification(AssuranceLevel.VERIFIED, basis[:1000], record_uri, checker, rels, (), (), True, (evidence_uri, record_uri))


async def run_capability(ctx: RunContext, payload: Any) -> CapabilityResult:
    """The whole pipeline. Raises only trio.Cancelled (after the job is cleaned up)."""
    started = time.perf_counter()
    entry, engine, outcome, request_digest = ctx.entry, None, None, None
    try:
        # 1-3: resolve, policy, mode
        if entry is None:
            raise fail(Code.UNKNOWN_CAPABILITY, f"no installed capability {ctx.capability_id!r}", path="$.capability_id")
        if ctx.policy is not None:
            allowed, reasons = ctx.policy.decide(entry.descriptor, ctx.mode)
            if not allowed:
                raise fail(Code.CAPABILITY_POLICY_DENIED, "denied by operator policy: " + "; ".join(reasons), path="$.capability_id")
        if ctx.mode not in entry.descriptor.modes:
            why = " (no authorized checker for its claims)" if ctx.mode is Mode.VERIFY and Mode.VERIFY in entry.definition.modes else ""
            raise fail(Code.UNSUPPORTED_MODE, f"{ctx.capability_id} does not offer mode {ctx.mode.value}{why}", path="$.mode")
        # 4: validate (nothing spawned or written before this passes)
        request = validate(entry, payload)
        request_json = request.model_dump(mode="json")
        request_digest = sha256_json(request_json)
        input_digest = sha256_json({k: v for k, v in request_json.items() if k not in ("engine", "budget", "solver")})
        if entry.definition.checker_backed:
            return await _run_checker_backed(ctx, entry, request, input_digest, request_digest, started)
        if entry.definition.runtime_served:
            if ctx.state is None:
                raise fail(Code.STORAGE_ERROR, "no state directory is open", stage=Stage.STORAGE)
            try:
                interp = entry.definition.serve(request, ctx.state)
            except InterpretError as exc:
                raise fail(exc.code, exc.message, path=exc.path, stage=exc.stage or Stage.INTERPRET) from exc
            return await _finish(ctx, entry, None, None, interp, input_digest, request_digest, started)
        engine = choose_engine(entry, request)
        # 5: readiness
        check_readiness(engine)
        # 6: plan
        plan_ctx = PlanContext(engine=engine.info, budget=budget_for(engine, request), mode=ctx.mode, base_job=base_job(engine), load_artifact=_load_artifact(ctx))
        try:
            job = entry.definition.plan(request, plan_ctx)
        except InterpretError as exc:
            raise fail(exc.code, exc.message, path=exc.path, stage=exc.stage or Stage.PLAN) from exc
        # 7: supervise
        outcome = await _supervise(ctx, job)
        failure = terminal_failure(outcome)
        if failure is not None:
            raise failure
        # 8: interpret
        try:
            interp = entry.definition.interpret(request, outcome, plan_ctx)
        except InterpretError as exc:
            raise Failure(ExecutionStatus.ERROR, Diagnostic.of(exc.code, exc.message, path=exc.path, stage=exc.stage or Stage.INTERPRET), outcome.termination, outcome) from exc
        return await _finish(ctx, entry, engine, outcome, interp, input_digest, request_digest, started)
    except StorageFailure as exc:
        failure = Failure(ExecutionStatus.ERROR, Diagnostic.of(exc.code, str(exc), stage=Stage.STORAGE), outcome.termination if outcome else None, outcome)
        return _error_result(ctx, failure, started, provenance=_provenance(engine, outcome) if engine is not None else None, request_digest=request_digest)
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


async def _finish(ctx: RunContext, entry: CatalogEntry, engine: Engine | None, outcome: Outcome | None, interp: Interpretation, input_digest: str, request_digest: str, started: float) -> CapabilityResult:
    for d in interp.diagnostics:
        if d.severity is Severity.ERROR:
            raise Failure(ExecutionStatus.ERROR, d, outcome.termination if outcome else None, outcome)
    level = AssuranceLevel.HEURISTIC if interp.level is AssuranceLevel.HEURISTIC else AssuranceLevel.COMPUTED
    basis, record_uri, checker = interp.assurance_basis, None, None
    obligations, diagnostics = list(interp.obligations), list(interp.diagnostics)
    artifact_uris, relationships = _retain(ctx, interp)
    if ctx.mode is Mode.VERIFY:
        if interp.evidence is None:
            if not obligations:
                obligations.append(Obligation(kind="NO_EVIDENCE", description="the run produced no checkable evidence for its conclusion"))
            diagnostics.append(Diagnostic.of(Code.NO_EVIDENCE, "no checkable evidence was produced; the result stays " + level.value, severity=Severity.WARNING))
        else:
            v = await verify(ctx, interp.evidence, input_digest, request_digest)
            level, basis, record_uri, checker = (v.level if v.level is AssuranceLevel.VERIFIED else level), v.basis, v.record_uri, v.checker
            obligations += v.obligations
            diagnostics += v.diagnostics
            artifact_uris += v.artifact_uris
            relationships += v.relationships
    output = interp.output.model_dump(mode="json", by_alias=True) if isinstance(interp.output, BaseModel) else interp.output
    usage = outcome.usage if outcome else None
    return CapabilityResult(
        capability_id=entry.descriptor.id,
        capability_version=entry.descriptor.version,
        mode=ctx.mode,
        execution=Execution(
            status=ExecutionStatus.COMPLETED,
            wall_ms=int((time.perf_counter() - started) * 1000),
            cpu_ms=int(usage.cpu_seconds * 1000) if usage and usage.cpu_seconds is not None else None,
            peak_memory_bytes=usage.peak_memory_bytes if usage else None,
            termination=outcome.termination if outcome else None,
        ),
        conclusion=interp.conclusion,
        output=output,
        scope=Scope(input_digest=input_digest),
        completeness=CompletenessInfo(value=interp.completeness, basis=interp.completeness_basis[:1024]),
        qualifiers=interp.qualifiers,
        assurance=Assurance(level=level, basis=basis[:1024], verification_record_uri=record_uri, obligations=tuple(obligations)),
        artifact_uris=artifact_uris,
        relationships=relationships,
        diagnostics=tuple(diagnostics),
        provenance=_provenance(engine, outcome, checker, entry=entry),
    )


async def _run_checker_backed(ctx: RunContext, entry: CatalogEntry, request: BaseModel, input_digest: str, request_digest: str, started: float) -> CapabilityResult:
    """``sat.model.verify`` and its like: the checker's decision is the answer."""
    try:
        evidence = entry.definition.evidence_from_request(request, _load_artifact(ctx))
    except InterpretError as exc:
        raise fail(exc.code, exc.message, path=exc.path, stage=exc.stage or Stage.PLAN) from exc
    try:
        v = await verify(ctx, evidence, input_digest, request_digest)
    except Failure as failure:
        if failure.diagnostic.code is not Code.CHECKER_REJECTED:
            raise
        # A rejection is this capability's answer: the evidence does not establish the claim.
        interp = Interpretation(
            conclusion=Conclusion.FALSE,
            output={"accepted": False, "reason": failure.diagnostic.message},
            completeness=Completeness.COMPLETE,
            completeness_basis="the checker examined the whole evidence against the whole input",
            assurance_basis="the checker rejected the evidence; rejection is computed, not a verified refutation of the claim",
        )
        return await _finish(ctx, entry, None, failure.outcome, interp, input_digest, request_digest, started)
    if v.checker is None:
        raise fail(Code.CHECKER_NOT_AUTHORIZED if "authorized" in v.basis else Code.CHECKER_UNAVAILABLE, v.basis, stage=Stage.VERIFY)
    level = v.level if ctx.mode is Mode.VERIFY else AssuranceLevel.COMPUTED
    return CapabilityResult(
        capability_id=entry.descriptor.id,
        capability_version=entry.descriptor.version,
        mode=ctx.mode,
        execution=Execution(status=ExecutionStatus.COMPLETED, wall_ms=int((time.perf_counter() - started) * 1000), termination=TerminationReason.EXITED),
        conclusion=Conclusion.TRUE,
        output={"accepted": True, "reason": v.basis},
        scope=Scope(input_digest=input_digest),
        completeness=CompletenessInfo(value=Completeness.COMPLETE, basis="the checker examined the whole evidence against the whole input"),
        assurance=Assurance(level=level, basis=v.basis if level is AssuranceLevel.VERIFIED else "checker accepted (EXPLORE mode: not recorded as VERIFIED)", verification_record_uri=v.record_uri if level is AssuranceLevel.VERIFIED else None),
        artifact_uris=v.artifact_uris,
        relationships=v.relationships,
        diagnostics=v.diagnostics,
        provenance=_provenance(None, None, v.checker, entry=entry),
    )
