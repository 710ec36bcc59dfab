"""Building the one ``CapabilityResult`` of a run, from values the stages hand up; it knows no stage.

The result model itself enforces the contract's cross-field rules (VERIFIED needs VERIFY mode, a
COMPLETED run and an accepting record; a run that did not complete concludes nothing), so these
builders cannot produce an inconsistent result, only refuse to.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from ..contracts.enums import (
    AssuranceLevel,
    Completeness,
    Conclusion,
    ExecutionStatus,
    IsolationMode,
    Mode,
    Qualifier,
    TerminationReason,
)
from ..contracts.job import Outcome
from ..contracts.result import (
    Assurance,
    CapabilityResult,
    CompletenessInfo,
    Execution,
    Obligation,
    Provenance,
    Relationship,
    Scope,
)
from .context import Checked, Failure

if TYPE_CHECKING:
    from ..catalog import CatalogEntry, Engine
    from ..checkers.spec import CheckerSpec
    from ..contracts.diagnostics import Diagnostic


def execution(status: ExecutionStatus, started: float | None, outcome: Outcome | None) -> Execution:
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


def provenance(
    engine: Engine | None,
    outcome: Outcome | None,
    checker: CheckerSpec | None = None,
    *,
    entry: CatalogEntry | None = None,
) -> Provenance | None:
    """Who answered: the engine that ran, else the capability's own provider (a checker, or the runtime)."""
    if engine is not None:
        ident = engine.identity
        isolation: IsolationMode | None = engine.sourced.manifest.isolation.mode
    elif entry is not None:
        ident = entry.descriptor.provider
        # a checker's job: per job or forked from its template, as the outcome says; a runtime-served
        # capability runs no job at all
        isolation = outcome.isolation if outcome is not None else (IsolationMode.PER_JOB if checker else None)
    else:
        return None
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


def build_result(
    capability_id: str,
    capability_version: str,
    mode: Mode,
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

    ``outcome`` is the job whose usage the execution reports (the engine's, or the checker's for a
    checker-backed capability); ``checked`` adds the verification stage's verdict, record and
    evidence (its diagnostics and obligations are the caller's to include). The record URI goes
    into assurance only when VERIFIED.
    """
    if isinstance(output, BaseModel):
        output = output.model_dump(mode="json", by_alias=True)
    run = execution(status, started, outcome)
    if termination is not None or outcome is None:
        run = run.model_copy(update={"termination": termination})
    verification = checked.verification if checked else None
    record_uri = verification.record_uri if verification and level is AssuranceLevel.VERIFIED else None
    return CapabilityResult(
        capability_id=capability_id,
        capability_version=capability_version,
        mode=mode,
        execution=run,
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


def error_result(
    capability_id: str,
    capability_version: str,
    mode: Mode,
    failure: Failure,
    started: float,
    *,
    provenance: Provenance | None = None,
    request_digest: str | None = None,
) -> CapabilityResult:
    """A failed stage as a result: UNKNOWN, never COMPLETE, its diagnostic; a checker's verdict stays referenced."""
    stage, code = failure.diagnostic.stage.value, failure.diagnostic.code.value
    return build_result(
        capability_id,
        capability_version,
        mode,
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
