"""Turn how a job ended into exactly one TerminationReason.

The supervisor's own verdicts (output cap, a file at the file-size limit seen
in the job's directory, wall clock, cancellation) come first; then the kernel's
evidence for each limit: the cgroup's OOM counters for memory (a SIGKILL alone
proves nothing), SIGXCPU or a SIGKILL with the CPU time at the rlimit, SIGXFSZ
or an EFBIG error for file size, the pids cgroup's ``max`` event counter for the
process limit (a failing job that had a fork or thread refused), and for the
address-space rlimit the allocator failure the program reports on its way out
(Singular's omalloc prints "no more memory" and exits 14), or, for a program that
exits with an error and says nothing, a per-job peak within ``NEAR_LIMIT`` of
the cgroup's memory limit, not counting the page cache still charged at the end
(a solver that exits 20 after writing a proof larger than its budget has filled
its peak with the proof's pages; the cgroup's peak counts them). Without a pids cgroup the process
limit is RLIMIT_NPROC, which counts nothing: a failing job whose error output
says a fork or thread was refused is PROCESS_LIMIT, best effort.
"""

from __future__ import annotations

import os
import signal

from jacobian.contracts.enums import SandboxLayer as L
from jacobian.contracts.enums import TerminationReason as T

from .plan import Plan
from .spawn import chain_failed

_MEMORY_TEXT = (
    b"MemoryError",
    b"std::bad_alloc",
    b"Cannot allocate memory",
    b"out of memory",
    b"Out of memory",
    b"no more memory",  # Singular (omalloc), exit code 14
)
#: A failed job whose peak beyond its page cache reached this share of its cgroup memory limit ran out of memory.
NEAR_LIMIT = 0.8
_FSIZE_TEXT = (b"File too large", b"EFBIG")
#: What a refused fork or thread looks like in an error output (EAGAIN from fork, clone or pthread_create).
_NPROC_TEXT = (
    b"Resource temporarily unavailable",
    b"can't start new thread",
    b"Cannot fork",
    b"fork: retry",
    b"BlockingIOError",
)


def decode_status(status: int, via_init: bool) -> tuple[int | None, int | None]:
    """(exit_code, signal). An init between the supervisor and the program (bwrap, or the
    shell that is init of the job's PID namespace) reports a signalled program as exit 128+N."""
    if os.WIFSIGNALED(status):
        return None, os.WTERMSIG(status)
    code = os.WEXITSTATUS(status)
    if via_init and 128 < code < 128 + 65:
        return None, code - 128
    return code, None


def classify(
    *,
    exit_code: int | None,
    sig: int | None,
    plan: Plan,
    cpu_seconds_rlimit: int | None,
    process_cpu: float,
    memory_events: dict[str, int],
    stderr_tail: bytes,
    final: dict | None,
    wall_timeout: bool,
    output_exceeded: bool,
    peak_memory: int | None = None,
    memory_limit: int | None = None,
    page_cache: int | None = None,
    pids_limit_hits: int = 0,
    process_limit: int | None = None,
    file_at_limit: str | None = None,
    file_limit_stopped: bool = False,
    file_limit: int | None = None,
) -> tuple[T, str | None]:
    """``pids_limit_hits`` is the pids cgroup's ``max`` counter; ``file_at_limit`` a file of the job's
    directory at the file-size limit (``file_limit`` bytes), ``file_limit_stopped`` when the supervisor
    stopped the job for it (see :mod:`.fsize`). ``page_cache`` is the page cache still charged to the
    job's cgroup at its end: the cgroup's peak counts it, so a failed job's peak is near the limit only
    for what lies beyond it (a solver that wrote a proof larger than its memory budget filled the
    peak with the proof's pages, which the kernel reclaims; that is no sign of a memory failure)."""
    if output_exceeded:
        return T.OUTPUT_LIMIT, "output cap exceeded; the job was stopped"
    at_limit = f"{file_at_limit!r} up to the file size limit ({file_limit} bytes)"
    if file_limit_stopped:
        return T.FILE_SIZE_LIMIT, f"a process of the job wrote {at_limit}; the job was stopped"
    if wall_timeout:
        return T.WALL_TIMEOUT, "wall-clock limit reached; the job was stopped"
    if sig is None and chain_failed(exit_code, stderr_tail):
        first = stderr_tail.strip().splitlines()[0].decode("utf-8", "replace")[:300] if stderr_tail.strip() else ""
        return T.START_FAILED, f"sandbox set-up failed before the program started: {first}"
    if plan.cgroup_memory and memory_events.get("oom_kill", 0) > 0:
        return T.MEMORY_LIMIT, f"cgroup OOM killer ended {memory_events['oom_kill']} process(es)"
    hit_limit = memory_events.get("failcnt", 0) > 0 or memory_events.get("max", 0) > 0
    if plan.cgroup_memory and sig == signal.SIGKILL and hit_limit and memory_events.get("oom_kill") is None:
        return T.MEMORY_LIMIT, "killed while at the cgroup memory limit"
    if sig == signal.SIGXCPU:
        return T.CPU_LIMIT, "SIGXCPU: CPU time limit reached"
    if sig == signal.SIGKILL and cpu_seconds_rlimit is not None and process_cpu >= cpu_seconds_rlimit - 0.05:
        return T.CPU_LIMIT, "SIGKILL at the hard CPU time limit"
    if sig == signal.SIGXFSZ:
        return T.FILE_SIZE_LIMIT, "SIGXFSZ: file size limit reached"
    failed = (exit_code not in (None, 0)) or sig is not None
    how = f"exit code {exit_code}" if sig is None else f"signal {sig}"
    reported_error = isinstance(final, dict) and final.get("ok") is False
    if pids_limit_hits and (failed or reported_error):
        ended = how if failed else "an error result"
        return (
            T.PROCESS_LIMIT,
            f"the process limit (pids.max, {process_limit} processes and threads) refused {pids_limit_hits} "
            f"fork(s) or thread(s); the job then ended with {ended}",
        )
    if failed and (L.RLIMIT_AS in plan.applied or plan.cgroup_memory):
        kind = ((final or {}).get("error") or {}).get("kind") if isinstance((final or {}).get("error"), dict) else None
        near = (
            plan.cgroup_memory
            and peak_memory is not None
            and memory_limit is not None
            and peak_memory - (page_cache or 0) >= NEAR_LIMIT * memory_limit
        )
        cached = f", {page_cache} of them page cache at the end" if page_cache else ""
        peak = f" (peak {peak_memory} of {memory_limit} bytes{cached})" if near else ""
        if kind == "MEMORY" or any(t in stderr_tail for t in _MEMORY_TEXT):
            return T.MEMORY_LIMIT, f"allocation failed under the memory limit{peak}"
        if near:
            return T.MEMORY_LIMIT, f"failed ({how}) with its memory at the cgroup limit{peak}"
    if failed and L.RLIMIT_FSIZE in plan.applied and any(t in stderr_tail for t in _FSIZE_TEXT):
        return T.FILE_SIZE_LIMIT, "write failed with EFBIG at the file size limit"
    if failed and file_at_limit is not None:
        return T.FILE_SIZE_LIMIT, f"a process of the job wrote {at_limit}; the job then ended with {how}"
    no_counter = L.RLIMIT_NPROC in plan.applied and not plan.cgroup_pids
    if (failed or reported_error) and no_counter and any(t in stderr_tail for t in _NPROC_TEXT):
        return (
            T.PROCESS_LIMIT,
            f"a fork or thread was refused under RLIMIT_NPROC ({process_limit} processes of the job's uid) and "
            "the job then failed (best effort: no pids cgroup counts refusals here, this is read from the "
            "job's error output)",
        )
    if sig is not None:
        return (
            T.SIGNALED,
            f"ended by signal {signal.Signals(sig).name if sig in signal.Signals._value2member_map_ else sig}",
        )
    return T.EXITED, None
