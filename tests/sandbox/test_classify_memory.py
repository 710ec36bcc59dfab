"""The memory rule of the termination classification over recorded evidence (the real Singular run that ends
this way is tests/providers/sage/test_limits.py): a failed job is MEMORY_LIMIT on its allocator's message or
on a per-job resident peak near its cgroup limit, and not on an exit code alone."""

from __future__ import annotations

from jacobian.contracts.enums import SandboxLayer as L
from jacobian.contracts.enums import TerminationReason as T
from jacobian.supervisor.classify import NEAR_LIMIT, classify
from jacobian.supervisor.plan import Plan

MIB = 1 << 20
SINGULAR = b"Singular error: no more memory\nSystem 97040k:97040k Appl 14628k/286k\n"


def verdict(code, stderr=b"", peak=None, limit=256 * MIB, cgroup=True, cache=None):
    plan = Plan(cgroup_memory=cgroup, applied={L.RLIMIT_AS} | ({L.CGROUP_MEMORY} if cgroup else set()))
    return classify(
        exit_code=code,
        sig=None,
        plan=plan,
        cpu_seconds_rlimit=None,
        process_cpu=0.0,
        memory_events={"oom_kill": 0},
        stderr_tail=stderr,
        final=None,
        wall_timeout=False,
        output_exceeded=False,
        peak_memory=peak,
        memory_limit=limit,
        page_cache=cache,
    )


def test_singular_out_of_memory_is_memory_limit():
    reason, detail = verdict(14, SINGULAR, peak=242 * MIB)
    assert reason is T.MEMORY_LIMIT and str(242 * MIB) in detail
    assert verdict(14, SINGULAR, cgroup=False)[0] is T.MEMORY_LIMIT  # address-space limit only: the message


def test_a_silent_failure_at_the_limit_is_memory_limit_and_below_it_is_not():
    near = int(NEAR_LIMIT * 256 * MIB) + MIB
    reason, detail = verdict(3, peak=near)
    assert reason is T.MEMORY_LIMIT and "exit code 3" in detail
    assert verdict(3, peak=40 * MIB)[0] is T.EXITED  # an ordinary error far below the budget
    assert verdict(14, peak=None)[0] is T.EXITED  # exit 14 alone proves nothing
    assert verdict(0, peak=near)[0] is T.EXITED  # success near the limit is success


def test_a_peak_of_page_cache_is_no_memory_failure():
    """The cgroup's peak counts the pages of files the job wrote: a solver that exits 20 (UNSAT) after
    writing a proof larger than its budget is at the limit by its page cache alone."""
    near = int(NEAR_LIMIT * 256 * MIB) + MIB
    assert verdict(20, peak=256 * MIB, cache=200 * MIB)[0] is T.EXITED
    reason, detail = verdict(20, peak=256 * MIB, cache=8 * MIB)  # the rest is the program's own memory
    assert reason is T.MEMORY_LIMIT and str(8 * MIB) in detail
    assert verdict(3, peak=near, cache=0)[0] is T.MEMORY_LIMIT
