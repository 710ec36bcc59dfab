"""The bottom of a run: what it needs from the runtime (:class:`RunContext`), the values the stages
hand upward (:class:`Admitted`, :class:`CheckerRun`, :class:`Checked`), and the failure type.

A :class:`Failure` carries its diagnostic (code and stage) as data, set where the failure happens;
nothing above ever derives a code from a message. Every stage raises it; only the sequence in
``jacobian.run`` turns it into a ``CapabilityResult``, so it never reaches a caller of the runtime.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

import rfc8785

from .. import jcs
from ..capability import AnyCapability, Request
from ..contracts.diagnostics import Code, Diagnostic, Stage
from ..contracts.enums import AssuranceLevel, ExecutionStatus, Mode, TerminationReason, Verdict
from ..contracts.job import MIB, Budget, Job, Outcome
from ..contracts.result import Obligation, Provenance, Relationship, Verification

if TYPE_CHECKING:
    from ..catalog import CatalogEntry, Engine
    from ..checkers.spec import CheckerSpec
    from ..state import State
    from ..state.policy import Policy
    from ..supervisor import Supervisor
    from ..supervisor.runner import OnEvent

# Runs a planned job elsewhere than the local supervisor (an experiment executor): the same Job and Outcome.
RunJob = Callable[["Job", "Engine"], Awaitable["Outcome"]]
CHECKER_BUDGET = Budget(wall_seconds=120.0, memory_bytes=2048 * MIB, max_processes=8, output_bytes=16 * MIB)


def sha256_json(value: Any) -> str:
    """The digest of a JSON value in its canonical form (RFC 8785).

    RFC 8785 has no form for an integer beyond 2^53 (JSON numbers are doubles there), yet a request may carry
    one exactly (a model's literal, a large n): such a value is digested in Python's own canonical JSON
    (sorted keys, no blanks, integers exact), prefixed so that no RFC 8785 text can digest the same.
    """
    try:
        return "sha256:" + hashlib.sha256(jcs.dumps(value)).hexdigest()
    except rfc8785.IntegerDomainError:
        text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
        return "sha256:" + hashlib.sha256(b"big-integer-json:" + text.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass
class RunContext:
    """What one run needs from the runtime (kept small so tests can build one). It owns nothing:
    the supervisor, state and policy belong to whoever built it.

    ``after_validate`` runs once the payload has passed validation and before anything is spawned
    or written (the runtime binds the reasoning log there); a :class:`Failure` it raises ends the
    run as that failure. ``run_job`` runs the planned job instead of the local supervisor (an
    experiment executor, e.g. Ray); it raises ``Failure`` for what it cannot run. Checker jobs
    always run on ``supervisor``.
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
    run_job: RunJob | None = None
    retain_evidence: bool = False  # EXPLORE: store the run's evidence for a later check (certificate.verify)


@dataclass(frozen=True)
class Admitted:
    """A call that passed admission: its definition, the validated request and its parse, and the
    digests that bind it (``input_digest`` leaves out the run fields: engine, budget, solver)."""

    entry: CatalogEntry
    definition: AnyCapability
    request: Request
    parsed: Any
    request_digest: str
    input_digest: str


class Failure(Exception):
    """A stage failed: the result's execution status and its diagnostic (code and stage).

    ``checked`` is the verification stage's part when a checker ran (its verdict, record and
    evidence stay referenced by the error result); ``provenance`` overrides the engine's when the
    job that failed was not an engine's.
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
    stage: Stage | None = None,
    status: ExecutionStatus = ExecutionStatus.ERROR,
    path: str | None = None,
    hint: str | None = None,
) -> Failure:
    """A failure with this code (its documented stage unless ``stage`` says otherwise)."""
    return Failure(status, Diagnostic.of(code, message, path=path, stage=stage, hint=hint))


@dataclass(frozen=True)
class CheckerRun:
    """One checker job and its verdict; the job is over (its processes gone) when this exists.

    ``failure`` is set when the job ended without a decision (a limit, a signal, a start failure);
    ``protocol_error`` when it exited but its answer broke the checker protocol. Both are
    ``UNCHECKABLE``; so is a checker's own UNCHECKABLE. ``model`` is the model the checker says it
    read (``jacobian.contracts.result.CheckedModel`` as a dict), when it reported one.
    """

    checker: CheckerSpec
    verdict: Verdict
    reason: str
    outcome: Outcome
    failure: Failure | None = None
    protocol_error: bool = False
    model: dict[str, Any] | None = None

    @property
    def job_failed(self) -> bool:
        return self.failure is not None or self.protocol_error


@dataclass(frozen=True)
class Checked:
    """The verification stage's verdict on a run's evidence. ``level`` is VERIFIED only through the
    record gate; ``refusal`` is the code of why no checker ran (none installed, none authorized,
    none independent of the producer)."""

    level: AssuranceLevel
    basis: str
    verification: Verification | None = None
    run: CheckerRun | None = None
    relationships: tuple[Relationship, ...] = ()
    artifact_uris: tuple[str, ...] = ()
    obligations: tuple[Obligation, ...] = ()
    diagnostics: tuple[Diagnostic, ...] = ()
    refusal: Code | None = None

    @property
    def verdict(self) -> Verdict | None:
        return self.run.verdict if self.run else None


def artifact_reader(ctx: RunContext) -> Callable[[str], tuple[str, dict[str, Any]]]:
    """Reads a stored artifact for an adapter hook: uri -> (schema id, payload); raises
    ``InterpretError`` (ARTIFACT_NOT_FOUND, ARTIFACT_CORRUPT) when it cannot."""
    from ..capability import InterpretError

    def load(uri: str) -> tuple[str, dict[str, Any]]:
        if ctx.state is None:
            raise InterpretError(Code.ARTIFACT_NOT_FOUND, f"no artifact store is open; cannot read {uri}")
        from ..state import StateError

        try:
            stored = ctx.state.artifacts.get(uri)
        except StateError as exc:
            raise InterpretError(exc.code, str(exc)) from exc
        return stored.schema, stored.payload

    return load


T = TypeVar("T")


def call_hook(definition: AnyCapability, stage: Stage, hook: Callable[[], T], outcome: Outcome | None = None) -> T:
    """Run one adapter hook at ``stage``; whatever it raises becomes a :class:`Failure` at that stage.

    ``InterpretError`` keeps its code, path and (when given) stage; a state error is a STORAGE
    failure with its own code; anything else is an adapter bug, ``INTERNAL_ERROR`` with the
    exception named, never a traceback on the wire. ``outcome`` is the job the hook was reading.
    """
    from ..capability import InterpretError
    from ..state.errors import StateError

    termination = outcome.termination if outcome else None
    try:
        return hook()
    except InterpretError as exc:
        diagnostic = Diagnostic.of(exc.code, exc.message, path=exc.path, stage=exc.stage or stage)
    except StateError as exc:
        diagnostic = Diagnostic.of(exc.code, str(exc), stage=Stage.STORAGE)
    except Exception as exc:  # noqa: BLE001 - an adapter bug is a result, not a traceback
        message = f"the {definition.id} adapter failed at {stage.value}: {type(exc).__name__}: {str(exc)[:500]}"
        diagnostic = Diagnostic.of(Code.INTERNAL_ERROR, message, stage=stage)
    raise Failure(ExecutionStatus.ERROR, diagnostic, termination, outcome)
