"""Warm pools of sandboxed JSON Lines workers.

A pooled worker is started with the same plan (layers and limits) as a
per-job run and then serves requests one at a time: the job's ``stdin`` (one
request line) goes in, events stream back, one ``result`` ends the request.
A worker is recycled after ``pool_max_jobs`` requests, when its memory use
passes the threshold, after any limit hit, protocol trouble or cancellation.

RLIMIT_CPU would count the worker's whole life, so a pooled worker gets none;
each request's CPU time is measured from the cgroup's cpuacct and enforced
by the supervisor instead (reported as such in the enforcement).
"""

from __future__ import annotations

import resource
import time
from dataclasses import dataclass, field, replace

import trio

from jacobian.contracts.enums import IsolationMode
from jacobian.contracts.enums import SandboxLayer as L
from jacobian.contracts.enums import TerminationReason as T
from jacobian.contracts.job import Job, KeptFile, Outcome, Usage, WorkerEvent
from jacobian.contracts.result import Enforcement

from . import fsize
from .cgroups import JobCgroup, _write
from .host import HostReport
from .jsonl import LineParser
from .plan import Plan
from .process import SandboxedProcess, StartFailed
from .runner import CHUNK, OnEvent, deliver, start_failed, usage_and_reason
from .scratch import keep as keep_files

CPU_POLL = 0.02
#: Spare idle workers kept across all pools (each holds a started interpreter, GAP or Sage). A pre-started
#: pool's first idle worker is not spare: it is kept whatever the number of pooled manifests (see
#: ``Pools.spare_count``), so every pool the server warmed stays warm; past the bound the longest idle spare goes.
MAX_IDLE_WORKERS = 16


def pooled_plan(plan: Plan, cpu_seconds: float | None, can_poll: bool) -> Plan:
    p = replace(
        plan,
        rlimits=[r for r in plan.rlimits if r[0] != resource.RLIMIT_CPU],
        enforcement=[e for e in plan.enforcement if e.layer is not L.RLIMIT_CPU],
        skipped=dict(plan.skipped),
        applied=set(plan.applied) - {L.RLIMIT_CPU},
    )
    if cpu_seconds is not None:
        if can_poll:
            p.applied.add(L.RLIMIT_CPU)
            p.enforcement.append(
                Enforcement(
                    layer=L.RLIMIT_CPU,
                    mechanism="supervisor-cpuacct",
                    detail=f"{cpu_seconds:g}s per request, polled every {CPU_POLL * 1000:g} ms",
                )
            )
        else:
            p.skipped[L.RLIMIT_CPU] = "pooled worker without a cpuacct cgroup: per-request CPU time cannot be enforced"
    return p


@dataclass(eq=False)
class Worker:
    """A pooled worker: its sandboxed process, its protocol parser and how many requests it served.

    ``gone`` is set once the pool has discarded it (processes reaped, cgroup and scratch directory
    removed); ``watch`` is the scope of the task that waits for its death while it is idle."""

    sp: SandboxedProcess
    parser: LineParser = field(default_factory=LineParser)
    jobs: int = 0
    pending: bytearray = field(default_factory=bytearray)
    idle_since: float = 0.0
    gone: trio.Event = field(default_factory=trio.Event)
    watch: trio.CancelScope | None = None


@dataclass
class _Request:
    """What the readers and watchers of one pooled request found."""

    total: int = 0  # bytes of stdout+stderr
    exceeded: bool = False  # output cap
    cpu: bool = False  # per-request CPU time
    died: bool = False  # the worker exited
    file_hit: str | None = None  # a file of the worker's directory at the file-size limit (see .fsize)


#: What a pooled worker is started with (see ``Pools.key``).
PoolKey = tuple[object, ...]


class Pool:
    """The idle workers of one pool key (see ``Pools.key``)."""

    def __init__(self) -> None:
        self.idle: list[Worker] = []
        self.started = 0
        self.prestarted = False  # the server warmed it (a manifest's default job shape): it keeps one worker


class Pools:
    """Every warm pool of one supervisor.

    ``run`` serves a request on an idle worker or a new one; it raises nothing for a failed
    start or a failing request (those are ``Outcome``s; a worker that failed is destroyed, one
    that served within its recycling limits is parked again, at most ``MAX_IDLE_WORKERS`` spare
    idle workers in all beside one per pre-started pool). Cancellation
    propagates after the request's worker is destroyed. ``aclose`` destroys every worker:
    after it no pooled process, cgroup or scratch directory remains.
    """

    def __init__(self, host: HostReport) -> None:
        self.host = host
        self.pools: dict[PoolKey, Pool] = {}
        self.live: set[Worker] = set()

    @staticmethod
    def key(job: Job) -> PoolKey:
        """What a worker is started with. Wall time, CPU time and output are enforced per
        request by the supervisor, so requests that differ only in those share a pool."""
        b = job.budget
        limits = (b.memory_bytes, b.max_processes, b.file_size_bytes, b.open_files, b.network)
        return (
            job.pool_key,
            job.argv,
            limits,
            tuple(sorted(job.env.items())),
            job.readonly_root,
            job.unprivileged,
            job.required_layers,
            job.best_effort_layers,
        )

    def idle_count(self) -> int:
        return sum(len(p.idle) for p in self.pools.values())

    @staticmethod
    def _spare(pool: Pool) -> int:
        """A pool's idle workers that may be evicted: all of them, but a pre-started pool's last one."""
        return len(pool.idle) - 1 if pool.prestarted and pool.idle else len(pool.idle)

    def spare_count(self) -> int:
        """Idle workers beyond the one each pre-started pool keeps: the count MAX_IDLE_WORKERS bounds. (The
        other pools are made by requests, one per distinct memory or process limit: they get no such floor,
        so no request can make the supervisor keep more than that bound of them.)"""
        return sum(self._spare(p) for p in self.pools.values())

    async def _park(self, pool: Pool, worker: Worker) -> None:
        """Return a worker to its pool, watched for its death while idle (see ``_watch_idle``); past
        MAX_IDLE_WORKERS spare in all, the longest idle spare goes (the oldest of its pool)."""
        worker.idle_since = time.monotonic()
        pool.idle.append(worker)
        worker.watch = trio.CancelScope()
        trio.lowlevel.spawn_system_task(self._watch_idle, pool, worker, worker.watch)
        while self.spare_count() > MAX_IDLE_WORKERS:
            oldest_pool = min((p for p in self.pools.values() if self._spare(p)), key=lambda p: p.idle[0].idle_since)
            await self._discard(oldest_pool.idle.pop(0))

    def _can_poll(self) -> bool:
        cg = self.host.cgroup
        return cg is not None and ("cpuacct" in cg.parents or cg.version == 2)

    async def _start_worker(self, job: Job, wplan: Plan, pool: Pool) -> Worker:
        base = job.model_copy(update={"stdin": b"", "input_files": {}, "collect_files": ()})
        worker = Worker(SandboxedProcess(base, wplan, self.host))
        self.live.add(worker)
        try:
            await worker.sp.start()
        except StartFailed:
            await self._discard(worker)
            raise
        pool.started += 1
        return worker

    async def _watch_idle(self, pool: Pool, worker: Worker, scope: trio.CancelScope) -> None:
        """Wait (on its pidfd) for an idle worker's main process to end. A worker killed from outside while
        idle is discarded as soon as that happens: its processes reaped, its cgroup and scratch directory
        removed, then ``worker.gone`` set. Taking the worker for a request, or discarding it, cancels this."""
        try:
            with scope:
                await worker.sp.wait()
        except Exception:  # noqa: BLE001 - a system task must never crash the run; _take_idle still checks
            return
        if scope.cancelled_caught or worker not in pool.idle:
            return
        pool.idle.remove(worker)
        await self._discard(worker)

    async def _take_idle(self, pool: Pool) -> Worker | None:
        """An idle worker that is still alive (one that died while idle is discarded)."""
        while pool.idle:
            worker = pool.idle.pop()
            if worker.watch is not None:
                worker.watch.cancel()
            if worker.sp.child is not None and _alive(worker.sp.child.pid):
                return worker
            await self._discard(worker)
        return None

    async def prestart(self, job: Job, plan: Plan, count: int) -> int:
        """Start idle workers for the pool ``job`` would use until it holds ``count``. The pool becomes a
        pre-started one: its first worker is kept whatever the other pools hold; the rest never go past
        MAX_IDLE_WORKERS spare in all, so a pre-start never evicts a worker parked earlier (it would pay a
        start to throw another away)."""
        pool = self.pools.setdefault(self.key(job), Pool())
        pool.prestarted = True
        wplan = pooled_plan(plan, job.budget.cpu_seconds, self._can_poll())
        started = 0
        while len(pool.idle) < count and (not pool.idle or self.spare_count() < MAX_IDLE_WORKERS):
            try:
                worker = await self._start_worker(job, wplan, pool)
            except StartFailed:
                break
            await self._park(pool, worker)
            started += 1
        return started

    async def run(self, job: Job, plan: Plan, on_event: OnEvent | None = None) -> Outcome:
        t0 = time.monotonic()
        pool = self.pools.setdefault(self.key(job), Pool())
        wplan = pooled_plan(plan, job.budget.cpu_seconds, self._can_poll())
        worker = await self._take_idle(pool)
        if worker is None:
            try:
                worker = await self._start_worker(job, wplan, pool)
            except StartFailed as exc:
                return start_failed(wplan, t0, str(exc))
        keep = idle = False
        try:
            outcome, keep = await self._serve(worker, job, wplan, on_event, t0)
            idle = outcome.termination is T.EXITED  # it answered and waits for its next request
            return outcome
        finally:
            if keep:
                await self._park(pool, worker)
            else:  # a busy worker (cancelled, a limit, a failure) is killed at once, never waited for
                await self._discard(worker, graceful=idle)

    async def _serve(
        self, w: Worker, job: Job, plan: Plan, on_event: OnEvent | None, t0: float
    ) -> tuple[Outcome, bool]:
        sp, b = w.sp, job.budget
        sp_stdin, sp_stdout, sp_stderr = sp.streams()
        w.jobs += 1
        w.parser.reset_for_next_job()
        cg = sp.cgroup
        if cg is not None and "memory" in cg.dirs:
            _write(cg.dirs["memory"] + "/memory.max_usage_in_bytes", "0")  # per-request peak
        cpu0 = cg.cpu_seconds() if cg is not None else None
        hits0 = cg.pids_limit_hits() if cg is not None else 0
        stdout, stderr = bytearray(), bytearray()
        state = _Request()
        done = trio.Event()

        async def read_stdout() -> None:
            while w.parser.final is None:
                data = await sp_stdout.receive_some(CHUNK)
                if not data:
                    break
                account(data, stdout)
                for item in w.parser.feed(data):
                    if isinstance(item, WorkerEvent):
                        await deliver(on_event, item)
            done.set()

        async def read_stderr() -> None:
            while True:
                data = await sp_stderr.receive_some(CHUNK)
                if not data:
                    return
                account(data, stderr)

        def account(data: bytes, buf: bytearray) -> None:
            state.total += len(data)
            room = b.output_bytes - len(stdout) - len(stderr)
            if room > 0:
                buf += data[:room]
            if state.total > b.output_bytes:
                state.exceeded = True
                done.set()

        async def watch_exit() -> None:
            await sp.wait()
            state.died = True
            await trio.sleep(0.05)  # let the readers drain what it wrote last
            done.set()

        async def watch_cpu(cg: JobCgroup, limit: float) -> None:
            while True:
                await trio.sleep(CPU_POLL)
                used = cg.cpu_seconds()
                if used is not None and cpu0 is not None and used - cpu0 > limit:
                    state.cpu = True
                    done.set()
                    return

        def stop_at_file_limit(name: str) -> None:
            state.file_hit = name
            done.set()

        wall_timeout = False
        fsize_limit = b.file_size_bytes if L.RLIMIT_FSIZE in plan.applied else None
        async with trio.open_nursery() as n:
            n.start_soon(read_stdout)
            n.start_soon(read_stderr)
            n.start_soon(watch_exit)
            if fsize_limit is not None and sp.scratch is not None:
                n.start_soon(fsize.watch, sp.scratch, fsize_limit, stop_at_file_limit, sp.placed)
            if b.cpu_seconds is not None and L.RLIMIT_CPU in plan.applied and cg is not None:
                n.start_soon(watch_cpu, cg, b.cpu_seconds)
            try:
                await sp_stdin.send_all(job.stdin if job.stdin.endswith(b"\n") else job.stdin + b"\n")
            except (trio.BrokenResourceError, trio.ClosedResourceError, OSError):
                pass
            with trio.move_on_after(b.wall_seconds) as scope:
                await done.wait()
            wall_timeout = scope.cancelled_caught
            n.cancel_scope.cancel()
        stopped = state.exceeded or state.cpu or wall_timeout or state.died or state.file_hit is not None
        served = w.parser.final is not None and not stopped
        wall = time.monotonic() - t0
        kept: dict[str, KeptFile] = {}
        not_kept: list[str] = []
        if served and job.keep_files and job.keep_dir is not None and sp.scratch is not None:
            # copied out of the worker's directory (it lives on) before its next request, see scratch.keep
            kept, not_kept = await trio.to_thread.run_sync(keep_files, sp.scratch, job.keep_files, job.keep_dir, True)

        def outcome(
            termination: T, usage: Usage, detail: str | None, exit_code: int | None, sig: int | None = None
        ) -> Outcome:
            return Outcome(
                termination=termination,
                exit_code=exit_code,
                signal=sig,
                usage=usage,
                detail=detail,
                stdout=bytes(stdout),
                stderr=bytes(stderr),
                enforcement=tuple(plan.enforcement),
                skipped_layers=dict(plan.skipped),
                events=tuple(w.parser.events),
                final=w.parser.final,
                protocol_errors=tuple(w.parser.errors),
                kept=kept,
                isolation=IsolationMode.POOLED,
            )

        if served:
            cpu1 = cg.cpu_seconds() if cg is not None else None
            usage = Usage(
                wall_seconds=wall,
                cpu_seconds=(cpu1 - cpu0) if cpu1 is not None and cpu0 is not None else None,
                peak_memory_bytes=cg.peak_memory() if cg is not None else None,
                output_bytes=state.total,
            )
            threshold = job.pool_recycle_memory_bytes or (b.memory_bytes // 2 if b.memory_bytes else None)
            mem_now = _usage_now(cg)
            keep = w.jobs < job.pool_max_jobs and not (threshold and mem_now is not None and mem_now > threshold)
            error = (w.parser.final or {}).get("error")
            if isinstance(error, dict) and error.get("kind") == "MEMORY":
                keep = False  # a worker that ran out of memory (and said so) is recycled like any limit hit
            note = f"served by a pooled worker (request {w.jobs} of at most {job.pool_max_jobs})"
            if not_kept:
                note += "; not kept: " + "; ".join(not_kept)
            hits = (cg.pids_limit_hits() if cg is not None else 0) - hits0
            if hits and (w.parser.final or {}).get("ok") is False:
                why = (
                    f"the process limit (pids.max, {b.max_processes} processes and threads) refused {hits} fork(s) "
                    "or thread(s); the pooled worker then answered with an error"
                )
                return outcome(T.PROCESS_LIMIT, usage, why, exit_code=None), False
            if fsize_limit is not None and sp.scratch is not None:
                at_limit = await fsize.file_at_limit_now(sp.scratch, fsize_limit, sp.placed)
                if at_limit is not None:  # the answer stands; the worker goes, its directory with it
                    keep = False
                    note += f"; {at_limit!r} reached the file size limit, so the worker is recycled"
            return outcome(T.EXITED, usage, note, exit_code=0), keep
        # Something went wrong: the worker ends here, and the reason is classified like a per-job run.
        if not sp.exited:
            await sp.terminate(0 if (state.exceeded or state.cpu or state.file_hit) else job.grace_seconds)
        sp.kill_everything()
        usage, code, sig, reason, detail = usage_and_reason(
            sp,
            job,
            plan,
            bytes(stderr),
            w.parser.final,
            wall=wall,
            output_bytes=state.total,
            wall_timeout=wall_timeout,
            output_exceeded=state.exceeded,
            file_hit=state.file_hit,
            pids_hits_before=hits0,
        )
        if state.cpu:
            reason, detail = T.CPU_LIMIT, f"request exceeded {b.cpu_seconds:g}s of CPU time (cpuacct)"
        elif reason in (T.EXITED, T.SIGNALED) and w.parser.final is None:
            detail = (detail + "; " if detail else "") + "the pooled worker ended without a final result"
        return outcome(reason, usage, detail, exit_code=code, sig=sig), False

    async def _discard(self, w: Worker, graceful: bool = True) -> None:
        """Stop a worker and remove everything of it. ``graceful`` (an idle worker): end of file on its
        stdin first, and up to 0.2 s for it to end by itself; otherwise (a worker busy with a request it
        will not finish) it is killed at once."""
        self.live.discard(w)
        if w.watch is not None:
            w.watch.cancel()
        with trio.CancelScope(shield=True):
            if graceful and w.sp.child is not None and not w.sp.exited:
                try:
                    if w.sp.stdin is not None:
                        await w.sp.stdin.aclose()  # EOF: a wire.serve worker ends on its own
                except Exception:  # noqa: BLE001
                    pass
                with trio.move_on_after(0.2):
                    await w.sp.wait()
            await w.sp.destroy()
        w.gone.set()

    async def aclose(self) -> None:
        for pool in self.pools.values():
            pool.idle.clear()
        for w in list(self.live):
            await self._discard(w)
        self.pools.clear()


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (not a zombie): an idle worker may have died unnoticed."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            state = f.read().rsplit(b")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in (b"Z", b"X")


def _usage_now(cg: JobCgroup | None) -> int | None:
    if cg is None:
        return None
    return cg.memory_now()
