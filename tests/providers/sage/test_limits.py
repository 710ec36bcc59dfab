"""Budgets of the pooled Sage worker, each exceeded for real: memory, wall clock, cancellation.

The workers that served a request are found with psutil (the sandboxed descendants of this process that
appeared for it; a distinct memory budget gives each request a pool, so a fresh worker of its own) and must
be gone once the request has ended: the pool recycles a worker after every limit hit and cancellation.
"""

from __future__ import annotations

import psutil
import trio

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
