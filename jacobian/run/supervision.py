"""Supervision: run a job on the supervisor, and map how it ended.

A job that did not exit by itself (a limit, cancellation, a signal, a start failure) becomes a
:class:`Failure` here, generically, with the status and code of its termination reason; only jobs
that exited go on to interpretation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..contracts.diagnostics import Code, Diagnostic
from ..contracts.enums import ExecutionStatus, TerminationReason
from ..contracts.job import Job, Outcome
from .context import Failure, fail

if TYPE_CHECKING:
    from ..supervisor import Supervisor
    from ..supervisor.forkserver import TemplateSpec
    from ..supervisor.runner import OnEvent

# termination -> (execution status, diagnostic code)
TERMINATION = {
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


async def supervise(
    supervisor: Supervisor, job: Job, on_event: OnEvent | None = None, template: TemplateSpec | None = None
) -> Outcome:
    """Run ``job`` on ``supervisor`` (forked from ``template`` where one serves it); its refusals (no slot
    in time, a missing layer) as ``Failure``. Raises trio.Cancelled only after the job's processes are gone."""
    from ..supervisor import LayerUnavailable, SlotWaitTimeout

    try:
        return await supervisor.run(job, on_event, template)
    except SlotWaitTimeout as exc:
        message = f"no job slot became free in time: {exc}"
        raise fail(Code.CONCURRENCY_WAIT_TIMEOUT, message, status=ExecutionStatus.TIMEOUT) from exc
    except LayerUnavailable as exc:
        raise fail(Code.SANDBOX_LAYER_UNAVAILABLE, str(exc)) from exc


def terminal_failure(outcome: Outcome) -> Failure | None:
    """A job that did not exit by itself, as a failure; None for one that exited."""
    if outcome.termination is TerminationReason.EXITED:
        return None
    status, code = TERMINATION[outcome.termination]
    detail = outcome.detail or ""
    if outcome.termination is TerminationReason.SIGNALED:
        detail = f"the backend process died from signal {outcome.signal}. {detail}"
    message = f"{outcome.termination.value}: {detail or 'the job was stopped'}".strip()
    return Failure(status, Diagnostic.of(code, message), outcome.termination, outcome)
