"""The public Supervisor: concurrency slots, layer checks, per-job or pooled runs."""

from __future__ import annotations

import os
from contextlib import AsyncExitStack
from typing import TYPE_CHECKING

import trio

from jacobian.contracts.enums import IsolationMode
from jacobian.contracts.job import Job, Outcome

from .cgroups import Reserve
from .errors import SlotWaitTimeout
from .host import HostReport, detect_host
from .plan import Plan, make_plan
from .runner import OnEvent, run_per_job
from .spawn import set_child_subreaper
from .sweep import sweep

if TYPE_CHECKING:
    from .forkserver import Templates, TemplateSpec
    from .pool import Pools


_swept = False
#: Plans kept (one per job shape: each provider's default budget, each checker's, and the odd custom one).
PLAN_CACHE = 256


def sweep_once(host: HostReport) -> None:
    """The start-up sweep (see ``sweep``), once per process: the first supervisor runs it."""
    global _swept
    if not _swept:
        _swept = True
        sweep(host)


class Supervisor:
    """Runs jobs in the sandbox, per job or on warm pools, within concurrency slots.

    Creating one sweeps, once per process, what supervisors that died left behind
    (their jobs' cgroups and scratch directories). ``run`` raises ``LayerUnavailable``
    before spawning anything when a required layer is missing, and ``SlotWaitTimeout``
    when no slot frees in time; every other failure is an ``Outcome``. ``aclose`` stops
    the pooled workers; after it, no process, cgroup or scratch directory of this
    supervisor remains.
    """

    def __init__(
        self,
        *,
        max_concurrent: int | None = None,
        slot_wait_seconds: float = 30.0,
        per_key_limits: dict[str, int] | None = None,
        host: HostReport | None = None,
    ) -> None:
        self.host = host or detect_host()
        self.max_concurrent = max_concurrent or os.cpu_count() or 1
        self.slot_wait_seconds = slot_wait_seconds
        self._global = trio.Semaphore(self.max_concurrent)
        self._per_key_limits = dict(per_key_limits or {})
        self._per_key: dict[str, trio.Semaphore] = {}
        self._pools: Pools | None = None
        self._forks: Templates | None = None
        self._plans: dict[tuple[object, ...], Plan] = {}
        self._reserve = Reserve(self.host.cgroup) if self.host.cgroup is not None else None
        sweep_once(self.host)
        if self.host.cgroup is not None:
            # orphans of a job (a grandchild that called setsid, say) become ours to reap, not a zombie of init
            set_child_subreaper()

    def _plan(self, job: Job) -> Plan:
        """``make_plan`` for the job, made once per job shape (what the plan depends on) and shared:
        a plan is never changed once made."""
        key = (job.budget, job.required_layers, job.best_effort_layers, job.readonly_root, job.unprivileged)
        plan = self._plans.get(key)
        if plan is None:
            plan = make_plan(job, self.host)
            if len(self._plans) >= PLAN_CACHE:
                self._plans.clear()
            self._plans[key] = plan
        return plan

    def _key_sem(self, key: str | None) -> trio.Semaphore | None:
        if key is None or key not in self._per_key_limits:
            return None
        if key not in self._per_key:
            self._per_key[key] = trio.Semaphore(self._per_key_limits[key])
        return self._per_key[key]

    async def run(self, job: Job, on_event: OnEvent | None = None, template: TemplateSpec | None = None) -> Outcome:
        """Run ``job`` in its sandbox within its budget and return how it ended (never raises for the job's
        own failures: a limit, a signal, a start failure or a cancellation is the ``Outcome``'s termination).

        Raises ``LayerUnavailable`` before anything is spawned when the host cannot apply a layer the job
        requires, and ``SlotWaitTimeout`` when no slot frees within ``slot_wait_seconds``; trio's
        ``Cancelled`` propagates only after the job's processes are gone. Leaves behind nothing of the job:
        its processes are reaped, its cgroup and scratch directory removed, except a pooled worker, which
        stays in its pool for later jobs of the same shape until the pool's rules recycle it.

        ``template``: run the job (a JSON Lines checker) as a fresh process forked from a warm template
        of that program that loaded exactly the code of ``template.digest`` (``.forkserver``), on a host
        with cgroups; the outcome's ``isolation`` is then FORKED. Where no template can serve it, the job
        runs in a process of its own, as without ``template``.
        """
        plan = self._plan(job)  # raises LayerUnavailable before anything is spawned
        async with AsyncExitStack() as stack:
            with trio.move_on_after(self.slot_wait_seconds) as scope:
                sem = self._key_sem(job.concurrency_key)
                if sem is not None:
                    await stack.enter_async_context(sem)
                await stack.enter_async_context(self._global)
            if scope.cancelled_caught:
                key = job.concurrency_key
                key_note = f", key {key!r} limit {self._per_key_limits[key]}" if sem and key is not None else ""
                raise SlotWaitTimeout(
                    f"no slot for job {job.label!r} within {self.slot_wait_seconds:g}s "
                    f"(global limit {self.max_concurrent}" + key_note + ")"
                )
            if job.isolation is IsolationMode.POOLED and job.pool_key is not None and job.protocol == "jsonl":
                return await self._pool().run(job, plan, on_event)
            if template is not None and job.protocol == "jsonl" and self.host.cgroup is not None:
                return await self._templates().run(job, plan, template, on_event)
            return await run_per_job(job, plan, self.host, on_event, self._reserve)

    async def prestart(self, job: Job, count: int) -> int:
        """Pre-start ``count`` idle pooled workers for the pool ``job`` would use (no slot is
        taken: they serve nothing yet). Returns how many were started; 0 for per-job jobs."""
        if not (job.isolation is IsolationMode.POOLED and job.pool_key is not None and job.protocol == "jsonl"):
            return 0
        return await self._pool().prestart(job, self._plan(job), count)

    def _pool(self) -> Pools:
        if self._pools is None:
            from .pool import Pools

            self._pools = Pools(self.host)
        return self._pools

    def _templates(self) -> Templates:
        if self._forks is None:
            from .forkserver import Templates

            self._forks = Templates(self.host)
        return self._forks

    async def aclose(self) -> None:
        if self._pools is not None:
            await self._pools.aclose()
        if self._forks is not None:
            await self._forks.aclose()
        if self._reserve is not None:
            await self._reserve.aclose()
