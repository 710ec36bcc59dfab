"""Run one job in its own sandboxed process, from spawn to a classified Outcome."""

from __future__ import annotations

import inspect
import math
import time
from collections.abc import Callable
from typing import Any

import trio

from jacobian.contracts.enums import SandboxLayer as L
from jacobian.contracts.enums import TerminationReason as T
from jacobian.contracts.job import Job, KeptFile, Outcome, Usage, WorkerEvent

from . import fsize
from .cgroups import Reserve
from .classify import classify, decode_status
from .fsize import file_at_limit
from .host import HostReport
from .jsonl import LineParser
from .plan import Plan
from .process import SandboxedProcess, StartFailed
from .scratch import collect, keep

CHUNK = 65536
STDERR_TAIL = 8192

#: A job's event callback: called with each worker event; an awaitable it returns is awaited.
OnEvent = Callable[[WorkerEvent], object]


async def deliver(on_event: OnEvent | None, ev: WorkerEvent) -> None:
    """Call the user's callback; a failing callback must not break the job."""
    if on_event is None:
        return
    try:
        r = on_event(ev)
        if inspect.isawaitable(r):
            await r
    except Exception:  # noqa: BLE001 - the callback's problem, not the job's
        pass


class Collector:
    """Bounded stdout/stderr capture (one cap for both) with optional JSON Lines parsing."""

    def __init__(self, job: Job, on_event: OnEvent | None, stop: trio.CancelScope) -> None:
        self.cap = job.budget.output_bytes
        self.stdout = bytearray()
        self.stderr = bytearray()
        self.total = 0
        self.exceeded = False
        self.parser = LineParser() if job.protocol == "jsonl" else None
        self.on_event = on_event
        self.stop = stop
        self.eof = 0
        self.both_eof = trio.Event()

    async def pump(self, stream: trio.lowlevel.FdStream, is_stdout: bool) -> None:
        buf = self.stdout if is_stdout else self.stderr
        try:
            while True:
                data = await stream.receive_some(CHUNK)
                if not data:
                    break
                self.total += len(data)
                room = self.cap - len(self.stdout) - len(self.stderr)
                if room > 0:
                    buf += data[:room]
                if self.total > self.cap and not self.exceeded:
                    self.exceeded = True
                    self.stop.cancel()
                if is_stdout and self.parser is not None and not self.exceeded:
                    for item in self.parser.feed(data):
                        if isinstance(item, WorkerEvent):
                            await deliver(self.on_event, item)
        except (trio.ClosedResourceError, trio.BrokenResourceError, OSError):
            pass
        if is_stdout and self.parser is not None:
            for item in self.parser.close():
                if isinstance(item, WorkerEvent):
                    await deliver(self.on_event, item)
        self.eof += 1
        if self.eof == 2:
            self.both_eof.set()


async def feed(stream: trio.lowlevel.FdStream, data: bytes) -> None:
    try:
        if data:
            await stream.send_all(data)
    except (trio.BrokenResourceError, trio.ClosedResourceError, OSError):
        pass
    finally:
        try:
            await stream.aclose()
        except Exception:  # noqa: BLE001
            pass


def usage_and_reason(
    sp: SandboxedProcess,
    job: Job,
    plan: Plan,
    stderr: bytes,
    final: dict[str, Any] | None,
    *,
    wall: float,
    output_bytes: int,
    wall_timeout: bool,
    output_exceeded: bool,
    file_hit: str | None = None,
    pids_hits_before: int = 0,
) -> tuple[Usage, int | None, int | None, T, str | None]:
    """Usage, exit code, signal, reason and detail of a job whose main process was waited for.
    ``file_hit`` names the file at the file-size limit for which the supervisor stopped the job;
    ``pids_hits_before`` is the pids cgroup's ``max`` counter when the request began (a pooled worker's
    cgroup counts across its requests).

    Raises RuntimeError if it was not (no wait status yet)."""
    if sp.status is None:
        raise RuntimeError("usage_and_reason: the main process has not been waited for")
    ru = sp.rusage
    proc_cpu = (ru.ru_utime + ru.ru_stime) if ru is not None else 0.0
    cg = sp.cgroup
    cpu = cg.cpu_seconds() if cg is not None else None
    peak = cg.peak_memory() if cg is not None else None
    if peak is None and ru is not None:
        peak = ru.ru_maxrss * 1024  # KiB on Linux: the largest single process, not the tree
    usage = Usage(
        wall_seconds=wall,
        cpu_seconds=cpu if cpu is not None else proc_cpu,
        peak_memory_bytes=peak,
        output_bytes=output_bytes,
    )
    code, sig = decode_status(sp.status, sp.via_init)
    rl = math.ceil(job.budget.cpu_seconds) if job.budget.cpu_seconds else None
    size_limit = job.budget.file_size_bytes if L.RLIMIT_FSIZE in plan.applied else None
    at_limit = file_hit
    failed = code not in (None, 0) or sig is not None
    if at_limit is None and failed and size_limit is not None and sp.scratch is not None:
        at_limit = file_at_limit(sp.scratch, size_limit, sp.placed)  # a child's write, seen after the fact
    hits = (cg.pids_limit_hits() if cg is not None else 0) - pids_hits_before
    reason, detail = classify(
        exit_code=code,
        sig=sig,
        plan=plan,
        cpu_seconds_rlimit=rl,
        process_cpu=proc_cpu,
        memory_events=cg.memory_events() if cg is not None else {},
        stderr_tail=stderr[-STDERR_TAIL:],
        final=final,
        wall_timeout=wall_timeout,
        output_exceeded=output_exceeded,
        peak_memory=cg.peak_memory() if cg is not None else None,
        page_cache=cg.file_cache() if cg is not None else None,
        memory_limit=job.budget.memory_bytes,
        pids_limit_hits=hits,
        process_limit=job.budget.max_processes,
        file_at_limit=at_limit,
        file_limit_stopped=file_hit is not None,
        file_limit=size_limit,
    )
    if hits and reason is not T.PROCESS_LIMIT:
        detail = (detail + "; " if detail else "") + f"process limit reached {hits} time(s) (fork refused)"
    return usage, code, sig, reason, detail


def start_failed(plan: Plan, t0: float, detail: str) -> Outcome:
    return Outcome(
        termination=T.START_FAILED,
        usage=Usage(wall_seconds=time.monotonic() - t0),
        enforcement=tuple(plan.enforcement),
        skipped_layers=dict(plan.skipped),
        detail=detail,
    )


async def run_per_job(
    job: Job, plan: Plan, host: HostReport, on_event: OnEvent | None = None, reserve: Reserve | None = None
) -> Outcome:
    """Run ``job`` in a process of its own (see :func:`run_process`), its cgroup from ``reserve`` if given."""
    return await run_process(SandboxedProcess(job, plan, host, reserve=reserve), on_event, time.monotonic())


async def run_process(sp: SandboxedProcess, on_event: OnEvent | None, t0: float) -> Outcome:
    """Start ``sp`` (a process of its own, or one forked from a checker template), feed it the job's
    stdin, collect its output within the budget and classify how it ended. A failed start is a
    START_FAILED outcome; trio.Cancelled propagates after ``sp`` is destroyed, as it is in every case
    before this returns."""
    job, plan = sp.job, sp.plan
    try:
        try:
            await sp.start()
        except StartFailed as exc:
            return start_failed(plan, t0, str(exc))
        wait_scope = trio.CancelScope(deadline=trio.current_time() + job.budget.wall_seconds)
        io = Collector(job, on_event, wait_scope)
        stdin_data = job.stdin[sp.fed :]
        stdin, stdout, stderr = sp.streams()
        async with trio.open_nursery() as nursery:
            nursery.start_soon(feed, stdin, stdin_data)
            nursery.start_soon(io.pump, stdout, True)
            nursery.start_soon(io.pump, stderr, False)
            if sp.cgroup is not None:
                nursery.start_soon(_watch_pids, sp)
            file_hit: list[str] = []  # a file some process of the job wrote up to the file-size limit

            def stop_at_file_limit(name: str) -> None:
                file_hit.append(name)
                wait_scope.cancel()

            limit = job.budget.file_size_bytes
            if L.RLIMIT_FSIZE in plan.applied and limit is not None and sp.scratch is not None:
                nursery.start_soon(fsize.watch, sp.scratch, limit, stop_at_file_limit, sp.placed)
            with wait_scope:
                await sp.wait()
            # a job that ended by itself (maybe just as the watch saw its file) is classified as it ended
            stopped_for_file = file_hit[0] if file_hit and not sp.exited else None
            stopped = io.exceeded or stopped_for_file is not None
            wall_timeout = not sp.exited and not stopped
            if not sp.exited:
                await sp.terminate(0 if stopped else job.grace_seconds)
            sp.kill_everything()  # the job is over when its main process is: nothing may outlive it
            with trio.move_on_after(1.0):
                await io.both_eof.wait()
            nursery.cancel_scope.cancel()
        wall = time.monotonic() - t0
        parser = io.parser
        final = parser.final if parser else None
        usage, code, sig, reason, detail = usage_and_reason(
            sp,
            job,
            plan,
            bytes(io.stderr),
            final,
            wall=wall,
            output_bytes=io.total,
            wall_timeout=wall_timeout,
            output_exceeded=io.exceeded,
            file_hit=stopped_for_file,
        )
        files: dict[str, bytes] = {}
        problems: list[str] = []
        if job.collect_files and sp.scratch is not None:  # a started process always has its scratch dir
            files, problems = collect(sp.scratch, job.collect_files, job.budget.file_size_bytes)
        kept: dict[str, KeptFile] = {}
        if job.keep_files and job.keep_dir is not None and sp.scratch is not None:  # (a proof: moved, never read)
            kept, not_kept = await trio.to_thread.run_sync(keep, sp.scratch, job.keep_files, job.keep_dir)
            problems += not_kept
        return Outcome(
            termination=reason,
            exit_code=code,
            signal=sig,
            stdout=bytes(io.stdout),
            stderr=bytes(io.stderr),
            usage=usage,
            enforcement=tuple(plan.enforcement),
            skipped_layers=dict(plan.skipped),
            events=tuple(parser.events) if parser else (),
            final=final,
            protocol_errors=tuple(parser.errors) if parser else (),
            files=files,
            kept=kept,
            detail="; ".join([d for d in [detail, *problems, sp.note] if d]) or None,
        )
    finally:
        with trio.CancelScope(shield=True):
            if sp.child is not None and not sp.exited:
                await sp.terminate(job.grace_seconds)
            await sp.destroy()


async def _watch_pids(sp: SandboxedProcess) -> None:
    """Remember every pid seen in the job's cgroup, so orphans that exit early can still be reaped."""
    while True:
        await trio.sleep(0.2)
        sp.snapshot_pids()
