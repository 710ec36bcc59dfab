"""The job: its budget (the manifest's defaults narrowed by the request, clipped to the manifest's
maximum), the manifest's job settings, and the adapter's plan for this call."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from ..capability import BudgetRequest, JobCall, JobCapability
from ..contracts.diagnostics import Stage
from ..contracts.enums import IsolationMode
from ..contracts.job import Budget, Job
from ..supervisor.scratch import hold_dir_name, remove_scratch
from .context import Admitted, RunContext, artifact_reader, call_hook

if TYPE_CHECKING:
    from ..catalog import Engine


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
    """The manifest's job settings: isolation mode and layers, grace, concurrency and pool keys."""
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


def job_call(ctx: RunContext, admitted: Admitted, engine: Engine) -> JobCall[Any, Any]:
    """What the adapter's job hooks see for this call on this engine."""
    return JobCall(
        request=admitted.request,
        parsed=admitted.parsed,
        mode=ctx.mode,
        artifacts=artifact_reader(ctx),
        engine=engine.info,
        budget=budget_for(engine, admitted.request),
        base_job=base_job(engine),
    )


def plan(definition: JobCapability[Any, Any, Any], call: JobCall[Any, Any]) -> Job:
    """The adapter's job for this call (its refusals as ``Failure`` at the PLAN stage)."""
    return call_hook(definition, Stage.PLAN, lambda: definition.plan(call))


@contextmanager
def holding(job: Job) -> Iterator[Job]:
    """The job with a directory of the run's that receives the files it keeps (``Job.keep_files``: a
    solver's proof), which the run's check and retention read; the directory is removed with them when
    the run leaves this block, however it leaves. A job that keeps nothing is yielded as it is."""
    if not job.keep_files:
        yield job
        return
    hold = hold_dir_name()  # made when the job has left a file (see scratch.keep)
    try:
        yield job.model_copy(update={"keep_dir": hold})
    finally:
        if os.path.lexists(hold):
            remove_scratch(hold)
