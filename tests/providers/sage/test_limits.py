"""Budgets of the pooled Sage worker, each exceeded for real: memory, wall clock, cancellation.

The workers that served a request are found with psutil (the sandboxed descendants of this process that
appeared for it; a distinct memory budget gives each request a pool, so a fresh worker of its own) and must
be gone once the request has ended: the pool recycles a worker after every limit hit and cancellation.
"""

from __future__ import annotations

import psutil
import trio

from jacobian.providers.sage import number_theory
from jacobian.runtime import Runtime

from .conftest import sage_config

GB = "polynomial.compute.groebner_basis"
WORKER = "jacobian.providers.sage.worker"
# Lex elimination of two sparse degree-64 curves: the eliminant has degree ~4096 and coefficients of thousands
# of digits; Singular's memory grows steadily until it gives up ("no more memory", exit 14) or is OOM-killed.
EXPLOSIVE = {
    "variables": ["x", "y"],
    "order": "lex",
    "generators": ["x^64 + 3*x*y^63 + 7*y^2 + 5", "y^64 + 11*x^63*y + 13*x + 2"],
}
SEVEN = ["a", "b", "c", "d", "e", "f", "g"]


def cyclic(vs: list[str]) -> list[str]:
    n = len(vs)
    gens = ["+".join("*".join(vs[(i + j) % n] for j in range(k)) for i in range(n)) for k in range(1, n)]
    return gens + ["*".join(vs) + "-1"]


def sage_workers() -> set[int]:
    """Live (non-zombie) Sage worker processes below this test process."""
    out = set()
    for p in psutil.Process().children(recursive=True):
        try:
            if p.status() != psutil.STATUS_ZOMBIE and any(WORKER in part for part in p.cmdline()):
                out.add(p.pid)
        except psutil.Error:
            continue
    return out


def alive(pids: set[int]) -> set[int]:
    out = set()
    for pid in pids:
        try:
            if psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
                out.add(pid)
        except psutil.Error:
            continue
    return out


def cpu_seconds(pids: set[int]) -> float:
    total = 0.0
    for pid in alive(pids):
        try:
            total += psutil.Process(pid).cpu_times().user
        except psutil.Error:
            continue
    return total


async def run_watched(rt: Runtime, payload: dict, seen: set[int], mode: str = "EXPLORE"):
    """rt.run(GB, payload), recording every Sage worker that is alive while it runs."""
    result = {}

    async def call():
        result["r"] = await rt.run(GB, payload, mode)

    async with trio.open_nursery() as n:
        n.start_soon(call)
        while "r" not in result:
            seen |= sage_workers()
            await trio.sleep(0.1)
    return result["r"]


def test_memory_budget_too_small_ends_memory_limit(tmp_path):
    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            before, seen = sage_workers(), set()
            budget = {"wall_seconds": 240, "memory_mib": 256}  # the worker itself fits: PARI is capped at import
            small = await rt.run("integer.factor", {"n": "91", "budget": budget}, "VERIFY")
            result = await run_watched(rt, {**EXPLOSIVE, "budget": budget}, seen)
            return small, result, seen - before

    small, result, served = trio.run(main)
    assert small.assurance.level.value == "VERIFIED", small  # a small budget still serves a small job
    # Singular gives up ("no more memory", exit 14) or the cgroup kills it: the supervisor's MEMORY_LIMIT; or an
    # allocation fails in Python first and the worker reports it: MEMORY_LIMIT from its own answer
    assert result.diagnostics and result.diagnostics[0].code.value == "MEMORY_LIMIT", (result.execution, result)
    assert result.execution.termination.value in ("MEMORY_LIMIT", "EXITED"), result.execution
    assert result.conclusion.value == "UNKNOWN"
    assert result.output is None
    assert served and not alive(served)  # the worker that ran out was not parked again


def identities(pids: set[int]) -> set[tuple[int, float]]:
    """(pid, start time) of each live process: a worker's identity even were its pid reused later (pids inside
    the job are not: every job has a PID namespace of its own)."""
    out = set()
    for pid in alive(pids):
        try:
            out.add((pid, psutil.Process(pid).create_time()))
        except psutil.Error:
            continue
    return out


async def served_by(rt: Runtime, capability: str, payload: dict, before: set[int]):
    """rt.run(capability, payload) and the identities of the Sage workers that were alive while it ran."""
    seen: set[tuple[int, float]] = set()
    result = {}

    async def call():
        result["r"] = await rt.run(capability, payload, "EXPLORE")

    async with trio.open_nursery() as n:
        n.start_soon(call)
        while "r" not in result:
            seen |= identities(sage_workers() - before)
            await trio.sleep(0.05)
    return result["r"], seen


# nextprime(10^29) * nextprime(3 * 10^30): PARI's MPQS needs more than 8 MiB of stack for it (32 MiB suffice)
SEMIPRIME_61 = 100000000000000000000000000319 * 3000000000000000000000000000091
PARI_8_MIB = 20 * 2**20  # pari_ceiling(20 MiB) is PARI's least ceiling, 8 MiB


def test_a_worker_that_reports_memory_is_recycled(tmp_path, monkeypatch):
    """The pool keeps a worker between requests, but not one whose answer was a MEMORY error: the request after
    it is served by a new worker (the pool's recycle-on-MEMORY rule, for a worker that is still alive).

    The worker sizes PARI's stack from the ``memory_bytes`` of each request's payload (the job's budget). A budget
    of 20 MiB could not even import passagemath, so for the one factoring request here the payload alone says
    20 MiB: PARI's ceiling is 8 MiB, its stack overflows for real, the worker answers MEMORY and stays alive. The
    three jobs have one budget, hence one pool."""
    real_fields = number_theory._Pari.engine_fields

    def engine_fields(self, call):
        out = real_fields(self, call)
        return {**out, "memory_bytes": PARI_8_MIB} if getattr(call.request, "n", None) == str(SEMIPRIME_61) else out

    monkeypatch.setattr(number_theory._Pari, "engine_fields", engine_fields)
    budget = {"wall_seconds": 240, "memory_mib": 1024}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            before = sage_workers()
            first, w1 = await served_by(rt, "integer.factor", {"n": "91", "budget": budget}, before)
            parked = identities(sage_workers() - before)
            memory, w2 = await served_by(rt, "integer.factor", {"n": str(SEMIPRIME_61), "budget": budget}, before)
            left = identities({pid for pid, _ in w2})
            after, w3 = await served_by(rt, "integer.factor", {"n": "91", "budget": budget}, before)
            return first, memory, after, w1, parked, w2, left, w3

    first, memory, after, w1, parked, w2, left, w3 = trio.run(main)
    assert first.output and after.output, (first, after)
    # a worker is its sandbox's processes (wrapper, init, Python): one worker served, then parked for the next request
    assert w1 and parked == w1, (w1, parked)
    assert memory.diagnostics and memory.diagnostics[0].code.value == "MEMORY_LIMIT", memory
    assert "PARI stack overflows" in memory.diagnostics[0].message, memory.diagnostics[0]
    assert memory.execution.termination.value == "EXITED", memory.execution  # answered, not killed
    assert w2 == w1, (w1, w2)  # the parked worker took the request: reuse works in this pool
    assert not left, left  # and it was discarded, not parked again
    assert w3 and w3.isdisjoint(w2), (w2, w3)  # a new worker served the next request


def test_wall_budget_ends_timeout_and_recycles_the_worker(tmp_path):
    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            before, seen = sage_workers(), set()
            payload = {
                "variables": SEVEN,
                "generators": cyclic(SEVEN),
                "budget": {"wall_seconds": 3, "memory_mib": 1800},
            }
            result = await run_watched(rt, payload, seen)
            served = seen - before
            left = alive(served)  # checked while the runtime (and its pools) is still open
            again = await rt.run("integer.factor", {"n": "91", "budget": {"memory_mib": 1800}}, "VERIFY")
            return result, served, left, again

    result, served, left, again = trio.run(main)
    assert result.execution.termination.value == "WALL_TIMEOUT", result.execution
    assert result.conclusion.value == "UNKNOWN" and result.output is None
    assert served and not left
    assert again.assurance.level.value == "VERIFIED"  # a fresh worker serves the same pool afterwards


def test_cancelling_mid_computation_leaves_no_process(tmp_path):
    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            before = sage_workers()
            payload = {"variables": SEVEN, "generators": cyclic(SEVEN), "budget": {"memory_mib": 1700}}
            served: set[int] = set()
            busy = 0.0
            with trio.move_on_after(120) as scope:
                async with trio.open_nursery() as n:
                    n.start_soon(rt.run, GB, payload)
                    while True:  # cancel once the worker has spent CPU time on the request itself
                        await trio.sleep(0.2)
                        served |= sage_workers() - before
                        busy = cpu_seconds(served)
                        if busy > 6.0:  # the import takes 1-3 s of CPU; Cyclic-7 takes minutes
                            n.cancel_scope.cancel()
                            break
            assert not scope.cancelled_caught, "the worker never got busy"
            return served, alive(served), busy

    served, left, busy = trio.run(main)
    assert served and busy > 6.0
    assert not left, f"worker processes survived the cancellation: {left}"
